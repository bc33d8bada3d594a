"""The Stop hook's fast route: its JSON reader and writer, the plain-field rule, and a request taken in.

The fast route (engram.capture.request) writes a capture request without json, re or redaction; the
store reads the transcript when it takes the request in. These tests hold the small JSON reader to
``json.loads``, the plain-field rule to the redaction rules (nothing the redactor would change may go
the fast route), and the route as a whole to what the full route stores.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engram import Memory
from engram.capture import spool
from engram.capture.payload import MAX_DEPTH, NotPlain, loads, quote
from engram.capture.request import plain
from engram.redaction import scrub
from secrets_corpus import SECRET_CASES

ENGRAM = str(Path(sys.executable).with_name("engram"))
SID = "3f2a9c4e-1b7d-4e8a-9c2f-5d6e7f8a9b0c"

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20,
)


# ---- the JSON reader ---------------------------------------------------------------------------
@given(JSON_VALUES, st.booleans(), st.sampled_from([None, 1, 2]))
def test_the_reader_reads_what_json_writes(value: object, ascii_only: bool, indent: int | None) -> None:
    text = json.dumps(value, ensure_ascii=ascii_only, indent=indent)
    assert loads(text) == json.loads(text)


@settings(max_examples=400)
@given(st.text(alphabet=st.sampled_from(list('{}[]",:\\ 0123456789-+.eEtrufalsn\t\nu\x01abcdé')), max_size=30))
def test_the_reader_never_accepts_what_json_refuses_and_agrees_when_it_accepts(text: str) -> None:
    try:
        mine = loads(text)
    except NotPlain:
        return  # refused: the hook takes its full route, where json decides
    assert json.loads(text) == mine


@pytest.mark.parametrize(
    "text",
    ["NaN", "[Infinity]", '{"a":1,}', "[1,]", "01", "1.", ".5", "1e", '"\\x41"', '"a\tb"', "{'a':1}", "\ufeff{}", ""],
)
def test_the_reader_refuses_what_strict_json_refuses(text: str) -> None:
    with pytest.raises(NotPlain):
        loads(text)


def test_the_reader_reads_surrogate_pairs_and_lone_surrogates_as_json_does() -> None:
    for text in ('"\\ud83d\\ude00"', '"\\ud800"', '"\\udc00x"', '"\\ud800\\u0041"'):
        assert loads(text) == json.loads(text)


def test_nesting_past_the_limit_is_left_to_json() -> None:
    with pytest.raises(NotPlain):
        loads("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1))
    assert loads("[" * MAX_DEPTH + "]" * MAX_DEPTH) == json.loads("[" * MAX_DEPTH + "]" * MAX_DEPTH)


@given(st.text())
def test_quote_writes_a_json_string_literal(text: str) -> None:
    assert json.loads(quote(text)) == text
    quote(text).encode("utf-8")  # surrogates are escaped: the line always encodes


# ---- the plain-field rule ----------------------------------------------------------------------
def test_no_secret_of_the_corpus_passes_as_a_plain_field() -> None:
    for case in SECRET_CASES:
        for secret in case.secrets:
            for field in (secret, f"/home/ana/{secret}/t.jsonl", f"/work/{secret}", f"s-{secret}"):
                assert not plain(field) or scrub(field) == field, (case.name, field)


@settings(max_examples=300)
@given(st.text(alphabet=st.sampled_from(list("abcdefXYZ0123456789/._-~+@ =:")), max_size=60))
def test_whatever_passes_as_plain_is_left_alone_by_the_redactor(text: str) -> None:
    if plain(text):
        assert scrub(text) == text


def test_ordinary_paths_and_session_ids_are_plain() -> None:
    for field in (
        SID,
        f"/home/ana/.claude/projects/-home-ana-widgets/{SID}.jsonl",
        "/Users/Ana Lima/code/widgets",
        "default",
        "user",
        "/home/ana/.local/share/engram/logs/hooks.log",
    ):
        assert plain(field), field
    for field in ("", "/tmp/token/x", "/srv/sk-live", "a" * 1001, "/home/ana/é", "/p/ghp_abc", "/x/AbCdEf0123456789"):
        assert not plain(field), field


# ---- the route, end to end -------------------------------------------------------------------
@pytest.fixture
def env(tmp_path: Path) -> dict[str, str]:
    keep = {k: v for k, v in os.environ.items() if not k.startswith("ENGRAM_")}
    return keep | {
        "ENGRAM_HOME": str(tmp_path / "home"),
        "ENGRAM_DB": str(tmp_path / "home" / "engram.db"),
        "ENGRAM_EMBEDDER": "none",
    }


def write_exchange(transcript: Path, n: int, user: str) -> None:
    records = [
        {"type": "user", "message": {"role": "user", "content": user}},
        {"type": "assistant", "message": {"role": "assistant", "content": [{"type": "text", "text": f"ok {n}"}]}},
    ]
    with transcript.open("a", encoding="utf-8") as handle:
        for k, record in enumerate(records):
            record |= {"uuid": f"00000000-0000-4000-8000-{n:06d}{k:06d}", "timestamp": "2026-01-12T08:00:00Z"}
            handle.write(json.dumps(record) + "\n")


def hook(env: dict[str, str], transcript: Path, cwd: Path, sid: str = SID) -> None:
    payload = {"session_id": sid, "transcript_path": str(transcript), "cwd": str(cwd), "hook_event_name": "Stop"}
    done = subprocess.run(
        [ENGRAM, "hook", "capture"], input=json.dumps(payload).encode(), env=env, capture_output=True, timeout=60
    )
    assert (done.returncode, done.stdout, done.stderr) == (0, b"", b"")


def kinds(env: dict[str, str]) -> list[object]:
    return [r.get("kind") for r in spool.lines(env["ENGRAM_DB"] + ".spool")]


def texts(env: dict[str, str], sid: str = SID) -> list[str]:
    with Memory.open(env["ENGRAM_DB"], embedder=None) as memory:
        return [t.text for t in memory.turns(sid)]


def test_a_plain_payload_leaves_a_request_that_the_store_reads_in_order(env: dict[str, str], tmp_path: Path) -> None:
    transcript = tmp_path / "t.jsonl"
    repo = tmp_path / "widgets"
    (repo / ".git").mkdir(parents=True)
    (repo / ".git" / "HEAD").write_text("ref: refs/heads/feature/login\n")
    write_exchange(transcript, 1, "first question")
    hook(env, transcript, repo)
    write_exchange(transcript, 2, "second question")
    hook(env, transcript, repo)
    assert kinds(env) == ["capture", "capture"]  # no turns, no text of the conversation in the spool
    assert b"question" not in Path(env["ENGRAM_DB"] + ".spool").read_bytes()
    assert texts(env) == ["first question", "ok 1", "second question", "ok 2"]
    with Memory.open(env["ENGRAM_DB"], embedder=None) as memory:
        session = memory.get_session(SID)
    assert session.namespace == "repos/widgets/branches/feature/login"
    assert (session.meta["repo"], session.meta["branch"]) == ("widgets", "feature/login")
    write_exchange(transcript, 3, "third question")
    hook(env, transcript, repo)  # after the take-in: read on from where the store left the transcript
    assert texts(env)[-2:] == ["third question", "ok 3"] and len(texts(env)) == 6


def test_a_field_that_could_hold_a_secret_takes_the_full_route(env: dict[str, str], tmp_path: Path) -> None:
    secret = next(s for case in SECRET_CASES for s in case.secrets if len(s) >= 20 and "/" not in s)
    transcript = tmp_path / "t.jsonl"
    write_exchange(transcript, 1, "hello")
    folder = tmp_path / secret[:40]
    folder.mkdir()
    hook(env, transcript, folder)
    data = Path(env["ENGRAM_DB"] + ".spool").read_bytes()
    assert kinds(env) == ["turns"] and secret[:40].encode() not in data
    assert texts(env) == ["hello", "ok 1"]


def test_unreadable_transcript_lines_are_logged_in_the_hooks_log(env: dict[str, str], tmp_path: Path) -> None:
    transcript = tmp_path / "t.jsonl"
    write_exchange(transcript, 1, "hello")
    with transcript.open("a") as handle:
        handle.write("{not json\n")
    write_exchange(transcript, 2, "again")
    hook(env, transcript, tmp_path)
    assert texts(env) == ["hello", "ok 1", "again", "ok 2"]
    log = (Path(env["ENGRAM_HOME"]) / "logs" / "hooks.log").read_text()
    assert "skipped 1 transcript line(s)" in log  # written where the hook would have written it


def test_a_torn_last_line_is_cut_and_a_foreign_header_left_to_the_full_route(
    env: dict[str, str], tmp_path: Path
) -> None:
    transcript = tmp_path / "t.jsonl"
    write_exchange(transcript, 1, "hello")
    hook(env, transcript, tmp_path)
    path = Path(env["ENGRAM_DB"] + ".spool")
    with path.open("ab") as handle:
        handle.write(b'{"kind":"capture","owner":"def')  # a writer killed mid-line
    hook(env, transcript, tmp_path)
    assert kinds(env) == ["capture", "capture"] and path.read_bytes().endswith(b"}\n")
    path.write_bytes(b'{"id": "abc", "engram_capture_spool": 1}\n')  # valid, but not the canonical form
    hook(env, transcript, tmp_path)
    assert kinds(env) == ["turns"]  # the full route parsed the header and appended
    assert texts(env) == ["hello", "ok 1"]
