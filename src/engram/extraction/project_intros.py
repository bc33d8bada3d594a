# ruff: noqa: E501  (one frame per line reads better than a wrapped regular expression)
"""More shapes of introducing a side project, deciding its stack and changing it.

People introduce a project by what they do with it ("been tinkering with Lantern, a budget
tracker", "started Quokka, a recipe scaler", "started writing a roguelike, calling it Hollow"), by
its place in their week ("my weekend thing is Pebble, a static site generator", "Mossbank is my pet
project -- a plant watering app"), and give its stack as a property ("Quokka is written in Go",
"decided to host Brindle on Fly.io") or a change ("ripped out MongoDB, Mossbank uses Postgres now",
"Hollow moved from Godot to Bevy"). The name is capitalised; a name met only after a verb of doing
needs a description that names a made thing (an app, a tracker, a bot), so "started Ozempic, a new
medication" and "working on Tom, a new manager" introduce nothing.
"""

from __future__ import annotations

import re

from engram.extraction.fact_lexicon import THIRD_PARTY
from engram.extraction.frames_things import END, TECH, TECH_OLD, FrameSpec
from engram.extraction.hobby_lexicon import KNOWN_HOBBY
from engram.extraction.language_names import NAMELIKE_LANGUAGES
from engram.extraction.slots import TypedFact, slot_key
from engram.extraction.tool_lexicon import KNOWN_TOOL

_PN = r"(?P<proj>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.-]*(?:\s+(?:&\s+)?(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.-]*)?)"  # "Moth & Lantern" too
# a title of up to four words, its article kept: "my side project, Ferndale Field Notes", "The Slow Commute"
_PN3 = r"(?P<proj>(?:The\s+)?(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.-]*(?:\s+(?:&\s+)?(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.-]*){0,3})"
_PNL = r"(?P<proj>[^\W\d_][\w.-]*)"  # a lower-case name needs a project the user has (project_fact)
_WHO = r"(?:^|\b(?:i|we)(?:'ve|\s+have)?\s+|\b(?:i'm|we're|im)\s+|\bme\s+and\s+(?:a\s+|my\s+)?\w+\s+(?:are|have\s+been|'ve\s+been)\s+)"
_SOFT = r"(?:(?:been|finally|just|now|also|still|slowly|secretly|quietly)\s+)*"
# a made thing, named by its last word: "a little budget tracker", "a discord bot for our group"
_THING = (
    r"(?:app|apps|tool|bot|site|website|blog|tracker|generator|game|roguelike|library|lib|cli|engine|plugin|"
    r"extension|api|service|dashboard|scraper|log|logger|planner|organi[sz]er|scaler|calculator|editor|"
    r"reader|player|client|server|framework|platform|wiki|database|map|simulator|emulator|visuali[sz]er|"
    r"synth|keyboard|robot|drone|newsletter|podcast|zine|shop|store|script|utility|wrapper|manager|"
    r"reminder|timer|journal|catalogue|catalog|portal|board|assistant|launcher|compiler|interpreter|"
    r"mod|theme|font|template|toolkit|kit|sdk|index|directory|feed|aggregator|finder|checker|monitor|list|viewer|"
    r"splitter|converter|counter|analy[sz]er|builder|helper|bookmarker|recommender|forecaster|translator|parser|"
    r"linter|formatter|downloader|importer|exporter|notifier|widget|addon|add-on|browser|sync|backup|"
    # the things people make that are no software: "Hollowpine, my tabletop RPG setting", "a supper club"
    r"setting|world|album|ep|film|documentary|comic|webcomic|course|charity|nonprofit|non-profit|initiative|festival|"
    r"program|programme|renovation|supper\s+club|collective|label|magazine|channel|startup|brand|venture|novel|"
    r"screenplay|anthology|typeface|podcast\s+series|youtube\s+channel|book|scheme|meetup|society|campaign)"
)
_DESC = rf"(?P<desc>(?:[\w'&-]+\s+){{0,5}}{_THING}\b(?:\s+(?:for|to|that|which|with|of)\s+[^,;()\x00]+)?)"
_SEP = r"\s*(?:,|\(|—|–|-|:)\s*(?:it's\s+|its\s+|which\s+is\s+|basically\s+)?(?:a|an|my|our)\s+"
_TINKER = (
    r"(?:tinkering|hacking|messing|fiddling|playing|noodling|pottering|futzing)\s+(?:around\s+|about\s+)?(?:with|on)"
)
_MAKE = (
    r"(?:started|starting|building|built|making|made|writing|wrote|developing|coding|launched|working\s+on|prototyping)"
)
_WHILE = r"(?:\s+(?:on|at|in|over|during|after|before|since|with)\s+(?:[a-z][\w']*\s*){1,3}?)?"
_ROLE = r"(?:side|pet|weekend|hobby|passion|evening|spare[\s-]time|personal|fun|thesis|capstone|portfolio|hackathon|final[\s-]year|open[\s-]source)"
_SIZE = r"(?:(?:current|latest|new|little|small|tiny|main|big|own|silly|secret|toy|hobby)\s+)*"

