"""Pastimes said in passing: by the stage the user is at, a label on the question, or the rhythm behind
a complaint.

People who ask about a pastime mostly say they do it on the way to the question: "Second year of
beekeeping and I'm already nervous about winter", "Started jiu-jitsu six months ago and I'm still
getting tapped", "fly fishing beginner -- what rod weight?", "I'm a quilting enthusiast, been at it
about 20 years", "my forearms are toast after bouldering twice a week", "crochet question!! my granny
squares keep coming out wonky", "shooting film photography again after 15 years". Each cue is a closed
class of words around a pastime the lexicon knows (:data:`.hobby_lexicon.KNOWN_HOBBY`):

- a stage: the first (second, Nth) year, season or month of it; a beginner, newbie or novice at it;
- a begun pastime, with the time since: "started X six months ago", "took up X in January";
- a fan's word of it: "an X enthusiast / nerd / addict / fanatic", "X enthusiast here";
- the rhythm it is done at, after the word that made the damage: "after X twice a week";
- a question labelled by it, when the rest of the message speaks of the user ("X question: ... my ...");
- a return to it: "(back) doing / shooting / playing X again".

The guards are the clause's own: a wish, a plan, a negation or a past in the clause holding the cue,
or somebody else in it, refuse it; the rest of a long message does not (a question's "if you're alone"
later on says nothing against the kayaking).
"""

from __future__ import annotations

import re

from engram.extraction.fact_lexicon import THIRD_SUBJECT
from engram.extraction.hobby_first import RHYTHM
from engram.extraction.hobby_lexicon import KNOWN_HOBBY, NOT_NOW_PASTIME, hobby_name, weak
from engram.extraction.passing_clause import clause_of
from engram.extraction.slots import TypedFact, slot_key
from engram.extraction.tool_lexicon import AFFIRMING
from engram.extraction.value_first import names_someone_else

