"""Extraction: turning a conversation into candidate memories.

The rule-based extractor (:mod:`.rules`) is the offline default; every extractor returns
:class:`~engram.extraction.candidates.Candidate` values for the close path to reconcile
and for the manual keep / drop / edit triage.
"""

from engram.extraction.candidates import Candidate, ExtractInput, TurnLike
from engram.extraction.port import Extractor, RuleExtractor
from engram.extraction.rules import TEMPLATE_WORDS, extract, extract_text, summarize_lines, third_person

__all__ = [
    "TEMPLATE_WORDS",
    "Candidate",
    "ExtractInput",
    "Extractor",
    "RuleExtractor",
    "TurnLike",
    "extract",
    "extract_text",
    "summarize_lines",
    "third_person",
]
