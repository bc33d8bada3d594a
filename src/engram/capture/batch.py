"""Writing a batch of already-cleaned turns into a session, inside a transaction the caller holds.

Two callers share it, so a turn lands the same way whichever path it came by:
:func:`engram.capture.ingest.capture_many` (one call, one transaction) and the capture-spool
ingest (:mod:`engram.capture.spool`), which replays the batches the Claude Code Stop hook wrote to
the spool, several in one transaction. It is logic over the :class:`~engram.store.base.StoreTx`
port only; nothing here cleans or validates (see :mod:`engram.capture.clean`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any, NamedTuple

from engram.capture.marks import ENDED_KEY, TRANSCRIPT_KEY

if TYPE_CHECKING:
    from engram.models import Turn
    from engram.store.base import StoreTx

__all__ = ["ENDED_KEY", "TRANSCRIPT_KEY", "Mark", "Ready", "continues", "store_batch", "store_ended"]


class Ready(NamedTuple):
    """One turn, cleaned and checked."""

    role: str
    text: str
    at: datetime
    turn_id: str | None
    meta: dict[str, Any]


class Mark(NamedTuple):
    """How far a source file has been captured: ``offset`` bytes of the file at ``path`` (already
    cleaned, as stored); ``start`` is where the batch was read from."""

    path: str
    offset: int
    start: int | None = None


class Stored(NamedTuple):
    """What :func:`store_batch` did: per input entry the stored turn, the one already stored under
    the same turn id, or None (refused); and how many were stored and duplicates."""

    turns: tuple[Turn | None, ...]
    stored: int
    duplicates: int


def continues(meta: Mapping[str, Any], mark: Mark | None) -> bool:
    """Does this batch start exactly where the last committed batch from the same file ended?"""
    if mark is None or mark.start is None or mark.start <= 0:
        return False
    previous = meta.get(TRANSCRIPT_KEY)
    return isinstance(previous, dict) and previous.get("path") == mark.path and previous.get("offset") == mark.start


def store_batch(
    tx: StoreTx,
    owner: str,
    session_id: str,
    namespace: str,
    ready: Sequence[Ready | None],
    session_meta: Mapping[str, Any],
    mark: Mark | None,
) -> Stored | None:
    """Append the ready turns (None entries stay refused) to the session, creating it in
    ``namespace`` if there is a turn to store (None, and nothing written, if there is not) and
    reactivating it if idle or archived; a trashed session receives no turns. ``session_meta`` is
    merged into the session's metadata and ``mark`` recorded, never moving backwards."""
    storable = [r for r in ready if r is not None]
    session = tx.get_session(owner, session_id)
    if session is None:
        if not storable:
            return None
        session = tx.insert_session(owner, session_id, namespace, None, storable[0].at, {})
    known: dict[str, Turn] = {}
    if session.turn_count and any(r.turn_id for r in storable) and not continues(session.meta, mark):
        known = {t.external_id: t for t in tx.list_turns(owner, session_id) if t.external_id}
    out: list[Turn | None] = []
    stored = duplicates = 0
    trashed = session.trashed_at is not None
    for item in ready:
        if item is None or trashed:
            out.append(None)
            continue
        if item.turn_id is not None and item.turn_id in known:
            out.append(known[item.turn_id])
            duplicates += 1
            continue
        if stored == 0 and session.status != "active":
            tx.update_session(owner, session_id, status="active", closed_at=None, archived_at=None)
        turn = tx.append_turn(owner, session_id, item.role, None, item.text, item.at, item.turn_id, item.meta)
        if item.turn_id is not None:
            known[item.turn_id] = turn
        out.append(turn)
        stored += 1
    meta = dict(session.meta)
    changed = False
    if stored and ENDED_KEY in meta:  # the session went on after it ended (resumed)
        del meta[ENDED_KEY]
        changed = True
    for key, value in session_meta.items():
        if meta.get(key) != value:
            meta[key], changed = value, True
    if mark is not None:
        previous = meta.get(TRANSCRIPT_KEY)
        same = isinstance(previous, dict) and previous.get("path") == mark.path
        before = previous.get("offset", 0) if same and isinstance(previous, dict) else -1
        if not isinstance(before, int) or mark.offset > before:
            meta[TRANSCRIPT_KEY], changed = {"path": mark.path, "offset": int(mark.offset)}, True
    if changed:
        tx.update_session(owner, session_id, meta=meta)
    return Stored(tuple(out), stored, duplicates)


def store_ended(tx: StoreTx, owner: str, session_id: str, at_text: str) -> bool:
    """Record in the session's metadata that it ended (``ended_at``), and nothing else. False when
    there is no such session. Both the library and the spooled SessionEnd hook write it here."""
    session = tx.get_session(owner, session_id)
    if session is None:
        return False
    meta = dict(session.meta)
    meta[ENDED_KEY] = at_text
    tx.update_session(owner, session_id, meta=meta)
    return True
