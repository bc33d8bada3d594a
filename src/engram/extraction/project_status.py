# ruff: noqa: E501  (one frame per line reads better than a wrapped regular expression)
"""Where a project stands, by a status lexicon rather than by sentence.

Users give a project's state in many words: "on the back-burner", "on ice", "shelved", "in beta",
"archived", "open-sourced", "picked it back up". Each word maps to one canonical status
(:func:`canonical_status`) so "Quill is on ice" and "putting Quill on the back burner" land on the
same line, and the frames here read the status in its usual places: after the name ("Mossbank's on
the back burner", "Foxglove v1 is live", "Thistle: launched"), as a verb before it ("archived the
Kestrel repo", "resumed work on Cobble", "put my app mistral on hold", "handed Kestrel over to a
colleague") or as a return ("picked Quokka back up", "Ghost Notes is back!"). A project that is
killed, cancelled or dead is not a status: it ends (the retraction frames, "decided to abandon
tabnap", "killed off jot" in any case), and a status said of a project is no retraction of it
(:func:`status_over_end`). The weaker readings, and a name in lower case, need a project the user
already has (the empty ``known`` group), so "resumed Netflix" names no project.
"""

from __future__ import annotations

import re

from engram.extraction.fact_values import words_match
from engram.extraction.frames_things import FrameSpec
from engram.extraction.slots import TypedFact

# a project's name in capitals, without a possessive ("Mossbank's on ice" is Mossbank)
_PN = r"(?P<proj>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.-]*)?)"
_TITLE = r"(?P<proj>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.-]*){0,3})"  # "put Two Left Feet on pause"
_VERSION = r"(?:\s+(?:v\d[\w.]*|\d+(?:\.\d+)+|1\.0|2\.0))?"
_ADV = r"(?:(?:now|officially|currently|finally|basically|kinda|kind\s+of|sort\s+of|just|already|still)\s+)*"
_WHEN = r"(?=\s*(?:[,;.!:)(]|$)|\s+(?:for|until|till|til|last|this|yesterday|today|tonight|now|again|indefinitely|at\s+last|after|while|since|on|in|next|over|with|\W+$)\b|\s+\W)"

# said after the name: the phrase, and the status it means (None: the words as said)
_AFTER: tuple[tuple[str, str | None], ...] = (
    (r"on\s+(?:hold|ice|pause|hiatus|a\s+break)|break|time\s+off|a\s+step\s+back", "on hold"),
    (r"on\s+the\s+back[\s-]?burner|back[\s-]?burnered|shelved|parked|mothballed|in\s+the\s+freezer", "on hold"),
    (r"paused", "paused (on hold)"),
    (r"in\s+(?:open\s+|public\s+|closed\s+|private\s+)?beta", "in beta"),
    (r"in\s+(?:alpha|early\s+access)", "in alpha"),
    (r"archived|read[\s-]only\s+now", "archived"),
    (r"open[\s-]?sourced|open\s+source\s+now", "open-sourced"),
    (
        r"back\s+on|back\s+on\s+track|alive\s+again|back\s+in\s+(?:progress|development)|active\s+again|unpaused|resumed|back(?=\s*[!.]*$)",
        "active again",
    ),
    (r"live|up\s+and\s+running|in\s+production|went\s+live", "live"),
    (r"shipped|launched|released|done|finished|complete|completed|wrapped\s+up|feature[\s-]complete", None),
    (r"handed\s+(?:over|off)|passed\s+on", "handed over"),
)
_AFTER_ANY = "|".join(p for p, _ in _AFTER)
# said as a verb before the name
_BEFORE: tuple[tuple[str, str | None], ...] = (
    (r"shelved|shelving|parked|mothballed|back[\s-]?burnered", "on hold"),
    (r"archived|archiving", "archived"),
    (r"open[\s-]?sourced|open[\s-]?sourcing", "open-sourced"),
    (r"resumed|restarted|un-?paused|un-?shelved|revived|dusted\s+off", "active again"),
    (r"soft[\s-]launched|beta[\s-]launched|relaunched", "launched"),
)
_BEFORE_ANY = "|".join(p for p, _ in _BEFORE)
_CANON = [(re.compile(rf"^(?:{p})$", re.IGNORECASE), s) for p, s in (*_AFTER, *_BEFORE)]
_OLD_WORDS = {  # the statuses the older frames already said, kept as they were
    "went live": "live",
    "is live": "live",
    "out": "live",
    "online": "live",
    "up": "live",
    "pausing": "paused (on hold)",
    "parking": "paused (on hold)",
    "handed": "handed over",
    "handing": "handed over",
    "passed": "handed over",
    "passing": "handed over",
}


