"""Sessions and turns: the episodic log, written without any model in the loop."""

from __future__ import annotations

import json
import uuid
from collections.abc import Mapping
from datetime import datetime
from typing import Any

from engram import validation as v
from engram.errors import InvalidInput, NotFound
from engram.models import Session, Turn
from engram.operation import OpContext

ROLES = ("user", "assistant", "system", "tool")
MAX_TURN_CHARS = 100_000


def meta_dict(value: Mapping[str, Any] | None) -> dict[str, Any]:
    """Turn and session metadata must be a JSON object (it is stored as JSON)."""
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise InvalidInput("meta must be an object of JSON values")
    try:
        json.dumps(dict(value))
    except (TypeError, ValueError) as exc:
        raise InvalidInput(f"meta must hold only JSON values: {exc}") from exc
    return dict(value)


def session_id(value: str | None) -> str:
    if value is None:
        return uuid.uuid4().hex
    return v.identifier(value, "session id")


def open_session(
    ctx: OpContext,
    sid: str | None = None,
    *,
    namespace: str = "user",
    title: str | None = None,
    meta: Mapping[str, Any] | None = None,
) -> Session:
    """Return the session with this id, creating it (active) if it does not exist yet."""
    ident = session_id(sid)
    ns = v.namespace(namespace)
    with ctx.store.write() as tx:
        existing = tx.get_session(ctx.owner, ident)
        if existing is not None:
            return existing
        return tx.insert_session(ctx.owner, ident, ns, v.optional_text(title, 200, "title"), ctx.now(), meta_dict(meta))


def get_session(ctx: OpContext, sid: str) -> Session:
    with ctx.store.read() as tx:
        found = tx.get_session(ctx.owner, session_id(sid))
    if found is None:
        raise NotFound(f"no session {sid!r}")
    return found


def append_turn(
    ctx: OpContext,
    sid: str,
    role: str,
    text: str,
    *,
    speaker: str | None = None,
    at: datetime | None = None,
    turn_id: str | None = None,
    meta: Mapping[str, Any] | None = None,
    namespace: str = "user",
) -> Turn:
    """Append one turn; the session is created if needed and reactivated if idle or archived."""
    ident = session_id(sid)
    if role not in ROLES:
        raise InvalidInput(f"unknown role {role!r}: use one of {', '.join(ROLES)}")
    if turn_id is not None:
        v.identifier(turn_id, "turn id", 200, spaces=True)  # refused before anything is written
    body = v.secret_free(v.clean_text(text)) if isinstance(text, str) else ""
    if not body:
        raise InvalidInput("turn text is empty")
    if len(body) > MAX_TURN_CHARS:
        body = body[:MAX_TURN_CHARS]
    ns = v.namespace(namespace)
    extra = meta_dict(meta)
    who = None if speaker is None else v.clean_text(v.text_value(speaker, "speaker"))[:100] or None
    when = at or ctx.now()
    with ctx.store.write() as tx:
        session = tx.get_session(ctx.owner, ident)
        if session is None:
            session = tx.insert_session(ctx.owner, ident, ns, None, when, {})
        if session.status != "active":
            tx.update_session(ctx.owner, ident, status="active", closed_at=None, archived_at=None)
        return tx.append_turn(
            ctx.owner,
            ident,
            role,
            who,
            body,
            when,
            None if turn_id is None else v.identifier(turn_id, "turn id", 200, spaces=True),
            extra,
        )


def turns(ctx: OpContext, sid: str, *, after_seq: int = 0, limit: int | None = None) -> list[Turn]:
    with ctx.store.read() as tx:
        if tx.get_session(ctx.owner, session_id(sid)) is None:
            raise NotFound(f"no session {sid!r}")
        return tx.list_turns(
            ctx.owner, session_id(sid), v.whole_number(after_seq, "after_seq"), v.optional_whole_number(limit, "limit")
        )


def list_sessions(
    ctx: OpContext, *, status: str | None = None, trashed: bool = False, limit: int | None = None
) -> list[Session]:
    if status is not None and status not in ("active", "idle", "archived"):
        raise InvalidInput(f"unknown session status {status!r}: use active, idle or archived")
    with ctx.store.read() as tx:
        return tx.list_sessions(
            ctx.owner, status=status, trashed=trashed, limit=v.optional_whole_number(limit, "limit")
        )
