# ruff: noqa: E501  (frames read better on one line)
"""A diet started, kept or cut down to by the verbs of eating and dieting, and an allergy said as a
noun phrase of more than two words.

"I'm vegan" and "went vegan" were read, but not the verbs people use for a diet they take up or keep
("started keto", "doing keto now", "I keep halal", "started eating vegetarian", "on keto") nor the
food cut out that names the diet ("cut out dairy" is dairy-free, "off gluten for good" gluten-free): :data:`FREE_OF` turns the
food into the diet's name (a food whose diet has another word, "gave up meat", is left alone: every
stored word must be the user's). An allergy is "a
severe tree nut allergy" as often as "a nut allergy".
"""

from __future__ import annotations

from engram.extraction.fact_lexicon import DIETS
from engram.extraction.frame_parts import ADV
from engram.extraction.frames_things import FrameSpec

# the food left out -> the diet that leaves it out
FREE_OF = {
    "dairy": "dairy-free",
    "gluten": "gluten-free",
    "lactose": "lactose-free",
}
_FOOD = r"(?:dairy|gluten|lactose)"
# a diet kept only for a while is no diet ("we're eating vegan this week", "cut out dairy for lent")
_FOR_NOW = r"(?![^.;!?\x00]*\b(?:this\s+(?:week|month|weekend)|for\s+(?:lent|a\s+(?:week|month|bit|while)|the\s+(?:week|month))|tonight|until|till)\b)"
# the user, or no subject at all ("started keto in january")
_WHO = r"(?:^|\b(?:i|we)(?:'ve|\s+have|'m|\s+am|'re|\s+are)?\s+)"

DIET_SHAPE_FRAMES: tuple[FrameSpec, ...] = (
    # ---- a diet taken up or kept by a verb of eating: "started keto", "doing keto now", "I keep halal"
    (
        "diet",
        "set",
        rf"{_WHO}{ADV}(?:started|began|starting|doing|on|keep|keeping|eat|eating|started\s+eating|started\s+going|stick\s+to|sticking\s+to|follow|following|committed\s+to|switched\s+to|moved\s+to|trying\s+out)\s+(?:a\s+|the\s+)?(?:strict\s+|full\s+|proper\s+|fully\s+|strictly\s+)?(?P<v>{DIETS})\b(?!\s+(?:food|recipes?|restaurants?|places?|options?|friends?|guests?|meals?\s+for|for\s+(?:my|our|a|the)\b)){_FOR_NOW}",
        True,
    ),
    # ---- a diet kept for a while and still kept: "keto for three months now and feeling great"
    ("diet", "set", rf"^(?:an?\s+)?(?P<v>{DIETS})\s+for\s+(?:\w+\s+)?(?:weeks|months|years)\s+now\b", True),
    # ---- a diet returned to: "back to being vegan", "went back to vegetarian"
    (
        "diet",
        "set",
        rf"{_WHO}{ADV}(?:back\s+to\s+being|went\s+back\s+to(?:\s+being)?|gone\s+back\s+to(?:\s+being)?|back\s+on(?:\s+the)?)\s+(?:an?\s+)?(?P<v>{DIETS})\b{_FOR_NOW}",
        True,
    ),
    # ---- the food cut out names the diet: "I cut out dairy", "off gluten for good"
    (
        "diet",
        "set",
        rf"{_WHO}{ADV}(?:cut\s+out|cutting\s+out|quit|gave\s+up|given\s+up|giving\s+up|dropped|ditched|stopped\s+eating|off|no\s+longer\s+eat)\s+(?:all\s+)?(?P<v>{_FOOD})\b{_FOR_NOW}(?!\s+(?:and|or|&)\s+\w)",
        True,
    ),
    # ---- an allergy as a longer noun phrase: "I have a severe tree nut allergy", "diagnosed with a sesame allergy"
    (
        "allergy",
        "set",
        r"\b(?:i\s+have|i've\s+got|i\s+got|i\s+developed|i've\s+developed|i\s+was\s+diagnosed\s+with|diagnosed\s+with)\s+(?:an?\s+)?(?:new\s+)?(?P<v>[\w-]+(?:\s+[\w-]+){0,2})\s+allergy\b",
        True,
    ),
)
