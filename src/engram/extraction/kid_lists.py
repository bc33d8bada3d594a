"""The user's own children listed with their ages: "kids are Ada, 7, and Ben, 3", "I have one kid,
Arlo, 9 years old", "two kids: Ada 9 and Ben 4" (a bare age after each name counts only in a list of
two or more, so "my kids love level 5" names nobody).

A possessive other than the user's refuses the list ("my sister's kids are ...").
"""

from __future__ import annotations

import re

from engram.extraction.fact_lexicon import THIRD_PARTY
from engram.extraction.fact_values import not_a_name, person
from engram.extraction.slots import TypedFact, slot_key

_F = re.IGNORECASE
OTHERS_POSSESSIVE = re.compile(r"\b(?:my|our)\s+(?:\w+\s+)?" + THIRD_PARTY + r"'s\b", _F)
# an age update says when ("today", "now", "turned", "birthday")
AGE_CUE = re.compile(r"\b(?:today|now|already|as\s+of|turn|turned|turning|birthday|celebrat)", _F)
_KIDS_LIST = re.compile(
    r"(?:^(?:(?:have|got)\s+\w+\s+)?|\b(?:my|our)\s+|\b(?:i|we)(?:\s+have|'ve\s+got|\s+have\s+got|\s+got)\s+(?:\w+\s+){0,2})(?:\w+\s+)?"
    r"(?:kids?|children|child|sons?|daughters?|twins|little\s+ones|boys|girls)\b|"
    r"\b(?:my|our)\s+(?:two|three|four|five|2|3|4|5)\s+(?:are|:)",  # "my two are fergus (8) and tindra (2)"
    _F,
)
_OTHERS_KIDS = re.compile(
    r"\b(?:\w+'s|his|her|their|your)\s+(?:\w+\s+)?(?:kids?|children|child|sons?|daughters?)\b", _F
)
_NOT_KID_NAME = frozenset(
    "age aged number total count year class grade size level one two three she he it this that".split()
)
_NOT_A_UNIT = r"(?!\s*(?:am|pm|%|:|\.\d|kg|km|minutes|hours|days|weeks|months|th|st|nd|rd)\b)"
_JOINED = r"(?:\s+is\s+|\s*\(\s*(?:age\s+|aged\s+)?|\s*,\s*(?:age\s+|aged\s+)?)"
# a bare age: "Ada 9 and Ben 4", read up to the list's next comma, "and" or the end
_BARE = r"\s+(?=\d{1,2}\s*(?:$|[,;&)]|and\b))"
_NAME_AGE_LOWER = re.compile(rf"\b(?P<v>[a-z][\w'-]+)(?:{_JOINED}|(?P<bare>{_BARE}))(?P<age>\d{{1,2}})\b{_NOT_A_UNIT}")
_NAME_AGE = re.compile(
    rf"\b(?P<v>(?-i:[A-Z])[\w'-]+)(?:{_JOINED}|(?P<bare>{_BARE}))(?P<age>\d{{1,2}})\b{_NOT_A_UNIT}", _F
)


def listed_children(text: str) -> list[TypedFact] | None:
    """The children a list in ``text`` names with their ages, or None when it lists no children."""
    if not _KIDS_LIST.search(text) or _OTHERS_KIDS.search(text) or OTHERS_POSSESSIVE.search(text):
        return None
    named = _NAME_AGE if text != text.lower() else _NAME_AGE_LOWER  # all lower case: any word names
    found = [
        m
        for m in named.finditer(text)
        if not (not_a_name(m.group("v")) or m.group("v").lower() in _NOT_KID_NAME)
        and person(m.group("v"), clause_lower=True)
    ]
    if sum(1 for m in found if m.group("bare") is not None) < 2:
        found = [m for m in found if m.group("bare") is None]
    return [
        TypedFact(
            f"child:{slot_key(m.group('v'))}",
            m.group("v"),
            "set",
            qualifiers=(("age", m.group("age")),),
            evidence=text,
            rule="child:list",
        )
        for m in found
    ]
