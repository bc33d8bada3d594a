"""Judging a candidate secret value: placeholders, masks and prose are not credentials."""

from __future__ import annotations

import re

from engram.redaction.lazy import LazyPattern
from engram.redaction.marker import MARKER_PREFIX

# ---------------------------------------------------------------------------------------------
# value helpers
# ---------------------------------------------------------------------------------------------

_PLACEHOLDER_RE = LazyPattern(
    r"""\$\{ | \$\( | \{             # ${VAR}  $(cmd)  {template} / f-string field
      | \$[A-Za-z_][A-Za-z0-9_]*$    # $VAR
      | %[A-Za-z_][A-Za-z0-9_]*%$    # %VAR%
      | <[^<>]*>$                    # <your-token>
      | [*xX.•]+$                    # masked: ****  xxxx  ...
      | [\w\-]{0,12}(?:\.\.\.|…)$     # elided: sk_live_...
    """,
    re.VERBOSE,
)
_NON_SECRET_VALUES = frozenset(
    "true false yes no on off null none nil undefined enabled disabled required optional "
    "bearer basic token digest str string int bytes bool float any secretstr number boolean".split()
)


def _is_placeholder(value: str) -> bool:
    """Not a secret: empty, a reference, a template, a mask, a type name, or already (partly)
    redacted — a value holding a marker was judged on the first pass, so judging it again could
    only break idempotence."""
    return (
        not value
        or MARKER_PREFIX in value
        or _PLACEHOLDER_RE.match(value) is not None
        or value.lower() in _NON_SECRET_VALUES
    )


def _credential_like(value: str) -> bool:
    """Does a free-standing word look like a credential rather than prose?"""
    if len(value) < 6:
        return False
    if len(value) >= 24:
        return True
    return any(c.isdigit() for c in value) or any(not c.isalnum() for c in value) or any(c.isupper() for c in value[1:])


def _mixed_token(value: str) -> bool:
    """Random tokens hold upper case, lower case and digits; names and phrases rarely all three."""
    return any(c.isdigit() for c in value) and any(c.islower() for c in value) and any(c.isupper() for c in value)


def _unquote(start: int, end: int, raw: str) -> tuple[int, int]:
    if raw.startswith('\\"'):
        start += 2
        if len(raw) >= 4 and raw.endswith('\\"'):
            end -= 2
    elif raw[:1] in ("'", '"', "`"):
        start += 1
        if len(raw) >= 2 and raw[-1] == raw[0]:
            end -= 1
    return start, end
