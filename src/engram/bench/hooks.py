"""``engram bench hooks``: what Claude Code waits for, with and without the resident worker.

* **Capture** (``Stop``): the real ``engram hook capture`` process, as in ``engram bench capture``,
  once with no worker and once with ``engram worker`` running on the same store.
* **Prompt recall** (``UserPromptSubmit``): the real ``engram hook recall`` process, end to end
  (start, payload on stdin, answer on stdout), on a store holding LoCoMo conversations (each turn
  as a turn and as a memory, everything embedded), asked the LoCoMo questions; with
  ``engram worker`` running (hybrid ranking, its model loaded) and without (the hook's own lexical
  recall: ``ENGRAM_WORKER_BUDGET_MS=0``, which never connects), each next to a bare
  ``python -c pass``. Every hook run answered by the worker is counted (fallbacks are reported).
* **Ranking through the worker**: every question is also sent through the worker's socket with the
  client the hook uses (``recall`` over turns, blocks and digests: what ``engram bench locomo``'s
  stores hold) and scored like ``engram bench locomo`` (evidence recall@10 over the turns
  ranked), so the worker's ranking can be compared with the library's.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from datetime import timedelta
from pathlib import Path
from typing import Any

import click

from engram.bench import capture as capture_bench
from engram.bench import locomo
from engram.bench.commands import bench_group
from engram.bench.stats import percentile
from engram.errors import StoreError
from engram.interfaces import worker_client
from engram.interfaces.cli.hooks import engram_executable
from engram.interfaces.cli.output import info, print_table

OWNER = "bench"
TARGET_P95_MS = 60.0
_START_S = 180.0


def _env(home: Path, db: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("ENGRAM_")}
    return env | {"ENGRAM_HOME": str(home), "ENGRAM_DB": str(db), "ENGRAM_USER": OWNER, **extra}


def start_worker(executable: str, env: dict[str, str]) -> tuple[subprocess.Popen[bytes], str]:
    """``engram worker`` in its own process, once it answers a ping (its model is loaded by then).
    Its output goes to ``worker.log`` in its ``ENGRAM_HOME``."""
    path = worker_client.socket_path(env["ENGRAM_DB"], env["ENGRAM_HOME"], env)
    if path is None:
        raise StoreError("no socket path for the bench store")
    output = Path(env["ENGRAM_HOME"]) / "worker.log"
    output.parent.mkdir(parents=True, exist_ok=True)
    with open(output, "wb") as log:
        proc = subprocess.Popen([executable, "worker"], env=env, stdout=log, stderr=log)
    deadline = time.monotonic() + _START_S
    while time.monotonic() < deadline:
        answer = worker_client.ask(path, {"op": "ping", "owner": OWNER}, 1.0)
        if answer is not None and answer.get("ok") is True:
            return proc, path
        if proc.poll() is not None:
            raise StoreError(f"engram worker exited: {output.read_text(errors='replace')[-2000:]}")
        time.sleep(0.1)
    stop_worker(proc)
    raise StoreError(f"engram worker did not answer within {_START_S:.0f} s")


def stop_worker(proc: subprocess.Popen[bytes]) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def served(path: str) -> int:
    answer = worker_client.ask(path, {"op": "ping", "owner": OWNER}, 5.0)
    value = None if answer is None else answer.get("served")
    return value if isinstance(value, int) else 0


def _stats(values: list[float]) -> dict[str, float]:
    ms = [v * 1000 for v in values]
    return {"p50_ms": round(percentile(ms, 50), 2), "p95_ms": round(percentile(ms, 95), 2), "n": len(ms)}


def _timed(command: list[str], stdin: bytes, env: dict[str, str]) -> float:
    started = time.perf_counter()
    subprocess.run(command, input=stdin, env=env, capture_output=True, check=False)
    return time.perf_counter() - started


def _turn_ids(hits: list[Any]) -> list[str]:
    """The external turn ids of the hits, in rank order, each once (as ``engram bench locomo`` ranks them)."""
    found: dict[str, None] = {}
    for hit in hits:
        ids = hit.get("external_turn_ids") if isinstance(hit, dict) else None
        for turn_id in ids if isinstance(ids, list) else []:
            found.setdefault(str(turn_id), None)
    return list(found)


def _load(conv: locomo.Conversation, db: Path, embedder: Any) -> None:
    """The conversation's turns, as turns and as memories, all embedded before any timing."""
    from engram.memory import Memory

    with Memory.open(db, owner=OWNER, embedder=embedder, embed_in_background=False) as memory:
        texts: list[dict[str, Any]] = []
        for key, when, turns in conv.sessions:
            sid = f"{conv.sample_id}.{key}"
            memory.session(sid, title=key)
            for offset, turn in enumerate(turns):
                text = locomo.turn_text(turn)
                memory.append_turn(
                    sid,
                    "user",
                    text,
                    speaker=str(turn["speaker"]),
                    at=when + timedelta(seconds=offset),
                    turn_id=str(turn["dia_id"]),
                )
                texts.append({"content": text[:2000], "provenance": {"session_id": sid, "turn_ids": [turn["dia_id"]]}})
        memory.remember_many(texts)
        memory.index()


