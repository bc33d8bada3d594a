"""Reading a Claude Code transcript (JSONL) into turns: what the capture hook takes from it.

The transcript is written by another process while the hook reads it, and may hold anything: a
torn last line, a line that is not JSON, a line nested deeper than any parser goes, binary junk.
None of that may stop capture: each complete line is parsed on its own, a bad one is counted and
skipped (the read position moves past it), and a last line without its newline waits for the next
run unless it is already a whole record. Only regular files are read: a FIFO would block the hook
and a device would never end (docs/architecture.md, "the capture route").
"""

from __future__ import annotations

import json
import os
import re
import stat
from collections.abc import Mapping, Sequence

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (mypy treats the name alike)
if TYPE_CHECKING:
    from typing import Any

__all__ = ["READ_CHUNK", "Chunk", "NotRegular", "group_turns", "read_transcript", "record_text"]

READ_CHUNK = 8 * 1024 * 1024  # transcript bytes parsed per spooled batch
MAX_TOOL_LINES = 20
TOOL_HINT_CHARS = 160
SOURCE = "claude-code"


class NotRegular(OSError):
    """The transcript path names something other than a regular file (a FIFO, a device, a folder)."""


class Chunk:
    """Whole transcript records read from ``start``; ``end`` is the offset just past the last
    complete line taken (good or bad); ``bad`` counts the complete lines that were not records."""

    __slots__ = ("bad", "end", "more", "records", "start")

    def __init__(
        self, records: tuple[tuple[int, dict[str, Any]], ...], start: int, end: int, more: bool, bad: int = 0
    ) -> None:
        self.records = records
        self.start = start
        self.end = end
        self.more = more
        self.bad = bad

    def __repr__(self) -> str:
        return (
            f"Chunk({len(self.records)} records, {self.bad} bad, start={self.start}, end={self.end}, more={self.more})"
        )


def _open_regular(path: str | os.PathLike[str]) -> int:
    """A descriptor on ``path`` if it is a regular file. ``O_NONBLOCK`` makes opening a FIFO return
    at once instead of waiting for a writer; it has no effect on a regular file."""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotRegular(f"transcript {os.fsdecode(path)!r} is not a regular file")
    except BaseException:
        os.close(fd)
        raise
    return fd


def _read_at(fd: int, offset: int, size: int) -> bytes:
    parts: list[bytes] = []
    while size > 0:
        block = os.pread(fd, size, offset)
        if not block:
            break
        parts.append(block)
        offset += len(block)
        size -= len(block)
    return b"".join(parts)


def read_transcript(path: str | os.PathLike[str], offset: int, limit: int = READ_CHUNK) -> Chunk:
    """The complete JSONL records from byte ``offset`` on (at most ``limit`` bytes).

    A last line without its newline is taken only if it parses as a JSON object (then it is whole);
    otherwise it is still being written, and ``end`` stops before it. A complete line that is not a
    JSON object is skipped and counted. An ``offset`` past the end of the file (the file was
    replaced) starts again at 0. Raises :class:`NotRegular` for anything but a regular file.
    """
    fd = _open_regular(path)
    try:
        size = os.fstat(fd).st_size
        if offset > size or offset < 0:
            offset = 0
        data = _read_at(fd, offset, limit)
        if len(data) == limit and b"\n" not in data:  # one line longer than limit: skip it whole
            skip = offset + len(data)
            while True:
                block = _read_at(fd, skip, 1024 * 1024)
                if not block:
                    return Chunk((), offset, offset, False)  # still being written: wait for its end
                cut = block.find(b"\n")
                if cut >= 0:
                    skip += cut + 1
                    return Chunk((), offset, skip, skip < size, bad=1)
                skip += len(block)
    finally:
        os.close(fd)
    more = offset + len(data) < size
    records: list[tuple[int, dict[str, Any]]] = []
    bad = 0
    pos = 0
    while True:
        cut = data.find(b"\n", pos)
        if cut < 0:
            break
        line = data[pos:cut]
        if line.strip() and not _parse_line(line, offset + pos, records):
            bad += 1
        pos = cut + 1
    end = offset + pos
    tail = data[pos:]
    if tail.strip() and not more and _parse_line(tail, offset + pos, records):
        end += len(tail)
    return Chunk(tuple(records), offset, end, more, bad)


