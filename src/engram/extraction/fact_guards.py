"""What a frame's capture can hold that is no value of its slot: the words of the frame itself ("I
live in fear", "I work at night"), a title that is somebody else's ("I'm hiring a Go developer"), a
verb that is no hobby, a wish that is no trip. :mod:`engram.extraction.facts` asks these guards."""

from __future__ import annotations

import re

from engram.extraction.fact_lexicon import SOME_ORG, THIRD_PARTY
from engram.extraction.profile_rules import _NOT_LIVING_PLACE, _NOT_PLACE, _NOT_WORKPLACE
from engram.extraction.tool_lexicon import plainly_a_tool

_F = re.IGNORECASE
NOT_A_TITLE = frozenset({"working", "employed", "job", "work", "based", "living", "mine", "yours", "ours", "theirs"})
# a first word that says the title is somebody else's ("I'm hiring a Go developer", "interviewing a nurse")
HIRING = frozenset(
    "hiring recruiting interviewing seeking replacing training mentoring onboarding supervising managing".split()
)
NOT_HOBBY_VERBS = frozenset(
    "work live sleep eat study commute sit stay get go come do have am was read play use take attend "
    # adverbs and auxiliaries the frame's first word can catch ("I just like playing for fun")
    "just really also still usually always often sometimes even only like love enjoy need want can could "
    "will would should might must may never mostly "
    # the verbs of a change of job or home, said with the subject dropped ("left Acme on friday"),
    # and irregular pasts: "left Brackwater on friday" is no hobby of leaving
    "left leave quit join joined start started move moved relocate relocated settle settled "
    "went got took made said came began met sold bought lost found kept felt told sent spent put "
    "set won ate drove flew broke chose gave knew saw thought brought caught taught heard held paid built "
    "wrote fell doing going getting having making taking "
    # verbs of liking or watching: "I hate running every morning" is no hobby of hating
    "hate watch love adore prefer dislike miss "
    # what a household does among itself: "Jaroslav and I argue every night" names no pastime
    "argue argues arguing fight fights fighting bicker bickering squabble "
    # practice of an instrument or a sport named elsewhere: "I practise every evening" names no pastime
    "practise practice rehearse train exercise "
    # time spent on something named after it: "I spend most evenings knitting now" (knitting, not spending)
    "spend spends spending devote dedicate".split()
)


# Gerunds of knowing, being and doing in general name no pastime.
STATIVE_GERUNDS = frozenset(
    "knowing being having feeling seeing thinking getting making doing going trying wanting needing saying "
    "telling realising realizing hearing believing remembering understanding hoping wishing meaning".split()
)
# A trip told once it is over: a past time ("went ... last Friday", "we were in Oslo two weeks ago",
# "a pic from my trip to the Smoky Mountains last year") is a memory of the trip, not a temporary
# state; "since last week" still runs on.
TRIP_OVER = re.compile(
    r"(?<!since\s)\b(?:last\s+(?:week|weekend|month|year|summer|winter|spring|autumn|fall|monday|tuesday|wednesday|thursday|"
    r"friday|saturday|sunday|night|time)|yesterday|ago|back\s+in|in\s+(?:19|20)\d\d)\b",
    _F,
)
# A wish is no trip ("visiting castles is on my bucket list"), and "going to <verb>" is an intention
# ("I'm going to make it for my family this weekend"), not a journey.
WISHED = re.compile(
    r"\b(?:bucket\s+list|some\s*day|one\s+day|dream(?:ing)?\s+(?:of|about)|would\s+love\s+to|"
    r"hop(?:e|ing)\s+to|wish(?:ing)?|want\s+to\s+(?:go|visit|see)|plan(?:ning)?\s+(?:a|an|my|our|the)|"
    r"thinking\s+(?:about|of)|considering|looking\s+into)\b",
    _F,
)
INTENT_VERBS = frozenset(
    "make do get try be have see go take start keep give find help put work call cook bake buy write read "
    "watch play learn ask tell need let check finish stay spend miss bring send pick join sign meet show".split()
)
_NOT_A_HOME = re.compile(r"^(?:together|with|here|there|again|yet|properly|finally)\b", _F)  # "moved in together"
_KIN_VALUE = re.compile(THIRD_PARTY, _F)
_A_TEAM = re.compile(r"\b(?:team|squad|department|dept|org)$", _F)  # "I'm in Sana Mir's team now": no home
DURATION = re.compile(
    r"^\W*(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twenty|many|several|some|a few|the past|"
    r"the last|ages|years|months|weeks|days|a while|a long|long|now|ever|good)\b",
    _F,
)
_PASTIME_GROUP = re.compile(r"\b(?:club|choir|society|league|class|classes|orchestra|gym|meetup)$", _F)


