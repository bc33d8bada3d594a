"""An ``LLM`` that runs a local command, e.g. ``claude -p --output-format json``.

The command is given in argv form (never a shell string). The prompt — the messages rendered as
plain-text sections, system first — is written to its stdin and the answer read from its stdout. A
single user message with no system prompt is passed verbatim.

Safety rails (docs/decisions.md#coding-hooks):

* the child runs in its own session/process group, and on the hard timeout the whole group is killed
  with SIGKILL, grandchildren included;
* the child's environment carries ``ENGRAM_HOOK_ACTIVE=1`` (:data:`RECURSION_GUARD_ENV`), so engram's
  own hooks inside e.g. ``claude -p`` are no-ops instead of recursing;
* a non-zero exit raises :class:`engram.errors.ProviderError` with the exit code and the end of stderr.

Token usage is unknown (``None``) unless stdout is a JSON result object in the shape ``claude -p
--output-format json`` prints: ``{"type": "result", "result": "...", "usage": {"input_tokens": ...,
"output_tokens": ...}}``. Then ``result`` is the answer and the usage is recorded (input tokens include
prompt-cache reads and writes, which is what ``claude`` spends most of its input on).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from engram.errors import InvalidInput, ProviderError
from engram.guard import GUARD_ENV
from engram.providers.base import ChatMessage, Completion
from engram.providers.http_retry import (
    excerpt,
    input_tokens_with_cache,
    is_secret_name,
    redactor,
    token_count,
    usage_of,
)
from engram.structured import schema_instruction

__all__ = ["RECURSION_GUARD_ENV", "CommandLLM", "render_prompt"]

RECURSION_GUARD_ENV = GUARD_ENV
_REAP_SECONDS = 5.0
_STDERR_TAIL = 300


def render_prompt(messages: Sequence[ChatMessage], json_schema: Mapping[str, Any] | None = None) -> str:
    """The messages as plain text: a ``## System`` section first, then one section per turn."""
    system = [m.content for m in messages if m.role == "system"]
    if json_schema is not None:
        system.append(schema_instruction(json_schema))
    turns = [m for m in messages if m.role != "system"]
    if not system and len(turns) == 1 and turns[0].role == "user":
        return turns[0].content
    sections = []
    if system:
        sections.append("## System\n\n" + "\n\n".join(system))
    sections += [f"## {m.role.capitalize()}\n\n{m.content}" for m in turns]
    return "\n\n".join(sections) + "\n"


