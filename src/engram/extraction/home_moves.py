"""A move said in two halves: "I moved out of my parents' place and into a flat in Leeds".

The leaving half is read as an ending by the retractions; the arriving half, once the clause is split
at "and", has no verb of its own ("into a flat in Leeds"), so the frame reads a dwelling word after
"into" with the place after it, as the move it finishes.

A move is also said as a noun that is over ("My move to Tbilisi went smoothly"), as the place being
where the user is ("Halifax is where I'm based now"), and by idiom ("we upped sticks to Dunedin").
"""

from __future__ import annotations

from engram.extraction.frame_parts import V
from engram.extraction.frames_things import FrameSpec

_PLACE = r"(?P<v>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'.-]*){0,2})"
_DWELLING = r"(?:flat|apartment|house|place|home|condo|studio|cottage|room|loft|bungalow|townhouse)"

HOME_MOVE_FRAMES: tuple[FrameSpec, ...] = (
    (
        "residence",
        "set",
        rf"(?:\bmoved\b[^.;?\x00]{{0,40}}?\b|^(?:and\s+)?(?:then\s+)?)into\s+(?:a|an|our|my|the)\s+(?:[\w-]+\s+){{0,2}}?"
        rf"{_DWELLING}\s+(?:in|near|outside)\s+{V}",
        True,
    ),
    # the place before the dwelling: "moved into our Punggol BTO last weekend", "moved into a Leith flat"
    (
        "residence",
        "set",
        rf"\bmoved\s+into\s+(?:a|an|our|my|the)\s+(?:new\s+)?{_PLACE}\s+(?:new\s+)?(?:{_DWELLING}|bto|hdb|flatshare|houseshare)\b",
        True,
    ),
    # the move said as a noun that is over: "My move to Tbilisi went smoothly", "our relocation to Pune is done"
    (
        "residence",
        "set",
        rf"^(?:so\s+|anyway\s+)?(?:my|our)\s+(?:big\s+)?(?:move|relocation)\s+to\s+{_PLACE}\s+(?:went|was|is\s+(?:done|complete|finished|over)|has\s+been|happened)\b",
        True,
    ),
    # the place as where the user is now: "Halifax is where I'm based now", "Tallinn is where we live these days"
    (
        "residence",
        "set",
        rf"^{_PLACE}\s+is\s+where\s+(?:i|we)(?:'m|\s+am|'re|\s+are)?\s+(?:now\s+)?(?:based|living|live|settled|call\s+home)\b",
        True,
    ),
    # idioms of moving: "we upped sticks to Dunedin"
    (
        "residence",
        "set",
        rf"\b(?:i|we)\s+(?:just\s+|finally\s+)?(?:upped|up)\s+sticks\s+(?:and\s+moved\s+)?to\s+{V}",
        True,
    ),
)
