"""A diet said by the food given up, and the everyday names of diets.

People rarely name their diet; they name what they stopped eating: "I stopped eating meat last
month", "no more gluten for me", "meat's off the menu for me from now on", "I've cut out dairy
completely". The food left out says the diet (meat: vegetarian; meat and fish, or all animal
products: vegan; dairy: dairy-free; gluten or wheat: gluten-free; carbs: low-carb). A food cut
*back* on, somebody else's plate, a wish ("I want to stop eating meat") or a past ("I gave up meat
for Lent") is no diet. Chat's names for a diet ("veggie", "plant based") are written as the diet.
"""

from __future__ import annotations

import re

from engram.extraction.slots import TypedFact

_F = re.IGNORECASE
# What a food left out says the diet is; the longest names first, so "meat and fish" is vegan.
_DIET_OF_FOOD = (
    (r"(?:all\s+)?animal\s+products|meat\s+(?:and|or|&)\s+(?:fish|dairy)|meat,\s+fish\s+(?:and|or)\s+dairy", "vegan"),
    (r"(?:all\s+)?meat", "vegetarian"),
    (r"dairy|milk\s+products", "dairy-free"),
    (r"gluten|wheat", "gluten-free"),
    (r"carbs|carbohydrates", "low-carb"),
)
_FOOD = "(?P<food>" + "|".join(f for f, _ in _DIET_OF_FOOD) + ")"
_LEFT_OUT = (
    rf"\b(?:stopped|quit|gave\s+up|given\s+up|cut\s+out|cutting\s+out|ditched|dropped)\s+(?:eating\s+|on\s+)?{_FOOD}\b",
    # a change, not a habit: "I don't eat meat" alone may be a taste, a religion, today's menu
    rf"\b(?:i|we)\s+(?:don't|do\s+not|never)\s+(?:eat|touch|have)\s+{_FOOD}\s+(?:any\s?more|these\s+days|now)\b",
    rf"\b(?:i|we)\s+no\s+longer\s+(?:eat|touch|have)\s+{_FOOD}\b",
    rf"\bno\s+(?:more\s+)?{_FOOD}\s+for\s+(?:me|us)\b",
    rf"\b{_FOOD}(?:'s|\s+is|\s+are)\s+(?:off\s+the\s+menu|out)\s+for\s+(?:me|us)\b",
    rf"\b(?:i'm|i\s+am|we're|we\s+are)\s+(?:off|done\s+with|finished\s+with)\s+{_FOOD}\b",
)
_LEFT_OUT_RE = tuple(re.compile(p, _F) for p in _LEFT_OUT)
# Not a diet: a wish, a plan, a trial run, a season, a cut *back*, a past, or somebody else.
_NOT_A_DIET = re.compile(
    r"\b(?:want|wanna|trying\s+to|try\s+to|should|might|maybe|thinking|considering|plan|planning|going\s+to|gonna|"
    r"for\s+(?:lent|ramadan|a\s+(?:week|month|bit|while))|this\s+week|cut\s+back|cutting\s+back|less|fewer|"
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
    """The diet as it is written, whatever name the user gave it ("veggie" is vegetarian)."""
    low = " ".join(said.lower().split())
    return _NAMED.get(low, low)


def diet_from_food(clause: str) -> list[TypedFact]:
    """``diet`` for a first-person clause that says which food the user no longer eats."""
    if _NOT_A_DIET.search(clause):
        return []
    for pattern in _LEFT_OUT_RE:
        match = pattern.search(clause)
        if match is None:
            continue
        food = " ".join(match.group("food").lower().split())
        diet = next(d for f, d in _DIET_OF_FOOD if re.fullmatch(f, food, _F))
        return [TypedFact("diet", diet, "set", evidence=clause, rule="diet:food")]
    return []
