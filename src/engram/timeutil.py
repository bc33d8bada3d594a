"""UTC timestamps with one text form, so they sort the same as strings in every backend."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta

from engram.errors import InvalidInput

Clock = Callable[[], datetime]


def utcnow() -> datetime:
    return datetime.now(UTC)


def to_text(moment: datetime) -> str:
    """Fixed-width ISO-8601 in UTC with microseconds: lexical order equals time order."""
    return _in_utc(moment).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def _in_utc(moment: datetime) -> datetime:
    """``moment`` in UTC; a moment whose UTC form falls outside years 1-9999 (``0001-01-01T00:00+14:00``)
    is refused as bad input instead of escaping as ``OverflowError``."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    try:
        return moment.astimezone(UTC)
    except (OverflowError, ValueError) as exc:
        raise InvalidInput(f"time out of range: {moment.isoformat()} (UTC years 1 to 9999 only)") from exc


def from_text(text: str) -> datetime:
    """Parse ``to_text``'s form (strict: it must end in Z; ``fromisoformat`` is ~25x faster than strptime)."""
    if not isinstance(text, str) or not text.endswith("Z") or len(text) != 27:
        raise ValueError(f"not an engram timestamp: {text!r}")
    return datetime.fromisoformat(text)


def before(moment: datetime, span: timedelta, what: str) -> datetime:
    """``moment - span``; a span reaching back past year 1 is bad input, not an ``OverflowError``."""
    try:
        return moment - span
    except OverflowError as exc:
        raise InvalidInput(f"{what} reaches back before year 1: {span.days} days before {to_text(moment)}") from exc


def opt_from_text(text: str | None) -> datetime | None:
    return None if text is None else from_text(text)


def parse_user_time(value: str | datetime) -> datetime:
    """Accept what a person types (`2026-05-01`, `2026-05-01T10:00`, with or without zone); UTC if none."""
    if isinstance(value, datetime):
        parsed = value
    elif isinstance(value, str):
        text = value.strip()
        if text.endswith(("Z", "z")):
            text = text[:-1] + "+00:00"
        try:
            parsed = datetime.fromisoformat(text)
        except ValueError as exc:
            raise InvalidInput(f"not a date or time: {value!r} (use ISO-8601, e.g. 2026-05-01T10:00)") from exc
    else:
        raise InvalidInput(f"not a date or time: {value!r} (use ISO-8601 text, e.g. 2026-05-01T10:00)")
    parsed = parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)
    _in_utc(parsed)  # refused here, at the boundary, not later when it is stored or compared
    return parsed
