"""Apposition reading: a name and a role word of the user's (kin, pet kind, manager) set side by side.

Chat names the people and animals of a life in passing, the role put beside the name by brackets,
commas, dashes or a copula, in either order and anywhere in the message: "Ingrid (my wife) thinks
...", "my boss (Wenceslas Moreau) wants ...", "our cockapoo, Dumpling, who is 3, ...", "Casimir --
my stepson -- has ...", "bovril is our border terrier", and the remote one, "it's Mireille's recital
on friday (my daughter)", where the bracket names the kin of the one person the clause names. Frames
list such shapes one by one and miss the next; what stays put is the pairing itself: a role phrase
that the user owns ("my" or "our", a few closed-class modifiers, then a kin word, an animal kind or a
manager word) tied to one name with nothing but the punctuation of apposition between.

A lower-case name is still a name where the tie is this strong ("so marmite (my saluki) is off his
food"): it is stored title-cased (:func:`proper_names`). It must not be a word of a closed class that
fills the same place in chat ("my dog (a rescue)", "our cat, honestly, ...", "my wife (bless her)"),
and when it comes first it must open the clause or follow a preposition, where a name stands.

Chat also drops the possessive before a manager or partner word at the start of a message ("boss is
Idris Mensah now", "new manager: Ines Duarte", "manager-wise, still X"). This is the one reading of
that shape; after a bare copula it wants a capitalised name ("boss is grumpy" names nobody). An age
may sit inside the apposition ("achille (our son, 3)"): it joins the child whichever reading named him.

Nothing is read of somebody else's role ("Tomasz (my sister's husband)", "my friend's dog (a saluki
named Rex)", "his wife (Ingrid)"), of a past ("my old boss, X"), a loss, a wish, a hypothetical or
fiction, or when two names could be the one meant. A statement whose subject is a person set beside a
role ("Priya, my coworker, got a dog named Nacho") states nothing else of the user's
(:func:`about_the_apposed`), and such a person is never a project.
"""

from __future__ import annotations

import re
from dataclasses import replace

from engram.extraction.describing_words import describes
from engram.extraction.fact_lexicon import (
    BOSS_WORDS,
    CHILD_WORDS,
    HONORIFIC,
    OPENERS,
    PARTNER_WORDS,
    SPECIES,
    THIRD_PARTY,
)
from engram.extraction.fact_values import not_a_name
from engram.extraction.gazetteer import placed
from engram.extraction.kin_lexicon import AGE_WORD, age_number
from engram.extraction.lexicon import PICTOGRAPH_CHARS
from engram.extraction.slots import TypedFact, slot_key
from engram.extraction.statements import NOT_A_CONDITION
from engram.extraction.tool_lexicon import ambiguous, tool_kind

