"""Real processes writing one store at once, on SQLite and on PostgreSQL (issue 8 item 3, and SIGKILL).

Each worker follows a deterministic plan of remember / update / forget on its own memories, plus
"shared" facts every worker remembers at the same moment. Because a worker only touches its own
lineages, the final state does not depend on how the processes interleave, so it is known exactly:
the active set, every lineage's chain of versions, one event per acknowledged write, and exactly
one item per shared fact.
"""

from __future__ import annotations

import itertools
import json
import os
import random
import signal
import subprocess
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from engram import Memory

WORKERS = 8
OPS_PER_WORKER = 500
SHARED_EVERY = 50

WORKER = r"""
import json, sys, time
from engram import Memory
location, start = sys.argv[1], float(sys.argv[2])
plan = json.loads(open(sys.argv[3], encoding="utf-8").read())
slots = {}
with Memory.open(location, owner="alice", embedder=None) as memory:
    while time.time() < start:
        time.sleep(0.002)
    for op, slot, text in plan:
        if op == "remember":
            result = memory.remember(text, category="fact")
        elif op == "update":
            result = memory.update(slots[slot], text)
        else:
            result = memory.forget(slots[slot])
        if slot is not None:
            slots[slot] = result.item.id
        event = None if result.event is None else result.event.id
        print(json.dumps([op, slot, result.item.id, event, result.created]), flush=True)
"""


@dataclass
class Plan:
    """One worker's ops and what they must leave behind: the content chain of each of its slots."""

    worker: int
    ops: list[tuple[str, int | None, str | None]] = field(default_factory=list)
    chains: dict[int, list[str]] = field(default_factory=dict)
    forgotten: set[int] = field(default_factory=set)


def make_plan(worker: int, count: int) -> Plan:
    rng = random.Random(1000 + worker)
    plan = Plan(worker)
    for n in range(count):
        live = [s for s in plan.chains if s not in plan.forgotten]
        roll = rng.random()
        if n % SHARED_EVERY == 0:
            plan.ops.append(("remember", None, f"shared fact number {n // SHARED_EVERY}"))
        elif roll < 0.5 or not live:
            slot = len(plan.chains)
            plan.chains[slot] = [f"worker {worker} memory {slot}"]
            plan.ops.append(("remember", slot, plan.chains[slot][0]))
        elif roll < 0.8:
            slot = rng.choice(live)
            plan.chains[slot].append(f"worker {worker} memory {slot} version {len(plan.chains[slot])} at {n}")
            plan.ops.append(("update", slot, plan.chains[slot][-1]))
        else:
            slot = rng.choice(live)
            plan.forgotten.add(slot)
            plan.ops.append(("forget", slot, None))
    return plan


def run_workers(location: str, plans: list[Plan], folder: Path) -> list[list[list[Any]]]:
    start = time.time() + 3.0
    procs = []
    for plan in plans:
        path = folder / f"plan-{plan.worker}.json"
        path.write_text(json.dumps(plan.ops), encoding="utf-8")
        procs.append(
            subprocess.Popen(
                [sys.executable, "-c", WORKER, location, str(start), str(path)],
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            )
        )
    acks = []
    for proc in procs:
        out, err = proc.communicate(timeout=1200)
        assert proc.returncode == 0, err[-3000:]
        acks.append([json.loads(line) for line in out.splitlines()])
    return acks


