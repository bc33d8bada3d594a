"""Cleaning what capture stores: sanitised, redacted, capped text and metadata.

Everything that reaches the disk through capture went through these functions first: the turn
text and every string in its metadata and in the session metadata written alongside. Identifiers
(session id, turn id) are sanitised but not redacted: they name records, and redacting one
could make two different ids equal (docs/architecture.md, "the capture route").

They are pure and need only the standard library and :mod:`engram.redaction`, because two
processes run them: :func:`engram.capture.ingest.capture_many` and the Claude Code Stop hook
(:mod:`engram.capture.hook`), which cleans a turn before it is spooled to disk and must start
fast. Bad input never raises here: it is *refused* (:class:`Refused`, whose message names the
problem, never the content).
"""

from __future__ import annotations

import json
from collections.abc import Mapping

from engram import redaction
from engram import validation as v
from engram.errors import InvalidInput

__all__ = [
    "MAX_CAPTURE_CHARS",
    "MAX_SESSION_ID_CHARS",
    "RAW_LIMIT",
    "ROLES",
    "TRUNCATED",
    "Refused",
    "clean_meta",
    "clean_string",
    "clean_text",
    "identifier",
    "prepare_fields",
    "refuse",
    "session_ident",
]

ROLES = ("user", "assistant", "system", "tool")  # == engram.sessions.log.ROLES
MAX_CAPTURE_CHARS = 100_000  # == engram.sessions.log.MAX_TURN_CHARS
"""A stored turn is at most this long; longer text is cut and marked."""
RAW_LIMIT = 4 * MAX_CAPTURE_CHARS
"""Input beyond this is not even looked at (redaction is linear, but a 50 MB paste is still 50 MB)."""
TRUNCATED = "\n[… truncated by engram]"
MAX_ID_CHARS = 200
MAX_SESSION_ID_CHARS = 200
MAX_META_STRING = 2000
MAX_META_JSON = 16_384
MAX_META_DEPTH = 6


class Refused(Exception):
    """An input that cannot be captured; the message names the problem, never the content."""


def refuse(reason: str) -> None:
    """Log a refusal at debug level (``engram.capture``), without the content."""
    import logging  # not at the top: the hook process logs nothing here unless something is refused

    logging.getLogger("engram.capture").debug("capture refused: %s", reason)


def clean_text(text: object) -> str | None:
    """Sanitised, redacted and capped text, or None when nothing is left."""
    if not isinstance(text, str):
        return None
    cut = len(text) > RAW_LIMIT
    body = redaction.scrub(v.clean_text(text[:RAW_LIMIT] if cut else text)).strip()
    if cut:  # the cut may have split a secret: drop the partial last word it left behind
        body = body[: max(body.rfind(" "), body.rfind("\n"), 0)].rstrip()
    if len(body) > MAX_CAPTURE_CHARS:
        body = body[: MAX_CAPTURE_CHARS - len(TRUNCATED)].rstrip() + TRUNCATED
    elif cut:
        body += TRUNCATED
    return body or None


def clean_string(value: str, limit: int) -> str:
    """One metadata string (or a transcript path): sanitised, redacted, at most ``limit`` characters."""
    cleaned = redaction.scrub(v.clean_text(value))
    return cleaned if len(cleaned) <= limit else cleaned[: limit - 1] + "…"


def _clean_value(value: object, depth: int) -> object:
    if value is None or isinstance(value, bool | int):
        return value
    if isinstance(value, float):
        import math

        if not math.isfinite(value):
            raise Refused("meta holds a number that is not finite")
        return value
    if isinstance(value, str):
        return clean_string(value, MAX_META_STRING)
    if depth >= MAX_META_DEPTH:
        raise Refused(f"meta is nested deeper than {MAX_META_DEPTH} levels")
    if isinstance(value, Mapping):
        out: dict[str, object] = {}
        for key, item in value.items():
            if not isinstance(key, str | int | float | bool):
                raise Refused("meta has a key that is not text")
            out[clean_string(str(key), 100)] = _clean_value(item, depth + 1)
        return out
    if isinstance(value, list | tuple):
        return [_clean_value(item, depth + 1) for item in value]
    raise Refused(f"meta holds a {type(value).__name__}, which is not a JSON value")


def clean_meta(meta: object) -> dict[str, object] | None:
    """A JSON object with every string (keys too) sanitised and redacted, or None when ``meta`` is
    not a small JSON object."""
    if meta is None:
        return {}
    if not isinstance(meta, Mapping):
        return None
    try:
        cleaned = _clean_value(meta, 0)
        if len(json.dumps(cleaned)) > MAX_META_JSON:
            raise Refused(f"meta is larger than {MAX_META_JSON} characters as JSON")
    except (Refused, RecursionError, ValueError, TypeError) as exc:
        refuse(str(exc) if isinstance(exc, Refused) else "meta is not a JSON object")
        return None
    assert isinstance(cleaned, dict)
    return cleaned


def identifier(value: object) -> str | None:
    """A turn id: sanitised (not redacted), at most 200 characters; raises :class:`Refused` when unusable."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, str | int):
        raise Refused("turn id must be text")
    try:
        text = v.identifier(str(value), "turn id", 10**6, spaces=True)  # a NUL or control character refuses it
    except InvalidInput as exc:
        raise Refused(exc.message) from exc
    return text[:MAX_ID_CHARS]


def session_ident(value: object) -> str | None:
    """The session id :func:`engram.sessions.log.session_id` accepts for ``value``, or None
    where it would refuse it (1 to 200 characters once cleaned, no spaces)."""
    if not isinstance(value, str):
        return None
    try:
        return v.identifier(value, "session id", MAX_SESSION_ID_CHARS)
    except InvalidInput:
        return None


def prepare_fields(
    role: object, text: object, turn_id: object, meta: object
) -> tuple[str, str, str | None, dict[str, object]]:
    """One turn's role, text, turn id and metadata as every capture route stores them (the time is
    the caller's: the library parses it, the hook keeps it as text). Raises :class:`Refused`."""
    if not isinstance(role, str) or role not in ROLES:
        raise Refused(f"role must be one of {', '.join(ROLES)}")
    body = clean_text(text)
    if body is None:
        raise Refused("text is empty or not text")
    cleaned = clean_meta(meta)
    if cleaned is None:
        raise Refused("meta is not a JSON object")
    return role, body, identifier(turn_id), cleaned
