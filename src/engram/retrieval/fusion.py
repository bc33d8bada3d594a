"""Score fusion: pure functions over plain dicts of scores. The weights they are given come from a
:class:`~engram.retrieval.recipes.RecallRecipe`."""

from __future__ import annotations

import math
from collections.abc import Mapping


def minmax(scores: Mapping[int, float], *, bounded: bool = False) -> dict[int, float]:
    """Scores scaled to 0..1 by their spread. One score (or all equal) has no spread: a ``bounded``
    signal (a cosine) then keeps its own value, clipped to 0..1, so a lone weak match stays weak;
    an unbounded one (BM25) counts as the best match there is (1.0)."""
    if not scores:
        return {}
    low, high = min(scores.values()), max(scores.values())
    if high <= low:
        return {k: min(max(v, 0.0), 1.0) if bounded else 1.0 for k, v in scores.items()}
    return {k: (v - low) / (high - low) for k, v in scores.items()}


def fuse(lexical: Mapping[int, float], dense: Mapping[int, float], dense_weight: float) -> dict[int, float]:
    """Weighted sum of min-max normalised lexical and dense scores; a missing signal counts as 0."""
    lex, den = minmax(lexical), minmax(dense, bounded=True)
    w = dense_weight if dense else 0.0
    keys = set(lex) | set(den)
    return {k: (1 - w) * lex.get(k, 0.0) + w * den.get(k, 0.0) for k in keys}


def recency(age_days: float, half_life_days: float) -> float:
    return math.exp(-max(age_days, 0.0) * math.log(2) / max(half_life_days, 1e-9))
