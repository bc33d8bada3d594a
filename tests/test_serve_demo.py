"""``engram serve`` as a real process: its banner, and ``--demo``, an in-memory store seeded with an
example week that many request threads share and that leaves nothing on disk."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

import httpx

from engram.interfaces.cli.sessions import group_of
from engram.interfaces.demo_seed import seed
from engram.memory import Memory
from engram.store.sqlite.store import SqliteStore

ENGRAM = str(Path(sys.executable).with_name("engram"))


@dataclass
class Served:
    banner: dict[str, str]
    url: str


@contextmanager
def engram_serve(tmp_path: Path, *args: str) -> Iterator[Served]:
    """``engram [args] --port 0``, read its banner up to the auth line, stop it with Ctrl-C at the end."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("ENGRAM_")}
    env |= {"ENGRAM_HOME": str(tmp_path / "home"), "ENGRAM_EMBEDDER": "none", "PYTHONUNBUFFERED": "1"}
    proc = subprocess.Popen(
        [ENGRAM, *args, "--port", "0", "--log-level", "warning"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        assert proc.stdout is not None
        banner: dict[str, str] = {}
        for line in proc.stdout:
            name, _, value = line.partition(":")
            banner[name.strip()] = value.strip()
            if name == "auth":
                break
        assert "journal" in banner, (banner, proc.stderr.read() if proc.stderr else "")
        url = banner["journal"].removesuffix("/")
        deadline = datetime.now(UTC) + timedelta(seconds=30)
        while True:  # the banner is printed just before uvicorn starts accepting
            try:
                if httpx.get(url + "/healthz", timeout=2).status_code == 200:
                    break
            except httpx.TransportError:
                assert datetime.now(UTC) < deadline, "engram serve did not start"
                time.sleep(0.05)
        yield Served(banner, url)
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        for stream in (proc.stdout, proc.stderr):
            if stream is not None:
                stream.close()


def test_serve_prints_the_journal_docs_and_mcp_addresses_for_the_default_store(tmp_path: Path) -> None:
    with engram_serve(tmp_path, "serve") as served:
        url = served.url
        assert served.banner["journal"] == f"{url}/" and url.startswith("http://127.0.0.1:")
        assert served.banner["API docs"].startswith(f"{url}/docs")
        assert served.banner["MCP"] in (f"{url}/mcp", "not available (engramdb[mcp])")
        assert served.banner["database"] == str(tmp_path / "home" / "engram.db")
        assert httpx.get(url + "/docs").status_code == 200
        assert httpx.post(url + "/v1/items", json={"content": "Kept on disk"}).status_code == 201
    assert (tmp_path / "home" / "engram.db").is_file()


def test_serve_demo_shows_a_populated_week_and_saves_nothing(tmp_path: Path) -> None:
    with engram_serve(tmp_path, "serve", "--demo") as served:
        assert "in memory (demo)" in served.banner["database"] and "Nothing is saved" in served.banner["database"]
        api = httpx.Client(base_url=served.url, timeout=30)

        sessions = api.get("/v1/sessions").json()["sessions"]
        assert [s["id"] for s in sessions] == ["release-notes", "flaky-ci", "tracking-kickoff"]
        assert [s["status"] for s in sessions] == ["active", "idle", "idle"]
        items = api.get("/v1/items", params={"include_inactive": "true"}).json()["items"]
        statuses = {i["status"] for i in items}
        assert {"active", "superseded", "forgotten"} <= statuses
        assert {i["category"] for i in items if i["status"] == "active"} >= {"profile", "preference", "decision"}
        extracted = [i for i in items if i["source"] == "extracted"]
        assert {i["provenance"]["session_id"] for i in extracted} == {"tracking-kickoff", "flaky-ci"}
        assert all(i["provenance"]["turn_ids"] for i in extracted)
        superseded = next(i for i in items if i["status"] == "superseded")
        history = api.get(f"/v1/items/{superseded['superseded_by']}/history").json()
        assert len(history["versions"]) == 2 and [e["op"] for e in history["events"]] == ["remember", "update"]
        assert len(api.get("/v1/blocks").json()["blocks"]) == 2
        assert len(api.get("/v1/digests").json()["digests"]) == 2
        assert api.post("/v1/recall", json={"query": "which database for tracking"}).json()["hits"]

        # Many request threads share the one in-memory database.
        failures: list[str] = []

        def client_loop(n: int) -> None:
            with httpx.Client(base_url=served.url, timeout=30) as own:
                for k in range(8):
                    wrote = own.post("/v1/items", json={"content": f"Concurrent note {n}-{k}"})
                    read = own.get("/v1/items", params={"limit": 5})
                    if wrote.status_code != 201 or read.status_code != 200:
                        failures.append(f"{wrote.status_code} {read.status_code} {wrote.text[:200]}")

        threads = [threading.Thread(target=client_loop, args=(n,)) for n in range(6)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert failures == []
        active = api.get("/v1/items", params={"limit": 500}).json()["items"]
        assert sum(i["content"].startswith("Concurrent note") for i in active) == 48
        api.close()
    assert not (tmp_path / "home").exists() or not any((tmp_path / "home").iterdir())


def test_the_demo_week_spans_the_sidebar_groups_even_just_after_midnight() -> None:
    for now in (datetime(2026, 5, 6, 15, 0, tzinfo=UTC), datetime(2026, 5, 6, 0, 3, tzinfo=UTC)):
        store = SqliteStore(":memory:")
        try:
            seeded = seed(store, owner="newcomer", now=now)
            memory = Memory(store, owner="newcomer")
            groups = {s.id: group_of(s, now) for s in memory.sessions()}
            assert groups == {
                "release-notes": "Today",
                "flaky-ci": "Yesterday",
                "tracking-kickoff": "Previous 7 days",
            }
            assert all(t.at <= now for t in memory.turns("release-notes"))  # never in the future
            assert seeded.active_items == len(memory.list()) and seeded.blocks == len(memory.block_list())
            assert len(memory.daily_days()) == 2 and Memory(store, owner="someone-else").list() == []
        finally:
            store.close()
