"""``engram import --format mem0``: mem0's get_all/search JSON and history table, through the CLI,
the HTTP API and the library, on files made by the real mem0ai 2.2.1 (tests/mem0_fixtures.py says
how; tests/data/mem0/ holds them, and they are rebuilt and re-imported here when mem0ai is installed).
"""

from __future__ import annotations

import importlib.util
import json
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result
from hypothesis import given, settings
from hypothesis import strategies as st

from api_server import error_of, live_server
from engram import Memory
from engram.errors import InvalidInput
from engram.interfaces.cli.main import cli
from engram.items.interchange.mem0 import plan
from engram.policy import MemoryPolicy

DATA = Path(__file__).parent / "data" / "mem0"
EVERYONE, HISTORY = DATA / "everyone.json", DATA / "history.json"


def mem0_record(name: str, text: str) -> dict[str, Any]:
    for record in json.loads((DATA / name).read_text())["results"]:
        if record["memory"] == text:
            return dict(record)
    raise AssertionError(text)


@pytest.fixture
def run(isolated_env: Path, tmp_path: Path) -> Callable[..., Result]:
    db = tmp_path / "mem0.db"

    def _run(*args: str, user: str = "alice") -> Result:
        return CliRunner().invoke(cli, ["--db", str(db), "--user", user, *args], catch_exceptions=False)

    return _run


def active(memory: Memory) -> dict[str, tuple[str, str]]:
    return {i.content: (i.namespace, i.category) for i in memory.list()}


def test_cli_imports_one_users_memories_with_namespaces_versions_and_times(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    result = run("import", "--format", "mem0", str(EVERYONE), "--history", str(HISTORY))
    assert result.exit_code == 0, result.output
    assert "Imported 4 memories from mem0" in result.stdout
    assert "skipped record 4: user_id 'bob' is not 'alice' (import it with --from-user bob)" in result.stderr
    assert "that memory is not among the imported ones" in result.stderr  # bob's and the deleted one's history

    with Memory.open(tmp_path / "mem0.db", owner="alice", embedder=None) as memory:
        assert active(memory) == {
            "Deploys with make release": ("user/runs/run-42", "fact"),
            "I keep two hives of bees": ("user/agents/helper", "fact"),
            "Prefers tea over coffee": ("user", "preference"),
            "The helper answers in French": ("user/agents/helper", "fact"),
        }
        bees = next(i for i in memory.list() if i.content == "I keep two hives of bees")
        versions = memory.history(bees.id).versions
        assert [v.content for v in versions] == ["I keep bees in my garden", "I keep two hives of bees"]
        source = mem0_record("everyone.json", "I keep two hives of bees")
        assert versions[0].valid_from == datetime.fromisoformat(source["created_at"])
        assert versions[0].valid_until == versions[1].valid_from == datetime.fromisoformat(source["updated_at"])
        assert f"mem0:{source['id']}" in bees.tags and bees.source == "imported"
        tea = next(i for i in memory.list() if i.content == "Prefers tea over coffee")
        assert tea.detail is not None and '"source": "chat"' in tea.detail

    again = run("import", "--format", "mem0", str(EVERYONE), "--history", str(HISTORY), "--json")
    assert (json.loads(again.stdout)["items"], json.loads(again.stdout)["skipped_duplicates"]) == (0, 4)


def test_dry_run_shows_what_would_be_created_and_writes_nothing(run: Callable[..., Result], tmp_path: Path) -> None:
    result = run("import", "--format", "mem0", str(EVERYONE), "--history", str(HISTORY), "--dry-run")
    assert result.exit_code == 0, result.output
    assert "would create [fact] user/agents/helper: I keep two hives of bees" in result.stdout
    assert "earlier version (" in result.stdout and "I keep bees in my garden" in result.stdout
    assert "Dry run: would import 4 memories from mem0" in result.stdout
    with Memory.open(tmp_path / "mem0.db", owner="alice", embedder=None) as memory:
        assert memory.list(include_inactive=True) == []


def test_another_mem0_user_and_reimport(run: Callable[..., Result], tmp_path: Path) -> None:
    result = run("import", "--format", "mem0", str(EVERYONE), "--from-user", "bob", user="robert")
    assert result.exit_code == 0, result.output
    with Memory.open(tmp_path / "mem0.db", owner="robert", embedder=None) as memory:
        assert set(active(memory)) == {"Bob plays tennis on Sundays", "The helper answers in French"}
    second = run("import", "--format", "mem0", str(EVERYONE), "--from-user", "bob", "--json", user="robert")
    report = json.loads(second.stdout)
    assert (report["items"], report["skipped_duplicates"]) == (0, 2)


@pytest.mark.parametrize("name", ["alice_get_all.json", "alice_search.json"])
def test_get_all_and_search_outputs_import(run: Callable[..., Result], name: str, tmp_path: Path) -> None:
    result = run("import", "--format", "mem0", str(DATA / name), "--json")
    report = json.loads(result.stdout)
    expected = len(json.loads((DATA / name).read_text())["results"])
    assert result.exit_code == 0 and report["items"] == expected and report["skipped"] == []


def test_a_bare_list_works_too(open_memory: Callable[..., Memory]) -> None:
    memory = open_memory("alice", embedder=None)
    records = json.loads((DATA / "alice_get_all.json").read_text())["results"]
    report = memory.import_(json.dumps(records), "mem0")
    assert report.items == len(records) and report.committed


def test_bad_records_name_their_number_and_nothing_is_written(run: Callable[..., Result], tmp_path: Path) -> None:
    records = json.loads(EVERYONE.read_text())["results"]
    records[2] = {**records[2], "memory": 42}
    records[4] = {**records[4], "created_at": "yesterday-ish"}
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"results": records}))
    result = run("import", "--format", "mem0", str(bad))
    assert result.exit_code == 1
    assert "record 3 (results[2]): 'memory' must be the memory's text" in result.stderr
    assert "record 5 (results[4]): not a date or time: 'yesterday-ish'" in result.stderr
    assert "Nothing imported from mem0: 2 records had errors" in result.stderr
    broken = tmp_path / "broken.json"
    broken.write_text('{"results": [\n  {"id": "1", "memory": "x"},\n  oops\n]}')
    result = run("import", "--format", "mem0", str(broken))
    assert result.exit_code == 1 and "line 3: not JSON" in result.stderr
    history = tmp_path / "history.json"
    history.write_text(json.dumps([{"memory_id": records[0]["id"], "event": "RENAME", "new_memory": "x"}]))
    result = run("import", "--format", "mem0", str(EVERYONE), "--history", str(history))
    assert result.exit_code == 1 and "(history[0]): event 'RENAME' is not one of ADD, UPDATE, DELETE" in result.stderr
    with Memory.open(tmp_path / "mem0.db", owner="alice", embedder=None) as memory:
        assert memory.list(include_inactive=True) == []
    assert run("import", "--dry-run", str(EVERYONE)).exit_code != 0  # the mem0 options need --format mem0


