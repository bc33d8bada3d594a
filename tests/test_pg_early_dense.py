"""PostgreSQL's early dense search (``start_nearest_vectors``): a side connection on the same snapshot
gives exactly what ``nearest_vectors`` gives, and falls back to searching inline when it cannot run."""

from __future__ import annotations

import numpy as np
import pytest

from engram import Memory
from engram.providers.fake import FakeEmbedder
from engram.store.base import EarlyVectorSearchTx, ItemQuery
from engram.store.postgres.store import PostgresStore

TEXTS = [f"note {n}: {' '.join(['alpha', 'beta', 'gamma', 'delta', 'omega'][n % 5 :])} item {n}" for n in range(60)]


def _query(text: str) -> bytes:
    return np.asarray(FakeEmbedder(dimension=64).embed_query(text), dtype=np.float32).tobytes()


@pytest.fixture
def filled(postgres_url: str) -> str:
    with Memory.open(postgres_url, owner="alice", embedder=FakeEmbedder(dimension=64)) as memory:
        memory.remember_many(TEXTS)
    return postgres_url


def test_the_early_search_answers_as_the_inline_one(filled: str) -> None:
    store = PostgresStore(filled)
    try:
        with store.read() as tx:
            assert isinstance(tx, EarlyVectorSearchTx)
            for text in ("alpha beta", "omega item 7", "nothing like it"):
                asked = store._pool.get_stats().get("requests_num", 0)
                pending = tx.start_nearest_vectors("alice", "item", _query(text), 20)
                inline = tx.nearest_vectors("alice", "item", _query(text), 20)
                assert inline and pending() == inline
                assert store._pool.get_stats().get("requests_num", 0) == asked + 1  # it took a side connection
            assert tx.start_nearest_vectors("bob", "item", _query("alpha"), 5)() == []
    finally:
        store.close()


def test_the_early_search_reads_the_snapshot_of_its_transaction(filled: str) -> None:
    store = PostgresStore(filled)
    writer = Memory.open(filled, owner="alice", embedder=FakeEmbedder(dimension=64))
    try:
        with store.read() as tx:
            before = tx.nearest_vectors("alice", "item", _query("zebra crossing"), 5)
            added = writer.remember("zebra crossing").item.id  # committed after the snapshot was taken
            found = tx.start_nearest_vectors("alice", "item", _query("zebra crossing"), 5)()
            assert added not in dict(found)
            assert found == before
        assert writer.flush_embeddings()  # its vector is made after the write, in the background
        with store.read() as tx:  # a new transaction sees it, first
            assert tx.start_nearest_vectors("alice", "item", _query("zebra crossing"), 5)()[0][0] == added
    finally:
        writer.close()
        store.close()


def test_with_no_free_connection_the_search_runs_inline(filled: str) -> None:
    store = PostgresStore(filled + "&pool_max=1" if "?" in filled else filled + "?pool_max=1")
    try:
        with store.read() as tx:  # holds the pool's only connection
            pending = tx.start_nearest_vectors("alice", "item", _query("gamma delta"), 10)
            assert pending() == tx.nearest_vectors("alice", "item", _query("gamma delta"), 10)
    finally:
        store.close()


def test_recall_on_postgres_uses_it_and_ranks_as_before(filled: str) -> None:
    with Memory.open(filled, owner="alice", embedder=FakeEmbedder(dimension=64)) as memory:
        hits = memory.recall("omega item 42", kinds=("item",), k=5)
        assert hits[0].content == TEXTS[42]
        assert all(h.components["dense"] > 0 for h in hits)


def test_ranking_rows_read_on_the_side_are_those_of_the_transaction(filled: str) -> None:
    with Memory.open(filled, owner="alice", embedder=FakeEmbedder(dimension=64)) as memory:
        trashed = memory.recall("omega item 12", kinds=("item",), k=1)[0].id
        memory.trash(trashed)
    store = PostgresStore(filled)
    try:
        scope = ItemQuery(owner="alice")
        with store.read() as tx:
            found = tx.start_nearest_vectors("alice", "item", _query("omega item 12"), 30, scope)()
            assert trashed in dict(found)  # vectors stay; the item's scope is what ranking rows check
            early = tx.item_ranking_rows([ref for ref, _ in found], scope)
        with store.read() as tx:
            assert early == tx.item_ranking_rows([ref for ref, _ in found], scope)
        assert trashed not in {row.id for row in early} and len(early) == len(found) - 1
    finally:
        store.close()
