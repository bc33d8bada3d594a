"""A partner named only as the other half of "we": the one name paired with the user in a turn that says
the two are a couple.

Chat rarely says "my wife Sunniva"; it says "should Sunniva and I get a joint account now that we're
engaged", "me n Dev been together 2 yrs, thinking of proposing", "Goran and I keep fighting about the dog.
Married 8 years", "date night with Anselm tomorrow", "Ilse's parents are coming and it's the first time I'm
hosting them as her boyfriend", "Our wedding's in September -- Aoife wants a ceilidh band". What stays put
across the shapes is a pairing: one name joined to the user ("X and I", "me and X", "date night with X"),
or standing as the subject beside the couple's own thing ("our wedding", "our bedroom"), and, in the same
turn, a word only a couple says of itself (engaged, married N years, together N years, our anniversary, a
proposal, "as her boyfriend").

The turn is spelled out as "my partner is X" and read as usual. Nothing is read when the turn names two
people, when a relative, a friend or a colleague stands beside the name ("my sister Ana and I": the name
is theirs), or when the wedding or anniversary is somebody else's ("Mia's wedding", "my parents'
anniversary").
"""

from __future__ import annotations

import re

from engram.extraction.fact_lexicon import THIRD_PARTY
from engram.extraction.pronoun_roles import NAME_N, names_in, turn_text

_F = re.IGNORECASE
_NAME = NAME_N
_NUMBER = r"(?:\d{1,2}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)"
_SPAN = rf"{_NUMBER}\+?\s*(?:yrs?|years?|months?)"
# a word only a couple says of itself
_COUPLE = re.compile(
    r"\b(?:(?:we['’]re|we\s+are|we\s+got|we['’]ve\s+got|we\s+just\s+got|just\s+got|got|getting|we['’]re\s+getting)\s+"
    r"(?:engaged|married|hitched)|"
    rf"(?:married|together|dating|engaged)\s+(?:for\s+)?(?:almost\s+|nearly\s+|over\s+)?{_SPAN}|"
    rf"{_SPAN}\s+(?:married|together)\b|been\s+together|now\s+that\s+we['’]re\s+engaged|"
    r"(?:our|the)\s+(?:wedding|honeymoon|anniversary|engagement|relationship|first\s+date|bedroom|marriage)|"
    r"(?<!work\s)anniversary|honeymoon|date\s+night|marriage\s+proposal|joint\s+(?:bank\s+)?account|"
    r"propos(?:e|ed|ing)\b(?!\s+(?:a|an|the|that|this|some|changes?|ideas?|we)\b)|"
    r"as\s+(?:her|his|their)\s+(?:boyfriend|girlfriend|husband|wife|partner|fianc[eé]e?)|"
    r"moved\s+in\s+together|living\s+together)",
    _F,
)
# ... over, in the pairing's own clause ("Ferran and I were married for ten years"), or wished in the turn
_ENDED = re.compile(
    r"\b(?:were|was|had\s+been|used\s+to\s+be)\s+(?:\w+\s+)?(?:married|together|engaged|dating)\b|"
    r"\b(?:ex|exes|divorc\w*|split\s+up|(?:we|and\s+i)\s+split(?!\s+(?:the|our|chores|bills|costs|rent|everything)\b)|"
    r"broke\s+up|breakup|break-up|separated|widow\w*|passed\s+away|died|late|moved\s+out|long\s+gone|left\s+me|"
    r"call(?:ed|ing)?\s+(?:it\s+)?off|broke\s+off|cancel(?:l?ed|ling)?\s+the\s+(?:wedding|engagement))\b",
    _F,
)
_WISHED = re.compile(r"\b(?:would|if|someday|one\s+day|hypothetical\w*|imagine)\b", _F)
# ... said of somebody else's: "Mia's wedding", "my parents' anniversary", "his engagement"
_THEIRS = re.compile(
    r"(?:['’]s?|\b(?:his|her|their|your))\s+(?:\w+\s+)?(?:wedding|honeymoon|anniversary|engagement|proposal)\b", _F
)
# the name paired with the user
_PAIRED = (
    re.compile(rf"(?<![\w'’-]){_NAME}\s+(?:and|&|n|'n')\s+(?:i|me|myself)\b(?!['’])", _F),
    re.compile(rf"\b(?:me|i|myself)\s+(?:and|&|n|'n'|\+)\s+{_NAME}(?![\w'’-])", _F),
    re.compile(rf"\b(?:date\s+night|anniversary\s+\w+|honeymoon)\s+with\s+{_NAME}(?![\w'’-])", _F),
    # "Jonas (3 months together now!)", "Anders proposed last night!!"
    re.compile(rf"(?<![\w'’-]){_NAME}\s*\(\s*{_SPAN}\s+(?:together|in)\b", _F),
    re.compile(
        rf"(?<![\w'’-]){_NAME}\s+(?:just\s+|finally\s+)?proposed\b(?!\s+(?:a|an|the|that|we|to\s+(?!me\b)))", _F
    ),
    re.compile(
        rf"(?<![\w'’-]){_NAME}['’]s\s+(?:parents|mum|mom|dad|family|folks|mother|father)\b.*"
        r"\bas\s+(?:her|his|their)\s+(?:boyfriend|girlfriend|husband|wife|partner|fianc[eé]e?)\b",
        _F,
    ),
)
# the couple's own thing, the name its subject: "Our wedding's in September -- Aoife wants a ceilidh band"
_OURS = re.compile(r"\bour\s+(?:wedding|honeymoon|anniversary|engagement|bedroom|marriage)\b", _F)
_SUBJECT = re.compile(
    rf"(?:^|[.!?;:—–]\s*|\s-+\s+|,\s+){_NAME}\s+(?:(?:always|never|just|still|really|keeps|wants|leaves|insists)\b|"
    r"(?-i:[a-z]+)(?<![su])s\b)",
    _F,
)
# the cue words, capitalised when they open a sentence ("Married 8 years, you'd think ...")
_CUE_WORDS = frozenset({"married", "engaged", "together", "anniversary", "honeymoon", "date", "our"})
_BESIDE = re.compile(rf"\b(?:{THIRD_PARTY})\s*,?\s*$|^\s*,?\s*(?:my|our)\s+(?:{THIRD_PARTY})\b", _F)


