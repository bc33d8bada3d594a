"""The rules a store enforces for one deployment: categories, size caps, retention windows."""

from __future__ import annotations

from dataclasses import dataclass

from engram.models import DEFAULT_CATEGORIES


@dataclass(frozen=True, slots=True)
class MemoryPolicy:
    categories: tuple[str, ...] = DEFAULT_CATEGORIES
    max_content_chars: int = 4000
    max_detail_chars: int = 20000
    max_block_chars: int = 20000
    max_tags: int = 32
    trash_days: int = 30
