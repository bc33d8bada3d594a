"""``engram doctor`` through the real command (a subprocess of the installed console script), on real
temporary stores, settings files and spools, including the broken cases each check exists for."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import stat
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engram import Memory
from engram.interfaces.cli.hooks import WIRING, engram_hook, hook_command
from engram.providers.fake import FakeEmbedder
from llm_server import LLMServer, Reply

ENGRAM = Path(sys.executable).parent / "engram"
SID = "3c2b1a09-8f7e-4d6c-9b5a-1e2d3c4b5a69"
EXIT_CHECK_FAILED = 4


class Setup:
    """A user's machine in a temporary folder: HOME, ENGRAM_HOME, the store and a project folder."""

    def __init__(self, root: Path) -> None:
        self.home = root / "home"
        self.engram_home = root / "engram-home"
        self.project = root / "project"
        for folder in (self.home, self.engram_home, self.project):
            folder.mkdir(parents=True)
        self.db = self.engram_home / "engram.db"
        self.env = {
            key: value
            for key, value in os.environ.items()
            if not key.startswith("ENGRAM_") and key not in ("HOME", "XDG_DATA_HOME")
        }
        self.env.update(
            HOME=str(self.home),
            ENGRAM_HOME=str(self.engram_home),
            ENGRAM_DB=str(self.db),
            ENGRAM_EMBEDDER="none",
        )

    def engram(self, *args: str, stdin: str | None = None, **env: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [str(ENGRAM), *args],
            input=stdin,
            env={**self.env, **env},
            cwd=self.project,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )

    def doctor(self, **env: str) -> tuple[int, dict[str, list[dict[str, Any]]]]:
        """Exit code and ``{check name: [checks]}`` of ``engram doctor --json``."""
        done = self.engram("doctor", "--json", "--project", str(self.project), **env)
        assert done.returncode in (0, EXIT_CHECK_FAILED), done.stderr
        report = json.loads(done.stdout)
        by_name: dict[str, list[dict[str, Any]]] = {}
        for check in report["checks"]:
            by_name.setdefault(check["name"], []).append(check)
        assert report["status"] == ("fail" if done.returncode else report["status"])
        return done.returncode, by_name

    def one(self, name: str, **env: str) -> tuple[int, dict[str, Any]]:
        code, checks = self.doctor(**env)
        assert len(checks[name]) == 1, checks[name]
        return code, checks[name][0]

    def remember(self, content: str) -> None:
        done = self.engram("remember", content)
        assert done.returncode == 0, done.stderr

    def private(self) -> None:
        """Store files 0600 and folder 0700, as a careful user keeps them."""
        self.engram_home.chmod(0o700)
        for path in self.engram_home.iterdir():
            if path.is_file():
                path.chmod(0o600)


@pytest.fixture
def setup(tmp_path: Path) -> Setup:
    return Setup(tmp_path)


# ---- the whole report ------------------------------------------------------------------------
def test_a_fresh_install_reports_no_failure_and_creates_nothing(setup: Setup) -> None:
    code, checks = setup.doctor()
    assert code == 0
    assert checks["store"][0]["status"] == "ok" and "no store yet" in checks["store"][0]["detail"]
    assert not setup.db.exists() and list(setup.engram_home.iterdir()) == []
    assert checks["LLM"][0] == {
        "name": "LLM",
        "status": "ok",
        "detail": "none configured: session closes use the offline rule-based extractor (no network)",
        "fix": None,
    }
    assert checks["Claude Code hooks"][0]["status"] == "warn"
    assert "engram install claude-code" in checks["Claude Code hooks"][0]["fix"]
    assert checks["MCP clients"][0]["status"] == "warn"
    assert "schema" not in checks and "API keys" not in checks  # no store: nothing to report on


