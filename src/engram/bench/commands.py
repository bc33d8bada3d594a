"""``engram bench write``: ``Memory.remember()`` throughput with one and several processes.

Each process opens its own ``Memory`` on the same SQLite file, waits at a barrier, then saves
its share of distinct memories, timing every call. Throughput is items / wall time from the first
process starting its writes to the last one finishing them; latencies are per call. Writes do not
wait for embeddings, so each process then closes its memory, which embeds what is still pending:
that time is reported on its own ("embedded all after"). Every run is made with the chosen
embedder and without one (lexical only), so the two can be compared in one run; then
:mod:`engram.bench.findable` measures how soon a write is found by meaning.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import sys
import tempfile
import time
import uuid
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import click

from engram.bench.stats import BENCH_OWNER, percentile
from engram.errors import InvalidInput, StoreError
from engram.interfaces.cli.output import info, print_table
from engram.providers.base import Embedder

MAX_ITEMS = 100_000
MAX_PROCESSES = 32
_TIMEOUT_S = 600.0


def _parse_processes(_ctx: click.Context, _param: click.Parameter, value: str) -> list[int]:
    try:
        counts = [int(part) for part in value.split(",") if part.strip()]
    except ValueError as exc:
        raise click.BadParameter("use comma-separated whole numbers, e.g. 1,4") from exc
    if not counts or any(not 1 <= n <= MAX_PROCESSES for n in counts):
        raise click.BadParameter(f"each process count must be from 1 to {MAX_PROCESSES}")
    return counts


def _worker(db: str, tag: str, index: int, count: int, barrier: Any, results: Any, embedder: str = "local") -> None:
    """Runs in a child process: open, wait for the others, save ``count`` memories, report latencies."""
    try:
        from engram.memory import Memory

        os.environ["ENGRAM_EMBED_FLUSH_S"] = str(_TIMEOUT_S)  # close waits for every embedding
        memory = Memory.open(db, owner=BENCH_OWNER, embedder=embedder_for(embedder))
        try:
            barrier.wait(timeout=_TIMEOUT_S)
            latencies: list[float] = []
            first = time.time()
            for n in range(count):
                started = time.perf_counter()
                memory.remember(f"bench {tag} process {index} item {n}: prefers option {n % 7}", category="fact")
                latencies.append(time.perf_counter() - started)
            last = time.time()
        finally:
            memory.close()  # embeds what is still pending
        results.put((index, latencies, (first, last, time.time()), None))
    except BaseException as exc:  # report everything: the parent must not wait forever
        barrier.abort()
        results.put((index, [], (0.0, 0.0, 0.0), f"{type(exc).__name__}: {exc}"))


def embedder_for(spec: str) -> Embedder | None:
    """A bench's embedder: ``fake`` (hashing, 384-d: the default model's search cost without its
    embedding cost) or any configured spec (local, local:minilm-l3, openai, none)."""
    if spec == "fake":
        from engram.providers.fake import FakeEmbedder

        return FakeEmbedder(dimension=384)
    from engram.app import build_embedder
    from engram.settings import Settings

    return build_embedder(Settings(db=":memory:", embedder=spec))


def _run(db: str, processes: int, items: int, embedder: str = "local") -> dict[str, Any]:
    import multiprocessing
    import threading

    mp = multiprocessing.get_context("spawn")
    barrier = mp.Barrier(processes + 1)
    results = mp.Queue()
    tag = uuid.uuid4().hex[:8]
    shares = [items // processes + (1 if i < items % processes else 0) for i in range(processes)]
    workers = [
        mp.Process(target=_worker, args=(db, tag, i, shares[i], barrier, results, embedder), daemon=True)
        for i in range(processes)
    ]
    for w in workers:
        w.start()
    collected: list[tuple[int, list[float], tuple[float, float, float], str | None]] = []
    try:
        # A worker that failed before starting breaks the barrier; its message is in the queue.
        with contextlib.suppress(threading.BrokenBarrierError):
            barrier.wait(timeout=_TIMEOUT_S)
        for _ in workers:
            collected.append(results.get(timeout=_TIMEOUT_S))
    finally:
        for w in workers:
            w.join(timeout=_TIMEOUT_S)
            if w.is_alive():
                w.kill()
                w.join()
            w.close()
        results.close()
        results.join_thread()
    failures = [err for _, _, _, err in collected if err]
    if failures:
        raise StoreError(f"benchmark worker failed: {failures[0]}")
    latencies = sorted(x for _, lat, _, _ in collected for x in lat)
    first = min(times[0] for _, _, times, _ in collected)
    last = max(times[1] for _, _, times, _ in collected)
    closed = max(times[2] for _, _, times, _ in collected)
    seconds = last - first
    return {
        "embedder": embedder,
        "processes": processes,
        "items": len(latencies),
        "embedded_all_after_s": round(closed - last, 3),
        "seconds": round(seconds, 4),
        "items_per_s": round(len(latencies) / seconds, 1) if seconds > 0 else None,
        "p50_ms": round(percentile(latencies, 50) * 1000, 3),
        "p95_ms": round(percentile(latencies, 95) * 1000, 3),
        "max_ms": round(latencies[-1] * 1000, 3) if latencies else 0.0,
    }


@click.group(name="bench")
def bench_group() -> None:
    """Measure engram's performance on this machine."""


