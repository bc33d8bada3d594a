"""What a rule found (a hit) and the subject key and category it is filed under."""

from __future__ import annotations

import re
from dataclasses import dataclass

from engram.extraction.lexicon import (
    _FACT_HEADS,
    _KEY_DROP,
    _KIN,
    _PREF_MODS,
    _PROFILE_ATTRS,
    _PROFILE_PHRASES,
    _PROJECT_HEADS,
    _STOP,
    _SUBJECT_HEAD_SYNONYMS,
    _SUBJECT_MODS,
    _SUBJECT_SYNONYMS,
)
from engram.extraction.rewriting import _compose, _meaningful
from engram.extraction.slots import TypedFact
from engram.extraction.statements import _T

# ---- hits ----------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Hit:
    head: str
    value: str
    category: str
    confidence: float
    rule: str
    evidence: str
    subject: str | None = None
    op: str = "add"
    target_hint: str | None = None
    fact: TypedFact | None = None

    @property
    def content(self) -> str:
        return _compose(self.head, self.value)


def _hit(
    clause: _T,
    head: str,
    value: str,
    category: str,
    confidence: float,
    rule: str,
    subject: str | None = None,
    *,
    check: bool = True,
) -> _Hit | None:
    if not value or (check and not _meaningful(value)):
        return None
    return _Hit(head, value, category, confidence, rule, " ".join(clause.o.split()), subject)


def _subject_key(raw: str) -> str:
    text = raw.lower().replace("’", "'").replace("-", " ").replace("_", " ")
    text = re.sub(r"'s\b|s'(?=\s|$)|'", lambda m: "s" if m.group(0) == "s'" else "", text)
    text = " ".join(text.split())
    for old, new in _SUBJECT_SYNONYMS:
        text = re.sub(rf"\b{re.escape(old)}\b", new, text)
    words = [w for w in text.split() if w not in _KEY_DROP] or text.split()
    if words and words[-1] in _SUBJECT_HEAD_SYNONYMS:
        words[-1] = _SUBJECT_HEAD_SYNONYMS[words[-1]]
    return " ".join(words)


_NOT_OWN_BOSS = re.compile(  # "my skip-level manager", "my team lead's manager" (key has no "'s")
    r"\bskip\s*level\b|\b(?:manager|boss|supervisor|lead|leader)s?\s+(?:manager|boss|supervisor)\b"
)


def _classify_subject(key: str) -> str | None:
    """The category of a "my X is Y" statement, or None when X is not a durable attribute."""
    words = key.split()
    if not words:
        return None
    if words[0] in _PREF_MODS or "favorite" in words:
        return "preference"
    core = [w for w in words if w not in _SUBJECT_MODS] or words
    head = core[-1]
    if _NOT_OWN_BOSS.search(key):  # "my skip-level manager", "my team lead's manager": not the user's
        return None
    if any(w in _KIN for w in core) or key in _PROFILE_PHRASES or " ".join(core) in _PROFILE_PHRASES:
        return "profile"
    if head in _PROFILE_ATTRS:
        return "profile"
    if head in _PROJECT_HEADS:
        return "project"
    if head in _FACT_HEADS:
        return "fact"
    return None


def _looks_like_name(value: str) -> bool:
    words = value.split()
    return 1 <= len(words) <= 3 and all(w[:1].isupper() for w in words) and words[0].lower() not in _STOP
