"""Pastimes and the user's programming language changing over a life, said inside chatty
multi-clause messages (pastime11).

Mini-lives of our own: a pastime said by who the user has become ("I'm a runner now"), by a group
joined or a rank held, by what the user collects, and ended by a drop the clause splitting cuts apart
("yoga and I broke up lol"); a language said as a habit of work ("kotlin all day", "it's Java at my
day job") and replaced. After the last session the context block states each current value on
exactly one line and no old one, and recall answers a natural question. Other people's pastimes and
languages, wishes and questions leave the user's facts as they were.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from test_things_changes import check_life, check_nothing_changes

# name: (user turns, one per session; current values; gone values; {question: wanted word})
LIVES: dict[str, tuple[list[str], list[str], list[str], dict[str, str]]] = {
    "runner-then-yoga-breakup": (
        [
            "ok so I'm a runner now, who knew 😅 can you suggest a 10k plan for a beginner?",
            "yoga and I broke up lol, too slow for me. anyway how many rest days should I take between runs?",
            "quick q: what's a good recovery meal after a long run?",
        ],
        ["running"],
        [],
        {"what are my hobbies?": "running"},
    ),
    "choir-member-then-drops": (
        [
            "i'm in a choir now, we rehearse tuesdays. can you help me learn to read sheet music?",
            "quit the choir last month, the commute was killing me. anyway what's a good beginner camera?",
        ],
        [],
        ["choir"],
        {},
    ),
    "stamp-collector-then-coins": (
        [
            "btw I've been collecting stamps since last year, it's weirdly relaxing. how should I store them?",
            "update: gave up stamp collecting, it got too pricey. I collect coins now, mostly roman ones, "
            "any tips on spotting fakes?",
        ],
        ["coin collecting"],
        ["stamp collecting"],
        {"what do I collect?": "coin"},
    ),
    "belt-in-judo-lasts": (
        [
            "I'm a blue belt in judo, training three nights a week. what should I eat before a session?",
            "my son started karate last week, he loves it. can you suggest a birthday present for a 9 year old?",
        ],
        ["judo"],
        ["karate"],
        {"what are my hobbies?": "judo"},
    ),
    "kotlin-to-typescript": (
        [
            "android dev here, kotlin all day. can you explain sealed classes to me?",
            "new job! it's TypeScript at my day job now, no more android. how do generics work in TS?",
        ],
        ["TypeScript"],
        ["Kotlin"],
        {"which programming language do I use?": "TypeScript"},
    ),
    "java-at-work-to-go": (
        [
            "java 8 at work, sadly. anyway can you help me write a cover letter?",
            "quick update: switched teams and moved from Java to Go, writing go full time now. "
            "what's the idiomatic way to handle errors?",
        ],
        ["Go"],
        ["Java"],
        {"which programming language do I use?": "Go"},
    ),
    "climber-then-pottery-cello-case": (
        [
            "became a climber this year and honestly it changed my life, any tips for finger strength?",
            "the climbing is on hold indefinitely after my shoulder op. i've started pottery with a friend "
            "though, can you explain what bisque firing is?",
        ],
        ["pottery"],
        ["climbing"],
        {"what are my hobbies?": "pottery"},
    ),
}

BASE = [
    "knitting is how I switch off after work, anyway can you help me with a scarf pattern?",
    "I mostly write Go these days",
]
NOTHING = {
    "husband-into-cycling": (
        "my husband's really into cycling, he's out every sunday. what should I get him for his bike?"
    ),
    "daughter-joined-choir": "my daughter joined a choir, she sings every tuesday. any songs for a 10 year old?",
    "wish-to-be-surfer": "I'd love to be a surfer one day, is Cornwall good for beginners?",
    "contractor-php": "the client wants it in C# mostly, can you sketch the architecture?",
    "colleagues-java": "my colleagues write Java all day, I just review their PRs",
    "club-meets": "the running club meets outside my office, they're so loud lol",
}


@pytest.mark.parametrize("name", sorted(LIVES))
def test_a_pastime_or_language_life_keeps_the_current_value(tmp_path: Path, name: str) -> None:
    check_life(tmp_path, name, LIVES[name])


@pytest.mark.parametrize("name", sorted(NOTHING))
def test_someone_elses_pastime_or_language_changes_nothing(tmp_path: Path, name: str) -> None:
    check_nothing_changes(tmp_path, name, BASE, NOTHING[name])
