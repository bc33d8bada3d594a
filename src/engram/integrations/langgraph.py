"""``EngramStore``: engram as LangGraph's long-term memory store (a real ``BaseStore``).

A LangGraph value becomes one engram memory (source ``agent``, tag ``langgraph``): its content is
the value's text (what recall finds it by), its ``detail`` the exact value as JSON, its namespace
the item's namespace and key (:mod:`engram.integrations.langgraph_paths`). Overwriting a key
updates the memory (a new version; the old one stays in its history) and deleting forgets it, so
``engram history``, ``engram undo`` and the web journal work on LangGraph's writes as on any other.
A search with a ``query`` goes through engram's recall (lexical and, with an embedder, by meaning).

Secrets in values are redacted before they are stored, like everything engram keeps.
"""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import Any

from engram import validation as v
from engram.errors import InvalidInput, NotFound
from engram.integrations import langgraph_paths as paths
from engram.integrations import missing_extra
from engram.memory import Memory
from engram.models import Item as Memo
from engram.redaction import redact

try:
    from langgraph.store.base import (
        BaseStore,
        GetOp,
        Item,
        ListNamespacesOp,
        Op,
        PutOp,
        Result,
        SearchItem,
        SearchOp,
    )
except ImportError as exc:  # the [langgraph] extra is not installed
    raise missing_extra("langgraph", "langgraph") from exc

TAG = "langgraph"
_MAX_RECALL = 1000  # engram's recall returns at most this many hits


