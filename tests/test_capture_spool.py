"""The capture spool (engram.capture.spool): what the Stop hook writes beside the database, and how the
store takes it in.

The hook runs in-process here (``engram.interfaces.hooks.run``, the same code the console script runs) so that
faults can be injected; tests/test_hooks.py runs it as Claude Code does. Everything is real: a real
SQLite file, a real spool file, real transcripts.
"""

from __future__ import annotations

import io
import json
import os
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engram import Memory
from engram.app import open_store
from engram.capture import clean as capture_clean
from engram.capture import spool
from engram.capture import spool_file as spool_files
from engram.capture.transcript import read_transcript
from engram.errors import StoreError
from engram.interfaces.hooks import run, transcript_turns
from engram.location import locate
from engram.sessions import log as sessions_service
from engram.settings import Settings
from engram.store.sqlite.store import SqliteTx
from secrets_corpus import SECRET_CASES

SID = "9d3c1b2a-7e6f-4a5b-8c9d-0e1f2a3b4c5d"


@pytest.fixture
def db(isolated_env: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.delenv("ENGRAM_HOOK_ACTIVE", raising=False)
    monkeypatch.setenv("ENGRAM_EMBEDDER", "none")
    path = tmp_path / "store" / "engram.db"
    monkeypatch.setenv("ENGRAM_DB", str(path))
    return path


@pytest.fixture
def memory(db: Path) -> Iterator[Callable[[], Memory]]:
    opened: list[Memory] = []

    def _open() -> Memory:
        m = Memory.open(db, owner="default", embedder=None)
        opened.append(m)
        return m

    yield _open
    for m in opened:
        m.close()


class Transcript:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.n = 0
        path.parent.mkdir(parents=True, exist_ok=True)
        path.touch()

    def add(self, record: dict[str, Any]) -> None:
        self.n += 1
        record.setdefault("uuid", f"00000000-0000-4000-8000-{self.n:012d}")
        record.setdefault("timestamp", f"2026-01-12T08:{self.n // 60 % 60:02d}:{self.n % 60:02d}.000Z")
        with open(self.path, "a", encoding="utf-8") as handle:
            handle.write(json.dumps(record) + "\n")

    def exchange(self, prompt: str, answer: str) -> None:
        self.add({"type": "user", "message": {"role": "user", "content": prompt}})
        self.add({"type": "assistant", "message": {"role": "assistant", "content": [{"type": "text", "text": answer}]}})


def capture(transcript: Transcript, cwd: Path, sid: str = SID) -> None:
    payload = {"session_id": sid, "transcript_path": str(transcript.path), "cwd": str(cwd), "hook_event_name": "Stop"}
    assert run("capture", stdin=io.BytesIO(json.dumps(payload).encode()), stdout=io.StringIO()) == 0


def spool_file(db: Path) -> Path:
    return Path(f"{db}.spool")


def records(db: Path) -> list[dict[str, object]]:
    return list(spool.lines(str(spool_file(db))))


def hook_log(home: Path) -> str:
    path = home / "logs" / "hooks.log"
    return path.read_text(encoding="utf-8") if path.exists() else ""


# ---- the hook writes the spool; the store takes it in ------------------------------------------
def test_the_hook_spools_and_the_next_open_takes_the_turns_in(
    db: Path, tmp_path: Path, memory: Callable[[], Memory]
) -> None:
    t = Transcript(tmp_path / "t.jsonl")
    t.exchange("Why is the build slow?", "The cache key changes on every run.")
    capture(t, tmp_path)
    assert not db.exists()  # the hook never opened the store
    batches = [r for r in records(db) if r["kind"] == "turns"]
    assert len(batches) == 1 and [turn[1] for turn in batches[0]["turns"]] == [  # type: ignore[union-attr]
        "Why is the build slow?",
        "The cache key changes on every run.",
    ]
    assert spool_file(db).stat().st_mode & 0o777 == 0o600

    mem = memory()
    assert [x.text for x in mem.turns(SID)] == ["Why is the build slow?", "The cache key changes on every run."]
    assert mem.get_session(SID).meta["transcript"] == {"path": str(t.path), "offset": t.path.stat().st_size}
    left = records(db)  # taken in: only the session's transcript position is carried over
    assert [(r["kind"], r["session"], r["position"]) for r in left] == [
        ("mark", SID, [str(t.path), t.path.stat().st_size])
    ]


def test_an_open_store_sees_turns_captured_after_it_opened(
    db: Path, tmp_path: Path, memory: Callable[[], Memory]
) -> None:
    mem = memory()
    mem.remember("The cache lives in /var/cache/builds", category="fact")
    t = Transcript(tmp_path / "t.jsonl")
    t.exchange("Where do the build artefacts go?", "Into the zeppelin bucket, per the deploy docs.")
    capture(t, tmp_path)
    assert [x.text for x in mem.turns(SID)][-1] == "Into the zeppelin bucket, per the deploy docs."
    assert [m.session.id for m in mem.search_sessions("zeppelin")] == [SID]
    hits = mem.recall("zeppelin bucket", kinds=("turn",))
    assert hits and hits[0].session_id == SID
    t.exchange("And the logs?", "The logs go to the walrus folder.")
    capture(t, tmp_path)
    assert [m.session.id for m in mem.search_sessions("walrus")] == [SID]  # the FTS index has them too


def test_each_turn_once_however_the_captures_and_reads_interleave(
    db: Path, tmp_path: Path, memory: Callable[[], Memory]
) -> None:
    t = Transcript(tmp_path / "t.jsonl")
    mem = memory()
    stop = threading.Event()
    errors: list[BaseException] = []

    def reader() -> None:
        other = Memory.open(db, owner="default", embedder=None)
        try:
            while not stop.is_set():
                other.sessions()
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)
        finally:
            other.close()

    readers = [threading.Thread(target=reader) for _ in range(2)]
    for thread in readers:
        thread.start()
    try:
        for n in range(15):
            t.exchange(f"question {n}", f"answer {n}")
            capture(t, tmp_path)
            if n % 4 == 0:
                mem.turns(SID)
    finally:
        stop.set()
        for thread in readers:
            thread.join()
    assert errors == []
    texts = [x.text for x in mem.turns(SID)]
    assert texts == [f"{kind} {n}" for n in range(15) for kind in ("question", "answer")]


