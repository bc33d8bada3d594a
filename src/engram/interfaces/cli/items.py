"""Item commands: remember, update, forget, confirm, link, list, show, history, undo, and the trash."""

from __future__ import annotations

import sys
from datetime import timedelta
from typing import Any

import click

from engram.errors import InvalidInput
from engram.interfaces.cli.output import (
    emit_json,
    event_dict,
    info,
    print_events,
    print_item_detail,
    print_items,
    print_table,
    short_time,
    with_undo_hint,
    write_payload,
)
from engram.interfaces.cli.state import CliState, json_option, pass_state
from engram.models import RELATIONS, SOURCES, WriteResult


def _report_write(result: WriteResult, as_json: bool) -> None:
    if as_json:
        emit_json(write_payload(result))
        return
    click.echo(with_undo_hint(result.message, result.event))


# ---- writes ----------------------------------------------------------------------------------
@click.command()
@click.argument("text")
@click.option(
    "--category",
    "-c",
    default="fact",
    show_default=True,
    help="profile, preference, style, fact, decision or project (or as configured).",
)
@click.option("--summary", help="Short form injected instead of TEXT.")
@click.option("--detail", help="Longer body: kept for recall, never injected.")
@click.option("--tag", "tags", multiple=True, help="A tag (repeat for more).")
@click.option("--source", type=click.Choice(SOURCES), default="user", show_default=True, help="Who stated it.")
@click.option("--confidence", type=float, help="0..1 for inferred memories; omit for explicit facts.")
@click.option("--session", help="Provenance: the session this came from.")
@click.option("--turn", "turns", multiple=True, help="Provenance: a supporting turn id (repeat for more).")
@json_option
@pass_state
def remember(
    state: CliState,
    text: str,
    category: str,
    summary: str | None,
    detail: str | None,
    tags: tuple[str, ...],
    source: str,
    confidence: float | None,
    session: str | None,
    turns: tuple[str, ...],
    as_json: bool,
) -> None:
    """Save a memory (an identical active one is returned instead of a copy).

    It goes to the global --namespace (default 'user').
    """
    provenance = None if session is None and not turns else {"session_id": session, "turn_ids": list(turns)}
    result = state.memory().remember(
        text,
        category=category,
        namespace=state.write_namespace,
        summary=summary,
        detail=detail,
        tags=tags,
        source=source,
        confidence=confidence,
        provenance=provenance,
    )
    _report_write(result, as_json)


@click.command()
@click.argument("ref")
@click.argument("text")
@click.option("--category", "-c", help="Move it to another category.")
@click.option("--summary", help="New summary (the old one is dropped when the text changes).")
@click.option("--detail", help="New detail (kept when omitted).")
@json_option
@pass_state
def update(
    state: CliState,
    ref: str,
    text: str,
    category: str | None,
    summary: str | None,
    detail: str | None,
    as_json: bool,
) -> None:
    """Supersede a memory with new TEXT; the old version is kept in its history.

    REF is an id (12 or #12) or a piece of the memory's text that matches exactly one memory.
    """
    kwargs: dict[str, Any] = {"category": category}
    if summary is not None:
        kwargs["summary"] = summary
    if detail is not None:
        kwargs["detail"] = detail
    result = state.memory().update(ref, text, **kwargs)
    if as_json:
        emit_json(write_payload(result))
        return
    click.echo(with_undo_hint(result.message, result.event))
    before = None if result.event is None else result.event.before
    if before is not None:
        click.echo(f"  was #{before['id']}: {before['content']}")


@click.command()
@click.argument("ref")
@json_option
@pass_state
def forget(state: CliState, ref: str, as_json: bool) -> None:
    """End-date a memory: no longer listed or injected, kept for audit, restorable.

    REF is an id (12 or #12) or a piece of the memory's text that matches exactly one memory.
    """
    _report_write(state.memory().forget(ref), as_json)


@click.command()
@click.argument("ref")
@json_option
@pass_state
def confirm(state: CliState, ref: str, as_json: bool) -> None:
    """Record that a memory was re-affirmed (it then resists decay).

    REF is an id (12 or #12) or a piece of the memory's text that matches exactly one memory.
    """
    _report_write(state.memory().confirm(ref), as_json)


@click.command()
@click.argument("from_ref", metavar="FROM")
@click.argument("to_ref", metavar="TO")
@click.option("--relation", "-r", type=click.Choice(RELATIONS), default="relates_to", show_default=True)
@json_option
@pass_state
def link(state: CliState, from_ref: str, to_ref: str, relation: str, as_json: bool) -> None:
    """Record a typed relationship from one memory to another (both refs like REF elsewhere)."""
    result = state.memory().link(from_ref, to_ref, relation)
    lk = result.link
    message = f"Linked #{lk.from_id} {lk.relation} #{lk.to_id} (link {lk.id})"
    if as_json:
        emit_json({"link": lk.to_dict(), "event": event_dict(result.event), "message": message})
        return
    click.echo(with_undo_hint(message, result.event))


