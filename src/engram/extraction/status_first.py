"""Status-first reading: where one of the user's projects stands, read from a status word anywhere in
a statement that names the project, when no frame read a status or an end.

The status frames (:mod:`engram.extraction.project_status`) follow the places a status is usually
said ("Kestrel is on ice", "shelved Kestrel"); people keep finding others: "put Oriel in the freezer
for now", "Hollowell is back from the dead", "Peregrine got 500 downloads, it's launched!", "I paused
Mistle to focus on my job", "Lodestar: cancelled.". What stays put is the project's name (one
project-like name in the statement, :func:`engram.extraction.project_context.project_named`) and a
word of a status class (:data:`_CLASSES`: held, resumed, launched, in beta, in maintenance,
open-sourced, archived, finished) or of an end (:data:`_ENDED`), tied to the name: in the clause that
names it, or in a clause whose subject is "it". Statuses of two classes say nothing (which one is it?).
A name after a preposition, a place, or "the X" (a team, a product: "the Lakers are on a break")
is no project here, unless it is the project's repo or app ("archived the Kestrel repo").

The fact needs a project the user has (``needs``), so a name that is no project of theirs sets
nothing; an end is of the project's own line (``project:<name>``), never of another item of that
name ("my Amazon order got cancelled" ends no employer).
Nothing is read for somebody else's project, or where the clauses about it hold a plan or a wish
("thinking of shelving Brindle"), a negation ("Halyard isn't dead") or a time long past.
"""

from __future__ import annotations

import re

from engram.extraction.fact_lexicon import CHILD_WORDS, OPENERS, PARTNER_WORDS, SPECIES, THIRD_PARTY
from engram.extraction.gazetteer import is_place
from engram.extraction.project_context import project_named
from engram.extraction.slots import TypedFact, slot_key

_F = re.IGNORECASE

# each class of status word, and the status it means (the canonical words of project_status)
_CLASSES: tuple[tuple[str, str], ...] = (
    (
        r"on\s+(?:hold|ice|pause|hiatus|a\s+break|the\s+shelf)|on\s+the\s+back[\s-]?burner|back[\s-]?burner(?:ed|ing)?|"
        r"shelved|shelving|mothball(?:ed|ing|s)?|in(?:to)?\s+(?:the\s+)?(?:freezer|fridge|deep\s+freeze|"
        r"cold\s+storage|drawer|limbo)|dormant|hibernat(?:ing|ion)|gathering\s+dust|collecting\s+dust|"
        r"paused|pausing|put\s+\w+\s+on\s+pause|taking\s+a\s+break\s+from|took\s+a\s+break\s+from|neglect(?:ed|ing)",
        "on hold",
    ),
    (
        r"back\s+from\s+the\s+dead|back\s+in\s+(?:active\s+)?(?:development|progress|business|action)|"
        r"back\s+on\s+track|back\s+on(?=\s*[!.]*$)|alive\s+again|revived|reviving|resurrect(?:ed|ing)|rebooted|"
        r"un-?paused|un-?shelved|resumed|resuming|dusted\s+off|picked\s+\w+\s+back\s+up|back\s+to\s+work(?:ing)?\s+on|"
        r"back\s+to\s+life",
        "active again",
    ),
    (
        r"launched|(?:went|is|'s|now)\s+live(?!\s+(?:in|at|with|near|on|by|off|together|here|there|alone|nearby)\b)|(?:up\s+)?on\s+the\s+(?:app|play)\s+store|"
        r"in\s+the\s+app\s+store|out\s+in\s+the\s+wild|public\s+now|released",
        "launched",
    ),
    (r"out\s+of\s+(?:beta|alpha)", "launched"),
    (r"in\s+(?:open\s+|public\s+|closed\s+|private\s+)?beta", "in beta"),
    (r"in\s+(?:alpha|early\s+access)", "in alpha"),
    (r"(?:in|on|into)\s+maintenance(?:\s+mode)?|maintenance[\s-]only", "in maintenance mode"),
    (r"open[\s-]?sourc(?:ed|ing)", "open-sourced"),
    (r"(?:went|is|'s|now)\s+open[\s-]source", "open source"),
    (r"archived|archiving|read[\s-]only\s+now", "archived"),
    (r"feature[\s-]complete|wrapped\s+up|officially\s+(?:done|finished|complete)", "finished"),
)
# an end: the project is over (a retraction of its name)
_ENDED = (
    r"cancell?ed|canceled|scrapped|scrapping|axed|binned|canned(?!\s+[a-z])|discontinued|sunsetted|sunset|pulled\s+the\s+plug|"
    r"(?:gave|giving|given)\s+up\s+on|abandon(?:ed|ing)|shut\s+(?:\w+\s+)?down|shutting\s+(?:\w+\s+)?down|"
    r"(?:scrapped|binned|ditched|dropped|dropping)\s+it|deleted\s+the\s+repo|"
    r"stopped\s+working\s+on|dead\s+and\s+buried|rip\b|r\.i\.p"
)
_STATUS = [(re.compile(rf"(?<![\w-])(?:{p})(?![\w-])", _F), s) for p, s in _CLASSES]
_END = re.compile(rf"(?<![\w-])(?:{_ENDED})(?![\w-])", _F)