def test_eight_processes_of_mixed_writes_leave_exactly_the_planned_state(location: str, tmp_path: Path) -> None:
    Memory.open(location, owner="alice", embedder=None).close()  # create and migrate once
    plans = [make_plan(w, OPS_PER_WORKER) for w in range(WORKERS)]

    acks = run_workers(location, plans, tmp_path)

    assert [len(a) for a in acks] == [OPS_PER_WORKER] * WORKERS
    with Memory.open(location, owner="alice", embedder=None) as memory:
        versions = memory.list(include_inactive=True)
        events = [json.loads(line) for line in memory.export().splitlines()[1:] if '"type": "event"' in line]
    by_id = {i.id: i for i in versions}
    assert len(by_id) == len(versions)  # no id twice

    # shared facts: every worker said them, exactly one item each, created by exactly one worker
    shared = [i for i in versions if i.content.startswith("shared fact")]
    assert sorted(i.content for i in shared) == sorted({f"shared fact number {k}" for k in range(10)})
    created_shared = [a for worker in acks for a in worker if a[1] is None and a[4]]
    assert len(created_shared) == 10
    assert {a[2] for worker in acks for a in worker if a[1] is None} == {i.id for i in shared}

    # each worker's lineages: the planned chain of contents, in order, ending active or forgotten
    lineages: dict[int, list[Any]] = {}
    for item in sorted(versions, key=lambda i: i.id):
        lineages.setdefault(item.lineage, []).append(item)
    own = [chain for chain in lineages.values() if not chain[0].content.startswith("shared fact")]
    expected_chains = {tuple(chain): slot in plan.forgotten for plan in plans for slot, chain in plan.chains.items()}
    actual_chains = {tuple(i.content for i in chain): chain[-1].valid_until is not None for chain in own}
    assert actual_chains == expected_chains
    for chain in own:
        assert all(old.superseded_by == new.id and new.supersedes == old.id for old, new in itertools.pairwise(chain))
        assert all(i.valid_until is not None for i in chain[:-1])
        assert chain[-1].superseded_by is None
    total_versions = sum(len(c) for p in plans for c in p.chains.values()) + 10
    assert len(versions) == total_versions
    active = {i.content for i in versions if i.is_active}
    planned_active = {c[-1] for p in plans for s, c in p.chains.items() if s not in p.forgotten}
    assert active == planned_active | {f"shared fact number {k}" for k in range(10)}

    # the event log: one event per acknowledged write that changed something, and nothing else
    acked_events = [a[3] for worker in acks for a in worker if a[3] is not None]
    assert len(acked_events) == len(set(acked_events)) == len(events)
    assert {e["id"] for e in events} == set(acked_events)
    planned = Counter(op for p in plans for op, slot, _ in p.ops if slot is not None)
    assert Counter(e["op"] for e in events) == Counter(
        {"remember": planned["remember"] + 10, "update": planned["update"], "forget": planned["forget"]}
    )
    for worker in acks:
        for op, _slot, item_id, event_id, _created in worker:
            if event_id is not None:
                event = next(e for e in events if e["id"] == event_id)
                assert (event["op"], event["target_id"]) == (op, item_id)


FINALIZER = r"""
import json, sys, time
from engram import Memory
location, start, how = sys.argv[1], float(sys.argv[2]), sys.argv[3]
with Memory.open(location, owner="alice", embedder=None) as memory:
    while time.time() < start:
        time.sleep(0.002)
    if how == "close":
        results = [memory.close_session("s-busy", timeout=120)]
    else:
        results = memory.finalize_dirty(timeout=120)
    print(json.dumps([[r.session.id, r.status, None if r.digest is None else r.digest.id] for r in results]))
"""


def test_processes_finalizing_one_session_at_once_write_exactly_one_digest(
    location: str,
) -> None:
    with Memory.open(location, owner="alice", embedder=None) as memory:
        memory.append_turn("s-busy", "user", "I need to move the billing service to the new cluster.")
        memory.append_turn("s-busy", "assistant", "Turns out the problem was the DNS cache.")
        memory.append_turn("s-busy", "user", "I prefer short answers. We decided to pin the resolver.")
    start = time.time() + 3.0
    hows = ["close"] * 4 + ["finalize"] * 2
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", FINALIZER, location, str(start), how],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for how in hows
    ]
    results = []
    for proc in procs:
        out, err = proc.communicate(timeout=600)
        assert proc.returncode == 0, err[-3000:]
        results += json.loads(out)

    statuses = Counter(status for _, status, _ in results)
    assert statuses["closed"] == 1
    assert set(statuses) <= {"closed", "already-idle"}
    digest_ids = {d for _, _, d in results if d is not None}
    assert len(digest_ids) == 1
    with Memory.open(location, owner="alice", embedder=None) as memory:
        digests = memory.digests(session_id="s-busy")
        assert [(d.id, d.turn_from, d.turn_to) for d in digests] == [(digest_ids.pop(), 1, 3)]
        assert len(memory.daily_read(digests[0].created_at.date()).split("## Session")) == 2
        session = memory.get_session("s-busy")
        assert (session.status, session.watermark) == ("idle", 3)
        assert sorted(i.content for i in memory.list()) == ["Decided to pin the resolver", "Prefers short answers"]


