"""Switches between known tools of one purpose end to end: the old value leaves the context block.

Phrasings and values of our own (not the life evaluation's). Each life sets a tool, changes it
with one change cue, and the context must hold the new value and not the old one; somebody
else's switch, a question and a request about code change nothing.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from engram import Memory

T0 = datetime(2025, 3, 3, 9, 0)


def _context(tmp_path: Path, lines: list[str]) -> list[str]:
    mem = Memory.open(tmp_path / "m.db", owner="u")
    for n, text in enumerate(lines):
        sid = f"s{n}"
        at = T0 + timedelta(days=2 * n)
        mem.capture(sid, "user", text, at=at)
        mem.capture(sid, "assistant", "Noted.", at=at + timedelta(minutes=1))
        mem.close_session(sid)
    text = mem.context(session_id="check", budget_tokens=800).text
    return [line[2:] for line in text.splitlines() if line.startswith("- ")]


def _has(context: list[str], value: str) -> bool:
    return any(re.search(rf"\b{re.escape(value)}\b", line, re.I) for line in context)


@pytest.mark.parametrize(
    ("first", "change", "new", "old"),
    [
        ("I use Emacs every day", "from Emacs to Zed, finally", "Zed", "Emacs"),
        ("I use Emacs every day", "not emacs but Zed now", "Zed", "Emacs"),
        ("I use Emacs every day", "now it's Zed", "Zed", "Emacs"),
        ("I use Emacs every day", "moved over to VS Code, finally", "VS Code", "Emacs"),
        ("my notes live in Obsidian", "Obsidian out, Notion in", "Notion", "Obsidian"),
        ("I use Todoist for my tasks", "my tasks live in TickTick now", "TickTick", "Todoist"),
        ("my shell is bash", "moved to fish shell", "fish", "bash"),
        ("I mostly code in Vim", "switched to Helix last week", "Helix", "Vim"),
        ("I write Python mostly", "chose Rust over Python for everything", "Rust", "Python"),
    ],
)
def test_a_change_cue_replaces_the_old_tool(tmp_path: Path, first: str, change: str, new: str, old: str) -> None:
    context = _context(tmp_path, [first, change])
    assert _has(context, new), context
    assert not _has(context, old), context


@pytest.mark.parametrize(
    "change",
    [
        "my brother switched from Emacs to Zed",
        "Sofia went over to Zed",
        "should I switch from Emacs to Zed?",
        "if we moved to Zed, would plugins break?",
        "convert my config from Emacs to Zed please",
        "the article compares Zed over Emacs for speed",
    ],
)
def test_a_change_that_is_not_the_users_keeps_the_tool(tmp_path: Path, change: str) -> None:
    context = _context(tmp_path, ["I use Emacs every day", change])
    assert _has(context, "Emacs"), context
    assert not _has(context, "Zed"), context


@pytest.mark.parametrize(
    ("change", "new"),
    [
        ("swapped chess for bouldering", "bouldering"),
        ("bye chess, hello pottery", "pottery"),
        ("done with chess, bouldering all the way now", "bouldering"),
        ("no more chess for me, pottery instead", "pottery"),
        ("haven't played chess in ages", ""),
    ],
)
def test_a_hobby_switch_ends_the_old_hobby_and_keeps_its_own_slot(tmp_path: Path, change: str, new: str) -> None:
    mem = Memory.open(tmp_path / "m.db", owner="u")
    for n, text in enumerate(["I play chess most weekends", change]):
        at = T0 + timedelta(days=2 * n)
        mem.capture(f"s{n}", "user", text, at=at)
        mem.close_session(f"s{n}")
    slots = {i.slot: i.content for i in mem.list()}
    assert "hobby:chess" not in slots, slots
    if new:
        assert slots.get(f"hobby:{new}") == f"Hobby: {new}", slots
