"""The Claude Code hooks, run the way Claude Code runs them: the installed ``engram`` console script
as a new process, the hook's JSON on stdin, a temporary ENGRAM_HOME and database.

Every run must exit 0 with nothing on stderr; what it did is checked in the database and the hook log.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from engram import Memory
from engram.interfaces.hooks import GUARD_ENV, HOOKS, pack, read_transcript, record_text, transcript_turns
from engram.providers.command_llm import RECURSION_GUARD_ENV

ENGRAM = Path(sys.executable).parent / "engram"
SID = "6a0f7a52-1c2e-4f55-9d3b-2b8e4c1d9f10"


@pytest.fixture
def env(isolated_env: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    """The environment of the hook processes (and of this test, so Memory.open finds the same store)."""
    for name in [k for k in os.environ if k.startswith("ENGRAM_")]:
        monkeypatch.delenv(name)
    monkeypatch.setenv("ENGRAM_HOME", str(isolated_env))
    monkeypatch.setenv("ENGRAM_DB", str(isolated_env / "engram.db"))
    monkeypatch.setenv("ENGRAM_EMBEDDER", "none")
    monkeypatch.setenv("HOME", str(tmp_path / "user-home"))
    return dict(os.environ)


def run_hook(
    env: dict[str, str], name: str, payload: dict[str, Any] | bytes, **extra: str
) -> subprocess.CompletedProcess[bytes]:
    data = payload if isinstance(payload, bytes) else json.dumps(payload).encode()
    done = subprocess.run(
        [str(ENGRAM), "hook", name], input=data, env={**env, **extra}, capture_output=True, timeout=120, check=False
    )
    assert done.returncode == 0, done
    assert done.stderr == b"", done.stderr.decode(errors="replace")
    return done


def log_text(env: dict[str, str]) -> str:
    path = Path(env["ENGRAM_HOME"]) / "logs" / "hooks.log"
    return path.read_text(encoding="utf-8") if path.exists() else ""


@pytest.fixture
def memory(env: dict[str, str]) -> Iterator[Callable[[], Memory]]:
    opened: list[Memory] = []

    def _open() -> Memory:
        m = Memory.open(env["ENGRAM_DB"], owner="default", embedder=None)
        opened.append(m)
        return m

    yield _open
    for m in opened:
        m.close()


class Transcript:
    """A Claude Code transcript file that grows the way the real one does (one JSON record a line)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.n = 0
        path.parent.mkdir(parents=True, exist_ok=True)
        path.touch()

    def add(self, record: dict[str, Any]) -> str:
        self.n += 1
        record.setdefault("uuid", f"00000000-0000-4000-8000-{self.n:012d}")
        record.setdefault("timestamp", f"2026-01-12T08:{self.n // 60:02d}:{self.n % 60:02d}.000Z")
        record.setdefault("sessionId", SID)
        with open(self.path, "a", encoding="utf-8") as handle:
            handle.write(json.dumps(record) + "\n")
        return str(record["uuid"])

    def user(self, text: str) -> str:
        return self.add({"type": "user", "message": {"role": "user", "content": text}})

    def assistant(self, *blocks: dict[str, Any]) -> str:
        return self.add({"type": "assistant", "message": {"role": "assistant", "content": list(blocks)}})

    def tool_result(self, body: str) -> str:
        content = [{"type": "tool_result", "tool_use_id": "toolu_01", "content": body}]
        return self.add({"type": "user", "message": {"role": "user", "content": content}})

    def raw(self, data: bytes) -> None:
        with open(self.path, "ab") as handle:
            handle.write(data)

    def exchange(self, prompt: str, answer: str) -> None:
        self.user(prompt)
        self.assistant({"type": "thinking", "thinking": "let me think"}, {"type": "text", "text": answer})
        self.assistant({"type": "tool_use", "id": "toolu_01", "name": "Bash", "input": {"command": "pytest -q"}})
        self.tool_result("=" * 200 + " 12 passed")


def stop_payload(transcript: Transcript, cwd: Path, sid: str = SID) -> dict[str, Any]:
    return {
        "session_id": sid,
        "transcript_path": str(transcript.path),
        "cwd": str(cwd),
        "hook_event_name": "Stop",
        "stop_hook_active": False,
    }


def checkout(path: Path, branch: str = "main") -> Path:
    (path / ".git").mkdir(parents=True)
    (path / ".git" / "HEAD").write_text(f"ref: refs/heads/{branch}\n", encoding="utf-8")
    return path


