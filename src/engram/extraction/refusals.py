"""What makes a sentence state nothing about the user: a question, a hypothetical, a hedge.

A sentence is refused whole ("maybe I'll move to Oslo", "is keto safe?", "if I adopted a dog ..."), but a wish or
a plan said in a clause of its own after a first-person statement refuses only that clause: "I'm currently a data
engineer and want to move into ML engineering" states the job (:func:`stated_head`). Reported speech is
:mod:`engram.extraction.reported_speech`'s.
"""

from __future__ import annotations

import re

from engram.extraction.asides import estimates_masked, unsoftened
from engram.extraction.discourse import conditional
from engram.extraction.statements import _HYPOTHETICAL, _QUESTION_MARK, _QUESTION_START, NOT_A_CONDITION

__all__ = ["LEAD", "asked", "refused", "stated_head"]

_F = re.IGNORECASE
_HEDGE = re.compile(
    r"\b(?:maybe|perhaps|probably|possibly|might|i think(?!\s+(?:in|about)\b)|i guess|i suppose|not sure|unsure|"
    r"considering|"
    r"(?<!keep\s)(?<!keeps\s)(?<!stop\s)(?<!kept\s)thinking (?:about|of)|wondering|dunno|no idea|would love to|"
    r"someday|one day|planning to|"
    r"hoping to|hope\s+to|hope\s+i(?:'ll|\s+(?:get|can|will|make))|aiming\s+to|"
    r"want to move|might move|still deciding|undecided|on the fence|weighing up|weighing it|"
    # what the user would do or nearly did: "I'd take a job at X in a heartbeat", "I almost took it"
    r"i'd\s+(?:take|jump\s+at|accept|consider|go\s+for|be)|"
    # a life before a turn, told in the past: "Before the divorce I lived in Phoenix with my wife Dana"
    r"^\W*before\s+(?:the|my|our)\s+(?:divorce|break-?up|split|move|separation)\b[^.;]*?\b(?:i|we)\s+(?:lived|had|was|were|used\s+to)\b|"
    # a plan given up: "I was going to join Lumen Health but they pulled the offer"
    r"(?:i|we)\s+(?:was|were)\s+(?:going\s+to|gonna|about\s+to)|"
    # a road not taken: "I once thought about training as a pilot", "toyed with moving to Cork, never did"
    r"(?:thought|dreamed|dreamt|daydreamed|fantasi[sz]ed)\s+(?:about|of)\s+\w+ing|considered\s+\w+ing|"
    r"(?:toyed|flirted|played)\s+with\s+(?:the\s+idea\s+of\s+)?\w+ing|"
    r"(?:but|and|though)\s+(?:i|we)\s+never\s+(?:did|went\s+through|followed\s+through|got\s+(?:round|around)\s+to)|"
    # a job refused: "I turned down the junior analyst job at X"
    r"(?:turned\s+down|declined|said\s+no\s+to|passed\s+on|rejected)\s+(?:the|a|an|their|his|her)\s+(?:[\w-]+\s+){0,3}(?:job|offer|role|position)|(?:almost|nearly)\s+(?:took|accepted|joined|moved|signed|quit|left|became|made|promoted|hired|got))\b",
    _F,
)
LEAD = re.compile(
    # a headline of news first, any mood, any when: "sad news today,", "some bad news this week:"
    r"^(?:(?:i'm|i\s+am|im)\s+(?:so\s+|really\s+|very\s+)?(?:pleased|happy|glad|proud|excited|thrilled|delighted)\s+to\s+"
    r"(?:say|report|announce|share|tell\s+you)(?:\s+that)?\s+|"
    r"(?:(?:(?:some|sad|bad|good|great|happy|big|exciting|personal|quick|small|little|mixed|random|more)\s+)+"
    r"(?:news|update)(?:\s+(?:today|tonight|here|though|tho|this\s+(?:week|morning|weekend)|from\s+me|on\s+my\s+end))?|"
    r"um+|uh+|erm+|hm+|ugh+|argh+|sigh|omg|welp|yay+|aw+|right|yeah|yep|yup|nope|"
    r"oh|ok|okay|so|well|also|and|but|btw|by the way|fyi|anyway|hey|hi|hello|morning|good news|apparently|"
    r"sadly|happily|honestly|update|quick update|sad news|bad news|great news|happy news|"
    r"exciting news|for the record|once more|again|just so you know|yes\s*,|no\s*,|"
    r"actually|side note|heads up|fun fact|news|big news|personal news"
    r")\b[\s,:;!.-]*)+",
    _F,
)


