"""The SQLite adapter's search rows: FTS5 lexical search, term statistics, ranking rows and vectors."""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Sequence
from typing import Any

from engram.models import Block, Item
from engram.store.base import ItemQuery, TurnContext
from engram.store.rows import block as _block
from engram.store.rows import item as _item
from engram.store.sqlite.sql import (
    _ITEM_COLUMNS,
    _TERM_COUNT_CACHE_MIN,
    _TERM_COUNT_CACHE_SIZE,
    _TERM_COUNT_TTL_S,
    _ensure_vocab_views,
    _item_filters,
)
from engram.timeutil import from_text


class SearchRows:
    """Search and vector primitives of :class:`~engram.store.sqlite.tx.SqliteTx` (it supplies ``_c``)."""

    _c: sqlite3.Connection
    _term_counts: dict[tuple[str, str], tuple[int, float]]
    _ranking_rows: dict[str, dict[int, tuple[int, float | None, str, str | None] | None]]
    _BLOCK_SELECT: str

    # ---- search ------------------------------------------------------------------------------
    def prune_terms(self, table: str, words: Sequence[str], postings_budget: int) -> list[str]:
        """The query words worth sending to FTS5: those present in ``table``, rarest first, while the
        posting lists they pull in stay within ``postings_budget``. A query made only of words that
        common gets no lexical search at all (its terms barely rank anything; embeddings carry it).

        BM25 gives very common terms almost no weight but FTS5 still scores every document that
        contains them; dropping them bounds the cost of a query on a large store. Stems come from
        the same tokenizer the index uses, so "running" and "runs" count as one term.
        """
        if table not in ("items_fts", "turns_fts", "blocks_fts") or not words:
            return list(words)
        _ensure_vocab_views(self._c)
        self._c.execute("DELETE FROM temp.query_terms")
        self._c.executemany("INSERT INTO temp.query_terms (rowid, word) VALUES (?, ?)", list(enumerate(words, start=1)))
        stems: dict[str, list[str]] = {}
        for stem, doc in self._c.execute("SELECT term, doc FROM temp.query_terms_stems"):
            stems.setdefault(stem, []).append(words[int(doc) - 1])
        if not stems:
            return []
        df = self._document_counts(table, list(stems))
        kept: list[str] = []
        total = 0
        for stem in sorted((s for s in stems if df.get(s)), key=lambda s: df[s]):
            if total + df[stem] > postings_budget:
                break
            kept += stems[stem]
            total += df[stem]
        return kept

    def _document_counts(self, table: str, stems: list[str]) -> dict[str, int]:
        """How many documents hold each stem. Counting walks the term's whole posting list (tens of
        milliseconds for a term in most of a million documents), so the counts of common terms are
        cached per store for a few minutes: they move slowly and only decide which common terms are
        left out. Rare terms (cheap to count) are always counted afresh, so a word just written is
        never dropped for a stale zero."""
        now = time.monotonic()
        counts: dict[str, int] = {}
        missing = []
        for stem in stems:
            cached = self._term_counts.get((table, stem))
            if cached is not None and now - cached[1] < _TERM_COUNT_TTL_S:
                counts[stem] = cached[0]
            else:
                missing.append(stem)
        if missing:
            marks = ",".join("?" * len(missing))
            found = dict(
                self._c.execute(f"SELECT term, doc FROM temp.{table}_vocab WHERE term IN ({marks})", missing).fetchall()
            )
            if len(self._term_counts) > _TERM_COUNT_CACHE_SIZE:
                self._term_counts.clear()
            for stem in missing:
                counts[stem] = int(found.get(stem, 0))
                if counts[stem] >= _TERM_COUNT_CACHE_MIN:
                    self._term_counts[(table, stem)] = (counts[stem], now)
        return counts

    def lexical_turns(
        self,
        owner: str,
        match: str,
        weights: tuple[float, float, float, float],
        limit: int,
        namespace: str | None = None,
        session_id: str | None = None,
    ) -> list[tuple[int, float]]:
        """BM25 over turn text, neighbouring turns and the day; higher scores are better."""
        sql = (
            f"SELECT f.rowid, -bm25(turns_fts, {weights[0]}, {weights[1]}, {weights[2]}, {weights[3]}) AS s "
            "FROM turns_fts f JOIN turns t ON t.id = f.rowid JOIN sessions x ON x.pk = t.session_pk "
            "WHERE turns_fts MATCH ? AND t.owner = ? AND x.trashed_at IS NULL"
        )
        args: list[Any] = [match, owner]
        if namespace is not None:
            sql += " AND (x.namespace = ? OR substr(x.namespace, 1, length(?) + 1) = ? || '/')"
            args += [namespace] * 3
        if session_id is not None:
            sql += " AND x.id = ?"
            args.append(session_id)
        sql += " ORDER BY s DESC LIMIT ?"
        args.append(limit)
        return [(int(r[0]), float(r[1])) for r in self._c.execute(sql, args)]

    def lexical_items(self, owner: str, match: str, limit: int, query: ItemQuery) -> list[tuple[int, float]]:
        """BM25 over items in scope. The FTS5 ranking runs alone first (joins per match cost more than
        the ranking); only if too few of its top rows are in scope does the joined query run."""
        ranked = self._c.execute(
            "SELECT rowid, -bm25(items_fts, 1.0, 0.8, 0.4, 0.6) AS s FROM items_fts WHERE items_fts MATCH ? "
            "ORDER BY s DESC LIMIT ?",
            (match, limit),
        ).fetchall()
        in_scope = {row[0] for row in self.item_ranking_rows([int(r[0]) for r in ranked], query)}
        kept = [(int(r[0]), float(r[1])) for r in ranked if r[0] in in_scope]
        if len(kept) >= limit // 2 or len(ranked) < limit:
            return kept
        where, args = _item_filters(query, prefix="i.")
        sql = (
            "SELECT f.rowid, -bm25(items_fts, 1.0, 0.8, 0.4, 0.6) AS s FROM items_fts f JOIN items i ON i.id = f.rowid "
            f"WHERE items_fts MATCH ? AND {' AND '.join(where)} ORDER BY s DESC LIMIT ?"
        )
        return [(int(r[0]), float(r[1])) for r in self._c.execute(sql, [match, *args, limit])]

    def lexical_blocks(self, owner: str, match: str, limit: int, namespace: str | None) -> list[tuple[int, float]]:
        sql = (
            "SELECT f.rowid, -bm25(blocks_fts) AS s FROM blocks_fts f JOIN blocks b ON b.id = f.rowid "
            "WHERE blocks_fts MATCH ? AND b.owner = ? AND b.valid_until IS NULL"
        )
        args: list[Any] = [match, owner]
        if namespace is not None:
            sql += " AND (b.namespace = ? OR substr(b.namespace, 1, length(?) + 1) = ? || '/')"
            args += [namespace] * 3
        sql += " ORDER BY s DESC LIMIT ?"
        args.append(limit)
        return [(int(r[0]), float(r[1])) for r in self._c.execute(sql, args)]

    def turn_contexts(self, owner: str, turn_ids: Sequence[int]) -> list[TurnContext]:
        """Turns with what ranking needs: session, neighbours, speaker, namespace."""
        if not turn_ids:
            return []
        marks = ",".join("?" * len(turn_ids))
        rows = self._c.execute(
            "SELECT t.id, x.id, x.namespace, t.seq, t.speaker, t.text, t.at, t.external_id, t.role, "
            "(SELECT p.id FROM turns p WHERE p.session_pk = t.session_pk AND p.seq = t.seq - 1), "
            "(SELECT n.id FROM turns n WHERE n.session_pk = t.session_pk AND n.seq = t.seq + 1) "
            f"FROM turns t JOIN sessions x ON x.pk = t.session_pk WHERE t.owner = ? AND x.trashed_at IS NULL "
            f"AND t.id IN ({marks})",
            (owner, *turn_ids),
        )
        return [
            TurnContext(
                id=r[0],
                session_id=r[1],
                namespace=r[2],
                seq=r[3],
                speaker=r[4],
                text=r[5],
                at=from_text(r[6]),
                external_id=r[7],
                role=r[8],
                prev_id=r[9],
                next_id=r[10],
            )
            for r in rows
        ]

    def speakers(self, owner: str) -> list[str]:
        rows = self._c.execute("SELECT DISTINCT speaker FROM turns WHERE owner = ? AND speaker IS NOT NULL", (owner,))
        return [r[0] for r in rows]

    def item_ranking_rows(
        self, ids: Sequence[int], query: ItemQuery
    ) -> list[tuple[int, float | None, str, str | None]]:
        """(id, confidence, recorded_at, last_confirmed_at) of those ids that pass the query's filters."""
        if not ids:
            return []
        # Within one transaction the same rows are asked for twice (lexical scope check, then the
        # union with dense candidates): remember them. "+col" looks rows up by id, not by index scan.
        key = repr(query)
        memo = self._ranking_rows.setdefault(key, {})
        wanted = [i for i in dict.fromkeys(ids) if i not in memo]
        if wanted:
            where, args = _item_filters(query, prefix="+")
            marks = ",".join("?" * len(wanted))
            rows = self._c.execute(
                f"SELECT id, confidence, recorded_at, last_confirmed_at FROM items WHERE id IN ({marks}) "
                f"AND {' AND '.join(where)}",
                (*wanted, *args),
            )
            for i in wanted:
                memo[i] = None
            for r in rows:
                memo[int(r[0])] = (int(r[0]), r[1], str(r[2]), r[3])
        return [row for i in dict.fromkeys(ids) if (row := memo[i]) is not None]

    def items_by_ids(self, owner: str, ids: Sequence[int]) -> list[Item]:
        if not ids:
            return []
        marks = ",".join("?" * len(ids))
        rows = self._c.execute(f"SELECT {_ITEM_COLUMNS} FROM items WHERE id IN ({marks}) AND +owner = ?", (*ids, owner))
        return [_item(r) for r in rows]

    def blocks_by_ids(self, owner: str, ids: Sequence[int]) -> list[Block]:
        if not ids:
            return []
        marks = ",".join("?" * len(ids))
        rows = self._c.execute(f"{self._BLOCK_SELECT} WHERE id IN ({marks}) AND +owner = ?", (*ids, owner))
        return [_block(r) for r in rows]

    # ---- vectors -----------------------------------------------------------------------------
    def put_vectors(self, owner: str, kind: str, rows: Sequence[tuple[int, bytes]]) -> None:
        self._c.executemany(
            # REPLACE gives a changed vector a new rowid, which is how caches notice the change
            "INSERT OR REPLACE INTO vectors (owner, kind, ref_id, vec) VALUES (?,?,?,?)",
            [(owner, kind, ref, blob) for ref, blob in rows],
        )

    def vector_stats(self, owner: str, kind: str) -> tuple[int, int]:
        """(deletions so far, highest rowid of this owner and kind): both O(1), and together they
        change whenever the set of vectors does (rowids only grow; every delete bumps the counter)."""
        deleted = self._c.execute("SELECT value FROM meta WHERE key = 'vectors.deleted'").fetchone()
        top = self._c.execute("SELECT max(rowid) FROM vectors WHERE owner = ? AND kind = ?", (owner, kind)).fetchone()
        return int(deleted[0]) if deleted else 0, int(top[0] or 0)

    def vectors_since(self, owner: str, kind: str, after_rowid: int) -> list[tuple[int, int, bytes]]:
        rows = self._c.execute(
            "SELECT rowid, ref_id, vec FROM vectors WHERE owner = ? AND kind = ? AND rowid > ? ORDER BY rowid",
            (owner, kind, after_rowid),
        )
        return [(int(r[0]), int(r[1]), bytes(r[2])) for r in rows]

    def missing_vectors(self, owner: str, kind: str, limit: int, after_id: int = 0) -> list[tuple[int, str]]:
        """Rows of ``kind`` with an id above ``after_id`` that have no vector yet, with the text to embed."""
        # `+owner` keeps SQLite on the rowid range (`id > ?`), which is what makes this cheap.
        source = {
            "item": "SELECT id, content FROM items x WHERE +owner = ?",
            "turn": "SELECT id, text FROM turns x WHERE +owner = ?",
            "block": "SELECT id, content FROM blocks x WHERE +owner = ? AND valid_until IS NULL",
        }[kind]
        rows = self._c.execute(
            f"{source} AND id > ? AND NOT EXISTS (SELECT 1 FROM vectors v WHERE v.kind = ? AND v.ref_id = x.id) "
            "ORDER BY id LIMIT ?",
            (owner, after_id, kind, limit),
        )
        return [(int(r[0]), str(r[1])) for r in rows]

    def max_row_id(self, kind: str) -> int:
        """The highest id of the table (any owner): ids only grow, so this is a cheap watermark."""
        table = {"item": "items", "turn": "turns", "block": "blocks"}[kind]
        row = self._c.execute(f"SELECT coalesce(max(id), 0) FROM {table}").fetchone()
        return int(row[0])

    def drop_vectors(self, owner: str) -> int:
        return self._c.execute("DELETE FROM vectors WHERE owner = ?", (owner,)).rowcount
