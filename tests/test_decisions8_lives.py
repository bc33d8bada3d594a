"""A side project's stack decided and re-decided over a life, said the way chat says it (session 8,
``extraction/decision_first.py``).

Mini-lives of our own: a project introduced once, then its database, hosting or frontend decided
in shapes no frame was written for ("Heroku is where Birchwood will live", "Firestore won the
database bake-off for Kettle", "Birchwood's stack: Rails on Heroku"), inside chatty turns with a
request after them, and later re-decided -- naming the old value ("Dropped Heroku for Kettle, it's
on Railway now") or only the new one ("Kettle is on Railway now", "Quick Lantern update! We
moved hosting to Render"), and decided before it was ever introduced ("we put Marlin on Heroku
for the beta"). After the last session the context block states each current value on
exactly one line and no old one, and recall answers a natural question. The must-produce-nothing
turns (a comparison, a friend's project, a doubt, a negation, a plan in question) leave the stack
as it was.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest

from test_things_changes import check_life, check_nothing_changes

T0 = datetime(2025, 11, 3, 9, 0)

# name: (user turns, one per session; current values; gone values; {question: wanted word})
LIVES: dict[str, tuple[list[str], list[str], list[str], dict[str, str]]] = {
    "hosting-where-it-lives": (
        [
            "I'm building Birchwood, a booking tool for climbing gyms. can you help me sketch the data model?",
            "ok so Heroku is where Birchwood will live for now, anyway what's a good way to run migrations on deploy?",
            "quick update: Birchwood moved to Railway, Heroku's free tier is dead. how do I set env vars there?",
        ],
        ["Railway"],
        ["Heroku"],
        {"where is Birchwood hosted?": "Railway"},
    ),
    "database-bake-off": (
        [
            "My side project Kettle is a recipe scaler for home bakers, just started it this week.",
            "Firestore won the database bake-off for Kettle, so can you show me how to model a recipe in it?",
            "we ditched Firestore on Kettle; Postgres does the job way better for the joins. any tips on indexes?",
        ],
        ["Postgres"],
        ["Firestore"],
        {"which database does Kettle use?": "Postgres"},
    ),
    "new-value-only": (
        [
            "I'm building Lantern, a habit tracker for night-shift nurses.",
            "btw Lantern gets hosted on Netlify, it was the easiest thing to set up 🙂",
            "Lantern is on Render now (the functions limits were annoying) - can you help me write a health check?",
        ],
        ["Render"],
        ["Netlify"],
        {"what hosting does Lantern use?": "Render"},
    ),
    "two-kinds-then-one-changes": (
        [
            "My side project Quarry is a tool for tracking rock samples on field trips.",
            "Quarry's stack: Rails on Heroku, nothing fancy. can you review my Gemfile?",
            "spent the weekend on Quarry -- ripped out Rails and the API is FastAPI now. "
            "anyway do you know a good Python linter?",
        ],
        ["FastAPI", "Heroku"],
        ["Rails"],
        {"what backend does Quarry use?": "FastAPI"},
    ),
    "next-sentence-names-the-tech": (
        [
            "I'm building Tidepool, a tide-table app for kayakers.",
            "Some news on Tidepool. We're putting its data in MongoDB for now.",
            "Tidepool update! Moved the data from MongoDB to Postgres, Mongo was overkill. "
            "can you help me write the migration script?",
        ],
        ["Postgres"],
        ["MongoDB"],
        {"what database is Tidepool on?": "Postgres"},
    ),
    "frontend-re-decided": (
        [
            "My side project Foxglove is a plant-watering planner for balconies.",
            "The plan for Foxglove is React on the front end, can you suggest a component library?",
            "Foxglove's frontend switched from React to Svelte, the bundle is tiny now lol",
            "lowkey loving it: Foxglove is all Svelte now and Vercel hosts it. any tips for preview deploys?",
        ],
        ["Svelte", "Vercel"],
        ["React"],
        {"what frontend does Foxglove use?": "Svelte"},
    ),
    "decided-before-introduced": (
        [
            "ok so we put Marlin on Heroku for the beta, can you help me with a Procfile?",
            "Marlin is on Fly.io now, Heroku kept sleeping the dyno. any tips for fly.toml?",
        ],
        ["Fly.io"],
        ["Heroku"],
        {"where is Marlin hosted?": "Fly.io"},
    ),
}

BASE = [
    "I'm building Birchwood, a booking tool for climbing gyms.",
    "ok so Heroku is where Birchwood will live, and Birchwood stores everything in Postgres.",
]
NOTHING = {
    "comparison": "Render or Railway for Birchwood? can't decide",
    "friend-project": "my friend's app Orrery moved from Heroku to Fly.io last week",
    "doubt": "thinking Birchwood could use DynamoDB at some point, not sure yet",
    "negation": "Birchwood doesn't need Redis, Postgres is plenty",
    "plan-in-question": "should I move Birchwood to AWS before the launch?",
    "let-s-not": "let's not use MongoDB for Birchwood, the data is too relational",
    "someone-elses-words": "a guy on reddit said Birchwood should run on Kubernetes lol",
    "work-aside": "Birchwood is fine where it is, we use Azure at work though",
    "general-knowledge": "Netflix runs on AWS, right? Birchwood is tiny next to that",
    "likeness": "Birchwood is basically Airtable for climbing gyms, honestly",
    "for-a-person": "I set up Postgres for Maria yesterday, she's learning SQL",
    "a-persons-site": "I deployed Tom's site to Vercel as a favour",
    "a-persons-laptop": "I installed Redis on Marco's laptop so he can run the tests",
}


@pytest.mark.parametrize("name", sorted(LIVES))
def test_a_projects_stack_keeps_the_current_choice(tmp_path: Path, name: str) -> None:
    check_life(tmp_path, name, LIVES[name], t0=T0)


@pytest.mark.parametrize("name", sorted(NOTHING))
def test_a_stack_not_decided_changes_nothing(tmp_path: Path, name: str) -> None:
    check_nothing_changes(tmp_path, name, BASE, NOTHING[name], t0=T0)
