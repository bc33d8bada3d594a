"""``engram chat``: the real console script in a pseudo-terminal (pexpect) against a real loopback
OpenAI-compatible server (``llm_server``), plus a few direct tests of :class:`engram.interfaces.chat.Chat`.

Every ``expect`` is bounded (``TIMEOUT`` seconds), every child is closed, every server stopped.
"""

from __future__ import annotations

import itertools
import os
import sys
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

import pexpect
import pytest

from engram import Memory
from engram.context.block import BACKGROUND_HEADER
from engram.errors import InvalidInput
from engram.interfaces.chat import DEFAULT_SYSTEM_PROMPT, Chat, ChatConfig, history_from
from engram.providers.base import ChatMessage, Completion
from llm_server import LLMServer, Received, Reply, openai_chat, openai_error

ENGRAM = Path(sys.executable).with_name("engram")
TIMEOUT = 20
PROMPT = "you> "
KEEP = "keep? [y/N/edit] "


# ---- fixtures ------------------------------------------------------------------------------------


def numbered() -> Callable[[Received], Reply]:
    """A model that answers ``reply 1``, ``reply 2`` ... in order."""
    counter = itertools.count(1)
    return lambda _received: openai_chat(f"reply {next(counter)}")


@pytest.fixture
def server() -> Iterator[LLMServer]:
    with LLMServer(fallback=numbered()) as running:
        yield running


@pytest.fixture
def chat_env(tmp_path: Path, server: LLMServer) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("ENGRAM_")}
    env.update(
        ENGRAM_DB=str(tmp_path / "chat.db"),
        ENGRAM_HOME=str(tmp_path / "home"),
        ENGRAM_EMBEDDER="none",
        ENGRAM_CHAT_URL=server.openai_base_url,
        ENGRAM_CHAT_MODEL="chat-model",
        TERM="dumb",
    )
    return env


@pytest.fixture
def spawn(chat_env: dict[str, str]) -> Iterator[Callable[..., pexpect.spawn]]:
    children: list[pexpect.spawn] = []

    def _spawn(*args: str, env: Mapping[str, str] | None = None, ready: bool = True) -> pexpect.spawn:
        child = pexpect.spawn(
            str(ENGRAM),
            ["chat", *args],
            env=dict(chat_env if env is None else env),
            encoding="utf-8",
            timeout=TIMEOUT,
            dimensions=(40, 250),
        )
        children.append(child)
        if ready:
            child.expect_exact(PROMPT)
        return child

    yield _spawn
    for child in children:
        child.close(force=True)


@pytest.fixture
def store(chat_env: dict[str, str]) -> Iterator[Callable[[], Memory]]:
    """Open the chat's database from the test (as the same owner); all handles closed at teardown."""
    opened: list[Memory] = []

    def _open() -> Memory:
        memory = Memory.open(chat_env["ENGRAM_DB"], owner="default", embedder=None)
        opened.append(memory)
        return memory

    yield _open
    for memory in opened:
        memory.close()


def command(child: pexpect.spawn, line: str) -> str:
    """Send one line and return everything printed up to the next prompt."""
    child.sendline(line)
    child.expect_exact(PROMPT)
    return str(child.before)


def quit_chat(child: pexpect.spawn, *, how: str = ":quit") -> str:
    if how == "eof":
        child.sendeof()
    else:
        child.sendline(how)
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0, child.before
    return str(child.before)


def system_of(request: Received) -> str:
    messages = request.json["messages"]
    assert messages[0]["role"] == "system"
    return str(messages[0]["content"])


def chat_requests(server: LLMServer) -> list[Received]:
    return [r for r in server.requests if r.path.endswith("/chat/completions")]


# ---- end to end: the console script in a pseudo-terminal -----------------------------------------


def test_no_endpoint_configured_exits_1_with_what_to_set(
    spawn: Callable[..., pexpect.spawn], chat_env: dict[str, str]
) -> None:
    env = {k: v for k, v in chat_env.items() if k not in ("ENGRAM_CHAT_URL", "ENGRAM_CHAT_MODEL")}
    child = spawn(env=env, ready=False)
    child.expect(pexpect.EOF)
    child.close()
    out = str(child.before)
    assert child.exitstatus == 1
    assert "ENGRAM_CHAT_URL" in out and "ENGRAM_CHAT_MODEL" in out and "--url" in out and "--model" in out
    assert "Traceback" not in out
    assert not Path(chat_env["ENGRAM_DB"]).exists()  # failed before opening the store


