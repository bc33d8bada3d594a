"""The user's own children listed with their ages: "kids are Ada, 7, and Ben, 3", "I have one kid,
Arlo, 9 years old", "two kids: Ada 9 and Ben 4", "Leo who's 9 and Mia who's 5" (a bare age after each
name counts only in a list of two or more, so "my kids love level 5" names nobody); listed by name
alone right after the kin noun ("three kids: Ivy, Rhys and Bea"), with one age for all ("our twins,
Ella and Lily, are 7").

A possessive other than the user's refuses the list ("my sister's kids are ...").
"""

from __future__ import annotations

import re

from engram.extraction.fact_lexicon import CHILD_WORDS, THIRD_PARTY
from engram.extraction.fact_values import not_a_name, person
from engram.extraction.kin_lexicon import (
    AGE_WORD,
    BDAY,
    KID_ROLE,
    NOT_YET,
    ORDINAL,
    STILL_TO_COME,
    TURNED_AGE,
    age_number,
)
from engram.extraction.slots import TypedFact, slot_key

_F = re.IGNORECASE
# somebody else's: "my sister's kids are ..." -- but "our son's 9 now" is "our son is": an age after the 's says so
OTHERS_POSSESSIVE = re.compile(
    r"\b(?:my|our)\s+(?:\w+\s+)?"
    + THIRD_PARTY
    + rf"'s\b(?!\s+(?:\d{{1,2}}|now|just|officially|turning|{AGE_WORD})\b|\s+(?:big\s+)?{ORDINAL}\s+{BDAY})",
    _F,
)
# an age update says when ("today", "now", "turned", "birthday", "hit double digits")
AGE_CUE = re.compile(
    r"\b(?:today|now|already|officially|as\s+of|turn|turned|turning|birthday|celebrat|hit\s+(?:\d|double\s+digits))", _F
)
_KIDS_LIST = re.compile(
    # the list opens the message, or follows the user's parenthood: "I'm a parent -- one son, Tiernan, who's 10"
    r"(?:(?:^|(?:^\W*(?:an?\s+)?|\b(?:i'm|i\s+am|im)\s+(?:a\s+)?)(?:(?!(?:his|her|their|your|my|our|its)\b)[\w-]+\s+)?(?:parent|mum|mom|mother|dad|father|mama|papa)"
    r"(?:\s+here)?\s*(?:-{1,2}|—|–|:|,)\s*)(?:(?:have|got)\s+\w+\s+)?|\b(?:my|our)\s+|\b(?:i|we)(?:\s+have|'ve\s+got|\s+have\s+got|\s+got)\s+(?:\w+\s+){0,2})(?:\w+\s+)?"
    r"(?:kids?|children|child|sons?|daughters?|twins|little\s+ones|boys|girls)\b|"
    r"\b(?:my|our)\s+(?:two|three|four|five|2|3|4|5)\s+(?:are|:)|"  # "my two are fergus (8) and tindra (2)"
    # a count as the headline: "one child only -- Ulla, daughter, 7", "two kids: Ada (7) and Ben (3)"
    r"^\W*(?:one|two|three|four|five|\d)\s+(?:child|children|kids?|sons?|daughters?)(?:\s+only)?\s*(?:-{1,2}|—|–|:)|"
    # the list said first, owned after it: "Feargal is 10 and Jasper is 3, those are my two"
    r"\b(?:those|these|they)(?:['’]re|\s+are)\s+my\s+(?:two|three|four|five|2|3|4|5|lot|kids|children|babies)\b|"
    r"[,;—–-]\s*(?:my|our)\s+(?:two|three|four|five|2|3|4|5)\s*[.!]*\s*$|"
    r"^\W*(?:(?:and|so|ok|well)\W+)?mine\s+are\b|"  # "mine are Lorenzo (11 years) and Hamza (3 years)"
    # "mum of two here: ..."
    r"\b(?:mum|mom|mother|dad|father|parent|mama|papa)\s+(?:of|to)\s+(?:two|three|four|five|2|3|4|5)\b",
    _F,
)
_OTHERS_KIDS = re.compile(
    r"\b(?:\w+'s|his|her|their|your)\s+(?:\w+\s+)?(?:kids?|children|child|sons?|daughters?)\b|"
    # children placed somewhere else: "the kids next door", "the twins upstairs"
    r"\b(?:kids?|children|twins|boys|girls)\s+(?:next\s+door|upstairs|downstairs|across\s+the\s+(?:road|street|hall)|"
    r"down\s+the\s+(?:road|street)|over\s+the\s+road|at\s+(?:the\s+)?(?:park|school|nursery|church|club))\b",
    _F,
)
_NOT_KID_NAME = frozenset(
    "age aged number total count year class grade size level one two three she he it this that".split()
)
_NOT_A_UNIT = r"(?!\s*(?:am|pm|%|:|\.\d|kg|km|minutes|hours|days|weeks|months|th|st|nd|rd)\b)"
_JOINED = (
    r"(?:\s+is\s+|\s*\(\s*(?:age\s+|aged\s+)?|\s*,\s*(?:age\s+|aged\s+)?|\s*,?\s+who(?:['’]s|\s+is)\s+|"
    # the child word between: "Ulla, daughter, 7"
    r"\s*,\s*(?:son|daughter|boy|girl)\s*,\s*)"
)
# a bare age: "Ada 9 and Ben 4", read up to the list's next comma, "and" or the end
_BARE = r"\s+(?=\d{1,2}\s*(?:$|[,;&)]|and\b))"
_NAME_AGE_LOWER = re.compile(rf"\b(?P<v>[a-z][\w'-]+)(?:{_JOINED}|(?P<bare>{_BARE}))(?P<age>\d{{1,2}})\b{_NOT_A_UNIT}")
_NAME_AGE = re.compile(
    rf"\b(?P<v>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+)(?:{_JOINED}|(?P<bare>{_BARE}))(?P<age>\d{{1,2}})\b{_NOT_A_UNIT}", _F
)


