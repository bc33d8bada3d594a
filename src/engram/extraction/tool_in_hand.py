"""A tool in the user's hands, said by what it does to them or what of theirs lives in it: "Rust borrow
checker is yelling at me again", "Zotero keeps lowercasing journal titles" (in a message about the user's
bibliography), "I keep basically my whole life in Notion", "our household accounts are kept in GnuCash",
"Does Excalidraw export to SVG? I sketch all my diagrams in it", "vim user for 15 years here".

A question about a tool is no use of it ("how do I export from Figma?"), so the statement readings of use
refuse the words of asking. What stays a use in a question is a closed class of words around the tool's
name: its misbehaving at the user (the tool the subject, then "keeps", "won't", "refuses to", "is yelling
at me"), the user's things kept or made in it, and the user's years with it. The tool must be the one
known tool of one purpose the message names; somebody else in the sentence, a wish or a past refuses it.
"""

from __future__ import annotations

import re

from engram.extraction.slots import TypedFact
from engram.extraction.tool_lexicon import KNOWN_TOOL, plainly_named, purposes_of
from engram.extraction.value_first import names_someone_else

_F = re.IGNORECASE
_T = KNOWN_TOOL.pattern
_OPENING = r"(?:^|[.!?;]\s+)\W*(?:(?:ugh|argh|omg|lol|so|ok|okay|help|sigh|again)\W+)*"
# the tool misbehaving, the subject of its sentence: only its user meets it doing so ("Zotero keeps lowercasing
# journal titles")
_TROUBLE = re.compile(
    rf"{_OPENING}(?:my\s+)?{_T}(?:['’]s)?\s+(?:[\w-]+\s+){{0,2}}?(?:keeps|kept|won't|wont|refuses\s+to|"
    r"is\s+(?:\w+ing)\s+at\s+me|(?:just\s+)?(?:ate|deleted|wiped|lost|corrupted|mangled)\s+my)\b",
    _F,
)
# the user's things kept or made in the tool, or in "it" when the message names the one tool
_MADE = (
    r"(?:keep|kept|store|track|log|write|draft|plan|manage|organi[sz]e|sketch|draw|model|design|edit|journal|budget|"
    r"run|do|make|build|code|compose|record|mix|map|diagram)"
)
_KEPT_IN = re.compile(
    rf"\b(?:i|we)\s+(?:(?:basically|mostly|still|usually|always|now|already|just)\s+)*{_MADE}\s+(?:[\w'’-]+\s+){{0,6}}?"
    rf"(?:in|on)\s+(?:{_T}|(?P<it>it)\b)",
    _F,
)
_KEPT_PASSIVE = re.compile(
    # (never "written in": "my game starfall is written in c#" is the project's language)
    rf"\b(?:my|our)\s+(?:[\w-]+\s+){{0,3}}?(?:(?:is|are)\s+(?:all\s+)?(?:kept|stored|tracked|logged|managed|"
    rf"drawn|planned)|lives|live)\s+in\s+{_T}",
    _F,
)
# the tool doing all the user needs, or their daily one: "turns out Apple Notes does everything I need", "Notion just
# works on all my devices", "Rider has been my daily driver for C# since february", "paying for Standard Notes"
_SERVES = re.compile(
    rf"{_T}\s+(?:(?:just|really|honestly|actually|basically|literally)\s+)?(?:does\s+(?:everything|all|what)\s+i\s+need|"
    r"works\s+(?:for\s+me|on\s+all\s+my|everywhere\s+i)|has\s+everything\s+(?:i\s+need|built\s+in)|"
    r"(?:has\s+been|is|'s)\s+my\s+(?:daily\s+driver|go-to|main\s+\w+|home)\b)",
    _F,
)
_PAYING = re.compile(rf"(?:\b(?:i'm|im|i\s+am|now)\s+|^\W*(?:[\w\s]{{0,30}},\s*)?)paying\s+for\s+{_T}", _F)
# the user's years with it: "vim user for 15 years here", "Blender user of ten years"
_YEARS = re.compile(
    rf"{_OPENING}{_T}\s+(?:user|fan|person|guy|girl)\s+(?:for|of)\s+(?:\w+\s+){{1,3}}?(?:here\b|now\b|\W*$|,)", _F
)
# a how-to asked: "How do I make a pivot table in Excel?" makes nothing in it yet
_ASKING = re.compile(
    r"\b(?:how|where|what|why|when|which|can|could|should|would|do|does|did|will|shall)\s+(?:\w+\s+)?$", _F
)
_NOT_NOW = re.compile(
    r"\b(?:used\s+to|back\s+when|years\s+ago|wish|would|if|should|thinking\s+of|considering|tried|trying|"
    r"my\s+(?:old|former)|ditched|dropped|quit|uninstalled|never|lol|jk|kidding|joking)\b",
    _F,
)


