"""Export / import: engram JSONL (lossless), aish memory.jsonl (seed 000 §4), Markdown; the aish file lock."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest

from engram import Conflict, InvalidInput, LineError
from engram.items.interchange import aish
from engram.items.interchange.aish_file import AishMemoryFile


def _records(text: str) -> list[dict]:
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def _build_rich_store(mem, clock) -> None:
    """A store that exercises every record kind and every field."""
    a = mem.remember(
        "Risk tolerance: moderate",
        category="profile",
        summary="moderate risk",
        detail="from onboarding",
        tags=["finance"],
        provenance={"session_id": "s1", "turn_ids": ["t1", "t2"]},
    ).item
    b = mem.remember("Likes jazz", category="preference", source="extracted", confidence=0.72).item
    c = mem.remember("Working on engram", category="project", namespace="projects/engram").item
    mem.link(a.id, b.id, "relates_to")
    clock.advance(hours=1)
    a2 = mem.update(a.id, "Risk tolerance: aggressive").item
    mem.confirm(a2.id)
    mem.forget(c.id)
    d = mem.remember("Temporary thought").item
    mem.trash(d.id)
    e = mem.remember("Undone soon").item
    mem.undo()
    assert e.id not in {i.id for i in mem.list(include_inactive=True)}
    mem.block_write("user", "# Core\nBe concise.")
    mem.block_append("user", "Use metric units.")
    mem.block_write("user", "no fluff", category="style")
    gone = mem.remember("Purged secret").item
    mem.trash(gone.id)
    mem.purge(gone.id)


# ---- engram JSONL ---------------------------------------------------------------------------------


def test_jsonl_round_trip_into_a_fresh_file_is_lossless(mem, clock, open_memory, tmp_path):
    _build_rich_store(mem, clock)
    exported = mem.export("jsonl")

    fresh = open_memory("alice", path=tmp_path / "fresh.db")
    report = fresh.import_(exported, "jsonl")

    assert report.errors == () and report.committed
    assert report.skipped_duplicates == 0
    original, copied = _records(exported), _records(fresh.export("jsonl"))
    assert copied[0] | {"exported_at": None} == original[0] | {"exported_at": None}
    assert copied[-1]["type"] == "event" and copied[-1]["op"] == "import"
    assert copied[1:-1] == original[1:]
    assert report.items == sum(r["type"] == "item" for r in original)
    assert report.links == sum(r["type"] == "link" for r in original) >= 1
    assert report.blocks == sum(r["type"] == "block" for r in original) == 3
    assert report.events == sum(r["type"] == "event" for r in original)
    assert fresh.block_read("user") == "# Core\nBe concise.\nUse metric units."


def test_jsonl_import_into_a_non_empty_store_remaps_ids_consistently(mem, clock, open_memory, tmp_path):
    _build_rich_store(mem, clock)
    exported = mem.export("jsonl")
    target = open_memory("alice", path=tmp_path / "busy.db")
    for n in range(20):  # occupy the ids the export uses
        target.remember(f"pre-existing {n}")
    target.remember("Likes jazz", category="preference")  # an active duplicate of an imported item
    existing = {i.id: i.to_dict() for i in target.list(include_inactive=True)}

    report = target.import_(exported, "jsonl")

    assert report.errors == () and report.skipped_duplicates == 1
    items = {i.id: i for i in target.list(include_inactive=True)} | {i.id: i for i in target.trashed()}
    for item_id, before in existing.items():
        assert items[item_id].to_dict() == before  # what was there is untouched
    imported = {i.content: i for i in items.values() if i.id not in existing}
    old, new = imported["Risk tolerance: moderate"], imported["Risk tolerance: aggressive"]
    assert old.superseded_by == new.id and new.supersedes == old.id
    assert old.lineage == new.lineage == old.id
    assert new.last_confirmed_at is not None
    assert imported["Working on engram"].status == "forgotten"
    assert imported["Temporary thought"].status == "trashed"
    (link,) = target.links(new.id)
    assert target.get(link.to_id).content == "Likes jazz"  # points at the pre-existing duplicate
    events = [r for r in _records(target.export("jsonl")) if r["type"] == "event"]
    for ev in events:
        if ev["target_kind"] == "item" and ev["op"] in ("confirm", "forget") and ev["target_id"] in items:
            assert items[ev["target_id"]].content == ev["after"]["content"]
    undo_events = [ev for ev in events if ev["op"] == "undo"]
    assert undo_events and all(
        next(e for e in events if e["id"] == u["undoes"])["op"] == "remember" for u in undo_events
    )


def _item_line(n: int, content: str, **extra) -> str:
    record = {
        "type": "item",
        "id": n,
        "namespace": "user",
        "category": "fact",
        "content": content,
        "source": "imported",
        "valid_from": "2026-01-01T00:00:00.000000Z",
        "recorded_at": "2026-01-01T00:00:00.000000Z",
        "lineage": n,
    }
    return json.dumps(record | extra)


def _mixed_jsonl() -> str:
    return "\n".join(
        [
            json.dumps({"type": "header", "format": "engram", "version": 1, "owner": "x", "exported_at": "z"}),
            _item_line(1, "first valid"),
            "this is not json",
            json.dumps({"type": "item", "id": 2}),
            json.dumps({"type": "whatever", "id": 3}),
            _item_line(4, "bad category", category="finance_context"),
            _item_line(5, "bad confidence", confidence=1.5),
            "[1, 2, 3]",
            _item_line(6, "second valid"),
        ]
    )


def test_jsonl_invalid_lines_are_reported_by_number_while_valid_lines_import(mem):
    report = mem.import_(_mixed_jsonl(), "jsonl")

    assert [e.line for e in report.errors] == [3, 4, 5, 6, 7, 8]
    assert all(isinstance(e, LineError) and e.message for e in report.errors)
    assert "missing" in report.errors[1].message
    assert report.committed and report.items == 2
    assert [i.content for i in mem.list()] == ["first valid", "second valid"]


def test_jsonl_strict_import_with_errors_imports_nothing(mem, snapshot):
    mem.remember("already here")
    before = snapshot(mem)

    report = mem.import_(_mixed_jsonl(), "jsonl", strict=True)

    assert report.committed is False and report.items == 0
    assert [e.line for e in report.errors] == [3, 4, 5, 6, 7, 8]
    assert snapshot(mem) == before


_BLOCK_BAD_VERSION = {
    "type": "block",
    "id": 2,
    "namespace": "user",
    "content": "b",
    "version": "v1",
    "recorded_at": "2026-01-01T00:00:00.000000Z",
}
_EVENT_BAD_TARGET = {
    "type": "event",
    "id": 2,
    "namespace": "user",
    "at": "2026-01-01T00:00:00.000000Z",
    "actor": "u",
    "op": "remember",
    "target_kind": "item",
    "target_id": "x",
}


@pytest.mark.parametrize(
    "bad_line",
    [
        pytest.param(_item_line(2, "c", lineage="abc"), id="item-lineage-str"),
        pytest.param(_item_line(2, "c", tags=5), id="item-tags-int"),
        pytest.param(_item_line(2, "c", provenance="s1"), id="item-provenance-str"),
        pytest.param(json.dumps(_BLOCK_BAD_VERSION), id="block-version-str"),
        pytest.param(json.dumps(_EVENT_BAD_TARGET), id="event-target-str"),
        pytest.param(_item_line(2, "c", valid_from="yesterday"), id="item-bad-time"),
        pytest.param(_item_line(2, "c", source="robot"), id="item-bad-source"),
        pytest.param(_item_line(2, "c", namespace="../etc"), id="item-bad-namespace"),
        pytest.param(_item_line(2, ""), id="item-empty-content"),
    ],
)
def test_jsonl_wrongly_typed_fields_are_line_errors_not_crashes(mem, bad_line):
    text = _item_line(1, "good line") + "\n" + bad_line

    report = mem.import_(text, "jsonl")

    assert [e.line for e in report.errors] == [2]
    assert [i.content for i in mem.list()] == ["good line"]


def test_unknown_import_and_export_formats_are_rejected(mem):
    with pytest.raises(InvalidInput):
        mem.import_("", "csv")
    with pytest.raises(InvalidInput):
        mem.export("csv")


def test_an_import_is_a_barrier_for_undo(mem):
    event = mem.remember("before the import").event
    mem.import_(_item_line(1, "imported"), "jsonl")
    with pytest.raises(Conflict):
        mem.undo(event.id)


# ---- aish memory.jsonl (seed 000 §4) -------------------------------------------------------------

SEED_EXAMPLE = "\n".join(
    [
        '{"meta":{"version":1}}',
        '{"id":1,"ts":"2026-05-13T19:01:01Z","kind":"fact","content":"User prefers terse responses; '
        'no end-of-turn summaries."}',
        '{"id":2,"ts":"2026-05-13T19:01:35Z","kind":"pref","content":"Default to :model deep for code '
        'reasoning tasks."}',
        '{"id":3,"ts":"2026-05-13T19:02:00Z","kind":"context","content":"Current project: aish (LuaJIT REPL with MCP '
        'tools).","tags":["aish","luajit"]}',
        '{"id":4,"ts":"2026-05-13T20:00:00Z","kind":"forget","target":2}',
        "",
    ]
)


def test_aish_seed_example_imports_the_active_items(mem):
    report = mem.import_(SEED_EXAMPLE, "aish")

    assert report.errors == () and report.items == 2
    items = mem.list()
    assert [(i.category, i.content) for i in items] == [
        ("fact", "User prefers terse responses; no end-of-turn summaries."),
        ("project", "Current project: aish (LuaJIT REPL with MCP tools)."),
    ]
    assert items[1].tags == ("aish", "luajit")
    assert items[0].valid_from.isoformat() == "2026-05-13T19:01:01+00:00"
    assert {i.source for i in items} == {"imported"}


def test_aish_parse_follows_the_id_invariants():
    lines = [
        '{"meta":{"created":"2026-05-13"}}',
        '{"id":0,"ts":"t","kind":"fact","content":"zero id"}',
        '{"id":-3,"ts":"t","kind":"fact","content":"negative id"}',
        '{"id":"7","ts":"t","kind":"fact","content":"string id"}',
        '{"ts":"t","kind":"fact","content":"no id"}',
        '{"id":true,"ts":"t","kind":"fact","content":"bool id"}',
        '{"id":5,"ts":"t","kind":"fact","content":"valid"}',
    ]
    parsed = aish.parse(lines)

    assert [i.id for i in parsed.active] == [5]
    assert [e.line for e in parsed.errors] == [2, 3, 4, 5, 6]


def test_aish_tombstones_are_set_based_and_order_independent():
    tombstone_first = [
        '{"id":9,"ts":"2026-05-13T20:00:00Z","kind":"forget","target":2}',
        '{"id":1,"ts":"2026-05-13T19:00:00Z","kind":"fact","content":"one"}',
        '{"id":2,"ts":"2026-05-13T19:01:00Z","kind":"pref","content":"two"}',
        '{"id":3,"ts":"2026-05-13T19:02:00Z","kind":"context","content":"three"}',
    ]
    parsed = aish.parse(tombstone_first)

    assert [i.id for i in parsed.active] == [1, 3]
    assert parsed.tombstoned == frozenset({2})
    assert [i.id for i in aish.parse(list(reversed(tombstone_first))).active] == [1, 3]


def test_aish_non_matching_tombstones_are_no_ops():
    lines = [
        '{"id":1,"ts":"t","kind":"fact","content":"one"}',
        '{"id":2,"ts":"t","kind":"forget","target":99}',
        '{"id":3,"ts":"t","kind":"forget","target":1}',
        '{"id":4,"ts":"t","kind":"forget","target":1}',
        '{"id":5,"ts":"t","kind":"fact","content":"five"}',
    ]
    parsed = aish.parse(lines)
    assert [i.id for i in parsed.active] == [5]
    assert parsed.errors == ()
    assert parsed.max_id == 5


def test_aish_duplicate_ids_are_reported(mem):
    text = "\n".join(
        [
            '{"id":1,"ts":"2026-05-13T19:00:00Z","kind":"fact","content":"first"}',
            '{"id":1,"ts":"2026-05-13T19:00:00Z","kind":"fact","content":"impostor"}',
            '{"id":2,"ts":"2026-05-13T19:00:00Z","kind":"fact","content":"second"}',
        ]
    )
    report = mem.import_(text, "aish")

    assert [(e.line, "duplicate" in e.message) for e in report.errors] == [(2, True)]
    assert [i.content for i in mem.list()] == ["first", "second"]


@pytest.mark.parametrize(("kind", "category"), [("fact", "fact"), ("pref", "preference"), ("context", "project")])
def test_aish_kind_maps_to_category(mem, kind, category):
    mem.import_(json.dumps({"id": 1, "ts": "2026-05-13T19:00:00Z", "kind": kind, "content": "c"}), "aish")
    assert [i.category for i in mem.list()] == [category]


def test_aish_unknown_kind_and_bad_lines_are_errors(mem):
    text = "\n".join(
        [
            '{"id":1,"ts":"2026-05-13T19:00:00Z","kind":"note","content":"unknown kind"}',
            "not json",
            '{"id":3,"ts":"2026-05-13T19:00:00Z","kind":"fact","content":"   "}',
            '{"id":4,"ts":"2026-05-13T19:00:00Z","kind":"fact","content":"ok","tags":"x"}',
            '{"id":5,"ts":"2026-05-13T19:00:00Z","kind":"forget"}',
            '{"id":6,"ts":"2026-05-13T19:00:00Z","kind":"fact","content":"fine"}',
        ]
    )
    report = mem.import_(text, "aish", namespace="projects/aish")

    assert [e.line for e in report.errors] == [1, 2, 3, 4, 5]
    assert [(i.namespace, i.content) for i in mem.list()] == [("projects/aish", "fine")]


def test_aish_value_errors_carry_their_line_numbers(mem):
    text = "\n".join(
        [
            '{"id":1,"ts":"2026-05-13T19:00:00Z","kind":"fact","content":"ok"}',
            '{"id":2,"ts":"not a time","kind":"fact","content":"bad ts"}',
            json.dumps({"id": 3, "ts": "2026-05-13T19:00:00Z", "kind": "fact", "content": "x" * 5000}),
        ]
    )
    report = mem.import_(text, "aish")
    assert [e.line for e in report.errors] == [2, 3]


def test_aish_strict_import_with_errors_imports_nothing(mem, snapshot):
    before = snapshot(mem)
    report = mem.import_(SEED_EXAMPLE + "garbage\n", "aish", strict=True)
    assert report.committed is False and [e.line for e in report.errors] == [6]
    assert snapshot(mem) == before


def test_aish_export_parses_back_to_the_active_items(mem):
    for category in ("fact", "preference", "style", "project", "decision", "profile"):
        mem.remember(f"a {category} memory", category=category, tags=["t"] if category == "project" else ())
    forgotten = mem.remember("forgotten one").item
    mem.forget(forgotten.id)

    text = mem.export("aish")
    parsed = aish.parse(text.splitlines())

    assert parsed.errors == ()
    assert [i.id for i in parsed.active] == list(range(1, 7))
    assert [(i.kind, i.content) for i in parsed.active] == [
        ("fact", "a fact memory"),
        ("pref", "a preference memory"),
        ("pref", "a style memory"),
        ("context", "a project memory"),
        ("fact", "a decision memory"),
        ("fact", "a profile memory"),
    ]
    assert parsed.active[3].tags == ("t",)
    assert all(len(i.ts) == 20 and i.ts.endswith("Z") for i in parsed.active)


# ---- Markdown ------------------------------------------------------------------------------------


def test_markdown_export_import_round_trip(mem, open_memory, tmp_path):
    mem.remember("Risk tolerance: moderate", category="profile")
    mem.remember("Be concise", category="style")
    mem.remember("Prefers dark mode", category="preference")
    mem.remember("Uses engram", category="project")
    mem.remember("Chose SQLite", category="decision")
    mem.remember("Wife's name is Sarah")

    text = mem.export("markdown")
    assert "## Preference" in text and "- Be concise" in text
    fresh = open_memory("alice", path=tmp_path / "md.db")
    report = fresh.import_(text, "markdown")

    assert report.errors == () and report.items == 6
    assert sorted((i.category, i.content) for i in fresh.list()) == sorted((i.category, i.content) for i in mem.list())


def test_markdown_import_reports_stray_bullets_and_unknown_headings(mem):
    text = textwrap.dedent(
        """\
        # My notes
        - bullet before any heading
        Some prose that is ignored.
        ## Preferences
        - likes tea
        ## Finance
        - has a 401k
        ## Fact
        * wife's name is Sarah <!-- #12 -->
        """
    )
    report = mem.import_(text, "markdown")

    assert [e.line for e in report.errors] == [2, 7]
    assert sorted((i.category, i.content) for i in mem.list()) == [
        ("fact", "wife's name is Sarah"),
        ("preference", "likes tea"),
    ]


# ---- AishMemoryFile: one writer at a time --------------------------------------------------------

_SECOND_WRITER = """
import sys
from engram.errors import StoreError
from engram.items.interchange.aish_file import AishMemoryFile
try:
    AishMemoryFile(sys.argv[1]).close()
