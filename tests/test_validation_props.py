"""Bad input changes nothing; property tests for the parsers and validators; the public API promise."""

from __future__ import annotations

import inspect
import json
import math

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engram
from engram import EngramError, InvalidInput, Memory, NotFound
from engram import validation as v
from engram.items.interchange import aish, engram_jsonl

# ---- bad input is refused and changes nothing ----------------------------------------------------

BAD_REMEMBER = {
    "empty": {"content": ""},
    "whitespace": {"content": "  \n\t "},
    "control-only": {"content": "\x00\x01\x07"},
    "oversized": {"content": "x" * 4001},
    "not-text": {"content": 42},
    "none": {"content": None},
    "unknown-category": {"category": "finance_context"},
    "confidence-too-high": {"confidence": 1.5},
    "confidence-negative": {"confidence": -0.1},
    "confidence-text": {"confidence": "x"},
    "confidence-nan": {"confidence": math.nan},
    "namespace-double-slash": {"namespace": "a//b"},
    "namespace-dotdot": {"namespace": "../x"},
    "namespace-empty": {"namespace": ""},
    "namespace-space": {"namespace": "my notes"},
    "unknown-source": {"source": "robot"},
    "source-case": {"source": "USER"},
    "long-tag": {"tags": ["t" * 65]},
    "too-many-tags": {"tags": [f"t{n}" for n in range(33)]},
    "long-summary": {"summary": "s" * 4001},
    "long-detail": {"detail": "d" * 20001},
    "bad-provenance": {"provenance": "session-1"},
    "bad-valid-from": {"valid_from": "yesterday"},
}


@pytest.fixture
def seeded(mem):
    item = mem.remember("Existing memory about tea", tags=["drinks"]).item
    mem.block_write("user", "core block")
    return mem, item


@pytest.mark.parametrize("bad", list(BAD_REMEMBER.values()), ids=list(BAD_REMEMBER))
def test_bad_remember_input_is_refused_and_changes_nothing(seeded, snapshot, bad):
    mem, _ = seeded
    before = snapshot(mem)
    call = {"content": "A perfectly fine memory"} | bad

    with pytest.raises(InvalidInput) as caught:
        mem.remember(call.pop("content"), **call)

    assert caught.value.message
    assert snapshot(mem) == before


BAD_UPDATE = {
    "empty": ("", {}),
    "oversized": ("x" * 4001, {}),
    "unknown-category": ("fine", {"category": "bogus"}),
    "confidence": ("fine", {"confidence": 2}),
    "source": ("fine", {"source": "robot"}),
    "tags": ("fine", {"tags": ["t" * 65]}),
}


@pytest.mark.parametrize(("content", "extra"), list(BAD_UPDATE.values()), ids=list(BAD_UPDATE))
def test_bad_update_input_is_refused_and_changes_nothing(seeded, snapshot, content, extra):
    mem, item = seeded
    before = snapshot(mem)
    with pytest.raises(InvalidInput):
        mem.update(item.id, content, **extra)
    assert snapshot(mem) == before


@pytest.mark.parametrize("bad", ["abc", "-1", "0", "", "#", "1.5", True, False, 0, -1, 2**63, None, "#-3"])
def test_get_rejects_malformed_ids(seeded, bad):
    mem, _ = seeded
    with pytest.raises(InvalidInput):
        mem.get(bad)


@pytest.mark.parametrize("operation", ["update", "forget", "confirm", "trash", "history"])
@pytest.mark.parametrize("bad", ["abc", "-1", "0", "", "   ", 0, -1, 99999])
def test_write_refs_that_match_nothing_change_nothing(seeded, snapshot, operation, bad):
    mem, _ = seeded
    before = snapshot(mem)
    call = {
        "update": lambda ref: mem.update(ref, "new text"),
        "forget": mem.forget,
        "confirm": mem.confirm,
        "trash": mem.trash,
        "history": mem.history,
    }[operation]
    with pytest.raises((InvalidInput, NotFound)):
        call(bad)
    assert snapshot(mem) == before


@pytest.mark.parametrize("operation", ["forget", "confirm", "update"])
def test_a_boolean_ref_is_malformed_not_a_substring(mem, snapshot, operation):
    mem.remember("It is true that I like tea")
    before = snapshot(mem)
    call = {"forget": mem.forget, "confirm": mem.confirm, "update": lambda ref: mem.update(ref, "x")}[operation]

    with pytest.raises(InvalidInput):
        call(True)
    assert snapshot(mem) == before


