"""What the user goes by, read from a name tied to a cue of naming the user anywhere in one sentence.

People say it in many shapes: "call me Jo", "everyone at home calls me Denka, so you can too", "my
mates call me Moz", "most people know me as Mags", "I go by Sam these days", "Teddy's what everyone
calls me", "it's Kit, not Christopher", "please use Dee", "I'm Sol to my friends", "name's Jay",
"just Ollie is fine". The stable parts are a name shape (a capitalised word; any word in a message
typed all in lower case, outside a closed class of words that follow "call me" in idioms, diets,
pastimes, tools and adjective endings) and a cue whose object is the user: a verb of calling or
knowing *me*, going by, a name set against the one refused, or a request to use it.

What others call somebody else ("my brother goes by Jay", "people call him Doc"), one person's
name for the user that the user dislikes ("my boss calls me Champ and I hate it"), a question, a
condition, reported words and the idioms ("call me crazy", "call me when you're free", "call me
back", "don't call me that") say nothing.
"""

from __future__ import annotations

import re

from engram.extraction.fact_lexicon import DIETS
from engram.extraction.fact_values import not_a_name
from engram.extraction.gazetteer import is_place
from engram.extraction.hobby_lexicon import KNOWN_HOBBY
from engram.extraction.slots import TypedFact
from engram.extraction.tool_lexicon import KNOWN_TOOL

