"""Secrets are redacted before they touch disk through every write path, not only capture."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from engram import Memory

OPENAI = "sk-proj-Q2hhbmdlTWVOb3dQbGVhc2VUaGlzSXNGYWtlMTIzNDU2"
GITHUB = "ghp_Zm9vYmFyYmF6cXV4Y29ycmVjdGhvcnNlYmF0dA"
AWS = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"


def raw_bytes(db: Path) -> bytes:
    conn = sqlite3.connect(db)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    return b"".join(p.read_bytes() for p in db.parent.glob(db.name + "*") if p.is_file())


def test_every_write_path_redacts(tmp_path: Path) -> None:
    db = tmp_path / "s.db"
    memory = Memory.open(db, owner="alice", embedder=None)
    saved = memory.remember(f"the deploy key is {OPENAI}", detail=f"backup token {GITHUB}", tags=[GITHUB])
    assert OPENAI not in saved.item.content and "[REDACTED:" in saved.item.content
    memory.update(saved.item.id, f"rotated: AWS_SECRET_ACCESS_KEY={AWS}")
    memory.append_turn("chat", "user", f"here is my token {GITHUB}")
    memory.block_write("user", f"export OPENAI_API_KEY={OPENAI}", category="profile")
    memory.block_append("user", f"and {GITHUB}", category="profile")
    foreign = {
        "type": "event", "id": 900, "namespace": "user", "at": "2026-01-01T00:00:00.000000Z", "actor": "x",
        "op": "remember", "target_kind": "item", "target_id": 901, "before": None,
        "after": {"content": f"leaked {OPENAI}"},
    }  # fmt: skip
    memory.import_(json.dumps(foreign), "jsonl")
    memory.import_(
        json.dumps({"id": 1, "ts": "2026-01-01T00:00:00Z", "kind": "fact", "content": f"aws_secret_access_key = {AWS}"})
        + "\n",
        "aish",
    )
    memory.close()
    data = raw_bytes(db)
    for secret in (OPENAI, GITHUB, AWS):
        assert secret.encode() not in data
