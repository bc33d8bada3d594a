"""Family-first reading: a child or a partner named beside a word of the family, in shapes no frame lists.

Frames read the shapes people have been seen to use ("I've got a 7-year-old son called Rowan", "my
wife, Helen, ..."), and a plain one slips past them as soon as a word moves: "I have a son named
Felix", "Dad to a 10-year-old called Noor", "I'm married to a wonderful guy named Tomás", "I live
with my partner, a nurse called Sunita", "My boyfriend (his name's Luca) is a chef". What stays put
is a word of the family -- a child word (son, daughter, little one, eldest, "a 4-year-old") or a
word of the couple (wife, partner, married to, engaged to, in a relationship with, dating) -- the
user owning it (I have, we've got, my, our, "mum of two", "in our house"), and one person's name tied
to it: named, called, after a comma, a colon, a dash or a bracket, within a few words.

A child read this way carries the age the sentence ties to the name ("Mila (7)", "Felix; he's 8",
"a 10-year-old called Noor"). Nothing is read of somebody else's family ("my sister's son Felix",
"Tom's wife Ana"), of an ex or a past ("my ex-husband Jon", "I used to date Marco"), of a wish or a
question, or when two names could be the one meant.
"""

from __future__ import annotations

import re

from engram.extraction.fact_lexicon import CHILD_WORDS, GIVEN_NAME, OPENERS, PARTNER_WORDS, THIRD_PARTY
from engram.extraction.fact_values import not_a_name, person
from engram.extraction.kin_lexicon import AGE_WORD, APPOINTMENT, age_number
from engram.extraction.slots import TypedFact, slot_key

