"""What a statement says a technology is there for, and mentions of one that are no use of it.

A store is a database by its name, but chat says what it does in the project: "Postgres for data
and Redis for caching" is a database and a cache, not two databases (which would decide neither);
"Postgres as the job queue" is the project's queue. And a technology's name is sometimes no
technology of the project at all: the user paying with a payment service ("I paid for the domain
with Stripe"), or a person who bears the name ("Jenkins from accounting keeps emailing me").
Used by :mod:`engram.extraction.decision_first`.
"""

from __future__ import annotations

import re
from dataclasses import replace

from engram.extraction.slots import TypedFact

_F = re.IGNORECASE

# what a store is said to be for: "Redis for caching", "Postgres as the job queue", "search is Postgres"
_PURPOSES = (
    ("cache", r"cach(?:e|es|ing)"),
    ("queue", r"(?:(?:job|task|message|background|work|event)\s+)?(?:queues?|jobs|broker|pub/?sub|workers)"),
    ("search", r"(?:full[\s-]text\s+)?(?:search|indexing)"),
)


def purpose(text: str, start: int, end: int, kind: str | None) -> str | None:
    """A store's kind as the statement says it is used, when it says so ("Redis for caching" is a
    cache, "Postgres for the job queue" a queue, "Marigold's cache is Redis"); its kind in the
    lexicon otherwise."""
    if kind not in ("database", "backend"):
        return kind
    for purpose, form in _PURPOSES:
        after = rf"^\s+(?:for|as)\s+(?:(?:the|a|an|our|its|my|main|primary)\s+)*(?:{form})\b"
        before = rf"\b(?:{form})\s*(?:is|=|:|-)\s*(?:(?:just|now|basically)\s+)?$"
        if re.match(after, text[end:], _F) or re.search(before, text[:start], _F):
            return purpose
    return kind


def repurposed(fact: TypedFact, text: str) -> TypedFact:
    """A frame's stack fact in the slot of what the statement says the store is for."""
    family = fact.slot.split(":")
    if family[0] != "project" or len(family) != 3 or family[2] not in ("database", "backend") or not fact.value:
        return fact
    for found in re.finditer(rf"(?<![\w.-]){re.escape(fact.value)}(?![\w-])", text, _F):
        kind = purpose(text, found.start(), found.end(), family[2])
        if kind != family[2]:
            return replace(fact, slot=f"{family[0]}:{family[1]}:{kind}")
    return fact


# the user paying for something, not the project taking payments: "I paid for the domain with Stripe"
PAID_WITH = re.compile(
    r"\b(?:i|we)\s+(?:just\s+)?(?:paid|pay|bought|buy|purchased|ordered|tipped|donated|renewed)\b", _F
)
# a person with a technology's name: "Jenkins from accounting", "Clerk emailed me"
PERSON_AFTER = re.compile(
    r"^\s+(?:from\s+(?:accounting|hr|sales|marketing|finance|legal|ops|it|support|work|the\s+office|next\s+door)\b|"
    r"(?:keeps\s+|just\s+|finally\s+)?(?:emailing|emailed|called|calling|texted|texting|asked|asking|messaged|said|"
    r"says|told|thinks|wants|replied|dm'd|pinged|is\s+(?:my|our)\s+\w+)\b)",
    _F,
)
