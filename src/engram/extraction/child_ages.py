# ruff: noqa: E501  (a pattern reads better on one line)
"""Children's ages read from the whole sentence: the shapes an age takes around a child's name that
no frame lists, and the ages that are not yet (or not years) which a frame read anyway.

Parents state an age every way there is: "Rafa is 3 -- and he is LOUD", "Ayla is three and a half",
"my daughter Ines is 4 going on 14", "Juno is now a whole 7 years old", "Ivy, our 3-year-old, ...",
"we've got a 7 year old, Kit", "amir (my son) is 12", "happy 7th birthday to my little Finn!", "the
twins, Ada and Max, are 7", "my oldest Mateo is 6 and my youngest Sofia is 2". What stays put is a
given name, an age tied to it within a few words (a number up to nineteen in digits or words, or an
ordinal birthday) and nothing of somebody else's family between. A child word or "my / our" beside
the name makes the child the user's; a bare name ("Rafa is 3") only updates a child memory already
holds (``needs=child``), so a pet, a colleague or a score is never a child. A pronoun may carry the
age of the one child named ("Zara is my daughter, she's 6", "my stepdaughter is 10, her name's
Lena"), and a message all in lower case names the child where it opens ("kaia is 6 and a half") or
after the child word ("my boy jude's 8"). A hedged age ("7, maybe 8", "I think") is none.

The other way round, an age still to come ("Felix turns 9 next week", "Maya will be 5 in March")
is no age yet, whichever reading found it: a new child keeps its name without the age, an update of
a remembered child is dropped. A baby's age in months stays in months ("Eli is 18 months").
"""

from __future__ import annotations

import re
from dataclasses import replace

from engram.extraction.fact_lexicon import CHILD_WORDS, GIVEN_NAME, OPENERS, SPECIES, THIRD_PARTY
from engram.extraction.fact_values import not_a_name, person
from engram.extraction.kid_lists import OTHERS_POSSESSIVE, PARENT_SAID
from engram.extraction.kin_lexicon import _NOT_LOWER_NAME, AGE_WORD, ORDINAL, age_number
from engram.extraction.slots import TypedFact, slot_key
from engram.extraction.tool_lexicon import tool_kind

