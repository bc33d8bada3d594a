"""Whether a residence value a frame read names a place at all.

A residence is stated to every later session, so a frame's capture must be a place: the gazetteer
knows most towns, and a capitalised name it does not know may still be a village. What is no place
is told by its kind, not by the sentence: a word the writer left in lower case while capitalising
the rest ("we've landed in Tbilisi, still living out of suitcases"), a known service or tool
("Moved to Stripe last month"), or any unknown name said beside a word of employment ("moved to
Halyard, new role is great"), where "moved to" is a change of job, and a title in lower case ("moved up
to shift lead"), where it is a promotion. A dwelling told in the past
(:data:`PAST_HOME`) is no home either.
"""

from __future__ import annotations

import re

from engram.extraction.frame_parts import HAS_JOB
from engram.extraction.gazetteer import is_place
from engram.extraction.tech_lexicon import tech_kind
from engram.extraction.tool_lexicon import tool_kind

_F = re.IGNORECASE
# Words of a job: a name moved to beside them is a workplace ("moved to Brightwave, same role").
EMPLOYMENT = re.compile(
    r"\b(?:job|jobs|role|roles|position|team|teams|offer|hired|hiring|salary|pay|raise|promotion|promoted|"
    r"employer|company|startup|start-up|firm|agency|contract|contractor|interview|interviews|onboarding|"
    r"colleagues?|coworkers?|co-workers?|boss|manager|payroll|recruiter|career|notice|"
    r"(?:first|last)\s+(?:day|week)\s+(?:at|with)|work(?:ing)?\s+(?:at|for))\b",
    _F,
)


# A dwelling spoken of in the past past a relative clause or an aside: "my flat in London, which I sold
# in 2019, was tiny", "the house in Leeds that we left behind".
PAST_HOME = re.compile(
    r"\b(?:flat|house|place|apartment|home|condo|studio|room|cottage|terrace|townhouse|bungalow|loft)\s+(?:in|on|near)\s+"
    r"[^.;!?]*?(?:\b(?:which|that)\s+(?:i|we)\s+(?:\w+\s+)?(?:sold|left|gave\s+up|moved\s+out\s+of|rented\s+out)\b|"
    r",[^,.;!?]*,\s*(?:was|were|had\s+been|used\s+to)\b)",
    _F,
)


# how the user lives, never where: "living alone", "living together", "living on my own"
_HOW_NOT_WHERE = re.compile(
    r"^(?:alone|together|solo|single|apart|independently|abroad\s+again|on\s+my\s+own|with\b|by\s+myself|"
    r"off\s+grid|off-grid|rent-free|here|there|nearby|close\s+by)\b",
    re.IGNORECASE,
)


def not_a_place(value: str, clause: str, lower: bool) -> bool:
    """``value`` (no known place) is no place: nothing capitalised among capitals, a known tool or service,
    or an unknown name beside a word of employment."""
    if is_place(value.title()):  # "moved to perth, WA": a place the writer left in lower case
        return False
    if _HOW_NOT_WHERE.match(value):  # "i'm living alone now", "living together", "living out of a van"
        return True
    if not lower and not any(w[:1].isupper() for w in value.split()):
        return True
    if tech_kind(value) is not None or tool_kind(value) is not None:
        return True
    if lower and HAS_JOB.search(value):  # "moved up to shift lead this week": a promotion, no move
        return True
    return EMPLOYMENT.search(clause) is not None
