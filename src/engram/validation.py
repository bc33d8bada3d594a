"""Input checks shared by every interface, so a bad value is refused before anything is written.

Each checker returns the normalised value or raises ``InvalidInput`` with a message that says
what was wrong and what would be accepted.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from engram.errors import InvalidInput, ScopeError
from engram.redaction import redact

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing: the capture hook imports this module
if TYPE_CHECKING:
    from engram.policy import MemoryPolicy

_SEGMENT = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._@+-]{0,99}$")
_OWNER = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._@+-]{0,127}$")
_SURROGATE = "[\ud800-\udfff]"  # compiled on the first text that is not ASCII (re caches it)
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")

# Seed 004 names its categories in the plural; accept those names as aliases.
CATEGORY_ALIASES = {
    "facts": "fact",
    "preferences": "preference",
    "decisions": "decision",
    "projects": "project",
    "profiles": "profile",
    "styles": "style",
    "pref": "preference",
    "context": "project",
}


def owner(value: str | None) -> str:
    if value is None or not str(value).strip():
        raise ScopeError("no owner given: every memory operation runs for exactly one owner")
    text = str(value).strip()
    if not _OWNER.match(text):
        raise ScopeError(f"invalid owner {value!r}: use letters, digits and . _ @ + - (at most 128)")
    return text


def namespace(value: str) -> str:
    """A slash-separated path such as ``user``, ``projects/engram`` or ``sessions/abc``."""
    text = str(value).strip().strip("/")
    if not text:
        raise InvalidInput("namespace is empty: use a path such as 'user' or 'projects/engram'")
    if len(text) > 400:
        raise InvalidInput("namespace is longer than 400 characters")
    for part in text.split("/"):
        if part in (".", "..") or not _SEGMENT.match(part):
            raise InvalidInput(
                f"invalid namespace {value!r}: each '/'-separated part must start with a letter or "
                "digit and use only letters, digits and . _ @ + -"
            )
    return text


def namespace_prefix(value: str | None) -> str | None:
    return None if value is None or not str(value).strip() else namespace(value)


def category(value: str, policy: MemoryPolicy) -> str:
    text = str(value).strip().lower()
    text = CATEGORY_ALIASES.get(text, text) if text not in policy.categories else text
    if text not in policy.categories:
        raise InvalidInput(
            f"unknown category {value!r}: use one of {', '.join(policy.categories)}",
            details={"allowed": list(policy.categories)},
        )
    return text


def clean_text(value: str) -> str:
    """Strip control characters (keep newlines and tabs) and surrounding whitespace.

    Lone surrogates (which cannot be stored as UTF-8) become U+FFFD rather than failing later.
    """
    text = utf8_safe(str(value))
    if not text.isascii():  # ASCII is its own NFC form (and the capture hook then skips unicodedata)
        import unicodedata

        text = unicodedata.normalize("NFC", text)
    return _CONTROL.sub("", text).strip()


def utf8_safe(text: str) -> str:
    """Replace lone surrogates (valid in Python and JSON, impossible in UTF-8) with U+FFFD."""
    return text if text.isascii() else re.sub(_SURROGATE, "\ufffd", text)


def secret_free(text: str) -> str:
    """Secrets never reach disk, whichever interface the text came through (keys, tokens,
    passwords become ``[REDACTED:<kind>]``)."""
    return redact(text).text


def content(value: str, policy: MemoryPolicy, *, field: str = "content") -> str:
    if not isinstance(value, str):
        raise InvalidInput(f"{field} must be text")
    text = secret_free(clean_text(value))
    if not text:
        raise InvalidInput(f"{field} is empty: a memory needs some text")
    if len(text) > policy.max_content_chars:
        raise InvalidInput(
            f"{field} is {len(text)} characters; the limit is {policy.max_content_chars} "
            "(put long detail in `detail`, which is recall-only)",
            details={"length": len(text), "limit": policy.max_content_chars},
        )
    return text


def optional_text(value: str | None, limit: int, field: str) -> str | None:
    if value is None:
        return None
    text = secret_free(clean_text(value))
    if not text:
        return None
    if len(text) > limit:
        raise InvalidInput(f"{field} is {len(text)} characters; the limit is {limit}")
    return text


def tags(values: Iterable[str], policy: MemoryPolicy) -> tuple[str, ...]:
    if isinstance(values, str):
        values = [values]
    out: list[str] = []
    for raw in values:
        tag = secret_free(clean_text(str(raw)))
        if not tag:
            continue
        if len(tag) > 64:
            raise InvalidInput(f"tag {tag[:20]!r}… is longer than 64 characters")
        if tag not in out:
            out.append(tag)
    if len(out) > policy.max_tags:
        raise InvalidInput(f"{len(out)} tags; the limit is {policy.max_tags}")
    return tuple(out)


def source(value: str) -> str:
    from engram.models import SOURCES  # here, not at the top: the capture hook never needs the models

    if value not in SOURCES:
        raise InvalidInput(f"unknown source {value!r}: use one of {', '.join(SOURCES)}")
    return value


def confidence(value: float | None) -> float | None:
    if value is None:
        return None
    try:
        number = float(value)
    except (TypeError, ValueError) as exc:
        raise InvalidInput(f"confidence must be a number from 0 to 1, not {value!r}") from exc
    if not 0.0 <= number <= 1.0 or number != number:
        raise InvalidInput(f"confidence must be from 0 to 1 (or omitted for explicit facts), not {value!r}")
    return number


def relation(value: str) -> str:
    from engram.models import RELATIONS

    if value not in RELATIONS:
        raise InvalidInput(f"unknown relation {value!r}: use one of {', '.join(RELATIONS)}")
    return value


def item_id(value: object) -> int:
    """Ids are positive integers; accept ``12`` or ``"12"`` or ``"#12"``."""
    if isinstance(value, bool):
        raise InvalidInput(f"malformed id {value!r}: ids are positive whole numbers")
    if isinstance(value, int):
        number = value
    else:
        text = str(value).strip().lstrip("#")
        if not text.isdigit():
            raise InvalidInput(f"malformed id {value!r}: ids are positive whole numbers")
        number = int(text)
    if number < 1 or number > 2**62:
        raise InvalidInput(f"malformed id {value!r}: ids are positive whole numbers")
    return number


def content_key(text: str) -> str:
    """The idempotency key: trimmed, whitespace-folded, case-insensitive."""
    return " ".join(text.split()).casefold()
