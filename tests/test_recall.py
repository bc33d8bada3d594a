"""Recall: hybrid lexical + dense search over items, turns and blocks — scoped, filtered, and kept in step
with every write (PRODUCT §3, seed 001 recall tool, seed 004 namespace subtrees and category filters)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engram import InvalidInput
from engram.providers.fake import FakeEmbedder
from engram.retrieval.recipes import DEFAULT_RECIPE

# ---- helpers and fixtures ------------------------------------------------------------------------


@pytest.fixture
def amem(open_memory):
    """alice's memory with the deterministic hashing embedder."""
    return open_memory("alice", embedder=FakeEmbedder())


@pytest.fixture
def bmem(open_memory):
    """bob's memory on the same file as alice's."""
    return open_memory("bob", embedder=FakeEmbedder())


@pytest.fixture(scope="module")
def local_embedder() -> Any:
    """The real default embedder (all-MiniLM-L6-v2 int8), loaded once for this module."""
    pytest.importorskip("onnxruntime")
    from engram.providers.local_embed import LocalEmbedder

    return LocalEmbedder()


def contents(hits) -> list[str]:
    return [h.content for h in hits]


def ids(hits) -> list[int]:
    return [h.id for h in hits]


def fts_rows(memory, table: str, word: str) -> list[int]:
    sql = f"SELECT rowid FROM {table} WHERE {table} MATCH ?"
    return [r[0] for r in memory.store.connection.execute(sql, (f'"{word}"',))]


def vector_refs(memory, kind: str) -> set[int]:
    rows = memory.store.connection.execute("SELECT ref_id FROM vectors WHERE kind = ?", (kind,))
    return {r[0] for r in rows}


# ---- basics --------------------------------------------------------------------------------------


def test_a_lexical_match_is_found(amem):
    saved = amem.remember("The spare house key is under the blue flowerpot").item
    amem.remember("My dentist appointment is on Tuesday")

    hits = amem.recall("where is the house key?")

    assert hits[0].kind == "item"
    assert hits[0].id == saved.id
    assert hits[0].components["lexical"] > 0


def test_paraphrase_without_shared_words_is_found_by_the_real_embedder(open_memory, local_embedder):
    memory = open_memory("alice", embedder=local_embedder)
    hiking = memory.remember("I love hiking in the Alps").item
    memory.remember("The quarterly tax return is due in April")
    memory.remember("My cat is called Miso", category="profile")

    hits = memory.recall("mountain walking")

    # Found only through its meaning; the unrelated items stay under the dense floor.
    assert [(h.kind, h.id) for h in hits] == [("item", hiking.id)]
    assert hits[0].components["lexical"] == 0
    assert hits[0].components["dense"] >= DEFAULT_RECIPE.dense_floor


def test_the_real_embedder_finds_a_turn_by_meaning(open_memory, local_embedder):
    memory = open_memory("alice", embedder=local_embedder)
    memory.append_turn("trip", "user", "We spent the whole week skiing in Chamonix")
    memory.append_turn("tax", "user", "Remind me to file the VAT return before the deadline")

    hits = memory.recall("winter sports holiday", kinds=("turn",))

    assert hits and hits[0].content == "We spent the whole week skiing in Chamonix"


def test_results_are_ordered_by_score_and_cut_at_k(amem):
    for text in ("coffee", "coffee beans", "strong coffee every morning", "decaf coffee after dinner", "tea"):
        amem.remember(text)

    hits = amem.recall("coffee", k=3)

    assert len(hits) == 3
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)


def test_every_lexical_match_is_returned_even_the_weakest(amem):
    short = amem.remember("coffee").item
    long = amem.remember("I drink coffee every morning before work, black, no sugar, from the shop downstairs").item

    hits = amem.recall("coffee")

    assert {h.id for h in hits} == {short.id, long.id}


def test_an_item_hit_explains_its_score_and_carries_provenance(amem):
    saved = amem.remember(
        "Prefers aisle seats on long flights",
        category="preference",
        namespace="user/travel",
        provenance={"session_id": "chat-7", "turn_ids": ["msg-3", "msg-4"]},
    ).item

    (hit,) = amem.recall("aisle seats")

    assert (hit.kind, hit.id, hit.content) == ("item", saved.id, "Prefers aisle seats on long flights")
    assert hit.score > 0
    assert {"lexical", "dense", "fused"} <= set(hit.components)
    assert hit.session_id == "chat-7"
    assert hit.external_turn_ids == ("msg-3", "msg-4")
    assert (hit.category, hit.namespace) == ("preference", "user/travel")


