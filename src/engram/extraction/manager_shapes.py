"""Manager shapes that name no "boss" or "manager": the person above the user, the one the user
answers to, where the reporting line ends, and who has taken the team over.

Why: people describe their line rather than name it ("at work the person above me is Yusuf Demir",
"who I answer to is Marco Bellini these days", "my reporting line ends at Helen Price"), and tell
a change of manager as news of the team ("yusuf got poached by a competitor, annika berg has taken
over the team", "Mei Chen is running the team now", "ruth adler stepped in as our lead"). Chat
often types these names in lower case; in these shapes the team's own words mark the name, so a
lower-case full name is read too (never a word of the closed class of determiners, pronouns and
people-words: "my colleague has taken over the team" names nobody).

Nothing is read for somebody else's line ("the person above her", "his team"), the past ("the
person above me was ..."), a question or a wish (refused before this reading), or a team that is
not the user's ("the guy running the pub quiz team").
"""

from __future__ import annotations

import re

from engram.extraction.describing_words import describes
from engram.extraction.fact_lexicon import HONORIFIC, THIRD_PARTY
from engram.extraction.frame_parts import HAS_JOB
from engram.extraction.slots import TypedFact

_F = re.IGNORECASE
# (letters of every Latin script: "Małgorzata Zielińska", "Ayşe Yılmaz", "Søren Dahl")
_UPPER = "A-ZÀ-ÖØ-ÞĀĂĄĆĈĊČĎĐĒĔĖĘĚĜĞĠĢĤĦĨĪĬĮİĶĹĻĽĿŁŃŅŇŌŎŐŒŔŖŘŚŜŞŠŢŤŦŨŪŬŮŰŲŴŶŸŹŻŽ"
_LOWER = "a-zß-öø-ÿā-ž"
_CAP = rf"(?-i:[{_UPPER}][{_LOWER}'’-]+)"
_LOW = rf"(?-i:[{_LOWER}][{_LOWER}'’-]+)"
# a full name as typed: "Yusuf Demir", "Priya", or in lower case "annika berg" (two words at least)
_NAME = rf"(?P<name>(?:{HONORIFIC}\.?\s+)?{_CAP}(?:\s+{_CAP}){{0,2}}|{_LOW}\s+{_LOW})"  # ("Capt. Reyes" with its rank)
_NOW = r"(?:\s+(?:now|these\s+days|nowadays|at\s+the\s+moment|atm|at\s+work|from\s+\w+|as\s+of\s+\w+))?"
# the line described: "the person above me is X", "who I answer to is X", "my reporting line ends at X"
_LINE = re.compile(
    r"(?:^|[,;:]\s*|\b(?:and|so)\s+)(?:at\s+work,?\s+)?"
    r"(?:the\s+(?:person|one|guy|woman|lady|bloke|man)\s+(?:directly\s+|right\s+|immediately\s+)?above\s+me|"
    r"who\s+(?:i|we)\s+(?:now\s+)?(?:answer|report)\s+to|the\s+(?:person|one)\s+(?:i|we)\s+(?:now\s+)?(?:answer|report)\s+to|"
    r"(?:my|our)\s+reporting\s+line(?:\s+(?:ends|stops|goes\s+up|runs\s+up|leads)\s+(?:at|to|with))|"
    # the one above the user by a word of rank: "my immediate superior", "my direct supervisor", "my line boss"
    r"(?:my|our)\s+(?:(?:immediate|direct|actual|real|official|current|new|line)\s+)*superior|"
    r"(?:my|our)\s+(?:(?:immediate|direct|actual|real|official|current|new|line)\s+)*(?:immediate|direct|line|actual|real)\s+"
    r"(?:boss|manager|line\s+manager|supervisor|team\s+lead(?:er)?|lead|report(?:ing)?\s+manager)|"
    r"the\s+(?:person|one)\s+in\s+charge\s+of\s+me|"
    # the team the user is in, run by its head: "the team I'm on is run by X", "my team is led by X"
    r"(?:my|our|the)\s+(?:team|department|dept|unit|squad|ward|section|group|division)(?:\s+(?:i'm|i\s+am|im|i\s+work)\s+(?:in|on))?"
    r"\s+(?:is|'s)\s+(?:now\s+)?(?:run|led|managed|headed(?:\s+up)?|supervised)\s+by)"
    rf"(?:\s+(?:at\s+work|now|these\s+days|nowadays))*(?:\s+(?:is|['’]s)(?:\s+now)?)?\s+{_NAME}",
    _F,
)
# the team taken over: "X has taken over the team", "X is running the team now", "X stepped in as our lead"
_TAKEN = re.compile(
    rf"(?:^|[,;:]\s*|\b(?:and|so|now)\s+){_NAME}\s+(?:has\s+|just\s+|now\s+|officially\s+)*"
    r"(?:taken\s+over|took\s+over|is\s+(?:now\s+)?running|runs|is\s+(?:now\s+)?heading(?:\s+up)?|heads(?:\s+up)?|is\s+(?:now\s+)?leading)"
    r"\s+(?:the|our|my)\s+(?:team|department|dept|unit|squad|ward|section|desk|division)\b",
    _F,
)
_STEPPED_IN = re.compile(
    rf"(?:^|[,;:]\s*|\b(?:and|so|now)\s+){_NAME}\s+(?:has\s+|just\s+|now\s+)*(?:stepped\s+in|stepped\s+up|took\s+over|"
    r"has\s+taken\s+over|came\s+in|is)\s+as\s+(?:our|my)\s+(?:new\s+|interim\s+|acting\s+)?"
    r"(?:lead|team\s+lead|team\s+leader|manager|line\s+manager|boss|supervisor|head)\b",
    _F,
)
_LEAVING = re.compile(
    rf"(?:^|[,;:]\s*|\b(?:and|so|since|after|because|as|now\s+that)\s+)(?:(?:my|our|the)\s+(?:old\s+)?(?:boss|manager|lead|supervisor)\s+)?{_NAME}\s+"
    r"(?:has\s+|just\s+)*(?:left|quit|retired|moved\s+on|got\s+poached|was\s+poached|was\s+let\s+go|is\s+leaving|resigned)\b",
    _F,
)
# the user placed under a person at work: "i'm under kwabena asante at work", "working under Declan Foy"
_UNDER = re.compile(
    r"(?:^|[,;:]\s*|\b(?:and|so|now)\s+)(?:at\s+work,?\s+)?(?:i'm|im|i\s+am|i\s+work|i'm\s+working|i\s+am\s+working|working)\s+"
    rf"(?:(?:now|still|directly|currently|officially)\s+)*under\s+{_NAME}"
    # (a lower-case name only before a word of work or the end of its part: "i'm under heavy pressure" is none)
    r"(?=\s+(?:at\s+work|at\s+the\s+\w+|in\s+(?:the|our|my)\s+\w+|on\s+(?:the|our|my)\s+\w+|now|these\s+days|since)\b|\s*(?:$|[,;.!()]|-))",
    _F,
)
# what a person is under that is no person: "under pressure at work", "under review now"
_STATES = frozenset(
    "stress pressure strain orders order review investigation contract obligation budget scrutiny fire attack threat "
    "water control siege deadline deadlines probation notice observation instruction instructions supervision "
    "construction renovation way wraps impression assumption illusion radar weather spell influence age oath "
    "guard arrest caution warning discipline suspicion".split()
)
# never a name, in either case: determiners, pronouns, people-words, words of time
_NOT_NAME = frozenset(
    "the a an my our his her their your its this that these those some someone somebody everyone he she they we "
    "i you it who new old boss manager lead team guy woman lady bloke man person one people colleague coworker "
    "co-worker workmate teammate director supervisor head company firm office today now then also still just "
    "finally officially apparently basically".split()
)
_THIRD = re.compile(rf"^(?:{THIRD_PARTY})$", _F)
# somebody else's team or work: "X has taken over the team at his work"
_THEIRS = re.compile(r"\b(?:his|her|their|your)\s+(?:work|team|job|office|company|department|place)\b", _F)
# a team that is no workplace's: "X is running the team for the pub quiz"
_LEISURE = re.compile(r"\b(?:quiz|pub|football|league|club|choir|band|match|five-a-side|netball|cricket|rugby)\b", _F)