KILLED_WRITER = r"""
import json, sys
from engram import Memory
location, tag = sys.argv[1], sys.argv[2]
with Memory.open(location, owner="alice", embedder=None) as memory:
    n = 0
    while True:
        if n % 3 == 2:  # a bigger transaction: twenty items at once, all or nothing
            batch = [{"content": f"{tag} batch {n} row {k}", "category": "fact"} for k in range(20)]
            results = memory.remember_many(batch)
            print(json.dumps(["batch", n, [r.item.id for r in results]]), flush=True)
        else:
            result = memory.remember(f"{tag} single {n}", category="fact")
            print(json.dumps(["single", n, [result.item.id]]), flush=True)
        n += 1
"""


def test_writers_killed_mid_transaction_leave_every_acknowledged_write_and_no_half_batch(
    location: str,
) -> None:
    Memory.open(location, owner="alice", embedder=None).close()
    acknowledged: dict[str, list[int]] = {}
    rng = random.Random(5)
    for round_no in range(4):
        procs = [
            subprocess.Popen(
                [sys.executable, "-c", KILLED_WRITER, location, f"r{round_no}w{w}"],
                stdout=subprocess.PIPE,
                text=True,
            )
            for w in range(3)
        ]
        target = 15 + rng.randrange(25)
        for w, proc in enumerate(procs):
            assert proc.stdout is not None
            for _ in range(target + 7 * w):
                line = proc.stdout.readline()
                assert line, "a writer died before it was killed"
                kind, n, ids = json.loads(line)
                acknowledged[f"r{round_no}w{w} {kind} {n}"] = ids
        for proc in procs:  # at this instant each writer is inside (or between) transactions
            os.kill(proc.pid, signal.SIGKILL)
        for proc in procs:
            proc.wait()
            assert proc.stdout is not None
            proc.stdout.close()

    assert_consistent(location)
    with Memory.open(location, owner="alice", embedder=None) as memory:
        items = memory.list(include_inactive=True)
        present = {i.id for i in items}
        assert {i for ids in acknowledged.values() for i in ids} <= present
        by_batch: dict[str, int] = Counter(i.content.rsplit(" row ", 1)[0] for i in items if " batch " in i.content)
        assert set(by_batch.values()) <= {20}  # a killed batch is all there or not at all
        events = [json.loads(line) for line in memory.export().splitlines()[1:] if '"type": "event"' in line]
        assert sorted(e["target_id"] for e in events if e["op"] == "remember") == sorted(present)
        memory.remember("the store still takes writes")


def assert_consistent(location: str) -> None:
    """The database's own checks: SQLite's integrity and foreign-key checks; on PostgreSQL, that
    every reference resolves (items, links, events, turns) — the server does the rest."""
    if "://" not in location:
        import sqlite3

        conn = sqlite3.connect(location)
        try:
            assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
            assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
            conn.execute("INSERT INTO items_fts(items_fts) VALUES ('integrity-check')")
        finally:
            conn.close()
        return
    import psycopg

    with psycopg.connect(location.split("?pool", 1)[0]) as conn:
        for sql in (
            "SELECT count(*) FROM items i WHERE i.superseded_by IS NOT NULL "
            "AND NOT EXISTS (SELECT 1 FROM items j WHERE j.id = i.superseded_by)",
            "SELECT count(*) FROM links l WHERE NOT EXISTS (SELECT 1 FROM items i WHERE i.id = l.from_id)",
            "SELECT count(*) FROM events e WHERE e.target_kind = 'item' AND e.op = 'remember' "
            "AND NOT EXISTS (SELECT 1 FROM items i WHERE i.id = e.target_id)",
        ):
            row = conn.execute(sql).fetchone()
            assert row is not None and row[0] == 0, sql


@pytest.fixture
def location(store_url: str) -> str:
    """A new, empty store of each backend (``store_url`` is parametrized over sqlite and postgres)."""
    return store_url