PROJECT_INTRO_FRAMES: tuple[FrameSpec, ...] = (
    # "been tinkering with Lantern, a little budget tracker", "started Quokka, a recipe scaler"
    # also past a short adverbial: "been building Lanternfish on weekends, it's a tide-table app"
    ("project", "set", rf"{_WHO}{_SOFT}(?:{_TINKER}|{_MAKE})\s+{_PN}{_WHILE}{_SEP}{_SIZE}{_DESC}", True),
    # run or organised by the user: "I organise Open Canteen, a pay-what-you-can supper club"
    (
        "project",
        "set",
        rf"{_WHO}{_SOFT}(?:organi[sz]e|organi[sz]ing|co-organi[sz]e|run|running|host|hosting|curate|curating|"
        rf"co-?ordinate|co-?ordinating)\s+{_PN3}"
        rf"{_SEP}{_SIZE}{_DESC}",
        True,
    ),
    # the user introduced as its maker: "Maintainer of fastgrib here (small library for reading weather GRIB files)"
    (
        "project",
        "set",
        r"^\W*(?:(?:the|lead|core|sole|main)\s+)?(?:maintainer|author|creator|developer|dev|organi[sz]er)\s+of\s+"
        rf"{_PNL}\s+here\b(?:\s*\(\s*(?:an?\s+|my\s+)?(?P<desc2>[^()\x00]+?)\s*\))?",
        True,
    ),
    # the thing named, then what it is to the user: "Tidewell, which is the budgeting app I've been building"
    (
        "project",
        "set",
        rf"\b{_PN}\s*,\s*which\s+is\s+(?:the|my|our)\s+{_SIZE}(?P<desc>(?:[\w'&-]+\s+){{0,4}}{_THING})\s+(?:that\s+)?"
        rf"(?:i|we)(?:'ve|\s+have|'m|\s+am|'re|\s+are)?\s+(?:been\s+)?{_SOFT}(?:{_TINKER}|{_MAKE}|planning|running|organi[sz]ing)\b",
        True,
    ),
    # "my weekend thing is Pebble, a tiny static site generator"; "thing" needs what it is
    (
        "project",
        "set",
        rf"^(?:my|our)\s+{_SIZE}(?:{_ROLE}\s+)?(?:thing|build)\s+(?:is|=|:)\s+{_PN}{_SEP}{_SIZE}{_DESC}",
        True,
    ),
    # "my current side project is Juniper, a habit tracker", "our weekend project: Wisp"
    (
        "project",
        "set",
        rf"^(?:my|our)\s+{_SIZE}{_ROLE}\s+project\s+(?:is|=|:|right\s+now\s+is|at\s+the\s+moment\s+is)\s+{_PN}(?:{_SEP}{_SIZE}(?P<desc2>[^,;()\x00]+))?",
        True,
    ),
    # "so my side project is called fernleaf, it's a plant swap board": "called" marks a name in any case
    (
        "project",
        "set",
        rf"\b(?:my|our)\s+{_SIZE}(?:{_ROLE}\s+)?project\s+(?:is\s+)?(?:called|named)\s+{_PNL}(?:{_SEP}{_SIZE}(?P<desc2>[^,;()\x00]+))?",
        True,
    ),
    # "Mossbank is my pet project -- a plant watering reminder app"
    (
        "project",
        "set",
        rf"^{_PN}\s+is\s+(?:my|our)\s+{_SIZE}{_ROLE}\s+project(?:{_SEP}{_SIZE}(?P<desc2>[^,;()\x00]+))?",
        True,
    ),
    # "Yarrow is a thing I'm hacking on in the evenings: a tide bot", "Wren is something we're building"
    (
        "project",
        "set",
        rf"^{_PN}\s+is\s+(?:a|my|our)\s+{_SIZE}(?:{_ROLE}\s+)?(?:thing|something|project)\s+(?:that\s+)?(?:i'm|i\s+am|we're|we\s+are|i've\s+been|we've\s+been)\s+{_SOFT}(?:{_TINKER}|{_MAKE}|doing){_WHILE}(?:{_SEP}{_SIZE}(?P<desc2>[^,;()\x00]+))?",
        True,
    ),
    # "started writing a roguelike in my spare time, calling it Hollow"
    (
        "project",
        "set",
        rf"{_WHO}{_SOFT}{_MAKE}\s+(?:(?:writing|making|building|coding)\s+)?(?:a|an)\s+(?:(?:little|small|tiny|new)\s+)*(?P<desc>[\w'-]+(?:\s+[\w'-]+){{0,3}}?)(?:\s+(?:in|for|on|during|over)\s+[^,;\x00]*?)?\s*,?\s*(?:and\s+)?(?:i'm\s+|we're\s+)?(?:calling|called|naming|named|dubbing|dubbed)\s+it\s+{_PN}",
        True,
    ),
    # "Quokka is written in Go", "Lantern's API is built with FastAPI"
    (
        "stack",
        "set",
        rf"^{_PN}(?:'s\s+\w+)?\s+(?:is|was|'s|will\s+be)\s+(?:being\s+)?(?:written|built|coded|made|implemented|done)\s+(?:in|with|on|using)\s+{TECH}(?P<known>){END}",
        False,
    ),
    # "decided to rewrite Marigold in Rails", "porting Quokka to Go", "moving Hollow onto Vercel"
    (
        "stack",
        "set",
        rf"\b(?:rewrite|rewriting|rewrote|rewritten|port|porting|ported|rebuild|rebuilding|rebuilt|redo|redoing|redid|migrate|migrating|migrated)\s+{_PN}\s+(?:to|in|into|onto|on|with)\s+{TECH}(?P<known>){END}",
        True,
    ),
    # "Marigold now lives on Netlify", "Quokka sits on Cloudflare", "thimble will live on Netlify", "Orbit's data lives in Postgres"
    (
        "stack",
        "set",
        rf"^{_PNL}(?:'s\s+(?:data|db|database|backend|back\s+end|frontend|front\s+end|api|site|code|server|app))?\s+(?:now\s+|currently\s+)?(?:lives|sits|is\s+living|is\s+sitting|deploys|ships|will\s+(?:live|sit|deploy)|is\s+going\s+to\s+(?:live|sit))\s+(?:on|at|in|to)\s+{TECH}(?:\s+now)?(?P<known>){END}",
        False,
    ),
    # "decided to host Brindle on Fly.io", "chose to write Quokka in Go"
    (
        "stack",
        "set",
        rf"\b(?:decided|chose|opted|agreed|going)\s+to\s+(?:host|deploy|run|build|write|put|ship)\s+{_PN}\s+(?:on|to|with|in|using)\s+{TECH}(?P<known>){END}",
        True,
    ),
)

