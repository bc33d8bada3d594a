"""What the journal's pages show, computed from the facade's records: memories grouped by category
with their provenance resolved to real turns, the trash with days left, the status line's words.

Nothing here writes; the templates only format what these values hold.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from urllib.parse import quote

from engram.context.block import injectable, rank_key
from engram.errors import NotFound
from engram.interfaces.api.journal.websessions import Status
from engram.memory import Memory
from engram.models import Event, Item, Provenance, Session, Turn, UndoResult, WriteResult

CLIP = 60
OP_LABELS = {
    "remember": "Saved",
    "update": "Changed",
    "forget": "Forgot",
    "confirm": "Confirmed",
    "trash": "Moved to trash",
    "restore": "Restored",
    "link": "Linked",
    "undo": "Undid a change",
    "purge": "Deleted for good",
    "import": "Imported",
    "decay": "Faded confidence",
}
SOURCE_LABELS = {
    "user": "you said it",
    "agent": "saved by the agent",
    "extracted": "extracted from a session",
    "consolidated": "consolidated",
    "imported": "imported",
}


def clip(text: str, limit: int = CLIP) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1].rstrip() + "…"


def session_href(session_id: str) -> str:
    return "/sessions/" + quote(session_id, safe="")


def item_href(item_id: int) -> str:
    return f"/items/{item_id}"


@dataclass(frozen=True, slots=True)
class TurnRef:
    """One turn a memory came from, as the journal links to it."""

    label: str
    href: str | None
    role: str | None = None
    excerpt: str | None = None


@dataclass(frozen=True, slots=True)
class ProvenanceView:
    session_id: str
    title: str | None
    href: str | None  # None when the session is not (or no longer) stored
    turns: tuple[TurnRef, ...]


@dataclass(frozen=True, slots=True)
class ItemView:
    item: Item
    provenance: ProvenanceView | None
    loads: bool  # goes into the context block at session start (explicit, or confidence ≥ 0.7)
    days_left: int | None = None  # in the trash: days left to restore it

    @property
    def href(self) -> str:
        return item_href(self.item.id)

    @property
    def source_label(self) -> str:
        return SOURCE_LABELS.get(self.item.source, self.item.source)


@dataclass(frozen=True, slots=True)
class CategoryGroup:
    category: str
    items: tuple[ItemView, ...]


class ProvenanceResolver:
    """Turns an item's provenance (session id, turn ids) into links to the turns, reading each
    session at most once per page. Turn ids may be engram's ids or the caller's own (external) ids."""

    def __init__(self, memory: Memory) -> None:
        self._memory = memory
        self._sessions: dict[str, tuple[Session, dict[str, Turn]] | None] = {}

    def _load(self, session_id: str) -> tuple[Session, dict[str, Turn]] | None:
        if session_id not in self._sessions:
            try:
                session = self._memory.get_session(session_id)
                turns = self._memory.turns(session_id)
            except NotFound:
                self._sessions[session_id] = None
            else:
                index: dict[str, Turn] = {}
                for turn in turns:
                    if turn.external_id is not None:
                        index.setdefault(turn.external_id, turn)
                    index[str(turn.id)] = turn
                self._sessions[session_id] = (session, index)
        return self._sessions[session_id]

    def view(self, provenance: Provenance) -> ProvenanceView | None:
        if provenance.session_id is None:
            if not provenance.turn_ids:
                return None
            refs = tuple(TurnRef(f"turn {tid}", None) for tid in provenance.turn_ids)
            return ProvenanceView("", None, None, refs)
        loaded = self._load(provenance.session_id)
        if loaded is None:
            refs = tuple(TurnRef(f"turn {tid}", None) for tid in provenance.turn_ids)
            return ProvenanceView(provenance.session_id, None, None, refs)
        session, index = loaded
        base = session_href(session.id)
        found: list[TurnRef] = []
        for tid in provenance.turn_ids:
            turn = index.get(tid)
            if turn is None:
                found.append(TurnRef(f"turn {tid} (not stored)", None))
            else:
                found.append(TurnRef(f"turn {turn.seq}", f"{base}#turn-{turn.id}", turn.role, clip(turn.text, 120)))
        return ProvenanceView(session.id, session.title, base, tuple(found))


def days_left(item: Item, now: datetime, trash_days: int) -> int | None:
    if item.trashed_at is None:
        return None
    remaining = item.trashed_at + timedelta(days=trash_days) - now
    return max(0, remaining.days + (1 if remaining.seconds or remaining.microseconds else 0))


def item_views(
    items: Iterable[Item], resolver: ProvenanceResolver, *, now: datetime, trash_days: int
) -> list[ItemView]:
    return [ItemView(i, resolver.view(i.provenance), injectable(i), days_left(i, now, trash_days)) for i in items]


def by_category(views: Sequence[ItemView], categories: Sequence[str]) -> tuple[CategoryGroup, ...]:
    """The policy's categories in order (empty ones left out), then any others by name; within a
    category the order the context block uses: explicit first, then confidence, then recency."""
    grouped: dict[str, list[ItemView]] = {}
    for view in views:
        grouped.setdefault(view.item.category, []).append(view)
    order = [c for c in categories if c in grouped] + sorted(c for c in grouped if c not in categories)
    return tuple(CategoryGroup(c, tuple(sorted(grouped[c], key=lambda v: rank_key(v.item)))) for c in order)


def recently_forgotten(items: Iterable[Item], now: datetime, window_days: int, limit: int = 20) -> list[Item]:
    """Forgotten (not superseded, not trashed) memories, the latest first, from the last ``window_days``."""
    since = now - timedelta(days=window_days)
    found = [i for i in items if i.status == "forgotten" and i.valid_until is not None and i.valid_until >= since]
    found.sort(key=lambda i: (i.valid_until or now, i.id), reverse=True)
    return found[:limit]


def trash_chains(items: Iterable[Item]) -> list[Item]:
    """One row per trashed chain: its latest version, most recently trashed first."""
    latest: dict[int, Item] = {}
    for item in items:
        if item.lineage not in latest or item.id > latest[item.lineage].id:
            latest[item.lineage] = item
    return sorted(latest.values(), key=lambda i: (i.trashed_at or i.recorded_at, i.id), reverse=True)


def event_label(event: Event) -> str:
    if event.undoes is not None:
        return f"Undid event {event.undoes}"
    return OP_LABELS.get(event.op, event.op)


def _content_of(snapshot: object) -> str | None:
    if isinstance(snapshot, Mapping):
        content = snapshot.get("content")
        if isinstance(content, str):
            return content
    return None


def write_status(result: WriteResult) -> Status:
    """``Forgot “Prefers short answers” — Undo``: the words of the status line after a write."""
    if result.event is None:
        return Status(f"Already remembered: “{clip(result.item.content)}”")
    verb = OP_LABELS.get(result.event.op, result.event.op)
    return Status(f"{verb} “{clip(result.item.content)}”", result.event.id)


def undo_status(result: UndoResult) -> Status:
    undone = result.undone
    content = _content_of(undone.after) or _content_of(undone.before)
    what = OP_LABELS.get(undone.op, undone.op).lower()
    shown = f" of “{clip(content)}”" if content else ""
    return Status(f"Undone: {what}{shown}")
