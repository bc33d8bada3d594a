"""Changes of session 21, end to end through :class:`engram.Memory`: an editor taken up "and I caved" after
the old one; a language the user's team moved to; a pet gone, said in an aside beside the new one; a partner
who is the other parent of the user's child; a boss replaced by one "who was covering"; a diet set by a
doctor ("told me to drop keto and go Mediterranean"); a home said by its first winter; a project's
infrastructure tool replaced ("ended up going with Pulumi for X"); a name with a capital outside ASCII.

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
    "editor_caved": (
        [
            ["I use Sublime Text for everything, how do I add a custom build system?"],
            ["everyone at the new job uses WebStorm and I caved. how do I get multi-cursor in it?"],
        ],
        ["WebStorm"],
        ["Sublime Text"],
    ),
    "team_moved_language": (
        [
            ["I write Java all day, what's the cleanest way to parse a CSV?"],
            ["our team moved the payments service to Kotlin in the spring. how do sealed classes work?"],
        ],
        ["Kotlin"],
        ["Java"],
    ),
    "pet_gone_in_an_aside": (
        [
            ["my cat Pebble sheds everywhere, which brush works?"],
            ["Biscuit (our new kitten, since Pebble passed) bites my toes at night, how do I stop it?"],
        ],
        ["Biscuit"],
        ["Pebble"],
    ),
    "partner_as_coparent": (
        [["Freya and I have a 3 year old who refuses to nap. any routines that work?"]],
        ["Freya"],
        [],
    ),
    "boss_who_was_covering": (
        [
            ["my manager Colm wants a weekly status email, can you give me a template?"],
            ["Colm retired. Anjali, who was covering, is my manager for good now. how do I build trust?"],
        ],
        ["Anjali"],
        ["Colm"],
    ),
    "diet_set_by_doctor": (
        [
            ["I'm on keto, is coconut flour ok for pancakes?"],
            ["my GP told me to drop keto and go Mediterranean, can you plan me five dinners?"],
        ],
        ["mediterranean"],
        ["keto"],
    ),
    "home_by_first_winter": (
        [
            ["I live in Porto, what's a good day trip by train?"],
            ["first winter in Tampere and the dark is brutal. any vitamin D advice?"],
        ],
        ["Tampere"],
        ["Porto"],
    ),
    "infrastructure_replaced": (
        [
            ["For Driftwood (my homelab dashboard) we use Terraform. How do I split state per environment?"],
            ["we ended up going with Pulumi for Driftwood. how do I import an existing bucket?"],
        ],
        ["Pulumi"],
        ["Terraform"],
    ),
    "name_with_a_nordic_capital": (
        [["my husband Øyvind snores like a tractor, would a wedge pillow help?"]],
        ["Øyvind"],
        [],
    ),
}


@pytest.mark.parametrize("name", sorted(LIVES))
def test_a_change_told_in_passing_is_applied(tmp_path: Path, name: str) -> None:
    sessions, current, gone = LIVES[name]
    mem = Memory.open(tmp_path / "m.db", owner=name)
    _live(mem, name, sessions)
    _check(_lines(mem, f"{name}-check"), current, gone)
