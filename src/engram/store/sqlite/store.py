"""The embedded default store: one SQLite file in WAL mode, stdlib ``sqlite3`` only.

Writers take ``BEGIN IMMEDIATE`` so two processes never interleave a read-modify-write; the busy
timeout makes the second one wait instead of failing. ``synchronous=FULL`` means a write whose
call returned is on disk, even if the process is killed the next instant.
"""

from __future__ import annotations

import fcntl
import json
import os
import sqlite3
import threading
import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Any

from engram import text as rtext
from engram.capture import spool
from engram.errors import StoreError
from engram.models import Block, Event, Item, Link, Session, Turn
from engram.store.base import ItemQuery, NewItem, TurnContext
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
from engram.store.sqlite.schema import LATEST_VERSION, MIGRATIONS
from engram.timeutil import from_text, to_text

_ITEM_COLUMNS = (
    "id, owner, namespace, category, content, summary, detail, tags, source, session_id, turn_ids, "
    "confidence, valid_from, valid_until, recorded_at, last_confirmed_at, supersedes, superseded_by, "
    "lineage, trashed_at, slot"
)
_TABLES = {"items", "links", "blocks", "events"}
_TERM_COUNT_TTL_S = 300.0
_MMAP_BYTES = 1 << 30
_CACHE_KIB = 65536
_TERM_COUNT_CACHE_SIZE = 100_000
_TERM_COUNT_CACHE_MIN = 2_000


def _t(value: datetime | None) -> str | None:
    return None if value is None else to_text(value)


_SESSION_SELECT = (
    "SELECT id, owner, namespace, title, status, started_at, last_turn_at, closed_at, archived_at, trashed_at, "
    "watermark, summary, turn_count, meta, summary_seq FROM sessions"
)
_TURN_SELECT = (
    "SELECT t.id, s.id, t.seq, t.role, t.speaker, t.text, t.at, t.external_id, t.meta "
    "FROM turns t JOIN sessions s ON s.pk = t.session_pk"
)


_EVENT_SELECT = (
    "SELECT e.id, e.owner, e.namespace, e.at, e.actor, e.op, e.target_kind, e.target_id, e.before, e.after, "
    "e.undoes, EXISTS (SELECT 1 FROM events u WHERE u.undoes = e.id) FROM events e"
)
_SUBTREE = "(namespace = ? OR substr(namespace, 1, length(?) + 1) = ? || '/')"


def _writable_folder(location: str) -> bool:
    """False when the database's folder cannot take new files (read-only mount or permissions)."""
    return location == ":memory:" or os.access(Path(location).expanduser().parent, os.W_OK)


def _store_error(exc: sqlite3.Error, location: str) -> StoreError:
    text = str(exc)
    if "locked" in text or "busy" in text:
        hint = "another process held the database too long; try again"
    elif "readonly" in text or "read-only" in text:
        hint = "the database file or its folder is read-only"
    elif "full" in text:
        hint = "the disk is full"
    elif "unable to open" in text and not _writable_folder(location):
        hint = "the database's folder is read-only"
    elif getattr(exc, "sqlite_errorname", "").startswith("SQLITE_IOERR"):
        hint = "writing to the disk failed: it may be full, or the file at its size limit"
    elif "malformed" in text or "not a database" in text:
        hint = "the file is not a healthy engram database"
    else:
        hint = "the write was rolled back"
    return StoreError(f"store error at {location}: {text} ({hint}); nothing was changed")


def _item_filters(query: ItemQuery, prefix: str = "") -> tuple[list[str], list[Any]]:
    """WHERE clauses for an item query; ``prefix`` qualifies the columns (``"i."``) in joins."""
    p = prefix
    where = [f"{p}owner = ?"]
    args: list[Any] = [query.owner]
    if query.category is not None:
        where.append(f"{p}category = ?")
        args.append(query.category)
    if query.namespace is not None:
        where.append(f"({p}namespace = ? OR substr({p}namespace, 1, length(?) + 1) = ? || '/')")
        args += [query.namespace] * 3
    if query.source is not None:
        where.append(f"{p}source = ?")
        args.append(query.source)
    if query.lineage is not None:
        where.append(f"{p}lineage = ?")
        args.append(query.lineage)
    if query.slot is not None:
        where.append(f"{p}slot = ?")
        args.append(query.slot)
    elif query.slotted:
        where.append(f"{p}slot IS NOT NULL")
    if query.only_trashed:
        where.append(f"{p}trashed_at IS NOT NULL")
    elif not query.include_trashed:
        where.append(f"{p}trashed_at IS NULL")
    if query.as_of is not None:
        moment = to_text(query.as_of)
        where.append(f"{p}valid_from <= ? AND ({p}valid_until IS NULL OR {p}valid_until > ?) AND {p}recorded_at <= ?")
        args += [moment, moment, moment]
    elif not query.include_inactive:
        where.append(f"{p}valid_until IS NULL")
    if query.after_id is not None:
        where.append(f"{p}id > ?")
        args.append(query.after_id)
    return where, args


