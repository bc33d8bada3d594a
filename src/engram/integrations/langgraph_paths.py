"""How a LangGraph ``(namespace, key)`` becomes an engram namespace, and back.

LangGraph addresses a value by a tuple of labels and a key; engram files a memory under a
slash-separated namespace whose parts are ``[A-Za-z0-9][A-Za-z0-9._@+-]*``. Each item gets its own
engram namespace, ``<root>/<label>/<label>/.../k.<key>``:

* a label made only of letters, digits, ``_``, ``@`` and ``-`` (starting with a letter or digit) is
  kept as it is: ``("users", "alice", "memories")`` → ``langgraph/users/alice/memories``;
* any other label is written ``x`` + its characters, each one outside that set (and the first
  character always) as ``.hh`` per UTF-8 byte: ``"my notes"`` → ``xm.20notes``; LangGraph forbids
  ``.`` in labels, so a part holding a ``.`` is always an escaped one;
* the key is the last part, ``k.`` + the key escaped the same way: key ``"pref-1"`` →
  ``k.pref-1``, key ``"a b"`` → ``k.a.20b``.

Putting the key in the namespace is what keeps keys exact: engram refuses two active memories with
the same text in one namespace (its idempotency net), while two LangGraph keys may hold equal
values. The mapping is reversible, so list_namespaces and search read LangGraph's tuples back.
"""

from __future__ import annotations

import json
import string
from collections.abc import Mapping
from typing import Any

from engram import validation as v
from engram.errors import InvalidInput

_SAFE = frozenset(string.ascii_letters + string.digits + "_@-")
_LEAD = frozenset(string.ascii_letters + string.digits)
KEY_MARK = "k."
ESCAPED_MARK = "x"


def _escape(text: str, *, first_too: bool = False) -> str:
    out: list[str] = []
    for index, char in enumerate(text):
        if char in _SAFE and not (first_too and index == 0):
            out.append(char)
        else:
            out.extend(f".{byte:02x}" for byte in char.encode("utf-8"))
    return "".join(out)


def _unescape(text: str) -> str:
    data = bytearray()
    index = 0
    while index < len(text):
        char = text[index]
        if char == ".":
            data.append(int(text[index + 1 : index + 3], 16))
            index += 3
        else:
            data.extend(char.encode("utf-8"))
            index += 1
    return data.decode("utf-8")


def label_part(label: str) -> str:
    if not isinstance(label, str) or not label:
        raise InvalidInput(f"namespace labels must be non-empty text, not {label!r}")
    if label[0] in _LEAD and all(char in _SAFE for char in label):
        return label
    return ESCAPED_MARK + _escape(label, first_too=True)


def key_part(key: str) -> str:
    return KEY_MARK + _escape(str(key))


def prefix_namespace(root: str, labels: tuple[str, ...]) -> str:
    """The engram namespace under which every item of ``labels`` (and deeper) lives."""
    return v.namespace("/".join([root, *(label_part(label) for label in labels)]))


def item_namespace(root: str, labels: tuple[str, ...], key: str) -> str:
    """The engram namespace of one LangGraph item (too long a path or key raises ``InvalidInput``)."""
    return v.namespace(f"{prefix_namespace(root, labels)}/{key_part(key)}")


def parse_item_namespace(root: str, namespace: str) -> tuple[tuple[str, ...], str] | None:
    """``(labels, key)`` of an item namespace made by :func:`item_namespace`, or None if it is not one."""
    parts = namespace.split("/")
    head = root.split("/")
    if parts[: len(head)] != head or len(parts) <= len(head) or not parts[-1].startswith(KEY_MARK):
        return None
    try:
        labels = tuple(_unescape(p[1:]) if "." in p else p for p in parts[len(head) : -1])
        return labels, _unescape(parts[-1][len(KEY_MARK) :])
    except (ValueError, UnicodeDecodeError):
        return None


