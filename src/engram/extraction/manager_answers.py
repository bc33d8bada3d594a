"""Self-answered questions about the user's manager (and riddles of the user's own news), read as
the statement they answer.

Why: chat names a boss by asking the question and answering it in the next breath: "my boss?
Odette Marchand. strict but fair", "the person I report to? Felicity Crane.", "who do I answer to?
Rafael Ortega, mostly.", "who's my line manager? Callum Reid". Split at its question mark, the
answer is a bare name and the question is refused as a question, so nothing is read. What stays
put is a label of the user's own reporting line (my boss, my manager, my immediate superior, the
person I report to, who do I report to, who's my boss) closed by "?" and followed at once by a
person's name (two capitalised words, or one given name of :mod:`.person_names`). The "?" is read
as a colon and the question words as blanks ("who's my boss? X" is "my boss: X"); the text keeps
its length, so every span of it still points at what the user wrote.

The other side is :func:`asked_of_another`: a question about somebody else answered the same way
("my sister? the night manager at Corley Hotels", "and Tom? head chef over at Saltmarsh") makes the
answer theirs, so no title, workplace or manager is read from it for the user.

Nothing is changed for somebody else's line ("my sister's boss? ...", "who does Tom report to?
..."), a question answered by no name ("my boss? no idea", "my manager? ugh") or a question left
open ("who's my manager supposed to be?").
"""

from __future__ import annotations

import re

from engram.extraction.fact_lexicon import THIRD_PARTY
from engram.extraction.person_names import GIVEN_NAMES

_F = re.IGNORECASE
_RANK = r"(?:(?:current|new|direct|immediate|actual|real|official|line)\s+)*"
_NOW = r"(?:\s+(?:now|these\s+days|nowadays|at\s+the\s+moment|atm|at\s+work|currently))?"
_HEAD = (
    rf"(?:my|our)\s+{_RANK}(?:boss|manager|line\s+manager|supervisor|superior|team\s+lead(?:er)?|lead|"
    rf"reporting\s+manager){_NOW}"
)
_ANSWER = (
    r"(?=\s+(?:(?:oh|um+|uh+|well|erm|hmm+|ha|lol)[\s,]+)?(?:(?:that's|that\s+is|it's|it\s+is|that'd\s+be|"
    r"that\s+would\s+be)\s+)?(?P<name>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'’-]*(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'’-]*)?))"
)
# "the boss? Zeynep Arslan": in the user's own words, the definite boss is theirs (never "who's the boss?")
_THE_BOSS = rf"the\s+{_RANK}(?:boss|manager|line\s+manager|supervisor){_NOW}"
_OPEN = r"(?:^|(?<=[.!?;,:\n—–-])\s*|\b(?:ok|so|and|oh|well|um|btw|fyi|also)[\s,]+)"
# "my boss? X", "the person I report to? X": the label stays, its "?" is read as ":"
_LABEL = re.compile(
    rf"{_OPEN}(?P<ask>{_HEAD}|{_THE_BOSS}|the\s+(?:person|guy|man|woman|lady|one|bloke|gal|fella)\s+(?:that\s+|who\s+)?"
    rf"(?:i|we)\s+(?:report|answer)\s+to(?:\s+(?:now|at\s+work|these\s+days))?)\s*(?P<mark>\?){_ANSWER}",
    _F,
)
# "who's my boss? X", "who do I report to? X": the question words blanked
_WHO = re.compile(
    rf"{_OPEN}(?P<who>who(?:['’]s|\s+is)\s+)(?P<ask>{_HEAD})\s*(?P<mark>\?){_ANSWER}|"
    rf"{_OPEN}(?P<who2>who\s+do\s+)(?P<ask2>(?:i|we)\s+(?:report|answer)\s+to(?:\s+(?:now|at\s+work|these\s+days))?)"
    rf"\s*(?P<mark2>\?){_ANSWER.replace('?P<name>', '?P<name2>')}",
    _F,
)


# "guess who's the new operations manager? me!!": the user's own news asked as a riddle
_GUESS = re.compile(
    r"\bguess\s+who(?:['’]s|\s+is)\s+(?=(?:now\s+)?(?:the|a|an)\s+(?:new\s+)?[^?]{3,60}?(?P<mark>\?)\s*"
    r"(?:(?:it's|that's|that\s+would\s+be)\s+)?(?:me|moi|yours\s+truly|this\s+(?:girl|guy|gal|one))\b)",
    _F,
)


def answered_managers(text: str) -> str:
    """``text`` with each self-answered question about the user's manager read as a label, and
    a riddle of the user's own news answered ("guess who's the new X? me!") read as one statement
    ("guess who's the new X: me!")."""
    chars = list(text)
    for guess in _GUESS.finditer(text):
        chars[guess.start("mark")] = ":"  # (read by extraction.title_news)
    for found in (*_LABEL.finditer(text), *_WHO.finditer(text)):
        groups = found.groupdict()
        name = groups.get("name") or groups.get("name2") or ""
        if not _person(name):
            continue
        mark = "mark" if groups.get("mark") else "mark2"
        chars[found.start(mark)] = ":"
        who = "who" if groups.get("who") else "who2" if groups.get("who2") else ""
        if who:
            chars[found.start(who) : found.end(who)] = " " * (found.end(who) - found.start(who))
    return "".join(chars)


def _person(name: str) -> bool:
    """Two capitalised words, or one given name: "Ugh" or "Honestly" answers nothing."""
    words = name.split()
    return len(words) == 2 or (len(words) == 1 and words[0].lower() in GIVEN_NAMES)


# a question about somebody else that the next sentence answers: "my sister?", "and Tom?", "what about my dad?"
_OF_ANOTHER = re.compile(
    r"^\W*(?:(?:and|so|oh|what\s+about|how\s+about|as\s+for)\s+)?(?:(?:my|our)\s+(?:\w+\s+)?"
    + THIRD_PARTY
    + r"|(?!(?:me|myself|mine|moi|work|job|boss|manager)\b)(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-ž]+))"
    + r"(?:['’]s(?:\s+\w+)?)?\s*\?+\s*$",
    _F,
)
_WORK_SLOTS = frozenset({"role", "employer", "manager"})


def asked_of_another(before: str) -> bool:
    """Is the sentence before a question about somebody else, so that this one answers it for them?"""
    return _OF_ANOTHER.match(before) is not None


def work_slot(slot: str) -> bool:
    return slot in _WORK_SLOTS