def test_a_turn_hit_carries_session_turn_ids_speaker_and_time(amem):
    turn = amem.append_turn(
        "chat-1", "user", "My sister Nadia is visiting in March", speaker="Ana", turn_id="ext-42", at="2025-02-03"
    )

    (hit,) = amem.recall("sister visiting", kinds=("turn",))

    assert (hit.kind, hit.id, hit.content) == ("turn", turn.id, "My sister Nadia is visiting in March")
    assert {"lexical", "dense", "fused"} <= set(hit.components)
    assert hit.session_id == "chat-1"
    assert hit.turn_ids == (str(turn.id),)
    assert hit.external_turn_ids == ("ext-42",)
    assert hit.speaker == "Ana"
    assert hit.at == turn.at


@pytest.mark.parametrize(
    "kwargs",
    [
        {"query": ""},
        {"query": "   \x00 "},
        {"query": "coffee", "k": 0},
        {"query": "coffee", "k": True},
        {"query": "coffee", "kinds": ("item", "nonsense")},
        {"query": "coffee", "kinds": ()},
        {"query": "coffee", "category": "no-such-category"},
        {"query": "coffee", "namespace": "bad namespace"},
    ],
)
def test_bad_recall_arguments_are_invalid_input(amem, kwargs):
    with pytest.raises(InvalidInput):
        amem.recall(**kwargs)


def test_fts_syntax_in_a_query_is_treated_as_words(amem):
    amem.remember("near the station")

    hits = amem.recall('NEAR( "station" AND OR * -')

    assert contents(hits) == ["near the station"]


# ---- filters -------------------------------------------------------------------------------------


@pytest.fixture
def mixed(amem):
    """One item, one block and one turn that all mention a harbour."""
    item = amem.remember("The boat is moored in the harbour").item
    block = amem.block_write("user", "Core: sails from the harbour every summer").block
    turn = amem.append_turn("s1", "user", "Let's meet at the harbour at noon")
    return amem, {"item": item.id, "block": block.id, "turn": turn.id}


@pytest.mark.parametrize("kind", ["item", "block", "turn"])
def test_kinds_filter_returns_only_that_kind(mixed, kind):
    memory, ids = mixed

    hits = memory.recall("harbour", kinds=(kind,))

    assert [(h.kind, h.id) for h in hits] == [(kind, ids[kind])]


def test_all_kinds_are_searched_by_default(mixed):
    memory, ids = mixed

    hits = memory.recall("harbour")

    assert {(h.kind, h.id) for h in hits} == {(k, i) for k, i in ids.items()}


def test_category_filter(amem):
    amem.remember("Prefers jazz over pop", category="preference")
    amem.remember("Jazz festival is in July", category="fact")
    amem.append_turn("s1", "user", "Put on some jazz please")

    hits = amem.recall("jazz", category="preference")

    assert [(h.kind, h.category, h.content) for h in hits] == [("item", "preference", "Prefers jazz over pop")]
    # seed 004 names categories in the plural
    assert contents(amem.recall("jazz", category="preferences")) == ["Prefers jazz over pop"]


def test_namespace_filter_covers_the_subtree_only(amem):
    amem.remember("tulip in user", namespace="user")
    amem.remember("tulip in preferences", namespace="user/preferences")
    amem.remember("tulip in username", namespace="username")
    amem.remember("tulip in global", namespace="global")
    amem.append_turn("a", "user", "tulip turn under user", namespace="user/chat")
    amem.append_turn("b", "user", "tulip turn under username", namespace="username")
    amem.block_write("user/preferences", "tulip block under user")
    amem.block_write("username", "tulip block under username")

    hits = amem.recall("tulip", namespace="user", k=50)

    assert sorted(contents(hits)) == sorted(
        ["tulip in user", "tulip in preferences", "tulip turn under user", "tulip block under user"]
    )
    assert all(h.namespace == "user" or h.namespace.startswith("user/") for h in hits)


def test_session_filter_for_turns(amem):
    amem.append_turn("s1", "user", "the invoice for March is paid")
    amem.append_turn("s2", "user", "the invoice for April is late")

    hits = amem.recall("invoice", kinds=("turn",), session_id="s2")

    assert [(h.session_id, h.content) for h in hits] == [("s2", "the invoice for April is late")]


def test_as_of_finds_the_version_valid_then_and_current_only_by_default(amem):
    old = amem.remember("Alice lives in Berlin", category="profile").item
    new = amem.update(old.id, "Alice lives in Paris").item

    assert contents(amem.recall("where does Alice live")) == ["Alice lives in Paris"]
    assert contents(amem.recall("where does Alice live", as_of=old.recorded_at)) == ["Alice lives in Berlin"]
    assert contents(amem.recall("where does Alice live", as_of=new.recorded_at)) == ["Alice lives in Paris"]
    # the superseded version is never returned without as_of, even for its own words
    assert old.id not in ids(amem.recall("Berlin"))


