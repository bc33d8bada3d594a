"""Copy a whole store to another backend, row for row, and prove two stores hold the same thing.

``copy_store`` reads the source inside one read transaction (one consistent snapshot) and writes
the target inside one write transaction, page by page: a copy that fails half-way leaves the
target as empty as it was, and the source is only ever read. Every id, time, version, event and
vector is kept, so history, undo and provenance mean the same thing on the target.

``verify_stores`` walks both stores side by side in key order and lists the first differences.
Vectors are compared as a ``(kind, id) -> bytes`` mapping: the rowids a backend uses to notice new
vectors are its own business.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, TypeVar

from engram.errors import Conflict
from engram.models import Session
from engram.retrieval.vectors import KINDS
from engram.store.base import OWNER_TABLES, BulkReadTx, BulkWriteTx, Store, StoreTx, VacuumStore
from engram.timeutil import to_text

Progress = Callable[[str, int], None]
T = TypeVar("T")
DEFAULT_BATCH = 1000
GLOBAL_TABLES = ("meta", "api_keys")
TABLES = (*GLOBAL_TABLES, *OWNER_TABLES)


@dataclass(frozen=True, slots=True)
class CopyReport:
    """What a copy moved: rows per table (summed over owners) and the owners it found."""

    counts: Mapping[str, int]
    owners: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Difference:
    """One way the target differs from the source: a table, the row's key, and what differs."""

    table: str
    key: str
    detail: str

    def __str__(self) -> str:
        return f"{self.table} {self.key}: {self.detail}"


@dataclass(frozen=True, slots=True)
class VerifyReport:
    """Row counts of both stores and the first differences found (none: the stores are equal)."""

    source_counts: Mapping[str, int]
    target_counts: Mapping[str, int]
    differences: tuple[Difference, ...]
    truncated: bool = False  # more differences exist than were listed

    @property
    def equal(self) -> bool:
        return not self.differences


def _pages(fetch: Callable[[int, int], Sequence[T]], key: Callable[[T], int], batch: int) -> Iterator[Sequence[T]]:
    """Pages of a keyset-paginated read (``fetch(after, limit)``), until a short page."""
    after = 0
    while True:
        page = fetch(after, batch)
        if page:
            yield page
            after = key(page[-1])
        if len(page) < batch:
            return


def _vector_pages(reader: BulkReadTx, owner: str, kind: str, batch: int) -> Iterator[Sequence[tuple[int, bytes]]]:
    return _pages(lambda after, limit: reader.vector_rows(owner, kind, after, limit), lambda v: v[0], batch)


def _noter(note: Progress, table: str) -> Callable[[int], None]:
    return lambda n: note(table, n)


def _chunks(rows: Sequence[T], batch: int) -> Iterator[Sequence[T]]:
    for start in range(0, len(rows), batch):
        yield rows[start : start + batch]


def _all_sessions(tx: StoreTx, owner: str) -> list[Session]:
    both = tx.list_sessions(owner, trashed=False) + tx.list_sessions(owner, trashed=True)
    return sorted(both, key=lambda s: s.id)


def counts_of(store: Store) -> dict[str, int]:
    """Rows per table over every owner, plus portable meta keys and API keys (for progress bars)."""
    with store.read() as tx:
        return _counts(tx)


def _counts(reader: BulkReadTx) -> dict[str, int]:
    totals = dict.fromkeys(TABLES, 0)
    totals["meta"] = len(reader.all_meta())
    totals["api_keys"] = len(reader.api_key_rows())
    for owner in reader.owners():
        for table, n in reader.row_counts(owner).items():
            totals[table] = totals.get(table, 0) + n
    return totals


def _is_empty(reader: BulkReadTx) -> bool:
    return not reader.owners() and not reader.api_key_rows() and not reader.all_meta()