_F = re.IGNORECASE
_H = KNOWN_HOBBY.pattern
_NTH = r"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d{1,2}(?:st|nd|rd|th))"
_OPEN = r"(?:^\W*(?:(?:ok|so|well|hi|hey|update)\W+)*|[.!?;]\s+|\b(?:i'm|im|i\s+am|i've\s+been|been)\s+)"
_CUES = (
    # a stage: "Second year of beekeeping", "in my third season of sea kayaking", "fly fishing beginner"
    re.compile(rf"(?:{_OPEN}|\b(?:in\s+)?my\s+){_NTH}\s+(?:year|season|month|summer|winter)\s+(?:of|doing)\s+{_H}", _F),
    re.compile(
        rf"{_OPEN}(?:(?:a|an|total|complete|absolute|new|relative)\s+)*{_H}\s+(?:beginner|newbie|noob|novice)\b", _F
    ),
    re.compile(
        r"\b(?:i'm|im|i\s+am)\s+(?:a\s+|an\s+)?(?:total\s+|complete\s+|absolute\s+|relative\s+)?"
        r"(?:beginner|newbie|novice)\s+"
        rf"(?:at|in|to|with)\s+{_H}",
        _F,
    ),
    # begun, with the time since: "Started jiu-jitsu six months ago", "I took up pottery in January"
    re.compile(
        r"(?:^\W*|\b(?:i|i've|i\s+have)\s+(?:just\s+|only\s+|recently\s+|finally\s+)?)"
        rf"(?:started|took\s+up|picked\s+up|got\s+into|began)\s+{_H}\s+(?:(?:about|around|like|almost|nearly|over|only|just)\s+)?(?:(?:\w+|\d+)\s+(?:days?|weeks?|months?|years?)\s+ago|"
        r"(?:in|last|this)\s+(?:january|february|march|april|may|june|july|august|september|october|november|december|"
        r"spring|summer|autumn|fall|winter|year|month))\b",
        _F,
    ),
    # a fan's word: "I'm a quilting enthusiast", "film photography nerd here"
    re.compile(
        rf"(?:\b(?:i'm|im|i\s+am)\s+(?:a\s+|an\s+)?(?:(?:huge|big|massive|total|keen|avid|real|bit\s+of\s+an?)\s+)*|{_OPEN}){_H}\s+"
        r"(?:enthusiast|fan|nut|addict|fanatic|nerd|geek|junkie|hobbyist|obsessive|buff|devotee)s?\b",
        _F,
    ),
    # the rhythm behind a complaint: "my forearms are toast after bouldering twice a week"
    re.compile(rf"\b(?:after|from)\s+(?:all\s+(?:the|that|my)\s+|my\s+)?{_H}\s+(?:{RHYTHM.pattern})", _F),
    # a span of doing it, or what it is to the user: "i've been doing salsa classes for 4 months", "ok so knitting is
    # my whole personality now"
    re.compile(
        rf"(?:{_OPEN}|\b(?:i've|i\s+have)\s+)been\s+(?:doing|taking|practi[sc]ing|playing|going\s+to|attending)\s+{_H}"
        r"(?:\s+(?:classes|lessons|sessions|class))?\s+(?:for|since)\b",
        _F,
    ),
    re.compile(
        rf"{_OPEN}{_H}\s+(?:is|'s|has\s+become|became)\s+(?:\w+\s+)?my\s+(?:whole\s+|entire\s+|new\s+)*"
        r"(?:personality|life|thing|obsession|world|jam|happy\s+place)\b",
        _F,
    ),
    # a return: "shooting film photography again after 15 years", "back doing salsa again"
    re.compile(
        rf"{_OPEN}(?:back\s+)?(?:shooting|doing|playing|practi[sc]ing|into|to|at)\s+{_H}\s+again\b",
        _F,
    ),
    # a thing the pastime gives only those who do it: "my chess rating", "my geocaching streak", "my crochet WIP pile"
    re.compile(
        rf"\bmy\s+(?:(?:online|current|weekly|local|old|new)\s+)?{_H}\s+(?:rating|elo|streak|handicap|pb|personal\s+best|"
        r"wips?|stash|club|coach|instructor|teacher|tutor|class|lessons|group|buddies|buddy|partners?|mates|crew|kit|rig|"
        r"setup|set-up|logbook|log|grade|belt|ranking|season|routine|habit|obsession|projects?|minis|miniatures|"
        r"telescope|binoculars|loom|kiln|hoop)\b",
        _F,
    ),
    # the user doing it, said plainly (never asked: "how do I do cross-stitch?"): "I do cross-stitch on the train to
    # work", "I throw pottery every Tuesday night", "when I'm out stargazing with my little telescope"
    re.compile(
        r"(?<!\bdo\s)(?<!\bcan\s)(?<!\bshould\s)(?<!\bwould\s)(?<!\bcould\s)(?<!\bwill\s)(?<!\bhow\s)(?<!\bif\s)"
        r"\b(?:i|we)\s+(?:(?:still|mostly|usually|also|now|mainly|basically)\s+)?(?:do|play|throw|practi[sc]e)\s+"
        rf"{_H}\b(?!\s*\?)",
        _F,
    ),
    re.compile(rf"\b(?:i'm|im|i\s+am|we're|we\s+are)\s+(?:\w+\s+)?out\s+{_H}\b", _F),
    # a stretch of it the user has just had, beside their body or gear: "After a long sea kayaking weekend my
    # shoulders are completely shot"
    re.compile(
        rf"\b(?:after|from)\s+(?:a|an|the|my|that|this|another)\s+(?:(?:long|big|hard|full|epic|early|late|rough|"
        rf"first|good|great)\s+)*{_H}\s+(?:weekend|session|day|morning|evening|trip|class|lesson|outing|week)\b"
        r"(?=[^.?!]*\bmy\b)",
        _F,
    ),
    # money spent on it: "lmao I spent £200 on warhammer minis this month"
    re.compile(rf"\b(?:i|i've|i\s+have)\s+(?:just\s+|already\s+)?spent\s+[^.?!]{{1,24}}?\s+on\s+(?:my\s+)?{_H}", _F),
    # training for the next one: "I'm training for my 4th marathon"
    re.compile(
        rf"\b(?:i'm|im|i\s+am)\s+(?:\w+\s+)?training\s+for\s+(?:my|a|an|the)\s+(?:(?:first|next|\d+(?:st|nd|rd|th)|"
        rf"{_NTH})\s+)?{_H}",
        _F,
    ),
    # the pastime at its rhythm, said first or after "I go (for)": "club rowing 4 mornings a week plus ...",
    # "Every Sunday I go for birdwatching in the marsh", "I've been training Brazilian jiu-jitsu for three years"
    re.compile(rf"{_OPEN}(?:club\s+|competitive\s+|social\s+)?{_H}\s+(?:{RHYTHM.pattern})", _F),
    re.compile(
        rf"\b(?:i|we)\s+(?:still\s+|usually\s+|often\s+)?go\s+(?:for\s+)?{_H}\b(?=[^.?!]*(?:{RHYTHM.pattern}))", _F
    ),
    re.compile(rf"(?:{RHYTHM.pattern})[^.?!]*\b(?:i|we)\s+(?:still\s+|usually\s+|often\s+)?go\s+(?:for\s+)?{_H}\b", _F),
    re.compile(
        rf"(?:^|[.!?]\s+|\b(?:i've|i\s+have)\s+been\s+)training\s+{_H}\s+(?:for\s+|since\s+|(?:{RHYTHM.pattern}))", _F
    ),
)
# what of a pastime's is the user's own: its gear, its practice and its progress (never one trip: "our camping trip
# last summer" is an outing, not a pastime)
_GEAR = (
    r"(?:nibs?|pens?|inks?|brush(?:es)?|kits?|needles|yarn|stash|wheel|kiln|glazes?|pots|shoes|boots|harness|ropes?|"
    r"bike|board|rod|reel|tackle|camera|lens(?:es)?|tent|stove|rucksack|backpack|maple|juniper|ficus|pine|trees?|"
    r"loom|machine|deck|pieces|minis|class(?:es)?|lessons?|teacher|coach|instructor|club|group|buddy|partner|"
    r"sessions?|practice|routine|progress|streak|log|rating|grade|pb|watch|gear|supplies|bag|bench|shed|workshop|"
    r"tools|wips?|projects?|collection|league|team|matches|games|races?|season|technique|form|mat|gym|spot|"
    r"sketchbook|journal|scope|binoculars|telescope|paddle|wetsuit|skis|snowboard|racket|racquet|clubs|cleats)"
)
# The pastime's own things, the user's: "my calligraphy nib keeps catching", "my bonsai maple is dropping leaves",
# "my first pottery class", "the cardigan I'm knitting", "3 hrs at the climbing wall and my fingers are shredded"
# (never a trade's: "my photography clients", "my baking business")
_OWN_THINGS = (
    re.compile(
        r"\b(?:my|our)\s+(?:(?:first|new|old|little|latest|favourite|favorite|own|beloved|trusty|next)\s+)*"
        rf"{_H}\s+{_GEAR}\b",
        _F,
    ),
    re.compile(
        r"\b(?:the|this|a)\s+(?:[\w-]+\s+){1,2}?(?:i'm|im|i\s+am|i've\s+been)\s+(?:currently\s+|still\s+|slowly\s+)?"
        rf"(?=(?:knitting|crocheting|quilting|embroidering|whittling|cross-stitching)\b){_H}",
        _F,
    ),
    re.compile(rf"\bat\s+the\s+(?=(?:climbing|bouldering)\b){_H}\s+(?:wall|gym)\b(?=[^.?!]*\b(?:my|i|i'm|me)\b)", _F),
    # the next event of it, the user's: "first half marathon in 6 weeks and my longest run is 14k"
    re.compile(
        rf"{_OPEN}(?:my\s+)?(?:first|next|{_NTH})\s+{_H}\s+(?:is\s+)?(?:in|on|this|next)\s+(?:\d+|a|two|three|four|five|six|"
        r"\w+day|(?:week|month|weekend|saturday|sunday))\b",
        _F,
    ),
)
# (gear parted with is a pastime over: "retired my old hiking boots for good")
_PARTED = re.compile(r"\b(?:retired|retiring|sold|selling|binned|donated|for\s+good)\b", _F)
# (a starter is fed by anyone who keeps one: "the dry air is killing my sourdough starter" tells no pastime)
_NOT_OWN_THING = frozenset({"sourdough", "sourdough baking"})
# A question labelled by the pastime, the user in the rest of it: "crochet question!! my granny squares ..."
_LABEL = re.compile(
    rf"^\W*(?:(?:quick|random|another|a|dumb|silly|newbie|beginner)\s+)*{_H}\s+(?:question|q|help|problem)s?\b", _F
)
_MINE_AFTER = re.compile(r"\b(?:my|me|i|i'm|i've|mine)\b", _F)


