"""``engram bench scale``: write throughput, recall latency and size as a store grows.

Synthetic memories are sentences drawn from a Zipf-distributed vocabulary, so term frequencies look
like text. The first writes go through ``remember()`` one by one (single-write throughput); the rest
through ``remember_many()`` (bulk throughput). Recall latency excludes the query embedding, which is
reported by ``bench locomo``. With ``--embedder fake`` (the default here) vectors come from the
hashing ``FakeEmbedder`` at the default model's dimension: the search cost is the same as with real
vectors, and a million real embeddings would take hours on a laptop CPU.

``--backend sqlite,postgres`` measures both backends in one run, size by size; ``--clients 1,4,16``
then times concurrent writer processes (each with its own connection pool) on every built store.
PostgreSQL runs on ``--pg-url`` or a throwaway durable server (:mod:`engram.bench.pg`).
"""

from __future__ import annotations

import functools
import json
import os
import random
import tempfile
import time
from collections.abc import Callable
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from engram.bench.commands import _run as run_writers
from engram.bench.commands import bench_group, embedder_for
from engram.bench.stats import percentile
from engram.interfaces.cli.output import info, print_table

if TYPE_CHECKING:
    from engram.memory import Memory

MAX_ITEMS = 2_000_000
MAX_CLIENTS = 32
BACKENDS = ("sqlite", "postgres")
SINGLE_WRITES = 1000
CATEGORIES = ("profile", "preference", "style", "fact", "decision", "project")


def _parse_counts(_ctx: click.Context, _param: click.Parameter, value: str) -> list[int]:
    try:
        counts = [int(part.replace("_", "")) for part in value.split(",") if part.strip()]
    except ValueError as exc:
        raise click.BadParameter("use comma-separated whole numbers, e.g. 10000,100000") from exc
    if not counts or any(not 100 <= n <= MAX_ITEMS for n in counts):
        raise click.BadParameter(f"each count must be from 100 to {MAX_ITEMS}")
    return counts


class Corpus:
    """Deterministic synthetic memories and queries over a Zipf vocabulary."""

    def __init__(self, seed: int = 7, vocabulary: int = 5000) -> None:
        rng = random.Random(seed)
        syllables = ["ka", "lo", "mi", "ran", "te", "so", "vu", "pel", "dor", "qui", "zen", "bar", "fo", "lin"]
        words: set[str] = set()
        while len(words) < vocabulary:
            words.add("".join(rng.choice(syllables) for _ in range(rng.randint(2, 4))))
        self.words = sorted(words)
        self.weights = [1.0 / (rank + 1) for rank in range(len(self.words))]
        self.rng = rng

    def sentence(self, n: int) -> str:
        picked = self.rng.choices(self.words, weights=self.weights, k=self.rng.randint(6, 14))
        return f"memory {n}: " + " ".join(picked)

    def query(self) -> str:
        return " ".join(self.rng.choices(self.words, weights=self.weights, k=self.rng.randint(2, 5)))


def _parse_backends(_ctx: click.Context, _param: click.Parameter, value: str) -> list[str]:
    names = [part.strip().lower() for part in value.split(",") if part.strip()]
    if not names or any(n not in BACKENDS for n in names):
        raise click.BadParameter(f"use a comma-separated list of {', '.join(BACKENDS)}")
    return list(dict.fromkeys(names))


def _parse_clients(_ctx: click.Context, _param: click.Parameter, value: str) -> list[int]:
    try:
        counts = [int(part) for part in value.split(",") if part.strip()]
    except ValueError as exc:
        raise click.BadParameter("use comma-separated whole numbers, e.g. 1,4,16") from exc
    if not counts or any(not 1 <= n <= MAX_CLIENTS for n in counts):
        raise click.BadParameter(f"each client count must be from 1 to {MAX_CLIENTS}")
    return counts


def build(memory: Memory, items: int) -> tuple[float, float | None]:
    """Fill a fresh store: the first writes one ``remember()`` at a time, the rest in bulk.
    Returns (single writes/s, bulk writes/s)."""
    corpus = Corpus()
    single = min(SINGLE_WRITES, items)
    started = time.perf_counter()
    for n in range(single):
        memory.remember(corpus.sentence(n), category=CATEGORIES[n % len(CATEGORIES)])
    single_rate = single / max(time.perf_counter() - started, 1e-9)
    started = time.perf_counter()
    done = single
    while done < items:
        chunk = min(20_000, items - done)
        memory.remember_many(
            [{"content": corpus.sentence(done + i), "category": CATEGORIES[(done + i) % 6]} for i in range(chunk)]
        )
        done += chunk
    bulk_rate = (items - single) / (time.perf_counter() - started) if items > single else None
    return single_rate, bulk_rate


