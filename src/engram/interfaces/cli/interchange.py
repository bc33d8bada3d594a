"""``engram export`` and ``engram import``: engram JSONL, aish ``memory.jsonl`` and Markdown."""

from __future__ import annotations

from pathlib import Path
from typing import BinaryIO

import click

from engram.errors import InvalidInput, StoreError
from engram.interfaces.cli.output import emit_json, info
from engram.interfaces.cli.state import CliState, json_option, pass_state
from engram.models import ImportReport
from engram.private_files import write_private_text

FORMATS = ("jsonl", "aish", "markdown")
IMPORT_FORMATS = (*FORMATS, "mem0")


def _write_file(path: Path, fmt: str, text: str) -> None:
    try:
        if fmt == "aish":
            # Under aish's exclusive lock: a live aish writer makes this fail (StoreError, exit 3).
            from engram.items.interchange.aish_file import AishMemoryFile

            with AishMemoryFile(path) as live:
                live.replace_all(text)
        else:
            write_private_text(path, text)  # a backup holds every memory: 0600 like the store
    except OSError as exc:
        raise StoreError(f"cannot write {path}: {exc.strerror or exc}") from exc


@click.command()
@click.option(
    "--format",
    "fmt",
    type=click.Choice(FORMATS),
    default="jsonl",
    show_default=True,
    help="jsonl: everything (all versions, links, blocks, events); aish and markdown: active memories.",
)
@click.option(
    "--out",
    type=click.Path(dir_okay=False, path_type=Path),
    metavar="FILE",
    help="Write to FILE instead of stdout (aish: under the memory.jsonl writer lock).",
)
@json_option
@pass_state
def export(state: CliState, fmt: str, out: Path | None, as_json: bool) -> None:
    """Export this user's memory to stdout or a file."""
    text = state.memory().export(fmt)
    if out is None:
        if as_json:
            emit_json({"format": fmt, "out": None, "content": text})
        else:
            click.echo(text, nl=False)
        return
    path = out.expanduser()
    _write_file(path, fmt, text)
    lines = len(text.splitlines())
    message = f"Exported {fmt} to {path} ({lines} lines)"
    if as_json:
        emit_json(
            {"format": fmt, "out": str(path), "lines": lines, "bytes": len(text.encode("utf-8")), "message": message}
        )
    else:
        click.echo(message)


def _plural(n: int, word: str, plural: str | None = None) -> str:
    return f"{n} {word if n == 1 else (plural or word + 's')}"


def _summary(report: ImportReport) -> str:
    if report.dry_run and not report.errors:
        text = f"Dry run: would import {_plural(report.items, 'memory', 'memories')} from {report.format}"
        return text + (
            f" ({_plural(report.skipped_duplicates, 'duplicate')} skipped)" if report.skipped_duplicates else ""
        )
    if report.format == "mem0" and report.errors:
        return f"Nothing imported from mem0: {_plural(len(report.errors), 'record')} had errors"
    if not report.committed:
        return f"Nothing imported from {report.format}: {_plural(len(report.errors), 'line')} had errors (--strict)"
    parts = [
        _plural(
            report.items,
            "memory version" if report.format == "jsonl" else "memory",
            "memory versions" if report.format == "jsonl" else "memories",
        )
    ]
    if report.format == "jsonl":
        parts += [_plural(report.links, "link"), _plural(report.blocks, "block"), _plural(report.events, "event")]
    text = f"Imported {', '.join(parts)} from {report.format}"
    if report.skipped_duplicates:
        text += f" ({_plural(report.skipped_duplicates, 'duplicate')} skipped)"
    return text


def _imported_anything(report: ImportReport) -> bool:
    counts = (report.items, report.links, report.blocks, report.events, report.skipped_duplicates)
    return report.committed and any(counts)


def _read(source: BinaryIO) -> str:
    raw = source.read()
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InvalidInput(f"{source.name} is not UTF-8 text (byte {exc.start})") from exc


