"""Printing: stable JSON for programs, rich tables for people, and one way to render errors.

``rich`` is imported inside the functions that draw tables so ``engram --help`` stays fast.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

import click

from engram.errors import Ambiguous, EngramError

if TYPE_CHECKING:
    from rich.console import Console

    from engram.models import Block, Event, Item, WriteResult


# ---- JSON ------------------------------------------------------------------------------------
def emit_json(data: Any) -> None:
    """One JSON document on stdout; non-ASCII text is kept as is."""
    click.echo(json.dumps(data, ensure_ascii=False, indent=2))


def event_dict(event: Event | None) -> dict[str, Any] | None:
    return None if event is None else event.to_dict()


def write_payload(result: WriteResult) -> dict[str, Any]:
    """The JSON shape of every item write: ``{"item", "event", "created", "message"}``."""
    return {
        "item": result.item.to_dict(),
        "event": event_dict(result.event),
        "created": result.created,
        "message": result.message,
    }


def with_undo_hint(message: str, event: Event | None) -> str:
    return message if event is None else f"{message}  · undo: engram undo {event.id}"


# ---- text and tables -------------------------------------------------------------------------
def console(*, stderr: bool = False) -> Console:
    from rich.console import Console

    stream = sys.stderr if stderr else sys.stdout
    width = None if stream.isatty() else 200
    return Console(file=stream, width=width, highlight=False, markup=False, emoji=False)


def print_table(columns: Sequence[str], rows: Iterable[Sequence[object]], *, title: str | None = None) -> None:
    from rich.table import Table
    from rich.text import Text

    table = Table(title=title, title_justify="left", show_lines=False)
    for name in columns:
        table.add_column(name, overflow="fold")
    for row in rows:
        table.add_row(*(Text("" if cell is None else str(cell)) for cell in row))
    console().print(table)


def short_time(text: str | None) -> str:
    """``2026-05-01T10:00:00.123456Z`` → ``2026-05-01 10:00:00`` for tables."""
    return "" if not text else text[:19].replace("T", " ")


def item_rows(items: Sequence[Item], *, with_status: bool) -> tuple[list[str], list[list[object]]]:
    columns = ["id", "category", "namespace", "content", "source", "confidence", "since"]
    if with_status:
        columns.insert(1, "status")
    rows: list[list[object]] = []
    for item in items:
        d = item.to_dict()
        row: list[object] = [
            f"#{item.id}",
            item.category,
            item.namespace,
            item.summary or item.content,
            item.source,
            "explicit" if item.confidence is None else f"{item.confidence:.2f}",
            short_time(d["valid_from"]),
        ]
        if with_status:
            row.insert(1, item.status)
        rows.append(row)
    return columns, rows


def print_items(items: Sequence[Item], *, with_status: bool = False, title: str | None = None) -> None:
    columns, rows = item_rows(items, with_status=with_status)
    print_table(columns, rows, title=title)


def print_item_detail(item: Item) -> None:
    data = item.to_dict()
    provenance = data.pop("provenance")
    data["tags"] = ", ".join(data["tags"])
    data["provenance"] = (
        ""
        if provenance["session_id"] is None and not provenance["turn_ids"]
        else f"session {provenance['session_id']} turns {', '.join(provenance['turn_ids']) or '-'}"
    )
    if data["confidence"] is None:
        data["confidence"] = "explicit"
    order = [
        "id",
        "status",
        "category",
        "namespace",
        "content",
        "summary",
        "detail",
        "tags",
        "source",
        "confidence",
        "provenance",
        "valid_from",
        "valid_until",
        "recorded_at",
        "last_confirmed_at",
        "supersedes",
        "superseded_by",
        "lineage",
        "trashed_at",
    ]
    print_table(["field", "value"], [[k, data.get(k)] for k in order if data.get(k) not in (None, "")])


def print_blocks(blocks: Sequence[Block]) -> None:
    rows = []
    for b in blocks:
        first = b.content.strip().splitlines()[0] if b.content.strip() else ""
        rows.append(
            [
                b.namespace,
                b.category or "",
                b.version,
                len(b.content),
                short_time(b.to_dict()["recorded_at"]),
                first[:80],
            ]
        )
    print_table(["namespace", "category", "version", "chars", "written", "first line"], rows)


def print_events(events: Sequence[Event], *, title: str | None = None) -> None:
    rows = []
    for e in events:
        target = f"{e.target_kind} #{e.target_id}" if e.target_id is not None else e.target_kind
        note = f"undoes {e.undoes}" if e.undoes is not None else ("undone" if e.undone else "")
        rows.append([e.id, short_time(e.to_dict()["at"]), e.op, target, e.actor, note])
    print_table(["event", "at", "op", "target", "actor", "note"], rows, title=title)


def info(message: str) -> None:
    """A note for people on stderr (keeps stdout clean for piping)."""
    click.echo(message, err=True)


# ---- errors ----------------------------------------------------------------------------------
def render_error(exc: EngramError, *, as_json: bool) -> int:
    """Print an ``EngramError`` for the chosen audience and return its exit code."""
    if as_json:
        emit_json({"error": {"code": exc.code, "message": exc.message, "details": exc.details}})
        return exc.exit_code
    click.echo(f"error: {exc.message}", err=True)
    if isinstance(exc, Ambiguous):
        click.echo("candidates:", err=True)
        for item_id, content in exc.candidates:
            click.echo(f"  #{item_id}  {content}", err=True)
    return exc.exit_code


def render_usage_error(message: str, *, as_json: bool, usage: str | None = None) -> None:
    if as_json:
        emit_json({"error": {"code": "invalid_input", "message": message, "details": {"usage": usage}}})
        return
    if usage:
        click.echo(usage.rstrip(), err=True)
    click.echo(f"error: {message}", err=True)
