"""The ``engram`` CLI end to end: real SQLite files, click's CliRunner, and the installed console script."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from engram.interfaces.cli.main import cli
from engram.items.interchange.aish_file import AishMemoryFile

ITEM_KEYS = {"id", "content", "category", "namespace", "source", "confidence", "valid_from", "valid_until"}
Run = Callable[..., Result]


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "cli.db"


@pytest.fixture
def run(isolated_env: Path, db: Path) -> Run:
    """``run("remember", "x", user="bob", input=...)``: one CLI invocation on the test's database."""
    runner = CliRunner()

    def _run(
        *args: str, user: str | None = None, input: str | bytes | None = None, db_path: Path | None = None
    ) -> Result:
        argv = ["--db", str(db_path or db)]
        if user is not None:
            argv += ["--user", user]
        return runner.invoke(cli, [*argv, *args], input=input, catch_exceptions=False)

    return _run


def js(result: Result) -> Any:
    return json.loads(result.stdout)


def ok(result: Result) -> Result:
    assert result.exit_code == 0, (result.exit_code, result.stdout, result.stderr)
    return result


def contents(run: Run, *args: str, user: str | None = None) -> list[str]:
    return [item["content"] for item in js(ok(run("list", "--json", *args, user=user)))]


# ---- writes and their messages ---------------------------------------------------------------
def test_remember_prints_the_event_message_with_an_undo_hint(run: Run) -> None:
    result = ok(run("remember", "I prefer green tea", "--category", "preference"))
    assert result.stdout.strip() == "Memory saved (#1)  · undo: engram undo 1"
    again = ok(run("remember", "i prefer GREEN tea", "-c", "preference"))
    assert again.stdout.strip() == "Already remembered (#1)"


def test_remember_json_shape_and_every_option(run: Run) -> None:
    payload = js(
        ok(
            run(
                "remember",
                "Ships on Fridays",
                "--category",
                "decision",
                "--summary",
                "Fri ships",
                "--detail",
                "Because QA runs Thursdays",
                "--tag",
                "release",
                "--tag",
                "team",
                "--source",
                "agent",
                "--confidence",
                "0.8",
                "--session",
                "s-1",
                "--turn",
                "t1",
                "--turn",
                "t2",
                "--json",
            )
        )
    )
    assert set(payload) == {"item", "event", "created", "message"}
    item = payload["item"]
    assert set(item) >= ITEM_KEYS
    assert (item["category"], item["summary"], item["detail"]) == ("decision", "Fri ships", "Because QA runs Thursdays")
    assert item["tags"] == ["release", "team"]
    assert (item["source"], item["confidence"]) == ("agent", 0.8)
    assert item["provenance"] == {"session_id": "s-1", "turn_ids": ["t1", "t2"]}
    assert payload["created"] is True and payload["event"]["op"] == "remember"
    assert payload["message"] == "Memory saved (#1)"
    duplicate = js(ok(run("remember", "Ships on Fridays", "-c", "decision", "--json")))
    assert duplicate["created"] is False and duplicate["event"] is None


def test_list_json_shape_and_filters(run: Run) -> None:
    ok(run("remember", "Likes tea", "-c", "preference"))
    ok(run("remember", "Lives in Lisbon", "-c", "profile"))
    ok(run("--namespace", "projects/engram", "remember", "Uses SQLite", "-c", "decision"))
    listed = js(ok(run("list", "--json")))
    assert isinstance(listed, list) and len(listed) == 3
    assert all(set(item) >= ITEM_KEYS for item in listed)
    assert [i["namespace"] for i in listed] == ["user", "user", "projects/engram"]
    assert contents(run, "--category", "preference") == ["Likes tea"]
    assert contents(run, "--namespace", "projects") == ["Uses SQLite"]
    assert contents(run, "--limit", "1") == ["Likes tea"]
    assert contents(run, "--source", "agent") == []
    assert contents(run, "--as-of", "2000-01-01") == []
    human = ok(run("list"))
    assert "Lives in Lisbon" in human.stdout and "projects/engram" in human.stdout


def test_update_keeps_the_old_version_and_all_lists_it(run: Run) -> None:
    ok(run("remember", "Lives in Lisbon", "-c", "profile"))
    result = ok(run("update", "Lisbon", "Lives in Porto"))
    assert result.stdout.splitlines() == ["Memory updated (#2)  · undo: engram undo 2", "  was #1: Lives in Lisbon"]
    assert contents(run) == ["Lives in Porto"]
    every = js(ok(run("list", "--all", "--json")))
    assert [(i["id"], i["status"]) for i in every] == [(1, "superseded"), (2, "active")]
    moved = js(ok(run("update", "2", "Lives in Porto", "--category", "fact", "--detail", "since 2024", "--json")))
    assert moved["item"]["category"] == "fact" and moved["item"]["detail"] == "since 2024"
    assert moved["event"]["before"]["id"] == 2


