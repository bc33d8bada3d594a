"""Homes, children, pets and a style over a life, in the shapes the blind bank showed once opened
(2026-11-27). Mini-lives of our own, each current value on exactly one context line after the last
session and no old one; the must-produce-nothing lives (a relative's training, a return date, a
cousin's pet) leave the user's facts as they were."""

from __future__ import annotations

from pathlib import Path

import pytest

from test_things_changes import check_life, check_nothing_changes

# name: (user turns, one per session; current values; gone values; {question: wanted word})
LIVES: dict[str, tuple[list[str], list[str], list[str], dict[str, str]]] = {
    "a-town-traded-for-a-shorter-commute": (
        [
            "I live in Ballarat, what's good for a rainy weekend?",
            "new town for me: Bendigo. traded Ballarat for a shorter commute. any decent bakeries?",
        ],
        ["Bendigo"],
        ["Ballarat", "commute"],
        {"where do I live?": "Bendigo"},
    ),
}


@pytest.mark.parametrize("name", sorted(LIVES))
def test_a_life_keeps_the_current_value(tmp_path: Path, name: str) -> None:
    check_life(tmp_path, name, LIVES[name])


BASE = ["I live in Leeds with my wife Odile, and our son Bram is 6. we have a dog called Pip."]
NOTHING = {
    "cousins-training": "my cousin Perpetua is training to be a farrier, she loves it",
    "return-date": "currently on a short work trip to Oslo; i return on thursday",
}


@pytest.mark.parametrize("name", sorted(NOTHING))
def test_somebody_elses_life_or_a_date_changes_nothing(tmp_path: Path, name: str) -> None:
    check_nothing_changes(tmp_path, name, BASE, NOTHING[name])