def refused(sentence: str) -> bool:
    """Questions, hypotheticals, hedges and reported speech state no fact about the user."""
    low = sentence.strip().lower()
    # "..., I think I'm done with it" states an ending; "says maybe ten words" estimates a count
    hedged = _HEDGE.search(estimates_masked(unsoftened(low)))
    return asked(sentence) or bool(_HYPOTHETICAL.search(NOT_A_CONDITION.sub(" ", low)) or hedged)


# Where a clause of its own starts after a first-person statement: "I'm a data engineer and want to move into ML"
_NEXT_CLAUSE = re.compile(
    r"\s*,?\s+(?:and|but|so)\s+|\s*[,;]\s+(?=(?:but|and|so)\b)|\s*,\s+(?=(?:he|she|it|they)\s)", _F
)
_FIRST_PERSON_START = re.compile(
    r"^\W*(?:(?:ok|okay|so|well|yeah|honestly|btw)\s*,?\s+)?(?:i|i'm|im|i've|i\s+am|we|we're|we've|my|our)\b", _F
)


# a hedge that reaches back over the clause before it: "Got an offer from Tessera but I'm still deciding"
_BACK_HEDGE = re.compile(
    r"\b(?:still\s+deciding|deciding|undecided|not\s+sure(?:\s+(?:yet|if|whether|about\s+it))?|thinking\s+(?:about\s+)?it|"
    r"on\s+the\s+fence|weighing\s+(?:it|up|things)|haven'?t\s+decided|not\s+decided|might\s+not|may\s+not)\b",
    _F,
)
_MODAL = re.compile(r"\b(?:could|would|might|should|may|must|can't|cannot)\b|'d\b", _F)


def stated_head(part: str) -> str:
    """``part`` when it states; else its longest run of leading clauses that states, when only the clauses
    after it are refused ("I'm currently a data engineer and want to move into ML engineering": the wish is
    the second clause's, the job the first's; "leaving Owen Sound was hard, but Jönköping is home now and I
    think we'll be happy here"); else ""."""
    if not refused(part):
        return part
    if conditional(part):
        return ""
    enough = 2 if _FIRST_PERSON_START.match(part) else 3
    found = ""
    for cut in _NEXT_CLAUSE.finditer(part):
        head, tail = part[: cut.start()], part[cut.end() :]
        if refused(head) or _MODAL.search(head) or _BACK_HEDGE.search(tail):
            break
        if len(head.split()) >= enough and refused(tail):
            found = head
    return found


# a condition opening its clause modifies the clause before it: "I'm moving to Berlin, if I get the job"
_CONDITION_FIRST = re.compile(
    r"^\W*(?:(?:and|but|so|then|only|even|just|or)\s+)?"
    r"(?:if|unless|suppose|supposing|imagine|what\s+if|in\s+case|assuming)\b",
    _F,
)


def beside_condition(part: str) -> str:
    """The longest run of leading clauses of ``part`` that states, when its condition sits inside a later
    clause of its own ("My son Kofi is seven and full of energy, and the flat is small, so anything involving
    running is out unless I want complaints": the condition is the last clause's); "" when the condition
    reaches the head ("I'm moving to Berlin, if I get the job")."""
    enough = 2 if _FIRST_PERSON_START.match(part) else 3
    found = ""
    for cut in _NEXT_CLAUSE.finditer(part):
        head, tail = part[: cut.start()], part[cut.end() :]
        if conditional(head) or refused(head) or _MODAL.search(head) or _CONDITION_FIRST.match(tail):
            break
        if len(head.split()) >= enough and conditional(tail):
            found = head
    return found


def asked(part: str) -> bool:
    """A question ("any good coffee places near the centre?"), read per dash-separated part."""
    return bool(_QUESTION_MARK.search(part) or _QUESTION_START.match(LEAD.sub("", part.strip().lower())))
