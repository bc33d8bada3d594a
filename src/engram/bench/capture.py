"""``engram bench capture``: how long Claude Code waits for ``engram hook capture`` after each answer.

Each run appends one exchange (a prompt; an answer with text and a tool call) to a realistic
transcript and runs the real hook as Claude Code does: a new process, the hook JSON on stdin, in a
git checkout. Runs alternate with a bare ``python -c pass`` of the same interpreter, so both see
the same machine load; the ratio of the two is the number to watch (target: at most 2x).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

import click

from engram.bench.commands import bench_group
from engram.bench.stats import percentile
from engram.errors import StoreError
from engram.interfaces.cli.hooks import engram_executable
from engram.interfaces.cli.output import info, print_table

TARGET_RATIO = 1.5
SESSION = "4f2b8c1e-9a7d-4e3b-b6a5-0c1d2e3f4a5b"
PROMPTS = (
    "The retry test is flaky on CI; can you find out why and fix it?",
    "Use WAL mode for the SQLite store and explain the trade-off in the docstring.",
    "Rename parse_args to parse_options everywhere and update the docs.",
    "Why does the recall benchmark take longer on the second run?",
)
ANSWERS = (
    "The flake comes from a fixed sleep racing the worker thread. I replaced it with an event the "
    "worker sets when it is done, so the test waits exactly as long as needed.",
    "Done: the store now opens with journal_mode=WAL and synchronous=FULL. Readers no longer block "
    "the writer; the cost is two extra files next to the database.",
    "Renamed in 14 places across 6 files; the CLI docs and the changelog mention the new name.",
    "The second run re-embeds the turns captured by the first one; the vectors were missing, not stale.",
)


def _exchange(n: int, parent: str | None) -> tuple[list[dict[str, Any]], str]:
    stamp = f"2026-01-12T08:{(n // 60) % 60:02d}:{n % 60:02d}.000Z"
    user_id, text_id, tool_id = (str(uuid.UUID(int=n * 3 + k)) for k in range(1, 4))
    base = {"sessionId": SESSION, "cwd": "", "version": "2.0.0", "gitBranch": "main", "isSidechain": False}
    user = {
        **base,
        "type": "user",
        "uuid": user_id,
        "parentUuid": parent,
        "timestamp": stamp,
        "message": {"role": "user", "content": PROMPTS[n % len(PROMPTS)]},
    }
    text = {
        **base,
        "type": "assistant",
        "uuid": text_id,
        "parentUuid": user_id,
        "timestamp": stamp,
        "message": {
            "id": f"msg_{n:020d}",
            "role": "assistant",
            "model": "claude-sonnet-4-5",
            "content": [{"type": "text", "text": ANSWERS[n % len(ANSWERS)]}],
            "usage": {"input_tokens": 1200, "output_tokens": 180},
        },
    }
    tool = {
        **base,
        "type": "assistant",
        "uuid": tool_id,
        "parentUuid": text_id,
        "timestamp": stamp,
        "message": {
            "id": f"msg_{n:020d}",
            "role": "assistant",
            "content": [
                {"type": "tool_use", "id": f"toolu_{n:020d}", "name": "Bash", "input": {"command": "pytest -q tests"}}
            ],
        },
    }
    result = {
        **base,
        "type": "user",
        "uuid": str(uuid.UUID(int=n * 3 + 1000003)),
        "parentUuid": tool_id,
        "timestamp": stamp,
        "message": {
            "role": "user",
            "content": [{"type": "tool_result", "tool_use_id": f"toolu_{n:020d}", "content": "." * 400 + " passed"}],
        },
    }
    return [user, text, tool, result], tool_id


def _append(path: Path, records: list[dict[str, Any]]) -> None:
    with open(path, "a", encoding="utf-8") as handle:
        for record in records:
            handle.write(json.dumps(record) + "\n")


def _stats(values: list[float]) -> dict[str, float]:
    ms = [v * 1000 for v in values]
    return {
        "p50_ms": round(percentile(ms, 50), 2),
        "p95_ms": round(percentile(ms, 95), 2),
        "min_ms": round(min(ms), 2) if ms else 0.0,
        "mean_ms": round(sum(ms) / len(ms), 2) if ms else 0.0,
    }


def _timed(command: list[str], stdin: bytes, env: dict[str, str]) -> tuple[float, bool]:
    started = time.perf_counter()
    done = subprocess.run(command, input=stdin, env=env, capture_output=True, check=False)
    elapsed = time.perf_counter() - started
    return elapsed, done.returncode == 0 and not done.stderr and not done.stdout.strip()


def _compile_bytecode() -> None:
    """Write engram's bytecode cache first, as ``pip install`` does: where the cache cannot be
    written (``PYTHONDONTWRITEBYTECODE``, an editable install) every hook run would otherwise
    compile the modules it loads, and the benchmark would time the compiler."""
    import compileall

    import engram

    compileall.compile_dir(str(Path(engram.__file__).parent), quiet=2)


def measure(runs: int, executable: str, workdir: Path) -> dict[str, Any]:
    """Run the benchmark in ``workdir`` (a fresh folder) and return the report."""
    checkout = workdir / "widgets"
    (checkout / ".git").mkdir(parents=True)
    (checkout / ".git" / "HEAD").write_text("ref: refs/heads/main\n", encoding="utf-8")
    transcript = workdir / "projects" / f"{SESSION}.jsonl"
    transcript.parent.mkdir()
    db = workdir / "home" / "engram.db"
    env = {k: v for k, v in os.environ.items() if not k.startswith("ENGRAM_")}
    env |= {"ENGRAM_HOME": str(workdir / "home"), "ENGRAM_DB": str(db), "ENGRAM_EMBEDDER": "none"}
    payload = {
        "session_id": SESSION,
        "transcript_path": str(transcript),
        "cwd": str(checkout),
        "hook_event_name": "Stop",
        "stop_hook_active": False,
        "permission_mode": "default",
    }
    stdin = json.dumps(payload).encode()
    _compile_bytecode()
    hook = [executable, "hook", "capture"]
    bare = [sys.executable, "-c", "pass"]
    parent: str | None = None
    for n in range(20):  # the session so far
        records, parent = _exchange(n, parent)
        _append(transcript, records)
    hook_times: list[float] = []
    bare_times: list[float] = []
    failures = 0
    for n in range(20, 20 + runs + 3):
        records, parent = _exchange(n, parent)
        _append(transcript, records)
        elapsed, ok = _timed(hook, stdin, env)
        failures += not ok
        bare_elapsed, _ = _timed(bare, b"", env)
        if n >= 23:  # the first three warm the page cache
            hook_times.append(elapsed)
            bare_times.append(bare_elapsed)
    from engram.memory import Memory

    with Memory.open(db, owner="default", embedder=None) as memory:
        captured = len(memory.turns(SESSION))
    hook_stats, bare_stats = _stats(hook_times), _stats(bare_times)
    return {
        "benchmark": "capture",
        "command": " ".join(hook),
        "runs": runs,
        "failures": failures,
        "turns_captured": captured,
        "turns_expected": 2 * (20 + runs + 3),
        "hook": hook_stats,
        "bare_python": bare_stats,
        "ratio_p50": round(hook_stats["p50_ms"] / bare_stats["p50_ms"], 2) if bare_stats["p50_ms"] else None,
        "ratio_p95": round(hook_stats["p95_ms"] / bare_stats["p95_ms"], 2) if bare_stats["p95_ms"] else None,
        "target_ratio": TARGET_RATIO,
        "python": sys.version.split()[0],
    }


@bench_group.command(name="capture")
@click.option(
    "--runs",
    type=click.IntRange(5, 10_000),
    default=200,
    show_default=True,
    help="Hook runs to time (each after one more exchange is appended to the transcript).",
)
@click.option(
    "--json",
    "json_out",
    type=click.Path(dir_okay=False, path_type=Path),
    metavar="FILE",
    help="Also write the results as JSON to FILE.",
)
def bench_capture(runs: int, json_out: Path | None) -> None:
    """Time the real `engram hook capture` process (p50/p95) against a bare `python -c pass`."""
    executable = engram_executable()
    info(f"bench capture: {runs} runs of {executable} hook capture, each next to python -c pass ...")
    with tempfile.TemporaryDirectory(prefix="engram-bench-capture-") as tmp:
        report = measure(runs, executable, Path(tmp))
    hook, bare = report["hook"], report["bare_python"]
    print_table(
        ["process", "p50 ms", "p95 ms", "min ms", "mean ms"],
        [
            ["engram hook capture", hook["p50_ms"], hook["p95_ms"], hook["min_ms"], hook["mean_ms"]],
            ["python -c pass", bare["p50_ms"], bare["p95_ms"], bare["min_ms"], bare["mean_ms"]],
            [f"ratio (target ≤ {TARGET_RATIO:g}x)", f"{report['ratio_p50']}x", f"{report['ratio_p95']}x", "", ""],
        ],
        title=f"engram bench capture: {runs} runs, {report['turns_captured']} turns captured",
    )
    if report["failures"]:
        info(f"warning: {report['failures']} hook runs exited non-zero or wrote output")
    if report["turns_captured"] != report["turns_expected"]:
        info(f"warning: {report['turns_captured']} turns captured, {report['turns_expected']} expected")
    if json_out is not None:
        try:
            json_out.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
        except OSError as exc:
            raise StoreError(f"cannot write {json_out}: {exc.strerror or exc}") from exc
        info(f"wrote {json_out}")
