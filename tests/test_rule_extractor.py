"""The offline rule extractor: the utterance table, provenance, corrections, determinism, grounding."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from itertools import pairwise
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from engram.errors import InvalidInput
from engram.extraction import TEMPLATE_WORDS, Candidate, extract, extract_text, summarize_lines, third_person
from engram.extraction.code_language import COMMUNITY_LANGUAGE
from engram.extraction.demonyms import demonym_place
from engram.extraction.diet_shapes import FREE_OF
from engram.extraction.fact_values import gerund
from engram.extraction.hobby_changes import past_forms
from engram.extraction.hobby_lexicon import doing_of, hobby_name
from engram.extraction.kin_lexicon import age_number
from engram.extraction.rules import MAX_CONTENT_CHARS
from engram.extraction.spelling import spell_out
from engram.extraction.tech_lexicon import tech_name
from engram.models import DEFAULT_CATEGORIES, Turn
from extraction_cases import CASES, EMPTY, Case

AT = datetime(2026, 1, 1, 9, 0, tzinfo=UTC)


def make_turns(case: Case, session_id: str = "s-1") -> list[Turn]:
    return [
        Turn(id=n, session_id=session_id, seq=n, role=role, speaker=None, text=text, at=AT, meta=dict(case.meta))
        for n, (role, text) in enumerate(case.turns, start=1)
    ]


def describe(candidates: list[Candidate]) -> list[tuple[str, str, str]]:
    return [(c.category, c.content, c.op) for c in candidates]


# ---- the table -----------------------------------------------------------------------------------


@pytest.mark.parametrize("case", CASES, ids=[f"{c.group}:{c.id}" for c in CASES])
def test_table(case: Case) -> None:
    got = extract(make_turns(case))
    if not case.expect:
        # Nothing to remember. A retraction ("I don't live in X anymore") or a switch whose slot only a
        # stored memory can tell ("Lisbon, not Porto") may update memory, never add one.
        got = [c for c in got if not (c.fact_op == "end" or c.slot == "?")]
    assert len(got) == len(case.expect), f"{case.turns} -> {describe(got)}"
    for candidate, want in zip(got, case.expect, strict=True):
        assert candidate.category == want.category, describe(got)
        if want.exact:
            assert candidate.content == want.content, describe(got)
        else:
            assert want.content in candidate.content, describe(got)
        assert candidate.op == want.op, describe(got)
        if want.subject is not None:
            assert candidate.subject == want.subject
        if want.target_hint is not None:
            assert candidate.target_hint == want.target_hint
        assert candidate.slot == want.slot, describe(got)
        assert candidate.fact_op == want.fact_op, describe(got)
        if candidate.op == "update":
            assert candidate.target_hint, "a correction says what it corrects"


def test_the_table_is_big_enough() -> None:
    assert len(CASES) >= 150
    assert len(EMPTY) >= 50
    assert sum(1 for c in CASES if not c.expect) >= 50
    assert len({c.id for c in CASES}) == len(CASES), "case ids are unique"
    empty_groups = {c.group for c in EMPTY}
    assert {"question", "hypothetical", "reported", "role", "code", "memory"} <= empty_groups


# ---- provenance ----------------------------------------------------------------------------------


def test_turn_ids_and_session_are_carried() -> None:
    turns = [
        Turn(id=11, session_id="sess-a", seq=1, role="user", speaker=None, text="I prefer tea.", at=AT),
        Turn(id=12, session_id="sess-a", seq=2, role="assistant", speaker=None, text="Noted: tea.", at=AT),
        Turn(id=13, session_id="sess-a", seq=3, role="user", speaker=None, text="My name is Ana.", at=AT),
    ]
    got = extract(turns)
    assert [(c.content, c.turn_ids, c.session_id) for c in got] == [
        ("Prefers tea", ("11",), "sess-a"),
        ("Name is Ana", ("13",), "sess-a"),
    ]
    assert [c.session_id for c in extract(turns, session_id="override")] == ["override", "override"]


def test_external_id_is_used_when_there_is_no_id() -> None:
    turns: list[Any] = [
        {"role": "user", "text": "I live in Oslo.", "external_id": "msg-7"},
        {"role": "user", "text": "I work at Acme.", "id": None, "external_id": "msg-8", "session_id": "x"},
    ]
    got = extract(turns)
    assert [(c.turn_ids, c.session_id) for c in got] == [(("msg-7",), None), (("msg-8",), "x")]


def test_extract_text_has_no_provenance() -> None:
    (candidate,) = extract_text("I prefer tea.")
    assert candidate.turn_ids == () and candidate.session_id is None
    assert candidate.rule == "i-prefer"
    assert candidate.evidence == "I prefer tea"


def test_repeated_statement_is_one_candidate_citing_every_turn() -> None:
    turns = [
        Turn(id=1, session_id="s", seq=1, role="user", speaker=None, text="I prefer tea.", at=AT),
        Turn(id=2, session_id="s", seq=2, role="user", speaker=None, text="Like I said, I prefer tea!", at=AT),
    ]
    (candidate,) = extract(turns)
    assert candidate.turn_ids == ("1", "2")


def test_evidence_is_an_exact_span_of_the_source() -> None:
    for case in CASES:
        source = " ".join(" ".join(text.split()) for _, text in case.turns)
        for candidate in extract(make_turns(case)):
            assert candidate.evidence and candidate.evidence in source, (case.id, candidate.evidence)


# ---- multi-sentence turns and corrections ---------------------------------------------------------


def test_multi_sentence_turn_yields_one_candidate_per_statement() -> None:
    text = "Hi! I'm Ana. I'm a nurse and I live in Lisbon. Please never use emojis. What's the time?"
    got = extract_text(text)
    assert describe(got) == [
        ("profile", "Name is Ana", "add"),
        ("profile", "Job title: nurse", "add"),
        ("profile", "Lives in Lisbon", "add"),
        ("style", "No emojis", "add"),
    ]
    assert [c.subject for c in got] == ["name", "role", "residence", "style:emoji"]
    assert [c.slot for c in got] == [None, "role", "residence", "style:emoji"]


def test_corrections_are_updates_that_name_their_target() -> None:
    (candidate,) = extract_text("Actually, I live in Lisbon, not Porto.")
    assert (candidate.op, candidate.target_hint, candidate.subject) == ("update", "Porto", "residence")
    assert (candidate.slot, candidate.value, candidate.old_value) == ("residence", "Lisbon", "Porto")
    assert candidate.content == "Lives in Lisbon"
    assert candidate.confidence == pytest.approx(0.9)
    (candidate,) = extract_text("Correction: my email is ana@work.com")
    assert (candidate.op, candidate.target_hint) == ("update", "email")
    (candidate,) = extract_text("Actually I prefer tea.")
    assert candidate.op == "update" and candidate.target_hint


def test_a_correction_refines_a_value_from_the_previous_user_turn() -> None:
    turns = [
        {"role": "user", "text": "My dog's name is Rex.", "id": 1},
        {"role": "assistant", "text": "Rex! Lovely.", "id": 2},
        {"role": "user", "text": "No, it's Max.", "id": 3},
    ]
    first, second = extract(turns)
    assert (first.content, first.op, first.slot) == ("Has a dog named Rex", "add", "pet:rex")
    assert (second.content, second.op, second.target_hint, second.subject) == (
        "Has a dog named Max",
        "update",
        "Rex",
        "pet:max",
    )
    assert second.turn_ids == ("3",)
    assert second.evidence == "it's Max"


def test_small_talk_after_a_fact_is_not_a_correction() -> None:
    turns = [{"role": "user", "text": "My dog's name is Rex."}, {"role": "user", "text": "No, it's fine."}]
    assert describe(extract(turns)) == [("profile", "Has a dog named Rex", "add")]


# ---- confidence, caps, determinism ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "confidence"),
    [
        ("Remember that my wife's name is Maria.", 0.95),
        ("Call me Bob.", 0.95),
        ("My name is Ana.", 0.9),
        ("From now on, be concise.", 0.9),
        ("I prefer tea.", 0.85),
        ("Never use emojis.", 0.85),
        ("I'm based in Oslo.", 0.85),
        ("We decided to use Postgres.", 0.8),
        ("I'm working on a compiler.", 0.75),
    ],
)
def test_confidence_by_rule(text: str, confidence: float) -> None:
    (candidate,) = extract_text(text)
    assert candidate.confidence == pytest.approx(confidence)


def test_content_is_capped() -> None:
    text = "I prefer " + " ".join(f"word{n}" for n in range(200)) + "."
    (candidate,) = extract_text(text)
    assert len(candidate.content) <= MAX_CONTENT_CHARS
    assert candidate.content.endswith("…")


def test_deterministic() -> None:
    texts = [text for case in CASES for _, text in case.turns]
    first = [extract_text(t) for t in texts]
    assert first == [extract_text(t) for t in texts]
    assert first == [extract_text(t) for t in texts[::-1]][::-1]


def test_only_user_turns_count() -> None:
    for role in ("assistant", "system", "tool", "ASSISTANT", "", "developer"):
        assert extract([{"role": role, "text": "My name is Ana. I prefer tea."}]) == []
    assert len(extract([{"role": "User", "text": "My name is Ana. I prefer tea."}])) == 2
    assert extract([{"role": "user", "text": "I prefer tea.", "meta": "summarize"}]) == []
    assert extract([{"role": "user", "text": None}, {"text": "I prefer tea."}, object()]) == []


# ---- the candidate type and summarize lines ----------------------------------------------------------


def test_candidate_validates() -> None:
    Candidate("Prefers tea", "preference", 0.85)
    for bad in (
        {"content": " "},
        {"op": "delete"},
        {"confidence": 1.5},
        {"confidence": float("nan")},
        {"category": ""},
    ):
        kwargs: dict[str, Any] = {"content": "Prefers tea", "category": "preference", "confidence": 0.5, **bad}
        with pytest.raises(InvalidInput):
            Candidate(**kwargs)
    assert Candidate("x y", "fact", 0.5, turn_ids=("1",)).to_dict()["turn_ids"] == ["1"]


def test_summarize_lines_use_aish_kinds() -> None:
    got = extract_text(
        "My name is Ana. I prefer tea. Never use emojis. I'm working on engram. We decided to use Postgres."
    )
    assert summarize_lines(got) == [
        "fact: Name is Ana",
        "pref: Prefers tea",
        "pref: No emojis",
        "context: Working on engram",
        "fact: Decided to use Postgres",
    ]
    assert summarize_lines(got, limit=2) == ["fact: Name is Ana", "pref: Prefers tea"]
    line = re.compile(r"^[-*]?\s*(fact|pref|context):\s*(.+)$")  # seed 000's parser accepts every line
    assert all(line.match(text) for text in summarize_lines(got))


# ---- grounding and robustness (properties) -------------------------------------------------------

_TOKEN = re.compile(r"[^\W_]+(?:'[^\W_]+)*")
_SPECIAL = {"can't": ("can", "not"), "won't": ("will", "not"), "cannot": ("can", "not"), "shan't": ("shall", "not")}
_SUFFIXES = (
    ("n't", "not"),
    ("'m", "am"),
    ("'s", "is"),
    ("'ve", "have"),
    ("'ll", "will"),
    ("'re", "are"),
    ("'d", "would"),
)


def _parts(token: str) -> set[str]:
    parts = {token, *token.split("'")}
    if token in _SPECIAL:
        parts.update(_SPECIAL[token])
    for suffix, full in _SUFFIXES:
        if token.endswith(suffix):
            parts.update({token[: -len(suffix)], full})
    return parts


def _tokens(text: str) -> list[str]:
    return _TOKEN.findall(text.lower().replace("’", "'"))


def ungrounded(content: str, source: str) -> list[str]:
    """Content words that are neither in the source, nor template words, nor a source verb's -s form."""
    seen: set[str] = set()
    # chat spelling counts as the words meant ("u" -> you, "jsut" -> just): engram.extraction.spelling
    for token in _tokens(source) + _tokens(spell_out(source).text):
        seen |= _parts(token)
    allowed = seen | TEMPLATE_WORDS | {third_person(w) for w in seen} | {gerund(w) for w in seen}
    allowed |= {gerund(v) for w in seen for v in past_forms(w)}  # "haven't painted in ages" -> "painting"
    allowed |= {doing_of(w) for w in seen} - {""}  # "a keen birder" -> "birding" (a closed lexicon of doers)
    allowed |= {w[:-2] + "ing" for w in seen if w.endswith("or") and len(w) > 5}  # "stamp collector" -> "collecting"
    allowed |= {w[:-1] for w in seen if w.endswith("s")}  # "one of their sommeliers" -> "sommelier"
    allowed |= {w[:-3] + "y" for w in seen if w.endswith("ies") and len(w) > 4}  # an allergen: "cherries" -> "cherry"
    allowed |= {age_number(w) for w in seen}  # an age said in words is stored in digits ("turned two" -> 2)
    said = _tokens(source)
    allowed |= {age_number(f"{a} {b}") for a, b in pairwise(said)}  # "double digits" -> 10
    # a technology said by a short spelling is stored under its name ("pg" -> Postgres, "gh actions" -> GitHub Actions)
    allowed |= {t for p in [*said, *(f"{a} {b}" for a, b in pairwise(said))] for t in _tokens(tech_name(p))}
    # a pastime said in one of its forms is stored under its one name ("throwing pots" -> pottery; a closed lexicon)
    allowed |= {t for p in [*said, *(f"{a} {b}" for a, b in pairwise(said))] for t in _tokens(hobby_name(p))}
    # a home said by its demonym is stored as the place ("a Berliner now" -> Berlin)
    demonyms = {demonym_place(w.capitalize()) or demonym_place(w.capitalize().removesuffix("s")) for w in seen}
    allowed |= {part.lower() for p in demonyms if p for part in p.split()}
    allowed |= {p for w in seen for p in FREE_OF.get(w, "").split("-") if p}  # "cut out dairy" -> dairy-free
    # a language's community name is stored as the language ("a Pythonista" -> Python)
    allowed |= {
        COMMUNITY_LANGUAGE[w.removesuffix("s")].lower() for w in seen if w.removesuffix("s") in COMMUNITY_LANGUAGE
    }
    missing = []
    for token in _tokens(content):
        if token in allowed:
            continue
        pieces = _parts(token) - {token}
        core = {p for p in pieces if p and "'" not in p and p not in {"s", "t", "m", "d", "ll", "ve", "re"}}
        if not core or not core <= allowed:
            missing.append(token)
    return missing


