"""A move said as the name of the people of a city: "I'm a Berliner now", "officially a Londoner".

The subject may be dropped ("officially a Torontonian as of this week"). Only a closed table of
city demonyms is read (a nationality says nothing of a home), and only with a
word of change in the clause ("now", "officially", "these days", "as of", "since"), because "I'm a
New Yorker" alone is as often where the user grew up. The frame's value is the demonym;
:func:`demonym_place` turns it into the city the residence line names.
"""

from __future__ import annotations

from engram.extraction.frames_things import FrameSpec

_CITIES = {
    "berliner": "Berlin",
    "londoner": "London",
    "new yorker": "New York",
    "parisian": "Paris",
    "dubliner": "Dublin",
    "torontonian": "Toronto",
    "melburnian": "Melbourne",
    "sydneysider": "Sydney",
    "angeleno": "Los Angeles",
    "chicagoan": "Chicago",
    "bostonian": "Boston",
    "seattleite": "Seattle",
    "austinite": "Austin",
    "portlander": "Portland",
    "denverite": "Denver",
    "san franciscan": "San Francisco",
    "viennese": "Vienna",
    "milanese": "Milan",
    "madrileño": "Madrid",
    "madrileno": "Madrid",
    "lisboeta": "Lisbon",
    "amsterdammer": "Amsterdam",
    "glaswegian": "Glasgow",
    "mancunian": "Manchester",
    "liverpudlian": "Liverpool",
    "scouser": "Liverpool",
    "brummie": "Birmingham",
    "bristolian": "Bristol",
    "capetonian": "Cape Town",
    "aucklander": "Auckland",
    "vancouverite": "Vancouver",
    "montrealer": "Montreal",
    "calgarian": "Calgary",
    "tokyoite": "Tokyo",
    "hongkonger": "Hong Kong",
    "copenhagener": "Copenhagen",
    "brooklynite": "Brooklyn",
    "philadelphian": "Philadelphia",
    "atlantan": "Atlanta",
    "houstonian": "Houston",
    "edmontonian": "Edmonton",
    "ottawan": "Ottawa",
    "washingtonian": "Washington",
}
_DEMONYM = "(?:" + "|".join(sorted((k.replace(" ", r"\s+") for k in _CITIES), key=len, reverse=True)) + ")"
_CHANGE = r"(?=[^.;!?\x00]*\b(?:now|officially|these\s+days|nowadays|as\s+of|since|finally)\b)"

DEMONYM_FRAMES: tuple[FrameSpec, ...] = (
    (
        "residence",
        "set",
        rf"(?:\b(?:i'm|im|i\s+am|we're|we\s+are)\s+|^)(?:(?:now|officially|finally)\s+)*{_CHANGE}(?:(?:now|officially|finally|basically|technically|a|an|"
        rf"proper|real|true|full-on|fully-fledged|honorary|bona\s+fide)\s+)*(?P<v>{_DEMONYM})s?\b",
        True,
    ),
)


def demonym_place(value: str) -> str:
    """ "Berliner" -> "Berlin"; any other value is returned as it is."""
    return _CITIES.get(" ".join(value.lower().split()).removesuffix("s"), value)
