"""The benchmark commands run end to end on small inputs (they measure; nothing here asserts timings)."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from engram.interfaces.cli.main import cli


def locomo_file(path: Path, *, with_evidence: bool) -> Path:
    qa = [
        {"question": "What did Ana adopt?", "answer": "a dog", "category": 4, "evidence": ["D1:2"]},
        {"question": "When did Ben go to Lisbon?", "answer": "May", "category": 2, "evidence": ["D2:1"]},
        {"question": "Is the moon cheese?", "category": 5, "adversarial_answer": "no", "evidence": ["D1:1"]},
    ]
    if not with_evidence:
        for entry in qa:
            entry.pop("evidence")
    sample = {
        "sample_id": "conv-test",
        "conversation": {
            "speaker_a": "Ana",
            "speaker_b": "Ben",
            "session_1_date_time": "1:56 pm on 8 May, 2023",
            "session_1": [
                {"speaker": "Ana", "dia_id": "D1:1", "text": "Hi Ben, how was your week?"},
                {
                    "speaker": "Ana",
                    "dia_id": "D1:2",
                    "text": "I adopted a dog from the shelter!",
                    "blip_caption": "a puppy",
                },
                {"speaker": "Ben", "dia_id": "D1:3", "text": "Congratulations, what breed?"},
            ],
            "session_2_date_time": "10:00 am on 20 May, 2023",
            "session_2": [
                {"speaker": "Ben", "dia_id": "D2:1", "text": "I just got back from a trip to Lisbon."},
                {"speaker": "Ana", "dia_id": "D2:2", "text": "Nice, did you try the pastries?"},
            ],
        },
        "qa": qa,
    }
    path.write_text(json.dumps([sample]), encoding="utf-8")
    return path


def test_bench_locomo_scores_and_writes_rankings(tmp_path: Path) -> None:
    data = locomo_file(tmp_path / "locomo.json", with_evidence=True)
    runs, report = tmp_path / "runs.json", tmp_path / "report.json"
    result = CliRunner().invoke(
        cli, ["bench", "locomo", str(data), "--embedder", "none", "--runs-out", str(runs), "--json", str(report)]
    )
    assert result.exit_code == 0, result.output
    rankings = json.loads(runs.read_text())
    assert set(rankings) == {"conv-test#0", "conv-test#1"}  # category 5 is not asked
    assert rankings["conv-test#0"][0] == "D1:2"  # one entry per turn, best first
    assert len(rankings["conv-test#0"]) == len(set(rankings["conv-test#0"]))
    scored = json.loads(report.read_text())
    assert scored["scored"] is True
    assert scored["categories"]["overall"]["n"] == 2
    assert scored["categories"]["overall"]["recall@10"] == 1.0
    assert scored["ingest"]["turns"] == 5


def test_bench_locomo_without_evidence_asks_but_skips_scoring(tmp_path: Path) -> None:
    data = locomo_file(tmp_path / "questions-only.json", with_evidence=False)
    runs = tmp_path / "runs.json"
    result = CliRunner().invoke(cli, ["bench", "locomo", str(data), "--embedder", "none", "--runs-out", str(runs)])
    assert result.exit_code == 0, result.output
    assert "skipped scoring" in result.output
    assert set(json.loads(runs.read_text())) == {"conv-test#0", "conv-test#1"}


def test_bench_scale_reports_every_size(tmp_path: Path) -> None:
    out = tmp_path / "scale.json"
    result = CliRunner().invoke(cli, ["bench", "scale", "--items", "150,300", "--queries", "10", "--json", str(out)])
    assert result.exit_code == 0, result.output
    rows = json.loads(out.read_text())
    assert [r["items"] for r in rows] == [150, 300]
    assert all(r["recall_p95_ms"] >= r["recall_p50_ms"] > 0 and r["db_megabytes"] > 0 for r in rows)


def test_bench_hooks_times_both_hooks_with_and_without_a_worker(tmp_path: Path) -> None:
    data = locomo_file(tmp_path / "locomo.json", with_evidence=True)
    report = tmp_path / "hooks.json"
    result = CliRunner().invoke(
        cli,
        ["bench", "hooks", "--file", str(data), "--prompts", "5", "--capture-runs", "5", "--json", str(report)],
    )
    assert result.exit_code == 0, result.output
    measured = json.loads(report.read_text())
    assert set(measured["capture"]) == {"no worker", "with worker"}
    recall = measured["prompt_recall"]
    assert set(recall["latency"]) == {"with worker", "no worker (lexical)", "python -c pass"}
    assert recall["prompts"] == 2 and recall["answered_by_worker"] == 2  # both questions, each answered
    assert recall["recall_at_10_through_worker"]["overall"] == 1.0  # two gold turns in five
