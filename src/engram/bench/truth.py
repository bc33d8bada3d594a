"""``engram bench truth``: does the memory stay true over a simulated life?

Each life runs through the public API only, on a fresh temporary store: ``Memory.open(db, owner)``,
``capture()`` every turn, ``close_session()`` after each session. After every 8th session and the last,
the context block of a fresh session (800 tokens) is scored; at the end, each life's questions go to
``recall(q, k=5)`` (all kinds, then items only). The metrics are defined in
:mod:`engram.bench.life_score` and docs/benchmarks.md.
"""

from __future__ import annotations

import json
import random
import tempfile
from collections import defaultdict
from dataclasses import asdict, dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any, TextIO

import click

from engram.bench.commands import bench_group, embedder_for
from engram.bench.life_load import load_lives
from engram.bench.life_match import checkpoints
from engram.bench.life_model import Life, lives_to_json
from engram.bench.life_refs import SYSTEMS, OracleMemory, VerbatimMemory
from engram.bench.life_score import (
    CheckpointScore,
    Failure,
    QuestionScore,
    TurnSource,
    score_checkpoint,
    score_questions,
)
from engram.errors import StoreError
from engram.interfaces.cli.output import info, print_table

__all__ = ["COMMANDS", "LifeResult", "run_life", "run_lives", "summarize"]

START = datetime(2025, 3, 3, 9, 0)


@dataclass
class LifeResult:
    uid: str
    sessions: int
    events: int
    checkpoints: list[CheckpointScore] = field(default_factory=list)
    questions: list[QuestionScore] = field(default_factory=list)


def run_life(life: Life, memory: Any, failures: list[Failure], dump: TextIO | None = None) -> LifeResult:
    """Feed every turn through ``capture`` and ``close_session``, scoring at the checkpoints."""
    result = LifeResult(life.uid, len(life.sessions), life.n_events)
    turn_src: dict[str, TurnSource] = {}
    rng = random.Random(sum(map(ord, life.uid)))  # session times: a few days apart, fixed per life
    day = 0
    cps = checkpoints(len(life.sessions))
    for s, turns in enumerate(life.sessions):
        sid = f"{life.uid}-s{s:02d}"
        at = START + timedelta(days=day, hours=rng.randint(0, 10))
        day += rng.randint(2, 6)
        for i, t in enumerate(turns):
            ours = f"{sid}-t{i}"
            got = memory.capture(sid, t.role, t.text, at=at + timedelta(minutes=2 * i), turn_id=ours)
            src: TurnSource = (s, t.role, t.text, t.event)
            turn_src[ours] = src
            if got is not None:
                turn_src[str(got.id)] = src
        memory.close_session(sid)
        if dump is not None:
            dump.write(f"\n=== {life.uid} session {s} ===\n" + "\n".join(f"[{t.role}] {t.text}" for t in turns) + "\n")
        if s in cps:
            prev = result.checkpoints[-1].session if result.checkpoints else -1
            cp, block = score_checkpoint(memory, life, s, turn_src, failures, prev)
            result.checkpoints.append(cp)
            if dump is not None:
                dump.write(f"\n--- checkpoint {life.uid} after session {s} ---\n{block}\n")
    result.questions = score_questions(memory, life, len(life.sessions) - 1, failures)
    return result


def run_lives(
    lives: list[Life], system: str = "engram", embedder: str = "local", dump_dir: Path | None = None
) -> tuple[list[LifeResult], list[Failure], list[str]]:
    """Run every life on its own owner in one fresh store; returns results, failures and errors."""
    from engram.memory import Memory

    results: list[LifeResult] = []
    failures: list[Failure] = []
    errors: list[str] = []
    emb = embedder_for(embedder) if system == "engram" else None
    with tempfile.TemporaryDirectory(prefix="engram-bench-truth-") as tmp:
        db = Path(tmp) / "engram.db"
        for life in lives:
            dump = None if dump_dir is None else (dump_dir / f"{life.uid}.txt").open("w", encoding="utf-8")
            try:
                if system == "oracle":
                    results.append(run_life(life, OracleMemory(life), failures, dump))
                elif system == "verbatim":
                    results.append(run_life(life, VerbatimMemory(life), failures, dump))
                else:
                    with Memory.open(db, owner=life.uid, embedder=emb) as memory:
                        results.append(run_life(life, memory, failures, dump))
            except Exception as exc:  # a life that crashes is reported, the others still run
                errors.append(f"{life.uid}: {type(exc).__name__}: {exc}")
            finally:
                if dump is not None:
                    dump.close()
    return results, failures, errors


# ---- aggregation ------------------------------------------------------------------------------
def _pct(a: float, b: float) -> float | None:
    return round(100.0 * a / b, 1) if b else None


