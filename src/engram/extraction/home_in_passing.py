"""Homes said in passing: a place tied to the user by a word of being there, read anywhere in a message.

People rarely announce where they live; they mention it on the way to something else: "now that I'm
based in Aarhus, which gym should I join?", "as a Halifax local, what do I do about the fog?", "any
good bakeries near me? (I'm in Leipzig)", "fwiw I'm in Hobart so evenings are tricky", "here in
Wellington it's raining again", "our little terrace in Cardiff needs a new boiler", "home these
days: Split", "these days it's Tallinn for us". The sentence around the mention is a question, a
request or about something else, so no statement frame reads it; what is stable is a *tie*: a
place the gazetteer knows, right after or right before one of a closed class of words that put the
user there --

- being there: "I'm (now / still / based / out) in X", "here in X", "being in X", "living in X" with
  the subject dropped, "as someone living in X", "as a X local / resident";
- a dwelling of the user's there: "my / our (little, new) flat / terrace / townhouse in X", "share /
  rent / have a cottage in X", "got the keys to a place in X", "the new place in X";
- home named with the place: "home these days: X", "home for now is X", "X's home now", "these days
  it's X for us", "on X time now".

A tie of bare presence ("I'm in X", "here in X") also fits a visit, so it is refused beside any word
of a stay or of sightseeing ("for the weekend", "what should I see", "hotel", "right now"); every tie
is refused beside a word of a stay, a past, a wish or a negation in its own clause, and when the
clause holding it is about somebody else ("my sister's flat in Leeds").
"""

from __future__ import annotations

import itertools
import re

from engram.extraction.demonyms import city_of_demonym
from engram.extraction.fact_lexicon import THIRD_SUBJECT
from engram.extraction.frame_parts import TEMP_CUE
from engram.extraction.gazetteer import PLACE_AS_WORD, is_place, lower_case_chat, places_in
from engram.extraction.home_values import PAST_HOME
from engram.extraction.passing_clause import clause_bounds, clause_of
from engram.extraction.slots import TypedFact
from engram.extraction.tool_lexicon import tool_kind
from engram.extraction.value_first import names_someone_else

