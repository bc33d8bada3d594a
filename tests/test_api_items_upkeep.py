"""Over real HTTP: remembering in bulk, an item's links, context with a query, and upkeep (decay,
stale, prune, the embedding index); plus the facade's paged trash query behind ``GET /v1/trash``."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from api_server import Live, error_of, live_server
from conftest import FakeClock
from engram import Memory


@pytest.fixture(scope="module")
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture(scope="module")
def live(tmp_path_factory: pytest.TempPathFactory, clock: FakeClock) -> Iterator[Live]:
    with live_server(tmp_path_factory.mktemp("upkeep") / "e.db", clock=clock) as server:
        yield server


@pytest.fixture
def api(live: Live) -> httpx.Client:
    return live.client(live.key(f"user-{uuid.uuid4().hex[:10]}"))


def remember(api: httpx.Client, content: str, **fields: Any) -> dict[str, Any]:
    response = api.post("/v1/items", json={"content": content, **fields})
    assert response.status_code == 201, response.text
    return dict(response.json()["item"])


def contents(api: httpx.Client) -> list[str]:
    return [i["content"] for i in api.get("/v1/items").json()["items"]]


# ---- bulk and links --------------------------------------------------------------------------
def test_remember_many_applies_defaults_per_entry_and_reports_duplicates(api: httpx.Client) -> None:
    remember(api, "Drinks green tea", category="preference")
    response = api.post(
        "/v1/items/batch",
        json={
            "category": "fact",
            "items": [
                {"content": "Has two cats"},
                {"content": "Prefers dark mode", "category": "preference", "tags": ["ui"]},
                {"content": "drinks GREEN tea", "category": "preference"},
                {"content": "Works on engram", "namespace": "projects/engram", "source": "agent"},
            ],
        },
    )
    assert response.status_code == 201, response.text
    results = response.json()["results"]
    assert [(r["item"]["category"], r["created"]) for r in results] == [
        ("fact", True),
        ("preference", True),
        ("preference", False),
        ("fact", True),
    ]
    assert results[1]["item"]["tags"] == ["ui"] and results[3]["item"]["namespace"] == "projects/engram"
    assert results[3]["item"]["source"] == "agent" and results[2]["event"] is None


def test_remember_many_with_one_bad_entry_saves_nothing(api: httpx.Client) -> None:
    before = contents(api)
    response = api.post(
        "/v1/items/batch", json={"items": [{"content": "Fine"}, {"content": "Bad", "category": "no-such-category"}]}
    )
    assert response.status_code == 400
    error = error_of(response)
    assert error["details"]["index"] == 1 and error["message"].startswith("entry 1:")
    assert contents(api) == before
    assert api.post("/v1/items/batch", json={"items": []}).status_code == 422


def test_an_items_links_are_those_whose_both_ends_are_active(api: httpx.Client) -> None:
    a = remember(api, "Uses PostgreSQL for the event store")
    b = remember(api, "The event store keeps 90 days of history")
    c = remember(api, "Backups run nightly")
    api.post("/v1/links", json={"from": a["id"], "to": b["id"]})
    api.post("/v1/links", json={"from": a["id"], "to": c["id"], "relation": "derived_from"})

    links = api.get(f"/v1/items/{a['id']}/links").json()["links"]
    assert sorted((lk["to_id"], lk["relation"]) for lk in links) == [(b["id"], "relates_to"), (c["id"], "derived_from")]
    api.delete(f"/v1/items/{c['id']}")
    assert [lk["to_id"] for lk in api.get(f"/v1/items/{a['id']}/links").json()["links"]] == [b["id"]]
    assert api.get("/v1/items/999999/links").status_code == 404


def test_context_with_a_query_appends_what_recall_finds(api: httpx.Client) -> None:
    remember(api, "Prefers short answers", category="preference")
    turn = api.post("/v1/sessions/q/turns", json={"role": "user", "text": "The staging database lives on host atlas"})
    assert turn.status_code == 201

    plain = api.get("/v1/context").json()
    asked = api.get("/v1/context", params={"query": "which host runs the staging database"}).json()
    assert "atlas" not in plain["text"] and "atlas" in asked["text"]
    frozen = plain["text"].removesuffix("</memory>")
    assert asked["text"].startswith(frozen)  # what recall found comes after, the rest is unchanged
    assert "## Relevant to this prompt" in asked["text"][len(frozen) :]


# ---- upkeep ----------------------------------------------------------------------------------
def test_stale_lists_and_prune_forgets_memories_not_touched_for_a_while(api: httpx.Client, clock: FakeClock) -> None:
    old = remember(api, "Uses Emacs")
    clock.advance(days=200)
    kept = remember(api, "Uses Neovim")

    stale, _ = _walk(api, "/v1/stale", "items", older_than_days=100, limit=1)
    assert [i["id"] for i in stale] == [old["id"]]
    assert api.get("/v1/stale").status_code == 422  # older_than_days is required

    pruned = api.post("/v1/prune", json={"older_than_days": 100}).json()
    assert [i["id"] for i in pruned["forgotten"]] == [old["id"]] and pruned["forgotten"][0]["status"] == "forgotten"
    assert pruned["message"] == "Forgot 1 stale memory(ies)"
    assert contents(api) == [kept["content"]]
    assert api.post(f"/v1/items/{old['id']}/restore").status_code == 200  # forgotten, never deleted


def test_decay_fades_only_extracted_memories(api: httpx.Client, clock: FakeClock) -> None:
    mine = remember(api, "Has a standing desk")
    api.post("/v1/sessions/dc/turns", json={"role": "user", "text": "We decided to adopt trunk-based development."})
    saved = api.post("/v1/sessions/dc/close").json()["saved"]
    extracted = saved[0]["item"]
    clock.advance(days=90)

    report = api.post("/v1/decay", json={"half_life_days": 90}).json()
    changed = {c["id"]: c for c in report["changed"]}
    assert set(changed) == {extracted["id"]}
    assert changed[extracted["id"]]["new"] == pytest.approx(changed[extracted["id"]]["old"] / 2, abs=1e-3)
    assert report["half_life_days"] == 90 and "floor" in report
    assert api.get(f"/v1/items/{mine['id']}").json()["confidence"] is None
    assert api.post("/v1/decay", json={"half_life_days": 0}).status_code == 422


def test_index_without_an_embedder_embeds_nothing_and_reindex_says_why(api: httpx.Client) -> None:
    remember(api, "Something to embed")
    assert api.post("/v1/index").json() == {"embedded": 0, "message": "Embedded 0 record(s)"}
    refused = api.post("/v1/reindex")
    assert refused.status_code == 400 and "no embedder" in error_of(refused)["message"]


def _walk(api: httpx.Client, path: str, key: str, **params: Any) -> tuple[list[Any], int]:
    seen: list[Any] = []
    pages, cursor = 0, None
    while True:
        body = api.get(path, params=dict(params, **({"cursor": cursor} if cursor else {}))).json()
        seen += body[key]
        pages += 1
        cursor = body["next_cursor"]
        if cursor is None:
            return seen, pages


# ---- the facade query behind GET /v1/trash ---------------------------------------------------
def test_trashed_pages_in_the_store_query(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "t.db", owner="alice", embedder=None) as memory:
        ids = [memory.remember(f"trash me {n}").item.id for n in range(5)]
        for item_id in ids:
            memory.trash(item_id)
        assert [i.id for i in memory.trashed(limit=2)] == ids[:2]
        assert [i.id for i in memory.trashed(limit=2, after_id=ids[1])] == ids[2:4]
        assert [i.id for i in memory.trashed(after_id=ids[3])] == ids[4:]
        assert [i.id for i in memory.trashed()] == ids
