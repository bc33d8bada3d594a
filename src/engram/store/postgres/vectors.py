"""PostgreSQL vectors: pgvector storage, and nearest-neighbour search in the database with HNSW.

A mixin of :class:`engram.store.postgres.store.PgTx`. The ``vec`` column is an untyped ``vector`` so
owners whose embedders differ in dimension can share the table; each (kind, dimension) pair gets
its own partial HNSW index over ``vec::vector(dim)`` with ``vector_cosine_ops``, made the first
time a vector of that kind and dimension is stored. Queries repeat that expression and those
predicates literally, so the planner can use the index; with pgvector 0.8's iterative scans the
owner filter does not starve the result. ``nearest_vectors`` is the ``VectorSearchTx`` capability:
the service searches here instead of loading every vector into memory.
"""

from __future__ import annotations

import contextlib
import re
import threading
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
import psycopg
import psycopg_pool
from pgvector import Vector

from engram.store.base import ItemQuery, ItemRank
from engram.store.postgres.search import Shared, read_ranking_rows

_KINDS = ("item", "turn", "block")
_HNSW_MAX_DIM = 2000  # pgvector's limit for an HNSW index on `vector`; above it search is exact
EF_SEARCH_MIN = 100
_SIDE_CONNECTION_WAIT_S = 0.01  # a side search waits this long for a pooled connection, then runs inline
_SNAPSHOT_ID = re.compile(r"[0-9A-F]+-[0-9A-F]+(-[0-9A-F]+)?")
INDEX_LOCK_CLASS = 0x656E6769  # "engi": with hashtext(index name), the lock around making an HNSW index


def _vector(blob: bytes) -> np.ndarray[Any, np.dtype[np.float32]]:
    return np.frombuffer(blob, dtype=np.float32)


def _blob(value: Any) -> bytes:
    """A loaded ``vector`` (pgvector's ``Vector``, or an array) as float32 bytes."""
    array = value.to_numpy() if isinstance(value, Vector) else value
    return np.asarray(array, dtype=np.float32).tobytes()


def _index_name(kind: str, dim: int) -> str:
    return f"vectors_hnsw_{kind}_{dim}"


