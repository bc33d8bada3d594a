"""The values redaction returns (Finding, Redaction).

Built only by :func:`engram.redaction.redact` and ``clean``: the capture hook's hot path
(:func:`engram.redaction.scrub`) needs the text alone and never imports this module, which
keeps the ``dataclasses`` machinery out of that process.
"""

from __future__ import annotations

from dataclasses import dataclass

from engram.redaction.marker import MARKER_PREFIX, _marker

__all__ = ["MARKER_PREFIX", "Finding", "Redaction", "_marker"]


@dataclass(frozen=True, slots=True)
class Finding:
    """One redacted span: ``text[start:end]`` of the input was a secret of this kind."""

    kind: str
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class Redaction:
    """The redacted text and what was taken out of it (sorted by position, non-overlapping)."""

    text: str
    findings: tuple[Finding, ...] = ()

    @property
    def kinds(self) -> tuple[str, ...]:
        return tuple(sorted({f.kind for f in self.findings}))
