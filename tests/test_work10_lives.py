# ruff: noqa: E501  (chat messages are quoted whole)
"""Jobs told in fragments, on displays and inside questions, across sessions (wave 10).

Each life introduces a title and a workplace, then changes or ends them in chatty turns that drop
the subject ("lab technician at Kestrel Bio, first month in"), show the new title on a signature or
a badge, ask for help in the new job ("any tips for my first week as ..."), or are written all in
lower case. After the last session the context block holds each current value on exactly one line
and no line naming an old one, and recall answers a natural question. The lives that must leave the
user alone talk about somebody else's job in a fragment, a service switched, a place the user is
at, a costume or a job ad.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from test_work_changes import check_life

# name -> (lines, current values, gone values, {question: answer})
LIVES: dict[str, tuple[list[str], list[str], list[str], dict[str, str]]] = {
    "fragment_then_new_fragment": (
        [
            "claims adjuster at Wrenfield Mutual -- that's the day job, evenings are for the band. anyway can you suggest a setlist order?",
            "ok so big change: left Wrenfield last month. lab technician at Kestrel Bio now, first month in, exhausted already",
        ],
        ["Kestrel Bio", "lab technician"],
        ["Wrenfield", "claims adjuster"],
        {"where do I work?": "Kestrel", "what's my job title?": "lab technician"},
    ),
    "title_on_the_signature": (
        [
            "9-to-5: payroll clerk, Dunmore Logistics. not glamorous but it pays",
            "new title on my email signature: payroll supervisor 🎉 can you help me draft a note to the team?",
        ],
        ["payroll supervisor", "Dunmore Logistics"],
        ["payroll clerk"],
        {"what's my title?": "payroll supervisor"},
    ),
    "first_week_question": (
        [
            "by day: dental hygienist at Brightsmile Clinic. by night: gamer",
            "handed in my notice at Brightsmile, it was time",
            "any tips for my first week as a practice manager at Halden Dental Care?",
        ],
        ["practice manager", "Halden Dental Care"],
        ["dental hygienist", "Brightsmile"],
        {"where do I work now?": "Halden"},
    ),
    "lower_case_cellar": (
        [
            "i'm a barista at copperpot coffee, been there a year",
            "my first year at calloway cellars as a cellar hand has been chaos tbh, but i love it. can you explain malolactic fermentation?",
        ],
        ["Calloway Cellars", "cellar hand"],
        ["Copperpot", "barista"],
        {"where do I work?": "Calloway"},
    ),
    "promoted_on_linkedin": (
        [
            "junior analyst at Mirefield Capital since january, so far so good",
            "updated my linkedin: now Senior Analyst. still at Mirefield, obviously",
        ],
        ["Senior Analyst", "Mirefield Capital"],
        ["junior analyst"],
        {"what's my title?": "Senior Analyst"},
    ),
    "work_for_a_person_then_a_company": (
        [
            "I'm a personal assistant and I work for Dana Kowalski now, she runs a small architecture practice",
            "quick update: joined Fenwick Freight as a dispatcher on monday, Dana closed the practice",
        ],
        ["Fenwick Freight", "dispatcher"],
        ["personal assistant"],
        {"where do I work?": "Fenwick"},
    ),
    "head_of_bids_question": (
        [
            "bid writer at Hollowmere Transit, it's fine, lots of deadlines",
            "now that I'm head of bids, how should I run the weekly meeting?",
        ],
        ["head of bids", "Hollowmere Transit"],
        ["bid writer"],
        {"what's my job title?": "head of bids"},
    ),
}

# name -> (lines, values kept, values never stored)
UNCHANGED: dict[str, tuple[list[str], list[str], list[str]]] = {
    "others_in_fragments": (
        [
            "sous chef at Marrow & Vine, been there two years",
            "my brother: night porter at the Grand Harbour Hotel, poor guy never sleeps",
            "Tom is the new team lead at Kestrel Bio, he's nice",
            "her linkedin says Senior Data Engineer now, good for her",
        ],
        ["sous chef", "Marrow & Vine"],
        ["night porter", "Grand Harbour", "Kestrel", "team lead", "Senior Data Engineer"],
    ),
    "services_places_costumes": (
        [
            "payroll clerk at Dunmore Logistics, it pays the bills",
            "I left Spotify for Apple Music, the playlists are better",
            "I'm at Nando's now, what should I order?",
            "dressed up as a pilot for Halloween lol",
            "wanted: rat catcher at Bexley Mall, apply within -- saw this sign today",
        ],
        ["payroll clerk", "Dunmore Logistics"],
        ["Apple Music", "Nando", "pilot", "Halloween", "rat catcher", "Bexley"],
    ),
}


@pytest.mark.parametrize("name", sorted(LIVES))
def test_a_job_told_in_fragments_replaces_the_old_line(tmp_path: Path, name: str) -> None:
    check_life(tmp_path, name, *LIVES[name])


@pytest.mark.parametrize("name", sorted(UNCHANGED))
def test_somebody_elses_job_in_fragments_leaves_the_user_alone(tmp_path: Path, name: str) -> None:
    lines, kept, never = UNCHANGED[name]
    check_life(tmp_path, name, lines, kept, never, {})
