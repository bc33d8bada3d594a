"""Defects 10 to 13 and the ``forget 99999`` message: bad input is a clear error and changes nothing.

Through the CLI (click's runner on a real SQLite file, and the installed console script for
``install``) and the library.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from hypothesis import given
from hypothesis import strategies as st

from engram import Memory
from engram.errors import InvalidInput
from engram.interfaces.cli.main import cli
from engram.redaction import scrub
from engram.timeutil import parse_user_time, to_text

ENGRAM = Path(sys.executable).parent / "engram"


@pytest.fixture
def db(tmp_path: Path, isolated_env: Path) -> Path:
    return tmp_path / "e.db"


def run_cli(db: Path, *args: str) -> Result:
    return CliRunner().invoke(cli, ["--db", str(db), *args], catch_exceptions=False)


# ---- 10: times out of range -------------------------------------------------------------------
OUT_OF_RANGE = ["0001-01-01T00:00+14:00", "9999-12-31T23:59-14:00", "0001-01-01T00:00:00+23:59"]


@pytest.mark.parametrize("when", OUT_OF_RANGE)
@pytest.mark.parametrize("command", [["list"], ["recall", "coffee"]])
def test_an_out_of_range_as_of_is_invalid_input_exit_1(db: Path, when: str, command: list[str]) -> None:
    assert run_cli(db, "remember", "coffee at nine").exit_code == 0
    result = run_cli(db, *command, "--as-of", when)
    assert result.exit_code == 1, result.output
    assert "out of range" in result.stderr and "Traceback" not in result.output


@pytest.mark.parametrize("when", [*OUT_OF_RANGE, datetime(1, 1, 1, tzinfo=timezone(timedelta(hours=14)))])
def test_out_of_range_times_are_invalid_input_in_the_library(db: Path, when: str | datetime) -> None:
    with Memory.open(db, embedder=None) as memory:
        with pytest.raises(InvalidInput):
            memory.list(as_of=when)
        with pytest.raises(InvalidInput):
            memory.recall("coffee", as_of=when)
        with pytest.raises(InvalidInput):
            memory.remember("coffee at nine", valid_from=when)
        assert memory.list() == []


@given(st.datetimes(timezones=st.timezones()) | st.datetimes())
def test_every_time_parse_user_time_accepts_can_be_stored(moment: datetime) -> None:
    """The class, not the example: whatever the parser returns is a moment ``to_text`` can write."""
    for value in (moment, moment.isoformat()):
        try:
            parsed = parse_user_time(value)
        except InvalidInput:
            continue
        assert to_text(parsed).endswith("Z")


@given(st.integers(min_value=-(23 * 60 + 59), max_value=23 * 60 + 59), st.sampled_from(["0001-01-01", "9999-12-31"]))
def test_offsets_at_the_ends_of_the_calendar_are_refused_or_stored(minutes: int, day: str) -> None:
    sign = "+" if minutes >= 0 else "-"
    text = f"{day}T00:00{sign}{abs(minutes) // 60:02d}:{abs(minutes) % 60:02d}"
    try:
        parsed = parse_user_time(text)
    except InvalidInput as exc:
        assert "out of range" in exc.message
        return
    assert parsed.astimezone(UTC).year in (1, 9999)


@pytest.mark.parametrize(
    "command",
    [
        ["sweep", "--idle", "999999999d"],
        ["sweep", "--idle", "99999999999999999999d"],
        ["prune", "--older-than", "99999999", "--yes"],
        ["prune", "--older-than", "3000000", "--yes"],
    ],
)
def test_a_span_reaching_past_the_calendar_is_invalid_input(db: Path, command: list[str]) -> None:
    assert run_cli(db, "remember", "coffee at nine").exit_code == 0
    result = run_cli(db, *command)
    assert result.exit_code == 1, result.output
    assert "error:" in result.stderr and "Traceback" not in result.output
    assert "coffee at nine" in run_cli(db, "list").stdout


# ---- 11: restore and purge by text ------------------------------------------------------------
def test_restore_by_text_finds_a_trashed_memory(db: Path) -> None:
    assert run_cli(db, "remember", "fact A about the staging server").exit_code == 0
    assert run_cli(db, "trash", "fact A").exit_code == 0
    restored = run_cli(db, "restore", "fact A")
    assert restored.exit_code == 0, restored.output
    assert "fact A about the staging server" in run_cli(db, "list").stdout


def test_restore_by_text_finds_a_forgotten_memory(db: Path) -> None:
    assert run_cli(db, "remember", "fact F is forgotten").exit_code == 0
    assert run_cli(db, "forget", "fact F").exit_code == 0
    assert "fact F" not in run_cli(db, "list").stdout
    restored = run_cli(db, "restore", "fact F")
    assert restored.exit_code == 0, restored.output
    assert "fact F is forgotten" in run_cli(db, "list").stdout


def test_purge_by_text_finds_a_trashed_memory(db: Path) -> None:
    assert run_cli(db, "remember", "fact B to purge").exit_code == 0
    assert run_cli(db, "remember", "fact C stays").exit_code == 0
    assert run_cli(db, "trash", "fact B").exit_code == 0
    purged = run_cli(db, "purge", "fact B", "--yes")
    assert purged.exit_code == 0, purged.output
    with Memory.open(db, embedder=None) as memory:
        assert memory.trashed() == []
        assert [i.content for i in memory.list()] == ["fact C stays"]


def test_text_matching_several_trashed_memories_is_ambiguous_not_a_guess(db: Path) -> None:
    for text in ("fact D one", "fact D two"):
        assert run_cli(db, "remember", text).exit_code == 0
        assert run_cli(db, "trash", text).exit_code == 0
    result = run_cli(db, "restore", "fact D")
    assert result.exit_code == 2 and "matches 2 memories" in result.stderr  # 2: not found or ambiguous
    assert run_cli(db, "list").stdout.count("fact D") == 0


def test_an_active_match_still_comes_first(db: Path) -> None:
    with Memory.open(db, embedder=None) as memory:
        gone = memory.remember("fact E old", category="fact").item
        memory.trash(gone.id)
        kept = memory.remember("fact E new", category="fact").item
        assert memory.history("fact E").versions[-1].id == kept.id


# ---- 16 (the message): an unknown id ----------------------------------------------------------
@pytest.mark.parametrize("command", ["forget", "confirm", "trash", "restore", "show", "history"])
def test_an_unknown_id_says_no_memory_with_that_number(db: Path, command: str) -> None:
    assert run_cli(db, "remember", "something").exit_code == 0
    result = run_cli(db, command, "99999")
    assert result.exit_code != 0
    assert "no memory #99999" in result.stderr, result.stderr


# ---- 12: secrets in prose ---------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("x, password=hunter2, y", "hunter2"),
        ("token=abc123def456, next", "abc123def456"),
        ("note: api_key=k9Zq2wX7, and then the rest", "k9Zq2wX7"),
        ("we set secret=opensesame42, then restarted", "opensesame42"),
        ("(the password=hunter2)", "hunter2"),
        ("x; password=hunter2; y", "hunter2"),
    ],
)
def test_a_secret_assignment_in_prose_before_a_comma_is_redacted(text: str, secret: str) -> None:
    assert secret not in scrub(text)


@pytest.mark.parametrize(
    "code",
    [
        "conn = connect(host=host, password=password)",
        "client = make(a, password=pw, b)",
        "connect(\n    host=h,\n    password=pw,\n)",
        "auth(token=access_token, retries=3)",
        "f(password=pw)",
        "clients[0](password=pw)",
    ],
)
def test_a_keyword_argument_passing_a_variable_survives(code: str) -> None:
    assert scrub(code) == code


# ---- 13: install ------------------------------------------------------------------------------
def install_env(tmp_path: Path) -> dict[str, str]:
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    clean = {k: v for k, v in os.environ.items() if not k.startswith("ENGRAM_")}
    return {**clean, "HOME": str(home), "ENGRAM_HOME": str(tmp_path / "engram-home")}


def test_install_into_a_missing_project_fails_and_creates_nothing(tmp_path: Path) -> None:
    missing = tmp_path / "nonexistent" / "dir"
    done = subprocess.run(
        [str(ENGRAM), "install", "claude-code", "--project", str(missing)],
        env=install_env(tmp_path),
        capture_output=True,
        text=True,
    )
    assert done.returncode == 1, done
    assert "no such folder" in done.stderr
    assert not (tmp_path / "nonexistent").exists()


@pytest.mark.parametrize(
    "custom",
    [
        "ENGRAM_DB=/srv/memory/team.db engram hook capture",
        "env ENGRAM_DB=/srv/memory/team.db ENGRAM_USER=ana /opt/bin/engram hook capture",
        "engram --db /srv/memory/team.db hook capture",
    ],
)
def test_a_customised_engram_hook_is_recognised_not_duplicated(tmp_path: Path, custom: str) -> None:
    project = tmp_path / "project"
    path = project / ".claude" / "settings.json"
    path.parent.mkdir(parents=True)
    existing = {"hooks": {"Stop": [{"matcher": "", "hooks": [{"type": "command", "command": custom}]}]}}
    path.write_text(json.dumps(existing), encoding="utf-8")
    done = subprocess.run(
        [str(ENGRAM), "install", "claude-code", "--project", str(project)],
        env=install_env(tmp_path),
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done
    stop = [h["command"] for group in json.loads(path.read_text())["hooks"]["Stop"] for h in group["hooks"]]
    assert stop == [custom]  # kept as the user wrote it, and no second capture hook


# ---- 7, the class: deeply nested JSON anywhere is a clear error -------------------------------
DEEP = "[" * 100_000 + "]" * 100_000


def test_a_deeply_nested_tool_call_is_a_tool_error(db: Path) -> None:
    from engram.interfaces.tools import dispatch

    with Memory.open(db, embedder=None) as memory:
        result = dispatch(memory, "save", '{"content": ' + DEEP + "}")
        assert result.is_error and "nested deeper than" in result.message
        assert memory.list() == []


def test_a_deeply_nested_settings_file_is_refused_by_install(tmp_path: Path) -> None:
    project = tmp_path / "project"
    settings = project / ".claude" / "settings.json"
    settings.parent.mkdir(parents=True)
    settings.write_text(DEEP, encoding="utf-8")
    done = subprocess.run(
        [str(ENGRAM), "install", "claude-code", "--project", str(project)],
        env=install_env(tmp_path),
        capture_output=True,
        text=True,
    )
    assert done.returncode == 1, done
    assert "Traceback" not in done.stderr and "not valid JSON" in done.stderr
    assert settings.read_text(encoding="utf-8") == DEEP
