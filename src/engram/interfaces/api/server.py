"""Running the API: binding, the loopback rule, and a background server for tests and benchmarks."""

from __future__ import annotations

import socket
import threading
import time
from types import TracebackType
from typing import Any

import uvicorn

from engram.errors import InvalidInput
from engram.interfaces.api.auth import is_loopback
from engram.interfaces.api.deadlines import ServerTimeouts, guarded, protocol_class

__all__ = ["BackgroundServer", "ServerTimeouts", "address", "bind", "config", "is_loopback"]


def bind(host: str, port: int) -> socket.socket:
    """A listening socket (``port=0`` picks a free port; read it back with :func:`address`)."""
    name = host.strip().strip("[]")
    try:
        family, kind, proto, _, where = socket.getaddrinfo(name, port, type=socket.SOCK_STREAM)[0]
        sock = socket.socket(family, kind, proto)
    except OSError as exc:
        raise InvalidInput(f"cannot use host {host!r}: {exc}") from exc
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(where)
        sock.listen(2048)
    except OSError as exc:
        sock.close()
        raise InvalidInput(f"cannot listen on {host}:{port}: {exc.strerror or exc}") from exc
    sock.setblocking(False)
    return sock


def address(sock: socket.socket) -> str:
    """``http://host:port`` of a bound socket."""
    host, port = sock.getsockname()[:2]
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}"


def config(
    app: Any, *, log_level: str = "info", access_log: bool = True, timeouts: ServerTimeouts | None = None
) -> uvicorn.Config:
    """uvicorn's settings for engram: h11 with header and body read deadlines (see
    :mod:`engram.interfaces.api.deadlines`), idle keep-alive closed after ``timeouts.keep_alive_s``."""
    limits = timeouts or ServerTimeouts()
    return uvicorn.Config(
        guarded(app, limits),
        http=protocol_class(limits),
        log_level=log_level,
        access_log=access_log,
        ws="none",  # no websockets: the API is plain HTTP
        lifespan="on",
        timeout_keep_alive=limits.keep_alive_s,  # type: ignore[arg-type]
        timeout_graceful_shutdown=5,
        server_header=False,
    )


class BackgroundServer:
    """uvicorn serving ``app`` on a loopback port in a daemon thread: ``with BackgroundServer(app) as s:
    httpx.get(s.url + "/healthz")``. Used by the tests and ``engram bench serve``."""

    def __init__(
        self,
        app: Any,
        *,
        host: str = "127.0.0.1",
        port: int = 0,
        log_level: str = "warning",
        timeouts: ServerTimeouts | None = None,
    ) -> None:
        self._sock = bind(host, port)
        self.url = address(self._sock)
        self._server = uvicorn.Server(config(app, log_level=log_level, access_log=False, timeouts=timeouts))
        self._thread = threading.Thread(target=self._run, name="engram-api", daemon=True)
        self.error: BaseException | None = None

    def _run(self) -> None:
        try:
            self._server.run(sockets=[self._sock])
        except BaseException as exc:  # surfaced by start()
            self.error = exc

    def start(self, timeout: float = 15.0) -> BackgroundServer:
        self._thread.start()
        deadline = time.monotonic() + timeout
        while not self._server.started:
            if self.error is not None or not self._thread.is_alive():
                raise RuntimeError(f"the API server did not start: {self.error!r}")
            if time.monotonic() > deadline:
                raise RuntimeError("the API server did not start in time")
            time.sleep(0.01)
        return self

    def stop(self, timeout: float = 10.0) -> None:
        self._server.should_exit = True
        self._thread.join(timeout)
        self._sock.close()

    def __enter__(self) -> BackgroundServer:
        return self.start()

    def __exit__(
        self, _type: type[BaseException] | None, _exc: BaseException | None, _tb: TracebackType | None
    ) -> None:
        self.stop()
