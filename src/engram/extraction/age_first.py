"""Age-first reading: a child's new age said beside their name in words no age frame foresaw.

A birthday is told every way there is: "our little Noor is officially 3", "Happy birthday to my boy
Felix, 6 today!", "It was Priya's fifth birthday on Friday", "Yesterday Omar turned 8, which means
I'm getting old". What stays put is a name, an age close to it (a number up to nineteen, in digits
or words, or an ordinal before "birthday") and, between or right after them, a word of ageing
("turned", "is now", "officially", "today", "hit", "birthday"). The name must be tied to the age --
a few words apart, no other name between -- and be the only one so tied.

The fact needs a child memory already holds (``needs=child``): the extractor cannot tell whose
child Omar is, but reconcile can, so a friend's child, a pet or a colleague with a birthday changes
nothing. Somebody else's child named as such ("my sister's boy Felix turned 6") and an age still
to come ("Felix turns 6 next week") read nothing.
"""

from __future__ import annotations

import re
from dataclasses import replace

from engram.extraction.fact_lexicon import CHILD_WORDS, GIVEN_NAME, SPECIES, THIRD_PARTY
from engram.extraction.fact_values import not_a_name, person
from engram.extraction.gazetteer import is_place
from engram.extraction.kid_lists import OTHERS_POSSESSIVE, PARENT_SAID
from engram.extraction.kin_lexicon import AGE_WORD, ORDINAL, age_number
from engram.extraction.slots import TypedFact, slot_key
from engram.extraction.tool_lexicon import tool_kind

_F = re.IGNORECASE
_NAME = re.compile(rf"(?<![\w'’-]){GIVEN_NAME}(?![\w-])")
_NOT_UNIT = r"(?!\s*(?:%|am|pm|kg|km|lbs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|times|of|o'clock|:\d|\.\d)\b)"
_AGE = re.compile(
    rf"(?<![\w.:/£$€-])(?P<age>1?\d|{AGE_WORD})(?![\w.:/-]){_NOT_UNIT}|(?P<ord>{ORDINAL})\s+(?:birthday|bday|b-day)\b",
    _F,
)
# "Briony is my daughter, 11 years old": the relation alone between, so the age must be said as one
_IS_MY_CHILD = rf"\s+is\s+(?:my|our)\s+(?:\w+\s+)?{CHILD_WORDS}\s*\S*\s*"
# A word of ageing between the name and the age, or right after the age.
_BETWEEN = re.compile(
    r"^(?:['’]s\s+)?(?:\w+\s+){0,2}?(?:turned|turns\s+(?=\S+\s+(?:today|now)\b)|is\s+now|['’]s\s+now|now|is\s+officially|"
    r"officially|just\s+hit|hit|is|['’]s|had\s+(?:a|his|her|their)\s+(?:birthday|bday)\s*[-—–,:!]*\s*)\s*$|"
    r"^\s*,\s*$|^['’]s\s+$|"
    # the child word in apposition: "Hazel, my daughter, just turned 4"
    rf"^\s*,\s*(?:my|our)\s+(?:\w+\s+)?{CHILD_WORDS}\s*,\s*(?:just\s+|now\s+|officially\s+)*(?:turned|is\s+now|is|hit)\s*$|"
    # the relation, then the age in apposition: "Briony is my daughter, 11 years old"
    rf"^is\s+(?:my|our)\s+(?:\w+\s+)?{CHILD_WORDS}\s*(?:,|--|—|–)\s*(?:now\s+|aged?\s+)?$",
    _F,
)
_AFTER = re.compile(r"^\s*(?:today|now|years?\s+old|yrs?\s+old|y/?o|as\s+of|this\s+week|yesterday|on\s+\w+day)\b", _F)
# The user's own child named by relation: "my son Omar", "our little girl Noor".
_MY_CHILD = re.compile(rf"\b(?:my|our)\s+(?:\w+\s+)?{CHILD_WORDS}\s+$", _F)
# Somebody else's child: "Tom's daughter Maya turned 8".
_THEIR_CHILD = re.compile(rf"(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])\w*['’]s\s+(?:\w+\s+)?{CHILD_WORDS}\b", _F)
# A birthday still to come ("it's Freya's 9th birthday on saturday"), unless said as past.
_UPCOMING = re.compile(r"\bbirthday\s+(?:is\s+|party\s+is\s+)?(?:on|this|next)\b", _F)
_PAST = re.compile(r"\b(?:was|were|had|celebrated|yesterday|last)\b", _F)
# An age still to come, or one that is not a child's new age.
_NOT_NOW = re.compile(
    r"\b(?:will\s+be|turns\s+\S+\s+(?:next|on|in|this\s+(?:coming|weekend))|turning|going\s+to\s+be|next\s+(?:week|month|year)|"
    r"soon|in\s+\d+\s+(?:days|weeks)|when\s+\w+\s+(?:was|is)|since|ago|anniversary|years?\s+(?:at|with|in)|"
    r"married|together|dating|working|worked|pages?|laps?|goals?|points?|marathon|km|miles)\b",
    _F,
)


