"""The name a retraction ends, without the words around it: "the Sprout project" is Sprout.

Retraction frames read the old value up to the end of the clause, so it can carry the kind of
thing ("the Sprout project", "the Kestrel repo"), a manner ("scrapped Kestrel entirely"), the verb
of doing a hobby ("stopped doing yoga") or its gear ("hung up my boxing gloves", "sold my drum
kit"). Reconcile matches the old value by its words, and the line shown is rendered from it, so the
bare name is both the better match and the better line ("No longer: Sprout"). Gear becomes its
hobby when the lexicon knows the hobby ("drum kit" -> "drumming").
"""

from __future__ import annotations

import re
from dataclasses import replace

from engram.extraction.fact_values import gerund
from engram.extraction.hobby_lexicon import KNOWN_HOBBY
from engram.extraction.slots import TypedFact

_F = re.IGNORECASE
_HEAD = re.compile(r"^(?:(?:the|my|our|all|of|doing|playing|practi[cs]ing|going\s+to|going)\s+)+(?=\S)", _F)
_TAIL = re.compile(
    r"(?:\s+(?:project|repo|repository|app|codebase|idea|side\s+project|entirely|completely|altogether|"
    r"for\s+good|for\s+now|once\s+and\s+for\s+all|forever|classes|lessons|tbh|tbf|lol|haha|rn|tho|though|"
    r"honestly|anyway|now|a|an|the|ago|actually|already|recently|again))+$",
    _F,
)
_GEAR = re.compile(r"^(?P<h>.+?)\s+(?:gear|kit|stuff|equipment|gloves|shoes|boots|clubs|skis|supplies)$", _F)


def bare_name(old: str) -> str:
    """ "the Sprout project" -> "Sprout", "doing yoga" -> "yoga", "boxing gloves" -> "boxing"."""
    name = _TAIL.sub("", _HEAD.sub("", old.strip()))
    gear = _GEAR.match(name)
    if gear:
        hobby = gear.group("h")
        for form in (hobby, gerund(hobby), hobby + "s"):
            if KNOWN_HOBBY.fullmatch(form):
                return form
    return name or old


def without_doing(raw: str) -> str:
    """The thing done, without the verb of doing it: "playing the piano" -> "piano"."""
    return _HEAD.sub("", raw.strip())


def tidy_end(fact: TypedFact) -> TypedFact:
    """A retraction naming the bare name it ends."""
    if fact.op != "end" or not fact.old:
        return fact
    name = bare_name(fact.old)
    return fact if name == fact.old else replace(fact, old=name)
