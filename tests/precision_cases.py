"""Cases from the hand-checked precision sample of 2026-11-26 (docs/benchmarks.md, "Extraction"):
a name keeps no possessive, a wish is no trip, and "going to <verb>" is an intention, not a journey.
Several phrasings of our own per class; ``PRECISION_EMPTY`` holds what must produce nothing."""

from __future__ import annotations

from extraction_cases import Case, E, U

PR = "profile"

PRECISION: list[Case] = [
    U(
        "pc-kin-possessive-birthday",
        "we went to the coast for my daughter Sara's birthday",
        E(PR, "Daughter Sara", slot="child:sara"),
    ),
    U("pc-kin-possessive-school", "my son Leo's school is great", E(PR, "Son Leo", slot="child:leo")),
    U("pc-kin-possessive-recital", "my daughter Ines's recital went well", E(PR, "Daughter Ines", slot="child:ines")),
    U(
        "pc-trip-still-a-place",
        "I'm going to Berlin this weekend",
        E("fact", "Trip to Berlin until this weekend", slot="trip", fact_op="temp"),
    ),
]

PRECISION_EMPTY: list[Case] = [
    U("pc-bucket-list", "Visiting castles is really on my bucket list"),
    U("pc-someday", "someday I'd love to go to Patagonia"),
    U("pc-dream-of", "I dream of visiting Kyoto in cherry blossom season"),
    U("pc-going-to-make", "I'm going to make it for my family this weekend"),
    U("pc-going-to-try", "I'm going to try the new recipe this weekend"),
    U("pc-going-to-watch", "going to watch the match with friends next week"),
]
