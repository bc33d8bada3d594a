"""Job-first reading: the user's title (an occupation of the lexicon) and the workplace beside it,
read from a whole statement that drops its subject, when no frame read them.

Why: chat gives a job as a fragment far more often than as a sentence: "claims adjuster at
Wrenfield Mutual -- that's the day job", "9-to-5: payroll clerk, Dunmore Logistics", "procurement
officer @ Tallis Group these days", "my first year at Calloway Cellars as a cellar hand has been
chaos", "Pinecrest Academy, as a supply teacher". What stays put is a title (its head a word of
:data:`engram.extraction.fact_lexicon.OCCUPATIONS`) standing first in the statement, or after a
label of the user's own employment (day job, 9-to-5, by day, my role, my post ...), tied to a
workplace's name in either order by "at / with / for / @ / as", a comma, a dash or a bracket. A
comma, a dash or a bracket ties only a name that ends like a workplace ("Dunmore Logistics",
"Marrow & Vine") unless the label said it is the job.

A new title is also announced without "I", on what displays it: "new title on my email
signature: assistant winemaker", "business cards say Senior Editor now", "updated my linkedin: now
Head of Operations", "they gave me the title of operations manager"; or alone with a word of now
("head of bids now, which is terrifying").

Nothing is read for a label that is not the user's employment ("my sister: nurse at St Mary's",
"wanted: rat catcher", "dream job: ..."), a name followed by its own verb ("Head chef at Saltmarsh
is hiring", "a porter at X helped me"), somebody else's display ("her badge says ..."), an old one,
a work's title ("title of the book: ..."), two jobs weighed ("sous chef at X or line cook at Y"), the
past, an application, a wish, a job ad or fiction. The same fragment is read inside a question's
statement part ("as a newly qualified nurse at X, ...", "3rd month as a junior accountant at X and
...") and in a bracket beside the user's job noun ("the new job's going well (operations
coordinator, X)").

:func:`not_a_job` is the other side, over every reading of the statement: a person the user works
for ("I work for Dana Kowalski now": a given name of :mod:`.person_names`, no company word) is the
user's manager, never an employer line; a product or service left for another ("I left Spotify for
Apple Music", no word of employment and no workplace-shaped name) stays a switch whose slot the
stored item holding the old name decides; a place the user is at ("I'm at Nando's now", a name
with its possessive or beside a meal) is no workplace; a title or workplace of somebody named or
narrated ("Dana's new title is ...", "the shift supervisor at Tesco was rude to me") or played
("dressed up as a pilot for Halloween") is nobody's, and a provider the user is "with" ("I'm with
Vodafone now for my phone") is no partner. :func:`cased_employers` stores a workplace a
lower-case message named as its name is written ("gorseway telecom" is Gorseway Telecom).
"""

from __future__ import annotations

import re
from dataclasses import replace

from engram.extraction.employer_first import _LOWER, _NAME, _NOT_MINE, _name
from engram.extraction.fact_guards import HIRING, NOT_A_TITLE
from engram.extraction.fact_lexicon import ORG_CALLED, THIRD_PARTY, THIRD_SUBJECT
from engram.extraction.fact_values import trim
from engram.extraction.frame_parts import HAS_JOB
from engram.extraction.job_events import org_word
from engram.extraction.person_names import person_shaped
from engram.extraction.role_ownership import not_own_role
from engram.extraction.slots import TypedFact
from engram.extraction.title_words import WTITLE

_F = re.IGNORECASE

