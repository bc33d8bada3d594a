"""Changes of session 22, end to end through :class:`engram.Memory`: a boss named with the manager word alone in
brackets; a workplace told by the shifts worked there; a title told by its promotion going through; a diet a
dietitian advised; a home told by the user's bins; a budgeting app the user's accounts are kept in; a partner
named after a pictograph with its variation selector ("☀️"); a pastime told by a thing only its doers have; a
project whose quoted title has lower-case words.

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
    "boss_in_brackets": (
        [
            ["my manager Colm wants a weekly status email, can you give me a template?"],
            ["Aoife (line manager) moved my review to Friday, what should I prepare?"],
        ],
        ["Aoife"],
        ["Colm"],
    ),
    "workplace_by_shifts": (
        [
            ["I work at Tesco, how do I ask for fewer hours?"],
            ["been doing night shifts at the Ocado warehouse since March, how do I sleep in the day?"],
        ],
        ["Ocado"],
        ["Tesco"],
    ),
    "title_by_promo": (
        [
            ["I'm a staff engineer, how do I write a design doc people actually read?"],
            ["the promo to principal engineer went through last cycle. how do I protect focus time?"],
        ],
        ["principal engineer"],
        ["staff engineer"],
    ),
    "diet_advised": (
        [
            ["I'm vegetarian, any quick lunches with lentils?"],
            ["My dietitian has advised me to switch to the Mediterranean diet, can you plan five dinners?"],
        ],
        ["mediterranean"],
        ["vegetarian"],
    ),
    "home_by_street": (
        [
            ["I live in Leeds, what's a good day trip by train?"],
            ["our bins in Harrogate haven't been collected for three weeks, who do I complain to?"],
        ],
        ["Harrogate"],
        ["Leeds"],
    ),
    "accounts_kept_in_a_budgeting_app": (
        [["our household accounts are kept in GnuCash; how do I record a refund from a shop?"]],
        ["GnuCash"],
        [],
    ),
    "partner_after_a_pictograph": (
        [
            ["my girlfriend Zara loves hiking, any gift ideas?"],
            ["zara and i broke up 💔 just need a distraction, good podcasts?"],
            ["feeling so much better ☀️ my boyfriend Tariq and I are off to Rome in June — where should we stay?"],
        ],
        ["Tariq"],
        ["Zara"],
    ),
    "pastime_by_grade": (
        [["my bouldering grade has been stuck at V4 all year, what drills help?"]],
        ["bouldering"],
        [],
    ),
    "quoted_title_whole": (
        [["my novel 'El Jardín de las Horas' needs a blurb, can you draft one?"]],
        ["El Jardín de las Horas"],
        [],
    ),
}


@pytest.mark.parametrize("name", sorted(LIVES))
def test_a_change_told_in_passing_is_applied(tmp_path: Path, name: str) -> None:
    sessions, current, gone = LIVES[name]
    mem = Memory.open(tmp_path / "m.db", owner=name)
    _live(mem, name, sessions)
    _check(_lines(mem, f"{name}-check"), current, gone)
