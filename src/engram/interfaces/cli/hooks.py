"""``engram hook …`` (the Claude Code hooks, as click commands) and ``engram install claude-code``.

Claude Code itself runs ``engram hook <name>`` through the fast launcher (:mod:`engram.interfaces.cli.entry`),
which skips click; these commands are the same hooks reached through the full CLI (with ``--help``,
or after global options such as ``engram --db FILE hook capture``).
"""

from __future__ import annotations

import copy
import json
import os
import shlex
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

import click

from engram.errors import InvalidInput, StoreError
from engram.interfaces.cli.output import info
from engram.interfaces.cli.state import CliState, pass_state

# Event → the hooks it runs, in order (SessionStart: finalize, then recall).
WIRING: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Stop", ("capture",)),
    ("SessionStart", ("finalize", "recall")),
    ("UserPromptSubmit", ("recall",)),
    ("SessionEnd", ("endmark",)),
)

HOOK_HELP = {
    "capture": "Stop hook: store the transcript lines written since the last capture as turns "
    "(redacted first; no model, no network, no embedding).",
    "endmark": "SessionEnd hook: record that the session ended (ended_at in its metadata), nothing else.",
    "finalize": "SessionStart hook: close the sessions left dirty in this repository and branch, "
    "except the one starting.",
    "recall": "SessionStart and UserPromptSubmit hook: print the context block, digests and memories "
    "for Claude Code as additionalContext JSON.",
}


@click.group(name="hook")
def hook_group() -> None:
    """Claude Code hooks: each reads the hook's JSON on stdin and always exits 0.

    Errors go to $ENGRAM_HOME/logs/hooks.log; ENGRAM_HOOK_ACTIVE makes every hook a no-op.
    """


def _add_hook(name: str) -> None:
    @hook_group.command(name=name, help=HOOK_HELP[name])
    @pass_state
    def command(state: CliState) -> None:
        from engram.interfaces.hooks import run

        run(name, db=state.db, owner=state.user)


for _name in HOOK_HELP:
    _add_hook(_name)


# ---- install ---------------------------------------------------------------------------------
def engram_executable() -> str:
    """The absolute path of the ``engram`` console script that is running (or next to this Python)."""
    argv0 = sys.argv[0] if sys.argv else ""
    if Path(argv0).name == "engram" and os.path.isfile(argv0):
        return os.path.abspath(argv0)
    beside = Path(sys.executable).parent / "engram"
    if beside.is_file():
        return str(beside.absolute())
    found = shutil.which("engram")
    if found:
        return os.path.abspath(found)
    raise InvalidInput("cannot find the engram executable: install engram (pip install engramdb) and run this again")


def hook_command(executable: str, name: str) -> str:
    return f"{shlex.quote(executable)} hook {name}"


def engram_hook(command: object) -> tuple[str, str] | None:
    """``(executable, hook name)`` when a settings entry's command runs one of engram's hooks, however
    it was customised: with variables set first (``ENGRAM_DB=… engram hook capture``, also through
    ``env``) or global options between (``engram --db FILE hook capture``); else None."""
    if not isinstance(command, str):
        return None
    try:
        words = shlex.split(command)
    except ValueError:
        return None
    while words and (_is_assignment(words[0]) or (Path(words[0]).name == "env" and len(words) > 1)):
        words = words[1:]
    if len(words) < 3 or Path(words[0]).name != "engram" or words[-2] != "hook":
        return None
    return words[0], words[-1]


def _is_engram_hook(command: object, name: str) -> bool:
    found = engram_hook(command)
    return found is not None and found[1] == name


def _is_plain(command: str, name: str) -> bool:
    """``<path>/engram hook <name>`` and nothing else: the form ``install`` writes (and may repoint)."""
    words = shlex.split(command)
    return len(words) == 3 and Path(words[0]).name == "engram" and words[1:] == ["hook", name]


def _is_assignment(word: str) -> bool:
    key, equals, _ = word.partition("=")
    return bool(equals) and key.isidentifier()


