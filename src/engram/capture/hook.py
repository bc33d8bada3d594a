"""``engram hook capture``: the Claude Code Stop hook's hot path, and what every hook shares.

Claude Code runs the Stop hook after every answer, as a new process, and waits for it: its cost is
start-up (``engram bench capture`` holds it to twice a bare ``python -c pass``). So this module
imports the standard library's smallest parts (no ``typing``, ``pathlib``, ``dataclasses`` or
``datetime``) and the few engram modules built for it: the redaction package, the capture cleaning
rules (:mod:`engram.capture.clean`), ``.git/HEAD`` reading (:mod:`engram.capture.githead`) and
the capture spool (:mod:`engram.capture.spool`). It does not open the store: the new transcript
lines become turns, cleaned exactly as :func:`engram.capture.ingest.capture_many` cleans them
(redacted before anything touches disk), appended to the spool next to the database and
``fsync``-ed, together with how far the transcript was read. The store takes them in the next time
any process opens it for a read or a write, so nothing that reads the store ever misses them.

:mod:`engram.interfaces.hooks` (finalize, recall, endmark) builds on the helpers here: the hook log, the
runner that turns every failure into a log line and exit 0, and the transcript reader.
"""

from __future__ import annotations

import os
import re
import sys
import time
from collections.abc import Callable, Mapping, Sequence

from engram.capture import lean_json as json

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (mypy treats the name alike)
if TYPE_CHECKING:
    from typing import Any, BinaryIO, TextIO

    Handler = Callable[[Mapping[str, Any], str | None, str | None, "HookLog"], dict[str, Any] | None]

__all__ = [
    "GUARD_ENV",
    "Chunk",
    "HookLog",
    "Where",
    "capture",
    "engram_home",
    "group_turns",
    "locate",
    "log_path",
    "main",
    "read_payload",
    "read_transcript",
    "record_text",
    "run_hook",
]

GUARD_ENV = "ENGRAM_HOOK_ACTIVE"  # == engram.providers.command_llm.RECURSION_GUARD_ENV (not imported: httpx)
MAX_STDIN = 16 * 1024 * 1024
READ_CHUNK = 8 * 1024 * 1024  # transcript bytes parsed per spooled batch
MAX_CHUNKS = 64
LOG_MAX_BYTES = 1024 * 1024
MAX_TOOL_LINES = 20
TOOL_HINT_CHARS = 160
SOURCE = "claude-code"
MAX_PATH_CHARS = 1000


# ---- entry ----------------------------------------------------------------------------------
def main() -> int:
    """``engram hook capture`` from the console-script launcher. Always returns 0."""
    return run_hook("capture", capture)


def run_hook(
    name: str,
    handler: Handler | None,
    *,
    db: str | None = None,
    owner: str | None = None,
    stdin: BinaryIO | None = None,
    stdout: TextIO | None = None,
) -> int:
    """Run one hook: the recursion guard first, then the JSON payload from stdin, the handler, and
    its output (if any) as one JSON line. Always returns 0: a failure is a line in the hook log."""
    if os.environ.get(GUARD_ENV, "") not in ("", "0"):
        return 0
    log = HookLog(name or "hook")
    try:
        if handler is None:
            log.error(f"unknown hook {name!r}: use one of capture, endmark, finalize, recall")
            return 0
        payload = read_payload(sys.stdin.buffer if stdin is None else stdin)
        if payload is None:
            log.error("hook input on stdin is not a JSON object; nothing done")
            return 0
        output = handler(payload, db, owner, log)
        if output is not None:
            out = sys.stdout if stdout is None else stdout
            out.write(json.dumps(output) + "\n")
            out.flush()
    except BaseException as exc:  # a hook never fails Claude Code's turn: log and exit 0
        log.exception(exc)
    return 0


def read_payload(stream: BinaryIO) -> dict[str, Any] | None:
    try:
        if stream.isatty():
            return None
    except (AttributeError, ValueError, OSError):
        pass
    raw = stream.read(MAX_STDIN)
    try:
        data = json.loads(raw.decode("utf-8", "replace")) if raw.strip() else None
    except ValueError:
        return None
    return data if isinstance(data, dict) else None


# ---- where things are -----------------------------------------------------------------------
def engram_home(env: Mapping[str, str] | None = None) -> str:
    """``engram.settings.engram_home`` without ``pathlib``: ``$ENGRAM_HOME``, else
    ``$XDG_DATA_HOME/engram``, else ``~/.local/share/engram``."""
    env = os.environ if env is None else env
    if env.get("ENGRAM_HOME"):
        return os.path.expanduser(env["ENGRAM_HOME"])
    base = env.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return os.path.join(os.path.expanduser(base), "engram")


