"""``Memory.capture``: the hot path (PRODUCT §4). Redacted before disk, never raises on bad input,
idempotent per turn id, no model / network / subprocess / embedding, and the transcript position
written in the same transaction as the turns (seed 003 review fix #8)."""

from __future__ import annotations

import math
import socket
import subprocess
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
import numpy.typing as npt
import pytest

from engram import Memory
from engram.capture import ingest as cap
from engram.capture.ingest import Capture, TranscriptMark
from engram.providers.fake import FakeEmbedder
from engram.store.sqlite.store import SqliteTx

OPENAI = "sk-proj-" + "Ab3dE6gH9jK2mN5pQ8sT1vW4yZ7bC0eF" * 2
GITHUB = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"


def test_capture_stores_a_redacted_turn(mem: Memory) -> None:
    turn = mem.capture("s1", "user", f"deploy with OPENAI_API_KEY={OPENAI} please")
    assert turn is not None
    assert turn.seq == 1 and turn.role == "user"
    assert OPENAI not in turn.text and "[REDACTED:openai_api_key]" in turn.text
    assert "deploy with OPENAI_API_KEY=" in turn.text
    stored = mem.turns("s1")
    assert [t.text for t in stored] == [turn.text]
    assert mem.get_session("s1").namespace == "user"


def test_meta_strings_are_redacted_too(mem: Memory) -> None:
    meta = {"cmd": f"git push https://x:{GITHUB}@github.com/a/b", "nested": {"list": [1, 2.5, True, None, GITHUB]}}
    turn = mem.capture("s1", "assistant", "pushed", meta=meta)
    assert turn is not None
    assert GITHUB not in repr(turn.meta)
    assert turn.meta["nested"]["list"][:4] == [1, 2.5, True, None]
    assert "[REDACTED:" in turn.meta["nested"]["list"][4]


def test_text_is_sanitised(mem: Memory) -> None:
    turn = mem.capture("s1", "user", "  bell\x07 and nul\x00 and\r\nwindows  ")
    assert turn is not None and turn.text == "bell and nul and\nwindows"


@pytest.mark.parametrize("text", [None, "", "   \n\t ", 42, b"bytes", ["a"], {"t": "x"}, "\x00\x01\x02"])
def test_unusable_text_returns_none_and_writes_nothing(mem: Memory, text: Any) -> None:
    assert mem.capture("s1", "user", text) is None
    assert mem.sessions() == []


@pytest.mark.parametrize("role", ["", "User", "bot", None, 3])
def test_an_unknown_role_returns_none(mem: Memory, role: Any) -> None:
    assert mem.capture("s1", role, "hello") is None
    assert mem.sessions() == []


class Weird:
    pass


@pytest.mark.parametrize(
    "meta",
    [
        "not a mapping",
        ["a", "list"],
        {"obj": Weird()},
        {"set": {1, 2}},
        {"nan": math.nan},
        {"inf": [math.inf]},
        {(1, 2): "tuple key"},
        {"deep": {"a": {"b": {"c": {"d": {"e": {"f": {"g": 1}}}}}}}},
        {"huge": ["x" * 1000] * 40},
    ],
)
def test_garbage_meta_returns_none(mem: Memory, meta: Any) -> None:
    assert mem.capture("s1", "user", "hello", meta=meta) is None
    assert mem.sessions() == []


def test_a_self_referencing_meta_returns_none(mem: Memory) -> None:
    loop: dict[str, Any] = {}
    loop["me"] = loop
    assert mem.capture("s1", "user", "hello", meta=loop) is None


@pytest.mark.parametrize("sid", [None, "", "has space", "x" * 201, 17, ["s"]])
def test_a_bad_session_id_returns_none(mem: Memory, sid: Any) -> None:
    assert mem.capture(sid, "user", "hello") is None
    assert mem.sessions() == []


@pytest.mark.parametrize("at", ["yesterday", "2026-13-45", 12345, object()])
def test_a_bad_time_returns_none(mem: Memory, at: Any) -> None:
    assert mem.capture("s1", "user", "hello", at=at) is None