def merge_settings(settings: dict[str, Any], executable: str) -> tuple[dict[str, Any], list[str]]:
    """Claude Code settings with engram's hooks added: a new dict and what changed.

    Other keys and other hooks are kept as they are. An engram hook already wired (found by its
    ``engram hook <name>`` command, whatever the path) is left alone, or pointed at ``executable``
    if it names another engram; a missing one is added in its own matcher group.
    """
    merged = copy.deepcopy(settings)
    hooks = merged.setdefault("hooks", {})
    if not isinstance(hooks, dict):
        raise InvalidInput('"hooks" in the settings file is not an object; fix it by hand, nothing was changed')
    changes: list[str] = []
    for event, names in WIRING:
        groups = hooks.setdefault(event, [])
        if not isinstance(groups, list):
            raise InvalidInput(
                f'"hooks.{event}" in the settings file is not a list; fix it by hand, nothing was changed'
            )
        missing: list[str] = []
        for name in names:
            wanted = hook_command(executable, name)
            found = False
            for group in groups:
                entries = group.get("hooks") if isinstance(group, dict) else None
                for entry in entries if isinstance(entries, list) else []:
                    if isinstance(entry, dict) and _is_engram_hook(entry.get("command"), name):
                        found = True  # a customised command is the user's: kept as written
                        if entry["command"] != wanted and _is_plain(entry["command"], name):
                            entry["command"] = wanted
                            changes.append(f"{event}: updated to {wanted}")
            if not found:
                missing.append(wanted)
        if missing:
            groups.append({"matcher": "", "hooks": [{"type": "command", "command": c} for c in missing]})
            changes += [f"{event}: added {c}" for c in missing]
    return merged, changes


def _read_settings(path: Path) -> dict[str, Any]:
    if not path.exists():
        return {}
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise InvalidInput(f"cannot read {path}: {exc}; nothing was changed") from exc
    if not text.strip():
        return {}
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise InvalidInput(f"{path} is not valid JSON ({exc}); fix it by hand, nothing was changed") from exc
    if not isinstance(data, dict):
        raise InvalidInput(f"{path} does not hold a JSON object; fix it by hand, nothing was changed")
    return data


def _write_atomically(path: Path, text: str) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        mode = path.stat().st_mode & 0o7777 if path.exists() else 0o644
        fd, tmp = tempfile.mkstemp(prefix=".settings-", suffix=".json", dir=path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                handle.write(text)
                handle.flush()
                os.fsync(handle.fileno())
            os.chmod(tmp, mode)
            os.replace(tmp, path)
        except BaseException:
            os.unlink(tmp)
            raise
    except OSError as exc:
        raise StoreError(f"cannot write {path}: {exc.strerror or exc}") from exc


@click.group(name="install")
def install_group() -> None:
    """Connect engram to an agent."""


@install_group.command(name="claude-code")
@click.option(
    "--project",
    type=click.Path(file_okay=False, path_type=Path),
    metavar="DIR",
    help="Install into DIR/.claude/settings.json (this project only) instead of ~/.claude/settings.json "
    "(every project).",
)
@click.option("--dry-run", is_flag=True, help="Print the settings that would be written; change nothing.")
@click.option(
    "--worker",
    type=click.Choice(["systemd", "launchd"]),
    help="Also write a systemd user unit or a launchd agent that starts `engram worker` (hybrid prompt "
    "recall for the hooks) with your session.",
)
@pass_state
def install_claude_code(state: CliState, project: Path | None, dry_run: bool, worker: str | None) -> None:
    """Add engram's hooks to Claude Code's settings: Stop → capture, SessionStart → finalize then
    recall, UserPromptSubmit → recall, SessionEnd → endmark.

    Other settings and hooks are kept; running it again changes nothing. A hook you customised
    (``ENGRAM_DB=… engram hook capture``, ``engram --db FILE hook capture``) counts as installed and
    is kept as you wrote it. A settings file that is not valid JSON, or a --project folder that does
    not exist, is left untouched (exit 1).
    """
    if project is not None and not project.expanduser().is_dir():
        raise InvalidInput(f"--project {project}: no such folder; nothing was created")
    base = project.expanduser() if project is not None else Path.home()
    path = (base / ".claude" / "settings.json").absolute()
    current = _read_settings(path)
    merged, changes = merge_settings(current, engram_executable())
    text = json.dumps(merged, indent=2, ensure_ascii=False) + "\n"
    if dry_run:
        click.echo(text, nl=False)
        info(f"dry run: {path} not changed" + (f" ({len(changes)} changes pending)" if changes else ""))
        if worker is not None:
            info("dry run: no worker unit written (see it with: engram install worker)")
        return
    if not changes:
        click.echo(f"engram hooks already installed in {path}; nothing changed")
    else:
        _write_atomically(path, text)
        for change in changes:
            click.echo(f"  {change}")
        click.echo(f"engram hooks installed in {path}")
    if worker is not None:
        from engram.interfaces.cli.worker_units import write_unit

        unit, start = write_unit(worker, engram_executable(), state.settings().home)
        click.echo(f"engram worker unit written to {unit}; start it now and at every login with: {start}")


COMMANDS: tuple[click.Command, ...] = (hook_group, install_group)