def test_only_the_model_missing_names_it(spawn: Callable[..., pexpect.spawn], chat_env: dict[str, str]) -> None:
    env = {k: v for k, v in chat_env.items() if k != "ENGRAM_CHAT_MODEL"}
    child = spawn(env=env, ready=False)
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 1
    assert "missing: ENGRAM_CHAT_MODEL" in str(child.before)


def test_options_override_the_environment(
    spawn: Callable[..., pexpect.spawn], chat_env: dict[str, str], server: LLMServer
) -> None:
    env = {k: v for k, v in chat_env.items() if k not in ("ENGRAM_CHAT_URL", "ENGRAM_CHAT_MODEL")}
    env["ENGRAM_CHAT_API_KEY"] = "sk-test-123"
    child = spawn("--url", server.openai_base_url, "--model", "other-model", env=env)
    assert "reply 1" in command(child, "hello")
    quit_chat(child)
    (request,) = chat_requests(server)
    assert request.json["model"] == "other-model"
    assert request.headers["authorization"] == "Bearer sk-test-123"


def test_a_conversation_is_sent_whole_and_every_turn_captured(
    spawn: Callable[..., pexpect.spawn], server: LLMServer, store: Callable[[], Memory]
) -> None:
    child = spawn()
    assert "reply 1" in command(child, "hello there")
    assert "reply 2" in command(child, "and a second line")
    out = quit_chat(child)
    assert "closed" in out

    first, second = chat_requests(server)
    assert system_of(first) == DEFAULT_SYSTEM_PROMPT  # empty memory: no [background] block at all
    assert [(m["role"], m["content"]) for m in second.json["messages"][1:]] == [
        ("user", "hello there"),
        ("assistant", "reply 1"),
        ("user", "and a second line"),
    ]
    memory = store()
    (session,) = memory.sessions()
    assert session.status == "idle"  # :quit closed it
    turns = memory.turns(session.id)
    assert [(t.role, t.text) for t in turns] == [
        ("user", "hello there"),
        ("assistant", "reply 1"),
        ("user", "and a second line"),
        ("assistant", "reply 2"),
    ]


def test_remember_reaches_the_very_next_request(
    spawn: Callable[..., pexpect.spawn], server: LLMServer, store: Callable[[], Memory]
) -> None:
    child = spawn()
    assert "reply 1" in command(child, "before")
    out = command(child, ":remember Prefers terse answers")
    assert "[engram] remembered #1 (fact): Prefers terse answers" in out
    command(child, "after")
    quit_chat(child)

    before, after = chat_requests(server)
    assert "[background]" not in system_of(before)
    assert system_of(after) == f"{DEFAULT_SYSTEM_PROMPT}\n\n{BACKGROUND_HEADER}\n- (fact) Prefers terse answers"
    (item,) = store().list()
    assert (item.content, item.category, item.source) == ("Prefers terse answers", "fact", "user")


def test_memory_add_kinds_map_to_categories(
    spawn: Callable[..., pexpect.spawn], server: LLMServer, store: Callable[[], Memory]
) -> None:
    child = spawn()
    assert "remembered #1 (pref)" in command(child, ":memory add pref Tea over coffee")
    assert "remembered #2 (context)" in command(child, ":memory add context Working on engram")
    assert "usage: :memory add <fact|pref|context> <text>" in command(child, ":memory add opinion Cats")
    assert "usage: :memory add" in command(child, ":memory add fact")
    assert "unknown command :frobnicate" in command(child, ":frobnicate")
    command(child, "hi")
    quit_chat(child)
    system = system_of(chat_requests(server)[0])
    assert "- (context) Working on engram\n- (pref) Tea over coffee" in system
    categories = {i.content: i.category for i in store().list()}
    assert categories == {"Tea over coffee": "preference", "Working on engram": "project"}


