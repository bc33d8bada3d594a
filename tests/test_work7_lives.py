# ruff: noqa: E501  (chat messages are quoted whole)
"""Work lives of our own (wave 7): a job introduced, then changed or ended over sessions, each news
told in one chatty turn that names the employer and the title together in a shape no single frame
reads ("Accepted X's offer -- I'll be a <title>", "Hired! X, <title>", "the X job came through, I
start as a <title>"), in lower case, or as a manager handover. After the last session the context
block holds each current value on exactly one line and no line naming an old one, and recall
answers a natural question. The must-produce-nothing lives hear of interviews, offers turned down,
other people's new jobs and a pottery class "at" a studio: the user's own lines stay as they were.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from test_work_changes import check_life

# name -> (lines, current values, gone values, {question: answer})
LIVES: dict[str, tuple[list[str], list[str], list[str], dict[str, str]]] = {
    "offer_accepted_then_promoted": (
        [
            "I'm a staff nurse at Larkhill General, mostly nights.",
            "ok big news -- accepted Verrow Health's offer, I'll be a clinical nurse specialist. can you help me write a goodbye note to my team?",
            "quick update: promoted!! I'm now the ward manager there 🎉",
        ],
        ["Verrow Health", "ward manager"],
        ["Larkhill", "staff nurse", "clinical nurse specialist"],
        {"where do I work now?": "Verrow", "what's my job title?": "ward manager"},
    ),
    "hired_headline_then_left": (
        [
            "I work at Corrigan Print as a junior designer.",
            "Hired! Hollins & Vale, junior architect. starting in two weeks, can you help me plan the handover?",
            "so I handed in my notice at Hollins & Vale, starting at Brightmarsh Studio next month as a senior architect",
        ],
        ["Brightmarsh Studio", "senior architect"],
        ["Corrigan", "Hollins", "junior architect", "junior designer"],
        {"where do I work now?": "Brightmarsh", "what is my title?": "senior architect"},
    ),
    "lower_case_job_change": (
        [
            "i work as a teller at eastwick bank",
            "moved over to saltbrook capital as an investment analyst. pretty nervous tbh",
            "i report to baptiste girard now, he seems chill",
        ],
        ["saltbrook capital", "investment analyst", "baptiste girard"],
        ["eastwick", "teller"],
        {"where do I work?": "saltbrook", "who do I report to?": "baptiste"},
    ),
    "job_came_through": (
        [
            "I'm a line cook at Mosaic Kitchen.",
            "The Westbury job came through, I start as a pastry chef on the 12th! any tips for the first week?",
        ],
        ["Westbury", "pastry chef"],
        ["Mosaic", "line cook"],
        {"where do I work now?": "Westbury", "what's my job?": "pastry chef"},
    ),
    "manager_handover": (
        [
            "My manager is Dev Patel, he's great.",
            "ugh, my manager Dev Patel is leaving, and Zara Ahmed is taking over. can you help me draft an intro message to her?",
        ],
        ["Zara Ahmed"],
        ["Dev Patel"],
        {"who is my manager?": "Zara"},
    ),
    "reorg_particle_surname": (
        [
            "I report to Imogen Vale at Tessaly Bank.",
            "Reorg happened lol. Got a new manager today: Bram de Vries.",
        ],
        ["Bram de Vries", "Tessaly Bank"],
        ["Imogen"],
        {"who's my boss?": "Bram de Vries"},
    ),
    "left_then_joined_with_title": (
        [
            "I'm an account manager at Dunmore Foods.",
            "ok so I'm leaving Dunmore Foods for a job at Greyfriars Hospital as a staff nurse. career change at 40!",
        ],
        ["Greyfriars Hospital", "staff nurse"],
        ["Dunmore", "account manager"],
        {"where do I work now?": "Greyfriars", "what's my title?": "staff nurse"},
    ),
    "ditched_for_a_gig": (
        [
            "I work at Corvid Consulting.",
            "Ditched Corvid Consulting for a gig at Birchway. so much calmer already",
        ],
        ["Birchway"],
        ["Corvid"],
        {"where do I work now?": "Birchway"},
    ),
}

# the user's facts after the first line must be the same after the rest
UNCHANGED: dict[str, tuple[list[str], list[str], list[str]]] = {
    "interviews_and_offers": (
        [
            "I'm a data analyst at Fernhill Insurance and my manager is Ruth Okafor.",
            "Just had a job interview at Fenwick & Hale, fingers crossed!",
            "Got an offer from Tessera as a senior analyst but I'm still deciding.",
            "I was offered a job at Quantex but said no.",
            "I'd take a job at Kestrel Labs as an engineer in a heartbeat.",
        ],
        ["Fernhill Insurance", "data analyst", "Ruth Okafor"],
        ["Fenwick", "Tessera", "senior analyst", "Quantex", "Kestrel", "engineer"],
    ),
    "others_and_weak_cues": (
        [
            "I work at Orchard Labs as a product manager.",
            "my friend priya just joined google as an engineer",
            "I'm starting a pottery class at Clayworks on Monday, so excited",
            "I'll be at Heathrow on Monday for my flight.",
            "My wife's new manager is Tom Burke.",
            "Years ago I worked at Blockbuster as a clerk.",
        ],
        ["Orchard Labs", "product manager"],
        ["google", "Clayworks", "Heathrow", "Tom Burke", "Blockbuster", "clerk"],
    ),
}


@pytest.mark.parametrize("name", sorted(LIVES))
def test_a_job_event_replaces_the_old_lines(tmp_path: Path, name: str) -> None:
    check_life(tmp_path, name, *LIVES[name])


@pytest.mark.parametrize("name", sorted(UNCHANGED))
def test_news_that_is_not_the_users_job_leaves_it_alone(tmp_path: Path, name: str) -> None:
    lines, kept, never = UNCHANGED[name]
    check_life(tmp_path, name, lines, kept, never, {})
