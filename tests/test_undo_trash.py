"""Undo restores exactly the state before one write; trash / restore / purge follow the 30-day window."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from engram import Conflict, InvalidInput, Memory, NotFound

# ---- undo of every kind of write -----------------------------------------------------------------
# Each scenario prepares a store and returns the write to undo (a zero-arg callable returning a result
# with an ``event``). The test compares the whole state before that write with the state after undo.


def _remember(mem: Memory, clock: Any) -> Callable[[], Any]:
    mem.remember("Unrelated fact stays")
    return lambda: mem.remember("Likes green tea", category="preference", tags=["drinks"])


def _update_with_links(mem: Memory, clock: Any) -> Callable[[], Any]:
    a = mem.remember("Funds only, no individual stocks", summary="funds only").item
    b = mem.remember("Account at Fidelity").item
    mem.link(a.id, b.id)
    mem.link(b.id, a.id, "derived_from")
    return lambda: mem.update(a.id, "Funds and ETFs only")


def _forget(mem: Memory, clock: Any) -> Callable[[], Any]:
    a = mem.remember("Lives in Lisbon").item
    return lambda: mem.forget(a.id)


def _confirm_again(mem: Memory, clock: Any) -> Callable[[], Any]:
    a = mem.remember("Timezone is UTC").item
    mem.confirm(a.id)
    clock.advance(days=2)
    return lambda: mem.confirm(a.id)


def _confirm_first(mem: Memory, clock: Any) -> Callable[[], Any]:
    a = mem.remember("Timezone is UTC").item
    return lambda: mem.confirm(a.id)


def _link(mem: Memory, clock: Any) -> Callable[[], Any]:
    a = mem.remember("Funds only").item
    b = mem.remember("No crypto").item
    return lambda: mem.link(a.id, b.id, "contradicts")


def _trash(mem: Memory, clock: Any) -> Callable[[], Any]:
    a = mem.remember("Lives in Lisbon").item
    mem.update(a.id, "Lives in Porto")
    return lambda: mem.trash(a.id)


def _restore_from_trash(mem: Memory, clock: Any) -> Callable[[], Any]:
    a = mem.remember("Lives in Lisbon").item
    mem.trash(a.id)
    clock.advance(days=5)
    return lambda: mem.restore(a.id)


def _restore_forgotten(mem: Memory, clock: Any) -> Callable[[], Any]:
    a = mem.remember("Lives in Lisbon").item
    mem.forget(a.id)
    return lambda: mem.restore(a.id)


def _first_block_write(mem: Memory, clock: Any) -> Callable[[], Any]:
    return lambda: mem.block_write("user", "# Core\nBe concise.")


def _block_replace(mem: Memory, clock: Any) -> Callable[[], Any]:
    mem.block_write("user", "version one", category="preference")
    return lambda: mem.block_write("user", "version two", category="preference")


def _block_append(mem: Memory, clock: Any) -> Callable[[], Any]:
    mem.block_write("global", "line one")
    return lambda: mem.block_append("global", "line two")


SCENARIOS = {
    "remember": _remember,
    "update": _update_with_links,
    "forget": _forget,
    "confirm": _confirm_again,
    "confirm-first": _confirm_first,
    "link": _link,
    "trash": _trash,
    "restore-trash": _restore_from_trash,
    "restore-forgotten": _restore_forgotten,
    "block-first-write": _first_block_write,
    "block-replace": _block_replace,
    "block-append": _block_append,
}


@pytest.mark.parametrize("how", ["by-id", "latest"])
@pytest.mark.parametrize("name", list(SCENARIOS))
def test_undo_restores_exactly_the_state_before_the_write(mem, clock, state, name, how):
    write = SCENARIOS[name](mem, clock)
    before = state(mem)
    result = write()
    assert state(mem) != before

    undone = mem.undo(result.event.id if how == "by-id" else None)

    assert undone.undone.id == result.event.id
    assert undone.event.op == "undo" and undone.event.undoes == result.event.id
    assert undone.message == f"Undid {result.event.op} (event {result.event.id})"
    assert state(mem) == before


def test_undo_of_a_first_block_write_reads_empty_again(mem):
    mem.block_write("user", "hello", category="fact")
    mem.undo()
    assert mem.block_read("user", "fact") == ""
    assert mem.block_get("user", "fact") is None


def test_undo_of_confirm_restores_the_exact_previous_timestamp(mem, clock):
    item = mem.remember("Timezone is UTC").item
    first = mem.confirm(item.id).item.last_confirmed_at
    clock.advance(days=10)
    mem.confirm(item.id)

    mem.undo()

    assert mem.get(item.id).last_confirmed_at == first


def test_undo_of_update_brings_the_old_version_and_its_links_back(mem):
    a = mem.remember("Funds only").item
    b = mem.remember("No crypto").item
    link = mem.link(a.id, b.id).link
    new = mem.update(a.id, "Funds and ETFs").item

    mem.undo()

    assert mem.get(a.id).is_active and mem.get(a.id).superseded_by is None
    with pytest.raises(NotFound):
        mem.get(new.id)
    assert mem.links(a.id) == [link]


def test_undo_twice_undoes_the_write_before(mem, state):
    empty = state(mem)
    mem.remember("first")
    after_first = state(mem)
    mem.remember("second")

    assert mem.undo().undone.op == "remember"
    assert state(mem) == after_first
    mem.undo()
    assert state(mem) == empty
    with pytest.raises(NotFound):
        mem.undo()


def test_undo_with_nothing_to_undo_is_not_found(mem):
    with pytest.raises(NotFound):
        mem.undo()
    with pytest.raises(NotFound):
        mem.undo(999)


def test_undoing_an_already_undone_event_is_a_conflict(mem, snapshot):
    event = mem.remember("first").event
    mem.undo(event.id)
    before = snapshot(mem)

    with pytest.raises(Conflict) as caught:
        mem.undo(event.id)

    assert "already undone" in caught.value.message
    assert snapshot(mem) == before


def test_an_undo_cannot_itself_be_undone(mem, snapshot):
    mem.remember("first")
    undo_event = mem.undo().event
    before = snapshot(mem)

    with pytest.raises(Conflict):
        mem.undo(undo_event.id)
    assert snapshot(mem) == before


def _built_on_remember(mem: Memory) -> int:
    event = mem.remember("Lives in Lisbon").event
    mem.update(event.target_id, "Lives in Porto")
    return event.id


def _built_on_update(mem: Memory) -> int:
    item = mem.remember("Lives in Lisbon").item
    result = mem.update(item.id, "Lives in Porto")
    mem.confirm(result.item.id)
    return result.event.id


def _built_on_forget(mem: Memory) -> int:
    item = mem.remember("Lives in Lisbon").item
    event = mem.forget(item.id).event
    mem.restore(item.id)
    return event.id


def _linked_after_remember(mem: Memory) -> int:
    event = mem.remember("Funds only").event
    other = mem.remember("No crypto").item
    mem.link(event.target_id, other.id)
    return event.id


def _block_written_again(mem: Memory) -> int:
    event = mem.block_write("user", "v1").event
    mem.block_write("user", "v2")
    return event.id


def _update_then_identical_remember(mem: Memory) -> int:
    item = mem.remember("Lives in Lisbon").item
    event = mem.update(item.id, "Lives in Porto").event
    mem.remember("Lives in Lisbon")  # undoing the update would make two identical active items
    return event.id


def _update_then_new_link(mem: Memory) -> int:
    item = mem.remember("Funds only").item
    other = mem.remember("No crypto").item
    result = mem.update(item.id, "Funds and ETFs")
    mem.link(result.item.id, other.id, "contradicts")  # built on the new version
    return result.event.id


BUILT_ON = {
    "remember-then-update": _built_on_remember,
    "update-then-confirm": _built_on_update,
    "forget-then-restore": _built_on_forget,
    "remember-then-link": _linked_after_remember,
    "block-written-again": _block_written_again,
    "update-then-identical-remember": _update_then_identical_remember,
    "update-then-link-to-new-version": _update_then_new_link,
}


@pytest.mark.parametrize("build", list(BUILT_ON.values()), ids=list(BUILT_ON))
def test_undoing_a_write_that_later_writes_built_on_is_a_conflict(mem, snapshot, build):
    event_id = build(mem)
    before = snapshot(mem)

    with pytest.raises(Conflict):
        mem.undo(event_id)

    assert snapshot(mem) == before


@pytest.mark.parametrize(
    "bad",
    [
        True,  # must not be read as event 1
        "abc",
        0,
        -1,
    ],
)
def test_undo_with_a_malformed_event_id_is_refused_and_changes_nothing(mem, snapshot, bad):
    mem.remember("first")
    before = snapshot(mem)

    with pytest.raises((InvalidInput, NotFound)):
        mem.undo(bad)

    assert snapshot(mem) == before


def _last_event(records: list[dict[str, Any]], op: str) -> dict[str, Any]:
    return next(r for r in reversed(records) if r["type"] == "event" and r["op"] == op)


def test_undo_of_a_purge_is_a_conflict(mem, snapshot):
    item = mem.remember("Temporary").item
    mem.trash(item.id)
    mem.purge(item.id)
    purge_event = _last_event(snapshot(mem), "purge")
    before = snapshot(mem)

    with pytest.raises(Conflict):
        mem.undo(purge_event["id"])
    assert snapshot(mem) == before


# ---- trash, restore, purge -----------------------------------------------------------------------


def test_trash_hides_the_whole_lineage(mem):
    old = mem.remember("Lives in Lisbon").item
    new = mem.update(old.id, "Lives in Porto").item
    keep = mem.remember("Has a cat").item

    result = mem.trash(old.id)  # any version's id trashes the chain

    assert result.event.op == "trash" and result.message == f"Memory moved to trash (#{new.id})"
    assert [i.id for i in mem.list()] == [keep.id]
    assert [i.id for i in mem.list(include_inactive=True)] == [keep.id]
    assert {i.id for i in mem.trashed()} == {old.id, new.id}
    assert mem.get(new.id).status == "trashed"
    with pytest.raises(Conflict):
        mem.trash(new.id)
    with pytest.raises(Conflict):
        mem.update(new.id, "Lives in Faro")
    with pytest.raises(NotFound):
        mem.forget("Porto")  # substrings only match active items


def test_restore_within_the_window_brings_the_lineage_back(mem, clock):
    old = mem.remember("Lives in Lisbon").item
    new = mem.update(old.id, "Lives in Porto").item
    mem.trash(new.id)
    clock.advance(days=29)

    result = mem.restore(new.id)

    assert result.event.op == "restore" and result.message == f"Memory restored (#{new.id})"
    assert [i.id for i in mem.list()] == [new.id]
    assert mem.get(old.id).status == "superseded"
    assert mem.trashed() == []


def test_after_the_window_restore_is_refused_and_purge_hard_deletes(mem, clock, db_path):
    secret = "Zanzibar-Quokka-7731 is my bank PIN hint"
    old = mem.remember(secret).item
    new = mem.update(old.id, secret + " (updated)").item
    mem.confirm(new.id)
    other = mem.remember("Has a cat").item
    mem.link(new.id, other.id)
    mem.trash(old.id)
    clock.advance(days=31)

    with pytest.raises(Conflict) as caught:
        mem.restore(new.id)
    assert "30 days" in caught.value.message

    result = mem.purge()

    assert result.purged_items == 2 and result.purged_lineages == (old.lineage,)
    for gone in (old.id, new.id):
        with pytest.raises(NotFound):
            mem.get(gone)
        with pytest.raises(NotFound):
            mem.history(gone)
    assert mem.trashed() == []
    assert [i.id for i in mem.list(include_inactive=True)] == [other.id]
    assert mem.links(other.id) == []
    assert "zanzibar-quokka" not in mem.export().lower()
    assert not _file_contains(mem, db_path, "zanzibar-quokka")


def test_purge_leaves_items_still_inside_the_window(mem, clock):
    item = mem.remember("Recently trashed").item
    mem.trash(item.id)
    clock.advance(days=10)

    assert mem.purge().purged_items == 0
    assert mem.restore(item.id).item.is_active


def test_purge_of_one_trashed_item_works_inside_the_window(mem):
    item = mem.remember("Delete me now").item
    mem.trash(item.id)

    assert mem.purge(item.id).purged_items == 1
    with pytest.raises(NotFound):
        mem.get(item.id)


def test_purge_of_an_item_that_is_not_trashed_is_a_conflict(mem, snapshot):
    item = mem.remember("Keep me").item
    before = snapshot(mem)

    with pytest.raises(Conflict):
        mem.purge(item.id)
    with pytest.raises(Conflict):
        mem.purge("Keep")
    assert snapshot(mem) == before


def test_restore_of_a_forgotten_item_brings_it_back(mem):
    item = mem.remember("Lives in Lisbon").item
    mem.forget(item.id)

    restored = mem.restore(item.id).item

    assert restored.is_active and mem.get(item.id).valid_until is None
    assert [i.id for i in mem.list()] == [item.id]


def test_restore_of_an_active_item_is_a_conflict(mem):
    item = mem.remember("Lives in Lisbon").item
    with pytest.raises(Conflict):
        mem.restore(item.id)


def test_restore_refuses_to_create_a_duplicate_active_item(mem, snapshot):
    item = mem.remember("Lives in Lisbon").item
    mem.forget(item.id)
    mem.remember("lives in lisbon")
    before = snapshot(mem)

    with pytest.raises(Conflict):
        mem.restore(item.id)
    assert snapshot(mem) == before


def test_purge_scrubs_content_from_events_of_undone_versions(mem, db_path):
    item = mem.remember("Zanzibar-Quokka-7731 original").item
    mem.update(item.id, "Zanzibar-Quokka-7731 changed")
    mem.undo()
    mem.trash(item.id)

    mem.purge(item.id)

    assert "zanzibar-quokka" not in mem.export().lower()
    assert not _file_contains(mem, db_path, "zanzibar-quokka")


def _file_contains(mem: Memory, db_path: Path, needle: str) -> bool:
    mem.store.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    files = [p for p in db_path.parent.iterdir() if p.name.startswith(db_path.name)]
    return any(needle.encode() in p.read_bytes().lower() for p in files)


def test_undo_after_a_purge_is_refused_with_a_clear_error(tmp_path: Path) -> None:
    """A purge scrubs the history's snapshots, so an undo reaching the purged memory's events has nothing to put
    back: a Conflict naming the purge, never a KeyError (found by the migration property test)."""
    with Memory.open(tmp_path / "m.db", owner="alice", embedder=None) as mem:
        kept = mem.remember("Lives in Porto").item
        gone = mem.remember("Lives in Lisbon").item
        mem.trash(gone.id)
        mem.purge(gone.id)
        with pytest.raises(Conflict, match="purged"):
            mem.undo()
        assert [i.id for i in mem.list()] == [kept.id]
