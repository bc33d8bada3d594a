"""SQLite rows for the episodic side beyond turns: session digests, daily logs, session search, purge.

A mixin of :class:`engram.store.sqlite.store.SqliteTx` (it shares that transaction's connection), kept
apart so the main adapter module stays readable.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from engram.models import DailyEntry, Digest
from engram.store import rows
from engram.store.base import LexicalQuery
from engram.store.sqlite.sql import fts5
from engram.timeutil import to_text

_DIGEST_SELECT = (
    "SELECT d.id, d.session_id, d.namespace, d.title, d.summary, d.decisions, d.findings, d.files, "
    "d.turn_from, d.turn_to, d.created_at FROM digests d"
)
_LIVE = "EXISTS (SELECT 1 FROM sessions s WHERE s.owner = d.owner AND s.id = d.session_id AND s.trashed_at IS NULL)"
_SUBTREE = "(d.namespace = ? OR substr(d.namespace, 1, length(?) + 1) = ? || '/')"


class EpisodeRows:
    """Owner-scoped digest, daily-log and session-search primitives."""

    _c: sqlite3.Connection

    # ---- digests -----------------------------------------------------------------------------
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
    ) -> Digest:
        cur = self._c.execute(
            "INSERT INTO digests (owner, session_id, namespace, title, summary, decisions, findings, files, "
            "turn_from, turn_to, created_at) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
            (
                owner,
                session_id,
                namespace,
                title,
                summary,
                json.dumps(list(decisions), ensure_ascii=False),
                json.dumps(list(findings), ensure_ascii=False),
                json.dumps(list(files), ensure_ascii=False),
                turn_from,
                turn_to,
                to_text(at),
            ),
        )
        found = self.digests_by_ids(owner, [int(cur.lastrowid or 0)])
        return found[0]

    def list_digests(
        self,
        owner: str,
        *,
        session_id: str | None = None,
        namespace: str | None = None,
        include_trashed: bool = False,
        limit: int | None = None,
    ) -> list[Digest]:
        """Newest first. Digests of trashed sessions are left out unless ``include_trashed``."""
        sql = f"{_DIGEST_SELECT} WHERE d.owner = ?"
        args: list[Any] = [owner]
        if session_id is not None:
            sql += " AND d.session_id = ?"
            args.append(session_id)
        if namespace is not None:
            sql += " AND " + _SUBTREE
            args += [namespace] * 3
        if not include_trashed:
            sql += " AND " + _LIVE
        sql += " ORDER BY d.created_at DESC, d.id DESC"
        if limit is not None:
            sql += " LIMIT ?"
            args.append(limit)
        return [rows.digest(r) for r in self._c.execute(sql, args)]

    def digests_by_ids(self, owner: str, ids: Sequence[int]) -> list[Digest]:
        if not ids:
            return []
        marks = ",".join("?" * len(ids))
        found = self._c.execute(
            f"{_DIGEST_SELECT} WHERE d.id IN ({marks}) AND d.owner = ? ORDER BY d.id", (*ids, owner)
        )
        return [rows.digest(r) for r in found]

    def lexical_digests(
        self, owner: str, lexical: LexicalQuery, limit: int, namespace: str | None
    ) -> list[tuple[int, float]]:
        """BM25 over digest titles, summaries and details (decisions, findings, files); live sessions only."""
        sql = (
            "SELECT f.rowid, -bm25(digests_fts, 2.0, 1.0, 0.8) AS s "
            "FROM digests_fts f JOIN digests d ON d.id = f.rowid "
            f"WHERE digests_fts MATCH ? AND d.owner = ? AND {_LIVE}"
        )
        args: list[Any] = [fts5(lexical), owner]
        if namespace is not None:
            sql += " AND " + _SUBTREE
            args += [namespace] * 3
        sql += " ORDER BY s DESC LIMIT ?"
        args.append(limit)
        return [(int(r[0]), float(r[1])) for r in self._c.execute(sql, args)]

    # ---- daily logs --------------------------------------------------------------------------
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
    ) -> DailyEntry:
        cur = self._c.execute(
            "INSERT INTO daily_entries (owner, namespace, day, time, label, text, session_id, at) "
            "VALUES (?,?,?,?,?,?,?,?)",
            (owner, namespace, day, time, label, text, session_id, to_text(at)),
        )
        return DailyEntry(int(cur.lastrowid or 0), namespace, day, time, label, text, session_id)

    def daily_entries(self, owner: str, namespace: str, day: str) -> list[DailyEntry]:
        found = self._c.execute(
            "SELECT id, namespace, day, time, label, text, session_id FROM daily_entries "
            "WHERE owner = ? AND namespace = ? AND day = ? ORDER BY id",
            (owner, namespace, day),
        )
        return [rows.daily(r) for r in found]

    def daily_days(self, owner: str, namespace: str) -> list[str]:
        found = self._c.execute(
            "SELECT DISTINCT day FROM daily_entries WHERE owner = ? AND namespace = ? ORDER BY day", (owner, namespace)
        )
        return [str(r[0]) for r in found]

    # ---- sessions: search and hard delete ----------------------------------------------------
    def search_turns(self, owner: str, lexical: LexicalQuery, limit: int) -> list[tuple[str, int, int, str, float]]:
        """(session id, turn id, seq, snippet, score) of the best-matching turns of live sessions."""
        found = self._c.execute(
            "SELECT x.id, t.id, t.seq, snippet(turns_fts, 0, '[', ']', '…', 12), -bm25(turns_fts, 1.0, 0, 0, 0) AS s "
            "FROM turns_fts f JOIN turns t ON t.id = f.rowid JOIN sessions x ON x.pk = t.session_pk "
            "WHERE turns_fts MATCH ? AND t.owner = ? AND x.trashed_at IS NULL ORDER BY s DESC LIMIT ?",
            (fts5(lexical), owner, limit),
        )
        return [(str(r[0]), int(r[1]), int(r[2]), str(r[3]), float(r[4])) for r in found]

    def delete_session(self, owner: str, session_id: str) -> int:
        """Hard-delete a session with its turns (and their FTS rows and vectors, by trigger), digests,
        daily entries and context snapshots. Returns how many turns went."""
        row = self._c.execute("SELECT pk FROM sessions WHERE owner = ? AND id = ?", (owner, session_id)).fetchone()
        if row is None:
            return 0
        turns = self._c.execute("DELETE FROM turns WHERE session_pk = ?", (row[0],)).rowcount
        self._c.execute("DELETE FROM digests WHERE owner = ? AND session_id = ?", (owner, session_id))
        self._c.execute("DELETE FROM daily_entries WHERE owner = ? AND session_id = ?", (owner, session_id))
        self._c.execute("DELETE FROM context_snapshots WHERE owner = ? AND session_id = ?", (owner, session_id))
        self._c.execute("DELETE FROM sessions WHERE pk = ?", (row[0],))
        return int(turns)
