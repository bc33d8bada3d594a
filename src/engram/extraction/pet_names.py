"""Pets named in passing: the user's animal and its name side by side, or named by a word of naming,
anywhere in one statement, when no earlier reading found a pet.

People rarely introduce a pet; they mention it while asking about something else ("what should I
feed Otto, my beagle?", "Ziggy my leopard gecko is shedding, is that normal?", "taco our corgi ate a
whole sock"), give its name a clause after its kind ("got a guinea pig last weekend, calling him
Nugget", "I adopted a greyhound yesterday! Hugo is his name", "there's a hedgehog in our house now and
his name is Pudding"), or say the kind after the name ("Koda's our husky", "Hazel is a spaniel we
adopted in march", "we got jasper from the shelter, he's a lurcher"). What stays put across these is
a tie between a name and a kind the user owns:

- **possession**: "my/our" + a few closed-class modifiers (an age, rescue, foster, old ...) + a kind
  (a breed, a mix "lab x poodle", "collie cross"), with the name right before or after it;
- **naming**: a word of naming ("named", "called", "calling him", "her name's", "X is his name")
  before the name, a kind anywhere in the statement and a sign the animal is the user's (my, our,
  adopted, rescued, got, took home, owner, household ...), never a bare "I" ("I met a dog called
  Bella at the park" is nobody's of the user's);
- **copula**: "X is/'s our husky", "X is a spaniel we adopted", "... X ..., she's a lurcher" after a
  verb of bringing the animal home.

A lower-case name counts in a message typed without capitals (:func:`unshifted`) when it is no word
of the closed classes that fill a name's place in chat: a function word, a filler, a verb of what
pets do ("my dog loves walks", "my cat ate ..."), pet goods ("my dog food"), or a state ("our dog is
a rescue"); before the kind it must open its clause and be followed by a verb ("taco our corgi ate
..."), never be the verb itself ("love my dog so much", "walked my dog").

Nothing is read for somebody else's animal, a wish, a story, a childhood, a loss (the endings are
:mod:`engram.extraction.pet_first`'s), or a question about naming ("should I call my puppy Biscuit?").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from engram.extraction.fact_lexicon import NOT_HOUSEHOLD, OPENERS, PARTNER_WORDS, PET_TALK, SPECIES, THIRD_PARTY
from engram.extraction.fact_values import not_a_name
from engram.extraction.gazetteer import is_place
from engram.extraction.kin_apposition import NOT_NAMES, unshifted
from engram.extraction.kin_lexicon import AGE_WORD
from engram.extraction.lexicon import PICTOGRAPH_CHARS
from engram.extraction.pet_first import WEAK_KINDS, childhood
from engram.extraction.slots import TypedFact, slot_key
from engram.extraction.tool_lexicon import tool_kind

_F = re.IGNORECASE
_AGE = rf"(?:\d{{1,2}}|{AGE_WORD}|a)[\s-]?(?:year|yr|month|mo|week|wk)s?[\s-]?old|\d{{1,2}}\s?(?:yo|y/o|yr|mo)"
# what may stand between "my" and the kind: a closed class, so "my sister's dog" is never "my dog"
_MOD = (
    rf"(?:{_AGE}|new|newest|little|lil|sweet|old|baby|rescue|rescued|foster|adopted|big|tiny|fluffy|beloved|"
    r"senior|elderly|young|naughty|crazy|lazy|chunky|fat|grumpy|gorgeous|beautiful|handsome|good|darling|dear|"
    r"anxious|shy|first|second|third|other|only|boy|girl|male|female|black|white|ginger|grey|gray|brown|"
    r"tabby|tuxedo|spotted|long-haired|short-haired|longhaired|shorthaired|hairy|mini|miniature|toy|standard|"
    r"pet|family|house|indoor|outdoor|ex-racing|retired|deaf|blind|three-legged|[a-z]+-eared)"
)
_KIND = (
    rf"(?P<k>{SPECIES})(?:\s*(?:x|×|/|-)\s*(?:{SPECIES}))?(?:\s+(?:mix|cross|pup|puppy|kitten|dog|cat))?"
    r"(?![\w'’-])"
)
_ROLE = rf"(?<![\w'’-])(?:my|our)\s+(?:{_MOD}\s+){{0,3}}{_KIND}"
_CAP = r"(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-ž]+(?:-[A-Z]?[a-z]+)?)"
_LOW = r"(?-i:[a-z]{2,}(?:-[a-z]+)?)"
_NAME = rf"(?P<n>{_CAP}|{_LOW})(?![\w'’-])"
_NAME_S = rf"(?P<n>{_CAP}|{_LOW})(?=['’]s\b)"
_APPOSE = r"\s*(?:,|\(|—|–|\s-{1,2})?\s*"
# what follows a kind or a name when the animal is the clause's subject: a verb or a clause end
_GOES_ON = (
    rf"(?=\s*(?:$|[,.;:!?)—–]|\s-|[{PICTOGRAPH_CHARS}])|"
    r"\s+(?:is|was|has|had|just|keeps|kept|"
    r"won['’]t|can['’]t|doesn['’]t|didn['’]t|isn['’]t|hasn['’]t|will|can|loves|hates|needs|seems|gets|got|"
    r"went|ate|bit|sat|ran|woke|threw|stole|tore|dug|hid|fell|came|made|took|found|caught|brought|broke|"
    r"slept|refuses|refused|still|always|never|really|finally|and|who|[a-z]+(?:ed|es)\b|[a-z]+[^s\W]s\b))"
)
_ROLE_THEN_NAME = re.compile(rf"{_ROLE}{_APPOSE}{_NAME}(?:\s*\))?{_GOES_ON}", _F)
_ROLE_THEN_NAME_S = re.compile(rf"{_ROLE}\s+{_NAME_S}", _F)  # "my dog Hector's vet visit"
_NAME_THEN_ROLE = re.compile(rf"{_NAME}{_APPOSE}{_ROLE}(?:\s*\))?{_GOES_ON}", _F)
# "X is our husky", "Koda's our husky", "X is a spaniel we adopted"
_NAME_IS_ROLE = re.compile(
    # ("Ginger - that's our cat - brought a mouse in": the copula in an aside)
    rf"(?P<n>{_CAP}|{_LOW})(?:\s+is|['’]s|\s*(?:--?|—|–|\(|,)\s*(?:that['’]s|that\s+is|she['’]s|he['’]s))\s+"
    rf"(?:(?P<our>my|our)|an?)\s+(?:{_MOD}\s+){{0,3}}{_KIND}(?!['’]s)"
    r"(?(our)|\s+(?:that\s+|who\s+)?(?:we|i)(?:['’]ve|\s+have)?\s+(?:just\s+)?"
    r"(?:adopted|rescued|got|took\s+in|brought\s+home|fostered|picked\s+up|bought))",
    _F,
)
# brought home by name, the kind said after: "we got jasper from the shelter on friday, he's a lurcher"
_BROUGHT_THEN_KIND = re.compile(
    rf"\b(?:adopted|rescued|fostered|took\s+in|picked\s+up|brought|got|collected)\s+{_NAME}(?:\s+home)?"
    rf"[^.;?!\x00]{{0,40}}?(?:,|—|–|\s-)\s*(?:(?:he|she|it|who)(?:['’]s|\s+is)\s+)?(?:an?|our)\s+"
    rf"(?:{_MOD}\s+){{0,3}}{_KIND}",
    _F,
)
# a word of naming before the name, or "X is his name" after it
_NAMED = re.compile(
    r"(?:\b(?:named|called|calling|dubbed|christened)\s+(?:(?:him|her|it|them)\s+)?|"
    r"\b(?:call|name)\s+(?:him|her|it)\s+|\b(?:his|her|its|their)\s+name(?:['’]s|\s+is)\s+|"
    r"\bgoes\s+by\s+|\banswers\s+to\s+)" + _NAME,
    _F,
)
_NAME_IS_NAME = re.compile(rf"{_NAME}\s+is\s+(?:his|her|its)\s+name\b", _F)
_ANY_KIND = re.compile(rf"(?<![\w'’-])(?:{SPECIES}|rescue|pet)s?(?![\w'’-])", _F)
# a sign the animal is the user's: more than a bare "I", which may have met a dog anywhere
_OWNS = re.compile(
    r"\b(?:my|our|ours|adopted|adopting|adopt|rescued|fostering|fostered|took\s+(?:in|home)|brought\s+(?:\w+\s+)?home|"
    r"picked\s+up|bought|came\s+home|welcomed|joined|owner|household|family|"
    r"(?:we|i)(?:['’]ve|\s+have)?\s+(?:now\s+|just\s+|finally\s+)?(?:have|got|own|get)|"
    r"(?:^|[,;:!]\s*|\band\s+)(?:just\s+|finally\s+|then\s+)?got\s+(?:a|an|our|my|two|another|ourselves|myself)|"
    r"(?:new|newest)\s+(?:addition|member|arrival|baby|pup|puppy|kitten)|in\s+(?:our|my)\s+(?:house|home|flat))\b",
    _F,
)
# a question about naming: "should I call my puppy Biscuit?", "what do you think of Mochi for a kitten?"
_NAMING_WORD = re.compile(r"\b(?:name|names|named|naming|call|calling|called)\b|\bor\s+\w+\s*\?", _F)
# Verbs that take the animal as object at a clause start: "love my dog", "walked our cat": no name.
_VERB_BEFORE = re.compile(
    r"^(?:love|loved|loving|miss|missed|missing|hug|hugged|pet|petted|feed|fed|feeding|walk|walked|walking|take|"
    r"took|taking|bring|brought|leave|left|adore|adored|hate|blame|thank|watch|watched|help|helped|make|made|let|"
    r"get|got|have|had|teach|taught|train|trained|see|saw|keep|kept|need|want|bathe|bathed|brush|brushed|"
    r"groom|groomed|meet|met|call|called|tell|told|ask|asked|found|find|put|give|gave|bought|buy|ask|dropped|"
    r"picked|collected)$",
    _F,
)
_CLAUSE_OPEN = re.compile(
    r"(?:^|[.!?;:,(—–]\s*|\s-{1,2}\s*|\b(?:and|so|ok|okay|btw|oh|update|anyway|also|but|omg|lol|ugh|fyi|news|hey|hi|"
    r"well|then|now)\s+)$",
    _F,
)
_CAUSATIVE_BEFORE = re.compile(r"\b(?:help|make|let|get|have|teach|train|want|need|keep|see|watch|hear|stop)\s+$", _F)
# "X the greyhound is officially ours", "lemon the lop-eared rabbit": the name opening its clause
_NAME_THE_KIND = re.compile(rf"{_NAME}\s+the\s+(?:{_MOD}\s+){{0,2}}{_KIND}", _F)


# Somebody else's animal, a wish, a past, a loss, a story, a stay: no pet of the user's now.
_NOT_MINE = re.compile(
    rf"\b(?:{THIRD_PARTY})['’]s?\s+(?:[\w-]+\s+){{0,2}}(?:{SPECIES})s?\b|\b(?:his|her|their|your)\s+(?:[\w-]+\s+)?(?:{SPECIES})\b|"
    rf"\b(?:{THIRD_PARTY})(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'’-]+)?\s+(?:just\s+|finally\s+)?(?:has|have|had|got|adopted|owns|brought|walks|rescued|"
    r"fostered|bought|took\s+in|picked\s+up)\b|"
    rf"\b(?:my|our|the)\s+\w+\s+(?:has|have|got|adopted|owns)\s+(?:a|an|two|three)\s+(?:\w+\s+)?(?:{SPECIES})\b|"
    rf"{NOT_HOUSEHOLD}\s+(?:{SPECIES})\b|"
    r"\b(?:might|maybe|someday|one\s+day|if|hope|hoping|wish|wishing|wanna|wants?\s+(?:a|an|to)|wanted\s+(?:a|an|to)|(?:would|['’]d)\s+(?:like|love)|thinking\s+(?:of|about)|"
    r"considering|planning\s+(?:to|on)|used\s+to|growing\s+up|as\s+a\s+kid|years\s+ago|remember\s+when|back\s+when|"
    r"died|passed|put\s+down|rainbow\s+bridge|re-?hom\w*|rip|said\s+goodbye|lost\s+(?:our|my)|ran\s+away|"
    r"documentary|movie|film|book|show|series|story|cartoon|comic|character|mascot|statue|toy|plush|game|"
    r"(?:dog|cat|pet|house)[\s-]?sitting|sitting\s+for|looking\s+after|minding|neighbou?rs?|stray|zoo|park|farm|"
    r"next\s+door|down\s+the\s+(?:road|street|hall)|over\s+the\s+road|across\s+the\s+(?:street|road|hall)|upstairs)\b",
    _F,
)


# An animal of a story, a screen or a game: "Garfield the cat is my favourite cartoon", "Toto from the film".
_FICTION = re.compile(
    r"\b(?:favou?rite|fave|best|classic|old)\s+(?:cartoon|character|show|tv\s+show|film|movie|book|series|comic|"
    r"game|meme)s?\b|\b(?:from|in)\s+(?:the|a|that)\s+(?:cartoon|show|tv\s+show|film|movie|book|series|comic|"
    r"game|meme|novel|story|video)\b",
    _F,
)
# Who the user is to an animal, never a job: "I'm officially a dog owner", "a proud cat mum" (a dog
# walker, groomer or trainer is one).
_KEEPER = re.compile(
    rf"(?:(?:proud|new|first-time|first\s+time|crazy|official)\s+)*(?:{SPECIES})\s+"
    r"(?:owner|mum|mom|mama|mummy|mommy|dad|daddy|papa|parent|person|lady|guy|lover|fan)",
    _F,
)
# the user as the animal's keeper, the name after: "been a dog mum to Rolo for a year now"
_KEEPER_OF = re.compile(
    rf"(?:^|\b(?:i['’]?m|i\s+am|been|being|as)\s+)(?:(?:a|an|the)\s+)?(?:(?:proud|new|first-time|crazy|official)\s+)*"
    rf"{_KIND}\s+(?:owner|mum|mom|mama|mummy|mommy|dad|daddy|papa|parent|person|lady|guy)\s+(?:to|of)\s+"
    rf"(?:(?:two|three|2|3)\s*[:,—–-]?\s*)?{_NAME}",
    _F,
)
# introduced by name, the kind further on: "introducing Rocket, the newest member of our pack (a jack russell)"
_INTRODUCED = re.compile(
    rf"(?:^|\b)(?:meet|introducing|say\s+(?:hi|hello)\s+to|this\s+is|welcome)\s+{_NAME}"
    rf"(?P<gap>[^.!?\x00]{{0,60}}?)\b(?:a|an|our|my|the)\s+(?:{_MOD}\s+){{0,3}}{_KIND}",
    _F,
)
# a headline, then the name: "new foster alert: pesto, a tiny tabby", "newest arrival -- Bramble (a lurcher)"
_HEADLINE = re.compile(
    rf"^\W*(?:(?:our|my)\s+)?(?:new|newest)\s+(?:[\w-]+\s+)?(?:alert|update|news|arrival|addition|member|"
    rf"family\s+member|baby|in\s+the\s+house)\s*(?:[:!—–]+|\s-{{1,2}})\s*{_NAME}"
    rf"(?P<gap>[^.!?\x00]{{0,40}}?)\b(?:a|an|our|my|the)\s+(?:{_MOD}\s+){{0,3}}{_KIND}",
    _F,
)
_THING_NAMED = re.compile(
    r"\b(?:app|bot|game|website|site|tool|library|plugin|extension|project|podcast|channel|newsletter|blog|startup)s?\b"
    r"[^.!?\x00]{0,60}?,\s*(?:its|the)\s+name(?:['’]s|\s+is)\b",
    _F,
)
_GAP_PERSON = re.compile(rf"\b(?:he|she|they|his|her|their|who|has|have|had|{THIRD_PARTY})\b", _F)


# the kind said of the one pet named, after it: "we got jasper from the shelter on friday, he's a lurcher"
_KIND_AFTER = re.compile(
    rf"\b(?:he|she|it|they)(?:['’]s|\s+is|['’]re|\s+are)\s+(?:an?\s+)?(?:[\w-]+\s+)?(?P<k>{SPECIES})\b", _F
)


def _kind_said(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` with the kind of the one pet a frame named without it, when the text says it after."""
    kindless = [f for f in facts if f.slot.startswith("pet:") and f.op == "set" and not f.q("species")]
    said = _KIND_AFTER.search(text) if len(kindless) == 1 else None
    if said is None:
        return facts
    kind = (("species", " ".join(said.group("k").lower().split())),)
    return [replace(f, qualifiers=kind + f.qualifiers) if f is kindless[0] else f for f in facts]


