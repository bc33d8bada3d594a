"""A tool taken up, said around its name: "Zed's multiplayer thing is neat, I switched over last month",
"new team all uses GoLand and I caved", "been using Positron for a few weeks and I'm not going back", "My
study group convinced me to switch to Notion", "switched to GoodNotes since my classmates share notebooks".

The adoption is a closed class of words: a move "over" with no object (the tool is the one the sentence
names), giving in ("I caved"), no going back, being talked into a switch, a switch with its subject left
out. The tool must be the one known tool of one purpose the sentence names (two tools are a comparison);
a wish, a condition or a doubt before the words of adoption refuses it.
"""

from __future__ import annotations

import re

from engram.extraction.slots import TypedFact
from engram.extraction.tool_lexicon import KNOWN_TOOL, ambiguous, leading_tool, plainly_named, purposes_of

_F = re.IGNORECASE
# taken up, the tool named elsewhere in the sentence
_TAKEN_UP = re.compile(
    r"\b(?:i|i've|i\s+have|we've|we\s+have)\s+(?:finally\s+|just\s+|now\s+|fully\s+)?(?:switched|moved|changed|migrated|"
    r"jumped|gone|come)\s+over\b(?!\s+(?:to|from|for)\b)|"
    r"\b(?:i|we)\s+(?:finally\s+)?caved\b|"
    r"\b(?:i'm|im|i\s+am)\s+(?:not|never)\s+going\s+back\b|"
    # everything brought over, the user won over, the old one not missed: "got it for my birthday and moved
    # everything over", "spent the weekend configuring Doom Emacs and I'm converted", "I don't miss my old config"
    r"\b(?:moved|migrated|ported|brought|copied|imported|synced|shifted)\s+(?:everything|it\s+all|all\s+(?:my|our)\s+[\w-]+)\s+"
    r"(?:over|across)\b(?!\s+(?:to|from|into)\b)|"
    r"\b(?:i'm|im|i\s+am)\s+(?:fully\s+|totally\s+|officially\s+)?(?:converted|a\s+convert|sold|hooked)\b(?!\s+on\b)|"
    r"\b(?:i\s+)?(?:don't|dont|do\s+not)\s+miss\s+(?:my|the)\s+old\s+(?:config|setup|editor|ide|app|one|tool)\b",
    _F,
)
# taken up, the tool named right after the words
_SWITCHED_TO = re.compile(
    r"\b(?:convinced|persuaded|talked|got)\s+me\s+(?:in)?to\s+(?:switch(?:ing)?|mov(?:e|ing))\s+(?:over\s+)?to\s+|"
    # made to switch: "teacher made us switch to WebStorm (student license)"
    r"\b(?:made|makes|making|forced|forcing|had)\s+(?:me|us)\s+(?:to\s+)?(?:switch|move|migrate)\s+(?:over\s+)?to\s+|"
    r"^\W*(?:(?:so|ok|well|anyway)\W+)?(?:finally\s+|just\s+)?(?:switched|moved)\s+(?:over\s+)?to\s+",
    _F,
)
# the maker named after the tool: "Positron from Posit", "Nova by Panic"
_MAKER = re.compile(r"\b(?:from|by)\s+$", _F)
_NOT_YET = re.compile(
    r"\b(?:if|would|should|might|could|thinking|considering|wonder|wondering|maybe|not\s+sure|want|wanna|tempted)\b|'d\b",
    _F,
)


def tool_adopted(text: str) -> list[TypedFact]:
    """``tool:<purpose>`` for the tool a sentence says the user took up, in words around its name."""
    switched = _SWITCHED_TO.search(text)
    if switched is not None and not _NOT_YET.search(text[: switched.start()]):
        value = leading_tool(text[switched.end() :])
        if value is not None and (not ambiguous(value) or value[:1].isupper()):  # "switch to Bear": the app
            return _fact(value, text)
    taken = _TAKEN_UP.search(text)
    if taken is None or _NOT_YET.search(text[: taken.start()]):
        return []
    tools = [m for m in KNOWN_TOOL.finditer(text) if plainly_named(text, m) and not _MAKER.search(text[: m.start()])]
    if len({" ".join(m.group("v").casefold().split()) for m in tools}) != 1:
        return []  # none, or two: a comparison
    return _fact(" ".join(tools[0].group("v").split()), text)


def _fact(value: str, text: str) -> list[TypedFact]:
    purposes = purposes_of(value)
    if len(purposes) != 1:
        return []
    (purpose,) = purposes
    return [TypedFact(f"tool:{purpose}", value, "set", evidence=text, rule="value:adopted")]
