# ruff: noqa: E501  (frames read better on one line)
"""Partners and children said in the shapes chat gives them beyond "my wife X" and "my son X is 8".

A partner comes with a verb of courting or committing ("dating a guy named Marco", "started seeing
someone new - Aiko", "got engaged to Ines", "I'm marrying Kofi", "Kenji and I are moving in
together"), is named as the partner ("Tobias is officially my husband", "Leo's my husband", "I have
a girlfriend now - Noa"), and goes with a break-up said of the partner word alone ("my wife left me",
"my husband and I are getting divorced": the partner ends whoever it was), of the couple ("me and my
girlfriend Clara broke up"), of the partner named then gone ("my boyfriend Sven moved out, we're
over"), in the passive ("got dumped by Ollie") or with the subject dropped ("dumped Kevin").
A child's age is said in words ("my daughter Ada is seven"), by a pronoun after the name ("my son
Luca started school, he's 5", "Max is a teenager now, he turned 13"), in parentheses after a comma
("my stepdaughter, Gemma (12), ..."), in a relative clause ("Mila, who just turned 4, ..."), by a
child's ordinal ("it's Freya's 9th birthday today", "we celebrated Rowan's 9th", "happy 9th to my boy
Rowan"), and a new baby is named after the news ("we had a baby boy last night, his name is Remy",
"baby number two arrived: Lottie", "new baby! Otto arrived").

Each frame is anchored on the user as subject (or a clause with no subject) or on the user's own
possessive, so "my sister is dating a guy named Marco" and "my cousin had a baby girl" stay theirs.
"""

from __future__ import annotations

from engram.extraction.fact_lexicon import CHILD_WORDS, PARTNER_WORDS
from engram.extraction.frame_parts import ADV, CNAME, Frame, _fr
from engram.extraction.kin_lexicon import (
    AGE_WORD,
    BDAY,
    BREAKUP,
    KID_ROLE,
    NAME_START,
    NOT_YET,
    ORDINAL,
    POSS,
    TURNED_AGE,
)

# the user as subject, or no subject at all ("got engaged to Ines last night!!")
_SUBJ = r"(?:^|\b(?:i|i'm|im|i\s+am|i've|ive|i\s+have)\s+)"
_STILL_ON = r"(?:(?:been|started|starting|now|just|finally|officially|kind\s+of|kinda|sort\s+of|casually|properly)\s+)*"
# somebody not yet named: "a guy", "this girl", "someone new"
_SOMEBODY = r"(?:(?:a|this|an?\s+(?:really\s+)?(?:nice|cute|lovely|great|amazing|sweet))\s+(?:[\w-]+\s+)?(?:guy|girl|man|woman|person|lady|dude|gal|bloke|chap|fella)|some(?:one|body)(?:\s+(?:new|special|amazing|great|lovely))?)"
# how the name follows: "named X", "- X", ", X", "her name is X"
_THEN_NAMED = r"(?:\s+(?:named|called)\s+|\s*[,:]\s*(?:(?:her|his|their)\s+name(?:'s|\s+is)\s+)?|\s*[—–-]+\s*|\s+(?:and\s+)?(?:her|his|their)\s+name(?:'s|\s+is)\s+)"
# a child's ordinal: "9th", "ninth" -- never "40th", which is a grown-up's party
_KID_ORDINAL = ORDINAL.replace(r"\d{1,2}", r"1?\d")
# an age said after it: digits or words, never a measure
_AGE = rf"(?P<age>\d{{1,2}}|{AGE_WORD})\b(?!\s*(?:%|am|pm|kg|lbs?|km|minutes|hours|days|weeks|months|times|o'clock)\b)"

