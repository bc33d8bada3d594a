"""What every journal request needs, built once by :func:`engram.interfaces.api.journal.install`."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, tzinfo

import jinja2
from starlette.requests import Request

from engram.interfaces.api.auth import Authenticator
from engram.interfaces.api.journal.websessions import WebSessions
from engram.interfaces.api.pool import MemoryPool
from engram.timeutil import Clock


@dataclass(frozen=True, slots=True)
class JournalState:
    sessions: WebSessions
    authenticator: Authenticator
    pool: MemoryPool
    templates: jinja2.Environment
    clock: Clock
    tz: tzinfo  # how times are shown and what "Today" means

    def now(self) -> datetime:
        return self.clock()


def of(request: Request) -> JournalState:
    found = getattr(request.app.state, "journal", None)
    if not isinstance(found, JournalState):
        raise RuntimeError("the journal is not installed on this app")
    return found
