"""Manager-first reading: a person's name tied to a word of reporting, when no frame read a manager.

Frames follow sentence shapes ("I report to X", "my new boss is X"); people say it in endless
others: "Baptiste Girard is who I report to now", "I'm in Baptiste Girard's team after the reorg",
"these days my one-on-ones are with X", "My boss? X, as of this week", "we got a new director,
X, and I report straight to her". What stays put is a name and, close to it, a word of the
reporting line (report to, boss, manager, supervisor, team lead, one-on-ones, X's team, under X,
work for X, took over the team), in a statement about the user. The name must be tied to the
word -- within a few words of it, with no other name between -- and be the only person the
statement names outside other relations (a friend, a partner, a colleague).

Nothing is read when the line runs the other way (the user is the manager: "X reports to me", "my
direct report X", "I manage X"), when the manager is somebody else's ("my sister's boss"), for a
skip-level, a past ("used to report to"), a wish or a negation. Two names with one on the leaving
side ("Yuki left, so now it's X I report to") read as a change from the one to the other.
"""

from __future__ import annotations

import re

from engram.extraction.fact_lexicon import BOSS_WORDS, HONORIFIC, HONORIFICS, OPENERS, THIRD_PARTY
from engram.extraction.fact_values import not_a_name
from engram.extraction.gazetteer import placed
from engram.extraction.slots import TypedFact
from engram.extraction.tech_lexicon import tech_kind
from engram.extraction.tool_lexicon import tool_kind
from engram.extraction.work_frames import WORKED_FOR, org_like

