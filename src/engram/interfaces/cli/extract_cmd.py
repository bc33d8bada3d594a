"""``engram decay``, ``engram prune`` and ``engram extract``: keeping inferred memory honest."""

from __future__ import annotations

import sys

import click

from engram.context.block import CONFIDENCE_FLOOR
from engram.errors import InvalidInput
from engram.extraction.candidates import Candidate
from engram.interfaces.cli.output import emit_json, info, print_items, print_table
from engram.interfaces.cli.state import CliState, json_option, pass_state
from engram.items.triage import summary_meta, summary_text


@click.command()
@click.option(
    "--half-life",
    "half_life",
    type=click.FloatRange(min=0, min_open=True),
    default=90.0,
    show_default=True,
    metavar="DAYS",
    help="Days after which an unconfirmed extracted memory's confidence has halved.",
)
@json_option
@pass_state
def decay(state: CliState, half_life: float, as_json: bool) -> None:
    """Fade the confidence of extracted memories that were never confirmed.

    confidence = saved confidence × 0.5^(whole days since recorded or last confirmed / half-life),
    so running it again the same day changes nothing. Explicit memories never decay; nothing is
    deleted; below 0.7 a memory is recall-only (no longer injected). `engram confirm` resets it.
    """
    report = state.memory().decay(half_life_days=half_life)
    message = (
        f"Decayed {len(report.changed)} memory(ies); {len(report.below_floor)} extracted memory(ies) "
        f"below the {CONFIDENCE_FLOOR} floor (recall-only)"
    )
    if as_json:
        emit_json(report.to_dict() | {"message": message})
        return
    if report.changed:
        print_table(["id", "old", "new"], [[c.id, f"{c.old:.4f}", f"{c.new:.4f}"] for c in report.changed])
    click.echo(message)


@click.command()
@click.option(
    "--older-than",
    "older_than",
    type=click.IntRange(min=0),
    required=True,
    metavar="DAYS",
    help="Forget memories neither recorded nor confirmed within this many days.",
)
@click.option("--yes", "-y", is_flag=True, help="Do not ask for confirmation (required without a terminal).")
@json_option
@pass_state
def prune(state: CliState, older_than: int, yes: bool, as_json: bool) -> None:
    """Forget (end-date, never delete) memories not recorded or confirmed within DAYS days.

    Each one gets an ordinary forget event: `engram restore REF` or `engram undo EVENT` brings it
    back. Asks first unless --yes; with --json or without a terminal, --yes is required.
    """
    memory = state.memory()
    if not yes:
        if as_json or not sys.stdin.isatty():
            raise InvalidInput("prune forgets memories: pass --yes to confirm (no terminal to ask on)")
        count = len(memory.stale(older_than))
        if count == 0:
            click.echo(f"Nothing to prune: every memory was recorded or confirmed in the last {older_than} days")
            return
        if not click.confirm(f"Forget {count} memory(ies) not recorded or confirmed in {older_than} days?"):
            raise InvalidInput("prune cancelled; nothing was forgotten")
    forgotten = memory.prune(older_than)
    message = f"Forgot {len(forgotten)} memory(ies) not recorded or confirmed in {older_than} days"
    if as_json:
        emit_json({"forgotten": [item.to_dict() for item in forgotten], "message": message})
        return
    if forgotten:
        print_items(forgotten)
    click.echo(message)


def _kind(candidate: Candidate) -> str:
    return f"{candidate.category}, {candidate.confidence:.2f}"


@click.command()
@click.argument("session_id", metavar="SESSION")
@click.option("--review", is_flag=True, help="Ask keep? [y/N/edit] for each candidate and save the kept ones.")
@click.option(
    "--limit", type=click.IntRange(1, 100), default=10, show_default=True, help="At most this many candidates."
)
@json_option
@pass_state
def extract(state: CliState, session_id: str, review: bool, limit: int, as_json: bool) -> None:
    """Propose memories from a session's log; with --review, triage them: keep / drop / edit.

    Turns tagged as an earlier triage (meta kind "summarize") and injected memory blocks are left
    out; candidates already remembered or dropped before are skipped. Kept ones are saved as
    explicit memories (source user). The answers are logged in the session as a summarize turn.
    """
    memory = state.memory()
    if review and as_json:
        raise InvalidInput("--review asks questions on the terminal; it cannot be combined with --json")
    candidates = memory.triage(session_id, limit=limit)
    if not review:
        if as_json:
            emit_json({"candidates": [c.to_dict() for c in candidates], "session_id": session_id})
        elif not candidates:
            info(f"No new candidates in session {session_id}.")
        else:
            print_table(
                ["#", "candidate", "category", "confidence"],
                [[n, c.content, c.category, f"{c.confidence:.2f}"] for n, c in enumerate(candidates, 1)],
            )
        return
    if not candidates:
        click.echo(f"No new candidates in session {session_id}.")
        return
    kept: list[str] = []
    dropped: list[str] = []
    edited: list[tuple[str, str]] = []
    stopped = False
    for n, candidate in enumerate(candidates, 1):
        click.echo(f"[{n}/{len(candidates)}] candidate ({_kind(candidate)}): {candidate.content}")
        try:
            answer = click.prompt("keep? [y/N/edit]", default="", show_default=False).strip().lower()
            if answer in ("e", "edit"):
                text = click.prompt("new text", default=candidate.content, show_default=False).strip()
                if not text:
                    dropped.append(candidate.content)
                    click.echo("dropped (empty text)")
                    continue
                result = memory.accept(candidate, content=text)
                edited.append((candidate.content, result.item.content))
            elif answer in ("y", "yes"):
                result = memory.accept(candidate)
                kept.append(result.item.content)
            else:
                dropped.append(candidate.content)
                continue
        except click.Abort:
            stopped = True
            break
        verb = "saved" if result.created else "already remembered"
        click.echo(f"{verb} #{result.item.id}: {result.item.content}")
    if kept or dropped or edited:
        memory.append_turn(
            session_id, "assistant", summary_text(kept, dropped, edited), meta=summary_meta(kept, dropped, edited)
        )
    note = "; stopped early, the rest are undecided" if stopped else ""
    click.echo(
        f"Kept {len(kept) + len(edited)} of {len(candidates)} candidate(s) "
        f"({len(edited)} edited), dropped {len(dropped)}{note}"
    )


COMMANDS = [decay, prune, extract]
