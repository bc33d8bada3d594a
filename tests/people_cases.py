"""Cases for the people and places slots (residence, trips, employer, title, manager, partner,
children, pets) and for the chat around a statement (lead-ins, trailing questions, presupposed
clauses). Every phrasing here is invented for the construction it covers, not taken from a bench
life; the ``PEOPLE_EMPTY`` cases are the over-reach each construction must not commit."""

from __future__ import annotations

from extraction_cases import NONE, E, U

PR = "profile"

PEOPLE = [
    # ---- discourse lead-ins before the clause a frame is anchored on
    U(
        "pp-lead-after-the-merger",
        "after the merger Tomasz Wrobel is my manager",
        E(PR, "Reports to Tomasz Wrobel (manager)", slot="manager"),
    ),
    U(
        "pp-lead-not-sure-if-mentioned",
        "Not sure if I told you this, but I live in Tromsø now.",
        E(PR, "Lives in Tromsø", slot="residence"),
    ),
    U(
        "pp-lead-long-story",
        "Long story short, we relocated to Valparaíso.",
        E(PR, "Lives in Valparaíso", slot="residence"),
    ),
    U(
        "pp-lead-random-but",
        "random but my wife Ingrid and I just adopted a dog",
        E(PR, "Wife is Ingrid", slot="partner"),
    ),
    U(
        "pp-lead-in-case",
        "In case I never mentioned it, I work at Halvorsen Marine.",
        E(PR, "Works at Halvorsen Marine", slot="employer"),
    ),
    # ---- a statement with a question or request tacked on
    U(
        "pp-tail-dash-question",
        "we just moved to Tallinn -- where can I find decent bread?",
        E(PR, "Lives in Tallinn", slot="residence"),
    ),
    U(
        "pp-tail-can-you",
        "My supervisor Anneke Vos needs the slides tonight, could you draft an outline?",
        E(PR, "Reports to Anneke Vos (manager)", slot="manager"),
    ),
    U(
        "pp-tail-any-tips",
        "I started at Orrin Biotech on Monday, any tips for the first week?",
        E(PR, "Works at Orrin Biotech", slot="employer"),
    ),
    # ---- a fact presupposed by a clause of a question
    U(
        "pp-presupposed-since",
        "since I moved to Leipzig in spring, how do I register with a doctor?",
        E(PR, "Lives in Leipzig", slot="residence"),
    ),
    U(
        "pp-presupposed-now-that",
        "Now that I work for Kestrel Freight, what should I wear on day one?",
        E(PR, "Works at Kestrel Freight", slot="employer"),
    ),
    U(
        "pp-presupposed-as",
        "As we live in Aarhus, which winter coat would you suggest?",
        E(PR, "Lives in Aarhus", slot="residence"),
    ),
]

PEOPLE_EMPTY = [
    NONE("ppn-if-moved-any-tips", "if I moved to Tallinn -- any tips for finding a flat?", group="typed-empty"),
    NONE("ppn-should-i-move", "Not sure if I mentioned it, but should I move to Leipzig?", group="typed-empty"),
    NONE(
        "ppn-since-sister-moved",
        "since my sister moved to Leipzig, what should I send her as a housewarming gift?",
        group="typed-empty",
    ),
    NONE("ppn-long-story-friend", "long story, but my friend works at Orrin Biotech now", group="typed-empty"),
    NONE("ppn-relative-who-question", "I visit my aunt, who lives in Aarhus?", group="typed-empty"),
    NONE(
        "ppn-question-then-tail",
        "do I live in Tallinn or Tartu, can you remind me?",
        group="typed-empty",
    ),
]
