"""A child's new age said beside their name in shapes no age frame lists, end to end through
:class:`engram.Memory` (:mod:`engram.extraction.age_first`).

Each mini-life introduces a child with an age, chats about something else, then tells the new age in
a chatty message ("our little Noor is officially 3", "Yesterday Omar turned 8, which means I'm
getting old"). After the last session the context block states the new age on exactly one line and
no line holds the old one. The quiet lives tell a birthday of somebody who is not the user's child
(a nephew, a friend): the extractor cannot know, reconcile does, and the user's lines stay as they
were. Values and phrasings are our own.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from test_kin_changes import live_and_check

# name -> (one user message per session, current values, gone values)
LIVES: dict[str, tuple[list[str], list[str], list[str]]] = {
    "noor_officially": (
        [
            "Our daughter Noor is 2 and already bossing the cat around.",
            "can you suggest a quick lentil soup?",
            "Big day: our little Noor is officially 3. any ideas for a dinosaur cake?",
        ],
        ["Noor is 3"],
        ["Noor is 2"],
    ),
    "omar_turned_after_a_time_word": (
        [
            "My son Omar is 7, he's obsessed with dinosaurs.",
            "Yesterday Omar turned 8, which means I'm getting old. what's a good board game for his age?",
        ],
        ["Omar is 8"],
        ["Omar is 7"],
    ),
    "felix_age_after_a_comma": (
        [
            "I have a 5-year-old son called Felix.",
            "Happy birthday to my boy Felix, 6 today! he wants a scooter",
        ],
        ["Felix is 6"],
        ["Felix is 5"],
    ),
    "priya_ordinal_birthday": (
        [
            "Priya, my daughter, is 4.",
            "It was Priya's fifth birthday on Friday; we did a bouncy castle and I'm exhausted.",
        ],
        ["Priya is 5"],
        ["Priya is 4"],
    ),
}

# a user with one child, then a birthday of somebody who is not that child
QUIET: dict[str, tuple[list[str], list[str], list[str]]] = {
    "a_nephews_birthday": (
        ["My son Omar is 7, he's obsessed with dinosaurs.", "My nephew Jonah turned 8 yesterday, we went bowling."],
        ["Omar is 7"],
        ["Jonah"],
    ),
    "a_friends_birthday_by_name": (
        ["My son Omar is 7, he's obsessed with dinosaurs.", "Yesterday Lena turned 9, so we baked her a cake."],
        ["Omar is 7"],
        ["Lena"],
    ),
}


@pytest.mark.parametrize("name", sorted(LIVES))
def test_a_birthday_said_beside_the_name_updates_the_age(tmp_path: Path, name: str) -> None:
    live_and_check(tmp_path, name, LIVES[name])


@pytest.mark.parametrize("name", sorted(QUIET))
def test_a_birthday_of_somebody_else_changes_nothing(tmp_path: Path, name: str) -> None:
    live_and_check(tmp_path, name, QUIET[name])
