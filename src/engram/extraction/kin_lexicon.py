# ruff: noqa: E501  (a vocabulary reads better on one line)
"""The vocabulary of :mod:`engram.extraction.kin_frames`: how people say an age (in words, as an
ordinal birthday, "7yo"), introduce somebody ("meet", "this is"), name a child by role ("our eldest"),
end a relationship, and lose a pet ("put down", "crossed the rainbow bridge", "wasn't ours"); and the
one-word lower-case name the frames fall back to when a sentence has no capital letter at all.

Kept apart from the frames so each module stays small and the word lists can grow without the frames
being touched.
"""

from __future__ import annotations

import re

from engram.extraction.fact_lexicon import CHILD_WORDS, DIETS, PARTNER_WORDS, PET_TALK_ALT, SPECIES, THIRD_PARTY
from engram.extraction.frame_parts import CNAME, Frame, _fr

_WORD_AGES = (
    "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen twenty"
).split()
_ORDINALS = (
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth "
    "fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth"
).split()
AGE_WORD = "(?:" + "|".join(sorted(_WORD_AGES, key=len, reverse=True)) + ")"
ORDINAL = r"(?:\d{1,2}(?:st|nd|rd|th)|" + "|".join(sorted(_ORDINALS, key=len, reverse=True)) + ")"


def age_number(said: str) -> str:
    """ "two" -> "2", "ninth" -> "9", "7th" -> "7", "7yo" -> "7"; digits stay as they are."""
    low = " ".join(said.lower().split())
    if low == "double digits":  # "Rowan hit double digits"
        return "10"
    if low in _WORD_AGES:
        return str(_WORD_AGES.index(low) + 1)
    if low in _ORDINALS:
        return str(_ORDINALS.index(low) + 1)
    digits = re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th|yo|y/o)?", low)
    return digits.group(1) if digits else said


# an age said after "turned"/"is now": digits or words ("just turned two", "is 4 now")
TURNED_AGE = rf"(?:(?:just\s+)?(?:turned|turns|became|has\s+become|is\s+turning|'s\s+turning|hit|is\s+now|'s\s+now|is\s+officially|'s\s+officially)\s+|(?:is|'s)\s+(?=(?:\d{{1,2}}|{AGE_WORD})\s+(?:now|today|already|as\s+of)\b))(?P<age>\d{{1,2}}|{AGE_WORD}|double\s+digits)\b(?!\s*(?:%|am|pm|kg|km|minutes|hours|days|weeks|months|times)\b)"
# a birthday still to come gives no age yet ("Leon's 9th birthday party is next week")
STILL_TO_COME = r"[^.!?\x00]*\b(?:next|coming|upcoming|tomorrow|soon|will|is\s+on|is\s+in|planning|plan)\b"
NOT_YET = rf"(?!{STILL_TO_COME})"
BDAY = r"(?:birthday|bday|b-day)\b"
# where an age update's name may start: the clause start or after a headline ("big day, Nika turned 13")
NAME_START = r"(?:^|[,;:!]\s*|\b(?:and|so)\s+)"
# a birthday the user held: "we had Esther's 11th birthday party yesterday", "... after Leo's 5th birthday"
PAST_PARTY = r"\b(?:had|threw|hosted|held|survived|after|at)\s+"
# a child named without a relation word: "our eldest", "my youngest", "our little one"
KID_ROLE = r"(?:eldest|oldest|youngest|middle\s+(?:one|child|kid)|little\s+one|baby|firstborn|first-born)"
# a capitalised word after "my wife is" that is no name: a nationality or a faith ("my wife is Dutch")
NOT_NAMED = (
    r"(?!(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])\w*(?:ese|ish)\b|(?:Australian|Nigerian|Ghanaian|Kenyan|Ethiopian|Colombian|Argentinian|Peruvian|"
    r"Chilean|Egyptian|Iranian|Syrian|Ukrainian|Romanian|Hungarian|Bulgarian|Serbian|Croatian|Belgian|Austrian|"
    r"Filipino|Indonesian|Malaysian|Cuban|Jamaican|Haitian|Venezuelan|Moroccan|Algerian|Tunisian|Lithuanian|Latvian|"
    r"Estonian|Czech|Slovak|Thai|Greek|Swiss|Dutch|French|German|Italian|American|Canadian|Mexican|Brazilian|Korean|"
    r"Indian|Russian|Israeli|Iraqi|Nepali|Jewish|Muslim|Catholic|Christian|Hindu|Buddhist|Sikh|Mormon|Welsh|Norwegian)\b)"
)
INTRO = r"(?:^|\b)(?:meet|this\s+is|that's|say\s+hi\s+to|say\s+hello\s+to|introducing|here's)\s+"
PET_ADJ = r"(?:(?:new|little|sweet|old|baby|rescue|\w+-year-old)\s+)?"
POSS = r"(?<![\w'’-])(?:my|our)\s+"
# a partner named by naming: "my new girlfriend is called Lia", "dating a guy named Sam"
NAMED_AS = r"(?:['’]s\s+name\s+is|\s+is\s+(?:called|named)|['’]s\s+(?:called|named))"
# "seeing Hamilton tonight", "seeing Dr Patel on Monday": somebody met at a time, said after the name (or
# after the title and the name), is an appointment, not a partner
APPOINTMENT = (
    r"(?:\.?\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+)?\s+(?:on\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the\s+\d)|tomorrow|tonight|today|later|"
    r"next\s+\w+|this\s+(?:morning|afternoon|evening|week|weekend)|at\s+\d|for\s+(?:lunch|dinner|coffee|a\s+drink|drinks)|"
    r"about\s+(?:my|the|a)\b)"
)
SOMEONE = r"(?:a|this)\s+(?:guy|girl|man|woman|person)\s+(?:called|named)"
# (never a thing split or done with: "Sarah and I split the bill", "... are done with the kitchen")
BREAKUP = r"(?:called\s+it\s+quits|split(?:\s+up)?|broke\s+up|separated|divorced|are\s+getting\s+(?:a\s+)?divorced?|are\s+divorcing|are\s+separating|are\s+splitting\s+up|are\s+breaking\s+up|are\s+done|are\s+over|are\s+finished|parted\s+ways|are\s+no\s+longer\s+together|aren't\s+together\s+any\s*more|ended\s+(?:things|it)|broke\s+it\s+off|called\s+off\s+(?:the|our)\s+(?:engagement|wedding)|are\s+through|went\s+(?:our\s+)?separate\s+ways|are\s+not\s+together\s+any\s*more)(?!\s+(?:with|the|a|an|our|my|their|it|this|that|these|those|everything|things|costs?|bills?|rent|work)\b|\s+\w+ing\b)"
# how a pet leaves: said after its name, or with the name as the object
GONE_AFTER = r"(?:(?:is|['’]s|has)\s+(?:sadly\s+)?(?:gone|been\s+gone)(?=\s*(?:$|[.!,;—–-]|(?:for\s+good|forever|now)\b))|(?:is|['’]s)\s+(?:now\s+)?with\s+a\s+new\s+(?:family|owner|home)|(?:sadly\s+|just\s+|finally\s+)?(?:passed\s+away|passed\s+on|died|crossed\s+the\s+rainbow\s+bridge|(?:went|fell)\s+to\s+sleep\s+forever|(?:did\s+not|didn't)\s+survive|didn't\s+make\s+it|went\s+to\s+(?:a\s+)?(?:new|better)\s+home)|(?:wasn't|was\s+not|isn't|is\s+not|['’]s\s+not)\s+(?:ours|mine|really\s+ours)(?:\s+any\s*more)?|(?:isn't|is\s+not|is\s+no\s+longer|isn't\s+really)\s+with\s+us(?:\s+any\s*more)?)"
GONE_OBJECT = r"(?:had\s+to\s+)?(?:say|said|saying)\s+(?:goodbye|good-bye|farewell)\s+to|lost(?!\s+(?:interest|track|touch|weight|sleep|money|time|count|faith|hope|patience|my\s+(?:job|keys|phone|wallet|mind|temper|voice|way)))|rehomed|(?:had\s+to\s+)?rehome|buried|(?:had\s+to\s+)?give\s+up"