def copy_store(
    source: Store, target: Store, *, batch: int = DEFAULT_BATCH, progress: Progress | None = None
) -> CopyReport:
    """Copy every row of ``source`` into the empty ``target`` (a ``Conflict`` if it is not empty)."""
    note = progress or (lambda _table, _n: None)
    moved = dict.fromkeys(TABLES, 0)

    def done(table: str, n: int) -> None:
        moved[table] += n
        note(table, n)

    with source.read() as src, target.write() as dst:
        reader = src
        writer = dst
        if not _is_empty(dst):
            raise Conflict(
                f"the target {target.location} already holds memories; migrate only into a new, empty store "
                "(nothing was changed)"
            )
        meta = reader.all_meta()
        for key, value in meta.items():
            dst.set_meta(key, value)
        done("meta", len(meta))
        keys = reader.api_key_rows()
        writer.load_api_keys(keys)
        done("api_keys", len(keys))
        owners = reader.owners()
        for owner in owners:
            _copy_owner(src, reader, writer, owner, batch, done)
        writer.finish_load(reader.id_watermarks())
    with target.write() as dst:  # statistics of the committed rows, for the target's query planner
        dst.refresh_statistics()
    if isinstance(target, VacuumStore):  # and visibility maps, for index-only scans
        target.vacuum()
    return CopyReport(counts=moved, owners=tuple(owners))


def _copy_owner(
    src: StoreTx,
    reader: BulkReadTx,
    writer: BulkWriteTx,
    owner: str,
    batch: int,
    done: Callable[[str, int], None],
) -> None:
    for chunk in _chunks(_all_sessions(src, owner), batch):
        writer.load_sessions(chunk)
        done("sessions", len(chunk))
    for turns in _pages(lambda a, n: reader.turn_rows(owner, a, n), lambda t: t.id, batch):
        writer.load_turns(owner, turns)
        done("turns", len(turns))
    for items in _pages(lambda a, n: reader.item_rows(owner, a, n), lambda r: r.item.id, batch):
        writer.load_items(items)
        done("items", len(items))
    for links in _chunks(src.all_links(owner), batch):
        writer.load_links(links)
        done("links", len(links))
    for blocks in _chunks(src.all_blocks(owner), batch):
        writer.load_blocks(blocks)
        done("blocks", len(blocks))
    for events in _pages(lambda a, n: reader.event_rows(owner, a, n), lambda e: e.id, batch):
        writer.load_events(events)
        done("events", len(events))
    digests = sorted(src.list_digests(owner, include_trashed=True), key=lambda d: d.id)
    for chunk_d in _chunks(digests, batch):
        writer.load_digests(owner, chunk_d)
        done("digests", len(chunk_d))
    for daily in _chunks(reader.daily_rows(owner), batch):
        writer.load_daily(owner, daily)
        done("daily", len(daily))
    for snaps in _chunks(reader.snapshot_rows(owner), batch):
        writer.load_snapshots(owner, snaps)
        done("snapshots", len(snaps))
    for kind in KINDS:
        for vectors in _vector_pages(reader, owner, kind, batch):
            writer.load_vectors(owner, kind, vectors)
            done("vectors", len(vectors))


