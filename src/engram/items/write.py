"""Item writes under the bitemporal rules: nothing is edited in place except lifecycle columns.

An update end-dates the old version, inserts the new one and re-points links, all in one
transaction; forget end-dates; every write appends an event with before/after snapshots.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from datetime import datetime
from typing import Any

from engram import validation as v
from engram.errors import Conflict, InvalidInput
from engram.items.refs import resolve_active
from engram.items.write_locks import duplicate_key
from engram.models import Item, Link, LinkResult, Provenance, WriteResult
from engram.operation import OpContext
from engram.store.base import NewItem, StoreTx


def _provenance(value: Provenance | dict[str, Any] | None) -> Provenance:
    if value is None:
        return Provenance()
    if isinstance(value, Provenance):
        return value
    if not isinstance(value, dict):
        raise InvalidInput("provenance must be {'session_id': ..., 'turn_ids': [...]}")
    session = value.get("session_id")
    turns = value.get("turn_ids") or ()
    if isinstance(turns, str | int):
        turns = [turns]
    return Provenance(
        session_id=None if session is None else str(session),
        turn_ids=tuple(str(t) for t in turns),
    )


def remember(
    ctx: OpContext,
    content: str,
    *,
    category: str = "fact",
    namespace: str = "user",
    summary: str | None = None,
    detail: str | None = None,
    tags: Iterable[str] = (),
    source: str = "user",
    confidence: float | None = None,
    provenance: Provenance | dict[str, Any] | None = None,
    valid_from: datetime | None = None,
) -> WriteResult:
    text = v.content(content, ctx.policy)
    space, kind = v.namespace(namespace), v.category(category, ctx.policy)
    new_fields = dict(
        namespace=space,
        category=kind,
        summary=v.optional_text(summary, ctx.policy.max_content_chars, "summary"),
        detail=v.optional_text(detail, ctx.policy.max_detail_chars, "detail"),
        tags=v.tags(tags, ctx.policy),
        source=v.source(source),
        confidence=v.confidence(confidence),
        provenance=_provenance(provenance),
    )
    key = duplicate_key(ctx.owner, space, kind, v.content_key(text))
    # Keyed: ``remember_in`` reads only the duplicate check's row, then appends an item and an
    # event, so remembers of different content may run at once. No embedding here: the new row is
    # pending until the background embedder or the next recall gives it a vector.
    with ctx.store.write([key]) as tx:
        return remember_in(tx, ctx, text, valid_from=valid_from, **new_fields)  # type: ignore[arg-type]


def remember_in(
    tx: StoreTx,
    ctx: OpContext,
    text: str,
    *,
    namespace: str,
    category: str,
    summary: str | None,
    detail: str | None,
    tags: tuple[str, ...],
    source: str,
    confidence: float | None,
    provenance: Provenance,
    valid_from: datetime | None = None,
    slot: str | None = None,
) -> WriteResult:
    """Save inside an open transaction (used by import and extraction to batch many saves)."""
    key = v.content_key(text)
    existing = tx.find_active_duplicate(ctx.owner, namespace, category, key)
    if existing is not None:
        return WriteResult(existing, None, created=False)
    now = ctx.now()
    item = tx.insert_item(
        NewItem(
            owner=ctx.owner,
            namespace=namespace,
            category=category,
            content=text,
            content_key=key,
            summary=summary,
            detail=detail,
            tags=tags,
            source=source,
            provenance=provenance,
            confidence=confidence,
            valid_from=valid_from or now,
            recorded_at=now,
            slot=slot,
        )
    )
    event = tx.insert_event(ctx.owner, namespace, now, ctx.actor, "remember", "item", item.id, None, item.to_dict())
    return WriteResult(item, event)


class _Keep:
    """Sentinel type: "leave this field as it was" (distinct from None, which clears it)."""

    def __repr__(self) -> str:
        return "KEEP"


_KEEP = _Keep()


def update(
    ctx: OpContext,
    ref: int | str,
    new_content: str,
    *,
    category: str | None = None,
    summary: str | _Keep | None = _KEEP,
    detail: str | _Keep | None = _KEEP,
    tags: Iterable[str] | None = None,
    source: str | None = None,
    confidence: float | _Keep | None = _KEEP,
    provenance: Provenance | dict[str, Any] | None = None,
) -> WriteResult:
    """Supersede an active item with a new version.

    Omitted fields carry over, except ``summary``, which is dropped when the content changes (a
    stale summary would be injected instead of the new content). An ``extracted`` update may
    never supersede an explicit item (trust-tier guard): that raises ``Conflict``.
    """
    text = v.content(new_content, ctx.policy, field="new_content")
    new_source = None if source is None else v.source(source)
    new_tags = None if tags is None else v.tags(tags, ctx.policy)
    new_category = None if category is None else v.category(category, ctx.policy)
    new_confidence = confidence if isinstance(confidence, _Keep) else v.confidence(confidence)
    with ctx.store.write() as tx:
        old = resolve_active(tx, ctx.owner, ref)
        src = new_source or old.source
        if src == "extracted" and old.is_explicit and old.source != "extracted":
            raise Conflict(
                f"memory #{old.id} was stated explicitly; an extracted memory cannot replace it "
                "(trust-tier guard). Ask the user to change it.",
                details={"id": old.id},
            )
        key = v.content_key(text)
        cat = new_category or old.category
        if isinstance(summary, _Keep):
            summ = old.summary if key == v.content_key(old.content) else None
        else:
            summ = v.optional_text(summary, ctx.policy.max_content_chars, "summary")
        if isinstance(detail, _Keep):
            det = old.detail
        else:
            det = v.optional_text(detail, ctx.policy.max_detail_chars, "detail")
        conf = old.confidence if isinstance(new_confidence, _Keep) else new_confidence
        if src != "extracted" and new_source is not None and isinstance(confidence, _Keep):
            conf = None  # a person restating a fact makes it explicit
        candidate = (text, cat, summ, det, new_tags or old.tags, src, conf)
        if candidate == (
            old.content,
            old.category,
            old.summary,
            old.detail,
            old.tags,
            old.source,
            old.confidence,
        ):
            return WriteResult(old, None, created=False)
        clash = tx.find_active_duplicate(ctx.owner, old.namespace, cat, key)
        if clash is not None and clash.id != old.id:
            raise Conflict(
                f"memory #{clash.id} already says that; forget #{old.id} instead of updating it",
                details={"id": clash.id},
            )
        return supersede_in(
            tx,
            ctx,
            old,
            content=text,
            category=cat,
            summary=summ,
            detail=det,
            tags=new_tags if new_tags is not None else old.tags,
            source=src,
            provenance=_provenance(provenance) if provenance is not None else old.provenance,
            confidence=conf,
        )


def supersede_in(
    tx: StoreTx,
    ctx: OpContext,
    old: Item,
    *,
    content: str,
    category: str,
    summary: str | None,
    detail: str | None,
    tags: tuple[str, ...],
    source: str,
    provenance: Provenance,
    confidence: float | None,
    slot: str | None = None,
) -> WriteResult:
    """The bitemporal update, written once: end-date the old version, insert the new one in its
    lineage, re-point links, record one event with both snapshots — inside the caller's transaction."""
    now = ctx.now()
    before = old.to_dict()
    tx.end_item(ctx.owner, old.id, now, None)
    new = tx.insert_item(
        NewItem(
            owner=ctx.owner,
            namespace=old.namespace,
            category=category,
            content=content,
            content_key=v.content_key(content),
            summary=summary,
            detail=detail,
            tags=tags,
            source=source,
            provenance=provenance,
            confidence=confidence,
            valid_from=now,
            recorded_at=now,
            supersedes=old.id,
            lineage=old.lineage,
            last_confirmed_at=None,
            slot=old.slot if slot is None else slot,
        )
    )
    tx.end_item(ctx.owner, old.id, now, new.id)
    repointed = _repoint_links(tx, ctx.owner, old.id, new.id)
    after = new.to_dict() | {"repointed_links": repointed}
    event = tx.insert_event(ctx.owner, old.namespace, now, ctx.actor, "update", "item", new.id, before, after)
    return WriteResult(new, event)


