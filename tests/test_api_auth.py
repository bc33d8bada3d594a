"""API keys and fail-closed owner scoping over real HTTP.

- once any unrevoked key exists, every /v1 request needs one: missing, wrong or revoked → 401;
- with no keys at all, a loopback server serves the local default owner (to local clients only);
- a non-loopback bind with no keys is refused at startup (exit 1);
- alice's key never reaches bob's memory: his ids are 404, his lists are empty, recall never leaks.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from api_server import Live, error_of, live_server
from engram import apikeys as keys
from engram.interfaces.cli.main import cli


@pytest.fixture
def live(tmp_path: Path) -> Live:
    with live_server(tmp_path / "e.db", owner="default") as server:
        yield server


def _unauthorized(response: object) -> str:
    assert getattr(response, "status_code", None) == 401, getattr(response, "text", response)
    assert response.headers["www-authenticate"] == "Bearer"  # type: ignore[attr-defined]
    error = error_of(response)  # type: ignore[arg-type]
    assert error["code"] == "unauthorized"
    return str(error["message"])


# ---- no keys yet -----------------------------------------------------------------------------
def test_with_no_keys_a_loopback_server_serves_the_default_owner(live: Live) -> None:
    local = live.client()
    saved = local.post("/v1/items", json={"content": "Written without a key"})

    assert saved.status_code == 201
    assert local.get("/healthz").json()["auth"] == "local-default-owner"
    with live.store.read() as tx:
        item = tx.get_item("default", saved.json()["item"]["id"])
    assert item is not None and item.owner == "default"


def test_keyless_requests_must_look_local(live: Live) -> None:
    """A web page cannot drive a keyless server: another Origin, a cross-site fetch or a foreign Host
    (DNS rebinding) is refused."""
    anonymous = live.client()
    assert "cross-site" in _unauthorized(anonymous.get("/v1/items", headers={"Origin": "https://evil.example"}))
    assert "cross-site" in _unauthorized(anonymous.post("/v1/undo", headers={"Sec-Fetch-Site": "cross-site"}))
    assert "loopback" in _unauthorized(anonymous.get("/v1/items", headers={"Host": "evil.example:8765"}))
    same_origin = live.url  # the server's own pages may call it
    assert anonymous.get("/v1/items", headers={"Origin": same_origin}).status_code == 200


def test_a_wrong_key_is_401_even_when_no_key_exists(live: Live) -> None:
    assert "invalid or revoked" in _unauthorized(live.client("egm_not-a-real-key").get("/v1/items"))
    assert "Bearer" in _unauthorized(live.client().get("/v1/items", headers={"Authorization": "Basic abc"}))


def test_a_server_that_is_not_loopback_refuses_keyless_requests(tmp_path: Path) -> None:
    with live_server(tmp_path / "closed.db", allow_anonymous=False) as server:
        assert "none exists yet" in _unauthorized(server.client().get("/v1/items"))
        assert server.client().get("/healthz").json()["auth"] == "closed"
        token = server.key("alice")
        assert server.client(token).get("/v1/items").status_code == 200


# ---- once a key exists -----------------------------------------------------------------------
def test_once_a_key_exists_every_v1_request_needs_one(live: Live) -> None:
    token = live.key("alice", "laptop")
    anonymous = live.client()

    assert "requires an API key" in _unauthorized(anonymous.get("/v1/items"))
    _unauthorized(anonymous.post("/v1/items", json={"content": "sneaky"}))
    _unauthorized(anonymous.post("/v1/items", content=b"{not json", headers={"Content-Type": "application/json"}))
    _unauthorized(live.client(token + "x").get("/v1/items"))
    _unauthorized(live.client("egm_" + "A" * 43).get("/v1/context"))
    assert live.client(token).get("/v1/items").status_code == 200
    assert anonymous.get("/healthz").json()["auth"] == "keys"
    assert anonymous.get("/openapi.json").status_code == 200


def test_a_revoked_key_is_401_from_the_next_request(live: Live) -> None:
    token = live.key("alice")
    other = live.key("alice")
    client = live.client(token)
    assert client.get("/v1/items").status_code == 200
    key_id = keys.list_keys(live.store, "alice")[0].id

    keys.revoke_key(live.store, key_id)

    assert "revoked" in _unauthorized(client.get("/v1/items"))
    assert live.client(other).get("/v1/items").status_code == 200


def test_revoking_every_key_brings_back_the_loopback_default_owner(live: Live) -> None:
    token = live.key("alice")
    assert live.client().get("/v1/items").status_code == 401
    for key in keys.list_keys(live.store):
        keys.revoke_key(live.store, key.id)

    assert live.client().get("/v1/items").status_code == 200
    _unauthorized(live.client(token).get("/v1/items"))


def test_requests_record_when_a_key_was_last_used(live: Live) -> None:
    token = live.key("alice")
    assert keys.list_keys(live.store, "alice")[0].last_used_at is None
    live.client(token).get("/v1/items")
    assert keys.list_keys(live.store, "alice")[0].last_used_at is not None


# ---- owner isolation -------------------------------------------------------------------------
def test_alice_never_sees_bobs_memory(live: Live) -> None:
    alice = live.client(live.key("alice"))
    bob = live.client(live.key("bob"))
    secret = bob.post("/v1/items", json={"content": "Bob's bank PIN hint is the cat's birthday"}).json()
    bob_id = secret["item"]["id"]
    bob.put("/v1/blocks/user", json={"content": "Bob's private block about the birthday"})
    bob.post("/v1/sessions/bob-chat/turns", json={"role": "user", "text": "birthday plans for the cat"})
    alice.post("/v1/items", json={"content": "Alice likes birthday cake"})

    for method, path in (
        ("GET", f"/v1/items/{bob_id}"),
        ("PUT", f"/v1/items/{bob_id}"),
        ("DELETE", f"/v1/items/{bob_id}"),
        ("POST", f"/v1/items/{bob_id}/confirm"),
        ("POST", f"/v1/items/{bob_id}/trash"),
        ("POST", f"/v1/items/{bob_id}/restore"),
        ("GET", f"/v1/items/{bob_id}/history"),
        ("GET", "/v1/sessions/bob-chat"),
        ("POST", "/v1/sessions/bob-chat/close"),
    ):
        body = {"content": "hijacked"} if method == "PUT" else None
        response = alice.request(method, path, json=body)
        assert response.status_code == 404, (method, path, response.status_code)
        assert error_of(response)["code"] == "not_found"
    assert alice.post("/v1/links", json={"from": bob_id, "to": bob_id}).status_code == 404
    assert alice.post("/v1/undo", json={"event_id": secret["event"]["id"]}).status_code == 404
    assert alice.post("/v1/purge", json={"id": bob_id}).status_code == 404

    assert [i["content"] for i in alice.get("/v1/items", params={"include_inactive": "true"}).json()["items"]] == [
        "Alice likes birthday cake"
    ]
    assert alice.get("/v1/blocks").json()["blocks"] == []
    assert alice.get("/v1/blocks/user").status_code == 404
    assert alice.get("/v1/sessions").json()["sessions"] == []
    assert alice.get("/v1/trash").json()["items"] == []
    hits = alice.post("/v1/recall", json={"query": "birthday cat bank PIN", "k": 50}).json()["hits"]
    assert [h["content"] for h in hits] == ["Alice likes birthday cake"]
    assert "Bob" not in alice.get("/v1/context").text
    assert "Bob" not in alice.get("/v1/export").text
    assert bob.get(f"/v1/items/{bob_id}").json()["status"] == "active"  # nothing of bob's changed


def test_no_endpoint_takes_an_owner(live: Live) -> None:
    spec = live.client().get("/openapi.json").json()
    names = {
        p["name"]
        for operations in spec["paths"].values()
        for op in operations.values()
        for p in op.get("parameters", [])
    }
    assert not names & {"owner", "user", "user_id"}
    bodies = spec["components"]["schemas"]
    for name, schema in bodies.items():
        if name.endswith("In"):
            assert not set(schema.get("properties", {})) & {"owner", "user", "user_id"}, name


# ---- startup rules (engram serve) ------------------------------------------------------------
def test_serve_refuses_a_non_loopback_address_without_keys(isolated_env: Path, tmp_path: Path) -> None:
    db = tmp_path / "serve.db"
    result = CliRunner().invoke(cli, ["--db", str(db), "serve", "--host", "0.0.0.0", "--port", "0"])

    assert result.exit_code == 1
    assert "refusing to serve on 0.0.0.0" in result.stderr and "engram keys create" in result.stderr
