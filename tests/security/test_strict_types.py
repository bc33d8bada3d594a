"""Defect 14: every boundary refuses a wrong type instead of coercing it, and refuses ids with
control characters and text with bidirectional overrides, with a clear error and nothing written.

The validators are checked with hypothesis (they are the one place the rules live); the library,
real HTTP on loopback and the tool dispatcher (what the MCP server calls) are checked for the
examples in the report.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from hypothesis import given
from hypothesis import strategies as st

from api_server import error_of, live_server
from engram import Memory
from engram import validation as v
from engram.errors import InvalidInput
from engram.interfaces.tools import dispatch
from engram.policy import MemoryPolicy

POLICY = MemoryPolicy()
BIDI = [chr(c) for c in [*range(0x202A, 0x202F), *range(0x2066, 0x206A)]]
CONTROLS = [chr(c) for c in [*range(0x00, 0x20), 0x7F, *range(0x80, 0xA0)]]
ANY_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=10),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=8,
)


# ---- the validators (hypothesis) --------------------------------------------------------------
@given(st.lists(ANY_JSON, max_size=6))
def test_tags_are_refused_unless_every_one_is_text(values: list[Any]) -> None:
    try:
        out = v.tags(values, POLICY)
    except InvalidInput:
        assert (
            not all(isinstance(x, str) for x in values)
            or any(ch in BIDI for x in values for ch in x)
            or len(values) > POLICY.max_tags
        )
        return
    assert all(isinstance(x, str) for x in values)
    assert all(isinstance(t, str) for t in out)
    assert set(out) <= {v.secret_free(v.clean_text(x)) for x in values}


@given(ANY_JSON)
def test_confidence_is_a_real_number_from_0_to_1_or_refused(value: Any) -> None:
    try:
        out = v.confidence(value)
    except InvalidInput:
        assert isinstance(value, bool | str | list | dict) or not 0 <= value <= 1 or value != value
        return
    assert value is None or (not isinstance(value, bool) and isinstance(value, int | float) and out == value)


@given(st.text(max_size=40))
def test_an_identifier_is_kept_whole_or_refused(text: str) -> None:
    """Nothing inside an id is ever dropped: ``a\\x00b`` is refused, never turned into ``ab``."""
    try:
        out = v.identifier(text, "session id")
    except InvalidInput as exc:
        stripped = text.strip()
        assert (
            not stripped or len(stripped) > 200 or any(ch.isspace() or ch in CONTROLS or ch in BIDI for ch in stripped)
        ), exc
        return
    assert out == text.strip()
    assert not any(ch in CONTROLS or ch in BIDI for ch in out)


@given(st.text(max_size=30), st.sampled_from(BIDI), st.text(max_size=30))
def test_content_with_a_bidi_control_is_refused(before: str, mark: str, after: str) -> None:
    with pytest.raises(InvalidInput, match="bidirectional"):
        v.content(before + mark + after, POLICY)


@given(st.text(max_size=30), st.sampled_from(BIDI), st.text(max_size=30))
def test_captured_text_has_bidi_controls_stripped(before: str, mark: str, after: str) -> None:
    """Conversation capture never refuses a turn for its characters: the marks are removed."""
    assert not any(ch in BIDI for ch in v.clean_text(before + mark + after))


@given(ANY_JSON.filter(lambda x: not isinstance(x, str)))
def test_text_fields_refuse_what_is_not_text(value: Any) -> None:
    for check in (
        lambda: v.namespace(value),
        lambda: v.category(value, POLICY),
        lambda: v.content(value, POLICY),
        lambda: v.identifier(value, "session id"),
    ):
        with pytest.raises(InvalidInput):
            check()
    if value is not None:
        with pytest.raises(InvalidInput):
            v.optional_text(value, 100, "summary")


# ---- the library ------------------------------------------------------------------------------
@pytest.fixture
def memory(tmp_path: Path) -> Iterator[Memory]:
    with Memory.open(tmp_path / "e.db", embedder=None) as opened:
        yield opened


BAD_REMEMBER: list[dict[str, Any]] = [
    {"tags": [1, None]},
    {"tags": ["ok", 2]},
    {"confidence": True},
    {"confidence": "0.5"},
    {"category": 3},
    {"namespace": None},
    {"summary": 12},
]


@pytest.mark.parametrize(
    "extra", BAD_REMEMBER, ids=[next(iter(x)) + repr(next(iter(x.values()))) for x in BAD_REMEMBER]
)
def test_the_library_refuses_wrong_types_and_writes_nothing(memory: Memory, extra: dict[str, Any]) -> None:
    with pytest.raises(InvalidInput):
        memory.remember("a fact", **extra)
    assert memory.list() == []


@pytest.mark.parametrize("sid", ["a\x00b", "a\x1bb", "a\u202eb", "tab\there", "a\x85b"])
def test_a_session_id_with_a_control_character_is_refused_not_cleaned(memory: Memory, sid: str) -> None:
    with pytest.raises(InvalidInput, match="session id"):
        memory.append_turn(sid, "user", "hello")
    with pytest.raises(InvalidInput):
        memory.session(sid)
    assert memory.sessions() == []
    assert memory.capture(sid, "user", "hello") is None  # capture refuses quietly, as it does bad input
    assert memory.sessions() == []


@pytest.mark.parametrize("mark", ["\u202e", "\u2066", "\u202a"])
def test_content_with_a_bidi_override_is_refused(memory: Memory, mark: str) -> None:
    with pytest.raises(InvalidInput, match="bidirectional"):
        memory.remember(f"pay to {mark}gnp.exe")
    with pytest.raises(InvalidInput, match="bidirectional"):
        memory.block_write("user", f"notes {mark}here")
    assert memory.list() == [] and memory.block_read("user") == ""


# ---- HTTP -------------------------------------------------------------------------------------
@pytest.fixture
def api(tmp_path: Path) -> Iterator[httpx.Client]:
    with live_server(tmp_path / "api.db") as live:
        yield live.client()


@pytest.mark.parametrize(
    "body",
    [
        {"content": "a fact", "tags": [1, None]},
        {"content": "a fact", "confidence": True},
        {"content": "a fact", "confidence": "0.5"},
        {"content": 5},
        {"content": "a fact", "namespace": 1},
    ],
)
def test_http_refuses_wrong_types(api: httpx.Client, body: dict[str, Any]) -> None:
    response = api.post("/v1/items", json=body)
    assert response.status_code == 422, response.text
    error_of(response)
    assert api.get("/v1/items").json()["items"] == []


def test_http_refuses_a_nul_in_a_session_id_and_bidi_in_content(api: httpx.Client) -> None:
    turn = api.post("/v1/sessions/a%00b/turns", json={"role": "user", "text": "hello"})
    assert turn.status_code == 400, turn.text
    assert "session id" in error_of(turn)["message"]
    assert api.get("/v1/sessions").json()["sessions"] == []
    bidi = api.post("/v1/items", json={"content": "invoice \u202etxt.exe"})
    assert bidi.status_code == 400 and "bidirectional" in error_of(bidi)["message"]


def test_http_still_takes_an_integer_confidence(api: httpx.Client) -> None:
    response = api.post("/v1/items", json={"content": "a fact", "confidence": 1})
    assert response.status_code == 201, response.text
    assert response.json()["item"]["confidence"] == 1.0


# ---- the tools (MCP, OpenAI and Anthropic function calling) -----------------------------------
def test_a_tool_call_with_bidi_content_or_wrong_types_is_an_error(memory: Memory) -> None:
    bidi = dispatch(memory, "save", {"category": "fact", "content": "see \u202efdp.exe"})
    assert bidi.is_error and "bidirectional" in bidi.message
    typed = dispatch(memory, "save", {"category": "fact", "content": 42})
    assert typed.is_error
    assert memory.list() == []


@pytest.mark.parametrize(
    "call",
    [
        lambda m: m.list(limit="2"),
        lambda m: m.list(limit=True),
        lambda m: m.list(after_id=1.0),
        lambda m: m.trashed(limit="5"),
        lambda m: m.sessions(limit="x"),
        lambda m: m.turns("s1", after_seq="1"),
        lambda m: m.append_turn("s1", "user", "hi", speaker=5),
        lambda m: m.session("s2", title=5),
    ],
    ids=["list-limit-str", "list-limit-bool", "list-after-float", "trashed", "sessions", "turns", "speaker", "title"],
)
def test_numbers_and_names_are_not_converted_either(memory: Memory, call: Any) -> None:
    memory.append_turn("s1", "user", "hello")
    with pytest.raises(InvalidInput):
        call(memory)
    assert [t.text for t in memory.turns("s1")] == ["hello"]
    assert [s.id for s in memory.sessions()] == ["s1"]