_F = re.IGNORECASE
_MANAGER = BOSS_WORDS
# the words that name the one the user reports to without "my" ("store manager" names a shop's)
_MY_LINE = r"(?:line\s+manager|line\s+mgr|manager|mgr|boss|supervisor|team\s+lead)"
_CHILD = (
    rf"(?:{CHILD_WORDS}|eldest|youngest|oldest|middle\s+(?:one|child|kid)|first-?born|little\s+one|"
    rf"(?:\d{{1,2}}|{AGE_WORD})[- ](?:year|yr)s?[- ]old)"
)
# Modifiers a role phrase may carry: a closed class, so "my sister's husband" is never "my husband".
_MODS = (
    r"(?:(?:new|newest|little|lovely|sweet|old|baby|rescue|current|direct|actual|darling|dear|beloved|gorgeous|"
    r"crazy|naughty|fluffy|big|tiny|first|second|other|youngest|eldest|oldest|wonderful|amazing|lazy|senior|"
    r"grumpy|handsome|beautiful|adorable|anxious|elderly|\d{1,2}[- ](?:year|yr)s?[- ]old)\s+){0,3}"
)
# "my husband", "our rescue greyhound": the role the user owns, left open for what may follow it
_MY_ROLE = (
    # ("the wife", "the missus": chat's own "my")
    rf"(?<![\w'’-])(?:my|our|the(?=\s+(?:wife|missus|missis|hubby|other\s+half|better\s+half)\b))\s+{_MODS}(?:(?P<mgr>{_MANAGER})|(?P<partner>{PARTNER_WORDS})|(?P<child>{_CHILD})|"
    rf"(?P<pet>{SPECIES})"
)
_ROLE = rf"{_MY_ROLE}(?:\s+(?:cat|dog|rabbit|kitty|pup|puppy|mix|cross))?)(?!['’]s\b|[\w-])"
_NEW_ROLE = (
    rf"(?<![\w'’-])new\s+(?:(?P<mgr>{_MANAGER})|(?P<partner>{PARTNER_WORDS})|(?P<child>(?!))|"
    rf"(?P<pet>{SPECIES}))(?!['’]s\b|[\w-])"
)
# the role as an owner of what follows: "my boyfriend's name is Tariq"
_ROLE_OWNING = rf"{_MY_ROLE})(?![\w-])"
_CAP_WORD = r"(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-ž]+(?:['’-](?!s\b)[A-Za-zà-ÿā-ž]+)?)"
_LOW_WORD = r"(?-i:[a-zà-ÿā-ž]{2,}(?:-[a-zà-ÿā-ž]+)?)"
_PARTICLE = r"(?:(?:de|da|van|von|der|den|del|le|la|bin|al)\s+)?"
_NAME = (
    rf"(?P<name>(?:{HONORIFIC}\.?\s+)?{_CAP_WORD}(?:\s+{_PARTICLE}{_CAP_WORD}){{0,2}}|{_LOW_WORD}(?:\s+{_LOW_WORD})?)"
)
_DASH = r"(?:\s+-{1,2}\s+|\s*[—–]\s*)"
_AGE_IN = r"(?:\s*,\s*(?:who(?:['’]s|\s+is)\s+(?:now\s+|just\s+)?)?(?P<age>\d{1,2})(?!\s*(?:%|am|pm|kg|km)\b))?"
_AFTER = rf"(?=\s*(?:[,.;:!?)]|-|—|–|$|and\b|but\b|btw\b|lol\b|haha\b|now\b|too\b|[{PICTOGRAPH_CHARS}]))"
_SHAPES = [
    # the name first: "Ingrid (my wife)", "waffle, my dachshund,", "Tobias -- my husband --", "X is my boss"
    re.compile(rf"{_NAME}\s*\(\s*{_ROLE}{_AGE_IN}\s*\)", _F),
    # the possessive dropped inside brackets when the role is new: "Marcus (new bf) is taking me to ..."
    re.compile(rf"{_NAME}\s*\(\s*{_NEW_ROLE}\s*\)", _F),
    re.compile(rf"{_NAME}\s*,\s*(?:who(?:['’]s|\s+is)\s+)?{_ROLE}(?:\s+of\s+\w+\s+years)?{_AGE_IN}\s*(?:,|$)", _F),
    re.compile(rf"{_NAME}{_DASH}{_ROLE}{_AGE_IN}(?:{_DASH}|\s*,|\s*$)", _F),
    re.compile(rf"{_NAME}\s+(?:is|['’]s)\s+(?:also\s+)?{_ROLE}{_AFTER}", _F),
    # the role first: "my boss (Wenceslas Moreau)", "our cockapoo, Dumpling,", "my line manager -- X --"
    re.compile(rf"{_ROLE}\s*\(\s*{_NAME}{_AGE_IN}\s*\)", _F),
    re.compile(rf"{_ROLE}\s*,\s*{_NAME}{_AGE_IN}\s*(?:,|$)", _F),
    re.compile(rf"{_ROLE}{_DASH}{_NAME}(?:{_DASH}|\s*,|\s*$)", _F),
    # a manager word alone in the brackets is the user's: "Fergus (line manager) rejected my claim",
    # "mgr (Takeshi) approved my leave"
    re.compile(
        rf"{_NAME}\s*\(\s*(?:new\s+|direct\s+)?(?P<mgr>{_MY_LINE})(?P<partner>(?!))?(?P<child>(?!))?(?P<pet>(?!))?\s*\)",
        _F,
    ),
    re.compile(
        rf"(?:^|[.!?]\s+)\W*(?:(?:so|ok|okay|ugh|oh|um|and|btw|update)\W+)*(?:new\s+|direct\s+)?(?P<mgr>{_MY_LINE})"
        rf"(?P<partner>(?!))?(?P<child>(?!))?(?P<pet>(?!))?\s*\(\s*{_NAME}\s*\)",
        _F,
    ),
    # chat drops the "my": "boss is Idris Mensah now", "new manager: Ines Duarte", "wife is Sanna btw",
    # "boss is still X", "same manager as ever: X", "manager-wise, still X"
    re.compile(
        rf"^\W*(?:(?:so|ok|okay|oh|um|right|yep|yeah|and|btw|fyi|update)\W+)*(?:new\s+|current\s+|same\s+)?"
        rf"(?:(?P<mgr>{_MANAGER})|(?P<partner>{PARTNER_WORDS}))(?P<child>(?!))?(?P<pet>(?!))?"
        rf"(?:\s*(?P<copula>\bis\b|['’]s\b)|-wise\s*,?|\s+as\s+ever\s*:|\s*[:=])\s*(?:(?:now|still|officially)\s+)?"
        rf"{_NAME}(?=\s*(?:[,.;!?)]|$|(?:now|btw|lol|tbh|fyi|and|again|still|since|from|starting|as\s+of|as\s+usual|"
        rf"these\s+days|for\s+now|in\s+case|nothing|no\s+change)\b))",
        _F,
    ),
]
# The name given after the role in a clause of its own: "what should i get my boyfriend for christmas, his name is
# Tariq", "It's my little girl's 2nd birthday -- her name is Beatrix", "Partner's name is Amaru" (the "my" dropped).
_NAME_GIVEN = re.compile(
    rf"(?:{_ROLE_OWNING}(?:['’]s\b)?[^.?!;]{{0,60}}?(?:,|{_DASH}|\s)\s*(?:his|her|their|its)\s+name(?:['’]s|\s+is)|"
    rf"^\W*(?:(?P<partner2>{PARTNER_WORDS})|(?P<mgr2>{_MANAGER}))['’]s\s+name(?:['’]s|\s+is))\s+{_NAME}"
    rf"(?=\s*(?:$|[,.;:!?)]|\s+(?:and|but|btw|lol|so)\b))",
    _F,
)
# The remote bracket: "it's Mireille's recital on friday (my daughter)".
_REMOTE = re.compile(rf"(?P<name>{_CAP_WORD})['’]s\s+(?:[\w-]+\s+){{1,6}}?\(\s*{_ROLE}\s*\)", _F)
_ROLE_ANY = re.compile(rf"\b(?:{_MANAGER}|{PARTNER_WORDS}|{_CHILD}|{SPECIES})\b", _F)
_ANY_CAP = re.compile(rf"(?<![\w'’]){_CAP_WORD}")
# Words that fill a name's place in chat without being one.
NOT_NAMES = frozenset(
    """a an the this that these those it its he she they him her them his hers their theirs me mine you your
    we us who whom whose which what whoever someone somebody anyone everyone nobody one ones not no yes
    and or but so if then than also too very really just still now again always never only even
    honestly obviously seriously literally basically actually probably clearly sadly apparently anyway
    though although because since while when where why how here there bless jk lol lmao omg ugh haha hehe
    btw tbh imo ok okay well oh yeah yep nope sure like kinda sorta totally fully rescue mix cross
    meet say said hi hello hey welcome introducing intro presenting named called name ps fyi update news
    as per usual sigh yawn groan argh ahem oops whoops yikes eek meh hmm huh wow aww yay phew ha hah
    again sometimes often usually mostly maybe perhaps allegedly supposedly lucky luckily ironically
    is are was were be been being has have had do does did will would can could should might must
    of in on at to for with from by about into over under after before between during without
    my our new old big little fat tiny good bad best worst poor dear sweet total complete absolute
    guy man woman lady girl boy bloke person one thing stuff dog cat pet puppy kitten baby kid kids
    monday tuesday wednesday thursday friday saturday sunday today tomorrow yesterday tonight morning
    january february march april may june july august september october november december""".split()
)
# A lower-case name coming first stands where a name does: opening the clause, or after a preposition.
_LOW_BEFORE = re.compile(
    r"(?:^|[.!?;:,(]\s*|\b(?:and|about|to|with|for|at|from|meet|hi\s+to|hello\s+to|me\s+and|so|ok|okay|right|btw|oh|um|well|"
    r"anyway|update)\s+)$",
    _F,
)
# Somebody else's, a past, a loss, a wish, a hypothetical, fiction, a question of naming.
_NOT_MINE = re.compile(
    r"\b(?:if|would|wish|wished|hope|hoping|maybe|might|someday|one\s+day|imagine|pretend|used\s+to|former|late|"
    r"when\s+i\s+was|growing\s+up|as\s+a\s+kid|childhood|in\s+the\s+game|character|novel|story|campaign|fiction|"
    r"passed(?:\s+away)?|died|rip|rainbow\s+bridge|put\s+(?:down|to\s+sleep)|rehomed|lost\s+(?:our|my)|"
    r"ex|exes|ex-\w+|name\s+(?:him|her|it|them)|call\s+(?:him|her|it|them)|thinking\s+(?:of|about)|considering)\b",
    _F,
)