_F = re.IGNORECASE
# A name: one to three capitalised words ("Baptiste Girard", "Ana de Souza", "Priya").
_UPPER = "A-ZÀ-ÖØ-ÞĀĂĄĆĈĊČĎĐĒĔĖĘĚĜĞĠĢĤĦĨĪĬĮİĶĹĻĽĿŁŃŅŇŌŎŐŒŔŖŘŚŜŞŠŢŤŦŨŪŬŮŰŲŴŶŸŹŻŽ"  # (every Latin script's capitals)
_WORD = rf"(?-i:[{_UPPER}][a-zß-öø-ÿā-ž-]+(?:['’](?!s\b)[a-zß-öø-ÿā-ž]+)?)"  # "O'Brien", "Émile", never "Girard's"
# (a title before it is part of it, as the frames keep it: "Dr. Ananya Iyer", "Herr Brandt")
_TITLE = rf"(?:{HONORIFIC}\.?\s+)?"
_NAME = re.compile(
    rf"(?<![\w']){_TITLE}{_WORD}(?:\s+(?:(?:de|da|van|von|der|den|del|bin|al|le|la)\s+)*{_WORD}){{0,2}}(?![\w])"
)
# The user's own unit: "our team reports to X" is the user's line ("my team member reports to me" is not).
_UNIT = r"(?:team|squad|department|dept|group|unit|division|crew)"
# Words of the user's reporting line.
_CUE = re.compile(
    r"\b(?:report(?:s|ed|ing)?\s+(?:straight\s+|directly\s+)?(?:in)?to|answer(?:s|ing)?\s+(?:straight\s+|directly\s+)?to|"
    r"(?:managed|supervised|line[\s-]managed)\s+by|reporting\s+line|in\s+charge\s+of\s+me|(?:boss|manager)-wise|"
    rf"{BOSS_WORDS}|lead|director|head\s+of\s+(?:the\s+)?team|"
    r"one[\s-]on[\s-]ones?|1[:-]1s?|under|work(?:ing)?\s+for|took\s+over(?:\s+(?:the|my|our)\s+team)?|"
    r"taken\s+over|taking\s+over|runs?\s+(?:my|our|the)\s+team|manages\s+me|managing\s+me)\b|['’]s\s+team\b",
    _F,
)
# The user speaks of themselves (or drops the subject, as chat does).
_FIRST_PERSON = re.compile(r"\b(?:i|i'm|i've|i'll|me|my|we|we're|our|us)\b", _F)
# The line runs the other way, is somebody else's, a skip, a past, a wish or a negation.
_NOT_MINE = re.compile(
    r"\b(?:reports?\s+to\s+me|report\s+to\s+me|under\s+me|intern|mentee|my\s+(?:direct\s+)?reports?|direct\s+report|i\s+manage|i'm\s+managing|"
    r"i\s+(?:now\s+)?lead|i'm\s+(?:now\s+)?(?:their|his|her|the\s+team's)\s+(?:boss|manager|lead)|my\s+team\s+members?|"
    r"skip[\s-]?level|skip|used\s+to|previous|former|old\s+(?:boss|manager|team|job|work|company|firm|place|employer)|"
    r"(?:i|we)\s+(?:was|were)\s+(?:\w+\s+)?(?:under|managed\s+by|reporting\s+to)|after\s+i\s+left|ex-|would|could|should|might|maybe|"
    r"hope|hoping|wish|want|if|not|never|no\s+longer|interview(?:ing|ed)?|hiring|hired\s+(?:a|an|our)|"
    rf"{THIRD_PARTY}['’]s\s+(?:\w+\s+)?(?:boss|manager|supervisor|lead|team|director)|"
    rf"(?:my|our)\s+(?:\w+\s+)?(?!{_UNIT}\b){THIRD_PARTY}\s+(?:reports?|answers?|works?)|"
    r"(?:lead|manager|boss|supervisor|director)['’]s\s+(?:\w+\s+)?(?:boss|manager|supervisor|lead)|"
    # what belongs to the boss is the boss's: "my boss's wife is doing an Ornish diet"
    r"(?:lead|manager|boss|supervisor|director)['’]s\s+(?!name\b)(?-i:[a-z])\w+)\b",
    _F,
)
# What is taken over when it is no team: "took over the kitchen", "has taken over the shop"
_OVER_A_THING = re.compile(
    rf"\s+(?:the|a|an|my|our|his|her|their|this|that)\s+(?!(?:new\s+|whole\s+)?(?:{_UNIT}|ward|section|desk|office)\b)\w+",
    _F,
)
# Where a name is left behind: "Yuki left", "instead of Yuki", "no more Yuki".
_LEFT_AFTER = re.compile(r"^\s*(?:left|quit|is\s+leaving|has\s+left|moved\s+on|retired|is\s+gone|was\s+let\s+go)\b", _F)
_LEFT_BEFORE = re.compile(r"\b(?:instead\s+of|replacing|replaced|from|after|no\s+more)\s+$", _F)
# A name that opens a sentence may be an everyday word; these never name a person.
_NOT_A_NAME = OPENERS | frozenset("Reorg Boss Manager Team Lead Director".split())
_WINDOW = 6  # words between the cue and the name, at most
_NAME_THEN_LINE = re.compile(r"^\s*(?:is|'s|has|became|took|runs|manages|will\s+be)\b", _F)
# A statement about somebody else in the user's life, not about the user's reporting line.
_SOMEBODY_ELSE = re.compile(
    rf"^\W*(?:(?:so|and|oh|btw)\s+)?(?:my|our)\s+(?:\w+\s+)?(?!(?:boss|manager|supervisor|lead|director)\b)"
    rf"(?!{_UNIT}\s+(?:now\s+|still\s+)?(?:reports?|answers?)\s+(?:straight\s+|directly\s+)?to\b){THIRD_PARTY}\b",
    _F,
)
# Noun cues are the user's only when the user owns them: "my (new) boss", "our team lead".
_NOUN_CUE = re.compile(
    # the boss by the trade's own word too: "my head chef Marco", "our charge nurse Ama", "my shift lead Tomasz"
    rf"{BOSS_WORDS}|lead|director|"
    r"head\s+of\s+(?:the\s+)?team",
    _F,
)
# (With the possessive dropped, "boss is still X" and "manager: X" are read by the apposition reading,
# extraction/kin_apposition.py, which owns that shape for managers and partners alike.)
_MINE_BEFORE = re.compile(
    r"\b(?:my|our|new|a\s+new)\s+(?:(?:new|current|direct|actual|official|interim|acting)\s+)*$", _F
)
# the boss of the user's workplace: "The boss at my place is Ebba Lindholm"
_BOSS_AT_MINE = re.compile(
    r"^\W*the\s+(?:boss|manager|supervisor|team\s+lead)\s+(?:at|of|in)\s+(?:my|our)\s+"
    r"(?:place|work|job|office|company|firm|workplace|team|department|shop|store|restaurant|clinic|practice)\b",
    _F,
)
_LEISURE = re.compile(
    r"\b(?:quiz|pub|football|soccer|league|club|choir|band|game|match|trivia|hackathon|relay|race|tournament|"
    r"fantasy|five-a-side|netball|cricket|rugby|bowling|softball|volleyball|dodgeball)\b",
    _F,
)
# The name is the subject of some other doing: news about them.
_DOING = re.compile(
    r"^\s*(?:just\s+|finally\s+)?(?:moved|left|quit|said|says|told|asked|wants|thinks|sent|called|emailed|is\s+leaving|"
    r"retired|went|came|got|bought|had|has\s+a|was)\b",
    _F,
)
# The name owns a boss of its own: "Omar Shah's manager"
_THEIR_BOSS = re.compile(
    r"['’]s\s+(?:new\s+|old\s+|own\s+)?(?:boss|manager|line\s+manager|supervisor|team\s+lead|lead|director)\b", _F
)
# Words that set the name apart from the cue: another person, another action.
_APART = re.compile(
    r"\b(?:and|or|but|with|met|meet|meeting|call|called|calling|told|tell|asked|ask|emailed|email|from|than|"
    r"about|want|wants|wanted|said|says|introduced|hired|interviewed|thinks|likes|hates|loves|cc|cc'd|got|engaged|"
    r"married|dating|gave|bought|named|called)\b",
    _F,
)
# "work for" said of a workplace, not a person: "The company I work for, Halyard, makes boats".
_WORKPLACE_FOR = re.compile(rf"\b{WORKED_FOR}", _F)
# The subject dropped, as chat does: "still managed by X, no change there", "reporting to X from monday".
_DROPPED = re.compile(
    r"^\W*(?:(?:still|now|currently|officially)\s+)*(?:managed|supervised|reporting|answering)\s+(?:by|to)\b", _F
)
# The user's news said as a headline: "New manager alert: X!", "new boss - X".
_HEADLINE = re.compile(r"^\W*(?:(?:a|my|our)\s+)?new\s+(?:manager|boss|supervisor|team\s+lead|line\s+manager)\b", _F)


