"""Homes and hobbies over a life, said inside longer chatty messages (helper homes9, 2026-11-26).

Mini-lives of our own: a home set, trips and visits that must never overwrite it, then a move said
as a swap, an arrow or "after years in X, now in Y"; a home placed by the user's landlord or by years
in a place; a region as a home; a pastime introduced in passing, by a rhythm or its own verb. After
the last session the context block states each current value on exactly one line and no old one,
and recall answers a natural question. The must-produce-nothing lives (somebody else's move or
pastime, a plan, a sport watched) leave the user's facts as they were.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from test_things_changes import check_life, check_nothing_changes

# name: (user turns, one per session; current values; gone values; {question: wanted word})
LIVES: dict[str, tuple[list[str], list[str], list[str], dict[str, str]]] = {
    "ghent-trips-swap": (
        [
            "ok so I live in Ghent, and I'm trying to plan my monthly budget - can you help?",
            "flying to Lisbon next week for a conference, what should I pack?",
            "back from the conference, so tired lol. anyway what's a quick dinner?",
            "big news: traded Ghent for Utrecht last month, new job and everything. can you help me with dutch basics?",
        ],
        ["Utrecht"],
        ["Ghent"],
        {"where do I live?": "Utrecht"},
    ),
    "bristol-arrow": (
        [
            "hi! I'm Bristol-based, need help with my portfolio site",
            "Bristol -> Valencia done ✅ the flat is tiny but the light is amazing",
        ],
        ["Valencia"],
        ["Bristol"],
        {"where do I live?": "Valencia"},
    ),
    "landlord-calgary-canmore": (
        [
            "our landlord in Calgary just raised the rent again 🙄 can you help me write a polite email?",
            "I'm in Vancouver for work this week, the hotel wifi is awful",
            "we finally bought a place in Canmore and moved there in May, the mountains are unreal",
        ],
        ["Canmore"],
        ["Calgary"],
        {"where do I live?": "Canmore"},
    ),
    "padel-in-passing": (
        [
            "ugh long week. padel twice a week with coworkers is what keeps me going lol. "
            "can you help me fix a spreadsheet formula?",
            "quick q: what's a good warm-up routine before a match?",
        ],
        ["padel"],
        [],
        {"what are my hobbies?": "padel"},
    ),
    "fencing-leipzig": (
        [
            "I fence twice a week at a club in town, btw I live in Leipzig. anyway what's a good protein snack?",
            "spent the weekend in Dresden visiting my parents, lovely city",
        ],
        ["Leipzig", "fencing"],
        [],
        {"where do I live?": "Leipzig", "what sport do I do?": "fencing"},
    ),
    "cornwall-cross-stitch": (
        [
            "we moved to Cornwall in the spring, the sea air is worth it. can you suggest a rainy-day recipe?",
            "cross-stitch is how I unwind after work these days, any pattern sites you like?",
            "heading to London for the weekend for a friend's birthday",
        ],
        ["Cornwall", "cross-stitch"],
        [],
        {"where do I live?": "Cornwall", "what are my hobbies?": "cross-stitch"},
    ),
    "winnipeg-to-halifax": (
        [
            "I've been in Winnipeg for two years now and yes it's cold, anyway how do I winterize a bike?",
            "after two years in Winnipeg we're now in Halifax, the ocean!! need a new dentist though",
        ],
        ["Halifax"],
        ["Winnipeg"],
        {"where do I live?": "Halifax"},
    ),
}

BASE = ["hey, I live in Ghent and I do pottery most tuesdays. can you help me plan a week of dinners?"]
NOTHING = {
    "sister-moves": "my sister just moved to Lisbon, so jealous. anyway what's for dinner?",
    "plan-to-move": "we're thinking about moving to Porto next year, thoughts?",
    "husband-golf": "my husband plays golf every sunday, it's his whole personality lol",
    "watched-tennis": "I watch the tennis every sunday with a beer",
    "landlord-abroad": "our landlord lives in Spain and never answers emails",
    "bowling-once": "went bowling once with the team, never again",
}


@pytest.mark.parametrize("name", sorted(LIVES))
def test_a_homes_and_hobbies_life_keeps_the_current_value(tmp_path: Path, name: str) -> None:
    check_life(tmp_path, name, LIVES[name])


@pytest.mark.parametrize("name", sorted(NOTHING))
def test_someone_elses_move_or_pastime_changes_nothing(tmp_path: Path, name: str) -> None:
    check_nothing_changes(tmp_path, name, BASE, NOTHING[name])
