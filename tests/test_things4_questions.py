"""Questions asked later about the things4 forms map to the slot those forms fill, so a statement
the extractor now reads ("Todoist runs my life", "haven't touched my guitar since spring") can be
found again by the question a user would ask about it."""

from __future__ import annotations

import pytest

from engram.retrieval.questions import question_slots


@pytest.mark.parametrize(
    ("question", "slot"),
    [
        ("what editor do I use?", "tool:editor"),
        ("what language do I code in?", "tool:language"),
        ("what do I write my notes in?", "tool:notes"),
        ("what do I keep my todos in?", "tool:todo"),
        ("which browser do I use?", "tool:browser"),
        ("what shell do I use?", "tool:shell"),
        ("am I vegetarian?", "diet"),
        ("do I eat meat?", "diet"),
        ("what am I allergic to?", "allergy:"),
        ("what's my dog called?", "pet:"),
        ("what happened to my cat?", "pet:"),
        ("what do I do for fun?", "hobby:"),
        ("what do I do in my spare time?", "hobby:"),
        ("what instrument do I play?", "hobby:"),
        ("what am I into these days?", "hobby:"),
        ("is Quill still going?", "project:quill:status"),
        ("where is Quill hosted?", "project:quill:hosting"),
    ],
)
def test_a_question_asks_for_the_slot_its_answer_fills(question: str, slot: str) -> None:
    assert question_slots(question)[0] == slot


def test_a_language_question_is_not_an_editor_question() -> None:
    assert "tool:editor" not in question_slots("what language do I code in?")
    assert question_slots("what do I code in?")[0] == "tool:editor"
