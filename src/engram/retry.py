"""Run reads and idempotent writes again when the store lost its connection (a database server restart).

A store that can lose its connection (PostgreSQL) marks the ``StoreError`` with ``details["retry"]``:
``"safe"`` when the transaction was certainly rolled back, ``"unknown"`` when the connection died
during ``COMMIT``. An operation marked :func:`idempotent` (a read; ``remember``, whose duplicate
check turns a repeat into "already saved") is run again in both cases, after a short pause while the
server comes back. Every other operation is never repeated here: its error reaches the caller, which
learns whether the change was rolled back or may have been saved, and nothing is ever done twice.
SQLite errors carry no such mark and are never retried.
"""

from __future__ import annotations

import functools
import logging
import time
from collections.abc import Callable
from typing import ParamSpec, TypeVar

from engram.errors import StoreError

log = logging.getLogger("engram.retry")
P = ParamSpec("P")
T = TypeVar("T")
ATTEMPTS = 4
FIRST_PAUSE_S = 0.2


def retryable(exc: StoreError) -> bool:
    return exc.details.get("retry") in ("safe", "unknown")


def idempotent(func: Callable[P, T]) -> Callable[P, T]:
    """Mark an operation that may safely run twice: a lost connection makes it run again."""

    @functools.wraps(func)
    def run(*args: P.args, **kwargs: P.kwargs) -> T:
        pause = FIRST_PAUSE_S
        for attempt in range(1, ATTEMPTS + 1):
            try:
                return func(*args, **kwargs)
            except StoreError as exc:
                if attempt == ATTEMPTS or not retryable(exc):
                    raise
                log.warning("%s: %s; trying again (%d of %d)", func.__name__, exc.message, attempt + 1, ATTEMPTS)
            time.sleep(pause)
            pause *= 2
        raise AssertionError("unreachable")  # pragma: no cover

    return run
