"""Recall recipes: the whole ranking a user gets, as one declarative value.

A recall runs the same stages for every recipe (``retrieval/pipeline.py``); the recipe says how much
each stage counts. In order:

1. **Candidates.** For each kind searched (items, blocks, turns, digests) the store returns up to
   ``candidates`` lexical matches (BM25: FTS5 on SQLite, IDF-weighted ``ts_rank`` on PostgreSQL) and
   as many dense matches (cosine to the query's embedding). Query words found in more than
   ``postings_budget`` documents are left out of the lexical search: they barely rank anything and
   cost the most; the embeddings carry such a query.
2. **Fusion.** Each signal is min-max normalised and mixed: ``(1 - dense_weight) * lexical +
   dense_weight * dense``. A candidate found only by its embedding needs a cosine of at least
   ``dense_floor`` to stay (below that it is evidence of nothing).
3. **Turns** (conversation): the lexical index also holds each turn's neighbours and its day, weighted
   by ``turn_columns`` (text, previous, next, date); turns by a participant the query names get
   ``speaker_boost``; each turn gets ``session_prior`` x the best fused score in its session and
   ``neighbour_boost`` x the best of the turns next to it.
4. **Items** (memories): inferred ones are scaled by ``1 - inferred_weight * (1 - confidence)``
   (explicit memories count in full), plus ``recency_weight`` x a half-life decay of their age.
5. **Digests** rank by their own BM25 and recency; everything is sorted by score and cut to ``k``.

The default was chosen on the LoCoMo dev set with leave-one-conversation-out checks
(docs/benchmarks.md); ``Memory(recipe=...)`` takes any other.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

__all__ = ["DEFAULT_RECIPE", "HYBRID", "LEXICAL", "RECENT", "RECIPES", "RecallRecipe"]


@dataclass(frozen=True, slots=True)
class RecallRecipe:
    """How much each stage of a recall counts (see the module docstring for the stages)."""

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


HYBRID = RecallRecipe()
"""Lexical and dense evidence, equally weighted, with the conversational boosts: the default."""

LEXICAL = replace(HYBRID, dense_weight=0.0)
"""Words only, even when an embedder is there (what a process without the model gets anyway)."""

RECENT = replace(HYBRID, recency_weight=0.2, recency_half_life_days=30.0)
"""The default with recently recorded or confirmed memories lifted: for assistants whose users
change their minds often."""

DEFAULT_RECIPE = HYBRID

RECIPES: dict[str, RecallRecipe] = {"hybrid": HYBRID, "lexical": LEXICAL, "recent": RECENT}
"""The named recipes, by name."""
