"""``engram block``: named, versioned text documents per namespace (core memory)."""

from __future__ import annotations

import sys

import click

from engram.interfaces.cli.output import emit_json, event_dict, info, print_blocks, with_undo_hint
from engram.interfaces.cli.state import CliState, json_option, pass_state
from engram.models import BlockResult


@click.group(name="block")
def block_group() -> None:
    """Read and write blocks: named text documents per namespace (and optional category).

    Every write keeps the previous version and can be undone with `engram undo`.
    """


def _report(result: BlockResult, as_json: bool) -> None:
    b = result.block
    where = b.namespace + (f" [{b.category}]" if b.category else "")
    message = f"Block {where} written (version {b.version}, {len(b.content)} characters)"
    if as_json:
        emit_json({"block": b.to_dict(), "event": event_dict(result.event), "message": message})
        return
    click.echo(with_undo_hint(message, result.event))


@block_group.command(name="read")
@click.argument("namespace", metavar="NS")
@click.option("--category", "-c", help="The block's category (blocks without one are separate).")
@json_option
@pass_state
def block_read(state: CliState, namespace: str, category: str | None, as_json: bool) -> None:
    """Print the block at NS (a missing block reads as empty)."""
    block = state.memory().block_get(namespace, category)
    content = "" if block is None else block.content
    if as_json:
        emit_json(
            {
                "namespace": namespace.strip().strip("/") if block is None else block.namespace,
                "category": category if block is None else block.category,
                "content": content,
                "version": None if block is None else block.version,
            }
        )
        return
    if not content:
        info(f"(block {namespace} is empty)")
        return
    click.echo(content, nl=not content.endswith("\n"))


@block_group.command(name="write")
@click.argument("namespace", metavar="NS")
@click.argument("text", required=False, metavar="[TEXT|-]")
@click.option("--category", "-c", help="The block's category.")
@click.option("--mode", type=click.Choice(["replace", "append"]), default="replace", show_default=True)
@json_option
@pass_state
def block_write(
    state: CliState, namespace: str, text: str | None, category: str | None, mode: str, as_json: bool
) -> None:
    """Write the block at NS from TEXT, or from stdin when TEXT is '-' or omitted."""
    if text is None or text == "-":
        text = sys.stdin.read()
    _report(state.memory().block_write(namespace, text, category=category, mode=mode), as_json)


@block_group.command(name="append")
@click.argument("namespace", metavar="NS")
@click.argument("text")
@click.option("--category", "-c", help="The block's category.")
@json_option
@pass_state
def block_append(state: CliState, namespace: str, text: str, category: str | None, as_json: bool) -> None:
    """Append TEXT as a new line to the block at NS."""
    _report(state.memory().block_append(namespace, text, category=category), as_json)


@block_group.command(name="list")
@click.argument("prefix", required=False)
@json_option
@pass_state
def block_list(state: CliState, prefix: str | None, as_json: bool) -> None:
    """List the current blocks, optionally only those at or under namespace PREFIX."""
    blocks = state.memory().block_list(prefix)
    if as_json:
        emit_json([b.to_dict() for b in blocks])
    elif not blocks:
        info("No blocks.")
    else:
        print_blocks(blocks)


COMMANDS: tuple[click.Command, ...] = (block_group,)
