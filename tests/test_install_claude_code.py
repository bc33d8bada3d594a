"""``engram install claude-code``: merges engram's hooks into Claude Code's settings.json without
touching anything else, idempotently, and refuses (file untouched) when the file is not valid JSON."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engram.interfaces.cli.hooks import WIRING, merge_settings

ENGRAM = Path(sys.executable).parent / "engram"


@pytest.fixture
def env(tmp_path: Path) -> dict[str, str]:
    home = tmp_path / "home"
    home.mkdir()
    clean = {k: v for k, v in os.environ.items() if not k.startswith("ENGRAM_")}
    return {**clean, "HOME": str(home), "ENGRAM_HOME": str(tmp_path / "engram-home")}


def install(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(ENGRAM), "install", "claude-code", *args], env=env, capture_output=True, text=True, check=False
    )


def commands(settings: dict[str, Any], event: str) -> list[str]:
    return [h["command"] for group in settings["hooks"][event] for h in group["hooks"]]


def test_a_fresh_project_gets_every_hook_with_the_absolute_executable(env: dict[str, str], tmp_path: Path) -> None:
    project = tmp_path / "widgets"
    project.mkdir()  # --project names an existing folder (a missing one is refused)
    done = install(env, "--project", str(project))
    assert done.returncode == 0, done.stderr
    settings = json.loads((project / ".claude" / "settings.json").read_text())
    exe = str(ENGRAM)
    assert commands(settings, "Stop") == [f"{exe} hook capture"]
    assert commands(settings, "SessionStart") == [f"{exe} hook finalize", f"{exe} hook recall"]
    assert commands(settings, "UserPromptSubmit") == [f"{exe} hook recall"]
    assert commands(settings, "SessionEnd") == [f"{exe} hook endmark"]
    for event, _ in WIRING:
        for group in settings["hooks"][event]:
            assert group["matcher"] == ""
            assert all(h["type"] == "command" for h in group["hooks"])
    assert Path(exe).is_absolute() and os.access(exe, os.X_OK)
    assert "added" in done.stdout


def test_without_project_the_user_settings_are_used(env: dict[str, str]) -> None:
    assert install(env).returncode == 0
    path = Path(env["HOME"]) / ".claude" / "settings.json"
    assert commands(json.loads(path.read_text()), "Stop") == [f"{ENGRAM} hook capture"]


def test_installing_twice_changes_nothing(env: dict[str, str], tmp_path: Path) -> None:
    assert install(env, "--project", str(tmp_path)).returncode == 0
    path = tmp_path / ".claude" / "settings.json"
    before = path.read_bytes()
    mtime = path.stat().st_mtime_ns
    again = install(env, "--project", str(tmp_path))
    assert again.returncode == 0 and "nothing changed" in again.stdout
    assert path.read_bytes() == before and path.stat().st_mtime_ns == mtime


def test_existing_settings_and_hooks_are_kept(env: dict[str, str], tmp_path: Path) -> None:
    path = tmp_path / ".claude" / "settings.json"
    path.parent.mkdir()
    existing = {
        "model": "claude-sonnet-4-5",
        "permissions": {"allow": ["Bash(npm test)"], "deny": ["Read(./.env)"]},
        "env": {"FOO": "bar"},
        "hooks": {
            "Stop": [{"matcher": "", "hooks": [{"type": "command", "command": "notify-send done", "timeout": 5}]}],
            "PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "./guard.sh"}]}],
            "SessionStart": [{"matcher": "startup", "hooks": [{"type": "command", "command": "cat NOTES.md"}]}],
        },
    }
    path.write_text(json.dumps(existing, indent=4))
    os.chmod(path, 0o600)
    assert install(env, "--project", str(tmp_path)).returncode == 0
    merged = json.loads(path.read_text())
    for key in ("model", "permissions", "env"):
        assert merged[key] == existing[key]
    assert merged["hooks"]["PreToolUse"] == existing["hooks"]["PreToolUse"]
    assert merged["hooks"]["Stop"][0] == existing["hooks"]["Stop"][0]
    assert commands(merged, "Stop") == ["notify-send done", f"{ENGRAM} hook capture"]
    assert commands(merged, "SessionStart") == ["cat NOTES.md", f"{ENGRAM} hook finalize", f"{ENGRAM} hook recall"]
    assert path.stat().st_mode & 0o777 == 0o600


def test_a_hook_pointing_at_another_engram_is_updated_not_duplicated(env: dict[str, str], tmp_path: Path) -> None:
    path = tmp_path / ".claude" / "settings.json"
    path.parent.mkdir()
    old = {
        "hooks": {
            "Stop": [{"matcher": "", "hooks": [{"type": "command", "command": "/old/venv/bin/engram hook capture"}]}]
        }
    }
    path.write_text(json.dumps(old))
    done = install(env, "--project", str(tmp_path))
    assert done.returncode == 0 and "updated" in done.stdout
    assert commands(json.loads(path.read_text()), "Stop") == [f"{ENGRAM} hook capture"]


@pytest.mark.parametrize(
    "content",
    ['{"hooks": {"Stop": [}', "not json", "[1, 2]", '{"hooks": []}', '{"hooks": {"Stop": {"matcher": ""}}}'],
)
def test_a_malformed_settings_file_is_refused_and_left_untouched(
    env: dict[str, str], tmp_path: Path, content: str
) -> None:
    path = tmp_path / ".claude" / "settings.json"
    path.parent.mkdir()
    path.write_text(content)
    done = install(env, "--project", str(tmp_path))
    assert done.returncode == 1
    assert str(path) in done.stderr or "settings file" in done.stderr
    assert "nothing was changed" in done.stderr and "Traceback" not in done.stderr
    assert path.read_text() == content
    assert sorted(p.name for p in path.parent.iterdir()) == ["settings.json"]


def test_dry_run_prints_and_writes_nothing(env: dict[str, str], tmp_path: Path) -> None:
    done = install(env, "--project", str(tmp_path), "--dry-run")
    assert done.returncode == 0
    assert commands(json.loads(done.stdout), "SessionEnd") == [f"{ENGRAM} hook endmark"]
    assert not (tmp_path / ".claude").exists()


def test_merge_is_pure_and_idempotent() -> None:
    base: dict[str, Any] = {"theme": "dark"}
    merged, changes = merge_settings(base, "/opt/my tools/engram")
    assert base == {"theme": "dark"} and len(changes) == 5
    assert commands(merged, "Stop") == ["'/opt/my tools/engram' hook capture"]
    again, none = merge_settings(merged, "/opt/my tools/engram")
    assert again == merged and none == []
