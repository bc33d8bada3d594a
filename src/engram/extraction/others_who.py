"""A frame's match whose subject is somebody else, though the clause opens with the user's own request.

"write a post for my cousin Anjali who just got promoted to senior paralegal" and "why do some people
become allergic to peanuts?" start with the user, so the clause's subject check passes; but the words
right before the match make another person its subject: a relative "who" hanging on a relative, a
colleague or a name, or people in general. A "who" after the user ("as someone who is allergic to
nuts", "people like me who ...") stays the user's.
"""

from __future__ import annotations

import re

from engram.extraction.fact_lexicon import THIRD_PARTY

_F = re.IGNORECASE
# what may stand between the subject and the frame's first word: "who has just been", "people become"
_AUX = (
    r"(?:(?:just|finally|recently|already|also|still|now|officially|really|has|have|had|been|got|get|gets|getting|"
    r"become|became|becomes|becoming|is|are|was|were|being|go|goes|went)\s+)*"
)
# somebody else, then "who": "my cousin Anjali who", "Tomás, who"
_OTHER = rf"(?:\b{THIRD_PARTY}|(?-i:\b[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-öø-ÿā-ž]+))\s*,?\s+"
_OTHER_BEFORE = re.compile(
    rf"(?:{_OTHER}who(?:['’](?:s|re|ve)\s+|\s+)|"
    r"\b(?:(?:some|many|most|other|certain|a\s+lot\s+of)\s+)?(?:people|folks|someone|somebody|everyone|everybody|"
    r"anyone|anybody)\s+)"
    rf"{_AUX}$",
    _F,
)


_RELATIVE = re.compile(
    rf"{_OTHER}(?P<who>who)(?:['’](?:s|re|ve)|\s)(?!\s*(?:i|we)\b)",
    _F,
)


def before_relative(clause: str) -> str:
    """The clause up to a relative clause about somebody else ("a post for my cousin Anjali | who just got promoted
    at Clifford Chance"), for readings that look at a whole clause rather than a frame's match."""
    found = _RELATIVE.search(clause)
    return clause if found is None else clause[: found.start("who")].rstrip(" ,")


# somebody else right before a match that opens with a preposition: "the doctor put my dad | on a low-sodium diet"
_THEIRS_BEFORE = re.compile(rf"\b(?:my|our|his|her|their|your)\s+(?:[\w-]+\s+)?{THIRD_PARTY}\s+$", _F)
_PREPOSITION = re.compile(r"^(?:on|in|at|to|for|with|into|onto)\b", _F)


def said_of_another(before: str, match: str = "") -> bool:
    """Do the words before a frame's match end with somebody else as its subject -- or, when the match opens with a
    preposition, as the one it is said of?"""
    if _PREPOSITION.match(match) and _THEIRS_BEFORE.search(before):
        return True
    return _OTHER_BEFORE.search(before) is not None