def _ensure_vocab_views(c: sqlite3.Connection) -> None:
    """Per-connection (temp) views of FTS5 term statistics, made on first use (not on the hook path)."""
    if c.execute("SELECT 1 FROM temp.sqlite_master WHERE name = 'query_terms_stems'").fetchone() is not None:
        return
    for table in ("items_fts", "turns_fts", "blocks_fts"):
        c.execute(f"CREATE VIRTUAL TABLE IF NOT EXISTS temp.{table}_vocab USING fts5vocab(main, {table}, row)")
    c.execute(
        "CREATE VIRTUAL TABLE IF NOT EXISTS temp.query_terms "
        "USING fts5(word, tokenize='porter unicode61 remove_diacritics 2')"
    )
    c.execute("CREATE VIRTUAL TABLE IF NOT EXISTS temp.query_terms_stems USING fts5vocab(temp, query_terms, instance)")


class SqliteTx(EpisodeRows, ApiKeyRows, BulkRows):
    """Owner-scoped primitives over one open transaction (digests and daily logs: ``EpisodeRows``)."""

    def __init__(
        self, conn: sqlite3.Connection, term_counts: dict[tuple[str, str], tuple[int, float]] | None = None
    ) -> None:
        self._c = conn
        self._term_counts = {} if term_counts is None else term_counts
        self._ranking_rows: dict[str, dict[int, tuple[int, float | None, str, str | None] | None]] = {}

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

    # ---- search ------------------------------------------------------------------------------
    def prune_terms(self, table: str, words: Sequence[str], postings_budget: int) -> list[str]:
        """The query words worth sending to FTS5: those present in ``table``, rarest first, while the
        posting lists they pull in stay within ``postings_budget``. A query made only of words that
        common gets no lexical search at all (its terms barely rank anything; embeddings carry it).

        BM25 gives very common terms almost no weight but FTS5 still scores every document that
        contains them; dropping them bounds the cost of a query on a large store. Stems come from
        the same tokenizer the index uses, so "running" and "runs" count as one term.
        """
        if table not in ("items_fts", "turns_fts", "blocks_fts") or not words:
            return list(words)
        _ensure_vocab_views(self._c)
        self._c.execute("DELETE FROM temp.query_terms")
        self._c.executemany("INSERT INTO temp.query_terms (rowid, word) VALUES (?, ?)", list(enumerate(words, start=1)))
        stems: dict[str, list[str]] = {}
        for stem, doc in self._c.execute("SELECT term, doc FROM temp.query_terms_stems"):
            stems.setdefault(stem, []).append(words[int(doc) - 1])
        if not stems:
            return []
        df = self._document_counts(table, list(stems))
        kept: list[str] = []
        total = 0
        for stem in sorted((s for s in stems if df.get(s)), key=lambda s: df[s]):
            if total + df[stem] > postings_budget:
                break
            kept += stems[stem]
            total += df[stem]
        return kept

    def _document_counts(self, table: str, stems: list[str]) -> dict[str, int]:
        """How many documents hold each stem. Counting walks the term's whole posting list (tens of
        milliseconds for a term in most of a million documents), so the counts of common terms are
        cached per store for a few minutes: they move slowly and only decide which common terms are
        left out. Rare terms (cheap to count) are always counted afresh, so a word just written is
        never dropped for a stale zero."""
        now = time.monotonic()
        counts: dict[str, int] = {}
        missing = []
        for stem in stems:
            cached = self._term_counts.get((table, stem))
            if cached is not None and now - cached[1] < _TERM_COUNT_TTL_S:
                counts[stem] = cached[0]
            else:
                missing.append(stem)
        if missing:
            marks = ",".join("?" * len(missing))
            found = dict(
                self._c.execute(f"SELECT term, doc FROM temp.{table}_vocab WHERE term IN ({marks})", missing).fetchall()
            )
            if len(self._term_counts) > _TERM_COUNT_CACHE_SIZE:
                self._term_counts.clear()
            for stem in missing:
                counts[stem] = int(found.get(stem, 0))
                if counts[stem] >= _TERM_COUNT_CACHE_MIN:
                    self._term_counts[(table, stem)] = (counts[stem], now)
        return counts

    def lexical_turns(
        self,
        owner: str,
        match: str,
        weights: tuple[float, float, float, float],
        limit: int,
        namespace: str | None = None,
        session_id: str | None = None,
    ) -> list[tuple[int, float]]:
        """BM25 over turn text, neighbouring turns and the day; higher scores are better."""
        sql = (
            f"SELECT f.rowid, -bm25(turns_fts, {weights[0]}, {weights[1]}, {weights[2]}, {weights[3]}) AS s "
            "FROM turns_fts f JOIN turns t ON t.id = f.rowid JOIN sessions x ON x.pk = t.session_pk "
            "WHERE turns_fts MATCH ? AND t.owner = ? AND x.trashed_at IS NULL"
        )
        args: list[Any] = [match, owner]
        if namespace is not None:
            sql += " AND (x.namespace = ? OR substr(x.namespace, 1, length(?) + 1) = ? || '/')"
            args += [namespace] * 3
        if session_id is not None:
            sql += " AND x.id = ?"
            args.append(session_id)
        sql += " ORDER BY s DESC LIMIT ?"
        args.append(limit)
        return [(int(r[0]), float(r[1])) for r in self._c.execute(sql, args)]

    def lexical_items(self, owner: str, match: str, limit: int, query: ItemQuery) -> list[tuple[int, float]]:
        """BM25 over items in scope. The FTS5 ranking runs alone first (joins per match cost more than
        the ranking); only if too few of its top rows are in scope does the joined query run."""
        ranked = self._c.execute(
            "SELECT rowid, -bm25(items_fts, 1.0, 0.8, 0.4, 0.6) AS s FROM items_fts WHERE items_fts MATCH ? "
            "ORDER BY s DESC LIMIT ?",
            (match, limit),
        ).fetchall()
        in_scope = {row[0] for row in self.item_ranking_rows([int(r[0]) for r in ranked], query)}
        kept = [(int(r[0]), float(r[1])) for r in ranked if r[0] in in_scope]
        if len(kept) >= limit // 2 or len(ranked) < limit:
            return kept
        where, args = _item_filters(query, prefix="i.")
        sql = (
            "SELECT f.rowid, -bm25(items_fts, 1.0, 0.8, 0.4, 0.6) AS s FROM items_fts f JOIN items i ON i.id = f.rowid "
            f"WHERE items_fts MATCH ? AND {' AND '.join(where)} ORDER BY s DESC LIMIT ?"
        )
        return [(int(r[0]), float(r[1])) for r in self._c.execute(sql, [match, *args, limit])]

    def lexical_blocks(self, owner: str, match: str, limit: int, namespace: str | None) -> list[tuple[int, float]]:
        sql = (
            "SELECT f.rowid, -bm25(blocks_fts) AS s FROM blocks_fts f JOIN blocks b ON b.id = f.rowid "
            "WHERE blocks_fts MATCH ? AND b.owner = ? AND b.valid_until IS NULL"
        )
        args: list[Any] = [match, owner]
        if namespace is not None:
            sql += " AND (b.namespace = ? OR substr(b.namespace, 1, length(?) + 1) = ? || '/')"
            args += [namespace] * 3
        sql += " ORDER BY s DESC LIMIT ?"
        args.append(limit)
        return [(int(r[0]), float(r[1])) for r in self._c.execute(sql, args)]

    def turn_contexts(self, owner: str, turn_ids: Sequence[int]) -> list[TurnContext]:
        """Turns with what ranking needs: session, neighbours, speaker, namespace."""
        if not turn_ids:
            return []
        marks = ",".join("?" * len(turn_ids))
        rows = self._c.execute(
            "SELECT t.id, x.id, x.namespace, t.seq, t.speaker, t.text, t.at, t.external_id, t.role, "
            "(SELECT p.id FROM turns p WHERE p.session_pk = t.session_pk AND p.seq = t.seq - 1), "
            "(SELECT n.id FROM turns n WHERE n.session_pk = t.session_pk AND n.seq = t.seq + 1) "
            f"FROM turns t JOIN sessions x ON x.pk = t.session_pk WHERE t.owner = ? AND x.trashed_at IS NULL "
            f"AND t.id IN ({marks})",
            (owner, *turn_ids),
        )
        return [
            TurnContext(
                id=r[0],
                session_id=r[1],
                namespace=r[2],
                seq=r[3],
                speaker=r[4],
                text=r[5],
                at=from_text(r[6]),
                external_id=r[7],
                role=r[8],
                prev_id=r[9],
                next_id=r[10],
            )
            for r in rows
        ]

    def speakers(self, owner: str) -> list[str]:
        rows = self._c.execute("SELECT DISTINCT speaker FROM turns WHERE owner = ? AND speaker IS NOT NULL", (owner,))
        return [r[0] for r in rows]

    def item_ranking_rows(
        self, ids: Sequence[int], query: ItemQuery
    ) -> list[tuple[int, float | None, str, str | None]]:
        """(id, confidence, recorded_at, last_confirmed_at) of those ids that pass the query's filters."""
        if not ids:
            return []
        # Within one transaction the same rows are asked for twice (lexical scope check, then the
        # union with dense candidates): remember them. "+col" looks rows up by id, not by index scan.
        key = repr(query)
        memo = self._ranking_rows.setdefault(key, {})
        wanted = [i for i in dict.fromkeys(ids) if i not in memo]
        if wanted:
            where, args = _item_filters(query, prefix="+")
            marks = ",".join("?" * len(wanted))
            rows = self._c.execute(
                f"SELECT id, confidence, recorded_at, last_confirmed_at FROM items WHERE id IN ({marks}) "
                f"AND {' AND '.join(where)}",
                (*wanted, *args),
            )
            for i in wanted:
                memo[i] = None
            for r in rows:
                memo[int(r[0])] = (int(r[0]), r[1], str(r[2]), r[3])
        return [row for i in dict.fromkeys(ids) if (row := memo[i]) is not None]

    def items_by_ids(self, owner: str, ids: Sequence[int]) -> list[Item]:
        if not ids:
            return []
        marks = ",".join("?" * len(ids))
        rows = self._c.execute(f"SELECT {_ITEM_COLUMNS} FROM items WHERE id IN ({marks}) AND +owner = ?", (*ids, owner))
        return [_item(r) for r in rows]

    def blocks_by_ids(self, owner: str, ids: Sequence[int]) -> list[Block]:
        if not ids:
            return []
        marks = ",".join("?" * len(ids))
        rows = self._c.execute(f"{self._BLOCK_SELECT} WHERE id IN ({marks}) AND +owner = ?", (*ids, owner))
        return [_block(r) for r in rows]

    # ---- vectors -----------------------------------------------------------------------------
    def put_vectors(self, owner: str, kind: str, rows: Sequence[tuple[int, bytes]]) -> None:
        self._c.executemany(
            # REPLACE gives a changed vector a new rowid, which is how caches notice the change
            "INSERT OR REPLACE INTO vectors (owner, kind, ref_id, vec) VALUES (?,?,?,?)",
            [(owner, kind, ref, blob) for ref, blob in rows],
        )

    def vector_stats(self, owner: str, kind: str) -> tuple[int, int]:
        """(deletions so far, highest rowid of this owner and kind): both O(1), and together they
        change whenever the set of vectors does (rowids only grow; every delete bumps the counter)."""
        deleted = self._c.execute("SELECT value FROM meta WHERE key = 'vectors.deleted'").fetchone()
        top = self._c.execute("SELECT max(rowid) FROM vectors WHERE owner = ? AND kind = ?", (owner, kind)).fetchone()
        return int(deleted[0]) if deleted else 0, int(top[0] or 0)

    def vectors_since(self, owner: str, kind: str, after_rowid: int) -> list[tuple[int, int, bytes]]:
        rows = self._c.execute(
            "SELECT rowid, ref_id, vec FROM vectors WHERE owner = ? AND kind = ? AND rowid > ? ORDER BY rowid",
            (owner, kind, after_rowid),
        )
        return [(int(r[0]), int(r[1]), bytes(r[2])) for r in rows]

    def missing_vectors(self, owner: str, kind: str, limit: int, after_id: int = 0) -> list[tuple[int, str]]:
        """Rows of ``kind`` with an id above ``after_id`` that have no vector yet, with the text to embed."""
        # `+owner` keeps SQLite on the rowid range (`id > ?`), which is what makes this cheap.
        source = {
            "item": "SELECT id, content FROM items x WHERE +owner = ?",
            "turn": "SELECT id, text FROM turns x WHERE +owner = ?",
            "block": "SELECT id, content FROM blocks x WHERE +owner = ? AND valid_until IS NULL",
        }[kind]
        rows = self._c.execute(
            f"{source} AND id > ? AND NOT EXISTS (SELECT 1 FROM vectors v WHERE v.kind = ? AND v.ref_id = x.id) "
            "ORDER BY id LIMIT ?",
            (owner, after_id, kind, limit),
        )
        return [(int(r[0]), str(r[1])) for r in rows]

    def max_row_id(self, kind: str) -> int:
        """The highest id of the table (any owner): ids only grow, so this is a cheap watermark."""
        table = {"item": "items", "turn": "turns", "block": "blocks"}[kind]
        row = self._c.execute(f"SELECT coalesce(max(id), 0) FROM {table}").fetchone()
        return int(row[0])

    def drop_vectors(self, owner: str) -> int:
        return self._c.execute("DELETE FROM vectors WHERE owner = ?", (owner,)).rowcount

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


