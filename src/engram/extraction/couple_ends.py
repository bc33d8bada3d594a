"""The end of the user's couple read from the whole sentence, when no frame read a partner.

A break-up is told in more shapes than frames keep up with: "the divorce is final as of Monday",
"we're not together anymore, so yeah", "broke up with my boyfriend last week", "it's over between
us", "signed the divorce papers today", "my marriage is over". What stays put is a word of parting
(broke up, split, separated, divorce final, not together, single again, it's over) said of the user
-- "we", "I", "my <partner word> and I", "our / my divorce", or no subject at all in terse chat.

Nothing is read of somebody else's couple ("my sister's divorce is final", "Sarah split up with her
boyfriend", "my parents divorced"), of the past told as a story ("when my parents split up"), or of
a wish or a question (refused before this reading).
"""

from __future__ import annotations

import re

from engram.extraction.fact_lexicon import PARTNER_WORDS, THIRD_PARTY
from engram.extraction.slots import TypedFact

_F = re.IGNORECASE
_WE = (
    r"(?:we|we['’]re|we\s+are|we['’]ve|we\s+have|me\s+and\s+(?:my|the)\s+\w+|(?:my|the)\s+(?:\w+\s+)?"
    + PARTNER_WORDS
    + r"\s+and\s+(?:i|me))"
)
_PARTING = re.compile(
    # the couple parting: "we split up", "we're not together anymore", "we've separated"
    rf"(?:^|[,;:!-]\s*|\b(?:so|and|but|well|yeah|ok|okay|anyway)\s+){_WE}\s+(?:(?:just|finally|officially|have|had|are|now|recently|sadly)\s+)*"
    r"(?:broke\s+up|split\s+up|separated|divorced|got\s+divorced|called\s+it\s+quits|parted\s+ways|"
    r"went\s+(?:our\s+)?separate\s+ways|(?:not|no\s+longer)\s+together(?:\s+any\s*more)?)\b"
    # (never with an object of its own: "we separated the recycling", "we split up the chores")
    r"(?!\s+(?:the|a|an|our|my|their|that|this|them|it|these|those|everything|things)\b)|"
    # the short ones only as the whole news: "we're done." but never "we're done with the kitchen"
    rf"(?:^|[,;:!-]\s*|\b(?:so|and|but|well|yeah|ok|okay|anyway)\s+){_WE}\s+(?:(?:just|finally|officially|are|now|sadly)\s+)*"
    r"(?:split|done|over|through|finished|ended\s+(?:things|it)|called\s+it|separating|splitting\s+up|breaking\s+up|divorcing|"
    r"getting\s+(?:a\s+)?divorced?)(?=\s*(?:$|[.!,;]|\s+(?:now|for\s+good|officially|last|this|yesterday|"
    r"in\s+\w+|after|recently|a\s+few|two|three)\b))|"
    # the user parting, or the subject dropped: "broke up with my boyfriend", "I left my husband"
    rf"(?:^|[,;:!-]\s*|\bi\s+(?:(?:just|finally|officially|have|had|recently)\s+)*)"
    rf"(?:broke\s+up\s+with|split\s+(?:up\s+)?(?:with|from)|separated\s+from|divorced|left|dumped|ended\s+things\s+with)\s+my\s+(?:\w+\s+)?{PARTNER_WORDS}\b|"
    # the divorce or the marriage itself: "the divorce is final", "signed the divorce papers", "my marriage is over"
    r"\b(?:the|our|my)\s+divorce\s+(?:is|was|went|came|got|has\s+been)\s+(?:now\s+|finally\s+|officially\s+)*(?:final|finali[sz]ed|through|official|done|granted|settled)\b|"
    r"\b(?:signed|filed|got)\s+(?:the|our|my)\s+divorce\s+(?:papers|decree|petition)\b|\b(?:filed|filing)\s+for\s+(?:a\s+)?divorce\b|"
    r"\b(?:our|my)\s+(?:marriage|relationship|engagement)\s+(?:is|['’]s)\s+(?:now\s+|officially\s+)?(?:over|done|finished)\b|"
    r"\b(?:it['’]s|it\s+is)\s+(?:officially\s+|really\s+)?over\s+between\s+(?:us|me\s+and\s+\w+)\b|"
    r"\b(?:i['’]m|i\s+am)\s+(?:officially\s+|now\s+|newly\s+)?single\s+(?:again|now)\b|^\W*(?:newly|officially)\s+single\b|"
    r"\b(?:i['’]m|i\s+am)\s+(?:officially\s+|now\s+|newly\s+|recently\s+|freshly\s+)?(?:divorced|separated)\b(?!\s+from\b(?!\s+(?:my\s+\w+|(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])\w+)\s*(?:$|[.,;!])))|"
    r"(?:^\W*|\bi\s+)(?:just\s+|finally\s+|recently\s+|officially\s+)?(?:got|have\s+got|['’]ve\s+got)\s+divorced\b|"
    # the wedding or the engagement off: "my engagement is off", "we called off the wedding"
    r"\b(?:my|our)\s+(?:engagement|wedding)\s+(?:is|was|got|['’]s|has\s+been)\s+(?:now\s+|officially\s+)?(?:off|cancelled|canceled|called\s+off)\b|"
    r"\bthe\s+engagement\s+(?:was|got|has\s+been)\s+(?:called\s+off|cancelled|canceled|broken\s+off)\b|"
    r"\b(?:called|calling|broke|breaking)\s+off\s+(?:the|our|my)\s+(?:engagement|wedding)\b|"
    r"\b(?:we|i)\s+(?:just\s+|finally\s+)?(?:called|broke)\s+(?:it|the\s+engagement)\s+off\b",
    _F,
)
# The couple is somebody else's, or a story of the past.
_THEIRS = re.compile(
    rf"\b(?:{THIRD_PARTY})['’]s?\s+(?:\w+\s+)?(?:divorce|marriage|break-?up|relationship)\b|(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])\w*['’]s\s+(?:divorce|marriage)\b|"
    rf"\b(?:my|our)\s+(?:parents|mum|mom|dad|mother|father|sister|brother|friend|friends)\b(?!\s+and\s+(?:i|me)\b)|"
    r"\b(?:his|her|their|your)\s+(?:divorce|marriage|ex|wife|husband|partner|girlfriend|boyfriend)\b|\bwhen\s+(?:i|we)\s+was\b|"
    r"\b(?:years|decades)\s+ago\b|\bused\s+to\b|\bfirst\s+marriage\b",
    _F,
)


