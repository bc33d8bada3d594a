"""The resident worker: answers the hooks' prompt recall with the hybrid ranking and a loaded model.

A hook is a new process per prompt; loading the embedding model there would cost more than the hook
may take, so without a worker it ranks lexically. ``engram worker`` (or ``engram serve``, which runs
one beside the HTTP server) keeps one ``Memory`` with its model open and listens on a Unix socket
beside the store (:func:`engram.interfaces.worker_client.socket_path`).

Who may ask:

* the socket is created ``0600`` (only its owner can connect), and every connection's peer
  credentials (``SO_PEERCRED`` on Linux, ``LOCAL_PEERCRED`` on macOS) must name the worker's own
  OS user; a peer whose user cannot be read is refused (fail closed);
* a worker serves one engram owner, like any ``Memory``: a request naming another owner is
  refused, and namespaces are validated as for any request.

Protocol: one JSON object per line each way, one request per connection. Requests carry ``v``
(:data:`PROTOCOL`), ``op`` and ``owner``:

* ``ping`` → ``{"ok": true, "owner", "pid", "embedder", "store", "served"}``;
* ``prompt`` (``prompt``, ``cwd``, ``default_namespace``, ``session_id``, ``cap``) →
  ``{"ok": true, "parts", "dropped"}``: what the ``UserPromptSubmit`` hook prints, computed exactly
  as the hook computes it in-process (the namespace from the git checkout at ``cwd``);
* ``recall`` (``query``, ``k``, ``kinds``, ``namespace``) → ``{"ok": true, "hits": [...]}``.

A refusal or a bad request is ``{"ok": false, "code", "error"}``; the hook then falls back to its own
lexical recall. Requests are served one at a time, each with a read timeout, so a stuck client
delays others by at most :data:`READ_TIMEOUT_S`.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import socket
import struct
import sys
import threading
from collections.abc import Callable
from typing import Any

from engram import validation as v
from engram.capture.spooling import SpoolingStore
from engram.errors import Conflict, EngramError, InvalidInput, StoreError
from engram.interfaces import worker_client
from engram.memory import Memory

log = logging.getLogger("engram.worker")
PROTOCOL = worker_client.PROTOCOL
READ_TIMEOUT_S = 2.0
SPOOL_POLL_S = 0.25  # how often an idle worker looks at the capture spool (one stat)
MAX_REQUEST = 1024 * 1024
MAX_K = 100
_SOL_LOCAL = 0  # macOS: <sys/un.h>
_LOCAL_PEERCRED = 0x001


def peer_uid(conn: socket.socket) -> int | None:
    """The OS user id of the process at the other end of a Unix socket; None when it cannot be read."""
    try:
        if hasattr(socket, "SO_PEERCRED"):
            raw = conn.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, struct.calcsize("3i"))
            _, uid, _ = struct.unpack("3i", raw)
            return int(uid)
        if sys.platform == "darwin":
            raw = conn.getsockopt(_SOL_LOCAL, _LOCAL_PEERCRED, struct.calcsize("IIh16I") + 8)
            _, uid = struct.unpack_from("II", raw)
            return int(uid)
    except OSError:
        return None
    return None


def peer_allowed(uid: int | None, own_uid: int) -> bool:
    """Only the worker's own OS user may ask; an unknown peer is refused."""
    return uid is not None and uid == own_uid


def bind(path: str) -> socket.socket:
    """A listening socket at ``path``, mode 0600 from the start; a stale file (no one listening) is
    replaced, a live worker is not (``Conflict``)."""
    if os.path.exists(path):
        probe = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            probe.settimeout(0.5)
            probe.connect(path)
        except OSError:
            os.unlink(path)  # nobody listens: a worker that died left it
        else:
            raise Conflict(f"a worker already listens on {path}")
        finally:
            probe.close()
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    previous = os.umask(0o177)  # the socket file is created 0600: no window where others may connect
    try:
        sock.bind(path)
    except OSError as exc:
        sock.close()
        raise StoreError(f"cannot listen on {path}: {exc.strerror or exc}") from exc
    finally:
        os.umask(previous)
    os.chmod(path, 0o600)
    sock.listen(16)
    return sock


