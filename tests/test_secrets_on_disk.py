"""No secret reaches the disk through capture (seed 003, PRODUCT §4): every case of the secrets
corpus goes through the real hook (the installed ``engram hook capture`` process, a Claude Code
transcript with the secret in prompts, answers and tool calls) and through ``Memory.capture`` (text
and metadata), into a real SQLite file. Afterwards none of the secrets' bytes are in the database
file, its ``-wal`` or ``-shm`` files, the capture spool the hook writes beside it (read while it still
holds the hooks' batches, and again once the store has taken them in), or the hook log.

A reader connection stays open while the hooks write, so the write-ahead log is still on disk
(not yet checkpointed away) when it is searched.
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from engram import Memory
from secrets_corpus import SECRET_CASES, SecretCase

ENGRAM = Path(sys.executable).parent / "engram"
SID = "0b7e8f9a-2c3d-4e5f-8a9b-1c2d3e4f5a6b"
SHORT = 8  # secrets shorter than this can occur by chance in binary pages; they are checked in the stored text


def test_the_corpus_is_big_enough() -> None:
    assert len(SECRET_CASES) >= 60
    assert sum(len(case.secrets) for case in SECRET_CASES) >= 60


def records_for(n: int, case: SecretCase) -> list[dict[str, object]]:
    base = {"sessionId": SID, "timestamp": f"2026-01-12T09:{n // 60 % 60:02d}:{n % 60:02d}.000Z"}
    first_line = case.text.splitlines()[0] if case.text.strip() else case.text
    return [
        {**base, "type": "user", "uuid": f"u-{n}", "message": {"role": "user", "content": case.text}},
        {
            **base,
            "type": "assistant",
            "uuid": f"a-{n}",
            "message": {
                "role": "assistant",
                "content": [
                    {"type": "text", "text": f"I saw this in your message:\n{case.text}"},
                    {"type": "tool_use", "id": f"toolu_{n}", "name": "Bash", "input": {"command": case.text}},
                    {"type": "tool_use", "id": f"toolu_{n}b", "name": "Write", "input": {"file_path": first_line}},
                ],
            },
        },
        {
            **base,
            "type": "user",
            "uuid": f"r-{n}",
            "message": {
                "role": "user",
                "content": [{"type": "tool_result", "tool_use_id": f"toolu_{n}", "content": case.text}],
            },
        },
    ]


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[dict[str, str], Path]]:
    home = tmp_path / "home"
    env = {k: v for k, v in os.environ.items() if not k.startswith("ENGRAM_")}
    env |= {"ENGRAM_HOME": str(home), "ENGRAM_DB": str(home / "engram.db"), "ENGRAM_EMBEDDER": "none"}
    for name in [k for k in os.environ if k.startswith("ENGRAM_")]:
        monkeypatch.delenv(name)
    monkeypatch.setenv("ENGRAM_HOME", str(home))
    monkeypatch.setenv("ENGRAM_EMBEDDER", "none")
    yield env, home / "engram.db"


def run_hook(env: dict[str, str], name: str, payload: dict[str, object]) -> None:
    done = subprocess.run(
        [str(ENGRAM), "hook", name], input=json.dumps(payload).encode(), env=env, capture_output=True, check=False
    )
    assert done.returncode == 0 and done.stderr == b"", done.stderr


def test_no_secret_reaches_the_disk(store: tuple[dict[str, str], Path], tmp_path: Path) -> None:
    env, db = store
    repo = tmp_path / "widgets"
    (repo / ".git").mkdir(parents=True)
    (repo / ".git" / "HEAD").write_text("ref: refs/heads/main\n")
    transcript = tmp_path / "projects" / f"{SID}.jsonl"
    transcript.parent.mkdir()
    payload: dict[str, object] = {
        "session_id": SID,
        "transcript_path": str(transcript),
        "cwd": str(repo),
        "hook_event_name": "Stop",
    }

    # the database exists and a reader holds it open, so the hooks' WAL stays on disk
    with Memory.open(db, owner="default", embedder=None) as memory:
        memory.capture("warm-up", "user", "hello")
    reader = sqlite3.connect(db)
    reader.execute("SELECT count(*) FROM sessions").fetchone()
    try:
        half = len(SECRET_CASES) // 2
        for part in (SECRET_CASES[:half], SECRET_CASES[half:]):  # two Stop hooks: the transcript grows
            with open(transcript, "a", encoding="utf-8") as handle:
                for case in part:
                    for record in records_for(SECRET_CASES.index(case), case):
                        handle.write(json.dumps(record) + "\n")
            run_hook(env, "capture", payload)
        spool = Path(f"{db}.spool")
        spooled = spool.read_bytes()  # nothing has opened the store since: every batch is still here
        assert spooled.count(b'"kind":"turns"') == 2 and b"REDACTED" in spooled
        # secrets in places that end up in the hook log: a path that does not exist, bad input
        leaky = SECRET_CASES[0].secrets[0]
        run_hook(env, "capture", {**payload, "session_id": "x", "transcript_path": f"/tmp/{leaky}/nope.jsonl"})
        run_hook(env, "capture", {**payload, "session_id": f"bad id {leaky}"})
        run_hook(env, "endmark", {"session_id": SID, "reason": leaky})

        # the library path: text and metadata
        with Memory.open(db, owner="default", embedder=None) as memory:
            for n, case in enumerate(SECRET_CASES):
                longest_line = max(case.text.splitlines() or [case.text], key=len)
                meta = {"command": case.text, "nested": {"args": [case.text, n]}, longest_line: True}
                turn = memory.capture("library", "user", case.text, turn_id=f"t{n}", meta=meta)
                assert turn is not None, case.name
            stored = memory.turns(SID)
            assert len(stored) == 2 * len(SECRET_CASES)
            texts = "\n".join(t.text + json.dumps(dict(t.meta)) for t in stored)
            texts += "\n".join(t.text + json.dumps(dict(t.meta)) for t in memory.turns("library"))
            texts += json.dumps(dict(memory.get_session(SID).meta))

        wal, shm = Path(f"{db}-wal"), Path(f"{db}-shm")
        assert wal.exists() and wal.stat().st_size > 0
        files = {"wal": wal.read_bytes(), "shm": shm.read_bytes() if shm.exists() else b""}
        files |= {"spool": spooled, "spool, taken in": spool.read_bytes()}
    finally:
        reader.close()
    files["db"] = db.read_bytes()
    log = Path(env["ENGRAM_HOME"]) / "logs" / "hooks.log"
    assert log.exists() and log.stat().st_size > 0
    files["log"] = log.read_bytes()

    leaks = []
    for case in SECRET_CASES:
        for secret in case.secrets:
            if secret in texts:
                leaks.append(f"{case.name}: in a stored text")
            if len(secret) < SHORT:
                continue
            # the whole secret, and its middle (a secret cut in two must not leave half of it behind)
            middle = secret[len(secret) // 5 : len(secret) - len(secret) // 5] if len(secret) >= 20 else secret
            for where, data in files.items():
                if secret.encode() in data or middle.encode() in data:
                    leaks.append(f"{case.name}: {secret[:6]}… in the {where} file")
    assert not leaks, "\n".join(leaks)
    assert b"REDACTED" in files["db"]  # the turns are there, with their secrets taken out