# The age ahead of the name, or said aside beside it -- readings that also hold inside a question,
# because the age is presupposed, not asked: "happy 7th to Mina!", "seven candles on Mina's cake",
# "Mina (now 7) wants a bike", "gift ideas for Mina, who just turned 7?"
_AGE_AROUND = re.compile(
    rf"\bhappy\s+(?P<o>{ORDINAL})(?:\s+(?:birthday|bday|b-day))?\s+(?:to|for)\s+"
    rf"(?:(?:my|our)\s+(?:little\s+|big\s+)?{CHILD_WORDS}\s+)?(?P<a>{GIVEN_NAME})(?![\w'’-])"
    rf"|(?<![\w.-])(?P<c>1?\d|{AGE_WORD})\s+candles\s+(?:on|for)\s+(?P<b>{GIVEN_NAME})['’]s\b"
    rf"|(?<![\w'’-])(?P<d>{GIVEN_NAME})\s*\(\s*(?:now\s+|just\s+turned\s+|turned\s+|aged?\s+)?"
    rf"(?P<p>1?\d|{AGE_WORD})(?:\s*(?:yo|y/o|years?\s+old|now|today))*\s*\)"
    rf"|(?<![\w'’-])(?P<e>{GIVEN_NAME})\s*,?\s+who(?:['’]s|\s+is|\s+has)?\s+(?:just\s+|now\s+|officially\s+)*"
    rf"(?:turned|now|hit)\s+(?P<r>1?\d|{AGE_WORD})(?![\w.:/-]){_NOT_UNIT}"
    # the age as the reason for what is asked: "a 'developmental snapshot' for Ayla now that she's 4"
    rf"|(?<![\w'’-])(?P<h>{GIVEN_NAME})\s*,?\s+(?:now\s+that|since)\s+(?:she|he|they)(?:['’]s|\s+is|['’]re|\s+are|\s+just\s+turned|"
    rf"\s+turned)\s+(?:now\s+)?(?P<s>1?\d|{AGE_WORD})(?![\w.:/-]){_NOT_UNIT}"
    # the candles after the birthday: "it was jasper's birthday yesterday, 5 candles on the cake"
    rf"|(?<![\w'’-])(?P<f>(?-i:[A-Za-zà-ÿā-ž])[a-zà-ÿā-ž]+)['’]s\s+(?:big\s+)?(?:birthday|bday|b-day)\b[^.;!?]{{0,30}}?"
    rf"(?<![\w.-])(?P<q>1?\d|{AGE_WORD})\s+candles\b"
    # the ordinal birthday, the name in any case: "it was oriel's 11th birthday party on saturday"
    rf"|(?<![\w'’-])(?P<g>(?-i:[A-Za-zà-ÿā-ž])[a-zà-ÿā-ž]+)['’]s\s+(?P<t>{ORDINAL})\s+(?:birthday|bday|b-day)\b",
    _F,
)


def ages_around_names(text: str) -> list[TypedFact]:
    """The one child's age said before the name or aside beside it, in a statement or a question
    (``needs=child``: only a child memory already holds takes it)."""
    if OTHERS_POSSESSIVE.search(text) or _NOT_NOW.search(text) or _THEIR_CHILD.search(text):
        return []
    tied: dict[str, str] = {}
    for found in _AGE_AROUND.finditer(text):
        name = next(n for n in (found.group(k) for k in "abdefgh") if n)
        at = found.start(next(k for k in "abdefgh" if found.group(k)))
        name = name[:1].upper() + name[1:]  # (a lower-case name before "'s birthday")
        if not person(name) or not_a_name(name) or tool_kind(name) is not None:
            continue
        if is_place(name) and not found.group("f"):  # (a town has no birthday: "jasper's birthday")
            continue
        if found.group("g") and _UPCOMING.search(text) and not _PAST.search(text):
            continue  # "it's Freya's 9th birthday on saturday": an age still to come
        if re.search(rf"\b(?:{THIRD_PARTY}|{SPECIES})\s+$", text[:at], _F) and not _MY_CHILD.search(text[:at]):
            continue  # "my nephew Omar (now 8)", "our lab Juno (3)": not the user's child
        said = next(a for a in (found.group(k) for k in "ocprqts") if a)
        tied.setdefault(name, age_number(said))
    return _one_child_age(tied, text, "age:around")


