"""Long chats stay affordable (seed 001): a compressed input view, every turn still stored."""

from __future__ import annotations

import pytest

from engram import InvalidInput, NotFound
from engram.context.block import estimate_tokens

TOPICS = [
    "the billing export job",
    "the staging database",
    "the login rate limiter",
    "the nightly backup",
    "the search index rebuild",
    "the mobile release train",
]


def long_chat(mem, sid: str = "s1", turns: int = 40) -> None:
    for n in range(turns):
        topic = TOPICS[n % len(TOPICS)]
        if n % 2 == 0:
            mem.append_turn(sid, "user", f"Question {n}: what should we do about {topic}? It failed again today.")
        else:
            mem.append_turn(sid, "assistant", f"Answer {n}: for {topic} we decided to add retries and alerting.")


def test_a_session_under_the_threshold_is_returned_verbatim(mem):
    long_chat(mem, turns=4)

    view = mem.compress("s1", budget_tokens=10_000)

    assert view.compressed is False and view.summary is None and view.summarized_through_seq == 0
    assert view.messages == [(t.role, t.text) for t in mem.turns("s1")]
    assert view.tokens == sum(estimate_tokens(t.text) for t in mem.turns("s1"))


def test_a_long_session_is_summarized_to_fit_and_every_turn_stays_stored(mem):
    long_chat(mem)
    stored = mem.turns("s1")
    total = sum(estimate_tokens(t.text) for t in stored)
    budget = 500
    assert total > 0.8 * budget

    view = mem.compress("s1", budget_tokens=budget)

    assert view.compressed is True
    assert view.tokens <= 0.8 * budget
    role, first = view.messages[0]
    assert role == "system" and first.startswith(
        f"Summary of the earlier conversation (turns 1-{view.summarized_through_seq}"
    )
    assert view.summary and view.summary in first
    kept = view.messages[1:]
    assert kept == [(t.role, t.text) for t in stored if t.seq > view.summarized_through_seq]
    assert kept[-1] == (stored[-1].role, stored[-1].text)  # the newest turn is always verbatim
    assert mem.turns("s1") == stored  # nothing deleted
    session = mem.get_session("s1")
    assert (session.summary, session.summary_seq) == (view.summary, view.summarized_through_seq)
    assert session.turn_count == 40


def test_compression_is_deterministic_and_reuses_the_stored_summary(mem):
    long_chat(mem)
    first = mem.compress("s1", budget_tokens=500)
    again = mem.compress("s1", budget_tokens=500)
    assert again == first

    for n in range(6):
        mem.append_turn("s1", "user", f"Follow-up {n}: the search index rebuild is slow again on the replica.")
    later = mem.compress("s1", budget_tokens=500)

    assert later.summarized_through_seq > first.summarized_through_seq
    assert later.tokens <= 400
    assert mem.get_session("s1").summary_seq == later.summarized_through_seq


def test_a_smaller_budget_than_the_stored_summary_covers_summarizes_afresh_without_storing(mem):
    long_chat(mem)
    tight = mem.compress("s1", budget_tokens=300)
    stored = mem.get_session("s1")

    roomy = mem.compress("s1", budget_tokens=900)

    assert roomy.summarized_through_seq < tight.summarized_through_seq
    assert roomy.tokens <= 0.8 * 900
    assert mem.get_session("s1") == stored


def test_the_summary_never_repeats_engrams_injected_block(mem):
    mem.remember("My favorite food is sushi", category="preference")
    block = mem.context().text
    mem.append_turn("s1", "user", block + "\nWhat is on the agenda for the billing export job?")
    long_chat(mem)

    view = mem.compress("s1", budget_tokens=400)

    assert view.compressed and "sushi" not in (view.summary or "")


def test_a_single_huge_turn_cannot_be_compressed(mem):
    mem.append_turn("s1", "user", "word " * 4000)

    view = mem.compress("s1", budget_tokens=100)

    assert view.compressed is False and view.tokens > 100 and len(view.messages) == 1


def test_compress_refuses_bad_arguments(mem):
    long_chat(mem, turns=2)
    for budget, threshold in ((0, 0.8), (-5, 0.8), (1.5, 0.8), (True, 0.8), (100, 0), (100, 1.2), (100, "x")):
        with pytest.raises(InvalidInput):
            mem.compress("s1", budget, threshold)
    with pytest.raises(NotFound):
        mem.compress("nope", 100)
