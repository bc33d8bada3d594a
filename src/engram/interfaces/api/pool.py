"""One ``Memory`` per owner over one shared store, kept in a small LRU cache.

Each ``Memory`` is bound to one owner for life (fail-closed scoping), so the owner a request's key
names picks the ``Memory`` that serves it. They all share the store (``SqliteStore`` serialises
every transaction with a lock, so threads may share it) and the embedder (thread-safe; its model
loads once). Evicting a ``Memory`` only drops its cached vectors: the store stays open until the
server stops.
"""

from __future__ import annotations

import threading
from collections import OrderedDict

from engram.memory import Memory
from engram.providers.base import Embedder
from engram.settings import Settings
from engram.store.base import Store
from engram.timeutil import Clock, utcnow

DEFAULT_SIZE = 32


class MemoryPool:
    def __init__(
        self,
        store: Store,
        settings: Settings,
        *,
        embedder: Embedder | None = None,
        size: int = DEFAULT_SIZE,
        clock: Clock = utcnow,
        actor: str = "api",
    ) -> None:
        self.store = store
        self.settings = settings
        self.embedder = embedder
        self._size = max(1, size)
        self._clock = clock
        self._actor = actor
        self._memories: OrderedDict[str, Memory] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, owner: str) -> Memory:
        with self._lock:
            memory = self._memories.get(owner)
            if memory is not None:
                self._memories.move_to_end(owner)
                return memory
            memory = Memory.from_settings(
                self.settings,
                store=self.store,
                owner=owner,
                clock=self._clock,
                actor=self._actor,
                embedder=self.embedder,
            )
            self._memories[owner] = memory
            while len(self._memories) > self._size:
                self._memories.popitem(last=False)
            return memory

    def __len__(self) -> int:
        with self._lock:
            return len(self._memories)
