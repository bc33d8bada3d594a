"""Tolerant JSON extraction from model output.

Many endpoints ignore JSON mode, and many models wrap their answer anyway: in a ```json fence, after
"Here is the JSON:", with a trailing comma, or after echoing the JSON schema they were given (the
graphiti #868 / mem0 #3391 failures). :func:`extract_json` finds the answer in all of those and raises
:class:`engram.errors.InvalidInput` — never anything else — when there is none.

What is accepted:

* raw JSON, with or without surrounding whitespace;
* JSON inside ```json (or ```JSON, ```jsonc, plain ```) fences opening at the start of a line — fenced
  blocks are tried first, so an example in the prose before the fence does not win;
* prose before and after the JSON: the first complete top-level value of the expected type is taken.
  Scanning is string-aware, so braces and brackets inside JSON strings do not confuse it;
* trailing commas, ``//`` line comments and ``/* */`` block comments outside strings;
* raw control characters (literal newlines, tabs) inside strings;
* a value of the other kind wrapping the answer (``[{...}]`` when an object is expected, or
  ``{"facts": [...]}`` when an array is expected): the first nested value of the expected kind is used;
* a JSON schema echoed back before the answer: an object that looks like a schema (``"properties"``
  plus ``"type": "object"``, ``"$schema"`` or a ``"required"`` list), or that equals the schema the
  caller passed, is skipped as a whole and the search continues after it.

Not accepted (the output is rejected instead of guessed at): smart quotes, single-quoted strings,
Python literals (``True``/``None``), unquoted keys, and truncated output — an object (or, for
``expect=list``, an array) still open where the text ends is reported as truncated even when complete
pieces of it, such as its first entity, would parse on their own.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from typing import Any

from engram.errors import InvalidInput

__all__ = ["extract_json", "looks_like_schema", "schema_instruction"]

_DECODER = json.JSONDecoder(strict=False)  # strict=False: literal control characters inside strings
# An opening fence starts a line (so a ``` inside a JSON string, which cannot hold a raw newline, never
# opens one); the closing fence may follow the JSON on the same line.
_FENCE = re.compile(r"^[ \t]*```[ \t]*([A-Za-z0-9_+.-]*)[^\n`]*\n?(.*?)```", re.DOTALL | re.MULTILINE)
_FENCE_LANGS = {"", "json", "jsonc", "json5", "javascript", "js"}
_EXCERPT = 120
# Tolerant (repairing) parses rescan from an opener to its matching closer; past this many attempts
# only strict parses are tried, so a text of thousands of stray braces stays linear-ish.
_MAX_REPAIRS = 64

_CLOSERS = {"{": "}", "[": "]"}


def extract_json(
    text: str,
    *,
    expect: type[dict[Any, Any]] | type[list[Any]] = dict,
    schema: Mapping[str, Any] | None = None,
) -> Any:
    """Return the JSON object (``expect=dict``) or array (``expect=list``) that ``text`` contains.

    ``schema``: the JSON schema the model was asked to follow. It is used to recognise an echo of the
    schema, to prefer the first candidate that has every ``required`` top-level key, and for a light
    check: when no candidate has them all, :class:`InvalidInput` names the missing keys.
    """
    if expect is not dict and expect is not list:
        raise TypeError("expect must be dict or list")
    if not isinstance(text, str):
        raise InvalidInput(f"model output must be text, not {type(text).__name__}")
    kind = "object" if expect is dict else "array"
    if not text.strip():
        raise InvalidInput(f"model output was empty: it contained no complete JSON {kind}")
    text = text.lstrip("\ufeff")
    required = _required_keys(schema) if expect is dict else []

    state = _ScanState("{" if expect is dict else "[")
    first_incomplete: tuple[Any, list[str]] | None = None
    for region in _regions(text):
        for value in _candidates(region, expect, schema, state):
            if not required:
                return value
            missing = [key for key in required if key not in value]
            if not missing:
                return value
            if first_incomplete is None:
                first_incomplete = (value, missing)

    if first_incomplete is not None:
        missing = first_incomplete[1]
        raise InvalidInput(
            f"model output is missing required key(s): {', '.join(missing)}",
            details={"missing": missing, "excerpt": _excerpt(text)},
        )
    details: dict[str, object] = {"excerpt": _excerpt(text)}
    if state.schema_echoes:
        raise InvalidInput(
            f"model output contained no complete JSON {kind}: it only echoed the JSON schema back", details=details
        )
    if state.truncated:
        raise InvalidInput(
            f"model output contained no complete JSON {kind}: it looks truncated (a value is still open "
            "where the text ends)",
            details=details,
        )
    if state.wrong_kind:
        other = "array" if expect is dict else "object"
        raise InvalidInput(
            f"model output contained no complete JSON {kind}: found a JSON {other} instead", details=details
        )
    raise InvalidInput(f"model output contained no complete JSON {kind}", details=details)


def looks_like_schema(value: object) -> bool:
    """Whether ``value`` is shaped like a JSON schema for an object rather than like an answer."""
    if not isinstance(value, dict):
        return False
    properties = value.get("properties")
    if not isinstance(properties, dict):
        return False
    if "$schema" in value or value.get("type") == "object":
        return True
    required = value.get("required")
    return isinstance(required, list) and all(isinstance(r, str) for r in required)


def schema_instruction(schema: Mapping[str, Any]) -> str:
    """The prompt text asking a model without native structured output for an instance of ``schema``."""
    rendered = json.dumps(schema, ensure_ascii=False, sort_keys=True)
    kind = "array" if schema.get("type") == "array" else "object"
    return (
        f"Reply with a single JSON {kind} that conforms to this JSON Schema:\n{rendered}\n"
        "Output only the JSON value itself: no prose, no Markdown fences, and do not repeat the schema."
    )


# -- internals -----------------------------------------------------------------------------------


class _Truncated(Exception):
    """A value that looks like JSON is still open where the text ends."""


class _ScanState:
    __slots__ = ("opener", "repairs", "schema_echoes", "truncated", "wrong_kind")

    def __init__(self, opener: str) -> None:
        self.opener = opener
        self.repairs = 0
        self.schema_echoes = 0
        self.truncated = False
        self.wrong_kind = False


def _required_keys(schema: Mapping[str, Any] | None) -> list[str]:
    if not schema:
        return []
    required = schema.get("required")
    if not isinstance(required, list):
        return []
    return [key for key in required if isinstance(key, str)]


def _regions(text: str) -> Iterator[str]:
    """Fenced JSON blocks first (in order), then the whole text minus fences in other languages."""
    others: list[tuple[int, int]] = []
    for match in _FENCE.finditer(text):
        if match.group(1).lower() in _FENCE_LANGS:
            yield match.group(2)
        else:
            others.append(match.span())
    for start, end in reversed(others):  # a ```python block's dict literal is not the answer
        text = text[:start] + " " + text[end:]
    yield text


def _candidates(text: str, expect: type[Any], schema: Mapping[str, Any] | None, state: _ScanState) -> Iterator[Any]:
    """Every complete top-level JSON value of kind ``expect`` in ``text``, schema echoes skipped."""
    position = 0
    length = len(text)
    while position < length:
        start = _next_opener(text, position)
        if start < 0:
            return
        try:
            parsed = _parse_at(text, start, state)
        except _Truncated:
            return
        if parsed is None:
            position = start + 1
            continue
        value, end = parsed
        if not isinstance(value, expect):
            # A wrapper of the other kind: look inside it for the expected kind.
            state.wrong_kind = True
            position = start + 1
            continue
        if isinstance(value, dict) and _is_schema_echo(value, schema):
            state.schema_echoes += 1
            position = end  # skip the schema whole: its sub-objects are not answers
            continue
        yield value
        # A candidate that was not accepted (missing required keys) may wrap the real answer.
        position = start + 1


def _next_opener(text: str, position: int) -> int:
    brace = text.find("{", position)
    bracket = text.find("[", position)
    if brace < 0:
        return bracket
    if bracket < 0:
        return brace
    return min(brace, bracket)


def _parse_at(text: str, start: int, state: _ScanState) -> tuple[Any, int] | None:
    """The JSON value starting at ``start`` and the index just past it, or ``None``."""
    try:
        return _DECODER.raw_decode(text, start)
    except (json.JSONDecodeError, RecursionError):
        pass
    if state.repairs >= _MAX_REPAIRS:
        return None
    state.repairs += 1
    end = _balanced_end(text, start)
    if end is None:
        if _opens_json(text, start):
            state.truncated = True
            if text[start] == state.opener:
                # Everything after this opener is inside it: a complete value found further on would be a
                # fragment of the cut-off answer (its first entity, say), not the answer.
                raise _Truncated
        return None  # a stray brace in prose, or a cut-off wrapper of the other kind
    if end < 0:
        return None
    repaired = _repair(text[start:end])
    try:
        value = _DECODER.decode(repaired)
    except (json.JSONDecodeError, RecursionError):
        return None
    return value, end


def _opens_json(text: str, start: int) -> bool:
    """Whether the opener at ``start`` is followed by what JSON would put there (not prose)."""
    rest = text[start + 1 : start + 200].lstrip()
    if not rest:
        return True
    if text[start] == "{":
        return rest[0] in '"}'
    return rest[0] in '"{[]-0123456789tfn'


def _balanced_end(text: str, start: int) -> int | None:
    """Index just past the closer matching ``text[start]`` (string- and comment-aware); ``None`` when the
    text ends first (truncated), -1 when a closer of the wrong kind comes first (not JSON)."""
    stack = [_CLOSERS[text[start]]]
    i = start + 1
    length = len(text)
    while i < length:
        char = text[i]
        if char == '"':
            i = _string_end(text, i)
            if i < 0:
                return None
            continue
        if char == "/" and i + 1 < length and text[i + 1] in "/*":
            i = _comment_end(text, i)
            continue
        if char in _CLOSERS:
            stack.append(_CLOSERS[char])
        elif char in "}]":
            if char != stack[-1]:
                return -1
            stack.pop()
            if not stack:
                return i + 1
        i += 1
    return None


def _string_end(text: str, quote: int) -> int:
    """Index just past the string opened at ``quote``, or -1 when it never closes."""
    i = quote + 1
    length = len(text)
    while i < length:
        char = text[i]
        if char == "\\":
            i += 2
            continue
        if char == '"':
            return i + 1
        i += 1
    return -1


def _comment_end(text: str, slash: int) -> int:
    if text[slash + 1] == "/":
        newline = text.find("\n", slash)
        return len(text) if newline < 0 else newline
    close = text.find("*/", slash + 2)
    return len(text) if close < 0 else close + 2


def _repair(fragment: str) -> str:
    """Drop comments and trailing commas outside strings."""
    out: list[str] = []
    i = 0
    length = len(fragment)
    while i < length:
        char = fragment[i]
        if char == '"':
            end = _string_end(fragment, i)
            end = length if end < 0 else end
            out.append(fragment[i:end])
            i = end
            continue
        if char == "/" and i + 1 < length and fragment[i + 1] in "/*":
            i = _comment_end(fragment, i)
            out.append(" ")
            continue
        if char == ",":
            j = i + 1
            while j < length:
                if fragment[j].isspace():
                    j += 1
                elif fragment[j] == "/" and j + 1 < length and fragment[j + 1] in "/*":
                    j = _comment_end(fragment, j)
                else:
                    break
            if j < length and fragment[j] in "}]":
                i = j  # a trailing comma: drop it (and the comments after it)
                continue
        out.append(char)
        i += 1
    return "".join(out)


def _is_schema_echo(value: dict[str, Any], schema: Mapping[str, Any] | None) -> bool:
    if schema is not None and value == dict(schema):
        return True
    if not looks_like_schema(value):
        return False
    # A schema that describes an object whose own keys are "type"/"properties" is asking for exactly this.
    return not (schema is not None and "properties" in _required_keys(schema))


def _excerpt(text: str) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= _EXCERPT else flat[:_EXCERPT] + "…"
