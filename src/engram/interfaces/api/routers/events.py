"""Undo: reverse the latest write (or a given event) exactly."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from engram.interfaces.api.deps import AUTH, MemoryDep
from engram.interfaces.api.errors import COMMON_RESPONSES
from engram.interfaces.api.schemas import UndoIn, UndoOut

router = APIRouter(prefix="/v1", tags=["events"], dependencies=[AUTH], responses=COMMON_RESPONSES)


@router.post("/undo", response_model=UndoOut, summary="Undo a write")
def undo(memory: MemoryDep, body: UndoIn | None = None) -> dict[str, Any]:
    """Undo the caller's latest write that is not undone yet, or the write `event_id` names. The state
    after equals the state before that write. Refused with 409 (nothing changed) for an event already
    undone, an undo, a purge, an import, or a write that later writes built on."""
    result = memory.undo(None if body is None else body.event_id)
    return {"undone": result.undone.to_dict(), "event": result.event.to_dict(), "message": result.message}