# names listed right after the kin noun, with no age each: "three kids: Ivy, Rhys and Bea", "our twins,
# Ella and Lily, are 7" (an age after the list is all of theirs), "my daughters Ada and Mae love ..."
_CAP = r"(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+"
_NAMES_AFTER = re.compile(
    rf"\b(?:kids|children|sons|daughters|twins|boys|girls|little\s+ones)\s*(?::|,|\s+are(?:\s+(?:called|named))?|\s+(?:called|named)|(?<=\w)(?=\s+{_CAP}))\s*"
    rf"(?P<names>{_CAP}(?:\s*,\s*{_CAP})*\s*,?\s*(?:and|&)\s+{_CAP})\b(?!['’])"
    rf"(?:\s*,?\s*(?:who\s+)?(?:are|both)\s+(?:both\s+)?(?P<age>\d{{1,2}}|{AGE_WORD})\b{_NOT_A_UNIT})?",
    _F,
)


# an age still to come is no age yet: "our twins, Ada and Ivo, turn 4 in June" names them, ageless
_TO_COME = re.compile(r"\b(?:turn|turns|turning|will|'ll|next|going\s+to|soon|due)\b", _F)


def _named_only(text: str) -> list[TypedFact]:
    found = _NAMES_AFTER.search(text)
    if found is None:
        return []
    to_come = _TO_COME.search(text, found.end("names")) is not None
    names = [n for n in re.split(r"\s*(?:,|\band\b|&)\s*", found.group("names")) if n]
    if any(not_a_name(n) or n.lower() in _NOT_KID_NAME or not person(n, clause_lower=True) for n in names):
        return []
    quals = (("age", age_number(found.group("age"))),) if found.group("age") and not to_come else ()
    return [
        TypedFact(f"child:{slot_key(n)}", n, "set", qualifiers=quals, evidence=text, rule="child:list") for n in names
    ]


# the names first, the kin noun after, the ages in the same order: "Bodhi and Emrys are my kids, 8 and 1"
_NAMES_THEN_AGES = re.compile(
    rf"^\W*(?P<names>{_CAP}(?:\s*,\s*{_CAP})*\s+(?:and|&)\s+{_CAP})\s+are\s+(?:my|our)\s+"
    r"(?:kids|children|boys|girls|sons|daughters|twins|little\s+ones)\s*[,:(-]\s*"
    r"(?:aged\s+)?(?P<ages>\d{1,2}(?:\s*,\s*\d{1,2})*\s*(?:and|&)\s*\d{1,2})\b(?!\s*(?:%|am|pm|kg|km|minutes|hours))",
    _F,
)


