"""The Store contract, run on every backend (``any_store`` / ``store_url``: SQLite and PostgreSQL).

Primitives first (what each ``StoreTx`` method returns, in what order, for which owner), then the
facade over them: the bitemporal rules, undo, trash and purge, blocks, sessions and recall are
written once in the service layer, so the same behaviour must come out of every adapter.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import pytest

from conftest import FakeClock, export_records, state_of
from engram import Memory
from engram import apikeys as keys
from engram.errors import Conflict, NotFound, StoreError
from engram.models import Provenance
from engram.retrieval.vectors import VectorIndex
from engram.store.base import ItemQuery, LexicalQuery, NewItem, Store, VectorSearchTx

T0 = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


def at(seconds: int) -> datetime:
    return T0 + timedelta(seconds=seconds)


def new_item(content: str, *, owner: str = "alice", namespace: str = "user", category: str = "fact", **kw) -> NewItem:
    fields = {
        "owner": owner,
        "namespace": namespace,
        "category": category,
        "content": content,
        "content_key": content.lower(),
        "summary": None,
        "detail": None,
        "tags": (),
        "source": "user",
        "provenance": Provenance(),
        "confidence": None,
        "valid_from": at(0),
        "recorded_at": at(0),
    }
    fields.update(kw)
    return NewItem(**fields)


def vec(*values: float) -> bytes:
    array = np.asarray(values, dtype=np.float32)
    return (array / np.linalg.norm(array)).astype(np.float32).tobytes()


# ---- items ---------------------------------------------------------------------------------------
def test_item_ids_grow_and_the_first_version_is_its_own_lineage(any_store: Store) -> None:
    with any_store.write() as tx:
        first = tx.insert_item(new_item("one"))
        second = tx.insert_item(new_item("two", lineage=first.lineage, supersedes=first.id))
    assert first.lineage == first.id
    assert second.id > first.id and second.lineage == first.id and second.supersedes == first.id
    with any_store.read() as tx:
        assert tx.get_item("alice", second.id) == second


def test_explicit_ids_are_kept_and_later_ids_go_past_them(any_store: Store) -> None:
    with any_store.write() as tx:
        imported = tx.insert_item(new_item("imported"), item_id=500)
        event = tx.insert_event("alice", "user", at(1), "user", "import", "item", 500, None, {"x": 1}, event_id=900)
        later = tx.insert_item(new_item("later"))
        later_event = tx.insert_event("alice", "user", at(2), "user", "remember", "item", later.id, None, None)
    assert imported.id == 500 and imported.lineage == 500
    assert event.id == 900
    assert later.id > 500 and later_event.id > 900
    with any_store.read() as tx:
        assert tx.ids_in_use("items", [1, 500]) is True
        assert tx.ids_in_use("items", [499]) is False
        assert tx.ids_in_use("events", []) is False
        assert tx.max_row_id("item") == later.id
        with pytest.raises(ValueError):
            tx.ids_in_use("sessions", [1])


def test_find_items_filters_and_orders_by_id(any_store: Store) -> None:
    with any_store.write() as tx:
        a = tx.insert_item(new_item("alpha", namespace="work"))
        b = tx.insert_item(new_item("beta", namespace="work/acme", category="decision"))
        c = tx.insert_item(new_item("gamma", namespace="workshop"))
        d = tx.insert_item(new_item("delta", namespace="work", source="agent"))
        tx.end_item("alice", d.id, at(5), None)
        tx.set_trashed("alice", c.lineage, at(6))
    with any_store.read() as tx:

        def ids(**kw: object) -> list[int]:
            return [i.id for i in tx.find_items(ItemQuery(owner="alice", **kw))]  # type: ignore[arg-type]

        assert ids() == [a.id, b.id]
        assert ids(namespace="work") == [a.id, b.id]  # the subtree, not "workshop"
        assert ids(namespace="work", include_inactive=True) == [a.id, b.id, d.id]
        assert ids(category="decision") == [b.id]
        assert ids(source="agent", include_inactive=True) == [d.id]
        assert ids(only_trashed=True) == [c.id]
        assert ids(include_trashed=True) == [a.id, b.id, c.id]
        assert ids(after_id=a.id, limit=1) == [b.id]
        assert ids(as_of=at(3)) == [a.id, b.id, d.id]  # delta was still valid then
        assert ids(as_of=at(10)) == [a.id, b.id]
        assert ids(lineage=b.lineage) == [b.id]


def test_an_items_slot_is_stored_and_filtered(any_store: Store) -> None:
    with any_store.write() as tx:
        home = tx.insert_item(new_item("Lives in Galway", slot="residence"))
        pet = tx.insert_item(new_item("Has a cat named Pickles", slot="pet:pickles"))
        plain = tx.insert_item(new_item("Prefers tea"))
    with any_store.read() as tx:
        assert tx.get_item("alice", home.id).slot == "residence"  # type: ignore[union-attr]
        assert tx.get_item("alice", plain.id).slot is None  # type: ignore[union-attr]
        assert [i.id for i in tx.find_items(ItemQuery(owner="alice", slot="residence"))] == [home.id]
        assert [i.id for i in tx.find_items(ItemQuery(owner="alice", slotted=True))] == [home.id, pet.id]
        assert [i.id for i in tx.find_items(ItemQuery(owner="bob", slotted=True))] == []


def test_substring_and_duplicate_lookups(any_store: Store) -> None:
    with any_store.write() as tx:
        coffee = tx.insert_item(new_item("I drink Coffee at 50% strength"))
        tx.insert_item(new_item("tea_time is at five"))
        tx.insert_item(new_item("coffee beans", owner="bob"))
    with any_store.read() as tx:
        assert [i.id for i in tx.find_active_by_substring("alice", "coffee", 10)] == [coffee.id]
        assert [i.content for i in tx.find_active_by_substring("alice", "50%", 10)] == [coffee.content]
        assert tx.find_active_by_substring("alice", "k_c", 10) == []  # "_" is literal, not a wildcard
        assert [i.content for i in tx.find_active_by_substring("alice", "a_t", 10)] == ["tea_time is at five"]
        assert tx.find_active_duplicate("alice", "user", "fact", coffee.content.lower()) == coffee
        assert tx.find_active_duplicate("alice", "user", "decision", coffee.content.lower()) is None


def test_inactive_substring_lookup_finds_trashed_and_forgotten_not_superseded(any_store: Store) -> None:
    with any_store.write() as tx:
        tx.insert_item(new_item("fact A is active"))
        trashed = tx.insert_item(new_item("fact A was trashed"))
        tx.set_trashed("alice", trashed.lineage, at(2))
        forgotten = tx.insert_item(new_item("fact A was forgotten, 50% sure"))
        tx.end_item("alice", forgotten.id, at(3), None)
        old = tx.insert_item(new_item("fact A old version"))
        new = tx.insert_item(new_item("fact A new version", lineage=old.lineage, supersedes=old.id))
        tx.end_item("alice", old.id, at(4), new.id)
        tx.insert_item(new_item("fact A of bob, trashed", owner="bob"))
    with any_store.read() as tx:
        found = tx.find_inactive_by_substring("alice", "FACT a", 10)
        assert [i.id for i in found] == [forgotten.id, trashed.id]  # newest first
        assert [i.id for i in tx.find_inactive_by_substring("alice", "50%", 10)] == [forgotten.id]
        assert tx.find_inactive_by_substring("alice", "a_w", 10) == []  # "_" is literal
        assert len(tx.find_inactive_by_substring("alice", "fact", 1)) == 1


def test_an_identical_active_item_is_refused_and_the_transaction_rolls_back(any_store: Store) -> None:
    with any_store.write() as tx:
        tx.insert_item(new_item("same"))
    with pytest.raises(StoreError), any_store.write() as tx:
        tx.insert_item(new_item("other"))
        tx.insert_item(new_item("same"))
    with any_store.read() as tx:
        assert [i.content for i in tx.find_items(ItemQuery(owner="alice"))] == ["same"]


def test_a_failing_block_rolls_back_every_write_of_the_transaction(any_store: Store) -> None:
    with pytest.raises(RuntimeError), any_store.write() as tx:
        tx.insert_item(new_item("doomed"))
        tx.set_meta("k", "v")
        raise RuntimeError("boom")
    with any_store.read() as tx:
        assert tx.find_items(ItemQuery(owner="alice", include_trashed=True, include_inactive=True)) == []
        assert tx.get_meta("k") is None


def test_a_keyed_write_commits_rolls_back_and_sees_its_own_rows_as_a_plain_write_does(any_store: Store) -> None:
    with any_store.write(keys=["item:alice:user:fact:kept"]) as tx:
        kept = tx.insert_item(new_item("kept"))
        tx.set_meta("keyed", "1")
        assert tx.find_active_duplicate("alice", "user", "fact", "kept") == kept
        event = tx.insert_event("alice", "user", at(1), "user", "remember", "item", kept.id, None, kept.to_dict())
        assert tx.get_event("alice", event.id) == event
    with pytest.raises(RuntimeError), any_store.write(keys=["b", "a", "b"]) as tx:
        tx.insert_item(new_item("doomed"))
        tx.set_meta("keyed", "2")
        raise RuntimeError("boom")
    with pytest.raises(StoreError), any_store.write(keys=["item:alice:user:fact:kept"]) as tx:
        tx.insert_item(new_item("kept"))  # the identical-active guard holds for keyed writers too
    with any_store.write() as tx:  # and a plain writer afterwards sees exactly the committed rows
        assert [i.content for i in tx.find_items(ItemQuery(owner="alice", include_inactive=True))] == ["kept"]
        assert tx.get_meta("keyed") == "1"
        assert [e.id for e in tx.events_for("alice", "item", [kept.id])] == [event.id]


def test_writes_inside_a_read_never_persist(any_store: Store) -> None:
    try:
        with any_store.read() as tx:
            tx.set_meta("sneaky", "1")
    except StoreError:
        pass  # PostgreSQL refuses writes in a read-only snapshot; SQLite rolls them back
    with any_store.read() as tx:
        assert tx.get_meta("sneaky") is None


def test_lifecycle_primitives(any_store: Store) -> None:
    with any_store.write() as tx:
        old = tx.insert_item(new_item("v1"))
        new = tx.insert_item(new_item("v2", lineage=old.lineage, supersedes=old.id))
        tx.end_item("alice", old.id, at(1), new.id)
        tx.set_last_confirmed("alice", new.id, at(2))
        tx.set_confidence("alice", new.id, 0.5)
        assert tx.set_trashed("alice", old.lineage, at(3)) == 2
        assert tx.set_trashed("bob", old.lineage, at(3)) == 0
        assert tx.trashed_lineages("alice", None) == [old.lineage]
        assert tx.trashed_lineages("alice", at(3)) == []
        assert tx.trashed_lineages("alice", at(4)) == [old.lineage]
        ended = tx.get_item("alice", old.id)
        assert ended is not None and ended.valid_until == at(1) and ended.superseded_by == new.id
        tx.reopen_item("alice", old.id)
        reopened = tx.get_item("alice", old.id)
        assert reopened is not None and reopened.valid_until is None and reopened.superseded_by is None
        now = tx.get_item("alice", new.id)
        assert now is not None and now.confidence == 0.5 and now.last_confirmed_at == at(2)
        assert tx.delete_lineage("bob", old.lineage) == 0
        assert tx.delete_lineage("alice", old.lineage) == 2
        assert tx.get_item("alice", new.id) is None


# ---- links and blocks ----------------------------------------------------------------------------
def test_links_follow_their_items(any_store: Store) -> None:
    with any_store.write() as tx:
        a = tx.insert_item(new_item("a"))
        b = tx.insert_item(new_item("b"))
        c = tx.insert_item(new_item("c"))
        ab = tx.insert_link("alice", a.id, b.id, "relates_to", at(1))
        explicit = tx.insert_link("alice", b.id, c.id, "contradicts", at(2), link_id=77)
        later = tx.insert_link("alice", a.id, c.id, "derived_from", at(3))
    assert explicit.id == 77 and later.id > 77
    with any_store.write() as tx:
        assert [link.id for link in tx.links_touching("alice", [b.id])] == [ab.id, 77]
        assert tx.links_touching("bob", [b.id]) == []
        tx.set_link_endpoints("alice", ab.id, c.id, a.id)
        moved = tx.get_link("alice", ab.id)
        assert moved is not None and (moved.from_id, moved.to_id) == (c.id, a.id)
        tx.delete_item("alice", b.id)  # its links go with it
        assert [link.id for link in tx.all_links("alice")] == [ab.id, later.id]
        tx.delete_link("alice", later.id)
        assert tx.get_link("alice", later.id) is None


def test_block_versions(any_store: Store) -> None:
    with any_store.write() as tx:
        v1 = tx.insert_block("alice", "user/notes", None, "first", 1, at(1))
        tx.end_block("alice", v1.id, at(2))
        v2 = tx.insert_block("alice", "user/notes", None, "second", 2, at(2))
        tx.insert_block("alice", "user", "style", "terse", 1, at(3))
        tx.insert_block("alice", "users", None, "elsewhere", 1, at(3))
        tx.insert_block("bob", "user/notes", None, "bob's", 1, at(3))
    with any_store.read() as tx:
        active = tx.get_active_block("alice", "user/notes", None)
        assert active is not None and active.id == v2.id and active.version == 2 and active.category is None
        assert [(b.namespace, b.category) for b in tx.list_active_blocks("alice", "user")] == [
            ("user", "style"),
            ("user/notes", None),
        ]
        assert [b.content for b in tx.all_blocks("alice")] == ["first", "second", "terse", "elsewhere"]
        assert [b.id for b in tx.blocks_by_ids("alice", [v1.id, v2.id])] == [v1.id, v2.id]
        assert tx.blocks_by_ids("bob", [v1.id]) == []
    with any_store.write() as tx:
        tx.delete_block("alice", v2.id)
        tx.reopen_block("alice", v1.id)
        again = tx.get_active_block("alice", "user/notes", None)
        assert again is not None and again.id == v1.id


# ---- events --------------------------------------------------------------------------------------
def test_events_undo_flags_and_scrubbing(any_store: Store) -> None:
    with any_store.write() as tx:
        item = tx.insert_item(new_item("x"))
        before = {"content": "old", "lineage": item.lineage}
        after = {"content": "new", "lineage": item.lineage}
        e1 = tx.insert_event("alice", "user", at(1), "user", "remember", "item", item.id, None, after)
        e2 = tx.insert_event("alice", "user", at(2), "user", "update", "item", 999, before, after)
        undo = tx.insert_event("alice", "user", at(3), "user", "undo", "item", item.id, after, before, undoes=e2.id)
        tx.insert_event("bob", "user", at(4), "user", "remember", "item", item.id, None, None)
    with any_store.read() as tx:
        got = tx.get_event("alice", e2.id)
        assert got is not None and got.undone and got.before == before and got.after == after
        assert tx.get_event("bob", e2.id) is None
        last = tx.last_undoable_event("alice")
        assert last is not None and last.id == e1.id  # e2 is undone, the undo itself is not undoable
        assert tx.last_event_id("alice", "undo") == undo.id
        assert tx.last_event_id("alice", "purge") is None
        assert [e.id for e in tx.events_for("alice", "item", [item.id])] == [e1.id, undo.id]
        assert [e.id for e in tx.iter_events("alice")] == [e1.id, e2.id, undo.id]
        assert [e.id for e in tx.lineage_events("alice", item.lineage)] == [e1.id, e2.id, undo.id]
    with any_store.write() as tx:
        tx.insert_event("alice", "user", at(5), "user", "import", "item", None, None, None)
        assert tx.last_undoable_event("alice") is None  # nothing before an import can be undone
        tx.scrub_events("alice", "item", [item.id])
        scrubbed = tx.get_event("alice", e1.id)
        assert scrubbed is not None and scrubbed.before is None and scrubbed.after == {"purged": True}
        tx.scrub_lineage_events("alice", item.lineage)
        assert all(
            e.before in (None, {"purged": True}) and e.after in (None, {"purged": True})
            for e in tx.iter_events("alice")
        )


# ---- sessions, turns, digests, daily logs ----------------------------------------------------------
def test_sessions_and_turns(any_store: Store) -> None:
    with any_store.write() as tx:
        s1 = tx.insert_session("alice", "s1", "user/work", "first", at(0), {"agent": "x"})
        tx.insert_session("alice", "s2", "user", None, at(1), {})
        t1 = tx.append_turn("alice", "s1", "user", "Ana", "Ana: hello there", at(10), "ext-1", {})
        t2 = tx.append_turn("alice", "s1", "assistant", None, "hi", at(5), None, {"k": 1})
        tx.append_turn("alice", "s2", "user", None, "other", at(7), None, {})
        with pytest.raises(ValueError):
            tx.append_turn("alice", "nope", "user", None, "x", at(1), None, {})
        with pytest.raises(ValueError):
            tx.update_session("alice", "s1", turn_count=5)
        tx.update_session("alice", "s2", status="idle", meta={"a": 1}, closed_at=at(20))
    assert s1.turn_count == 0 and s1.status == "active" and s1.meta == {"agent": "x"}
    assert (t1.seq, t2.seq) == (1, 2) and t1.external_id == "ext-1" and t2.meta == {"k": 1}
    with any_store.read() as tx:
        session = tx.get_session("alice", "s1")
        assert session is not None and session.turn_count == 2 and session.last_turn_at == at(10)
        assert tx.get_session("bob", "s1") is None
        assert [t.seq for t in tx.list_turns("alice", "s1")] == [1, 2]
        assert [t.seq for t in tx.list_turns("alice", "s1", after_seq=1)] == [2]
        assert [t.seq for t in tx.list_turns("alice", "s1", limit=1)] == [1]
        assert tx.list_turns("bob", "s1") == []
        assert tx.get_turn("alice", t1.id) == t1
        assert tx.get_turn("bob", t1.id) is None
        assert [s.id for s in tx.list_sessions("alice")] == ["s1", "s2"]  # by last turn, newest first
        assert [s.id for s in tx.list_sessions("alice", status="idle")] == ["s2"]
        idle = tx.get_session("alice", "s2")
        assert idle is not None and idle.meta == {"a": 1} and idle.closed_at == at(20)
        assert tx.speakers("alice") == ["Ana"]
        assert tx.speakers("bob") == []
        contexts = {c.id: c for c in tx.turn_contexts("alice", [t1.id, t2.id])}
        assert contexts[t1.id].next_id == t2.id and contexts[t1.id].prev_id is None
        assert contexts[t2.id].prev_id == t1.id and contexts[t1.id].namespace == "user/work"
        assert tx.turn_contexts("bob", [t1.id]) == []


def test_digests_daily_snapshots_and_session_delete(any_store: Store) -> None:
    with any_store.write() as tx:
        tx.insert_session("alice", "s1", "user", None, at(0), {})
        tx.insert_session("alice", "s2", "user/x", None, at(0), {})
        tx.append_turn("alice", "s1", "user", None, "we chose postgres for storage", at(1), None, {})
        d1 = tx.insert_digest(
            "alice", "s1", "user", "Storage", "chose postgres", ["use pgvector"], [], ["a.py"], 1, 1, at(2)
        )
        d2 = tx.insert_digest("alice", "s2", "user/x", "Later", "other", [], ["found"], [], 1, 3, at(3))
        tx.insert_daily("alice", "user", "2026-03-01", "12:00", "note", "first", "s1", at(2))
        tx.insert_daily("alice", "user", "2026-03-02", "09:00", "note", "second", None, at(3))
        assert tx.put_snapshot("alice", "s1", "ctx", "first render", at(4)) == "first render"
        assert tx.put_snapshot("alice", "s1", "ctx", "second render", at(5)) == "first render"
    with any_store.read() as tx:
        assert [d.id for d in tx.list_digests("alice")] == [d2.id, d1.id]
        assert [d.id for d in tx.list_digests("alice", namespace="user/x")] == [d2.id]
        assert [d.id for d in tx.list_digests("alice", limit=1)] == [d2.id]
        assert tx.digests_by_ids("alice", [d1.id])[0].decisions == ("use pgvector",)
        assert tx.digests_by_ids("bob", [d1.id]) == []
        assert [i for i, _ in tx.lexical_digests("alice", LexicalQuery(("pgvector",)), 10, None)] == [d1.id]
        assert tx.lexical_digests("bob", LexicalQuery(("pgvector",)), 10, None) == []
        assert [e.text for e in tx.daily_entries("alice", "user", "2026-03-01")] == ["first"]
        assert tx.daily_days("alice", "user") == ["2026-03-01", "2026-03-02"]
        assert tx.daily_days("bob", "user") == []
    with any_store.write() as tx:
        tx.update_session("alice", "s2", trashed_at=at(9))
        assert [d.id for d in tx.list_digests("alice")] == [d1.id]
        assert [d.id for d in tx.list_digests("alice", include_trashed=True)] == [d2.id, d1.id]
        assert tx.delete_session("bob", "s1") == 0
        assert tx.delete_session("alice", "s1") == 1
        assert tx.get_session("alice", "s1") is None
        assert tx.list_digests("alice", session_id="s1", include_trashed=True) == []
        assert [e.text for e in tx.daily_entries("alice", "user", "2026-03-01")] == []
        assert tx.get_snapshot("alice", "s1", "ctx") is None
        assert tx.search_turns("alice", LexicalQuery(("postgres",), field="text"), 10) == []


# ---- search: indexes in step with the rows ----------------------------------------------------------
WEIGHTS = (1.0, 0.5, 0.5, 1.0)


def test_lexical_search_sees_what_was_committed_and_only_the_owners(any_store: Store) -> None:
    with any_store.write() as tx:
        item = tx.insert_item(new_item("The narwhal migrates north in spring", tags=("subject:whales",)))
        tx.insert_item(new_item("narwhal facts", owner="bob"))
        block = tx.insert_block("alice", "user", None, "narwhal notes", 1, at(1))
        tx.insert_session("alice", "s1", "user/trip", None, at(0), {})
        t1 = tx.append_turn("alice", "s1", "user", "Ana", "Ana: I saw a narwhal yesterday", at(1), None, {})
        t2 = tx.append_turn("alice", "s1", "user", "Bob", "Bob: really?", at(2), None, {})
    with any_store.read() as tx:
        scope = ItemQuery(owner="alice")
        assert [i for i, _ in tx.lexical_items("alice", LexicalQuery(("narwhal",)), 10, scope)] == [item.id]
        assert [i for i, _ in tx.lexical_items("alice", LexicalQuery(("migrating",)), 10, scope)] == [item.id]  # stems
        assert [
            i
            for i, _ in tx.lexical_items(
                "alice", LexicalQuery(("subject", "whales"), phrase=True, field="tags"), 10, scope
            )
        ] == [item.id]
        assert tx.lexical_items("alice", LexicalQuery(("narwhal",), phrase=True, field="tags"), 10, scope) == []
        assert (
            tx.lexical_items("alice", LexicalQuery(("narwhal",)), 10, ItemQuery(owner="alice", namespace="work")) == []
        )
        assert [i for i, _ in tx.lexical_blocks("alice", LexicalQuery(("narwhal", "zebra")), 10, None)] == [block.id]
        assert tx.lexical_blocks("alice", LexicalQuery(("narwhal",)), 10, "work") == []
        turns = tx.lexical_turns("alice", LexicalQuery(("narwhal",)), WEIGHTS, 10)
        assert [i for i, _ in turns] == [t1.id, t2.id]  # t2 by its previous turn's text, ranked lower
        assert turns[0][1] > turns[1][1] > 0
        text_only = tx.lexical_turns("alice", LexicalQuery(("narwhal",)), (1.0, 0.0, 0.0, 0.0), 10, "user/trip", "s1")
        assert text_only[0][0] == t1.id
        assert tx.lexical_turns("alice", LexicalQuery(("narwhal",)), WEIGHTS, 10, session_id="s2") == []
        assert tx.lexical_turns("alice", LexicalQuery(("ana",)), WEIGHTS, 10) == []  # speaker names are not text
        assert [i for i, _ in tx.lexical_turns("alice", LexicalQuery(("march",)), WEIGHTS, 10)] == [
            t1.id,
            t2.id,
        ]
        found = tx.search_turns("alice", LexicalQuery(("narwhal",), field="text"), 10)
        assert [(sid, tid, seq) for sid, tid, seq, _, _ in found] == [("s1", t1.id, 1)]
        assert "[narwhal]" in found[0][3]
        assert tx.search_turns("bob", LexicalQuery(("narwhal",), field="text"), 10) == []


def test_prune_terms_keeps_present_words_rarest_first_within_the_budget(any_store: Store) -> None:
    with any_store.write() as tx:
        for n in range(6):
            tx.insert_item(new_item(f"common word number {n}" + (" rare" if n == 0 else "")))
    with any_store.read() as tx:
        assert tx.prune_terms("item", ["rare", "common", "absent"], 100) == ["rare", "common"]
        assert tx.prune_terms("item", ["rare", "common"], 3) == ["rare"]
        assert tx.prune_terms("item", ["absent"], 100) == []
        assert tx.prune_terms("item", [], 100) == []


def test_ranking_rows_and_items_by_ids_respect_the_query(any_store: Store) -> None:
    with any_store.write() as tx:
        a = tx.insert_item(new_item("a", confidence=0.4))
        b = tx.insert_item(new_item("b", namespace="other"))
        other = tx.insert_item(new_item("c", owner="bob"))
    with any_store.read() as tx:
        got = tx.item_ranking_rows([b.id, a.id, other.id], ItemQuery(owner="alice"))
        assert [(r.id, r.confidence) for r in got] == [(b.id, None), (a.id, 0.4)]
        assert [r.recorded_at for r in got] == [b.recorded_at, a.recorded_at]  # typed: datetimes, not text
        assert [r.id for r in tx.item_ranking_rows([a.id, b.id], ItemQuery(owner="alice", namespace="user"))] == [a.id]
        assert [i.id for i in tx.items_by_ids("alice", [b.id, a.id, other.id])] == [a.id, b.id]


# ---- vectors -------------------------------------------------------------------------------------
def test_vectors_bookkeeping(any_store: Store) -> None:
    with any_store.write() as tx:
        a = tx.insert_item(new_item("a"))
        b = tx.insert_item(new_item("b"))
        tx.put_vectors("alice", "item", [(a.id, vec(1, 0, 0)), (b.id, vec(0, 1, 0))])
        deleted0, top0 = tx.vector_stats("alice", "item")
        assert [r for _, r, _ in tx.vectors_since("alice", "item", 0)] == [a.id, b.id]
        assert tx.missing_vectors("alice", "item", 10) == []
        c = tx.insert_item(new_item("c"))
        assert tx.missing_vectors("alice", "item", 10) == [(c.id, "c")]
        assert tx.missing_vectors("alice", "item", 10, after_id=c.id) == []
        tx.put_vectors("alice", "item", [(a.id, vec(1, 1, 0))])  # a replaced vector is new to caches
        since = tx.vectors_since("alice", "item", top0)
        assert [r for _, r, _ in since] == [a.id]
        assert np.allclose(np.frombuffer(since[0][2], dtype=np.float32), np.frombuffer(vec(1, 1, 0), np.float32))
        assert tx.vector_stats("alice", "item")[1] > top0
        tx.delete_item("alice", b.id)  # its vector goes too, and the deletion counter moves
        deleted1, _ = tx.vector_stats("alice", "item")
        assert deleted1 == deleted0 + 1
        assert [r for _, r, _ in tx.vectors_since("alice", "item", 0)] == [a.id]
        assert tx.vector_stats("bob", "item") == (deleted1, 0)
        assert tx.drop_vectors("alice") == 1
        assert tx.vector_stats("alice", "item")[0] == deleted1 + 1


def test_vector_search_finds_the_exact_nearest(any_store: Store) -> None:
    """The service's search: in the store where it can (PostgreSQL HNSW), else numpy; same answer."""
    rng = np.random.default_rng(7)
    matrix = rng.normal(size=(60, 16)).astype(np.float32)
    matrix /= np.linalg.norm(matrix, axis=1, keepdims=True)
    with any_store.write() as tx:
        ids = [tx.insert_item(new_item(f"item {n}")).id for n in range(60)]
        tx.put_vectors("alice", "item", [(i, row.tobytes()) for i, row in zip(ids, matrix, strict=True)])
        tx.put_vectors("bob", "item", [(tx.insert_item(new_item("b", owner="bob")).id, matrix[3].tobytes())])
    query = matrix[3] + 0.1 * matrix[5]
    query /= np.linalg.norm(query)
    exact = sorted(zip(ids, matrix @ query, strict=True), key=lambda p: -p[1])[:5]
    index = VectorIndex(None)
    with any_store.read() as tx:
        found = index.search(tx, "alice", "item", query.astype(np.float32), 5)
        assert sorted(found, key=lambda i: -found[i]) == [i for i, _ in exact]
        assert np.allclose([found[i] for i, _ in exact], [s for _, s in exact], atol=1e-4)
        assert index.search(tx, "carol", "item", query.astype(np.float32), 5) == {}
        if isinstance(tx, VectorSearchTx):
            other_dimension = np.ones(8, np.float32).tobytes()
            assert tx.nearest_vectors("alice", "item", other_dimension, 5) == []


