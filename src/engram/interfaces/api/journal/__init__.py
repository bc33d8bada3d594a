"""The web journal at ``/``: what engram knows, where each memory came from, and the means to
correct it (docs/decisions.md#chat-app: "Seeing and editing everything").

Server-rendered pages (Jinja2) that work without JavaScript; a small script only adds the
sessions drawer on narrow screens and keyboard shortcuts. Signing in takes an API key; the browser
keeps an opaque session cookie (HttpOnly, SameSite=Strict), and every form carries a CSRF token.
Each page reads and writes through the owner's ``Memory`` facade, so another owner's records
never exist here either. The routes stay out of the OpenAPI document.
"""

from __future__ import annotations

from datetime import datetime, tzinfo
from pathlib import Path

from fastapi import FastAPI
from starlette.staticfiles import StaticFiles

from engram.interfaces.api.auth import Authenticator
from engram.interfaces.api.journal import actions, login, pages
from engram.interfaces.api.journal.rendering import environment
from engram.interfaces.api.journal.state import JournalState
from engram.interfaces.api.journal.websessions import WebSessions
from engram.interfaces.api.pool import MemoryPool
from engram.timeutil import Clock, utcnow

STATIC_PATH = "/journal/static"
STATIC_DIR = Path(__file__).parent / "static"

__all__ = ["STATIC_PATH", "install"]


def install(
    app: FastAPI,
    *,
    pool: MemoryPool,
    authenticator: Authenticator,
    clock: Clock = utcnow,
    tz: tzinfo | None = None,
    sessions: WebSessions | None = None,
) -> None:
    """Mount the journal's pages, forms and static files on ``app``. ``tz`` decides how times read
    and where "Today" starts (default: this machine's local time zone)."""
    zone = tz or datetime.now().astimezone().tzinfo
    assert zone is not None
    app.state.journal = JournalState(
        sessions=sessions or WebSessions(),
        authenticator=authenticator,
        pool=pool,
        templates=environment(zone),
        clock=clock,
        tz=zone,
    )
    for module in (login, pages, actions):
        app.include_router(module.router)
    app.mount(STATIC_PATH, StaticFiles(directory=STATIC_DIR), name="journal-static")
