"""Where to cut a long session so the model's input view fits its budget (seed 001, "long chats").

Tokens are estimated as characters / 4 (:func:`engram.context.block.estimate_tokens`). When the
turns exceed ``threshold × budget``, the newest turns that fit are kept verbatim and everything
before them is replaced by a running summary, which gets a quarter of the target.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engram.context.block import estimate_tokens

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