# ---- crash safety --------------------------------------------------------------------------------
def test_a_torn_last_line_is_ignored_until_the_next_writer_cuts_it_off(
    db: Path, tmp_path: Path, memory: Callable[[], Memory]
) -> None:
    t = Transcript(tmp_path / "t.jsonl")
    t.exchange("first question", "first answer")
    capture(t, tmp_path)
    whole = spool_file(db).read_bytes()
    torn = b'{"kind":"turns","owner":"default","session":"' + SID.encode() + b'","namespace":"user","tu'
    spool_file(db).write_bytes(whole + torn)  # a hook killed in the middle of its write

    assert [x.text for x in memory().turns(SID)] == ["first question", "first answer"]
    t.exchange("second question", "second answer")
    capture(t, tmp_path)  # the spool was rewritten by the store: nothing torn is left anyway
    t.exchange("third question", "third answer")
    spool_file(db).write_bytes(spool_file(db).read_bytes() + torn)
    capture(t, tmp_path)  # this writer cuts the torn tail off before appending
    assert all(line.endswith(b"}") for line in spool_file(db).read_bytes().splitlines())
    texts = [x.text for x in memory().turns(SID)]
    assert texts == [f"{n} {kind}" for n in ("first", "second", "third") for kind in ("question", "answer")]


def test_a_failed_ingest_takes_in_nothing_and_the_next_takes_in_everything(
    db: Path, tmp_path: Path, memory: Callable[[], Memory]
) -> None:
    t = Transcript(tmp_path / "t.jsonl")
    t.exchange("one", "two")
    capture(t, tmp_path)
    t.exchange("three", "four")
    capture(t, tmp_path)
    before = spool_file(db).read_bytes()
    original = SqliteTx.append_turn
    calls = {"n": 0}

    def failing(self: SqliteTx, *args: Any, **kwargs: Any) -> Any:
        calls["n"] += 1
        if calls["n"] == 3:  # in the second batch
            raise OSError("disk full")
        return original(self, *args, **kwargs)

    with pytest.MonkeyPatch.context() as patch, pytest.raises(StoreError, match="disk full"):
        patch.setattr(SqliteTx, "append_turn", failing)
        memory().turns(SID)
    assert spool_file(db).read_bytes() == before  # nothing rewritten
    with _raw(db) as conn:
        assert conn.execute("SELECT count(*) FROM turns").fetchone() == (0,)  # nothing half taken in
    assert [x.text for x in memory().turns(SID)] == ["one", "two", "three", "four"]


