"""Names of places: does this capitalised phrase name a town, a city, a country or a US state?

Frames find a home by its verbs ("I live in X", "we moved to X"); users keep finding other ways to
say it ("closed on a house in Asheville", "a Leeds local", "Auckland-based"). The stable part is
the place itself. This module answers "is this a place" from a list built offline from GeoNames
(``data/places.txt``, see ``data/NOTICE``): about 49,000 names without accents, loaded once, on
first use; a name the user writes with accents is looked up without them. GeoNames lists cities,
countries and US states only, while people also live in a region, an island or a borough
("moved to Cornwall", "a flat in Shoreditch", "we're in Tasmania now"): ``data/regions.txt`` adds
those by hand -- regions, provinces and states of other countries, islands, and the named
neighbourhoods of big cities -- leaving out any that is also an everyday word or a given name.

A name is only ever looked up as the user capitalised it, so "I live in hope" and "my best
friend" name no place; whether a place is the user's home is for the caller
(:mod:`engram.extraction.place_first`) to decide from the words around it. A user who writes
everything in lower case ("just signed a lease in austin") has capitals restored by
:func:`capitalised_places`, and only where a place is expected: right after a word of location
("in", "to", "from", "out of") or right before a word of belonging ("local", "residents", "-based"),
and in a move said as a switch fragment ("bye auckland, hello christchurch", "berlin -> dresden");
the pronoun I and an opening capital, which keyboards add, still leave a text lower-case chat.
"""

from __future__ import annotations

import importlib.resources
import itertools
import re
import unicodedata
from dataclasses import dataclass
from functools import cache

MAX_WORDS = 4
_WORD = re.compile(r"[A-ZÀ-ÖØ-ÞĀ-Ž][\w.'-]*|(?:de|del|da|do|di|la|le|los|las|upon|on|am|im|sur|en|of)\b")


# Months and days share their names with a few small towns ("in March", "on Sunday"): never places here.
_CALENDAR = frozenset(
    "January February March April May June July August September October November December "
    "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()
)


@dataclass(frozen=True)
class Place:
    """A place named in a text, and where."""

    name: str
    start: int
    end: int


@cache
def _names() -> frozenset[str]:
    data = importlib.resources.files("engram.extraction").joinpath("data")
    lines = [*data.joinpath("places.txt").read_text("utf-8").splitlines()]
    lines += data.joinpath("regions.txt").read_text("utf-8").splitlines()
    return frozenset(_plain(line) for line in lines if line)


def is_place(name: str) -> bool:
    """Whether ``name`` (as capitalised, accents or not: "Kraków", "Krakow") names a listed place."""
    return _plain(" ".join(name.split())) in _names()