def manager_from_name(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` with the manager a statement names beside a word of reporting, when no frame read
    one."""
    if any(f.slot == "manager" for f in facts) or _NOT_MINE.search(text):
        return facts
    if _FIRST_PERSON.search(text) is None and _HEADLINE.match(text) is None and _DROPPED.match(text) is None:
        return facts
    if _SOMEBODY_ELSE.match(text) or _WORKPLACE_FOR.search(text):
        return facts  # "my colleague Priti got a new manager, Odile Fairbank"; "the company I work for, Halyard"
    taken = {f.value.lower() for f in facts if f.value}
    names = [m for m in _NAME.finditer(text) if _a_person(m.group(0), text, m.start())]
    names = [m for m in names if m.group(0).lower() not in taken]
    tied = [m for m in names if _tied(text, m, names)]
    if not tied:
        return facts
    people = {m.group(0) for m in tied}
    if len(people) == 1:
        (name,) = people
        old = _left_name(text, names, name)
        return [*facts, TypedFact("manager", name, "set", old=old, evidence=text, rule="value:manager")]
    return facts


def _a_person(name: str, text: str, at: int) -> bool:
    """A capitalised phrase that can be a person: not an everyday opener, a place, a tool, a
    technology ("a Raspberry Pi under my desk") or a team's or company's name ("the Platform team")."""
    titled = name.split()[0].lower().rstrip(".") in HONORIFICS
    if titled and " " not in name:
        return False  # a title alone ("Dr", its name cut off) is nobody
    name = name.split(maxsplit=1)[1] if titled else name  # "Dr. Ananya Iyer": a person, whatever "Ananya" is
    first = name.split()[0]
    first_tech = tech_kind(name) is not None
    if first in _NOT_A_NAME or not_a_name(first) or placed(name, text, at) or tool_kind(name) is not None:
        return False  # ("leave on Diwali": a day, not a boss)
    if first_tech or org_like(name):
        return False  # ("working for Greystone Insurance": a company, not a boss; "a Raspberry Pi": a machine)
    if at == 0 and " " not in name and not _NAME_THEN_LINE.match(text[len(name) :]):
        return False  # a capitalised first word is often an everyday one
    before = text[:at].rstrip().lower()
    # "at Acme", "the Platform team"; "my manager left Brightline": the place left or joined, not a person
    before_name = r"\b(?:the|at|from|with\s+the|left|leaving|quit|quitting|joined|joining)$"
    return not re.search(before_name, before)


def _tied(text: str, name: re.Match[str], names: list[re.Match[str]]) -> bool:
    """Is the name within a few words of a cue, with no other name or sentence end between?"""
    if _DOING.match(text[name.end() :]):
        return False  # "our team lead Jo moved to Berlin": news of Jo, not of the user's reporting line
    if _THEIR_BOSS.match(text[name.end() :]):
        return False  # "a 1:1 with Omar Shah's manager": somebody above Omar, not Omar
    for cue in _CUE.finditer(text):
        said = cue.group(0).lower()
        if _NOUN_CUE.fullmatch(said) and not (_MINE_BEFORE.search(text[: cue.start()]) or _BOSS_AT_MINE.match(text)):
            continue  # "Elin Ek is a manager at my gym": somebody's job, nobody's manager of the user
        if said.startswith(("took over", "taken over", "taking over")) and _OVER_A_THING.match(text[cue.end() :]):
            continue  # "X took over the kitchen at the restaurant we love": a thing taken over, no team of the user's
        if said[:1] in "'’" and _LEISURE.search(text):
            continue  # "I'm in Maria's team for the pub quiz"
        lo, hi = (cue.end(), name.start()) if cue.end() <= name.start() else (name.end(), cue.start())
        if hi < lo:  # the cue is inside the name's span ("Baptiste Girard's team")
            return True
        between = text[lo:hi]
        asked = between.strip() == "?" and cue.end() <= name.start()  # "My boss? X, as of this week."
        if (re.search(r"[.!?;]", between) and not asked) or len(between.split()) > _WINDOW:
            continue
        meeting = re.match(r"one|1", cue.group(0), _F) and re.fullmatch(r"\s*(?:are|is)?\s*with\s*", between, _F)
        if _APART.search(between) and not meeting:
            continue  # "lunch with Tom and my boss", "my boss wants me to call Helen": two people
        if any(lo <= other.start() < hi for other in names if other is not name):
            continue
        if cue.group(0)[:1] in "'’" and cue.start() != name.end():
            continue  # "X's team" belongs to X only
        return True
    return False


def _left_name(text: str, names: list[re.Match[str]], kept: str) -> str | None:
    """The other name in the statement, when it is on the leaving side."""
    for m in names:
        if m.group(0) == kept:
            continue
        if _LEFT_AFTER.match(text[m.end() :]) or _LEFT_BEFORE.search(text[: m.start()]):
            return m.group(0)
    return None
