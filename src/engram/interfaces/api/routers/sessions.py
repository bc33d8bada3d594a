"""Sessions (episodes) and their turns: open, list, read with turns, append a turn, close."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Path, Query

from engram.errors import InvalidInput
from engram.interfaces.api import pagination
from engram.interfaces.api.deps import AUTH, MemoryDep, moment
from engram.interfaces.api.errors import COMMON_RESPONSES
from engram.interfaces.api.schemas import (
    CloseOut,
    SessionDetail,
    SessionIn,
    SessionOut,
    SessionPage,
    TurnIn,
    TurnWriteOut,
)
from engram.models import Session
from engram.timeutil import from_text, to_text

router = APIRouter(prefix="/v1", tags=["sessions"], dependencies=[AUTH], responses=COMMON_RESPONSES)

SessionId = Annotated[str, Path(description="A session id (1 to 200 characters, no spaces).")]


def _activity(session: Session) -> str:
    return to_text(session.last_turn_at or session.started_at)


def _after(cursor: str | None) -> tuple[str, str] | None:
    data = pagination.decode("sessions", cursor)
    if data is None:
        return None
    at, sid = data.get("at"), data.get("id")
    if not isinstance(at, str) or not isinstance(sid, str):
        raise InvalidInput("invalid cursor: pass back next_cursor exactly as it was returned")
    try:
        from_text(at)
    except ValueError as exc:
        raise InvalidInput("invalid cursor: pass back next_cursor exactly as it was returned") from exc
    return at, sid


@router.get("/sessions", response_model=SessionPage, summary="List sessions")
def list_sessions(
    memory: MemoryDep,
    status: Annotated[Literal["active", "idle", "archived"] | None, Query(description="Only this status.")] = None,
    trashed: Annotated[bool, Query(description="List trashed sessions instead.")] = False,
    limit: pagination.Limit = pagination.DEFAULT_LIMIT,
    cursor: pagination.Cursor = None,
) -> dict[str, Any]:
    """Most recent activity first."""
    after = _after(cursor)
    # The first page is one LIMIT query. The store has no keyset for this order, so a later page
    # reads the listing and skips to the cursor here.
    rows = memory.sessions(status=status, trashed=trashed, limit=limit + 1 if after is None else None)
    if after is not None:
        at, sid = after
        rows = [s for s in rows if _activity(s) < at or (_activity(s) == at and s.id > sid)]
    shown, next_cursor = pagination.page(
        rows[: limit + 1], limit, lambda s: {"at": _activity(s), "id": s.id}, "sessions"
    )
    return {"sessions": [s.to_dict() for s in shown], "next_cursor": next_cursor}


@router.post("/sessions", status_code=201, response_model=SessionOut, summary="Open a session")
def open_session(memory: MemoryDep, body: SessionIn | None = None) -> dict[str, Any]:
    """Creates the session (a random id when none is given); an existing id returns that session."""
    body = body or SessionIn()
    return memory.session(body.id, namespace=body.namespace, title=body.title, meta=body.meta).to_dict()


@router.get("/sessions/{session_id:path}", response_model=SessionDetail, summary="A session with its turns")
def get_session(
    session_id: SessionId,
    memory: MemoryDep,
    limit: Annotated[int, Query(ge=1, le=pagination.MAX_LIMIT, description="Turns per page.")] = 200,
    cursor: pagination.Cursor = None,
) -> dict[str, Any]:
    """The session and one page of its turns, oldest first."""
    session = memory.get_session(session_id)
    data = pagination.decode("turns", cursor)
    after_seq = 0 if data is None else data.get("seq")
    if not isinstance(after_seq, int) or isinstance(after_seq, bool) or not 0 <= after_seq < 2**62:
        raise InvalidInput("invalid cursor: pass back next_cursor exactly as it was returned")
    rows = memory.turns(session.id, after_seq=after_seq, limit=limit + 1)
    shown, next_cursor = pagination.page(rows, limit, lambda t: {"seq": t.seq}, "turns")
    return {"session": session.to_dict(), "turns": [t.to_dict() for t in shown], "next_cursor": next_cursor}


@router.post("/sessions/{session_id:path}/turns", status_code=201, response_model=TurnWriteOut, summary="Append a turn")
def append_turn(session_id: SessionId, body: TurnIn, memory: MemoryDep) -> dict[str, Any]:
    """Appends one turn (the session is created if new, reactivated if idle or archived)."""
    turn = memory.append_turn(
        session_id,
        body.role,
        body.text,
        speaker=body.speaker,
        at=moment(body.at, "at"),
        turn_id=body.turn_id,
        meta=body.meta,
        namespace=body.namespace,
    )
    return {"turn": turn.to_dict()}


@router.post("/sessions/{session_id:path}/close", response_model=CloseOut, summary="Close a session")
def close_session(session_id: SessionId, memory: MemoryDep) -> dict[str, Any]:
    """Extracts durable facts from the turns past the watermark, writes the digest, marks the
    session idle. Idempotent: closing an idle session does nothing (`already-idle`)."""
    memory.get_session(session_id)  # 404 before any work for an unknown id
    return memory.close_session(session_id).to_dict()
