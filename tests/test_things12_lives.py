"""Editors, programming languages and project decisions changing over a life, in the shapes a bank
written blind to the grammar showed, said inside chatty multi-clause messages (things12).

Mini-lives of our own: an editor claimed by what the user does in it ("webstorm is what i write
code in all day") and then its place taken ("MonoDevelop took WebStorm's place"); an editor named in
a question and claimed with "it" ("... in Cloud9? it's what I code in"); a language said as the whole
backend and replaced by a request from now on beside the one dropped; a project's pick replaced with
the old one said not to scale, a swap inside a project, and a project named like a technology moved
between hosts ("moved Wagtail from Alwaysdata to Infomaniak"). After the last session the context
block states each current value on exactly one line and no old one, and recall answers a natural
question. Other people's tools and projects in the same shapes, questions and the past leave the
user's facts as they were.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from test_things_changes import check_life, check_nothing_changes

# name: (user turns, one per session; current values; gone values; {question: wanted word})
LIVES: dict[str, tuple[list[str], list[str], list[str], dict[str, str]]] = {
    "webstorm-place-taken": (
        [
            "webstorm is what i write code in all day, anyway can you explain closures to me?",
            "quick q: MonoDevelop took WebStorm's place on my laptop, how do I add a NuGet package?",
        ],
        ["MonoDevelop"],
        ["WebStorm"],
        {"my editor -- what was it again?": "MonoDevelop"},
    ),
    "cloud9-claimed-with-it": (
        [
            "what's the shortcut for find-and-replace in Cloud9? it's what I code in",
            "ok so Cloud9 got replaced by Helix last week, way faster. how do I select a whole line?",
        ],
        ["Helix"],
        ["Cloud9"],
        {"which editor do I use?": "Helix"},
    ),
    "xtend-backend-to-inko": (
        [
            "our whole backend is Xtend, so any snippets should be Xtend too. how do I write a lambda?",
            "please give code in Inko from now on, we've dropped Xtend. how do actors work there?",
        ],
        ["Inko"],
        ["Xtend"],
        {"what language do I code in these days?": "Inko"},
    ),
    "quetzal-stimulus": (
        [
            "I'm building Quetzal, a recipe scaler for bakers. can you help with the landing copy?",
            "for Quetzal we went with Inertia.js on the frontend, fingers crossed",
            "so basically quetzal uses Stimulus now, Inertia.js didn't scale. how do I wire up a controller?",
        ],
        ["Stimulus"],
        ["Inertia.js"],
        {"which frontend is Quetzal on?": "Stimulus"},
    ),
    "wagtail-moved-host": (
        [
            "my side project Wagtail is a birdsong journal app, been hacking on it for months",
            "for Wagtail, Alwaysdata won. anyway how do I set up a cron job there?",
            "I moved Wagtail from Alwaysdata to Infomaniak, cheaper storage. what's a good backup plan?",
        ],
        ["Infomaniak"],
        ["Alwaysdata"],
        {"which hosting is Wagtail on?": "Infomaniak"},
    ),
    "sorrel-swap": (
        [
            "side project time: I'm building Sorrel, a seed-swap board for gardeners",
            "Sorrel's database is Tarantool for now, it's fast enough",
            "sorry, forgot to say, swapped Tarantool for YugabyteDB in Sorrel. can you explain its sharding?",
        ],
        ["YugabyteDB"],
        ["Tarantool"],
        {"which database is Sorrel on?": "YugabyteDB"},
    ),
    "nelua-to-odin": (
        [
            "most of my work is in nelua these days, can you explain how its macros work?",
            "write code in Odin from now on, we ditched nelua at work. how do I allocate an array?",
        ],
        ["Odin"],
        ["nelua"],
        {"what language do I code in these days?": "Odin"},
    ),
}

BASE = [
    "Helix is what I code in all day, anyway what's a good colour scheme?",
    "our whole backend is Elixir, so snippets in Elixir please",
]
NOTHING = {
    "colleague-backend": "my colleague's whole backend is Nemerle, so his snippets are all Nemerle",
    "dana-swapped": "Dana swapped Vim for Emacs and won't shut up about it lol",
    "asked-swap": "should I swap Helix for Zed? what do you think?",
    "past-living": "I used to write Perl for a living, wild times. anyway what's a good book on compilers?",
    "trade-history": "Vim took Emacs's place in the 90s for a lot of people, right?",
    "hypothetical-move": "if we moved everything from Elixir to Gleam would it be faster?",
}


@pytest.mark.parametrize("name", sorted(LIVES))
def test_a_tool_or_project_life_keeps_the_current_value(tmp_path: Path, name: str) -> None:
    check_life(tmp_path, name, LIVES[name])


@pytest.mark.parametrize("name", sorted(NOTHING))
def test_someone_elses_tool_or_a_question_changes_nothing(tmp_path: Path, name: str) -> None:
    check_nothing_changes(tmp_path, name, BASE, NOTHING[name])