def canonical_status(said: str) -> str:
    """ "on the back-burner" -> "on hold", "open sourced" -> "open-sourced", "shipped" -> "shipped"."""
    low = " ".join(said.lower().split())
    if low in _OLD_WORDS:
        return _OLD_WORDS[low]
    for pattern, status in _CANON:
        if pattern.match(low):
            return status or low
    return low


_LOWER_PN = (
    r"(?!(?:it|this|that|everything|work|dinner|lunch|school|life|he|she|they|there|here|which|what|who|one|all|"
    r"nothing|something|someone|everyone|today|tomorrow|tonight|nobody|everybody|mine|yours|v\d[\w.]*|version)\b)(?P<proj>[a-z][\w.-]*)"
)
_LOWER_STATUS = (
    r"on\s+(?:hold|ice|pause|hiatus)|on\s+the\s+back[\s-]?burner|paused|shelved|in\s+beta|archived|"
    r"open[\s-]?sourced|shipped|launched"
)

PROJECT_STATUS_FRAMES: tuple[FrameSpec, ...] = (
    # "Mossbank's on the back burner until summer", "Foxglove v1 is live!", "Kestrel has been archived"
    (
        "status",
        "set",
        rf"^(?:the\s+)?{_PN}{_VERSION}(?:'s\s+been|'s\s+going|'s|\s+is\s+going|\s+goes|\s+is|\s+has\s+been|\s+got|\s+just\s+got|\s+went)\s+{_ADV}(?P<v>{_AFTER_ANY})(?P<known>){_WHEN}",
        False,
    ),
    # "larkspur is paused": a name in lower case counts only for a project the user has
    (
        "status",
        "set",
        rf"^{_LOWER_PN}(?:'s|\s+is|\s+has\s+been|\s+got|\s+just\s+got|\s+went)\s+{_ADV}(?P<v>{_LOWER_STATUS})(?P<known>){_WHEN}",
        False,
    ),
    # "Thistle: launched 🚀", "Cobble - on ice for now"
    ("status", "set", rf"^{_PN}{_VERSION}\s*:\s*{_ADV}(?P<v>{_AFTER_ANY})(?P<known>){_WHEN}", False),
    # "archived the Kestrel repo", "open-sourced Hollow last night", "resumed work on Cobble"
    (
        "status",
        "set",
        rf"(?:^|\b(?:i|we)(?:'ve|\s+have)?\s+|\b(?:i'm|we're)\s+){_ADV}(?P<v>{_BEFORE_ANY})\s+(?:(?:work|development|dev)\s+on\s+)?(?:the\s+|my\s+)?{_PN}(?:\s+(?:repo|project|app|codebase))?(?P<known>){_WHEN}",
        True,
    ),
    # "picked Quokka back up", "getting back to Cobble", "back on Juniper this week"
    (
        "status",
        "set",
        rf"(?:^|\b(?:i|we)(?:'ve|\s+have)?\s+|\b(?:i'm|we're)\s+){_ADV}(?:picked|picking)\s+(?:the\s+)?{_PN}\s+(?P<v>back)\s+up(?P<known>){_WHEN}",
        True,
    ),
    # "I'm back on Juniper", "we're back to working on Cobble"
    (
        "status",
        "set",
        rf"(?:^|\b(?:i'm|we're|i\s+am|we\s+are)\s+){_ADV}(?P<v>back)\s+(?:(?:on|to|at)\s+(?:work(?:ing)?\s+on\s+)?|work(?:ing)?\s+on\s+)(?:the\s+|my\s+)?{_PN}(?P<known>){_WHEN}",
        True,
    ),
    # "putting lumen on the back burner", "I put my app mistral on hold": a lower-case name needs a known project
    (
        "status",
        "set",
        rf"(?:^|\b(?:i|we)(?:'ve|\s+have)?\s+|\b(?:i'm|we're)\s+){_ADV}(?:put|putting|puts|popped|popping|placed|placing)\s+(?:the\s+|my\s+|our\s+)?(?:(?:app|project|game|site|bot|side\s+project)\s+)?(?:{_TITLE}|{_LOWER_PN.replace('?P<proj>', '?P<proj2>')})\s+(?P<v>on\s+(?:hold|ice|pause|hiatus)|on\s+the\s+back[\s-]?burner){_WHEN}",
        True,
    ),
    # "handed Kestrel over to a colleague", "passed Wisp on to the community"
    (
        "status",
        "set",
        rf"(?:^|\b(?:i|we)(?:'ve|\s+have)?\s+|\b(?:i'm|we're)\s+){_ADV}(?P<v>handed|handing|passed|passing)\s+(?:the\s+|my\s+)?{_PN}(?:\s+(?:repo|project|app|codebase))?\s+(?:over|off|on)\b(?P<known>)",
        True,
    ),
    # "shipped tinkerbox last night", "finally launched orbit", "shipped v0.1 of Mistle": a lower-case
    # name needs a known project, and a version is none (a version finished is no project finished)
    (
        "status",
        "set",
        rf"^(?:(?:i|we)(?:'ve|\s+have)?\s+)?{_ADV}(?P<v>shipped|launched|released|finished|archived|open[\s-]?sourced|shelved|paused|unpaused|resumed)\s+(?:(?:(?<=shipped\s)|(?<=launched\s)|(?<=released\s))(?:the\s+)?(?:first\s+)?(?:v\d[\w.]*|\d+(?:\.\d+)+|version\s+\S+|beta|alpha|mvp)\s+of\s+)?{_LOWER_PN}(?P<known>){_WHEN}",
        True,
    ),
    # "taking a break from Pebble for a bit"
    (
        "status",
        "set",
        rf"(?:^|\b(?:i'm|we're|i've|we've|i|we)\s+){_ADV}(?:taking|took|taken|having|had)\s+(?:a\s+|some\s+)?(?:little\s+|short\s+|long\s+)?(?P<v>break|time\s+off|a\s+step\s+back)\s+(?:from|on)\s+(?:the\s+)?{_PN}(?P<known>){_WHEN}",
        True,
    ),
    (
        "status",
        "set",
        rf"(?:^|\b(?:i'm|we're)\s+){_ADV}(?:(?:getting|got|went|going)\s+)?(?P<v>back)\s+(?:to|on)\s+(?:working\s+on\s+)?{_PN}(?P<known>)\s+(?:again|this\s+week|now|after)",
        True,
    ),
)

