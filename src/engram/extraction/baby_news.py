"""A baby announced in one sentence and named in the next: the news, then the name.

Parents tell a birth in two beats far more often than in one: "we had a baby girl last night! her
name is Remy", "our baby son arrived on friday! we've named the little one Kai", "it's a girl!
Clementine was born at 3am", "the baby's here! a little girl, Wren". The first beat says that the
baby is the user's (a first-person parent, "our baby", "it's a girl") and often which child (son,
daughter, boy, girl); the second names it, by a pronoun ("his name is"), by naming ("we've named
him", "called the little one"), by the birth itself ("X was born"), or as a bare apposition ("a
little girl, Wren"). Either beat may say which child; the pronoun says it when neither does.

Read here as one rewrite, "we had a baby <boy|girl> named <Name>", which the family frames read as
the user's child. A naming with no news before it ("we named him Rex") names a pet or nothing, and
"Clementine was born at 3am" alone may be anybody's baby: both stay with the other readings.
"""

from __future__ import annotations

import re

_F = re.IGNORECASE

# The news: the user's baby arrived, with the child's kind when said.
_NEWS = re.compile(
    r"\b(?:i|we)(?:'ve|\s+have)?\s+(?:just\s+|finally\s+)?(?:had|welcomed|have)\s+(?:a|our)\s+(?:[\w-]+\s+)?(?:baby\s+)?"
    r"(?P<rel>boy|girl|son|daughter|newborn|baby)\b|"
    r"(?<![\w'’-])our\s+(?:new\s+|little\s+|first\s+|second\s+|third\s+)*(?:baby\s+)?"
    r"(?P<rel2>boy|girl|son|daughter|baby|newborn|little\s+one)\s+(?:\w+\s+)?(?:arrived|is\s+here|was\s+born|came|made\s+it)\b|"
    r"^\W*(?:(?:omg|so|ok|and|well|yay|guess\s+what)\W+)*it['’]?s\s+a\s+(?P<rel3>boy|girl)\b|"
    r"^\W*(?:(?:omg|so|ok|and|well|yay)\W+)*(?:the|our)\s+baby(?:['’]s|\s+is|\s+has)\s+(?:finally\s+)?(?:here|arrived|come)\b",
    _F,
)
_NAME = r"(?P<v>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'.-]*)?)"
# The naming, at the start of the next sentence.
_NAMED_SHAPE = (
    r"^\W*(?:(?:and|so)\s+)?(?:(?P<p>her|his|their)\s+name(?:['’]s|\s+is)\s+|"
    r"(?:(?:we|i)(?:['’]ve|\s+have)?\s+)?(?:named|called|(?:decided\s+to\s+)?(?:name|call))\s+"
    r"(?:(?P<p2>her|him|them)|the\s+(?:little\s+one|baby|wee\s+one|little\s+(?P<r>guy|man|girl|lady)))\s+|"
    r"(?:(?:a|one)\s+)?(?:(?:little|baby|beautiful|healthy|tiny|bouncing)\s+)+(?P<r2>boy|girl)\s*(?:,|:|—|–|-|called|named)\s*)"
    + _NAME
    + r"|^\W*"
    + _NAME.replace("?P<v>", "?P<v2>")
    + r"\s+(?:was\s+born|arrived)\b"
)
_NAMED = re.compile(_NAMED_SHAPE, _F)
# ... in a message typed all in lower case, a lower-case name ("her name is maya")
_NAMED_LOWER = re.compile(_NAMED_SHAPE.replace("(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])", "(?-i:[a-z])"), _F)
_GIRL = frozenset({"girl", "daughter", "her", "lady"})
_BOY = frozenset({"boy", "son", "him", "his", "guy", "man"})


def baby_named(sentence: str, before: str) -> str | None:
    """ "we had a baby <kind> named <Name>" when ``sentence`` names the baby ``before`` announced."""
    news = _NEWS.search(before)
    shape = _NAMED_LOWER if sentence == sentence.lower() else _NAMED
    named = shape.match(sentence) if news is not None else None
    if news is None or named is None:
        return None
    said = [news.group("rel"), news.group("rel2"), news.group("rel3")]
    said += [named.group("r"), named.group("r2"), named.group("p"), named.group("p2")]
    kinds = {w.lower() for w in said if w}
    kind = "girl" if kinds & _GIRL else "boy" if kinds & _BOY else ""
    if not kind:
        return None  # "their name is ...": which child is not said
    name = named.group("v") or named.group("v2")
    return f"we had a baby {kind} named {name[:1].upper()}{name[1:]}"


def baby_announced(before: str) -> bool:
    """Whether ``before`` announced the user's baby (so a name after it is no partner's)."""
    return _NEWS.search(before) is not None


_JOIN = re.compile(r"\s*(?:[,;—–]|\s-\s|\band\b)\s*", _F)


def baby_in_one(text: str) -> str | None:
    """The same reading when news and name share one sentence: "our daughter arrived last night, we
    named her Juno"."""
    for join in _JOIN.finditer(text):
        said = baby_named(text[join.end() :], text[: join.start()])
        if said is not None:
            return said
    return None
