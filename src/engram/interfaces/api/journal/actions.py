"""The journal's writes (form POSTs): forget, trash, restore, confirm, correct, undo.

Each passes the CSRF check before anything else, calls the facade (so every write is an event with
an undo, and a correction supersedes: the old version and the provenance stay), records the status
line, and redirects (303) back to the page the form came from. Refusals the person can act on
(``Conflict``: "already in the trash", "undo the later change first") come back as an error status
line; another owner's ids are 404 like ids that do not exist.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated

from fastapi import APIRouter, Depends, Request
from starlette.responses import RedirectResponse, Response

from engram.errors import Conflict, EngramError, InvalidInput, NotFound, without_paths
from engram.interfaces.api.journal import state
from engram.interfaces.api.journal.access import Submission, submission
from engram.interfaces.api.journal.pages import CHOICES, load_item
from engram.interfaces.api.journal.rendering import page, safe_next
from engram.interfaces.api.journal.routing import JournalRoute
from engram.interfaces.api.journal.views import item_href, undo_status, write_status
from engram.interfaces.api.journal.websessions import Status
from engram.memory import Memory
from engram.models import Item, WriteResult

router = APIRouter(route_class=JournalRoute, include_in_schema=False)
SubmissionDep = Annotated[Submission, Depends(submission)]


def back(request: Request, sub: Submission, status: Status, default: str) -> RedirectResponse:
    state.of(request).sessions.set_status(sub.viewer.session.id, status)
    return RedirectResponse(safe_next(sub.get("next"), default), status_code=303)


def attempt(request: Request, sub: Submission, action: Callable[[], Status], default: str) -> RedirectResponse:
    """Run a write; a refusal other than "not found" becomes an error status line."""
    try:
        status = action()
    except NotFound:
        raise
    except EngramError as exc:
        status = Status(without_paths(exc.message), error=True)
    return back(request, sub, status, default)


def _item_action(
    request: Request, item_id: str, sub: Submission, op: Callable[[Memory, Item], WriteResult]
) -> Response:
    memory = sub.viewer.memory(request)
    item = load_item(memory, item_id)
    return attempt(request, sub, lambda: write_status(op(memory, item)), item_href(item.id))


@router.post("/items/{item_id}/forget")
def forget(request: Request, item_id: str, sub: SubmissionDep) -> Response:
    return _item_action(request, item_id, sub, lambda m, i: m.forget(i.id))


@router.post("/items/{item_id}/trash")
def trash(request: Request, item_id: str, sub: SubmissionDep) -> Response:
    return _item_action(request, item_id, sub, lambda m, i: m.trash(i.id))


@router.post("/items/{item_id}/restore")
def restore(request: Request, item_id: str, sub: SubmissionDep) -> Response:
    return _item_action(request, item_id, sub, lambda m, i: m.restore(i.id))


@router.post("/items/{item_id}/confirm")
def confirm(request: Request, item_id: str, sub: SubmissionDep) -> Response:
    return _item_action(request, item_id, sub, lambda m, i: m.confirm(i.id))


@router.post("/undo")
def undo(request: Request, sub: SubmissionDep) -> Response:
    """Undo the write the status line names (``event_id``), or the last write when none is given."""
    memory = sub.viewer.memory(request)
    raw = sub.get("event_id").strip()

    def run() -> Status:
        if raw and not raw.isdigit():
            raise InvalidInput(f"malformed event id {raw!r}")
        return undo_status(memory.undo(int(raw) if raw else None))

    try:
        status = run()
    except EngramError as exc:  # "nothing to undo" is a message, not a missing page
        status = Status(without_paths(exc.message), error=True)
    return back(request, sub, status, "/")


def _confidence(sub: Submission) -> float | None:
    if sub.get("stated") == "yes":
        return None
    raw = sub.get("confidence").strip()
    try:
        value = float(raw)
    except ValueError as exc:
        raise InvalidInput(f"the confidence must be a number from 0 to 1, not {raw!r}") from exc
    if not 0.0 <= value <= 1.0:
        raise InvalidInput(f"the confidence must be from 0 to 1, not {raw}")
    return value


def _correct(memory: Memory, item: Item, what: str, sub: Submission) -> WriteResult:
    if what == "wording":
        return memory.update(item.id, sub.get("content"))
    if what == "category":
        return memory.update(item.id, item.content, category=sub.get("category"))
    if what == "confidence":
        value = _confidence(sub)
        if value is None:
            return memory.update(item.id, item.content, confidence=None, source="user")
        return memory.update(item.id, item.content, confidence=value)
    if what == "summary":
        return memory.update(item.id, item.content, summary=sub.get("summary").strip() or None)
    if what == "outdated":
        return memory.forget(item.id)
    if what == "confirm":
        return memory.confirm(item.id)
    raise InvalidInput(f"unknown correction {what!r}")


@router.post("/items/{item_id}/correct")
def correct(request: Request, item_id: str, sub: SubmissionDep) -> Response:
    """The correction flow's last step: apply the one change chosen, through the facade."""
    memory = sub.viewer.memory(request)
    item = load_item(memory, item_id)
    what = sub.get("what")
    choice = next((c for c in CHOICES if c.key == what), None)
    try:
        if choice is None:
            raise InvalidInput("choose what to change")
        result = _correct(memory, item, what, sub)
    except (InvalidInput, Conflict) as exc:
        return page(
            request,
            sub.viewer,
            "correct.html",
            title=f"Correct memory #{item.id}",
            current="memories",
            status_code=400 if isinstance(exc, InvalidInput) else 409,
            item=item,
            choices=CHOICES,
            choice=choice,
            categories=memory.categories,
            error=without_paths(exc.message),
            value=dict(sub.fields),
            unknown=False,
        )
    status = (
        write_status(result) if result.event is not None else Status("Nothing changed: that is what it says already")
    )
    return back(request, sub, status, item_href(result.item.id))
