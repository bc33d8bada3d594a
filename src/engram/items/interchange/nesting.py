"""One import line as JSON, refused cleanly when it is not JSON or nests too deeply.

Python's parser recurses once per ``[`` or ``{``: a line nested thousands deep raises
``RecursionError`` (a traceback in the CLI, a 500 over HTTP), and one nested a few hundred deep
parses but then breaks whatever walks it afterwards. No engram record nests more than a few
levels, so a line nested deeper than ``NESTING_LIMIT`` is refused before it is parsed.
"""

from __future__ import annotations

import json
import re
from typing import Any

NESTING_LIMIT = 32
_STRING_OR_BRACKET = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')


def nesting_depth(text: str) -> int:
    """How deep ``[`` and ``{`` nest in ``text``, brackets inside JSON strings not counted."""
    depth = deepest = 0
    for match in _STRING_OR_BRACKET.finditer(text):
        token = match.group()
        if token in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif token in "]}":
            depth -= 1
    return deepest


def load_line(text: str) -> Any:
    """``json.loads(text)``; ``ValueError`` with a message fit for "line N: …" otherwise."""
    if ("[" in text or "{" in text) and nesting_depth(text) > NESTING_LIMIT:
        raise ValueError(f"nested deeper than {NESTING_LIMIT} levels; engram records are flat")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"not JSON: {exc.msg} (column {exc.colno})") from exc
    except RecursionError as exc:  # cannot happen below the limit; kept so no line can crash an import
        raise ValueError("nested too deeply") from exc