# ---- capture -------------------------------------------------------------------------------
def test_capture_reads_only_new_lines_and_tolerates_a_truncated_tail(
    env: dict[str, str], tmp_path: Path, memory: Callable[[], Memory]
) -> None:
    repo = checkout(tmp_path / "widgets", "feature/hooks")
    t = Transcript(tmp_path / "projects" / f"{SID}.jsonl")
    t.add({"type": "summary", "summary": "an older summary"})
    t.exchange("Why is the retry test flaky?", "A fixed sleep races the worker thread.")
    t.exchange("Fix it please.", "Done: it now waits on an event.")
    run_hook(env, "capture", stop_payload(t, repo / "src"))

    mem = memory()
    turns = mem.turns(SID)
    assert [(x.role, x.text) for x in turns] == [
        ("user", "Why is the retry test flaky?"),
        ("assistant", "A fixed sleep races the worker thread.\n\n[tool Bash] pytest -q"),
        ("user", "Fix it please."),
        ("assistant", "Done: it now waits on an event.\n\n[tool Bash] pytest -q"),
    ]
    assert [x.external_id for x in turns] == [
        "00000000-0000-4000-8000-000000000002",
        "00000000-0000-4000-8000-000000000003",
        "00000000-0000-4000-8000-000000000006",
        "00000000-0000-4000-8000-000000000007",
    ]
    session = mem.get_session(SID)
    assert session.namespace == "repos/widgets/branches/feature/hooks"
    assert session.meta["transcript"]["offset"] == t.path.stat().st_size
    assert session.meta["repo"] == "widgets" and session.meta["branch"] == "feature/hooks"

    # the transcript grows; the last line is still being written
    t.exchange("And the docs?", "Updated docs/testing.md.")
    size_before_tail = t.path.stat().st_size
    partial = json.dumps({"type": "user", "uuid": "tail-1", "message": {"role": "user", "content": "half a line"}})
    t.raw(partial[:25].encode())
    run_hook(env, "capture", stop_payload(t, repo))
    assert len(mem.turns(SID)) == 6
    assert mem.get_session(SID).meta["transcript"]["offset"] == size_before_tail

    # the line is completed: captured once, no earlier turn again
    t.raw(partial[25:].encode() + b"\n")
    run_hook(env, "capture", stop_payload(t, repo))
    texts = [x.text for x in mem.turns(SID)]
    assert texts[-1] == "half a line" and len(texts) == 7
    assert mem.get_session(SID).meta["transcript"]["offset"] == t.path.stat().st_size

    # nothing new: nothing happens
    run_hook(env, "capture", stop_payload(t, repo))
    assert len(mem.turns(SID)) == 7


def test_a_lost_offset_does_not_duplicate_turns(
    env: dict[str, str], tmp_path: Path, memory: Callable[[], Memory]
) -> None:
    t = Transcript(tmp_path / "t.jsonl")
    t.exchange("one", "two")
    run_hook(env, "capture", stop_payload(t, tmp_path))
    mem = memory()
    with mem.store.write() as tx:  # e.g. the transcript was moved and its position forgotten
        tx.update_session(mem.owner, SID, meta={})
    t.exchange("three", "four")
    run_hook(env, "capture", stop_payload(t, tmp_path))
    assert [x.text.split("\n")[0] for x in mem.turns(SID)] == ["one", "two", "three", "four"]


def test_an_unterminated_but_complete_last_record_is_taken(
    env: dict[str, str], tmp_path: Path, memory: Callable[[], Memory]
) -> None:
    t = Transcript(tmp_path / "t.jsonl")
    t.user("first")
    t.raw(
        json.dumps({"type": "assistant", "uuid": "last", "message": {"role": "assistant", "content": "end"}}).encode()
    )
    run_hook(env, "capture", stop_payload(t, tmp_path))
    mem = memory()
    assert [x.text for x in mem.turns(SID)] == ["first", "end"]
    assert mem.get_session(SID).meta["transcript"]["offset"] == t.path.stat().st_size


def test_garbage_lines_and_non_conversation_records_are_skipped(
    env: dict[str, str], tmp_path: Path, memory: Callable[[], Memory]
) -> None:
    t = Transcript(tmp_path / "t.jsonl")
    t.raw(b"this line is not json\n[1, 2, 3]\n\n")
    t.add({"type": "system", "content": "hook output"})
    t.add({"type": "user", "isMeta": True, "message": {"role": "user", "content": "<local-command-caveat>"}})
    t.add({"type": "assistant", "isSidechain": True, "message": {"role": "assistant", "content": "subagent"}})
    t.add({"type": "user", "isCompactSummary": True, "message": {"role": "user", "content": "summary"}})
    t.add({"type": "assistant", "isApiErrorMessage": True, "message": {"role": "assistant", "content": "API Error"}})
    t.add({"type": "user", "message": "not an object"})
    t.user("real question")
    t.tool_result("SECRET_FILE_CONTENT " * 50)
    t.assistant({"type": "redacted_thinking", "data": "xyz"}, {"type": "image", "source": {}})
    run_hook(env, "capture", stop_payload(t, tmp_path))
    mem = memory()
    assert [(x.role, x.text) for x in mem.turns(SID)] == [("user", "real question"), ("assistant", "[image]")]
    assert mem.get_session(SID).meta["transcript"]["offset"] == t.path.stat().st_size


