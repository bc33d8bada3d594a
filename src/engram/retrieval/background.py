"""The background embedder: what writers left without vectors is embedded on a daemon thread.

Writers (remember, update, capture, imports, session closes) return once their transaction is
durable and tell this worker that an owner may have pending rows. The worker then embeds them in
small batches through :meth:`VectorIndex.fill_missing`, which reads what is pending from the store
(rows without a vector row), so nothing here has to survive a crash: the next open or recall finds
the same rows again.

It yields to the caller: it starts a batch once no write has been noted for :data:`QUIET_S`, or at
the latest :data:`MAX_DEFER_S` after the first pending write, and takes one batch
(:data:`BATCH_ROWS` rows) per kind at a time, so a burst of writes is not slowed by embedding and a
recall waits for at most one batch. A recall never depends on it: it embeds whatever is still
pending itself, in one batch, before searching. The thread ends after :data:`IDLE_EXIT_S` without
work and starts again on the next write; ``close`` drains what is pending within a bounded wait.
"""

from __future__ import annotations

import atexit
import logging
import threading
import time
import weakref

from engram.retrieval.vectors import KINDS, VectorIndex
from engram.store.base import Store

log = logging.getLogger("engram.vectors")

QUIET_S = 0.2
MAX_DEFER_S = 2.0
IDLE_EXIT_S = 5.0
BATCH_ROWS = 32
DEFAULT_FLUSH_S = 10.0


EXIT_WAIT_S = 5.0
_LIVE: weakref.WeakSet[BackgroundEmbedder] = weakref.WeakSet()


@atexit.register
def _halt_at_exit() -> None:
    """Let a batch in flight finish before the interpreter finalises. A daemon thread still inside
    onnxruntime when its C++ statics are destroyed aborts the whole process ("terminate called
    without an active exception", exit 134) -- a memory nobody closed must not crash its host on
    the way out. Nothing pending is lost: the next open embeds it."""
    for embedder in list(_LIVE):
        embedder.halt(EXIT_WAIT_S)


class BackgroundEmbedder:
    """One daemon thread per :class:`VectorIndex` that embeds pending rows of the owners it was told about."""

    def __init__(self, index: VectorIndex, *, enabled: bool = True) -> None:
        self._index = index
        self._enabled = enabled
        self._cond = threading.Condition()
        self._owners: dict[str, Store] = {}
        self._first_note = 0.0
        self._last_note = 0.0
        self._busy = False
        self._draining = False
        self._stopped = False
        self._wrote = False  # whether a write (not only an open) asked for work: close waits only then
        self._thread: threading.Thread | None = None
        _LIVE.add(self)

    @property
    def enabled(self) -> bool:
        return self._enabled and self._index.embedder is not None

    @property
    def running(self) -> bool:
        with self._cond:
            return self._thread is not None

    def notify(self, store: Store, owner: str, *, wrote: bool = True) -> None:
        """Rows of ``owner`` may lack vectors: embed them soon. Cheap; never blocks on embedding.
        ``wrote=False`` (an open looking for work a previous process left) makes ``close`` not wait."""
        if self._index.embedder is None or not self._enabled:
            return
        with self._cond:
            if self._stopped:
                return
            self._wrote = self._wrote or wrote
            now = time.monotonic()
            idle = not self._owners
            if idle:
                self._first_note = now
            self._owners[owner] = store
            self._last_note = now
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="engram-embedder", daemon=True)
                self._thread.start()
            elif idle:
                # Only a change from idle wakes the thread: while it waits for a quiet moment it
                # re-reads ``_last_note`` when its wait ends, so a burst of writes costs no wake-ups
                # (each would take the GIL from the writer).
                self._cond.notify_all()

    def pending(self) -> bool:
        """Whether work was noted and not yet done (the store may still hold rows a crash left)."""
        with self._cond:
            return bool(self._owners) or self._busy

    def close(self, timeout: float = DEFAULT_FLUSH_S) -> bool:
        """Embed what is pending, waiting at most ``timeout`` seconds, then stop. True when drained;
        anything left is found again by the next open or recall. A memory that wrote nothing does
        not wait: a short command that only read must not pay for a backlog it found at open."""
        with self._cond:
            self._draining = True
            self._cond.notify_all()
            deadline = time.monotonic() + (max(0.0, timeout) if self._wrote else 0.0)
            while (self._owners or self._busy) and self._thread is not None:
                left = deadline - time.monotonic()
                if left <= 0:
                    break
                self._cond.wait(left)
            drained = not self._owners and not self._busy
            self._stopped = True
            self._cond.notify_all()
            return drained

    def halt(self, timeout: float) -> None:
        """Stop without draining: the batch in flight finishes (within ``timeout``), nothing new starts."""
        with self._cond:
            self._stopped = True
            self._cond.notify_all()
            thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout)

    def _next(self) -> dict[str, Store] | None:
        """Wait for work (None: the thread should end) and take it."""
        with self._cond:
            while True:
                if self._stopped:
                    self._thread = None
                    self._cond.notify_all()
                    return None
                if self._owners:
                    now = time.monotonic()
                    due = min(self._last_note + QUIET_S, self._first_note + MAX_DEFER_S)
                    if self._draining or now >= due:
                        work = dict(self._owners)
                        self._owners.clear()
                        self._busy = True
                        return work
                    self._cond.wait(due - now)
                    continue
                if not self._cond.wait(IDLE_EXIT_S) and not self._owners:
                    self._thread = None
                    self._cond.notify_all()
                    return None

    def _run(self) -> None:
        while True:
            work = self._next()
            if work is None:
                return
            again: dict[str, Store] = {}
            try:
                for owner, store in work.items():
                    if self._stopped:
                        break
                    if self._index.fill_missing(store, owner, KINDS, BATCH_ROWS, max_batches=1) >= BATCH_ROWS:
                        again[owner] = store  # maybe more: look again after the next quiet moment
            except Exception as exc:  # a closed store or a failing model: the next recall retries
                if not self._stopped:
                    log.warning("background embedding stopped: %s: %s", type(exc).__name__, exc)
                again = {}
            with self._cond:
                self._busy = False
                if again and not self._stopped:
                    now = time.monotonic()
                    if not self._owners:
                        self._first_note = now
                    for owner, store in again.items():
                        self._owners.setdefault(owner, store)
                self._cond.notify_all()
