"""engram as LangGraph's store: the real ``langgraph`` package, a compiled graph, real SQLite.

The semantics checked are LangGraph's own (``BaseStore`` and its in-memory reference store):
exact keys, overwrite and delete, prefix search with ``filter``/``limit``/``offset``, natural
language ``query`` search, and ``list_namespaces`` with prefix/suffix/wildcards/``max_depth``.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypedDict

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import END, START, StateGraph
from langgraph.runtime import Runtime
from langgraph.store.base import BaseStore, GetOp, PutOp

from engram import Memory
from engram.errors import InvalidInput, MissingExtra
from engram.integrations import langgraph_paths as paths
from engram.integrations.langgraph import EngramStore

NS = ("users", "alice", "memories")


@pytest.fixture
def store(open_memory: Callable[..., Memory]) -> EngramStore:
    from engram.providers.local_embed import LocalEmbedder

    return EngramStore(open_memory("alice", embedder=LocalEmbedder()))  # search by meaning needs the model


def test_it_is_a_langgraph_base_store(store: EngramStore) -> None:
    assert isinstance(store, BaseStore)


def test_put_get_overwrite_delete_keep_keys_exact_and_history(store: EngramStore) -> None:
    store.put(NS, "drink", {"text": "Alice drinks dark roast coffee", "cups": 2})
    store.put(NS, "drink-2", {"text": "Alice drinks dark roast coffee", "cups": 2})  # equal values, two keys
    first = store.get(NS, "drink")
    assert first is not None and first.key == "drink" and first.namespace == NS
    assert first.value == {"text": "Alice drinks dark roast coffee", "cups": 2}
    assert store.get(NS, "drink-2") is not None
    assert store.get(NS, "drin") is None and store.get(("users", "alice"), "drink") is None

    store.put(NS, "drink", {"text": "Alice switched to green tea", "cups": 1})
    second = store.get(NS, "drink")
    assert second is not None and second.value == {"text": "Alice switched to green tea", "cups": 1}
    assert second.created_at == first.created_at and second.updated_at > first.updated_at
    memo = store.memory.list(namespace=paths.item_namespace("langgraph", NS, "drink"))[0]
    versions = store.memory.history(memo.id).versions
    assert [v.content.splitlines()[0] for v in versions] == [
        "Alice drinks dark roast coffee",
        "Alice switched to green tea",
    ]
    assert memo.source == "agent" and "langgraph" in memo.tags

    store.delete(NS, "drink")
    assert store.get(NS, "drink") is None
    assert store.memory.get(memo.id).status == "forgotten"
    store.memory.undo()  # the delete was an engram forget: undo brings the value back
    restored = store.get(NS, "drink")
    assert restored is not None and restored.value["text"] == "Alice switched to green tea"
    store.delete(NS, "no-such-key")  # deleting what is not there is a no-op, as in LangGraph


def test_values_round_trip_and_secrets_are_redacted(store: EngramStore) -> None:
    value = {"nested": {"list": [1, 2.5, None, True, "x"], "ünï": "çødé\n  spaced  "}, "empty": {}}
    store.put(("a",), "k", value)
    got = store.get(("a",), "k")
    assert got is not None and got.value == value
    store.put(("a",), "secret", {"note": "my key is sk-ant-api03-" + "a1B2c3D4" * 6, "password": "hunter2hunter2"})
    stored = store.get(("a",), "secret")
    assert stored is not None
    assert "a1B2c3D4" not in str(stored.value) and "hunter2" not in str(stored.value)
    assert "[REDACTED:" in stored.value["note"]


def test_labels_and_keys_outside_engrams_alphabet_map_both_ways(store: EngramStore) -> None:
    odd = ("my notes", "_private", "x", "ü/ß")
    store.put(odd, "a b/c", {"text": "odd"})
    assert store.get(odd, "a b/c") is not None
    assert store.list_namespaces(prefix=("my notes",)) == [odd]
    with pytest.raises(InvalidInput):
        store.put(("a",), "k" * 300, {"text": "too long a key"})


@given(
    labels=st.lists(st.text(min_size=1, max_size=12).filter(lambda s: "." not in s), min_size=1, max_size=4),
    key=st.text(max_size=20),
)
@settings(max_examples=200, deadline=None)
def test_namespace_mapping_is_reversible_and_valid(labels: list[str], key: str) -> None:
    from engram import validation

    try:
        where = paths.item_namespace("langgraph", tuple(labels), key)
    except InvalidInput:
        return  # too long for engram: refused, never mangled
    assert validation.namespace(where) == where
    assert paths.parse_item_namespace("langgraph", where) == (tuple(labels), key)


def test_search_prefix_filter_limit_offset(store: EngramStore) -> None:
    for n in range(5):
        store.put(("docs", "team"), f"d{n}", {"text": f"document {n}", "n": n, "kind": "even" if n % 2 == 0 else "odd"})
    store.put(("docs",), "top", {"text": "top level", "n": 99, "meta": {"lang": "en"}})
    store.put(("other",), "o", {"text": "elsewhere", "n": 1})

    everything = store.search(("docs",), limit=100)
    assert {item.key for item in everything} == {"d0", "d1", "d2", "d3", "d4", "top"}
    assert [item.key for item in store.search(("docs", "team"), limit=2)] == ["d4", "d3"]  # newest first
    assert [item.key for item in store.search(("docs", "team"), limit=2, offset=2)] == ["d2", "d1"]
    assert {i.key for i in store.search(("docs",), filter={"kind": "even"})} == {"d0", "d2", "d4"}
    assert {i.key for i in store.search(("docs",), filter={"n": {"$gte": 3}})} == {"d3", "d4", "top"}
    assert {i.key for i in store.search(("docs",), filter={"n": {"$ne": 99}, "kind": "odd"})} == {"d1", "d3"}
    assert [i.key for i in store.search((), filter={"meta": {"lang": "en"}})] == ["top"]
    assert store.search(("nothing",)) == []
    store.put(("docs2",), "d", {"text": "a sibling namespace, not a child"})
    assert "d" not in {i.key for i in store.search(("docs",), limit=100)}
    with pytest.raises(InvalidInput):
        store.search(("docs",), filter={"n": {"$regex": "x"}})


def test_query_search_goes_through_recall_by_meaning(store: EngramStore) -> None:
    store.put(NS, "pet", {"text": "Alice has a cat called Miso"})
    store.put(NS, "work", {"text": "Alice works as a nurse at the city hospital"})
    store.put(NS, "food", {"text": "Alice is allergic to peanuts"}, index=["text"])
    store.put(("users", "bob"), "pet", {"text": "Bob has a dog"})
    hits = store.search(("users", "alice"), query="which animal lives with her?", limit=2)
    assert hits[0].key == "pet" and hits[0].score is not None
    assert all(hit.namespace == NS for hit in hits)
    assert [h.key for h in store.search(("users", "alice"), query="her job", limit=1)] == ["work"]
    assert store.search(("users", "alice"), query="pets", filter={"text": "nothing like this"}) == []


def test_list_namespaces_prefix_suffix_wildcards_depth_paging(store: EngramStore) -> None:
    for ns in [("a", "b", "c"), ("a", "b", "d", "e"), ("a", "b", "d", "i"), ("a", "b", "f"), ("a", "c", "f")]:
        store.put(ns, "k", {"text": "/".join(ns)})
    assert store.list_namespaces(max_depth=3) == [("a", "b", "c"), ("a", "b", "d"), ("a", "b", "f"), ("a", "c", "f")]
    assert store.list_namespaces(prefix=("a", "b", "d")) == [("a", "b", "d", "e"), ("a", "b", "d", "i")]
    assert store.list_namespaces(suffix=("f",)) == [("a", "b", "f"), ("a", "c", "f")]
    assert store.list_namespaces(prefix=("a", "*", "f")) == [("a", "b", "f"), ("a", "c", "f")]
    assert store.list_namespaces(limit=2, offset=1) == [("a", "b", "d", "e"), ("a", "b", "d", "i")]
    store.delete(("a", "c", "f"), "k")
    assert ("a", "c", "f") not in store.list_namespaces()


def test_batch_runs_in_order_and_abatch_works_off_the_loop(store: EngramStore) -> None:
    results = store.batch(
        [PutOp(("b",), "k", {"v": 1}), GetOp(("b",), "k"), PutOp(("b",), "k", None), GetOp(("b",), "k")]
    )
    assert results[0] is None and results[1] is not None and results[1].value == {"v": 1} and results[3] is None

    async def run() -> list[Any]:
        await store.aput(("c",), "k", {"text": "async write"})
        return [await store.aget(("c",), "k"), await store.asearch(("c",), query="async")]

    got, found = asyncio.run(run())
    assert got.value == {"text": "async write"} and [i.key for i in found] == ["k"]


class State(TypedDict):
    user: str
    message: str
    answer: str


def test_a_compiled_graph_saves_in_one_thread_and_recalls_by_meaning_in_another(store: EngramStore) -> None:
    def remember_or_recall(state: State, runtime: Runtime[None]) -> dict[str, str]:
        assert runtime.store is not None
        space = ("users", state["user"], "memories")
        text = state["message"]
        if text.startswith("remember: "):
            runtime.store.put(space, f"m{len(runtime.store.search(space, limit=100))}", {"text": text[10:]})
            return {"answer": "saved"}
        hits = runtime.store.search(space, query=text, limit=1)
        return {"answer": hits[0].value["text"] if hits else "nothing"}

    builder = StateGraph(State)
    builder.add_node("memory", remember_or_recall)
    builder.add_edge(START, "memory")
    builder.add_edge("memory", END)
    graph = builder.compile(checkpointer=InMemorySaver(), store=store)

    saved = graph.invoke(
        {"user": "alice", "message": "remember: I am vegetarian and never eat meat", "answer": ""},
        {"configurable": {"thread_id": "thread-1"}},
    )
    assert saved["answer"] == "saved"
    graph.invoke(
        {"user": "alice", "message": "remember: my sister lives in Lisbon", "answer": ""},
        {"configurable": {"thread_id": "thread-1"}},
    )
    found = graph.invoke(
        {"user": "alice", "message": "what food should I cook for dinner?", "answer": ""},
        {"configurable": {"thread_id": "thread-2"}},
    )
    assert found["answer"] == "I am vegetarian and never eat meat"
    other = graph.invoke(
        {"user": "bob", "message": "what food should I cook?", "answer": ""},
        {"configurable": {"thread_id": "thread-3"}},
    )
    assert other["answer"] == "nothing"


def test_no_argument_opens_the_default_store(isolated_env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ENGRAM_DB", str(isolated_env / "default.db"))
    monkeypatch.setenv("ENGRAM_USER", "carol")
    with EngramStore() as store:
        store.put(("x",), "k", {"text": "stored in the default store"})
        assert store.memory.owner == "carol"
    with pytest.raises(InvalidInput):
        EngramStore(category="no-such-category")
    with Memory.open(isolated_env / "default.db", owner="carol", embedder=None) as memory:
        assert [m.content for m in memory.list(namespace="langgraph/x")] == ["stored in the default store"]


def test_without_langgraph_the_import_names_the_extra() -> None:
    code = (
        "import sys; sys.modules['langgraph'] = None\n"
        "from engram.errors import MissingExtra\n"
        "try:\n    import engram.integrations.langgraph\n"
        "except MissingExtra as exc:\n    print(exc)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=os.environ, check=True)
    assert out.stdout.strip() == "this integration needs langgraph: pip install 'engramdb[langgraph]'"
    assert issubclass(MissingExtra, ImportError)


labels = st.sampled_from(["a", "b", "my notes", "ü"])
namespaces = st.lists(labels, min_size=1, max_size=3).map(tuple)
values = st.fixed_dictionaries({"text": st.sampled_from(["red", "green", "blue"]), "n": st.integers(0, 3)})
operations = st.lists(
    st.tuples(namespaces, st.sampled_from(["k1", "k 2", "ключ"]), st.none() | values), min_size=1, max_size=8
)


@given(ops=operations)
@settings(max_examples=25, deadline=None)
def test_it_answers_like_langgraphs_in_memory_store(ops: list[Any], tmp_path_factory: pytest.TempPathFactory) -> None:
    """The same puts and deletes on LangGraph's reference store and on engram give the same gets,
    namespace listings and (as sets: the orders differ by design) filtered searches."""
    from langgraph.store.memory import InMemoryStore

    reference = InMemoryStore()
    with Memory.open(tmp_path_factory.mktemp("diff") / "e.db", owner="alice", embedder=None) as memory:
        ours = EngramStore(memory)
        for namespace, key, value in ops:
            for store in (reference, ours):
                store.put(namespace, key, value) if value is not None else store.delete(namespace, key)
        for namespace, key, _ in ops:
            theirs, mine = reference.get(namespace, key), ours.get(namespace, key)
            assert (theirs and theirs.value) == (mine and mine.value)
        live = {item.namespace for item in reference.search((), limit=1000)}  # it also lists emptied ones
        assert ours.list_namespaces() == sorted(live)
        assert ours.list_namespaces(max_depth=1) == sorted({ns[:1] for ns in live})
        for prefix in [(), ("a",), ("my notes",)]:
            for wanted in [None, {"text": "red"}, {"n": {"$gte": 2}}]:
                expected = {(i.namespace, i.key) for i in reference.search(prefix, filter=wanted, limit=100)}
                assert {(i.namespace, i.key) for i in ours.search(prefix, filter=wanted, limit=100)} == expected


def test_parallel_puts_of_one_new_key_leave_one_value(store: EngramStore) -> None:
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(max_workers=6) as pool:
        list(pool.map(lambda n: store.put(("race",), "k", {"text": f"writer {n}"}), range(12)))
    where = paths.item_namespace("langgraph", ("race",), "k")
    assert len(store.memory.list(namespace=where)) == 1
    got = store.get(("race",), "k")
    assert got is not None and got.value["text"].startswith("writer ")


SECRETS = [
    "password=hunter2hunter2",
    "sk-ant-api03-" + "a1B2c3D4" * 6,
    'token": "ghp_' + "x1Y2" * 9,
    "AKIAIOSFODNN7EXAMPLE",
]
secret_texts = st.builds(lambda a, b: f"{a} {b}", st.text(max_size=5), st.sampled_from(SECRETS))
texts = st.text(max_size=12) | st.sampled_from(SECRETS) | secret_texts
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | texts,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(texts, inner, max_size=3),
    max_leaves=10,
)


@given(value=st.dictionaries(texts, json_values, max_size=4))
@settings(max_examples=80, deadline=None)
def test_any_json_value_round_trips_or_is_refused_and_no_secret_is_kept(
    value: dict[str, Any], tmp_path_factory: pytest.TempPathFactory
) -> None:
    with Memory.open(tmp_path_factory.mktemp("values") / "e.db", owner="alice", embedder=None) as memory:
        store = EngramStore(memory)
        try:
            store.put(("v",), "k", value)
        except InvalidInput:
            return
        got = store.get(("v",), "k")
        assert got is not None and isinstance(got.value, dict)
        stored = json.dumps(got.value)
        assert not any(
            secret in stored for secret in ("hunter2hunter2", "a1B2c3D4" * 6, "x1Y2" * 9, "AKIAIOSFODNN7")
        ), (value, stored)
        if not any(s in json.dumps(value) for s in ("hunter2", "a1B2c3D4", "x1Y2", "AKIA")):
            assert got.value == json.loads(json.dumps(value))  # nothing to redact: exactly what was put
