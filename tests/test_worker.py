"""The resident hook worker: a 0600 Unix socket for the same OS user and the same owner only; the
UserPromptSubmit hook gets the hybrid ranking through it, and falls back to its own lexical recall,
within its budget, when there is no worker or the worker does not answer."""

from __future__ import annotations

import json
import os
import signal
import socket
import stat
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engram import Memory
from engram.app import open_store
from engram.interfaces import worker_client
from engram.interfaces.worker import HookWorker, bind, peer_allowed, peer_uid
from engram.providers.fake import FakeEmbedder

ENGRAM = str(Path(sys.executable).parent / "engram")
PATIENCE_S = 120.0
TARGET = "My car is a red Toyota Corolla"
PARAPHRASE = "what vehicle do I drive"
FILLERS = [
    f"project note {n}: the {w} review is on {d}"
    for n, (w, d) in enumerate(
        [("design", "Monday"), ("budget", "Tuesday"), ("security", "Friday"), ("launch", "Thursday")] * 3
    )
]


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "home"
    folder.mkdir()
    for name in ("ENGRAM_DB", "ENGRAM_USER", "ENGRAM_CONFIG", "ENGRAM_WORKER_SOCKET", "ENGRAM_WORKER_BUDGET_MS"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("ENGRAM_HOME", str(folder))
    monkeypatch.setenv("ENGRAM_EMBEDDER", "none")
    return folder


def start(memory: Memory, path: str, **kwargs: Any) -> HookWorker:
    return HookWorker(memory, path, store_label="test", **kwargs).start()


@pytest.fixture
def fake_worker(home: Path) -> Iterator[HookWorker]:
    memory = Memory(open_store(str(home / "engram.db")), owner="default", embedder=FakeEmbedder(16))
    worker = start(memory, str(home / "engram.db.worker.sock"))
    yield worker
    worker.stop()
    memory.close()


def ask(path: str, request: dict[str, Any]) -> dict[str, Any]:
    answer = worker_client.ask(path, request, PATIENCE_S)
    assert answer is not None
    return answer


def test_the_socket_is_0600_and_the_same_user_gets_answers(fake_worker: HookWorker) -> None:
    assert stat.S_IMODE(os.stat(fake_worker.path).st_mode) == 0o600
    assert stat.S_ISSOCK(os.stat(fake_worker.path).st_mode)

    answer = ask(fake_worker.path, {"op": "ping", "owner": "default"})

    assert answer["ok"] is True and answer["owner"] == "default" and answer["pid"] == os.getpid()


def test_the_worker_refuses_a_request_for_another_owner(fake_worker: HookWorker) -> None:
    fake_worker.memory.remember("alice's secret: the safe code is 4711")

    answer = ask(fake_worker.path, {"op": "recall", "owner": "mallory", "query": "safe code", "k": 5})

    assert answer == {"ok": False, "code": "forbidden", "error": "this worker serves another owner"}


def test_bad_requests_get_an_error_and_the_worker_keeps_serving(fake_worker: HookWorker) -> None:
    assert ask(fake_worker.path, {"op": "drop tables", "owner": "default"})["code"] == "invalid"
    assert ask(fake_worker.path, {"op": "recall", "owner": "default", "query": "x", "k": 10_000})["code"] == "invalid"
    relative = {"op": "prompt", "owner": "default", "prompt": "hi", "cwd": "here", "default_namespace": "user"}
    assert ask(fake_worker.path, relative)["code"] == "invalid"
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as raw:
        raw.connect(fake_worker.path)
        raw.sendall(b"not json\n")
        assert json.loads(raw.makefile().readline())["code"] == "invalid"
    assert ask(fake_worker.path, {"op": "ping", "owner": "default"})["ok"] is True


def test_the_peer_credential_check_refuses_another_uid() -> None:
    me = os.getuid()
    assert peer_allowed(me, me)
    assert not peer_allowed(me + 1, me)
    assert not peer_allowed(None, me)  # unknown peer: refused


@pytest.mark.skipif(not hasattr(socket, "SO_PEERCRED"), reason="SO_PEERCRED is Linux-only")
def test_a_connection_whose_peer_is_not_the_workers_user_is_refused(home: Path) -> None:
    """The real peer-credential path, with the worker told it runs as another user (a test cannot
    create an OS user): our connection's uid no longer matches and the request is never read."""
    memory = Memory(open_store(str(home / "engram.db")), owner="default", embedder=None)
    worker = start(memory, str(home / "engram.db.worker.sock"), own_uid=os.getuid() + 1)
    try:
        answer = ask(worker.path, {"op": "ping", "owner": "default"})
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as raw:
            raw.connect(worker.path)
            assert peer_uid(raw) == os.getuid()  # what the worker reads about us
    finally:
        worker.stop()
        memory.close()
    assert answer["ok"] is False and answer["code"] == "forbidden"


def test_a_live_worker_is_not_replaced_and_a_stale_socket_is(fake_worker: HookWorker, tmp_path: Path) -> None:
    from engram.errors import Conflict

    with pytest.raises(Conflict):
        bind(fake_worker.path)
    stale = str(tmp_path / "stale.sock")
    dead = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    dead.bind(stale)
    dead.close()  # the file stays, nobody listens
    replaced = bind(stale)
    replaced.close()


def hook(prompt: str, home: Path, session: str = "s1", **env: str) -> tuple[dict[str, Any], str]:
    """Run the real UserPromptSubmit hook as Claude Code does; returns its output and the hook log."""
    payload = {"hook_event_name": "UserPromptSubmit", "prompt": prompt, "session_id": session, "cwd": str(home)}
    done = subprocess.run(
        [ENGRAM, "hook", "recall"],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        timeout=PATIENCE_S,
        env={**os.environ, "ENGRAM_HOOK_LOG": "debug", **env},
    )
    assert done.returncode == 0, done.stderr
    log = home / "logs" / "hooks.log"
    return (json.loads(done.stdout) if done.stdout.strip() else {}), (log.read_text() if log.exists() else "")


def context_of(output: dict[str, Any]) -> str:
    return str(output.get("hookSpecificOutput", {}).get("additionalContext", ""))


@pytest.fixture(scope="module")
def local_embedder() -> Any:
    from engram.app import build_embedder
    from engram.settings import Settings

    embedder = build_embedder(Settings(db=":memory:", embedder="local"))
    if embedder is None:
        pytest.skip("the local embedder (engramdb[embed]) is not installed")
    return embedder


def seeded_session(home: Path) -> None:
    """Fillers, the session's frozen context block (as SessionStart makes it), then the target: the
    target is not in the block, so the prompt's recall is what must find it."""
    with Memory.open(home / "engram.db", owner="default", embedder=None) as memory:
        memory.remember_many(FILLERS)
        memory.context(session_id="s1", budget_tokens=60)
        memory.remember(TARGET)


def test_the_prompt_hook_gets_the_hybrid_ranking_through_the_worker(home: Path, local_embedder: Any) -> None:
    seeded_session(home)
    without, _ = hook(PARAPHRASE, home, ENGRAM_RECALL_CAP="400")
    assert TARGET not in context_of(without)  # lexical recall alone cannot find the paraphrase

    memory = Memory(open_store(str(home / "engram.db")), owner="default", embedder=local_embedder)
    memory.index()  # as a running worker would have: the model loaded, the memories embedded
    worker = start(memory, str(home / "engram.db.worker.sock"))
    try:
        served = worker.served
        output, _ = hook(PARAPHRASE, home, ENGRAM_RECALL_CAP="400", ENGRAM_WORKER_BUDGET_MS="5000")
        assert served_after(worker, served) == served + 1  # the worker answered it
    finally:
        worker.stop()
        memory.close()
    assert TARGET in context_of(output)
    assert output["hookSpecificOutput"]["hookEventName"] == "UserPromptSubmit"


def test_without_a_worker_the_hook_recalls_lexically_in_its_own_process(home: Path) -> None:
    seeded_session(home)
    output, _ = hook("Toyota Corolla", home, ENGRAM_RECALL_CAP="400")
    assert TARGET in context_of(output)


def test_a_worker_that_never_answers_costs_the_hook_its_budget_only(home: Path) -> None:
    seeded_session(home)
    hung = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    hung.bind(str(home / "engram.db.worker.sock"))
    hung.listen(8)  # connections are queued, never accepted, never answered
    try:
        answer = worker_client.ask(str(home / "engram.db.worker.sock"), {"op": "ping", "owner": "default"}, 0.05)
        output, log = hook("Toyota Corolla", home, ENGRAM_RECALL_CAP="400", ENGRAM_WORKER_BUDGET_MS="50")
    finally:
        hung.close()
    assert answer is None
    assert TARGET in context_of(output)  # the lexical answer, as without a worker
    assert "no answer from the worker" in log


def test_a_refusing_worker_makes_the_hook_fall_back(home: Path) -> None:
    seeded_session(home)
    memory = Memory(open_store(str(home / "engram.db")), owner="someone-else", embedder=None)
    worker = start(memory, str(home / "engram.db.worker.sock"))
    try:
        output, log = hook("Toyota Corolla", home, ENGRAM_RECALL_CAP="400", ENGRAM_WORKER_BUDGET_MS="5000")
    finally:
        worker.stop()
        memory.close()
    assert TARGET in context_of(output)
    assert "refused" in log


def test_the_hook_path_through_the_worker_loads_no_model_numpy_or_store(fake_worker: HookWorker, home: Path) -> None:
    payload = json.dumps({"hook_event_name": "UserPromptSubmit", "prompt": "hello", "cwd": str(home)})
    done = subprocess.run(
        [sys.executable, "-X", "importtime", ENGRAM, "hook", "recall"],
        input=payload,
        capture_output=True,
        text=True,
        timeout=PATIENCE_S,
        env={**os.environ, "ENGRAM_WORKER_BUDGET_MS": "5000"},
    )
    assert done.returncode == 0
    loaded = {line.split("|")[-1].strip() for line in done.stderr.splitlines() if line.startswith("import time:")}
    assert "engram.interfaces.worker_client" in loaded
    assert not loaded & {"numpy", "sqlite3", "engram.memory", "engram.settings", "typing", "onnxruntime"}


def served_after(worker: HookWorker, before: int) -> int:
    """The worker's count once it has counted the answer the hook already read (it counts after
    replying), or after a second if it never does."""
    import time

    deadline = time.monotonic() + 1.0
    while worker.served == before and time.monotonic() < deadline:
        time.sleep(0.005)
    time.sleep(0.05)  # a second request, if any, would be counted by now too
    return worker.served


def test_the_fast_prompt_route_loads_neither_json_nor_re(fake_worker: HookWorker, home: Path) -> None:
    """Through a running worker the prompt hook reads and writes its JSON with engram.capture.payload:
    what it loads beyond a bare interpreter is the launcher, that route and the socket."""
    payload = json.dumps({"hook_event_name": "UserPromptSubmit", "prompt": "hello", "session_id": "s1", "cwd": "/"})
    served = fake_worker.served
    done = subprocess.run(
        [sys.executable, "-X", "importtime", ENGRAM, "hook", "recall"],
        input=payload,
        capture_output=True,
        text=True,
        timeout=PATIENCE_S,
        env={**os.environ, "ENGRAM_WORKER_BUDGET_MS": "5000"},
    )
    assert done.returncode == 0 and served_after(fake_worker, served) == served + 1
    loaded = {line.split("|")[-1].strip() for line in done.stderr.splitlines() if line.startswith("import time:")}
    assert "engram.interfaces.prompt_hook" in loaded
    assert not loaded & {"json", "re", "engram.interfaces.hooks", "engram.redaction"}


@pytest.mark.parametrize("prompt", ["Toyota Corolla", 'what "car" do I drive?\n\tand é, ✓, \u2028', ""])
def test_the_fast_and_the_full_route_give_the_same_output(fake_worker: HookWorker, home: Path, prompt: str) -> None:
    """A payload the small reader leaves to json (here a NaN field) takes the full route: through the
    same worker, the hook prints exactly what the fast route prints."""
    seeded_session(home)
    base = {"hook_event_name": "UserPromptSubmit", "prompt": prompt, "session_id": "s1", "cwd": str(home)}
    outputs = []
    for data in (json.dumps(base), json.dumps(base)[:-1] + ', "x": NaN}'):
        served = fake_worker.served
        done = subprocess.run(
            [ENGRAM, "hook", "recall"],
            input=data,
            capture_output=True,
            text=True,
            timeout=PATIENCE_S,
            env={**os.environ, "ENGRAM_WORKER_BUDGET_MS": "5000", "ENGRAM_RECALL_CAP": "400"},
        )
        assert done.returncode == 0 and done.stderr == ""
        assert served_after(fake_worker, served) == served + 1  # one request each, none repeated by the full route
        outputs.append(done.stdout)
    assert json.loads(outputs[0]) == json.loads(outputs[1])
    assert (TARGET in outputs[0]) == bool(prompt)


def test_an_idle_worker_takes_in_what_the_stop_hook_spooled(fake_worker: HookWorker, home: Path) -> None:
    """The fast Stop hook leaves a request; the worker, between requests, reads the transcript and
    stores the turns, so the next prompt does not wait for that work."""
    import time

    from engram.capture import spool

    transcript = home / "t.jsonl"
    records = [
        {"type": "user", "message": {"role": "user", "content": "my bike is a green Brompton"}, "uuid": "u-1"},
        {"type": "assistant", "message": {"role": "assistant", "content": [{"type": "text", "text": "Nice."}]}},
    ]
    transcript.write_text("".join(json.dumps(r | {"timestamp": "2026-01-12T08:00:00Z"}) + "\n" for r in records))
    payload = {"session_id": "s-idle", "transcript_path": str(transcript), "cwd": "/", "hook_event_name": "Stop"}
    done = subprocess.run(
        [ENGRAM, "hook", "capture"], input=json.dumps(payload), capture_output=True, text=True, timeout=PATIENCE_S
    )
    assert done.returncode == 0 and done.stderr == ""
    spool_file = str(home / "engram.db.spool")
    deadline = time.monotonic() + PATIENCE_S
    while any(r.get("kind") == "capture" for r in spool.lines(spool_file)) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(r.get("kind") in ("capture", "turns") for r in spool.lines(spool_file))  # taken in
    with fake_worker.memory.store.read() as tx:
        assert tx.get_session("default", "s-idle") is not None


def test_ask_gives_up_without_a_socket_path_or_budget(tmp_path: Path) -> None:
    assert worker_client.ask(None, {"op": "ping"}, 1.0) is None
    assert worker_client.ask(str(tmp_path / "absent.sock"), {"op": "ping"}, 1.0) is None
    assert worker_client.socket_path(":memory:", str(tmp_path)) is None
    assert worker_client.socket_path("/x/" + "a" * 200 + ".db", str(tmp_path)) is None
    assert worker_client.socket_path("postgresql://h/db", "/home/u/.engram") == "/home/u/.engram/worker.sock"
    assert worker_client.budget_ms({"ENGRAM_WORKER_BUDGET_MS": "oops"}) == worker_client.DEFAULT_BUDGET_MS
    assert worker_client.budget_ms({"ENGRAM_WORKER_BUDGET_MS": "0"}) == 0.0


def test_serve_stops_its_worker_thread_cleanly(home: Path) -> None:
    memory = Memory(open_store(str(home / "engram.db")), owner="default", embedder=None)
    worker = start(memory, str(home / "engram.db.worker.sock"))
    threads = threading.active_count()
    worker.stop()
    memory.close()
    assert not os.path.exists(worker.path)
    assert threading.active_count() <= threads


def cli(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([ENGRAM, *args], env=env, capture_output=True, text=True, timeout=PATIENCE_S, check=False)


@pytest.fixture
def user_env(tmp_path: Path) -> dict[str, str]:
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("ENGRAM_", "XDG_"))}
    (tmp_path / "user").mkdir()
    return {**clean, "HOME": str(tmp_path / "user"), "ENGRAM_HOME": str(tmp_path / "eh"), "ENGRAM_EMBEDDER": "none"}


