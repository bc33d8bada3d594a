"""A session's life (seed 001): active → idle → archived, the trash axis, purge, sweep, search, and the CLI."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from engram import Conflict, InvalidInput, NotFound
from engram.interfaces.cli.main import cli
from engram.interfaces.cli.sessions import group_of, parse_duration


def count(db: Path, sql: str, *args: Any) -> int:
    conn = sqlite3.connect(db)
    try:
        return int(conn.execute(sql, args).fetchone()[0])
    finally:
        conn.close()


@pytest.fixture
def bob(open_memory):
    return open_memory("bob")


# ---- status: active → idle → archived, and back ---------------------------------------------------


def test_the_lifecycle_active_idle_archived_and_reactivation(mem):
    mem.append_turn("s1", "user", "My name is Sam.")
    assert mem.get_session("s1").status == "active"

    assert mem.close_session("s1").session.status == "idle"
    archived = mem.archive_session("s1")
    assert archived.status == "archived" and archived.archived_at is not None
    assert mem.archive_session("s1") == archived  # archiving again changes nothing

    mem.append_turn("s1", "user", "I live in Berlin.")
    resumed = mem.get_session("s1")
    assert (resumed.status, resumed.archived_at, resumed.closed_at) == ("active", None, None)
    assert [s.id for s in mem.sessions(status="active")] == ["s1"]

    closed = mem.close_session("s1")
    assert closed.session.status == "idle" and [r.item.content for r in closed.saved] == ["Lives in Berlin"]


def test_an_active_session_cannot_be_archived_before_it_is_closed(mem):
    mem.append_turn("s1", "user", "hello")
    with pytest.raises(Conflict):
        mem.archive_session("s1")
    assert mem.get_session("s1").status == "active"


def test_lifecycle_calls_on_unknown_sessions_are_not_found(mem):
    for call in (mem.archive_session, mem.trash_session, mem.restore_session):
        with pytest.raises(NotFound):
            call("nope")
    with pytest.raises(InvalidInput):
        mem.trash_session("has space")


# ---- trash, restore, purge ---------------------------------------------------------------------


def test_trash_hides_a_session_from_listings_recall_search_and_finalize(mem):
    mem.append_turn("s1", "user", "The quarterly budget review is on Friday.")
    mem.append_turn("s2", "user", "The budget spreadsheet lives in the shared drive.")
    mem.close_session("s2")
    assert [h.session_id for h in mem.recall("quarterly", kinds=("turn",))] == ["s1"]
    assert [h.session_id for h in mem.recall("spreadsheet", kinds=("turn", "digest"))] == ["s2", "s2"]

    trashed = mem.trash_session("s1")
    mem.trash_session("s2")

    assert trashed.trashed_at is not None and trashed.status == "active"  # trash is its own axis
    assert mem.sessions() == []
    assert [s.id for s in mem.sessions(trashed=True)] == ["s2", "s1"]
    assert mem.recall("quarterly", kinds=("turn",)) == []
    assert mem.recall("spreadsheet", kinds=("turn", "digest")) == []
    assert mem.search_sessions("budget") == []
    assert mem.digest_context("budget").digests == ()
    assert mem.finalize_dirty() == []
    with pytest.raises(Conflict):
        mem.trash_session("s1")


def test_restore_within_the_window_brings_everything_back(mem, clock):
    mem.append_turn("s1", "user", "The quarterly budget review is on Friday.")
    mem.trash_session("s1")
    clock.advance(days=29)

    restored = mem.restore_session("s1")

    assert restored.trashed_at is None
    assert [h.session_id for h in mem.recall("budget", kinds=("turn",))] == ["s1"]
    with pytest.raises(Conflict):
        mem.restore_session("s1")


def test_after_the_window_a_session_cannot_be_restored_and_purge_deletes_it_all(mem, clock, db_path):
    mem.append_turn("s1", "user", "My name is Sam. The budget review is on Friday.")
    closed = mem.close_session("s1")
    mem.context(session_id="s1")  # a frozen context snapshot, to be purged with the session
    assert count(db_path, "SELECT count(*) FROM context_snapshots WHERE session_id = 's1'") == 1
    mem.append_turn("keep", "user", "Budget notes for next year.")
    mem.trash_session("s1")
    clock.advance(days=31)

    with pytest.raises(Conflict):
        mem.restore_session("s1")
    assert mem.purge_sessions() == ["s1"]

    with pytest.raises(NotFound):
        mem.get_session("s1")
    for table in ("digests", "daily_entries", "context_snapshots"):
        assert count(db_path, f"SELECT count(*) FROM {table} WHERE session_id = 's1'") == 0
    assert count(db_path, "SELECT count(*) FROM turns WHERE session_pk NOT IN (SELECT pk FROM sessions)") == 0
    assert count(db_path, "SELECT count(*) FROM turns_fts WHERE turns_fts MATCH 'friday'") == 0
    assert count(db_path, "SELECT count(*) FROM digests_fts") == 0
    assert count(db_path, "SELECT count(*) FROM turns") == 1  # the other session is untouched
    assert [i.content for i in mem.list()] == [r.item.content for r in closed.saved]  # memories stay
    assert mem.purge_sessions() == []


def test_purge_only_takes_sessions_past_the_window_unless_one_is_named(mem, clock):
    mem.append_turn("old", "user", "first")
    mem.trash_session("old")
    clock.advance(days=20)
    mem.append_turn("new", "user", "second")
    mem.trash_session("new")
    clock.advance(days=11)

    assert mem.purge_sessions() == ["old"]
    assert [s.id for s in mem.sessions(trashed=True)] == ["new"]
    mem.append_turn("live", "user", "third")
    with pytest.raises(Conflict):
        mem.purge_sessions("live")
    assert mem.purge_sessions("new") == ["new"]
    assert mem.sessions(trashed=True) == []


def test_sessions_of_another_owner_are_invisible_to_every_lifecycle_call(mem, bob):
    mem.append_turn("s1", "user", "My name is Sam.")
    for call in (bob.close_session, bob.trash_session, bob.archive_session, bob.restore_session):
        with pytest.raises(NotFound):
            call("s1")
    assert bob.finalize_dirty() == [] and bob.sweep(timedelta(0)) == []
    assert bob.search_sessions("Sam") == []
    assert mem.get_session("s1").status == "active"


# ---- sweep ---------------------------------------------------------------------------------------


def test_sweep_closes_abandoned_sessions_and_purges_expired_trash(mem, clock):
    mem.append_turn("abandoned", "user", "My name is Sam.")
    mem.session("never-used")
    mem.append_turn("gone", "user", "old stuff")
    mem.trash_session("gone")
    clock.advance(days=31)
    mem.append_turn("current", "user", "I live in Berlin.")

    results = mem.sweep(timedelta(minutes=30))

    assert sorted((r.session.id, r.status) for r in results) == [("abandoned", "closed"), ("never-used", "empty")]
    assert mem.get_session("current").status == "active"
    assert mem.sessions(trashed=True) == []
    clock.advance(hours=1)
    assert [(r.session.id, r.status) for r in mem.sweep()] == [("current", "closed")]
    with pytest.raises(InvalidInput):
        mem.sweep(timedelta(minutes=-1))


# ---- search --------------------------------------------------------------------------------------


def test_search_finds_sessions_by_their_turns_with_a_snippet(mem):
    mem.append_turn("s1", "user", "We should migrate the billing service to Kubernetes next quarter.")
    mem.append_turn("s1", "assistant", "Kubernetes would need a new ingress setup.")
    mem.append_turn("s2", "user", "Lunch ideas please.")

    found = mem.search_sessions("kubernetes")

    assert [m.session.id for m in found] == ["s1"]  # one match per session
    assert "[Kubernetes]" in found[0].snippet
    assert mem.search_sessions("the of") == []
    with pytest.raises(InvalidInput):
        mem.search_sessions("   ")


# ---- the CLI -------------------------------------------------------------------------------------


@pytest.fixture
def run(isolated_env: Path, db_path: Path):
    runner = CliRunner()

    def _run(*args: str, user: str = "alice") -> Result:
        return runner.invoke(cli, ["--db", str(db_path), "--user", user, *args], catch_exceptions=False)

    return _run


def ok(result: Result) -> Result:
    assert result.exit_code == 0, (result.exit_code, result.stdout, result.stderr)
    return result


def test_parse_duration_and_sidebar_groups():
    assert parse_duration("30m") == timedelta(minutes=30)
    assert parse_duration("2h") == timedelta(hours=2)
    assert parse_duration("1d") == timedelta(days=1)
    with pytest.raises(InvalidInput):
        parse_duration("soon")
    now = datetime(2026, 5, 10, 12, tzinfo=UTC)

    def at(days: float) -> Any:
        from engram.models import Session

        moment = now - timedelta(days=days)
        return Session("x", "alice", "user", None, "idle", moment, moment, None, None, None, 0, None, 0)

    assert [group_of(at(d), now) for d in (0, 1, 2, 7, 8, 300)] == [
        "Today",
        "Yesterday",
        "Previous 7 days",
        "Previous 7 days",
        "Older",
        "Older",
    ]


def test_sessions_cli_list_show_search_close_archive_trash_restore_purge(open_memory, run):
    mem = open_memory("alice", clock=lambda: datetime.now(UTC))
    old = datetime.now(UTC) - timedelta(days=3)
    mem.append_turn("old", "user", "Planning the garden beds for spring.", at=old)
    mem.append_turn("s1", "user", "My name is Sam. Fix the flaky test in tests/test_login.py please.")

    listed = ok(run("sessions", "list"))
    assert "Today" in listed.stdout and "Previous 7 days" in listed.stdout and "s1" in listed.stdout
    as_json = json.loads(ok(run("sessions", "list", "--json")).stdout)
    assert [(s["id"], s["group"]) for s in as_json] == [("s1", "Today"), ("old", "Previous 7 days")]
    assert json.loads(ok(run("sessions", "list", "--status", "idle", "--json")).stdout) == []

    closed = json.loads(ok(run("sessions", "close", "s1", "--json")).stdout)
    assert closed["status"] == "closed" and closed["digest"]["files"] == ["tests/test_login.py"]
    assert [s["item"]["content"] for s in closed["saved"]] == ["Name is Sam"]
    assert "already closed" in ok(run("sessions", "close", "s1")).stdout

    shown = json.loads(ok(run("sessions", "show", "s1", "--json")).stdout)
    assert shown["session"]["status"] == "idle" and len(shown["turns"]) == 1 and len(shown["digests"]) == 1
    assert "Digest #1" in ok(run("sessions", "show", "s1")).stdout

    found = json.loads(ok(run("sessions", "search", "garden", "--json")).stdout)
    assert [m["session"]["id"] for m in found] == ["old"] and "[garden]" in found[0]["snippet"]
    assert "No matching sessions." in ok(run("sessions", "search", "volcano")).stderr

    assert "archived" in ok(run("sessions", "archive", "s1")).stdout
    assert "moved to trash" in ok(run("sessions", "trash", "old")).stdout
    assert [s["id"] for s in json.loads(ok(run("sessions", "list", "--trashed", "--json")).stdout)] == ["old"]
    assert "restored" in ok(run("sessions", "restore", "old")).stdout
    ok(run("sessions", "trash", "old"))
    refused = run("sessions", "purge")
    assert refused.exit_code == 1 and "--yes" in refused.stderr
    purged = json.loads(ok(run("sessions", "purge", "old", "--yes", "--json")).stdout)
    assert purged["purged"] == ["old"]
    assert run("sessions", "show", "old").exit_code == 2
    assert run("sessions", "archive", "nope", "--json").exit_code == 2


def test_sweep_and_daily_export_cli(open_memory, run, tmp_path):
    mem = open_memory("alice", clock=lambda: datetime.now(UTC))
    mem.append_turn(
        "s1", "user", "My name is Sam. Let's go with SQLite for the cache.", at=datetime.now(UTC) - timedelta(hours=3)
    )

    assert run("sweep", "--idle", "forever").exit_code == 1
    assert json.loads(ok(run("sweep", "--idle", "4h", "--json")).stdout) == []
    swept = json.loads(ok(run("sweep", "--idle", "2h", "--json")).stdout)
    assert [(r["session"]["id"], r["status"]) for r in swept] == [("s1", "closed")]
    mem.daily_append("A note from elsewhere", label="Note", namespace="projects/x")

    exported = json.loads(ok(run("daily", "export", str(tmp_path / "out"), "--json")).stdout)
    day = datetime.now(UTC).strftime("%Y-%m-%d")
    path = tmp_path / "out" / "memory" / f"{day}.md"
    assert exported["files"] == [{"day": day, "path": str(path)}]
    text = path.read_text(encoding="utf-8")
    assert text.startswith(f"# Daily Memory: {day}\n\n## Session (")
    assert "Let's go with SQLite for the cache." in text and "A note from elsewhere" not in text
    ok(run("daily", "export", str(tmp_path / "proj"), "--namespace", "projects/x"))
    assert "A note from elsewhere" in (tmp_path / "proj" / "memory" / f"{day}.md").read_text(encoding="utf-8")


def test_the_installed_script_lists_and_closes_sessions(open_memory, db_path, isolated_env):
    script = shutil.which("engram", path=str(Path(sys.executable).parent)) or shutil.which("engram")
    if script is None:
        pytest.skip("the engram console script is not installed")
    mem = open_memory("alice")
    mem.append_turn("s1", "user", "I prefer short answers.")
    env = {k: v for k, v in os.environ.items() if not k.startswith("ENGRAM_")}
    env |= {"ENGRAM_HOME": str(isolated_env), "ENGRAM_EMBEDDER": "none", "ENGRAM_USER": "alice"}

    def engram(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [script, "--db", str(db_path), *args], capture_output=True, text=True, env=env, timeout=120, check=False
        )

    closed = engram("sessions", "close", "s1", "--json")
    assert closed.returncode == 0, closed.stderr
    assert json.loads(closed.stdout)["status"] == "closed"
    listed = engram("sessions", "list", "--status", "idle", "--json")
    assert [s["id"] for s in json.loads(listed.stdout)] == ["s1"]
    assert engram("sessions", "close", "nope").returncode == 2
    assert [i.content for i in mem.list()] == ["Prefers short answers"]
