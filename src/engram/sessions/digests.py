"""Finding session digests again: as recall hits (kind ``digest``) and as a char-capped block to inject.

``digest_context`` follows seed 003's recall: digests ranked by keyword (and ticket id) overlap
with the prompt, most recent first among equals (an empty prompt ranks by recency alone), packed
whole under a hard character cap. A digest longer than the cap on its own is skipped (it could
never be shown, and must not hide the others); among the rest packing is rank-monotonic — at the
first digest that does not fit what is left, it and every digest ranked below it are dropped (and
logged), so a smaller, lower-ranked digest never jumps a larger, higher-ranked one. The text is
meant for a prompt, so each digest passes :func:`engram.fences.neutralise` (docs/security.md).
"""

from __future__ import annotations

import logging
import re
from datetime import datetime

from engram import validation as v
from engram.errors import InvalidInput
from engram.fences import neutralise
from engram.models import Digest, DigestRecall, Hit
from engram.operation import OpContext
from engram.retrieval import fusion
from engram.retrieval.fusion import RecallRecipe
from engram.store.base import StoreTx
from engram.text import terms

log = logging.getLogger("engram.digests")
RECENCY_WEIGHT = 0.1
RECENCY_HALF_LIFE_DAYS = 30.0
POOL = 2000
SEPARATOR = "\n\n"
_TICKET = re.compile(r"\b[A-Z][A-Z0-9]+-\d+\b|#\d+\b")


def digest_hits(
    tx: StoreTx,
    ctx: OpContext,
    recipe: RecallRecipe,
    match: str | None,
    prefix: str | None,
    moment: datetime | None,
) -> list[Hit]:
    """Recall over digests: BM25 on title, summary and details (min-max normalised) plus recency."""
    if not match:
        return []
    lexical = dict(tx.lexical_digests(ctx.owner, match, recipe.candidates, prefix))
    rows = {d.id: d for d in tx.digests_by_ids(ctx.owner, list(lexical))}
    if moment is not None:
        rows = {i: d for i, d in rows.items() if d.created_at <= moment}
    normalised = fusion.minmax({i: s for i, s in lexical.items() if i in rows})
    now = ctx.now()
    hits = []
    for digest_id, base in normalised.items():
        digest = rows[digest_id]
        age = (now - digest.created_at).total_seconds() / 86400
        recent = RECENCY_WEIGHT * fusion.recency(age, RECENCY_HALF_LIFE_DAYS)
        hits.append(
            Hit(
                kind="digest",
                id=digest_id,
                content=digest.render(),
                score=base + recent,
                components={"lexical": lexical[digest_id], "fused": base, "recency": recent},
                session_id=digest.session_id,
                at=digest.created_at,
                namespace=digest.namespace,
            )
        )
    return hits


def _words(digest: Digest) -> set[str]:
    text = " ".join((digest.title, digest.summary, *digest.decisions, *digest.findings, *digest.files))
    return set(terms(text)) | {t.lower() for t in _TICKET.findall(text)}


def rank(digests: list[Digest], prompt: str | None) -> list[Digest]:
    """Keyword and ticket overlap with the prompt first (tickets count double), then recency."""
    text = prompt or ""
    wanted = set(terms(text))
    tickets = {t.lower() for t in _TICKET.findall(text)}

    def key(digest: Digest) -> tuple[int, float, int]:
        words = _words(digest)
        overlap = len(wanted & words) + 2 * len(tickets & words)
        return (-overlap, -digest.created_at.timestamp(), -digest.id)

    return sorted(digests, key=key)


def digest_context(
    ctx: OpContext, prompt: str | None, *, max_chars: int = 4000, namespace: str | None = None
) -> DigestRecall:
    if isinstance(max_chars, bool) or not isinstance(max_chars, int) or max_chars < 1:
        raise InvalidInput("max_chars must be a positive whole number")
    if prompt is not None and not isinstance(prompt, str):
        raise InvalidInput("prompt must be text")
    prefix = v.namespace_prefix(namespace)
    with ctx.store.read() as tx:
        pool = tx.list_digests(ctx.owner, namespace=prefix, limit=POOL)
    ranked = rank(pool, v.clean_text(prompt) if prompt else None)
    taken: list[Digest] = []
    parts: list[str] = []
    used = 0
    too_long: list[Digest] = []
    for position, digest in enumerate(ranked):
        block = neutralise(digest.render())
        if len(block) > max_chars:  # could never be shown: skip it rather than hide every digest below
            too_long.append(digest)
            continue
        cost = len(block) + (len(SEPARATOR) if parts else 0)
        if used + cost > max_chars:
            dropped = tuple(too_long) + tuple(ranked[position:])
            log.info(
                "digest recall: %d digest(s) dropped at the %d-char cap (ids %s)",
                len(dropped),
                max_chars,
                ", ".join(str(d.id) for d in dropped),
            )
            return DigestRecall(SEPARATOR.join(parts), tuple(taken), dropped, max_chars)
        parts.append(block)
        taken.append(digest)
        used += cost
    if too_long:
        log.info("digest recall: %d digest(s) longer than the %d-char cap skipped", len(too_long), max_chars)
    return DigestRecall(SEPARATOR.join(parts), tuple(taken), tuple(too_long), max_chars)


def list_digests(
    ctx: OpContext, *, session_id: str | None = None, namespace: str | None = None, limit: int | None = None
) -> list[Digest]:
    """Newest first. A session's own digests are listed even while it is in the trash."""
    from engram.sessions.log import session_id as valid_session_id

    prefix = v.namespace_prefix(namespace)
    ident = None if session_id is None else valid_session_id(session_id)
    with ctx.store.read() as tx:
        return tx.list_digests(
            ctx.owner, session_id=ident, namespace=prefix, include_trashed=ident is not None, limit=limit
        )