def test_two_captures_at_once_store_each_turn_once(
    env: dict[str, str], tmp_path: Path, memory: Callable[[], Memory]
) -> None:
    t = Transcript(tmp_path / "t.jsonl")
    for n in range(30):
        t.exchange(f"question {n}", f"answer {n}")
    data = json.dumps(stop_payload(t, tmp_path)).encode()
    procs = [
        subprocess.Popen([str(ENGRAM), "hook", "capture"], stdin=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
        for _ in range(4)
    ]
    for proc in procs:
        _, err = proc.communicate(data, timeout=120)
        assert proc.returncode == 0 and err == b""
    ids = [x.external_id for x in memory().turns(SID)]
    assert len(ids) == 60 and len(set(ids)) == 60


def test_without_session_id_the_transcript_name_is_the_session(
    env: dict[str, str], tmp_path: Path, memory: Callable[[], Memory]
) -> None:
    t = Transcript(tmp_path / "abc-123.jsonl")
    t.user("hello")
    payload = stop_payload(t, tmp_path)
    del payload["session_id"]
    run_hook(env, "capture", payload)
    assert [x.text for x in memory().turns("abc-123")] == ["hello"]


def test_the_namespace_outside_a_checkout_is_the_default(
    env: dict[str, str], tmp_path: Path, memory: Callable[[], Memory]
) -> None:
    t = Transcript(tmp_path / "t.jsonl")
    t.user("hello")
    run_hook(env, "capture", stop_payload(t, tmp_path / "notes"))
    run_hook(env, "capture", stop_payload(t, tmp_path / "notes", sid="s-work"), ENGRAM_NAMESPACE="work")
    mem = memory()
    assert mem.get_session(SID).namespace == "user"
    assert mem.get_session("s-work").namespace == "work"


@pytest.mark.parametrize(
    "stdin",
    [b"", b"not json at all", b"[1, 2, 3]", b'"a string"', b"\xff\xfe\x00garbage", b'{"session_id": '],
)
@pytest.mark.parametrize("name", HOOKS)
def test_garbage_stdin_exits_0_quietly_and_logs_a_line(env: dict[str, str], stdin: bytes, name: str) -> None:
    done = run_hook(env, name, stdin)
    assert done.stdout in (b"", b"{}\n")
    assert "Traceback" not in log_text(env)
    assert f" {name} ERROR " in log_text(env) or (name == "recall" and done.stdout == b"{}\n")


def test_a_missing_transcript_or_wrong_types_are_logged(env: dict[str, str], tmp_path: Path) -> None:
    run_hook(env, "capture", {"session_id": SID, "transcript_path": str(tmp_path / "nope.jsonl"), "cwd": "/"})
    run_hook(env, "capture", {"session_id": ["x"], "transcript_path": 42, "cwd": None})
    run_hook(env, "capture", {"session_id": "has spaces in it", "transcript_path": str(tmp_path), "cwd": 3})
    with Memory.open(env["ENGRAM_DB"], embedder=None) as memory:  # the store runs the spooled request
        assert all(s.id != SID for s in memory.sessions())
    log = log_text(env)
    assert "does not exist" in log and "no session_id or transcript_path" in log
    assert "Traceback" not in log and len(log.splitlines()) >= 3


def test_hook_help_goes_through_the_cli(env: dict[str, str]) -> None:
    done = subprocess.run([str(ENGRAM), "hook", "--help"], env=env, capture_output=True, check=False)
    assert done.returncode == 0 and b"capture" in done.stdout and b"recall" in done.stdout


def test_an_unknown_hook_name_is_logged_not_raised(env: dict[str, str]) -> None:
    import io

    from engram.interfaces.hooks import run

    out = io.StringIO()
    assert run("bogus", stdin=io.BytesIO(b"{}"), stdout=out) == 0
    assert out.getvalue() == "" and "unknown hook 'bogus'" in log_text(env)


def test_global_options_go_through_the_click_commands(
    env: dict[str, str], tmp_path: Path, memory: Callable[[], Memory]
) -> None:
    t = Transcript(tmp_path / "t.jsonl")
    t.user("hello")
    other = tmp_path / "other.db"
    data = json.dumps(stop_payload(t, tmp_path)).encode()
    done = subprocess.run(
        [str(ENGRAM), "--db", str(other), "--user", "ana", "hook", "capture"],
        input=data,
        env=env,
        capture_output=True,
        check=False,
    )
    assert done.returncode == 0 and done.stderr == b""
    with Memory.open(other, owner="ana", embedder=None) as m:
        assert [x.text for x in m.turns(SID)] == ["hello"]


# ---- the recursion guard and speed ---------------------------------------------------------
@pytest.mark.parametrize("name", HOOKS)
def test_the_recursion_guard_makes_every_hook_a_no_op(env: dict[str, str], tmp_path: Path, name: str) -> None:
    t = Transcript(tmp_path / "t.jsonl")
    t.user("hello")
    payload = {**stop_payload(t, tmp_path), "hook_event_name": "SessionStart", "prompt": "hello"}
    for stdin in (json.dumps(payload).encode(), b"garbage"):
        done = run_hook(env, name, stdin, ENGRAM_HOOK_ACTIVE="1")
        assert done.stdout == b""
    assert not Path(env["ENGRAM_DB"]).exists()
    assert not (Path(env["ENGRAM_HOME"]) / "logs").exists()


def test_the_guard_is_the_one_engram_sets_for_its_children() -> None:
    assert GUARD_ENV == RECURSION_GUARD_ENV == "ENGRAM_HOOK_ACTIVE"
    from engram.interfaces.cli import entry

    assert entry.HOOKS == HOOKS


PROBE = """
import sys
sys.argv = ["engram", "hook", sys.argv[1]]
from engram.interfaces.cli import entry
entry.finish = sys.exit  # the real one ends the process at once (os._exit), before this report
try:
    entry.main()
except SystemExit:
    pass
heavy = sorted({m.split(".")[0] for m in sys.modules} & {"click", "rich", "numpy", "httpx", "onnxruntime",
    "tokenizers", "subprocess", "engram.app"})
lean = sorted(set(sys.modules) & {"typing", "dataclasses", "pathlib", "datetime", "sqlite3", "engram.models",
    "engram.settings", "engram.store.sqlite.store", "engram.capture.ingest", "engram.interfaces.hooks"})
import json
sys.stderr.write(json.dumps({"heavy": heavy, "app": "engram.app" in sys.modules, "lean": lean}))
"""


def probe(env: dict[str, str], name: str, data: bytes) -> dict[str, Any]:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, name], input=data, env=env, capture_output=True, check=False, timeout=60
    )
    assert done.returncode == 0
    report = json.loads(done.stderr)
    assert isinstance(report, dict)
    return report