_F = re.IGNORECASE
_NAME = rf"(?P<name>{GIVEN_NAME})(?![\w'’-]|['’]s\b)"
# How a name follows the word it is tied to: "named X", "called X", ", X", ": X", "(X)", "- X",
# "(his name's X)", "whose name is X"; and a description may come between ("a nurse called Sunita").
_NAMED = (
    r"(?:\s+(?:named|called)\s+|\s*[,:]\s*(?:(?:his|her|their)\s+name(?:['’]s|\s+is)\s+)?|\s*\(\s*(?:(?:his|her|their)\s+name(?:['’]s|\s+is)\s+)?|\s*[—–-]+\s*"
    r"(?:(?:his|her|their)\s+name(?:['’]s|\s+is)\s+)?|\s+(?:whose\s+name\s+is|and\s+(?:his|her|their)\s+name\s+is)\s+)"
)
_DESCRIBED = r"(?:,?\s*(?:an?|the)\s+(?:[\w-]+\s+){0,2}?[\w-]+(?:\s+(?:named|called)\s+|\s*,\s*))?"
_NAME2 = _NAME.replace("name", "name2")
_AGED = rf"(?:(?P<age>\d{{1,2}}|{AGE_WORD})[- ](?:year|yr)s?[- ]old)"
_KID = (
    rf"(?:{_AGED}(?:\s+(?P<rel2>{CHILD_WORDS}))?|(?:(?:little|baby|young|teenage|eldest|youngest|oldest)\s+)?(?P<rel>{CHILD_WORDS})|"
    r"little\s+one|eldest|youngest|oldest|middle\s+(?:one|child|kid)|first-?born|newborn)"
)
_KID_NAMED = re.compile(
    rf"\b{_KID}(?:\s+(?:in\s+our\s+(?:house|home|family)|at\s+home))?(?:{_NAMED}|\s+){_NAME}|"
    # a baby shown to the listener: "Meet little Arlo", "say hello to baby Ines"
    rf"\b(?:meet|say\s+(?:hello|hi)\s+to|welcome)\s+(?:our\s+|my\s+)?(?:little|baby|newborn)\s+{_NAME2}",
    _F,
)
# ... in a message typed all in lower case, a lower-case name ("i have a daughter, iolanthe")
# -- only after a word of naming or a comma, never a bare space ("my son wants peanuts" names nobody)
# (nor in parentheses: "my son (bless him) tried to help")
_KID_NAMED_LOWER = re.compile(
    rf"\b{_KID}(?:\s+(?:named|called)\s+|\s*[,:]\s*)"
    + _NAME.replace(GIVEN_NAME, r"(?-i:[a-z][a-zà-ÿā-ž]+)")
    + r"(?!\s+(?:him|her|them|it)\b)",
    _F,
)
# the name first, the child word after it: "Say hello to Wren, our brand new baby girl"
# or said with a copula, an age between: "Noor is our 10-year-old daughter"
_NAME_THEN_KID = re.compile(
    rf"{_NAME}\s*(?:,|\s+is)\s*(?:my|our)\s+(?:(?:brand\s+)?new\s+|little\s+|newborn\s+|youngest\s+|eldest\s+|oldest\s+)*"
    rf"(?:{_AGED}\s+)?(?:baby\s+)?(?P<rel>{CHILD_WORDS})\b",
    _F,
)
# the age said as the child: "Esme is my 7 year old", "Noor's our seven-year-old", "Ravi is my 9yo"
# -- nothing after it but the end of the clause, so "Tom is my 40-year-old neighbour" is no child
_NAME_IS_AGED = re.compile(
    rf"(?<![\w'’-])(?P<name>{GIVEN_NAME})(?:\s*,|\s+is|['’]s)\s*(?:my|our)\s+(?:little\s+)?"
    rf"(?P<age>\d{{1,2}}|{AGE_WORD})(?:[- ](?:year|yr)s?[- ]old|\s*(?:yo|y/o|yr\s+old))"
    r"(?=\s*(?:$|[.,;:!?)]|\s(?:and|but|so|who|which|now|today)\b))",
    _F,
)
# "boy" and "girl" name a pet as often as a child ("our sweet boy Otis", "good girl Maple"): a child
# only as a baby, a little one, or with an age.
_PET_SENSE = re.compile(r"^(?!.*\b(?:baby|little|newborn|year|yr)\b)(?:\w+\s+)*?(?:boy|girl)\b", _F)
# The user owns the child: "I have", "we've got", "my", "our", "mum of two", "dad to", "in our house".
_OWNS = re.compile(
    r"\b(?:i|we)\s+(?:now\s+|also\s+)?(?:have|'ve\s+got|have\s+got|got|had)\b|\b(?:my|our)\b|"
    r"\b(?:mum|mom|mother|dad|father|parent|mama|papa)\s+(?:of|to)\b(?!\s+(?:his|her|their)\b)|\bin\s+our\s+(?:house|home|family)\b|"
    # a birth told as news: "New addition to the family: baby Milo", "Meet little Arlo"
    r"\b(?:addition|member)\s+to\s+(?:the|our)\s+family\b|\bwelcomed?\b|\bmeet\b|\bsay\s+(?:hello|hi)\s+to\b|\bit['’]s\s+a\s+(?:boy|girl)\b",
    _F,
)
_COUPLE = (
    rf"(?:(?:(?:my|our)\s+(?:(?:new|lovely|amazing|wonderful|darling|dear)\s+)?|^\W*new\s+)(?P<prel>{PARTNER_WORDS})(?:\s+alert)?|"
    r"(?:married|engaged)\s+to|(?:dating|seeing|going\s+out\s+with|in\s+a\s+relationship\s+with|together\s+with)"
    r"(?:\s+(?:a|an|this|someone)(?:\s+(?:[\w-]+\s+){0,2}?(?:guy|man|woman|girl|lady|person|bloke|chap|fella|one))?)?)"
)
_PARTNER_NAMED = re.compile(
    rf"\b{_COUPLE}(?:\s+(?:a|an)\s+(?:[\w-]+\s+){{0,2}}?(?:guy|man|woman|girl|lady|person|bloke|chap|fella))?"
    rf"{_DESCRIBED}(?:{_NAMED}|\s+)?{_NAME}",
    _F,
)
# ... in a message typed all in lower case, a lower-case name closing its phrase ("my girlfriend ana now")
_PARTNER_NAMED_LOWER = re.compile(
    rf"\b(?:my|our)\s+(?:new\s+)?(?P<prel>{PARTNER_WORDS})\s*,?\s+(?P<name>(?-i:[a-zà-ÿā-ž]{{2,}}))"
    r"(?=\s*(?:$|[,.!;)]|\s+(?:now|and|who|has|just|moved|lives|says|said)\b))",
    _F,
)
# The family is somebody else's, over, past, wished or asked about.
_NOT_MINE = re.compile(
    rf"\b(?:{THIRD_PARTY})['’]s\b|(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])\w*['’]s\s+(?:\w+\s+)?(?:{CHILD_WORDS}|{PARTNER_WORDS})\b|"
    r"\bex[\s-]|\bex\b|\bformer\b|\bused\s+to\b|\bdivorced\b|\bbroke\s+up\b|\bseparated\b|\bpassed\s+away\b|"
    r"\bsplit\b(?!\s+(?:the|a|an|our|my|it|them|everything|bills?|rent|costs?|chores|cooking)\b)|"
    r"\bwould\b|\bwish\b|\bhope\b|\bif\b|\bmaybe\b|\bsomeday\b|\bone\s+day\b|\bimagine\b|\bnot\b|\bnever\b",
    _F,
)
# Somebody else in the user's life is the subject: "my colleague is dating someone named Sasha".
_THEIRS = re.compile(
    rf"\b(?:my|our)\s+(?:\w+\s+)?(?!(?:{CHILD_WORDS}|{PARTNER_WORDS})\b){THIRD_PARTY}\s+(?:is|has|was|just|got|and\s+(?:his|her|their))\b",
    _F,
)
_THEIR_SUBJECT = re.compile(
    rf"^\W*(?:(?:so|and|oh|btw)\s+)?(?:(?:my|our|a|his|her|their|the)\s+(?:\w+\s+)?(?!(?:{CHILD_WORDS}|{PARTNER_WORDS})\b)"
    rf"{THIRD_PARTY}\b|(?:he|she|they|someone|somebody|you|your)\b)",
    _F,
)
_NOT_A_NAME = OPENERS | frozenset("Mum Mom Dad Mummy Daddy Baby Hubby".split())
# An age tied to the name after it: "Mila (7)", "Rowan, 3,", "Ada is 6", "Felix; he's 8", "who just turned 6".
_AGE_AFTER = re.compile(
    rf"^\s*(?:\(\s*(?:aged?\s+)?(?P<a1>\d{{1,2}})\s*\)|,\s*(?P<a2>\d{{1,2}})\s*(?:,|$)|"
    rf"(?:,\s*)?(?:is|['’]s|who['’]s|who\s+is|who\s+just\s+turned|who\s+turned)\s+(?:now\s+|just\s+|already\s+|only\s+)?(?P<a3>\d{{1,2}}|{AGE_WORD})\b(?!\s*(?:%|months?|weeks?|days?|kg|cm|foot|feet|ft|in\b))|"
    rf"\s*[;,.]?\s*(?:and\s+)?(?:he|she|they)(?:['’]s|\s+is|\s+just\s+turned|\s+turned)\s+(?:now\s+|just\s+|already\s+)?(?P<a4>\d{{1,2}}|{AGE_WORD})\b(?!\s*(?:%|months?|weeks?|days?)))",
    _F,
)


