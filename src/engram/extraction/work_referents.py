"""A job asked about, then claimed: "Any tips for a new data engineer at Quillon? I started Monday.",
"How do I ask for a raise at Tessaly? I've been their UX designer for two years.", "Can you help me
write to my team at Vireo Health? I'm the new clinic manager there."

The workplace is named in a question, which the grammar reads nothing from; the sentence after it
claims the job with a word that points back ("started" the job just asked about, "their" designer,
the manager "there"). The claim is spelled out with the one workplace the question named ("I'm a data
engineer at Quillon") and read as usual. Nothing is spelled out when the question names no workplace
or several, or is about somebody else's job.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from engram.extraction.gazetteer import is_place
from engram.extraction.slots import TypedFact
from engram.extraction.title_words import WTITLE

_F = re.IGNORECASE
_CAP = r"(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w&'.-]*"
# somebody else whose job it may be ("any tips for my sister, a new nurse at Mercy? She started Monday")
_SOMEONE = re.compile(
    r"\b(?:he|she|his|her|him|he's|she's)\b|\bmy\s+(?:\w+\s+)?(?:sister|brother|wife|husband|partner|girlfriend|"
    r"boyfriend|friend|son|daughter|mum|mom|dad|mother|father|cousin|colleague|flatmate|roommate|niece|nephew|aunt|uncle)\b",
    _F,
)
_AT_ORG = re.compile(rf"\b(?:at|with|for)\s+(?P<org>{_CAP}(?:\s+(?:&\s+)?{_CAP}){{0,2}})", _F)
# the job asked about, by its title: "any tips for a new data engineer at Quillon?"
_TITLE_AT = re.compile(rf"\b(?:an?|the)\s+(?:new\s+)?{WTITLE}\s+at\s+(?P<org>{_CAP}(?:\s+(?:&\s+)?{_CAP}){{0,2}})", _F)
# "I started Monday", "just started last week": the job the question asked about, begun
_STARTED = re.compile(
    r"^\W*(?:(?:and|so|well|btw)\W+)*i(?:'ve|\s+have)?\s+(?:only\s+|just\s+)?(?:started|begun|joined)\b", _F
)
# "I've been their UX designer for two years", "I'm their new head chef"
_THEIR = re.compile(rf"\b(?:i've\s+been|i\s+have\s+been|i'm|i\s+am)\s+(?:now\s+)?their\s+(?:new\s+)?{WTITLE}", _F)
# "I'm the new clinic manager there", "I work there as a porter"
_THERE = re.compile(rf"\b(?:i'm|i\s+am)\s+(?:now\s+)?(?:the|their|a|an)\s+(?:new\s+)?{WTITLE}\s+there\b", _F)
_WORK_THERE = re.compile(rf"\bi\s+(?:now\s+)?work\s+there\s+as\s+(?:an?\s+|the\s+)?{WTITLE}", _F)


def job_claimed(sentence: str, before: str, earlier: Sequence[TypedFact] = ()) -> str | None:
    """ "I'm a <title> at <Org>" when ``sentence`` claims the job the question before asked about."""
    if not before.strip() or _SOMEONE.search(before) or _SOMEONE.search(sentence):
        return None
    orgs = {m.group("org") for m in _AT_ORG.finditer(before)}
    if len(orgs) != 1:
        return None
    (org,) = orgs
    asked = _TITLE_AT.search(before)
    if _STARTED.match(sentence) and asked is not None:
        return f"I'm a {asked.group('title')} at {asked.group('org')}"
    claimed = _THEIR.search(sentence) or _THERE.search(sentence) or _WORK_THERE.search(sentence)
    return f"I'm a {claimed.group('title')} at {org}" if claimed is not None else None


# "What certs should a cloud security architect get? i'm one now", "What should a UX designer's portfolio
# look like? I've been one for five years": the title asked about, claimed with "one"
_ONE = re.compile(
    r"^\W*(?:(?:and|well|so|btw|fwiw|because|cause|cos)\W+)*(?:i'm|i\s+am|im|i've\s+been|i\s+have\s+been)\s+(?:now\s+)?"
    r"one(?:\s+(?:myself|too|now|as\s+well))?(?=\s*$|\s*[,.;!—–-]|\s+(?:now|for|since|and|but|so|at)\b)",
    _F,
)
_TITLE_ASKED = re.compile(rf"\b(?:an?|the|every|any)\s+(?:new\s+|good\s+|first-time\s+|junior\s+)?{WTITLE}\b", _F)


def title_one(sentence: str, before: str, earlier: Sequence[TypedFact] = ()) -> str | None:
    """ "I'm a <title>" when ``sentence`` claims with "one" the one title the question before named."""
    one = _ONE.match(sentence)
    if one is None or _SOMEONE.search(before):
        return None
    asked = re.sub(r"['’]s\b", "", before)  # "a UX designer's portfolio": the title, before its possessive
    titles = {m.group("title").lower(): m.group("title") for m in _TITLE_ASKED.finditer(asked)}
    if len(titles) != 1:
        return None
    claim = "I've been" if "been" in one.group(0).lower() else "I'm"
    return f"{claim} a {next(iter(titles.values()))}{sentence[one.end() :]}"


# "when are annual bonus usually credited at TCS? i work there", "The canteen at Ørsted ... I work there": the
# workplace the text before names, claimed with "there"
_WORKING_THERE = re.compile(
    r"^\W*(?:(?:and|but|so|btw|also|oh|fwiw)\W+)*(?:i|we)\s+(?:also\s+|still\s+|actually\s+|both\s+)?"
    r"(?:work|am\s+working|'m\s+working)\s+(?:there|here)\b",
    _F,
)
_THERE_ORG = re.compile(
    r"\b(?:at|for|with)\s+(?P<v>(?-i:[A-ZØÅÆÖÜ][\w&'.-]*(?:\s+[A-ZØÅÆÖÜ][\w&'.-]*){0,2}))(?![\w'’])", _F
)


def worked_there(sentence: str, before: str, earlier: Sequence[TypedFact] = ()) -> str | None:
    """ "I work at <Org>" for "I work there" after the one workplace the text before names."""
    if _WORKING_THERE.match(sentence) is None:
        return None
    orgs = {m.group("v") for m in _THERE_ORG.finditer(before) if not is_place(m.group("v"))}
    return f"I work at {orgs.pop()}" if len(orgs) == 1 else None