class Where:
    """The settings a capture needs: the database, the owner, the default namespace, the home folder."""

    __slots__ = ("db", "home", "namespace", "owner")

    def __init__(self, db: str, owner: str, namespace: str, home: str) -> None:
        self.db = db
        self.owner = owner
        self.namespace = namespace
        self.home = home


def locate(db: str | None = None, owner: str | None = None, env: Mapping[str, str] | None = None) -> Where:
    """What ``engram.settings.Settings.load`` gives for the database, owner and namespace (same
    precedence: arguments, ``ENGRAM_*``, the ``[memory]`` table of ``config.toml``, defaults), read
    without loading the settings module. The rest of the settings file is not read (a capture
    needs no policy, no embedder and no model)."""
    env = os.environ if env is None else env
    home = engram_home(env)
    config = _read_config(env.get("ENGRAM_CONFIG") or os.path.join(home, "config.toml"))
    section: dict[str, Any] = config.get("memory", {})
    path = db or env.get("ENGRAM_DB") or section.get("db") or os.path.join(home, "engram.db")
    location = os.path.expanduser(path) if "://" not in path and path != ":memory:" else path
    who = owner if owner is not None else (env.get("ENGRAM_USER") or section.get("owner") or "default")
    namespace = env.get("ENGRAM_NAMESPACE") or section.get("namespace") or "user"
    return Where(location, who, namespace, home)


def _read_config(path: str) -> dict[str, Any]:
    if not os.path.isfile(path):
        return {}
    import tomllib  # only when there is a settings file

    from engram.errors import InvalidInput

    try:
        with open(path, encoding="utf-8") as handle:
            return tomllib.loads(handle.read())
    except (tomllib.TOMLDecodeError, OSError) as exc:
        raise InvalidInput(f"cannot read settings file {path}: {exc}") from exc


# ---- the log --------------------------------------------------------------------------------
def log_path() -> str:
    if os.environ.get("ENGRAM_HOOK_LOG_FILE"):
        return os.path.expanduser(os.environ["ENGRAM_HOOK_LOG_FILE"])
    return os.path.join(engram_home(), "logs", "hooks.log")


class HookLog:
    """One line per message in the hook log, redacted; debug lines only with ``ENGRAM_HOOK_LOG=debug``.

    Writing never raises: a log that cannot be written is not worth failing a hook over.
    """

    def __init__(self, hook: str) -> None:
        self.hook = hook
        self.verbose = os.environ.get("ENGRAM_HOOK_LOG", "").lower() == "debug"

    def debug(self, message: str) -> None:
        if self.verbose:
            self._write("DEBUG", message)

    def info(self, message: str) -> None:
        self._write("INFO", message)

    def error(self, message: str) -> None:
        self._write("ERROR", message)

    def exception(self, exc: BaseException) -> None:
        """The error and where it happened (file:line of the last frames, no source, no locals)."""
        try:
            import traceback

            frames = traceback.StackSummary.extract(traceback.walk_tb(exc.__traceback__), lookup_lines=False)
            where = " < ".join(f"{os.path.basename(f.filename)}:{f.lineno} {f.name}" for f in reversed(frames[-6:]))
            self._write("ERROR", f"{type(exc).__name__}: {exc} [at {where or '?'}]")
        except Exception:
            self._write("ERROR", type(exc).__name__)

    def _write(self, level: str, message: str) -> None:
        try:
            from engram.redaction import scrub

            text = " | ".join(scrub(message).splitlines())[:4000]
            path = log_path()
            from engram.private_files import make_private_dirs

            make_private_dirs(os.path.dirname(path) or ".")
            try:
                if os.stat(path).st_size > LOG_MAX_BYTES:
                    os.replace(path, path + ".1")
            except OSError:
                pass
            stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
            line = f"{stamp} pid={os.getpid()} {self.hook} {level} {text}\n"
            fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
            try:
                os.write(fd, line.encode("utf-8", "replace"))
            finally:
                os.close(fd)
        except Exception:
            pass


# ---- the payload ----------------------------------------------------------------------------
def text_of(payload: Mapping[str, Any], key: str) -> str | None:
    value = payload.get(key)
    return value if isinstance(value, str) and value.strip() else None


