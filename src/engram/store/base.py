"""The Store port: primitive, owner-scoped reads and writes inside explicit transactions.

The bitemporal rules (supersede, forget, undo) live in the service layer and are written once
against this protocol, so every backend gets them identically. Every method takes the owner and
every query filters on it: scoping is enforced here as well as in the facade (two fences).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol

from engram.models import Block, Event, Item, Link, Provenance, Session, Turn


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


class StoreTx(Protocol):
    """One transaction. Writes become visible and durable only when the context exits cleanly."""

    # items
    def insert_item(self, new: NewItem, *, item_id: int | None = None) -> Item: ...
    def get_item(self, owner: str, item_id: int) -> Item | None: ...
    def find_items(self, query: ItemQuery) -> list[Item]: ...
    def find_active_by_substring(self, owner: str, needle: str, limit: int) -> list[Item]: ...
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

    def write(self) -> AbstractContextManager[StoreTx]: ...
    def read(self) -> AbstractContextManager[StoreTx]: ...
    def close(self) -> None: ...
