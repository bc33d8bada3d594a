"""Defect 15, second half: no error that leaves over HTTP or to a model carries a file system path.

A real store failure (the database locked by another connection) is provoked behind a real HTTP
server and behind the tool dispatcher the MCP server uses (the CLI keeps the full message: its
reader owns the files). The edge sanitiser itself is checked with hypothesis.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest
from hypothesis import given
from hypothesis import strategies as st

from api_server import error_of
from engram import Memory
from engram.errors import StoreError, without_paths
from engram.interfaces.api.app import create_app
from engram.interfaces.api.server import BackgroundServer
from engram.interfaces.tools import dispatch
from engram.settings import Settings
from engram.store.sqlite.store import SqliteStore


@contextmanager
def locked(db: Path) -> Iterator[None]:
    """Another process's write transaction: engram's writes fail with "database is locked"."""
    holder = sqlite3.connect(db, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        yield
    finally:
        holder.execute("ROLLBACK")
        holder.close()


@pytest.fixture
def deep_db(tmp_path: Path) -> Path:
    folder = tmp_path / "srv" / "secret-location"
    folder.mkdir(parents=True)
    return folder / "engram.db"


def test_a_store_error_over_http_has_no_path(deep_db: Path) -> None:
    store = SqliteStore(deep_db, busy_timeout_s=0.05)
    app = create_app(store, Settings(db=str(deep_db), embedder="none"), allow_anonymous=True, embedder=None)
    try:
        with BackgroundServer(app) as server, httpx.Client(base_url=server.url, timeout=30) as client:
            with locked(deep_db):
                response = client.post("/v1/items", json={"content": "a fact"})
            assert response.status_code == 503, response.text
            error = error_of(response)
            assert "locked" in error["message"]
            assert str(deep_db.parent) not in response.text and "secret-location" not in response.text
            assert "<path>" in error["message"]
    finally:
        store.close()


def test_a_store_error_in_a_tool_call_has_no_path(deep_db: Path) -> None:
    memory = Memory(SqliteStore(deep_db, busy_timeout_s=0.05), embedder=None)
    try:
        with locked(deep_db):
            result = dispatch(memory, "save", {"category": "fact", "content": "a fact"})
        assert result.is_error
        assert "secret-location" not in result.message and "secret-location" not in repr(result.data)
    finally:
        memory.close()


SEGMENT = st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789._-", min_size=1, max_size=12)


@given(
    st.lists(SEGMENT, min_size=2, max_size=6),
    st.sampled_from(["/", "~/", "C:\\"]),
    st.sampled_from(["store error at {}: locked", "cannot open {}", "({})", "'{}'", "{}", "file {}."]),
)
def test_without_paths_removes_every_absolute_path(parts: list[str], root: str, template: str) -> None:
    separator = "\\" if root.endswith("\\") else "/"
    path = root + separator.join(parts)
    cleaned = without_paths(template.format(path))
    assert path not in cleaned and "<path>" in cleaned


@pytest.mark.parametrize(
    "text",
    ["unknown namespace 'projects/engram'", "use POST /v1/items", "see https://example.com/a/b", "1/2 done"],
)
def test_without_paths_keeps_what_is_not_a_server_path(text: str) -> None:
    assert without_paths(text) == text


def test_a_database_url_is_hidden_too() -> None:
    message = without_paths(str(StoreError("cannot connect to postgresql://ana:pw@db.internal/engram: refused")))
    assert "pw@" not in message and "db.internal" not in message and "<database>" in message
