"""Headless Chromium for browser tests: Debian's /usr/bin/chromium driven by Playwright (never a
browser Playwright downloads). Where Chromium is missing the tests skip with a loud reason, unless
``ENGRAM_REQUIRE_BROWSER=1`` (set by ``.ci/run``) makes that a failure."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Playwright

CHROMIUM = Path("/usr/bin/chromium")
# Without the background-networking flags Chromium keeps trying to reach Google's hosts, which this
# machine's closed network refuses; --no-sandbox because the tests run as root.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
MISSING = "Chromium not installed: apt-get install chromium (browser tests of the web journal did not run)"


def require_chromium() -> None:
    """Skip (or, under ENGRAM_REQUIRE_BROWSER=1, fail) when Chromium or Playwright is missing."""
    problem = None
    if not CHROMIUM.exists():
        problem = MISSING
    else:
        try:
            import playwright.sync_api  # noqa: F401
        except ImportError:
            problem = "Playwright not installed: pip install playwright (browser tests of the web journal did not run)"
    if problem is None:
        return
    if os.environ.get("ENGRAM_REQUIRE_BROWSER") == "1":
        pytest.fail(f"ENGRAM_REQUIRE_BROWSER=1 but {problem}", pytrace=False)
    print(f"\n*** SKIPPING BROWSER TESTS: {problem} ***")
    pytest.skip(problem)


def launch(playwright: Playwright) -> Browser:
    """Chromium, headless, each launch with its own fresh temporary profile (user-data-dir)."""
    return playwright.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS)