def _user_counts(r: LifeResult) -> dict[str, float]:
    t: dict[str, float] = defaultdict(float)
    for cp in r.checkpoints:
        for k in ("true", "present", "stale", "stale_present", "dups", "repeats", "tokens"):
            t[k] += getattr(cp, k)
        t["changes"] += len(cp.changes)
        t["changes_applied"] += sum(c.applied for c in cp.changes)
    last = r.checkpoints[-1]
    t["leak_items"], t["leak_lines"], t["junk"], t["items"] = last.leak_items, last.leak_lines, last.junk, last.items
    t["questions"] = len(r.questions)
    for k in ("found", "ordered", "found_items", "ordered_items"):
        t[k] = sum(getattr(q, k) for q in r.questions)
    t["checkpoints"] = len(r.checkpoints)
    t["tokens_max"] = max(cp.tokens for cp in r.checkpoints)
    return t


def _metrics(t: dict[str, float]) -> dict[str, Any]:
    return {
        "recall": _pct(t["present"], t["true"]),
        "staleness": _pct(t["stale_present"], t["stale"]),
        "changes_applied": _pct(t["changes_applied"], t["changes"]),
        "leaked_items": int(t["leak_items"]),
        "leaked_lines": int(t["leak_lines"]),
        "junk": _pct(t["junk"], t["items"]),
        "dups": int(t["dups"]),
        "repeats": int(t["repeats"]),
        "ctx_tokens_mean": round(t["tokens"] / t["checkpoints"], 1) if t["checkpoints"] else None,
        "ctx_tokens_max": round(t["tokens_max"], 1),
        "recall_at_5": _pct(t["found"], t["questions"]),
        "order_ok": _pct(t["ordered"], t["questions"]),
        "items_recall_at_5": _pct(t["found_items"], t["questions"]),
        "items_order_ok": _pct(t["ordered_items"], t["questions"]),
        "counts": {k: round(v, 1) for k, v in sorted(t.items())},
    }


def summarize(results: list[LifeResult]) -> dict[str, Any]:
    """Overall and per-user metrics, and per-category recall / staleness / changes."""
    total: dict[str, float] = defaultdict(float)
    users = []
    for r in results:
        t = _user_counts(r)
        users.append({"uid": r.uid, "sessions": r.sessions, "events": r.events, **_metrics(t)})
        for k, v in t.items():
            total[k] = max(total[k], v) if k == "tokens_max" else total[k] + v
    cats: dict[str, list[int]] = defaultdict(lambda: [0] * 6)
    for r in results:
        for cp in r.checkpoints:
            for name, c in cp.categories.items():
                row = cats[name]
                row[0] += c.true
                row[1] += c.present
                row[2] += c.stale
                row[3] += c.stale_present
            for ch in cp.changes:
                cats[ch.category][4] += 1
                cats[ch.category][5] += ch.applied
    overall = {
        "users": len(results),
        "sessions": sum(r.sessions for r in results),
        "fact_events": sum(r.events for r in results),
        **_metrics(total),
    }
    categories = {
        name: {
            "true": v[0],
            "present": v[1],
            "recall": _pct(v[1], v[0]),
            "stale": v[2],
            "stale_present": v[3],
            "staleness": _pct(v[3], v[2]),
            "changes": v[4],
            "changes_applied": v[5],
            "changes_pct": _pct(v[5], v[4]),
        }
        for name, v in sorted(cats.items())
    }
    return {"overall": overall, "users": users, "categories": categories}


# ---- output -----------------------------------------------------------------------------------
def _fmt(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.1f}%"


def _print_report(summary: dict[str, Any], failures: list[Failure], results: list[LifeResult], n_fail: int) -> None:
    rows = [*summary["users"], {"uid": "all", **summary["overall"]}]
    print_table(
        [
            "user",
            "sessions",
            "events",
            "recall",
            "staleness",
            "changes",
            "leaked",
            "junk",
            "dups",
            "repeats",
            "tokens",
            "r@5",
            "r@5 items",
            "order items",
        ],
        [
            [
                r["uid"],
                r.get("sessions", ""),
                r.get("events", r.get("fact_events")),
                _fmt(r["recall"]),
                _fmt(r["staleness"]),
                _fmt(r["changes_applied"]),
                r["leaked_items"],
                _fmt(r["junk"]),
                r["dups"],
                r["repeats"],
                r["ctx_tokens_mean"],
                _fmt(r["recall_at_5"]),
                _fmt(r["items_recall_at_5"]),
                _fmt(r["items_order_ok"]),
            ]
            for r in rows
        ],
        title="engram bench truth: life evaluation",
    )
    print_table(
        ["category", "recall", "staleness", "changes applied"],
        [
            [
                name,
                f"{_fmt(c['recall'])} ({c['present']}/{c['true']})",
                f"{_fmt(c['staleness'])} ({c['stale_present']}/{c['stale']})",
                f"{_fmt(c['changes_pct'])} ({c['changes_applied']}/{c['changes']})",
            ]
            for name, c in summary["categories"].items()
        ],
        title="per category (all checkpoints)",
    )
    if n_fail <= 0:
        return
    seen: set[tuple[str, ...]] = set()
    for kind in ("change", "missing", "stale", "leak", "dup", "recall"):
        uniq = []
        for f in failures:
            key = (f.kind, f.uid, f.what, f.source if kind in ("missing", "change") else f.detail)
            if f.kind == kind and key not in seen:
                seen.add(key)
                uniq.append(f)
        click.echo(f"\n{kind} ({len(uniq)} distinct):")
        for f in uniq[:n_fail]:
            if kind == "dup":
                click.echo(f"  {f.uid} @s{f.session}: {f.what!r} ~ {f.source!r}")
            elif kind == "recall":
                click.echo(f"  {f.uid} [{f.category}] {f.what!r}: {f.source}; top: {f.detail}")
            else:
                click.echo(f"  {f.uid} @s{f.session} [{f.category}] {f.what}: {f.source!r} -> {f.detail}")
    click.echo("\njunk items at the end (sample):")
    for r in results:
        for content, src in r.checkpoints[-1].junk_examples[:3]:
            click.echo(f"  {r.uid}: {content!r} <- {src.splitlines()[0][:80]!r}")


