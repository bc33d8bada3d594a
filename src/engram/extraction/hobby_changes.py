# ruff: noqa: E501  (one cue per line reads better than a wrapped regular expression)
"""More ways a hobby is taken up and dropped, as cue templates for :mod:`.value_first`.

A hobby from :mod:`.hobby_lexicon` is read when a cue of the user's practice surrounds it; these
cues add the verb classes the first lists missed. Taking up: being hooked on it, obsessed with it,
in love with it ("Fell in love with sourdough baking"), a latest or current hobby, weekends spent
doing it, doing it every morning, coming back to it ("picked chess back up", "got back into
running"), enjoying it lately, going to its gym or class. Dropping: it is not for the user or not
their thing any more, it is behind them, the gear or the instrument was sold ("sold all my climbing
gear", "sold the ukulele"), the user is "not really painting these days", stopped doing it or
cancelled the membership, let go of it, drifted away from it, is over it, left its club, it is
gathering dust or sitting in its case, fizzled out, didn't stick or lost its spark, is "a no for
me now", the user is done playing it, a break from it with no end. A doer says either
(:data:`.hobby_lexicon.DOERS`): "a keen birder" takes birding up, "not much of a runner anymore"
drops running; a keen doer is never a job title. ``XX`` stands for the hobby; a dropped hobby is a
retraction of that name, so reconcile ends ``hobby:<name>`` only when the user has it.
"""

from __future__ import annotations

import re

from engram.extraction.fact_values import gerund
from engram.extraction.hobby_lexicon import DOER, KNOWN_HOBBY, doing_of, hobby_name, weak

