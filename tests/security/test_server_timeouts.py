"""Defect 15, first half: slow clients cannot hold the server's connections.

A real server on a loopback port with small deadlines (0.5 s each); raw sockets play the slow
clients: silent, half-sent headers, headers trickled a line at a time, a body that never finishes,
an idle kept-alive connection. Each must be closed by the server, while normal requests (on new
and reused connections) still succeed. The bound on waiting (20 s) only keeps a broken server from
hanging the test; nothing here measures speed.
"""

from __future__ import annotations

import socket
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from engram.app import open_store
from engram.interfaces.api.app import create_app
from engram.interfaces.api.server import BackgroundServer, ServerTimeouts
from engram.settings import Settings

TIMEOUTS = ServerTimeouts(header_s=0.5, body_s=0.5, keep_alive_s=0.5)
PATIENT = ServerTimeouts(header_s=10.0, body_s=10.0, keep_alive_s=10.0)
WAIT_LIMIT_S = 20.0  # a safety bound, far above the deadlines; not an assertion about speed
SLOW_CLIENTS_PER_KIND = 5


def _serving(tmp_path: Path, timeouts: ServerTimeouts) -> Iterator[BackgroundServer]:
    settings = Settings(db=str(tmp_path / "e.db"), owner="default", embedder="none")
    store = open_store(settings.db)
    app = create_app(store, settings, allow_anonymous=True, embedder=None)
    try:
        with BackgroundServer(app, timeouts=timeouts) as running:
            yield running
    finally:
        store.close()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[BackgroundServer]:
    yield from _serving(tmp_path, TIMEOUTS)


@pytest.fixture
def patient_server(tmp_path: Path) -> Iterator[BackgroundServer]:
    """Deadlines far above any pause the test makes: a request that must be read is read however busy
    the machine is (with 0.5 s deadlines, a loaded CI core once let the body deadline pass)."""
    yield from _serving(tmp_path, PATIENT)


def connect(server: BackgroundServer) -> socket.socket:
    host, port = server.url.removeprefix("http://").rsplit(":", 1)
    return socket.create_connection((host, int(port)), timeout=WAIT_LIMIT_S)


def closed_by_server(sock: socket.socket) -> bool:
    """Read until the server closes the connection (True) or the safety bound passes (False)."""
    sock.settimeout(WAIT_LIMIT_S)
    try:
        while sock.recv(4096):
            pass
        return True
    except ConnectionResetError:
        return True
    except TimeoutError:
        return False
    finally:
        sock.close()


def open_slow_clients(server: BackgroundServer) -> dict[str, list[socket.socket]]:
    kinds: dict[str, list[socket.socket]] = {"silent": [], "half headers": [], "half body": [], "idle keep-alive": []}
    for _ in range(SLOW_CLIENTS_PER_KIND):
        kinds["silent"].append(connect(server))
        half = connect(server)
        half.sendall(b"GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ")
        kinds["half headers"].append(half)
        body = connect(server)
        body.sendall(
            b"POST /v1/items HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
            b'Content-Length: 1000\r\n\r\n{"content": "'
        )
        kinds["half body"].append(body)
        idle = connect(server)
        idle.sendall(b"GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n")
        kinds["idle keep-alive"].append(idle)
    return kinds


def test_twenty_slow_clients_are_closed_while_normal_requests_succeed(server: BackgroundServer) -> None:
    slow = open_slow_clients(server)
    with httpx.Client(base_url=server.url, timeout=WAIT_LIMIT_S) as client:
        assert client.get("/healthz").status_code == 200
        saved = client.post("/v1/items", json={"content": "the server still answers", "category": "fact"})
        assert saved.status_code == 201, saved.text
        assert client.get("/v1/items").json()["items"][0]["content"] == "the server still answers"  # reused
    still_open = {kind: sum(not closed_by_server(s) for s in socks) for kind, socks in slow.items()}
    assert still_open == {kind: 0 for kind in slow}
    with httpx.Client(base_url=server.url, timeout=WAIT_LIMIT_S) as client:
        assert client.get("/healthz").status_code == 200


def test_trickling_header_lines_does_not_extend_the_header_deadline(server: BackgroundServer) -> None:
    sock = connect(server)
    sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: localhost\r\n")
    sock.settimeout(0.1)
    closed = False
    for n in range(int(WAIT_LIMIT_S / 0.1)):  # one header line every 0.1 s, far below any idle timeout
        try:
            sock.sendall(f"X-Line-{n}: a\r\n".encode())
            if sock.recv(4096) == b"":
                closed = True
                break
        except TimeoutError:
            continue
        except (BrokenPipeError, ConnectionResetError):
            closed = True
            break
    sock.close()
    assert closed


def test_a_body_sent_in_pieces_within_the_deadline_is_read(patient_server: BackgroundServer) -> None:
    server = patient_server
    body = b'{"content": "sent in two pieces", "category": "fact"}'
    sock = connect(server)
    head = (
        b"POST /v1/items HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
        + f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n".encode()
    )
    sock.sendall(head + body[:10])
    time.sleep(0.05)  # a pause well inside the body deadline
    sock.sendall(body[10:])
    sock.settimeout(WAIT_LIMIT_S)
    reply = b""
    while chunk := sock.recv(4096):
        reply += chunk
    sock.close()
    assert reply.startswith(b"HTTP/1.1 201"), reply[:200]


def test_timeouts_are_checked() -> None:
    for bad in (0, -1, True, 10_000):
        with pytest.raises(ValueError):
            ServerTimeouts(header_s=bad)
