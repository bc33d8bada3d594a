"""Query-term pruning keeps lexical recall cheap on large stores without losing rare words."""

from __future__ import annotations

from pathlib import Path

from engram import Memory
from engram.retrieval.recipes import RecallRecipe
from engram.store.sqlite.store import SqliteStore


def test_common_terms_are_left_out_beyond_the_postings_budget_and_rare_ones_kept(tmp_path: Path) -> None:
    memory = Memory(SqliteStore(tmp_path / "p.db"), owner="alice", recipe=RecallRecipe(postings_budget=20))
    memory.remember_many([f"weekly standup notes number {n}" for n in range(60)])
    target = memory.remember("standup moved to the aquarium room").item
    with memory.store.read() as tx:
        kept = tx.prune_terms("item", ["standup", "aquarium", "zeppelin"], 20)  # type: ignore[attr-defined]
    assert kept == ["aquarium"]  # standup is in 61 notes; zeppelin in none
    hits = memory.recall("standup aquarium", kinds=("item",))
    assert hits[0].id == target.id


def test_a_word_written_after_a_query_is_found_by_the_next_one(tmp_path: Path) -> None:
    memory = Memory.open(tmp_path / "w.db", owner="alice", embedder=None)
    assert memory.recall("xylophone", kinds=("item",)) == []
    saved = memory.remember("bought a xylophone for the kids").item
    assert [h.id for h in memory.recall("xylophone", kinds=("item",))] == [saved.id]


def test_stems_count_as_one_term(tmp_path: Path) -> None:
    memory = Memory(SqliteStore(tmp_path / "s.db"), owner="alice")
    memory.remember("she was running late")
    with memory.store.read() as tx:
        assert tx.prune_terms("item", ["runs", "running"], 100) == ["runs", "running"]  # type: ignore[attr-defined]