def test_install_worker_prints_or_writes_a_systemd_unit_that_runs_this_engram(user_env: dict[str, str]) -> None:
    printed = cli(user_env, "install", "worker", "--systemd")
    assert printed.returncode == 0, printed.stderr
    assert f'ExecStart="{ENGRAM}" worker' in printed.stdout
    assert f'Environment="ENGRAM_HOME={user_env["ENGRAM_HOME"]}"' in printed.stdout
    unit = Path(user_env["HOME"]) / ".config" / "systemd" / "user" / "engram-worker.service"
    assert not unit.exists()

    written = cli(user_env, "install", "worker", "--systemd", "--write")
    assert written.returncode == 0, written.stderr
    assert unit.read_text() == printed.stdout
    assert "systemctl --user enable --now engram-worker.service" in written.stdout


def test_install_worker_writes_a_launchd_agent(user_env: dict[str, str]) -> None:
    import plistlib

    done = cli(user_env, "install", "worker", "--launchd", "--write")
    assert done.returncode == 0, done.stderr
    plist = plistlib.loads(
        (Path(user_env["HOME"]) / "Library" / "LaunchAgents" / "dev.engram.worker.plist").read_bytes()
    )
    assert plist["ProgramArguments"] == [ENGRAM, "worker"]
    assert plist["RunAtLoad"] is True and plist["KeepAlive"] is True
    assert plist["EnvironmentVariables"]["ENGRAM_HOME"] == user_env["ENGRAM_HOME"]


