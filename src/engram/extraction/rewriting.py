"""Rewriting matched text into candidate content: tidied, third person, capped in length."""

from __future__ import annotations

import re

from engram.extraction.lexicon import _CONTEXT_REF, _DEICTIC_END, _DEICTIC_START, _STOP, MAX_CONTENT_CHARS, third_person
from engram.extraction.statements import _FLAGS, _NORMALISE, _T, _words

_FIRST_PERSON = re.compile(
    r"^(?:(?P<am>i'm|im|i am)|(?P<have>i've|i have)|(?P<will>i'll|i will)|"
    r"i\s+(?P<adv>(?:also|really|usually|always|never|often|sometimes|only|still|just|generally|normally|"
    r"typically|mostly)\s+)?(?P<verb>don't|do not|can't|cannot|won't|didn't|haven't|[a-z]+))\b\s*(?P<rest>.*)$",
    _FLAGS,
)
_MY_START = re.compile(r"^my\s+(?P<rest>.+)$", _FLAGS)
_POSSESSIVE = re.compile(r"\b(?:my|me|mine|myself)\b", _FLAGS)
_PRONOUN_SWAP = {"my": "their", "me": "them", "mine": "theirs", "myself": "themselves"}
_TRAILING_JUNK = re.compile(
    r"(?:[\s,;:.!?…—–\-]+|\s*,?\s*\b(?:please|thanks|thank you|thx|btw|by the way|lol|haha|hehe|too|as well|"
    r"though|tho|now|anymore|any more|lmao|fyi|from now on|going forward|in the future|moving forward)|"
    r"\s*(?::\)|:-\)|;\)|:D|:P|<3))$",
    _FLAGS,
)
_CLAUSE_CUT = re.compile(
    r"\s*(?:,\s*|\s+)(?:but|because|since|although|though|whereas|while|so that|which|where|and i|and my|"
    r"and we|cause|cuz|as i|as my)\b.*$|\s*;.*$|\s+[-—–]\s+.*$",
    _FLAGS,
)


def _tidy(value: str, *, short: bool = False) -> str:
    value = " ".join(value.split())
    if short:
        value = _CLAUSE_CUT.sub("", value)
    previous = None
    while previous != value:
        previous = value
        value = _TRAILING_JUNK.sub("", value).strip()
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'`":
        value = value[1:-1].strip()
    if len(value) >= 2 and value[0] == "“" and value[-1] == "”":
        value = value[1:-1].strip()
    return value


def _third(value: str) -> str:
    """Statements about the user speak of them in the third person: "my" -> "their", "me" -> "them"."""

    def swap(match: re.Match[str]) -> str:
        word = _PRONOUN_SWAP[match.group(0).lower()]
        return word.capitalize() if match.group(0)[0].isupper() and match.start() == 0 else word

    return _POSSESSIVE.sub(swap, value)


def _meaningful(value: str) -> bool:
    """Does the value name something on its own, rather than point at what is on screen ("it", "the
    previous version", "the approach you described", "what you did there")?"""
    words = _words(value)
    if not words:
        return False
    first = words[0]
    if first in _DEICTIC_START and not (first == "it" and len(words) > 1 and words[1] == "when"):
        return False
    if words[-1] in _DEICTIC_END or _CONTEXT_REF.search(value.replace("’", "'")):
        return False
    return any((len(w) >= 2 or w.isdigit()) and w not in _STOP for w in words)


def _compose(head: str, value: str) -> str:
    text = " ".join(f"{head}{value}".split())
    previous = None
    while previous != text:
        previous = text
        text = text.rstrip(" ,;:.!?…—–-")
    if text and text[0].islower():
        text = text[0].upper() + text[1:]
    if len(text) > MAX_CONTENT_CHARS:
        cut = text[: MAX_CONTENT_CHARS - 1]
        space = cut.rfind(" ")
        text = (cut[:space] if space > MAX_CONTENT_CHARS // 2 else cut).rstrip(" ,;:") + "…"
    return text


def _capitalised(word: str) -> str:
    return word[:1].upper() + word[1:]


def _first_person_statement(t: _T) -> tuple[str, str]:
    """Rewrite a remembered free statement about the user in the third person (head, value)."""
    text = _tidy(t.o)
    match = _FIRST_PERSON.match(text.translate(_NORMALISE))
    if match:
        rest = _third(text[match.start("rest") :])
        if match.group("am"):
            return "Is ", rest
        if match.group("have"):
            return "Has ", rest
        if match.group("will"):
            return "Will ", rest
        verb = " ".join(match.group("verb").lower().split())
        verb = {"do not": "does not", "dont": "doesn't"}.get(verb, verb)
        conj = verb if " " in verb else third_person(verb)
        adv = match.group("adv")
        head = (_capitalised(adv.strip().lower()) + " " + conj if adv else _capitalised(conj)) + " "
        return head, rest
    match = _MY_START.match(text)
    if match:
        return "", _third(text[match.start("rest") :])
    return "", _third(text)
