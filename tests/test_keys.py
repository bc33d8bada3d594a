"""API keys: created once and shown once, stored only as a hash, listed without secrets, revocable;
and the `engram keys create|list|revoke` commands."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from engram import Conflict, NotFound
from engram import apikeys as keys
from engram.app import open_store
from engram.errors import InvalidInput, ScopeError
from engram.interfaces.cli.main import cli
from engram.store.base import Store


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    opened = open_store(str(tmp_path / "keys.db"))
    yield opened
    opened.close()


def test_a_key_is_egm_and_32_random_bytes_and_only_its_hash_is_stored(store: Store, tmp_path: Path) -> None:
    created = keys.create_key(store, "alice", "laptop")

    assert created.token.startswith("egm_") and len(created.token) == 4 + 43
    assert created.key.owner == "alice" and created.key.name == "laptop" and created.key.revoked_at is None
    raw = sqlite3.connect(tmp_path / "keys.db")
    rows = raw.execute("SELECT owner, name, hash FROM api_keys").fetchall()
    dump = "\n".join(raw.iterdump())
    raw.close()
    assert rows == [("alice", "laptop", keys.hash_token(created.token))]
    assert created.token not in dump and created.token[4:] not in dump


def test_every_key_is_different(store: Store) -> None:
    tokens = {keys.create_key(store, "alice").token for _ in range(20)}
    assert len(tokens) == 20


def test_authenticate_finds_the_owner_of_an_active_key_only(store: Store) -> None:
    alice = keys.create_key(store, "alice")
    bob = keys.create_key(store, "bob")

    assert keys.authenticate(store, alice.token).owner == "alice"  # type: ignore[union-attr]
    assert keys.authenticate(store, bob.token).owner == "bob"  # type: ignore[union-attr]
    for wrong in (alice.token + "x", alice.token[:-1], "egm_", "", "Bearer " + alice.token, alice.token[4:]):
        assert keys.authenticate(store, wrong) is None
    keys.revoke_key(store, alice.key.id)
    assert keys.authenticate(store, alice.token) is None
    assert keys.authenticate(store, bob.token) is not None


def test_any_active_is_false_until_a_key_exists_and_after_all_are_revoked(store: Store) -> None:
    assert keys.any_active(store) is False
    first = keys.create_key(store, "alice")
    assert keys.any_active(store) is True
    keys.revoke_key(store, first.key.id)
    assert keys.any_active(store) is False


def test_list_shows_revoked_keys_and_filters_by_owner(store: Store) -> None:
    a = keys.create_key(store, "alice", "laptop")
    keys.create_key(store, "bob")
    keys.revoke_key(store, a.key.id)

    assert [(k.owner, k.revoked_at is not None) for k in keys.list_keys(store)] == [("alice", True), ("bob", False)]
    assert [k.owner for k in keys.list_keys(store, "bob")] == ["bob"]
    shown = keys.key_dict(keys.list_keys(store, "alice")[0])
    assert shown["status"] == "revoked" and "hash" not in shown and "token" not in shown


def test_revoking_twice_or_an_unknown_key_is_an_error(store: Store) -> None:
    created = keys.create_key(store, "alice")
    keys.revoke_key(store, created.key.id)
    with pytest.raises(Conflict):
        keys.revoke_key(store, created.key.id)
    with pytest.raises(NotFound):
        keys.revoke_key(store, 999)
    with pytest.raises(InvalidInput):
        keys.revoke_key(store, "abc")


def test_bad_owners_and_names_are_refused(store: Store) -> None:
    with pytest.raises(ScopeError):
        keys.create_key(store, "")
    with pytest.raises(ScopeError):
        keys.create_key(store, "has spaces")
    with pytest.raises(InvalidInput):
        keys.create_key(store, "alice", "n" * 101)
    assert keys.list_keys(store) == []


def test_last_used_is_refreshed_at_most_once_a_minute(store: Store, clock: Any) -> None:
    """``clock`` is conftest's FakeClock: every reading moves one second on."""
    created = keys.create_key(store, "alice", clock=clock)
    keys.authenticate(store, created.token, clock=clock)
    first = keys.list_keys(store)[0].last_used_at
    clock.advance(seconds=30)
    keys.authenticate(store, created.token, clock=clock)
    assert keys.list_keys(store)[0].last_used_at == first
    clock.advance(seconds=31)
    keys.authenticate(store, created.token, clock=clock)
    assert keys.list_keys(store)[0].last_used_at == clock.now


# ---- the CLI ---------------------------------------------------------------------------------
def _run(db: Path, *args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, ["--db", str(db), *args])
    return result.exit_code, result.stdout, result.stderr


def test_keys_create_prints_the_key_once_and_list_never_shows_it(isolated_env: Path, tmp_path: Path) -> None:
    db = tmp_path / "cli.db"
    code, out, err = _run(db, "keys", "create", "--user", "alice", "--name", "laptop")
    assert code == 0
    token = out.strip().splitlines()[-1]
    assert token.startswith("egm_") and "API key #1 for user 'alice' (laptop)" in out
    assert "cannot show it again" in err

    code, out, _ = _run(db, "keys", "list")
    assert code == 0 and "alice" in out and "laptop" in out and token not in out and "active" in out
    code, out, _ = _run(db, "keys", "list", "--json")
    assert [k["owner"] for k in json.loads(out)] == ["alice"] and token not in out

    store = open_store(str(db))
    try:
        assert keys.authenticate(store, token) is not None
    finally:
        store.close()


def test_keys_create_json_and_the_global_user(isolated_env: Path, tmp_path: Path) -> None:
    db = tmp_path / "cli.db"
    result = CliRunner().invoke(cli, ["--db", str(db), "--user", "bob", "keys", "create", "--json"])
    assert result.exit_code == 0
    body = json.loads(result.stdout)
    assert body["key"]["owner"] == "bob" and body["token"].startswith("egm_")
    code, out, _ = _run(db, "keys", "list", "--user", "alice", "--json")
    assert code == 0 and json.loads(out) == []


def test_keys_revoke_and_its_errors(isolated_env: Path, tmp_path: Path) -> None:
    db = tmp_path / "cli.db"
    _run(db, "keys", "create", "--user", "alice")

    code, out, _ = _run(db, "keys", "revoke", "1")
    assert code == 0 and "Revoked API key #1 of user 'alice'" in out
    code, _, err = _run(db, "keys", "revoke", "1")
    assert code == 1 and "already revoked" in err
    code, _, err = _run(db, "keys", "revoke", "7")
    assert code == 2 and "no API key #7" in err
    code, out, _ = _run(db, "keys", "list", "--json")
    assert json.loads(out)[0]["status"] == "revoked"