_F = re.IGNORECASE
_N = rf"(?:\d{{1,2}}|{AGE_WORD})"
# An age that is still to come: "turns 9 next week", "will be 5 in March", "is turning 6 on Sunday".
FUTURE_AGE = re.compile(
    rf"\b(?:turns|(?:is|['’]s|are)\s+turning|will\s+turn|['’]ll\s+turn|will\s+be|['’]ll\s+be|gonna\s+(?:be|turn)|going\s+to\s+(?:be|turn)|"
    rf"about\s+to\s+(?:be|turn))\s+{_N}\b(?!\s+(?:today|now|already)\b)"
    r"(?=[^.!?]*\b(?:next|tomorrow|soon|later|coming|upcoming|in\s+(?:a|\d+|two|three|few)\b|"
    r"in\s+(?:january|february|march|april|may|june|july|august|september|october|november|december)|"
    r"on\s+\w+|this\s+(?:\w+day|weekend|week|month|year|summer|spring|autumn|fall|winter)))|"
    rf"\b(?:will\s+be|['’]ll\s+be|gonna\s+be|going\s+to\s+be|about\s+to\s+turn|will\s+turn|['’]ll\s+turn)\s+{_N}\b",
    _F,
)
_MONTHS = re.compile(rf"\b(?P<n>\d{{1,2}}|{AGE_WORD})\s*(?:months?|mos?)(?:\s+old)?\b", _F)
_NAME = rf"(?P<name>{GIVEN_NAME})"
# What may follow an age and keep it one: "3 -- and", "3 and a half", "4 going on 14", "7 years old".
_AGE_END = (
    r"(?:\s+and\s+a\s+half\b|\s+going\s+on\s+\w+|\s*(?:years?|yrs?)(?:\s+old)?\b|\s*(?:yo|y/o)\b|\s*(?:months?|mos)(?:\s+old\b|(?=\s*(?:$|[,.;!?\u2014\u2013()]|\s+(?:and|but|so|now|today|already)\b)))|"
    r"(?=\s*(?:$|[,.;!?\u2014\u2013()-]|\s+(?:and|but|so|now|today|already|btw|lol|haha|honestly|though|tho|last|yesterday)\b|"
    r"\s+(?:this|on|over|at)\s+(?:the\s+)?(?:\w+day|weekend|week|morning|month)\b)))"
)
_AGE = rf"(?P<age>{_N})(?![\w.:/%])(?!\s*(?:%|am|pm|kg|km|lbs?|cm|feet|foot|ft|minutes?|hours?|days?|weeks?|times|points?|goals?|-\d))"
_IS = r"(?:is|['’]s|turned|just\s+turned|has\s+just\s+turned)\s+(?:now\s+|only\s+|already\s+|just\s+|officially\s+|a\s+whole\s+|nearly\s+|almost\s+)*"
_ROLE = (
    rf"(?:(?:little|baby|young|teenage|eldest|youngest|oldest|middle|big)\s+)?{CHILD_WORDS}|eldest|oldest|youngest|"
    r"littlest|middle\s+(?:one|child|kid)|little\s+one|first-?born|twins?|triplets?"
)
_PRONOUN_AGE = rf"(?:she|he|they)(?:['’]s|\s+is|\s+are|['’]re|\s+just\s+turned|\s+turned)\s+(?:now\s+|just\s+|only\s+|already\s+)*{_AGE}{_AGE_END}"
_AGED_NOUN = rf"(?P<age2>{_N})[- ]?(?:year|yr)s?[- ]old|(?P<age3>\d{{1,2}})\s*(?:yo|y/o)"
_SHAPES = (
    # "Rafa is 3 -- and ...", "Ayla is three and a half", "Juno is now a whole 7 years old"
    re.compile(rf"(?<![\w'’-]){_NAME}(?:\s+|(?=['’]s\s)){_IS}{_AGE}{_AGE_END}", _F),
    # "Pia's my eldest, she's 9", "Otis is my son, he just turned 7"
    re.compile(
        rf"(?<![\w'’-]){_NAME}(?:\s+is|['’]s)\s+(?P<own>my|our)\s+(?:{_ROLE})\b\s*[,;:—–-]*\s*(?:and\s+)?{_PRONOUN_AGE}",
        _F,
    ),
    # "my stepdaughter is 10, her name's Lena", "our son, who is 5, is called Ben"
    re.compile(
        rf"\b(?P<own>my|our)\s+(?:{_ROLE})\s*(?:,\s*who(?:['’]s|\s+is)\s+|\s+(?:is|['’]s)\s+){_AGE}\s*[,;:—–-]*\s*"
        rf"(?:and\s+)?(?:(?:his|her|their)\s+name(?:['’]s|\s+is)|is\s+(?:called|named))\s+{_NAME}",
        _F,
    ),
    # "Arun, 14, is my eldest"
    re.compile(rf"(?<![\w'’-]){_NAME}\s*,\s*{_AGE}\s*,\s*(?:is|['’]s)\s+(?P<own>my|our)\s+(?:{_ROLE})\b", _F),
    # "Isak (5) has been having nightmares", "Lily, who's 4, won't eat anything green"
    re.compile(rf"(?<![\w'’-]){_NAME}\s*\(\s*(?:aged?\s+)?{_AGE}\s*(?:yo|y/o|years?\s+old|yrs?)?\s*\)", _F),
    re.compile(rf"(?<![\w'’-]){_NAME}\s*,\s*who(?:['’]s|\s+is)\s+(?:now\s+|just\s+|only\s+)?{_AGE}{_AGE_END}", _F),
    # "amir (my son) is 12", "June (our littlest) turned 3"
    re.compile(rf"(?<![\w'’-]){_NAME}\s*\(\s*(?P<own>my|our)\s+(?:{_ROLE})\s*\)\s*{_IS}{_AGE}{_AGE_END}", _F),
    # "Ivy, our 3-year-old, ...", "Aiden, my 8 year old, ..."
    re.compile(rf"(?<![\w'’-]){_NAME}\s*,\s*(?P<own>my|our)\s+(?:{_AGED_NOUN})(?!\s+(?:{SPECIES}))", _F),
    # "we've got a 7 year old, Kit", "my 8yo, Noor,", "our 3-year-old Ivy"
    re.compile(
        rf"\b(?P<own>my|our|(?:we|i)(?:\s+have|['’]ve\s+got|\s+have\s+got|\s+got)\s+an?)\s+(?:{_AGED_NOUN})"
        rf"(?:\s+(?:{CHILD_WORDS}))?\s*(?:,|\s|named\s+|called\s+)\s*{_NAME}",
        _F,
    ),
    # "happy 7th birthday to my little Finn!", "happy 5th bday to our Rosa"
    re.compile(
        rf"\bhappy\s+(?P<ord>{ORDINAL})\s+(?:birthday|bday|b-day)\s+to\s+(?P<own>my|our)\s+(?:\w+\s+)?{_NAME}", _F
    ),
    # "my oldest Mateo is 6", "our youngest, Sofia, is 2"
    re.compile(rf"\b(?P<own>my|our)\s+(?:{_ROLE})\s*,?\s*{_NAME}\s*,?\s+{_IS}{_AGE}{_AGE_END}", _F),
)
# "the twins, Ada and Max, are 7": both named, one age
_PAIR = re.compile(
    rf"\b(?:the|my|our)\s+(?:{_ROLE}|kids|boys|girls)\s*[,:(]?\s*(?P<a>{GIVEN_NAME})\s+(?:and|&)\s+(?P<b>{GIVEN_NAME})\s*[,)]?\s+"
    rf"(?:are|turned|just\s+turned)\s+(?:now\s+|both\s+|already\s+)*{_AGE}{_AGE_END}",
    _F,
)
# Words of endearment before a child's name: "my little Finn", "our sweet Noor".
_FOND = r"(?:little|sweet|darling|precious|beautiful|lovely|brave|clever|cheeky|baby|big|wee|tiny|amazing|wonderful|favou?rite)"
# All lower case: a name opening the message (after a chat opener) or after the user's child word.
_LOWER = re.compile(
    rf"(?:^(?:(?:so|ok|okay|btw|update|quick\s+update|fyi|oh|well|and)\W+)*|\b(?P<own>my|our)\s+(?:{_ROLE})\s+)"
    rf"(?P<name>{_NOT_LOWER_NAME}(?!(?:mine|ours|yours|theirs|hers|work|dinner|lunch|breakfast|school|class|rent|total|bill|price)\b)[a-z]{{2,}})(?:\s+|(?=['’]s\s)){_IS}{_AGE}{_AGE_END}"
)
_THEIRS = re.compile(
    rf"\b(?:{THIRD_PARTY})['’]s\b|(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])\w*['’]s\s+(?:\w+\s+)?{CHILD_WORDS}\b|\b(?:his|her|their|your)\s+(?:\w+\s+)?{CHILD_WORDS}\b",
    _F,
)
_OTHERS_BEFORE = re.compile(rf"\b(?:{THIRD_PARTY}|{SPECIES})s?\s*,?\s*$", _F)
_NOT_NOW = re.compile(
    r"\b(?:if|would|could|when\s+(?:i|we|he|she)\s+was|when\s+\w+\s+was|used\s+to|back\s+then|in\s+the\s+(?:book|game|show|movie|film)|"
    r"character|years?\s+ago|ago|since|married|together|dating|anniversary|score|level|rank|round|lap|page|chapter|season)\b",
    _F,
)
_HEDGED = re.compile(
    rf"\b(?:maybe|perhaps|probably|i\s+think|i\s+guess|or\s+so|not\s+sure|i\s+believe|roughly|"
    rf"(?:about|around)(?=\s+(?:\d|{AGE_WORD}\b)))\b",
    _F,
)
_NOT_A_NAME = OPENERS | frozenset(
    "Mum Mom Dad Mummy Daddy Baby Happy Level Page Chapter Season Round Room Gate Platform Table Grade Year Class".split()
)


