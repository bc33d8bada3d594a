"""A side project's stack decided and switched over a life, read from the whole statement (session 9,
``extraction/decision_first.py``, ``extraction/tech_lexicon.py``).

Mini-lives of our own: a project introduced once, then its services decided in chatty turns with a
request after them -- a service of a kind of its own ("Wicket takes payments through Stripe",
"auth for Cinder is Clerk"), a short spelling ("we use pg for Foxglove"), a store said to be for
something ("Redis for caching"), a part heading ("frontend: Alpine") -- and later switched in
shapes no frame was written for: a swap ("swapping Vue for Preact"), "(was Go)", the technology
opening the statement ("Redis got replaced by CockroachDB in Wayfarer"), the project opening it
with a verb of leaving ("Mistral left Azure, it's on GCP"), or a project named only in the sentence
before ("Lanternfish is coming along. It runs on GCP now."). After the last session the context
block states each current value on one line and no old one, and recall answers a natural
question. The must-produce-nothing turns (the user paying with a payment service, a person or place
named like a technology, a plan, somebody else's project) leave the stack as it was.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest

from test_things_changes import check_life, check_nothing_changes

T0 = datetime(2025, 12, 1, 9, 0)

# name: (user turns, one per session; current values; gone values; {question: wanted word})
LIVES: dict[str, tuple[list[str], list[str], list[str], dict[str, str]]] = {
    "database-replaced-passive": (
        [
            "I'm building Wayfarer, a carpool matcher for the school run. can you help me with the data model?",
            "ok so Wayfarer's data lives in Redis for now, it's tiny. how do I back it up?",
            "quick update: Redis got replaced by CockroachDB in Wayfarer, we needed real transactions. "
            "any tips on schema migrations?",
        ],
        ["CockroachDB"],
        ["Redis"],
        {"which database does Wayfarer use?": "CockroachDB"},
    ),
    "frontend-swap": (
        [
            "My side project Cobblestone is a choir rehearsal planner, just started it.",
            "Cobblestone got a new frontend: Vue. can you show me how to set up the router?",
            "swapping Vue for Preact on Cobblestone this week, the bundle was too big lol. "
            "how do I do signals in Preact?",
        ],
        ["Preact"],
        ["Vue"],
        {"what frontend does Cobblestone use?": "Preact"},
    ),
    "cloud-left-by-the-project": (
        [
            "I've been hacking on Mistral, a tide-chart widget, on weekends.",
            "we're all-in on Azure for Mistral, the startup credits were too good to pass up",
            "Mistral left Azure, it's on GCP now 🙂 can you help me write a Cloud Run deploy script?",
        ],
        ["GCP"],
        ["Azure"],
        {"which cloud does Mistral run on?": "GCP"},
    ),
    "services-of-their-own-kind": (
        [
            "My side project Wicket is a booking page for dog groomers.",
            "btw Wicket takes payments through Stripe and the database is MariaDB, nothing fancy",
            "auth for Wicket is Clerk now, anyway can you help me protect an API route?",
        ],
        ["Stripe", "MariaDB", "Clerk"],
        [],
        {"what does Wicket use for payments?": "Stripe"},
    ),
    "language-was": (
        [
            "I'm building Tansy, a tiny CLI for tracking houseplants.",
            "Tansy is written in Go, one binary, love it",
            "Tansy is being rewritten in Rust (was Go), mostly for fun. how do I parse args with clap?",
        ],
        ["Rust"],
        ["Go"],
        {"what language is Tansy written in?": "Rust"},
    ),
    "topic-named-the-sentence-before": (
        [
            "I'm making Lanternfish, a ferry timetable app for the islands.",
            "Lanternfish is coming along nicely. It runs on DigitalOcean for now, a single droplet.",
            "Lanternfish is getting there. We moved it to AWS yesterday, DigitalOcean was too limited. "
            "how do I set up a load balancer?",
        ],
        ["AWS"],
        ["DigitalOcean"],
        {"where is Lanternfish hosted?": "AWS"},
    ),
    "short-spellings-and-a-cache": (
        [
            "My side project Foxglove is a plant-watering planner for balconies.",
            "we use pg for Foxglove, and Redis for caching. can you review my connection pool settings?",
            "ok Foxglove moved off pg to mongo, the data is all documents anyway. any tips on indexes?",
        ],
        ["MongoDB", "Redis"],
        ["Postgres"],
        {"which database does Foxglove use?": "MongoDB"},
    ),
}

BASE = [
    "I'm building Periwinkle, a recipe scaler for home bakers.",
    "Periwinkle's frontend is Angular and it lives on AWS. can you help me with the build?",
]
NOTHING = {
    "paid-with": "I paid for the Periwinkle domain with Stripe, so it's official lol",
    "person-named-like-a-tool": "Jenkins from accounting keeps emailing me about Periwinkle",
    "place-named-like-a-tool": "we met at the Square in town to talk about Periwinkle",
    "friend-project": "my friend's app Juniper moved from Angular to Vue last week",
    "plan": "thinking about moving Periwinkle to GCP at some point, not sure yet",
    "question": "should Periwinkle use Stripe or Paddle for the subscriptions?",
    "talk": "watched a talk about Kafka vs RabbitMQ, Periwinkle doesn't need either",
    "work": "we use Datadog at work, way too expensive for Periwinkle",
}


@pytest.mark.parametrize("name", sorted(LIVES))
def test_a_projects_stack_keeps_the_current_choice(tmp_path: Path, name: str) -> None:
    check_life(tmp_path, name, LIVES[name], t0=T0)


@pytest.mark.parametrize("name", sorted(NOTHING))
def test_a_stack_not_decided_changes_nothing(tmp_path: Path, name: str) -> None:
    check_nothing_changes(tmp_path, name, BASE, NOTHING[name], t0=T0)
