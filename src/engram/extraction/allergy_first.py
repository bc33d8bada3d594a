"""Allergy-first reading: a known allergen and a word of allergy in one statement of the user's.

An allergy is told in any order and with any verb: "Peanuts are a hard no for me, I'm allergic",
"I can't have shellfish -- anaphylaxis", "Keep nuts away from me, EpiPen life", "Bee stings are
dangerous for me, I'm allergic", and in a request to the assistant that names the allergen ("keep
walnuts out of anything you suggest, I'm allergic", "leave out the mustard -- allergy"). Frames
catch the shapes they were written on; what stays put is an allergen (a food, a drug, an animal,
a pollen -- a vocabulary of the body, never a value of one conversation) and, in the same statement,
a word that only an allergy uses (allergic, allergy, anaphylaxis, EpiPen, hives). The statement must
be the user's and stand: somebody else's allergy ("my niece can't eat nuts, she's allergic"), a
question, a wish or a negation ("not allergic to cats after all", which the retraction frames end)
reads nothing here.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from engram.extraction.fact_lexicon import SPECIES, THIRD_PARTY, THIRD_SUBJECT
from engram.extraction.passing_clause import clause_bounds
from engram.extraction.slots import TypedFact, slot_key

_F = re.IGNORECASE
# Each allergen once, in the singular: the plural ("walnuts", "bee stings") is made from it, so
# the vocabulary stays complete for its class instead of holding whichever form one sentence used.
_ALLERGENS = (
    # foods
    "peanut|tree nut|nut|almond|cashew|walnut|hazelnut|pecan|pistachio|brazil nut|macadamia|pine nut|"
    "chestnut|shellfish|shrimp|prawn|crab|lobster|crayfish|crustacean|mussel|oyster|clam|scallop|squid|"
    "octopus|fish|salmon|tuna|cod|anchovy|sardine|mackerel|egg|egg white|milk|dairy|cow's milk|lactose|"
    "casein|whey|gluten|wheat|barley|rye|soy|soya|soybean|tofu|sesame|sesame seed|mustard|celery|lupin|"
    "sulphite|sulfite|kiwi|kiwi fruit|strawberry|raspberry|blueberry|banana|avocado|tomato|mango|pineapple|"
    "peach|apple|pear|plum|apricot|cherry|coconut|corn|maize|garlic|onion|chocolate|cocoa|cinnamon|chickpea|"
    "lentil|pea|peanut butter|buckwheat|oat|rice|citrus|orange|lemon|lime|grapefruit|grape|melon|"
    "watermelon|mushroom|bell pepper|paprika|cumin|coriander|cilantro|carrot|potato|"
    "eggplant|aubergine|spinach|gelatin|gelatine|msg|red dye|food dye|yeast|sunflower seed|"
    "poppy seed|flaxseed|quinoa|"
    # drugs and materials
    "penicillin|amoxicillin|antibiotic|aspirin|ibuprofen|nsaid|naproxen|sulfa drug|sulfa|sulpha|codeine|"
    "morphine|opioid|anaesthetic|anesthetic|contrast dye|iodine|latex|nickel|adhesive|fragrance|perfume|"
    "lanolin|"
    # insects and the air (an animal itself is only ever its plural, below)
    "cat hair|cat dander|dog hair|dog dander|dander|pet dander|horse hair|feather|bee sting|wasp sting|"
    "insect sting|insect bite|mosquito bite|fire ant|pollen|grass pollen|tree pollen|birch pollen|ragweed|"
    "hay|dust|dust mite|house dust mite|mould|mold|cockroach|"
    # more foods, herbs and spices
    "chamomile|camomile|plantain|cassava|yam|taro|okra|jackfruit|durian|lychee|papaya|guava|passion fruit|"
    "pomegranate|persimmon|nectarine|cranberry|blackberry|gooseberry|currant|raisin|sultana|"
    "tahini|hummus|soy sauce|fish sauce|shrimp paste|miso|seaweed|nori|kelp|fennel|parsley|oregano|"
    "peppermint|nutmeg|turmeric|saffron|cardamom|chilli|chili|"
    "capsicum|black pepper|vanilla|royal jelly|bee pollen|beef|pork|chicken|lamb|mutton|goat milk|"
    "sheep milk|red meat|alpha-gal|caffeine|black tea|green tea|red wine|"
    "hops|malt|sorghum|millet|spelt|kamut|teff|amaranth|chia|chia seed|pumpkin seed|hemp|hemp seed|"
    "cottonseed|palm oil|carrageenan|xanthan gum|guar gum|annatto|carmine|tartrazine|benzoate|aspartame|"
    "sorbitol|fructose|histamine|nightshade|kidney bean|green bean|lupine|"
    # more drugs, cosmetics and materials
    "cephalosporin|erythromycin|tetracycline|doxycycline|ciprofloxacin|trimethoprim|sulfonamide|"
    "vancomycin|lidocaine|novocaine|local anaesthetic|local anesthetic|chlorhexidine|betadine|povidone|"
    "paracetamol|acetaminophen|diclofenac|tramadol|insulin|heparin|gadolinium|vaccine|"
    "henna|hair dye|ppd|paraphenylenediamine|formaldehyde|preservative|parabens|paraben|sunscreen|"
    "tea tree|tea tree oil|essential oil|lavender|coconut oil|shea butter|beeswax|wool|silk|cashmere|"
    "rubber|neoprene|spandex|elastane|nylon|polyester|chromium|cobalt|"
    "chlorine|bleach|detergent|washing powder|fabric softener|acrylic|epoxy|"
    # plants, the air and animals' parts
    "ragweed pollen|oak pollen|olive pollen|cedar pollen|cypress|juniper|poison ivy|poison oak|nettle|"
    "sagebrush|mugwort|dandelion|chrysanthemum|cigarette smoke|"
    "mold spore|mould spore|fungi|fungus|yeast extract|feathers|horse dander|rabbit dander|"
    "fire ant sting|jellyfish sting|spider bite|flea bite|tick bite"
)
# An animal is an allergen only in the plural: "my cat is allergic to chicken" is the cat's allergy.
_ANIMALS = "cats|dogs|horses|rabbits|guinea pigs|hamsters|bees|wasps|hornets"


def _forms(word: str) -> list[str]:
    """The singular and its plural ("cherry", "cherries"; "peach", "peaches"; "tree nut", "tree nuts")."""
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        return [word, word[:-1] + "ies"]
    if word.endswith(("ch", "sh", "s", "x", "o")):
        return [word, word + "es", word + "s"]
    return [word, word + "s"]


_ALLERGEN = re.compile(
    r"(?<![\w-])(?P<a>"
    + "|".join(
        sorted({f for w in _ALLERGENS.split("|") for f in _forms(w)} | set(_ANIMALS.split("|")), key=len, reverse=True)
    ).replace(" ", r"\s+")
    + r")(?![\w-])",
    _F,
)
_CUE = re.compile(
    r"\b(?:allergic|allergy|allergies|anaphyla\w*|epi-?pens?|hives|anti-?histamines?|"
    # the reaction itself: "makes my throat close up", "my lips swell", "I react badly to it"
    r"(?:throat|tongue|lips?|face|eyes)\s+(?:\w+\s+)?(?:close|closes|closing|swell|swells|swelling|swelled|swells\s+up)|"
    r"react(?:s|ed)?\s+badly\s+to\s+(?!the\b|that\b|this\b|it\b)|(?<=i\s)react(?:s|ed)?\s+badly\W*$|(?:bad|severe|allergic)\s+reactions?\b|"
    # the body's answer: "Pollen makes me sneeze", "shrimp puts me in the ER", "I break out in a rash"
    r"(?:rash|rashes|welts|swell\w*|puff(?:s|ed)?\s+up|itchy|sneez\w*|wheez\w*|break(?:s)?\s+out|broke\s+out|"
    r"(?:the\s+)?er\b|emergency\s+room|a\s+&\s+e|a&e|hospital\w*|epinephrine|can't\s+breathe|cannot\s+breathe|throat\s+\w+\s+tight|"
    # what it is to the user: "walnuts are poison to me", "sesame could kill me", "we don't mix"
    r"poison(?:ous)?\s+(?:to|for)\s+me|(?:would|could|will|can|might)\s+(?:literally\s+|actually\s+)?kill\s+me|"
    r"(?:deadly|dangerous|life-threatening|lethal|toxic)\s+(?:for|to)\s+me|(?:very\s+|super\s+|really\s+)?sensitive\s+to|"
    r"(?:and\s+i|and\s+me)\s+(?:don't|do\s+not|dont)\s+(?:mix|get\s+along)|off[\s-]limits\s+(?:for|to)\s+me\s+medically|"
    r"(?:my\s+)?immune\s+system|medical(?:ly)?\s+(?:reasons?|necessity)|"
    # what the air does to the user, said of the air's allergens alone: "grass pollen wrecks me every June",
    # "dust mites destroy me at night", "birch pollen season is brutal for my sinuses"
    r"(?:(?<=pollen\s)|(?<=dander\s)|(?<=mites\s)|(?<=mould\s)|(?<=mold\s)|(?<=ragweed\s)|(?<=hair\s))(?:absolutely\s+|totally\s+|just\s+)?"
    r"(?:wrecks?|destroys?|kills?|murders?|ruins?|floors?|flattens?)\s+me\b|"
    r"(?:brutal|hell|murder|awful|torture)\s+(?:for|on)\s+my\s+(?:sinuses|eyes|nose|chest|skin)))",
    _F,
)
# Allergic with the subject dropped: "can't do almonds, allergic", "Keep it free of pistachio - allergic".
_TERSE = re.compile(
    r"^\W*(?:can't|cannot|can\s+not|never|avoid|keep|skip|hold|leave\s+out)\b|"
    r"[,;:—–-]\s*(?:(?:very|severely|deathly|super|seriously|badly|highly)\s+)?(?:allergic|an?\s+allergy|allergy)\W*$",
    _F,
)
# Words a frame reads before "allergy" that are no allergen: "a nasty allergy to horse hair".
_NO_ALLERGEN = frozenset(
    "a an the some this that my nasty bad terrible awful weird strange serious severe mild slight real big huge "
    "annoying known new sudden little small major minor deadly food".split()
)
_FIRST_PERSON = re.compile(r"\b(?:i|i'm|im|i've|me|my|mine)\b", _F)
# Not a standing allergy of the user's: negated, past, asked, wished, somebody else's, a season.
_NOT_MINE = re.compile(
    r"\b(?:no\s+longer|outgrew|outgrown|grew\s+out|after\s+all|used\s+to|"
    r"might|maybe|if|whether|wonder|could\s+i|am\s+i|do\s+i|test(?:ed|ing)?\s+for|season|"
    rf"(?:{THIRD_PARTY})['’]s|(?:my|our)\s+(?:\w+\s+)?(?:{THIRD_PARTY})\b(?!\s+(?:says?|said|thinks?|confirmed)\b)|"
    r"lol|lmao|rofl|haha\w*|jk|kidding|joking)\b",
    _F,
)
# somebody else as the one the allergy's clause is about ("she has a peanut allergy"); a pronoun in another
# clause is of another thing ("I have allergy from penicillin, and in the pharmacy they gave me amoxicillin")
_OTHER_ONE = re.compile(r"\b(?:he|she|they|his|her|their|you|your)\b", _F)


# A denial of the allergy itself, in the words just before its word ("I don't have a peanut allergy", "never been
# allergic"); a denial elsewhere in the message is of something else ("mustard allergy is so rare that waiters
# never believe me").
_DENIED = re.compile(
    r"\b(?:not|never|isn't|wasn't|aren't|don't|dont|do\s+not|doesn't|didn't|haven't|hasn't|no(?!-))\b(?:\W+\w+){0,5}\W*$",
    _F,
)


def _denied(text: str) -> bool:
    """A word of allergy in ``text`` denied by the words of its own clause before it, or said of somebody else."""
    for cue in _CUE.finditer(text):
        left, right = clause_bounds(text, cue.start(), cue.end())
        if _DENIED.search(text[left : cue.start()]) or _OTHER_ONE.search(text[left:right]):
            return True
    return False


_NOT_NOW_OR_THEIRS = re.compile(
    rf"\bused\s+to\b|\bas\s+a\s+(?:kid|child|baby|toddler|teen)\b|\bwhen\s+i\s+was\b|"
    # the topic of a piece the user writes: "an article for a travel blog about flying with a severe nut allergy"
    r"\b(?:article|post|essay|piece|guide|talk|presentation|video|thread|blog|paper|report|leaflet|brochure|newsletter)\s+"
    r"(?:[\w'-]+\s+){0,6}?(?:about|on)\s+(?:[\w'-]+\s+){0,4}?(?:\w+\s+)?(?:allerg\w*|intoleran\w*)|"
    rf"^\W*(?:my|our|the|a)\s+(?:\w+\s+)?(?:guests?|visitors?|hosts?|{THIRD_PARTY})\b|"
    # a pet's allergy: "My cat is allergic to fish"
    rf"^\W*(?:my|our|the)\s+(?:\w+\s+)?(?:{SPECIES}|pet|puppy|kitten|pup)\s+(?:is|was|has|gets|got|can't|cannot)\b",
    _F,
)


# what the assistant is asked to make: "keep walnuts out of anything you suggest" speaks of no one else
_ASIDE_YOU = (
    r"\b(?:just\s+)?(?:so\s+)?you\s+know\b|\bthank\s+you\b|\bmind\s+you\b|"
    r"\byou\s+(?:suggest|recommend|make|cook|give\s+me|send|plan|propose|pick|choose|come\s+up\s+with|write)\b"
)


def allergies_said(text: str) -> list[TypedFact]:
    """The ``allergy:<allergen>`` facts a statement of the user's names with a word of allergy."""
    aside = re.sub(_ASIDE_YOU, " ", text, flags=_F)
    somebody = THIRD_SUBJECT.match(text) and not _ALLERGEN.match(text.lstrip())  # "Shrimp puts me in the ER" is mine
    if not _CUE.search(text) or somebody or _NOT_MINE.search(aside) or _denied(aside):
        return []
    said_by_me = _FIRST_PERSON.search(text) or re.match(r"^\W*(?:allerg|anaphyla)", text, _F) or _TERSE.search(text)
    if not said_by_me:
        return []
    named = list(_ALLERGEN.finditer(text))
    # the allergens of the allergy's own clause, where it names any ("I have allergy from penicillin, and ... they
    # gave me amoxicillin"); a terse aside names its allergen in another ("Keep it free of pistachio - allergic")
    spans = [clause_bounds(text, cue.start(), cue.end()) for cue in _CUE.finditer(text)]
    own = [m for m in named if any(left <= m.start() and m.end() <= right for left, right in spans)]
    said = list(dict.fromkeys(" ".join(m.group("a").lower().split()) for m in own or named))
    if not said or len(said) > 3:
        return []
    return [TypedFact(f"allergy:{slot_key(a)}", a, "set", evidence=text, rule="allergy:value") for a in said]