def test_undo_flow(run: Run) -> None:
    ok(run("remember", "Prefers short answers", "-c", "preference"))
    ok(run("update", "1", "Prefers long answers"))
    undone = js(ok(run("undo", "--json")))
    assert set(undone) == {"undone", "event", "message"}
    assert undone["undone"]["op"] == "update" and undone["event"]["undoes"] == undone["undone"]["id"]
    assert undone["message"] == f"Undid update (event {undone['undone']['id']})"
    assert contents(run) == ["Prefers short answers"]
    shown = js(ok(run("show", "1", "--json")))
    assert shown["item"]["status"] == "active"
    again = run("undo", str(undone["event"]["id"]))
    assert again.exit_code == 1 and "cannot be undone" in again.stderr
    assert run("undo", "999").exit_code == 2
    assert ok(run("undo")).stdout.strip() == "Undid remember (event 1)"
    nothing = run("undo")
    assert nothing.exit_code == 2 and nothing.stderr.strip() == "error: nothing to undo"


def test_forget_confirm_restore(run: Run) -> None:
    ok(run("remember", "Allergic to peanuts", "-c", "profile"))
    confirmed = js(ok(run("confirm", "peanuts", "--json")))
    assert confirmed["item"]["last_confirmed_at"] is not None and confirmed["event"]["op"] == "confirm"
    assert ok(run("forget", "1")).stdout.startswith("Memory forgotten (#1)  · undo: engram undo")
    assert contents(run) == []
    assert [i["status"] for i in js(ok(run("list", "--all", "--json")))] == ["forgotten"]
    assert ok(run("restore", "1")).stdout.startswith("Memory restored (#1)")
    assert contents(run) == ["Allergic to peanuts"]


def test_trash_trashed_and_purge(run: Run) -> None:
    ok(run("remember", "Old phone number 555-0100", "-c", "profile"))
    ok(run("remember", "Keeps this one"))
    assert ok(run("trash", "1")).stdout.startswith("Memory moved to trash (#1)")
    assert [i["id"] for i in js(ok(run("trashed", "--json")))] == [1]
    assert "555-0100" in ok(run("trashed")).stdout
    assert contents(run) == ["Keeps this one"]
    refused = run("purge", "1")  # no terminal under the runner and no --yes
    assert refused.exit_code == 1 and "--yes" in refused.stderr
    refused_json = run("purge", "1", "--json")
    assert refused_json.exit_code == 1 and js(refused_json)["error"]["code"] == "invalid_input"
    assert [i["id"] for i in js(ok(run("trashed", "--json")))] == [1]
    purged = js(ok(run("purge", "1", "--yes", "--json")))
    assert purged["purged_items"] == 1 and purged["purged_lineages"] == [1]
    assert js(ok(run("trashed", "--json"))) == []
    assert run("show", "1").exit_code == 2
    assert "Purged 0" in ok(run("purge", "--yes")).stdout
    not_trashed = run("purge", "2", "--yes")
    assert not_trashed.exit_code == 1 and "not in the trash" in not_trashed.stderr


def test_link_show_and_history(run: Run) -> None:
    ok(run("remember", "Uses Postgres at work", "-c", "project"))
    ok(run("remember", "Wants a local-first store", "-c", "preference"))
    linked = js(ok(run("link", "1", "2", "--relation", "contradicts", "--json")))
    assert linked["link"]["relation"] == "contradicts" and linked["event"]["op"] == "link"
    shown = js(ok(run("show", "#1", "--json")))
    assert set(shown) == {"item", "links"}
    assert [(lk["from_id"], lk["to_id"]) for lk in shown["links"]] == [(1, 2)]
    human = ok(run("show", "1")).stdout
    assert "Uses Postgres at work" in human and "contradicts" in human
    ok(run("update", "1", "Uses Postgres and SQLite at work"))
    hist = js(ok(run("history", "1", "--json")))
    assert set(hist) == {"lineage", "versions", "events", "links"}
    assert hist["lineage"] == 1 and [v["id"] for v in hist["versions"]] == [1, 3]
    assert [e["op"] for e in hist["events"]] == ["remember", "link", "update"]
    assert [(lk["from_id"], lk["to_id"]) for lk in hist["links"]] == [(3, 2)]
    assert "Versions of memory #1" in ok(run("history", "3")).stdout
    bad = run("link", "1", "2", "--relation", "likes")
    assert bad.exit_code == 1