_F = re.IGNORECASE
# A name as written: capitalised, or any word when the whole message is in lower case.
_CAP = r"(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-ž'-]*\.?(?:\s+[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-ž'-]+)?)"
_LOW = r"[a-z][a-z'-]+"
# The groups whose name for the user is the user's: "my mates", "everyone at work", "the kids".
_GROUP = (
    r"(?:(?:almost\s+|pretty\s+much\s+)?(?:everyone|everybody|people|most\s+people|all\s+my\s+friends|folks|they)|"
    r"(?:my|the|our)\s+(?:\w+\s+)?(?:friends|mates|pals|buddies|family|colleagues|co-?workers|team|kids|"
    r"students|patients|regulars|crew|lads|girls|guys|folks|parents|siblings|people|clients)|"
    r"(?:friends|mates|family|colleagues|co-?workers))"
    r"(?:\s+(?:at|from|in|back)\s+(?:the\s+|my\s+)?\w+)?"
)
_NAMING_VERB = (
    r"(?:(?:usually|mostly|all|just|always|still|now|tend\s+to)\s+)*"
    r"(?:calls?\s+me|(?:have|'ve|has)\s+(?:always\s+)?called\s+me|know(?:s)?\s+me\s+as|refers?\s+to\s+me\s+as)"
)
# The cue, then the name: the user asks to be called it, goes by it, is known by it.
_BEFORE = (
    r"(?:^|[,.;:!—–(-]\s*|\b(?:so|and|but|just|please|pls|plz|also|btw|though|anyway|ok|okay|hey|hi|yeah)\s+)"
    r"(?:(?:you\s+can|you\s+may|feel\s+free\s+to|please|pls|plz|just|do|go\s+ahead\s+and)\s+)*(?:call|address)\s+me(?:\s+as)?",
    rf"\b{_GROUP}\s+{_NAMING_VERB}",
    r"\b(?:i|i've)\s+(?:\w+\s+)?(?:go|goes|gone|going)\s+by",
    r"\b(?:i'm|im|i\s+am)\s+(?:\w+\s+)?(?:known|called)\s+(?:as\s+)?",
    r"\bi'd\s+(?:rather|prefer|like)\s+(?:you\s+)?(?:to\s+)?(?:call(?:ed)?\s+me|be\s+called|go\s+by)",
    r"\bi\s+prefer\s+(?:to\s+be\s+called|being\s+called|to\s+go\s+by)",
    r"(?:^|[,.;:!]\s*)(?:the\s+)?name's",
    r"(?:^|[,.;:!]\s*)(?:please|pls|plz|just)\s+use",
)
_CUE_THEN_NAME = re.compile(r"(?:" + "|".join(_BEFORE) + r")\s+(?P<v>" + _CAP + "|" + _LOW + ")", _F)
_NAME_END = re.compile(
    r"^\s*(?:[,;.!)]|$|(?:so|and|too|instead|please|pls|plz|for\s+short|btw|these\s+days|nowadays|now|from\s+now\s+on|"
    r"lol|thanks|thx|haha|going\s+forward|though|not|rather|over|to|everyone|anyway|online|irl|here|since|like|if|when|whenever|"
    r"(?:at|with|in|around)\s+\w+)\b)",
    _F,
)
# The name, then the cue: "Teddy's what everyone calls me", "Rosie is what I go by", "I'm Sol to my friends".
_NAME_THEN_CUE = re.compile(
    rf"(?:^|[,.;:!]\s*)(?:(?:just|oh|so|ok|hey|hi|btw)\W+)*(?P<v>{_CAP}|{_LOW})(?:'s|\s+is)\s+(?:what|how)\s+(?:\w+\s+){{0,3}}?"
    r"(?:call(?:s)?\s+me|know(?:s)?\s+me)\b"
    rf"|(?:^|[,.;:!]\s*)(?:(?:just|oh|so|ok|hey|hi|btw)\W+)*(?P<v7>{_CAP}|{_LOW})(?:'s|\s+is)\s+(?:what|how)\s+i\s+(?:\w+\s+)?go\s+by\b"
    rf"|^(?:(?:just|oh|so|ok|hey|hi|hiya|hello|btw)\W+)*(?P<v3>{_CAP})(?:\s+(?:works|is\s+fine|it\s+is|then|here))?\s*[,;:—–-]\s*"
    rf"(?:it's|its|that's)\s+what\s+(?:i\s+go\s+by|(?:everyone|people|{_GROUP})\s+calls?\s+me)\b"
    rf"|(?:\b(?:i'm|im|i\s+am|but|just)\s+|^)(?P<v2>{_CAP})\s+to\s+(?:my\s+|all\s+my\s+)?(?:friends|mates|family|everyone|everybody|pals)\b",
    _F,
)
# A name set against the one refused: "it's Kit, not Christopher", "I prefer Liv to Olivia".
_RATHER = re.compile(
    rf"(?:^|[,.;:!]\s*)(?:(?:hey|hi|oh|ok|so|and|also)\W+)*(?:it's|its|it\s+is|i\s+prefer|i'd\s+prefer|prefer|just)\s+(?P<v>{_CAP})"
    rf"(?:\s+(?:btw|please|pls|actually))?\s*,?\s+(?:not|rather\s+than|instead\s+of|over|to)\s+(?P<old>{_CAP})\b"
    rf"|(?:^|[,.;:!]\s*)(?:just\s+)?(?P<v2>{_CAP})\s+(?:is|'s)\s+(?:fine|good|great|ok|okay|perfect)\b"
    r"(?=.*\b(?:call(?:s)?\s+me|go\s+by|my\s+name|nobody\s+calls|no\s+one\s+calls)\b)"
    rf"|^(?:just\s+)(?P<v5>{_CAP})\s+(?:is|'s|will\s+do|works)\s*(?:fine|good|great|ok|okay|perfect)?\s*[.!]*$"
    rf"|^(?:it's|its)\s+(?P<v4>{_CAP})\s*,?\s+(?:please|pls)\s*[.!]*$"
    rf"|^(?P<v6>{_CAP})\s*,?\s+(?:please|pls)\b(?=.*\b(?:calls?\s+me|go\s+by|my\s+name)\b)"
    rf"|(?:^|[,.;:!]\s*)use\s+(?P<v8>{_CAP})\s*,?\s+(?:please|pls|plz)\b(?=.*\b(?:short\s+for|call(?:s|ed)?\s+me|my\s+name|go\s+by)\b)"
    rf"|\b(?:short\s+for|call(?:s|ed)?\s+me|my\s+name)\b.*?[,.;:!]\s*use\s+(?P<v10>{_CAP})\s*,?\s+(?:please|pls|plz)\b",
    _F,
)
# Words that follow "call me" in idioms, never a name: "call me crazy", "call me back".
CALL_ME_IDIOMS = frozenset(
    "crazy mad old old-fashioned paranoid lazy weird picky biased cynical skeptical sceptical naive stupid dumb "
    "silly nuts a an the back later tomorrow tonight anytime any when whenever if that this it out up on maybe "
    "sometime soon first now please pls asap whatever something anything names old-school sentimental "
    "traditional boring extra obsessed spoiled spoilt petty lucky ishmael me you him her them us".split()
)
# Not the user's own standing name: a question, a condition, reported words, a name disliked.
_NOT_MINE = re.compile(
    r"\b(?:if|would|could|should|what\s+if|imagine|said|says|told|asked|hate|hates|can't\s+stand|don't\s+like|"
    r"annoying|annoys|stop\s+calling|don't\s+call|do\s+not\s+call|never\s+call|used\s+to|as\s+a\s+kid|at\s+school\s+they)\b",
    _F,
)


