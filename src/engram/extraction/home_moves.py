"""A move said in two halves: "I moved out of my parents' place and into a flat in Leeds".

The leaving half is read as an ending by the retractions; the arriving half, once the clause is split
at "and", has no verb of its own ("into a flat in Leeds"), so the frame reads a dwelling word after
"into" with the place after it, as the move it finishes.
"""

from __future__ import annotations

from engram.extraction.frame_parts import V
from engram.extraction.frames_things import FrameSpec

_DWELLING = r"(?:flat|apartment|house|place|home|condo|studio|cottage|room|loft|bungalow|townhouse)"

HOME_MOVE_FRAMES: tuple[FrameSpec, ...] = (
    (
        "residence",
        "set",
        rf"(?:\bmoved\b[^.;?\x00]{{0,40}}?\b|^(?:and\s+)?(?:then\s+)?)into\s+(?:a|an|our|my|the)\s+(?:[\w-]+\s+){{0,2}}?"
        rf"{_DWELLING}\s+(?:in|near|outside)\s+{V}",
        True,
    ),
)
