"""Closing a session: extract, digest, log the day, advance the watermark, mark idle
(docs/decisions.md#chat-app, #coding-hooks).

Only the turns past the session's watermark are read, after engram's own injected blocks and
summarize turns are removed. Everything a close writes — the extracted items, the digest, the
daily entry, the watermark and running summary, the idle status — is one transaction, in that
order (docs/decisions.md#coding-hooks), so a crash leaves all of it or none of it.

Closes are serialised per (owner, namespace) by :mod:`engram.sessions.scope_lock` and re-check the
session inside the lock, so concurrent finalizers (threads or processes) produce exactly one
digest per stretch of turns. A lock not acquired in time leaves the session untouched
(``timed-out``). The extractor and digester run inside the scope lock but outside the database's
write lock, so a slow (LLM) extractor does not block other writers.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

from engram import validation as v
from engram.errors import Conflict, EngramError, InvalidInput, NotFound
from engram.extraction.candidates import Candidate
from engram.extraction.port import Extractor
from engram.extraction.reconcile import reconcile
from engram.models import CloseResult, Digest, Session, Turn
from engram.operation import OpContext
from engram.sessions import log as sessions
from engram.sessions.daily import entry_fields
from engram.sessions.digest import DigestDraft, Digester, fold_summary
from engram.sessions.lifecycle import purge_sessions
from engram.sessions.scope_lock import scope_lock, scope_name
from engram.sessions.transcript import clean_turns
from engram.timeutil import before

log = logging.getLogger("engram.sessions")
RUNNING_SUMMARY_CHARS = 1500
Guard = Callable[[Session], bool]


@dataclass(frozen=True, slots=True)
class Pipeline:
    """What a close runs: the extractor, the digester and the optional daily-flush callback."""

    extractor: Extractor
    digester: Digester
    on_flush: Callable[[str], None] | None = None

    def flush(self, text: str | None) -> None:
        """Call ``on_flush`` after a commit; its failures are logged, never raised."""
        if text is None or self.on_flush is None:
            return
        try:
            self.on_flush(text)
        except Exception:  # a caller's callback must never break a close that already committed
            log.exception("on_flush callback failed; the close itself is committed")


def _timeout(value: float) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= 3600:
        raise InvalidInput("timeout must be a number of seconds from 0 to 3600")
    return float(value)


def close_session(ctx: OpContext, pipe: Pipeline, sid: str, *, timeout: float = 60.0) -> CloseResult:
    """Close one session explicitly (idempotent: a second close with no new turns writes nothing)."""
    ident = sessions.session_id(sid)
    wait = _timeout(timeout)
    with ctx.store.read() as tx:
        session = tx.get_session(ctx.owner, ident)
    if session is None:
        raise NotFound(f"no session {sid!r}")
    if session.trashed_at is not None:
        raise Conflict(f"session {ident!r} is in the trash; restore it before closing it")
    result, flushed = _close_under_lock(ctx, pipe, session, wait, guard=None)
    pipe.flush(flushed)
    assert result is not None
    return result


def finalize_dirty(
    ctx: OpContext, pipe: Pipeline, *, namespace: str | None = None, exclude: str | None = None, timeout: float = 60.0
) -> list[CloseResult]:
    """Close every active session with turns past its watermark (in the namespace subtree), except
    ``exclude`` — the lazy finalize run when the next session starts (docs/decisions.md#coding-hooks)."""
    prefix = v.namespace_prefix(namespace)
    skip = None if exclude is None else sessions.session_id(exclude)
    wait = _timeout(timeout)
    with ctx.store.read() as tx:
        dirty = [
            s
            for s in tx.list_sessions(ctx.owner, status="active")
            if s.turn_count > s.watermark and s.id != skip and _in_subtree(s.namespace, prefix)
        ]
    return _close_each(ctx, pipe, dirty, wait, lambda s: s.status == "active" and s.turn_count > s.watermark)


def sweep(ctx: OpContext, pipe: Pipeline, *, idle: timedelta, timeout: float = 60.0) -> list[CloseResult]:
    """Close active sessions whose last turn is older than ``idle``, then purge expired trash."""
    if not isinstance(idle, timedelta) or idle < timedelta(0):
        raise InvalidInput("idle must be a non-negative timedelta")
    wait = _timeout(timeout)
    cutoff = before(ctx.now(), idle, "idle")
    with ctx.store.read() as tx:
        stale = [s for s in tx.list_sessions(ctx.owner, status="active") if _last_activity(s) < cutoff]
    results = _close_each(ctx, pipe, stale, wait, lambda s: s.status == "active" and _last_activity(s) < cutoff)
    purged = purge_sessions(ctx)
    if purged:
        log.info("sweep purged %d session(s) trashed longer than %d days", len(purged), ctx.policy.trash_days)
    return results


def _last_activity(session: Session) -> datetime:
    return session.last_turn_at or session.started_at


def _in_subtree(namespace: str, prefix: str | None) -> bool:
    return prefix is None or namespace == prefix or namespace.startswith(prefix + "/")


def _close_each(ctx: OpContext, pipe: Pipeline, targets: list[Session], wait: float, guard: Guard) -> list[CloseResult]:
    results: list[CloseResult] = []
    for session in sorted(targets, key=lambda s: (_last_activity(s), s.id)):
        try:
            result, flushed = _close_under_lock(ctx, pipe, session, wait, guard=guard)
        except EngramError as exc:  # one broken session must not stop the others being finalized
            log.warning("could not close session %s: %s", session.id, exc)
            continue
        pipe.flush(flushed)
        if result is not None:
            results.append(result)
    return results


def _close_under_lock(
    ctx: OpContext, pipe: Pipeline, session: Session, wait: float, *, guard: Guard | None
) -> tuple[CloseResult | None, str | None]:
    scope = scope_name(ctx.owner, session.namespace)
    with scope_lock(ctx.store, ctx.store.location, scope, wait) as held:
        if not held:
            log.info("session %s left unfinalized: its lock was busy for %.1fs", session.id, wait)
            return CloseResult(session, None, (), (), "timed-out"), None
        return _close_locked(ctx, pipe, session.id, guard)


def _close_locked(
    ctx: OpContext, pipe: Pipeline, ident: str, guard: Guard | None
) -> tuple[CloseResult | None, str | None]:
    with ctx.store.read() as tx:  # the in-lock re-check: another finalizer may have closed it meanwhile
        session = tx.get_session(ctx.owner, ident)
        if session is None:
            raise NotFound(f"no session {ident!r}")
        start = min(session.watermark, session.summary_seq)
        turns = tx.list_turns(ctx.owner, ident, start)
    if session.trashed_at is not None or (guard is not None and not guard(session)):
        return CloseResult(session, None, (), (), "already-idle"), None
    new = [t for t in turns if t.seq > session.watermark]
    if not new:
        if session.status != "active":
            return CloseResult(session, None, (), (), "already-idle"), None
        return _mark_idle(ctx, session), None
    clean = clean_turns(new)
    turn_from, turn_to = new[0].seq, new[-1].seq
    candidates = pipe.extractor.extract(clean, session_id=ident, summary=session.summary) if clean else []
    draft = pipe.digester.digest(clean, title=session.title, summary=session.summary) if clean else None
    to_fold = clean_turns(t for t in turns if session.summary_seq < t.seq <= turn_to)
    summary = fold_summary(session.summary, to_fold, RUNNING_SUMMARY_CHARS) if to_fold else session.summary
    return _commit(ctx, session, clean, candidates, draft, summary, turn_from, turn_to)


def _mark_idle(ctx: OpContext, seen: Session) -> CloseResult:
    with ctx.store.write() as tx:
        current = tx.get_session(ctx.owner, seen.id)
        assert current is not None
        if current.status == "active" and current.turn_count == seen.turn_count:
            tx.update_session(ctx.owner, seen.id, status="idle", closed_at=ctx.now())
        final = tx.get_session(ctx.owner, seen.id)
    assert final is not None
    return CloseResult(final, None, (), (), "empty")


def _commit(
    ctx: OpContext,
    seen: Session,
    clean: list[Turn],
    candidates: list[Candidate],
    draft: DigestDraft | None,
    summary: str | None,
    turn_from: int,
    turn_to: int,
) -> tuple[CloseResult | None, str | None]:
    flushed: str | None = None
    with ctx.store.write() as tx:
        current = tx.get_session(ctx.owner, seen.id)
        if current is None or current.watermark >= turn_to or current.trashed_at is not None:
            return (None if current is None else CloseResult(current, None, (), (), "already-idle")), None
        now = ctx.now()
        # 1. items
        saved, skipped = reconcile(
            tx,
            ctx,
            candidates,
            namespace=current.namespace,
            session_id=current.id,
            turns=clean,
        )
        # 2. digest
        digest: Digest | None = None
        if draft is not None:
            digest = tx.insert_digest(
                ctx.owner,
                current.id,
                current.namespace,
                v.clean_text(draft.title)[:200] or "Session",
                draft.summary,
                draft.decisions,
                draft.findings,
                draft.files,
                turn_from,
                turn_to,
                now,
            )
            # 3. the day's log
            entry = entry_fields(_daily_text(digest), label="Session", at=now)
            tx.insert_daily(ctx.owner, current.namespace, *entry, current.id, now)
            flushed = entry[3]
        # 4. watermark and running summary
        fields: dict[str, object] = {"watermark": turn_to}
        if current.summary_seq < turn_to and summary is not None:
            fields |= {"summary": summary, "summary_seq": turn_to}
        tx.update_session(ctx.owner, current.id, **fields)
        # 5. idle (unless a turn arrived while this close ran: then it stays active and dirty)
        status: dict[str, object] = {}
        if current.turn_count == turn_to:
            status = {"status": "idle", "closed_at": now}
        if current.title is None and digest is not None:
            status["title"] = digest.title
        tx.update_session(ctx.owner, current.id, **status)
        final = tx.get_session(ctx.owner, current.id)
    assert final is not None
    return CloseResult(final, digest, tuple(saved), tuple(skipped), "closed" if clean else "empty"), flushed


def _daily_text(digest: Digest) -> str:
    lines = [f"{digest.title} (session {digest.session_id})", digest.summary]
    lines += [f"- Decision: {d}" for d in digest.decisions]
    lines += [f"- Finding: {f}" for f in digest.findings]
    if digest.files:
        lines.append("- Files: " + ", ".join(digest.files))
    return "\n".join(line for line in lines if line)