def test_the_text_report_names_each_problem_with_its_fix_and_exits_4_on_a_failure(setup: Setup) -> None:
    setup.remember("Prefers green tea")
    setup.db.chmod(0o400)
    done = setup.engram("doctor", "--project", str(setup.project))
    assert done.returncode == EXIT_CHECK_FAILED
    lines = done.stdout.splitlines()
    assert lines[0].startswith("engram ")
    failing = next(i for i, line in enumerate(lines) if "FAIL" in line and "permissions" in line)
    assert "its owner cannot read and write it" in lines[failing]
    assert lines[failing + 1].strip() == f"fix: chmod u+rw {setup.db}"
    assert lines[-1].endswith("1 failed")


def test_a_healthy_setup_passes_every_check(setup: Setup) -> None:
    setup.remember("Prefers green tea")
    assert setup.engram("install", "claude-code", "--project", str(setup.project)).returncode == 0
    (setup.project / ".mcp.json").write_text(
        json.dumps({"mcpServers": {"engram": {"command": str(ENGRAM), "args": ["mcp"]}}}), encoding="utf-8"
    )
    setup.private()
    code, checks = setup.doctor()
    assert code == 0
    assert {name: [c["status"] for c in found] for name, found in checks.items()} == {
        "install": ["ok"],
        "settings": ["ok"],
        "store": ["ok"],
        "permissions": ["ok"],
        "schema": ["ok"],
        "capture spool": ["ok"],
        "embedder": ["ok"],
        "vectors": ["ok"],
        "pending embeddings": ["ok"],
        "LLM": ["ok"],
        "API keys": ["ok"],
        "Claude Code hooks": ["ok"],
        "hook log": ["ok"],
        "hooks worker": ["ok"],
        "MCP clients": ["ok"],
    }
    assert checks["vectors"][0]["detail"] == "none stored yet for user 'default'"
    assert checks["schema"][0]["detail"].endswith("(current)")
    assert str(setup.project / ".mcp.json") in checks["MCP clients"][0]["detail"]


def test_a_broken_settings_file_fails_and_the_wiring_is_still_checked(setup: Setup) -> None:
    (setup.engram_home / "config.toml").write_text("[memory\nowner = ", encoding="utf-8")
    code, checks = setup.doctor()
    assert code == EXIT_CHECK_FAILED
    assert checks["settings"][0]["status"] == "fail" and "config.toml" in checks["settings"][0]["fix"]
    assert "Claude Code hooks" in checks and "store" not in checks


# ---- store, permissions, schema --------------------------------------------------------------
def test_a_read_only_store_and_folder_fail_with_the_chmod_that_fixes_them(setup: Setup) -> None:
    setup.remember("Prefers green tea")
    setup.private()
    setup.db.chmod(0o400)
    setup.engram_home.chmod(0o500)
    try:
        code, check = setup.one("permissions")
    finally:
        setup.engram_home.chmod(0o700)
    assert code == EXIT_CHECK_FAILED and check["status"] == "fail"
    assert f"{setup.db} has mode 0400" in check["detail"] or "you cannot read and write" in check["detail"]
    assert check["fix"] == f"chmod u+rw {setup.db} && chmod u+rwx {setup.engram_home}"
    setup.db.chmod(0o600)
    assert setup.one("permissions")[1]["status"] == "ok"


def test_a_store_other_users_can_read_is_a_warning() -> None:
    root = Path(tempfile.mkdtemp(prefix="engram-doctor-"))  # not under pytest's private tmp folder
    try:
        root.chmod(0o755)
        shared = Setup(root)
        shared.engram_home.chmod(0o755)
        shared.remember("Prefers green tea")
        shared.db.chmod(0o644)
        code, check = shared.one("permissions")
        assert code == 0 and check["status"] == "warn"
        assert "other users on this machine can read engram.db" in check["detail"]
        assert check["fix"] == f"chmod go-rwx {shared.db}"
        assert stat.S_IMODE(shared.db.stat().st_mode) == 0o644  # the doctor only says so
    finally:
        shutil.rmtree(root)