except StoreError as exc:
    print(exc.message)
    sys.exit(3)
print("opened")
"""


def _second_writer(path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", _SECOND_WRITER, str(path)], capture_output=True, text=True, timeout=60)


def test_a_second_writer_in_another_process_is_refused(tmp_path):
    path = tmp_path / "aish" / "memory.jsonl"
    with AishMemoryFile(path) as first:
        first.add("fact", "held")
        refused = _second_writer(path)
        assert refused.returncode == 3, refused.stderr
        assert "held by another writer" in refused.stdout
    allowed = _second_writer(path)
    assert allowed.returncode == 0 and "opened" in allowed.stdout


def test_aish_file_add_forget_and_load(tmp_path):
    path = tmp_path / "memory.jsonl"
    with AishMemoryFile(path) as f:
        assert [f.add("fact", "one"), f.add("pref", " two "), f.add("context", "three", ("x",))] == [1, 2, 3]
        assert f.forget(2) is True
        assert f.add("fact", "five") == 5  # the tombstone took id 4
        parsed = f.load()
    assert [(i.id, i.kind, i.content) for i in parsed.active] == [
        (1, "fact", "one"),
        (3, "context", "three"),
        (5, "fact", "five"),
    ]
    assert parsed.active[1].tags == ("x",)


@pytest.mark.parametrize("target", [2, 99, 0])
def test_aish_file_forget_of_a_non_active_id_returns_false_and_writes_nothing(tmp_path, target):
    path = tmp_path / "memory.jsonl"
    with AishMemoryFile(path) as f:
        f.add("fact", "one")
        f.add("fact", "two")
        f.forget(2)
        before = path.read_bytes()

        assert f.forget(target) is False
        assert path.read_bytes() == before


def test_aish_file_rejects_bad_kind_and_empty_content(tmp_path):
    path = tmp_path / "memory.jsonl"
    with AishMemoryFile(path) as f:
        with pytest.raises(InvalidInput):
            f.add("forget", "x")
        with pytest.raises(InvalidInput):
            f.add("fact", "   ")
    assert path.read_bytes() == b""