def manager_from_line(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` with the manager a described line or a taken-over team names, when none was read."""
    if any(f.slot == "manager" for f in facts) or _LEISURE.search(text) or _THEIRS.search(text):
        return facts
    found = _LINE.search(text) or _TAKEN.search(text) or _STEPPED_IN.search(text) or _UNDER.search(text)
    if found is None:
        return facts
    name = _person(found.group("name"), text)
    if not name or (found.re is _UNDER and set(name.lower().split()) & _STATES):
        return facts
    old = ""
    for left in _LEAVING.finditer(text[: found.start("name")]):
        old = _person(left.group("name"), text) or old
    after = _LEAVING.search(text, found.end("name"))  # "X took over the team this week, Ingeborg retired"
    old = old or (_person(after.group("name"), text) if after else "")
    rule = "manager:line" if found.re is _LINE else "manager:team"
    return [*facts, TypedFact("manager", name, "set", old=old or None, evidence=text, rule=rule)]


def _person(said: str, text: str) -> str:
    """The name as stored ("annika berg" is Annika Berg), or "" when the words name nobody."""
    words = said.split()
    low = [w.lower() for w in words]
    if any(w in _NOT_NAME or describes(w) or _THIRD.match(w) for w in low):
        return ""
    if any(HAS_JOB.search(w) for w in (low if said == said.lower() else low[:1])):
        return ""  # "the nurse", "head chef"; a capitalised surname may end like a job ("Lindqvist", "Baptist")
    if said == said.lower():
        if text != text.lower() or len(words) < 2:
            return ""  # a lower-case name only where the whole message is typed in lower case
        return " ".join(w[:1].upper() + w[1:] for w in words)
    return said
