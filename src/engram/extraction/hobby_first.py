"""Hobby-first reading: a known pastime tied to a cue of practice anywhere in one first-person statement.

The clause cues of :mod:`.value_first` and :mod:`.hobby_changes` know sentence shapes ("took up X",
"X practice"); people introduce a pastime in endless others: "tennis every Sunday with my neighbour,
it's the highlight of my week", "padel twice a week with coworkers", "cross-stitch is how I unwind",
"mountain biking has taken over my life", "I fence twice a week at a club in town", "I play the
violin in an amateur orchestra". The stable parts are the pastime, which the lexicon knows
(:mod:`.hobby_lexicon`), and a cue of one of three classes said with it:

- a *rhythm* (every Sunday, most weekends, twice a week, 3 nights a week, on weekends), when the
  pastime heads the statement or follows the user's verb of doing it ("we play padel ...");
- a *word of a pastime* anywhere (hobby, obsession, passion, unwind, therapy, taken over my life,
  the highlight of my week), when the statement names one pastime only;
- what it does for the user: it keeps them sane, clears their head, calms them, gets them out of
  the house, has taken over their spare room, "weekends are for" it, "I live for" it; or what it is
  to them, tied by a copula ("birding is my escape", "my happy place is the pottery wheel", "into
  pickleball lately, it's my new thing") -- an everyday word ("running is my meditation") only so;
- the user doing it in the present simple, by its own verb ("I fence", "we ski", "I sew a lot")
  with a rhythm, a word of amount or a purpose after it ("I bake to relax"), or by a verb of doing
  ("I play the violin in ...", "I train brazilian jiu-jitsu", "I do crossfit"); unwinding by it
  ("I relax by cooking", "I unwind with crosswords") and being into it ("big into photography");
- an ongoing doing with a rhythm or a "lately" ("I've been going bouldering twice a week", "been
  sewing my own clothes lately"), the own verb with a distance or a made thing between it and its
  rhythm ("I run 5k every morning", "I brew my own beer now"), and taking it up with nothing of a
  chore after it ("i've started painting with watercolours", never "started painting the fence").

Somebody else's pastime or word for it ("according to my doctor"), a question, a wish or plan, a
negation, a past ("as a kid", "once"), and watching rather than doing say nothing. Runs only where
no cue of a clause read a hobby.
"""

from __future__ import annotations

import re

from engram.extraction.fact_lexicon import THIRD_SUBJECT
from engram.extraction.hobby_lexicon import KNOWN_HOBBY, hobby_name, weak
from engram.extraction.slots import TypedFact, slot_key
from engram.extraction.value_first import names_someone_else