def test_a_store_from_a_newer_engram_fails_with_the_upgrade_and_is_left_alone(setup: Setup) -> None:
    setup.remember("Prefers green tea")
    with sqlite3.connect(setup.db) as conn:  # what a later engram with one more migration leaves
        conn.execute("INSERT INTO schema_migrations VALUES (999, 'from the future', '2030-01-01T00:00:00Z')")
    conn.close()
    code, check = setup.one("schema")
    assert code == EXIT_CHECK_FAILED and check["status"] == "fail"
    assert "written by a newer engram (schema 999" in check["detail"]
    assert "pip install -U engramdb" in check["fix"]


def test_a_sqlite_file_that_is_not_engrams_is_not_touched(setup: Setup) -> None:
    with sqlite3.connect(setup.db) as conn:
        conn.execute("CREATE TABLE photos (id INTEGER PRIMARY KEY)")
    conn.close()
    code, check = setup.one("schema")
    assert code == EXIT_CHECK_FAILED and "without engram's tables" in check["detail"]
    with sqlite3.connect(setup.db) as conn:
        tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    conn.close()
    assert tables == ["photos"]


# ---- API keys --------------------------------------------------------------------------------
def test_api_keys_are_counted_active_and_revoked(setup: Setup) -> None:
    for name in ("laptop", "phone"):
        assert setup.engram("keys", "create", "--user", "alice", "--name", name).returncode == 0
    assert setup.engram("keys", "revoke", "1").returncode == 0
    code, check = setup.one("API keys")
    assert code == 0
    assert check["detail"] == "1 active (owners: alice), 1 revoked: every /v1 request needs a key"


# ---- embedder and vectors --------------------------------------------------------------------
@pytest.fixture
def local_embedder() -> None:
    from importlib.util import find_spec

    if find_spec("onnxruntime") is None or find_spec("tokenizers") is None:
        pytest.skip("the embed extra is not installed")


def test_vectors_of_another_dimension_fail_until_reindex(setup: Setup, local_embedder: None) -> None:
    with Memory.open(setup.db, owner="default", embedder=FakeEmbedder(16)) as memory:
        memory.remember("Works as a data engineer", category="profile")
    code, checks = setup.doctor(ENGRAM_EMBEDDER="local")
    assert code == EXIT_CHECK_FAILED
    (embedder,) = checks["embedder"]
    assert embedder["status"] == "ok" and "384 dimensions" in embedder["detail"]
    (vectors,) = checks["vectors"]
    assert vectors["status"] == "fail"
    assert "made by fake-hash-16, 16 dimensions, not by the configured" in vectors["detail"]
    assert "384 dimensions" in vectors["detail"]
    assert vectors["fix"].startswith("engram --user default reindex")
    assert setup.engram("reindex", ENGRAM_EMBEDDER="local").returncode == 0  # the fix, as given
    code, check = setup.one("vectors", ENGRAM_EMBEDDER="local")
    assert code == 0 and check["detail"] == "the vectors of user 'default' were made by this embedder"


def test_vectors_without_an_embedder_are_a_warning(setup: Setup) -> None:
    with Memory.open(setup.db, owner="default", embedder=FakeEmbedder(16)) as memory:
        memory.remember("Works as a data engineer", category="profile")
    code, checks = setup.doctor(ENGRAM_EMBEDDER="none")
    assert code == 0 and checks["vectors"][0]["status"] == "warn"
    assert checks["embedder"][0]["detail"].startswith("off (ENGRAM_EMBEDDER=none)")


def test_an_unknown_embedder_fails_with_the_choices(setup: Setup) -> None:
    code, check = setup.one("embedder", ENGRAM_EMBEDDER="bert-xl")
    assert code == EXIT_CHECK_FAILED and "unknown embedder 'bert-xl'" in check["detail"]
    assert "local, local:minilm-l3, openai or none" in check["fix"]


