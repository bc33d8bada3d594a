"""The language the user wants code in, over a life: set by a standing request to the assistant,
restated or left alone, then changed by another request that may or may not name the old language.

Mini-lives of our own (lang8, :mod:`engram.extraction.code_language`): each request is said in a
chatty message, in a shape no sentence frame lists ("Stick to Go for any code you write for me",
"For code, assume PHP unless I say otherwise", "swap python for rust in your code answers pls").
After the last session the context block states the current language on exactly one line and no
old one, and recall answers a natural question. A one-off request, somebody else's wish or a doubt
changes nothing.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest

from test_things_changes import check_life, check_nothing_changes

T0 = datetime(2025, 11, 3, 8, 40)

# name: (user turns, one per session; current values; gone values; {question: wanted word})
LIVES: dict[str, tuple[list[str], list[str], list[str], dict[str, str]]] = {
    "go-then-rust": (
        [
            "Stick to Go for any code you write for me. Also, what's a good name for a cat?",
            "long day. can you explain channels again?",
            "swap go for rust in your code answers pls, we rewrote the service last month",
        ],
        ["rust"],
        ["Go"],
        {"which language should code examples be in?": "rust"},
    ),
    "php-assumed-then-typescript": (
        [
            "For code, assume PHP unless I say otherwise.",
            "hey, small thing: can snippets be TypeScript from now on? the PHP days are over for me",
        ],
        ["TypeScript"],
        ["PHP"],
        {"what language do I want code in?": "TypeScript"},
    ),
    "kotlin-named-only-new": (
        [
            "Whenever you answer with code, make it Java.",
            "Could you do your examples in Kotlin from now on? Thanks!",
        ],
        ["Kotlin"],
        ["Java"],
        {"which programming language do I use?": "Kotlin"},
    ),
    "csharp-then-fsharp": (
        [
            "Keep the examples in C# if you can, that's our stack at work.",
            "Drop the C# snippets, F# from here on. anyway how do I pattern match a list?",
        ],
        ["F#"],
        ["C#"],
        {"what language should snippets be written in?": "F#"},
    ),
}

BASE = ["Please default to Rust whenever you show me code."]
NOTHING: dict[str, str] = {
    "one-off": "Could you show me a quick example in Python?",
    "somebody-elses-wish": "My manager wants every example in Java from now on, which is annoying.",
    "a-doubt": "I might switch the examples to Go someday.",
    "a-comparison": "Show me the same thing in Go, just for comparison.",
    "a-question": "Is Rust harder than C++?",
}


@pytest.mark.parametrize("name", sorted(LIVES))
def test_a_code_language_life_keeps_the_requested_language(tmp_path: Path, name: str) -> None:
    check_life(tmp_path, name, LIVES[name], t0=T0)


@pytest.mark.parametrize("name", sorted(NOTHING))
def test_a_request_that_does_not_stand_changes_nothing(tmp_path: Path, name: str) -> None:
    check_nothing_changes(tmp_path, name, BASE, NOTHING[name], t0=T0)