def test_an_explicit_time_and_namespace_are_kept(mem: Memory) -> None:
    turn = mem.capture("s1", "user", "hello", at="2026-01-12T08:15:02Z", namespace="repos/widgets/branches/main")
    assert turn is not None and turn.at.isoformat() == "2026-01-12T08:15:02+00:00"
    assert mem.get_session("s1").namespace == "repos/widgets/branches/main"
    assert mem.capture("s2", "user", "hello", namespace="../etc") is None


def test_a_repeated_turn_id_is_stored_once(mem: Memory) -> None:
    first = mem.capture("s1", "user", "hello", turn_id="u-1")
    again = mem.capture("s1", "user", "hello, edited", turn_id="u-1")
    assert first is not None and again == first
    assert [t.text for t in mem.turns("s1")] == ["hello"]
    other = mem.capture("s2", "user", "hello", turn_id="u-1")  # another session: its own turn
    assert other is not None and other.session_id == "s2"
    assert mem.capture("s1", "assistant", "hi", turn_id="a-1") is not None
    assert mem.get_session("s1").turn_count == 2


def test_long_text_is_truncated_with_a_marker(mem: Memory) -> None:
    turn = mem.capture("s1", "assistant", "word " * 300_000)
    assert turn is not None
    assert len(turn.text) <= cap.MAX_CAPTURE_CHARS
    assert turn.text.endswith(cap.TRUNCATED)


