"""``engram bench extract`` on a tiny LoCoMo-format file, through the real CLI (rules only, then with an
OpenAI-compatible model on a loopback server)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from engram.interfaces.cli.main import cli
from llm_server import LLMServer, openai_chat


def locomo_file(path: Path) -> Path:
    sample = {
        "sample_id": "conv-1",
        "conversation": {
            "speaker_a": "Ana",
            "speaker_b": "Bo",
            "session_1_date_time": "1:56 pm on 8 May, 2023",
            "session_1": [
                {"speaker": "Ana", "dia_id": "D1:1", "text": "My favorite color is green."},
                {"speaker": "Bo", "dia_id": "D1:2", "text": "Nice, mine is blue."},
                {"speaker": "Ana", "dia_id": "D1:3", "text": "I live in Lisbon."},
            ],
            "session_2_date_time": "2:10 pm on 9 May, 2023",
            "session_2": [
                {"speaker": "Ana", "dia_id": "D2:1", "text": "I prefer tea over coffee."},
            ],
        },
        "qa": [],
    }
    path.write_text(json.dumps([sample]), encoding="utf-8")
    return path


@pytest.fixture(autouse=True)
def _no_llm(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for name in ("ENGRAM_LLM_URL", "ENGRAM_LLM_MODEL", "ENGRAM_LLM_COMMAND", "ENGRAM_LLM_API_KEY", "ENGRAM_CONFIG"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("ENGRAM_HOME", str(tmp_path / "home"))


def test_rules_only(tmp_path: Path) -> None:
    data = locomo_file(tmp_path / "locomo.json")
    out = tmp_path / "report.json"
    result = CliRunner().invoke(cli, ["bench", "extract", "--file", str(data), "--json", str(out)])
    assert result.exit_code == 0, result.output
    assert "engram bench extract" in result.output and "rules" in result.output
    report = json.loads(out.read_text(encoding="utf-8"))
    rules = report["rules"]
    assert (rules["sessions"], rules["turns"]) == (2, 4)
    assert rules["candidates"] >= 1 and rules["utterances_per_second"] > 0
    assert rules["candidates_per_100_turns"] == round(100 * rules["candidates"] / 4, 2)
    assert report["llm"] is None
    assert rules["fallback"] is True and "rules + nearest" in result.output  # as a memory closes a session


def test_the_grammar_alone_without_an_embedder(tmp_path: Path) -> None:
    data = locomo_file(tmp_path / "locomo.json")
    out = tmp_path / "report.json"
    args = ["bench", "extract", "--file", str(data), "--embedder", "none", "--json", str(out)]
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.output
    assert json.loads(out.read_text(encoding="utf-8"))["rules"]["fallback"] is False
    assert "rules + nearest" not in result.output


def test_requires_the_file() -> None:
    result = CliRunner().invoke(cli, ["bench", "extract"])
    assert result.exit_code != 0 and "--file" in result.output


def test_with_an_llm_reports_tokens_per_close(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data = locomo_file(tmp_path / "locomo.json")
    add = {
        "op": "add",
        "index": None,
        "content": "Ana's favorite color is green",
        "category": "preference",
        "confidence": 0.9,
        "turns": [1],
    }
    with LLMServer(
        [
            openai_chat(json.dumps({"memories": [add]}), prompt_tokens=120, completion_tokens=30),
            openai_chat('{"memories": []}', prompt_tokens=80, completion_tokens=10),
        ]
    ) as server:
        monkeypatch.setenv("ENGRAM_LLM_URL", server.openai_base_url)
        monkeypatch.setenv("ENGRAM_LLM_MODEL", "bench-model")
        result = CliRunner().invoke(cli, ["bench", "extract", "--file", str(data), "--json", "-"])
    assert result.exit_code == 0, result.output
    start = result.stdout.index("{")
    report, _ = json.JSONDecoder().raw_decode(result.stdout[start:])
    llm = report["llm"]
    assert llm["model"] == "bench-model" and llm["closes"] == 2
    assert llm["mean_input_tokens_per_close"] == 100.0 and llm["mean_output_tokens_per_close"] == 20.0
    assert llm["saved"] == 1
    assert "bench-model" in result.stdout
    cost = (tmp_path / "home" / "logs" / "llm-cost.jsonl").read_text(encoding="utf-8").splitlines()
    assert len(cost) == 2
