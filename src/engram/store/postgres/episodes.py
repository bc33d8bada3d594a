"""PostgreSQL rows for the episodic side: sessions, turns (with their search text), digests, daily logs.

A mixin of :class:`engram.store.postgres.store.PgTx` (same connection). A turn's search text is what
SQLite's ``turns_fts`` holds: the text without speaker prefix and participant names, the previous
turn's text, the next turn's (filled in when it arrives) and the day in words; the generated
``search`` column of ``turns`` indexes them in the same transaction.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

import psycopg

from engram import text as rtext
from engram.models import DailyEntry, Digest, Session, Turn
from engram.store.postgres import rows
from engram.timeutil import to_text

_SESSION_FIELDS = {
    *("title", "status", "closed_at", "archived_at", "trashed_at", "watermark", "summary", "meta"),
    "summary_seq",
}
_LIVE = "EXISTS (SELECT 1 FROM sessions s WHERE s.owner = d.owner AND s.id = d.session_id AND s.trashed_at IS NULL)"


class EpisodeRows:
    _c: psycopg.Connection[Any]

    # ---- sessions ----------------------------------------------------------------------------
    def get_session(self, owner: str, session_id: str) -> Session | None:
        row = self._c.execute(f"{rows.SESSION_SELECT} WHERE owner = %s AND id = %s", (owner, session_id)).fetchone()
        return None if row is None else rows.session(row)

    def insert_session(
        self, owner: str, session_id: str, namespace: str, title: str | None, at: datetime, meta: Mapping[str, Any]
    ) -> Session:
        row = self._c.execute(
            "INSERT INTO sessions (owner, id, namespace, title, started_at, meta) VALUES (%s,%s,%s,%s,%s,%s) "
            "RETURNING id, owner, namespace, title, status, started_at, last_turn_at, closed_at, archived_at, "
            "trashed_at, watermark, summary, turn_count, meta, summary_seq",
            (owner, session_id, namespace, title, to_text(at), json.dumps(dict(meta))),
        ).fetchone()
        assert row is not None
        return rows.session(row)

    def update_session(self, owner: str, session_id: str, **fields: Any) -> None:
        unknown = set(fields) - _SESSION_FIELDS
        if unknown:
            raise ValueError(f"not session columns: {unknown}")
        if not fields:
            return
        values = [
            to_text(v) if isinstance(v, datetime) else json.dumps(v) if isinstance(v, dict) else v
            for v in fields.values()
        ]
        assignments = ", ".join(f"{k} = %s" for k in fields)
        self._c.execute(
            f"UPDATE sessions SET {assignments} WHERE owner = %s AND id = %s".encode(), (*values, owner, session_id)
        )

    def list_sessions(
        self, owner: str, *, status: str | None = None, trashed: bool = False, limit: int | None = None
    ) -> list[Session]:
        sql = f"{rows.SESSION_SELECT} WHERE owner = %s AND trashed_at IS {'NOT ' if trashed else ''}NULL"
        args: list[Any] = [owner]
        if status is not None:
            sql += " AND status = %s"
            args.append(status)
        sql += " ORDER BY coalesce(last_turn_at, started_at) DESC, id"
        if limit is not None:
            sql += " LIMIT %s"
            args.append(limit)
        return [rows.session(r) for r in self._c.execute(sql.encode(), args)]

    def delete_session(self, owner: str, session_id: str) -> int:
        """Hard-delete a session with its turns (and their vectors, by trigger), digests, daily
        entries and context snapshots. Returns how many turns went."""
        row = self._c.execute("SELECT pk FROM sessions WHERE owner = %s AND id = %s", (owner, session_id)).fetchone()
        if row is None:
            return 0
        turns = self._c.execute("DELETE FROM turns WHERE session_pk = %s", (row[0],)).rowcount
        self._c.execute("DELETE FROM digests WHERE owner = %s AND session_id = %s", (owner, session_id))
        self._c.execute("DELETE FROM daily_entries WHERE owner = %s AND session_id = %s", (owner, session_id))
        self._c.execute("DELETE FROM context_snapshots WHERE owner = %s AND session_id = %s", (owner, session_id))
        self._c.execute("DELETE FROM sessions WHERE pk = %s", (row[0],))
        return int(turns)

    # ---- turns -------------------------------------------------------------------------------
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
        found = self._c.execute(
            "SELECT pk, turn_count FROM sessions WHERE owner = %s AND id = %s", (owner, session_id)
        ).fetchone()
        if found is None:
            raise ValueError(f"no session {session_id}")
        pk, count = found
        speakers = [
            str(r[0])
            for r in self._c.execute(
                "SELECT DISTINCT speaker FROM turns WHERE session_pk = %s AND speaker IS NOT NULL", (pk,)
            )
        ]
        if speaker is not None and speaker not in speakers:
            speakers.append(speaker)  # SQLite indexes after inserting, so the new speaker counts too
        body = rtext.strip_names(rtext.strip_speaker_prefix(text, speaker), rtext.name_pattern(speakers))
        prev = self._c.execute(
            "UPDATE turns SET next_text = %s WHERE id = (SELECT id FROM turns WHERE session_pk = %s "
            "ORDER BY seq DESC LIMIT 1) RETURNING body_text",
            (body, pk),
        ).fetchone()
        row = self._c.execute(
            "INSERT INTO turns (owner, session_pk, seq, role, speaker, text, at, external_id, meta, "
            "body_text, prev_text, date_text) VALUES (%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s) "
            "RETURNING id, seq, role, speaker, text, at, external_id, meta",
            (
                owner,
                pk,
                count + 1,
                role,
                speaker,
                text,
                to_text(at),
                external_id,
                json.dumps(dict(meta)),
                body,
                "" if prev is None else prev[0],
                rtext.date_text(at),
            ),
        ).fetchone()
        assert row is not None
        self._c.execute(
            "UPDATE sessions SET turn_count = turn_count + 1, last_turn_at = greatest(coalesce(last_turn_at, ''), %s) "
            "WHERE pk = %s",
            (to_text(at), pk),
        )
        return rows.turn((row[0], session_id, *row[1:]))

    def get_turn(self, owner: str, turn_id: int) -> Turn | None:
        row = self._c.execute(f"{rows.TURN_SELECT} WHERE t.owner = %s AND t.id = %s", (owner, turn_id)).fetchone()
        return None if row is None else rows.turn(row)

    def list_turns(self, owner: str, session_id: str, after_seq: int = 0, limit: int | None = None) -> list[Turn]:
        sql = f"{rows.TURN_SELECT} WHERE t.owner = %s AND s.id = %s AND t.seq > %s ORDER BY t.seq"
        args: list[Any] = [owner, session_id, after_seq]
        if limit is not None:
            sql += " LIMIT %s"
            args.append(limit)
        return [rows.turn(r) for r in self._c.execute(sql.encode(), args)]

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
        row = self._c.execute(
            "INSERT INTO digests (owner, session_id, namespace, title, summary, decisions, findings, files, "
            "turn_from, turn_to, created_at) VALUES (%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s) "
            "RETURNING id, session_id, namespace, title, summary, decisions, findings, files, turn_from, turn_to, "
            "created_at",
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
        ).fetchone()
        assert row is not None
        return rows.digest(row)

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
        sql = f"{rows.DIGEST_SELECT} WHERE d.owner = %s"
        args: list[Any] = [owner]
        if session_id is not None:
            sql += " AND d.session_id = %s"
            args.append(session_id)
        if namespace is not None:
            clause, values = rows.subtree("d.namespace", namespace)
            sql += " AND " + clause
            args += values
        if not include_trashed:
            sql += " AND " + _LIVE
        sql += " ORDER BY d.created_at DESC, d.id DESC"
        if limit is not None:
            sql += " LIMIT %s"
            args.append(limit)
        return [rows.digest(r) for r in self._c.execute(sql.encode(), args)]

    def digests_by_ids(self, owner: str, ids: Sequence[int]) -> list[Digest]:
        if not ids:
            return []
        found = self._c.execute(
            f"{rows.DIGEST_SELECT} WHERE d.id = ANY(%s) AND d.owner = %s ORDER BY d.id", (rows.ids(ids), owner)
        )
        return [rows.digest(r) for r in found]

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
        row = self._c.execute(
            "INSERT INTO daily_entries (owner, namespace, day, time, label, text, session_id, at) "
            "VALUES (%s,%s,%s,%s,%s,%s,%s,%s) RETURNING id",
            (owner, namespace, day, time, label, text, session_id, to_text(at)),
        ).fetchone()
        assert row is not None
        return DailyEntry(int(row[0]), namespace, day, time, label, text, session_id)

    def daily_entries(self, owner: str, namespace: str, day: str) -> list[DailyEntry]:
        found = self._c.execute(
            "SELECT id, namespace, day, time, label, text, session_id FROM daily_entries "
            "WHERE owner = %s AND namespace = %s AND day = %s ORDER BY id",
            (owner, namespace, day),
        )
        return [rows.daily(r) for r in found]

    def daily_days(self, owner: str, namespace: str) -> list[str]:
        found = self._c.execute(
            "SELECT DISTINCT day FROM daily_entries WHERE owner = %s AND namespace = %s ORDER BY day",
            (owner, namespace),
        )
        return [str(r[0]) for r in found]
