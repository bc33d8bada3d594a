"""``engram.interfaces.tools``: the function-calling schemas for both vendors and ``dispatch`` against a real Memory."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engram import Memory
from engram.interfaces.tools import (
    SYSTEM_GUIDANCE,
    TOOLS,
    ToolResult,
    anthropic_tools,
    dispatch,
    openai_tools,
    tool_names,
)
from engram.providers.fake import FakeEmbedder

ELEVEN = {
    "save",
    "update",
    "forget",
    "confirm",
    "link",
    "list",
    "recall",
    "context",
    "block_read",
    "block_write",
    "sessions_search",
}
WRITES = {"save": "saved", "update": "updated", "forget": "forgotten", "confirm": "confirmed", "link": "linked"}


def ok(result: ToolResult) -> ToolResult:
    assert not result.is_error, result.message
    return result


def error(result: ToolResult) -> ToolResult:
    assert result.is_error, result.message
    return result


def saved_id(memory: Memory, content: str, category: str = "preference", **kw: Any) -> int:
    result = ok(dispatch(memory, "save", {"category": category, "content": content}, **kw))
    assert result.event is not None
    return int(result.event["id"])


# ---- schemas ---------------------------------------------------------------------------------
def test_both_vendors_get_the_same_eleven_tools() -> None:
    openai_names = [t["function"]["name"] for t in openai_tools()]
    anthropic_names = [t["name"] for t in anthropic_tools()]
    assert openai_names == anthropic_names == tool_names()
    assert set(openai_names) == ELEVEN


def test_openai_schemas_have_the_function_calling_shape() -> None:
    for tool in openai_tools():
        assert set(tool) == {"type", "function"} and tool["type"] == "function"
        assert set(tool["function"]) == {"name", "description", "parameters"}
        assert len(tool["function"]["description"]) > 40


def test_anthropic_schemas_have_the_messages_api_shape() -> None:
    for tool in anthropic_tools():
        assert set(tool) == {"name", "description", "input_schema"}
        assert tool["input_schema"]["type"] == "object"


def test_the_parameters_are_valid_json_schema_and_the_same_for_both_vendors() -> None:
    jsonschema = pytest.importorskip("jsonschema")
    for openai, anthropic in zip(openai_tools(), anthropic_tools(), strict=True):
        schema = openai["function"]["parameters"]
        assert schema == anthropic["input_schema"]
        jsonschema.Draft202012Validator.check_schema(schema)
        assert json.loads(json.dumps(schema)) == schema
        assert schema["type"] == "object" and schema["additionalProperties"] is False
        assert set(schema["required"]) <= set(schema["properties"])
        for prop in schema["properties"].values():
            assert prop.get("description"), prop


def test_the_documented_argument_shapes() -> None:
    shapes = {
        t["name"]: (set(t["input_schema"]["properties"]), set(t["input_schema"]["required"])) for t in anthropic_tools()
    }
    assert shapes["save"] == ({"category", "content", "detail"}, {"category", "content"})
    assert shapes["update"] == ({"id_or_substring", "new_content", "detail"}, {"id_or_substring", "new_content"})
    assert shapes["forget"] == shapes["confirm"] == ({"id_or_substring"}, {"id_or_substring"})
    assert shapes["link"] == ({"from_id", "to_id", "relation"}, {"from_id", "to_id", "relation"})
    assert shapes["list"] == ({"category"}, set())
    assert shapes["recall"] == shapes["sessions_search"] == ({"query", "limit"}, {"query"})
    assert shapes["context"] == (set(), set())
    assert shapes["block_read"] == ({"namespace", "category"}, set())
    assert shapes["block_write"] == ({"content", "namespace", "category", "mode"}, {"content", "mode"})


def test_no_tool_takes_an_owner() -> None:
    for tool in anthropic_tools():
        assert not {"owner", "user", "user_id"} & set(tool["input_schema"]["properties"]), tool["name"]


def test_category_enumerates_the_configured_categories() -> None:
    save = next(t for t in openai_tools(("a", "b")) if t["function"]["name"] == "save")
    assert save["function"]["parameters"]["properties"]["category"]["enum"] == ["a", "b"]


def test_annotations_follow_what_each_tool_does() -> None:
    by_name = {t.name: t for t in TOOLS}
    assert {n for n, t in by_name.items() if t.read_only} == {
        "list",
        "recall",
        "context",
        "block_read",
        "sessions_search",
    }
    assert {n for n, t in by_name.items() if t.destructive} == {"forget"}
    assert by_name["save"].idempotent and not by_name["block_write"].idempotent


def test_system_guidance_covers_the_consolidation_rules() -> None:
    text = SYSTEM_GUIDANCE
    for needle in ("`list`", "`recall`", "before you save", "`update`", "near-duplicate", "`confirm`", "secrets"):
        assert needle in text, needle
    assert "safety > facts > style" in text


# ---- writes: messages and memoryEvents -------------------------------------------------------
def test_save_returns_the_message_and_a_saved_event_with_an_undo_handle(mem: Memory) -> None:
    result = ok(dispatch(mem, "save", {"category": "preference", "content": "Prefers short answers"}))
    assert result.message == "Memory saved (#1, preference): Prefers short answers"
    assert result.event == {"type": "saved", "id": 1, "event_id": 1, "undo": "engram undo 1"}
    assert isinstance(result.data, dict) and result.data["item"]["source"] == "agent"
    assert [i.content for i in mem.list()] == ["Prefers short answers"]
    mem.undo(result.event["event_id"])
    assert mem.list() == []


def test_saving_the_same_fact_again_writes_nothing(mem: Memory) -> None:
    first = saved_id(mem, "Prefers tea")
    again = ok(dispatch(mem, "save", {"category": "preference", "content": "  prefers TEA "}))
    assert again.event is None and again.message.startswith(f"Already remembered (#{first})")
    assert len(mem.list()) == 1


def test_save_keeps_detail_for_recall(mem: Memory) -> None:
    ok(dispatch(mem, "save", {"category": "fact", "content": "Has a dog", "detail": "A beagle called Rex"}))
    assert mem.list()[0].detail == "A beagle called Rex"


def test_update_supersedes_and_the_undo_restores(mem: Memory) -> None:
    old = saved_id(mem, "Retires at 50", category="profile")
    result = ok(dispatch(mem, "update", {"id_or_substring": "retires", "new_content": "Retires at 55"}))
    assert result.event is not None and result.event["type"] == "updated"
    assert result.event["undo"] == f"engram undo {result.event['event_id']}"
    assert f"replaces #{old}" in result.message
    assert [i.content for i in mem.list()] == ["Retires at 55"]
    mem.undo(result.event["event_id"])
    assert [i.content for i in mem.list()] == ["Retires at 50"]


def test_update_keeps_detail_unless_given(mem: Memory) -> None:
    ok(dispatch(mem, "save", {"category": "fact", "content": "Has a dog", "detail": "Rex"}))
    ok(dispatch(mem, "update", {"id_or_substring": 1, "new_content": "Has two dogs"}))
    assert mem.list()[0].detail == "Rex"
    ok(dispatch(mem, "update", {"id_or_substring": "two dogs", "new_content": "Has two dogs", "detail": "Rex, Max"}))
    assert mem.list()[0].detail == "Rex, Max"


def test_forget_end_dates_keeps_the_record_and_says_so(mem: Memory) -> None:
    target = saved_id(mem, "Lives in Lisbon", category="profile")
    result = ok(dispatch(mem, "forget", {"id_or_substring": f"#{target}"}))
    assert result.event is not None and result.event["type"] == "forgotten" and result.event["id"] == target
    assert "kept for audit" in result.message
    assert mem.list() == []
    assert mem.get(target).status == "forgotten"


def test_confirm_records_the_affirmation(mem: Memory) -> None:
    target = saved_id(mem, "Funds only, no single stocks")
    result = ok(dispatch(mem, "confirm", {"id_or_substring": "funds only"}))
    assert result.event is not None and result.event["type"] == "confirmed"
    assert mem.get(target).last_confirmed_at is not None


def test_link_records_a_typed_relation(mem: Memory) -> None:
    a, b = saved_id(mem, "Funds only"), saved_id(mem, "Low risk tolerance", category="profile")
    result = ok(dispatch(mem, "link", {"from_id": a, "to_id": str(b), "relation": "derived_from"}))
    assert result.event is not None and result.event["type"] == "linked"
    assert [(link.from_id, link.to_id, link.relation) for link in mem.links(a)] == [(a, b, "derived_from")]
    assert "already" in error(dispatch(mem, "link", {"from_id": a, "to_id": b, "relation": "derived_from"})).message


def test_every_write_event_type(mem: Memory) -> None:
    kinds = []
    for name, args in [
        ("save", {"category": "fact", "content": "Alpha fact"}),
        ("save", {"category": "fact", "content": "Beta fact"}),
        ("update", {"id_or_substring": "alpha", "new_content": "Alpha fact, revised"}),
        ("confirm", {"id_or_substring": "beta"}),
        ("link", {"from_id": 3, "to_id": 2, "relation": "relates_to"}),
        ("forget", {"id_or_substring": "beta"}),
        ("block_write", {"content": "notes", "mode": "replace"}),
    ]:
        result = ok(dispatch(mem, name, args))
        assert result.event is not None and set(result.event) == {"type", "id", "event_id", "undo"}
        kinds.append(result.event["type"])
    assert kinds == ["saved", "saved", "updated", "confirmed", "linked", "forgotten", "block_written"]


# ---- errors the model can act on -------------------------------------------------------------
def test_an_ambiguous_reference_lists_the_candidates_and_asks_for_the_id(mem: Memory) -> None:
    a, b = saved_id(mem, "Likes green tea"), saved_id(mem, "Likes tea ceremonies")
    for tool in ("update", "forget", "confirm"):
        args: dict[str, Any] = {"id_or_substring": "tea"}
        if tool == "update":
            args["new_content"] = "x"
        result = error(dispatch(mem, tool, args))
        assert f"#{a} Likes green tea" in result.message and f"#{b} Likes tea ceremonies" in result.message
        assert f"Call {tool} again with the id" in result.message
        assert isinstance(result.data, dict) and result.data["error"]["code"] == "ambiguous"
        assert result.event is None
    assert len(mem.list()) == 2


def test_not_found_points_to_recall_and_list(mem: Memory) -> None:
    result = error(dispatch(mem, "forget", {"id_or_substring": "nothing like this"}))
    assert "use recall or list" in result.message.lower()
    assert error(dispatch(mem, "confirm", {"id_or_substring": 99})).data == {
        "error": {"code": "not_found", "message": "no memory #99", "details": {}}
    }


def test_a_superseded_id_says_which_id_to_use(mem: Memory) -> None:
    saved_id(mem, "Retires at 50")
    ok(dispatch(mem, "update", {"id_or_substring": 1, "new_content": "Retires at 55"}))
    assert "superseded by #2" in error(dispatch(mem, "forget", {"id_or_substring": 1})).message


@pytest.mark.parametrize(
    ("name", "arguments", "expected"),
    [
        ("save", "{not json", "not valid JSON"),
        ("save", "[1, 2]", "must be a JSON object"),
        ("save", {"content": "x"}, "missing required argument category"),
        ("save", {"category": "nonsense", "content": "x"}, "category must be one of"),
        ("save", {"category": "fact", "content": "   "}, "content is empty"),
        ("save", {"category": "fact", "content": 5}, "content must be a string"),
        ("save", {"category": "fact", "content": "x", "owner": "bob"}, "unknown argument owner"),
        ("recall", {"query": "x", "limit": 0}, "limit must be from 1 to 50"),
        ("recall", {"query": "x", "limit": True}, "limit must be an integer"),
        ("link", {"from_id": 1, "to_id": 2, "relation": "likes"}, "relation must be one of"),
        ("block_write", {"content": "x", "mode": "overwrite"}, "mode must be one of"),
        ("context", {"anything": 1}, "context takes no arguments"),
    ],
)
def test_bad_arguments_are_tool_errors_not_exceptions(mem: Memory, name: str, arguments: Any, expected: str) -> None:
    result = error(dispatch(mem, name, arguments))
    assert expected in result.message
    assert "Nothing was changed" in result.message
    assert mem.list() == []


def test_an_unknown_tool_is_an_error_naming_the_real_ones(mem: Memory) -> None:
    result = error(dispatch(mem, "save_preference", {}))
    assert "Unknown tool 'save_preference'" in result.message and "save, update" in result.message


def test_arguments_as_a_json_string_and_nulls_as_omitted(mem: Memory) -> None:
    ok(dispatch(mem, "save", json.dumps({"category": "fact", "content": "Uses vim", "detail": None})))
    ok(dispatch(mem, "recall", '{"query": "vim", "limit": "5"}'))
    assert ok(dispatch(mem, "list", None)).message.startswith("1 active memories")
    assert ok(dispatch(mem, "context", "")).message


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    name=st.sampled_from(sorted(ELEVEN)),
    arguments=st.one_of(
        st.text(max_size=30),
        st.dictionaries(
            st.sampled_from(["content", "category", "id_or_substring", "query", "limit", "mode", "namespace", "x"]),
            st.one_of(st.none(), st.booleans(), st.integers(-5, 99), st.text(max_size=20), st.lists(st.integers())),
            max_size=4,
        ),
    ),
)
def test_dispatch_never_raises(mem: Memory, name: str, arguments: Any) -> None:
    result = dispatch(mem, name, arguments)
    assert isinstance(result, ToolResult) and result.message


# ---- reads -----------------------------------------------------------------------------------
def test_list_shows_ids_and_filters_by_category(mem: Memory) -> None:
    saved_id(mem, "Prefers tea")
    saved_id(mem, "Lives in Porto", category="profile")
    listed = ok(dispatch(mem, "list", {}))
    assert "#1 [preference] Prefers tea" in listed.message and "#2 [profile] Lives in Porto" in listed.message
    only = ok(dispatch(mem, "list", {"category": "profile"}))
    assert isinstance(only.data, dict) and [i["content"] for i in only.data["items"]] == ["Lives in Porto"]
    assert ok(dispatch(mem, "list", {"category": "decision"})).message == "No active decision memories."


def test_recall_finds_memories_lexically_and_with_an_embedder(
    mem: Memory, open_memory: Callable[..., Memory], tmp_path: Any
) -> None:
    saved_id(mem, "Allergic to peanuts", category="profile")
    found = ok(dispatch(mem, "recall", {"query": "peanuts", "limit": 3}))
    assert "#1 [profile] Allergic to peanuts" in found.message
    assert isinstance(found.data, dict) and found.data["hits"][0]["kind"] == "item"
    assert ok(dispatch(mem, "recall", {"query": "zebra"})).message == "Nothing found for 'zebra'."
    embedded = open_memory("carol", tmp_path / "embedded.db", embedder=FakeEmbedder())
    saved_id(embedded, "Allergic to peanuts", category="profile")
    assert "Allergic to peanuts" in ok(dispatch(embedded, "recall", {"query": "peanuts"})).message


def test_context_returns_the_injected_block(mem: Memory) -> None:
    assert ok(dispatch(mem, "context", {})).message == "No memories are stored yet."
    saved_id(mem, "Prefers short answers")
    result = ok(dispatch(mem, "context", {}))
    assert "Prefers short answers" in result.message
    assert isinstance(result.data, dict) and result.data["item_ids"] == [1]


def test_sessions_search_finds_earlier_conversations(mem: Memory) -> None:
    mem.append_turn("s-1", "user", "Let's plan the trip to Kyoto in April")
    mem.append_turn("s-2", "user", "Unrelated chat about databases")
    result = ok(dispatch(mem, "sessions_search", {"query": "Kyoto"}))
    assert "session s-1" in result.message and "s-2" not in result.message
    assert ok(dispatch(mem, "sessions_search", {"query": "volcano"})).message.startswith("No earlier conversation")


# ---- namespace: configured, never chosen by the model ------------------------------------------
def test_saves_land_in_the_configured_namespace(mem: Memory) -> None:
    saved_id(mem, "Uses pytest", category="project", namespace="projects/engram")
    assert [i.namespace for i in mem.list()] == ["projects/engram"]


def test_block_paths_stay_under_the_configured_namespace(mem: Memory) -> None:
    root = "projects/engram"
    ok(dispatch(mem, "block_write", {"content": "first", "mode": "append", "namespace": "notes"}, namespace=root))
    ok(
        dispatch(
            mem,
            "block_write",
            {"content": "second", "mode": "append", "namespace": "projects/engram/notes"},
            namespace=root,
        )
    )
    read = ok(dispatch(mem, "block_read", {"namespace": "notes"}, namespace=root))
    assert read.message == "first\nsecond"
    assert isinstance(read.data, dict) and read.data["namespace"] == "projects/engram/notes"
    assert mem.block_read("projects/engram/notes") == "first\nsecond"
    ok(dispatch(mem, "block_write", {"content": "root text", "mode": "replace"}, namespace=root))
    assert mem.block_read("projects/engram") == "root text"
    for escape in ("../other", "notes/../../x", "projects/engram/../other"):
        error(dispatch(mem, "block_write", {"content": "x", "mode": "replace", "namespace": escape}, namespace=root))
    ok(dispatch(mem, "block_write", {"content": "x", "mode": "replace", "namespace": "/user"}, namespace=root))
    assert mem.block_read("user") == ""
    assert mem.block_read("projects/engram/user") == "x"


def test_an_empty_block_reads_as_empty(mem: Memory) -> None:
    assert ok(dispatch(mem, "block_read", {})).message == "The block user is empty."


def test_dispatch_only_sees_its_owner(open_memory: Callable[..., Memory]) -> None:
    alice, bob = open_memory("alice"), open_memory("bob")
    saved_id(alice, "Alice's secret hobby is knitting")
    assert ok(dispatch(bob, "list", {})).message == "No active memories."
    assert ok(dispatch(bob, "recall", {"query": "knitting"})).message == "Nothing found for 'knitting'."
    assert "no memory #1" in error(dispatch(bob, "forget", {"id_or_substring": 1})).message
    assert [i.content for i in alice.list()] == ["Alice's secret hobby is knitting"]
