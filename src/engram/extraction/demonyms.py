"""A home said as the name of the people of a place: "I'm a Berliner now", "officially a
Londoner", "we're Dubliners", "Londoner again after five years away", "I finally feel like a
Melburnian".

Two readings, one table. The frame (``DEMONYM_FRAMES``) reads the demonyms of the table (which also
holds the ones English forms irregularly: Glaswegian, Mancunian, Angeleno ...) in the frames'
order, the subject possibly dropped ("officially a Torontonian as of this week").
:func:`home_by_demonym` reads any other demonym by taking its suffix off and asking the gazetteer
(Berlin-er, Paris-ian, Seattle-ite, Atlant-an). Either way the belonging must have come about -- a
word of change in the clause (now, officially, these days, as of, since, finally, became, feel
like ...) -- because "I'm a New Yorker" or "I'm Brazilian" alone is as often where the user grew
up, or a nationality; and never a birth or an origin ("a Berliner by birth", "born a Londoner"), a
negation or somebody else.
"""

from __future__ import annotations

import re

from engram.extraction.frames_things import FrameSpec
from engram.extraction.gazetteer import is_place

_F = re.IGNORECASE
# Demonyms of cities, and those English does not form by a suffix on the place's name.
_CITIES = {
    "aberdonian": "Aberdeen",
    "amsterdammer": "Amsterdam",
    "angeleno": "Los Angeles",
    "atlantan": "Atlanta",
    "aucklander": "Auckland",
    "austinite": "Austin",
    "bangalorean": "Bangalore",
    "berliner": "Berlin",
    "bostonian": "Boston",
    "bristolian": "Bristol",
    "brooklynite": "Brooklyn",
    "brummie": "Birmingham",
    "calgarian": "Calgary",
    "californian": "California",
    "cantabrigian": "Cambridge",
    "capetonian": "Cape Town",
    "chicagoan": "Chicago",
    "copenhagener": "Copenhagen",
    "corkonian": "Cork",
    "delhiite": "Delhi",
    "denverite": "Denver",
    "dubliner": "Dublin",
    "dundonian": "Dundee",
    "edmontonian": "Edmonton",
    "florentine": "Florence",
    "floridian": "Florida",
    "galwegian": "Galway",
    "geordie": "Newcastle",
    "glaswegian": "Glasgow",
    "haligonian": "Halifax",
    "hongkonger": "Hong Kong",
    "houstonian": "Houston",
    "lisboeta": "Lisbon",
    "liverpudlian": "Liverpool",
    "londoner": "London",
    "madrileno": "Madrid",
    "madrileño": "Madrid",
    "mancunian": "Manchester",
    "melburnian": "Melbourne",
    "milanese": "Milan",
    "montrealer": "Montreal",
    "mumbaikar": "Mumbai",
    "muscovite": "Moscow",
    "neapolitan": "Naples",
    "new yorker": "New York",
    "new zealander": "New Zealand",
    "ottawan": "Ottawa",
    "oxonian": "Oxford",
    "parisian": "Paris",
    "parisienne": "Paris",
    "philadelphian": "Philadelphia",
    "portlander": "Portland",
    "san franciscan": "San Francisco",
    "scouser": "Liverpool",
    "seattleite": "Seattle",
    "singaporean": "Singapore",
    "sydneysider": "Sydney",
    "texan": "Texas",
    "tokyoite": "Tokyo",
    "torontonian": "Toronto",
    "vancouverite": "Vancouver",
    "venetian": "Venice",
    "viennese": "Vienna",
    "washingtonian": "Washington",
}
_DEMONYM = "(?:" + "|".join(sorted((k.replace(" ", r"\s+") for k in _CITIES), key=len, reverse=True)) + ")"
_CHANGE = r"(?=[^.;!?\x00]*\b(?:now|officially|these\s+days|nowadays|as\s+of|since|finally)\b)"

# the demonym is the user, not a word of a longer name or a subject: "Berliner Weisse is great now"
_NOT_A_NOUN = r"(?!\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž]))(?!\s+(?:is|was|are|were|has|had)\b)"

DEMONYM_FRAMES: tuple[FrameSpec, ...] = (
    (
        "residence",
        "set",
        rf"(?:\b(?:i'm|im|i\s+am|we're|we\s+are)\s+|^)(?:(?:now|officially|finally)\s+)*{_CHANGE}(?:(?:now|officially|finally|basically|technically|a|an|"
        rf"proper|real|true|full-on|fully-fledged|honorary|bona\s+fide)\s+)*(?P<v>{_DEMONYM})s?\b{_NOT_A_NOUN}",
        True,
    ),
)


def city_of_demonym(value: str) -> str | None:
    """The city a listed demonym names ("Berliners" -> "Berlin"), or None."""
    return _CITIES.get(" ".join(value.lower().split()).removesuffix("s"))


# The suffix and what the place's name ends with instead, in the order tried.
_SUFFIXES = (("er", ""), ("ian", ""), ("ite", ""), ("ite", "e"), ("an", "a"), ("an", ""))
_WHO = (
    r"(?:i'm|i\s+am|im|we're|we\s+are|i've\s+become|we've\s+become|i\s+became|we\s+became|"
    r"(?:i|we)\s+(?:finally\s+)?feel\s+like)"
)
_IDENTITY = re.compile(
    rf"\b{_WHO}\s+(?:(?:now|finally|officially|basically|technically|fully|proper|true|real|honorary|"
    r"adopted|certified|bona\s+fide)\s+)*(?:an?\s+)?(?:(?:proper|true|real|honorary|adopted|certified|"
    r"official|east|west|north|south)\s+)?(?P<d>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+(?:\s(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+)?)\b",
    _F,
)
# Terse chat opens with it, and says now or again: "Londoner again after five years", "Dubliner now".
_TERSE = re.compile(r"^(?P<d>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+)\s+(?:again|now|these\s+days|officially|at\s+last)\b", _F)
_NOT_HOME = re.compile(
    r"\b(?:by\s+birth|born|originally|grew\s+up|raised|used\s+to|was|were|not|never|no\s+longer|at\s+heart|"
    r"wannabe|want|wish|someday|one\s+day|if|would|could)\b",
    _F,
)


def demonym_place(word: str) -> str | None:
    """The place a demonym names ("Berliner" -> "Berlin", "Glaswegian" -> "Glasgow"), or None."""
    listed = city_of_demonym(word)
    if listed is not None:
        return listed
    low = word.lower()
    for suffix, ending in _SUFFIXES:
        if low.endswith(suffix) and len(word) - len(suffix) >= 4:
            stem = word[: -len(suffix)] + ending
            if is_place(stem):
                return stem
    return None


# A belonging that came about: a nationality or an origin said plainly ("I'm Brazilian") is no home.
_BECAME = re.compile(
    r"\b(?:now|again|officially|official|finally|become|became|feel\s+like|these\s+days|at\s+last|proper|"
    r"technically|basically|honorary|adopted)\b",
    _F,
)


def home_by_demonym(text: str) -> str | None:
    """The place the user says they now belong to ("I'm a Berliner now"), or None."""
    if _NOT_HOME.search(text) or _BECAME.search(text) is None:
        return None
    for match in (*_IDENTITY.finditer(text), *_TERSE.finditer(text)):
        said = match.group("d")
        for name in (said, said.split()[-1]):
            for word in (name, name[:-1]) if name.endswith("s") else (name,):  # "we're Dubliners"
                place = demonym_place(word)
                if place is not None and not is_place(word):  # "I'm in Berlin" names the place itself
                    return place
    return None