class SqliteStore:
    """A Store over one SQLite file (or ``:memory:`` for demos and tests)."""

    def __init__(self, path: str | Path, *, busy_timeout_s: float = 30.0) -> None:
        self._path = str(path)
        self._lock = threading.RLock()
        self._lock_fd = -1
        self._term_counts: dict[tuple[str, str], tuple[int, float]] = {}
        self._spool = spool.spool_path(self._path)  # what the capture hook left to take in
        self._spool_seen: spool.Seen | None = None
        if self._path != ":memory:":
            Path(self._path).expanduser().parent.mkdir(parents=True, exist_ok=True)
        conn: sqlite3.Connection | None = None
        try:
            conn = sqlite3.connect(self._path, timeout=busy_timeout_s, isolation_level=None, check_same_thread=False)
            self._conn = conn
            self._conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout_s * 1000)}")
            if self._path != ":memory:":
                self._conn.execute("PRAGMA journal_mode = WAL")
            self._conn.execute("PRAGMA synchronous = FULL")
            self._conn.execute("PRAGMA foreign_keys = ON")
            self._conn.execute("PRAGMA secure_delete = ON")
            # Reads go through the OS page cache by mmap instead of a pread per page, and keep a
            # bigger page cache: at a million items this halves recall latency.
            self._conn.execute(f"PRAGMA mmap_size = {_MMAP_BYTES}")
            self._conn.execute(f"PRAGMA cache_size = -{_CACHE_KIB}")  # purged content is zeroed, not left in free pages
            self._migrate()
            if self._path != ":memory:":
                self._lock_fd = os.open(self._path + ".lock", os.O_RDWR | os.O_CREAT, 0o600)
        except (sqlite3.Error, OSError) as exc:
            if conn is not None:
                conn.close()
            if isinstance(exc, OSError):
                raise StoreError(f"store error at {self._path}: {exc}; nothing was changed") from exc
            raise _store_error(exc, self._path) from exc

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

    def _take_in_spool(self) -> None:
        """Take in the turns the capture hook spooled beside the database (:mod:`engram.capture.spool`)
        before any read or write, so that no reader misses one; an ``os.stat`` when there are none."""
        if self._spool is None or not spool.changed(self._spool, self._spool_seen):
            return
        with self._lock:
            try:
                self._spool_seen = spool.ingest(self._spool, self._transaction)
            except OSError as exc:
                raise StoreError(f"store error at {self._spool}: {exc}; nothing was changed") from exc

    @contextmanager
    def write(self, keys: Sequence[str] = ()) -> Iterator[SqliteTx]:
        """``keys`` are accepted and ignored: the one writer lock already serialises every writer."""
        self._take_in_spool()
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
        self._take_in_spool()
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