def pet_named(facts: list[TypedFact], text: str, *, asked: bool = False) -> list[TypedFact]:
    """``facts`` with the pet a statement names beside a kind the user owns, when nothing read one; in
    a question ("what should I feed Otto, my beagle?") only by possession, a naming being asked about."""
    facts = [f for f in facts if not (f.slot == "role" and _KEEPER.fullmatch(f.value))]
    if _FICTION.search(text):  # "Garfield the cat is my favourite cartoon"
        return [f for f in facts if not (f.slot.startswith("pet:") and f.op == "set")]
    if any(f.slot.startswith("pet") or f.op == "end" for f in facts) or childhood(text) or _NOT_MINE.search(text):
        return _kind_said(facts, text)
    if "?" in text and _NAMING_WORD.search(text):
        return facts
    if _THING_NAMED.search(text):  # "a small app for recognising bird sounds, its name is Zwitscher": the app's name
        return facts
    lower = unshifted(text)
    found: dict[str, tuple[str, str]] = {}
    for name, kind in _readings(text, lower, asked=asked):
        found.setdefault(slot_key(name), (name, kind))
    if len(found) != 1:
        return facts
    ((name, kind),) = found.values()
    name = name[:1].upper() + name[1:] if name == name.lower() else name
    taken = {slot_key(f.value) for f in facts if f.value}
    if slot_key(name) in taken:
        return facts
    pet = TypedFact(
        f"pet:{slot_key(name)}",
        name,
        "set",
        qualifiers=(("species", " ".join(kind.lower().split())),),
        evidence=text,
        rule="value:pet-named",
    )
    return [*facts, pet]


