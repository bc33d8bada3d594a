"""Resolving what a person or a model typed (an id or a piece of the text) to exactly one item."""

from __future__ import annotations

from engram.errors import Ambiguous, Conflict, InvalidInput, NotFound
from engram.models import Item
from engram.store.base import StoreTx
from engram.validation import clean_text, content_key

MAX_CANDIDATES = 10


def _as_id(ref: int | str) -> int | None:
    if isinstance(ref, bool):
        return None
    if isinstance(ref, int):
        if not 0 < ref < 2**62:
            raise InvalidInput(f"malformed id {ref!r}: ids are positive whole numbers")
        return ref
    text = ref.strip().lstrip("#")
    return int(text) if text.isdigit() and 0 < int(text) < 2**62 else None


def describe_inactive(item: Item) -> str:
    if item.status == "superseded":
        return f"memory #{item.id} was superseded by #{item.superseded_by}; use that id"
    if item.status == "forgotten":
        return f"memory #{item.id} is already forgotten (restore it first if you meant to change it)"
    return f"memory #{item.id} is in the trash (restore it first)"


def resolve_active(tx: StoreTx, owner: str, ref: int | str) -> Item:
    """An id first, then a unique content substring among active items (docs/decisions.md#chat-app)."""
    if (
        ref is None
        or isinstance(ref, bool)
        or not isinstance(ref, int | str)
        or (isinstance(ref, str) and not ref.strip())
    ):
        raise InvalidInput("no memory given: pass an id or a piece of its text")
    number = _as_id(ref)
    if number is not None:
        item = tx.get_item(owner, number)
        if item is not None:
            if item.is_active:
                return item
            raise Conflict(describe_inactive(item), details={"id": item.id, "status": item.status})
        if isinstance(ref, int):
            raise NotFound(f"no memory #{number}")
    needle = clean_text(str(ref))
    matches = tx.find_active_by_substring(owner, needle, MAX_CANDIDATES + 1)
    if not matches:
        if number is not None:  # "99999" typed as an id: say so, not "no text matches"
            raise NotFound(f"no memory #{number}")
        raise NotFound(f"no active memory matches {needle!r}")
    return _one(needle, matches)


def _one(needle: str, matches: list[Item]) -> Item:
    """The single match, or the single exact one among several; else Ambiguous with the candidates."""
    if len(matches) == 1:
        return matches[0]
    exact = [m for m in matches if content_key(m.content) == content_key(needle)]
    if len(exact) == 1:
        return exact[0]
    shown = matches[:MAX_CANDIDATES]
    listing = "; ".join(f"#{m.id} {m.content[:60]!r}" for m in shown)
    more = " and more" if len(matches) > MAX_CANDIDATES else ""
    raise Ambiguous(
        f"{needle!r} matches {len(matches)}{'+' if more else ''} memories: {listing}{more}. "
        "Use the id or a longer piece of the text.",
        [(m.id, m.content) for m in shown],
    )


def resolve_any(tx: StoreTx, owner: str, ref: int | str) -> Item:
    """Any version by id (forgotten, superseded or trashed too), else a substring match: among active
    memories first, then among trashed and forgotten ones (so ``restore "fact A"`` finds it)."""
    if isinstance(ref, bool) or not isinstance(ref, int | str):
        raise InvalidInput("no memory given: pass an id or a piece of its text")
    number = _as_id(ref)
    if number is not None:
        item = tx.get_item(owner, number)
        if item is not None:
            return item
        if isinstance(ref, int):
            raise NotFound(f"no memory #{number}")
    if isinstance(ref, str) and not ref.strip():
        raise InvalidInput("no memory given: pass an id or a piece of its text")
    needle = clean_text(str(ref))
    if tx.find_active_by_substring(owner, needle, 1):
        return resolve_active(tx, owner, ref)
    # Nothing active says it: a trashed or forgotten memory may (restore and purge take text too).
    # One match per chain: its newest matching version stands for the chain.
    latest: dict[int, Item] = {}
    for item in tx.find_inactive_by_substring(owner, needle, 4 * MAX_CANDIDATES):
        latest.setdefault(item.lineage, item)
    if not latest:
        if number is not None:
            raise NotFound(f"no memory #{number}")
        raise NotFound(f"no memory matches {needle!r}")
    return _one(needle, list(latest.values()))
