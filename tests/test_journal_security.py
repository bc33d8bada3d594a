"""The web journal's edges over real loopback HTTP: revoked keys, the sign-in form's own CSRF token,
DNS rebinding on a keyless server, writes aimed at another owner's ids, refusals as status lines,
provenance links, headers; and the pure pieces (safe redirects, recency groups, web sessions).

The main flows (sign in, forget/restore/undo, correct, sessions, context) are in test_journal.py.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest
from hypothesis import given
from hypothesis import strategies as st

from api_server import Live, live_server
from engram import apikeys as keys
from engram.interfaces.api.journal.recency import GROUPS, group_label
from engram.interfaces.api.journal.rendering import safe_next
from engram.interfaces.api.journal.websessions import WebSessions
from engram.memory import Memory

CSRF = re.compile(r'name="csrf_token" value="([^"]+)"')


class Journal:
    """A browser stand-in: keeps cookies, never follows redirects, reads CSRF tokens off pages."""

    def __init__(self, live: Live) -> None:
        self.http = httpx.Client(base_url=live.url, follow_redirects=False, timeout=30.0)
        live.clients.append(self.http)

    def get(self, path: str, **kwargs: Any) -> httpx.Response:
        return self.http.get(path, **kwargs)

    def csrf(self, path: str = "/") -> str:
        page = self.get(path)
        assert page.status_code == 200, (path, page.status_code)
        found = CSRF.search(page.text)
        assert found, f"no CSRF token on {path}"
        return found.group(1)

    def sign_in(self, key: str) -> httpx.Response:
        return self.http.post("/login", data={"csrf_token": self.csrf("/login"), "api_key": key, "next": "/"})

    def act(self, path: str, **fields: str) -> httpx.Response:
        return self.http.post(path, data={"csrf_token": self.csrf("/"), **fields})


@pytest.fixture
def live(tmp_path: Path) -> Iterator[Live]:
    with live_server(tmp_path / "e.db") as server:
        yield server


def remember(live: Live, key: str, content: str, **extra: Any) -> dict[str, Any]:
    response = live.client(key).post("/v1/items", json={"content": content, **extra})
    assert response.status_code == 201, response.text
    return dict(response.json()["item"])


def signed_in(live: Live, key: str) -> Journal:
    journal = Journal(live)
    assert journal.sign_in(key).status_code == 303
    return journal


def event_count(live: Live, owner: str) -> int:
    with live.store.read() as tx:
        return sum(1 for _ in tx.iter_events(owner))


def test_a_revoked_key_ends_the_sign_in_at_once(live: Live) -> None:
    created = keys.create_key(live.store, "alice")
    journal = signed_in(live, created.token)
    assert journal.get("/").status_code == 200

    keys.revoke_key(live.store, created.key.id)

    after = journal.get("/")
    assert after.status_code == 303 and after.headers["location"] == "/login?expired=1"
    assert "Your sign-in ended" in journal.get("/login?expired=1").text


def test_the_sign_in_form_needs_its_csrf_token(live: Live) -> None:
    key = live.key("alice")
    journal = Journal(live)
    journal.csrf("/login")

    refused = journal.http.post("/login", data={"api_key": key})
    stranger = httpx.post(live.url + "/login", data={"api_key": key, "csrf_token": journal.csrf("/login")})

    assert refused.status_code == 403 and stranger.status_code == 403  # the token is bound to the cookie
    assert journal.get("/").status_code == 303
    empty = journal.http.post("/login", data={"csrf_token": journal.csrf("/login"), "api_key": "  "})
    assert empty.status_code == 400 and "Enter your API key" in empty.text


def test_a_keyless_journal_refuses_a_foreign_host(live: Live) -> None:
    """DNS rebinding: a page on evil.example resolving to 127.0.0.1 must not read the local journal."""
    foreign = Journal(live).get("/", headers={"Host": "evil.example"})

    assert foreign.status_code == 303 and foreign.headers["location"] == "/login"
    assert "no API keys yet" in Journal(live).get("/login").text


def test_writes_aimed_at_another_owners_ids_are_404_and_change_nothing(live: Live) -> None:
    alice = live.key("alice")
    item = remember(live, alice, "Alice's secret plan")
    journal = signed_in(live, live.key("bob"))
    before = event_count(live, "alice")

    for action in ("forget", "trash", "restore", "confirm"):
        assert journal.act(f"/items/{item['id']}/{action}").status_code == 404, action
    corrected = journal.act(f"/items/{item['id']}/correct", what="wording", content="Bob's now")

    assert corrected.status_code == 404
    assert journal.get(f"/items/{item['id']}/correct").status_code == 404
    assert journal.get("/items/not-a-number").status_code == 404
    assert journal.get(f"/items/{2**70}").status_code == 404
    assert event_count(live, "alice") == before
    assert Memory(live.store, owner="alice").get(item["id"]).content == "Alice's secret plan"


def test_a_refused_write_comes_back_as_an_error_status_line(live: Live) -> None:
    key = live.key("alice")
    item = remember(live, key, "Drinks tea")
    journal = signed_in(live, key)

    response = journal.act(f"/items/{item['id']}/restore", next="/")

    assert response.status_code == 303
    page = journal.get("/").text
    assert 'class="status error"' in page and "only trashed or forgotten" in page
    assert "Drinks tea" in page  # nothing changed


def test_cards_and_sessions_link_memories_to_the_turns_they_came_from(live: Live) -> None:
    key = live.key("alice")
    client = live.client(key)
    turn = client.post("/v1/sessions/chat-1/turns", json={"role": "user", "text": "I use SQLite"}).json()["turn"]
    remember(
        live,
        key,
        "Chose SQLite for side projects",
        category="decision",
        source="extracted",
        confidence=0.5,
        provenance={"session_id": "chat-1", "turn_ids": [str(turn["id"])]},
    )
    remember(live, key, "Cites a session that was never stored", provenance={"session_id": "gone", "turn_ids": ["7"]})
    journal = signed_in(live, key)

    page = journal.get("/").text

    assert "extracted from a session" in page and "0.50 · recall only" in page
    assert f'href="/sessions/chat-1#turn-{turn["id"]}"' in page
    assert "session gone (not stored)" in page
    session = journal.get("/sessions/chat-1").text
    assert f'id="turn-{turn["id"]}"' in session and "Chose SQLite for side projects" in session
    assert "source of" in session


def test_pages_carry_security_headers_and_stay_out_of_the_openapi_document(live: Live) -> None:
    page = Journal(live).get("/")

    assert "script-src 'self'" in page.headers["content-security-policy"]
    assert "frame-ancestors 'none'" in page.headers["content-security-policy"]
    assert page.headers["x-frame-options"] == "DENY" and page.headers["cache-control"] == "no-store"
    paths = httpx.get(live.url + "/openapi.json").json()["paths"]
    assert [p for p in paths if not p.startswith("/v1")] == ["/healthz"]
    css = httpx.get(live.url + "/journal/static/journal.css")
    assert css.status_code == 200 and css.headers["content-type"].startswith("text/css")
    js = httpx.get(live.url + "/journal/static/journal.js")
    assert js.status_code == 200 and "javascript" in js.headers["content-type"]


# ---- pieces ----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "target",
    ["//evil.example/", "https://evil.example/", "/\\evil.example", "javascript:alert(1)", "", "items", "/a\r\nb"],
)
def test_safe_next_never_leaves_the_site(target: str) -> None:
    assert safe_next(target) == "/"


def test_safe_next_keeps_local_paths() -> None:
    assert safe_next("/items/3?x=1") == "/items/3?x=1"
    assert safe_next("/sessions/a%3Ab") == "/sessions/a%3Ab"


NOW = datetime(2026, 3, 10, 0, 30, tzinfo=UTC)
MINUTES_60_DAYS = 60 * 24 * 60


@given(st.integers(0, MINUTES_60_DAYS), st.integers(0, MINUTES_60_DAYS))
def test_recency_never_puts_an_older_session_in_a_fresher_group(a: int, b: int) -> None:
    older, newer = max(a, b), min(a, b)
    label_old = group_label(NOW - timedelta(minutes=older), NOW, UTC)
    label_new = group_label(NOW - timedelta(minutes=newer), NOW, UTC)
    assert GROUPS.index(label_old) >= GROUPS.index(label_new)


def test_recency_groups_follow_calendar_days() -> None:
    assert group_label(NOW - timedelta(minutes=20), NOW, UTC) == "Today"
    assert group_label(NOW - timedelta(minutes=40), NOW, UTC) == "Yesterday"  # 23:50 the day before
    assert group_label(NOW - timedelta(days=7), NOW, UTC) == "Previous 7 days"
    assert group_label(NOW - timedelta(days=8), NOW, UTC) == "Older"
    assert group_label(NOW + timedelta(minutes=5), NOW, UTC) == "Today"  # a clock slightly ahead


def test_web_sessions_expire_when_idle_and_evict_the_least_recent() -> None:
    ticks = [0.0]
    sessions = WebSessions(idle_seconds=10, limit=2, monotonic=lambda: ticks[0])
    first = sessions.create(signed_in=True)
    second = sessions.create(signed_in=False)
    ticks[0] = 5
    assert sessions.get(first.id) is not None  # reading it keeps it fresh
    sessions.create(signed_in=True)  # over the limit: the least recently used (second) goes
    assert sessions.get(second.id) is None
    ticks[0] = 16
    assert sessions.get(first.id) is None  # idle for 11 s
    assert first.csrf != first.id and len(first.csrf) >= 40 and len(first.id) >= 40
