"""Chat completions from any server speaking the OpenAI ``POST /chat/completions`` wire format.

Works with OpenAI (``https://api.openai.com/v1``), Ollama (``http://localhost:11434/v1``), vLLM,
llama.cpp's server, LM Studio and OpenRouter. Structured output degrades step by step: with
``json_mode="schema"`` a ``json_schema`` is sent as ``response_format={"type": "json_schema", ...}``;
a 400 that mentions ``response_format`` makes the adapter retry at once with ``{"type": "json_object"}``
and then with no ``response_format`` at all, and the instance remembers the level that worked. Below
the ``schema`` level the schema is put into the system prompt instead; callers parse the answer with
:func:`engram.structured.extract_json` either way. In the same way, a 400 asking for
``max_completion_tokens`` or refusing a non-default ``temperature`` (OpenAI's reasoning models) switches
the instance to ``max_completion_tokens`` / to not sending ``temperature``.

Retries, backoff and error messages come from :mod:`engram.providers.http_retry`: the API key goes into
the ``Authorization`` header only and never appears in messages, logs or ``repr``.
"""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Literal

from engram.errors import InvalidInput, ProviderError
from engram.providers.base import ChatMessage, Completion
from engram.providers.http_retry import DEFAULT_BACKOFF, JsonPoster, dump_body, token_count, usage_of
from engram.structured import schema_instruction

__all__ = ["JsonMode", "OpenAICompatibleLLM"]

JsonMode = Literal["schema", "object", "none"]
_MODES: tuple[JsonMode, ...] = ("schema", "object", "none")
_FORMAT_WORDS = ("response_format", "json_schema", "json_object")
_THINK = re.compile(r"^\s*<think>.*?</think>\s*", re.DOTALL)
_SCHEMA_NAME = re.compile(r"[^A-Za-z0-9_-]+")
_UNSUPPORTED = re.compile(r"unsupported|not supported|does not support|only the default")