def _readings(text: str, lower: bool, *, asked: bool) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for shape in (_ROLE_THEN_NAME, _ROLE_THEN_NAME_S):
        for m in shape.finditer(text):
            if _ok(m, text, lower) and not _CAUSATIVE_BEFORE.search(text[: m.start()]):
                out.append((m.group("n"), m.group("k")))
    for m in _NAME_THEN_ROLE.finditer(text):
        comma = re.match(r"\s*[,(—–-]", text[m.end("n") :]) is not None
        if _ok(m, text, lower) and ((comma and m.group("n")[0].isupper()) or _opens(m, text)):
            out.append((m.group("n"), m.group("k")))
    if asked:
        return out
    for m in _KEEPER_OF.finditer(text):
        if _ok(m, text, lower):
            out.append((m.group("n"), m.group("k")))
    for m in (*_INTRODUCED.finditer(text), *_HEADLINE.finditer(text)):
        if _ok(m, text, lower) and not _GAP_PERSON.search(m.group("gap")) and len(m.group("gap").split()) <= 8:
            out.append((m.group("n"), m.group("k")))
    for shape in (_NAME_IS_ROLE, _NAME_THE_KIND):
        for m in shape.finditer(text):
            if _ok(m, text, lower) and _opens(m, text) and (shape is _NAME_IS_ROLE or _OWNS.search(text)):
                out.append((m.group("n"), m.group("k")))
    for m in _BROUGHT_THEN_KIND.finditer(text):
        if _ok(m, text, lower) and re.search(
            r"\b(?:i|we|i['’]ve|we['’]ve)\s+(?:\w+\s+)?$|^\s*$", text[: m.start()], _F
        ):
            out.append((m.group("n"), m.group("k")))
    kinds = list(_ANY_KIND.finditer(text))
    plural = any(re.fullmatch(rf"{SPECIES}|rescue|pet", k.group(0), _F) is None for k in kinds)
    if kinds and _OWNS.search(text) and not plural:  # "two cats named Miso and Tofu" is the frames' list
        for shape in (_NAMED, _NAME_IS_NAME):
            for m in shape.finditer(text):
                if _ok(m, text, lower):
                    out.append((m.group("n"), kinds[0].group(0).rstrip("sS") if kinds else "pet"))
    return out


