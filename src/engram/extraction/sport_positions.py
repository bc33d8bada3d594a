"""A position on a sports team is no job title: "I'm a shooting guard for the team", "I'm the
goalie in our five-a-side".

"I'm a <title>" is the commonest way to say a job, and a team position fills the same place. The
positions are a closed class. Those that are only ever positions (goalkeeper, shortstop, fly-half,
point guard) are never a title; those that are also everyday or work words (center, forward, lead,
safety, prop, stroke) are dropped only when the sentence speaks of a team, a club, a league or a
sport.
"""

from __future__ import annotations

import re

_F = re.IGNORECASE

_ONLY_POSITIONS = (
    r"goal\s*keeper|goalie|goaltender|netminder|striker|midfielder|centre[\s-]back|center[\s-]back|full[\s-]?back|"
    r"wing[\s-]?back|half[\s-]?back|winger|sweeper|centre[\s-]forward|center[\s-]forward|"
    r"point\s+guard|shooting\s+guard|small\s+forward|power\s+forward|quarterback|running\s+back|wide\s+receiver|"
    r"tight\s+end|linebacker|cornerback|offensive\s+lineman|defensive\s+lineman|lineman|"
    r"shortstop|first\s+baseman|second\s+baseman|third\s+baseman|outfielder|infielder|designated\s+hitter|"
    r"wicket[\s-]?keeper|all[\s-]rounder|opening\s+batsman|batsman|batter|fast\s+bowler|spin\s+bowler|spinner|seamer|"
    r"fly[\s-]half|scrum[\s-]half|loose[\s-]?head|tight[\s-]?head|number\s+eight|no\.?\s*8|"
    r"libero|outside\s+hitter|middle\s+blocker|opposite\s+hitter|goal\s+shooter|goal\s+attack|wing\s+attack|"
    r"wing\s+defence|goal\s+defence|left\s+wing|right\s+wing|left\s+back|right\s+back|jammer"
)
_ALSO_WORDS = (
    r"centre|center|forward|defender|keeper|pitcher|catcher|bowler|opener|prop|hooker|lock|flanker|setter|"
    r"blocker|pivot|skip|lead|second|third|safety|kicker|punter|cox|stroke|captain|vice[\s-]captain|sub|substitute"
)
_DESCRIBED = r"(?:(?:a|an|the|our|their|starting|backup|reserve|first[\s-]choice|regular|new|sub|substitute)\s+)*"
_ONLY = re.compile(rf"{_DESCRIBED}(?:{_ONLY_POSITIONS})s?", _F)
_ALSO = re.compile(rf"{_DESCRIBED}(?:{_ONLY_POSITIONS}|{_ALSO_WORDS})s?", _F)
_SPORT = re.compile(
    r"\b(?:team|club|league|side|squad|match|matches|game|games|season|fixture|pitch|court|rink|varsity|intramural|"
    r"five[\s-]a[\s-]side|pickup|rec|sunday\s+league|football|soccer|futsal|basketball|netball|baseball|softball|"
    r"cricket|rugby|hockey|volleyball|handball|lacrosse|water\s+polo|rowing|roller\s+derby|curling|ultimate)\b",
    _F,
)


def plays_position(title: str, sentence: str) -> bool:
    """Is ``title``, read as the user's job title, a position on a sports team?"""
    said = " ".join(title.split())
    if _ONLY.fullmatch(said):
        return True
    return _ALSO.fullmatch(said) is not None and _SPORT.search(sentence) is not None
