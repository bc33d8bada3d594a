"""The clause a fact said in passing sits in.

A fact said on the way to something else ("damp in our house in Galway and i already open them every
morning", "three years of pottery, but my glazes still crack") is judged by its own clause only: who it
is about, whether it is denied or wished for. The readings of homes and pastimes in passing cut a
message at the same places, so the cut lives here once.
"""

from __future__ import annotations

import re

# A clause the user opens again after "and" is a clause of its own: "... in Galway and i already open
# them every morning" -- "them" is the windows, nobody in the home's clause.
_CUT = re.compile(r"[,;:!?()]|\s[-–—]+\s|\.\s|\bbut\b|\bso\b|\band\s+(?=(?:i|i'm|im|we|we're)\b)", re.IGNORECASE)


def clause_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """The offsets of the clause of ``text`` holding ``start``..``end``."""
    cuts = list(_CUT.finditer(text))
    left = max((m.end() for m in cuts if m.end() <= start), default=0)
    right = min((m.start() for m in cuts if m.start() >= end), default=len(text))
    return left, right


def clause_of(text: str, start: int, end: int) -> str:
    """The clause of ``text`` holding ``start``..``end``."""
    left, right = clause_bounds(text, start, end)
    return text[left:right]