# Where a place stands in a sentence: after a preposition or verb of location, or before a word of belonging.
_LOCATIVE_BEFORE = re.compile(
    r"\b(?:in|to|from|at|near|around|outside|into|of|across|via|towards?|visit(?:ing|ed)?|leaving|left|moved|moving|"
    r"live|living|based|flew|fly|flying|drove|driving|trip|back)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
_LOCATIVE_AFTER = re.compile(
    r"^(?:-based|\s+(?:local|locals|based|residents?|area|city|centre|center|region))\b", re.IGNORECASE
)


def placed(name: str, text: str, start: int) -> bool:
    """Whether ``name``, said at ``start`` of ``text``, is a listed place standing where a place does.
    Tens of thousands of towns share a given name ("Sofie", "Lola", "Marco", "Pilar"): beside a word of
    kinship or work with no word of location before it, such a name is a person's."""
    if not is_place(name):
        return False
    before, after = text[max(0, start - 40) : start], text[start + len(name) :]
    return bool(_LOCATIVE_BEFORE.search(before) or _LOCATIVE_AFTER.match(after))


# Letters that carry no combining accent, so NFKD leaves them be: "Łódź", "Nørrebro", "Straße".
_LETTERS = str.maketrans(
    {
        "ł": "l",
        "Ł": "L",
        "ø": "o",
        "Ø": "O",
        "æ": "ae",
        "Æ": "Ae",
        "ß": "ss",
        "đ": "d",
        "Đ": "D",
        "ı": "i",
        "ð": "d",
        "þ": "th",
        "Þ": "Th",
        "œ": "oe",
        "’": "'",
    }
)


def _plain(name: str) -> str:
    """The list holds names without accents; "Zürich" is looked up as "Zurich", "Łódź" as "Lodz"."""
    if name.isascii():
        return name
    return "".join(c for c in unicodedata.normalize("NFKD", name.translate(_LETTERS)) if not unicodedata.combining(c))


def _compound(name: str) -> bool:
    """A hyphenated name whose every part is capitalised: one place ("Clermont-Ferrand", "Baden-Baden")."""
    parts = name.split("-")
    return len(parts) > 1 and all(p[:1].isupper() for p in parts[1:])


def places_in(text: str) -> list[Place]:
    """The places named in ``text``, left to right, each the longest name starting at its word
    ("New York" before "York"); a word inside a hyphenated compound counts ("Auckland-based")."""
    names = _names()
    words = [m for m in _WORD.finditer(text)]
    out: list[Place] = []
    n = 0
    while n < len(words):
        if not words[n].group(0)[:1].isupper():
            n += 1
            continue
        found = None
        for size in range(min(MAX_WORDS, len(words) - n), 0, -1):
            span = words[n : n + size]
            if not span[-1].group(0)[:1].isupper() or not _adjacent(text, span):
                continue
            whole = " ".join(w.group(0) for w in span).removesuffix("'s").rstrip(".")
            name = whole if _plain(whole) in names else whole.split("-")[0]  # "Saint-Malo", "Aix-en-Provence"
            if name != whole and _plain(name) in names and _compound(whole):
                name = whole  # "Clermont-Ferrand", "Cluj-Napoca": one place ("Auckland-based" is Auckland)
            if (
                (_plain(name) in names or name == whole != whole.split("-")[0])
                and name not in _CALENDAR
                and not _in_a_longer_name(text, words, n, size)
            ):
                found = Place(name, span[0].start(), span[0].start() + len(name))
                n += size
                break
        if found is None:
            n += 1
        else:
            out.append(found)
    return out


_PRONOUN_I = re.compile(r"^I(?:'(?:m|ve|d|ll))?$")


def _in_a_longer_name(text: str, words: list[re.Match[str]], n: int, size: int) -> bool:
    """ "Sofia Lindqvist", "Bill Austin": a capitalised word right before or after makes it a
    person's name (the first word of a text is capitalised anyway and says nothing)."""
    after = words[n + size] if n + size < len(words) else None
    before = words[n - 1] if n > 0 else None
    # "in Madrid I'm now ...": the pronoun I is capitalised and names nobody
    if (
        after is not None
        and after.group(0)[:1].isupper()
        and not _PRONOUN_I.match(after.group(0))
        and _adjacent(text, [words[n + size - 1], after])
    ):
        return True
    if before is not None and before.group(0)[:1].isupper() and _adjacent(text, [before, words[n]]):
        if _PRONOUN_I.match(before.group(0)):
            return False
        return before.start() > 0
    return False


def _adjacent(text: str, span: list[re.Match[str]]) -> bool:
    """Words one space apart: a name never runs across punctuation or a full stop."""
    return all(text[a.end() : b.start()] == " " and not _ends_sentence(a.group(0)) for a, b in itertools.pairwise(span))


def _ends_sentence(word: str) -> bool:
    """ "Sofia. Great" is two sentences; "St. Louis" is one name."""
    return word.endswith(".") and len(word) > 4


# Where a place is expected in lower-case chat: after a word of location, or before one of belonging.
_LOCATIVE = re.compile(r"\b(?:in|to|from|of|near|outside|around)\s+(?=[^\W\d_])")
_BELONGING = re.compile(
    r"(?:,\s*[a-z]{2})?(?:-|\s+)(?:based|local|locals|resident|residents|native|natives|people|folks|"
    r"is\s+(?:now\s+|officially\s+)?(?:my\s+|our\s+)?(?:new\s+)?home|has\s+been\s+home)\b"
)
_LOWER_WORD = re.compile(r"[^\W\d_][\w'.]*")
# A move said as a switch fragment in lower-case chat: a place after a word of leaving, greeting or
# swapping ("bye auckland, hello christchurch", "swapped leeds for york", "berlin -> dresden"), or a
# segment that is nothing but a place before an arrow or a word of arriving ("lisbon is behind us,
# porto now", "melbourne to hobart"). An everyday word that is also a place is never read there.
_SWITCH_WORD = re.compile(
    r"(?:\b(?:hello|hi|hola|bonjour|bye|goodbye|farewell|so\s+long|adios|ciao|escaped|left|leaving|swapped|traded|ditched|for)\s+|"
    r"(?:->|-->|→|=>|⇒|>)\s*)(?=[^\W\d_])"
)
_SWITCH_CUE = re.compile(
    r"\s*(?:->|-->|→|=>|⇒|>)|\s+(?:is\s+behind|now\b|these\s+days\b|nowadays\b|it\s+is\b|to\s+(?=[^\W\d_]))"
)
_SEGMENT_START = re.compile(r"(?:^|[,;:!(]|\s[-–—]+|->|→|>)\s*$")


# The capitals a keyboard adds to lower-case chat: the pronoun I, and the opening letter.
_KEYBOARD_CAPS = re.compile(r"\bI(?=$|[\s'’,.!?])")


def lower_case_chat(text: str) -> bool:
    """Written in lower case but for the pronoun I and an opening capital ("Austin-based now, where do
    I get good bbq?" is not: its writer capitalised a place; "moved to porto, I love it" is)."""
    return not any(c.isupper() for c in _KEYBOARD_CAPS.sub("", text[1:]))


def capitalised_places(text: str) -> str:
    """``text`` with capitals restored on the places a lower-case writer named where a place is
    expected ("moved to porto" -> "moved to Porto"); a text with a capital letter other than the
    pronoun I and its opening letter is returned as it is, for there the writer's capitals say what
    is a name."""
    if not lower_case_chat(text):
        return text
    everyday = not any(c.isupper() for c in text)  # (mixed case: never "Moved to reading the docs")
    starts = [m.end() for m in _LOCATIVE.finditer(text)]
    for m in _BELONGING.finditer(text):
        before = list(_LOWER_WORD.finditer(text[: m.start()]))
        starts += [w.start() for w in before[-MAX_WORDS:]]
    switched = [m.end() for m in _SWITCH_WORD.finditer(text)]
    for cue in _SWITCH_CUE.finditer(text):
        segment = _LOWER_WORD.findall(text[: cue.start()])[-MAX_WORDS:]
        for size in range(len(segment), 0, -1):
            at = cue.start() - len(" ".join(segment[-size:]))
            if text[at : cue.start()] == " ".join(segment[-size:]) and _SEGMENT_START.search(text[:at]):
                switched.append(at)
                break
    starts += [s for s in switched if _lone_place(text, s)]
    out = text
    for start in sorted(set(starts)):
        words = list(itertools.islice(_LOWER_WORD.finditer(text, start), MAX_WORDS))
        if not words or words[0].start() != start:
            continue
        for size in range(len(words), 0, -1):
            span = words[:size]
            if not _adjacent(text, span):
                continue
            name = " ".join(w.group(0)[:1].upper() + w.group(0)[1:] for w in span)
            plain = everyday or size > 1 or not PLACE_AS_WORD.fullmatch(span[0].group(0).rstrip("."))
            if is_place(name.rstrip(".")) and plain:
                end = span[-1].end()
                out = out[:start] + name + out[end:]
                break
    return out


def _lone_place(text: str, start: int) -> bool:
    """Whether the words at ``start`` begin a place that is no everyday word ("bath", "nice")."""
    words = list(itertools.islice(_LOWER_WORD.finditer(text, start), MAX_WORDS))
    if not words or words[0].start() != start:
        return False
    for size in range(len(words), 0, -1):
        span = words[:size]
        name = " ".join(w.group(0)[:1].upper() + w.group(0)[1:] for w in span).rstrip(".")
        if _adjacent(text, span) and is_place(name):
            return size > 1 or not PLACE_AS_WORD.fullmatch(words[0].group(0).rstrip("."))
    return False


def leading_place(raw: str) -> str | None:
    """The longest place ``raw`` starts with, capitalised ("new york now" -> "New York"), so that a
    frame's value keeps a place whose first word looks like an adjective and ends where the place
    does in lower-case chat ("pittsburgh a month ago" -> "Pittsburgh"); a word of scenery before it
    is dropped ("rural Wales" -> "Wales"). A lone word with nothing after it is left to the caller."""
    words = _LOWER_WORD.findall(raw)[: MAX_WORDS + 2]
    if len(words) > 1 and _SCENERY.fullmatch(words[0]):  # "rural Wales", "sunny Malaga": the place
        one = words[1][:1].upper() + words[1][1:]
        found = leading_place(" ".join(words[1:])) or (one if is_place(one) else None)
        if found is not None and not PLACE_AS_WORD.fullmatch(found.lower()):
            return found
    words = words[: MAX_WORDS + 1]
    for size in range(min(len(words), MAX_WORDS), 0, -1):
        name = " ".join(w[:1].upper() + w[1:] for w in words[:size]).rstrip(".")
        after = words[size] if size < len(words) else ""
        if size == 1 and (not after or words[0][:1].isupper()):
            break  # one word alone, or as written, the caller's trim reads as well
        if is_place(name) and not after[:1].isupper():  # "San Jose Sharks" is no place
            return name if size > 1 or not PLACE_AS_WORD.fullmatch(words[0]) else None
    return None


# Words of scenery before a place ("rural Wales", "sunny Malaga"), and places that are also everyday
# words, which a lower-case writer's word is never taken for ("moved to split the bill" is no Split).
_SCENERY = re.compile(
    r"(?i:rural|sunny|rainy|lovely|beautiful|little|tiny|gorgeous|grey|gray|chilly|freezing|sleepy|quiet|busy|"
    r"central|downtown|suburban|windy|foggy|snowy|hot|humid|cold|good\s+old|old)"
)
PLACE_AS_WORD = re.compile(
    r"split|bath|reading|nice|mobile|orange|van|most|of|may|march|deal|wells|bury|sale|hope|home"
)
