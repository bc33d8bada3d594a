"""PostgreSQL vectors: pgvector storage, and nearest-neighbour search in the database with HNSW.

A mixin of :class:`engram.store.postgres.PgTx`. The ``vec`` column is an untyped ``vector`` so
owners whose embedders differ in dimension can share the table; each (kind, dimension) pair gets
its own partial HNSW index over ``vec::vector(dim)`` with ``vector_cosine_ops``, made the first
time a vector of that kind and dimension is stored. Queries repeat that expression and those
predicates literally, so the planner can use the index; with pgvector 0.8's iterative scans the
owner filter does not starve the result. ``nearest_vectors`` is the ``VectorSearchTx`` capability:
the service searches here instead of loading every vector into memory.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import psycopg
from pgvector import Vector

from engram.store.postgres_search import Shared

_KINDS = ("item", "turn", "block")
_HNSW_MAX_DIM = 2000  # pgvector's limit for an HNSW index on `vector`; above it search is exact
EF_SEARCH_MIN = 100


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

    def put_vectors(self, owner: str, kind: str, rows_: Sequence[tuple[int, bytes]]) -> None:
        if kind not in _KINDS:
            raise ValueError(kind)
        if not rows_:
            return
        with self._c.cursor() as cur:
            # A replaced vector gets a new rowid, which is how caches notice the change (as in SQLite).
            cur.executemany(
                "INSERT INTO vectors (owner, kind, ref_id, dim, vec) VALUES (%s, %s, %s, %s, %s) "
                "ON CONFLICT (kind, ref_id) DO UPDATE SET rowid = nextval('vectors_rowid_seq'), "
                "owner = EXCLUDED.owner, dim = EXCLUDED.dim, vec = EXCLUDED.vec",
                [(owner, kind, ref, len(blob) // 4, _vector(blob)) for ref, blob in rows_],
            )
        for dim in {len(blob) // 4 for _, blob in rows_}:
            self._ensure_index(kind, dim)

    def _ensure_index(self, kind: str, dim: int) -> None:
        if not 1 <= dim <= _HNSW_MAX_DIM:
            return
        name = _index_name(kind, dim)
        exists = self._c.execute("SELECT to_regclass(%s) IS NOT NULL", (name,)).fetchone()
        if exists is not None and exists[0]:
            return
        self._c.execute(
            f"CREATE INDEX IF NOT EXISTS {name} ON vectors USING hnsw ((vec::vector({dim})) vector_cosine_ops) "
            f"WHERE kind = '{kind}' AND dim = {dim}".encode()
        )

    def nearest_vectors(self, owner: str, kind: str, query: bytes, k: int) -> list[tuple[int, float]]:
        """The ``k`` rows of this owner and kind nearest ``query`` by cosine, as (ref id, cosine
        similarity), best first. Approximate (HNSW) once the index is worth using, exact below."""
        if kind not in _KINDS or k <= 0:
            return []
        dim = len(query) // 4
        if dim < 1:
            return []
        self._c.execute("SELECT set_config('hnsw.ef_search', %s, true)", (str(min(1000, max(EF_SEARCH_MIN, 2 * k))),))
        if self._shared.pgvector_version >= (0, 8):
            self._c.execute("SELECT set_config('hnsw.iterative_scan', 'relaxed_order', true)")
        vec = f"vec::vector({dim})"
        found = self._c.execute(
            f"SELECT ref_id, 1 - ({vec} <=> %s::vector({dim})) FROM vectors "
            f"WHERE kind = '{kind}' AND dim = {dim} AND owner = %s "
            f"ORDER BY {vec} <=> %s::vector({dim}) LIMIT %s".encode(),
            (_vector(query), owner, _vector(query), k),
        )
        return sorted(((int(r[0]), float(r[1])) for r in found), key=lambda p: (-p[1], p[0]))

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