def _opens(m: re.Match[str], text: str) -> bool:
    """The name opens its clause, where a subject stands, and is no verb taking the animal."""
    return _CLAUSE_OPEN.search(text[: m.start("n")]) is not None and not _VERB_BEFORE.match(m.group("n"))


def _ok(m: re.Match[str], text: str, lower: bool) -> bool:
    """A name, not a word of a closed class; a place's or a tool's name only beside a kind that is no
    food or tool word ("Bear (our newfie)", never "my python Flask")."""
    name = m.group("n")
    word = name.lower()
    if name == word and not lower:
        return False  # a message that capitalises its names: "my dog (a rescue)" names no pet
    if word in NOT_NAMES or word in PET_TALK or not_a_name(name) or _VERB_BEFORE.match(name):
        return False
    if name in OPENERS or re.fullmatch(rf"(?:{SPECIES}|{THIRD_PARTY})", word, _F):
        return False
    if name == word and (word.endswith("ly") or (re.search(r"(?:ed|ing)$", word) and len(word) > 4)):
        return False
    if name == word and word.endswith("s") and not re.match(r"\s*(?:$|[,.;:!?)]|(?:is|was|has)\b)", text[m.end("n") :]):
        return False  # "my dog loves walks": a verb, where a name would be followed by one
    strong = "k" in m.re.groupindex and m.group("k") is not None and m.group("k").lower() not in WEAK_KINDS
    return strong or not (is_place(name) or tool_kind(name) is not None)


