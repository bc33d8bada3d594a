"""Read deadlines for the HTTP server: slow or stalled clients cannot hold connections open.

uvicorn closes an idle kept-alive connection (``timeout_keep_alive``) but puts no limit on how long
a client may take to send a request: a client that sends half its headers, or trickles a byte
every few seconds, holds a connection forever, and a few hundred such clients hold the server.
Two deadlines close those connections:

* **headers**: a connection must deliver a request's complete headers within ``header_s`` of
  being opened (or of the previous response ending). Trickling does not extend it.
* **body**: a request that announces a body must deliver all of it within ``body_s`` of its
  headers. A request without a body has no body deadline.

Once a request is fully read, the application's own time is not limited. The connection is
closed without a response when a deadline passes (the client was not sending one anyway).

How: the connection (an ``asyncio.Protocol``: uvicorn's h11 protocol with three methods
extended) holds one timer. uvicorn starts a request's task from inside ``data_received``, and a
task copies the context it was created in, so a context variable set around ``data_received``
hands the timer to the ASGI middleware below, which moves it from the header deadline to the body
deadline, clears it once the body is read, and re-arms the header deadline after the response.
"""

from __future__ import annotations

import asyncio
from contextvars import ContextVar
from dataclasses import dataclass

from starlette.types import ASGIApp, Message, Receive, Scope, Send
from uvicorn.protocols.http.h11_impl import H11Protocol

__all__ = ["ServerTimeouts", "guarded", "protocol_class"]


@dataclass(frozen=True, slots=True)
class ServerTimeouts:
    """Seconds: request headers, request body, idle keep-alive (``engram serve --*-timeout``)."""

    header_s: float = 10.0
    body_s: float = 30.0
    keep_alive_s: float = 5.0

    def __post_init__(self) -> None:
        for name in ("header_s", "body_s", "keep_alive_s"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int | float) or not 0 < value <= 3600:
                raise ValueError(f"{name} must be a number of seconds from 0 to 3600, not {value!r}")


class _Deadline:
    """One connection's timer: when it fires, the connection is closed."""

    __slots__ = ("_loop", "_timer", "_transport")

    def __init__(self, loop: asyncio.AbstractEventLoop, transport: asyncio.BaseTransport) -> None:
        self._loop = loop
        self._transport = transport
        self._timer: asyncio.TimerHandle | None = None

    def arm(self, seconds: float) -> None:
        self.disarm()
        self._timer = self._loop.call_later(seconds, self._expire)

    def disarm(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _expire(self) -> None:
        self._timer = None
        self._transport.close()


_CONNECTION: ContextVar[_Deadline | None] = ContextVar("engram_connection_deadline", default=None)


def protocol_class(timeouts: ServerTimeouts) -> type[asyncio.Protocol]:
    """uvicorn's h11 protocol with the header deadline armed from the moment a connection opens."""

    class GuardedH11Protocol(H11Protocol):
        def connection_made(self, transport: asyncio.BaseTransport) -> None:
            self._engram_deadline = _Deadline(asyncio.get_running_loop(), transport)
            self._engram_deadline.arm(timeouts.header_s)
            super().connection_made(transport)  # type: ignore[arg-type]

        def data_received(self, data: bytes) -> None:
            token = _CONNECTION.set(self._engram_deadline)  # inherited by the request task started here
            try:
                super().data_received(data)
            finally:
                _CONNECTION.reset(token)

        def connection_lost(self, exc: Exception | None) -> None:
            self._engram_deadline.disarm()
            super().connection_lost(exc)

    return GuardedH11Protocol


def _announces_body(scope: Scope) -> bool:
    for name, value in scope.get("headers", ()):
        if name == b"transfer-encoding":
            return True
        if name == b"content-length":
            return value.strip() not in (b"", b"0")
    return False


class guarded:
    """ASGI middleware moving the connection's timer through a request (see the module doc)."""

    def __init__(self, app: ASGIApp, timeouts: ServerTimeouts) -> None:
        self.app = app
        self.timeouts = timeouts

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        deadline = _CONNECTION.get()
        if scope["type"] != "http" or deadline is None:
            await self.app(scope, receive, send)
            return
        if _announces_body(scope):
            deadline.arm(self.timeouts.body_s)
        else:
            deadline.disarm()

        async def body_watching_receive() -> Message:
            message = await receive()
            if message["type"] != "http.request" or not message.get("more_body", False):
                deadline.disarm()  # the whole request is in: the application's time is its own
            return message

        async def response_watching_send(message: Message) -> None:
            await send(message)
            if message["type"] == "http.response.body" and not message.get("more_body", False):
                deadline.arm(self.timeouts.header_s)  # the next request on this connection

        await self.app(scope, body_watching_receive, response_watching_send)
