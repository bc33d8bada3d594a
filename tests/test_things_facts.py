"""Tools, projects, diet, allergies and hobbies end to end: capture -> close -> context and recall.

Phrasings and values of our own (not the life evaluation's). A project decision lands in the slot
of its kind (engram.extraction.tech_lexicon), so a later pick of the same kind replaces it even
when the old one is not named.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from engram import Memory
from engram.extraction.facts import sentence_facts
from engram.extraction.tech_lexicon import question_kinds, tech_kind
from engram.retrieval.questions import question_slots

T0 = datetime(2025, 3, 3, 9, 0)

MAKER = [
    "started a side project called Wren, a reading log",
    "we went with MySQL for Wren",
    "settled on Vue for Wren",
    "I store all my meeting notes and plans in Joplin",
    "I mostly write Ruby at work",
    "lifelong vegetarian here",
    "kiwi makes my throat swell",
    "tuesday nights are choir rehearsal for me",
    "I go kayaking most weekends",
    "new pet project - Pika, a plant watering bot",
    "Wren's database is Postgres now",  # same kind, old value not named: replaces MySQL
    "tore Vue out of Wren; Svelte now",
    "we're porting the whole codebase to Go, so Ruby is out",
    "got rid of Joplin, it's Logseq now",
    "from now on I'm going to be vegan",
    "pulled the plug on Pika, nobody used it",
    "kayaking wrecked my shoulder, I'm done with it",
    "my flatmate keeps her notes in Bear and swears by Angular",
    "should we move Wren to Heroku?",
]
CURRENT = ["Postgres", "Svelte", "Go", "Logseq", "vegan", "kiwi", "choir", "Wren: reading log"]
GONE = ["kayaking", "MySQL", "Vue", "Ruby", "Joplin", "vegetarian", "Pika", "Bear", "Angular", "Heroku"]
QUESTIONS = {
    "which database did we pick for Wren?": "Postgres",
    "what frontend does Wren use?": "Svelte",
    "where do I keep my notes?": "Logseq",
    "which programming language do I use?": "Go",
}


def _live(mem: Memory, lines: list[str]) -> None:
    for n, text in enumerate(lines):
        sid = f"m-s{n}"
        at = T0 + timedelta(days=2 * n)
        mem.capture(sid, "user", text, at=at)
        mem.capture(sid, "assistant", "Noted.", at=at + timedelta(minutes=1))
        mem.close_session(sid)


def test_a_makers_life_keeps_memory_true(tmp_path: Path) -> None:
    mem = Memory.open(tmp_path / "m.db", owner="maker")
    _live(mem, MAKER)
    text = mem.context(session_id="m-check", budget_tokens=800).text
    context = [line[2:] for line in text.splitlines() if line.startswith("- ")]
    for value in CURRENT:
        assert sum(value.lower() in line.lower() for line in context) == 1, (value, context)
    for value in GONE:
        assert not any(re.search(rf"\b{re.escape(value)}\b", line, re.I) for line in context), (value, context)
    for question, want in QUESTIONS.items():
        hits = mem.recall(question, k=5, kinds=("item",))
        assert any(want.lower() in h.content.lower() for h in hits), (question, [h.content for h in hits])


def test_a_decision_of_a_known_kind_has_its_own_slot(tmp_path: Path) -> None:
    mem = Memory.open(tmp_path / "m.db", owner="u")
    _live(mem, ["I'm building Lumen (a tiny weather dashboard) on weekends", "going with Netlify for Lumen"])
    assert {i.slot for i in mem.list()} == {"project:lumen", "project:lumen:hosting"}


def test_a_decision_for_something_that_is_not_a_project_is_not_stored(tmp_path: Path) -> None:
    mem = Memory.open(tmp_path / "m.db", owner="u")
    _live(mem, ["we went with Mum for Easter", "decided Sam will use the car"])
    assert [i for i in mem.list() if (i.slot or "").startswith("project:")] == []


@pytest.mark.parametrize(
    ("name", "kind"),
    [
        ("Postgres", "database"),
        ("fly.io", "hosting"),
        ("SolidJS", "frontend"),
        ("Phoenix", "backend"),
        ("Go", "language"),
    ],
)
def test_technology_names_have_a_kind(name: str, kind: str) -> None:
    assert tech_kind(name) == kind


def test_an_unknown_name_has_no_kind() -> None:
    assert tech_kind("Marigold") is None


@pytest.mark.parametrize(
    ("question", "slot"),
    [
        ("where is Gannet hosted?", "project:gannet:hosting"),
        ("which db did we choose for Orca?", "project:orca:database"),
        ("what's the front-end framework of Kite?", "project:kite:frontend"),
        ("what is Pika built with?", "project:pika:database"),
    ],
)
def test_questions_about_a_decision_ask_for_its_kind(question: str, slot: str) -> None:
    assert slot in question_slots(question)


def test_a_question_naming_a_kind_asks_for_that_kind_only() -> None:
    assert question_kinds("what hosting does Gannet use?") == ["hosting"]


@pytest.mark.parametrize(
    "text",
    ["my brother's band broke up, I'm done with it", "she quit chess, she's done with it", "I'm done with it"],
)
def test_done_with_it_ends_nothing_of_somebody_else_or_of_nothing(text: str) -> None:
    assert [f for f in sentence_facts(text) if f.op == "end"] == []


def test_done_with_it_ends_the_subject_of_the_clause_before() -> None:
    (fact,) = sentence_facts("kayaking wrecked my shoulder, I'm done with it")
    assert (fact.op, fact.old) == ("end", "kayaking")