# "Can you suggest a harness for a dachshund? Mine is called Frankie": the kind asked about, then the
# user's own animal of that kind named with "mine" / "ours"
# ("Mine (Gloop) seems lethargic", "Ours, Tofu, climbs the curtains": the name set off after it)
_MINE_NAMED = re.compile(
    r"^\W*(?:(?:and|well|oh|btw)\W+)*(?:mine|ours)(?:(?:['’]s|\s+is)\s+(?:called|named)\s+|\s*\(\s*|\s*,\s*|\s*(?:—|–|--)\s*)"
    r"(?P<name>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+)?)\b(?!\s+[A-ZÀ-ÖØ-ÞĀ-Ž])",
    re.IGNORECASE,
)
_KIND_BEFORE = re.compile(rf"\b(?P<k>{SPECIES})s?\b(?!.*\b(?:{SPECIES})s?\b)", re.IGNORECASE)
# ... or the partner asked about: "is it normal for a husband to never want to travel? mine, Kenji, ..."
_PARTNER_BEFORE = re.compile(
    rf"\b(?:an?|the|your)\s+(?P<k>{PARTNER_WORDS})\b(?!.*\b(?:{PARTNER_WORDS})\b)", re.IGNORECASE
)


def pet_mine(sentence: str, before: str, earlier: Sequence[TypedFact] = ()) -> str | None:
    """ "my <kind> is called <Name>" when ``sentence`` names "mine" right after a sentence about that kind
    of animal, or about a partner ("a husband ...? mine, Kenji, ...")."""
    named = _MINE_NAMED.match(sentence)
    kind = (_KIND_BEFORE.search(before) or _PARTNER_BEFORE.search(before)) if named is not None else None
    if named is None or kind is None:
        return None
    rest = before[: kind.start("k")] + before[kind.end("k") :]  # somebody else named beside the kind asked about
    if re.search(rf"\b(?:{THIRD_PARTY})\b", rest, re.IGNORECASE):
        return None
    return f"my {kind.group('k').lower()} is called {named.group('name')}"


