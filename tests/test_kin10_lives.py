"""People and pets named by apposition, in lower case or by a pronoun, end to end across sessions.

Each mini-life names somebody of the user's the way chat does in passing -- "Ingrid (my wife)", "our
cockapoo, Dumpling, ...", "bovril is our border terrier", "... she's my manager" after a request --
and changes or ends it later inside a chatty message. After the last session the context block
states the current value on exactly one line and no line holds what ended. The quiet lives name
other people's kin, pets and managers the same ways: the user's lines stay as they were. Values and
phrasings are our own.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engram import Memory
from test_kin_changes import _lines, _live, live_and_check

# name -> (one user message per session, current values, gone values)
LIVES: dict[str, tuple[list[str], list[str], list[str]]] = {
    "manager_in_brackets_then_pronoun": (
        [
            "ok so my boss (Ottilie Brandt) wants the quarterly deck by friday, can you help me outline it?",
            "what's a good way to structure a retro?",
            "can you draft an email to Rashid Okafor? he's my manager now after the reorg and I need friday off",
        ],
        ["Rashid Okafor"],
        ["Ottilie"],
    ),
    "lower_case_terrier_goes_to_mum": (
        [
            "bovril is our border terrier and he's a menace lol, how do I stop him digging?",
            "any tips for a rainy day indoors?",
            "sad news, bovril went to live with my mum, she has a big garden and we just couldn't keep him in the flat",
        ],
        [],
        ["Bovril"],
    ),
    "birman_by_pronoun_then_kind_ends": (
        [
            "Pistachio keeps knocking cups off the table. she's my birman btw, is that normal?",
            "what's a good houseplant that's safe for cats?",
            "update: the birman has gone to my sister's, she has more space 😢 anyway, decluttering tips?",
        ],
        [],
        ["Pistachio"],
    ),
    "husband_dashes_then_split": (
        [
            "Tobias -- my husband -- just booked us a weekend away, packing list?",
            "how long should I boil an egg?",
            "long story but Tobias and I split up in march. anyway can you help me budget for one?",
        ],
        [],
        ["Tobias"],
    ),
    "kids_listed_with_household_cue_then_birthday": (
        [
            "Elodie is 12 and Bastien is 1, so the house is never quiet. quick dinners?",
            "can you explain compound interest?",
            "Bastien turned 2 yesterday!! party was chaos. any ideas for thank you notes?",
        ],
        ["Bastien is 2", "Elodie is 12"],
        ["is 1"],
    ),
    "lowercase_saluki_then_new_dog": (
        [
            "so marmite (my saluki) is off his food, should i worry?",
            "what's a good stretching routine?",
            "marmite passed away last week :( we adopted a whippet, her name is fennel. puppy classes near me?",
        ],
        ["Fennel"],
        ["Marmite"],
    ),
    "stepson_remote_bracket_and_wife": (
        [
            "it's Casimir's first football match on saturday (my stepson) -- snack ideas?",
            "Ingrid (my wife) thinks we should repaint the hallway, any colour ideas?",
        ],
        ["Casimir", "Ingrid"],
        [],
    ),
}

# Other people's kin, pets and managers set by apposition: nothing of the user's changes.
QUIET: dict[str, tuple[list[str], list[str], list[str]]] = {
    "others_in_apposition": (
        [
            "my manager is Wenceslas Moreau",
            "We have a cat called Olaf.",
            "my friend's dog (a saluki named Rex) is adorable",
            "Tomasz (my sister's husband) is visiting next week",
            "Priya, my coworker, got a dog named Nacho",
            "my sister's boss (Ruth Adler) sounds awful",
            "if we got a whippet we'd call it Toast",
            "I'm playing Hollow Knight (my favourite game) again",
        ],
        ["Wenceslas Moreau", "Olaf"],
        ["Rex", "Tomasz", "Nacho", "Ruth", "Toast", "Hollow"],
    ),
    "pronoun_to_somebody_else": (
        [
            "my partner is Greta",
            "Klara keeps stealing socks. she's my neighbour's ferret",
            "can you draft an email to Ifeoma Chukwu? she's my client",
            "the parrot at the zoo flew off, wild",
        ],
        ["Greta"],
        ["Klara", "Ifeoma"],
    ),
}


@pytest.mark.parametrize("name", sorted(LIVES))
def test_a_name_set_beside_a_role_is_remembered_and_changed(tmp_path: Path, name: str) -> None:
    live_and_check(tmp_path, name, LIVES[name])


@pytest.mark.parametrize("name", sorted(QUIET))
def test_other_peoples_apposed_names_change_nothing(tmp_path: Path, name: str) -> None:
    live_and_check(tmp_path, name, QUIET[name])


def test_a_lower_case_name_is_stored_as_a_name(tmp_path: Path) -> None:
    mem = Memory.open(tmp_path / "m.db", owner="u")
    _live(mem, "s", ["tofu (our shiba inu) refuses to walk in the rain, any tips?"])
    assert "Has a shiba inu named Tofu" in _lines(mem, "s-check")
