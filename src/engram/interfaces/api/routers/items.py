"""Items: remember, list, get, update (supersede), forget, confirm, history, and links between items."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query, Response

from engram.interfaces.api import pagination
from engram.interfaces.api.deps import AUTH, ItemId, MemoryDep, moment
from engram.interfaces.api.errors import COMMON_RESPONSES
from engram.interfaces.api.schemas import (
    HistoryOut,
    ItemOut,
    ItemPage,
    LinkIn,
    LinksOut,
    LinkWriteOut,
    RememberIn,
    RememberManyIn,
    UpdateIn,
    WriteOut,
    WriteResultsOut,
)
from engram.models import WriteResult

router = APIRouter(prefix="/v1", tags=["items"], dependencies=[AUTH], responses=COMMON_RESPONSES)


def write_payload(result: WriteResult) -> dict[str, Any]:
    return {
        "item": result.item.to_dict(),
        "event": None if result.event is None else result.event.to_dict(),
        "created": result.created,
        "message": result.message,
    }


@router.post(
    "/items",
    status_code=201,
    response_model=WriteOut,
    responses={200: {"model": WriteOut, "description": "Already remembered: the identical active item"}},
    summary="Remember a memory",
)
def remember(body: RememberIn, memory: MemoryDep, response: Response) -> dict[str, Any]:
    """Save a durable fact. Identical active content (same namespace and category; trimmed,
    case-insensitive) returns the existing item with `created: false`, status 200 and no event."""
    result = memory.remember(
        body.content,
        category=body.category,
        namespace=body.namespace,
        summary=body.summary,
        detail=body.detail,
        tags=body.tags,
        source=body.source,
        confidence=body.confidence,
        provenance=None if body.provenance is None else body.provenance.model_dump(),
        valid_from=moment(body.valid_from, "valid_from"),
    )
    if not result.created:
        response.status_code = 200
    return write_payload(result)


@router.post("/items/batch", status_code=201, response_model=WriteResultsOut, summary="Remember many memories")
def remember_many(body: RememberManyIn, memory: MemoryDep) -> dict[str, Any]:
    """Every entry is validated before any is written: a bad one is a 400 naming its index
    (`details.index`) and nothing is saved. `category`, `namespace` and `source` are the defaults for
    entries that leave them out; identical active content comes back with `created: false`."""
    entries = [entry.model_dump(exclude_none=True) for entry in body.items]
    results = memory.remember_many(entries, category=body.category, namespace=body.namespace, source=body.source)
    return {"results": [write_payload(r) for r in results]}


@router.get("/items", response_model=ItemPage, summary="List memories")
def list_items(
    memory: MemoryDep,
    category: Annotated[str | None, Query(description="Only this category.")] = None,
    namespace: Annotated[str | None, Query(description="Only this namespace and its subtree.")] = None,
    include_inactive: Annotated[bool, Query(description="Superseded and forgotten versions too.")] = False,
    as_of: Annotated[str | None, Query(description="What was valid (and known) at this time, ISO-8601.")] = None,
    source: Annotated[str | None, Query(description="Only this source (user, agent, extracted, ...).")] = None,
    limit: pagination.Limit = pagination.DEFAULT_LIMIT,
    cursor: pagination.Cursor = None,
) -> dict[str, Any]:
    """Active memories by default, ordered by id; pages with `cursor`."""
    rows = memory.list(
        category=category,
        namespace=namespace,
        include_inactive=include_inactive,
        as_of=moment(as_of, "as_of"),
        source=source,
        limit=limit + 1,
        after_id=pagination.after_id("items", cursor),
    )
    shown, next_cursor = pagination.page(rows, limit, lambda i: {"after": i.id}, "items")
    return {"items": [i.to_dict() for i in shown], "next_cursor": next_cursor}


@router.get("/items/{item_id}", response_model=ItemOut, summary="Get one memory (any version)")
def get_item(item_id: ItemId, memory: MemoryDep) -> dict[str, Any]:
    return memory.get(item_id).to_dict()


@router.put("/items/{item_id}", response_model=WriteOut, summary="Update (supersede) a memory")
def update_item(item_id: ItemId, body: UpdateIn, memory: MemoryDep) -> dict[str, Any]:
    """End-dates this version and inserts the new one (returned as `item`); links move to it.
    Fields left out carry over; `null` clears `summary`, `detail` or `confidence`."""
    given = body.model_fields_set
    options: dict[str, Any] = {}
    for name in ("summary", "detail", "confidence"):
        if name in given:
            options[name] = getattr(body, name)
    result = memory.update(
        item_id,
        body.content,
        category=body.category,
        tags=body.tags,
        source=body.source,
        provenance=None if body.provenance is None else body.provenance.model_dump(),
        **options,
    )
    return write_payload(result)


@router.delete("/items/{item_id}", response_model=WriteOut, summary="Forget a memory")
def forget_item(item_id: ItemId, memory: MemoryDep) -> dict[str, Any]:
    """End-dates the memory: never listed or injected again, kept for audit, restorable, undoable."""
    return write_payload(memory.forget(item_id))


@router.post("/items/{item_id}/confirm", response_model=WriteOut, summary="Confirm (reinforce) a memory")
def confirm_item(item_id: ItemId, memory: MemoryDep) -> dict[str, Any]:
    return write_payload(memory.confirm(item_id))


@router.get("/items/{item_id}/history", response_model=HistoryOut, summary="A memory's versions and events")
def item_history(item_id: ItemId, memory: MemoryDep) -> dict[str, Any]:
    history = memory.history(item_id)
    return {
        "lineage": history.lineage,
        "versions": [i.to_dict() for i in history.versions],
        "events": [e.to_dict() for e in history.events],
        "links": [lk.to_dict() for lk in history.links],
    }


@router.get("/items/{item_id}/links", response_model=LinksOut, summary="A memory's links")
def item_links(item_id: ItemId, memory: MemoryDep) -> dict[str, Any]:
    """The memory's links whose both ends are still active (every link it ever had: `/history`)."""
    return {"links": [lk.to_dict() for lk in memory.links(item_id)]}


@router.post("/links", status_code=201, response_model=LinkWriteOut, summary="Link two memories")
def link_items(body: LinkIn, memory: MemoryDep) -> dict[str, Any]:
    """`from` and `to` are ids or unique pieces of active memories' text."""
    result = memory.link(body.from_ref, body.to_ref, body.relation)
    return {
        "link": result.link.to_dict(),
        "event": result.event.to_dict(),
        "message": f"Linked #{result.link.from_id} {result.link.relation} #{result.link.to_id}",
    }