# A name spoken of, which a bare "please use X" needs before X is one ("please use Dee, it's what I go by").
_NAMING_WORD = re.compile(
    r"\b(?:call(?:s|ed)?\s+me|(?:my\s+)?(?:nick)?name|go\s+by|short\s+for|known\s+as|"
    # the name used for the user when spoken to: "please use Bex when you talk to me"
    r"when\s+you\s+(?:talk|speak|write|refer)\s+to\s+me|(?:to\s+)?address\s+me)\b",
    _F,
)
# Politeness is no condition: "I'd prefer Rudi if that's ok".
_POLITE = re.compile(
    r"\bif\s+(?:(?:that's|thats|that\s+is|it's|its)\s+(?:ok|okay|alright|all\s+right|fine|cool)|that\s+works)\b|"
    r"\bif\s+you\s+don't\s+mind\b",
    _F,
)


def nickname_facts(sentence: str) -> list[TypedFact]:
    """``nickname`` from a sentence saying what the user is called (never a question)."""
    text = sentence.strip()
    if "?" in text or _NOT_MINE.search(_POLITE.sub(" ", text)):
        return []
    lower = text == text.lower()
    for found in _CUE_THEN_NAME.finditer(text):
        value = found.group("v")
        asked_to_use = found.group(0).lower().rstrip().endswith(" use " + value.lower())
        if asked_to_use and (KNOWN_TOOL.fullmatch(value) or is_place(value) or not _NAMING_WORD.search(text)):
            continue  # "please use Python", "please use Markdown": a tool or a format, unless a name is spoken of
        if _NAME_END.match(text[found.end() :]) and _a_name(value, lower):
            return [_fact(value, text)]
    for pattern in (_NAME_THEN_CUE, _RATHER):
        said = pattern.search(text)
        value = next((v for k, v in said.groupdict().items() if k.startswith("v") and v), "") if said else ""
        old = (said.groupdict().get("old") or "") if said else ""
        if old and not _short_for(value, old):
            continue  # "It's Max, not Rex" (a dog's name corrected), "I prefer Zed over Emacs": no name of the user's
        if (
            said
            and (said.groupdict().get("v8") or said.groupdict().get("v10"))
            and (KNOWN_TOOL.fullmatch(value) or is_place(value))
        ):
            continue  # "use Docker please": a tool
        if value and _a_name(value, lower):
            return [_fact(value, text)]
    return []


def _short_for(name: str, given: str) -> bool:
    """``name`` is what the user goes by instead of a longer given name ("Kit" for "Christopher",
    "Dani" for "Daniela"); two names of one length are a correction of something else's name."""
    things = (KNOWN_TOOL.fullmatch(n) or is_place(n) for n in (name, given))
    return len(given) > len(name) + 1 and not any(things)


# Words of other kinds said after "call me" ("so call me pescatarian"), and in lower case the endings
# of adjectives and doers ("call me hopeless", "call me a realist"): never a name.
_DIET = re.compile(DIETS, _F)
_NOT_NAME_ENDING = re.compile(r"(?:ous|ful|less|ive|ic|ed|ing|ist|ish|able|ible|arian|ness|ment|y)$")


def not_a_nickname(word: str) -> bool:
    """A word after "call me" that names no one: an idiom ("crazy", "back"), a diet, an adjective."""
    low = word.lower()
    return (
        low in CALL_ME_IDIOMS
        or _DIET.fullmatch(low) is not None
        or (word == low and _NOT_NAME_ENDING.search(low) is not None)
    )


def _a_name(value: str, lower: bool) -> bool:
    first = value.split()[0]
    if first.lower() in CALL_ME_IDIOMS or not_a_name(first.lower()) or _DIET.fullmatch(value):
        return False
    if KNOWN_HOBBY.fullmatch(value):
        return False
    if first[:1].isupper():
        return True
    said_lower = lower and len(value.split()) == 1 and not KNOWN_TOOL.fullmatch(value)
    return said_lower and _NOT_NAME_ENDING.search(value) is None


def _fact(value: str, text: str) -> TypedFact:
    return TypedFact("nickname", value, "set", evidence=text, rule="nickname")