@pytest.mark.parametrize("name", ["capture", "endmark"])
def test_the_hot_hooks_load_nothing_heavy(env: dict[str, str], tmp_path: Path, name: str) -> None:
    t = Transcript(tmp_path / "t.jsonl")
    t.exchange("hello", "hi")
    report = probe(env, name, json.dumps(stop_payload(t, tmp_path)).encode())
    assert (report["heavy"], report["app"]) == ([], False)


def test_capture_loads_neither_the_models_nor_the_store(
    env: dict[str, str], tmp_path: Path, memory: Callable[[], Memory]
) -> None:
    """The Stop hook spools: no ``typing``, ``dataclasses``, ``pathlib`` or ``datetime``, no models, no
    settings module and no store, neither for a new session nor for one already captured."""
    t = Transcript(tmp_path / "t.jsonl")
    t.exchange("hello", "hi")
    data = json.dumps(stop_payload(t, checkout(tmp_path / "widgets"))).encode()
    assert probe(env, "capture", data)["lean"] == []
    t.exchange("and then?", "then this")
    assert probe(env, "capture", data)["lean"] == []
    assert [x.text.split("\n")[0] for x in memory().turns(SID)] == ["hello", "hi", "and then?", "then this"]
    t.exchange("once more", "sure")
    assert probe(env, "capture", data)["lean"] == []  # the store took the spool in; it kept the position
    other = Transcript(tmp_path / "other.jsonl")
    other.user("a new session")
    fresh = json.dumps(stop_payload(other, tmp_path, sid="s-new")).encode()
    assert probe(env, "capture", fresh)["lean"] == []  # a request: the store finds where it stands
    assert [x.text for x in memory().turns("s-new")] == ["a new session"]


