"""The Store port: primitive, owner-scoped reads and writes inside explicit transactions.

The bitemporal rules (supersede, forget, undo) live in the service layer and are written once
against this protocol, so every backend gets them identically. Every method takes the owner and
every query filters on it: scoping is enforced here as well as in the facade (two fences).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol, runtime_checkable

from engram.models import Block, DailyEntry, Digest, Event, Item, Link, Provenance, Session, Turn


@dataclass(frozen=True, slots=True)
class NewItem:
    owner: str
    namespace: str
    category: str
    content: str
    content_key: str
    summary: str | None
    detail: str | None
    tags: tuple[str, ...]
    source: str
    provenance: Provenance
    confidence: float | None
    valid_from: datetime
    recorded_at: datetime
    supersedes: int | None = None
    lineage: int | None = None
    last_confirmed_at: datetime | None = None
    valid_until: datetime | None = None
    superseded_by: int | None = None
    trashed_at: datetime | None = None
    slot: str | None = None


@dataclass(frozen=True, slots=True)
class LexicalQuery:
    """What to find by words, in no backend's syntax: each adapter renders its own (FTS5 on SQLite,
    ``tsquery`` on PostgreSQL), so no query language crosses the port.

    By default any of ``words`` matches (each on its stem); with ``phrase`` the words must appear
    together, in order. ``field`` limits the match to one field of the record: ``"tags"`` for items,
    ``"text"`` for turns (the turn itself, not its neighbours)."""

    words: tuple[str, ...]
    phrase: bool = False
    field: str | None = None

    @classmethod
    def any_of(cls, words: Iterable[str], *, field: str | None = None, limit: int = 64) -> LexicalQuery | None:
        """Any of the distinct non-empty ``words`` (the first ``limit``), or None when there are none."""
        distinct = tuple(dict.fromkeys(w for w in words if w))[:limit]
        return cls(distinct, field=field) if distinct else None


@dataclass(frozen=True, slots=True)
class ItemRank:
    """What ranking needs of an item without reading the whole row."""

    id: int
    confidence: float | None
    recorded_at: datetime
    last_confirmed_at: datetime | None


LEXICAL_KINDS = ("item", "turn", "block")
"""The kinds ``prune_terms`` counts term statistics for."""


@dataclass(frozen=True, slots=True)
class ItemQuery:
    owner: str
    category: str | None = None
    namespace: str | None = None
    include_inactive: bool = False
    include_trashed: bool = False
    only_trashed: bool = False
    as_of: datetime | None = None
    lineage: int | None = None
    after_id: int | None = None
    limit: int | None = None
    source: str | None = None
    slot: str | None = None  # exactly this typed-fact slot
    slotted: bool = False  # only items that carry a slot


@dataclass(frozen=True, slots=True)
class TurnContext:
    """A turn as ranking sees it: with its session, namespace and neighbouring turn ids."""

    id: int
    session_id: str
    namespace: str
    seq: int
    speaker: str | None
    text: str
    at: datetime
    external_id: str | None
    role: str
    prev_id: int | None
    next_id: int | None


@dataclass(frozen=True, slots=True)
class ApiKey:
    """An HTTP API key as stored: only ``sha256(token)`` is kept; the token itself is shown once."""

    id: int
    owner: str
    name: str | None
    created_at: datetime
    revoked_at: datetime | None
    last_used_at: datetime | None


class ApiKeyTx(Protocol):
    """Optional capability: API keys. Unlike every other primitive these are not owner-scoped
    (a key is how a request finds its owner); only the key service calls them."""

    def insert_api_key(self, owner: str, name: str | None, key_hash: str, at: datetime) -> ApiKey: ...
    def api_key_by_hash(self, key_hash: str) -> ApiKey | None: ...
    def get_api_key(self, key_id: int) -> ApiKey | None: ...
    def list_api_keys(self, owner: str | None) -> list[ApiKey]: ...
    def revoke_api_key(self, key_id: int, at: datetime) -> None: ...
    def touch_api_key(self, key_id: int, at: datetime) -> None: ...
    def has_active_api_keys(self) -> bool: ...


class BulkReadTx(Protocol):
    """Optional capability: enumerate a whole store (every owner, every row, as stored), in pages.

    ``engram migrate`` and ``engram verify`` read through this and the ordinary primitives
    (``all_links``, ``all_blocks``, ``list_sessions``, ``list_digests``); nothing else uses it.
    Pages are in ascending key order so two stores can be compared by walking them side by side.
    """

    def owners(self) -> list[str]: ...
    def row_counts(self, owner: str) -> dict[str, int]: ...  # keys: OWNER_TABLES
    def id_watermarks(self) -> dict[str, int]: ...  # table -> highest id ever handed out
    def all_meta(self) -> dict[str, str]: ...  # portable keys only (no adapter bookkeeping)
    def api_key_rows(self) -> list[StoredApiKey]: ...
    def item_rows(self, owner: str, after_id: int, limit: int) -> list[StoredItem]: ...
    def event_rows(self, owner: str, after_id: int, limit: int) -> list[Event]: ...
    def turn_rows(self, owner: str, after_id: int, limit: int) -> list[Turn]: ...
    def daily_rows(self, owner: str) -> list[StoredDaily]: ...
    def snapshot_rows(self, owner: str) -> list[Snapshot]: ...
    def vector_rows(self, owner: str, kind: str, after_ref: int, limit: int) -> list[tuple[int, bytes]]: ...


class BulkWriteTx(Protocol):
    """Optional capability: write rows exactly as another store holds them (ids, times, history).

    Only ``engram migrate`` calls these, into an empty store, inside one transaction. Items may
    name versions loaded later (``superseded_by``): such references are resolved by
    ``finish_load``, called once after everything is loaded. It also makes the next id handed
    out in each table the one the source would have handed out (``id_watermarks``), so a purged
    id is never reused, and builds any search index that is faster to build once than to grow
    row by row (PostgreSQL's HNSW index over the loaded vectors).
    """

    def load_items(self, rows: Sequence[StoredItem]) -> None: ...
    def load_links(self, links: Sequence[Link]) -> None: ...
    def load_blocks(self, blocks: Sequence[Block]) -> None: ...
    def load_events(self, events: Sequence[Event]) -> None: ...
    def load_sessions(self, sessions: Sequence[Session]) -> None: ...
    def load_turns(self, owner: str, turns: Sequence[Turn]) -> None: ...
    def load_digests(self, owner: str, digests: Sequence[Digest]) -> None: ...
    def load_daily(self, owner: str, rows: Sequence[StoredDaily]) -> None: ...
    def load_snapshots(self, owner: str, rows: Sequence[Snapshot]) -> None: ...
    def load_api_keys(self, rows: Sequence[StoredApiKey]) -> None: ...
    def load_vectors(self, owner: str, kind: str, rows: Sequence[tuple[int, bytes]]) -> None: ...
    def finish_load(self, id_watermarks: Mapping[str, int]) -> None: ...
    def refresh_statistics(self) -> None: ...  # in a transaction of its own, after the load committed


class StoreTx(ApiKeyTx, BulkReadTx, BulkWriteTx, Protocol):
    """One transaction. Writes become visible and durable only when the context exits cleanly."""

    # items
    def insert_item(self, new: NewItem, *, item_id: int | None = None) -> Item: ...
    def get_item(self, owner: str, item_id: int) -> Item | None: ...
    def find_items(self, query: ItemQuery) -> list[Item]: ...
    def find_active_by_substring(self, owner: str, needle: str, limit: int) -> list[Item]: ...
    def find_inactive_by_substring(self, owner: str, needle: str, limit: int) -> list[Item]: ...  # trashed, forgotten
    def find_active_duplicate(self, owner: str, namespace: str, category: str, key: str) -> Item | None: ...
    def end_item(self, owner: str, item_id: int, at: datetime, superseded_by: int | None) -> None: ...
    def reopen_item(self, owner: str, item_id: int) -> None: ...
    def set_last_confirmed(self, owner: str, item_id: int, at: datetime | None) -> None: ...
    def set_confidence(self, owner: str, item_id: int, confidence: float | None) -> None: ...
    def set_trashed(self, owner: str, lineage: int, at: datetime | None) -> int: ...
    def delete_item(self, owner: str, item_id: int) -> None: ...
    def trashed_lineages(self, owner: str, before: datetime | None) -> list[int]: ...
    def delete_lineage(self, owner: str, lineage: int) -> int: ...

    # links
    def insert_link(
        self, owner: str, from_id: int, to_id: int, relation: str, at: datetime, *, link_id: int | None = None
    ) -> Link: ...
    def get_link(self, owner: str, link_id: int) -> Link | None: ...
    def delete_link(self, owner: str, link_id: int) -> None: ...
    def links_touching(self, owner: str, item_ids: Sequence[int]) -> list[Link]: ...
    def set_link_endpoints(self, owner: str, link_id: int, from_id: int, to_id: int) -> None: ...
    def all_links(self, owner: str) -> list[Link]: ...

    # blocks
    def get_active_block(self, owner: str, namespace: str, category: str | None) -> Block | None: ...
    def get_block(self, owner: str, block_id: int) -> Block | None: ...
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
    ) -> Block: ...
    def end_block(self, owner: str, block_id: int, at: datetime) -> None: ...
    def reopen_block(self, owner: str, block_id: int) -> None: ...
    def delete_block(self, owner: str, block_id: int) -> None: ...
    def list_active_blocks(self, owner: str, namespace_prefix: str | None) -> list[Block]: ...
    def all_blocks(self, owner: str) -> list[Block]: ...

    # events
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
    ) -> Event: ...
    def get_event(self, owner: str, event_id: int) -> Event | None: ...
    def last_undoable_event(self, owner: str) -> Event | None: ...
    def last_event_id(self, owner: str, op: str) -> int | None: ...
    def events_for(self, owner: str, target_kind: str, target_ids: Sequence[int]) -> list[Event]: ...
    def iter_events(self, owner: str) -> Iterator[Event]: ...
    def scrub_events(self, owner: str, target_kind: str, target_ids: Sequence[int]) -> None: ...
    def scrub_lineage_events(self, owner: str, lineage: int) -> None: ...
    def lineage_events(self, owner: str, lineage: int) -> list[Event]: ...

    # sessions and turns
    def get_session(self, owner: str, session_id: str) -> Session | None: ...
    def insert_session(
        self, owner: str, session_id: str, namespace: str, title: str | None, at: datetime, meta: Mapping[str, Any]
    ) -> Session: ...
    def update_session(self, owner: str, session_id: str, **fields: Any) -> None: ...
    def append_turn(
        self,
        owner: str,
        session_id: str,
        role: str,
        speaker: str | None,
        text: str,
        at: datetime,
        external_id: str | None,
        meta: Mapping[str, Any],
    ) -> Turn: ...
    def get_turn(self, owner: str, turn_id: int) -> Turn | None: ...
    def list_turns(self, owner: str, session_id: str, after_seq: int = 0, limit: int | None = None) -> list[Turn]: ...
    def list_sessions(
        self, owner: str, *, status: str | None = None, trashed: bool = False, limit: int | None = None
    ) -> list[Session]: ...
    def search_turns(self, owner: str, lexical: LexicalQuery, limit: int) -> list[tuple[str, int, int, str, float]]: ...
    def delete_session(self, owner: str, session_id: str) -> int: ...

    # digests and daily logs
    def insert_digest(
        self,
        owner: str,
        session_id: str,
        namespace: str,
        title: str,
        summary: str,
        decisions: Sequence[str],
        findings: Sequence[str],
        files: Sequence[str],
        turn_from: int,
        turn_to: int,
        at: datetime,
    ) -> Digest: ...
    def list_digests(
        self,
        owner: str,
        *,
        session_id: str | None = None,
        namespace: str | None = None,
        include_trashed: bool = False,
        limit: int | None = None,
    ) -> list[Digest]: ...
    def digests_by_ids(self, owner: str, ids: Sequence[int]) -> list[Digest]: ...
    def lexical_digests(
        self, owner: str, lexical: LexicalQuery, limit: int, namespace: str | None
    ) -> list[tuple[int, float]]: ...
    def insert_daily(
        self,
        owner: str,
        namespace: str,
        day: str,
        time: str,
        label: str,
        text: str,
        session_id: str | None,
        at: datetime,
    ) -> DailyEntry: ...
    def daily_entries(self, owner: str, namespace: str, day: str) -> list[DailyEntry]: ...
    def daily_days(self, owner: str, namespace: str) -> list[str]: ...

    # search
    def prune_terms(self, kind: str, words: Sequence[str], postings_budget: int) -> list[str]: ...
    def lexical_turns(
        self,
        owner: str,
        lexical: LexicalQuery,
        weights: tuple[float, float, float, float],
        limit: int,
        namespace: str | None = None,
        session_id: str | None = None,
    ) -> list[tuple[int, float]]: ...
    def lexical_items(
        self, owner: str, lexical: LexicalQuery, limit: int, query: ItemQuery
    ) -> list[tuple[int, float]]: ...
    def lexical_blocks(
        self, owner: str, lexical: LexicalQuery, limit: int, namespace: str | None
    ) -> list[tuple[int, float]]: ...
    def turn_contexts(self, owner: str, turn_ids: Sequence[int]) -> list[TurnContext]: ...
    def speakers(self, owner: str) -> list[str]: ...
    def item_ranking_rows(self, ids: Sequence[int], query: ItemQuery) -> list[ItemRank]: ...
    def items_by_ids(self, owner: str, ids: Sequence[int]) -> list[Item]: ...
    def blocks_by_ids(self, owner: str, ids: Sequence[int]) -> list[Block]: ...

    # vectors (derived data: rebuildable from the rows they embed)
    def put_vectors(self, owner: str, kind: str, rows: Sequence[tuple[int, bytes]]) -> None: ...
    def vector_stats(self, owner: str, kind: str) -> tuple[int, int]: ...
    def vectors_since(self, owner: str, kind: str, after_rowid: int) -> list[tuple[int, int, bytes]]: ...
    def missing_vectors(self, owner: str, kind: str, limit: int, after_id: int = 0) -> list[tuple[int, str]]: ...
    def max_row_id(self, kind: str) -> int: ...
    def drop_vectors(self, owner: str) -> int: ...

    # context snapshots (the injected block, frozen per session)
    def get_snapshot(self, owner: str, session_id: str, key: str) -> str | None: ...
    def put_snapshot(self, owner: str, session_id: str, key: str, payload: str, at: datetime) -> str: ...

    # bookkeeping
    def ids_in_use(self, table: str, ids: Sequence[int]) -> bool: ...
    def get_meta(self, key: str) -> str | None: ...
    def set_meta(self, key: str, value: str) -> None: ...


class Store(Protocol):
    """A durable memory store. ``write()`` serialises writers; ``read()`` sees a consistent snapshot."""

    @property
    def location(self) -> str: ...

    def write(self, keys: Sequence[str] = ()) -> AbstractContextManager[StoreTx]:
        """A write transaction, committed when the block exits cleanly and rolled back otherwise.

        With no ``keys`` it is exclusive: no other writer runs meanwhile, so any read-modify-write
        inside it is safe. With ``keys`` the caller promises that the transaction (a) reads or
        changes only rows identified by those keys and (b) otherwise only appends new rows (items,
        events, vectors, meta upserts). Writers holding disjoint keys may then run at once (a
        backend may still serialise them: SQLite does); two holding a common key never do, and an
        exclusive writer still excludes every keyed one. Keys are opaque strings, built by the
        service in one place (``engram.items.write_locks``).
        """
        ...

    def read(self) -> AbstractContextManager[StoreTx]: ...
    def close(self) -> None: ...


# ---- whole-store copy (``engram migrate`` / ``engram verify``) ------------------------------------
@dataclass(frozen=True, slots=True)
class StoredItem:
    """An item row as stored, with the duplicate key the ``Item`` model leaves out."""

    item: Item
    content_key: str


@dataclass(frozen=True, slots=True)
class StoredDaily:
    """A daily-log row as stored: the entry plus the instant it was written."""

    entry: DailyEntry
    at: datetime


@dataclass(frozen=True, slots=True)
class StoredApiKey:
    """An API key row as stored: the key plus ``sha256(token)`` (never the token)."""

    key: ApiKey
    key_hash: str


@dataclass(frozen=True, slots=True)
class Snapshot:
    """A context snapshot row: the block injected into one session, frozen."""

    session_id: str
    key: str
    payload: str
    created_at: datetime


# Tables a whole-store copy moves, in the order it moves them (parents before children).
OWNER_TABLES: tuple[str, ...] = (
    "sessions",
    "turns",
    "items",
    "links",
    "blocks",
    "events",
    "digests",
    "daily",
    "snapshots",
    "vectors",
)


@runtime_checkable
class VectorSearchTx(Protocol):
    """Optional capability: nearest-neighbour search inside the store (PostgreSQL's HNSW index).

    When a transaction offers it, the service asks the store for the top ``k`` instead of loading
    every vector of the owner into memory. ``query`` is float32 bytes, as stored; the answer is
    (row id, cosine similarity) pairs, best first, over vectors of the query's dimension only."""

    def nearest_vectors(self, owner: str, kind: str, query: bytes, k: int) -> list[tuple[int, float]]: ...


@runtime_checkable
class EarlyVectorSearchTx(Protocol):
    """Optional capability: start a ``nearest_vectors`` search now, on another connection reading the
    same snapshot, and collect it later; meanwhile this transaction answers other queries (on
    PostgreSQL the HNSW search is the slowest part of a recall, and the lexical half can run beside
    it). The returned function gives exactly what ``nearest_vectors`` would have; call it before
    the transaction ends. A store that cannot start one (no free connection) searches when called.
    With ``ranking`` (items only) it may also read the found items' ``item_ranking_rows`` for that
    scope on the side, so the call recall makes next finds them ready."""

    def start_nearest_vectors(
        self, owner: str, kind: str, query: bytes, k: int, ranking: ItemQuery | None = None
    ) -> Callable[[], list[tuple[int, float]]]: ...


@runtime_checkable
class VacuumStore(Protocol):
    """Optional capability: tidy the store after a bulk load (PostgreSQL's ``VACUUM (ANALYZE)``:
    it marks the loaded pages all-visible, which the index-only scans of recall rely on, and
    takes planner statistics). Runs outside any transaction."""

    def vacuum(self) -> None: ...


@runtime_checkable
class ScopeLockStore(Protocol):
    """Optional capability: a store-wide lock per finalize scope (for stores that are not one file,
    where the service's lock file beside the database cannot be used)."""

    def scope_lock(self, scope: str, timeout: float) -> AbstractContextManager[bool]: ...