@pytest.mark.parametrize("where", ["remember", "jsonl-import"])
def test_a_lone_surrogate_is_stored_as_a_replacement_character(seeded, where):
    """Text that cannot be UTF-8 is repaired (U+FFFD), never a raw encoding crash."""
    mem, _ = seeded
    if where == "remember":
        mem.remember("broken \ud800 text")
    else:
        line = json.dumps({"type": "item", "id": 999, "namespace": "user", "category": "fact",
                           "content": "broken \ud800 text", "summary": "s \udc00", "source": "user",
                           "valid_from": "2026-01-01T00:00:00.000000Z",
                           "recorded_at": "2026-01-01T00:00:00.000000Z", "lineage": 999})  # fmt: skip
        assert mem.import_(line, "jsonl").errors == ()
    assert "broken \ufffd text" in [i.content for i in mem.list()]


@pytest.mark.parametrize(
    "kwargs",
    [{"category": "bogus"}, {"namespace": "../x"}, {"source": "robot"}, {"as_of": "not a time"}],
    ids=["category", "namespace", "source", "as_of"],
)
def test_bad_list_filters_are_refused(seeded, kwargs):
    mem, _ = seeded
    with pytest.raises(InvalidInput):
        mem.list(**kwargs)


# ---- hypothesis: parsers never raise -------------------------------------------------------------

_json_scalar = st.one_of(
    st.none(), st.booleans(), st.integers(-5, 2**40), st.floats(allow_nan=False), st.text(max_size=20)
)
_json_value = st.recursive(
    _json_scalar, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3)
)


def _record(keys: list[str]) -> st.SearchStrategy[str]:
    return st.dictionaries(st.sampled_from(keys), _json_value, max_size=len(keys)).map(json.dumps)


_AISH_KEYS = ["id", "ts", "kind", "content", "target", "tags", "meta"]
_JSONL_KEYS = ["type", "id", "namespace", "category", "content", "format", "version", "relation", "from_id"]
_aish_kinds = st.fixed_dictionaries(
    {"id": st.integers(-2, 30), "kind": st.sampled_from(["fact", "pref", "context", "forget", "x"])},
    optional={"content": _json_value, "target": _json_value, "tags": _json_value, "ts": _json_value},
).map(json.dumps)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.one_of(st.text(), _record(_AISH_KEYS), _aish_kinds), max_size=20))
def test_aish_parser_never_raises(lines):
    parsed = aish.parse(lines)
    assert all(i.id >= 1 and i.kind in aish.KINDS for i in parsed.active)
    assert all(1 <= e.line <= len(lines) for e in parsed.errors)


