"""The journal's pages (GET): memories by category, one memory with its history, the correction
flow's first steps, the trash, sessions (grouped, searched, read) and the context preview."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Annotated

from fastapi import APIRouter, Depends, Request
from starlette.responses import Response

from engram.errors import InvalidInput, NotFound
from engram.interfaces.api.journal import state
from engram.interfaces.api.journal.access import Viewer, viewer
from engram.interfaces.api.journal.recency import group_sessions
from engram.interfaces.api.journal.rendering import page
from engram.interfaces.api.journal.routing import JournalRoute
from engram.interfaces.api.journal.views import (
    ProvenanceResolver,
    by_category,
    event_label,
    item_views,
    recently_forgotten,
    trash_chains,
)
from engram.memory import Memory
from engram.models import Item

router = APIRouter(route_class=JournalRoute, include_in_schema=False)
ViewerDep = Annotated[Viewer, Depends(viewer)]

TURNS_PER_PAGE = 200
SEARCH_LIMIT = 50
FORMATS = ("markdown", "background", "json")


@dataclass(frozen=True, slots=True)
class Choice:
    """One answer to "what would you like to change?" in the correction flow."""

    key: str
    label: str
    hint: str


CHOICES: tuple[Choice, ...] = (
    Choice("wording", "The wording", "Say it differently, or fix a detail that is wrong."),
    Choice("category", "The category", "Move it to the group it belongs in."),
    Choice(
        "confidence",
        "How sure engram should be",
        "Mark it as something you stated, or give it a confidence (below 0.70 it is kept for recall, not loaded).",
    ),
    Choice("summary", "The short line loaded into sessions", "A shorter line to load instead of the full text."),
    Choice("outdated", "It is no longer true", "Forget it: it stops loading, and stays in its history."),
    Choice("confirm", "It is still true", "Confirm it: this resets its clock so that it does not fade."),
)
CHOICE_KEYS = tuple(c.key for c in CHOICES)


def load_item(memory: Memory, item_id: str) -> Item:
    """The owner's memory with this id; anything else (another owner's, malformed) is not found."""
    try:
        return memory.get(item_id)
    except InvalidInput as exc:
        raise NotFound(f"no memory {item_id!r}") from exc


@router.get("/")
def memories(request: Request, viewer: ViewerDep) -> Response:
    journal = state.of(request)
    memory = viewer.memory(request)
    now = journal.now()
    resolver = ProvenanceResolver(memory)
    active = memory.list()
    views = item_views(active, resolver, now=now, trash_days=memory.policy.trash_days)
    forgotten = recently_forgotten(memory.list(include_inactive=True), now, memory.policy.trash_days)
    return page(
        request,
        viewer,
        "memories.html",
        title="Memories",
        current="memories",
        groups=by_category(views, memory.categories),
        total=len(active),
        loaded=sum(1 for v in views if v.loads),
        forgotten=forgotten,
    )


@router.get("/items/{item_id}")
def item_page(request: Request, item_id: str, viewer: ViewerDep) -> Response:
    journal = state.of(request)
    memory = viewer.memory(request)
    item = load_item(memory, item_id)
    history = memory.history(item.id)
    now = journal.now()
    resolver = ProvenanceResolver(memory)
    versions = item_views(history.versions, resolver, now=now, trash_days=memory.policy.trash_days)
    current = versions[-1] if versions else None
    shown = next(v for v in versions if v.item.id == item.id)
    return page(
        request,
        viewer,
        "item.html",
        title=f"Memory #{item.id}",
        current="memories",
        view=shown,
        latest=current,
        versions=list(reversed(versions)),
        events=list(reversed(history.events)),
        event_label=event_label,
        links=history.links,
    )


@router.get("/items/{item_id}/correct")
def correct_page(request: Request, item_id: str, viewer: ViewerDep, what: str | None = None) -> Response:
    memory = viewer.memory(request)
    item = load_item(memory, item_id)
    choice = next((c for c in CHOICES if c.key == what), None)
    return page(
        request,
        viewer,
        "correct.html",
        title=f"Correct memory #{item.id}",
        current="memories",
        item=item,
        choices=CHOICES,
        choice=choice,
        categories=memory.categories,
        error=None,
        value=None,
        unknown=what is not None and choice is None,
    )


@router.get("/trash")
def trash_page(request: Request, viewer: ViewerDep) -> Response:
    journal = state.of(request)
    memory = viewer.memory(request)
    now = journal.now()
    chains = trash_chains(memory.trashed())
    views = item_views(chains, ProvenanceResolver(memory), now=now, trash_days=memory.policy.trash_days)
    return page(
        request,
        viewer,
        "trash.html",
        title="Trash",
        current="trash",
        views=views,
        trash_days=memory.policy.trash_days,
        forgotten=recently_forgotten(memory.list(include_inactive=True), now, memory.policy.trash_days),
    )


_MARK = re.compile(r"\[([^\[\]]*)\]")


def snippet_parts(snippet: str) -> list[tuple[str, bool]]:
    """The search snippet as (text, highlighted) runs; the store marks matches as ``[term]``."""
    parts: list[tuple[str, bool]] = []
    at = 0
    for match in _MARK.finditer(snippet):
        if match.start() > at:
            parts.append((snippet[at : match.start()], False))
        parts.append((match.group(1), True))
        at = match.end()
    if at < len(snippet):
        parts.append((snippet[at:], False))
    return parts


@router.get("/sessions")
def sessions_page(request: Request, viewer: ViewerDep, q: str = "") -> Response:
    journal = state.of(request)
    memory = viewer.memory(request)
    query = q.strip()
    matches = memory.search_sessions(query, limit=SEARCH_LIMIT) if query else None
    groups = None if query else group_sessions(memory.sessions(), journal.now(), journal.tz)
    return page(
        request,
        viewer,
        "sessions.html",
        title=f"Search: {query}" if query else "Sessions",
        current="sessions",
        q=query,
        matches=matches,
        groups=groups,
        snippet_parts=snippet_parts,
    )


@router.get("/sessions/{session_id:path}")
def session_page(request: Request, session_id: str, viewer: ViewerDep, after: int = 0) -> Response:
    journal = state.of(request)
    memory = viewer.memory(request)
    try:
        session = memory.get_session(session_id)
    except InvalidInput as exc:
        raise NotFound(f"no session {session_id!r}") from exc
    turns = memory.turns(session.id, after_seq=max(0, after), limit=TURNS_PER_PAGE + 1)
    more = len(turns) > TURNS_PER_PAGE
    turns = turns[:TURNS_PER_PAGE]
    from_here = [i for i in memory.list(include_inactive=True) if i.provenance.session_id == session.id]
    views = item_views(from_here, ProvenanceResolver(memory), now=journal.now(), trash_days=memory.policy.trash_days)
    cited: dict[int, list[int]] = {}
    by_key = {str(t.id): t.id for t in turns} | {t.external_id: t.id for t in turns if t.external_id}
    for item in from_here:
        for tid in item.provenance.turn_ids:
            if tid in by_key:
                cited.setdefault(by_key[tid], []).append(item.id)
    return page(
        request,
        viewer,
        "session.html",
        title=session.title or f"Session {session.id}",
        current="sessions",
        session=session,
        turns=turns,
        more=more,
        next_after=turns[-1].seq if turns else 0,
        views=views,
        cited=cited,
    )


@router.get("/context")
def context_page(
    request: Request, viewer: ViewerDep, budget: str = "1500", format: str = "markdown", query: str = ""
) -> Response:
    memory = viewer.memory(request)
    error = None
    try:
        tokens = int(budget)
    except ValueError:
        tokens, error = 1500, f"The budget must be a whole number of tokens, not {budget!r}."
    if format not in FORMATS:
        format, error = "markdown", f"Unknown format {format!r}: choose markdown, background or json."
    try:
        block = memory.context(budget_tokens=tokens, format=format, query=query.strip() or None)
    except InvalidInput as exc:
        tokens, error = 1500, exc.message
        block = memory.context(budget_tokens=tokens, format=format)
    active = {i.id: i for i in memory.list()}
    command = f"engram context --budget {tokens} --format {format}"
    if query.strip():
        command += " --query '" + query.strip().replace("'", "'\\''") + "'"
    return page(
        request,
        viewer,
        "context.html",
        title="Context preview",
        current="context",
        status_code=400 if error else 200,
        block=block,
        budget=tokens,
        format=format,
        formats=FORMATS,
        query=query.strip(),
        included=[active[i] for i in block.item_ids if i in active],
        error=error,
        command=command,
    )
