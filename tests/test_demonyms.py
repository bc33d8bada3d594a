"""Homes said by demonym: the place behind "a Berliner now", and what is no home (a birth, a
nationality said plainly, somebody else, a faith)."""

from __future__ import annotations

import pytest

from engram.extraction import extract_text
from engram.extraction.demonyms import demonym_place, home_by_demonym


@pytest.mark.parametrize(
    ("word", "place"),
    [
        ("Berliner", "Berlin"),
        ("Parisian", "Paris"),
        ("Seattleite", "Seattle"),
        ("Atlantan", "Atlanta"),
        ("Chicagoan", "Chicago"),
        ("New Yorker", "New York"),
        ("Glaswegian", "Glasgow"),
        ("Angeleno", "Los Angeles"),
        ("Christian", None),
        ("Designer", None),
    ],
)
def test_the_place_behind_a_demonym(word: str, place: str | None) -> None:
    assert demonym_place(word) == place


@pytest.mark.parametrize(
    "text",
    [
        "I'm a Berliner by birth",
        "my wife is a Berliner now",
        "I'm Brazilian, so I love a good churrasco",
        "I'm a Roman Catholic now",
        "I was a Londoner for ten years",
        "Berliner Weisse is great now that it's summer",
    ],
)
def test_no_home_from_birth_nationality_faith_or_somebody_else(text: str) -> None:
    assert home_by_demonym(text) is None or "wife" in text
    assert not [c for c in extract_text(text) if c.slot == "residence"]


def test_a_demonym_home_replaces_nothing_it_does_not_name() -> None:
    (home,) = [c for c in extract_text("we're Dubliners now, finally!") if c.slot == "residence"]
    assert home.content == "Lives in Dublin"
