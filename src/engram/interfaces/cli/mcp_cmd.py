"""``engram mcp``: serve the memory tools to an MCP client (Claude Code, Claude Desktop, Cursor) over stdio."""

from __future__ import annotations

import importlib.util
import logging
import sys

import click

from engram.interfaces.cli.state import CliState, pass_state

LOG_LEVELS = ("debug", "info", "warning", "error")


def _configure_logging(log_file: str | None, level: str) -> None:
    """Logs go to stderr or a file: stdout carries the protocol and nothing else."""
    handler: logging.Handler = (
        logging.FileHandler(log_file, encoding="utf-8") if log_file else logging.StreamHandler(sys.stderr)
    )
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level.upper())


@click.command(name="mcp")
@click.option(
    "--user",
    metavar="NAME",
    help="Whose memory the server uses (overrides the global --user and ENGRAM_USER). Tools cannot change it.",
)
@click.option(
    "--namespace",
    metavar="NS",
    help="Where saves land and the root of the block tools' paths (overrides the global --namespace and "
    "ENGRAM_NAMESPACE; default 'user').",
)
@click.option("--log-file", metavar="PATH", help="Append logs to this file instead of stderr.")
@click.option(
    "--log-level", type=click.Choice(LOG_LEVELS), default="warning", show_default=True, help="Least severe to log."
)
@pass_state
def mcp_command(state: CliState, user: str | None, namespace: str | None, log_file: str | None, log_level: str) -> None:
    """Run engram as an MCP server over stdio, for Claude Code, Claude Desktop, Cursor or any MCP client.

    Serves the memory tools (save, update, forget, confirm, link, list, recall, context, block_read,
    block_write, sessions_search) and the resource engram://context. The owner and namespace are
    fixed here, never by a tool call. Needs the MCP SDK: pip install 'engramdb[mcp]'.
    """
    if importlib.util.find_spec("mcp") is None:
        raise click.ClickException("engram mcp needs the MCP SDK: pip install 'engramdb[mcp]'")
    from engram import validation as v
    from engram.interfaces.mcp import LazyMemory, create_server, run_stdio
    from engram.settings import Settings

    _configure_logging(log_file, log_level)
    settings = Settings.load(db=state.db, owner=user or state.user, namespace=namespace or state.namespace)
    root = v.namespace(settings.namespace)
    memory = LazyMemory(settings)
    try:
        opened = memory()  # fail now, on stderr with an exit code, rather than on every tool call
        logging.getLogger("engram.interfaces.mcp").info(
            "serving %s's memory (namespace %s) from %s", opened.owner, root, opened.store.location
        )
        run_stdio(create_server(memory, namespace=root))
    finally:
        memory.close()


COMMANDS = [mcp_command]
