"""Chat completions from Anthropic's ``POST /v1/messages`` API.

System messages are joined into the top-level ``system`` field; consecutive messages of the same role
are merged (the API wants alternating turns). A ``json_schema`` is asked for through the system prompt
(the Messages API has no portable JSON mode); with ``prefill_json=True`` the assistant turn is also
prefilled with ``{`` (or ``[``) — off by default because newer models reject prefilled turns. Callers
parse the answer with :func:`engram.structured.extract_json` either way.

Retries as in :mod:`engram.providers.http_retry`, plus Anthropic's 529 "overloaded". The API key goes
into the ``x-api-key`` header only and never appears in messages, logs or ``repr``.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from engram.errors import InvalidInput
from engram.providers.base import ChatMessage, Completion
from engram.providers.http_retry import (
    DEFAULT_BACKOFF,
    RETRYABLE_STATUSES,
    JsonPoster,
    dump_body,
    input_tokens_with_cache,
    token_count,
    usage_of,
)
from engram.structured import schema_instruction

__all__ = ["ANTHROPIC_VERSION", "AnthropicLLM"]

ANTHROPIC_VERSION = "2023-06-01"
_ROLES = ("user", "assistant")


class AnthropicLLM:
    """An ``LLM`` over Anthropic's Messages API; ``close()`` (or ``with``) releases the connection pool."""

    provider = "anthropic"

    def __init__(
        self,
        api_key: str,
        model: str,
        base_url: str = "https://api.anthropic.com",
        timeout: float = 60.0,
        max_retries: int = 3,
        backoff: Sequence[float] = DEFAULT_BACKOFF,
        max_tokens_default: int = 1024,
        *,
        extra_headers: Mapping[str, str] | None = None,
        prefill_json: bool = False,
        retry_after_cap: float = 30.0,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        if not api_key:
            raise ValueError("api_key is required (set ANTHROPIC_API_KEY)")
        if not model:
            raise ValueError("model is required")
        if not base_url:
            raise ValueError("base_url is required")
        if max_tokens_default < 1:
            raise ValueError("max_tokens_default must be positive")
        headers = {
            "Accept": "application/json",
            **dict(extra_headers or {}),
            "x-api-key": api_key,
            "anthropic-version": ANTHROPIC_VERSION,
        }
        self._model = model
        self._max_tokens_default = max_tokens_default
        self._prefill_json = prefill_json
        self._poster = JsonPoster(
            base_url.rstrip("/") + "/v1/messages",
            headers=headers,
            timeout=timeout,
            max_retries=max_retries,
            backoff=backoff,
            retry_statuses=RETRYABLE_STATUSES | {529},
            retry_after_cap=retry_after_cap,
            sleep=sleep,
            secrets=[api_key],
        )

    def __repr__(self) -> str:  # no key here, ever
        return f"AnthropicLLM(url={self.url!r}, model={self._model!r})"

    @property
    def url(self) -> str:
        return self._poster.url

    @property
    def model_name(self) -> str:
        return self._model

    def close(self) -> None:
        self._poster.close()

    def __enter__(self) -> AnthropicLLM:
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
        system = [m.content for m in messages if m.role == "system"]
        turns: list[dict[str, str]] = []
        for message in messages:
            if message.role == "system":
                continue
            if message.role not in _ROLES:
                raise InvalidInput(f"unknown chat role {message.role!r}: use system, user or assistant")
            if turns and turns[-1]["role"] == message.role:
                turns[-1] = {"role": message.role, "content": f"{turns[-1]['content']}\n\n{message.content}"}
            else:
                turns.append({"role": message.role, "content": message.content})
        if not turns:
            raise InvalidInput("complete() needs at least one user message besides the system prompt")
        prefill = ""
        if json_schema is not None:
            system.append(schema_instruction(json_schema))
            if self._prefill_json and turns[-1]["role"] == "user":
                prefill = "[" if json_schema.get("type") == "array" else "{"
                turns.append({"role": "assistant", "content": prefill})
        payload: dict[str, Any] = {
            "model": self._model,
            "max_tokens": max_tokens if max_tokens is not None else self._max_tokens_default,
            "messages": turns,
            "temperature": temperature,
        }
        if system:
            payload["system"] = "\n\n".join(system)
        body = self._poster.post(payload)
        return self._completion(body, prefill, time.perf_counter() - started)

    def _completion(self, body: Any, prefill: str, seconds: float) -> Completion:
        if not isinstance(body, dict):
            raise self._poster.unusable("the JSON body is not an object", dump_body(body))
        content = body.get("content")
        if not isinstance(content, list):
            what = "an 'error' instead of 'content'" if body.get("type") == "error" else "no 'content' list"
            raise self._poster.unusable(what, dump_body(body))
        texts = [b["text"] for b in content if isinstance(b, dict) and b.get("type") == "text" and "text" in b]
        if not all(isinstance(t, str) for t in texts) or (not texts and not prefill):
            raise self._poster.unusable(f"no text content (stop_reason={body.get('stop_reason')!r})", dump_body(body))
        usage = usage_of(body)
        answered_by = body.get("model")
        return Completion(
            text=prefill + "".join(texts),
            model=answered_by if isinstance(answered_by, str) and answered_by else self._model,
            input_tokens=input_tokens_with_cache(usage),
            output_tokens=token_count(usage.get("output_tokens")),
            seconds=seconds,
            provider=self.provider,
        )