@st.composite
def _aish_file(draw):
    ids = draw(st.lists(st.integers(1, 60), min_size=1, max_size=25, unique=True))
    items = ids[: len(ids) // 2 + 1]
    tombstone_ids = ids[len(items) :]
    targets = draw(st.lists(st.integers(0, 70), min_size=len(tombstone_ids), max_size=len(tombstone_ids)))
    lines = [aish.item_line(i, "2026-05-13T19:00:00Z", "fact", f"item {i}") for i in items]
    lines += [
        aish.tombstone_line(t, "2026-05-13T20:00:00Z", target) for t, target in zip(tombstone_ids, targets, strict=True)
    ]
    return lines, set(items), set(targets)


@settings(max_examples=100, deadline=None)
@given(_aish_file(), st.randoms(use_true_random=False))
def test_aish_tombstones_are_order_independent(case, rnd):
    lines, items, targets = case
    shuffled = list(lines)
    rnd.shuffle(shuffled)

    first, second = aish.parse(lines), aish.parse(shuffled)

    assert {i.id for i in first.active} == {i.id for i in second.active} == items - targets
    assert first.errors == second.errors == ()


def _hashable_type(line: str) -> bool:
    """Leave out the one known crash (see the xfail test below) so this property guards everything else."""
    try:
        data = json.loads(line)
    except ValueError:
        return True
    return not (isinstance(data, dict) and isinstance(data.get("type"), list | dict))


@settings(max_examples=200, deadline=None)
@given(st.lists(st.one_of(st.text(), _record(_JSONL_KEYS)).filter(_hashable_type), max_size=20))
def test_engram_jsonl_parser_never_raises(lines):
    records, errors = engram_jsonl.parse(lines)
    assert all(r.kind in engram_jsonl.REQUIRED for r in records)
    assert len(records) + len(errors) <= len(lines)


@pytest.mark.parametrize("line", ['{"type": []}', '{"type": {"a": 1}}'])
def test_engram_jsonl_parser_reports_an_unhashable_type_as_a_line_error(mem, line):
    records, errors = engram_jsonl.parse([line])
    assert records == [] and [e.line for e in errors] == [1]
    assert [e.line for e in mem.import_(line, "jsonl").errors] == [1]


# ---- hypothesis: validators ----------------------------------------------------------------------

_segment = st.from_regex(r"[A-Za-z0-9][A-Za-z0-9._@+-]{0,15}", fullmatch=True)
_namespace = st.lists(_segment, min_size=1, max_size=5).map("/".join)


@settings(max_examples=200, deadline=None)
@given(_namespace)
def test_valid_namespaces_are_accepted_and_round_trip(path):
    assert v.namespace(path) == path
    assert v.namespace(f"  /{path}/ ") == path
    assert v.namespace(v.namespace(path)) == path
    assert v.namespace_prefix(path) == path


@settings(max_examples=200, deadline=None)
@given(st.text())
def test_content_key_is_idempotent_and_ignores_outer_whitespace(text):
    key = v.content_key(text)
    assert v.content_key(key) == key
    assert v.content_key(f" \n{text}\t ") == key


@settings(max_examples=200, deadline=None)
@given(st.text())
def test_clean_text_is_idempotent(text):
    assert v.clean_text(v.clean_text(text)) == v.clean_text(text)


# ---- hypothesis: remember -> export -> import keeps the content ----------------------------------

_LINE_BREAKS = "\x85\u2028\u2029"  # see test_interchange_survives_unicode_line_separators
_contents = st.lists(
    st.text(st.characters(blacklist_characters=_LINE_BREAKS, blacklist_categories=("Cs",)), max_size=120).filter(
        lambda s: bool(v.clean_text(s))
    ),
    min_size=1,
    max_size=6,
)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(_contents, st.sampled_from(["jsonl", "aish"]))
def test_remember_export_import_preserves_content(isolated_env, texts, fmt):
    with (
        Memory.open(":memory:", owner="prop", embedder=None) as source,
        Memory.open(":memory:", owner="prop", embedder=None) as target,
    ):
        for text in texts:
            source.remember(text)
        expected = sorted(i.content for i in source.list())
        cleaned = [v.clean_text(t) for t in texts]
        assert set(expected) <= set(cleaned)
        assert len(expected) == len({v.content_key(c) for c in cleaned})

        report = target.import_(source.export(fmt), fmt)

        assert report.errors == ()
        assert sorted(i.content for i in target.list()) == expected


@pytest.mark.parametrize("fmt", ["jsonl", "aish"])
def test_interchange_survives_unicode_line_separators(isolated_env, fmt):
    with (
        Memory.open(":memory:", owner="prop", embedder=None) as source,
        Memory.open(":memory:", owner="prop", embedder=None) as target,
    ):
        source.remember("first line\u2028second line, next\x85line")
        report = target.import_(source.export(fmt), fmt)
        assert report.errors == ()
        assert [i.content for i in target.list()] == [i.content for i in source.list()]


# ---- the public API ------------------------------------------------------------------------------


def test_all_names_resolve_and_match_the_public_names():
    assert len(engram.__all__) == len(set(engram.__all__))
    for name in engram.__all__:
        assert getattr(engram, name) is not None, name
    public = {
        name
        for name, value in vars(engram).items()
        if not name.startswith("_") and not inspect.ismodule(value) and name != "annotations"
    }
    assert public | {"__version__"} == set(engram.__all__)


def test_star_import_gives_exactly_all():
    namespace: dict[str, object] = {}
    exec("from engram import *", namespace)
    namespace.pop("__builtins__")
    assert set(namespace) == set(engram.__all__)


def test_every_exported_error_is_an_engram_error():
    for name in engram.__all__:
        value = getattr(engram, name)
        if inspect.isclass(value) and issubclass(value, BaseException):
            assert issubclass(value, EngramError), name


def test_the_facade_offers_the_core_operations():
    operations = [
        "open", "remember", "update", "forget", "confirm", "link", "links", "get", "list", "trashed", "history",
        "undo", "trash", "restore", "purge", "block_read", "block_get", "block_write", "block_append",
        "block_list", "export", "import_",
    ]  # fmt: skip
    for name in operations:
        assert callable(getattr(Memory, name)), name
