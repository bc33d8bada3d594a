"""Undo: restore exactly the state before one event, or refuse with the reason.

An undo is itself an append-only event (``undoes`` points at its target), so the log shows both.
An event can be undone once; a write that later writes built on must have those undone first.
"""

from __future__ import annotations

from typing import Any

from engram.errors import Conflict, NotFound
from engram.models import Event, Item, UndoResult
from engram.operation import OpContext
from engram.store.base import StoreTx
from engram.timeutil import opt_from_text
from engram.validation import content_key

_NOT_UNDOABLE = {
    "undo": "an undo cannot itself be undone; repeat the original change instead",
    "purge": "a purge is permanent",
    "import": "an import cannot be undone as one step; trash what you do not want",
    "decay": "decay is recomputed from the memory's confidence when it was saved; "
    "`engram confirm` it to reset its clock instead",
}


def undo(ctx: OpContext, event_id: int | None = None) -> UndoResult:
    with ctx.store.write() as tx:
        if event_id is None:
            target = tx.last_undoable_event(ctx.owner)
            if target is None:
                raise NotFound("nothing to undo")
        else:
            found = tx.get_event(ctx.owner, _event_id(event_id))
            if found is None:
                raise NotFound(f"no event {event_id}")
            target = found
        barrier = tx.last_event_id(ctx.owner, "import")
        if barrier is not None and target.id < barrier:
            raise Conflict(f"event {target.id} happened before an import (event {barrier}) and cannot be undone")
        if target.undone:
            raise Conflict(f"event {target.id} ({target.op}) was already undone")
        if target.op in _NOT_UNDOABLE or target.undoes is not None:
            raise Conflict(f"event {target.id} ({target.op}) cannot be undone: {_NOT_UNDOABLE.get(target.op, '')}")
        before, after = _apply(tx, ctx, target)
        event = tx.insert_event(
            ctx.owner,
            target.namespace,
            ctx.now(),
            ctx.actor,
            "undo",
            target.target_kind,
            target.target_id,
            before,
            after,
            undoes=target.id,
        )
        return UndoResult(target, event)


def _event_id(value: object) -> int:
    from engram.errors import InvalidInput
    from engram.validation import item_id

    try:
        return item_id(value)
    except InvalidInput as exc:
        raise InvalidInput(f"malformed event id {value!r}: event ids are positive whole numbers") from exc


def _item(tx: StoreTx, owner: str, snapshot: Any) -> Item:
    if "id" not in snapshot:  # a purge scrubs the history's snapshots down to {"purged": true}
        raise Conflict("this memory was purged; its history holds no content to undo")
    item = tx.get_item(owner, int(snapshot["id"]))
    if item is None:
        raise Conflict(f"memory #{snapshot['id']} no longer exists (purged); this change cannot be undone")
    return item


def _require_unchanged(item: Item, snapshot: Any, what: str) -> None:
    now_state = item.to_dict()
    for key in ("valid_until", "superseded_by", "trashed_at", "last_confirmed_at"):
        if now_state[key] != snapshot.get(key):
            raise Conflict(
                f"memory #{item.id} changed after this {what} (it is now {item.status}); undo the later changes first"
            )


def _no_identical(tx: StoreTx, owner: str, item: Item) -> None:
    clash = tx.find_active_duplicate(owner, item.namespace, item.category, content_key(item.content))
    if clash is not None and clash.id != item.id:
        raise Conflict(f"memory #{clash.id} now says the same thing; forget it before undoing this")


def _apply(tx: StoreTx, ctx: OpContext, ev: Event) -> tuple[dict[str, Any] | None, dict[str, Any] | None]:
    owner = ctx.owner
    if ev.op == "remember":
        item = _item(tx, owner, ev.after)
        _require_unchanged(item, ev.after, "save")
        links = tx.links_touching(owner, [item.id])
        if links:
            raise Conflict(f"memory #{item.id} has links ({', '.join(str(x.id) for x in links)}); undo them first")
        tx.delete_item(owner, item.id)
        return item.to_dict(), None
    if ev.op == "update":
        assert ev.before is not None and ev.after is not None
        new = _item(tx, owner, ev.after)
        old = _item(tx, owner, ev.before)
        _require_unchanged(new, {**ev.after, "valid_until": None, "superseded_by": None}, "update")
        moved = {int(row[0]): (int(row[1]), int(row[2])) for row in ev.after.get("repointed_links", [])}
        later = [lk.id for lk in tx.links_touching(owner, [new.id]) if lk.id not in moved]
        if later:
            raise Conflict(
                f"memory #{new.id} was linked after this update (links {', '.join(map(str, later))}); "
                "undo those links first"
            )
        for lk in tx.links_touching(owner, [new.id]):
            tx.set_link_endpoints(owner, lk.id, *moved[lk.id])
        tx.delete_item(owner, new.id)
        _no_identical(tx, owner, old)
        tx.reopen_item(owner, old.id)
        return new.to_dict(), old.to_dict()
    if ev.op == "forget":
        assert ev.after is not None
        item = _item(tx, owner, ev.after)
        _require_unchanged(item, ev.after, "forget")
        _no_identical(tx, owner, item)
        tx.reopen_item(owner, item.id)
        return item.to_dict(), (None if ev.before is None else dict(ev.before))
    if ev.op == "confirm":
        assert ev.before is not None and ev.after is not None
        item = _item(tx, owner, ev.after)
        _require_unchanged(item, ev.after, "confirm")
        tx.set_last_confirmed(owner, item.id, opt_from_text(ev.before.get("last_confirmed_at")))
        return item.to_dict(), dict(ev.before)
    if ev.op in ("trash", "restore"):
        assert ev.before is not None and ev.after is not None
        item = _item(tx, owner, ev.after)
        _require_unchanged(item, ev.after, ev.op)
        if ev.before.get("trashed_at") != ev.after.get("trashed_at"):
            if ev.before.get("trashed_at") is None:
                _no_identical(tx, owner, item)
            tx.set_trashed(owner, item.lineage, opt_from_text(ev.before.get("trashed_at")))
        if ev.before.get("valid_until") != ev.after.get("valid_until"):
            moment = opt_from_text(ev.before.get("valid_until"))
            if moment is None:
                tx.reopen_item(owner, item.id)
            else:
                tx.end_item(owner, item.id, moment, ev.before.get("superseded_by"))
        return item.to_dict(), dict(ev.before)
    if ev.op == "link":
        assert ev.after is not None
        link = tx.get_link(owner, int(ev.after["id"]))
        if link is None:
            raise Conflict(f"link {ev.after['id']} no longer exists")
        tx.delete_link(owner, link.id)
        return link.to_dict(), None
    if ev.op == "block_write":
        assert ev.after is not None
        block = tx.get_block(owner, int(ev.after["id"]))
        if block is None or block.valid_until is not None:
            raise Conflict("that block was written again since; undo the later write first")
        tx.delete_block(owner, block.id)
        if ev.before is not None:
            tx.reopen_block(owner, int(ev.before["id"]))
        return block.to_dict(), (None if ev.before is None else dict(ev.before))
    raise Conflict(f"event {ev.id} ({ev.op}) cannot be undone")
