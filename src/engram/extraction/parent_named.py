"""A child named in a turn that says the user is the child's parent, in the words parents use online.

Parents rarely write "my son Callum"; they write "what should I ask as her dad?" about Beatriz's parents'
evening, "I'm her mum" under an email to Noor's school, "DS (Rafferty, 18mo)", "Lev, my 2.5 y/o", "picking up
my lad Callum from rugby", "Baby Ottilie is 5 weeks old", "single mum here and Oisín just told me he's being
left out", "What do I put in Tariq's lunchbox? My picky 7yo won't touch sandwiches". What stays put is the
pairing: the one name of the turn, and the user said to be its parent -- by a parent's word for themself
("as her dad", "single mum here"), a parent's abbreviation (DS, DD), a child's age owned ("my 7yo") or a
British word for one's boy ("my lad").

The turn is spelled out as "my son X" (daughter, child) and read as usual. Nothing is read when the turn names
two people, when somebody else's child is meant ("my sister's lad", "a dad to his daughter"), or when the
parent's word is said of somebody else ("her dad says", "his mum").
"""

from __future__ import annotations

import re

from engram.extraction.fact_lexicon import SPECIES, THIRD_PARTY
from engram.extraction.pronoun_roles import NAME_N, names_in, turn_text

_F = re.IGNORECASE
_NAME = NAME_N
_PARENT = r"(?:mum|mom|mother|mam|mama|mummy|mommy|dad|father|papa|daddy|parent|stepmum|stepmom|stepdad)"
_AGE = r"(?:1?\d)(?:\.5)?\s*(?:yo|y/o|yrs?\s+old|years?\s+old|-year-old|mo|months?\s+old|m/o)"
# the user as the child's parent: "what should I ask as her dad?", "I'm her mum", "his mum (that's me)"
_AS_PARENT = re.compile(
    rf"\b(?:as|i'm|im|i\s+am|me,?)\s+(?P<p>his|her|their)\s+(?:own\s+)?{_PARENT}\b(?!\s+(?:says|said|thinks|wants))|"
    rf"\b(?P<p2>his|her)\s+{_PARENT}\s*\(\s*(?:that's|that\s+is|it's)\s+me\b",
    _F,
)
_SINGLE_PARENT = re.compile(rf"\bsingle\s+{_PARENT}\s+(?:here|of\s+(?:one|two|three)|to)\b", _F)
# a parent's abbreviation with the name in a bracket: "DS (Rafferty, 18mo)", "my DD (Maisie, 4)"
_ABBREVIATED = re.compile(
    rf"(?<![\w-])(?P<a>(?-i:D[SD]\d?))\s*\(\s*{_NAME}\s*(?:,\s*(?P<age>\d{{1,2}})(?:\s*(?:yo|y/o|yrs?|years?))?\s*)?[,)]"
)
# a child's age owned, the name beside it: "Lev, my 2.5 y/o", "Tariq's lunchbox? My picky 7yo won't ..."
_AGE_OWNED = re.compile(
    rf"\b(?:my|our)\s+(?:(?:picky|fussy|little|youngest|eldest|oldest|middle)\s+)?{_AGE}(?![\w-])"
    # ("she's my 12 yo shih tzu" is a dog, "Tom is my 7 year old nephew" somebody else's child)
    rf"(?!\s+(?:[\w-]+\s+){{0,2}}?(?:{SPECIES}|{THIRD_PARTY})\b)",
    _F,
)
# "my lad Callum", "our wee one Isla"
_LAD = re.compile(rf"(?<![\w'’-])(?:my|our)\s+(?P<w>lad|lass|wee\s+one|little\s+one)\s*,?\s+{_NAME}(?![\w'’-])", _F)
# a newborn counted in days or weeks: "Baby Ottilie is 5 weeks old"
_NEWBORN = re.compile(
    rf"(?:^|[.!?]\s+)\W*(?:(?:my|our)\s+)?(?:baby|little)\s+{_NAME}\s+is\s+(?:\d{{1,2}}|a|one|two|three|four|five|six)\s+"
    r"(?:days?|weeks?|months?)\s+old\b",
    _F,
)
_SOMEBODY_ELSES = re.compile(
    rf"\b(?:{THIRD_PARTY})['’]s\b|\b(?:a|the)\s+{_PARENT}\s+to\s+(?:his|her|their)\b|\bwould\b|\bif\s+i\s+had\b|"
    # a named child's own parent is somebody else: "Tariq's mum swears by pasta"
    rf"(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])\w+['’]s\s+{_PARENT}s?\b",
    _F,
)


def parent_named(sentence: str, before: str) -> str | None:
    """ "my son X" (daughter, child) for the one name the turn says the user is the parent of, or None."""
    text = turn_text(before, sentence)
    if _SOMEBODY_ELSES.search(text):
        return None
    start = len(text) - len(sentence)
    for found in (_LAD.search(text), _NEWBORN.search(text)):
        if found is not None and found.end() > start and _alone(found.group("n"), text):
            return f"my {'baby' if found.re is _NEWBORN else 'child'} {found.group('n')}"
    short = _ABBREVIATED.search(text)
    if short is not None and short.end() > start and _alone(short.group("n"), text):
        rel = "son" if short.group("a").upper().startswith("DS") else "daughter"
        return f"my {rel} {short.group('n')}" + (f" is {short.group('age')}" if short.group("age") else "")
    parent = _AS_PARENT.search(text) or _SINGLE_PARENT.search(text) or _AGE_OWNED.search(text)
    if parent is None:
        return None  # (most sentences: no name is looked for)
    names = [_LEAD.sub("", n) for n in names_in(text, places=True)]
    if len(set(names)) != 1 or not _here(parent, names[0], text, start):
        return None
    pronoun = (parent.groupdict().get("p") or parent.groupdict().get("p2") or "").lower()
    rel = {"his": "son", "her": "daughter"}.get(pronoun, "child")
    return f"my {rel} {names[0]}"


_LEAD = re.compile(r"^(?:Baby|Little|My|Our)\s+")


def _alone(name: str, text: str) -> bool:
    """Is ``name`` the one name of the turn (a town it shares counts as a name here; "Baby Ottilie" is Ottilie)?"""
    return {_LEAD.sub("", n) for n in names_in(text, places=True)} <= {name}


def _here(parent: re.Match[str], name: str, text: str, start: int) -> bool:
    """Is the pairing said in this sentence (the name or the parent's word in it), and never of another's child?"""
    at = [m.start() for m in re.finditer(rf"\b{re.escape(name)}\b", text)]
    return bool(at) and (parent.end() > start or any(a >= start for a in at))
