# ruff: noqa: E501  (patterns read better on one line)
"""What the user is, said as the opener of a sentence about something else.

People put who they are in front of a request: "As a vegetarian, what should I order?", "As an
Infosys employee, how do I ask HR ...?", "As someone who reports to Daniel, how do I ask for a
raise?", "As Emily's fiancé, what should I plan?", "Being vegan, I struggle at barbecues". The
main clause is a question or is about something else, so the fact rides only in the opener.
:func:`identity_statement` says the opener again as the plain statement it presupposes ("I'm a
vegetarian", "I report to Daniel", "I'm Emily's fiancé"); the grammar then reads that statement
like any other, with all its refusals.

Only openers whose noun is somebody's identity are said again: a diet, a trade, an employee or
resident of somewhere, somebody's partner, or "someone who / on / with ...". "As a reminder", "as a
rule", "as a team" and "as a kid" name no identity, and an opener whose main clause is in the past
("As a student, I lived in Leeds") says what the user was, not what they are.
"""

from __future__ import annotations

import re

from engram.extraction.fact_lexicon import DIETS, OCCUPATIONS, PARTNER_WORDS
from engram.extraction.language_names import LANGUAGE_NAMES

_F = re.IGNORECASE

# "As a vegetarian, ...", "Being vegan, ...", "As someone who codes in Julia, ..." (the opener, then a comma)
_OPENER = re.compile(
    r"^(?:(?:quick|small|dumb|random|silly|simple)\s+(?:one|q|question)\s*:\s*)?(?:as|being)\s+(?P<np>[^,;:!?()\x00]{2,80}?)(?:\s*,\s*|\s+(?=(?:i|i'm|i've|i'd|i'll|my|we|we're)\b)|"
    # ... or a question right after it: "as a freelance translator do I need to charge VAT?"
    r"\s+(?=(?:do|does|should|can|could|would|will|am|is|are|must|how|what|when|where|which)\s+(?:i|we|my)\b))(?P<rest>\S.*)$",
    _F,
)
# "Being vegetarian in a family that lives on barbecue is hard": the identity as the subject of a clause
# about what it is like, with no comma after it
_BEING_IS = re.compile(
    r"^being\s+(?P<np>[^,;:!?()\x00]{2,40}?)\s+(?P<rest>(?:in|at|with|around|among|on|when|while|during)\b[^,;]*?\s+"
    r"(?:is|isn't|is\s+not|can\s+be|gets|has\s+been)\s.*)$",
    _F,
)
# who asks, said as the label of the question: "Quick one from a quantity surveyor: what's the formula ...?"
_FROM_OPENER = re.compile(
    r"^(?:(?:a\s+)?(?:quick|short|random|dumb|silly|simple|serious|genuine|practical)\s+)?(?:one|question|q|query|request|ask)\s+"
    r"from\s+(?P<np>(?:an?|your\s+friendly(?:\s+\w+)?)\s+[^,;:!?()\x00]{2,60}?)\s*(?:[:—–]+|\s-+)\s*(?P<rest>\S.*)$",
    _F,
)
# words that make an "as ..." opener an identity
_KEEN = r"(?:(?:strict|lifelong|long-time|longtime|committed|new|practising|practicing|pure|keen|proud|full-time|part-time|junior|senior|fellow)\s+)*"
_WHO = r"(?:someone|somebody|a\s+person|a\s+guy|a\s+girl|a\s+woman|a\s+man|one)"
_SOMEONE_WHO = re.compile(rf"^{_WHO}\s+who(?:'s|\s+is)?\s+(?P<vp>.+)$", _F)
_SOMEONE_WITH = re.compile(rf"^{_WHO}\s+with\s+(?P<np>.+)$", _F)
_SOMEONE_STATE = re.compile(
    rf"^{_WHO}\s+(?P<np>(?:on|in|from|living|working|based|settled|new\s+to|allergic|vegan|vegetarian)\b.+)$", _F
)
_ANY_DIET = re.compile(rf"^(?:an?\s+)?{_KEEN}(?:{DIETS})$", _F)
# a trade, an employee or resident of somewhere: "a nurse", "an Infosys employee", "a Halifax local",
# "the new HR business partner for our sales division"
_ROLE_NOUN = (
    rf"(?:{OCCUPATIONS}|employee|staffer|worker|contractor|freelancer|consultant|intern|hire|local|resident|native|"
    r"expat|immigrant|homeowner|renter|tenant|remote\s+worker|business\s+partner)s?"
)
_ROLE = re.compile(
    rf"^(?:(?:an?|the|the\s+new)\s+)?(?:[\w&'.-]+\s+){{0,4}}?{_ROLE_NOUN}(?:\s+(?:at|for|with|in|on)\s+[^,]+)?$",
    _F,
)
# somebody's partner: "Emily's fiancé", "Priyanka's husband"
_PARTNERED = re.compile(rf"^(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'.-]*(?:'s|’s)\s+(?:{PARTNER_WORDS})$", _F)
# an opener that names no identity, or one the user had before ("as a kid", "as a rule")
_NO_IDENTITY = re.compile(
    r"\b(?:kid|child|boy|girl|teen|teenager|youngster|baby|toddler|result|rule|reminder|aside|side\s+note|joke|"
    r"treat|gift|favou?r|bonus|test|first\s+step|matter|whole|team|family|group|company|precaution|fallback|"
    r"backup|compromise|start|beginning|example|starter|heads\s+up|thank\s+you|student\s+back\s+then|"
    # a past identity is none now: "former Oracle employee here", "as an ex-nurse"
    r"former|formerly|ex|retired|previous|past|one-time|onetime|recovering|lapsed|wannabe|aspiring|future|soon-to-be)\b",
    _F,
)
_PAST = re.compile(
    r"\b(?:was|were|used\s+to|had|did|lived|worked|went|back\s+then|at\s+the\s+time|in\s+those\s+days|years\s+ago)\b",
    _F,
)
# the time an opener's identity is said for ("as charge nurse tonight", "as purser on this one")
_FOR_NOW = re.compile(
    r"\s+(?:tonight|today|tomorrow|again|now|these\s+days|this\s+(?:week|weekend|shift|month|year|time|term|season)|"
    r"on\s+(?:this|that)\s+(?:one|shift|flight|job|project))$",
    _F,
)
# a verb of the third person said again in the first: "reports" -> "report", "goes" -> "go"
_VERB_S = re.compile(
    r"^(?P<adv>(?:(?:mostly|mainly|usually|also|still|only|just|always|now)\s+)*)(?P<verb>[a-z]+?)(?P<s>es|s)\b"
)


