"""One read of a SQLite store without opening it as a store: where a session's transcript stands.

The capture hook asks this once per session, when the capture spool has nothing on the session
(:mod:`engram.capture.spool`): opening :class:`~engram.store.sqlite.store.SqliteStore` would load the models
and check the migrations, which the hook is too short-lived to pay for. Only ``sqlite3`` and
``json`` are imported, and the database is never created or written here.
"""

from __future__ import annotations

import json
import os

from engram.capture.marks import TRANSCRIPT_KEY

__all__ = ["transcript_position"]


def transcript_position(db: str, owner: str, session: str) -> tuple[str, int] | None:
    """``(path, offset)`` the store at ``db`` holds for the session's transcript, or None when the
    database, its sessions table, the session or its position does not exist. Errors other than
    those (not a database, unreadable) raise ``sqlite3.Error``."""
    if not os.path.lexists(db):
        return None
    import sqlite3

    conn = sqlite3.connect(db, timeout=30.0)
    try:
        try:
            row = conn.execute("SELECT meta FROM sessions WHERE owner = ? AND id = ?", (owner, session)).fetchone()
        except sqlite3.OperationalError as exc:
            if "no such table" in str(exc):
                return None
            raise
    finally:
        conn.close()
    if row is None:
        return None
    try:
        meta = json.loads(row[0])
    except (TypeError, ValueError):
        return None
    mark = meta.get(TRANSCRIPT_KEY) if isinstance(meta, dict) else None
    if not isinstance(mark, dict):
        return None
    path, offset = mark.get("path"), mark.get("offset", 0)
    if not isinstance(path, str) or type(offset) is not int:
        return None
    return path, offset