def test_a_cut_never_leaves_half_a_secret(mem: Memory) -> None:
    filler = "a " * (cap.RAW_LIMIT // 2 - 10)
    turn = mem.capture("s1", "user", filler + OPENAI)
    assert turn is not None
    assert OPENAI[:12] not in turn.text


def test_an_idle_session_is_reactivated_and_a_trashed_one_refuses(mem: Memory) -> None:
    assert mem.capture("s1", "user", "hello") is not None
    with mem.store.write() as tx:
        tx.update_session(mem.owner, "s1", status="idle")
    assert mem.capture("s1", "user", "again") is not None
    assert mem.get_session("s1").status == "active"
    from engram.timeutil import utcnow

    with mem.store.write() as tx:
        tx.update_session(mem.owner, "s1", trashed_at=utcnow())
    assert mem.capture("s1", "user", "into the trash?") is None
    assert mem.get_session("s1").turn_count == 2


class CountingEmbedder(FakeEmbedder):
    def __init__(self) -> None:
        super().__init__()
        self.calls = 0

    def embed_documents(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        self.calls += 1
        return super().embed_documents(texts)

    def embed_query(self, text: str) -> npt.NDArray[np.float32]:
        self.calls += 1
        return super().embed_query(text)


def test_capture_uses_no_model_network_or_process(
    open_memory: Callable[..., Memory], monkeypatch: pytest.MonkeyPatch
) -> None:
    embedder = CountingEmbedder()
    memory = open_memory("alice", embedder=embedder, embed_in_background=False)  # the call itself, alone

    def refuse(*_a: object, **_k: object) -> None:
        raise AssertionError("capture reached outside the process")

    monkeypatch.setattr(socket, "socket", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)
    monkeypatch.setattr(subprocess, "Popen", refuse)
    for n in range(5):
        assert memory.capture("s1", "user" if n % 2 == 0 else "assistant", f"turn {n}", turn_id=str(n)) is not None
    assert embedder.calls == 0


# ---- the batch path the hook uses ----------------------------------------------------------
def ctx_of(memory: Memory) -> Any:
    return memory._ctx  # the service functions take the facade's context


def test_capture_many_reports_and_records_the_mark(mem: Memory) -> None:
    entries = [
        Capture("user", "first", turn_id="u1"),
        Capture("assistant", "", turn_id="a0"),  # refused
        Capture("assistant", "second", turn_id="a1"),
    ]
    report = cap.capture_many(
        ctx_of(mem), "s1", entries, session_meta={"cwd": "/src/w"}, mark=TranscriptMark("/t.jsonl", 120)
    )
    assert (report.stored, report.duplicates, report.refused) == (2, 0, 1)
    assert report.turns[1] is None
    assert cap.transcript_offset(ctx_of(mem), "s1", "/t.jsonl") == 120
    assert cap.transcript_offset(ctx_of(mem), "s1", "/other.jsonl") == 0
    again = cap.capture_many(ctx_of(mem), "s1", entries, mark=TranscriptMark("/t.jsonl", 60))
    assert (again.stored, again.duplicates, again.refused) == (0, 2, 1)
    assert cap.transcript_offset(ctx_of(mem), "s1", "/t.jsonl") == 120  # never backwards
    assert mem.get_session("s1").meta["cwd"] == "/src/w"


def test_nothing_to_store_creates_no_session(mem: Memory) -> None:
    report = cap.capture_many(ctx_of(mem), "s1", [Capture("user", "")], mark=TranscriptMark("/t.jsonl", 10))
    assert report.refused == 1 and mem.sessions() == []


def test_the_mark_is_written_with_the_turns_or_not_at_all(mem: Memory, monkeypatch: pytest.MonkeyPatch) -> None:
    assert cap.capture_many(ctx_of(mem), "s1", [Capture("user", "one", turn_id="1")], mark=TranscriptMark("/t", 10))
    original = SqliteTx.append_turn
    calls = {"n": 0}

    def failing(self: SqliteTx, *args: Any, **kwargs: Any) -> Any:
        calls["n"] += 1
        if calls["n"] == 2:
            raise OSError("disk full")
        return original(self, *args, **kwargs)

    monkeypatch.setattr(SqliteTx, "append_turn", failing)
    batch = [Capture("assistant", "two", turn_id="2"), Capture("user", "three", turn_id="3")]
    with pytest.raises(Exception, match="disk full"):
        cap.capture_many(ctx_of(mem), "s1", batch, mark=TranscriptMark("/t", 50))
    monkeypatch.undo()
    assert [t.text for t in mem.turns("s1")] == ["one"]
    assert cap.transcript_offset(ctx_of(mem), "s1", "/t") == 10  # the crash did not skip 10..50


def test_mark_ended_records_only_the_end(mem: Memory) -> None:
    assert cap.mark_ended(ctx_of(mem), "nope") is False
    assert cap.mark_ended(ctx_of(mem), None) is False
    mem.capture("s1", "user", "hello")
    before = mem.get_session("s1")
    assert cap.mark_ended(ctx_of(mem), "s1") is True
    after = mem.get_session("s1")
    assert "ended_at" in after.meta
    assert (after.status, after.turn_count, after.watermark) == (before.status, before.turn_count, before.watermark)
    mem.capture("s1", "user", "resumed")
    assert "ended_at" not in mem.get_session("s1").meta


def test_only_a_batch_continuing_the_last_one_skips_the_duplicate_check(mem: Memory) -> None:
    ctx = ctx_of(mem)
    cap.capture_many(ctx, "s1", [Capture("user", "a", turn_id="u1")], mark=TranscriptMark("/t", 10, 0))
    stale = [Capture("user", "a", turn_id="u1"), Capture("user", "b", turn_id="u2")]
    report = cap.capture_many(ctx, "s1", stale, mark=TranscriptMark("/t", 20, 5))  # read from an old offset
    assert (report.stored, report.duplicates) == (1, 1)
    other_file = cap.capture_many(ctx, "s1", [Capture("user", "b", turn_id="u2")], mark=TranscriptMark("/u", 9, 20))
    assert (other_file.stored, other_file.duplicates) == (0, 1)
    onward = cap.capture_many(ctx, "s1", [Capture("user", "c", turn_id="u3")], mark=TranscriptMark("/u", 30, 9))
    assert onward.stored == 1
    assert [t.external_id for t in mem.turns("s1")] == ["u1", "u2", "u3"]
