"""Words that say how somebody is, never who: "my boss is grumpy", "wife is pregnant", "boss is away".

Typed in lower case, a name and a description stand in the same place after a role word and a copula,
and capitals cannot tell them apart. Every reading of a person's or a pet's lower-case name asks this
one vocabulary, so that "my boss is grumpy" is nobody's manager in any of them. The class is closed
enough to list: mood, health, character, verdicts, whereabouts, life stage, and the intensifiers that
open such a phrase ("super nice", "pretty chill"); endings that no given name has (-ful, -ous, -ive,
-less, -able, -ible, and the adverbs' -ally, -ently, -tly...; never -ly alone, for Kimberly and
Beverly) cover the rest. Words that are also pets' names ("Fluffy", "Tiny", "Ace") stay out: a pet
called Fluffy is a name.
"""

from __future__ import annotations

import re

_WORDS = """
    away out off sick ill unwell poorly better worse recovering pregnant expecting injured hurt sore
    busy swamped slammed free around back gone late early leaving retiring retired fired sacked
    great nice good bad ok okay fine cool chill strict awesome amazing terrible awful lovely kind mean lazy
    tired exhausted knackered stressed angry mad cross furious upset happy sad glad thrilled excited nervous
    anxious worried scared grumpy moody cranky stroppy snappy sulky sleepy hungry bored fussy picky
    annoying brilliant fantastic wonderful horrible fair unfair demanding tough hard easy soft strict harsh
    smart clever funny hilarious weird strange odd quirky quiet loud shy bossy pushy chatty friendly
    sweet cute lovely gorgeous beautiful handsome pretty ugly fat thin tall short young old new little big
    huge small naughty silly crazy nuts mental wild feral clingy needy
    sound solid decent reasonable fab lush grand rubbish useless clueless hopeless awful dreadful
    micromanaging micromanagery toxic
    right wrong sure certain convinced unsure keen eager ready done over finished
    home abroad overseas elsewhere asleep awake alive dead
    super really very so too pretty quite such same different another more less most least rather fairly
    kinda sorta totally fully completely absolutely honestly literally basically actually sadly
    luckily happily finally clearly nearly fairly early lately
""".split()
DESCRIBING = frozenset(_WORDS)
_ENDINGS = re.compile(r"(?:ful|ous|ive|less|able|ible|ally|ously|fully|ately|ently|antly|ively|dly|tly|sly)$")


def describes(word: str) -> bool:
    """Is ``word`` (any case) one that describes a person rather than names one?"""
    w = word.lower().strip(".,!?;:")
    return w in DESCRIBING or (len(w) > 5 and _ENDINGS.search(w) is not None)
