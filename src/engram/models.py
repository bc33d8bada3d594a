"""Frozen value types that cross every layer: what the facade returns and the store persists."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal

Source = Literal["user", "agent", "extracted", "consolidated", "imported"]
SOURCES: tuple[str, ...] = ("user", "agent", "extracted", "consolidated", "imported")
Relation = Literal["relates_to", "supersedes", "contradicts", "derived_from"]
RELATIONS: tuple[str, ...] = ("relates_to", "supersedes", "contradicts", "derived_from")
DEFAULT_CATEGORIES: tuple[str, ...] = ("profile", "preference", "style", "fact", "decision", "project")


def _t(value: datetime | None) -> str | None:
    """A timestamp in engram's one text form, or None."""
    from engram.timeutil import to_text

    return None if value is None else to_text(value)


@dataclass(frozen=True, slots=True)
class Provenance:
    """Where an item came from: the session and the turns that support it."""

    session_id: str | None = None
    turn_ids: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"session_id": self.session_id, "turn_ids": list(self.turn_ids)}


@dataclass(frozen=True, slots=True)
class Item:
    """One version of an atomic memory. Updates create a new version; this one is never edited.

    ``valid_until`` is set when the item was superseded or forgotten; ``superseded_by`` says
    which. ``lineage`` is the id of the first version, shared by the whole supersession chain.
    """

    id: int
    owner: str
    namespace: str
    category: str
    content: str
    summary: str | None
    detail: str | None
    tags: tuple[str, ...]
    source: str
    provenance: Provenance
    confidence: float | None
    valid_from: datetime
    valid_until: datetime | None
    recorded_at: datetime
    last_confirmed_at: datetime | None
    supersedes: int | None
    superseded_by: int | None
    lineage: int
    trashed_at: datetime | None
    slot: str | None = None  # what a typed fact is about: "residence", "pet:noodle" (docs/typed-facts.md)

    @property
    def is_active(self) -> bool:
        return self.valid_until is None and self.trashed_at is None

    @property
    def status(self) -> str:
        if self.trashed_at is not None:
            return "trashed"
        if self.valid_until is None:
            return "active"
        return "superseded" if self.superseded_by is not None else "forgotten"

    @property
    def is_explicit(self) -> bool:
        """Explicit items (confidence None) were stated; inferred ones carry a 0..1 confidence."""
        return self.confidence is None

    def to_dict(self) -> dict[str, Any]:

        return {
            "id": self.id,
            "namespace": self.namespace,
            "category": self.category,
            "content": self.content,
            "summary": self.summary,
            "detail": self.detail,
            "tags": list(self.tags),
            "source": self.source,
            "provenance": self.provenance.to_dict(),
            "confidence": self.confidence,
            "valid_from": _t(self.valid_from),
            "valid_until": _t(self.valid_until),
            "recorded_at": _t(self.recorded_at),
            "last_confirmed_at": _t(self.last_confirmed_at),
            "slot": self.slot,
            "supersedes": self.supersedes,
            "superseded_by": self.superseded_by,
            "lineage": self.lineage,
            "trashed_at": _t(self.trashed_at),
            "status": self.status,
        }


@dataclass(frozen=True, slots=True)
class Link:
    id: int
    owner: str
    from_id: int
    to_id: int
    relation: str
    created_at: datetime

    def to_dict(self) -> dict[str, Any]:
        from engram.timeutil import to_text

        return {
            "id": self.id,
            "from_id": self.from_id,
            "to_id": self.to_id,
            "relation": self.relation,
            "created_at": to_text(self.created_at),
        }


@dataclass(frozen=True, slots=True)
class Block:
    """One version of a named text document (core memory) at a namespace and optional category."""

    id: int
    owner: str
    namespace: str
    category: str | None
    content: str
    version: int
    recorded_at: datetime
    valid_until: datetime | None

    def to_dict(self) -> dict[str, Any]:
        from engram.timeutil import to_text

        return {
            "id": self.id,
            "namespace": self.namespace,
            "category": self.category,
            "content": self.content,
            "version": self.version,
            "recorded_at": to_text(self.recorded_at),
            "valid_until": None if self.valid_until is None else to_text(self.valid_until),
        }


@dataclass(frozen=True, slots=True)
class Event:
    """An append-only record of one mutation: who, when, what, and the state before and after.

    ``before``/``after`` are snapshots (the records' ``to_dict`` forms) so that undo can restore the
    exact prior state and an export carries the full audit trail.
    """

    id: int
    owner: str
    namespace: str
    at: datetime
    actor: str
    op: str
    target_kind: str
    target_id: int | None
    before: Mapping[str, Any] | None
    after: Mapping[str, Any] | None
    undoes: int | None = None
    undone: bool = False

    def to_dict(self) -> dict[str, Any]:
        from engram.timeutil import to_text

        return {
            "id": self.id,
            "namespace": self.namespace,
            "at": to_text(self.at),
            "actor": self.actor,
            "op": self.op,
            "target_kind": self.target_kind,
            "target_id": self.target_id,
            "before": None if self.before is None else dict(self.before),
            "after": None if self.after is None else dict(self.after),
            "undoes": self.undoes,
            "undone": self.undone,
        }


