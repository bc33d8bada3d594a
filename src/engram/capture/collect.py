"""New transcript lines as spool batches: the one reading of a transcript, for both capture routes.

The full route (:mod:`engram.capture.hook`) runs it in the hook process and appends the batches to
the spool; the fast route (:mod:`engram.capture.request`) leaves a request that the store runs it
for when it takes the spool in (:func:`engram.capture.spool.ingest`). Either way a turn is read,
cleaned and redacted (:mod:`engram.capture.clean`) here, and the batch record has one shape
(documented in :mod:`engram.capture.spool`).
"""

from __future__ import annotations

import time
from collections.abc import Iterator

from engram.capture.transcript import NotRegular, group_turns, read_transcript

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (mypy treats the name alike)
if TYPE_CHECKING:
    from typing import Any

    from engram.capture.runner import HookLog

__all__ = ["MAX_CHUNKS", "MAX_PATH_CHARS", "Target", "advance", "batches", "now_text"]

MAX_CHUNKS = 64
MAX_PATH_CHARS = 1000


def advance(current: tuple[str, int] | None, mark: tuple[str, int]) -> tuple[str, int]:
    """The transcript position once ``mark`` (path, offset) is recorded, by the rule
    :func:`engram.capture.batch.store_batch` applies: a new file replaces the position, the
    same file only moves it forward."""
    if current is None or current[0] != mark[0] or mark[1] > current[1]:
        return mark
    return current


class Target:
    """Whose batches these are: the owner, the session (a valid id, or None when the library
    would refuse it: the transcript is still read, for its errors), the namespace and the
    session's metadata, and the cleaned transcript path that marks record."""

    __slots__ = ("ident", "mark_path", "meta", "namespace", "owner")

    def __init__(self, owner: str, ident: str | None, namespace: str, meta: dict[str, Any], mark_path: str) -> None:
        self.owner = owner
        self.ident = ident
        self.namespace = namespace
        self.meta = meta
        self.mark_path = mark_path


def batches(path: str, target: Target, position: tuple[str, int] | None, log: HookLog) -> Iterator[dict[str, Any]]:
    """The transcript at ``path`` read on from ``position`` (where this session's transcript was
    left), one batch record per chunk read, at most :data:`MAX_CHUNKS` of them. Unreadable lines
    are counted and logged once at the end; the lines after them are read."""
    offset = position[1] if position is not None and position[0] == target.mark_path and position[1] > 0 else 0
    bad = 0
    for _ in range(MAX_CHUNKS):
        try:
            chunk = read_transcript(path, offset)
        except FileNotFoundError:
            log.info("the transcript does not exist (yet); nothing captured")
            break
        except NotRegular:
            log.error("the transcript is not a regular file (a pipe, a device or a folder); nothing captured")
            break
        if chunk.end == chunk.start:
            break
        bad += chunk.bad
        if target.ident is not None:
            turns = _prepared(group_turns(chunk.records))
            position = advance(position, (target.mark_path, chunk.end))
            log.debug(f"session {target.ident}: bytes {chunk.start}-{chunk.end}, {len(turns)} turns")
            yield {
                "kind": "turns",
                "owner": target.owner,
                "session": target.ident,
                "namespace": target.namespace,
                "meta": target.meta,
                "mark": [target.mark_path, chunk.end, chunk.start],
                "turns": turns,
                "position": [position[0], position[1]],
            }
        offset = chunk.end
        if not chunk.more:
            break
    if bad:
        log.error(f"skipped {bad} transcript line(s) that were not JSON records; the lines after them were captured")


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


def now_text() -> str:
    """Now in ``engram.timeutil.to_text``'s form, without importing ``datetime``."""
    now = time.time_ns() // 1000
    seconds, micros = divmod(now, 1_000_000)
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(seconds)) + f".{micros:06d}Z"


def _time_text(stamp: str | None) -> str | None:
    """The turn's time as ``capture_many`` would take it, as text for the spool: the record's
    timestamp if ``parse_user_time`` reads it, now if there is none, None (refused) otherwise."""
    if stamp is None:
        return now_text()
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
    """Each turn cleaned as the library's ``capture`` cleans it (``[role, text, time, turn id,
    meta]``, :func:`engram.capture.clean.prepare_fields`); the turns it would refuse are left out."""
    from engram.capture.clean import Refused, prepare_fields, refuse

    out: list[list[object]] = []
    for role, text, stamp, uuid, meta in turns:
        try:
            kept_role, body, turn_id, cleaned = prepare_fields(role, text, uuid, meta)
            at = _time_text(stamp)
            if at is None:
                raise Refused("time is not an ISO-8601 date and time")
            out.append([kept_role, body, at, turn_id, cleaned])
        except Refused as exc:
            refuse(str(exc))
    return out
