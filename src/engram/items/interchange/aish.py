"""aish's ``memory.jsonl`` (docs/decisions.md#shell), read and written exactly.

Items have integer ids >= 1; an optional ``{"meta": {...}}`` header has no id and is ignored;
tombstones ``{"kind": "forget", "target": N}`` are resolved as a set, so their position in the
file does not matter, and a tombstone whose target does not exist is a no-op.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime

from engram.items.interchange.nesting import load_line
from engram.models import LineError

KINDS = ("fact", "pref", "context")
# aish kind -> engram category, and back. profile/style/decision have no aish kind: they export as fact.
KIND_TO_CATEGORY = {"fact": "fact", "pref": "preference", "context": "project"}
CATEGORY_TO_KIND = {"preference": "pref", "style": "pref", "project": "context"}


@dataclass(frozen=True, slots=True)
class AishItem:
    id: int
    ts: str
    kind: str
    content: str
    tags: tuple[str, ...] = ()
    line: int = 0


@dataclass(frozen=True, slots=True)
class AishParse:
    active: tuple[AishItem, ...]
    errors: tuple[LineError, ...]
    max_id: int
    tombstoned: frozenset[int]


def parse(lines: Iterable[str]) -> AishParse:
    items: dict[int, AishItem] = {}
    targets: set[int] = set()
    errors: list[LineError] = []
    max_id = 0
    for number, raw in enumerate(lines, start=1):
        line = raw.strip()
        if not line:
            continue
        try:
            record = load_line(line)
        except ValueError as exc:
            errors.append(LineError(number, str(exc)))
            continue
        if not isinstance(record, dict):
            errors.append(LineError(number, "not a JSON object"))
            continue
        if "meta" in record and "id" not in record:
            continue
        ident = record.get("id")
        if not isinstance(ident, int) or isinstance(ident, bool) or ident < 1:
            errors.append(LineError(number, "missing or invalid id (ids are integers >= 1)"))
            continue
        max_id = max(max_id, ident)
        kind = record.get("kind")
        if kind == "forget":
            target = record.get("target")
            if not isinstance(target, int) or isinstance(target, bool):
                errors.append(LineError(number, "forget tombstone without an integer target"))
                continue
            targets.add(target)
            continue
        if kind not in KINDS:
            errors.append(LineError(number, f"unknown kind {kind!r} (use fact, pref, context or forget)"))
            continue
        content = record.get("content")
        if not isinstance(content, str) or not content.strip():
            errors.append(LineError(number, "missing content"))
            continue
        if ident in items:
            errors.append(LineError(number, f"duplicate id {ident}"))
            continue
        tags = record.get("tags") or []
        if not isinstance(tags, list) or not all(isinstance(t, str) for t in tags):
            errors.append(LineError(number, "tags must be a list of strings"))
            continue
        ts = record.get("ts")
        items[ident] = AishItem(ident, ts if isinstance(ts, str) else "", kind, content, tuple(tags), number)
    active = tuple(item for ident, item in sorted(items.items()) if ident not in targets)
    return AishParse(active, tuple(errors), max_id, frozenset(targets))


def format_ts(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def item_line(ident: int, ts: str, kind: str, content: str, tags: Sequence[str] = ()) -> str:
    record: dict[str, object] = {"id": ident, "ts": ts, "kind": kind, "content": content}
    if tags:
        record["tags"] = list(tags)
    return json.dumps(record, ensure_ascii=False)


def tombstone_line(ident: int, ts: str, target: int) -> str:
    return json.dumps({"id": ident, "ts": ts, "kind": "forget", "target": target})