# a project that ends (a retraction of its name: reconcile ends its lines only if the user has it)
_CAP_OLD = r"(?:the\s+)?(?P<old>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.-]*)?)(?:\s+(?:project|repo|app|idea))?"
_END = r"(?=\s*(?:[,;!:)(]|\.(?!\w)|$)|\s+(?:for\s+good|entirely|completely|last|this|yesterday|today|after|because|since)\b)"
PROJECT_ENDS: tuple[str, ...] = (
    rf"\b(?:binned|axed|nuked|canned|junked|sunset|sunsetted|retired)\s+{_CAP_OLD}{_END}",
    rf"^{_CAP_OLD}(?:\s+is|'s)\s+(?:(?:officially|basically|now)\s+)*(?:no\s+more|kaput|toast|a\s+goner|six\s+feet\s+under|dead\s+in\s+the\s+water){_END}",
    rf"\b(?:shut|shutting|shuts)\s+{_CAP_OLD}\s+down\b",
    rf"^{_CAP_OLD}\s+(?:didn't|did\s+not|never)\s+(?:really\s+)?(?:work\s+out|pan\s+out|go\s+anywhere|take\s+off){_END}",
    rf"\b(?:let|letting)\s+{_CAP_OLD}\s+die\b",
    rf"\b(?:walked|walking|walk)\s+away\s+from\s+{_CAP_OLD}{_END}",
    rf"\bmoved\s+on\s+from\s+{_CAP_OLD}{_END}",
    rf"\b(?:killed|killing|kill|bumped|finished)\s+off\s+{_CAP_OLD}{_END}",
    rf"\b(?:decided|going|have|had|need)\s+to\s+(?:stop|quit)\s+(?:working\s+on\s+)?{_CAP_OLD}{_END}",
    # "we killed the project, bramblewood, last week": the name said after the noun
    r"\b(?:killed|cancell?ed|canceled|scrapped|abandoned|binned|axed|dropped|ditched|shut\s+down)\s+(?:the|my|our)\s+(?:side\s+|pet\s+)?(?:project|app|game|bot|site)\s*,\s*(?!(?:it|this|that|too)\b)(?P<old>[^\W\d_][\w.-]*)\s*(?:,|$)",
    # "killed off jot": a retraction, so a name in any case (reconcile ends only a project the user has)
    r"\b(?:killed|killing|bumped|bumping)\s+off\s+(?:the\s+|my\s+)?(?!(?:it|this|that|them|everything)\b)(?P<old>[a-z][\w.-]*)(?=\s*(?:[,;!:)(]|\.(?!\w)|$))",
    # "decided to abandon tabnap", "time to kill off Wisp": a retraction, so any case names it
    rf"\b(?:decided|deciding|going|gonna|have|had|need|needed|time)\s+to\s+(?:abandon|kill(?:\s+off)?|scrap|ditch|bin|axe|cancel|sunset|retire|shut\s+down|give\s+up\s+on|walk\s+away\s+from)\s+(?:the\s+|my\s+)?(?!(?:it|this|that|them|everything|the\s+idea)\b)(?P<old>[^\W\d_][\w.-]*)(?:\s+(?:project|repo|app|idea))?{_END}",
)