def test_install_claude_code_can_set_the_worker_up_too(user_env: dict[str, str]) -> None:
    done = cli(user_env, "install", "claude-code", "--worker", "systemd")
    assert done.returncode == 0, done.stderr
    assert (Path(user_env["HOME"]) / ".claude" / "settings.json").exists()
    assert (Path(user_env["HOME"]) / ".config" / "systemd" / "user" / "engram-worker.service").exists()
    assert cli(user_env, "install", "claude-code", "--worker", "upstart").returncode == 1


def test_doctor_says_whether_the_worker_runs_and_what_is_pending(user_env: dict[str, str], tmp_path: Path) -> None:
    def check(report: dict[str, Any], name: str) -> dict[str, Any]:
        (found,) = [c for c in report["checks"] if c["name"] == name]
        return found

    assert cli(user_env, "remember", "the lighthouse keeper feeds the cat").returncode == 0
    absent = json.loads(cli(user_env, "doctor", "--json").stdout)
    idle = check(absent, "hooks worker")
    assert idle["status"] == "ok" and "not running" in idle["detail"]  # optional: the hooks recall by words
    assert check(absent, "pending embeddings")["detail"].startswith("1 items")  # written lexical-only

    proc = subprocess.Popen([ENGRAM, "worker"], env=user_env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None and "listening on" in proc.stdout.readline()
        running = json.loads(cli(user_env, "doctor", "--json").stdout)
        text = cli(user_env, "doctor").stdout
    finally:
        proc.terminate()
        proc.communicate(timeout=PATIENCE_S)
    worker = check(running, "hooks worker")
    assert worker["status"] == "ok" and f"pid {proc.pid}" in worker["detail"]
    assert "hooks worker" in text and "running (pid" in text
    socket = worker["detail"].rsplit(" on ", 1)[1]
    assert not Path(socket).exists()  # removed when the worker stopped


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=10,
)