def identity_statement(body: str) -> tuple[str, str] | None:
    """(the statement an identity opener presupposes, the rest of the sentence), or None when the
    sentence opens with no identity."""
    said_of = _THATS_ME.match(body)
    if said_of is not None:  # "Engineering Manager -- that's me now", "Canva -- that's where I'm at now"
        named = said_of.group("x")
        said = f"I work at {named} now" if said_of.group("where") else f"I'm {named} now"
        said = f"I live in {named} now" if said_of.group("home") else said
        return said, said_of.group("rest") or ""
    head = _HEADLINE_BREAK.split(body, maxsplit=1)
    if len(head) == 2 and (said := headline_statement(head[0])):
        return (said.lower() if body == body.lower() else said), head[
            1
        ]  # "Sapporo resident here, 2nd winter -- is a snow blower worth it?"
    opener = _BEING_IS.match(body) or _OPENER.match(body) or _FROM_OPENER.match(body)
    if opener is None:
        return None
    np, rest = " ".join(opener.group("np").split()), opener.group("rest")
    np = _FOR_NOW.sub("", np)  # "as charge nurse tonight I have ...": the title, held longer than tonight
    if _NO_IDENTITY.search(np) or _PAST.search(rest):
        return None
    said = _said_as_statement(np)
    if body == body.lower():
        said = said.lower()  # a writer in lower case names things in lower case ("as a coder at northgale energy")
    return (said, rest) if said else None


