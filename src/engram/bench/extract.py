"""``engram bench extract``: extraction speed and yield on a LoCoMo-format file.

The rule-based extractor runs on every session's turns (each utterance's text as a user turn with
its ``dia_id``): utterances per second and candidates per 100 turns. When an LLM is configured
(``ENGRAM_LLM_URL`` + ``ENGRAM_LLM_MODEL``, or ``ENGRAM_LLM_COMMAND``), every session is also
ingested (as ``"Speaker: text"`` user turns) into a fresh temporary store per conversation and
closed with the LLM extractor: input/output tokens and seconds per session close, and the memories
saved and skipped.
"""

from __future__ import annotations

import json
import tempfile
import time
from pathlib import Path
from typing import Any

import click

from engram.bench.commands import bench_group, embedder_for
from engram.bench.locomo import Conversation, load, turn_text
from engram.interfaces.cli.output import info, print_table

__all__ = ["COMMANDS", "run"]


def _turns(turns: list[dict[str, Any]], *, speaker: bool = False) -> list[dict[str, Any]]:
    """Each utterance as a user turn: its bare text for the rules (their first-person patterns would
    not fire behind a "Speaker:" prefix), ``"Speaker: text"`` for the model, which needs to know who."""
    return [
        {"role": "user", "text": turn_text(t) if speaker else str(t.get("text", "")), "id": str(t.get("dia_id", ""))}
        for t in turns
    ]


def _rules(conversations: list[Conversation], embedder: str = "local") -> dict[str, Any]:
    from engram.extraction.port import RuleExtractor

    # as a memory closes a session: the grammar, and its nearest-neighbour fallback with the local model
    extractor = RuleExtractor.using(embedder_for(embedder))
    turns_total, candidates, seconds = 0, 0, 0.0
    for conv in conversations:
        for key, _, turns in conv.sessions:
            batch = _turns(turns)
            started = time.perf_counter()
            found = extractor.extract(batch, session_id=f"{conv.sample_id}.{key}")
            seconds += time.perf_counter() - started
            turns_total += len(batch)
            candidates += len(found)
    return {
        "sessions": sum(len(c.sessions) for c in conversations),
        "turns": turns_total,
        "candidates": candidates,
        "seconds": round(seconds, 4),
        "utterances_per_second": round(turns_total / max(seconds, 1e-9), 1),
        "candidates_per_100_turns": round(100 * candidates / max(turns_total, 1), 2),
        "fallback": extractor.reads_unread,
    }


def _llm(conversations: list[Conversation]) -> dict[str, Any] | None:
    from engram.app import build_llm, cost_log_path
    from engram.extraction.llm import LLMExtractor
    from engram.memory import Memory
    from engram.providers.cost_log import CostLog
    from engram.settings import Settings

    settings = Settings.load()
    llm = build_llm(settings)
    if llm is None:
        return None
    closes: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="engram-bench-extract-") as tmp:
        for conv in conversations:
            extractor = LLMExtractor(
                llm, cost_log=CostLog(cost_log_path(settings)).record, categories=settings.policy.categories
            )
            with Memory.open(Path(tmp) / f"{conv.sample_id}.db", owner="bench", extractor=extractor) as memory:
                for key, when, turns in conv.sessions:
                    sid = f"{conv.sample_id}.{key}"
                    memory.session(sid, title=key)
                    for turn in _turns(turns, speaker=True):
                        memory.append_turn(sid, "user", turn["text"], at=when, turn_id=turn["id"] or None)
                    started = time.perf_counter()
                    result = memory.close_session(sid, timeout=600)
                    seconds = time.perf_counter() - started
                    used = extractor.last_completion
                    closes.append(
                        {
                            "session": sid,
                            "turns": len(turns),
                            "seconds": round(seconds, 3),
                            "input_tokens": None if used is None else used.input_tokens,
                            "output_tokens": None if used is None else used.output_tokens,
                            "saved": len(result.saved),
                            "skipped": len(result.skipped),
                            "dropped": len(extractor.last_dropped),
                        }
                    )
    n = max(len(closes), 1)

    def mean(key: str) -> float | None:
        values = [c[key] for c in closes if c[key] is not None]
        return round(sum(values) / len(values), 1) if values else None

    return {
        "model": llm.model_name,
        "closes": len(closes),
        "mean_seconds_per_close": round(sum(c["seconds"] for c in closes) / n, 3),
        "mean_input_tokens_per_close": mean("input_tokens"),
        "mean_output_tokens_per_close": mean("output_tokens"),
        "saved": sum(c["saved"] for c in closes),
        "skipped": sum(c["skipped"] for c in closes),
        "dropped": sum(c["dropped"] for c in closes),
        "per_close": closes,
    }


def run(path: Path, limit: int | None = None, embedder: str = "local") -> dict[str, Any]:
    conversations, _ = load(path)
    if limit is not None:
        conversations = conversations[:limit]
    return {
        "file": str(path),
        "conversations": len(conversations),
        "rules": _rules(conversations, embedder),
        "llm": _llm(conversations),
    }


def _show(value: object) -> str:
    return "-" if value is None else str(value)


@bench_group.command(name="extract")
@click.option(
    "--file",
    "path",
    required=True,
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="The LoCoMo-format JSON file to extract from (required).",
)
@click.option(
    "--json",
    "json_out",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Write the report as JSON to this file ('-' for stdout).",
)
@click.option("--limit", type=click.IntRange(1), help="Only the first N conversations.")
@click.option(
    "--embedder",
    default="local",
    show_default=True,
    help="local: the grammar and its nearest-neighbour fallback, as a memory closes a session; "
    "none: the grammar alone.",
)
def extract(path: Path, json_out: Path | None, limit: int | None, embedder: str) -> None:
    """Extraction speed and yield: rule-based always, the configured LLM per session close too."""
    report = run(path, limit, embedder)
    rules, llm = report["rules"], report["llm"]
    if json_out is not None:
        text = json.dumps(report, indent=2)
        if str(json_out) == "-":
            click.echo(text)
        else:
            json_out.write_text(text + "\n", encoding="utf-8")
    rows = [
        [
            "rules + nearest" if rules["fallback"] else "rules",
            str(rules["sessions"]),
            str(rules["turns"]),
            str(rules["candidates"]),
            f"{rules['candidates_per_100_turns']:.2f}",
            f"{rules['utterances_per_second']:.1f}",
            "-",
            "-",
            "-",
        ]
    ]
    if llm is not None:
        rows.append(
            [
                f"llm ({llm['model']})",
                str(llm["closes"]),
                str(rules["turns"]),
                str(llm["saved"]),
                f"{100 * llm['saved'] / max(rules['turns'], 1):.2f}",
                "-",
                _show(llm["mean_input_tokens_per_close"]),
                _show(llm["mean_output_tokens_per_close"]),
                f"{llm['mean_seconds_per_close']:.3f}",
            ]
        )
    print_table(
        [
            "extractor",
            "sessions",
            "turns",
            "memories",
            "per 100 turns",
            "utterances/s",
            "in tok/close",
            "out tok/close",
            "s/close",
        ],
        rows,
        title="engram bench extract",
    )
    if llm is None:
        info("bench extract: no LLM configured (ENGRAM_LLM_URL + ENGRAM_LLM_MODEL, or ENGRAM_LLM_COMMAND); rules only")
    else:
        info(f"llm: {llm['skipped']} candidate(s) skipped by reconcile, {llm['dropped']} op(s) dropped by validation")


COMMANDS: list[click.Command] = []
