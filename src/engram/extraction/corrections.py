"""Correction patterns and how a correction turns an earlier hit into an update."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from engram.extraction.hits import _Hit
from engram.extraction.lexicon import _DEICTIC_START, _PREPOSITIONS, CONF_CORRECTION
from engram.extraction.statements import _FLAGS, _words

# wrappers: corrections
_CORRECTION = re.compile(
    r"^(?:(?:actually|correction|to clarify|let me correct (?:that|myself)|scratch that|update|no|nope|nah|"
    r"not quite|wrong)\s*[,:;!.\-—–]+\s*|(?:actually|no|nope)\s+(?=it's\b|it is\b|that's\b|i meant\b|"
    r"my\b|i\b|i'm\b|call\b|not\b|we\b|let's\b))",
    _FLAGS,
)
_ACTUALLY_BARE = re.compile(r"^actually\s+", _FLAGS)
_MEANT = re.compile(r"^(?:i meant(?: to say)?|what i meant (?:was|is)|i mean)\b[\s,:]*", _FLAGS)
_NOT_BUT = re.compile(r"^not\s+(?P<old>.+?)\s*,?\s+but\s+(?P<new>.+)$", _FLAGS)
_TRAILING_NOT = re.compile(
    r"(?:\s*,\s*(?:not|rather than|instead of)|\s+(?:rather than|instead of))\s+(?P<old>[^,;]{1,60}?)\s*[.!]*$",
    _FLAGS,
)
_REPLACEMENT = re.compile(
    r"^(?:it's|it is|its|that's|that is|he's|he is|she's|she is|they're|they are|it should be|should be|"
    r"make it|make that|change it to|"
    r"change that to|change it|change that|set it to|set that to)\s+(?P<new>.+)$",
    _FLAGS,
)
_CORRECTION_STATEMENT = re.compile(
    r"^(?P<subj>(?:the|our|this|my)\s+[^\W\d][\w' -]{0,40}?)\s+(?:is|are)\s+(?P<v>.+)$",
    _FLAGS,
)
_IT_NOT = re.compile(r"^(?:it's|it is)\s+(?P<new>[^,]{1,60}?)\s*,?\s+not\s+(?P<old>.{1,60})$", _FLAGS)

_SUBJECTS = frozenset("i i'm i've i'd i'll we we're we've he she they you".split())
_SMALL_VALUES = frozenset(
    "fine ok okay good great alright nothing correct right true wrong false cool sure yes no".split()
)


def _mark_update(hit: _Hit, old: str | None, context: Sequence[_Hit]) -> _Hit:
    hint = old or hit.subject
    if hint is None:
        earlier = next((h for h in reversed(context) if h.rule == hit.rule), None)
        hint = earlier.value if earlier is not None else hit.head.strip() or hit.content
    return replace(
        hit,
        op="update",
        target_hint=hint,
        confidence=max(hit.confidence, CONF_CORRECTION),
        rule=f"correction:{hit.rule}",
    )


def _same_shape(old: str, new: str, subject: str) -> bool:
    """Could ``new`` stand where ``old`` stood? "No, it's Max" may replace "Rex"; "No, it's in lexer.py"
    may not replace a dog's name, nor a word replace a number."""
    words = [w for w in _words(new) if w not in subject.split()]
    # a reply with its own subject ("Nah, I haven't.") answers; it names no new value
    if not words or words[0] in _PREPOSITIONS or words[0] in _DEICTIC_START or words[0] in _SUBJECTS or "'" in words[0]:
        return False
    if any(c.isdigit() for c in old) != any(c.isdigit() for c in new):
        return False
    return old[:1].isupper() == new[:1].isupper() or not old[:1].isalpha()


def _replacement(earlier: _Hit, value: str, old: str, evidence: str) -> _Hit:
    return replace(
        earlier,
        value=value,
        op="update",
        target_hint=old,
        confidence=max(earlier.confidence, CONF_CORRECTION),
        rule=f"correction:{earlier.rule}",
        evidence=evidence,
    )
