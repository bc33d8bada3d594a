"""How long the user has been at a workplace, and when a job said in a statement is over or not the
user's at all.

Why: "been at westerly foods about two years now" names the user's workplace by its tenure alone,
and chat types it in lower case, where only the tenure marks where the name ends. The other side
is a job that reads like the user's but is not theirs now: a tenure closed in the same breath
("been at Acme two years, left in 2019"), a job said as a former one ("in my last job I was
employed by Tesco") or a worker of the user's household ("our cleaner is employed by Sparkle
Services", "my plumber works for X"): the subject is a person named by their occupation.
"""

from __future__ import annotations

import re

from engram.extraction.describing_words import describes
from engram.extraction.frame_parts import HAS_JOB
from engram.extraction.slots import TypedFact

_F = re.IGNORECASE
_COUNT = r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a\s+couple\s+of|a\s+few|several|\d+)"
_TENURE = re.compile(
    r"^(?:(?:i've|i\s+have|ive|i'd|so|ok|yeah|well|btw|fwiw)\s+)*been\s+(?:at|with)\s+(?:the\s+)?"
    r"(?P<org>[a-z][\w&'’.-]*(?:\s+(?:&\s+)?[a-z][\w&'’.-]*){0,3}?)\s+(?:for\s+)?"
    r"(?:about|around|roughly|nearly|almost|over|just\s+over|just\s+under|close\s+to|coming\s+up\s+to)?\s*"
    rf"(?:{_COUNT}\s+(?:and\s+a\s+half\s+)?(?:years?|months?|weeks?|yrs?)|a\s+(?:year|month|decade)|half\s+a\s+year|ages|forever)\b",
)
_NOT_ORG = frozenset("it this that there here home work school uni university the a my our it's".split())
# a tenure closed, or a job said as a former one
_OVER = re.compile(
    r"\b(?:left|quit|resigned|finished)\s+(?:in\s+(?:\d{4}|january|february|march|april|may|june|july|august|september|"
    r"october|november|december)|(?:last|that)\s+(?:year|month|spring|summer|autumn|fall|winter)|\w+\s+years?\s+ago)|"
    r"\b(?:in|at)\s+my\s+(?:last|previous|old|former|first|past)\s+(?:job|role|position|workplace|company)\b|"
    r"\bi\s+was\s+(?:employed|working)\b",
    _F,
)
# a person named by their occupation is the subject: "our cleaner is employed by X", "my plumber works for X"
_WORKER_SUBJECT = re.compile(
    r"^(?:(?:so|and|oh|btw|fwiw)\s+)*(?:my|our|the)\s+(?:(?:new|old|regular|usual|lovely|local)\s+)?(?P<who>[a-z-]+(?:\s+[a-z-]+)?)\s+"
    r"(?:is|was|works|worked|just|got|has|had|started|joined)\b",
    _F,
)
# a newer job beside the old one: "left Acme in 2019 and joined Beta", "... now I'm at X"
_NEWER = re.compile(r"\b(?:now|these\s+days|currently|joined|started|new\s+(?:job|role)|moved\s+to|then)\b", _F)
_ME = re.compile(r"\b(?:i|i'm|im|i've|i'll|me|we|we're|we've)\b", _F)
# the user's own work, never a person: "my job is ...", "my new role is ..."
_MY_WORK_WORDS = frozenset("job role title position gig work career employer company contract".split())


def tenure_employer(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` with the workplace a lower-case tenure names, when no reading found an employer."""
    if any(f.slot == "employer" for f in facts) or text != text.lower():
        return facts
    found = _TENURE.match(text.strip())
    if found is None:
        return facts
    words = found.group("org").split()
    if words[0] in _NOT_ORG or any(describes(w) for w in words) or (len(words) < 2 and HAS_JOB.search(words[0])):
        return facts
    name = " ".join(w if w in ("&", "of", "and") else w[:1].upper() + w[1:] for w in words)
    return [*facts, TypedFact("employer", name, "set", evidence=text, rule="employer:tenure")]


def not_current_work(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` without the workplace and title a closed tenure, a former job or a worker of the
    user's household gives."""
    over = _OVER.search(text) is not None and not _NEWER.search(text)
    worker = _WORKER_SUBJECT.match(text.strip())
    # (the user's own news may follow: "my manager just left, and I got promoted to team lead")
    theirs = (
        bool(worker)
        and _a_worker(worker.group("who") if worker else "")
        and not _ME.search(text[worker.end() :] if worker else "")
    )
    if not (over or theirs):
        return facts
    return [f for f in facts if not (f.slot in ("employer", "role") and f.op == "set")]


def _a_worker(who: str) -> bool:
    words = who.lower().split()
    return bool(HAS_JOB.search(who)) and not any(w in _MY_WORK_WORDS for w in words)