# switches scoped to a project: ``proj`` names it, ``old`` and ``v`` are its old and new choice
PROJECT_INTRO_SWITCHES: tuple[str, ...] = (
    # "Heroku out, Render in for Marigold"
    rf"^{TECH_OLD}\s+(?:is\s+)?out\s*[,;]\s*(?:and\s+)?{TECH}\s+(?:is\s+)?in\s+(?:for|on)\s+{_PN}{END}",
    # "ripped out MongoDB, Mossbank uses Postgres now"
    rf"\b(?:ripped|tore|pulled|yanked|took|threw)\s+out\s+{TECH_OLD}\s*[,;]\s*(?:and\s+)?(?:now\s+)?{_PN}\s+(?:now\s+)?(?:uses|runs\s+on|is\s+on|is\s+using|sits\s+on)\s+{TECH}(?:\s+now|\s+instead)?{END}",
    # "Hollow moved from Godot to Bevy", "Juniper went from Heroku over to Render"
    rf"^(?:the\s+)?{_PN}\s+(?:moved|switched|migrated|went|jumped|got\s+ported|was\s+ported|is\s+moving|is\s+switching)\s+(?:over\s+)?(?:from|off(?:\s+of)?)\s+{TECH_OLD}\s+(?:and\s+)?(?:over\s+)?(?:to|onto)\s+{TECH}{END}",
)


