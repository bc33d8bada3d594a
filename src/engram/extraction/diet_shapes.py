# ruff: noqa: E501  (frames read better on one line)
"""A diet started, kept or cut down to by the verbs of eating and dieting, and an allergy said as a
noun phrase of more than two words.

"I'm vegan" and "went vegan" were read, but not the verbs people use for a diet they take up or keep
("started keto", "doing keto now", "I keep halal", "started eating vegetarian", "on keto") nor the
food cut out that names the diet ("cut out dairy" is dairy-free, "off gluten for good" gluten-free):
:data:`FREE_OF` turns the food into the diet's name. When no frame read a diet,
:func:`diet_from_food` reads the food given up in the other shapes people use ("I stopped eating
meat last month", "no more gluten for me", "meat's off the menu for me", "I'm done with carbs"),
naming the diet that leaves the food out (meat: vegetarian; meat and fish or all animal products:
vegan; carbs: low-carb) -- words the line template adds, listed in ``TEMPLATE_WORDS``. A season or a
trial ("for Lent", "this week"), a cut *back*, a wish, a past, somebody else's plate and a bare "I
don't eat meat" (a taste, a faith or today's menu as often as a diet) are no diet. Chat's names
for a diet ("veggie", "plant based") are written as the diet (:func:`diet_name`). An allergy is "a
severe tree nut allergy" as often as "a nut allergy".
"""

from __future__ import annotations

import re

from engram.extraction.fact_lexicon import DIETS, THIRD_PARTY
from engram.extraction.frame_parts import ADV
from engram.extraction.frames_things import FrameSpec
from engram.extraction.slots import TypedFact

# the food left out -> the diet that leaves it out
FREE_OF = {
    "dairy": "dairy-free",
    "gluten": "gluten-free",
    "lactose": "lactose-free",
}
_FOOD = r"(?:dairy|gluten|lactose)"
# a diet kept only for a while is no diet ("we're eating vegan this week", "cut out dairy for lent")
_FOR_NOW = r"(?![^.;!?\x00]*\b(?:this\s+(?:week|month|weekend)|for\s+(?:lent|a\s+(?:week|month|bit|while)|the\s+(?:week|month))|tonight|until|till)\b)"
# words before "diet" that name none: "a healthy diet", "my diet", "a crash diet"
_NO_DIET_NAME = r"(?:healthy|healthier|balanced|crash|special|new|normal|good|bad|better|weird|certain|particular|restrictive|restricted|varied|sensible|doctor's|my|your|his|her|our|their|this|that|same|usual|whole|entire|high|low|strict|proper|mostly)"
# the user, or no subject at all ("started keto in january")
_WHO = r"(?:^|\b(?:i|we)(?:'ve|\s+have|'m|\s+am|'re|\s+are)?\s+)"