# ---- values --------------------------------------------------------------------------------
def value_json(value: Mapping[str, Any]) -> str:
    """The stored form of a value: JSON, ASCII-only (so engram's text cleaning leaves it as it is)."""
    if not isinstance(value, Mapping):
        raise InvalidInput(f"a LangGraph value must be a mapping, not {type(value).__name__}")
    try:
        return json.dumps(dict(value), ensure_ascii=True, allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise InvalidInput(f"a LangGraph value must hold only JSON values: {exc}") from exc


def _flatten(value: Any, path: str, out: list[str]) -> None:
    if isinstance(value, str):
        if value.strip():
            out.append(value.strip())
    elif isinstance(value, Mapping):
        for name, inner in value.items():
            _flatten(inner, f"{path}.{name}" if path else str(name), out)
    elif isinstance(value, list | tuple):
        for inner in value:
            _flatten(inner, path, out)
    elif value is not None:
        out.append(f"{path}: {json.dumps(value)}")


def index_text(value: Mapping[str, Any], fields: list[str] | None, limit: int) -> str:
    """What engram recalls the value by (the memory's content): the text at ``fields`` (LangGraph's
    path syntax, ``"$"`` for the whole value), else every string in the value and ``field: value``
    for the other scalars. Cut to ``limit`` characters; the exact value is kept beside it."""
    parts: list[str] = []
    if fields and fields != ["$"]:
        from langgraph.store.base.embed import get_text_at_path, tokenize_path

        for field in fields:
            parts += [t for t in get_text_at_path(dict(value), tokenize_path(field)) if t.strip()]
    if not parts:
        _flatten(value, "", parts)
    text = "\n".join(parts) or value_json(value)
    return text if len(text) <= limit else text[:limit].rsplit(" ", 1)[0] or text[:limit]


# ---- filters -------------------------------------------------------------------------------
_OPERATORS = ("$eq", "$ne", "$gt", "$gte", "$lt", "$lte")


def _operator(actual: Any, op: str, expected: Any) -> bool:
    if op == "$eq":
        return bool(actual == expected)
    if op == "$ne":
        return bool(actual != expected)
    try:
        left, right = float(actual), float(expected)
    except (TypeError, ValueError):
        return False
    return {"$gt": left > right, "$gte": left >= right, "$lt": left < right, "$lte": left <= right}[op]


def matches(actual: Any, expected: Any) -> bool:
    """LangGraph's filter semantics: equality (nested objects match field by field, lists whole)
    and the operators ``$eq $ne $gt $gte $lt $lte``."""
    if isinstance(expected, Mapping):
        if any(str(name).startswith("$") for name in expected):
            unknown = [name for name in expected if name not in _OPERATORS]
            if unknown:
                raise InvalidInput(f"unknown filter operator {unknown[0]!r}: use one of {', '.join(_OPERATORS)}")
            return all(_operator(actual, op, wanted) for op, wanted in expected.items())
        if not isinstance(actual, Mapping):
            return False
        return all(matches(actual.get(name), wanted) for name, wanted in expected.items())
    if isinstance(expected, list | tuple):
        return (
            isinstance(actual, list | tuple)
            and len(actual) == len(expected)
            and all(matches(a, e) for a, e in zip(actual, expected, strict=True))
        )
    return bool(actual == expected)


def filter_matches(value: Mapping[str, Any], wanted: Mapping[str, Any] | None) -> bool:
    return not wanted or all(matches(value.get(name), expected) for name, expected in wanted.items())


def namespace_matches(labels: tuple[str, ...], kind: str, path: tuple[str, ...]) -> bool:
    """A ListNamespacesOp match condition: ``prefix`` or ``suffix``, ``"*"`` matching any label."""
    if len(labels) < len(path):
        return False
    if kind == "prefix":
        pairs = zip(labels, path, strict=False)
    elif kind == "suffix":
        pairs = zip(reversed(labels), reversed(path), strict=False)
    else:
        raise InvalidInput(f"unknown namespace match type {kind!r}: use prefix or suffix")
    return all(want == "*" or have == want for have, want in pairs)