def test_as_of_excludes_turns_after_that_moment(amem):
    amem.append_turn("s1", "user", "budget meeting moved to Friday", at="2025-03-01T10:00:00Z")
    amem.append_turn("s1", "user", "budget meeting cancelled", at="2025-03-05T10:00:00Z")

    hits = amem.recall("budget meeting", kinds=("turn",), as_of="2025-03-02T00:00:00Z")

    assert contents(hits) == ["budget meeting moved to Friday"]


def test_forgotten_and_trashed_items_are_never_returned(amem):
    forgotten = amem.remember("old gym locker code 4411").item
    trashed = amem.remember("old gym membership number").item
    amem.remember("new gym opens at six")
    amem.forget(forgotten.id)
    amem.trash(trashed.id)

    assert contents(amem.recall("old gym")) == ["new gym opens at six"]
    assert trashed.id not in {h.id for h in amem.recall("gym membership", as_of=trashed.recorded_at)}


def test_low_confidence_inferred_items_can_be_left_out(amem):
    guessed = amem.remember("likes sushi (guessed)", source="extracted", confidence=0.69).item
    sure = amem.remember("likes ramen (fairly sure)", source="extracted", confidence=0.7).item
    stated = amem.remember("likes udon (stated)").item

    assert guessed.id in ids(amem.recall("sushi"))
    assert guessed.id not in ids(amem.recall("sushi", include_low_confidence=False))
    assert ids(amem.recall("ramen", include_low_confidence=False))[0] == sure.id
    assert ids(amem.recall("udon", include_low_confidence=False))[0] == stated.id


# ---- indexes stay in step with writes ------------------------------------------------------------


def test_undoing_a_remember_makes_it_unfindable(amem):
    saved = amem.remember("zebra crossing near the school").item
    amem.index()
    assert saved.id in vector_refs(amem, "item")

    amem.undo()

    assert amem.recall("zebra crossing") == []
    assert fts_rows(amem, "items_fts", "zebra") == []
    assert saved.id not in vector_refs(amem, "item")


def test_update_then_undo_swaps_what_is_findable(amem):
    old = amem.remember("the wifi password is pelican").item
    new = amem.update(old.id, "the wifi password is albatross").item
    amem.index()

    assert contents(amem.recall("wifi password")) == ["the wifi password is albatross"]
    assert old.id not in ids(amem.recall("pelican"))

    amem.undo()

    assert contents(amem.recall("wifi password")) == ["the wifi password is pelican"]
    assert new.id not in ids(amem.recall("albatross"))
    assert fts_rows(amem, "items_fts", "albatross") == []
    assert new.id not in vector_refs(amem, "item")


def test_forget_then_undo_brings_it_back(amem):
    saved = amem.remember("the bike lock code is 2580").item
    amem.forget(saved.id)
    assert amem.recall("bike lock") == []

    amem.undo()

    assert [h.id for h in amem.recall("bike lock")] == [saved.id]


def test_purge_removes_the_items_fts_rows_and_vectors(amem):
    first = amem.remember("walrus tusk collection").item
    second = amem.update(first.id, "walrus tusk collection, catalogued").item
    amem.index()
    assert {first.id, second.id} <= vector_refs(amem, "item")
    assert fts_rows(amem, "items_fts", "walrus")

    amem.trash(second.id)
    amem.purge(second.id)

    assert fts_rows(amem, "items_fts", "walrus") == []
    assert not {first.id, second.id} & vector_refs(amem, "item")
    assert amem.recall("walrus") == []


def test_a_remember_in_a_failed_import_leaves_no_fts_rows(amem):
    def item(content: str, recorded: str) -> str:
        return json.dumps(
            {
                "type": "item",
                "id": 1,
                "lineage": 1,
                "namespace": "user",
                "category": "fact",
                "content": content,
                "source": "user",
                "valid_from": "2026-01-01T00:00:00.000000Z",
                "recorded_at": recorded,
            }
        )

    header = json.dumps({"type": "header", "format": "engram", "version": 1, "owner": "alice"})
    # Both lines are valid alone; together they repeat an id, so the whole file is refused.
    text = "\n".join(
        [
            header,
            item("narwhal sightings log", "2026-01-01T00:00:00.000000Z"),
            item("platypus sightings log", "2026-01-02T00:00:00.000000Z"),
        ]
    )

    with pytest.raises(InvalidInput, match="line 3: duplicate id"):
        amem.import_(text, "jsonl", strict=True)

    assert amem.list(include_inactive=True) == []
    assert fts_rows(amem, "items_fts", "narwhal") == []
    assert fts_rows(amem, "items_fts", "platypus") == []
    assert amem.recall("narwhal sightings") == []