# ---- verify ------------------------------------------------------------------------------------
def _norm(value: Any) -> Any:
    """A backend-neutral form for comparison: instants as engram text, sequences as tuples."""
    if isinstance(value, datetime):
        return to_text(value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _norm(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, Mapping):
        return {str(k): _norm(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return tuple(_norm(v) for v in value)
    return value


def _flat(value: Any) -> dict[str, Any]:
    """Field name -> normalised value, nested rows flattened (``StoredItem`` -> item fields + key)."""
    out: dict[str, Any] = {}
    for name, v in _norm(value).items():
        if isinstance(v, dict) and name in ("item", "entry", "key"):
            out.update(v)
        else:
            out[name] = v
    return out


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


class _Differences:
    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.found: list[Difference] = []
        self.truncated = False

    @property
    def full(self) -> bool:
        return len(self.found) >= self.limit

    def add(self, table: str, key: str, detail: str) -> None:
        if self.full:
            self.truncated = True
            return
        self.found.append(Difference(table, key, detail))

    def compare_rows(self, table: str, key: str, a: Any, b: Any) -> None:
        if not dataclasses.is_dataclass(a) or not dataclasses.is_dataclass(b):  # meta values, vector bytes
            if a != b:
                what = "vector bytes differ" if isinstance(a, bytes) else f"source={_short(a)} target={_short(b)}"
                self.add(table, key, what)
            return
        fa, fb = _flat(a), _flat(b)
        if fa == fb:
            return
        for name in sorted(set(fa) | set(fb)):
            if fa.get(name) != fb.get(name):
                self.add(table, key, f"{name}: source={_short(fa.get(name))} target={_short(fb.get(name))}")
                return

    def walk(
        self, table: str, a: Iterable[tuple[Any, Any]], b: Iterable[tuple[Any, Any]], note: Callable[[int], None]
    ) -> None:
        """Merge two key-ordered streams of (key, row): rows on one side only, and rows that differ."""
        left, right = iter(a), iter(b)
        x, y = next(left, None), next(right, None)
        while x is not None or y is not None:
            if self.full:
                self.truncated = True
                return
            if y is None or (x is not None and x[0] < y[0]):
                assert x is not None
                self.add(table, _key(x[0]), "only in the source")
                note(1)
                x = next(left, None)
            elif x is None or y[0] < x[0]:
                self.add(table, _key(y[0]), "only in the target")
                y = next(right, None)
            else:
                self.compare_rows(table, _key(x[0]), x[1], y[1])
                note(1)
                x, y = next(left, None), next(right, None)


def _key(key: Any) -> str:
    """``("alice", ("turn", 2))`` -> ``alice/turn/2``."""
    if isinstance(key, tuple):
        return "/".join(_key(k) for k in key)
    return str(key)


def _streams(tx: StoreTx, reader: BulkReadTx, owner: str, batch: int) -> dict[str, Iterable[tuple[Any, Any]]]:
    """Each owner table as a key-ordered stream of (key, row), read page by page."""

    def paged(fetch: Callable[[int, int], Sequence[T]], key: Callable[[T], Any]) -> Iterator[tuple[Any, T]]:
        for page in _pages(fetch, key, batch):
            for row in page:
                yield key(row), row

    def vectors() -> Iterator[tuple[Any, Any]]:
        for kind in KINDS:
            for page in _vector_pages(reader, owner, kind, batch):
                for ref, blob in page:
                    yield (kind, ref), blob

    return {
        "sessions": ((s.id, s) for s in _all_sessions(tx, owner)),
        "turns": paged(lambda a, n: reader.turn_rows(owner, a, n), lambda t: t.id),
        "items": paged(lambda a, n: reader.item_rows(owner, a, n), lambda r: r.item.id),
        "links": ((k.id, k) for k in tx.all_links(owner)),
        "blocks": ((b.id, b) for b in tx.all_blocks(owner)),
        "events": paged(lambda a, n: reader.event_rows(owner, a, n), lambda e: e.id),
        "digests": ((d.id, d) for d in sorted(tx.list_digests(owner, include_trashed=True), key=lambda d: d.id)),
        "daily": ((r.entry.id, r) for r in reader.daily_rows(owner)),
        "snapshots": (((s.session_id, s.key), s) for s in reader.snapshot_rows(owner)),
        "vectors": vectors(),
    }


def verify_stores(
    source: Store,
    target: Store,
    *,
    batch: int = DEFAULT_BATCH,
    max_differences: int = 20,
    progress: Progress | None = None,
) -> VerifyReport:
    """Compare every row of two stores; the report lists up to ``max_differences`` differences."""
    note = progress or (lambda _table, _n: None)
    diffs = _Differences(max(1, max_differences))
    with source.read() as a, target.read() as b:
        ra, rb = a, b
        counts_a, counts_b = _counts(ra), _counts(rb)
        meta_a, meta_b = ra.all_meta(), rb.all_meta()
        diffs.walk("meta", sorted(meta_a.items()), sorted(meta_b.items()), lambda n: note("meta", n))
        keys_a = [(k.key.id, k) for k in ra.api_key_rows()]
        keys_b = [(k.key.id, k) for k in rb.api_key_rows()]
        diffs.walk("api_keys", keys_a, keys_b, lambda n: note("api_keys", n))
        marks_a, marks_b = ra.id_watermarks(), rb.id_watermarks()
        for name in sorted(set(marks_a) & set(marks_b)):
            if marks_a[name] != marks_b[name]:
                diffs.add("id_watermarks", name, f"next id differs: source={marks_a[name]} target={marks_b[name]}")
        for owner in sorted(set(ra.owners()) | set(rb.owners())):
            streams_a, streams_b = _streams(a, ra, owner, batch), _streams(b, rb, owner, batch)
            for table in OWNER_TABLES:
                if diffs.full:
                    break
                diffs.walk(
                    table,
                    (((owner, k), row) for k, row in streams_a[table]),
                    (((owner, k), row) for k, row in streams_b[table]),
                    _noter(note, table),
                )
    return VerifyReport(counts_a, counts_b, tuple(diffs.found), diffs.truncated)