def test_every_table_candidate_is_grounded() -> None:
    for case in CASES:
        source = "\n".join(text for _, text in case.turns)
        for candidate in extract(make_turns(case)):
            assert not ungrounded(candidate.content, source), (case.id, candidate.content)


FRAGMENTS = [
    "I prefer", "I like", "I love", "I hate", "I can't stand", "I don't like", "my name is", "my wife's name is",
    "my favorite color is", "call me", "remember that", "please remember", "note that", "don't forget",
    "I'm a", "I'm", "I am", "I live in", "I'm from", "I work at", "I work as", "from now on", "going forward",
    "always", "never", "don't", "stop using", "no emojis", "we decided to", "let's go with", "we'll use",
    "I'm working on", "this project uses", "actually,", "no,", "it's", "not", "but", "and I", "I meant",
    "correction:", "if", "maybe", "she said", "?", ".", "!", ",", "'", '"', "`", "```", "<memory>", "</memory>",
    "[background]", "\n", "> ", "hi,", "my", "me", "I", "34", "years old", "Ana", "Lisbon", "dark roast coffee",
    "emojis", "bullet points", "be concise", "Postgres", "tabs", "spaces", "change that to", "I always", "I go by",
]  # fmt: skip

_word = st.from_regex(r"[A-Za-z][a-z]{0,9}", fullmatch=True)
_utterance = st.lists(st.one_of(st.sampled_from(FRAGMENTS), _word), min_size=1, max_size=14).map(" ".join)


