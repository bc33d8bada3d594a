"""Capture: the hot path that writes conversation turns as they happen (PRODUCT §4, seed 003).

No model, no network, no subprocess and no embedding: a turn is cleaned and appended, and that is
all (turns are embedded later, when recall first needs them). Everything that reaches the store
went through :func:`engram.domain.redaction.clean` first: the turn text and every string in its
metadata and in the session metadata written alongside. Identifiers (session id, turn id) are
sanitised but not redacted (seed 003 review fix #4).

Bad input never raises: an empty, non-text or unusable turn, a bad role, time, id, namespace or
metadata makes that turn *refused* (``None``), logged at debug level without its content. A turn
id already stored in the session is not stored again (re-capturing is idempotent). Store failures
do raise (:class:`engram.errors.StoreError`): they are not bad input.

``capture_many`` writes a batch and, in the same transaction, the position reached in the source
(a transcript's byte offset): the position can never run ahead of the turns it covers (seed 003
review fix #8).
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any, NamedTuple

from engram.domain import redaction
from engram.domain import validation as v
from engram.errors import InvalidInput
from engram.models import Turn
from engram.service.context import OpContext
from engram.service.sessions import MAX_TURN_CHARS, ROLES
from engram.service.sessions import session_id as valid_session_id
from engram.timeutil import parse_user_time, to_text

__all__ = [
    "MAX_CAPTURE_CHARS",
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

MAX_CAPTURE_CHARS = MAX_TURN_CHARS
"""A stored turn is at most this long; longer text is cut and marked."""
RAW_LIMIT = 4 * MAX_CAPTURE_CHARS
"""Input beyond this is not even looked at (redaction is linear, but a 50 MB paste is still 50 MB)."""
TRUNCATED = "\n[… truncated by engram]"
MAX_ID_CHARS = 200
MAX_META_STRING = 2000
MAX_META_JSON = 16_384
MAX_META_DEPTH = 6
TRANSCRIPT_KEY = "transcript"
ENDED_KEY = "ended_at"


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


class _Ready(NamedTuple):
    role: str
    text: str
    at: datetime
    turn_id: str | None
    meta: dict[str, Any]


class _Refused(Exception):
    """An input that cannot be captured; the message names the problem, never the content."""


def _refuse(reason: str) -> None:
    import logging

    logging.getLogger("engram.capture").debug("capture refused: %s", reason)


# ---- cleaning (pure) -------------------------------------------------------------------------
def clean_text(text: object) -> str | None:
    """Sanitised, redacted and capped text, or None when nothing is left."""
    if not isinstance(text, str):
        return None
    cut = len(text) > RAW_LIMIT
    body = redaction.clean(v.clean_text(text[:RAW_LIMIT] if cut else text)).text.strip()
    if cut:  # the cut may have split a secret: drop the partial last word it left behind
        body = body[: max(body.rfind(" "), body.rfind("\n"), 0)].rstrip()
    if len(body) > MAX_CAPTURE_CHARS:
        body = body[: MAX_CAPTURE_CHARS - len(TRUNCATED)].rstrip() + TRUNCATED
    elif cut:
        body += TRUNCATED
    return body or None


def _clean_string(value: str, limit: int) -> str:
    cleaned = redaction.clean(v.clean_text(value)).text
    return cleaned if len(cleaned) <= limit else cleaned[: limit - 1] + "…"


def _clean_value(value: Any, depth: int) -> Any:
    if value is None or isinstance(value, bool | int):
        return value
    if isinstance(value, float):
        if not math.isfinite(value):
            raise _Refused("meta holds a number that is not finite")
        return value
    if isinstance(value, str):
        return _clean_string(value, MAX_META_STRING)
    if depth >= MAX_META_DEPTH:
        raise _Refused(f"meta is nested deeper than {MAX_META_DEPTH} levels")
    if isinstance(value, Mapping):
        out: dict[str, Any] = {}
        for key, item in value.items():
            if not isinstance(key, str | int | float | bool):
                raise _Refused("meta has a key that is not text")
            out[_clean_string(str(key), 100)] = _clean_value(item, depth + 1)
        return out
    if isinstance(value, list | tuple):
        return [_clean_value(item, depth + 1) for item in value]
    raise _Refused(f"meta holds a {type(value).__name__}, which is not a JSON value")


def clean_meta(meta: object) -> dict[str, Any] | None:
    """A JSON object with every string (keys too) sanitised and redacted, or None when ``meta`` is
    not a small JSON object."""
    if meta is None:
        return {}
    if not isinstance(meta, Mapping):
        return None
    try:
        cleaned = _clean_value(meta, 0)
        if len(json.dumps(cleaned, ensure_ascii=False)) > MAX_META_JSON:
            raise _Refused(f"meta is larger than {MAX_META_JSON} characters as JSON")
    except (_Refused, RecursionError, ValueError, TypeError) as exc:
        _refuse(str(exc) if isinstance(exc, _Refused) else "meta is not a JSON object")
        return None
    assert isinstance(cleaned, dict)
    return cleaned


def _identifier(value: object) -> str | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, str | int):
        raise _Refused("turn id must be text")
    text = redaction.sanitize(str(value)).strip()
    if not text:
        raise _Refused("turn id is empty")
    return text[:MAX_ID_CHARS]


def _prepare(ctx: OpContext, entry: Capture) -> _Ready | None:
    try:
        if not isinstance(entry.role, str) or entry.role not in ROLES:
            raise _Refused(f"role must be one of {', '.join(ROLES)}")
        text = clean_text(entry.text)
        if text is None:
            raise _Refused("text is empty or not text")
        try:
            at = ctx.now() if entry.at is None else parse_user_time(entry.at)
        except (InvalidInput, TypeError, ValueError, AttributeError) as exc:
            raise _Refused("time is not an ISO-8601 date and time") from exc
        meta = clean_meta(entry.meta)
        if meta is None:
            raise _Refused("meta is not a JSON object")
        return _Ready(entry.role, text, at, _identifier(entry.turn_id), meta)
    except _Refused as exc:
        _refuse(str(exc))
        return None
    except Exception as exc:  # bad input must never escape as an exception (PRODUCT §4)
        _refuse(f"unusable input ({type(exc).__name__})")
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
        _refuse("session id must be 1 to 200 characters without spaces, and the namespace valid")
        return refused_all
    extra = clean_meta(session_meta) if session_meta is not None else {}
    if extra is None:
        extra = {}
    ready = [_prepare(ctx, entry) for entry in entries]
    storable = [r for r in ready if r is not None]

    with ctx.store.write() as tx:
        session = tx.get_session(ctx.owner, ident)
        if session is None:
            if not storable:
                return refused_all
            session = tx.insert_session(ctx.owner, ident, ns, None, storable[0].at, {})
        known: dict[str, Turn] = {}
        if session.turn_count and any(r.turn_id for r in storable) and not _continues(session.meta, mark):
            known = {t.external_id: t for t in tx.list_turns(ctx.owner, ident) if t.external_id}
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
                tx.update_session(ctx.owner, ident, status="active", closed_at=None, archived_at=None)
            turn = tx.append_turn(ctx.owner, ident, item.role, None, item.text, item.at, item.turn_id, item.meta)
            if item.turn_id is not None:
                known[item.turn_id] = turn
            out.append(turn)
            stored += 1
        meta = dict(session.meta)
        changed = False
        if stored and ENDED_KEY in meta:  # the session went on after it ended (resumed)
            del meta[ENDED_KEY]
            changed = True
        for key, value in extra.items():
            if meta.get(key) != value:
                meta[key], changed = value, True
        if mark is not None:
            path = _clean_string(mark.path, 1000)
            previous = meta.get(TRANSCRIPT_KEY)
            same = isinstance(previous, dict) and previous.get("path") == path
            before = previous.get("offset", 0) if same and isinstance(previous, dict) else -1
            if not isinstance(before, int) or mark.offset > before:
                meta[TRANSCRIPT_KEY], changed = {"path": path, "offset": int(mark.offset)}, True
        if changed:
            tx.update_session(ctx.owner, ident, meta=meta)
    refused = sum(1 for t in out if t is None)
    return CaptureReport(tuple(out), stored, duplicates, refused)


def _continues(meta: Mapping[str, Any], mark: TranscriptMark | None) -> bool:
    """Does this batch start exactly where the last committed batch from the same file ended?"""
    if mark is None or mark.start is None or mark.start <= 0:
        return False
    previous = meta.get(TRANSCRIPT_KEY)
    return (
        isinstance(previous, dict)
        and previous.get("path") == _clean_string(mark.path, 1000)
        and previous.get("offset") == mark.start
    )


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
    if not isinstance(mark, dict) or mark.get("path") != _clean_string(path, 1000):
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
        session = tx.get_session(ctx.owner, ident)
        if session is None:
            return False
        meta = dict(session.meta)
        meta[ENDED_KEY] = to_text(at or ctx.now())
        tx.update_session(ctx.owner, ident, meta=meta)
    return True
