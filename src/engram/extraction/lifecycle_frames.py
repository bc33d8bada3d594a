"""Frames for how a diet, a pet or a project starts, changes and stops, by the verbs people use for
each stage rather than by sentence.

A diet ends when the food it excluded comes back ("back on dairy", "eating fish again") or the label
is given up ("gave up being vegan"); a pet arrives with a name given in passing ("got a kitten,
calling her Mochi") and leaves by the euphemisms for a death or a new home, with the name either
before or after the species ("had to put our old cat Ziggy down", "we rehomed the parrot, Kiwi"); a
project is paused in the passive ("Quill is on pause until after the move") and gets a host by the
verb of hosting ("hosting Quill on Vercel"). A diet also starts by a verb of eating and a food cut
out (:mod:`engram.extraction.diet_shapes`), a home by a city's demonym
(:mod:`engram.extraction.demonyms`) or by the arriving half of a move
(:mod:`engram.extraction.home_moves`). Kept apart from :mod:`engram.extraction.fact_frames` so each
family stays small; the frames join the same ordered list.
"""

from __future__ import annotations

from engram.extraction.demonyms import DEMONYM_FRAMES
from engram.extraction.diet_shapes import DIET_SHAPE_FRAMES
from engram.extraction.fact_lexicon import DIETS, SPECIES
from engram.extraction.frame_parts import ADV, CNAME, IM, ME, NAME
from engram.extraction.frames_things import END, PNAME, TECH, WHEN, FrameSpec
from engram.extraction.home_moves import HOME_MOVE_FRAMES

# what a vegetarian or vegan diet leaves out, so its return ends the diet
_EXCLUDED = r"(?:everything|anything|meat|red\s+meat|chicken|fish|seafood|dairy|cheese|eggs|milk|bacon|steak|burgers)"
_WHO = rf"(?:^|\b{ME}(?:'m|'ve|\s+am|\s+have)?\s+{ADV}|\b{IM}\s+{ADV})"

LIFECYCLE_FRAMES: tuple[FrameSpec, ...] = (
    # ---- diet: the excluded food returns, or the label is given up
    # ... unless the clause names the diet it leads to ("eating fish again, so pescatarian now")
    (
        "diet",
        "end",
        rf"{_WHO}(?:(?:started|begun|gone\s+back\s+to|went\s+back\s+to)\s+)?(?:back\s+on|back\s+to(?:\s+eating)?|eating|eat|having)\s+{_EXCLUDED}\s+(?:again|now)\b(?!.*\b(?:{DIETS})\b)",
        True,
    ),
    ("diet", "end", rf"^(?:back\s+on|back\s+to(?:\s+eating)?)\s+{_EXCLUDED}\b(?!.*\b(?:{DIETS})\b(?!\s+thing))", True),
    (
        "diet",
        "end",
        rf"{_WHO}(?:gave\s+up|given\s+up|quit|stopped|done)\s+(?:on\s+|with\s+)?being\s+(?:an?\s+)?(?P<old>{DIETS})\b",
        True,
    ),
    (
        "diet",
        "end",
        rf"\bthe\s+(?P<old>{DIETS})\s+thing\s+(?:didn't|did\s+not|never)\s+(?:stick|last|work\s+out)\b",
        True,
    ),
    # "I've been plant-based since last year"
    (
        "diet",
        "set",
        rf"\b{ME}(?:'ve|\s+have)\s+been\s+(?:an?\s+)?(?:strictly\s+|fully\s+|mostly\s+)?(?P<v>{DIETS})\s+(?:since|for)\b",
        True,
    ),
    # ---- allergies: a food refused, then the reason ("no mackerel please, I'm allergic")
    (
        "allergy",
        "set",
        r"^(?:no|keep|hold)\s+(?:the\s+)?(?P<v>[^,;:!?()\x00]+?)\s+(?:(?:please|pls|out|in\s+anything|for\s+me|at\s+all|anywhere|ever)\s*)+(?:,|--|—|–|-)?\s*(?:(?:as|since|because|cause|cos)\s+)?(?:i'm|i\s+am|im)\s+(?:very\s+|really\s+|severely\s+)?allergic\b",
        False,
    ),
    # ---- pets: a name given in passing, and the ways of losing one with the name after the species
    (
        "pet",
        "set",
        rf"\b(?:got|adopted|rescued|brought\s+home|picked\s+up|added|welcomed|took(?:\s+in|\s+home)?)\s+(?:a|an)\s+(?:new\s+|little\s+|tiny\s+|small\s+|rescue\s+)?(?P<species>{SPECIES})(?:\s+(?:puppy|pup|kitten|cross|mix))?(?:\s+from\s+(?:the\s+|a\s+)?(?:shelter|rescue|pound|breeder|street))?\s*,?\s+(?:and\s+)?(?:we're\s+|i'm\s+|we've\s+|we\s+|i\s+)?(?:calling|naming|called|named|call)\s+(?:her|him|it|them\s+)?\s*{CNAME}",
        True,
    ),
    (
        "pet",
        "end",
        rf"\bput\s+(?:our|my|the)\s+(?:\w+\s+)?(?:{SPECIES})\s*,?\s+{CNAME}\s*,?\s+down\b",
        False,
    ),
    (
        "pet",
        "end",
        rf"\b(?:lost|rehomed|had\s+to\s+rehome|gave\s+away|buried|said\s+goodbye\s+to)\s+(?:our|my|the)\s+(?:\w+\s+)?(?:{SPECIES})\s*,\s*{NAME}{END}",
        False,
    ),
    (
        "pet",
        "end",
        rf"\b(?:lost|rehomed|had\s+to\s+rehome|gave\s+away|buried)\s+(?:our|my|the)\s+(?:\w+\s+)?(?:{SPECIES})\s+{CNAME}{END}",
        False,
    ),
    (
        "pet",
        "end",
        rf"\b(?:said|say|saying)\s+(?:goodbye|farewell)\s+to\s+(?:our|my)\s+(?:\w+\s+)?(?:{SPECIES})\s*,?\s+{CNAME}",
        False,
    ),
    # "Pickle, our hamster, passed away"
    (
        "pet",
        "end",
        rf"^{CNAME}\s*,\s*(?:our|my)\s+(?:\w+\s+)?(?:{SPECIES})\s*,\s*(?:just\s+|sadly\s+)?(?:passed\s+away|died|passed|ran\s+away|was\s+rehomed)\b",
        False,
    ),
    # ---- projects: paused in the passive, hosted by the verb of hosting
    (
        "status",
        "set",
        rf"^{PNAME}\s+is\s+(?:now\s+|officially\s+)?(?P<v>on\s+(?:hold|ice|pause|hiatus|a\s+break)|paused|on\s+the\s+back\s*burner)(?P<known>){WHEN}",
        False,
    ),
    (
        "status",
        "set",
        rf"(?<!un-)\b(?P<v>paused|pausing|parked|parking)\s+(?:all\s+)?work\s+on\s+{PNAME}(?P<known>){WHEN}",
        True,
    ),
    (
        "stack",
        "set",
        rf"{_WHO}(?:hosting|running|deploying|hosted|deployed|deploy|host|run)\s+{PNAME}\s+(?:on|to|with)\s+{TECH}(?P<known>){END}",
        True,
    ),
    *DIET_SHAPE_FRAMES,
    *DEMONYM_FRAMES,
    *HOME_MOVE_FRAMES,
)
