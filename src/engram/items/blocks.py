"""Blocks: named, versioned text documents per namespace and optional category (core memory).

A missing block reads as "" (docs/decisions.md#assistant); a write that would pass the size cap is refused whole,
never truncated; every write keeps the previous version.
"""

from __future__ import annotations

from engram import validation as v
from engram.errors import InvalidInput
from engram.models import Block, BlockResult
from engram.operation import OpContext


def _category(ctx: OpContext, category: str | None) -> str | None:
    return None if category is None or not str(category).strip() else v.category(category, ctx.policy)


def block_key(ctx: OpContext, namespace: str, category: str | None) -> tuple[str, str | None]:
    """One name per document: ``("user", "facts")`` and ``"user/facts"`` are the same block
    (docs/decisions.md#assistant).

    A namespace whose last segment is a category (or its plural alias) is read as that category
    of its parent namespace.
    """
    ns, cat = v.namespace(namespace), _category(ctx, category)
    if cat is None and "/" in ns:
        parent, last = ns.rsplit("/", 1)
        try:
            return parent, v.category(last, ctx.policy)
        except InvalidInput:
            return ns, None
    return ns, cat


def block_get(ctx: OpContext, namespace: str, category: str | None = None) -> Block | None:
    ns, cat = block_key(ctx, namespace, category)
    with ctx.store.read() as tx:
        return tx.get_active_block(ctx.owner, ns, cat)


def block_read(ctx: OpContext, namespace: str, category: str | None = None) -> str:
    block = block_get(ctx, namespace, category)
    return "" if block is None else block.content


def block_write(
    ctx: OpContext, namespace: str, content: str, *, category: str | None = None, mode: str = "replace"
) -> BlockResult:
    ns, cat = block_key(ctx, namespace, category)
    if mode not in ("append", "replace"):
        raise InvalidInput(f"unknown mode {mode!r}: use 'append' or 'replace'")
    v.no_bidi(v.text_value(content, "block content"), "block content")
    text = v.clean_text(content) if mode == "append" else v.utf8_safe(content).replace("\x00", "")
    text = v.secret_free(text)
    if mode == "append" and not text:
        raise InvalidInput("nothing to append: the text is empty")
    with ctx.store.write() as tx:
        old = tx.get_active_block(ctx.owner, ns, cat)
        if mode == "append" and old is not None and old.content:
            joined = old.content if old.content.endswith("\n") else old.content + "\n"
            new_text = joined + text
        else:
            new_text = text
        if len(new_text) > ctx.policy.max_block_chars:
            raise InvalidInput(
                f"block {ns}{'/' + cat if cat else ''} would be {len(new_text)} characters; the limit is "
                f"{ctx.policy.max_block_chars}. Nothing was written: shorten it or raise max_block_chars.",
                details={"length": len(new_text), "limit": ctx.policy.max_block_chars},
            )
        now = ctx.now()
        if old is not None:
            tx.end_block(ctx.owner, old.id, now)
        new = tx.insert_block(ctx.owner, ns, cat, new_text, (old.version + 1) if old else 1, now)
        event = tx.insert_event(
            ctx.owner,
            ns,
            now,
            ctx.actor,
            "block_write",
            "block",
            new.id,
            None if old is None else old.to_dict(),
            new.to_dict() | {"mode": mode},
        )
        return BlockResult(new, event)


def block_list(ctx: OpContext, namespace_prefix: str | None = None) -> list[Block]:
    prefix = v.namespace_prefix(namespace_prefix)
    if prefix is not None:
        ns, cat = block_key(ctx, prefix, None)
        if cat is not None:  # "user/preferences" names one block: (user, preference)
            with ctx.store.read() as tx:
                found = tx.get_active_block(ctx.owner, ns, cat)
                return [] if found is None else [found]
    with ctx.store.read() as tx:
        return tx.list_active_blocks(ctx.owner, prefix)