def test_list_forget_and_the_unknown_or_forgotten_id_status(
    spawn: Callable[..., pexpect.spawn], server: LLMServer, store: Callable[[], Memory]
) -> None:
    memory = store()
    first = memory.remember("Lives in Lisbon", category="profile").item
    second = memory.remember("Prefers dark mode", category="preference").item
    memory.close()

    child = spawn()
    listing = command(child, ":memory list")
    assert "2 memory item(s)" in listing
    assert f"#{first.id}" in listing and "Lives in Lisbon" in listing
    assert f"#{second.id}" in listing and "pref" in listing and "Prefers dark mode" in listing

    out = command(child, f":memory forget {first.id}")
    assert f"[engram] forgot #{first.id}: Lives in Lisbon" in out
    assert "until :memory inject" in out
    again = command(child, f":memory forget {first.id}")
    assert "already forgotten" in again and "nothing changed" in again
    assert "[engram] no memory #999; nothing changed" in command(child, ":memory forget 999")
    assert "usage: :memory forget <id>" in command(child, ":memory forget Lisbon")
    listing = command(child, ":memory list")
    assert "1 memory item(s)" in listing and "Lives in Lisbon" not in listing

    command(child, "still injected?")  # §7: forget reaches the prompt at :memory inject
    assert "[engram] [background] reloaded from the store: 1 item(s)" in command(child, ":memory inject")
    command(child, "after inject")
    quit_chat(child)

    before, after = chat_requests(server)
    assert "Lives in Lisbon" in system_of(before)
    assert "Lives in Lisbon" not in system_of(after) and "- (pref) Prefers dark mode" in system_of(after)
    statuses = {i.content: i.status for i in store().list(include_inactive=True)}
    assert statuses == {"Lives in Lisbon": "forgotten", "Prefers dark mode": "active"}


def test_clear_defaults_to_no_and_clears_on_y(spawn: Callable[..., pexpect.spawn], store: Callable[[], Memory]) -> None:
    memory = store()
    memory.remember("Lives in Lisbon")
    memory.remember("Prefers dark mode", category="preference")
    memory.close()

    child = spawn()
    child.sendline(":memory clear")
    child.expect_exact("[engram] forget all 2 memory item(s)? [y/N] ")
    assert "nothing cleared; 2 item(s) kept" in command(child, "")  # Enter: the default is no
    child.sendline(":memory clear")
    child.expect_exact("[y/N] ")
    assert "nothing cleared" in command(child, "nope")
    assert "2 memory item(s)" in command(child, ":memory list")

    child.sendline(":memory clear")
    child.expect_exact("[y/N] ")
    assert "[engram] cleared 2 item(s)" in command(child, "y")
    assert "[engram] memory is empty" in command(child, ":memory list")
    assert "nothing to clear" in command(child, ":memory clear")
    quit_chat(child)
    assert store().list() == []


def test_summarize_keep_drop_and_edit(
    spawn: Callable[..., pexpect.spawn], server: LLMServer, store: Callable[[], Memory]
) -> None:
    child = spawn()
    command(child, "I live in Lisbon. I prefer tea over coffee. My favorite color is green.")
    child.sendline(":memory summarize")
    child.expect_exact("[engram] candidate (fact): Lives in Lisbon")
    child.expect_exact(KEEP)
    child.sendline("y")
    child.expect_exact("[engram] candidate (pref): Prefers tea over coffee")
    child.expect_exact(KEEP)
    child.sendline("")  # the default: drop
    child.expect_exact("[engram] candidate (pref): Favorite color is green")
    child.expect_exact(KEEP)
    child.sendline("edit")
    child.expect_exact("edit> ")
    child.send("\x15Favorite color is blue\r")  # Ctrl-U clears the prefilled candidate
    child.expect_exact("[engram] memory: added 2 of 3 candidate(s)")
    child.expect_exact(PROMPT)

    # A second run reads the log again: the logged answers feed nothing new, and what was dropped or
    # rewritten stays decided (the same triage as ``engram extract --review``).
    child.sendline(":memory summarize")
    child.expect_exact("[engram] summarize: no new candidates in this session")
    child.expect_exact(PROMPT)

    command(child, "what do you know?")
    out = quit_chat(child)
    assert "forgotten again" in out  # close re-extracted the dropped candidate; the triage stands

    system = system_of(chat_requests(server)[-1])
    assert "- (pref) Favorite color is blue" in system and "- (fact) Lives in Lisbon" in system
    assert "tea" not in system and "green" not in system
    memory = store()
    active = {i.content: i for i in memory.list()}
    assert set(active) == {"Lives in Lisbon", "Favorite color is blue"}
    (session,) = memory.sessions()
    lisbon, blue = active["Lives in Lisbon"], active["Favorite color is blue"]
    assert (lisbon.source, lisbon.category, lisbon.confidence) == ("user", "profile", None)
    assert lisbon.provenance.session_id == session.id and lisbon.provenance.turn_ids
    assert (blue.source, blue.category) == ("user", "preference")
    summarize_turns = [t for t in memory.turns(session.id) if t.meta.get("kind") == "summarize"]
    assert [t.role for t in summarize_turns] == ["assistant", "assistant"]
    assert summarize_turns[0].text.splitlines() == [
        "fact: Lives in Lisbon",
        "pref: Prefers tea over coffee",
        "pref: Favorite color is green",
    ]
    # the model never saw the summarize answers
    assert all("fact: Lives in Lisbon" not in str(r.json["messages"]) for r in chat_requests(server))


