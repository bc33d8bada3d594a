"""Vectors: recorded per owner with the model that made them, never mixed across models (mem0 #3385),
filled in lazily, re-made by ``reindex()``, and shared between Memory objects on one file."""

from __future__ import annotations

from typing import Any

import numpy as np

from engram import Memory
from engram.app import open_store
from engram.providers.fake import FakeEmbedder


class CountingEmbedder(FakeEmbedder):
    """FakeEmbedder that counts the documents it was asked to embed (queries are not counted)."""

    def __init__(self, dimension: int = 64) -> None:
        super().__init__(dimension)
        self.documents = 0

    def embed_documents(self, texts: Any) -> Any:
        self.documents += len(texts)
        return super().embed_documents(texts)


def meta(memory, key: str) -> str | None:
    row = memory.store.connection.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
    return None if row is None else row[0]


def vectors(memory, owner: str, kind: str | None = None) -> list[tuple[str, int, int]]:
    """(kind, ref_id, dimension) of every stored vector of this owner."""
    sql = "SELECT kind, ref_id, length(vec) FROM vectors WHERE owner = ?"
    args: list[Any] = [owner]
    if kind is not None:
        sql += " AND kind = ?"
        args.append(kind)
    return [(k, ref, size // 4) for k, ref, size in memory.store.connection.execute(sql + " ORDER BY ref_id", args)]


def test_model_and_dimension_are_recorded_per_owner(open_memory):
    alice = open_memory("alice", embedder=FakeEmbedder(64))
    bob = open_memory("bob", embedder=FakeEmbedder(32))
    alice.remember("alice likes rowing")
    bob.remember("bob likes cycling")

    alice.index()
    bob.index()

    assert meta(alice, "embedder:alice") == "fake-hash-64:64"
    assert meta(alice, "embedder:bob") == "fake-hash-32:32"
    assert {dim for _, _, dim in vectors(alice, "alice")} == {64}
    assert {dim for _, _, dim in vectors(alice, "bob")} == {32}
    # bob's different model does not turn alice's dense recall off
    assert alice.recall("rowing")[0].components["dense"] > 0
    assert bob.recall("cycling")[0].components["dense"] > 0


def test_a_different_embedder_does_not_crash_recall_and_never_mixes_vectors(open_memory, db_path):
    first = open_memory("alice", embedder=FakeEmbedder(64))
    first.remember("the red bicycle is in the garage")
    first.remember("green tea over coffee")
    assert first.flush_embeddings()  # both embedded in the background after they were saved
    assert first.index() == 0
    first.close()

    second = open_memory("alice", embedder=FakeEmbedder(32))
    hits = second.recall("bicycle garage")

    assert [h.content for h in hits] == ["the red bicycle is in the garage"]
    assert hits[0].components["dense"] == 0  # lexical only until reindex
    second.remember("a blue bicycle helmet")
    second.append_turn("s1", "user", "my bicycle has a flat tyre")
    second.recall("bicycle")
    assert second.index() == 0
    assert {dim for _, _, dim in vectors(second, "alice")} == {64}
    assert meta(second, "embedder:alice") == "fake-hash-64:64"


def test_reindex_switches_to_the_new_model(open_memory):
    first = open_memory("alice", embedder=FakeEmbedder(64))
    first.remember("the red bicycle is in the garage")
    first.append_turn("s1", "user", "kayaking on the lake")
    first.block_write("user", "works as a carpenter")
    first.index()
    first.close()
    second = open_memory("alice", embedder=FakeEmbedder(32))
    second.remember("a blue bicycle helmet")

    assert second.reindex() == 4

    assert meta(second, "embedder:alice") == "fake-hash-32:32"
    assert sorted((kind, dim) for kind, _, dim in vectors(second, "alice")) == [
        ("block", 32),
        ("item", 32),
        ("item", 32),
        ("turn", 32),
    ]
    for query, expected in (
        ("red bicycle in the garage", "the red bicycle is in the garage"),
        ("blue bicycle helmet", "a blue bicycle helmet"),
    ):
        hit = second.recall(query)[0]
        assert hit.content == expected
        assert hit.components["dense"] > 0


def test_reindex_leaves_other_owners_vectors_alone(open_memory):
    alice = open_memory("alice", embedder=FakeEmbedder(64))
    bob = open_memory("bob", embedder=FakeEmbedder(64))
    alice.remember("alice item")
    bob.remember("bob item")
    alice.index()
    bob.index()
    before = vectors(bob, "bob")

    alice.reindex()

    assert vectors(bob, "bob") == before
    assert meta(bob, "embedder:bob") == "fake-hash-64:64"


def test_index_fills_vectors_for_turns_and_returns_the_count(open_memory):
    memory = open_memory("alice", embedder=FakeEmbedder(), embed_in_background=False)
    turns = [memory.append_turn("s1", "user", f"turn number {n} about gardening") for n in range(3)]

    assert memory.index() == 3

    assert [(kind, ref) for kind, ref, _ in vectors(memory, "alice", "turn")] == [("turn", t.id) for t in turns]
    assert memory.index() == 0


def test_index_embeds_what_a_memory_without_embedder_wrote(open_memory, db_path):
    with Memory(open_store(str(db_path)), owner="alice", embedder=None) as plain:
        plain.remember("written without an embedder")
        plain.append_turn("s1", "user", "also written without an embedder")
        assert plain.recall("written without")  # lexical recall works without vectors
        assert vectors(plain, "alice") == []

    embedding = open_memory("alice", embedder=FakeEmbedder(), embed_in_background=False)

    assert embedding.index() == 2
    assert {kind for kind, _, _ in vectors(embedding, "alice")} == {"item", "turn"}


def test_the_cache_sees_vectors_written_by_another_memory_on_the_same_file(open_memory, db_path):
    writer = open_memory("alice", embedder=FakeEmbedder())
    reader_embedder = CountingEmbedder()
    reader = open_memory("alice", embedder=reader_embedder, embed_in_background=False)
    writer.remember("canoe trip down the river")
    writer.index()
    assert reader.recall("canoe trip")  # the reader has now cached the item vectors

    added = writer.remember("glacier hike in Iceland").item
    assert writer.flush_embeddings()  # embedded and stored by the writer's background embedder
    assert writer.index() == 0
    hits = {h.id: h for h in reader.recall("glacier hike")}

    assert reader_embedder.documents == 0  # the reader embedded nothing itself
    assert hits[added.id].components["dense"] > 0


def test_the_cache_drops_vectors_deleted_by_another_memory(open_memory):
    writer = open_memory("alice", embedder=FakeEmbedder())
    reader = open_memory("alice", embedder=FakeEmbedder())
    gone = writer.remember("temporary parking permit number").item
    kept = writer.remember("permanent parking spot in row B").item
    writer.index()
    assert reader.recall("temporary parking permit")[0].id == gone.id  # cached by the reader

    writer.trash(gone.id)
    writer.purge(gone.id)

    assert gone.id not in {h.id for h in reader.recall("temporary parking permit")}
    assert reader.recall("permanent parking spot")[0].id == kept.id
    assert gone.id not in {ref for _, ref, _ in vectors(reader, "alice")}


def test_remember_returns_before_embedding_and_the_background_stores_the_vector_once(open_memory):
    embedder = CountingEmbedder()
    memory = open_memory("alice", embedder=embedder)

    saved = memory.remember("the spare key is with the neighbour").item
    assert memory.flush_embeddings()

    assert [(kind, ref) for kind, ref, _ in vectors(memory, "alice")] == [("item", saved.id)]
    memory.recall("spare key")
    assert embedder.documents == 1  # embedded once, after the write


def test_without_a_background_embedder_the_next_recall_embeds_pending_rows_in_one_batch(open_memory):
    embedder = CountingEmbedder()
    memory = open_memory("alice", embedder=embedder, embed_in_background=False)
    saved = [memory.remember(f"note {n} about the garden shed").item for n in range(5)]

    assert vectors(memory, "alice") == []  # the writes returned without embedding
    hits = memory.recall("garden shed")

    assert {ref for _, ref, _ in vectors(memory, "alice", "item")} == {s.id for s in saved}
    assert embedder.documents == 5
    assert all(h.components["dense"] > 0 for h in hits)


def test_update_gets_the_new_versions_vector_after_the_write(open_memory):
    memory = open_memory("alice", embedder=FakeEmbedder())
    old = memory.remember("meeting room is 4B").item

    new = memory.update(old.id, "meeting room is 5C").item
    assert memory.flush_embeddings()

    assert new.id in {ref for _, ref, _ in vectors(memory, "alice", "item")}
    stored = memory.store.connection.execute("SELECT vec FROM vectors WHERE kind='item' AND ref_id=?", (new.id,))
    vec = np.frombuffer(stored.fetchone()[0], dtype=np.float32)
    assert np.allclose(vec, FakeEmbedder().embed_documents(["meeting room is 5C"])[0])