class OpenAICompatibleLLM:
    """An ``LLM`` over HTTP; ``close()`` (or ``with``) releases the connection pool."""

    provider = "openai-compatible"

    def __init__(
        self,
        base_url: str,
        model: str,
        api_key: str | None = None,
        timeout: float = 60.0,
        max_retries: int = 3,
        backoff: Sequence[float] = DEFAULT_BACKOFF,
        json_mode: JsonMode = "schema",
        extra_headers: Mapping[str, str] | None = None,
        *,
        retry_after_cap: float = 30.0,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        if not base_url:
            raise ValueError("base_url is required, e.g. http://localhost:11434/v1")
        if not model:
            raise ValueError("model is required")
        if json_mode not in _MODES:
            raise ValueError(f"json_mode must be one of {', '.join(_MODES)}")
        headers = {"Accept": "application/json", **dict(extra_headers or {})}
        if api_key:
            headers["Authorization"] = f"Bearer {api_key}"
        self._model = model
        self._json_mode: JsonMode = json_mode
        self._max_completion_tokens = False
        self._send_temperature = True
        self._mode_lock = threading.Lock()
        self._poster = JsonPoster(
            base_url.rstrip("/") + "/chat/completions",
            headers=headers,
            timeout=timeout,
            max_retries=max_retries,
            backoff=backoff,
            retry_after_cap=retry_after_cap,
            sleep=sleep,
            secrets=[api_key],
        )

    def __repr__(self) -> str:  # no key here, ever
        return f"OpenAICompatibleLLM(url={self.url!r}, model={self._model!r}, json_mode={self._json_mode!r})"

    @property
    def url(self) -> str:
        return self._poster.url

    @property
    def model_name(self) -> str:
        return self._model

    @property
    def json_mode(self) -> JsonMode:
        """The structured-output level in use (lowered for good after the server rejected a higher one)."""
        return self._json_mode

    def close(self) -> None:
        self._poster.close()

    def __enter__(self) -> OpenAICompatibleLLM:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def complete(
        self,
        messages: Sequence[ChatMessage],
        *,
        json_schema: Mapping[str, Any] | None = None,
        max_tokens: int | None = None,
        temperature: float = 0.0,
    ) -> Completion:
        if isinstance(messages, str) or not messages:
            raise InvalidInput("complete() needs a non-empty sequence of ChatMessage")
        started = time.perf_counter()
        mode: JsonMode = self._json_mode if json_schema is not None else "none"
        while True:  # ends: every adaptation lowers the mode or flips a flag for good
            payload = self._payload(messages, json_schema, mode, max_tokens, temperature)
            try:
                body = self._poster.post(payload)
            except ProviderError as exc:
                adapted = self._adapt(exc, mode)
                if adapted is None:
                    raise
                mode = adapted
                continue
            return self._completion(body, time.perf_counter() - started)

    # -- internals -------------------------------------------------------------------------------

    def _adapt(self, exc: ProviderError, mode: JsonMode) -> JsonMode | None:
        """After a 400 caused by the request's shape, the mode to retry with (the instance remembers the
        change); ``None`` when the error is not one the adapter can work around."""
        if exc.details.get("status") not in (400, 422):
            return None
        body = str(exc.details.get("body", "")).lower()
        with self._mode_lock:
            if mode != "none" and any(word in body for word in _FORMAT_WORDS):
                lower = _MODES[_MODES.index(mode) + 1]
                if _MODES.index(lower) > _MODES.index(self._json_mode):
                    self._json_mode = lower
                return lower
            # OpenAI's reasoning models: "Use 'max_completion_tokens' instead", "Only the default (1) value
            # is supported" for temperature.
            if "max_completion_tokens" in body and not self._max_completion_tokens:
                self._max_completion_tokens = True
                return mode
            if "temperature" in body and _UNSUPPORTED.search(body) and self._send_temperature:
                self._send_temperature = False
                return mode
        return None

    def _payload(
        self,
        messages: Sequence[ChatMessage],
        json_schema: Mapping[str, Any] | None,
        mode: JsonMode,
        max_tokens: int | None,
        temperature: float,
    ) -> dict[str, Any]:
        wire = [{"role": m.role, "content": m.content} for m in messages]
        payload: dict[str, Any] = {"model": self._model, "messages": wire}
        if self._send_temperature:
            payload["temperature"] = temperature
        if max_tokens is not None:
            payload["max_completion_tokens" if self._max_completion_tokens else "max_tokens"] = max_tokens
        if json_schema is None:
            return payload
        if mode == "schema":
            payload["response_format"] = {
                "type": "json_schema",
                "json_schema": {"name": _schema_name(json_schema), "schema": dict(json_schema), "strict": False},
            }
            return payload
        if mode == "object":
            payload["response_format"] = {"type": "json_object"}
        instruction = schema_instruction(json_schema)
        if wire[0]["role"] == "system":
            wire[0] = {"role": "system", "content": f"{wire[0]['content']}\n\n{instruction}"}
        else:
            wire.insert(0, {"role": "system", "content": instruction})
        return payload

    def _completion(self, body: Any, seconds: float) -> Completion:
        if not isinstance(body, dict):
            raise self._poster.unusable("the JSON body is not an object", dump_body(body))
        choices = body.get("choices")
        if not isinstance(choices, list) or not choices or not isinstance(choices[0], dict):
            what = "an 'error' instead of 'choices'" if "error" in body else "no 'choices' list"
            raise self._poster.unusable(what, dump_body(body))
        message = choices[0].get("message")
        content = message.get("content") if isinstance(message, dict) else None
        if isinstance(content, list):  # content parts, as some servers send
            content = "".join(p.get("text", "") for p in content if isinstance(p, dict) and p.get("type") == "text")
        if not isinstance(content, str):
            refusal = message.get("refusal") if isinstance(message, dict) else None
            finish = choices[0].get("finish_reason")
            what = f"the model refused ({refusal!r})" if refusal else f"no message content (finish_reason={finish!r})"
            raise self._poster.unusable(what, dump_body(body))
        usage = usage_of(body)
        answered_by = body.get("model")
        return Completion(
            text=_THINK.sub("", content, count=1),
            model=answered_by if isinstance(answered_by, str) and answered_by else self._model,
            input_tokens=token_count(usage.get("prompt_tokens")),
            output_tokens=token_count(usage.get("completion_tokens")),
            seconds=seconds,
            provider=self.provider,
        )


def _schema_name(schema: Mapping[str, Any]) -> str:
    title = schema.get("title")
    name = _SCHEMA_NAME.sub("_", title).strip("_")[:64] if isinstance(title, str) else ""
    return name or "response"
