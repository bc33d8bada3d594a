"""API keys for the HTTP API: create (shown once), list, revoke, and authenticate a request.

A key is ``egm_`` followed by 32 random bytes, URL-safe base64. Only its SHA-256 is stored, so a
copy of the database does not hand out working keys. A key belongs to exactly one owner, and a
request made with it sees that owner's memory and nothing else.
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from engram import validation as v
from engram.errors import Conflict, NotFound, StoreError
from engram.store.base import ApiKey, Store
from engram.timeutil import Clock, to_text, utcnow

PREFIX = "egm_"
MAX_NAME_CHARS = 100
TOUCH_EVERY = timedelta(seconds=60)  # last_used_at is refreshed at most this often (a write per request is waste)

__all__ = [
    "PREFIX",
    "ApiKey",
    "NewKey",
    "any_active",
    "authenticate",
    "create_key",
    "hash_token",
    "key_dict",
    "list_keys",
    "revoke_key",
]


@dataclass(frozen=True, slots=True)
class NewKey:
    """A key just created: ``token`` is the secret, available only now."""

    key: ApiKey
    token: str


def key_dict(key: ApiKey) -> dict[str, Any]:
    """A key's public fields (never the token nor its hash)."""

    def t(value: Any) -> str | None:
        return None if value is None else to_text(value)

    return {
        "id": key.id,
        "owner": key.owner,
        "name": key.name,
        "created_at": t(key.created_at),
        "revoked_at": t(key.revoked_at),
        "last_used_at": t(key.last_used_at),
        "status": "revoked" if key.revoked_at is not None else "active",
    }


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def create_key(store: Store, owner: str, name: str | None = None, *, clock: Clock = utcnow) -> NewKey:
    who = v.owner(owner)
    label = v.optional_text(name, MAX_NAME_CHARS, "name")
    token = PREFIX + secrets.token_urlsafe(32)
    with store.write() as tx:
        key = tx.insert_api_key(who, label, hash_token(token), clock())
    return NewKey(key, token)


def list_keys(store: Store, owner: str | None = None) -> list[ApiKey]:
    """Every key (or one owner's), oldest first; revoked keys are listed too."""
    who = None if owner is None else v.owner(owner)
    with store.read() as tx:
        return tx.list_api_keys(who)


def revoke_key(store: Store, key_id: int | str, *, clock: Clock = utcnow) -> ApiKey:
    """Revoke a key for good: requests made with it get 401 from the next request on."""
    number = v.item_id(key_id)
    with store.write() as tx:
        keys = tx
        key = keys.get_api_key(number)
        if key is None:
            raise NotFound(f"no API key #{number}")
        if key.revoked_at is not None:
            raise Conflict(f"API key #{number} is already revoked", details={"id": number})
        now = clock()
        keys.revoke_api_key(number, now)
        found = keys.get_api_key(number)
    assert found is not None
    return found


def any_active(store: Store) -> bool:
    """True once any unrevoked key exists: from then on every API request needs a key."""
    with store.read() as tx:
        return tx.has_active_api_keys()


def authenticate(store: Store, token: str, *, clock: Clock = utcnow) -> ApiKey | None:
    """The active key this token is, or None (unknown, malformed or revoked)."""
    if not isinstance(token, str) or not token.startswith(PREFIX) or len(token) > 200:
        return None
    digest = hash_token(token)
    with store.read() as tx:
        key = tx.api_key_by_hash(digest)
    if key is None or key.revoked_at is not None:
        return None
    now = clock()
    if key.last_used_at is None or now - key.last_used_at >= TOUCH_EVERY:
        try:
            with store.write() as tx:
                tx.touch_api_key(key.id, now)
        except StoreError:
            pass  # bookkeeping only: a busy store must not turn a valid request away
    return key
