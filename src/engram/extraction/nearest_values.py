"""The values a slot can hold, found in a sentence by the grammar's own lexicons.

The nearest-neighbour fallback (:mod:`engram.extraction.nearest`) decides *which* slot a sentence
is about; this module finds the candidate values of that slot in it: a place from the gazetteer,
a title from the job lexicon, a tool of the right purpose from the tool lexicon, a diet, an
allergen, a hobby, a person's given name, a capitalised organisation. No value is ever made up: every
candidate is a span of the sentence (normalised the way the grammar stores it).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from engram.extraction.allergy_first import _ALLERGEN
from engram.extraction.diet_shapes import diet_name
from engram.extraction.fact_lexicon import DIETS, SPECIES
from engram.extraction.gazetteer import is_place, places_in
from engram.extraction.hobby_lexicon import KNOWN_HOBBY, hobby_name, weak
from engram.extraction.person_names import GIVEN_NAMES, person_shaped
from engram.extraction.title_words import WTITLE
from engram.extraction.tool_lexicon import KNOWN_TOOL, ambiguous, purposes_of, tool_kind
from engram.extraction.work_frames import org_like

__all__ = ["FAMILIES", "candidates"]

_F = re.IGNORECASE
_DIET = re.compile(rf"(?<![\w-]){DIETS}(?![\w-])", _F)
_TITLE = re.compile(rf"\b(?:as|an?|the|now)\s+(?:new\s+)?{WTITLE}", _F)  # "as line cook", "a data analyst"
_SPECIES = re.compile(rf"(?<![\w-]){SPECIES}(?![\w-])", _F)
# a capitalised name of one to three words (never the pronoun "I", never the sentence's first word alone)
_CAPS = re.compile(r"(?<![\w'’&.-])(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž][\w&'’.-]*)(?:\s+(?:&\s+)?(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž][\w&'’.-]*)){0,2}")
_NOT_NAME = frozenset(
    "i i'm i've i'd i'll im ok okay hi hey btw fyi lol omg yes no so and but also anyway monday tuesday wednesday "
    "thursday friday saturday sunday january february march april may june july august september october "
    "november december christmas easter".split()
)


def _names(text: str) -> list[str]:
    """Capitalised spans, trailing possessives cut, leading small words dropped ("So Maya" -> "Maya")."""
    out: list[str] = []
    for found in _CAPS.finditer(text):
        words = [w.removesuffix("'s").removesuffix("’s").rstrip(".") for w in found.group(0).split()]
        while words and words[0].lower() in _NOT_NAME:
            words = words[1:]
        if words and words[-1].lower() not in _NOT_NAME:
            out.append(" ".join(words))
    return out


def _people(text: str) -> list[str]:
    return [n for n in _names(text) if person_shaped(n, text) and not is_place(n) and tool_kind(n) is None]


def _given(text: str) -> list[str]:
    """One-word given names (a pet's or a partner's name is usually one word)."""
    return [n.split()[0] for n in _people(text)]


def _places(text: str) -> list[str]:
    return [p.name for p in places_in(text)]


def _employers(text: str) -> list[str]:
    out = []
    for name in _names(text):
        first = name.split()[0].lower()
        if is_place(name) or tool_kind(name) is not None or person_shaped(name, text) or first in GIVEN_NAMES:
            continue
        if org_like(name) or (len(name) >= 3 and not name.isupper()):
            out.append(name)
    return out


def _titles(text: str) -> list[str]:
    found = [" ".join(m.group("title").lower().split()) for m in _TITLE.finditer(text)]
    return [t for t in found if not any(t != o and t in o for o in found)]


def _tools(purpose: str) -> Callable[[str], list[str]]:
    def read(text: str) -> list[str]:
        found = [m.group("v") for m in KNOWN_TOOL.finditer(text)]
        return [v for v in found if purpose in purposes_of(v) and not (ambiguous(v) and v.islower())]

    return read


def _diets(text: str) -> list[str]:
    return [diet_name(m.group(0)) for m in _DIET.finditer(text)]


def _allergens(text: str) -> list[str]:
    return [" ".join(m.group(0).lower().split()) for m in _ALLERGEN.finditer(text)]


def _hobbies(text: str) -> list[str]:
    found = [hobby_name(m.group(0)) for m in KNOWN_HOBBY.finditer(text)]
    return [h for h in found if not weak(h)]


def _pets(text: str) -> list[str]:
    if not _SPECIES.search(text):
        return []
    return [n for n in _names(text) if len(n.split()) == 1 and not is_place(n) and tool_kind(n) is None]


FAMILIES: dict[str, Callable[[str], list[str]]] = {
    "residence": _places,
    "employer": _employers,
    "role": _titles,
    "manager": _people,
    "partner": _given,
    "pet": _pets,
    "diet": _diets,
    "allergy": _allergens,
    "hobby": _hobbies,
    "tool:editor": _tools("editor"),
    "tool:language": _tools("language"),
    "tool:notes": _tools("notes"),
}
"""The slot families the fallback may fill, each with the reader of its values."""


def candidates(family: str, text: str) -> list[str]:
    """The distinct values of ``family`` named in ``text`` (as written), in order; [] for a family
    this module cannot read."""
    read = FAMILIES.get(family)
    if read is None:
        return []
    seen: dict[str, str] = {}
    for value in read(text):
        seen.setdefault(" ".join(value.casefold().split()), value)
    return list(seen.values())
