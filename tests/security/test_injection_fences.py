"""The injection corpus over every surface that puts stored text in front of a model.

Surfaces: the library's context block (markdown and JSON), the context block with a query (markdown,
background and JSON tails), the recall hook's ``<engram-recall>`` block (UserPromptSubmit), the
SessionStart ``<memory>`` + ``<engram-sessions>`` blocks, MCP ``engram://context`` (and the context
tool) through the SDK client, ``engram chat``'s ``[background]`` system prompt, the LLM extractor's
prompt (``<transcript>``, ``<existing_memories>``) as sent over HTTP, and HTTP ``/v1/context`` (with
and without ``query``) over a real loopback server. A payload refused at the door (bad input) is no
break-out; each surface must still see at least :data:`MIN_PER_SURFACE` payloads.
"""

from __future__ import annotations

import io
import json
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from injection_corpus import PAYLOADS, Payload, assert_background, assert_fenced, role_markers, tags

from engram import Memory
from engram.errors import InvalidInput
from engram.interfaces import hooks
from engram.interfaces.chat import Chat
from engram.providers.base import ChatMessage, Completion

MIN_PER_SURFACE = 50
CORPUS = list(enumerate(PAYLOADS))
MARKERS = [p.marker(i) for i, p in CORPUS]


def store_all(memory: Memory, **kwargs: Any) -> list[tuple[int, Payload, int]]:
    """Every payload remembered as its own item; ``(index, payload, item id)`` of those accepted."""
    stored = []
    for index, payload in CORPUS:
        try:
            item = memory.remember(payload.text(index), **kwargs).item
        except InvalidInput:
            continue
        stored.append((index, payload, item.id))
    assert len(stored) >= MIN_PER_SURFACE
    return stored


def test_the_corpus_has_at_least_50_distinct_payloads() -> None:
    assert len(PAYLOADS) >= MIN_PER_SURFACE
    assert len({p.name for p in PAYLOADS}) == len(PAYLOADS)
    assert len({p.text(i) for i, p in CORPUS}) == len(PAYLOADS)


# ---- library ------------------------------------------------------------------------------------


def test_library_context_block_keeps_every_payload_inside_the_memory_fence(mem: Memory) -> None:
    stored = store_all(mem)
    mem.block_write("user", "\n".join(p.text(i) for i, p, _ in stored))  # a core block: lines kept

    block = mem.context(budget_tokens=200_000, per_category={"fact": 200_000})

    assert set(block.item_ids) == {item for _, _, item in stored}
    assert_fenced(block.text, ["memory"], [MARKERS[i] for i, _, _ in stored], MARKERS)
    core = block.text.split("\n## Remembered\n")[0]
    fences = [line for line in core.splitlines() if line.lstrip().startswith("```")]
    assert len(fences) % 2 == 0  # the core block's unclosed code fence was closed before the closing tag


def test_library_json_context_carries_no_tag_or_role_marker(mem: Memory) -> None:
    stored = store_all(mem)
    mem.block_write("user", "\n".join(p.text(i) for i, p, _ in stored))

    block = mem.context(budget_tokens=200_000, per_category={"fact": 200_000}, format="json")

    payload = json.loads(block.text)
    texts = [i["text"] for i in payload["items"]] + [b["content"] for b in payload["blocks"]]
    for text in texts:
        assert tags(text) == [] and role_markers(text) == [], text
    joined = "\n".join(texts)
    assert all(MARKERS[i] in joined for i, _, _ in stored)


def test_context_with_a_query_keeps_every_recalled_payload_inside_its_fence(mem: Memory) -> None:
    # recall-only items: never in the frozen part, so each reaches the block through the query tail
    stored = store_all(mem, source="extracted", confidence=0.3)
    mem.remember("Works as a data engineer")

    for index, _, _ in stored:
        marker = MARKERS[index]
        markdown = mem.context(query=marker, budget_tokens=4000)
        assert_fenced(markdown.text, ["memory"], [marker], MARKERS)
        background = mem.context(query=marker, format="background", max_chars=4000)
        assert_background(background.text, [marker], MARKERS)
        recalled = json.loads(mem.context(query=marker, format="json", budget_tokens=4000).text)["recalled"]
        assert any(marker in hit["content"] for hit in recalled)
        assert all(tags(hit["content"]) == [] and role_markers(hit["content"]) == [] for hit in recalled)