def test_summarize_edit_with_a_kind_prefix_and_nothing_to_propose(
    spawn: Callable[..., pexpect.spawn], store: Callable[[], Memory]
) -> None:
    child = spawn()
    assert "no new candidates" in command(child, ":memory summarize")
    command(child, "I live in Porto.")
    child.sendline(":memory summarize")
    child.expect_exact(KEEP)
    child.sendline("e")
    child.expect_exact("edit> ")
    child.send("\x15context: Moving the team to Porto\r")
    child.expect_exact("[engram] memory: added 1 of 1 candidate(s)")
    child.expect_exact(PROMPT)
    quit_chat(child)
    active = {i.content: i.category for i in store().list()}
    assert active == {"Moving the team to Porto": "project"}


def test_autonomous_mode_sends_no_background(
    spawn: Callable[..., pexpect.spawn], server: LLMServer, store: Callable[[], Memory]
) -> None:
    memory = store()
    memory.remember("Lives in Lisbon")
    memory.close()
    child = spawn("--autonomous")
    command(child, "first")
    assert "remembered #2" in command(child, ":remember Prefers terse answers")
    command(child, "second")
    quit_chat(child)
    for request in chat_requests(server):
        assert system_of(request) == DEFAULT_SYSTEM_PROMPT
        assert "[background]" not in str(request.json["messages"])


def test_definition_of_done_remember_quit_restart(spawn: Callable[..., pexpect.spawn], server: LLMServer) -> None:
    """Seed 000 §1: ``:remember X``, quit, start again: ``:memory list`` shows X and the model sees it."""
    child = spawn()
    assert "remembered #1" in command(child, ":remember Project codename is Bluebird")
    quit_chat(child)

    child = spawn()
    assert "1 memory item(s) in [background]" in str(child.before)
    listing = command(child, ":memory list")
    assert "#1" in listing and "fact" in listing and "Project codename is Bluebird" in listing
    assert "reply 1" in command(child, "what is the codename?")
    quit_chat(child, how="eof")

    (request,) = chat_requests(server)
    assert f"{BACKGROUND_HEADER}\n- (fact) Project codename is Bluebird" in system_of(request)


def test_ctrl_d_closes_and_a_named_session_resumes_its_conversation(
    spawn: Callable[..., pexpect.spawn], server: LLMServer, store: Callable[[], Memory]
) -> None:
    child = spawn("--session", "planning")
    command(child, "first question")
    out = quit_chat(child, how="eof")
    assert "session planning closed" in out
    assert store().get_session("planning").status == "idle"

    child = spawn("--session", "planning")
    assert "resumed with 2 earlier turn(s)" in str(child.before)
    command(child, "follow-up")
    quit_chat(child)
    last = chat_requests(server)[-1]
    assert [m["content"] for m in last.json["messages"][1:]] == ["first question", "reply 1", "follow-up"]
    assert len(store().turns("planning")) == 4


