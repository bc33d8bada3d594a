"""Who is looking at the journal, and whether a form really came from the journal.

The journal does not use the ``Authorization`` header: a browser signs in once with an API key
(checked by the same :class:`~engram.interfaces.api.auth.Authenticator` as ``/v1``) and then presents the
opaque cookie of a :class:`~engram.interfaces.api.journal.websessions.WebSession`. Every request re-resolves
the key, so a revoked key stops working in the journal too. A loopback server with no keys at all
opens the journal as the local default owner, under the same rule as keyless API requests: the
``Host`` must be a loopback name and the request must not come from another site.

Every form carries the session's CSRF token; a POST without the right one is refused (403) before
anything is read from or written to the store.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from urllib.parse import urlsplit

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request

from engram.interfaces.api.auth import AuthError, check_local
from engram.interfaces.api.journal import state
from engram.interfaces.api.journal.websessions import COOKIE, WebSession
from engram.memory import Memory


class SignInRequired(Exception):
    """Send the browser to the sign-in page (``reason`` is shown there)."""

    def __init__(self, reason: str | None = None) -> None:
        super().__init__(reason or "sign in required")
        self.reason = reason


class CsrfRejected(Exception):
    """A POST whose CSRF token is missing or wrong, or that came from another site."""


@dataclass(frozen=True, slots=True)
class Viewer:
    """The owner whose journal this request shows. ``local`` is the keyless loopback default owner."""

    owner: str
    session: WebSession
    local: bool

    @property
    def csrf(self) -> str:
        return self.session.csrf

    def memory(self, request: Request) -> Memory:
        return state.of(request).pool.get(self.owner)


@dataclass(frozen=True, slots=True)
class Submission:
    """A form POST that passed the CSRF check, with its text fields."""

    viewer: Viewer
    fields: Mapping[str, str]

    def get(self, name: str, default: str = "") -> str:
        return self.fields.get(name, default)


def headers_of(request: Request) -> dict[bytes, bytes]:
    return dict(request.scope.get("headers") or [])


def cookie_session(request: Request) -> WebSession | None:
    return state.of(request).sessions.get(request.cookies.get(COOKIE))


def remember_cookie(request: Request, session: WebSession | None) -> None:
    """Ask the route wrapper to set (or, with None, clear) the session cookie on the response."""
    request.state.journal_cookie = "" if session is None else session.id


def resolve(request: Request, session: WebSession | None) -> Viewer:
    """The viewer for this request (sync: it reads the store). Raises :class:`SignInRequired`."""
    journal = state.of(request)
    auth = journal.authenticator
    if session is not None and session.signed_in:
        try:
            caller = auth.resolve(session.api_key)
            if caller.key_id is None:
                check_local(headers_of(request))
        except AuthError as exc:
            journal.sessions.drop(session.id)
            remember_cookie(request, None)
            raise SignInRequired(f"Please sign in again: {exc}.") from exc
        return Viewer(caller.owner, session, caller.key_id is None)
    try:
        caller = auth.resolve(None)
        check_local(headers_of(request))
    except AuthError as exc:
        raise SignInRequired() from exc
    if session is not None:
        journal.sessions.drop(session.id)
    fresh = journal.sessions.create(signed_in=True, api_key=None)
    remember_cookie(request, fresh)
    return Viewer(caller.owner, fresh, True)


def viewer(request: Request) -> Viewer:
    """Dependency for pages (FastAPI runs it in a worker thread)."""
    return resolve(request, cookie_session(request))


def check_csrf(request: Request, session: WebSession | None, token: str) -> WebSession:
    """The session when ``token`` is its CSRF token and the request did not come from another site."""
    headers = headers_of(request)
    origin = headers.get(b"origin")
    if origin is not None:
        host = headers.get(b"host", b"").decode("latin-1")
        if urlsplit(origin.decode("latin-1")).netloc != host:
            raise CsrfRejected("this form was sent from another site")
    if headers.get(b"sec-fetch-site", b"").lower() == b"cross-site":
        raise CsrfRejected("this form was sent from another site")
    if session is None:
        raise CsrfRejected("your journal session has expired")
    if not token or not secrets.compare_digest(token.encode(), session.csrf.encode()):
        raise CsrfRejected("the form's security token is missing or out of date")
    return session


async def form_fields(request: Request) -> dict[str, str]:
    form = await request.form()
    return {key: value for key, value in form.multi_items() if isinstance(value, str)}


async def submission(request: Request) -> Submission:
    """Dependency for form POSTs: the CSRF check first, then who is signed in."""
    fields = await form_fields(request)
    session = check_csrf(request, cookie_session(request), fields.get("csrf_token", ""))
    if not session.signed_in:
        raise SignInRequired()
    found = await run_in_threadpool(resolve, request, session)
    return Submission(found, fields)
