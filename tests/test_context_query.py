"""context(query=...): the prompt-relevant tail is appended whole, best first, within the budget."""

from __future__ import annotations

from pathlib import Path

import pytest

from engram import Memory
from engram.context.block import estimate_tokens
from engram.providers.fake import FakeEmbedder


@pytest.fixture
def memory(tmp_path: Path) -> Memory:
    m = Memory.open(tmp_path / "q.db", owner="alice", embedder=FakeEmbedder())
    m.remember("Prefers short answers", category="preference")
    m.remember("maybe allergic to peanuts", category="fact", source="extracted", confidence=0.4)
    for n, text in enumerate(["We should deploy the billing service on Friday", "The billing dashboard is slow"]):
        m.append_turn("chat-1", "user", text, turn_id=f"m{n}")
    return m


def test_the_frozen_part_is_unchanged_and_relevant_hits_follow_it(memory: Memory) -> None:
    frozen = memory.context(session_id="s1")
    with_tail = memory.context(session_id="s1", query="billing deploy")
    assert with_tail.text.startswith(frozen.text.removesuffix("</memory>"))
    assert with_tail.text.endswith("</memory>")
    tail = with_tail.text[len(frozen.text) - len("</memory>") :]
    assert "## Relevant to this prompt" in tail
    assert "deploy the billing service" in tail
    assert memory.context(session_id="s1").text == frozen.text  # the session's block stays frozen


def test_low_confidence_items_can_come_back_through_the_query_and_included_ones_are_not_repeated(
    memory: Memory,
) -> None:
    block = memory.context(query="peanuts allergic short answers")
    assert block.text.count("Prefers short answers") == 1
    assert "allergic to peanuts" in block.text  # recall-only items surface when relevant


@pytest.mark.parametrize("budget", [60, 80, 120, 200, 400])
def test_the_budget_is_never_exceeded_and_what_is_left_out_is_reported(memory: Memory, budget: int) -> None:
    for n in range(30):
        memory.append_turn("chat-2", "user", f"billing note {n}: invoices for customer {n} are due", turn_id=f"b{n}")
    block = memory.context(budget_tokens=budget, query="billing invoices customer")
    assert estimate_tokens(block.text) <= budget
    assert block.tokens <= budget
    left_out = [d for d in block.dropped if d.kind == "turn"]
    assert left_out, "with 30 matching turns some must be left out at these budgets"


def test_background_and_json_formats_take_a_query_too(memory: Memory) -> None:
    background = memory.context(format="background", query="billing")
    assert background.text.startswith("[background]")
    assert "- (recall) " in background.text
    assert len(background.text) <= 2000
    as_json = memory.context(format="json", query="billing")
    assert '"recalled"' in as_json.text
