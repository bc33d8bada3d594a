"""Questions that are news: "Can you believe Lucan is 8 already?", "Guess who lives in Mildura now?
Yep, me."

A question is no statement, so the grammar refuses it; but some questions only dress a statement up
for effect, and people use them for exactly the news a memory must keep. Two shapes are read:

- *can you believe / would you believe (that) S?* -- the question vouches for S, which is read as
  said ("can you believe the price of eggs?" holds no fact of the user's, and reads nothing);
- *guess who S?* answered by the user in the next sentence ("yep, me", "that's right, me", "me!",
  "yours truly", "this guy", "that'd be me") --
  S is said of the user: "guess who lives in Mildura now? yep, me" is "I live in Mildura now".
  Without the answer, "guess who got promoted?" may be anybody, and stays a question.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from engram.extraction.slots import TypedFact

_F = re.IGNORECASE
_BELIEVE = re.compile(
    r"^(?P<lead>\W*(?:(?:oh|so|and|wow|honestly|seriously|omg)\W+)*)(?:can|could|would)\s+you\s+(?:even\s+)?believe\s+"
    r"(?:that\s+|it\s*[,:—–-]+\s*)?(?P<s>.+?)\s*[?!]+\s*$",
    _F,
)
# a finding about the user's own body, vouched for by whoever found it: "Doctor says I've an allergy to
# chlorine", "the allergist confirmed I'm allergic to latex", "blood tests showed I'm coeliac"
_FOUND = re.compile(
    r"^(?P<lead>\W*(?:(?:oh|so|and|well|update|turns\s+out)\W+)*)(?:my\s+|the\s+)?(?:doctor|doc|gp|allergist|dermatologist|"
    r"specialist|consultant|dietitian|dietician|nutritionist|(?:blood\s+|allergy\s+|skin\s+)?tests?|results|bloodwork)\s+"
    r"(?:says|said|confirmed|confirms|reckons|thinks|told\s+me|showed|show|found|came\s+back)\s+(?:that\s+)?"
    r"(?P<s>(?:i|i'm|i've|i\s+am|i\s+have)\s+(?:an?\s+|got\s+an?\s+)?(?:allerg|intoleran|coeliac|celiac|diabetic|lactose|gluten)\w*.*)$",
    _F,
)
_GUESS = re.compile(r"^\W*(?:(?:oh|so|and|ok|okay)\W+)*guess\s+who\s*(?P<s>(?:['’]s\s|\w).+?)\s*[?!.]*\s*$", _F)
_ME = re.compile(
    r"^\W*(?:(?:yep|yes|yup|yeah|ya|correct|that's\s+right|you\s+guessed\s+it|bingo)\W+)*"
    # the user by any name for oneself: "me", "yours truly", "this guy", "that'd be me", "moi"
    r"(?:(?:it's|its|it\s+was|that'd\s+be|that\s+would\s+be|that's|none\s+other\s+than)\s+)?"
    r"(?:me|moi|myself|yours\s+truly|this\s+(?:guy|gal|girl|one|lady|dude|person))\b(?:,?\s+that's\s+who)?\W*$",
    _F,
)
_FIRST_VERB = {"is": "am", "'s": "'m", "’s": "'m", "has": "have", "does": "do", "was": "was"}


def unwrapped(sentence: str) -> str:
    """``sentence`` without a wrapper that vouches for it: "can you believe Lucan is 8 already?" ->
    "Lucan is 8 already", "Doctor says I've an allergy to chlorine" -> "I've an allergy to chlorine";
    any other sentence as it is."""
    found = _BELIEVE.match(sentence) or _FOUND.match(sentence)
    return f"{found.group('lead')}{found.group('s')}" if found else sentence


def guessed(sentence: str, before: str, earlier: Sequence[TypedFact] = ()) -> str | None:
    """ "I <S>" when ``before`` asked "guess who <S>?" and ``sentence`` answers "me"."""
    asked = _GUESS.match(before.strip())
    if asked is None or _ME.match(sentence) is None:
        return None
    said = asked.group("s")
    if said.startswith(("'s ", "’s ")):
        return f"I'm {said[3:]}"
    words = said.split()
    verb = words[0].lower()
    if verb in _FIRST_VERB:
        words[0] = _FIRST_VERB[verb]
    elif verb.endswith("ies") and len(verb) > 4:
        words[0] = verb[:-3] + "y"
    elif verb.endswith(("ches", "shes", "sses", "xes")):
        words[0] = verb[:-2]
    elif verb.endswith("s") and not verb.endswith("ss"):
        words[0] = verb[:-1]
    return "I " + " ".join(words)


# Somebody telling people a thing about the user, then the user vouching for it: "Mama's already told the
# whole church I'm head of content now." -- "She's not wrong, I got the promotion." Told alone, it is
# hearsay (the grammar refuses it); vouched for in the next sentence, it is the user's own statement.
_TOLD_OF_ME = re.compile(
    r"^\W*(?:(?:my|our)\s+)?[\w'’]+(?:['’]s)?\s+(?:(?:has|have|had|already|just|keeps?|kept|been)\s+)*"
    r"(?:told|tells|telling|tell|informed|announced\s+to)\s+(?:everyone|everybody|people|anyone|the\s+whole\s+\w+|"
    r"(?:all|half)\s+(?:of\s+)?(?:the\s+|my\s+|our\s+|her\s+|his\s+)?\w+)(?:\s+(?:at|in|from)\s+(?:the\s+)?\w+)?\s+(?:that\s+)?"
    r"(?P<s>(?:i|i'm|i\s+am|i've|i\s+have)\s+[^.!?\x00]+?)\s*[.!]*$",
    _F,
)
_VOUCH = re.compile(
    r"^\W*(?:(?:and|well|but|honestly|ha|haha|lol)\W+)*(?:(?:she|he|they)(?:'s|\s+is|'re|\s+are)\s+not\s+wrong|"
    r"(?:she|he|they)\s+(?:isn't|aren't|wasn't)\s+wrong|(?:it's|that's)\s+(?:true|right|fair|correct|official)|"
    r"true\s+enough|fair\s+enough|guilty\s+as\s+charged|can't\s+argue|it's\s+not\s+wrong)\b",
    _F,
)


def vouched(sentence: str, before: str, earlier: Sequence[TypedFact] = ()) -> str | None:
    """The statement somebody told people about the user, when ``sentence`` vouches for it."""
    told = _TOLD_OF_ME.match(before.strip())
    return told.group("s") if told is not None and _VOUCH.match(sentence) else None
