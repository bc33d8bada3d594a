"""The model path emits the same typed facts as the rules, validated in code, reconciled by slot.

A loopback server (tests/llm_server.py) plays the model's answers; real SQLite stores close sessions.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from engram import Memory
from engram.extraction.llm import LLMExtractor
from engram.extraction.prompts import parse_ops, typed_fields
from engram.providers.openai_llm import OpenAICompatibleLLM
from llm_server import LLMServer, openai_chat


def fact(slot: str, value: str | None, fact_op: str = "set", old: str | None = None, **quals: str) -> dict[str, Any]:
    return {
        "op": "add",
        "index": None,
        "content": f"the user: {slot} {value}",
        "category": "profile",
        "confidence": 0.9,
        "turns": [1],
        "slot": slot,
        "value": value,
        "fact_op": fact_op,
        "old_value": old,
        "qualifiers": quals or None,
    }


def play(server: LLMServer, *facts: dict[str, Any]) -> None:
    server.play(openai_chat(json.dumps({"memories": list(facts)})))


@pytest.fixture
def server() -> Iterator[LLMServer]:
    with LLMServer() as srv:
        yield srv


@pytest.fixture
def memory(tmp_path: Path, server: LLMServer) -> Iterator[Memory]:
    with (
        OpenAICompatibleLLM(server.openai_base_url, "extract-model", max_retries=0) as llm,
        Memory.open(tmp_path / "m.db", owner="ana", embedder=None, extractor=LLMExtractor(llm)) as mem,
    ):
        yield mem


def say(memory: Memory, sid: str, text: str) -> None:
    memory.append_turn(sid, "user", text)
    memory.append_turn(sid, "assistant", "Noted.")


def test_a_model_fact_is_rendered_in_its_slot_wording_and_superseded_by_slot(memory: Memory, server: LLMServer) -> None:
    play(server, fact("residence", "Rotterdam"))
    say(memory, "s1", "We live in Rotterdam these days.")
    [first] = memory.close_session("s1").saved
    assert (first.item.content, first.item.slot) == ("Lives in Rotterdam", "residence")

    play(server, fact("residence", "Galway"))
    say(memory, "s2", "Galway is where we ended up.")
    [second] = memory.close_session("s2").saved
    assert second.item.supersedes == first.item.id and second.item.content == "Lives in Galway"
    assert [i.content for i in memory.list()] == ["Lives in Galway"]


def test_a_model_retraction_ends_the_item_holding_the_old_value(memory: Memory, server: LLMServer) -> None:
    play(server, fact("pet:pickles", "Pickles", species="cat"))
    say(memory, "s1", "We have a cat called Pickles.")
    memory.close_session("s1")
    play(server, fact("pet:pickles", None, "end", "Pickles"))
    say(memory, "s2", "Pickles passed away on Sunday.")
    memory.close_session("s2")
    assert memory.list() == [] and memory.list(include_inactive=True)[0].status == "forgotten"


def test_a_fabricated_value_is_not_grounded_and_is_skipped(memory: Memory, server: LLMServer) -> None:
    play(server, fact("employer", "Globex"))
    say(memory, "s1", "I started a new job this week.")
    result = memory.close_session("s1")
    assert result.saved == () and memory.list() == []


@pytest.mark.parametrize(
    ("entry", "expect"),
    [
        ({"slot": None}, {}),
        ({"slot": "Residence", "value": "Oslo"}, "residence"),
        ({"slot": "planet", "value": "Mars"}, "unknown slot 'planet'"),
        ({"slot": "employer"}, "slot 'employer' without a value"),
        ({"slot": "diet", "fact_op": "forget"}, "unknown fact_op 'forget'"),
        ({"slot": "trip", "value": "Lyon", "qualifiers": {"until": "Friday", "mood": "x"}}, "trip"),
    ],
)
def test_typed_fields_are_validated_in_code(entry: dict[str, Any], expect: Any) -> None:
    got = typed_fields(entry)
    if isinstance(expect, str) and expect in ("residence", "trip"):
        assert isinstance(got, dict) and got["slot"] == expect
        if expect == "trip":
            assert got["fact_op"] == "temp" and got["qualifiers"] == (("until", "Friday"),)
    else:
        assert got == expect


def test_an_invalid_slot_keeps_the_memory_without_a_slot() -> None:
    answer = json.dumps({"memories": [fact("planet", "Mars")]})
    [op], dropped = parse_ops(answer, known=0, turns=1)
    assert op.slot is None and dropped == ["entry 1: unknown slot 'planet'; kept without a slot"]
