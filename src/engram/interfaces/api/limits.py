"""Request body size limit, enforced before anything parses the body.

A declared ``Content-Length`` over the limit is refused at once, unread. A body without one
(chunked) is counted as it streams in, and refused the moment it passes the limit.
"""

from __future__ import annotations

from fastapi import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from engram.interfaces.api.errors import error_response

DEFAULT_MAX_BODY = 1024 * 1024  # 1 MiB for every request...
IMPORT_MAX_BODY = 32 * 1024 * 1024  # ...except POST /v1/import, which carries whole exports
IMPORT_PATH = "/v1/import"


def _too_large(limit: int) -> str:
    return f"the request body is over the limit of {limit} bytes"


class BodyLimit:
    def __init__(self, app: ASGIApp, *, max_body: int = DEFAULT_MAX_BODY, import_max_body: int = IMPORT_MAX_BODY):
        self.app = app
        self.max_body = max_body
        self.import_max_body = max(import_max_body, max_body)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = self.import_max_body if scope.get("path") == IMPORT_PATH else self.max_body
        declared = dict(scope.get("headers") or []).get(b"content-length")
        if declared is not None:
            try:
                length = int(declared)
            except ValueError:
                length = -1
            if length < 0:
                await error_response(400, "bad_request", "invalid Content-Length header")(scope, receive, send)
                return
            if length > limit:
                response = error_response(413, "payload_too_large", _too_large(limit), {"limit": limit})
                await response(scope, receive, send)
                return
        seen = 0

        async def counting_receive() -> Message:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > limit:
                    # FastAPI passes an HTTPException raised while reading the body straight through
                    # to the error handlers, which render the usual JSON error body.
                    raise HTTPException(413, _too_large(limit))
            return message

        started = False

        async def tracking_send(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, counting_receive, tracking_send)
        except HTTPException as exc:
            if started or exc.status_code != 413:
                raise
            await error_response(413, "payload_too_large", _too_large(limit), {"limit": limit})(scope, receive, send)
