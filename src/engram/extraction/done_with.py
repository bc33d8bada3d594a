"""Ending "it": "bouldering wrecked my fingers, I'm done with it" ends bouldering.

A clause that only says something is over ("I'm done with it", "that's over for me", "no more of
that", "never again") names no value; what it ends is the topic of the clause before it in the
same sentence, that clause's subject ("bouldering", "the pottery studio"). The retraction names
that subject as the old value, so reconcile ends only a stored fact that holds it (a hobby, a tool,
a project) and nothing when none does.
"""

from __future__ import annotations

import re
from itertools import pairwise

from engram.extraction.fact_lexicon import THIRD_SUBJECT
from engram.extraction.fact_values import trim
from engram.extraction.slots import TypedFact

_F = re.IGNORECASE
_IT_IS_OVER = re.compile(
    r"^(?:(?:i'm|i\s+am|im)\s+(?:so\s+|totally\s+|completely\s+|officially\s+)?(?:done|finished|through)\s+with\s+(?:it|that|them)"
    r"|(?:that|it)(?:'s|\s+is)\s+(?:over|done)(?:\s+for\s+me)?|no\s+more\s+of\s+(?:it|that)|never\s+again)$",
    _F,
)
# the subject of the clause before: a noun phrase up to its verb ("bouldering wrecked ...")
_SUBJECT = re.compile(
    r"^(?:the\s+|my\s+)?(?P<s>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)\s+(?:\w+ed|is|was|has|had|got|gets|kills|hurts|ruins|wrecks|"
    r"broke|took|made|makes|wore|gave|cost|costs)\b",
    _F,
)
_NOT_A_SUBJECT = frozenset(
    "i we i've we've i'd haven't hasn't hadn't have has had just really never not been also still it that this "
    "they he she you".split()
)


def ended_topic(clauses: list[str]) -> list[TypedFact]:
    """A retraction of the previous clause's subject for each clause that says "it" is over."""
    out: list[TypedFact] = []
    for before, clause in pairwise(clauses):
        if not _IT_IS_OVER.match(clause.strip(" ,.;!")) or THIRD_SUBJECT.match(before.strip()):
            continue
        subject = _SUBJECT.match(before.strip())
        old = trim(subject.group("s")) if subject else ""
        if old and old.split()[0].lower() in _NOT_A_SUBJECT:  # "haven't touched my guitar ...": no subject said
            old = ""
        if old:
            out.append(TypedFact("?", "", "end", old=old, evidence=f"{before}, {clause}", rule="retract:it"))
    return out