# ---- the capture spool -----------------------------------------------------------------------
def capture(setup: Setup, prompt: str) -> None:
    transcript = setup.project / "transcript.jsonl"
    records = [
        {"type": "user", "message": {"role": "user", "content": prompt}},
        {"type": "assistant", "message": {"role": "assistant", "content": [{"type": "text", "text": "Noted."}]}},
    ]
    with transcript.open("a", encoding="utf-8") as handle:
        for n, record in enumerate(records, 1):
            record.update(uuid=f"00000000-0000-4000-8000-{os.urandom(6).hex()}", timestamp=f"2026-01-12T08:00:0{n}Z")
            handle.write(json.dumps(record) + "\n")
    payload = {"session_id": SID, "transcript_path": str(transcript), "cwd": str(setup.project)}
    done = setup.engram("hook", "capture", stdin=json.dumps({**payload, "hook_event_name": "Stop"}))
    assert done.returncode == 0 and done.stderr == ""


def spool(setup: Setup) -> Path:
    return Path(f"{setup.db}.spool")


def test_a_spool_backlog_is_reported_and_taken_in(setup: Setup) -> None:
    setup.remember("Prefers green tea")
    capture(setup, "I moved to Porto last spring")
    code, check = setup.one("capture spool")
    assert code == 0
    assert check["detail"] == "taken in just now: 1 capture request from the Claude Code hook"
    shown = setup.engram("sessions", "show", SID, "--json")
    assert "I moved to Porto last spring" in shown.stdout
    assert setup.one("capture spool")[1]["detail"] == "no captured turns waiting"


def test_a_backlog_waiting_for_a_store_that_does_not_exist_is_a_warning(setup: Setup) -> None:
    capture(setup, "I moved to Porto last spring")
    assert spool(setup).exists() and not setup.db.exists()
    code, check = setup.one("capture spool")
    assert code == 0 and check["status"] == "warn"
    assert check["detail"] == "waiting for a store that does not exist yet: 1 capture request from the Claude Code hook"
    assert not setup.db.exists()


def test_a_spool_that_cannot_be_written_fails_with_the_fix(setup: Setup) -> None:
    setup.remember("Prefers green tea")
    capture(setup, "I moved to Porto last spring")
    spool(setup).chmod(0o400)
    code, checks = setup.doctor()
    assert code == EXIT_CHECK_FAILED
    (check,) = checks["capture spool"]
    assert check["status"] == "fail" and "captured turns cannot be taken in" in check["detail"]
    assert check["fix"] == f"chmod u+rw {spool(setup)}"


def test_unreadable_spool_lines_are_dropped_with_a_warning(setup: Setup) -> None:
    setup.remember("Prefers green tea")
    capture(setup, "I moved to Porto last spring")
    with spool(setup).open("ab") as handle:
        handle.write(b"this is not a record\n")
    code, check = setup.one("capture spool")
    assert code == 0 and check["status"] == "warn"
    assert "1 line of" in check["detail"] and "dropped" in check["detail"]
    assert "I moved to Porto" in setup.engram("sessions", "show", SID, "--json").stdout


# ---- Claude Code hooks -----------------------------------------------------------------------
def settings_file(setup: Setup) -> Path:
    return setup.project / ".claude" / "settings.json"


def test_missing_hooks_fail_and_the_given_fix_adds_them(setup: Setup) -> None:
    assert setup.engram("install", "claude-code", "--project", str(setup.project)).returncode == 0
    settings = json.loads(settings_file(setup).read_text(encoding="utf-8"))
    del settings["hooks"]["SessionStart"]
    settings_file(setup).write_text(json.dumps(settings), encoding="utf-8")
    code, check = setup.one("Claude Code hooks")
    assert code == EXIT_CHECK_FAILED and check["status"] == "fail"
    assert check["detail"].endswith("missing SessionStart → finalize, SessionStart → recall")
    assert check["fix"] == f"engram install claude-code --project {setup.project} (adds only what is missing)"
    assert setup.engram("install", "claude-code", "--project", str(setup.project)).returncode == 0
    assert setup.one("Claude Code hooks")[1]["status"] == "ok"


def test_user_level_hooks_count_for_every_project(setup: Setup) -> None:
    assert setup.engram("install", "claude-code").returncode == 0
    code, check = setup.one("Claude Code hooks")
    assert code == 0 and str(setup.home / ".claude" / "settings.json") in check["detail"]


