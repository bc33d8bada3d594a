"""Language-first reading: the user's programming language, a known language tied to a cue of habit
anywhere in one statement.

The cues of :mod:`.value_first` know verb shapes ("I write Go", "examples in Rust"); people say the
language they work in in endless others: "java 8 at work, sadly", "kotlin for android at work",
"at work it's Perl, believe it or not", "dotnet dev here, C# mostly", "been writing F# at work for
two years". The stable parts are the language, which :mod:`.tool_lexicon` knows, and a cue of the
user's habit said with it:

- where and how much the user writes it: at work, for a living, all day, day to day, full time,
  professionally, mostly, mainly, these days, nowadays, in the day job;
- a present perfect carried on to now ("been writing F# for two years" is still writing it).

The statement must be the user's (a first person, or nobody named: chat drops the "I"), name one
language only, and say it plainly (an everyday word such as "go" or "ruby" only capitalised past the
opening, or in lower case where it can only be a language). Somebody else's language, a question, a
wish or plan, a negation, a past ("used to", "in college"), learning it, an instruction for one piece
of code ("write this one in Rust") and a language the user dislikes say nothing. Runs only where no
cue of a clause read the user's language.
"""

from __future__ import annotations

import re

from engram.extraction.fact_lexicon import THIRD_SUBJECT
from engram.extraction.slots import TypedFact, slot_key
from engram.extraction.tool_lexicon import AFFIRMING, KNOWN_TOOL, ambiguous, in_compound, purposes_of, tool_even_lower
from engram.extraction.value_first import names_someone_else

_F = re.IGNORECASE
# Where and how much the user writes it.
_HABIT = re.compile(
    r"\b(?:at|for|in)\s+(?:work|my\s+(?:day\s+)?job|the\s+(?:day\s+)?job|the\s+office)|"
    r"\bat\s+the\s+(?:new\s+|current\s+)?(?:job|place|company|gig|startup|shop)|\b(?:my|the)\s+day\s+job|"
    r"\bfor\s+a\s+living|\bprofessionally|\ball\s+day(?:\s+long)?|\bday[\s-]+(?:to|in)[\s-]+day|\bfull[\s-]?time|"
    r"\b(?:every\s+day|daily|for\s+everything)\b|\b(?:mostly|mainly|primarily|largely|predominantly|exclusively)\b|"
    r"\b(?:these\s+days|nowadays|most\s+of\s+the\s+time)\b",
    _F,
)
# A present perfect carried on to now: "been writing F# for two years", "I've coded in Go since 2019".
_ONGOING = re.compile(
    r"\b(?:i've|i\s+have|we've|we\s+have|^been|been)\s+(?:\w+\s+)?(?:writing|coding|programming|working|developing|"
    r"shipping|doing)\b.*\b(?:for\s+(?:\w+\s+){1,2}(?:years?|months?)|since\s+\w+)",
    _F,
)
# The statement is no present habit of the user's: a wish, a plan, a question, learning it, a request.
_UNREAL = re.compile(
    r"\b(?:want|wants|wanna|would|could|should|might|maybe|perhaps|someday|one\s+day|hope|hoping|wish|thinking|"
    r"considering|plan|plans|planning|gonna|going\s+to|will|if|unless|learn|learning|learnt|learned|course|tutorial|"
    r"bootcamp|try|trying|tried|please|pls|never)\b|'ll\b|"
    # the user refusing it anywhere: "most of the code at work is Kotlin but I don't touch it"
    r"\b(?:i|we)\s+(?:don't|dont|do\s+not|can't|cannot|won't|didn't)\b",
    _F,
)
# The part naming the language says it is not the user's now: a negation, a past, a dislike, a
# comparison or a change (read by the cues of a switch), one piece of code.
_NOT_NOW = re.compile(
    r"\b(?:never|not|no|don't|dont|doesn't|didn't|isn't|wasn't|haven't|hasn't|can't|cannot|won't|no\s+longer|"
    r"any\s?more|used\s+to|back\s+(?:in|when|then)|in\s+(?:college|school|uni)|at\s+uni|years\s+ago|previous|former|"
    r"old\s+job|last\s+job|hate|hated|loathe|avoid|allergic|sick\s+of|tired\s+of|instead|rather|than|versus|vs|or|"
    r"compare|compared|between|switch(?:ed|ing)?|moved|moving|migrat\w*|from|quit|stopped|dropped|ditched|rewrite|"
    r"rewrote|port|ported|translate|convert|this|that\s+one|these|those|the\s+same|example|snippet)\b",
    _F,
)
# Languages of queries, sheets and shells beside the user's own: "mostly SQL and Looker" is an analyst's
# toolbox, never the language the user writes.
_QUERY_AND_SHELL = frozenset(
    slot_key(v)
    for v in "sql|t-sql|pl/sql|plsql|bash|powershell|shell script|zsh script|excel formulas|dax|power query|"
    "m language|awk|vba".split("|")
)
# The user keeping their hands off the code a clause named: "... but I don't touch it", "though I never write it".
_HANDS_OFF = re.compile(
    r"\b(?:but|though|although)\s+(?:i|we)\s+(?:(?:personally|myself|actually)\s+)?(?:don't|dont|do\s+not|never|can't|"
    r"won't|barely|rarely|hardly\s+ever)\s+(?:really\s+|actually\s+|ever\s+)?(?:(?:touch|write|use|read|code\s+in|work\s+(?:in|on|with))\s+"
    r"(?:it|that|them|this|any\s+of\s+it|much\s+of\s+it|the\s+code)\b|(?:touch|write|code)\s*(?:[.,!;]|$))",
    _F,
)
# Where one part of a statement ends: "new job! it's TypeScript at my day job now, no more android".
_PART_CUT = re.compile(r"[,;:.!?]\s*|\s[-–—]+\s|\b(?:but|though|although)\s+", _F)
# The user speaking of themselves, or nobody named: "java 8 at work, sadly", "dotnet dev here, C# mostly".
_ME = re.compile(r"\b(?:i|i'm|im|i've|me|my|mine|we|we're|we've|our|us)\b", _F)
_SUBJECTLESS = re.compile(
    r"^\W*(?:(?:ok|okay|so|and|also|btw|lol|tbh|honestly|yeah|yep|now|still|anyway|well)\W+)*"
    r"(?:(?:mostly|mainly|primarily|largely|all|just|pure|only|still|now|been|at\s+work|day\s+to\s+day|"
    r"these\s+days|nowadays)\W+)*(?:writing\s+|coding\s+(?:in\s+)?|it's\s+(?:all\s+)?|its\s+(?:all\s+)?|"
    r"(?:\w+\s+)?dev\s+here\W+)?",
    _F,
)