def _repoint_links(tx: StoreTx, owner: str, old_id: int, new_id: int) -> list[list[int]]:
    """Move every link from the old version to the new one; return [id, old_from, old_to] rows for undo."""
    moved: list[list[int]] = []
    for link in tx.links_touching(owner, [old_id]):
        new_from = new_id if link.from_id == old_id else link.from_id
        new_to = new_id if link.to_id == old_id else link.to_id
        tx.set_link_endpoints(owner, link.id, new_from, new_to)
        moved.append([link.id, link.from_id, link.to_id])
    return moved


def forget(ctx: OpContext, ref: int | str) -> WriteResult:
    with ctx.store.write() as tx:
        return forget_in(tx, ctx, resolve_active(tx, ctx.owner, ref))


def forget_in(tx: StoreTx, ctx: OpContext, item: Item, at: datetime | None = None) -> WriteResult:
    """End-date an item inside the caller's transaction (``at``: when it stopped holding, default now)."""
    now = ctx.now()
    ended = at if at is not None and at <= now else now
    tx.end_item(ctx.owner, item.id, ended, None)
    after = replace(item, valid_until=ended)
    event = tx.insert_event(
        ctx.owner, item.namespace, now, ctx.actor, "forget", "item", item.id, item.to_dict(), after.to_dict()
    )
    return WriteResult(after, event)