_F = re.IGNORECASE
_DWELL = (
    r"(?:flat|flatshare|apartment|apt|house|houseshare|place|home|condo|studio|cottage|room|loft|bungalow|townhouse|"
    r"terrace|semi|duplex|maisonette|villa|cabin|farmhouse|rental|digs|pad|unit|(?:one|two|three|four|\d)-bed(?:room)?)"
)
_AM = r"(?:i'm|im|i\s+am|we're|we\s+are|me\s+being|being)"
_ADV = r"(?:(?:now|currently|still|actually|just|finally|all|happily|permanently|officially)\s+)*"
# A tie before the place, ending where the place starts.
_BEFORE_STRONG = re.compile(
    "(?:"
    rf"\b{_AM}\s+{_ADV}(?:based|living|settled|settling\s+in|living\s+and\s+working)\s+{_ADV}(?:out\s+of|in|near|outside)|"
    rf"\b(?:i|we)\s+{_ADV}(?:are\s+|am\s+)?{_ADV}(?:live|living|reside|residing)\s+{_ADV}(?:(?:up|out|over|down|here)\s+)?"
    r"(?:in|near|outside)|"
    rf"^\W*{_ADV}(?:living|based|settled)\s+{_ADV}(?:out\s+of|in|near|outside)|"
    r"\bas\s+(?:someone|somebody|a\s+person|one|people|a\s+family|a\s+couple)\s+(?:who\s+(?:lives?|is\s+based|are\s+based)|"
    r"living|based)\s+(?:(?:here|over|out)\s+)?in|"
    rf"\b(?:my|our)\s+(?:[\w-]+\s+){{0,3}}?{_DWELL}\s+(?:here\s+|over\s+|out\s+|up\s+|down\s+)?(?:in|near|outside)|"
    rf"\b(?:share|sharing|shares|rent|renting|rented|own|owning|have|got|bought|found|signed\s+for)\s+(?:a|an|the|our|my)\s+"
    rf"(?:[\w-]+\s+){{0,3}}?{_DWELL}\s+(?:in|near|outside)|"
    rf"\bkeys\s+(?:to|for)\s+(?:a|an|the|our|my)\s+(?:[\w-]+\s+){{0,3}}?{_DWELL}\s+(?:in|near|outside)|"
    rf"^\W*(?:the|our|my)\s+new\s+{_DWELL}\s+(?:in|near|outside)|"
    # what a home has around it, the user's: "Half my street in Ísafjörður is on geothermal", "our power in Nakuru
    # keeps going off", "Everyone on our little street in Dunedin"
    # (the modifiers a closed class, so the street is the user's whoever the sentence is about)
    # (and what a home costs and has about it: "my rent here in Ballarat", "my small shady garden here in Dunedin",
    # "Our area in Yaba, Lagos loses power")
    r"(?P<own>\b(?:my|our)\s+(?:(?:little|quiet|tiny|whole|lovely|sleepy|busy|small|shady|sunny|tiny|back|front|"
    r"north-facing|south-facing|monthly)\s+){0,2}(?:street|road|lane|cul-de-sac|"
    r"neighbou?rhood|block|estate|village|building|council|bins|power|electricity|water\s+supply|broadband|area|suburb|"
    r"rent|garden|yard|backyard|balcony|windowsill|window\s+box|allotment|landlord|landlady|council\s+tax|postcode|"
    r"local\s+(?:council|shop|pub|park|gp|library|pool))\s+(?:here\s+)?(?:in|near|outside))|"
    # "as I have recently taken up residence in Tallinn", "we're in a tiny building in Sham Shui Po"
    r"\b(?:taken|took|taking|take)\s+up\s+(?:residence|residency)\s+in|"
    # a first season there: "first winter in Minneapolis and everyone at work keeps laughing at my tires"
    r"\bfirst\s+(?:full\s+)?(?:winter|summer|autumn|fall|spring|year|christmas|monsoon|rainy\s+season)\s+(?:here\s+|living\s+)?in|"
    # renting there, a resident of it, at home there: "we've been renting in Fremantle for a while", "as a resident
    # of Nakuru, ...", "third day of rain at home in Bergen" (never "I feel at home in Paris": a liking)
    r"\b(?:(?:i|we)\s+(?:\w+\s+)?rent|(?:i'm|im|we're|i\s+am|we\s+are|been)\s+(?:\w+\s+)?renting)\s+"
    r"(?:(?:here|over\s+here|out\s+here)\s+)?in|"
    r"\b(?:as\s+an?|i'm\s+an?|im\s+an?|i\s+am\s+an?|we're|we\s+are)\s+(?:[\w-]+\s+){0,2}?residents?\s+(?:of|in)|"
    r"(?<!\bfeel\s)(?<!\bfeels\s)(?<!\bfelt\s)(?<!\bfeeling\s)\bat\s+home\s+(?:here\s+)?in|"
    rf"\b{_AM}\s+{_ADV}in\s+(?:a|an|the|our|my)\s+(?:[\w-]+\s+){{0,3}}?(?:{_DWELL}|building|block|tower)\s+(?:in|near|outside)|"
    r"(?<!\w's\s)(?<!\bhis\s)(?<!\bher\s)(?<!\btheir\s)(?<!\byour\s)\bhome"
    r"(?:\s+(?:these\s+days|nowadays|now|for\s+now|at\s+the\s+moment|currently|right\s+now|base))?\s*(?::|=|-+|>|\s+is)|"
    r"(?:these\s+days|nowadays|now|at\s+the\s+moment)\s*,?\s*(?:it's|it\s+is)|"
    # the place in brackets after the words of home: "what time do shops close where I live (Utrecht)?"
    r"\b(?:where\s+(?:i|we)\s+(?:now\s+|currently\s+)?(?:live|am|are|'m|'re|are\s+based|am\s+based)|"
    r"in\s+my\s+(?:town|city|village|area|neck\s+of\s+the\s+woods))\s*[?!.]*\s*\("
    r")(?:\s+|(?<=\())$",
    _F,
)
# What a place is like to live in, said beside the user's home: "the humidity in Porto Alegre is no joke and my
# apartment has zero ventilation", "Winters in Tromsø are brutal and my windowsill gets maybe 2 hours of light"
_CONDITION = re.compile(
    r"\b(?:weather|humidity|heat|cold|damp|winters?|summers?|rain|snow|fog|wind|traffic|rents?|prices|power\s+cuts|"
    r"load[\s-]?shedding|water\s+pressure|air\s+quality|pollution|smog|mosquitoes|hard\s+water|tram\s+strike|"
    r"bus\s+strike|strikes)\s+(?:here\s+)?in\s+$",
    _F,
)
_HOME_BESIDE = re.compile(
    rf"^[^.?!]*\b(?:my|our)\s+(?:[\w-]+\s+){{0,2}}?(?:{_DWELL}|windowsill|garden|balcony|radiators?|heating|boiler|"
    r"walls|ceiling|bathroom|kitchen|bedroom|windows|roof|landlord|rent|bills?|plants|street|road|bins|driveway|"
    r"council\s+tax)\b",
    _F,
)
_COUNCIL_OF = re.compile(
    r"(?P<p>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'.-]*)??)(?=\s+(?:(?-i:City|County|Borough|District|Town|"
    r"Metropolitan|Regional)\s+)?(?-i:Council)\b)"
)
_COUNCIL = re.compile(r"^\s+(?:(?-i:City|County|Borough|District|Town|Metropolitan|Regional)\s+)?(?-i:Council)\b")
# "here" made the user's home by a move said beside it (read by engram.extraction.referents, the place named in the
# sentence before): "the humidity in Singapore is destroying my curly hair. been here 3 weeks since the
# relocation", "Kigali is so much quieter than I expected. are moto taxis safe for a daily commute here?"
SETTLED_HERE = re.compile(
    r"\bsince\s+(?:the|our|my)\s+(?:relocation|move)\b|\bsince\s+(?:i|we)\s+(?:moved|relocated)\s+here\b|"
    r"(?<!\bshe's\s)(?<!\bhe's\s)(?<!\bthey've\s)(?<!\bshe\shas\s)(?<!\bhe\shas\s)\b(?:been|living|lived)\s+here\s+(?:for\s+)?(?:\d+|a\s+few|a\s+couple\s+of|two|three|four|five|six|several)\s+"
    r"(?:days|weeks|months|years)\b|\b(?:i|we|i've|we've)\s+(?:just|recently|finally)\s+moved\s+here\b|\b(?:my|a)\s+daily\s+commute\s+here\b",
    _F,
)
# A tie of bare presence: a visit says it the same way, so it is read only clear of any sightseeing.
_BEFORE_WEAK = re.compile(
    rf"(?:(?P<be>\b{_AM}\s+{_ADV}(?:(?:out|over|up|down|back)\s+)?in|\bhere\s+in|^\W*(?:currently|now)\s+in)|"
    rf"(?P<as>\b(?:as|{_AM})\s+(?:a|an))|(?P<on>\bon)|"
    r"(?P<it>\b(?:it's|it\s+is)))\s+$",
    _F,
)
# The user named by the demonym of their town, in passing: "as a Berliner, should I get the ticket?"
_AS_DEMONYM = re.compile(r"\bas\s+(?:a|an|a\s+fellow|a\s+proper|a\s+true)\s+(?P<d>[\w'-]+)(?!\s+by\s+birth)", _F)
# What a weak tie needs after the place.
_AFTER_NEEDED = {
    "as": re.compile(r"^\s+(?:local|resident|native|dweller|homeowner|renter|transplant|expat)\b", _F),
    "on": re.compile(r"^\s+time\s+(?:now|these\s+days|for\s+good|permanently)\b", _F),
    "it": re.compile(r"^\s+for\s+(?:us|me)\b", _F),
}
# A place said first, its tie after it: "chicago's home now", "cheapest in Riga, where I live now?" (an
# apposition: "is Tartu where I live?" asks).
_AFTER_HOME = re.compile(
    r"^(?:'s|\s+is|\s+has\s+been)\s+(?:now\s+|officially\s+|finally\s+)?(?:my\s+|our\s+)?(?:new\s+)?home\b(?!\s+to\b)|"
    r"^\s*,\s*where\s+(?:i|we)\s+(?:now\s+|currently\s+)?(?:live|are\s+based|am\s+based|(?:have\s+)?settled)\b",
    _F,
)
# "-based" said of the user, the place opening the clause or after "I'm": never "a Berlin-based startup".
_BASED = re.compile(r"^-based\b", _F)
_BASED_BEFORE = re.compile(r"(?:^|[,;:!?(]|\b(?:i'm|im|i\s+am|we're|we\s+are|now|still))\s*$", _F)
# A stay, a visit, or sightseeing: never a home.
STAY = re.compile(
    r"\b(?:visit|visits|visiting|visited|trip|holiday|holidays|vacation|tourist|tourists|touristy|sightseeing|"
    r"must-see|must\s+see|passing\s+through|conference|layover|stopover|hotel|hostel|airbnb|house-?sitting|"
    r"for\s+(?:work|business|the\s+(?:day|night|week|weekend|month|summer|winter|season|semester))|on\s+business|"
    r"for\s+(?:a\s+)?(?:couple|few|several|number)\s+(?:of\s+)?(?:days|nights|weeks)|"
    r"honeymoon|babymoon|festival|concert|gig|interview|wedding|funeral|reunion|"
    r"sabbatical|exchange|internship|tour)\b",
    _F,
)
# Only for a tie of bare presence: words that fit a guest as well as a local.
_GUEST = re.compile(
    r"\b(?:right\s+now|rn|tonight|today|at\s+the\s+moment|this\s+(?:morning|afternoon|evening|week|weekend|month|summer|winter)|"
    r"while\s+(?:i'm|im|we're|i\s+am|we\s+are)|before\s+(?:i|we)\s+(?:leave|fly|head)|"
    r"(?:what|where)\s+should\s+(?:i|we)\s+(?:see|visit|go\s+see)|staying|stay|friend's|friends'|mum's|mom's|"
    r"parents'|sister's|brother's|cousin's|aunt's|uncle's|gran's|grandma's)\b",
    _F,
)
# In the tie's own clause: the past, a wish, a plan, a negation.
_NOT_NOW = re.compile(
    r"\b(?:was|were|used\s+to|grew\s+up|born|former|previous|old|ex|would|could|should\s+(?:i|we)\s+(?:move|live)|"
    r"might|if|wish|hope|hoping|dream|dreaming|someday|one\s+day|want|wanna|plan|planning|thinking|considering|"
    r"soon|next|never|not|no\s+longer|anymore|any\s+more|n't|i'd|we'd|"
    # a correction ("I meant to say I'm based in Oslo") is read by engram.extraction.corrections
    r"meant)\b",
    _F,
)
_WITH = re.compile(r"\bwith\s+[^,;:!?()]*", _F)
# The user among others is still the user: "me and my partner rent a two-bed in Hull".
_US = re.compile(r"\b(?:(?:me|i)\s+and\s+(?:my|our)\s+\w+|(?:my|our)\s+\w+\s+and\s+(?:i|me))\b", _F)
_LOWER_WORD = re.compile(r"[^\W\d_][\w'.]*")


