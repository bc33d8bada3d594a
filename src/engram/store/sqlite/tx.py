"""A SQLite transaction: the StoreTx primitives over one connection (rows of every table)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator, Mapping, Sequence
from datetime import datetime
from typing import Any

from engram import text as rtext
from engram.models import Block, Event, Item, Link, Session, Turn
from engram.store.base import ItemQuery, ItemRank, NewItem
from engram.store.rows import block as _block
from engram.store.rows import event as _event
from engram.store.rows import item as _item
from engram.store.rows import link as _link
from engram.store.rows import new_item_values as _new_item_values
from engram.store.rows import session as _session
from engram.store.rows import turn as _turn
from engram.store.sqlite.apikeys import ApiKeyRows
from engram.store.sqlite.bulk import BulkRows
from engram.store.sqlite.episodes import EpisodeRows
from engram.store.sqlite.search import SearchRows
from engram.store.sqlite.sql import (
    _EVENT_SELECT,
    _ITEM_COLUMNS,
    _SESSION_SELECT,
    _SUBTREE,
    _TABLES,
    _TURN_SELECT,
    _item_filters,
    _t,
)
from engram.timeutil import to_text


class SqliteTx(EpisodeRows, ApiKeyRows, BulkRows, SearchRows):
    """Owner-scoped primitives over one open transaction (digests and daily logs: ``EpisodeRows``)."""

    def __init__(
        self, conn: sqlite3.Connection, term_counts: dict[tuple[str, str], tuple[int, float]] | None = None
    ) -> None:
        self._c = conn
        self._term_counts = {} if term_counts is None else term_counts
        self._ranking_rows: dict[str, dict[int, ItemRank | None]] = {}

    # ---- items -------------------------------------------------------------------------------
    def insert_item(self, new: NewItem, *, item_id: int | None = None) -> Item:
        cur = self._c.execute(
            "INSERT INTO items (id, owner, namespace, category, content, content_key, summary, detail, tags, "
            "source, session_id, turn_ids, confidence, valid_from, valid_until, recorded_at, last_confirmed_at, "
            "supersedes, superseded_by, lineage, trashed_at, slot) "
            "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            _new_item_values(new, item_id, new.lineage if new.lineage is not None else 0),
        )
        new_id = int(cur.lastrowid or 0)
        if new.lineage is None:
            self._c.execute("UPDATE items SET lineage = id WHERE id = ?", (new_id,))
        item = self.get_item(new.owner, new_id)
        assert item is not None
        return item

    def get_item(self, owner: str, item_id: int) -> Item | None:
        row = self._c.execute(
            f"SELECT {_ITEM_COLUMNS} FROM items WHERE id = ? AND +owner = ?", (item_id, owner)
        ).fetchone()
        return None if row is None else _item(row)

    def find_items(self, query: ItemQuery) -> list[Item]:
        where, args = _item_filters(query)
        sql = f"SELECT {_ITEM_COLUMNS} FROM items WHERE {' AND '.join(where)} ORDER BY id"
        if query.limit is not None:
            sql += " LIMIT ?"
            args.append(query.limit)
        return [_item(r) for r in self._c.execute(sql, args)]

    def find_active_by_substring(self, owner: str, needle: str, limit: int) -> list[Item]:
        escaped = needle.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        rows = self._c.execute(
            f"SELECT {_ITEM_COLUMNS} FROM items WHERE owner = ? AND valid_until IS NULL AND trashed_at IS NULL "
            "AND content LIKE ? ESCAPE '\\' ORDER BY id LIMIT ?",
            (owner, f"%{escaped}%", limit),
        )
        return [_item(r) for r in rows]

    def find_inactive_by_substring(self, owner: str, needle: str, limit: int) -> list[Item]:
        escaped = needle.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        rows = self._c.execute(
            f"SELECT {_ITEM_COLUMNS} FROM items WHERE owner = ? "
            "AND (trashed_at IS NOT NULL OR (valid_until IS NOT NULL AND superseded_by IS NULL)) "
            "AND content LIKE ? ESCAPE '\\' ORDER BY id DESC LIMIT ?",
            (owner, f"%{escaped}%", limit),
        )
        return [_item(r) for r in rows]

    def find_active_duplicate(self, owner: str, namespace: str, category: str, key: str) -> Item | None:
        row = self._c.execute(
            f"SELECT {_ITEM_COLUMNS} FROM items WHERE owner = ? AND namespace = ? AND category = ? "
            "AND content_key = ? AND valid_until IS NULL AND trashed_at IS NULL",
            (owner, namespace, category, key),
        ).fetchone()
        return None if row is None else _item(row)

    def end_item(self, owner: str, item_id: int, at: datetime, superseded_by: int | None) -> None:
        self._c.execute(
            "UPDATE items SET valid_until = ?, superseded_by = ? WHERE owner = ? AND id = ?",
            (to_text(at), superseded_by, owner, item_id),
        )

    def reopen_item(self, owner: str, item_id: int) -> None:
        self._c.execute(
            "UPDATE items SET valid_until = NULL, superseded_by = NULL WHERE owner = ? AND id = ?",
            (owner, item_id),
        )

    def set_last_confirmed(self, owner: str, item_id: int, at: datetime | None) -> None:
        self._c.execute("UPDATE items SET last_confirmed_at = ? WHERE owner = ? AND id = ?", (_t(at), owner, item_id))

    def set_confidence(self, owner: str, item_id: int, confidence: float | None) -> None:
        self._c.execute("UPDATE items SET confidence = ? WHERE owner = ? AND id = ?", (confidence, owner, item_id))

    def set_trashed(self, owner: str, lineage: int, at: datetime | None) -> int:
        cur = self._c.execute(
            "UPDATE items SET trashed_at = ? WHERE owner = ? AND lineage = ?", (_t(at), owner, lineage)
        )
        return cur.rowcount

    def delete_item(self, owner: str, item_id: int) -> None:
        self._c.execute("DELETE FROM items WHERE owner = ? AND id = ?", (owner, item_id))

    def trashed_lineages(self, owner: str, before: datetime | None) -> list[int]:
        sql = "SELECT DISTINCT lineage FROM items WHERE owner = ? AND trashed_at IS NOT NULL"
        args: list[Any] = [owner]
        if before is not None:
            sql += " AND trashed_at < ?"
            args.append(to_text(before))
        return [r[0] for r in self._c.execute(sql + " ORDER BY lineage", args)]

    def delete_lineage(self, owner: str, lineage: int) -> int:
        self._c.execute(
            "UPDATE items SET supersedes = NULL, superseded_by = NULL WHERE owner = ? AND lineage = ?",
            (owner, lineage),
        )
        return self._c.execute("DELETE FROM items WHERE owner = ? AND lineage = ?", (owner, lineage)).rowcount

    # ---- links -------------------------------------------------------------------------------
    def insert_link(
        self, owner: str, from_id: int, to_id: int, relation: str, at: datetime, *, link_id: int | None = None
    ) -> Link:
        cur = self._c.execute(
            "INSERT INTO links (id, owner, from_id, to_id, relation, created_at) VALUES (?,?,?,?,?,?)",
            (link_id, owner, from_id, to_id, relation, to_text(at)),
        )
        link = self.get_link(owner, int(cur.lastrowid or 0))
        assert link is not None
        return link

    def get_link(self, owner: str, link_id: int) -> Link | None:
        row = self._c.execute(
            "SELECT id, owner, from_id, to_id, relation, created_at FROM links WHERE owner = ? AND id = ?",
            (owner, link_id),
        ).fetchone()
        return None if row is None else _link(row)

    def delete_link(self, owner: str, link_id: int) -> None:
        self._c.execute("DELETE FROM links WHERE owner = ? AND id = ?", (owner, link_id))

    def links_touching(self, owner: str, item_ids: Sequence[int]) -> list[Link]:
        if not item_ids:
            return []
        marks = ",".join("?" * len(item_ids))
        rows = self._c.execute(
            f"SELECT id, owner, from_id, to_id, relation, created_at FROM links WHERE owner = ? "
            f"AND (from_id IN ({marks}) OR to_id IN ({marks})) ORDER BY id",
            (owner, *item_ids, *item_ids),
        )
        return [_link(r) for r in rows]

    def set_link_endpoints(self, owner: str, link_id: int, from_id: int, to_id: int) -> None:
        self._c.execute(
            "UPDATE links SET from_id = ?, to_id = ? WHERE owner = ? AND id = ?",
            (from_id, to_id, owner, link_id),
        )

    def all_links(self, owner: str) -> list[Link]:
        rows = self._c.execute(
            "SELECT id, owner, from_id, to_id, relation, created_at FROM links WHERE owner = ? ORDER BY id",
            (owner,),
        )
        return [_link(r) for r in rows]

    # ---- blocks ------------------------------------------------------------------------------
    _BLOCK_SELECT = "SELECT id, owner, namespace, category, content, version, recorded_at, valid_until FROM blocks"

    def get_active_block(self, owner: str, namespace: str, category: str | None) -> Block | None:
        row = self._c.execute(
            f"{self._BLOCK_SELECT} WHERE owner = ? AND namespace = ? AND category = ? AND valid_until IS NULL",
            (owner, namespace, category or ""),
        ).fetchone()
        return None if row is None else _block(row)

    def get_block(self, owner: str, block_id: int) -> Block | None:
        row = self._c.execute(f"{self._BLOCK_SELECT} WHERE owner = ? AND id = ?", (owner, block_id)).fetchone()
        return None if row is None else _block(row)

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
        cur = self._c.execute(
            "INSERT INTO blocks (id, owner, namespace, category, content, version, recorded_at, valid_until) "
            "VALUES (?,?,?,?,?,?,?,?)",
            (block_id, owner, namespace, category or "", content, version, to_text(at), _t(valid_until)),
        )
        block = self.get_block(owner, int(cur.lastrowid or 0))
        assert block is not None
        return block

    def end_block(self, owner: str, block_id: int, at: datetime) -> None:
        self._c.execute("UPDATE blocks SET valid_until = ? WHERE owner = ? AND id = ?", (to_text(at), owner, block_id))

    def reopen_block(self, owner: str, block_id: int) -> None:
        self._c.execute("UPDATE blocks SET valid_until = NULL WHERE owner = ? AND id = ?", (owner, block_id))

    def delete_block(self, owner: str, block_id: int) -> None:
        self._c.execute("DELETE FROM blocks WHERE owner = ? AND id = ?", (owner, block_id))

    def list_active_blocks(self, owner: str, namespace_prefix: str | None) -> list[Block]:
        sql = f"{self._BLOCK_SELECT} WHERE owner = ? AND valid_until IS NULL"
        args: list[Any] = [owner]
        if namespace_prefix is not None:
            sql += " AND " + _SUBTREE
            args += [namespace_prefix] * 3
        return [_block(r) for r in self._c.execute(sql + " ORDER BY namespace, category", args)]

    def all_blocks(self, owner: str) -> list[Block]:
        return [_block(r) for r in self._c.execute(f"{self._BLOCK_SELECT} WHERE owner = ? ORDER BY id", (owner,))]

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
        cur = self._c.execute(
            "INSERT INTO events (id, owner, namespace, at, actor, op, target_kind, target_id, before, after, undoes) "
            "VALUES (?,?,?,?,?,?,?,?,?,?,?)",
            (
                event_id,
                owner,
                namespace,
                to_text(at),
                actor,
                op,
                target_kind,
                target_id,
                None if before is None else json.dumps(before, sort_keys=True),
                None if after is None else json.dumps(after, sort_keys=True),
                undoes,
            ),
        )
        event = self.get_event(owner, int(cur.lastrowid or 0))
        assert event is not None
        return event

    def get_event(self, owner: str, event_id: int) -> Event | None:
        row = self._c.execute(f"{_EVENT_SELECT} WHERE e.owner = ? AND e.id = ?", (owner, event_id)).fetchone()
        return None if row is None else _event(row)

    def last_undoable_event(self, owner: str) -> Event | None:
        row = self._c.execute(
            f"{_EVENT_SELECT} WHERE e.owner = ? AND e.undoes IS NULL "
            "AND e.op NOT IN ('undo', 'purge', 'import', 'decay') "
            "AND NOT EXISTS (SELECT 1 FROM events u WHERE u.undoes = e.id) "
            "AND e.id > COALESCE((SELECT max(i.id) FROM events i WHERE i.owner = ? AND i.op = 'import'), 0) "
            "ORDER BY e.id DESC LIMIT 1",
            (owner, owner),
        ).fetchone()
        return None if row is None else _event(row)

    def last_event_id(self, owner: str, op: str) -> int | None:
        row = self._c.execute("SELECT max(id) FROM events WHERE owner = ? AND op = ?", (owner, op)).fetchone()
        return None if row is None or row[0] is None else int(row[0])

    def events_for(self, owner: str, target_kind: str, target_ids: Sequence[int]) -> list[Event]:
        if not target_ids:
            return []
        marks = ",".join("?" * len(target_ids))
        rows = self._c.execute(
            f"{_EVENT_SELECT} WHERE e.owner = ? AND e.target_kind = ? AND e.target_id IN ({marks}) ORDER BY e.id",
            (owner, target_kind, *target_ids),
        )
        return [_event(r) for r in rows]

    def iter_events(self, owner: str) -> Iterator[Event]:
        for row in self._c.execute(f"{_EVENT_SELECT} WHERE e.owner = ? ORDER BY e.id", (owner,)):
            yield _event(row)

    def scrub_events(self, owner: str, target_kind: str, target_ids: Sequence[int]) -> None:
        if not target_ids:
            return
        marks = ",".join("?" * len(target_ids))
        scrubbed = json.dumps({"purged": True})
        self._c.execute(
            f"UPDATE events SET before = CASE WHEN before IS NULL THEN NULL ELSE ? END, "
            f"after = CASE WHEN after IS NULL THEN NULL ELSE ? END "
            f"WHERE owner = ? AND target_kind = ? AND target_id IN ({marks})",
            (scrubbed, scrubbed, owner, target_kind, *target_ids),
        )

    # ---- sessions and turns ------------------------------------------------------------------
    def get_session(self, owner: str, session_id: str) -> Session | None:
        row = self._c.execute(f"{_SESSION_SELECT} WHERE owner = ? AND id = ?", (owner, session_id)).fetchone()
        return None if row is None else _session(row)

    def insert_session(
        self, owner: str, session_id: str, namespace: str, title: str | None, at: datetime, meta: Mapping[str, Any]
    ) -> Session:
        self._c.execute(
            "INSERT INTO sessions (owner, id, namespace, title, started_at, meta) VALUES (?,?,?,?,?,?)",
            (owner, session_id, namespace, title, to_text(at), json.dumps(dict(meta))),
        )
        session = self.get_session(owner, session_id)
        assert session is not None
        return session

    def update_session(self, owner: str, session_id: str, **fields: Any) -> None:
        allowed = {
            *("title", "status", "closed_at", "archived_at", "trashed_at", "watermark", "summary", "meta"),
            "summary_seq",
        }
        unknown = set(fields) - allowed
        if unknown:
            raise ValueError(f"not session columns: {unknown}")
        if not fields:
            return
        values = [
            to_text(v) if isinstance(v, datetime) else json.dumps(v) if isinstance(v, dict) else v
            for v in fields.values()
        ]
        assignments = ", ".join(f"{k} = ?" for k in fields)
        self._c.execute(f"UPDATE sessions SET {assignments} WHERE owner = ? AND id = ?", (*values, owner, session_id))

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
    ) -> Turn:
        row = self._c.execute(
            "SELECT pk, turn_count FROM sessions WHERE owner = ? AND id = ?", (owner, session_id)
        ).fetchone()
        if row is None:
            raise ValueError(f"no session {session_id}")
        pk, count = row
        cur = self._c.execute(
            "INSERT INTO turns (owner, session_pk, seq, role, speaker, text, at, external_id, meta) "
            "VALUES (?,?,?,?,?,?,?,?,?)",
            (owner, pk, count + 1, role, speaker, text, to_text(at), external_id, json.dumps(dict(meta))),
        )
        self._c.execute(
            "UPDATE sessions SET turn_count = turn_count + 1, last_turn_at = max(coalesce(last_turn_at, ''), ?) "
            "WHERE pk = ?",
            (to_text(at), pk),
        )
        turn = self.get_turn(owner, int(cur.lastrowid or 0))
        assert turn is not None
        self._index_turn(pk, turn)
        return turn

    def _index_turn(self, session_pk: int, turn: Turn) -> None:
        """FTS row for the turn (with its predecessor's text as context) and the predecessor's `next`."""
        speakers = [
            r[0]
            for r in self._c.execute(
                "SELECT DISTINCT speaker FROM turns WHERE session_pk = ? AND speaker IS NOT NULL", (session_pk,)
            )
        ]
        names = rtext.name_pattern(speakers)
        body = rtext.strip_names(rtext.strip_speaker_prefix(turn.text, turn.speaker), names)
        prev = self._c.execute(
            "SELECT id FROM turns WHERE session_pk = ? AND seq < ? ORDER BY seq DESC LIMIT 1", (session_pk, turn.seq)
        ).fetchone()
        prev_text = ""
        if prev is not None:
            row = self._c.execute("SELECT text FROM turns_fts WHERE rowid = ?", (prev[0],)).fetchone()
            prev_text = row[0] if row else ""
            self._c.execute("UPDATE turns_fts SET next = ? WHERE rowid = ?", (body, prev[0]))
        self._c.execute(
            "INSERT INTO turns_fts (rowid, text, prev, next, date) VALUES (?,?,?,?,?)",
            (turn.id, body, prev_text, "", rtext.date_text(turn.at)),
        )

    def get_turn(self, owner: str, turn_id: int) -> Turn | None:
        row = self._c.execute(f"{_TURN_SELECT} WHERE t.owner = ? AND t.id = ?", (owner, turn_id)).fetchone()
        return None if row is None else _turn(row)

    def list_turns(self, owner: str, session_id: str, after_seq: int = 0, limit: int | None = None) -> list[Turn]:
        sql = f"{_TURN_SELECT} WHERE t.owner = ? AND s.id = ? AND t.seq > ? ORDER BY t.seq"
        args: list[Any] = [owner, session_id, after_seq]
        if limit is not None:
            sql += " LIMIT ?"
            args.append(limit)
        return [_turn(r) for r in self._c.execute(sql, args)]

    def list_sessions(
        self, owner: str, *, status: str | None = None, trashed: bool = False, limit: int | None = None
    ) -> list[Session]:
        sql = f"{_SESSION_SELECT} WHERE owner = ? AND trashed_at IS {'NOT ' if trashed else ''}NULL"
        args: list[Any] = [owner]
        if status is not None:
            sql += " AND status = ?"
            args.append(status)
        sql += " ORDER BY coalesce(last_turn_at, started_at) DESC, id"
        if limit is not None:
            sql += " LIMIT ?"
            args.append(limit)
        return [_session(r) for r in self._c.execute(sql, args)]

    # ---- context snapshots -------------------------------------------------------------------
    def get_snapshot(self, owner: str, session_id: str, key: str) -> str | None:
        row = self._c.execute(
            "SELECT payload FROM context_snapshots WHERE owner = ? AND session_id = ? AND key = ?",
            (owner, session_id, key),
        ).fetchone()
        return None if row is None else str(row[0])

    def put_snapshot(self, owner: str, session_id: str, key: str, payload: str, at: datetime) -> str:
        """Store the first rendering for a session; a concurrent second one gets the first back."""
        self._c.execute(
            "INSERT OR IGNORE INTO context_snapshots (owner, session_id, key, payload, created_at) VALUES (?,?,?,?,?)",
            (owner, session_id, key, payload, to_text(at)),
        )
        stored = self.get_snapshot(owner, session_id, key)
        assert stored is not None
        return stored

    def lineage_events(self, owner: str, lineage: int) -> list[Event]:
        """Every item event of a supersession chain, including those of undone versions."""
        rows = self._c.execute(
            f"{_EVENT_SELECT} WHERE e.owner = ? AND e.target_kind = 'item' AND ("
            "e.target_id = ? OR json_extract(e.before, '$.lineage') = ? OR json_extract(e.after, '$.lineage') = ?) "
            "ORDER BY e.id",
            (owner, lineage, lineage, lineage),
        )
        return [_event(r) for r in rows]

    def scrub_lineage_events(self, owner: str, lineage: int) -> None:
        """Blank the snapshots of every item event of a lineage, including undone versions and undos."""
        scrubbed = json.dumps({"purged": True})
        self._c.execute(
            "UPDATE events SET before = CASE WHEN before IS NULL THEN NULL ELSE ? END, "
            "after = CASE WHEN after IS NULL THEN NULL ELSE ? END "
            "WHERE owner = ? AND target_kind = 'item' AND op != 'purge' AND ("
            "json_extract(before, '$.lineage') = ? OR json_extract(after, '$.lineage') = ?)",
            (scrubbed, scrubbed, owner, lineage, lineage),
        )

    # ---- bookkeeping -------------------------------------------------------------------------
    def ids_in_use(self, table: str, ids: Sequence[int]) -> bool:
        if table not in _TABLES:
            raise ValueError(table)
        if not ids:
            return False
        marks = ",".join("?" * len(ids))
        return (
            self._c.execute(f"SELECT 1 FROM {table} WHERE id IN ({marks}) LIMIT 1", tuple(ids)).fetchone() is not None
        )

    def get_meta(self, key: str) -> str | None:
        row = self._c.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    def set_meta(self, key: str, value: str) -> None:
        self._c.execute(
            "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = ?",
            (key, value, value),
        )