def status_word(said: str) -> str | None:
    """The canonical status when ``said`` is only a status ("on hold" in "Larkspur -> on hold")."""
    low = " ".join(said.lower().split())
    if low in _OLD_WORDS:
        return None
    return next(((status or low) for pattern, status in _CANON if pattern.match(low)), None)


def back_status(value: str) -> str:
    """The "back" of "picked X back up" is a return: the project is active again."""
    return "active again" if value.lower() == "back" else value


def status_over_end(facts: list[TypedFact]) -> list[TypedFact]:
    """ "I've shelved Pebble" sets Pebble's status; the retraction frames' reading of the same words
    (an ending of Pebble) goes, so the project keeps its lines."""
    statuses = [f for f in facts if f.slot.endswith(":status") and f.op == "set"]
    named = [f.q("project") or "" for f in statuses]
    if not named:
        return facts
    ends = [f for f in facts if f.op == "end" and f.old and any(words_match(n, f.old) for n in named if n)]
    if ends and all(_FOR_GOOD.search(f.evidence) for f in statuses):
        return [f for f in facts if f not in statuses]  # "shelved Cinderdeep indefinitely": given up, no pause
    return [f for f in facts if f not in ends]


# a pause for good is an ending: "I've shelved Cinderdeep for good", "parked it permanently" ("indefinitely"
# stays a pause: on hold, with no date to come back)
_FOR_GOOD = re.compile(
    r"\b(?:shelved|shelving|parked|mothballed|on\s+(?:hold|ice))\s+(?:[\w.-]+\s+){0,3}?"
    r"(?:for\s+good|permanently|forever)\b",
    re.IGNORECASE,
)
