# ruff: noqa: E501  (chat messages are quoted whole)
"""Job lives of our own (wave 9): a workplace named in passing ("colleagues at", "payroll at",
"night shifts at"), chatted about with leaving words about other things (the office, a party, a
team of the workplace, a day off), then changed in chatty multi-clause turns (bought by another
company, "I'm off to X", laid off, freelance, promoted). After the last session the context block
holds the current employer and title on exactly one line each and no line naming an old one.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engram.extraction import extract_text
from test_work_changes import check_life

# name -> (lines, current values, gone values, {question: answer})
LIVES: dict[str, tuple[list[str], list[str], list[str], dict[str, str]]] = {
    "passing_mention_then_bought": (
        [
            "ugh, my colleagues at Osprey Freight booked karaoke again, send help",
            "left the office early today, dentist. anyway can you help me plan meals for the week?",
            "done at Osprey Freight for the day, finally",
            "our company got bought by Veltrix Logistics so new email addresses soon lol",
        ],
        ["Veltrix Logistics"],
        ["Osprey"],
        {"where do I work?": "Veltrix"},
    ),
    "shifts_then_off_to_new_place": (
        [
            "night shifts at Harcourt Infirmary are killing me, I'm a staff nurse on the cardiac ward",
            "last day at the Harcourt Infirmary site before my holiday, Crete here I come",
            "quit the Harcourt Infirmary choir, too many rehearsals lol",
            "ok so after 6 yrs at Harcourt Infirmary I finally handed in my notice, I'm off to Wrenfield Clinic next month. can you help me write a goodbye card?",
        ],
        ["Wrenfield Clinic"],
        ["Harcourt"],
        {"where do I work now?": "Wrenfield"},
    ),
    "payroll_then_laid_off_then_freelance": (
        [
            "payroll at Fairhaven Hotels messed up my pay again, I'm a night manager there",
            "lost my job at Fairhaven Hotels today, the whole night team got cut",
            "started my own company, it's called Tidepool Events. scary but exciting!",
        ],
        ["Tidepool Events"],
        ["Fairhaven", "night manager"],
        {"where do I work?": "Tidepool"},
    ),
    "teaching_then_promoted": (
        [
            "I'm teaching year 4 at Hollins Primary School this year, 31 kids!",
            "finished my shift at Hollins Primary School, marking all evening",
            "got promoted to deputy head 🎉 anyway can you help me plan an inset day?",
        ],
        ["Hollins Primary School", "deputy head"],
        [],
        {"what's my job title?": "deputy head"},
    ),
    "team_at_then_transfer_title": (
        [
            "My team at Fennimore Games just shipped, I'm so tired. I'm a level designer btw",
            "our team left the Fennimore Games Slack for Discord, chaos",
            "I got transferred to the Leeds branch of Corvina Bank - new job, I'm a risk analyst now",
        ],
        ["Corvina Bank", "risk analyst"],
        ["Fennimore", "level designer"],
        {"where do I work now?": "Corvina"},
    ),
    "lower_case_then_title_beside": (
        [
            "i'm a barista at copper kettle cafe, it's fine for now",
            "left my apron at copper kettle cafe lol",
            "i'm a junior developer now, currently at brightwell software. so many new acronyms",
        ],
        ["brightwell software", "junior developer"],
        ["copper kettle", "barista"],
        {"where do I work?": "brightwell"},
    ),
    "retired_after_mention": (
        [
            "work's been mad at Larchmont Health this week, I'm a pharmacist there",
            "officially retired as of friday!! time for the garden",
        ],
        [],
        ["Larchmont"],
        {},
    ),
}

# leavings of things that are not the job: nothing may end the employer or name it as ended
NOT_LEFT = [
    "left the office early today, migraine",
    "left Brightline's office early today, dentist",
    "we're leaving the Brightline office for a new building in May",
    "done at Brightline for the day, heading home",
    "I'm done at Brightline Health for the week, long weekend!",
    "last day at the Brightline office before my holiday",
    "my manager left Brightline last week",
    "left my laptop at Brightline, can you believe it",
    "we lost the Brightline account today",
    "I left my coat at the Brightline Gym",
    "I'm out of office until monday",
    "I'm leaving work early for a doctor's appointment",
]

# the user's facts after the first line must be the same after the rest
UNCHANGED: dict[str, tuple[list[str], list[str], list[str]]] = {
    "leaving_words_about_other_things": (
        [
            "I work at Brightline Labs as a data engineer.",
            "left Brightline Labs' office early today, migraine",
            "we're leaving the Brightline Labs office for a new building in May",
            "quit the Brightline Labs football team, too many injuries",
            "finally done with the Brightline Labs rebrand project",
            "I left my laptop at Brightline Labs, can you believe it",
            "my manager left Brightline Labs last week",
            "I'm done at Brightline Labs for the week, long weekend!",
        ],
        ["Brightline Labs", "data engineer"],
        [],
    ),
    "customers_vendors_and_others": (
        [
            "I'm an accountant at Parrish & Lowe.",
            "we use Stripe at work for invoices",
            "I had a call with Deloitte about our audit",
            "my husband works at Meridian Labs",
            "I was going to join Lumen Health but they pulled the offer",
            "I applied to Fernhill Press for a senior editor role",
        ],
        ["Parrish & Lowe", "accountant"],
        ["Deloitte", "Meridian", "Lumen", "Fernhill", "senior editor"],
    ),
}


@pytest.mark.parametrize("name", sorted(LIVES))
def test_a_job_told_in_passing_changes_over_sessions(tmp_path: Path, name: str) -> None:
    check_life(tmp_path, name, *LIVES[name])


@pytest.mark.parametrize("name", sorted(UNCHANGED))
def test_leaving_words_about_other_things_leave_the_job_alone(tmp_path: Path, name: str) -> None:
    lines, kept, never = UNCHANGED[name]
    check_life(tmp_path, name, lines, kept, never, {})


@pytest.mark.parametrize("text", NOT_LEFT)
def test_leaving_something_else_ends_no_employer(text: str) -> None:
    """No fact may end the employer, and no retraction may name the workplace: the table's
    must-produce-nothing check lets endings through, this one does not."""
    got = extract_text(text)
    assert not [
        c for c in got if c.slot == "employer" or (c.fact_op == "end" and "Brightline" in (c.old_value or c.content))
    ]
