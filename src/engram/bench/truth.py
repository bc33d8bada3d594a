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
from dataclasses import asdict
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any, TextIO

import click

from engram.bench.commands import bench_group, embedder_for
from engram.bench.life_load import load_lives
from engram.bench.life_match import checkpoints
from engram.bench.life_model import Life, lives_to_json
from engram.bench.life_refs import SYSTEMS, OracleMemory, VerbatimMemory
from engram.bench.life_report import LifeResult, print_headline, print_report, summarize, summary_line
from engram.bench.life_score import (
    Failure,
    TurnSource,
    score_checkpoint,
    score_questions,
)
from engram.bench.lives_builtin import BANK_NAMES, BANKS
from engram.errors import StoreError
from engram.interfaces.cli.output import info

__all__ = ["COMMANDS", "run_life", "run_lives"]

START = datetime(2025, 3, 3, 9, 0)


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


@bench_group.command(name="truth")
@click.option(
    "--lives",
    "lives_spec",
    default="builtin",
    show_default=True,
    metavar="FILE|" + "|".join(BANK_NAMES),
    help="The lives to run: a bank ("
    + "; ".join(f"'{b.name}': {b.about}" for b in BANKS)
    + "), a JSON lives file, or a Python module with build_world() (it is executed).",
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
    print_report(summary, failures, results, n_failures)
    print_headline(summary)
    click.echo("\n" + summary_line(summary["overall"]))
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
