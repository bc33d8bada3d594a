"""Keyed writers on PostgreSQL (issue 8): ``write(keys)`` lets writers with different keys run at once.

A keyed transaction takes the global writer lock shared and one lock per key; an exclusive one
(``write()`` without keys) takes the global lock alone. So: different keys overlap, the same key
waits, exclusive and keyed writers exclude each other, and a waiting exclusive writer is not
starved by keyed ones arriving after it. Ordering is asserted through what each transaction saw
and through ``pg_locks`` (a writer is seen waiting before it is released), never through timing.
Then the remember path end to end: real processes at once, with vectors and the first HNSW index.
"""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence

import numpy as np
import psycopg
import pytest

from engram import Memory
from engram.providers.fake import FakeEmbedder
from engram.retrieval.vectors import VectorIndex
from engram.store.postgres.dsn import split_pool_options
from engram.store.postgres.store import KEY_LOCK_CLASS, WRITE_LOCK, PostgresStore, key_lock, lock_statements
from test_store_contract import new_item

PATIENCE_S = 60.0  # generous: a busy 2-core machine; only ever waited out when something is wrong


@pytest.fixture
def store(postgres_url: str) -> Iterator[PostgresStore]:
    opened = PostgresStore(postgres_url)
    yield opened
    opened.close()


def waiting_locks(url: str) -> int:
    """Advisory lock requests of this database that are waiting (not granted)."""
    with psycopg.connect(split_pool_options(url)[0], autocommit=True) as conn:
        row = conn.execute(
            "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted "
            "AND database = (SELECT oid FROM pg_database WHERE datname = current_database())"
        ).fetchone()
    return int(row[0]) if row else 0


def wait_until(condition: Callable[[], bool], what: str) -> None:
    deadline = time.monotonic() + PATIENCE_S
    while not condition():
        assert time.monotonic() < deadline, f"gave up waiting: {what}"
        time.sleep(0.01)


class Writer(threading.Thread):
    """One write transaction in a thread: marks its own meta row, notes which other writers'
    rows it can see, then stays open until released."""

    def __init__(self, store: PostgresStore, name: str, keys: Sequence[str], log: list[str], *, hold: bool) -> None:
        super().__init__(daemon=True)
        self.store, self.label, self.keys, self.log = store, name, list(keys), log
        self.entered = threading.Event()
        self.release = threading.Event()
        if not hold:
            self.release.set()
        self.saw: list[str] = []
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            with self.store.write(self.keys) as tx:
                self.saw = [n for n in "ABCXYZ" if tx.get_meta(f"writer:{n}") is not None]
                tx.set_meta(f"writer:{self.label}", "1")
                self.log.append(f"{self.label} in")
                self.entered.set()
                assert self.release.wait(PATIENCE_S)
                self.log.append(f"{self.label} out")  # still inside: nothing else with its locks can be in
        except BaseException as exc:  # reported by finish()
            self.error = exc
        finally:
            self.entered.set()

    def finish(self) -> None:
        self.release.set()
        self.join(PATIENCE_S)
        assert not self.is_alive()
        if self.error is not None:
            raise self.error


@pytest.fixture
def writers() -> Iterator[list[Writer]]:
    started: list[Writer] = []
    yield started
    for w in started:  # never leave a transaction open behind a failed test
        w.release.set()
        w.join(PATIENCE_S)


def start(
    writers: list[Writer], store: PostgresStore, name: str, keys: Sequence[str], log: list[str], hold: bool = True
) -> Writer:
    writer = Writer(store, name, keys, log, hold=hold)
    writers.append(writer)
    writer.start()
    return writer


