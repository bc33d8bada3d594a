"""The report of ``engram bench truth``: per-life and overall metrics, the tables and the summary line.

Totals are sums over every checkpoint of every life (recall, staleness, changes, dups, repeats), over
the last checkpoint of each life (leaked items, junk), and over every question (recall@5).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

import click

from engram.bench.life_score import CheckpointScore, Failure, QuestionScore
from engram.interfaces.cli.output import print_table


@dataclass
class LifeResult:
    uid: str
    sessions: int
    events: int
    checkpoints: list[CheckpointScore] = field(default_factory=list)
    questions: list[QuestionScore] = field(default_factory=list)


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
    targets = {name: {"op": op, "bound": bound, "met": _met(overall[name], op, bound)} for name, op, bound in TARGETS}
    return {"overall": overall, "users": users, "categories": categories, "targets": targets}


TARGETS = (
    ("recall", ">=", 90.0),
    ("staleness", "<=", 5.0),
    ("changes_applied", ">=", 90.0),
    ("leaked_items", "<=", 0),
    ("junk", "<=", 5.0),
    ("items_recall_at_5", ">=", 90.0),
)
"""What a memory that stays true must reach (the headline metrics): a value of None (nothing to
measure, e.g. no change the memory could have applied) counts as met."""

HEADLINE = {
    "recall": "fact recall in the context block",
    "staleness": "staleness (superseded, retracted, ended facts injected)",
    "changes_applied": "changes applied (new value in, old value out)",
    "leaked_items": "leaked items (third-party, assistant, quoted, code, hypothetical)",
    "junk": "junk (active items matching no user fact)",
    "items_recall_at_5": "stored memories found by question, recall@5",
}


def _met(value: float | None, op: str, bound: float) -> bool:
    if value is None:
        return True
    return value >= bound if op == ">=" else value <= bound


# ---- output -----------------------------------------------------------------------------------
def _fmt(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.1f}%"


def print_headline(summary: dict[str, Any]) -> None:
    """The headline metrics against their targets."""
    overall = summary["overall"]
    rows = []
    for name, _, _ in TARGETS:
        value = overall[name]
        shown = str(value) if name == "leaked_items" else _fmt(value)
        t = summary["targets"][name]
        target = "0" if name == "leaked_items" else f"{'≥' if t['op'] == '>=' else '≤'} {t['bound']:.0f}%"
        rows.append([HEADLINE[name], shown, target, "yes" if t["met"] else "no"])
    print_table(["metric", "value", "target", "met"], rows, title="engram bench truth: headline")


def print_report(summary: dict[str, Any], failures: list[Failure], results: list[LifeResult], n_fail: int) -> None:
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


def summary_line(o: dict[str, Any]) -> str:
    return (
        f"TRUTH summary: users={o['users']} sessions={o['sessions']} fact_events={o['fact_events']} "
        f"recall={_fmt(o['recall'])} staleness={_fmt(o['staleness'])} changes_applied={_fmt(o['changes_applied'])} "
        f"leaked_items={o['leaked_items']} (in context {o['leaked_lines']}) dups={o['dups']} repeats={o['repeats']} "
        f"junk={_fmt(o['junk'])} ctx_tokens_mean={o['ctx_tokens_mean']} recall@5={_fmt(o['recall_at_5'])} "
        f"items_recall@5={_fmt(o['items_recall_at_5'])} items_order_ok={_fmt(o['items_order_ok'])}"
    )
