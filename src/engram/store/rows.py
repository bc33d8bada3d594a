"""Row converters shared by the SQLite and PostgreSQL adapters.

Both keep the same columns in the same text forms (timestamps as fixed-width text, JSON as text),
so one conversion from a SELECT row to a model serves both.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from engram.models import Block, DailyEntry, Digest, Event, Item, Link, Provenance, Session, Turn
from engram.store.base import ApiKey, ItemQuery, NewItem
from engram.timeutil import from_text, opt_from_text, to_text

Row = tuple[Any, ...]


def item(row: Row) -> Item:
    return Item(
        id=row[0],
        owner=row[1],
        namespace=row[2],
        category=row[3],
        content=row[4],
        summary=row[5],
        detail=row[6],
        tags=tuple(json.loads(row[7])),
        source=row[8],
        provenance=Provenance(session_id=row[9], turn_ids=tuple(json.loads(row[10]))),
        confidence=row[11],
        valid_from=from_text(row[12]),
        valid_until=opt_from_text(row[13]),
        recorded_at=from_text(row[14]),
        last_confirmed_at=opt_from_text(row[15]),
        supersedes=row[16],
        superseded_by=row[17],
        lineage=row[18],
        trashed_at=opt_from_text(row[19]),
        slot=row[20],
    )


def link(row: Row) -> Link:
    return Link(id=row[0], owner=row[1], from_id=row[2], to_id=row[3], relation=row[4], created_at=from_text(row[5]))


def block(row: Row) -> Block:
    return Block(
        id=row[0],
        owner=row[1],
        namespace=row[2],
        category=row[3] or None,
        content=row[4],
        version=row[5],
        recorded_at=from_text(row[6]),
        valid_until=opt_from_text(row[7]),
    )


def event(row: Row) -> Event:
    return Event(
        id=row[0],
        owner=row[1],
        namespace=row[2],
        at=from_text(row[3]),
        actor=row[4],
        op=row[5],
        target_kind=row[6],
        target_id=row[7],
        before=None if row[8] is None else json.loads(row[8]),
        after=None if row[9] is None else json.loads(row[9]),
        undoes=row[10],
        undone=bool(row[11]),
    )


def session(row: Row) -> Session:
    return Session(
        id=row[0],
        owner=row[1],
        namespace=row[2],
        title=row[3],
        status=row[4],
        started_at=from_text(row[5]),
        last_turn_at=opt_from_text(row[6]),
        closed_at=opt_from_text(row[7]),
        archived_at=opt_from_text(row[8]),
        trashed_at=opt_from_text(row[9]),
        watermark=row[10],
        summary=row[11],
        turn_count=row[12],
        meta=json.loads(row[13]),
        summary_seq=row[14],
    )


def turn(row: Row) -> Turn:
    return Turn(
        id=row[0],
        session_id=row[1],
        seq=row[2],
        role=row[3],
        speaker=row[4],
        text=row[5],
        at=from_text(row[6]),
        external_id=row[7],
        meta=json.loads(row[8]),
    )


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


def new_item_values(new: NewItem, item_id: int | None, lineage: int | None) -> Row:
    """The values of an ``items`` INSERT in both adapters' column order (id, owner, namespace,
    category, content, content_key, summary, detail, tags, source, session_id, turn_ids, confidence,
    valid_from, valid_until, recorded_at, last_confirmed_at, supersedes, superseded_by, lineage,
    trashed_at, slot)."""
    return (
        item_id,
        new.owner,
        new.namespace,
        new.category,
        new.content,
        new.content_key,
        new.summary,
        new.detail,
        json.dumps(list(new.tags)),
        new.source,
        new.provenance.session_id,
        json.dumps(list(new.provenance.turn_ids)),
        new.confidence,
        to_text(new.valid_from),
        None if new.valid_until is None else to_text(new.valid_until),
        to_text(new.recorded_at),
        None if new.last_confirmed_at is None else to_text(new.last_confirmed_at),
        new.supersedes,
        new.superseded_by,
        lineage,
        None if new.trashed_at is None else to_text(new.trashed_at),
        new.slot,
    )


Subtree = Callable[[str, str], tuple[str, list[Any]]]
"""``(column, namespace) -> (clause, args)``: the column is the namespace or below it, in a backend's SQL."""


def item_filters(query: ItemQuery, mark: str, subtree: Subtree, prefix: str = "") -> tuple[list[str], list[Any]]:
    """WHERE clauses of an item query for either backend: ``mark`` is its parameter placeholder
    (``?`` or ``%s``), ``subtree`` its namespace test, ``prefix`` qualifies the columns (``"i."``)."""
    p, m = prefix, mark
    where = [f"{p}owner = {m}"]
    args: list[Any] = [query.owner]
    if query.category is not None:
        where.append(f"{p}category = {m}")
        args.append(query.category)
    if query.namespace is not None:
        clause, values = subtree(f"{p}namespace", query.namespace)
        where.append(clause)
        args += values
    if query.source is not None:
        where.append(f"{p}source = {m}")
        args.append(query.source)
    if query.lineage is not None:
        where.append(f"{p}lineage = {m}")
        args.append(query.lineage)
    if query.slot is not None:
        where.append(f"{p}slot = {m}")
        args.append(query.slot)
    elif query.slotted:
        where.append(f"{p}slot IS NOT NULL")
    if query.only_trashed:
        where.append(f"{p}trashed_at IS NOT NULL")
    elif not query.include_trashed:
        where.append(f"{p}trashed_at IS NULL")
    if query.as_of is not None:
        moment = to_text(query.as_of)
        where.append(
            f"{p}valid_from <= {m} AND ({p}valid_until IS NULL OR {p}valid_until > {m}) AND {p}recorded_at <= {m}"
        )
        args += [moment, moment, moment]
    elif not query.include_inactive:
        where.append(f"{p}valid_until IS NULL")
    if query.after_id is not None:
        where.append(f"{p}id > {m}")
        args.append(query.after_id)
    return where, args
