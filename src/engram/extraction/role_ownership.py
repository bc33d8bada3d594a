"""Whose a title or a manager is: the guards the fact builder asks before it keeps a role or a boss.

A skip-level manager or a lead's manager is not the user's (:func:`not_own_manager`); a role talked
about, applied or interviewed for, left behind, or held by somebody else, or a word after "made me" that
is no title ("made me an offer"), is not the user's title (:func:`not_own_role`).
"""

from __future__ import annotations

import re

_F = re.IGNORECASE
# "my skip-level manager", "my team lead's manager", "my boss's boss": not the user's manager
_NOT_OWN = re.compile(
    r"\bskip[\s-]*level\b|\b(?:manager|boss|supervisor|lead|leader)['’]s\s+(?:manager|boss|supervisor|lead)\b|"
    r"\b(?:manager|boss)\s+of\s+my\s+(?:manager|boss)\b",
    _F,
)


def not_own_manager(clause: str) -> bool:
    """Does the clause name somebody's manager other than the user's own?"""
    return bool(_NOT_OWN.search(clause))


# a role somebody talks to the user about, or one applied for, is not the user's title
_ROLE_TALKED_OF = re.compile(
    r"\b(?:about|regarding|re|interviewing\s+for|interviewed\s+for|applied\s+for|apply\s+for|applying\s+for|"
    r"looking\s+for|searching\s+for|hunting\s+for)\s+"
    r"(?:an?|the|this|that|their)\s+(?:[\w-]+\s+){0,4}?(?:role|position|job|opening|vacancy)\b|"
    # an interview is for a job not had yet: "I have an interview at Brightwell as a data analyst"
    r"\b(?:an?|my|her|his|their|our)\s+(?:job\s+|second\s+|final\s+|first\s+)?interview\b|"
    # ... and so are its questions, a posting or a description for one: "ten interview questions for a junior
    # accountant position", "a job ad for a sous chef role"
    r"\b(?:interview|screening)\s+(?:questions?|prep|tips|answers?|tasks?)\b|"
    r"\b(?:job\s+(?:ad|advert|posting|description|spec)|posting|listing|vacancy|cover\s+letter)\s+(?:for|of)\s+"
    r"(?:an?|the|this|that)\s+(?:[\w-]+\s+){0,4}?(?:role|position|job|opening)\b|"
    # an application to a workplace: "I applied to Fernhill Press for a senior editor role"
    r"\b(?:applied|applying|apply|interviewing|interviewed)\s+(?:to|at|with)\b",
    _F,
)


# what "made me ..." can name that is no title ("they made me an offer", "made me a coffee")
_NOT_A_TITLE_HEAD = frozenset(
    "offer offers deal promise mistake exception coffee tea breakfast lunch dinner cup copy employee".split()
)


# a title the user has left behind: "it got me out of my secure 9-5 as a banker", "back when I was a nurse"
_ROLE_LEFT = re.compile(
    r"\b(?:(?:got|get|gets|getting)\s+(?:me\s+)?out\s+of|escaped|left\s+behind|back\s+when|in\s+my\s+days|"
    # a title of the user's past: "years ago I worked at X as a clerk", "I used to be a nurse"
    r"years\s+ago|used\s+to|during\s+uni|in\s+college|at\s+uni|as\s+a\s+teenager|formerly|previously)\b",
    _F,
)


# a title written about for someone else: "we hired Nina as our new designer", "a cover letter for a ... role"
_ROLE_FOR_OTHERS = re.compile(
    r"\b(?:we|i)\s+(?:just\s+|finally\s+)?(?:hired|recruited|took\s+on|brought\s+on|onboarded)\s+(?!me\b|on\b)\w|"
    # somebody of the user's hired or promoted: "X just hired my brother as a junior auditor"
    r"\b(?:hired|promoted|appointed|recruited|took\s+on|taken\s+on|brought\s+on|employs|employed|pays|trained|made|named)\s+"
    r"(?:my|his|her|their|our)\s+\w|"
    r"\bcover\s+letter\b|\b(?:write|draft|writing|drafting)\s+(?:an?\s+|the\s+|my\s+)?(?:resignation|offer|reference)\s+letter\b|"
    r"\bjob\s+(?:ad|advert|posting|description|listing)\b",
    _F,
)


def _held_now(title: str) -> re.Pattern[str]:
    return re.compile(rf"\b(?:currently|presently|i'm|im|i\s+am)\s+(?:\w+\s+)?an?\s+{re.escape(title)}\b", _F)


def not_own_role(clause: str, title: str = "") -> bool:
    """Is the title in the clause one talked about or applied for, or left behind, not one the user
    holds, or no title at all ("they made me an offer")?"""
    words = title.lower().split()
    talked_of = _ROLE_TALKED_OF.search(clause) or _ROLE_LEFT.search(clause) or _ROLE_FOR_OTHERS.search(clause)
    if talked_of and talked_of.group(0).lower().startswith("cover") and title and _held_now(title).search(clause):
        talked_of = None  # the letter is for the next job, the one held is said: "cover letter, currently a X"
    return bool(talked_of) or bool(words and words[-1] in _NOT_A_TITLE_HEAD)
