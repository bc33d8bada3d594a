"""Pet-first reading: a name tied to a kind of animal, in a statement about the user's household,
when no frame read a pet.

Frames follow shapes ("we have a cat called X", "my dog X"); people keep finding others: "Comet
the greyhound is officially ours", "Pepper (cat, 2 years old) is now part of the family", "I
walked Bramble (our spaniel) for two hours", "Adopted! Her name is Juno and she's a tabby". What
stays put is a capitalised name, a word for an animal the lexicon knows (:data:`SPECIES`) within a
few words of it with no other name or sentence end between, and a sign that the animal is the
user's (my, our, we, I, adopted, fostering, took in, came home with, household, family).

A pet that is gone is read the same way from the other side (:func:`pets_gone`): a name beside a
word of losing an animal (passed away, "passed last night", put to sleep, rainbow bridge, rehomed,
found or went to a new home, went to a rescue, the rescue took X back, sold, flew off, never came
back, hit by a car, a fox got X, ran away, buried, RIP ...) ends ``pet:<name>`` -- only a stored pet
of that name, so a person of the same name is never touched; a name opening the sentence counts
before a short verb group ("Rex went over the rainbow bridge", "Kevin the goldfish didn't make it"),
and a place's name is a pet's name here ("Mango passed"). A loss said of anything ("escaped", "sold
X to") needs an animal word or an animal's place (cage, tank, shelter, stable) in the sentence, and
a runaway found again ("... but we found him") ends nothing. In a message typed without capitals the
word opening the clause of a loss is the name ("sad news, bovril went to live with my mum"), never a
common word; an animal placed somewhere else ("the parrot at the zoo flew off", "the dog next door")
is nobody's of the user's.

Nothing is read for somebody else's animal ("my sister's cat Luna", "the neighbour's dog"), one met,
seen online or minded ("I met a lovely dog called Bella at the park", "we're pet-sitting a beagle
called Rufus"), a place's ("our office dog Biscuit"), a childhood's ("when I was a kid our dog Rex
..."), a wish ("we might get a puppy called Max"), an animal gone ("RIP Rex, best dog ever" is the
retraction frames' to read), or a kind that is also food or a tool ("chicken", "python", "bun",
"pointer") unless the user owns it by that word with a name right after ("our pot-bellied pig
Ralph", "my ball python Monty").
"""

from __future__ import annotations

import re

from engram.extraction.describing_words import describes
from engram.extraction.fact_lexicon import NOT_HOUSEHOLD, OPENERS, SPECIES, THIRD_PARTY
from engram.extraction.gazetteer import is_place
from engram.extraction.kin_apposition import NOT_NAMES, unshifted
from engram.extraction.slots import TypedFact, slot_key
from engram.extraction.tool_lexicon import tool_kind

