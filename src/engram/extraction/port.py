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


@runtime_checkable
class Extractor(Protocol):
    def extract(
        self, turns: Sequence[ExtractInput], *, session_id: str | None, summary: str | None
    ) -> list[Candidate]: ...


class RuleExtractor:
    """The offline, deterministic default: engram's rule-based extractor (user turns only)."""

    name = "rules"

    def extract(
        self, turns: Sequence[ExtractInput], *, session_id: str | None, summary: str | None = None
    ) -> list[Candidate]:
        from engram.extraction.rules import extract  # the grammar loads when first used

        return extract(turns, session_id=session_id)
