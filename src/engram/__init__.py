"""engram: cross-session memory for LLM agents and assistants.

>>> from engram import Memory
>>> with Memory.open(":memory:") as memory:
...     saved = memory.remember("I prefer short answers", category="preference")
...     [i.content for i in memory.list()]
['I prefer short answers']
"""

# Every public name loads on first use (module ``__getattr__`` below), so that ``engram hook
# capture``, which runs after every answer and needs none of them, does not pay for the models,
# the policy or the facade (numpy included) at start-up.
_EXPORTS = {
    "MemoryPolicy": "engram.policy",
    "Memory": "engram.memory",
    **dict.fromkeys(
        (
            "Ambiguous",
            "Conflict",
            "EngramError",
            "InvalidInput",
            "NotFound",
            "ProviderError",
            "ScopeError",
            "StoreError",
        ),
        "engram.errors",
    ),
    **dict.fromkeys(
        (
            "DEFAULT_CATEGORIES",
            "Block",
            "BlockResult",
            "CloseResult",
            "CompressedView",
            "DailyEntry",
            "Digest",
            "DigestRecall",
            "Event",
            "History",
            "ImportReport",
            "Item",
            "LineError",
            "Link",
            "LinkResult",
            "Provenance",
            "PurgeResult",
            "Session",
            "SessionMatch",
            "Turn",
            "UndoResult",
            "WriteResult",
        ),
        "engram.models",
    ),
}

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (mypy treats the name alike)
if TYPE_CHECKING:
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
    from engram.memory import Memory
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
    from engram.policy import MemoryPolicy
del TYPE_CHECKING

__version__ = "0.2.0"


def __getattr__(name: str) -> object:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'engram' has no attribute {name!r}")
    from importlib import import_module

    value = getattr(import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_EXPORTS))


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
