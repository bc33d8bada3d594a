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

from collections.abc import Mapping

from engram.capture.collect import MAX_PATH_CHARS, Target, batches, now_text
from engram.capture.runner import HookLog, run_hook, session_of, text_of, where_of
from engram.location import locate

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (mypy treats the name alike)
if TYPE_CHECKING:
    from typing import Any, BinaryIO

__all__ = ["capture", "endmark", "main"]


def main(name: str = "capture", stdin: BinaryIO | None = None) -> int:
    """``engram hook capture`` (or ``endmark``) from the console-script launcher, reading ``stdin``
    (the launcher's copy of the input, when it has read it already). Always returns 0."""
    return run_hook(name, capture if name == "capture" else endmark, stdin=stdin)


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
    target = Target(who, ident, namespace, clean_meta(place) or {}, clean_string(path, MAX_PATH_CHARS))
    with spool.SpoolWriter(spool_file) as writer:
        position = None
        if ident is not None:
            position = writer.position(who, ident)
            if position is None:  # nothing spooled on this session: where the store left it
                position = _stored_position(where.db, where.home, who, ident)
        for batch in batches(path, target, position, log):
            writer.append(batch)
        size = writer.commit(durable=False)  # the transcript holds these turns: see SpoolWriter.commit
    _after_append(where.db, where.home, size)
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
        writer.append({"kind": "ended", "owner": v.owner(where.owner), "session": ident, "at": now_text()})
        size = writer.commit()
    _after_append(where.db, where.home, size)
    reason = text_of(payload, "reason") or "unknown"
    log.debug(f"session {ident} ended ({reason}): end marker spooled")
    return None


def _after_append(db: str, home: str, size: int) -> None:
    """A server store is shared with other machines, which cannot read this machine's spool: it takes
    the spool in at once. A file store does so only when the spool grew large (nothing opened it)."""
    from engram.capture.spool_file import HOOK_INGEST_BYTES

    if "://" in db or size > HOOK_INGEST_BYTES:
        take_in(db, home)


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


def take_in(db: str, home: str) -> None:
    from engram.app import open_store

    store = open_store(db, home)
    try:
        with store.read():
            pass
    finally:
        store.close()
