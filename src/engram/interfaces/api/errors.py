"""The one place engram's exceptions become HTTP statuses; every error body is
``{"error": {"code", "message", "details"}}``.

| status | when |
| --- | --- |
| 400 | bad JSON, a bad cursor, ``InvalidInput`` from the core, ``ScopeError`` |
| 401 | missing, unknown or revoked API key |
| 404 | no such record for this owner (another owner's records never exist), unknown path |
| 405 | method not allowed on a path |
| 409 | ``Conflict``, ``Ambiguous`` (``details.candidates``) |
| 413 | request body over the limit |
| 415 | a body that is not declared as JSON (``Content-Type: application/json``) |
| 422 | a request that does not match its schema (``details.errors``) |
| 502 | ``ProviderError`` (an embedding or LLM endpoint failed) |
| 503 | ``StoreError`` (locked, read-only, full or damaged database) |
| 500 | anything unexpected: a generic body, the traceback only in the server log |

No error body carries a file system path or a database URL: :func:`error_response` replaces them
(``<path>``, ``<database>``); the server log keeps the full message.
"""

from __future__ import annotations

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.encoders import jsonable_encoder
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from engram.errors import (
    Ambiguous,
    Conflict,
    EngramError,
    InvalidInput,
    NotFound,
    ProviderError,
    ScopeError,
    StoreError,
    without_paths,
)
from engram.interfaces.api.schemas import ErrorOut

log = logging.getLogger("engram.api")

STATUS: dict[type[EngramError], int] = {
    InvalidInput: 400,
    ScopeError: 400,
    NotFound: 404,
    Ambiguous: 409,
    Conflict: 409,
    ProviderError: 502,
    StoreError: 503,
}
HTTP_CODES = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    406: "not_acceptable",
    409: "conflict",
    413: "payload_too_large",
    415: "unsupported_media_type",
    422: "validation_error",
    500: "internal_error",
    503: "unavailable",
}


def status_of(exc: EngramError) -> int:
    for cls in type(exc).__mro__:
        if cls in STATUS:
            return STATUS[cls]
    return 400


def error_response(
    status: int,
    code: str,
    message: str,
    details: dict[str, Any] | None = None,
    headers: dict[str, str] | None = None,
) -> JSONResponse:
    """Every JSON error leaves through here, so here file paths are taken out of it (``without_paths``)."""
    body = {
        "error": {
            "code": code,
            "message": without_paths(message),
            "details": _no_paths(jsonable_encoder(details or {})),
        }
    }
    return JSONResponse(body, status_code=status, headers=headers)


def _no_paths(value: Any) -> Any:
    if isinstance(value, str):
        return without_paths(value)
    if isinstance(value, dict):
        return {k: _no_paths(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_no_paths(v) for v in value]
    return value


def unauthorized(message: str) -> JSONResponse:
    return error_response(401, "unauthorized", message, headers={"WWW-Authenticate": "Bearer"})


def _described(what: str) -> dict[str, Any]:
    return {"model": ErrorOut, "description": what}


# For the OpenAPI document: what every /v1 operation may answer besides its success.
COMMON_RESPONSES: dict[int | str, dict[str, Any]] = {
    400: _described("Bad JSON, a bad cursor or input the core refuses (nothing was changed)"),
    401: _described("Missing, unknown or revoked API key"),
    404: _described("No such record for this key's owner"),
    409: _described("Conflict with the current state, or an ambiguous reference (see details.candidates)"),
    413: _described("Request body over the size limit"),
    415: _described("The body is not declared as JSON (Content-Type: application/json)"),
    422: _described("The request does not match the schema (see details.errors)"),
    503: _described("The store is unavailable (locked, read-only, full); nothing was changed"),
}


def _validation_details(exc: RequestValidationError) -> list[dict[str, Any]]:
    return [
        {"loc": list(err.get("loc", ())), "msg": str(err.get("msg", "")), "type": str(err.get("type", ""))}
        for err in exc.errors()
    ]


def _is_json(content_type: str | None) -> bool:
    media = (content_type or "").split(";", 1)[0].strip().lower()
    return media == "application/json" or (media.startswith("application/") and media.endswith("+json"))


def install(app: FastAPI) -> None:
    """Register the handlers that turn every expected failure into the JSON error shape."""

    async def on_engram_error(_request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, EngramError)
        return error_response(status_of(exc), exc.code, exc.message, exc.details)

    async def on_validation(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, RequestValidationError)
        errors = _validation_details(exc)
        if any(e["type"] == "json_invalid" for e in errors):
            return error_response(400, "bad_json", "the request body is not valid JSON", {"errors": errors})
        if any(e["loc"] == ["body"] for e in errors) and not _is_json(request.headers.get("content-type")):
            message = "send the request body as JSON with 'Content-Type: application/json'"
            return error_response(415, "unsupported_media_type", message)
        return error_response(422, "validation_error", "the request does not match the schema", {"errors": errors})

    async def on_http(_request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, StarletteHTTPException)
        code = HTTP_CODES.get(exc.status_code, "http_error")
        message = exc.detail if isinstance(exc.detail, str) else code.replace("_", " ")
        if exc.status_code == 404 and message == "Not Found":
            message = "no such endpoint"
        headers = dict(exc.headers or {})
        return error_response(exc.status_code, code, message, headers=headers or None)

    app.add_exception_handler(EngramError, on_engram_error)
    app.add_exception_handler(RequestValidationError, on_validation)
    app.add_exception_handler(StarletteHTTPException, on_http)


class CatchAll:
    """The outermost safety net: an unexpected exception (in a route or a middleware) becomes a 500 in
    the same JSON shape, with the traceback in the server log and never in the response."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = False

        async def tracking_send(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, receive, tracking_send)
        except Exception:
            log.exception("unexpected error in %s %s", scope.get("method"), scope.get("path"))
            if started:
                raise
            response = error_response(500, "internal_error", "internal server error; the server log has the details")
            await response(scope, receive, send)
