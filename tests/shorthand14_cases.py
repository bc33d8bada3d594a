"""Cases of 2026-11-27 (shorthand14): texting shorthand read as the words it stands for
(:mod:`engram.extraction.spelling`), in phrasings of our own. Contractions typed without the
apostrophe ("im", "dont", "ive", "havent"), chat abbreviations ("tbh", "ngl", "rn", "btw", "pls", "ur",
"w/", "bc", "wk", "yrs", "mgr", "bf", "gf", "7yo") and a dropped "I" before "am". ``SHORTHAND14_EMPTY``:
the same shorthand around what is not the user's fact (a sister's move, a plan hedged with "idk" or
"prob", a question, an opinion, a joke taken back with "jk", a girlfriend's diet), and real words that
look like shorthand and must stay as typed ("ill", "its", "R"). Also a project name that is what the user
is doing ("new project: building a ...")."""

from __future__ import annotations

from extraction_cases import NONE, Case, E, U

G = "shorthand14"
GE = "shorthand14-empty"

SHORTHAND14: list[Case] = [
    U(
        "sh14-tbh-im-doing-keto-these-days",
        "tbh im doing keto these days",
        E("profile", "Diet: keto", "add", slot="diet"),
        group=G,
    ),
    U(
        "sh14-i-dont-eat-dairy-anymore",
        "i dont eat dairy anymore",
        E("profile", "Diet: dairy-free", "add", slot="diet"),
        group=G,
    ),
    U(
        "sh14-pls-dont-use-emojis-in-ur-replies",
        "pls dont use emojis in ur replies",
        E("style", "No emojis", "add", slot="style:emoji"),
        group=G,
    ),
    U(
        "sh14-am-vegan-now-btw",
        "am vegan now btw",
        E("profile", "Diet: vegan", "add", slot="diet"),
        group=G,
    ),
    U(
        "sh14-new-project-building-a-budgeting-app",
        "new project: building a budgeting app called Pennywise w/ Flutter",
        E("project", "Project Pennywise: budgeting app", "add", slot="project:pennywise"),
        E("project", "Project Pennywise uses Flutter", "add", slot="project:pennywise:frontend"),
        group=G,
    ),
    U(
        "sh14-ngl-ive-been-using-helix-for",
        "ngl ive been using Helix for everything rn",
        E("preference", "Editor: Helix", "add", slot="tool:editor"),
        group=G,
    ),
    U(
        "sh14-my-bf-tomasz-and-i-moved",
        "my bf Tomasz and i moved in together last wk",
        E("profile", "Boyfriend is Tomasz", "add", slot="partner"),
        group=G,
    ),
    U(
        "sh14-my-7yo-daughter-amara-started-school",
        "my 7yo daughter Amara started school",
        E("profile", "Daughter Amara is 7", "add", slot="child:amara"),
        group=G,
    ),
    U(
        "sh14-started-at-monzo-last-wk-im",
        "started at Monzo last wk, im a data analyst there",
        E("profile", "Works at Monzo", "add", slot="employer"),
        E("profile", "Job title: data analyst", "add", slot="role"),
        group=G,
    ),
    U(
        "sh14-we-r-living-in-cork-now",
        "we r living in Cork now",
        E("profile", "Lives in Cork", "add", slot="residence"),
        group=G,
    ),
    U(
        "sh14-havent-touched-vim-in-months-its",
        "havent touched Vim in months, its all Zed now",
        E("preference", "Editor: Zed", "update", slot="tool:editor"),
        E("fact", "No longer: Vim", "add", slot="?", fact_op="end"),
        group=G,
    ),
    U(
        "sh14-my-new-mgr-s-name-is-dan",
        "my new mgr's name is Dan Roe",
        E("profile", "Reports to Dan Roe (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "sh14-been-in-tromso-3-yrs-now",
        "ive lived in Tromso for 3 yrs now",
        E("profile", "Lives in Tromso", "add", slot="residence"),
        group=G,
    ),
]

SHORTHAND14_EMPTY: list[Case] = [
    NONE("sh14e-my-sis-moved-to-leeds-btw", "my sis moved to leeds btw", group=GE),
    NONE("sh14e-idk-if-im-moving-to-cork", "idk if im moving to Cork next yr", group=GE),
    NONE("sh14e-prob-moving-to-cork-next-yr", "prob moving to Cork next yr", group=GE),
    NONE("sh14e-u-moved-to-leeds", "u moved to leeds?", group=GE),
    NONE("sh14e-imo-rust-is-better-than-go", "imo rust is better than go", group=GE),
    NONE("sh14e-jk-im-not-vegan", "jk im not vegan", group=GE),
    NONE("sh14e-my-gf-is-vegan-tbh", "my gf is vegan tbh", group=GE),
    NONE("sh14e-ur-the-best-thx", "ur the best thx", group=GE),
    NONE("sh14e-ill-be-fine-its-well", "Ill be fine, its well past midnight", group=GE),
]
