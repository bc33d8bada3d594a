"""The journal's route class: errors become HTML pages (not the API's JSON), every response gets
the security headers, and a session cookie asked for during the request is set on the way out.

| what happened | the browser gets |
| --- | --- |
| not signed in, or the key was revoked | 303 to ``/login`` |
| a form without the right CSRF token, or from another site | 403 page, nothing changed |
| ``NotFound`` (another owner's ids never exist) or a malformed id | 404 page |
| other ``EngramError`` | its API status (400, 409, 503…) with the message |
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Any
from urllib.parse import urlencode

from fastapi.exceptions import RequestValidationError
from fastapi.routing import APIRoute
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response

from engram.errors import EngramError, NotFound, without_paths
from engram.interfaces.api.errors import status_of
from engram.interfaces.api.journal.access import CsrfRejected, SignInRequired
from engram.interfaces.api.journal.rendering import bare_page, here
from engram.interfaces.api.journal.websessions import COOKIE

SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "same-origin",
    "Cache-Control": "no-store",
}


def sign_in_url(request: Request, reason: str | None) -> str:
    query: dict[str, str] = {}
    if request.method == "GET" and request.url.path not in ("/", "/login"):
        query["next"] = here(request)
    if reason:
        query["expired"] = "1"
    return "/login" + (f"?{urlencode(query)}" if query else "")


def error_page(request: Request, status: int, heading: str, message: str) -> Response:
    shown = without_paths(message)  # a journal page is read over HTTP: no server paths in it
    return bare_page(request, "error.html", title=heading, status_code=status, heading=heading, message=shown)


def finish(request: Request, response: Response) -> Response:
    for name, value in SECURITY_HEADERS.items():
        response.headers.setdefault(name, value)
    cookie = getattr(request.state, "journal_cookie", None)
    if cookie is not None:
        secure = request.url.scheme == "https"
        if cookie:
            response.set_cookie(COOKIE, cookie, path="/", httponly=True, samesite="strict", secure=secure)
        else:
            response.delete_cookie(COOKIE, path="/", httponly=True, samesite="strict", secure=secure)
    return response


class JournalRoute(APIRoute):
    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        inner = super().get_route_handler()

        async def journal_handler(request: Request) -> Response:
            try:
                response = await inner(request)
            except SignInRequired as exc:
                response = RedirectResponse(sign_in_url(request, exc.reason), status_code=303)
            except CsrfRejected as exc:
                message = f"Nothing was changed: {exc}. Go back, reload the page and try again."
                response = error_page(request, 403, "Form refused", message)
            except NotFound as exc:
                response = error_page(request, 404, "Not found", exc.message)
            except EngramError as exc:
                response = error_page(request, status_of(exc), "That did not work", exc.message)
            except RequestValidationError:
                response = error_page(request, 404, "Not found", "There is no such page in the journal.")
            return finish(request, response)

        return journal_handler
