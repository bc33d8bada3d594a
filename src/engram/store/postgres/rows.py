"""Row shapes of the PostgreSQL adapter: the SELECT column lists and the converters to model types.

The six model converters are shared with SQLite (engram.store.rows); the rest is specific here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engram.store import rows as shared
from engram.store.base import ItemQuery
from engram.store.rows import api_key as api_key
from engram.store.rows import block as block
from engram.store.rows import daily as daily
from engram.store.rows import digest as digest
from engram.store.rows import event as event
from engram.store.rows import item as item
from engram.store.rows import link as link
from engram.store.rows import new_item_values as new_item_values
from engram.store.rows import session as session
from engram.store.rows import turn as turn

Row = tuple[Any, ...]

ITEM_COLUMNS = (
    "id, owner, namespace, category, content, summary, detail, tags, source, session_id, turn_ids, "
    "confidence, valid_from, valid_until, recorded_at, last_confirmed_at, supersedes, superseded_by, "
    "lineage, trashed_at, slot"
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


def subtree(column: str, prefix: str) -> tuple[str, list[Any]]:
    """``column`` is ``prefix`` or below it (``prefix/…``)."""
    return f"({column} = %s OR starts_with({column}, %s))", [prefix, prefix + "/"]


def item_filters(query: ItemQuery, prefix: str = "") -> tuple[list[str], list[Any]]:
    """WHERE clauses for an item query (:func:`engram.store.rows.item_filters` in PostgreSQL's syntax)."""
    return shared.item_filters(query, "%s", subtree, prefix)


def ids(values: Sequence[int]) -> list[int]:
    """Ids as a plain list (psycopg sends it as one array parameter: ``= ANY(%s)``)."""
    return [int(v) for v in values]
