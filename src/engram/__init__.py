"""engram: cross-session memory for LLM agents and assistants.

>>> from engram import Memory
>>> with Memory.open(":memory:") as memory:
...     saved = memory.remember("I prefer short answers", category="preference")
...     [i.content for i in memory.list()]
['I prefer short answers']
"""

from engram.app import Memory
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
    Turn,
    UndoResult,
    WriteResult,
)

__version__ = "0.1.0"

__all__ = [
    "DEFAULT_CATEGORIES",
    "Ambiguous",
    "Block",
    "BlockResult",
    "Conflict",
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
    "StoreError",
    "Turn",
    "UndoResult",
    "WriteResult",
    "__version__",
]