_F = re.IGNORECASE
_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?"
_UNIT = (
    r"(?:day|night|morning|evening|afternoon|lunchtime|week|weekend|weekday|month|summer|winter|spring|autumn|fall|"
    rf"{_DAY})s?"
)
# A rhythm of doing something again and again.
_RHYTHM = re.compile(
    rf"\b(?:(?:every|each|most)\s+(?:other\s+|single\s+)?(?:\w+\s+)?{_UNIT}|"
    r"(?:once|twice|three\s+times|four\s+times|five\s+times|\d+\s*(?:x|times))\s+(?:a|per|every)\s+(?:week|month|day)|"
    r"(?:two|three|four|five|\d+)\s+(?:nights|days|mornings|evenings|times)\s+a\s+week|"
    rf"on\s+(?:the\s+)?weekends|on\s+{_DAY}|at\s+weekends|weekly|daily|nightly|religiously|"
    r"almost\s+every\s+(?:day|night|week|weekend|month))\b",
    _F,
)
RHYTHM = _RHYTHM  # (for :mod:`.pastime_first`)
# What a pastime is to the one who does it, said as "my ...": "my escape", "my Sunday ritual", "my vice";
# tied to the pastime by a copula (:func:`_role_tied`), since "my routine is a mess" alone is nothing.
_ROLE_NOUN = (
    r"(?:escape|outlet|therapy|zen|sanity|sanctuary|refuge|reset(?:\s+button)?|ritual|routine|thing|jam|vice|"
    r"guilty\s+pleasure|love\s+language|meditation|anchor|joy|me-?\s?time|self-?care|safe\s+space|comfort|"
    r"happy\s+place|way\s+(?:of|to)\s+(?!work\b|school\b|the\b)\w+|favou?rite\s+(?:way|thing|hobby|pastime)|go-?to|passion(?:\s+project)?|"
    r"obsession|addiction|toy|vibe|release|lifeline|balance|fix|personality|social\s+life|peace(?:\s+and\s+quiet)?|calm|"
    r"stress\s+relief|sanity\s+saver|lifesaver|life\s+saver|headspace|"
    r"excuse\s+to|second\s+home|(?:new|first|true|one|great|big)\s+love|(?:lockdown|winter|summer|pandemic|retirement|weekend|evening)\s+project|creative\s+outlet|home\s+from\s+home|quiet\s+time|downtime|time\s+out|comfort\s+blanket)"
)
# Words that make the thing named a pastime of the speaker's.
_PASTIME = re.compile(
    r"\b(?:hobby|hobbies|pastime|obsession|obsessed|passion|addicted|addiction|hooked|unwind|unwinding|relax|relaxing|"
    r"de-?stress|decompress|switch\s+off|stress\s+relief|therapy|therapeutic|happy\s+place|keeps\s+me\s+sane|"
    r"(?:taken\s+over|eaten(?:\s+up)?|swallowed|consumed|hijacked|colonised|colonized)\s+my\s+(?:\w+\s+){0,2}?(?:life|weekends|evenings|free\s+time|spare\s+time|room|flat|house|garage|shed|kitchen|table|brain|calendar|diary|schedule|social\s+life)|highlight\s+of\s+my\s+(?:week|weekend|day)|"
    r"in\s+my\s+(?:free|spare)\s+time|for\s+fun|"
    # what the pastime does for the user: "my escape", "keeps me grounded", "clears my head", "I live for"
    r"keeps?\s+(?:me|my\s+(?:head|mind|hands|brain)(?:\s+\w+\s+my\s+\w+)?)\s+"
    r"(?:sane|grounded|going|human|balanced|fit|calm|centred|centered|happy|healthy|together|busy|quiet|clear|steady|young|"
    r"active|moving|out\s+of\s+trouble)|(?:i'm|im|i\s+am)\s+(?:\w+\s+)?(?:happiest|most\s+at\s+home|at\s+my\s+happiest)|"
    r"(?:get|let|blow|burn|work)\s+(?:the\s+|some\s+|my\s+)?(?:stress|steam|energy|frustration|anger)\s+(?:out|off)|"
    r"(?:blow|let|burn)\s+off\s+(?:some\s+)?(?:steam|energy)|saved?s?\s+my\s+(?:sanity|mental\s+health|brain|soul)|"
    r"sets?\s+me\s+up\s+for|keeps?\s+me\s+off\s+(?:my\s+phone|screens|the\s+\w+)|all\s+i\s+(?:think|talk|dream)\s+about|keeps?\s+my\s+\w+\s+from|"
    r"gives?\s+me\s+(?:a\s+reason|an\s+excuse|a\s+break|headspace|peace|a\s+buzz|energy)|"
    r"(?:mornings|days|weekends|evenings|sundays|saturdays)\s+(?:start|begin|end)s?\s+with|"
    r"(?:shuts?|switch(?:es)?|turns?)\s+(?:my\s+)?(?:brain|head|mind)\s+off|"
    r"(?:calms?|soothes?|quiets?|quietens?|settles?|eases?)\s+my\s+(?:anxiety|nerves|mind|brain|head|stress|adhd)|"
    r"gets?\s+me\s+out(?:side|doors|\s+of\s+the\s+house)|reason\s+to\s+get\s+out(?:side|doors)?|"
    r"(?:clears?|clearing|empties|emptying|quiets?|quietens?)\s+my\s+(?:head|mind)|head\s+goes\s+quiet|"
    r"(?:calms?|relax(?:es)?|soothes?|grounds?|centres|centers|recharges?|resets?)\s+me\b|"
    r"(?:wind(?:ing)?|winds)\s+down|wind-?down|chill(?:ing)?(?:\s+out)?|chill-out|unplug(?:ging)?|recharg(?:e|ing)|"
    r"find\s+my\s+(?:peace|calm|zen)|i\s+live\s+for|\bis\s+life\b|whole\s+personality|"
    r"(?:big|huge|massive|important)\s+part\s+of\s+my\s+(?:life|week|weekends?)|"
    r"(?:weekends|evenings|mornings|nights|sundays|saturdays|lunch\s+breaks)\s+are\s+(?:\w+\s+)?for)\b",
    _F,
)
# The user's verbs of doing a named pastime, with the adverbs that may come between.
_ADV = r"(?:(?:also|still|mostly|usually|now|regularly|really|actually|mainly|sometimes|often|even)\s+)*"
_DO = re.compile(
    r"(?:^\W*(?:been\s+|now\s+|still\s+)?(?:doing|playing|practi[cs]ing|training)\s+|"
    rf"\b(?:i|we)\s+{_ADV}(?:play|do|practi[cs]e|train|go|dm|dance|sing)\s+"
    r"(?:the\s+|some\s+|a\s+bit\s+of\s+|a\s+lot\s+of\s+|lots\s+of\s+|competitive\s+|amateur\s+|an?\s+)?)$",
    _F,
)
# The user's ongoing doing of it, which says a habit only with a rhythm or a "lately" right after the
# pastime ("I've been going bouldering twice a week", "been sewing my own clothes lately"): "I've
# been painting the kitchen" is a chore.
_BEEN = re.compile(
    r"(?:\b(?:i|we)(?:'ve|\s+have)\s+been\s+|^\W*(?:(?:ok|so|and|also|btw|lol)\W+)*been\s+)"
    r"(?:(?:really|still|also|mostly|regularly)\s+)*(?:going\s+|doing\s+(?:some\s+|a\s+lot\s+of\s+)?)?$",
    _F,
)
_LATELY = re.compile(
    r"^\s+(?:my\s+own\s+[\w-]+\s+)?(?:(?:a\s+lot|loads|lots|nonstop|constantly|obsessively|like\s+crazy)\s+)?"
    r"(?:lately|recently|these\s+days|nowadays|a\s+lot|loads|nonstop|like\s+crazy)\b|"
    # a span of practice: "ive been homebrewing beer for years", "been doing crochet for a year"
    r"^\s+(?:[\w-]+\s+)?(?:for|since)\s+(?:like\s+)?(?:years|ages|decades|a\s+(?:year|while|decade|few\s+years|couple\s+of\s+years)|"
    r"(?:over\s+|about\s+|nearly\s+|almost\s+|like\s+|around\s+)?(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s+(?:years?|months?))\b",
    _F,
)
# "I've done calligraphy for years", "I've practised judo since uni": the practice counted
_DONE_FOR = re.compile(
    r"\b(?:i|we)(?:'ve|\s+have|ve)\s+(?:(?:been\s+)?(?:done|doing|practi[cs]ed|practi[cs]ing|played|playing)|been\s+into)\s+(?:some\s+)?$",
    _F,
)
# Taking it up, the pastime next ("i've started painting with watercolours", "took up fencing in
# march"), when what follows is no object of a chore ("started painting the fence" is decorating).
_TAKEN_UP = re.compile(
    r"\b(?:started|begun|began|took\s+up|taken\s+up|picked\s+up|got\s+into|gotten\s+into|getting\s+into|"
    r"taking\s+up|picking\s+up|starting)\s+(?:(?:doing|playing|learning|practi[cs]ing|some|a\s+bit\s+of)\s+)?(?:the\s+)?$|"
    # as learners of English say it: "started to learn shogi", "have begun to do kendo", "began with padel"
    r"\b(?:started|begun|began|starting)\s+(?:to\s+(?:do|play|learn|practi[cs]e)|with)\s+(?:the\s+)?$",
    _F,
)
_TAKEN_UP_AFTER = re.compile(
    r"^\s*(?:$|[,.;!:(]|(?:with|in|again|lessons|classes|this|last|a\s+few|recently|lately|and|as|over|during|about|around|"
    r"roughly|almost|nearly|\d+\s+(?:months?|weeks?|years?)|"
    r"after|since|for\s+fun|on\s+the\s+side|properly|seriously|instead|now|too|twice|once|three\s+times|every|"
    r"laps|lengths)\b)",
    _F,
)
# Doing it now, in the progressive, with a word of now after it: "I'm doing calligraphy now", "we're
# playing padel these days" (never "I'm playing tennis tomorrow": one game)
_DOING = re.compile(
    rf"\b(?:i'm|i\s+am|im|we're|we\s+are)\s+{_ADV}(?:doing|playing|practi[cs]ing|training)\s+"
    r"(?:some\s+|a\s+bit\s+of\s+|a\s+lot\s+of\s+|lots\s+of\s+)?$",
    _F,
)
_NOWADAYS = re.compile(r"^\s+(?:now|these\s+days|nowadays|lately|instead|a\s+lot|regularly)\b", _F)
# A pastime heading the statement: "tennis every Sunday ...", "ok so padel twice a week".
_HEAD = re.compile(r"^\W*(?:(?:ok|okay|so|and|also|btw|lol|now|lately|currently|these\s+days)\W+)*$", _F)
# The user's being into it, the pastime right after: "big into photography these days", "really into padel".
_INTO = re.compile(
    r"^\W*(?:(?:ok|okay|so|and|also|btw|lol|now|lately|currently|these\s+days)\W+)*"
    r"(?:(?:i'm|im|i\s+am|been|getting|got)\s+)?(?:(?:big|really|super|so|very|heavily|totally|seriously|well|kinda)\s+)?"
    r"into\s+(?:the\s+|my\s+)?$",
    _F,
)
# Doing it is how the user unwinds: "I relax by cooking", "I unwind with crosswords", "de-stress through drawing".
_UNWIND_BY = re.compile(
    r"\b(?:i|we)\s+(?:\w+\s+)?(?:relax|unwind|de-?stress|decompress|chill(?:\s+out)?|switch\s+off|wind\s+down|recharge|"
    r"unplug|escape)\s+(?:by|with|through|via|doing|into)\s+(?:some\s+|a\s+bit\s+of\s+|a\s+lot\s+of\s+|the\s+|my\s+)?$",
    _F,
)
# An everyday word heading the statement and said to be what the user does it for: "running is my
# meditation", "cooking is how I switch off", "drawing is my way of processing stuff".
_IS_MINE = re.compile(
    r"^\s*(?:is|'s|has\s+(?:become|been)|became)\s+(?:(?:basically|honestly|really|kind\s+of|kinda|now|just|"
    r"definitely|totally|literally|always)\s+)*(?:my|how\s+i|what\s+i|where\s+i)\b",
    _F,
)
# What may stand between the verb and its rhythm: a distance or a time ("I run 5k every morning"), the
# user's own made thing ("I brew my own beer now"), weights lifted.
_OBJECT = (
    r"(?:(?:(?:(?:about|around|roughly|over|nearly|almost|like|maybe)\s+)?\d+(?:\.\d+)?\s*"
    r"(?:k|km|kms|miles?|mi|laps|lengths|minutes|mins|hours?|hrs|metres|meters|m)|"
    r"(?:a\s+)?(?:few|couple\s+of)\s+(?:miles|laps|lengths|hours|k)|my\s+own\s+[\w-]+|weights)\s+)?"
)
# A pastime said by its own verb in the present simple: "I fence twice a week", "we ski every winter".
_VERBS = {
    "fence": "fencing", "cycle": "cycling", "bike": "cycling", "sew": "sewing", "ski": "skiing", "climb": "climbing",
    "boulder": "bouldering", "row": "rowing", "surf": "surfing", "knit": "knitting", "crochet": "crochet",
    "bake": "baking", "paint": "painting", "draw": "drawing", "sketch": "sketching", "swim": "swimming",
    "sail": "sailing", "hike": "hiking", "garden": "gardening", "volunteer": "volunteering", "dance": "dancing",
    "sing": "singing", "box": "boxing", "skate": "skating", "skateboard": "skateboarding", "snowboard": "snowboarding",
    "fish": "fishing", "camp": "camping", "kayak": "kayaking", "canoe": "canoeing", "quilt": "quilting",
    "journal": "journaling", "meditate": "meditation", "jog": "jogging", "run": "running", "golf": "golf",
    "brew": "homebrewing", "dive": "diving", "skydive": "skydiving", "juggle": "juggling", "weave": "weaving",
    "embroider": "embroidery", "whittle": "whittling", "forage": "foraging", "cook": "cooking",
    "game": "gaming", "lift": "weightlifting", "bird": "birding", "sculpt": "sculpture",
    "paddleboard": "paddleboarding", "rollerblade": "rollerblading", "longboard": "longboarding",
    "windsurf": "windsurfing", "kitesurf": "kitesurfing",
    "spearfish": "spearfishing", "freedive": "freediving", "snorkel": "snorkelling", "geocache": "geocaching",
}  # fmt: skip
# A pastime by its own verb said as the user's new normal: "ok so I knit now", "we ski these days".
_OWN_VERB_NOW = re.compile(
    rf"\b(?:i|we)\s+{_ADV}(?P<verb>{'|'.join(_VERBS)})\s+{_OBJECT}(?:now|these\s+days|nowadays)"
    r"(?=\s*(?:$|[,.;!]|and\b|too\b|lol\b))",
    _F,
)
_OWN_VERB = re.compile(
    rf"\b(?:i|we)\s+{_ADV}(?P<verb>{'|'.join(_VERBS)})\s+{_OBJECT}(?=(?:a\s+lot|loads|lots|competitively|for\s+fun|"
    r"(?:at|with|in)\s+(?:a|an|the|my|our)\s+(?:\w+\s+){0,3}?(?:club|gym|pool|studio|group|team|league|crew)|"
    rf"(?:at|with|in|on|near)\s+(?:\S+\s+){{1,4}}?(?:every|each|most|twice|on\s+weekends|on\s+{_DAY})|"
    r"every|each|most|twice|once|three\s+times|\d+\s*(?:x|times|nights|days|mornings)|on\s+(?:the\s+)?weekends|"
    rf"on\s+{_DAY}|weekly|daily|religiously|regularly|(?:a|per)\s+(?:week|day|month)|"
    r"to\s+(?:relax|unwind|de-?stress|decompress|chill|switch\s+off|wind\s+down|recharge|unplug|stay\s+sane|"
    r"clear\s+my\s+(?:head|mind)|get\s+out\s+of\s+my\s+head|think))\b)",
    _F,
)
_BEES = re.compile(r"\b(?:i|we)\s+(?:now\s+)?keep\s+(?:bees|(?:a\s+)?(?:few\s+)?(?:bee)?hives?)\b", _F)
# Company kept while doing it is nobody else's pastime: "fishing with my dad", "hiking with my dog".
_WITH = re.compile(r"\bwith\s+(?:my|our|a|some)\s+(?:\w+\s+)?\w+(?:'s)?", _F)
# Not the user's practice now: a wish, a plan, a negation, a past, a single time, watching it.
_NOT_PRACTICE = re.compile(
    r"\b(?:want|wants|wanna|would|could|should|might|maybe|someday|one\s+day|hope|hoping|thinking|considering|"
    r"plan|plans|planning|gonna|going\s+to|will|if|unless|try|trying|tried|once(?!\s+(?:a|per|every)\b)|never|not|no\s+longer|don't|dont|"
    r"doesn't|didn't|can't|cannot|won't|isn't|aren't|wasn't|haven't|hasn't|hate|hated|stopped|quit|gave\s+up|used\s+to|as\s+a\s+(?:kid|child|teen)|"
    r"in\s+(?:high\s+)?school|in\s+college|at\s+uni|years\s+ago|watch|watching|watched|tv|telly|fan\s+of|"
    r"tickets?|match\s+on|game\s+on|lessons?\s+for|miss|missed|"
    # one occasion: "we even played some chess afterwards", "went bowling last night"
    r"afterwards?|yesterday|tonight|last\s+(?:night|weekend|week)|this\s+(?:morning|afternoon|evening)|the\s+other\s+day|"
    r"earlier\s+today|"
    # somebody else's word for it: "gardening is a great way to relax, according to my doctor"
    r"according\s+to|(?:says|said|reckons|recommends|recommended|suggests|suggested)\s+(?:that\s+)?)\b|'ll\b",
    _F,
)


