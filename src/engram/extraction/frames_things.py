# ruff: noqa: E501  (one frame per line reads better than a wrapped regular expression)
"""Frames of the things a user uses, builds, eats and does: tools, projects, diet, allergies, hobbies.

Kept apart from :mod:`engram.extraction.fact_frames` (which includes :data:`THINGS_FRAMES` early in
its ordered tuple) so each module stays readable. A frame here is a plain spec, ``(kind, op,
pattern, self_only)``, compiled by ``fact_frames``; the switches and retractions are pattern
strings that :mod:`engram.extraction.fact_switches` compiles after its own.

A project frame with an empty ``known`` group fires only for a project the user already has
("wrapped up Dune" is a book unless Dune is a project), unless its value is a technology the
:mod:`engram.extraction.tech_lexicon` knows.
"""

from __future__ import annotations

from engram.extraction.fact_lexicon import DIETS
from engram.extraction.tech_lexicon import KNOWN_TECH, LANGUAGES
from engram.extraction.tool_lexicon import NOTES_APPS, names_of

FrameSpec = tuple[str, str, str, bool]

V = r"(?P<v>[^,;:!?()\x00]+)"
NEW = r"(?P<v>[^,;:!?()\x00]+?)"
OLD = r"(?P<old>[^,;:!?()\x00]+?)"
ME = r"(?:i|we)"
IM = r"(?:i'm|i am|im|we're|we are)"
ADV = r"(?:(?:now|just|finally|recently|officially|currently|still|also|really|mostly|mainly|usually|always|seriously|properly)\s+)*"
PNAME = r"(?P<proj>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'.-]*)?)"
# a name, lower case allowed after "new side thing:", never an article ("new project - a thriller") nor
# what the user is doing ("new project: building a budgeting app called Pennywise")
# a project name in any case after "for"/"from": a lower-case one is kept only for a known project
LPROJ = r"(?!(?:the|a|an|this|that|it|now|me|us|them|backend|frontend|database|db|app|api|site|server|ui|weekend|work|fun|real|today|tonight|dinner|lunch|breakfast|good|everything|all|my|our)\b)(?P<proj>[^\W\d_][\w'.-]*)"
ANYNAME = r"(?!(?:a|an|the|my|our|some|this|that|another|one)\b|(?-i:[a-z]+ing)\b)(?P<proj>[^\W\d_][\w'.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'.-]*)?)"
# a product or language: capitalised, or one the tech lexicon knows in any case ("so kotlin is out")
_NAMED = r"(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w#+.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w#+.-]*)?"
TECH = rf"(?P<v>{_NAMED}|{KNOWN_TECH}(?![\w#+]))"
TECH_OLD = rf"(?P<old>{_NAMED}|{KNOWN_TECH}(?![\w#+]))"
END = r"(?=\s*(?:[,;!]|\.(?!\w)|$)|\s+(?:because|cause|cos|since|after|last|this|yesterday)\b)"  # "Fly.io" is one name; a reason or a time may follow
# what may follow a project's name in a status: "parking Lumen for a while", "wrapped up Pika last night"
WHEN = r"(?=\s*(?:[,;.!]|$)|\s+(?:for|until|till|last|this|yesterday|today|tonight|now|indefinitely|at\s+last)\b)"
_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_LISTED = r"(?:lists?|todos?|to-dos?|tasks|journals?|ideas|plans|drafts|bookmarks|notes|reminders|docs|recipes)"