class _raw:
    """A plain sqlite3 connection that does not take the spool in (to look at the file as it is)."""

    def __init__(self, db: Path) -> None:
        import sqlite3

        self.conn = sqlite3.connect(db)

    def __enter__(self) -> Any:
        return self.conn

    def __exit__(self, *exc: object) -> None:
        self.conn.close()


def test_a_crash_between_the_commit_and_the_rewrite_takes_nothing_in_twice(
    db: Path, tmp_path: Path, memory: Callable[[], Memory]
) -> None:
    t = Transcript(tmp_path / "t.jsonl")
    t.exchange("one", "two")
    capture(t, tmp_path)
    unread = spool_file(db).read_bytes()
    assert [x.text for x in memory().turns(SID)] == ["one", "two"]
    with _raw(db) as conn:
        ident = json.loads(unread.splitlines()[0])["id"]
        assert conn.execute("SELECT value FROM meta WHERE key = ?", (spool.META_KEY,)).fetchone() == (
            f"{ident}:{len(unread)}",
        )
    spool_file(db).write_bytes(unread)  # as if the process died before rewriting the spool
    assert [x.text for x in memory().turns(SID)] == ["one", "two"]  # the recorded offset covers it

    spool_file(db).write_bytes(unread)
    with _raw(db) as conn:  # even without the recorded offset, turn ids keep each turn once
        conn.execute("DELETE FROM meta WHERE key = ?", (spool.META_KEY,))
        conn.commit()
    assert [x.text for x in memory().turns(SID)] == ["one", "two"]


