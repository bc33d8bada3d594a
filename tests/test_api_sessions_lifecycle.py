"""The session lifecycle over real HTTP: archive, trash, restore, purge, full-text search, sweep,
finalize and compression; then digests and daily logs, which closing sessions writes.

One server per module on a controllable clock (so windows and idle times can pass); every test has its
own owner.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from api_server import Live, error_of, live_server
from conftest import FakeClock


@pytest.fixture(scope="module")
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture(scope="module")
def live(tmp_path_factory: pytest.TempPathFactory, clock: FakeClock) -> Iterator[Live]:
    with live_server(tmp_path_factory.mktemp("lifecycle") / "e.db", clock=clock) as server:
        yield server


@pytest.fixture
def api(live: Live) -> httpx.Client:
    return live.client(live.key(f"user-{uuid.uuid4().hex[:10]}"))


def turn(api: httpx.Client, session: str, text: str, role: str = "user") -> None:
    response = api.post(f"/v1/sessions/{session}/turns", json={"role": role, "text": text})
    assert response.status_code == 201, response.text


def walk(api: httpx.Client, path: str, key: str, **params: Any) -> tuple[list[Any], int]:
    seen: list[Any] = []
    pages = 0
    cursor: str | None = None
    while True:
        body = api.get(path, params=dict(params, **({"cursor": cursor} if cursor else {}))).json()
        seen += body[key]
        pages += 1
        cursor = body["next_cursor"]
        if cursor is None:
            return seen, pages


def listed(api: httpx.Client, **params: Any) -> list[str]:
    return [s["id"] for s in api.get("/v1/sessions", params=params).json()["sessions"]]


# ---- archive, trash, restore, purge ----------------------------------------------------------
def test_archive_needs_a_closed_session_and_a_new_turn_reactivates_it(api: httpx.Client) -> None:
    turn(api, "chat-a", "We decided to ship on Fridays only.")

    refused = api.post("/v1/sessions/chat-a/archive")
    assert refused.status_code == 409 and "close it" in error_of(refused)["message"]
    assert api.get("/v1/sessions/chat-a").json()["session"]["status"] == "active"

    api.post("/v1/sessions/chat-a/close")
    archived = api.post("/v1/sessions/chat-a/archive")
    assert archived.status_code == 200, archived.text
    assert archived.json()["message"] == "Session chat-a archived"
    assert archived.json()["session"]["status"] == "archived" and archived.json()["session"]["archived_at"]
    assert listed(api, status="archived") == ["chat-a"]
    assert api.post("/v1/sessions/chat-a/archive").json()["session"]["status"] == "archived"  # idempotent

    turn(api, "chat-a", "One more thing.")
    assert api.get("/v1/sessions/chat-a").json()["session"]["status"] == "active"


def test_trash_hides_a_session_restore_brings_it_back_and_purge_deletes_it(api: httpx.Client) -> None:
    turn(api, "keep", "Nothing to see here.")
    turn(api, "doomed", "The staging password rotates monthly.")

    trashed = api.post("/v1/sessions/doomed/trash")
    assert trashed.status_code == 200 and trashed.json()["session"]["trashed_at"] is not None
    assert "30 days to restore" in trashed.json()["message"]
    assert listed(api) == ["keep"] and listed(api, trashed="true") == ["doomed"]
    again = api.post("/v1/sessions/doomed/trash")
    assert again.status_code == 409 and error_of(again)["code"] == "conflict"

    restored = api.post("/v1/sessions/doomed/restore")
    assert restored.status_code == 200 and restored.json()["session"]["trashed_at"] is None
    assert sorted(listed(api)) == ["doomed", "keep"]
    assert api.post("/v1/sessions/doomed/restore").status_code == 409  # not in the trash

    refused = api.post("/v1/sessions/purge", json={"id": "doomed"})
    assert refused.status_code == 409 and "trash it first" in error_of(refused)["message"]
    api.post("/v1/sessions/doomed/trash")
    purged = api.post("/v1/sessions/purge", json={"id": "doomed"})
    assert purged.status_code == 200 and purged.json() == {"purged": ["doomed"], "message": "Purged 1 session(s)"}
    assert api.get("/v1/sessions/doomed").status_code == 404
    assert listed(api, trashed="true") == [] and listed(api) == ["keep"]


def test_purge_without_an_id_takes_only_sessions_past_the_trash_window(api: httpx.Client, clock: FakeClock) -> None:
    turn(api, "old", "An old conversation.")
    api.post("/v1/sessions/old/trash")
    clock.advance(days=31)
    turn(api, "recent", "A recent conversation.")
    api.post("/v1/sessions/recent/trash")

    expired = api.post("/v1/sessions/old/restore")
    assert expired.status_code == 409 and "can no longer be restored" in error_of(expired)["message"]
    assert api.post("/v1/sessions/purge").json()["purged"] == ["old"]
    assert listed(api, trashed="true") == ["recent"]


def test_another_owners_session_answers_404_to_every_lifecycle_call(live: Live, api: httpx.Client) -> None:
    turn(api, "mine", "Only mine.")
    api.post("/v1/sessions/mine/close")
    other = live.client(live.key(f"other-{uuid.uuid4().hex[:8]}"))

    for path, body in (
        ("/v1/sessions/mine/archive", None),
        ("/v1/sessions/mine/trash", None),
        ("/v1/sessions/mine/restore", None),
        ("/v1/sessions/mine/compress", {"budget_tokens": 100}),
        ("/v1/sessions/purge", {"id": "mine"}),
    ):
        response = other.post(path, json=body)
        assert response.status_code == 404, (path, response.text)
        assert error_of(response)["code"] == "not_found"
    assert other.get("/v1/search/sessions", params={"q": "mine"}).json()["matches"] == []
    assert api.get("/v1/sessions/mine").json()["session"]["status"] == "idle"  # untouched


# ---- search --------------------------------------------------------------------------------
def test_search_finds_sessions_by_their_turns_best_first_and_pages_by_rank(api: httpx.Client) -> None:
    for n in range(5):
        turn(api, f"k8s-{n}", f"Session {n} talks about kubernetes" + " and kubernetes" * (n % 3))
    turn(api, "other", "Only about gardening.")
    turn(api, "hidden", "kubernetes in a trashed session")
    api.post("/v1/sessions/hidden/trash")

    first = api.get("/v1/search/sessions", params={"q": "kubernetes", "limit": 2}).json()
    assert len(first["matches"]) == 2 and first["next_cursor"] is not None
    match = first["matches"][0]
    assert set(match) == {"session", "turn_id", "seq", "snippet", "score"}
    assert "[kubernetes]" in match["snippet"].lower()

    matches, pages = walk(api, "/v1/search/sessions", "matches", q="kubernetes", limit=2)
    ids = [m["session"]["id"] for m in matches]
    assert sorted(ids) == [f"k8s-{n}" for n in range(5)] and pages == 3  # one per session, no trash
    scores = [m["score"] for m in matches]
    assert scores == sorted(scores, reverse=True)
    assert api.get("/v1/search/sessions", params={"q": "gardening"}).json()["matches"][0]["session"]["id"] == "other"


def test_search_refuses_an_empty_query_and_a_foreign_cursor(api: httpx.Client) -> None:
    turn(api, "s", "hello there")
    assert api.get("/v1/search/sessions", params={"q": ""}).status_code == 422
    blank = api.get("/v1/search/sessions", params={"q": "   "})
    assert blank.status_code == 400 and error_of(blank)["code"] == "invalid_input"
    sessions_cursor = api.post("/v1/sessions/t/turns", json={"role": "user", "text": "x"})
    assert sessions_cursor.status_code == 201
    cursor = api.get("/v1/sessions", params={"limit": 1}).json()["next_cursor"]
    bad = api.get("/v1/search/sessions", params={"q": "hello", "cursor": cursor})
    assert bad.status_code == 400 and "invalid cursor" in error_of(bad)["message"]


# ---- sweep, finalize, compress ---------------------------------------------------------------
def test_finalize_closes_sessions_with_new_turns_except_the_new_one(api: httpx.Client) -> None:
    turn(api, "yesterday", "We decided to keep the monorepo.")
    turn(api, "now", "Starting something new.")

    results = api.post("/v1/sessions/finalize", json={"exclude": "now"}).json()["results"]
    assert [(r["session"]["id"], r["status"]) for r in results] == [("yesterday", "closed")]
    assert [s["item"]["content"] for s in results[0]["saved"]] == ["Decided to keep the monorepo"]
    assert api.get("/v1/sessions/now").json()["session"]["status"] == "active"
    assert api.post("/v1/sessions/finalize", json={"exclude": "now"}).json()["results"] == []


def test_sweep_closes_only_sessions_idle_longer_than_asked(api: httpx.Client, clock: FakeClock) -> None:
    turn(api, "abandoned", "Left open by a crashed client.")
    clock.advance(hours=2)
    turn(api, "busy", "Still talking.")

    results = api.post("/v1/sessions/sweep", json={"idle_minutes": 60}).json()["results"]
    assert [r["session"]["id"] for r in results] == ["abandoned"]
    assert api.get("/v1/sessions/abandoned").json()["session"]["status"] == "idle"
    assert api.get("/v1/sessions/busy").json()["session"]["status"] == "active"
    assert api.post("/v1/sessions/sweep", json={"idle_minutes": 0}).status_code == 422


def test_compress_summarises_old_turns_under_a_small_budget_and_keeps_them_stored(api: httpx.Client) -> None:
    for n in range(30):
        turn(api, "long", f"Turn {n}: we compared option {n} for the message queue in some detail.")

    roomy = api.post("/v1/sessions/long/compress", json={"budget_tokens": 100_000}).json()
    assert roomy["compressed"] is False and len(roomy["messages"]) == 30

    tight = api.post("/v1/sessions/long/compress", json={"budget_tokens": 200}).json()
    assert tight["compressed"] is True and tight["summarized_through_seq"] > 0
    assert tight["messages"][0]["role"] == "system" and len(tight["messages"]) < 30
    assert tight["messages"][-1]["text"].startswith("Turn 29:")
    assert api.get("/v1/sessions/long").json()["session"]["turn_count"] == 30
    assert api.post("/v1/sessions/long/compress", json={"budget_tokens": 0}).status_code == 422


# ---- digests and daily logs ------------------------------------------------------------------
def test_digests_list_newest_first_page_and_filter_by_session(api: httpx.Client) -> None:
    for name in ("first", "second", "third"):
        turn(api, name, f"We decided to name the {name} service after a river.")
        api.post(f"/v1/sessions/{name}/close")

    digests, pages = walk(api, "/v1/digests", "digests", limit=1)
    assert [d["session_id"] for d in digests] == ["third", "second", "first"] and pages == 3
    only = api.get("/v1/digests", params={"session_id": "second"}).json()["digests"]
    assert [d["session_id"] for d in only] == ["second"] and only[0]["decisions"]

    packed = api.get("/v1/digests/context", params={"prompt": "third service river", "max_chars": 4000}).json()
    assert packed["digests"][0]["session_id"] == "third" and "river" in packed["text"]
    small = api.get("/v1/digests/context", params={"max_chars": 10}).json()
    assert small["digests"] == [] and len(small["dropped"]) == 3


def test_daily_logs_list_read_and_append(api: httpx.Client) -> None:
    turn(api, "d1", "We decided to move standups to 10:00.")
    api.post("/v1/sessions/d1/close")
    added = api.post("/v1/daily", json={"text": "Paired on the importer.", "label": "Note", "at": "2025-12-30T15:30"})
    assert added.status_code == 201 and added.json()["day"] == "2025-12-30" and added.json()["time"] == "15:30"

    days, _ = walk(api, "/v1/daily", "days", limit=1)
    assert len(days) == 2 and days[-1] == "2025-12-30" and days == sorted(days, reverse=True)
    note = api.get("/v1/daily/2025-12-30").json()
    assert (
        note["text"].startswith("# Daily Memory: 2025-12-30")
        and "## Note (15:30)\nPaired on the importer." in note["text"]
    )
    assert "standups" in api.get(f"/v1/daily/{days[0]}").json()["text"]

    missing = api.get("/v1/daily/2001-01-01")
    assert missing.status_code == 404 and error_of(missing)["code"] == "not_found"
    assert api.get("/v1/daily/2026-13-01").status_code == 400
    assert api.get("/v1/daily", params={"namespace": "team"}).json() == {"days": [], "next_cursor": None}