def session_of(payload: Mapping[str, Any]) -> str | None:
    """``session_id``, else the transcript file's stem (seed 003 review fix #9), else None."""
    sid = text_of(payload, "session_id")
    if sid is not None:
        return sid.strip()
    path = text_of(payload, "transcript_path")
    if path is None:
        return None
    from engram.capture.githead import stem

    return stem(path) or None


def where_of(payload: Mapping[str, Any], default: str) -> tuple[str, dict[str, str]]:
    """The namespace for the payload's folder (``repos/<repo>/branches/<branch>`` in a checkout) and
    what the session's metadata records about it: ``gitref.namespace_for`` without ``pathlib``."""
    from engram import validation as v
    from engram.capture import githead
    from engram.errors import InvalidInput

    cwd = text_of(payload, "cwd") or os.getcwd()
    found = githead.locate(cwd)
    meta = {"agent": SOURCE, "cwd": cwd}
    if found is None:
        return default, meta
    repo, branch, _, _ = found
    meta |= {"repo": repo, "branch": branch}
    try:
        return v.namespace(githead.namespace_of(repo, branch)), meta
    except InvalidInput:  # a name that no sanitising could save: fall back rather than fail the hook
        return default, meta


# ---- the transcript -------------------------------------------------------------------------
class Chunk:
    """Whole transcript records read from ``start``; ``end`` is the offset just past the last one."""

    __slots__ = ("end", "more", "records", "start")

    def __init__(self, records: tuple[tuple[int, dict[str, Any]], ...], start: int, end: int, more: bool) -> None:
        self.records = records
        self.start = start
        self.end = end
        self.more = more

    def __repr__(self) -> str:
        return f"Chunk({len(self.records)} records, start={self.start}, end={self.end}, more={self.more})"


def read_transcript(path: str | os.PathLike[str], offset: int, limit: int = READ_CHUNK) -> Chunk:
    """The complete JSONL records from byte ``offset`` on (at most ``limit`` bytes).

    A last line without its newline is taken only if it parses as a JSON object (then it is whole);
    otherwise it is still being written, and ``end`` stops before it. A line that is not JSON is
    skipped. An ``offset`` past the end of the file (the file was replaced) starts again at 0.
    """
    with open(path, "rb") as handle:
        size = os.fstat(handle.fileno()).st_size
        if offset > size or offset < 0:
            offset = 0
        handle.seek(offset)
        data = handle.read(limit)
        if len(data) == limit and b"\n" not in data:  # one line longer than limit: skip it whole
            skip = offset + len(data)
            while True:
                block = handle.read(1024 * 1024)
                if not block:
                    return Chunk((), offset, skip, False)
                cut = block.find(b"\n")
                if cut >= 0:
                    skip += cut + 1
                    return Chunk((), offset, skip, skip < size)
                skip += len(block)
    more = offset + len(data) < size
    records: list[tuple[int, dict[str, Any]]] = []
    pos = 0
    while True:
        cut = data.find(b"\n", pos)
        if cut < 0:
            break
        _parse_line(data[pos:cut], offset + pos, records)
        pos = cut + 1
    end = offset + pos
    tail = data[pos:]
    if tail.strip() and not more and _parse_line(tail, offset + pos, records):
        end += len(tail)
    return Chunk(tuple(records), offset, end, more)


def _parse_line(line: bytes, at: int, into: list[tuple[int, dict[str, Any]]]) -> bool:
    if not line.strip():
        return False
    try:
        record = json.loads(line)
    except ValueError:
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


# ---- capture --------------------------------------------------------------------------------
_DIGITS = frozenset("0123456789")


def _plain_timestamp(text: str) -> bool:
    """``YYYY-MM-DDTHH:MM:SS[.ffffff]Z`` (Claude Code's form): ASCII digits and fixed separators."""
    n = len(text)
    if not (n == 20 or 22 <= n <= 27) or text[-1] != "Z" or (n > 20 and text[19] != "."):
        return False
    if text[4] != "-" or text[7] != "-" or text[10] != "T" or text[13] != ":" or text[16] != ":":
        return False
    digits = text[:4] + text[5:7] + text[8:10] + text[11:13] + text[14:16] + text[17:19] + text[20:-1]
    return _DIGITS.issuperset(digits)


def _now_text() -> str:
    """Now in ``engram.timeutil.to_text``'s form, without importing ``datetime``."""
    now = time.time_ns() // 1000
    seconds, micros = divmod(now, 1_000_000)
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(seconds)) + f".{micros:06d}Z"