def test_http_import_dry_run_and_errors(tmp_path: Path) -> None:
    text = json.dumps(
        {"results": json.loads(EVERYONE.read_text())["results"], "history": json.loads(HISTORY.read_text())}
    )
    with live_server(tmp_path / "api.db", owner="alice") as live:
        client = live.client()
        dry = client.post("/v1/import", json={"text": text, "format": "mem0", "dry_run": True})
        assert dry.status_code == 200, dry.text
        body = dry.json()
        assert body["dry_run"] and body["items"] == 4 and len(body["planned"]) == 4 and len(body["skipped"]) >= 1
        assert client.get("/v1/items").json()["items"] == []
        done = client.post("/v1/import", json={"text": text, "format": "mem0"}).json()
        assert done["items"] == 4 and done["committed"]
        bad = client.post("/v1/import", json={"text": '{"results": [{"memory": "no id"}]}', "format": "mem0"})
        assert bad.status_code == 400 and "record 1 (results[0]): 'id' is missing" in json.dumps(error_of(bad))


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=12,
)
record = st.fixed_dictionaries(
    {},
    optional={
        "id": json_values,
        "memory": st.text(max_size=20) | json_values,
        "user_id": st.sampled_from(["alice", "bob", None]) | json_values,
        "agent_id": st.text(max_size=10) | json_values,
        "run_id": st.text(max_size=10),
        "metadata": json_values,
        "created_at": st.sampled_from(["2025-01-02T03:04:05+00:00", "2025-01-02", "nope"]) | json_values,
    },
)


@given(doc=st.one_of(json_values, st.lists(record, max_size=4), st.builds(lambda r: {"results": r}, st.lists(record))))
@settings(max_examples=300, deadline=None)
def test_the_parser_accepts_or_refuses_cleanly(doc: Any) -> None:
    """Any JSON is either a plan or an InvalidInput (never another exception); every planned memory
    is alice's or nobody's, in a valid namespace, with text."""
    try:
        result = plan(json.dumps(doc), MemoryPolicy(), namespace="user", mem0_user="alice")
    except InvalidInput:
        return
    for memory in result.memories:
        assert memory.namespace.startswith("user") and memory.versions[-1].content.strip()


@pytest.mark.skipif(importlib.util.find_spec("mem0") is None, reason="mem0ai is not installed (optional)")
def test_files_rebuilt_by_the_real_mem0_import_the_same_way(tmp_path: Path, open_memory: Callable[..., Memory]) -> None:
    from mem0_fixtures import build

    files = build(tmp_path / "fresh")
    memory = open_memory("alice", embedder=None)
    doc = {"results": files["everyone.json"]["results"], "history": files["history.json"]}
    report = memory.import_(json.dumps(doc, default=str), "mem0")
    assert report.items == 4 and not report.errors
    assert set(active(memory)) == {
        "Deploys with make release",
        "I keep two hives of bees",
        "Prefers tea over coffee",
        "The helper answers in French",
    }
