"""Upkeep of the caller's memory: confidence decay, stale memories and pruning, and the embedding index."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query

from engram.interfaces.api import pagination
from engram.interfaces.api.deps import AUTH, MemoryDep
from engram.interfaces.api.errors import COMMON_RESPONSES
from engram.interfaces.api.schemas import DecayIn, DecayOut, IndexOut, ItemPage, PruneIn, PruneOut

router = APIRouter(prefix="/v1", tags=["upkeep"], dependencies=[AUTH], responses=COMMON_RESPONSES)


@router.post("/decay", response_model=DecayOut, summary="Fade extracted memories' confidence")
def decay(memory: MemoryDep, body: DecayIn | None = None) -> dict[str, Any]:
    """`confidence = base × 0.5^(whole days since last confirmed or recorded / half_life_days)` for
    extracted memories; running it again never compounds and nothing is deleted. Memories under the
    context floor stay findable by recall (`below_floor`)."""
    return memory.decay(half_life_days=(body or DecayIn()).half_life_days).to_dict()


@router.get("/stale", response_model=ItemPage, summary="Memories not touched for a while")
def stale(
    memory: MemoryDep,
    older_than_days: Annotated[float, Query(ge=0, le=36_500, description="Neither recorded nor confirmed since.")],
    limit: pagination.Limit = pagination.DEFAULT_LIMIT,
    cursor: pagination.Cursor = None,
) -> dict[str, Any]:
    """Active memories neither recorded nor confirmed within `older_than_days` (what `/v1/prune` would
    forget), by id. The facade selects them by age over every active memory; the page is cut from that."""
    after = pagination.after_id("stale", cursor) or 0
    rows = sorted((i for i in memory.stale(older_than_days) if i.id > after), key=lambda i: i.id)
    shown, next_cursor = pagination.page(rows[: limit + 1], limit, lambda i: {"after": i.id}, "stale")
    return {"items": [i.to_dict() for i in shown], "next_cursor": next_cursor}


@router.post("/prune", response_model=PruneOut, summary="Forget memories not touched for a while")
def prune(body: PruneIn, memory: MemoryDep) -> dict[str, Any]:
    """Forgets (end-dates, never deletes) every active memory neither recorded nor confirmed within
    `older_than_days`; each is restorable and listed in the event log."""
    forgotten = memory.prune(body.older_than_days)
    return {"forgotten": [i.to_dict() for i in forgotten], "message": f"Forgot {len(forgotten)} stale memory(ies)"}


@router.post("/index", response_model=IndexOut, summary="Embed what has no vector yet")
def index(memory: MemoryDep) -> dict[str, Any]:
    """Embeds every memory, turn and block of the caller that has no vector yet (0 when the server
    runs without an embedder: recall is then lexical)."""
    count = memory.index()
    return {"embedded": count, "message": f"Embedded {count} record(s)"}


@router.post("/reindex", response_model=IndexOut, summary="Embed everything again")
def reindex(memory: MemoryDep) -> dict[str, Any]:
    """Drops the caller's vectors and embeds everything again with the server's current embedder (after
    changing embedders)."""
    count = memory.reindex()
    return {"embedded": count, "message": f"Re-embedded {count} record(s)"}
