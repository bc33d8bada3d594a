"""Faults a store meets in the field, provoked for real: a read-only file or folder and a full disk
(SQLite), and the PostgreSQL server restarting under load.

Read-only: as root (who ignores file modes) a read-only bind mount of the file or its folder;
otherwise ``chmod``. Full disk: a small tmpfs as root, and for any user a file-size limit
(``RLIMIT_FSIZE``: the write fails with EFBIG, as on a full disk). Each time the CLI must exit 3
with a message naming the cause, and the store must be exactly as before.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import resource
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from engram import Memory
from engram.store.postgres.cluster import Cluster, find_binaries

ROOT = os.geteuid() == 0


def engram(db: Path, *args: str, fsize: int | None = None) -> subprocess.CompletedProcess[str]:
    def limit() -> None:
        if fsize is not None:
            resource.setrlimit(resource.RLIMIT_FSIZE, (fsize, fsize))

    env = os.environ | {"ENGRAM_EMBEDDER": "none", "ENGRAM_HOME": str(db.parent.parent / "home")}
    return subprocess.run(
        [sys.executable, "-m", "engram.interfaces.cli.main", "--db", str(db), *args],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        env=env,
        preexec_fn=limit,
    )


def sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def state(db: Path) -> tuple[str, list[tuple[object, ...]]]:
    """The database's own health check and every row a user can see (read by a fresh connection)."""
    conn = sqlite3.connect(db)
    try:
        health = conn.execute("PRAGMA integrity_check").fetchone()[0]
        rows = conn.execute("SELECT id, content, valid_until FROM items ORDER BY id").fetchall()
        rows += conn.execute("SELECT id, op, target_id FROM events ORDER BY id").fetchall()
        return health, rows
    finally:
        conn.close()


