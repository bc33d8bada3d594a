"""Row shapes of the PostgreSQL adapter: the SELECT column lists and the converters to model types.

The six model converters are shared with SQLite (engram.store.rows); the rest is specific here.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from engram.models import DailyEntry, Digest
from engram.store.base import ApiKey, ItemQuery
from engram.store.rows import block as block
from engram.store.rows import event as event
from engram.store.rows import item as item
from engram.store.rows import link as link
from engram.store.rows import session as session
from engram.store.rows import turn as turn
from engram.timeutil import from_text, opt_from_text, to_text

Row = tuple[Any, ...]

ITEM_COLUMNS = (
    "id, owner, namespace, category, content, summary, detail, tags, source, session_id, turn_ids, "
    "confidence, valid_from, valid_until, recorded_at, last_confirmed_at, supersedes, superseded_by, "
    "lineage, trashed_at"
)
LINK_SELECT = "SELECT id, owner, from_id, to_id, relation, created_at FROM links"
BLOCK_SELECT = "SELECT id, owner, namespace, category, content, version, recorded_at, valid_until FROM blocks"
EVENT_SELECT = (
    "SELECT e.id, e.owner, e.namespace, e.at, e.actor, e.op, e.target_kind, e.target_id, e.before, e.after, "
    "e.undoes, EXISTS (SELECT 1 FROM events u WHERE u.undoes = e.id) FROM events e"
)
SESSION_SELECT = (
    "SELECT id, owner, namespace, title, status, started_at, last_turn_at, closed_at, archived_at, trashed_at, "
    "watermark, summary, turn_count, meta, summary_seq FROM sessions"
)
TURN_SELECT = (
    "SELECT t.id, s.id, t.seq, t.role, t.speaker, t.text, t.at, t.external_id, t.meta "
    "FROM turns t JOIN sessions s ON s.pk = t.session_pk"
)
DIGEST_SELECT = (
    "SELECT d.id, d.session_id, d.namespace, d.title, d.summary, d.decisions, d.findings, d.files, "
    "d.turn_from, d.turn_to, d.created_at FROM digests d"
)
KEY_SELECT = "SELECT id, owner, name, created_at, revoked_at, last_used_at FROM api_keys"


def digest(row: Row) -> Digest:
    return Digest(
        id=row[0],
        session_id=row[1],
        namespace=row[2],
        title=row[3],
        summary=row[4],
        decisions=tuple(json.loads(row[5])),
        findings=tuple(json.loads(row[6])),
        files=tuple(json.loads(row[7])),
        turn_from=row[8],
        turn_to=row[9],
        created_at=from_text(row[10]),
    )


def daily(row: Row) -> DailyEntry:
    return DailyEntry(
        id=row[0], namespace=row[1], day=row[2], time=row[3], label=row[4], text=row[5], session_id=row[6]
    )


def api_key(row: Row) -> ApiKey:
    return ApiKey(
        id=row[0],
        owner=row[1],
        name=row[2],
        created_at=from_text(row[3]),
        revoked_at=opt_from_text(row[4]),
        last_used_at=opt_from_text(row[5]),
    )


def subtree(column: str, prefix: str) -> tuple[str, list[Any]]:
    """``column`` is ``prefix`` or below it (``prefix/…``)."""
    return f"({column} = %s OR starts_with({column}, %s))", [prefix, prefix + "/"]


def item_filters(query: ItemQuery, prefix: str = "") -> tuple[list[str], list[Any]]:
    """WHERE clauses for an item query; ``prefix`` qualifies the columns (``"i."``) in joins."""
    p = prefix
    where = [f"{p}owner = %s"]
    args: list[Any] = [query.owner]
    if query.category is not None:
        where.append(f"{p}category = %s")
        args.append(query.category)
    if query.namespace is not None:
        clause, values = subtree(f"{p}namespace", query.namespace)
        where.append(clause)
        args += values
    if query.source is not None:
        where.append(f"{p}source = %s")
        args.append(query.source)
    if query.lineage is not None:
        where.append(f"{p}lineage = %s")
        args.append(query.lineage)
    if query.only_trashed:
        where.append(f"{p}trashed_at IS NOT NULL")
    elif not query.include_trashed:
        where.append(f"{p}trashed_at IS NULL")
    if query.as_of is not None:
        moment = to_text(query.as_of)
        where.append(
            f"{p}valid_from <= %s AND ({p}valid_until IS NULL OR {p}valid_until > %s) AND {p}recorded_at <= %s"
        )
        args += [moment, moment, moment]
    elif not query.include_inactive:
        where.append(f"{p}valid_until IS NULL")
    if query.after_id is not None:
        where.append(f"{p}id > %s")
        args.append(query.after_id)
    return where, args


def ids(values: Sequence[int]) -> list[int]:
    """Ids as a plain list (psycopg sends it as one array parameter: ``= ANY(%s)``)."""
    return [int(v) for v in values]