# ---- errors and exit codes -------------------------------------------------------------------
@pytest.mark.parametrize(
    ("args", "code", "needle"),
    [
        (("remember", ""), 1, "content is empty"),
        (("remember", "x", "--category", "bogus"), 1, "unknown category 'bogus'"),
        (("remember", "x", "--confidence", "2"), 1, "confidence must be from 0 to 1"),
        (("show", "abc"), 1, "malformed id"),
        (("list", "--as-of", "yesterday"), 1, "not a date or time"),
        (("forget", "999"), 2, "error:"),
        (("show", "999"), 2, "no memory #999"),
        (("list", "--limit", "0"), 1, "--limit"),
        (("no-such-command",), 1, "No such command"),
        (("update", "1"), 1, "Missing argument"),
    ],
)
def test_exit_codes_in_process(run: Run, args: Sequence[str], code: int, needle: str) -> None:
    result = run(*args)
    assert result.exit_code == code
    assert needle in result.stderr
    assert "Traceback" not in result.stderr + result.stdout


def test_errors_as_json(run: Run) -> None:
    ok(run("remember", "I like green tea"))
    ok(run("remember", "I like black tea"))
    bad = run("show", "abc", "--json")
    assert bad.exit_code == 1
    assert js(bad) == {
        "error": {
            "code": "invalid_input",
            "message": "malformed id 'abc': ids are positive whole numbers",
            "details": {},
        }
    }
    ambiguous = run("forget", "tea", "--json")
    assert ambiguous.exit_code == 2
    error = js(ambiguous)["error"]
    assert error["code"] == "ambiguous"
    assert error["details"]["candidates"] == [
        {"id": 1, "content": "I like green tea"},
        {"id": 2, "content": "I like black tea"},
    ]
    usage = run("list", "--limit", "zero", "--json")
    assert usage.exit_code == 1 and js(usage)["error"]["code"] == "invalid_input"


def test_ambiguous_lists_candidates_on_stderr(run: Run) -> None:
    ok(run("remember", "I like green tea"))
    ok(run("remember", "I like black tea"))
    result = run("forget", "tea")
    assert result.exit_code == 2
    lines = result.stderr.splitlines()
    assert lines[0].startswith("error: 'tea' matches 2 memories")
    assert lines[1:] == ["candidates:", "  #1  I like green tea", "  #2  I like black tea"]
    assert contents(run) == ["I like green tea", "I like black tea"]


def test_bare_engram_prints_help_and_exits_0(run: Run) -> None:
    result = CliRunner().invoke(cli, [])
    assert result.exit_code == 0 and "Commands:" in result.stdout
    assert ok(run("block")).stdout.startswith("Usage:")


# ---- blocks ----------------------------------------------------------------------------------
def test_block_write_append_read_list_and_undo(run: Run) -> None:
    written = ok(run("block", "write", "notes/ana", "Name: Ana"))
    assert written.stdout.startswith("Block notes/ana written (version 1, 9 characters)  · undo: engram undo 1")
    ok(run("block", "write", "notes/ana", "-", "--mode", "append", input="Role: engineer\n"))
    ok(run("block", "append", "notes/ana", "City: Lisbon"))
    read = js(ok(run("block", "read", "notes/ana", "--json")))
    assert read == {
        "namespace": "notes/ana",
        "category": None,
        "content": "Name: Ana\nRole: engineer\nCity: Lisbon",
        "version": 3,
    }
    assert ok(run("block", "read", "notes/ana")).stdout == "Name: Ana\nRole: engineer\nCity: Lisbon\n"
    written_json = js(ok(run("block", "write", "user", "--category", "style", "--json", input="Be brief.")))
    assert set(written_json) == {"block", "event", "message"} and written_json["block"]["category"] == "style"
    assert js(ok(run("block", "read", "user", "-c", "style", "--json")))["content"] == "Be brief."
    missing = js(ok(run("block", "read", "user", "--json")))
    assert (missing["content"], missing["version"]) == ("", None)
    listed = sorted((b["namespace"], b["category"] or "") for b in js(ok(run("block", "list", "--json"))))
    assert listed == [("notes/ana", ""), ("user", "style")]
    assert [b["namespace"] for b in js(ok(run("block", "list", "notes", "--json")))] == ["notes/ana"]
    assert "notes/ana" in ok(run("block", "list")).stdout
    ok(run("undo"))  # the style block
    ok(run("undo"))  # the last append
    assert js(ok(run("block", "read", "notes/ana", "--json")))["content"] == "Name: Ana\nRole: engineer"
    assert run("block", "write", "bad ns!", "x").exit_code == 1
    assert run("block", "write", "notes/ana", "x", "--mode", "merge").exit_code == 1


