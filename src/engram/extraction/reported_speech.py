"""Reported speech: somebody else's words are never the user's facts, however first-person they read.

"my neighbour said she's moving to Leeds", "the ad says ...", "I read that Linear is switching to Rust",
"my dog Rex is cute, says Tom" report somebody else; "I told my boss ...", "I was just told I'll be
reporting to X", "bc my doc said so", "my doctor told me to do low-FODMAP" are the user's own news.
Read per clause, so "Scratch the cycling, my knee says no" still retracts.
"""

from __future__ import annotations

import re

from engram.extraction.discourse import speech_nouns_masked
from engram.extraction.statements import _REPORTED

__all__ = ["ATTRIBUTION", "reported"]

_F = re.IGNORECASE
_SELF_REPORT = re.compile(
    r"\b(?:i|we)\s+(?:\w+\s+)?(?:said|told|mentioned|wrote|thought|asked)\b|"
    # an authority as the reason, no words reported: "doing mediterranean now bc my doc said so"
    # (said without the article, as a learner says it: "eating only gluten-free since one year because doctor said")
    r"\b(?:because|bc|cause|cos|since|as)\s+(?:(?:my|the|our)\s+)?(?:\w+\s+)?\w+\s+(?:said|says|told\s+(?:me|us))"
    r"(?:\s+(?:so|to)\b|\s*(?=[,.;!?]|$))|"
    # ... or said beside the diet set: "doc says my blood pressure's high and wants me on the DASH diet"
    r"\b(?:doctor|doc|gp|dietitian|dietician|nutritionist|cardiologist|gastro|specialist|consultant)\s+(?:says|said)\b"
    r"(?=[^.;]*\b(?:wants|put|has|got)\s+me\s+on\b)|"
    # a diagnosis of the user's, confirmed: "the allergist confirmed it's birch pollen", "tests showed I'm coeliac"
    r"\b(?:allergist|doctor|doc|gp|dermatologist|immunologist|tests?|blood\s+tests?|skin\s+(?:prick\s+)?tests?)\s+"
    r"(?:confirmed|said|says|showed|shows|found)\b(?=\s+(?:that\s+)?(?:it's|it\s+is|i'm|i\s+am|i\s+have|i've\s+got)\b)|"
    # ... and its instruction to the user, no words of anyone's reported: "... and said to start antihistamines early"
    r"\b(?:said|told\s+me)\s+to\s+(?=(?:start|take|stop|avoid|try|keep|use|carry|cut|drop|switch)\b)|"
    # the user's own news, announced: "I am pleased to say that my promotion to associate professor was confirmed"
    r"\b(?:i'm|i\s+am|im)\s+(?:so\s+|really\s+|very\s+)?(?:pleased|happy|glad|proud|excited|thrilled|sad|sorry|relieved)\s+to\s+"
    r"(?:say|report|announce|share|tell\s+you)\b|"
    # the user asked things, no words reported: "I'm a backend developer and get asked this at every dinner"
    r"\b(?:get|gets|getting|always\s+get|keep\s+getting)\s+asked\b|"
    # a diet the user's doctor set: "My doctor told me to do low-FODMAP diet"
    r"\b(?:doctor|doc|gp|dietitian|dietician|nutritionist|cardiologist|gastro|specialist|consultant)\s+(?:told|advised|asked)\s+me\s+to\s+"
    r"(?=(?:do|go|follow|try|start|eat|keep|stay|ditch|drop|quit|stop|cut|give\s+up|switch)\b)|"
    # news told to the user is the user's: "was just told I'll be reporting to X"
    r"(?:^|\b(?:i|we)\s+)(?:was|were|got|have\s+been|'ve\s+been)\s+(?:just\s+|finally\s+|officially\s+)?(?:told|informed)\b|"
    # the user's own rise told to the user: "my manager told me this morning I've been bumped up to X"
    r"\b(?:told|tells|said|says|informed|confirmed|announced)\s+(?:to\s+)?(?:me|us)?\s*(?:[\w-]+\s+){0,3}?(?:that\s+)?"
    r"(?=(?:i've|i\s+have|i'm|i\s+am|i'll|i\s+will|i)\s+(?:just\s+|finally\s+|officially\s+)?(?:been\s+|being\s+|getting\s+|get\s+|got\s+|be\s+)?"
    r"(?:bumped|promoted|made|moved\s+up|moving\s+up|stepping\s+up|upgraded|appointed|named)\b)",
    _F,
)
# a greeting or a farewell is no report: "say hi to Pickle", "we had to say goodbye to Mochi"
_GREET = re.compile(r"(?:^\W*|\b)(?:say|said|saying)\s+(?:hi|hello|goodbye|good-bye|bye|farewell)\b", _F)
ATTRIBUTION = re.compile(
    # (a speaker, never a phrase of place: "working for Greystone Insurance, in claims")
    r"^[^,;]*[,;]\s*(?:(?!(?:in|at|on|for|with|of|from|into|about|doing|handling)\s)(?:\w+\s+){0,3}"
    r"(?:said|says|told\s+me|tells\s+me|wrote|writes|added|replied|claims|claimed)|"
    r"(?:said|says|writes|wrote)\s+\w+(?:\s+\w+)?)\s*$",
    _F,
)
_FIRST_PERSON_REPORTERS = frozenset({"i", "we", "as", "like"})
# news the user only read or heard about somebody else: "I read that Linear is switching to Rust"
_HEARSAY = re.compile(
    r"\b(?:i|we)\s+(?:just\s+|recently\s+|once\s+)?(?:read|heard|saw|learned|learnt|noticed)\s+"
    r"(?:somewhere\s+|online\s+|on\s+\w+\s+|in\s+\w+\s+)?(?:that|how)\s+(?!(?:i|i'm|i've|i'd|we|we're|my|our)\b)",
    _F,
)
_PLACE_WORDS = frozenset("in at on for with of from into about handling processing doing".split())