# (the words before the thing describe it: never a person's, nor a verb -- "my sister started a blog called Wren",
# "my brother's reporting manager Tom Ince" -- and the thing is no person either: a manager, a client, a player)
_PLAIN = (
    rf"(?:(?!(?:{THIRD_PARTY}|started|starts|runs|run|made|makes|built|builds|owns|own|launched|has|had|is|was|"
    r"reporting|line|new)\b)[\w&-]+\s+)"
)
_MADE = (
    "(?:"
    + "|".join(
        t
        for t in _THING[3:-1].split("|")
        if t not in ("manager", "assistant", "player", "client", "reader", "server", "board")
    )
    + ")"
)
# A made thing of the user's named in a request or a question, which presupposes it: "review the README for my
# CLI tool, Gitmood?", "logo ideas for my side project Centwise?", "a small open-source lib of mine, fastcsv-lite"
PRESUPPOSED_PROJECT_FRAMES: tuple[FrameSpec, ...] = (
    # a made thing of the user's, its name given after it: "I make one podcast, name is 'Chai aur Code'", "I am running
    # one YouTube channel 'Desi Tinkerer'" (a quoted name is read whole: engram.extraction.fact_hits)
    (
        "project",
        "set",
        r"\b(?:i|we)(?:'m|\s+am|'re|\s+are|'ve\s+been|\s+have\s+been)?\s+(?:(?:also|still|now)\s+)?"
        r"(?:make|making|run|running|host|hosting|write|writing|produce|producing|design|designing|publish|publishing|"
        rf"record|recording)\s+(?:a|an|one|my|our)\s+{_SIZE}(?P<desc>{_PLAIN}{{0,2}}?{_MADE})\s*(?:,\s*(?:(?:its|the)\s+)?"
        rf"name\s*(?:is|:|=)|\s(?=\s*(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.-]*)*\s+(?:on|about|for)\b))\s*{_PN3}",
        False,
    ),
    (
        "project",
        "set",
        rf"\b(?:my|our)\s+{_SIZE}(?:{_ROLE}\s+)?(?P<desc>{_PLAIN}{{0,4}}?(?:{_MADE}|project))\s*,?\s+(?:called\s+|named\s+)?{_PN3}"
        r"(?=\s*(?:$|[?.,;:!)]|\s+(?:is|has|needs|keeps|gets|was|now|and|which|that|to|on|in|for)\b))",
        False,
    ),
    # the name first, the user's thing after a comma, in a request: "what license should I pick for pixelforge, my tiny
    # sprite editor?", "Can you review the pitch deck outline for Crumbs, my food-waste startup?"
    (
        "project",
        "set",
        r"\b(?:for|about|of|on|with|to|in|into)\s+(?P<proj>(?:The\s+)?(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.-]*){0,3}|"
        rf"(?-i:[a-z][a-z0-9-]{{2,}}))\s*,\s*(?:my|our)\s+{_SIZE}"
        rf"(?:{_ROLE}\s+)?(?P<desc>{_PLAIN}{{0,4}}?(?:{_MADE}|project|startup|side\s+business|venture))(?=\s*(?:$|[?.,;:!)]))",
        False,
    ),
    # a thing the user runs on the side, named after a comma: "I run a newsletter on the side, The Slow Commute"
    (
        "project",
        "set",
        r"\b(?:i|we)\s+(?:run|host|write|publish|produce|maintain|started|launched)\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}?"
        r"(?P<desc>newsletter|podcast|blog|zine|channel|shop|store|substack|side\s+business)(?:\s+on\s+the\s+side)?\s*,\s*"
        r"(?:called\s+|named\s+)?(?P<proj>(?:The\s+)?(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.'-]*(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.'-]*){0,3})",
        False,
    ),
    # a new name for it: "Renamed my side project from 'budgetbuddy' to Centwise"
    (
        "project",
        "set",
        rf"\b(?:renamed|rebranded|re-named|re-branded)\s+(?:my|our)\s+{_SIZE}(?:{_ROLE}\s+)?(?P<desc>(?:[\w'&-]+\s+){{0,2}}?(?:{_THING}|project))\s+"
        rf"(?:from\s+)?\S+\s+(?:to|as)\s+{_PN}",
        False,
    ),
    (
        "project",
        "set",
        rf"\b(?:an?|the)\s+{_SIZE}(?P<desc>{_PLAIN}{{0,3}}?(?:{_MADE}|project))\s+of\s+(?:mine|ours)\s*,\s*(?P<proj>[^\W\d_][\w.-]*[\w])",
        False,
    ),
)