# Where a clause of a subjectless statement starts: "flutter at work, so Dart mostly".
_CLAUSE_CUT = re.compile(r"[,;:]\s*|\s[-–—]+\s|\b(?:so|and|but)\s+", _F)


def language_from_statement(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` with the user's language a statement names beside a cue of habit, when no cue of a
    clause read one."""
    if _HANDS_OFF.search(text):  # "the whole codebase at work is Scala but I don't touch it": not the user's
        facts = [f for f in facts if not (f.slot == "tool:language" and f.op == "set")]
    if any(f.slot.startswith("tool:language") or (f.slot == "?" and f.op == "end") for f in facts):
        return facts
    found = _language(text)
    if found is None:
        return facts
    kept = [f for f in facts if slot_key(f.value) != slot_key(found) or f.slot.startswith("tool:")]
    return [*kept, TypedFact("tool:language", found, "set", evidence=text, rule="value:language")]


def _language(text: str) -> str | None:
    low = text.lower()
    if THIRD_SUBJECT.match(low) or names_someone_else(text) or _UNREAL.search(AFFIRMING.sub(" ", text)):
        return None
    if not (_HABIT.search(text) or _ONGOING.search(text)):
        return None
    named = {
        slot_key(v): v
        for m in KNOWN_TOOL.finditer(text)
        if "language" in purposes_of(v := " ".join(m.group("v").split())) and _plain(text, m, v)
    }
    named = {k: v for k, v in named.items() if k not in _QUERY_AND_SHELL}
    if len(named) != 1:
        return None
    value = next(iter(named.values()))
    first = next(m for m in KNOWN_TOOL.finditer(text) if slot_key(m.group("v")) in named)
    if _NOT_NOW.search(AFFIRMING.sub(" ", _part(text, first))):
        return None
    if _ME.search(text) is not None:
        return value
    before = text[: first.start()]
    clause = before[max((c.end() for c in _CLAUSE_CUT.finditer(before)), default=0) :]
    return value if _SUBJECTLESS.fullmatch(clause) else None


def _part(text: str, found: re.Match[str]) -> str:
    """The part of ``text`` holding ``found``, between the stops and commas around it."""
    start = max((c.end() for c in _PART_CUT.finditer(text) if c.end() <= found.start()), default=0)
    stop = next((c.start() for c in _PART_CUT.finditer(text, found.end())), len(text))
    return text[start:stop]


def _plain(text: str, found: re.Match[str], value: str) -> bool:
    """A language plainly named: no part of a compound ("go-to"), a short or everyday name only where
    it can only be the language ("Go" past the opening, "rust" in lower case)."""
    if in_compound(text, found) or len(value) == 1:
        return False  # "C", "R", "D": letters far more often than languages in chat
    if not ambiguous(value):
        return True
    said = found.group("v")
    return (said[:1].isupper() and found.start() > 0) or tool_even_lower(value)
