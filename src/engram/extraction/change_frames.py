# ruff: noqa: E501  (one frame per line reads better than a wrapped regular expression)
"""Frames for a change or an ending of a people-and-places slot, by verb class and value type.

Earlier rounds mostly read a slot being *stated*; a life changes it. These frames pair the verb
classes chat uses for a change with the value type of the slot it changes, so the class carries an
unseen verb of the same kind:

* employer start: "I start at <Org> next week", "(got a) new job at <Org>", "at <Org>, where I
  started/work" (a request that mentions the user's workplace in passing), "I'm / I've been on the <x> team at <Org>";
* employer end: "my last day at <Org> was ...", the let-go class ("laid off", "let go", "made
  redundant", "fired") from/by <Org>, "finished/wrapped up at <Org>", "I don't work at <Org>
  anymore", "I'm no longer at/with <Org>";
* role: "stepped up / stepped in / took over as <title>";
* manager: "got a new manager ..., <Name>", "<Name> took over my team";
* partner: "started seeing/dating someone ... <Name>" as a start; "divorced from <Name>",
  "<Name> is my ex" as an end;
* residence: "settled/moved into our <home> in <Place>", "back in <Place> after/for good".

Every frame needs the user as subject (or a dropped subject at the start of the clause), so a
sibling's or a colleague's change never matches.
"""

from __future__ import annotations

from engram.extraction.frame_parts import ADV, CNAME, IM, ME, ORG, TITLE, Frame, _fr

_START = r"(?:^|\b(?:i|we)(?:'ve|\s+have)?\s+)"  # the user as subject, or a subject dropped at the start
_MANAGER = r"(?:line\s+manager|manager|boss|supervisor|team\s+lead|team\s+leader)"
_PLACE = r"(?P<v>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'.-]*(?:[\s-]+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'.-]*){0,2})"
_HOME = r"(?:our|my)\s+(?:new\s+|own\s+|little\s+|first\s+)?(?:place|flat|house|apartment|home|condo|cottage|studio|townhouse)"
_OLD_ORG = ORG.replace("(?P<v>", "(?P<old>", 1)  # an ending names the employer it ends
_LET_GO = r"(?:laid\s+off|let\s+go|made\s+redundant|fired|sacked|pushed\s+out)"

