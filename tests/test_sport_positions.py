"""A position on a sports team is never the user's job title, and a job title that shares a word with
a position still is one (extraction/sport_positions.py, read through the sentence reader)."""

from __future__ import annotations

import pytest

from engram.extraction.facts import sentence_facts
from engram.extraction.sport_positions import plays_position


def _roles(text: str) -> list[str]:
    return [f.value for f in sentence_facts(text) if f.slot == "role"]


@pytest.mark.parametrize(
    "text",
    [
        "I'm a shooting guard for the team",
        "I'm the point guard on our rec team",
        "I'm the goalie in our five-a-side",
        "I'm a forward for a sunday league side",
        "I'm a pitcher for the company softball team",
        "I'm the starting quarterback this season",
        "I'm a wicketkeeper for the village club",
    ],
)
def test_a_team_position_is_no_job_title(text: str) -> None:
    assert _roles(text) == []


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("I'm a lead engineer at Acme", "lead engineer"),
        ("I'm a forward deployed engineer at Palantir", "forward deployed engineer"),
        ("I'm a safety officer at the plant", "safety officer"),
        ("I'm a sales rep", "sales rep"),
    ],
)
def test_a_title_sharing_a_word_with_a_position_stays_a_title(text: str, title: str) -> None:
    assert _roles(text) == [title]


def test_a_word_that_is_also_a_position_needs_a_sport_in_the_sentence() -> None:
    assert plays_position("center", "I'm the center on our basketball team")
    assert not plays_position("center", "I'm the center of attention at work")
    assert plays_position("goalkeeper", "I'm a goalkeeper")