DIET_SHAPE_FRAMES: tuple[FrameSpec, ...] = (
    # ---- the diet's name said alone with a tag of talk, a reason or how long: "vegan lah", "vegetarian,
    # for ethical reasons", "vegetarian as I do not eat meat", "veg only for me (vegetarian)"
    (
        "diet",
        "set",
        rf"^(?!.*\bfor\s+(?:my|our|his|her|their|the)\s+(?:\w+\s+)?{THIRD_PARTY}\b)(?:.*?\b(?:please|pls|plz)\s*,?\s*)?{ADV}(?:(?:an?|fully|strictly|totally)\s+)?(?P<v>{DIETS})(?:\s*,?\s*(?:lah|la|leh|lor|ok|okay|ya|yaa|yah|only|for\s+me|"
        r"myself|by\s+choice|for\s+(?:ethical|health|religious|moral|environmental|medical|personal)\s+reasons|since\s+\w+|"
        r"for\s+(?:years|ages|a\s+decade|\w+\s+years)|since\s+(?:my|the|last|\w+)\b[^,;.!?]*|as\s+i\s+(?:do\s+not|don't|dont|never)\s+eat\b.*|so\s+no\s+.*))+(?:\s*,\s*(?:so|but)\b.*)?\W*$",
        True,
    ),
    ("diet", "set", rf"^\W*(?:veg|veggie)\s+only\s+for\s+me\s*\(\s*(?P<v>{DIETS})\s*\)", True),
    # ---- a diet taken up or kept by a verb of eating: "started keto", "doing keto now", "I keep halal"
    (
        "diet",
        "set",
        rf"{_WHO}{ADV}(?:only\s+)?(?:been\s+)?(?:started|began|starting|doing|do|on|keep|keeping|eat|eating|started\s+eating|started\s+going|stick\s+to|sticking\s+to|follow|following|committed\s+to|switched\s+to|moved\s+to|trying\s+out)\s+(?:only\s+|just\s+)?(?:a\s+|the\s+)?(?:strict\s+|full\s+|proper\s+|fully\s+|strictly\s+)?(?P<v>{DIETS})\b(?!\s+(?:food|recipes?|restaurants?|places?|options?|friends?|guests?|meals?\s+for|for\s+(?:my|our|a|the)\s+(?:\w+\s+)?(?:{THIRD_PARTY}|guests?|family|party|dinner|event|wedding|team)\b)){_FOR_NOW}",
        True,
    ),
    # ---- a diet named by the word "diet": "I follow a low-FODMAP diet", "went full carnivore diet"
    (
        "diet",
        "set",
        rf"{_WHO}(?:been\s+)?{ADV}(?:follow|following|stick\s+to|sticking\s+to|on|keep|keeping|went|gone|going|started|starting|doing|do|eat|eating|switched\s+to|moved\s+to)\s+(?:an?\s+|the\s+)?(?:(?:strict|full|proper|mostly|fully|strictly)\s+)?(?!{_NO_DIET_NAME}\s)(?P<v>[\w-]+(?:\s+(?!{_NO_DIET_NAME}\s)[\w-]+)?)\s+diet\b{_FOR_NOW}",
        True,
    ),
    # ---- a diet the doctor put the user on: "my GP has me on low-sodium"
    (
        "diet",
        "set",
        rf"\b(?:doctor|gp|dietitian|dietician|nutritionist|consultant|cardiologist|specialist)\s+(?:has|had|put|has\s+put)\s+me\s+on\s+(?:an?\s+|the\s+)?(?P<v>{DIETS})\b{_FOR_NOW}",
        True,
    ),
    # ---- a diet the doctor advised or prescribed: "My cardiologist has advised me to switch from low-carb to the
    # DASH diet", "Now my doctor recommend the Mediterranean diet", "my GP told me to go gluten-free"
    (
        "diet",
        "set",
        r"\b(?:doctor|gp|dietitian|dietician|nutritionist|consultant|cardiologist|specialist|endocrinologist|"
        r"gastroenterologist|gastro|allergist)\s+(?:has\s+|had\s+|now\s+)?(?:(?:advised|told|asked|wants|instructed|ordered)\s+me\s+"
        r"to\s+(?:switch|go|move|change|start|follow|try|stick|get)\s+(?:over\s+)?(?:from\s+[\w-]+(?:\s+[\w-]+)?\s+)?"
        r"(?:to|on|onto|with)?\s*|(?:recommend|recommends|recommended|prescribed|suggested)\s+(?:me\s+)?)"
        rf"(?:an?\s+|the\s+)?(?P<v>{DIETS})\b{_FOR_NOW}",
        True,
    ),
    # ---- a diet kept for a while and still kept: "keto for three months now and feeling great"
    (
        "diet",
        "set",
        rf"^(?:an?\s+)?(?:(?:fully|strictly|totally|completely|mostly|full|strict)\s+)?(?P<v>{DIETS})\s+for\s+"
        # still kept: "now", or nothing after it ("keto for three months was enough" is over)
        r"(?:(?:about|almost|nearly|over|like)\s+)?(?:\w+\s+)?(?:weeks|months|years)(?:\s+now\b|(?=\s*(?:$|[,;.!])))",
        True,
    ),
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
        r"\b(?:i\s+have|i've\s+got|i\s+got|i\s+developed|i've\s+developed|i\s+was\s+diagnosed\s+with|diagnosed\s+with)\s+(?:an?\s+)?(?:new\s+)?(?!(?:an?|the|some|this|that)\s)(?P<v>[\w-]+(?:\s+[\w-]+){0,2})\s+allergy\b",
        True,
    ),
    # ---- the user's own allergy by its name: "I have a nut allergy", "my pollen allergy gets worse every year"
    (
        "allergy",
        "set",
        r"\b(?:(?:i\s+have|i've\s+got)\s+an?|my)\s+(?!(?:new|bad|worst|only|severe|mild|own|first)\s+allergy)"
        r"(?P<v>[\w-]+(?:\s+[\w-]+)?)\s+allergy\b",
        True,
    ),
    # ---- the allergy as an adjective or a headline: "marked as penicillin-allergic", "Wheat allergy since
    # childhood - are spelt and rye off limits?"
    (
        "allergy",
        "set",
        r"\b(?:i'm|i\s+am|im|(?:been\s+)?(?:marked|listed|flagged|down)\s+as)\s+(?:(?:severely|very|mildly|badly)\s+)?(?P<v>[a-z]+)-allergic\b",
        True,
    ),
    (
        "allergy",
        "set",
        r"^(?:(?:a|severe|bad|mild|lifelong)\s+)?(?P<v>[\w-]+(?:\s+[\w-]+)?)\s+allergy\s+(?:since\s+(?:childhood|birth|i\s+was\s+\w+|forever)|here|fwiw|btw|for\s+(?:years|life|ages))\b",
        True,
    ),
)