_KEEN = r"(?:(?:so|totally|completely|absolutely|really|properly|seriously|super|very|kinda|kind\s+of|pretty|well|still|also|now|currently|lately)\s+)*"
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
    r"\bspen(?:d|ding|t)\s+(?:most|all|every|my|our|the)\s+(?:\w+\s+)?(?:weekends?|evenings?|mornings?|nights?|free\s+time|spare\s+time|saturdays|sundays)\s+(?:(?:this|last|that|of\s+the)\s+(?:summer|winter|spring|autumn|fall|year|month)\s+)?XX",
    r"(?:^|\bbeen\s+|\bi'm\s+|\bim\s+|\bwe're\s+)(?:doing|playing|practi[cs]ing)\s+(?:some\s+|a\s+bit\s+of\s+)?XX\s+(?:most|every|each|twice|three\s+times|daily|weekly|religiously)\b",
    # the pastime that took another's place: "I've put the knitting needles away, it's all embroidery now"
    r"\b(?:it's|its|it\s+is)\s+all\s+XX\s+(?:now|these\s+days|nowadays)\b",
    r"\bsigned\s+(?:myself\s+)?up\s+for\s+(?:a\s+|an\s+|some\s+)?(?:(?:beginners?'?|intro|introductory|taster|weekly|local|evening|night)\s+)*XX\b",
    # "been really enjoying pottery lately", "loving my chess these days"
    r"\b(?:been|i'm|im|really|i've\s+been)\s+(?:really\s+|thoroughly\s+)?(?:enjoying|loving)\s+(?:my\s+|the\s+)?XX\s+(?:lately|these\s+days|recently|so\s+much|a\s+lot)\b",
    # "started going to a bouldering gym near work", "I go to a pottery studio on tuesdays"
    r"\b(?:started|been|i'm|im|now|i)\s+(?:going|go)\s+to\s+(?:a|an|the|my)\s+(?:local\s+|new\s+)?XX\s+(?:gym|class|classes|club|studio|group|session|sessions|meetup|wall)\b",
    r"^(?:(?:i|we)(?:'ve|\s+have)\s+)(?:just\s+|recently\s+|finally\s+|also\s+)?(?:started|begun|taken\s+up|picked\s+up)\s+XX\s*$",
    # tried and liked: "trying out archery lately, really enjoying it", "tried bouldering and now I'm addicted"
    r"\b(?:trying|tried|try)(?:\s+out)?\s+XX\b.{0,40}?\b(?:enjoying\s+it|loving\s+it|love\s+it|hooked|addicted)\b",
    r"\b(?:i'm|im|i\s+am|we're)\s+(?:\w+\s+)?(?:taking|picking)\s+up\s+(?:the\s+)?XX\b",
    r"\b(?:evenings|weekends|mornings|nights|sundays|saturdays|free\s+time|spare\s+time)\s+(?:are|is)\s+(?:mostly|basically|all|now|pretty\s+much|just)\s+(?:about\s+)?XX",
    r"\bspen(?:d|ding|t)\s+(?:way\s+)?(?:too\s+)?(?:much|a\s+lot\s+of|all\s+my|most\s+of\s+my|so\s+much)\s+(?:\w+\s+)?time\s+(?:on\s+|doing\s+|playing\s+)?XX",
    r"^(?:(?:i'm|im|i\s+am|i've\s+been|been|currently|now)\s+)?learning\s+(?:to\s+play\s+)?(?:the\s+)?XX",
    r"\bXX\s+is\s+(?:my|our)\s+(?:happy\s+place|therapy|escape|zen|outlet|sanity|life\s+now)\b",
    r"\b(?:joined|joining)\s+(?:a|an|the|my\s+local|our\s+local)\s+(?:local\s+|new\s+)?XX",
    r"\b(?:i|we)\s+(?:\w+\s+)?go\s+to\s+XX\s+(?:on|every|most|each|twice|once)\b",
    r"\b(?:i've|i\s+have|we've)\s+been\s+(?:practi[cs]ing|doing|playing)\s+(?:a\s+lot\s+of\s+|some\s+)?XX",
    # coming back to it: "picked chess back up", "got back into running", "went back to knitting this winter"
    r"\b(?:picked|picking|pick)\s+(?:the\s+|my\s+)?XX\s+(?:back\s+up|up\s+again)\b",
    r"\b(?:got|getting|gotten|went|going|gone|been|i'm|im|we're)\s+(?:right\s+|finally\s+)?back\s+(?:in)?to\s+(?:the\s+|my\s+)?XX"
    r"(?=\s*(?:[,;.!]|$)|\s+(?:again|this|last|after|since|in|over|recently|lately|at\s+last|finally|properly|and)\b)",
)

# a hobby named anywhere before "every weekend": never an everyday word ("take the dog walking every morning")
HOBBY_REGULAR: tuple[str, ...] = (
    r"\bXX\s+(?:every|each|most)\s+(?:other\s+)?(?:weekend|week|morning|evening|night|day|(?:mon|tues|wednes|thurs|fri|satur|sun)day)s?\b",
    # the user's own present habit, at a time of the week: "I've been painting watercolours in the evenings"
    r"(?:^(?:been\s+)?|\b(?:i|we)(?:'ve|\s+have)?\s+(?:been\s+)?|\b(?:i'm|im|we're)\s+)(?:\w+ing\s+|do\s+|play\s+)?(?:some\s+)?XX\s+"
    r"(?:in\s+the\s+(?:evenings|mornings)|(?:on|at)\s+(?:the\s+)?weekends|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days|after\s+work|before\s+work|at\s+lunch(?:time)?)\b",
)

