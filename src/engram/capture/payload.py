"""The Stop hook's JSON, read and written without the ``json`` module.

``import json`` loads ``re`` and compiles seven patterns: on this machine that alone is 1.7 times a
bare ``python -c pass`` (docs/benchmarks.md, "capture"), more than the whole budget of the hook that
Claude Code runs after every answer. The hook's input is one small JSON object and its output one
spool line of strings, so this module reads standard JSON strictly (RFC 8259: no ``NaN``, no
trailing commas, no comments) and writes string literals. It gives up (:class:`NotPlain`) on
anything it does not read exactly as ``json.loads`` would, and the hook then takes its full route
through the standard library: a property test holds it to ``json.loads``
(``tests/test_capture_request.py``).
"""

from __future__ import annotations

__all__ = ["MAX_DEPTH", "NotPlain", "loads", "quote"]

MAX_DEPTH = 32
_WS = " \t\n\r"
_ESCAPES = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}
_HEX = frozenset("0123456789abcdefABCDEF")
_DIGITS = frozenset("0123456789")
_NUMBER_CHARS = frozenset("0123456789+-.eE")


class NotPlain(ValueError):
    """Not JSON, or JSON this reader leaves to the standard library."""


def loads(text: str) -> object:
    """The JSON value in ``text``, as ``json.loads(text)`` returns it; :class:`NotPlain` otherwise."""
    value, end = _value(text, _skip(text, 0), 0)
    if _skip(text, end) != len(text):
        raise NotPlain("extra data after the value")
    return value


def quote(text: str) -> str:
    """``text`` as a JSON string literal (non-ASCII kept, control characters and surrogates escaped)."""
    out = ['"']
    for ch in text:
        code = ord(ch)
        if ch == '"' or ch == "\\":
            out.append("\\" + ch)
        elif code < 0x20 or 0xD800 <= code <= 0xDFFF:
            out.append(f"\\u{code:04x}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def _skip(text: str, at: int) -> int:
    n = len(text)
    while at < n and text[at] in _WS:
        at += 1
    return at


def _value(text: str, at: int, depth: int) -> tuple[object, int]:
    if at >= len(text):
        raise NotPlain("a value was expected")
    ch = text[at]
    if ch == '"':
        return _string(text, at + 1)
    if ch == "{":
        return _object(text, at + 1, depth + 1)
    if ch == "[":
        return _array(text, at + 1, depth + 1)
    for word, value in (("true", True), ("false", False), ("null", None)):
        if text.startswith(word, at):
            return value, at + len(word)
    if ch == "-" or ch in _DIGITS:
        return _number(text, at)
    raise NotPlain(f"unexpected {ch!r}")


def _object(text: str, at: int, depth: int) -> tuple[dict[str, object], int]:
    if depth > MAX_DEPTH:
        raise NotPlain("nested too deep")
    out: dict[str, object] = {}
    at = _skip(text, at)
    if text.startswith("}", at):
        return out, at + 1
    while True:
        if not text.startswith('"', at):
            raise NotPlain("a key was expected")
        key, at = _string(text, at + 1)
        at = _skip(text, at)
        if not text.startswith(":", at):
            raise NotPlain("':' was expected")
        value, at = _value(text, _skip(text, at + 1), depth)
        out[key] = value  # a repeated key: the last one wins, as in json.loads
        at = _skip(text, at)
        if text.startswith("}", at):
            return out, at + 1
        if not text.startswith(",", at):
            raise NotPlain("',' or '}' was expected")
        at = _skip(text, at + 1)


def _array(text: str, at: int, depth: int) -> tuple[list[object], int]:
    if depth > MAX_DEPTH:
        raise NotPlain("nested too deep")
    out: list[object] = []
    at = _skip(text, at)
    if text.startswith("]", at):
        return out, at + 1
    while True:
        value, at = _value(text, at, depth)
        out.append(value)
        at = _skip(text, at)
        if text.startswith("]", at):
            return out, at + 1
        if not text.startswith(",", at):
            raise NotPlain("',' or ']' was expected")
        at = _skip(text, at + 1)


def _string(text: str, at: int) -> tuple[str, int]:
    """The string starting just after its opening quote, and the offset after its closing one."""
    parts: list[str] = []
    n = len(text)
    while True:
        quote_at = text.find('"', at)
        slash_at = text.find("\\", at, quote_at if quote_at >= 0 else n)
        stop = slash_at if slash_at >= 0 else quote_at
        if stop < 0:
            raise NotPlain("unterminated string")
        chunk = text[at:stop]
        if any(ch < " " for ch in chunk):
            raise NotPlain("a control character in a string")
        parts.append(chunk)
        if stop == quote_at:
            return "".join(parts), stop + 1
        kind = text[stop + 1 : stop + 2]
        if kind in _ESCAPES:
            parts.append(_ESCAPES[kind])
            at = stop + 2
            continue
        if kind != "u":
            raise NotPlain("a bad escape")
        code = _hex4(text, stop + 2)
        at = stop + 6
        if 0xD800 <= code <= 0xDBFF and text.startswith("\\u", at):
            low = _hex4(text, at + 2)
            if 0xDC00 <= low <= 0xDFFF:  # a surrogate pair is one character, as json.loads reads it
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                at += 6
        parts.append(chr(code))


def _hex4(text: str, at: int) -> int:
    digits = text[at : at + 4]
    if len(digits) != 4 or not _HEX.issuperset(digits):
        raise NotPlain("a bad \\u escape")
    return int(digits, 16)


def _number(text: str, at: int) -> tuple[int | float, int]:
    end = at
    n = len(text)
    while end < n and text[end] in _NUMBER_CHARS:
        end += 1
    token = text[at:end]
    body = token[1:] if token.startswith("-") else token
    whole, dot, rest = body.partition(".")
    fraction, exponent = rest, ""
    for mark in ("e", "E"):
        if mark in (rest if dot else whole):
            if dot:
                fraction, _, exponent = rest.partition(mark)
            else:
                whole, _, exponent = whole.partition(mark)
            exponent = exponent or "?"
            break
    if not whole or not _DIGITS.issuperset(whole) or (len(whole) > 1 and whole[0] == "0"):
        raise NotPlain("a bad number")
    if dot and (not fraction or not _DIGITS.issuperset(fraction)):
        raise NotPlain("a bad number")
    if exponent:
        digits = exponent[1:] if exponent[0] in "+-" else exponent
        if not digits or not _DIGITS.issuperset(digits):
            raise NotPlain("a bad number")
    try:
        return (float(token) if dot or exponent else int(token)), end
    except (ValueError, OverflowError) as exc:  # past int's digit limit, as json.loads refuses it
        raise NotPlain("a number out of range") from exc