def test_hooks_that_run_a_vanished_engram_fail(setup: Setup) -> None:
    assert setup.engram("install", "claude-code", "--project", str(setup.project)).returncode == 0
    text = settings_file(setup).read_text(encoding="utf-8").replace(str(ENGRAM), "/opt/old-venv/bin/engram")
    settings_file(setup).write_text(text, encoding="utf-8")
    code, check = setup.one("Claude Code hooks")
    assert code == EXIT_CHECK_FAILED and "/opt/old-venv/bin/engram, which is not an executable" in check["detail"]


def test_a_settings_file_that_is_not_json_fails(setup: Setup) -> None:
    settings_file(setup).parent.mkdir()
    settings_file(setup).write_text('{"hooks": ', encoding="utf-8")
    code, checks = setup.doctor()
    assert code == EXIT_CHECK_FAILED
    assert any(c["status"] == "fail" and "is not valid JSON" in c["detail"] for c in checks["Claude Code hooks"])


# ---- MCP clients -----------------------------------------------------------------------------
def test_an_mcp_client_whose_engram_command_is_gone_fails(setup: Setup) -> None:
    cursor = setup.home / ".cursor" / "mcp.json"
    cursor.parent.mkdir()
    cursor.write_text(json.dumps({"mcpServers": {"memory": {"command": "/nowhere/engram", "args": ["mcp"]}}}))
    code, checks = setup.doctor()
    assert code == EXIT_CHECK_FAILED
    (check,) = checks["MCP: Cursor"]
    assert "'/nowhere/engram' is not an executable" in check["detail"]
    assert str(ENGRAM) in check["fix"]


def test_mcp_configs_of_several_clients_are_found(setup: Setup) -> None:
    desktop = setup.home / ".config" / "Claude" / "claude_desktop_config.json"
    desktop.parent.mkdir(parents=True)
    server = {"command": str(ENGRAM), "args": ["mcp"], "env": {"ENGRAM_USER": "alice", "API_TOKEN": "hidden"}}
    desktop.write_text(json.dumps({"mcpServers": {"engram": server}}))
    vscode = setup.project / ".vscode" / "mcp.json"
    vscode.parent.mkdir()
    vscode.write_text(json.dumps({"servers": {"other": {"command": "node"}, "engram": {"command": "engram"}}}))
    (setup.home / ".claude.json").write_text(
        json.dumps({"projects": {str(setup.project): {"mcpServers": {"engram": {"url": "http://127.0.0.1:8765/mcp"}}}}})
    )
    code, check = setup.one("MCP clients", PATH=f"{ENGRAM.parent}:{os.environ.get('PATH', '')}")
    assert code == 0
    for client in ("Claude Desktop", "VS Code", "Claude Code"):
        assert client in check["detail"]
    assert "server 'engram', ENGRAM_USER=alice)" in check["detail"] and "hidden" not in check["detail"]


def test_an_mcp_config_that_is_not_json_fails(setup: Setup) -> None:
    (setup.project / ".mcp.json").write_text("{not json")
    code, checks = setup.doctor()
    assert code == EXIT_CHECK_FAILED and checks["MCP: Claude Code"][0]["status"] == "fail"


# ---- the LLM ---------------------------------------------------------------------------------
def models(*names: str) -> Reply:
    return Reply(200, {"object": "list", "data": [{"id": n, "object": "model"} for n in names]})


@pytest.fixture
def llm_server() -> Iterator[LLMServer]:
    with LLMServer([models("qwen2.5:3b", "llama3")]) as server:
        yield server


def test_a_reachable_llm_is_asked_for_its_model_list_only(setup: Setup, llm_server: LLMServer) -> None:
    setup.remember("My bank password is hunter2-not-really")
    code, check = setup.one(
        "LLM", ENGRAM_LLM_URL=llm_server.openai_base_url, ENGRAM_LLM_MODEL="qwen2.5:3b", ENGRAM_LLM_API_KEY="sk-test"
    )
    assert code == 0 and check["detail"] == f"qwen2.5:3b at {llm_server.openai_base_url}: reachable, model listed"
    (request,) = llm_server.requests
    assert (request.method, request.path, request.body) == ("GET", "/v1/models", b"")
    assert request.headers["authorization"] == "Bearer sk-test"