# dropping a hobby
HOBBY_DROPPED: tuple[str, ...] = (
    # "pottery is just not for me anymore", "kayaking's not my thing anymore", "yoga isn't fun these days"
    r"\bXX(?:\s+is|'s|\s+just|\s+really|\s+honestly|\s+simply)*\s+(?:just\s+|really\s+|honestly\s+|simply\s+|definitely\s+)*(?:isn't|is\s+not|ain't|isnt|not)\s+(?:really\s+)?(?:for\s+me|my\s+thing|my\s+jam|fun)(?:\s+any\s?more|\s+now|\s+these\s+days|\s+lately)",
    r"\bXX\s+(?:hasn't|has\s+not|doesn't|does\s+not|isn't)\s+(?:really\s+)?(?:done|do|doing)\s+it\s+for\s+me\b",
    # found wanting, in the past: "photography just wasn't for me", "padel was never really my thing"
    r"\bXX(?:\s+just|\s+really|\s+honestly|\s+simply)*\s+(?:wasn't|was\s+not|was\s+never|never\s+was)\s+(?:really\s+)?(?:for\s+me|my\s+thing)\b",
    # the verbs of leaving a pastime behind: "let go of birdwatching", "stepped away from d&d", "I'm over knitting"
    r"\b(?:let(?:ting)?\s+go\s+of|stepp(?:ed|ing)\s+(?:away|back)\s+from|walk(?:ed|ing)\s+away\s+from|moved\s+on\s+from|"
    r"gr(?:ew|own)\s+out\s+of|outgr(?:ew|own)|burn(?:ed|t)\s+out\s+on|drift(?:ed|ing)\s+(?:away\s+)?from|"
    r"(?:took|taking|take|taken)\s+a\s+(?:big\s+)?step\s+back\s+from|lost\s+(?:all\s+|my\s+|any\s+)?(?:interest|motivation|passion|love)\s+(?:in|for))\s+(?:my\s+|the\s+)?XX",
    # leaving its group or course: "I'm out of the choir now", "dropped out of my pottery course", "left the running club"
    r"\b(?:(?:i'm|im|i\s+am)\s+out\s+of|dropped\s+out\s+of|dropping\s+out\s+of|left|leaving|quit|quitting)\s+(?:the|my|our)\s+(?:local\s+)?XX"
    r"(?:\s+(?:course|class|classes|club|team|group|league|society|crew|lessons))?(?=\s*(?:[,;.!]|$)|\s+(?:now|for\s+good|last|this|after|because|since|in)\b)",
    r"(?:^|\b(?:i'm|im|i\s+am|i've\s+been)\s+)(?:so\s+|totally\s+|completely\s+|kinda\s+|pretty\s+much\s+|well\s+and\s+truly\s+|officially\s+)?over\s+XX\b",
    # "the violin's been gathering dust", "my climbing shoes are collecting dust"
    rf"\bXX(?:\s+{_GEAR})?(?:'s|\s+is|\s+are|\s+has|\s+have)?\s+(?:just\s+)?(?:been\s+)?(?:sitting\s+there\s+)?(?:gathering|collecting)\s+dust\b",
    # its things put away or hung up for good: "put the knitting needles away for good", "hung up my climbing shoes"
    rf"\b(?:put|packed|packing|putting)\s+(?:my|our|the)\s+(?:old\s+)?XX(?:\s+{_GEAR}|\s+needles|\s+hooks|\s+brushes)?\s+away\b",
    rf"\b(?:hung|hanging|hang)\s+up\s+(?:my|our|the)\s+(?:old\s+)?XX(?:\s+{_GEAR}|\s+needles|\s+brushes)?\b",
    # a break with no end: "taking a break from chess for the foreseeable future"
    r"\b(?:taking|took|taken|on)\s+(?:a\s+)?(?:long\s+|indefinite\s+|permanent\s+|proper\s+)?(?:break|hiatus)\s+from\s+XX\s+"
    r"(?:for\s+good|indefinitely|permanently|for\s+the\s+foreseeable(?:\s+future)?|for\s+the\s+time\s+being)",
    # an instrument or a hobby's own thing sold or given away: "sold the ukulele", "gave away my chess set"
    r"\b(?:sold|selling|got\s+rid\s+of|getting\s+rid\s+of|gave\s+away|giving\s+away|donated)\s+(?:off\s+)?(?:my|our|the)\s+(?:old\s+|beloved\s+)?XX(?=\s*(?:[,;.!]|$|\s+(?:and|last|this|yesterday|today|for\s+good|on)\b))",
    r"\bXX(?:\s+is|'s)\s+(?:behind\s+me|in\s+the\s+past|a\s+thing\s+of\s+the\s+past|not\s+for\s+me\s+any\s?more)\b",
    rf"\b(?:sold|selling|got\s+rid\s+of|gave\s+away|giving\s+away)\s+(?:all\s+|off\s+)?(?:of\s+)?(?:my|our|the)\s+(?:old\s+)?XX\s+{_GEAR}\b",
    r"(?:^|\b(?:i'm|im|i\s+am|we're)\s+)not\s+(?:really\s+|even\s+)?(?:into\s+|doing\s+)?XX\s+(?:any\s?more|these\s+days|nowadays)\b",
    r"\b(?:stopped|quit|gave\s+up)\s+(?:doing|playing|practi[cs]ing|with)\s+XX",  # "I stopped with volleyball": a learner's "stopped"
    r"\b(?:i'm|im|i\s+am)\s+(?:so\s+|totally\s+|officially\s+)?(?:done|finished|through)\s+(?:playing|doing|practi[cs]ing|going\s+to)\s+XX\b",
    # "the guitar's been sitting in its case for a year", "my bike has sat untouched since May"
    r"\bXX(?:'s|\s+has|\s+have)\s+(?:been\s+sitting|sat)\s+(?:untouched|unused|in\s+(?:its|the|a|my)\s+(?:case|cupboard|closet|corner|garage|loft|attic|shed))",
    r"\bcancell?ed\s+(?:my|our)\s+XX\s+(?:membership|classes|lessons|subscription)\b",
    r"\b(?:retired|retiring)\s+from\s+XX",
    r"\b(?:packed|packing|jacked|jacking)\s+in\s+(?:the\s+|my\s+)?XX",
    r"\bXX\s+(?:was|is|'s)\s+(?:just\s+|only\s+)?a\s+phase\b",
    # "crochet lost its spark for me", "crosswords lost their appeal", "knitting's a hard no for me now"
    r"\bXX(?:\s+(?:has|just|kinda|sort\s+of|kind\s+of))?\s+lost\s+(?:all\s+)?(?:its|their|the|any)\s+(?:spark|appeal|charm|magic|shine|fun|joy|pull)\b",
    r"\bXX(?:\s+is|'s)\s+(?:now\s+|just\s+)?a\s+(?:hard\s+|firm\s+|big\s+)?(?:no|no-go|nope|no\s+go)\s+(?:for|from)\s+me\b",
    r"\bXX(?:\s+thing)?\s+(?:has\s+|kinda\s+|just\s+)?(?:fizzled|petered|died)\s+out\b",
    r"\bXX(?:\s+thing)?\s+(?:didn't|did\s+not|never)\s+(?:really\s+)?(?:stick|last|take|work\s+out|click)\b",
    # "fell off with meditation", "birdwatching got boring so I stopped"
    r"\b(?:fell|fallen|falling)\s+off\s+(?:with\s+|on\s+)?(?:my\s+|the\s+)?XX\b",
    r"\bXX\s+(?:got|gets|became|has\s+become|is\s+getting)\s+(?:too\s+|so\s+|really\s+|kinda\s+)?(?:boring|old|stale|tedious|repetitive)\b.{0,25}?\b(?:stopped|quit|gave\s+(?:it\s+)?up|dropped\s+it)\b",
    # the verb of ending said in its -ing form: "I'm quitting chess", "no longer playing football"
    r"\b(?:quitting|dropping|ditching|giving\s+up(?:\s+on)?)\s+(?:my\s+|the\s+)?XX\b",
    r"\b(?:no\s+longer|not)\s+(?:really\s+)?(?:playing|doing|going\s+to|practi[cs]ing)\s+(?:my\s+|the\s+)?XX\b(?=.*\b(?:any\s?more|no\s+longer)\b|\s+on\s+\w+days?\b)|\bno\s+longer\s+(?:playing|doing|going\s+to|practi[cs]ing)\s+XX\b",
    r"\b(?:gave|giving|give|given)\s+(?:the\s+|my\s+)?XX\s+up\b",
    r"\bmy\s+days\s+of\s+XX\s+are\s+(?:over|behind\s+me|done|gone)\b",
    # "put the knitting aside for good"
    r"\b(?:put|putting|set|setting|laid|laying)\s+(?:the\s+|my\s+)?XX\s+(?:aside|away|down|on\s+the\s+shelf)\s+(?:for\s+good|permanently|indefinitely|forever)\b",
    # a decided stop: "gonna stop playing chess online", "decided to quit climbing"
    r"\b(?:gonna|going\s+to|decided\s+to|have\s+decided\s+to)\s+(?:stop|quit|give\s+up)\s+(?:on\s+)?(?:doing\s+|playing\s+|going\s+)?XX\b",
    r"\bmy\s+XX\s+days\s+are\s+(?:over|behind\s+me|done|gone)\b",
    r"^XX\s+and\s+(?:i|me)\s+(?:are|'re)\s+(?:done|over|through|finished)\b",
    r"^XX\s+and\s+(?:i|me)\s+(?:have\s+|just\s+|finally\s+)?(?:broke\s+up|split(?:\s+up)?|parted\s+ways|called\s+it\s+quits)\b",
    r"\b(?:i'm|im|i\s+am)\s+not\s+(?:gonna|going\s+to)\s+(?:do|play|practi[cs]e|go)\s+(?:to\s+)?XX\s+any\s?more\b",
    r"(?:^|[,.!]\s*)(?:(?:good)?bye(?:\s+bye)?|so\s+long|farewell|adios|rip)\s*,?\s+XX\b",
    # the gerund itself after "no longer": "no longer boxing, doctor's orders"
    r"(?:^|\b(?:i'm|im|i\s+am|we're)\s+)no\s+longer\s+XX\b",
    # put away for good: "the cello is back in its case for good", "knitting's on ice indefinitely"
    r"\bXX(?:'s|\s+is|\s+are|\s+has\s+been|\s+have\s+been)\s+(?:back\s+)?(?:in\s+(?:its|the|a|their)\s+case|on\s+hold|on\s+ice|"
    r"shelved|on\s+the\s+shelf|in\s+the\s+(?:loft|attic|cupboard|garage))\s+(?:for\s+good|indefinitely|permanently|forever|for\s+the\s+foreseeable(?:\s+future)?)",
    # its lessons or membership over, with nothing after but a reason: "the piano lessons have stopped, it wasn't for me"
    r"\bXX\s+(?:lessons|classes|sessions|membership|practice)\s+(?:have|has|are|is)\s+(?:now\s+)?(?:stopped|ended|over|finished|done|cancell?ed)"
    r"(?=\s*(?:$|[,.;!]|for\s+good|now\b))",
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


# a long while: "in ages", "in over a year", "in like six months", "since"
_LONG = (
    r"(?:in\s+(?:over\s+|more\s+than\s+|about\s+|like\s+|almost\s+|nearly\s+)?(?:ages|months|years|forever|"
    r"a\s+(?:long\s+)?(?:time|while|year)|an?\s+(?:year|month|age)|(?:two|three|four|five|six|several|many|a\s+few|\d+)\s+(?:months|years|weeks))|since|"
    r"(?:once\s+)?(?:this|all)\s+(?:year|summer|season|winter|spring|month))\b"
)
# "haven't painted in ages", "I haven't run since the marathon", "haven't been surfing in over a year"
_NOT_SINCE = re.compile(
    r"\b(?:haven't|havent|have\s+not|hadn't|i\s+never)\s+(?:really\s+|actually\s+|even\s+)?(?:been\s+(?P<ger>[a-z]+ing)|(?P<verb>[a-z]+))\s+"
    rf"(?:(?:\w+\s+){{0,2}}?(?:with\s+\w+\s+)?)?{_LONG}",
    re.IGNORECASE,
)


def verbs_dropped(clause: str) -> list[str]:
    """The hobbies a clause says the user has not done for a long time, by their verb."""
    out: list[str] = []
    for said in _NOT_SINCE.finditer(clause):
        if said.group("ger"):
            stems: tuple[str, ...] = (said.group("ger"),)
        else:
            stems = past_forms(said.group("verb"))
        for stem in stems:
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


# Who the user is, by the pastime: "I'm a keen birder", "avid climber here" take it up; "not much of a
# runner anymore", "ex-climber" drop it. A plain "I'm a painter" is a trade and says neither.
_KEENLY = r"(?:keen|avid|big|amateur|hobbyist|hobby|weekend|casual|passionate|serious|committed|proper|obsessive|enthusiastic|budding|aspiring|total|huge|wannabe|self-taught|mad|fanatical|regular)"
_DOER_NOW = re.compile(
    rf"(?:^|\b(?:i'm|im|i\s+am|i've\s+become|i\s+became|became|becoming|i've\s+turned\s+into|turned\s+into)\s+)(?:(?:a|an)\s+)?(?:(?:bit\s+of\s+a|kind\s+of\s+a|real|bit\s+of\s+an)\s+)?"
    rf"(?:(?:{_KEENLY}|very|really|pretty|such\s+a)\s+)+(?P<d1>{DOER})(?=\s*(?:[,;.!]|$)|\s+(?:now|these\s+days|lately|here|too|as\s+well|btw|lol|tbh|haha)\b)"
    rf"|^(?:an?\s+)?(?:{_KEENLY}\s+)+(?P<d2>{DOER})\s+here\b",
    re.IGNORECASE,
)
_DOER_GONE = re.compile(
    rf"(?:^|\b(?:i'm|im|i\s+am)\s+)(?:not|no\s+longer)\s+(?:really\s+|much\s+of\s+|even\s+)?(?:a|an)\s+(?:(?:{_KEENLY}|real)\s+)?(?P<d1>{DOER})"
    r"(?:\s+(?:any\s?more|these\s+days|nowadays|now))"
    rf"|\b(?:i'm|im|i\s+am)\s+no\s+longer\s+(?:a|an)\s+(?:(?:{_KEENLY})\s+)?(?P<d2>{DOER})\b"
    rf"|(?:^|\b(?:i'm|im|i\s+am)\s+)(?:an?\s+)?(?:ex-|former\s+|retired\s+)(?P<d3>{DOER})\b",
    re.IGNORECASE,
)


def doers_taken_up(clause: str) -> list[str]:
    """The pastimes a clause says the user is a keen doer of ("I'm a keen birder" -> birding)."""
    said = _DOER_NOW.search(clause.strip())
    return [doing_of(_doer(said))] if said else []


def doers_dropped(clause: str) -> list[str]:
    """The pastimes a clause says the user no longer does, by the doer ("not much of a runner anymore")."""
    return [doing_of(_doer(m)) for m in _DOER_GONE.finditer(clause)]


def _doer(said: re.Match[str]) -> str:
    return next((v for k, v in said.groupdict().items() if k.startswith("d") and v), "")


_KEEN_ROLE = re.compile(rf"^(?:(?:a|an|real|very|really|pretty)\s+)*(?:{_KEENLY}\s+)+{DOER}$", re.IGNORECASE)


def keen_doer(title: str) -> bool:
    """ "keen photographer", "amateur potter": a pastime, never a job title."""
    return _KEEN_ROLE.match(" ".join(title.split())) is not None


# "my partner got me into board games": somebody else starts it, the pastime is the user's
_GOT_ME_INTO = re.compile(
    r"\b(?:got|gotten|has\s+got|finally\s+got)\s+me\s+(?:into|hooked\s+on|started\s+on|obsessed\s+with)\s+(?:the\s+)?",
    re.IGNORECASE,
)


# "Mama dragged me to line dancing ... and now I go every single week": taken along once, and kept up since
_TAKEN_ALONG = re.compile(
    r"\b(?:dragged|took|brought|roped|talked|signed|persuaded|convinced)\s+me\s+(?:in)?(?:to|along\s+to)\s+"
    r"(?:(?:a|an|the|her|his|their|some)\s+)?",
    re.IGNORECASE,
)
_KEPT_UP = re.compile(
    r"\b(?:now|since\s+then|and\s+now)\s*,?\s+(?:i|i'm|i've)\s+(?:\w+\s+)?(?:go|do\s+it|hooked|obsessed|addicted|"
    r"been\s+going|never\s+missed|can't\s+stop|love\s+it|go\s+back)\b",
    re.IGNORECASE,
)


def got_me_into(clause: str, whole: str = "") -> list[str]:
    """The pastime somebody got the user into ("Tom got me into bouldering" -> bouldering), or took
    them along to and they kept up ("Mama dragged me to line dancing and now I go every week": the keeping
    up may be a clause of its own in ``whole``, the sentence part holding the clause)."""
    said = _GOT_ME_INTO.search(clause)
    if said is None and (along := _TAKEN_ALONG.search(clause)) and _KEPT_UP.search(whole or clause):
        said = along
    hobby = KNOWN_HOBBY.match(clause, said.end()) if said else None
    return [hobby_name(hobby.group("v"))] if hobby and not weak(hobby.group("v")) else []


# The same endings for a pastime the lexicon does not know ("let go of Warhammer", "Warhammer 40k is
# just not for me anymore"): retractions of whatever is named, which reconcile applies only to a
# stored fact holding that value, so a name the user never had ends nothing.
_OLD = r"(?:the\s+|my\s+)?(?P<old>[^,;:!?()\x00]+?)"
_STOP = r"(?=\s*(?:[,;!]|\.(?!\w)|$)|\s+(?:for\s+good|completely|entirely|tbh|honestly|lol|now|these\s+days|lately)\b)"
PASTIME_ENDS: tuple[str, ...] = (
    rf"\b(?:let(?:ting)?\s+go\s+of|drift(?:ed|ing)\s+(?:away\s+)?from|stepp(?:ed|ing)\s+away\s+from|lost\s+(?:all\s+)?interest\s+in)\s+{_OLD}{_STOP}",
    # "I'm over Duolingo": a name only ("over 30", "over the moon", "over at Mum's" end nothing)
    rf"(?:^|\b(?:i'm|im|i\s+am)\s+)(?:so\s+|totally\s+|completely\s+|kinda\s+|officially\s+)?over\s+(?P<old>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'&.-]*(?:\s+(?-i:[A-Z0-9])[\w'&.-]*){{0,2}}){_STOP}",
    rf"^{_OLD}(?:\s+(?:just|really|honestly|simply))*(?:'s|\s+is)?\s+(?:just\s+|really\s+|honestly\s+|simply\s+)*(?:isn't|is\s+not|not)\s+(?:really\s+)?(?:for\s+me|my\s+thing)\s+any\s?more\b",
)

# A pastime's own ending, said of the pastime alone (never a tool's: "Things ended up ..." is no app dropped):
# "ballroom ended when my dance partner moved away", "the climbing fizzled out"
PASTIME_OVER: tuple[str, ...] = (
    r"(?:^|\b(?:my|the|our)\s+)XX\s+(?:ended|stopped|fizzled\s+out|came\s+to\s+an\s+end|is\s+over)\b(?!\s+(?:at|on|early|late|up)\b)",
)
