"""``engram doctor``: check the installation, the store and the wiring, and say how to fix each problem.

Exit codes: 0 when no check fails (warnings allowed), 4 when at least one fails; 1 for a usage
error, as everywhere in the CLI.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

from engram.errors import EngramError
from engram.interfaces.cli.output import emit_json
from engram.interfaces.cli.state import CliState, json_option, pass_state

if TYPE_CHECKING:
    from engram.interfaces.doctor import Report

EXIT_CHECK_FAILED = 4
LABELS = {"ok": "ok  ", "warn": "warn", "fail": "FAIL"}


@click.command(name="doctor")
@click.option(
    "--project",
    type=click.Path(file_okay=False, path_type=Path),
    metavar="DIR",
    help="The project whose .claude/settings.json, .mcp.json and other client files to check [default: .].",
)
@json_option
@pass_state
def doctor(state: CliState, project: Path | None, as_json: bool) -> int:
    """Check what works and what does not, with the fix for each problem.

    Looks at the settings; the store (path, file and folder permissions, schema version); the
    capture spool; the embedder (model, dimension, whether it made the vectors already stored); the
    LLM (one GET of its model list, no content sent; nothing when none is configured); the HTTP API
    keys; Claude Code's hooks (user and project settings) and MCP client configurations.

    It opens the store as any command does (an older schema is migrated, captured turns are taken
    in) but never creates one. Exit codes: 0 no check failed (warnings allowed), 4 a check failed.
    """
    from engram.interfaces.cli.hooks import engram_executable
    from engram.interfaces.doctor import Places, diagnose

    try:
        executable: str | None = engram_executable()
    except EngramError:
        executable = None
    places = Places(home=Path.home(), project=(project or Path.cwd()).absolute())
    report = diagnose(state.settings, places, executable)
    if as_json:
        emit_json(report.to_dict())
    else:
        _print(report)
    return EXIT_CHECK_FAILED if report.worst == "fail" else 0


def _print(report: Report) -> None:

    click.echo(f"engram {report.version}")
    width = max((len(c.name) for c in report.checks), default=0)
    for check in report.checks:
        label = LABELS[check.status]
        if check.status != "ok":
            label = click.style(label, fg="red" if check.status == "fail" else "yellow", bold=True)
        click.echo(f"  {label}  {check.name.ljust(width)}  {check.detail}")
        if check.fix:
            click.echo(f"        {' ' * width}  fix: {check.fix}")
    failures, warnings = report.count("fail"), report.count("warn")
    summary = f"{report.count('ok')} ok, {warnings} warning{'s' * (warnings != 1)}, {failures} failed"
    click.echo(summary)


COMMANDS: tuple[click.Command, ...] = (doctor,)
