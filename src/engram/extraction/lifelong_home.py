"""A home the user never left: "Kilkenny born and bred", "never lived anywhere but Dundee", "lived
in Cork all my life", "lifelong Glaswegian", "a lifelong resident of Hull".

Why: a home of a lifetime is told as an origin that still holds, never as a move, so no frame of
moving or living reads it. The place must be one the gazetteer knows (in any case: "galway born
and bred"), and the idiom one of the closed class that says the user is still there ("born and
bred" after the place, never having lived anywhere else, all one's life, lifelong); a plain origin
("born in Cork", "grew up in Leeds") says nothing of where the user lives now.

Nothing is read for somebody else ("my mum is Kilkenny born and bred"), the past ("I lived in Cork
all my life until last year"), or a negation.
"""

from __future__ import annotations

import re

from engram.extraction.demonyms import demonym_place
from engram.extraction.gazetteer import is_place
from engram.extraction.slots import TypedFact

_F = re.IGNORECASE
_PLACE = r"(?P<place>[A-Za-zÀ-ÿ][\w'’-]*(?:\s+(?:upon\s+|on\s+|de\s+)?[A-Za-zÀ-ÿ][\w'’-]*){0,2}?)"
_ME = r"^(?:(?:i'm|im|i\s+am|we're|we\s+are|me|proud|a|true|total|real|through\s+and\s+through)\s+)*"
_SHAPES = (
    re.compile(rf"{_ME}{_PLACE}\s+born\s+and\s+(?:bred|raised)\b", _F),
    re.compile(
        rf"{_ME}born\s+and\s+(?:bred|raised)\s+in\s+{_PLACE}(?=\s*(?:$|[,;.!]|\s+and\b))(?=.*\b(?:still|never|ever\s+since)\b)",
        _F,
    ),
    re.compile(
        rf"\b(?:i've|i\s+have|we've|we\s+have|i|we)?\s*never\s+(?:really\s+|actually\s+)?lived\s+"
        rf"(?:anywhere|any\s*where|anyplace)\s+(?:but|except|other\s+than|besides|apart\s+from|outside(?:\s+of)?)\s+{_PLACE}"
        r"(?=\s*(?:$|[,;.!)]|\s+(?:and|tbh|lol|really|honestly)\b))",
        _F,
    ),
    re.compile(
        rf"^(?:(?:i've|i\s+have|we've|we\s+have|i|we)\s+)?(?:lived|been)\s+in\s+{_PLACE}\s+"
        r"(?:all\s+(?:my|our)\s+(?:life|lives)|my\s+(?:whole|entire)\s+life|forever|since\s+(?:birth|i\s+was\s+born))\b",
        _F,
    ),
    re.compile(
        rf"{_ME}(?:a\s+)?lifelong\s+(?:resident\s+of\s+|local\s+of\s+)?{_PLACE}(?=\s*(?:$|[,;.!]|\s+here\b))", _F
    ),
)
_LEAD = re.compile(r"^(?:(?:so|ok|okay|yeah|well|btw|fwiw|also|and|honestly|context|background)\b[\s,:;-]*)+", _F)
_LIFELONG_PEOPLE = re.compile(r"\blifelong\s+(?P<demonym>[A-Za-z][\w'-]+)\b", _F)
_THEIRS = re.compile(r"^(?:my|our|his|her|their|your)\s+\w+|^(?:he|she|they)\b", _F)
_OVER = re.compile(r"\b(?:until|till|used\s+to|before\s+(?:i|we)\s+moved|but\s+(?:i|we)\s+(?:moved|left))\b", _F)
_NEGATED = re.compile(r"\b(?:not|no|n't)\b|n't\b", _F)


def lifelong_home(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` with the home the user has never left, when no home or trip was read."""
    if any(f.slot in ("residence", "trip") for f in facts):
        return facts
    body = re.sub(
        r"^(?:(?:so|ok|okay|yeah|well|btw|fwiw|also|and|honestly|context|background)\b[\s,:;-]*)+", "", text.strip()
    )
    if _THEIRS.search(body) or _OVER.search(body):
        return facts
    place = ""
    for shape in _SHAPES:
        found = shape.search(body)
        if found and is_place(found.group("place").title()) and not _NEGATED.search(body[: found.start()]):
            place = found.group("place")
            break
    if not place and (people := _LIFELONG_PEOPLE.search(body)):
        place = demonym_place(people.group("demonym").capitalize()) or ""
    if not place:
        return facts
    value = place if place != place.lower() else place.title()
    return [*facts, TypedFact("residence", value, "set", evidence=text, rule="residence:lifelong")]
