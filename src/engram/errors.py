"""One exception tree for everything engram raises on purpose.

Interfaces map these to exit codes (CLI), HTTP statuses (API) and tool errors (MCP) at the edge
only; inside engram nothing converts an error into a string.
"""

from __future__ import annotations

from collections.abc import Sequence


class EngramError(Exception):
    """Base of every error engram raises deliberately."""

    code = "engram_error"
    exit_code = 1

    def __init__(self, message: str, *, details: dict[str, object] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.details: dict[str, object] = dict(details or {})


class InvalidInput(EngramError):
    """The caller passed something engram will not store or cannot parse; nothing was changed."""

    code = "invalid_input"
    exit_code = 1


class NotFound(EngramError):
    """No record with that id or substring exists for this owner (another owner's records never exist)."""

    code = "not_found"
    exit_code = 2


class Ambiguous(EngramError):
    """A content substring matched several active items; the caller must pick one."""

    code = "ambiguous"
    exit_code = 2

    def __init__(self, message: str, candidates: Sequence[tuple[int, str]]) -> None:
        super().__init__(message, details={"candidates": [{"id": i, "content": c} for i, c in candidates]})
        self.candidates: tuple[tuple[int, str], ...] = tuple(candidates)


class Conflict(EngramError):
    """The request contradicts the current state (e.g. undoing a write that later writes built on)."""

    code = "conflict"
    exit_code = 1


class ScopeError(EngramError):
    """An operation was attempted without an owner, or across owners."""

    code = "scope_error"
    exit_code = 1


class StoreError(EngramError):
    """The storage layer failed (locked, read-only, disk full, corrupt); the write did not happen."""

    code = "store_error"
    exit_code = 3


class ProviderError(EngramError):
    """An embedding or LLM provider failed; the message names the endpoint and status."""

    code = "provider_error"
    exit_code = 3


class MissingExtra(EngramError, ImportError):
    """An optional part of engram was used without the extra that installs its dependencies; the
    message is the one ``pip install`` line that fixes it (also an ``ImportError``, so code that
    guards optional imports keeps working)."""

    code = "missing_extra"
    exit_code = 1

    def __init__(self, message: str, *, extra: str) -> None:
        super().__init__(message, details={"extra": extra})
        self.extra = extra


__all__ = [
    "Ambiguous",
    "Conflict",
    "EngramError",
    "InvalidInput",
    "MissingExtra",
    "NotFound",
    "ProviderError",
    "ScopeError",
    "StoreError",
]
