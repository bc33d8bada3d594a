"""The IVF index: exact within probed cells, high recall against an exact scan, and used by recall past
the size threshold without changing what recall may return."""

from __future__ import annotations

import numpy as np
import pytest

from engram import Memory
from engram.providers.fake import FakeEmbedder
from engram.retrieval import ivf
from engram.retrieval import vectors as vectors_module


def clustered(n: int, dim: int = 64, clusters: int = 50, seed: int = 1) -> np.ndarray:
    rng = np.random.default_rng(seed)
    centres = rng.normal(size=(clusters, dim))
    points = centres[rng.integers(0, clusters, n)] + 0.3 * rng.normal(size=(n, dim))
    return (points / np.linalg.norm(points, axis=1, keepdims=True)).astype(np.float32)


def test_every_vector_is_in_exactly_one_cell_with_its_id() -> None:
    data = clustered(3000)
    ids = np.arange(10, 3010, dtype=np.int64)
    index = ivf.build(data, ids, cells=40)
    assert index.size == 3000
    assert int(index.offsets[-1]) == 3000
    assert sorted(index.ids.tolist()) == ids.tolist()
    position = {int(i): row for row, i in enumerate(index.ids)}
    for original, vec in zip(ids[:50], data[:50], strict=True):
        assert np.allclose(index.vectors[position[int(original)]], vec)


def test_recall_against_an_exact_scan_is_high() -> None:
    data = clustered(20000)
    ids = np.arange(20000, dtype=np.int64)
    index = ivf.build(data, ids)
    rng = np.random.default_rng(5)
    overlap = []
    for q in data[rng.choice(20000, 30, replace=False)]:
        exact = set(np.argsort(-(data @ q))[:10].tolist())
        found = set(sorted(ivf.search(index, q, 10).items(), key=lambda kv: -kv[1])[:10])
        overlap.append(len(exact & {k for k, _ in found}) / 10)
    assert np.mean(overlap) >= 0.9


def test_probing_every_cell_is_exact() -> None:
    data = clustered(2000)
    index = ivf.build(data, np.arange(2000, dtype=np.int64), cells=16)
    q = data[7]
    exact = np.argsort(-(data @ q))[:20]
    found = ivf.search(index, q, 20, nprobe=16)
    assert set(found) == set(exact.tolist())


def test_recall_uses_the_index_past_the_threshold_and_still_filters_by_the_store(
    tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(vectors_module, "ANN_THRESHOLD", 200)
    memory = Memory.open(tmp_path / "ann.db", owner="alice", embedder=FakeEmbedder(dimension=64))
    memory.remember_many([f"note {n} about topic {n % 17} and colour {n % 5}" for n in range(400)])
    target = memory.remember("the violet umbrella is in the hallway").item
    assert memory.recall("violet umbrella hallway", kinds=("item",))[0].id == target.id
    entry = memory._vectors._cache[("alice", "item")]  # the index exists and covers the bulk
    assert entry.ann is not None and entry.ann.size >= 400
    memory.forget(target.id)  # stale rows in the index never surface
    assert target.id not in {h.id for h in memory.recall("violet umbrella hallway", kinds=("item",))}
    memory.close()
