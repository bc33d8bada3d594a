"""Defects 5 to 9: an import is atomic and honest.

A rejected file writes nothing, not even an ``import`` event (so ``undo`` still reverts the user's
last write); a file this version cannot read as a whole (duplicate ids, an unknown header version)
is refused with the line number; a deeply nested line is a line error, not a crash; the counts are
the rows written. Through the CLI (click's runner on a real SQLite file) and real HTTP.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from click.testing import CliRunner, Result
from hypothesis import given
from hypothesis import strategies as st

from api_server import error_of, live_server
from engram import Memory
from engram.interfaces.cli.main import cli
from engram.items.interchange.nesting import NESTING_LIMIT, nesting_depth


def run_cli(db: Path, *args: str) -> Result:
    return CliRunner().invoke(cli, ["--db", str(db), *args], catch_exceptions=False)


def active(db: Path) -> list[str]:
    with Memory.open(db, embedder=None) as memory:
        return [i.content for i in memory.list()]


def export_text(db: Path) -> str:
    with Memory.open(db, embedder=None) as memory:
        return memory.export("jsonl")


@pytest.fixture
def db(tmp_path: Path, isolated_env: Path) -> Path:
    return tmp_path / "e.db"


@pytest.fixture
def api(tmp_path: Path) -> Iterator[httpx.Client]:
    with live_server(tmp_path / "api.db") as live:
        yield live.client()


REJECTED = [
    ("jsonl", "this is not json\n"),
    ("aish", '{"kind": "fact", "content": "no id"}\n'),
    ("markdown", "- a bullet before any heading\n"),
    ("jsonl", "[" * 100_000 + "]" * 100_000 + "\n"),
]


@pytest.mark.parametrize(("fmt", "text"), REJECTED, ids=["jsonl", "aish", "markdown", "deep"])
def test_a_rejected_import_writes_no_event_so_undo_reverts_the_last_write(
    db: Path, tmp_path: Path, fmt: str, text: str
) -> None:
    assert run_cli(db, "remember", "fact A").exit_code == 0
    source = tmp_path / "bad.txt"
    source.write_text(text, encoding="utf-8")
    rejected = run_cli(db, "import", str(source), "--format", fmt)
    assert rejected.exit_code == 1, rejected.output
    assert "line 1:" in rejected.stderr
    undone = run_cli(db, "undo")
    assert undone.exit_code == 0, undone.output
    assert active(db) == []  # the undo reverted "fact A", not an empty import


def test_reimporting_what_is_already_there_writes_no_event(db: Path, tmp_path: Path) -> None:
    assert run_cli(db, "remember", "fact A").exit_code == 0
    backup = tmp_path / "backup.jsonl"
    backup.write_text(export_text(db), encoding="utf-8")
    again = run_cli(db, "import", str(backup), "--json")
    assert again.exit_code == 0, again.output
    report = json.loads(again.stdout)
    assert (report["items"], report["links"], report["blocks"], report["events"]) == (0, 0, 0, 0)
    assert run_cli(db, "undo").exit_code == 0
    assert active(db) == []


def duplicate_id_file() -> str:
    item = {
        "type": "item",
        "id": 7,
        "namespace": "user",
        "category": "fact",
        "content": "first",
        "source": "explicit",
        "valid_from": "2026-01-01T00:00:00.000000Z",
        "recorded_at": "2026-01-01T00:00:00.000000Z",
        "lineage": 7,
    }
    header = {"type": "header", "format": "engram", "version": 1}
    return "\n".join(json.dumps(r) for r in (header, item, item | {"content": "second"})) + "\n"


def test_duplicate_ids_are_refused_whole_with_the_line_number(db: Path, tmp_path: Path, api: httpx.Client) -> None:
    source = tmp_path / "dup.jsonl"
    source.write_text(duplicate_id_file(), encoding="utf-8")
    refused = run_cli(db, "import", str(source))
    assert refused.exit_code == 1, refused.output
    assert "line 3: duplicate id" in refused.stderr
    assert active(db) == []
    over_http = api.post("/v1/import", json={"text": duplicate_id_file(), "format": "jsonl"})
    assert over_http.status_code == 400
    message = error_of(over_http)["message"]
    assert "line 3: duplicate id" in message and "/" not in message.split("duplicate id")[0]
    assert api.get("/v1/items").json()["items"] == []


@pytest.mark.parametrize("version", [2, 0, 99, "1", True, None])
def test_an_unknown_header_version_is_refused_whole(db: Path, tmp_path: Path, version: Any) -> None:
    header = {"type": "header", "format": "engram", "version": version}
    lines = duplicate_id_file().splitlines()[1:2]  # one good item after the header
    source = tmp_path / "future.jsonl"
    source.write_text(json.dumps(header) + "\n" + "\n".join(lines) + "\n", encoding="utf-8")
    refused = run_cli(db, "import", str(source))
    assert refused.exit_code == 1, refused.output
    assert "line 1:" in refused.stderr and "nothing was imported" in refused.stderr
    assert active(db) == []


@pytest.mark.parametrize("fmt", ["jsonl", "aish"])
def test_deeply_nested_json_is_a_line_error_not_a_crash(db: Path, tmp_path: Path, api: httpx.Client, fmt: str) -> None:
    good = '{"id": 1, "ts": "2026-01-01T00:00:00Z", "kind": "fact", "content": "kept"}'
    deep = '{"a": ' * 100_000 + "1" + "}" * 100_000
    text = (good if fmt == "aish" else "") + "\n" + deep + "\n"
    source = tmp_path / "deep.jsonl"
    source.write_text(text, encoding="utf-8")
    result = run_cli(db, "import", str(source), "--format", fmt)
    assert "line 2: nested deeper than" in result.stderr, result.output
    assert result.exit_code == (0 if fmt == "aish" else 1)
    response = api.post("/v1/import", json={"text": text, "format": fmt})
    assert response.status_code == (200 if fmt == "aish" else 400), response.text
    errors = response.json()["errors"] if fmt == "aish" else error_of(response)["details"]["errors"]
    assert errors[0]["line"] == 2 and "nested deeper than" in errors[0]["message"]


def test_a_deeply_nested_request_body_is_a_400_not_a_500(api: httpx.Client) -> None:
    body = '{"content": ' + "[" * 50_000 + "]" * 50_000 + "}"
    response = api.post("/v1/items", content=body, headers={"content-type": "application/json"})
    assert response.status_code in (400, 422), response.text
    error_of(response)


def test_counts_are_the_rows_written_when_importing_a_backup_over_a_changed_store(db: Path, tmp_path: Path) -> None:
    with Memory.open(db, embedder=None) as memory:
        first = memory.remember("fact A", category="fact").item
        memory.block_write("user", "core notes")
        memory.link(first.id, memory.remember("fact B", category="fact").item.id)
        backup = memory.export("jsonl")
        memory.remember("fact C after the backup", category="fact")
        memory.update(first.id, "fact A, revised")
    source = tmp_path / "backup.jsonl"
    source.write_text(backup, encoding="utf-8")
    before = export_text(db).count("\n")
    result = run_cli(db, "import", str(source), "--json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    written = report["items"] + report["links"] + report["blocks"] + report["events"]
    after = export_text(db).count("\n")
    event = 1 if written else 0  # the import's own event, only when it wrote something
    assert after - before == written + event, report


@given(st.text(alphabet='[]{}"\\ a1,:', max_size=200))
def test_nesting_depth_never_undercounts_what_json_would_nest(text: str) -> None:
    """Whatever the line, if it parses, its real depth is at most what the guard measured."""

    def depth(value: Any) -> int:
        if isinstance(value, list):
            return 1 + max((depth(v) for v in value), default=0)
        if isinstance(value, dict):
            return 1 + max((depth(v) for v in value.values()), default=0)
        return 0

    try:
        parsed = json.loads(text)
    except ValueError:
        return
    assert depth(parsed) <= nesting_depth(text)
    assert NESTING_LIMIT >= 8