def reported(clause: str) -> bool:
    """Reported speech ("my neighbour said ...", "the ad says ..."): somebody else's words. Read per
    clause, so "Scratch the cycling, my knee says no" still retracts."""
    low = _SELF_REPORT.sub(" ", _GREET.sub(" ", clause.strip().lower()))
    low = speech_nouns_masked(low)  # "short replies", "a lot of thought": nouns, nobody speaking
    if ATTRIBUTION.search(low) or _HEARSAY.search(low):  # "my dog Rex is cute, says Tom"
        return True
    for match in _REPORTED.finditer(low):
        subject = match.group("subj")
        if subject in _PLACE_WORDS:
            continue  # "working for Greystone Insurance, in claims": a department, nobody speaking
        if subject is None or subject not in _FIRST_PERSON_REPORTERS:
            return True
    return False


# A first-person statement, then somebody else's words joined by a conjunction: "I'm a sustainability consultant
# and the client's CFO thinks it's a scam" -- the statement is the user's, only the second clause reports.
_JOINED_OTHER = re.compile(
    r"\s*,?\s+(?:and|but|while|whereas|though)\s+(?=(?:the|my|his|her|their|a|an|everyone|everybody|people|he|she|they)\b)",
    re.IGNORECASE,
)
_OWN_START = re.compile(r"^\W*(?:[\w ]{1,20}:\s*)?(?:i|i'm|im|i've|i'd|we|we're|we've|my|our)\b", re.IGNORECASE)


def stated_before_report(clause: str) -> str:
    """The first-person statement a clause opens with when only what follows a conjunction is reported
    speech; "" when the clause is all reported, or not the user's."""
    if not _OWN_START.match(clause):
        return ""
    for cut in _JOINED_OTHER.finditer(clause):
        head = clause[: cut.start()]
        if len(head.split()) >= 3 and not reported(head) and reported(clause[cut.end() :]):
            return head
    return ""
