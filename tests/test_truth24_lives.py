"""Changes of session 24, end to end through :class:`engram.Memory`: a new partner named only as the other half of
"we" beside a couple's word; a new boss by the short form of a lab's head, or by putting the user on a PIP; a new
workplace by the laptop it hands out, or by the user's squad there; a title told as a trade's headline ("SRE
life."); a diet counted in the weeks kept; a home by a transfer or the weekday train out of it; a workplace
jumped ship to; a title "for 7 people now"; an accounting app the user does all their invoicing in; a child by
"I'm her mum"; a pastime by its gear; and a cousin's promotion, which changes nothing of the user's.

Each life is a list of sessions, each a list of user turns; after the last session every current value is on
exactly one context line and no gone value is on any. Values and phrasings are our own.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engram import Memory
from test_kin_changes import _check, _lines
from test_truth10_lives import _live

# name -> (sessions of user turns, current values, gone values)
LIVES: dict[str, tuple[list[list[str]], list[str], list[str]]] = {
    "partner_as_the_other_half_of_we": (
        [
            ["my girlfriend Ines wants to try climbing, what shoes for a beginner?"],
            ["Ines and I split up in the summer, how do I stop checking her instagram"],
            ["Sofia and I have been together 6 months now, is a weekend in Porto too much?"],
        ],
        ["Sofia"],
        ["Ines"],
    ),
    "boss_by_the_lab_head": (
        [
            ["my manager Gregor wants the slides by Monday, any template?"],
            ["started my PhD! my PI, Leilani, wants a reading list by Friday, how do I use Zotero?"],
        ],
        ["Leilani"],
        ["Gregor"],
    ),
    "boss_by_a_pip": (
        [
            ["my boss Harriet is great, how do I thank her for covering me?"],
            ["new team since the reorg. Dariusz put me on a PIP today, what do I do first?"],
        ],
        ["Dariusz"],
        ["Harriet"],
    ),
    "workplace_by_its_laptop": (
        [
            ["I work at Unilever, how do I book a meeting room in Outlook?"],
            ["first week done! my Accenture laptop won't let me install Python, what do I tell IT?"],
        ],
        ["Accenture"],
        ["Unilever"],
    ),
    "workplace_by_a_squad": (
        [
            ["I work at Monzo, how do I write a good incident report?"],
            ["I'm on the growth squad at Revolut now and we argue about A/B test sample sizes, rule of thumb?"],
        ],
        ["Revolut"],
        ["Monzo"],
    ),
    "title_as_a_headline": (
        [
            ["I'm a sysadmin, how do I rotate logs on Ubuntu?"],
            ["paged at 3am again. SRE life. how do I write a blameless postmortem?"],
        ],
        ["SRE"],
        ["sysadmin"],
    ),
    "diet_counted_in_weeks": (
        [
            ["I'm vegetarian, what's a good rennet-free parmesan?"],
            ["eight weeks vegan now and my energy is great. which b12 should I take?"],
        ],
        ["vegan"],
        ["vegetarian"],
    ),
    "home_by_a_transfer": (
        [
            ["I live in Osaka, is the Kansai Thru Pass worth it?"],
            ["the company transferred me down to Fukuoka in April, ramen near Tenjin?"],
        ],
        ["Fukuoka"],
        ["Osaka"],
    ),
    "home_by_the_weekday_train": (
        [
            ["I'm based in Bristol, best weekend walk with a pub at the end?"],
            ["moved in May! i get the 7:10 out of Reading every weekday now, podcast ideas for 40 mins?"],
        ],
        ["Reading"],
        ["Bristol"],
    ),
    "workplace_by_jumping_ship": (
        [
            ["I work at Orsted, summarise this wind farm report in 200 words?"],
            ["since jumping ship to Vestas I'm on the turbine side, explain nacelle yaw control?"],
        ],
        ["Vestas"],
        ["Orsted"],
    ),
    "title_for_a_team_now": (
        [
            ["I'm a backend engineer, how do I explain idempotency to a PM?"],
            ["stepped off the IC track after the reorg. Engineering Manager for 7 people now, how often for 1:1s?"],
        ],
        ["Engineering Manager"],
        ["backend engineer"],
    ),
    "accounting_app_switched": (
        [
            ["I keep my books in Xero, how do I reconcile a split payment?"],
            ["moved off Xero in January. I do all my invoicing in FreeAgent now, how do I mark a partial payment?"],
        ],
        ["FreeAgent"],
        ["Xero"],
    ),
    "child_by_the_parent_word": (
        [["Help me write an email to Noor's school saying she'll be off for 3 days. I'm her mum"]],
        ["Noor"],
        [],
    ),
    "pastime_by_its_gear": (
        [["my calligraphy nib keeps catching on the upstrokes, paper or technique?"]],
        ["calligraphy"],
        [],
    ),
    "a_cousins_promotion_is_hers": (
        [
            ["I'm a paralegal at Hogan Lovells, how do I bundle 400 pages?"],
            ["write a post for my cousin Amani who just got promoted to senior associate at Linklaters"],
        ],
        ["paralegal", "Hogan Lovells"],
        ["senior associate", "Linklaters"],
    ),
}


@pytest.mark.parametrize("name", sorted(LIVES))
def test_a_change_told_in_passing_is_applied(tmp_path: Path, name: str) -> None:
    sessions, current, gone = LIVES[name]
    mem = Memory.open(tmp_path / "m.db", owner=name)
    _live(mem, name, sessions)
    _check(_lines(mem, f"{name}-check"), current, gone)
