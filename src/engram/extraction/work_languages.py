"""The language the user's work moved to, told as the team's or the codebase's move.

A change of working language is told less often as "I switched to Go" than as what happened around the
user: "the ingestion service got rewritten in Go and I'm the one writing most of it now", "the Android team
moved new code to Kotlin and so did I", "they're an Elixir shop", "Changed jobs: it's C# and .NET now",
"we rewrote our little compiler in OCaml", "my Scala days are over". The language must be one the
lexicon knows, written with its capital (Go, Rust and Swift are words too), and the sentence must have the
user in it ("I", "we", "my", "our"): a colleague's rewrite with no part for the user is not the user's.
"""

from __future__ import annotations

import re

from engram.extraction.fact_lexicon import THIRD_SUBJECT
from engram.extraction.reported_speech import reported
from engram.extraction.slots import TypedFact
from engram.extraction.tech_lexicon import LANGUAGES

_F = re.IGNORECASE
_MOVED = re.compile(
    r"\b(?i:rewrote|rewritten|re-written|rewriting|rewrite|written|writing|migrated|migrating|migrate|moved|moving|ported|"
    r"porting|port|"
    r"switched|switching|standardi[sz](?:ed|ing|e)|converted|converting|rebuilt|rebuilding)\s+"
    r"(?:(?!(?i:from|off)\b)[\w'-]+\s+){0,5}?(?i:in|to|on|onto|into|over\s+to)\s+(?P<v>[A-Z][\w#+.-]*(?:\s+[A-Z][\w#+.-]*)?)"
)
_SHOP = re.compile(r"\b(?i:an?|the)\s+(?P<v>[A-Z][\w#+.-]*)\s+(?i:shop|house|team|codebase)\b")
_NOW = re.compile(
    r"\b(?i:it's|it\s+is|its)\s+(?i:all\s+)?(?P<v>[A-Z][\w#+.-]*)(?:\s+and\s+[.\w#+-]+)?(?:\s+(?i:for\s+(?:me|us)))?\s+now\b|"
    # the team's rule: "new projects on our team are Rust-only now"
    r"\b(?i:are|is)\s+(?i:all\s+)?(?P<v2>[A-Z][\w#+.-]*)-(?i:only)\b"
)
_ME = re.compile(
    r"\b(?:i|i'm|i've|me|we|we're|we've)\b|\bso\s+did\s+i\b|\bour\s+(?!(?:friend|friends|neighbou?r|cousin)\b)|"
    r"\bmy\s+(?:team|squad|lab|group|department|dept|company|shop)\b|"
    # the user's own unit with its article left out: "lab switched to Julia for the simulations"
    r"^\W*(?:(?:so|ok|and)\W+)?(?:lab|team|company|department|dept|group)\s+(?:just\s+|finally\s+)?(?:switched|moved|migrated|went)\b|"
    # the subject left out: "Changed jobs in August: it's C# now", "Finally got budget to rewrite it in Swift"
    r"^\W*(?:finally\s+|just\s+)?(?:changed|started|joined|switched|moved|got|new\s+job)\b",
    _F,
)
_DAYS_OVER = re.compile(r"\b(?i:my)\s+(?P<v>[A-Z][\w#+.-]*)\s+days\s+are\s+(?:over|done|behind\s+me)\b")
_KNOWN = re.compile(rf"{LANGUAGES}", _F)
# somebody else's move, the user a bystander: "my colleague left for a Rust job"
_NOT_MINE = re.compile(r"\b(?:left\s+for|job\s+in|interview\s+in|course\s+in|learning|tutorial|book)\b", _F)


_WEIGHED = re.compile(r"\b(?:should|could|would|might|may|must)\s+(?:be|get|go)\b|\bthinking\s+(?:of|about)\b", _F)
_I = re.compile(
    r"\b(?:i|i'm|i've|we|we're|we've)\b|\b(?:our|my)\s+(?:team|squad|lab|group|department|dept|company)\b", _F
)
_SOMEONE_ELSE = re.compile(rf"^\W*{THIRD_SUBJECT.pattern}", _F)


def _language(value: str) -> str | None:
    return value if _KNOWN.fullmatch(value) else None


def work_language(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` with the working language a move of the user's work names, when no reading named one."""
    if any(f.slot == "tool:language" for f in facts) or not _ME.search(text):
        return facts
    if _SOMEONE_ELSE.match(text) and not _I.search(text):  # "my friend Tom moved to Rust at work": his
        return facts
    if reported(text) or _WEIGHED.search(text):  # "I read that Linear is switching to Rust", "should be rewritten"
        return facts
    decided = {f.value.lower() for f in facts if f.slot.startswith("project:")}  # "I'm porting Marigold to Kotlin"
    out = list(facts)
    for pattern in (_MOVED, _SHOP, _NOW):
        for found in pattern.finditer(text):
            said = found.groupdict()
            name = _language(said.get("v") or said.get("v2") or "")
            if (
                name is None
                or name.lower() in decided
                or re.search(r"\btheir\b", found.group(0), _F)  # "My team moved all their services over to Rust"
                or _NOT_MINE.search(text[max(0, found.start() - 30) : found.start()])
            ):
                continue
            out.append(TypedFact("tool:language", name, "set", evidence=text, rule="language:work"))
            return out
    over = _DAYS_OVER.search(text)
    if over is not None and _language(over.group("v")):
        out.append(TypedFact("tool:language", "", "end", old=over.group("v"), evidence=text, rule="language:over"))
    return out
