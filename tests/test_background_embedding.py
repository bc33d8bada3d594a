"""Embeddings off the write path: writes return before any embedding, nothing written is ever missed
by recall (lexically at once, by meaning from the very next recall), and a process killed with
embeddings pending loses nothing: the next open or recall redoes the work, on both backends."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from engram import Memory
from engram.app import open_store
from engram.providers.fake import FakeEmbedder

# (what is written, a paraphrase sharing none of its words)
PARAPHRASES = [
    ("Maria is allergic to peanuts", "which food makes her ill"),
    ("The team standup happens every morning at nine", "when is the daily meeting"),
    ("My car is a red Toyota Corolla", "what vehicle do I drive"),
    ("I moved to Berlin last spring", "which city do I live in now"),
    ("Our dog is named Biscuit", "what is the pet called"),
    ("I take the train to the office on weekdays", "how do I commute to work"),
]
PATIENCE_S = 120.0


def pending(location: str, owner: str = "alice") -> int:
    store = open_store(location)
    try:
        with store.read() as tx:
            return len(tx.missing_vectors(owner, "item", 10_000))
    finally:
        store.close()


class GatedEmbedder(FakeEmbedder):
    """Embeds only once the test opens the gate, so a test sees the state before the background ran."""

    def __init__(self) -> None:
        super().__init__(dimension=16)
        self.gate = threading.Event()
        self.calls = 0

    def embed_documents(self, texts: Any) -> Any:
        self.calls += 1
        assert self.gate.wait(PATIENCE_S)
        return super().embed_documents(texts)


def test_remember_returns_before_the_embedding_and_recall_still_finds_the_item(tmp_path: Path) -> None:
    embedder = GatedEmbedder()
    memory = Memory.open(tmp_path / "e.db", owner="alice", embedder=embedder)
    try:
        saved = memory.remember("the boat is moored at pier seven").item  # returns with the model blocked
        assert pending(str(tmp_path / "e.db")) == 1
        embedder.gate.set()
        hits = memory.recall("boat moored pier")
        assert [h.id for h in hits] == [saved.id]
        assert hits[0].components["dense"] > 0  # embedded before the search, by the background or the recall
        assert pending(str(tmp_path / "e.db")) == 0
    finally:
        embedder.gate.set()
        memory.close()


def test_close_flushes_pending_embeddings_within_its_bound(tmp_path: Path) -> None:
    location = str(tmp_path / "e.db")
    with Memory.open(location, owner="alice", embedder=FakeEmbedder(16)) as memory:
        memory.remember_many([f"fact number {n} about the lighthouse" for n in range(70)])
        memory.append_turn("s1", "user", "a turn to embed as well")
    assert pending(location) == 0
    store = open_store(location)
    try:
        with store.read() as tx:
            assert len(tx.missing_vectors("alice", "turn", 10)) == 0
    finally:
        store.close()


def test_close_with_a_stuck_embedder_returns_after_its_bound_and_the_next_open_redoes_the_work(
    tmp_path: Path,
) -> None:
    location = str(tmp_path / "e.db")
    stuck = GatedEmbedder()
    memory = Memory(open_store(location), owner="alice", embedder=stuck, flush_seconds=0.3)
    memory.remember("the key is under the mat")
    memory.close()  # the background embedder is blocked: close gives up after 0.3 s
    stuck.gate.set()
    assert pending(location) == 1

    with Memory.open(location, owner="alice", embedder=FakeEmbedder(16)) as again:
        assert again.flush_embeddings()  # the open noticed the pending row and embedded it
    assert pending(location) == 0


KILLED_WRITER = r"""
import sys, threading
from pathlib import Path
from engram import Memory

class Stuck:
    '''Looks like the local model (same name and size), but never finishes an embedding.'''
    model_name = {model_name!r}
    dimension = {dimension}
    def embed_documents(self, texts):
        Path(sys.argv[2]).write_text("embedding")
        threading.Event().wait()
    def embed_query(self, text):
        threading.Event().wait()

memory = Memory.open(sys.argv[1], owner="alice", embedder=Stuck())
for text in {texts!r}:
    memory.remember(text)
