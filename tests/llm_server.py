"""A real loopback HTTP server that plays scripted LLM answers, plus helpers for fake LLM commands.

Import it from any test::

    from llm_server import LLMServer, openai_chat, anthropic_message, Reply

    with LLMServer([Reply(status=429, headers={"Retry-After": "0"}), openai_chat("hi")]) as server:
        llm = OpenAICompatibleLLM(server.openai_base_url, "m")
        ...
        assert server.requests[1].json["model"] == "m"

The server binds 127.0.0.1 on a free port, serves from a background thread, and plays its SCRIPT in
order: each entry is a :class:`Reply` (status, body, headers, optional delay or hang-up) or a callable
``(Received) -> Reply``. When the script runs out it calls ``fallback`` (default: HTTP 500 naming the
exhaustion, so a test that makes one request too many fails loudly; pass ``fallback=echo`` for a server
that answers every request). Every request is recorded as a :class:`Received` (method, path, lower-cased
headers, raw body, decoded JSON). Leaving the ``with`` block wakes any delayed handler, stops the
server, joins its threads and closes the socket, so ``filterwarnings=error`` stays quiet.

:func:`echo` answers in the wire format the request path implies: ``/v1/messages`` gets an Anthropic
Messages answer, ``/v1/responses`` an OpenAI Responses API answer, anything else an OpenAI chat completion.

:func:`write_command` writes an executable Python script (for fake ``claude`` commands on PATH).
"""

from __future__ import annotations

import json
import os
import stat
import sys
import threading
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

__all__ = [
    "LLMServer",
    "Received",
    "Reply",
    "Responder",
    "anthropic_error",
    "anthropic_message",
    "echo",
    "openai_chat",
    "openai_error",
    "openai_response",
    "prepend_path",
    "write_command",
]


@dataclass(frozen=True)
class Reply:
    """One scripted answer. ``body``: dict/list → JSON, str → UTF-8 text, bytes → as is.

    ``delay``: seconds to wait before answering (cut short when the server closes).
    ``hangup``: close the connection without any answer (a transport error for the client).
    """

    status: int = 200
    body: Any = None
    headers: Mapping[str, str] = field(default_factory=dict)
    delay: float = 0.0
    hangup: bool = False
    content_type: str = "application/json"

    def encoded(self) -> bytes:
        if self.body is None:
            return b""
        if isinstance(self.body, bytes):
            return self.body
        if isinstance(self.body, str):
            return self.body.encode("utf-8")
        return json.dumps(self.body).encode("utf-8")


@dataclass(frozen=True)
class Received:
    method: str
    path: str
    headers: dict[str, str]  # names lower-cased
    body: bytes

    @property
    def json(self) -> Any:
        """The decoded JSON body (``None`` when the body is not JSON)."""
        try:
            return json.loads(self.body)
        except ValueError:
            return None


Responder = Callable[[Received], Reply]


# -- wire-format builders ----------------------------------------------------------------------------


def openai_chat(
    text: str | None,
    *,
    model: str = "test-model",
    prompt_tokens: int | None = 11,
    completion_tokens: int | None = 7,
    finish_reason: str = "stop",
    headers: Mapping[str, str] | None = None,
) -> Reply:
    """A 200 answer in the OpenAI ``chat.completion`` shape (``usage`` left out when both counts are None)."""
    body: dict[str, Any] = {
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "created": 1_767_225_600,
        "model": model,
        "choices": [{"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": finish_reason}],
    }
    if prompt_tokens is not None or completion_tokens is not None:
        body["usage"] = {
            "prompt_tokens": prompt_tokens,
            "completion_tokens": completion_tokens,
            "total_tokens": (prompt_tokens or 0) + (completion_tokens or 0),
        }
    return Reply(200, body, headers=dict(headers or {}))


def openai_response(text: str, *, model: str = "test-model") -> Reply:
    """A 200 answer in the OpenAI Responses API shape (``POST /v1/responses``), one output message."""
    body = {
        "id": "resp_test",
        "object": "response",
        "created_at": 1_767_225_600,
        "model": model,
        "status": "completed",
        "output": [
            {
                "id": "msg_test",
                "type": "message",
                "role": "assistant",
                "status": "completed",
                "content": [{"type": "output_text", "text": text, "annotations": []}],
            }
        ],
        "parallel_tool_calls": True,
        "tool_choice": "auto",
        "tools": [],
        "usage": {
            "input_tokens": 11,
            "output_tokens": 7,
            "total_tokens": 18,
            "input_tokens_details": {"cached_tokens": 0},
            "output_tokens_details": {"reasoning_tokens": 0},
        },
    }
    return Reply(200, body)


def _responses_input_text(payload: dict[str, Any]) -> str:
    """The last user message of a Responses API request (``input`` is a string or a list of items)."""
    given = payload.get("input")
    if isinstance(given, str):
        return given
    users = [i for i in given or [] if isinstance(i, dict) and i.get("role") == "user"]
    content = users[-1].get("content", "") if users else ""
    if isinstance(content, list):
        return " ".join(str(part.get("text", "")) for part in content if isinstance(part, dict))
    return str(content)


def openai_error(
    status: int,
    message: str,
    *,
    type_: str = "invalid_request_error",
    param: str | None = None,
    headers: Mapping[str, str] | None = None,
) -> Reply:
    body = {"error": {"message": message, "type": type_, "param": param, "code": None}}
    return Reply(status, body, headers=dict(headers or {}))


