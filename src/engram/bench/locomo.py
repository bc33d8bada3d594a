"""``engram bench locomo``: evidence recall of ``Memory.recall`` on a LoCoMo-format file.

For each conversation: a fresh store, every session's turns ingested with their session date and
``dia_id`` as the external turn id (text ``"Speaker: text"`` plus ``" [shares <caption>]"``), then
every question of categories 1-4 asked through ``Memory.recall``. Recall@k counts the first k
*turns* of the ranking (a hit covering several turns lists each of them).
"""

from __future__ import annotations

import json
import re
import tempfile
import time
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import click

from engram.bench.commands import bench_group
from engram.bench.stats import percentile
from engram.errors import InvalidInput
from engram.interfaces.cli.output import info, print_table

CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
KS = (1, 5, 10, 20, 50)
_EVIDENCE = re.compile(r"D:?(\d+):0*(\d+)")
_SESSION = re.compile(r"session_(\d+)")


def normalize_evidence(raw: list[Any]) -> list[str]:
    """LoCoMo's evidence lists hold a few malformed ids ("D8:6; D9:17", "D:11:26", "D30:05")."""
    found = [f"D{int(m.group(1))}:{int(m.group(2))}" for item in raw for m in _EVIDENCE.finditer(str(item))]
    return list(dict.fromkeys(found))


def session_date(text: str, fallback: datetime) -> datetime:
    for fmt in ("%I:%M %p on %d %B, %Y", "%I:%M %p on %d %b, %Y", "%d %B %Y", "%Y-%m-%d"):
        try:
            return datetime.strptime(text.strip(), fmt).replace(tzinfo=UTC)
        except ValueError:
            continue
    return fallback


@dataclass
class Conversation:
    sample_id: str
    sessions: list[tuple[str, datetime, list[dict[str, Any]]]]
    questions: list[tuple[int, str, int, list[str]]]  # (qa index, question, category, gold ids)
    turn_ids: set[str] = field(default_factory=set)


def load(path: Path) -> tuple[list[Conversation], bool]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise InvalidInput(f"cannot read LoCoMo file {path}: {exc}") from exc
    if not isinstance(data, list):
        raise InvalidInput(f"{path} is not a LoCoMo file (expected a JSON list of samples)")
    has_evidence = False
    out: list[Conversation] = []
    base = datetime(2020, 1, 1, tzinfo=UTC)
    for sample in data:
        conv = sample.get("conversation", {})
        keys = sorted((k for k in conv if _SESSION.fullmatch(k)), key=lambda k: int(k.split("_")[1]))
        sessions = []
        ids: set[str] = set()
        for k in keys:
            number = int(k.split("_")[1])
            when = session_date(str(conv.get(f"{k}_date_time", "")), base + timedelta(days=number))
            sessions.append((k, when, conv[k]))
            ids.update(t["dia_id"] for t in conv[k])
        questions = []
        for index, qa in enumerate(sample.get("qa", [])):
            category = qa.get("category")
            if category not in CATEGORIES:
                continue
            if "evidence" in qa:
                has_evidence = True
            gold = [g for g in normalize_evidence(qa.get("evidence", [])) if g in ids]
            questions.append((index, str(qa["question"]), int(category), gold))
        out.append(Conversation(str(sample.get("sample_id", f"sample-{len(out)}")), sessions, questions, ids))
    return out, has_evidence


def turn_text(turn: dict[str, Any]) -> str:
    text = f"{turn['speaker']}: {turn['text']}"
    if turn.get("blip_caption"):
        text += f" [shares {turn['blip_caption']}]"
    return text


