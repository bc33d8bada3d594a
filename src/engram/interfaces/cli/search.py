"""Search commands: recall, context, reindex."""

from __future__ import annotations

import click

from engram.interfaces.cli.output import emit_json, info, print_table, short_time
from engram.interfaces.cli.state import CliState, json_option, pass_state
from engram.retrieval.pipeline import KINDS


@click.command()
@click.argument("query")
@click.option("--k", "k", default=10, show_default=True, type=click.IntRange(1, 1000), help="How many hits.")
@click.option(
    "--kind", "kinds", multiple=True, type=click.Choice(KINDS), help="Only these kinds (repeat); default all."
)
@click.option("--category", "-c", help="Only items of this category.")
@click.option("--namespace", help="Only this namespace and its subtree.")
@click.option("--as-of", "as_of", help="Facts as they were valid at this time (ISO-8601).")
@click.option("--session", "session_id", help="Only turns of this session.")
@click.option("--no-low-confidence", is_flag=True, help="Leave out inferred items below confidence 0.7.")
@json_option
@pass_state
def recall(
    state: CliState,
    query: str,
    k: int,
    kinds: tuple[str, ...],
    category: str | None,
    namespace: str | None,
    as_of: str | None,
    session_id: str | None,
    no_low_confidence: bool,
    as_json: bool,
) -> None:
    """Search memories, blocks and conversation turns (BM25 + embeddings, fused)."""
    hits = state.memory().recall(
        query,
        k=k,
        kinds=kinds or KINDS,
        category=category,
        namespace=namespace,
        as_of=as_of,
        session_id=session_id,
        include_low_confidence=not no_low_confidence,
    )
    if as_json:
        emit_json({"hits": [h.to_dict() for h in hits]})
        return
    if not hits:
        info("no matches")
        return
    rows = [
        [
            h.kind,
            f"#{h.id}",
            f"{h.score:.3f}",
            h.content if len(h.content) <= 100 else h.content[:99] + "…",
            h.category or h.speaker or "",
            short_time(None if h.at is None else h.at.strftime("%Y-%m-%dT%H:%M:%S.%fZ")),
        ]
        for h in hits
    ]
    print_table(["kind", "id", "score", "content", "category/speaker", "when"], rows, title=f"recall: {query}")


@click.command()
@click.option("--session", "session_id", help="Freeze the block for this session: later calls return the same bytes.")
@click.option("--budget", default=1500, show_default=True, type=click.IntRange(1, 200_000), help="Token budget.")
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["markdown", "background", "json"]),
    default="markdown",
    show_default=True,
    help="markdown (fenced, for system prompts), background (aish), json.",
)
@click.option("--namespace", help="Only blocks and items in this namespace subtree.")
@click.option("--query", help="Also add what is relevant to this prompt, under the budget left.")
@json_option
@pass_state
def context(
    state: CliState,
    session_id: str | None,
    budget: int,
    fmt: str,
    namespace: str | None,
    query: str | None,
    as_json: bool,
) -> None:
    """Print the context block an agent receives at session start."""
    block = state.memory().context(
        session_id=session_id, budget_tokens=budget, format=fmt, namespace=namespace, query=query
    )
    if as_json:
        emit_json(block.to_dict())
        return
    if block.text:
        click.echo(block.text)
    info(
        f"{block.tokens} of {block.budget_tokens} {'characters' if fmt == 'background' else 'tokens'}; "
        f"{len(block.item_ids)} memories, {len(block.block_ids)} blocks, {len(block.dropped)} left out"
        + (" (frozen for this session)" if block.frozen else "")
    )
    reasons: dict[str, list[str]] = {}
    for d in block.dropped:
        reasons.setdefault(d.reason, []).append(f"{'' if d.kind == 'item' else d.kind + ' '}#{d.id}")
    for reason, refs in reasons.items():
        info(f"left out ({reason}): {', '.join(refs)}")


@click.command()
@json_option
@pass_state
def reindex(state: CliState, as_json: bool) -> None:
    """Re-embed every memory, turn and block with the configured embedder (after changing models)."""
    memory = state.memory()
    count = memory.reindex()
    model = None if memory.embedder is None else memory.embedder.model_name
    if as_json:
        emit_json({"embedded": count, "model": model})
        return
    click.echo(f"Re-embedded {count} records with {model}")


COMMANDS: list[click.Command] = [recall, context, reindex]