# ---- meta, API keys ------------------------------------------------------------------------------
def test_meta_and_api_keys(any_store: Store) -> None:
    with any_store.write() as tx:
        tx.set_meta("k", "1")
        tx.set_meta("k", "2")
        key = tx.insert_api_key("alice", "laptop", "hash-1", at(1))
        tx.insert_api_key("bob", None, "hash-2", at(2))
    with any_store.write() as tx:
        assert tx.get_meta("k") == "2" and tx.get_meta("nope") is None
        assert tx.api_key_by_hash("hash-1") == key
        assert [k.owner for k in tx.list_api_keys(None)] == ["alice", "bob"]
        assert [k.id for k in tx.list_api_keys("alice")] == [key.id]
        tx.touch_api_key(key.id, at(3))
        tx.revoke_api_key(key.id, at(4))
        tx.revoke_api_key(key.id, at(5))  # the first revocation stands
        got = tx.get_api_key(key.id)
        assert got is not None and got.revoked_at == at(4) and got.last_used_at == at(3)
        assert tx.has_active_api_keys()


def test_api_keys_through_the_service(any_store: Store) -> None:
    made = keys.create_key(any_store, "alice", "ci")
    assert keys.authenticate(any_store, made.token) is not None
    keys.revoke_key(any_store, made.key.id)
    assert keys.authenticate(any_store, made.token) is None
    assert not keys.any_active(any_store)


