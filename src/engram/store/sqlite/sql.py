"""SQL shared by the SQLite adapter's row mixins: column lists, selects, filters and error mapping."""

from __future__ import annotations

import os
import sqlite3
from datetime import datetime
from pathlib import Path
from typing import Any

from engram.errors import StoreError
from engram.store.base import ItemQuery, LexicalQuery
from engram.store.rows import item_filters
from engram.timeutil import to_text

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


def _subtree(column: str, namespace: str) -> tuple[str, list[Any]]:
    """``column`` is ``namespace`` or below it (``namespace/…``), in SQLite's syntax."""
    return f"({column} = ? OR substr({column}, 1, length(?) + 1) = ? || '/')", [namespace] * 3


def _item_filters(query: ItemQuery, prefix: str = "") -> tuple[list[str], list[Any]]:
    """WHERE clauses for an item query (:func:`engram.store.rows.item_filters` in SQLite's syntax)."""
    return item_filters(query, "?", _subtree, prefix)


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


FTS_TABLES = {"item": "items_fts", "turn": "turns_fts", "block": "blocks_fts"}
"""The FTS5 table of each kind ``prune_terms`` counts terms for."""


def fts5(query: LexicalQuery) -> str:
    """The FTS5 MATCH expression of a :class:`~engram.store.base.LexicalQuery`: every word quoted
    (safe for any input), OR-ed, or together as one phrase; a field becomes a column filter."""
    quoted = ['"' + w.replace('"', '""') + '"' for w in query.words]
    if query.phrase:
        expression = '"' + " ".join(w.replace('"', '""') for w in query.words) + '"'
    else:
        expression = " OR ".join(quoted)
    return f"{query.field} : ({expression})" if query.field else expression
