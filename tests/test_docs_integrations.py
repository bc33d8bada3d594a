"""The examples of docs/integrations.md run as written: each fenced ``python`` block in a fresh
interpreter, on a new default store (``ENGRAM_DB``), with the real frameworks. The OpenAI Agents
example talks to a loopback OpenAI-compatible server (``OPENAI_BASE_URL``), tracing off, so
nothing leaves the machine. A ``text`` block right after an example lists lines its output must
contain, in order."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from llm_server import LLMServer, echo

DOC = Path(__file__).resolve().parents[1] / "docs" / "integrations.md"
FENCE = re.compile(r"```(\w+)\n(.*?)```", re.S)


def examples() -> list[tuple[str, list[str]]]:
    """``(code, expected lines)`` for every python block of the doc."""
    blocks = [(m.group(1), m.group(2), m.end()) for m in FENCE.finditer(DOC.read_text(encoding="utf-8"))]
    found = []
    for index, (lang, body, _) in enumerate(blocks):
        if lang != "python":
            continue
        after = blocks[index + 1] if index + 1 < len(blocks) else None
        expected = after[1].splitlines() if after is not None and after[0] == "text" else []
        found.append((body, [line for line in expected if line.strip()]))
    return found


def test_the_doc_has_one_example_per_framework() -> None:
    codes = [code for code, _ in examples()]
    assert len(codes) == 2
    assert "langgraph" in codes[0] and "EngramStore" in codes[0]
    assert "agents" in codes[1] and "EngramSession" in codes[1]


@pytest.mark.parametrize("index", range(len(examples())))
def test_each_example_runs_as_written(index: int, tmp_path: Path) -> None:
    code, expected = examples()[index]
    with LLMServer(fallback=echo) as server:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("ENGRAM_", "OPENAI_"))}
        env |= {
            "ENGRAM_HOME": str(tmp_path / "home"),
            "ENGRAM_DB": str(tmp_path / "docs.db"),
            "ENGRAM_USER": "alice",
            "OPENAI_BASE_URL": server.openai_base_url,
            "OPENAI_API_KEY": "sk-loopback",
            "OPENAI_AGENTS_DISABLE_TRACING": "1",
        }
        done = subprocess.run([sys.executable, "-c", code], env=env, cwd=tmp_path, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    position = 0
    for wanted in expected:
        while position < len(lines) and lines[position] != wanted:
            position += 1
        assert position < len(lines), f"{wanted!r} not in the output (in order):\n{done.stdout}"
        position += 1
    assert (tmp_path / "docs.db").exists()