# ---- export and import -----------------------------------------------------------------------
def _seed(run: Run) -> None:
    ok(run("remember", "Prefers dark mode", "-c", "preference"))
    ok(run("remember", "Speaks Portuguese", "-c", "fact"))
    ok(run("remember", "Building engram", "-c", "project"))


@pytest.mark.parametrize("fmt", ["jsonl", "aish", "markdown"])
def test_export_import_round_trip_through_files(run: Run, tmp_path: Path, fmt: str) -> None:
    _seed(run)
    ok(run("link", "1", "2"))
    ok(run("block", "write", "user", "core text"))
    out = tmp_path / f"export.{fmt}"
    message = ok(run("export", "--format", fmt, "--out", str(out))).stdout
    assert message.startswith(f"Exported {fmt} to {out}")
    target = tmp_path / "target.db"
    report = js(ok(run("import", str(out), "--format", fmt, "--json", db_path=target)))
    assert report["errors"] == [] and report["committed"] is True
    before = js(ok(run("list", "--json")))
    after = js(ok(run("list", "--json", db_path=target)))
    assert [(i["content"], i["category"]) for i in after] == [(i["content"], i["category"]) for i in before]
    if fmt == "jsonl":
        assert (report["items"], report["links"], report["blocks"]) == (3, 1, 1)
        assert js(ok(run("block", "read", "user", "--json", db_path=target)))["content"] == "core text"
        assert len(js(ok(run("show", "1", "--json", db_path=target)))["links"]) == 1
    else:
        assert report["items"] == 3
        assert {i["source"] for i in after} == {"imported"}


def test_export_to_stdout(run: Run) -> None:
    _seed(run)
    lines = ok(run("export")).stdout.splitlines()
    assert json.loads(lines[0])["type"] == "header"
    assert "## Preference" in ok(run("export", "--format", "markdown")).stdout
    aish = [json.loads(line) for line in ok(run("export", "--format", "aish")).stdout.splitlines()]
    assert [(r["id"], r["kind"]) for r in aish] == [(1, "pref"), (2, "fact"), (3, "context")]
    wrapped = js(ok(run("export", "--format", "aish", "--json")))
    assert wrapped["format"] == "aish" and "Prefers dark mode" in wrapped["content"]


def test_export_aish_refuses_while_a_live_writer_holds_the_file(run: Run, tmp_path: Path) -> None:
    _seed(run)
    live = tmp_path / "memory.jsonl"
    with AishMemoryFile(live) as writer:
        writer.add("fact", "written by aish")
        result = run("export", "--format", "aish", "--out", str(live))
        assert result.exit_code == 3
        assert "held by another writer" in result.stderr
    assert "written by aish" in live.read_text(encoding="utf-8")
    ok(run("export", "--format", "aish", "--out", str(live)))
    assert "written by aish" not in live.read_text(encoding="utf-8")


def test_import_with_a_bad_line(run: Run, tmp_path: Path) -> None:
    source = tmp_path / "memory.jsonl"
    source.write_text(
        '{"id": 1, "ts": "2026-01-01T00:00:00Z", "kind": "fact", "content": "Valid one"}\n'
        "this is not json\n"
        '{"id": 3, "ts": "2026-01-01T00:00:00Z", "kind": "pref", "content": "Valid two"}\n',
        encoding="utf-8",
    )
    strict = run("import", str(source), "--format", "aish", "--strict")
    assert strict.exit_code == 1
    assert "line 2: not JSON" in strict.stderr
    assert contents(run) == []
    strict_json = run("import", str(source), "--format", "aish", "--strict", "--json")
    assert strict_json.exit_code == 1
    assert js(strict_json)["committed"] is False and js(strict_json)["errors"][0]["line"] == 2
    lenient = ok(run("import", str(source), "--format", "aish"))
    assert "line 2: not JSON" in lenient.stderr and "warning:" in lenient.stderr
    assert lenient.stdout.strip() == "Imported 2 memories from aish"
    assert contents(run) == ["Valid one", "Valid two"]
    junk = tmp_path / "junk.md"
    junk.write_text("- a bullet before any heading\n", encoding="utf-8")
    failed = run("import", str(junk), "--format", "markdown")
    assert failed.exit_code == 1 and "line 1:" in failed.stderr


