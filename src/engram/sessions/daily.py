"""The daily tier (docs/decisions.md#three-tier): one ``# Daily Memory: YYYY-MM-DD`` document per owner,
namespace and day.

A day's document exists once something was written to it (lazily created) and only grows
(append-only): each flush is a ``## <label> (HH:MM)`` section. Closing a session flushes its
digest here; ``daily_append`` flushes anything else. The day and time are those of ``at`` in its
own time zone (UTC when it has none, and for closes).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from datetime import UTC, date, datetime

from engram import validation as v
from engram.errors import InvalidInput
from engram.models import DailyEntry
from engram.operation import OpContext

log = logging.getLogger("engram.daily")
MAX_ENTRY_CHARS = 20_000
_DAY = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_HEADING = re.compile(r"^(#+ )", re.MULTILINE)


def entry_fields(text: str, *, label: str, at: datetime) -> tuple[str, str, str, str]:
    """(day, HH:MM, label, text) validated for the log. A line of the text that starts like a
    Markdown heading is escaped, so an entry can never forge a section of the document."""
    body = v.clean_text(text) if isinstance(text, str) else ""
    if not body:
        raise InvalidInput("daily entry text is empty")
    if len(body) > MAX_ENTRY_CHARS:
        raise InvalidInput(f"daily entry is {len(body)} characters; the limit is {MAX_ENTRY_CHARS}")
    name = " ".join(v.clean_text(label).split()) if isinstance(label, str) else ""
    if not name or len(name) > 100:
        raise InvalidInput("label must be 1 to 100 characters on one line")
    moment = at if at.tzinfo is not None else at.replace(tzinfo=UTC)
    return moment.strftime("%Y-%m-%d"), moment.strftime("%H:%M"), name, _HEADING.sub(r"\\\1", body)


def day_text(day: str | date) -> str:
    text = day.isoformat() if isinstance(day, date) else str(day).strip()
    if not _DAY.match(text):
        raise InvalidInput(f"not a day: {day!r} (use YYYY-MM-DD)")
    try:
        date.fromisoformat(text)
    except ValueError as exc:
        raise InvalidInput(f"not a day: {day!r} (use YYYY-MM-DD)") from exc
    return text


def render(day: str, entries: list[DailyEntry]) -> str:
    if not entries:
        return ""
    parts = [f"# Daily Memory: {day}\n"]
    parts += [f"\n## {e.label} ({e.time})\n{e.text}\n" for e in entries]
    return "".join(parts)


def daily_append(
    ctx: OpContext,
    text: str,
    *,
    label: str = "Session",
    namespace: str = "user",
    at: datetime | None = None,
    on_flush: Callable[[str], None] | None = None,
) -> DailyEntry:
    ns = v.namespace(namespace)
    moment = at or ctx.now()
    day, time, name, body = entry_fields(text, label=label, at=moment)
    with ctx.store.write() as tx:
        entry = tx.insert_daily(ctx.owner, ns, day, time, name, body, None, moment)
    if on_flush is not None:
        try:
            on_flush(body)
        except Exception:  # the entry is committed; a caller's callback must not undo that
            log.exception("on_flush callback failed; the daily entry is saved")
    return entry


def daily_read(ctx: OpContext, day: str | date, *, namespace: str = "user") -> str:
    """The day's document, or "" when nothing was written that day."""
    key, ns = day_text(day), v.namespace(namespace)
    with ctx.store.read() as tx:
        return render(key, tx.daily_entries(ctx.owner, ns, key))


def daily_days(ctx: OpContext, *, namespace: str = "user") -> list[str]:
    ns = v.namespace(namespace)
    with ctx.store.read() as tx:
        return tx.daily_days(ctx.owner, ns)
