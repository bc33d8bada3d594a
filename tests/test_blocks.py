"""Blocks: named, versioned text documents per namespace and category (seed 004 namespaces, core memory)."""

from __future__ import annotations

import pytest

from engram import InvalidInput, MemoryPolicy


def test_a_missing_block_reads_as_empty_text(mem):
    assert mem.block_read("user") == ""
    assert mem.block_read("user", "preference") == ""
    assert mem.block_read("sessions/abc/projects") == ""
    assert mem.block_get("global") is None
    assert mem.block_list() == []


def test_replace_writes_a_new_version(mem):
    first = mem.block_write("user", "Name: Ana")
    second = mem.block_write("user", "Name: Ana Silva", mode="replace")

    assert mem.block_read("user") == "Name: Ana Silva"
    assert (first.block.version, second.block.version) == (1, 2)
    assert second.event.op == "block_write" and second.event.target_kind == "block"
    assert second.event.before["content"] == "Name: Ana"
    assert second.event.after["content"] == "Name: Ana Silva"
    assert second.event.after["mode"] == "replace"
    assert first.event.before is None


def test_append_joins_with_a_newline(mem):
    mem.block_append("user", "likes tea")
    assert mem.block_read("user") == "likes tea"

    mem.block_append("user", "  likes jazz  ")
    assert mem.block_read("user") == "likes tea\nlikes jazz"

    mem.block_write("global", "ends with newline\n")
    mem.block_write("global", "next", mode="append")
    assert mem.block_read("global") == "ends with newline\nnext"


def test_append_of_nothing_is_refused(mem):
    mem.block_write("user", "kept")
    with pytest.raises(InvalidInput):
        mem.block_append("user", "   ")
    assert mem.block_read("user") == "kept"


def test_category_sub_blocks_by_path_and_by_category(mem):
    mem.block_write("user", "legacy flat block")
    mem.block_write("user/facts", "wife's name is Sarah")
    mem.block_write("sessions/s-42/projects", "working on engram")
    mem.block_write("user", "be concise", category="preferences")  # seed 004 plural names are aliases

    assert mem.block_read("user") == "legacy flat block"
    assert mem.block_read("user/facts") == "wife's name is Sarah"
    assert mem.block_read("sessions/s-42/projects") == "working on engram"
    assert mem.block_read("user", "preference") == "be concise"
    assert mem.block_read("user", "Preferences") == "be concise"
    assert mem.block_get("user", "preference").category == "preference"
    assert mem.block_get("user").category is None


def test_category_param_and_category_path_name_the_same_block(mem):
    mem.block_write("user/facts", "wife's name is Sarah")
    assert mem.block_read("user", "facts") == "wife's name is Sarah"
    assert mem.block_read("user", "fact") == "wife's name is Sarah"

    mem.block_append("user", "likes jazz", category="fact")
    assert mem.block_read("user/facts") == "wife's name is Sarah\nlikes jazz"
    assert len(mem.block_list()) == 1


def test_block_list_by_a_category_path_finds_the_category_block(mem):
    mem.block_write("user/preferences", "be concise")
    assert [b.content for b in mem.block_list("user/preferences")] == ["be concise"]


def test_block_list_prefix_covers_the_subtree_only(mem):
    for namespace in ("user", "user/notes", "user/notes/deep", "username", "global"):
        mem.block_write(namespace, f"text of {namespace}")
    mem.block_write("user", "categorised", category="decision")

    assert {(b.namespace, b.category) for b in mem.block_list("user")} == {
        ("user", None),
        ("user", "decision"),
        ("user/notes", None),
        ("user/notes/deep", None),
    }
    assert {b.namespace for b in mem.block_list("user/notes")} == {"user/notes", "user/notes/deep"}
    assert len(mem.block_list()) == 6
    assert len(mem.block_list("")) == 6


def test_block_list_shows_only_current_versions(mem):
    mem.block_write("user", "v1")
    mem.block_write("user", "v2")
    assert [(b.content, b.version) for b in mem.block_list()] == [("v2", 2)]


@pytest.mark.parametrize("mode", ["replace", "append"])
def test_the_size_cap_refuses_the_whole_write(open_memory, snapshot, mode):
    mem = open_memory("alice", policy=MemoryPolicy(max_block_chars=50))
    mem.block_write("user", "x" * 40)
    before = snapshot(mem)

    text = "y" * 51 if mode == "replace" else "y" * 10  # append: 40 + "\n" + 10 = 51
    with pytest.raises(InvalidInput) as caught:
        mem.block_write("user", text, mode=mode)

    assert caught.value.details == {"length": 51, "limit": 50}
    assert "Nothing was written" in caught.value.message
    assert mem.block_read("user") == "x" * 40
    assert snapshot(mem) == before

    mem.block_write("user", "z" * 50)  # exactly at the cap is fine
    assert mem.block_read("user") == "z" * 50


def test_the_default_cap_applies(mem):
    with pytest.raises(InvalidInput):
        mem.block_write("user", "a" * (MemoryPolicy().max_block_chars + 1))
    assert mem.block_read("user") == ""


@pytest.mark.parametrize("namespace", ["", "   ", "/", "a//b", "../x", "user/../global", "a b", "-x"])
def test_invalid_namespaces_are_rejected(mem, snapshot, namespace):
    before = snapshot(mem)
    with pytest.raises(InvalidInput):
        mem.block_write(namespace, "text")
    with pytest.raises(InvalidInput):
        mem.block_read(namespace)
    assert snapshot(mem) == before


def test_invalid_category_mode_and_content_are_rejected(mem, snapshot):
    before = snapshot(mem)
    with pytest.raises(InvalidInput) as caught:
        mem.block_write("user", "text", category="finance_context")
    assert "preference" in caught.value.message
    with pytest.raises(InvalidInput):
        mem.block_read("user", "bogus")
    with pytest.raises(InvalidInput):
        mem.block_write("user", "text", mode="merge")
    with pytest.raises(InvalidInput):
        mem.block_write("user", 42)
    assert snapshot(mem) == before


def test_every_write_keeps_the_previous_version(mem, snapshot):
    mem.block_write("user", "first", category="fact")
    mem.block_append("user", "second", category="fact")
    mem.block_write("user", "third", category="fact")

    blocks = sorted((r for r in snapshot(mem) if r["type"] == "block"), key=lambda r: r["version"])
    assert [b["content"] for b in blocks] == ["first", "first\nsecond", "third"]
    assert [b["version"] for b in blocks] == [1, 2, 3]
    assert [b["valid_until"] is None for b in blocks] == [False, False, True]
    assert blocks[0]["valid_until"] <= blocks[1]["recorded_at"]


def test_blocks_are_separate_per_namespace(mem):
    mem.block_write("user", "mine")
    mem.block_write("global", "shared")
    mem.block_write("projects/engram", "project notes")

    assert mem.block_read("user") == "mine"
    assert mem.block_read("global") == "shared"
    assert mem.block_read("projects/engram") == "project notes"
    assert mem.block_read("projects") == ""
