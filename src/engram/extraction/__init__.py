"""Extraction: turning a conversation into candidate memories.

The rule-based extractor (:mod:`.rules`) is the offline default; every extractor returns
:class:`~engram.extraction.candidates.Candidate` values for the close path to reconcile
and for the manual keep / drop / edit triage.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engram.extraction.candidates import Candidate, ExtractInput, TurnLike
    from engram.extraction.port import Extractor, RuleExtractor
    from engram.extraction.rules import TEMPLATE_WORDS, extract, extract_text, summarize_lines, third_person

# Loaded on first use (module ``__getattr__``): the rule grammar compiles hundreds of patterns, and
# importing any part of this package (a ``Candidate``, the ``Extractor`` port) must not make every
# process that opens a store (the prompt hook's in-process recall, the CLI, the MCP server) pay for
# it. Only closing a session or extracting needs the grammar.
_EXPORTS = {
    "Candidate": "engram.extraction.candidates",
    "ExtractInput": "engram.extraction.candidates",
    "TurnLike": "engram.extraction.candidates",
    "Extractor": "engram.extraction.port",
    "RuleExtractor": "engram.extraction.port",
    "TEMPLATE_WORDS": "engram.extraction.rules",
    "extract": "engram.extraction.rules",
    "extract_text": "engram.extraction.rules",
    "summarize_lines": "engram.extraction.rules",
    "third_person": "engram.extraction.rules",
}


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'engram.extraction' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


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