# signs that the statement says no status the project has now
_NOT_NOW = re.compile(
    r"\b(?:if|whether|might|may|maybe|should|could|would|thinking|considering|tempted|planning|plan|want|wanna|"
    r"hope|hoping|wish(?!\s+(?:me|us)\s+luck)|going\s+to|gonna|about\s+to|will|won't|not|never|isn't|wasn't|aren't|didn't|don't|"
    r"haven't|hasn't|no\s+longer|almost|nearly|used\s+to|years\s+ago|back\s+in(?!\s+(?:active|development|progress|business|action))|when\s+i\s+was|once|until|unless)\b",
    _F,
)
# a name after a preposition is a place or a business ("my gym membership at Anytime is paused")
_NOT_THE_SUBJECT = re.compile(r"\b(?:at|in|to|from|near|by|of|with|into)\s+(?:the\s+)?$", _F)
# "the X" is somebody's product or team, unless it is the project's own repo or app ("archived the Kestrel repo")
_THE_NAME = re.compile(r"\bthe\s+(?:\w+\s+)?$", _F)
_OWN_PART = re.compile(
    r"^(?:'s)?\s+(?:repo|repository|project|app|codebase|site|website|bot|game|mvp|beta|prototype)\b", _F
)
_KIN_BEFORE = re.compile(rf"\b(?:{SPECIES}|{CHILD_WORDS}|{PARTNER_WORDS})\s*,?\s*$", _F)
_OTHERS = re.compile(rf"\b(?:{THIRD_PARTY}|his|her|their|they|he|she|they're|he's|she's)\b", _F)


def status_first(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` with the status of the one project ``text`` names, when no reading found a status
    or an end and the statement holds one status word of one class."""
    done = [f for f in facts if f.slot.endswith(":status") and f.value.lower() in ("done", "finished", "complete")]
    if done and len(done) == len([f for f in facts if f.slot.endswith(":status")]):
        facts = [f for f in facts if f not in done]  # "Larkspur is done -- shut it down": done with, not completed
        over = status_first(facts, text)
        return over if any(f.op == "end" for f in over) else [*facts, *done]
    if any(f.slot.endswith(":status") or f.op == "end" or _introduced(f) for f in facts):
        return facts  # (an introduction says what the project is: "we launched our startup Tidepool")
    if _OTHERS.search(text):
        return facts
    proj = project_named(text)
    if proj is None or proj in OPENERS or is_place(proj) or _NOT_THE_SUBJECT.search(text.split(proj, 1)[0]):
        return facts
    if _KIN_BEFORE.search(text.split(proj, 1)[0]):
        return facts  # "our tortoise Frodo is hibernating": a pet, not a project
    if _THE_NAME.search(text.split(proj, 1)[0]) and not _OWN_PART.match(text.split(proj, 1)[1]):
        return facts  # "the Lakers are on a break", "the new Zelda is out": a team, a product
    rest = " ".join(_tied(text, proj))
    if _NOT_NOW.search(rest):  # (in the clauses about it: "Wren is in maintenance mode, I'm not adding features")
        return facts
    statuses = {status for pattern, status in _STATUS if pattern.search(rest)}
    ended = _END.search(rest) is not None
    if len(statuses) + ended != 1:
        return facts
    if ended:
        # the project's own line, never anything else of that name ("my Amazon order got cancelled")
        return [*facts, TypedFact(f"project:{slot_key(proj)}", "", "end", old=proj, evidence=text, rule="retract")]
    quals = (("project", proj), ("needs", "project"))
    status = statuses.pop()
    return [
        *facts,
        TypedFact(
            f"project:{slot_key(proj)}:status", status, "set", qualifiers=quals, evidence=text, rule="status:set"
        ),
    ]


def _introduced(fact: TypedFact) -> bool:
    return fact.slot.startswith("project:") and fact.slot.count(":") == 1 and fact.op == "set"


_CUT = re.compile(r"[,;:!?()]+\s*|\.\s+|\s[-—–]+\s|\s+(?:and|but|so|because|cause|cuz)\s+", _F)
_IT = re.compile(r"^\W*(?:it|it's|its|it\s+is|it\s+has|it's\s+been|that's|this\s+is|which\s+is|now\s+it's)\b", _F)
# a clause whose object is "it", the user doing the ending: "no more Kestrel, I'm abandoning it"
_DOING_IT = re.compile(
    r"^\W*(?:(?:i'm|i\s+am|i've|i\s+have|i|we're|we|just)\s+)?(?:\w+\s+){0,2}?\w+\s+it\b(?:\s+down\b)?|^\W*deleted\s+the\s+repo",
    _F,
)


def _tied(text: str, proj: str) -> list[str]:
    """The clauses that speak of the project: the one naming it ("put Oriel in the freezer"), and
        those whose subject is "it" ("Peregrine got 500 downloads, it's launched!") or whose object is, the
    user doing it ("no more Kestrel, I'm abandoning it"), with the name taken out
        ("Lodestar: cancelled." is one clause; "a parking ticket at Tesco" ties no status to Tesco)."""
    name = re.compile(rf"\b{re.escape(proj)}\b")
    if re.match(rf"^\W*{re.escape(proj)}\s*:", text):  # "Lodestar: cancelled."
        return [name.sub(" ", text)]
    return [name.sub(" ", c) for c in _CUT.split(text) if name.search(c) or _IT.match(c) or _DOING_IT.match(c)]