def couple_named(sentence: str, before: str) -> str | None:
    """ "my partner is X" for the one name the turn pairs with the user as a couple, or None."""
    text = turn_text(before, sentence)
    if _WISHED.search(text):
        return None
    cues = [m for m in _COUPLE.finditer(text) if not _THEIRS.search(text[max(0, m.start() - 30) : m.end()])]
    if not cues:
        return None
    for pairing in _PAIRED:
        for found in pairing.finditer(text):
            name = found.group("n")
            if _ENDED.search(_sentence_of(text, found.start("n"))):
                continue
            others = {n for n in names_in(text) if n != name and n.lower() not in _CUE_WORDS}
            if not all(_ended_for(other, text) for other in others) or names_in(name, places=True) != [name]:
                continue  # (a name a town shares is a name here: "Jaroslav and I"; the one left may be named)
            if not (_BESIDE.search(text[: found.start("n")]) or _BESIDE.search(text[found.end("n") :])):
                return _spelled(found, cues, text, sentence)
    if _OURS.search(text):
        for found in _SUBJECT.finditer(text):
            name = found.group("n")
            if names_in(text) == [name] and not _BESIDE.search(text[: found.start("n")]):
                return _spelled(found, cues, text, sentence)
    return None


def _ended_for(name: str, text: str) -> bool:
    """Is every mention of ``name`` in a clause that ends a couple ("Mateus and I split up in the spring")?"""
    spans = [m.span() for m in re.finditer(rf"\b{re.escape(name)}\b", text)]
    return bool(spans) and all(_ENDED.search(_sentence_of(text, a)) for a, _ in spans)


def _sentence_of(text: str, at: int) -> str:
    """The sentence of ``text`` holding ``at`` (a dash or a bracket opens another: "... split up. Anyway -- Jonas")."""
    cuts = [m.end() for m in re.finditer(r"[.!?;]+\s+|\s[—–]\s|\s-+\s|\(", text) if m.end() <= at]
    left = max(cuts, default=0)
    right = next(
        (m.start() for m in re.finditer(r"[.!?;]+(?:\s+|$)|\s[—–]\s|\s-+\s|\)", text) if m.start() >= at), len(text)
    )
    return text[left:right]


def _spelled(found: re.Match[str], cues: list[re.Match[str]], text: str, sentence: str) -> str | None:
    start = len(text) - len(sentence)
    if found.start("n") < start and all(m.start() < start for m in cues):
        return None  # both said before this sentence: read there already
    return f"my partner is {found.group('n')}"
