"""Real processes against one SQLite file: no lost or duplicated writes, and crash safety."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from engram import Memory

WRITER = """
import sys
from engram import Memory
worker, count, db = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
with Memory.open(db, owner="alice") as memory:
    for n in range(count):
        result = memory.remember(f"worker {worker} fact {n}", category="fact")
        print(result.item.id, flush=True)
"""


def test_eight_processes_writing_at_once_lose_and_duplicate_nothing(tmp_path: Path) -> None:
    db = tmp_path / "shared.db"
    Memory.open(db).close()  # create and migrate once, as an installed engram would
    workers = [
        subprocess.Popen([sys.executable, "-c", WRITER, str(w), "200", str(db)], stdout=subprocess.PIPE, text=True)
        for w in range(8)
    ]
    acked: list[int] = []
    for proc in workers:
        out, _ = proc.communicate(timeout=600)
        assert proc.returncode == 0
        acked += [int(line) for line in out.split()]
    assert len(acked) == 1600
    assert len(set(acked)) == 1600
    with Memory.open(db, owner="alice") as memory:
        items = memory.list()
        assert len(items) == 1600
        assert {i.id for i in items} == set(acked)
        contents = {i.content for i in items}
        assert contents == {f"worker {w} fact {n}" for w in range(8) for n in range(200)}
        events = memory.export().splitlines()
        remember_events = [line for line in events if '"type": "event"' in line and '"op": "remember"' in line]
        assert len(remember_events) == 1600


def test_a_writer_killed_mid_write_leaves_a_healthy_store_with_every_acknowledged_write(
    tmp_path: Path,
) -> None:
    db = tmp_path / "crash.db"
    Memory.open(db).close()
    acknowledged: list[int] = []
    for round_no in range(4):
        proc = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(round_no), "100000", str(db)],
            stdout=subprocess.PIPE,
            text=True,
        )
        assert proc.stdout is not None
        target = 20 + 15 * round_no
        seen = 0
        deadline = time.monotonic() + 120
        while seen < target and time.monotonic() < deadline:
            line = proc.stdout.readline()
            if not line:
                break
            acknowledged.append(int(line))
            seen += 1
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
        assert seen == target
    conn = sqlite3.connect(db)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
    finally:
        conn.close()
    with Memory.open(db, owner="alice") as memory:
        present = {i.id for i in memory.list()}
        assert set(acknowledged) <= present
        # every stored item has its event: nothing half-written
        exported = memory.export()
        for item_id in present:
            assert f'"target_id": {item_id},' in exported or f'"target_id": {item_id}}}' in exported