def test_an_llm_that_does_not_list_the_model_is_a_warning(setup: Setup, llm_server: LLMServer) -> None:
    code, check = setup.one("LLM", ENGRAM_LLM_URL=llm_server.openai_base_url, ENGRAM_LLM_MODEL="gpt-9")
    assert code == 0 and check["status"] == "warn" and "does not list the model 'gpt-9'" in check["detail"]


def test_a_refused_key_fails(setup: Setup) -> None:
    with LLMServer([Reply(401, {"error": {"message": "bad key"}})]) as server:
        code, check = setup.one("LLM", ENGRAM_LLM_URL=server.openai_base_url, ENGRAM_LLM_MODEL="m")
    assert code == EXIT_CHECK_FAILED and "refused the API key (HTTP 401)" in check["detail"]


def test_an_unreachable_llm_fails(setup: Setup) -> None:
    with LLMServer() as server:
        url = server.openai_base_url  # a port that was just free, now closed
    code, check = setup.one("LLM", ENGRAM_LLM_URL=url, ENGRAM_LLM_MODEL="m")
    assert code == EXIT_CHECK_FAILED and f"{url} cannot be reached" in check["detail"]


def test_a_half_configured_llm_fails(setup: Setup) -> None:
    code, check = setup.one("LLM", ENGRAM_LLM_URL="http://127.0.0.1:9/v1")
    assert code == EXIT_CHECK_FAILED and check["detail"].startswith("half configured")


def test_an_llm_command_that_is_not_installed_fails(setup: Setup) -> None:
    code, check = setup.one("LLM", ENGRAM_LLM_COMMAND="no-such-claude -p")
    assert code == EXIT_CHECK_FAILED and "'no-such-claude' is not on PATH" in check["detail"]


# ---- PostgreSQL ------------------------------------------------------------------------------
def test_a_postgres_store_reports_its_schema_and_keys_and_hides_the_password(setup: Setup, postgres_url: str) -> None:
    setup.env["ENGRAM_DB"] = postgres_url
    setup.remember("Prefers green tea")
    assert setup.engram("keys", "create", "--user", "alice").returncode == 0
    code, checks = setup.doctor()
    assert code == 0
    (store,) = checks["store"]
    assert store["status"] == "ok" and store["detail"].startswith("PostgreSQL at postgresql://")
    password = postgres_url.split("://", 1)[1].split("@", 1)[0].partition(":")[2]
    assert not password or password not in json.dumps(checks)
    assert checks["schema"][0]["status"] == "ok" and "permissions" not in checks
    # the hook spools for a server store too
    assert checks["capture spool"][0]["detail"].startswith("no captured turns waiting")
    assert checks["API keys"][0]["detail"].startswith("1 active (owners: alice)")


def test_an_unreachable_postgres_store_fails_with_what_to_check(setup: Setup) -> None:
    pytest.importorskip("psycopg")
    url = "postgresql://engram:secret-pw@127.0.0.1:9/engram?connect_timeout=2&pool_timeout=3"
    code, checks = setup.doctor(ENGRAM_DB=url)
    assert code == EXIT_CHECK_FAILED
    (store,) = checks["store"]
    assert store["status"] == "fail" and store["detail"].startswith("cannot open postgresql://engram:***@127.0.0.1:9")
    assert store["fix"] == "check that the server runs and the URL in ENGRAM_DB"
    assert "secret-pw" not in json.dumps(checks)


