# ruff: noqa: E501  (chat messages read better on one line)
"""Changes to family and pets replace the old line, end to end, across sessions.

Each mini-life introduces a child, partner or pet one way and changes it later in a longer, chatty
message (lower case, typos, lead-ins, emoji). After the last session the context block must state
the current value on exactly one line and hold no line with the old one; recall must answer a
natural question. The must-produce-nothing lives change somebody else's family: the user's lines
stay as they were. Values and phrasings are our own (not the life evaluation's).
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from engram import Memory

T0 = datetime(2025, 3, 3, 9, 0)

# name -> (one user message per session, current values, gone values, {question: answer})
LIVES: dict[str, tuple[list[str], list[str], list[str], dict[str, str]]] = {
    "son_birthday_cake": (
        [
            "my son Rowan is 7 and obsessed with dinosaurs",
            "can you recommend a good audiobook for a long drive?",
            "ugh what a week. anyway Rowan turned eight on saturday so the house was chaos, can you suggest a cake?",
        ],
        ["Rowan is 8"],
        ["is 7"],
        {"how old is Rowan?": "8"},
    ),
    "two_kids_one_grows": (
        [
            "two kids: Ada 9 and Ben 4",
            "quick q about sunscreen for kids",
            "ok so Ben just turned 5 🎉 and he wants a bike, any tips on sizing?",
        ],
        ["Ben is 5", "Ada is 9"],
        ["Ben is 4"],
        {"how old is Ben?": "5"},
    ),
    "little_one_mila": (
        [
            "our little one, Mila, just turned three",
            "hey, what's a good recipe for banana bread?",
            "so mila is 4 now!! time flies. what are good puzzles for a 4 year old?",
        ],
        ["Mila is 4"],
        ["is 3"],
        {"how old is Mila?": "4"},
    ),
    "daughter_birthday_party": (
        [
            "I have a daughter, Esther, she's 10.",
            "we had Esther's 11th birthday party yesterday, 12 kids in the garden lol. any ideas for thank you notes?",
        ],
        ["Esther is 11"],
        ["is 10"],
        {"how old is Esther?": "11"},
    ),
    "lowercase_dad": (
        [
            "my boy theo is 6",
            "need a packing list for camping",
            "theo turned 7 last week, he wants a telescope now lol",
        ],
        ["is 7"],
        ["is 6"],
        {"how old is theo?": "7"},
    ),
    "boyfriend_breakup_new": (
        [
            "My boyfriend Marcus and I are going to Lisbon in May.",
            "honestly rough month... Marcus and I broke up last week. anyway can you help me plan a solo trip?",
            "so i've been seeing someone new, her name is Priya 😊 what should we do for a first weekend away?",
        ],
        ["Priya"],
        ["Marcus"],
        {"who's my partner?": "Priya"},
    ),
    "divorce_then_remarry": (
        [
            "My wife Helen thinks I work too much.",
            "long story short, Helen and I are getting divorced. I need a budgeting spreadsheet for one.",
            "big news: I'm engaged! Tomas proposed last night 💍",
        ],
        ["Tomas"],
        ["Helen"],
        {"who's my partner?": "Tomas"},
    ),
    "girlfriend_to_wife": (
        [
            "my girlfriend Sofia loves hiking",
            "Sofia and I got married on the weekend!!! now planning the honeymoon, ideas?",
        ],
        ["Sofia"],
        [],
        {"who's my partner?": "Sofia"},
    ),
    "left_husband": (
        [
            "My husband Dev is a chef.",
            "I left my husband Dev in march and moved into a small flat. what plants survive low light?",
        ],
        [],
        ["Dev"],
        {},
    ),
    "dog_died": (
        [
            "We have a dog named Biscuit, a beagle.",
            "what's a good stretch routine for runners?",
            "sorry if im a bit off today, we had to put Biscuit down yesterday 😢 he was 14",
        ],
        [],
        ["Biscuit"],
        {},
    ),
    "cat_rehomed": (
        [
            "our cat Mochi keeps knocking things off the shelf",
            "so after a lot of thought we rehomed Mochi with my aunt, the new baby is allergic. how do I get cat hair out of the sofa?",
        ],
        [],
        ["Mochi"],
        {},
    ),
    "hamster_passed": (
        [
            "my hamster Nibbles is nocturnal and loud",
            "well... Nibbles passed away this morning. kids are sad. how do I explain it to a 5 year old?",
        ],
        [],
        ["Nibbles"],
        {},
    ),
    "new_baby": (
        [
            "my daughter Ivy is 3",
            "we had a baby boy on tuesday, Felix!! exhausted but happy. any tips on newborn sleep?",
        ],
        ["Felix", "Ivy is 3"],
        [],
        {"what's my son's name?": "Felix"},
    ),
    "kid_age_in_yo": (
        [
            "my 5yo, Juno, has started school",
            "juno is six today and she wants a unicorn cake 🦄 recipe?",
        ],
        ["Juno is 6"],
        ["is 5"],
        {"how old is Juno?": "6"},
    ),
    "typo_birthday": (
        [
            "My son Oscar is 12.",
            "omg oscar turnd 13 yesterday, a teenager now. any advice on first phones?",
            "Oscar turned 13 last week btw, he's got his phone now.",
        ],
        ["Oscar is 13"],
        ["is 12"],
        {"how old is Oscar?": "13"},
    ),
    "partner_new_name": (
        [
            "my partner Ines is a nurse",
            "Ines and I split up in the summer. anyway, I'm dating Ravi now, he's lovely",
        ],
        ["Ravi"],
        ["Ines"],
        {"who's my partner?": "Ravi"},
    ),
    "nameless_son": (
        [
            "I've got a son, Kit, he's 9.",
            "we're redoing the kitchen, any paint tips?",
            "phew. my son turned 10 last week and we had twenty kids over, never again lol",
        ],
        ["Kit is 10"],
        ["is 9"],
        {"how old is Kit?": "10"},
    ),
    "birthday_then_pronoun": (
        [
            "my daughter Wren is 5",
            "it was Wren's birthday yesterday, she's 6 now 🎂 and already bossing everyone around",
        ],
        ["Wren is 6"],
        ["is 5"],
        {"how old is Wren?": "6"},
    ),
    "officially_older": (
        [
            "Our son Ezra is 11.",
            "big day here: Ezra is officially 12! he wants a phone, thoughts?",
        ],
        ["Ezra is 12"],
        ["is 11"],
        {"how old is Ezra?": "12"},
    ),
    "divorce_final_new_girlfriend": (
        [
            "my wife Greta and I have been together 12 years",
            "lots going on. my divorce from Greta is final as of friday, feels weird tbh",
            "so... my new girlfriend is called Lia and she's amazing 🥰 date night ideas?",
        ],
        ["Lia"],
        ["Greta"],
        {"who's my girlfriend?": "Lia"},
    ),
    "officially_my_ex": (
        [
            "My husband Colm works nights.",
            "the paperwork went through last week so Colm is officially my ex. onwards!",
        ],
        [],
        ["Colm"],
        {},
    ),
    "rip_with_emoji": (
        [
            "our old cat tigger sleeps all day",
            "rip tigger 😿 best cat ever. 17 years!",
        ],
        [],
        ["tigger"],
        {},
    ),
    "puppy_named_later": (
        [
            "we have a cat called Soot",
            "new puppy in the house, we called him Bolt 🐶 how do I stop him chewing cables?",
        ],
        ["Bolt", "Soot"],
        [],
        {"what's my dog called?": "Bolt"},
    ),
    "lowercase_update_keeps_spelling": (
        [
            "My son Theo is 6.",
            "theo turned 7 on the weekend lol, he wants a skateboard now",
        ],
        ["Theo is 7"],
        ["is 6"],
        {"how old is Theo?": "7"},
    ),
    "double_name_first_name_update": (
        [
            "our daughter Mila Rose is 3",
            "Mila turned 4 yesterday! we did a tiny party in the park ☀️",
        ],
        ["Mila Rose is 4"],
        ["is 3"],
        {"how old is Mila?": "4"},
    ),
    "eldest_by_age": (
        [
            "two kids: Magnus 12 and Pia 7",
            "our eldest is 13 now, a proper teenager 😅 how do I survive this?",
        ],
        ["Magnus is 13", "Pia is 7"],
        ["is 12"],
        {"how old is Magnus?": "13"},
    ),
    "fiance_then_married": (
        [
            "my fiancé Tomas is a pilot",
            "Tomas and I got married last saturday!! still buzzing. honeymoon ideas?",
        ],
        ["Tomas"],
        ["fiancé"],
        {"who's my partner?": "Tomas"},
    ),
}

# somebody else's family changes: the user's own lines stay as they were
QUIET: dict[str, tuple[list[str], list[str], list[str]]] = {
    "friends_kid_birthday": (
        [
            "my son Rowan is 7",
            "my friend's son Rowan turned 9 on friday, what's a good gift?",
            "my neighbour's kid Sam just turned 8",
        ],
        ["Rowan is 7"],
        ["is 9", "Sam"],
    ),
    "friends_breakup": (
        [
            "My girlfriend Clara is a vet.",
            "my best friend Jo and her boyfriend Liam broke up, how do I support her?",
            "my sister divorced her husband Karl last year",
        ],
        ["Clara"],
        ["Liam", "Karl"],
    ),
    "neighbours_dog": (
        [
            "We have a dog called Pippin.",
            "our neighbour's dog Max died yesterday, should I bring them something?",
            "my mum had to put her cat Whiskers down",
        ],
        ["Pippin"],
        ["Max", "Whiskers"],
    ),
    "hypotheticals": (
        [
            "my son Leo is 4",
            "if Leo turned 5 tomorrow, would he be old enough for school?",
            "what if we got a puppy called Bolt?",
            "My husband Ari is a teacher.",
            "if Ari and I ever split up, who keeps the flat?",
        ],
        ["Leo is 4", "Ari"],
        ["is 5", "Bolt"],
    ),
    "two_sons_nameless": (
        [
            "my son Abe is 8",
            "my son Cal is 4",
            "my son turned 9 on monday",
        ],
        ["Abe is 8", "Cal is 4"],
        ["is 9"],
    ),
    "others_birthdays_and_dates": (
        [
            "my daughter Nora is 6",
            "My partner Sven is away this week.",
            "it was my nephew's birthday, he's 8 now and taller than me lol",
            "my friend's new girlfriend is called Lia, she seems nice",
            "my brother is dating a girl named Zoe 🙄 any advice on being supportive?",
            "my daughter is 4 feet tall now, is that normal?",
        ],
        ["Nora is 6", "Sven"],
        ["is 8", "Lia", "Zoe", "is 4"],
    ),
}


def _live(mem: Memory, name: str, lines: list[str]) -> None:
    for n, text in enumerate(lines):
        sid = f"{name}-s{n}"
        at = T0 + timedelta(days=4 * n)
        mem.capture(sid, "user", text, at=at)
        mem.capture(sid, "assistant", "Noted.", at=at + timedelta(minutes=1))
        mem.close_session(sid)


def _lines(mem: Memory, sid: str) -> list[str]:
    text = mem.context(session_id=sid, budget_tokens=800).text
    return [line[2:] for line in text.splitlines() if line.startswith("- ")]


def live_and_check(path: Path, name: str, life: tuple[list[str], list[str], list[str]]) -> None:
    """Live the sessions; each current value is then on exactly one context line and no gone value on
    any. Shared by the lives files of later rounds (test_ages8_lives, test_family8_lives)."""
    lines, current, gone = life
    mem = Memory.open(path / "m.db", owner=name)
    _live(mem, name, lines)
    _check(_lines(mem, f"{name}-check"), current, gone)


def _check(context: list[str], current: list[str], gone: list[str]) -> None:
    for value in current:
        assert sum(value.lower() in line.lower() for line in context) == 1, (value, context)
    for value in gone:
        assert not any(re.search(rf"\b{re.escape(value)}\b", line, re.I) for line in context), (value, context)


@pytest.mark.parametrize("name", sorted(LIVES))
def test_a_family_change_replaces_the_old_line(tmp_path: Path, name: str) -> None:
    lines, current, gone, questions = LIVES[name]
    mem = Memory.open(tmp_path / "m.db", owner=name)
    _live(mem, name, lines)
    _check(_lines(mem, f"{name}-check"), current, gone)
    for question, want in questions.items():
        hits = mem.recall(question, k=5, kinds=("item",))
        assert any(want.lower() in h.content.lower() for h in hits), (question, [h.content for h in hits])


@pytest.mark.parametrize("name", sorted(QUIET))
def test_somebody_elses_family_change_leaves_the_users_alone(tmp_path: Path, name: str) -> None:
    lines, current, gone = QUIET[name]
    mem = Memory.open(tmp_path / "m.db", owner=name)
    _live(mem, name, lines)
    _check(_lines(mem, f"{name}-check"), current, gone)


def test_an_update_in_lower_case_keeps_the_remembered_spelling(tmp_path: Path) -> None:
    mem = Memory.open(tmp_path / "m.db", owner="u")
    _live(mem, "s", ["My son Theo is 6.", "theo turned 7 on the weekend lol"])
    assert "Son Theo is 7" in _lines(mem, "s-check")