def anthropic_message(
    text: str,
    *,
    model: str = "claude-test",
    input_tokens: int = 11,
    output_tokens: int = 7,
    stop_reason: str = "end_turn",
    extra_usage: Mapping[str, int] | None = None,
) -> Reply:
    """A 200 answer in the Anthropic Messages shape."""
    body = {
        "id": "msg_test",
        "type": "message",
        "role": "assistant",
        "model": model,
        "content": [{"type": "text", "text": text}],
        "stop_reason": stop_reason,
        "stop_sequence": None,
        "usage": {"input_tokens": input_tokens, "output_tokens": output_tokens, **dict(extra_usage or {})},
    }
    return Reply(200, body)


def anthropic_error(status: int, message: str, *, type_: str = "api_error") -> Reply:
    return Reply(status, {"type": "error", "error": {"type": type_, "message": message}})


def echo(received: Received) -> Reply:
    """Answer with the last user message, in the wire format the request path implies."""
    payload = received.json if isinstance(received.json, dict) else {}
    messages = payload.get("messages") or []
    users = [m.get("content", "") for m in messages if isinstance(m, dict) and m.get("role") == "user"]
    text = str(users[-1]) if users else ""
    model = str(payload.get("model", "test-model"))
    if received.path.rstrip("/").endswith("/messages"):
        return anthropic_message(text, model=model)
    if received.path.rstrip("/").endswith("/responses"):
        return openai_response(_responses_input_text(payload), model=model)
    return openai_chat(text, model=model)


def _exhausted(received: Received) -> Reply:
    return Reply(500, {"error": {"message": f"llm_server: script exhausted at {received.method} {received.path}"}})


# -- the server ----------------------------------------------------------------------------------


class _Server(ThreadingHTTPServer):
    daemon_threads = False  # handler threads are joined by server_close()
    block_on_close = True
    owner: LLMServer


class _Handler(BaseHTTPRequestHandler):
    server: _Server
    timeout = 10  # a stuck client cannot hold a handler thread (and so close()) for long

    def do_POST(self) -> None:
        self._serve()

    def do_GET(self) -> None:
        self._serve()

    def _serve(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else b""
        received = Received(
            method=self.command,
            path=self.path,
            headers={k.lower(): v for k, v in self.headers.items()},
            body=body,
        )
        reply = self.server.owner._next(received)
        if reply.delay and self.server.owner._stopping.wait(reply.delay):
            return  # the server is closing: drop the connection
        if reply.hangup:
            self.close_connection = True
            return
        data = reply.encoded()
        self.send_response(reply.status)
        self.send_header("Content-Type", reply.content_type)
        self.send_header("Content-Length", str(len(data)))
        for name, value in reply.headers.items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, format: str, *args: Any) -> None:
        pass


class LLMServer:
    """A scripted loopback LLM endpoint; use as a context manager (or ``start()`` / ``close()``)."""

    def __init__(self, script: Iterable[Reply | Responder] = (), *, fallback: Responder | None = None) -> None:
        self._script: list[Reply | Responder] = list(script)
        self._fallback: Responder = fallback or _exhausted
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        self.requests: list[Received] = []
        self.handler_errors: list[str] = []
        self._server: _Server | None = None
        self._thread: threading.Thread | None = None

    # -- lifecycle

    def start(self) -> LLMServer:
        if self._server is not None:
            return self
        server = _Server(("127.0.0.1", 0), _Handler)
        server.owner = self
        owner = self

        def handle_error(request: Any, client_address: Any) -> None:  # a client hung up mid-answer
            owner.handler_errors.append(repr(sys.exc_info()[1]))

        server.handle_error = handle_error  # type: ignore[method-assign]
        self._server = server
        self._thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        self._thread.start()
        return self

    def close(self) -> None:
        server, self._server = self._server, None
        if server is None:
            return
        self._stopping.set()
        server.shutdown()
        server.server_close()  # joins the handler threads
        if self._thread is not None:
            self._thread.join(timeout=10)

    def __enter__(self) -> LLMServer:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    # -- addresses

    @property
    def url(self) -> str:
        """``http://127.0.0.1:<port>`` (the Anthropic ``base_url``)."""
        if self._server is None:
            raise RuntimeError("LLMServer is not running: use it as a context manager")
        return f"http://127.0.0.1:{self._server.server_address[1]}"

    @property
    def openai_base_url(self) -> str:
        """``http://127.0.0.1:<port>/v1`` (the OpenAI-compatible ``base_url``)."""
        return self.url + "/v1"

    anthropic_base_url = url

    # -- script

    def play(self, *replies: Reply | Responder) -> None:
        """Append replies to the script."""
        with self._lock:
            self._script.extend(replies)

    @property
    def remaining(self) -> int:
        with self._lock:
            return len(self._script)

    def _next(self, received: Received) -> Reply:
        with self._lock:
            self.requests.append(received)
            entry = self._script.pop(0) if self._script else self._fallback
        return entry if isinstance(entry, Reply) else entry(received)


# -- fake commands -------------------------------------------------------------------------------


def write_command(directory: Path, name: str, source: str) -> Path:
    """Write an executable Python script ``directory/name`` running ``source`` with this interpreter."""
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / name
    path.write_text(f"#!{sys.executable}\n{source.strip()}\n", encoding="utf-8")
    path.chmod(path.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return path


def prepend_path(directory: Path, environ: Mapping[str, str] | None = None) -> str:
    """A PATH value with ``directory`` first (for ``monkeypatch.setenv("PATH", ...)``)."""
    current = (environ if environ is not None else os.environ).get("PATH", "")
    return f"{directory}{os.pathsep}{current}" if current else str(directory)