class HookWorker:
    """Serves hook requests for one owner's ``Memory`` on a Unix socket, on a daemon thread."""

    def __init__(self, memory: Memory, path: str, *, store_label: str, own_uid: int | None = None) -> None:
        self.memory = memory
        self.path = path
        self.store_label = store_label
        self.own_uid = os.getuid() if own_uid is None else own_uid
        self._sock = bind(path)
        self._thread: threading.Thread | None = None
        self._stopping = threading.Event()
        self.served = 0

    def start(self) -> HookWorker:
        self._thread = threading.Thread(target=self.serve_forever, name="engram-hook-worker", daemon=True)
        self._thread.start()
        return self

    def serve_forever(self) -> None:
        try:
            self._sock.settimeout(SPOOL_POLL_S)
        except OSError:  # stopped before it started
            return
        while not self._stopping.is_set():
            try:
                conn, _ = self._sock.accept()
            except TimeoutError:
                if not self._stopping.is_set():
                    self.take_in_spool()
                continue
            except OSError:
                if self._stopping.is_set():
                    return
                continue
            with conn:
                self._serve(conn)

    def take_in_spool(self) -> bool:
        """Between requests: take in what the Stop hook spooled and start embedding it, so the next
        prompt finds the last answer stored and embedded rather than reading the transcript, redacting
        and embedding while Claude Code waits (the hook's fast route only leaves a request). True
        when something was taken in."""
        store = self.memory.store
        if not isinstance(store, SpoolingStore):
            return False
        try:
            if not store.take_in():
                return False
            self.memory.flush_embeddings(timeout=0)  # starts the background embedder; does not wait
        except Exception as exc:  # upkeep between requests must never stop the serving thread
            log.warning("could not take in the capture spool: %s", getattr(exc, "message", exc))
            return False
        return True

    def stop(self) -> None:
        """Stop listening and remove the socket file (the memory is the caller's to close)."""
        self._stopping.set()
        with contextlib.suppress(OSError):
            self._sock.shutdown(socket.SHUT_RDWR)
        self._sock.close()
        with contextlib.suppress(OSError):
            os.unlink(self.path)
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout=READ_TIMEOUT_S + 1)

    def _serve(self, conn: socket.socket) -> None:
        allowed = peer_allowed(peer_uid(conn), self.own_uid)
        try:
            conn.settimeout(READ_TIMEOUT_S)
            # Read the request even from a peer about to be refused: closing a socket with unread
            # data resets the connection, and the peer would never see why it was refused.
            request = _read_request(conn)
            if not allowed:
                answer = refusal("forbidden", "this worker serves its own OS user only")
            else:
                answer = self.answer(request)
        except (OSError, ValueError) as exc:
            answer = refusal("forbidden" if not allowed else "invalid", f"unreadable request: {exc}")
        self._reply(conn, answer)

    def _reply(self, conn: socket.socket, answer: dict[str, Any]) -> None:
        with contextlib.suppress(OSError):
            conn.sendall((json.dumps(answer) + "\n").encode("utf-8"))
        self.served += 1

    def answer(self, request: dict[str, Any]) -> dict[str, Any]:
        """The answer to one decoded request (owner checked first, then the operation)."""
        if request.get("v") != PROTOCOL:
            return refusal("invalid", f"unsupported protocol version {request.get('v')!r}; expected {PROTOCOL}")
        if request.get("owner") != self.memory.owner:
            return refusal("forbidden", "this worker serves another owner")
        handler = _OPS.get(str(request.get("op")))
        if handler is None:
            return refusal("invalid", f"unknown op {request.get('op')!r}; use one of {', '.join(_OPS)}")
        try:
            return {"ok": True, **handler(self, request)}
        except InvalidInput as exc:
            return refusal("invalid", exc.message)
        except EngramError as exc:
            return refusal("error", exc.message)
        except Exception as exc:  # never let one request end the worker
            log.exception("worker request failed")
            return refusal("error", f"{type(exc).__name__}: {exc}")


