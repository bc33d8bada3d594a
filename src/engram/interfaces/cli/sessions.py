"""``engram sessions``, ``engram sweep`` and ``engram daily``: the episodic side on the command line."""

from __future__ import annotations

import re
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import click

from engram.errors import InvalidInput
from engram.interfaces.cli.output import emit_json, info, print_table, short_time
from engram.interfaces.cli.state import CliState, json_option, pass_state
from engram.models import CloseResult, Session
from engram.private_files import make_private_dirs, write_private_text

GROUPS = ("Today", "Yesterday", "Previous 7 days", "Older")
_DURATION = re.compile(r"^\s*(\d+)\s*([smhd])\s*$")
_UNITS = {"s": "seconds", "m": "minutes", "h": "hours", "d": "days"}


def parse_duration(text: str) -> timedelta:
    """``30m``, ``2h``, ``1d`` (also ``45s``) → a timedelta."""
    match = _DURATION.match(text or "")
    if match is None:
        raise InvalidInput(f"not a duration: {text!r} (use e.g. 30m, 2h or 1d)")
    try:
        return timedelta(**{_UNITS[match.group(2)]: int(match.group(1))})
    except OverflowError as exc:
        raise InvalidInput(f"duration out of range: {text!r}") from exc


def group_of(session: Session, now: datetime) -> str:
    """The sidebar group (docs/decisions.md#chat-app) of a session by its last activity, in UTC days."""
    day = (session.last_turn_at or session.started_at).astimezone(UTC).date()
    age = (now.astimezone(UTC).date() - day).days
    if age <= 0:
        return GROUPS[0]
    if age == 1:
        return GROUPS[1]
    return GROUPS[2] if age <= 7 else GROUPS[3]


def _row(session: Session) -> list[object]:
    d = session.to_dict()
    return [session.id, session.title or "", session.status, session.turn_count, short_time(d["last_turn_at"])]


def _report_session(session: Session, message: str, as_json: bool) -> None:
    if as_json:
        emit_json({"session": session.to_dict(), "message": message})
    else:
        click.echo(message)


def _close_line(result: CloseResult) -> str:
    s = result.session
    if result.status == "closed":
        extra = f", {len(result.saved)} memory(ies) saved, {len(result.skipped)} skipped"
        digest = f", digest #{result.digest.id}" if result.digest is not None else ""
        return f"Closed session {s.id} (turns through {s.watermark}{digest}{extra})"
    return {
        "already-idle": f"Session {s.id} was already closed; nothing to do",
        "empty": f"Session {s.id} had no new conversation; marked {s.status}",
        "timed-out": f"Session {s.id} is being closed elsewhere (lock busy); left as it was",
    }[result.status]


@click.group(name="sessions")
def sessions_group() -> None:
    """Conversations: list, show, search, close, archive, trash, restore and purge sessions.

    A session is active while in use, idle once closed (its facts extracted and its digest
    written), archived when put away; the trash is separate and restorable for the trash window.
    """


@sessions_group.command(name="list")
@click.option("--status", type=click.Choice(["active", "idle", "archived"]), help="Only sessions in this state.")
@click.option("--trashed", is_flag=True, help="List the sessions in the trash instead.")
@click.option("--limit", type=click.IntRange(1, 100000), help="At most this many sessions.")
@json_option
@pass_state
def sessions_list(state: CliState, status: str | None, trashed: bool, limit: int | None, as_json: bool) -> None:
    """List sessions, most recent first, grouped Today / Yesterday / Previous 7 days / Older."""
    found = state.memory().sessions(status=status, trashed=trashed, limit=limit)
    now = datetime.now(UTC)
    if as_json:
        emit_json([s.to_dict() | {"group": group_of(s, now)} for s in found])
        return
    if not found:
        info("No sessions.")
        return
    columns = ["id", "title", "status", "turns", "last activity"]
    for group in GROUPS:
        rows = [_row(s) for s in found if group_of(s, now) == group]
        if rows:
            print_table(columns, rows, title=group)


@sessions_group.command(name="show")
@click.argument("session_id", metavar="ID")
@json_option
@pass_state
def sessions_show(state: CliState, session_id: str, as_json: bool) -> None:
    """Show a session: its state, its turns and its digests."""
    memory = state.memory()
    session = memory.get_session(session_id)
    turns = memory.turns(session_id)
    digests = memory.digests(session_id)
    if as_json:
        emit_json(
            {
                "session": session.to_dict(),
                "turns": [t.to_dict() for t in turns],
                "digests": [d.to_dict() for d in reversed(digests)],
            }
        )
        return
    d = session.to_dict()
    fields = ["id", "title", "namespace", "status", "turn_count", "watermark", "started_at", "last_turn_at"]
    fields += ["closed_at", "archived_at", "trashed_at", "summary"]
    print_table(["field", "value"], [[k, d[k]] for k in fields if d.get(k) not in (None, "")])
    if turns:
        rows = [[t.seq, t.role, short_time(t.to_dict()["at"]), t.text] for t in turns]
        print_table(["seq", "role", "at", "text"], rows, title="Turns")
    for digest in reversed(digests):
        click.echo(f"\nDigest #{digest.id} (turns {digest.turn_from}-{digest.turn_to})\n{digest.render()}")


