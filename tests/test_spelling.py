"""Chat spelling (shorthand, typos) is spelled out for the grammar and mapped back to the words the user typed."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engram.extraction import extract_text
from engram.extraction.spelling import spell_out


@pytest.mark.parametrize(
    ("typed", "spelled"),
    [
        ("tbh im doing keto rn", "tbh i'm doing keto right now"),
        ("Im vegan, Ive moved", "I'm vegan, I've moved"),
        ("jsut mvoed to Leeds, my daugther is 7", "just moved to Leeds, my daughter is 7"),
        ("Im fine, Pls help", "I'm fine, Please help"),
        ("pls dont use emojis in ur replies", "please don't use emojis in your replies"),
        ("my mgr's name is Dan, ops mgr at Kestrel", "my manager's name is Dan, ops mgr at Kestrel"),
        ("ur the best", "you're the best"),
        ("new project w/ Flutter, coffee w/o sugar", "new project w/ Flutter, coffee without sugar"),
        ("my son is 4yo and my daughter 6 y/o", "my son is 4 years old and my daughter 6 years old"),
        ("we r moving to Leeds", "we are moving to Leeds"),
        ("am vegan now. Am in Cork too", "i am vegan now. I am in Cork too"),
        ("my mgr's name is Dan", "my manager's name is Dan"),
    ],
)
def test_shorthand_is_spelled_out(typed: str, spelled: str) -> None:
    assert spell_out(typed).text == spelled


@pytest.mark.parametrize(
    "text",
    [
        "Ill be fine, its well past midnight",  # real words that look like shorthand
        "I use R for stats and we'd shed a tear",
        "Am I right?",  # a question, not a dropped "I"
        "the U2 concert, the UK, a URL",
        "i/o bound, and/or, w/e",
        "Let's go, I'm sure",
    ],
)
def test_real_words_stay_as_typed(text: str) -> None:
    spelled = spell_out(text)
    assert spelled.text == text
    assert spelled.spans == ()


_WORDS = [
    "im",
    "dont",
    "tbh",
    "u",
    "ur",
    "w/",
    "rn",
    "btw",
    "I",
    "moved",
    "to",
    "Leeds",
    "vegan",
    "am",
    "the",
    "4yo",
    "r",
]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_WORDS), min_size=1, max_size=12), st.sampled_from([" ", "  ", ", ", "\n"]))
def test_the_spelled_text_maps_back_to_what_was_typed(words: list[str], sep: str) -> None:
    typed = sep.join(words)
    spelled = spell_out(typed)
    assert spelled.typed(spelled.text) == typed
    # every stretch of the spelled text maps to a stretch of what was typed
    for start in range(0, len(spelled.text), 3):
        piece = spelled.text[start : start + 9]
        if piece.strip():
            assert spelled.typed(piece) in typed


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=60))
def test_any_text_round_trips(text: str) -> None:
    spelled = spell_out(text)
    assert spelled.typed(spelled.text) == text
    assert spelled.typed_text == text


def test_evidence_is_what_the_user_typed() -> None:
    (candidate,) = extract_text("tbh im doing keto these days")
    assert candidate.content == "Diet: keto"
    assert candidate.evidence == "im doing keto these days"
