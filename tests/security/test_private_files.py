"""Defect 4: everything engram writes is private to its owner, whatever the umask.

A workload touches every kind of file engram makes (the database with its ``-wal``/``-shm``, the
store lock, the capture spool, the hook log, the LLM cost log, a session lock, an export); then
every file under the data folder must be 0600 and every folder 0700.
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from engram import Memory
from engram.app import cost_log_path
from engram.providers.base import Completion
from engram.providers.cost_log import CostLog
from engram.settings import Settings

ENGRAM = Path(sys.executable).parent / "engram"


@pytest.fixture
def loose_umask() -> Iterator[None]:
    """The common 022 umask: without explicit modes files would be 0644 and folders 0755."""
    old = os.umask(0o022)
    yield
    os.umask(old)


def modes(root: Path) -> dict[str, int]:
    found = {str(root): stat.S_IMODE(root.stat().st_mode)}
    for folder, dirs, files in os.walk(root):
        for name in dirs + files:
            path = Path(folder) / name
            found[str(path)] = stat.S_IMODE(path.lstat().st_mode)
    return found


def assert_private(found: dict[str, int]) -> None:
    loose = {path: oct(mode) for path, mode in found.items() if mode != (0o700 if os.path.isdir(path) else 0o600)}
    assert loose == {}


def hook_env(home: Path, tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("ENGRAM_")}
    env |= {"ENGRAM_HOME": str(home), "ENGRAM_EMBEDDER": "none", "ENGRAM_HOOK_LOG": "debug"}
    env["HOME"] = str(tmp_path / "user-home")
    return env


def test_every_file_engram_creates_is_owner_only(
    tmp_path: Path, loose_umask: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "not" / "yet" / "engram"  # none of these folders exists yet
    env = hook_env(home, tmp_path)
    transcript = tmp_path / "t.jsonl"
    line = {"type": "user", "message": {"role": "user", "content": "we deploy on fridays"}, "uuid": "u1"}
    transcript.write_text(json.dumps(line | {"sessionId": "s1", "timestamp": "2026-01-12T08:00:00.000Z"}) + "\n")
    payload = {"session_id": "s1", "transcript_path": str(transcript), "cwd": str(tmp_path), "hook_event_name": "Stop"}
    done = subprocess.run(
        [str(ENGRAM), "hook", "capture"], input=json.dumps(payload).encode(), env=env, capture_output=True, timeout=120
    )
    assert done.returncode == 0, done
    bad = subprocess.run([str(ENGRAM), "hook", "capture"], input=b"not json", env=env, capture_output=True, timeout=120)
    assert bad.returncode == 0, bad  # logged, which creates the hook log
    after_hook = modes(home)
    assert any(p.endswith(".spool") for p in after_hook), after_hook  # the hook wrote its spool
    assert any(p.endswith("hooks.log") for p in after_hook), after_hook
    assert_private(after_hook)

    for key, value in env.items():
        monkeypatch.setenv(key, value)
    with Memory.open(owner="default", embedder=None) as memory:  # the default path: $ENGRAM_HOME/engram.db
        memory.remember("the staging database is on port 5433", category="fact")
        assert memory.sessions()  # the spool was taken in
        memory.close_session("s1")
        CostLog(cost_log_path(Settings.load())).record(Completion("x", "m", 1, 1), "extract")
        assert_private(modes(home))  # -wal and -shm exist while the store is open
    backup = home / "exports" / "backup.jsonl"
    done = subprocess.run([str(ENGRAM), "export", "--out", str(backup)], env=env, capture_output=True, timeout=120)
    assert done.returncode == 0, done
    found = modes(home)
    for suffix in ("engram.db", "engram.db.lock", "llm-cost.jsonl", "backup.jsonl", "hooks.log"):
        assert any(p.endswith(suffix) for p in found), (suffix, sorted(found))
    assert_private(found)
    assert stat.S_IMODE((tmp_path / "not").stat().st_mode) == 0o700  # parents engram created, too


def test_an_existing_shared_store_keeps_its_mode(tmp_path: Path, loose_umask: None) -> None:
    """Only what engram creates is tightened: a store someone made group-readable on purpose stays so."""
    db = tmp_path / "shared.db"
    db.touch(mode=0o640)
    os.chmod(db, 0o640)
    with Memory.open(db, embedder=None) as memory:
        memory.remember("a fact", category="fact")
    assert stat.S_IMODE(db.stat().st_mode) == 0o640