@sessions_group.command(name="search")
@click.argument("query")
@click.option(
    "--limit", type=click.IntRange(1, 1000), default=20, show_default=True, help="At most this many sessions."
)
@json_option
@pass_state
def sessions_search(state: CliState, query: str, limit: int, as_json: bool) -> None:
    """Full-text search across the turns of your sessions; one line per session with a snippet."""
    matches = state.memory().search_sessions(query, limit=limit)
    if as_json:
        emit_json([m.to_dict() for m in matches])
        return
    if not matches:
        info("No matching sessions.")
        return
    rows = [[m.session.id, m.session.title or "", m.session.status, m.seq, m.snippet] for m in matches]
    print_table(["session", "title", "status", "turn", "snippet"], rows)


@sessions_group.command(name="close")
@click.argument("session_id", metavar="ID")
@click.option(
    "--timeout",
    type=click.FloatRange(0, 3600),
    default=60.0,
    show_default=True,
    help="Seconds to wait for the session's lock.",
)
@json_option
@pass_state
def sessions_close(state: CliState, session_id: str, timeout: float, as_json: bool) -> None:
    """Close a session: save the durable facts it stated, write its digest and the day's log entry."""
    result = state.memory().close_session(session_id, timeout=timeout)
    if as_json:
        emit_json(result.to_dict() | {"message": _close_line(result)})
        return
    click.echo(_close_line(result))
    for saved in result.saved:
        click.echo(f"  + #{saved.item.id} ({saved.item.category}) {saved.item.content}")
    for content, reason in result.skipped:
        click.echo(f"  - {content}: {reason}")


@sessions_group.command(name="archive")
@click.argument("session_id", metavar="ID")
@json_option
@pass_state
def sessions_archive(state: CliState, session_id: str, as_json: bool) -> None:
    """Archive a closed (idle) session; sending it a new turn makes it active again."""
    session = state.memory().archive_session(session_id)
    _report_session(session, f"Session {session.id} archived", as_json)


@sessions_group.command(name="trash")
@click.argument("session_id", metavar="ID")
@json_option
@pass_state
def sessions_trash(state: CliState, session_id: str, as_json: bool) -> None:
    """Move a session to the trash (restorable for the trash window; its turns leave recall)."""
    memory = state.memory()
    session = memory.trash_session(session_id)
    _report_session(
        session, f"Session {session.id} moved to trash ({memory.policy.trash_days} days to restore)", as_json
    )


@sessions_group.command(name="restore")
@click.argument("session_id", metavar="ID")
@json_option
@pass_state
def sessions_restore(state: CliState, session_id: str, as_json: bool) -> None:
    """Take a session out of the trash."""
    session = state.memory().restore_session(session_id)
    _report_session(session, f"Session {session.id} restored", as_json)


@sessions_group.command(name="purge")
@click.argument("session_id", metavar="[ID]", required=False)
@click.option("--yes", "-y", is_flag=True, help="Do not ask for confirmation (required without a terminal).")
@json_option
@pass_state
def sessions_purge(state: CliState, session_id: str | None, yes: bool, as_json: bool) -> None:
    """Delete trashed sessions for good, with their turns, digests and daily entries.

    Without ID: every session in the trash for longer than the trash window. With ID: that trashed
    session, now. Asks first unless --yes; with --json or without a terminal, --yes is required.
    """
    memory = state.memory()
    if not yes:
        if as_json or not sys.stdin.isatty():
            raise InvalidInput("purge deletes for good: pass --yes to confirm (no terminal to ask on)")
        what = f"session {session_id!r}" if session_id else "every session in the trash past its window"
        if not click.confirm(f"Permanently delete {what}?", default=False):
            raise InvalidInput("purge cancelled; nothing was deleted")
    purged = memory.purge_sessions(session_id)
    message = f"Purged {len(purged)} session(s)"
    if as_json:
        emit_json({"purged": purged, "message": message})
    else:
        click.echo(message)


@click.command(name="sweep")
@click.option(
    "--idle",
    "idle_text",
    default="30m",
    show_default=True,
    help="Close active sessions idle longer than this (30m, 2h, 1d).",
)
@json_option
@pass_state
def sweep(state: CliState, idle_text: str, as_json: bool) -> None:
    """Close abandoned sessions and purge sessions whose trash window has ended (run it from cron)."""
    results = state.memory().sweep(parse_duration(idle_text))
    if as_json:
        emit_json([r.to_dict() for r in results])
        return
    for result in results:
        click.echo(_close_line(result))
    if not results:
        info("No idle sessions to close.")


@click.group(name="daily")
def daily_group() -> None:
    """The daily log: one "# Daily Memory: YYYY-MM-DD" document per day, written as sessions close."""


@daily_group.command(name="export")
@click.argument("directory", metavar="DIR", type=click.Path(file_okay=False, path_type=Path))
@click.option("--namespace", "namespace", metavar="NS", help="Whose daily log [default: the write namespace].")
@json_option
@pass_state
def daily_export(state: CliState, directory: Path, namespace: str | None, as_json: bool) -> None:
    """Write each day's document to DIR/memory/YYYY-MM-DD.md (existing days are overwritten)."""
    memory = state.memory()
    ns = namespace or state.write_namespace
    target = directory / "memory"
    written: list[dict[str, Any]] = []
    days = memory.daily_days(ns)
    if days:
        make_private_dirs(target)
    for day in days:
        path = target / f"{day}.md"
        write_private_text(path, memory.daily_read(day, ns))
        written.append({"day": day, "path": str(path)})
    message = f"Wrote {len(written)} daily file(s) to {target}"
    if as_json:
        emit_json({"files": written, "message": message})
    else:
        click.echo(message)


COMMANDS: tuple[click.Command, ...] = (sessions_group, sweep, daily_group)
