"""Place-first reading of a home: a named place plus any word of living there, when no frame matched.

Frames are written for sentence shapes ("I live in X", "we moved to X"); people say where they live
in endless others: "we finally closed on a house in Asheville", "I've been a Leeds local for six
years", "greetings from rainy Bergen, where I live", "I'm Auckland-based now", "my commute from
Oakland is brutal". The stable parts are the place, which the gazetteer knows
(:mod:`engram.extraction.gazetteer`), and a word of *dwelling* somewhere in the statement (home,
house, lease, local, based, moved, commute ...). The word classes, not sentences, decide:

- a word of dwelling and one place: that place is home;
- two places, one on the leaving side ("left Denver for good and now live in Boise", "sold the
  place in Utrecht and bought in Delft"): the other is home, and replaces the first;
- two places as a swap or an arrow ("traded Leeds for Bristol", "Leeds -> Bristol, boxes
  everywhere", "melbourne to hobart, done"): the second is home, and replaces the first, unless
  words of a journey follow ("Paris -> London train delayed again");
- two places, one left and one arrived in, even with no pronoun ("finally out of Amsterdam --
  Rotterdam now", "Cambridge now, after years in London", "hasta luego Madrid, hola Vigo");
- the user's landlord, flatmates, neighbours or street placed ("our landlord in Calgary raised
  the rent"): that place is home, though "my landlord lives in Spain" says nothing of the user;
- a stay (a trip, a conference, "for two weeks"), a past ("grew up in", "used to live", "my flat
  in Leeds was awful", "my flat in London, which I sold in 2019, was tiny"), a future ("moving next
  month"), a wish or a refusal ("I'd never live in Phoenix"): no home -- a trip frame or
  nothing reads those. A trailing aside after the place ("we're Melbourne-based, if that
  matters") is no wish: those words are read up to the end of the clause holding the last place.

The caller has already refused questions, hypotheticals, quotes and statements about somebody
else; this module also stays silent when anybody else is named in the statement.
"""

from __future__ import annotations

import re

from engram.extraction.demonyms import home_by_demonym
from engram.extraction.fact_lexicon import THIRD_SUBJECT
from engram.extraction.frame_parts import TEMP_CUE
from engram.extraction.gazetteer import Place, capitalised_places, is_place, places_in
from engram.extraction.home_values import PAST_HOME
from engram.extraction.slots import TypedFact, slot_key
from engram.extraction.tool_lexicon import tool_kind
from engram.extraction.value_first import names_someone_else

