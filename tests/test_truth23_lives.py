"""Changes of session 23, end to end through :class:`engram.Memory`: a child's age said by a pronoun with nobody
named; a pet named after a question about its kind; a partner addressed after the partner word; a home told by
what living there is like beside the user's walls, or by "been here three weeks since the move"; a workplace
told by a secondment it sends the user on; a notes app that does all the user needs; an editor the user's work
made them switch to; a title said "currently a ..." beside a cover letter; and a name a new turn opens with,
never given the role the turn before said ("my son ... 12 now" / "Marrow is dead").

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
    "age_by_pronoun": (
        [
            ["My son Joaquin is 6 and loves trains, any museum ideas?"],
            ["ok update, he's 7 now and wants a bike for his birthday, what frame size?"],
        ],
        ["Joaquin is 7"],
        ["Joaquin is 6"],
    ),
    "pet_after_a_question": (
        [["what harness works for a dog that pulls? Biscotti weighs 30kg and drags me down the street"]],
        ["Biscotti"],
        [],
    ),
    "partner_addressed": (
        [["My boyfriend keeps stealing the duvet. Sorry Kwame, it's true. Any tips for sharing a bed?"]],
        ["Kwame"],
        [],
    ),
    "home_by_what_living_there_is_like": (
        [
            ["I live in Leeds, what's a good day trip by train?"],
            ["the humidity in Darwin is unreal and my bedroom walls are growing mould, what do I do?"],
        ],
        ["Darwin"],
        ["Leeds"],
    ),
    "home_here_after_a_move": (
        [
            ["I live in Leeds, what's a good day trip by train?"],
            ["the trams in Nantes are so quiet. been here three weeks since the move, where do locals buy bread?"],
        ],
        ["Nantes"],
        ["Leeds"],
    ),
    "workplace_by_secondment": (
        [
            ["I work at Unilever, how do I book a meeting room in Outlook?"],
            ["Maersk is sending me on a secondment to Rotterdam for a year, do I need to register there?"],
        ],
        ["Maersk"],
        ["Unilever"],
    ),
    "notes_app_does_everything": (
        [
            ["I keep all my notes in Evernote, how do I export a notebook?"],
            ["turns out Obsidian does everything I need, how do I sync it to my phone for free?"],
        ],
        ["Obsidian"],
        ["Evernote"],
    ),
    "editor_made_to_switch": (
        [
            ["I use Eclipse for Java, how do I change the font size?"],
            ["work made us switch to IntelliJ last quarter, where are the refactoring shortcuts?"],
        ],
        ["IntelliJ"],
        ["Eclipse"],
    ),
    "title_beside_a_cover_letter": (
        [
            ["I'm a legal secretary, how do I format a witness statement?"],
            ["need help with a cover letter, currently a junior paralegal hoping to move into compliance"],
        ],
        ["junior paralegal"],
        ["legal secretary"],
    ),
    "a_new_turn_moves_on": (
        [
            ["started a recipe app called Marrow, what should the first screen be?"],
            ["my son Cassius is 12 now, where did the time go", "Marrow is dead, archived the repo"],
        ],
        ["Cassius"],
        ["Marrow"],
    ),
}


@pytest.mark.parametrize("name", sorted(LIVES))
def test_a_change_told_in_passing_is_applied(tmp_path: Path, name: str) -> None:
    sessions, current, gone = LIVES[name]
    mem = Memory.open(tmp_path / "m.db", owner=name)
    _live(mem, name, sessions)
    _check(_lines(mem, f"{name}-check"), current, gone)
