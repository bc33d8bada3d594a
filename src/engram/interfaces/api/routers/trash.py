"""Trash (a whole supersession chain, restorable for the trash window), restore and purge."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from engram.interfaces.api import pagination
from engram.interfaces.api.deps import AUTH, ItemId, MemoryDep
from engram.interfaces.api.errors import COMMON_RESPONSES
from engram.interfaces.api.routers.items import write_payload
from engram.interfaces.api.schemas import ItemPage, PurgeIn, PurgeOut, WriteOut

router = APIRouter(prefix="/v1", tags=["trash"], dependencies=[AUTH], responses=COMMON_RESPONSES)


@router.post("/items/{item_id}/trash", response_model=WriteOut, summary="Move a memory to the trash")
def trash_item(item_id: ItemId, memory: MemoryDep) -> dict[str, Any]:
    """Trashes the memory's whole chain of versions; restorable for 30 days (the trash window)."""
    return write_payload(memory.trash(item_id))


@router.post("/items/{item_id}/restore", response_model=WriteOut, summary="Restore a trashed or forgotten memory")
def restore_item(item_id: ItemId, memory: MemoryDep) -> dict[str, Any]:
    return write_payload(memory.restore(item_id))


@router.get("/trash", response_model=ItemPage, summary="List trashed memories")
def list_trash(
    memory: MemoryDep,
    limit: pagination.Limit = pagination.DEFAULT_LIMIT,
    cursor: pagination.Cursor = None,
) -> dict[str, Any]:
    """Trashed versions by id; each page is one query (`after_id` + `limit` in the store)."""
    rows = memory.trashed(limit=limit + 1, after_id=pagination.after_id("trash", cursor))
    shown, next_cursor = pagination.page(rows, limit, lambda i: {"after": i.id}, "trash")
    return {"items": [i.to_dict() for i in shown], "next_cursor": next_cursor}


@router.post("/purge", response_model=PurgeOut, summary="Hard-delete trashed memories")
def purge(memory: MemoryDep, body: PurgeIn | None = None) -> dict[str, Any]:
    """With `id`: purge that trashed memory now. Without: purge everything trashed longer than the
    window. Purge is the only hard delete; it also blanks the content in the chain's events."""
    result = memory.purge(None if body is None else body.id)
    return {"purged_items": result.purged_items, "purged_lineages": list(result.purged_lineages)}
