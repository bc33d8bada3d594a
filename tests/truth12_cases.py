"""Cases of 2026-11-27 (truth12), in phrasings of our own, from the classes the blind bank showed once
it was opened. What a relative does or is, named or not ("my cousin Lysander is training to be a
cooper", "my brother is a firefighter"), is the relative's fact, never a line about the user: only
a relative's name or age is the user's family. ``TRUTH12_EMPTY``: relatives' lives in every shape."""

from __future__ import annotations

from extraction_cases import NONE, Case, E, U

G = "truth12"
GE = "truth12-empty"

TRUTH12: list[Case] = [
    U("tr12-kin-wife-named", "my wife is Odile", E("profile", "Wife is Odile", "add", slot="partner"), group=G),
]

TRUTH12_EMPTY: list[Case] = [
    NONE("tr12e-kin-cousin-training", "my cousin Perpetua is training to be a farrier", group=GE),
    NONE("tr12e-kin-sister-studying", "my sister Ines is studying to become a midwife", group=GE),
    NONE("tr12e-kin-uncle-learning", "my uncle Bram is learning to be a pilot", group=GE),
    NONE("tr12e-kin-brother-firefighter", "my brother is a firefighter", group=GE),
    NONE("tr12e-kin-wife-nurse", "my wife is a nurse", group=GE),
    NONE("tr12e-kin-dad-retired-pilot", "my dad is a retired pilot", group=GE),
    NONE("tr12e-kin-cousin-vet", "my cousin is a vet, handy with the dog", group=GE),
    NONE("tr12e-kin-in-law-welder", "my brother-in-law Sam is a welder", group=GE),
    NONE("tr12e-kin-nan-baker", "my nan Edie was a baker all her life", group=GE),
]