def recall_latency(memory: Memory, queries: int) -> tuple[float, float]:
    """(p50, p95) seconds of recall, without the query embedding, after a few warm-up queries."""
    from engram.retrieval.pipeline import RecallTiming

    corpus = Corpus(seed=11)
    for _ in range(5):
        memory.recall(corpus.query(), k=10, kinds=("item",))  # load vectors, build indexes, warm caches
    timings: list[RecallTiming] = []
    for _ in range(queries):
        memory.recall(corpus.query(), k=10, kinds=("item",), timing=timings)
    rank = [t.rank_seconds for t in timings]
    return percentile(rank, 50), percentile(rank, 95)


def copy_in(source: Path, location: str) -> tuple[float, float]:
    """Build a PostgreSQL store the way a user moving to it would: ``engram migrate`` from a SQLite
    store (``COPY``, then one HNSW build). Returns (seconds in all, seconds after the last row:
    building the vector index and committing)."""
    from engram.app import open_store
    from engram.migrate import copy_store

    last_row = [0.0]

    def tick(_table: str, _n: int) -> None:
        last_row[0] = time.perf_counter()

    started = time.perf_counter()
    src, dst = open_store(str(source)), open_store(location)
    try:
        copy_store(src, dst, batch=5000, progress=tick)
    finally:
        src.close()
        dst.close()
    ended = time.perf_counter()
    return ended - started, ended - last_row[0]


def single_writes(memory: Memory, count: int) -> float:
    """remember() calls per second, one at a time, on a store already at its size."""
    corpus = Corpus(seed=23)
    started = time.perf_counter()
    for n in range(count):
        memory.remember(f"single {n}: " + corpus.sentence(n), category=CATEGORIES[n % len(CATEGORIES)])
    return count / max(time.perf_counter() - started, 1e-9)


@dataclass(frozen=True)
class Job:
    """One store to measure: where it is, how to size it, and (PostgreSQL) a SQLite store to copy in."""

    backend: str
    location: str
    items: int
    size_of: Callable[[], int]
    copy_from: Path | None = None  # build by migrating this SQLite store instead of remember_many
    after_build: Callable[[], None] | None = None  # runs before the concurrent writers add rows


def run_one(job: Job, queries: int, embedder_spec: str, clients: list[int], client_writes: int) -> dict[str, Any]:
    from engram.memory import Memory

    backend, location, items = job.backend, job.location, job.items
    started = time.perf_counter()
    index_seconds: float | None = None
    bulk_rate: float | None
    if job.copy_from is not None:
        copy_seconds, index_seconds = copy_in(job.copy_from, location)
        with Memory.open(location, owner="bench", embedder=embedder_for(embedder_spec)) as memory:
            single_rate, bulk_rate = single_writes(memory, min(SINGLE_WRITES, items)), items / copy_seconds
            build_seconds = time.perf_counter() - started
            p50, p95 = recall_latency(memory, queries)
    else:
        with Memory.open(location, owner="bench", embedder=embedder_for(embedder_spec)) as memory:
            single_rate, bulk_rate = build(memory, items)
            build_seconds = time.perf_counter() - started
            p50, p95 = recall_latency(memory, queries)
    if job.after_build is not None:
        job.after_build()
    concurrent = {}
    for count in clients:
        info(f"bench scale: {backend}, {items} items, {count} concurrent writer(s) ...")
        run = run_writers(location, count, max(client_writes, count), embedder_spec)
        concurrent[str(count)] = {
            "writes_per_second": run["items_per_s"],
            "p50_ms": run["p50_ms"],
            "p95_ms": run["p95_ms"],
        }
    return {
        "backend": backend,
        "items": items,
        "single_writes_per_second": round(single_rate, 1),
        "bulk_writes_per_second": None if bulk_rate is None else round(bulk_rate, 1),
        "build": "migrate" if job.copy_from is not None else "remember",
        "build_seconds": round(build_seconds, 1),
        "index_build_seconds": None if index_seconds is None else round(index_seconds, 1),
        "recall_p50_ms": round(1000 * p50, 2),
        "recall_p95_ms": round(1000 * p95, 2),
        "clients": concurrent,
        "db_megabytes": round(job.size_of() / 1e6, 1),
        "embedder": embedder_spec,
        "queries": queries,
    }


def _keep_copy(path: Path, copy: Path) -> None:
    """The SQLite store as built (before the concurrent writers add to it), for PostgreSQL to copy in."""
    import shutil

    _sqlite_size(path)  # checkpoint: the whole store is in the main file
    shutil.copyfile(path, copy)


