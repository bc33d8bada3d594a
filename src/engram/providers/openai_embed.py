"""Embeddings from any server speaking the OpenAI ``POST /embeddings`` wire format.

Works with OpenAI (``https://api.openai.com/v1``), Ollama (``http://localhost:11434/v1``), vLLM,
LM Studio, llama.cpp's server and similar. Vectors are re-normalised here, since not every server
returns unit vectors. 429 and 5xx answers and transport errors are retried with exponential backoff;
every failure raises :class:`engram.errors.ProviderError` naming the endpoint and the HTTP status. The
API key goes into the ``Authorization`` header only: it never appears in messages, logs or ``repr``.
"""

from __future__ import annotations

import contextlib
import json
import threading
import time
from collections.abc import Callable, Sequence
from typing import Any

import httpx
import numpy as np
import numpy.typing as npt

from engram.errors import ProviderError

__all__ = ["OpenAIEmbedder"]

_EXCERPT_CHARS = 200


class OpenAIEmbedder:
    """An ``Embedder`` over HTTP.

    ``dimension``: the expected vector size; when ``None`` it is taken from the first response (and
    reading :attr:`dimension` before any embedding makes one small probe request).
    ``send_dimensions``: also send ``"dimensions": dimension`` in the request, for models that can
    shorten their output (OpenAI's text-embedding-3-*); off by default because some servers reject it.
    ``max_attempts``, ``backoff``, ``max_delay`` and ``sleep`` control retries: the wait before retry
    ``k`` (1-based) is ``backoff * 2 ** (k - 1)`` seconds, or the server's ``Retry-After`` when longer,
    never more than ``max_delay``. Tests pass ``sleep`` to avoid waiting.
    """

    def __init__(
        self,
        base_url: str,
        model: str,
        api_key: str | None = None,
        dimension: int | None = None,
        timeout: float = 30.0,
        batch_size: int = 64,
        *,
        send_dimensions: bool = False,
        max_attempts: int = 3,
        backoff: float = 0.5,
        max_delay: float = 8.0,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        if not base_url:
            raise ValueError("base_url is required, e.g. http://localhost:11434/v1")
        if not model:
            raise ValueError("model is required")
        if batch_size < 1:
            raise ValueError("batch_size must be positive")
        if max_attempts < 1:
            raise ValueError("max_attempts must be at least 1")
        if dimension is not None and dimension < 1:
            raise ValueError("dimension must be positive")
        self._url = base_url.rstrip("/") + "/embeddings"
        self._model = model
        self._api_key = api_key or None
        self._dimension = dimension
        self._timeout = timeout
        self._batch_size = batch_size
        self._send_dimensions = send_dimensions and dimension is not None
        self._max_attempts = max_attempts
        self._backoff = backoff
        self._max_delay = max_delay
        self._sleep = sleep
        self._client: httpx.Client | None = None
        self._lock = threading.Lock()

    def __repr__(self) -> str:  # no key here, ever
        return f"OpenAIEmbedder(url={self._url!r}, model={self._model!r}, dimension={self._dimension!r})"

    @property
    def url(self) -> str:
        return self._url

    @property
    def model_name(self) -> str:
        return self._model

    @property
    def dimension(self) -> int:
        if self._dimension is None:
            self.embed_query("dimension probe")
        assert self._dimension is not None
        return self._dimension

    def embed_documents(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        if isinstance(texts, str):
            raise TypeError("embed_documents takes a sequence of strings, not one string")
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        parts = [self._embed_batch(texts[i : i + self._batch_size]) for i in range(0, len(texts), self._batch_size)]
        return np.concatenate(parts, axis=0)

    def embed_query(self, text: str) -> npt.NDArray[np.float32]:
        vector: npt.NDArray[np.float32] = self._embed_batch([text])[0]
        return vector

    def close(self) -> None:
        with self._lock:
            if self._client is not None:
                self._client.close()
                self._client = None

    def __enter__(self) -> OpenAIEmbedder:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    # -- internals -------------------------------------------------------------------------------

    def _http(self) -> httpx.Client:
        with self._lock:
            if self._client is None:
                headers = {"Accept": "application/json"}
                if self._api_key:
                    headers["Authorization"] = f"Bearer {self._api_key}"
                self._client = httpx.Client(timeout=self._timeout, headers=headers)
            return self._client

    def _embed_batch(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        # Several servers reject empty strings; a single space embeds as "nothing" everywhere.
        payload: dict[str, Any] = {"model": self._model, "input": [t if t.strip() else " " for t in texts]}
        if self._send_dimensions:
            payload["dimensions"] = self._dimension
        response = self._post(payload)
        return self._parse(response, len(texts))

    def _post(self, payload: dict[str, Any]) -> httpx.Response:
        client = self._http()
        for attempt in range(1, self._max_attempts + 1):
            last = attempt == self._max_attempts
            try:
                response = client.post(self._url, json=payload)
            except httpx.TransportError as exc:  # connection refused, timeout, reset
                if last:
                    raise ProviderError(
                        f"POST {self._url} failed after {attempt} attempt(s): {type(exc).__name__}: "
                        f"{self._redact(str(exc))}",
                        details={"url": self._url, "status": None},
                    ) from exc
                self._sleep(self._delay(attempt, None))
                continue
            status = response.status_code
            if status < 400:
                return response
            retryable = status == 429 or status >= 500
            if not retryable or last:
                tried = f" after {attempt} attempts" if attempt > 1 else ""
                raise ProviderError(
                    f"POST {self._url} failed with HTTP {status}{tried}: {self._excerpt(response.text)}",
                    details={"url": self._url, "status": status},
                )
            self._sleep(self._delay(attempt, response.headers.get("Retry-After")))
        raise AssertionError("unreachable")  # pragma: no cover

    def _delay(self, attempt: int, retry_after: str | None) -> float:
        delay = self._backoff * 2.0 ** (attempt - 1)
        if retry_after is not None:
            with contextlib.suppress(ValueError):  # an HTTP date: not worth parsing for a few seconds
                delay = max(delay, float(retry_after))
        return max(0.0, min(delay, self._max_delay))

    def _parse(self, response: httpx.Response, expected: int) -> npt.NDArray[np.float32]:
        try:
            body = response.json()
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise self._bad(response, f"malformed JSON ({exc})") from exc
        data = body.get("data") if isinstance(body, dict) else None
        if not isinstance(data, list):
            raise self._bad(response, "no 'data' list in the response")
        if len(data) != expected:
            raise self._bad(response, f"{len(data)} embeddings for {expected} inputs")
        rows: list[tuple[int, list[float]]] = []
        for position, item in enumerate(data):
            embedding = item.get("embedding") if isinstance(item, dict) else None
            if not isinstance(embedding, list) or not embedding:
                raise self._bad(response, f"item {position} has no 'embedding' list of numbers")
            index = item.get("index", position)
            rows.append((index if isinstance(index, int) else position, embedding))
        rows.sort(key=lambda r: r[0])
        try:
            matrix = np.asarray([r[1] for r in rows], dtype=np.float64)
        except (TypeError, ValueError) as exc:
            raise self._bad(response, "embeddings are not equal-length lists of numbers") from exc
        if matrix.ndim != 2 or not np.isfinite(matrix).all():
            raise self._bad(response, "embeddings are not equal-length lists of finite numbers")
        dim = int(matrix.shape[1])
        if self._dimension is None:
            self._dimension = dim
        elif dim != self._dimension:
            raise self._bad(response, f"vectors have {dim} dimensions, expected {self._dimension}")
        norms = np.linalg.norm(matrix, axis=1, keepdims=True)
        result: npt.NDArray[np.float32] = (matrix / np.maximum(norms, 1e-12)).astype(np.float32)
        return result

    def _bad(self, response: httpx.Response, what: str) -> ProviderError:
        return ProviderError(
            f"POST {self._url} (HTTP {response.status_code}) returned an unusable answer: {what}; "
            f"body starts: {self._excerpt(response.text)}",
            details={"url": self._url, "status": response.status_code},
        )

    def _excerpt(self, text: str) -> str:
        text = self._redact(" ".join(text.split()))
        if len(text) > _EXCERPT_CHARS:
            text = text[:_EXCERPT_CHARS] + "…"
        return repr(text) if text else "(empty body)"

    def _redact(self, text: str) -> str:
        return text.replace(self._api_key, "***") if self._api_key else text