def test_the_lock_statements_take_the_global_lock_then_each_key_once_in_ascending_order() -> None:
    assert lock_statements([]) == f"SELECT pg_advisory_xact_lock({WRITE_LOCK})"
    statements = lock_statements(["b", "a", "b", "c"]).split("; ")
    assert statements[0] == f"SELECT pg_advisory_xact_lock_shared({WRITE_LOCK})"
    numbers = [int(s.removesuffix(")").rsplit(", ", 1)[1]) for s in statements[1:]]
    assert numbers == sorted({key_lock("a"), key_lock("b"), key_lock("c")})
    assert all(s.startswith(f"SELECT pg_advisory_xact_lock({KEY_LOCK_CLASS}, ") for s in statements[1:])
    assert all(-(2**31) <= n < 2**31 for n in numbers)  # the int4 of the two-key form
    assert key_lock("a") == key_lock("a") != key_lock("b")


def test_writers_with_different_keys_run_at_once(store: PostgresStore, writers: list[Writer]) -> None:
    log: list[str] = []
    a = start(writers, store, "A", ["a"], log)
    assert a.entered.wait(PATIENCE_S)
    # With A still open, B (another key) goes in and commits: it would wait for A if keys serialised.
    b = start(writers, store, "B", ["b"], log, hold=False)
    b.finish()
    assert log == ["A in", "B in", "B out"]
    assert b.saw == []  # A has not committed
    with store.read() as tx:
        assert (tx.get_meta("writer:B"), tx.get_meta("writer:A")) == ("1", None)
    a.finish()
    assert log[-1] == "A out"


def test_a_writer_with_the_same_key_waits_until_the_first_commits(
    postgres_url: str, store: PostgresStore, writers: list[Writer]
) -> None:
    log: list[str] = []
    a = start(writers, store, "A", ["x", "shared"], log)
    assert a.entered.wait(PATIENCE_S)
    c = start(writers, store, "C", ["shared"], log, hold=False)
    wait_until(lambda: waiting_locks(postgres_url) == 1, "C queued behind A's key")
    assert not c.entered.is_set()
    a.finish()
    c.finish()
    assert log == ["A in", "A out", "C in", "C out"]
    assert c.saw == ["A"]  # READ COMMITTED: C's statements see A's commit


def test_an_exclusive_writer_waits_for_a_keyed_one(
    postgres_url: str, store: PostgresStore, writers: list[Writer]
) -> None:
    log: list[str] = []
    a = start(writers, store, "A", ["a"], log)
    assert a.entered.wait(PATIENCE_S)
    x = start(writers, store, "X", [], log, hold=False)
    wait_until(lambda: waiting_locks(postgres_url) == 1, "X queued behind A")
    assert not x.entered.is_set()
    a.finish()
    x.finish()
    assert log == ["A in", "A out", "X in", "X out"]
    assert x.saw == ["A"]


def test_a_keyed_writer_waits_for_an_exclusive_one(
    postgres_url: str, store: PostgresStore, writers: list[Writer]
) -> None:
    log: list[str] = []
    x = start(writers, store, "X", [], log)
    assert x.entered.wait(PATIENCE_S)
    a = start(writers, store, "A", ["a"], log, hold=False)
    wait_until(lambda: waiting_locks(postgres_url) == 1, "A queued behind X")
    assert not a.entered.is_set()
    x.finish()
    a.finish()
    assert log == ["X in", "X out", "A in", "A out"]
    assert a.saw == ["X"]


def test_keyed_writers_arriving_after_a_waiting_exclusive_one_do_not_starve_it(
    postgres_url: str, store: PostgresStore, writers: list[Writer]
) -> None:
    log: list[str] = []
    a = start(writers, store, "A", ["a"], log)
    assert a.entered.wait(PATIENCE_S)
    x = start(writers, store, "X", [], log)
    wait_until(lambda: waiting_locks(postgres_url) == 1, "X queued behind A")
    b = start(writers, store, "B", ["b"], log, hold=False)  # a key nobody holds, yet it queues behind X
    wait_until(lambda: waiting_locks(postgres_url) == 2, "B queued behind X")
    a.finish()
    assert x.entered.wait(PATIENCE_S)
    assert not b.entered.is_set()
    x.finish()
    b.finish()
    assert log == ["A in", "A out", "X in", "X out", "B in", "B out"]
    assert (x.saw, b.saw) == (["A"], ["A", "X"])


