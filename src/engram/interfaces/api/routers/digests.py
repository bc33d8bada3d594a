"""What closing sessions leaves behind: digests (one per close) and the daily logs (one document per day)."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Path, Query

from engram.errors import InvalidInput, NotFound
from engram.interfaces.api import pagination
from engram.interfaces.api.deps import AUTH, MemoryDep, moment
from engram.interfaces.api.errors import COMMON_RESPONSES
from engram.interfaces.api.schemas import DailyAppendIn, DailyEntryOut, DailyOut, DayPage, DigestContextOut, DigestPage
from engram.models import Digest
from engram.timeutil import from_text, to_text

router = APIRouter(prefix="/v1", tags=["digests"], dependencies=[AUTH], responses=COMMON_RESPONSES)

Namespace = Annotated[str, Query(description="Whose daily log.")]


def _digest_after(cursor: str | None) -> tuple[str, int] | None:
    data = pagination.decode("digests", cursor)
    if data is None:
        return None
    at, ident = data.get("at"), data.get("id")
    if not isinstance(at, str) or not isinstance(ident, int) or isinstance(ident, bool):
        raise InvalidInput("invalid cursor: pass back next_cursor exactly as it was returned")
    try:
        from_text(at)
    except ValueError as exc:
        raise InvalidInput("invalid cursor: pass back next_cursor exactly as it was returned") from exc
    return at, ident


def _older(digest: Digest, at: str, ident: int) -> bool:
    """After the cursor in newest-first order (created_at descending, then id descending)."""
    created = to_text(digest.created_at)
    return created < at or (created == at and digest.id < ident)


@router.get("/digests", response_model=DigestPage, summary="List digests")
def list_digests(
    memory: MemoryDep,
    session_id: Annotated[str | None, Query(max_length=200, description="Only this session's digests.")] = None,
    namespace: Annotated[str | None, Query(description="Only this namespace and its subtree.")] = None,
    limit: pagination.Limit = pagination.DEFAULT_LIMIT,
    cursor: pagination.Cursor = None,
) -> dict[str, Any]:
    """Newest first. A trashed session's digests are listed only when asked for by `session_id`."""
    after = _digest_after(cursor)
    # The first page is one LIMIT query; the store has no keyset for this order, so a later page
    # reads the listing and skips to the cursor here.
    rows = memory.digests(session_id, namespace=namespace, limit=limit + 1 if after is None else None)
    if after is not None:
        rows = [d for d in rows if _older(d, *after)]
    shown, next_cursor = pagination.page(
        rows[: limit + 1], limit, lambda d: {"at": to_text(d.created_at), "id": d.id}, "digests"
    )
    return {"digests": [d.to_dict() for d in shown], "next_cursor": next_cursor}


@router.get("/digests/context", response_model=DigestContextOut, summary="Past sessions' digests for a prompt")
def digest_context(
    memory: MemoryDep,
    prompt: Annotated[str | None, Query(max_length=1000, description="Rank by overlap with this text.")] = None,
    max_chars: Annotated[int, Query(ge=1, le=1_000_000, description="Never more text than this.")] = 4000,
    namespace: Annotated[str | None, Query(description="Only this namespace and its subtree.")] = None,
) -> dict[str, Any]:
    """Whole digests ranked by overlap with `prompt`, then recency, packed under `max_chars`; the ids
    left out are in `dropped`."""
    return memory.digest_context(prompt, max_chars=max_chars, namespace=namespace).to_dict()


@router.get("/daily", response_model=DayPage, summary="Days with a daily log")
def list_days(
    memory: MemoryDep,
    namespace: Namespace = "user",
    limit: pagination.Limit = pagination.DEFAULT_LIMIT,
    cursor: pagination.Cursor = None,
) -> dict[str, Any]:
    """Most recent day first (`YYYY-MM-DD`). The store lists every day of the namespace (one row per
    day), and the page is cut from that."""
    before = pagination.text_key("days", cursor, "before")
    days = sorted(memory.daily_days(namespace), reverse=True)
    if before is not None:
        days = [d for d in days if d < before]
    shown, next_cursor = pagination.page(days[: limit + 1], limit, lambda d: {"before": d}, "days")
    return {"days": shown, "next_cursor": next_cursor}


@router.get("/daily/{day}", response_model=DailyOut, summary="One day's log")
def read_day(
    memory: MemoryDep,
    day: Annotated[str, Path(max_length=10, description="The day, YYYY-MM-DD (UTC).")],
    namespace: Namespace = "user",
) -> dict[str, Any]:
    """The day's `# Daily Memory: YYYY-MM-DD` document; 404 when nothing was written that day."""
    text = memory.daily_read(day, namespace)
    if not text:
        raise NotFound(f"no daily log for {day} in {namespace}")
    return {"day": day.strip(), "namespace": namespace, "text": text}


@router.post("/daily", status_code=201, response_model=DailyEntryOut, summary="Append to a day's log")
def append_day(body: DailyAppendIn, memory: MemoryDep) -> dict[str, Any]:
    """Adds a `## <label> (HH:MM)` section to the log of the day of `at` (default: now)."""
    entry = memory.daily_append(body.text, label=body.label, namespace=body.namespace, at=moment(body.at, "at"))
    return {
        "id": entry.id,
        "namespace": entry.namespace,
        "day": entry.day,
        "time": entry.time,
        "label": entry.label,
        "text": entry.text,
        "session_id": entry.session_id,
    }
