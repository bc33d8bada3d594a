"""The query-dependent tail of the context block: hits relevant to this prompt, under what budget is left.

The frozen part of the block stays byte-identical for the session; this tail is appended after it for
one prompt: whole hits only, best first, never over the budget, and every hit left out is reported.
A hit too long to fit the room on its own is skipped (reported as too long); among the others packing
stops at the first one that does not fit what is left (rank-monotonic). Hit text passes
:func:`engram.fences.neutralise`, like everything else in the block (docs/security.md).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import replace

from engram.context.block import (
    BACKGROUND_HEADER,
    PREAMBLE,
    TOO_LONG_FOR_MAX_CHARS,
    TOO_LONG_FOR_TOTAL,
    TOTAL_BUDGET,
    ContextBlock,
    Dropped,
    estimate_tokens,
)
from engram.fences import neutralise
from engram.models import Hit

HEADING = "\n## Relevant to this prompt\n"


def _line(hit: Hit) -> str:
    label = {"item": hit.category or "memory", "turn": hit.speaker or "turn", "digest": "session", "block": "note"}
    text = neutralise(" ".join(hit.content.split()))
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
        payload["recalled"] = [{**h.to_dict(), "content": neutralise(h.content)} for h in taken]
        text = json.dumps(payload, ensure_ascii=False, sort_keys=True)
        return replace(block, text=text, tokens=count(text), dropped=block.dropped + dropped)
    if block.format == "background":
        head = block.text or BACKGROUND_HEADER  # recall lines never appear without the header
        room = block.budget_tokens - len(head)  # background budgets are characters
        lines: list[str] = []
        dropped_bg: list[Dropped] = []
        whole_room, full = room, False
        for hit in fresh:
            line = "\n- (recall) " + neutralise(" ".join(hit.content.split()))
            if len(line) > whole_room:
                dropped_bg.append(Dropped(hit.kind, hit.id, TOO_LONG_FOR_MAX_CHARS))
            elif not full and len(line) <= room:
                lines.append(line)
                room -= len(line)
            else:
                full = True
                dropped_bg.append(Dropped(hit.kind, hit.id, "max_chars"))
        text = head + "".join(lines) if lines else block.text
        return replace(block, text=text, tokens=estimate_tokens(text), dropped=block.dropped + tuple(dropped_bg))
    closing = "</memory>"
    body = block.text[: -len(closing)] if block.text.endswith(closing) else block.text
    opening = "" if block.text else "<memory>\n" + PREAMBLE + "\n"
    room = block.budget_tokens - (block.tokens if block.text else count(opening + closing)) - count(HEADING)
    taken, dropped = _take(fresh, room, count)
    if not taken:
        return replace(block, dropped=block.dropped + dropped)
    text = (opening if not block.text else body) + HEADING + "".join(_line(h) for h in taken) + closing
    return replace(block, text=text, tokens=count(text), dropped=block.dropped + dropped)


def _take(hits: Sequence[Hit], room: int, count: Callable[[str], int]) -> tuple[list[Hit], tuple[Dropped, ...]]:
    taken: list[Hit] = []
    dropped: list[Dropped] = []
    whole_room = room
    stopped = False
    for hit in hits:
        cost = count(_line(hit))
        if cost > whole_room:
            dropped.append(Dropped(hit.kind, hit.id, TOO_LONG_FOR_TOTAL))
        elif not stopped and cost <= room:
            taken.append(hit)
            room -= cost
        else:
            stopped = True
            dropped.append(Dropped(hit.kind, hit.id, TOTAL_BUDGET))
    return taken, tuple(dropped)
