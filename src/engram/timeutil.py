"""UTC timestamps with one text form, so they sort the same as strings in every backend."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from engram.errors import InvalidInput

Clock = Callable[[], datetime]


def utcnow() -> datetime:
    return datetime.now(UTC)


def to_text(moment: datetime) -> str:
    """Fixed-width ISO-8601 in UTC with microseconds: lexical order equals time order."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def from_text(text: str) -> datetime:
    """Parse ``to_text``'s form (strict: it must end in Z; ``fromisoformat`` is ~25x faster than strptime)."""
    if not isinstance(text, str) or not text.endswith("Z") or len(text) != 27:
        raise ValueError(f"not an engram timestamp: {text!r}")
    return datetime.fromisoformat(text)


def opt_from_text(text: str | None) -> datetime | None:
    return None if text is None else from_text(text)


def parse_user_time(value: str | datetime) -> datetime:
    """Accept what a person types (`2026-05-01`, `2026-05-01T10:00`, with or without zone); UTC if none."""
    if isinstance(value, datetime):
        return value if value.tzinfo else value.replace(tzinfo=UTC)
    text = value.strip()
    if text.endswith("Z"):
        text = text[:-1] + "+00:00"
    try:
        parsed = datetime.fromisoformat(text)
    except ValueError as exc:
        raise InvalidInput(f"not a date or time: {value!r} (use ISO-8601, e.g. 2026-05-01T10:00)") from exc
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)