def unit(dim: int, seed: int) -> bytes:
    vector = np.random.default_rng(seed).standard_normal(dim).astype(np.float32)
    return (vector / np.linalg.norm(vector)).astype(np.float32).tobytes()


def hnsw_indexes(url: str) -> list[str]:
    with psycopg.connect(split_pool_options(url)[0], autocommit=True) as conn:
        found = conn.execute("SELECT indexname FROM pg_indexes WHERE indexname LIKE 'vectors_hnsw_%' ORDER BY 1")
        return [str(r[0]) for r in found]


def test_keyed_writers_storing_the_first_vectors_at_once_make_one_index(postgres_url: str) -> None:
    """Every writer is inside its transaction before any stores a vector (the barrier), each on
    its own store as separate processes would be: all find the index missing at once."""
    count = 4
    stores = [PostgresStore(postgres_url) for _ in range(count)]
    barrier = threading.Barrier(count, timeout=PATIENCE_S)
    errors: list[BaseException] = []

    def put(n: int) -> None:
        try:
            with stores[n].write([f"vector {n}"]) as tx:
                barrier.wait()
                tx.put_vectors("alice", "item", [(n + 1, unit(8, n))])
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=put, args=(n,)) for n in range(count)]
    try:
        for t in threads:
            t.start()
        for t in threads:
            t.join(PATIENCE_S)
        assert errors == []
        assert hnsw_indexes(postgres_url) == ["vectors_hnsw_item_8"]
        with stores[0].read() as tx:
            assert sorted(ref for _, ref, _ in tx.vectors_since("alice", "item", 0)) == [1, 2, 3, 4]
            assert [ref for ref, _ in tx.nearest_vectors("alice", "item", unit(8, 2), 1)] == [3]
    finally:
        for s in stores:
            s.close()


def test_an_index_made_by_a_rolled_back_transaction_is_made_again(store: PostgresStore, postgres_url: str) -> None:
    with pytest.raises(RuntimeError), store.write(["first"]) as tx:
        tx.put_vectors("alice", "item", [(1, unit(8, 1))])
        raise RuntimeError("boom")
    assert hnsw_indexes(postgres_url) == []
    with store.write(["second"]) as tx:  # the store must not believe the rolled-back index exists
        tx.put_vectors("alice", "item", [(2, unit(8, 2))])
    assert hnsw_indexes(postgres_url) == ["vectors_hnsw_item_8"]


def test_a_row_committed_late_below_the_watermark_still_gets_its_vector(
    postgres_url: str, store: PostgresStore
) -> None:
    """A keyed writer that took id 1 commits after one that took id 2: the lazy filler scanning in
    between must not move its watermark past the row it could not see yet."""
    index = VectorIndex(FakeEmbedder(dimension=8))
    held = threading.Event()
    release = threading.Event()

    def slow_writer() -> None:
        with store.write(["late"]) as tx:
            tx.insert_item(new_item("the row that commits late"))  # no vector: the filler's job
            held.set()
            assert release.wait(PATIENCE_S)

    writer = threading.Thread(target=slow_writer, daemon=True)
    filled: list[int] = []
    filler = threading.Thread(target=lambda: filled.append(index.fill_missing(store, "alice", ["item"])), daemon=True)
    try:
        writer.start()
        assert held.wait(PATIENCE_S)
        with store.write(["early"]) as tx:
            early = tx.insert_item(new_item("the row that commits first"))
            tx.put_vectors("alice", "item", [(early.id, unit(8, 0))])
        filler.start()  # sees nothing to embed; its closing (exclusive) transaction waits for the writer
        wait_until(lambda: waiting_locks(postgres_url) == 1, "the filler's mark waiting for the slow writer")
    finally:
        release.set()
        writer.join(PATIENCE_S)
        filler.join(PATIENCE_S)
    assert filled == [0]
    assert index.fill_missing(store, "alice", ["item"]) == 1  # the next look finds the late row
    with store.read() as tx:
        assert tx.missing_vectors("alice", "item", 10) == []