def test_a_failed_spool_write_does_not_move_the_transcript_position(
    db: Path, tmp_path: Path, memory: Callable[[], Memory]
) -> None:
    """Seed 003 review fix #8: the position is in the spooled line itself, so a write that did not
    make it leaves the position where it was and the next capture reads the same lines again."""
    t = Transcript(tmp_path / "t.jsonl")
    t.exchange("one", "two")
    capture(t, tmp_path)
    t.exchange("three", "four")

    def full(fd: int, data: bytes) -> None:
        os.write(fd, data[: len(data) // 2])  # half of it made it to the file
        raise OSError(28, "No space left on device")

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(spool, "write_all", full)
        capture(t, tmp_path)
    assert "No space left on device" in hook_log(Path(os.environ["ENGRAM_HOME"]))
    capture(t, tmp_path)
    assert [x.text for x in memory().turns(SID)] == ["one", "two", "three", "four"]


def test_a_malformed_batch_is_skipped_and_the_others_taken_in(
    db: Path, tmp_path: Path, memory: Callable[[], Memory], caplog: pytest.LogCaptureFixture
) -> None:
    t = Transcript(tmp_path / "t.jsonl")
    t.exchange("one", "two")
    capture(t, tmp_path)
    bad = {"kind": "turns", "owner": "default", "session": "has spaces", "namespace": "user", "meta": {}, "turns": []}
    with open(spool_file(db), "ab") as handle:
        handle.write(json.dumps(bad).encode() + b"\nnot json at all\n")
    t.exchange("three", "four")
    capture(t, tmp_path)
    with caplog.at_level("WARNING", logger="engram.capture"):
        assert [x.text for x in memory().turns(SID)] == ["one", "two", "three", "four"]
    assert "malformed capture-spool batch" in caplog.text
    assert [r["kind"] for r in records(db)] == ["mark"]


def test_a_broken_header_starts_a_new_spool(db: Path, tmp_path: Path, memory: Callable[[], Memory]) -> None:
    spool_file(db).parent.mkdir(parents=True)
    spool_file(db).write_bytes(b"\x00\x00garbage\n")
    t = Transcript(tmp_path / "t.jsonl")
    t.exchange("one", "two")
    capture(t, tmp_path)
    assert json.loads(spool_file(db).read_bytes().splitlines()[0])[spool.HEADER_KEY] == spool.VERSION
    assert [x.text for x in memory().turns(SID)] == ["one", "two"]


def test_a_spool_nobody_reads_is_taken_in_by_the_hook_once_it_is_large(
    db: Path, tmp_path: Path, memory: Callable[[], Memory], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(spool_files, "HOOK_INGEST_BYTES", 1)
    t = Transcript(tmp_path / "t.jsonl")
    t.exchange("one", "two")
    capture(t, tmp_path)
    assert db.exists() and [r["kind"] for r in records(db)] == ["mark"]
    with _raw(db) as conn:
        assert conn.execute("SELECT count(*) FROM turns").fetchone() == (2,)


def capture_directly(payload: dict[str, str], db: Path) -> None:
    """The transcript through the library's ``capture_many``, chunk by chunk, as the hook reads it."""
    from engram.capture import ingest
    from engram.capture.runner import where_of

    path = payload["transcript_path"]
    with Memory.open(db, embedder=None) as m:
        namespace, meta = where_of(payload, "user")
        offset = 0
        while True:
            chunk = read_transcript(path, offset)
            if chunk.end == chunk.start:
                break
            mark = ingest.TranscriptMark(path, chunk.end, chunk.start)
            turns = transcript_turns(chunk.records)
            ingest.capture_many(m._ctx, payload["session_id"], turns, namespace=namespace, session_meta=meta, mark=mark)
            offset = chunk.end
            if not chunk.more:
                break


# ---- the same turns as capture_many ---------------------------------------------------------------
def test_the_spool_stores_exactly_what_capture_many_stores(
    db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The hook's path (clean, spool, replay) and the library's (``capture_many`` in the store) give the
    same sessions and turns, byte for byte."""
    repo = tmp_path / "widgets"
    (repo / ".git").mkdir(parents=True)
    (repo / ".git" / "HEAD").write_text("ref: refs/heads/feature/spool\n")
    t = Transcript(tmp_path / "projects" / f"{SID}.jsonl")
    for n, case in enumerate(SECRET_CASES[:40]):
        t.add({"type": "user", "message": {"role": "user", "content": f"café {n}: {case.text}"}})
        blocks = [
            {"type": "text", "text": f"Seen:\r\n{case.text}\x07"},
            {"type": "tool_use", "name": "Bash", "input": {"command": case.text}},
        ]
        t.add({"type": "assistant", "message": {"role": "assistant", "content": blocks}})
    t.add({"type": "user", "timestamp": "2026-01-12 09:30:00+02:00", "message": {"content": "local time"}})
    t.add({"type": "assistant", "timestamp": None, "message": {"content": "no time: captured now"}})
    t.add({"type": "user", "timestamp": "not a time", "message": {"content": "refused: no readable time"}})
    t.add({"type": "assistant", "message": {"content": "between"}})
    t.add({"type": "user", "uuid": "", "message": {"content": "refused: empty id"}})
    t.add({"type": "assistant", "message": {"content": "x" * (capture_clean.RAW_LIMIT + 50)}})
    payload = {"session_id": SID, "transcript_path": str(t.path), "cwd": str(repo / "src"), "hook_event_name": "Stop"}

    capture(t, repo / "src")
    other = tmp_path / "direct.db"
    capture_directly(payload, other)

    with Memory.open(db, owner="default", embedder=None) as a, Memory.open(other, embedder=None) as b:
        sa, sb = a.get_session(SID), b.get_session(SID)
        assert (sa.namespace, sa.status, sa.turn_count, sa.meta) == (sb.namespace, sb.status, sb.turn_count, sb.meta)
        assert sa.namespace == "repos/widgets/branches/feature/spool"
        ta, tb = a.turns(SID), b.turns(SID)
        assert len(ta) == len(tb) == 84
        for x, y in zip(ta, tb, strict=True):
            assert (x.seq, x.role, x.text, x.external_id, x.meta) == (y.seq, y.role, y.text, y.external_id, y.meta)
            if x.text != "no time: captured now":
                assert x.at == y.at
        assert [m.session.id for m in a.search_sessions("café")] == [SID]


# ---- the lean pieces agree with the full ones ------------------------------------------------------
@pytest.mark.parametrize(
    ("env", "config"),
    [
        ({}, None),
        ({"ENGRAM_DB": "~/x/../y//e.db", "ENGRAM_USER": "ana", "ENGRAM_NAMESPACE": "work"}, None),
        ({}, '[memory]\ndb = "cfg.db"\nowner = "bo"\nnamespace = "projects/cfg"\n'),
        ({"ENGRAM_USER": "env-wins"}, '[memory]\nowner = "cfg-loses"\n[embedding]\nprovider = "none"\n'),
        ({"ENGRAM_HOME": ""}, None),
    ],
)
def test_the_hook_reads_the_settings_as_settings_load_does(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, env: dict[str, str], config: str | None
) -> None:
    home = tmp_path / "home"
    base = {"ENGRAM_HOME": str(home), "HOME": str(tmp_path / "user"), "XDG_DATA_HOME": str(tmp_path / "xdg")}
    full = {**base, **env}
    monkeypatch.setenv("HOME", full["HOME"])
    if config is not None:
        home.mkdir(parents=True)
        (home / "config.toml").write_text(config)
    lean = locate(env=full)
    settings = Settings.load(env=full)
    assert os.path.abspath(lean.db) == os.path.abspath(settings.db)
    assert (lean.owner, lean.namespace, Path(lean.home)) == (settings.owner, settings.namespace, settings.home)
    assert (locate("other.db", "cli", env=full).db, locate("other.db", "cli", env=full).owner) == ("other.db", "cli")


_PATHS = st.lists(st.sampled_from(["/", "/", "a", "b.c", ".", "..", "x.git", ".hidden", "z."]), max_size=8).map("".join)


@settings(max_examples=500)
@given(_PATHS, _PATHS)
def test_githead_walks_paths_as_pathlib_does(path: str, other: str) -> None:
    from pathlib import PurePosixPath

    from engram.capture import git as githead

    pure = githead._pure(path)
    assert pure == str(PurePosixPath(path))
    assert githead._name(pure) == PurePosixPath(path).name
    assert githead._parent(pure) == str(PurePosixPath(path).parent)
    assert githead._join(pure, other) == str(PurePosixPath(path) / other)
    assert githead.stem(path) == PurePosixPath(path).stem


def test_the_cleaning_constants_match_the_sessions_service() -> None:
    assert capture_clean.MAX_CAPTURE_CHARS == sessions_service.MAX_TURN_CHARS
    assert capture_clean.ROLES == sessions_service.ROLES


@pytest.mark.parametrize("value", ["abc", " abc ", "a b", "", "x" * 200, "x" * 201, "tab\there", "é\u0301", "\x00id"])
def test_session_ident_accepts_what_session_id_accepts(value: str) -> None:
    try:
        expected: str | None = sessions_service.session_id(value)
    except Exception:
        expected = None
    assert capture_clean.session_ident(value) == expected


def test_the_store_error_names_the_spool_when_it_cannot_be_read(db: Path, tmp_path: Path) -> None:
    t = Transcript(tmp_path / "t.jsonl")
    t.exchange("one", "two")
    capture(t, tmp_path)
    spool_file(db).unlink()
    spool_file(db).mkdir()  # not a file any more
    store = open_store(str(db))
    try:
        with pytest.raises(StoreError, match="spool"), store.read():
            pass
    finally:
        store.close()


def test_bench_capture_runs_the_real_hook_and_every_turn_arrives(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from engram.interfaces.cli.main import cli

    out = tmp_path / "capture.json"
    result = CliRunner().invoke(cli, ["bench", "capture", "--runs", "5", "--json", str(out)])
    assert result.exit_code == 0, result.output
    report = json.loads(out.read_text())
    assert report["failures"] == 0
    assert report["turns_captured"] == report["turns_expected"] == 2 * (20 + 5 + 3)
    assert set(report["hook"]) == {"p50_ms", "p95_ms", "min_ms", "mean_ms"}


# ---- the hook's JSON is json's -------------------------------------------------------------------
