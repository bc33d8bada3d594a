"""Ingest on open: a store wrapped so that every read and write first takes in the capture spool.

The Stop hook never opens the store; it appends cleaned turns to the spool
(:mod:`engram.capture.spool`). :func:`engram.app.open_store` puts this wrapper around every store it
opens, SQLite or PostgreSQL alike, so no reader, in any process, sees the store without the turns
already spooled for it, and the store adapters know nothing of spools (docs/architecture.md, "the
capture route"). When nothing was spooled since the last look the cost is one ``os.stat``.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from engram.capture import spool
from engram.errors import StoreError
from engram.store.base import Store, StoreTx

__all__ = ["SpoolingStore"]


class SpoolingStore:
    """A :class:`~engram.store.base.Store` that takes in ``spool_file`` before each read and write.

    Everything else (``location``, ``close`` and the optional store capabilities) is the wrapped
    store's own, so capability checks (``isinstance(store, VacuumStore)``) see through the wrapper.
    """

    def __init__(self, store: Store, spool_file: str) -> None:
        self._store = store
        self._spool = spool_file
        self._seen: spool.Seen | None = None
        self._lock = threading.Lock()

    @property
    def inner(self) -> Store:
        """The wrapped store (for tests and tools that need the adapter itself)."""
        return self._store

    @property
    def spool_file(self) -> str:
        return self._spool

    @property
    def location(self) -> str:
        return self._store.location

    def take_in(self) -> bool:
        """Take in whatever was spooled since the last look (nothing but a ``stat`` when nothing was).
        True when the spool had changed and was taken in."""
        if not spool.changed(self._spool, self._seen):
            return False
        with self._lock:
            if not spool.changed(self._spool, self._seen):
                return False
            try:
                self._seen = spool.ingest(self._spool, self._store.write)
            except OSError as exc:
                raise StoreError(
                    f"cannot take in the capture spool: {exc.strerror or exc}; nothing was changed"
                ) from exc
        return True

    @contextmanager
    def write(self, keys: Sequence[str] = ()) -> Iterator[StoreTx]:
        self.take_in()
        with self._store.write(keys) as tx:
            yield tx

    @contextmanager
    def read(self) -> Iterator[StoreTx]:
        self.take_in()
        with self._store.read() as tx:
            yield tx

    def close(self) -> None:
        self._store.close()

    def __getattr__(self, name: str) -> Any:
        # Only reached for names this class does not define: the adapter's own extras.
        if name.startswith("__"):
            raise AttributeError(name)
        return getattr(self._store, name)