# "which food is best for an Alsatian puppy? I just got one last week, I call him Tiger", "what veg is safe
# for rabbits? i have two, Biscuit and Pepper": the kind asked about, then the user's own named
_GOT_ONE = re.compile(
    r"^\W*(?:(?:and|well|so|btw)\W+)*(?:i|we)(?:['’]ve)?\s+(?:just\s+|recently\s+|finally\s+)?"
    r"(?:got|adopted|have|bought|rescued|brought\s+home|took\s+in)\s+one\b(?P<rest>.*)$",
    re.IGNORECASE,
)
_ONE_NAMED = re.compile(
    r"\b(?:(?:i|we)\s+call\s+(?:him|her|it)|named\s+(?:him|her|it)|(?:his|her|its)\s+name(?:['’]s|\s+is)|called)\s+"
    r"(?P<name>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+)\b",
    re.IGNORECASE,
)
_HAVE_SOME = re.compile(
    r"^\W*(?:(?:and|well|so|btw)\W+)*(?:i|we)\s+(?:have|['’]ve\s+got|have\s+got|got)\s+(?P<n>two|three|four|2|3|4)\s*"
    r"(?:,|:|—|–|-)\s*(?P<names>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+(?:\s*,\s*(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+)*\s+(?:and|&)\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+)\b",
    re.IGNORECASE,
)