# Names listed with ages are the user's children where the household is said around them: "Elodie is
# 12 and Bastien is 1, so the house is never quiet", "ours are Tamsin (7) and Pip (4)"; a bare "Ada is
# 12" only updates a child memory holds.
_HOUSEHOLD = re.compile(
    r"\b(?:ours\s+are|our\s+(?:kids|lot|two|three|four|brood|little\s+ones|children|crew|gang|babies)|the\s+(?:house|household)|"
    r"at\s+home|(?:keep|keeps|keeping)\s+(?:us|me)\s+(?:busy|on\s+(?:our|my)\s+toes|up|going)|bed\s*times?|bath\s*times?|"
    r"school\s+runs?|in\s+our\s+(?:house|home|family)|(?:i'm|im|i\s+am|we're|we\s+are)\s+outnumbered|(?:mum|mom|dad)\s+life|"
    r"parenting|(?:my|our)\s+hands\s+full)\b",
    _F,
)


def child_ages(facts: list[TypedFact], text: str, *, new: bool = True) -> list[TypedFact]:
    """``facts`` with ages no frame read tied to a child's name, and without ages still to come. In a
    question (``new`` false) only a child it presupposes takes the age beside it: "my son Cal is 4,
    is it normal that ...?"."""
    kept = [_not_yet(f) for f in facts]
    facts = [_in_months(f) for f in kept if f is not None]
    if _THEIRS.search(text) or OTHERS_POSSESSIVE.search(text) or _NOT_NOW.search(text) or FUTURE_AGE.search(text):
        return facts
    if _HEDGED.search(text):  # "my son Tobin is 7, maybe 8": an age the user is not sure of
        return facts
    aged = {f.slot for f in facts if f.slot.startswith("child:") and f.q("age")}
    found = _tied_ages(text)
    out = list(facts)
    for fact in out:  # "sasha (my daughter) turned 12": a name a frame read in lower case, its age beside it
        if fact.slot.startswith("child:") and fact.op == "set" and fact.value and not fact.q("age"):
            said = _said_of(fact.value, text)
            if said and fact.slot not in found:
                found[fact.value] = (said, True)
    for name, (age, owned) in found.items():
        slot = f"child:{slot_key(name)}"
        if slot in aged:
            continue
        same = [f for f in out if f.slot == slot and f.op == "set"]
        if same:  # "my son Cal is 4, is it normal ...": the frame named Cal, the age is beside him
            out = [replace(f, qualifiers=(*f.qualifiers, ("age", age))) if f in same else f for f in out]
            continue
        if not new or any(f.slot.startswith(("pet:", "partner")) and slot_key(f.value) == slot_key(name) for f in out):
            continue
        owned = owned or (len(found) > 1 and _HOUSEHOLD.search(text) is not None)
        owned = owned or (len(found) == 1 and PARENT_SAID.search(text) is not None)  # "asking as a parent: Kit is 4"
        quals = (("age", age),) if owned else (("age", age), ("needs", "child"))
        out.append(TypedFact(slot, name, "set", qualifiers=quals, evidence=text, rule="age:whole"))
    return out


