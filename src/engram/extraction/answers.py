"""The user answering a question the assistant asked: "you asked about kids: one daughter, Mira, 12".

An answer leaves its subject in the question and gives only the value: "you asked if I have pets --
yes, a ginger cat named Kopi", "you asked what I do: content writer, at Ikengwa Bank", "you asked where
I'm based and I forgot to answer, it's Dubbo". Read alone, the value has no verb of its own and the
sentence opens on "you", so it is nobody's fact. The question names the slot, so the answer is said
again as the statement it is ("I have a ginger cat named Kopi", "I'm a content writer at Ikengwa
Bank", "I'm based in Dubbo") and read as any statement is. A question that is not about the user
("you asked about my sister's job") or an answer that declines ("no", "not really") says nothing.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from engram.extraction.slots import TypedFact

_F = re.IGNORECASE

# "you asked", "to answer your question (from before)", "since you asked", "re your question about".
_ASKED = (
    r"(?:(?:you|u)\s+(?:asked|wanted\s+to\s+know|were\s+asking)|(?:to\s+answer|answering|in\s+answer\s+to|re:?|about)\s+"
    r"(?:your|ur)\s+(?:earlier\s+)?question|since\s+you\s+asked)"
)
# A greeting or a filler before it: "G'day, you asked ...", "oh, you asked ...".
_OPENER = r"^(?:(?:oh|so|ok|okay|right|also|and|g'day|hi|hey|hiya|hello|morning|yes|yeah|btw|sorry)\W+){0,3}"
# The end of the question: its time ("earlier", "before"), an admission, then a colon, a dash or a comma.
_SEAM = (
    r"(?:\s+(?:earlier|before|last\s+time|the\s+other\s+day|yesterday)(?:\s+(?:today|on))?)?"
    r"(?:\s+and\s+i\s+(?:forgot|never\s+(?:got\s+round|answered)|didn't\s+answer)(?:\s+to\s+(?:answer|reply|say))?)?"
    r"\s*(?::|--|—|–|-|,|\.)\s*"
)
# What the question was about, each with the statement its answer completes.
_HAVE = r"(?:if|whether)\s+i\s+have\s+(?:any\s+)?"
_TOPICS: tuple[tuple[str, str], ...] = (
    (rf"(?:about\s+(?:my\s+|the\s+)?(?:kids|children|family)|{_HAVE}(?:kids|children))", "I have {}"),
    (rf"(?:about\s+(?:my\s+|the\s+)?(?:pets?|animals?)|{_HAVE}(?:pets?|animals?))", "I have {}"),
    (
        r"(?:what\s+i\s+do(?:\s+for\s+(?:a\s+living|work))?|about\s+(?:my\s+)?(?:work|job)|what\s+my\s+job\s+is|"
        r"where\s+i\s+work)",
        "I'm a {}",
    ),
    (
        r"(?:where\s+i(?:'m|\s+am)\s+(?:based|living)|where\s+i\s+live|where\s+home\s+is)",
        "I'm based in {}",
    ),
    (
        r"(?:who\s+(?:my\s+(?:manager|boss)\s+is|i\s+report\s+to|i\s+work\s+for)|about\s+my\s+(?:manager|boss))",
        "I report to {}",
    ),
    (
        r"(?:(?:if|whether)\s+i(?:'m|\s+am)\s+(?:married|seeing\s+anyone|with\s+someone)|"
        r"about\s+my\s+(?:partner|other\s+half))",
        "my partner is {}",
    ),
    (r"(?:what\s+(?:editor|ide)\s+i\s+use|about\s+my\s+editor)", "my editor is {}"),
    (r"(?:what\s+(?:programming\s+)?language\s+i\s+(?:use|write|code\s+in))", "I mostly write {}"),
    (rf"(?:what\s+i\s+(?:eat|can't\s+eat)|about\s+my\s+diet|{_HAVE}dietary\s+\w+)", "I'm {}"),
    (rf"(?:{_HAVE}allergies|about\s+(?:my\s+)?allergies)", "I'm allergic to {}"),
    (r"(?:what\s+(?:to\s+call\s+me|i\s+go\s+by|name\s+i\s+prefer))", "call me {}"),
)
_QUESTIONS = [(re.compile(rf"{_OPENER}{_ASKED}\s+{topic}{_SEAM}(?P<answer>.+)$", _F), said) for topic, said in _TOPICS]
# "to answer your question from before: no, not in Taiping anymore, we've been in Sibu": the answer
# is a statement of its own, after the question's time.
_BARE = re.compile(
    rf"{_OPENER}{_ASKED}(?:\s+(?:from\s+)?(?:earlier|before|last\s+time|the\s+other\s+day))?\s*(?::|--|—|–|-|,)\s*(?P<answer>.+)$",
    _F,
)
# Every question form above has one of these words: a sentence without them answers nothing, and is
# passed over before the patterns run (this reader sees every sentence of every turn).
_ASKED_WORD = re.compile(r"\b(?:ask|asked|asking|question|know)\b", _F)
# A yes before the value is the answer's, not the value's; a no (or a hedge) answers nothing to set.
_YES = re.compile(r"^(?:yes|yeah|yep|yup|i\s+do|we\s+do|sure|indeed)\b\W*", _F)
_NO = re.compile(r"^(?:no|nope|nah|not\s+(?:really|yet|any)|none|i\s+don't|not\s+at\s+the\s+moment)\b", _F)
# "it's Dubbo", "that'd be Dubbo": the value in a frame of its own
_ITS = re.compile(r"^(?:it's|it\s+is|that's|that\s+would\s+be|that'd\s+be)\s+", _F)
# A full statement given as the answer ("we've been in Sibu since March") is read as it is.
_STATEMENT = re.compile(r"^(?:i|i'm|i've|i'd|im|we|we're|we've|my|our|not)\b", _F)


def answered(sentence: str, before: str = "", earlier: Sequence[TypedFact] = ()) -> str | None:
    """The answer in ``sentence`` said as the statement it completes, or None when it answers no
    question of the assistant's about the user (``before`` and ``earlier``: the referents' signature)."""
    text = " ".join(sentence.split()).strip()
    if _ASKED_WORD.search(text) is None:
        return None
    for pattern, said in _QUESTIONS:
        found = pattern.match(text)
        if found is None:
            continue
        answer = _YES.sub("", found.group("answer")).strip(" .!")
        if not answer or _NO.match(answer):
            return None
        if _STATEMENT.match(answer):
            return answer
        answer = _ITS.sub("", answer)
        answer = re.sub(r",\s+(?=(?:at|with|for|in)\s)", " ", answer, count=1)  # "content writer, at X"
        if said == "I'm a {}":  # "content writer, at X": a title, said with its article
            article = re.match(r"(?:an?|the|my)\s", answer, _F) or not answer[:1].isalpha()
            said = "I'm {}" if article else "I'm an {}" if answer[:1].lower() in "aeiou" else said
        return said.format(answer)
    bare = _BARE.match(text)
    if bare is not None:
        answer = _YES.sub("", bare.group("answer")).strip()
        rest = re.sub(r"^(?:no|nope|nah)\W+(?=not\b)", "", answer, flags=_F)
        return rest if _STATEMENT.match(rest) else None
    return None
