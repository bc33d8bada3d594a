"""``engram migrate`` and ``engram verify`` between real stores (SQLite files, PostgreSQL databases).

The CLI runs as a real process. A copy must keep every row (ids, times, history, vectors, keys),
recall the same hits, never touch its source, refuse a non-empty target, and leave the target
empty when it fails; verify must find a changed, missing or extra row.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from engram import Memory
from engram.app import open_store
from engram.migrate import copy_store, counts_of, verify_stores
from store_seed import QUERIES, open_memory, seed

NewLocation = Callable[[str], str]


def engram(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "engram.interfaces.cli.main", *args],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )


def digest(path: str) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def recall_view(location: str, owner: str) -> list[list[tuple[str, int, float]]]:
    with open_memory(location, owner) as m:
        return [[(h.kind, h.id, round(h.score, 9)) for h in m.recall(q, k=8)] for q in QUERIES]


def counts(location: str) -> dict[str, int]:
    store = open_store(location)
    try:
        return counts_of(store)
    finally:
        store.close()


# ---- sqlite -> sqlite ------------------------------------------------------------------------


def test_a_migrated_store_holds_every_row_and_verify_proves_it(new_location: NewLocation) -> None:
    source, target = new_location("sqlite"), new_location("sqlite")
    seed(source)
    before = digest(source)
    expected = counts(source)

    done = engram("migrate", source, target, "--json")

    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["counts"] == expected
    assert report["owners"] == ["alice", "bob"]
    assert all(expected[t] > 0 for t in expected), expected  # the seed really has every kind of row
    assert "copying" in done.stderr  # the progress bar is on stderr, stdout stays clean JSON
    assert digest(source) == before
    checked = engram("verify", source, target)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert "Verified" in checked.stdout


def test_the_copy_recalls_the_same_hits_and_carries_on_with_the_same_ids(new_location: NewLocation) -> None:
    source, target = new_location("sqlite"), new_location("sqlite")
    seed(source)
    assert engram("migrate", source, target).returncode == 0

    for owner in ("alice", "bob"):
        assert recall_view(target, owner) == recall_view(source, owner)
    with Memory.open(source, owner="alice", embedder=None) as a, Memory.open(target, owner="alice", embedder=None) as b:
        assert a.export().split("\n", 1)[1] == b.export().split("\n", 1)[1]  # all but the header's time
        assert [e.id for e in a.history(1).events] == [e.id for e in b.history(1).events]
        # the purged item had the highest id: neither store hands that id out again
        assert a.remember("after the move").item.id == b.remember("after the move").item.id
        assert a.undo().undone.id == b.undo().undone.id


def test_migrate_refuses_a_target_that_already_holds_memories(new_location: NewLocation) -> None:
    source, target = new_location("sqlite"), new_location("sqlite")
    seed(source)
    with Memory.open(target, owner="carol", embedder=None) as m:
        m.remember("carol's own memory")
    before_source, before_target = digest(source), digest(target)

    done = engram("migrate", source, target, "--json")

    assert done.returncode == 1
    assert "already holds memories" in json.loads(done.stdout)["error"]["message"]
    assert (digest(source), digest(target)) == (before_source, before_target)


def test_migrate_and_verify_refuse_a_missing_source_without_creating_it(tmp_path: Path) -> None:
    missing = tmp_path / "nope.db"
    done = engram("migrate", str(missing), str(tmp_path / "t.db"))
    assert done.returncode == 1
    assert "no store at" in done.stderr
    assert not missing.exists()
    assert not (tmp_path / "t.db").exists()
    assert engram("verify", str(missing), str(missing)).returncode == 1
    same = engram("migrate", str(tmp_path / "t.db"), str(tmp_path / "t.db"))
    assert same.returncode == 1


def _sqlite(path: str, sql: str, *args: Any) -> None:
    conn = sqlite3.connect(path)
    try:
        conn.execute(sql, args)
        conn.commit()
    finally:
        conn.close()


def test_verify_lists_a_changed_a_missing_and_an_extra_row(new_location: NewLocation) -> None:
    source, target = new_location("sqlite"), new_location("sqlite")
    seed(source)
    assert engram("migrate", source, target).returncode == 0
    _sqlite(target, "UPDATE items SET content = 'I prefer coffee' WHERE id = 1")
    _sqlite(target, "UPDATE vectors SET vec = zeroblob(length(vec)) WHERE kind = 'turn' AND ref_id = 2")
    _sqlite(target, "DELETE FROM daily_entries WHERE id = (SELECT max(id) FROM daily_entries)")
    _sqlite(target, "INSERT INTO meta (key, value) VALUES ('stray', 'x')")

    done = engram("verify", source, target, "--json")

    assert done.returncode == 1
    report = json.loads(done.stdout)
    assert report["equal"] is False
    found = {(d["table"], d["key"], d["detail"]) for d in report["differences"]}
    assert ("items", "alice/1", "content: source='I prefer tea over coffee ☕' target='I prefer coffee'") in found
    assert ("vectors", "alice/turn/2", "vector bytes differ") in found
    assert any(t == "daily" and detail == "only in the source" for t, _, detail in found)
    assert ("meta", "stray", "only in the target") in found
    assert report["source_counts"]["daily"] == report["target_counts"]["daily"] + 1
    text = engram("verify", source, target, "--max-differences", "1")
    assert text.returncode == 1
    assert "The stores differ:" in text.stdout
    assert "more differences not listed" in text.stdout


# ---- across backends -----------------------------------------------------------------------


def test_a_round_trip_through_postgres_is_lossless(new_location: NewLocation) -> None:
    source, middle, back = new_location("sqlite"), new_location("postgres"), new_location("sqlite")
    seed(source)

    there = engram("migrate", source, middle, "--verify", "--json")
    assert there.returncode == 0, there.stdout + there.stderr
    assert json.loads(there.stdout)["equal"] is True
    again = engram("migrate", middle, back, "--verify")
    assert again.returncode == 0, again.stdout + again.stderr
    assert engram("verify", source, back).returncode == 0
    assert engram("verify", middle, source).returncode == 0
    import psycopg

    with psycopg.connect(middle) as conn:  # the vector index was built once, after the COPY
        indexes = {r[0] for r in conn.execute("SELECT indexname FROM pg_indexes WHERE tablename = 'vectors'")}
    assert {"vectors_hnsw_item_32", "vectors_hnsw_turn_32"} <= indexes
    for owner in ("alice", "bob"):
        assert recall_view(back, owner) == recall_view(source, owner)


def test_a_copy_that_fails_part_way_leaves_the_target_empty(new_location: NewLocation) -> None:
    source, target = new_location("sqlite"), new_location("postgres")
    seed(source)
    # a NUL character: SQLite stores it, PostgreSQL text cannot; the last event fails the copy late
    _sqlite(source, "UPDATE events SET actor = 'us' || char(0) || 'er' WHERE id = (SELECT max(id) FROM events)")
    before = digest(source)

    done = engram("migrate", source, target)

    assert done.returncode == 3, done.stdout + done.stderr
    assert "nothing was changed" in done.stderr
    assert digest(source) == before
    assert set(counts(target).values()) == {0}
    _sqlite(source, "UPDATE events SET actor = 'user' WHERE id = (SELECT max(id) FROM events)")
    assert engram("migrate", source, target, "--verify").returncode == 0  # the empty target takes a retry


def test_a_postgres_copy_recalls_what_its_postgres_source_recalls(new_location: NewLocation) -> None:
    source, target = new_location("postgres"), new_location("postgres")
    seed(source)
    done = engram("migrate", source, target, "--verify")
    assert done.returncode == 0, done.stdout + done.stderr
    for owner in ("alice", "bob"):
        assert recall_view(target, owner) == recall_view(source, owner)
    with Memory.open(source, owner="alice", embedder=None) as a, Memory.open(target, owner="alice", embedder=None) as b:
        assert a.remember("after the move").item.id == b.remember("after the move").item.id


# ---- property: whatever the history, a copy verifies equal -------------------------------------

OPS = st.lists(
    st.tuples(
        st.sampled_from(["remember", "update", "forget", "trash", "restore", "purge", "undo", "link", "block"]),
        st.integers(0, 5),
    ),
    min_size=1,
    max_size=25,
)


def _apply(memory: Memory, ops: list[tuple[str, int]]) -> None:
    from engram.errors import EngramError

    for n, (op, pick) in enumerate(ops):
        items = memory.list(include_inactive=True) + memory.trashed()
        target = items[pick % len(items)].id if items else None
        try:
            if op == "remember" or target is None:
                memory.remember(f"fact {pick} number {n}", category="fact")
            elif op == "update":
                memory.update(target, f"fact {pick} changed at {n}")
            elif op in ("forget", "trash", "restore", "purge"):
                getattr(memory, op)(target)
            elif op == "undo":
                memory.undo()
            elif op == "link":
                memory.link(target, items[0].id)
            else:
                memory.block_write("user", f"block text {n}")
        except EngramError:
            pass  # refused ops (e.g. updating a forgotten item) change nothing, as in real use


@hsettings(max_examples=25)
@given(ops=OPS)
def test_whatever_the_history_a_copy_verifies_equal(tmp_path_factory: pytest.TempPathFactory, ops: Any) -> None:
    folder = tmp_path_factory.mktemp("prop")
    with Memory.open(folder / "s.db", owner="alice", embedder=None) as m:
        _apply(m, ops)
    source, target = open_store(str(folder / "s.db")), open_store(str(folder / "t.db"))
    try:
        copied = copy_store(source, target, batch=3)
        report = verify_stores(source, target, batch=2)
        assert report.equal, report.differences
        assert dict(report.source_counts) == dict(report.target_counts) == dict(copied.counts)
    finally:
        source.close()
        target.close()