def pastime_in_passing(text: str) -> str:
    """The pastime a message says the user does on the way to something else; "" when none."""
    for cue in _CUES:
        for said in cue.finditer(text):
            value = said.group("v")
            if not weak(value) and _clear(clause_of(text, said.start("v"), said.end("v"))):
                return hobby_name(value)
    for cue in _OWN_THINGS:
        for said in cue.finditer(text):
            value = said.group("v")
            clause = clause_of(text, said.start("v"), said.end("v"))
            clear = _clear(clause) and not _PARTED.search(clause)
            if not weak(value) and clear and hobby_name(value) not in _NOT_OWN_THING:
                return hobby_name(value)
    label = _LABEL.match(text)
    rest = text[label.end() :] if label is not None else ""
    labelled = not rest.strip(" !?.:;—–-") or rest.lstrip()[:1] in (":", "!", "—", "–", "-") or _MINE_AFTER.search(rest)
    if label is not None and not weak(label.group("v")) and labelled and not names_someone_else(rest):
        return hobby_name(label.group("v"))
    return ""


def _clear(clause: str) -> bool:
    return not NOT_NOW_PASTIME.search(AFFIRMING.sub(" ", clause)) and not names_someone_else(clause)


def pastime_said(text: str) -> list[TypedFact]:
    """The fact of :func:`pastime_in_passing`, for a message no statement of it was read in."""
    if THIRD_SUBJECT.match(text.lower()):
        return []  # "my sister's second year of beekeeping"
    value = pastime_in_passing(text)
    return [TypedFact(f"hobby:{slot_key(value)}", value, "set", evidence=text, rule="value:pastime")] if value else []
