"""Shared fixtures: a real SQLite file per test, a controllable clock, isolation from the user's settings."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck
from hypothesis import settings as hypothesis_settings

from engram import Memory

# Property tests assert behaviour, never speed: no per-example deadline, so a busy CI machine cannot
# turn a slow example into a failure.
hypothesis_settings.register_profile("engram", deadline=None, suppress_health_check=[HealthCheck.too_slow])
hypothesis_settings.load_profile("engram")

START = datetime(2026, 1, 1, 9, 0, tzinfo=UTC)


class FakeClock:
    """An injectable clock: each reading moves one second on (every write gets its own instant),
    and ``advance`` jumps ahead (to cross the 30-day trash window)."""

    def __init__(self, start: datetime = START, step: timedelta = timedelta(seconds=1)) -> None:
        self.now = start
        self.step = step

    def __call__(self) -> datetime:
        self.now += self.step
        return self.now

    def advance(self, **delta: float) -> datetime:
        self.now += timedelta(**delta)
        return self.now


@pytest.fixture
def isolated_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Keep the developer's ENGRAM_* variables and config.toml out of the tests."""
    home = tmp_path / "engram-home"
    for name in ("ENGRAM_DB", "ENGRAM_USER", "ENGRAM_CONFIG", "ENGRAM_NAMESPACE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("ENGRAM_HOME", str(home))
    return home


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "e.db"


@pytest.fixture
def open_memory(isolated_env: Path, db_path: Path, clock: FakeClock) -> Iterator[Callable[..., Memory]]:
    """Open ``Memory`` objects on real SQLite files (default: the test's ``e.db``); all closed at teardown."""
    opened: list[Memory] = []

    def _open(owner: str = "alice", path: Path | str | None = None, **kwargs: Any) -> Memory:
        kwargs.setdefault("clock", clock)
        memory = Memory.open(db_path if path is None else path, owner=owner, **kwargs)
        opened.append(memory)
        return memory

    yield _open
    for memory in opened:
        memory.close()


@pytest.fixture
def mem(open_memory: Callable[..., Memory]) -> Memory:
    """alice's memory on a fresh SQLite file in tmp_path."""
    return open_memory("alice")


def export_records(memory: Memory) -> list[dict[str, Any]]:
    """Every record of the owner's engram JSONL export except the header (whose exported_at moves)."""
    records = [json.loads(line) for line in memory.export("jsonl").splitlines() if line.strip()]
    return [r for r in records if r.get("type") != "header"]


def state_of(memory: Memory) -> dict[str, Any]:
    """What an undo must restore exactly: every item version, link and block version (not the event log)."""
    records = export_records(memory)
    return {
        "items": [r for r in records if r["type"] == "item"],
        "links": [r for r in records if r["type"] == "link"],
        "blocks": [r for r in records if r["type"] == "block"],
        "listed": [i.to_dict() for i in memory.list(include_inactive=True)],
        "trashed": [i.to_dict() for i in memory.trashed()],
        "block_text": {(b.namespace, b.category): b.content for b in memory.block_list()},
    }


@pytest.fixture
def snapshot() -> Callable[[Memory], list[dict[str, Any]]]:
    """The full JSONL export (events included, header excluded): for "bad input changes nothing"."""
    return export_records


@pytest.fixture
def state() -> Callable[[Memory], dict[str, Any]]:
    return state_of