def _names_then_ages(text: str) -> list[TypedFact]:
    found = _NAMES_THEN_AGES.match(text)
    if found is None:
        return []
    names = re.split(r"\s*(?:,|\band\b|&)\s*", found.group("names"))
    ages = re.findall(r"\d{1,2}", found.group("ages"))
    names = [n for n in names if n]
    if len(names) != len(ages) or any(not_a_name(n) or n.lower() in _NOT_KID_NAME for n in names):
        return []
    return [
        TypedFact(f"child:{slot_key(n)}", n, "set", qualifiers=(("age", a),), evidence=text, rule="child:list")
        for n, a in zip(names, ages, strict=True)
    ]


def listed_children(text: str) -> list[TypedFact] | None:
    """The children a list in ``text`` names with their ages, or None when it lists no children."""
    if ordered := _names_then_ages(text):
        return ordered
    if not _KIDS_LIST.search(text) or _OTHERS_KIDS.search(text) or OTHERS_POSSESSIVE.search(text):
        return None
    if (named_only := _named_only(text)) and (named_only[0].q("age") or not _NAME_AGE.search(text)):
        return named_only
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


# ---- an age update that names the child another way ------------------------------------------------
_NOT_UNIT = r"(?!\s*(?:%|am|pm|kg|km|minutes|hours|days|weeks|months|times|of)\b)"
# "my son turned 8 last week", "our youngest is six now", "our son's 9 now": no name, the relation word says
# which child
_NAMELESS_AGE = re.compile(
    rf"(?<![\w'’-])(?:my|our)\s+(?:(?:little|big|baby)\s+)?(?P<rel>{CHILD_WORDS}|{KID_ROLE})(?:\s+|(?=['’]s\s)){TURNED_AGE}",
    _F,
)
# ... or said plainly on the way to something else: "my son is 10 years old and ...", "my lad's 16, ..."
# (never "my son is 10 minutes late", "my son is 25"; said alone, "My son is 7." stays the line it is)
_NAMELESS_PLAIN = re.compile(
    rf"(?<![\w'’-])(?:my|our)\s+(?:(?:little|big|baby|young|eldest|youngest)\s+)?(?P<rel>{CHILD_WORDS}|{KID_ROLE}|lad|lass)"
    r"(?:\s+is|['’]s)\s+(?P<age>1[0-7]|[1-9])(?:\s+(?:years?|yrs?)(?:\s+old)?)?(?=\s*(?:[,;]|(?:and|but|so|now)\b))",
    _F,
)
_NAMED_AFTER = re.compile(r"\b(?:her|his|their)\s+name|\b(?:called|named)\b", _F)
# "my daughter had her 7th birthday last week", "our eldest's 13th birthday was yesterday": the ordinal
# birthday gives the age, the relation word the child
_NAMELESS_BIRTHDAY = re.compile(
    rf"(?<![\w'’-])(?:my|our)\s+(?:(?:little|big|baby)\s+)?(?P<rel>{CHILD_WORDS}|{KID_ROLE})"
    rf"(?:['’]s\s+(?:big\s+)?|\s+(?:just\s+)?(?:had|celebrated|has\s+had)\s+(?:his|her|their)\s+(?:big\s+)?)"
    rf"(?P<age>{ORDINAL})\s+{BDAY}{NOT_YET}",
    _F,
)
# "it was Rowan's birthday yesterday, he's 8 now": the birthday names the child, a pronoun the age
_BIRTHDAY_OF = re.compile(
    r"(?<![\w'’-])(?P<v>[^\W\d_][\w-]*)(?:['’]s\s+(?:big\s+)?(?:birthday|bday|b-day)\b|"
    r"\s+(?:just\s+)?(?:had|celebrated)\s+(?:a|his|her|their)\s+(?:big\s+)?(?:birthday|bday|b-day)\b)",
    _F,
)
# the age with a word of now, no pronoun needed after a birthday: "Mina's birthday was yesterday, 11 now",
# "Mina celebrated her birthday -- officially 11!"
_AGE_NOW = re.compile(
    rf"(?:^|[,;:!.—–-]\s*|\b(?:so|and)\s+)(?:(?:now|officially|a\s+whole)\s+)*(?P<age>\d{{1,2}}|{AGE_WORD})"
    r"(?:\s+(?:years?|yrs?)\s+old)?(?:\s+(?:now|today|already)\b|\s*!|\s*$)"
    rf"|(?:^|[,;:!.—–-]\s*|\b(?:so|and)\s+)(?:now|officially)\s+(?P<age2>\d{{1,2}}|{AGE_WORD})\b{_NOT_UNIT}",
    _F,
)
_PRONOUN_AGE = re.compile(
    rf"\b(?:he|she|they)(?:['’]s|\s+is|['’]re|\s+are|\s+(?:just\s+)?turned|\s+turns)\s+(?:now\s+|officially\s+)?"
    rf"(?P<age>\d{{1,2}}|{AGE_WORD})\b{_NOT_UNIT}",
    _F,
)


