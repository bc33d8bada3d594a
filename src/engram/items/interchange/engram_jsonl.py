"""engram's own JSONL: a header, then every item version, link, block version and event.

It carries the whole event log, so export → import into an empty store → export gives the same
records (ids are kept when they are free in the target store).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from engram.errors import InvalidInput
from engram.items.interchange.nesting import load_line
from engram.models import LineError

FORMAT = "engram"
VERSION = 1
REQUIRED: dict[str, tuple[str, ...]] = {
    "item": ("id", "namespace", "category", "content", "source", "valid_from", "recorded_at", "lineage"),
    "link": ("id", "from_id", "to_id", "relation", "created_at"),
    "block": ("id", "namespace", "content", "version", "recorded_at"),
    "event": ("id", "namespace", "at", "actor", "op", "target_kind"),
}


@dataclass(frozen=True, slots=True)
class Record:
    line: int
    kind: str
    data: Mapping[str, Any]


def header(owner: str, exported_at: str) -> str:
    return json.dumps(
        {"type": "header", "format": FORMAT, "version": VERSION, "owner": owner, "exported_at": exported_at}
    )


def line(kind: str, data: Mapping[str, Any]) -> str:
    body = {k: v for k, v in data.items() if k not in ("owner", "status", "undone")}
    return json.dumps({"type": kind, **body}, ensure_ascii=False, sort_keys=True)


def parse(lines: Iterable[str]) -> tuple[list[Record], list[LineError]]:
    """Every record with its line number, and the lines that are bad on their own.

    A file this version cannot read as a whole raises ``InvalidInput`` naming the line: a header
    of another format or a newer version, or two records of one kind with the same id (which one
    would be meant?). Nothing of such a file is imported.
    """
    records: list[Record] = []
    errors: list[LineError] = []
    first_line: dict[tuple[str, int], int] = {}
    for number, raw in enumerate(lines, start=1):
        text = raw.strip()
        if not text:
            continue
        try:
            data = load_line(text)
        except ValueError as exc:
            errors.append(LineError(number, str(exc)))
            continue
        if not isinstance(data, dict):
            errors.append(LineError(number, "not a JSON object"))
            continue
        kind = data.get("type")
        if not isinstance(kind, str):
            errors.append(LineError(number, "record has no text 'type'"))
            continue
        if kind == "header":
            version = data.get("version")
            if data.get("format") != FORMAT or not isinstance(version, int) or isinstance(version, bool):
                raise InvalidInput(f"line {number}: not an engram export header; nothing was imported")
            if version != VERSION:
                raise InvalidInput(
                    f"line {number}: engram export version {version}, this engram reads version {VERSION}; "
                    "nothing was imported"
                )
            continue
        if kind not in REQUIRED:
            errors.append(LineError(number, f"unknown record type {kind!r}"))
            continue
        missing = [k for k in REQUIRED[kind] if k not in data]
        if missing:
            errors.append(LineError(number, f"{kind} record is missing {', '.join(missing)}"))
            continue
        if not isinstance(data["id"], int) or isinstance(data["id"], bool) or not 0 < data["id"] < 2**62:
            errors.append(LineError(number, f"{kind} record has an invalid id"))
            continue
        seen = first_line.setdefault((kind, data["id"]), number)
        if seen != number:
            raise InvalidInput(
                f"line {number}: duplicate id: {kind} {data['id']} is also on line {seen}; nothing was imported"
            )
        records.append(Record(number, kind, data))
    return records, errors
