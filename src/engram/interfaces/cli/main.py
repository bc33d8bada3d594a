"""``engram``: the root click group, global options and the one error handler.

Exit codes: 0 ok · 1 invalid input (InvalidInput, Conflict, ScopeError, and click usage errors) ·
2 not found or ambiguous · 3 store or provider error · 4 ``engram doctor`` found a failing check.
An ``EngramError`` never prints a traceback.
"""

from __future__ import annotations

import errno
import os
import sys
from collections.abc import Sequence
from typing import Any

import click

from engram import __version__
from engram.errors import EngramError
from engram.interfaces.cli.output import render_error, render_usage_error
from engram.interfaces.cli.state import CliState

EXIT_OK = 0
EXIT_INVALID = 1
EXIT_NOT_FOUND = 2
EXIT_STORE = 3
EXIT_CHECK_FAILED = 4  # engram doctor: a check failed (interfaces/cli/doctor.py)


def _wants_json(state: CliState, argv: Sequence[str]) -> bool:
    """``--json`` seen by a command; for errors raised while parsing, look at the raw arguments."""
    if state.json_mode:
        return True
    words = list(argv[: argv.index("--")] if "--" in argv else argv)
    return "--json" in words and "bench" not in words


def _silence_stdout() -> None:
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass


class EngramGroup(click.Group):
    """A group whose ``main`` maps every expected failure to the documented exit codes."""

    def main(
        self,
        args: Sequence[str] | None = None,
        prog_name: str | None = None,
        complete_var: str | None = None,
        standalone_mode: bool = True,
        **extra: Any,
    ) -> Any:
        argv = list(sys.argv[1:] if args is None else args)
        state = CliState()
        extra.setdefault("obj", state)
        code = self._run(state, argv, prog_name, complete_var, extra)
        if not standalone_mode:
            return code
        sys.exit(code)

    def _run(
        self, state: CliState, argv: list[str], prog_name: str | None, complete_var: str | None, extra: dict[str, Any]
    ) -> int:
        try:
            result = super().main(argv, prog_name, complete_var, standalone_mode=False, **extra)
            return result if isinstance(result, int) and not isinstance(result, bool) else EXIT_OK
        except EngramError as exc:
            return render_error(exc, as_json=_wants_json(state, argv))
        except click.exceptions.NoArgsIsHelpError as exc:
            click.echo(exc.ctx.get_help())
            return EXIT_OK
        except click.UsageError as exc:
            if _wants_json(state, argv):
                usage = exc.ctx.get_usage() if exc.ctx is not None else None
                render_usage_error(exc.format_message(), as_json=True, usage=usage)
            else:
                exc.show()
            return EXIT_INVALID
        except click.ClickException as exc:
            if _wants_json(state, argv):
                render_usage_error(exc.format_message(), as_json=True)
            else:
                exc.show()
            return EXIT_INVALID if exc.exit_code == 2 else exc.exit_code
        except click.Abort:
            click.echo("Aborted.", err=True)
            return EXIT_INVALID
        except OSError as exc:
            if exc.errno == errno.EPIPE:  # `engram list | head`: the reader went away; not an error
                _silence_stdout()
                return EXIT_OK
            raise
        finally:
            state.close()


@click.group(cls=EngramGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.option(
    "--db",
    envvar="ENGRAM_DB",
    metavar="PATH",
    help="SQLite database file, or a postgresql:// URL (needs engramdb[postgres]) [env ENGRAM_DB; "
    "default $ENGRAM_HOME/engram.db or ~/.local/share/engram/engram.db].",
)
@click.option(
    "--user",
    envvar="ENGRAM_USER",
    metavar="NAME",
    help="Whose memory to use; other users' memories are invisible [env ENGRAM_USER; default 'default'].",
)
@click.option(
    "--namespace",
    envvar="ENGRAM_NAMESPACE",
    metavar="NS",
    help="Namespace for new memories and imports [env ENGRAM_NAMESPACE; default 'user']. Reads are not filtered by it.",
)
@click.version_option(__version__, "--version", prog_name="engram", message="%(prog)s %(version)s")
@click.pass_context
def cli(ctx: click.Context, db: str | None, user: str | None, namespace: str | None) -> None:
    """engram: cross-session memory for LLM agents, on the command line.

    Memories are short facts (preferences, profile facts, decisions...). Every change is kept:
    updates supersede, forget end-dates, and any write can be undone with `engram undo`.

    Exit codes: 0 ok, 1 invalid input, 2 not found or ambiguous, 3 store error, 4 a doctor check failed.
    """
    state = ctx.ensure_object(CliState)
    state.db, state.user, state.namespace = db or None, user or None, namespace or None


def _register() -> None:
    from engram.bench import commands as bench
    from engram.bench import locomo as bench_locomo
    from engram.bench import scale as bench_scale
    from engram.interfaces.cli import blocks, demo, interchange, items, search, sessions

    assert bench_locomo and bench_scale  # they register `bench locomo` and `bench scale` on the bench group

    from engram.bench import capture as bench_capture
    from engram.interfaces.cli import hooks, mcp_cmd

    assert bench_capture  # registers `bench capture` on the bench group

    from engram.bench import serve as bench_serve
    from engram.interfaces.cli import serve

    assert bench_serve  # registers `bench serve` on the bench group

    from engram.bench import extract as bench_extract
    from engram.bench import hooks as bench_hooks

    assert bench_extract and bench_hooks  # they register `bench extract` and `bench hooks` on the bench group

    from engram.bench import truth as bench_truth

    assert bench_truth  # registers `bench truth` on the bench group

    from engram.interfaces.cli import chat_cmd, extract_cmd

    for module in (
        items,
        blocks,
        search,
        interchange,
        bench,
        demo,
        sessions,
        hooks,
        mcp_cmd,
        serve,
        chat_cmd,
        extract_cmd,
    ):
        for command in module.COMMANDS:
            cli.add_command(command)

    from engram.interfaces.cli import dream_cmd

    for command in dream_cmd.COMMANDS:
        cli.add_command(command)

    from engram.interfaces.cli import migrate_cmd

    for command in migrate_cmd.COMMANDS:
        cli.add_command(command)

    from engram.interfaces.cli import (
        doctor,
        worker_cmd,  # also registers `install worker`
    )

    for command in (*doctor.COMMANDS, *worker_cmd.COMMANDS):
        cli.add_command(command)


_register()


def main(args: Sequence[str] | None = None) -> None:
    """Console-script entry point: runs one command and exits with its exit code."""
    cli.main(args=args, prog_name="engram")


if __name__ == "__main__":  # pragma: no cover
    main()
