"""A new boss or a new partner, told as news in the shapes the frames miss.

People are introduced to chat as they come into a life, in many words: "now my direct leader is Ms. Liu",
"the new nurse manager -- Kwame -- is redoing the rota", "it's a new head chef since last month, Aiyana",
"our department is led by Eng. Samira Haddad", "the person I now answer to is a guy called Declan"; "I've
started seeing someone. His name is Marcus", "Now I am dating a guy from my work, Kevin", "I am engaged
again, to Noor", "I am getting remarried in December to Meera", "Met someone at my cousin's wedding --
Idris". Each shape names the user's own boss or partner: never after somebody else's possessive ("her new
boss is Ada"), and a name may carry its honorific ("Prof. Lindqvist", "Ms. Yamamoto").
"""

from __future__ import annotations

import re
from dataclasses import replace

from engram.extraction.fact_lexicon import BOSS_WORDS, HONORIFIC
from engram.extraction.slots import TypedFact

_F = re.IGNORECASE
# a name, with its honorific if it has one
_NAME = (
    rf"(?P<v>(?:{HONORIFIC}\.?\s+)?"
    r"(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž][\w'-]+)(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž][\w'-]+))?)"
)
_NAME_ENDS = r"(?=\s*(?:$|[.,;:!?)(—–-]|\s+(?:and|who|he|she|from|is|has|will|wants|starts|started|btw)\b))"
_BOSS = (
    rf"(?:{BOSS_WORDS}|leader|direct\s+leader|superior|lead(?!\s+(?:singer|guitarist|vocalist|actor|actress|role|part))|"
    r"head\s+of\s+(?:department|section|the\s+\w+)|chief)"
)
_NOT_THEIRS = (
    r"(?<!['’]s\s)(?<!\bher\s)(?<!\bhis\s)(?<!\btheir\s)(?<!\byour\s)(?<!\bgot\sa\s)(?<!\bhas\sa\s)(?<!\bgets\sa\s)"
)
_MANAGER_NEWS = (
    # "the new nurse manager -- Kwame --", "a new head chef since last month, Aiyana", "New section chief is Ms. Sato"
    re.compile(
        rf"{_NOT_THEIRS}\bnew\s+(?:[\w-]+\s+)?{_BOSS}(?:\s+(?:since|as\s+of|from|starting)\s+(?:\w+\s+){{0,2}}?\w+)?"
        rf"\s*(?:\s(?:is|=)\s+|:\s*|,\s*|\s-+\s*|\s*[—–]\s*)(?:now\s+)?{_NAME}{_NAME_ENDS}",
        _F,
    ),
    # "now my direct leader is Ms. Liu"
    re.compile(rf"\b(?:my|our)\s+(?:new\s+)?(?:direct\s+)?{_BOSS}\s+is\s+(?:now\s+)?{_NAME}{_NAME_ENDS}", _F),
    # "Dr. Hartmann is my main supervisor now"
    re.compile(
        rf"{_NOT_THEIRS}(?<![\w.]){_NAME}\s+(?:is|['’]s)\s+(?:now\s+)?(?:my|our)\s+"
        rf"(?:(?:new|main|direct|current|primary|actual)\s+)*{_BOSS}\b",
        _F,
    ),
    # "after the reorg I'm now under Adaeze", "Now I have Ingrid as manager", "since Marguerite took over the team"
    re.compile(rf"\b(?:i'm|i\s+am|im)\s+(?:now\s+)?(?:working\s+)?under\s+{_NAME}{_NAME_ENDS}", _F),
    re.compile(
        rf"\b(?:i|we)\s+(?:now\s+)?(?:have|got)\s+{_NAME}\s+as\s+(?:my\s+|our\s+|a\s+)?(?:new\s+)?{_BOSS}\b", _F
    ),
    re.compile(
        rf"\bsince\s+{_NAME}\s+took\s+over\s+(?:the\s+team|our\s+team|the\s+department|as\s+(?:my|our)\s+{_BOSS})", _F
    ),
    # "our department is led by Eng. Samira Haddad"
    re.compile(
        r"\b(?:my|our)\s+(?:department|team|unit|section|division|group|lab|ward|kitchen|office|squad)\s+is\s+(?:now\s+)?"
        rf"(?:led|run|managed|headed)\s+by\s+{_NAME}",
        _F,
    ),
    # the one now in charge of the user, by what they do: "Mrs. Osei is supervising us now", "Bronwyn is taking over
    # the team", "Dr. Mbeki has agreed to be my primary supervisor", "Fiona, who I answer to at work, ..."
    re.compile(
        rf"(?:^|[.!?;:,]\s*|\b(?:and|so|now|then|lol|ok|okay|well)\s+){_NOT_THEIRS}{_NAME}\s+(?:is|['’]s|has\s+been)\s+(?:now\s+)?"
        r"(?:supervising|managing|leading|heading|running)\s+(?:us|me|our\s+(?:team|department|unit|ward|group|lab|kitchen|squad|shift))\b",
        _F,
    ),
    re.compile(
        rf"{_NOT_THEIRS}(?<![\w.]){_NAME}\s+(?:has\s+|had\s+|just\s+)?(?:agreed|offered|stepped\s+up|volunteered)\s+to\s+(?:be|become)\s+"
        rf"(?:my|our)\s+(?:(?:new|main|primary|direct|interim|acting)\s+)*(?:{_BOSS}|advisor|adviser)\b",
        _F,
    ),
    re.compile(
        rf"{_NOT_THEIRS}(?<![\w.]){_NAME}\s*,\s*(?:who|whom)\s+(?:(?:i|we)\s+(?:now\s+)?(?:answer|report)\s+to\b|"
        # ... or who runs the user's team: "a birthday message from me to Wenjing, who manages our team"
        r"(?:now\s+)?(?:manages|runs|leads|heads\s+up|heads|supervises)\s+(?:our|my)\s+(?:team|squad|department|dept|unit|group|"
        r"section|ward|kitchen|shift)\b|(?:now\s+)?(?:manages|supervises)\s+(?:me|us)\b)",
        _F,
    ),
    # what only the user's manager does to the user: "Kofi signs off on my timesheets", "Hannah approved my leave",
    # "my 1:1 with Tobias got moved again"
    re.compile(
        rf"(?:^|[.!?;:,]\s*|\b(?:and|so|now|then|lol|ok|okay|well|ugh|but)\s+){_NOT_THEIRS}{_NAME}\s+(?:\w+\s+)?"
        r"(?:signs?\s+off\s+(?:on\s+)?|signed\s+off\s+(?:on\s+)?|approves?\s+|approved\s+|rejected\s+|denied\s+|declined\s+|"
        r"does\s+|did\s+|writes\s+|wrote\s+|runs\s+|knocked\s+back\s+)(?:all\s+(?:of\s+)?|every\s+one\s+of\s+)?(?:my|our)\s+(?:\w+\s+)?"
        r"(?:timesheets?|leave|holiday|holidays|annual\s+leave|pto|"
        r"time\s+off|expenses|expense\s+(?:claims?|reports?)|appraisals?|performance\s+reviews?|reviews?|rota|overtime|"
        r"promotion\s+case)(?:\s+(?:requests?|forms?|claims?))?\b",
        _F,
    ),
    re.compile(
        rf"(?:\bmy\s+|^\W*)(?:weekly\s+|next\s+|first\s+)?(?:1:1|1-on-1|one-on-one|one\s+on\s+one)s?\s+with\s+{_NAME}",
        _F,
    ),
    # a boss told as the one who is now different, or who now manages the user: "different boss now, Svetlana",
    # "reporting line changed last week (Amara now, not Björn)", "Keiko supervises me now"
    re.compile(
        rf"\b(?:different|another)\s+(?:boss|manager|supervisor|lead)\s+now\s*(?:,|:|—|–|\s-+)\s*{_NAME}{_NAME_ENDS}",
        _F,
    ),
    re.compile(rf"\breporting\s+line\s+(?:has\s+)?changed\b[^()]{{0,30}}\(\s*{_NAME}\s+now\b", _F),
    re.compile(
        rf"(?:^|[.!?;:,]\s*|\b(?:so|and|now|then|but)\s+){_NOT_THEIRS}{_NAME}\s+(?:now\s+)?"
        r"(?:supervises|manages|line[\s-]manages)\s+(?:me|us)\b",
        _F,
    ),
    # ... and what a manager alone can do to the user: "Soo-ah put me on a PIP today"
    re.compile(
        rf"(?:^|[.!?;:,]\s*|\b(?:and|so|now|then|lol|ok|okay|well|ugh|but)\s+){_NOT_THEIRS}{_NAME}\s+(?:just\s+|has\s+)?"
        r"(?:put|placed|puts)\s+me\s+on\s+(?:a\s+)?(?:pip|performance\s+improvement\s+plan)\b",
        _F,
    ),
    # the one named, then who they are to the user said aside: "Mehmet (he manages me)", "Carmela -- she manages me --"
    re.compile(
        rf"{_NOT_THEIRS}(?<![\w.]){_NAME}\s*(?:\(|,|—|–|\s-+)\s*(?:he|she|they)\s+(?:(?:now|also)\s+)?"
        r"(?:manages|supervises|line[\s-]manages)\s+me\b",
        _F,
    ),
    # a new head of the user's own team or department: "Since Luca took over as head of my department ..."
    re.compile(
        rf"(?:^\W*(?:(?:ever\s+)?since\s+)?|[.!?;:,]\s*|\b(?:since|and|so|now|then|but)\s+){_NOT_THEIRS}{_NAME}\s+(?:has\s+)?"
        r"(?:took|taken|takes|taking|stepped\s+in|came\s+in)\s+(?:over\s+)?as\s+(?:the\s+)?(?:new\s+)?(?:head|lead|manager|"
        r"director|boss|supervisor|chief)\s+of\s+my\s+(?:department|dept|team|unit|group|division|section|ward|lab)\b",
        _F,
    ),
    # "the person I now answer to is a guy called Declan"
    re.compile(
        r"\bthe\s+(?:person|one|guy|woman|man|lady)\s+(?:i|we)\s+(?:now\s+)?(?:answer|report)\s+to\s+(?:now\s+)?is\s+(?:now\s+)?"
        rf"(?:a\s+(?:guy|woman|man|lady|bloke|chap)\s+)?(?:called\s+|named\s+)?{_NAME}",
        _F,
    ),
)
# a successor taking over the user's team, read after every other reading of the manager (which also names
# the one who left): "Bronwyn is taking over the team and asked everyone ...", "Ines Duarte took over the team"
_TAKING_OVER = (
    re.compile(
        rf"(?:^|[.!?;:,]\s*|\b(?:and|so|now|then|lol|ok|okay|well)\s+){_NOT_THEIRS}{_NAME}\s+(?:is\s+|['’]s\s+|has\s+)?(?:now\s+)?"
        r"(?:taking|taken|took)\s+over\s+(?:the|our|my)\s+(?:team|department|unit|ward|group|lab|kitchen|squad|shift)\b"
        r"(?!\s+(?:of|at|in|for)\b)",
        _F,
    ),
)
_PARTNER_NEWS = (
    # "Now I am dating a guy from my work, Kevin", "started to date a man named Hiroshi"
    re.compile(
        r"\b(?:i'm|i\s+am|im|i've\s+been|i\s+have\s+been|i've|i\s+have)\s+(?:now\s+|finally\s+)?(?:started\s+)?(?:dating|seeing|to\s+date|to\s+see)\s+"
        rf"(?:a|an|this|someone|somebody)\s*(?:(?:new\s+)?(?:guy|girl|man|woman|lady|bloke|person)\s*)?(?:[^,.;!?]{{0,30}}?)"
        rf"(?:,\s*|\s+(?:called|named)\s+){_NAME}{_NAME_ENDS}",
        _F,
    ),
    # "I am engaged again, to Noor", "getting remarried in December to Meera"
    re.compile(
        r"\b(?:i'm|i\s+am|im|i\s+got|we\s+got|i've\s+got)\s+(?:now\s+|finally\s+|officially\s+)?(?:engaged|getting\s+(?:re)?married|remarried)"
        rf"(?:\s+again)?(?:\s+(?:in|on|this|next)\s+\w+)?\s*,?\s+to\s+{_NAME}",
        _F,
    ),
    # "the first trip with Jun, we've only been together four months", "Now I date Natasha"
    re.compile(
        rf"\bwith\s+{_NAME}\s*,?\s+(?:we['’]ve|we\s+have)\s+(?:only\s+|just\s+)?been\s+(?:together|dating|going\s+out)\b",
        _F,
    ),
    re.compile(rf"\b(?:now\s+)?(?:i|we)\s+(?:now\s+)?date\s+{_NAME}{_NAME_ENDS}", _F),
    # "Met someone at my cousin's wedding -- Idris"
    re.compile(
        rf"(?:^|\b(?:i|we)\s+)(?:just\s+|finally\s+)?met\s+someone\b[^.;!?]{{0,50}}?(?:\s*[—–]\s*|\s+-+\s+|:\s*){_NAME}",
        _F,
    ),
)
# "I've started seeing someone. His name is Marcus": the news, then the name in a sentence of its own
_SEEING = re.compile(
    r"\b(?:started\s+(?:seeing|dating)|seeing\s+someone|dating\s+someone|met\s+someone|in\s+love\s+again|fell\s+in\s+love)\b",
    _F,
)
_MINE = re.compile(r"(?:^|\b(?:i|i've|i'm|im|i\s+have|i\s+am|we)\s+(?:\w+\s+){0,2})$", _F)
_HIS_NAME = re.compile(rf"\b(?:his|her|their)\s+name(?:['’]s|\s+is)\s+{_NAME}", _F)