def _check(candidates: list[Candidate], source: str) -> None:
    flat = " ".join(source.split())
    for c in candidates:
        assert c.content.strip() and len(c.content) <= MAX_CONTENT_CHARS
        assert c.category in DEFAULT_CATEGORIES
        assert 0.0 <= c.confidence <= 1.0
        assert c.op in ("add", "update")
        assert c.op == "add" or c.target_hint
        assert not ungrounded(c.content, source), (source, c.content)
        assert c.evidence in flat, (source, c.evidence)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_utterance)
def test_generated_utterances_are_grounded(text: str) -> None:
    _check(extract_text(text), text)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.sampled_from(["user", "assistant"]), _utterance), min_size=1, max_size=5))
# (found by this test on a fresh clone: shorthand spelled out beside a run of spaces kept the run in the evidence)
@example([("user", "I prefer >  Bc")])
def test_generated_conversations_are_grounded(turns: list[tuple[str, str]]) -> None:
    got = extract([{"role": role, "text": text, "id": n} for n, (role, text) in enumerate(turns)])
    _check(got, "\n".join(text for role, text in turns if role == "user"))


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=400))
def test_never_raises_on_arbitrary_text(text: str) -> None:
    for candidate in extract_text(text):
        assert candidate.content.strip()
    extract([{"role": "user", "text": text, "id": 1}])