def test_a_rewritten_block_is_found_by_its_new_text_only(amem):
    amem.block_write("user", "favourite colour: teal")
    amem.block_write("user", "favourite colour: amber")

    assert contents(amem.recall("favourite colour", kinds=("block",))) == ["favourite colour: amber"]
    assert amem.recall("teal", kinds=("block",)) == []


# ---- owner scoping -------------------------------------------------------------------------------


def test_bob_never_recalls_alices_items_turns_or_blocks(amem, bmem):
    amem.remember("the lighthouse key is in the red drawer")
    amem.append_turn("s1", "user", "the lighthouse key is in the red drawer", speaker="Alice")
    amem.block_write("user", "the lighthouse key is in the red drawer")
    mine = bmem.remember("the lighthouse key is in the red drawer").item

    hits = bmem.recall("lighthouse key red drawer", k=50)

    assert [(h.kind, h.id) for h in hits] == [("item", mine.id)]
    assert bmem.recall("Alice lighthouse", kinds=("turn", "block")) == []


def test_alices_vectors_are_not_used_for_bob(amem, bmem):
    hiking = amem.remember("I love hiking in the Alps").item
    amem.index()
    tax = bmem.remember("quarterly tax return").item

    # a query close to alice's item: bob's search sees only his own rows and vectors
    assert ids(amem.recall("hikes alpine"))[0] == hiking.id
    assert set(ids(bmem.recall("hikes alpine", k=50))) <= {tax.id}


# ---- turns ---------------------------------------------------------------------------------------


def test_appended_turns_are_recalled_as_turns(amem):
    amem.append_turn("s1", "user", "I adopted a greyhound called Pixel")
    amem.append_turn("s1", "assistant", "Congratulations on the new dog!")

    hits = amem.recall("greyhound", kinds=("turn",))

    assert hits[0].content == "I adopted a greyhound called Pixel"
    assert all(h.kind == "turn" for h in hits)


@pytest.mark.parametrize("named", ["Ana", "Ben"])
def test_a_query_naming_a_speaker_prefers_that_speakers_turn(amem, named):
    # the same words, one session each: only the speaker differs
    amem.append_turn("s-ana", "user", "The bakery opens at seven", speaker="Ana")
    amem.append_turn("s-ben", "user", "The bakery opens at seven", speaker="Ben")

    hits = amem.recall(f"When did {named} say the bakery opens?", kinds=("turn",))

    assert [h.speaker for h in hits] == [named, "Ben" if named == "Ana" else "Ana"]
    assert hits[0].score > hits[1].score
    assert hits[0].components["speaker"] > 0 and hits[1].components["speaker"] == 0


def test_a_turn_matching_through_its_previous_turn_is_found(amem):
    question = amem.append_turn("s1", "user", "Where did you go on holiday?")
    answer = amem.append_turn("s1", "assistant", "Lisbon, it was lovely")
    amem.append_turn("s2", "user", "The printer is out of toner again")

    ranked = amem.recall("holiday Lisbon", kinds=("turn",))
    assert ranked[0].id == answer.id

    # "holiday" is not in the answer's text: it matches through the question before it
    by_context = {h.id: h for h in amem.recall("holiday", kinds=("turn",))}
    assert answer.id in by_context and question.id in by_context
    assert by_context[answer.id].components["lexical"] > 0


def test_turns_of_a_trashed_session_are_not_recalled(amem):
    trash_session = getattr(amem, "trash_session", None)
    if trash_session is None:
        pytest.skip("Memory has no session trash API")
    amem.append_turn("keep", "user", "the orchid needs water weekly")
    amem.append_turn("bin", "user", "the orchid died last winter")

    trash_session("bin")

    assert [h.session_id for h in amem.recall("orchid", kinds=("turn",))] == ["keep"]


def test_named_recipes_change_the_ranking_as_they_say(tmp_path: Any) -> None:
    """LEXICAL ranks by words alone even with an embedder; HYBRID finds a paraphrase by meaning."""
    from engram import Memory
    from engram.providers.local_embed import LocalEmbedder
    from engram.retrieval.recipes import HYBRID, LEXICAL, RECIPES

    assert RECIPES["hybrid"] is HYBRID and RECIPES["lexical"] is LEXICAL and LEXICAL.dense_weight == 0.0
    embedder = LocalEmbedder()
    with Memory.open(tmp_path / "h.db", embedder=embedder, recipe=HYBRID) as hybrid:
        hybrid.remember("Works as a data engineer", category="profile")
        assert [h.content for h in hybrid.recall("what is her job?", kinds=("item",))] == ["Works as a data engineer"]
    with Memory.open(tmp_path / "h.db", embedder=embedder, recipe=LEXICAL) as lexical:
        assert lexical.recall("what is her job?", kinds=("item",)) == []
        assert [h.content for h in lexical.recall("data engineer", kinds=("item",))] == ["Works as a data engineer"]
