"""Ending "it": "bouldering wrecked my fingers, I'm done with it" ends bouldering.

A clause that only says something is over ("I'm done with it", "that's over for me", "no more of
that", "never again") names no value; what it ends is the topic of the clause before it in the
same sentence, that clause's subject ("bouldering", "the pottery studio"), or the one pastime it
names ("used to be really into fencing, but I'm not anymore", "haven't touched the piano in months,
I'm done", "i used to surf but i don't anymore"; a bare "I'm done" or "so I stopped" ends only a
pastime, never a job). The retraction names that as the old value, so
reconcile ends only a stored fact that holds it (a hobby, a tool, a project) and nothing when none
does; somebody else's clause before ("my sister loves pottery") ends nothing.
"""

from __future__ import annotations

import re
from itertools import pairwise

from engram.extraction.fact_lexicon import THIRD_SUBJECT
from engram.extraction.fact_values import gerund, trim
from engram.extraction.hobby_lexicon import KNOWN_HOBBY, hobby_name, weak
from engram.extraction.slots import TypedFact
from engram.extraction.value_first import names_someone_else

_F = re.IGNORECASE
_IT_IS_OVER = re.compile(
    r"^(?:(?:and|but|so|honestly|tbh|nah|yeah|i\s+think|think|pretty\s+sure)\s*,?\s+)*"
    r"(?:(?:(?:i'm|i\s+am|im)\s+)?(?:so\s+|totally\s+|completely\s+|officially\s+|pretty\s+much\s+)?(?:done|finished|through)\s+with\s+(?:it|that|them)"
    r"|(?:that|it)(?:'s|\s+is)\s+(?:over|done)(?:\s+for\s+me)?|no\s+more\s+of\s+(?:it|that)|never\s+again"
    # "I'm calling it", "that chapter's closed", "that era is over", "(but) I'm not anymore"
    r"|(?:i'm|i\s+am|im)\s+calling\s+it(?:\s+quits)?|that\s+(?:chapter|era|phase|ship)(?:'s|\s+is|\s+has)\s+(?:closed|over|done|ended|sailed)"
    r"|(?:(?:i'm|i\s+am|im)\s+)?not\s+(?:really\s+)?(?:doing\s+(?:it|that)\s+)?(?:any\s?more|these\s+days|now)"
    r"|(?:i\s+|we\s+)?(?:don't|dont|do\s+not)\s+(?:really\s+)?(?:any\s?more|these\s+days|now))"
    r"(?:\s+(?:tbh|honestly|lol|for\s+good|for\s+real|now))*$",
    _F,
)
# "knitting wrecked my wrists, I'm done": a bare "done" ends a pastime named just before, nothing else
_BARE_DONE = re.compile(
    r"^(?:(?:and|but|so|honestly|tbh|nah|yeah)\s*,?\s+)*(?:(?:i'm|i\s+am|im)\s+(?:so\s+|officially\s+|pretty\s+much\s+)?(?:done|finished|out)"
    # "birdwatching got boring so I stopped", "pottery didn't stick, I quit after 3 months"
    r"|(?:i|we)\s+(?:just\s+|finally\s+|eventually\s+|kinda\s+)?(?:stopped|quit|gave\s+(?:it\s+)?up|dropped\s+it|packed\s+it\s+in)(?:\s+after\s+[\w\s]{1,30})?)"
    r"(?:\s+(?:tbh|honestly|lol|for\s+good|for\s+real|now))*$",
    _F,
)
_USED_TO = re.compile(r"\b(?:i|we)\s+used\s+to\s+(?P<verb>[a-z]+)\b", _F)
# "..., that chapter is closed", "... but I'm not anymore": an ending said after a comma or "but"
_CUT = re.compile(
    r"\s*,\s*|\s+but\s+|\s+and\s+(?=(?:(?:honestly|tbh|so|now)\s+)?(?:i'm|im|i\s+am|i\s+think|that's|that\s+is)\b)", _F
)
_FILLER = re.compile(r"^(?:honestly|tbh|nah|yeah|so|and|but|well|ok|okay|anyway|lol|meh|sadly)$", _F)
# the subject of the clause before: a noun phrase up to its verb ("bouldering wrecked ...")
_SUBJECT = re.compile(
    r"^(?:the\s+|my\s+)?(?P<s>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)\s+(?:\w+ed|is|was|has|had|got|gets|kills|hurts|ruins|wrecks|"
    r"broke|took|made|makes|wore|gave|cost|costs)\b",
    _F,
)
_NOT_A_SUBJECT = frozenset(
    "i we i've we've i'd haven't hasn't hadn't have has had just really never not been also still it that this "
    "they he she you".split()
)


def ended_topic(clauses: list[str], body: str = "") -> list[TypedFact]:
    """A retraction of the previous clause's subject for each clause that says "it" is over."""
    out: list[TypedFact] = []
    pieces = [(p, c) for c in clauses for p in _CUT.split(c) if p.strip() and not _FILLER.match(p.strip())]
    for (before, was), (clause, now) in pairwise(pieces):
        # the evidence is a span of what the user wrote: the clause, or the text from one piece to the next
        spanned = re.search(re.escape(before) + r".*?" + re.escape(clause), body) if was != now else None
        evidence = was if was == now else spanned.group(0) if spanned else f"{before}, {clause}"
        said = clause.strip(" ,.;!")
        if not (_IT_IS_OVER.match(said) or _BARE_DONE.match(said)) or THIRD_SUBJECT.match(before.strip()):
            continue
        if names_someone_else(before):
            continue
        hobbies = {hobby_name(h.group("v")) for h in KNOWN_HOBBY.finditer(before) if not weak(h.group("v"))}
        used = _USED_TO.search(before)  # "i used to surf but i don't anymore": the pastime by its verb
        if not hobbies and used and KNOWN_HOBBY.fullmatch(gerund(used.group("verb"))):
            hobbies = {gerund(used.group("verb"))} - {h for h in [gerund(used.group("verb"))] if weak(h)}
        if not _IT_IS_OVER.match(said) and len(hobbies) != 1:
            continue
        subject = _SUBJECT.match(before.strip())
        old = trim(subject.group("s")) if subject else ""
        if old and old.split()[0].lower() in _NOT_A_SUBJECT:  # "haven't touched my guitar ...": no subject said
            old = ""
        named = hobbies.pop() if len(hobbies) == 1 else ""
        if named:  # "used to be into fencing, but I'm not anymore", "the quilting frame has gone": the pastime
            old = named
        if old:
            out.append(TypedFact("?", "", "end", old=old, evidence=evidence, rule="retract:it"))
    return out
