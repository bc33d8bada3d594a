"""MCP over streamable HTTP at ``/mcp``, behind the same API keys as ``/v1``.

:func:`engram.interfaces.mcp.create_server` takes a memory factory that it calls (in a worker thread) for each
tool call. Here the factory returns the ``Memory`` of the owner the request's key names: the auth
middleware puts that owner in a context variable, which follows the request into the MCP server's
task and from there into the worker thread. The MCP app runs stateless (a fresh server per HTTP
request), so a session can never carry one key's owner into another key's request.

Without the MCP SDK (``pip install 'engramdb[mcp]'``) or ``engram.interfaces.mcp``, ``/mcp`` answers a 404 that
says so.
"""

from __future__ import annotations

import importlib.util
from contextlib import AbstractAsyncContextManager
from typing import Any

from fastapi import FastAPI, Request

from engram.errors import NotFound, ScopeError
from engram.interfaces.api.auth import current_owner
from engram.interfaces.api.pool import MemoryPool
from engram.interfaces.api.schemas import ErrorOut
from engram.memory import Memory

PATH = "/mcp"
MISSING = "the MCP endpoint is not available: install the MCP SDK with pip install 'engramdb[mcp]'"


def available() -> bool:
    return importlib.util.find_spec("mcp") is not None and importlib.util.find_spec("engram.interfaces.mcp") is not None


def mount(app: FastAPI, pool: MemoryPool, namespace: str) -> AbstractAsyncContextManager[Any] | None:
    """Add ``/mcp`` to ``app``; returns the MCP session manager's lifespan to run with the app's (or
    None when MCP is not available and ``/mcp`` is a 404)."""
    if not available():
        _missing(app)
        return None
    from mcp.server.transport_security import TransportSecuritySettings

    from engram.interfaces.mcp import create_server

    def memory_for_request() -> Memory:
        owner = current_owner.get()
        if owner is None:  # only reachable past the auth middleware; refuse rather than guess
            raise ScopeError("no owner for this MCP request")
        return pool.get(owner)

    server = create_server(memory_for_request, namespace=namespace)
    # Keyless requests are already held to loopback Host/Origin by the auth middleware; the SDK's own
    # check would refuse every non-loopback Host, even with a valid key.
    security = TransportSecuritySettings(enable_dns_rebinding_protection=False)
    sub = server.streamable_http_app(streamable_http_path=PATH, stateless_http=True, transport_security=security)
    app.router.routes.extend(sub.routes)
    lifespan: AbstractAsyncContextManager[Any] = sub.router.lifespan_context(sub)
    return lifespan


def _missing(app: FastAPI) -> None:
    @app.api_route(
        PATH, methods=["GET", "POST", "DELETE"], include_in_schema=False, responses={404: {"model": ErrorOut}}
    )
    def mcp_missing(_request: Request) -> None:
        raise NotFound(MISSING)