# "Sapporo resident here", "Freelance copywriter here", "Swift dev here": a headline that says who writes
_HERE = re.compile(r"^(?P<np>(?:an?\s+)?[\w'&.+#-]+(?:\s+[\w'&.+#-]+){0,3}?)\s+here\W*$", _F)
# ... and the trade's lot said as its headline: "SRE life.", "paralegal life: 4,000 pages to stamp",
# "freelance translator problems"
_LIFE = re.compile(r"^(?P<np>[\w'&.+#-]+(?:\s+[\w'&.+#-]+){0,2}?)\s+(?:life|problems|probs|struggles)\W*$", _F)
_BASED = re.compile(r"^(?P<place>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.'-]*)-based\s+(?P<rest>.+)$", _F)
_DEV = re.compile(r"^(?:an?\s+)?(?P<lang>[\w+#.-]+)\s+(?:dev|developer|programmer|engineer)$", _F)
# a value, then what it is to the user: "Engineering Manager -- that's me now", "Canva -- that's where I'm at
# now", "Lisbon -- that's home now"
_THATS_ME = re.compile(
    r"^(?P<x>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w&'.+-]*(?:\s+(?:of\s+|&\s+)?(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w&'.+-]*){0,3})\s*(?:[—–,:]|--?)\s*that's\s+"
    r"(?:me|my\s+(?:title|role|job)|(?P<home>home)|(?P<where>where\s+(?:i'm|i\s+am|i\s+work)(?:\s+at)?|my\s+(?:employer|company)))\s+now\b[\s.!,;]*(?P<rest>.*)$",
    _F,
)
_HEADLINE_BREAK = re.compile(r"\s*(?:,|:|[—–]|--|\s-\s)\s*")
# "Emacs user for 15 years", "Simplenote user": the user uses the tool named
_USER = re.compile(
    r"^(?:(?:a\s+)?(?:happy|proud|longtime|long-time|daily|heavy|loyal|die-hard|diehard)\s+)?(?P<tool>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w+#.-]*(?:\s+(?-i:[A-Z0-9])[\w+#.-]*)?)\s+user"
    r"(?:\s+(?:for|since)\s+[^,;]+|\s+here)?\W*$",
    _F,
)


def headline_statement(part: str) -> str:
    """The statement a headline about the writer stands for ("Sapporo resident here" -> "I'm a
    Sapporo resident", "Emacs user for 15 years" -> "I use Emacs"), or "" for any other part."""
    said = " ".join(part.split()).strip(" .!")
    user = _USER.match(said)
    if user is not None:
        return "I use " + user.group("tool")
    here = _HERE.match(said) or _LIFE.match(said)
    if here is None or _NO_IDENTITY.search(here.group("np")):
        return ""
    np = re.sub(r"^an?\s+", "", here.group("np"), flags=_F)
    based = _BASED.match(np)
    if based is not None:  # "Helsinki-based designer here": a home and a trade
        trade = _said_as_statement("a " + based.group("rest"))
        return f"I'm based in {based.group('place')}" + (f" - {trade}" if trade else "")
    dev = _DEV.match(np)
    if dev is not None:  # "Swift dev here"; "Rails dev" names a framework, no language
        return f"I mostly write {dev.group('lang')}" if re.fullmatch(LANGUAGE_NAMES, dev.group("lang").lower()) else ""
    return _said_as_statement("a " + np)


def _said_as_statement(np: str) -> str:
    who = _SOMEONE_WHO.match(np)
    if who is not None:
        return "I " + _first_person(who.group("vp"))
    with_ = _SOMEONE_WITH.match(np)
    if with_ is not None:
        return "I have " + with_.group("np")
    state = _SOMEONE_STATE.match(np)
    if state is not None:
        return "I'm " + state.group("np")
    if _ANY_DIET.match(np) or _ROLE.match(np) or _PARTNERED.match(np):
        return "I'm " + np
    return ""


def _first_person(vp: str) -> str:
    """ "reports to Daniel" -> "report to Daniel", "is on keto" -> "am on keto"."""
    low = vp.lower()
    for third, first in (("is ", "am "), ("has ", "have "), ("does ", "do "), ("'s ", "am ")):
        if low.startswith(third):
            return first + vp[len(third) :]
    verb = _VERB_S.match(vp)
    if verb is None:
        return vp
    stem = verb.group("verb")
    if verb.group("s") == "es" and not re.search(r"(?:sh|ch|ss|x|z|o)$", stem):
        stem += "e"  # "codes" -> "code", "lives" -> "live"
    return verb.group("adv") + stem + vp[verb.end() :]