def test_import_from_stdin_and_input_errors(run: Run, tmp_path: Path) -> None:
    result = ok(run("import", "-", "--format", "markdown", input="## Preference\n- Tea over coffee\n"))
    assert result.stdout.strip() == "Imported 1 memory from markdown"
    assert js(ok(run("list", "--json")))[0]["category"] == "preference"
    assert run("import", str(tmp_path / "missing.jsonl")).exit_code == 1
    binary = tmp_path / "binary.jsonl"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    not_text = run("import", str(binary))
    assert not_text.exit_code == 1 and "not UTF-8" in not_text.stderr


# ---- scoping and settings --------------------------------------------------------------------
def test_user_scoping_through_every_read_command(run: Run, tmp_path: Path) -> None:
    ok(run("remember", "Alice's secret plan", "-c", "decision", user="alice"))
    ok(run("update", "1", "Alice's revised secret plan", user="alice"))
    ok(run("trash", "2", user="alice"))
    ok(run("remember", "Alice's visible note", user="alice"))
    ok(run("block", "write", "user", "alice core", user="alice"))
    assert contents(run, user="alice") == ["Alice's visible note"]
    bob = "bob"
    assert contents(run, user=bob) == []
    assert js(ok(run("list", "--all", "--json", user=bob))) == []
    assert js(ok(run("trashed", "--json", user=bob))) == []
    for args in (
        ("show", "1"),
        ("show", "3"),
        ("history", "1"),
        ("history", "visible"),
        ("forget", "3"),
        ("trash", "3"),
        ("restore", "2"),
        ("purge", "2", "--yes"),
        ("undo",),
        ("confirm", "3"),
    ):
        result = run(*args, user=bob)
        assert result.exit_code == 2, (args, result.stdout, result.stderr)
        assert "Alice" not in result.stdout + result.stderr
    assert js(ok(run("block", "read", "user", "--json", user=bob)))["content"] == ""
    assert js(ok(run("block", "list", "--json", user=bob))) == []
    for fmt in ("jsonl", "aish", "markdown"):
        assert "Alice" not in ok(run("export", "--format", fmt, user=bob)).stdout
    assert contents(run, user="alice") == ["Alice's visible note"]


def test_environment_variables(run: Run, db: Path, tmp_path: Path) -> None:
    runner = CliRunner()
    env = {"ENGRAM_DB": str(db), "ENGRAM_USER": "carol", "ENGRAM_NAMESPACE": "projects/x"}
    ok(runner.invoke(cli, ["remember", "From the environment"], env=env))
    assert contents(run, user="carol") == ["From the environment"]
    assert js(ok(run("list", "--json", user="carol")))[0]["namespace"] == "projects/x"
    assert contents(run) == []
    bad_user = run("list", user="no spaces allowed")
    assert bad_user.exit_code == 1 and "invalid owner" in bad_user.stderr


def test_help_does_not_open_the_database(isolated_env: Path, tmp_path: Path) -> None:
    target = tmp_path / "never.db"
    result = CliRunner().invoke(cli, ["--db", str(target), "list", "--help"])
    assert result.exit_code == 0 and "--as-of" in result.stdout
    assert not target.exists()


# ---- bench and demo --------------------------------------------------------------------------
def test_bench_write_writes_json(run: Run, tmp_path: Path) -> None:
    out = tmp_path / "out.json"
    result = ok(run("bench", "write", "--items", "50", "--processes", "1,2", "--embedder", "fake", "--json", str(out)))
    assert "items/s" in result.stdout and "findable by meaning" in result.stdout
    report = json.loads(out.read_text(encoding="utf-8"))
    assert {"benchmark", "operation", "runs", "findable"} <= set(report)
    assert [(r["processes"], r["embedder"]) for r in report["runs"]] == [
        (1, "fake"),
        (1, "none"),
        (2, "fake"),
        (2, "none"),
    ]
    for row in report["runs"]:
        assert {"processes", "items", "seconds", "items_per_s", "p50_ms", "p95_ms", "embedded_all_after_s"} <= set(row)
        assert row["items"] == 50 and row["items_per_s"] > 0
        assert 0 < row["p50_ms"] <= row["p95_ms"]
    assert {"next_recall", "background_lag", "recall_with_pending", "recall_nothing_pending"} <= set(report["findable"])
    assert run("bench", "write", "--processes", "0").exit_code == 1
    assert run("bench", "write", "--items", "1000000").exit_code == 1