def _parse_line(line: bytes, at: int, into: list[tuple[int, dict[str, Any]]]) -> bool:
    """Parse one line; False (nothing added) for anything that is not a JSON object. Any failure of
    the parser counts as a bad line: invalid JSON or UTF-8 (``ValueError``), nesting deeper than the
    interpreter's recursion limit (``RecursionError``), a number too long to convert."""
    try:
        record = json.loads(line)
    except (ValueError, RecursionError, MemoryError):
        return False
    if not isinstance(record, dict):
        return False
    into.append((at, record))
    return True


def _tool_line(block: Mapping[str, Any]) -> str:
    from engram.redaction import scrub

    name = str(block.get("name") or "tool")[:60]
    given = block.get("input")
    hint = ""
    if isinstance(given, Mapping):
        for key in ("command", "file_path", "notebook_path", "path", "pattern", "url", "query", "description"):
            value = given.get(key)
            if isinstance(value, str) and value.strip():
                # redact before flattening and cutting: both change what the redactor would see
                hint = " ".join(scrub(value).split())
                if len(hint) > TOOL_HINT_CHARS:
                    hint = hint[: TOOL_HINT_CHARS + 1].rsplit(" ", 1)[0] if " " in hint[:TOOL_HINT_CHARS] else ""
                    hint = f"{hint} …".lstrip()
                break
    return f"[tool {name}] {hint}".rstrip()


_INJECTED = r"<(memory|engram-recall|engram-sessions)>.*?(?:</\1>|\Z)"


def _without_injected(text: str) -> str:
    if "<memory>" not in text and "<engram-" not in text:  # nothing the pattern could match
        return text
    return re.sub(_INJECTED, "", text, flags=re.DOTALL)


def record_text(record: Mapping[str, Any]) -> tuple[str, str] | None:
    """``(role, text)`` of one Claude Code transcript record, or None when it holds no conversation.

    Kept: user and assistant text blocks. Summarised: ``tool_use`` as one ``[tool Name] hint`` line.
    Dropped: tool results, thinking, meta and sidechain (subagent) records, compaction summaries,
    API error notices, every record type but ``user`` and ``assistant``, and engram's own injected
    blocks (``<memory>``, ``<engram-recall>``, ``<engram-sessions>``) in user text: engram must not
    learn from its own output.
    """
    kind = record.get("type")
    if kind not in ("user", "assistant"):
        return None
    if record.get("isMeta") or record.get("isSidechain") or record.get("isCompactSummary"):
        return None
    if record.get("isApiErrorMessage"):
        return None
    message = record.get("message")
    if not isinstance(message, Mapping):
        return None
    role = message.get("role") if message.get("role") in ("user", "assistant") else kind
    content = message.get("content")
    texts: list[str] = []
    tools: list[str] = []
    if isinstance(content, str):
        texts.append(content)
    elif isinstance(content, list):
        for block in content:
            if not isinstance(block, Mapping):
                continue
            btype = block.get("type")
            if btype == "text" and isinstance(block.get("text"), str):
                texts.append(block["text"])
            elif btype == "tool_use":
                tools.append(_tool_line(block))
            elif btype == "image":
                texts.append("[image]")
    if role == "user":  # engram's own injected blocks, should a Claude Code version inline them
        texts = [_without_injected(t) for t in texts]
    if len(tools) > MAX_TOOL_LINES:
        tools = [*tools[:MAX_TOOL_LINES], f"[+{len(tools) - MAX_TOOL_LINES} more tool calls]"]
    text = "\n".join(t for t in (*texts, *tools) if t.strip())
    return (str(role), text) if text.strip() else None


def group_turns(
    records: Sequence[tuple[int, Mapping[str, Any]]],
) -> list[tuple[str, str, str | None, str, dict[str, Any]]]:
    """``(role, text, timestamp, turn id, meta)`` per turn: consecutive records of one role (an
    answer written as several records: text, tool calls, more text) make one turn, whose id is its
    first record's ``uuid``."""
    groups: list[tuple[str, list[str], list[str], str | None]] = []  # role, texts, uuids, timestamp
    for at, record in records:
        found = record_text(record)
        if found is None:
            continue
        role, text = found
        uuid = record.get("uuid") if isinstance(record.get("uuid"), str) else f"offset-{at}"
        stamp = record.get("timestamp") if isinstance(record.get("timestamp"), str) else None
        if groups and groups[-1][0] == role:
            groups[-1][1].append(text)
            groups[-1][2].append(str(uuid))
        else:
            groups.append((role, [text], [str(uuid)], stamp))
    turns = []
    for role, texts, uuids, stamp in groups:
        meta: dict[str, Any] = {"source": SOURCE}
        if len(uuids) > 1:
            meta["records"] = len(uuids)
        turns.append((role, "\n\n".join(texts), stamp, uuids[0], meta))
    return turns