# All lower case ("meet pepper, our new puppy", "rip pumpkin"): capitals cannot mark the name, so
# each frame is read again with a one-word lower-case name, only on a clause with no capital at all,
# and never on a word that is a pronoun, a determiner, a kin or pet noun, a chat filler or a state.
# what "my wife is ..." says of somebody that is no name: a state, a mood, a diet ("my girlfriend is vegan")
_STATES = (
    r"(?:pregnant|sick|ill|unwell|away|busy|tired|exhausted|great|amazing|awesome|lovely|wonderful|annoyed|angry|"
    r"mad|upset|happy|sad|stressed|home|back|allergic|right|wrong|sure|working|travelling|traveling|coming|"
    r"going|asleep|awake|late|early|okay|ok|fine|better|worse|obsessed|convinced|worried|nervous|excited|thrilled|"
    r"cool|nice|sweet|funny|tall|short|older|younger|retired|unemployed|single|divorced|married|engaged|"
    r"not|also|always|never|very|so|too|pretty|super|kind|kinda|such|from|in|at|on|off|with|into|against|"
    r"lactose|diabetic|celiac|coeliac|teetotal)"
)
_NOT_LOWER_NAME = (
    r"(?![a-z]+(?:ied|ated|ened|ized|ised|ted|ved|ped|ked|ssed)\b)"  # a verb's past, not a name ("my ex remarried")
    r"(?!(?:i|me|my|we|us|our|you|your|he|him|his|she|her|they|them|their|it|its|the|a|an|this|that|these|"
    r"those|some|any|all|one|just|really|so|and|but|or|now|then|today|yesterday|tonight|last|next|new|old|"
    r"little|who|which|what|is|was|are|were|has|had|have|got|get|gets|did|does|do|be|been|out|up|down|"
    r"everyone|someone|somebody|nobody|nothing|here|there|again|still|also|lol|haha|omg|ugh|btw|"
    rf"rip|sadly|finally|{_STATES}|{DIETS}|{CHILD_WORDS}|{PARTNER_WORDS}|{SPECIES}|{THIRD_PARTY})\b)"
)
_LOWER_NAME = rf"(?<![\w'’-])(?P<v>(?!(?:{PET_TALK_ALT})\b){_NOT_LOWER_NAME}(?-i:[a-z])[\w'-]*)"
_ALL_LOWER = r"^(?-i:(?=[^A-ZÀ-ÖØ-ÞĀ-Ž]*$))"
# for a pet's naming, lower-case chat but for the capitals a keyboard adds, the opening letter and the
# pronoun I ("I got a puppy called biscuit")
_KEYBOARD_LOWER = r"^(?-i:(?=(?:.(?:[^A-ZÀ-ÖØ-ÞĀ-Ž]|(?<![A-Za-z])I(?![A-Za-z]))*)?$))"


def lowered(frame: Frame) -> Frame:
    source = frame.pattern.pattern.replace(CNAME, _LOWER_NAME)
    body = source[1:] if source.startswith("^") else ".*?" + source
    lower = _KEYBOARD_LOWER if frame.kind == "pet" and frame.op == "set" else _ALL_LOWER
    return _fr(frame.kind, frame.op, lower + body, frame.self_only)