CHANGE_FRAMES: tuple[Frame, ...] = (
    # ---- employer: a start
    _fr("employer", "set", rf"\b{ME}\s+{ADV}(?:start|begin)\s+(?:at|with)\s+{ORG}"),
    _fr(
        "employer",
        "set",
        rf"(?:^{ADV}(?:got\s+)?(?:a\s+)?|\b{ME}(?:'ve|\s+have)?\s+{ADV}(?:got|landed|found)\s+(?:a\s+)?|(?<![\w'’-])my\s+)new\s+job\s+(?:at|with)\s+{ORG}",
        False,
    ),
    _fr("employer", "set", rf"\bat\s+{ORG}\s*,?\s+where\s+{ME}\s+{ADV}(?:work|started|joined|began)\b", False),
    _fr(
        "employer",
        "set",
        rf"\b(?:{IM}|{ME}(?:'ve|\s+have)\s+been)\s+{ADV}(?:on|in)\s+the\s+(?:[\w-]+\s+){{0,3}}?team\s+(?:at|with)\s+{ORG}",
    ),
    # ---- employer: an ending
    _fr(
        "employer",
        "end",
        rf"(?:^{ADV}|(?<![\w'’-])my\s+)last\s+day\s+(?:at|with)\s+{_OLD_ORG}\s+(?:was|is|will\s+be)\b",
        False,
    ),
    _fr(
        "employer",
        "end",
        rf"{_START}{ADV}(?:got\s+|was\s+|were\s+|been\s+|have\s+been\s+)?{_LET_GO}\s+(?:from|by|at)\s+{_OLD_ORG}",
        False,
    ),
    _fr("employer", "end", rf"{_START}{ADV}(?:finished\s+up|wrapped\s+up|finished)\s+at\s+{_OLD_ORG}", False),
    _fr(
        "employer",
        "end",
        rf"\b{ME}\s+(?:don't|dont|do\s+not)\s+(?:work\s+(?:at|for)|work\s+with)\s+{_OLD_ORG}\s+(?:any\s*more|now)\b",
        False,
    ),
    _fr("employer", "end", rf"\b{ME}\s+{ADV}no\s+longer\s+work\s+(?:at|for|with)\s+{_OLD_ORG}", False),
    _fr(
        "employer",
        "end",
        rf"\b{IM}\s+(?:no\s+longer|not)\s+(?:at|with|working\s+(?:at|for))\s+{_OLD_ORG}(?:\s+any\s*more)?\s*$",
        False,
    ),
    # ---- role: stepping into a title
    _fr(
        "role",
        "set",
        rf"\b{ME}(?:'ve|\s+have)?\s+{ADV}(?:stepped\s+up|stepped\s+in|took\s+over|moved\s+up)\s+as\s+(?:an?\s+|the\s+)?{TITLE}\b",
    ),
    # ---- manager: a new one named after the news, or someone taking over the user's team
    _fr(
        "manager",
        "set",
        rf"{_START}{ADV}(?:got|have|'ve\s+got)\s+a\s+new\s+{_MANAGER}\b[^,;.!?\x00]{{0,25}},\s*{CNAME}\s*$",
        False,
    ),
    _fr(
        "manager",
        "set",
        rf"^{ADV}{CNAME}\s+{ADV}(?:took\s+over|has\s+taken\s+over|is\s+taking\s+over)\s+(?:as\s+)?(?:my|our)\s+(?:team|{_MANAGER})\b",
        False,
    ),
    # ---- partner: a start, and the divorce class as an end
    _fr(
        "partner",
        "set",
        rf"\b{ME}(?:'ve|\s+have)?\s+{ADV}(?:started\s+)?(?:seeing|dating)\s+someone\b[^.;!?\x00]{{0,20}}?(?:(?:her|his|their)\s+name\s+is|named|called)\s+{CNAME}",
        False,
    ),
    _fr("partner", "end", rf"\b(?:{IM}\s+|{ME}\s+(?:got\s+)?){ADV}divorced\s+(?:from\s+)?{CNAME}", False),
    _fr("partner", "end", rf"^{ADV}{CNAME}\s+is\s+my\s+ex\b", False),
    # ---- residence: settling into a home in a place, coming back to a place
    _fr("residence", "set", rf"{_START}{ADV}(?:settled|moved|settling|moving)\s+into\s+{_HOME}\s+in\s+{_PLACE}", False),
    _fr(
        "residence",
        "set",
        rf"^{ADV}(?:(?:i'm|im|i\s+am|we're|we\s+are)\s+)?{ADV}back\s+(?:home\s+)?in\s+{_PLACE}\s+(?:after|for\s+good|again|now|at\s+last)\b",
        False,
    ),
)


# A home the user has, said inside a question ("Now that I live in Lisbon, where do I get good bread?",
# "Since moving to Galway I can't find a decent bakery, any tips?"): read by
# :func:`engram.extraction.facts._presupposed`; the value must be a known place.
_ANY_PLACE = r"(?P<v>[\w'.-]+(?:[\s-]+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'.-]*){0,2})"
PRESUPPOSED_HOME_FRAMES: tuple[Frame, ...] = (
    _fr(
        "residence",
        "set",
        rf"\b(?:now\s+that|since|as|ever\s+since)\s+(?:i|we)(?:'re|'ve|\s+have|\s+are)?\s+(?:just\s+|finally\s+|recently\s+|now\s+)?"
        rf"(?:live|living|moved|relocated|settled|based)\s+(?:in|to)\s+{_ANY_PLACE}",
        False,
    ),
    _fr(
        "residence",
        "set",
        rf"\b(?:since|after|ever\s+since)\s+(?:just\s+)?(?:moving|relocating)\s+to\s+{_ANY_PLACE}",
        False,
    ),
    _fr(
        "residence",
        "set",
        rf"(?:^\W*|\b(?:i|we)\s+)(?:just\s+|recently\s+|finally\s+)?(?:moved|relocated)\s+to\s+{_ANY_PLACE}",
        False,
    ),
    _fr("residence", "set", rf"\b(?:i|we)\s+(?:now\s+|currently\s+)?live\s+in\s+{_ANY_PLACE}", False),
)
