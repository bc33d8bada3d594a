"""One exception tree for everything engram raises on purpose.

Interfaces map these to exit codes (CLI), HTTP statuses (API) and tool errors (MCP) at the edge
only; inside engram nothing converts an error into a string.
"""

from __future__ import annotations

from collections.abc import Sequence

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing: the capture hook imports this module
if TYPE_CHECKING:
    import re


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
    "without_paths",
]


# ---- what may leave the machine ----------------------------------------------------------------
def without_paths(text: str) -> str:
    """``text`` with file system paths and database URLs replaced by ``<path>`` and ``<database>``.

    Errors sent over HTTP or MCP go through this at the edge: a message such as ``store error at
    /home/ana/.local/share/engram/engram.db: database is locked`` must not tell a remote client
    where the server keeps its files (or a PostgreSQL URL's password). Absolute POSIX paths,
    ``~/`` paths and Windows drive paths with at least two separators are replaced; API routes
    (``/v1/...``, ``/mcp``) and web URLs are kept. The CLI shows the full message: its reader owns
    the files.
    """
    if "/" not in text and "\\" not in text:
        return text
    store_url, file_path = _path_patterns()
    return file_path.sub("<path>", store_url.sub("<database>", text))


_PATTERNS: list[tuple[re.Pattern[str], re.Pattern[str]]] = []  # compiled on first use


def _path_patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    if _PATTERNS:
        return _PATTERNS[0]
    import re  # here: the capture hook imports this module and never needs these

    store_url = re.compile(r"\b(?:postgres(?:ql)?|sqlite|file)(?:\+\w+)?:/*[^\s'\"`<>]*", re.IGNORECASE)
    file_path = re.compile(
        r"(?<![\w/.~:\\-])"  # not inside a word, a URL or a relative path
        r"(?!/v1\b|/mcp\b)"  # the API's own routes are not secrets
        r"(?:~|[A-Za-z]:)?[/\\][^\s'\"`()<>,;]*?[/\\][^\s'\"`()<>,;]*?"
        r"(?=[:.,]?(?:[\s'\"`()<>,;]|$))"
    )
    _PATTERNS.append((store_url, file_path))
    return store_url, file_path