# ---- Claude Code hooks --------------------------------------------------------------------------


def run_recall(db: Path, payload: dict[str, Any]) -> str:
    """``engram hook recall`` in process (its public entry, as the console script calls it)."""
    out = io.StringIO()
    assert (
        hooks.run("recall", db=str(db), owner="alice", stdin=io.BytesIO(json.dumps(payload).encode()), stdout=out) == 0
    )
    printed = json.loads(out.getvalue() or "{}")
    if "hookSpecificOutput" not in printed:
        return ""
    context = printed["hookSpecificOutput"]["additionalContext"]
    assert isinstance(context, str)
    return context


def test_recall_hook_keeps_every_payload_inside_the_engram_recall_fence(
    open_memory: Callable[..., Memory], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "hook.db"
    stored = store_all(open_memory("alice", path=db))
    # a cap this small leaves no room for the session's context block, so no payload is already shown
    monkeypatch.setenv("ENGRAM_RECALL_CAP", "450")

    for index, _, _ in stored:
        marker = MARKERS[index]
        text = run_recall(db, {"hook_event_name": "UserPromptSubmit", "prompt": marker, "cwd": str(tmp_path)})
        assert_fenced(text, ["engram-recall"], [marker], MARKERS)


def test_session_start_keeps_every_payload_inside_the_memory_and_sessions_fences(
    open_memory: Callable[..., Memory], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "start.db"
    mem = open_memory("alice", path=db)
    for index, payload in CORPUS:
        try:
            mem.append_turn(f"s{index}", "user", payload.text(index))
        except InvalidInput:
            continue
        mem.append_turn(f"s{index}", "assistant", "Noted.")
        mem.close_session(f"s{index}")
    in_digests = [m for m in MARKERS if any(m in d.render() for d in mem.digests())]
    assert len(in_digests) >= MIN_PER_SURFACE
    monkeypatch.setenv("ENGRAM_RECALL_CAP", "1000000")

    text = run_recall(db, {"hook_event_name": "SessionStart", "session_id": "new", "cwd": str(tmp_path)})

    fences = (["memory"] if text.startswith("<memory>") else []) + ["engram-sessions"]
    assert_fenced(text, fences, in_digests, MARKERS)


# ---- MCP ----------------------------------------------------------------------------------------


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.mark.anyio
async def test_mcp_context_resource_and_tool_keep_every_payload_inside_the_memory_fence(mem: Memory) -> None:
    pytest.importorskip("mcp")
    from mcp import Client

    from engram.interfaces.mcp import CONTEXT_URI, create_server

    seen = 0
    async with Client(create_server(lambda: mem)) as client:
        for index, payload in CORPUS:
            try:
                item = mem.remember(payload.text(index)).item
            except InvalidInput:
                continue
            marker = MARKERS[index]
            resource = (await client.read_resource(CONTEXT_URI)).contents[0]
            assert_fenced(getattr(resource, "text", ""), ["memory"], [marker], MARKERS)
            tool = await client.call_tool("context", {})
            assert_fenced("\n".join(b.text for b in tool.content), ["memory"], [marker], MARKERS)
            mem.forget(item.id)
            seen += 1
    assert seen >= MIN_PER_SURFACE


# ---- engram chat --------------------------------------------------------------------------------


class _IO:
    def __init__(self, answers: Sequence[str]) -> None:
        self.answers = list(answers)
        self.out: list[str] = []

    def ask(self, prompt: str, prefill: str | None = None) -> str | None:
        return self.answers.pop(0) if self.answers else None

    def say(self, text: str) -> None:
        self.out.append(text)


class _LLM:
    model_name = "scripted"

    def __init__(self) -> None:
        self.calls: list[list[ChatMessage]] = []

    def complete(self, messages: Sequence[ChatMessage], **_: Any) -> Completion:
        self.calls.append(list(messages))
        return Completion(text="ok", model="scripted")


def test_chat_background_keeps_every_payload_inside_the_background_block(mem: Memory) -> None:
    stored = store_all(mem)
    llm = _LLM()

    Chat(mem, llm, _IO(["hello", ":quit"]), inject_max_chars=200_000).run()

    system = llm.calls[0][0]
    assert system.role == "system"
    assert_background(system.content, [MARKERS[i] for i, _, _ in stored], MARKERS)


# ---- the LLM extractor's prompt -----------------------------------------------------------------


@pytest.fixture
def llm_server() -> Iterator[Any]:
    from llm_server import LLMServer

    with LLMServer() as srv:
        yield srv


def test_llm_extractor_prompt_keeps_every_payload_inside_the_transcript_fence(llm_server: Any, tmp_path: Path) -> None:
    from engram.extraction.llm import LLMExtractor
    from engram.providers.openai_llm import OpenAICompatibleLLM
    from llm_server import openai_chat

    with (
        OpenAICompatibleLLM(llm_server.openai_base_url, "m", max_retries=0) as llm,
        Memory.open(tmp_path / "x.db", owner="ana", embedder=None, extractor=LLMExtractor(llm)) as memory,
    ):
        seen = 0
        for index, payload in CORPUS:
            try:
                memory.remember(f"known {payload.text(index)}", category="fact")  # an existing memory too
                memory.append_turn(f"s{index}", "user", payload.text(index))
            except InvalidInput:
                continue
            llm_server.play(openai_chat(json.dumps({"memories": []})))
            before = len(llm_server.requests)
            memory.close_session(f"s{index}")
            if len(llm_server.requests) == before:  # the turn was engram's own block, stripped whole
                continue
            user = llm_server.requests[-1].json["messages"][-1]["content"]
            fences = ["existing_memories", "transcript"] if "<existing_memories>" in user else ["transcript"]
            assert_fenced(user, fences, [MARKERS[index]], MARKERS)
            seen += 1
    assert seen >= MIN_PER_SURFACE


# ---- HTTP ---------------------------------------------------------------------------------------


def test_http_context_keeps_every_payload_inside_the_memory_fence(tmp_path: Path) -> None:
    from api_server import live_server

    seen = 0
    with live_server(tmp_path / "api.db") as live:
        api = live.client()
        for index, payload in CORPUS:
            marker = MARKERS[index]
            written = api.post("/v1/items", json={"content": payload.text(index)})
            if written.status_code == 400:
                continue
            assert written.status_code == 201, written.text
            item = written.json()["item"]["id"]
            plain = api.get("/v1/context", params={"budget_tokens": 4000})
            assert_fenced(plain.json()["text"], ["memory"], [marker], MARKERS)
            assert api.delete(f"/v1/items/{item}").status_code == 200
            low = api.post("/v1/items", json={"content": payload.text(index), "source": "extracted", "confidence": 0.3})
            assert low.status_code == 201, low.text
            api.post("/v1/items", json={"content": "Works as a data engineer"})
            queried = api.get("/v1/context", params={"query": marker, "budget_tokens": 4000})
            assert_fenced(queried.json()["text"], ["memory"], [marker], MARKERS)
            assert api.delete(f"/v1/items/{low.json()['item']['id']}").status_code == 200
            seen += 1
    assert seen >= MIN_PER_SURFACE


# ---- tool results (MCP tools, OpenAI and Anthropic function calling) --------------------------------


def test_tool_results_show_every_payload_on_one_line_with_no_tag_or_role_marker(mem: Memory) -> None:
    from engram.interfaces.tools import dispatch

    stored = store_all(mem)
    for index, _, _ in stored:
        mem.append_turn(f"s{index}", "user", CORPUS[index][1].text(index))

    listed = dispatch(mem, "list", {}).message
    found = {i: dispatch(mem, "recall", {"query": MARKERS[i]}).message for i, _, _ in stored}
    searched = {i: dispatch(mem, "sessions_search", {"query": MARKERS[i]}).message for i, _, _ in stored}

    for text in [listed, *found.values(), *searched.values()]:
        assert tags(text) == [] and role_markers(text) == [], text
        assert all(line.startswith(("#", "[", "- session", "(only")) for line in text.splitlines()[1:]), text
    for index, _, _ in stored:
        assert MARKERS[index] in found[index]
