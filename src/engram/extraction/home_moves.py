"""A move said in two halves: "I moved out of my parents' place and into a flat in Leeds".

The leaving half is read as an ending by the retractions; the arriving half, once the clause is split
at "and", has no verb of its own ("into a flat in Leeds"), so the frame reads a dwelling word after
"into" with the place after it, as the move it finishes.

A move is also said as a noun that is over ("My move to Tbilisi went smoothly"), as the place being
where the user is ("Halifax is where I'm based now"), by idiom ("we upped sticks to Dunedin"), as a transfer by
the user's work ("they transferred me down to Fukuoka") and as the lease of the new home begun.
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
    # the move made by the user's work: "the company transferred me down to Fukuoka in April", "they posted us to Oslo"
    (
        "residence",
        "set",
        rf"\b(?:transferred|relocated|posted|reassigned|re-?located)\s+(?:me|us)\s+(?:(?:down|up|over|out|back|across)\s+)?to\s+{V}",
        False,
    ),
    # the lease of the new home begun: "the lease in Tampere started monday", "signed the lease on a flat in Braga"
    (
        "residence",
        "set",
        rf"\b(?:the|our|my)\s+(?:new\s+)?lease\s+(?:(?:on|for)\s+(?:the|our|my|a)\s+(?:new\s+)?{_DWELLING}\s+)?in\s+{_PLACE}\s+"
        r"(?:started|starts|begins|began|kicked\s+in|is\s+signed|was\s+signed)\b",
        True,
    ),
    # the home said by the life led in it: the user's weekday train out of it, snowed in there again, the ride home
    # to it, the summers counted there, others coming to visit the user there ("i get the 7:10 out of Reading every
    # weekday", "snowed in again in Fargo", "bus home to Kibera took 2 hrs", "Fifteen summers in Seville", "my
    # parents are flying up to visit us in Inverness")
    (
        "residence",
        "set",
        r"\b(?:get|catch|take|getting|catching|taking)\s+the\s+\d{1,2}[:.]\d{2}\s+(?:train\s+|bus\s+)?(?:out\s+of|from)\s+"
        rf"{_PLACE}\s+(?:every|each)\s+(?:weekday|morning|day|evening)",
        True,
    ),
    ("residence", "set", rf"\bsnowed\s+in\s+again\s+(?:here\s+)?in\s+{_PLACE}", True),
    (
        "residence",
        "set",
        rf"\b(?:bus|train|tram|matatu|ride|commute|walk|cab|taxi|uber|drive)\s+home\s+to\s+{_PLACE}",
        True,
    ),
    (
        "residence",
        "set",
        r"^\W*(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s+"
        rf"(?:summers|winters|monsoons)\s+in\s+{_PLACE}",
        True,
    ),
    (
        "residence",
        "set",
        rf"\b(?:visit|visiting|come\s+and\s+see|stay\s+with)\s+(?:us|me)\s+(?:(?:out|up|down|over)\s+)?(?:here\s+)?in\s+{_PLACE}",
        False,
    ),
    # idioms of moving: "we upped sticks to Dunedin"
    (
        "residence",
        "set",
        rf"\b(?:i|we)\s+(?:just\s+|finally\s+)?(?:upped|up)\s+sticks\s+(?:and\s+moved\s+)?to\s+{V}",
        True,
    ),
)
