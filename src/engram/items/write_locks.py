"""The keys a write transaction declares (``Store.write(keys=...)``), built here and nowhere else.

A keyed transaction may run beside other keyed ones that hold different keys, so a key must name
exactly what the transaction reads before it writes: two writers that could race on the same
rows must always build the same key for them.
"""

from __future__ import annotations


def duplicate_key(owner: str, namespace: str, category: str, content_key: str) -> str:
    """The key of ``remember``'s duplicate check: the one active item an (owner, namespace,
    category, content key) may have (``StoreTx.find_active_duplicate`` reads exactly this)."""
    return f"item:{owner}:{namespace}:{category}:{content_key}"
