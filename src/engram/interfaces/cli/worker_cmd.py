"""``engram worker`` and ``engram install worker`` (``engram doctor`` says whether the worker runs).

The worker keeps the embedding model loaded so the Claude Code hooks get the hybrid ranking for
each prompt (:mod:`engram.interfaces.worker`); the install command writes a systemd user unit or a
launchd agent that starts it with the user's session; doctor says whether it runs.
"""

from __future__ import annotations

import signal
import sys

import click

from engram.errors import InvalidInput
from engram.interfaces import worker_client
from engram.interfaces.cli.hooks import engram_executable, install_group
from engram.interfaces.cli.output import info
from engram.interfaces.cli.state import CliState, pass_state
from engram.interfaces.cli.worker_units import launchd_plist, systemd_unit, unit_environment, unit_path, write_unit


@click.command(name="worker")
@click.option(
    "--socket",
    "socket_path",
    type=click.Path(dir_okay=False),
    metavar="PATH",
    help="Listen here instead of beside the store [env ENGRAM_WORKER_SOCKET].",
)
@pass_state
def worker(state: CliState, socket_path: str | None) -> None:
    """Answer the Claude Code hooks' prompt recall with the hybrid ranking, the model kept loaded.

    Listens on a Unix socket beside the store (<db>.worker.sock, mode 0600, this OS user only) for
    the user given by --user. Stop it with Ctrl-C or SIGTERM. Without a worker the hooks rank
    lexically in their own process.
    """
    from engram.interfaces.worker import HookWorker
    from engram.memory import Memory

    settings = state.settings()
    path = socket_path or worker_client.socket_path(settings.db, str(settings.home))
    if path is None:
        raise InvalidInput(
            "no socket for this store (an in-memory store, or a path too long for a Unix socket): "
            "pass --socket PATH or set ENGRAM_WORKER_SOCKET"
        )
    memory = Memory.from_settings(settings, actor="worker")
    try:
        if memory.embedder is not None:
            memory.embedder.embed_query("warm up")  # load the model now, not on the first prompt
        hook_worker = HookWorker(memory, path, store_label=memory.store.location)
        signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
        model = memory.embedder.model_name if memory.embedder is not None else "none (lexical only)"
        click.echo(f"engram worker: listening on {path} for user {memory.owner!r}; embedder {model}")
        try:
            hook_worker.serve_forever()
        except KeyboardInterrupt:
            pass
        finally:
            hook_worker.stop()
    finally:
        memory.close()


@install_group.command(name="worker")
@click.option("--systemd", "kind", flag_value="systemd", help="A systemd user unit (Linux).")
@click.option("--launchd", "kind", flag_value="launchd", help="A launchd agent (macOS).")
@click.option("--write", is_flag=True, help="Write it to its standard place instead of printing it.")
@pass_state
def install_worker(state: CliState, kind: str | None, write: bool) -> None:
    """Start `engram worker` with your session: print (or --write) a systemd user unit or a launchd plist.

    The unit runs the engram found on this machine with this shell's ENGRAM_HOME, ENGRAM_DB,
    ENGRAM_USER, ENGRAM_CONFIG, ENGRAM_EMBEDDER and ENGRAM_WORKER_SOCKET, so it serves the same
    store and user as your hooks.
    """
    if kind is None:
        kind = "launchd" if sys.platform == "darwin" else "systemd"
    if not write:
        executable = engram_executable()
        env = unit_environment()
        home = state.settings().home
        click.echo(
            systemd_unit(executable, env) if kind == "systemd" else launchd_plist(executable, env, home), nl=False
        )
        info(f"print only: write it to {unit_path(kind)} with --write")
        return
    path, start = write_unit(kind, engram_executable(), state.settings().home)
    click.echo(f"wrote {path}")
    click.echo(f"start it now and at every login with: {start}")


COMMANDS: tuple[click.Command, ...] = (worker,)
