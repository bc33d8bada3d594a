"""Opaque cursors for every list: ``{"<things>": [...], "next_cursor": "…" | null}``.

A cursor is URL-safe base64 of a small JSON object tagged with the list it belongs to; pass it
back as ``?cursor=`` for the next page. ``next_cursor`` is null on the last page. A cursor from
another list, or a damaged one, is a 400.
"""

from __future__ import annotations

import base64
import binascii
import json
from collections.abc import Callable, Sequence
from typing import Annotated, Any, TypeVar

from fastapi import Query

from engram.errors import InvalidInput

T = TypeVar("T")

DEFAULT_LIMIT = 50
MAX_LIMIT = 500

Limit = Annotated[int, Query(ge=1, le=MAX_LIMIT, description="Page size.")]
Cursor = Annotated[str | None, Query(max_length=1000, description="`next_cursor` from the previous page.")]


def encode(kind: str, position: dict[str, Any]) -> str:
    raw = json.dumps({"k": kind, **position}, separators=(",", ":"), sort_keys=True).encode("utf-8")
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def decode(kind: str, cursor: str | None) -> dict[str, Any] | None:
    if cursor is None or cursor == "":
        return None
    try:
        padded = cursor + "=" * (-len(cursor) % 4)
        data = json.loads(base64.urlsafe_b64decode(padded.encode("ascii")))
    except (ValueError, binascii.Error, UnicodeError) as exc:
        raise InvalidInput("invalid cursor: pass back next_cursor exactly as it was returned") from exc
    if not isinstance(data, dict) or data.get("k") != kind:
        raise InvalidInput(f"invalid cursor: it does not belong to this {kind} list")
    return data


def after_id(kind: str, cursor: str | None) -> int | None:
    """The id-keyed cursors (items, trash, blocks): the last id of the previous page."""
    data = decode(kind, cursor)
    if data is None:
        return None
    value = data.get("after")
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < 2**62:
        raise InvalidInput("invalid cursor: pass back next_cursor exactly as it was returned")
    return value


def _bad_cursor() -> InvalidInput:
    return InvalidInput("invalid cursor: pass back next_cursor exactly as it was returned")


def offset(kind: str, cursor: str | None, cap: int) -> int:
    """Ranked lists (search results) page by position: how many results earlier pages showed."""
    data = decode(kind, cursor)
    if data is None:
        return 0
    value = data.get("offset")
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= cap:
        raise _bad_cursor()
    return value


def text_key(kind: str, cursor: str | None, field: str) -> str | None:
    """A cursor holding one text key (the last day shown, for example)."""
    data = decode(kind, cursor)
    if data is None:
        return None
    value = data.get(field)
    if not isinstance(value, str) or not value or len(value) > 200:
        raise _bad_cursor()
    return value


def page(
    rows: Sequence[T], limit: int, position: Callable[[T], dict[str, Any]], kind: str
) -> tuple[list[T], str | None]:
    """Cut ``rows`` (fetched with one extra row) to ``limit`` and make the cursor for what follows."""
    shown = list(rows[:limit])
    if len(rows) > limit and shown:
        return shown, encode(kind, position(shown[-1]))
    return shown, None