def _tied_ages(text: str) -> dict[str, tuple[str, bool]]:
    """Each child name the sentence ties an age to, with the age and whether "my / our" or a child
    word owns it; a name tied to two different ages is none."""
    found: dict[str, tuple[str, bool]] = {}
    clash: set[str] = set()
    hits: list[tuple[str, str, bool]] = []
    for shape in _SHAPES:
        for m in shape.finditer(text):
            name = m.group("name")
            owned = "own" in m.groupdict() and m.group("own") is not None
            if not _a_child_name(name, text, m.start("name"), owned):
                continue
            said = next(m.group(g) for g in ("age", "age2", "age3", "ord") if g in m.groupdict() and m.group(g))
            hits.append((name, _years_or_months(said, text[m.end("name") :]), owned))
    if text == text.lower():  # "kaia is 6 and a half", "my boy jude's 8": a lower-case name where it opens
        for m in _LOWER.finditer(text):
            hits.append(
                (m.group("name"), _years_or_months(m.group("age"), text[m.end("name") :]), m.group("own") is not None)
            )
    for m in _PAIR.finditer(text):
        for g in ("a", "b"):
            if _a_child_name(m.group(g), text, m.start(g), owned=True):
                hits.append((m.group(g), age_number(m.group("age")), True))
    for name, age, owned in hits:
        if not age.split()[0].isdigit() or not 0 < int(age.split()[0]) < 20:
            continue
        if name in found and found[name][0] != age:
            clash.add(name)
        found[name] = (age, owned or (name in found and found[name][1]))
    return {n: v for n, v in found.items() if n not in clash}