def family_from_name(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` with the child and the partner a statement names beside a family word, where no
    frame read one."""
    if _NOT_MINE.search(text) or _THEIR_SUBJECT.match(text) or _THEIRS.search(text):
        return facts  # "My sister has a son named Felix", "my boss is married to a woman called Helen"
    out = list(facts)
    taken = {slot_key(v) for f in facts for v in (f.value, f.old or "") if v}  # ("we lost our old boy Cooper")
    if not any(f.slot.startswith("child:") and not f.q("needs") for f in facts):  # an age alone says not whose
        taken -= {slot_key(f.value) for f in facts if f.q("needs")}
        out.extend(_children(text, taken))
    if not any(f.slot == "partner" for f in facts):
        out.extend(_partner(text, taken))
    return out


def _children(text: str, taken: set[str]) -> list[TypedFact]:
    named = _KID_NAMED_LOWER if text == text.lower() else _KID_NAMED  # all lower case: "a daughter, iolanthe"
    found = [
        m
        for m in named.finditer(text)
        if _a_name(m, text) and (m.groupdict().get("name2") or _OWNS.search(text[: m.start()][-40:]))
    ]
    found += [m for m in _NAME_THEN_KID.finditer(text) if _a_name(m, text)]
    found += [m for m in _NAME_IS_AGED.finditer(text) if _a_name(m, text) and 0 < int(age_number(m.group("age"))) < 20]
    found = [m for m in found if not _PET_SENSE.search(m.group(0))]
    names = {_named(m) for m in found}
    if len(names) != 1:
        return []
    match = found[0]
    name = _named(match)
    if slot_key(name) in taken:
        return []
    quals: list[tuple[str, str]] = []
    rel = match.groupdict().get("rel") or match.groupdict().get("rel2")
    if rel:
        quals.append(("rel", rel.lower()))
    after = _AGE_AFTER.match(text[match.end() :]) if match.re is _KID_NAMED else None
    said = match.groupdict().get("age") or (after and next((g for g in after.groups() if g), None))
    if said:
        quals.append(("age", age_number(said)))
    return [
        TypedFact(f"child:{slot_key(name)}", name, "set", qualifiers=tuple(quals), evidence=text, rule="child:name")
    ]


# "seeing Hamilton tonight": an appointment, not a partner (kin_lexicon.APPOINTMENT)
_APPOINTMENT = re.compile(APPOINTMENT, _F)


def _partner(text: str, taken: set[str]) -> list[TypedFact]:
    named = _PARTNER_NAMED_LOWER if text == text.lower() else _PARTNER_NAMED  # "living with my girlfriend océane now"
    found = [m for m in named.finditer(text) if _a_name(m, text) and not _APPOINTMENT.match(text, m.end("name"))]
    names = {m.group("name") for m in found}
    if len(names) != 1:
        return []
    match = found[0]
    name = match.group("name")
    if slot_key(name) in taken:
        return []
    rel = match.group("prel")
    quals = (("rel", rel.lower()),) if rel else ()
    return [TypedFact("partner", name, "set", qualifiers=quals, evidence=text, rule="partner:name")]


# The couple parting: "Kim and I ended things", "Marco and I are divorced now", "I split up with Jonas".
_PARTED = (
    r"(?:(?:have|had|just|finally|officially|recently)\s+)*(?:ended\s+(?:things|it)|called\s+it\s+(?:quits|off)|"
    r"(?:are|got|have\s+got)\s+divorced|divorced|separated|(?:are|have)\s+separated|split(?:\s+up)?|broke\s+up|"
    r"are\s+(?:over|done|finished)|went\s+(?:our|separate)\s+(?:separate\s+)?ways|parted\s+ways)\b"
    # (never a thing split or done with: "Sarah and I split the bill")
    r"(?!\s+(?:with|the|a|an|our|my|their|it|this|that|these|those|everything|things|costs?|bills?|rent|work)\b|\s+\w+ing\b)"
)
_PART_WAYS = re.compile(rf"(?:(?:my|our)\s+(?:\w+\s+)?(?:{PARTNER_WORDS})\s+)?{_NAME}\s+and\s+i\s+{_PARTED}", _F)
_PARTED_WITH = re.compile(
    rf"\bi\s+(?:(?:just|finally|have|had)\s+)*(?:ended\s+(?:things|it)|broke\s+up|split(?:\s+up)?|parted\s+ways)\s+with\s+"
    rf"(?:(?:my|our)\s+(?:\w+\s+)?(?:{PARTNER_WORDS})\s+)?{_NAME}",
    _F,
)


_NOT_MINE_PARTING = re.compile(rf"\b(?:{THIRD_PARTY})['’]s\b|\bwould\b|\bif\b|\bmight\b|\bthinking\b|\bshould\b", _F)


def partner_parted(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """The partner a statement says the user parted with, read over a frame that took the same
    words for a new partner ("My girlfriend Kim and I ended things" is no new girlfriend)."""
    found = _PART_WAYS.search(text) or _PARTED_WITH.search(text)
    if found is None or any(f.slot == "partner" and f.op == "end" for f in facts) or _NOT_MINE_PARTING.search(text):
        return facts
    name = found.group("name")
    kept = [f for f in facts if not (f.slot == "partner" and slot_key(f.value) == slot_key(name))]
    return [*kept, TypedFact("partner", "", "end", old=name, evidence=text, rule="partner:parted")]


def _named(match: re.Match[str]) -> str:
    return match.groupdict().get("name") or match.groupdict().get("name2") or ""


def _a_name(match: re.Match[str], text: str) -> bool:
    """A person's name: not an opener, a place, a tool, and not followed by a family word of its own
    ("my wife Helen's sister")."""
    name = _named(match)
    if name in _NOT_A_NAME or not person(name, clause_lower=name.islower()) or not_a_name(name):
        return False  # (a place or a tool may be a name here: "a daughter named Ada", "my wife, Florence")
    return re.match(r"['’]s\s", text[match.end() :]) is None
