"""What only the PostgreSQL adapter has: its FTS5-expression reader, URLs and pool options, the
writer lock, per-scope locks, migrations, HNSW use, and the CLI on a ``postgresql://`` store.

The behaviour it shares with SQLite is in test_store_contract.py.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import numpy as np
import psycopg
import pytest
from hypothesis import given
from hypothesis import strategies as st

from engram.app import open_store
from engram.errors import InvalidInput, StoreError
from engram.store.base import ItemQuery, LexicalQuery, NewItem
from engram.store.postgres import dsn
from engram.store.postgres import query as q
from engram.store.postgres.schema import LATEST_VERSION
from engram.store.postgres.store import PostgresStore
from test_store_contract import new_item

# ---- lexical queries as tsquery trees -------------------------------------------------------------
words_st = st.lists(st.text(min_size=1, max_size=12).filter(lambda w: w.strip() != ""), min_size=1, max_size=10)


@given(words_st)
def test_any_of_is_an_or_of_its_distinct_words(words: list[str]) -> None:
    query = LexicalQuery.any_of(words)
    assert query is not None
    tree = q.tree_of(query)
    assert [p.text for p in q.phrases(tree)] == list(dict.fromkeys(w for w in words if w))[:64]
    assert all(p.columns is None for p in q.phrases(tree))


def test_fields_and_phrases_become_columns_and_phrases() -> None:
    assert q.tree_of(LexicalQuery(("a", "b c"), field="text")) == q.Any_(
        (q.Phrase("a", ("text",)), q.Phrase("b c", ("text",)))
    )
    assert q.tree_of(LexicalQuery(("subject", "x"), phrase=True, field="tags")) == q.Phrase("subject x", ("tags",))
    assert LexicalQuery.any_of(["", ""]) is None


def test_lexemes_are_quoted_so_no_text_is_tsquery_syntax() -> None:
    lexemes = {"x": [("it's", 1)], "y": [("a\\b", 1), ("c", 3)]}
    text = q.to_tsquery(q.Any_((q.Phrase("x", ("text",)), q.Phrase("y"))), lexemes, {"text": "A"})
    assert text == "( 'it''s':A | ( 'a\\\\b' <2> 'c' ) )"
    assert q.to_tsquery(q.All((q.Phrase("x"), q.Phrase("missing"))), lexemes, {}) is None


def test_hostile_words_search_safely(postgres_url: str) -> None:
    store = open_store(postgres_url)
    try:
        with store.write() as tx:
            item = tx.insert_item(new_item("don't panic: it's a & b | !c <-> d:* 'quoted' \\ back"))
        hostile = ["don't", "a & b", "|", "!c", "<->", "d:*", "'quoted'", "\\", "back", "'); DROP TABLE items; --"]
        with store.read() as tx:
            lexical = LexicalQuery.any_of(hostile)
            assert lexical is not None
            found = tx.lexical_items("alice", lexical, 10, ItemQuery(owner="alice"))
            assert [i for i, _ in found] == [item.id]
            assert tx.prune_terms("item", hostile, 100)
            syntax = LexicalQuery.any_of(["NEAR(a b)", "OR", "AND"])
            assert syntax is not None
            assert tx.lexical_items("alice", syntax, 10, ItemQuery(owner="alice")) == []  # words, never syntax
    finally:
        store.close()


# ---- locations -------------------------------------------------------------------------------------
def test_passwords_never_show() -> None:
    assert dsn.redact("postgresql://ann:s3cret@db.example:5432/mem") == "postgresql://ann:***@db.example:5432/mem"
    assert dsn.redact("postgres://db/mem?user=a&password=s3cret&x=1") == "postgres://db/mem?user=a&password=***&x=1"
    assert dsn.redact("/home/a/engram.db") == "/home/a/engram.db"
    assert dsn.is_postgres("postgres://x") and dsn.is_postgres("postgresql://x") and not dsn.is_postgres("a.db")


def test_pool_options_are_taken_out_of_the_url() -> None:
    url, options = dsn.split_pool_options("postgresql://u@/db?host=/tmp/s&pool_max=3&pool_timeout=2.5")
    assert url == "postgresql://u@/db?host=/tmp/s"
    assert (options.min_size, options.max_size, options.timeout) == (1, 3, 2.5)
    for bad in ("pool_max=0", "pool_min=5&pool_max=2", "pool_max=x", "pool_timeout=-1"):
        with pytest.raises(InvalidInput):
            dsn.split_pool_options(f"postgresql://u:pw@h/db?{bad}")


def test_an_unreachable_server_is_a_store_error_without_the_password(tmp_path: Path) -> None:
    url = f"postgresql://ann:s3cret@/db?host={tmp_path}&port=1&connect_timeout=2"
    with pytest.raises(StoreError) as caught:
        open_store(url)
    assert "s3cret" not in caught.value.message and "could not be reached" in caught.value.message


def test_unknown_url_schemes_are_refused() -> None:
    with pytest.raises(InvalidInput, match="unsupported store URL scheme"):
        open_store("mysql://x/y")


# ---- migrations --------------------------------------------------------------------------------------
def test_a_new_database_is_migrated_once_even_by_concurrent_openers(postgres_url: str) -> None:
    stores: list[PostgresStore] = []
    errors: list[BaseException] = []

    def opener() -> None:
        try:
            stores.append(PostgresStore(postgres_url))
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=opener) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    try:
        assert errors == [] and len(stores) == 4
        assert stores[0].schema_version() == LATEST_VERSION
        with psycopg.connect(postgres_url) as conn:
            applied = conn.execute("SELECT version FROM schema_migrations ORDER BY version").fetchall()
        assert [v for (v,) in applied] == list(range(1, LATEST_VERSION + 1))
    finally:
        for store in stores:
            store.close()


def test_a_database_from_a_newer_engram_is_refused(postgres_url: str) -> None:
    PostgresStore(postgres_url).close()
    with psycopg.connect(postgres_url) as conn:
        conn.execute("INSERT INTO schema_migrations VALUES (%s, 'future', 'x')", (LATEST_VERSION + 1,))
    with pytest.raises(StoreError, match="newer engram"):
        PostgresStore(postgres_url)


# ---- locks ---------------------------------------------------------------------------------------------
def test_writers_are_serialised_across_stores(postgres_url: str) -> None:
    """Read-modify-write in many threads over two pools: no increment is lost."""
    stores = [PostgresStore(postgres_url + "&pool_max=3"), PostgresStore(postgres_url + "&pool_max=3")]

    def bump(store: PostgresStore) -> None:
        for _ in range(15):
            with store.write() as tx:
                value = int(tx.get_meta("counter") or 0)
                tx.set_meta("counter", str(value + 1))

    threads = [threading.Thread(target=bump, args=(stores[n % 2],)) for n in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    try:
        with stores[0].read() as tx:
            assert tx.get_meta("counter") == "60"
    finally:
        for store in stores:
            store.close()


def test_a_scope_lock_is_held_across_stores(postgres_url: str) -> None:
    first, second = PostgresStore(postgres_url), PostgresStore(postgres_url)
    try:
        with first.scope_lock("alice--user", 1.0) as held:
            assert held
            with second.scope_lock("alice--user", 0.05) as other:
                assert not other
            with second.scope_lock("bob--user", 0.05) as unrelated:
                assert unrelated
        with second.scope_lock("alice--user", 0.05) as after:
            assert after
    finally:
        first.close()
        second.close()


# ---- vectors -------------------------------------------------------------------------------------------
def test_the_hnsw_index_answers_nearest_neighbour_queries(postgres_url: str) -> None:
    store = PostgresStore(postgres_url)
    rng = np.random.default_rng(1)
    matrix = rng.normal(size=(400, 32)).astype(np.float32)
    matrix /= np.linalg.norm(matrix, axis=1, keepdims=True)
    try:
        with store.write() as tx:
            ids = [tx.insert_item(new_item(f"n{n}")).id for n in range(400)]
            tx.put_vectors("alice", "item", [(i, m.tobytes()) for i, m in zip(ids, matrix, strict=True)])
        with store.read() as tx:
            conn = tx._c
            conn.execute("SET LOCAL enable_seqscan = off")
            query = matrix[10]
            plan = conn.execute(
                "EXPLAIN SELECT ref_id FROM vectors WHERE kind = 'item' AND dim = 32 AND owner = 'alice' "
                "ORDER BY vec::vector(32) <=> %s::vector(32) LIMIT 10",
                (query,),
            ).fetchall()
            assert "vectors_hnsw_item_32" in " ".join(str(r[0]) for r in plan)
            found = tx.nearest_vectors("alice", "item", query.tobytes(), 10)
        exact = [ids[i] for i in np.argsort(-(matrix @ query))[:10]]
        assert found[0][0] == ids[10] and abs(found[0][1] - 1.0) < 1e-5
        assert len(set(i for i, _ in found) & set(exact)) >= 8  # approximate, but close
    finally:
        store.close()


# ---- through the CLI --------------------------------------------------------------------------------------
def test_the_cli_remembers_lists_and_recalls_on_postgres(postgres_url: str, isolated_env: Path) -> None:
    script = str(Path(sys.executable).with_name("engram"))
    env = {k: v for k, v in os.environ.items() if not k.startswith("ENGRAM_")}
    env |= {"ENGRAM_HOME": str(isolated_env), "ENGRAM_EMBEDDER": "none"}

    def engram(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [script, "--db", postgres_url, "--user", "ann", *args],
            capture_output=True,
            text=True,
            env=env,
            timeout=120,
            check=False,
        )

    saved = engram("remember", "The staging database runs on PostgreSQL 15")
    assert saved.returncode == 0, saved.stderr
    assert engram("remember", "Deploys happen on Tuesdays").returncode == 0
    listed = engram("list", "--json")
    assert listed.returncode == 0, listed.stderr
    assert [i["content"] for i in json.loads(listed.stdout)] == [
        "The staging database runs on PostgreSQL 15",
        "Deploys happen on Tuesdays",
    ]
    recalled = engram("recall", "which database for staging", "--json")
    assert recalled.returncode == 0, recalled.stderr
    assert json.loads(recalled.stdout)["hits"][0]["content"] == "The staging database runs on PostgreSQL 15"
    env["ENGRAM_USER"] = "someone-else"
    other = subprocess.run(
        [script, "--db", postgres_url, "list", "--json"], capture_output=True, text=True, env=env, check=False
    )
    assert other.returncode == 0 and json.loads(other.stdout) == []


def test_a_bad_item_is_refused_without_changing_anything(postgres_url: str) -> None:
    store = open_store(postgres_url)
    try:
        bad = NewItem(**{**{f: getattr(new_item("x"), f) for f in NewItem.__slots__}, "confidence": 2.0})
        with pytest.raises(StoreError), store.write() as tx:
            tx.insert_item(new_item("fine"))
            tx.insert_item(bad)
        with store.read() as tx:
            assert tx.find_items(ItemQuery(owner="alice")) == []
    finally:
        store.close()
