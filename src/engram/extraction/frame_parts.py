# ruff: noqa: E501  (value patterns read better on one line)
"""The vocabulary frames are written in: value groups (``V``, ``NAME``, ``ORG`` ...), the
:class:`Frame` record and its constructor, shared by every module of frames so that each family of
slots can keep its frames in a module of its own."""

from __future__ import annotations

import re
from dataclasses import dataclass

from engram.extraction.fact_lexicon import OCCUPATIONS

_F = re.IGNORECASE

V = r"(?P<v>[^,;:!?()\x00]+)"
OLD = r"(?P<old>[^,;:!?()\x00]+?)"
NEW = r"(?P<v>[^,;:!?()\x00]+?)"
# surname particles, not counted among a name's words: "Anouk van der Berg", "Luis de la Cruz"
PARTICLES = r"(?:(?-i:de|van|von|der|den|da|di|du|le|la|del|della|dos|das|bin|ibn|al|el|ter|ten)\s+)*"
NAME = r"(?P<v>[^\W\d_][\w'.-]*(?:\s+" + PARTICLES + r"[^\W\d_][\w'.-]*){0,2})"
CNAME = (
    r"(?P<v>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'.-]*(?:\s+" + PARTICLES + r"(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'.-]*){0,2})"
)  # a name in apposition: capitalised
PNAME = r"(?P<proj>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'.-]*)?)"  # a project is named in capitals
ANYNAME = r"(?P<proj>[^\W\d_][\w'.-]*(?:\s+[A-ZÀ-ÖØ-ÞĀ-Ž][\w'.-]*)?)"  # ... unless a project noun says so
# an organisation: capitalised ("Ostrich Films", "Marks & Spencer", "University of Edinburgh")
ORG = r"(?P<v>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w&'.-]*(?:\s+(?:&\s+|of\s+(?:the\s+)?)?(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w&'.-]*){0,2})"
ME = r"(?:i|we)"
# a span of time said without "for": "lived in Tralee nearly four years", "... 3 years now"
SPAN = (
    r"(?:(?:nearly|almost|about|around|roughly|over|close\s+to|going\s+on|just\s+over|just\s+under)\s+)?"
    r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a\s+few|a\s+couple\s+of|several)\s*(?:years?|months?|decades?|yrs?|mos|mths)\b"
)
IM = r"(?:i'm|i am|im|we're|we are)"
ADV = r"(?:(?:now|just|finally|recently|officially|currently|still|also|happily|already|actually|mostly|mainly|usually|generally|primarily|always|really|since)\s+)*"
# (an "-ist" that names a leaning or a pastime is no trade: "as a tourist", "I'm a perfectionist")
_NOT_TRADE = (
    r"(?!(?:tourist|optimist|pessimist|perfectionist|minimalist|finalist|purist|idealist|realist|motorist|"
    r"hobbyist|atheist|feminist|nudist|loyalist|extremist|narcissist|theorist|conformist|nonconformist)\b)"
)
_JOB = (
    r"(?:" + OCCUPATIONS + r"|" + _NOT_TRADE + r"[a-z]{3,}(?:ologist|ician|grapher|therapist|ist))"
)  # never "list", "twist"
# a title's modifiers are content words: an article or preposition among them means the occupation is
# somebody the user deals with ("I'm hiring a glazier", "I'm seeing a doctor about it"), not their job
# (nor a verb or an adverb of the news: "finally made senior architect", "a newly promoted engineering manager")
_MODIFIER = (
    r"(?!(?:a|an|the|my|our|your|his|her|their|to|for|with|at|about|by|from|of|some|this|that|made|promoted|newly|"
    r"recently|freshly|appointed|named|became|become|got|was|am|is|finally|officially|now|just|started|joined)\b)[\w-]+\s+"
)
# ... and an occupation owned by someone ("a stonemason's apprentice") is not the user's title
HAS_JOB = re.compile(r"\b" + _JOB + r"\b", _F)  # a title names a line of work: "moved me to tears" does not
# A title runs to its last head noun: "nurse unit manager", "patient care coordinator" (never stopping at
# "nurse" with a word and a head still to come; "a nurse and a teacher" is two things).
LONGEST = (
    r"(?!\s+(?:(?!(?:and|or|not|but|at|for|with|in|of|to|the|a|an|my|our|turned|now|then|as)\b)[\w-]+\s+)?"
    + _JOB
    + r"\b)"
)
TITLE = r"(?P<title>(?:" + _MODIFIER + r"){0,3}?" + _JOB + r"(?:\s+" + _JOB + r")*" + LONGEST + r")(?!['’]s\b)"
TEMP_CUE = re.compile(
    r"\b(?:until|till|til|(?<!through\sand\s)through(?!\s+and\s+through)|thru|this weekend|over the weekend|for the weekend|next week|this week|"
    r"for (?:a|the|two|three|four|five|\d+)\s+(?:few\s+)?(?:days?|weeks?|nights?)|trip|conference|"
    r"fair|summit|visiting|vacation|holiday|wedding|funeral|workshop|retreat|off-site|offsite|"
    r"business travel|"
    # a stay told by what the user is there to do: "in Siargao on a training course til Wednesday"
    r"(?:on|for|doing)\s+(?:a|the|my|our)\s+(?:\w+\s+)?(?:course|training|placement|secondment|tournament|festival|bootcamp|audit)|"
    # a stay told by what it is for, or by the way back: "here for a trade show", "back monday"
    r"trade\s+show|trade\s+fair|expo|convention|work\s+trip|business\s+trip|stag(?:\s+do)?|hen\s+do|"
    r"here\s+for\s+(?:a|the|my|our)\b|(?:flying|fly|heading|driving)\s+(?:home|back)|"
    r"(?:back|home)\s+(?:on\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|next\s+\w+))\b",
    _F,
)
# What a thing is built "in" or "on" that is a time or a room, never its stack: "building Bothy in my
# spare time", "on weekends", "in the garage".
# Somebody described before their name: "my new supervisor is a woman named Carla", "a guy called Tom"
A_PERSON_NAMED = (
    r"(?:an?\s+(?:[\w-]+\s+)?(?:woman|man|guy|lady|bloke|chap|gal|girl|fella|person|dude)\s+(?=(?:called|named)\s))?"
)
NOT_A_STACK = (
    r"(?!(?:my|our|the|his|her)\s+(?:spare|free|own|down|lunch)\b|(?:the\s+|my\s+|our\s+)?(?:evenings?|weekends?|nights?|"
    r"mornings?|side|background|meantime|garage|shed|basement|attic|bedroom|kitchen|office|spare\s+room)\b)"
)
PERMANENT = re.compile(r"\b(?:for good|permanently|moved|relocated|live|living)\b", _F)


@dataclass(frozen=True, slots=True)
class Frame:
    kind: str  # slot kind: residence, trip, employer, role, manager, partner, child, age, pet, diet, ...
    op: str  # set, end, switch (set + old), temp
    pattern: re.Pattern[str]
    self_only: bool = True  # refused when the clause is about somebody else


def _fr(kind: str, op: str, pattern: str, self_only: bool = True) -> Frame:
    return Frame(kind, op, re.compile(pattern, _F), self_only)
