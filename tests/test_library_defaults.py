"""Defect 16: the library's defaults are the good ones.

``Memory.open()`` on a fresh path gets the packaged local embedder (``[embed]`` is installed in the
test environment), so a question recalls a memory that shares no word with it; a lone hit is
scored by how well it matches, not pinned by min-max normalisation; the README's example is true.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from engram import Memory
from engram.retrieval.fusion import minmax

pytest.importorskip("onnxruntime")


@pytest.fixture
def memory(tmp_path: Path, isolated_env: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Memory]:
    monkeypatch.delenv("ENGRAM_EMBEDDER", raising=False)
    opened = Memory.open(tmp_path / "e.db")  # every default: no embedder argument
    yield opened
    opened.close()


def test_memory_open_recalls_by_meaning_with_the_default_embedder(memory: Memory) -> None:
    assert memory.embedder is not None
    memory.remember("Works as a data engineer", category="profile")
    memory.remember("Likes green tea in the morning", category="preference")
    memory.remember("Lives in Lisbon", category="profile")
    hits = memory.recall("what is her job?")
    assert hits and hits[0].content == "Works as a data engineer"


def test_a_lone_hit_is_scored_by_how_well_it_matches(memory: Memory) -> None:
    memory.remember("Works as a data engineer", category="profile")
    close = memory.recall("what is her job?", kinds=("item",))
    far = memory.recall("which profession does she have", kinds=("item",))
    exact = memory.recall("data engineer", kinds=("item",))
    assert len(close) == len(far) == len(exact) == 1
    scores = {close[0].score, far[0].score}
    assert 0.5 not in scores and len(scores) == 2  # not pinned: each follows its own similarity
    assert max(scores) < exact[0].score  # a lexical and semantic match beats a semantic one alone
    order = sorted([close[0], far[0]], key=lambda h: h.components["dense"])
    assert order[0].score < order[1].score


def test_minmax_keeps_a_lone_cosine_and_spreads_the_rest() -> None:
    assert minmax({1: 0.42}, bounded=True) == {1: 0.42}
    assert minmax({1: 0.42, 2: 0.42}, bounded=True) == {1: 0.42, 2: 0.42}
    assert minmax({1: -0.3}, bounded=True) == {1: 0.0}
    assert minmax({1: 7.5}) == {1: 1.0}  # BM25 has no scale of its own: a lone match is the best
    assert minmax({1: 0.2, 2: 0.6}, bounded=True) == {1: 0.0, 2: 1.0}


def test_the_readme_history_example_says_what_it_returns(memory: Memory) -> None:
    memory.remember("Works as a data engineer in Lisbon", category="profile")
    memory.update("Lisbon", "Works as a data engineer in Porto")
    history = memory.history("Porto")
    assert [v.content for v in history.versions] == [
        "Works as a data engineer in Lisbon",
        "Works as a data engineer in Porto",
    ]
    assert [e.op for e in history.events][:2] == ["remember", "update"]
