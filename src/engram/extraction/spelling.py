"""Chat spelling, read as the words meant before the grammar sees a turn: shorthand and typos.

People type to an assistant the way they text: "im vegan now tbh", "dont eat dairy anymore", "new
project w/ flutter", "pls dont use emojis in ur replies", and they mistype ("jsut mvoed", "my
daugther"). The grammar is written for the spelled-out
words, so rather than teach every rule every spelling, a turn is spelled out once, here, and each
candidate's evidence is mapped back to the words the user typed (:meth:`Spelled.typed`).

Only forms that cannot be an ordinary English word are expanded: "ill", "were", "its", "well",
"shed", "wed", "id" and "lets" are real words and stay as typed; "r" is "are" only after a pronoun
("we r moving"), never the R language; "ur" is "you're" only before what a verb would follow; a
sentence that starts "am ..." has dropped its "I". Values
(places, names, tools) are never touched, so what the grammar stores is still the user's own words.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from engram.extraction.spoken_forms import SPOKEN_READINGS

__all__ = ["Spelled", "spell_out"]

_F = re.IGNORECASE

# contractions typed without the apostrophe; none of these is a word of its own
_CONTRACTIONS: dict[str, str] = {
    "im": "I'm",
    "ive": "I've",
    "dont": "don't",
    "doesnt": "doesn't",
    "didnt": "didn't",
    "cant": "can't",
    "couldnt": "couldn't",
    "shouldnt": "shouldn't",
    "wouldnt": "wouldn't",
    "isnt": "isn't",
    "arent": "aren't",
    "wasnt": "wasn't",
    "werent": "weren't",
    "havent": "haven't",
    "hasnt": "hasn't",
    "hadnt": "hadn't",
    "thats": "that's",
    "whats": "what's",
    "theres": "there's",
    "heres": "here's",
    "wheres": "where's",
    "whos": "who's",
    "youre": "you're",
    "theyre": "they're",
    "weve": "we've",
    "youve": "you've",
    "theyve": "they've",
    "shes": "she's",
    "itll": "it'll",
    "youll": "you'll",
    "theyll": "they'll",
    "wouldve": "would've",
    "couldve": "could've",
    "shouldve": "should've",
}

# abbreviations with one reading in chat (discourse markers such as "tbh", "btw", "ngl" and "imo" are
# left as typed: they carry no fact, and the grammar already reads them as the asides they are)
_ABBREVIATIONS: dict[str, str] = {
    "rn": "right now",
    "atm": "at the moment",
    "idk": "I don't know",
    "iirc": "if I remember correctly",
    "afaik": "as far as I know",
    "tho": "though",
    "altho": "although",
    "thru": "through",
    "bc": "because",
    "bcos": "because",
    "bcoz": "because",
    "bcuz": "because",
    "cuz": "because",
    "coz": "because",
    "pls": "please",
    "plz": "please",
    "plss": "please",
    "thx": "thanks",
    "thnx": "thanks",
    "u": "you",
    "b4": "before",
    "bday": "birthday",
    "b-day": "birthday",
    "bf": "boyfriend",
    "gf": "girlfriend",
    "wk": "week",
    "wks": "weeks",
    "yr": "year",
    "yrs": "years",
    "ppl": "people",
    "abt": "about",
    "smth": "something",
    "sth": "something",
    "rly": "really",
    "srsly": "seriously",
    "ofc": "of course",
    "obv": "obviously",
    "obvs": "obviously",
    "nvm": "never mind",
    "jk": "just kidding",
    "tmrw": "tomorrow",
    "tmr": "tomorrow",
    "2moro": "tomorrow",
    "prob": "probably",
    "probs": "probably",
    "convo": "conversation",
    "hubby": "husband",
    "hrs": "hours",
    "mins": "minutes",
}

_WORDS = {**_CONTRACTIONS, **_ABBREVIATIONS}
_ALTERNATIVES = "|".join(sorted(map(re.escape, _WORDS), key=len, reverse=True))
_WORD = re.compile(rf"(?<![\w'’/-])(?:{_ALTERNATIVES})(?![\w/-]|['’](?!s\b))", _F)
# "w/o sugar" ("w/" stays as typed: the work frames read "I'm w/ Ferncastle"), "4yo", "4 y/o", "4 yrs old"
_WITHOUT = re.compile(r"(?<![\w/])w/o(?=\s|$)", _F)
_YEARS_OLD = re.compile(r"(?<=\d)\s?(?:y/o|yo|yrs?\s+old)(?![\w/])", _F)
# "we r moving", "u r right": "are" only after a pronoun
_ARE = re.compile(r"(?:(?<=\bwe\s)|(?<=\byou\s)|(?<=\bthey\s)|(?<=\bu\s))r(?=\s)", _F)
# "my mgr", "our new mgr", "my manger": a manager; "ops mgr" is a title as typed. The boss in the words of
# other Englishes too: "my oga at work" (Nigerian), "my gaffer", "the guvnor" (British), "my supe".
_MANAGER = re.compile(
    r"(?:(?<=\bmy\s)|(?<=\bour\s)|(?<=\bnew\s)|(?<=\bold\s)|(?<=\bline\s))"
    r"(?:mgr|manger|oga|gaffer|guv|guvnor|supe|head\s+honcho)(?=['’]s\b|\b)",
    _F,
)
# "am vegan now", "am in leeds": a subject dropped before "am" at the start of a sentence ("Am I ...?" asks)
_DROPPED_I = re.compile(r"(?:^|(?<=[.!?]\s)|(?<=[.!?]\s\s))am(?=\s+(?!i\b)[a-z])", _F)
# "ur the best" (you're) before what follows a verb; "ur replies" (your) otherwise
_UR = re.compile(r"(?<![\w'’/-])ur(?![\w'’/-])", _F)
_AFTER_YOURE = re.compile(
    r"\s+(?:a|an|the|so|not|too|very|really|right|welcome|going|gonna|always|never|still|just|such|"
    r"amazing|awesome|great|the\s+best|[a-z]+ing)\b",
    _F,
)

# Chat typos in words the grammar reads ("jsut moved", "nwo", "cancled")
_TYPOS = {
    "jsut": "just",
    "nwo": "now",
    "teh": "the",
    "hte": "the",
    "ahve": "have",
    "wiht": "with",
    "adn": "and",
    "taht": "that",
    "knwo": "know",
    "wokr": "work",
    "wrok": "work",
    "liek": "like",
    "mroe": "more",
    "monhts": "months",
    "yaers": "years",
    "yeras": "years",
    "moevd": "moved",
    "mvoed": "moved",
    "ym": "my",
    "stoped": "stopped",
    "stoppped": "stopped",
    "quitted": "quit",
    "shiped": "shipped",
    "abandonned": "abandoned",
    "cancled": "cancelled",
    "anymroe": "anymore",
}
# ... and any swap of two neighbouring letters in the long words the family, pet and tool frames read
# ("daugther", "girlfreind", "tunred", "birhtday"), generated, so no list of misspellings is kept
_SWAPPABLE = (
    "daughter husband girlfriend boyfriend fiancee partner married engaged divorced divorce birthday turned "
    "puppy kitten rabbit hamster adopted rescued rehomed rehome passed away goodbye yesterday weekend "
    "started joined promoted relocated moved manager company "
    # and the work frames' ("my supervsior is", "got promtoed", "the persno I report to")
    "promotion employer employed supervisor superior report reporting colleague colleagues position title hired "
    # and the cue words of the tool frames ("swithced to Obsidian", "my editro is Zed")
    "switched switching ditched replaced uninstalled editor language notes coding writing scripting programming"
).split()


def _swaps(word: str) -> set[str]:
    return {word[:i] + word[i + 1] + word[i] + word[i + 2 :] for i in range(len(word) - 1) if word[i] != word[i + 1]}


_TYPOS.update({typo: word for word in _SWAPPABLE for typo in _swaps(word) if typo not in _SWAPPABLE})
_TYPO = re.compile(r"(?<![\w'])(?:" + "|".join(map(re.escape, _TYPOS)) + r")(?![\w'])", _F)


@dataclass(frozen=True)
class Spelled:
    """A turn with its shorthand spelled out, and where each spelled-out stretch came from."""

    text: str
    typed_text: str
    # (start in text, end in text, start in typed_text, end in typed_text) of each replaced stretch
    spans: tuple[tuple[int, int, int, int], ...] = ()

    def _typed_at(self, pos: int, *, end: bool) -> int:
        shift = 0
        for start, stop, t_start, t_stop in self.spans:
            if pos < start or (end and pos == start):
                break
            if pos < stop or (end and pos == stop):
                return t_stop if end else t_start
            shift = t_stop - stop
        return pos + shift

    def typed(self, piece: str) -> str:
        """The words the user typed for ``piece``, a stretch of :attr:`text` (itself when not found)."""
        if not self.spans or not piece:
            return piece
        at, size = self.text.find(piece), len(piece)
        if at < 0:  # the grammar reads whitespace collapsed: find the piece across any whitespace
            found = re.search(r"\s+".join(map(re.escape, piece.split())), self.text)
            if found is None:
                return piece
            at, size = found.start(), found.end() - found.start()
        return self.typed_text[self._typed_at(at, end=False) : self._typed_at(at + size, end=True)]


def _word(match: re.Match[str], text: str) -> str | None:
    word = match.group(0)
    out = _WORDS.get(word.casefold())
    if out is not None and word[:1].isupper() and out[:1].islower():
        out = out[:1].upper() + out[1:]
    return _lower_i(out, word)


def _lower_i(out: str | None, word: str) -> str | None:
    """A lower-case writer's "im" is "i'm", not "I'm": the grammar reads lower-case names ("ive been at
    tidal brewing") only from someone who writes everything in lower case."""
    if out is not None and word.islower():
        return re.sub(r"\bI\b", "i", out)
    return out


