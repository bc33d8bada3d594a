"""Every error is ``{"error": {"code", "message", "details"}}`` with the right status, over real HTTP:
400, 401, 404, 405, 409 (conflict and ambiguous), 413 (declared and streamed), 415, 422, 503, 500."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from fastapi import FastAPI

from api_server import Live, error_of, live_server
from engram.interfaces.api.deps import MemoryDep


def _boom_route(app: FastAPI) -> None:
    @app.get("/v1/boom")
    def boom(memory: MemoryDep) -> None:
        raise RuntimeError("secret internals: /etc/engram/token=abc")


@pytest.fixture(scope="module")
def live(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Live]:
    db = tmp_path_factory.mktemp("errors") / "e.db"
    with live_server(db, max_body=4096, app_hook=_boom_route) as server:
        yield server


@pytest.fixture(scope="module")
def api(live: Live) -> httpx.Client:
    return live.client(live.key("erin"))


def check(response: httpx.Response, status: int, code: str) -> dict[str, object]:
    assert response.status_code == status, response.text
    assert response.headers["content-type"] == "application/json"
    error = error_of(response)
    assert error["code"] == code, error
    return error


def test_400_for_a_body_that_is_not_json(api: httpx.Client) -> None:
    response = api.post("/v1/items", content=b'{"content": ', headers={"Content-Type": "application/json"})
    check(response, 400, "bad_json")


def test_400_for_input_the_core_refuses(api: httpx.Client) -> None:
    error = check(api.post("/v1/items", json={"content": "x", "category": "nonsense"}), 400, "invalid_input")
    assert "nonsense" in str(error["message"])
    check(api.post("/v1/items", json={"content": "   "}), 400, "invalid_input")
    check(api.get("/v1/items", params={"as_of": "yesterday-ish"}), 400, "invalid_input")
    check(api.get("/v1/items", params={"as_of": "9999-12-31T23:59:59-05:00"}), 400, "invalid_input")
    check(api.post("/v1/recall", json={"query": ""}), 400, "invalid_input")


def test_401_without_a_key(live: Live, api: httpx.Client) -> None:
    check(live.client().get("/v1/items"), 401, "unauthorized")


def test_404_for_unknown_records_and_paths(api: httpx.Client) -> None:
    error = check(api.get("/v1/items/424242"), 404, "not_found")
    assert error["message"] == "no memory #424242"
    check(api.get("/v1/no-such-thing"), 404, "not_found")
    check(api.get("/nowhere"), 404, "not_found")


def test_405_for_a_method_a_path_does_not_take(api: httpx.Client) -> None:
    check(api.patch("/v1/items"), 405, "method_not_allowed")


def test_409_for_a_conflict_and_for_an_ambiguous_reference(api: httpx.Client) -> None:
    first = api.post("/v1/items", json={"content": "Prefers trains to planes"}).json()["item"]
    api.delete(f"/v1/items/{first['id']}")
    error = check(api.delete(f"/v1/items/{first['id']}"), 409, "conflict")
    assert error["details"] == {"id": first["id"], "status": "forgotten"}

    a = api.post("/v1/items", json={"content": "Coffee: flat white"}).json()["item"]
    b = api.post("/v1/items", json={"content": "Coffee: espresso after lunch"}).json()["item"]
    target = api.post("/v1/items", json={"content": "Sleeps badly after late caffeine"}).json()["item"]
    error = check(api.post("/v1/links", json={"from": "coffee", "to": target["id"]}), 409, "ambiguous")
    candidates = error["details"]["candidates"]  # type: ignore[index]
    assert sorted(c["id"] for c in candidates) == [a["id"], b["id"]]


def test_413_for_a_declared_body_over_the_limit_before_it_is_read(api: httpx.Client) -> None:
    error = check(api.post("/v1/items", json={"content": "x" * 10_000}), 413, "payload_too_large")
    assert error["details"] == {"limit": 4096}


def test_413_for_a_streamed_body_over_the_limit(api: httpx.Client) -> None:
    def chunks() -> Iterator[bytes]:
        yield b'{"content": "'
        for _ in range(10):
            yield b"y" * 1000
        yield b'"}'

    response = api.post("/v1/items", content=chunks(), headers={"Content-Type": "application/json"})
    check(response, 413, "payload_too_large")


def test_a_body_under_the_limit_still_works(api: httpx.Client) -> None:
    assert api.post("/v1/items", json={"content": "z" * 1000}).status_code == 201


def test_415_for_a_body_not_declared_as_json(api: httpx.Client) -> None:
    check(api.post("/v1/items", content=b"content=hello"), 415, "unsupported_media_type")
    check(api.post("/v1/items", data={"content": "hello"}), 415, "unsupported_media_type")


def test_422_for_a_request_that_does_not_match_the_schema(api: httpx.Client) -> None:
    error = check(api.post("/v1/items", json={"content": 5, "colour": "red"}), 422, "validation_error")
    kinds = {(tuple(e["loc"]), e["type"]) for e in error["details"]["errors"]}  # type: ignore[index]
    assert (("body", "content"), "string_type") in kinds and (("body", "colour"), "extra_forbidden") in kinds
    check(api.get("/v1/items/0"), 422, "validation_error")
    check(api.get("/v1/items/abc"), 422, "validation_error")
    check(api.get("/v1/items/99999999999999999999999"), 422, "validation_error")
    check(api.get("/v1/items", params={"limit": 0}), 422, "validation_error")
    check(api.get("/v1/context", params={"format": "html"}), 422, "validation_error")
    check(api.post("/v1/recall", json={"query": "x", "k": 10_000}), 422, "validation_error")


def test_500_for_an_unexpected_error_without_leaking_it(api: httpx.Client) -> None:
    error = check(api.get("/v1/boom"), 500, "internal_error")
    assert "secret" not in str(error) and "RuntimeError" not in str(error)


def test_503_when_the_store_is_unavailable(tmp_path: Path) -> None:
    with live_server(tmp_path / "gone.db") as server:
        client = server.client()
        assert client.get("/v1/items").status_code == 200
        server.store.close()  # the database goes away under a running server
        error = check(client.get("/v1/items"), 503, "store_error")
        assert "nothing was changed" in str(error["message"])
        check(client.post("/v1/items", json={"content": "lost?"}), 503, "store_error")
