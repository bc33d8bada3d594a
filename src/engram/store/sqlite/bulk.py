"""Whole-store reads and exact-row loads for SQLite: a mixin of :class:`engram.store.sqlite.store.SqliteTx`.

``engram migrate`` and ``engram verify`` are its only callers (see ``BulkReadTx`` and
``BulkWriteTx`` in :mod:`engram.store.base`). Loads keep every id, time and history field as the
source holds them; derived rows (FTS) are rebuilt by the same triggers and code an ordinary write
runs, so a copied store searches exactly like its source.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from engram.models import Block, DailyEntry, Digest, Event, Link, Session, Turn
from engram.store.base import ApiKey, Snapshot, StoredApiKey, StoredDaily, StoredItem
from engram.timeutil import from_text, opt_from_text, to_text

# Portable table name -> SQLite table, for the tables whose ids a copy must keep.
_ID_TABLES = {
    "items": "items",
    "links": "links",
    "blocks": "blocks",
    "events": "events",
    "turns": "turns",
    "digests": "digests",
    "daily": "daily_entries",
    "api_keys": "api_keys",
}
# Meta keys that are this adapter's own bookkeeping, not the store's content.
_PRIVATE_META = ("vectors.deleted",)
_COUNT_SQL = {
    "sessions": "SELECT count(*) FROM sessions WHERE owner = ?",
    "turns": "SELECT count(*) FROM turns WHERE owner = ?",
    "items": "SELECT count(*) FROM items WHERE owner = ?",
    "links": "SELECT count(*) FROM links WHERE owner = ?",
    "blocks": "SELECT count(*) FROM blocks WHERE owner = ?",
    "events": "SELECT count(*) FROM events WHERE owner = ?",
    "digests": "SELECT count(*) FROM digests WHERE owner = ?",
    "daily": "SELECT count(*) FROM daily_entries WHERE owner = ?",
    "snapshots": "SELECT count(*) FROM context_snapshots WHERE owner = ?",
    "vectors": "SELECT count(*) FROM vectors WHERE owner = ?",
}


def _t(value: Any) -> str | None:
    return None if value is None else to_text(value)


def _list(values: Sequence[str]) -> str:
    return json.dumps(list(values), ensure_ascii=False)


def _json(value: Mapping[str, Any] | None) -> str | None:
    return None if value is None else json.dumps(value, sort_keys=True)


class BulkRows:
    """``BulkReadTx`` and ``BulkWriteTx`` over the transaction's connection."""

    _c: sqlite3.Connection
    _index_turn: Callable[[int, Turn], None]  # SqliteTx's: what an ordinary append_turn indexes

    # ---- reads -------------------------------------------------------------------------------
    def owners(self) -> list[str]:
        tables = ("items", "links", "blocks", "events", "sessions", "turns", "digests", "daily_entries")
        union = " UNION ".join(f"SELECT DISTINCT owner FROM {t}" for t in (*tables, "context_snapshots", "vectors"))
        return sorted(str(r[0]) for r in self._c.execute(union))

    def row_counts(self, owner: str) -> dict[str, int]:
        return {table: int(self._c.execute(sql, (owner,)).fetchone()[0]) for table, sql in _COUNT_SQL.items()}

    def id_watermarks(self) -> dict[str, int]:
        seq = dict(self._c.execute("SELECT name, seq FROM sqlite_sequence").fetchall())
        return {name: int(seq.get(table, 0) or 0) for name, table in _ID_TABLES.items()}

    def all_meta(self) -> dict[str, str]:
        marks = ",".join("?" * len(_PRIVATE_META))
        rows = self._c.execute(f"SELECT key, value FROM meta WHERE key NOT IN ({marks}) ORDER BY key", _PRIVATE_META)
        return {str(k): str(v) for k, v in rows}

    def api_key_rows(self) -> list[StoredApiKey]:
        rows = self._c.execute(
            "SELECT id, owner, name, created_at, revoked_at, last_used_at, hash FROM api_keys ORDER BY id"
        )
        return [
            StoredApiKey(
                ApiKey(
                    id=r[0],
                    owner=r[1],
                    name=r[2],
                    created_at=from_text(r[3]),
                    revoked_at=opt_from_text(r[4]),
                    last_used_at=opt_from_text(r[5]),
                ),
                str(r[6]),
            )
            for r in rows
        ]

    def item_rows(self, owner: str, after_id: int, limit: int) -> list[StoredItem]:
        from engram.store.rows import item as _item
        from engram.store.sqlite.sql import _ITEM_COLUMNS

        rows = self._c.execute(
            f"SELECT {_ITEM_COLUMNS}, content_key FROM items WHERE id > ? AND +owner = ? ORDER BY id LIMIT ?",
            (after_id, owner, limit),
        )
        return [StoredItem(_item(r), str(r[-1])) for r in rows]

    def event_rows(self, owner: str, after_id: int, limit: int) -> list[Event]:
        from engram.store.rows import event as _event
        from engram.store.sqlite.sql import _EVENT_SELECT

        rows = self._c.execute(
            f"{_EVENT_SELECT} WHERE e.id > ? AND +e.owner = ? ORDER BY e.id LIMIT ?", (after_id, owner, limit)
        )
        return [_event(r) for r in rows]

    def turn_rows(self, owner: str, after_id: int, limit: int) -> list[Turn]:
        from engram.store.rows import turn as _turn
        from engram.store.sqlite.sql import _TURN_SELECT

        rows = self._c.execute(
            f"{_TURN_SELECT} WHERE t.id > ? AND +t.owner = ? ORDER BY t.id LIMIT ?", (after_id, owner, limit)
        )
        return [_turn(r) for r in rows]

    def daily_rows(self, owner: str) -> list[StoredDaily]:
        rows = self._c.execute(
            "SELECT id, namespace, day, time, label, text, session_id, at FROM daily_entries "
            "WHERE owner = ? ORDER BY id",
            (owner,),
        )
        return [StoredDaily(DailyEntry(r[0], r[1], r[2], r[3], r[4], r[5], r[6]), from_text(r[7])) for r in rows]

    def snapshot_rows(self, owner: str) -> list[Snapshot]:
        rows = self._c.execute(
            "SELECT session_id, key, payload, created_at FROM context_snapshots WHERE owner = ? "
            "ORDER BY session_id, key",
            (owner,),
        )
        return [Snapshot(str(r[0]), str(r[1]), str(r[2]), from_text(r[3])) for r in rows]

    def vector_rows(self, owner: str, kind: str, after_ref: int, limit: int) -> list[tuple[int, bytes]]:
        rows = self._c.execute(
            "SELECT ref_id, vec FROM vectors WHERE kind = ? AND ref_id > ? AND owner = ? ORDER BY ref_id LIMIT ?",
            (kind, after_ref, owner, limit),
        )
        return [(int(r[0]), bytes(r[1])) for r in rows]

    # ---- exact loads -------------------------------------------------------------------------
    def load_items(self, rows: Sequence[StoredItem]) -> None:
        # A version names its successor (loaded later): check references at commit, not per row.
        self._c.execute("PRAGMA defer_foreign_keys = ON")
        self._c.executemany(
            "INSERT INTO items (id, owner, namespace, category, content, content_key, summary, detail, tags, "
            "source, session_id, turn_ids, confidence, valid_from, valid_until, recorded_at, last_confirmed_at, "
            "supersedes, superseded_by, lineage, trashed_at, slot) "
            "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            [
                (
                    i.id,
                    i.owner,
                    i.namespace,
                    i.category,
                    i.content,
                    row.content_key,
                    i.summary,
                    i.detail,
                    json.dumps(list(i.tags)),
                    i.source,
                    i.provenance.session_id,
                    json.dumps(list(i.provenance.turn_ids)),
                    i.confidence,
                    to_text(i.valid_from),
                    _t(i.valid_until),
                    to_text(i.recorded_at),
                    _t(i.last_confirmed_at),
                    i.supersedes,
                    i.superseded_by,
                    i.lineage,
                    _t(i.trashed_at),
                    i.slot,
                )
                for row in rows
                for i in (row.item,)
            ],
        )

    def load_links(self, links: Sequence[Link]) -> None:
        self._c.executemany(
            "INSERT INTO links (id, owner, from_id, to_id, relation, created_at) VALUES (?,?,?,?,?,?)",
            [(k.id, k.owner, k.from_id, k.to_id, k.relation, to_text(k.created_at)) for k in links],
        )

    def load_blocks(self, blocks: Sequence[Block]) -> None:
        self._c.executemany(
            "INSERT INTO blocks (id, owner, namespace, category, content, version, recorded_at, valid_until) "
            "VALUES (?,?,?,?,?,?,?,?)",
            [
                (
                    b.id,
                    b.owner,
                    b.namespace,
                    b.category or "",
                    b.content,
                    b.version,
                    to_text(b.recorded_at),
                    _t(b.valid_until),
                )
                for b in blocks
            ],
        )

    def load_events(self, events: Sequence[Event]) -> None:
        self._c.executemany(
            "INSERT INTO events (id, owner, namespace, at, actor, op, target_kind, target_id, before, after, undoes) "
            "VALUES (?,?,?,?,?,?,?,?,?,?,?)",
            [
                (
                    e.id,
                    e.owner,
                    e.namespace,
                    to_text(e.at),
                    e.actor,
                    e.op,
                    e.target_kind,
                    e.target_id,
                    _json(e.before),
                    _json(e.after),
                    e.undoes,
                )
                for e in events
            ],
        )

    def load_sessions(self, sessions: Sequence[Session]) -> None:
        self._c.executemany(
            "INSERT INTO sessions (owner, id, namespace, title, status, started_at, last_turn_at, closed_at, "
            "archived_at, trashed_at, watermark, summary, turn_count, meta, summary_seq) "
            "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            [
                (
                    s.owner,
                    s.id,
                    s.namespace,
                    s.title,
                    s.status,
                    to_text(s.started_at),
                    _t(s.last_turn_at),
                    _t(s.closed_at),
                    _t(s.archived_at),
                    _t(s.trashed_at),
                    s.watermark,
                    s.summary,
                    s.turn_count,
                    json.dumps(dict(s.meta)),
                    s.summary_seq,
                )
                for s in sessions
            ],
        )

    def load_turns(self, owner: str, turns: Sequence[Turn]) -> None:
        """Turns in id order, each indexed for search exactly as ``append_turn`` indexes it."""
        pks: dict[str, int] = {}
        for turn in turns:
            pk = pks.get(turn.session_id)
            if pk is None:
                row = self._c.execute(
                    "SELECT pk FROM sessions WHERE owner = ? AND id = ?", (owner, turn.session_id)
                ).fetchone()
                if row is None:
                    raise ValueError(f"turn {turn.id} names no loaded session {turn.session_id!r}")
                pk = pks[turn.session_id] = int(row[0])
            self._c.execute(
                "INSERT INTO turns (id, owner, session_pk, seq, role, speaker, text, at, external_id, meta) "
                "VALUES (?,?,?,?,?,?,?,?,?,?)",
                (
                    turn.id,
                    owner,
                    pk,
                    turn.seq,
                    turn.role,
                    turn.speaker,
                    turn.text,
                    to_text(turn.at),
                    turn.external_id,
                    json.dumps(dict(turn.meta)),
                ),
            )
            self._index_turn(pk, turn)

    def load_digests(self, owner: str, digests: Sequence[Digest]) -> None:
        self._c.executemany(
            "INSERT INTO digests (id, owner, session_id, namespace, title, summary, decisions, findings, files, "
            "turn_from, turn_to, created_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
            [
                (
                    d.id,
                    owner,
                    d.session_id,
                    d.namespace,
                    d.title,
                    d.summary,
                    _list(d.decisions),
                    _list(d.findings),
                    _list(d.files),
                    d.turn_from,
                    d.turn_to,
                    to_text(d.created_at),
                )
                for d in digests
            ],
        )

    def load_daily(self, owner: str, rows: Sequence[StoredDaily]) -> None:
        self._c.executemany(
            "INSERT INTO daily_entries (id, owner, namespace, day, time, label, text, session_id, at) "
            "VALUES (?,?,?,?,?,?,?,?,?)",
            [
                (e.id, owner, e.namespace, e.day, e.time, e.label, e.text, e.session_id, to_text(r.at))
                for r in rows
                for e in (r.entry,)
            ],
        )

    def load_snapshots(self, owner: str, rows: Sequence[Snapshot]) -> None:
        self._c.executemany(
            "INSERT INTO context_snapshots (owner, session_id, key, payload, created_at) VALUES (?,?,?,?,?)",
            [(owner, s.session_id, s.key, s.payload, to_text(s.created_at)) for s in rows],
        )

    def load_api_keys(self, rows: Sequence[StoredApiKey]) -> None:
        self._c.executemany(
            "INSERT INTO api_keys (id, owner, name, hash, created_at, revoked_at, last_used_at) VALUES (?,?,?,?,?,?,?)",
            [
                (k.id, k.owner, k.name, r.key_hash, to_text(k.created_at), _t(k.revoked_at), _t(k.last_used_at))
                for r in rows
                for k in (r.key,)
            ],
        )

    def load_vectors(self, owner: str, kind: str, rows: Sequence[tuple[int, bytes]]) -> None:
        self._c.executemany(
            "INSERT INTO vectors (owner, kind, ref_id, vec) VALUES (?,?,?,?)",
            [(owner, kind, ref, blob) for ref, blob in rows],
        )

    def refresh_statistics(self) -> None:
        """Nothing to do: the adapter's queries are written to need no ``sqlite_stat1``."""

    def finish_load(self, id_watermarks: Mapping[str, int]) -> None:
        """References were checked at commit (deferred); what is left is the next id of each table."""
        for name, value in id_watermarks.items():
            table = _ID_TABLES.get(name)
            if table is None:
                continue  # another backend's table this one does not number
            updated = self._c.execute(
                "UPDATE sqlite_sequence SET seq = max(seq, ?) WHERE name = ?", (int(value), table)
            ).rowcount
            if not updated and value > 0:
                self._c.execute("INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)", (table, int(value)))