# the user's own store in it, their time on it, their days in it: "my Zotero library has 3000 duplicates", "I've been
# on Todoist for 4 years", "i basically live in tmux", "I'm in it all day" (the one tool named before "it")
_OWN_STORE = re.compile(
    # (what the user keeps in it; never its set-up: "I need help with my vim config" asks about the tool)
    rf"\bmy\s+{_T}\s+(?:library|vault|database|db|workspace|decks?|collection|boards?|bases?|templates?|snippets|"
    r"inventory|sheets?|spreadsheets?|notebooks|pages|sets?|projects?|reviews|review\s+queue|streak|buffers|reports?|"
    r"dashboards?|tracks|sessions|files?|books|accounts|cards|layers|maps|models|scenes|renders|zaps|automations|"
    r"workflows?|flows|budget)\b",
    _F,
)
# ... what it tells the user of their own, or their own thing made in it: "YNAB says I'm overspent on groceries",
# "QGIS: reprojecting my shapefile shifts everything", "the Power BI report I build for our finance team"
_TELLS_ME = re.compile(
    rf"{_OPENING}{_T}\s+(?:now\s+|still\s+)?(?:says|thinks|tells\s+me|keeps\s+telling\s+me|shows)\s+(?:that\s+)?"
    r"(?:i'm|im|i\s+am|i've|i\s+have|i|my)\b",
    _F,
)
_LABELLED_MINE = re.compile(rf"^\W*{_T}(?:\s*\+\s*[\w.-]+)?\s*:\s*[^.?!]*\bmy\s+\w", _F)
_MADE_IN = re.compile(
    rf"\bthe\s+{_T}\s+(?:[\w-]+\s+)?(?:report|dashboard|model|file|set|project|sheet|workbook|map|deck)\s+"
    r"(?:that\s+)?(?:i|we)(?:'ve|\s+have)?\s+(?:\w+\s+)?(?:build|built|made|make|maintain|run|keep|update|own)\b",
    _F,
)
# (never "been using X for": said on the way out of it too -- "been using Emacs for a while, but I'm switching")
_TIME_ON = re.compile(rf"\b(?:i've|i\s+have|ive)\s+been\s+on\s+{_T}\s+(?:for|since)\b", _F)
_LIVE_IN = re.compile(
    # (the adverb is what makes it a tool lived in: "I live in Cairo" is a home, whatever else Cairo names)
    rf"\b(?:i|we)\s+(?:basically|practically|pretty\s+much|literally|kinda|kind\s+of)\s+live\s+in\s+{_T}",
    _F,
)
_IN_USE = (_KEPT_PASSIVE, _YEARS, _SERVES, _PAYING, _OWN_STORE, _TIME_ON, _LIVE_IN, _TELLS_ME, _LABELLED_MINE, _MADE_IN)
# "it" for the one tool named before it: "Is there a shortcut in VS Code ...? i'm in it all day", "our whole inventory
# runs on it and I'm the one stuck maintaining it"
_IT_IN_USE = re.compile(
    r"\b(?:i'm|im|i\s+am)\s+(?:\w+\s+)?in\s+it\s+(?:all\s+day|every\s+day|daily|constantly|24/7)|"
    r"\b(?:my|our)\s+(?:whole\s+|entire\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:runs|lives|is\s+kept|is\s+built)\s+(?:on|in)\s+it\b",
    _F,
)


def tool_in_hand(text: str) -> list[TypedFact]:
    """``tool:<purpose>`` for the one tool a message shows in the user's hands by what it does to them, what
    of theirs lives in it, or their years with it."""
    if names_someone_else(text) or _NOT_NOW.search(text):
        return []
    named = [m for m in KNOWN_TOOL.finditer(text) if plainly_named(text, m)]
    if len({" ".join(m.group("v").casefold().split()) for m in named}) != 1:
        return []  # none, or two: a comparison
    value = " ".join(named[0].group("v").split())
    trouble = _TROUBLE.search(text)
    kept = _KEPT_IN.search(text)
    if kept is not None and kept.group("it") and kept.start() < named[0].start():
        kept = None  # "it" points back at the one tool named before it
    if kept is not None and _ASKING.search(text[: kept.start()]):
        kept = None
    said = trouble or kept or next((m for p in _IN_USE if (m := p.search(text))), None)
    it = _IT_IN_USE.search(text)
    if said is None and it is not None and it.start() > named[0].end():
        said = it
    if not said:
        return []
    purposes = purposes_of(value)
    if len(purposes) != 1:
        return []
    (purpose,) = purposes
    return [TypedFact(f"tool:{purpose}", value, "set", evidence=text, rule="value:in-hand")]
