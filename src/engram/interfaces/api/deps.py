"""FastAPI dependencies: the caller's ``Memory`` (its owner was set by the auth middleware)."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated

from fastapi import Depends, Path, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

from engram.errors import InvalidInput, ScopeError
from engram.interfaces.api.auth import Caller
from engram.interfaces.api.pool import MemoryPool
from engram.interfaces.api.schemas import MAX_ID
from engram.memory import Memory
from engram.timeutil import parse_user_time, to_text

# Declares the bearer scheme in the OpenAPI document (the "Authorize" button of /docs); the
# ApiKeyAuth middleware does the checking, before the body is read.
_bearer = HTTPBearer(auto_error=False, description="An API key from `engram keys create`: `Bearer egm_…`")


def _documented_auth(_credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)]) -> None:
    return None


AUTH = Depends(_documented_auth)


def caller(request: Request) -> Caller:
    found = getattr(request.state, "caller", None)
    if not isinstance(found, Caller):  # a /v1 route reached without the middleware: refuse, never guess
        raise ScopeError("no owner for this request")
    return found


def memory(request: Request) -> Memory:
    pool: MemoryPool = request.app.state.pool
    return pool.get(caller(request).owner)


MemoryDep = Annotated[Memory, Depends(memory)]
ItemId = Annotated[int, Path(ge=1, le=MAX_ID, description="An item id.")]


def moment(value: str | None, field: str) -> datetime | None:
    """A user-typed time (``2026-05-01``, ISO-8601 with or without zone) that the store can hold."""
    if value is None:
        return None
    parsed = parse_user_time(value)
    try:
        to_text(parsed)
    except (OverflowError, ValueError) as exc:
        raise InvalidInput(f"{field} is out of range: {value!r}") from exc
    return parsed
