# ruff: noqa: E501  (chat messages are quoted whole)
"""Job and manager lives of our own (wave 12), in the shapes the blind bank exposed: a title and
workplace said in passing inside a request, a promotion told by somebody else ("my manager told me
I've been bumped up to X"), "moving up: X from next month", "I'm the X now", a manager named by a
self-answered question ("my boss? X"), by a word of rank ("my immediate superior is X"), "i'm
under x at work" in lower case, and a team taken over with the leaver named after ("X took over the
team this week, Y retired"). After the last session the context block holds the current title,
workplace and manager on exactly one line each and no line naming an old one; the employer is
found by the questions people ask of it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from test_work_changes import check_life

# name -> (lines, current values, gone values, {question: answer})
LIVES: dict[str, tuple[list[str], list[str], list[str], dict[str, str]]] = {
    "in_passing_then_told_of_promotion": (
        [
            "also fyi what should I put in my out-of-office? I'm an archivist at Quenby & Marsh, off for two weeks",
            "back at work, inbox is a disaster. can you help me sort emails into folders?",
            "my manager told me this morning I've been bumped up to head archivist!! anyway what's a nice cake for the team?",
        ],
        ["head archivist", "Quenby & Marsh"],
        ["Job title: archivist"],
        {"which firm employs me?": "Quenby", "where am I employed?": "Quenby"},
    ),
    "labels_then_moving_up": (
        [
            "my job is site engineer, company is Halloran Civil and what's a good lunchbox for the van?",
            "long week on the Hartfield job, rain every day ugh",
            "I'm moving up: site foreman from next month. can you help me write a note to the lads?",
        ],
        ["site foreman", "Halloran Civil"],
        ["site engineer"],
        {"what's my job title?": "site foreman", "where am I employed?": "Halloran"},
    ),
    "fragment_then_the_x_now": (
        [
            "the claims handler over at bellhaven mutual, it's mostly fine",
            "my team had a bake off at work today lol, I came third",
            "well, I'm the claims team leader now! signed the contract today",
        ],
        ["claims team leader", "Bellhaven Mutual"],
        ["Job title: claims handler"],
        {"what do I do for a living?": "claims team leader"},
    ),
    "boss_question_then_taken_over": (
        [
            "the person I report to? Ingeborg Lund. decent, bit of a perfectionist.",
            "work's busy, three deadlines this week. any tips for staying focused?",
            "Małgorzata Zielińska took over the team this week, Ingeborg retired",
        ],
        ["Małgorzata Zielińska"],
        ["Ingeborg"],
        {"who do I report to?": "Zielińska"},
    ),
    "under_in_lower_case_then_superior": (
        [
            "quick update: i'm under kwabena asante at work -- how do i ask for a raise",
            "got the raise!! 5 percent, not bad",
            "reorg happened. heya, my immediate superior is Henrique Barros now, he seems nice",
        ],
        ["Henrique Barros"],
        ["Kwabena"],
        {"who's my boss?": "Henrique"},
    ),
    "superior_then_who_do_i_answer_to": (
        [
            "my direct supervisor is Ines Carvalho, btw. she's great",
            "my sister? the night manager at Corley Hotels, been there ages",
            "Ines moved on last week. who do I answer to now? Rafael Ortega, mostly.",
        ],
        ["Rafael Ortega"],
        ["Ines Carvalho", "Corley", "night manager"],
        {"who is my manager?": "Rafael"},
    ),
    "promoted_then_others_news_leaves_it": (
        [
            "I'm a junior buyer at Hallam Retail Group, started in may",
            "Tom's been bumped up to head of menswear, good for him",
            "the boss told me this week I'm being promoted to senior buyer! can you help me plan a celebration dinner?",
            "my sister's job? nurse. she works nights too",
        ],
        ["senior buyer", "Hallam Retail Group"],
        ["junior buyer", "head of menswear", "nurse"],
        {"what's my role?": "senior buyer"},
    ),
}


@pytest.mark.parametrize("name", sorted(LIVES))
def test_a_job_or_manager_told_in_passing_changes_over_sessions(tmp_path: Path, name: str) -> None:
    check_life(tmp_path, name, *LIVES[name])
