"""Side projects introduced in the shapes only the project-first reading knows, then changed (wave 8).

Mini-lives of our own: a project introduced inside a chatty multi-clause turn ("Just kicked off
Ember, a newsletter about urban gardening", "Coding up a Discord bot named Thistle for my book club",
"These days my evenings go into Quarry, ...", a name given in the next sentence), then paused,
launched, resumed or killed in a later session. After the last session the context block states
each current value on exactly one line and no old one, and recall answers a natural question. The
must-produce-nothing turns (a friend's project, an app the user uses, a plan, an employer said like a
project) leave the user's facts as they were.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest

from test_things_changes import check_life, check_nothing_changes

T0 = datetime(2025, 11, 3, 19, 0)

# name: (user turns, one per session; current values; gone values; {question: wanted word})
LIVES: dict[str, tuple[list[str], list[str], list[str], dict[str, str]]] = {
    "ember-kicked-off-then-paused": (
        [
            "ok so big week - just kicked off Ember, a newsletter about urban gardening. "
            "can you suggest a catchy subject line for issue one?",
            "quick update: Ember is on hold for now, work's been brutal. anyway what's a good stretch for back pain?",
        ],
        ["newsletter about urban gardening", "on hold"],
        [],
        {"what's the status of Ember?": "on hold"},
    ),
    "thistle-bot-launched": (
        [
            "Coding up a Discord bot named Thistle for my book club 🤓 how do I schedule a message in discord.py?",
            "btw I launched Thistle last night, the club loves it!! can you help me write release notes?",
        ],
        ["Discord bot", "launched"],
        [],
        {"what's the status of Thistle?": "launched"},
    ),
    "quarry-evenings-then-killed": (
        [
            "These days my evenings go into Quarry, a little app for tracking running shoes. "
            "anyway what's a good colour palette for a dark mode?",
            "so I pulled the plug on Quarry, turns out nobody tracks their shoes lol. what should I build next?",
        ],
        [],
        ["Quarry"],
        {},
    ),
    "lantern-weekend-paused-back": (
        [
            "Spent the weekend on Lantern, my podcast-transcript search tool - the indexing is finally fast",
            "Lantern is on ice until january, too much going on",
            "Lantern is back on! picked it up again this weekend. how should I paginate search results?",
        ],
        ["podcast-transcript search tool"],
        ["on hold", "on ice"],
        {"what is Lantern?": "podcast-transcript search tool"},
    ),
    "leashed-named-next-sentence": (
        [
            "I'm building an app for dog walkers. It's called Leashed. what's a good free maps API?",
            "finally shipped Leashed to the app store 🚀",
        ],
        ["Leashed: app", "shipped"],
        [],
        {"what's the status of Leashed?": "shipped"},
    ),
    "kettle-startup-then-shelved": (
        [
            "hey! so my startup is called Kettle; we make invoicing software for plumbers. "
            "could you review my pitch deck outline?",
            "we shelved Kettle last week, the market just wasn't there. can you help me update my CV?",
        ],
        ["Kettle: startup", "on hold"],
        [],
        {"what projects am I working on?": "Kettle"},
    ),
    "gristmill-open-sourced-with-lower-case": (
        [
            "just open-sourced my CLI tool Gristmill, it renames photos by EXIF date",
            "also been hacking on quillpad again, my markdown editor. how do I add vim keybindings in CodeMirror?",
        ],
        ["Gristmill", "quillpad"],
        [],
        {"what projects am I working on?": "Gristmill"},
    ),
}

BASE = ["I'm building Wrenfield (a site for swapping seeds with neighbours)"]
NOTHING = {
    "friends-app": "my friend's app Orrery is really cool, she built it in a weekend",
    "brother-building": "my brother is building Kettle, a sneaker reselling site, and he wants my help",
    "read-a-book": "I read a book called The Salt Path last week, loved it",
    "playing-a-game": "I'm playing Hollow Knight, a metroidvania game, every night lol",
    "plan-someday": "I might build a game called Starfall someday, if I ever have time",
    "should-we": "We should build an app called Parsnip, what do you think?",
    "dream": "In my dream I built a game called Nightjar, weird right",
    "gave-up-plan": "I was going to build a bot called Pinky but gave up on the idea",
}


@pytest.mark.parametrize("name", sorted(LIVES))
def test_a_project_introduced_in_a_new_shape_keeps_its_status(tmp_path: Path, name: str) -> None:
    check_life(tmp_path, name, LIVES[name], t0=T0)


@pytest.mark.parametrize("name", sorted(NOTHING))
def test_someone_elses_or_a_planned_project_changes_nothing(tmp_path: Path, name: str) -> None:
    check_nothing_changes(tmp_path, name, BASE, NOTHING[name], t0=T0)