def run(path: Path, k: int, embedder_spec: str, limit: int | None) -> tuple[dict[str, Any], dict[str, list[str]]]:
    from engram.app import build_embedder
    from engram.context.block import estimate_tokens
    from engram.memory import Memory
    from engram.retrieval.pipeline import RecallTiming
    from engram.settings import Settings

    conversations, has_evidence = load(path)
    if limit is not None:
        conversations = conversations[:limit]
    embedder = build_embedder(Settings(db=":memory:", embedder=embedder_spec))
    runs: dict[str, list[str]] = {}
    sums: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
    counts: dict[str, int] = defaultdict(int)
    timings: list[RecallTiming] = []
    context_tokens: list[int] = []
    turns_total, ingest_seconds, embed_seconds = 0, 0.0, 0.0
    depth = max(k, max(KS))
    with tempfile.TemporaryDirectory(prefix="engram-locomo-") as tmp:
        for conv in conversations:
            info(
                f"bench locomo: {conv.sample_id}: {sum(len(t) for _, _, t in conv.sessions)} turns, "
                f"{len(conv.questions)} questions"
            )
            with Memory.open(Path(tmp) / f"{conv.sample_id}.db", owner="bench", embedder=embedder) as memory:
                started = time.perf_counter()
                for key, when, turns in conv.sessions:
                    sid = f"{conv.sample_id}.{key}"
                    memory.session(sid, title=key)
                    for offset, turn in enumerate(turns):
                        memory.append_turn(
                            sid,
                            "user",
                            turn_text(turn),
                            speaker=str(turn["speaker"]),
                            at=when + timedelta(seconds=offset),
                            turn_id=str(turn["dia_id"]),
                        )
                        turns_total += 1
                ingest_seconds += time.perf_counter() - started
                started = time.perf_counter()
                memory.index()
                embed_seconds += time.perf_counter() - started
                for index, question, category, gold in conv.questions:
                    hits = memory.recall(question, k=depth, timing=timings)
                    ranked = list(dict.fromkeys(t for h in hits for t in h.external_turn_ids))
                    runs[f"{conv.sample_id}#{index}"] = ranked
                    context_tokens.append(sum(estimate_tokens(h.content) for h in hits[:10]))
                    if not gold:
                        continue
                    for bucket in (CATEGORIES[category], "overall"):
                        counts[bucket] += 1
                        for cut in sorted({*KS, k}):
                            top = set(ranked[:cut])
                            found = sum(g in top for g in gold)
                            sums[bucket][f"recall@{cut}"] += found / len(gold)
                            sums[bucket][f"all@{cut}"] += float(found == len(gold))
    report: dict[str, Any] = {
        "file": str(path),
        "conversations": len(conversations),
        "questions": sum(len(c.questions) for c in conversations),
        "scored": has_evidence,
        "embedder": None if embedder is None else embedder.model_name,
        "k": k,
        "ingest": {
            "turns": turns_total,
            "append_seconds": round(ingest_seconds, 3),
            "embed_seconds": round(embed_seconds, 3),
            "turns_per_second": round(turns_total / max(ingest_seconds + embed_seconds, 1e-9), 1),
        },
        "latency_ms": {
            "rank_p50": round(1000 * percentile([t.rank_seconds for t in timings], 50), 2),
            "rank_p95": round(1000 * percentile([t.rank_seconds for t in timings], 95), 2),
            "query_embedding_p50": round(1000 * percentile([t.embed_seconds for t in timings], 50), 2),
            "query_embedding_p95": round(1000 * percentile([t.embed_seconds for t in timings], 95), 2),
        },
        "mean_context_tokens_top10": round(sum(context_tokens) / max(len(context_tokens), 1), 1),
        "categories": {
            bucket: {"n": counts[bucket], **{m: round(v / counts[bucket], 4) for m, v in sorted(sums[bucket].items())}}
            for bucket in [*CATEGORIES.values(), "overall"]
            if counts[bucket]
        },
    }
    return report, runs


def _rows(report: dict[str, Any], k: int) -> Iterator[list[str]]:
    cuts = sorted({*KS, k})
    for bucket, values in report["categories"].items():
        yield [bucket, str(values["n"]), *(f"{values[f'recall@{c}']:.3f}" for c in cuts), f"{values[f'all@{k}']:.3f}"]


@bench_group.command(name="locomo")
@click.argument("path", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--k", "k", default=10, show_default=True, type=click.IntRange(1, 100), help="The cut-off to report.")
@click.option(
    "--runs-out",
    type=click.Path(dir_okay=False, path_type=Path),
    help='Write {"<sample_id>#<qa_index>": [ranked dia_ids]} to this file.',
)
@click.option(
    "--json",
    "json_out",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Write the report as JSON to this file ('-' for stdout).",
)
@click.option("--embedder", default="local", show_default=True, help="local, local:minilm-l3 or none (lexical only).")
@click.option("--limit", type=click.IntRange(1), help="Only the first N conversations.")
def locomo(path: Path, k: int, runs_out: Path | None, json_out: Path | None, embedder: str, limit: int | None) -> None:
    """Evidence recall@k of Memory.recall on a LoCoMo-format file (a fresh store per conversation)."""
    report, runs = run(path, k, embedder, limit)
    if runs_out is not None:
        runs_out.write_text(json.dumps(runs), encoding="utf-8")
        info(f"bench locomo: wrote {len(runs)} rankings to {runs_out}")
    if json_out is not None:
        text = json.dumps(report, indent=2)
        if str(json_out) == "-":
            click.echo(text)
        else:
            json_out.write_text(text + "\n", encoding="utf-8")
    if not report["scored"]:
        info("bench locomo: the file carries no evidence; ingested and asked every question, skipped scoring")
    else:
        cuts = sorted({*KS, k})
        print_table(
            ["category", "n", *(f"R@{c}" for c in cuts), f"all@{k}"],
            list(_rows(report, k)),
            title=f"engram bench locomo: evidence recall ({report['embedder'] or 'lexical only'})",
        )
    ingest, latency = report["ingest"], report["latency_ms"]
    info(
        f"ingest: {ingest['turns']} turns, {ingest['turns_per_second']} turns/s "
        f"(append {ingest['append_seconds']} s + embed {ingest['embed_seconds']} s)"
    )
    info(
        f"recall latency: rank p50 {latency['rank_p50']} ms, p95 {latency['rank_p95']} ms; query embedding "
        f"p50 {latency['query_embedding_p50']} ms, p95 {latency['query_embedding_p95']} ms"
    )
    info(f"mean context tokens of the top 10: {report['mean_context_tokens_top10']}")


COMMANDS: list[click.Command] = []
