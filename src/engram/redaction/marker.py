"""The marker that replaces a secret: ``[REDACTED:<kind>]``."""

from __future__ import annotations

MARKER_PREFIX = "[REDACTED:"


def _marker(kind: str) -> str:
    return f"{MARKER_PREFIX}{kind}]"