@dataclass(frozen=True, slots=True)
class Session:
    """An episode: a conversation with its lifecycle (active → idle → archived; trash on its own axis).

    ``watermark`` is the highest turn ``seq`` already folded into extraction, so closing a
    resumed session only processes newer turns.
    """

    id: str
    owner: str
    namespace: str
    title: str | None
    status: str
    started_at: datetime
    last_turn_at: datetime | None
    closed_at: datetime | None
    archived_at: datetime | None
    trashed_at: datetime | None
    watermark: int
    summary: str | None
    turn_count: int
    meta: Mapping[str, Any] = field(default_factory=dict)
    summary_seq: int = 0  # the running ``summary`` covers turns 1..summary_seq

    def to_dict(self) -> dict[str, Any]:

        return {
            "id": self.id,
            "namespace": self.namespace,
            "title": self.title,
            "status": self.status,
            "started_at": _t(self.started_at),
            "last_turn_at": _t(self.last_turn_at),
            "closed_at": _t(self.closed_at),
            "archived_at": _t(self.archived_at),
            "trashed_at": _t(self.trashed_at),
            "watermark": self.watermark,
            "summary": self.summary,
            "summary_seq": self.summary_seq,
            "turn_count": self.turn_count,
            "meta": dict(self.meta),
        }


