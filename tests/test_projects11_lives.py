"""Projects and tools over a life, in chatty multi-clause turns (helper projects11, 2026-11-26).

Mini-lives of our own: a project introduced in shapes the frames did not know ("Oriel is what I've
been building", "the working title for my game is Emberfall", "something called mossbank"), its
status said in a word of storage or return anywhere beside its name ("put Oriel in the freezer",
"back from the dead", "gathering dust"), a version shipped ("shipped v0.1 of Mistle"), a project's
language ("I'm writing Tallow in Go", later "(was Go)"), a decision said with "go with" (no Go), and
an editor switched. After the last session the context block states each current value on exactly
one line and no old one, and recall answers a natural question. The must-produce-nothing lives
(a friend's launch, a plan to shelve, hearsay, a status word that is no project's, a negation)
leave the user's facts as they were.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from test_things_changes import check_life, check_nothing_changes

# name: (user turns, one per session; current values; gone values; {question: wanted word})
LIVES: dict[str, tuple[list[str], list[str], list[str], dict[str, str]]] = {
    "oriel-freezer-and-back": (
        [
            "Oriel is what I've been building, a homework planner for teachers. how should I lay out a Django project?",
            "ugh, put Oriel in the freezer for now, work is insane. can you help me write a short status email?",
            "Oriel is back from the dead 😅 what's a good way to plan a two-week sprint?",
        ],
        ["active again"],
        ["on hold"],
        {"what's the status of Oriel?": "active again"},
    ),
    "tallow-go-to-rust": (
        [
            "started a side project called Tallow, an inventory tool for candle shops. any tips on Go project layout?",
            "I'm writing Tallow in Go btw, the concurrency story is nice",
            "rewrote Tallow in Rust (was Go) -- how do I do error handling idiomatically?",
        ],
        ["Rust"],
        ["Go"],
        {"what language is Tallow written in?": "Rust"},
    ),
    "mistle-paused-then-shipped": (
        [
            "my little project Mistle is a markdown to pdf converter. how do I embed fonts in a pdf?",
            "I paused Mistle to focus on my job, the deadlines are brutal",
            "just shipped v0.1 of Mistle!! can you help me write release notes?",
        ],
        ["shipped"],
        ["on hold"],
        {"what's the status of Mistle?": "shipped"},
    ),
    "gannet-go-with-postgres-then-sqlite": (
        [
            "Gannet's what we've mostly been making this year, a ferry timetable app for the islands",
            "ok for Gannet I'm going to go with Postgres, anyway how do I set up migrations?",
            "moved Gannet off Postgres onto SQLite, way simpler for us. how do I back up a sqlite file?",
        ],
        ["SQLite"],
        ["Postgres", "uses go"],
        {"what database does Gannet use?": "SQLite"},
    ),
    "emberfall-gathering-dust": (
        [
            "Working title for my game is Emberfall, it's a cozy farming sim. how do I do crop growth timers?",
            "Emberfall has been gathering dust since March, sadly. anyway, how do I stay motivated?",
        ],
        ["on hold"],
        [],
        {"what's the status of Emberfall?": "on hold"},
    ),
    "lodestar-cancelled": (
        [
            "I'm prototyping a VR puzzle game, codename Lodestar. which engine handles hand tracking best?",
            "Lodestar: cancelled. anyway, can you suggest a smaller weekend project?",
        ],
        [],
        ["Lodestar"],
        {},
    ),
    "neovim-to-zed-in-chat": (
        [
            "ok so I live in Neovim these days, anyway can you explain lua tables?",
            "so long Neovim, I'm a Zed person now. can you suggest some keybindings?",
        ],
        ["Zed"],
        ["Neovim"],
        {"which editor do I use?": "Zed"},
    ),
}


@pytest.mark.parametrize("name", sorted(LIVES))
def test_a_project_or_tool_life_keeps_the_current_value(tmp_path: Path, name: str) -> None:
    check_life(tmp_path, name, LIVES[name])


BASE = [
    "I'm building Kestrel, a habit tracker, mostly on weekends. I live in Neovim. can you help me name the db tables?"
]
NOTHING = {
    "friends-launch": "my friend's app Orbit launched today, so proud of her",
    "plan-to-shelve": "Thinking of shelving Kestrel, what do you think?",
    "hearsay": "I read that Zed is switching to a new renderer",
    "parking-ticket": "I got a parking ticket at Tesco, ugh.",
    "not-dead": "Kestrel isn't dead, just slow going",
    "amazon-cancelled": "my Amazon order got cancelled again",
    "cant-quit-the-editor": "can't quit Neovim honestly, what plugins should I add?",
    "named-backend-language": "Foxglove backend is Rust now (used to be Go)",
}


@pytest.mark.parametrize("name", sorted(NOTHING))
def test_somebody_elses_project_a_plan_or_hearsay_changes_nothing(tmp_path: Path, name: str) -> None:
    check_nothing_changes(tmp_path, name, BASE, NOTHING[name])
