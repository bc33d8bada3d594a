"""Where ``engram bench scale --backend postgres`` puts its stores: a server you name, or a throwaway one.

Each store size gets a database of its own, created for the run and dropped after it. With
``--pg-url`` (or a ``postgresql://`` ``ENGRAM_DB``) the databases are made on that server (the
role needs CREATEDB, and the server pgvector); otherwise a private server is started from the
installed binaries, durable (``fsync`` on, as SQLite's ``synchronous=FULL``), sized for a
benchmark (``BENCH_SETTINGS``), and removed at the end.
"""

from __future__ import annotations

import os
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from engram.errors import InvalidInput, StoreError
from engram.store.postgres.dsn import redact


def _shared_buffers() -> str:
    """A quarter of the machine's memory, 1 to 8 GB (the usual sizing): at a million items the HNSW
    index (~2 GB) and the postings then stay in the server's own cache. With 1 GB they did not, and
    the page cache of this VM was reclaimed under them: recall p95 went from ~27 ms to over 200 ms."""
    try:
        total = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError):
        return "1GB"
    return f"{min(8, max(1, total // 4 // 2**30))}GB"


# Memory for the benchmark server: the HNSW index builds in memory, bulk loads do not force
# checkpoints every few seconds.
BENCH_SETTINGS = (
    f"shared_buffers={_shared_buffers()}",
    "maintenance_work_mem=4GB",
    "max_parallel_maintenance_workers=1",
    "work_mem=64MB",
    "max_wal_size=8GB",
)


class PgServer:
    """Fresh databases on one PostgreSQL server, dropped when the server object is closed."""

    def __init__(self, url: str | None) -> None:
        self._cluster: Any = None
        self._made: list[str] = []
        if url is None:
            from engram.store.postgres.cluster import Cluster, find_binaries

            found = find_binaries()
            if isinstance(found, str):
                raise InvalidInput(f"no PostgreSQL to benchmark: {found}; or pass --pg-url")
            self._cluster = Cluster.start(found, durable=True, settings=BENCH_SETTINGS)
            self._admin = self._cluster.url()
        else:
            self._admin = url
        self.described = "a throwaway local server" if url is None else redact(url)

    def _connect(self, url: str) -> Any:
        import psycopg

        try:
            return psycopg.connect(url, autocommit=True)
        except psycopg.Error as exc:
            raise StoreError(f"cannot reach {redact(url)}: {str(exc).strip().splitlines()[0]}") from exc

    def fresh(self, label: str) -> str:
        """A new, empty database named for this run; returns its URL."""
        name = f"engram_scale_{os.getpid()}_{label}"
        with self._connect(self._admin) as conn:
            conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)".encode())
            conn.execute(f"CREATE DATABASE {name}".encode())
        self._made.append(name)
        parts = urlsplit(self._admin)
        return str(urlunsplit(parts._replace(path=f"/{name}")))

    def size_bytes(self, url: str) -> int:
        with self._connect(url) as conn:
            row = conn.execute("SELECT pg_database_size(current_database())").fetchone()
        return int(row[0]) if row else 0

    def close(self) -> None:
        try:
            if self._made:
                with self._connect(self._admin) as conn:
                    for name in self._made:
                        conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)".encode())
        finally:
            if self._cluster is not None:
                self._cluster.stop()