def _summary_line(o: dict[str, Any]) -> str:
    return (
        f"TRUTH summary: users={o['users']} sessions={o['sessions']} fact_events={o['fact_events']} "
        f"recall={_fmt(o['recall'])} staleness={_fmt(o['staleness'])} changes_applied={_fmt(o['changes_applied'])} "
        f"leaked_items={o['leaked_items']} (in context {o['leaked_lines']}) dups={o['dups']} repeats={o['repeats']} "
        f"junk={_fmt(o['junk'])} ctx_tokens_mean={o['ctx_tokens_mean']} recall@5={_fmt(o['recall_at_5'])} "
        f"items_recall@5={_fmt(o['items_recall_at_5'])} items_order_ok={_fmt(o['items_order_ok'])}"
    )


@bench_group.command(name="truth")
@click.option(
    "--lives",
    "lives_spec",
    default="builtin",
    show_default=True,
    metavar="FILE|builtin",
    help="The lives to run: 'builtin', a JSON lives file, or a Python module with build_world() (it is executed).",
)
@click.option("--users", type=click.IntRange(1), help="Only the first N lives.")
@click.option(
    "--system",
    type=click.Choice(SYSTEMS),
    default="engram",
    show_default=True,
    help="engram, or a reference that calibrates the metrics (oracle: truth as memory; verbatim: every "
    "user turn kept).",
)
@click.option("--embedder", default="local", show_default=True, help="local, local:minilm-l3 or none (lexical only).")
@click.option(
    "--failures",
    "n_failures",
    type=click.IntRange(0),
    default=10,
    show_default=True,
    help="Failures of each kind to print (0: none).",
)
@click.option(
    "--json",
    "json_out",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Write the report (summary, per user, per checkpoint, failures) as JSON ('-' for stdout).",
)
@click.option(
    "--dump",
    "dump_dir",
    type=click.Path(file_okay=False, path_type=Path),
    help="Write each life's transcript and checkpoint context blocks into this folder.",
)
@click.option(
    "--export",
    "export_to",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Write the lives as a JSON lives file and exit without running them.",
)
def bench_truth(
    lives_spec: str,
    users: int | None,
    system: str,
    embedder: str,
    n_failures: int,
    json_out: Path | None,
    dump_dir: Path | None,
    export_to: Path | None,
) -> None:
    """Life evaluation: does the context block stay true (recall, staleness, changes, leaks, junk)?"""
    lives = load_lives(lives_spec, users)
    if export_to is not None:
        _write(export_to, json.dumps(lives_to_json(lives), indent=1, ensure_ascii=False))
        info(f"bench truth: wrote {len(lives)} lives to {export_to}")
        return
    if dump_dir is not None:
        dump_dir.mkdir(parents=True, exist_ok=True)
    info(f"bench truth: {len(lives)} lives from {lives_spec}, system {system} ...")
    results, failures, errors = run_lives(lives, system, embedder, dump_dir)
    for e in errors:
        info(f"bench truth: life failed: {e}")
    if not results:
        raise StoreError("bench truth: every life failed; nothing to score")
    summary = summarize(results)
    _print_report(summary, failures, results, n_failures)
    click.echo("\n" + _summary_line(summary["overall"]))
    if json_out is not None:
        report = {
            "benchmark": "truth",
            "lives": lives_spec,
            "system": system,
            "embedder": embedder if system == "engram" else None,
            **summary,
            "checkpoints": {r.uid: [asdict(cp) for cp in r.checkpoints] for r in results},
            "questions": {r.uid: [asdict(q) for q in r.questions] for r in results},
            "failures": [asdict(f) for f in failures],
            "errors": errors,
        }
        _write(json_out, json.dumps(report, indent=1, ensure_ascii=False, default=str))
    if errors:
        raise StoreError(f"bench truth: {len(errors)} of {len(lives)} lives failed (see above)")


def _write(path: Path, text: str) -> None:
    if str(path) == "-":
        click.echo(text)
        return
    try:
        path.write_text(text + "\n", encoding="utf-8")
    except OSError as exc:
        raise StoreError(f"cannot write {path}: {exc.strerror or exc}") from exc


COMMANDS: list[click.Command] = []