def refusal(code: str, message: str) -> dict[str, Any]:
    return {"ok": False, "code": code, "error": message}


def _read_request(conn: socket.socket) -> dict[str, Any]:
    data = b""
    while not data.endswith(b"\n"):
        chunk = conn.recv(65536)
        if not chunk:
            break
        data += chunk
        if len(data) > MAX_REQUEST:
            raise ValueError("request too large")
    decoded = json.loads(data.decode("utf-8"))
    if not isinstance(decoded, dict):
        raise ValueError("a request is a JSON object")
    return decoded


def _text(request: dict[str, Any], key: str, *, required: bool = True) -> str | None:
    value = request.get(key)
    if value is None and not required:
        return None
    if not isinstance(value, str):
        raise InvalidInput(f"{key} must be a string")
    return value


def _ping(worker: HookWorker, _request: dict[str, Any]) -> dict[str, Any]:
    embedder = worker.memory.embedder
    return {
        "owner": worker.memory.owner,
        "pid": os.getpid(),
        "embedder": None if embedder is None else embedder.model_name,
        "store": worker.store_label,
        "served": worker.served,
    }


def _prompt(worker: HookWorker, request: dict[str, Any]) -> dict[str, Any]:
    from engram.capture.runner import where_of
    from engram.interfaces import hooks

    prompt = _text(request, "prompt") or ""
    default = v.namespace(_text(request, "default_namespace") or "")
    cwd = _text(request, "cwd") or ""
    if not os.path.isabs(cwd):
        raise InvalidInput("cwd must be an absolute path")
    namespace, _ = where_of({"cwd": cwd}, default)  # the repository and branch of the hook's folder
    session_id = _text(request, "session_id", required=False)
    cap = request.get("cap", hooks.DEFAULT_RECALL_CAP)
    if isinstance(cap, bool) or not isinstance(cap, int) or cap <= 0:
        raise InvalidInput("cap must be a positive whole number")
    parts, dropped = hooks.prompt_context(worker.memory, prompt, session_id, namespace, cap, hooks.HookLog("worker"))
    return {"parts": parts, "dropped": dropped}


def _recall(worker: HookWorker, request: dict[str, Any]) -> dict[str, Any]:
    query = _text(request, "query") or ""
    k = request.get("k", 10)
    if isinstance(k, bool) or not isinstance(k, int) or not 1 <= k <= MAX_K:
        raise InvalidInput(f"k must be a whole number from 1 to {MAX_K}")
    kinds = request.get("kinds", ["item", "block", "turn", "digest"])
    if not isinstance(kinds, list) or not all(isinstance(kind, str) for kind in kinds):
        raise InvalidInput("kinds must be a list of strings")
    namespace = _text(request, "namespace", required=False)
    hits = worker.memory.recall(query, k=k, kinds=tuple(kinds), namespace=namespace)
    return {
        "hits": [
            {
                "kind": h.kind,
                "id": h.id,
                "content": h.content,
                "score": h.score,
                "category": h.category,
                "session_id": h.session_id,
                "external_turn_ids": list(h.external_turn_ids),
            }
            for h in hits
        ]
    }


_OPS: dict[str, Callable[[HookWorker, dict[str, Any]], dict[str, Any]]] = {
    "ping": _ping,
    "prompt": _prompt,
    "recall": _recall,
}


def start_beside_server(store: Any, settings: Any, embedder: Any) -> HookWorker | None:
    """The hook worker ``engram serve`` runs on a thread beside the HTTP server, sharing its store
    and its loaded model, for the server's default user. None (and a log line) when a worker
    already listens there or the store has no socket path (an in-memory store)."""
    path = worker_client.socket_path(settings.db, str(settings.home))
    if path is None:
        return None
    memory = Memory(store, owner=settings.owner, policy=settings.policy, embedder=embedder, actor="worker")
    try:
        return HookWorker(memory, path, store_label=store.location).start()
    except (Conflict, StoreError) as exc:
        log.warning("hook worker not started: %s", exc.message)
        return None
