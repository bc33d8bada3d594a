"""Capture never loses a good transcript line because of a bad one.

Every test runs the real ``engram hook capture`` in a fresh interpreter (where ``json`` is not
preloaded), over transcripts mixing good records with lines that are not JSON, torn, nested past any
parser, binary or huge; and the store is read back through the library. Every good line must be
stored exactly once, in order, and the hook must always exit 0 and never hang.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engram import Memory

ENGRAM = str(Path(sys.executable).with_name("engram"))
SID = "robust-session"

BAD_LINES: dict[str, bytes] = {
    "broken json": b'{"type":"user", BROKEN',
    "not an object": b'["type", "user"]',
    "a number": b"12345",
    "deep nesting": b"[" * 100_000,
    "deep object nesting": b'{"a":' * 50_000 + b"1" + b"}" * 50_000,
    "binary": bytes(range(1, 10)) + b"\xff\xfe\x80\x00garbage",
    "invalid utf-8": b'{"type":"user","message":{"content":"\xff\xfe"}}',
    "huge junk": b"x" * 300_000,
    "a record of another kind": b'{"type":"progress","message":{"content":"tool output"}}',
}


def good_line(n: int) -> bytes:
    role = "user" if n % 2 == 0 else "assistant"
    record = {
        "type": role,
        "uuid": f"00000000-0000-4000-8000-{n:012d}",
        "timestamp": f"2026-01-12T08:{n // 60 % 60:02d}:{n % 60:02d}.000Z",
        "message": {"role": role, "content": f"good line {n}"},
    }
    return json.dumps(record).encode()


@pytest.fixture
def env(tmp_path: Path) -> dict[str, str]:
    keep = {k: v for k, v in os.environ.items() if not k.startswith("ENGRAM_")}
    return {
        **keep,
        "ENGRAM_HOME": str(tmp_path / "home"),
        "ENGRAM_DB": str(tmp_path / "engram.db"),
        "ENGRAM_EMBEDDER": "none",
    }


def run_capture(env: dict[str, str], transcript: Path, cwd: Path) -> subprocess.CompletedProcess[bytes]:
    payload = {"session_id": SID, "transcript_path": str(transcript), "cwd": str(cwd), "hook_event_name": "Stop"}
    done = subprocess.run(
        [ENGRAM, "hook", "capture"], input=json.dumps(payload).encode(), env=env, capture_output=True, timeout=60
    )
    assert done.returncode == 0 and done.stdout == b"" and b"Traceback" not in done.stderr
    return done


def stored_texts(env: dict[str, str]) -> list[str]:
    with Memory.open(env["ENGRAM_DB"], embedder=None) as memory:
        return [t.text for t in memory.turns(SID)] if memory.sessions() else []


def hook_log(env: dict[str, str]) -> str:
    path = Path(env["ENGRAM_HOME"]) / "logs" / "hooks.log"
    return path.read_text(encoding="utf-8") if path.exists() else ""


def test_a_malformed_line_between_good_ones_is_skipped_and_logged(env: dict[str, str], tmp_path: Path) -> None:
    transcript = tmp_path / "t.jsonl"
    transcript.write_bytes(good_line(0) + b"\n" + b'{"type":"user", BROKEN\n' + good_line(1) + b"\n")
    run_capture(env, transcript, tmp_path)
    assert stored_texts(env) == ["good line 0", "good line 1"]
    assert "skipped 1 transcript line" in hook_log(env)
    with transcript.open("ab") as handle:  # the session captures again afterwards
        handle.write(good_line(2) + b"\n")
    run_capture(env, transcript, tmp_path)
    assert stored_texts(env) == ["good line 0", "good line 1", "good line 2"]


def test_a_half_written_last_line_waits_for_the_next_run(env: dict[str, str], tmp_path: Path) -> None:
    transcript = tmp_path / "t.jsonl"
    whole = good_line(1)
    transcript.write_bytes(good_line(0) + b"\n" + whole[:25])
    run_capture(env, transcript, tmp_path)
    assert stored_texts(env) == ["good line 0"]
    with transcript.open("ab") as handle:
        handle.write(whole[25:] + b"\n")
    run_capture(env, transcript, tmp_path)
    assert stored_texts(env) == ["good line 0", "good line 1"]


@pytest.mark.parametrize("kind", sorted(BAD_LINES))
def test_each_kind_of_bad_line_is_passed_over(env: dict[str, str], tmp_path: Path, kind: str) -> None:
    transcript = tmp_path / "t.jsonl"
    transcript.write_bytes(good_line(0) + b"\n" + BAD_LINES[kind] + b"\n" + good_line(1) + b"\n")
    run_capture(env, transcript, tmp_path)
    assert stored_texts(env) == ["good line 0", "good line 1"]


def test_a_fifo_is_refused_without_waiting(env: dict[str, str], tmp_path: Path) -> None:
    fifo = tmp_path / "t.jsonl"
    os.mkfifo(fifo)
    run_capture(env, fifo, tmp_path)  # returns: nothing ever writes to the pipe
    assert stored_texts(env) == []  # taking the request in returns too
    assert "not a regular file" in hook_log(env)


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/null"])
def test_a_device_is_refused(env: dict[str, str], tmp_path: Path, device: str) -> None:
    if not os.path.exists(device):
        pytest.skip(f"{device} does not exist here")
    run_capture(env, Path(device), tmp_path)
    assert stored_texts(env) == []
    assert "not a regular file" in hook_log(env)


def test_a_folder_is_refused(env: dict[str, str], tmp_path: Path) -> None:
    run_capture(env, tmp_path, tmp_path)
    assert stored_texts(env) == []
    assert "not a regular file" in hook_log(env)


# A transcript as a sequence of writes: each write is a list of pieces, a piece being a good record
# (its number) or a bad line (its kind); a write may end torn (its last good record cut short, to
# be completed by the next write). The hook runs after every write.
PIECES = st.one_of(st.just("good"), st.sampled_from(sorted(BAD_LINES)))
WRITES = st.lists(
    st.tuples(st.lists(PIECES, min_size=1, max_size=5), st.booleans()),
    min_size=1,
    max_size=4,
)


@settings(max_examples=12, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(writes=WRITES)
def test_every_good_line_is_stored_exactly_once_in_order(
    env: dict[str, str], tmp_path_factory: pytest.TempPathFactory, writes: list[tuple[list[str], bool]]
) -> None:
    base = tmp_path_factory.mktemp("robust")
    case_env = {**env, "ENGRAM_HOME": str(base / "home"), "ENGRAM_DB": str(base / "engram.db")}
    transcript = base / "t.jsonl"
    transcript.write_bytes(b"")
    expected: list[str] = []
    carry = b""  # the rest of a torn line, written first by the next write
    n = 0
    for pieces, torn in writes:
        data = carry
        carry = b""
        for piece in pieces:
            if piece == "good":
                data += good_line(n) + b"\n"
                expected.append(f"good line {n}")
                n += 1
            else:
                data += BAD_LINES[piece] + b"\n"
        if torn:
            line = good_line(n) + b"\n"
            expected.append(f"good line {n}")
            n += 1
            data, carry = data + line[:20], line[20:]
        with transcript.open("ab") as handle:
            handle.write(data)
        run_capture(case_env, transcript, base)
    if carry:
        with transcript.open("ab") as handle:
            handle.write(carry)
        run_capture(case_env, transcript, base)
    assert stored_texts(case_env) == expected
