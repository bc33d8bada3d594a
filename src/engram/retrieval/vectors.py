"""Vectors: embedded after the write (in the background, or by the next recall), searched exactly with numpy.

Vectors are derived data. The store records which model and dimension produced an owner's
vectors; a ``Memory`` opened with a different embedder does not mix them (dense search is off
and a warning is logged) until ``reindex()`` re-embeds everything (mem0 #3385 is the bug avoided).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

from engram.errors import EngramError
from engram.providers.base import Embedder
from engram.retrieval import ivf
from engram.store.base import EarlyVectorSearchTx, ItemQuery, Store, StoreTx, VectorSearchTx

log = logging.getLogger("engram.vectors")
KINDS = ("item", "turn", "block")


def _meta_key(owner: str) -> str:
    return f"embedder:{owner}"


def recorded_signature(tx: StoreTx, owner: str) -> str | None:
    """``"<model>:<dimension>"`` of the embedder that made the owner's vectors, or None when none
    is recorded yet (what ``engram doctor`` compares with the configured embedder)."""
    return tx.get_meta(_meta_key(owner))


def signature_of(embedder: Embedder) -> str:
    """The record an embedder leaves in the store beside the vectors it made."""
    return f"{embedder.model_name}:{embedder.dimension}"


def _mark_key(owner: str, kind: str) -> str:
    """The meta key of the watermark: rows of this kind up to it have been looked at."""
    return f"vecmark:{owner}:{kind}"


def pending_counts(store: Store, owner: str, limit: int = 10_000) -> dict[str, int]:
    """Rows of each kind still waiting for a vector (past the watermark; at most ``limit`` counted)."""
    with store.read() as tx:
        return {
            kind: len(tx.missing_vectors(owner, kind, limit, after_id=int(tx.get_meta(_mark_key(owner, kind)) or 0)))
            for kind in KINDS
        }


ANN_THRESHOLD = 150_000  # below this an exact scan is fast enough (~10 ms at 100k x 384)


@dataclass
class _Matrix:
    """The vectors of one owner and kind held in memory.

    Past ``ANN_THRESHOLD`` rows the bulk lives in an IVF index and ``matrix`` holds only the rows
    added since it was built (the delta, searched exactly); the index is rebuilt when the delta
    grows past a fifth of it. Rows the store has since deleted may linger in the index; callers
    re-check every candidate against the store, so they never surface.
    """

    count: int = 0  # the store's vector-deletion counter when this was loaded
    max_rowid: int = 0
    ids: npt.NDArray[np.int64] = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    matrix: npt.NDArray[np.float32] | None = None
    ann: ivf.IvfIndex | None = None
    ann_max_rowid: int = 0

    def append(self, rows: list[tuple[int, int, bytes]]) -> None:
        if not rows:
            return
        block = np.vstack([np.frombuffer(b, dtype=np.float32) for _, _, b in rows]).astype(np.float32)
        self.matrix = block if self.matrix is None else np.vstack([self.matrix, block])
        self.ids = np.concatenate([self.ids, np.asarray([r for _, r, _ in rows], dtype=np.int64)])

    def maybe_build_ann(self) -> None:
        delta = 0 if self.matrix is None else self.matrix.shape[0]
        indexed = 0 if self.ann is None else self.ann.size
        if indexed + delta < ANN_THRESHOLD or (self.ann is not None and delta <= indexed // 5):
            return
        vectors = [m for m in (None if self.ann is None else self.ann.vectors, self.matrix) if m is not None]
        ids = [a for a in (None if self.ann is None else self.ann.ids, self.ids) if a is not None]
        self.ann = ivf.build(np.vstack(vectors), np.concatenate(ids))
        self.ann_max_rowid = self.max_rowid
        self.matrix, self.ids = None, np.zeros(0, np.int64)


class VectorIndex:
    """Per-owner, per-kind matrices cached in memory and refreshed incrementally from the store."""

    def __init__(self, embedder: Embedder | None) -> None:
        self.embedder = embedder
        self._cache: dict[tuple[str, str], _Matrix] = {}
        self._lock = threading.Lock()  # the cached matrices
        self._fill_lock = threading.Lock()  # one batch of pending rows embedded at a time

    @property
    def signature(self) -> str | None:
        if self.embedder is None:
            return None
        return signature_of(self.embedder)

    def usable(self, tx: StoreTx, owner: str) -> bool:
        """True when this embedder may read and write the owner's vectors."""
        return self.embedder is not None and self._accepts(tx.get_meta(_meta_key(owner)), owner)

    def _accepts(self, stored: str | None, owner: str) -> bool:
        """Whether vectors recorded as made by ``stored`` (None: none yet) may be mixed with this embedder's."""
        if stored is None or stored == self.signature:
            return True
        log.warning(
            "vectors for %s were made by %s, not %s: dense recall is off until `engram reindex`",
            owner,
            stored,
            self.signature,
        )
        return False

    def fill_missing(
        self,
        store: Store,
        owner: str,
        kinds: Sequence[str],
        batch: int = 256,
        *,
        full: bool = False,
        max_batches: int | None = None,
    ) -> int:
        """Embed rows of these kinds that have no vector yet; returns how many were embedded.

        Writers never embed: a row without a vector is pending, and that is read from the store,
        never remembered in memory, so work a crash interrupted is simply found again. A per-owner
        watermark (in the store's meta table) remembers up to which row id this was done, so the
        check before every recall only looks at rows written since (two reads, no model, when
        nothing is pending). ``full=True`` looks at every row again (rows whose embedding failed
        earlier). Each batch (read, embed, store) runs under one lock, so the background embedder
        and a recall never embed the same rows at once; ``max_batches`` bounds one call (the
        background embedder takes one batch at a time so a caller's recall waits for one at most).
        """
        if self.embedder is None:
            return 0
        done = 0
        for kind in kinds:
            mark_key = _mark_key(owner, kind)
            with store.read() as tx:
                mark = 0 if full else int(tx.get_meta(mark_key) or 0)
                top = tx.max_row_id(kind)
            if top <= mark:
                continue
            self.signature  # noqa: B018 - loads the model before any store lock is taken
            with store.read() as tx:
                if not self.usable(tx, owner):
                    return done
            batches, exhausted = 0, True
            while True:
                if max_batches is not None and batches >= max_batches:
                    exhausted = False
                    break
                with self._fill_lock:
                    with store.read() as tx:
                        pending = tx.missing_vectors(owner, kind, batch, after_id=mark)
                    if not pending:
                        break
                    try:
                        vectors = self.embedder.embed_documents([text for _, text in pending])
                    except EngramError as exc:
                        log.warning("embedding failed; recall stays lexical for now: %s", exc.message)
                        return done
                    rows = [
                        (ref, np.asarray(vec, dtype=np.float32).tobytes())
                        for (ref, _), vec in zip(pending, vectors, strict=True)
                    ]
                    with store.write() as tx:  # exclusive: checking and recording the embedder is one step
                        stored = tx.get_meta(_meta_key(owner))
                        if not self._accepts(stored, owner):
                            return done  # another process recorded another model meanwhile
                        if stored is None and self.signature is not None:
                            tx.set_meta(_meta_key(owner), self.signature)
                        tx.put_vectors(owner, kind, rows)
                done += len(rows)
                batches += 1
                if len(pending) < batch:
                    break  # a short batch: nothing more was pending
            if not exhausted:
                continue
            with store.write() as tx:
                # Keyed writers (remember) commit out of id order, so a row at or below ``top`` may
                # have committed, without a vector, after the scan above. This exclusive
                # transaction runs once every earlier writer has finished: stop the mark below it.
                late = tx.missing_vectors(owner, kind, 1, after_id=mark)
                settled = top if not late or late[0][0] > top else late[0][0] - 1
                if int(tx.get_meta(mark_key) or 0) < settled:
                    tx.set_meta(mark_key, str(settled))
        return done

    def reindex(self, store: Store, owner: str) -> int:
        """Drop this owner's vectors, record the current embedder, and embed everything again."""
        if self.embedder is None or self.signature is None:
            raise EngramError("no embedder is configured: install engramdb[embed] or configure a provider")
        with store.write() as tx:
            tx.drop_vectors(owner)
            tx.set_meta(_meta_key(owner), self.signature)
            for kind in KINDS:
                tx.set_meta(_mark_key(owner, kind), "0")
        with self._lock:
            self._cache = {k: v for k, v in self._cache.items() if k[0] != owner}
        return self.fill_missing(store, owner, KINDS)

    def search(
        self, tx: StoreTx, owner: str, kind: str, query: npt.NDArray[np.float32], limit: int
    ) -> dict[int, float]:
        """Cosine top-``limit`` over the owner's vectors of one kind: in the store when it can search
        (``VectorSearchTx``), else exact in memory, or IVF plus an exact delta."""
        if isinstance(tx, VectorSearchTx):
            return dict(tx.nearest_vectors(owner, kind, np.asarray(query, dtype=np.float32).tobytes(), limit))
        entry = self._refresh(tx, owner, kind)
        found: dict[int, float] = {}
        if entry.ann is not None and entry.ann.centroids.shape[1] == query.shape[0]:
            found = ivf.search(entry.ann, query, limit)
        if entry.matrix is not None and entry.matrix.shape[0] and entry.matrix.shape[1] == query.shape[0]:
            sims = entry.matrix @ query
            take = min(limit, sims.shape[0])
            for i in np.argpartition(-sims, take - 1)[:take]:
                key = int(entry.ids[i])
                found[key] = max(found.get(key, -1.0), float(sims[i]))
        if len(found) > limit:
            found = dict(sorted(found.items(), key=lambda kv: -kv[1])[:limit])
        return found

    def search_later(
        self,
        tx: StoreTx,
        owner: str,
        kind: str,
        query: npt.NDArray[np.float32] | None,
        limit: int,
        ranking: ItemQuery | None = None,
    ) -> Callable[[], dict[int, float]]:
        """``search``, started now when the store can run it beside this transaction's other queries
        (``EarlyVectorSearchTx``, which may also read the items' ranking rows for ``ranking``) and
        collected by calling the result; otherwise run when called."""
        if query is None:
            return dict
        if isinstance(tx, EarlyVectorSearchTx) and isinstance(tx, VectorSearchTx):
            blob = np.asarray(query, dtype=np.float32).tobytes()
            pending = tx.start_nearest_vectors(owner, kind, blob, limit, ranking)
            return lambda: dict(pending())
        return lambda: self.search(tx, owner, kind, query, limit)

    def _refresh(self, tx: StoreTx, owner: str, kind: str) -> _Matrix:
        deleted, max_rowid = tx.vector_stats(owner, kind)
        with self._lock:
            entry = self._cache.get((owner, kind))
            if entry is not None and (entry.count, entry.max_rowid) == (deleted, max_rowid):
                return entry
            if entry is not None and entry.count == deleted and max_rowid > entry.max_rowid:
                entry.append(tx.vectors_since(owner, kind, entry.max_rowid))  # only appends since the last look
                entry.max_rowid = max_rowid
            else:
                old = entry
                entry = _Matrix(count=deleted, max_rowid=max_rowid)
                rows = tx.vectors_since(owner, kind, 0)
                if old is not None and old.ann is not None:  # keep the index; re-read only what it lacks
                    entry.ann, entry.ann_max_rowid = old.ann, old.ann_max_rowid
                    rows = [r for r in rows if r[0] > old.ann_max_rowid]
                entry.append(rows)
                self._cache[(owner, kind)] = entry
            entry.maybe_build_ann()
            return entry
