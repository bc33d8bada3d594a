"""Per-invocation state shared by every command: global options and the lazily opened ``Memory``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

import click

if TYPE_CHECKING:
    from engram.memory import Memory
    from engram.settings import Settings

F = TypeVar("F", bound=Callable[..., Any])


@dataclass
class CliState:
    """What the root group parsed, plus the ``Memory`` built on first use and closed at exit."""

    db: str | None = None
    user: str | None = None
    namespace: str | None = None
    json_mode: bool = False
    _settings: Settings | None = field(default=None, repr=False)
    _memory: Memory | None = field(default=None, repr=False)

    def settings(self) -> Settings:
        if self._settings is None:
            from engram.settings import Settings

            self._settings = Settings.load(db=self.db, owner=self.user, namespace=self.namespace)
        return self._settings

    def memory(self) -> Memory:
        """Open the store only when a command needs it (``--help`` never touches the database)."""
        if self._memory is None:
            from engram.memory import Memory

            self._memory = Memory.from_settings(self.settings())
        return self._memory

    @property
    def write_namespace(self) -> str:
        """The namespace new memories go to: ``--namespace``, ``$ENGRAM_NAMESPACE``, config, else ``user``."""
        return self.settings().namespace

    def close(self) -> None:
        if self._memory is not None:
            memory, self._memory = self._memory, None
            memory.close()


pass_state = click.make_pass_decorator(CliState, ensure=True)


def _mark_json(ctx: click.Context, _param: click.Parameter, value: bool) -> bool:
    if value:
        state = ctx.find_object(CliState)
        if state is not None:
            state.json_mode = True
    return value


def json_option(func: F) -> F:
    """``--json``: machine-readable output on stdout (errors too, as ``{"error": {...}}``)."""
    return click.option(
        "--json",
        "as_json",
        is_flag=True,
        callback=_mark_json,
        help="Print JSON on stdout instead of text (errors too).",
    )(func)
