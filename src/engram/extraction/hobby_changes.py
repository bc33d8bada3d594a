"""More ways a hobby is taken up and dropped, as cue templates for :mod:`.value_first`.

A hobby from :mod:`.hobby_lexicon` is read when a cue of the user's practice surrounds it; these
cues add the verb classes the first lists missed. Taking up: being hooked on it, obsessed with it,
in love with it ("Fell in love with sourdough baking"), a latest or current hobby, weekends spent
doing it, doing it every morning. Dropping: it is not for the user or not their thing any more, it
is behind them, the gear was sold ("sold all my climbing gear"), the user is "not really painting
these days", stopped doing it or cancelled the membership. ``XX`` stands for the hobby; a dropped
hobby is a retraction of that name, so reconcile ends ``hobby:<name>`` only when the user has it.
"""

from __future__ import annotations

import re

from engram.extraction.fact_values import gerund
from engram.extraction.hobby_lexicon import KNOWN_HOBBY, weak

_KEEN = r"(?:(?:so|totally|completely|absolutely|really|properly|seriously|super|very|kinda|kind\s+of|pretty|well)\s+)*"
_GEAR = (
    r"(?:gear|kit|stuff|equipment|gloves|shoes|boots|board|boards|clubs|bike|skis|rod|rods|wheel|set|things|supplies)"
)

# taking a hobby up, or keeping at it
HOBBY_TAKEN_UP: tuple[str, ...] = (
    rf"\b(?:i'm|im|i\s+am|we're|been|getting|got|gotten|become)\s+{_KEEN}(?:into|hooked\s+on|obsessed\s+with|addicted\s+to)\s+(?:the\s+|my\s+)?XX",
    rf"^{_KEEN}(?:hooked\s+on|obsessed\s+with|addicted\s+to)\s+(?:the\s+|my\s+)?XX",
    r"\b(?:fell|fallen|falling)\s+(?:head\s+over\s+heels\s+|completely\s+|totally\s+|hard\s+)?in\s+love\s+with\s+(?:the\s+)?XX",
    r"\b(?:my|our)\s+(?:(?:new|latest|current|big|biggest|main|favou?rite)\s+)+(?:hobby|passion|obsession|pastime|thing)\s+(?:these\s+days\s+|now\s+|lately\s+)?(?:is|=|:|-)\s+XX",
    r"\bXX\s+(?:is|'s|has\s+become)\s+(?:now\s+)?(?:my|our)\s+(?:(?:new|latest|current|big|biggest|main|favou?rite)\s+)+(?:hobby|passion|obsession|pastime|thing)\b",
    r"\bspen(?:d|ding|t)\s+(?:most|all|every|my|our|the)\s+(?:\w+\s+)?(?:weekends?|evenings?|mornings?|nights?|free\s+time|spare\s+time|saturdays|sundays)\s+XX",
    r"(?:^|\bbeen\s+|\bi'm\s+|\bim\s+|\bwe're\s+)(?:doing|playing|practi[cs]ing)\s+(?:some\s+|a\s+bit\s+of\s+)?XX\s+(?:most|every|each|twice|three\s+times|daily|weekly|religiously)\b",
    r"\bsigned\s+(?:myself\s+)?up\s+for\s+(?:a\s+|some\s+)?XX\b",
    r"^(?:(?:i|we)(?:'ve|\s+have)\s+)(?:just\s+|recently\s+|finally\s+|also\s+)?(?:started|begun|taken\s+up|picked\s+up)\s+XX\s*$",
    # tried and liked: "trying out archery lately, really enjoying it", "tried bouldering and now I'm addicted"
    r"\b(?:trying|tried)(?:\s+out)?\s+XX\b.{0,40}?\b(?:enjoying\s+it|loving\s+it|love\s+it|hooked|addicted)\b",
    r"\b(?:evenings|weekends|mornings|nights|sundays|saturdays|free\s+time|spare\s+time)\s+(?:are|is)\s+(?:mostly|basically|all|now|pretty\s+much|just)\s+(?:about\s+)?XX",
    r"\bspen(?:d|ding|t)\s+(?:way\s+)?(?:too\s+)?(?:much|a\s+lot\s+of|all\s+my|most\s+of\s+my|so\s+much)\s+(?:\w+\s+)?time\s+(?:on\s+|doing\s+|playing\s+)?XX",
    r"^(?:(?:i'm|im|i\s+am|i've\s+been|been|currently|now)\s+)?learning\s+(?:to\s+play\s+)?(?:the\s+)?XX",
    r"\bXX\s+is\s+(?:my|our)\s+(?:happy\s+place|therapy|escape|zen|outlet|sanity|life\s+now)\b",
    r"\b(?:joined|joining)\s+(?:a|an|the|my\s+local|our\s+local)\s+(?:local\s+|new\s+)?XX",
    r"\b(?:i|we)\s+(?:\w+\s+)?go\s+to\s+XX\s+(?:on|every|most|each|twice|once)\b",
    r"\b(?:i've|i\s+have|we've)\s+been\s+(?:practi[cs]ing|doing|playing)\s+(?:a\s+lot\s+of\s+|some\s+)?XX",
)