THINGS_FRAMES: tuple[FrameSpec, ...] = (
    # ---- tools: notes, languages
    # "I keep my notes and todo lists in Obsidian", "we store all our meeting notes, plans and docs in Notion"
    (
        "notes",
        "set",
        rf"(?:^{ADV}|\b{ME}\s+{ADV})(?:keep|store|put|track|manage|organi[sz]e|write|jot|dump)\s+(?:down\s+)?(?:all\s+(?:of\s+)?)?(?:my|our)\s+(?:[\w-]+\s+)?notes(?:\s*(?:,|and|&|\+|plus)\s*(?:my\s+|our\s+)?(?:[\w-]+\s+)?{_LISTED})*(?:\s+down)?\s+(?:in|on|with)\s+(?!(?:a|an|the|my|our|some)\s){V}",
        True,
    ),
    # the other things a notes app keeps, when it is one by name: "I keep my to-dos in Notion", "I write all my
    # ideas for the novel in Apple Notes", "moved to Craft for my novel notes"
    (
        "notes",
        "set",
        rf"(?:^{ADV}|\b{ME}\s+{ADV})(?:keep|store|put|track|manage|organi[sz]e|write|jot|dump|log|plan|capture)\s+(?:down\s+)?(?:all\s+(?:of\s+)?)?"
        rf"(?:my|our)\s+(?:[\w-]+\s+)?{_LISTED}(?:\s+(?:for|about|from|on)\s+(?:the\s+|my\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?)?(?:\s+down)?\s+(?:in|on|with)\s+(?P<v>{NOTES_APPS})\b",
        True,
    ),
    (
        "notes",
        "set",
        rf"\b(?:moved|switched|migrated|moving|switching|went|gone)\s+(?:over\s+|back\s+)?to\s+(?P<v>{NOTES_APPS})\s+for\s+(?:my|our|all\s+my)\s+(?:[\w-]+\s+){{0,2}}?{_LISTED}\b",
        True,
    ),
    # where the notes live now, the move told of the things: "Everything's in Obsidian now", "Journal moved to Bear",
    # "drafts live in Obsidian now", "I went with Joplin in the end"
    (
        "notes",
        "set",
        r"(?:\b(?:everything|it\s+all)(?:'s|\s+is|\s+lives?)|\b(?:my|our)\s+(?:[\w-]+\s+){0,2}?(?:notes|journal|drafts|notebooks|lists|to-?dos|stuff)"
        r"\s+(?:now\s+)?(?:lives?|is|are|went|moved|have\s+moved|has\s+moved)"
        r"|^(?:(?:my|our|the)\s+)?(?:[\w-]+\s+)?(?:journal|journaling|drafts?|notes|notebooks?)\s+(?:now\s+)?(?:lives?|moved|went|is|are)"
        # what the user writes, kept in the app: "The novel lives in Anytype now", "my thesis moved to Obsidian"
        r"|^(?:(?:my|our|the)\s+)?(?:novel|book|thesis|dissertation|manuscript|research|worldbuilding|recipes|wiki|"
        r"second\s+brain|zettelkasten|vault|knowledge\s+base|reading\s+notes|planning)\s+(?:now\s+)?(?:lives?|moved|went))"
        rf"\s+(?:all\s+)?(?:now\s+)?(?:in|into|to|on|over\s+to)\s+(?P<v>{NOTES_APPS})\b",
        True,
    ),
    (
        "notes",
        "set",
        rf"\b(?:went|go|going|gone|ended\s+up|settled|landed)\s+(?:with|on)\s+(?P<v>{names_of('notes')})\b",
        True,
    ),
    (
        "editor",
        "set",
        rf"\b(?:went|go|going|gone|ended\s+up|settled|landed|converted)\s+(?:with|on|to)\s+(?:the\s+dark\s+side\s*:\s*)?(?P<v>{names_of('editor')})\b",
        True,
    ),
    # a tool adopted after holding out, or tried and kept: "finally caved and installed VS Code", "tried helix on a
    # whim and it stuck", "we went all-in on TypeScript at work"
    (
        "editor",
        "set",
        r"\b(?:(?:finally|caved|gave\s+in|gave\s+up)\s+(?:and\s+)?)+(?:installed|downloaded|switched\s+to|moved\s+to|got|bought)\s+"
        rf"(?P<v>{names_of('editor')})\b",
        True,
    ),
    (
        "editor",
        "set",
        rf"\btried\s+(?:out\s+)?(?P<v>{names_of('editor')})\b[^.?!;]{{0,30}}?\band\s+it\s+(?:stuck|clicked|won\s+me\s+over)\b",
        True,
    ),
    (
        "notes",
        "set",
        rf"\btried\s+(?:out\s+)?(?P<v>{names_of('notes')})\b[^.?!;]{{0,30}}?\band\s+it\s+(?:stuck|clicked|won\s+me\s+over)\b",
        True,
    ),
    (
        "language",
        "set",
        rf"\b(?:went|gone|going|go)\s+all[\s-]in\s+on\s+(?P<v>{LANGUAGES})\b",
        True,
    ),
    # "from now on, examples in Rust please" (", not Scala" names the value it replaces)
    (
        "language",
        "set",
        r"^(?:from\s+n(?:ow|wo)\s+on|going\s+forward|in\s+future|henceforth)\s*,?\s+(?:code\s+)?(?:examples|snippets|code\s+samples|samples|answers|code)\s+in\s+(?P<v>[^,;:!?()\x00]+)",
        True,
    ),
    # "we're rewriting everything in Elixir", "I'm porting the whole codebase to Go": a programming language
    (
        "language",
        "set",
        rf"\b{IM}\s+{ADV}(?:rewriting|porting|migrating|moving)\s+(?:everything|it\s+all|all\s+of\s+it|(?:the|our|my)\s+(?:whole\s+|entire\s+)?(?:codebase|code|app|backend|service|project|stack))\s+(?:in|to|into|over\s+to)\s+(?P<v>{LANGUAGES})\b",
        True,
    ),
    # "I write Python all day", "at work it's all Kotlin", "my day job is mostly Go": a known language
    (
        "language",
        "set",
        rf"\b{ME}(?:'ve\s+been|\s+have\s+been)?\s+{ADV}(?:write|writing)\s+(?P<v>{LANGUAGES})\s+(?:all\s+day|day\s+to\s+day|professionally|"
        r"for\s+my\s+job|all\s+the\s+time|at\s+(?:my\s+)?(?:job|work|day\s+job)|for\s+work|daily|every\s+day|full[\s-]time|"
        r"(?:almost\s+)?exclusively)\b",
        True,
    ),
    (
        "language",
        "set",
        rf"\b(?:at\s+work|my\s+day\s+job|work)\s*(?:,\s*)?(?:it's|it\s+is|is)\s+(?:all|mostly|mainly|pretty\s+much\s+all)\s+(?P<v>{LANGUAGES})\b",
        True,
    ),
    # the subject dropped: "mostly write Swift at work"
    (
        "language",
        "set",
        rf"^{ADV}write\s+(?P<v>{LANGUAGES})\s+(?:mostly|mainly|every\s+day|daily|for\s+work|at\s+work|for\s+a\s+living|all\s+day|professionally)\b",
        True,
    ),
    # "Rust examples please", "Kotlin snippets from now on"
    (
        "language",
        "set",
        rf"^(?P<v>{LANGUAGES})\s+(?:examples|snippets|code\s+samples|samples)\s+(?:please|only|from\s+now\s+on|going\s+forward)\b",
        True,
    ),
    # "my notes are all in Bear", "my notes all live in Logseq"
    (
        "notes",
        "set",
        rf"\bmy\s+notes\s+(?:are\s+all|all\s+live|all\s+go|all\s+are|are\s+mostly|mostly\s+live)\s+in\s+(?!(?:a|an|the|my|some)\s){V}",
        True,
    ),
    # ---- projects: introductions, decisions, status
    # "new side thing: Tamarind (initiative tracker for our tabletop group)", "new pet project - Quokka, a bus display"
    (
        "project",
        "set",
        rf"\bnew\s+(?:side\s+|pet\s+|hobby\s+|weekend\s+|little\s+)?(?:thing|project|build|hack)\s*(?::|-|—)\s*{ANYNAME}\s*(?:\((?P<desc>[^)\x00]+)\)|[,-]\s*(?:an?\s+|the\s+)?(?P<desc2>[^,;.!\x00]+))?",
        True,
    ),
    # "started a side project called Wren", "kicked off a new weekend project, Pika"
    (
        "project",
        "set",
        rf"\b(?:started|starting|begun|began|kicked\s+off|spun\s+up)\s+(?:a\s+)?(?:new\s+)?(?:side|pet|hobby|weekend|little)\s+(?:project|thing)\s*(?:called\s+|named\s+|:\s*|,\s*|-\s*){PNAME}(?:\s*\((?P<desc>[^)\x00]+)\)|\s*,\s+(?:an?\s+)?(?P<desc2>[^,;.!\x00]+))?",
        True,
    ),
    # "I'm building Quokka (a bus-arrival display) on weekends"
    (
        "project",
        "set",
        rf"\b{IM}\s+{ADV}(?:building|making|developing|writing|creating|hacking\s+on)\s+{PNAME}\s*\((?P<desc>[^)\x00]+)\)",
        True,
    ),
    # "my weekend project Moth (a ...)", "Moth is a little side project of mine"
    (
        "project",
        "set",
        rf"\bmy\s+(?:weekend|hobby|little|latest|current|newest)\s+project\s+(?:is\s+)?(?:called\s+|named\s+)?{PNAME}(?:\s*\((?P<desc>[^)\x00]+)\)|\s*,\s*(?:an?\s+)?(?P<desc2>[^,;.!\x00]+))?",
        True,
    ),
    (
        "project",
        "set",
        rf"^{PNAME}\s*(?:\((?P<desc>[^)\x00]+)\)\s*)?(?:is\s+)?(?:a|my)\s+(?:little\s+|new\s+|weekend\s+)?side\s+project(?:\s+of\s+mine)?\b",
        False,
    ),
    # "for Moth I'm using Svelte", "for Moth, we're going with Fly.io"
    (
        "stack",
        "set",
        rf"^for\s+{PNAME}\s*,?\s+(?:{IM}|{ME})\s+{ADV}(?:using|going\s+with|use|picked|chose|went\s+with)\s+{V}",
        True,
    ),
    # the subject dropped: "building Quokka, a bus-arrival display, in my spare time"
    (
        "project",
        "set",
        rf"^{ADV}(?:building|making|developing|writing|creating|hacking\s+on|working\s+on)\s+{PNAME}\s*(?:\((?P<desc>[^)\x00]+)\)|,\s+an?\s+(?P<desc2>[^,;.!\x00]+))",
        True,
    ),
    # "going with Netlify for Tamarind", "we went with SQLite for Pika", "settled on Vue for the Wren frontend"
    (
        "stack",
        "set",
        rf"(?:^|\b{IM}\s+|\b{ME}\s+)(?:going|gone|went|sticking|stuck)\s+with\s+{NEW}\s+(?:as\s+the\s+[\w\s]*?\s+)?for\s+{LPROJ}(?P<known>){END}",
        True,
    ),
    (
        "stack",
        "set",
        rf"^(?:picked|chose|settled\s+on|decided\s+on|opted\s+for|landed\s+on)\s+{NEW}\s+for\s+(?:the\s+)?{PNAME}(?P<known>)",
        True,
    ),
    # "decided Sextant will use DynamoDB", "we agreed that Wren should run on Fly.io"
    (
        "stack",
        "set",
        rf"\b(?:decided|agreed|settled|confirmed)\s+(?:that\s+)?{PNAME}\s+(?:will|should|is\s+going\s+to|is\s+gonna|gets\s+to)\s+(?:use|run\s+on|be\s+built\s+(?:on|with|in)|be\s+hosted\s+on|be\s+deployed\s+(?:on|to)|live\s+on|sit\s+on)\s+{V}(?P<known>)",
        True,
    ),
    # "Sextant will use Postgres", "Wren is hosted on Render now" (a known project, or a known technology)
    (
        "stack",
        "set",
        rf"^{PNAME}\s+(?:will\s+use|is\s+going\s+to\s+use|'ll\s+use|is\s+(?:now\s+)?(?:hosted|deployed)\s+(?:on|to)|will\s+be\s+(?:hosted|deployed)\s+(?:on|to)|is\s+(?:now\s+)?on\s+(?!(?:ice|hold|pause|track|break|hiatus|schedule|fire|the\s+back|a\s+break|the\s+way)\b))\s*{V}(?P<known>)",
        False,
    ),
    # "Pika's database is SQLite", "the frontend for Wren will be Svelte", "for Lumen, the host is Hetzner"
    (
        "stack",
        "set",
        rf"^(?:the\s+)?{PNAME}'s\s+(?:main\s+)?(?:database|db|datastore|frontend|front-end|backend|back-end|host|hosting|stack|framework)\s+(?:is|will\s+be|is\s+going\s+to\s+be)\s+(?:now\s+)?{V}",
        False,
    ),
    (
        "stack",
        "set",
        rf"^(?:the\s+)?(?:database|db|datastore|frontend|front-end|backend|back-end|host|hosting|framework)\s+(?:for|of)\s+{PNAME}\s+(?:is|will\s+be|is\s+going\s+to\s+be)\s+(?:now\s+)?{V}",
        False,
    ),
    (
        "stack",
        "set",
        rf"^for\s+{PNAME}\s*,?\s+the\s+(?:database|db|datastore|frontend|front-end|backend|back-end|host|hosting|framework)\s+(?:is|will\s+be)\s+(?:now\s+)?{V}",
        False,
    ),
    # "moved Sextant over to Postgres", "we migrated Pika onto Fly.io"
    (
        "stack",
        "set",
        rf"(?:^|\b{ME}\s+{ADV}|\b{IM}\s+{ADV})(?:moved|migrated|switched|ported|moving|migrating|switching|porting)\s+{PNAME}\s+(?:over\s+)?(?:to|onto)\s+(?!(?:a|an|the|my|our)\s){V}(?P<known>)",
        True,
    ),
    # "putting Sextant on hold", "Pika goes on the back burner"
    (
        "status",
        "set",
        rf"(?:^|\b{ME}\s+{ADV}|\b{IM}\s+{ADV})put(?:ting)?\s+{PNAME}\s+(?P<v>on\s+hold|on\s+ice|on\s+pause|on\s+the\s+back\s*burner)",
        True,
    ),
    (
        "status",
        "set",
        rf"(?<!un-)\b(?P<v>pausing|paused|parking|parked)\s+{PNAME}(?P<known>){WHEN}",
        True,
    ),
    # "Moth v1 is out", "Moth is online": released, for a project the user has
    (
        "status",
        "set",
        rf"^{PNAME}(?:\s+v?\d[\w.]*)?\s+is\s+(?:now\s+|finally\s+)?(?P<v>out|online|up|in\s+production)(?P<known>){END}",
        False,
    ),
    # "wrapped up Gannet", "finally finished Sextant": done, for a project the user has
    (
        "status",
        "set",
        rf"\b(?P<v>wrapped\s+up|finished|completed)\s+(?:work\s+on\s+)?{PNAME}(?P<known>)(?:\s+v?\d[\w.]*)?{WHEN}",
        True,
    ),
    # ---- diet and allergies
    # an allergy that turned out not to be one, or was outgrown: an end, never a set
    (
        "allergy",
        "end",
        r"\b(?:not|no\s+longer|never\s+(?:was|been)|isn't|wasn't|aren't)\s+(?:actually\s+|really\s+|even\s+)?"
        r"allergic\s+to\s+(?P<v>[^,;:!?()\x00]+?)(?=\s*(?:[,;.!]|$)|\s+(?:after\s+all|any\s?more|anymore|now)\b)",
        True,
    ),
    (
        "allergy",
        "end",
        r"\b(?:outgrew|outgrown|grew\s+out\s+of)\s+(?:my|the)\s+(?P<v>[\w-]+(?:\s+[\w-]+)?)\s+allergy\b",
        True,
    ),
    # "back on meat after five years veggie": whatever the diet was, it ended
    (
        "diet",
        "end",
        r"\b(?:(?<!cut\s)(?<!cutting\s)back\s+on\s+(?:the\s+)?meat|started\s+eating\s+meat|eating\s+meat\s+again)\b",
        True,
    ),
    # "vegan here, so no dairy", "lifelong vegetarian here", "vegetarian household here" (the user's own home)
    (
        "diet",
        "set",
        rf"^(?:(?:an?|fellow|strict|fully|lifelong|proud|full|total)\s+)*(?P<v>{DIETS})\s+"
        r"(?:(?:household|home|house|family|kitchen)\s+)?(?:here|fwiw|btw|fyi)\b",
        True,
    ),
    # "I'll be vegetarian from now on", "from now on I'm going to be vegan"
    (
        "diet",
        "set",
        rf"\b{ME}(?:'ll|\s+will|'m\s+going\s+to|\s+am\s+going\s+to)\s+be\s+(?:an?\s+)?(?:strictly\s+|fully\s+|just\s+)?(?P<v>{DIETS})\s+(?:from\s+now\s+on|going\s+forward|from\s+here\s+on|permanently|for\s+good)\b",
        True,
    ),
    (
        "diet",
        "set",
        rf"\b(?:from\s+now\s+on|going\s+forward)\s*,?\s+{ME}(?:'ll|\s+will|'m\s+going\s+to)\s+be\s+(?:an?\s+)?(?P<v>{DIETS})\b",
        True,
    ),
    # "Being vegetarian, I need more iron", "as a vegan, what ...", "vegan, so plant milk in everything please"
    (
        "diet",
        "set",
        rf"^(?:(?:being|as\s+an?)\s+(?:(?:strict|lifelong|full|fully)\s+)?|(?:an?\s+)?(?=(?:{DIETS})\s*,\s*so\b))(?P<v>{DIETS})\s*,",
        True,
    ),
    # "vegan btw", "pescatarian, for the record"
    (
        "diet",
        "set",
        rf"^(?:an?\s+)?(?P<v>{DIETS})\s*,?\s+(?:btw|fyi|by\s+the\s+way|for\s+the\s+record|as\s+of\s+\w+)\b",
        True,
    ),
    # "so technically pescatarian now", "basically vegan these days"
    (
        "diet",
        "set",
        rf"\b(?:technically|basically|officially|effectively|pretty\s+much)\s+(?:an?\s+)?(?P<v>{DIETS})\s+(?:now|these\s+days|nowadays)\b",
        True,
    ),
    # "I don't eat meat, vegetarian for years", "pescatarian since 2015"
    (
        "diet",
        "set",
        rf"(?:^|,\s*)(?:an?\s+)?(?P<v>{DIETS})\s+(?:for\s+(?:years|ages|decades|a\s+decade|(?:over\s+)?\w+\s+years)|since\s+(?:(?:19|20)\d\d|i\s+was\b|uni|college|school|high\s+school|my\s+teens))",
        True,
    ),
    # "vegan these days", "so pescatarian now"
    (
        "diet",
        "set",
        rf"^(?:an?\s+)?(?:(?:fully|strictly|properly|officially|just)\s+)?(?P<v>{DIETS})\s+(?:these\s+days|nowadays|now(?=\s*(?:$|[,;:!.]|-)))",
        True,
    ),
    (
        "diet",
        "set",
        rf"\bso\s+(?:i'm\s+)?(?:an?\s+)?(?P<v>{DIETS})\s+now\b",
        True,
    ),
    (
        "allergy",
        "set",
        rf"\b{IM}\s+{ADV}(?:deathly\s+|severely\s+)?anaphylactic\s+to\s+{V}",
        True,
    ),
    # "Shellfish gives me hives", "sesame gives me a rash", "kiwi makes my throat swell"
    (
        "allergy",
        "set",
        r"^(?!(?:it|this|that|he|she|they|the\s+(?:weather|heat|cold|stress))\b)(?P<v>[^,;:!?()\x00]+?)\s+(?:gives|give|gave)\s+me\s+(?:(?:really\s+|bad\s+|awful\s+|terrible\s+|such\s+)?(?:hives|a\s+rash|rashes|welts|an?\s+(?:allergic\s+|bad\s+|awful\s+)?reaction|anaphylaxis|anaphylactic\s+shock))\b",
        True,
    ),
    (
        "allergy",
        "set",
        r"^(?!(?:it|this|that|he|she|they)\b)(?P<v>[^,;:!?()\x00]+?)\s+makes?\s+my\s+(?:throat|lips|tongue|face|mouth|eyes|skin)\s+(?:swell|close\s+up|itch|tingle|puff\s+up|break\s+out)\b",
        True,
    ),
    (
        "allergy",
        "set",
        rf"\b{ME}\s+{ADV}(?:break|broke)\s+out\s+in\s+(?:hives|a\s+rash|rashes|welts)\s+(?:from|with|around|whenever\s+i\s+(?:eat|touch|have))\s+{V}",
        True,
    ),
    # "note for later: latex allergy, bad one", "severe peanut allergy btw"
    (
        "allergy",
        "set",
        r"^(?:an?\s+)?(?:bad\s+|severe\s+|serious\s+|mild\s+|nasty\s+|life-threatening\s+)?(?!(?:the|his|her|their|my|our|your|no|any|an?)\b)(?P<v>[\w-]+(?:\s+[\w-]+)?)\s+allergy(?=\s*(?:[,.!-]|btw\b|here\b|$))",
        True,
    ),
    # ---- hobbies
    # "thursday evenings are pottery class for me", "saturdays are climbing club"
    (
        "hobby",
        "set",
        rf"^(?:{_WEEKDAY}|weekend|weeknight)s?(?:\s+(?:evenings?|mornings?|nights?|afternoons?|lunchtimes?))?\s+(?:are|is)\s+(?:for\s+)?(?!(?:my|our|the|his|her|their|a)\b)(?P<v>[a-z][a-z-]+(?:\s+[a-z][a-z-]+)?)\s+(?:class|classes|lessons?|practice|club|league|rehearsals?)\b",
        True,
    ),
    # "I have pottery class on thursdays", "we do salsa lessons every week"
    (
        "hobby",
        "set",
        rf"\b{ME}\s+{ADV}(?:have|take|do|go\s+to|attend|never\s+miss)\s+(?:my\s+)?(?!(?:a|an|the|my|our|his|her|their)\b)(?P<v>[a-z][a-z-]+(?:\s+[a-z][a-z-]+)?)\s+(?:class|classes|lessons|practice)\s+(?:on|every|each|twice|once)\b",
        True,
    ),
    # "I go bouldering twice a week", "I go running most mornings" (the frame in fact_frames takes "every"/"on")
    (
        "hobby",
        "set",
        r"(?:^|\bi\s+)go\s+(?P<v>[a-z]+ing)\s+(?:twice|once|three\s+times|a\s+lot|regularly|weekly|whenever|most\s+\w+)\b",
        True,
    ),
    # "teaching myself ukulele", "I'm learning to play the cello"
    (
        "hobby",
        "set",
        rf"^(?:{IM}\s+|i've\s+been\s+|i\s+have\s+been\s+)?(?:teaching\s+myself(?:\s+to\s+play)?|learning\s+to\s+play)\s+(?:the\s+)?{V}",
        True,
    ),
    # "I've gotten really into baking sourdough"
    (
        "hobby",
        "set",
        rf"(?:\b{ME}(?:'ve|\s+have)\s+{ADV}(?:gotten|got)\s+(?:really\s+|seriously\s+|properly\s+|super\s+|very\s+)?|^(?:gotten|got)\s+(?:really|seriously|properly|super|very)\s+)into\s+{V}",
        True,
    ),
)

