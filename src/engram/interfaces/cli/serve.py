"""``engram serve`` (the HTTP API) and ``engram keys create|list|revoke`` (its API keys).

FastAPI and uvicorn are imported only when ``serve`` runs: they are the ``engramdb[server]`` extra.
"""

from __future__ import annotations

import importlib.util
import signal
import sys
from typing import TYPE_CHECKING, Any

import click

from engram.errors import InvalidInput
from engram.interfaces.cli.output import emit_json, info, print_table, short_time
from engram.interfaces.cli.state import CliState, json_option, pass_state

if TYPE_CHECKING:
    from engram.store.base import Store

LOG_LEVELS = ("debug", "info", "warning", "error")


def _open_store(state: CliState) -> Store:
    from engram.app import open_store

    return open_store(state.settings().db)


# ---- engram serve ----------------------------------------------------------------------------
@click.command(name="serve")
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option(
    "--port", type=click.IntRange(0, 65535), default=8765, show_default=True, help="Port (0 picks a free one)."
)
@click.option(
    "--demo",
    is_flag=True,
    help="Serve an in-memory store seeded with an example week (nothing is saved).",
)
@click.option(
    "--log-level", type=click.Choice(LOG_LEVELS), default="info", show_default=True, help="uvicorn's log level."
)
@click.option(
    "--header-timeout",
    type=click.FloatRange(0, 3600, min_open=True),
    default=10.0,
    show_default=True,
    metavar="SECONDS",
    help="Close a connection whose request headers are not complete this long after it opened.",
)
@click.option(
    "--body-timeout",
    type=click.FloatRange(0, 3600, min_open=True),
    default=30.0,
    show_default=True,
    metavar="SECONDS",
    help="Close a connection whose request body is not complete this long after its headers.",
)
@click.option(
    "--keep-alive-timeout",
    type=click.FloatRange(0, 3600, min_open=True),
    default=5.0,
    show_default=True,
    metavar="SECONDS",
    help="Close an idle kept-alive connection after this long.",
)
@pass_state
def serve(
    state: CliState,
    host: str,
    port: int,
    demo: bool,
    log_level: str,
    header_timeout: float,
    body_timeout: float,
    keep_alive_timeout: float,
) -> None:
    """Serve the web journal at /, the HTTP API under /v1 (docs at /docs) and MCP at /mcp.

    Every /v1 request needs an API key (`engram keys create`) once one exists. With no keys at all,
    a server on a loopback address serves the default user's memory to local clients; any other
    address is refused until a key exists. Needs the server extra: pip install 'engramdb[server]'.
    """
    if importlib.util.find_spec("fastapi") is None or importlib.util.find_spec("uvicorn") is None:
        raise click.ClickException("engram serve needs FastAPI and uvicorn: pip install 'engramdb[server]'")
    import uvicorn

    from engram import apikeys as keys
    from engram.app import build_embedder, open_store
    from engram.interfaces import demo_seed
    from engram.interfaces.api import server
    from engram.interfaces.api.app import create_app
    from engram.interfaces.worker import start_beside_server
    from engram.settings import Settings

    settings = state.settings()
    if demo:
        settings = Settings.load(db=":memory:", owner=state.user, namespace=state.namespace)
    loopback = server.is_loopback(host)
    store = open_store(settings.db)
    try:
        has_keys = keys.any_active(store)
        if not loopback and not has_keys:
            fix = (
                "A --demo server keeps everything in memory (it can have no keys): listen on 127.0.0.1."
                if demo
                else "Create one first (engram keys create --user NAME) or listen on 127.0.0.1."
            )
            raise InvalidInput(
                f"refusing to serve on {host}: it is reachable from other machines and no API key exists. {fix}"
            )
        embedder = build_embedder(settings)
        seeded = None
        if demo:
            seeded = demo_seed.seed(store, owner=settings.owner, policy=settings.policy, embedder=embedder)
        app = create_app(store, settings, allow_anonymous=loopback, embedder=embedder)
        sock = server.bind(host, port)
        url = server.address(sock)
        click.echo(f"journal:  {url}/")
        click.echo(f"API docs: {url}/docs  (OpenAPI {url}/openapi.json, REST under {url}/v1)")
        click.echo(
            "MCP:      " + (f"{url}/mcp" if app.state.mcp_lifespan is not None else "not available (engramdb[mcp])")
        )
        if seeded is not None:
            click.echo(
                f"database: in memory (demo): {seeded.active_items} memories, {len(seeded.sessions)} sessions and "
                f"{seeded.blocks} blocks of an example week. Nothing is saved: stopping the server discards it."
            )
        else:
            click.echo(f"database: {store.location}")
        if has_keys:
            click.echo("auth: every /v1 request needs 'Authorization: Bearer <API key>'")
        else:
            click.echo(
                f"auth: no API keys yet, so local requests act as user {settings.owner!r} "
                "(the first `engram keys create` turns keys on)"
            )
        hook_worker = None if demo else start_beside_server(store, settings, embedder)
        try:
            if hook_worker is not None:
                # uvicorn re-raises SIGTERM once it has shut down: exit through the finally below
                # instead of dying by the signal, so the worker's socket file is removed.
                signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
                click.echo(f"hooks:    prompt recall for user {settings.owner!r} on {hook_worker.path}")
            timeouts = server.ServerTimeouts(header_timeout, body_timeout, keep_alive_timeout)
            uvicorn.Server(server.config(app, log_level=log_level, timeouts=timeouts)).run(sockets=[sock])
        finally:
            sock.close()
            if hook_worker is not None:
                hook_worker.stop()
    finally:
        store.close()


