"""A session's life beyond its turns: archive, trash, restore, purge, full-text search, sweep,
finalize, and the compressed view a model reads.

Search lives at ``/v1/search/sessions`` rather than ``/v1/sessions/search``: session ids may contain
``/`` and are read at ``GET /v1/sessions/{id}``, so a fixed path under ``/v1/sessions/`` would hide
the session whose id is ``search``.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Annotated, Any

from fastapi import APIRouter, Query

from engram.interfaces.api import pagination
from engram.interfaces.api.deps import AUTH, MemoryDep
from engram.interfaces.api.errors import COMMON_RESPONSES
from engram.interfaces.api.routers.sessions import SessionId
from engram.interfaces.api.schemas import (
    CloseResultsOut,
    CompressedOut,
    CompressIn,
    FinalizeIn,
    SessionActionOut,
    SessionMatchPage,
    SessionPurgeIn,
    SessionPurgeOut,
    SweepIn,
)
from engram.models import Session

router = APIRouter(prefix="/v1", tags=["sessions"], dependencies=[AUTH], responses=COMMON_RESPONSES)

SEARCH_CAP = 1000  # the facade ranks at most this many sessions per search


def _action(session: Session, message: str) -> dict[str, Any]:
    return {"session": session.to_dict(), "message": message}


@router.get("/search/sessions", response_model=SessionMatchPage, summary="Search sessions (full text)")
def search_sessions(
    memory: MemoryDep,
    q: Annotated[str, Query(min_length=1, max_length=1000, description="Words to find in the turns.")],
    limit: Annotated[int, Query(ge=1, le=100, description="Sessions per page.")] = 20,
    cursor: pagination.Cursor = None,
) -> dict[str, Any]:
    """BM25 over the turns of every session not in the trash; one match per session (its best turn,
    with a snippet), best first. Pages by rank, up to the first 1000 sessions."""
    start = pagination.offset("session-search", cursor, SEARCH_CAP)
    found = memory.search_sessions(q, limit=min(start + limit + 1, SEARCH_CAP))
    rest = found[start:]
    shown = rest[:limit]
    following = start + len(shown)
    more = len(rest) > limit and following < SEARCH_CAP
    return {
        "matches": [m.to_dict() for m in shown],
        "next_cursor": pagination.encode("session-search", {"offset": following}) if more else None,
    }


@router.post("/sessions/purge", response_model=SessionPurgeOut, summary="Hard-delete trashed sessions")
def purge_sessions(memory: MemoryDep, body: SessionPurgeIn | None = None) -> dict[str, Any]:
    """With `id`: that trashed session now. Without: every session trashed longer than the window.
    Its turns, digests and daily entries go too; memories extracted from it stay."""
    purged = memory.purge_sessions(None if body is None else body.id)
    return {"purged": purged, "message": f"Purged {len(purged)} session(s)"}


@router.post("/sessions/sweep", response_model=CloseResultsOut, summary="Close abandoned sessions")
def sweep(memory: MemoryDep, body: SweepIn | None = None) -> dict[str, Any]:
    """Close every active session idle longer than `idle_minutes` (default 30) and purge sessions whose
    trash window ended. What a cron job runs."""
    idle = timedelta(minutes=(body or SweepIn()).idle_minutes)
    return {"results": [r.to_dict() for r in memory.sweep(idle)]}


@router.post("/sessions/finalize", response_model=CloseResultsOut, summary="Close sessions left with new turns")
def finalize(memory: MemoryDep, body: FinalizeIn | None = None) -> dict[str, Any]:
    """Close every active session that has unprocessed turns (in `namespace`'s subtree), except
    `exclude`: call it when a new session starts. Safe to call from many clients at once."""
    body = body or FinalizeIn()
    return {"results": [r.to_dict() for r in memory.finalize_dirty(namespace=body.namespace, exclude=body.exclude)]}


@router.post("/sessions/{session_id:path}/archive", response_model=SessionActionOut, summary="Archive a session")
def archive_session(session_id: SessionId, memory: MemoryDep) -> dict[str, Any]:
    """Idle → archived (already archived: unchanged). An active session must be closed first (409);
    a new turn makes an archived session active again."""
    session = memory.archive_session(session_id)
    return _action(session, f"Session {session.id} archived")


@router.post("/sessions/{session_id:path}/trash", response_model=SessionActionOut, summary="Trash a session")
def trash_session(session_id: SessionId, memory: MemoryDep) -> dict[str, Any]:
    """Hidden from listings, recall and finalizing; restorable for the trash window (30 days)."""
    session = memory.trash_session(session_id)
    return _action(session, f"Session {session.id} moved to trash ({memory.policy.trash_days} days to restore)")


@router.post("/sessions/{session_id:path}/restore", response_model=SessionActionOut, summary="Restore a session")
def restore_session(session_id: SessionId, memory: MemoryDep) -> dict[str, Any]:
    """Out of the trash, with the status it had. 409 when it is not in the trash or its window ended."""
    session = memory.restore_session(session_id)
    return _action(session, f"Session {session.id} restored")


@router.post(
    "/sessions/{session_id:path}/compress", response_model=CompressedOut, summary="A session under a token budget"
)
def compress_session(session_id: SessionId, body: CompressIn, memory: MemoryDep) -> dict[str, Any]:
    """The messages a model should see: past `threshold × budget_tokens`, a running summary of the older
    turns (stored on the session and extended as it grows) then the newest turns verbatim. Every turn
    stays stored."""
    view = memory.compress(session_id, body.budget_tokens, body.threshold)
    return {
        "messages": [{"role": role, "text": text} for role, text in view.messages],
        "summarized_through_seq": view.summarized_through_seq,
        "summary": view.summary,
        "tokens": view.tokens,
        "compressed": view.compressed,
    }