# ---- the facade over each backend --------------------------------------------------------------------
@pytest.fixture
def memory_on(store_url: str, isolated_env: Path, clock: FakeClock) -> Iterator[Callable[..., Memory]]:
    opened: list[Memory] = []

    def _open(owner: str = "alice", **kwargs: object) -> Memory:
        kwargs.setdefault("embedder", None)
        memory = Memory.open(store_url, owner=owner, clock=clock, **kwargs)  # type: ignore[arg-type]
        opened.append(memory)
        return memory

    yield _open
    for memory in opened:
        memory.close()


def test_scoping_another_owner_sees_nothing(memory_on: Callable[..., Memory]) -> None:
    alice, bob = memory_on("alice"), memory_on("bob")
    written = alice.remember("alice's locker code is in the blue notebook")
    alice.session("s-a", title="private")
    alice.append_turn("s-a", "user", "the blue notebook is in the drawer")
    alice.block_write("user", "alice's notes")
    assert bob.list() == [] and bob.sessions() == [] and bob.recall("blue notebook") == []
    assert bob.search_sessions("notebook") == [] and bob.block_list() == []
    with pytest.raises(NotFound):
        bob.get(written.item.id)
    with pytest.raises(NotFound):
        bob.forget("blue notebook")  # a substring reference finds nothing of another owner's either
    assert {h.kind for h in alice.recall("blue notebook", k=5)} == {"item", "turn"}


