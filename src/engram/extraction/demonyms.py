"""A home said by what the user calls themselves: "I'm a Berliner now", "we're Dubliners",
"Londoner again after five years away", "I finally feel like a Melburnian".

A belonging has to have come about (now, again, officially, became, feel like ...): "I'm
Brazilian" said plainly is a nationality, not a home. A demonym is the place's name with a
suffix (Berlin-er, Paris-ian, Seattle-ite, Atlant-an), so the place is found by taking the
suffix off and asking the gazetteer; the few that English forms irregularly (Glaswegian,
Mancunian, Angeleno...) are listed. Only a first-person identity reads
(I'm / we're / became / feel like a ..., or the word alone at the start of terse chat), never a
birth or an origin ("a Berliner by birth", "born a Londoner"), a negation or somebody else.
"""

from __future__ import annotations

import re

from engram.extraction.gazetteer import is_place

_F = re.IGNORECASE
# Demonyms English does not form by a suffix on the place's name.
_IRREGULAR = {
    "melburnian": "Melbourne",
    "glaswegian": "Glasgow",
    "mancunian": "Manchester",
    "liverpudlian": "Liverpool",
    "angeleno": "Los Angeles",
    "torontonian": "Toronto",
    "viennese": "Vienna",
    "milanese": "Milan",
    "sydneysider": "Sydney",
    "capetonian": "Cape Town",
    "madrileño": "Madrid",
    "madrileno": "Madrid",
    "lisboeta": "Lisbon",
    "neapolitan": "Naples",
    "venetian": "Venice",
    "florentine": "Florence",
    "muscovite": "Moscow",
    "parisienne": "Paris",
    "new zealander": "New Zealand",
    "texan": "Texas",
    "floridian": "Florida",
    "californian": "California",
    "bristolian": "Bristol",
    "brummie": "Birmingham",
    "scouser": "Liverpool",
    "geordie": "Newcastle",
    "haligonian": "Halifax",
    "oxonian": "Oxford",
    "cantabrigian": "Cambridge",
    "aberdonian": "Aberdeen",
    "dundonian": "Dundee",
    "corkonian": "Cork",
    "galwegian": "Galway",
    "mumbaikar": "Mumbai",
    "delhiite": "Delhi",
    "bangalorean": "Bangalore",
    "hongkonger": "Hong Kong",
    "singaporean": "Singapore",
}
# The suffix and what the place's name ends with instead, in the order tried.
_SUFFIXES = (("er", ""), ("ian", ""), ("ite", ""), ("ite", "e"), ("an", "a"), ("an", ""))
_WHO = (
    r"(?:i'm|i\s+am|im|we're|we\s+are|i've\s+become|we've\s+become|i\s+became|we\s+became|"
    r"(?:i|we)\s+(?:finally\s+)?feel\s+like)"
)
_IDENTITY = re.compile(
    rf"\b{_WHO}\s+(?:(?:now|finally|officially|basically|technically|fully|proper|true|real|honorary|"
    r"adopted|certified|bona\s+fide)\s+)*(?:an?\s+)?(?:(?:proper|true|real|honorary|adopted|certified|"
    r"official|east|west|north|south)\s+)?(?P<d>(?-i:[A-Z])[\w'-]+(?:\s(?-i:[A-Z])[\w'-]+)?)\b",
    _F,
)
# Terse chat opens with it, and says now or again: "Londoner again after five years", "Dubliner now".
_TERSE = re.compile(r"^(?P<d>(?-i:[A-Z])[\w'-]+)\s+(?:again|now|these\s+days|officially|at\s+last)\b", _F)
_NOT_HOME = re.compile(
    r"\b(?:by\s+birth|born|originally|grew\s+up|raised|used\s+to|was|were|not|never|no\s+longer|at\s+heart|"
    r"wannabe|want|wish|someday|one\s+day|if|would|could)\b",
    _F,
)


def demonym_place(word: str) -> str | None:
    """The place a demonym names ("Berliner" -> "Berlin", "Glaswegian" -> "Glasgow"), or None."""
    low = word.lower()
    if low in _IRREGULAR:
        return _IRREGULAR[low]
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
