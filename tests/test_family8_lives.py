"""A child or a partner named beside a family word in shapes no frame lists, over a life, end to end
through :class:`engram.Memory` (:mod:`engram.extraction.family_first`).

Each mini-life names a partner or a child in a chatty message (inside a question, with a description
between, in brackets), chats about something else, then changes it (the couple parts and somebody new
is named, a baby arrives). After the last session the context block states each current value on
exactly one line and holds no line with the old one. The quiet lives name somebody else's family in the
same shapes: the user's lines stay as they were. Values and phrasings are our own.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from test_kin_changes import live_and_check

# name -> (one user message per session, current values, gone values)
LIVES: dict[str, tuple[list[str], list[str], list[str]]] = {
    "partner_in_a_question_then_parted_then_new": (
        [
            "How do I get my boyfriend Dario to stop leaving socks everywhere?",
            "what's a good stretch for a stiff neck?",
            "I finally broke up with my boyfriend Dario. onwards!",
            "I'm in a relationship with a guy called Femi now, it's early days but lovely",
        ],
        ["Femi"],
        ["Dario"],
    ),
    "married_with_a_description_and_a_baby": (
        [
            "I'm married to a wonderful guy named Tomás, he does all the cooking.",
            "It's a boy! Meet little Arlo. we're exhausted and happy",
        ],
        ["Tomás", "Arlo"],
        [],
    ),
    "kids_listed_by_a_parent_label": (
        [
            "Mum of two here: Jonah is 9 and Isla is 5. any ideas for a rainy saturday?",
            "I also have a son named Felix; he's 2 and into everything.",
        ],
        ["Jonah is 9", "Isla is 5", "Felix is 2"],
        [],
    ),
}

QUIET: dict[str, tuple[list[str], list[str], list[str]]] = {
    "somebody_elses_family": (
        [
            "I'm married to a wonderful guy named Tomás.",
            "My friend is married to a guy named Marco, and my sister has a son named Felix.",
            "My colleague is dating someone named Sasha.",
        ],
        ["Tomás"],
        ["Marco", "Felix", "Sasha"],
    ),
    "a_naming_question": (
        ["I'm married to a wonderful guy named Tomás.", "Should I call my son Felix or Max? he's due in May"],
        ["Tomás"],
        ["Felix", "Max"],
    ),
}


@pytest.mark.parametrize("name", sorted(LIVES))
def test_a_family_named_in_a_new_shape_stays_true(tmp_path: Path, name: str) -> None:
    live_and_check(tmp_path, name, LIVES[name])


@pytest.mark.parametrize("name", sorted(QUIET))
def test_somebody_elses_family_in_the_same_shapes_changes_nothing(tmp_path: Path, name: str) -> None:
    live_and_check(tmp_path, name, QUIET[name])