def _said_of(name: str, text: str) -> str:
    """The age the sentence ties to a name already read, whatever its case."""
    pattern = re.compile(
        rf"(?<![\w'’-]){re.escape(name)}\s*(?:\(\s*(?:my|our)\s+(?:{_ROLE})\s*\)\s*)?,?\s*{_IS}{_AGE}{_AGE_END}", _F
    )
    found = pattern.search(text)
    if found is None:  # "Zara is my daughter, she's 6": the pronoun's age, when she is the one named
        found = re.search(rf"(?<![\w'’-]){re.escape(name)}\b[^.!?;]{{0,40}}?\b{_PRONOUN_AGE}", text, _F)
        if found is None or len({m.group(0) for m in re.finditer(GIVEN_NAME, text)} - _NOT_A_NAME - {name}) > 0:
            return ""
    age = _years_or_months(found.group("age"), text[found.end() - len(found.group(0)) :])
    return age if age.split()[0].isdigit() and 0 < int(age.split()[0]) < 20 else ""


def _years_or_months(said: str, after: str) -> str:
    years = age_number(said)
    months = _MONTHS.match(after[after.find(said) :]) if said in after else None
    return f"{years} months" if months else years


def _a_child_name(name: str, text: str, at: int, owned: bool = False) -> bool:
    """A given name, not somebody else's relative or an animal; a tool's name counts only where a
    child word owns it ("the twins, Ada and Max")."""
    if name in _NOT_A_NAME or not person(name) or not_a_name(name):
        return False
    if not owned and tool_kind(name) is not None and not _ROLE_BEFORE.search(text[:at]):
        return False  # a place's name is a child's often enough ("Mila", "Sofia"): a bare one only updates a child memory holds
    before = text[:at]
    if re.search(r"\b(?:my|our|the|a|an)\s+(?:\w[\w-]*\s+){1,2}$", before, _F) and not re.search(
        rf"\b(?:{_ROLE}|{_FOND})\s*$", before, _F
    ):
        return False  # "our dog walker Jess is 19": somebody named by another noun
    if _OTHERS_BEFORE.search(text[:at]) and not re.search(
        rf"\b(?:my|our)\s+(?:\w+\s+)?{CHILD_WORDS}\s*,?\s*$", text[:at], _F
    ):
        return False  # "my nephew Theo is 9", "our dog Rex is 3": not the user's child
    return re.match(rf"\s*,?\s*(?:the|my|our)\s+(?:\w+\s+)?{SPECIES}\b", text[at + len(name) :], _F) is None


_ROLE_BEFORE = re.compile(rf"\b(?:{_ROLE})\s*,?\s*$", _F)


def _not_yet(fact: TypedFact) -> TypedFact | None:
    """An age still to come is no age: dropped from a child, an update of a remembered one dropped."""
    if not fact.slot.startswith(("child:", "?")) or not fact.q("age") or not FUTURE_AGE.search(fact.evidence):
        return fact
    if fact.q("needs") or fact.slot == "?":
        return None
    return replace(fact, qualifiers=tuple(q for q in fact.qualifiers if q[0] != "age"))


def _in_months(fact: TypedFact) -> TypedFact:
    """ "our baby Elio is 8 months old": eight months, not eight years."""
    age = fact.q("age")
    if not fact.slot.startswith("child:") or not age or not age.isdigit():
        return fact
    months = [m for m in _MONTHS.finditer(fact.evidence) if age_number(m.group("n")) == age]
    if not months or re.search(rf"\b{age}\s*(?:years?|yrs?|yo)\b", fact.evidence, _F):
        return fact
    return replace(fact, qualifiers=tuple((k, f"{age} months" if k == "age" else v) for k, v in fact.qualifiers))