@bench_group.command(name="write")
@click.option(
    "--items",
    type=click.IntRange(1, MAX_ITEMS),
    default=2000,
    show_default=True,
    help="Memories saved per run (split across the processes).",
)
@click.option(
    "--processes",
    default="1,4",
    show_default=True,
    callback=_parse_processes,
    help="Comma-separated process counts; one run each.",
)
@click.option(
    "--db",
    "db",
    type=click.Path(dir_okay=False),
    metavar="PATH",
    help="Benchmark this SQLite file (memories go to user 'bench') instead of a fresh temporary one "
    "per run. The global --db is ignored.",
)
@click.option(
    "--json",
    "json_out",
    type=click.Path(dir_okay=False, path_type=Path),
    metavar="FILE",
    help="Also write the results as JSON to FILE.",
)
@click.option(
    "--embedder",
    default="local",
    show_default=True,
    help="The embedder to measure (local, local:minilm-l3, fake, ...); every run is also made without "
    "one (none: lexical only) for comparison. With none, only that.",
)
def bench_write(items: int, processes: list[int], db: str | None, json_out: Path | None, embedder: str) -> None:
    """Measure Memory.remember() throughput (items/s) and per-call latency with N processes, with
    the embedder and without; then how soon a written item is found by meaning."""
    if db is not None and Path(db).expanduser().is_dir():
        raise InvalidInput(f"--db {db} is a directory; give a database file path")
    specs = [embedder] if embedder == "none" else [embedder, "none"]
    runs: list[dict[str, Any]] = []
    findable: dict[str, Any] | None = None
    with ExitStack() as stack:
        tmp = None if db else stack.enter_context(tempfile.TemporaryDirectory(prefix="engram-bench-"))
        for count in processes:
            for spec in specs:
                path = str(Path(db).expanduser()) if db else os.path.join(str(tmp), f"bench-{count}p-{spec}.db")
                info(f"bench write: {items} items with {count} process(es), embedder {spec}, on {path} ...")
                runs.append(_run(path, count, items, spec))
        if embedder != "none":
            from engram.bench import findable as meaning

            chosen = embedder_for(embedder)
            if chosen is not None:
                where = Path(db).expanduser().with_suffix(".findable.db") if db else Path(str(tmp)) / "findable.db"
                info(f"bench write: how soon a written item is found by meaning ({where}) ...")
                findable = meaning.measure(where, chosen).to_dict()
    _print_runs(runs)
    if findable is not None:
        _print_findable(findable)
    if json_out is not None:
        report = {
            "benchmark": "write",
            "operation": "Memory.remember",
            "db": db,
            "python": sys.version.split()[0],
            "sqlite": sqlite3.sqlite_version,
            "runs": runs,
            "findable": findable,
        }
        try:
            json_out.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
        except OSError as exc:
            raise StoreError(f"cannot write {json_out}: {exc.strerror or exc}") from exc
        info(f"wrote {json_out}")


def _print_runs(runs: list[dict[str, Any]]) -> None:
    lexical = {r["processes"]: r["items_per_s"] for r in runs if r["embedder"] == "none"}
    rows = []
    for r in runs:
        base = lexical.get(r["processes"])
        share = f"{100 * r['items_per_s'] / base:.0f}%" if base and r["items_per_s"] and r["embedder"] != "none" else ""
        rows.append(
            [
                r["embedder"],
                r["processes"],
                r["items"],
                f"{r['seconds']:.3f}",
                r["items_per_s"],
                share,
                f"{r['p50_ms']:.2f}",
                f"{r['p95_ms']:.2f}",
                f"{r['max_ms']:.2f}",
                f"{r['embedded_all_after_s']:.2f}",
            ]
        )
    print_table(
        [
            "embedder",
            "processes",
            "items",
            "seconds",
            "items/s",
            "of lexical",
            "p50 ms",
            "p95 ms",
            "max ms",
            "embedded all after s",
        ],
        rows,
        title="engram bench write: Memory.remember() (target: ≥ 70% of lexical-only items/s, p50 ≤ 5 ms)",
    )


def _print_findable(report: dict[str, Any]) -> None:
    def row(label: str, key: str) -> list[str]:
        return [label, f"{report[key]['p50_ms']:.2f}", f"{report[key]['p95_ms']:.2f}"]

    print_table(
        ["after a write", "p50 ms", "p95 ms"],
        [
            row(f"next recall (paraphrase found {report['paraphrase_found_in_next_recall']})", "next_recall"),
            row("until embedded in the background (no recall)", "background_lag"),
            row("recall right after a burst of 10 writes", "recall_with_pending"),
            row("recall with nothing pending", "recall_nothing_pending"),
        ],
        title="engram bench write: findable by meaning",
    )


COMMANDS: tuple[click.Command, ...] = (bench_group,)