def test_bitemporal_update_forget_and_as_of(memory_on: Callable[..., Memory], clock: FakeClock) -> None:
    memory = memory_on()
    first = memory.remember("I live in Lisbon", category="profile").item
    between = clock.now
    clock.advance(days=1)
    second = memory.update(first.id, "I live in Porto").item
    clock.advance(days=1)
    memory.forget(second.id)
    assert memory.list() == []
    assert [i.content for i in memory.list(as_of=between)] == ["I live in Lisbon"]
    assert [i.content for i in memory.list(as_of=second.valid_from)] == ["I live in Porto"]
    history = memory.history(first.id)
    assert [v.id for v in history.versions] == [first.id, second.id]
    assert [e.op for e in history.events] == ["remember", "update", "forget"]


def test_undo_trash_restore_and_purge(memory_on: Callable[..., Memory], clock: FakeClock) -> None:
    memory = memory_on()
    item = memory.remember("secret recipe uses saffron").item
    memory.update(item.id, "secret recipe uses cardamom")
    memory.undo()
    assert [i.content for i in memory.list()] == ["secret recipe uses saffron"]
    memory.trash(item.id)
    assert memory.list() == [] and [i.id for i in memory.trashed()] != []
    memory.restore(item.id)
    assert [i.content for i in memory.list()] == ["secret recipe uses saffron"]
    memory.trash(item.id)
    assert memory.purge().purged_items == 0  # still inside the trash window
    with pytest.raises(Conflict):
        memory.purge(memory.remember("not trashed").item.id)
    clock.advance(days=31)
    result = memory.purge()
    assert result.purged_items == 1 and result.purged_lineages == (item.lineage,)
    leftovers = json.dumps(export_records(memory))
    assert "saffron" not in leftovers and "cardamom" not in leftovers
    assert memory.recall("saffron") == []


