# ruff: noqa: E501  (one frame per line reads better than a wrapped regular expression)
"""The frames of typed facts: how people say where they live, who they work for, what they switched.

Each frame is a regular expression over one clause (already split, quotes masked) with named
groups: ``v`` the value, ``old`` the value a switch or retraction names, ``rel`` / ``age`` /
``species`` / ``title`` / ``proj`` / ``desc`` / ``until`` / ``verb`` qualifiers. A frame belongs to
a slot kind and an operation; :mod:`engram.extraction.facts` turns its match into a
:class:`~engram.extraction.slots.TypedFact`. Frames of the user's own life ("self") only fire when
the clause is not about somebody else; frames that name a relative, a pet or a manager carry their
own possessive ("my wife ...", "... my manager").
"""

from __future__ import annotations

from engram.extraction.diet_frames import DIET_FRAMES
from engram.extraction.fact_lexicon import BOSS_WORDS, CHILD_WORDS, DIETS, PARTNER_WORDS, SPECIES
from engram.extraction.frame_parts import (
    _F,
    A_PERSON_NAMED,
    ADV,
    ANYNAME,
    CNAME,
    IM,
    ME,
    NAME,
    NEW,
    NOT_A_STACK,
    OLD,
    ORG,
    PERMANENT,
    PNAME,
    SPAN,
    TEMP_CUE,
    TITLE,
    Frame,
    V,
    _fr,
)
from engram.extraction.frames_things import THINGS_FRAMES
from engram.extraction.kin_frames import KIN_FRAMES
from engram.extraction.kin_lexicon import APPOINTMENT
from engram.extraction.lifecycle_frames import LIFECYCLE_FRAMES
from engram.extraction.people_cues import VALUE_FIRST_FRAMES
from engram.extraction.people_frames import PEOPLE_FRAMES
from engram.extraction.pet_frames import PET_FRAMES
from engram.extraction.project_frames import PROJECT_FRAMES
from engram.extraction.project_intros import PRESUPPOSED_PROJECT_FRAMES, PROJECT_INTRO_FRAMES
from engram.extraction.project_status import PROJECT_STATUS_FRAMES
from engram.extraction.work_frames import LATE_WORK_FRAMES, TITLE_MOVES, WORK_FRAMES

__all__ = ["FRAMES", "NEW", "OLD", "PERMANENT", "PNAME", "TEMP_CUE", "_F", "Frame"]


