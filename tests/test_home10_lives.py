"""Homes said in passing over a life, inside questions and chatty messages (helper home10, 2026-11-26).

Mini-lives of our own: a home said beside a question ("now that I'm based in Aarhus, which gym ...?",
"as a Halifax local, ...", "any good bakeries near me? (we're in Leipzig now)"), by the dwelling the
user has there ("our little terrace in Cardiff needs a new boiler") or as "home these days: X"; a
trip that must not replace it; a move said as a switch fragment in lower case ("cardiff -> bristol,
boxes everywhere"); a value that is no place ("still living out of suitcases", "moved to Stripe")
that must not replace it. After the last session the context block states the current home on
exactly one line and no old one, and recall answers a natural question. The must-produce-nothing
lives (a tourist's question, a wish, a cousin's flat, a new job, a question about a place) leave the
user's facts as they were.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from test_things_changes import check_life, check_nothing_changes

# name: (user turns, one per session; current values; gone values; {question: wanted word})
LIVES: dict[str, tuple[list[str], list[str], list[str], dict[str, str]]] = {
    "aarhus-trip-odense": (
        [
            "now that I'm based in Aarhus, which gym should I join? something with a pool ideally",
            "I'm in Copenhagen for the weekend for a friend's birthday, any cheap eats near Norreport?",
            "ok back home. bye aarhus, hello odense -- can you help me write a change-of-address email?",
        ],
        ["Odense"],
        ["Aarhus"],
        {"where do I live?": "Odense"},
    ),
    "tbilisi-suitcases": (
        [
            "we've landed in Tbilisi! still living out of suitcases tho, where do people buy cheap furniture?",
            "still living out of boxes lol. what's the fastest way to unpack a kitchen?",
        ],
        ["Tbilisi"],
        ["suitcases", "boxes"],
        {"where do I live?": "Tbilisi"},
    ),
    "cardiff-terrace-to-bristol": (
        [
            "our little terrace in Cardiff needs a new boiler, roughly what should that cost?",
            "visiting my sister in London this week, what's a good gift to bring?",
            "cardiff -> bristol, boxes everywhere. which things should I update my address on first?",
        ],
        ["Bristol"],
        ["Cardiff"],
        {"where do I live?": "Bristol"},
    ),
    "halifax-local-stripe": (
        [
            "as a Halifax local, what should I do about the fog and my allergies?",
            "fwiw I'm in Halifax so evenings are tricky for calls, can we plan around mornings?",
            "Moved to Stripe last month, the onboarding is intense. can you explain idempotency keys?",
        ],
        ["Halifax"],
        [],
        {"where do I live?": "Halifax"},
    ),
    "split-to-zagreb": (
        [
            "home these days: Split, and the sea is right there. can you suggest a swim training plan?",
            "finally out of Split -- Zagreb now, and I miss the sea already. any indoor pools you'd recommend?",
        ],
        ["Zagreb"],
        ["Split"],
        {"where do I live?": "Zagreb"},
    ),
    "dresden-to-leipzig-in-a-question": (
        [
            "we live in Dresden and the trams are great. anyway, how do I descale a kettle?",
            "any good bakeries near me? (we're in Leipzig now, the move was chaos)",
        ],
        ["Leipzig"],
        ["Dresden"],
        {"where do I live?": "Leipzig"},
    ),
    "porto-lisbon-lowercase": (
        [
            "i live in porto, anyway what's a good beginner sourdough recipe?",
            "porto -> lisbon, boxes everywhere lol. what's a good moving checklist?",
        ],
        ["Lisbon"],
        ["Porto"],
        {"where do I live?": "Lisbon"},
    ),
}


@pytest.mark.parametrize("name", sorted(LIVES))
def test_a_home_said_in_passing_keeps_the_current_value(tmp_path: Path, name: str) -> None:
    check_life(tmp_path, name, LIVES[name])


BASE = ["hey, I live in Ghent and I do pottery most tuesdays. can you help me plan a week of dinners?"]
NOTHING = {
    "tourist-question": "as a tourist in Rome, what should I avoid?",
    "never-live": "I'd never live in Phoenix, too hot",
    "cousins-flat": "my cousin's flat in Leeds has a garden, so jealous",
    "new-job-moved": "Moved to Stripe last month, the onboarding is intense",
    "suitcases-month": "living out of suitcases this month lol",
    "place-question": "is Bergen really that rainy?",
    "route-arrow": "Paris -> London train is delayed again, ugh",
}


@pytest.mark.parametrize("name", sorted(NOTHING))
def test_a_visit_a_wish_or_no_place_changes_nothing(tmp_path: Path, name: str) -> None:
    check_nothing_changes(tmp_path, name, BASE, NOTHING[name])
