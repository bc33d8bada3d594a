"""Assembling the context block for a session, and freezing it for that session's lifetime.

The first rendering for a session id is stored; every later call in that session returns the
same bytes, so writes made mid-session land in the next session (docs/decisions.md#chat-app) and a model's prefix
cache stays valid.
"""

from __future__ import annotations

import hashlib
import json

from engram import validation as v
from engram.context import block as render
from engram.context.block import ContextBlock, Dropped
from engram.errors import InvalidInput
from engram.operation import OpContext
from engram.store.base import ItemQuery

FORMATS = ("markdown", "background", "json")
DIARY_SEGMENT = "dreams"


def build(
    ctx: OpContext,
    *,
    session_id: str | None = None,
    budget_tokens: int = 1500,
    per_category: dict[str, int] | None = None,
    format: str = "markdown",
    namespace: str | None = None,
    max_chars: int | None = None,
) -> ContextBlock:
    if format not in FORMATS:
        raise InvalidInput(f"unknown context format {format!r}: use one of {', '.join(FORMATS)}")
    if not isinstance(budget_tokens, int) or budget_tokens < 1 or budget_tokens > 200_000:
        raise InvalidInput("budget_tokens must be a whole number from 1 to 200000")
    caps: dict[str, int] = {}
    for name, value in (per_category or {}).items():
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise InvalidInput(f"per_category[{name!r}] must be a whole number of tokens (0 or more)")
        caps[v.category(name, ctx.policy)] = value
    if max_chars is not None and (isinstance(max_chars, bool) or not isinstance(max_chars, int) or max_chars < 1):
        raise InvalidInput("max_chars must be a whole number of characters (1 or more)")
    if isinstance(budget_tokens, bool):
        raise InvalidInput("budget_tokens must be a whole number from 1 to 200000")
    prefix = v.namespace_prefix(namespace)
    key = hashlib.sha256(
        json.dumps([format, budget_tokens, sorted(caps.items()), prefix, max_chars]).encode()
    ).hexdigest()[:32]
    if session_id is not None:
        from engram.sessions.log import session_id as valid_session_id

        session_id = valid_session_id(session_id)
        with ctx.store.read() as tx:
            stored = tx.get_snapshot(ctx.owner, session_id, key)
        if stored is not None:
            return _load(stored, session_id)
    with ctx.store.read() as tx:
        items = tx.find_items(ItemQuery(owner=ctx.owner, namespace=prefix))
        # The dream diary (``<ns>/dreams/<day>``) is engram's own log of consolidation: recallable,
        # never injected (the core it produced is).
        blocks = [b for b in tx.list_active_blocks(ctx.owner, prefix) if DIARY_SEGMENT not in b.namespace.split("/")]
    if format == "background":
        block = render.render_background(items, max_chars=max_chars or min(2000, budget_tokens * 4))
    else:
        block = render.render_markdown(
            blocks, items, ctx.policy.categories, budget_tokens=budget_tokens, per_category=caps
        )
        if format == "json":
            block = render.render_json(block, blocks, items)
    if session_id is None:
        return block
    with ctx.store.write() as tx:
        stored = tx.put_snapshot(ctx.owner, session_id, key, json.dumps(block.to_dict()), ctx.now())
    return _load(stored, session_id)


def _load(payload: str, session_id: str) -> ContextBlock:
    data = json.loads(payload)
    return ContextBlock(
        text=data["text"],
        format=data["format"],
        tokens=data["tokens"],
        budget_tokens=data["budget_tokens"],
        item_ids=tuple(data["item_ids"]),
        block_ids=tuple(data["block_ids"]),
        dropped=tuple(Dropped(d["kind"], d["id"], d["reason"]) for d in data["dropped"]),
        session_id=session_id,
        frozen=True,
    )