# What a user lives "in" or "out of" between homes is no place: "still living out of suitcases",
# "living in limbo", "in a camper van for now" -- the words of being unsettled, and the things one lives in.
_UNHOUSED = re.compile(
    r"(?:(?:a|an|the|my|our|some|two|three|cardboard|hotel|friends'?|other\s+people's|a\s+couple\s+of)\s+)*"
    r"(?:(?:camper\s*)?vans?|campers?|campervans?|suitcases?|boxes|bags?|backpacks?|duffel\s+bags?|limbo|transit|chaos|denial|"
    r"hotels?|hostels?|motels?|airbnbs?|air\s*bnbs?|sublets?|couches|sofas|spare\s+rooms?|storage|caravans?|rvs?|"
    r"motorhomes?|trailers?|boats?|tents?|cars?|trucks?|guest\s+rooms?|temporary\s+(?:housing|accommodation)|"
    r"between\s+places|a\s+holding\s+pattern|no\s+fixed\s+abode)",
    _F,
)
# A spot inside a town is no town: "the move to the new office went fine".
_SPOT = re.compile(
    r"(?:the\s+|a\s+|an\s+|my\s+|our\s+)?(?:new\s+|old\s+|other\s+|main\s+)?(?:office|offices|gym|school|hospital|"
    r"building|campus|hotel|hostel|studio|floor|room|desk|department|team|lab|warehouse|factory|site|branch|store|"
    r"shop|clinic|ward|unit|hq|headquarters|basement|attic|garage|kitchen|bedroom|couch|sofa|bed|car|van|tent)",
    _F,
)


# A time or an amount after a cue of writing is no tool: "PyCharm is what I write code in all day" has its
# tool before the cue, and "all day" after it.
_NOT_A_TOOL = re.compile(
    r"^(?:all|most|many|these|those|every|each|day|days|daily|weekends?|evenings?|mornings?|nights?|weekdays?|"
    r"work|now|general|earnest|secret|private|public|bulk|parallel|practice|full[\s-]?time|part[\s-]?time|"
    r"the\s+(?:day|days|evenings?|mornings?|office|meantime|end|moment|main|first|past)|my\s+(?:day|spare|free|own))\b",
    _F,
)
_TOOL_KINDS = frozenset({"editor", "language", "tool", "notes", "terminal", "shell", "browser", "os"})


_A_TEAM_ONLY = re.compile(r"(?:the\s+)?(?:[\w&-]+\s+){0,2}(?:team|department|division|squad|unit|crew)", re.IGNORECASE)


_SOME_ORG = re.compile(SOME_ORG, re.I)
# somebody described before their name ("guy called Hamish", "a woman named Priya"): a person, no place
_A_PERSON = re.compile(
    r"(?:an?\s+)?(?:[\w-]+\s+)?(?:woman|man|guy|lady|bloke|chap|gal|girl|fella|person|dude)\s+(?:called|named)\b", re.I
)


def not_a_value(kind: str, value: str) -> bool:
    """ "I live in fear of ...", "I work at night": the frame's words, not a place or an employer."""
    if kind in _TOOL_KINDS and _NOT_A_TOOL.match(value):
        return True
    if kind in ("residence", "trip") and plainly_a_tool(value):
        return True
    if kind in ("residence", "trip"):
        return bool(
            _SPOT.fullmatch(value)
            or _NOT_LIVING_PLACE.match(value)
            or _NOT_PLACE.match(value)
            or _NOT_A_HOME.match(value)
            or _A_TEAM.search(value)
            or _UNHOUSED.fullmatch(value) is not None
        )
    if kind == "employer":  # "joined a running club", "I'm with my parents now": no workplace
        return bool(
            _NOT_WORKPLACE.match(value)
            or _NOT_PLACE.match(value)
            or _PASTIME_GROUP.search(value)
            or _KIN_VALUE.fullmatch(value)
            or _A_TEAM_ONLY.fullmatch(value) is not None  # "joined the data team at Kilnworth": a team, not the company
            or _A_PERSON.match(value) is not None  # "I work for a guy called Hamish": a manager, no workplace
            or _SOME_ORG.fullmatch(value) is not None  # "I work at a different company now": no name said
        )
    return False