# ---- endmark -------------------------------------------------------------------------------
def test_endmark_records_the_end_and_nothing_else(
    env: dict[str, str], tmp_path: Path, memory: Callable[[], Memory]
) -> None:
    t = Transcript(tmp_path / "t.jsonl")
    t.exchange("hello", "hi")
    run_hook(env, "capture", stop_payload(t, tmp_path))
    before = memory().get_session(SID)
    done = run_hook(env, "endmark", {"session_id": SID, "hook_event_name": "SessionEnd", "reason": "logout"})
    assert done.stdout == b""
    after = memory().get_session(SID)
    assert "ended_at" in after.meta and "logout" not in json.dumps(after.meta)
    assert (after.status, after.turn_count, after.watermark, after.summary) == (
        before.status,
        before.turn_count,
        before.watermark,
        before.summary,
    )
    assert memory().digests() == []
    run_hook(env, "endmark", {"session_id": "never-seen", "reason": "clear"})
    assert [s.id for s in memory().sessions()] == [SID]


# ---- recall --------------------------------------------------------------------------------
def recall_text(done: subprocess.CompletedProcess[bytes], event: str) -> str:
    output = json.loads(done.stdout)
    if output == {}:
        return ""
    assert output["hookSpecificOutput"]["hookEventName"] == event
    text = output["hookSpecificOutput"]["additionalContext"]
    assert isinstance(text, str)
    return text


def test_session_start_prints_the_frozen_context_block(
    env: dict[str, str], tmp_path: Path, memory: Callable[[], Memory]
) -> None:
    assert recall_text(run_hook(env, "recall", {"session_id": SID, "hook_event_name": "SessionStart"}), "") == ""
    mem = memory()
    mem.remember("I prefer short answers", category="preference")
    mem.remember("The store uses SQLite in WAL mode", category="decision")
    payload = {"session_id": "s-new", "hook_event_name": "SessionStart", "source": "startup", "cwd": str(tmp_path)}
    first = recall_text(run_hook(env, "recall", payload), "SessionStart")
    assert "I prefer short answers" in first and "WAL mode" in first and first.startswith("<memory>")
    mem.remember("Written mid-session", category="fact")
    again = recall_text(run_hook(env, "recall", {**payload, "source": "compact"}), "SessionStart")
    assert again == first  # frozen for the session: the new fact waits for the next one
    other = recall_text(run_hook(env, "recall", {**payload, "session_id": "s-next"}), "SessionStart")
    assert "Written mid-session" in other


def test_prompt_recall_adds_relevant_memories_not_already_injected(
    env: dict[str, str], tmp_path: Path, memory: Callable[[], Memory]
) -> None:
    mem = memory()
    mem.remember("I prefer short answers", category="preference")
    low = mem.remember("The flaky retry test was caused by a fixed sleep", category="fact", confidence=0.4)
    start = {"session_id": "s1", "hook_event_name": "SessionStart", "cwd": str(tmp_path)}
    context = recall_text(run_hook(env, "recall", start), "SessionStart")
    assert "fixed sleep" not in context  # below the confidence floor: recall only
    prompt = {**start, "hook_event_name": "UserPromptSubmit", "prompt": "why was the retry test flaky?"}
    text = recall_text(run_hook(env, "recall", prompt), "UserPromptSubmit")
    assert text.startswith("<engram-recall>") and text.endswith("</engram-recall>")
    assert f"fixed sleep (#{low.item.id})" in text
    assert "short answers" not in text  # already in the session's context block
    nothing = {**prompt, "prompt": "zebra quantum marmalade"}
    assert run_hook(env, "recall", nothing).stdout == b"{}\n"


def test_recall_never_exceeds_the_cap_and_drops_whole_entries(
    env: dict[str, str], tmp_path: Path, memory: Callable[[], Memory]
) -> None:
    mem = memory()
    for n in range(40):
        mem.remember(
            f"Deployment fact number {n}: the deploy pipeline step {n} needs a manual approval", category="fact"
        )
    for n in range(10):
        mem.remember(f"Deploy note {n} about the pipeline approval", category="fact", confidence=0.3)
    for cap in (200, 700, 1500, 6000):
        start = {"session_id": f"s-{cap}", "hook_event_name": "SessionStart", "cwd": str(tmp_path)}
        context = recall_text(run_hook(env, "recall", start, ENGRAM_RECALL_CAP=str(cap)), "SessionStart")
        assert len(context) <= cap
        prompt = {**start, "hook_event_name": "UserPromptSubmit", "prompt": "deploy pipeline approval"}
        text = recall_text(run_hook(env, "recall", prompt, ENGRAM_RECALL_CAP=str(cap)), "UserPromptSubmit")
        assert len(text) <= cap
        for line in text.splitlines():
            if line.startswith("- ["):
                assert line.endswith(")")  # whole entries only
    assert "left out" in log_text(env)


