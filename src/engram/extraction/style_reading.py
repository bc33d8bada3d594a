"""How the user wants answers, read from the words of each aspect rather than sentence shapes.

Instructions about replies come in endless shapes ("less waffle, more answers please", "kilometres
not miles for me", "spell things the British way", "emojis drive me mad, leave them out"). Each
aspect has a small closed vocabulary -- lengths, unit words, spellings, the word emoji -- and an
instruction has a small set of signs that it is addressed to the assistant and standing (please,
for me, I prefer, work better for me, going forward, an imperative). Both present and no negation of
the value itself: a ``style:<aspect>`` fact, rendered in one wording by
:func:`engram.extraction.slots.render`. A value on the far side of "not" / "instead of" is the one
refused ("grams, not cups" is metric).

Only aspects with a closed vocabulary are read here; a standing request of another aspect (a summary
first, a format, a language, a tone) is kept in the user's words (:mod:`engram.extraction.style_requests`).
"""

from __future__ import annotations

import re

from engram.extraction.slots import TypedFact
from engram.extraction.style_requests import requested_styles

_F = re.IGNORECASE
# Addressed to the assistant, and meant to last.
_INSTRUCTION = re.compile(
    r"\b(?:please|pls|plz|for\s+me|with\s+me|to\s+me|i\s+prefer|i'd\s+prefer|i\s+like|i'd\s+like|i\s+want|"
    r"work(?:s)?\s+(?:better|best)\s+for\s+me|going\s+forward|from\s+now\s+on|always|thanks|thank\s+you|"
    r"i\s+think\s+in|i\s+can't\s+do|drive(?:s)?\s+me|i\s+hate|i\s+skim|should\s+you|you\s+can|"
    r"can\s+you\s+(?:always|stick)|stick\s+to|max)\b"
    r"|^(?:be|keep|give|use|spell|write|stop|drop|skip|leave|less|more|no|just|plain|only|answer|reply|respond)\b",
    _F,
)
_NEGATION = re.compile(
    r"\b(?:not|instead\s+of|rather\s+than|over|no|never|can't\s+do|hate|don't)\s+(?:\w+\s+){0,2}$|"
    # the other system named as the unknown one: "I've no idea what a pound or a Fahrenheit is"
    r"\bno\s+(?:idea|clue)\s+(?:what|how|about)\s+(?:\w+\s+){0,5}$",
    _F,
)

_SHORT = re.compile(
    r"\b(?:short|shorter|brief|briefer|concise|terse|succinct|tl;?dr|to\s+the\s+point|one-paragraph|"
    r"single-paragraph|(?:a\s+)?(?:couple|few)\s+(?:of\s+)?sentences|less\s+waffle|no\s+waffle|less\s+rambling|"
    r"less\s+verbose|bullet-?point\s+summaries)\b",
    _F,
)
_LENGTH_WORDS = frozenset("short shorter brief briefer concise terse succinct".split())
_REPLY_WORDS = re.compile(
    r"\b(?:answers?|replies|reply|responses?|style|max|waffle|rambling|be\s+(?:brief|concise|short|terse)|"
    r"keep\s+(?:it|them|things|responses|answers|replies))\b",
    _F,
)
# A one-off task, not a standing wish: "give me a brief history of Rome", "write a short poem".
_ONE_OFF = re.compile(r"\b(?:a|an)\s+(?:brief|short|concise|quick)\s+(?!answers?\b|repl|responses?\b)\w+", _F)
_METRIC = re.compile(
    r"\b(?:metric|kilomet(?:re|er)s?|km|kms|kilo(?:gram)?s?|kg|grams?|lit(?:re|er)s?|millilit(?:re|er)s?|ml|"
    r"celsius|centigrade|cent?imet(?:re|er)s?|cm|met(?:re|er)s)\b",
    _F,
)
_IMPERIAL = re.compile(
    r"\b(?:imperial|miles?|pounds|lbs?|fahrenheit|feet|foot|inch(?:es)?|ounces?|oz|cups?|gallons?|yards?)\b", _F
)
_BRITISH = re.compile(r"\b(?:british|uk|the\s+british\s+way|english\s+english|colour|favour|organise)\b", _F)
_AMERICAN = re.compile(r"\b(?:american|(?-i:US)|the\s+american\s+way|color|favor|organize)\b", _F)
_SPELLING = re.compile(r"\b(?:spell(?:ing|s|ed)?|english|the\s+\w+\s+way|write)\b", _F)
_EMOJI = re.compile(r"\bemoj(?:i|is|ies)\b", _F)
_NO_EMOJI = re.compile(
    r"\b(?:no|drop|skip|stop|leave\s+(?:them|it|the\s+emoj\w+)\s+out|without|avoid|hate|ditch|lose|cut|"
    r"drive(?:s)?\s+me\s+(?:mad|crazy|nuts)|not\s+a\s+fan|can't\s+stand|spare\s+me)\b",
    _F,
)


def style_facts(text: str) -> list[TypedFact]:
    """The ``style:<aspect>`` facts an instruction to the assistant states by its aspect's words."""
    if _INSTRUCTION.search(text) is None:
        return requested_styles(text)
    out: list[TypedFact] = []
    if _SHORT.search(text) and _REPLY_WORDS.search(text) and not _ONE_OFF.search(text) and not _negated(text, _SHORT):
        said = _SHORT.search(text)
        word = said.group(0).lower() if said else ""
        out.append(_fact("length", word if word in _LENGTH_WORDS else "short", text, (("scope", "replies"),)))
    units = _side(text, _METRIC, _IMPERIAL) if _about_units(text) else None
    if units is not None:
        out.append(_fact("units", ("metric", "imperial")[units], text))
    spelling = _side(text, _BRITISH, _AMERICAN) if _SPELLING.search(text) else None
    if spelling is not None:
        out.append(_fact("spelling", ("British", "American")[spelling], text))
    if _EMOJI.search(text) and _NO_EMOJI.search(text):
        out.append(_fact("emoji", "no emojis", text))
    return out or requested_styles(text)  # "start every answer with a tl;dr": an aspect with no closed vocabulary


_SYSTEM = re.compile(r"\b(?:metric|imperial|units?|measurements?|celsius|centigrade|fahrenheit)\b", _F)


def _about_units(text: str) -> bool:
    """A system named, or two unit words ("kilometres not miles", "grams and litres"): one bare
    unit word ("I prefer Oz") may be anything."""
    return _SYSTEM.search(text) is not None or len(_METRIC.findall(text)) + len(_IMPERIAL.findall(text)) >= 2


def _side(text: str, first: re.Pattern[str], second: re.Pattern[str]) -> int | None:
    """0 (the first vocabulary) or 1 (the second) when the instruction asks for one: its words
    appear outside a negation and the other's do not."""
    wants_first = any(not _NEGATION.search(text[: m.start()]) for m in first.finditer(text))
    wants_second = any(not _NEGATION.search(text[: m.start()]) for m in second.finditer(text))
    if wants_first != wants_second:
        return 0 if wants_first else 1
    return None


def _negated(text: str, pattern: re.Pattern[str]) -> bool:
    return all(_NEGATION.search(text[: m.start()]) for m in pattern.finditer(text))


def _fact(aspect: str, value: str, text: str, quals: tuple[tuple[str, str], ...] = ()) -> TypedFact:
    return TypedFact(f"style:{aspect}", value, "set", qualifiers=quals, evidence=text, rule="style:words")