def test_blocks_sessions_digests_through_the_facade(memory_on: Callable[..., Memory]) -> None:
    memory = memory_on()
    memory.block_write("user/project", "uses PostgreSQL")
    memory.block_write("user/project", "and pgvector", mode="append")
    block = memory.block_get("user/project")
    assert block is not None and block.version == 2 and "pgvector" in block.content
    memory.session("s1", title="storage talk")
    memory.append_turn("s1", "user", "We decided to use PostgreSQL with pgvector for the team server.")
    memory.append_turn("s1", "assistant", "Noted: PostgreSQL, HNSW indexes for vectors.")
    found = memory.search_sessions("pgvector")
    assert [m.session.id for m in found] == ["s1"]
    memory.close_session("s1")
    assert [t.seq for t in memory.turns("s1")] == [1, 2]


def test_recall_with_the_local_embedder_and_lexical_only(memory_on: Callable[..., Memory]) -> None:
    from engram.app import build_embedder
    from engram.settings import Settings

    embedder = build_embedder(Settings.load(db=":memory:"))
    if embedder is None:
        pytest.skip("the local embedding model is not installed (engramdb[embed])")
    dense = memory_on("alice", embedder=embedder)
    dense.remember("My daughter is allergic to peanuts")
    dense.remember("The car needs new tyres before winter")
    dense.remember("Quarterly report is due on Friday")
    dense.index()
    hits = dense.recall("food allergy of my child", k=3)
    assert hits and hits[0].content == "My daughter is allergic to peanuts"
    assert hits[0].components["dense"] > 0
    lexical = memory_on("bob", embedder=None)
    lexical.remember("The car needs new tyres before winter")
    assert [h.content for h in lexical.recall("tyres", k=3)] == ["The car needs new tyres before winter"]


def test_export_import_round_trip_between_backends(
    memory_on: Callable[..., Memory], open_memory: Callable[..., Memory], tmp_path: Path
) -> None:
    source = open_memory("alice", path=tmp_path / "source.db")  # always SQLite
    first = source.remember("likes green tea", category="preference").item
    source.update(first.id, "likes jasmine tea")
    source.remember("works at ACME", category="profile")
    source.block_write("user", "a block")
    exported = source.export("jsonl")
    target = memory_on("alice")
    report = target.import_(exported, "jsonl", strict=True)
    assert report.committed and report.items == 3 and report.blocks == 1
    assert state_of(target) == state_of(source)
    assert [e for e in export_records(target) if e["type"] == "event"][:-1] == [
        e for e in export_records(source) if e["type"] == "event"
    ]  # the same history, then the import itself
