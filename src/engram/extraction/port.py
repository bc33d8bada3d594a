"""The extractor port: what the close path calls to turn a transcript into candidate memories.

The rule-based extractor is the offline default (:class:`RuleExtractor`); an LLM extractor is any
object with the same ``extract`` method. The close path has already removed engram's own injected
block and ``summarize`` turns from ``turns``; ``summary`` is the running summary of the turns
before them (context for what came earlier, never a source of candidates).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from engram.extraction.candidates import Candidate, ExtractInput
from engram.extraction.slots import Fallback
from engram.providers.base import Embedder, EmbedTexts

CALIBRATED_EMBEDDERS = ("sentence-transformers/all-MiniLM-L6-v2",)
"""The embedders the nearest-neighbour fallback's margin was calibrated with (the packaged local model)."""


def fallback_embedding(embedder: Embedder | None) -> EmbedTexts | None:
    """The embedding function the nearest-neighbour fallback may use: the packaged local model's,
    else None (no embedder, or one the fallback was never calibrated with: the grammar alone)."""
    if embedder is None or not embedder.model_name.startswith(CALIBRATED_EMBEDDERS):
        return None
    return embedder.embed_documents


@runtime_checkable
class Extractor(Protocol):
    def extract(
        self, turns: Sequence[ExtractInput], *, session_id: str | None, summary: str | None
    ) -> list[Candidate]: ...


class RuleExtractor:
    """The offline, deterministic default: engram's rule-based extractor (user turns only)."""

    name = "rules"

    def __init__(self, fallback: Fallback | None = None, *, embed: EmbedTexts | None = None) -> None:
        """``fallback`` reads the sentences the grammar finds no typed fact in; given only ``embed``,
        it is the nearest-neighbour fallback on the packaged examples, built when first used."""
        self.fallback = fallback
        self._embed = embed

    @classmethod
    def using(cls, embedder: Embedder | None) -> RuleExtractor:
        """The rule extractor, with the nearest-neighbour fallback when ``embedder`` is the packaged
        local model (:func:`fallback_embedding`), else the grammar alone."""
        return cls(embed=fallback_embedding(embedder))

    @property
    def reads_unread(self) -> bool:
        """Does a sentence the grammar reads nothing from get a second reading (the fallback)?"""
        return self.fallback is not None or self._embed is not None

    def extract(
        self, turns: Sequence[ExtractInput], *, session_id: str | None, summary: str | None = None
    ) -> list[Candidate]:
        from engram.extraction.rules import extract  # the grammar loads when first used

        if self.fallback is None and self._embed is not None:
            from engram.extraction.nearest import NearestFacts, load_examples, load_vectors

            self.fallback = NearestFacts(self._embed, load_examples(), vectors=load_vectors()).facts
        return extract(turns, session_id=session_id, fallback=self.fallback)
