"""Screenshots of the web journal for docs/screenshots/, from a server holding the demo memory.

    .venv/bin/python tests/journal_screenshots.py            # writes docs/screenshots/journal-*.png

A real server on loopback (no API keys, so the journal opens as the local user), Debian's Chromium
driven by Playwright. ``tests/test_journal_browser.py`` runs :func:`take` into a temporary folder.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from playwright.sync_api import sync_playwright  # noqa: E402

from browser import launch  # noqa: E402
from engram.app import open_store  # noqa: E402
from engram.interfaces.api.app import create_app  # noqa: E402
from engram.interfaces.api.journal.demo import seed_journal_demo  # noqa: E402
from engram.interfaces.api.server import BackgroundServer  # noqa: E402
from engram.settings import Settings  # noqa: E402

DESKTOP = {"width": 1280, "height": 860}
PHONE = {"width": 375, "height": 812}
NAMES = (
    "journal-memories.png",
    "journal-item-history.png",
    "journal-correct.png",
    "journal-sessions.png",
    "journal-context.png",
    "journal-phone.png",
    "journal-phone-sessions.png",
)


def take(out: Path) -> list[Path]:
    """Write the journal's screenshots into ``out``; returns their paths."""
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="engram-shots-") as folder:
        settings = Settings(db=str(Path(folder) / "demo.db"), owner="default", embedder="none")
        store = open_store(settings.db)
        try:
            seed_journal_demo(store, owner=settings.owner, policy=settings.policy)
            app = create_app(store, settings, allow_anonymous=True)
            with BackgroundServer(app) as server, sync_playwright() as pw:
                browser = launch(pw)
                try:
                    return _shoot(browser, server.url, out)
                finally:
                    browser.close()
        finally:
            store.close()


def _shoot(browser: object, url: str, out: Path) -> list[Path]:
    from playwright.sync_api import Browser

    assert isinstance(browser, Browser)
    written: list[Path] = []
    desk = browser.new_context(viewport=DESKTOP, device_scale_factor=1)
    page = desk.new_page()
    page.goto(url + "/")
    card = page.locator("article.memory", has_text="Keeps a paper notebook")
    card.get_by_role("button", name="Forget").click()
    page.wait_for_selector("#status-line")
    page.screenshot(path=str(out / NAMES[0]), full_page=True)
    page.goto(url + "/")  # the status line is shown once
    page.get_by_role("link", name="Lives in Lisbon (moved from Porto)").click()
    page.screenshot(path=str(out / NAMES[1]), full_page=True)
    page.get_by_role("link", name="Correct…").first.click()
    page.get_by_label("The wording").focus()
    page.screenshot(path=str(out / NAMES[2]), full_page=True)
    page.goto(url + "/sessions?q=Lisbon")
    page.screenshot(path=str(out / NAMES[3]), full_page=True)
    page.goto(url + "/context")
    page.screenshot(path=str(out / NAMES[4]), full_page=True)
    written += [out / n for n in NAMES[:5]]
    desk.close()
    phone = browser.new_context(viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True)
    page = phone.new_page()
    page.goto(url + "/")
    page.screenshot(path=str(out / NAMES[5]))
    page.get_by_role("button", name="Recent sessions").click()
    page.wait_for_selector("#sidebar.open")
    page.screenshot(path=str(out / NAMES[6]))
    written += [out / NAMES[5], out / NAMES[6]]
    phone.close()
    return written


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE.parent / "docs" / "screenshots"
    for path in take(target):
        print(path)
