"""Allergy-first reading: a known allergen and a word of allergy in one statement of the user's.

An allergy is told in any order and with any verb: "Peanuts are a hard no for me, I'm allergic",
"I can't have shellfish -- anaphylaxis", "Keep nuts away from me, EpiPen life", "Bee stings are
dangerous for me, I'm allergic". Frames catch the shapes they were written on; what stays put is an
allergen (a food, a drug, an animal, a pollen -- a vocabulary of the body, never a value of one
conversation) and, in the same statement, a word that only an allergy uses (allergic, allergy,
anaphylaxis, EpiPen, hives). The statement must be the user's and stand: somebody else's allergy
("my niece can't eat nuts, she's allergic"), a question, a wish or a negation ("not allergic to
cats after all", which the retraction frames end) reads nothing here.
"""

from __future__ import annotations

import re

from engram.extraction.fact_lexicon import THIRD_PARTY, THIRD_SUBJECT
from engram.extraction.slots import TypedFact, slot_key

_F = re.IGNORECASE
_ALLERGENS = (
    # foods
    "peanuts|peanut|tree nuts|tree nut|nuts|almonds|cashews|walnuts|hazelnuts|pecans|pistachios|brazil nuts|"
    "macadamias|shellfish|shrimp|prawns|crab|lobster|mussels|oysters|clams|scallops|fish|salmon|tuna|cod|"
    "eggs|egg|milk|dairy|cow's milk|gluten|wheat|soy|soya|sesame|mustard|celery|lupin|sulphites|sulfites|kiwi|"
    "kiwis|strawberries|strawberry|bananas|banana|avocado|avocados|tomatoes|tomato|mango|mangoes|pineapple|"
    "peaches|peach|apples|cherries|coconut|corn|garlic|onions|onion|chocolate|cinnamon|chickpeas|lentils|"
    "peas|buckwheat|oats|rice|citrus|oranges|grapes|melon|"
    # drugs and materials
    "penicillin|amoxicillin|aspirin|ibuprofen|sulfa drugs|sulfa|codeine|morphine|latex|nickel|"
    # animals, insects, the air
    "cats|cat hair|dogs|dog hair|horses|rabbits|guinea pigs|feathers|bee stings|wasp stings|bees|wasps|"
    "insect stings|pollen|grass pollen|tree pollen|ragweed|hay|dust mites|dust|mould|mold|perfume"
)
_ALLERGEN = re.compile(
    r"(?<![\w-])(?P<a>"
    + "|".join(sorted(_ALLERGENS.split("|"), key=len, reverse=True)).replace(" ", r"\s+")
    + r")(?![\w-])",
    _F,
)
_CUE = re.compile(r"\b(?:allergic|allergy|allergies|anaphyla\w*|epi-?pens?|hives|anti-?histamines?)\b", _F)
_FIRST_PERSON = re.compile(r"\b(?:i|i'm|im|i've|me|my|mine)\b", _F)
# Not a standing allergy of the user's: negated, past, asked, wished, somebody else's, a season.
_NOT_MINE = re.compile(
    r"\b(?:not|no\s+longer|never|isn't|wasn't|aren't|outgrew|outgrown|grew\s+out|after\s+all|used\s+to|"
    r"might|maybe|if|whether|wonder|could\s+i|am\s+i|do\s+i|test(?:ed|ing)?\s+for|season|"
    rf"(?:{THIRD_PARTY})['’]s|(?:my|our)\s+(?:\w+\s+)?(?:{THIRD_PARTY})\b(?!\s+(?:says?|said|thinks?|confirmed)\b)|"
    r"he|she|they|his|her|their|you|your)\b",
    _F,
)


_NOT_NOW_OR_THEIRS = re.compile(
    rf"\bused\s+to\b|\bas\s+a\s+(?:kid|child|baby|toddler|teen)\b|\bwhen\s+i\s+was\b|"
    rf"^\W*(?:my|our|the|a)\s+(?:\w+\s+)?(?:guests?|visitors?|hosts?|{THIRD_PARTY})\b",
    _F,
)


def allergies_said(text: str) -> list[TypedFact]:
    """The ``allergy:<allergen>`` facts a statement of the user's names with a word of allergy."""
    aside = re.sub(r"\b(?:just\s+)?(?:so\s+)?you\s+know\b|\bthank\s+you\b|\bmind\s+you\b", " ", text, flags=_F)
    if not _CUE.search(text) or THIRD_SUBJECT.match(text) or _NOT_MINE.search(aside):
        return []
    if not _FIRST_PERSON.search(text) and not re.match(r"^\W*(?:allerg|anaphyla)", text, _F):
        return []
    said = list(dict.fromkeys(" ".join(m.group("a").lower().split()) for m in _ALLERGEN.finditer(text)))
    if not said or len(said) > 3:
        return []
    return [TypedFact(f"allergy:{slot_key(a)}", a, "set", evidence=text, rule="allergy:value") for a in said]


def with_allergies(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` with the allergies the statement names, where no frame read one; a frame's value
    that runs on past its allergen is cut back to it ("My allergy to kiwi flared up" is kiwi)."""
    if _NOT_NOW_OR_THEIRS.search(text):  # "I used to be allergic ...", "Our guest is allergic ..."
        return [f for f in facts if not (f.slot.startswith("allergy:") and f.op == "set")]
    if not any(f.slot.startswith("allergy:") for f in facts):
        return [*facts, *allergies_said(text)]
    out = []
    for f in facts:
        found = _ALLERGEN.match(f.value) if f.slot.startswith("allergy:") and f.op == "set" else None
        if (
            found is not None
            and found.end() < len(f.value)
            and not re.match(r"\s*(?:and|&|,|or)\b", f.value[found.end() :])
        ):
            value = " ".join(found.group("a").lower().split())
            f = TypedFact(f"allergy:{slot_key(value)}", value, f.op, f.old, f.qualifiers, f.evidence, f.rule)
        out.append(f)
    return out
