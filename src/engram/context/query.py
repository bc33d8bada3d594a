"""The query-dependent tail of the context block: hits relevant to this prompt, under what budget is left.

The frozen part of the block stays byte-identical for the session; this tail is appended after it for
one prompt (seed 003 recall): whole hits only, best first, stopping at the first one that does not fit
(rank-monotonic), never over the budget, and every hit left out is reported.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import replace

from engram.context.block import ContextBlock, Dropped, estimate_tokens
from engram.models import Hit

HEADING = "\n## Relevant to this prompt\n"


def _line(hit: Hit) -> str:
    label = {"item": hit.category or "memory", "turn": hit.speaker or "turn", "digest": "session", "block": "note"}
    text = " ".join(hit.content.split()).replace("</memory", "<\\/memory").replace("</Memory", "<\\/Memory")
    when = "" if hit.at is None or hit.kind == "item" else f" ({hit.at.date().isoformat()})"
    return f"- ({label.get(hit.kind, hit.kind)}{when}) {text}\n"


def with_recall(
    block: ContextBlock,
    hits: Sequence[Hit],
    *,
    count: Callable[[str], int] = estimate_tokens,
) -> ContextBlock:
    """Append the hits not already in the block, whole, best first, within the block's budget."""
    fresh = [h for h in hits if not (h.kind == "item" and h.id in block.item_ids)]
    if not fresh:
        return block
    if block.format == "json":
        payload = json.loads(block.text) if block.text else {}
        taken, dropped = _take(fresh, block.budget_tokens - block.tokens - count('"recalled": [],'), count)
        payload["recalled"] = [h.to_dict() for h in taken]
        text = json.dumps(payload, ensure_ascii=False, sort_keys=True)
        return replace(block, text=text, tokens=count(text), dropped=block.dropped + dropped)
    if block.format == "background":
        room = block.budget_tokens - len(block.text)  # background budgets are characters
        lines: list[str] = []
        dropped_bg: list[Dropped] = []
        for hit in fresh:
            line = "\n- (recall) " + " ".join(hit.content.split())
            if not dropped_bg and len(line) <= room:
                lines.append(line)
                room -= len(line)
            else:
                dropped_bg.append(Dropped(hit.kind, hit.id, "max_chars"))
        text = (block.text or "") + "".join(lines)
        return replace(block, text=text, tokens=estimate_tokens(text), dropped=block.dropped + tuple(dropped_bg))
    closing = "</memory>"
    body = block.text[: -len(closing)] if block.text.endswith(closing) else block.text
    opening = "" if block.text else "<memory>\n"
    room = block.budget_tokens - (block.tokens if block.text else count(opening + closing)) - count(HEADING)
    taken, dropped = _take(fresh, room, count)
    if not taken:
        return replace(block, dropped=block.dropped + dropped)
    text = (opening if not block.text else body) + HEADING + "".join(_line(h) for h in taken) + closing
    return replace(block, text=text, tokens=count(text), dropped=block.dropped + dropped)


def _take(hits: Sequence[Hit], room: int, count: Callable[[str], int]) -> tuple[list[Hit], tuple[Dropped, ...]]:
    taken: list[Hit] = []
    dropped: list[Dropped] = []
    for hit in hits:
        cost = count(_line(hit))
        if not dropped and cost <= room:
            taken.append(hit)
            room -= cost
        else:
            dropped.append(Dropped(hit.kind, hit.id, "total budget"))
    return taken, tuple(dropped)
