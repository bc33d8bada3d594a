# ruff: noqa: E501  (one frame per line reads better than a wrapped regular expression)
"""People-and-places frames built from verb classes and value types rather than whole sentences.

Round one wrote a frame per sentence shape and those frames barely moved unseen phrasings. These
frames each pair a *class* of cue words for a slot with the *type* of value that slot takes, so a
new verb or word order inside the class still lands:

* residence: a named place followed by "is where I/we <live-class verb>" ("live", "ended up",
  "landed", "settled", "call home", "are based"), or a home noun placed in/near a named place
  ("our flat is just outside Ghent");
* manager: a manager word tied to a name by "=", ":" or a dash, "mine is <Name>" after a manager
  word, "my <manager> changed/switched ... it's <Name> now";
* partner: "<Name> and I are <together-class>" / "me and <Name> <together-class>" and the
  break-up class ("broke up", "split", "aren't together anymore", "called it quits") as an end;
* job: "one of their <occupations>", "at <Org> I do <occupation> work/stuff", a promotion headline
  ("step up at work: <title>", "promoted: <title>");
* pet: an adopted animal named at the end of its clause ("got a rabbit from the shelter, Biscuit").
"""

from __future__ import annotations

from engram.extraction.fact_lexicon import BOSS_WORDS, CHILD_WORDS, PARTNER_WORDS, SPECIES
from engram.extraction.frame_parts import ADV, CNAME, IM, ME, NAME, OLD, ORG, TITLE, Frame, V, _fr

_MANAGER = rf"(?:{BOSS_WORDS}|line\s+lead)"
_PLACE = r"(?P<v>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'.-]*(?:[\s-]+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'.-]*){0,2})"  # a named place: capitalised
_LIVE_CLASS = r"(?:live|living|live\s+now|ended\s+up|landed|settled|call\s+home|are\s+based|am\s+based|moved\s+to|moved|have\s+settled|'ve\s+settled|put\s+down\s+roots|rent|own\s+a\s+place)"
_HOME = r"(?:(?:our|my)\s+(?:new\s+)?(?:place|flat|house|apartment|home|condo|cottage|bungalow|studio|townhouse))"
_NEAR = r"(?:in|on\s+the\s+\w+\s+(?:side|edge|end)\s+of|at\s+the\s+\w+\s+(?:end|edge)\s+of|just\s+outside|outside|in\s+the\s+(?:middle|centre|center|heart|suburbs|outskirts)\s+of|on\s+the\s+outskirts\s+of)"
_TOGETHER = r"(?:a\s+thing|an\s+item|together|official|dating|seeing\s+each\s+other|engaged|a\s+couple|going\s+out)"
# (the parting itself, never a thing split or done with: "Sarah and I split the bill", "... are done with the kitchen")
_BROKE_UP = (
    r"(?:broke\s+up|split\s+up|split|separated|called\s+it\s+quits|(?:are|were)\s+(?:done|over|finished)|"
    r"(?:aren't|are\s+not|are\s+no\s+longer|aren't\s+(?:really\s+)?)\s*together(?:\s+any\s*more)?)"
    r"(?!\s+(?:with|the|a|an|our|my|their|it|this|that|these|those|everything|things|costs?|bills?|rent|work)\b|\s+\w+ing\b)"
)