def confirm(ctx: OpContext, ref: int | str) -> WriteResult:
    with ctx.store.write() as tx:
        item = resolve_active(tx, ctx.owner, ref)
        now = ctx.now()
        tx.set_last_confirmed(ctx.owner, item.id, now)
        after = replace(item, last_confirmed_at=now)
        event = tx.insert_event(
            ctx.owner,
            item.namespace,
            now,
            ctx.actor,
            "confirm",
            "item",
            item.id,
            item.to_dict(),
            after.to_dict(),
        )
        return WriteResult(after, event)


def link(ctx: OpContext, from_ref: int | str, to_ref: int | str, relation: str = "relates_to") -> LinkResult:
    rel = v.relation(relation)
    with ctx.store.write() as tx:
        a = resolve_active(tx, ctx.owner, from_ref)
        b = resolve_active(tx, ctx.owner, to_ref)
        if a.id == b.id:
            raise InvalidInput("a memory cannot be linked to itself")
        for existing in tx.links_touching(ctx.owner, [a.id]):
            if (existing.from_id, existing.to_id, existing.relation) == (a.id, b.id, rel):
                raise Conflict(f"#{a.id} already {rel} #{b.id} (link {existing.id})")
        now = ctx.now()
        new_link = tx.insert_link(ctx.owner, a.id, b.id, rel, now)
        event = tx.insert_event(
            ctx.owner, a.namespace, now, ctx.actor, "link", "link", new_link.id, None, new_link.to_dict()
        )
        return LinkResult(new_link, event)


def active_links(tx: StoreTx, owner: str, item_ids: list[int]) -> list[Link]:
    """Links whose both ends are active: a link to a superseded or forgotten row drops out."""
    out = []
    for candidate in tx.links_touching(owner, item_ids):
        a = tx.get_item(owner, candidate.from_id)
        b = tx.get_item(owner, candidate.to_id)
        if a is not None and b is not None and a.is_active and b.is_active:
            out.append(candidate)
    return out


def remember_many(
    ctx: OpContext,
    entries: Iterable[str | dict[str, Any]],
    *,
    category: str = "fact",
    namespace: str = "user",
    source: str = "user",
    batch_size: int = 500,
) -> list[WriteResult]:
    """Save many memories: every entry is validated before anything is written (a bad one names its
    index and nothing is saved) and each batch is one transaction; embeddings come after, in the background."""
    prepared: list[dict[str, Any]] = []
    for position, entry in enumerate(entries):
        fields: dict[str, Any] = {"content": entry} if isinstance(entry, str) else dict(entry)
        try:
            prepared.append(
                {
                    "text": v.content(fields.get("content", ""), ctx.policy),
                    "namespace": v.namespace(fields.get("namespace", namespace)),
                    "category": v.category(fields.get("category", category), ctx.policy),
                    "summary": v.optional_text(fields.get("summary"), ctx.policy.max_content_chars, "summary"),
                    "detail": v.optional_text(fields.get("detail"), ctx.policy.max_detail_chars, "detail"),
                    "tags": v.tags(fields.get("tags", ()), ctx.policy),
                    "source": v.source(fields.get("source", source)),
                    "confidence": v.confidence(fields.get("confidence")),
                    "provenance": _provenance(fields.get("provenance")),
                }
            )
        except InvalidInput as exc:
            raise InvalidInput(f"entry {position}: {exc.message}", details={"index": position}) from exc
    results: list[WriteResult] = []
    for start in range(0, len(prepared), max(1, batch_size)):
        chunk = prepared[start : start + batch_size]
        keys = [duplicate_key(ctx.owner, f["namespace"], f["category"], v.content_key(f["text"])) for f in chunk]
        with ctx.store.write(keys) as tx:
            for fields in chunk:
                results.append(remember_in(tx, ctx, **fields))
    return results
