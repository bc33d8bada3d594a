"""PostgreSQL rows for HTTP API keys: a mixin of :class:`engram.store.postgres.store.PgTx` (same connection).

Only a hash of each key is stored. These rows are looked up by hash, across owners, because a
key is how a request finds its owner; nothing else in the store is reachable without an owner.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

import psycopg

from engram.store.base import ApiKey
from engram.store.postgres import rows
from engram.timeutil import to_text


class ApiKeyRows:
    _c: psycopg.Connection[Any]

    def insert_api_key(self, owner: str, name: str | None, key_hash: str, at: datetime) -> ApiKey:
        row = self._c.execute(
            "INSERT INTO api_keys (owner, name, hash, created_at) VALUES (%s, %s, %s, %s) RETURNING id",
            (owner, name, key_hash, to_text(at)),
        ).fetchone()
        assert row is not None
        return ApiKey(id=int(row[0]), owner=owner, name=name, created_at=at, revoked_at=None, last_used_at=None)

    def api_key_by_hash(self, key_hash: str) -> ApiKey | None:
        row = self._c.execute(f"{rows.KEY_SELECT} WHERE hash = %s", (key_hash,)).fetchone()
        return None if row is None else rows.api_key(row)

    def get_api_key(self, key_id: int) -> ApiKey | None:
        row = self._c.execute(f"{rows.KEY_SELECT} WHERE id = %s", (key_id,)).fetchone()
        return None if row is None else rows.api_key(row)

    def list_api_keys(self, owner: str | None) -> list[ApiKey]:
        if owner is None:
            return [rows.api_key(r) for r in self._c.execute(f"{rows.KEY_SELECT} ORDER BY id")]
        found = self._c.execute(f"{rows.KEY_SELECT} WHERE owner = %s ORDER BY id", (owner,))
        return [rows.api_key(r) for r in found]

    def revoke_api_key(self, key_id: int, at: datetime) -> None:
        self._c.execute(
            "UPDATE api_keys SET revoked_at = %s WHERE id = %s AND revoked_at IS NULL", (to_text(at), key_id)
        )

    def touch_api_key(self, key_id: int, at: datetime) -> None:
        self._c.execute("UPDATE api_keys SET last_used_at = %s WHERE id = %s", (to_text(at), key_id))

    def has_active_api_keys(self) -> bool:
        return self._c.execute("SELECT 1 FROM api_keys WHERE revoked_at IS NULL LIMIT 1").fetchone() is not None
