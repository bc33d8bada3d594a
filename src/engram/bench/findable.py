"""What ``engram bench write`` measures after the throughput: how soon a write can be found by meaning.

Writes return before their embedding (the background embedder or the next recall makes it), so
three numbers tell what a user feels:

* **the very next recall**: an item is written and at once recalled with a paraphrase that shares
  none of its words; is it found (top 5), and how long did that recall take (it embeds what is
  pending first);
* **background lag**: without any recall, how long until the written item has its vector;
* **recall with pending items**: bursts of writes, each followed at once by a recall, against the
  same recalls once nothing is pending.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engram.bench.stats import BENCH_OWNER, percentile
from engram.providers.base import Embedder

# (what is written, a paraphrase sharing none of its words)
PARAPHRASES = (
    ("Maria is allergic to peanuts", "which food makes her ill"),
    ("The team standup happens every morning at nine", "when is the daily meeting"),
    ("My car is a red Toyota Corolla", "what vehicle do I drive"),
    ("I moved to Berlin last spring", "which city do I live in now"),
    ("Our dog is named Biscuit", "what is the pet called"),
    ("I take the train to the office on weekdays", "how do I commute to work"),
)
FILLER_TOPICS = ("budget review", "garden shed", "dentist appointment", "tax forms", "guitar lessons")


@dataclass(frozen=True, slots=True)
class Findable:
    found: int
    asked: int
    next_recall_ms: list[float]
    lag_ms: list[float]
    pending_recall_ms: list[float]
    settled_recall_ms: list[float]

    def to_dict(self) -> dict[str, Any]:
        def stats(values: list[float]) -> dict[str, float]:
            return {"p50_ms": round(percentile(values, 50), 2), "p95_ms": round(percentile(values, 95), 2)}

        return {
            "paraphrase_found_in_next_recall": f"{self.found}/{self.asked}",
            "next_recall": stats(self.next_recall_ms),
            "background_lag": stats(self.lag_ms),
            "recall_with_pending": stats(self.pending_recall_ms),
            "recall_nothing_pending": stats(self.settled_recall_ms),
        }


def _pending(memory: Any) -> int:
    with memory.store.read() as tx:
        return len(tx.missing_vectors(BENCH_OWNER, "item", 1000))


def measure(db: Path, embedder: Embedder, *, bursts: int = 30, burst_size: int = 10, lag_items: int = 20) -> Findable:
    from engram.memory import Memory

    with Memory.open(db, owner=BENCH_OWNER, embedder=embedder) as memory:
        memory.remember_many([f"note {n} on the {FILLER_TOPICS[n % len(FILLER_TOPICS)]}" for n in range(50)])
        memory.flush_embeddings()
        found, next_ms = 0, []
        for text, paraphrase in PARAPHRASES:
            memory.remember(text)
            started = time.perf_counter()
            hits = memory.recall(paraphrase, k=5, kinds=("item",))
            next_ms.append((time.perf_counter() - started) * 1000)
            found += text in [h.content for h in hits]
        lag: list[float] = []
        for n in range(lag_items):
            memory.remember(f"lag probe {n}: the {FILLER_TOPICS[n % len(FILLER_TOPICS)]} moved to room {n}")
            started = time.perf_counter()
            while _pending(memory):
                time.sleep(0.002)
            lag.append((time.perf_counter() - started) * 1000)
        pending_ms: list[float] = []
        for n in range(bursts):
            for m in range(burst_size):
                memory.remember(f"burst {n} item {m}: {FILLER_TOPICS[(n + m) % len(FILLER_TOPICS)]} update {n * m}")
            started = time.perf_counter()
            memory.recall(PARAPHRASES[n % len(PARAPHRASES)][1], k=10)
            pending_ms.append((time.perf_counter() - started) * 1000)
        memory.flush_embeddings()
        settled_ms: list[float] = []
        for n in range(bursts):
            started = time.perf_counter()
            memory.recall(PARAPHRASES[n % len(PARAPHRASES)][1], k=10)
            settled_ms.append((time.perf_counter() - started) * 1000)
    return Findable(found, len(PARAPHRASES), next_ms, lag, pending_ms, settled_ms)
