"""Closing sessions and the lazy finalize (PRODUCT §4 "Close", seed 001 session close, seed 003 finalize-if-dirty).

Real SQLite files, real processes and threads; the extractors and digesters below are small real
implementations of the ports, not mocks.
"""

from __future__ import annotations

import json
import logging
import os
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from engram import Conflict, Memory, NotFound
from engram.extraction import Candidate, RuleExtractor
from engram.memory import Memory as CoreMemory
from engram.sessions.digest import DigestDraft
from engram.sessions.scope_lock import scope_lock, scope_name
from engram.store.sqlite.store import SqliteStore


class RecordingExtractor:
    """The rule-based extractor, remembering what it was given."""

    def __init__(self) -> None:
        self.calls: list[tuple[list[str], str | None]] = []

    def extract(self, turns: Sequence[Any], *, session_id: str | None, summary: str | None) -> list[Candidate]:
        self.calls.append(([t.text for t in turns], summary))
        return RuleExtractor().extract(turns, session_id=session_id, summary=summary)


class ScriptedExtractor:
    """An extractor (as an LLM one would be) that proposes fixed candidates."""

    def __init__(self, candidates: list[Candidate]) -> None:
        self.candidates = candidates

    def extract(self, turns: Sequence[Any], *, session_id: str | None, summary: str | None) -> list[Candidate]:
        return list(self.candidates)


def rows(db: Path, sql: str, *args: Any) -> list[tuple[Any, ...]]:
    conn = sqlite3.connect(db)
    try:
        return conn.execute(sql, args).fetchall()
    finally:
        conn.close()


def chat(memory: Memory, session: str, *texts: str, role: str = "user") -> None:
    for text in texts:
        memory.append_turn(session, role, text)


# ---- what a close does ---------------------------------------------------------------------------


def test_close_extracts_digests_logs_the_day_and_marks_idle(mem, db_path):
    chat(mem, "s1", "I need help fixing the flaky login test in src/auth/login_test.py.")
    mem.append_turn("s1", "assistant", "Turns out the problem was a race in the token refresh.")
    chat(mem, "s1", "My name is Sam and I live in Berlin. We decided to use a lock around refresh.")

    result = mem.close_session("s1")

    assert result.status == "closed"
    saved = {r.item.content: r.item for r in result.saved}
    assert set(saved) == {"Name is Sam", "Lives in Berlin", "Decided to use a lock around refresh"}
    for item in saved.values():
        assert item.source == "extracted"
        assert 0 < (item.confidence or 0) <= 1
        assert item.provenance.session_id == "s1"
        assert item.provenance.turn_ids == ("3",)
    digest = result.digest
    assert digest is not None
    assert (digest.session_id, digest.turn_from, digest.turn_to) == ("s1", 1, 3)
    assert digest.title == "I need help fixing the flaky login test in src/auth/login_test.py"
    assert digest.findings == ("Turns out the problem was a race in the token refresh.",)
    assert "We decided to use a lock around refresh." in digest.decisions
    assert digest.files == ("src/auth/login_test.py",)
    session = result.session
    assert (session.status, session.watermark, session.summary_seq) == ("idle", 3, 3)
    assert session.closed_at is not None and session.summary
    assert session.title == digest.title  # an untitled session takes its first digest's title
    assert mem.digests("s1") == [digest]
    day = digest.created_at.strftime("%Y-%m-%d")
    assert digest.summary in mem.daily_read(day)
    assert rows(db_path, "SELECT count(*) FROM daily_entries")[0][0] == 1


def test_close_reads_only_turns_past_the_watermark_and_resume_reprocesses_nothing(open_memory):
    extractor = RecordingExtractor()
    mem = open_memory("alice", extractor=extractor)
    chat(mem, "s1", "My name is Sam.", "I work at Acme as a data engineer.")
    first = mem.close_session("s1")
    assert {r.item.content for r in first.saved} == {"Name is Sam", "Works at Acme", "Job title: data engineer"}
    assert {r.item.slot for r in first.saved} == {None, "employer", "role"}

    mem.append_turn("s1", "user", "I'm allergic to peanuts.")
    assert mem.get_session("s1").status == "active"  # a new turn resumes an idle session
    second = mem.close_session("s1")

    assert [r.item.content for r in second.saved] == ["Allergic to peanuts"]
    assert extractor.calls[1] == (["I'm allergic to peanuts."], first.session.summary)
    assert second.digest is not None and (second.digest.turn_from, second.digest.turn_to) == (3, 3)
    assert second.session.watermark == 3 and second.session.status == "idle"
    assert [d.turn_from for d in mem.digests("s1")] == [3, 1]  # newest first, one per close
    assert "My name is Sam" in (second.session.summary or "")  # the running summary carries earlier turns