def _typo(match: re.Match[str], text: str) -> str | None:
    word = match.group(0)
    right = _TYPOS[word.lower()]
    return right.capitalize() if word[:1].isupper() else right


def _without(match: re.Match[str], text: str) -> str | None:
    return "without"


def _years_old(match: re.Match[str], text: str) -> str | None:
    return " years old"


def _manager(match: re.Match[str], text: str) -> str | None:
    return "manager"


def _are(match: re.Match[str], text: str) -> str | None:
    return "are"


def _i_am(match: re.Match[str], text: str) -> str | None:
    return _lower_i("I am", match.group(0))


def _ur(match: re.Match[str], text: str) -> str | None:
    return "you're" if _AFTER_YOURE.match(text, match.end()) else "your"


_READINGS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str], str], str | None]], ...] = (
    (_WORD, _word),
    (_TYPO, _typo),
    (_WITHOUT, _without),
    (_YEARS_OLD, _years_old),
    (_ARE, _are),
    (_MANAGER, _manager),
    *SPOKEN_READINGS,
    (_UR, _ur),
    (_DROPPED_I, _i_am),
)


def spell_out(text: str) -> Spelled:
    """``text`` with texting shorthand spelled out; the same text when there is none."""
    found = [(m, read) for pattern, read in _READINGS for m in pattern.finditer(text)]
    if not found:
        return Spelled(text, text)
    found.sort(key=lambda hit: (hit[0].start(), -hit[0].end()))
    parts: list[str] = []
    spans: list[tuple[int, int, int, int]] = []
    last = 0
    size = 0
    for m, read in found:
        if m.start() < last:
            continue  # overlaps a stretch already spelled out
        new = read(m, text)
        if new is None:
            continue
        parts.append(text[last : m.start()])
        size += m.start() - last
        spans.append((size, size + len(new), m.start(), m.end()))
        parts.append(new)
        size += len(new)
        last = m.end()
    parts.append(text[last:])
    return Spelled("".join(parts), text, tuple(spans))