_F = re.IGNORECASE
# The user speaks of themselves: a first-person word, or chat's dropped subject ("Just moved to X").
_FIRST_PERSON = re.compile(
    r"\b(?:i|i'm|im|i've|i'd|me|my|mine|we|we're|we've|us|our|ours)\b|"
    r"^(?:(?:just|finally|recently|officially|now|also|so|and)\s+)*(?:moved|relocated|shifted|settled|settling|living|"
    r"signed|closed|bought|sold|unpacking|unpacked|renting|rented|based|home|new\s+address|goodbye|bye|farewell|"
    r"so\s+long|left|leaving|out\s+of|escaped|transferred|traded|swapped|ditched|got\s+the\s+keys|put\s+down\s+roots|"
    r"made\s+the\s+move)\b|"
    # a home said of the place, with no pronoun: "Austin, TX is home now" (never "home to the Louvre")
    r"\b(?:is|'s)\s+(?:now\s+|officially\s+|finally\s+)?(?:my\s+|our\s+)?(?:new\s+)?home\b(?!\s+to\b)|"
    # a self-introduction with no pronoun: "Helsinki-based designer here", "Cork native here"
    r"(?:-based|\b(?:local|native|resident))\s+(?:[\w-]+\s+){0,2}here\b",
    _F,
)
# Somebody named doing the moving: "Beatriz moved to another division", "Tom lives in Oslo".
_NAMED_MOVER = re.compile(
    r"(?-i:\b[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-ž]+)\s+(?:(?:just|has|had|finally|recently)\s+)*(?:moved|relocated|lives|settled|is\s+based)\b",
)
_MOVED = re.compile(
    r"\b(?:moved|relocated)\s+(?!(?:the|a|an|my|our|it|them|that|this|some|his|her|their)\b)|"
    r"\b(?:moved|relocated)\s+(?:the\s+(?:whole\s+)?(?:family|household)|everyone|the\s+kids)\b|"
    # Indian and other Englishes: "shifted to Pune last month", "we decamped to Lyon"
    r"\b(?:shifted|decamped)\s+(?:back\s+)?to\b|"
    r"\b(?:relocation|relocating|settled|settling|resettled|emigrated|immigrated|closed\s+on|"
    r"bought\s+(?:a|an|our|my|the)\s+(?:first\s+)?(?:[\w-]+\s+){0,3}?(?:house|home|place|flat|apartment|condo|townhouse|"
    r"cottage|bungalow|terrace|semi|farmhouse|cabin|studio|loft|villa|finca|duplex|maisonette|property)|"
    r"signed\s+(?:a|the|our|my)\s+(?:new\s+)?(?:lease|rental\s+agreement)|unpacking|unpacked|"
    # "we've taken a place in Cluj-Napoca instead", "found a flat in Tartu"
    r"(?:taken|took|found|got)\s+(?:a|our|my)\s+(?:new\s+|own\s+)?(?:place|house|flat|apartment|home)\s+in|"
    r"sold\s+(?:the|our|my)\s+(?:old\s+)?(?:house|home|place|flat|apartment|condo)|"
    r"new\s+(?:house|home|place|flat|apartment|address|city|town|neighbou?rhood)|movers|moving\s+(?:day|van|truck)|"
    r"the\s+move|ended\s+up\s+(?:moving|relocating|settling|living)|upped\s+sticks|pulled\s+up\s+stakes|packed\s+up\s+(?:and|everything|the\s+house|the\s+flat))\b",
    _F,
)
# Words of dwelling: they say the user lives at the place, not that they passed through it (a commute "to"
# a place is where the user works).
_DWELLING = re.compile(
    r"\b(?:live|lives|living|lived\s+here|hometown|home\s+town|home\s+base|home\s+is|is\s+(?:now\s+)?home|"
    r"(?:my|our)\s+(?:new\s+)?home|back\s+home\s+to|call(?:s|ed)?\s+(?:\w+\s+){1,3}home|"
    r"flat|apartment|condo|lease|rent|renting|mortgage|resident|residents|local|locals|native|natives|"
    r"neighbou?rhood|neighbou?rs|commute(?!\s+(?:\w+\s+)?(?:to|into)\b)|address|landlord|people\s+now|folks\s+now|for\s+good|permanently|"
    r"full[\s-]time|from\s+now\s+on|(?:i'm|i\s+am|we're|we\s+are|i've\s+been|we've\s+been|now)\s+(?:\w+\s+)?based|"
    r"(?:my|our)\s+(?:new\s+)?(?:place|house|kitchen|garden|balcony|street|block|backyard)|"
    # "we stay in Cape Coast": to stay, in the present, is to live in many Englishes (not "when we visit")
    r"(?:i|we|family|me)\s+(?:still\s+)?stay\s+(?:in|at)(?![^.;]*\b(?:when|whenever|while|during|every|each|visit|visiting)\b))\b"
    r"|-based\b"
    # staying with the household, in the present, in many Englishes: "now I am staying in Hanoi with my family"
    r"|\b(?:i|we)(?:'m|\s+am|'re|\s+are)\s+(?:now\s+|currently\s+)?staying\s+(?:in|at)\b"
    r"(?=[^.;]*\bwith\s+(?:my|our)\s+(?:family|wife|husband|kids|children|parents|partner|in-laws)\b)"
    r"(?![^.;]*\b(?:for|until|till|visiting|holidays?|vacation|trip|week|weekend)\b)"
    # years in a place, up to now: "I've been in Winnipeg for two years now", "we've been here in Ghent since 2019"
    r"|\b(?:i've|ive|we've|i\s+have|we\s+have)\s+been\s+(?:here\s+|out\s+|over\s+|down\s+|up\s+)?(?:in|at)\s+(?:\S+\s+){1,3}?"
    r"(?:for\s+(?:about\s+|over\s+|almost\s+|nearly\s+|like\s+|a\s+good\s+)?(?:a\s+few|a\s+couple(?:\s+of)?|several|many|two|three|"
    r"four|five|six|seven|eight|nine|ten|\d+)\s+years|for\s+(?:over\s+|almost\s+|nearly\s+)?a\s+(?:year|decade)|since\s+(?:19|20)\d\d)\b",
    _F,
)
# A stay, beyond the trip frames' own cues.
_STAY = re.compile(
    r"\b(?:holidays|house-?sitting|pet-?sitting|this\s+month|for\s+the\s+(?:month|summer|season|semester)|"
    r"layover|stopover|sabbatical|residency|exchange|internship|gig|tour|"
    # a lodging is a stay: "our Airbnb apartment in Lisbon has no AC"
    r"airbnb|hotel|hostel|guesthouse|guest\s+house|b&b|motel|resort)\b",
    _F,
)
# "from X" is where the user came from ("drove home from Denver"), unless they say they live there.
_FROM = re.compile(r"\bfrom\s+(?:\w+\s+)?$", _F)
_STILL_LIVES = re.compile(r"\b(?:commute|where\s+(?:i|we)\s+(?:\w+\s+)?live)\b", _F)
# Not a present home: a past, a future or a wish.
_NOT_NOW = re.compile(
    r"\b(?:grew\s+up|born|(?:was|were|got)\s+raised|raised\s+(?:in|by)|childhood|as\s+a\s+kid|used\s+to|was\s+living|were\s+living|lived\s+in|"
    r"(?<!'ve\s)(?<!have\s)(?<!has\s)lived\s+in|"
    r"former|previous|old\s+(?:place|house|flat|apartment|home|neighbou?rhood)|in\s+college|at\s+university|"
    r"studied|next\s+(?:week|month|year|spring|summer|autumn|fall|winter)|soon|will|going\s+to|gonna|"
    r"about\s+to|plan|plans|planning|hope|hoping|want|wants|wanna|would|could|should|might|maybe|"
    r"someday|one\s+day|dream|dreaming|thinking|considering|if|unless|never\s+(?:\w+\s+)?(?:live|lived|living|move|moved|moving)|"
    r"(?:i'd|we'd)(?!\s+(?:been|lived|stayed|had)\b)|here\s+we\s+come|(?:almost|nearly)\s+(?!(?:\w+\s+)?(?:years|months|a\s+year|a\s+decade|decades?)\b)\w+|"
    # a home spoken of in the past: "my flat in Leeds was awful, glad I'm out"
    r"(?:flat|house|place|apartment|home|condo|studio|room|neighbou?rhood|street|landlord)\s+(?:in|on)\s+(?:\S+\s+){1,3}?(?:was|were|had\s+been)|"
    # a correction ("I meant to say I'm based in Oslo") is read by engram.extraction.corrections
    r"meant)\b",
    _F,
)
_LEAVING = re.compile(
    r"\b(?:from|left|leaving|leave|so\s+long|(?<!based\s)out\s+of|sold\s+(?:the|our|my)\s+(?:\w+\s+)?in|goodbye|bye|farewell|"
    r"adios|adiós|adieu|ciao|au\s+revoir|hasta\s+luego|hasta\s+la\s+vista|tsch[uü]ss|arrivederci|sayonara|"
    r"instead\s+of|not|behind|escaped|quit|packed\s+up\s+(?:the|our|my)\s+(?:\w+\s+)?in|"
    # the keys handed back, or years behind the user: "keys handed over in Leeds", "I'd been in Leeds"
    r"(?:keys\s+handed\s+(?:over|back)|handed\s+(?:over|back)\s+(?:the|our|my)\s+keys)\s+(?:in|at)|"
    r"sold\s+up\s+in|the\s+lease\s+in|(?:our|my|the)\s+(?:rental|lease|house|flat|place)\s+in|"
    r"(?:i'd|we'd|i\s+had|we\s+had)\s+(?:been|lived|stayed)\s+(?:in|at)|"
    r"after\s+(?:\w+\s+){0,3}(?:in|at))\s+(?:\w+\s+)?$",
    _F,
)
# Leaving said outright; a lone "from" is not ("greetings from Bergen, where I live").
# Arriving, said beside a place left: "goodbye Leeds, hello Bristol", "after six years in Madrid
# we're now in Seville", "after 5 years in Berlin we're back in Hamburg" -- a move even without a word
# of dwelling.
_ARRIVING = re.compile(
    r"\b(?:hello|hola|bonjour|hallo|hej|now|these\s+days|nowadays|back|it\s+is|first\s+night|made\s+the\s+move|"
    r"bought\s+in|shifted\s+to)\b",
    _F,
)
# Farewells in the languages chat borrows: "hasta luego Madrid, hola Vigo", "ciao Milano".
_FAREWELL = (
    r"(?:goodbye|bye|farewell|so\s+long|adios|adiós|adieu|ciao|au\s+revoir|hasta\s+luego|hasta\s+la\s+vista|"
    r"tsch[uü]ss|arrivederci|sayonara)"
)
_LEFT = re.compile(rf"\b(?:left|leaving|leave|out\s+of|{_FAREWELL}|escaped|quit)\s+(?:\w+\s+)?$", _F)
_MOVED_TO = re.compile(
    r"\b(?:moved|relocated|shifted|decamped|emigrated|resettled)\s+(?:back\s+|over\s+|out\s+)?(?:to|into)\s+$", _F
)
_LEFT_AFTER = re.compile(
    r"^\s*(?:(?:is\s+|'s\s+)?behind|for\s+good\b(?=.*\b(?:and|now)\b)|"
    # the home's contract over: "jeonju rental ended last week", "the lease in Ipoh ran out"
    r"(?:\w+\s+)?(?:rental|lease|tenancy|let|contract)\s+(?:has\s+|had\s+)?(?:ended|ran\s+out|run\s+out|is\s+up|was\s+up|expired|finished|is\s+over|was\s+over))",
    _F,
)
# The old place and the new one side by side, said as a swap or an arrow: "traded Leeds for Bristol",
# "swapped London for the Algarve", "Leeds -> Bristol done", "Oslo → Bergen, it's official".
_SWAPPED = re.compile(r"\b(?:traded|trading|swapped|swapping|exchanged|exchanging)\s+(?:\w+\s+)?$", _F)
_SWAP_GAP = re.compile(r"\s+for\s+(?:the\s+|sunny\s+|rainy\s+|small-town\s+|city\s+life\s+in\s+)?", _F)
_ARROW_GAP = re.compile(r"\s*(?:->|-->|→|=>|⇒|➡|>)\s*|\s+to\s+")
# After an arrow between two places, words of a journey make it a route, not a move: "Leeds -> Bristol
# train delayed again", "London to Paris in 2 hours".
_JOURNEY = re.compile(
    r"\b(?:train|trains|flight|flights|fly|flying|flew|bus|coach|drive|driving|drove|ride|ferry|route|ticket|tickets|"
    r"fare|delayed|cancelled|canceled|hours?|hrs?|mins?|minutes|km|miles|trip|journey|leg|connection|layover|"
    r"return|one-way|tomorrow|tonight|today|next|then|via|and\s+back|roundtrip|round\s+trip|road\s+trip|commute)\b",
    _F,
)
_ARROW_DONE = re.compile(
    r"^\W*(?:move\s+|relocation\s+)?(?:is\s+|it's\s+)?(?:done|complete|completed|official|officially|happened|"
    r"finally|made\s+it|for\s+good|here\s+we\s+are|we\s+did\s+it)\b",
    _F,
)
# Where the user's own household is: "my landlord in Calgary", "our neighbours here in Ghent", "my flatmates
# in Leith" -- the people the user lives among, placed; never "my landlord lives in Spain".
_HOUSEHOLD_IN = re.compile(
    r"\b(?:my|our)\s+(?:new\s+|current\s+)?(?:landlord|landlady|letting\s+agent|roommates?|flatmates?|housemates?|"
    r"(?:next-door\s+)?neighbou?rs?|street|building|block|apartment\s+building|estate)\s+(?:here\s+|over\s+)?(?:in|on)\s+$",
    _F,
)
_THEY_LIVE = re.compile(r"^\s+(?:\w+\s+)?(?:lives?|lived|moved|moves|is\s+based|relocated|stays?)\b", _F)
# A trailing request or aside after the place says nothing of it: "we're Melbourne-based, if that
# matters", "I live in Lisbon now - should I get a car?": the past, future and wish words are read up to
# the end of the clause that holds the last place.
_CLAUSE_END = re.compile(r"[,;:!?()]|\s[-–—]+\s")
# At the very start of a statement a capitalised word may be an everyday word; a place there is
# read only with a home said right after it ("Galway is home now", "Leeds-based").
_HOME_AFTER = re.compile(
    r"^(?:,\s*[A-Z]{2}\b)?(?:-based|\s+(?:is|'s|has\s+become|became)\s+(?:now\s+|officially\s+|finally\s+)?(?:my\s+|our\s+)?"
    r"(?:new\s+)?(?:home|base)\b|\s+(?:it\s+is|it's)\s+(?:for\s+good|now)\b|\s+(?:people|folks|local|native)\b|"
    # a place left, or the one arrived in, said first: "Lisbon is behind us, Porto now", "Cambridge now, after ..."
    r"\s+(?:is\s+|'s\s+)?behind\s+(?:us|me)\b|\s+(?:now|these\s+days|nowadays)\s*(?:[,;!.]|--|-\s|$))",
    _F,
)