def test_closing_again_without_new_turns_is_already_idle_and_writes_nothing(mem, db_path, snapshot):
    chat(mem, "s1", "My name is Sam.")
    mem.close_session("s1")
    before = (snapshot(mem), mem.digests(), mem.get_session("s1"), rows(db_path, "SELECT * FROM daily_entries"))

    again = mem.close_session("s1")

    assert again.status == "already-idle"
    assert (again.digest, again.saved, again.skipped) == (None, (), ())
    assert (snapshot(mem), mem.digests(), mem.get_session("s1"), rows(db_path, "SELECT * FROM daily_entries")) == before


def test_an_active_session_without_turns_closes_as_empty(mem):
    mem.session("quiet")

    result = mem.close_session("quiet")

    assert result.status == "empty"
    assert result.session.status == "idle" and result.digest is None
    assert mem.close_session("quiet").status == "already-idle"


def test_closing_an_unknown_or_trashed_session_is_an_error(mem):
    with pytest.raises(NotFound):
        mem.close_session("nope")
    chat(mem, "s1", "My name is Sam.")
    mem.trash_session("s1")
    with pytest.raises(Conflict):
        mem.close_session("s1")
    assert mem.list() == []


# ---- self-amplification guards -------------------------------------------------------------------


def test_a_fact_only_inside_the_injected_memory_block_is_never_extracted(mem):
    saved = mem.remember("My favorite food is sushi", category="preference")
    block = mem.context().text
    background = mem.context(format="background").text
    assert "sushi" in block and "sushi" in background
    mem.forget(saved.item.id)  # nothing left that could hide a re-extraction as a duplicate

    chat(mem, "s1", f"{block}\nWhat should I cook tonight for my guests?")
    chat(mem, "s1", f"{background}\n\nAny dessert ideas for the dinner?")
    result = mem.close_session("s1")

    assert result.status == "closed"
    assert result.saved == () and result.skipped == ()
    assert result.digest is not None
    assert "sushi" not in result.digest.render().lower()
    assert "sushi" not in (result.session.summary or "").lower()
    assert [i.content for i in mem.list()] == []


def test_summarize_turns_are_left_out_of_extraction_and_the_digest(open_memory):
    extractor = RecordingExtractor()
    mem = open_memory("alice", extractor=extractor)
    chat(mem, "s1", "Let's plan the migration of the billing service.")
    mem.append_turn("s1", "assistant", "fact: My name is Zed and we chose Oracle", meta={"meta": "summarize"})
    mem.append_turn("s1", "user", "My favorite color is teal", meta={"kind": "summarize"})
    chat(mem, "s1", "I prefer short answers.")

    result = mem.close_session("s1")

    seen = extractor.calls[0][0]
    assert seen == ["Let's plan the migration of the billing service.", "I prefer short answers."]
    assert [r.item.content for r in result.saved] == ["Prefers short answers"]
    assert result.digest is not None
    text = result.digest.render()
    assert "Zed" not in text and "Oracle" not in text and "teal" not in text
    assert result.session.watermark == 4  # the skipped turns are still past the watermark now


def test_a_session_of_only_injected_text_advances_the_watermark_without_a_digest(mem):
    mem.remember("I prefer tea", category="preference")
    chat(mem, "s1", mem.context().text)

    result = mem.close_session("s1")

    assert result.status == "empty"
    assert result.digest is None and result.session.watermark == 1 and result.session.status == "idle"
    assert mem.digests() == []


# ---- reconcile: trust tiers, updates, grounding ----------------------------------------------------


def test_an_extracted_fact_never_overrides_an_explicit_one(mem):
    explicit = mem.remember("My favorite color is blue", category="preference").item
    chat(mem, "s1", "My favorite color is green.")

    result = mem.close_session("s1")

    assert result.saved == ()
    assert len(result.skipped) == 1
    content, reason = result.skipped[0]
    assert content == "Favorite color is green"
    assert f"#{explicit.id}" in reason and "explicit" in reason
    assert [i.content for i in mem.list()] == ["My favorite color is blue"]
    assert mem.get(explicit.id).is_active


def test_an_update_supersedes_the_matching_extracted_item(mem):
    chat(mem, "s1", "I live in Berlin.")
    berlin = mem.close_session("s1").saved[0].item
    chat(mem, "s2", "I live in Munich now.")

    result = mem.close_session("s2")

    assert len(result.saved) == 1
    munich = result.saved[0]
    assert munich.item.content == "Lives in Munich" and munich.item.supersedes == berlin.id
    assert munich.event is not None and munich.event.op == "update"
    assert munich.item.provenance.session_id == "s2"
    assert [i.content for i in mem.list()] == ["Lives in Munich"]
    assert [v.content for v in mem.history(munich.item.id).versions] == ["Lives in Berlin", "Lives in Munich"]


