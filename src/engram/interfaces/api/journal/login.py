"""Signing in to the journal with an API key, and signing out.

The sign-in form itself carries a CSRF token (bound to a short-lived session that is not signed in),
so another site cannot sign a browser in under its own key. A successful sign-in always starts a
new session with a new id and a new token.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Request
from starlette.concurrency import run_in_threadpool
from starlette.responses import RedirectResponse, Response

from engram.interfaces.api.auth import AuthError, check_local
from engram.interfaces.api.journal import state
from engram.interfaces.api.journal.access import (
    SignInRequired,
    Submission,
    check_csrf,
    cookie_session,
    form_fields,
    headers_of,
    remember_cookie,
    resolve,
    submission,
)
from engram.interfaces.api.journal.rendering import bare_page, safe_next
from engram.interfaces.api.journal.routing import JournalRoute
from engram.interfaces.api.journal.websessions import Status, WebSession

router = APIRouter(route_class=JournalRoute, include_in_schema=False)


def _local_owner(request: Request) -> str | None:
    """The default owner when this server opens the journal without a key (loopback, no keys)."""
    try:
        caller = state.of(request).authenticator.resolve(None)
        check_local(headers_of(request))
    except AuthError:
        return None
    return caller.owner


def _form(
    request: Request, session: WebSession, *, next_path: str, error: str | None, notice: str | None, status: int
) -> Response:
    return bare_page(
        request,
        "login.html",
        title="Sign in",
        status_code=status,
        csrf=session.csrf,
        next_path=next_path,
        error=error,
        notice=notice,
        local_owner=_local_owner(request),
    )


@router.get("/login")
def login_page(request: Request, next: str = "/", expired: str = "", signed_out: str = "") -> Response:
    journal = state.of(request)
    target = safe_next(next)
    session = cookie_session(request)
    if session is not None and session.signed_in:
        try:
            resolve(request, session)
        except SignInRequired:
            session = None
        else:
            return RedirectResponse(target, status_code=303)
    if session is None or session.signed_in:
        session = journal.sessions.create(signed_in=False)
        remember_cookie(request, session)
    notice = None
    if expired:
        notice = "Your sign-in ended (the key was revoked, the server restarted, or it was idle too long)."
    elif signed_out:
        notice = "You are signed out."
    return _form(request, session, next_path=target, error=None, notice=notice, status=200)


@router.post("/login")
async def login(request: Request) -> Response:
    journal = state.of(request)
    fields = await form_fields(request)
    session = check_csrf(request, cookie_session(request), fields.get("csrf_token", ""))
    target = safe_next(fields.get("next"))
    key = fields.get("api_key", "").strip()
    if not key:
        return _form(request, session, next_path=target, error="Enter your API key.", notice=None, status=400)
    try:
        caller = await run_in_threadpool(journal.authenticator.resolve, key)
    except AuthError:
        error = "That API key is not valid, or it has been revoked."
        return _form(request, session, next_path=target, error=error, notice=None, status=401)
    journal.sessions.drop(session.id)
    fresh = journal.sessions.create(signed_in=True, api_key=key)
    journal.sessions.set_status(fresh.id, Status(f"Signed in as {caller.owner}"))
    remember_cookie(request, fresh)
    return RedirectResponse(target, status_code=303)


@router.post("/logout")
def logout(request: Request, sub: Annotated[Submission, Depends(submission)]) -> Response:
    state.of(request).sessions.drop(sub.viewer.session.id)
    remember_cookie(request, None)
    return RedirectResponse("/login?signed_out=1", status_code=303)
