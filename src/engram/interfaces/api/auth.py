"""Who is calling: every ``/v1`` request is scoped to exactly one owner, decided here and only here.

Rules (fail-closed):

- ``Authorization: Bearer egm_…`` with an active key → that key's owner.
- A key that is unknown, malformed or revoked → 401, whatever else is true.
- No key while any unrevoked key exists → 401.
- No key and no keys at all → the local default owner, but only when the server is bound to a
  loopback address (``allow_anonymous``); otherwise 401. Such keyless requests must also look
  local: a ``Host`` that is a loopback name, and no ``Origin`` from another site (a web page the
  user happens to open cannot drive a keyless local server: no CSRF, no DNS rebinding).

No endpoint takes an owner parameter: the owner travels in ``request.state.caller`` (and, for the
MCP tools, in ``current_owner``). ``/v1`` and ``/mcp`` are protected; the other paths
(``/healthz``, ``/openapi.json``, ``/docs``) carry no memory and need no key.
"""

from __future__ import annotations

import ipaddress
from contextvars import ContextVar
from dataclasses import dataclass
from urllib.parse import urlsplit

from starlette.concurrency import run_in_threadpool
from starlette.types import ASGIApp, Receive, Scope, Send

from engram import apikeys as keys
from engram.errors import StoreError
from engram.interfaces.api.errors import error_response, unauthorized
from engram.store.base import Store
from engram.timeutil import Clock, utcnow

PROTECTED = ("/v1", "/mcp")

# The owner of the request being served, for code that cannot see the request (the MCP tools).
current_owner: ContextVar[str | None] = ContextVar("engram_api_owner", default=None)


@dataclass(frozen=True, slots=True)
class Caller:
    owner: str
    key_id: int | None  # None: the local default owner of a loopback server with no keys


class AuthError(Exception):
    pass


def is_loopback(host: str) -> bool:
    """``127.0.0.0/8``, ``::1`` and ``localhost``; anything else (``0.0.0.0`` too) is reachable from outside."""
    name = host.strip().strip("[]").lower()
    if name == "localhost":
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


def _hostname(netloc: str) -> str:
    try:
        return urlsplit("//" + netloc).hostname or ""
    except ValueError:
        return ""


def check_local(headers: dict[bytes, bytes]) -> None:
    """A keyless request must come from this machine, not from a web page in a browser."""
    host = headers.get(b"host", b"").decode("latin-1")
    if not is_loopback(_hostname(host)):
        raise AuthError("keyless requests must use a loopback host name (127.0.0.1, localhost or [::1])")
    origin = headers.get(b"origin")
    if origin is not None and urlsplit(origin.decode("latin-1")).netloc != host:
        raise AuthError("cross-site requests need an API key")
    if headers.get(b"sec-fetch-site", b"").lower() == b"cross-site":
        raise AuthError("cross-site requests need an API key")


def bearer_token(header: str | None) -> str | None:
    if header is None:
        return None
    scheme, _, value = header.strip().partition(" ")
    if scheme.lower() != "bearer" or not value.strip():
        raise AuthError("the Authorization header must be 'Bearer <API key>'")
    return value.strip()


class Authenticator:
    """Resolves a request's key to its owner (sync: it reads the store; call it from a worker thread)."""

    def __init__(self, store: Store, *, default_owner: str, allow_anonymous: bool, clock: Clock = utcnow) -> None:
        self.store = store
        self.default_owner = default_owner
        self.allow_anonymous = allow_anonymous
        self.clock = clock

    def resolve(self, token: str | None) -> Caller:
        if token is not None:
            key = keys.authenticate(self.store, token, clock=self.clock)
            if key is None:
                raise AuthError("invalid or revoked API key")
            return Caller(key.owner, key.id)
        if keys.any_active(self.store):
            raise AuthError("this server requires an API key: send 'Authorization: Bearer <API key>'")
        if not self.allow_anonymous:
            raise AuthError("this server requires an API key and none exists yet: create one with `engram keys create`")
        return Caller(self.default_owner, None)

    def mode(self) -> str:
        """For /healthz: ``keys`` once a key exists, else ``local-default-owner`` or ``closed``."""
        if keys.any_active(self.store):
            return "keys"
        return "local-default-owner" if self.allow_anonymous else "closed"


class ApiKeyAuth:
    """ASGI middleware: authenticates before the body is read or any parameter is validated."""

    def __init__(self, app: ASGIApp, *, authenticator: Authenticator) -> None:
        self.app = app
        self.auth = authenticator

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        path = str(scope.get("path", ""))
        if scope["type"] != "http" or not any(path == p or path.startswith(p + "/") for p in PROTECTED):
            await self.app(scope, receive, send)
            return
        headers = dict(scope.get("headers") or [])
        raw = headers.get(b"authorization")
        try:
            token = bearer_token(None if raw is None else raw.decode("latin-1"))
            caller = await run_in_threadpool(self.auth.resolve, token)
            if caller.key_id is None:
                check_local(headers)
        except AuthError as exc:
            await unauthorized(str(exc))(scope, receive, send)
            return
        except StoreError as exc:
            await error_response(503, exc.code, exc.message)(scope, receive, send)
            return
        scope.setdefault("state", {})
        scope["state"]["caller"] = caller
        scoped = current_owner.set(caller.owner)
        try:
            await self.app(scope, receive, send)
        finally:
            current_owner.reset(scoped)
