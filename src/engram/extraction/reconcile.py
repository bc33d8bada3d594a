"""Reconcile extracted candidates against stored items inside the close transaction (docs/decisions.md#chat-app).

Each candidate becomes one of: **add** (a new ``extracted`` item), **update** (supersede the
matching *extracted* item) or **skip** (with the reason). Rules, all enforced here in code:

- the category must be one of the policy's and the content valid;
- the candidate must be grounded in the transcript it came from (no fabrication);
- provenance turn ids must be turns of this close (other ids are dropped);
- an update's target is the item ``target_hint`` names as ``#<id>`` (exactly; the candidate is
  skipped when that item is not active in the namespace), else is found by ``target_hint`` (a
  substring of its content) or ``subject`` (the ``subject:<name>`` tag extracted items carry, or
  content that states that subject), in the session's namespace; an ``add`` about a subject an
  extracted item already states updates it;
- trust tiers: an extracted candidate never supersedes an explicit item — it is skipped, the
  explicit memory stands;
- identical active content is never saved twice.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from engram import validation as v
from engram.errors import InvalidInput
from engram.extraction.candidates import Candidate
from engram.extraction.restatement import restated
from engram.extraction.slot_reconcile import SlotReconciler, expire_trips
from engram.items.write import remember_in, supersede_in
from engram.models import Item, Provenance, Turn, WriteResult
from engram.operation import OpContext
from engram.sessions.transcript import grounded
from engram.store.base import ItemQuery, LexicalQuery, StoreTx
from engram.text import TOKEN

Skipped = tuple[str, str]


def _explicit(item: Item) -> bool:
    return item.source != "extracted"


def _states_subject(item: Item, subject: str) -> bool:
    if f"subject:{subject}" in item.tags:
        return True
    pattern = rf"(?:^|\bmy\s+){re.escape(subject)}\s+(?:is|are|was|were)\b"
    return re.search(pattern, item.content.casefold()) is not None


def _by_subject(tx: StoreTx, ctx: OpContext, subject: str, namespace: str) -> list[Item]:
    found = {i.id: i for i in tx.find_active_by_substring(ctx.owner, subject, 50)}
    phrase = tuple(TOKEN.findall(f"subject {subject}".lower()))  # the tag's tokens, in order
    if phrase:
        scope = ItemQuery(owner=ctx.owner, namespace=namespace)
        tagged = LexicalQuery(phrase, phrase=True, field="tags")
        ids = [i for i, _ in tx.lexical_items(ctx.owner, tagged, 50, scope)]
        found.update({i.id: i for i in tx.items_by_ids(ctx.owner, ids) if i.is_active})
    return [i for i in found.values() if i.namespace == namespace and _states_subject(i, subject)]


_EXACT = re.compile(r"#(\d+)")


def _target(tx: StoreTx, ctx: OpContext, candidate: Candidate, namespace: str, category: str) -> Item | None:
    pool: list[Item] = []
    exact = _EXACT.fullmatch((candidate.target_hint or "").strip()) if candidate.op == "update" else None
    if exact is not None:  # "#<id>": exactly that item (the LLM extractor's validated target), or none
        item = tx.get_item(ctx.owner, int(exact.group(1)))
        return item if item is not None and item.is_active and item.namespace == namespace else None
    if candidate.op == "update" and candidate.target_hint and candidate.target_hint.strip():
        hinted = tx.find_active_by_substring(ctx.owner, candidate.target_hint.strip(), 50)
        pool = [i for i in hinted if i.namespace == namespace]
    if not pool and candidate.subject:
        pool = _by_subject(tx, ctx, candidate.subject.strip().lower(), namespace)
        if candidate.op == "add":
            pool = [i for i in pool if i.category == category]
    if not pool:
        return None
    return sorted(pool, key=lambda i: (i.category != category, -i.recorded_at.timestamp(), -i.id))[0]


def _supersede(
    tx: StoreTx,
    ctx: OpContext,
    old: Item,
    text: str,
    category: str,
    confidence: float,
    provenance: Provenance,
    tags: tuple[str, ...],
) -> WriteResult:
    """An extracted correction: the shared bitemporal update, as source "extracted"."""
    return supersede_in(
        tx,
        ctx,
        old,
        content=text,
        category=category,
        summary=None,
        detail=old.detail,
        tags=tags,
        source="extracted",
        provenance=provenance,
        confidence=confidence,
    )


def reconcile(
    tx: StoreTx,
    ctx: OpContext,
    candidates: Sequence[Candidate],
    *,
    namespace: str,
    session_id: str,
    turns: Sequence[Turn],
) -> tuple[list[WriteResult], list[Skipped]]:
    saved: list[WriteResult] = []
    skipped: list[Skipped] = []
    # Provenance names turns the way the caller does: its own turn id when it gave one, else engram's.
    caller_ids = {str(t.id): (t.external_id or str(t.id)) for t in turns}
    at = max((t.at for t in turns), default=ctx.now())
    for ended in expire_trips(tx, ctx, namespace, at):
        skipped.append((ended.item.content, f"temporary stay ended (#{ended.item.id})"))
    slots = SlotReconciler(tx, ctx, namespace, at)
    for candidate in candidates:
        try:
            text = v.content(candidate.content, ctx.policy)
            category = v.category(candidate.category, ctx.policy)
            confidence = v.confidence(candidate.confidence)
        except InvalidInput as exc:
            skipped.append((candidate.content, f"invalid: {exc.message}"))
            continue
        if not grounded(candidate, turns):
            skipped.append((text, "not grounded in the session's turns"))
            continue
        provenance = Provenance(session_id, tuple(caller_ids[i] for i in candidate.turn_ids if i in caller_ids))
        if candidate.slot is not None:
            outcome = slots.apply(candidate, provenance, confidence or 0.0)
            saved.extend(outcome.saved)
            skipped.extend(outcome.skipped)
            skipped.extend((e.item.content, f"no longer holds: ended #{e.item.id}") for e in outcome.ended)
            continue
        subject = (candidate.subject or "").strip().lower()
        tags = (f"subject:{subject}"[:64],) if subject else ()
        key = v.content_key(text)
        target = _target(tx, ctx, candidate, namespace, category)
        hint = (candidate.target_hint or "").strip()
        if target is None and candidate.op == "update" and _EXACT.fullmatch(hint):
            skipped.append((text, f"update target {hint} is not an active memory here"))
            continue
        if target is not None and v.content_key(target.content) == key:
            skipped.append((text, f"already remembered (#{target.id})"))
            continue
        if target is not None and _explicit(target):
            skipped.append(
                (text, f"conflicts with explicit memory #{target.id}; an extracted memory never overrides it")
            )
            continue
        if target is not None:
            clash = tx.find_active_duplicate(ctx.owner, namespace, category, key)
            if clash is not None:
                skipped.append((text, f"already remembered (#{clash.id})"))
                continue
            saved.append(_supersede(tx, ctx, target, text, category, confidence or 0.0, provenance, tags))
            continue
        again = None
        if candidate.op == "add" and tx.find_active_duplicate(ctx.owner, namespace, category, key) is None:
            again = restated(tx, ctx, text, category, namespace)
        if again is not None:  # the same fact in other words: confirm it, never a second line
            tx.set_last_confirmed(ctx.owner, again.id, ctx.now())
            skipped.append((text, f"restates #{again.id}; confirmed"))
            continue
        result = remember_in(
            tx,
            ctx,
            text,
            namespace=namespace,
            category=category,
            summary=None,
            detail=None,
            tags=tags,
            source="extracted",
            confidence=confidence,
            provenance=provenance,
        )
        if result.created:
            saved.append(result)
        else:
            skipped.append((text, f"already remembered (#{result.item.id})"))
    return saved, skipped
