"""Pastimes, the name the user goes by and the user's language changing over a life, said inside
chatty multi-clause messages (pastime10).

Mini-lives of our own: a pastime introduced by what it does for the user and given up for another,
a pastime that simply ends, a name the user goes by replaced by a newer one, a language said as who
the user is and replaced. After the last session the context block states each current value on
exactly one line and no old one, and recall answers a natural question. Other people's pastimes and
names, idioms, wishes and questions about a language leave the user's facts as they were.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from test_things_changes import check_life, check_nothing_changes

# name: (user turns, one per session; current values; gone values; {question: wanted word})
LIVES: dict[str, tuple[list[str], list[str], list[str], dict[str, str]]] = {
    "pottery-to-bouldering": (
        [
            "ok so pottery is my wind-down after work, the studio near me is lovely. anyway can you help me "
            "write an email to my landlord?",
            "quick update: gave up the pottery, the studio closed. bouldering keeps me sane now, "
            "three sessions a week. what should I eat before a session?",
        ],
        ["bouldering"],
        ["pottery"],
        {"what are my hobbies?": "bouldering"},
    ),
    "sea-swimming-ends": (
        [
            "weekends are for sea swimming, rain or shine 🌊 what's a good wetsuit thickness for spring?",
            "hmm not into sea swimming anymore tbh, the cold got to me. can I sell a wetsuit online easily?",
        ],
        [],
        ["sea swimming"],
        {},
    ),
    "crosswords-to-sourdough": (
        [
            "i unwind with crosswords most nights, can you suggest a good app for cryptics?",
            "crosswords lost their spark for me so i stopped. obsessed with sourdough baking these days, "
            "how do i keep a starter alive?",
        ],
        ["sourdough baking"],
        ["crosswords"],
        {"what are my hobbies?": "sourdough"},
    ),
    "name-denka-to-rook": (
        [
            "hi! everyone at home calls me Denka, so you can too. can you help me plan a weekend in Porto?",
            "btw new job, new me lol: I go by Rook these days. anyway, back to the Porto plan",
        ],
        ["Rook"],
        ["Denka"],
        {"what should you call me?": "Rook"},
    ),
    "name-lowercase-then-capital": (
        [
            "call me marlo pls, anyway what's the weather like in lisbon in may?",
            "ok so my mates call me Moz now and honestly I like it better, use that from now on",
        ],
        ["Moz"],
        ["marlo"],
        {"what name do I go by?": "Moz"},
    ),
    "elixir-to-kotlin": (
        [
            "I write mostly Elixir these days, Phoenix at work. can you explain GenServers like I'm five?",
            "quick update: Kotlin is what I live in at work now since we switched stacks. how do coroutines compare?",
        ],
        ["Kotlin"],
        ["Elixir"],
        {"which programming language do I use?": "Kotlin"},
    ),
    "guitar-quits-rust-person": (
        [
            "playing guitar is how I wind down before bed, mostly fingerstyle. any easy songs to learn?",
            "haven't touched the guitar in a year, call it quits. I'm a Rust person now btw, "
            "can you review a borrow checker error?",
        ],
        ["Rust"],
        ["guitar"],
        {"which programming language do I use?": "Rust"},
    ),
}

BASE = [
    "knitting is how I switch off after work, anyway can you help me with a scarf pattern?",
    "call me Jo, everyone does",
    "my main language is Go",
]
NOTHING = {
    "brother-goes-by": "my brother goes by Jay these days, he insists on it lol",
    "sister-happy-place": "my sister's happy place is the pottery studio, she's there every weekend",
    "call-me-crazy-wish": "call me crazy but I want to learn pottery someday",
    "language-question": "is Rust good for CLIs? my friend swears by it",
    "one-off-code": "write this one in Python please, it's just a quick script",
    "boss-nickname-hated": "the guys at my old school used to call me Noodle, ugh",
}


@pytest.mark.parametrize("name", sorted(LIVES))
def test_a_pastime_name_or_language_life_keeps_the_current_value(tmp_path: Path, name: str) -> None:
    check_life(tmp_path, name, LIVES[name])


@pytest.mark.parametrize("name", sorted(NOTHING))
def test_someone_elses_pastime_or_name_changes_nothing(tmp_path: Path, name: str) -> None:
    check_nothing_changes(tmp_path, name, BASE, NOTHING[name])
