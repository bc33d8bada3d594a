"""Wiring: the only place that reads Settings and turns names into objects (store, providers)."""

from __future__ import annotations

from pathlib import Path

from engram.domain.policy import MemoryPolicy
from engram.errors import InvalidInput
from engram.service.memory import Memory as _CoreMemory
from engram.settings import Settings
from engram.store.base import Store
from engram.timeutil import Clock, utcnow


def open_store(db: str) -> Store:
    """Pick the adapter for a location: a file path (or ``:memory:``) is SQLite."""
    if "://" in db:
        scheme = db.split("://", 1)[0]
        raise InvalidInput(f"unsupported store URL scheme {scheme!r}: use a SQLite file path")
    from engram.store.sqlite import SqliteStore

    return SqliteStore(db)


class Memory(_CoreMemory):
    """The public facade. ``Memory.open()`` builds it from settings; ``Memory(store, owner=...)`` from parts."""

    @classmethod
    def open(
        cls,
        path: str | Path | None = None,
        owner: str | None = None,
        *,
        policy: MemoryPolicy | None = None,
        clock: Clock = utcnow,
        actor: str = "user",
    ) -> Memory:
        """Open (creating and migrating as needed) the store at ``path``.

        Without ``path``: ``$ENGRAM_DB``, else ``$ENGRAM_HOME/engram.db``, else
        ``~/.local/share/engram/engram.db``. ``owner`` defaults to ``$ENGRAM_USER`` or "default".
        """
        settings = Settings.load(db=None if path is None else str(path), owner=owner)
        return cls(
            open_store(settings.db),
            owner=settings.owner,
            policy=policy or settings.policy,
            clock=clock,
            actor=actor,
        )

    @classmethod
    def from_settings(cls, settings: Settings, *, actor: str = "user") -> Memory:
        return cls(open_store(settings.db), owner=settings.owner, policy=settings.policy, actor=actor)