# a hobby named anywhere before "every weekend": never an everyday word ("take the dog walking every morning")
HOBBY_REGULAR: tuple[str, ...] = (
    r"\bXX\s+(?:every|each|most)\s+(?:other\s+)?(?:weekend|week|morning|evening|night|day|(?:mon|tues|wednes|thurs|fri|satur|sun)day)s?\b",
)

# dropping a hobby
HOBBY_DROPPED: tuple[str, ...] = (
    r"\bXX\s+(?:just\s+|really\s+|honestly\s+|simply\s+)?(?:isn't|is\s+not|ain't|isnt)\s+(?:really\s+)?(?:for\s+me|my\s+thing|my\s+jam|fun)(?:\s+any\s?more|\s+now|\s+these\s+days)",
    r"\bXX\s+(?:is|'s)\s+(?:behind\s+me|in\s+the\s+past|a\s+thing\s+of\s+the\s+past|not\s+for\s+me\s+any\s?more)\b",
    rf"\b(?:sold|selling|got\s+rid\s+of|gave\s+away|giving\s+away)\s+(?:all\s+|off\s+)?(?:of\s+)?(?:my|our|the)\s+(?:old\s+)?XX\s+{_GEAR}\b",
    r"(?:^|\b(?:i'm|im|i\s+am|we're)\s+)not\s+(?:really\s+|even\s+)?(?:into\s+|doing\s+)?XX\s+(?:any\s?more|these\s+days|nowadays)\b",
    r"\b(?:stopped|quit|gave\s+up)\s+(?:doing|playing|practi[cs]ing)\s+XX",
    r"\bcancell?ed\s+(?:my|our)\s+XX\s+(?:membership|classes|lessons|subscription)\b",
    r"\b(?:retired|retiring)\s+from\s+XX",
    r"\b(?:packed|packing|jacked|jacking)\s+in\s+(?:the\s+|my\s+)?XX",
    r"\bXX\s+(?:was|is|'s)\s+(?:just\s+|only\s+)?a\s+phase\b",
    r"\bmy\s+XX\s+days\s+are\s+(?:over|behind\s+me|done|gone)\b",
    r"^XX\s+and\s+(?:i|me)\s+(?:are|'re)\s+(?:done|over|through|finished)\b",
)

_IRREGULAR = {
    "run": "running",
    "ran": "running",
    "swum": "swimming",
    "swam": "swimming",
    "ridden": "riding",
    "sung": "singing",
}


def past_forms(verb: str) -> tuple[str, ...]:
    """The bare verbs a past form may come from: "painted" -> paint, "baked" -> bake, "knitted" -> knit."""
    v = verb.lower()
    if v in _IRREGULAR:
        return (_IRREGULAR[v],)
    if not v.endswith("ed"):
        return ()
    return (v[:-2], v[:-1], v[:-3])


# "haven't painted in ages", "I haven't run since the marathon": the past form of a hobby's verb
_NOT_SINCE = re.compile(
    r"\b(?:haven't|havent|have\s+not|hadn't|i\s+never)\s+(?:really\s+|actually\s+|even\s+)?(?P<verb>[a-z]+)\s+"
    r"(?:in\s+(?:ages|months|years|forever|a\s+(?:long\s+)?(?:time|while|year))|since)\b",
    re.IGNORECASE,
)


def verbs_dropped(clause: str) -> list[str]:
    """The hobbies a clause says the user has not done for a long time, by their verb."""
    out: list[str] = []
    for said in _NOT_SINCE.finditer(clause):
        for stem in past_forms(said.group("verb")):
            doing = gerund(stem)
            if stem and KNOWN_HOBBY.fullmatch(doing) and not weak(doing):
                out.append(doing)
                break
    return out


# "I'm learning to surf", "started learning how to knit": a hobby named by its verb after "to"
_LEARNING_TO = re.compile(
    r"^(?:(?:i'm|im|i\s+am|i've\s+been|i\s+have\s+been|been|i|we're|we've\s+been)\s+)?(?:just\s+|finally\s+|now\s+)?"
    r"(?:learning|started\s+learning|starting\s+to\s+learn|teaching\s+myself)\s+(?:how\s+)?to\s+(?P<verb>[a-z]+)\b",
    re.IGNORECASE,
)


def verbs_taken_up(clause: str) -> list[str]:
    """The hobby a clause says the user is learning, by its verb ("learning to surf" -> surfing)."""
    said = _LEARNING_TO.match(clause.strip())
    if said is None:
        return []
    doing = gerund(said.group("verb"))
    return [doing] if KNOWN_HOBBY.fullmatch(doing) and not weak(doing) else []
