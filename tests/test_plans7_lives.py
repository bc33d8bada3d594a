"""Hobbies and side projects changing over a life, said inside longer chatty messages (wave 7).

Mini-lives of our own: a pastime taken up one way and ended later in a shape the grammar did not
know ("haven't touched the piano in months, I'm done", "not much of a runner anymore", "the violin's
been gathering dust"), and a project named the way chat names it (in lower case beside a made
thing, after a project noun, as a title) whose status and stack change. After the last session the
context block states each current value on exactly one line and no old one, and recall answers a
natural question. The must-produce-nothing turns (a partner's hobby, a friend's project, a wish, an
earlier life) leave the user's facts as they were.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest

from test_things_changes import check_life, check_nothing_changes

T0 = datetime(2025, 10, 6, 9, 0)

# name: (user turns, one per session; current values; gone values; {question: wanted word})
LIVES: dict[str, tuple[list[str], list[str], list[str], dict[str, str]]] = {
    "piano-done": (
        [
            "ok so I've taken up piano, twice a week with a teacher. can you suggest some easy pieces?",
            "random q about sourdough first - oh and also I haven't touched the piano in months, I'm done. "
            "anyway how long should I proof the dough?",
        ],
        [],
        ["piano"],
        {},
    ),
    "runner-no-more": (
        [
            "i've been getting into trail running lately, did my first 10k on sunday!",
            "update on me: knees are wrecked, I'm not much of a runner anymore. "
            "can you give me some low-impact workouts instead?",
        ],
        [],
        ["running"],
        {},
    ),
    "violin-dust-pottery": (
        [
            "btw I started learning the violin in january and I'm loving it",
            "so the violin's been gathering dust for a year so I'm calling it - "
            "I've been really enjoying pottery lately though, going twice a week. any glaze tips?",
        ],
        ["pottery"],
        ["violin"],
        {"what are my hobbies?": "pottery"},
    ),
    "fencing-over": (
        [
            "recently started fencing at the uni club, it's great cardio",
            "I used to be really into fencing but I'm not anymore, the club closed. "
            "what else could I do on tuesday evenings?",
        ],
        [],
        ["fencing"],
        {},
    ),
    "marigold-lower": (
        [
            "working on marigold, my budgeting app, in the evenings. can you help me design the schema?",
            "quick update: marigold is Svelte now, the old React frontend was a mess",
            "putting marigold on the back burner, work is insane this month",
        ],
        ["budgeting app", "Svelte", "hold"],
        ["React"],
        {"what is marigold built with?": "Svelte"},
    ),
    "ledgerly-noun": (
        [
            "my app Ledgerly is a habit tracker for couples, I've been building it since spring",
            "Ledgerly runs on Firebase for now, it was the quickest to set up",
            "ok so we moved Ledgerly off Firebase onto Supabase last week. also, shipped Ledgerly! 🎉",
        ],
        ["habit tracker", "Supabase", "shipped"],
        ["Firebase"],
        {"what database does Ledgerly use?": "Supabase"},
    ),
    "penny-parenthesis": (
        [
            "the little budget app I've been building (it's called Penny) just got its first user!",
            "decided to write Penny in Kotlin, the web version can wait",
            "decided to abandon Penny, there are too many budget apps already. can you help me pick a new idea?",
        ],
        [],
        ["Penny"],
        {},
    ),
    "title-novel": (
        [
            "I'm writing a fantasy novel called The Glass Orchard, mostly on weekends",
            "handed The Glass Orchard over to my editor today, it's hers for a month 😬",
        ],
        ["fantasy novel", "handed over"],
        [],
        {"what am I writing?": "Glass Orchard"},
    ),
    "warhammer-over": (
        [
            "I'm really into Warhammer 40k these days, painting a whole army. any tips for metallic paints?",
            "honestly Warhammer 40k is just not for me anymore, way too expensive. "
            "btw I've been doing a lot of yoga since the new year",
        ],
        ["yoga"],
        ["Warhammer"],
        {"what are my hobbies?": "yoga"},
    ),
    "jot-killed-off": (
        [
            "side project: a little CLI called jot for daily notes. how do I parse dates in Go?",
            "killed off jot, nobody needs another notes CLI lol. "
            "anyway I'm building a budgeting app called pocket, it syncs with my bank",
        ],
        ["budgeting app"],
        ["jot"],
        {"what am I building?": "pocket"},
    ),
}

# the user's facts before; then turns that must change nothing
BASE = [
    "I've taken up bouldering, twice a week at the local wall.",
    "working on fernbrook, my little weather app, it uses Postgres.",
]
NOTHING = {
    "partner-quit": "my partner quit bouldering after her finger injury, she's not into it anymore",
    "friend-project": "my friend's app Fernhill is on hold and they moved it off Postgres",
    "wish": "I wish I could get into pottery but I never have time",
    "long-ago": "we had a climbing club in school, I was terrible at it",
    "question": "should I give up bouldering if my fingers keep hurting?",
    "hedged": "maybe I'll shelve fernbrook for a while, not sure yet",
}


@pytest.mark.parametrize("name", sorted(LIVES))
def test_a_plans_life_keeps_the_current_value(tmp_path: Path, name: str) -> None:
    check_life(tmp_path, name, LIVES[name], t0=T0)


@pytest.mark.parametrize("name", sorted(NOTHING))
def test_someone_elses_or_a_wished_pastime_changes_nothing(tmp_path: Path, name: str) -> None:
    check_nothing_changes(tmp_path, name, BASE, NOTHING[name], t0=T0)
