"""Moving in from mem0: its ``get_all()`` / ``search()`` JSON and its history table, as engram memories.

Accepted documents (docs/cli.md, "Importing from mem0"):

* ``{"results": [memory, ...]}`` (what ``get_all`` and ``search`` return) or a bare ``[memory, ...]``;
  a memory is ``{id, memory, hash, metadata, created_at, updated_at, user_id, agent_id, run_id, score,
  ...}``;
* optionally its history in the same document, ``{"results": [...], "history": [row, ...]}``, each
  row ``{id, memory_id, old_memory, new_memory, event: ADD|UPDATE|DELETE, created_at, updated_at,
  is_deleted}`` (mem0's ``history()`` rows; ``engram import --history FILE`` adds a separate file).

The mapping. A ``Memory`` belongs to one owner, so only memories of one mem0 user are imported:
``user_id`` equal to ``mem0_user`` (the owner's name unless given), or no ``user_id`` at all (an
agent's or a run's memory); the others are reported as skipped, never written. ``agent_id`` and
``run_id`` become namespace parts under the import namespace (``user/agents/<agent>/runs/<run>``).
``created_at`` becomes the first version's valid-from; with history, each ADD and UPDATE is a version
valid from its own time, superseded by the next, so ``engram history`` shows mem0's edits. History
rows of memories not in the document are skipped (mem0's history table holds no owner). The mem0 id
is kept as the tag ``mem0:<id>``, its ``metadata`` (JSON) in the detail, ``metadata.category`` as the
category when engram knows it. Every record is checked before anything is written; any error means
nothing is written.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from engram import validation as v
from engram.errors import EngramError, InvalidInput
from engram.models import LineError
from engram.policy import MemoryPolicy
from engram.timeutil import parse_user_time
from engram.validation import CATEGORY_ALIASES

EVENTS = ("ADD", "UPDATE", "DELETE")
_NOT_SEGMENT = re.compile(r"[^A-Za-z0-9._@+-]")


@dataclass(frozen=True, slots=True)
class Version:
    content: str
    at: datetime | None  # None: the time of the import


@dataclass(frozen=True, slots=True)
class Mem0Memory:
    """One mem0 memory as engram will store it: its versions oldest first, the last one current."""

    record: int
    mem0_id: str
    namespace: str
    category: str
    tags: tuple[str, ...]
    detail: str | None
    versions: tuple[Version, ...]
    updated_at: datetime | None = None

    def to_dict(self) -> dict[str, Any]:
        from engram.timeutil import to_text

        return {
            "record": self.record,
            "mem0_id": self.mem0_id,
            "namespace": self.namespace,
            "category": self.category,
            "tags": list(self.tags),
            "versions": [{"content": x.content, "valid_from": x.at and to_text(x.at)} for x in self.versions],
        }


@dataclass(frozen=True, slots=True)
class Mem0Plan:
    memories: tuple[Mem0Memory, ...]
    skipped: tuple[LineError, ...]
    errors: tuple[LineError, ...]


def _segment(value: str, field: str) -> str:
    text = _NOT_SEGMENT.sub("-", value.strip()).lstrip("._@+-")[:100]
    if not text:
        raise InvalidInput(f"{field} {value!r} has no letters or digits to name a namespace with")
    return text


def _text_or_none(record: Mapping[str, Any], field: str) -> str | None:
    value = record.get(field)
    if value is None:
        return None
    if not isinstance(value, str | int) or isinstance(value, bool):
        raise InvalidInput(f"{field} must be text, not {type(value).__name__}")
    return str(value) if str(value).strip() else None


def _time(record: Mapping[str, Any], field: str) -> datetime | None:
    value = _text_or_none(record, field)
    return None if value is None else parse_user_time(value)


def parse_document(text: str) -> tuple[list[Any], list[Any]]:
    """``(memories, history rows)`` of a mem0 JSON document; ``InvalidInput`` names the line of a JSON error."""
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InvalidInput(f"line {exc.lineno}: not JSON ({exc.msg}, column {exc.colno})") from exc
    if isinstance(doc, list):
        if doc and all(isinstance(r, Mapping) and "memory_id" in r and "memory" not in r for r in doc):
            return [], doc  # a history table export on its own
        return doc, []
    if isinstance(doc, Mapping) and isinstance(doc.get("results", []), list):
        history = doc.get("history", [])
        if not isinstance(history, list):
            raise InvalidInput("'history' must be a list of mem0 history rows")
        if "results" not in doc and "history" not in doc:
            raise InvalidInput('expected mem0 JSON: {"results": [...]} or a list of memories')
        return list(doc.get("results", [])), history
    raise InvalidInput('expected mem0 JSON: {"results": [...]} or a list of memories')


def _memory(
    record: Any, number: int, policy: MemoryPolicy, namespace: str, mem0_user: str
) -> tuple[Mem0Memory | None, str | None]:
    """The memory, or ``(None, why it is skipped)``; bad input raises ``InvalidInput``."""
    if not isinstance(record, Mapping):
        raise InvalidInput(f"a mem0 memory must be an object, not {type(record).__name__}")
    ident = _text_or_none(record, "id")
    if ident is None:
        raise InvalidInput("'id' is missing")
    if not isinstance(record.get("memory"), str):
        raise InvalidInput("'memory' must be the memory's text")
    content = v.content(record["memory"], policy, field="memory")
    user, agent, run = (_text_or_none(record, f) for f in ("user_id", "agent_id", "run_id"))
    if user is not None and user != mem0_user:
        return None, f"user_id {user!r} is not {mem0_user!r} (import it with --from-user {user})"
    metadata = record.get("metadata")
    if metadata is not None and not isinstance(metadata, Mapping):
        raise InvalidInput("'metadata' must be an object")
    parts = [namespace]
    if agent is not None:
        parts += ["agents", _segment(agent, "agent_id")]
    if run is not None:
        parts += ["runs", _segment(run, "run_id")]
    wanted = (metadata or {}).get("category")
    known = isinstance(wanted, str) and CATEGORY_ALIASES.get(wanted.lower(), wanted.lower()) in policy.categories
    category = v.category(str(wanted), policy) if known else "fact"
    categories = record.get("categories") or []
    extra_tags = [c[:64] for c in categories if isinstance(c, str)] if isinstance(categories, list) else []
    detail = None if not metadata else "mem0 metadata: " + json.dumps(dict(metadata), sort_keys=True, default=str)
    return (
        Mem0Memory(
            record=number,
            mem0_id=ident,
            namespace=v.namespace("/".join(parts)),
            category=category,
            tags=v.tags(["mem0", f"mem0:{ident}"[:64], *extra_tags][: policy.max_tags], policy),
            detail=v.optional_text(detail, policy.max_detail_chars, "metadata"),
            versions=(Version(content, _time(record, "created_at")),),
            updated_at=_time(record, "updated_at"),
        ),
        None,
    )


def _history_row(row: Any, policy: MemoryPolicy) -> tuple[str, str, datetime | None, str | None]:
    """``(memory_id, event, when, new text)`` of one history row."""
    if not isinstance(row, Mapping):
        raise InvalidInput(f"a mem0 history row must be an object, not {type(row).__name__}")
    memory_id = _text_or_none(row, "memory_id")
    if memory_id is None:
        raise InvalidInput("'memory_id' is missing")
    event = str(row.get("event") or "").upper()
    if event not in EVENTS:
        raise InvalidInput(f"event {row.get('event')!r} is not one of {', '.join(EVENTS)}")
    new = row.get("new_memory")
    text = None
    if event != "DELETE":
        if not isinstance(new, str):
            raise InvalidInput(f"an {event} row needs 'new_memory' text")
        text = v.content(new, policy, field="new_memory")
    when = _time(row, "updated_at") if event != "ADD" else None
    return memory_id, event, when or _time(row, "created_at"), text


def plan(text: str, policy: MemoryPolicy, *, namespace: str, mem0_user: str) -> Mem0Plan:
    """Check every record and say what an import would write (nothing is written here)."""
    memories_in, history_in = parse_document(text)
    base = v.namespace(namespace)
    errors: list[LineError] = []
    skipped: list[LineError] = []
    kept: dict[str, Mem0Memory] = {}
    for number, record in enumerate(memories_in, start=1):
        try:
            memory, why = _memory(record, number, policy, base, mem0_user)
        except EngramError as exc:
            errors.append(LineError(number, f"record {number} (results[{number - 1}]): {exc.message}"))
            continue
        if memory is None:
            skipped.append(LineError(number, f"record {number}: {why}"))
        elif memory.mem0_id in kept:
            errors.append(LineError(number, f"record {number}: id {memory.mem0_id!r} appears twice"))
        else:
            kept[memory.mem0_id] = memory
    chains: dict[str, list[tuple[datetime | None, int, str, str | None]]] = defaultdict(list)
    offset = len(memories_in)
    for index, row in enumerate(history_in):
        number = offset + index + 1
        try:
            memory_id, event, when, new = _history_row(row, policy)
        except EngramError as exc:
            errors.append(LineError(number, f"record {number} (history[{index}]): {exc.message}"))
            continue
        chains[memory_id].append((when, index, event, new))
    for memory_id, rows in chains.items():
        if memory_id not in kept:
            first = offset + min(i for _, i, _, _ in rows) + 1
            skipped.append(LineError(first, f"history of {memory_id}: that memory is not among the imported ones"))
            continue
        kept[memory_id] = _with_history(kept[memory_id], rows)
    return Mem0Plan(tuple(kept.values()), tuple(sorted(skipped, key=lambda e: e.line)), tuple(errors))


def _with_history(memory: Mem0Memory, rows: list[tuple[datetime | None, int, str, str | None]]) -> Mem0Memory:
    """The memory's versions from its history (ADD, then each UPDATE, in time order), ending with
    the text ``get_all`` gave (a DELETE followed by the memory still being there is ignored)."""
    ordered = sorted(rows, key=lambda r: (r[0] is None, r[0] or datetime.min, EVENTS.index(r[2]), r[1]))
    versions: list[Version] = []
    for when, _, event, text in ordered:
        if text is not None and event in ("ADD", "UPDATE") and (not versions or versions[-1].content != text):
            versions.append(Version(text, when or memory.versions[0].at))
    current = memory.versions[-1]
    if not versions or versions[-1].content != current.content:
        versions.append(Version(current.content, memory.updated_at or (versions[-1].at if versions else current.at)))
    if versions[0].at is None:
        versions[0] = Version(versions[0].content, current.at)
    return replace(memory, versions=tuple(versions))
