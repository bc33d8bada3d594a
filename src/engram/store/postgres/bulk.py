"""Whole-store reads and exact-row loads for PostgreSQL: a mixin of :class:`engram.store.postgres.store.PgTx`.

The PostgreSQL side of ``BulkReadTx`` and ``BulkWriteTx`` (:mod:`engram.store.base`), used only by
``engram migrate`` and ``engram verify``. Rows are loaded with ``COPY``; the generated search
columns fill themselves, and turns get the same search text ``append_turn`` gives them. Version
references (``supersedes``/``superseded_by``) may point at rows of a later page, and these foreign
keys are checked per statement here, so they are parked in a temporary table and set by
``finish_load``, which also moves every id sequence to where the source's was.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import numpy as np
import psycopg

from engram import text as rtext
from engram.models import Block, DailyEntry, Digest, Event, Link, Session, Turn
from engram.store.base import Snapshot, StoredApiKey, StoredDaily, StoredItem
from engram.store.postgres import rows
from engram.timeutil import from_text, to_text

# Portable table name -> PostgreSQL table (each has an ``<table>_id_seq`` sequence).
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
_PRIVATE_META = ["vectors.deleted"]  # the adapter's own bookkeeping, not the store's content
_COUNTED = {
    "sessions": "sessions",
    "turns": "turns",
    "items": "items",
    "links": "links",
    "blocks": "blocks",
    "events": "events",
    "digests": "digests",
    "daily": "daily_entries",
    "snapshots": "context_snapshots",
    "vectors": "vectors",
}
_PENDING = "engram_pending_versions"


def _t(value: Any) -> str | None:
    return None if value is None else to_text(value)


def _json(value: Mapping[str, Any] | None) -> str | None:
    return None if value is None else json.dumps(value, sort_keys=True)


def _blob(vec: Any) -> bytes:
    """float32 bytes of a ``vector`` value (pgvector's loader gives a ``Vector``; arrays pass as is)."""
    return np.asarray(vec.to_numpy() if hasattr(vec, "to_numpy") else vec, dtype=np.float32).tobytes()


def _list(values: Sequence[str]) -> str:
    return json.dumps(list(values), ensure_ascii=False)


class BulkRows:
    """``BulkReadTx`` and ``BulkWriteTx`` over the transaction's connection."""

    _c: psycopg.Connection[Any]
    _ensure_index: Callable[[str, int], None]  # VectorRows': the HNSW index of one kind and dimension

    def _copy(self, table: str, columns: str, values: Sequence[Sequence[Any]]) -> None:
        if not values:
            return
        with self._c.cursor() as cur, cur.copy(f"COPY {table} ({columns}) FROM STDIN".encode()) as copy:
            for value in values:
                copy.write_row(value)

    # ---- reads -------------------------------------------------------------------------------
    def owners(self) -> list[str]:
        union = " UNION ".join(f"SELECT DISTINCT owner FROM {t}" for t in _COUNTED.values())
        return sorted(str(r[0]) for r in self._c.execute(union.encode()))

    def row_counts(self, owner: str) -> dict[str, int]:
        out = {}
        for name, table in _COUNTED.items():
            row = self._c.execute(f"SELECT count(*) FROM {table} WHERE owner = %s".encode(), (owner,)).fetchone()
            out[name] = int(row[0]) if row else 0
        return out

    def id_watermarks(self) -> dict[str, int]:
        marks = {}
        for name, table in _ID_TABLES.items():
            row = self._c.execute(f"SELECT last_value, is_called FROM {table}_id_seq".encode()).fetchone()
            marks[name] = int(row[0]) if row and row[1] else 0
        return marks

    def all_meta(self) -> dict[str, str]:
        found = self._c.execute(
            "SELECT key, value FROM meta WHERE NOT (key = ANY(%s)) ORDER BY key", (_PRIVATE_META,)
        ).fetchall()
        return {str(k): str(v) for k, v in found}

    def api_key_rows(self) -> list[StoredApiKey]:
        found = self._c.execute(f"{rows.KEY_SELECT.replace(' FROM', ', hash FROM')} ORDER BY id").fetchall()
        return [StoredApiKey(rows.api_key(r), str(r[6])) for r in found]

    def item_rows(self, owner: str, after_id: int, limit: int) -> list[StoredItem]:
        found = self._c.execute(
            f"SELECT {rows.ITEM_COLUMNS}, content_key FROM items WHERE owner = %s AND id > %s "
            "ORDER BY id LIMIT %s".encode(),
            (owner, after_id, limit),
        ).fetchall()
        return [StoredItem(rows.item(r), str(r[-1])) for r in found]

    def event_rows(self, owner: str, after_id: int, limit: int) -> list[Event]:
        found = self._c.execute(
            f"{rows.EVENT_SELECT} WHERE e.owner = %s AND e.id > %s ORDER BY e.id LIMIT %s".encode(),
            (owner, after_id, limit),
        ).fetchall()
        return [rows.event(r) for r in found]

    def turn_rows(self, owner: str, after_id: int, limit: int) -> list[Turn]:
        found = self._c.execute(
            f"{rows.TURN_SELECT} WHERE t.owner = %s AND t.id > %s ORDER BY t.id LIMIT %s".encode(),
            (owner, after_id, limit),
        ).fetchall()
        return [rows.turn(r) for r in found]

    def daily_rows(self, owner: str) -> list[StoredDaily]:
        found = self._c.execute(
            "SELECT id, namespace, day, time, label, text, session_id, at FROM daily_entries "
            "WHERE owner = %s ORDER BY id",
            (owner,),
        ).fetchall()
        return [StoredDaily(DailyEntry(r[0], r[1], r[2], r[3], r[4], r[5], r[6]), from_text(r[7])) for r in found]

    def snapshot_rows(self, owner: str) -> list[Snapshot]:
        found = self._c.execute(
            "SELECT session_id, key, payload, created_at FROM context_snapshots WHERE owner = %s "
            "ORDER BY session_id, key",
            (owner,),
        ).fetchall()
        return [Snapshot(str(r[0]), str(r[1]), str(r[2]), from_text(r[3])) for r in found]

    def vector_rows(self, owner: str, kind: str, after_ref: int, limit: int) -> list[tuple[int, bytes]]:
        found = self._c.execute(
            "SELECT ref_id, vec FROM vectors WHERE kind = %s AND ref_id > %s AND owner = %s ORDER BY ref_id LIMIT %s",
            (kind, after_ref, owner, limit),
        ).fetchall()
        return [(int(r[0]), _blob(r[1])) for r in found]

    # ---- exact loads -------------------------------------------------------------------------
    def load_items(self, rows_: Sequence[StoredItem]) -> None:
        self._c.execute(
            f"CREATE TEMP TABLE IF NOT EXISTS {_PENDING} (id bigint, supersedes bigint, superseded_by bigint) "
            "ON COMMIT DROP".encode()
        )
        values = []
        pending = []
        for row in rows_:
            i = row.item
            if i.supersedes is not None or i.superseded_by is not None:
                pending.append((i.id, i.supersedes, i.superseded_by))
            values.append(
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
                    i.lineage,
                    _t(i.trashed_at),
                    i.slot,
                )
            )
        self._copy(
            "items",
            "id, owner, namespace, category, content, content_key, summary, detail, tags, source, session_id, "
            "turn_ids, confidence, valid_from, valid_until, recorded_at, last_confirmed_at, lineage, trashed_at, slot",
            values,
        )
        self._copy(_PENDING, "id, supersedes, superseded_by", pending)

    def load_links(self, links: Sequence[Link]) -> None:
        self._copy(
            "links",
            "id, owner, from_id, to_id, relation, created_at",
            [(k.id, k.owner, k.from_id, k.to_id, k.relation, to_text(k.created_at)) for k in links],
        )

    def load_blocks(self, blocks: Sequence[Block]) -> None:
        self._copy(
            "blocks",
            "id, owner, namespace, category, content, version, recorded_at, valid_until",
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
        self._copy(
            "events",
            "id, owner, namespace, at, actor, op, target_kind, target_id, before, after, undoes",
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
        self._copy(
            "sessions",
            "owner, id, namespace, title, status, started_at, last_turn_at, closed_at, archived_at, trashed_at, "
            "watermark, summary, turn_count, meta, summary_seq",
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
        """Turns in id order, with the search text ``append_turn`` would have given each: the body
        without speakers' names, the neighbours' bodies, the day in words."""
        state: dict[str, tuple[int, list[str], list[Any] | None]] = {}  # session -> (pk, speakers, last row)
        loaded: list[list[Any]] = []
        earlier_next: list[tuple[str, int]] = []  # (next_text, id) for last turns already in the table
        for turn in turns:
            if turn.session_id not in state:
                state[turn.session_id] = self._turn_state(owner, turn.session_id)
            pk, speakers, last = state[turn.session_id]
            if turn.speaker is not None and turn.speaker not in speakers:
                speakers.append(turn.speaker)
            body = rtext.strip_names(rtext.strip_speaker_prefix(turn.text, turn.speaker), rtext.name_pattern(speakers))
            prev_body = ""
            if last is not None:
                if len(last) == 2:  # a turn already in the table: (id, body)
                    earlier_next.append((body, int(last[0])))
                    prev_body = str(last[1])
                else:
                    last[12] = body  # next_text of the previous turn of this page
                    prev_body = str(last[10])
            row: list[Any] = [
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
                body,
                prev_body,
                "",
                rtext.date_text(turn.at),
            ]
            loaded.append(row)
            state[turn.session_id] = (pk, speakers, row)
        self._copy(
            "turns",
            "id, owner, session_pk, seq, role, speaker, text, at, external_id, meta, body_text, prev_text, "
            "next_text, date_text",
            loaded,
        )
        if earlier_next:
            with self._c.cursor() as cur:
                cur.executemany("UPDATE turns SET next_text = %s WHERE id = %s", earlier_next)

    def _turn_state(self, owner: str, session_id: str) -> tuple[int, list[str], list[Any] | None]:
        found = self._c.execute("SELECT pk FROM sessions WHERE owner = %s AND id = %s", (owner, session_id)).fetchone()
        if found is None:
            raise ValueError(f"a turn names no loaded session {session_id!r}")
        pk = int(found[0])
        speakers = [
            str(r[0])
            for r in self._c.execute(
                "SELECT DISTINCT speaker FROM turns WHERE session_pk = %s AND speaker IS NOT NULL", (pk,)
            )
        ]
        last = self._c.execute(
            "SELECT id, body_text FROM turns WHERE session_pk = %s ORDER BY seq DESC LIMIT 1", (pk,)
        ).fetchone()
        return pk, speakers, None if last is None else [last[0], last[1]]

    def load_digests(self, owner: str, digests: Sequence[Digest]) -> None:
        self._copy(
            "digests",
            "id, owner, session_id, namespace, title, summary, decisions, findings, files, turn_from, turn_to, "
            "created_at",
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

    def load_daily(self, owner: str, rows_: Sequence[StoredDaily]) -> None:
        self._copy(
            "daily_entries",
            "id, owner, namespace, day, time, label, text, session_id, at",
            [
                (e.id, owner, e.namespace, e.day, e.time, e.label, e.text, e.session_id, to_text(r.at))
                for r in rows_
                for e in (r.entry,)
            ],
        )

    def load_snapshots(self, owner: str, rows_: Sequence[Snapshot]) -> None:
        self._copy(
            "context_snapshots",
            "owner, session_id, key, payload, created_at",
            [(owner, s.session_id, s.key, s.payload, to_text(s.created_at)) for s in rows_],
        )

    def load_api_keys(self, rows_: Sequence[StoredApiKey]) -> None:
        self._copy(
            "api_keys",
            "id, owner, name, hash, created_at, revoked_at, last_used_at",
            [
                (k.id, k.owner, k.name, r.key_hash, to_text(k.created_at), _t(k.revoked_at), _t(k.last_used_at))
                for r in rows_
                for k in (r.key,)
            ],
        )

    def load_vectors(self, owner: str, kind: str, rows_: Sequence[tuple[int, bytes]]) -> None:
        """Vectors by ``COPY``, with no index kept up to date row by row: ``finish_load`` builds it."""
        self._copy(
            "vectors",
            "owner, kind, ref_id, dim, vec",
            [(owner, kind, ref, len(blob) // 4, np.frombuffer(blob, dtype=np.float32)) for ref, blob in rows_],
        )

    def refresh_statistics(self) -> None:
        """Planner statistics now, not whenever autovacuum gets to it. Run after the load has
        committed: without them a freshly loaded store recalls ten times slower (100,000 rows:
        p50 288 ms instead of 23), and statistics taken inside the loading transaction still left
        single writes five times slower than these (10,000 rows: 232 against 1,281 per second)."""
        for table in (*_COUNTED.values(), "meta", "api_keys"):
            self._c.execute(f"ANALYZE {table}".encode())

    def finish_load(self, id_watermarks: Mapping[str, int]) -> None:
        parked = self._c.execute(f"SELECT to_regclass('pg_temp.{_PENDING}') IS NOT NULL".encode()).fetchone()
        if parked is not None and parked[0]:
            self._c.execute(
                f"UPDATE items i SET supersedes = p.supersedes, superseded_by = p.superseded_by "
                f"FROM {_PENDING} p WHERE i.id = p.id".encode()
            )
            self._c.execute(f"DROP TABLE {_PENDING}".encode())
        for kind, dim in self._c.execute("SELECT DISTINCT kind, dim FROM vectors").fetchall():
            self._ensure_index(str(kind), int(dim))  # one bulk build instead of a million inserts
        for name, table in _ID_TABLES.items():
            top = self._c.execute(f"SELECT coalesce(max(id), 0) FROM {table}".encode()).fetchone()
            mark = max(int(id_watermarks.get(name, 0)), int(top[0]) if top else 0)
            if mark > 0:
                self._c.execute(
                    f"SELECT setval('{table}_id_seq', GREATEST(%s, (SELECT last_value FROM {table}_id_seq)))".encode(),
                    (mark,),
                )
