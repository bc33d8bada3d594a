"""extract_json: the tolerant parser for models that ignore JSON mode."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from engram.errors import InvalidInput
from engram.structured import extract_json, looks_like_schema, schema_instruction

SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {"facts": {"type": "array", "items": {"type": "string"}}},
    "required": ["facts"],
}
ECHO = json.dumps(SCHEMA)

# (id, model output, expect, schema, expected value)
CASES: list[tuple[str, str, type[Any], dict[str, Any] | None, Any]] = [
    ("raw", '{"a": 1}', dict, None, {"a": 1}),
    ("raw-whitespace", '\n\n  {"a": 1}  \n', dict, None, {"a": 1}),
    ("bom", '\ufeff{"a": 1}', dict, None, {"a": 1}),
    ("fence-json", '```json\n{"a": 1}\n```', dict, None, {"a": 1}),
    ("fence-plain", '```\n{"a": 1}\n```', dict, None, {"a": 1}),
    ("fence-upper-inline", '```JSON {"a": 1}```', dict, None, {"a": 1}),
    ("fence-after-prose", 'Sure! Here it is:\n```json\n{"a": 1}\n```\nAnything else?', dict, None, {"a": 1}),
    ("fence-beats-example", 'Format: {"a": 0}.\n```json\n{"a": 2}\n```', dict, None, {"a": 2}),
    ("fence-other-language-ignored", '```python\nx = {"a": 0}\n```\n{"a": 3}', dict, None, {"a": 3}),
    ("prose-before", 'The answer is {"a": 1}', dict, None, {"a": 1}),
    ("prose-after", '{"a": 1} -- hope that helps, {see docs}', dict, None, {"a": 1}),
    ("prose-braces-before", "Use {curly} braces: {'no'} then {\"a\": 1}", dict, None, {"a": 1}),
    ("unclosed-prose-brace-before", 'Open with { then say "hi: {"a": 1}', dict, None, {"a": 1}),
    ("braces-in-strings", '{"code": "if (x) { y(); }", "n": "}{"}', dict, None, {"code": "if (x) { y(); }", "n": "}{"}),
    ("escaped-quotes", 'ok {"q": "she said \\"{hi}\\""} done', dict, None, {"q": 'she said "{hi}"'}),
    ("nested", 'x {"a": {"b": [1, {"c": null}]}} y', dict, None, {"a": {"b": [1, {"c": None}]}}),
    ("trailing-commas", '{"a": [1, 2,], "b": 3,}', dict, None, {"a": [1, 2], "b": 3}),
    (
        "line-comments",
        '{\n  "a": 1, // the first\n  "url": "http://x.y/z"\n}',
        dict,
        None,
        {"a": 1, "url": "http://x.y/z"},
    ),
    ("block-comment", '{"a": /* why */ 1}', dict, None, {"a": 1}),
    ("literal-newline-in-string", '{"a": "line one\nline two"}', dict, None, {"a": "line one\nline two"}),
    ("unicode", '{"ville": "Zürich", "emoji": "☕"}', dict, None, {"ville": "Zürich", "emoji": "☕"}),
    ("schema-echo-then-answer", f'{ECHO}\n{{"facts": ["x"]}}', dict, SCHEMA, {"facts": ["x"]}),
    ("schema-echo-without-schema-arg", f'Schema: {ECHO} Answer: {{"facts": []}}', dict, None, {"facts": []}),
    (
        "schema-echo-exact-copy",
        '{"properties": {"facts": {}}}\n{"facts": ["y"]}',
        dict,
        {"properties": {"facts": {}}},
        {"facts": ["y"]},
    ),
    ("first-of-multiple", '{"a": 1} and {"a": 2}', dict, None, {"a": 1}),
    ("first-with-required-keys", '{"note": "example"} then {"facts": ["z"]}', dict, SCHEMA, {"facts": ["z"]}),
    ("wrapped-in-array", '[{"a": 1}]', dict, None, {"a": 1}),
    ("wrapped-in-cut-off-array", 'Result: [{"a": 1}, {"b": ', dict, None, {"a": 1}),
    ("truncated-object-wrapping-array", '{"items": ["p"], "more": [', list, None, ["p"]),
    ("array-raw", "[1, 2, 3]", list, None, [1, 2, 3]),
    ("array-fenced", '```json\n[{"a": 1}, {"b": 2}]\n```', list, None, [{"a": 1}, {"b": 2}]),
    ("array-after-bracket-prose", 'See [note 1]. Result: ["x", "y"]', list, None, ["x", "y"]),
    ("array-wrapped-in-object", '{"items": ["p", "q"]}', list, None, ["p", "q"]),
    ("array-trailing-comma", "[1, 2, ]", list, None, [1, 2]),
    ("empty-object", "{}", dict, None, {}),
    ("empty-array", "Nothing found: []", list, None, []),
    (
        "schema-that-wants-properties",
        '{"type": "object", "properties": {}}',
        dict,
        {"required": ["properties"]},
        {
            "type": "object",
            "properties": {},
        },
    ),
]


@pytest.mark.parametrize(("text", "expect", "schema", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_extract_json_accepts(text: str, expect: type[Any], schema: dict[str, Any] | None, expected: Any) -> None:
    assert extract_json(text, expect=expect, schema=schema) == expected


# (id, model output, expect, schema, words the message must contain)
FAILURES: list[tuple[str, str, type[Any], dict[str, Any] | None, str]] = [
    ("empty", "", dict, None, "empty"),
    ("blank", "  \n\t ", dict, None, "empty"),
    ("prose-only", "I could not find any facts.", dict, None, "no complete JSON object"),
    ("truncated", '{"facts": ["one", "tw', dict, None, "no complete JSON object: it looks truncated"),
    ("truncated-fence", '```json\n{"facts": ["one",\n', dict, None, "truncated"),
    ("truncated-array", '["a", "b"', list, None, "no complete JSON array"),
    ("truncated-with-complete-inner", '{"entities": [{"name": "Ann"}, {"name": "Bo', dict, None, "truncated"),
    ("only-schema", ECHO, dict, SCHEMA, "only echoed the JSON schema"),
    ("array-not-object", "[1, 2, 3]", dict, None, "found a JSON array instead"),
    ("object-not-array", '{"a": 1}', list, None, "found a JSON object instead"),
    ("missing-required", '{"fact": ["typo"]}', dict, SCHEMA, "missing required key(s): facts"),
    ("smart-quotes", "{“a”: 1}", dict, None, "no complete JSON object"),
    ("single-quotes", "{'a': 1}", dict, None, "no complete JSON object"),
    ("python-literals", '{"a": True}', dict, None, "no complete JSON object"),
    ("mismatched", '{"a": [1, 2}', dict, None, "no complete JSON object"),
]


@pytest.mark.parametrize(("text", "expect", "schema", "words"), [f[1:] for f in FAILURES], ids=[f[0] for f in FAILURES])
def test_extract_json_rejects(text: str, expect: type[Any], schema: dict[str, Any] | None, words: str) -> None:
    with pytest.raises(InvalidInput) as caught:
        extract_json(text, expect=expect, schema=schema)
    assert words in caught.value.message


def test_missing_keys_are_named_in_details() -> None:
    schema = {"type": "object", "required": ["facts", "entities"], "properties": {}}
    with pytest.raises(InvalidInput) as caught:
        extract_json('{"facts": []}', schema=schema)
    assert caught.value.details["missing"] == ["entities"]
    assert "entities" in caught.value.message and "facts," not in caught.value.message


def test_error_details_carry_a_short_excerpt() -> None:
    with pytest.raises(InvalidInput) as caught:
        extract_json("no json here " * 50)
    excerpt = str(caught.value.details["excerpt"])
    assert excerpt.startswith("no json here") and len(excerpt) <= 121


def test_bad_arguments() -> None:
    with pytest.raises(TypeError):
        extract_json("{}", expect=str)  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match="must be text"):
        extract_json(None)  # type: ignore[arg-type]


def test_looks_like_schema_and_instruction() -> None:
    assert looks_like_schema(SCHEMA)
    assert looks_like_schema({"$schema": "x", "properties": {}})
    assert looks_like_schema({"properties": {"a": {}}, "required": ["a"]})
    assert not looks_like_schema({"facts": [], "properties": "not a dict"})
    assert not looks_like_schema({"properties": {"a": 1}})  # an answer that happens to have that key
    text = schema_instruction(SCHEMA)
    assert "JSON object" in text and '"facts"' in text and "do not repeat the schema" in text
    assert "JSON array" in schema_instruction({"type": "array", "items": {}})


def test_many_stray_braces_stay_fast() -> None:
    text = "{ " * 5000 + '{"a": 1}'
    assert extract_json(text) == {"a": 1}
    with pytest.raises(InvalidInput):
        extract_json("[{" * 3000)


# --------------------------------------------------------------------------------------------------
# Properties
# --------------------------------------------------------------------------------------------------

simple_values = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**12), max_value=10**12),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=20),
)
simple_dicts = st.dictionaries(st.text(max_size=10), simple_values, max_size=6)
# Prose without braces (which could open another object) or backticks (which could open a fence).
prose = st.text(alphabet=st.characters(blacklist_characters="{}`", blacklist_categories=["Cs"]), max_size=80)


@settings(max_examples=300, deadline=None)
@given(text=st.text(max_size=300), expect=st.sampled_from([dict, list]))
def test_never_raises_anything_but_invalid_input(text: str, expect: type[Any]) -> None:
    try:
        value = extract_json(text, expect=expect)
    except InvalidInput:
        return
    assert isinstance(value, expect)


@settings(max_examples=300, deadline=None)
@given(
    text=st.text(alphabet='{}[]",:/* \n\\abc01tfn', max_size=120),
    expect=st.sampled_from([dict, list]),
    required=st.lists(st.sampled_from(["a", "b", "c"]), max_size=2),
)
def test_json_like_noise_never_raises_anything_but_invalid_input(
    text: str, expect: type[Any], required: list[str]
) -> None:
    try:
        value = extract_json(text, expect=expect, schema={"type": "object", "required": required})
    except InvalidInput:
        return
    assert isinstance(value, expect)


@settings(max_examples=300, deadline=None)
@given(before=prose, value=simple_dicts, after=prose, indent=st.sampled_from([None, 2]))
@example(before="[", value={}, after="", indent=None)
@example(before='see ["', value={"k": "v"}, after="] // ,}", indent=2)
def test_round_trips_a_dict_embedded_in_prose(
    before: str, value: dict[str, Any], after: str, indent: int | None
) -> None:
    text = before + json.dumps(value, indent=indent) + after
    assert extract_json(text) == value


@settings(max_examples=100, deadline=None)
@given(value=simple_dicts)
def test_round_trips_a_fenced_dict_after_a_schema_echo(value: dict[str, Any]) -> None:
    text = f"{ECHO}\n```json\n{json.dumps(value)}\n```"
    assert extract_json(text) == value
