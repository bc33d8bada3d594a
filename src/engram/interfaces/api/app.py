"""The FastAPI application: ``create_app(store, settings, ...)`` wires routers, auth, limits, errors.

Endpoints are plain (sync) functions: FastAPI runs them in its worker threads, and the sync core
serialises on the store's lock. Middlewares, outermost first: catch-all (anything unexpected is a
500 in the JSON error shape) → body size limit → API key auth → FastAPI's routing and error handlers.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from typing import Any

from fastapi import FastAPI

import engram
from engram.interfaces.api import docs, errors, journal, mcp_mount
from engram.interfaces.api.auth import ApiKeyAuth, Authenticator
from engram.interfaces.api.limits import DEFAULT_MAX_BODY, IMPORT_MAX_BODY, BodyLimit
from engram.interfaces.api.pool import MemoryPool
from engram.interfaces.api.routers import (
    blocks,
    digests,
    events,
    interchange,
    items,
    recall,
    session_lifecycle,
    sessions,
    trash,
    upkeep,
)
from engram.interfaces.api.schemas import HealthOut
from engram.providers.base import Embedder
from engram.settings import Settings
from engram.store.base import Store
from engram.timeutil import Clock, utcnow

DESCRIPTION = """Cross-session memory for LLM agents over HTTP: the same operations as the Python `Memory`
facade and the `engram` CLI.

Send `Authorization: Bearer <API key>` (keys come from `engram keys create --user NAME`). Every
request sees only its key's owner's memory; another owner's ids answer 404. Errors are
`{"error": {"code", "message", "details"}}`. Lists page with `next_cursor` → `?cursor=`.
"""


@asynccontextmanager
async def _lifespan(app: FastAPI) -> AsyncIterator[None]:
    """Runs the MCP session manager (when ``/mcp`` is mounted) for as long as the server runs."""
    inner: AbstractAsyncContextManager[Any] | None = getattr(app.state, "mcp_lifespan", None)
    if inner is None:
        yield
        return
    async with inner:
        yield


def create_app(
    store: Store,
    settings: Settings,
    *,
    allow_anonymous: bool,
    embedder: Embedder | None = None,
    max_body: int = DEFAULT_MAX_BODY,
    import_max_body: int = IMPORT_MAX_BODY,
    clock: Clock = utcnow,
) -> FastAPI:
    """The API over ``store``. ``allow_anonymous`` (loopback servers only) lets requests without a key
    act as ``settings.owner`` while no API key exists at all. The caller owns and closes ``store``."""
    app = FastAPI(
        title="engram",
        version=engram.__version__,
        description=DESCRIPTION,
        openapi_url="/openapi.json",
        docs_url=None,  # /docs is served by engram.interfaces.api.docs, with Swagger UI's files held locally
        redoc_url=None,
        lifespan=_lifespan,
    )
    authenticator = Authenticator(store, default_owner=settings.owner, allow_anonymous=allow_anonymous, clock=clock)
    app.state.pool = MemoryPool(store, settings, embedder=embedder, clock=clock)
    app.state.authenticator = authenticator
    errors.install(app)
    docs.install(app, "/openapi.json")
    for module in (items, trash, events, blocks, recall, sessions, session_lifecycle, digests, interchange, upkeep):
        app.include_router(module.router)
    journal.install(app, pool=app.state.pool, authenticator=authenticator, clock=clock)
    mcp_lifespan = mcp_mount.mount(app, app.state.pool, settings.namespace)
    mcp = mcp_lifespan is not None
    app.state.mcp_lifespan = mcp_lifespan

    @app.get("/healthz", response_model=HealthOut, tags=["meta"], summary="Liveness (no key needed)")
    def healthz() -> dict[str, Any]:
        return {"status": "ok", "version": engram.__version__, "auth": authenticator.mode(), "mcp": mcp}

    # The last added is the outermost: CatchAll → BodyLimit → ApiKeyAuth → routing.
    app.add_middleware(ApiKeyAuth, authenticator=authenticator)
    app.add_middleware(BodyLimit, max_body=max_body, import_max_body=import_max_body)
    app.add_middleware(errors.CatchAll)
    return app
