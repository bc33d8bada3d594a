"""Projects, homes, jobs, children and allergies over a life, in the shapes the candid bank showed once
opened (2026-11-27). Mini-lives of our own, each current value on exactly one context line after the
last session and no old one; the must-produce-nothing lives (a road not taken, a comparison, somebody
else's promotion, project or move) leave the user's facts as they were."""

from __future__ import annotations

from pathlib import Path

import pytest

from test_things_changes import check_life, check_nothing_changes

# name: (user turns, one per session; current values; gone values; {question: wanted word})
LIVES: dict[str, tuple[list[str], list[str], list[str], dict[str, str]]] = {
    "a-project-called-up-then-ended": (
        [
            "I've started a side project called Wagtail, a budgeting bot for our flat. Also I'm working on Pukeko.",
            "Remember Wagtail? I pulled the plug on it, nobody used it.",
        ],
        ["Pukeko"],
        ["Wagtail"],
        {"what projects am I working on?": "Pukeko"},
    ),
    "work-on-a-project-stopped": (
        [
            "I'm building Mudlark in the evenings, a tide-pool photo app",
            "I'm not working on Mudlark anymore, it ate too much time. what's a good sleep routine?",
        ],
        [],
        ["Mudlark"],
        {},
    ),
    "a-span-then-the-move-as-a-noun": (
        [
            "we've lived in Wexford going on six years and it still surprises me",
            "since the move to Bendigo I can't find a decent barber, any tips?",
        ],
        ["Bendigo"],
        ["Wexford"],
        {"where do I live?": "Bendigo"},
    ),
    "a-promotion-guessed-and-answered": (
        [
            "I work as a line cook at Ferngully Bistro, long shifts",
            "Guess who just got made head chef? Yours truly!",
        ],
        ["head chef"],
        ["line cook"],
        {"what's my job title?": "head chef"},
    ),
    "an-ordinal-birthday-in-lower-case": (
        [
            "my daughter Ottilie is 5 and loves dinosaurs",
            "so it was ottilie's 6th birthday on sunday, the house is wrecked",
        ],
        ["Ottilie is 6"],
        ["Ottilie is 5"],
        {"how old is my daughter?": "Ottilie"},
    ),
    "a-choice-claimed-with-it": (
        [
            "I'm building Quokkabox, an inventory tool for our makerspace",
            "how do I back up Supabase? it's what we went with for Quokkabox",
        ],
        ["Supabase"],
        [],
        {"what database did I pick for Quokkabox?": "Supabase"},
    ),
    "an-allergen-in-both-numbers": (
        [
            "Can you check this recipe for raspberries? I'm allergic.",
            "still allergic to raspberry, so pick a different jam",
        ],
        ["raspberry"],
        [],
        {"what am I allergic to?": "raspberry"},
    ),
    "a-diet-in-an-opener": (
        ["Being pescatarian, I skip most of the menu at barbecues. any ideas to bring?"],
        ["pescatarian"],
        [],
        {"what is my diet?": "pescatarian"},
    ),
    "an-editor-replaced": (
        [
            "I write everything in Kate, it's my editor of choice",
            "honestly ended up replacing Kate with Geany, it's lighter on my old laptop",
        ],
        ["Geany"],
        ["Kate"],
        {"which editor do I use?": "Geany"},
    ),
    "the-boss-answered-then-replaced": (
        [
            "the boss? Hemi Walker. fair but strict.",
            "my new manager is Aroha Smith, Hemi retired last week",
        ],
        ["Aroha Smith"],
        ["Hemi Walker"],
        {"who is my manager?": "Aroha Smith"},
    ),
    "a-reporting-manager-named-in-a-request": (
        ["Kindly draft an email to my reporting manager Deepa Raghavan about my leave, do the needful."],
        ["Deepa Raghavan"],
        ["Project"],
        {"who do I report to?": "Deepa Raghavan"},
    ),
    "promoted-by-them": (
        [
            "I'm a buyer at Kumara Foods, mostly produce",
            "so they went and promoted me, senior buyer now. no pressure then",
        ],
        ["senior buyer"],
        [],
        {"what's my job title?": "senior buyer"},
    ),
}


@pytest.mark.parametrize("name", sorted(LIVES))
def test_a_life_keeps_the_current_value(tmp_path: Path, name: str) -> None:
    check_life(tmp_path, name, LIVES[name])


BASE = [
    "I live in Nelson and work as a teacher at Kowhai School. I'm building Fantail on weekends.",
    "My editor is Vim and my notes live in Joplin.",
]
NOTHING = {
    "a-road-not-taken": "I once thought about becoming a midwife, but I never did.",
    "toyed-with-a-move": "I toyed with moving to Galway for a bit.",
    "a-comparison": "my commute is so much better now",
    "cousins-promotion": "Guess who got promoted to head chef? My cousin Aroha!",
    "brothers-move": "since moving to Leeds, my brother has been miserable",
    "sisters-diet": "My sister, being vegan, skips the barbecue.",
    "someone-elses-project-ended": "My brother isn't working on Gadwall anymore.",
    "a-friends-choice": "my friend picked Supabase for Pintail, does that seem reasonable?",
    "a-switch-denied": "I'm not switching from Vim to Helix, before you ask",
    "a-switch-not-yet": "I haven't replaced Joplin with Obsidian yet",
    "a-flatmates-switch": "my flatmate is replacing Joplin with Obsidian",
    "roots-deposit": "we had to put down a deposit on the flat",
}


@pytest.mark.parametrize("name", sorted(NOTHING))
def test_somebody_elses_life_or_a_road_not_taken_changes_nothing(tmp_path: Path, name: str) -> None:
    check_nothing_changes(tmp_path, name, BASE, NOTHING[name])