_F = re.IGNORECASE
_KIND = re.compile(rf"\b(?P<k>{SPECIES})s?\b", _F)
# Kinds that are as often food, a tool or a person's sport, and so too weak on their own.
WEAK_KINDS = frozenset(
    "chicken fish duck goose shrimp crab pig python mouse boxer hen rat quail pigeon lab finch "
    "bun doodle pointer setter cob boa chook piggy".split()
)
# What may stand between a name and its kind: apposition ("Comet the greyhound", "Biscuit, the beagle
# we adopted", "Pepper (cat", "Bramble (our spaniel") or naming ("a greyhound called Comet", "rescue
# mutt Rolo", "a kitten today. Her name? Noodle" is the frames' to read).
_NAME_THEN_KIND = re.compile(
    r"^\s*(?:,\s*|\(\s*)?(?:(?:the|our|my|a|an)\s+)?(?:(?:new|newest|little|old|sweet|rescue|big|baby)\s+)?$|"
    # inside brackets a kind may carry one word of its own: "Rio (blue macaw)", "Moss (russian tortoise)"
    r"^\s*\(\s*(?:(?:the|our|my|a|an)\s+)?[\w-]+\s+$",
    _F,
)
_KIND_THEN_NAME = re.compile(r"^\s*(?:(?:named|called)\s+|(?:(?:we|i)(?:\s+\w+){1,2}\s*)?,\s*|\(\s*|:\s*)?$", _F)
# A name that goes on to do something is somebody reacting: "we got a puppy, Sarah was thrilled".
_ACTING = re.compile(r"^\s+(?:was|were|is|said|says|cried|thinks|thought|loved|loves|wants)\b", _F)
_NAME = re.compile(r"(?<![\w'])(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-ž]+)(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-ž]+))?(?![\w'])")
_OWNED = re.compile(
    r"\b(?:my|our|ours|we|we're|we've|us|i|i'm|i've|myself|adopted|adopting|fostering|foster|rescued|took\s+in|"
    r"came\s+home\s+with|household|family|at\s+home|in\s+our\s+house)\b",
    _F,
)
_NOT_OURS = re.compile(
    rf"\b(?:{THIRD_PARTY})['’]s?\s+(?:\w+\s+)?(?:{SPECIES})s?\b|\b(?:his|her|their|your)\s+(?:\w+\s+)?(?:{SPECIES})\b|"
    rf"\b(?:my|our|the)\s+\w+\s+(?:has|have|got|adopted|owns)\s+(?:a|an|two|three)\s+(?:\w+\s+)?(?:{SPECIES})\b|"
    r"\b(?:might|maybe|would|could|should|want|wants|wanna|thinking\s+(?:of|about)|someday|one\s+day|if|hope|hoping|"
    r"wish|died|passed|put\s+down|rainbow\s+bridge|rehomed|rip|miss\s+(?:him|her)|gave\s+(?:him|her)\s+away|"
    r"ran\s+away|lost\s+our|lost\s+my|used\s+to|had\s+a|growing\s+up|as\s+a\s+kid|neighbou?rs?|stray|"
    # a story, a show, a mascot: "a documentary about a dog named Laika"
    r"about|documentary|movie|film|book|show|series|story|cartoon|character|mascot|statue|toy|plush|"
    # an animal met, seen online or minded for somebody: "I met a lovely dog called Bella at the park"
    r"met|saw|seen|spotted|petted|patted|ran\s+into|came\s+across|bumped\s+into|instagram|tiktok|youtube|reddit|"
    r"online|(?:dog|cat|pet|house)[\s-]?sitting|sitting\s+for|looking\s+after|minding|park|"
    rf"{NOT_HOUSEHOLD}\s+(?:{SPECIES})|"
    rf"(?:{THIRD_PARTY})\s+(?:\w+\s+)?(?:has|have|got|adopted|owns|brought|walks))\b",
    _F,
)
# A capitalised word that is no name.
_NOT_A_NAME = OPENERS | frozenset("Introducing Say Adopted Got Came".split())
_WINDOW = 4


# A childhood told: "when I was a kid our dog Rex ran away" names no pet the user has now.
_CHILDHOOD = re.compile(
    r"\bwhen\s+i\s+was\s+(?:a\s+)?(?:kid|child|little|young|younger|small|teen|teenager|boy|girl|growing\s+up|in\s+school|\d+)\b|"
    r"\bgrowing\s+up\b|\bas\s+a\s+(?:kid|child|teen|teenager|little\s+(?:boy|girl))\b|\bmy\s+childhood\b|"
    # a life before a turn, told in the past: "Before the divorce I lived in Phoenix with my wife Dana"
    r"^\W*before\s+(?:the|my|our)\s+(?:divorce|break-?up|split|move|separation|accident|war|kids|baby)\b[^.;]*?\b(?:i|we)\s+"
    r"(?:lived|had|was|were|used\s+to)\b",
    _F,
)


def childhood(text: str) -> bool:
    """The sentence tells of the user's childhood, when a pet named was the family's, not the user's now."""
    return _CHILDHOOD.search(text) is not None


