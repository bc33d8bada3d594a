"""The last reading of a known tool: the user placing themselves in it, in words no cue foresaw.

Cue lists (:mod:`engram.extraction.value_first`) follow the shapes people have been seen to use,
and people keep finding new ones: "Most days I'm knee-deep in C#", "Kotlin's my main thing at work",
"been doing my coding in Helix lately and loving it". What stays put is that the user speaks of
themselves and names a tool of one purpose. So a first-person clause naming exactly one known
tool sets it -- unless the clause carries any sign that it is not a present use: a wish, a plan,
a trial, a question or task about the tool, something read or heard about it, a past or a
negation. Those signs are the broad classes, not sentences; a mention that only *might* be a use
is dropped, because a wrong tool in the context block is worse than a missing one (it is stated
to every future session).
"""

from __future__ import annotations

import re

from engram.extraction.fact_lexicon import CHILD_WORDS, PARTNER_WORDS
from engram.extraction.slots import TypedFact
from engram.extraction.tool_lexicon import KNOWN_TOOL, TASK_DETERMINER, ambiguous, in_compound, purposes_of
from engram.extraction.value_first import names_someone_else, negated

_F = re.IGNORECASE
# The user speaks of themselves, or of "everything" they do ("Everything goes into Notion these days").
_FIRST_PERSON = re.compile(
    r"\b(?:i|i'm|im|i've|ive|me|my|mine|we|we're|we've|our)\b|^(?:everything|all\s+of\s+it)(?:'s|\s)", _F
)
# Signs that the tool is not in present use by the user.
_NOT_A_USE = re.compile(
    r"\b(?:"
    # wishes, plans, trials, doubts
    r"want|wants|wanted|wanna|would|wouldn't|could|should|might|may|maybe|perhaps|probably|think|thinking|"
    r"consider|considering|wonder|wondering|curious|plan|plans|planning|going\s+to|gonna|hope|hoping|tempted|"
    r"someday|one\s+day|eventually|if|whether|unless|try|trying|tried|test|testing|evaluate|evaluating|trial|"
    r"wish|dream|miss|missed|tomorrow|next\s+(?:week|month|year)|"
    # learning about it, reading or hearing about it
    r"learn|learning|learned|learnt|study|studying|read|reading|article|blog|post|book|course|class|tutorial|"
    r"talk|video|podcast|heard|hear|news|docs|documentation|certification|exam|bootcamp|workshop|"
    # asking for things, tasks and trouble with it
    r"help|need|needs|needed|ask|asks|asked|question|how|why|bug|error|issue|crash|"
    rf"{TASK_DETERMINER}|"
    r"crashes|crashed|broken|broke|fix|debug|install|installing|installed|setup|set\s+up|configure|update|"
    r"license|licence|subscription|account|expired|renew|renewal|price|pricing|"
    r"compare|comparing|versus|vs(?!\s+code)|or|job|interview|position|hiring|recruiter|"
    # negation, dislike, the past
    r"not|no|never|don't|dont|doesn't|didn't|hate|hated|dislike|can't|cannot|won't|avoid|stop|stopped|quit|"
    r"drop|dropped|dropping|support|meant|mean|"
    r"used|was|were|ago|anymore|any\s+more|before|previously|formerly|former|old|back\s+when|college|school"
    r")\b"
    # a request ("write me a script in Python") and a thing made with the tool ("a bot in Go")
    r"|^(?:please\s+)?(?:write|give|make|show|tell|explain|generate|create|build|convert|translate|rewrite|port|"
    r"refactor|draft|suggest|recommend|review|check)\b"
    r"|\b(?:a|an)\s+(?:\w+\s+)?(?:script|snippet|function|program|tool|bot|query|regex|example|demo|prototype)\b",
    _F,
)
# How the tool itself is spoken of, when it is not used: an object of liking ("I really love Python"
# is a taste), a version ("Python 3.12"), a workplace ("at Acme").
_SPOKEN_OF = (
    re.compile(r"\b(?:love|loves|loved|like|likes|liked|enjoy|enjoys|adore|adores|fan\s+of)\s+(?:\w+\s+)?$", _F),
    re.compile(r"\b(?:at|for|with|from)\s+$", _F),
)
_VERSION = re.compile(r"^\s*v?\d", _F)
_KIN = re.compile(rf"\b(?:{CHILD_WORDS}|{PARTNER_WORDS}|twins?|kids?|baby)\b", _F)
# Nouns of the trade: an ambiguous name ("Go", "R", "Bear") is a tool only capitalised and beside one
# of them ("Rust is what I code in now").
_TRADE = re.compile(
    r"\b(?:code|coding|coder|program|programming|programmer|language|lang|editor|ide|notes?|note-taking|app|"
    r"stack|backend|front-?end|scripts?|scripting|dev|developer|terminal|shell|browser|laptop|distro|"
    r"services?|data|keybindings|plugins?|config)\b",
    _F,
)


def mentioned_tool(clause: str) -> list[TypedFact]:
    """``tool:<purpose>`` for the one known tool of one purpose a first-person clause places the
    user in, when nothing in the clause says it is anything but a present use."""
    if _FIRST_PERSON.search(clause) is None or _NOT_A_USE.search(clause) is not None:
        return []
    if names_someone_else(clause) or _KIN.search(clause):
        return []  # "our twins, Ada and Ivo, turn 4": people, whatever their names
    # an everyday word inside a compound ("my go-to language") names no tool
    found = [m for m in KNOWN_TOOL.finditer(clause) if not (ambiguous(m.group("v")) and in_compound(clause, m))]
    names = {" ".join(m.group("v").casefold().split()) for m in found}
    if len(names) != 1:
        return []  # two tools in one breath is a comparison or a list, not a statement of use
    match = found[0]
    value = " ".join(match.group("v").split())
    if any(p.search(clause[: match.start()]) for p in _SPOKEN_OF) or _VERSION.match(clause[match.end() :]):
        return []
    if negated(clause):
        return []
    if ambiguous(value) and not (value[:1].isupper() and _TRADE.search(clause)):
        return []
    purposes = purposes_of(value)
    if len(purposes) != 1:
        return []
    (purpose,) = purposes
    return [TypedFact(f"tool:{purpose}", value, "set", evidence=clause, rule="value:mention")]
