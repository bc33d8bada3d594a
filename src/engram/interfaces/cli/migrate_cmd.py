"""``engram migrate`` and ``engram verify``: move a whole store between backends, and prove the copy.

Both take two store locations (a SQLite file path or a ``postgresql://`` URL), not the global
``--db``. Progress goes to stderr; the result (or ``--json``) to stdout.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

import click

from engram.errors import InvalidInput
from engram.interfaces.cli.output import emit_json, info
from engram.interfaces.cli.state import json_option
from engram.store.base import Store
from engram.store.postgres.dsn import redact as shown

EXIT_DIFFERENT = 1


def _same_place(a: str, b: str) -> bool:
    if "://" in a or "://" in b:
        return a == b
    return Path(a).expanduser().resolve() == Path(b).expanduser().resolve()


def _existing(location: str, role: str) -> str:
    """A source (or a store to verify) must already exist: opening a missing file would create it."""
    if "://" not in location and (location == ":memory:" or not Path(location).expanduser().is_file()):
        raise InvalidInput(f"no store at {location} (the {role} must be an existing engram database)")
    return location


@contextmanager
def _opened(location: str) -> Iterator[Store]:
    from engram.app import open_store

    store = open_store(location)
    try:
        yield store
    finally:
        store.close()


class _Bar:
    """A click progress bar on stderr whose label names the table being moved."""

    def __init__(self, total: int, verb: str) -> None:
        self._bar = click.progressbar(length=max(total, 1), label=verb, file=sys.stderr, show_pos=True, width=30)
        self._verb = verb
        self._tty = sys.stderr.isatty()

    def __enter__(self) -> _Bar:
        self._bar.__enter__()
        return self

    def __exit__(self, *exc: object) -> None:
        self._bar.__exit__(None, None, None)

    def __call__(self, table: str, n: int) -> None:
        if self._tty:  # a log file gets the label once, not a line per table
            self._bar.label = f"{self._verb} {table:<9}"
        self._bar.update(n)


def _counts_line(counts: Mapping[str, int]) -> str:
    return ", ".join(f"{table} {n}" for table, n in counts.items() if n)


@click.command()
@click.argument("source", metavar="SOURCE")
@click.argument("target", metavar="TARGET")
@click.option(
    "--batch", default=1000, show_default=True, type=click.IntRange(1, 100_000), help="Rows read and written per page."
)
@click.option("--verify", "then_verify", is_flag=True, help="Compare every row of both stores after the copy.")
@json_option
def migrate(source: str, target: str, batch: int, then_verify: bool, as_json: bool) -> None:
    """Copy the whole store SOURCE into the new, empty store TARGET.

    SOURCE and TARGET are SQLite files or postgresql:// URLs. Everything moves, for every user:
    every memory version, link, block, event, session, turn, digest, daily entry, context
    snapshot, vector, API key, and the next id of each table. SOURCE is only read. TARGET must
    be empty (a missing file is created); the copy is one transaction, so a failed copy leaves
    TARGET empty. Exit 0 copied (and, with --verify, equal); 1 target not empty, bad input or
    a difference found; 3 store error.
    """
    from engram.migrate import copy_store, counts_of, verify_stores

    _existing(source, "source")
    if _same_place(source, target):
        raise InvalidInput("SOURCE and TARGET are the same store")
    with _opened(source) as src, _opened(target) as dst:
        total = sum(counts_of(src).values())
        with _Bar(total, "copying") as bar:
            report = copy_store(src, dst, batch=batch, progress=bar)
        check = None
        if then_verify:
            with _Bar(total, "verifying") as bar:
                check = verify_stores(src, dst, batch=batch, progress=bar)
    moved = sum(report.counts.values())
    message = f"Migrated {moved} rows from {shown(source)} to {shown(target)}"
    if as_json:
        payload: dict[str, object] = {
            "source": shown(source),
            "target": shown(target),
            "owners": list(report.owners),
            "counts": dict(report.counts),
            "rows": moved,
            "message": message,
        }
        if check is not None:
            payload["equal"] = check.equal
            payload["differences"] = [{"table": d.table, "key": d.key, "detail": d.detail} for d in check.differences]
        emit_json(payload)
    else:
        click.echo(f"{message} ({len(report.owners)} users: {_counts_line(report.counts) or 'empty'})")
        if check is not None:
            _print_verdict(check.equal, [str(d) for d in check.differences], check.truncated)
    if check is not None and not check.equal:
        click.get_current_context().exit(EXIT_DIFFERENT)


def _print_verdict(equal: bool, differences: list[str], truncated: bool) -> None:
    if equal:
        click.echo("Verified: both stores hold exactly the same rows")
        return
    click.echo("The stores differ:")
    for line in differences:
        click.echo(f"  {line}")
    if truncated:
        click.echo("  ... (more differences not listed)")


@click.command()
@click.argument("source", metavar="SOURCE")
@click.argument("target", metavar="TARGET")
@click.option(
    "--batch", default=1000, show_default=True, type=click.IntRange(1, 100_000), help="Rows compared per page."
)
@click.option(
    "--max-differences",
    default=20,
    show_default=True,
    type=click.IntRange(1, 10_000),
    help="Stop after listing this many differences.",
)
@json_option
def verify(source: str, target: str, batch: int, max_differences: int, as_json: bool) -> None:
    """Prove that two stores hold the same rows (e.g. after `engram migrate`).

    Compares every user's memory versions, links, blocks, events, sessions, turns, digests,
    daily entries, snapshots and vectors, plus meta, API keys and next ids. Exit 0 equal; 1 the
    stores differ (the first differences are listed); 3 store error. Neither store is changed.
    """
    from engram.migrate import counts_of, verify_stores

    _existing(source, "source")
    _existing(target, "target")
    with _opened(source) as src, _opened(target) as dst, _Bar(sum(counts_of(src).values()), "verifying") as bar:
        report = verify_stores(src, dst, batch=batch, max_differences=max_differences, progress=bar)
    if as_json:
        emit_json(
            {
                "source": shown(source),
                "target": shown(target),
                "equal": report.equal,
                "source_counts": dict(report.source_counts),
                "target_counts": dict(report.target_counts),
                "differences": [{"table": d.table, "key": d.key, "detail": d.detail} for d in report.differences],
                "truncated": report.truncated,
            }
        )
    else:
        info(f"source: {_counts_line(report.source_counts) or 'empty'}")
        info(f"target: {_counts_line(report.target_counts) or 'empty'}")
        _print_verdict(report.equal, [str(d) for d in report.differences], report.truncated)
    if not report.equal:
        click.get_current_context().exit(EXIT_DIFFERENT)


COMMANDS: tuple[click.Command, ...] = (migrate, verify)
