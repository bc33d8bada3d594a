"""Rendering journal pages: one Jinja environment (autoescaped), the shared layout's data (the
sessions sidebar, the status line, the CSRF token), and the time formats pages use."""

from __future__ import annotations

from datetime import datetime, tzinfo
from typing import Any

import jinja2
from starlette.requests import Request
from starlette.responses import HTMLResponse

from engram import __version__
from engram.interfaces.api.journal import state
from engram.interfaces.api.journal.access import Viewer
from engram.interfaces.api.journal.recency import GROUPS, group_sessions, last_activity
from engram.interfaces.api.journal.views import clip, item_href, session_href
from engram.timeutil import to_text

SIDEBAR_LIMIT = 40
NAV = (("memories", "/", "Memories"), ("sessions", "/sessions", "Sessions"), ("trash", "/trash", "Trash"))
NAV_CONTEXT = ("context", "/context", "Context")


def environment(tz: tzinfo) -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("engram.interfaces.api.journal", "templates"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )

    def when(moment: datetime | None) -> str:
        return "" if moment is None else moment.astimezone(tz).strftime("%Y-%m-%d %H:%M")

    def iso(moment: datetime | None) -> str:
        return "" if moment is None else to_text(moment)

    def confidence(value: float | None) -> str:
        return "explicit" if value is None else f"{value:.2f}"

    env.filters.update(when=when, iso=iso, confidence=confidence, clip=clip)
    env.globals.update(
        item_href=item_href,
        session_href=session_href,
        last_activity=last_activity,
        nav=(*NAV, NAV_CONTEXT),
        version=__version__,
    )
    return env


def page(
    request: Request,
    viewer: Viewer,
    template: str,
    *,
    title: str,
    current: str | None = None,
    status_code: int = 200,
    **values: Any,
) -> HTMLResponse:
    """A full journal page: the layout with navigation, status line and sessions sidebar."""
    journal = state.of(request)
    memory = viewer.memory(request)
    sidebar = group_sessions(memory.sessions(limit=SIDEBAR_LIMIT), journal.now(), journal.tz)
    status = journal.sessions.pop_status(viewer.session.id)
    html = journal.templates.get_template(template).render(
        viewer=viewer,
        csrf=viewer.csrf,
        title=title,
        current=current,
        sidebar=sidebar,
        sidebar_groups=GROUPS,
        status=status,
        here=here(request),
        q=values.pop("q", ""),
        **values,
    )
    return HTMLResponse(html, status_code=status_code)


def bare_page(request: Request, template: str, *, title: str, status_code: int = 200, **values: Any) -> HTMLResponse:
    """A page outside the signed-in layout: sign-in and error pages."""
    journal = state.of(request)
    html = journal.templates.get_template(template).render(title=title, **values)
    return HTMLResponse(html, status_code=status_code)


def here(request: Request) -> str:
    """This page's path and query, for forms that come back here."""
    raw = request.scope.get("raw_path")
    path = raw.decode("latin-1") if isinstance(raw, bytes) and raw else request.url.path
    query = request.url.query
    return path + (f"?{query}" if query else "")


def safe_next(target: str | None, default: str = "/") -> str:
    """A local path to go to after a form: never another site (``//host``, ``https://…``, ``/\\host``)."""
    if not target or not target.startswith("/") or target.startswith("//") or "\\" in target:
        return default
    if any(ch in target for ch in "\r\n\t") or ":" in target.split("?", 1)[0]:
        return default
    return target
