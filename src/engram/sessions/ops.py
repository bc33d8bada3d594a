"""The session-lifecycle half of the ``Memory`` facade: close, finalize, sweep, archive, trash,
digests, daily logs and compression. ``Memory`` inherits these methods; they hold no state of their
own beyond the close :class:`~engram.sessions.close.Pipeline`.
"""

from __future__ import annotations

from datetime import date, datetime, timedelta

from engram.models import CloseResult, CompressedView, DailyEntry, Digest, DigestRecall, Session, SessionMatch
from engram.operation import OpContext
from engram.sessions import close as closing
from engram.sessions import compress, daily
from engram.sessions import digest as digests
from engram.sessions import lifecycle as session_lifecycle
from engram.timeutil import parse_user_time


class EpisodeOps:
    _ctx: OpContext
    _pipeline: closing.Pipeline

    # ---- closing -----------------------------------------------------------------------------
    def close_session(self, session_id: str, *, timeout: float = 60.0) -> CloseResult:
        """Extract from the turns past the watermark, write the digest and the day's log entry,
        advance the watermark and mark the session idle — one transaction. Idempotent."""
        return closing.close_session(self._ctx, self._pipeline, session_id, timeout=timeout)

    def finalize_dirty(
        self, *, namespace: str | None = None, exclude: str | None = None, timeout: float = 60.0
    ) -> list[CloseResult]:
        """Close every active session with unprocessed turns (in ``namespace``'s subtree), except
        ``exclude`` — run it when a new session starts. Safe to run from many processes at once."""
        return closing.finalize_dirty(self._ctx, self._pipeline, namespace=namespace, exclude=exclude, timeout=timeout)

    def sweep(self, idle: timedelta = timedelta(minutes=30), *, timeout: float = 60.0) -> list[CloseResult]:
        """Close active sessions idle for longer than ``idle`` and purge sessions whose trash window ended."""
        return closing.sweep(self._ctx, self._pipeline, idle=idle, timeout=timeout)

    # ---- lifecycle ---------------------------------------------------------------------------
    def archive_session(self, session_id: str) -> Session:
        return session_lifecycle.archive_session(self._ctx, session_id)

    def trash_session(self, session_id: str) -> Session:
        """Move a session to the trash: hidden from listings, recall and finalizing; restorable."""
        return session_lifecycle.trash_session(self._ctx, session_id)

    def restore_session(self, session_id: str) -> Session:
        return session_lifecycle.restore_session(self._ctx, session_id)

    def purge_sessions(self, session_id: str | None = None) -> list[str]:
        """Hard-delete sessions trashed longer than the window (or this trashed one now); returns their ids."""
        return session_lifecycle.purge_sessions(self._ctx, session_id)

    def search_sessions(self, query: str, *, limit: int = 20) -> list[SessionMatch]:
        """Full-text search across the turns of every live session; one match per session."""
        return session_lifecycle.search_sessions(self._ctx, query, limit=limit)

    # ---- digests -----------------------------------------------------------------------------
    def digests(
        self, session_id: str | None = None, *, namespace: str | None = None, limit: int | None = None
    ) -> list[Digest]:
        """Newest first; ``limit`` caps the store query."""
        return digests.list_digests(self._ctx, session_id=session_id, namespace=namespace, limit=limit)

    def digest_context(
        self, prompt: str | None = None, *, max_chars: int = 4000, namespace: str | None = None
    ) -> DigestRecall:
        """Past sessions' digests for a prompt: ranked by overlap then recency, whole digests only,
        never over ``max_chars``; the ones left out are in ``dropped`` (and logged)."""
        return digests.digest_context(self._ctx, prompt, max_chars=max_chars, namespace=namespace)

    # ---- daily logs --------------------------------------------------------------------------
    def daily_append(
        self, text: str, *, label: str = "Session", namespace: str = "user", at: datetime | str | None = None
    ) -> DailyEntry:
        """Append a ``## <label> (HH:MM)`` section to the day's ``# Daily Memory`` document."""
        moment = None if at is None else parse_user_time(at)
        return daily.daily_append(
            self._ctx, text, label=label, namespace=namespace, at=moment, on_flush=self._pipeline.on_flush
        )

    def daily_read(self, day: str | date, namespace: str = "user") -> str:
        return daily.daily_read(self._ctx, day, namespace=namespace)

    def daily_days(self, namespace: str = "user") -> list[str]:
        return daily.daily_days(self._ctx, namespace=namespace)

    # ---- compression -------------------------------------------------------------------------
    def compress(self, session_id: str, budget_tokens: int, threshold: float = 0.8) -> CompressedView:
        """The session as the model should see it under ``budget_tokens``: a running summary of the
        older turns, then the recent ones. Every turn stays stored."""
        return compress.compress(self._ctx, session_id, budget_tokens, threshold)
