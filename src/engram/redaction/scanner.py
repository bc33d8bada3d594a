"""Scanning text for findings and resolving overlapping ones into disjoint spans.

:func:`_scan` skips every token format and context rule whose trigger literal is absent from the
text (and so never compiles its pattern); :func:`_scan_full` runs them all. Both find exactly the
same spans: a pattern cannot match text that lacks a literal every match contains.
tests/test_redaction.py compares the two on the corpus and on generated text.
"""

from __future__ import annotations

import re

from engram.redaction.context_rules import _RULES
from engram.redaction.entropy import _ENTROPY_RE, ENTROPY_MIN_LENGTH, _high_entropy
from engram.redaction.marker import _marker
from engram.redaction.tokens import _RUN_AT_START_RE, _RUN_RE, _TOKEN_CHECKS, _TOKEN_RE, token_pattern
from engram.redaction.values import _mixed_token

_TOKEN_PRIORITY = 10
_ENTROPY_PRIORITY = 90

_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")

Found = list[tuple[int, int, int, str]]  # (priority, start, end, kind)
Span = tuple[str, int, int]  # (kind, start, end): a finding, without the dataclass


def _scan_runs(text: str, found: Found, tokens: re.Pattern[str] | None) -> None:
    """Token formats and high-entropy blobs, looked for inside long runs of token characters."""
    spans = [m.span() for m in _RUN_RE.finditer(text)]
    head = _RUN_AT_START_RE.match(text)
    if head is not None:
        spans.insert(0, head.span())
    for start, end in spans:
        end += 1  # let look-aheads see the character that ended the run
        if tokens is not None:
            for m in tokens.finditer(text, start, end):
                kind = m.lastgroup or "secret"
                check = _TOKEN_CHECKS.get(kind)
                if check is None or check(m.group()):
                    found.append((_TOKEN_PRIORITY, m.start(), m.end(), kind))
        # High-entropy candidates, which _resolve judges. A run without upper case, lower case and
        # digits cannot be one, nor can any piece of it (_high_entropy says False): not a candidate.
        if end - start > ENTROPY_MIN_LENGTH and _mixed_token(text[start:end]):
            found.extend(
                (_ENTROPY_PRIORITY, m.start(), m.end(), "high_entropy") for m in _ENTROPY_RE.finditer(text, start, end)
            )


def _scan_with(text: str, gated: bool) -> Found:
    found: Found = []
    _scan_runs(text, found, token_pattern(text) if gated else _TOKEN_RE.compiled)
    lower = text.lower()
    if len(lower) != len(text):  # a few non-ASCII letters lower-case to two characters
        lower = text.translate(_ASCII_LOWER)
    for rule in _RULES:
        hay = lower if rule.on_lower else text
        if gated and not any(t in hay for t in rule.triggers):
            continue
        pattern = rule.pattern.compiled
        has_v = "v" in pattern.groupindex
        skip_until = 0  # matches inside this rule's last finding add nothing (and could be quadratic)
        for m in pattern.finditer(hay):
            if m.start() < skip_until:
                continue
            if rule.check is not None:
                span = rule.check(m, text)
                if span is None:
                    continue
            elif has_v:
                span = m.span("v")
            else:
                span = m.span()
            start, end = span
            if start < end:
                kind = rule.kind_of(m, text) if rule.kind_of is not None else rule.kind
                found.append((rule.priority, start, end, kind))
                skip_until = end
    return found


def _scan(text: str) -> Found:
    """Every candidate finding in ``text``, trying only the patterns its literals can trigger."""
    return _scan_with(text, True)


def _scan_full(text: str) -> Found:
    """The same as :func:`_scan`, trying every pattern (the reference the gate is tested against)."""
    return _scan_with(text, False)


def _resolve(found: Found, text: str) -> list[tuple[int, int, str, int]]:
    """Keep the highest-priority finding where spans overlap. A lower-priority span that sticks out
    of an accepted one widens it (never leave part of a secret behind), except a generic
    high-entropy run: the specific rule knows the secret's extent, and what is left of the run
    beside it is redacted only if it is high-entropy on its own (``hooks.slack.com/services/…``).
    Accepted spans stay disjoint and sorted, so overlaps are found by bisection."""
    from bisect import bisect_left, bisect_right  # here: most texts have no finding at all

    found.sort()
    starts: list[int] = []
    ends: list[int] = []
    meta: list[tuple[str, int]] = []

    def accept(start: int, end: int, kind: str, priority: int) -> None:
        i = bisect_left(starts, start)
        starts.insert(i, start)
        ends.insert(i, end)
        meta.insert(i, (kind, priority))

    for priority, start, end, kind in found:
        i = j = bisect_right(ends, start)  # the first accepted span ending after this one starts
        while j < len(starts) and starts[j] < end:
            j += 1
        if i == j:
            if priority != _ENTROPY_PRIORITY or _high_entropy(text, start, end):
                accept(start, end, kind, priority)
            continue
        if any(starts[k] <= start and end <= ends[k] for k in range(i, j)):
            continue
        if priority == _ENTROPY_PRIORITY:
            pieces, pos = [], start
            for k in range(i, j):
                pieces.append((pos, starts[k]))
                pos = ends[k]
            pieces.append((pos, end))
            for a, b in pieces:
                if _high_entropy(text, a, b):
                    accept(a, b, kind, priority)
            continue
        best = min(range(i, j), key=lambda k: (meta[k][1], starts[k]))
        merged = (min(start, starts[i]), max(end, ends[j - 1]), *meta[best])
        del starts[i:j], ends[i:j], meta[i:j]
        accept(*merged)
    return [(start, end, kind, priority) for start, end, (kind, priority) in zip(starts, ends, meta, strict=True)]


def _compose(earlier: list[Span], later: list[Span]) -> list[Span]:
    """Findings of a pass over redacted text, moved back to the original text's offsets and merged
    with the findings that produced that text (a later finding swallows the markers it covers)."""
    from bisect import bisect_right

    out_starts: list[int] = []  # where each earlier marker sits in the redacted text
    out_ends: list[int] = []
    shift_after: list[int] = []  # redacted offset - original offset, just past each marker
    shift = 0
    for kind, start, end in earlier:
        out_starts.append(start + shift)
        shift += len(_marker(kind)) - (end - start)
        out_ends.append(end + shift)
        shift_after.append(shift)

    def original(pos: int, is_end: bool) -> int:
        k = bisect_right(out_starts, pos) - 1
        if k < 0:
            return pos
        if pos == out_starts[k] and is_end:  # ends where marker k begins
            return pos - (shift_after[k - 1] if k else 0)
        if pos < out_ends[k]:  # inside marker k: the finding takes the marker's whole secret
            return earlier[k][2] if is_end else earlier[k][1]
        return pos - shift_after[k]

    moved = [(kind, original(start, False), original(end, True)) for kind, start, end in later]
    moved_starts = [f[1] for f in moved]

    def covered(f: Span) -> bool:
        k = bisect_right(moved_starts, f[1]) - 1
        return k >= 0 and f[2] <= moved[k][2]

    return sorted([f for f in earlier if not covered(f)] + moved, key=lambda f: (f[1], f[2]))
