"""Pydantic models of the HTTP API: what each endpoint accepts and returns.

Responses mirror the ``to_dict()`` forms of :mod:`engram.models` (the same shapes as the CLI's
``--json``), so one client can read both. Timestamps are UTC ISO-8601 strings ending in ``Z``.
Request models forbid unknown fields: a typo is a 422, not a silently ignored option.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

MAX_ID = 2**62  # ids are positive 63-bit integers (SQLite INTEGER)
# An id, or a piece of an active memory's text.
Ref = Annotated[int, Field(ge=1, le=MAX_ID)] | Annotated[str, Field(min_length=1, max_length=2000)]


class _In(BaseModel):
    """Request bodies: unknown fields are a 422, and types are strict: ``"tags": [1, null]``,
    ``"confidence": true`` and ``"confidence": "0.5"`` are refused, not converted."""

    model_config = ConfigDict(extra="forbid", strict=True)


# ---- records ---------------------------------------------------------------------------------
class ProvenanceModel(_In):
    session_id: str | None = None
    turn_ids: list[str] = Field(default_factory=list)


class ItemOut(BaseModel):
    id: int
    namespace: str
    category: str
    content: str
    summary: str | None
    detail: str | None
    tags: list[str]
    source: str
    provenance: ProvenanceModel
    confidence: float | None
    valid_from: str
    valid_until: str | None
    recorded_at: str
    last_confirmed_at: str | None
    supersedes: int | None
    superseded_by: int | None
    lineage: int
    trashed_at: str | None
    slot: str | None = None  # what a typed fact is about: "residence", "pet:noodle" (docs/typed-facts.md)
    status: Literal["active", "superseded", "forgotten", "trashed"]


class EventOut(BaseModel):
    id: int
    namespace: str
    at: str
    actor: str
    op: str
    target_kind: str
    target_id: int | None
    before: dict[str, Any] | None
    after: dict[str, Any] | None
    undoes: int | None
    undone: bool


class LinkOut(BaseModel):
    id: int
    from_id: int
    to_id: int
    relation: str
    created_at: str


class BlockOut(BaseModel):
    id: int
    namespace: str
    category: str | None
    content: str
    version: int
    recorded_at: str
    valid_until: str | None


class SessionOut(BaseModel):
    id: str
    namespace: str
    title: str | None
    status: str
    started_at: str
    last_turn_at: str | None
    closed_at: str | None
    archived_at: str | None
    trashed_at: str | None
    watermark: int
    summary: str | None
    summary_seq: int
    turn_count: int
    meta: dict[str, Any]


class TurnOut(BaseModel):
    id: int
    session_id: str
    seq: int
    role: str
    speaker: str | None
    text: str
    at: str
    external_id: str | None
    meta: dict[str, Any]


class HitOut(BaseModel):
    kind: str
    id: int
    content: str
    score: float
    components: dict[str, float]
    session_id: str | None
    turn_ids: list[str]
    external_turn_ids: list[str]
    at: str | None
    namespace: str | None
    category: str | None
    speaker: str | None


class DigestOut(BaseModel):
    id: int
    session_id: str
    namespace: str
    title: str
    summary: str
    decisions: list[str]
    findings: list[str]
    files: list[str]
    turn_from: int
    turn_to: int
    created_at: str


# ---- write results ---------------------------------------------------------------------------
class WriteOut(BaseModel):
    """Every item write: the item as it now stands, the event to show with an Undo, and a status line."""

    item: ItemOut
    event: EventOut | None
    created: bool
    message: str


class LinkWriteOut(BaseModel):
    link: LinkOut
    event: EventOut
    message: str


class BlockWriteOut(BaseModel):
    block: BlockOut
    event: EventOut
    message: str


class UndoOut(BaseModel):
    undone: EventOut
    event: EventOut
    message: str


class PurgeOut(BaseModel):
    purged_items: int
    purged_lineages: list[int]


class HistoryOut(BaseModel):
    lineage: int
    versions: list[ItemOut]
    events: list[EventOut]
    links: list[LinkOut]


# ---- pages -----------------------------------------------------------------------------------
class ItemPage(BaseModel):
    items: list[ItemOut]
    next_cursor: str | None


class BlockPage(BaseModel):
    blocks: list[BlockOut]
    next_cursor: str | None


class SessionPage(BaseModel):
    sessions: list[SessionOut]
    next_cursor: str | None


class SessionDetail(BaseModel):
    """A session with one page of its turns (oldest first); ``next_cursor`` pages the turns."""

    session: SessionOut
    turns: list[TurnOut]
    next_cursor: str | None


class TurnWriteOut(BaseModel):
    turn: TurnOut


class SavedOut(BaseModel):
    item: ItemOut
    created: bool
    message: str


class SkippedOut(BaseModel):
    content: str
    reason: str


class CloseOut(BaseModel):
    session: SessionOut
    digest: DigestOut | None
    saved: list[SavedOut]
    skipped: list[SkippedOut]
    status: Literal["closed", "already-idle", "empty", "timed-out"]


# ---- recall and context ----------------------------------------------------------------------
class RecallOut(BaseModel):
    hits: list[HitOut]


class DroppedOut(BaseModel):
    kind: str
    id: int
    reason: str


class ContextOut(BaseModel):
    text: str
    format: str
    tokens: int
    budget_tokens: int
    item_ids: list[int]
    block_ids: list[int]
    dropped: list[DroppedOut]
    session_id: str | None
    frozen: bool


# ---- interchange -----------------------------------------------------------------------------
class LineErrorOut(BaseModel):
    line: int
    message: str


class ImportOut(BaseModel):
    format: str
    items: int
    links: int
    blocks: int
    events: int
    skipped_duplicates: int
    errors: list[LineErrorOut]
    committed: bool
    skipped: list[LineErrorOut] = Field(default_factory=list, description="Records deliberately not imported, and why.")
    planned: list[dict[str, Any]] = Field(default_factory=list, description="A dry run: the memories it would write.")
    dry_run: bool = False


class HealthOut(BaseModel):
    status: Literal["ok"]
    version: str
    auth: Literal["keys", "local-default-owner", "closed"]
    mcp: bool


# ---- requests --------------------------------------------------------------------------------
class RememberIn(_In):
    content: str
    category: str = "fact"
    namespace: str = "user"
    summary: str | None = None
    detail: str | None = None
    tags: list[str] = Field(default_factory=list, max_length=100)
    source: str = "user"
    confidence: float | None = None
    provenance: ProvenanceModel | None = None
    valid_from: str | None = None


class UpdateIn(_In):
    """Supersede an item. Omitted fields carry over (``summary`` is dropped when the content changes);
    ``null`` clears ``summary``, ``detail`` or ``confidence``."""

    content: str
    category: str | None = None
    summary: str | None = None
    detail: str | None = None
    tags: list[str] | None = Field(default=None, max_length=100)
    source: str | None = None
    confidence: float | None = None
    provenance: ProvenanceModel | None = None


class LinkIn(_In):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    from_ref: Ref = Field(alias="from", description="An id or a unique piece of an active memory's text.")
    to_ref: Ref = Field(alias="to", description="An id or a unique piece of an active memory's text.")
    relation: Literal["relates_to", "supersedes", "contradicts", "derived_from"] = "relates_to"


class UndoIn(_In):
    event_id: int | None = Field(default=None, ge=1, le=MAX_ID, description="Omit to undo the latest write.")


class PurgeIn(_In):
    id: int | None = Field(
        default=None, ge=1, le=MAX_ID, description="A trashed item to purge now; omit to purge expired trash."
    )


class RecallIn(_In):
    query: str
    k: int = Field(default=10, ge=1, le=200)
    kinds: list[Literal["item", "block", "turn", "digest"]] | None = Field(default=None, max_length=4)
    category: str | None = None
    namespace: str | None = None
    as_of: str | None = None
    include_low_confidence: bool = True
    session_id: str | None = None


class BlockWriteIn(_In):
    content: str
    category: str | None = None
    mode: Literal["replace", "append"] = "replace"


class SessionIn(_In):
    id: str | None = None
    namespace: str = "user"
    title: str | None = None
    meta: dict[str, Any] | None = None


class TurnIn(_In):
    role: Literal["user", "assistant", "system", "tool"]
    text: str
    speaker: str | None = None
    at: str | None = None
    turn_id: str | None = None
    meta: dict[str, Any] | None = None
    namespace: str = "user"


class ImportIn(_In):
    text: str
    format: Literal["jsonl", "aish", "markdown", "mem0"] = "jsonl"
    strict: bool = False
    namespace: str = "user"
    dry_run: bool = Field(default=False, description="mem0: write nothing, list what would be written.")
    mem0_user: str | None = Field(
        default=None, max_length=200, description="mem0: the user_id whose memories are yours (default: your owner)."
    )


# ---- session lifecycle, digests, daily logs, upkeep ------------------------------------------
class SessionActionOut(BaseModel):
    """A session after archive, trash or restore, with a status line to show."""

    session: SessionOut
    message: str


class SessionPurgeIn(_In):
    id: str | None = Field(
        default=None, min_length=1, max_length=200, description="A trashed session to purge now; omit for expired."
    )


class SessionPurgeOut(BaseModel):
    purged: list[str]
    message: str


class SessionMatchOut(BaseModel):
    session: SessionOut
    turn_id: int
    seq: int
    snippet: str
    score: float


class SessionMatchPage(BaseModel):
    """Sessions whose turns match, best first (one per session); ``next_cursor`` pages further down."""

    matches: list[SessionMatchOut]
    next_cursor: str | None


class SweepIn(_In):
    idle_minutes: int = Field(default=30, ge=1, le=525_600, description="Close active sessions idle this long.")


class FinalizeIn(_In):
    namespace: str | None = Field(default=None, description="Only sessions in this namespace's subtree.")
    exclude: str | None = Field(default=None, max_length=200, description="Leave this session open (the new one).")


class CloseResultsOut(BaseModel):
    results: list[CloseOut]


class CompressIn(_In):
    budget_tokens: int = Field(ge=1, le=10_000_000, description="The model's input budget for this session.")
    threshold: float = Field(default=0.8, gt=0, le=1, description="Compress past this share of the budget.")


class MessageOut(BaseModel):
    role: str
    text: str


class CompressedOut(BaseModel):
    """The session as a model should see it: a running summary of older turns, then recent ones."""

    messages: list[MessageOut]
    summarized_through_seq: int
    summary: str | None
    tokens: int
    compressed: bool


class DigestPage(BaseModel):
    digests: list[DigestOut]
    next_cursor: str | None


class DigestContextOut(BaseModel):
    text: str
    digests: list[DigestOut]
    dropped: list[int]
    max_chars: int


class DayPage(BaseModel):
    days: list[str]
    next_cursor: str | None


class DailyOut(BaseModel):
    day: str
    namespace: str
    text: str


class DailyAppendIn(_In):
    text: str
    label: str = "Session"
    namespace: str = "user"
    at: str | None = None


class DailyEntryOut(BaseModel):
    id: int
    namespace: str
    day: str
    time: str
    label: str
    text: str
    session_id: str | None


class LinksOut(BaseModel):
    links: list[LinkOut]


class BatchEntryIn(_In):
    content: str
    category: str | None = None
    namespace: str | None = None
    summary: str | None = None
    detail: str | None = None
    tags: list[str] = Field(default_factory=list, max_length=100)
    source: str | None = None
    confidence: float | None = None
    provenance: ProvenanceModel | None = None


class RememberManyIn(_In):
    """Many memories at once: all are validated before any is written (a bad one names its index)."""

    items: list[BatchEntryIn] = Field(min_length=1, max_length=1000)
    category: str = "fact"
    namespace: str = "user"
    source: str = "user"


class WriteResultsOut(BaseModel):
    results: list[WriteOut]


class DecayIn(_In):
    half_life_days: float = Field(default=90.0, gt=0, le=36_500)


class DecayChangeOut(BaseModel):
    id: int
    old: float
    new: float


class DecayOut(BaseModel):
    changed: list[DecayChangeOut]
    below_floor: list[int]
    half_life_days: float
    floor: float
    at: str


class PruneIn(_In):
    older_than_days: float = Field(gt=0, le=36_500, description="Forget memories not recorded or confirmed since.")


class PruneOut(BaseModel):
    forgotten: list[ItemOut]
    message: str


class IndexOut(BaseModel):
    embedded: int
    message: str


class ErrorBody(BaseModel):
    code: str
    message: str
    details: dict[str, Any]


class ErrorOut(BaseModel):
    error: ErrorBody
