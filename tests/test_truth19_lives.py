"""Changes of session 19, end to end through :class:`engram.Memory`: a child first told by name and age
alone becomes the user's child and takes the next birthday (``child_slots.first_told_child``), but never
beside a child already remembered or a name memory holds for an animal; a partner parted from by name
and a new one named as news; a working language moved to with the team; a notes app the notes moved to.

Each life is a list of sessions, each a list of user turns; after the last session every current value is on
exactly one context line and no gone value is on any. Values and phrasings are our own.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engram import Memory
from test_kin_changes import _check, _lines
from test_truth10_lives import _live

# name -> (sessions of user turns, current values, gone values)
LIVES: dict[str, tuple[list[list[str]], list[str], list[str]]] = {
    "child_first_told_by_age": (
        [
            ["Oliver is 6 and mad about sharks, any films he'd like?"],
            ["Now that Oliver's 7 he wants pocket money, how much?"],
        ],
        ["Oliver is 7"],
        ["Oliver is 6"],
    ),
    "child_first_told_bracketed": (
        [["Zara (12) wants a phone. What limits do people set?"], ["Zara turned 13 last week, is Instagram ok now?"]],
        ["Zara is 13"],
        ["Zara is 12"],
    ),
    "classmate_beside_a_child": (
        [["my son Teodor is 8"], ["Bodhi (9) from his class is coming over, snack ideas?"]],
        ["Teodor is 8"],
        ["Bodhi"],
    ),
    "pet_birthday_is_no_child": (
        [["our dog Rex is a sweetheart"], ["Rex turned 12 today, any senior dog tips?"]],
        ["Rex"],
        ["Child Rex"],
    ),
    "partner_parted_by_name": (
        [
            ["Plan a weekend for me and my girlfriend Hannah?"],
            ["Hannah and I split up in May. New guy is Tobias, date ideas?"],
        ],
        ["Tobias"],
        ["Hannah"],
    ),
    "team_language": (
        [
            ["I write Java all day at work, how do streams work?"],
            ["the team moved new code to Kotlin and so did I, coroutines 101?"],
        ],
        ["Kotlin"],
        ["Java"],
    ),
    "notes_moved": (
        [
            ["I keep all my notes in Evernote, how do I export tags?"],
            ["Everything's in Obsidian now, daily note template please"],
        ],
        ["Obsidian"],
        ["Evernote"],
    ),
}


@pytest.mark.parametrize("name", sorted(LIVES))
def test_a_change_told_in_passing_is_applied(tmp_path: Path, name: str) -> None:
    sessions, current, gone = LIVES[name]
    mem = Memory.open(tmp_path / "m.db", owner=name)
    _live(mem, name, sessions)
    _check(_lines(mem, f"{name}-check"), current, gone)