print("written", flush=True)
threading.Event().wait()
"""


@pytest.fixture(scope="module")
def local_embedder() -> Any:
    from engram.app import build_embedder
    from engram.settings import Settings

    embedder = build_embedder(Settings(db=":memory:", embedder="local"))
    if embedder is None:
        pytest.skip("the local embedder (engramdb[embed]) is not installed")
    return embedder


def test_no_write_is_lost_or_unsearchable_across_a_sigkill_with_pending_embeddings(
    store_url: str, tmp_path: Path, local_embedder: Any
) -> None:
    texts = [text for text, _ in PARAPHRASES]
    started = tmp_path / "embedding-started"
    script = KILLED_WRITER.format(model_name=local_embedder.model_name, dimension=local_embedder.dimension, texts=texts)
    proc = subprocess.Popen(
        [sys.executable, "-c", script, store_url, str(started)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "ENGRAM_HOME": str(tmp_path / "home")},
    )
    try:
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == "written", proc.stderr.read() if proc.stderr else ""
        deadline = time.monotonic() + PATIENCE_S
        while not started.exists():  # the background embedder has taken the rows, and hangs
            assert time.monotonic() < deadline and proc.poll() is None
            time.sleep(0.02)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.communicate(timeout=PATIENCE_S)
    assert proc.returncode == -signal.SIGKILL

    assert pending(store_url) == len(texts)  # every write is durable; none has its vector yet
    with Memory.open(store_url, owner="alice", embedder=None) as lexical:
        for text in texts:
            assert text in [h.content for h in lexical.recall(text, k=5, kinds=("item",))]
    with Memory.open(store_url, owner="alice", embedder=local_embedder, embed_in_background=False) as memory:
        for text, paraphrase in PARAPHRASES:
            hits = memory.recall(paraphrase, k=5, kinds=("item",))
            assert text in [h.content for h in hits], (paraphrase, [h.content for h in hits])
            assert next(h for h in hits if h.content == text).components["dense"] > 0
    assert pending(store_url) == 0


def test_an_item_written_is_found_by_a_paraphrase_in_the_very_next_recall(store_url: str, local_embedder: Any) -> None:
    with Memory.open(store_url, owner="alice", embedder=local_embedder) as memory:
        for text, paraphrase in PARAPHRASES:
            memory.remember(text)
            hits = memory.recall(paraphrase, k=5, kinds=("item",))
            assert text in [h.content for h in hits], (paraphrase, [h.content for h in hits])


def test_a_memory_that_only_read_does_not_wait_at_close_for_a_backlog_it_found(tmp_path: Path) -> None:
    location = str(tmp_path / "e.db")
    with Memory.open(location, owner="alice", embedder=None) as plain:
        plain.remember_many([f"captured earlier {n}" for n in range(40)])  # a backlog, lexical-only
    stuck = GatedEmbedder()
    reader = Memory(open_store(location), owner="alice", embedder=stuck, flush_seconds=3600)
    assert reader.list()  # a short command that only reads
    closing = threading.Thread(target=reader.close, daemon=True)
    try:
        closing.start()
        closing.join(PATIENCE_S)
        assert not closing.is_alive()  # closed without waiting for the (blocked) backlog
    finally:
        stuck.gate.set()
    assert pending(location) > 0  # left for the next open or recall


UNCLOSED_WRITER = r"""
import sys, time
from engram import Memory

memory = Memory.open(sys.argv[1], owner="alice")
for n in range(300):
    memory.remember(f"note number {n} about the garden, the bikes and the kitchen")
time.sleep(0.5)  # the background embedder is inside the model now
print("leaving", flush=True)
"""


@pytest.mark.parametrize("attempt", range(3))
def test_a_process_that_never_closes_its_memory_exits_cleanly_while_embedding(
    tmp_path: Path, local_embedder: Any, attempt: int
) -> None:
    """Exiting with a batch inside onnxruntime must not abort the host (it did: exit 134)."""
    db = tmp_path / f"m{attempt}.db"
    proc = subprocess.run(
        [sys.executable, "-c", UNCLOSED_WRITER, str(db)],
        capture_output=True,
        text=True,
        timeout=PATIENCE_S,
        env={**os.environ, "ENGRAM_HOME": str(tmp_path / "home")},
    )
    assert (proc.returncode, proc.stdout.strip()) == (0, "leaving"), proc.stderr
    assert "terminate called" not in proc.stderr
    assert pending(str(db)) < 300  # it did embed before leaving; what is left waits for the next open
