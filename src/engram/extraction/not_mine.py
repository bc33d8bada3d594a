"""A correction that takes a pet or a person back: "Lentil isn't actually my Holland Lop, he's my
roommate's", "Pip is not our dog, she belongs to the neighbours".

The user names what memory holds and says it is not theirs. The name is the stable part: the item
holding it is ended, whatever the slot (a slotless ending, resolved against memory by reconcile), so
"Ziggy isn't my cat" ends the line about a cat called Ziggy and touches nothing when memory has no
Ziggy. Only the user's own possessive after the copula counts: "Lentil isn't a rabbit, he's a guinea
pig" says what Lentil is, not whose.
"""

from __future__ import annotations

import re

from engram.extraction.fact_lexicon import CHILD_WORDS, PARTNER_WORDS, SPECIES
from engram.extraction.fact_values import not_a_name
from engram.extraction.slots import TypedFact

_F = re.IGNORECASE
_NOT_MINE = re.compile(
    r"^\W*(?:(?:oh|so|ok|okay|actually|sorry|wait|correction|btw|also|and)\W+)*"
    r"(?P<v>(?-i:[A-Za-z])[\w'-]*(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]*)?)\s+(?:isn['’]t|is\s+not|ain['’]t|was\s+never|wasn['’]t)\s+"
    rf"(?:actually\s+|really\s+|even\s+)?(?:my|our)\s+(?:[\w-]+\s+){{0,2}}?(?:{SPECIES}|{CHILD_WORDS}|{PARTNER_WORDS}|pet)\b",
    _F,
)


_NO_NAME = frozenset("it this that he she they there which what who one mine ours yours his hers theirs".split())


def taken_back(text: str) -> list[TypedFact]:
    """The ending of the named pet or person the user says is not theirs."""
    found = _NOT_MINE.match(text)
    if found is None or found.group("v").lower() in _NO_NAME or not_a_name(found.group("v")):
        return []
    name = found.group("v")
    return [TypedFact("?", "", "end", old=name[:1].upper() + name[1:], evidence=text, rule="not-mine")]