def prompt_recall(executable: str, path: Path, limit: int | None, prompts: int, workdir: Path) -> dict[str, Any]:
    from engram.bench.commands import embedder_for

    conversations, _ = locomo.load(path)
    conversations = conversations[:limit] if limit else conversations
    embedder = embedder_for("local")
    per_conversation = max(1, prompts // max(1, len(conversations)))
    capture_bench._compile_bytecode()
    times: dict[str, list[float]] = defaultdict(list)
    sums: dict[str, float] = defaultdict(float)
    counts: dict[str, int] = defaultdict(int)
    answered = asked = 0
    bare = [sys.executable, "-c", "pass"]
    for conv in conversations:
        home = workdir / conv.sample_id
        home.mkdir()
        db = home / "engram.db"
        info(f"bench hooks: {conv.sample_id}: loading and embedding {sum(len(t) for _, _, t in conv.sessions)} turns")
        _load(conv, db, embedder)
        env = _env(home, db, ENGRAM_EMBEDDER="local")
        proc, sock = start_worker(executable, env)
        try:
            for _index, question, category, gold in conv.questions:
                answer = worker_client.ask(
                    sock,
                    {"op": "recall", "owner": OWNER, "query": question, "k": 50, "kinds": ["block", "turn", "digest"]},
                    30.0,
                )
                hits = answer.get("hits") if answer and answer.get("ok") else None
                ranked = _turn_ids(hits if isinstance(hits, list) else [])
                if gold:
                    for bucket in (locomo.CATEGORIES[category], "overall"):
                        counts[bucket] += 1
                        sums[bucket] += sum(g in set(ranked[:10]) for g in gold) / len(gold)
            before = served(sock)
            for _index, question, _, _ in conv.questions[:per_conversation]:
                payload = json.dumps(
                    {
                        "hook_event_name": "UserPromptSubmit",
                        "prompt": question,
                        "session_id": f"bench-{conv.sample_id}",
                        "cwd": str(home),
                    }
                ).encode()
                times["with worker"].append(_timed([executable, "hook", "recall"], payload, env))
                times["no worker (lexical)"].append(
                    _timed([executable, "hook", "recall"], payload, env | {"ENGRAM_WORKER_BUDGET_MS": "0"})
                )
                times["python -c pass"].append(_timed(bare, b"", env))
                asked += 1
            answered += served(sock) - before - 1  # the last ping counts itself
        finally:
            stop_worker(proc)
    return {
        "prompts": asked,
        "answered_by_worker": answered,
        "latency": {name: _stats(values) for name, values in times.items()},
        "recall_at_10_through_worker": {b: round(sums[b] / counts[b], 4) for b in counts},
    }


def capture_with_and_without(executable: str, runs: int, workdir: Path) -> dict[str, Any]:
    without = capture_bench.measure(runs, executable, workdir / "no-worker")
    (workdir / "worker").mkdir()
    home = workdir / "worker" / "home"
    env = _env(home, home / "engram.db", ENGRAM_EMBEDDER="local")
    proc, _ = start_worker(executable, env)
    try:
        with_worker = capture_bench.measure(runs, executable, workdir / "worker")
    finally:
        stop_worker(proc)
    return {"no worker": without, "with worker": with_worker}


@bench_group.command(name="hooks")
@click.option(
    "--file",
    "path",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    required=True,
    help="A LoCoMo-format file (e.g. locomo-dev.json): the stores and the prompts.",
)
@click.option("--limit", type=click.IntRange(1), help="Only the first N conversations.")
@click.option(
    "--prompts", type=click.IntRange(5, 5000), default=200, show_default=True, help="Hook runs timed per mode."
)
@click.option(
    "--capture-runs", type=click.IntRange(5, 10_000), default=100, show_default=True, help="Capture runs per mode."
)
@click.option("--json", "json_out", type=click.Path(dir_okay=False, path_type=Path), help="Also write the report here.")
def bench_hooks(path: Path, limit: int | None, prompts: int, capture_runs: int, json_out: Path | None) -> None:
    """Time the real hook processes, capture and prompt recall, with and without `engram worker`."""
    executable = engram_executable()
    with tempfile.TemporaryDirectory(prefix="engram-bench-hooks-") as tmp:
        workdir = Path(tmp)
        info(f"bench hooks: capture, {capture_runs} runs without and with a worker ...")
        capture = capture_with_and_without(executable, capture_runs, workdir)
        (workdir / "prompts").mkdir()
        info(f"bench hooks: prompt recall, {prompts} prompts per mode ...")
        recall = prompt_recall(executable, path, limit, prompts, workdir / "prompts")
    rows = [
        [
            f"capture, {name}",
            f"{r['hook']['p50_ms']:.2f}",
            f"{r['hook']['p95_ms']:.2f}",
            f"{r['ratio_p50']}x / {r['ratio_p95']}x",
        ]
        for name, r in capture.items()
    ]
    bare = recall["latency"]["python -c pass"]
    for name, stats in recall["latency"].items():
        ratio = (
            ""
            if name == "python -c pass"
            else (
                f"{stats['p50_ms'] / bare['p50_ms']:.2f}x / {stats['p95_ms'] / bare['p95_ms']:.2f}x"
                if bare["p50_ms"]
                else ""
            )
        )
        rows.append([f"prompt recall, {name}", f"{stats['p50_ms']:.2f}", f"{stats['p95_ms']:.2f}", ratio])
    print_table(
        ["hook process", "p50 ms", "p95 ms", "vs python -c pass (p50 / p95)"],
        rows,
        title=f"engram bench hooks (prompt recall through a worker: target p95 ≤ {TARGET_P95_MS:g} ms)",
    )
    info(f"prompt recall: {recall['answered_by_worker']} of {recall['prompts']} hook runs answered by the worker")
    print_table(
        ["category", "R@10 through the worker"],
        [[b, f"{v:.3f}"] for b, v in recall["recall_at_10_through_worker"].items()],
        title="engram bench hooks: the worker's ranking on LoCoMo (compare engram bench locomo)",
    )
    if json_out is not None:
        report = {"benchmark": "hooks", "capture": capture, "prompt_recall": recall, "python": sys.version.split()[0]}
        try:
            json_out.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
        except OSError as exc:
            raise StoreError(f"cannot write {json_out}: {exc.strerror or exc}") from exc
        info(f"wrote {json_out}")
