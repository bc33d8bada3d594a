"""Regular expressions compiled on first use.

The capture hook is a new process after every answer, and compiling every redaction pattern up
front costs more than redacting a typical turn. Most patterns are reached only when their literal
trigger occurs in the text (see :mod:`engram.redaction.context_rules`), so most hook runs
never compile them at all.
"""

from __future__ import annotations

import re
from collections.abc import Iterator


class LazyPattern:
    """A ``re.Pattern`` stand-in that compiles ``source`` the first time it is used."""

    __slots__ = ("_compiled", "flags", "source")

    def __init__(self, source: str, flags: int = 0) -> None:
        self.source = source
        self.flags = flags
        self._compiled: re.Pattern[str] | None = None

    @property
    def compiled(self) -> re.Pattern[str]:
        rx = self._compiled
        if rx is None:
            rx = self._compiled = re.compile(self.source, self.flags)
        return rx

    @property
    def pattern(self) -> str:
        return self.source

    @property
    def groupindex(self) -> dict[str, int]:
        return dict(self.compiled.groupindex)

    def match(self, text: str, pos: int = 0, endpos: int = 2**63 - 1) -> re.Match[str] | None:
        return self.compiled.match(text, pos, endpos)

    def fullmatch(self, text: str, pos: int = 0, endpos: int = 2**63 - 1) -> re.Match[str] | None:
        return self.compiled.fullmatch(text, pos, endpos)

    def search(self, text: str, pos: int = 0, endpos: int = 2**63 - 1) -> re.Match[str] | None:
        return self.compiled.search(text, pos, endpos)

    def finditer(self, text: str, pos: int = 0, endpos: int = 2**63 - 1) -> Iterator[re.Match[str]]:
        return self.compiled.finditer(text, pos, endpos)

    def findall(self, text: str) -> list[str]:
        return self.compiled.findall(text)

    def sub(self, repl: str, text: str) -> str:
        return self.compiled.sub(repl, text)