class EngramStore(BaseStore):
    """LangGraph's ``BaseStore`` over an engram :class:`~engram.memory.Memory`.

    ``EngramStore()`` opens the default store (``$ENGRAM_DB``, owner from the settings), as
    ``Memory.open()`` does, and closes it with :meth:`close`; ``EngramStore(memory)`` uses an open
    memory and leaves closing it to the caller. ``root`` is the engram namespace every LangGraph
    namespace lives under; ``category`` is the category new memories get; ``index`` names the value
    fields recalled by (LangGraph's path syntax; default: the whole value), and a put's own
    ``index=[...]`` overrides it. Operations in one batch run in order, each seeing the ones before.
    """

    supports_ttl = False

    def __init__(
        self,
        memory: Memory | None = None,
        *,
        root: str = "langgraph",
        category: str = "fact",
        index: list[str] | None = None,
    ) -> None:
        self._root = v.namespace(root)
        self._owns = memory is None
        self._memory = Memory.open() if memory is None else memory
        try:
            self._category = v.category(category, self._memory.policy)
        except InvalidInput:
            self.close()
            raise
        self._fields = list(index) if index else None
        # A put reads the key's memory, then writes: LangGraph runs parallel nodes on threads, so
        # puts through one store take turns (another process racing is healed by the next put).
        self._put_lock = threading.Lock()

    @property
    def memory(self) -> Memory:
        return self._memory

    def close(self) -> None:
        """Close the memory if this store opened it."""
        if self._owns:
            self._memory.close()

    def __enter__(self) -> EngramStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ---- the BaseStore contract --------------------------------------------------------------
    def batch(self, ops: Iterable[Op]) -> list[Result]:
        return [self._run(op) for op in ops]

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        """engram's core is synchronous: the batch runs on a worker thread, off the event loop."""
        return await asyncio.to_thread(self.batch, list(ops))

    def _run(self, op: Op) -> Result:
        if isinstance(op, GetOp):
            found = self._active(op.namespace, op.key)
            return None if not found else self._item(found[-1])
        if isinstance(op, PutOp):
            with self._put_lock:
                self._put(op)
            return None
        if isinstance(op, SearchOp):
            return self._search(op)
        if isinstance(op, ListNamespacesOp):
            return self._list_namespaces(op)
        raise InvalidInput(f"unknown LangGraph store operation {type(op).__name__}")

    # ---- reads ---------------------------------------------------------------------------------
    def _active(self, labels: tuple[str, ...], key: str) -> list[Memo]:
        """The active memories of one item, oldest first (more than one only after a race)."""
        where = paths.item_namespace(self._root, tuple(labels), key)
        return [m for m in self._memory.list(namespace=where) if m.namespace == where]

    def _decode(self, memo: Memo) -> tuple[tuple[str, ...], str, dict[str, Any]] | None:
        place = paths.parse_item_namespace(self._root, memo.namespace)
        if place is None or memo.detail is None:
            return None
        try:
            value = json.loads(memo.detail)
        except ValueError:
            return None
        return (place[0], place[1], value) if isinstance(value, dict) else None

    def _created_at(self, memo: Memo) -> datetime:
        if memo.supersedes is None:
            return memo.recorded_at
        try:
            return self._memory.get(memo.lineage).recorded_at
        except NotFound:  # the first version was purged from the trash
            return memo.recorded_at

    def _item(self, memo: Memo) -> Item | None:
        decoded = self._decode(memo)
        if decoded is None:
            return None
        labels, key, value = decoded
        return Item(
            value=value, key=key, namespace=labels, created_at=self._created_at(memo), updated_at=memo.recorded_at
        )

    def _search_item(self, memo: Memo, score: float | None) -> SearchItem | None:
        decoded = self._decode(memo)
        if decoded is None:
            return None
        labels, key, value = decoded
        return SearchItem(labels, key, value, self._created_at(memo), memo.recorded_at, score)

    def _search(self, op: SearchOp) -> list[SearchItem]:
        if op.limit < 0 or op.offset < 0:
            raise InvalidInput("search limit and offset must not be negative")
        prefix = paths.prefix_namespace(self._root, tuple(op.namespace_prefix))
        wanted = op.offset + op.limit
        found: list[SearchItem] = []
        if op.query is None or not str(op.query).strip():
            memos = sorted(self._memory.list(namespace=prefix), key=lambda m: m.id, reverse=True)
            for memo in memos:  # the most recently written first
                result = self._search_item(memo, None)
                if result is not None and paths.filter_matches(result.value, op.filter):
                    found.append(result)
                    if len(found) >= wanted:
                        break
            return found[op.offset : wanted]
        k = min(_MAX_RECALL, max(10, wanted * 4))
        while True:
            hits = self._memory.recall(str(op.query), k=k, kinds=("item",), namespace=prefix)
            found = []
            for hit in hits:
                try:
                    memo = self._memory.get(hit.id)
                except NotFound:
                    continue
                result = self._search_item(memo, hit.score)
                if result is not None and paths.filter_matches(result.value, op.filter):
                    found.append(result)
            if len(found) >= wanted or len(hits) < k or k >= _MAX_RECALL:
                return found[op.offset : wanted]
            k = min(_MAX_RECALL, k * 4)

    def _list_namespaces(self, op: ListNamespacesOp) -> list[tuple[str, ...]]:
        if op.limit < 0 or op.offset < 0:
            raise InvalidInput("list_namespaces limit and offset must not be negative")
        spaces: set[tuple[str, ...]] = set()
        for memo in self._memory.list(namespace=self._root):
            place = paths.parse_item_namespace(self._root, memo.namespace)
            if place is None:
                continue
            labels = place[0]
            if all(paths.namespace_matches(labels, c.match_type, tuple(c.path)) for c in op.match_conditions or ()):
                spaces.add(labels if op.max_depth is None else labels[: op.max_depth])
        return sorted(spaces)[op.offset : op.offset + op.limit]

    # ---- writes --------------------------------------------------------------------------------
    def _put(self, op: PutOp) -> None:
        labels, key = tuple(op.namespace), str(op.key)
        existing = self._active(labels, key)
        if op.value is None:
            for memo in existing:
                self._memory.forget(memo.id)
            return
        stored = _stored_json(op.value, self._memory.policy.max_detail_chars)
        fields = self._fields if op.index is None else (None if op.index is False else list(op.index))
        text = paths.index_text(json.loads(stored), fields, self._memory.policy.max_content_chars - 500)
        where = paths.item_namespace(self._root, labels, key)
        if not existing:
            result = self._memory.remember(
                text, category=self._category, namespace=where, detail=stored, tags=(TAG,), source="agent"
            )
            if result.created or result.item.detail == stored:
                return
            existing = [result.item]  # another writer stored the same text for this key meanwhile
        *extra, newest = existing
        for memo in extra:  # two writers raced on a new key: keep the newest write only
            self._memory.forget(memo.id)
        self._memory.update(newest.id, text, detail=stored)


def _stored_json(value: Mapping[str, Any], limit: int) -> str:
    """The value's JSON as engram will store it, secrets redacted: each string on its own (a secret
    inside one string value), then the whole text as engram redacts everything it stores (a secret
    split over a key and its value, ``{"password": "..."}``)."""
    redacted = paths.value_json(_redact_strings(json.loads(paths.value_json(value))))
    safe = v.secret_free(redacted)
    try:
        json.loads(safe)
    except ValueError as exc:  # fail closed: never store a secret to keep a value readable
        raise InvalidInput("the value holds a secret that cannot be redacted inside its JSON") from exc
    if len(safe) > limit:
        raise InvalidInput(f"the value is {len(safe)} characters of JSON; engram keeps at most {limit} per item")
    return safe


def _redact_strings(value: Any) -> Any:
    if isinstance(value, str):
        return redact(value).text
    if isinstance(value, dict):
        return {redact(str(k)).text: _redact_strings(inner) for k, inner in value.items()}
    if isinstance(value, list):
        return [_redact_strings(inner) for inner in value]
    return value


__all__ = ["EngramStore"]
