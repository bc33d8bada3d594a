"""The nearest-neighbour fallback for sentences the fact grammar leaves unread (extraction/nearest.py)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import numpy.typing as npt
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engram.extraction.nearest import Example, NearestFacts, load_examples, load_vectors, plain_statement
from engram.extraction.nearest_values import FAMILIES, candidates
from engram.extraction.port import RuleExtractor, fallback_embedding
from engram.memory import Memory
from engram.providers.fake import FakeEmbedder

# ---- the statement guard (the grammar's own) ------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "we finally made the jump to Moncton",
        "Quarrystone Foods is still paying my wages",
        "up at six for rowing three mornings a week and honestly i love it",
        "live in Ghent these days",
    ],
)
def test_a_plain_first_person_statement_passes(sentence: str) -> None:
    assert plain_statement(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "any good ramen places in Cartagena?",
        "if I moved to Lisbon would I need a car",
        "maybe I'll move to Lisbon next year",
        "my sister just moved to Lyon",
        'my neighbour said he lives in "Oslo" now',
        "the weather in Oslo is grim",
        "ok",
    ],
)
def test_questions_hypotheticals_hedges_and_other_people_are_refused(sentence: str) -> None:
    assert not plain_statement(sentence)


# ---- the value readers (the grammar's lexicons) ---------------------------------------------------


@pytest.mark.parametrize(
    ("family", "sentence", "value"),
    [
        ("residence", "fyi my address changed, I'm in Halifax these days", "Halifax"),
        ("role", "I start as line cook there next week", "line cook"),
        ("employer", "I accepted an offer from Fernhill Robotics", "Fernhill Robotics"),
        ("manager", "after the reshuffle Sofia Lindqvist is my manager", "Sofia Lindqvist"),
        ("partner", "I have a new partner, Harriet! met at a party", "Harriet"),
        ("tool:language", "we're rewriting everything in Scala", "Scala"),
        ("tool:notes", "moved all my notes into Obsidian", "Obsidian"),
        ("diet", "vegan here, so no dairy", "vegan"),
        ("hobby", "thursday evenings are pottery class for me", "pottery"),
        ("pet", "we adopted a kitten, Miso", "Miso"),
        ("allergy", "turns out I react badly to shellfish", "shellfish"),
    ],
)
def test_each_family_reads_its_value(family: str, sentence: str, value: str) -> None:
    assert candidates(family, sentence) == [value]


def test_an_unknown_family_reads_nothing() -> None:
    assert candidates("project", "I'm building Gannet") == []


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(FAMILIES)), st.text(max_size=120))
def test_every_value_is_grounded_in_the_sentence(family: str, text: str) -> None:
    for value in candidates(family, text):
        assert value
        assert value.casefold() in text.casefold() or all(w.casefold() in text.casefold() for w in value.split())


# ---- the packaged examples ------------------------------------------------------------------------


def test_the_packaged_examples_are_labelled_and_never_come_from_a_blind_bank() -> None:
    examples = load_examples()
    assert len(examples) > 500
    labels = {e.label for e in examples}
    assert "none" in labels and "residence:set" in labels
    assert {e.bank for e in examples}.isdisjoint({"tacit", "quiet", "muted"})  # (tacit: blind when built)
    assert "written" in {e.bank for e in examples}  # scripts/nearest_written.jsonl, written for the purpose
    families = {e.label.rpartition(":")[0] for e in examples if e.label != "none"}
    assert families - {"other", "trip"} <= set(FAMILIES)


def test_examples_load_from_json_lines() -> None:
    rows = [json.dumps({"text": "I live in Oslo", "label": "residence:set"}), ""]
    assert load_examples(rows) == [Example("I live in Oslo", "residence:set", "")]


# ---- the classifier, with the real local model ----------------------------------------------------


@pytest.fixture(scope="module")
def nearest() -> NearestFacts:
    pytest.importorskip("onnxruntime")
    from engram.providers.local_embed import LocalEmbedder

    embed = fallback_embedding(LocalEmbedder())
    assert embed is not None
    return NearestFacts(embed, load_examples(), vectors=load_vectors())


def test_the_packaged_vectors_are_the_examples_under_the_local_model() -> None:
    """Precomputed, so that no process embeds the examples; they must be what the model gives now."""
    from engram.providers.local_embed import LocalEmbedder

    vectors = load_vectors()
    examples = load_examples()
    assert vectors is not None and vectors.shape == (len(examples), 384)
    picked = list(range(0, len(examples), max(1, len(examples) // 40)))
    fresh = np.asarray(LocalEmbedder().embed_documents([examples[i].text for i in picked]), dtype=np.float32)
    assert float(np.min(np.sum(fresh * vectors[picked], axis=1))) > 0.999


def test_vectors_of_other_examples_are_not_used() -> None:
    rows = np.ones((2, 3), dtype=np.float32)
    embedded: list[int] = []

    def embed(texts: Sequence[str]) -> npt.NDArray[np.float32]:
        embedded.append(len(texts))
        return np.ones((len(texts), 3), dtype=np.float32) / np.sqrt(3)

    three = [Example("I moved to Ghent", "residence:set")] * 3
    NearestFacts(embed, three, vectors=rows).classify("we live in Ghent")
    assert embedded == [1, 3]  # the query, then the examples themselves: two rows are not three examples


def test_a_move_the_grammar_misses_is_read(nearest: NearestFacts) -> None:
    (fact,) = nearest.facts("we finally made the jump to Moncton")
    assert (fact.slot, fact.value, fact.op) == ("residence", "Moncton", "set")
    assert fact.rule.startswith("nearest:")


@pytest.mark.parametrize(
    "sentence",
    [
        "I'm NOT moving to Salta, my aunt just keeps asking",  # a denial
        "we moved over from Leeuwarden on the weekend",  # the place left
        "this week I'm in Vienna for my sister's graduation, home friday",  # a stay
        "any good ramen places in Cartagena?",
        "my sister just moved to Lyon",
        "Seraphina from my running club just qualified as a tattooist",
        "explain kubernetes to me like I'm a golden retriever",
        # a family's own sign is needed too (classes real chat showed, in sentences of our own)
        "Hey Priya, since we last talked I've had a hectic month",  # a name called out, no partner
        "I've only been to Lisbon once and I loved it",  # a visit, no home
        "I took this photo on my trip to Porto last spring",
        "Guess what - I finally got a kitten",  # no pet called Guess
        "you bake amazing gluten-free bread, I'm jealous",  # somebody's baking, no diet
        "sharing my love for vegan baking with the neighbours has been fun",  # a love of baking, no diet
        "I'm tempted to try keto after reading about it",  # a wish, no diet
    ],
)
def test_no_fact_from_denials_departures_stays_questions_or_others(nearest: NearestFacts, sentence: str) -> None:
    assert nearest.facts(sentence) == []


@pytest.mark.parametrize(
    "sentence",
    [
        "We're relocating to Hobart next month, any tips on shipping a car?",  # a plan, beside a question
        "we're moving to Ballarat in March",
        "I'm moving to Tromsø soon",
        "I'm knee-deep in Kotlin errors, can you help?",  # a tool named as a topic ("Kotlin errors")
    ],
)
def test_a_plan_or_a_topic_beside_a_question_reads_nothing(nearest: NearestFacts, sentence: str) -> None:
    assert nearest.facts(sentence) == []


def test_a_sentence_that_asks_is_read_by_its_statement_parts(nearest: NearestFacts) -> None:
    # the whole is a question, so no plain statement; its statement part is what the grammar reads
    sentence = "we finally made the jump to Moncton -- any tips for the first winter?"
    assert not plain_statement(sentence)
    (fact,) = nearest.facts(sentence)
    assert (fact.slot, fact.value) == ("residence", "Moncton")
    assert nearest.facts("any good ramen places in Moncton?") == []  # all question: nothing to read


def test_two_values_of_the_family_read_nothing(nearest: NearestFacts) -> None:
    assert nearest.facts("we finally made the jump to Moncton, or was it Halifax") == []


def test_classify_returns_a_label_and_its_lead(nearest: NearestFacts) -> None:
    label, lead = nearest.classify("we finally made the jump to Moncton")
    assert label == "residence:set" and 0.0 <= lead <= 1.0


def test_no_examples_classify_as_none() -> None:
    empty = NearestFacts(FakeEmbedder().embed_documents, [])
    assert empty.classify("I live in Oslo") == ("none", 0.0)


# ---- wiring: on with the local model, off without an embedder -------------------------------------


def test_only_the_calibrated_local_model_switches_the_fallback_on() -> None:
    assert fallback_embedding(None) is None
    assert fallback_embedding(FakeEmbedder()) is None


def _turns(text: str) -> list[dict[str, str]]:
    return [{"role": "user", "text": text, "session_id": "s"}]


def test_the_rule_extractor_uses_the_fallback_only_when_given_one() -> None:
    pytest.importorskip("onnxruntime")
    from engram.providers.local_embed import LocalEmbedder

    text = "we finally made the jump to Moncton"
    assert not [c for c in RuleExtractor().extract(_turns(text), session_id="s") if c.slot == "residence"]
    with_it = RuleExtractor(embed=fallback_embedding(LocalEmbedder())).extract(_turns(text), session_id="s")
    assert [(c.slot, c.value) for c in with_it] == [("residence", "Moncton")]


def test_a_memory_with_the_local_model_closes_with_the_fallback(tmp_path: Path) -> None:
    pytest.importorskip("onnxruntime")
    from engram.providers.local_embed import LocalEmbedder

    with Memory.open(tmp_path / "m.db", owner="u", embedder=LocalEmbedder()) as mem:
        mem.capture("s1", "user", "we finally made the jump to Moncton")
        mem.close_session("s1")
        assert any(i.slot == "residence" and "Moncton" in i.content for i in mem.list())
    with Memory.open(tmp_path / "n.db", owner="u", embedder=None) as mem:
        mem.capture("s1", "user", "we finally made the jump to Moncton")
        mem.close_session("s1")
        assert not any(i.slot == "residence" for i in mem.list())
