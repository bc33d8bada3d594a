"""The PostgreSQL store: psycopg 3 with a connection pool, tsvector + GIN for words, pgvector HNSW for vectors.

It satisfies the same ``Store`` protocol as SQLite, so the bitemporal service logic runs unchanged
on top. How the two guarantees of that protocol are kept:

* ``write()`` serialises writers, as SQLite's write lock does: every write transaction first
  takes the transaction-level advisory lock ``WRITE_LOCK`` exclusively, so read-modify-write
  sequences (supersede = end the old version + insert the new one, id checks on import) never
  interleave, across threads and processes. ``write(keys)`` is the exception the protocol allows
  for transactions that only touch their keys' rows and append (``remember``): it takes
  ``WRITE_LOCK`` *shared* plus one exclusive lock per key (``KEY_LOCK_CLASS``), so writers with
  different keys run at once while one with the same key, or any exclusive writer, waits. All of
  a transaction's locks are taken by its first statement, keys in ascending order, so keyed
  writers cannot deadlock on them. Writers run at READ COMMITTED: each statement sees every
  commit made before it, in particular the previous lock holder's. (REPEATABLE READ would be
  wrong here: its snapshot is taken by the statement that waits for the lock, so it would not see
  the writer that held the lock.)
* ``read()`` sees a consistent snapshot: REPEATABLE READ READ ONLY, which never waits for writers.

Ids come from sequences. An import that brings its own ids (``item_id=``, ``event_id=``) moves
the sequence past them, so later ids still only grow.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from datetime import datetime
from typing import Any

import psycopg
import psycopg_pool
from pgvector.psycopg import register_vector

from engram.errors import StoreError
from engram.models import Block, Event, Item, Link
from engram.store.base import ItemQuery, ItemRank, NewItem
from engram.store.postgres import retry as pg_retry
from engram.store.postgres import rows
from engram.store.postgres.apikeys import ApiKeyRows
from engram.store.postgres.bulk import BulkRows
from engram.store.postgres.dsn import redact, split_pool_options
from engram.store.postgres.episodes import EpisodeRows
from engram.store.postgres.schema import LATEST_VERSION, migrate
from engram.store.postgres.search import SearchRows, Shared
from engram.store.postgres.vectors import VectorRows
from engram.timeutil import to_text

WRITE_LOCK = 0x656E6777  # "engw": the advisory lock every write transaction takes first
KEY_LOCK_CLASS = 0x656E676B  # "engk": with key_lock(key), the per-key locks of keyed writes
SCOPE_LOCK_CLASS = 0x656E6773  # "engs": with hashtext(scope), the per-scope finalize locks
_TABLES = {"items", "links", "blocks", "events"}


def _t(value: datetime | None) -> str | None:
    return None if value is None else to_text(value)


def _json(value: Mapping[str, Any] | None) -> str | None:
    return None if value is None else json.dumps(value, sort_keys=True)


def key_lock(key: str) -> int:
    """The advisory lock number of a write key (an int4, for ``pg_advisory_xact_lock(KEY_LOCK_CLASS, n)``).

    Computed here rather than with ``hashtext`` so the locks can be sorted before they are taken,
    in the same round trip. It is part of the locking protocol: every engram process writing one
    database must compute it the same way (BLAKE2b is stable across processes, unlike ``hash``).
    Two keys with the same number only wait for each other needlessly.
    """
    return int.from_bytes(hashlib.blake2b(key.encode("utf-8"), digest_size=4).digest(), "big", signed=True)


def lock_statements(keys: Sequence[str]) -> str:
    """The statements that take a write transaction's advisory locks: ``WRITE_LOCK`` exclusively
    without keys; else ``WRITE_LOCK`` shared, then each key's lock in ascending order (one
    statement each, so the order is the order written, whatever the planner would do)."""
    if not keys:
        return f"SELECT pg_advisory_xact_lock({WRITE_LOCK})"
    locks = [f"SELECT pg_advisory_xact_lock({KEY_LOCK_CLASS}, {n})" for n in sorted({key_lock(k) for k in keys})]
    return "; ".join([f"SELECT pg_advisory_xact_lock_shared({WRITE_LOCK})", *locks])


def store_error(exc: BaseException, location: str) -> StoreError:
    """A driver error as engram's ``StoreError``, with a hint and never a password."""
    text = redact(str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__)
    if isinstance(exc, psycopg_pool.PoolTimeout):
        hint = "no database connection became free in time; try again"
    elif isinstance(exc, psycopg.errors.LockNotAvailable | psycopg.errors.QueryCanceled):
        hint = "another process held the database too long; try again"
    elif isinstance(exc, psycopg.errors.DeadlockDetected):  # an OperationalError, but the server is fine
        hint = "it collided with another writer; try again"
    elif isinstance(exc, psycopg.errors.ReadOnlySqlTransaction):
        hint = "the database is read-only"
    elif isinstance(exc, psycopg.errors.DiskFull):
        hint = "the disk is full"
    elif isinstance(exc, psycopg.OperationalError):
        hint = "the database server could not be reached"
    else:
        hint = "the write was rolled back"
    return StoreError(f"store error at {location}: {text} ({hint}); nothing was changed")


