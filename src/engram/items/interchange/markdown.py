"""A human-readable Markdown export, and an import that reads the same shape back.

Shape: ``## <Category>`` headings, one ``- <content>`` bullet per memory. Anything else in the
file (prose, other headings) is ignored on import, so a hand-edited file still imports.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from engram.models import Item, LineError

_HEADING = re.compile(r"^##\s+(.+?)\s*$")
_BULLET = re.compile(r"^\s*[-*]\s+(.+?)\s*$")
_ID_SUFFIX = re.compile(r"\s*<!--\s*#\d+\s*-->\s*$")


@dataclass(frozen=True, slots=True)
class MarkdownEntry:
    line: int
    category: str
    content: str


def render(items: Sequence[Item], categories: Sequence[str], title: str = "engram memory") -> str:
    lines = [f"# {title}", ""]
    for category in categories:
        group = [i for i in items if i.category == category]
        if not group:
            continue
        lines += [f"## {category.capitalize()}", ""]
        lines += [f"- {' '.join(i.content.split())} <!-- #{i.id} -->" for i in group]
        lines.append("")
    return "\n".join(lines)


def parse(lines: Iterable[str]) -> tuple[list[MarkdownEntry], list[LineError]]:
    entries: list[MarkdownEntry] = []
    errors: list[LineError] = []
    category: str | None = None
    for number, raw in enumerate(lines, start=1):
        heading = _HEADING.match(raw)
        if heading:
            category = heading.group(1).strip().lower()
            continue
        bullet = _BULLET.match(raw)
        if not bullet:
            continue
        if category is None:
            errors.append(LineError(number, "bullet before any '## Category' heading"))
            continue
        entries.append(MarkdownEntry(number, category, _ID_SUFFIX.sub("", bullet.group(1))))
    return entries, errors