# The user speaking of themselves: "Kickboxing is a great way to de-stress", said to a friend, is no pastime of theirs.
_ME = re.compile(r"\b(?:i|i'm|i've|me|my|mine|we|we're|our|us)\b", _F)
# A claim about a pastime in general: "Kickboxing is a perfect way to stay in shape".
_GENERAL = re.compile(
    r"\b(?:is|are|'s)\s+(?:a|an|such\s+a|the)\s+(?:\w+\s+){0,2}?(?:way|thing|sport|hobby|activity|exercise|workout)\b",
    _F,
)
_PHRASAL = re.compile(r"\s+(?:up|out|off|late|away|low|short|behind)\b", _F)


# The things of a pastime that is the user's: "my birdwatching trips", "our climbing gym", "my pottery class"
_MY = re.compile(
    r"\b(?:my|our)\s+(?:(?:weekly|weekend|monthly|regular|usual|local|first|next|new|old|morning|evening)\s+)?$", _F
)
_PASTIME_THING = re.compile(
    # (an occasion only in the plural, which recurs: "our camping trip last summer" was one trip)
    r"^\s+(?:trips|sessions|club|class|classes|lessons|gear|kit|group|practice|team|buddies|league|training|routine|"
    r"notebook|journal|log|logbook|list|spot|patch|bag|rod|board|stash|collection|projects|progress|goals?|"
    r"shoes|equipment|gym|partner|coach|instructor|teacher|studio|outings|weekends|holidays|days|nights|habit|hobby)\b",
    _F,
)
# the user in a group that does it: "I sing in a community choir", "we dance with a salsa group"
_GROUP_VERB = re.compile(
    r"\b(?:i|we)\s+(?:(?:still|also|now|regularly)\s+)?(?:sing|play|perform|dance|row|run|swim|ride|paddle|act)\s+"
    r"(?:in|with|for)\s+(?:a|an|the|our|my)\s+(?:[\w-]+\s+){0,2}$",
    _F,
)
# a pastime taken up in place of one given up: "gave up running after my knee thing, swimming now instead"
_OPENS_CLAUSE = re.compile(
    r"(?:^|[,;:]\s*|\b(?:so|and|now|but)\s+)(?:(?:doing|it's|its|it\s+is|mostly|just|into)\s+)?$", _F
)
_INSTEAD = re.compile(r"^\s+(?:now\s+)?instead\b|^\s+instead\s+now\b", _F)


