"""SQLite rows for HTTP API keys: a mixin of :class:`engram.store.sqlite.store.SqliteTx` (same connection).

Only a hash of each key is stored. These rows are looked up by hash, across owners, because a
key is how a request finds its owner; nothing else in the store is reachable without an owner.
"""

from __future__ import annotations

import sqlite3
from datetime import datetime

from engram.store import rows
from engram.store.base import ApiKey
from engram.timeutil import to_text

_KEY_SELECT = "SELECT id, owner, name, created_at, revoked_at, last_used_at FROM api_keys"


class ApiKeyRows:
    _c: sqlite3.Connection

    def insert_api_key(self, owner: str, name: str | None, key_hash: str, at: datetime) -> ApiKey:
        cur = self._c.execute(
            "INSERT INTO api_keys (owner, name, hash, created_at) VALUES (?, ?, ?, ?)",
            (owner, name, key_hash, to_text(at)),
        )
        return ApiKey(
            id=int(cur.lastrowid or 0), owner=owner, name=name, created_at=at, revoked_at=None, last_used_at=None
        )

    def api_key_by_hash(self, key_hash: str) -> ApiKey | None:
        row = self._c.execute(f"{_KEY_SELECT} WHERE hash = ?", (key_hash,)).fetchone()
        return None if row is None else rows.api_key(row)

    def get_api_key(self, key_id: int) -> ApiKey | None:
        row = self._c.execute(f"{_KEY_SELECT} WHERE id = ?", (key_id,)).fetchone()
        return None if row is None else rows.api_key(row)

    def list_api_keys(self, owner: str | None) -> list[ApiKey]:
        if owner is None:
            return [rows.api_key(r) for r in self._c.execute(f"{_KEY_SELECT} ORDER BY id")]
        return [rows.api_key(r) for r in self._c.execute(f"{_KEY_SELECT} WHERE owner = ? ORDER BY id", (owner,))]

    def revoke_api_key(self, key_id: int, at: datetime) -> None:
        self._c.execute("UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL", (to_text(at), key_id))

    def touch_api_key(self, key_id: int, at: datetime) -> None:
        self._c.execute("UPDATE api_keys SET last_used_at = ? WHERE id = ?", (to_text(at), key_id))

    def has_active_api_keys(self) -> bool:
        return self._c.execute("SELECT 1 FROM api_keys WHERE revoked_at IS NULL LIMIT 1").fetchone() is not None
