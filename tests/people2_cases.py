"""Second-round cases for the people and places slots: value lexicons, verb classes, the
value-first fallback and change cues. Every phrasing is invented for the mechanism it covers, not
taken from a bench life; ``PEOPLE2_EMPTY`` holds the over-reach each mechanism must not commit
(somebody else's attribute, hypotheticals, questions, quotes)."""

from __future__ import annotations

from extraction_cases import NONE, Case, E, U

PR = "profile"

PEOPLE2: list[Case] = []

PEOPLE2_EMPTY = [
    # ---- "<someone>'s <relation/attribute>" is that person's fact, never the user's
    NONE("pp2-sisters-boss", "my sister's new boss is Oswin Tate", group="typed-empty"),
    NONE("pp2-partners-boss", "my partner's boss is Philippa Crane", group="typed-empty"),
    NONE("pp2-neighbours-boss-bare", "Neighbour's new boss is Oswin Tate", group="typed-empty"),
    NONE("pp2-mums-flat", "my mum's flat is in Leeds", group="typed-empty"),
    NONE("pp2-daughters-teacher", "my daughter's teacher is Mr Brown", group="typed-empty"),
    NONE("pp2-cousins-employer", "my cousin's employer is Halden Freight", group="typed-empty"),
]
