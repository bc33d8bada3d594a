"""Recall (hybrid search) and context (the block to inject at session start)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Query

from engram.interfaces.api.deps import AUTH, MemoryDep, moment
from engram.interfaces.api.errors import COMMON_RESPONSES
from engram.interfaces.api.schemas import ContextOut, RecallIn, RecallOut

router = APIRouter(prefix="/v1", tags=["recall"], dependencies=[AUTH], responses=COMMON_RESPONSES)

ALL_KINDS = ("item", "block", "turn", "digest")


@router.post("/recall", response_model=RecallOut, summary="Search memory")
def recall(body: RecallIn, memory: MemoryDep) -> dict[str, Any]:
    """Hybrid recall (BM25 + dense embeddings, fused) over items, blocks, turns and digests; current
    facts only unless `as_of`. Hits are best first, at most `k`."""
    hits = memory.recall(
        body.query,
        k=body.k,
        kinds=tuple(body.kinds) if body.kinds is not None else ALL_KINDS,
        category=body.category,
        namespace=body.namespace,
        as_of=moment(body.as_of, "as_of"),
        include_low_confidence=body.include_low_confidence,
        session_id=body.session_id,
    )
    return {"hits": [h.to_dict() for h in hits]}


@router.get("/context", response_model=ContextOut, summary="The context block to inject")
def context(
    memory: MemoryDep,
    session_id: Annotated[
        str | None, Query(max_length=200, description="Freeze the block for this session (byte-identical).")
    ] = None,
    budget_tokens: Annotated[int, Query(ge=1, le=200_000, description="Total token budget.")] = 1500,
    format: Annotated[
        Literal["markdown", "background", "json"], Query(description="markdown, aish background, or JSON text.")
    ] = "markdown",
    namespace: Annotated[str | None, Query(description="Only this namespace and its subtree.")] = None,
    max_chars: Annotated[
        int | None, Query(ge=1, le=1_000_000, description="Character cap (the background format).")
    ] = None,
    query: Annotated[
        str | None, Query(max_length=1000, description="Append what recall finds for this text (the prompt).")
    ] = None,
    recall_k: Annotated[int, Query(ge=1, le=200, description="How many recall hits to consider.")] = 20,
) -> dict[str, Any]:
    """Blocks first, then active items by category, deterministic, under the budgets; inferred items
    below confidence 0.7 are left out (recall still finds them). With `query`, the memories, digests and
    turns recall finds for it are appended whole, best first, in what budget is left (the frozen part
    before them does not change); hits that did not fit are in `dropped`."""
    block = memory.context(
        session_id=session_id,
        budget_tokens=budget_tokens,
        format=format,
        namespace=namespace,
        max_chars=max_chars,
        query=query,
        recall_k=recall_k,
    )
    return block.to_dict()