def _one_child_age(tied: dict[str, str], text: str, rule: str) -> list[TypedFact]:
    """The age of the one child tied to an age, a child's age (under 20) and needing a child memory
    holds; nothing when the sentence ties ages to several names."""
    if len(tied) != 1:
        return []
    ((name, years),) = tied.items()
    if not years.isdigit() or not 0 < int(years) < 20:
        return []
    quals = (("age", years), ("needs", "child"))
    return [TypedFact(f"child:{slot_key(name)}", name, "set", qualifiers=quals, evidence=text, rule=rule)]


def parent_said(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """The one child's age that needed a child memory needs none when the user says they are a
    parent in the same breath ("asking as a parent -- Fergal is 4"): the child is the user's."""
    needing = [f for f in facts if f.slot.startswith("child:") and f.q("needs") == "child"]
    if len(needing) != 1 or not PARENT_SAID.search(text) or OTHERS_POSSESSIVE.search(text):
        return facts
    kept = tuple(q for q in needing[0].qualifiers if q[0] != "needs")
    return [replace(f, qualifiers=kept) if f is needing[0] else f for f in facts]


def ages_by_name(text: str) -> list[TypedFact]:
    """The one named child's new age the sentence states, when no frame read an age from it."""
    if OTHERS_POSSESSIVE.search(text) or _NOT_NOW.search(text):
        return []
    around = ages_around_names(text)
    if around:
        return around
    if _THEIR_CHILD.search(text) or (_UPCOMING.search(text) and not _PAST.search(text)):
        return []
    people = [m for m in _NAME.finditer(text) if person(m.group(0))]
    names = [m for m in people if _a_child_name(m, text)]
    tied: dict[str, str] = {}
    for age in _AGE.finditer(text):
        before = [n for n in names if n.end() <= age.start() and _tied(text, n, age, people)]
        if not before:
            continue
        name = before[-1].group(0)
        said = age.group("age") or age.group("ord")
        tied.setdefault(name, age_number(said))
    return _one_child_age(tied, text, "age:name")


def _a_child_name(found: re.Match[str], text: str) -> bool:
    name = found.group(0)
    if not person(name) or not_a_name(name) or is_place(name) or tool_kind(name) is not None:
        return False
    before = text[: found.start()]
    if re.search(rf"\b{THIRD_PARTY}\s+$", before, _F) and not _MY_CHILD.search(before):
        return False  # "my nephew Omar turned 8": somebody else's child ("my son Omar" is the user's)
    if re.search(rf"\b{SPECIES}\s+$", before, _F) or re.match(
        rf"\s*,?\s+(?:the|my|our)\s+{SPECIES}\b", text[found.end() :], _F
    ):
        return False  # "our lab Juno just turned 3": a pet
    if found.start() == 0:  # a capitalised first word is often an everyday one: the age must follow closely
        return _BETWEEN.match(text[found.end() : found.end() + 24].split(",")[0].lstrip() + " ") is not None or bool(
            re.match(
                r"['’]s\s|\s+(?:turned|is|just|had|has\s+(?:just\s+)?(?:turned|hit)|hit|officially)\b",
                text[found.end() :],
            )
            or re.match(rf"\s*,\s*(?:my|our)\s+(?:\w+\s+)?{CHILD_WORDS}\s*,", text[found.end() :], _F)
        )
    return True


def _tied(text: str, name: re.Match[str], age: re.Match[str], names: list[re.Match[str]]) -> bool:
    """The age follows the name within a few words, with no other name between, and a word of
    ageing says it is an age: between them ("Noor is officially 3") or right after it ("Felix, 6
    today"); an ordinal birthday ties itself ("Priya's fifth birthday")."""
    if any(name.end() <= other.start() < age.start() for other in names):
        return False
    between = text[name.end() : age.start()]
    if len(between.split()) > 5 or re.search(r"[.;!?]", between):
        return False
    if age.group("ord"):
        return re.fullmatch(r"['’]s\s+(?:big\s+)?", between) is not None
    if _BETWEEN.match(between.lstrip()) is None:
        return False
    plain = re.fullmatch(rf"\s*,\s*|['’]s\s+|\s+is\s+|{_IS_MY_CHILD}", between, _F) is not None
    birthday = re.search(r"\bbirthday|\bbday", text, _F) is not None
    return not plain or birthday or _AFTER.match(text[age.end() :]) is not None