# ---- a diet said by the food given up, when no frame read one
_F = re.IGNORECASE
# What a food left out says the diet is; the longest names first, so "meat and fish" is vegan.
_DIET_OF_FOOD = (
    (
        r"(?:all\s+)?animal\s+products|meat\s+(?:and|or|&)\s+(?:fish|dairy)|meat,\s+fish\s+(?:and|or)\s+dairy|"
        r"anything\s+(?:that\s+comes\s+)?from\s+(?:an\s+)?animals?|anything\s+animal(?:-derived)?",
        "vegan",
    ),
    (r"(?:all\s+)?meat", "vegetarian"),
    (r"dairy|milk\s+products", "dairy-free"),
    (r"gluten|wheat", "gluten-free"),
    (r"carbs|carbohydrates", "low-carb"),
)
_GIVEN_UP = "(?P<food>" + "|".join(f for f, _ in _DIET_OF_FOOD) + ")"
_LEFT_OUT = (
    rf"\b(?:stopped|quit|gave\s+up|given\s+up|cut\s+out|cutting\s+out|ditched|dropped)\s+(?:eating\s+|on\s+)?{_GIVEN_UP}\b",
    # a change, not a habit: "I don't eat meat" alone may be a taste, a religion, today's menu
    rf"\b(?:i|we)\s+(?:don't|do\s+not|never)\s+(?:eat|touch|have)\s+{_GIVEN_UP}\s+(?:any\s?more|these\s+days|now)\b",
    rf"\b(?:i|we)\s+no\s+longer\s+(?:eat|touch|have)\s+{_GIVEN_UP}\b",
    # the subject dropped: "Not eating gluten anymore - turns out ...", "no longer eating meat"
    rf"^(?:(?:i'm|i\s+am|im)\s+)?no\s+longer\s+eating\s+{_GIVEN_UP}\b",
    rf"^(?:(?:i'm|i\s+am|im)\s+)?not\s+eating\s+{_GIVEN_UP}\s+(?:any\s?more|these\s+days)\b",
    # nothing of an animal's is no taste for one dish: "I don't eat anything from animals"
    r"\b(?:i|we)\s+(?:don't|do\s+not|never)\s+(?:eat|touch|have)\s+(?P<food>anything\s+(?:that\s+comes\s+)?from\s+"
    r"(?:an\s+)?animals?|anything\s+animal(?:-derived)?)\b",
    rf"\bno\s+(?:more\s+)?{_GIVEN_UP}\s+for\s+(?:me|us)\b",
    rf"\b{_GIVEN_UP}(?:'s|\s+is|\s+are)\s+(?:off\s+the\s+menu|out)\s+for\s+(?:me|us)\b",
    rf"\b(?:i'm|i\s+am|we're|we\s+are)\s+(?:off|done\s+with|finished\s+with)\s+{_GIVEN_UP}\b",
)
_LEFT_OUT_RE = tuple(re.compile(p, _F) for p in _LEFT_OUT)
# Not a diet: a wish, a plan, a trial run, a season, a cut *back*, a past, or somebody else.
_NOT_A_DIET = re.compile(
    r"\b(?:want|wanna|trying\s+to|try\s+to|should|might|maybe|thinking|considering|plan|planning|going\s+to|gonna|"
    r"for\s+(?:lent|ramadan|a\s+(?:week|month|bit|while))|this\s+week|today|tonight|cut\s+back|cutting\s+back|less|fewer|"
    r"used\s+to|until|before|when\s+i\s+was|as\s+a\s+kid|my\s+\w+|his|her|their|he|she|they|you|your|if|unless|"
    r"would|could)\b|\?",
    _F,
)
# Chat's names for a diet, as the diet is written.
_NAMED = {
    "veggie": "vegetarian",
    "veggo": "vegetarian",
    "plant based": "plant-based",
    "gluten free": "gluten-free",
    "dairy free": "dairy-free",
    "low carb": "low-carb",
    "pescetarian": "pescatarian",
}


def diet_name(said: str) -> str:
    """The diet as it is written, whatever name the user gave it ("veggie" is vegetarian, "dairy"
    cut out is dairy-free)."""
    low = " ".join(said.lower().split())
    low = _NAMED.get(low, low)
    return FREE_OF.get(low, low)


def diet_from_food(clause: str) -> list[TypedFact]:
    """``diet`` for a first-person clause that says which food the user no longer eats."""
    for pattern in _LEFT_OUT_RE:
        match = pattern.search(clause)
        if match is None:
            continue
        end = re.search(r"[,;:]|\s[-–—]+\s", clause[match.end() :])  # "..., turns out it was my bloating": a reason
        if _NOT_A_DIET.search(clause[: match.end() + end.start()] if end else clause):
            return []
        food = " ".join(match.group("food").lower().split())
        diet = next(d for f, d in _DIET_OF_FOOD if re.fullmatch(f, food, _F))
        return [TypedFact("diet", diet, "set", evidence=clause, rule="diet:food")]
    return []