FAMILY_INTRO_FRAMES: tuple[Frame, ...] = (
    # ---- courting somebody named: "I've been dating a guy named Marco", "started seeing someone new - Aiko"
    _fr(
        "partner",
        "set",
        rf"{_SUBJ}{_STILL_ON}(?:dating|seeing|going\s+out\s+with|talking\s+to|falling\s+for|fell\s+for)\s+{_SOMEBODY}{_THEN_NAMED}{CNAME}",
    ),
    _fr(
        "partner",
        "set",
        rf"{_SUBJ}{_STILL_ON}met\s+some(?:one|body)(?:\s+(?:new|special|amazing|great|lovely))?{_THEN_NAMED}{CNAME}",
    ),
    # ---- somebody new in the user's life, named: "there's a new person in my life, Sanne", "someone special
    # in my life -- Bram"
    _fr(
        "partner",
        "set",
        r"(?:^|\b(?:there(?:'s|\s+is)|i've\s+got|i\s+have|got|so)\s+)(?:a\s+(?:new|special|lovely)\s+"
        r"(?:guy|girl|man|woman|person|lady|someone|somebody|fella|bloke)|some(?:one|body)\s+(?:new|special))"
        rf"\s+in\s+my\s+life{_THEN_NAMED}{CNAME}",
    ),
    # ---- committing to somebody: "got engaged to Ines", "I'm marrying Kofi in June", "proposed to Sam"
    _fr(
        "partner",
        "set",
        rf"{_SUBJ}{ADV}(?:got\s+engaged\s+to|(?:am\s+|'m\s+)?(?:now\s+)?engaged\s+to|(?:am\s+|'m\s+)?marrying|(?:am\s+|'m\s+)?getting\s+married\s+to|got\s+married\s+to|proposed\s+to|said\s+yes\s+to|eloped\s+with)\s+(?!(?:my|the|a|an|his|her|their)\b){CNAME}",
    ),
    # ---- named as the partner: "Tobias is officially my husband", "Leo's my husband, btw"
    _fr(
        "partner",
        "set",
        rf"(?:^|[,;:!]\s*|\b(?:and|so)\s+){CNAME}(?:\s+is|['’]s)\s+(?:(?:now|officially|finally|technically|basically)\s+)*my\s+(?:new\s+)?(?P<rel>{PARTNER_WORDS})\b(?!['’]s)",
        False,
    ),
    # ---- a break-up said of the partner word alone: whoever the partner was, it ends
    _fr(
        "partner",
        "end",
        rf"{POSS}(?:[\w-]+\s+)?(?:{PARTNER_WORDS})\s+and\s+(?:i|me)\s+(?:have\s+|'ve\s+|just\s+|finally\s+|officially\s+)*{BREAKUP}",
        False,
    ),
    _fr(
        "partner",
        "end",
        rf"^{ADV}(?:so\s+)?my\s+(?:(?:now|soon)[\s-]+)?(?:{PARTNER_WORDS})\s+(?:just\s+|finally\s+)?(?:left\s+me|dumped\s+me|broke\s+up\s+with\s+me|walked\s+out(?:\s+on\s+me)?|moved\s+out)(?=\s*(?:$|[!.,;]|\s+(?:for|last|in|after|this|yesterday|on)\b))",
        False,
    ),
    # ---- the couple as the subject, the partner named: "me and my girlfriend Clara broke up"
    _fr(
        "partner",
        "end",
        rf"\b(?:me|i)\s+and\s+my\s+(?:[\w-]+\s+)?(?:{PARTNER_WORDS})\s*,?\s+{CNAME}\s*,?\s+(?:have\s+|'ve\s+|just\s+|finally\s+|officially\s+)*{BREAKUP}",
        False,
    ),
    # ---- the partner named, then gone: "my boyfriend Sven moved out last week, we're over"
    _fr(
        "partner",
        "end",
        rf"{POSS}(?:[\w-]+\s+)?(?:{PARTNER_WORDS})\s*,?\s+{CNAME}\s*,?\s+(?:just\s+|finally\s+)?(?:moved\s+out|left\s+me|dumped\s+me|walked\s+out(?:\s+on\s+me)?|broke\s+up\s+with\s+me)\b",
        False,
    ),
    _fr(
        "partner",
        "end",
        rf"{POSS}(?:[\w-]+\s+)?(?:{PARTNER_WORDS})\s*,?\s+{CNAME}\b[^.;?\x00]{{0,60}}?\b(?:we're|we\s+are)\s+(?:officially\s+|so\s+|finally\s+)?(?:over|through|no\s+longer\s+together|not\s+together\s+any\s*more)(?=\s*(?:$|[.!,;]))",
        False,
    ),
    # ---- left by the partner, in the passive: "i got dumped by Ollie last night"
    _fr(
        "partner",
        "end",
        rf"{_SUBJ}{ADV}(?:got|was|been|just\s+got)\s+(?:dumped|ghosted|left|broken\s+up\s+with)\s+by\s+{CNAME}",
    ),
    # ---- the couple moving in, or the partner named by a pronoun: "Kenji and I are moving in together"
    _fr(
        "partner",
        "set",
        rf"(?:^|[,;:!]\s*){ADV}{CNAME}\s+and\s+(?:i|me)\s+(?:are\s+|just\s+|finally\s+|have\s+|officially\s+)*(?:moving|moved)\s+in\s+together\b",
        False,
    ),
    _fr(
        "partner",
        "set",
        rf"(?:^|[,;:!]\s*){ADV}{CNAME}\s+and\s+(?:i|me)\b[^.;?\x00]{{0,60}}?,\s*(?:he's|she's|they're|he\s+is|she\s+is)\s+my\s+(?:new\s+)?(?P<rel>{PARTNER_WORDS})\b(?!['’]s)",
        False,
    ),
    # ---- a partner word, then the name after a dash or colon: "I have a girlfriend now - Noa"
    _fr(
        "partner",
        "set",
        rf"{_SUBJ}{ADV}(?:have|got|'ve\s+got|found)\s+(?:a|an)\s+(?:new\s+)?(?P<rel>{PARTNER_WORDS})\s+(?:now\s+)?(?:[—–-]+|:|,)\s*(?:(?:her|his|their)\s+name(?:'s|\s+is)\s+)?{CNAME}",
    ),
    # ---- with the subject dropped: "dumped Kevin", "broke up with Ana last night"
    _fr(
        "partner",
        "end",
        rf"^{ADV}(?:dumped|divorced|broke\s+up\s+with|split\s+(?:up\s+)?with|split\s+from|separated\s+from|ended\s+(?:things|it)\s+with)\s+(?:my\s+(?:[\w-]+\s+)?(?:{PARTNER_WORDS})\s*,?\s+)?(?!(?:my|the|a|an|his|her|their)\b){CNAME}",
    ),
    # ---- a child's age said by a pronoun after the name: "my son Luca started school, he's 5"
    _fr(
        "child",
        "set",
        rf"{POSS}(?P<rel>{CHILD_WORDS})(?:['’]s\s+name\s+is|\s+is\s+called|\s+is\s+named)?\s*,?\s+{CNAME}\b[^.;?!\x00]{{0,50}}?(?:,\s*|\s+and\s+|\s*[—–-]+\s*)(?:she's|he's|she\s+is|he\s+is|who's|who\s+is|they're)\s+(?:now\s+|just\s+|only\s+|already\s+|turning\s+)?{_AGE}",
        False,
    ),
    # ---- a child by role, named without a comma: "my little one Ayla is 4 now", "our eldest Jo turned 15"
    _fr("child", "set", rf"{POSS}{KID_ROLE}\s*,?\s+{CNAME}\s*,?\s+{TURNED_AGE}", False),
    # ---- an age in words: "my daughter Ada is seven"
    _fr(
        "child",
        "set",
        rf"{POSS}(?P<rel>{CHILD_WORDS})\s+{CNAME}\s+(?:is|['’]s)\s+(?:now\s+|only\s+|already\s+)?(?P<age>{AGE_WORD})\b(?:\s+years?\s+old)?(?=\s*(?:$|[,.;!?(—–-]|\s+(?:now|today|and|but|so|already)\b))",
        False,
    ),
    # ---- an age said by a pronoun after a named child: "Max is a teenager now, he turned 13 yesterday" (a
    # child's age, and nobody's "my colleague")
    _fr(
        "age",
        "set",
        rf"{NAME_START}{CNAME}\s+(?:is|['’]s|has|had|just|got|started|finished)\b(?:(?!\b(?:my|our|his|her|their)\b)[^.;?!\x00]){{0,40}}?,\s*(?:and\s+|so\s+)?(?:he|she)\s+(?:just\s+)?(?:turned|is\s+now|['’]s\s+now|is\s+officially|['’]s\s+officially)\s+(?P<age>1?\d|{AGE_WORD})\b(?!\s*(?:%|am|pm|kg|lbs?|km|minutes|hours|days|weeks|months|times)\b)",
        False,
    ),
    # ---- an age in parentheses after a comma: "my stepdaughter, Gemma (12), lives with us"
    _fr(
        "child",
        "set",
        rf"{POSS}(?P<rel>{CHILD_WORDS})\s*,\s*{CNAME}\s*\(\s*(?:(?:he's|she's|aged?)\s+)?(?P<age>\d{{1,2}})\s*(?:yo|y/o|yrs?|years?(?:\s+old)?)?\s*\)",
        False,
    ),
    # ---- a birthday that is today: "it's Freya's 9th birthday today", "today is Ada's 7th bday!"
    _fr(
        "age",
        "set",
        rf"\b(?:it's|it\s+is|today\s+is|today's)\s+{CNAME}['’]s\s+(?P<age>{ORDINAL})\s+{BDAY}(?=\s*(?:today|$|[!.,;:]|\s+(?:and|so|btw)\b))",
        False,
    ),
    # ---- a birthday had by a child named with the kin word: "my son Kai celebrated his 7th birthday"
    _fr(
        "child",
        "set",
        rf"{POSS}(?P<rel>{CHILD_WORDS})\s+{CNAME}\s+(?:just\s+)?(?:had|celebrated)\s+(?:his|her|their)\s+(?P<age>{ORDINAL})\s+{BDAY}",
        False,
    ),
    # ---- an ordinal said without "birthday": "we celebrated Rowan's 9th on saturday", "happy 9th to my boy Rowan"
    _fr(
        "age",
        "set",
        rf"\bcelebrat\w*\s+{CNAME}['’]s\s+(?:big\s+)?(?P<age>{_KID_ORDINAL})\b(?!\s+(?:anniversary|wedding|place|time))(?:\s+{BDAY})?{NOT_YET}",
        False,
    ),
    _fr(
        "child",
        "set",
        rf"\bhappy\s+(?P<age>{ORDINAL})\s+(?:{BDAY}\s+)?to\s+(?:my|our)\s+(?:\w+\s+)?(?P<rel>{CHILD_WORDS})\s*,?\s+{CNAME}",
        False,
    ),
    # ---- an age in a relative clause: "Mila, who just turned 4, wants a bike"
    _fr(
        "age",
        "set",
        rf"{NAME_START}{CNAME}\s*,\s*who(?:\s+just|\s+has\s+just)?\s+(?:turned|is\s+now|'s\s+now|is\s+turning\s+(?=\S+\s+today))\s+(?P<age>\d{{1,2}}|{AGE_WORD})\b",
        False,
    ),
    # ---- a new baby under a headline: "new baby! Otto arrived on the 3rd"
    _fr(
        "child",
        "set",
        rf"^(?:(?:our|my)\s+)?new\s+(?:baby|arrival)(?:\s+(?:alert|news))?\s*[:—–-]+\s*{CNAME}(?=\s*(?:$|[,(!.;—–-]|\s+(?:arrived|is\s+here|was\s+born|came|joined)\b))",
        False,
    ),
    _fr(
        "child",
        "set",
        rf"^(?:(?:our|my)\s+)?new\s+(?:baby|arrival)(?:\s+(?:alert|news))?\s*!+\s*{CNAME}(?=\s+(?:arrived|is\s+here|was\s+born|came|joined)\b)",
        False,
    ),
    # ---- a new baby named after the news: "we had a baby boy last night, his name is Remy"
    _fr(
        "child",
        "set",
        rf"(?:\b(?:had|welcomed)\s+(?:a|our)|(?<![\w'’-])our)\s+(?:\w+\s+)?(?:baby\s+)?(?P<rel>boy|girl|son|daughter)\b[^.;?\x00]{{0,40}}?(?:(?:her|his|their)\s+name(?:'s|\s+is)|(?:we|and)\s+(?:named|called)\s+(?:her|him|them)|named\s+(?:her|him))\s+{CNAME}",
    ),
    # ---- a birth, then whose: "Ciarán was born this week, our first son 👶"
    _fr(
        "child",
        "set",
        rf"^{CNAME}\s+(?:was\s+born|arrived)\b[^.;?!\x00]{{0,40}}?(?:,|—|–|-)\s*(?:(?:he|she)(?:['’]s|\s+is)\s+)?(?:our|my)\s+"
        rf"(?:(?:first|second|third|fourth|new|little|baby|firstborn|first-born)\s+)*(?P<rel>son|daughter|boy|girl)\b",
        False,
    ),
    _fr(
        "child",
        "set",
        rf"(?:^|(?<![\w'’-])our\s+){ADV}(?:baby|little\s+one)\s+(?:number\s+\w+\s+|#\d\s+|no\.?\s*\d\s+)?(?:arrived|is\s+here|was\s+born|came)\b[^.;?\x00]{{0,25}}?[:!—–-]+\s*{CNAME}",
    ),
)