# ---- reads -----------------------------------------------------------------------------------
@click.command(name="list")
@click.option("--category", "-c", help="Only this category.")
@click.option("--namespace", "-n", help="Only this namespace and those under it (e.g. 'projects').")
@click.option("--all", "include_inactive", is_flag=True, help="Include superseded and forgotten versions.")
@click.option("--as-of", metavar="WHEN", help="What was valid at WHEN (ISO-8601, e.g. 2026-05-01T10:00).")
@click.option("--source", type=click.Choice(SOURCES), help="Only memories from this source.")
@click.option("--limit", type=click.IntRange(min=1), help="At most this many.")
@json_option
@pass_state
def list_items(
    state: CliState,
    category: str | None,
    namespace: str | None,
    include_inactive: bool,
    as_of: str | None,
    source: str | None,
    limit: int | None,
    as_json: bool,
) -> None:
    """List active memories (oldest first), across all namespaces unless --namespace is given."""
    found = state.memory().list(
        category=category,
        namespace=namespace,
        include_inactive=include_inactive,
        as_of=as_of,
        source=source,
        limit=limit,
    )
    if as_json:
        emit_json([item.to_dict() for item in found])
    elif not found:
        info("No memories." if not (category or namespace or source or as_of) else "No memories match.")
    else:
        print_items(found, with_status=include_inactive)


@click.command()
@click.argument("item_id", metavar="ID")
@json_option
@pass_state
def show(state: CliState, item_id: str, as_json: bool) -> None:
    """Show one memory version by id (any status), with its active links."""
    memory = state.memory()
    item = memory.get(item_id)
    links = memory.links(item.id)
    if as_json:
        emit_json({"item": item.to_dict(), "links": [lk.to_dict() for lk in links]})
        return
    print_item_detail(item)
    if links:
        print_table(
            ["link", "from", "relation", "to"],
            [[lk.id, f"#{lk.from_id}", lk.relation, f"#{lk.to_id}"] for lk in links],
            title="Links",
        )


@click.command()
@click.argument("ref")
@json_option
@pass_state
def history(state: CliState, ref: str, as_json: bool) -> None:
    """Show every version of a memory and every event that touched it.

    REF is an id of any version, or a piece of an active memory's text.
    """
    hist = state.memory().history(ref)
    if as_json:
        emit_json(
            {
                "lineage": hist.lineage,
                "versions": [item.to_dict() for item in hist.versions],
                "events": [event.to_dict() for event in hist.events],
                "links": [lk.to_dict() for lk in hist.links],
            }
        )
        return
    print_items(hist.versions, with_status=True, title=f"Versions of memory #{hist.lineage}")
    print_events(hist.events, title="Events")


# ---- undo and the trash ----------------------------------------------------------------------
@click.command()
@click.argument("event_id", type=int, required=False, metavar="[EVENT_ID]")
@json_option
@pass_state
def undo(state: CliState, event_id: int | None, as_json: bool) -> None:
    """Undo the last change (or the given event), restoring exactly the state before it."""
    result = state.memory().undo(event_id)
    if as_json:
        emit_json({"undone": result.undone.to_dict(), "event": result.event.to_dict(), "message": result.message})
        return
    click.echo(result.message)


@click.command()
@click.argument("ref")
@json_option
@pass_state
def trash(state: CliState, ref: str, as_json: bool) -> None:
    """Move a memory (its whole version chain) to the trash; restorable during the trash window.

    REF is an id of any version, or a piece of an active memory's text.
    """
    _report_write(state.memory().trash(ref), as_json)


@click.command()
@click.argument("ref")
@json_option
@pass_state
def restore(state: CliState, ref: str, as_json: bool) -> None:
    """Take a memory out of the trash, or bring back a forgotten one.

    REF is an id of any version, or a piece of an active memory's text.
    """
    _report_write(state.memory().restore(ref), as_json)


@click.command()
@click.argument("ref", required=False)
@click.option("--yes", "-y", is_flag=True, help="Do not ask for confirmation (required without a terminal).")
@json_option
@pass_state
def purge(state: CliState, ref: str | None, yes: bool, as_json: bool) -> None:
    """Delete trashed memories for good (the only hard delete; it cannot be undone).

    Without REF: every memory in the trash for longer than the trash window. With REF: that
    trashed memory, now. Asks first unless --yes; with --json or without a terminal, --yes is
    required.
    """
    memory = state.memory()
    if not yes:
        if as_json or not sys.stdin.isatty():
            raise InvalidInput("purge deletes for good: pass --yes to confirm (no terminal to ask on)")
        what = (
            f"memory {ref!r} and all its versions"
            if ref
            else (f"every memory in the trash for more than {memory.policy.trash_days} days")
        )
        if not click.confirm(f"Permanently delete {what}?", default=False):
            raise InvalidInput("purge cancelled; nothing was deleted")
    result = memory.purge(ref)
    message = f"Purged {result.purged_items} memory version(s) in {len(result.purged_lineages)} chain(s)"
    if as_json:
        emit_json(
            {"purged_items": result.purged_items, "purged_lineages": list(result.purged_lineages), "message": message}
        )
        return
    click.echo(message)


@click.command()
@json_option
@pass_state
def trashed(state: CliState, as_json: bool) -> None:
    """List the trash, with when each memory will be purged."""
    memory = state.memory()
    found = memory.trashed()
    if as_json:
        emit_json([item.to_dict() for item in found])
        return
    if not found:
        info("The trash is empty.")
        return
    window = timedelta(days=memory.policy.trash_days)
    rows = []
    for item in found:
        assert item.trashed_at is not None
        due = item.to_dict()["trashed_at"]
        rows.append(
            [
                f"#{item.id}",
                item.category,
                item.content,
                short_time(due),
                (item.trashed_at + window).strftime("%Y-%m-%d"),
            ]
        )
    print_table(["id", "category", "content", "trashed", "purge after"], rows)


COMMANDS: tuple[click.Command, ...] = (
    remember,
    update,
    forget,
    confirm,
    link,
    list_items,
    show,
    history,
    undo,
    trash,
    restore,
    purge,
    trashed,
)