# The user's home shared with others: "I live with my partner in Leeds", "we live with the kids in Ghent"
_SHARED_HOME = re.compile(
    r"\b(?:i|we)(?:'ve)?\s+(?:now\s+|currently\s+|still\s+|also\s+)?(?:live|living)\s+with\s+(?:my|our|the)\s+"
    r"[^.;!?,]{1,40}?\s+in\s+$",
    _F,
)
# Who the user lives with, named after "with": "I live with two cats, Salt and Pepper" names no town
_COMPANIONS = re.compile(
    r"\b(?:live|lives|living|lived|share|sharing|shares)\s+(?:(?:a|the|my|our)\s+[\w-]+\s+)?with\b[^.;!?]*$"
    r"(?<!\bin\s)(?<!\bat\s)(?<!\bto\s)(?<!\bnear\s)(?<!\bfrom\s)",
    _F,
)


# a place met or seen, as a person is: "I'm seeing Hamilton tonight about the lease" names no home
_MET = re.compile(r"\b(?:seeing|meeting|see|meet|met)\s+$", re.IGNORECASE)


def home_from_place(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` with the home a statement names by its place, when no frame read a home or a stay."""
    if any(f.slot in ("residence", "trip") for f in facts):
        return facts
    said, text = text, capitalised_places(text)  # "just signed a lease in austin": Austin
    if _FIRST_PERSON.search(text) is None and not _arrowed(text) and not _moved_on(text):
        # terse chat: "Londoner again after five years away!"
        home = None if names_someone_else(said) else home_by_demonym(said)
        return [*facts, _demonym_home(home, said)] if home else facts
    if _NOT_NOW.search(_scope(text)) or PAST_HOME.search(text):  # "my flat in London, which I sold, was tiny"
        return facts
    household = _household_home(text)
    if household is not None:
        return [*facts, _home(household, None, said)]
    shared = [p for p in places_in(text) if _SHARED_HOME.search(text[: p.start])]
    if len({p.name for p in shared}) == 1 and not (
        TEMP_CUE.search(text) or _STAY.search(text) or _NOT_NOW.search(text)
    ):
        return [*facts, _home(shared[0], None, said)]  # "I live with my partner in Leeds": the others live there too
    if names_someone_else(_listener_after(text)) or THIRD_SUBJECT.match(text):
        return facts
    if any(not is_place(m.group(0).split()[0]) for m in _NAMED_MOVER.finditer(text) if m.start() > 0):
        return facts
    moved = _MOVED.search(text) is not None
    dwelling = _DWELLING.search(text) is not None
    if TEMP_CUE.search(text) or _STAY.search(text):
        return facts
    if _arrowed(text):  # "Leeds -> Bristol done": a place opening the statement is the one left
        old, new = places_in(text)
        return [*_unswitched(facts, old.name), _home(new, old.name, said)]
    taken = {slot_key(f.value) for f in facts if f.value and f.rule != "switch"}  # a slotless switch may be the move
    places = [
        p
        for p in places_in(text)
        if (p.start > 0 or _HOME_AFTER.match(text[p.end :]))
        and tool_kind(p.name) is None
        and slot_key(p.name) not in taken
        and not _COMPANIONS.search(text[: p.start])
        and not _MET.search(text[: p.start])
    ]
    names = {p.name for p in places}
    if len(names) == 1 and (moved or dwelling):
        (place,) = places[:1]
        if _SWAPPED.search(text[: place.start]):  # "traded Timaru for a shorter commute": no home, no new value
            return _unswitched(facts, place.name)
        if _LEFT.search(text[: place.start]) or _LEFT_AFTER.match(text[place.end :]):
            return facts  # "we left Denver" alone names no new home
        if _FROM.search(text[: place.start]) and not _STILL_LIVES.search(text):
            return facts
        return [*facts, _home(place, None, said)]
    if not names and (home := home_by_demonym(said)) is not None:  # "I'm a Berliner now"
        return [*facts, _demonym_home(home, said)]
    if len(names) == 2:
        first, second = places[0], next(p for p in places if p.name != places[0].name)
        leaving = [p for p in (first, second) if _LEAVING.search(text[: p.start]) or _LEFT_AFTER.match(text[p.end :])]
        if _swapped(text, first, second):
            return [*_unswitched(facts, first.name), _home(second, first.name, said)]
        if len(leaving) == 1 and (moved or dwelling or _ARRIVING.search(text)):
            old = leaving[0]
            new = second if old is first else first
            return [*_unswitched(facts, old.name), _home(new, old.name, said)]
        arrived = [p for p in (first, second) if _MOVED_TO.search(text[: p.start])]
        # "we have shifted to Košice now only, the Ravenna house is given on rent"
        if len(arrived) == 1 and not leaving and dwelling:
            new = arrived[0]
            old_place = second if new is first else first
            return [*_unswitched(facts, old_place.name), _home(new, old_place.name, said)]
    return facts


def _scope(text: str) -> str:
    """``text`` up to the end of the clause holding its last place (all of it when it names none)."""
    named = places_in(text)
    if not named:
        return text
    end = _CLAUSE_END.search(text, named[-1].end)
    return text[: end.start()] if end else text


_LISTENER = re.compile(r"\b(?:you|your|you're|you'd|you'll|u|ur)\b", _F)


def _listener_after(text: str) -> str:
    """``text`` with the listener taken out after the clause of its last place: "I stay in Shepparton,
    so whatever you recommend ..." is the user's home; the "you" is the assistant asked."""
    scope = _scope(text)
    return scope + _LISTENER.sub(" ", text[len(scope) :])


def _household_home(text: str) -> Place | None:
    """The place of the user's landlord, flatmates or street: "our landlord in Calgary raised the rent"."""
    for place in places_in(text):
        said = _HOUSEHOLD_IN.search(text[: place.start])
        if said and not _THEY_LIVE.match(text[place.end :]):
            others = names_someone_else(text[: said.start()] + text[place.start :])  # "... but my mom's place in Tampa"
            return place if tool_kind(place.name) is None and not others else None
    return None


def _swapped(text: str, first: Place, second: Place) -> bool:
    """The first place given up for the second: "traded Leeds for Bristol", "Leeds -> Bristol done"."""
    gap = text[first.end : second.start]
    if _SWAPPED.search(text[: first.start]) and _SWAP_GAP.fullmatch(gap):
        return True
    if _ARROW_GAP.fullmatch(gap) is None or (gap.strip() == "to" and text[: first.start].strip(" \t.,!")):
        return False  # "X to Y" only as the whole start of a statement: "melbourne to hobart, done"
    rest = text[second.end :]
    return _ARROW_DONE.match(rest) is not None or not _JOURNEY.search(rest)


def _moved_on(text: str) -> bool:
    """A move said with no pronoun, one place left and the other arrived in: "Cambridge now, after
    years in London", "finally out of Amsterdam -- Rotterdam now"."""
    named = [p for p in places_in(text) if _counts(p, text)]
    if len({p.name for p in named}) != 2 or names_someone_else(text) or not _ARRIVING.search(text):
        return False
    left = [p for p in named if _LEAVING.search(text[: p.start]) or _LEFT_AFTER.match(text[p.end :])]
    return len(left) == 1


def _arrowed(text: str) -> bool:
    """A move said with an arrow and no pronoun: "Leeds -> Bristol done"."""
    named = places_in(text)
    return (
        len(named) == 2
        and _ARROW_GAP.fullmatch(text[named[0].end : named[1].start]) is not None
        and _swapped(text, *named)
    )


def _unswitched(facts: list[TypedFact], old: str) -> list[TypedFact]:
    """Without the slotless switch the arrow or the swap also read ("Bristol (instead of Leeds)")."""
    return [f for f in facts if not (f.slot in ("?", "") and f.old and slot_key(f.old) == slot_key(old))]


def _counts(place: Place, text: str) -> bool:
    """A place that is also a tool ("Bear", "Joplin") is the tool; one opening the statement only
    with a home said right after it."""
    return tool_kind(place.name) is None and (place.start > 0 or _HOME_AFTER.match(text[place.end :]) is not None)


def _home(place: Place, old: str | None, text: str) -> TypedFact:
    return TypedFact("residence", place.name, "set", old=old, evidence=text, rule="value:place")


def _demonym_home(place: str, text: str) -> TypedFact:
    return TypedFact("residence", place, "set", evidence=text, rule="value:demonym")


# Living "here", said of the one place a message names: "What are the best parts of Lisbon now that
# I'm living here?", "Any hidden gems in Porto? I've lived here a year." A visit is no home.
_HERE = re.compile(
    r"\b(?:i|we)(?:'ve|'m|'re|\s+am|\s+are|\s+have)?\s+(?:\w+\s+)?(?:living|live|lived|moved|based|settled|settling)\s+here\b|"
    r"^\W*(?:just\s+|recently\s+)?moved\s+here\b",
    _F,
)
_VISIT = re.compile(
    r"\b(?:visit(?:ing)?|trip|holiday|vacation|stay(?:ing)?|week(?:end)?|days|tourist|passing\s+through|conference)\b",
    _F,
)


def home_said_here(text: str) -> list[TypedFact]:
    """The home a message names once and says the user lives "here", read even inside a question."""
    if not _HERE.search(text) or _VISIT.search(text) or _STAY.search(text) or names_someone_else(text):
        return []
    names = {p.name for p in places_in(capitalised_places(text))}
    if len(names) != 1:
        return []
    (name,) = names
    return [TypedFact("residence", name, "set", evidence=text, rule="residence:here")]


# the home inside a home: "we landed in Nairobi and we're renting in Kilimani", "Denver now, renting a
# place in Capitol Hill" -- the dwelling's neighbourhood is no second home
_DWELT_IN = re.compile(
    r"\b(?:renting|rent|rented|leasing|found|bought|got|a|an|our|my)\s+(?:(?:a|an|the|our|my|small|little|tiny|big|new|"
    r"nice|cheap|one-bed|two-bed|studio)\s+)*(?:place|flat|apartment|house|home|room|condo|unit|studio|bedsit|"
    r"bungalow|cottage)?\s*(?:in|on)\s+$|\brenting\s+(?:in|on)\s+$",
    re.IGNORECASE,
)


def one_home(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` with one home when a statement names two: the one a dwelling is in names a part of the
    other ("renting in Kilimani" beside "we landed in Nairobi"), so the other stands."""
    homes = [f for f in facts if f.slot == "residence" and f.op == "set" and f.value]
    if len({slot_key(f.value) for f in homes}) < 2:
        return facts
    dwelt = [f for f in homes if (at := text.find(f.value)) > 0 and _DWELT_IN.search(text[max(0, at - 60) : at])]
    if not dwelt or len(dwelt) == len(homes):
        return facts
    return [f for f in facts if f not in dwelt]