def with_allergies(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` with the allergies the statement names, where no frame read one; a frame's value
    that runs on past its allergen is cut back to it ("My allergy to kiwi flared up" is kiwi)."""
    if _NOT_NOW_OR_THEIRS.search(text):  # "I used to be allergic ...", "Our guest is allergic ..."
        return [f for f in facts if not (f.slot.startswith("allergy:") and f.op == "set")]
    # "a nasty allergy to horse hair": the frame's word is no allergen; the one said is read below
    facts = [f for f in facts if not (f.slot.startswith("allergy:") and f.value.lower() in _NO_ALLERGEN)]
    if not any(f.slot.startswith("allergy:") for f in facts):
        return [_one_allergen(f) for f in (*facts, *allergies_said(text))]
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
        out.append(_one_allergen(f))
    return out


_NOT_PLURAL = frozenset({"species", "series", "rabies", "scabies"})


def _one_allergen(fact: TypedFact) -> TypedFact:
    """An allergen named in the plural as its singular when the plural changes the word
    ("strawberries" -> "strawberry", "cherries" -> "cherry"), so that one allergen is one slot and
    one wording whichever number the user said it in ("peanuts" already holds "peanut")."""
    if not fact.slot.startswith("allergy:"):
        return fact
    value = _singular(fact.value)
    if value == fact.value and _singular(fact.old or "") == (fact.old or ""):
        return fact
    old = _singular(fact.old) if fact.old else fact.old
    key = slot_key(value or old or "") or fact.slot.split(":", 1)[1]
    return TypedFact(f"allergy:{key}", value, fact.op, old, fact.qualifiers, fact.evidence, fact.rule)


def _singular(value: str) -> str:
    words = value.split()
    if not words or len(words[-1]) <= 4 or words[-1].lower() in _NOT_PLURAL or not words[-1].lower().endswith("ies"):
        return value
    return " ".join([*words[:-1], words[-1][:-3] + "y"])


_ALLERGIC_ALONE = re.compile(
    r"^\W*(?:(?:oh|and|also|btw)\W+)*(?:i'm|i\s+am|im)\s+(?:very\s+|severely\s+|really\s+|super\s+)?allergic\W*$", _F
)


def allergy_referent(sentence: str, before: str, earlier: Sequence[TypedFact] = ()) -> str | None:
    """ "Can you check this recipe for chestnuts? I'm allergic.": the allergy is to the one allergen the
    sentence before named (a request or a question may name it; somebody else's food does not)."""
    others = rf"(?:{THIRD_PARTY})['’]s|(?:my|our|his|her|their)\s+(?:\w+\s+)?(?:{THIRD_PARTY})\b"
    if _ALLERGIC_ALONE.match(sentence) is None or THIRD_SUBJECT.match(before) or re.search(others, before, _F):
        return None
    named = {slot_key(m.group("a")) for m in _ALLERGEN.finditer(before)}
    found = _ALLERGEN.search(before)
    return f"I'm allergic to {found.group('a')}" if found is not None and len(named) == 1 else None