def _time_text(stamp: str | None) -> str | None:
    """The turn's time as ``capture_many`` would take it, as text for the spool: the record's
    timestamp if ``parse_user_time`` reads it, now if there is none, None (refused) otherwise."""
    if stamp is None:
        return _now_text()
    if _plain_timestamp(stamp):  # Claude Code's form: digits and separators, nothing secret
        return stamp
    from engram.errors import InvalidInput
    from engram.timeutil import parse_user_time

    try:
        parse_user_time(stamp)
    except (InvalidInput, TypeError, ValueError, AttributeError):
        return None
    return stamp  # ISO-8601 as datetime.fromisoformat reads it: digits and separators only


def _prepared(
    turns: list[tuple[str, str, str | None, str, dict[str, Any]]],
) -> list[list[object]]:
    """Each turn cleaned as ``capture_many`` cleans it (``[role, text, time, turn id, meta]``);
    the turns it would refuse are left out."""
    from engram.capture.clean import ROLES, Refused, clean_meta, clean_text, identifier, refuse

    out: list[list[object]] = []
    for role, text, stamp, uuid, meta in turns:
        try:
            if role not in ROLES:
                raise Refused(f"role must be one of {', '.join(ROLES)}")
            body = clean_text(text)
            if body is None:
                raise Refused("text is empty or not text")
            at = _time_text(stamp)
            if at is None:
                raise Refused("time is not an ISO-8601 date and time")
            cleaned = clean_meta(meta)
            if cleaned is None:
                raise Refused("meta is not a JSON object")
            out.append([role, body, at, identifier(uuid), cleaned])
        except Refused as exc:
            refuse(str(exc))
    return out


def capture(payload: Mapping[str, Any], db: str | None, owner: str | None, log: HookLog) -> None:
    """The transcript lines written since the last capture of this session become turns, spooled."""
    sid = session_of(payload)
    path = text_of(payload, "transcript_path")
    if sid is None or path is None:
        log.error("hook input has no session_id or transcript_path; nothing captured")
        return None
    where = locate(db, owner)
    if "://" in where.db:  # a server store: no file to spool beside, so the store itself is written
        from engram.interfaces.hooks import capture_into_store

        return capture_into_store(payload, db, owner, log)

    from engram import validation as v
    from engram.capture import spool
    from engram.capture.clean import clean_meta, clean_string, refuse, session_ident
    from engram.errors import InvalidInput

    spool_file = spool.spool_path(where.db)
    if spool_file is None:
        log.error(f"nothing captured: the database {where.db!r} is not a file")
        return None
    who = v.owner(where.owner)
    ident = session_ident(sid)
    namespace, place = where_of(payload, where.namespace)
    try:
        namespace = v.namespace(namespace)
    except InvalidInput:
        ident = None
    if ident is None:  # capture_many refuses the batch: the transcript is still read (errors logged)
        refuse("session id must be 1 to 200 characters without spaces, and the namespace valid")
    session_meta = clean_meta(place) or {}
    mark_path = clean_string(path, MAX_PATH_CHARS)
    with spool.SpoolWriter(spool_file) as writer:
        position = None
        if ident is not None:
            position = writer.position(who, ident)
            if position is None:  # nothing spooled on this session: where the store left it
                from engram.capture.peek import transcript_position

                position = transcript_position(where.db, who, ident)
        offset = position[1] if position is not None and position[0] == mark_path and position[1] > 0 else 0
        for _ in range(MAX_CHUNKS):
            try:
                chunk = read_transcript(path, offset)
            except FileNotFoundError:
                log.info(f"transcript {path} does not exist (yet); nothing captured")
                break
            if chunk.end == chunk.start:
                break
            if ident is not None:
                turns = _prepared(group_turns(chunk.records))
                position = spool.advance(position, (mark_path, chunk.end))
                writer.append(
                    {
                        "kind": "turns",
                        "owner": who,
                        "session": ident,
                        "namespace": namespace,
                        "meta": session_meta,
                        "mark": [mark_path, chunk.end, chunk.start],
                        "turns": turns,
                        "position": [position[0], position[1]],
                    }
                )
                log.debug(f"session {ident}: bytes {chunk.start}-{chunk.end}, {len(turns)} turns spooled")
            offset = chunk.end
            if not chunk.more:
                break
        size = writer.commit()
    if size > spool.HOOK_INGEST_BYTES:  # nothing has opened the store for a long while: take it in now
        from engram.store.sqlite.store import SqliteStore

        store = SqliteStore(where.db)
        try:
            with store.read():
                pass
        finally:
            store.close()
    return None