_LEAD = re.compile(
    r"^(?:(?:so|yeah|yep|yup|ok|okay|btw|fyi|well|also|oh|and|anyway|update|quick\s+update|news|for\s+the\s+record|"
    r"fwiw|context|background|about\s+me|hi|hey|hello|right|um+|uh+)\b[\s,:;!.-]*)+",
    _F,
)
# a label of the user's own employment: "day job:", "9-to-5 -", "by day,", "my role is", "current gig ="
_LABEL = re.compile(
    r"^(?:(?:my|the|new|current|main|real|actual|paying|official)\s+)*"
    r"(?:me|currently|now|these\s+days|nowadays|atm|(?:work|job|career)[\s-]?wise|professionally|day[\s-]?job|9[\s-]?(?:to|-)[\s-]?5|nine[\s-]to[\s-]five|by\s+day|job|work|role|post|position|gig|title|"
    r"job\s+title|occupation|profession|irl|day\s+to\s+day|for\s+work|what\s+i\s+do(?:\s+for\s+(?:work|a\s+living))?)"
    r"(?:\s+(?:here|these\s+days|now|currently|atm))?\s*(?:[:=?,]|-+|—|–|\bis\b|['’]s\b)\s*",
    _F,
)
# a job of the user's beside a bracket that gives it: "the new job's going well (operations coordinator, X)"
_BRACKETED = re.compile(r"\(([^()]+)\)")
_MY_JOB = re.compile(r"\b(?:my|the|new)\s+(?:new\s+|day\s+|current\s+)?(?:job|gig|role|position|post)\b", _F)
# the statement's own segments, where a fragment can stand after another ("..., but my main gig is X at Y")
_SEGMENT = re.compile(r"\s*;\s*|\s+(?:but|though|although|whereas)\s+", _F)
_PERIOD = r"(?:first|second|third|fourth|fifth|1st|2nd|3rd|\d+th)\s+(?:day|week|month|year|shift|season)s?"
# how far into the job: "week 2 of being an apprentice plumber with X", "3 months in as ..."
_INTO = r"(?:(?:week|day|month|year)\s+(?:\d+|one|two|three|four)|\d+\s+(?:weeks?|months?|days?)\s+in)"
# an aside that says why a fact is told: "if that helps with context", "if it matters"
_HELPS = re.compile(r",?\s*\bif\s+(?:that|it|this)\s+(?:helps|matters|is\s+relevant|makes\s+a\s+difference)\b.*$", _F)
_NEWLY = r"(?:new\s+|(?:newly|recently|freshly|just)\s+(?:appointed|promoted|hired|minted|qualified|named|elected)\s+)"
# a title alone said as the user's new one: "as the newly appointed clinic director, ..."
_AS_NEW = re.compile(rf"^as\s+(?:an?|the)\s+{_NEWLY}(?P<rest>.*)$", _F)
_ADV = r"(?:(?:currently|now|still|just|newly|officially|full[\s-]time|part[\s-]time|these\s+days|working\s+as)\s+)*"
_ART = r"(?:an?\s+|the\s+)?(?:new\s+)?"
_ORG = rf"(?P<the>the\s+)?(?:{_NAME}|{_LOWER})"
# the title first, the workplace after it: "lab technician at Kestrel Bio", "sous chef with X", "payroll clerk, X"
_TITLE_THEN_ORG = re.compile(
    rf"^(?P<mine>(?:my\s+)?{_PERIOD}\s+as\s+|as\s+(?:an?|the)\s+{_NEWLY}|{_INTO}\s+(?:of\s+being|as)\s+)?"
    rf"{_ADV}(?:an?\s+|(?P<def>the\s+))?(?:new\s+)?{WTITLE}(?:\s+here)?(?:\s+(?:on|in)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?(?=\s+(?:at|with|for|@)\s))?(?:\s+(?:(?P<over>over|here|now|currently|still)\s+)?(?P<prep>at|with|for|@)\s+|"
    rf"\s*(?P<mark>,|\(|@|\s-+|—|–|/)\s*(?:(?P<prep2>at|with|for|@)\s+)?){_ORG}",
    _F,
)
# the workplace first: "Pinecrest Academy, as a supply teacher", "X as cellar hand", "my first year at X as a Y"
_ORG_THEN_TITLE = re.compile(
    rf"^(?:(?:my\s+)?{_PERIOD}\s+(?P<at>at|with)\s+)?"
    rf"{_ORG}(?:\s*(?P<mark>,|\(|-+|—|–|:)\s*(?P<as1>as\s+)?|\s+(?P<as2>as)\s+){_ART}{WTITLE}",
    _F,
)
# a name followed by its own verb is the subject of somebody's sentence: "Head chef at Saltmarsh is hiring"
_OWN_VERB = re.compile(
    r"^\s*(?:is|was|are|were|['’]s|has|had|have|will|would|can|could|should|said|says|told|wants|needs|seems|"
    r"looks|quit|left|got|gets|did|does|do|hired|hires|hiring|needed|wanted|required|requires)\b",
    _F,
)
# ... or a verb of a story told about them: "a porter at Northgate Hospital helped me with the wheelchair"
_NARRATED = re.compile(r"^\s+(?!based\b)(?:\w+ed\b|\w+s\s+(?:me|us|my|our|him|her|them)\b)", _F)
# words of a statement that is no job of the user's now: an ad, fiction, a wish, somebody else
_NOT_NOW = re.compile(
    r"\b(?:wanted|vacanc(?:y|ies)|opening|apply\s+within|character|novel|story|fiction|film|movie|episode|"
    r"series|in\s+the\s+game|campaign|roleplay|npc|costume|halloween|dressed\s+(?:up\s+)?as|dream\s+job|"
    r"dream|someday|bucket\s+list|fantasy|pretend|playing\s+(?:a|the)|retired\s+from|"
    rf"(?:my|our|his|her|their)\s+(?:\w+\s+)?{THIRD_PARTY}\b|"
    # two jobs weighed against each other: "sous chef at X or line cook at Y"
    r"(?:or|vs\.?|versus)\s+(?:an?\s+)?(?:[\w-]+\s+){0,3}?(?:at|with|for|@)\s)",
    _F,
)
# the areas a title names that are no customer or client of the user's: "head of customer success"
_TRADE_AREA = re.compile(
    r"\b(?:customer|client)s?\s+(?:success|service|services|support|experience|care|relations|insights|operations)\b",
    _F,
)
# a title with "the" is the user's when the statement says so: "the accountant at X, that's me"
_THATS_ME = re.compile(
    r"\b(?:that(?:['’]s|\s+is|['’]d\s+be|\s+would\s+be)\s+(?:me|my\s+(?:job|role|title|day\s+job|gig))|"
    r"that['’]s\s+what\s+i\s+do|been\s+there\s+(?:for\s+)?(?:ages|years|forever|a\s+while|\d+\s+\w+))\b",
    _F,
)
# a single-word head that is often no job ("head", "lead", "owner"): never a title alone with "now"
_AMBIGUOUS = frozenset(
    "head lead chief owner associate assistant agent rep admin principal president handler guard fellow steward "
    "usher advocate counsel operator driver officer executive student controller organiser organizer buyer dev gp "
    "founder member fan partner".split()
)
# a title alone with a word of now: "head of bids now, which is terrifying", "team lead now lol"
_TITLE_NOW = re.compile(
    rf"^(?:an?\s+)?{WTITLE}\s*,?\s+(?:now|nowadays|these\s+days|officially|as\s+of\s+(?:today|now|this\s+\w+|\w+day)|"
    r"effective\s+(?:today|now|immediately|\w+day|next\s+\w+|from\s+\w+)|"
    r"from\s+(?:today|now|\w+day)|starting\s+(?:today|now|\w+day))\b(?P<rest>.*)$",
    _F,
)
_REST_OK = re.compile(r"^\s*(?:$|[,;!.)]|(?:which|and|lol|haha|apparently|btw|tbh|fwiw|yay|woo+|omg)\b)", _F)
# what displays a title: "my email signature", "business cards", "linkedin", "badge", "the title of"
_DISPLAY = (
    r"(?:job\s+title|title|e-?mail\s+sig(?:nature)?|signature|sig|linked\s?in(?:\s+(?:headline|title|profile|bio))?|"
    r"business\s+cards?|name\s*badge|badge|lanyard|name\s*tag|nameplate|door\s+sign|staff\s+(?:page|profile)|"
    r"org\s+chart|payslips?|contract)"
)
_SHOWN = re.compile(
    rf"(?<![\w'’])(?P<display>{_DISPLAY})\b(?P<between>(?:\s+[\w'’.-]+){{0,5}}?)\s*"
    r"(?:(?:(?:now|finally|officially|also)\s+)?(?:says?|reads?|shows?|lists?|states?|has\s+me\s+(?:down\s+)?as|"
    r"changed\s+to|updated\s+to|(?:got\s+)?(?:bumped|changed|updated|upgraded)\s+to|bump\s+to|change\s+to|is\s+now|is|of)\s+|"
    r"[:=]\s*|\s-+\s*|\s*[—–]\s*)(?:now\s+|officially\s+)?"
    rf"(?:an?\s+|new\s+)?['\"“‘]?{WTITLE}",
    _F,
)
# the display changed by the user: "updated the linkedin headline to Lead UX Researcher"
_CHANGED_TO = re.compile(
    rf"\b(?:updated|changed|edited|set|switched|fixed)\s+(?:my|the)\s+(?:[\w-]+\s+)?{_DISPLAY}(?:\s+[\w-]+)?\s+to\s+"
    rf"(?:say\s+|read\s+)?{_ART}['\"“‘]?{WTITLE}",
    _F,
)
_ON_DISPLAY = re.compile(rf"^(?:an?\s+)?{WTITLE}\s+on\s+(?P<whose>the|my|[\w'’]+)\s+(?:new\s+)?{_DISPLAY}\b", _F)
# a display that is somebody else's, or an old one: "her badge says ...", "my old business cards said ..."
_NOT_MY_DISPLAY = re.compile(
    r"(?:\b(?:his|her|their|your|its|him|them)|['’]s|\b(?:old|previous|former|prior|past|fake|dad's|mum's))\s+"
    r"(?:(?:new|updated|official|job|email|e-mail)\s+)*$",
    _F,
)
# a title of the lexicon's words only: its words never a verb of the news or a word of work itself
_NOT_TITLE_WORD = frozenset("made promoted newly recently appointed named became now finally officially".split())