def _build_sqlite(path: Path, items: int) -> None:
    from engram.memory import Memory

    info(f"bench scale: building a {items}-item SQLite store to migrate into PostgreSQL ...")
    with Memory.open(path, owner="bench", embedder=embedder_for("fake")) as memory:
        build(memory, items)
    _sqlite_size(path)


def _sqlite_size(path: Path) -> int:
    import sqlite3

    conn = sqlite3.connect(path)
    try:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        conn.close()
    return sum(p.stat().st_size for p in path.parent.glob(f"{path.name}*"))


@bench_group.command(name="scale")
@click.option(
    "--items",
    "counts",
    default="10000,100000",
    show_default=True,
    callback=_parse_counts,
    help="Comma-separated store sizes, one fresh store each (at most 2,000,000).",
)
@click.option(
    "--backend",
    "backends",
    default="sqlite",
    show_default=True,
    callback=_parse_backends,
    help="Comma-separated backends to measure in this run: sqlite, postgres.",
)
@click.option(
    "--clients",
    default="1",
    show_default=True,
    callback=_parse_clients,
    help="Comma-separated counts of concurrent writer processes, measured on each store once built.",
)
@click.option(
    "--client-writes",
    default=2000,
    show_default=True,
    type=click.IntRange(1, 1_000_000),
    help="remember() calls per concurrency measurement, split across the writers.",
)
@click.option(
    "--pg-url",
    metavar="URL",
    help="PostgreSQL server for --backend postgres (a database per size is created and dropped; the "
    "role needs CREATEDB). Default: a postgresql:// $ENGRAM_DB, else a throwaway local server.",
)
@click.option(
    "--pg-build",
    type=click.Choice(["remember", "migrate"]),
    default="remember",
    show_default=True,
    help="How the PostgreSQL stores are filled: remember_many() like SQLite, or engram migrate from the "
    "SQLite store of the same size (COPY, then one HNSW index build; the way to a million rows).",
)
@click.option(
    "--queries", default=200, show_default=True, type=click.IntRange(10, 10_000), help="Recall queries per size."
)
@click.option(
    "--embedder", default="fake", show_default=True, help="fake (hashing, 384-d), local, local:minilm-l3 or none."
)
@click.option("--json", "json_out", type=click.Path(dir_okay=False, path_type=Path), help="Also write JSON here.")
def scale(
    counts: list[int],
    backends: list[str],
    clients: list[int],
    client_writes: int,
    pg_url: str | None,
    pg_build: str,
    queries: int,
    embedder: str,
    json_out: Path | None,
) -> None:
    """Write throughput (one, bulk and concurrent writers), recall p50/p95 (without the query
    embedding) and DB size as the store grows, for each backend in the same run."""
    from engram.bench.pg import PgServer
    from engram.store.postgres.dsn import is_postgres

    if pg_url is None and is_postgres(os.environ.get("ENGRAM_DB", "")):
        pg_url = os.environ["ENGRAM_DB"]
    results = []
    with tempfile.TemporaryDirectory(prefix="engram-scale-") as tmp, ExitStack() as stack:
        server = None
        if "postgres" in backends:
            server = PgServer(pg_url)
            stack.callback(server.close)
            info(f"bench scale: PostgreSQL on {server.described}")
        for items in counts:
            source = Path(tmp) / f"scale-{items}-source.db"  # what --pg-build migrate copies in
            for backend in backends:
                info(f"bench scale: {backend}, {items} items ...")
                if backend == "sqlite":
                    path = Path(tmp) / f"scale-{items}.db"
                    keep = functools.partial(_keep_copy, path, source) if pg_build == "migrate" else None
                    job = Job(backend, str(path), items, functools.partial(_sqlite_size, path), after_build=keep)
                else:
                    assert server is not None
                    location = server.fresh(str(items))
                    if pg_build == "migrate" and not source.exists():
                        _build_sqlite(source, items)
                    copy_from = source if pg_build == "migrate" else None
                    job = Job(backend, location, items, functools.partial(server.size_bytes, location), copy_from)
                results.append(run_one(job, queries, embedder, clients, client_writes))
                if backend == "postgres" and source.exists():
                    source.unlink()
    columns = ["backend", "items", "single writes/s", "bulk writes/s", "recall p50 ms", "recall p95 ms", "DB MB"]
    columns += [f"writes/s x{c}" for c in clients]
    print_table(
        columns,
        [
            [
                r["backend"],
                r["items"],
                r["single_writes_per_second"],
                r["bulk_writes_per_second"] or "-",
                r["recall_p50_ms"],
                r["recall_p95_ms"],
                r["db_megabytes"],
                *(r["clients"][str(c)]["writes_per_second"] for c in clients),
            ]
            for r in results
        ],
        title=f"engram bench scale (embedder: {embedder})",
    )
    if json_out is not None:
        json_out.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