# ---- the hooks' log --------------------------------------------------------------------------
def test_a_failing_hook_shows_in_the_doctor_though_claude_code_never_saw_it(setup: Setup) -> None:
    assert setup.one("hook log")[1]["detail"] == "no hook has logged anything yet"
    payload = {"session_id": SID, "transcript_path": str(setup.project / "t.jsonl"), "cwd": str(setup.project)}
    done = setup.engram("hook", "capture", stdin=json.dumps(payload), ENGRAM_DB="/dev/null/engram.db")
    assert done.returncode == 0 and done.stderr == ""  # what Claude Code sees: nothing wrong
    code, check = setup.one("hook log")
    assert code == 0 and check["status"] == "warn"
    assert check["detail"].startswith("1 error in the last 7 days; the latest, from the capture hook at 20")
    assert "FileExistsError" in check["detail"]
    assert check["fix"].startswith(f"read {setup.engram_home / 'logs' / 'hooks.log'}")


def test_old_hook_errors_are_not_reported(setup: Setup) -> None:
    log = setup.engram_home / "logs" / "hooks.log"
    log.parent.mkdir()
    log.write_text(
        "2020-01-01T00:00:00Z pid=1 capture ERROR OSError: long gone\n"
        "2099-01-01T00:00:00Z pid=2 recall INFO nothing wrong\n",
        encoding="utf-8",
    )
    code, check = setup.one("hook log")
    assert code == 0 and check["status"] == "ok" and check["detail"].startswith("no errors in the last 7 days")


# ---- the installation ------------------------------------------------------------------------
def without_modules(setup: Setup, *names: str) -> dict[str, str]:
    """Environment for an engram that behaves as if these modules were not installed (an extra left
    out): a ``sitecustomize`` marks them absent in ``sys.modules``, as Python's import reads it."""
    folder = setup.project.parent / "site-without"
    folder.mkdir(exist_ok=True)
    (folder / "sitecustomize.py").write_text(
        "import sys\n" + "".join(f"sys.modules[{name!r}] = None\n" for name in names), encoding="utf-8"
    )
    return {"PYTHONPATH": str(folder)}


def test_the_install_check_names_the_version_and_the_extras(setup: Setup) -> None:
    import engram

    code, check = setup.one("install", **without_modules(setup, "psycopg"))
    assert code == 0 and check["detail"].startswith(f"engram {engram.__version__} on Python ")
    assert "extras: embed, server, mcp (not installed: postgres)" in check["detail"]


def test_files_missing_from_the_package_fail_with_the_reinstall(setup: Setup) -> None:
    copy = setup.project.parent / "incomplete"
    shutil.copytree(Path(__file__).resolve().parents[1] / "src" / "engram", copy / "engram")
    (copy / "engram" / "interfaces" / "api" / "journal" / "templates" / "base.html").unlink()
    code, check = setup.one("install", PYTHONPATH=str(copy))
    assert code == EXIT_CHECK_FAILED and check["status"] == "fail"
    assert check["detail"] == (
        f"files of the package are missing from {copy / 'engram'}: engram/interfaces/api/journal/templates/base.html"
    )
    assert check["fix"].startswith("reinstall: pip install --force-reinstall 'engramdb[embed,server,mcp]'")


def test_an_mcp_client_running_this_engram_without_the_mcp_extra_fails(setup: Setup) -> None:
    (setup.project / ".mcp.json").write_text(
        json.dumps({"mcpServers": {"engram": {"command": str(ENGRAM), "args": ["mcp"]}}}), encoding="utf-8"
    )
    assert setup.one("MCP clients")[1]["status"] == "ok"
    code, checks = setup.doctor(**without_modules(setup, "mcp"))
    assert code == EXIT_CHECK_FAILED
    (check,) = checks["MCP: Claude Code"]
    assert "this engram has no MCP SDK (pip install 'engramdb[mcp]'" in check["detail"]


# ---- what install writes is what the doctor reads --------------------------------------------
@given(
    folder=st.text(st.characters(blacklist_characters="\x00", blacklist_categories=("Cs",)), max_size=40),
    name=st.sampled_from(sorted({n for _, names in WIRING for n in names})),
)
def test_every_hook_command_install_writes_is_read_back_by_the_doctor(folder: str, name: str) -> None:
    executable = f"/{folder}/engram"
    assert engram_hook(hook_command(executable, name)) == (executable, name)