FRAMES: tuple[Frame, ...] = (
    # ---- how to answer (style:<aspect>): instructions to the assistant, in the user's words
    _fr("style_length", "set", r"\b(?P<v>short|shorter|brief|concise|terse)\s+(?P<noun>replies|answers|responses)\b"),
    _fr(
        "style_length",
        "set",
        r"\bkeep\s+(?:it|them|your\s+(?:answers|replies|responses)|answers|replies|responses|things)\s+(?P<v>short|brief|concise|tight)\b",
    ),
    _fr("style_length", "set", r"^be\s+(?P<v>brief|concise|terse)\b"),
    _fr(
        "style_units",
        "set",
        r"\b(?:use|using|in|give\s+me|always|only|prefer)\s+(?:\w+\s+){0,2}?(?P<v>metric|imperial)\b|^(?P<v2>metric|imperial)(?:\s+units)?(?:\s+only)?(?:\s*,?\s*please)?$",
    ),
    _fr("style_spelling", "set", r"\b(?P<v>British|American|Australian|Canadian)\s+(?:English|spelling)\b"),
    _fr(
        "style_emoji",
        "set",
        r"\b(?:skip|no|avoid|don't\s+use|do\s+not\s+use|never\s+use|without|drop)\s+(?:the\s+|any\s+)?(?P<v>emojis?)\b",
    ),
    # ---- people and places in the shapes chat takes (engram.extraction.people_frames)
    *PEOPLE_FRAMES,
    *(_fr(*spec) for spec in THINGS_FRAMES),  # tools, projects, diet, allergies, hobbies
    *(_fr(*spec) for spec in PROJECT_FRAMES),  # project decisions and introductions by verb class
    *(_fr(*spec) for spec in LIFECYCLE_FRAMES),  # diets, pets and projects starting and stopping
    *(_fr(*spec) for spec in PROJECT_STATUS_FRAMES),  # where a project stands, by a status lexicon
    *(
        _fr(*spec) for spec in (*PROJECT_INTRO_FRAMES, *PRESUPPOSED_PROJECT_FRAMES)
    ),  # more shapes of a project's introduction
    *KIN_FRAMES,  # family and pets introduced, aged and lost (engram.extraction.kin_frames)
    *WORK_FRAMES,  # hired, leaving, titles given, reporting lines (engram.extraction.work_frames)
    # ---- frames added while generalising (kept together for review)
    _fr(
        "role",
        "set",
        r"\b(?:promoted|bumped|moved)\s+me\s+(?:up\s+)?to\s+(?:an?\s+|the\s+)?(?P<title>[^,;:!?()\x00]+)",
        False,
    ),
    _fr("role", "set", r"^officially\s+(?:an?\s+|the\s+)?(?P<title>[^,;:!?()\x00]+?)\s+(?:as\s+of|from|starting)\b"),
    _fr("residence", "set", rf"\b{IM}\s+an?\s+resident\s+of\s+{V}"),
    _fr("residence", "set", rf"\b{IM}\s+{ADV}(?:living|based|settled|residing)\s+in\s+{V}"),
    _fr("residence", "set", rf"\b(?:these\s+days|nowadays),?\s+{IM}\s+in\s+{V}"),
    _fr("residence", "set", rf"\b{IM}\s+in\s+{NEW}\s+(?:these\s+days|nowadays)\b"),
    _fr("residence", "set", r"^(?P<v>[^,;:!?\x00]+?)\s+is\s+where\s+(?:i|we)\s+(?:are|am)(?:\s+now)?\b"),
    _fr("manager", "set", rf"\b{IM}\s+on\s+(?P<v>[^\W\d_][\w.-]*(?:\s+[^\W\d_][\w.-]*){{0,2}})'s\s+team\b"),
    _fr("manager", "set", rf"^{NAME}\s+is\s+(?:still\s+)?the\s+person\s+i\s+(?:report\s+to|work\s+for)\b", False),
    _fr("employer", "set", rf"\b{ME}(?:'ve|\s+have)\s+been\s+working\s+(?:at|for|with)\s+{ORG}"),
    _fr(
        "hobby",
        "set",
        r"\bi\s+(?:sing|play|dance|perform|row|swim|run)\s+(?:in|with|for)\s+an?\s+(?:local\s+)?(?P<v>choir|band|orchestra|team|club|league|quartet|ensemble)\b",
    ),
    _fr("employer", "set", rf"\b(?:and|to)\s+(?:then\s+)?join(?:ed)?\s+{ORG}"),
    _fr("employer", "set", rf"\bemployed\s+as\s+(?:an?\s+)?[\w\s-]+?\s+by\s+{ORG}"),
    _fr(
        "manager",
        "set",
        rf"^{NAME}\s+took\s+over\s+from\s+(?P<old>[\w'-]+(?:\s+[\w'-]+)?)\s+as\s+my\s+(?:manager|boss|team\s+lead|supervisor)",
        False,
    ),
    _fr(
        "residence", "set", r"^(?P<v>[^,;:!?\x00]+?)\s+is\s+(?:(?:my|our)\s+)?(?:new\s+)?home\s+(?:city|town|country)\b"
    ),
    _fr(
        "residence",
        "set",
        rf"\bsettled\s+into\s+(?:a|our|my|the)\s+new\s+(?:place|home|flat|house|apartment)\s+in\s+{V}",
    ),
    _fr("residence", "set", rf"\b{ME}(?:'ve|\s+have)\s+made\s+{NEW}\s+(?:my|our)\s+home\b"),
    _fr("language", "set", rf"\b{ME}\s+{ADV}write\s+(?P<v>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w#+.-]*)$"),
    _fr(
        "hobby",
        "set",
        r"^(?P<v>[^,;:!?()\x00]+?)\s+is\s+how\s+i\s+spend\s+my\s+(?:weekends|evenings|free\s+time|spare\s+time|sundays|saturdays)\b",
    ),
    _fr(
        "child",
        "set",
        rf"\b(?:i've\s+got|i\s+have|we\s+have|we've\s+got)\s+an?\s+(?P<age>\d{{1,2}})[- ]year[- ]old\s+(?P<rel>{CHILD_WORDS})\s*,\s*{CNAME}",
        False,
    ),
    _fr("pet", "end", rf"\b(?:we|i)\s+lost\s+(?:our|my)\s+(?:\w+\s+)?(?:{SPECIES})\s*,?\s+{CNAME}", False),
    _fr(
        "tool",
        "set",
        rf"\b{ME}\s+{ADV}use\s+{NEW}\s+to\s+(?P<purpose>write\s+code|code|program|take\s+notes|take\s+my\s+notes|keep\s+notes|write\s+notes|edit\s+code)\b",
    ),
    _fr("manager", "set", rf"\b{ME}\s+{ADV}answer\s+to\s+{NAME}"),
    _fr("manager", "set", rf"^{NAME}\s+(?:runs|leads|heads|manages)\s+(?:my|our)\s+team\b", False),
    _fr("manager", "set", rf"\b(?:reporting\s+line|manager|boss)\b[^.]*?\bnow\s+it's\s+{NAME}", False),
    _fr("language", "set", rf"^(?:code\s+)?(?:examples|snippets|code\s+samples|answers)\s+in\s+{V}"),
    _fr("employer", "set", rf"\b{ME}\s+{ADV}have\s+a\s+(?:new\s+)?job\s+(?:at|with)\s+{V}"),
    _fr("diet", "set", rf"\b{ME}\s+{ADV}eat\s+(?P<v>{DIETS})\b"),
    _fr(
        "hobby",
        "set",
        r"\bi\s+(?:write|paint|draw|make|sing|play|read|knit|bake|build|restore|collect)\s+(?P<v>[a-z]+)\s+in\s+my\s+(?:spare|free)\s+time\b",
    ),
    _fr(
        "hobby",
        "set",
        r"\bi\s+(?P<verb>[a-z]+)(?:\s+[a-z]+){0,3}?\s+(?:on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days|every\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b",
    ),
    _fr(
        "residence",
        "set",
        rf"\b{ME}(?:'ve|\s+have)\s+been\s+in\s+{NEW}\s+for\s+(?:a\s+few\s+|many\s+|several\s+|\d+\s+|a\s+couple\s+of\s+)?(?:years|months|decades?|ages|a\s+while|a\s+long\s+time)\b",
    ),
    _fr("partner", "set", rf"\b(?:i've|we've|i\s+have)\s+(?:just\s+)?started\s+(?:seeing|dating)\s+{CNAME}"),
    _fr("partner", "set", rf"^{IM}\s+with\s+{CNAME}\s+now\b"),
    _fr(
        "role",
        "set",
        r"\b(?:got\s+)?promoted\W+(?:i'm|i\s+am)\s+(?:now\s+)?(?:an?\s+|the\s+)?(?P<title>[^,;:!?()\x00]+?)(?:\s+now)?$",
    ),
    _fr("role", "set", rf"^{IM}\s+the\s+(?:new\s+)?(?P<title>[^,;:!?()\x00]+?)\s+now$"),
    _fr(
        "hobby",
        "set",
        rf"\b{ME}(?:'ve|\s+have)\s+been\s+(?!(?:doing|going|getting|having|making|taking|working|trying|using|feeling|thinking|living|playing|practi[cs]ing|watching|listening|eating|drinking|buying|spending|learning)\b)(?P<v>[a-z]+ing)\s+(?:a\s+lot|loads|nonstop|every\s+\w+|most\s+\w+)\b",
    ),
    _fr(
        "language",
        "set",
        rf"\b{ME}\s+{ADV}write\s+(?P<v>[\w#+.-]+)\s+(?:mostly|mainly|every\s+day|daily|for\s+work|at\s+work|for\s+a\s+living)\b",
    ),
    _fr("hobby", "set", r"^(?P<v>[^,;:!?()\x00]+?)\s+(?:\w+\s+){0,4}?keeps\s+me\s+(?:sane|going|happy|grounded|fit)\b"),
    _fr("stack", "set", rf"^{PNAME}\s+(?:now\s+)?(?:uses|runs\s+on)\s+{V}"),  # only for a known project
    _fr("stack", "set", rf"\b{IM}\s+{ADV}building\s+{PNAME}\s+(?:with|on|in)\s+{NOT_A_STACK}{V}"),
    _fr(
        "employer",
        "set",
        rf"^(?:my\s+)?(?:day\s+job|job|work|occupation|profession)\s*:\s*(?:an?\s+)?[^,;.!:]+?\s+(?:over\s+|out\s+|down\s+|up\s+)?(?:at|for|with)\s+{ORG}",
    ),
    _fr(
        "role",
        "set",
        r"^(?:my\s+)?(?:day\s+job|job|work|occupation|profession)\s*:\s*(?:an?\s+)?(?P<title>[^,;.!:]+?)\s+(?:over\s+|out\s+|down\s+|up\s+)?(?:at|for|with)\b",
    ),
    _fr(
        "manager",
        "set",
        rf"\bnew\s+(?:boss|manager|supervisor|team\s+lead|line\s+manager)(?:\s*[:,-]\s*|\s+is\s+(?:an?\s+\w+\s+)?(?:called|named)\s+){NAME}",
    ),
    _fr(
        "manager",
        "set",
        rf"\bmy\s+(?:new\s+)?(?:manager|boss|supervisor|team\s+lead|line\s+manager)'s\s+name\s+is\s+{NAME}",
        False,
    ),
    _fr("employer", "set", rf"\b{ME}\s+{ADV}work\s+as\s+(?:an?\s+)?[\w\s-]+?\s+(?:at|for|with)\s+{ORG}"),
    _fr("employer", "set", rf"\band\s+(?:now\s+)?work\s+(?:at|for)\s+{ORG}"),
    _fr("employer", "set", rf"^now\s+(?:at|with)\s+{ORG}"),
    _fr("residence", "set", rf"\b{ME}\s+{ADV}live\s+(?:just\s+)?(?:outside|near|close\s+to)\s+{V}"),
    _fr("notes", "set", r"^(?P<v>[^,;:!?()\x00]+?)\s+is\s+where\s+(?:all\s+)?my\s+notes\s+(?:live|go|are)\b"),
    _fr(
        "allergy",
        "set",
        r"^no\s+(?P<v>[^,;:!?()\x00]+?)\s+(?:for\s+me|in\s+anything|in\s+any\s+of\s+it|at\s+all|anywhere|ever)\b.*\ballergic\b",
        False,
    ),
    _fr("partner", "set", rf"^{CNAME}\s+is\s+my\s+(?:new\s+)?(?P<rel>{PARTNER_WORDS})\b(?!['’]s)", False),
    _fr(
        "language",
        "set",
        r"^(?P<v>[^,;:!?()\x00]+?)\s+is\s+my\s+(?:main\s+|primary\s+|go-to\s+|favou?rite\s+|preferred\s+)?(?:programming\s+)?language\b",
    ),
    _fr(
        "language",
        "set",
        r"\b(?:give\s+me|write|show\s+me|send\s+me)\s+(?P<v>[\w#+.-]+)\s+(?:examples|snippets|code|samples)\b",
    ),
    _fr("residence", "set", r"\bfrom\s+(?P<v>[^,;:!?()\x00]+?)\s+and\s+(?:still|now)\s+(?:live|living)\s+there\b"),
    _fr(
        "residence",
        "set",
        rf"\b{ME}\s+{ADV}(?:rent|own|bought|have|share)\s+(?:a|an|our|my)\s+(?:\w+\s+)?(?:flat|apartment|house|place|home|condo|room)\s+in\s+{V}",
    ),
    _fr("residence", "set", rf"^(?:(?:i've|we've|i\s+have|we\s+have)\s+)?been\s+living\s+in\s+{V}"),
    _fr(
        "employer",
        "set",
        rf"\b(?:started|starting|got|took|landed|accepted|begun|began)\s+(?:a\s+)?(?:new\s+)?(?:job|position|role)\s+(?:at|with)\s+{ORG}",
    ),
    _fr(
        "employer", "set", rf"\b{IM}\s+{ADV}(?:working|employed)\s+as\s+(?:an?\s+)?[\w\s-]+?\s+(?:at|for|with)\s+{ORG}"
    ),
    _fr("employer", "set", rf"^at\s+{ORG},?\s+{IM}\s+"),
    _fr(
        "manager",
        "set",
        rf"\b{ME}\s+(?:have|'ve\s+got|have\s+got|got)\s+a\s+new\s+(?:manager|boss|supervisor|team\s+lead|line\s+manager)\s*[:,-]?\s*{NAME}",
    ),
    _fr("manager", "set", rf"\b{ME}\s+{ADV}(?:work|am\s+working)\s+under\s+{NAME}"),
    _fr(
        "partner",
        "set",
        rf"\b{ME}\s+(?:have|'ve\s+got|have\s+got)\s+a\s+new\s+(?P<rel>{PARTNER_WORDS})\s*[:,-]?\s*{CNAME}",
        False,
    ),
    _fr("partner", "set", rf"\b{IM}\s+(?:now\s+)?in\s+a\s+relationship\s+with\s+{CNAME}"),
    _fr(
        "age",
        "set",
        r"^it's\s+(?P<v>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w-]+)'s\s+birthday\W+(?:(?:she|he|they)(?:'s|\s+is|\s+turns)\s+)?(?P<age>\d{1,2})\b",
        False,
    ),
    _fr("hobby", "set", r"\bi\s+play\s+(?P<v>[a-z]+)\s+(?:online\s+)?(?:every|most|on|at|with|twice|once)\b"),
    _fr("hobby", "set", r"^(?P<v>[^,;:!?()\x00]+?)\s+(?:is|are)\s+my\s+(?:\w+\s+)?(?:thing|hobby|obsession|passion)\b"),
    _fr(
        "hobby",
        "set",
        r"^(?P<v>[^,;:!?()\x00]+?)\s+is\s+what\s+i\s+do\s+(?:to\s+relax|to\s+unwind|for\s+fun|in\s+my\s+free\s+time)\b",
    ),
    _fr("diet", "set", rf"\b(?:follow|eat|keep|on)\s+an?\s+(?:strict\s+|mostly\s+)?(?P<v>{DIETS})\s+diet\b"),
    _fr("pet", "end", rf"\b(?:we|i)\s+gave\s+{CNAME}\s+(?:away|to)\b", False),
    _fr(
        "editor",
        "set",
        rf"\b{ME}\s+{ADV}do\s+(?:all\s+|most\s+)?(?:of\s+)?my\s+(?:coding|programming|development|dev\s+work)\s+in\s+{V}",
    ),
    _fr(
        "residence",
        "set",
        r"^(?P<v>[^,;:!?\x00]+?)\s+(?:has\s+been|'s\s+been|has\s+always\s+been)\s+(?:(?:my|our)\s+)?home\b",
    ),
    _fr(
        "residence",
        "set",
        r"^born\s+and\s+raised\s+in\s+(?P<v>[^,;:!?()\x00]+?),?\s+(?:and\s+)?still\s+(?:here|there|live\s+there|living\s+there)\b",
    ),
    _fr("residence", "set", rf"(?:^|\band\s+){ADV}(?:moved|relocated)\s+(?:back\s+)?to\s+{V}"),
    _fr("employer", "set", rf"\b{ME}(?:'ve|\s+have)\s+been\s+(?:at|with)\s+(?:(?-i:the)\s+)?{ORG}\s+(?:for|since)\b"),
    _fr("employer", "set", rf"\b{IM}\s+{ADV}(?:joining|starting\s+at|starting\s+with)\s+{ORG}"),
    _fr(
        "employer",
        "set",
        rf"^(?:day\s+job|job|work|occupation|profession)\s*:\s*(?:an?\s+)?[^,;.!:]+?\s+(?:over\s+|out\s+|down\s+|up\s+)?(?:at|for|with)\s+{ORG}",
    ),
    _fr(
        "role",
        "set",
        r"^(?:day\s+job|job|work|occupation|profession)\s*:\s*(?:an?\s+)?(?P<title>[^,;.!:]+?)\s+(?:over\s+|out\s+|down\s+|up\s+)?(?:at|for|with)\b",
    ),
    _fr(
        "role",
        "set",
        # (a hyphen inside a word joins it: "new role-playing game")
        r"\bnew\s+(?:job\s+)?(?:title|role|position)(?:\s*(?::|is)|\s+-)\s*(?:an?\s+)?(?P<title>[^,;:!?()\x00]+)",
    ),
    # ---- temporary stays (before residence: "I'm in Tokyo until Friday" is not a move)
    _fr(
        "trip",
        "temp",
        rf"^(?:{IM}\s+|(?:i|we)'ll\s+be\s+|(?:i|we)\s+will\s+be\s+)?{ADV}(?:visiting|over in|staying in|away in|travell?ing in|in|back in)\s+{V}",
    ),
    _fr(
        "trip", "temp", rf"(?:\b{IM}\s+|^){ADV}(?:off to|headed to|heading to|flying to|travell?ing to|going to)\s+{V}"
    ),
    _fr("trip", "temp", rf"^(?:{IM}\s+)?{ADV}at\s+(?:a|an|the)\s+[\w\s'-]+?\s+in\s+{V}"),
    _fr("trip", "temp", rf"\b(?:a|my|our)\s+(?:\w+\s+)?trip\s+(?:to|in)\s+{V}"),
    # ---- residence
    _fr(
        "residence",
        "switch",
        rf"\b(?:moved|relocated|moving|relocating)\s+(?:away\s+)?from\s+{OLD}\s+(?:back\s+)?to\s+{V}",
    ),
    _fr(
        "residence",
        "set",
        rf"\b{ME}(?:'ve|\s+have)?\s+{ADV}(?:moved|relocated|settled|resettled|emigrated)\s+(?:back\s+|here\s+|over\s+|out\s+|down\s+|up\s+|across\s+(?:town|the\s+\w+)\s+|house\s+)?(?:to|in)\s+{V}",
    ),
    _fr(
        "residence",
        "set",
        rf"\bmov(?:ed|ing)\s+into\s+(?:our|my|a|the)\s+new\s+(?:place|home|flat|apartment|house)\s+in\s+{V}",
    ),
    _fr(
        "residence",
        "set",
        # "living my dream", "living the life": no place
        rf"^(?:{IM}\s+)?{ADV}(?:living|based(?:\s+out\s+of)?|settled|settling|residing|located)\s+"
        rf"(?:(?:down|back|here)\s+)?(?:in\s+)?(?!(?:my|our|the|a|an|your|his|her|their|it|life|like|on|upon|for|with|down|back)\b){V}",
    ),
    _fr("residence", "set", rf"\b{ME}\s+{ADV}(?:live|reside)\s+in\s+{V}"),
    _fr(
        "residence",
        "set",
        rf"\b(?:(?:my|our)\s+(?:new\s+)?|the\s+new\s+)(?:home|apartment|flat|house|place|address|home base)(?:\s+is|'s)\s+(?:now\s+)?in\s+{V}",
    ),
    _fr("residence", "set", rf"^(?:a\s+)?new\s+(?:home|place|address|apartment|flat|house)\s+in\s+{V}"),
    _fr(
        "residence",
        "set",
        r"^(?P<v>[^,;:!?\x00]+?)\s+is\s+(?:(?:my|our)\s+)?(?:new\s+)?home(?:\s+base)?(?:\s+now|\s+for good|\s+these days)?$",
    ),
    # "home is Galway now" / "my home base is Leeds", not "a safe home is key"
    _fr("residence", "set", rf"(?:^|\b(?:my|our)\s+(?:new\s+)?)home(?:\s+base)?\s+is\s+(?:now\s+)?{V}"),
    _fr(
        "residence",
        "set",
        r"^(?P<v>[^,;:!?\x00]+?)(?:\s+is|['’]s)\s+where\s+(?:i|we)(?:'ve|\s+have)?\s+(?:live|are\s+living|call\s+home|are\s+based|put\s+down\s+roots|settled|set\s+up\s+home)\b",
    ),
    _fr("residence", "set", rf"\b{ME}(?:'ve|\s+have)\s+(?:lived|been\s+living)\s+in\s+{NEW}\s+(?:for\b|{SPAN})"),
    _fr("residence", "set", rf"\b{IM}\s+an?\s+(?P<v>[\w'-]+(?:\s+[\w'-]+)?)\s+(?:resident|local)\b"),
    _fr(
        "residence",
        "set",
        rf"\b(?:{ME}(?:'ve|\s+have)?|(?:my|our)\s+family\s+has)\s+(?:been|lived)\s+(?:living\s+)?in\s+{V}\s+since\b",
    ),
    _fr(
        "residence",
        "set",
        rf"\b(?:headed|heading|went|moved|relocated|going)\s+(?:out\s+|over\s+)?to\s+{V}\s+for\s+good\b",
    ),
    _fr("residence", "set", rf"\b{IM}\s+{ADV}in\s+(?P<v>[^,;:!?()\x00]+?)(?<!\bright)\s+now\b"),  # never "right now"
    _fr("residence", "set", rf"\b{ME}\s+call\s+{NEW}\s+home\b"),
    _fr("residence", "end", rf"\b{ME}\s+(?:don't|do not|no longer)\s+live\s+in\s+{V}"),
    # ---- employer and role
    _fr("employer", "set", rf"\b{ME}\s+{ADV}work\s+(?:at|for)\s+{V}"),
    _fr("employer", "set", rf"^(?:{IM}\s+)?{ADV}(?:working|employed)\s+(?:at|for|by)\s+{V}"),
    _fr(
        "employer",
        "set",
        rf"\b{ME}(?:'ve|\s+have)?\s+{ADV}(?:joined|started at|started working at|signed with|been hired by|got hired by|got a job at|landed a job at|taken a job at|took a job at)\s+"
        # "joined a travel club", "signed with a new team": a group, not an employer
        rf"(?!(?:an?|the|my|our|this|that|some|another)\s){V}",
    ),
    # a body known by its letters, joined by the user alone: "I joined the NHS last spring" (never "we joined the
    # EU", nor the bodies people join as members: "I joined the PTA")
    _fr(
        "employer",
        "set",
        rf"\bi(?:'ve|\s+have)?\s+{ADV}(?:joined|started at|started working at|got a job at|landed a job at|took a job at)\s+"
        r"the\s+(?!(?:PTA|PTO|WI|YMCA|YWCA|RSPB|NCT|NRA|AA|NA|EU|GOP|NUS|RSVP)\b)(?P<v>(?-i:[A-Z]{2,6}))\b"
        r"(?!\s+(?:group|club|class|team|chat|server|choir|committee|board|forum|discord|community|union)\b)",
    ),
    _fr(
        "employer",
        "set",
        rf"^{ADV}(?:joined|started at|signed with|hired by|starting at)\s+(?!(?:an?|the|my|our|this|that|some|another)\s){V}",
    ),
    _fr("employer", "set", rf"\b{ME}\b.*?\band\s+(?:then\s+|just\s+)?(?:joined|started\s+at|signed\s+with)\s+{V}"),
    _fr(
        "employer",
        "end",
        rf"\b{ME}\s+{ADV}(?:left|quit)\s+{OLD}\s+(?:and|to)\s+(?:join|joined|start|started|go|went)\b",
    ),
    _fr("employer", "set", rf"\b(?:accepted|took|signed)\s+(?:the|an|their)\s+(?:job\s+)?offer\s+from\s+{V}"),
    _fr("employer", "set", rf"\bnew\s+(?:employer|job|company)\s*(?::|is|-)\s*(?:at\s+)?{V}"),
    _fr("employer", "set", rf"\bmy\s+(?:new\s+)?(?:employer|company)\s+is\s+{V}"),
    # the workplace with its part in apposition: "Ashby & Cole (my employer) wants us in the office"
    _fr(
        "employer",
        "set",
        r"^(?P<v>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'.-]*(?:\s+(?:&\s+)?(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'.-]*){0,3})\s*(?:\(\s*|,\s*)(?:my|our)\s+"
        r"(?:current\s+|new\s+)?(?:employer|company|workplace|firm)\s*(?:\)|,)",
    ),
    _fr("employer", "set", r"^(?P<v>[A-ZÀ-ÖØ-ÞĀ-Ž][\w&'.-]*(?:\s+[A-ZÀ-ÖØ-ÞĀ-Ž][\w&'.-]*){0,2})\s+pays\s+my\s+bills"),
    _fr(
        "employer",
        "set",
        # (never "I'm at the dentist": an article says a place of the day; "I'm over at Kestrel now")
        rf"\b{IM}\s+{ADV}(?:over\s+|in-house\s+|full-time\s+|on\s+staff\s+)?(?:at|with)\s+(?!(?:the|a|an|my|our|his|her|their|this|that|home|work)\b)(?P<v>[A-ZÀ-ÖØ-ÞĀ-Ž][\w&'.-]*(?:\s+[A-ZÀ-ÖØ-ÞĀ-Ž][\w&'.-]*){{0,2}})(?=\s*(?:,|now|as\b|$))",
    ),
    _fr("employer", "set", r"^still\s+(?:at|with)\s+(?P<v>[A-ZÀ-ÖØ-ÞĀ-Ž][\w&'.-]*(?:\s+[A-ZÀ-ÖØ-ÞĀ-Ž][\w&'.-]*){0,2})"),
    _fr(
        "role",
        "set",
        rf"(?<!\byou\s)(?<!\bhim\s)(?<!\bher\s)(?<!\bthem\s)\b(?:as|starting as|start as|hired as|work as|working as|role as)\s+(?:(?:an?|the|their)\s+|(?<=work as )|(?<=working as ))(?!same\b)(?:new\s+|first\s+|only\s+)?{TITLE}\b",
    ),
    _fr(
        "employer",
        "set",
        rf"\b{IM}\s+{ADV}(?:an?\s+|the\s+)?(?:new\s+)?{TITLE}\s+(?:at|for|with)\s+{ORG}",
    ),
    _fr(
        "role",
        "set",
        # "it made me realize" / "made me proud" are feelings, not titles
        r"\b(?:made|appointed|named|promoted)\s+me\s+(?!(?:realize|realise|think|feel|felt|appreciate|proud|happy|"
        r"sad|want|wonder|see|understand|laugh|cry|smile|nervous|excited|grateful|thankful|more|so|very|really|even|"
        r"love|hate|rethink|reconsider|remember|question|believe|go|do|try|get|take|stop|start|keep|look|miss|"
        r"curious|hopeful|motivated|inspired|determined|calm|anxious|nostalgic|reflect|value|cherish|"
        r"decide|grow|learn|change|act|wish|notice|forget|care|fall|open|push|stronger|better|worse)\b)"
        r"(?:an?\s+|the\s+|their\s+)?(?:new\s+)?(?P<title>[^,;:!?()\x00]+)",
        False,
    ),
    _fr("role", "set", rf"\b{ME}'ll\s+be\s+(?:their|the|an?)\s+(?:new\s+)?{TITLE}\b"),
    _fr("role", "set", rf"\b{IM}\s+{ADV}(?:an?\s+|the\s+|their\s+(?:new\s+)?)?{TITLE}\b"),
    _fr(
        "role",
        "set",
        r"\b(?:my\s+)?(?:job\s+)?(?:title|role|position)\s+(?:is\s+now|is|changed\s+to|is\s+officially|became)\s+(?:an?\s+)?(?P<title>[^,;:!?()\x00]+)",
    ),
    _fr(
        "role",
        "set",
        r"\b(?:promoted|bumped\s+up|moved\s+up|stepped\s+up)\s+to\s+(?:an?\s+)?(?P<title>[^,;:!?()\x00]+)",
    ),
    *TITLE_MOVES,  # "made the jump to ...", "<title> here" (work_frames.py)
    _fr("role", "set", r"\bgot\s+the\s+promotion\W+(?:i'm|i am)\s+(?:an?\s+)?(?P<title>[^,;:!?()\x00]+?)\s+now\b"),
    _fr("role", "set", rf"\b{TITLE}\s+(?:role|position|job)\b"),
    _fr("role", "set", rf"\b(?:same\s+(?:job|role|title)\s*[,:]\s*|still\s+an?\s+){TITLE}\b"),
    _fr("employer", "end", rf"\b{ME}\s+{ADV}(?:resigned|quit|left|retired)\s+from\s+{OLD}$"),
    # ---- manager
    # "I report to Ida", "I report to a guy called Hamish", "I work for a woman named Priya Shah"
    _fr(
        "manager",
        "set",
        # (said ahead of its start too: "they said i'll report to mei ling from monday")
        rf"\b{ME}(?:['’]ll|\s+will|['’]m\s+going\s+to|\s+am\s+going\s+to)?\s+{ADV}"
        rf"(?:report\s+(?:(?:directly|straight|only|now)\s+)*(?:to|into)|work\s+for(?=\s+{A_PERSON_NAMED}(?:called|named)\s))"
        rf"\s+(?:{A_PERSON_NAMED}(?:called|named)\s+)?{NAME}",
    ),
    _fr(
        "manager",
        "set",
        rf"\bmy\s+(?:new\s+)?{BOSS_WORDS}(?:\s+(?:at|in)\s+(?:work|the\s+\w+))?"
        rf"\s+is\s+(?:now\s+)?{A_PERSON_NAMED}(?:called\s+|named\s+)?{NAME}",
        False,
    ),
    _fr(
        "manager",
        "set",
        rf"\b(?:the\s+(?:person|one)\s+i\s+report\s+to|my\s+(?:new\s+)?(?:{BOSS_WORDS}|lead))(?:\s+is\s+(?:now\s+)?|\s*,\s*|\s+){CNAME}",
        False,
    ),
    _fr(
        "manager",
        "set",
        rf"^{NAME}(?:\s+is|'s)\s+(?:still\s+)?(?:the\s+one\s+i\s+report\s+to|(?:now\s+)?my\s+(?:new\s+)?{BOSS_WORDS})",
        False,
    ),
    _fr(
        "manager",
        "set",
        rf"^{NAME}(?:\s+from\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?)?\s+(?:took\s+over\s+as|became|is\s+now|stepped\s+in\s+as)\s+my\s+(?:new\s+)?{BOSS_WORDS}",
        False,
    ),
    _fr("manager", "set", rf"^{NAME}\s+manages\s+(?:our\s+team|my\s+team|me|us)\b", False),
    _fr(
        "manager",
        "set",
        rf"\b(?:reporting\s+line|manager|boss)\b[^.]*?\bit's\s+{NAME}\s+now(?:\s+instead\s+of\s+{OLD}$)?",
        False,
    ),
    _fr("manager", "set", rf"\breporting\s+(?:(?:directly|straight|now)\s+)*(?:to|into)\s+{NAME}"),
    # ---- partner
    _fr(
        "partner",
        "set",
        rf"\bmy\s+(?P<rel>{PARTNER_WORDS})(?:\s+is\s+called\s+|\s+is\s+named\s+|'s\s+name\s+is\s+|\s*,\s*|\s+){CNAME}",
        False,
    ),
    _fr("partner", "set", rf"^{NAME}\s*(?:\(|,)\s*my\s+(?P<rel>{PARTNER_WORDS})\b", False),
    _fr(
        "partner",
        "set",
        rf"^(?:{IM}\s+)?{ADV}(?:dating|seeing|going\s+out\s+with|engaged\s+to|married\s+to)\s+(?:someone\s+(?:named|called)\s+)?"
        rf"(?![^\W\d_][\w'.-]*(?:\s+[^\W\d_][\w'.-]*)?{APPOINTMENT}){NAME}",
    ),
    _fr(
        "partner",
        "set",
        rf"^{NAME}\s+and\s+i\s+(?:just\s+|finally\s+|officially\s+)?(?:have\s+been|'ve\s+been|are|got)\s+(?:going\s+out|dating|together|seeing\s+each\s+other|a\s+couple|engaged|married)",
        False,
    ),
    _fr(
        "partner",
        "end",
        # (never kin, nor done with a thing: "my sister and I are done with the renovation")
        rf"^(?!(?:my|our|the)\s){NAME}\s+and\s+i\s+(?:have\s+|'ve\s+)?(?:called\s+it\s+quits|split(?:\s+up)?|broke\s+up|separated|divorced|are\s+done)"
        r"(?!\s+(?:with|the|a|an|our|my|it|this|that|for\s+the\s+day)\b|\s+\w+ing\b)",
        False,
    ),
    _fr("partner", "end", r"^(?!(?:we|i|they|he|she|you)\b)(?P<v>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+)\s+moved\s+out\b", False),
    _fr(
        "partner",
        "end",
        r"\b(?:i'm|i am)\s+(?:(?:single|divorced|separated)\s+(?:again|now)|(?:now|officially)\s+(?:single|divorced|separated))\b|\bwe\s+(?:broke\s+up|split\s+up|separated|divorced)\b(?!\s+(?:with\s+)?(?:the|a|an|our|my|their|that|this|them|it|these|those)\b)(?P<v>)",
    ),
    # ---- children and ages
    _fr(
        "child",
        "set",
        rf"\b(?:i've\s+got|i\s+have|we\s+have|we've\s+got|i\s+got)\s+an?\s+(?P<age>\d{{1,2}})[- ]year[- ]old\s+(?P<rel>{CHILD_WORDS})\s+(?:called|named)\s+{NAME}",
    ),
    _fr(
        "child", "set", rf"\b(?:my|our)\s+(?P<age>\d{{1,2}})[- ]year[- ]old\s+(?P<rel>{CHILD_WORDS}),?\s+{CNAME}", False
    ),
    _fr("child", "set", rf"^{NAME},\s+(?:my|our)\s+(?P<rel>{CHILD_WORDS}),\s+is\s+(?P<age>\d{{1,2}})\b", False),
    _fr(
        "child",
        "set",
        rf"\b(?:my|our)\s+(?P<rel>{CHILD_WORDS})\s+{CNAME}\s+(?:is|turned|turns|just\s+turned|is\s+turning)\s+(?P<age>\d{{1,2}})\b",
        False,
    ),
    _fr(
        "child",
        "set",
        rf"\b(?:my|our)\s+(?P<rel>{CHILD_WORDS})(?:\s+is\s+called|\s+is\s+named|'s\s+name\s+is|,)\s*{CNAME}",
        False,
    ),
    _fr("child", "set", rf"\bbaby\s+{NAME}\s+(?:arrived|was\s+born|is\s+here|came)", False),
    _fr("child", "set", rf"\b(?:newest|new)\s+(?:family\s+member|addition)\W+baby\s+{NAME}", False),
    _fr(
        "child",
        "set",
        rf"\bwe\s+(?:had|welcomed)\s+a\s+(?:baby\s+)?(?P<rel>boy|girl|son|daughter)\W+(?:named\s+|called\s+)?{CNAME}",
        False,
    ),
    _fr(
        "age",
        "set",
        rf"^{NAME}\s+(?:is|'s|turned|turns|just\s+turned|celebrated\s+turning|is\s+turning)\s+(?P<age>\d{{1,2}})\b",
        False,
    ),
    _fr("age", "set", rf"^{NAME}\s+(?:just\s+)?had\s+(?:a|her|his)\s+birthday\b\D*(?P<age>\d{{1,2}})\b", False),
    *PET_FRAMES,  # an animal of the user's named and gone (pet_frames.py)
    *DIET_FRAMES,  # diet and allergies (diet_frames.py)
    # ---- tools
    _fr(
        "editor",
        "set",
        rf"^{NEW}\s+is\s+(?:the|my)\s+(?:main\s+|go-to\s+|daily\s+|favou?rite\s+)?(?:editor|ide|text\s+editor|code\s+editor)\b",
    ),
    _fr(
        "editor",
        "set",
        rf"\bmy\s+(?:main\s+|go-to\s+|daily\s+)?(?:editor|ide|text\s+editor)\s+(?:of\s+choice\s+)?is\s+{V}",
    ),
    _fr(
        "editor",
        "set",
        rf"\b(?:coding|programming|development|dev\s+work|editing)\s+(?:happens|is\s+done|lives|gets\s+done)\s+in\s+{V}",
    ),
    _fr(
        "editor", "set", rf"\b{ME}\s+{ADV}(?:\w+\s+)?(?:code|edit\s+code|write\s+(?:my\s+|all\s+my\s+)?code)\s+in\s+{V}"
    ),
    _fr(
        "language",
        "set",
        rf"\bmy\s+(?:main\s+|primary\s+|go-to\s+|favou?rite\s+|preferred\s+|daily\s+)?(?:programming\s+)?language\s+is\s+{V}",
    ),
    _fr(
        "language",
        "set",
        rf"\b(?:write|give\s+me|show\s+me|do)\s+(?:the\s+|my\s+)?(?:snippets|code|examples|scripts|code\s+samples)\s+(?:for\s+me\s+)?in\s+{V}",
    ),
    _fr("language", "set", rf"\b{ME}\s+{ADV}(?:program|script|code)\s+{ADV}in\s+{V}"),
    _fr(
        "notes",
        "set",
        rf"\b(?:everything|all|anything)\s+i\s+(?:jot\s+down|write\s+down|note\s+down|note)\s+(?:goes|lands)\s+(?:into|in)\s+{V}",
    ),
    _fr(
        "notes",
        "set",
        rf"\b{ME}\s+(?:am\s+|'m\s+|are\s+|'re\s+)?{ADV}(?:take|keep|jot\s+down|write|taking|keeping|writing|jotting\s+down)\s+(?:all\s+)?(?:my\s+)?notes\s+(?:down\s+)?in\s+{V}",
    ),
    _fr("notes", "set", rf"\bmy\s+notes?\s+(?:app\s+is|live\s+in|are\s+in|go\s+in(?:to)?)\s+{V}"),
    _fr(
        "tool",
        "set",
        rf"\b{ME}(?:'ve\s+been\s+using|\s+have\s+been\s+using|'m\s+using|\s+am\s+using|\s+{ADV}(?:use|rely\s+on|stick\s+with))\s+{NEW}\s+for\s+(?:my\s+|all\s+my\s+)?(?P<purpose>[\w#+. -]+)",
    ),
    _fr(
        "tool",
        "set",
        rf"^for\s+(?:my\s+|all\s+my\s+)?(?P<purpose>[\w -]+?),?\s+{ME}\s+{ADV}(?:use|rely\s+on|reach\s+for|stick\s+with)\s+{V}",
    ),
    _fr(
        "tool",
        "set",
        rf"\b{ME}\s+{ADV}write\s+(?:most\s+of\s+|all\s+(?:of\s+)?)?my\s+(?P<purpose>scripts|code|notes|tests)\s+in\s+{V}",
    ),
    # ---- projects
    _fr(
        "project",
        "set",
        rf"\bside\s+project(?:\s+alert)?\s*[:,-]\s*{ANYNAME}\s*[,(-]\s*(?:an?\s+|the\s+)?(?P<desc>[^)\x00]+)",
    ),
    _fr(
        "project",
        "set",
        rf"\b{ME}(?:'ve|\s+have|'m|\s+am|'re|\s+are)\s+(?:been\s+)?(?:hacking|working|building|tinkering)\s+on\s+{PNAME}\s*(?:\((?P<desc>[^)\x00]+)\)|,\s+(?:an?\s+)?(?P<desc2>[^,;.!\x00]+))?",
    ),
    _fr(
        "project",
        "set",
        rf"\b{IM}\s+{ADV}(?:building|making|developing|writing|creating)\s+{PNAME}\s*,\s+(?:an?\s+)?(?P<desc>[^,;.!\x00]+)",
    ),
    _fr(
        "project",
        "set",
        rf"\bmy\s+(?:side\s+|pet\s+|new\s+)?project\s+(?:is\s+)?(?:called\s+|named\s+)?{PNAME}(?:\s*,\s*(?:an?\s+)?(?P<desc>[^,;.!\x00]+))?",
    ),
    _fr("stack", "set", rf"^{ANYNAME}\s+(?:is\s+going\s+to\s+be|will\s+be|is|gets)\s+built\s+(?:on|with|in)\s+{V}"),
    _fr(
        "stack",
        "set",
        rf"\b(?:{IM}|{ME})\s+(?:picked|chose|went\s+with|settled\s+on|decided\s+on|using|will\s+use|use)\s+{NEW}\s+(?:as\s+the\s+[\w\s]*?\s+)?for\s+(?:the\s+)?{PNAME}",
    ),
    _fr("stack", "set", rf"^{ANYNAME}\s+(?:runs|will\s+run|is\s+running|is\s+going\s+to\s+run)\s+on\s+{V}"),
    _fr(
        "status",
        "set",
        rf"^{PNAME}\s+is\s+(?:now\s+)?(?P<v>paused|on\s+hold|on\s+ice|live|shipped|launched|released|done|finished)\b",
    ),
    _fr("status", "set", rf"^{PNAME}\s+(?P<v>went\s+live|is\s+live|shipped|launched)\b"),
    _fr("status", "set", rf"\b(?P<v>launched|shipped|released)\s+{PNAME}\b"),
    _fr("status", "set", rf"\bput\s+{PNAME}\s+(?P<v>on\s+hold|on\s+ice)\b"),
    # ---- hobbies
    _fr("hobby", "set", rf"^weekends\s+are\s+for\s+{V}"),
    _fr("hobby", "set", rf"^{NEW}\s+is\s+my\s+(?:\w+\s+)?(?:obsession|hobby|passion|thing|jam)\b"),
    _fr("hobby", "set", rf"\bmy\s+(?:new\s+|main\s+|favou?rite\s+)?hobby\s+is\s+{V}"),
    _fr("hobby", "set", rf"\b{ME}\s+(?:take|do|go\s+to|attend)\s+{NEW}\s+(?:lessons|classes)\b"),
    _fr("hobby", "set", rf"\b{IM}\s+(?:really\s+|totally\s+)?into\s+{V}"),
    _fr("hobby", "set", rf"\b{ME}(?:'ve|\s+have)\s+(?:taken\s+up|picked\s+up|got\s+into|gotten\s+into)\s+{V}"),
    _fr(
        "hobby",
        "set",
        r"\bi\s+(?P<verb>[a-z]+)(?:\s+[a-z]+){0,3}?\s+(?:in\s+my\s+(?:free|spare)\s+time|in\s+the\s+evenings|on\s+weekends|at\s+weekends|to\s+unwind|to\s+relax|for\s+fun|every\s+weekend|most\s+mornings|every\s+morning|most\s+evenings|every\s+evening|every\s+night|before\s+work|after\s+work|on\s+sundays|on\s+saturdays)\b",
    ),
    _fr("hobby", "set", r"\bi\s+go\s+(?P<v>[a-z]+ing)\s+(?:every|on|at|most)\b"),
    *LATE_WORK_FRAMES,  # the title a joining names, without an article ("joined X as head of growth")
    *VALUE_FIRST_FRAMES,  # a kin word and a name, whatever the verb: last, after every fuller frame
)