def pet_from_name(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` with the pet a household statement names beside its kind, when no frame read one;
    none that a childhood story named."""
    if _CHILDHOOD.search(text):
        return [f for f in facts if not (f.slot.startswith("pet") and f.op == "set")]
    if any(f.slot.startswith("pet:") or f.slot == "?" for f in facts) or "?" in text.rstrip()[-1:]:
        return facts
    if _OWNED.search(text) is None or _NOT_OURS.search(text):
        return facts
    if any(k.end() > k.end("k") for k in _KIND.finditer(text)):
        return facts  # "two cats named Miso and Tofu": a list, which the frames read whole
    kinds = [k for k in _KIND.finditer(text) if k.group("k").lower() not in WEAK_KINDS or _owned_kind(text, k)]
    if not kinds:
        return facts
    taken = {f.value.lower() for f in facts if f.value}
    # a place's name is a pet's when tied to its kind ("Rio (blue macaw)"), never a tool's ("my python Flask");
    # a breed written with capitals is the kind, never the name ("a Maine Coon kitten ... we called her Duchess")
    breeds = [(k.start(), k.end()) for k in _KIND.finditer(text)]
    names = [
        m
        for m in _names(text)
        if _a_name(m.group(0), text, m.start(), gone=is_place(m.group(0)))
        and m.group(0).lower() not in taken
        and not any(start <= m.start() < end for start, end in breeds)
    ]
    tied = {(m.group(0), k.group("k").lower()) for m in names for k in kinds if _tied(text, m, k, names)}
    if len({name for name, _ in tied}) != 1:
        return facts
    name, kind = sorted(tied)[0]
    pet = TypedFact(
        f"pet:{slot_key(name)}", name, "set", qualifiers=(("species", kind),), evidence=text, rule="value:pet"
    )
    return [*facts, pet]


# A weak kind is an animal when the user owns it by that word, in lower case, a name right after it:
# "our pot-bellied pig Ralph", "my pet rat Remy", "my ball python Monty" (never "my Python script").
_OWNER_BEFORE = re.compile(r"\b(?:my|our|pet)\s+(?:[\w-]+\s+){0,2}$", _F)


def _owned_kind(text: str, kind: re.Match[str]) -> bool:
    word = kind.group("k")
    after = re.match(r"\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[a-z]+\b", text[kind.end() :])
    return word == word.lower() and after is not None and _OWNER_BEFORE.search(text[: kind.start()]) is not None


def _names(text: str) -> list[re.Match[str]]:
    """Capitalised words and pairs, an opener before them left out ("Introducing Waffles": Waffles)."""
    out: list[re.Match[str]] = []
    for m in _NAME.finditer(text):
        first = m.group(0).split()[0]
        if first in _NOT_A_NAME and " " in m.group(0):
            rest = _NAME.match(text, m.start() + len(first) + 1)
            if rest is not None:
                out.append(rest)
            continue
        out.append(m)
    return out


def _a_name(name: str, text: str = "", at: int = 0, *, gone: bool = False) -> bool:
    """A pet's name: no opener, place or tool; a word in -ly is an adverb only where a sentence opens
    ("Sadly, my cat ..."), and a name mid-sentence ("a goat called Billy", "our cat Holly"). A pet
    said to be gone may bear a place's or a tool's name ("Mango passed last night"): an end only
    touches a pet memory holds."""
    first = name.split()[0]
    opening = not text[:at].strip() or text[:at].rstrip()[-1] in ".!?:;-"
    adverb = first.endswith("ly") and opening
    if first in _NOT_A_NAME or adverb or _THING_CALLED.search(text[:at]):
        return False
    return gone or not (is_place(name) or tool_kind(name) is not None)


# a name given to a place, a group or a business is nobody's animal: "a port city called Saltmere"
_THING_CALLED = re.compile(
    r"\b(?:town|city|village|place|port|country|kingdom|realm|planet|island|street|road|school|company|startup|band|shop|"
    r"store|restaurant|bar|cafe|café|pub|club|team|ship|tavern|inn|castle|forest|river|mountain|world|guild)\s+"
    r"(?:called|named)\s+$",
    re.IGNORECASE,
)


def _tied(text: str, name: re.Match[str], kind: re.Match[str], names: list[re.Match[str]]) -> bool:
    if kind.end() <= name.start():
        between = text[kind.end() : name.start()]
        if not _KIND_THEN_NAME.match(between) or (between.strip() == "," and _ACTING.match(text[name.end() :])):
            return False
    elif name.end() <= kind.start():
        between = text[name.end() : kind.start()]
        if not _NAME_THEN_KIND.match(between):
            return False
    else:
        return False
    return len(between.split()) <= _WINDOW


# Words of losing an animal: a death, a new home, running away.
_LOSS = re.compile(
    # (never roots, a deposit or the phone put down: "Kaunas is where I've put down roots")
    r"\b(?:passed\s+(?:away|on)|died|is\s+dead|put\s+(?:\w+\s+)?(?:down(?!\s+(?:roots|a\s+deposit|deposits|the|my|our|some))|to\s+sleep)|rainbow\s+bridge|rehomed|"
    r"re-homed|rehoming|(?:found|find|finding)\s+(?:\w+\s+)?(?:a\s+)?(?:new|forever|better)\s+home|"
    r"gave\s+(?:\w+\s+)?away|given\s+away|ran\s+away|run\s+away|went\s+missing|never\s+came\s+home|buried|"
    r"rip|rest\s+in\s+peace|no\s+longer\s+with\s+us|not\s+with\s+us|said\s+goodbye\s+to|say\s+goodbye\s+to|"
    r"had\s+to\s+let\s+(?:\w+\s+)?go|lost\s+(?:our|my)|we\s+lost|i\s+lost|gone\s+to\s+live\s+with|"
    r"(?:went|gone|moved)\s+to\s+(?:live\s+)?(?:with|on\s+(?:a|my|our|the|[\w-]+['’]s)\s+(?:[\w'’-]+\s+){0,2}?farm)|"
    r"took\s+(?:him|her|them)\s+back|left\s+us\b|(?:went|gone|fell)\s+to\s+sleep\s+(?:forever|for\s+good|for\s+the\s+last\s+time)|"
    r"fell\s+asleep\s+for\s+the\s+last\s+time|"
    r"didn't\s+make\s+it|did\s+not\s+make\s+it|(?:gave|give|giving|given)\s+(?:\w+\s+){0,3}?to|was\s+never\s+(?:really\s+)?ours|"
    r"wasn't\s+(?:really\s+)?ours|belonged\s+to\s+(?:the|my|our)\s+neighbou?rs?|(?:went|gone|sent)\s+to\s+(?:a|the)\s+farm|"
    r"(?:lives|living|is|stays|staying)\s+with\s+(?:my|our)\s+\w+\s+now|moved\s+in\s+with\s+(?:my|our)\s+\w+|"
    # gone to somebody else: "went back to his owner", "now lives with my brother", "found Rio a new owner"
    r"(?:went|gone|going|was\s+sent)\s+back\s+to\s+(?:his|her|its|their|the)\s+(?:\w+\s+)?(?:owners?|breeder|shelter|family|rescue)|"
    r"(?:now\s+)?lives\s+(?:with|at)\s+(?:my|our|a|the)\s+\w+|"
    r"(?:has\s+)?gone\s+to\s+(?:my|our|a|the)\s+(?!(?:lovely|loving|good|great|wonderful|kind|new|forever|better)\b)\w+|"
    r"(?:has|got|found)\s+(?:\w+\s+)?(?:a\s+)?(?:lovely\s+|good\s+|great\s+|loving\s+)?new\s+(?:owners?|family|home|humans?)"
    r"(?!\s+(?:member|addition|pet|dog|cat|puppy|kitten))|"
    r"with\s+(?:a|the)\s+(?:\w+\s+)?(?:sanctuary|shelter|rescue)\s+now|"
    # "Captain went to a specialist parrot sanctuary"
    r"(?:went|gone|was\s+sent|moved)\s+to\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,3}?(?:sanctuary|rescue\s+centre|rescue)\b|"
    r"(?:give|gave|giving|given)\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])\w+\s+up|flew\s+(?:off|away)|escaped|pet-free|no\s+more|"
    r"(?:isn't|is\s+not|not|no\s+longer)\s+ours|took\s+(?:\w+\s+)?(?:in|home)\s+for\s+good|(?:had\s+to\s+)?put\s+(?:\w+\s+){1,3}down|"
    # a death said short, a bird or a runaway gone for good, a pet sent back or sold
    r"passed(?=\s+(?:peacefully|suddenly|quietly|in\s+(?:his|her|their|its)\s+sleep|last|this|yesterday|today|overnight|on\s+\w+day)\b)|"
    r"never\s+(?:came|come|made\s+it)\s+(?:back|home)|never\s+returned|(?:didn't|hasn't|did\s+not|has\s+not)\s+come\s+(?:back|home)|"
    r"flew\s+(?:out|off|away)|flown\s+(?:off|away)|took\s+(?:\w+\s+)?back(?!\s+(?:to\s+the\s+vet|home))|"
    r"(?:sent|brought|returned|taken|took)\s+(?:\w+\s+)?back\s+to\s+(?:the\s+)?(?:shelter|rescue|breeder|pet\s+shop|store)|"
    r"returned\s+(?:\w+\s+)?to\s+(?:the\s+)?(?:shelter|rescue|breeder|pet\s+shop|store)|"
    r"(?:went|gone|moved)\s+to\s+(?:a|her|his|their|its)\s+(?:(?:lovely|loving|good|great|wonderful|kind)\s+)?"
    r"(?:new|forever|better|lovely)\s+(?:home|family|owners?|humans?)|"
    # gone to somebody for good: "Hector is now living with my sister for good"
    r"(?:now\s+)?(?:lives|living|stays|staying|live|stay)\s+with\s+(?:my|our)\s+[\w-]+\s+(?:for\s+good|permanently|full[\s-]time)|"
    r"(?:is\s+)?now\s+living\s+with\s+(?:my|our)\s+[\w-]+|"
    r"(?:sold|re-?homed)\s+(?:\w+\s+)?to|"
    r"went\s+over\s+the\s+rainbow\s+bridge|crossed\s+over|released\s+(?:\w+\s+)?(?:back\s+)?into\s+the\s+(?:wild|pond|lake|river|sea)|"
    r"set\s+(?:\w+\s+)?free|(?:went|gone|sent|moved|given)\s+to\s+(?:a|the)\s+(?:[\w-]+\s+)?(?:rescue|sanctuary|shelter|rehoming\s+cent(?:re|er))|"
    r"had\s+to\s+sell|(?:got|was|been)\s+(?:hit|run\s+over|killed)\s+by\s+a\s+(?:car|truck|lorry|van|bus|train|fox|hawk|coyote|dog)|"
    r"got\s+run\s+over|never\s+found\s+(?:him|her|them|it)|(?:a|the)\s+(?:fox|hawk|coyote|badger|predator)\s+(?:got|took|killed)|"
    # nobody could save it; somebody else took it in: "the vet couldn't save Dusty", "a neighbour adopted Kiwi"
    r"(?:couldn't|could\s+not|wasn't\s+able\s+to|were\s+not\s+able\s+to|weren't\s+able\s+to)\s+save|"
    r"(?:neighbou?rs?|friends?|(?:a|another|the)\s+(?:\w+\s+)?family|cousins?|aunt|uncle|sister|brother|parents|colleague|someone|somebody|farmer)"
    # (never an animal of their own: "my sister just adopted a beagle called Buster")
    r"\s+(?:\w+\s+)?(?:adopted|took\s+in|has\s+taken\s+in|is\s+taking\s+in|is\s+adopting|took\s+over|has\s+adopted)"
    r"(?!\s+(?:a|an|another|two|three|some|her|his|their|its|one|new)\b))\b",
    _F,
)
_LOSS_WINDOW = 6
# Losses said of anything as much as of an animal: they count only with an animal word in the message.
_WEAK_LOSS = re.compile(
    r"lost\s+(?:our|my)|we\s+lost|i\s+lost|didn't\s+make\s+it|did\s+not\s+make\s+it|said\s+goodbye\s+to|"
    r"say\s+goodbye\s+to|(?:gave|give|giving|given)\s+(?:\w+\s+){0,3}?to|(?:isn't|is\s+not|not|no\s+longer)\s+ours|"
    r"(?:now\s+)?lives\s+(?:with|at)\s+(?:my|our|a|the)\s+\w+|(?:has\s+)?gone\s+to\s+(?:my|our|a|the)\s+\w+|escaped|no\s+more|"
    r"flew\s+(?:out|off|away)|took\s+(?:\w+\s+)?back|(?:sold|re-?homed)\s+(?:\w+\s+)?to|set\s+(?:\w+\s+)?free",
    _F,
)


def pets_gone(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` with the end of a pet a statement says is gone, by its name beside a word of loss,
    when no frame read the end. A pet's new home is not the user's: "Dusty found a new home with a
    family in Leeds" says nothing of where the user lives."""
    out = _run_off(_pets_gone(facts, text), text)
    if _NEW_HOME.search(text) and any(f.op == "end" and f.slot.split(":")[0] in ("pet", "?") for f in out):
        out = [f for f in out if f.slot not in ("residence", "trip")]
    return out


# An animal that ran off or did not pull through, by a name in any case ("rocky ran off during fireworks",
# "Admiral did not survive the power cut", "doudou is gone", "bingo don run away"): it ends only a pet memory
# holds by that name (the slot is the pet's), so "Tom ran off to the shops" ends nobody.
_RAN_OFF = re.compile(
    r"(?:^|[,;:.!]\s+|\b(?:so|and|but|sadly|unfortunately)\s+)(?P<name>[A-Za-zÀ-ÿ][\w'-]+)\s+(?:has\s+|had\s+|don\s+)?"
    r"(?:(?:ran\s+(?:off|away)|run\s+away|flew\s+(?:off|away))(?!\s+(?:to|for|with|on|from)\b)|went\s+missing|got\s+lost|(?:did\s+not|didn't|didnt)\s+survive|"
    r"passed(?=\s+(?:at|last|this|in|on|yesterday|today|peacefully|recently|suddenly|\d))|die[d]?|is\s+gone(?!\s+for))\b"
)


_OWN_OBJECT = re.compile(
    r"\s+(?:the|our|my|his|her|their)\s+(?:(?:old|sweet|little|beloved|dear|first|other)\s+)*(?:boy|girl|one|"
    r"guy|lad|lass|baby|fella|man)\b",
    re.IGNORECASE,
)


def _run_off(facts: list[TypedFact], text: str) -> list[TypedFact]:
    if any(f.op == "end" or f.old for f in facts):  # ("moved it all to vercel and heroku is gone": a switch's)
        return facts
    found = _RAN_OFF.search(text)
    if found is None or found.group("name").lower() in _NOT_A_PET_SUBJECT:
        return facts
    name = found.group("name")
    if found.group(0).rstrip().endswith("gone") and not name.islower():
        return facts  # "Heroku is gone": a capital's "is gone" is for the frames to read, with their guards
    return [*facts, TypedFact(f"pet:{slot_key(name)}", "", "end", old=name, evidence=text, rule="pet:gone")]


_NOT_A_PET_SUBJECT = frozenset(
    "i we he she they it you everything everyone nothing something that this who which what there here the my our "
    "his her their its all one".split()
)


def _pets_gone(facts: list[TypedFact], text: str) -> list[TypedFact]:
    # (a kind capitalised is a name: "I've decided to abandon Calico" ends a project called Calico)
    by_kind = [
        f
        for f in facts
        if f.slot == "?" and f.op == "end" and f.old and _KIND.fullmatch(f.old) and not f.old[:1].isupper()
    ]
    if by_kind and _ELSEWHERE.search(text):
        return [f for f in facts if f not in by_kind]  # "the parrot at the zoo flew off": nobody's of the user's
    if by_kind and not _THEIRS.search(text):  # "we lost our greyhound": the pet of that kind, not a word
        kind = _KIND.fullmatch(by_kind[0].old or "")
        assert kind is not None
        facts = [f for f in facts if f not in by_kind]
        if any(f.op == "end" for f in facts):
            return facts  # "said goodbye to our old dog, Scout": the name says which
        return [*facts, _kind_end(kind.group("k").lower(), text)]
    if any(f.op == "end" for f in facts):
        return facts
    if _RECOVERED.search(text):
        return facts  # "Gizmo escaped his cage but we found him": still the user's
    if _THEIRS.search(text):
        return facts  # "my son's hamster Gerald died", "Tom said his cat Felix ran away": not the user's
    animal = _KIND.search(text) or _PET_CONTEXT.search(text)
    losses = [m for m in _LOSS.finditer(text) if not _WEAK_LOSS.fullmatch(m.group(0)) or animal]
    # (a loss with an object of its own names no other animal: "got a husky now, Koda, since we lost the old boy")
    losses = [m for m in losses if not _OWN_OBJECT.match(text, m.end())]
    if not losses:
        return facts  # "lost my job at Door Dash", "didn't make it to the finals": no animal in sight
    kept = {f.value for f in facts if f.op == "set"}
    verbs = {loss.start() for loss in losses}  # "Gave our hamster ...": the loss's own verb is no name
    strong = any(not _WEAK_LOSS.fullmatch(loss.group(0)) for loss in losses)
    everyone = [
        m
        for m in _names(text)
        if _a_name(m.group(0), text, m.start(), gone=strong or animal is not None)
        and m.start() not in verbs
        and (m.start() == 0 or text[m.start() - 1] not in "./@#")  # ("the .com is gone": a domain, no name)
    ]
    if not everyone and strong and unshifted(text):
        everyone = _lower_lead(text, losses)  # "bovril went to live with my mum": only a pet memory holds is ended
    # the one name tied to a loss is gone, though a frame read it as a pet the user has ("Gave our
    # hamster Nibbles to my niece", "The chinchilla (Dusty) now lives with my brother"); with two names
    # tied ("we adopted Luna after we lost Rex") the one a frame read as the user's stays
    tied_all = set(_tied_to_loss(everyone, losses, text))
    pets = {f.value for f in facts if f.op == "set" and f.slot.startswith("pet:")}
    if len(tied_all) == 1 and tied_all <= pets:
        (name,) = tied_all
        facts = [f for f in facts if not (f.op == "set" and f.value == name)]
        return [*facts, TypedFact(f"pet:{slot_key(name)}", "", "end", old=name, evidence=text, rule="value:pet-gone")]
    gone = _tied_to_loss([m for m in everyone if m.group(0) not in kept], losses, text)
    if not gone:
        return [*facts, *_kind_gone(text, losses)]
    if len(set(gone)) != 1:
        return facts
    (name,) = set(gone)
    return [*facts, TypedFact(f"pet:{slot_key(name)}", "", "end", old=name, evidence=text, rule="value:pet-gone")]


# What may stand between a name opening the sentence and its loss: "Kevin the goldfish didn't make it".
_LEAD = re.compile(
    rf"\s*(?:,?\s*(?:the|our|my)\s+(?:\w+\s+)?(?:{SPECIES})\s*,?\s*)?(?:just|sadly|finally|has|had|was)?\s*", _F
)


def _tied_to_loss(names: list[re.Match[str]], losses: list[re.Match[str]], text: str) -> list[str]:
    """The names a word of loss governs, or that sit within a few words of one with no other name
    between."""
    gone = []
    for m in names:
        for loss in losses:
            if loss.start() <= m.start() < loss.end():  # "had to let Noodle go", "put Comet to sleep"
                gone.append(m.group(0))
                break
            lead = text[m.end() : loss.start()]
            # a word opening the sentence, no name ("Tough tournament, didn't make it"), unless a short
            # verb group leads to a loss said only of animals ("Rex went over the rainbow bridge")
            if (
                m.start() == 0
                and not _LEAD.fullmatch(lead)
                and (_WEAK_LOSS.fullmatch(loss.group(0)) or re.search(r"[,;:()]", lead) or len(lead.split()) > 3)
            ):
                continue
            lo, hi = (m.end(), loss.start()) if m.end() <= loss.start() else (loss.end(), m.start())
            between = text[lo:hi] if hi >= lo else ""
            if hi < lo or re.search(r"[.!?;]", between) or len(between.split()) > _LOSS_WINDOW:
                continue
            if any(lo <= o.start() < hi for o in names if o is not m):
                continue
            gone.append(m.group(0))
            break
    return gone


# Where an animal lives or goes, so a loss said of anything ("sold X to", "escaped") is an animal's.
_PET_CONTEXT = re.compile(
    r"\b(?:rescue|shelter|cage|vet|vets|tank|hutch|aviary|enclosure|vivarium|terrarium|aquarium|litter\s+box|leash|collar|"
    r"stable|stables|paddock|coop|sanctuary|breeder|riding\s+school|petting\s+zoo|window|feathers|paws?|tail)\b",
    _F,
)
# A runaway found again: the pet is still the user's.
_RECOVERED = re.compile(
    r"\b(?:but|and|then|luckily|thankfully|finally)\s+(?:we\s+|i\s+|the\s+\w+\s+)?(?:found|caught|got)\s+(?:him|her|them|it)(?:\s+back)?\b|"
    r"\b(?:came|is|['’]s|was)\s+back\s+(?:home|safe|now|again)\b|\bturned\s+up\b|\bsafe\s+and\s+sound\b",
    _F,
)
_NEW_HOME = re.compile(r"\b(?:new|forever|better|loving|good)\s+(?:home|family|owners?)\b", _F)


_THEIRS = re.compile(
    rf"\b(?:{THIRD_PARTY})['’]s?\s+(?:\w+\s+)?(?:{SPECIES})|\b(?:his|her|their|your)\s+(?:\w+\s+)?(?:{SPECIES})", _F
)
# "our cat", "the old dog", "my rabbit": the user's animal named by its kind
_ELSEWHERE = re.compile(
    rf"\bthe\s+(?:\w+\s+)?(?:{SPECIES})\s+(?:(?:at|in|from|on|near|outside|across)\s+(?:(?:the|a|an)\s+)?"
    r"(?:zoo|park|farm|shop|pet\s+shop|shelter|rescue|office|school|street|road|pub|cafe|beach|vet|vets|clinic|library|garden\s+centre)|"
    r"next\s+door|over\s+the\s+road|down\s+the\s+(?:road|street|hall)|upstairs|downstairs)\b",
    _F,
)
# ("the parrot at the zoo", "the dog next door": a kind placed somewhere else is nobody's of the user's)
_OUR_KIND = re.compile(
    rf"\b(?:(?:our|my)\s+|the\s+(?=(?:\w+\s+)?(?:{SPECIES})\b(?!\s+(?:at|in|from|on|near|outside|across)\s+(?:the|a|an)\b|"
    rf"\s+(?:next\s+door|over\s+the\s+road|down\s+the\s+(?:road|street|hall)|upstairs|downstairs))))"
    rf"(?:(?:old|sweet|little|poor|beloved|first)\s+)?(?P<k>{SPECIES})\b",
    _F,
)


def _kind_gone(text: str, losses: list[re.Match[str]]) -> list[TypedFact]:
    """The end of the user's one pet of a kind ("we lost our cat last week", "the hamster didn't make
    it"): ``pet`` with the species, which reconcile applies only when exactly one stored pet is of
    that kind."""
    if _THEIRS.search(text) or _ELSEWHERE.search(text):
        return []
    kinds = {
        k.group("k").lower()
        for k in _OUR_KIND.finditer(text)
        if k.group("k").lower() not in WEAK_KINDS
        and not (
            k.start("k") > 0
            and k.group("k")[:1].isupper()
            and not text[: k.start("k")].rstrip().endswith(("my", "our"))
        )
        and any(
            abs(k.start() - loss.start()) < 60 and not re.search(r"[.!?;]", _span(text, k, loss)) for loss in losses
        )
    }
    if len(kinds) != 1:
        return []
    (kind,) = kinds
    return [_kind_end(kind, text)]


def _kind_end(kind: str, text: str) -> TypedFact:
    return TypedFact("pet", "", "end", old=kind, qualifiers=(("species", kind),), evidence=text, rule="value:pet-gone")


def _span(text: str, a: re.Match[str], b: re.Match[str]) -> str:
    lo, hi = sorted((a.end(), b.start())) if a.end() <= b.start() else sorted((b.end(), a.start()))
    return text[lo:hi]


_LOWER_SUBJECT = re.compile(
    r"(?:^|[,;:.!?]\s*|\b(?:and|so|but|news|update|sadly)\s+)(?P<n>(?-i:[a-z]{3,}))\s+(?:(?:has|had|just|finally|sadly|was)\s+)*$"
)


def _lower_lead(text: str, losses: list[re.Match[str]]) -> list[re.Match[str]]:
    """The word a loss is told of, opening its clause, in a sentence typed without capitals, when it is
    no common word ("sad news, bovril went to live with my mum")."""
    out = []
    for loss in losses:
        lead = _LOWER_SUBJECT.search(text[: loss.start()])
        if lead is None or lead.group("n") in NOT_NAMES or describes(lead.group("n")):
            continue
        word = re.compile(r"\w+").match(text, lead.start("n"))
        if word is not None:
            out.append(word)
    return out if len({w.group(0) for w in out}) == 1 else []