# Things with somebody named ending: "things with Mark ended last week" -- the partner only if Mark is
# the partner memory holds, so the end names him.
_ENDED_WITH = re.compile(
    r"\bthings\s+(?:with|between\s+(?:me\s+and|us,?))\s+(?P<name>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[a-zà-ÿā-ž]+)\s+(?:have\s+|just\s+|finally\s+)*"
    r"(?:ended|are\s+over|are\s+done|didn['’]t\s+work\s+out|fizzled\s+out|fell\s+apart)\b",
    _F,
)


# The couple parting with the other one named: "Elif and me divorced last year", "jake n i are done lol",
# "Declan and myself split up", "I broke up with Tomasz", "since Olly moved out". Only the partner
# memory holds by that name ends (a roommate who moved out names no partner, and nothing ends).
_NOT_A_PARTNER = (
    r"(?!(?:mum|mom|dad|mother|father|sister|brother|boss|manager|kids|children|son|daughter|parents|friend|"
    r"work|team|we|it|this|that|they|he|she|you)\b)"
)


def _name(group: str) -> str:
    return rf"{_NOT_A_PARTNER}(?P<{group}>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[a-z]+|[a-z]{{3,}})"


_NAMED_PARTING = re.compile(
    rf"(?:^|[,;:!(-]\s*|\b(?:so|and|but|well|yeah|ok|okay|anyway|since|after|because|now\s+that)\s+)"
    rf"(?:{_name('first')}\s+(?:and|n|&)\s+(?:i|me|myself)|(?:me|myself)\s+(?:and|n|&)\s+{_name('second')})\s+"
    r"(?:(?:just|finally|officially|have|had|are|now|recently|sadly|got)\s+)*"
    r"(?:(?:broke\s+up|split\s+up|separated|divorced|called\s+it\s+quits|parted\s+ways|went\s+(?:our\s+)?separate\s+ways|"
    r"(?:not|no\s+longer)\s+together)\b(?!\s+(?:the|a|an|our|my|their|that|this|them|it|these|those|everything|things|with)\b)|"
    # the short ones only as the whole news: "jake n i are done lol", never "Hollis and I finished painting the kitchen"
    r"(?:split|done|over|through|finished)(?=\s*(?:$|[.!,;:)]|\s+(?:now|for\s+good|for\s+real|officially|last|this|yesterday|"
    r"in\s+\w+|after|recently|a\s+few|two|three|lol|haha|tbh|honestly)\b)))|"
    rf"\bi\s+(?:(?:just|finally|officially|have|had|recently)\s+)*(?:broke\s+up\s+with|split\s+(?:up\s+)?(?:with|from)|"
    r"separated\s+from|divorced|dumped|ended\s+things\s+with)\s+(?P<with>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[a-zà-ÿā-ž]+)\b(?!\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž]))|"
    # "I am separated from Olga since spring", "after the divorce from Ravi"
    r"\b(?:i'm|i\s+am|im|we're|we\s+are)\s+(?:now\s+)?(?:separated|divorced)\s+from\s+(?P<from>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[a-zà-ÿā-ž]+)\b|"
    r"\b(?:the|my|our)\s+divorce\s+from\s+(?P<div>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[a-zà-ÿā-ž]+)\b|"
    # "Helga and I have decided to separate amicably"
    rf"(?:^|[,;:!(-]\s*|\b(?:so|and|but)\s+){_name('third')}\s+(?:and|&)\s+(?:i|me)\s+(?:have\s+|'ve\s+)?decided\s+to\s+"
    r"(?:separate|split(?:\s+up)?|divorce|break\s+up|part\s+ways)\b|"
    r"(?:^|[,;:!(-]\s*|\b(?:so|and|but|since|after|because|now\s+that)\s+)(?P<left>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[a-z]+)\s+(?:finally\s+|just\s+)?"
    r"(?:moved\s+out|dumped\s+me|left\s+me|walked\s+out(?:\s+on\s+me)?|broke\s+up\s+with\s+me|cheated\s+on\s+me)\b",
    re.IGNORECASE,
)


def couple_ended(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` with the partner ended when the sentence says the user's couple parted and no
    reading said anything of the partner."""
    if any(f.slot == "partner" for f in facts) or _THEIRS.search(text):
        return facts
    named = _ENDED_WITH.search(text) or _NAMED_PARTING.search(text)
    if named is not None:
        name = next(n for n in named.groups() if n)
        return [*facts, TypedFact("partner", "", "end", old=name.title(), evidence=text, rule="partner:parted")]
    if not _PARTING.search(text):
        return facts
    return [*facts, TypedFact("partner", "", "end", evidence=text, rule="partner:parted")]
