"""The PostgreSQL (+ pgvector) store adapter. :func:`open_postgres` is its door: the driver, an
optional extra, loads only when a ``postgresql://`` store is opened."""

from __future__ import annotations

import importlib.util

from engram.errors import InvalidInput
from engram.store.base import Store

__all__ = ["open_postgres"]


def open_postgres(url: str) -> Store:
    """Open the PostgreSQL store at ``url``, importing the driver only now (it is an optional extra)."""
    if importlib.util.find_spec("psycopg") is None or importlib.util.find_spec("pgvector") is None:
        raise InvalidInput("a postgresql:// store needs the postgres extra: pip install 'engramdb[postgres]'")
    from engram.store.postgres.store import PostgresStore

    return PostgresStore(url)
