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


@click.command(name="import")
@click.argument("source", type=click.File("rb"), metavar="FILE|-")
@click.option("--format", "fmt", type=click.Choice(FORMATS), default="jsonl", show_default=True)
@click.option("--strict", is_flag=True, help="Import nothing if any line has an error.")
@json_option
@pass_state
def import_cmd(state: CliState, source: BinaryIO, fmt: str, strict: bool, as_json: bool) -> None:
    """Import memories from FILE (or stdin with '-') into this user's memory.

    Bad lines are reported as 'line N: message' on stderr. Exit 0 when valid lines were imported
    (a warning names the skipped lines); exit 1 when there were errors and nothing was imported
    (always the case with --strict). aish and markdown imports go to the global --namespace.
    """
    raw = source.read()
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InvalidInput(f"{source.name} is not UTF-8 text (byte {exc.start})") from exc
    report = state.memory().import_(text, fmt, strict=strict, namespace=state.write_namespace)
    message = _summary(report)
    failed = bool(report.errors) and not _imported_anything(report)
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
                "message": message,
            }
        )
    else:
        for error in report.errors:
            info(f"line {error.line}: {error.message}")
        bad = _plural(len(report.errors), "bad line")
        if failed:
            info(f"error: {message}" if not report.committed else f"error: nothing to import ({bad})")
        else:
            click.echo(message)
            if report.errors:
                info(f"warning: skipped {bad}; the valid lines were imported")
    if failed:
        click.get_current_context().exit(1)


COMMANDS: tuple[click.Command, ...] = (export, import_cmd)
