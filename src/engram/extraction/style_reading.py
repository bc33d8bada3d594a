"""How the user wants answers, read from the words of each aspect rather than sentence shapes.

Instructions about replies come in endless shapes ("less waffle, more answers please", "kilometres
not miles for me", "spell things the British way", "emojis drive me mad, leave them out"). Each
aspect has a small closed vocabulary -- lengths, unit words, spellings, the word emoji -- and an
instruction has a small set of signs that it is addressed to the assistant and standing (please,
for me, I prefer, work better for me, going forward, an imperative). Both present and no negation of
the value itself: a ``style:<aspect>`` fact, rendered in one wording by
:func:`engram.extraction.slots.render`. A value on the far side of "not" / "instead of" is the one
refused ("grams, not cups" is metric), and so is one said after to mean nothing to the user
("Fahrenheit means nothing to me", "ounces confuse me"): the other side is the one asked for, and
with no other side named nothing is. A temperature scale named alone rides beside its system
("Use metric (Celsius) units") so the word the user will look for is on the line. One answer ("keep
this answer short", "convert 350 fahrenheit"), and somebody else's habit ("my wife always uses
Fahrenheit"), are no style.

Only aspects with a closed vocabulary are read here; a standing request of another aspect (a summary
first, a format, a language, a tone) is kept in the user's words (:mod:`engram.extraction.style_requests`).
"""

from __future__ import annotations

import re
from dataclasses import replace

from engram.extraction.slots import TypedFact
from engram.extraction.style_requests import requested_styles, scoped_request

