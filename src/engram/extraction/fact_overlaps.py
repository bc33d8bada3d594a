"""Readings of one statement that another reading of it explains away.

Two readings can each be right about their words and wrong together: "a hobby project called
Quillwort -- a booking page for our cricket club" reads a project and a pastime (cricket), but the
cricket is what the project serves; "Pesto is my Shiba Inu" reads a shiba inu called Pesto and a
shiba called Inu. Each filter here drops the reading the other one accounts for.
"""

from __future__ import annotations

import re

from engram.extraction.slots import TypedFact


def explained_away(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` without the readings another reading of ``text`` explains."""
    return _no_breed_halves(_not_the_projects_pastime(facts, text))


def _not_the_projects_pastime(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """ "a hobby project called Quillwort -- a booking page for our cricket club": the cricket is what
    the project serves, not the user's pastime."""
    said = [
        found.group(0)
        for f in facts
        if f.slot.count(":") == 1 and f.slot.startswith("project:") and f.op == "set" and f.value
        for found in re.finditer(
            rf"\b{re.escape(f.value)}\s*(?:--|—|–|-|,|:|\()\s*(?:it['’]s\s+)?(?:a|an)\s+[^.;!?]*", text, re.I
        )
    ]
    return [f for f in facts if not (f.slot.startswith("hobby:") and any(f.value.lower() in d.lower() for d in said))]


def _no_breed_halves(facts: list[TypedFact]) -> list[TypedFact]:
    """ "Pesto is my Shiba Inu": one pet, a shiba inu, never a shiba named Inu beside it."""
    breeds = {f.q("species") or "" for f in facts if f.slot.startswith("pet:")}
    return [f for f in facts if not (f.slot.startswith("pet:") and f"{f.q('species')} {f.value}".lower() in breeds)]
