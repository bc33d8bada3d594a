"""Decay and pruning: inferred memories fade unless reaffirmed; old memories can be end-dated
(docs/decisions.md#chat-app).

Decay rule (deterministic, so it never compounds). For every active item with source
``extracted`` and a confidence (explicit items, confidence ``None``, never decay)::

    confidence = base × 0.5 ** (age_days / half_life_days)

* ``base`` is the confidence the item version was written with: the ``confidence`` in its
  ``remember``/``update`` event (failing that, the value before its first ``decay`` event, else
  its current value).
* ``age_days`` counts *whole* days since the item was last reaffirmed: ``last_confirmed_at`` when
  set, else ``recorded_at`` (the later of the two).

So running decay any number of times gives the same value as running it once, and two runs on the
same day change nothing the second time. ``confirm`` (not recall) resets the clock: the next run
brings the item back to its ``base`` and it fades again from there. Only the score changes — no
item is deleted or end-dated — and each change is an event (op ``decay``) in the item's history.
Items below the context floor (0.7) stay searchable but are no longer injected.

Pruning end-dates (forgets) active items neither recorded nor confirmed within N days; each is an
ordinary ``forget`` event, undoable one by one. Nothing is deleted.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any

from engram.context.block import CONFIDENCE_FLOOR
from engram.errors import InvalidInput
from engram.models import Event, Item
from engram.operation import OpContext
from engram.store.base import ItemQuery, StoreTx
from engram.timeutil import before

DEFAULT_HALF_LIFE_DAYS = 90.0
_CHUNK = 500
_DAY = 86_400.0


@dataclass(frozen=True, slots=True)
class DecayChange:
    id: int
    old: float
    new: float

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "old": self.old, "new": self.new}


@dataclass(frozen=True, slots=True)
class DecayReport:
    """What one decay run did: ``changed`` holds (id, old, new); ``below_floor`` the ids of active
    extracted items now under the context floor (recall-only)."""

    changed: tuple[DecayChange, ...]
    below_floor: tuple[int, ...]
    half_life_days: float
    at: datetime

    def to_dict(self) -> dict[str, Any]:
        from engram.timeutil import to_text

        return {
            "changed": [c.to_dict() for c in self.changed],
            "below_floor": list(self.below_floor),
            "half_life_days": self.half_life_days,
            "floor": CONFIDENCE_FLOOR,
            "at": to_text(self.at),
        }


def half_life(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value) or value <= 0:
        raise InvalidInput("half_life_days must be a positive number of days")
    return float(value)


MAX_DAYS = 3_652_500  # 10,000 years: more reaches back past the calendar's first year


def days(value: object, what: str = "older_than_days") -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value) or value < 0:
        raise InvalidInput(f"{what} must be a non-negative number of days")
    if value > MAX_DAYS:
        raise InvalidInput(f"{what} must be at most {MAX_DAYS} days (10,000 years), not {value!r}")
    return float(value)


def anchor(item: Item) -> datetime:
    """When the item was last reaffirmed: its confirmation, else its recording (the later one)."""
    if item.last_confirmed_at is not None and item.last_confirmed_at > item.recorded_at:
        return item.last_confirmed_at
    return item.recorded_at


def decayed(base: float, age: timedelta, half_life_days: float) -> float:
    """``base × 0.5 ** (whole_days / half_life)``, rounded to 4 places (ages below a day do not decay)."""
    whole = max(0, math.floor(age.total_seconds() / _DAY))
    factor: float = 0.5 ** (whole / half_life_days)
    return round(max(0.0, min(1.0, base)) * factor, 4)


def _base(item: Item, events: list[Event]) -> float:
    assert item.confidence is not None
    for ev in events:
        if ev.op in ("remember", "update") and ev.undoes is None and ev.after is not None:
            value = ev.after.get("confidence")
            if isinstance(value, int | float) and not isinstance(value, bool):
                return float(value)
    for ev in events:
        if ev.op == "decay" and ev.before is not None:
            value = ev.before.get("confidence")
            if isinstance(value, int | float) and not isinstance(value, bool):
                return float(value)
    return item.confidence


def _events_by_item(tx: StoreTx, owner: str, ids: list[int]) -> dict[int, list[Event]]:
    out: dict[int, list[Event]] = {i: [] for i in ids}
    for start in range(0, len(ids), _CHUNK):
        for ev in tx.events_for(owner, "item", ids[start : start + _CHUNK]):
            if ev.target_id is not None and ev.target_id in out:
                out[ev.target_id].append(ev)
    return out


def decay(
    ctx: OpContext, *, half_life_days: float = DEFAULT_HALF_LIFE_DAYS, now: datetime | None = None
) -> DecayReport:
    hl = half_life(half_life_days)
    moment = now or ctx.now()
    changed: list[DecayChange] = []
    below: list[int] = []
    with ctx.store.write() as tx:
        found = [
            item
            for item in tx.find_items(ItemQuery(owner=ctx.owner, source="extracted"))
            if item.is_active and item.confidence is not None
        ]
        history = _events_by_item(tx, ctx.owner, [item.id for item in found])
        for item in found:
            assert item.confidence is not None
            base = _base(item, history[item.id])
            new = decayed(base, moment - anchor(item), hl)
            if abs(new - item.confidence) > 1e-9:
                tx.set_confidence(ctx.owner, item.id, new)
                after = replace(item, confidence=new).to_dict() | {"base": base, "half_life_days": hl}
                tx.insert_event(
                    ctx.owner, item.namespace, moment, ctx.actor, "decay", "item", item.id, item.to_dict(), after
                )
                changed.append(DecayChange(item.id, item.confidence, new))
            if new < CONFIDENCE_FLOOR:
                below.append(item.id)
    return DecayReport(tuple(changed), tuple(below), hl, moment)


def stale(ctx: OpContext, older_than_days: float, *, now: datetime | None = None) -> list[Item]:
    """Active items neither recorded nor confirmed within ``older_than_days`` of ``now``."""
    cutoff = before(now or ctx.now(), timedelta(days=days(older_than_days)), "older_than_days")
    with ctx.store.read() as tx:
        return [item for item in tx.find_items(ItemQuery(owner=ctx.owner)) if item.is_active and anchor(item) < cutoff]


def prune(ctx: OpContext, older_than_days: float, *, now: datetime | None = None) -> list[Item]:
    """End-date (forget) every stale item in one transaction; returns the forgotten versions."""
    moment = now or ctx.now()
    cutoff = before(moment, timedelta(days=days(older_than_days)), "older_than_days")
    out: list[Item] = []
    with ctx.store.write() as tx:
        for item in tx.find_items(ItemQuery(owner=ctx.owner)):
            if not item.is_active or anchor(item) >= cutoff:
                continue
            tx.end_item(ctx.owner, item.id, moment, None)
            after = replace(item, valid_until=moment)
            tx.insert_event(
                ctx.owner,
                item.namespace,
                moment,
                ctx.actor,
                "forget",
                "item",
                item.id,
                item.to_dict(),
                after.to_dict() | {"reason": f"prune: not recorded or confirmed in {older_than_days:g} days"},
            )
            out.append(after)
    return out