CUE_FRAMES: tuple[Frame, ...] = (
    # ---- residence: "<Place> is where I live", "that's where we ended up" is anaphoric, skipped
    _fr("residence", "set", rf"^{ADV}{_PLACE}\s+is\s+(?:now\s+)?where\s+{ME}\s+{ADV}{_LIVE_CLASS}\b", False),
    _fr("residence", "set", rf"^{ADV}{_HOME}(?:\s+is|'s)\s+(?:now\s+)?{ADV}{_NEAR}\s+{_PLACE}"),
    _fr(
        "residence",
        "set",
        rf"(?:^|\b{ME}(?:'ve|\s+have)?\s+){ADV}(?:ended\s+up|wound\s+up|landed|settled\s+down|put\s+down\s+roots)\s+(?:living\s+)?in\s+{_PLACE}",
    ),
    _fr("residence", "set", rf"\b{IM}\s+{ADV}(?:renting|living|settled|based)\s+(?:a\s+\w+\s+)?in\s+{_PLACE}"),
    _fr("residence", "set", rf"^{ADV}{_HOME}\s+in\s+{_PLACE}\s+(?:is|has|feels|looks|needs)\b"),  # "was": maybe left
    # ---- manager
    _fr(
        "manager",
        "set",
        rf"^(?:(?:my|the|our)\s+)?(?:new\s+)?{_MANAGER}(?:\s+(?:update|news|change|today|this\s+week))?\s*(?:=|:|->|-+|—|–)\s*(?:now\s+)?{NAME}",
        False,
    ),
    _fr(
        "manager",
        "set",
        rf"\b(?:my\s+|a\s+|the\s+)?(?:new\s+)?{_MANAGER}\b[^.!\x00]{{0,40}}?\bmine\s+is\s+{CNAME}",
        False,
    ),
    _fr(
        "manager",
        "set",
        rf"\bmy\s+{_MANAGER}\s+(?:has\s+)?(?:changed|switched|is\s+different)\b[^.!\x00]{{0,30}}?\b(?:it's|it\s+is|now)\s+{CNAME}",
        False,
    ),
    # ---- partner
    _fr("partner", "set", rf"^{ADV}{CNAME}\s+and\s+(?:i|me)\s+are\s+{ADV}{_TOGETHER}\b", False),
    _fr("partner", "set", rf"^{ADV}(?:me|i)\s+and\s+{CNAME}\s+are\s+{ADV}{_TOGETHER}\b", False),
    _fr("partner", "end", rf"^{ADV}{CNAME}\s+and\s+(?:i|me)\s+(?:have\s+|just\s+)?{_BROKE_UP}", False),
    _fr("partner", "end", rf"^{ADV}(?:me|i)\s+and\s+{CNAME}\s+(?:have\s+|just\s+)?{_BROKE_UP}", False),
    # ---- job: a change said with the subject dropped, "left Acme on friday, joined Brix on monday"
    _fr(
        "employer",
        "switch",
        rf"^{ADV}(?:left|quit|walked\s+out\s+of|finished\s+(?:up\s+)?at)\s+{OLD}(?:\s+(?:on|last|this|yesterday|today)\b[^,;\x00]*)?\s*(?:,|\band\b)\s*(?:then\s+|and\s+)?(?:joined|started\s+at|started\s+with|signed\s+(?:on\s+)?with|moved\s+to)\s+{V}",
    ),
    # ---- job: the first day or week somewhere, "became" a title
    _fr(
        "employer",
        "set",
        rf"^{ADV}(?:my\s+)?(?:first|second|1st|2nd)\s+(?:day|week|month)\s+(?:at|with)\s+{ORG}\s*(?:done|over|complete|finished|survived|went|was|is|tomorrow|today|starts|on)\b",
    ),
    _fr("role", "set", rf"\b{ME}(?:'ve|\s+have)?\s+{ADV}(?:became|become)\s+(?:an?\s+|the\s+)?{TITLE}\b"),
    # ---- job: "my job is <title> at <Org>" holds both, not one my-x-is-y line
    _fr(
        "employer",
        "set",
        rf"^{ADV}my\s+(?:job|role|position|work|occupation|day\s+job)\s+is\s+(?:now\s+)?(?:an?\s+)?{TITLE}\s+(?:at|in|with|for)\s+(?:the\s+)?{ORG}",
    ),
    _fr(
        "role",
        "set",
        rf"^{ADV}my\s+(?:job|role|position|work|occupation|day\s+job)\s+is\s+(?:now\s+)?(?:an?\s+)?{TITLE}\s+(?:at|in|with|for)\b",
    ),
    # ---- job
    _fr("role", "set", rf"\b{ME}(?:'m|\s+am|\s+are|'re)\s+one\s+of\s+(?:their|the|our)\s+{TITLE}s?\b"),
    _fr("employer", "set", rf"^{ADV}(?:at|with|for)\s+{ORG}\s*,?\s+{ME}\s+(?:do|work\s+as|am|'m)\b", False),
    _fr(
        "role",
        "set",
        rf"^{ADV}(?:at|with|for)\s+{ORG}\s*,?\s+{ME}\s+do\s+{TITLE}\s+(?:stuff|work|things|duties)\b",
        False,
    ),
    _fr(
        "role",
        "set",
        rf"^(?:(?:a|another|the|big)\s+)?(?:step\s+up|promotion|promoted|new\s+title|new\s+role)(?:\s+at\s+work)?\s*(?:!+|:|-+|—|–)\s*(?:an?\s+)?{TITLE}\b",
    ),
    # ---- pets listed after a plural kind: "my cats Miso and Tofu", "our two dogs, Rex and Fido" (one frame per name)
    _fr(
        "pet",
        "set",
        rf"(?<![\w'’-])(?:my|our)\s+(?:two\s+|2\s+|three\s+|3\s+)?(?:{SPECIES})(?:s|es)\s*[,:(]?\s*{CNAME}\s*(?:,|and|&)\s*(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])",
        False,
    ),
    _fr(
        "pet",
        "set",
        rf"(?<![\w'’-])(?:my|our)\s+(?:two\s+|2\s+|three\s+|3\s+)?(?:{SPECIES})(?:s|es)\s*[,:(]?\s*(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+\s*(?:,|and|&)\s*{CNAME}",
        False,
    ),
    # ---- a pet or child in apposition after "I have", or named as the user's: "Bolt is my dog"
    _fr(
        "pet",
        "set",
        rf"\b{ME}(?:\s+have|'ve\s+got|\s+have\s+got|\s+got)\s+(?:a|an|one)\s+(?:[\w-]+\s+){{0,2}}?(?P<species>{SPECIES})\s*,\s*{CNAME}\s*(?:$|,|\s+(?:who|and(?!\s+(?:i|me)\b)|she|he|it)\b)",
    ),
    _fr("pet", "set", rf"^{ADV}{CNAME}\s+is\s+(?:my|our)\s+(?:[\w-]+\s+)?(?P<species>{SPECIES})\b(?!['’]s)", False),
    _fr("child", "set", rf"^{ADV}{CNAME}\s+is\s+(?:my|our)\s+(?P<rel>{CHILD_WORDS})\b(?!['’]s)", False),
    # ---- pet adopted, its name last in the clause
    _fr(
        "pet",
        "set",
        rf"(?:^|\b{ME}(?:'ve|\s+have)?\s+){ADV}(?:adopted|rescued|got|brought\s+home|took\s+in)\s+an?\s+(?:[\w-]+\s+)?(?P<species>{SPECIES})\b[^,.;!?\x00]{{0,50}}?,\s*{CNAME}\s*$",
    ),
)

# Read after every other frame (engram.extraction.fact_frames appends them), so a fact a fuller frame
# states comes first.
VALUE_FIRST_FRAMES: tuple[Frame, ...] = (
    # ---- value first: a kin word owned by the user, then a capitalised name, whatever the verb
    # ("it's for my son Oisin", "took my daughter Mia to the zoo"); "my sister's son" never matches
    _fr("child", "set", rf"(?<![\w'’-])(?:my|our)\s+(?P<rel>{CHILD_WORDS})\s*,?\s+{CNAME}", False),
    _fr("partner", "set", rf"(?<![\w'’-])my\s+(?P<rel>{PARTNER_WORDS})\s*,?\s+{CNAME}", False),
)
