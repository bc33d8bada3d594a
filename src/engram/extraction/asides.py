"""An aside that comments on a fact is no hedge on it.

Refusal is deliberately coarse: a hedge ("maybe", "not sure", "I think") or an "if" anywhere in a
sentence refuses all of it, because "I think I'll move to Lyon" states nothing. But chat often adds a
comment after the fact, in a clause of its own: "Olive turned 8 yesterday, not sure how I feel",
"we had to put Biscuit down, if you can believe it", "my daughter is 7, probably the best age". The
aside says something about the speaker's mood or the listener, not about the fact before the comma,
so it is cut off before the sentence is refused or read.

Only a clause after a comma or semicolon is cut, and only when it is long enough to be its own
comment (three words or more after the hedge) and names no number: ", maybe 8" and ", I think"
qualify the fact itself and keep the whole sentence refused. A hedged remark on having said it
before ("I might have told you this already, but ...") is cut from the front the same way, and a
hedge before an ending the user states ("..., I think I'm done with it") refuses nothing and cuts nothing.
"""

from __future__ import annotations

import re

from engram.extraction.statements import NOT_A_CONDITION

_F = re.IGNORECASE

# where an aside that conditions nothing may start: "..., if you can believe it", "...; in case you wondered"
# (what conditions nothing is one pattern, engram.extraction.statements.NOT_A_CONDITION)
_ASIDE_START = re.compile(r"\s*[,;]\s*(?:but\s+)?(?=(?:if|in\s+case)\b)", _F)
_HEDGED_TAIL = re.compile(
    r"\s*[,;]\s*(?:and\s+|but\s+|so\s+)?(?:probably|maybe|perhaps|possibly|not\s+sure|i\s+think|i\s+guess|"
    r"i\s+suppose|no\s+idea|dunno)\b(?P<rest>[^,;]*)$",
    _F,
)
# a plan still being weighed, in a clause of its own after the fact: "I'm in a new relationship with Kenji
# and we're thinking of a weekend away", "I live in Leeds and I'm considering York" (the fact stands, the
# plan is cut off before anything is read)
_WEIGHED_AFTER = re.compile(
    r"\s*,?\s+(?:and|but|so)\s+(?:i|we)(?:'m|'re|\s+am|\s+are)?\s+(?:now\s+|also\s+|already\s+|kind\s+of\s+|kinda\s+)?"
    r"(?:thinking\s+(?:of|about)|considering|wondering|hoping|planning|might|may|would\s+like|'d\s+like)\b.*$",
    _F,
)
# a hedged remark on having said it before, ahead of the fact: "I might have told you this already, but
# ...", "probably mentioned this before but ...", "dunno if I said, but ..."
_TOLD_BEFORE = re.compile(
    r"^(?:i\s+)?(?:might|may|probably|maybe|possibly|dunno|idk|not\s+sure|no\s+idea)\b[^,;:\d]{0,50}?"
    r"\b(?:mention(?:ed)?|told\s+you|said|brought\s+(?:it|this|that)\s+up)\b[^,;:\d]{0,30}?\s*,?\s*but\s+",
    _F,
)
_NUMBER_WORDS = (
    r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|"
    r"sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty)"
)
_NUMBER = re.compile(rf"\d|\b{_NUMBER_WORDS}\b", _F)


# "..., I think I'm done with it": the hedge softens an ending the user states, it doubts nothing
_SOFTENED_END = re.compile(
    r"\b(?:i\s+think|i\s+guess|pretty\s+sure)\s+(?=(?:i'm|im|i\s+am)\s+(?:(?:officially|pretty\s+much|kinda|just|so)\s+)?"
    r"(?:done|finished|through|over\s+it|calling\s+it)(?:\s+with\s+[^,;.!?]+?)?(?:\s+(?:tbh|honestly|lol|now|for\s+good))*\s*(?:[.!]*$|,)"
    r"|that(?:'s|\s+is)\s+it\s+for\s+me\b|that\s+(?:chapter|era)(?:'s|\s+is)\s+(?:closed|over)\b)",
    _F,
)


# "... and says maybe ten words", "we go probably 3 times a week": a hedge on a count is an estimate of
# it, no doubt about the fact beside it (a hedged age, "is maybe 8", "7, maybe 8", stays a hedge: the
# count must be of something other than years of age)
_ESTIMATE = re.compile(
    r"\b(?:maybe|perhaps|probably|possibly)\s+(?:like\s+|about\s+|around\s+)?"
    rf"(?=(?:\d+|a\s+(?:dozen|few|couple(?:\s+of)?)|{_NUMBER_WORDS})\s+"
    r"(?!(?:years?|yrs?|months?|weeks?|days?)\s+old\b|or\b|and\b|now\b|today\b|next\b|this\b)"
    r"(?:[a-z]+s|people|kg|km|mins?|hrs?)\b|"
    # ... or a rhythm: "chicken maybe twice a week"
    r"(?:once|twice|three\s+times|four\s+times|\d+\s*(?:x|times))\s+(?:a|per|every)\s+(?:day|week|month|fortnight|year)\b)",
    _F,
)


def estimates_masked(text: str) -> str:
    """``text`` without the hedge of an estimated count ("says maybe ten words"), for asking what is hedged."""
    return _ESTIMATE.sub("", text)


def softened_end(text: str) -> bool:
    """Does a hedge in ``text`` soften an ending the user states ("..., I think I'm done with it")?"""
    return _SOFTENED_END.search(text) is not None


def unsoftened(text: str) -> str:
    """``text`` without the hedge that softens a stated ending, for asking what else is hedged."""
    return _SOFTENED_END.sub(" ", text)


# what somebody named was before, set off by commas: "Vikram, who was covering, is my manager permanently now"
_WHO_WAS = re.compile(
    r"(?P<n>\b(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+),\s+who\s+(?:was|had\s+been|'d\s+been|used\s+to\s+be)\s+[^,;.!?]{2,50},\s*",
    _F,
)


def without_asides(text: str) -> str:
    """The sentence without a leading or trailing comment clause that would refuse it whole."""
    text = _WHO_WAS.sub(lambda m: m.group("n") + " ", text)
    told = _TOLD_BEFORE.match(text)
    if told is not None and told.end() < len(text):
        text = text[told.end() :]
    for cut in _ASIDE_START.finditer(text):
        aside = NOT_A_CONDITION.match(text, cut.end())
        if aside is not None and cut.start() > 0 and not re.search(r"[,;]", text[aside.end() :]):
            return text[: cut.start()]
    weighed = _WEIGHED_AFTER.search(text)
    if weighed is not None and weighed.start() > 0:
        text = text[: weighed.start()]
    tail = _HEDGED_TAIL.search(text)
    if tail is None or tail.start() == 0 or softened_end(text):
        return text
    rest = tail.group("rest")
    if len(rest.split()) < 3 or _NUMBER.search(rest):
        return text
    return text[: tail.start()]
