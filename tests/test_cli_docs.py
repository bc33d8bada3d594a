"""docs/cli.md must document every command, subcommand and option, and every command must have help."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import click
import pytest

from engram.interfaces.cli.main import cli

DOCS = Path(__file__).resolve().parents[1] / "docs" / "cli.md"


def walk(command: click.Command, path: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...], click.Command]]:
    yield path, command
    if isinstance(command, click.Group):
        for name in sorted(command.commands):
            yield from walk(command.commands[name], (*path, name))


def sections() -> dict[str, str]:
    """``### engram block write`` heading → the text up to the next heading."""
    found: dict[str, str] = {}
    title: str | None = None
    lines: list[str] = []
    for line in DOCS.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            if title is not None:
                found[title] = "\n".join(lines)
            match = re.match(r"^#{2,3} (engram(?: [a-z-]+)*|Global options)\s*$", line)
            title, lines = (match.group(1) if match else None), []
        else:
            lines.append(line)
    if title is not None:
        found[title] = "\n".join(lines)
    return found


COMMANDS = [pytest.param(path, command, id=" ".join(("engram", *path))) for path, command in walk(cli)]


def long_options(command: click.Command) -> list[str]:
    return [
        opt
        for param in command.params
        if isinstance(param, click.Option)
        for opt in param.opts
        if opt.startswith("--") and opt != "--help"
    ]


def test_the_tree_is_what_we_expect() -> None:
    names = {" ".join(path) for path, _ in walk(cli)}
    assert {"remember", "list", "undo", "block write", "bench write", "import", "export", "demo"} <= names


@pytest.mark.parametrize(("path", "command"), COMMANDS)
def test_every_command_has_help_text(path: tuple[str, ...], command: click.Command) -> None:
    assert (command.help or "").strip(), f"engram {' '.join(path)} has no help text"
    for param in command.params:
        if isinstance(param, click.Option) and "--help" not in param.opts and "--json" not in param.opts:
            described = param.help or (isinstance(param.type, click.Choice) and param.show_default)
            assert described, f"option {param.opts} of engram {' '.join(path)} has no help text"


@pytest.mark.parametrize(("path", "command"), COMMANDS)
def test_every_command_and_option_is_documented(path: tuple[str, ...], command: click.Command) -> None:
    docs = sections()
    title = "Global options" if not path else " ".join(("engram", *path))
    assert title in docs, f"docs/cli.md has no '### {title}' section"
    body = docs[title]
    for option in long_options(command):
        if option == "--json" and path[:1] != ("bench",):
            continue  # documented once for every command, see test_json_option_is_documented
        mentioned = re.search(rf"(?<![\w-]){re.escape(option)}(?![\w-])", body)
        assert mentioned, f"{option} of {title} is not in its docs/cli.md section"


def test_json_option_is_documented() -> None:
    text = DOCS.read_text(encoding="utf-8")
    assert "takes `--json`" in text and "## JSON output" in text


def test_exit_code_table_is_documented() -> None:
    text = DOCS.read_text(encoding="utf-8")
    for row in ("| 0 |", "| 1 |", "| 2 |", "| 3 |"):
        assert row in text
    for name in ("InvalidInput", "Conflict", "ScopeError", "NotFound", "Ambiguous", "StoreError", "ProviderError"):
        assert name in text
