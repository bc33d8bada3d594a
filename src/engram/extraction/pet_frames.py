"""Frames of the user's animals: one named as the user's ("our greyhound Comet", "we adopted a cat called
Miso") and one gone ("we had to put Biscuit down", "Pepper ran away", "since Luna passed"). They are read
in their place among the fact frames (engram.extraction.fact_frames)."""

from __future__ import annotations

from engram.extraction.fact_lexicon import NOT_HOUSEHOLD, SPECIES
from engram.extraction.frame_parts import CNAME, ME, NAME, Frame, _fr

PET_FRAMES: tuple[Frame, ...] = (
    _fr(
        "pet",
        "set",
        rf"\b(?:my|our)\s+(?:(?!{NOT_HOUSEHOLD}\b)[\w-]+\s+)?(?P<species>{SPECIES})(?:\s+(?:is\s+)?(?:called|named)\s+|'s\s+name\s+is\s+|\s*,\s*|\s+){CNAME}",
        False,
    ),
    _fr(
        "pet",
        "set",
        rf"\b{ME}(?:'ve\s+got|\s+have\s+got|\s+have|\s+got|\s+adopted|\s+rescued|\s+share\s+[\w\s]+?\s+with|(?:'ve|\s+have|'re|\s+are|'m|\s+am)?\s+(?:been\s+)?fostering|\s+fostered)\s+an?\s+(?:\w+\s+)?(?P<species>{SPECIES})\s+(?:called|named)\s+{NAME}",
    ),
    _fr(
        "pet",
        "end",
        rf"\b(?:we|i)\s+(?:lost|had\s+to\s+put\s+down|rehomed|had\s+to\s+rehome|gave\s+away)\s+{NAME}",
        False,
    ),
    _fr(
        "pet",
        "end",
        rf"\b(?:my|our)\s+(?:\w+\s+)?(?:{SPECIES})\s+{CNAME}\s+(?:passed\s+away|died|ran\s+away|was\s+rehomed)",
        False,
    ),
    _fr(
        "pet",
        "end",
        rf"^{NAME}\s+(?:passed\s+away|died|found\s+a\s+new\s+home|was\s+rehomed|ran\s+away|belonged\s+to|isn't\s+ours|is\s+not\s+ours|is\s+no\s+longer\s+with\s+us|crossed\s+the\s+rainbow\s+bridge)",
        False,
    ),
    # gone as the time since: "Miso (our new guy, since Luna passed)"
    _fr("pet", "end", rf"\bsince\s+{CNAME}\s+(?:passed(?:\s+away)?|died|crossed\s+the\s+rainbow\s+bridge)\b", False),
)
