"""``engram bench scale``: write throughput, recall latency and size as a store grows.

Synthetic memories are sentences drawn from a Zipf-distributed vocabulary, so term frequencies look
like text. The first writes go through ``remember()`` one by one (single-write throughput); the rest
through ``remember_many()`` (bulk throughput). Recall latency excludes the query embedding, which is
reported by ``bench locomo``. With ``--embedder fake`` (the default here) vectors come from the
hashing ``FakeEmbedder`` at the default model's dimension: the search cost is the same as with real
vectors, and a million real embeddings would take hours on a laptop CPU.
"""

from __future__ import annotations

import json
import random
import tempfile
import time
from pathlib import Path
from typing import Any

import click

from engram.cli.bench import bench_group, percentile
from engram.cli.output import info, print_table
from engram.providers.base import Embedder

MAX_ITEMS = 2_000_000
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


def _embedder(spec: str) -> Embedder | None:
    if spec == "fake":
        from engram.providers.fake import FakeEmbedder

        return FakeEmbedder(dimension=384)
    from engram.app import build_embedder
    from engram.settings import Settings

    return build_embedder(Settings(db=":memory:", embedder=spec))


def run_one(items: int, queries: int, embedder_spec: str, folder: Path) -> dict[str, Any]:
    from engram.app import Memory
    from engram.service.recall import RecallTiming

    corpus = Corpus()
    path = folder / f"scale-{items}.db"
    with Memory.open(path, owner="bench", embedder=_embedder(embedder_spec)) as memory:
        single = min(SINGLE_WRITES, items)
        started = time.perf_counter()
        for n in range(single):
            memory.remember(corpus.sentence(n), category=CATEGORIES[n % len(CATEGORIES)])
        single_seconds = time.perf_counter() - started
        started = time.perf_counter()
        done = single
        while done < items:
            chunk = min(20_000, items - done)
            memory.remember_many(
                [{"content": corpus.sentence(done + i), "category": CATEGORIES[(done + i) % 6]} for i in range(chunk)]
            )
            done += chunk
        bulk_seconds = time.perf_counter() - started
        timings: list[RecallTiming] = []
        for _ in range(5):
            memory.recall(corpus.query(), k=10, kinds=("item",))  # warm the vector cache
        timings.clear()
        for _ in range(queries):
            memory.recall(corpus.query(), k=10, kinds=("item",), timing=timings)
        rank = [t.rank_seconds for t in timings]
        memory.store.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # type: ignore[attr-defined]
    size = sum(p.stat().st_size for p in folder.glob(f"scale-{items}.db*"))
    return {
        "backend": "sqlite",
        "items": items,
        "single_writes_per_second": round(single / max(single_seconds, 1e-9), 1),
        "bulk_writes_per_second": round((items - single) / bulk_seconds, 1) if items > single else None,
        "recall_p50_ms": round(1000 * percentile(rank, 50), 2),
        "recall_p95_ms": round(1000 * percentile(rank, 95), 2),
        "db_megabytes": round(size / 1e6, 1),
        "embedder": embedder_spec,
        "queries": queries,
    }


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
    "--backend", type=click.Choice(["sqlite"]), default="sqlite", show_default=True, help="The store to measure."
)
@click.option(
    "--queries", default=200, show_default=True, type=click.IntRange(10, 10_000), help="Recall queries per size."
)
@click.option(
    "--embedder", default="fake", show_default=True, help="fake (hashing, 384-d), local, local:minilm-l3 or none."
)
@click.option("--json", "json_out", type=click.Path(dir_okay=False, path_type=Path), help="Also write JSON here.")
def scale(counts: list[int], backend: str, queries: int, embedder: str, json_out: Path | None) -> None:
    """Write throughput, recall p50/p95 (without the query embedding) and DB size as the store grows."""
    results = []
    with tempfile.TemporaryDirectory(prefix="engram-scale-") as tmp:
        for items in counts:
            info(f"bench scale: {backend}, {items} items ...")
            results.append(run_one(items, queries, embedder, Path(tmp)))
    print_table(
        ["backend", "items", "single writes/s", "bulk writes/s", "recall p50 ms", "recall p95 ms", "DB MB"],
        [
            [
                r["backend"],
                r["items"],
                r["single_writes_per_second"],
                r["bulk_writes_per_second"] or "-",
                r["recall_p50_ms"],
                r["recall_p95_ms"],
                r["db_megabytes"],
            ]
            for r in results
        ],
        title=f"engram bench scale (embedder: {embedder})",
    )
    if json_out is not None:
        json_out.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
