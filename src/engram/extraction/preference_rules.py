"""Rules for preferences, habits and standing instructions to the assistant."""

from __future__ import annotations

import re

from engram.extraction.hits import _Hit, _hit
from engram.extraction.lexicon import (
    _NOT_VERB,
    CONF_FROM_NOW_ON,
    CONF_HABIT,
    CONF_INSTRUCTION,
    CONF_PREFERENCE,
    third_person,
)
from engram.extraction.profile_rules import _ADV
from engram.extraction.rewriting import _capitalised, _third, _tidy
from engram.extraction.statements import _FLAGS, _T, _words

_NOT_IMPERATIVE = frozenset("the a an it its this that there he she they i my our we your you".split())
_NOT_GERUND = frozenset("thing something anything everything nothing king ring string spring morning evening".split())

# instructions to the assistant
_ALWAYS_NEVER = re.compile(r"^(?:do\s+)?(?P<w>always|never)\s+(?P<verb>[a-z][\w'-]*)\b(?P<rest>.*)$", _FLAGS)
_DONT = re.compile(r"^(?P<w>don't|do not|dont|avoid)\s+(?P<rest>.+)$", _FLAGS)
_STOP_ING = re.compile(r"^(?:stop|quit)\s+(?P<g>[a-z]+ing)\b(?P<rest>.*)$", _FLAGS)
_NO_STYLE = re.compile(r"^no\s+(?:more\s+)?(?P<v>[^,;]{2,60}?)(?:\s*,?\s*please)?$", _FLAGS)
_DURABLE = re.compile(r"\b(?:ever|again|anymore|any more|in general|by default|at all)\b", _FLAGS)
# Life advice, not an instruction to the assistant: "Never give up", "Don't ever quit on what you love".
_EXHORTATION = re.compile(
    r"^(?:ever\s+)?(?:give\s+up|quit|lose\s+(?:hope|faith|sight)|stop\s+(?:believing|dreaming|trying|learning)|"
    r"doubt\s+yourself|settle\b|look\s+back|be\s+afraid)|\byourself\b|\bwhat\s+you\s+(?:love|believe|want)\b",
    _FLAGS,
)
# The thing liked is only pointed at -- somebody else's, or what is on show: "I love their work",
# "I love having them around", "the freedom it brings", "I'm a fan of this genre".
# Only the thing itself is looked at: what follows a comma, a dash or a relative or causal word is
# comment on it ("aerial yoga, it's a great way to switch off", "stories that tackle big issues").
_COMMENT = re.compile(
    r"\s*[,;:(]|\s+[-—–]|[-—–]\s+|\s+(?:which|who|because|since|as|so|while|but)\s+|"
    r"(?<!\bto)(?<!\bin)(?<!\bat)(?<!\bof)(?<!\bon)(?<!\bfor)(?<!\bwith)(?<!\babout)\s+that\s+",  # "to that world"
    _FLAGS,
)
_POINTED_AT = re.compile(
    r"\b(?:them|they|their|theirs|his|hers|him)\b|(?<!ing\s)\bit\b(?!\s+when\b)|"
    r"\b(?:this|that|these|those)\s+(?!(?:week|weekend|year|month|morning|evening|afternoon|time|summer|winter|"
    r"spring|autumn|fall|season|semester|term)\b)[a-z]",
    _FLAGS,
)
_STYLE = re.compile(
    r"\b(?:concise|concisely|brief|briefly|short|shorter|succinct|terse|verbose|verbosity|wordy|long-winded|"
    r"lengthy|detail|details|detailed|bullet|bullets|bulleted|list|lists|emoji|emojis|emoticons?|markdown|"
    r"format|formatting|formatted|tone|formal|informal|casual|answer|answers|respond|responses?|reply|"
    r"replies|explain|explaining|explanations?|summar(?:y|ies|ize|ise|izing|ising)|tl;?dr|apologi[sz]e|"
    r"apologi[sz]ing|apolog(?:y|ies)|disclaimers?|caveats?|jargon|headings?|headers?|tables?|sentences?|"
    r"paragraphs?|words|polite|friendly|humou?r|jokes?|joking|exclamation|fluff|filler|preamble|small talk|"
    r"greetings?|sign[- ]?off|clarifying|questions|ask me|language|english|spanish|french|german|"
    r"portuguese|italian|japanese|chinese|spelling|oxford comma|comments|examples?|emphasis|bold|italics|"
    r"caps|lowercase|uppercase|yapping|ramble|rambling|repeat|repeating|restate|restating|flatter|flattery|"
    r"praise|sycophan\w*|hedg\w*|direct|to the point|cite|citations?|sources|links|metric|imperial|units|"
    r"code blocks?|snippets?|verbatim|simple|simpler|plain|technical|emoji-free|honest|blunt|chatty|voice|passive|"
    r"wording|prose|writing style|spell|spelled|punctuation|capitali[sz]e|capitali[sz]ation)\b",
    _FLAGS,
)