def _with_history(text: str, history: str) -> str:
    """One mem0 document from a get_all/search file and a history table file."""
    import json

    try:
        memories, rows = json.loads(text), json.loads(history)
    except json.JSONDecodeError as exc:
        raise InvalidInput(f"line {exc.lineno}: not JSON ({exc.msg}, column {exc.colno})") from exc
    if not isinstance(rows, list):
        raise InvalidInput("the --history file must be a JSON list of mem0 history rows")
    results = memories.get("results") if isinstance(memories, dict) else memories
    return json.dumps({"results": results, "history": rows})


def _show_plan(report: ImportReport) -> None:
    for memory in report.planned:
        versions = memory["versions"]
        click.echo(f"would create [{memory['category']}] {memory['namespace']}: {versions[-1]['content']}")
        for old in versions[:-1]:
            click.echo(f"    earlier version ({old['valid_from']}): {old['content']}")


@click.command(name="import")
@click.argument("source", type=click.File("rb"), metavar="FILE|-")
@click.option("--format", "fmt", type=click.Choice(IMPORT_FORMATS), default="jsonl", show_default=True)
@click.option("--strict", is_flag=True, help="Import nothing if any line has an error (mem0: always).")
@click.option("--dry-run", is_flag=True, help="mem0: write nothing; show what would be created.")
@click.option(
    "--from-user", "mem0_user", metavar="ID", help="mem0: the user_id whose memories are yours (default: --user)."
)
@click.option(
    "--history",
    type=click.File("rb"),
    metavar="FILE",
    help="mem0: its history table (a JSON list of rows), so edits become versions.",
)
@json_option
@pass_state
def import_cmd(
    state: CliState,
    source: BinaryIO,
    fmt: str,
    strict: bool,
    dry_run: bool,
    mem0_user: str | None,
    history: BinaryIO | None,
    as_json: bool,
) -> None:
    """Import memories from FILE (or stdin with '-') into this user's memory.

    Bad lines are reported as 'line N: message' on stderr. Exit 0 when valid lines were imported
    (a warning names the skipped lines); exit 1 when there were errors and nothing was imported
    (always the case with --strict). aish and markdown imports go to the global --namespace.

    --format mem0 reads mem0's get_all()/search() JSON (and --history, its history table): only
    the memories of one mem0 user (--from-user, default your --user) and those with no user_id are
    imported; agent_id and run_id become namespace parts under --namespace. A bad record means
    nothing is imported (exit 1, 'record N: message').
    """
    if fmt != "mem0" and (dry_run or mem0_user or history):
        raise InvalidInput("--dry-run, --from-user and --history are for --format mem0")
    text = _read(source)
    if history is not None:
        text = _with_history(text, _read(history))
    report = state.memory().import_(
        text, fmt, strict=strict, namespace=state.write_namespace, dry_run=dry_run, mem0_user=mem0_user
    )
    message = _summary(report)
    failed = bool(report.errors) and not _imported_anything(report)
    unit = "record" if fmt == "mem0" else "line"
    if as_json:
        emit_json(
            {
                "format": report.format,
                "items": report.items,
                "links": report.links,
                "blocks": report.blocks,
                "events": report.events,
                "skipped_duplicates": report.skipped_duplicates,
                "committed": report.committed,
                "errors": [{"line": e.line, "message": e.message} for e in report.errors],
                "skipped": [{"line": e.line, "message": e.message} for e in report.skipped],
                "planned": [dict(p) for p in report.planned],
                "dry_run": report.dry_run,
                "message": message,
            }
        )
    else:
        for error in report.errors:
            info(error.message if fmt == "mem0" else f"line {error.line}: {error.message}")
        for note in report.skipped:
            info(f"skipped {note.message}")
        bad = _plural(len(report.errors), f"bad {unit}")
        if failed:
            info(f"error: {message}" if not report.committed else f"error: nothing to import ({bad})")
        else:
            _show_plan(report)
            click.echo(message)
            if report.errors:
                info(f"warning: skipped {bad}; the valid lines were imported")
    if failed:
        click.get_current_context().exit(1)


COMMANDS: tuple[click.Command, ...] = (export, import_cmd)
