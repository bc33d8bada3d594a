"""A pronoun that gives the name just said a role of the user's: "Klara keeps stealing socks. she's
our ferret btw", "can you draft an email to Ifeoma Chukwu? she's my manager", "Rafferty got a gold
star today! that's my son".

Chat names somebody first (in a request, a question, a bit of news) and only then says who they are,
with he / she / they / "that's" and a role phrase of the user's (a kin word, an animal kind, a
manager word). The sentence is read with the name put in the pronoun's place, so the role frames
read it as they read "Klara is our ferret". The name must be the one person the text before names:
two names, a place or a tool, and nothing is guessed. "she's my neighbour's ferret" owns nothing.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from engram.extraction.fact_lexicon import CHILD_WORDS, OPENERS, PARTNER_WORDS, SPECIES
from engram.extraction.fact_values import not_a_name
from engram.extraction.gazetteer import is_place
from engram.extraction.slots import TypedFact
from engram.extraction.tool_lexicon import tool_kind

_F = re.IGNORECASE
_ROLE_WORD = (
    rf"(?:line\s+manager|direct\s+manager|team\s+lead(?:er)?|manager|boss|supervisor|{PARTNER_WORDS}|{CHILD_WORDS}|"
    rf"eldest|youngest|oldest|middle\s+(?:one|child|kid)|little\s+one|{SPECIES})"
)
# "she's our ferret", "they're my manager now", "that's my son", "he is my husband", "and she's my eldest"
_POINTER = re.compile(
    r"^\W*(?:(?:oh|and|also|btw|fyi|ps|so|ok|yeah)\W+)*(?:she|he|they|that|this|it)(?:['’]s|['’]re|\s+is|\s+are)\s+"
    rf"(?:also\s+|actually\s+|now\s+|been\s+)?(?=(?:my|our)\s+(?:[\w-]+\s+){{0,2}}?{_ROLE_WORD}(?!['’]s\b|[\w-]))",
    _F,
)
_CAP = r"(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-ž]+(?:['’-](?!s\b)[A-Za-zà-ÿā-ž]+)?)"
_NAMES = re.compile(rf"(?<![\w'’-]){_CAP}(?:\s+{_CAP}){{0,2}}(?!\w|['’-](?!s\b))")
# A capital that opens a sentence is a name only when it is no word a sentence opens with.
_OPENING_WORDS = frozenset(
    "Can Could Would Will Should Need Needs Help Please Thanks Thank Any Got Had Have Has Went Took Made Booked "
    "Called Met Saw Talked Spoke Write Draft Send Tell Ask Just Ugh Lol Wow Yay Omg Sorry Hmm Any Sooo "
    # a request said as its noun opens with one: "Gift ideas for Nomvula? She's my girlfriend"
    "Gift Gifts Ideas Idea Tips Tip Recipe Recipes Quick Best Good Great Ok Okay Hey Hi Hello Birthday Party Plan "
    "Suggest Recommend Recommendations Advice Name Names Card Note Message Email Letter Poem Speech Toast Menu "
    "Dinner Lunch Breakfast Weekend Trip Present Presents What How Why When Where Which Who Is Are Do Does Did".split()
)


def role_referent(sentence: str, before: str, earlier: Sequence[TypedFact]) -> str | None:
    """The sentence with the one name of the text before in the pronoun's place, or None."""
    pointer = _POINTER.match(sentence)
    if pointer is None or not before.strip():
        return None
    # ("she" and "he" are people: a name a town shares is a name here -- "a note to Ngozi -- she's my manager")
    person = re.match(r"\W*(?:(?:oh|and|also|btw|fyi|ps|so|ok|yeah)\W+)*(?:she|he)\b", sentence, _F) is not None
    names = set(names_in(before, places=person))
    if len(names) != 1:
        return None
    (name,) = names
    return f"{name} is {sentence[pointer.end() :]}"


# one capitalised name, as a group "n": what a turn pairs with the user (engram.extraction.couple_named, parent_named)
NAME_N = r"(?P<n>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-žø]+))"


def turn_text(before: str, sentence: str) -> str:
    """The turn so far, the sentence before and this one, joined so that a capital opening this one opens a sentence
    ("Married 11 years and still!" after "Jaroslav and I argue every night" names nobody "Married")."""
    joined = before.strip() and before.rstrip()[-1] not in ".!?"
    return f"{before}. {sentence}" if joined else f"{before} {sentence}".strip()


def names_in(text: str, *, places: bool = False) -> list[str]:
    """The names a text says: capitalised words that open no sentence, never a place (unless asked) or a tool."""
    out = []
    for m in _NAMES.finditer(text):
        words = m.group(0).split()
        opening = not text[: m.start()].strip() or text[: m.start()].rstrip()[-1] in ".!?:;"
        if opening and (words[0] in _OPENING_WORDS or words[0] in OPENERS):
            words = words[1:]
        if not words or words[0] in OPENERS or words[0] == "I":
            continue
        name = " ".join(words)
        if not_a_name(words[0]) or (is_place(name) and not places) or tool_kind(name) is not None:
            continue
        out.append(name)
    return out