class CommandLLM:
    """Runs ``argv`` once per :meth:`complete`; ``env`` entries are added to the current environment."""

    provider = "command"

    def __init__(
        self,
        argv: Sequence[str],
        timeout: float = 120.0,
        env: Mapping[str, str] | None = None,
        *,
        model: str | None = None,
        cwd: str | os.PathLike[str] | None = None,
    ) -> None:
        if isinstance(argv, str | bytes):
            raise InvalidInput("CommandLLM takes an argv list such as ['claude', '-p'], never a shell string")
        args = list(argv)
        if not args or not all(isinstance(a, str) for a in args) or not args[0]:
            raise InvalidInput("argv must be a non-empty list of strings, the program first")
        if timeout <= 0:
            raise InvalidInput("timeout must be positive")
        self._argv = tuple(args)
        self._timeout = float(timeout)
        self._env = dict(env or {})
        self._cwd = cwd
        self._name = Path(args[0]).name
        self._model = model or self._name

    def __repr__(self) -> str:
        return f"CommandLLM(argv={list(self._argv)!r}, timeout={self._timeout:g})"

    @property
    def argv(self) -> tuple[str, ...]:
        return self._argv

    @property
    def model_name(self) -> str:
        return self._model

    def complete(
        self,
        messages: Sequence[ChatMessage],
        *,
        json_schema: Mapping[str, Any] | None = None,
        max_tokens: int | None = None,  # a command has no portable way to take these two
        temperature: float = 0.0,
    ) -> Completion:
        if isinstance(messages, str) or not messages:
            raise InvalidInput("complete() needs a non-empty sequence of ChatMessage")
        prompt = render_prompt(messages, json_schema).encode("utf-8")
        env = {**os.environ, **self._env, RECURSION_GUARD_ENV: "1"}
        redact = redactor(v for k, v in env.items() if is_secret_name(k))
        started = time.perf_counter()
        out, err, code = self._run(prompt, env)
        seconds = time.perf_counter() - started
        stdout = out.decode("utf-8", "replace")
        if code != 0:
            how = f"was killed by signal {-code}" if code < 0 else f"exited with code {code}"
            tail = err.decode("utf-8", "replace").strip() or stdout.strip()
            raise ProviderError(
                f"command {self._name!r} {how}: {excerpt(tail[-_STDERR_TAIL:], redact)}",
                details={"argv0": self._name, "exit_code": code},
            )
        return self._completion(stdout, seconds, redact)

    # -- internals -------------------------------------------------------------------------------

    def _run(self, prompt: bytes, env: dict[str, str]) -> tuple[bytes, bytes, int]:
        try:
            proc = subprocess.Popen(
                self._argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                env=env,
                cwd=self._cwd,
                start_new_session=True,  # its own process group: the timeout kills grandchildren too
            )
        except FileNotFoundError as exc:
            raise ProviderError(
                f"command {self._name!r} not found: is it installed and on PATH?", details={"argv0": self._name}
            ) from exc
        except OSError as exc:
            raise ProviderError(
                f"command {self._name!r} could not be started: {exc.strerror or exc}", details={"argv0": self._name}
            ) from exc
        try:
            out, err = proc.communicate(prompt, timeout=self._timeout)
        except subprocess.TimeoutExpired as exc:
            _kill_group(proc)
            _reap(proc)
            raise ProviderError(
                f"command {self._name!r} timed out after {self._timeout:g}s; its process group was killed",
                details={"argv0": self._name, "timeout": self._timeout},
            ) from exc
        except BaseException:  # KeyboardInterrupt and the like: never leave the child running
            _kill_group(proc)
            _reap(proc)
            raise
        return out, err, proc.returncode

    def _completion(self, stdout: str, seconds: float, redact: Callable[[str], str]) -> Completion:
        text, model, input_tokens, output_tokens = stdout, self._model, None, None
        result = _json_result(stdout)
        if result is not None:
            answer = result["result"]
            if result.get("is_error") is True:
                raise ProviderError(
                    f"command {self._name!r} reported an error: {excerpt(answer, redact)}",
                    details={"argv0": self._name, "subtype": result.get("subtype")},
                )
            text = answer
            usage = usage_of(result)
            input_tokens = input_tokens_with_cache(usage)
            output_tokens = token_count(usage.get("output_tokens"))
            model_usage = result.get("modelUsage")
            if isinstance(model_usage, dict) and len(model_usage) == 1:
                model = str(next(iter(model_usage)))
        return Completion(
            text=text.strip(),
            model=model,
            input_tokens=input_tokens,
            output_tokens=output_tokens,
            seconds=seconds,
            provider=self.provider,
        )


def _json_result(stdout: str) -> dict[str, Any] | None:
    """The ``claude -p --output-format json`` result object, when stdout is one."""
    stripped = stdout.strip()
    if not stripped.startswith("{"):
        return None
    try:
        value = json.loads(stripped)
    except (ValueError, RecursionError):
        return None
    if not isinstance(value, dict) or not isinstance(value.get("result"), str):
        return None
    # A bare {"result": "..."} may be the model's own JSON answer; the CLI envelope has more.
    if value.get("type") == "result" or isinstance(value.get("usage"), dict) or "session_id" in value:
        return value
    return None


def _kill_group(proc: subprocess.Popen[bytes]) -> None:
    if sys.platform != "win32":
        try:
            os.killpg(proc.pid, signal.SIGKILL)  # pgid == pid: start_new_session made it the leader
            return
        except (ProcessLookupError, PermissionError):
            pass
    proc.kill()


def _reap(proc: subprocess.Popen[bytes]) -> None:
    """Wait for the killed child and close its pipes, even if an escaped grandchild still holds them."""
    try:
        proc.communicate(timeout=_REAP_SECONDS)
    except subprocess.TimeoutExpired:
        for pipe in (proc.stdin, proc.stdout, proc.stderr):
            if pipe is not None:
                pipe.close()
        proc.wait(timeout=_REAP_SECONDS)
