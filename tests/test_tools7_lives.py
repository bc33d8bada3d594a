"""Tools over a life, said the way chat says them: the tool in one remark of a longer message, the
commentary or the request in another ("..., no question", "..., anyway can you help me with X?").

Mini-lives of our own (tools7): an editor, a language, a notes app, a to-do app, a shell and an OS
introduced in one shape, restated or left alone for a session, then switched or dropped in another
shape (said from the old side or the new one, in lower case, with the subject dropped). After the
last session the context block states each current value on exactly one line and no old one, and
recall answers a natural question. The must-change-nothing turns (somebody else's tool, a tool read
about, a trial, a past, an everyday word that names a tool) leave the user's facts as they were.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from engram import Memory

T0 = datetime(2025, 10, 6, 9, 15)

# name: (user turns, one per session; current values; gone values; {question: wanted word})
LIVES: dict[str, tuple[list[str], list[str], list[str], dict[str, str]]] = {
    "scripting-python-to-rust": (
        [
            "These days all my scripting happens in Python, no question. anyway can you help me parse a csv?",
            "ugh long week. still Python for everything, the pandas docs are a maze though",
            "i've gone all in on rust, python just wasn't cutting it for the data loads. how do I read a file?",
        ],
        ["rust"],
        ["Python"],
        {"which programming language do I use?": "rust"},
    ),
    "r-analysis-then-julia": (
        [
            "Lately most of my analysis runs in R, the tidyverse is great. quick question about joins?",
            "ok so my data analysis all happens in Julia now, R was too slow for the simulations",
        ],
        ["Julia"],
        [r"R"],
        {"what language do I do my analysis in?": "Julia"},
    ),
    "csharp-job": (
        [
            "At the new job everything is C#, so that's my language now. can you explain LINQ?",
            "btw I'm knee-deep in C# most days, the build times are rough, anyway help me with a regex?",
            "moved teams and now i write my backend code in go, it just clicks for me",
        ],
        ["go"],
        ["C#"],
        {"what language do I write?": "go"},
    ),
    "bear-to-obsidian": (
        [
            "jot everything down in Bear, it's fast. can you suggest a tagging scheme?",
            "jotting everything into Obsidian lately, Bear's sync was a mess. how do I make a daily note?",
        ],
        ["Obsidian"],
        ["Bear"],
        {"where do I keep my notes?": "Obsidian"},
    ),
    "helix-then-zed": (
        [
            "i finally learned to love vim, it's my editor now. how do I record a macro?",
            "Helix took some getting used to, but it's my editor now, vim was getting fiddly",
            "quick update: switched my editor to Zed last week, it's so fast. anyway, keybindings question?",
        ],
        ["Zed"],
        ["vim", "Helix"],
        {"what editor do I use?": "Zed"},
    ),
    "omnifocus-dropped": (
        [
            "all my tasks go into OmniFocus, it's the only thing that sticks for me",
            "ok so I've moved my tasks from OmniFocus to TickTick, the subscription got silly",
        ],
        ["TickTick"],
        ["OmniFocus"],
        {"what to-do app do I use?": "TickTick"},
    ),
    "fish-and-arch": (
        [
            "terminal of choice: Kitty, shell of choice: zsh. can you help me with a prompt?",
            "on fish shell now, the autosuggestions are lovely. how do I set an alias?",
            "switched to arch on my laptop, loving it. what's a good aur helper?",
        ],
        ["fish", "arch"],
        ["zsh"],
        {"what shell do I use?": "fish"},
    ),
    "kotlin-job-ends": (
        [
            "been writing tons of Kotlin at work lately, android stuff mostly",
            "I quit Kotlin when the android team folded, these days I'm writing Swift for the iOS app",
        ],
        ["Swift"],
        ["Kotlin"],
        {"which programming language do I use?": "Swift"},
    ),
    "setup-list-then-fish": (
        [
            "my setup: Neovim, tmux, zsh, all on Arch. can you help me with a tmux config?",
            "ok so zsh is out, on fish shell now, the autosuggestions are lovely. how do I set an alias?",
        ],
        ["Neovim", "fish", "Arch"],
        ["zsh"],
        {"what shell do I use?": "fish"},
    ),
    "evernote-breakup": (
        [
            "all my notes live in Evernote, sadly. anyway how do I export a notebook?",
            "I broke up with Evernote, too slow. jotting everything into Bear lately, it's so fast",
        ],
        ["Bear"],
        ["Evernote"],
        {"where do I keep my notes?": "Bear"},
    ),
    "browser-of-choice": (
        [
            "quick update: browser of choice is now LibreWolf, the privacy stuff sold me",
            "Chrome didn't make the cut for work either, so it's LibreWolf everywhere",
        ],
        ["LibreWolf"],
        ["Chrome"],
        {"which browser do I use?": "LibreWolf"},
    ),
}

# the user's facts before; then turns that must change nothing
BASE = [
    "I do all my coding in Neovim.",
    "my main language is Python these days",
    "I keep my notes in Obsidian.",
]
NOTHING = {
    "brother-coding": "my brother does all his coding in Helix, anyway can you help me with a regex?",
    "old-job": "all my scripting happened in Perl at my old job, those were the days",
    "tutorial": "I'm knee-deep in a Rust tutorial this week, the borrow checker is wild",
    "errors": "I'm knee-deep in Kotlin errors, can you help?",
    "company": "Notion sent me a refund, no idea why",
    "everyday-words": "the rust on the gate needs sanding, i'm on it",
    "board-game": "I went to Go, the board game club, on friday",
    "maybe-later": "I might switch my notes to Logseq, no idea yet",
    "used-to": "I'm knee-deep in Ruby, well I used to be",
    "free-trial": "I'm on Helix, for the free trial anyway",
    "joke": "my editor is Emacs, jk, still Neovim obviously",
    "boss-workspace": "I keep my notes in Notion, my boss's workspace that is",
    "tutorial-series": "I write Swift, for a tutorial series I'm following",
}


def _live(mem: Memory, name: str, lines: list[str], start_day: int = 0) -> None:
    for n, text in enumerate(lines):
        sid = f"{name}-s{n}"
        at = T0 + timedelta(days=start_day + 5 * n)
        mem.capture(sid, "user", text, at=at)
        mem.capture(sid, "assistant", "Sure, here you go.", at=at + timedelta(minutes=1))
        mem.close_session(sid)


def _lines(mem: Memory, sid: str) -> list[str]:
    text = mem.context(session_id=sid, budget_tokens=800).text
    return [line[2:] for line in text.splitlines() if line.startswith("- ")]


@pytest.mark.parametrize("name", sorted(LIVES))
def test_a_tool_life_keeps_the_current_value(tmp_path: Path, name: str) -> None:
    lines, current, gone, questions = LIVES[name]
    mem = Memory.open(tmp_path / "m.db", owner=name)
    _live(mem, name, lines)
    context = _lines(mem, f"{name}-check")
    for value in current:
        assert sum(bool(re.search(rf"\b{re.escape(value)}\b", line, re.I)) for line in context) == 1, (value, context)
    for value in gone:
        assert not any(re.search(rf"(?<!\w){value}(?!\w)", line) for line in context), (value, context)
    for question, want in questions.items():
        hits = mem.recall(question, k=5, kinds=("item",))
        assert any(want.lower() in h.content.lower() for h in hits), (question, [h.content for h in hits])


@pytest.mark.parametrize("name", sorted(NOTHING))
def test_someone_elses_or_a_past_tool_changes_nothing(tmp_path: Path, name: str) -> None:
    mem = Memory.open(tmp_path / "m.db", owner=name)
    _live(mem, name, BASE)
    before = sorted(_lines(mem, f"{name}-before"))
    _live(mem, f"{name}-x", [NOTHING[name]], start_day=30)
    assert sorted(_lines(mem, f"{name}-after")) == before