def pet_one(sentence: str, before: str, earlier: Sequence[TypedFact] = ()) -> str | None:
    """ "I have a <kind> called <Name>" (or "I have two <kind>s: ...") when ``sentence`` claims "one" or a
    count of the kind of animal the sentence before asked about, with names."""
    kind = _KIND_BEFORE.search(before)
    if kind is None or re.search(rf"\b(?:{THIRD_PARTY})\b", before, re.IGNORECASE):
        return None
    noun = kind.group("k").lower()
    got = _GOT_ONE.match(sentence)
    named = _ONE_NAMED.search(got.group("rest")) if got is not None else None
    if named is not None:
        return f"I have a {noun} called {named.group('name')}"
    some = _HAVE_SOME.match(sentence)
    if some is not None:
        return f"I have {some.group('n')} {noun}s: {some.group('names')}"
    return None


# "Can I take Luna on a long-distance train? She's a 30 kg labrador": the one name before, an animal by its kind
_PRONOUN_KIND = re.compile(
    # ("she's my 12 yo shih tzu" says whose as well as what)
    r"^\W*(?:(?:and|well|oh|btw)\W+)*(?:she|he|it)(?:['’]s|\s+is)\s+(?:an?\s+|my\s+|our\s+)"
    r"(?:(?:\d+\s*(?:kg|kilo|kilos|lb|lbs|pound|pounds)|\d+[- ](?:year|yr|month)s?[- ]old|\d+\s*(?:yo|y/o)|"
    r"little|big|huge|tiny|"
    r"rescue|senior|young|old|giant|sweet|lazy|chunky|fluffy|good|very\s+\w+|[\w-]+\s+(?:mix|cross))\s+){0,3}"
    rf"(?P<k>{SPECIES})\b",
    re.IGNORECASE,
)
# (a name of two capitals, possessed or not: "How often should I clean Lord Byron's tank? He's a corn snake")
_CAPITALISED = re.compile(
    r"(?<![\w'’.-])(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-ž]+)(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-ž]+))?(?!\w|['’-](?!s\b))"
)
_SENTENCE_START = re.compile(r"(?:^|[.!?]\s+)\W*$")


def pet_pronoun(sentence: str, before: str, earlier: Sequence[TypedFact] = ()) -> str | None:
    """ "I have a <kind> named <Name>" when ``sentence`` says "she's a <kind>" of the one name the sentence
    before spoke of, and that sentence named nobody else's."""
    said = _PRONOUN_KIND.match(sentence)
    if said is None or re.search(rf"\b(?:{THIRD_PARTY})\b", before, re.IGNORECASE):
        return None
    names = set()
    for m in _CAPITALISED.finditer(before):
        words = m.group(0).split()
        if _SENTENCE_START.search(before[: m.start()]):
            words = words[1:]  # (a capital opening a sentence is a word: "Is Milo allowed in? He's a whippet")
        name = " ".join(words)
        if name and words[0] not in OPENERS and not (not_a_name(words[0]) or is_place(name) or tool_kind(name)):
            names.add(name)
    if len(names) != 1:
        return None
    return f"I have a {said.group('k').lower()} named {names.pop()}"
