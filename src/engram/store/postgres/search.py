"""PostgreSQL full-text search for the store: tsvector columns ranked with ``ts_rank``.

A mixin of :class:`engram.store.postgres.store.PgTx` (same connection). The service hands over a
backend-neutral :class:`~engram.store.base.LexicalQuery`; its words are normalised by the same
text-search configuration the generated ``search`` columns use (one round trip, cached), and the
tsquery is built from those lexemes, quoted, so no input text is ever parsed as tsquery syntax.
Column weights stand in for FTS5's per-column BM25 weights: each searchable table puts
its columns under the labels A–D and ``ts_rank`` weighs the labels.

``ts_rank`` has no inverse document frequency; the ranking here adds it (a term found in few rows
counts more, as in BM25), using the per-lexeme document counts that ``prune_terms`` already
needs. See docs/postgres.md for how the two rankings compare.
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import psycopg

from engram.models import Block, Item
from engram.store.base import ItemQuery, ItemRank, LexicalQuery, TurnContext
from engram.store.postgres import query as q
from engram.store.postgres import rows
from engram.store.postgres.schema import ITEM_RANK_WEIGHTS, tsvector_sql
from engram.timeutil import from_text, opt_from_text

_TERM_COUNT_TTL_S = 300.0
_TERM_COUNT_CACHE_MIN = 2_000
_CACHE_SIZE = 100_000
# ts_rank normalisation 1: divide by 1 + log(document length), as BM25 normalises for length (LoCoMo
# dev R@10, lexical only: 0.789 with it, 0.783 without; docs/postgres.md).
RANK_NORMALIZATION = 1

# Per table: the fields a LexicalQuery may name -> the tsvector weight label, and the ts_rank weights
# in ts_rank's order {D, C, B, A}.
_ITEM_LABELS = {"content": "A", "summary": "B", "tags": "C", "detail": "D"}
_ITEM_WEIGHTS = (0.4, 0.6, 0.8, 1.0)  # ITEM_RANK_WEIGHTS is this, as ts_rank takes it
_TURN_LABELS = {"text": "A", "prev": "B", "next": "C", "date": "D"}
_DIGEST_LABELS = {"title": "A", "summary": "B", "details": "C"}
_DIGEST_WEIGHTS = (0.0, 0.4, 0.5, 1.0)
_BLOCK_LABELS = {"content": "A"}
_TABLES = {"item": "items", "turn": "turns", "block": "blocks"}


@dataclass
class Shared:
    """What every transaction of one store shares: caches of word normalisation and term counts."""

    pgvector_version: tuple[int, ...] = (0,)
    pool: Any = None  # the store's connection pool, for side searches (``start_nearest_vectors``)
    lexemes: dict[str, list[tuple[str, int]]] = field(default_factory=dict)
    term_counts: dict[tuple[str, str], tuple[int, float]] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock)


@dataclass(frozen=True, slots=True)
class _Query:
    """A ready tsquery and, per lexeme of it, the weight its rarity earns (an IDF)."""

    text: str
    idf: dict[str, float]
    terms: list[str] | None = None  # when the query is an OR of single lexemes (see q.single_terms)


def _weights(values: Sequence[float]) -> str:
    """A ts_rank weight array literal from weights in {D, C, B, A} order, scaled into [0, 1]."""
    top = max(max(values), 1e-9)
    return "{" + ",".join(f"{max(v, 0.0) / top:.6f}" for v in values) + "}"


class SearchRows:
    _c: psycopg.Connection[Any]
    _shared: Shared
    _ranking_rows: dict[str, dict[int, ItemRank | None]]  # per repr(ItemQuery), for this transaction

    # ---- normalising words ---------------------------------------------------------------------
    def _lexemes(self, texts: Sequence[str]) -> dict[str, list[tuple[str, int]]]:
        """(lexeme, position) of each text, exactly as the generated search columns see them."""
        shared = self._shared
        with shared.lock:
            known = {t: shared.lexemes[t] for t in texts if t in shared.lexemes}
        missing = [t for t in dict.fromkeys(texts) if t not in known]
        if missing:
            found: dict[str, list[tuple[str, int]]] = {t: [] for t in missing}
            result = self._c.execute(
                f"SELECT w.i, l.lexeme, l.positions[1] FROM unnest(%s::text[]) WITH ORDINALITY AS w(t, i), "
                f"unnest({tsvector_sql('w.t')}) AS l ORDER BY w.i, l.positions[1]".encode(),
                (missing,),
            )
            for index, lexeme, position in result:
                found[missing[int(index) - 1]].append((str(lexeme), int(position)))
            with shared.lock:
                if len(shared.lexemes) > _CACHE_SIZE:
                    shared.lexemes.clear()
                shared.lexemes.update(found)
            known.update(found)
        return known

    def _document_counts(self, table: str, lexemes: Sequence[str], cap: int | None = None) -> dict[str, int]:
        """How many rows of ``table`` hold each lexeme (GIN index counts). Counts of common lexemes
        are cached per store for a few minutes, as the SQLite adapter does: they move slowly and only
        decide which common words are left out and how little they weigh; rare ones are counted afresh.

        With ``cap``, counting stops there (a count of ``cap`` means "at least"): term pruning only
        needs to know that a word holds more rows than its budget, and a word in 300,000 of a
        million items took 20-50 ms to count in full, on every first query that held it."""
        shared = self._shared
        now = time.monotonic()
        counts: dict[str, int] = {}
        missing: list[str] = []
        with shared.lock:
            for lexeme in dict.fromkeys(lexemes):
                cached = shared.term_counts.get((table, lexeme))
                if cached is not None and now - cached[1] < _TERM_COUNT_TTL_S:
                    counts[lexeme] = cached[0] if cap is None else min(cached[0], cap)
                else:
                    missing.append(lexeme)
        if missing:
            limit = "" if cap is None else f" LIMIT {int(cap)}"
            if table == "items":  # live items only, from their postings (an index-only count)
                result = self._c.execute(
                    f"SELECT l, (SELECT count(*) FROM (SELECT 1 FROM item_terms WHERE lexeme = l{limit}) c) "
                    "FROM unnest(%s::text[]) AS l".encode(),
                    (missing,),
                )
            else:
                result = self._c.execute(
                    f"SELECT l, (SELECT count(*) FROM (SELECT 1 FROM {table} WHERE search @@ l::tsquery{limit}) c) "
                    "FROM unnest(%s::text[]) AS l".encode(),
                    ([q.quote_lexeme(m) for m in missing],),
                )
            fresh = {m: int(n) for m, (_, n) in zip(missing, result, strict=True)}
            counts.update(fresh)
            with shared.lock:
                if len(shared.term_counts) > _CACHE_SIZE:
                    shared.term_counts.clear()
                for lexeme, n in fresh.items():
                    if n >= _TERM_COUNT_CACHE_MIN and (cap is None or n < cap):  # a capped count is a bound
                        shared.term_counts[(table, lexeme)] = (n, now)
        return counts

    def _row_count(self, table: str) -> int:
        row = self._c.execute(
            "SELECT greatest(reltuples::bigint, 0) FROM pg_class WHERE oid = to_regclass(%s)", (table,)
        ).fetchone()
        estimate = int(row[0]) if row else 0
        if estimate >= 10_000:
            return estimate
        exact = self._c.execute(f"SELECT count(*) FROM {table}".encode()).fetchone()
        return int(exact[0]) if exact else 0

    def _query(self, table: str, lexical: LexicalQuery, labels: dict[str, str]) -> _Query | None:
        """The tsquery for a lexical query over ``table``, with each lexeme's IDF."""
        tree = q.tree_of(lexical)
        lexemes = self._lexemes([p.text for p in q.phrases(tree)])
        try:
            text = q.to_tsquery(tree, lexemes, labels)
        except ValueError as exc:
            raise psycopg.errors.SyntaxError(f"bad search expression: {exc}") from exc
        if text is None:
            return None
        words = [lex for found in lexemes.values() for lex, _ in found]
        df = self._document_counts(table, words)
        total = max(self._row_count(table), 1)
        idf = {w: math.log(1.0 + (total - df.get(w, 0) + 0.5) / (df.get(w, 0) + 0.5)) for w in words}
        return _Query(text, idf, q.single_terms(tree, lexemes))

    def _score_sql(self, alias: str, query: _Query, weights: str) -> tuple[str, list[Any]]:
        """Score = sum over the query's lexemes of IDF x ts_rank of that lexeme (BM25-like weighting)."""
        terms = [(lex, idf) for lex, idf in query.idf.items() if idf > 0]
        if not terms:
            return f"ts_rank('{weights}', {alias}.search, %s::tsquery, {RANK_NORMALIZATION})", [query.text]
        return (
            f"(SELECT coalesce(sum(w.idf * ts_rank('{weights}', {alias}.search, w.tq, {RANK_NORMALIZATION})), 0) "
            "FROM unnest(%s::tsquery[], %s::float8[]) AS w(tq, idf))",
            [[q.quote_lexeme(lex) for lex, _ in terms], [idf for _, idf in terms]],
        )

    # ---- the StoreTx search primitives ---------------------------------------------------------
    def prune_terms(self, kind: str, words: Sequence[str], postings_budget: int) -> list[str]:
        """The query words worth searching: those present in ``table``, rarest first, while the rows
        they pull in stay within ``postings_budget`` (the SQLite adapter's rule, on GIN counts)."""
        name = _TABLES.get(kind)
        if name is None or not words:
            return list(words)
        lexemes = self._lexemes(list(words))
        stems: dict[str, list[str]] = {}
        for word in words:
            for lexeme, _ in lexemes.get(word, []):
                stems.setdefault(lexeme, []).append(word)
        if not stems:
            return []
        df = self._document_counts(name, list(stems), cap=postings_budget + 1)  # more than the budget: dropped
        kept: list[str] = []
        total = 0
        for stem in sorted((s for s in stems if df.get(s)), key=lambda s: df[s]):
            if total + df[stem] > postings_budget:
                break
            kept += [w for w in stems[stem] if w not in kept]
            total += df[stem]
        return kept

    def lexical_turns(
        self,
        owner: str,
        lexical: LexicalQuery,
        weights: tuple[float, float, float, float],
        limit: int,
        namespace: str | None = None,
        session_id: str | None = None,
    ) -> list[tuple[int, float]]:
        """Turns by their text, neighbouring turns and day (weights in that order); best first."""
        query = self._query("turns", lexical, _TURN_LABELS)
        if query is None:
            return []
        score, score_args = self._score_sql("t", query, _weights(tuple(reversed(weights))))
        sql = (
            f"SELECT t.id, {score} AS s FROM turns t JOIN sessions x ON x.pk = t.session_pk "
            "WHERE t.search @@ %s::tsquery AND t.owner = %s AND x.trashed_at IS NULL"
        )
        args: list[Any] = [*score_args, query.text, owner]
        if namespace is not None:
            clause, values = rows.subtree("x.namespace", namespace)
            sql += " AND " + clause
            args += values
        if session_id is not None:
            sql += " AND x.id = %s"
            args.append(session_id)
        sql += " ORDER BY s DESC, t.id LIMIT %s"
        args.append(limit)
        return [(int(r[0]), float(r[1])) for r in self._c.execute(sql.encode(), args)]

    def lexical_items(self, owner: str, lexical: LexicalQuery, limit: int, query: ItemQuery) -> list[tuple[int, float]]:
        """Items in scope by content, summary, tags and detail; best first."""
        ts = self._query("items", lexical, _ITEM_LABELS)
        if ts is None:
            return []
        if ts.terms and _live_scope(query) and all(ts.idf.get(t, 0.0) > 0 for t in ts.terms):
            return self._ranked_postings(ts.terms, ts.idf, limit, query)
        score, score_args = self._score_sql("i", ts, ITEM_RANK_WEIGHTS)
        where, args = rows.item_filters(query, prefix="i.")
        sql = (
            f"SELECT i.id, {score} AS s FROM items i WHERE i.search @@ %s::tsquery AND {' AND '.join(where)} "
            "ORDER BY s DESC, i.id LIMIT %s"
        )
        return [(int(r[0]), float(r[1])) for r in self._c.execute(sql.encode(), [*score_args, ts.text, *args, limit])]

    def _ranked_postings(
        self, terms: Sequence[str], idf: dict[str, float], limit: int, query: ItemQuery
    ) -> list[tuple[int, float]]:
        """``lexical_items`` for live items and an OR of words, from ``item_terms`` alone: the same
        scores (each posting's rank is the ts_rank the items path computes), without visiting a
        row of ``items`` per match (docs/postgres.md, "Lexical search")."""
        sql = (
            "SELECT t.item_id, sum(w.idf * t.rank) AS s FROM unnest(%s::text[], %s::float8[]) AS w(lexeme, idf) "
            "JOIN item_terms t ON t.lexeme = w.lexeme AND t.owner = %s"
        )
        args: list[Any] = [list(terms), [idf[t] for t in terms], query.owner]
        if query.category is not None:
            sql += " AND t.category = %s"
            args.append(query.category)
        if query.namespace is not None:
            clause, values = rows.subtree("t.namespace", query.namespace)
            sql += " AND " + clause
            args += values
        sql += " GROUP BY t.item_id ORDER BY s DESC, t.item_id LIMIT %s"
        args.append(limit)
        return [(int(r[0]), float(r[1])) for r in self._c.execute(sql.encode(), args)]

    def lexical_blocks(
        self, owner: str, lexical: LexicalQuery, limit: int, namespace: str | None
    ) -> list[tuple[int, float]]:
        query = self._query("blocks", lexical, _BLOCK_LABELS)
        if query is None:
            return []
        score, score_args = self._score_sql("b", query, _weights((0.1, 0.2, 0.4, 1.0)))
        sql = f"SELECT b.id, {score} AS s FROM blocks b WHERE b.search @@ %s::tsquery AND b.owner = %s "
        sql += "AND b.valid_until IS NULL"
        args: list[Any] = [*score_args, query.text, owner]
        if namespace is not None:
            clause, values = rows.subtree("b.namespace", namespace)
            sql += " AND " + clause
            args += values
        sql += " ORDER BY s DESC, b.id LIMIT %s"
        args.append(limit)
        return [(int(r[0]), float(r[1])) for r in self._c.execute(sql.encode(), args)]

    def lexical_digests(
        self, owner: str, lexical: LexicalQuery, limit: int, namespace: str | None
    ) -> list[tuple[int, float]]:
        """Digests of live sessions by title, summary and details (decisions, findings, files)."""
        query = self._query("digests", lexical, _DIGEST_LABELS)
        if query is None:
            return []
        score, score_args = self._score_sql("d", query, _weights(_DIGEST_WEIGHTS))
        sql = (
            f"SELECT d.id, {score} AS s FROM digests d WHERE d.search @@ %s::tsquery AND d.owner = %s AND EXISTS "
            "(SELECT 1 FROM sessions s WHERE s.owner = d.owner AND s.id = d.session_id AND s.trashed_at IS NULL)"
        )
        args: list[Any] = [*score_args, query.text, owner]
        if namespace is not None:
            clause, values = rows.subtree("d.namespace", namespace)
            sql += " AND " + clause
            args += values
        sql += " ORDER BY s DESC, d.id LIMIT %s"
        args.append(limit)
        return [(int(r[0]), float(r[1])) for r in self._c.execute(sql.encode(), args)]

    def search_turns(self, owner: str, lexical: LexicalQuery, limit: int) -> list[tuple[str, int, int, str, float]]:
        """(session id, turn id, seq, snippet, score) of the best-matching turns of live sessions."""
        query = self._query("turns", lexical, _TURN_LABELS)
        if query is None:
            return []
        score, score_args = self._score_sql("t", query, _weights((0.0, 0.0, 0.0, 1.0)))
        found = self._c.execute(
            "SELECT m.sid, m.id, m.seq, ts_headline('engram_text', m.body_text, %s::tsquery, "
            "'StartSel=[, StopSel=], MaxWords=12, MinWords=4, ShortWord=0, MaxFragments=1, FragmentDelimiter=…'), "
            f"m.s FROM (SELECT x.id AS sid, t.id, t.seq, t.body_text, {score} AS s "
            "FROM turns t JOIN sessions x ON x.pk = t.session_pk "
            "WHERE t.search @@ %s::tsquery AND t.owner = %s AND x.trashed_at IS NULL "
            "ORDER BY s DESC, t.id LIMIT %s) m ORDER BY m.s DESC, m.id".encode(),
            (query.text, *score_args, query.text, owner, limit),
        )
        return [(str(r[0]), int(r[1]), int(r[2]), str(r[3]), float(r[4])) for r in found]

    def turn_contexts(self, owner: str, turn_ids: Sequence[int]) -> list[TurnContext]:
        """Turns with what ranking needs: session, neighbours, speaker, namespace."""
        if not turn_ids:
            return []
        found = self._c.execute(
            "SELECT t.id, x.id, x.namespace, t.seq, t.speaker, t.text, t.at, t.external_id, t.role, "
            "(SELECT p.id FROM turns p WHERE p.session_pk = t.session_pk AND p.seq = t.seq - 1), "
            "(SELECT n.id FROM turns n WHERE n.session_pk = t.session_pk AND n.seq = t.seq + 1) "
            "FROM turns t JOIN sessions x ON x.pk = t.session_pk WHERE t.owner = %s AND x.trashed_at IS NULL "
            "AND t.id = ANY(%s) ORDER BY t.id",
            (owner, rows.ids(turn_ids)),
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
            for r in found
        ]

    def speakers(self, owner: str) -> list[str]:
        found = self._c.execute(
            "SELECT DISTINCT speaker FROM turns WHERE owner = %s AND speaker IS NOT NULL ORDER BY speaker", (owner,)
        )
        return [str(r[0]) for r in found]

    def item_ranking_rows(self, ids: Sequence[int], query: ItemQuery) -> list[ItemRank]:
        """What ranking needs of those ids that pass the query's filters, in the order asked."""
        if not ids:
            return []
        memo = self._ranking_rows.setdefault(repr(query), {})
        read_ranking_rows(self._c, ids, query, memo)
        return [row for i in dict.fromkeys(ids) if (row := memo[i]) is not None]

    def items_by_ids(self, owner: str, ids: Sequence[int]) -> list[Item]:
        if not ids:
            return []
        found = self._c.execute(
            f"SELECT {rows.ITEM_COLUMNS} FROM items WHERE id = ANY(%s) AND owner = %s ORDER BY id",
            (rows.ids(ids), owner),
        )
        return [rows.item(r) for r in found]

    def blocks_by_ids(self, owner: str, ids: Sequence[int]) -> list[Block]:
        if not ids:
            return []
        found = self._c.execute(
            f"{rows.BLOCK_SELECT} WHERE id = ANY(%s) AND owner = %s ORDER BY id", (rows.ids(ids), owner)
        )
        return [rows.block(r) for r in found]


def read_ranking_rows(
    conn: psycopg.Connection[Any], ids: Sequence[int], query: ItemQuery, memo: dict[int, ItemRank | None]
) -> None:
    """Fill ``memo`` with the ranking row of each id not in it yet (None: not in the query's scope)."""
    wanted = [i for i in dict.fromkeys(ids) if i not in memo]
    if not wanted:
        return
    where, args = rows.item_filters(query)
    found = conn.execute(
        "SELECT id, confidence, recorded_at, last_confirmed_at FROM items WHERE id = ANY(%s) "
        f"AND {' AND '.join(where)}".encode(),
        (rows.ids(wanted), *args),
    )
    for i in wanted:
        memo[i] = None
    for r in found:
        memo[int(r[0])] = ItemRank(int(r[0]), r[1], from_text(str(r[2])), opt_from_text(r[3]))


def _live_scope(query: ItemQuery) -> bool:
    """The scope ``item_terms`` holds: live items (not superseded, not trashed), now; category and
    namespace filters are in the postings, any other filter needs the items table."""
    return (
        query.as_of is None
        and not (query.include_inactive or query.include_trashed or query.only_trashed)
        and query.lineage is None
        and query.after_id is None
        and query.source is None
    )
