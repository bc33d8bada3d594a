"""engram as the OpenAI Agents SDK's session memory: the real ``openai-agents`` package, a real
``AsyncOpenAI`` client and a loopback OpenAI-compatible model server (tests/llm_server.py); tracing
is off, so nothing leaves the machine."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from agents import Agent, OpenAIChatCompletionsModel, RunContextWrapper, Runner, set_tracing_disabled
from agents.memory import Session
from hypothesis import given, settings
from hypothesis import strategies as st
from openai import AsyncOpenAI

from engram import Memory
from engram.errors import InvalidInput
from engram.integrations.openai_agents import EngramSession, engram_instructions
from llm_server import LLMServer, Received, Reply, openai_chat


@pytest.fixture(autouse=True)
def no_tracing(monkeypatch: pytest.MonkeyPatch) -> None:
    """The SDK's tracing would export to OpenAI's servers: off, by its variable and its switch."""
    monkeypatch.setenv("OPENAI_AGENTS_DISABLE_TRACING", "1")
    set_tracing_disabled(True)


def messages(received: Received) -> list[dict[str, Any]]:
    return list(received.json["messages"])


def said(received: Received) -> str:
    """Every message the model was sent, as one text."""
    return "\n".join(str(m.get("content")) for m in messages(received))


def a_model_that_remembers(received: Received) -> Reply:
    """Answers from what it is sent: the history (the session) and the instructions (engram's block)."""
    last = str(messages(received)[-1]["content"])
    if "beekeeping" in last:
        return openai_chat("Lovely, bees are great.")
    if "hobby" in last:
        return openai_chat("You keep bees." if "beekeeping" in said(received) else "I do not know.")
    return openai_chat("ok")


@pytest.fixture
def server() -> Iterator[LLMServer]:
    with LLMServer(fallback=a_model_that_remembers) as running:
        yield running


def agent_on(server: LLMServer, instructions: Any = "You are helpful.") -> Agent[Any]:
    client = AsyncOpenAI(base_url=server.openai_base_url, api_key="test-key", max_retries=0)
    return Agent(
        name="assistant",
        instructions=instructions,
        model=OpenAIChatCompletionsModel(model="test-model", openai_client=client),
    )


@pytest.fixture
def memory(open_memory: Callable[..., Memory]) -> Memory:
    return open_memory("alice")


def test_it_is_an_agents_sdk_session(memory: Memory) -> None:
    assert isinstance(EngramSession("s1", memory), Session)


def test_two_runs_with_one_session_remember_and_the_turns_are_engram_turns(memory: Memory, server: LLMServer) -> None:
    session = EngramSession("chat-1", memory)
    agent = agent_on(server)
    first = asyncio.run(Runner.run(agent, "My hobby is beekeeping.", session=session))
    assert first.final_output == "Lovely, bees are great."
    second = asyncio.run(Runner.run(agent, "What is my hobby?", session=session))
    assert second.final_output == "You keep bees."
    assert [m["role"] for m in messages(server.requests[1])] == ["system", "user", "assistant", "user"]

    turns = memory.turns("chat-1")
    assert [(t.role, t.text) for t in turns] == [
        ("user", "My hobby is beekeeping."),
        ("assistant", "Lovely, bees are great."),
        ("user", "What is my hobby?"),
        ("assistant", "You keep bees."),
    ]
    assert [h.session_id for h in memory.recall("beekeeping hobby", kinds=("turn",), k=1)] == ["chat-1"]
    closed = memory.close_session("chat-1")
    assert closed is not None
    assert memory.get_session("chat-1").status == "idle"


def test_a_new_session_starts_with_the_first_sessions_memories(memory: Memory, server: LLMServer) -> None:
    first = EngramSession("chat-1", memory)
    asyncio.run(Runner.run(agent_on(server), "My hobby is beekeeping.", session=first))
    memory.close_session("chat-1")  # extraction and the digest, as for any engram session
    assert "Hobby: beekeeping" in memory.context().text  # a typed fact, in its slot's wording

    second = EngramSession("chat-2", memory)
    agent = agent_on(server, engram_instructions(second, "You are helpful."))
    result = asyncio.run(Runner.run(agent, "What is my hobby?", session=second))
    assert result.final_output == "You keep bees."
    system = messages(server.requests[-1])[0]
    assert system["role"] == "system"
    assert system["content"].startswith("You are helpful.\n\n")
    assert memory.context(session_id="chat-2").text.strip() in system["content"]
    assert "Hobby: beekeeping" in system["content"]
    assert [m["role"] for m in messages(server.requests[-1])] == ["system", "user"]  # no history of chat-1


ITEMS: list[Any] = [
    {"role": "user", "content": "  hello\n\nworld  "},
    {
        "id": "msg_01",
        "type": "message",
        "role": "assistant",
        "status": "completed",
        "content": [{"type": "output_text", "text": "Hi!", "annotations": []}],
    },
    {
        "type": "function_call",
        "call_id": "call_Zx9QmL3kT7vB2nR8pW4yE1aH",
        "name": "weather",
        "arguments": json.dumps({"city": "Paris"}),
        "id": "fc_1",
    },
    {"type": "function_call_output", "call_id": "call_Zx9QmL3kT7vB2nR8pW4yE1aH", "output": "sunny, 21C"},
    {"type": "reasoning", "id": "rs_1", "summary": [], "encrypted_content": "gAAAAABo" + "Zm9vYmFy" * 8},
    {"role": "developer", "content": [{"type": "input_text", "text": "be brief"}]},
]


def test_items_round_trip_exactly_and_get_pop_clear_follow_the_protocol(memory: Memory) -> None:
    session = EngramSession("items", memory)
    asyncio.run(session.add_items(ITEMS))
    assert asyncio.run(session.get_items()) == ITEMS
    assert asyncio.run(session.get_items(limit=2)) == ITEMS[-2:]
    assert [t.role for t in memory.turns("items")] == ["user", "assistant", "assistant", "tool", "assistant", "system"]
    assert memory.turns("items")[2].text == 'weather({"city": "Paris"})'

    assert asyncio.run(session.pop_item()) == ITEMS[-1]
    assert asyncio.run(session.pop_item()) == ITEMS[-2]
    assert asyncio.run(session.get_items()) == ITEMS[:-2]
    asyncio.run(session.add_items([{"role": "user", "content": "after the pop"}]))
    assert asyncio.run(session.get_items(limit=1)) == [{"role": "user", "content": "after the pop"}]

    asyncio.run(session.clear_session())
    assert asyncio.run(session.get_items()) == []
    assert asyncio.run(session.pop_item()) is None
    assert [s.id for s in memory.sessions()] == []
    asyncio.run(session.add_items([{"role": "user", "content": "a fresh start"}]))
    assert asyncio.run(session.get_items()) == [{"role": "user", "content": "a fresh start"}]


def test_secrets_in_items_are_redacted_in_the_turn_and_in_the_kept_item(memory: Memory, db_path: Path) -> None:
    session = EngramSession("secret", memory)
    key = "sk-ant-api03-" + "a1B2c3D4" * 6
    asyncio.run(session.add_items([{"role": "user", "content": f"my key is {key}"}]))
    (item,) = asyncio.run(session.get_items())
    assert key not in json.dumps(item) and "[REDACTED:" in item["content"]
    assert key not in memory.turns("secret")[0].text
    memory.close()
    on_disk = [p for p in db_path.parent.glob(db_path.name + "*") if p.is_file()]
    assert all(key.encode() not in p.read_bytes() for p in on_disk)


def test_no_argument_opens_the_default_store(isolated_env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ENGRAM_DB", str(isolated_env / "default.db"))
    monkeypatch.setenv("ENGRAM_USER", "carol")
    session = EngramSession("default-one")
    try:
        asyncio.run(session.add_items([{"role": "user", "content": "kept in the default store"}]))
    finally:
        session.close()
    with Memory.open(isolated_env / "default.db", owner="carol", embedder=None) as memory:
        assert [t.text for t in memory.turns("default-one")] == ["kept in the default store"]
    with pytest.raises(InvalidInput):
        EngramSession("no spaces allowed")


def test_without_the_sdk_the_import_names_the_extra() -> None:
    code = (
        "import sys; sys.modules['agents'] = None\n"
        "from engram.errors import MissingExtra\n"
        "try:\n    import engram.integrations.openai_agents\n"
        "except MissingExtra as exc:\n    print(exc)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "this integration needs openai-agents: pip install 'engramdb[openai-agents]'"


session_ops = st.lists(
    st.one_of(
        st.tuples(st.just("add"), st.lists(st.sampled_from(range(len(ITEMS))), min_size=1, max_size=3)),
        st.tuples(st.just("pop"), st.none()),
        st.tuples(st.just("get"), st.none() | st.integers(0, 4)),
        st.tuples(st.just("clear"), st.none()),
    ),
    max_size=10,
)


@given(ops=session_ops)
@settings(max_examples=60, deadline=None)
def test_it_behaves_like_the_sdks_own_sqlite_session(ops: list[Any], tmp_path_factory: pytest.TempPathFactory) -> None:
    """The same calls on the SDK's SQLiteSession and on EngramSession give the same answers (this
    found get_items(limit) returning too few items once everything before had been popped)."""
    from agents.memory import SQLiteSession

    async def play(session: Any) -> list[Any]:
        seen: list[Any] = []
        for op, arg in ops:
            if op == "add":
                await session.add_items([ITEMS[i] for i in arg])
            elif op == "pop":
                seen.append(await session.pop_item())
            elif op == "get":
                seen.append(await session.get_items(arg))
            else:
                await session.clear_session()
        seen.append(await session.get_items())
        return seen

    reference = SQLiteSession("s", ":memory:")
    with Memory.open(tmp_path_factory.mktemp("sdk") / "e.db", owner="alice", embedder=None) as memory:
        assert asyncio.run(play(EngramSession("s", memory))) == asyncio.run(play(reference)), ops
    reference.close()


def test_instructions_are_frozen_per_session_and_fresh_for_the_next(memory: Memory) -> None:
    def prompt(agent: Agent[Any]) -> str | None:
        return asyncio.run(agent.get_system_prompt(RunContextWrapper(context=None)))

    memory.remember("Prefers answers in British English", category="preference")
    agent = Agent(name="a", instructions=engram_instructions(EngramSession("one", memory), "Base."))
    before = prompt(agent)
    assert before is not None and before.startswith("Base.\n\n") and "British English" in before
    memory.remember("Works night shifts", category="fact")
    assert prompt(agent) == before  # frozen for session "one"
    later = prompt(Agent(name="b", instructions=engram_instructions(memory, "Base.")))
    assert later is not None and "Works night shifts" in later
    assert prompt(Agent(name="c", instructions=engram_instructions(memory))) == memory.context().text.strip()
