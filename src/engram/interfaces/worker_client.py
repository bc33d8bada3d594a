"""The hooks' side of the resident worker: one request over a Unix socket, within a small budget.

A hook process must start fast, so this module imports only ``os`` and ``socket`` (``json`` when
:func:`ask` is used). It
never waits for the worker longer than the budget (``ENGRAM_WORKER_BUDGET_MS``, default
:data:`DEFAULT_BUDGET_MS`, connect and answer together); on any failure (no socket, refused,
slow, a bad or refusing answer) it returns None and the hook does its own lexical recall, exactly
as without a worker. The protocol and the server are in :mod:`engram.interfaces.worker`.
"""

from __future__ import annotations

import os
import socket
import time

DEFAULT_BUDGET_MS = 150.0  # docs/claude-code.md: why not less
MAX_BUDGET_MS = 5000.0
SOCKET_ENV = "ENGRAM_WORKER_SOCKET"
BUDGET_ENV = "ENGRAM_WORKER_BUDGET_MS"
SOCKET_SUFFIX = ".worker.sock"
MAX_SOCKET_PATH = 104  # sockaddr_un holds 104 bytes on macOS, 108 on Linux (with the final NUL)
MAX_REPLY = 4 * 1024 * 1024
PROTOCOL = 1


def socket_path(db: str, home: str, env: dict[str, str] | None = None) -> str | None:
    """Where the worker for this store listens: ``$ENGRAM_WORKER_SOCKET``, else beside a SQLite file
    (``<db>.worker.sock``), else ``$ENGRAM_HOME/worker.sock`` for a server store (a URL). None for an
    in-memory store or a path too long for a Unix socket."""
    environ = os.environ if env is None else env
    chosen = environ.get(SOCKET_ENV)
    if not chosen:
        if db == ":memory:":
            return None
        chosen = os.path.join(home, "worker.sock") if "://" in db else db + SOCKET_SUFFIX
    chosen = os.path.abspath(os.path.expanduser(chosen))
    return chosen if len(chosen.encode("utf-8", "replace")) < MAX_SOCKET_PATH else None


def budget_ms(env: dict[str, str] | None = None) -> float:
    """``ENGRAM_WORKER_BUDGET_MS`` (0 turns the worker off for the hooks), else the default."""
    raw = (os.environ if env is None else env).get(BUDGET_ENV, "")
    try:
        value = float(raw) if raw.strip() else DEFAULT_BUDGET_MS
    except ValueError:
        return DEFAULT_BUDGET_MS
    return min(max(value, 0.0), MAX_BUDGET_MS)


def ask(path: str | None, request: dict[str, object], budget_s: float) -> dict[str, object] | None:
    """Send one request and read one answer, all within ``budget_s``; None on any failure."""
    import json

    line = (json.dumps({"v": PROTOCOL, **request}) + "\n").encode("utf-8")
    raw = exchange(path, line, budget_s)
    if raw is None:
        return None
    try:
        answer = json.loads(raw.decode("utf-8"))
    except ValueError:
        return None
    return answer if isinstance(answer, dict) else None


def exchange(path: str | None, line: bytes, budget_s: float) -> bytes | None:
    """One request line out, one answer line back, within ``budget_s``; None on any failure. The
    bytes only: the prompt hook's fast route (:mod:`engram.interfaces.prompt_hook`) encodes and
    decodes without ``json``."""
    if path is None or budget_s <= 0 or not os.path.exists(path):
        return None
    deadline = time.monotonic() + budget_s
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        sock.settimeout(budget_s)
        sock.connect(path)
        sock.sendall(line)
        chunks: list[bytes] = []
        size = 0
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            sock.settimeout(left)
            chunk = sock.recv(65536)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
            if size > MAX_REPLY:
                return None
            if chunk.endswith(b"\n"):
                break
        return b"".join(chunks)
    except OSError:
        return None
    finally:
        sock.close()
