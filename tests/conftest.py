"""Shared fixtures: a real store per test, a controllable clock, isolation from the user's settings.

Stores. ``db_path`` is a SQLite file in the test's tmp_path. PostgreSQL comes from a throwaway
server started once per test run from the installed binaries (tests/postgres_cluster.py):

* ``postgres_cluster`` (session): the running server; skips every PostgreSQL test, loudly, when the
  binaries or pgvector are missing, and fails instead under ``ENGRAM_REQUIRE_POSTGRES=1`` (CI).
* ``postgres_url``: a fresh, empty database of that server for this test (dropped afterwards).
* ``store_url``: parametrized over ``["sqlite", "postgres"]``: a location ``open_store`` accepts.
  Request it (or ``any_store``) to run a test on both backends.
* ``any_store``: an open ``Store`` on ``store_url``, closed at teardown.
* ``open_memory`` / ``mem``: ``Memory`` objects on SQLite, or on PostgreSQL when the run sets
  ``ENGRAM_TEST_BACKEND=postgres`` (``ENGRAM_TEST_BACKEND=postgres pytest tests/test_items.py``
  runs an existing module on PostgreSQL; tests that pass an explicit path stay on SQLite).
"""

from __future__ import annotations

import importlib.util
import json
import os
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck
from hypothesis import settings as hypothesis_settings

from engram import Memory
from engram.app import open_store
from engram.store.base import Store
from postgres_cluster import Cluster, find_binaries

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


REQUIRE_POSTGRES = os.environ.get("ENGRAM_REQUIRE_POSTGRES", "") == "1"
TEST_BACKEND = os.environ.get("ENGRAM_TEST_BACKEND", "sqlite")


@pytest.fixture(scope="session")
def postgres_cluster() -> Iterator[Cluster]:
    """One throwaway PostgreSQL server for the whole run, started on first use, stopped at the end."""
    found = find_binaries()
    if isinstance(found, str) and importlib.util.find_spec("psycopg") is None:
        found = "psycopg is not installed: pip install 'engramdb[postgres]'"
    if isinstance(found, str):
        if REQUIRE_POSTGRES:
            pytest.fail(f"ENGRAM_REQUIRE_POSTGRES=1 but {found}")
        pytest.skip(f"SKIPPING POSTGRESQL TESTS: {found}")
    cluster = Cluster.start(found)
    yield cluster
    cluster.stop()


@pytest.fixture
def postgres_url(postgres_cluster: Cluster) -> Iterator[str]:
    """A fresh database (with pgvector) for this test alone; dropped at teardown."""
    url = postgres_cluster.fresh_database()
    yield url
    postgres_cluster.drop_database(url)


@pytest.fixture(params=["sqlite", "postgres"])
def store_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A store location for each backend: a SQLite file, then a fresh PostgreSQL database URL."""
    if request.param == "sqlite":
        return str(tmp_path / "e.db")
    return str(request.getfixturevalue("postgres_url"))


@pytest.fixture
def any_store(store_url: str) -> Iterator[Store]:
    """An open store on ``store_url`` (so: once per backend), closed at teardown."""
    store = open_store(store_url)
    yield store
    store.close()


@pytest.fixture
def new_location(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Callable[[str], str]]:
    """Make as many new, empty stores as a test needs: ``new_location("sqlite")`` is a file path,
    ``new_location("postgres")`` a fresh database URL (dropped at teardown)."""
    made: list[str] = []
    cluster: list[Cluster] = []
    files = iter(range(1, 1000))

    def make(kind: str) -> str:
        if kind == "sqlite":
            return str(tmp_path / f"store-{next(files)}.db")
        if not cluster:
            cluster.append(request.getfixturevalue("postgres_cluster"))
        made.append(cluster[0].fresh_database())
        return made[-1]

    yield make
    for url in made:
        cluster[0].drop_database(url)


@pytest.fixture
def default_store(request: pytest.FixtureRequest, db_path: Path) -> str:
    """Where ``open_memory`` opens by default: the test's SQLite file, or a fresh PostgreSQL
    database under ``ENGRAM_TEST_BACKEND=postgres``."""
    if TEST_BACKEND == "postgres":
        return str(request.getfixturevalue("postgres_url"))
    return str(db_path)


@pytest.fixture
def open_memory(isolated_env: Path, default_store: str, clock: FakeClock) -> Iterator[Callable[..., Memory]]:
    """Open ``Memory`` objects on real stores (default: ``default_store``); all closed at teardown."""
    opened: list[Memory] = []

    def _open(owner: str = "alice", path: Path | str | None = None, **kwargs: Any) -> Memory:
        kwargs.setdefault("clock", clock)
        kwargs.setdefault("embedder", None)  # lexical-only unless a test brings an embedder
        memory = Memory.open(default_store if path is None else path, owner=owner, **kwargs)
        opened.append(memory)
        return memory

    yield _open
    for memory in opened:
        memory.close()


@pytest.fixture
def mem(open_memory: Callable[..., Memory]) -> Memory:
    """alice's memory on a fresh store (SQLite in tmp_path unless ``ENGRAM_TEST_BACKEND=postgres``)."""
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
