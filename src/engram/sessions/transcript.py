"""Preparing a session's transcript for extraction, digests and summaries (self-amplification guards).

engram must never learn from its own output: the injected ``<memory>`` block and aish's
``[background]`` block are cut out of every turn, and turns that answered a summarize request
(``meta`` ``{"meta": "summarize"}`` or ``{"kind": "summarize"}``, docs/decisions.md#shell) are dropped.
Grounding checks that a candidate memory is supported by the text that is left.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import replace

from engram.extraction.candidates import Candidate, is_summarize_turn
from engram.models import Turn
from engram.text import terms

_MEMORY_BLOCK = re.compile(r"<memory>.*?(?:</memory>|\Z)", re.IGNORECASE | re.DOTALL)
_BACKGROUND_BLOCK = re.compile(r"^\[background\][^\n]*(?:\n[ \t]*- [^\n]*)*\n?", re.MULTILINE)
_BLANK_RUNS = re.compile(r"\n{3,}")


def strip_injected(text: str) -> str:
    """The text without engram's injected ``<memory> … </memory>`` and ``[background]`` blocks."""
    cut = _BACKGROUND_BLOCK.sub("", _MEMORY_BLOCK.sub("", text))
    return _BLANK_RUNS.sub("\n\n", cut).strip()


def clean_turns(turns: Iterable[Turn]) -> list[Turn]:
    """Turns fit to learn from: summarize turns dropped, injected blocks cut, emptied turns dropped."""
    out: list[Turn] = []
    for turn in turns:
        if is_summarize_turn(turn):
            continue
        text = strip_injected(turn.text)
        if text:
            out.append(turn if text == turn.text else replace(turn, text=text))
    return out


def _norm(text: str) -> str:
    return " ".join(text.casefold().replace("’", "'").split())


def _stem(word: str) -> str:
    word = word.rstrip("s")
    return word[:5]


def grounded(candidate: Candidate, turns: Sequence[Turn]) -> bool:
    """True when the candidate is supported by the turns: its evidence occurs in them verbatim (case
    and spacing aside), or, without evidence, most of its content words do."""
    hay = _norm("\n".join(t.text for t in turns))
    if candidate.evidence.strip() and _norm(candidate.evidence) in hay:
        return True
    words = {_stem(w) for w in terms(candidate.content)}
    if not words:
        return False
    present = {_stem(w) for w in terms(hay)}
    return len(words & present) / len(words) >= 0.6
