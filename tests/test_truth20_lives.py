"""Changes of session 20, end to end through :class:`engram.Memory`: a supervisor replaced by one who is
"supervising us now"; a pet ended by its kind ("RIP little fish" for the goldfish) and a new one named; a new
partner in brackets ("(new bf)"); a home and a job said in the writer's first language; a job counted in weeks;
a boss by the trade's word whose name is also a town's ("my head chef Marco"); a notes app claimed with "in there".

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
    "supervisor_replaced": (
        [
            ["please help me write an email to Mr. Okonjo, my supervisor, asking to leave early on friday"],
            ["Mrs. Balogun is supervising us now and she is very strict. First-week tips?"],
        ],
        ["Balogun"],
        ["Okonjo"],
    ),
    "fish_gone_by_kind": (
        [
            ["my goldfish Bubbles keeps floating sideways, is it his swim bladder?"],
            ["RIP little fish, sad week"],
            ["got a budgie now, named him Kiwi. how do I tame him?"],
        ],
        ["Kiwi"],
        ["Bubbles"],
    ),
    "new_boyfriend_in_brackets": (
        [
            ["my boyfriend Anton's birthday is next week, gift ideas under 50?"],
            ["we ended it on good terms but it still hurts"],
            ["months later lol. Jonas (new bf) is taking me to meet his parents, what do I bring?"],
        ],
        ["Jonas"],
        ["Anton"],
    ),
    "home_in_portuguese": (
        [
            ["moro em Curitiba e o trânsito is terrible, any audiobooks?"],
            ["agora moro em Natal, perto da praia — best sunscreen?"],
        ],
        ["Natal"],
        ["Curitiba"],
    ),
    "job_counted_in_weeks": (
        [
            ["At Norrland Telecom we have to write yearly goals, can you make mine sharper?"],
            ["Now I'm three weeks in at Skagen Motors — how do I explain fika to new colleagues?"],
        ],
        ["Skagen Motors"],
        ["Norrland Telecom"],
    ),
    "head_chef_with_a_towns_name": (
        [["my head chef Marco yells a lot but he's fair — how do I ask for more responsibility?"]],
        ["Marco"],
        [],
    ),
    "notes_claimed_in_there": (
        [["In Logseq, can I hide a page from search? I keep all my notes in there."]],
        ["Logseq"],
        [],
    ),
}


@pytest.mark.parametrize("name", sorted(LIVES))
def test_a_change_told_in_passing_is_applied(tmp_path: Path, name: str) -> None:
    sessions, current, gone = LIVES[name]
    mem = Memory.open(tmp_path / "m.db", owner=name)
    _live(mem, name, sessions)
    _check(_lines(mem, f"{name}-check"), current, gone)
