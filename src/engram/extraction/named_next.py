"""A role of the user's said first, then the one name of the message as the next sentence's subject.

Chat introduces a partner, a child or a pet by the role word and names them only when the next
sentence is about them: "Help me pick a first bike for my son. Lukas is 4", "how do I stop getting
annoyed when my wife leaves cupboard doors open?? 12 yrs married, Meera is wonderful", "How do I
introduce a new kitten to my older cat? Luna is 9", "My girlfriend snores like a leaf blower. Sorry
Ama." No frame reads a sentence that names the one it means without saying who they are; what stays
put across the shapes is the pairing: one role the user owns ("my" / "our", then a kin word or an
animal kind) in the text before, and a name that text never said, standing where the one spoken of
stands -- the subject of the next sentence, or the one addressed ("sorry Ama", "love you Tomasz").

The sentence is spelled out with the role ("my son Lukas is 4", "my wife is Meera", "I have a cat
named Luna") and read as usual, so its own frames still decide what else it says. Nothing is read
when the text before owns two roles or names anybody else (a friend, a coworker, a teacher: the name
may be theirs), when the role belongs to somebody else ("my sister's son"), or when the name is a
word a sentence opens with, a place or a tool (engram.extraction.pronoun_roles.names_in).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from engram.extraction.fact_lexicon import PARTNER_WORDS, SPECIES, THIRD_PARTY
from engram.extraction.person_names import GIVEN_NAMES
from engram.extraction.pronoun_roles import names_in
from engram.extraction.slots import TypedFact

_F = re.IGNORECASE
# a closed class of what may stand between "my" and the role: "my older cat", "our little Astrid"
_MODS = (
    r"(?:(?:new|little|lovely|sweet|old|older|younger|baby|rescue|darling|dear|beloved|big|tiny|first|second|"
    r"youngest|eldest|oldest|middle|wonderful|amazing|lazy|grumpy|elderly|senior|indoor|own|\d{1,2}[- ]?(?:yo|y/o|"
    r"(?:year|yr)s?[- ]old))\s+){0,3}"
)
_TWINS = r"twins|kids|children|daughters|sons|little\s+ones"
# (never "boy", "girl" or "baby" alone: said of a pet as often -- "lost our old boy Rolo last week. Rocket keeps
# looking for him")
_CHILD = (
    r"son|daughter|kid|kiddo|child|toddler|stepson|stepdaughter|stepkid|stepchild|little\s+girl|little\s+boy|"
    r"teenager|teen"
)
_OWNED = re.compile(
    rf"(?<![\w'’-])(?:my|our)\s+{_MODS}(?:(?P<partner>{PARTNER_WORDS})|(?P<kids>{_TWINS})|(?P<child>{_CHILD})|"
    rf"(?P<pet>{SPECIES}))(?:['’]s)?(?![\w-])",
    _F,
)
# an animal somebody else owns: "my neighbour's dog", "his cat", "their rabbit"
_OWNED_OTHER = re.compile(
    rf"\b(?:his|her|their|your|its)\s+(?:[\w-]+\s+){{0,2}}?(?:{SPECIES})|(?<!\belse)['’]s\s+(?:[\w-]+\s+){{0,2}}?(?:{SPECIES})",
    _F,
)
_OTHERS = re.compile(rf"\b(?:{THIRD_PARTY})\b|\b(?:teacher|coach|doctor|nanny|tutor|babysitter)s?\b", _F)
# a made-up animal: "Write a story about a cat. Whiskers is brave"
_MADE_UP = re.compile(
    r"\b(?:story|stories|poem|limerick|haiku|song|lyrics|novel|fiction|fictional|character|tale|fable|sketch|"
    r"screenplay|script|role-?play|imagine|pretend|cartoon|comic|film|movie|show|book|game)\b",
    _F,
)
# kinds that are food as often as animals: "Is it safe for cats to eat cooked chicken skin?"
_EDIBLE = frozenset(
    {"chicken", "fish", "duck", "goose", "pig", "crab", "shrimp", "quail", "goat", "sheep", "hen", "turkey"}
)
# (a short clause may come first: "12 yrs married, Meera is wonderful")
_LEAD = (
    r"^\W*(?:(?:ok|okay|so|anyway|anyways|and|also|btw|honestly|but|well|update|context)\W+)*"
    r"(?:(?-i:[a-z0-9])[^,.;:!?()]{0,30},\s+)?"
)
# the name as the subject: the word after it is a verb or an adverb, never "and" or a preposition
# (a verb of one: a capital opening a sentence is as often a word -- "Sounds special", "Pets have a way of ...",
# "Bummer about the setback", "Painting's great" -- and those go on with no verb a single subject takes)
_ONE_DOES = (
    r"(?:(?:just|still|always|really|never|also|finally|now|literally|totally|absolutely|apparently|actually|only|"
    r"already|even|sometimes|usually|often|basically|currently|suddenly)\s+)*"
    r"(?:is|was|has|had|does|did|will|would|can|could|should|might|must|won['’]t|wouldn['’]t|can['’]t|couldn['’]t|"
    r"doesn['’]t|didn['’]t|isn['’]t|wasn['’]t|hasn['’]t|(?-i:[a-z]+)(?<![su])s|(?-i:[a-z]+)ed|stole|ate|ran|got|took|broke|"
    r"threw|bit|fell|made|went|came|saw|found|left|brought|caught|drank|tore|slept|woke|kept|lost|won|hid|sat|"
    r"stood|began|swam|flew|grew|knew|dug|spun|turned|starts|started)\b"
)
_SUBJECT = re.compile(
    rf"{_LEAD}(?P<n>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-žø]+)(?<!ing)(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-ž]+))?)"
    # (one who has a say is anybody: "My wife wants to repaint. Emma thinks green")
    r"(?P<rest>(?:['’]s\s+|\s+(?!(?:says|said|thinks|thought|told|tells|asked|asks|reckons|suggested|suggests|agrees|"
    rf"recommended|recommends|mentioned)\b){_ONE_DOES}).*)$",
    _F,
)
# an animal asked about without "my" ("Is it safe for cats to eat chicken skin?", "does anyone else's cat
# scream at 4am??"), and one asked for by name ("Asking for Simba")
_ANIMAL = re.compile(rf"(?<![\w'’-])(?:{SPECIES})(?:s|es)?(?![\w-])", _F)
_ASKING_FOR = re.compile(
    r"^\W*(?:(?:i'm|im|i\s+am)\s+)?(?:asking|this\s+is)\s+for\s+(?P<n>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-žø]+))\b", _F
)
# the user in the name's own sentence: "Mochi just stole some off my plate", "since we brought her home"
_USER = re.compile(r"\b(?:my|we|us|our|mine)\b|\belse['’]s\b", _F)
# what anybody near minds: a person's name doing it may be anyone's ("my dog is so loud. Sarah hates it")
_MINDING = re.compile(
    r"\s+(?:(?:really|just|absolutely|totally|also)\s+)*(?:hates|loves|likes|minds|wants|needs|prefers|can't\s+stand|"
    r"cannot\s+stand|complains|fights|resists|won't|refuses)\b",
    _F,
)
# the one spoken of, addressed: "Sorry Ama.", "love you Tomasz"
_ADDRESSED = re.compile(
    r"^\W*(?:sorry|soz|love\s+you|luv\s+u|hi|hey)\s*,?\s+(?P<n>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-žø]+))(?:\W*$|\s*,\s*[^.?!]{0,30}$)",
    _F,
)


# words that stand where a name stands and name nobody: "Ours is called Sasha"
_NO_NAME = frozenset(
    "ours mine yours hers his theirs she he they it this that these those there here everyone everybody someone "
    "somebody nobody noone anyone anybody both neither either each one none all".split()
)


def _a_name(name: str, *, places: bool = False) -> bool:
    first = name.split()[0]
    return first.lower() not in _NO_NAME and not _OTHERS.fullmatch(first) and names_in(name, places=places) == [name]


def named_next(sentence: str, before: str, earlier: Sequence[TypedFact]) -> str | None:
    """The sentence spelled out with the role the text before gave the name it opens with, or None."""
    owned = list(_OWNED.finditer(before))
    if not owned:
        return _animal_named(sentence, before)
    if len({_kind(m) for m in owned}) != 1:
        return None
    role = owned[-1]
    if _OTHERS.search(_OWNED.sub(" ", before)) or _OTHERS.search(_OWNED.sub(" ", sentence)):
        return None
    said = _SUBJECT.match(sentence) or _ADDRESSED.match(sentence)
    if said is None:
        return None
    name = said.group("n")
    addressed = "rest" not in said.re.groupindex
    # (one addressed is a person whatever else the word names: "Sorry Ama.")
    if not _a_name(name, places=addressed) or re.search(rf"\b{re.escape(name)}\b", before, _F):
        return None
    if not addressed and _MINDING.match(said.group("rest")) and name.lower() in GIVEN_NAMES:
        return None  # "my dog is so loud. Sarah hates it": minding is what anybody near does
    kind = _kind(role)
    word = role.group(kind).lower()
    if kind == "partner":
        return f"my {word} is {name}"
    if kind == "pet":
        return f"I have a {word} named {name}"
    relation = "child" if kind == "kids" else word
    return None if addressed else f"my {relation} {name}{said.group('rest')}"


def _kind(found: re.Match[str]) -> str:
    return next(k for k in ("partner", "kids", "child", "pet") if found.group(k))


def _animal_named(sentence: str, before: str) -> str | None:
    """ "How often should an indoor rabbit see the vet? Clover is about 3 and hasn't been since we brought her
    home": one kind of animal asked about, then a name as the subject, the user in its sentence or the name no
    person's (a name people carry may be anybody's: "Can dogs eat mango? Sarah says no")."""
    animals = [m.group(0).lower() for m in _ANIMAL.finditer(before)]
    if len({_singular(a) for a in animals}) > 1:
        animals = [a for a in animals if _singular(a) not in _EDIBLE]
    if len({_singular(a) for a in animals}) != 1 or _MADE_UP.search(before) or _OWNED_OTHER.search(before):
        return None
    if _OTHERS.search(before) or _OTHERS.search(sentence):
        return None
    said = _ASKING_FOR.match(sentence) or _SUBJECT.match(sentence)
    if said is None:
        return None
    name = said.group("n")
    if not _a_name(name) or re.search(rf"\b{re.escape(name)}\b", before, _F):
        return None
    if name.lower() in GIVEN_NAMES and not (_USER.search(sentence) or _USER.search(before)):
        return None
    return f"I have a {_singular(animals[0])} named {name}"


def _singular(species: str) -> str:
    if species.endswith("es") and species[:-2] in {"fish", "goldfish"}:
        return species[:-2]
    return species[:-1] if species.endswith("s") and not species.endswith("ss") else species
