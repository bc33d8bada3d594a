"""The hook names and recursion guard, shared by the hooks, their launcher and the command model provider.

engram may run a model as a child process (``claude -p`` as extractor); that child would run
engram's own hooks in turn. engram sets :data:`GUARD_ENV` for every child it starts, and every hook
is a no-op while it is set, so engram never captures or recalls for its own model calls.
"""

from __future__ import annotations

import os

__all__ = ["GUARD_ENV", "HOOKS", "guarded"]

GUARD_ENV = "ENGRAM_HOOK_ACTIVE"
HOOKS = ("capture", "endmark", "finalize", "recall")
"""The ``engram hook <name>`` commands: the launcher sends exactly these past the CLI."""


def guarded() -> bool:
    """Is this process a child engram started (the hooks must do nothing)?"""
    return os.environ.get(GUARD_ENV, "") not in ("", "0")
