"""Manual triage of a session's candidate memories: keep / drop / edit (docs/decisions.md#shell).

Candidates come from the session log in the store (the source of truth), after turns tagged
``summarize`` are removed and engram's injected blocks are cut (:func:`clean_turns`), so a triage
never feeds on its own earlier answer. A candidate already remembered (same text, any namespace)
or dropped in an earlier triage of the same session (listed under ``dropped`` in that triage's
``summarize`` turn) is not proposed again. A kept candidate is saved with source ``user`` and no
confidence: the person confirmed it, so it is explicit.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from engram.errors import InvalidInput
from engram.extraction.candidates import Candidate, is_summarize_turn
from engram.extraction.port import Extractor
from engram.items import write as items
from engram.models import Provenance, Turn, WriteResult
from engram.operation import OpContext
from engram.sessions import log as sessions
from engram.sessions.transcript import clean_turns
from engram.store.base import ItemQuery
from engram.validation import content_key

MAX_CANDIDATES = 10
SUMMARIZE_KIND = "summarize"


def _limit(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 100:
        raise InvalidInput("limit must be a whole number from 1 to 100")
    return value


def dropped_keys(turns: Iterable[Turn]) -> set[str]:
    """Content keys a previous triage of this session dropped (from its ``summarize`` turns' meta)."""
    out: set[str] = set()
    for turn in turns:
        if not is_summarize_turn(turn) or not isinstance(turn.meta, Mapping):
            continue
        listed = turn.meta.get("dropped")
        if isinstance(listed, list):
            out.update(content_key(x) for x in listed if isinstance(x, str) and x.strip())
    return out


def triage(ctx: OpContext, extractor: Extractor, session_id: str, *, limit: int = MAX_CANDIDATES) -> list[Candidate]:
    """Up to ``limit`` new candidate memories from the session's log, in the order they were said."""
    cap = _limit(limit)
    session = sessions.get_session(ctx, session_id)
    turns = sessions.turns(ctx, session.id)
    clean = clean_turns(turns)
    found = extractor.extract(clean, session_id=session.id, summary=None) if clean else []
    with ctx.store.read() as tx:
        known = {content_key(item.content) for item in tx.find_items(ItemQuery(owner=ctx.owner))}
    known |= dropped_keys(turns)
    fresh: list[Candidate] = []
    for candidate in found:
        key = content_key(candidate.content)
        if key in known:
            continue
        known.add(key)
        fresh.append(candidate)
        if len(fresh) >= cap:
            break
    return fresh


def accept(
    ctx: OpContext, candidate: Candidate, *, content: str | None = None, namespace: str | None = None
) -> WriteResult:
    """Save a kept (``content=None``) or edited candidate as an explicit memory (source ``user``)."""
    if not isinstance(candidate, Candidate):
        raise InvalidInput("accept needs a Candidate (from triage)")
    ns = namespace
    if ns is None and candidate.session_id is not None:
        ns = sessions.get_session(ctx, candidate.session_id).namespace
    subject = (candidate.subject or "").strip().lower()
    category = candidate.category if candidate.category in ctx.policy.categories else "fact"
    return items.remember(
        ctx,
        candidate.content if content is None else content,
        category=category,
        namespace=ns or "user",
        tags=(f"subject:{subject}"[:64],) if subject else (),
        source="user",
        confidence=None,
        provenance=Provenance(candidate.session_id, candidate.turn_ids),
    )


def summary_meta(kept: Sequence[str], dropped: Sequence[str], edited: Sequence[tuple[str, str]]) -> dict[str, Any]:
    """The meta of the ``summarize`` turn that records a triage's answers (so later runs skip it)."""
    return {
        "kind": SUMMARIZE_KIND,
        "kept": list(kept),
        "dropped": list(dropped) + [old for old, _ in edited],
        "edited": [[old, new] for old, new in edited],
    }


def summary_text(kept: Sequence[str], dropped: Sequence[str], edited: Sequence[tuple[str, str]]) -> str:
    lines = [f"memory triage: kept {len(kept) + len(edited)}, dropped {len(dropped)}"]
    lines += [f"kept: {text}" for text in kept]
    lines += [f"edited: {old} -> {new}" for old, new in edited]
    lines += [f"dropped: {text}" for text in dropped]
    return "\n".join(lines)
