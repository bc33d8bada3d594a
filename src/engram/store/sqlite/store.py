"""The embedded default store: one SQLite file in WAL mode, stdlib ``sqlite3`` only.

Writers take ``BEGIN IMMEDIATE`` so two processes never interleave a read-modify-write; the busy
timeout makes the second one wait instead of failing. ``synchronous=FULL`` means a write whose
call returned is on disk, even if the process is killed the next instant.
"""

from __future__ import annotations

import fcntl
import os
import random
import sqlite3
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

from engram import private_files
from engram.errors import StoreError
from engram.store.sqlite.schema import LATEST_VERSION, MIGRATIONS
from engram.store.sqlite.sql import (
    _CACHE_KIB,
    _MMAP_BYTES,
    _store_error,
)
from engram.store.sqlite.tx import SqliteTx
from engram.timeutil import to_text

__all__ = ["SqliteStore", "SqliteTx"]


class SqliteStore:
    """A Store over one SQLite file (or ``:memory:`` for demos and tests)."""

    def __init__(self, path: str | Path, *, busy_timeout_s: float = 30.0) -> None:
        self._path = str(path)
        self._lock = threading.RLock()
        self._lock_fd = -1
        self._term_counts: dict[tuple[str, str], tuple[int, float]] = {}
        if self._path not in (":memory:", ""):  # 0600 before SQLite opens it: -wal/-shm take its mode
            try:
                private_files.create_private_file(Path(self._path).expanduser())
            except OSError as exc:
                raise StoreError(f"store error at {self._path}: {exc}; nothing was changed") from exc
        # Two processes opening a new store at once can meet SQLITE_BUSY where SQLite does not wait
        # (switching a fresh file to WAL, the first migration): the open is tried again until the
        # busy timeout is spent, as a busy write would wait.
        deadline = time.monotonic() + busy_timeout_s
        while True:
            try:
                self._open(busy_timeout_s)
                return
            except sqlite3.OperationalError as exc:
                busy = "locked" in str(exc) or "busy" in str(exc)
                if not busy or time.monotonic() >= deadline:
                    raise _store_error(exc, self._path) from exc
                time.sleep(0.02 + random.random() * 0.08)
            except sqlite3.Error as exc:
                raise _store_error(exc, self._path) from exc
            except OSError as exc:
                raise StoreError(f"store error at {self._path}: {exc}; nothing was changed") from exc

    def _open(self, busy_timeout_s: float) -> None:
        conn = sqlite3.connect(self._path, timeout=busy_timeout_s, isolation_level=None, check_same_thread=False)
        try:
            self._conn = conn
            conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout_s * 1000)}")
            if self._path != ":memory:":
                conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA synchronous = FULL")
            conn.execute("PRAGMA foreign_keys = ON")
            conn.execute("PRAGMA secure_delete = ON")
            # Reads go through the OS page cache by mmap instead of a pread per page, and keep a
            # bigger page cache: at a million items this halves recall latency.
            conn.execute(f"PRAGMA mmap_size = {_MMAP_BYTES}")
            conn.execute(f"PRAGMA cache_size = -{_CACHE_KIB}")  # purged content is zeroed, not left in free pages
            self._migrate()
            if self._path != ":memory:" and self._lock_fd < 0:
                self._lock_fd = os.open(self._path + ".lock", os.O_RDWR | os.O_CREAT, 0o600)
        except BaseException:
            conn.close()
            raise

    @property
    def location(self) -> str:
        return self._path

    @property
    def connection(self) -> sqlite3.Connection:
        """The raw connection, for adapters layered on this store (indexes, sessions)."""
        return self._conn

    def schema_version(self) -> int:
        row = self._conn.execute("SELECT max(version) FROM schema_migrations").fetchone()
        return int(row[0] or 0)

    def _migrate(self) -> None:
        c = self._conn
        # The common case (an up-to-date store) is answered by a read: no write lock, no fsync.
        exists = c.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").fetchone()
        if exists is not None and self.schema_version() == LATEST_VERSION:
            return
        c.execute("BEGIN IMMEDIATE")
        try:
            c.execute(
                "CREATE TABLE IF NOT EXISTS schema_migrations "
                "(version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)"
            )
            c.execute("COMMIT")
        except BaseException:
            c.execute("ROLLBACK")
            raise
        current = self.schema_version()
        if current > LATEST_VERSION:
            raise StoreError(
                f"{self._path} was written by a newer engram (schema {current}, this engram knows "
                f"{LATEST_VERSION}); upgrade engram to open it"
            )
        from engram.timeutil import utcnow

        for version, name, sql in MIGRATIONS:
            if version <= current:
                continue
            c.execute("BEGIN IMMEDIATE")
            try:
                # Re-check inside the lock: another process may have migrated meanwhile.
                done = c.execute("SELECT 1 FROM schema_migrations WHERE version = ?", (version,)).fetchone()
                if done is None:
                    for statement in _split_sql(sql):
                        c.execute(statement)
                    c.execute(
                        "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?,?,?)",
                        (version, name, to_text(utcnow())),
                    )
                c.execute("COMMIT")
            except BaseException:
                c.execute("ROLLBACK")
                raise

    @contextmanager
    def write(self, keys: Sequence[str] = ()) -> Iterator[SqliteTx]:
        """``keys`` are accepted and ignored: the one writer lock already serialises every writer."""
        with self._transaction() as tx:
            yield tx

    @contextmanager
    def _transaction(self) -> Iterator[SqliteTx]:
        # Writers first queue on a blocking flock beside the database: the kernel wakes a waiter
        # the moment the holder commits, where SQLite's busy handler polls with growing sleeps
        # and lets one process starve the others for seconds.
        with self._lock:
            if self._lock_fd >= 0:
                fcntl.flock(self._lock_fd, fcntl.LOCK_EX)
            try:
                try:
                    self._conn.execute("BEGIN IMMEDIATE")
                except sqlite3.Error as exc:
                    raise _store_error(exc, self._path) from exc
                try:
                    yield SqliteTx(self._conn, self._term_counts)
                    self._conn.execute("COMMIT")
                except sqlite3.Error as exc:
                    self._rollback()
                    raise _store_error(exc, self._path) from exc
                except BaseException:
                    self._rollback()
                    raise
            finally:
                if self._lock_fd >= 0:
                    fcntl.flock(self._lock_fd, fcntl.LOCK_UN)

    @contextmanager
    def read(self) -> Iterator[SqliteTx]:
        with self._lock:
            try:
                self._conn.execute("BEGIN")
            except sqlite3.Error as exc:
                raise _store_error(exc, self._path) from exc
            try:
                yield SqliteTx(self._conn, self._term_counts)
            except sqlite3.Error as exc:
                raise _store_error(exc, self._path) from exc
            finally:
                self._rollback()

    def _rollback(self) -> None:
        try:
            if self._conn.in_transaction:
                self._conn.execute("ROLLBACK")
        except sqlite3.Error:
            pass

    def close(self) -> None:
        with self._lock:
            self._conn.close()
            if self._lock_fd >= 0:
                os.close(self._lock_fd)
                self._lock_fd = -1


def _split_sql(script: str) -> list[str]:
    """Split a migration into complete statements (trigger bodies contain semicolons)."""
    statements: list[str] = []
    buffer = ""
    for piece in script.split(";"):
        buffer += piece + ";"
        if sqlite3.complete_statement(buffer):
            if buffer.strip(" \n;"):
                statements.append(buffer.strip())
            buffer = ""
    if buffer.strip(" \n;"):
        statements.append(buffer.strip())
    return statements
