"""POST JSON to a model endpoint with retries, backoff and credential-free errors.

Shared by the HTTP LLM adapters. Retried: HTTP 429 and the statuses in ``retry_statuses`` (by default
500, 502, 503, 504; Anthropic adds its 529 "overloaded"), connection errors and timeouts. Any other 4xx
fails at once. The wait before retry ``k`` (1-based) is ``backoff[k - 1]`` (the last entry repeats),
or the server's ``Retry-After`` / ``retry-after-ms`` when it sends one, never more than
``retry_after_cap`` seconds.

Every failure raises :class:`engram.errors.ProviderError` whose message names the endpoint (without
user-info or query string), the HTTP status and a short excerpt of the body with every secret the
client knows (API key, URL password, credential-looking extra headers) replaced by ``***``.
``details`` carries ``url``, ``status``, ``attempts`` and a longer redacted ``body`` so callers can
inspect a 400 (the OpenAI adapter's ``response_format`` downgrade does).
"""

from __future__ import annotations

import contextlib
import json
import re
import threading
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from email.utils import parsedate_to_datetime
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import httpx

from engram.errors import ProviderError

__all__ = [
    "DEFAULT_BACKOFF",
    "RETRYABLE_STATUSES",
    "JsonPoster",
    "display_url",
    "dump_body",
    "excerpt",
    "input_tokens_with_cache",
    "is_secret_name",
    "redactor",
    "token_count",
    "usage_of",
]

DEFAULT_BACKOFF: tuple[float, ...] = (0.5, 2.0, 8.0)
RETRYABLE_STATUSES: frozenset[int] = frozenset({429, 500, 502, 503, 504})
_EXCERPT_CHARS = 200
_DETAIL_BODY_CHARS = 2000
_SECRET_HEADER = re.compile(r"key|auth|token|secret|cookie|password", re.IGNORECASE)
_BEARER = re.compile(r"(?i)\b(bearer)\s+[A-Za-z0-9._~+/=-]{8,}")


def display_url(url: str) -> str:
    """``url`` without user-info, query string or fragment: safe for messages and logs."""
    parts = urlsplit(url)
    host = parts.hostname or ""
    if ":" in host:  # IPv6 literal
        host = f"[{host}]"
    netloc = host if parts.port is None else f"{host}:{parts.port}"
    query = "…" if parts.query else ""
    return urlunsplit((parts.scheme, netloc, parts.path, query, ""))


def is_secret_name(name: str) -> bool:
    """Whether a header or environment variable name suggests its value is a credential."""
    return _SECRET_HEADER.search(name) is not None


def redactor(secrets: Iterable[str | None]) -> Callable[[str], str]:
    """A function replacing every given secret (longest first) and any bearer token with ``***``."""
    known = sorted({s for s in secrets if s and len(s) >= 4}, key=len, reverse=True)

    def redact(text: str) -> str:
        for secret in known:
            text = text.replace(secret, "***")
        return _BEARER.sub(r"\1 ***", text)

    return redact


def excerpt(text: str, redact: Callable[[str], str], limit: int = _EXCERPT_CHARS) -> str:
    """The start of ``text``, whitespace collapsed and secrets removed, quoted for a message."""
    flat = redact(" ".join(text.split()))
    if len(flat) > limit:
        flat = flat[:limit] + "…"
    return repr(flat) if flat else "(empty body)"


def token_count(value: object) -> int | None:
    """A usage figure from a response body: a non-negative int, else ``None`` (unknown)."""
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else None


def usage_of(body: Mapping[str, Any]) -> dict[str, Any]:
    """The ``usage`` object of a response body, or an empty dict."""
    usage = body.get("usage")
    return usage if isinstance(usage, dict) else {}


def input_tokens_with_cache(usage: Mapping[str, Any]) -> int | None:
    """Anthropic-style ``input_tokens`` plus prompt-cache writes and reads when reported: all the prompt cost."""
    base = token_count(usage.get("input_tokens"))
    if base is None:
        return None
    extra = (token_count(usage.get(k)) for k in ("cache_creation_input_tokens", "cache_read_input_tokens"))
    return base + sum(e for e in extra if e is not None)


def dump_body(body: object) -> str:
    """A decoded JSON body back as text, for error excerpts."""
    try:
        return json.dumps(body, ensure_ascii=False)
    except (TypeError, ValueError):
        return repr(body)


def _parse_retry_after(headers: httpx.Headers) -> float | None:
    millis = headers.get("retry-after-ms")
    if millis is not None:
        with contextlib.suppress(ValueError):
            return max(0.0, float(millis) / 1000.0)
    value = headers.get("retry-after")
    if value is None:
        return None
    with contextlib.suppress(ValueError):
        return max(0.0, float(value))
    with contextlib.suppress(TypeError, ValueError, IndexError, OverflowError):
        moment = parsedate_to_datetime(value)
        return max(0.0, moment.timestamp() - time.time())
    return None


