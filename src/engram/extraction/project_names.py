# ruff: noqa: E501  (one frame per line reads better than a wrapped regular expression)
"""A project named the way chat names it: in lower case, after a project noun, or as a title.

Users rarely say "my project is called X". They type "working on marigold, my budgeting app", "my
app Ledgerly is a habit tracker", "I run a small blog called Slow Kettle", "writing a novel called
The Glass Orchard", "noodle, my recipe bot, is live now". A name in lower case is trusted only
where a made thing names it (an app, a bot, a tracker: :data:`THINGS`), so "working on dinner" and
"I have a cat called Miso" introduce nothing; a title may run to four capitalised words.

:func:`name_first` also re-reads a clause from the project's name ("my side project pebblestack is
on hold" -> "Pebblestack is on hold", and :func:`apposed_first` "noodle, my recipe bot, is live
now" -> "Noodle is live now"), so the status and stack frames written for a capitalised subject read
the project a noun phrase named.
"""

from __future__ import annotations

import re

from engram.extraction.fact_lexicon import HOLIDAYS
from engram.extraction.frames_things import END, FrameSpec
from engram.extraction.project_intros import _DESC, _ROLE, _SEP, _SIZE, _SOFT, _THING, _TINKER, _WHILE, _WHO
from engram.extraction.slots import TypedFact
from engram.extraction.tech_lexicon import KNOWN_TECH

_F = re.IGNORECASE
# what a made thing may also be called beside the app-like words: a book, a shop, a course
THINGS = rf"(?:{_THING}|project|novel|book|comic|webcomic|album|ep|film|documentary|course|channel|boardgame|rpg|campaign|memoir|screenplay|musical|vlog|cookbook|thriller|anthology|collection|station|cam|camera|sensor|clock|lamp|rig|controller|printer|radio|speaker|pedal|amp)"
_WHEN_WORD = (
    rf"(?:{HOLIDAYS}|january|february|march|april|may|june|july|august|"
    r"september|october|november|december|today|tomorrow|tonight)"
)
# never a name: pronouns, function words and the everyday nouns chat puts after a verb of making
_NOT_NAME = (
    r"(?!(?:it|this|that|these|those|them|something|stuff|things?|everything|anything|nothing|mine|ours|one|some|"
    r"the|a|an|my|our|your|his|her|their|is|was|are|has|had|and|or|but|so|then|now|still|just|also|really|"
    r"work|dinner|lunch|breakfast|school|homework|myself|ourselves|again|today|tonight|tomorrow|yesterday|"
    r"lately|recently|nonstop|non-stop|solo|alone|together|full-time|part-time|"
    r"code|repo|backend|frontend|database|db|api|site|server|ui|app|idea|ideas|design|features?|bugs?|"
    rf"crashed|broke|keeps|died|works|let|here|there|what|who|how|where|when|why|he|she|they|we|you|i|everyone|life|{_WHEN_WORD})\b)"
)
_LNAME = rf"{_NOT_NAME}(?P<proj>[^\W\d_][\w.-]*)"
# a title: "The Glass Orchard", "Night Shift Radio", "Rise & Shine"; never a technology
_TITLE = rf"(?!{KNOWN_TECH}\b|{_WHEN_WORD}\b)(?P<proj>(?:The\s+)?(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'.-]*(?:\s+(?:&\s+|and\s+|of\s+|the\s+)?(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'.-]*){{0,3}})"
# a title, or a name in lower case (its group ``proj2``; :func:`project_fact` reads either)
# made-thing words that also name a person beside a name ("my manager Zainab Ali", "my editor Sam")
_PERSON_TOO = r"(?!(?:manager|assistant|client|player|reader|helper|builder|translator|designer|editor|publisher|agent|coach|trainer|tutor)\b)"
_ANYNAME = rf"(?:{_TITLE}|{_LNAME.replace('?P<proj>', '?P<proj2>')})"
_MADE = (
    r"(?:run|running|runs|maintain|maintaining|maintains|have|has|got|own|started\s+work\s+on|working\s+on|"
    r"building|built|making|made|writing|wrote|started|starting|launched|set\s+up|setting\s+up|opened|coding|developing|"
    r"designing|designed|drawing|recording|producing|hacking\s+on|tinkering\s+with|"
    r"(?:putting|put|throwing|threw|cobbling|cobbled|knocking|hacking)\s+together|whipping\s+up|whipped\s+up)"
)
_A_THING = rf"(?:a|an|my|our|this|that)\s+{_SIZE}(?:{_ROLE}\s+)?(?P<desc>(?:[\w'&-]+\s+){{0,4}}?{THINGS})"
_BOUND = r"(?=\s*(?:[,;.!?(—–:]|\s-\s|$))"
# who makes it: a first-person verb of making, or a label ("side project: a little CLI called jot")
_MAKER = rf"(?:{_WHO}{_SOFT}{_MADE}\s+|(?:^|\b)(?:new\s+)?(?:{_ROLE}\s+)?(?:project|thing)\s*:\s*)"
# a time said after the thing: "working on my portfolio site these days, called inkwell"
_MEANWHILE = r"(?:\s+(?:these\s+days|lately|right\s+now|at\s+the\s+moment|for\s+fun|on\s+the\s+side|in\s+my\s+spare\s+time|(?:for|about|on|with|in)\s+[^,;()\x00]{1,40}?))?"

