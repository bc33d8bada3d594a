"""A replacement said alone, right after the rejection it answers: "Decided against Dioxus for
Crawdad after all. Petite-Vue instead.", "Not using VS Code any more. Zed instead."

The second sentence names only the new value; the old one, and the project it was for, are in the
sentence before. The pair is said again as the one switch it is ("for Crawdad, Petite-Vue instead of
Dioxus", "I use Zed instead of VS Code") and read as usual. Only a technology or a tool the lexicons
know on one side or the other makes it a switch of the user's stack: "Left the choir. Pottery
instead." is a pastime's business, not this one.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from engram.extraction.slots import TypedFact
from engram.extraction.tech_lexicon import tech_kind
from engram.extraction.tool_lexicon import KNOWN_TOOL

_F = re.IGNORECASE
_NAME = r"(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.+#-]*(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.+#-]*)?"
# "Petite-Vue instead.", "so Zed instead", "going with Svelte instead!"
_INSTEAD = re.compile(
    r"^\W*(?:(?:so|and|but|ok|okay|now)\W+)*(?:(?:going\s+with|went\s+with|using|it's|its|picked|chose)\s+)?"
    rf"(?P<new>{_NAME})\s+instead\W*$",
    _F,
)
# the rejection before it: "decided against X (for P)", "dropped X from P", "not using X any more"
_REJECTED = re.compile(
    r"\b(?:decided\s+against|went\s+off|ruled\s+out|dropped|ditched|scrapped|binned|gave\s+up(?:\s+on)?|"
    r"(?:not|no\s+longer|stopped|quit)\s+using|said\s+no\s+to|passed\s+on)\s+"
    rf"(?P<old>{_NAME})(?:\s+(?:for|from|on|in)\s+(?P<proj>{_NAME}))?\b",
    _F,
)


def instead_named(sentence: str, before: str, earlier: Sequence[TypedFact] = ()) -> str | None:
    """The switch a bare "<New> instead." completes with the value the sentence before turned down."""
    said = _INSTEAD.match(sentence.strip())
    rejected = _REJECTED.search(before)
    if said is None or rejected is None:
        return None
    new, old, proj = said.group("new"), rejected.group("old"), rejected.group("proj")
    if not any(tech_kind(v) or KNOWN_TOOL.fullmatch(v) for v in (new, old)):
        return None
    return f"for {proj}, {new} instead of {old}" if proj else f"I use {new} instead of {old}"
