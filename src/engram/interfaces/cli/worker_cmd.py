"""``engram worker``, ``engram install worker`` and ``engram doctor``.

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
from engram.interfaces.cli.output import emit_json, info
from engram.interfaces.cli.state import CliState, json_option, pass_state
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


@click.command(name="doctor")
@json_option
@pass_state
def doctor(state: CliState, as_json: bool) -> None:
    """Show the store, the embedder, embeddings still pending and whether the hooks' worker runs."""
    from engram.app import open_store
    from engram.retrieval.vectors import pending_counts

    settings = state.settings()
    path = worker_client.socket_path(settings.db, str(settings.home))
    budget = max(worker_client.budget_ms(), 1000.0)
    reply = worker_client.ask(path, {"op": "ping", "owner": settings.owner}, budget / 1000)
    running = reply is not None and reply.get("ok") is True
    store = open_store(settings.db)
    try:
        pending = pending_counts(store, settings.owner)
    finally:
        store.close()
    report = {
        "store": settings.db,
        "user": settings.owner,
        "embedder": settings.embedder,
        "pending_embeddings": pending,
        "worker": {
            "socket": path,
            "running": running,
            "pid": reply.get("pid") if running and reply else None,
            "embedder": reply.get("embedder") if running and reply else None,
            "answer": None if reply is None or running else reply.get("error"),
        },
    }
    if as_json:
        emit_json(report)
        return
    click.echo(f"store:    {settings.db}")
    click.echo(f"user:     {settings.owner}")
    click.echo(f"embedder: {settings.embedder}")
    waiting = ", ".join(f"{n}{'+' if n >= 10_000 else ''} {kind}s" for kind, n in pending.items())
    click.echo(f"pending embeddings: {waiting} (embedded by the next open or recall)")
    if running and reply is not None:
        click.echo(f"worker:   running (pid {reply.get('pid')}, embedder {reply.get('embedder') or 'none'}) on {path}")
    elif reply is not None:
        click.echo(f"worker:   at {path} but it refused: {reply.get('error')}")
    else:
        where = path or "no socket path for this store"
        click.echo(f"worker:   not running ({where}); the hooks recall lexically. Start one: engram worker")


COMMANDS: tuple[click.Command, ...] = (worker, doctor)
