"""``engram hook capture``: the Claude Code Stop hook's hot path.

Claude Code runs the Stop hook after every answer, as a new process, and waits for it: its cost is
start-up, held by an import budget (``tests/hooks/test_capture_imports.py``) and measured by
``engram bench capture`` against a bare ``python -c pass``. So this module loads only the standard
library's small parts and the engram modules built for it: the hook runner
(:mod:`engram.capture.runner`), the transcript reader (:mod:`engram.capture.transcript`), the
cleaning rules (:mod:`engram.capture.clean`, with redaction) and the spool
(:mod:`engram.capture.spool`). It never opens the store: the new transcript lines become turns,
cleaned as the library's ``capture`` cleans them, appended to the store's spool and ``fsync``-ed
together with how far the transcript was read. Every store engram opens takes the spool in first
(:class:`engram.capture.spooling.SpoolingStore`): one route for every captured turn, SQLite or
PostgreSQL (docs/architecture.md, "the capture route").
"""

from __future__ import annotations

import time
from collections.abc import Mapping

from engram.capture.runner import HookLog, run_hook, session_of, text_of, where_of
from engram.capture.transcript import NotRegular, group_turns, read_transcript
from engram.location import locate

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (mypy treats the name alike)
if TYPE_CHECKING:
    from typing import Any

__all__ = ["capture", "endmark", "main"]

MAX_CHUNKS = 64
MAX_PATH_CHARS = 1000


def main(name: str = "capture") -> int:
    """``engram hook capture`` (or ``endmark``) from the console-script launcher. Always returns 0."""
    return run_hook(name, capture if name == "capture" else endmark)


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


def capture(payload: Mapping[str, Any], db: str | None, owner: str | None, log: HookLog) -> None:
    """The transcript lines written since the last capture of this session become turns, spooled."""
    sid = session_of(payload)
    path = text_of(payload, "transcript_path")
    if sid is None or path is None:
        log.error("hook input has no session_id or transcript_path; nothing captured")
        return None
    where = locate(db, owner)

    from engram import validation as v
    from engram.capture import spool
    from engram.capture.clean import clean_meta, clean_string, refuse, session_ident
    from engram.errors import InvalidInput

    spool_file = spool.spool_path(where.db, where.home)
    if spool_file is None:
        log.error("nothing captured: the store is in memory, so no later process could take the turns in")
        return None
    who = v.owner(where.owner)
    ident = session_ident(sid)
    namespace, place = where_of(payload, where.namespace)
    try:
        namespace = v.namespace(namespace)
    except InvalidInput:
        ident = None
    if ident is None:  # the library refuses such a batch: the transcript is still read (errors logged)
        refuse("session id must be 1 to 200 characters without spaces, and the namespace valid")
    session_meta = clean_meta(place) or {}
    mark_path = clean_string(path, MAX_PATH_CHARS)
    bad = 0
    with spool.SpoolWriter(spool_file) as writer:
        position = None
        if ident is not None:
            position = writer.position(who, ident)
            if position is None:  # nothing spooled on this session: where the store left it
                position = _stored_position(where.db, where.home, who, ident)
        offset = position[1] if position is not None and position[0] == mark_path and position[1] > 0 else 0
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
        size = writer.commit(durable=False)  # the transcript holds these turns: see SpoolWriter.commit
    _after_append(where.db, where.home, size)
    if bad:
        log.error(f"skipped {bad} transcript line(s) that were not JSON records; the lines after them were captured")
    return None


def endmark(payload: Mapping[str, Any], db: str | None, owner: str | None, log: HookLog) -> None:
    """``SessionEnd``: an end marker for the session, spooled like the turns (the store records it
    in the session's metadata when it takes the spool in; nothing else changes)."""
    from engram import validation as v
    from engram.capture import spool
    from engram.capture.clean import session_ident

    sid = session_of(payload)
    ident = None if sid is None else session_ident(sid)
    if ident is None:
        log.error("hook input has no usable session_id; no end marker written")
        return None
    where = locate(db, owner)
    spool_file = spool.spool_path(where.db, where.home)
    if spool_file is None:
        log.error("no end marker written: the store is in memory")
        return None
    with spool.SpoolWriter(spool_file) as writer:
        writer.append({"kind": "ended", "owner": v.owner(where.owner), "session": ident, "at": _now_text()})
        size = writer.commit()
    _after_append(where.db, where.home, size)
    reason = text_of(payload, "reason") or "unknown"
    log.debug(f"session {ident} ended ({reason}): end marker spooled")
    return None


def _after_append(db: str, home: str, size: int) -> None:
    """A server store is shared with other machines, which cannot read this machine's spool: it takes
    the spool in at once. A file store does so only when the spool grew large (nothing opened it)."""
    from engram.capture.spool import HOOK_INGEST_BYTES

    if "://" in db or size > HOOK_INGEST_BYTES:
        _take_in(db, home)


def _stored_position(db: str, home: str, owner: str, session: str) -> tuple[str, int] | None:
    """Where the store left this session's transcript: a direct read of a SQLite file (opening it as
    a store would check migrations and load more than the hook may spend), the store itself for a
    server."""
    if "://" not in db:
        from engram.capture.peek import transcript_position

        return transcript_position(db, owner, session)
    from engram.app import open_store
    from engram.capture.marks import TRANSCRIPT_KEY

    store = open_store(db, home)
    try:
        with store.read() as tx:
            found = tx.get_session(owner, session)
    finally:
        store.close()
    mark = found.meta.get(TRANSCRIPT_KEY) if found is not None else None
    if isinstance(mark, dict) and isinstance(mark.get("path"), str) and type(mark.get("offset")) is int:
        return mark["path"], mark["offset"]
    return None


def _take_in(db: str, home: str) -> None:
    from engram.app import open_store

    store = open_store(db, home)
    try:
        with store.read():
            pass
    finally:
        store.close()
