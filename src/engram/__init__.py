"""engram: cross-session memory for LLM agents and assistants.

>>> from engram import Memory
>>> with Memory.open(":memory:") as memory:
...     saved = memory.remember("I prefer short answers", category="preference")
...     [i.content for i in memory.list()]
['I prefer short answers']
"""

from typing import TYPE_CHECKING as _TYPE_CHECKING

from engram.domain.policy import MemoryPolicy
from engram.errors import (
    Ambiguous,
    Conflict,
    EngramError,
    InvalidInput,
    NotFound,
    ProviderError,
    ScopeError,
    StoreError,
)
from engram.models import (
    DEFAULT_CATEGORIES,
    Block,
    BlockResult,
    CloseResult,
    CompressedView,
    DailyEntry,
    Digest,
    DigestRecall,
    Event,
    History,
    ImportReport,
    Item,
    LineError,
    Link,
    LinkResult,
    Provenance,
    PurgeResult,
    Session,
    SessionMatch,
    Turn,
    UndoResult,
    WriteResult,
)

if _TYPE_CHECKING:
    from engram.app import Memory

__version__ = "0.1.0"


def __getattr__(name: str) -> object:
    # ``Memory`` (and with it the whole service layer, numpy included) loads on first use, so that
    # ``engram hook capture``, which never needs it, starts fast.
    if name == "Memory":
        from engram.app import Memory

        globals()["Memory"] = Memory
        return Memory
    raise AttributeError(f"module 'engram' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | {"Memory"})


__all__ = [
    "DEFAULT_CATEGORIES",
    "Ambiguous",
    "Block",
    "BlockResult",
    "CloseResult",
    "CompressedView",
    "Conflict",
    "DailyEntry",
    "Digest",
    "DigestRecall",
    "EngramError",
    "Event",
    "History",
    "ImportReport",
    "InvalidInput",
    "Item",
    "LineError",
    "Link",
    "LinkResult",
    "Memory",
    "MemoryPolicy",
    "NotFound",
    "Provenance",
    "ProviderError",
    "PurgeResult",
    "ScopeError",
    "Session",
    "SessionMatch",
    "StoreError",
    "Turn",
    "UndoResult",
    "WriteResult",
    "__version__",
]
