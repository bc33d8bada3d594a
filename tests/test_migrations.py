"""Hand-written SQLite migrations: recorded, applied forward, and a newer schema is refused."""

from __future__ import annotations

import sqlite3

import pytest

from engram import StoreError
from engram.store.sqlite.schema import LATEST_VERSION, MIGRATIONS
from engram.store.sqlite.store import SqliteStore, _split_sql


def _rows(path) -> list[tuple[int, str]]:
    with sqlite3.connect(path) as conn:
        rows = conn.execute("SELECT version, name FROM schema_migrations ORDER BY version").fetchall()
    conn.close()
    return rows


def test_migrations_are_numbered_from_one_without_gaps():
    assert [m[0] for m in MIGRATIONS] == list(range(1, len(MIGRATIONS) + 1))
    assert MIGRATIONS[-1][0] == LATEST_VERSION


def test_a_fresh_database_records_every_migration(mem, db_path):
    assert mem.store.schema_version() == LATEST_VERSION
    assert _rows(db_path) == [(version, name) for version, name, _ in MIGRATIONS]


def test_reopening_does_not_reapply_migrations(open_memory, db_path):
    first = open_memory("alice")
    first.remember("survives reopening")
    first.close()

    again = open_memory("alice")

    assert _rows(db_path) == [(version, name) for version, name, _ in MIGRATIONS]
    assert [i.content for i in again.list()] == ["survives reopening"]


def test_a_database_at_migration_one_opens_at_the_latest_version(open_memory, db_path):
    conn = sqlite3.connect(db_path)
    conn.execute("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT)")
    for statement in _split_sql(MIGRATIONS[0][2]):
        conn.execute(statement)
    conn.execute("INSERT INTO schema_migrations VALUES (1, ?, '2025-01-01T00:00:00.000000Z')", (MIGRATIONS[0][1],))
    conn.execute(
        "INSERT INTO items (owner, namespace, category, content, content_key, source, valid_from, recorded_at, "
        "lineage) VALUES ('alice', 'user', 'fact', 'Written by an old engram', 'written by an old engram', 'user', "
        "'2025-01-01T00:00:00.000000Z', '2025-01-01T00:00:00.000000Z', 1)"
    )
    conn.commit()
    conn.close()

    mem = open_memory("alice")

    assert mem.store.schema_version() == LATEST_VERSION
    assert [v for v, _ in _rows(db_path)] == list(range(1, LATEST_VERSION + 1))
    assert [i.content for i in mem.list()] == ["Written by an old engram"]
    assert mem.remember("written by an old engram").created is False  # identical re-save still detected
    mem.remember("A new memory")
    assert len(mem.list()) == 2


def test_a_database_from_a_newer_engram_is_refused(open_memory, db_path):
    open_memory("alice").close()
    with sqlite3.connect(db_path) as conn:
        conn.execute(
            "INSERT INTO schema_migrations VALUES (?, 'from the future', '2030-01-01T00:00:00.000000Z')",
            (LATEST_VERSION + 1,),
        )
    conn.close()

    with pytest.raises(StoreError) as caught:
        open_memory("alice")

    assert "newer engram" in caught.value.message
    assert str(LATEST_VERSION + 1) in caught.value.message


def test_the_connection_is_wal_with_foreign_keys(mem, db_path):
    conn = mem.store.connection
    assert conn.execute("PRAGMA journal_mode").fetchone()[0].lower() == "wal"
    assert conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL


def test_wal_mode_persists_in_the_file(mem, db_path):
    with sqlite3.connect(db_path) as other:
        assert other.execute("PRAGMA journal_mode").fetchone()[0].lower() == "wal"
    other.close()


def test_an_in_memory_store_migrates_too():
    store = SqliteStore(":memory:")
    try:
        assert store.schema_version() == LATEST_VERSION
    finally:
        store.close()


def test_a_file_that_is_not_a_database_is_a_store_error(tmp_path, isolated_env):
    path = tmp_path / "not.db"
    path.write_bytes(b"this is definitely not a sqlite database" * 100)
    with pytest.raises(StoreError):
        SqliteStore(path)