def _named(slot: str, patterns: tuple[re.Pattern[str], ...], text: str) -> TypedFact | None:
    """The fact of ``slot`` naming the person the first of ``patterns`` that matches names."""
    for pattern in patterns:
        found = pattern.search(text)
        if found is not None:
            return TypedFact(slot, found.group("v"), "set", evidence=text, rule=f"{slot}:news")
    return None


_GONE = r"(?:left|is\s+leaving|has\s+left|quit|retired|moved\s+on|went\s+off|is\s+gone|'s\s+gone)"


def manager_news(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` with the user's new boss a piece of news names, when no reading named one -- or when the one read
    is said to have left before it ("my PI Olumide left for Toronto so Keiko supervises me now")."""
    named = _named("manager", _MANAGER_NEWS, text)
    read = [f for f in facts if f.slot == "manager" and f.op == "set"]
    if not read:
        return facts if named is None else [*facts, named]
    gone = [
        f
        for f in read
        if named is not None
        and f.value != named.value
        # (the one read is the subject of the leaving: "Bell is my boss now that Elspeth retired" is Elspeth's)
        and re.search(
            rf"\b{re.escape(f.value)}(?:['’]s)?\s+(?:(?:has|had|just|finally|recently)\s+)*{_GONE}\b", text, _F
        )
        is not None
    ]
    if not gone or named is None:
        return facts
    return [f for f in facts if f not in gone] + [replace(named, old=gone[0].value)]


def manager_successor(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` with the one taking over the user's team, when no reading named a manager."""
    if any(f.slot == "manager" and f.op == "set" for f in facts):
        return facts
    named = _named("manager", _TAKING_OVER, text)
    return facts if named is None else [*facts, named]


def partner_news(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` with the user's new partner a piece of news names, when no reading named one."""
    if any(f.slot == "partner" and f.op == "set" for f in facts):
        return facts
    said = _named("partner", _PARTNER_NEWS, text)
    if said is not None:
        return [*facts, said]
    seeing = _SEEING.search(text)
    if seeing is not None and not _MINE.search(text[: seeing.start()]):
        seeing = None  # "my sister is seeing someone - his name's Pavel": hers
    named = _HIS_NAME.search(text, seeing.end()) if seeing is not None else None
    if named is not None:
        return [*facts, TypedFact("partner", named.group("v"), "set", evidence=text, rule="partner:news")]
    return facts
