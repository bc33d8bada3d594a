"""Journal sign-ins: the browser holds only an opaque random id; everything else stays on the server.

The cookie carries 32 random bytes and nothing readable: no API key, no owner. The server maps it
to a :class:`WebSession` holding the CSRF token, the API key the person signed in with (kept in
this process's memory only, so every request re-checks it against the store and a revoked key
ends the sign-in at once) and the status line of the last write. Sessions end on sign-out, after
``idle_seconds`` without a request, or when the server restarts.
"""

from __future__ import annotations

import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, replace

COOKIE = "engram_journal"
IDLE_SECONDS = 12 * 3600
MAX_SESSIONS = 10_000


@dataclass(frozen=True, slots=True)
class Status:
    """The muted line under the navigation after a write: what happened, and the event Undo reverts."""

    message: str
    event_id: int | None = None
    error: bool = False


@dataclass(frozen=True, slots=True)
class WebSession:
    """One browser's sign-in. ``signed_in`` is False for the short-lived session that only carries
    the CSRF token of the sign-in form; ``api_key`` is None for the local default owner."""

    id: str
    csrf: str
    signed_in: bool
    api_key: str | None
    seen: float
    status: Status | None = None


def new_token() -> str:
    return secrets.token_urlsafe(32)


class WebSessions:
    """A bounded, thread-safe map of session id → :class:`WebSession` (least recently used evicted)."""

    def __init__(
        self,
        *,
        idle_seconds: float = IDLE_SECONDS,
        limit: int = MAX_SESSIONS,
        monotonic: Callable[[], float] = time.monotonic,
    ) -> None:
        self._idle = idle_seconds
        self._limit = max(1, limit)
        self._monotonic = monotonic
        self._sessions: OrderedDict[str, WebSession] = OrderedDict()
        self._lock = threading.Lock()

    def create(self, *, signed_in: bool, api_key: str | None = None) -> WebSession:
        """A fresh session with a new id and CSRF token (sign-in always makes a new one: no fixation)."""
        session = WebSession(new_token(), new_token(), signed_in, api_key, self._monotonic())
        with self._lock:
            self._sessions[session.id] = session
            while len(self._sessions) > self._limit:
                self._sessions.popitem(last=False)
        return session

    def get(self, session_id: str | None) -> WebSession | None:
        """The live session with this id (touching it), or None when unknown or idle too long."""
        if not session_id:
            return None
        now = self._monotonic()
        with self._lock:
            found = self._sessions.get(session_id)
            if found is None:
                return None
            if now - found.seen > self._idle:
                del self._sessions[session_id]
                return None
            found = replace(found, seen=now)
            self._sessions[session_id] = found
            self._sessions.move_to_end(session_id)
            return found

    def drop(self, session_id: str) -> None:
        with self._lock:
            self._sessions.pop(session_id, None)

    def set_status(self, session_id: str, status: Status | None) -> None:
        with self._lock:
            found = self._sessions.get(session_id)
            if found is not None:
                self._sessions[session_id] = replace(found, status=status)

    def pop_status(self, session_id: str) -> Status | None:
        """The pending status line, shown once."""
        with self._lock:
            found = self._sessions.get(session_id)
            if found is None or found.status is None:
                return None
            self._sessions[session_id] = replace(found, status=None)
            return found.status

    def __len__(self) -> int:
        with self._lock:
            return len(self._sessions)
