"""Standing requests about answers over a life (style13). Mini-lives of our own: a later request of
the same aspect replaces the earlier one on the context block, whether either was asked as a polite
question, said with the refused side after it ("Celsius is lost on me"), opened by a scope ("for long
answers, ..."), or was about times. The must-produce-nothing turns (a one-off conversion, somebody
else's habit, "just this once") leave the user's styles as they were."""

from __future__ import annotations

from pathlib import Path

import pytest

from test_things_changes import check_life, check_nothing_changes

# name: (user turns, one per session; current values; gone values; {question: wanted word})
LIVES: dict[str, tuple[list[str], list[str], list[str], dict[str, str]]] = {
    "metric-asked-as-a-question-then-imperial-after-a-move": (
        [
            "Could you keep things metric with me? Litres and kilometres, not gallons and miles.",
            "Kilometres mean nothing to me since I moved to Ohio. Could you give me miles and pounds from now on?",
        ],
        ["imperial"],
        ["metric"],
        {"which units should answers use?": "imperial"},
    ),
    "celsius-said-by-the-refused-side-then-fahrenheit": (
        [
            "Celsius please. Fahrenheit means nothing to me.",
            "I live in Texas now and Celsius is lost on me, Fahrenheit please",
        ],
        ["Fahrenheit"],
        ["Celsius"],
        {"which temperature scale do I want?": "Fahrenheit"},
    ),
    "a-scoped-format-request-then-another": (
        [
            "When an answer runs long, please split it into sections with headings so I can skim.",
            "For long answers, skip the sections and use bullet points please.",
        ],
        ["bullet points"],
        ["headings"],
        {"how should long answers be laid out?": "bullet"},
    ),
    "a-clock-then-the-other-clock": (
        [
            "Please write times in 24-hour format, I keep mixing up am and pm.",
            "Actually the 12-hour clock is fine, please use am/pm times from now on",
        ],
        ["12-hour"],
        ["24-hour"],
        {"how should times be written?": "12-hour"},
    ),
    "emoji-left-out-and-dates-kept": (
        [
            "please leave emoji out of your replies",
            "dates in DD/MM/YYYY please, I'm in the UK",
        ],
        ["emoji", "DD/MM/YYYY"],
        [],
        {"how should dates be written?": "DD/MM/YYYY"},
    ),
}


@pytest.mark.parametrize("name", sorted(LIVES))
def test_a_later_style_request_replaces_the_earlier(tmp_path: Path, name: str) -> None:
    check_life(tmp_path, name, LIVES[name])


BASE = [
    "Could you stick to kilometres with me? Kilograms too, not pounds.",
    "For coding questions, put the code first and the explanation after.",
]
NOTHING = {
    "a-one-off-conversion": "could you convert 12 miles to kilometres?",
    "a-wifes-habit": "my wife always uses Fahrenheit, not Celsius",
    "just-this-once": "just this once, leave the emoji out",
    "a-bosses-rule": "my boss wants every report to have headings",
    "one-answers-weather": "can you give me the weather in Oslo in Fahrenheit?",
    "a-refusal-with-no-other-side": "miles mean nothing to my grandad",
    "a-question-in-a-scope": "for coding questions, what's the best language to learn?",
}


@pytest.mark.parametrize("name", sorted(NOTHING))
def test_a_one_off_or_somebody_elses_rule_changes_nothing(tmp_path: Path, name: str) -> None:
    check_nothing_changes(tmp_path, name, BASE, NOTHING[name])
