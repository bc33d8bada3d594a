"""Trash, restore and purge: the second axis of an item's life, beside validity.

Trash applies to a whole supersession chain and is reversible for ``policy.trash_days``; purge
is the only hard delete in engram, and it also scrubs the content out of the chain's events so a
purged memory is really gone.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

from engram.errors import Conflict
from engram.items.refs import resolve_any
from engram.models import Event, History, Item, PurgeResult, WriteResult
from engram.operation import OpContext
from engram.store.base import ItemQuery, StoreTx


def _current_version(tx: StoreTx, owner: str, item: Item) -> Item:
    versions = tx.find_items(ItemQuery(owner=owner, lineage=item.lineage, include_inactive=True, include_trashed=True))
    return versions[-1] if versions else item


def trash(ctx: OpContext, ref: int | str) -> WriteResult:
    with ctx.store.write() as tx:
        item = _current_version(tx, ctx.owner, resolve_any(tx, ctx.owner, ref))
        if item.trashed_at is not None:
            raise Conflict(f"memory #{item.id} is already in the trash")
        now = ctx.now()
        tx.set_trashed(ctx.owner, item.lineage, now)
        after = replace(item, trashed_at=now)
        event = tx.insert_event(
            ctx.owner,
            item.namespace,
            now,
            ctx.actor,
            "trash",
            "item",
            item.id,
            item.to_dict(),
            after.to_dict(),
        )
        return WriteResult(after, event)


def restore(ctx: OpContext, ref: int | str) -> WriteResult:
    """Take a memory out of the trash (within the window), or bring back a forgotten one."""
    with ctx.store.write() as tx:
        item = _current_version(tx, ctx.owner, resolve_any(tx, ctx.owner, ref))
        now = ctx.now()
        if item.trashed_at is not None:
            if item.trashed_at < now - timedelta(days=ctx.policy.trash_days):
                raise Conflict(
                    f"memory #{item.id} has been in the trash longer than {ctx.policy.trash_days} days "
                    "and is due to be purged; it can no longer be restored"
                )
            _check_no_identical(tx, ctx, item)
            tx.set_trashed(ctx.owner, item.lineage, None)
            after = replace(item, trashed_at=None)
        elif item.status == "forgotten":
            _check_no_identical(tx, ctx, item)
            tx.reopen_item(ctx.owner, item.id)
            after = replace(item, valid_until=None)
        else:
            raise Conflict(f"memory #{item.id} is {item.status}; only trashed or forgotten memories can be restored")
        event = tx.insert_event(
            ctx.owner,
            item.namespace,
            now,
            ctx.actor,
            "restore",
            "item",
            item.id,
            item.to_dict(),
            after.to_dict(),
        )
        return WriteResult(after, event)


def _check_no_identical(tx: StoreTx, ctx: OpContext, item: Item) -> None:
    if item.valid_until is not None and item.status != "forgotten":
        return
    from engram.validation import content_key

    clash = tx.find_active_duplicate(ctx.owner, item.namespace, item.category, content_key(item.content))
    if clash is not None and clash.id != item.id:
        raise Conflict(f"memory #{clash.id} already says the same thing; nothing to restore")


def purge(ctx: OpContext, ref: int | str | None = None) -> PurgeResult:
    """Hard-delete one trashed memory now, or every memory trashed longer than the window."""
    with ctx.store.write() as tx:
        now = ctx.now()
        if ref is not None:
            item = resolve_any(tx, ctx.owner, ref)
            if item.trashed_at is None:
                raise Conflict(f"memory #{item.id} is not in the trash; trash it first, then purge")
            lineages = [item.lineage]
        else:
            lineages = tx.trashed_lineages(ctx.owner, now - timedelta(days=ctx.policy.trash_days))
        total = 0
        for lineage in lineages:
            versions = tx.find_items(
                ItemQuery(owner=ctx.owner, lineage=lineage, include_inactive=True, include_trashed=True)
            )
            ids = [x.id for x in versions]
            link_ids = [link.id for link in tx.links_touching(ctx.owner, ids)]
            total += tx.delete_lineage(ctx.owner, lineage)
            tx.scrub_events(ctx.owner, "item", ids)
            tx.scrub_lineage_events(ctx.owner, lineage)
            tx.scrub_events(ctx.owner, "link", link_ids)
            namespace = versions[0].namespace if versions else "user"
            tx.insert_event(
                ctx.owner,
                namespace,
                now,
                ctx.actor,
                "purge",
                "item",
                lineage,
                None,
                {"lineage": lineage, "ids": ids, "links": link_ids},
            )
        return PurgeResult(total, tuple(lineages))


def history(ctx: OpContext, ref: int | str) -> History:
    with ctx.store.read() as tx:
        item = resolve_any(tx, ctx.owner, ref)
        versions = tx.find_items(
            ItemQuery(owner=ctx.owner, lineage=item.lineage, include_inactive=True, include_trashed=True)
        )
        ids = [x.id for x in versions]
        links = tx.links_touching(ctx.owner, ids)
        seen: dict[int, Event] = {e.id: e for e in tx.events_for(ctx.owner, "item", ids)}
        seen.update({e.id: e for e in tx.lineage_events(ctx.owner, item.lineage)})
        seen.update({e.id: e for e in tx.events_for(ctx.owner, "link", [lk.id for lk in links])})
        events = sorted(seen.values(), key=lambda e: e.id)
        return History(item.lineage, tuple(versions), tuple(events), tuple(links))
