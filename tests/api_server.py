"""A real engram HTTP API for tests: uvicorn on 127.0.0.1, a free port, a background thread, httpx.

Usage::

    with live_server(tmp_path / "e.db") as live:
        token = live.key("alice")
        live.client(token).get("/v1/items")
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

from engram import apikeys as keys
from engram.app import open_store
from engram.interfaces.api.app import create_app
from engram.interfaces.api.server import BackgroundServer
from engram.settings import Settings
from engram.store.base import Store


@dataclass
class Live:
    url: str
    store: Store
    settings: Settings
    app: Any
    clients: list[httpx.Client] = field(default_factory=list)

    def key(self, owner: str, name: str | None = None) -> str:
        """A new API key for ``owner`` (created the way `engram keys create` does)."""
        return keys.create_key(self.store, owner, name).token

    def client(self, token: str | None = None, **headers: str) -> httpx.Client:
        sent = dict(headers)
        if token is not None:
            sent["Authorization"] = f"Bearer {token}"
        client = httpx.Client(base_url=self.url, headers=sent, timeout=30.0)
        self.clients.append(client)
        return client


@contextmanager
def live_server(
    db: Path | str,
    *,
    allow_anonymous: bool = True,
    owner: str = "default",
    embedder: Any = None,
    max_body: int | None = None,
    app_hook: Any = None,
    clock: Any = None,
) -> Iterator[Live]:
    """Serve a fresh API over the SQLite file ``db`` (lexical recall unless ``embedder`` is given)."""
    settings = Settings(db=str(db), owner=owner, embedder="none")
    store = open_store(settings.db)
    extra: dict[str, Any] = {} if max_body is None else {"max_body": max_body}
    if clock is not None:
        extra["clock"] = clock
    app = create_app(store, settings, allow_anonymous=allow_anonymous, embedder=embedder, **extra)
    if app_hook is not None:
        app_hook(app)
    server = BackgroundServer(app)
    live = Live(server.url, store, settings, app)
    try:
        server.start()
        yield live
    finally:
        for client in live.clients:
            client.close()
        server.stop()
        store.close()


def error_of(response: httpx.Response) -> dict[str, Any]:
    """The ``error`` object of a JSON error body, checking the shape every error must have."""
    body = response.json()
    assert set(body) == {"error"}, body
    error = body["error"]
    assert set(error) == {"code", "message", "details"}, error
    assert isinstance(error["code"], str) and error["code"]
    assert isinstance(error["message"], str) and error["message"]
    assert isinstance(error["details"], dict)
    assert "Traceback" not in response.text
    return dict(error)
