"""``engram demo``: a short guided tour on a fresh database, printing what it does at each step."""

from __future__ import annotations

import shlex
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

import click

from engram.interfaces.cli.output import print_items, with_undo_hint
from engram.interfaces.cli.state import CliState, pass_state

if TYPE_CHECKING:
    from engram.memory import Memory


def _step(number: int, text: str) -> None:
    click.echo("")
    click.echo(click.style(f"{number}. {text}", bold=True))


def _print_context(memory: Memory) -> None:
    click.echo("   memory.context() renders what an agent gets at session start:")
    click.echo("")
    click.echo(memory.context().text.rstrip())


@click.command()
@click.option(
    "--db",
    "db",
    type=click.Path(dir_okay=False),
    metavar="PATH",
    help="Use this SQLite file instead of a fresh one in a new temporary folder (kept afterwards).",
)
@pass_state
def demo(state: CliState, db: str | None) -> None:
    """A guided tour: remember, list, update, history, undo and the context block."""
    from engram.memory import Memory
    from engram.settings import Settings

    path = Path(db).expanduser() if db else Path(tempfile.mkdtemp(prefix="engram-demo-")) / "engram.db"
    settings = Settings.load(db=str(path), owner=state.user)
    click.echo(f"engram demo: a fresh memory for user {settings.owner!r} at {path}")
    with Memory.from_settings(settings) as memory:
        _step(1, "Remember three things: a preference, a profile fact and a decision")
        saved = [
            memory.remember("Prefers short answers without disclaimers", category="preference"),
            memory.remember("Works as a data engineer in Lisbon", category="profile"),
            memory.remember("Chose SQLite as the default store for side projects", category="decision"),
        ]
        for result in saved:
            click.echo(f"   {with_undo_hint(result.message, result.event)}   {result.item.content}")
        _step(2, "List what is remembered  (engram list)")
        print_items(memory.list())

        profile = saved[1].item
        _step(3, f'Update the profile fact  (engram update {profile.id} "...Porto")')
        updated = memory.update(profile.id, "Works as a data engineer in Porto")
        click.echo(f"   {with_undo_hint(updated.message, updated.event)}")
        old = memory.get(profile.id)
        click.echo(
            f"   The old version is kept: #{old.id} is now {old.status} (superseded by #{old.superseded_by}),"
            f" valid until {old.to_dict()['valid_until']}"
        )

        _step(4, f"History of that memory  (engram history {updated.item.id})")
        history = memory.history(updated.item.id)
        print_items(history.versions, with_status=True)
        for event in history.events:
            click.echo(f"   event {event.id}: {event.op} #{event.target_id} by {event.actor}")

        _step(5, "Undo the update  (engram undo)")
        undone = memory.undo()
        click.echo(f"   {undone.message}")
        back = memory.get(profile.id)
        click.echo(f"   #{back.id} is {back.status} again: {back.content}")
        print_items(memory.list())

        _step(6, "The context block an agent would see")
        _print_context(memory)

    prefix = f"engram --db {shlex.quote(str(path))}"
    if settings.owner != "default":
        prefix += f" --user {shlex.quote(settings.owner)}"
    click.echo("")
    click.echo(f"Database: {path}")
    click.echo("Try next:")
    for command in (
        "list",
        f"history {profile.id}",
        'remember "Likes tea more than coffee" -c preference',
        "undo",
        "export --format markdown",
    ):
        click.echo(f"  {prefix} {command}")


COMMANDS: tuple[click.Command, ...] = (demo,)