_PREFER = re.compile(
    r"^i\s+" + _ADV + r"(?P<verb>prefer|like|love|enjoy|adore|hate|dislike|despise|detest|loathe|can't stand|"
    r"cant stand|cannot stand|can not stand|don't like|dont like|do not like|don't care for|do not care for|"
    r"don't enjoy|do not enjoy)\s+(?P<v>.+)$",
    _FLAGS,
)
_HABIT = re.compile(r"^i\s+(?P<adv>always|never|usually|normally|typically)\s+(?P<verb>[a-z]+)\b\s*(?P<v>.*)$", _FLAGS)


def _rule_preference(t: _T) -> _Hit | None:
    match = _PREFER.match(t.m)
    if match:
        verb = " ".join(match.group("verb").lower().split())
        if verb.startswith(("don't", "dont", "do not")):
            head = "Dislikes "
        elif verb.startswith(("can't", "cant", "cannot", "can not")):
            head = _capitalised(" ".join(t.group(match, "verb").o.split())) + " "
        else:
            head = _capitalised(third_person(verb)) + " "
        value = _tidy(t.group(match, "v").o)
        if _POINTED_AT.search(_COMMENT.split(value, maxsplit=1)[0]):
            return None
        return _hit(t, head, _third(value), "preference", CONF_PREFERENCE, "i-prefer")
    match = _HABIT.match(t.m)
    if match:
        verb = match.group("verb").lower()
        if verb in _NOT_VERB or (verb.endswith("ed") and verb not in {"need", "feed", "seed", "speed"}):
            return None
        if verb in {"prefer", "like", "love", "hate", "enjoy", "forget", "mean"}:
            return None
        value = _tidy(t.group(match, "v").o)
        if _POINTED_AT.search(_COMMENT.split(value, maxsplit=1)[0]):
            return None  # "I never want to go through this again"
        head = f"{_capitalised(match.group('adv').lower())} {third_person(verb)} "
        return _hit(t, head, _third(value), "preference", CONF_HABIT, "i-always")
    return None


def _instruction_category(text: str) -> str:
    return "style" if _STYLE.search(text) else "preference"


def _rule_instruction(t: _T, *, durable: bool = False) -> _Hit | None:
    """Standing instructions to the assistant, kept in the user's own imperative words."""
    m = t.m
    match = _ALWAYS_NEVER.match(m)
    if match:
        verb = match.group("verb").lower()
        if verb in _NOT_VERB or (verb.endswith("ed") and verb not in {"need", "feed", "embed", "proceed"}):
            return None
        if verb.endswith("ing") and verb not in {"bring", "sing", "ring", "string"}:
            return None  # "Always staying filled with self-belief": no imperative, a motto
        value = _tidy(t.cut(match.start("w")).o)
        if _EXHORTATION.search(f"{verb}{match.group('rest')}"):
            return None
        return _hit(t, "", value, _instruction_category(value), CONF_INSTRUCTION, f"{match.group('w').lower()}")
    match = _DONT.match(m)
    if match:
        value = _tidy(t.cut(match.start("w")).o)
        rest = t.group(match, "rest").m.lower()
        if rest.startswith(("forget", "worry", "know", "mind", "care", "bother", "get ", "think", "understand")):
            return None
        if _EXHORTATION.search(rest):
            return None
        if not (durable or _STYLE.search(value) or _DURABLE.search(value)):
            return None
        return _hit(t, "", value, _instruction_category(value), CONF_INSTRUCTION, "dont")
    match = _STOP_ING.match(m)
    if match and match.group("g").lower() not in _NOT_GERUND and len(match.group("g")) >= 5:
        value = _tidy(t.o)
        return _hit(t, "", value, _instruction_category(value), CONF_INSTRUCTION, "stop-doing")
    match = _NO_STYLE.match(m)
    if match:
        value = _tidy(t.o)
        inner = _tidy(t.group(match, "v").o)
        if len(inner.split()) > 5 or not _STYLE.search(inner):
            return None
        return _hit(t, "", value, "style", CONF_INSTRUCTION, "no-x")
    if durable:
        # Under "from now on", a bare imperative is a standing instruction too.
        words = _words(m)
        if not words or words[0] in _NOT_IMPERATIVE:
            return None
        value = _tidy(t.o)
        if len(words) < 2:
            return None
        return _hit(t, "", value, _instruction_category(value), CONF_FROM_NOW_ON, "from-now-on")
    return None
