"""Diet and allergy cases of 2026-11-26, in phrasings of our own: an allergy that turned out not to
be one or was outgrown ends it (it used to be stored as a new allergy), a severity is no part of
the allergen ("a severe shellfish allergy" is shellfish), and being back on meat ends a diet.
``DIET5_EMPTY`` holds other people's diets, wishes and questions."""

from __future__ import annotations

from extraction_cases import Case, E, U

F, P, PR = "fact", "preference", "profile"

DIET5: list[Case] = [
    U(
        "dt5-i-ve-been-vegetarian-for-about-a-year-no",
        "I've been vegetarian for about a year now.",
        E(PR, "Diet: vegetarian", "add", slot="diet", fact_op="set"),
    ),
    U(
        "dt5-plant-based-these-days-so-no-dairy-for-m",
        "Plant-based these days, so no dairy for me.",
        E(PR, "Diet: plant-based", "add", slot="diet", fact_op="set"),
    ),
    U(
        "dt5-i-m-pescatarian-fish-yes-meat-no",
        "I'm pescatarian — fish yes, meat no.",
        E(PR, "Diet: pescatarian", "add", slot="diet", fact_op="set"),
    ),
    U(
        "dt5-we-went-vegan-as-a-family-last-month",
        "We went vegan as a family last month.",
        E(PR, "Diet: vegan", "add", slot="diet", fact_op="set"),
    ),
    U(
        "dt5-i-m-back-on-meat-after-five-years-veggie",
        "I'm back on meat after five years veggie.",
        E(PR, "No longer: diet", "add", slot="diet", fact_op="end"),
    ),
    U("dt5-i-eat-halal-only", "I eat halal only.", E(PR, "Diet: halal", "add", slot="diet", fact_op="set")),
    U(
        "dt5-i-m-gluten-free-because-of-coeliac-disea",
        "I'm gluten-free because of coeliac disease.",
        E(PR, "Diet: gluten-free", "add", slot="diet", fact_op="set"),
    ),
    U(
        "dt5-i-have-a-severe-shellfish-allergy",
        "I have a severe shellfish allergy.",
        E(PR, "Allergic to shellfish", "add", slot="allergy:shellfish", fact_op="set"),
    ),
    U(
        "dt5-i-m-allergic-to-cats",
        "I'm allergic to cats.",
        E(PR, "Allergic to cats", "add", slot="allergy:cats", fact_op="set"),
    ),
    U(
        "dt5-turns-out-i-m-not-allergic-to-penicillin",
        "Turns out I'm not allergic to penicillin after all.",
        E(PR, "No longer: penicillin", "add", slot="allergy:penicillin", fact_op="end"),
    ),
    U("dt5-i-ve-gone-keto", "I've gone keto.", E(PR, "Diet: keto", "add", slot="diet", fact_op="set")),
    U(
        "dt5-i-ve-started-eating-meat-again",
        "I've started eating meat again.",
        E(PR, "No longer: diet", "add", slot="diet", fact_op="end"),
    ),
    U(
        "dt5-outgrew-allergy",
        "I outgrew my egg allergy",
        E(PR, "No longer: egg", slot="allergy:egg", fact_op="end"),
    ),
]

DIET5_EMPTY: list[Case] = [
    U("dt5n-my-daughter-is-vegetarian", "My daughter is vegetarian."),
    U("dt5n-should-i-go-vegan", "Should I go vegan?"),
    U("dt5n-i-m-thinking-about-going-keto", "I'm thinking about going keto."),
    U("dt5n-what-s-a-good-vegan-lasagna", "What's a good vegan lasagna?"),
    U("dt5n-my-husband-can-t-eat-gluten", "My husband can't eat gluten."),
    U("dt5n-is-it-healthy-to-be-pescatarian", "Is it healthy to be pescatarian?"),
    U("dt5n-i-made-a-vegan-cake-for-my-friend", "I made a vegan cake for my friend."),
    U("dt5n-not-allergic-to-anything", "I'm not allergic to anything"),
]