class PgTx(EpisodeRows, SearchRows, VectorRows, ApiKeyRows, BulkRows):
    """Owner-scoped primitives over one open transaction (the mixins hold episodes, search,
    vectors and API keys; this class items, links, blocks, events, snapshots and meta)."""

    def __init__(self, conn: psycopg.Connection[Any], shared: Shared, hnsw_known: set[str]) -> None:
        self._c = conn
        self._shared = shared
        self._hnsw_known = hnsw_known
        self._hnsw_made: set[str] = set()
        self._ranking_rows: dict[str, dict[int, ItemRank | None]] = {}

    def _claim(self, table: str, explicit: int | None) -> None:
        """After inserting an explicit id, move the table's sequence past it (ids only grow)."""
        if explicit is not None:
            self._c.execute(
                f"SELECT setval('{table}_id_seq', GREATEST(%s, (SELECT last_value FROM {table}_id_seq)))",
                (explicit,),
            )

    # ---- items -------------------------------------------------------------------------------
    def insert_item(self, new: NewItem, *, item_id: int | None = None) -> Item:
        # One round trip: the id (given, or the sequence's next) is also the lineage of a new chain.
        row = self._c.execute(
            "WITH n AS (SELECT COALESCE(%s::bigint, nextval('items_id_seq')) AS id) "
            "INSERT INTO items (id, owner, namespace, category, content, content_key, summary, detail, tags, "
            "source, session_id, turn_ids, confidence, valid_from, valid_until, recorded_at, last_confirmed_at, "
            "supersedes, superseded_by, lineage, trashed_at, slot) "
            "SELECT n.id, %s::text, %s::text, %s::text, %s::text, %s::text, %s::text, %s::text, %s::text, "
            "%s::text, %s::text, %s::text, %s::double precision, %s::text, %s::text, %s::text, %s::text, "
            "%s::bigint, %s::bigint, COALESCE(%s::bigint, n.id), %s::text, %s::text FROM n "
            f"RETURNING {rows.ITEM_COLUMNS}",
            rows.new_item_values(new, item_id, new.lineage),
        ).fetchone()
        assert row is not None
        self._claim("items", item_id)
        return rows.item(row)

    def get_item(self, owner: str, item_id: int) -> Item | None:
        row = self._c.execute(
            f"SELECT {rows.ITEM_COLUMNS} FROM items WHERE id = %s AND owner = %s", (item_id, owner)
        ).fetchone()
        return None if row is None else rows.item(row)

    def find_items(self, query: ItemQuery) -> list[Item]:
        where, args = rows.item_filters(query)
        sql = f"SELECT {rows.ITEM_COLUMNS} FROM items WHERE {' AND '.join(where)} ORDER BY id"
        if query.limit is not None:
            sql += " LIMIT %s"
            args.append(query.limit)
        return [rows.item(r) for r in self._c.execute(sql.encode(), args)]

    def find_active_by_substring(self, owner: str, needle: str, limit: int) -> list[Item]:
        # ILIKE: case-insensitive, as SQLite's LIKE is (for ASCII; here for every script)
        escaped = needle.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        found = self._c.execute(
            f"SELECT {rows.ITEM_COLUMNS} FROM items WHERE owner = %s AND valid_until IS NULL AND trashed_at IS NULL "
            "AND content ILIKE %s ESCAPE '\\' ORDER BY id LIMIT %s",
            (owner, f"%{escaped}%", limit),
        )
        return [rows.item(r) for r in found]

    def find_inactive_by_substring(self, owner: str, needle: str, limit: int) -> list[Item]:
        escaped = needle.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        found = self._c.execute(
            f"SELECT {rows.ITEM_COLUMNS} FROM items WHERE owner = %s "
            "AND (trashed_at IS NOT NULL OR (valid_until IS NOT NULL AND superseded_by IS NULL)) "
            "AND content ILIKE %s ESCAPE '\\' ORDER BY id DESC LIMIT %s",
            (owner, f"%{escaped}%", limit),
        )
        return [rows.item(r) for r in found]

    def find_active_duplicate(self, owner: str, namespace: str, category: str, key: str) -> Item | None:
        row = self._c.execute(
            f"SELECT {rows.ITEM_COLUMNS} FROM items WHERE owner = %s AND namespace = %s AND category = %s "
            "AND content_key = %s AND valid_until IS NULL AND trashed_at IS NULL",
            (owner, namespace, category, key),
        ).fetchone()
        return None if row is None else rows.item(row)

    def end_item(self, owner: str, item_id: int, at: datetime, superseded_by: int | None) -> None:
        self._c.execute(
            "UPDATE items SET valid_until = %s, superseded_by = %s WHERE owner = %s AND id = %s",
            (to_text(at), superseded_by, owner, item_id),
        )

    def reopen_item(self, owner: str, item_id: int) -> None:
        self._c.execute(
            "UPDATE items SET valid_until = NULL, superseded_by = NULL WHERE owner = %s AND id = %s", (owner, item_id)
        )

    def set_last_confirmed(self, owner: str, item_id: int, at: datetime | None) -> None:
        self._c.execute(
            "UPDATE items SET last_confirmed_at = %s WHERE owner = %s AND id = %s", (_t(at), owner, item_id)
        )

    def set_confidence(self, owner: str, item_id: int, confidence: float | None) -> None:
        self._c.execute("UPDATE items SET confidence = %s WHERE owner = %s AND id = %s", (confidence, owner, item_id))

    def set_trashed(self, owner: str, lineage: int, at: datetime | None) -> int:
        cur = self._c.execute(
            "UPDATE items SET trashed_at = %s WHERE owner = %s AND lineage = %s", (_t(at), owner, lineage)
        )
        return cur.rowcount

    def delete_item(self, owner: str, item_id: int) -> None:
        self._c.execute("DELETE FROM items WHERE owner = %s AND id = %s", (owner, item_id))

    def trashed_lineages(self, owner: str, before: datetime | None) -> list[int]:
        sql = "SELECT DISTINCT lineage FROM items WHERE owner = %s AND trashed_at IS NOT NULL"
        args: list[Any] = [owner]
        if before is not None:
            sql += " AND trashed_at < %s"
            args.append(to_text(before))
        return [int(r[0]) for r in self._c.execute((sql + " ORDER BY lineage").encode(), args)]

    def delete_lineage(self, owner: str, lineage: int) -> int:
        self._c.execute(
            "UPDATE items SET supersedes = NULL, superseded_by = NULL WHERE owner = %s AND lineage = %s",
            (owner, lineage),
        )
        return self._c.execute("DELETE FROM items WHERE owner = %s AND lineage = %s", (owner, lineage)).rowcount

    # ---- links -------------------------------------------------------------------------------
    def insert_link(
        self, owner: str, from_id: int, to_id: int, relation: str, at: datetime, *, link_id: int | None = None
    ) -> Link:
        row = self._c.execute(
            "INSERT INTO links (id, owner, from_id, to_id, relation, created_at) "
            "VALUES (COALESCE(%s, nextval('links_id_seq')), %s, %s, %s, %s, %s) "
            "RETURNING id, owner, from_id, to_id, relation, created_at",
            (link_id, owner, from_id, to_id, relation, to_text(at)),
        ).fetchone()
        assert row is not None
        self._claim("links", link_id)
        return rows.link(row)

    def get_link(self, owner: str, link_id: int) -> Link | None:
        row = self._c.execute(f"{rows.LINK_SELECT} WHERE owner = %s AND id = %s", (owner, link_id)).fetchone()
        return None if row is None else rows.link(row)

    def delete_link(self, owner: str, link_id: int) -> None:
        self._c.execute("DELETE FROM links WHERE owner = %s AND id = %s", (owner, link_id))

    def links_touching(self, owner: str, item_ids: Sequence[int]) -> list[Link]:
        if not item_ids:
            return []
        wanted = rows.ids(item_ids)
        found = self._c.execute(
            f"{rows.LINK_SELECT} WHERE owner = %s AND (from_id = ANY(%s) OR to_id = ANY(%s)) ORDER BY id",
            (owner, wanted, wanted),
        )
        return [rows.link(r) for r in found]

    def set_link_endpoints(self, owner: str, link_id: int, from_id: int, to_id: int) -> None:
        self._c.execute(
            "UPDATE links SET from_id = %s, to_id = %s WHERE owner = %s AND id = %s", (from_id, to_id, owner, link_id)
        )

    def all_links(self, owner: str) -> list[Link]:
        return [rows.link(r) for r in self._c.execute(f"{rows.LINK_SELECT} WHERE owner = %s ORDER BY id", (owner,))]

    # ---- blocks ------------------------------------------------------------------------------
    def get_active_block(self, owner: str, namespace: str, category: str | None) -> Block | None:
        row = self._c.execute(
            f"{rows.BLOCK_SELECT} WHERE owner = %s AND namespace = %s AND category = %s AND valid_until IS NULL",
            (owner, namespace, category or ""),
        ).fetchone()
        return None if row is None else rows.block(row)

    def get_block(self, owner: str, block_id: int) -> Block | None:
        row = self._c.execute(f"{rows.BLOCK_SELECT} WHERE owner = %s AND id = %s", (owner, block_id)).fetchone()
        return None if row is None else rows.block(row)

    def insert_block(
        self,
        owner: str,
        namespace: str,
        category: str | None,
        content: str,
        version: int,
        at: datetime,
        *,
        block_id: int | None = None,
        valid_until: datetime | None = None,
    ) -> Block:
        row = self._c.execute(
            "INSERT INTO blocks (id, owner, namespace, category, content, version, recorded_at, valid_until) "
            "VALUES (COALESCE(%s, nextval('blocks_id_seq')), %s, %s, %s, %s, %s, %s, %s) "
            "RETURNING id, owner, namespace, category, content, version, recorded_at, valid_until",
            (block_id, owner, namespace, category or "", content, version, to_text(at), _t(valid_until)),
        ).fetchone()
        assert row is not None
        self._claim("blocks", block_id)
        return rows.block(row)

    def end_block(self, owner: str, block_id: int, at: datetime) -> None:
        self._c.execute(
            "UPDATE blocks SET valid_until = %s WHERE owner = %s AND id = %s", (to_text(at), owner, block_id)
        )

    def reopen_block(self, owner: str, block_id: int) -> None:
        self._c.execute("UPDATE blocks SET valid_until = NULL WHERE owner = %s AND id = %s", (owner, block_id))

    def delete_block(self, owner: str, block_id: int) -> None:
        self._c.execute("DELETE FROM blocks WHERE owner = %s AND id = %s", (owner, block_id))

    def list_active_blocks(self, owner: str, namespace_prefix: str | None) -> list[Block]:
        sql = f"{rows.BLOCK_SELECT} WHERE owner = %s AND valid_until IS NULL"
        args: list[Any] = [owner]
        if namespace_prefix is not None:
            clause, values = rows.subtree("namespace", namespace_prefix)
            sql += " AND " + clause
            args += values
        return [rows.block(r) for r in self._c.execute((sql + " ORDER BY namespace, category").encode(), args)]

    def all_blocks(self, owner: str) -> list[Block]:
        return [rows.block(r) for r in self._c.execute(f"{rows.BLOCK_SELECT} WHERE owner = %s ORDER BY id", (owner,))]

    # ---- events ------------------------------------------------------------------------------
    def insert_event(
        self,
        owner: str,
        namespace: str,
        at: datetime,
        actor: str,
        op: str,
        target_kind: str,
        target_id: int | None,
        before: Mapping[str, Any] | None,
        after: Mapping[str, Any] | None,
        *,
        undoes: int | None = None,
        event_id: int | None = None,
    ) -> Event:
        # RETURNING the row itself (a new event is undone by nothing yet): no second round trip.
        row = self._c.execute(
            "INSERT INTO events (id, owner, namespace, at, actor, op, target_kind, target_id, before, after, undoes) "
            "VALUES (COALESCE(%s, nextval('events_id_seq')), %s, %s, %s, %s, %s, %s, %s, %s, %s, %s) "
            "RETURNING id, owner, namespace, at, actor, op, target_kind, target_id, before, after, undoes, false",
            (
                event_id,
                owner,
                namespace,
                to_text(at),
                actor,
                op,
                target_kind,
                target_id,
                _json(before),
                _json(after),
                undoes,
            ),
        ).fetchone()
        assert row is not None
        self._claim("events", event_id)
        return rows.event(row)

    def get_event(self, owner: str, event_id: int) -> Event | None:
        row = self._c.execute(f"{rows.EVENT_SELECT} WHERE e.owner = %s AND e.id = %s", (owner, event_id)).fetchone()
        return None if row is None else rows.event(row)

    def last_undoable_event(self, owner: str) -> Event | None:
        row = self._c.execute(
            f"{rows.EVENT_SELECT} WHERE e.owner = %s AND e.undoes IS NULL "
            "AND e.op NOT IN ('undo', 'purge', 'import', 'decay') "
            "AND NOT EXISTS (SELECT 1 FROM events u WHERE u.undoes = e.id) "
            "AND e.id > COALESCE((SELECT max(i.id) FROM events i WHERE i.owner = %s AND i.op = 'import'), 0) "
            "ORDER BY e.id DESC LIMIT 1",
            (owner, owner),
        ).fetchone()
        return None if row is None else rows.event(row)

    def last_event_id(self, owner: str, op: str) -> int | None:
        row = self._c.execute("SELECT max(id) FROM events WHERE owner = %s AND op = %s", (owner, op)).fetchone()
        return None if row is None or row[0] is None else int(row[0])

    def events_for(self, owner: str, target_kind: str, target_ids: Sequence[int]) -> list[Event]:
        if not target_ids:
            return []
        found = self._c.execute(
            f"{rows.EVENT_SELECT} WHERE e.owner = %s AND e.target_kind = %s AND e.target_id = ANY(%s) ORDER BY e.id",
            (owner, target_kind, rows.ids(target_ids)),
        )
        return [rows.event(r) for r in found]

    def iter_events(self, owner: str) -> Iterator[Event]:
        # A server-side cursor: a long event log streams instead of being loaded at once.
        with self._c.cursor(name=f"events_{id(self)}") as cur:
            cur.itersize = 2000
            cur.execute(f"{rows.EVENT_SELECT} WHERE e.owner = %s ORDER BY e.id", (owner,))
            for row in cur:
                yield rows.event(row)

    def scrub_events(self, owner: str, target_kind: str, target_ids: Sequence[int]) -> None:
        if not target_ids:
            return
        scrubbed = json.dumps({"purged": True})
        self._c.execute(
            "UPDATE events SET before = CASE WHEN before IS NULL THEN NULL ELSE %s END, "
            "after = CASE WHEN after IS NULL THEN NULL ELSE %s END "
            "WHERE owner = %s AND target_kind = %s AND target_id = ANY(%s)",
            (scrubbed, scrubbed, owner, target_kind, rows.ids(target_ids)),
        )

    def lineage_events(self, owner: str, lineage: int) -> list[Event]:
        """Every item event of a supersession chain, including those of undone versions."""
        found = self._c.execute(
            f"{rows.EVENT_SELECT} WHERE e.owner = %s AND e.target_kind = 'item' AND (e.target_id = %s "
            "OR (e.before::jsonb ->> 'lineage')::bigint = %s OR (e.after::jsonb ->> 'lineage')::bigint = %s) "
            "ORDER BY e.id",
            (owner, lineage, lineage, lineage),
        )
        return [rows.event(r) for r in found]

    def scrub_lineage_events(self, owner: str, lineage: int) -> None:
        """Blank the snapshots of every item event of a lineage, including undone versions and undos."""
        scrubbed = json.dumps({"purged": True})
        self._c.execute(
            "UPDATE events SET before = CASE WHEN before IS NULL THEN NULL ELSE %s END, "
            "after = CASE WHEN after IS NULL THEN NULL ELSE %s END "
            "WHERE owner = %s AND target_kind = 'item' AND op != 'purge' AND ("
            "(before::jsonb ->> 'lineage')::bigint = %s OR (after::jsonb ->> 'lineage')::bigint = %s)",
            (scrubbed, scrubbed, owner, lineage, lineage),
        )

    # ---- context snapshots -------------------------------------------------------------------
    def get_snapshot(self, owner: str, session_id: str, key: str) -> str | None:
        row = self._c.execute(
            "SELECT payload FROM context_snapshots WHERE owner = %s AND session_id = %s AND key = %s",
            (owner, session_id, key),
        ).fetchone()
        return None if row is None else str(row[0])

    def put_snapshot(self, owner: str, session_id: str, key: str, payload: str, at: datetime) -> str:
        """Store the first rendering for a session; a concurrent second one gets the first back."""
        self._c.execute(
            "INSERT INTO context_snapshots (owner, session_id, key, payload, created_at) VALUES (%s,%s,%s,%s,%s) "
            "ON CONFLICT DO NOTHING",
            (owner, session_id, key, payload, to_text(at)),
        )
        stored = self.get_snapshot(owner, session_id, key)
        assert stored is not None
        return stored

    # ---- bookkeeping -------------------------------------------------------------------------
    def ids_in_use(self, table: str, ids: Sequence[int]) -> bool:
        if table not in _TABLES:
            raise ValueError(table)
        if not ids:
            return False
        row = self._c.execute(f"SELECT 1 FROM {table} WHERE id = ANY(%s) LIMIT 1".encode(), (rows.ids(ids),))
        return row.fetchone() is not None

    def get_meta(self, key: str) -> str | None:
        row = self._c.execute("SELECT value FROM meta WHERE key = %s", (key,)).fetchone()
        return None if row is None else str(row[0])

    def set_meta(self, key: str, value: str) -> None:
        self._c.execute(
            "INSERT INTO meta (key, value) VALUES (%s, %s) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value",
            (key, value),
        )


