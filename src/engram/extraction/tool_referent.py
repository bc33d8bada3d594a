"""A tool named in a question, then claimed in the next sentence: "Can you give me examples in Frege?
It's what I use at work", "How do I set up a linter in CotEditor? That's my editor."

The question names the tool and the answer to nobody says it is the user's: "it's what I use / code
in / write", "that's my editor / language / notes app". The reference is to the one tool the question
named (two tools, or none the lexicon knows, and nothing is read); the claim is rewritten as a plain
statement ("I code in Frege", "my editor is CotEditor") for the tool grammar to read.
"""

from __future__ import annotations

import re

from engram.extraction.tool_lexicon import KNOWN_TOOL, ambiguous, tool_kind

_F = re.IGNORECASE
_CLAIM = re.compile(
    r"^\W*(?:(?:and|oh|btw|fyi)\W+)*(?:it['’]?s|that['’]?s|it\s+is|that\s+is)\s+"
    r"(?:(?P<use>what\s+i\s+(?:\w+\s+)?(?:use|code\s+in|write(?:\s+in)?|work\s+in|program\s+in|live\s+in))|"
    r"(?:my|our)\s+(?:main\s+|usual\s+|go-to\s+|daily\s+)?(?P<what>editor|ide|language|notes\s+app|note-taking\s+app|notes|"
    r"daily\s+driver|go-to))\b",
    _F,
)
_PURPOSE_WORDS = {
    "editor": "editor",
    "ide": "editor",
    "language": "language",
    "notes app": "notes",
    "note-taking app": "notes",
    "notes": "notes",
}


def tool_claimed(sentence: str, before: str) -> str | None:
    """ "I use <tool>" (or "my <purpose> is <tool>") for the one tool ``before`` named (of the purpose
    said, when one is: "a Python linter in CotEditor? That's my editor" is CotEditor)."""
    claim = _CLAIM.match(sentence)
    if claim is None:
        return None
    what = " ".join((claim.group("what") or "").lower().split())
    purpose = _PURPOSE_WORDS.get(what)
    named = {
        m.group("v").lower(): m.group("v")
        for m in KNOWN_TOOL.finditer(before)
        if not (ambiguous(m.group("v")) and m.group("v").islower())
        and (purpose is None or tool_kind(m.group("v")) == purpose)
    }
    if len(named) != 1:
        return None
    (tool,) = named.values()
    if purpose is not None:
        return f"my {what} is {tool}"
    return f"I code in {tool}" if tool_kind(tool) == "language" else f"I use {tool}"
