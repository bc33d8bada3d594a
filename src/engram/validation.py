"""Input checks shared by every interface, so a bad value is refused before anything is written.

Each checker returns the normalised value or raises ``InvalidInput`` with a message that says
what was wrong and what would be accepted. Checkers refuse rather than coerce: a tag that is not
text, a confidence given as ``True`` or ``"0.5"``, an id holding a NUL or another control
character, and text holding bidirectional override or isolate characters (U+202A-U+202E,
U+2066-U+2069, which make text display in another order than it is stored) are all refused.
Captured conversation text is the one exception: it is never refused for its characters, so
``clean_text`` strips those marks instead (docs/api.md, "Strict input").
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from engram.errors import InvalidInput, ScopeError
from engram.redaction import redact

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing: the capture hook imports this module
if TYPE_CHECKING:
    from engram.policy import MemoryPolicy

# Character classes as sets and translate tables instead of regular expressions: nothing is compiled
# when this module loads (the capture hook imports it on every answer; docs/architecture.md).
_NAME_FIRST = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
_NAME_REST = _NAME_FIRST | frozenset("._@+-")
_BIDI_CODES = (*range(0x202A, 0x202F), *range(0x2066, 0x206A))
_CONTROL = dict.fromkeys((*range(0x00, 0x09), 0x0B, 0x0C, *range(0x0E, 0x20), 0x7F, *_BIDI_CODES))
"""Removed from text (newlines, tabs and carriage returns are kept), bidi marks included."""
_ID_REFUSED = frozenset(chr(c) for c in (*range(0x00, 0x20), *range(0x7F, 0xA0), *_BIDI_CODES))
"""C0, DEL, C1 and bidi characters: an id holding one is refused."""
_BIDI = frozenset(chr(c) for c in _BIDI_CODES)
_SURROGATE = "[\ud800-\udfff]"  # compiled on the first text that is not ASCII (re caches it)


def _name(text: str, limit: int) -> bool:
    """1 to ``limit`` characters: a letter or digit, then letters, digits and . _ @ + -."""
    return 0 < len(text) <= limit and text[0] in _NAME_FIRST and _NAME_REST.issuperset(text)


# The assistant design names its categories in the plural (docs/decisions.md#assistant): accepted as aliases.
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


def text_value(value: object, field: str) -> str:
    """``value`` itself when it is text; anything else (a number, None, a list) is refused, not converted."""
    if not isinstance(value, str):
        raise InvalidInput(f"{field} must be text, not {_kind(value)}")
    return value


def _kind(value: object) -> str:
    return "null" if value is None else type(value).__name__


def no_bidi(text: str, field: str) -> str:
    """Refuse bidirectional override and isolate characters: stored text must read as it displays."""
    found = None if text.isascii() else next((ch for ch in text if ch in _BIDI), None)
    if found:
        raise InvalidInput(
            f"{field} holds the bidirectional control character U+{ord(found):04X}, which makes "
            "text display in a different order than it is stored; remove it"
        )
    return text


def identifier(value: object, field: str, limit: int = 200, *, spaces: bool = False) -> str:
    """An id chosen by a caller (a session id, a turn id): 1 to ``limit`` characters of text with no
    spaces and no control or bidirectional characters. Surrounding whitespace is trimmed; nothing
    inside is removed, so ``a\x00b`` is refused instead of becoming ``ab``."""
    text = text_value(value, field).strip()
    bad = next((ch for ch in text if ch in _ID_REFUSED), None)
    if bad:
        raise InvalidInput(f"invalid {field} {value!r}: it holds the control character U+{ord(bad):04X}")
    if not text or len(text) > limit or (not spaces and any(ch.isspace() for ch in text)):
        raise InvalidInput(f"invalid {field} {value!r}: 1 to {limit} characters" + ("" if spaces else ", no spaces"))
    return text


def owner(value: str | None) -> str:
    if value is None or (isinstance(value, str) and not value.strip()):
        raise ScopeError("no owner given: every memory operation runs for exactly one owner")
    if not isinstance(value, str):
        raise ScopeError(f"owner must be text, not {_kind(value)}")
    text = value.strip()
    if not _name(text, 128):
        raise ScopeError(f"invalid owner {value!r}: use letters, digits and . _ @ + - (at most 128)")
    return text


def namespace(value: str) -> str:
    """A slash-separated path such as ``user``, ``projects/engram`` or ``sessions/abc``."""
    text = text_value(value, "namespace").strip().strip("/")
    if not text:
        raise InvalidInput("namespace is empty: use a path such as 'user' or 'projects/engram'")
    if len(text) > 400:
        raise InvalidInput("namespace is longer than 400 characters")
    for part in text.split("/"):
        if part in (".", "..") or not _name(part, 100):
            raise InvalidInput(
                f"invalid namespace {value!r}: each '/'-separated part must start with a letter or "
                "digit and use only letters, digits and . _ @ + -"
            )
    return text


def namespace_prefix(value: str | None) -> str | None:
    return None if value is None or not str(value).strip() else namespace(value)


def category(value: str, policy: MemoryPolicy) -> str:
    text = text_value(value, "category").strip().lower()
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
    return text.translate(_CONTROL).strip()


def utf8_safe(text: str) -> str:
    """Replace lone surrogates (valid in Python and JSON, impossible in UTF-8) with U+FFFD."""
    return text if text.isascii() else re.sub(_SURROGATE, "\ufffd", text)


def secret_free(text: str) -> str:
    """Secrets never reach disk, whichever interface the text came through (keys, tokens,
    passwords become ``[REDACTED:<kind>]``)."""
    return redact(text).text


def content(value: str, policy: MemoryPolicy, *, field: str = "content") -> str:
    text = secret_free(clean_text(no_bidi(text_value(value, field), field)))
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
    text = secret_free(clean_text(no_bidi(text_value(value, field), field)))
    if not text:
        return None
    if len(text) > limit:
        raise InvalidInput(f"{field} is {len(text)} characters; the limit is {limit}")
    return text


def tags(values: Iterable[str], policy: MemoryPolicy) -> tuple[str, ...]:
    """Tags are text: ``[1, None]`` is refused, not stored as ``["1", "None"]``. One string is one tag."""
    if isinstance(values, str):
        values = [values]
    if isinstance(values, dict | bytes) or not isinstance(values, Iterable):
        raise InvalidInput(f"tags must be a list of text, not {_kind(values)}")
    out: list[str] = []
    for raw in values:
        if not isinstance(raw, str):
            raise InvalidInput(f"each tag must be text, not {_kind(raw)} ({raw!r})")
        tag = secret_free(clean_text(no_bidi(raw, "tag")))
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
    """A number from 0 to 1; ``True`` and ``"0.5"`` are refused (a bool or text is not a confidence)."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise InvalidInput(f"confidence must be a number from 0 to 1, not {_kind(value)} {value!r}")
    number = float(value)
    if not 0.0 <= number <= 1.0 or number != number:
        raise InvalidInput(f"confidence must be from 0 to 1 (or omitted for explicit facts), not {value!r}")
    return number


def whole_number(value: object, field: str, *, low: int = 0, high: int = 2**62) -> int:
    """An ``int`` from ``low`` to ``high`` (a limit, an offset, a page position); ``True``, ``"2"``
    and ``2.0`` are refused, not converted."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise InvalidInput(f"{field} must be a whole number from {low} to {high}, not {value!r}")
    return value


def optional_whole_number(value: object, field: str, *, low: int = 0, high: int = 2**62) -> int | None:
    return None if value is None else whole_number(value, field, low=low, high=high)


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