def unshifted(text: str) -> bool:
    """Typed without capitals, the pronoun "I" aside: chat that capitalises only "I" ("I have a ragdoll
    named custard") marks no name by case either."""
    return _I.sub("i", text) == text.lower()


_I = re.compile(r"(?<![\w'’])I(?=['’](?:m|ve|ll|d)\b|(?![\w'’]))")


def proper_names(facts: list[TypedFact]) -> list[TypedFact]:
    """A name of kin, a pet or a manager written all in lower case, stored as a name is written
    ("Has a saluki named Marmite"): every later session reads it back."""
    return [replace(f, value=_title(f.value) or "", old=_title(f.old)) if _personal(f.slot) else f for f in facts]


def _personal(slot: str) -> bool:
    return slot in ("partner", "manager") or slot.startswith(("child:", "pet:"))


def _title(value: str | None) -> str | None:
    if not value or value != value.lower() or not re.fullmatch(r"[a-zà-ÿā-ž' -]+", value):
        return value
    words = value.split()
    return " ".join(
        w
        if 0 < n < len(words) - 1 and w in ("de", "da", "van", "von", "der", "den", "del", "le", "la", "bin", "al")
        else w[:1].upper() + w[1:]
        for n, w in enumerate(words)
    )


def apposed_roles(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` with the partner, child, pet or manager a statement names by apposition, where no
    fact already holds that name (and, for the single slots, where none was read at all)."""
    if _NOT_MINE.search(NOT_A_CONDITION.sub(" ", text)):  # ("asking if i can move the standup": no supposition)
        return facts
    found: dict[str, tuple[str, re.Match[str]]] = {}
    for shape in _SHAPES:
        for m in shape.finditer(text):
            name = _a_name(m, text)
            if name:
                found.setdefault(slot_key(name), (name, m))
    for m in _NAME_GIVEN.finditer(text):
        if len(_ROLE_ANY.findall(text[: m.start("name")])) <= 1 and (name := _a_name(m, text, owner=True)):
            found.setdefault(slot_key(name), (name, m))
    if not found:
        remote = [m for m in _REMOTE.finditer(text) if _a_name(m, text, owner=True)]
        if len(remote) == 1 and len({w.group(0) for w in _ANY_CAP.finditer(text) if w.group(0) not in OPENERS}) == 1:
            found[slot_key(remote[0].group("name"))] = (remote[0].group("name"), remote[0])
    taken = {slot_key(v) for f in facts for v in (f.value, f.old or "") if v}
    out = list(facts)
    for key, (name, m) in found.items():
        fact = _fact(_title(name) or name, m, text)
        if fact is None:
            continue
        if key in taken:  # "achille (our son, 3)": a frame named him, the apposition says how old
            out = [_aged(f, fact) for f in out]
            continue
        if fact.slot in ("partner", "manager"):
            # a lower-case "name" in a message that capitalises its names was a misreading
            # ("Priyanka Deshmukh -- my supervisor -- signed off ...": never a manager "signed off")
            misread = [f for f in out if f.slot == fact.slot and text != text.lower() and f.value == f.value.lower()]
            out = [f for f in out if f not in misread]
            if any(f.slot == fact.slot for f in out):
                continue
        out.append(fact)
    return out


def _aged(fact: TypedFact, apposed: TypedFact) -> TypedFact:
    age = apposed.q("age")
    if not age or fact.slot != apposed.slot or fact.op != "set" or fact.q("age"):
        return fact
    return replace(fact, qualifiers=(*fact.qualifiers, ("age", age)))


def _a_name(m: re.Match[str], text: str, *, owner: bool = False) -> str:
    name = m.group("name")
    words = name.split()
    low = name == name.lower()
    if low and not unshifted(text):
        return ""  # a message that capitalises its names: "my wife (as usual) was right"
    if low and m.groupdict().get("copula"):
        return ""  # "boss is grumpy", "wife is pregnant": after a bare copula a lower-case word says how, not who
    if any(w.lower() in NOT_NAMES or describes(w) for w in words):
        return ""
    plainly_a_tool = tool_kind(name) is not None and not ambiguous(name)  # "Ruby -- my whippet --" is a name
    if words[0] in OPENERS or not_a_name(words[0]) or placed(name, text, m.start("name")) or plainly_a_tool:
        return ""
    if not owner and re.match(r"\s*['’]s\b", text[m.end("name") :]):
        return ""  # "Tomasz's wife": the name owns something
    if low and m.start("name") < _role_start(m) and not _LOW_BEFORE.search(text[: m.start("name")]):
        return ""  # "the dog, my ..." / "said bovril is ...": a lower-case name opens its clause
    return name


def _role_start(m: re.Match[str]) -> int:
    return min(m.start(g) for g in _ROLE_GROUPS if g in m.re.groupindex and m.group(g))


_ROLE_GROUPS = ("mgr", "partner", "child", "pet", "mgr2", "partner2")


def _fact(name: str, m: re.Match[str], text: str) -> TypedFact | None:
    said_as = m.groupdict()

    def role(kind: str) -> str | None:
        return said_as.get(kind) or said_as.get(f"{kind}2")

    age = said_as.get("age")
    if (role("mgr") or role("partner")) and re.search(r"\b(?:old|first|second|other)\s", m.group(0), _F):
        return None  # "my old boss, Nkechi Obi, retired": a past one; "my first wife": not now
    if role("mgr"):
        return TypedFact("manager", name, "set", evidence=text, rule="manager:apposed")
    if role("partner"):
        rel = " ".join((role("partner") or "").lower().split())
        return TypedFact("partner", name, "set", qualifiers=(("rel", rel),), evidence=text, rule="partner:apposed")
    if role("child"):
        word = " ".join((role("child") or "").lower().split())
        quals: list[tuple[str, str]] = []
        said = re.match(rf"(\d{{1,2}}|{AGE_WORD})[- ](?:year|yr)s?[- ]old", word)
        if said:
            age = age or age_number(said.group(1))
        elif re.fullmatch(CHILD_WORDS, word, _F) and word not in ("kid", "kiddo", "child", "baby", "toddler"):
            quals.append(("rel", word))
        if age:
            quals.append(("age", age))
        return TypedFact(
            f"child:{slot_key(name)}", name, "set", qualifiers=tuple(quals), evidence=text, rule="child:apposed"
        )
    species = " ".join((role("pet") or "").lower().split())
    quals = [("species", species)]
    if age:
        quals.append(("age", age))
    return TypedFact(f"pet:{slot_key(name)}", name, "set", qualifiers=tuple(quals), evidence=text, rule="pet:apposed")


# A clause whose subject is somebody set beside a role of theirs: "Priya, my coworker, got a dog named
# Nacho", "Tomasz (my brother-in-law) just moved to Leeds".
_OTHER_SUBJECT = re.compile(
    rf"^\W*(?P<name>{_CAP_WORD}(?:\s+{_CAP_WORD})?|{_LOW_WORD})\s*(?:,|\(|{_DASH})\s*(?:my|our)\s+(?:[\w-]+\s+)?"
    rf"(?P<who>{THIRD_PARTY}|{_CHILD}|{_MANAGER}|{SPECIES})(?!['’]s\b)\s*(?:,|\)|{_DASH})(?!\s*(?:and|&)\s+(?:i|me|myself)\b)",
    _F,
)


# A person set beside anybody's role: "Beatriz Salgado (my sister's manager)" names a person, never a project.
_A_PERSON = re.compile(
    rf"(?P<name>{_CAP_WORD}(?:\s+{_CAP_WORD}){{0,2}})\s*(?:,|\(|{_DASH})\s*(?:my|our|his|her|their)\s+"
    rf"(?:[\w'’-]+\s+){{0,2}}?(?:{THIRD_PARTY}|{_CHILD}|{_MANAGER})\b",
    _F,
)


# ... and the role first: "my reporting manager, Valentina Greco" names a person, never a project
_A_PERSON_AFTER = re.compile(
    rf"\b(?:my|our|his|her|their)\s+(?:[\w'’-]+\s+){{0,2}}?(?:{THIRD_PARTY}|{_CHILD}|{_MANAGER})\s*(?:,|\(|{_DASH})\s*"
    rf"(?P<name>{_CAP_WORD}(?:\s+{_CAP_WORD}){{0,2}})",
    _F,
)


def about_the_apposed(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """Only the apposition itself, when the statement is about the person it sets beside a role: what
    else the clause says (a pet, a move, a job) is theirs, not the user's. A person so named is no
    project."""
    people = {slot_key(m.group("name")) for pattern in (_A_PERSON, _A_PERSON_AFTER) for m in pattern.finditer(text)}
    facts = [f for f in facts if not (f.slot.startswith("project") and slot_key(f.value) in people)]
    other = _OTHER_SUBJECT.match(text)
    if other is None:
        return facts
    name = slot_key(other.group("name"))
    return [f for f in facts if f.slot == "?" or slot_key(f.value) == name]
