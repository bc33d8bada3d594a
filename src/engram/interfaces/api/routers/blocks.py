"""Blocks: named text documents per namespace and optional category (core memory)."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query

from engram.errors import NotFound
from engram.interfaces.api import pagination
from engram.interfaces.api.deps import AUTH, MemoryDep
from engram.interfaces.api.errors import COMMON_RESPONSES
from engram.interfaces.api.schemas import BlockOut, BlockPage, BlockWriteIn, BlockWriteOut

router = APIRouter(prefix="/v1", tags=["blocks"], dependencies=[AUTH], responses=COMMON_RESPONSES)

Category = Annotated[str | None, Query(description="The block's category within the namespace (optional).")]


@router.get("/blocks", response_model=BlockPage, summary="List blocks")
def list_blocks(
    memory: MemoryDep,
    prefix: Annotated[str | None, Query(description="Only blocks in this namespace and its subtree.")] = None,
    limit: pagination.Limit = pagination.DEFAULT_LIMIT,
    cursor: pagination.Cursor = None,
) -> dict[str, Any]:
    after = pagination.after_id("blocks", cursor) or 0
    rows = sorted((b for b in memory.block_list(prefix) if b.id > after), key=lambda b: b.id)
    shown, next_cursor = pagination.page(rows[: limit + 1], limit, lambda b: {"after": b.id}, "blocks")
    return {"blocks": [b.to_dict() for b in shown], "next_cursor": next_cursor}


@router.get("/blocks/{namespace:path}", response_model=BlockOut, summary="Read a block")
def read_block(namespace: str, memory: MemoryDep, category: Category = None) -> dict[str, Any]:
    """The current version of the block at `namespace` (a path such as `projects/engram`)."""
    block = memory.block_get(namespace, category)
    if block is None:
        where = namespace if category is None else f"{namespace} ({category})"
        raise NotFound(f"no block at {where}")
    return block.to_dict()


@router.put("/blocks/{namespace:path}", response_model=BlockWriteOut, summary="Write a block")
def write_block(namespace: str, body: BlockWriteIn, memory: MemoryDep) -> dict[str, Any]:
    """`mode: replace` (default) sets the text; `append` adds a line. Each write is a new version
    (size-capped) and an undoable event."""
    result = memory.block_write(namespace, body.content, category=body.category, mode=body.mode)
    verb = "appended to" if body.mode == "append" else "written"
    return {
        "block": result.block.to_dict(),
        "event": result.event.to_dict(),
        "message": f"Block {result.block.namespace} {verb} (version {result.block.version})",
    }
