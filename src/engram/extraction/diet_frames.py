"""Frames of the user's diet and allergies: a diet kept, started, ended or replaced, and what the user is
allergic to. They are read in their place among the fact frames (engram.extraction.fact_frames)."""

from __future__ import annotations

from engram.extraction.fact_lexicon import DIETS, STRICTLY
from engram.extraction.frame_parts import ADV, IM, NEW, Frame, V, _fr

DIET_FRAMES: tuple[Frame, ...] = (
    # the old diet ended and the new one said beside it: "I'm not vegan anymore, more flexitarian",
    # "no longer vegetarian -- pescatarian these days"
    _fr(
        "diet",
        "set",
        rf"\b(?:no\s+longer\s+(?:an?\s+)?(?P<old>{DIETS})|not\s+(?:an?\s+)?(?P<old2>{DIETS})\s+any\s?more)\s*(?:[,;:—–]|--)\s*"
        rf"(?:(?:more\s+(?:of\s+)?|mostly\s+|now\s+|just\s+|i'm\s+|im\s+)(?:an?\s+)?)?(?P<v>{DIETS})\b",
    ),
    _fr(
        "diet",
        "end",
        rf"\b(?:back\s+to\s+eating\s+meat|eat(?:ing)?\s+meat\s+again|no\s+longer\s+(?:an?\s+)?(?P<old>{DIETS})|not\s+(?:an?\s+)?(?P<old2>{DIETS})\s+any\s?more|(?:quit|stopped)\s+being\s+(?:an?\s+)?(?P<old3>{DIETS}))",
    ),
    _fr("diet", "set", rf"\b{IM}\s+{ADV}(?:an?\s+)?{STRICTLY}(?P<v>{DIETS})\b"),
    _fr(
        "diet",
        "set",
        rf"\b(?:going|gone|went|turned|became|become|call\s+me|(?:calling|call|consider|considering)\s+myself|switched\s+to\s+being|switching\s+to)\s+(?:an?\s+)?(?:(?:fully|full|totally|completely|strictly|full-on)\s+)?(?P<v>{DIETS})\b",
    ),
    _fr("diet", "set", rf"^{ADV}(?:(?:an?|fully|strictly|totally)\s+)?(?P<v>{DIETS})(?:\s+(?:only|now|here))?$"),
    _fr("allergy", "set", rf"\b(?:allergic|an?\s+allergy|allergies|allergy)\s+to\s+{V}"),
    _fr("allergy", "set", rf"\ballerg(?:y|ies)(?:\s+warning|\s+alert)?\s*:\s*{V}"),
    # "Got one more allergy diagnosed - mustard", "new allergy confirmed: sesame"
    _fr("allergy", "set", rf"\ballerg(?:y|ies)\s+(?:diagnosed|confirmed|found|discovered)\s*(?:[:—–]|--|-)\s*{V}"),
    _fr("allergy", "set", rf"^{NEW}\s+(?:is|are)\s+an?\s+(?:hard\s+|firm\s+|big\s+|absolute\s+)?no\b.*\ballergic\b"),
    _fr(
        "allergy",
        "set",
        rf"^(?:i\s+)?(?:can't|cannot|can\s+not)\s+(?:eat|have|take|touch|be\s+near)\s+{NEW},?\s+(?:i'm|i\s+am|as\s+i'm|since\s+i'm|because\s+i'm)\s+allergic",
        False,
    ),
)
