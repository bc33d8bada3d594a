"""The web journal in a real browser: Debian's Chromium driven by Playwright against a real server on
loopback. Alice signs in with her key, sees what she saved over the API, forgets it, restores it,
undoes, searches her sessions (one action by keyboard alone); Bob, signed in elsewhere, sees none of
it. Skips loudly without Chromium (fails under ENGRAM_REQUIRE_BROWSER=1)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import httpx
import pytest

from api_server import Live, live_server
from browser import launch, require_chromium

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page


@pytest.fixture
def chromium() -> Iterator[Browser]:
    require_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        found = launch(pw)
        try:
            yield found
        finally:
            found.close()


@pytest.fixture
def live(tmp_path: Path) -> Iterator[Live]:
    with live_server(tmp_path / "e.db") as server:
        yield server


def api(live: Live, key: str) -> httpx.Client:
    return live.client(key)


def sign_in(page: Page, url: str, key: str) -> None:
    page.goto(url + "/")
    assert page.url.endswith("/login")
    page.get_by_label("API key").fill(key)
    page.get_by_role("button", name="Sign in").click()
    page.wait_for_url(url + "/")


def main_text(page: Page) -> str:
    return page.locator("main").inner_text()


def test_alice_forgets_restores_undoes_and_searches_bob_sees_nothing(chromium: Browser, live: Live) -> None:
    from playwright.sync_api import expect

    alice_key, bob_key = live.key("alice"), live.key("bob")
    alice_api = api(live, alice_key)
    saved = alice_api.post("/v1/items", json={"content": "Prefers oat milk in coffee", "category": "preference"})
    assert saved.status_code == 201, saved.text
    item_id = saved.json()["item"]["id"]
    for text in ("We planned the allotment: beans, chard and pumpkins", "Remind me to water the pumpkins"):
        turn = alice_api.post("/v1/sessions/garden/turns", json={"role": "user", "text": text})
        assert turn.status_code == 201, turn.text

    context = chromium.new_context()
    page = context.new_page()
    sign_in(page, live.url, alice_key)
    expect(page.locator("header")).to_contain_text("Signed in as alice")
    card = page.locator("article.memory", has_text="Prefers oat milk in coffee")
    expect(card).to_be_visible()

    card.get_by_role("button", name="Forget").click()
    expect(page.locator("#status-line")).to_contain_text("Forgot “Prefers oat milk in coffee”")
    expect(page.locator("article.memory", has_text="Prefers oat milk")).to_have_count(0)
    forgotten = page.locator("section.forgotten")
    expect(forgotten).to_contain_text("Prefers oat milk in coffee")

    forgotten.get_by_role("button", name="Restore").click()
    expect(page.locator("#status-line")).to_contain_text("Restored “Prefers oat milk in coffee”")
    expect(page.locator("article.memory", has_text="Prefers oat milk")).to_have_count(1)

    # Undo by keyboard alone: focus the status line's Undo button and press Enter.
    undo = page.locator("#status-line").get_by_role("button", name="Undo")
    undo.focus()
    expect(undo).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator("#status-line")).to_contain_text("Undone")
    expect(page.locator("article.memory", has_text="Prefers oat milk")).to_have_count(0)
    assert alice_api.get("/v1/items").json()["items"] == []

    # Search the sessions from the sidebar, typing and pressing Enter.
    search = page.get_by_label("Search all sessions")
    search.fill("pumpkins")
    search.press("Enter")
    page.wait_for_url("**/sessions?q=pumpkins")
    expect(page.locator("main mark").first).to_have_text("pumpkins")
    page.locator("main").get_by_role("link", name="garden").first.click()
    expect(page.locator("main")).to_contain_text("Remind me to water the pumpkins")
    context.close()

    other = chromium.new_context()
    page = other.new_page()
    sign_in(page, live.url, bob_key)
    for path in ("/", "/trash", "/sessions", "/sessions?q=pumpkins", "/context"):
        page.goto(live.url + path)
        body = page.locator("body").inner_text().lower()
        for secret in ("oat milk", "allotment", "water the", "alice"):
            assert secret not in body, (path, secret)
    response = page.goto(f"{live.url}/items/{item_id}")
    assert response is not None and response.status == 404
    expect(page.locator("main, body").first).to_contain_text("Not found")
    response = page.goto(f"{live.url}/sessions/garden")
    assert response is not None and response.status == 404
    other.close()


def test_screenshots_are_written(tmp_path: Path) -> None:
    require_chromium()
    from journal_screenshots import NAMES, take

    written = take(tmp_path / "shots")
    assert sorted(p.name for p in written) == sorted(NAMES)
    for path in written:
        data = path.read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n", path
        assert len(data) > 20_000, (path, len(data))