def seeded(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    db = folder / "e.db"
    with Memory.open(db, owner="default", embedder=None) as memory:
        for n in range(5):
            memory.remember(f"fact number {n} before the fault", category="fact")
    return db


def _mount(*args: str) -> None:
    subprocess.run(["mount", *args], check=True, capture_output=True)


@contextlib.contextmanager
def read_only(path: Path) -> Iterator[None]:
    """``path`` (a file or a folder) cannot be written for the duration."""
    if ROOT:
        _mount("--bind", str(path), str(path))
        try:
            _mount("-o", "remount,ro,bind", str(path))
            yield
        finally:
            subprocess.run(["umount", str(path)], check=True)
        return
    mode = path.stat().st_mode
    path.chmod(0o555 if path.is_dir() else 0o444)
    try:
        yield
    finally:
        path.chmod(mode)


@pytest.mark.parametrize("what", ["file", "folder"])
def test_a_read_only_store_refuses_writes_with_a_clear_error_and_stays_as_it_was(tmp_path: Path, what: str) -> None:
    db = seeded(tmp_path / "store")
    before_bytes, before = sha(db), state(db)

    with read_only(db if what == "file" else db.parent):
        done = engram(db, "remember", "a fact that cannot be written")
        imported = engram(db, "forget", "1", "--json")

    assert done.returncode == 3, done.stderr
    assert "read-only" in done.stderr and "nothing was changed" in done.stderr
    assert imported.returncode == 3
    assert '"code": "store_error"' in imported.stdout
    assert sha(db) == before_bytes
    assert state(db) == before == ("ok", before[1])
    assert engram(db, "remember", "writable again").returncode == 0


def _big_markdown(path: Path, bullets: int) -> Path:
    words = " ".join(f"word{n}" for n in range(60))
    path.write_text("## Fact\n" + "".join(f"- imported fact {n}: {words}\n" for n in range(bullets)), encoding="utf-8")
    return path


@contextlib.contextmanager
def small_disk(folder: Path, size_kib: int) -> Iterator[Path]:
    folder.mkdir()
    _mount("-t", "tmpfs", "-o", f"size={size_kib}k", "tmpfs", str(folder))
    try:
        yield folder
    finally:
        subprocess.run(["umount", str(folder)], check=True)


def _assert_full_disk_refused(db: Path, done: subprocess.CompletedProcess[str], before: object) -> None:
    assert done.returncode == 3, done.stdout + done.stderr
    assert "nothing was changed" in done.stderr
    assert "disk" in done.stderr  # "the disk is full" or "writing to the disk failed: it may be full ..."
    assert state(db) == before


@pytest.mark.skipif(not ROOT, reason="mounting a tmpfs needs root; the file-size-limit test covers other users")
def test_a_full_disk_refuses_a_big_import_whole_and_the_store_stays_as_it_was(tmp_path: Path) -> None:
    with small_disk(tmp_path / "disk", 1024) as disk:
        db = seeded(disk / "store")
        before = state(db)
        free = os.statvfs(disk).f_bavail * os.statvfs(disk).f_frsize
        (disk / "filler").write_bytes(b"\0" * (free - 200 * 1024))  # leave 200 KiB: the import needs more
        source = _big_markdown(tmp_path / "big.md", 3000)

        done = engram(db, "import", "--format", "markdown", str(source))

        _assert_full_disk_refused(db, done, before)
        (disk / "filler").unlink()
        assert engram(db, "remember", "room again").returncode == 0
        health, rows = state(db)
        assert health == "ok" and len(rows) == len(before[1]) + 2  # one item, one event


def test_a_file_size_limit_refuses_a_big_import_whole_and_the_store_stays_as_it_was(tmp_path: Path) -> None:
    db = seeded(tmp_path / "store")
    before = state(db)
    source = _big_markdown(tmp_path / "big.md", 3000)
    limit = db.stat().st_size + 256 * 1024  # the database fits; the import's write-ahead log does not

    done = engram(db, "import", "--format", "markdown", str(source), fsize=limit)

    _assert_full_disk_refused(db, done, before)
    assert engram(db, "import", "--format", "markdown", str(source)).returncode == 0
    assert len(state(db)[1]) == len(before[1]) + 2 * 3000 + 1  # items, their events, the import event


# ---- PostgreSQL restarted under load ---------------------------------------------------------

CLIENT = r"""
import json, sys, time
from engram import Memory
from engram.store.postgres.cluster import Cluster, find_binaries
from engram.errors import StoreError
import os
url, me, rounds, stop = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
with Memory.open(url, owner="alice", embedder=None) as memory:
    print(json.dumps(["opened", time.time()]), flush=True)
    for n in range(rounds):
        if os.path.exists(stop):  # the test saw every restart: finish the round and stop
            break
        # idempotent: retried by engram across the restart, so these must never fail
        saved = memory.remember(f"{me} fact {n}", category="fact")
        seen = memory.get(saved.item.id)
        print(json.dumps(["remember", n, saved.item.id, seen.content, time.time()]), flush=True)
        with open(os.path.join(os.path.dirname(stop), me + ".n"), "w") as progress:
            progress.write(str(n))  # the test waits for progress, not for a fixed time
        # not idempotent: appending twice would double the turn, so a lost connection is reported
        try:
            turn = memory.append_turn(f"{me}-log", "user", f"{me} turn {n}")
            print(json.dumps(["turn", n, turn.id, None, time.time()]), flush=True)
        except StoreError as exc:
            print(json.dumps(["turn-failed", n, None, exc.details.get("retry"), time.time()]), flush=True)
"""


def progressed(folder: Path, names: list[str], beyond: dict[str, int], patience_s: float = 600.0) -> dict[str, int]:
    """Wait until each client has finished a round past ``beyond`` (its progress file): the restarts
    must fall between writes however slowly a loaded machine runs the clients."""
    deadline = time.monotonic() + patience_s
    while True:
        now: dict[str, int] = {}
        for name in names:
            try:
                now[name] = int((folder / f"{name}.n").read_text() or -1)
            except (FileNotFoundError, ValueError):
                now[name] = -1
        if all(now[name] > beyond.get(name, -1) for name in names):
            return now
        assert time.monotonic() < deadline, f"clients made no progress: {now}"
        time.sleep(0.05)


def test_clients_ride_out_a_postgres_restart_retrying_only_what_is_safe_to_repeat() -> None:
    found = find_binaries()
    if isinstance(found, str):
        pytest.skip(f"SKIPPING POSTGRESQL TESTS: {found}")
    cluster = Cluster.start(found)  # its own server: restarting it disturbs no other test
    try:
        url = cluster.fresh_database()
        Memory.open(url, owner="alice", embedder=None).close()

        stop = Path(tempfile.mkdtemp()) / "stop"

        def client(name: str, rounds: int) -> tuple[str, subprocess.Popen[str]]:
            # a long-running client (at most ``rounds``) that stops once the test has seen every restart,
            # so it is still writing across both restarts however fast the writes are
            argv = [sys.executable, "-c", CLIENT, url, name, str(rounds), str(stop)]
            return name, subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)

        clients = [client(f"c{n}", 100_000) for n in range(4)]
        steady = [name for name, _ in clients]
        restarted = []
        seen: dict[str, int] = {}
        for n in range(2):
            seen = progressed(stop.parent, steady, seen)  # every client wrote since the last look
            clients.append(client(f"late{n}", 40))  # opens the store while the server goes down
            cluster.restart()
            restarted.append(time.time())
        progressed(stop.parent, steady, seen)  # every client writes again after the last restart
        stop.touch()
        outputs: dict[str, list[list[Any]]] = {}
        for name, proc in clients:
            out, err = proc.communicate(timeout=600)
            assert proc.returncode == 0, err[-3000:]
            outputs[name] = [json.loads(line) for line in out.splitlines()]
        with Memory.open(url, owner="alice", embedder=None) as memory:
            items = memory.list()
            texts = [t.text for s in memory.sessions() for t in memory.turns(s.id)]
    finally:
        cluster.stop()

    # idempotent operations (remember, get) never failed: engram ran them again after the restart
    remembered = {(name, r[1]): r for name, out in outputs.items() for r in out if r[0] == "remember"}
    for name, out in outputs.items():  # every round a client started, it finished: no gap, none twice
        rounds = [r[1] for r in out if r[0] == "remember"]
        assert rounds == list(range(len(rounds))), name
    assert len(remembered) >= 4 * 10
    assert all(r[3] == f"{name} fact {n}" for (name, n), r in remembered.items())
    assert sorted(i.id for i in items) == sorted(r[2] for r in remembered.values())  # each saved once
    # appending a turn is not idempotent: a lost one is reported, and never doubled
    assert len(texts) == len(set(texts))
    for name, out in outputs.items():
        for kind, n, _turn_id, reason, _at in (r for r in out if r[0].startswith("turn")):
            text = f"{name} turn {n}"
            if kind == "turn":
                assert text in texts
            elif reason == "safe":
                assert text not in texts  # rolled back, as the error said
            else:
                assert reason == "unknown"  # lost during COMMIT: either outcome is honest
    assert len(texts) == sum(1 for out in outputs.values() for r in out if r[0] == "turn") + sum(
        1 for name, out in outputs.items() for r in out if r[0] == "turn-failed" and f"{name} turn {r[1]}" in texts
    )
    # every client reconnected and carried on after the last restart
    for name in ("c0", "c1", "c2", "c3"):
        assert outputs[name][-1][-1] > restarted[-1], f"{name} stopped before the last restart"
