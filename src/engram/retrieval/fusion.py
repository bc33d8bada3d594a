"""Score fusion and the boosts applied after it. Pure functions over plain dicts of scores.

The recipe (weights and boosts) was chosen on the LoCoMo dev set with leave-one-conversation-out
checks; see docs/benchmarks.md. Nothing here knows about LoCoMo.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class RecallRecipe:
    """The declarative retrieval configuration (graphiti-style named recipe)."""

    candidates: int = 200  # per signal (lexical, dense) and kind
    postings_budget: int = 5_000  # lexical: drop the most common query terms beyond this many postings
    dense_floor: float = 0.15  # a candidate found only by embeddings needs at least this cosine
    dense_weight: float = 0.5  # fused = (1 - w) * lexical + w * dense, each min-max normalised
    turn_columns: tuple[float, float, float, float] = (1.0, 0.5, 0.5, 1.0)  # text, prev, next, date
    speaker_boost: float = 0.5  # turns by a participant the query names
    session_prior: float = 0.2  # x the best fused score in the turn's session
    neighbour_boost: float = 0.1  # x the best fused score of the adjacent turns
    recency_weight: float = 0.0  # items: + w * exp(-age / half-life)
    recency_half_life_days: float = 90.0
    inferred_weight: float = 0.3  # inferred items are scaled by 1 - w * (1 - confidence)


DEFAULT_RECIPE = RecallRecipe()


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
