"""A session's life beyond closing: archive, trash, restore, purge, and full-text search over turns.

Status (active → idle → archived) and trash are separate axes (docs/decisions.md#chat-app): a trashed session keeps
its status, is hidden from listings, recall and finalizing, and can be restored for
``policy.trash_days``; after that ``purge_sessions`` deletes it for good with its turns, digests,
daily entries and index rows.
"""

from __future__ import annotations

from datetime import timedelta

from engram import validation as v
from engram.errors import Conflict, InvalidInput, NotFound
from engram.models import Session, SessionMatch
from engram.operation import OpContext
from engram.sessions import log as sessions
from engram.store.base import LexicalQuery, StoreTx
from engram.text import terms


def _get(tx: StoreTx, ctx: OpContext, sid: str) -> Session:
    found = tx.get_session(ctx.owner, sessions.session_id(sid))
    if found is None:
        raise NotFound(f"no session {sid!r}")
    return found


def _reread(tx: StoreTx, ctx: OpContext, ident: str) -> Session:
    found = tx.get_session(ctx.owner, ident)
    assert found is not None
    return found


def archive_session(ctx: OpContext, sid: str) -> Session:
    """Idle → archived (archiving an archived session changes nothing). Close an active one first."""
    with ctx.store.write() as tx:
        session = _get(tx, ctx, sid)
        if session.trashed_at is not None:
            raise Conflict(f"session {session.id!r} is in the trash; restore it first")
        if session.status == "active":
            raise Conflict(f"session {session.id!r} is active; close it before archiving it")
        if session.status == "idle":
            tx.update_session(ctx.owner, session.id, status="archived", archived_at=ctx.now())
        return _reread(tx, ctx, session.id)


def trash_session(ctx: OpContext, sid: str) -> Session:
    with ctx.store.write() as tx:
        session = _get(tx, ctx, sid)
        if session.trashed_at is not None:
            raise Conflict(f"session {session.id!r} is already in the trash")
        tx.update_session(ctx.owner, session.id, trashed_at=ctx.now())
        return _reread(tx, ctx, session.id)


def restore_session(ctx: OpContext, sid: str) -> Session:
    with ctx.store.write() as tx:
        session = _get(tx, ctx, sid)
        if session.trashed_at is None:
            raise Conflict(f"session {session.id!r} is not in the trash")
        if session.trashed_at < ctx.now() - timedelta(days=ctx.policy.trash_days):
            raise Conflict(
                f"session {session.id!r} has been in the trash longer than {ctx.policy.trash_days} days "
                "and is due to be purged; it can no longer be restored"
            )
        tx.update_session(ctx.owner, session.id, trashed_at=None)
        return _reread(tx, ctx, session.id)


def purge_sessions(ctx: OpContext, sid: str | None = None) -> list[str]:
    """Hard-delete every session trashed longer than the window (or one trashed session now).
    Items extracted from a purged session are memories of their own and stay."""
    with ctx.store.write() as tx:
        if sid is not None:
            session = _get(tx, ctx, sid)
            if session.trashed_at is None:
                raise Conflict(f"session {session.id!r} is not in the trash; trash it first, then purge")
            doomed = [session.id]
        else:
            cutoff = ctx.now() - timedelta(days=ctx.policy.trash_days)
            doomed = [
                s.id
                for s in tx.list_sessions(ctx.owner, trashed=True)
                if s.trashed_at is not None and s.trashed_at < cutoff
            ]
        for ident in doomed:
            tx.delete_session(ctx.owner, ident)
    return doomed


def search_sessions(ctx: OpContext, query: str, *, limit: int = 20) -> list[SessionMatch]:
    """Sessions whose turns match ``query`` (BM25 over the turns' full-text index), best first,
    each with a snippet of its best turn. Trashed sessions are not searched."""
    text = v.clean_text(query) if isinstance(query, str) else ""
    match = LexicalQuery.any_of(terms(text), field="text")
    if not text:
        raise InvalidInput("search needs a query")
    if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= 1000:
        raise InvalidInput("limit must be a whole number from 1 to 1000")
    if match is None:
        return []
    best: dict[str, tuple[int, int, str, float]] = {}
    with ctx.store.read() as tx:
        for session_id, turn_id, seq, snippet, score in tx.search_turns(ctx.owner, match, limit * 20):
            if session_id not in best:
                best[session_id] = (turn_id, seq, snippet, score)
            if len(best) >= limit:
                break
        found = [(_reread(tx, ctx, sid), hit) for sid, hit in best.items()]
    return [SessionMatch(s, hit[0], hit[1], hit[2], hit[3]) for s, hit in found]