PROJECT_NAME_FRAMES: tuple[FrameSpec, ...] = (
    # "working on marigold, my budgeting app", "been hacking on quillpad, a markdown editor"
    (
        "project",
        "set",
        rf"{_WHO}{_SOFT}(?:{_TINKER}|working\s+on|building|making|writing|coding|developing)\s+{_LNAME}{_WHILE}{_SEP}{_SIZE}{_DESC}",
        True,
    ),
    # "I run a small blog called Slow Kettle", "writing a fantasy novel called The Glass Orchard",
    # "been working on a bot for our guild server, called Grimble", "i have a side project called lumen"
    (
        "project",
        "set",
        rf"{_MAKER}{_A_THING}{_MEANWHILE}(?:\s*[,(—–]\s*|\s+-\s+|\s+)(?:it's\s+|its\s+|it\s+is\s+|which\s+is\s+)?(?:called|named|dubbed|titled|working\s+title:?)\s+{_ANYNAME}",
        True,
    ),
    # "started a little etsy shop, Fernwood Prints, selling linocuts": a title between commas
    ("project", "set", rf"{_WHO}{_SOFT}{_MADE}\s+{_A_THING}\s*,\s*{_TITLE}\s*(?:,|\(|—|–|$)", True),
    # "working on a browser extension, tabtidy, that groups tabs": a lower-case name between commas
    (
        "project",
        "set",
        rf"{_WHO}{_SOFT}{_MADE}\s+{_A_THING}\s*,\s*{_LNAME}\s*,\s*(?:that|which|it|for|to|so|basically|built|made|written|running|using)\b",
        True,
    ),
    # a titled thing the user runs or organises, said with where it lives or when it happens: "I've been running The
    # Thrifty Fermenter on Substack for 8 months", "I'm organising Pride Picnic Leeds this year"
    (
        "project",
        "set",
        rf"{_WHO}{_SOFT}(?:(?:running|run|runs|organi[sz]ing|organi[sz]e|coordinating|coordinate|hosting|host|curating|curate)\s+(?:the\s+)?{_TITLE}\s+on\s+(?:substack|youtube|patreon|twitch|instagram|tiktok|etsy|spotify|medium|ghost|kickstarter|discord|meetup)|(?:organi[sz]ing|organi[sz]e|coordinating|coordinate|curating|curate)\s+(?:the\s+)?{_TITLE.replace('?P<proj>', '?P<proj2>')}\s+(?:this\s+(?:year|summer|spring|autumn|fall|winter)|every\s+(?:week|month|year|\w+day)))\b",
        True,
    ),
    # ... or one whose own name says it is a venture of a neighbourhood: "I coordinate the Riverside Community Fridge"
    (
        "project",
        "set",
        rf"{_WHO}{_SOFT}(?:running|run|runs|organi[sz]ing|organi[sz]e|coordinating|coordinate|hosting|host|lead|leading|founded|co-founded|started)\s+the\s+(?P<proj>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'.-]*){{0,3}}?\s+(?-i:Community\s+(?:Garden|Fridge|Pantry|Kitchen|Choir|Cafe|Café)|Repair\s+Caf[eé]|Book\s+Club|Running\s+Club|Supper\s+Club|Food\s+Bank|Swap|Collective|Meetup|Choir|Allotments?))\b",
        True,
    ),
    # "the little budget app I've been building (it's called Penny)"
    (
        "project",
        "set",
        rf"\bthe\s+{_SIZE}(?P<desc>(?:[\w'&-]+\s+){{0,3}}?{THINGS})\s+(?:that\s+)?(?:i'm|i've\s+been|we're|we've\s+been|i|we)\s+(?:\w+\s+)?(?:building|making|working\s+on|writing|coding|built|made|wrote)\s*(?:\(|,|—|–|-)?\s*(?:it's\s+|which\s+is\s+|is\s+)?(?:called|named)\s+{_ANYNAME}",
        True,
    ),
    # "penny is now written in kotlin": a lower-case name needs a project the user has
    (
        "stack",
        "set",
        rf"^{_NOT_NAME}(?P<proj>[a-z][\w.-]*)(?:'s\s+\w+)?\s+(?:is|was|'s)\s+(?:now\s+|all\s+)?(?:being\s+)?(?:written|built|coded|made|implemented)\s+(?:in|with|on|using)\s+(?!(?-i:go)\b)(?P<v>{KNOWN_TECH})(?![\w#+]){END}",
        False,
    ),
    # "working on a side project, it's a recipe site called Crumb"
    (
        "project",
        "set",
        rf"{_WHO}{_SOFT}(?:working\s+on|building|making|started|doing|writing)\s+(?:a|an|my)\s+{_SIZE}(?:{_ROLE}\s+)?(?:project|thing)\s*,\s*(?:it's|its|it\s+is)\s+{_A_THING}\s+(?:called|named)\s+{_ANYNAME}",
        True,
    ),
    # "my app Ledgerly is a habit tracker", "my side project pebblestack is on hold", "my game starfall is in c#"
    (
        "project",
        "set",
        rf"\b(?:my|our)\s+{_SIZE}(?:{_ROLE}\s+)?{_PERSON_TOO}(?P<desc>{THINGS})\s+(?:called\s+|named\s+)?(?:{_TITLE}|{_LNAME.replace('?P<proj>', '?P<proj2>')}(?=\s+(?:is|was|has|just|now|uses|runs|went|got|needs)\b|'s\b))",
        True,
    ),
    # "noodle, my recipe bot, is live now", "Kestrel (my log viewer) just hit v1"
    (
        "project",
        "set",
        rf"^{_ANYNAME}\s*(?:,|\()\s*(?:my|our)\s+{_SIZE}(?:{_ROLE}\s+)?(?P<desc>(?:[\w'&-]+\s+){{0,3}}?{_THING})\s*(?:,|\))",
        True,
    ),
    # "my current project: Saffron, a meal planner", "my new project, Bramble - a CLI for dotfiles"
    (
        "project",
        "set",
        rf"(?:\b(?:my|our)|{_WHO}(?:got|have|has|started)\s+a)\s+{_SIZE}(?:{_ROLE}\s+)?project(?:\s+going|\s+on\s+the\s+go)?\s*(?:,|:|—|–|\s-|\s+is)\s*{_TITLE}(?:{_SEP}{_SIZE}{_DESC}|{_BOUND})",
        True,
    ),
    # "the project I'm on right now is Kestrel, a log viewer"
    (
        "project",
        "set",
        rf"^the\s+(?:{_ROLE}\s+)?project\s+(?:i'm|i\s+am|we're|i've\s+been)\s+(?:on|working\s+on|building|doing)\s+(?:(?:right\s+now|at\s+the\s+moment|currently|now|these\s+days|lately)\s+)?is\s+{_TITLE}(?:{_SEP}{_SIZE}{_DESC})?",
        True,
    ),
    # "my passion project is a podcast called Night Shift Radio", "my weekend project, a feeder cam called Feedwatch"
    (
        "project",
        "set",
        rf"\b(?:my|our)\s+{_SIZE}(?:{_ROLE}\s+)?project(?:\s+is\s+|\s*[,:—–]\s*)(?:a|an)\s+{_SIZE}(?P<desc>(?:[\w'&-]+\s+){{0,3}}?{THINGS})\s+(?:called|named|titled)\s+{_ANYNAME}",
        True,
    ),
    # "Marigold is Svelte now", "tabnap is plain TypeScript": only a project the user has (``needs``)
    (
        "stack",
        "set",
        rf"^{_NOT_NAME}(?P<proj>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.-]*|[a-z][\w.-]*)(?:'s\s+(?:engine|back\s*end|front\s*end|stack|db|database|api|ui|server|hosting|language|framework))?(?:'s|\s+is)\s+(?:(?:now|all|plain|pure|just|vanilla|basically|entirely|fully|still)\s+)*(?!(?-i:go)\b)(?P<v>{KNOWN_TECH})(?![\w#+])(?:\s*(?:\+|and|&|with)\s*(?:{KNOWN_TECH}|(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w#+.-]*)(?![\w#+]))*(?:\s+(?:now|these\s+days|under\s+the\s+hood|all\s+the\s+way))?(?P<needs>){END}",
        False,
    ),
    # "lumen uses React on the front", "Kestrel runs on Fly.io these days"
    (
        "stack",
        "set",
        rf"^{_NOT_NAME}(?P<proj>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.-]*|[a-z][\w.-]*)\s+(?:now\s+|still\s+)?(?:uses|runs\s+on|is\s+on|is\s+using|is\s+built\s+(?:on|with))\s+(?!(?-i:go)\b)(?P<v>{KNOWN_TECH})(?![\w#+])(?:\s+(?:on|for)\s+the\s+(?:front|back|front\s*end|back\s*end|ui|api|db|database|server)|\s+now|\s+these\s+days)?(?P<needs>){END}",
        False,
    ),
    # "rewriting pocket in rust this weekend": a name in lower case needs a project the user has
    (
        "stack",
        "set",
        rf"\b(?:rewrite|rewriting|rewrote|rewritten|port|porting|ported|rebuild|rebuilding|rebuilt|migrate|migrating|migrated)\s+{_LNAME}\s+(?:to|in|into|onto|on|with)\s+(?!(?-i:go)\b)(?P<v>{KNOWN_TECH})(?![\w#+])(?=\s*(?:[,;!]|\.(?!\w)|$)|\s+(?:this|next|over|last|now)\b)",
        True,
    ),
    # "decided to write hollowpine in elixir": a name in lower case needs a project the user has
    (
        "stack",
        "set",
        rf"\b(?:decided|chose|opted|agreed|going|gonna|planning)\s+to\s+(?:host|deploy|run|build|write|rewrite|put|ship|port|redo)\s+{_LNAME}\s+(?:on|to|with|in|using)\s+(?!(?-i:go)\b)(?P<v>{KNOWN_TECH})(?![\w#+]){END}",
        True,
    ),
)

