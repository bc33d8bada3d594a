"""The web journal over real loopback HTTP (uvicorn + httpx, no TestClient): signing in with an API key,
the session cookie and CSRF token, forget/trash/restore/undo, the correction flow, sessions grouped by
day and searched, the context preview, and that one owner never sees another's journal."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import httpx
import pytest

from api_server import Live, live_server
from conftest import FakeClock
from engram.memory import Memory

NOW = datetime(2026, 3, 12, 12, 0, tzinfo=UTC)
CSRF = re.compile(r'name="csrf_token" value="([^"]+)"')
PRE = re.compile(r'<pre class="block"[^>]*><code>(.*?)</code></pre>', re.S)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(NOW)


@pytest.fixture
def live(tmp_path: Path, clock: FakeClock) -> Iterator[Live]:
    with live_server(tmp_path / "e.db", clock=clock) as server:
        yield server


def memory_of(live: Live, owner: str, clock: FakeClock) -> Memory:
    """The owner's memory over the server's own store (to set up and to check what was stored)."""
    return Memory(live.store, owner=owner, policy=live.settings.policy, clock=clock)


def browser(live: Live) -> httpx.Client:
    """An httpx client that behaves like a browser: no API key header, cookies kept, no redirects followed."""
    return live.client()


def csrf_of(response: httpx.Response) -> str:
    found = CSRF.search(response.text)
    assert found is not None, response.text
    return found.group(1)


def sign_in(client: httpx.Client, key: str) -> httpx.Response:
    form = client.get("/login")
    assert form.status_code == 200
    return client.post("/login", data={"api_key": key, "csrf_token": csrf_of(form), "next": "/"})


def signed_in(live: Live, owner: str) -> tuple[httpx.Client, str]:
    """A client signed in to the journal as ``owner`` and the key it used."""
    key = live.key(owner)
    client = browser(live)
    response = sign_in(client, key)
    assert response.status_code == 303, response.text
    return client, key


def post(client: httpx.Client, path: str, **fields: str) -> httpx.Response:
    """Submit a journal form the way the page does: with the token the page carries."""
    token = csrf_of(client.get("/"))
    return client.post(path, data={"csrf_token": token, **fields})


def snapshot(memory: Memory) -> tuple[object, ...]:
    items = memory.list(include_inactive=True)
    return tuple(items), tuple(memory.history(i.id) for i in items)


# ---- signing in ---------------------------------------------------------------------------------


def test_sign_in_sets_an_httponly_strict_cookie_that_is_not_the_key(live: Live) -> None:
    key = live.key("alice")
    client = browser(live)
    response = sign_in(client, key)
    assert response.status_code == 303 and response.headers["location"] == "/"
    cookies = response.headers.get_list("set-cookie")
    assert len(cookies) == 1
    cookie = cookies[0]
    attributes = {part.strip().lower() for part in cookie.split(";")}
    assert "httponly" in attributes and "samesite=strict" in attributes and "path=/" in attributes
    assert key not in cookie and "alice" not in cookie
    page = client.get("/")
    assert page.status_code == 200
    assert "Signed in as <strong>alice</strong>" in page.text and "Signed in as alice" in page.text
    assert key not in page.text


def test_a_wrong_key_shows_an_error_and_sets_no_signed_in_cookie(live: Live) -> None:
    live.key("alice")
    client = browser(live)
    form = client.get("/login")
    before = client.cookies.get("engram_journal")
    response = client.post("/login", data={"api_key": "eng_not-a-real-key", "csrf_token": csrf_of(form)})
    assert response.status_code == 401
    assert "not valid" in response.text
    assert response.headers.get_list("set-cookie") == []
    assert client.cookies.get("engram_journal") == before
    assert client.get("/").status_code == 303


def test_with_keys_present_pages_redirect_to_sign_in(live: Live) -> None:
    live.key("alice")
    client = browser(live)
    response = client.get("/")
    assert response.status_code == 303 and response.headers["location"] == "/login"
    deep = client.get("/trash")
    assert deep.status_code == 303 and deep.headers["location"] == "/login?next=%2Ftrash"


def test_signing_out_ends_the_session(live: Live) -> None:
    client, _ = signed_in(live, "alice")
    response = post(client, "/logout")
    assert response.status_code == 303 and response.headers["location"].startswith("/login")
    assert client.get("/").status_code == 303


def test_without_keys_the_loopback_journal_opens_as_the_default_owner(live: Live, clock: FakeClock) -> None:
    memory_of(live, "default", clock).remember("Prefers tea over coffee", category="preference")
    client = browser(live)
    page = client.get("/")
    assert page.status_code == 200
    assert "Local user <strong>default</strong>" in page.text
    assert "Prefers tea over coffee" in page.text
    assert "HttpOnly" in page.headers["set-cookie"]


def test_every_page_names_the_version_and_the_package_it_came_from(live: Live) -> None:
    import engram

    footer = f"engram {engram.__version__} · installed from the <code>engramdb</code> package"
    client = browser(live)
    assert footer in client.get("/").text  # a journal page (no keys yet: the local user's)
    live.key("alice")
    assert footer in client.get("/login").text  # the bare layout (sign-in and errors)


# ---- CSRF ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("token", [None, "", "wrong-token"])
def test_a_post_without_the_right_csrf_token_is_refused_and_changes_nothing(
    live: Live, clock: FakeClock, token: str | None
) -> None:
    client, _ = signed_in(live, "alice")
    memory = memory_of(live, "alice", clock)
    item = memory.remember("Drinks green tea", category="preference").item
    before = snapshot(memory)
    fields = {} if token is None else {"csrf_token": token}
    for path in (f"/items/{item.id}/forget", f"/items/{item.id}/trash", "/undo", f"/items/{item.id}/correct"):
        response = client.post(path, data={**fields, "what": "wording", "content": "Drinks coffee"})
        assert response.status_code == 403, path
        assert "Nothing was changed" in response.text
    assert snapshot(memory) == before


def test_a_post_from_another_site_is_refused_even_with_the_token(live: Live, clock: FakeClock) -> None:
    client, _ = signed_in(live, "alice")
    memory = memory_of(live, "alice", clock)
    item = memory.remember("Drinks green tea").item
    before = snapshot(memory)
    token = csrf_of(client.get("/"))
    response = client.post(
        f"/items/{item.id}/forget", data={"csrf_token": token}, headers={"Origin": "https://evil.example"}
    )
    assert response.status_code == 403
    assert snapshot(memory) == before


# ---- forget, trash, restore, undo ---------------------------------------------------------------


def cards(page: str) -> str:
    """The part of the memories page above "Recently forgotten" (the active memories)."""
    return page.split('<main id="main"')[1].split('id="forgotten-heading"')[0]


def forgotten(page: str) -> str:
    return page.split('id="forgotten-heading"')[1].split("<aside")[0]


def test_forget_restore_and_undo(live: Live, clock: FakeClock) -> None:
    client, _ = signed_in(live, "alice")
    memory = memory_of(live, "alice", clock)
    item = memory.remember("Uses Emacs for everything", category="preference").item
    client.get("/")  # the sign-in status line is shown once

    response = post(client, f"/items/{item.id}/forget", next="/")
    assert response.status_code == 303 and response.headers["location"] == "/"
    page = client.get("/").text
    status = re.search(r'<div class="status" id="status-line">(.*?)</div>', page, re.S)
    assert status is not None
    assert "Forgot “Uses Emacs for everything”" in status.group(1) and 'action="/undo"' in status.group(1)
    assert "Uses Emacs for everything" not in cards(page)
    assert "Uses Emacs for everything" in forgotten(page)
    assert f'action="/items/{item.id}/restore"' in forgotten(page)
    trash = client.get("/trash").text
    assert "Uses Emacs for everything" in forgotten(trash) and f'action="/items/{item.id}/restore"' in trash
    assert memory.list() == []

    post(client, f"/items/{item.id}/restore", next="/")
    page = client.get("/").text
    assert "Restored “Uses Emacs for everything”" in page
    assert "Uses Emacs for everything" in cards(page)
    assert [i.content for i in memory.list()] == ["Uses Emacs for everything"]

    post(client, "/undo", next="/")
    page = client.get("/").text
    assert "Undone: restored of “Uses Emacs for everything”" in page
    assert "Uses Emacs for everything" not in cards(page)
    assert memory.list() == []


def test_trash_lists_the_item_with_restore(live: Live, clock: FakeClock) -> None:
    client, _ = signed_in(live, "alice")
    memory = memory_of(live, "alice", clock)
    item = memory.remember("Old phone number 0000", category="fact").item
    post(client, f"/items/{item.id}/trash", next="/")
    assert "Old phone number 0000" not in cards(client.get("/").text)
    trash = client.get("/trash").text
    assert "Old phone number 0000" in trash and "30 days left" in trash
    assert f'action="/items/{item.id}/restore"' in trash
    post(client, f"/items/{item.id}/restore", next="/trash")
    assert "Old phone number 0000" in cards(client.get("/").text)
    assert "The trash is empty." in client.get("/trash").text


def test_undo_with_nothing_to_undo_says_so(live: Live) -> None:
    client, _ = signed_in(live, "alice")
    client.get("/")
    response = post(client, "/undo")
    assert response.status_code == 303
    page = client.get("/").text
    assert 'class="status error"' in page


# ---- the correction flow ------------------------------------------------------------------------


def test_correcting_the_wording_supersedes_and_keeps_the_history(live: Live, clock: FakeClock) -> None:
    client, _ = signed_in(live, "alice")
    memory = memory_of(live, "alice", clock)
    memory.session("move", title="Moving")
    turn = memory.append_turn("move", "user", "I live in Porto.")
    old = memory.remember(
        "Lives in Porto", category="profile", provenance={"session_id": "move", "turn_ids": [str(turn.id)]}
    ).item

    choose = client.get(f"/items/{old.id}/correct")
    assert choose.status_code == 200 and "What would you like to change?" in choose.text
    step = client.get(f"/items/{old.id}/correct", params={"what": "wording"})
    assert step.status_code == 200 and 'name="content"' in step.text
    response = client.post(
        f"/items/{old.id}/correct",
        data={"csrf_token": csrf_of(step), "what": "wording", "content": "Lives in Lisbon"},
    )
    assert response.status_code == 303

    current = memory.list()
    assert [i.content for i in current] == ["Lives in Lisbon"]
    new = current[0]
    assert new.id != old.id and new.provenance.session_id == "move"
    assert response.headers["location"] == f"/items/{new.id}"
    history = memory.history(new.id)
    assert [v.content for v in history.versions] == ["Lives in Porto", "Lives in Lisbon"]

    page = client.get(f"/items/{new.id}").text
    assert "Changed “Lives in Lisbon”" in page
    assert "Lives in Porto" in page and "Lives in Lisbon" in page
    assert page.index("Lives in Lisbon") < page.rindex("Lives in Porto")
    assert "/sessions/move" in page  # the provenance still names the session
    assert client.get(f"/items/{old.id}").status_code == 200  # the old version stays readable


def test_a_bad_correction_is_refused_and_changes_nothing(live: Live, clock: FakeClock) -> None:
    client, _ = signed_in(live, "alice")
    memory = memory_of(live, "alice", clock)
    item = memory.remember("Lives in Porto", category="profile").item
    before = snapshot(memory)
    step = client.get(f"/items/{item.id}/correct", params={"what": "confidence"})
    response = client.post(
        f"/items/{item.id}/correct", data={"csrf_token": csrf_of(step), "what": "confidence", "confidence": "1.7"}
    )
    assert response.status_code == 400 and "from 0 to 1" in response.text
    assert snapshot(memory) == before


# ---- sessions and search ------------------------------------------------------------------------


def test_sessions_are_grouped_by_day_and_searchable(live: Live, clock: FakeClock) -> None:
    client, _ = signed_in(live, "alice")
    memory = memory_of(live, "alice", clock)
    for sid, title, age in (
        ("s-today", "Planning the garden", timedelta(hours=1)),
        ("s-yesterday", "Bike repair", timedelta(days=1)),
        ("s-week", "Tax questions", timedelta(days=4)),
        ("s-old", "Recipe app kickoff", timedelta(days=40)),
    ):
        memory.session(sid, title=title)
        memory.append_turn(sid, "user", f"Notes about {title.lower()} and the zucchini harvest", at=NOW - age)
    page = client.get("/sessions").text
    main = page.split("<aside")[0]
    headings = re.findall(r'<h2 id="g\d+">([^<]+)</h2>', main)
    assert headings == ["Today", "Yesterday", "Previous 7 days", "Older"]
    order = [main.index(title) for title in ("Planning the garden", "Bike repair", "Tax questions", "Recipe app")]
    assert [main.index(h) for h in headings] == sorted(main.index(h) for h in headings)
    assert main.index("Today") < order[0] < main.index("Yesterday") < order[1] < main.index("Previous 7 days")
    assert order[2] < main.index("Older") < order[3]
    assert order == sorted(order)

    found = client.get("/sessions", params={"q": "zucchini"})
    assert found.status_code == 200
    for title in ("Planning the garden", "Bike repair", "Tax questions", "Recipe app kickoff"):
        assert title in found.text
    assert "<mark>zucchini</mark>" in found.text
    none = client.get("/sessions", params={"q": "kohlrabi"})
    assert "Planning the garden" not in none.text.split('id="sidebar"')[0]

    one = client.get("/sessions/s-yesterday")
    assert one.status_code == 200 and "Notes about bike repair" in one.text


# ---- context preview ----------------------------------------------------------------------------


def test_the_context_preview_is_exactly_the_block_a_session_gets(live: Live, clock: FakeClock) -> None:
    client, _ = signed_in(live, "alice")
    memory = memory_of(live, "alice", clock)
    memory.remember("Prefers short answers & no <disclaimers>", category="style")
    memory.remember("Lives in Lisbon", category="profile")
    memory.block_write("user", "Timezone: Europe/Lisbon.")
    for fmt in ("markdown", "background", "json"):
        page = client.get("/context", params={"budget": "800", "format": fmt})
        assert page.status_code == 200
        shown = PRE.search(page.text)
        assert shown is not None
        expected = memory.context(budget_tokens=800, format=fmt)
        assert html.unescape(shown.group(1)) == expected.text
    bad = client.get("/context", params={"budget": "lots"})
    assert bad.status_code == 400 and "whole number" in bad.text


# ---- one owner never sees another's ------------------------------------------------------------


def test_bob_never_sees_alices_journal(live: Live, clock: FakeClock) -> None:
    alice_memory = memory_of(live, "alice", clock)
    alice_memory.session("alice-secret-session", title="Alice planning her surprise party")
    alice_memory.append_turn("alice-secret-session", "user", "The surprise party is at the aquarium")
    item = alice_memory.remember("Alice's password hint is marmalade", category="fact").item
    trashed = alice_memory.remember("Alice trashed this marmalade note").item
    alice_memory.trash(trashed.id)
    before = snapshot(alice_memory)

    bob, _ = signed_in(live, "bob")
    for path in (f"/items/{item.id}", f"/items/{item.id}/correct", "/sessions/alice-secret-session"):
        response = bob.get(path)
        assert response.status_code == 404, path
        assert "marmalade" not in response.text and "aquarium" not in response.text
    for path in ("/", "/trash", "/sessions", "/sessions?q=party", "/sessions?q=hint", "/context"):
        response = bob.get(path)
        assert response.status_code == 200, path
        for secret in ("marmalade", "aquarium", "surprise", "alice"):
            assert secret not in response.text.lower(), (path, secret)
    for action in ("forget", "trash", "restore", "confirm"):
        assert post(bob, f"/items/{item.id}/{action}").status_code == 404
    post(bob, "/undo")
    assert snapshot(alice_memory) == before

    alice, _ = signed_in(live, "alice")
    assert "marmalade" in alice.get(f"/items/{item.id}").text