class PostgresStore:
    """A Store over one PostgreSQL database, e.g. ``postgresql://user:pass@host/db``.

    Besides libpq's own URL parameters, ``pool_min``, ``pool_max`` and ``pool_timeout`` size the
    connection pool (defaults 1, 8 and 30 s). The database is migrated when opened; it must have
    the ``vector`` extension or let this role create it.
    """

    def __init__(self, url: str, *, lock_timeout_s: float = 30.0) -> None:
        conninfo, options = split_pool_options(url)
        self._location = redact(url)
        self._lock_timeout_ms = int(lock_timeout_s * 1000)
        try:
            with pg_retry.connect(conninfo, autocommit=True, application_name="engram") as conn:
                migrate(conn, self._location)
                version = conn.execute("SELECT extversion FROM pg_extension WHERE extname = 'vector'").fetchone()
        except psycopg.Error as exc:
            raise store_error(exc, self._location) from exc
        self._shared = Shared(pgvector_version=tuple(int(p) for p in str(version[0] if version else "0").split(".")))
        self._hnsw_known: set[str] = set()  # HNSW indexes known to exist: see VectorRows._ensure_index
        self._pool = psycopg_pool.ConnectionPool(
            conninfo,
            min_size=options.min_size,
            max_size=options.max_size,
            timeout=options.timeout,
            kwargs={"autocommit": True, "application_name": "engram"},
            configure=register_vector,
            check=psycopg_pool.ConnectionPool.check_connection,
            name="engram",
            open=False,
        )
        try:
            self._pool.open(wait=True, timeout=options.timeout)
        except psycopg_pool.PoolTimeout as exc:
            self._pool.close()
            raise store_error(exc, self._location) from exc
        self._shared.pool = self._pool  # recall's dense searches run beside its lexical queries

    @property
    def location(self) -> str:
        """The URL with any password replaced by ``***``."""
        return self._location

    def schema_version(self) -> int:
        with self._pool.connection() as conn:
            row = conn.execute("SELECT coalesce(max(version), 0) FROM schema_migrations").fetchone()
        return int(row[0]) if row else 0

    @contextmanager
    def _connection(self) -> Iterator[psycopg.Connection[Any]]:
        try:
            with self._pool.connection() as conn:
                yield conn
        except (psycopg.Error, psycopg_pool.PoolTimeout) as exc:
            lost = pg_retry.connection_lost(exc)  # a server restart: rolled back, safe to run again
            raise (pg_retry.lost(exc, self._location) if lost else store_error(exc, self._location)) from exc

    @contextmanager
    def write(self, keys: Sequence[str] = ()) -> Iterator[PgTx]:
        """A write transaction: exclusive without ``keys``; with them, beside other keyed writers
        whose keys differ (see the module docstring). BEGIN and every lock are one round trip."""
        with self._connection() as conn:
            try:
                conn.execute(
                    f"BEGIN ISOLATION LEVEL READ COMMITTED; SET LOCAL lock_timeout = {self._lock_timeout_ms}; "
                    f"{lock_statements(keys)}".encode()
                )
            except BaseException:
                _rollback(conn)
                raise
            tx = PgTx(conn, self._shared, self._hnsw_known)
            try:
                yield tx
            except BaseException:
                _rollback(conn)
                raise
            try:
                conn.execute("COMMIT")
            except psycopg.Error as exc:
                _rollback(conn)
                if pg_retry.connection_lost(exc):  # COMMIT was sent: it may or may not have landed
                    raise pg_retry.lost_in_commit(exc, self._location) from exc
                raise
            tx.publish_indexes()

    @contextmanager
    def read(self) -> Iterator[PgTx]:
        with self._connection() as conn:
            conn.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
            try:
                yield PgTx(conn, self._shared, self._hnsw_known)
            finally:
                _rollback(conn)

    def vacuum(self) -> None:
        """``VACUUM (ANALYZE)`` of the whole database, on an autocommit connection (see ``VacuumStore``)."""
        with self._connection() as conn:
            conn.execute("VACUUM (ANALYZE)")

    @contextmanager
    def scope_lock(self, scope: str, timeout: float) -> Iterator[bool]:
        """One holder per scope across threads and processes (a session-level advisory lock on a
        connection kept out of the pool meanwhile); yields False after ``timeout`` seconds."""
        deadline = time.monotonic() + max(0.0, timeout)
        with self._connection() as conn:
            acquired = False
            try:
                pause = 0.005
                while True:
                    got = conn.execute(
                        "SELECT pg_try_advisory_lock(%s, hashtext(%s))", (SCOPE_LOCK_CLASS, scope)
                    ).fetchone()
                    if got is not None and got[0]:
                        acquired = True
                        break
                    remaining = deadline - time.monotonic()
                    if remaining <= 0:
                        break
                    time.sleep(min(pause, remaining))
                    pause = min(pause * 2, 0.1)
                yield acquired
            finally:
                if acquired:
                    conn.execute("SELECT pg_advisory_unlock(%s, hashtext(%s))", (SCOPE_LOCK_CLASS, scope))

    def close(self) -> None:
        self._pool.close()


def _rollback(conn: psycopg.Connection[Any]) -> None:
    try:
        if conn.info.transaction_status != psycopg.pq.TransactionStatus.IDLE:
            conn.execute("ROLLBACK")
    except psycopg.Error:
        pass


__all__ = ["LATEST_VERSION", "PgTx", "PostgresStore", "store_error"]
