"""Typed facts end to end: capture -> close_session -> context block and recall (docs/typed-facts.md).

The lives here use their own phrasings and values (not the life evaluation's): each step is one
session; after the last one the context block must state every current fact on one line, and
nothing superseded, retracted, temporary-and-over or said about somebody else.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from engram import Memory
from engram.extraction.facts import sentence_facts
from engram.extraction.restatement import same_value
from engram.retrieval.questions import question_slots

T0 = datetime(2025, 5, 5, 9, 0)

LIVES = {
    "mover": (
        [
            "Hi! I live in Rotterdam and I don't have a car.",
            "I work at Ironbark as a junior analyst.",
            "My manager is Yuki Mori.",
            "Quick update: I don't live in Rotterdam anymore, I've moved to Galway.",
            "We had a reorg and now I report to Baptiste Girard.",
            "Good news, I'm officially a principal engineer starting this month.",
            "Again, I work at Ironbark.",
            "I'm in Lyon for a conference until Friday.",
            "Can you suggest a hotel? My cousin lives in Naples, by the way.",
            "What's a good way to learn Rust?",
        ],
        ["Galway", "Baptiste Girard", "principal engineer", "Ironbark"],
        ["Rotterdam", "Yuki", "junior analyst", "Lyon", "Naples", "Rust"],
        {"where do I live now?": "Galway", "who do I report to?": "Baptiste", "what's my job title?": "principal"},
    ),
    "switcher": (
        [
            "I mostly code in VS Code.",
            "My main language is Kotlin.",
            "My side project is called Marigold, a recipe scaler for bakers.",
            "Marigold is going to be built on Django.",
            "We have a cat called Pickles and a lot of plants.",
            "I no longer use VS Code; it's Neovim now.",
            "Change of plans on Marigold: we're moving off Django onto Rails.",
            "Pickles passed away last week, we're heartbroken.",
            "I've taken up birdwatching.",
            "Not into birdwatching anymore.",
            "My roommate swears by Emacs.",
        ],
        ["Neovim", "Kotlin", "Rails", "recipe scaler"],
        ["VS Code", "Django", "Pickles", "birdwatching", "Emacs"],
        {"what editor do I use?": "Neovim", "which framework does Marigold run on?": "Rails"},
    ),
    "family": (
        [
            "My husband Raj and I just bought a flat.",
            "I've got a 7-year-old son called Rowan.",
            "I'm vegetarian, but I eat eggs.",
            "Rowan just had a birthday -- 8 now!",
            "I accepted the offer from Kestrel Labs! I'll be their new staff nurse.",
            "I've added fish back, so I'm pescatarian now.",
            "I'm allergic to penicillin.",
            "If I were vegan, what would I eat for protein?",
        ],
        ["Raj", "Rowan is 8", "Kestrel Labs", "staff nurse", "pescatarian", "penicillin"],
        ["Rowan is 7", "vegetarian", "vegan"],
        {"who is my husband?": "Raj", "which company do I work for?": "Kestrel"},
    ),
    # a killed project leaves with its stack, a redecision replaces the old choice, a dropped
    # hobby leaves, whatever the shape of the sentence (tests/plans5_cases.py has the single turns)
    "tinkerer": (
        [
            "been tinkering with Sprout, a little seed-swap app for my street",
            "settled on SQLite for Sprout",
            "btw my weekend thing is Larkspur, a tiny podcast player",
            "Larkspur's backend is Flask",
            "joined a running club in January",
            "I've been getting into knitting 🙂",
            "I go boxing every tuesday",
            "ripped out Flask, Larkspur uses FastAPI now",
            "I killed the Sprout project.",
            "Fell in love with sourdough baking recently.",
            "I gave up knitting, no time anymore.",
            "I don't really do running anymore.",
            "hung up my boxing gloves for good",
            "Larkspur is on the back burner till spring",
            "my brother's side project Thornbury runs on Postgres",
        ],
        ["podcast player", "FastAPI", "sourdough baking", "on hold"],
        ["Sprout", "SQLite", "Flask", "knitting", "running", "boxing", "Thornbury", "Postgres"],
        {"what does Larkspur run on?": "FastAPI", "what are my hobbies?": "sourdough"},
    ),
    # family and pets in the shapes of tests/kin5_cases.py: an age in words, a pet put down, a break-up
    "kin": (
        [
            "Meet Pepper, our new puppy!",
            "this is Noodle, our cat 🐱",
            "our daughter Esme is 5",
            "My boyfriend (Emeka) is cooking tonight",
            "my sister's dog Rex is adorable",
            "Esme turned six today 🎂",
            "Sadly we had to put Noodle down.",
            "ugh, Emeka dumped me last night",
            "We're expecting a baby boy in March.",
            "this is Yara, my girlfriend",
        ],
        ["Pepper", "Esme is 6", "Yara"],
        ["Noodle", "Esme is 5", "Emeka", "Rex"],
        {"what's my dog called?": "Pepper", "who is my girlfriend?": "Yara"},
    ),
    # a promotion, a manager replaced by name and a move to another employer each replace the old line;
    # a skip-level manager and a sister's boss are nobody the user reports to
    "climber": (
        [
            "I work at Halden Bank as a credit analyst.",
            "My boss is Leon Fisch.",
            "Big news: I've been made head of operations.",
            "Yara Haddad replaced Leon Fisch as my manager.",
            "my skip level manager is Doreen Pike",
            "Left Halden Bank for Inkwell Books last month",
            "my sister's boss is Karen Webb",
        ],
        ["Inkwell Books", "head of operations", "Yara Haddad"],
        ["Halden", "credit analyst", "Leon", "Doreen", "Karen"],
        {"who do I report to?": "Yara", "what's my job title?": "head of operations"},
    ),
    # laid off, hired elsewhere, a new title and a new boss, each in a shape of its own
    "rehired": (
        [
            "I'm a staff nurse at Wrenfield.",
            "I report to Amara Okoye.",
            "Got laid off from Wrenfield last week 😞",
            "Brightline Health hired me!",
            "they made me charge nurse",
            "my boss changed to Ines Duarte",
        ],
        ["Brightline Health", "charge nurse", "Ines Duarte"],
        ["Wrenfield", "staff nurse", "Amara"],
        {"who do I report to?": "Ines", "which company do I work for?": "Brightline"},
    ),
}


def _live(mem: Memory, name: str, lines: list[str], start_day: int = 0) -> None:
    for n, text in enumerate(lines):
        sid = f"{name}-s{n}"
        at = T0 + timedelta(days=start_day + 3 * n)
        mem.capture(sid, "user", text, at=at)
        mem.capture(sid, "assistant", "Noted.", at=at + timedelta(minutes=1))
        mem.close_session(sid)


def _lines(mem: Memory, sid: str) -> list[str]:
    text = mem.context(session_id=sid, budget_tokens=800).text
    return [line[2:] for line in text.splitlines() if line.startswith("- ")]


@pytest.mark.parametrize("name", sorted(LIVES))
def test_a_life_keeps_memory_true(tmp_path: Path, name: str) -> None:
    lines, current, gone, questions = LIVES[name]
    mem = Memory.open(tmp_path / "m.db", owner=name)
    _live(mem, name, lines)
    context = _lines(mem, f"{name}-check")
    for value in current:
        assert sum(value.lower() in line.lower() for line in context) == 1, (value, context)
    for value in gone:
        assert not any(re.search(rf"\b{re.escape(value)}\b", line, re.I) for line in context), (value, context)
    for question, want in questions.items():
        hits = mem.recall(question, k=5, kinds=("item",))
        assert any(want.lower() in h.content.lower() for h in hits), (question, [h.content for h in hits])


def test_a_restatement_confirms_instead_of_adding_a_line(tmp_path: Path) -> None:
    mem = Memory.open(tmp_path / "m.db", owner="u")
    _live(mem, "r", ["I work at Ironbark.", "Still at Ironbark, for the record.", "Again, I work at Ironbark."])
    active = [i for i in mem.list() if i.slot == "employer"]
    assert len(active) == 1 and active[0].last_confirmed_at is not None


def test_a_change_supersedes_bitemporally_with_provenance(tmp_path: Path) -> None:
    mem = Memory.open(tmp_path / "m.db", owner="u")
    _live(mem, "c", ["I live in Rotterdam.", "I relocated to Porto last month."])
    items = mem.list(include_inactive=True)
    old = next(i for i in items if "Rotterdam" in i.content)
    new = next(i for i in items if "Porto" in i.content)
    assert (old.status, old.superseded_by, new.supersedes, new.lineage) == ("superseded", new.id, old.id, old.lineage)
    assert new.slot == old.slot == "residence" and new.provenance.session_id == "c-s1"


def test_a_trip_never_replaces_home_and_ends_after_its_date(tmp_path: Path) -> None:
    mem = Memory.open(tmp_path / "m.db", owner="u")
    _live(mem, "t", ["I live in Galway.", "I'm in Lyon for a conference until Friday."])
    during = _lines(mem, "t-during")
    assert any("Galway" in line for line in during) and any("Lyon" in line for line in during)
    _live(mem, "later", ["Any tips for a long-haul flight?"], start_day=10)
    after = _lines(mem, "t-after")
    assert any("Galway" in line for line in after) and not any("Lyon" in line for line in after)


def test_an_extracted_fact_never_overrides_an_explicit_one(tmp_path: Path) -> None:
    mem = Memory.open(tmp_path / "m.db", owner="u")
    _live(mem, "x", ["I live in Galway."])
    explicit = mem.remember("Lives in Cork", category="profile")
    _live(mem, "y", ["Forget Cork, I never lived there."])
    assert mem.get(explicit.item.id).is_active


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=200))
@example("LOW CARB")
@example("DAIRY FREE")
def test_the_fact_grammar_never_raises_and_only_reads_values_from_the_text(text: str) -> None:
    # (a value is written the one way its slot renders it: "LOW CARB" is the diet "low-carb")
    said = " ".join(text.casefold().replace("-", " ").split())
    for fact in sentence_facts(text):
        for value in (fact.value, fact.old or ""):
            for word in value.split():
                assert word.casefold().replace("-", " ") in said


@pytest.mark.parametrize(
    ("new", "old", "same"),
    [
        ("Likes dark roast coffee", "Prefers dark roast coffee", True),
        ("Prefers light roast coffee", "Prefers dark roast coffee", False),
        ("Birthday is June 3", "Birthday is May 3", False),
        ("Works night shifts", "Works nights", True),
        ("Deploys every Friday", "Deploys every Thursday", False),
    ],
)
def test_a_restatement_of_an_untyped_memory_needs_the_same_value_words(new: str, old: str, same: bool) -> None:
    assert same_value(new, old) is same


def test_an_untyped_restatement_confirms_with_the_local_embedder(tmp_path: Path) -> None:
    pytest.importorskip("onnxruntime")
    from engram.providers.local_embed import LocalEmbedder

    mem = Memory.open(tmp_path / "m.db", owner="u", embedder=LocalEmbedder())
    _live(mem, "p", ["I prefer dark roast coffee.", "I like dark roast coffee."])
    lines = [i for i in mem.list() if "roast" in i.content]
    assert len(lines) == 1 and lines[0].last_confirmed_at is not None


def test_the_slot_survives_a_jsonl_export_and_import(tmp_path: Path) -> None:
    mem = Memory.open(tmp_path / "a.db", owner="u")
    _live(mem, "e", ["I live in Galway.", "We have a cat called Pickles."])
    dump = mem.export("jsonl")
    assert '"slot": "residence"' in dump and '"slot": "pet:pickles"' in dump
    other = Memory.open(tmp_path / "b.db", owner="u")
    other.import_(dump, format="jsonl")
    assert sorted((i.slot or "") for i in other.list()) == ["pet:pickles", "residence"]


def test_x_uses_y_is_a_stack_only_for_a_project_the_user_has(tmp_path: Path) -> None:
    mem = Memory.open(tmp_path / "m.db", owner="u")
    _live(
        mem,
        "g",
        ["Google uses Go for a lot of services.", "I'm building Flint, a climbing log.", "Flint uses Postgres."],
    )
    assert sorted(i.content for i in mem.list()) == ["Project Flint uses Postgres", "Project Flint: climbing log"]


@pytest.mark.parametrize(
    ("question", "slot"),
    [
        ("where do I live now?", "residence"),
        ("Which company employs her?", "employer"),
        ("who do I report to?", "manager"),
        ("what editor do I code in?", "tool:editor"),
        ("Which frontend does Larchmont run on?", "project:larchmont:stack"),
        ("Is she vegetarian or vegan?", "diet"),
        ("Who is Ana with?", "partner"),
        ("Where is Maya settled these days?", "residence"),
        ("What city does Maya call home?", "residence"),
        ("Where does Maya's paycheck come from?", "employer"),
        ("Who runs Maya's team?", "manager"),
        ("Who is Maya's significant other?", "partner"),
        ("What is Maya into these days?", "hobby:"),
        ("Where is Maya staying this week?", "trip"),
        ("What is Maya working on?", "project:"),
        ("What is Maya's main language?", "tool:language"),
        ("Who does Maya answer to these days?", "manager"),
        ("Who's above Maya at work?", "manager"),
        ("Who oversees Maya's work now?", "manager"),
        ("Who signs off on Maya's time off?", "manager"),
        ("Who does Maya have one-on-ones with?", "manager"),
    ],
)
def test_question_forms_map_to_slots(question: str, slot: str) -> None:
    assert slot in question_slots(question)


def test_a_question_with_no_slot_form_asks_for_no_slot() -> None:
    assert question_slots("what is recursion") == []


def test_tools_in_shapes_no_frame_foresaw_stay_one_current_line(tmp_path: Path) -> None:
    """A tool the user places themselves in with no cue, a switch read from its two tools, and a
    switch whose old tool was never remembered (the lexicon gives its slot at reconcile)."""
    mem = Memory.open(tmp_path / "m.db", owner="u")
    _live(
        mem,
        "tools",
        [
            "Most days I'm knee-deep in C#.",
            "Been doing my coding in Helix lately and loving it.",
            "All my personal notes live in Bear.",
            "I've been weaning myself off C# and onto Go.",
            "I gave Zed a try and I'm not going back to Helix.",
            "Swapped out Todoist for TickTick.",
            "My brother swears by Emacs.",
            "I'm thinking about trying Zig.",
        ],
    )
    context = _lines(mem, "tools-check")
    for value in ("Go", "Zed", "Bear", "TickTick"):
        assert sum(bool(re.search(rf"\b{value}\b", line)) for line in context) == 1, (value, context)
    for value in ("C#", "Helix", "Todoist", "Emacs", "Zig"):
        assert not any(value in line for line in context), (value, context)
    assert {i.slot for i in mem.list() if i.slot and i.slot.startswith("tool:")} == {
        "tool:language",
        "tool:editor",
        "tool:notes",
        "tool:todo",
    }


def test_homes_said_by_their_place_stay_one_current_line(tmp_path: Path) -> None:
    """Homes no frame reads, found by a place the gazetteer knows plus a word of dwelling; a move
    said by its two places; trips, a company's city and somebody else's move stay out."""
    mem = Memory.open(tmp_path / "m.db", owner="u")
    _live(
        mem,
        "homes",
        [
            "I've been a Leeds local for about six years now.",
            "I work remotely for a startup based in Berlin.",
            "Goodbye Leeds, hello Bristol.",
            "We're house-sitting in Florence this month.",
            "After two years in Bristol we're now in Valencia.",
            "My friend Carla relocated to Bilbao.",
            "I drove home from Denver last night.",
        ],
    )
    context = _lines(mem, "homes-check")
    assert sum("Valencia" in line for line in context) == 1, context
    for gone in ("Leeds", "Bristol", "Berlin", "Florence", "Bilbao", "Denver"):
        assert not any(gone in line for line in context), (gone, context)
    homes = [i for i in mem.list(include_inactive=True) if i.slot == "residence"]
    assert [i.status for i in homes].count("active") == 1 and len(homes) == 3


def test_an_allergy_that_turned_out_not_to_be_one_leaves_the_context(tmp_path: Path) -> None:
    mem = Memory.open(tmp_path / "m.db", owner="u")
    _live(
        mem,
        "allergy",
        [
            "I'm allergic to penicillin.",
            "I have a severe shellfish allergy.",
            "Turns out I'm not allergic to penicillin after all.",
        ],
    )
    context = _lines(mem, "allergy-check")
    assert not any("penicillin" in line for line in context), context
    assert sum("shellfish" in line and "severe" not in line for line in context) == 1, context


_STACK = [
    "I'm building an app called Marigold (a recipe scaler)",
    "Marigold runs on Django",
    "Marigold is hosted on Heroku",
]


@pytest.mark.parametrize(
    ("said", "new", "old"),
    [
        ("ripped out Django, Marigold uses Rails now", "Rails", "Django"),
        ("Marigold: Django -> Rails", "Rails", "Django"),
        ("went with Rails instead of Django for Marigold", "Rails", "Django"),
        ("decided to rewrite Marigold in Rails", "Rails", "Django"),
        ("Marigold now lives on Netlify", "Netlify", "Heroku"),
        ("Heroku out, Render in for Marigold", "Render", "Heroku"),
        ("I killed the Marigold project.", None, "Marigold"),
        ("Marigold is no more", None, "Marigold"),
    ],
)
def test_a_redecision_replaces_the_old_choice_and_a_killed_project_leaves(
    tmp_path: Path, said: str, new: str | None, old: str
) -> None:
    mem = Memory.open(tmp_path / "m.db", owner="p")
    _live(mem, "p", [*_STACK, said])
    context = _lines(mem, "p-check")
    mem.close()
    assert new is None or sum(new.lower() in line.lower() for line in context) == 1, context
    assert not any(re.search(rf"\b{re.escape(old)}\b", line, re.I) for line in context), context


@pytest.mark.parametrize(
    ("taken_up", "dropped", "word"),
    [
        ("I go bouldering twice a week", "not into bouldering anymore", "bouldering"),
        ("I knit to unwind", "I gave up knitting, no time anymore.", "knit"),
        ("joined a running club in January", "I don't really do running anymore.", "running"),
        ("I play guitar most evenings", "haven't touched my guitar in months, I'm done with it", "guitar"),
        ("I go climbing every weekend", "sold all my climbing gear", "climbing"),
        ("took up boxing last month", "hung up my boxing gloves for good", "boxing"),
        ("I paint watercolours on sundays", "haven't painted in ages", "paint"),
        ("I'm hooked on surfing", "surfing was just a phase", "surfing"),
    ],
)
def test_a_dropped_hobby_leaves_the_context_block(tmp_path: Path, taken_up: str, dropped: str, word: str) -> None:
    mem = Memory.open(tmp_path / "m.db", owner="h")
    _live(mem, "h", [taken_up])
    before = _lines(mem, "h-mid")
    _live(mem, "h2", [dropped], start_day=10)
    after = _lines(mem, "h-check")
    mem.close()
    assert any(word in line.lower() for line in before), before
    assert not any(word in line.lower() for line in after), after


@pytest.mark.parametrize(
    "sentence",
    [
        "I won't quit on my dreams",  # a refusal to quit ends nothing
        "never gonna give up on my art",
        "Thankfully it's over now",  # only a pronoun is named
        "Still working on my biz",  # "still" + a verb is no restated value
        "Still following my passion for dance",
        "my grandma passed away and it's been really hard",  # a person, not a pet
        "Took a trip to a new place",  # a kind of place is no place
        "It's about the journey and what we learn, not just winning",  # a contrast, not a switch
        "It's made me grow, and even got me out of my secure 9-5 as a banker",  # a title left behind
    ],
)
def test_sentences_from_the_precision_sample_state_nothing(sentence: str) -> None:
    """Classes of error found by hand-checking a sample of extractions on LoCoMo (docs/benchmarks.md)."""
    assert sentence_facts(sentence) == []