def test_a_correction_in_the_same_close_supersedes_the_value_just_extracted(mem):
    chat(mem, "s1", "My favorite color is blue.", "No, my favorite color is green.")

    result = mem.close_session("s1")

    assert [r.item.content for r in result.saved] == ["Favorite color is blue", "Favorite color is green"]
    assert [i.content for i in mem.list()] == ["Favorite color is green"]


def test_an_already_remembered_fact_is_skipped_not_copied(mem):
    chat(mem, "s1", "I prefer short answers.")
    mem.close_session("s1")
    chat(mem, "s2", "I prefer short answers.")

    result = mem.close_session("s2")

    assert result.saved == ()
    assert [reason for _, reason in result.skipped] == ["already remembered (#1)"]
    assert len(mem.list()) == 1


def test_candidates_from_another_extractor_are_grounded_and_validated(open_memory):
    candidates = [
        Candidate("Works remotely from Lisbon", "profile", 0.8, turn_ids=("1", "999")),
        Candidate("Owns a yacht called Seabird", "profile", 0.9, evidence="I own a yacht"),
        Candidate("Likes jazz", "hobby", 0.7, evidence="I like jazz"),
        Candidate("Plays the cello on weekends", "fact", 0.6, evidence="i PLAY  the cello on weekends"),
    ]
    mem = open_memory("alice", extractor=ScriptedExtractor(candidates))
    chat(mem, "s1", "I work remotely, from Lisbon mostly. I like jazz.", "I play the cello on weekends.")

    result = mem.close_session("s1")

    saved = {r.item.content: r.item for r in result.saved}
    assert set(saved) == {"Works remotely from Lisbon", "Plays the cello on weekends"}
    assert saved["Works remotely from Lisbon"].provenance.turn_ids == ("1",)  # unknown turn ids dropped
    assert saved["Plays the cello on weekends"].confidence == 0.6
    reasons = dict(result.skipped)
    assert reasons["Owns a yacht called Seabird"] == "not grounded in the session's turns"
    assert reasons["Likes jazz"].startswith("invalid: unknown category")


def test_the_core_memory_defaults_to_the_rule_based_extractor(tmp_path):
    with CoreMemory(SqliteStore(tmp_path / "core.db"), owner="alice") as mem:
        chat(mem, "s1", "I prefer dark mode in every editor.")
        result = mem.close_session("s1")
    assert [r.item.content for r in result.saved] == ["Prefers dark mode in every editor"]


# ---- the flush callback --------------------------------------------------------------------------


def test_on_flush_gets_the_daily_text_after_the_commit_and_its_errors_never_break_a_close(open_memory, caplog):
    seen: list[tuple[str, int]] = []
    holder: dict[str, Memory] = {}

    def on_flush(text: str) -> None:
        seen.append((text, len(holder["m"].digests())))  # the digest is already committed when called
        raise RuntimeError("callback broke")

    mem = open_memory("alice", on_flush=on_flush)
    holder["m"] = mem
    chat(mem, "s1", "We need to pick a queue for the billing events.")

    with caplog.at_level(logging.ERROR, logger="engram.sessions"):
        result = mem.close_session("s1")

    assert result.status == "closed" and result.digest is not None
    assert len(seen) == 1
    text, digests_then = seen[0]
    assert digests_then == 1
    assert text.startswith(result.digest.title) and result.digest.summary in text
    assert "on_flush callback failed" in caplog.text


# ---- atomicity -------------------------------------------------------------------------------------


class _FaultyDraft:
    """A digest draft whose ``files`` fails when the close transaction reads it (after the items)."""

    title = "Broken"
    summary = "A summary."
    decisions = ()
    findings = ()

    def __init__(self, action: str) -> None:
        self.action = action

    @property
    def files(self) -> tuple[str, ...]:
        if self.action == "crash":
            os._exit(17)  # the process dies mid-transaction
        raise RuntimeError("disk on fire")


class FaultyDigester:
    def __init__(self, action: str) -> None:
        self.action = action

    def digest(self, turns: Sequence[Any], *, title: str | None = None, summary: str | None = None) -> Any:
        return _FaultyDraft(self.action)


