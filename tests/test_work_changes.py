# ruff: noqa: E501  (chat messages are quoted whole)
"""Changes of employer, title, manager and home, across sessions, in chatty messages.

Each life is a few sessions: a value introduced, then changed in a longer message (lead-ins, emoji,
lower case, typos, a request after the news). After the last session the context block must hold
each current value on exactly one line and no line naming an old value, and recall must answer a
natural question. The must-produce-nothing lives talk about somebody else's job or home, a job ad
or a hypothetical: the user's own lines stay as they were.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from engram import Memory

T0 = datetime(2025, 6, 2, 9, 0)


def _live(mem: Memory, name: str, lines: list[str]) -> None:
    for n, text in enumerate(lines):
        sid = f"{name}-s{n}"
        at = T0 + timedelta(days=3 * n)
        mem.capture(sid, "user", text, at=at)
        mem.capture(sid, "assistant", "Sure.", at=at + timedelta(minutes=1))
        mem.close_session(sid)


def _lines(mem: Memory, sid: str) -> list[str]:
    text = mem.context(session_id=sid, budget_tokens=800).text
    return [line[2:] for line in text.splitlines() if line.startswith("- ")]


# name -> (lines, current values, gone values, {question: answer})
CHANGES: dict[str, tuple[list[str], list[str], list[str], dict[str, str]]] = {
    "new_job_with_title": (
        [
            "I work at Brambleworks as a product designer.",
            "long week. the big news is I start at Kestrel Labs on monday as their lead designer, so can you help me plan my first 30 days?",
        ],
        ["Kestrel Labs", "lead designer"],
        ["Brambleworks", "product designer"],
        {"where do I work now?": "Kestrel", "what's my title?": "lead designer"},
    ),
    "reorg_instead_of": (
        [
            "My manager is Marco Bellini.",
            "honestly the reorg was a mess but at least I report to Dana Whitfield now instead of Marco",
        ],
        ["Dana Whitfield"],
        ["Marco"],
        {"who's my boss?": "Dana"},
    ),
    "moved_to_leipzig": (
        [
            "I live in Hamburg with my partner.",
            "we finally moved!! the new place in Leipzig is tiny but lovely",
        ],
        ["Leipzig"],
        ["Hamburg"],
        {"where do I live?": "Leipzig"},
    ),
    "promotion_keeps_employer": (
        [
            "I'm a software engineer at Tidewater Systems.",
            "ok so I got promoted to senior software engineer 🎉 can you help me rewrite my linkedin summary?",
            "still at Tidewater, all good",
        ],
        ["Tidewater Systems", "senior software engineer"],
        [],
        {"what's my title?": "senior software engineer", "where do I work now?": "Tidewater"},
    ),
    "same_title_new_employer": (
        [
            "I'm a data analyst at Greyfield Insurance.",
            "Update: I've left Greyfield and joined Orchard Analytics, same role, better pay.",
        ],
        ["Orchard Analytics", "data analyst"],
        ["Greyfield"],
        {"where do I work now?": "Orchard"},
    ),
    "lowercase_switch": (
        [
            "i work at pinecone studio as a junior developer",
            "so i quit pinecone studio last friday. i work at lumen health now, pretty nervous tbh",
        ],
        ["lumen health"],
        ["pinecone"],
        {"where do I work now?": "lumen"},
    ),
    "new_boss_no_old_name": (
        [
            "My boss is Henrik Dahl.",
            "weird day at work. Sofia Reyes is my new manager, she seems nice so far",
        ],
        ["Sofia Reyes"],
        ["Henrik"],
        {"who's my boss?": "Sofia"},
    ),
    "moved_with_old_city": (
        [
            "I'm based in Manchester.",
            "Big life update: we moved from Manchester to Bristol last month and I'm still unpacking boxes 😅",
        ],
        ["Bristol"],
        ["Manchester"],
        {"where do I live?": "Bristol"},
    ),
    "typo_new_job": (
        [
            "I work for Copperline as an accountant.",
            "just strated a new job at Fernhill Bank, first week has been intense",
        ],
        ["Fernhill Bank"],
        ["Copperline"],
        {"where do I work now?": "Fernhill"},
    ),
    "title_change_sentence": (
        [
            "I'm a marketing coordinator at Blue Heron Media.",
            "fyi my title changed to marketing manager this week, so I'll need help with hiring questions soon",
        ],
        ["marketing manager", "Blue Heron Media"],
        ["marketing coordinator"],
        {"what's my title?": "marketing manager"},
    ),
    "manager_left_replaced": (
        [
            "I report to Agnes Holt.",
            "Agnes left the company, so now my manager is Tomasz Nowak. Any tips for a first 1:1?",
        ],
        ["Tomasz Nowak"],
        ["Agnes"],
        {"who do I report to?": "Tomasz"},
    ),
    "three_moves": (
        [
            "I live in Utrecht.",
            "Quick update: I relocated to Ghent for work.",
            "and now we've moved again, this time to Antwerp. hopefully the last move for a while!",
        ],
        ["Antwerp"],
        ["Utrecht", "Ghent"],
        {"where do I live?": "Antwerp"},
    ),
    "restate_employer": (
        [
            "I work at Northwind Freight.",
            "still at Northwind Freight, nothing new on the job front",
            "Again, I work at Northwind Freight.",
        ],
        ["Northwind Freight"],
        [],
        {"where do I work now?": "Northwind"},
    ),
    "two_job_changes": (
        [
            "I'm a nurse at St Olave Hospital.",
            "I accepted an offer from Brightwater Clinic! starting next month",
            "plot twist, Brightwater fell through and I joined Meadowbank Medical instead",
        ],
        ["Meadowbank Medical"],
        ["St Olave", "Brightwater"],
        {"where do I work now?": "Meadowbank"},
    ),
    "manager_then_promotion": (
        [
            "I'm a sales associate at Linden Books. My boss is Priya Nair.",
            "omg I was made sales manager today!!",
            "my new boss is Oliver Grant, he runs the whole region",
        ],
        ["sales manager", "Oliver Grant", "Linden Books"],
        ["sales associate", "Priya"],
        {"what's my title?": "sales manager", "who's my boss?": "Oliver"},
    ),
    "emoji_move": (
        [
            "I live in Lisbon 🇵🇹",
            "🏡 new chapter: moved to Porto last weekend, loving it so far",
        ],
        ["Porto"],
        ["Lisbon"],
        {"where do I live?": "Porto"},
    ),
    "lowercase_manager": (
        [
            "my manager is kim",
            "kim moved teams so i report to jonas now. he's fine i guess",
        ],
        ["jonas"],
        ["kim"],
        {"who's my boss?": "jonas"},
    ),
    "left_for_with_title": (
        [
            "I work as a backend developer at Quillpoint.",
            "so yeah, I left Quillpoint for Harbor Robotics, now I'm a platform engineer there",
        ],
        ["Harbor Robotics", "platform engineer"],
        ["Quillpoint", "backend developer"],
        {"where do I work now?": "Harbor", "what's my title?": "platform engineer"},
    ),
    "notice_then_start": (
        [
            "I'm a video editor at Corvid Media.",
            "ok so after 4 years I finally handed in my notice at Corvid Media. starting at Saltworks Digital in two weeks",
        ],
        ["Saltworks Digital", "video editor"],
        ["Corvid"],
        {"where do I work now?": "Saltworks"},
    ),
    "boss_quit_report_to": (
        [
            "my manager is Lena Brandt and she's great",
            "my boss quit and now I report to Kwame Asante directly, wish me luck",
        ],
        ["Kwame Asante"],
        ["Lena"],
        {"who's my boss?": "Kwame"},
    ),
    "moved_jobs_now_at": (
        [
            "I work at Pell & Rowe as a paralegal.",
            "I've moved jobs, now at Calder & Finch. same kind of work, nicer people",
        ],
        ["Calder & Finch", "paralegal"],
        ["Pell"],
        {"where do I work now?": "Calder"},
    ),
    "promoted_bare_title": (
        [
            "i'm a staff nurse at st brigid's",
            "i got promoted, senior nurse now",
            "still a senior nurse, long shifts though",
        ],
        ["senior nurse"],
        ["staff nurse"],
        {"what's my title?": "senior nurse"},
    ),
    "house_in_city": (
        [
            "We live in Odense.",
            "we moved to a little house outside Aarhus last month, the kids love the garden",
        ],
        ["Aarhus"],
        ["Odense"],
        {"where do I live?": "Aarhus"},
    ),
    "manager_called": (
        [
            "I report to Fergus Doyle.",
            "so my new manager is called Erin Walsh, she used to run the London office",
        ],
        ["Erin Walsh"],
        ["Fergus"],
        {"who do I report to?": "Erin"},
    ),
    "new_job_new_city": (
        [
            "I work at Tamsin Books and I live in Kiel.",
            "new job, new city: I'm at Parcel Freight now and we're living in Bremen",
        ],
        ["Parcel Freight", "Bremen"],
        ["Tamsin", "Kiel"],
        {"where do I work now?": "Parcel", "where do I live?": "Bremen"},
    ),
    "packed_up_left": (
        [
            "I live in Cork, it rains a lot.",
            "we packed up and left Cork, we're in Limerick now",
        ],
        ["Limerick"],
        ["Cork"],
        {"where do I live?": "Limerick"},
    ),
    "left_job_joined_as": (
        [
            "I'm an accountant at Pallas Group.",
            "left my job at Pallas Group, joined Merrow Energy as an analyst",
        ],
        ["Merrow Energy", "analyst"],
        ["Pallas", "accountant"],
        {"where do I work now?": "Merrow", "what's my title?": "analyst"},
    ),
    "erin_boss_now_marco_moved": (
        [
            "My team lead is Marco Ruiz.",
            "Erin Walsh is my boss now, Marco moved to another team",
        ],
        ["Erin Walsh"],
        ["Marco"],
        {"who's my boss?": "Erin"},
    ),
    "career_change_with_employer": (
        [
            "I'm a barista at Bean There and I live in Leeds.",
            "Big change: I went from being a barista to a junior web developer at Pixelforge!",
        ],
        ["junior web developer", "Pixelforge", "Leeds"],
        ["barista", "Bean There"],
        {"where do I work now?": "Pixelforge", "what's my title?": "junior web developer"},
    ),
    "guy_called_new_boss": (
        [
            "My supervisor is Hugo Lind.",
            "new boss is a guy called Felix Brandt, seems sharp",
        ],
        ["Felix Brandt"],
        ["Hugo"],
        {"who's my boss?": "Felix"},
    ),
    "across_town_and_remote": (
        [
            "We live in Parow and I work at Capeline Freight.",
            "We've moved across town to Bellville, closer to the school",
            "I now work remotely for Skylark Media, no more commute!",
        ],
        ["Bellville", "Skylark Media"],
        ["Parow", "Capeline"],
        {"where do I live?": "Bellville", "where do I work now?": "Skylark"},
    ),
    "title_not_old": (
        [
            "I'm a business analyst at Corvane.",
            "as of monday I'm a product owner, not a business analyst anymore",
        ],
        ["product owner", "Corvane"],
        ["business analyst"],
        {"what's my title?": "product owner"},
    ),
    "hometown_return": (
        [
            "I live in Norwich at the moment.",
            "we moved back to my hometown, Ipswich, to be near family",
        ],
        ["Ipswich"],
        ["Norwich"],
        {"where do I live?": "Ipswich"},
    ),
    "joined_as_head_of": (
        [
            "I'm a marketing lead at Sundial Apps.",
            "just joined Lattice as head of growth 🚀",
        ],
        ["Lattice", "head of growth"],
        ["Sundial", "marketing lead"],
        {"where do I work now?": "Lattice", "what's my title?": "head of growth"},
    ),
    "team_got_new_manager": (
        [
            "I report to Bjorn Aas.",
            "Big week. Our team got a new manager. Her name is Ingrid Solberg and she starts monday.",
        ],
        ["Ingrid Solberg"],
        ["Bjorn"],
        {"who's my boss?": "Ingrid"},
    ),
    "name_left_name_is_boss": (
        [
            "my boss, Nadia Petrova, is great",
            "Nadia left, Oscar Lind is my new boss",
        ],
        ["Oscar Lind"],
        ["Nadia"],
        {"who's my boss?": "Oscar"},
    ),
    "department_then_switch": (
        [
            "I work in sales for Hexa Foods",
            "I've switched from Hexa Foods to Aurora Drinks, still in sales",
        ],
        ["Aurora Drinks"],
        ["Hexa"],
        {"where do I work now?": "Aurora"},
    ),
    "phd_to_postdoc": (
        [
            "I'm a PhD student at Uppsala University.",
            "finished my PhD! now a postdoc at KTH in Stockholm",
        ],
        ["KTH", "postdoc"],
        ["Uppsala", "PhD student"],
        {"where do I work now?": "KTH", "what's my title?": "postdoc"},
    ),
    "sous_chef_job": (
        [
            "I'm a line cook at Saffron House and I live in Leith.",
            "landed the sous chef job at Copper Pot!!! so excited, first shift is friday",
        ],
        ["sous chef", "Copper Pot", "Leith"],
        ["line cook", "Saffron"],
        {"where do I work now?": "Copper Pot", "what's my title?": "sous chef"},
    ),
    "participle_then_freelance": (
        [
            "Currently living in Da Nang, working for Mekong Tours",
            "we've relocated to Hoi An",
            "I'm now freelancing, no longer with Mekong Tours",
        ],
        ["Hoi An"],
        ["Da Nang", "Mekong"],
        {"where do I live?": "Hoi An"},
    ),
    "notice_then_start_as": (
        [
            "I'm the office manager at Wexley Dental",
            "I handed in my notice at Wexley Dental today",
            "I start at Pine Street Clinic next week as practice manager",
        ],
        ["Pine Street Clinic", "practice manager"],
        ["Wexley", "office manager"],
        {"where do I work now?": "Pine Street", "what's my title?": "practice manager"},
    ),
    "manager_gone_no_replacement": (
        [
            "My boss is Tom Hale.",
            "Tom Hale is no longer my boss, thank god. no replacement yet",
        ],
        [],
        ["Tom"],
        {},
    ),
    "manager_gone_then_named": (
        [
            "I report to Tom Hale.",
            "Tom isn't my manager anymore, it's Aisha Bello now",
        ],
        ["Aisha Bello"],
        ["Tom"],
        {"who do I report to?": "Aisha"},
    ),
    "bye_hello": (
        [
            "I work at Hartwell Labs",
            "bye bye Hartwell Labs, hello Nimbus Cloud!",
        ],
        ["Nimbus Cloud"],
        ["Hartwell"],
        {"where do I work now?": "Nimbus"},
    ),
}

# the user's facts after the first line must be the same after the rest: nothing about the user changed
UNCHANGED: dict[str, tuple[list[str], list[str], list[str]]] = {
    "colleague_promotion": (
        [
            "I'm a QA engineer at Stonebridge Games and I live in Dublin.",
            "my colleague Ruth just got promoted to engineering manager, so happy for her",
            "my friend moved to Berlin last week, I miss her already",
            "my sister's new boss is Gavin Marsh and she hates him",
        ],
        ["QA engineer", "Stonebridge Games", "Dublin"],
        ["engineering manager", "Berlin", "Gavin"],
    ),
    "job_ad_and_hypothetical": (
        [
            "I work at Saltmarsh Ltd as a copywriter. My manager is Irene Cole.",
            "saw a job ad: Senior Editor at Ravenwood Press, remote, good salary",
            "if I took the job at Ravenwood Press, would I need to move to York?",
            "thinking about applying to Ravenwood Press as a senior editor",
            "my brother just started at Foxglove Digital as a designer",
        ],
        ["Saltmarsh", "copywriter", "Irene Cole"],
        ["Ravenwood", "Senior Editor", "York", "Foxglove", "designer"],
    ),
    "partner_changes": (
        [
            "I live in Oslo and work at Fjordline.",
            "my husband got a new job at Northlight Energy, he's thrilled",
            "my mum moved to Bergen to be near my aunt",
            "my dad's manager is Lars Berg",
        ],
        ["Oslo", "Fjordline"],
        ["Northlight", "Bergen", "Lars"],
    ),
    "hypotheticals_and_others": (
        [
            "I'm a teacher at Ashgrove School and I live in Derby. I report to Helen Marsh.",
            "if I moved to Nottingham, the commute would be shorter",
            "my wife just got promoted to head of marketing!",
            "our neighbour moved to Spain last month",
            "I might apply for the deputy head job at Elmfield",
            "my colleague Sam now reports to Grace Obi",
        ],
        ["teacher", "Ashgrove School", "Derby", "Helen Marsh"],
        ["Nottingham", "head of marketing", "Spain", "deputy head", "Elmfield", "Grace"],
    ),
    "sister_new_manager": (
        [
            "I report to Ola Berg and I work at Tundra Labs.",
            "My sister got a new manager. Her name is Ingrid Solberg.",
            "my brother just joined Lattice as head of growth",
        ],
        ["Ola Berg", "Tundra Labs"],
        ["Ingrid", "Lattice", "head of growth"],
    ),
    "friends_news": (
        [
            "I'm a pharmacist at Kelso Chemists. I live in Perth.",
            "my flatmate landed the sous chef job at Copper Pot, we celebrated",
            "my cousin is living in Da Nang, working for Mekong Tours",
            "Job ad I saw: practice manager at Pine Street Clinic, start next week",
        ],
        ["pharmacist", "Kelso Chemists", "Perth"],
        ["sous chef", "Copper Pot", "Da Nang", "Mekong", "practice manager", "Pine Street"],
    ),
}


def _has(value: str, line: str) -> bool:
    return re.search(rf"\b{re.escape(value)}\b", line, re.I) is not None


def check_life(
    path: Path, name: str, lines: list[str], current: list[str], gone: list[str], questions: dict[str, str]
) -> None:
    """Live the sessions; then each current value is on exactly one context line, no gone value is on
    any, and recall over items answers each question. Shared with tests/test_work7_lives.py."""
    mem = Memory.open(path / "m.db", owner=name)
    _live(mem, name, lines)
    context = _lines(mem, f"{name}-check")
    for value in current:
        assert sum(_has(value, line) for line in context) == 1, (value, context)
    for value in gone:
        assert not any(_has(value, line) for line in context), (value, context)
    for question, want in questions.items():
        hits = mem.recall(question, k=5, kinds=("item",))
        assert any(want.lower() in h.content.lower() for h in hits), (question, [h.content for h in hits])


@pytest.mark.parametrize("name", sorted(CHANGES))
def test_a_change_replaces_the_old_line(tmp_path: Path, name: str) -> None:
    check_life(tmp_path, name, *CHANGES[name])


@pytest.mark.parametrize("name", sorted(UNCHANGED))
def test_somebody_elses_change_leaves_the_user_alone(tmp_path: Path, name: str) -> None:
    lines, kept, never = UNCHANGED[name]
    check_life(tmp_path, name, lines, kept, never, {})