# ---- engram keys -----------------------------------------------------------------------------
@click.group(name="keys")
def keys_group() -> None:
    """Create, list and revoke API keys for the HTTP API (engram serve)."""


@keys_group.command(name="create")
@click.option("--user", metavar="NAME", help="The key's owner [default: the global --user, else 'default'].")
@click.option("--name", metavar="LABEL", help="A label to tell keys apart (e.g. laptop).")
@json_option
@pass_state
def keys_create(state: CliState, user: str | None, name: str | None, as_json: bool) -> None:
    """Create an API key; it is shown once, only its hash is stored."""
    from engram import apikeys as keys

    owner = user or state.settings().owner
    store = _open_store(state)
    try:
        created = keys.create_key(store, owner, name)
    finally:
        store.close()
    if as_json:
        emit_json({"key": keys.key_dict(created.key), "token": created.token})
        return
    label = f" ({created.key.name})" if created.key.name else ""
    click.echo(f"API key #{created.key.id} for user {created.key.owner!r}{label}:")
    click.echo(created.token)
    info("Store it now: engram keeps only a hash of it and cannot show it again.")
    info(f"Use it as: curl -H 'Authorization: Bearer {keys.PREFIX}…' http://127.0.0.1:8765/v1/items")


def _key_rows(rows: list[dict[str, Any]]) -> list[list[object]]:
    return [
        [
            r["id"],
            r["owner"],
            r["name"] or "",
            short_time(r["created_at"]),
            short_time(r["last_used_at"]) if r["last_used_at"] else "never",
            r["status"],
        ]
        for r in rows
    ]


@keys_group.command(name="list")
@click.option("--user", metavar="NAME", help="Only this user's keys [default: every user's].")
@json_option
@pass_state
def keys_list(state: CliState, user: str | None, as_json: bool) -> None:
    """List API keys (never the keys themselves), revoked ones included."""
    from engram import apikeys as keys

    store = _open_store(state)
    try:
        rows = [keys.key_dict(k) for k in keys.list_keys(store, user)]
    finally:
        store.close()
    if as_json:
        emit_json(rows)
        return
    if not rows:
        info("No API keys. Create one with: engram keys create --user NAME")
        return
    print_table(["id", "user", "name", "created", "last used", "status"], _key_rows(rows))


@keys_group.command(name="revoke")
@click.argument("key_id", metavar="ID")
@json_option
@pass_state
def keys_revoke(state: CliState, key_id: str, as_json: bool) -> None:
    """Revoke an API key: requests made with it get 401 from then on."""
    from engram import apikeys as keys

    store = _open_store(state)
    try:
        revoked = keys.revoke_key(store, key_id)
    finally:
        store.close()
    if as_json:
        emit_json(keys.key_dict(revoked))
        return
    click.echo(f"Revoked API key #{revoked.id} of user {revoked.owner!r}")


COMMANDS: tuple[click.Command, ...] = (serve, keys_group)
