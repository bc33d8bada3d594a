"""Frames of project decisions and introductions, by verb class rather than by sentence.

A project gets a stack one decision at a time, and users say a decision many ways: "settled on
Koyeb for Marrowbone", "picking Couchbase for Tatterfly", "Koyeb it is for Tatterfly", "Bumblewick
will be running on Dgraph", and change it as "moved Tatterfly off Koyeb and onto Upsun" or
"Marrowbone: Koyeb out, Dokku in". The value is a technology the tech lexicon knows or a
capitalised name, and a bare decision about a name that is not a known technology needs a
project the user already has (the empty ``known`` group), so "picking Mum up for Easter" is no
decision. Introductions name a project after "called" or "named" following a verb of making
("started a lending tracker for our street called oxbow"); the words between say what it is.
"""

from __future__ import annotations

from engram.extraction.frames_things import END, IM, ME, NEW, OLD, TECH, TECH_OLD, FrameSpec
from engram.extraction.project_names import PROJECT_NAME_FRAMES

_WHO = rf"(?:^|\b{ME}\s+|\b{IM}\s+|\bme\s+and\s+(?:my\s+)?\w+\s+|\b\w+\s+and\s+i\s+)"
_SOFT = r"(?:(?:been|finally|just|now|officially|have|'ve|probably|definitely|basically)\s+)*"
# a project's name in any case after "for"/"called": a lower-case one the caller checks
_PROJ = (
    r"(?!(?:the|a|an|this|that|it|me|us|now|work|fun|real|good|all|my|our|dinner|lunch|easter|christmas|"
    r"backend|frontend|database|db|app|api|site|server|ui)\b)(?P<proj>[^\W\d_][\w'.-]*)"
)
_MAKE = (
    r"(?:started|starting|begun|began|kicked\s+off|spun\s+up|working\s+on|building|making|hacking\s+on|"
    r"writing|coding|developing|made|built|wrote|launched|launching)"
)

PROJECT_FRAMES: tuple[FrameSpec, ...] = (
    # "working on a thing called Marrowbone (a lending tracker)", "started a bench map called oxbow"
    (
        "project",
        "set",
        rf"(?:^|\b{ME}(?:'ve|\s+have)?\s+|\b{IM}\s+){_SOFT}{_MAKE}\s+(?:on\s+)?(?:a|an|this|my\s+own|my)\s+(?:(?:little|new|small|tiny|side|pet|hobby|weekend)\s+)*(?:(?:project|thing)\s+|(?P<desc2>[\w'-]+(?:\s+[\w'-]+){{0,9}}?)\s+)(?:called|named|dubbed)\s+{_PROJ}(?:\s*\((?P<desc>[^)\x00]+)\))?",
        True,
    ),
    # "settled on Koyeb for Marrowbone", "picking Couchbase for Tatterfly", "me and Ali went with Neon for Sprocket"
    (
        "stack",
        "set",
        rf"{_WHO}{_SOFT}(?:ended\s+up\s+)?(?:picked|picking|pick|chose|choosing|settled\s+on|settling\s+on|decided\s+on|deciding\s+on|opted\s+for|opting\s+for|landed\s+on|going\s+with|gone\s+with|went\s+with|sticking\s+with|committed\s+to|locked\s+in)\s+{TECH}\s+(?:as\s+the\s+\w+\s+)?for\s+(?:the\s+)?{_PROJ}(?P<known>){END}",
        True,
    ),
    # the project said first: "For Gullwing (our infra repo for the ML platform) we use Terraform", "Our Fieldbook
    # pipeline (soil sensor data) runs on Airflow"
    (
        "stack",
        "set",
        rf"^\W*for\s+(?-i:(?=[A-ZÀ-ÖØ-ÞĀ-Ž])){_PROJ}(?:\s*\([^()\x00]*\))?\s*,?\s*(?:we|i)\s+(?:use|run\s+on|deploy\s+(?:to|on|with)|host\s+on|"
        rf"build\s+(?:on|with)|rely\s+on)\s+{TECH}{END}",
        True,
    ),
    (
        "stack",
        "set",
        rf"\b(?:our|my)\s+(?-i:(?=[A-ZÀ-ÖØ-ÞĀ-Ž])){_PROJ}\s+(?:pipeline|app|service|site|website|bot|api|backend|frontend|dashboard|game|repo|"
        r"platform|tool|project)(?:\s*\([^()\x00]*\))?\s+(?:now\s+)?(?:runs\s+on|uses|is\s+built\s+(?:on|with)|"
        rf"is\s+written\s+in|lives\s+on|is\s+hosted\s+on|sits\s+on)\s+{TECH}{END}",
        True,
    ),
    # "Koyeb it is for Tatterfly", "ok, Dgraph it is for Bumblewick -- decision made"
    ("stack", "set", rf"^{TECH}\s+it\s+is\s+for\s+{_PROJ}(?P<known>)", True),
    # "Bumblewick will be running on Dgraph", "Sprocket is going to live on Fly.io"
    (
        "stack",
        "set",
        rf"^(?P<proj>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'.-]*)\s+(?:will|'ll|is\s+going\s+to|is\s+gonna|shall)\s+(?:be\s+)?(?:running|run|hosted|deployed|living|live|sitting|sit|built|stored)\s+(?:on|in|with|at)\s+{TECH}(?P<known>){END}",
        False,
    ),
    *PROJECT_NAME_FRAMES,
)

# Switches scoped to a project: ``proj`` names it, ``old`` and ``v`` are its old and new choice.
PROJECT_SWITCHES: tuple[str, ...] = (
    # "moved Tatterfly off Koyeb and onto Upsun", "migrating bumblewick from dgraph to foundationdb"
    rf"\b(?:moved|moving|migrated|migrating|switched|switching|ported|porting|shifted|shifting|took|taking)\s+{_PROJ}\s+(?:off|away\s+from|from|out\s+of)\s+(?:of\s+)?{TECH_OLD}\s+(?:and\s+)?(?:onto|to|over\s+to|into|on\s+to)\s+{TECH}{END}",
    # "Marrowbone: Koyeb out, Dokku in", "Scala out, Kotlin in"
    rf"^(?:{_PROJ}\s*:\s*)?{TECH_OLD}\s+(?:is\s+)?out\s*[,;]\s*(?:and\s+)?{TECH}\s+(?:is\s+)?in{END}",
    rf"^(?:{_PROJ}\s*:\s*)?{OLD}\s+out\s*[,;]\s*{NEW}\s+in{END}",
)
