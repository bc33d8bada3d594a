"""Sessions of several chatty turns, end to end through :class:`engram.Memory`: a fact said after an
unrelated request in the same session is read as it is when said alone (the reading of one turn may
lean on the turn before, never be spoiled by it), and a known child's new age said before the name,
aside beside it or inside a question replaces the old age (:func:`engram.extraction.age_first.ages_around_names`).

Each life is a list of sessions, each a list of user turns; after the last session every current
value is on exactly one context line and no gone value is on any. Values and phrasings are our own.
"""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest

from engram import Memory
from test_kin_changes import T0, _check, _lines

_ASKS = [
    "how do I squash my last three commits into one before pushing",
    "what's a good houseplant for a dark bathroom?",
    "thanks, that worked",
]

# name -> (sessions of user turns, current values, gone values)
LIVES: dict[str, tuple[list[list[str]], list[str], list[str]]] = {
    "percival_after_a_git_question": (
        [
            ["my boyfriend, Cosmo, keeps stealing my hoodies lol", _ASKS[1]],
            [_ASKS[0], "me and Cosmo broke up, so it's just me now"],
            [_ASKS[1], _ASKS[0], "met percival through work friends in the spring, and we're official now", _ASKS[2]],
        ],
        ["Percival"],
        ["Cosmo"],
    ),
    "mina_aside_in_a_question": (
        [
            ["my daughter Mina is 6 and obsessed with horses", _ASKS[2]],
            [_ASKS[0], "Mina (now 7) wants a bike, which size should we get?"],
        ],
        ["Mina is 7"],
        ["Mina is 6"],
    ),
    "kofi_happy_ordinal": (
        [
            [_ASKS[1], "our son Kofi is 9, he wants to learn chess"],
            ["Happy 10th birthday to our little Kofi! what cake is easy to make?", _ASKS[0]],
        ],
        ["Kofi is 10"],
        ["Kofi is 9"],
    ),
    "esme_who_just_turned": (
        [
            ["Esme is my 7 year old and she's reading everything in sight"],
            [_ASKS[2], "any sleepover tips for Esme, who just turned 8?"],
        ],
        ["Esme is 8"],
        ["Esme is 7"],
    ),
    "son_ordinal_birthday": (
        [
            ["my son Teodor is 8, any good science kits?"],
            ["My son celebrated his 9th birthday on Saturday, total chaos", _ASKS[1]],
        ],
        ["Teodor is 9"],
        ["Teodor is 8"],
    ),
    "candles_for_rafa": (
        [
            ["quick one, my boy Rafa is 11 and wants a phone, thoughts?"],
            [_ASKS[0], "12 candles on Rafa's cake, we nearly set off the smoke alarm"],
        ],
        ["Rafa is 12"],
        ["Rafa is 11"],
    ),
    "birthday_then_pronoun": (
        [
            ["my daughter Mina is 10 and loves horses"],
            [_ASKS[1], "it was Mina's birthday! she's 11 now, and wants a pony, obviously"],
        ],
        ["Mina is 11"],
        ["Mina is 10"],
    ),
    "birthday_then_now": (
        [
            ["our son Kofi is 9, he wants to learn chess", _ASKS[2]],
            ["yesterday Kofi celebrated his birthday -- officially 10! cake ideas for next year?"],
        ],
        ["Kofi is 10"],
        ["Kofi is 9"],
    ),
    "pip_gone_after_a_headline": (
        [
            ["we have a budgie named Pip who sings at dawn", _ASKS[1]],
            [_ASKS[0], "sad news today, Pip is gone — I keep thinking about the little budgie"],
        ],
        [],
        ["Pip"],
    ),
}

# what is no change of the user's: somebody else's child, an age to come
QUIET: dict[str, tuple[list[list[str]], list[str], list[str]]] = {
    "nephew_aside": (
        [["my daughter Mina is 6"], ["my nephew Omar (now 8) loves lego, gift ideas?"]],
        ["Mina is 6"],
        ["Omar"],
    ),
    "somebody_else_then_pronoun": (
        [["my daughter Mina is 10 and loves horses"], ["my niece visited. she's 12 now"]],
        ["Mina is 10"],
        ["Mina is 12"],
    ),
    "pip_away_for_the_weekend": (
        [["we have a budgie named Pip who sings at dawn"], ["Pip is gone for the weekend, she's at my mum's"]],
        ["Pip"],
        [],
    ),
    "mum_then_pronoun": (
        [["my daughter Mina is 10", "my mum had a party yesterday. she's 70 now"]],
        ["Mina is 10"],
        ["Mina is 70"],
    ),
    "birthday_to_come": (
        [["my daughter Mina is 6"], [_ASKS[0], "gift ideas for Mina, who turns 7 next week?"]],
        ["Mina is 6"],
        ["Mina is 7"],
    ),
    "unknown_child_aside": (
        [["my son Teodor is 8"], ["Bodhi (9) from his class is coming over, snack ideas?"]],
        ["Teodor is 8"],
        ["Bodhi"],
    ),
}


def _live(mem: Memory, name: str, sessions: list[list[str]]) -> None:
    for n, turns in enumerate(sessions):
        sid = f"{name}-s{n}"
        at = T0 + timedelta(days=4 * n)
        for k, text in enumerate(turns):
            mem.capture(sid, "user", text, at=at + timedelta(minutes=2 * k))
            mem.capture(sid, "assistant", "Noted.", at=at + timedelta(minutes=2 * k + 1))
        mem.close_session(sid)


@pytest.mark.parametrize("name", sorted(LIVES))
def test_a_fact_said_among_other_turns_is_applied(tmp_path: Path, name: str) -> None:
    sessions, current, gone = LIVES[name]
    mem = Memory.open(tmp_path / "m.db", owner=name)
    _live(mem, name, sessions)
    _check(_lines(mem, f"{name}-check"), current, gone)


@pytest.mark.parametrize("name", sorted(QUIET))
def test_what_is_not_the_users_change_leaves_their_lines(tmp_path: Path, name: str) -> None:
    sessions, current, gone = QUIET[name]
    mem = Memory.open(tmp_path / "m.db", owner=name)
    _live(mem, name, sessions)
    _check(_lines(mem, f"{name}-check"), current, gone)