def _nothing_written(mem: Memory, db: Path) -> None:
    session = mem.get_session("s1")
    assert (session.status, session.watermark, session.summary, session.closed_at) == ("active", 0, None, None)
    assert mem.list(include_inactive=True) == []
    assert rows(db, "SELECT count(*) FROM digests")[0][0] == 0
    assert rows(db, "SELECT count(*) FROM daily_entries")[0][0] == 0


def test_a_failure_inside_the_close_transaction_writes_nothing(open_memory, db_path):
    broken = open_memory("alice", digester=FaultyDigester("raise"))
    chat(broken, "s1", "My name is Sam.")

    with pytest.raises(RuntimeError):
        broken.close_session("s1")

    _nothing_written(broken, db_path)
    assert open_memory("alice").close_session("s1").status == "closed"


CRASHER = """
import sys
sys.path.insert(0, sys.argv[2])
from test_close_finalize import FaultyDigester
from engram import Memory
with Memory.open(sys.argv[1], owner="alice", digester=FaultyDigester("crash")) as memory:
    memory.close_session("s1")
"""


def test_a_process_dying_mid_close_leaves_either_nothing_or_everything(open_memory, db_path, isolated_env):
    mem = open_memory("alice")
    chat(mem, "s1", "My name is Sam.", "I live in Berlin.")
    env = os.environ | {"ENGRAM_EMBEDDER": "none"}

    proc = subprocess.run(
        [sys.executable, "-c", CRASHER, str(db_path), str(Path(__file__).parent)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )

    assert proc.returncode == 17, proc.stderr
    assert rows(db_path, "PRAGMA integrity_check") == [("ok",)]
    _nothing_written(mem, db_path)
    result = mem.close_session("s1")
    assert result.status == "closed" and len(result.saved) == 2


def test_a_turn_arriving_while_a_close_runs_keeps_the_session_active_and_dirty(open_memory):
    other = open_memory("alice")

    class LateTurnExtractor:
        def extract(self, turns: Sequence[Any], *, session_id: str | None, summary: str | None) -> list[Candidate]:
            other.append_turn("s1", "user", "One more thing: I prefer tea.")
            return RuleExtractor().extract(turns, session_id=session_id, summary=summary)

    mem = open_memory("alice", extractor=LateTurnExtractor())
    chat(mem, "s1", "My name is Sam.")

    result = mem.close_session("s1")

    assert result.status == "closed"
    assert (result.session.status, result.session.watermark, result.session.turn_count) == ("active", 1, 2)
    later = open_memory("alice").finalize_dirty()
    assert [(r.session.id, r.status) for r in later] == [("s1", "closed")]
    assert later[0].digest is not None and later[0].digest.turn_from == 2


# ---- finalize_dirty ---------------------------------------------------------------------------------


def test_finalize_dirty_closes_active_dirty_sessions_except_the_incoming_one(mem):
    chat(mem, "old-1", "My name is Sam.")
    chat(mem, "old-2", "I live in Berlin.")
    chat(mem, "done", "I prefer tea.")
    mem.close_session("done")
    mem.session("empty")
    chat(mem, "incoming", "I work at Acme as a data engineer.")

    results = mem.finalize_dirty(exclude="incoming")

    assert sorted((r.session.id, r.status) for r in results) == [("old-1", "closed"), ("old-2", "closed")]
    assert mem.get_session("incoming").status == "active"
    assert mem.get_session("empty").status == "active"  # nothing to finalize there
    assert mem.finalize_dirty(exclude="incoming") == []


def test_finalize_dirty_stays_in_its_namespace_subtree(mem):
    chat(mem, "a", "My name is Sam.")
    mem.append_turn("b", "user", "I live in Berlin.", namespace="projects/engram")
    mem.append_turn("c", "user", "I prefer tea.", namespace="projects/engram/docs")

    results = mem.finalize_dirty(namespace="projects/engram")

    assert sorted(r.session.id for r in results) == ["b", "c"]
    assert mem.get_session("a").status == "active"
    assert {r.item.namespace for r in results[0].saved + results[1].saved} == {
        "projects/engram",
        "projects/engram/docs",
    }


def test_a_held_lock_leaves_the_session_unfinalized_and_nothing_written(mem, db_path):
    chat(mem, "s1", "My name is Sam.")
    scope = scope_name("alice", "user")

    with scope_lock(object(), str(db_path), scope, 1.0) as held:
        assert held
        started = time.monotonic()
        result = mem.close_session("s1", timeout=0.3)
        waited = time.monotonic() - started
        finalized = mem.finalize_dirty(timeout=0.1)

    assert result.status == "timed-out" and result.digest is None and result.saved == ()
    assert waited >= 0.25
    assert [r.status for r in finalized] == ["timed-out"]
    _nothing_written(mem, db_path)
    assert mem.close_session("s1", timeout=0).status == "closed"  # free again: closes at once


def test_an_in_memory_store_locks_per_store_between_threads():
    with CoreMemory(SqliteStore(":memory:"), owner="alice") as mem:
        chat(mem, "s1", "My name is Sam.")
        scope = scope_name("alice", "user")
        with scope_lock(mem.store, ":memory:", scope, 1.0) as held:
            assert held
            outcome: list[str] = []
            worker = threading.Thread(target=lambda: outcome.append(mem.close_session("s1", timeout=0.2).status))
            worker.start()
            worker.join()
        assert outcome == ["timed-out"]
        assert mem.close_session("s1").status == "closed"


def test_lock_scope_names_are_file_name_safe():
    assert scope_name("alice", "user") == "alice--user"
    odd = scope_name("bob@example.com", "projects/" + "x" * 100)
    assert len(odd) <= 64 and all(ch.isalnum() or ch in "_-" for ch in odd)
    assert odd != scope_name("bob@example.com", "projects/" + "x" * 99)


def test_threads_finalizing_at_once_write_exactly_one_digest(open_memory, db_path):
    writer = open_memory("alice")
    for n in range(3):
        chat(writer, f"s{n}", f"My name is Sam number {n}.", "We decided to use Postgres for the queue.")
    memories = [open_memory("alice") for _ in range(4)]
    barrier = threading.Barrier(4)
    results: list[list[tuple[str, str]]] = []

    def run(memory: Memory) -> None:
        barrier.wait()
        results.append([(r.session.id, r.status) for r in memory.finalize_dirty()])

    threads = [threading.Thread(target=run, args=(m,)) for m in memories]
    for t in threads:
        t.start()
    for t in threads:
        t.join()

    closed = sorted(sid for run_ in results for sid, status in run_ if status == "closed")
    assert closed == ["s0", "s1", "s2"]
    assert rows(db_path, "SELECT session_id, count(*) FROM digests GROUP BY session_id") == [
        ("s0", 1),
        ("s1", 1),
        ("s2", 1),
    ]
    assert rows(db_path, "SELECT count(*) FROM daily_entries")[0][0] == 3


FINALIZER = """
import json, sys, time
from engram import Memory
db, start = sys.argv[1], float(sys.argv[2])
with Memory.open(db, owner="alice") as memory:
    while time.time() < start:
        time.sleep(0.005)
    print(json.dumps([[r.session.id, r.status] for r in memory.finalize_dirty(timeout=60)]))
"""


def test_four_processes_finalizing_at_once_write_exactly_one_digest_per_session(open_memory, db_path, isolated_env):
    mem = open_memory("alice")
    for n in range(3):
        chat(mem, f"s{n}", f"I need to migrate service {n} to the new cluster.", "I prefer short answers.")
        mem.append_turn(f"s{n}", "assistant", "Turns out the problem was the DNS cache.")
    env = os.environ | {"ENGRAM_EMBEDDER": "none"}
    start = time.time() + 2.0
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", FINALIZER, str(db_path), str(start)], stdout=subprocess.PIPE, text=True, env=env
        )
        for _ in range(4)
    ]
    outputs = []
    for proc in procs:
        out, _ = proc.communicate(timeout=300)
        assert proc.returncode == 0
        outputs.append(json.loads(out))

    closed = sorted(sid for out in outputs for sid, status in out if status == "closed")
    assert closed == ["s0", "s1", "s2"]
    assert all(status in ("closed", "already-idle") for out in outputs for _, status in out)
    assert rows(db_path, "SELECT session_id, turn_from, turn_to FROM digests ORDER BY session_id") == [
        ("s0", 1, 3),
        ("s1", 1, 3),
        ("s2", 1, 3),
    ]
    assert rows(db_path, "SELECT count(*) FROM daily_entries")[0][0] == 3
    assert [i.content for i in mem.list()] == ["Prefers short answers"]
    assert {s.id: (s.status, s.watermark) for s in mem.sessions()} == {f"s{n}": ("idle", 3) for n in range(3)}


def test_a_custom_digester_plugs_in(open_memory):
    class OneLine:
        def digest(self, turns: Sequence[Any], *, title: str | None = None, summary: str | None = None) -> Any:
            return DigestDraft(title="Custom", summary=f"{len(turns)} turns", decisions=("use X",))

    mem = open_memory("alice", digester=OneLine())
    chat(mem, "s1", "hello there", "My name is Sam.")

    digest = mem.close_session("s1").digest

    assert digest is not None and (digest.title, digest.summary, digest.decisions) == ("Custom", "2 turns", ("use X",))
