"""Homes, children, pets and a style over a life, in the shapes the blind bank showed once opened
(2026-11-27). Mini-lives of our own, each current value on exactly one context line after the last
session and no old one; the must-produce-nothing lives (a relative's training, a return date, a
cousin's pet) leave the user's facts as they were."""

from __future__ import annotations

from pathlib import Path

import pytest

from test_things_changes import check_life, check_nothing_changes

# name: (user turns, one per session; current values; gone values; {question: wanted word})
LIVES: dict[str, tuple[list[str], list[str], list[str], dict[str, str]]] = {
    "a-town-traded-for-a-shorter-commute": (
        [
            "I live in Ballarat, what's good for a rainy weekend?",
            "new town for me: Bendigo. traded Ballarat for a shorter commute. any decent bakeries?",
        ],
        ["Bendigo"],
        ["Ballarat", "commute"],
        {"where do I live?": "Bendigo"},
    ),
    "keys-handed-over-then-first-night": (
        [
            "we're in Dundee, any good walks nearby?",
            "keys handed over in Dundee this morning and tonight is our first night sleeping in Perth. "
            "is a dehumidifier worth it?",
        ],
        ["Perth"],
        ["Dundee"],
        {"where do I live now?": "Perth"},
    ),
    "a-decade-then-the-move-to-a-hyphenated-town": (
        [
            "I live in Inverness, what's a good winter coat?",
            "I'd been in Inverness for nearly a decade but work dried up, so last month we rented a van "
            "and made the move to Saint-Malo. still getting lost going to the shops",
        ],
        ["Saint-Malo"],
        ["Inverness"],
        {"where do I live?": "Saint-Malo"},
    ),
    "baby-news-then-name-then-birthday": (
        [
            "our baby son arrived on friday! we've named the little one Tobiah. any tips for sleep?",
            "parenting question: Tobiah, my son, is 1 and still won't sleep through. normal?",
            "so basically tobiah is 2 today 🎂 where did the time go",
        ],
        ["Tobiah is 2"],
        ["Tobiah is 1"],
        {"how old is my son?": "Tobiah"},
    ),
    "a-dog-got-for-oneself": (
        ["got myself a border collie! named him Gnocchi. how much exercise does he need?"],
        ["Gnocchi"],
        [],
        {"what's my dog called?": "Gnocchi"},
    ),
    "a-standing-request-then-another": (
        [
            "start every answer with a one-line tl;dr and then the detail",
            "whenever you compare options, lay it out as a table -- I take it in faster that way",
        ],
        ["tl;dr", "table"],
        [],
        {"how do I like answers?": "tl;dr"},
    ),
    "a-language-named-in-a-question-then-changed": (
        [
            "Can you give me examples in Frege? It's what I use at work",
            "I'm writing MoonScript now instead of Frege, big learning curve. any good tutorials?",
        ],
        ["MoonScript"],
        ["Frege"],
        {"what language do I code in?": "MoonScript"},
    ),
    "a-boss-changed-then-named": (
        [
            "My manager is Imelda Santos, who's been at the company forever.",
            "My boss changed. It's Delroy Whitaker now, Imelda took a job somewhere else.",
        ],
        ["Delroy Whitaker"],
        ["Imelda"],
        {"who is my manager?": "Delroy Whitaker"},
    ),
    "guess-who-moved-and-a-rhetorical-birthday": (
        [
            "I live in Santa Fe, and my son Jasper is 4. chores for a 4-year-old?",
            "Guess who lives in Mildura now? Yep, me. Still can't find my coffee maker",
            "Can you believe Jasper is 5 already? We had the party last weekend.",
        ],
        ["Mildura", "Jasper is 5"],
        ["Santa Fe", "Jasper is 4"],
        {"where do I live?": "Mildura"},
    ),
    "a-pet-taken-back": (
        [
            "my holland lop lentil keeps chewing the couch, how do i get him to stop?",
            "Oh, Lentil isn't actually my Holland Lop, he's my roommate's.",
        ],
        [],
        ["Lentil"],
        {},
    ),
    "a-job-switch-is-no-partner": (
        [
            "So I'm a web designer, and I've been with Glenhollow Farms for almost five years now.",
            "I switched jobs, I'm with Dunmore Credit Union now. Same work, just a better team.",
        ],
        ["Dunmore Credit Union"],
        ["Glenhollow"],
        {"who is my employer?": "Dunmore Credit Union"},
    ),
    "a-tool-not-left-stays": (
        [
            "PowerShell is my main language, so snippets in that please",
            "please use Rebol for code from here, I've left PowerShell behind",
            "haven't moved off Rebol, before you ask",
        ],
        ["Rebol"],
        ["PowerShell"],
        {"what language do I code in?": "Rebol"},
    ),
    "sold-up-and-bought-in": (
        [
            "Kaunas's where I live, going on eight years now",
            "Ok so we did it -- sold up in Kaunas, bought in Haarlem, and the removal van only lost one box.",
        ],
        ["Haarlem"],
        ["Kaunas"],
        {"where do I live?": "Haarlem"},
    ),
    "a-manager-and-the-bosses-wife": (
        [
            "my manager is Yasmin Haddad, she wants a quick sync every morning",
            "my boss's wife is doing an Ornish diet, what do I bring to their barbecue?",
        ],
        ["Yasmin Haddad"],
        ["Ornish"],
        {"who is my manager?": "Yasmin Haddad"},
    ),
    "a-diet-said-with-a-tag": (
        ["vegan lah, so no egg no milk ok"],
        ["vegan"],
        [],
        {"what is my diet?": "vegan"},
    ),
}


@pytest.mark.parametrize("name", sorted(LIVES))
def test_a_life_keeps_the_current_value(tmp_path: Path, name: str) -> None:
    check_life(tmp_path, name, LIVES[name])


BASE = ["I live in Leeds with my wife Odile, and our son Bram is 6. we have a dog called Pip."]
NOTHING = {
    "cousins-training": "my cousin Perpetua is training to be a farrier, she loves it",
    "return-date": "currently on a short work trip to Oslo; i return on thursday",
    "friends-baby": "my friend had a baby girl! her name is Remy",
    "bosses-rule": "my boss wants every report to start with a summary",
    "a-one-off-table": "give me a table of flights to Rome",
    "a-trip-first-night": "our first night in Paris was magical",
    "sisters-boss": "my sister's boss changed. It's Dan Oak now",
    "a-rhetorical-price": "can you believe the price of eggs?",
    "brother-guessed": "Guess who just moved to Leeds? Yep, my brother.",
    "club-member-qualified": "Obadiah from my running club just qualified as a tattooist",
    "not-ditching": "not ditching Leeds any time soon, I love it here",
}


@pytest.mark.parametrize("name", sorted(NOTHING))
def test_somebody_elses_life_or_a_date_changes_nothing(tmp_path: Path, name: str) -> None:
    check_nothing_changes(tmp_path, name, BASE, NOTHING[name])