def home_in_passing(text: str) -> list[TypedFact]:
    """The home a message mentions in passing, tied to the user by a word of being there."""
    if PAST_HOME.search(text):
        return []  # a home told in the past
    away = STAY.search(text) or TEMP_CUE.search(text)
    found: set[str] = set()
    places = _candidates(text, lower_case_chat(text))
    for start, name in places:
        end = start + len(name)
        before, after = text[:start], text[end:]
        strong = _BEFORE_STRONG.search(before)
        # (a span after the user's own street is the street's: "our bins in Harrogate haven't been collected for weeks")
        own_span = strong is not None and strong.group("own") is not None and away is not None and away.start() >= end
        if away is not None and not _lives_apart(text, start, end, away) and not (own_span and not STAY.search(text)):
            continue  # a visit or a stay: "a camping trip up to the lakes"
        weak = None if strong else _BEFORE_WEAK.search(before)
        based = _BASED.match(after) is not None and _BASED_BEFORE.search(before) is not None  # "austin-based now"
        # (the place's conditions meet the user's home in one sentence)
        lived = _CONDITION.search(before) is not None and _HOME_BESIDE.search(after) is not None
        # (... or its council meets it: "a complaint to Leeds City Council about the potholes outside our house")
        council = _COUNCIL.match(after) is not None and _HOME_BESIDE.search(after) is not None
        lived = lived or council
        if strong is None and weak is None and not _lived_in(before, after) and not based and not lived:
            continue
        if weak is not None:
            need = _AFTER_NEEDED.get(weak.lastgroup or "")
            if need is not None and not need.match(after):
                continue
            bare = weak.lastgroup == "be"  # "I'm in X", "here in X": a visitor's words too
            if bare and (_GUEST.search(text) or len({n for _, n in places}) > 1 or _asked(text, weak.start())):
                continue  # "we're in Lisbon, so Porto is out", "any good food here in Lisbon?": no home said
        tied = strong or weak
        clause = clause_of(text, tied.start() if tied is not None else start, end)
        own = strong is not None and strong.group("own") is not None
        if own and tied is not None:  # the street is the user's: only its words make it a past one ("my old road")
            clause = text[tied.start() : end]
        if not _NOT_NOW.search(_WITH.sub(" ", clause)) and (own or council or not _others(clause)):
            found.add(name)
    if not found and (said := _AS_DEMONYM.search(text)) is not None:  # "as a Berliner, should I ...?"
        city = city_of_demonym(said.group("d"))
        clause = clause_of(text, said.start(), said.end())
        if city and not (_NOT_NOW.search(clause) or _others(clause)):
            found.add(city)
    if len(found) != 1:
        return []
    (name,) = found
    return [TypedFact("residence", name, "set", evidence=text, rule="residence:passing")]


