"""Fail-closed owner scoping: bob, on the same SQLite file as alice, can neither see nor change her records."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

from engram import Memory, NotFound, ScopeError
from engram.app import open_store

ALICE_WORDS = ("Quetzal", "alice-only", "Ravenclaw-88")


@dataclass
class AliceWorld:
    active: int
    superseded: int
    forgotten: int
    trashed: int
    link: int
    events: list[int]


@pytest.fixture
def alice(open_memory) -> Memory:
    return open_memory("alice")


@pytest.fixture
def bob(open_memory, alice) -> Memory:
    return open_memory("bob")


@pytest.fixture
def world(alice) -> AliceWorld:
    first = alice.remember("Quetzal is my cat's name", category="profile").item
    active = alice.update(first.id, "Quetzal is my parrot's name").item
    other = alice.remember("alice-only: works at the observatory").item
    link = alice.link(active.id, other.id).link
    alice.confirm(other.id)
    forgotten = alice.remember("Ravenclaw-88 was my old password hint").item
    alice.forget(forgotten.id)
    trashed = alice.remember("Quetzal trip to Peru, trashed").item
    alice.trash(trashed.id)
    alice.block_write("user", "Quetzal block: be concise")
    alice.block_write("user", "alice-only preference block", category="preference")
    events = [r["id"] for r in _records(alice) if r["type"] == "event"]
    return AliceWorld(active.id, first.id, forgotten.id, trashed.id, link.id, events)


def _records(memory: Memory) -> list[dict]:
    return [json.loads(line) for line in memory.export("jsonl").splitlines() if line.strip()]


def _mentions_alice(text: str) -> bool:
    return any(word.lower() in text.lower() for word in ALICE_WORDS)


ID_OPERATIONS = {
    "get": lambda bob, ref, own: bob.get(ref),
    "history": lambda bob, ref, own: bob.history(ref),
    "update": lambda bob, ref, own: bob.update(ref, "bob rewrote this"),
    "forget": lambda bob, ref, own: bob.forget(ref),
    "confirm": lambda bob, ref, own: bob.confirm(ref),
    "trash": lambda bob, ref, own: bob.trash(ref),
    "restore": lambda bob, ref, own: bob.restore(ref),
    "purge": lambda bob, ref, own: bob.purge(ref),
    "links": lambda bob, ref, own: bob.links(ref),
    "link-from": lambda bob, ref, own: bob.link(own, ref),
    "link-to": lambda bob, ref, own: bob.link(ref, own),
}


@pytest.mark.parametrize("which", ["active", "superseded", "forgotten", "trashed"])
@pytest.mark.parametrize("operation", list(ID_OPERATIONS))
def test_bob_cannot_reach_alice_by_id(alice, bob, world, state, operation, which):
    own = bob.remember("bob likes tea").item.id
    before = state(alice)
    ref = getattr(world, which)

    for form in (ref, str(ref), f"#{ref}"):
        with pytest.raises(NotFound):
            ID_OPERATIONS[operation](bob, form, own)

    assert state(alice) == before


SUBSTRING_OPERATIONS = {k: v for k, v in ID_OPERATIONS.items() if k != "get"}


@pytest.mark.parametrize("needle", ["Quetzal", "observatory", "parrot's name"])
@pytest.mark.parametrize("operation", list(SUBSTRING_OPERATIONS))
def test_bob_cannot_reach_alice_by_substring(alice, bob, world, state, operation, needle):
    own = bob.remember("bob likes tea").item.id
    before = state(alice)

    with pytest.raises(NotFound):
        SUBSTRING_OPERATIONS[operation](bob, needle, own)

    assert state(alice) == before


def test_bob_lists_only_his_own_items(alice, bob, world, clock):
    assert bob.list() == []
    assert bob.list(include_inactive=True) == []
    assert bob.list(as_of=clock.now) == []
    assert bob.list(namespace="user", category="profile") == []
    assert bob.trashed() == []

    mine = bob.remember("Quetzal is my cat's name", category="profile")  # same text as alice's first version

    assert mine.created is True
    assert [i.owner for i in bob.list(include_inactive=True)] == ["bob"]
    assert all(i.owner == "alice" for i in alice.list(include_inactive=True))


def test_bob_undo_never_touches_alice_events(alice, bob, world, state):
    before = state(alice)
    with pytest.raises(NotFound):
        bob.undo()
    for event_id in world.events:
        with pytest.raises(NotFound):
            bob.undo(event_id)

    bob.remember("bob one")
    alice.remember("alice-only later write")
    alice_now = state(alice)

    assert bob.undo().undone.owner == "bob"
    assert bob.list() == []
    with pytest.raises(NotFound):
        bob.undo()
    assert state(alice) == alice_now != before


def test_bob_sees_none_of_alices_blocks(alice, bob, world):
    assert bob.block_read("user") == ""
    assert bob.block_read("user", "preference") == ""
    assert bob.block_get("user") is None
    assert bob.block_list() == [] and bob.block_list("user") == []

    bob.block_write("user", "bob's block")

    assert bob.block_get("user").version == 1
    assert alice.block_read("user") == "Quetzal block: be concise"


@pytest.mark.parametrize("fmt", ["jsonl", "aish", "markdown"])
def test_bob_export_contains_none_of_alices_data(alice, bob, world, fmt):
    bob.remember("bob likes tea", category="preference")
    bob.block_write("user", "bob block")

    text = bob.export(fmt)

    assert not _mentions_alice(text)
    assert "bob likes tea" in text
    assert _mentions_alice(alice.export(fmt))


def test_bob_jsonl_export_records_are_all_his(alice, bob, world):
    bob.remember("bob likes tea")
    alice_item_ids = {r["id"] for r in _records(alice) if r["type"] == "item"}
    records = _records(bob)

    assert records[0]["owner"] == "bob"
    assert not {r["id"] for r in records if r["type"] == "item"} & alice_item_ids
    assert not {r["id"] for r in records if r["type"] == "event"} & set(world.events)


def test_bob_purging_expired_trash_leaves_alices_trash(alice, bob, world, clock):
    own = bob.remember("bob's throwaway").item
    bob.trash(own.id)
    clock.advance(days=31)

    result = bob.purge()

    assert result.purged_lineages == (own.lineage,)
    assert [i.id for i in alice.trashed()] == [world.trashed]


def test_bob_importing_alices_records_never_changes_hers(alice, bob, world, state):
    exported = alice.export("jsonl")
    before = state(alice)

    report = bob.import_(exported, "jsonl")

    assert report.errors == ()
    assert state(alice) == before
    assert all(i.owner == "bob" for i in bob.list(include_inactive=True))
    assert {i.id for i in bob.list(include_inactive=True)}.isdisjoint({i.id for i in alice.list(include_inactive=True)})


# ---- owners themselves ---------------------------------------------------------------------------

BAD_OWNERS = [None, "", "   ", "../x", "a b", "a/b", ".hidden", "x" * 129]


@pytest.mark.parametrize("owner", BAD_OWNERS)
def test_invalid_owners_are_a_scope_error(db_path, owner):
    store = open_store(str(db_path))
    try:
        with pytest.raises(ScopeError):
            Memory(store, owner=owner)
    finally:
        store.close()


@pytest.mark.parametrize(
    "owner",
    [
        "",  # must not fall back to the shared 'default' owner (fail-closed)
        "   ",
        "../x",
        "a b",
    ],
)
def test_memory_open_refuses_invalid_owners(isolated_env, db_path, owner):
    with pytest.raises(ScopeError):
        Memory.open(db_path, owner=owner, embedder=None).close()


def test_valid_owner_names(open_memory):
    for owner in ("alice", "user-42", "a.b@example.com", "x" * 128):
        assert open_memory(owner).owner == owner