def birthday_of(text: str) -> str | None:
    """The name whose birthday ``text`` tells of as come ("it was Mina's birthday!"), or None."""
    birthday = _BIRTHDAY_OF.search(text)
    if birthday is None or re.match(STILL_TO_COME, text[birthday.start() :], _F):
        return None
    name = birthday.group("v")
    if not_a_name(name) or name.lower() in _NOT_KID_NAME or not person(name, clause_lower=True):
        return None
    return name


def age_updates(text: str) -> list[TypedFact]:
    """An age said of a child named by relation ("my son turned 8") -- a slot only memory can tell
    (``?``, needing a child), resolved at reconcile to the one child it can be -- or named by a
    birthday, with a pronoun for the age ("it was Wren's birthday, she's 6 now")."""
    if OTHERS_POSSESSIVE.search(text) or _OTHERS_KIDS.search(text):
        return []
    nameless = _NAMELESS_AGE.search(text) or _NAMELESS_BIRTHDAY.search(text)
    if nameless is None and not _NAMED_AFTER.search(text):  # "..., her name's Lena": the named reading has it
        nameless = _NAMELESS_PLAIN.search(text)
    if nameless is not None:
        rel = " ".join(nameless.group("rel").lower().split())
        rel = {"lad": "son", "lass": "daughter"}.get(rel, rel)  # "my lad's 16": a son, in British speech
        quals = (("rel", rel), ("age", age_number(nameless.group("age"))))
        return [TypedFact("?", "", "set", qualifiers=(*quals, ("needs", "child")), evidence=text, rule="age:set")]
    birthday = _BIRTHDAY_OF.search(text)
    if birthday is None:
        return []
    after = text[birthday.end() :]
    age = _PRONOUN_AGE.search(after) or _AGE_NOW.search(after)
    # a birthday still to come says so before the age ("Maya's birthday is next week, she'll be 7"); what
    # comes after the age is another matter ("she's 7 now and wants a party next weekend")
    if age is None or re.match(STILL_TO_COME, text[birthday.start() : birthday.end() + age.start()], _F):
        return []
    name = birthday.group("v")
    if not_a_name(name) or name.lower() in _NOT_KID_NAME or not person(name, clause_lower=True):
        return []
    quals = (("age", age_number(age.group("age") or age.group("age2"))), ("needs", "child"))
    return [TypedFact(f"child:{slot_key(name)}", name, "set", qualifiers=quals, evidence=text, rule="age:set")]


# The user says they are a parent: "asking as a parent", "mum of two here", "a dad -- Kit is 4".
PARENT_SAID = re.compile(
    r"\b(?:as|i'm|im|i\s+am|being|fellow)\s+(?:an?\s+)?(?:single\s+|busy\s+|new\s+|first-time\s+|working\s+|tired\s+)?"
    r"(?:parent|mum|mom|mam|dad|father|mother)(?:\s+of\s+\w+)?\b(?!['’]s)|"
    # ... or as a headline of the message: "a parent -- ...", "mum of two here:", "dad here,"
    r"^\W*(?:an?\s+)?(?:single\s+|busy\s+|new\s+|first-time\s+|working\s+|tired\s+)?(?:parent|mum|mom|mam|dad|father|mother)"
    r"(?:\s+of\s+\w+)?(?:\s+here\b|\s*(?:--|—|–|:)|\s+-\s)",
    _F,
)