class JsonPoster:
    """One endpoint, one lazily created ``httpx.Client``; :meth:`post` returns the decoded JSON body."""

    def __init__(
        self,
        url: str,
        *,
        headers: Mapping[str, str],
        timeout: float,
        max_retries: int,
        backoff: Sequence[float],
        retry_statuses: Iterable[int] = RETRYABLE_STATUSES,
        retry_after_cap: float = 30.0,
        sleep: Callable[[float], None] = time.sleep,
        secrets: Iterable[str | None] = (),
    ) -> None:
        if timeout <= 0:
            raise ValueError("timeout must be positive")
        if max_retries < 0:
            raise ValueError("max_retries must be 0 or more")
        delays = tuple(float(d) for d in backoff)
        if not delays or any(d < 0 for d in delays):
            raise ValueError("backoff must be a non-empty sequence of non-negative seconds")
        if retry_after_cap < 0:
            raise ValueError("retry_after_cap must be 0 or more")
        self._url = url
        self._shown = display_url(url)
        self._headers = dict(headers)
        self._timeout = timeout
        self._max_retries = max_retries
        self._backoff = delays
        self._retry_statuses = frozenset(retry_statuses) | {429}
        self._retry_after_cap = retry_after_cap
        self._sleep = sleep
        parts = urlsplit(url)
        header_secrets = [v for k, v in self._headers.items() if is_secret_name(k)]
        self.redact = redactor([*secrets, parts.password, *header_secrets])
        self._client: httpx.Client | None = None
        self._lock = threading.Lock()

    @property
    def url(self) -> str:
        """The endpoint as shown in messages (no credentials)."""
        return self._shown

    def close(self) -> None:
        with self._lock:
            if self._client is not None:
                self._client.close()
                self._client = None

    def post(self, payload: Mapping[str, Any]) -> Any:
        """POST ``payload``; return the decoded JSON of the first 2xx answer or raise ProviderError."""
        client = self._http()
        attempts = self._max_retries + 1
        for attempt in range(1, attempts + 1):
            last = attempt == attempts
            try:
                response = client.post(self._url, json=payload)
            except httpx.TimeoutException as exc:
                if last:
                    raise self._error(
                        f"timed out after {self._timeout:g}s"
                        f"{f' on each of {attempt} attempts' if attempt > 1 else ''} ({type(exc).__name__})",
                        None,
                        attempt,
                    ) from exc
                self._sleep(self._delay(attempt, None))
                continue
            except httpx.TransportError as exc:  # connection refused, reset, protocol error
                if last:
                    raise self._error(
                        f"failed{self._tries(attempt)}: {type(exc).__name__}: {self.redact(str(exc))}", None, attempt
                    ) from exc
                self._sleep(self._delay(attempt, None))
                continue
            status = response.status_code
            if status < 300:
                return self._decode(response)
            if status < 400:
                where = self.redact(display_url(response.headers.get("location", ""))) or "elsewhere"
                raise self._error(
                    f"was redirected (HTTP {status}) to {where}: set the base URL to the final address",
                    status,
                    attempt,
                )
            if last or status not in self._retry_statuses:
                raise self._error(
                    f"failed with HTTP {status}{self._tries(attempt)}: {excerpt(response.text, self.redact)}",
                    status,
                    attempt,
                    body=response.text,
                )
            self._sleep(self._delay(attempt, _parse_retry_after(response.headers)))
        raise AssertionError("unreachable")  # pragma: no cover

    def unusable(self, what: str, body: str = "", status: int = 200) -> ProviderError:
        """The error for a 2xx answer whose content cannot be used."""
        return self._error(
            f"(HTTP {status}) returned an unusable answer: {what}; body starts: {excerpt(body, self.redact)}",
            status,
            None,
            body=body,
        )

    # -- internals -------------------------------------------------------------------------------

    def _http(self) -> httpx.Client:
        with self._lock:
            if self._client is None:
                self._client = httpx.Client(timeout=httpx.Timeout(self._timeout), headers=self._headers)
            return self._client

    @staticmethod
    def _tries(attempt: int) -> str:
        return f" after {attempt} attempts" if attempt > 1 else ""

    def _delay(self, attempt: int, retry_after: float | None) -> float:
        if retry_after is not None:
            return min(retry_after, self._retry_after_cap)
        return self._backoff[min(attempt - 1, len(self._backoff) - 1)]

    def _decode(self, response: httpx.Response) -> Any:
        try:
            return json.loads(response.content)
        except (json.JSONDecodeError, UnicodeDecodeError, RecursionError) as exc:
            raise self.unusable(
                f"malformed JSON ({exc.__class__.__name__})", response.text, response.status_code
            ) from exc

    def _error(
        self,
        what: str,
        status: int | None,
        attempts: int | None,
        *,
        body: str = "",
    ) -> ProviderError:
        details: dict[str, object] = {"url": self._shown, "status": status}
        if attempts is not None:
            details["attempts"] = attempts
        if body:
            details["body"] = self.redact(body)[:_DETAIL_BODY_CHARS]
        return ProviderError(f"POST {self._shown} {what}", details=details)
