"""The HTTP API end to end over real HTTP (uvicorn on loopback + httpx): items, history, undo, trash,
links, recall, context, blocks, sessions, export/import and cursor pagination.

One server per module; every test gets its own owner (its own API key), so tests never see each
other's memories.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from api_server import Live, error_of, live_server


@pytest.fixture(scope="module")
def live(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Live]:
    with live_server(tmp_path_factory.mktemp("api") / "e.db") as server:
        yield server


@pytest.fixture
def api(live: Live) -> httpx.Client:
    """A client whose key belongs to a fresh owner."""
    return live.client(live.key(f"user-{uuid.uuid4().hex[:10]}"))


def remember(api: httpx.Client, content: str, **fields: Any) -> dict[str, Any]:
    response = api.post("/v1/items", json={"content": content, **fields})
    assert response.status_code == 201, response.text
    return dict(response.json())


# ---- items -----------------------------------------------------------------------------------
def test_remember_returns_the_item_the_event_and_a_status_line(api: httpx.Client) -> None:
    body = remember(api, "Prefers tea over coffee", category="preference", tags=["drinks"])

    assert set(body) == {"item", "event", "created", "message"}
    assert body["created"] is True
    assert body["message"] == f"Memory saved (#{body['item']['id']})"
    assert body["item"]["content"] == "Prefers tea over coffee"
    assert body["item"]["category"] == "preference"
    assert body["item"]["tags"] == ["drinks"]
    assert body["item"]["status"] == "active"
    assert body["event"]["op"] == "remember"
    assert body["event"]["actor"] == "api"


def test_saving_identical_content_returns_the_existing_item_with_200(api: httpx.Client) -> None:
    first = remember(api, "Lives in Porto", category="profile")
    again = api.post("/v1/items", json={"content": "  lives in PORTO ", "category": "profile"})

    assert again.status_code == 200
    assert again.json()["created"] is False
    assert again.json()["event"] is None
    assert again.json()["item"]["id"] == first["item"]["id"]


def test_crud_round_trip_get_update_confirm_forget(api: httpx.Client) -> None:
    item_id = remember(api, "Works as a data engineer in Lisbon", category="profile")["item"]["id"]

    got = api.get(f"/v1/items/{item_id}")
    assert got.status_code == 200 and got.json()["content"] == "Works as a data engineer in Lisbon"

    updated = api.put(f"/v1/items/{item_id}", json={"content": "Works as a data engineer in Porto"})
    assert updated.status_code == 200
    new = updated.json()["item"]
    assert new["id"] != item_id and new["supersedes"] == item_id and new["content"].endswith("Porto")
    assert updated.json()["message"] == f"Memory updated (#{new['id']})"
    old = api.get(f"/v1/items/{item_id}").json()
    assert old["status"] == "superseded" and old["superseded_by"] == new["id"]

    confirmed = api.post(f"/v1/items/{new['id']}/confirm")
    assert confirmed.status_code == 200 and confirmed.json()["item"]["last_confirmed_at"] is not None

    forgotten = api.delete(f"/v1/items/{new['id']}")
    assert forgotten.status_code == 200 and forgotten.json()["item"]["status"] == "forgotten"
    assert api.get("/v1/items").json()["items"] == []
    listed = api.get("/v1/items", params={"include_inactive": "true"}).json()["items"]
    assert [i["id"] for i in listed] == [item_id, new["id"]]


def test_update_keeps_omitted_fields_and_null_clears_them(api: httpx.Client) -> None:
    item_id = remember(api, "Runs on Tuesdays", detail="5 km along the river", tags=["sport"])["item"]["id"]

    kept = api.put(f"/v1/items/{item_id}", json={"content": "Runs on Tuesdays and Fridays"}).json()["item"]
    assert kept["detail"] == "5 km along the river" and kept["tags"] == ["sport"]

    cleared = api.put(f"/v1/items/{kept['id']}", json={"content": "Runs on Fridays", "detail": None}).json()["item"]
    assert cleared["detail"] is None


def test_list_filters_by_category_namespace_and_as_of(api: httpx.Client) -> None:
    remember(api, "Likes jazz", category="preference")
    fact = remember(api, "Has a cat named Miso", category="fact", namespace="user/pets")["item"]

    assert [i["content"] for i in api.get("/v1/items", params={"category": "preference"}).json()["items"]] == [
        "Likes jazz"
    ]
    assert [i["id"] for i in api.get("/v1/items", params={"namespace": "user/pets"}).json()["items"]] == [fact["id"]]
    api.put(f"/v1/items/{fact['id']}", json={"content": "Has two cats"})
    then = api.get("/v1/items", params={"as_of": fact["recorded_at"], "namespace": "user/pets"}).json()["items"]
    assert [i["content"] for i in then] == ["Has a cat named Miso"]


def test_history_lists_every_version_and_event(api: httpx.Client) -> None:
    first = remember(api, "Prefers dark mode", category="preference")["item"]
    second = api.put(f"/v1/items/{first['id']}", json={"content": "Prefers light mode"}).json()["item"]

    history = api.get(f"/v1/items/{second['id']}/history")

    assert history.status_code == 200
    body = history.json()
    assert body["lineage"] == first["id"]
    assert [v["content"] for v in body["versions"]] == ["Prefers dark mode", "Prefers light mode"]
    assert [e["op"] for e in body["events"]] == ["remember", "update"]


def test_links_connect_two_items_by_id_or_text(api: httpx.Client) -> None:
    a = remember(api, "Only invests in index funds", category="decision")["item"]
    b = remember(api, "Risk tolerance is moderate", category="profile")["item"]

    linked = api.post("/v1/links", json={"from": a["id"], "to": "risk tolerance", "relation": "relates_to"})

    assert linked.status_code == 201, linked.text
    assert linked.json()["link"]["from_id"] == a["id"] and linked.json()["link"]["to_id"] == b["id"]
    assert [lk["id"] for lk in api.get(f"/v1/items/{a['id']}/history").json()["links"]] == [linked.json()["link"]["id"]]


# ---- undo, trash, restore, purge --------------------------------------------------------------
def test_undo_reverses_the_latest_write_or_a_given_event(api: httpx.Client) -> None:
    saved = remember(api, "Drinks oat milk", category="preference")
    updated = api.put(f"/v1/items/{saved['item']['id']}", json={"content": "Drinks soy milk"}).json()

    undone = api.post("/v1/undo")
    assert undone.status_code == 200
    assert undone.json()["undone"]["id"] == updated["event"]["id"]
    assert undone.json()["message"] == f"Undid update (event {updated['event']['id']})"
    assert [i["content"] for i in api.get("/v1/items").json()["items"]] == ["Drinks oat milk"]

    again = api.post("/v1/undo", json={"event_id": updated["event"]["id"]})
    assert again.status_code == 409 and error_of(again)["code"] == "conflict"

    by_id = api.post("/v1/undo", json={"event_id": saved["event"]["id"]})
    assert by_id.status_code == 200
    assert api.get("/v1/items").json()["items"] == []


def test_trash_restore_and_purge(api: httpx.Client) -> None:
    keep = remember(api, "Keeps a paper journal")["item"]
    gone = remember(api, "Temporary note to purge")["item"]

    trashed = api.post(f"/v1/items/{keep['id']}/trash")
    assert trashed.status_code == 200 and trashed.json()["item"]["status"] == "trashed"
    assert [i["id"] for i in api.get("/v1/trash").json()["items"]] == [keep["id"]]
    assert api.post(f"/v1/items/{keep['id']}/trash").status_code == 409

    restored = api.post(f"/v1/items/{keep['id']}/restore")
    assert restored.status_code == 200 and restored.json()["item"]["status"] == "active"
    assert api.get("/v1/trash").json()["items"] == []

    assert api.post("/v1/purge", json={"id": gone["id"]}).status_code == 409  # not in the trash
    api.post(f"/v1/items/{gone['id']}/trash")
    purged = api.post("/v1/purge", json={"id": gone["id"]})
    assert purged.status_code == 200 and purged.json() == {"purged_items": 1, "purged_lineages": [gone["id"]]}
    assert api.get(f"/v1/items/{gone['id']}").status_code == 404
    assert api.post("/v1/purge").json() == {"purged_items": 0, "purged_lineages": []}


# ---- recall and context ----------------------------------------------------------------------
def test_recall_finds_items_and_honours_k_and_kinds(api: httpx.Client) -> None:
    remember(api, "Chose PostgreSQL for the billing service", category="decision")
    remember(api, "Prefers short answers", category="style")
    api.put("/v1/blocks/projects/billing", json={"content": "Billing runs on PostgreSQL 15"})

    hits = api.post("/v1/recall", json={"query": "postgresql billing", "k": 5}).json()["hits"]
    assert {h["kind"] for h in hits} == {"item", "block"}
    assert hits[0]["content"] in ("Chose PostgreSQL for the billing service", "Billing runs on PostgreSQL 15")

    only_items = api.post("/v1/recall", json={"query": "postgresql", "kinds": ["item"], "k": 1}).json()["hits"]
    assert [h["content"] for h in only_items] == ["Chose PostgreSQL for the billing service"]


def test_context_renders_the_injected_block_and_freezes_per_session(api: httpx.Client) -> None:
    remember(api, "Prefers metric units", category="preference")

    block = api.get("/v1/context", params={"budget_tokens": 500}).json()
    assert "Prefers metric units" in block["text"] and block["format"] == "markdown"
    assert block["budget_tokens"] == 500 and len(block["item_ids"]) == 1

    frozen = api.get("/v1/context", params={"session_id": "s-ctx"}).json()
    remember(api, "Prefers the 24-hour clock", category="preference")
    assert api.get("/v1/context", params={"session_id": "s-ctx"}).json()["text"] == frozen["text"]
    assert "24-hour" in api.get("/v1/context").json()["text"]

    background = api.get("/v1/context", params={"format": "background"}).json()
    assert background["text"].startswith("[background]")


# ---- blocks ----------------------------------------------------------------------------------
def test_blocks_write_append_read_and_list(api: httpx.Client) -> None:
    assert api.get("/v1/blocks/projects/engram").status_code == 404

    written = api.put("/v1/blocks/projects/engram", json={"content": "Python 3.11, SQLite"})
    assert written.status_code == 200 and written.json()["block"]["version"] == 1
    api.put("/v1/blocks/projects/engram", json={"content": "FastAPI for HTTP", "mode": "append"})
    api.put("/v1/blocks/projects/engram", json={"content": "be brief", "category": "style"})

    block = api.get("/v1/blocks/projects/engram").json()
    assert block["content"] == "Python 3.11, SQLite\nFastAPI for HTTP" and block["version"] == 2
    assert api.get("/v1/blocks/projects/engram", params={"category": "style"}).json()["content"] == "be brief"
    listed = api.get("/v1/blocks", params={"prefix": "projects"}).json()
    assert sorted((b["namespace"], b["category"] or "") for b in listed["blocks"]) == [
        ("projects/engram", ""),
        ("projects/engram", "style"),
    ]


# ---- sessions --------------------------------------------------------------------------------
def test_sessions_turns_and_close(api: httpx.Client) -> None:
    opened = api.post("/v1/sessions", json={"id": "chat-1", "title": "Rebalance"})
    assert opened.status_code == 201 and opened.json()["status"] == "active"

    first = api.post("/v1/sessions/chat-1/turns", json={"role": "user", "text": "I only buy index funds."})
    assert first.status_code == 201 and first.json()["turn"]["seq"] == 1
    api.post("/v1/sessions/chat-1/turns", json={"role": "assistant", "text": "Noted: index funds only."})
    api.post("/v1/sessions/chat-2/turns", json={"role": "user", "text": "A new chat starts here", "turn_id": "m-9"})

    detail = api.get("/v1/sessions/chat-1").json()
    assert detail["session"]["title"] == "Rebalance" and detail["session"]["turn_count"] == 2
    assert [t["role"] for t in detail["turns"]] == ["user", "assistant"] and detail["next_cursor"] is None
    assert api.get("/v1/sessions/chat-2").json()["turns"][0]["external_id"] == "m-9"
    assert {s["id"] for s in api.get("/v1/sessions").json()["sessions"]} == {"chat-1", "chat-2"}

    closed = api.post("/v1/sessions/chat-1/close")
    assert closed.status_code == 200, closed.text
    assert closed.json()["status"] == "closed" and closed.json()["session"]["status"] == "idle"
    assert api.post("/v1/sessions/chat-1/close").json()["status"] == "already-idle"
    assert [s["id"] for s in api.get("/v1/sessions", params={"status": "idle"}).json()["sessions"]] == ["chat-1"]
    assert api.get("/v1/sessions/nope").status_code == 404


# ---- export / import -------------------------------------------------------------------------
def test_export_import_round_trip_into_another_owner(live: Live, api: httpx.Client) -> None:
    a = remember(api, "Allergic to peanuts", category="profile")["item"]
    api.put(f"/v1/items/{a['id']}", json={"content": "Allergic to peanuts and cashews"})
    remember(api, "Prefers window seats", category="preference")
    api.put("/v1/blocks/user", json={"content": "Travels monthly"})

    exported = api.get("/v1/export")
    assert exported.status_code == 200
    assert exported.headers["content-type"].startswith("application/x-ndjson")
    other = live.client(live.key(f"copy-{uuid.uuid4().hex[:8]}"))

    report = other.post("/v1/import", json={"text": exported.text, "format": "jsonl"})

    assert report.status_code == 200, report.text
    assert report.json()["items"] == 3 and report.json()["blocks"] == 1 and report.json()["errors"] == []
    mine = sorted(i["content"] for i in api.get("/v1/items").json()["items"])
    theirs = sorted(i["content"] for i in other.get("/v1/items").json()["items"])
    assert mine == theirs == ["Allergic to peanuts and cashews", "Prefers window seats"]
    assert other.get("/v1/blocks/user").json()["content"] == "Travels monthly"

    markdown = api.get("/v1/export", params={"format": "markdown"})
    assert markdown.headers["content-type"].startswith("text/markdown") and "Prefers window seats" in markdown.text


def test_a_strict_import_with_a_bad_line_is_a_400_and_imports_nothing(api: httpx.Client) -> None:
    text = '{"id": 1, "ts": "2026-01-01T00:00:00Z", "kind": "fact", "content": "fine line"}\nnot json at all\n'

    strict = api.post("/v1/import", json={"text": text, "format": "aish", "strict": True})
    assert strict.status_code == 400
    assert error_of(strict)["details"]["errors"][0]["line"] == 2
    assert api.get("/v1/items").json()["items"] == []

    lenient = api.post("/v1/import", json={"text": text, "format": "aish"})
    assert lenient.status_code == 200 and lenient.json()["items"] == 1 and len(lenient.json()["errors"]) == 1


# ---- pagination ------------------------------------------------------------------------------
def _walk(api: httpx.Client, path: str, key: str, **params: Any) -> tuple[list[Any], int]:
    seen: list[Any] = []
    pages = 0
    cursor: str | None = None
    while True:
        query = dict(params, **({"cursor": cursor} if cursor else {}))
        body = api.get(path, params=query).json()
        seen += body[key]
        pages += 1
        cursor = body["next_cursor"]
        if cursor is None:
            return seen, pages


def test_item_trash_and_block_lists_page_with_cursors(api: httpx.Client) -> None:
    ids = [remember(api, f"paged memory number {n}")["item"]["id"] for n in range(7)]
    for n in range(5):
        api.put(f"/v1/blocks/notes/n{n}", json={"content": f"note {n}"})
    for item_id in ids[:4]:
        api.post(f"/v1/items/{item_id}/trash")

    items, pages = _walk(api, "/v1/items", "items", limit=2, include_inactive="true")
    assert [i["id"] for i in items] == ids[4:] and pages == 2
    trash, pages = _walk(api, "/v1/trash", "items", limit=3)
    assert [i["id"] for i in trash] == ids[:4] and pages == 2
    blocks, pages = _walk(api, "/v1/blocks", "blocks", limit=2)
    assert [b["namespace"] for b in blocks] == [f"notes/n{n}" for n in range(5)] and pages == 3


def test_sessions_and_turns_page_with_cursors(api: httpx.Client) -> None:
    for n in range(5):
        api.post(f"/v1/sessions/s{n}/turns", json={"role": "user", "text": f"hello {n}"})
    for n in range(4):
        api.post("/v1/sessions/long/turns", json={"role": "user", "text": f"turn {n}"})

    sessions, pages = _walk(api, "/v1/sessions", "sessions", limit=2)
    assert [s["id"] for s in sessions] == ["long", "s4", "s3", "s2", "s1", "s0"] and pages == 3
    turns, pages = _walk(api, "/v1/sessions/long", "turns", limit=3)
    assert [t["text"] for t in turns] == [f"turn {n}" for n in range(4)] and pages == 2


def test_a_cursor_from_another_list_or_damaged_is_a_400(api: httpx.Client) -> None:
    for n in range(3):
        remember(api, f"cursor test {n}")
    cursor = api.get("/v1/items", params={"limit": 1}).json()["next_cursor"]
    assert cursor is not None

    for path, bad in (("/v1/trash", cursor), ("/v1/items", "not-a-cursor!"), ("/v1/sessions", cursor)):
        response = api.get(path, params={"cursor": bad})
        assert response.status_code == 400, (path, response.text)
        assert error_of(response)["code"] == "invalid_input"


def test_health_and_openapi_need_no_key(live: Live) -> None:
    anonymous = live.client()
    assert anonymous.get("/healthz").json()["status"] == "ok"
    spec = anonymous.get("/openapi.json").json()
    assert "/v1/items" in spec["paths"] and "/v1/blocks/{namespace}" in spec["paths"]
    assert spec["components"]["securitySchemes"]["HTTPBearer"]["scheme"] == "bearer"
    assert anonymous.get("/docs").status_code == 200


def test_the_server_module_binds_loopback_and_rejects_bad_hosts(tmp_path: Path) -> None:
    from engram.errors import InvalidInput
    from engram.interfaces.api.server import address, bind, is_loopback

    assert is_loopback("127.0.0.1") and is_loopback("localhost") and is_loopback("::1") and is_loopback("127.8.0.1")
    assert not is_loopback("0.0.0.0") and not is_loopback("192.168.1.4") and not is_loopback("example.com")
    sock = bind("127.0.0.1", 0)
    try:
        assert address(sock).startswith("http://127.0.0.1:")
    finally:
        sock.close()
    with pytest.raises(InvalidInput):
        bind("no-such-host.invalid", 0)