@given(
    request=st.dictionaries(
        st.sampled_from(["v", "op", "owner", "query", "k", "kinds", "prompt", "cwd", "default_namespace", "cap"]),
        json_values,
    ),
    owner=st.sampled_from(["default", "mallory", None]),
    op=st.sampled_from(["ping", "recall", "prompt", "other"]),
)
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_any_request_gets_an_answer_and_only_the_workers_owner_is_ever_served(
    fake_worker: HookWorker, request: dict[str, Any], owner: str | None, op: str
) -> None:
    request = {**request, "v": 1, "op": op, "owner": owner}
    answer = fake_worker.answer(request)
    assert isinstance(answer["ok"], bool)
    json.dumps(answer)  # always serialisable
    if owner != "default":
        assert answer == {"ok": False, "code": "forbidden", "error": "this worker serves another owner"}
    if not answer["ok"]:
        assert answer["code"] in {"forbidden", "invalid"}  # never an unexpected failure


def test_engram_serve_runs_the_hook_worker_and_removes_its_socket_on_sigterm(user_env: dict[str, str]) -> None:
    pytest.importorskip("uvicorn")
    proc = subprocess.Popen(
        [ENGRAM, "serve", "--port", "0", "--log-level", "warning"],
        env=user_env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    socket_file = ""
    try:
        assert proc.stdout is not None
        for line in proc.stdout:
            if line.startswith("hooks:"):
                socket_file = line.rsplit(" on ", 1)[1].strip()
                break
        assert socket_file, proc.stderr.read() if proc.stderr else ""
        answer = ask(socket_file, {"op": "ping", "owner": "default"})
        assert answer["ok"] is True and answer["pid"] == proc.pid
        assert ask(socket_file, {"op": "ping", "owner": "bob"})["code"] == "forbidden"
    finally:
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=PATIENCE_S)
    assert socket_file and not os.path.exists(socket_file), (proc.returncode, err[-3000:])
