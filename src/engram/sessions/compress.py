"""The model's input view of a long session (docs/decisions.md#chat-app).

Past ``threshold × budget_tokens`` the older turns are replaced by the session's running summary
(extractive, deterministic), which is extended as needed and stored in ``sessions.summary`` with
the last turn it covers (``summary_seq``); the newest turns stay verbatim. Nothing is deleted.

Where to cut a long session so the model's input view fits its budget (docs/decisions.md#chat-app).

Tokens are estimated as characters / 4 (:func:`engram.context.block.estimate_tokens`). When the
turns exceed ``threshold × budget``, the newest turns that fit are kept verbatim and everything
before them is replaced by a running summary, which gets a quarter of the target.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engram.context.block import estimate_tokens
from engram.errors import InvalidInput, NotFound
from engram.models import CompressedView, Turn
from engram.operation import OpContext
from engram.sessions import log as sessions
from engram.sessions.digest import fold_summary
from engram.sessions.transcript import clean_turns

SUMMARY_HEADER = "Summary of the earlier conversation (turns 1-{seq}; every turn is still stored):\n"


@dataclass(frozen=True, slots=True)
class Cut:
    """``seq``: the last turn replaced by the summary (0: no compression); ``summary_chars``: its cap."""

    seq: int
    summary_chars: int
    total_tokens: int


def plan(turns: Sequence[tuple[int, str]], budget_tokens: int, threshold: float) -> Cut:
    """``turns`` are ``(seq, text)`` in order. The last turn is always kept verbatim."""
    costs = [estimate_tokens(text) for _, text in turns]
    total = sum(costs)
    target = int(threshold * budget_tokens)
    if total <= target or len(turns) < 2:
        return Cut(0, 0, total)
    reserve = max(32, target // 4)
    keep_from = len(turns) - 1
    used = costs[-1]
    for index in range(len(turns) - 2, -1, -1):
        if used + costs[index] + reserve > target:
            break
        used += costs[index]
        keep_from = index
    seq = turns[keep_from - 1][0]
    header = len(SUMMARY_HEADER.format(seq=seq))
    return Cut(seq, max(80, reserve * 4 - header), total)


def summary_message(seq: int, summary: str) -> str:
    return SUMMARY_HEADER.format(seq=seq) + summary


def _check(budget_tokens: int, threshold: float) -> None:
    if isinstance(budget_tokens, bool) or not isinstance(budget_tokens, int) or budget_tokens < 1:
        raise InvalidInput("budget_tokens must be a positive whole number")
    if isinstance(threshold, bool) or not isinstance(threshold, int | float) or not 0 < threshold <= 1:
        raise InvalidInput("threshold must be a number above 0 and at most 1")


def compress(ctx: OpContext, sid: str, budget_tokens: int, threshold: float = 0.8) -> CompressedView:
    _check(budget_tokens, threshold)
    ident = sessions.session_id(sid)
    with ctx.store.read() as tx:
        session = tx.get_session(ctx.owner, ident)
        if session is None:
            raise NotFound(f"no session {sid!r}")
        turns = tx.list_turns(ctx.owner, ident)
    cut = plan([(t.seq, t.text) for t in turns], budget_tokens, threshold)
    if cut.seq == 0:
        messages = [(t.role, t.text) for t in turns]
        return CompressedView(messages, 0, None, cut.total_tokens, False)
    stored, covered = session.summary, session.summary_seq
    if covered > cut.seq:  # the stored summary covers turns this view keeps verbatim: summarize afresh
        summary = fold_summary(None, _upto(turns, 0, cut.seq), cut.summary_chars)
    elif covered == cut.seq and stored is not None and len(stored) <= cut.summary_chars:
        summary = stored
    else:
        summary = fold_summary(stored if covered else None, _upto(turns, covered, cut.seq), cut.summary_chars)
        if covered < cut.seq:
            with ctx.store.write() as tx:
                current = tx.get_session(ctx.owner, ident)
                if current is not None and current.summary_seq < cut.seq:
                    tx.update_session(ctx.owner, ident, summary=summary, summary_seq=cut.seq)
    messages = [("system", summary_message(cut.seq, summary))]
    messages += [(t.role, t.text) for t in turns if t.seq > cut.seq]
    tokens = sum(estimate_tokens(text) for _, text in messages)
    return CompressedView(messages, cut.seq, summary, tokens, True)


def _upto(turns: list[Turn], after: int, through: int) -> list[Turn]:
    return clean_turns(t for t in turns if after < t.seq <= through)