def test_bench_write_on_a_given_db(run: Run, tmp_path: Path) -> None:
    target = tmp_path / "bench.db"
    ok(run("bench", "write", "--items", "10", "--processes", "1", "--embedder", "none", "--db", str(target)))
    assert len(js(ok(run("list", "--json", user="bench", db_path=target)))) == 10
    assert js(ok(run("list", "--json", db_path=target))) == []


def test_demo_exits_0(run: Run, tmp_path: Path) -> None:
    target = tmp_path / "demo.db"
    result = ok(run("demo", "--db", str(target)))
    for step in ("1. Remember", "2. List", "3. Update", "4. History", "5. Undo", "6. The context block"):
        assert step in result.stdout
    assert "superseded" in result.stdout and str(target) in result.stdout
    assert target.exists()
    listed = CliRunner().invoke(cli, ["--db", str(target), "list", "--json"])
    assert [i["category"] for i in json.loads(listed.stdout)] == ["preference", "profile", "decision"]


# ---- the installed console script ------------------------------------------------------------
def _engram_script() -> str:
    found = shutil.which("engram", path=str(Path(sys.executable).parent)) or shutil.which("engram")
    if found is None:
        pytest.skip("the engram console script is not installed")
    return found


@pytest.fixture
def engram(isolated_env: Path, tmp_path: Path) -> Callable[..., subprocess.CompletedProcess[str]]:
    script = _engram_script()
    env = {k: v for k, v in os.environ.items() if not k.startswith("ENGRAM_")}
    env["ENGRAM_HOME"] = str(isolated_env)
    default_db = tmp_path / "script.db"

    def _engram(*args: str, db: Path | None = None, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [script, "--db", str(db or default_db), *args],
            capture_output=True,
            text=True,
            env=env,
            input=stdin,
            timeout=120,
            check=False,
        )

    return _engram


def test_script_exit_codes(engram: Callable[..., subprocess.CompletedProcess[str]], tmp_path: Path) -> None:
    assert engram("remember", "I like green tea").returncode == 0
    assert engram("remember", "I like black tea").returncode == 0
    cases: list[tuple[tuple[str, ...], int, str]] = [
        (("remember", ""), 1, "error: content is empty"),
        (("remember", "x", "--category", "bogus"), 1, "error: unknown category"),
        (("show", "abc"), 1, "error: malformed id"),
        (("list", "--limit", "-3"), 1, "--limit"),
        (("forget", "999"), 2, "error:"),
        (("forget", "tea"), 2, "#2  I like black tea"),
    ]
    for args, code, needle in cases:
        done = engram(*args)
        assert done.returncode == code, (args, done.stdout, done.stderr)
        assert needle in done.stderr, (args, done.stderr)
        assert "Traceback" not in done.stderr
    listed = engram("list", "--json")
    assert listed.returncode == 0
    assert [i["content"] for i in json.loads(listed.stdout)] == ["I like green tea", "I like black tea"]
    assert all(set(i) >= ITEM_KEYS for i in json.loads(listed.stdout))


def test_script_store_errors_exit_3(engram: Callable[..., subprocess.CompletedProcess[str]], tmp_path: Path) -> None:
    folder = tmp_path / "a-folder"
    folder.mkdir()
    not_a_db = tmp_path / "notes.txt"
    not_a_db.write_text("this is not a database\n" * 100, encoding="utf-8")
    for target in (folder, not_a_db):
        done = engram("list", db=target)
        assert done.returncode == 3, (target, done.stderr)
        assert done.stderr.startswith("error: store error") and "Traceback" not in done.stderr
    as_json = engram("list", "--json", db=not_a_db)
    assert as_json.returncode == 3 and json.loads(as_json.stdout)["error"]["code"] == "store_error"


def test_script_undo_flow(engram: Callable[..., subprocess.CompletedProcess[str]]) -> None:
    saved = engram("remember", "Prefers tabs", "-c", "preference")
    assert saved.stdout.strip() == "Memory saved (#1)  · undo: engram undo 1"
    assert engram("update", "tabs", "Prefers spaces").returncode == 0
    assert engram("undo").stdout.strip() == "Undid update (event 2)"
    assert [i["content"] for i in json.loads(engram("list", "--json").stdout)] == ["Prefers tabs"]
