"""What a change of job or home says beside its main fact.

A title said with its workplace ("went from barista to junior web developer at Pixelforge", "landed
the sous chef job at Copper Pot") names the employer too: the title frames read the title, and
:func:`employer_beside_title` reads the capitalised name right after "at / with / for" that follows
the very words of the title. A home said as a dwelling ("moved to a little house outside Aarhus",
"a new place in Leipzig") is the place after the dwelling noun (:data:`DWELLING`, stripped before
the value is read).
"""

from __future__ import annotations

import re
from dataclasses import replace

from engram.extraction.fact_values import words_match
from engram.extraction.slots import TypedFact

_F = re.IGNORECASE
_ORG_AFTER = (
    r"\s+(?:(?:job|role|position|post|gig)\s+)?(?:(?:over|out|down|up|now)\s+)?(?:at|with|for)\s+(?P<the>the\s+)?"
    r"(?P<v>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w&'.-]*(?:\s+(?:&\s+)?(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w&'.-]*){0,2}"
    # a company's legal form after its name: "Yellowfin Maritime Pte Ltd", "Nordlicht Logistik GmbH"
    r"(?:\s+(?-i:Pte|Pty|Ltd|Limited|Inc|LLC|LLP|PLC|GmbH|AG|SA|BV|NV|Co|Corp|Oy|AB|AS|ApS|SpA|Srl|KK)\.?){0,2})"
)

# "made team lead at Christmas", "senior nurse at The ...": a time or an article, never an employer
_NOT_AN_ORG = frozenset(
    "the a an my our this that last next christmas easter new year monday tuesday wednesday thursday friday "
    "saturday sunday january february march april may june july august september october november december "
    "work home school uni i".split()
)

# "a little house outside", "our new place in", "the flat just outside": the dwelling before a place
DWELLING = re.compile(
    r"^(?:(?:a|an|the|our|my)\s+)?(?:[\w-]+\s+){0,2}?(?:place|flat|house|apartment|home|condo|cottage|studio)\s+"
    r"(?:(?:just\s+)?(?:in|near|outside|on\s+the\s+edge\s+of)\s+)(?=\S)",
    _F,
)
# a home named by what it is to the user, then by name: "moved back to my hometown, Ipswich"
_HOME_NOUN = re.compile(r"(?:home\s*town|home\s+city|home\s+country|birthplace|home\s+village)", _F)


def home_named(value: str, clause: str) -> str:
    """The name a home noun stands for ("hometown" -> "Ipswich" in "my hometown, Ipswich"); ``value``
    itself when it is no home noun, "" when the noun is said without a name."""
    if not _HOME_NOUN.fullmatch(value):
        return value
    named = re.search(
        rf"{_HOME_NOUN.pattern}\s*,\s*(?P<v>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'.-]*)?)",
        clause,
        _F,
    )
    return named.group("v") if named else ""


def one_manager(facts: list[TypedFact]) -> list[TypedFact]:
    """The manager a statement names once, though two frames read it: a handover ("my manager Dev
    Patel is leaving, and Zara Ahmed is taking over") names the one leaving too, and a name read
    whole ("Ana dos Santos") is also read cut short ("Ana") by a frame that stops at its particle."""
    sets = [f for f in facts if f.slot == "manager" and f.op == "set" and f.value]
    gone = [f.old for f in sets if f.old]
    names = [f.value.replace(".", "").split() for f in sets]  # ("Prof" is "Prof. Lindqvist" cut at its dot)

    def superseded(fact: TypedFact) -> bool:
        words = fact.value.replace(".", "").split()
        shorter = any(len(n) > len(words) and n[: len(words)] == words for n in names)
        return shorter or (not fact.old and any(words_match(fact.value, g) for g in gone))

    return [f for f in facts if not (f in sets and superseded(f))]


def employer_beside_title(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """The employer a title's own words name ("junior web developer at Pixelforge"), when no frame
    read one; the title must be the user's (a role fact already read from the sentence)."""
    if any(f.slot == "employer" and f.op == "set" for f in facts):
        return facts
    for fact in facts:
        if fact.slot != "role" or fact.op != "set" or not fact.value:
            continue
        found = re.search(re.escape(fact.value) + _ORG_AFTER, text, _F)
        if found is not None and found.group("the") and not (found.group("v").isupper() or " " in found.group("v")):
            continue  # "a nanny for the Whitlocks": a household; "at the NHS", "at the Daily Grind": a workplace
        if found is not None and found.group("v").split()[0].lower() not in _NOT_AN_ORG:
            said = found.group("v").rstrip(".'")
            return [*facts, replace(fact, slot="employer", value=said, old=None, rule="employer:title")]
    return facts