_F = re.IGNORECASE
# Addressed to the assistant, and meant to last.
_INSTRUCTION = re.compile(
    r"\b(?:please|pls|plz|for\s+me|with\s+me|to\s+me|i\s+prefer|i'd\s+prefer|i\s+like|i'd\s+like|i\s+want|"
    r"work(?:s)?\s+(?:better|best)\s+for\s+me|going\s+forward|from\s+now\s+on|always|thanks|thank\s+you|"
    r"i\s+think\s+in|i\s+can't\s+do|drive(?:s)?\s+me|i\s+hate|i\s+skim|should\s+you|you\s+can|"
    r"can\s+you\s+(?:always|stick)|stick\s+to|max|in\s+general|by\s+default|"
    # the other side named as the one the user cannot use ("Fahrenheit confuses me")
    r"confus(?:es|ing)\s+me|lost\s+on\s+me|over\s+my\s+head|baffles?\s+me|i\s+can(?:'t|not|\s+never)\s+"
    r"(?:picture|visuali[sz]e|follow)|i\s+(?:don't|never)\s+think\s+in)\b"
    r"|^(?:be|keep|give|use|spell|write|stop|drop|skip|leave|less|more|no|just|plain|only|answer|reply|respond|"
    r"hold|cut|ditch|lose|stick|show|put|switch|default|express|measure|go\s+easy|ease\s+up|tone\s+down)\b"
    # an imperative opening a later clause: "ounces confuse me, use grams"
    r"|(?:[,;:]|\s-+)\s*(?:please\s+)?(?:keep|give|use|spell|write|stick|show|put|switch|express|measure)\b",
    _F,
)
_NEGATION = re.compile(
    r"\b(?:not|instead\s+of|rather\s+than|over|no|never|can't\s+do|hate|don't)\s+(?:\w+\s+){0,2}$|"
    r"\b(?:can(?:'t|not)\s+(?:picture|visuali[sz]e|imagine|follow|read|relate\s+to|work\s+with)|(?:no|zero)\s+"
    r"(?:feel|sense)\s+(?:for|of)|lost\s+with)\s+(?:\w+\s+){0,2}$|"
    # the other system named as the unknown one: "I've no idea what a pound or a Fahrenheit is"
    r"\bno\s+(?:idea|clue)\s+(?:what|how|about)\s+(?:\w+\s+){0,5}$",
    _F,
)
# ... or said after the value, in its own clause: "Fahrenheit means nothing to me", "miles and
# pounds are lost on me", "ounces confuse me".
_REFUSED_AFTER = re.compile(
    r"^(?:(?!\b(?:but|so|while|whereas|though|although|yet)\b)[^,;.!?])*?\b(?:(?:means?|meant)\s+(?:nothing|zilch|"
    r"zero|(?:very\s+)?little)|(?:doesn't|don't|does\s+not|do\s+not)\s+mean\s+(?:anything|much|a\s+thing)|"
    r"(?:is|are|'s|'re)\s+(?:(?:just|totally|completely|all)\s+)?(?:meaningless|lost\s+on|gibberish|greek|double\s+dutch|"
    r"useless|no\s+use|a\s+mystery|a\s+foreign\s+language)|confus(?:es?|ing)\s+me|baffles?\s+me|makes?\s+no\s+sense|"
    r"(?:goes|go)\s+over\s+my\s+head|(?:does|do)\s+nothing\s+for\s+me|throws?\s+me)\b",
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
_EMOJI = re.compile(r"\b(?:emoj(?:i|is|ies)|emoticons?|smileys?)\b", _F)
_NO_EMOJI = re.compile(
    r"\b(?:no|drop|skip|stop|(?:leave|keep)\s+(?:[\w-]+\s+){0,4}out|without|avoid|hate|ditch|lose|cut|hold\s+the|"
    r"no\s+need\s+for|(?:go\s+easy|ease\s+up|lay\s+off)\s+on|tone\s+down|"
    r"drive(?:s)?\s+me\s+(?:mad|crazy|nuts)|not\s+a\s+fan|can't\s+stand|spare\s+me)\b",
    _F,
)


# One answer, not answers: "keep this answer short", "just this once, leave the emoji out".
_ONCE = re.compile(
    r"\b(?:this|that|the\s+next)\s+(?:one\s+)?(?:answer|reply|response|message|email|post|caption|summary|time)\b|"
    r"\b(?:just\s+)?this\s+once\b|\bfor\s+this\s+(?:one|question)\b|"
    # a thing to be written for somebody: "send a message to Gwen (my shift lead) asking ..., keep it short" is that
    # message's length, not the answers'
    r"\b(?:write|draft|send|compose|reply|respond|text|message|email)\s+(?:me\s+)?(?:a|an|the|my)?\s*(?:[\w-]+\s+)?"
    r"(?:message|msg|email|e-mail|note|letter|text|reply|dm|slack|post|card|toast|speech|caption|bio|review|cover\s+letter)\b",
    _F,
)
# A quantity in units is one conversion asked for: "convert 350 fahrenheit to gas mark", "is 5 km far?".
_QUANTITY = re.compile(rf"\b\d+(?:[.,]\d+)?\s*(?:°\s*|degrees?\s+)?(?:{_METRIC.pattern}|{_IMPERIAL.pattern})", _F)
# Somebody else's way with units or words: "my wife always uses Fahrenheit", "my brother says stick to metric".
_SOMEONE_ELSE = re.compile(
    r"\b(?:my|our|his|her|their)\s+(?:[\w'-]+\s+)?(?:wife|husband|partner|boss|manager|teacher|editor|client|kids?|"
    r"children|son|daughter|mum|mom|mother|dad|father|parents|brother|sister|friends?|colleagues?|coworkers?|team|"
    r"family|grandma|grandpa|gran|nan|boyfriend|girlfriend|roommate|flatmate|neighbou?r)s?\b(?!\s+and\s+i\b)|"
    r"\b(?:he|she|they)\s+(?:\w+\s+)?(?:wants?|likes?|prefers?|says|said|insists?|told|uses?|writes?|thinks?)\b|"
    r"\b(?:with|for|to)\s+(?:him|her|them)\b",
    _F,
)


def for_one_answer(text: str) -> bool:
    """Whether the text asks for one answer or one piece of writing, whose length or tone is no standing
    preference ("send a message to Gwen ..., keep it short")."""
    return _ONCE.search(text) is not None


def style_facts(text: str) -> list[TypedFact]:
    """The ``style:<aspect>`` facts an instruction to the assistant states by its aspect's words."""
    if _ONCE.search(text) or _SOMEONE_ELSE.search(text) or _QUANTITY.search(text):
        return []
    request = scoped_request(text)  # "if I ask about recipes, give me grams": the scope is no unit asked for
    if request is None and _INSTRUCTION.search(text) is None and not _bare_contrast(text):
        return requested_styles(text)
    out = [replace(f, evidence=text) for f in _closed_aspects(request or text)]
    return out or requested_styles(text)  # "start every answer with a tl;dr": an aspect with no closed vocabulary


def scoped_styles(text: str) -> list[TypedFact]:
    """The styles of a request a scope opens ("if I ask about recipes, give me grams, not cups"):
    its "if" is the kind of answer meant, no condition on a fact; any other text states none."""
    return style_facts(text) if scoped_request(text) is not None else []


def _closed_aspects(text: str) -> list[TypedFact]:
    out: list[TypedFact] = []
    if _SHORT.search(text) and _REPLY_WORDS.search(text) and not _ONE_OFF.search(text) and not _negated(text, _SHORT):
        said = _SHORT.search(text)
        word = said.group(0).lower() if said else ""
        out.append(_fact("length", word if word in _LENGTH_WORDS else "short", text, (("scope", "replies"),)))
    units = _side(text, _METRIC, _IMPERIAL) if _about_units(text) else None
    if units is not None:
        out.append(_fact("units", _unit_value(text, (_METRIC, _IMPERIAL)[units], ("metric", "imperial")[units]), text))
    spelling = _side(text, _BRITISH, _AMERICAN) if _SPELLING.search(text) else None
    if spelling is not None:
        out.append(_fact("spelling", ("British", "American")[spelling], text))
    if _EMOJI.search(text) and (_NO_EMOJI.search(text) or _negated(text, _EMOJI)):
        out.append(_fact("emoji", "no emojis", text))
    return out


_SYSTEM = re.compile(r"\b(?:metric|imperial|units?|measurements?|celsius|centigrade|fahrenheit)\b", _F)


# Unit words that are nothing else: "kilometres" alone says which system, "pounds" or "Oz" may not.
_PLAIN_UNIT = re.compile(
    r"\b(?:kilomet(?:re|er)s|kilograms|kilos|lit(?:re|er)s|millilit(?:re|er)s|cent?imet(?:re|er)s|miles|inches|"
    r"gallons|ounces)\b",
    _F,
)


def _about_units(text: str) -> bool:
    """A system named, two unit words ("kilometres not miles", "grams and litres") or one that is
    nothing else ("stick to kilometres"): one bare word that may be a unit ("I prefer Oz") may be anything."""
    if _SYSTEM.search(text) is not None or _PLAIN_UNIT.search(text) is not None:
        return True
    return len(_METRIC.findall(text)) + len(_IMPERIAL.findall(text)) >= 2


def _side(text: str, first: re.Pattern[str], second: re.Pattern[str]) -> int | None:
    """0 (the first vocabulary) or 1 (the second) when the instruction asks for one: its words
    appear outside a negation and the other's do not."""
    wants_first = any(not _refused(text, m) for m in first.finditer(text))
    wants_second = any(not _refused(text, m) for m in second.finditer(text))
    if wants_first != wants_second:
        return 0 if wants_first else 1
    return None


_SCALE = re.compile(r"\b(?:celsius|centigrade|fahrenheit)\b", _F)
_SYSTEM_NAME = re.compile(r"\b(?:metric|imperial)\b", _F)


def _unit_value(text: str, side: re.Pattern[str], system: str) -> str:
    """The system asked for, with the temperature scale beside it when that is all the user named of
    it ("temperatures in Celsius please": metric (Celsius), the word they will look for kept)."""
    wanted = [m for m in side.finditer(text) if not _refused(text, m)]
    if wanted and all(_SCALE.fullmatch(m.group(0)) for m in wanted) and not _SYSTEM_NAME.search(text):
        scale = wanted[0].group(0).lower()
        return f"{system} ({scale if scale == 'centigrade' else scale.capitalize()})"
    return system


_LISTED = re.compile(r"(?P<w>[\w-]+)\s*(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or|&)\s+|/)$")


def _refused(text: str, match: re.Match[str]) -> bool:
    """A value on the far side of a negation, or one said after to mean nothing to the user; a value
    listed after a refused one is refused with it ("I can never picture feet and inches")."""
    if _NEGATION.search(text[: match.start()]) is not None or _REFUSED_AFTER.search(text[match.end() :]) is not None:
        return True
    listed = _LISTED.search(text[: match.start()])
    if listed is None:
        return False
    before = match.re.match(text, listed.start("w"))
    return before is not None and before.end() == listed.end("w") and _refused(text, before)


def _negated(text: str, pattern: re.Pattern[str]) -> bool:
    return all(_refused(text, m) for m in pattern.finditer(text))


_UNIT_WORD = re.compile(rf"(?:{_METRIC.pattern}|{_IMPERIAL.pattern})", _F)
_CONTRAST = re.compile(r"\b(?:not|instead\s+of|rather\s+than|over|never|no)\b", _F)
_FILLER = re.compile(r"\b(?:and|or|&|units?|only|please|pls|thanks|thank\s+you|the|in)\b|[\s,/.!-]+", _F)


def _bare_contrast(text: str) -> bool:
    """Nothing but unit words either side of a contrast ("kilometres and kilograms, not miles and
    pounds"): which units to use, said with no verb; no other fact speaks only in units."""
    if not _CONTRAST.search(text) or not _METRIC.search(text) or not _IMPERIAL.search(text):
        return False
    return not _FILLER.sub("", _CONTRAST.sub(" ", _UNIT_WORD.sub(" ", text))).strip()


def with_styles(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """A sentence's facts with its style read: a frame's style whose value the sentence refuses
    ("American spelling confuses me, British please") gives way to the reading by words, and a
    switch away from units ("kilometres, not miles", "recipes in grams, not cups") is none: a unit
    is no value of the user's life."""
    facts = [f for f in facts if not (f.slot in _SIDED and _value_refused(f.value, text))]
    if not any(f.slot.startswith("style:") for f in facts):
        held = [f.value for f in facts if f.value and f.op == "set" and not f.slot.startswith("style:")]
        # "moving onto livescript, so examples in livescript please": the language is its own fact
        facts = facts + [s for s in style_facts(text) if not _holds_any(s, held)]
    return [f for f in facts if not (f.slot == "?" and f.old and _all_units(f.old))]


def _holds_any(style: TypedFact, values: list[str]) -> bool:
    """A request in the user's words naming what another fact of the sentence holds."""
    return style.rule == "style:request" and any(re.search(rf"\b{re.escape(v)}\b", style.value, _F) for v in values)


_SIDED = frozenset({"style:units", "style:spelling"})  # aspects whose value names the side asked for


def _value_refused(value: str, text: str) -> bool:
    said = list(re.finditer(rf"\b{re.escape(value)}\b", text, _F)) if value else []
    return bool(said) and all(_refused(text, m) for m in said)


def _all_units(text: str) -> bool:
    return bool(_UNIT_WORD.search(text)) and not _FILLER.sub("", _UNIT_WORD.sub(" ", text)).strip()


def _fact(aspect: str, value: str, text: str, quals: tuple[tuple[str, str], ...] = ()) -> TypedFact:
    return TypedFact(f"style:{aspect}", value, "set", qualifiers=quals, evidence=text, rule="style:words")