@dataclass(frozen=True, slots=True)
class Turn:
    """One message in a session, as stored (already redacted and sanitised)."""

    id: int
    session_id: str
    seq: int
    role: str
    speaker: str | None
    text: str
    at: datetime
    external_id: str | None = None
    meta: Mapping[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from engram.timeutil import to_text

        return {
            "id": self.id,
            "session_id": self.session_id,
            "seq": self.seq,
            "role": self.role,
            "speaker": self.speaker,
            "text": self.text,
            "at": to_text(self.at),
            "external_id": self.external_id,
            "meta": dict(self.meta),
        }


@dataclass(frozen=True, slots=True)
class WriteResult:
    """What every item write returns: the item as it now stands and the event to show (with Undo).

    ``created`` is False when the idempotency net returned an identical active item; then no event
    was written and ``event`` is None.
    """

    item: Item
    event: Event | None
    created: bool = True

    @property
    def message(self) -> str:
        if self.event is None:
            return f"Already remembered (#{self.item.id})"
        verb = {
            "remember": "Memory saved",
            "update": "Memory updated",
            "forget": "Memory forgotten",
            "confirm": "Memory confirmed",
            "trash": "Memory moved to trash",
            "restore": "Memory restored",
        }.get(self.event.op, self.event.op)
        return f"{verb} (#{self.item.id})"


@dataclass(frozen=True, slots=True)
class LinkResult:
    link: Link
    event: Event


@dataclass(frozen=True, slots=True)
class BlockResult:
    block: Block
    event: Event


@dataclass(frozen=True, slots=True)
class History:
    """An item's whole supersession chain, oldest version first, with every event that touched it."""

    lineage: int
    versions: tuple[Item, ...]
    events: tuple[Event, ...]
    links: tuple[Link, ...] = ()


@dataclass(frozen=True, slots=True)
class UndoResult:
    undone: Event
    event: Event

    @property
    def message(self) -> str:
        return f"Undid {self.undone.op} (event {self.undone.id})"


@dataclass(frozen=True, slots=True)
class PurgeResult:
    purged_items: int
    purged_lineages: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class LineError:
    line: int
    message: str


@dataclass(frozen=True, slots=True)
class ImportReport:
    """What an import did. With ``strict`` any error means nothing was imported."""

    format: str
    items: int = 0
    links: int = 0
    blocks: int = 0
    events: int = 0
    skipped_duplicates: int = 0
    errors: tuple[LineError, ...] = field(default_factory=tuple)
    committed: bool = True
    skipped: tuple[LineError, ...] = field(default_factory=tuple)  # records deliberately not imported, and why
    planned: tuple[Mapping[str, Any], ...] = field(default_factory=tuple)  # a dry run: what would be written
    dry_run: bool = False


@dataclass(frozen=True, slots=True)
class Hit:
    """One recall result. ``score`` is what ranked it; ``components`` says where the score came from.

    ``turn_ids`` are engram's turn ids and ``external_turn_ids`` the caller's own ids (e.g. a chat
    app's message ids), for the turns this hit covers: one for a turn, the supporting turns of an
    item or digest.
    """

    kind: str
    id: int
    content: str
    score: float
    components: Mapping[str, float]
    session_id: str | None = None
    turn_ids: tuple[str, ...] = ()
    external_turn_ids: tuple[str, ...] = ()
    at: datetime | None = None
    namespace: str | None = None
    category: str | None = None
    speaker: str | None = None

    def to_dict(self) -> dict[str, Any]:
        from engram.timeutil import to_text

        return {
            "kind": self.kind,
            "id": self.id,
            "content": self.content,
            "score": round(self.score, 6),
            "components": {k: round(v, 6) for k, v in self.components.items()},
            "session_id": self.session_id,
            "turn_ids": list(self.turn_ids),
            "external_turn_ids": list(self.external_turn_ids),
            "at": None if self.at is None else to_text(self.at),
            "namespace": self.namespace,
            "category": self.category,
            "speaker": self.speaker,
        }


@dataclass(frozen=True, slots=True)
class Digest:
    """What one close of a session produced: an extractive (or LLM) account of turns ``turn_from..turn_to``."""

    id: int
    session_id: str
    namespace: str
    title: str
    summary: str
    decisions: tuple[str, ...]
    findings: tuple[str, ...]
    files: tuple[str, ...]
    turn_from: int
    turn_to: int
    created_at: datetime

    def render(self) -> str:
        """The digest as a Markdown block (what ``digest_context`` packs and recall shows)."""
        day = self.created_at.strftime("%Y-%m-%d")
        lines = [f"## {self.title} ({day}, session {self.session_id})", self.summary]
        lines += [f"- Decision: {d}" for d in self.decisions]
        lines += [f"- Finding: {f}" for f in self.findings]
        if self.files:
            lines.append("- Files: " + ", ".join(self.files))
        return "\n".join(line for line in lines if line)

    def to_dict(self) -> dict[str, Any]:
        from engram.timeutil import to_text

        return {
            "id": self.id,
            "session_id": self.session_id,
            "namespace": self.namespace,
            "title": self.title,
            "summary": self.summary,
            "decisions": list(self.decisions),
            "findings": list(self.findings),
            "files": list(self.files),
            "turn_from": self.turn_from,
            "turn_to": self.turn_to,
            "created_at": to_text(self.created_at),
        }


CloseStatus = Literal["closed", "already-idle", "empty", "timed-out"]


@dataclass(frozen=True, slots=True)
class CloseResult:
    """What closing a session did. ``skipped`` pairs a candidate's content with why it was not saved.

    ``closed``: turns past the watermark were processed; ``already-idle``: nothing to do, nothing
    written; ``empty``: no new conversation (the session was only marked idle); ``timed-out``: the
    session's lock was busy, nothing was written and the session stays as it was.
    """

    session: Session
    digest: Digest | None
    saved: tuple[WriteResult, ...]
    skipped: tuple[tuple[str, str], ...]
    status: CloseStatus

    def to_dict(self) -> dict[str, Any]:
        return {
            "session": self.session.to_dict(),
            "digest": None if self.digest is None else self.digest.to_dict(),
            "saved": [{"item": r.item.to_dict(), "created": r.created, "message": r.message} for r in self.saved],
            "skipped": [{"content": content, "reason": reason} for content, reason in self.skipped],
            "status": self.status,
        }


@dataclass(frozen=True, slots=True)
class DigestRecall:
    """Digests packed for injection: whole digests in rank order under ``max_chars``; ``dropped`` the rest."""

    text: str
    digests: tuple[Digest, ...]
    dropped: tuple[Digest, ...]
    max_chars: int

    def to_dict(self) -> dict[str, Any]:
        return {
            "text": self.text,
            "digests": [d.to_dict() for d in self.digests],
            "dropped": [d.id for d in self.dropped],
            "max_chars": self.max_chars,
        }


@dataclass(frozen=True, slots=True)
class CompressedView:
    """The model's input view of a session: a running summary of older turns, then recent turns verbatim.

    ``messages`` are ``(role, text)`` pairs; when ``compressed`` the first one is the summary (role
    ``system``) of turns ``1..summarized_through_seq``. Every turn stays stored.
    """

    messages: list[tuple[str, str]]
    summarized_through_seq: int
    summary: str | None
    tokens: int
    compressed: bool


@dataclass(frozen=True, slots=True)
class SessionMatch:
    """A full-text match in a session's turns (``sessions search``)."""

    session: Session
    turn_id: int
    seq: int
    snippet: str
    score: float

    def to_dict(self) -> dict[str, Any]:
        return {
            "session": self.session.to_dict(),
            "turn_id": self.turn_id,
            "seq": self.seq,
            "snippet": self.snippet,
            "score": round(self.score, 6),
        }


@dataclass(frozen=True, slots=True)
class DailyEntry:
    """One flush into a day's log, rendered as ``## <label> (HH:MM)`` then the text."""

    id: int
    namespace: str
    day: str
    time: str
    label: str
    text: str
    session_id: str | None = None
