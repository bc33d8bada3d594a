"""Who "with X" is, and which partner a sentence names beside an ending.

"I'm with X now" and "I've been with X for years" name a partner or an employer, and the frames read
both. The name decides first: one that ends in a company's word ("Southerly Mining") is a workplace.
Then the sentence: work words in it ("same role", "the salary") say employer, otherwise the partner
reading stands. A partner named in a break-up ("my husband Tom and I split up") is the one who left,
not a new one; a partner named beside an ending that names somebody else is the new one ("Meera moved
out and we ended things; Arjun and I have been together since spring").
"""

from __future__ import annotations

import re
from dataclasses import replace

from engram.extraction.slots import TypedFact, slot_key
from engram.extraction.work_frames import org_like

# a new partner said beside the ending of the old: "anyway i'm seeing someone new, Tariq"
_NEW_ONE = re.compile(
    r"\b(?:seeing|dating)\s+(?:someone|somebody)|\bnew\s+(?:boyfriend|girlfriend|partner|man|woman|relationship)|"
    r"\b(?:now|am)\s+with\b|\btogether\s+since\b",
    re.IGNORECASE,
)
_A_PERSON_AFTER = re.compile(
    r"\s*,?\s*(?:(?:he|she)(?:['’]s|\s+is|\s+loves|\s+has|\s+likes|\s+and\s+i)|"
    r"we\s+(?:met|started\s+(?:dating|seeing)|got\s+together|are\s+together|['’]ve\s+been\s+together)|"
    r"(?:and\s+)?(?:his|her)\s+(?:parents|family|mum|mom|dad|mother|father|kids|sister|brother))\b",
    re.IGNORECASE,
)


def _end_of(value: str, text: str) -> int:
    """Where ``value`` ends in ``text`` (past the end when it is not there, so nothing follows it)."""
    at = text.find(value)
    return at + len(value) if at >= 0 else len(text)


_WORK_CUE = re.compile(
    r"\b(?:role|job|position|title|team|contract|office|salary|company|employer|work|shift|colleagues|hired)\b",
    re.IGNORECASE,
)


def with_whom(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` with "with X" read as a partner or an employer, and the partner beside an ending sorted."""
    facts = [
        replace(f, slot="employer", rule="employer:set")
        if f.slot == "partner" and f.op == "set" and org_like(f.value)
        else f
        for f in facts
    ]
    # "Now I am with Bastien, he loves hiking": somebody with a pronoun of their own is a partner
    facts = [
        replace(f, slot="partner", rule="partner:set")
        if f.slot == "employer" and f.op == "set" and _A_PERSON_AFTER.match(text, _end_of(f.value, text))
        else f
        for f in facts
    ]
    partners = {slot_key(f.value) for f in facts if f.slot == "partner" and f.op == "set" and f.value}
    employers = {slot_key(f.value) for f in facts if f.slot == "employer" and f.op == "set" and f.value}
    both = partners & employers
    if both:
        drop = "partner" if _WORK_CUE.search(text) else "employer"
        facts = [f for f in facts if not (f.slot == drop and f.op == "set" and slot_key(f.value) in both)]
    ends = [f for f in facts if f.slot == "partner" and f.op == "end"]
    named = [f for f in facts if f.slot == "partner" and f.op == "set"]
    if ends and named:
        # (a partner named beside an ending that names somebody else is the new one: "Meera moved out and we
        # ended things; Arjun and I have been together since spring")
        olds = {slot_key(e.old) for e in ends if e.old}
        new_one = _NEW_ONE.search(text) is not None
        facts = [f for f in facts if f not in named or ((olds or new_one) and slot_key(f.value) not in olds)]
        names = {slot_key(f.value) for f in named}
        if len(names) == 1 and not ends[0].old and not _NEW_ONE.search(text):
            facts = [replace(f, old=named[0].value) if f is ends[0] else f for f in facts]
    return facts