def test_pack_is_rank_monotonic_and_counts_separators() -> None:
    assert pack(["aaaa", "bb", "c"], 8) == ("aaaa\n\nbb", 1)
    assert pack(["aaaaa", "bb", "c"], 8) == ("aaaaa", 2)  # "c" would fit, but never jumps "bb"
    # an entry longer than the cap on its own can never be shown: it is skipped, not a wall
    assert pack(["aaaaaaaaa", "b"], 8) == ("b", 1)
    assert pack(["aa", "", "bb"], 6) == ("aa\n\nbb", 0)


# ---- finalize, then recall: the session lifecycle end to end -------------------------------
def test_finalize_closes_the_previous_session_and_recall_shows_its_digest(
    env: dict[str, str], tmp_path: Path, memory: Callable[[], Memory]
) -> None:
    assert hasattr(Memory, "finalize_dirty") and hasattr(Memory, "digest_context")
    repo = checkout(tmp_path / "widgets")
    old = Transcript(tmp_path / "old.jsonl")
    old.exchange(
        "Fix the flaky retry test in tests/test_retry.py",
        "Found the root cause: a fixed sleep races the worker thread. We decided to wait on an event instead.",
    )
    run_hook(env, "capture", stop_payload(old, repo, sid="s-old"))
    elsewhere = Transcript(tmp_path / "elsewhere.jsonl")
    elsewhere.exchange("Unrelated work in another repository", "Sure.")
    run_hook(env, "capture", stop_payload(elsewhere, checkout(tmp_path / "gadgets"), sid="s-other"))

    start = {"session_id": "s-new", "hook_event_name": "SessionStart", "source": "startup", "cwd": str(repo)}
    assert run_hook(env, "finalize", start).stdout == b""
    mem = memory()
    assert mem.get_session("s-old").status == "idle"
    assert mem.get_session("s-other").status == "active"  # another repository: not this branch's business
    digests = mem.digests(session_id="s-old")
    assert len(digests) == 1 and "retry" in digests[0].title.lower()

    text = recall_text(run_hook(env, "recall", start), "SessionStart")
    assert "<engram-sessions>" in text and digests[0].title in text
    prompt = {**start, "hook_event_name": "UserPromptSubmit", "prompt": "what was wrong with the retry test?"}
    assert digests[0].title in recall_text(run_hook(env, "recall", prompt), "UserPromptSubmit")
    again = run_hook(env, "finalize", start)  # idempotent: nothing dirty any more
    assert again.stdout == b"" and len(memory().digests(session_id="s-old")) == 1


def test_recall_waits_for_a_running_finalize(env: dict[str, str], tmp_path: Path) -> None:
    """Claude Code starts the SessionStart hooks together; the lock orders them."""
    import fcntl
    import time

    lock = Path(env["ENGRAM_HOME"]) / "locks" / "finalize.lock"
    lock.parent.mkdir(parents=True)
    fd = os.open(lock, os.O_RDWR | os.O_CREAT)
    fcntl.flock(fd, fcntl.LOCK_EX)
    started = time.monotonic()
    payload = tmp_path / "stdin.json"
    payload.write_text(json.dumps({"session_id": SID, "hook_event_name": "SessionStart"}), encoding="utf-8")
    with open(payload, "rb") as stdin:
        proc = subprocess.Popen(
            [str(ENGRAM), "hook", "recall"], stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env
        )
    time.sleep(3)
    assert proc.poll() is None  # still waiting for "finalize" (alone it takes well under a second)
    os.close(fd)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 0 and err == b"" and out == b"{}\n"
    assert time.monotonic() - started >= 3


# ---- pure helpers ---------------------------------------------------------------------------
def test_record_text_shapes() -> None:
    assert record_text({"type": "user", "message": {"role": "user", "content": "hi"}}) == ("user", "hi")
    many_tools = [{"type": "tool_use", "name": "Read", "input": {"file_path": f"/f{n}.py"}} for n in range(25)]
    role, text = record_text({"type": "assistant", "message": {"role": "assistant", "content": many_tools}}) or ("", "")
    assert role == "assistant" and text.count("[tool Read]") == 20 and text.endswith("[+5 more tool calls]")
    assert record_text({"type": "assistant", "message": {"content": [{"type": "text", "text": "  "}]}}) is None
    assert record_text({"type": "progress", "message": {"content": "x"}}) is None
    assert record_text({"type": "user", "message": {"role": "user", "content": [{"type": "tool_result"}]}}) is None
    injected = "<engram-recall>\nold memory\n</engram-recall>\nmy question<memory>\nblock\n</memory>"
    assert record_text({"type": "user", "message": {"content": injected}}) == ("user", "\nmy question")
    assert record_text({"type": "user", "message": {"content": "<memory>only the block</memory>"}}) is None


