"""PostgreSQL's ``item_terms`` postings: kept in step with the items by triggers, and ranking from them
equal to ranking from the items table (the path every other item query takes).

``lexical_items`` reads the postings for live items and an OR of words; an ``after_id=0`` filter
selects the same items but sends the query down the tsvector path, so the two can be compared
on the same store.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path

import psycopg
import pytest
from hypothesis import given
from hypothesis import strategies as st

from engram import Memory
from engram.app import open_store
from engram.migrate import copy_store
from engram.store.base import ItemQuery, LexicalQuery
from engram.store.postgres import query as q
from engram.store.postgres import search as postgres_search
from engram.store.postgres.schema import ITEM_RANK_WEIGHTS, item_term_rank

VOCABULARY = [f"w{n}" for n in range(40)] + ["running", "runs", "coffee", "tea", "deploy"]

# What item_terms must hold: every lexeme of every live item, with its rank recomputed now.
EXPECTED = f"""
SELECT l.lexeme, i.owner, i.id, {item_term_rank("i.search", "l.lexeme")}, i.category, i.namespace
FROM items i, unnest(tsvector_to_array(i.search)) AS l(lexeme)
WHERE i.valid_until IS NULL AND i.trashed_at IS NULL
"""


def _words(rng: random.Random, low: int, high: int) -> str:
    return " ".join(
        rng.choice(VOCABULARY[: 10 + rng.randint(0, len(VOCABULARY) - 10)]) for _ in range(rng.randint(low, high))
    )


@pytest.fixture
def memories(postgres_url: str) -> Iterator[Callable[[str], Memory]]:
    opened: list[Memory] = []

    def open_(owner: str) -> Memory:
        memory = Memory.open(postgres_url, owner=owner, embedder=None)
        opened.append(memory)
        return memory

    yield open_
    for memory in opened:
        memory.close()


def _churn(alice: Memory, bob: Memory, seed: int, steps: int = 80) -> None:
    """Remember, update, forget, trash, restore, purge and undo at random, for two owners."""
    rng = random.Random(seed)
    for _ in range(steps):
        memory = alice if rng.random() < 0.7 else bob
        active = [i.id for i in memory.list()]
        trashed = [i.id for i in memory.trashed()]
        roll = rng.random()
        if roll < 0.45 or not active:
            memory.remember(
                _words(rng, 1, 8),
                category=rng.choice(["fact", "preference"]),
                namespace=rng.choice(["user", "user/work", "team"]),
                summary=_words(rng, 1, 3) if rng.random() < 0.3 else None,
                detail=_words(rng, 2, 6) if rng.random() < 0.3 else None,
                tags=[rng.choice(VOCABULARY)] if rng.random() < 0.3 else (),
            )
        elif roll < 0.6:
            memory.update(rng.choice(active), _words(rng, 1, 8))
        elif roll < 0.7:
            memory.forget(rng.choice(active))
        elif roll < 0.8:
            memory.trash(rng.choice(active))
        elif roll < 0.87 and trashed:
            memory.restore(rng.choice(trashed))
        elif roll < 0.92 and trashed:
            memory.purge(rng.choice(trashed))
        else:
            memory.undo()


def _postings(url: str) -> tuple[list[tuple[object, ...]], list[tuple[object, ...]]]:
    with psycopg.connect(url) as conn:
        held = conn.execute(
            "SELECT lexeme, owner, item_id, rank, category, namespace FROM item_terms ORDER BY 1, 2, 3"
        ).fetchall()
        expected = conn.execute(f"{EXPECTED} ORDER BY 1, 2, 3".encode()).fetchall()
    return held, expected


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_item_terms_hold_exactly_the_live_items(
    postgres_url: str, memories: Callable[[str], Memory], seed: int
) -> None:
    alice, bob = memories("alice"), memories("bob")
    _churn(alice, bob, seed)
    held, expected = _postings(postgres_url)
    assert expected, "the churn left no live items: the test would prove nothing"
    assert held == expected


@pytest.mark.parametrize("seed", [4, 5])
def test_ranking_from_postings_equals_ranking_from_items(memories: Callable[[str], Memory], seed: int) -> None:
    alice, bob = memories("alice"), memories("bob")
    _churn(alice, bob, seed, steps=120)
    rng = random.Random(seed)
    compared = 0
    with alice.store.read() as tx:
        for _ in range(60):
            match = LexicalQuery.any_of([rng.choice(VOCABULARY) for _ in range(rng.randint(1, 4))])
            assert match is not None
            scope = ItemQuery(
                owner="alice",
                category=rng.choice([None, "fact"]),
                namespace=rng.choice([None, "user", "team"]),
            )
            fast = tx.lexical_items("alice", match, 20, scope)
            slow = tx.lexical_items("alice", match, 20, ItemQuery(**{**_fields(scope), "after_id": 0}))
            assert [i for i, _ in fast] == [i for i, _ in slow]
            assert [s for _, s in fast] == pytest.approx([s for _, s in slow], rel=1e-9)
            compared += bool(fast)
    assert compared > 20, "too few queries matched anything to compare"


def _fields(scope: ItemQuery) -> dict[str, object]:
    return {name: getattr(scope, name) for name in ItemQuery.__dataclass_fields__}


def test_the_migration_fills_item_terms_for_an_existing_store(
    postgres_url: str, memories: Callable[[str], Memory]
) -> None:
    alice, bob = memories("alice"), memories("bob")
    _churn(alice, bob, 6, steps=40)
    alice.close()
    bob.close()
    with psycopg.connect(postgres_url, autocommit=True) as conn:  # back to schema 4, as an older engram left it
        conn.execute("DROP TABLE item_terms")
        conn.execute("DROP FUNCTION engram_item_terms() CASCADE")
        conn.execute("ALTER TABLE items DROP COLUMN slot")  # and what later migrations added
        conn.execute("DELETE FROM schema_migrations WHERE version >= 5")
    reopened = memories("alice")
    held, expected = _postings(postgres_url)
    assert expected and held == expected
    assert reopened.recall("w1 w2 w3", kinds=("item",)) == reopened.recall("w1 w2 w3", kinds=("item",))


def test_document_counts_of_items_are_counts_of_live_items(memories: Callable[[str], Memory]) -> None:
    alice = memories("alice")
    first = alice.remember("coffee every morning")
    alice.remember("coffee with oat milk")
    alice.update(first.item.id, "tea every morning")
    with alice.store.read() as tx:
        lexeme = {w: tx._lexemes([w])[w][0][0] for w in ("coffee", "tea", "morning", "absent")}  # type: ignore[attr-defined]
        counts = tx._document_counts("items", list(lexeme.values()))  # type: ignore[attr-defined]
    # The superseded "coffee every morning" no longer counts: one live item each, none for "absent".
    assert counts == {lexeme["coffee"]: 1, lexeme["tea"]: 1, lexeme["morning"]: 1, lexeme["absent"]: 0}


def test_rank_weights_are_the_item_weights_of_the_search_path() -> None:
    assert postgres_search._weights(postgres_search._ITEM_WEIGHTS) == ITEM_RANK_WEIGHTS


words_st = st.lists(st.sampled_from(["a", "b", "c", "dd", "e f"]), min_size=1, max_size=6)


@given(words_st, st.dictionaries(st.sampled_from(["a", "b", "c", "dd", "e f"]), st.integers(0, 2)))
def test_single_terms_is_the_or_of_one_lexeme_words(words: list[str], sizes: dict[str, int]) -> None:
    query = LexicalQuery.any_of(words)
    assert query is not None
    lexemes = {w: [(f"{w}{n}", n + 1) for n in range(sizes.get(w, 1))] for w in words}
    found = q.single_terms(q.tree_of(query), lexemes)
    if any(len(lexemes[w]) > 1 for w in words):
        assert found is None
    else:
        assert found == list(dict.fromkeys(lex for w in words for lex, _ in lexemes[w]))


def test_single_terms_refuses_phrases_columns_and_and() -> None:
    lexemes = {"a": [("a", 1)], "b": [("b", 1)]}
    assert q.single_terms(q.tree_of(LexicalQuery(("a",), field="text")), lexemes) is None
    assert q.single_terms(q.All((q.Phrase("a"), q.Phrase("b"))), lexemes) is None
    assert q.single_terms(q.tree_of(LexicalQuery(("a", "b"))), lexemes) == ["a", "b"]


def test_pruning_on_capped_counts_keeps_what_exact_counts_would(memories: Callable[[str], Memory]) -> None:
    alice = memories("alice")
    frequency = {"common": 30, "middle": 8, "seldom": 3, "single": 1}
    alice.remember_many([" ".join(w for w, n in frequency.items() if i < n) + f" filler{i}" for i in range(30)])
    words = ["single", "common", "absent", "seldom", "middle"]
    with alice.store.read() as tx:
        lexeme = {w: tx._lexemes([w])[w][0][0] for w in words}  # type: ignore[attr-defined]
        exact = tx._document_counts("items", list(lexeme.values()))  # type: ignore[attr-defined]
        assert exact[lexeme["common"]] == 30
        for budget in range(0, 45):
            expected: list[str] = []
            total = 0
            for word in sorted((w for w in words if exact[lexeme[w]]), key=lambda w: exact[lexeme[w]]):
                if total + exact[lexeme[word]] > budget:
                    break
                expected.append(word)
                total += exact[lexeme[word]]
            assert tx.prune_terms("item", words, budget) == expected, budget


def test_a_migrated_store_is_vacuumed_and_ranks_from_its_postings(tmp_path: Path, postgres_url: str) -> None:
    source = tmp_path / "source.db"
    with Memory.open(source, owner="alice", embedder=None) as memory:
        memory.remember_many([f"coffee note {n} w{n % 7}" for n in range(50)])
    src, dst = open_store(str(source)), open_store(postgres_url)
    try:
        copy_store(src, dst, batch=20)
    finally:
        src.close()
        dst.close()
    held, expected = _postings(postgres_url)
    assert len(held) == len(expected) > 50 and held == expected
    with psycopg.connect(postgres_url) as conn:
        vacuumed = conn.execute(
            "SELECT relname FROM pg_stat_user_tables WHERE relname IN ('items', 'item_terms', 'vectors') "
            "AND last_vacuum IS NOT NULL ORDER BY relname"
        ).fetchall()
    assert [r[0] for r in vacuumed] == ["item_terms", "items", "vectors"]
