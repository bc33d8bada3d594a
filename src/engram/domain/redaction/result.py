"""The values redaction returns (Finding, Redaction) and the marker that replaces a secret."""

from __future__ import annotations

from dataclasses import dataclass


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


MARKER_PREFIX = "[REDACTED:"


def _marker(kind: str) -> str:
    return f"{MARKER_PREFIX}{kind}]"