_CHOOSING = re.compile(
    r"^(?:(?:i|we)\s+)?(?:(?:finally|just|eventually)\s+)?(?:(?:went|going|gone|go)\s+with|picked|chose|chosen|"
    r"settled\s+on|opted\s+for|using|trying(?:\s+out)?)\s+(?=\S)",
    re.IGNORECASE,
)


def chosen(raw: str) -> str:
    """The value a switch's new side names, without the verb of choosing it: "went with Rails" -> "Rails"."""
    return _CHOOSING.sub("", raw.strip())


def project_over_tool(facts: list[TypedFact]) -> list[TypedFact]:
    """ "porting Quokka to Go" decides Quokka's language; the same value is not also the user's own tool. And a
    company the user made ("My company Halyard makes sailing apps -- I started it") is their project, not
    where they are employed."""
    decided = {slot_key(f.value) for f in facts if f.slot.startswith("project:") and f.slot.count(":") == 2 and f.value}
    made = {f.slot for f in facts if f.slot.startswith("project:") and f.slot.count(":") == 1 and f.op == "set"}
    return [
        f
        for f in facts
        if not (f.slot.startswith("tool:") and f.op == "set" and slot_key(f.value) in decided)
        and not (f.slot == "employer" and f.op == "set" and f"project:{slot_key(f.value)}" in made)
    ]


_VERBS_OF_MAKING = frozenset(
    "renamed rebranded named called finished shipped launched started built made released published "
    "deployed archived abandoned paused".split()
)


_SPANS = frozenset("days weeks months years ages decades forever hours minutes".split())


def not_a_project_name(name: str) -> bool:
    """A tool or a pastime the lexicons know is what the user uses or does, not a project of theirs
    ("tinkering with Obsidian, a notes app", "building Lego, a castle kit"). The tech lexicon is not
    asked: its framework names are common project names too (Lumen, Wisp, Pinecone)."""
    if name.lower() in _VERBS_OF_MAKING or name.lower() in _SPANS:
        return True  # "Renamed my side project ...": the verb that opens the sentence; "in weeks": a span of time
    if " ".join(name.lower().split()) in NAMELIKE_LANGUAGES:
        return False  # "Cobra is my side project": a language's name, as often a project's
    return bool(KNOWN_TOOL.fullmatch(name) or KNOWN_HOBBY.fullmatch(name))
