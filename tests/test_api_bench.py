"""``engram bench serve`` runs end to end on a tiny workload (it measures; it asserts no timings)."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from engram.interfaces.cli.main import cli


def test_bench_serve_measures_remember_and_recall_and_writes_json(isolated_env: Path, tmp_path: Path) -> None:
    out = tmp_path / "serve.json"
    result = CliRunner().invoke(
        cli, ["bench", "serve", "--clients", "1,2", "--requests", "6", "--embedder", "none", "--json", str(out)]
    )

    assert result.exit_code == 0, (result.stdout, result.stderr)
    assert "engram bench serve" in result.stdout and "req/s" in result.stdout
    report = json.loads(out.read_text(encoding="utf-8"))
    runs = [(r["operation"], r["clients"], r["requests"], r["errors"]) for r in report["runs"]]
    assert runs == [("remember", 1, 6, 0), ("remember", 2, 6, 0), ("recall", 1, 6, 0), ("recall", 2, 6, 0)]
    assert all(r["p50_ms"] > 0 and r["p95_ms"] >= r["p50_ms"] for r in report["runs"])


def test_bench_serve_rejects_bad_client_counts(isolated_env: Path) -> None:
    result = CliRunner().invoke(cli, ["bench", "serve", "--clients", "0,4"])
    assert result.exit_code == 1 and "from 1 to 64" in result.stderr
