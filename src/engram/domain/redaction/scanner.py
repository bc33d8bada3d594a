"""Scanning text for findings and resolving overlapping ones into disjoint spans."""

from __future__ import annotations

from bisect import bisect_left, bisect_right

from engram.domain.redaction.context_rules import _RULES
from engram.domain.redaction.entropy import _ENTROPY_RE, ENTROPY_MIN_LENGTH, _high_entropy
from engram.domain.redaction.result import Finding, _marker
from engram.domain.redaction.tokens import _RUN_AT_START_RE, _RUN_RE, _TOKEN_CHECKS, _TOKEN_RE

_TOKEN_PRIORITY = 10
_ENTROPY_PRIORITY = 90

_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")

Found = list[tuple[int, int, int, str]]  # (priority, start, end, kind)


def _scan_runs(text: str, found: Found) -> None:
    """Token formats and high-entropy blobs, looked for inside long runs of token characters."""
    spans = [m.span() for m in _RUN_RE.finditer(text)]
    head = _RUN_AT_START_RE.match(text)
    if head is not None:
        spans.insert(0, head.span())
    for start, end in spans:
        end += 1  # let look-aheads see the character that ended the run
        for m in _TOKEN_RE.finditer(text, start, end):
            kind = m.lastgroup or "secret"
            check = _TOKEN_CHECKS.get(kind)
            if check is None or check(m.group()):
                found.append((_TOKEN_PRIORITY, m.start(), m.end(), kind))
        if end - start > ENTROPY_MIN_LENGTH:  # candidates; _resolve judges them
            found.extend(
                (_ENTROPY_PRIORITY, m.start(), m.end(), "high_entropy") for m in _ENTROPY_RE.finditer(text, start, end)
            )


def _scan(text: str) -> Found:
    found: Found = []
    _scan_runs(text, found)
    lower = text.lower()
    if len(lower) != len(text):  # a few non-ASCII letters lower-case to two characters
        lower = text.translate(_ASCII_LOWER)
    for rule in _RULES:
        hay = lower if rule.on_lower else text
        if rule.triggers and not any(t in hay for t in rule.triggers):
            continue
        has_v = "v" in rule.pattern.groupindex
        skip_until = 0  # matches inside this rule's last finding add nothing (and could be quadratic)
        for m in rule.pattern.finditer(hay):
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


def _resolve(found: Found, text: str) -> list[tuple[int, int, str, int]]:
    """Keep the highest-priority finding where spans overlap. A lower-priority span that sticks out
    of an accepted one widens it (never leave part of a secret behind), except a generic
    high-entropy run: the specific rule knows the secret's extent, and what is left of the run
    beside it is redacted only if it is high-entropy on its own (``hooks.slack.com/services/…``).
    Accepted spans stay disjoint and sorted, so overlaps are found by bisection."""
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


def _compose(earlier: list[Finding], later: list[Finding]) -> list[Finding]:
    """Findings of a pass over redacted text, moved back to the original text's offsets and merged
    with the findings that produced that text (a later finding swallows the markers it covers)."""
    out_starts: list[int] = []  # where each earlier marker sits in the redacted text
    out_ends: list[int] = []
    shift_after: list[int] = []  # redacted offset - original offset, just past each marker
    shift = 0
    for f in earlier:
        out_starts.append(f.start + shift)
        shift += len(_marker(f.kind)) - (f.end - f.start)
        out_ends.append(f.end + shift)
        shift_after.append(shift)

    def original(pos: int, is_end: bool) -> int:
        k = bisect_right(out_starts, pos) - 1
        if k < 0:
            return pos
        if pos == out_starts[k] and is_end:  # ends where marker k begins
            return pos - (shift_after[k - 1] if k else 0)
        if pos < out_ends[k]:  # inside marker k: the finding takes the marker's whole secret
            return earlier[k].end if is_end else earlier[k].start
        return pos - shift_after[k]

    moved = [Finding(f.kind, original(f.start, False), original(f.end, True)) for f in later]
    moved_starts = [f.start for f in moved]

    def covered(f: Finding) -> bool:
        k = bisect_right(moved_starts, f.start) - 1
        return k >= 0 and f.end <= moved[k].end

    return sorted([f for f in earlier if not covered(f)] + moved, key=lambda f: (f.start, f.end))