# Switches: (pattern) strings with ``v`` the new value and ``old`` the one it replaces.
THINGS_SWITCHES: tuple[str, ...] = (
    # "we're rewriting everything in Scala, so Kotlin is out", "moved it all to Vercel and Heroku is gone"
    rf"\b(?:rewriting|rewrote|rewritten|porting|ported|migrating|migrated|moving|moved|switching|switched|going|went|building|rebuilding|rebuilt|redoing|redid)\b[^,;:!?\x00]*?\b(?:in|to|into|onto|with|on)\s+{TECH}\s*[,;]?\s*(?:so|and|which\s+means)\s+{TECH_OLD}\s+is\s+(?:out|gone|history|dead|finished|over|done)\b",
    rf"^{TECH}\s+is\s+in\s*[,;]?\s*(?:and\s+)?{TECH_OLD}\s+is\s+out\b",
    # "for Tamarind we're dropping Netlify in favour of Vercel", "ditched React in favor of Svelte"
    rf"\b(?:dropping|dropped|ditching|ditched|dumping|dumped|replacing|replaced|swapping\s+out|swapped\s+out|ripping\s+out|ripped\s+out|moving\s+off|moved\s+off|leaving|abandoning|abandoned)\s+{OLD}\s+in\s+favou?r\s+of\s+{NEW}{END}",
    # "ripped out Hetzner from Gannet, it's Vercel now", "tore React out of Bluebell; Svelte now"
    rf"\b(?:ripped|ripping|tore|tearing|pulled|pulling|yanked|yanking|took|taking|stripped|stripping)\s+out\s+{OLD}\s+(?:from|of)\s+{LPROJ}\s*[,;]\s*(?:it's\s+|it\s+is\s+|now\s+it's\s+|we're\s+on\s+|now\s+on\s+|using\s+|on\s+)?{NEW}(?:\s+now|\s+instead)?{END}",
    rf"\b(?:ripped|tore|pulled|yanked|took|stripped)\s+{OLD}\s+out\s+(?:of|from)\s+{LPROJ}\s*[,;]\s*(?:it's\s+|it\s+is\s+|now\s+it's\s+|we're\s+on\s+|now\s+on\s+|using\s+|on\s+)?{NEW}(?:\s+now|\s+instead)?{END}",
    # "got rid of Notion, it's Obsidian now", "removed Redis from Pika; now on Valkey"
    rf"\b(?:removed|got\s+rid\s+of|uninstalled|deleted|ditched|dumped|dropped|killed)\s+{OLD}(?:\s+(?:from|on)\s+{PNAME})?\s*[,;]\s*(?:it's|now\s+it's|it\s+is|now\s+(?:on|using)|we're\s+on|i'm\s+on|using|switched\s+to|moved\s+to)\s+{NEW}(?:\s+now|\s+instead)?{END}",
    # "moved to Zed, uninstalled Emacs", "switched to Bear and deleted Evernote"
    rf"\b(?:moved|switched|migrated|went|jumped|changed|caved\s+and\s+moved)\s+(?:over\s+)?to\s+{NEW}\s*(?:[,;]|\s+and)\s*(?:i\s+|then\s+|also\s+)?(?:uninstalled|deleted|removed|ditched|dropped|dumped|cancell?ed|quit|got\s+rid\s+of)\s+{OLD}{END}",
    # "trying Zed instead of Emacs and I'm not going back"
    rf"\b(?:trying(?:\s+out)?|using|went\s+with|going\s+with|picked|chose)\s+{NEW}\s+(?:instead\s+of|in\s+place\s+of|rather\s+than)\s+{OLD}(?:\s+(?:for|on)\s+{PNAME})?(?=\s*(?:[,;.!]|$)|\s+(?:and|but|now)\b)",
    # "Zed > Emacs", two capitalised names and nothing else
    rf"^{TECH}\s*>\s*{TECH_OLD}{END}",
)

# Retractions: (pattern) strings with ``old`` the value that ends.
THINGS_RETRACTIONS: tuple[str, ...] = (
    # "killing Quokka, nobody used it", "scrapping the Pika idea" (gerunds of the verbs in fact_switches)
    # the gerund starts the clause or follows "I'm": "always ask before deleting files" retracts nothing
    rf"(?:^|\b{IM}\s+{ADV})(?:killing|scrapping|cancell?ing|abandoning|ditching|uninstalling|deleting|binning|axing|axed|sunsetting|giving\s+up\s+on)\s+(?!(?:off|by|out|in|it|time|the\s+idea)\b){OLD}{END}",
    # "pulled the plug on Pika", "we're pulling the plug on Lumen"
    rf"\bpull(?:ed|ing)?\s+the\s+plug\s+on\s+{OLD}{END}",
    # "RIP Biscuit", "rip sourdough starter": what died or ended
    rf"^r\.?i\.?p\.?\s+(?:my\s+|our\s+|the\s+)?{OLD}{END}",
    # "gave the ukulele away"
    rf"\bgave\s+(?:the|my|our)\s+{OLD}\s+away\b",
)
