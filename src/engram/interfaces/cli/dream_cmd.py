"""``engram dream`` (Deep Dream consolidation) and ``engram core export`` (the core as MEMORY.md)."""

from __future__ import annotations

import os
from pathlib import Path

import click

from engram.interfaces.cli.output import emit_json, info
from engram.interfaces.cli.state import CliState, json_option, pass_state
from engram.private_files import write_private_text
from engram.providers.base import LLM


def _llm_from_env() -> LLM | None:
    """An OpenAI-compatible model when ENGRAM_LLM_URL and ENGRAM_LLM_MODEL are both set (with
    ENGRAM_LLM_API_KEY when the endpoint needs one); otherwise None (the offline merge)."""
    url, model = os.environ.get("ENGRAM_LLM_URL", "").strip(), os.environ.get("ENGRAM_LLM_MODEL", "").strip()
    if not url or not model:
        return None
    from engram.providers.openai_llm import OpenAICompatibleLLM

    key = os.environ.get("ENGRAM_LLM_API_KEY") or None
    return OpenAICompatibleLLM(url, model, api_key=key, max_retries=2)


@click.command(name="dream")
@click.option("--lookback", default=7, show_default=True, type=click.IntRange(1, 3650), help="Days of daily logs.")
@click.option("--namespace", "namespace", default="user", show_default=True, metavar="NS", help="Whose core.")
@json_option
@pass_state
def dream(state: CliState, lookback: int, namespace: str, as_json: bool) -> int:
    """Consolidate recent daily logs into the core memory (Deep Dream).

    Reads the core block NS/core and the last --lookback days of daily logs, writes a new core version
    and the dream diary NS/dreams/YYYY-MM-DD. Skips when there is no daily content or nothing changed
    since the last dream. Uses the model at ENGRAM_LLM_URL / ENGRAM_LLM_MODEL (OpenAI-compatible) when
    both are set, else a deterministic offline merge. A failure never changes the core (exit 3).
    """
    memory = state.memory()
    llm = _llm_from_env()
    try:
        from engram.app import cost_log_path
        from engram.providers.cost_log import CostLog

        cost = None if llm is None else CostLog(cost_log_path(state.settings())).record
        result = memory.consolidate(lookback_days=lookback, namespace=namespace, llm=llm, cost_log=cost)
    finally:
        closer = getattr(llm, "close", None)
        if callable(closer):
            closer()
    if as_json:
        emit_json(result.to_dict())
    else:
        where = f"{namespace}/core"
        if result.status == "updated":
            click.echo(
                f"Dream done ({result.mode}): core {where} at version {result.core_version}; diary {result.diary_key}"
            )
            if result.reason:
                click.echo(result.reason)
            for line in result.dropped_lines:
                info(f"dropped (not in the sources): {line}")
        elif result.status == "failed":
            info(f"Dream failed; the core is unchanged: {result.reason}")
            for line in result.dropped_lines:
                info(f"dropped (not in the sources): {line}")
        else:
            click.echo(f"Dream skipped ({result.status}): {result.reason}")
    return 3 if result.status == "failed" else 0


@click.group(name="core")
def core_group() -> None:
    """The core memory block (NS/core) that `engram dream` maintains."""


@core_group.command(name="export")
@click.argument("file", type=click.Path(dir_okay=False, writable=True, path_type=Path), metavar="FILE")
@click.option("--namespace", "namespace", default="user", show_default=True, metavar="NS", help="Whose core.")
@json_option
@pass_state
def core_export(state: CliState, file: Path, namespace: str, as_json: bool) -> None:
    """Write the core memory of NS to FILE as MEMORY.md ('-' for stdout)."""
    content = state.memory().core_read(namespace)
    text = content if content.endswith("\n") or not content else content + "\n"
    if str(file) == "-":
        click.echo(text, nl=False)
        return
    write_private_text(file, text)
    if as_json:
        emit_json({"file": str(file), "namespace": namespace, "characters": len(text)})
    else:
        click.echo(f"Wrote {file} ({len(text)} characters)" + ("" if text else "; the core is empty"))


COMMANDS = [dream, core_group]