REMEMBERER = r"""
import json, sys, time
from engram import Memory
from engram.providers.fake import FakeEmbedder
from engram.retrieval.vectors import VectorIndex
from engram.store.postgres.dsn import split_pool_options
from engram.providers.fake import FakeEmbedder
location, start, worker, dimension = sys.argv[1], float(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
with Memory.open(location, owner="alice", embedder=FakeEmbedder(dimension=dimension)) as memory:
    while time.time() < start:
        time.sleep(0.002)
    out = []
    for n in range(24):
        text = f"shared fact {n // 2}" if n % 2 == 0 else f"worker {worker} fact {n}"
        result = memory.remember(text, category="fact")
        out.append([text, result.item.id, None if result.event is None else result.event.id])
    print(json.dumps(out))
"""


def remember_at_once(location: str, dimensions: Sequence[int]) -> list[list[list[object]]]:
    start = time.time() + 3.0  # every process opened before the first remember
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", REMEMBERER, location, str(start), str(w), str(dim)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for w, dim in enumerate(dimensions)
    ]
    acks = []
    for proc in procs:
        out, err = proc.communicate(timeout=600)
        assert proc.returncode == 0, err[-3000:]
        acks.append(json.loads(out))
    return acks


def test_processes_remembering_at_once_on_a_fresh_store_keep_one_item_one_event_and_one_index(
    postgres_url: str,
) -> None:
    acks = remember_at_once(postgres_url, [384] * 6)

    with Memory.open(postgres_url, owner="alice", embedder=None) as memory:
        items = memory.list(include_inactive=True)
        events = [json.loads(line) for line in memory.export().splitlines()[1:] if '"type": "event"' in line]
    contents = sorted(i.content for i in items)
    expected = sorted(
        {f"shared fact {k}" for k in range(12)} | {f"worker {w} fact {n}" for w in range(6) for n in range(1, 24, 2)}
    )
    assert contents == expected  # every content exactly once
    by_content = {i.content: i.id for i in items}
    assert all(by_content[text] == item_id for worker in acks for text, item_id, _ in worker)
    assert sorted(e["target_id"] for e in events if e["op"] == "remember") == sorted(by_content.values())
    created = [event for worker in acks for _, _, event in worker if event is not None]
    assert sorted(created) == sorted(e["id"] for e in events)  # one event per item, none for a repeat
    assert hnsw_indexes(postgres_url) == ["vectors_hnsw_item_384"]
    store = PostgresStore(postgres_url)
    try:
        with store.read() as tx:
            assert tx.missing_vectors("alice", "item", 1000) == []  # embedded in the background before close
            assert tx.get_meta("embedder:alice") == "fake-hash-384:384"
    finally:
        store.close()


def test_processes_with_different_embedders_at_once_never_mix_their_vectors(postgres_url: str) -> None:
    """The owner's first vector records its embedder (a read-modify-write); a writer with another
    embedder must then store none, however the first writes of both interleave."""
    remember_at_once(postgres_url, [384, 256, 384, 256])

    store = PostgresStore(postgres_url)
    try:
        with store.read() as tx:
            recorded = tx.get_meta("embedder:alice")
            assert recorded in {"fake-hash-384:384", "fake-hash-256:256"}
            dimension = int(str(recorded).rsplit(":", 1)[1])
            stored = tx.vectors_since("alice", "item", 0)
        assert stored
        assert {len(blob) // 4 for _, _, blob in stored} == {dimension}
    finally:
        store.close()