def test_transcript_turns_group_one_answer_into_one_turn() -> None:
    records = [
        (0, {"type": "user", "uuid": "u1", "message": {"role": "user", "content": "q"}}),
        (10, {"type": "assistant", "uuid": "a1", "message": {"content": [{"type": "text", "text": "a"}]}}),
        (20, {"type": "user", "uuid": "r1", "message": {"content": [{"type": "tool_result", "content": "x"}]}}),
        (30, {"type": "assistant", "message": {"content": [{"type": "text", "text": "b"}]}}),
    ]
    turns = transcript_turns(records)
    assert [(t.role, t.text, t.turn_id) for t in turns] == [("user", "q", "u1"), ("assistant", "a\n\nb", "a1")]
    assert turns[1].meta == {"source": "claude-code", "records": 2}
    assert transcript_turns([(7, {"type": "user", "message": {"content": "no uuid"}})])[0].turn_id == "offset-7"


def test_read_transcript_skips_an_overlong_line(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    path.write_bytes(b"x" * 5000 + b"\n" + json.dumps({"type": "user"}).encode() + b"\n")
    chunk = read_transcript(path, 0, limit=1000)
    assert chunk.records == () and chunk.end == 5001 and chunk.more
    rest = read_transcript(path, chunk.end, limit=1000)
    assert [r for _, r in rest.records] == [{"type": "user"}] and rest.end == path.stat().st_size
    assert read_transcript(path, 10**9).start == 0  # a shorter file than remembered: from the start


@pytest.mark.parametrize("name", [h for h in HOOKS if h != "endmark"])  # endmark only spools: see below
def test_a_broken_store_is_logged_with_where_not_raised(env: dict[str, str], tmp_path: Path, name: str) -> None:
    t = Transcript(tmp_path / "t.jsonl")
    t.user("hello")
    payload = {**stop_payload(t, tmp_path), "hook_event_name": "UserPromptSubmit", "prompt": "hello"}
    done = run_hook(env, name, payload, ENGRAM_DB=str(tmp_path))  # a folder, not a database
    assert done.stdout in (b"", b"{}\n")
    log = log_text(env)
    assert f" {name} ERROR " in log and "[at " in log and "Traceback" not in log


def test_endmark_spools_its_marker_without_opening_the_store(env: dict[str, str], tmp_path: Path) -> None:
    """SessionEnd never opens the store (it may be broken or busy): the marker waits in the spool."""
    t = Transcript(tmp_path / "t.jsonl")
    t.user("hello")
    done = run_hook(env, "endmark", stop_payload(t, tmp_path), ENGRAM_DB=str(tmp_path / "folder"))
    assert done.stdout == b""
    from engram.capture import spool

    kinds = [r.get("kind") for r in spool.lines(str(tmp_path / "folder") + ".spool")]
    assert kinds == ["ended"]


# ---- the import budget of the spooling hooks ---------------------------------------------------
CAPTURE_MAY_IMPORT = {
    # the standard library's small parts the hook needs: JSON, regular expressions, file locks
    *("json", "json.decoder", "json.encoder", "json.scanner", "_json", "re", "re._casefix", "re._compiler"),
    *("re._constants", "re._parser", "enum", "copyreg", "collections.abc", "errno", "fcntl", "gc", "zlib"),
    *("__future__", "_sre", "_bisect", "bisect", "_random", "sqlite3", "sqlite3.dbapi2", "_sqlite3", "datetime"),
    *("_datetime", "_strptime", "math", "time", "itertools", "_functools", "functools", "operator", "_operator"),
    *("keyword", "reprlib", "collections", "_collections", "types"),
    # engram: the launcher, the hook's own modules, redaction and validation
    *("engram", "engram.guard", "engram.location", "engram.errors", "engram.validation", "engram.interfaces"),
    *("engram.interfaces.cli", "engram.interfaces.cli.entry", "engram.capture", "engram.capture.runner"),
    *("engram.capture.transcript", "engram.capture.hook", "engram.capture.spool", "engram.capture.clean"),
    *("engram.capture.git", "engram.capture.marks", "engram.capture.peek", "engram.redaction", "engram.private_files"),
    *(f"engram.redaction.{m}" for m in ("assignments", "context_rules", "entropy", "lazy", "marker", "sanitizer")),
    *(f"engram.redaction.{m}" for m in ("scanner", "tokens", "values")),
}


FAST_CAPTURE_MAY_IMPORT = {
    # the fast route (engram.capture.request): no json, no re, no redaction, nothing but os and file locks
    *("engram", "engram.guard", "engram.location", "engram.interfaces", "engram.interfaces.cli"),
    *("engram.interfaces.cli.entry", "engram.capture", "engram.capture.request", "engram.capture.payload"),
    *("engram.capture.spool_file", "engram.capture.git", "engram.private_files", "errno", "fcntl", "gc"),
    "__future__",
}
FULL_ROUTE_MAY_IMPORT = CAPTURE_MAY_IMPORT | FAST_CAPTURE_MAY_IMPORT | {"engram.capture.collect", "io"}


def imported(env: dict[str, str], argv: list[str], data: bytes) -> set[str]:
    """Every module a fresh interpreter imported (``-X importtime`` reports each one on stderr)."""
    done = subprocess.run(
        argv, input=data, env={**env, "PYTHONPROFILEIMPORTTIME": "1"}, capture_output=True, check=False, timeout=60
    )
    assert done.returncode == 0, done.stderr[-2000:]
    found = set()
    for line in done.stderr.decode("utf-8", "replace").splitlines():
        if line.startswith("import time:") and "|" in line:
            name = line.rsplit("|", 1)[1].strip()
            if name != "imported package":
                found.add(name)
    return found


@pytest.mark.parametrize("name", ["capture", "endmark"])
def test_the_spooling_hooks_stay_within_their_import_budget(env: dict[str, str], tmp_path: Path, name: str) -> None:
    """The hook runs after every answer: beyond what a bare interpreter loads, only the modules on
    the allowed list may load (a new import on this path is a decision, made here)."""
    t = Transcript(tmp_path / "t.jsonl")
    t.exchange("hello", "hi")
    bare = imported(env, [sys.executable, "-c", "pass"], b"")
    engram = str(Path(sys.executable).with_name("engram"))
    payload = json.dumps(stop_payload(t, checkout(tmp_path / "widgets"))).encode()
    allowed, seen = (
        (FAST_CAPTURE_MAY_IMPORT, "engram.capture.request")
        if name == "capture"
        else (FULL_ROUTE_MAY_IMPORT, "engram.capture.hook")
    )
    for _ in range(2):  # a new session, then a known one
        loaded = imported(env, [engram, "hook", name], payload)
        assert sorted(loaded - bare - allowed) == []
    assert seen in loaded  # the measurement saw the hook itself


def test_the_full_capture_route_stays_within_its_import_budget(env: dict[str, str], tmp_path: Path) -> None:
    """A payload the fast route leaves alone (here a folder name that could be a secret) takes the full
    route: json, redaction and the spool writer, still without the store's models."""
    t = Transcript(tmp_path / "t.jsonl")
    t.exchange("hello", "hi")
    bare = imported(env, [sys.executable, "-c", "pass"], b"")
    engram = str(Path(sys.executable).with_name("engram"))
    payload = json.dumps(stop_payload(t, checkout(tmp_path / "token-a1b2c3d4e5f6a7b8c9d0"))).encode()
    for _ in range(2):  # a new session (the store is asked where it stands), then a known one
        loaded = imported(env, [engram, "hook", "capture"], payload)
        assert sorted(loaded - bare - FULL_ROUTE_MAY_IMPORT) == []
    assert "engram.capture.hook" in loaded and "json" in loaded


def test_opening_a_store_and_recalling_does_not_load_the_extraction_grammar(tmp_path: Path) -> None:
    """The rule grammar compiles hundreds of patterns; only closing a session or extracting needs it.
    The in-process prompt recall, the CLI and the servers open a store and recall without it."""
    code = (
        "import sys\n"
        "from engram import Memory\n"
        f"with Memory.open({str(tmp_path / 'm.db')!r}, embedder=None) as m:\n"
        "    m.remember('I live in Porto', category='fact')\n"
        "    m.recall('where do I live?')\n"
        "    m.context(session_id='s1')\n"
        "heavy = sorted(n for n in sys.modules if n in ('engram.extraction.rules', 'engram.extraction.fact_frames',"
        " 'engram.extraction.facts', 'engram.extraction.llm'))\n"
        "print(','.join(heavy))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == ""
