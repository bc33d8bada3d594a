"""A new title told as news without "promoted": the bump, the step up, and the title held in the
workplace's name ("the team's principal engineer from today").

Why: a promotion is announced in the nouns of a move upward ("got the bump to accounts
supervisor", "finally got my step up to engineering manager", "earned the move up to head chef")
and in a possessive of the user's own unit with a word of a start ("it's official, I'm the team's
principal engineer from today", "as of today i'm the department's senior buyer", "starting monday
I'm the store's assistant manager"). The title must be one of the lexicon's; the unit a word of
the closed class of workplaces and teams, so "I'm the team's favourite" or "I'm the family's
chef" names no job.

Nothing is read for somebody else's news ("my brother got the bump to ...", "she's the team's ..."),
a wish or a question (refused before this reading) or a negation ("didn't get the bump to ...").
"""

from __future__ import annotations

import re
from dataclasses import replace

from engram.extraction.fact_lexicon import THIRD_PARTY, THIRD_SUBJECT
from engram.extraction.fact_values import trim
from engram.extraction.frame_parts import HAS_JOB
from engram.extraction.others_who import said_of_another
from engram.extraction.role_ownership import not_own_role
from engram.extraction.slots import TypedFact
from engram.extraction.title_words import WTITLE

_F = re.IGNORECASE
_ME = r"(?:^|\b(?:i|i've|i\s+have|i'm|im|finally|just|and|so)\s+|[,;:]\s*)"
_BUMP = re.compile(
    rf"{_ME}(?:(?:finally|just|officially)\s+)*(?:got|get|getting|earned|landed|was\s+given|been\s+given|received|"
    r"took|taken|taking|accepted|accepting)\s+"
    r"(?:the|a|my|that|a\s+well-deserved|my\s+long-awaited)\s+(?:big\s+)?"
    r"(?:bump|bump\s+up|step\s+up|step-up|move\s+up|leg\s+up|upgrade|promotion|nod)\s+(?:up\s+)?to\s+"
    rf"(?:an?\s+|the\s+)?{WTITLE}",
    _F,
)
# the user raised to a title: "I'm being made a senior developer", "getting bumped to senior engineer",
# "I'm moving up: area manager from next month", "stepping up to team leader in march"
_RAISED = re.compile(
    rf"{_ME}(?:(?:i've|i\s+have|i'm|im|i\s+am|i|just|finally|officially|now|soon)\s+)*"
    r"(?:(?:(?:been|being|getting|get|got|be)\s+(?:just\s+|finally\s+|officially\s+)?"
    r"(?:bumped(?:\s+up)?|promoted|made|upgraded|appointed|named)(?:\s+to|\s+as)?)|"
    r"(?:moving|stepping|stepped|moved|going)\s+up(?:\s+to|\s+as|\s*[:—–]|\s+-+))\s*"
    rf"(?:an?\s+|the\s+)?(?:new\s+)?{WTITLE}",
    _F,
)
# the user's news told as a riddle and answered (its "?" read as ":" by extraction.manager_answers):
# "guess who's the new operations manager? me!!"
_GUESSED = re.compile(
    rf"\bguess\s+who(?:['’]s|\s+is)\s+(?:now\s+)?(?:the|a|an)\s+(?:new\s+)?{WTITLE}(?:\s+(?:at|for|with)\s+[^:]{{2,40}})?\s*:\s*"
    r"(?:(?:it's|that's|that\s+would\s+be)\s+)?(?:me|moi|yours\s+truly|this\s+(?:girl|guy|gal|one))\b",
    _F,
)
# somebody promoted the user, the title said after: "they've gone and promoted me, lead radiographer now"
_PROMOTED_ME = re.compile(
    r"\b(?:promoted|bumped)\s+me(?:\s+up)?\s*(?:,|:|;|—|–|-+)\s*(?:i'm\s+|im\s+|i\s+am\s+)?(?:now\s+)?(?:an?\s+|the\s+)?"
    rf"(?:new\s+)?{WTITLE}(?=\s+now\b|\s*[.!]|\s*$)",
    _F,
)
# a workplace or team of the user's own whose title the user now holds
_UNIT = (
    r"(?:team|squad|department|dept|store|shop|clinic|company|firm|school|office|ward|lab|unit|branch|hospital|"
    r"restaurant|kitchen|studio|agency|practice|site|hotel|bakery|warehouse|library|museum|cafe|salon|newsroom|"
    r"practice|charity|startup|group|division|project|plant|factory|depot|station|surgery|pharmacy|firm)"
)
_START = (
    r"(?:from\s+(?:today|now|tomorrow|monday|tuesday|wednesday|thursday|friday|the\s+\w+)|as\s+of\s+(?:today|now|this\s+\w+|\w+day)|"
    r"starting\s+(?:today|now|tomorrow|\w+day|next\s+\w+)|officially|now|effective\s+(?:today|immediately))"
)
_UNITS_TITLE = re.compile(
    rf"\b(?:i'm|im|i\s+am)\s+(?:now\s+|officially\s+)?(?:the|our)\s+{_UNIT}['’]s\s+(?:new\s+|first\s+|newest\s+)?{WTITLE}",
    _F,
)
_UNIT_OWNED = re.compile(rf"^(?:the\s+|our\s+)?{_UNIT}['’]s\s+(?=\S)", _F)
_STARTS = re.compile(rf"\b{_START}\b|\bit'?s\s+official\b", _F)
# somebody else as the subject of the news, with no "I" of the user's before the title
_SOMEBODY = re.compile(
    rf"\b(?:he|she|they|he's|she's|they're|they've|(?:my|our|his|her|their)\s+(?:\w+\s+)?{THIRD_PARTY})\b|"
    r"^\W*(?!(?:just|finally|so|well|ok|okay|yes|yeah|yay|also|and|but|anyway|officially|today|update|news|guess)\b)"
    r"(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-ž]+)\s+(?:just\s+|finally\s+)?(?:got|has|had|was|is)\b",
    _F,
)
_I = re.compile(r"\b(?:i|i'm|im|i've|i'll|me)\b", _F)
_NOT = re.compile(r"\b(?:didn't|did\s+not|never|not|no|won't|missed\s+out\s+on|passed\s+over\s+for)\b", _F)


def title_from_news(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` with the title a bump or a unit's possessive gives, when no frame read a title."""
    if any(f.slot == "role" for f in facts):  # "I'm the studio's art director now": the title is the studio's
        return [replace(f, value=_UNIT_OWNED.sub("", f.value)) if f.slot == "role" else f for f in facts]
    found = _BUMP.search(text) or _RAISED.search(text) or _GUESSED.search(text) or _PROMOTED_ME.search(text)
    if found is None:
        unit = _UNITS_TITLE.search(text)
        found = unit if unit and _STARTS.search(text) else None
    if found is None or _NOT.search(text[: found.start("title")]):
        return facts
    before = text[: found.start("title")]
    if said_of_another(text[: found.start()]) or (
        (_SOMEBODY.search(before) or THIRD_SUBJECT.match(text)) and not _I.search(before)
    ):
        return facts  # "my husband just got promoted to head chef": his news
    title = trim(found.group("title"), max_words=5).strip(" '\"")
    if not HAS_JOB.search(title) or not_own_role(text, title):
        return facts
    return [*facts, TypedFact("role", title, "set", evidence=text, rule="role:news")]
