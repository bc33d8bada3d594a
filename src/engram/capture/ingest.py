"""Capture: the hot path that writes conversation turns as they happen.

No model, no network, no subprocess and no embedding: a turn is cleaned and appended, and that is
all (turns are embedded later, when recall first needs them). Everything that reaches the store
went through :mod:`engram.capture.clean` first: the turn text and every string in its
metadata and in the session metadata written alongside. Identifiers (session id, turn id) are
sanitised but not redacted.

Bad input never raises: an empty, non-text or unusable turn, a bad role, time, id, namespace or
metadata makes that turn *refused* (``None``), logged at debug level without its content. A turn
id already stored in the session is not stored again (re-capturing is idempotent). Store failures
do raise (:class:`engram.errors.StoreError`): they are not bad input.

``capture_many`` writes a batch and, in the same transaction, the position reached in the source
(a transcript's byte offset): the position can never run ahead of the turns it covers. The Claude Code Stop
hook does the same through the capture spool
(:mod:`engram.capture.spool`): it cleans the batch the same way, and the store replays it with the
same writer (:func:`engram.capture.batch.store_batch`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any, NamedTuple

from engram import validation as v
from engram.capture.batch import ENDED_KEY, TRANSCRIPT_KEY, Mark, Ready, store_batch, store_ended
from engram.capture.clean import (
    MAX_CAPTURE_CHARS,
    RAW_LIMIT,
    TRUNCATED,
    Refused,
    clean_meta,
    clean_string,
    clean_text,
    prepare_fields,
    refuse,
)
from engram.errors import InvalidInput
from engram.models import Turn
from engram.operation import OpContext
from engram.sessions.log import session_id as valid_session_id
from engram.timeutil import parse_user_time, to_text

__all__ = [
    "ENDED_KEY",
    "MAX_CAPTURE_CHARS",
    "RAW_LIMIT",
    "TRANSCRIPT_KEY",
    "TRUNCATED",
    "Capture",
    "CaptureReport",
    "TranscriptMark",
    "capture",
    "capture_many",
    "clean_meta",
    "clean_text",
    "mark_ended",
    "transcript_offset",
]


class Capture(NamedTuple):
    """One turn as it came in: nothing is checked or cleaned until ``capture_many`` does it."""

    role: str
    text: Any
    at: datetime | str | None = None
    turn_id: str | None = None
    meta: Any = None


class TranscriptMark(NamedTuple):
    """How far a source file has been captured: ``offset`` bytes of the file at ``path``. ``start``
    is where the batch was read from: when it is exactly where the last batch from this file ended,
    the batch's turn ids cannot have been stored from it yet, and the duplicate check (a scan of the
    session's turns) is skipped."""

    path: str
    offset: int
    start: int | None = None


class CaptureReport(NamedTuple):
    """What a batch did. ``turns`` follows the input: the stored turn, the turn already stored under
    the same turn id (a duplicate), or None (refused)."""

    turns: tuple[Turn | None, ...]
    stored: int
    duplicates: int
    refused: int


def _prepare(ctx: OpContext, entry: Capture) -> Ready | None:
    try:
        role, text, turn_id, meta = prepare_fields(entry.role, entry.text, entry.turn_id, entry.meta)
        try:
            at = ctx.now() if entry.at is None else parse_user_time(entry.at)
        except (InvalidInput, TypeError, ValueError, AttributeError, OverflowError) as exc:
            raise Refused("time is not an ISO-8601 date and time") from exc
        return Ready(role, text, at, turn_id, meta)
    except Refused as exc:
        refuse(str(exc))
        return None
    except Exception as exc:  # bad input never escapes capture as an exception
        refuse(f"unusable input ({type(exc).__name__})")
        return None


# ---- writing ---------------------------------------------------------------------------------
def capture_many(
    ctx: OpContext,
    session_id: object,
    entries: Sequence[Capture],
    *,
    namespace: str | None = None,
    session_meta: Mapping[str, Any] | None = None,
    mark: TranscriptMark | None = None,
) -> CaptureReport:
    """Append the usable entries to the session's log in one transaction.

    The session is created (in ``namespace``, default ``user``) if it does not exist and there is a
    turn to store, and reactivated if idle or archived; a trashed session receives no turns.
    ``session_meta`` is merged into the session's metadata (cleaned like a turn's) and ``mark``
    records how far the source was read, in the same transaction, never moving backwards.
    """
    refused_all = CaptureReport(tuple(None for _ in entries), 0, 0, len(entries))
    try:
        if not isinstance(session_id, str):
            raise InvalidInput("session id must be text")
        ident = valid_session_id(session_id)
        ns = v.namespace(namespace) if namespace is not None else "user"
    except (InvalidInput, TypeError):
        refuse("session id must be 1 to 200 characters without spaces, and the namespace valid")
        return refused_all
    extra = clean_meta(session_meta) if session_meta is not None else {}
    if extra is None:
        extra = {}
    ready = [_prepare(ctx, entry) for entry in entries]
    where = None if mark is None else Mark(clean_string(mark.path, 1000), mark.offset, mark.start)
    with ctx.store.write() as tx:
        done = store_batch(tx, ctx.owner, ident, ns, ready, extra, where)
    if done is None:
        return refused_all
    refused = sum(1 for t in done.turns if t is None)
    return CaptureReport(done.turns, done.stored, done.duplicates, refused)


def capture(
    ctx: OpContext,
    session_id: object,
    role: str,
    text: object,
    *,
    at: datetime | str | None = None,
    turn_id: str | None = None,
    meta: Any = None,
    namespace: str | None = None,
) -> Turn | None:
    """Capture one turn: the stored turn, the one already stored under ``turn_id``, or None (refused)."""
    report = capture_many(ctx, session_id, [Capture(role, text, at, turn_id, meta)], namespace=namespace)
    return report.turns[0]


def transcript_offset(ctx: OpContext, session_id: str, path: str) -> int:
    """How many bytes of the file at ``path`` were already captured into this session (0 if none)."""
    try:
        ident = valid_session_id(session_id)
    except InvalidInput:
        return 0
    with ctx.store.read() as tx:
        session = tx.get_session(ctx.owner, ident)
    if session is None:
        return 0
    mark = session.meta.get(TRANSCRIPT_KEY)
    if not isinstance(mark, dict) or mark.get("path") != clean_string(path, 1000):
        return 0
    offset = mark.get("offset", 0)
    return offset if isinstance(offset, int) and offset > 0 else 0


def mark_ended(ctx: OpContext, session_id: object, at: datetime | None = None) -> bool:
    """Record in the session's metadata that it ended (``ended_at``), and nothing else. False when
    there is no such session."""
    if not isinstance(session_id, str):
        return False
    try:
        ident = valid_session_id(session_id)
    except InvalidInput:
        return False
    with ctx.store.write() as tx:
        return store_ended(tx, ctx.owner, ident, to_text(at or ctx.now()))