# a noun phrase that names a project ahead of what is said about it: "my side project pebblestack is on hold"
_NOUN_HEAD = re.compile(
    rf"^(?:(?:i|we)\s+(?:put|parked|shelved)\s+)?(?:my|our)\s+{_SIZE}(?:{_ROLE}\s+)?{_PERSON_TOO}{THINGS}\s+(?:called\s+|named\s+)?(?P<name>{_NOT_NAME}(?:(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.-]*){{0,3}}|[^\W\d_][\w.-]*))(?=\s+(?:is|was|has|just|now|uses|runs|went|got|needs|'s)\b|'s\b)",
    _F,
)
# "noodle, my recipe bot, is live now": the name, then its description between commas
_APPOSED = re.compile(
    rf"^(?P<name>{_NOT_NAME}[^\W\d_][\w.-]*)\s*(?:,|\()\s*(?:my|our)\s+{_SIZE}(?:{_ROLE}\s+)?(?:[\w'&-]+\s+){{0,3}}?{_THING}\s*(?:,|\))\s*",
    _F,
)


def name_first(clause: str) -> str | None:
    """The clause said from the project's name, capitalised, when a noun phrase named the project
    ahead of what is said about it ("my app mistral is on hold" -> "Mistral is on hold")."""
    head = _NOUN_HEAD.match(clause)
    if head is None:
        return None
    name = head.group("name")
    return f"{name[:1].upper()}{name[1:]} {clause[head.end('name') :].lstrip()}".strip()


def apposed_first(part: str) -> str | None:
    """A part that names a project and then says what it is between commas, said without the
    description ("noodle, my recipe bot, is live now" -> "Noodle is live now"); the description is
    read from the whole sentence."""
    head = _APPOSED.match(part)
    if head is None or len(part) == head.end():
        return None
    name = head.group("name")
    return f"{name[:1].upper()}{name[1:]} {part[head.end() :]}"


def longest_names(facts: list[TypedFact]) -> list[TypedFact]:
    """ "a mod called Farmhand Plus" read as Farmhand by a one-word frame too: the longer name stays."""
    names = [f.value for f in facts if f.rule == "project:set" and f.slot.count(":") == 1]
    return [
        f
        for f in facts
        if not (
            f.rule == "project:set"
            and f.slot.count(":") == 1
            and any(n.lower().startswith(f.value.lower() + " ") for n in names)
        )
    ]