_GIVING_UP = re.compile(
    r"\b(?:sell|selling|sold|get\s+rid|getting\s+rid|give\s+away|giving\s+away|donate|donating|quit|quitting|stop|stopping|"
    r"give\s+up|giving\s+up|gave\s+up|used\s+to|old)\b",
    _F,
)


def pastime_things(text: str) -> list[TypedFact]:
    """A pastime the user's own things presuppose, asked about or not: "For my birdwatching trips, which ...?"."""
    out: list[TypedFact] = []
    if _GIVING_UP.search(text):  # "should I sell my climbing gear?": a pastime on its way out
        return out
    for m in KNOWN_HOBBY.finditer(text):
        if not weak(m.group("v")) and _MY.search(text[: m.start()]) and _PASTIME_THING.match(text[m.end() :]):
            name = hobby_name(m.group("v"))
            out.append(TypedFact(f"hobby:{slot_key(name)}", name, "set", evidence=text, rule="value:hobby"))
    return out


def hobby_from_statement(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` with the pastimes a statement introduces, when no clause cue read a known one."""
    if any(f.slot.startswith("hobby:") and f.rule != "hobby:verb" for f in facts):
        return facts
    low = text.lower()
    if not THIRD_SUBJECT.match(low):  # the one taken up in place of one given up is the user's now
        instead = [
            hobby_name(m.group("v"))
            for m in KNOWN_HOBBY.finditer(text)
            if _OPENS_CLAUSE.search(text[: m.start()]) and _INSTEAD.match(text[m.end() :]) and m.start() > 0
        ]
        if instead:
            return [
                *facts,
                *(TypedFact(f"hobby:{slot_key(v)}", v, "set", evidence=text, rule="value:hobby") for v in instead),
            ]
    scope = _scope(text)
    if THIRD_SUBJECT.match(low) or _NOT_PRACTICE.search(scope) or names_someone_else(_WITH.sub(" ", scope)):
        return facts
    found = [*_named(text), *_by_verb(text)]
    if not found:
        return facts
    kept = [f for f in facts if f.rule != "hobby:verb"]  # "I build lego sets to unwind": lego, not building
    values = list(dict.fromkeys(found))
    return [*kept, *(TypedFact(f"hobby:{slot_key(v)}", v, "set", evidence=text, rule="value:hobby") for v in values)]


def _named(text: str) -> list[str]:
    """Known pastimes tied to a rhythm or a word of a pastime."""
    named = [m for m in KNOWN_HOBBY.finditer(text) if not weak(m.group("v"))]
    names = {hobby_name(m.group("v")) for m in named}
    rhythm = _RHYTHM.search(text) is not None
    out: list[str] = []
    mine = _ME.search(text) is not None or not _GENERAL.search(text)
    for m in named:
        before = text[: m.start()]
        if _PHRASAL.match(text[m.end() :]):
            continue  # "curling up with a good book", "running late": a verb, not the pastime
        if _predicate(text, m, named):
            continue  # "running is my meditation": the pastime is the subject, not what it is to the user
        tied = _HEAD.match(before) is not None or _DO.search(before) is not None
        been = _BEEN.search(before) is not None
        if (
            (rhythm and (tied or been))
            or ((been or _DONE_FOR.search(before)) and _LATELY.match(text[m.end() :]))
            or (_TAKEN_UP.search(before) and _TAKEN_UP_AFTER.match(text[m.end() :]))
            or (_DOING.search(before) and _NOWADAYS.match(text[m.end() :]))
            or (len(names) == 1 and mine and _cued(text, m))
            or _role_tied(text, m)
            or _DO.search(before)
            or _INTO.match(before)
            or _UNWIND_BY.search(before)
            or (_MY.search(before) and _PASTIME_THING.match(text[m.end() :]))
            or (_GROUP_VERB.search(before))
            or (_OPENS_CLAUSE.search(before) and _INSTEAD.match(text[m.end() :]))
        ):
            out.append(hobby_name(m.group("v")))
    for m in KNOWN_HOBBY.finditer(
        text
    ):  # an everyday word heading the statement, a rhythm right after: "drawing every day"
        if not weak(m.group("v")):
            continue
        before, after = text[: m.start()], text[m.end() :]
        if (
            _HEAD.match(before)
            and (
                _RHYTHM.match(after.lstrip())
                or (_IS_MINE.match(after) and (_PASTIME.search(after) or _role_tied(text, m)))
                or _made_is_mine(after)
            )
        ) or (_UNWIND_BY.search(before)):
            out.append(hobby_name(m.group("v")))
    return out


_FILLER = r"(?:(?!(?:not|never|no|nothing)\b)[\w-]+\s+)"
_ROLE_AFTER = re.compile(
    rf"^\s*(?:{_FILLER}{{0,3}}?(?:is|are|'s|has\s+(?:\w+\s+)?become|have\s+become|became|has\s+been|have\s+been|remains?)\s+"
    rf"{_FILLER}{{0,2}}?|.*?\b(?:it's|it\s+is|that's|they're|it\s+has\s+become)\s+{_FILLER}{{0,2}}?)(?:my|our)\s+"
    rf"(?:[\w-]+\s+){{0,2}}?{_ROLE_NOUN}\b",
    _F,
)
_ROLE_BEFORE = re.compile(
    rf"\b(?:my|our)\s+(?:[\w-]+\s+){{0,2}}?{_ROLE_NOUN}\s+(?:is|are|=|:|-|–|—|has\s+become|these\s+days\s+is|lately\s+is)"
    r"\s+(?:(?:just|basically|definitely|honestly|still|now|always|the|my)\s+)*$",
    _F,
)


# What the user makes or does by an everyday verb, between it and "is my ...": "cooking elaborate
# dinners is my creative outlet", "drawing silly comics is my therapy".
_MADE = re.compile(
    r"^\s+(?:(?:my\s+own|big|elaborate|fancy|silly|little|long|weird|huge|complicated|\w+-\w+)\s+)*[a-z]+s\b", _F
)


def _made_is_mine(after: str) -> bool:
    made = _MADE.match(after)
    if made is None:
        return False
    rest = after[made.end() :]
    return _IS_MINE.match(rest) is not None and (
        _PASTIME.search(rest) is not None or _ROLE_AFTER.match(rest) is not None
    )


def _role_tied(text: str, found: re.Match[str]) -> bool:
    """The pastime said to be what it is to the user: "birding is my escape", "my happy place is the
    pottery wheel", "into pickleball lately, it's my new thing"."""
    return _ROLE_AFTER.match(text[found.end() :]) is not None or _ROLE_BEFORE.search(text[: found.start()]) is not None


def _cued(text: str, found: re.Match[str]) -> bool:
    """A word of a pastime outside the pastime's own name ("my meditation app" is no cue for meditation)."""
    return any(c.end() <= found.start() or c.start() >= found.end() for c in _PASTIME.finditer(text))


def _predicate(text: str, found: re.Match[str], named: list[re.Match[str]]) -> bool:
    """``found`` is what another pastime heading the statement is to the user ("chess is my yoga")."""
    first = named[0]
    return (
        found is not first
        and _HEAD.match(text[: first.start()]) is not None
        and re.fullmatch(
            r"\s*(?:is|'s|are|has\s+become)\s+(?:my|our)\s+(?:[\w-]+\s+)?", text[first.end() : found.start()], _F
        )
        is not None
    )


# A trailing aside after the pastime says nothing of it: "pottery is my new thing, if you must know".
_CLAUSE_END = re.compile(
    r"[;:!?()]|,\s*(?=(?:if|but|though|although|unless|should|would|can|could|any)\b)|\s[-–—]+\s|"
    # a wish of its own after the pastime: "I play ultimate frisbee and want to find a group"
    r",?\s+(?:and|but|so)\s+(?=(?:i\s+)?(?:want|wanna|need|hope|plan|would|might|am\s+thinking|thinking|trying|wish)\b)",
    _F,
)


def _scope(text: str) -> str:
    """``text`` up to the end of the clause holding its last pastime."""
    named = list(KNOWN_HOBBY.finditer(text))
    if not named:
        return text
    end = _CLAUSE_END.search(text, named[-1].end())
    return text[: end.start()] if end else text


def _by_verb(text: str) -> list[str]:
    """Pastimes said by their own verb: "I fence twice a week", "we keep bees now"."""
    out = [_VERBS[m.group("verb").lower()] for m in _OWN_VERB.finditer(text)]
    out += [v for m in _OWN_VERB_NOW.finditer(text) if not weak(v := _VERBS[m.group("verb").lower()])]
    if _BEES.search(text):
        out.append("beekeeping")
    return out