def test_a_model_error_is_a_status_and_the_chat_goes_on(spawn: Callable[..., pexpect.spawn], server: LLMServer) -> None:
    server.play(openai_error(400, "context length exceeded"))
    child = spawn()
    out = command(child, "too long")
    assert "[engram] model error:" in out and "400" in out
    assert "reply 1" in command(child, "shorter")
    quit_chat(child)
    _failed, ok = chat_requests(server)
    assert [m["content"] for m in ok.json["messages"][1:]] == ["shorter"]  # the failed line was dropped


# ---- Chat without a terminal ---------------------------------------------------------------------


class ScriptedIO:
    def __init__(self, answers: Sequence[str | None]) -> None:
        self.answers = list(answers)
        self.prompts: list[str] = []
        self.out: list[str] = []

    def ask(self, prompt: str, prefill: str | None = None) -> str | None:
        self.prompts.append(prompt)
        return self.answers.pop(0) if self.answers else None

    def say(self, text: str) -> None:
        self.out.append(text)


class FakeLLM:
    model_name = "fake"

    def __init__(self) -> None:
        self.calls: list[list[ChatMessage]] = []

    def complete(self, messages: Sequence[ChatMessage], **_: Any) -> Completion:
        self.calls.append(list(messages))
        return Completion(text=f"answer {len(self.calls)}", model="fake")


def test_chat_runs_on_scripted_io(mem: Memory) -> None:
    mem.remember("Lives in Lisbon")
    io = ScriptedIO(["hello", ":remember Likes tea", ":memory inject", "again", ":memory clear", "yes", ":quit"])
    llm = FakeLLM()
    assert Chat(mem, llm, io, namespace="user").run() == 0
    assert io.answers == []
    assert "answer 1" in io.out and "answer 2" in io.out
    assert "- (fact) Lives in Lisbon" in llm.calls[0][0].content
    assert "- (fact) Likes tea\n- (fact) Lives in Lisbon" in llm.calls[1][0].content
    assert mem.list() == []
    assert mem.sessions()[0].status == "idle"


def test_chat_eof_at_a_triage_prompt_leaves_the_rest_undecided(mem: Memory) -> None:
    io = ScriptedIO(["I live in Lisbon. I prefer tea over coffee.", ":memory summarize", "y"])
    Chat(mem, FakeLLM(), io).run()
    assert any("summarize stopped" in line for line in io.out)
    # kept in the triage: the user's; left undecided: the close path's ordinary extraction
    assert {i.content: i.source for i in mem.list()} == {
        "Lives in Lisbon": "user",
        "Prefers tea over coffee": "extracted",
    }


def test_config_loading() -> None:
    with pytest.raises(InvalidInput, match="missing: ENGRAM_CHAT_URL, ENGRAM_CHAT_MODEL"):
        ChatConfig.load(env={})
    config = ChatConfig.load(
        env={
            "ENGRAM_CHAT_URL": "http://x/v1",
            "ENGRAM_CHAT_MODEL": "m",
            "ENGRAM_CHAT_API_KEY": "secret-key",
            "ENGRAM_CHAT_INJECT_MAX_CHARS": "500",
        }
    )
    assert (config.url, config.model, config.api_key, config.inject_max_chars) == (
        "http://x/v1",
        "m",
        "secret-key",
        500,
    )
    assert "secret-key" not in repr(config)
    assert ChatConfig.load(url="http://o/v1", model="o", env={"ENGRAM_CHAT_URL": "http://x/v1"}).url == "http://o/v1"
    with pytest.raises(InvalidInput, match="ENGRAM_CHAT_INJECT_MAX_CHARS"):
        ChatConfig.load(env={"ENGRAM_CHAT_URL": "u", "ENGRAM_CHAT_MODEL": "m", "ENGRAM_CHAT_INJECT_MAX_CHARS": "lots"})


def test_history_from_skips_summarize_turns(mem: Memory) -> None:
    sid = mem.session("s").id
    mem.append_turn(sid, "user", "hi")
    mem.append_turn(sid, "assistant", "fact: x", meta={"kind": "summarize"})
    mem.append_turn(sid, "assistant", "hello")
    assert history_from(mem.turns(sid)) == [ChatMessage("user", "hi"), ChatMessage("assistant", "hello")]