# the participles a title does begin with: "registered nurse", "chartered accountant"
_QUALIFIED = frozenset(
    "qualified registered chartered certified licensed trained accredited salaried experienced advanced "
    "specialised specialized unqualified newly-qualified".split()
)


# somebody else's doing whose object is the user: "they gave me the title of operations manager"
_TO_ME = re.compile(
    r"^\W*\w+(?:\s+\w+){0,2}?\s+(?:gave|give|made|make|named|appointed|promoted|hired|offered|moved|put|took)\s+(?:me|us)\b",
    _F,
)


def job_from_fragment(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` with the title and workplace a subject-dropped statement gives, or a new title
    a display of the user's shows, for whichever of the two slots no frame read."""
    has_role = any(f.slot == "role" for f in facts)
    has_employer = any(f.slot == "employer" for f in facts)
    checked = _HELPS.sub("", text)  # "..., if that helps with context": why it is said, no condition
    checked = _TRADE_AREA.sub("area", checked)  # "head of customer success": a department, no customer met
    if (has_role and has_employer) or _NOT_MINE.search(checked) or _NOT_NOW.search(checked):
        return facts
    opened = _LEAD.sub("", text.strip(" ,;:.!"))
    if THIRD_SUBJECT.match(opened) and not _TO_ME.match(opened) and not _THATS_ME.search(opened):
        return facts  # "he works as a nurse now", "Tomasz, a friend, is working as a decorator": theirs
    title = org = ""
    segments = [(s, False) for s in _SEGMENT.split(text.strip(" ,;:.!"))]  # "mostly freelance but my main gig is ..."
    if _MY_JOB.search(_BRACKETED.sub(" ", text)):  # "the new job's going well (operations coordinator, X)"
        segments += [(inside, True) for inside in _BRACKETED.findall(text)]
    for segment, bracketed in segments:
        body = _LEAD.sub("", segment.strip(" ,;:.!"))
        labelled = _LABEL.match(body)
        rest = body[labelled.end() :] if labelled else body
        told = labelled is not None or bracketed
        title, org = _fragment(rest, labelled=told, lower=text == text.lower(), facts=facts)
        if title:
            break
    if not title and not has_role:
        title = _shown(text) or _alone_now(_LEAD.sub("", text.strip(" ,;:.!")))
    if not title and not has_role and (new := _AS_NEW.match(_LEAD.sub("", text.strip(" ,;:.!")))):
        whole = _WHOLE_TITLE.match(new.group("rest").strip(" ,;:.!"))
        title = _title(whole.group("title"), text) if whole else ""
    out = list(facts)
    if title and not has_role:
        out.append(TypedFact("role", title, "set", evidence=text, rule="role:fragment"))
    if org and not has_employer:
        out.append(TypedFact("employer", org, "set", evidence=text, rule="employer:fragment"))
    return out


def _fragment(body: str, *, labelled: bool, lower: bool, facts: list[TypedFact]) -> tuple[str, str]:
    """The title and the workplace of a fragment, title first or workplace first."""
    people = [
        f.value.lower() for f in facts if f.slot.split(":")[0] in ("partner", "child", "pet", "manager") and f.value
    ]
    for pattern in (_TITLE_THEN_ORG, _ORG_THEN_TITLE):
        found = pattern.match(body)
        if found is None:
            continue
        title = _title(found.group("title"), body)
        org = _name(found, lower=lower, people=people, strong=True) or _ampersand(found, lower=lower)
        named_end = body.lower().find(org.lower(), found.start("org") if found.group("org") else found.start("low"))
        after = body[named_end + len(org) :] if pattern is _TITLE_THEN_ORG and named_end >= 0 else ""
        if (
            not title
            or not org
            or (lower and " " not in org)
            or ((_OWN_VERB.match(after) or _NARRATED.match(after)) and not found.groupdict().get("mine"))
        ):
            continue  # "the clerk at the bank was rude": somebody's sentence, and "bank" is no name
        if pattern is _ORG_THEN_TITLE and _OWN_VERB.match(body[found.end("title") :]):
            continue
        if found.groupdict().get("def") and not (
            (found.group("over") or "").lower() in ("over", "here") or _THATS_ME.search(body)
        ):
            continue  # "the nurse at St Mary's, so kind": somebody met; "the X over at Y", "..., that's me" is the user
        tied = found.groupdict()
        loose = not (tied.get("prep") or tied.get("prep2") or tied.get("at") or tied.get("as1") or tied.get("as2"))
        proper = (found.group("the") or "").startswith("The") and " " in org  # "line cook, The Copper Pan"
        if loose and not (labelled or org_word(org) or "&" in org or proper):
            continue  # "Tom, sous chef": a comma ties only a name that ends like a workplace
        return title, _cased(org)
    return "", ""


def _ampersand(found: re.Match[str], *, lower: bool) -> str:
    """A lower-case name joined by "&" is a firm's ("plover & finch"), whatever its last word."""
    low = found.groupdict().get("low") or ""
    joined = re.match(r"([a-z][\w'’-]*\s+&\s+[a-z][\w'’-]*)\b", low)
    return joined.group(1) if lower and joined else ""


def _shown(text: str) -> str:
    """A title a display of the user's shows: "business cards say Senior Editor now"."""
    on_it = _ON_DISPLAY.match(_LEAD.sub("", text.strip(" ,;:.!")))  # "Lead Engineer on the badge now"
    if on_it and not _NOT_MY_DISPLAY.search(on_it.group("whose") + " "):
        return _title(on_it.group("title"), text)
    for found in (*_SHOWN.finditer(text), *_CHANGED_TO.finditer(text)):
        if _NOT_MY_DISPLAY.search(text[: found.start()]):
            continue
        if re.match(
            r"\s+of\s+(?:the|a|an|this|that|my|his|her|their|your|our)\b",
            text[found.end("display") :] if found.re is _SHOWN else "",
            _F,
        ):
            continue  # "title of the book: The Night Porter": a work's title
        if re.search(r"\b(?:i|he|she|they|we)\b", found.groupdict().get("between") or "", _F):
            continue  # "title I'd love is ...": a clause of its own between
        title = _title(_widest(text[found.start("title") :]), text)
        if title:
            return title
    return ""


_WHOLE_TITLE = re.compile(rf"{WTITLE}$", _F)


def _widest(said: str) -> str:
    """The longest title the words open with ("Lead UX Researcher", never "Lead")."""
    words = re.split(r"\s+", re.split(r"[,;:!?.()]|\s-+\s|\s[—–]", said, maxsplit=1)[0].strip())[:6]
    for n in range(len(words), 0, -1):
        found = _WHOLE_TITLE.match(" ".join(words[:n]))
        if found:
            return found.group("title")
    return ""


def _alone_now(body: str) -> str:
    found = _TITLE_NOW.match(body)
    if found is None or not _REST_OK.match(found.group("rest")):
        return ""
    title = _title(found.group("title"), body)
    return "" if title.lower() in _AMBIGUOUS else title


def _title(raw: str, body: str) -> str:
    value = trim(raw, max_words=5).strip(" '\"“”‘’")
    words = value.lower().split()
    while words and words[0] in _NOT_TITLE_WORD:
        words = words[1:]
        value = value.split(None, 1)[1] if " " in value else ""
    if not words or not_own_role(body, value) or any(w in NOT_A_TITLE for w in words) or words[0] in HIRING:
        return ""
    if words[0].endswith("ed") and words[0] not in _QUALIFIED:
        return ""  # "Started physio at Kingsway Clinic": a verb of the news, never a modifier of the title
    return value if HAS_JOB.search(value) else ""


def _cased(name: str) -> str:
    """A workplace written in lower case, as its name is written: "gorseway telecom" is Gorseway Telecom."""
    if name != name.lower():
        return name
    small = {"of", "and", "the", "&", "de", "la", "du", "van", "von"}
    words = name.split()
    return " ".join(w if (w in small and i) else w[:1].upper() + w[1:] for i, w in enumerate(words))


def cased_employers(facts: list[TypedFact]) -> list[TypedFact]:
    """Every employer a lower-case message named, stored as its name is written ("Gorseway Telecom")."""
    out = []
    for fact in facts:
        if fact.slot == "employer" and fact.op == "set" and fact.value:
            fact = replace(fact, value=_cased(fact.value), old=_cased(fact.old) if fact.old else fact.old)
        elif fact.slot == "employer" and fact.op == "end" and fact.old:  # ("employer:none" ends whatever job)
            fact = replace(fact, old=_cased(fact.old))
        out.append(fact)
    return out


# a word of the user's employment: a switch between two names is a job change only beside one
_EMPLOYMENT = re.compile(
    r"\b(?:job|jobs|work|working|worked|role|position|post|title|company|companies|employer|hired|colleagues?|"
    r"team|office|salary|boss|manager|promoted|promotion|offer|career|contract|notice|resigned|quit|joined|"
    r"start(?:ed|ing)?\s+(?:on|in|next|this)|first\s+(?:day|week)|shifts?|tills?|checkouts?|rota|uniform|"
    r"canteen|cafeteria|timesheets?|expense\s+(?:reports?|claims?)|payslips?|paycheck|pension)\b|"
    # a part of the workplace the user calls theirs: "the coffee machine on our floor at Spotify"
    r"\b(?:my|our)\s+(?:floor|building|campus|site|plant|ward|clinic|branch|department|dept|intranet|wiki|codebase|squad)\s+at\b",
    _F,
)
# a place of the day named with the user in it: "I'm at Nando's now", "at Greggs for lunch"
_VISIT = re.compile(
    r"\b(?:eating|lunch|dinner|breakfast|brunch|drinks?|coffee|snack|queue|queuing|waiting|shopping|meal|"
    r"takeaway|booth|table|with\s+(?:friends|the\s+kids|my\s+(?:mum|mom|dad|family|wife|husband|partner)))\b",
    _F,
)


# a title or workplace that is somebody else's by name or pronoun: "Dana's new title is Head of Partnerships"
_OWNED_JOB = re.compile(
    r"(?:\b(?:his|her|their|your)|(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w-]*['’]s)\s+(?:(?:new|current|official|old|job)\s+)*"
    r"(?:title|role|job|position|post|linkedin|badge|employer|company|promotion)\b",
    _F,
)
_ME = re.compile(r"\b(?:i|i'm|im|i've|i'll|me|my|mine)\b", _F)
# what a provider is "with": "I'm with Monzo now, finally left my old bank"
_SERVICE = re.compile(
    r"\b(?:phone|mobile|broadband|internet|wifi|wi-fi|energy|gas|electric\w*|bank|banking|account|insurance|insurer|"
    r"provider|network|sim|tariff|mortgage|pension|savings|broker|data\s+plan|phone\s+plan|contract)\b",
    _F,
)
# a job dressed up in, played or pretended: "dressed up as a pilot for Halloween"
_PRETEND = re.compile(
    r"\b(?:dressed\s+(?:up\s+)?as|dressing\s+(?:up\s+)?as|costume|fancy\s+dress|cosplay\w*|pretend\w*|"
    r"role-?play\w*|playing\s+(?:a|an|the)|halloween|when\s+i\s+grow\s+up|as\s+a\s+kid)\b",
    _F,
)


def not_a_job(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` without the employers that are something else: a person the user works for (the
    user's manager, when no frame read one: "I work for Dana Kowalski now"), a product or service
    left for another ("I left Spotify for Apple Music": the switch is kept, its slot left for the
    stored item that holds the old name to decide), and a place the user is at ("I'm at Nando's
    now": a name said with its possessive, or beside a meal, with no word of work). Nor is a title
    or workplace of somebody named, narrated or played a job, nor a provider the user is "with"
    ("I'm with Vodafone now for my phone") a partner."""
    has_manager = any(f.slot == "manager" for f in facts)
    at_work = bool(_EMPLOYMENT.search(text)) or any(f.slot == "role" and f.op == "set" for f in facts)
    out: list[TypedFact] = []
    for fact in facts:
        if fact.slot in ("employer", "role") and fact.op == "set" and _somebody_elses(fact, text):
            continue
        if fact.slot == "partner" and fact.op == "set" and _provider(fact.value, text):
            continue  # "I'm with Vodafone now for my phone": a provider, no partner
        if fact.slot != "employer" or fact.op != "set" or not fact.value:
            out.append(fact)
            continue
        said = re.escape(fact.value)
        if (
            person_shaped(fact.value, text)
            and not org_word(fact.value)
            and re.search(rf"\bwork(?:s|ing|ed)?\s+(?:\w+\s+)?for\s+{said}\b", text, _F)
        ):
            if not has_manager:
                out.append(TypedFact("manager", fact.value, "set", evidence=fact.evidence, rule="manager:work-for"))
            continue
        named = re.search(rf"\b{ORG_CALLED}\s+{said}\b", text, _F)  # "a startup called Finch"
        if (
            fact.old
            and not _workplace_shaped(fact.value)
            and not _workplace_shaped(fact.old)
            and not at_work
            and not named
        ):
            out.append(replace(fact, slot="?"))
            continue
        visit = re.search(rf"\bat\s+{said}", text, _F)
        if visit and not at_work and (fact.value.endswith(("'s", "’s")) or _VISIT.search(text)):
            continue
        out.append(fact)
    return out


def _somebody_elses(fact: TypedFact, text: str) -> bool:
    """A title or workplace of somebody else's, played, or of a person a sentence is about: "the
    shift supervisor at Tesco was rude to me", "Dana's new title is ...", "dressed up as a pilot"."""
    if _PRETEND.search(text):
        return True
    owned = _OWNED_JOB.search(text)
    if owned and not _ME.search(text[: owned.start()]) and not re.match(r"\s*(?:i|i'm|my)\b", text, _F):
        # ("a month after Ben's promotion I got made head of marketing": the title the user is given after it)
        mine_after = re.search(rf"\b(?:i|i'm|i've|me)\b[^.?!]*?{re.escape(fact.value)}", text[owned.end() :], _F)
        if not (fact.value and mine_after):
            return True
    if fact.slot != "employer":
        return False
    said = re.search(rf"\b(?:at|with|for|from)\s+(?:the\s+)?{re.escape(fact.value)}(?=\s)", text, _F)
    if said is None or _ME.search(text[: said.start()]) or not HAS_JOB.search(text[: said.start()]):
        return False  # (only a title's holder: "night shifts at Harcourt Infirmary are killing me" is the user's)
    return bool(_OWN_VERB.match(text[said.end() :])) and not _LEAD.sub("", text).lower().startswith(("at ", "with "))


def _provider(name: str, text: str) -> bool:
    said = bool(name) and re.search(rf"\bwith\s+{re.escape(name)}\b", text, _F) is not None
    return said and _SERVICE.search(text) is not None


def _workplace_shaped(name: str) -> bool:
    return org_word(name) or "&" in name