class VectorRows:
    _c: psycopg.Connection[Any]
    _shared: Shared
    _hnsw_known: set[str]  # HNSW indexes known to exist (committed), shared by the store's transactions
    _ranking_rows: dict[str, dict[int, ItemRank | None]]
    _hnsw_made: set[str]  # made by this transaction, not yet committed

    def put_vectors(self, owner: str, kind: str, rows_: Sequence[tuple[int, bytes]]) -> None:
        if kind not in _KINDS:
            raise ValueError(kind)
        if not rows_:
            return
        for dim in sorted({len(blob) // 4 for _, blob in rows_}):
            self._ensure_index(kind, dim)  # before the rows: see _ensure_index for why
        with self._c.cursor() as cur:
            # A replaced vector gets a new rowid, which is how caches notice the change (as in SQLite).
            cur.executemany(
                "INSERT INTO vectors (owner, kind, ref_id, dim, vec) VALUES (%s, %s, %s, %s, %s) "
                "ON CONFLICT (kind, ref_id) DO UPDATE SET rowid = nextval('vectors_rowid_seq'), "
                "owner = EXCLUDED.owner, dim = EXCLUDED.dim, vec = EXCLUDED.vec",
                [(owner, kind, ref, len(blob) // 4, _vector(blob)) for ref, blob in rows_],
            )

    def _ensure_index(self, kind: str, dim: int) -> None:
        """Make the HNSW index of this kind and dimension unless it exists; safe beside other writers.

        Keyed write transactions run at once, so two may both find the index missing. Creating it
        is therefore serialised by an advisory lock of its own (``INDEX_LOCK_CLASS``, hashtext of
        the name), and the catalog is read again once the lock is held: a writer that waited finds
        the index its predecessor committed (or, if that one rolled back, makes it itself).

        Why it cannot deadlock: ``put_vectors`` calls this before inserting its rows, so a keyed
        transaction waiting here holds no lock on ``vectors`` (an exclusive one has no other
        writer beside it). The holder's ``CREATE INDEX`` needs a SHARE lock on ``vectors`` and so
        waits for transactions that have inserted vectors and not committed; those already hold
        every advisory lock they will take (key locks come first, in the transaction's first
        statement, and the remember path writes one kind and dimension), so none of them waits
        for the holder. A transaction writing vectors of two new (kind,
        dimension) pairs beside such a creator could close a cycle; PostgreSQL's deadlock detector
        would then abort one of them (a ``StoreError``, nothing half-written), never hang.

        An index found or made is remembered for the whole store (``_hnsw_known``; a made one only
        once its transaction commits, see ``publish_indexes``), so steady-state writes cost no
        catalog lookup. A cached name whose index was later dropped by hand is not re-made until
        the process restarts; searches stay correct meanwhile, only exact instead of approximate.
        """
        if not 1 <= dim <= _HNSW_MAX_DIM:
            return
        name = _index_name(kind, dim)
        if name in self._hnsw_known or name in self._hnsw_made:
            return
        if not self._index_exists(name):
            self._c.execute("SELECT pg_advisory_xact_lock(%s, hashtext(%s))", (INDEX_LOCK_CLASS, name))
            if not self._index_exists(name):  # a new statement: sees whatever committed while we waited
                self._c.execute(
                    f"CREATE INDEX IF NOT EXISTS {name} ON vectors USING hnsw ((vec::vector({dim})) vector_cosine_ops) "
                    f"WHERE kind = '{kind}' AND dim = {dim}".encode()
                )
                self._hnsw_made.add(name)
                return
        self._hnsw_known.add(name)  # committed by an earlier transaction

    def _index_exists(self, name: str) -> bool:
        found = self._c.execute("SELECT to_regclass(%s) IS NOT NULL", (name,)).fetchone()
        return found is not None and bool(found[0])

    def publish_indexes(self) -> None:
        """After this transaction committed: the indexes it made now exist for every transaction."""
        self._hnsw_known.update(self._hnsw_made)

    def nearest_vectors(self, owner: str, kind: str, query: bytes, k: int) -> list[tuple[int, float]]:
        """The ``k`` rows of this owner and kind nearest ``query`` by cosine, as (ref id, cosine
        similarity), best first. Approximate (HNSW) once the index is worth using, exact below."""
        return _nearest(self._c, self._shared.pgvector_version, owner, kind, query, k)

    def start_nearest_vectors(
        self, owner: str, kind: str, query: bytes, k: int, ranking: ItemQuery | None = None
    ) -> Callable[[], list[tuple[int, float]]]:
        """``nearest_vectors`` on a second pooled connection that imports this transaction's snapshot
        (``pg_export_snapshot``), in a thread, while this connection goes on; collected by calling
        the result. With no connection free at once, or if the side search fails, the search runs
        here when called: the answer is the same either way. With ``ranking`` the side connection
        also reads the found items' ranking rows (same snapshot), handed to this transaction's memo."""
        pool = self._shared.pool
        if pool is None or kind not in _KINDS or k <= 0 or len(query) < 4:
            return lambda: self.nearest_vectors(owner, kind, query, k)
        row = self._c.execute("SELECT pg_export_snapshot()").fetchone()
        snapshot = str(row[0]) if row else ""
        if not _SNAPSHOT_ID.fullmatch(snapshot):
            return lambda: self.nearest_vectors(owner, kind, query, k)
        version = self._shared.pgvector_version
        found: list[list[tuple[int, float]]] = []
        side_rows: dict[int, ItemRank | None] = {}

        def search() -> None:
            try:
                conn = pool.getconn(timeout=_SIDE_CONNECTION_WAIT_S)
            except psycopg_pool.PoolTimeout:
                return
            try:
                conn.execute(
                    f"BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY; SET TRANSACTION SNAPSHOT '{snapshot}'".encode()
                )
                found.append(_nearest(conn, version, owner, kind, query, k))
                if ranking is not None and kind == "item":
                    read_ranking_rows(conn, [ref for ref, _ in found[0]], ranking, side_rows)
            except psycopg.Error:
                pass  # e.g. the snapshot is gone because the transaction ended: searched here instead
            finally:
                with contextlib.suppress(psycopg.Error):
                    conn.execute("ROLLBACK")
                pool.putconn(conn)

        worker = threading.Thread(target=search, name="engram-dense", daemon=True)
        worker.start()

        def collect() -> list[tuple[int, float]]:
            worker.join()
            if ranking is not None and side_rows:
                mine = self._ranking_rows.setdefault(repr(ranking), {})
                for ref, row in side_rows.items():
                    mine.setdefault(ref, row)
            return found[0] if found else self.nearest_vectors(owner, kind, query, k)

        return collect

    def vector_stats(self, owner: str, kind: str) -> tuple[int, int]:
        """(deletions so far, highest rowid of this owner and kind): together they change whenever
        the set of vectors does."""
        deleted = self._c.execute("SELECT value FROM meta WHERE key = 'vectors.deleted'").fetchone()
        top = self._c.execute("SELECT max(rowid) FROM vectors WHERE owner = %s AND kind = %s", (owner, kind)).fetchone()
        return int(deleted[0]) if deleted else 0, int(top[0] or 0) if top else 0

    def vectors_since(self, owner: str, kind: str, after_rowid: int) -> list[tuple[int, int, bytes]]:
        found = self._c.execute(
            "SELECT rowid, ref_id, vec FROM vectors WHERE owner = %s AND kind = %s AND rowid > %s ORDER BY rowid",
            (owner, kind, after_rowid),
        )
        return [(int(r[0]), int(r[1]), _blob(r[2])) for r in found]

    def missing_vectors(self, owner: str, kind: str, limit: int, after_id: int = 0) -> list[tuple[int, str]]:
        """Rows of ``kind`` with an id above ``after_id`` that have no vector yet, with the text to embed."""
        source = {
            "item": "SELECT id, content FROM items x WHERE owner = %s",
            "turn": "SELECT id, text FROM turns x WHERE owner = %s",
            "block": "SELECT id, content FROM blocks x WHERE owner = %s AND valid_until IS NULL",
        }[kind]
        found = self._c.execute(
            f"{source} AND id > %s AND NOT EXISTS (SELECT 1 FROM vectors v WHERE v.kind = %s AND v.ref_id = x.id) "
            "ORDER BY id LIMIT %s".encode(),
            (owner, after_id, kind, limit),
        )
        return [(int(r[0]), str(r[1])) for r in found]

    def max_row_id(self, kind: str) -> int:
        """The highest id of the table (any owner): ids only grow, so this is a cheap watermark."""
        table = {"item": "items", "turn": "turns", "block": "blocks"}[kind]
        row = self._c.execute(f"SELECT coalesce(max(id), 0) FROM {table}".encode()).fetchone()
        return int(row[0]) if row else 0

    def drop_vectors(self, owner: str) -> int:
        return self._c.execute("DELETE FROM vectors WHERE owner = %s", (owner,)).rowcount


def _nearest(
    conn: psycopg.Connection[Any], version: tuple[int, ...], owner: str, kind: str, query: bytes, k: int
) -> list[tuple[int, float]]:
    """HNSW top ``k`` on ``conn`` (in a transaction). ``ef_search`` is ``k`` (at least 100): the
    candidate list as long as the answer; pgvector 0.8's iterative scan goes on past it when the
    owner filter drops rows. Twice ``k`` cost twice the time (1M items: 34 against 17 ms) for a
    list that agreed on 83% of rows (docs/postgres.md)."""
    if kind not in _KINDS or k <= 0:
        return []
    dim = len(query) // 4
    if dim < 1:
        return []
    ef = str(min(1000, max(EF_SEARCH_MIN, k)))
    if version >= (0, 8):
        conn.execute(
            "SELECT set_config('hnsw.ef_search', %s, true), set_config('hnsw.iterative_scan', 'relaxed_order', true)",
            (ef,),
        )
    else:
        conn.execute("SELECT set_config('hnsw.ef_search', %s, true)", (ef,))
    vec = f"vec::vector({dim})"
    found = conn.execute(
        f"SELECT ref_id, 1 - ({vec} <=> %s::vector({dim})) FROM vectors "
        f"WHERE kind = '{kind}' AND dim = {dim} AND owner = %s "
        f"ORDER BY {vec} <=> %s::vector({dim}) LIMIT %s".encode(),
        (_vector(query), owner, _vector(query), k),
    )
    return sorted(((int(r[0]), float(r[1])) for r in found), key=lambda p: (-p[1], p[0]))
