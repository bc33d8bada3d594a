"""Work, home and diet over a life, in the shapes a fresh bank exposed (helper work11, 2026-11-26).

Mini-lives of our own: a title and workplace answered to self-asked labels ("my job? network
engineer. company? Lumenfold."), then a promotion told as "the bump to X" or "the team's X from
today"; a title and workplace said with the article left out ("working as mechanical engineer in
Moorgate Labs") and later a new title; a manager told by the reporting line and replaced by a
lower-case full name who "has taken over the team"; a lifelong home that a trip ("landed in Krakow!
here for a trade show, back monday") must not replace, and then a real move; a household's diet. After
the last session the context block states each current value on exactly one line and no old one, and
recall answers a natural question. The must-produce-nothing lives (a neighbour's job, another's label,
a closed tenure, a relative's home, a flatmate's diet) leave the user's facts as they were.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from test_things_changes import check_life, check_nothing_changes

# name: (user turns, one per session; current values; gone values; {question: wanted word})
LIVES: dict[str, tuple[list[str], list[str], list[str], dict[str, str]]] = {
    "labels-then-the-bump": (
        [
            "my job? network engineer. company? Lumenfold. happy enough, can you explain BGP simply?",
            "long week lol. anyway what's a good way to document a network diagram?",
            "got the bump to network architect 🎉 what should I read first in the new role?",
        ],
        ["network architect", "Lumenfold"],
        ["network engineer"],
        {"what is my job title?": "network architect", "where do I work?": "Lumenfold"},
    ),
    "article-dropped-then-the-teams-title": (
        [
            "I am working as mechanical engineer in Moorgate Labs since two years. can you help me with a CV?",
            "it's official, I'm the team's principal engineer from today! how do I run my first design review?",
        ],
        ["principal engineer", "Moorgate Labs"],
        ["mechanical engineer"],
        {"what is my job?": "principal engineer"},
    ),
    "line-then-team-taken-over": (
        [
            "at work the person above me is Yusuf Demir, he's lovely. how do I ask him for a raise?",
            "ugh. yusuf got poached by a competitor, annika berg has taken over the team. tips for a first 1:1?",
        ],
        ["Annika Berg"],
        ["Yusuf Demir"],
        {"who is my manager?": "Annika Berg"},
    ),
    "born-and-bred-trip-then-move": (
        [
            "Kilkenny born and bred, never really lived anywhere else. what's a good local walk for a sunday?",
            "landed in Krakow! here for a trade show, back monday. what should I eat tonight?",
            "ok big news, we moved to Galway last month. any tips for settling in?",
        ],
        ["Galway"],
        ["Kilkenny", "Krakow"],
        {"where do I live?": "Galway"},
    ),
    "label-employer-then-moved-up": (
        [
            "right, for work i'm a primary school teacher, employer's sundial academy. any lesson plan tips?",
            "quick update: moved up to deputy head this term, so more admin. how do I delegate better?",
        ],
        ["deputy head", "Sundial Academy"],
        ["primary school teacher"],
        {"what do I do for work?": "deputy head"},
    ),
    "household-diet-and-an-allergy": (
        [
            "vegetarian household here, so skip the bacon -- what's a good weeknight dinner?",
            "fwiw please keep walnuts out of anything you suggest, I'm allergic. pesto ideas?",
        ],
        ["vegetarian", "walnuts"],
        [],
        {"what is my diet?": "vegetarian", "what am I allergic to?": "walnuts"},
    ),
}


@pytest.mark.parametrize("name", sorted(LIVES))
def test_work_home_and_diet_keep_the_current_value(tmp_path: Path, name: str) -> None:
    check_life(tmp_path, name, LIVES[name])


BASE = [
    "my job? dental hygienist. employer? brightwater clinic. my manager is Karen Holt and I live in Leeds.",
]
NOTHING = {
    "neighbours-job": "Ebenezer next door just started work as a stenographer",
    "others-label": "his job: plumber. company: Pipeline Co.",
    "closed-tenure": "been at Acme two years, left in 2019",
    "relatives-home": "my mum is Kilkenny born and bred",
    "flatmates-diet": "my flatmate's vegetarian, so we cook a lot of lentils",
    "others-team": "Marcus upstairs has taken over the team at his work",
    "household-worker": "our cleaner is employed by Sparkle Services",
}


@pytest.mark.parametrize("name", sorted(NOTHING))
def test_somebody_elses_or_a_closed_job_changes_nothing(tmp_path: Path, name: str) -> None:
    check_nothing_changes(tmp_path, name, BASE, NOTHING[name])
