"""Allergy cases of 2026-11-26 (allergy8), in phrasings of our own: a known allergen and a word of
allergy anywhere in one statement of the user's (:mod:`engram.extraction.allergy_first`) -- "Peanuts
are a hard no for me, I'm allergic", "I can't have shellfish -- anaphylaxis", "EpiPen life" -- and a
frame value cut back to its allergen. ``ALLERGY8_EMPTY``: somebody else's allergy, a question, a
test, a doubt, the past, a season."""

from __future__ import annotations

from extraction_cases import NONE, Case, E, U

G = "allergy8"
GE = "allergy8-empty"

ALLERGY8: list[Case] = [
    U(
        "al8-peanuts-are-a-hard-no-for-me-i-m-allergic",
        "Peanuts are a hard no for me, I'm allergic.",
        E("profile", "Allergic to peanuts", "add", slot="allergy:peanuts", fact_op="set"),
        group=G,
    ),
    U(
        "al8-i-can-t-have-shellfish-anaphylaxis",
        "I can't have shellfish -- anaphylaxis.",
        E("profile", "Allergic to shellfish", "add", slot="allergy:shellfish", fact_op="set"),
        group=G,
    ),
    U(
        "al8-heads-up-i-m-allergic-to-penicillin",
        "Heads up, I'm allergic to penicillin.",
        E("profile", "Allergic to penicillin", "add", slot="allergy:penicillin", fact_op="set"),
        group=G,
    ),
    U(
        "al8-turns-out-i-have-a-sesame-allergy",
        "Turns out I have a sesame allergy.",
        E("profile", "Allergic to sesame", "add", slot="allergy:sesame", fact_op="set"),
        group=G,
    ),
    U(
        "al8-doctor-confirmed-it-i-m-allergic-to-cats",
        "Doctor confirmed it: I'm allergic to cats.",
        E("profile", "Allergic to cats", "add", slot="allergy:cats", fact_op="set"),
        group=G,
    ),
    U(
        "al8-strawberries-give-me-hives-so-leave-them-out",
        "Strawberries give me hives, so leave them out of recipes.",
        E("profile", "Allergic to Strawberry", "add", slot="allergy:strawberry", fact_op="set"),
        group=G,
    ),
    U(
        "al8-keep-nuts-away-from-me-epipen-life",
        "Keep nuts away from me, EpiPen life.",
        E("profile", "Allergic to nuts", "add", slot="allergy:nuts", fact_op="set"),
        group=G,
    ),
    U(
        "al8-shellfish-and-me-don-t-mix-allergies",
        "Shellfish and me don't mix, allergies.",
        E("profile", "Allergic to shellfish", "add", slot="allergy:shellfish", fact_op="set"),
        group=G,
    ),
    U(
        "al8-got-diagnosed-with-a-tree-nut-allergy-last-w",
        "Got diagnosed with a tree nut allergy last week.",
        E("profile", "Allergic to tree nut", "add", slot="allergy:tree nut", fact_op="set"),
        group=G,
    ),
    U(
        "al8-just-so-you-know-eggs-make-me-really-sick-al",
        "Just so you know, eggs make me really sick -- allergic.",
        E("profile", "Allergic to eggs", "add", slot="allergy:eggs", fact_op="set"),
        group=G,
    ),
    U(
        "al8-bee-stings-are-dangerous-for-me-i-m-allergic",
        "Bee stings are dangerous for me, I'm allergic.",
        E("profile", "Allergic to bee stings", "add", slot="allergy:bee stings", fact_op="set"),
        group=G,
    ),
    U(
        "al8-my-allergy-to-kiwi-flared-up-again",
        "My allergy to kiwi flared up again.",
        E("profile", "Allergic to kiwi", "add", slot="allergy:kiwi", fact_op="set"),
        group=G,
    ),
    U(
        "al8-no-dairy-for-me-allergic-since-childhood",
        "No dairy for me, allergic since childhood.",
        E("profile", "Allergic to dairy", "add", slot="allergy:dairy", fact_op="set"),
        group=G,
    ),
]

ALLERGY8_EMPTY: list[Case] = [
    NONE("al8-my-niece-can-t-eat-nuts-she-s-allergic", "My niece can't eat nuts, she's allergic.", group=GE),
    NONE(
        "al8-i-m-making-cookies-with-peanuts-are-you-alle",
        "I'm making cookies with peanuts; are you allergic?",
        group=GE,
    ),
    NONE(
        "al8-am-i-allergic-to-penicillin-my-doctor-wants",
        "Am I allergic to penicillin? My doctor wants to test.",
        group=GE,
    ),
    NONE("al8-hay-fever-season-is-brutal-this-year", "Hay fever season is brutal this year.", group=GE),
    NONE("al8-my-son-has-a-peanut-allergy", "My son has a peanut allergy.", group=GE),
    NONE(
        "al8-i-used-to-be-allergic-to-strawberries-as-a-k", "I used to be allergic to strawberries as a kid.", group=GE
    ),
    NONE(
        "al8-is-it-possible-to-be-allergic-to-cold-weathe", "Is it possible to be allergic to cold weather?", group=GE
    ),
    NONE(
        "al8-our-guest-is-allergic-to-shellfish-so-no-pra",
        "Our guest is allergic to shellfish, so no prawns at the party.",
        group=GE,
    ),
    NONE("al8-we-re-testing-for-a-dairy-allergy-next-week", "We're testing for a dairy allergy next week.", group=GE),
    NONE("al8-i-might-be-allergic-to-my-new-shampoo", "I might be allergic to my new shampoo.", group=GE),
]
