"""Surviving a PostgreSQL restart: connect patiently, and say whether a lost transaction may have committed.

When the server restarts (a failover, ``pg_ctl restart``, an upgrade), every open connection dies.
The pool replaces dead connections by itself; what it cannot know is what became of a transaction
that was running at that moment. There are exactly two cases, and the ``StoreError`` says which in
``details["retry"]``:

* ``"safe"``: the connection died before ``COMMIT`` was sent, so the server rolled the transaction
  back. Nothing was changed; running the operation again cannot do it twice.
* ``"unknown"``: the connection died while ``COMMIT`` was on its way. The change may or may not be
  saved. Only an idempotent operation (a read, or ``remember``, whose duplicate check turns a repeat
  into "already saved") may be run again; anything else is reported as failed, never doubled.

The service layer (:mod:`engram.retry`) acts on this.
"""

from __future__ import annotations

import time
from typing import Any

import psycopg

from engram.errors import StoreError
from engram.store.postgres.dsn import redact

RETRY_SAFE = "safe"
RETRY_UNKNOWN = "unknown"
CONNECT_PATIENCE_S = 10.0  # a restart takes a second or two; a wrong address should not hang for long
# SQLSTATEs of a connection the server ended or refused while shutting down or starting up.
_GONE = {"57P01", "57P02", "57P03"}


def connection_lost(exc: BaseException) -> bool:
    """True when ``exc`` means the connection is gone (not a statement that failed on a live one)."""
    if not isinstance(exc, psycopg.OperationalError):
        return False
    state = exc.sqlstate
    return state is None or state.startswith("08") or state in _GONE


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return redact(text.splitlines()[0] if text else type(exc).__name__)


def lost(exc: BaseException, location: str) -> StoreError:
    """The connection died before the transaction committed: it was rolled back."""
    return StoreError(
        f"store error at {location}: the connection to the database server was lost ({_first_line(exc)}); "
        "the transaction was rolled back, nothing was changed; try again",
        details={"retry": RETRY_SAFE},
    )


def lost_in_commit(exc: BaseException, location: str) -> StoreError:
    """The connection died while committing: the outcome is unknown."""
    return StoreError(
        f"store error at {location}: the connection to the database server was lost while committing "
        f"({_first_line(exc)}); the change may or may not have been saved. It was not retried, so it "
        "cannot happen twice: check (engram history / engram list) before repeating it",
        details={"retry": RETRY_UNKNOWN},
    )


def connect(conninfo: str, *, patience_s: float = CONNECT_PATIENCE_S, **kwargs: Any) -> psycopg.Connection[Any]:
    """``psycopg.connect`` that waits out a server that is restarting (refusing or shutting down)."""
    deadline = time.monotonic() + patience_s
    pause = 0.05
    while True:
        try:
            return psycopg.connect(conninfo, **kwargs)
        except psycopg.OperationalError as exc:
            if not connection_lost(exc) or time.monotonic() + pause > deadline:
                raise
        time.sleep(pause)
        pause = min(pause * 2, 1.0)