def _lives_apart(text: str, start: int, end: int, away: re.Match[str]) -> bool:
    """Beside a visit or a stay, a place is still home when a strong tie says it (living, renting, a
    dwelling there) and the stay is in another clause: "a camping trip next month ..., the drive from Ballarat
    where I live"."""
    left, right = clause_bounds(text, start, end)
    if left <= away.start() < right:
        return False
    live = _BEFORE_STRONG.search(text[:start]) is not None or _lived_in(text[:start], text[end:])
    return live and not STAY.search(text[left:right]) and not TEMP_CUE.search(text[left:right])


def _lived_in(before: str, after: str) -> bool:
    """The place's own tie after it: "cheapest in Riga, where I live now"; without the comma only after a
    word of place ("the drive from Ballarat where I live"), never in a question ("is Tartu where I live?")."""
    if _AFTER_HOME.match(after):
        return True
    return _BARE_WHERE.match(after) is not None and _PLACE_PREP.search(before) is not None


_BARE_WHERE = re.compile(r"^\s+where\s+(?:i|we)\s+(?:now\s+|currently\s+)?(?:live|am\s+based|are\s+based)\b", _F)
_PLACE_PREP = re.compile(r"\b(?:from|in|near|around|outside|to|of)\s+$", _F)


def _candidates(text: str, lower: bool) -> list[tuple[int, str]]:
    """The places named in ``text`` and where; in all-lower-case text, any run of up to four words
    that names a place title-cased (never a place that is also an everyday word: "bath", "nice")."""
    if not lower:
        # (a council's name holds its town: "Leeds City Council")
        councils = [(m.start(), m.group("p")) for m in _COUNCIL_OF.finditer(text) if is_place(m.group("p"))]
        return [(p.start, p.name) for p in places_in(text) if tool_kind(p.name) is None] + councils
    out: list[tuple[int, str]] = []
    words = list(_LOWER_WORD.finditer(text))
    n = 0
    while n < len(words):
        for size in range(min(4, len(words) - n), 0, -1):
            span = words[n : n + size]
            if any(text[a.end() : b.start()] != " " for a, b in itertools.pairwise(span)):
                continue
            said = text[span[0].start() : span[-1].end()].removesuffix("'s").rstrip(".")
            name = " ".join(w[:1].upper() + w[1:] for w in said.split())
            if is_place(name) and not (size == 1 and PLACE_AS_WORD.fullmatch(said)) and tool_kind(name) is None:
                out.append((span[0].start(), name))
                n += size - 1
                break
        n += 1
    return out


_QUESTION_WORD = re.compile(
    r"^\W*(?:any|anything|what|what's|where|how|is|are|do|does|did|can|could|should|which|who|why|when)\b", _F
)


def _asked(text: str, at: int) -> bool:
    """The clause holding ``at`` is itself a question ("any good food here in Lisbon?")."""
    left, right = clause_bounds(text, at, at)
    return _QUESTION_WORD.match(text[left:right]) is not None or text[right:].startswith("?")


def _others(clause: str) -> bool:
    """The clause is about somebody else ("my sister's flat in Leeds"); company kept is not ("with
    two flatmates")."""
    kept = _US.sub("we", _WITH.sub(" ", clause)).strip()
    return names_someone_else(kept) or THIRD_SUBJECT.match(kept) is not None
