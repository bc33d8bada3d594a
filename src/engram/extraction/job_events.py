# ruff: noqa: E501  (value patterns read better on one line)
"""A job event: one statement that names a new workplace and a title, each side found by its own
grammar.

Why: people tell a new job in one breath, in any order and any shape ("Accepted Verity Health's
offer -- I'll be a clinical nurse specialist", "Said yes to Ferrous Motors, they want me as a
mechanical engineer", "The Oakridge job came through, I start as a sous chef", "Hired! Hollins &
Park, junior architect"), and a frame that reads the whole shape reads only the sentence it was
written on. So once a statement is the user's own job news (a cue of the hiring class said by
the user or with the subject dropped; no negation, refusal, interview, wish or near miss), the
sides are read separately:

- the **employer side**: a name after an employment preposition ("at / with / by", "for" only
  after a work word or a title), after a verb of going over ("said yes to", "jumped ship to",
  "poached by"; "moved over to" only to a name that ends like a company), or owning the news
  ("Verity Health's offer", "the Oakridge job", "Quillon's new marketing director", "Greenlock
  hired me", "Thornbury Homes made me site manager"), or standing alone after the news ("Signed:
  Brookhaven Hospital, staff nurse"); in a message written all in lower case the name runs to the
  first word of a closed boundary class ("at copperline studio as a ...") and is never a place of
  the day ("at home", "at the moment", "for a while"). A weak cue ("started", "joined", "I'll be")
  names a workplace only beside a title: "I'm starting a pottery class at Clayworks" names none;
- the **title side**: "as a <title>", "I'll be / I'm going to be a <title>", "to be their <title>",
  "I'm the new <title>", "the role of <title>", or a title standing as a segment of its own after
  the news ("..., junior architect!", "-- physiotherapist, starting next week"); a title read
  wider than a frame read it ("head of data" over "head") replaces the narrower one;
- the **leaving side**: a workplace the same statement leaves ("leaving Kestrel Labs for ...",
  "handed in my notice at Tidewell, starting at Pinecrest", "ditched X for a gig at Y") is the old
  value of the new one, never the new employer; said alone ("Left Dovecote Media last Friday") it
  ends the employer when the name ends like a company or the statement talks of work.

The employer and title sides are read only when no frame of the statement read a value of their
slot.
"""

from __future__ import annotations

import re
from dataclasses import replace

from engram.extraction.discourse import split_clauses
from engram.extraction.fact_guards import HIRING, NOT_A_TITLE, not_a_value
from engram.extraction.fact_lexicon import ORG_CALLED, ORG_WORDS, THIRD_SUBJECT
from engram.extraction.fact_values import trim, words_match
from engram.extraction.frame_parts import _JOB
from engram.extraction.gazetteer import is_place
from engram.extraction.role_ownership import not_own_role
from engram.extraction.slots import TypedFact
from engram.extraction.title_words import WTITLE
from engram.extraction.tool_lexicon import plainly_a_tool

_F = re.IGNORECASE

# the hiring class: words by which a statement tells of the user's own new job
_CUE = re.compile(
    r"\b(?:hired|hire|hires|offer|offered|job|role|position|post|gig|contract|joined|joining|join|promotion|"
    r"start|starting|started|signed|accepted|said\s+yes|promoted|official|officially|landed|taken\s+on|"
    r"took\s+me\s+on|poached|headhunted|recruited|employee|onboard\w*|start\s+date|new\s+title|"
    r"jumped\s+ship|defected|new\s+chapter|as\s+of\s+(?:this|today|now|monday|tuesday|wednesday|thursday|friday)|career\s+change|changed\s+careers|made\s+the\s+(?:jump|leap|switch)|next\s+stop|snapped\s+(?:me\s+)?up|made\s+me|full[\s-]time|part[\s-]time|i'll\s+be|i\s+will\s+be|going\s+to\s+be|wants?\s+me)\b|"
    r"(?:\bthe|\btheir|\bour|['’]s?)\s+(?:new|newest|latest)\s+\w|\bgot\s+(?:it|the\s+job)\b|"
    r"\b(?:taken|took)\s+me\s+on\b|\b(?:now\s+)?heading\s+up\b|"
    # a workplace named by what it is: "quit Accenture for a charity called Oakfield"
    rf"\b(?:for|to|at|joined|joining)\s+(?:an?\s+)?(?:[\w-]+\s+){{0,2}}?{ORG_CALLED}\s|"
    # a workplace and a title said together: "I'm now at Wolfram & Pike as an associate"
    rf"\b(?:at|with|for)\s+(?:the\s+)?[\w&'.-]+(?:\s+[\w&'.-]+){{0,3}}\s+as\s+(?:an?|the|their)\s+(?:new\s+)?{WTITLE}",
    _F,
)
# the cues that say a job by themselves; the weaker ones ("started", "joined", "signed", "I'll be")
# name a workplace only beside a title ("I'm starting a pottery class at Clayworks" names none)
_STRONG = re.compile(
    r"\b(?:hired|job|role|position|post|gig|contract|employee|promoted|promotion|onboard\w*|taken\s+on|took\s+me\s+on|"
    r"poached|headhunted|recruited|jumped\s+ship|snapped\s+(?:me\s+)?up|defected|start\s+date|said\s+yes|"
    r"full[\s-]time|part[\s-]time|accepted\s+(?:\S+\s+){0,3}offer|offer\s+accepted|work(?:ing)?\s+(?:at|for)|"
    # a job that came good: "the Castellan Bank offer came through"
    r"(?:offer|job|role|position|contract)(?:\s+(?:from|with|at)\s+\S+(?:\s+\S+){0,2}?)?\s+(?:finally\s+|just\s+)?"
    r"came\s+(?:through|good))\b",
    _F,
)
# an offer taken, said in two clauses: "X made me an offer and I took it"
_OFFER_TAKEN = re.compile(
    r"\b(?:made\s+me\s+an\s+offer|offered\s+me\s+(?:a|the)\s+(?:job|role|position))\b.*\b(?:took\s+it|accepted|said\s+yes|signed)\b",
    _F,
)
# an interview is a job not had yet, unless the same statement says it was won
_INTERVIEW = re.compile(r"\binterview", _F)
_WON = re.compile(r"\b(?:hired|offered\s+me|got\s+(?:it|the\s+(?:job|role|offer|position))|took\s+me\s+on)\b", _F)
# the user in the statement, or a statement that begins with its verb (the subject dropped)
_FIRST_PERSON = re.compile(r"\b(?:i|i'm|im|i'll|i've|me|my|mine)\b", _F)
_VERB_FIRST = re.compile(
    r"^(?:(?:just|finally|officially|so|and)\s+)*(?:accepted|said|signed|joined|joining|got|landed|took|"
    r"taken|started|starting|hired|poached|headhunted|recruited|moved|moving|went|going|came|handed|heading|headed|off|"
    r"leaving|left|ditched|ditching|swapped|quit|jumped|wrapped|finished|resigned|was|been|it's\s+official|new\s+(?:job|gig|role|position|post)|made\s+the|career\s+change|next\s+stop|new\s+chapter|start)\b",
    _F,
)
# the news is not had: "they didn't hire me", "I turned down the offer", "I was going to take it"
_NOT_HAD = re.compile(
    r"\b(?:didn't|did\s+not|don't|not|never|won't|wouldn't|turned\s+(?:it\s+)?down|declined|rejected|"
    r"passed\s+on|was\s+going\s+to|were\s+going\s+to|applied|applying|interviewing\s+for|hoping|wish|"
    r"i'd|i\s+would|almost|nearly|said\s+no|deciding|"
    r"used\s+to|back\s+when|years\s+ago|cover\s+letter|write|draft|prep\s+for|job\s+ad|apply|"
    # the job is over, not begun: "the Kotlin job ended", "lost the Harlow contract"
    r"ended|ending|fell\s+through|is\s+over|was\s+over|lost|laid\s+off|let\s+go|fired|redundant)\b",
    _F,
)

_CAP = r"(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w&'.-]*"
# a capitalised name: up to three words, "&" and a joining "of" allowed ("Salt & Ember", "Bank of Leeds")
_NOT_NAME_START = (
    r"(?!(?:accepted|said|signed|joined|got|landed|took|started|starting|hired|the|i|i'm|it's|so|and|just|"
    r"finally|new|big|great|happy|quick|update|news|yep|yes|came|handed|went|moved|leaving|left|after|since|"
    r"today|yesterday|guess|meet|ok|okay|well|then|they|we|my|our|start|joining|got|officially|poached|"
    r"they've|they're|we've|we're|he|she|he's|she's|it|you|someone|somebody|everyone)\b)"
)
ORG_NAME = rf"(?P<org>{_NOT_NAME_START}{_CAP}(?:\s+(?:&\s+|of\s+|and\s+(?=(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])))?{_CAP}){{0,3}})"
# where a lower-case name stops: prepositions, times, verbs of the news, and the title that follows
_BOUNDARY = frozenset(
    """
    as at for with by from to in on of since until till starting start starts started from now today
    tonight tomorrow yesterday monday tuesday wednesday thursday friday saturday sunday this next last
    in and but so then too also again soon later after before when where which who because though
    is was are were be been being will would it's its i i'm i'll im me my we our they their he she
    the a an doing teaching working as of effective anyway lol haha yay yep wish finally officially fyi btw tbh atm fwiw imo
    """.split()
)
# a lower-case word after an employment preposition that is no workplace: "at home", "for a while"
_NOT_WORKPLACE = frozenset(
    """
    a an the my our your his her their this that these those some any home work night school least
    all it last first once times moment while bit lot long good now least best most least
    """.split()
)
# a capitalised word after a preposition that is a time, never an employer ("made team lead at Christmas")
_TIME = frozenset(
    "christmas easter monday tuesday wednesday thursday friday saturday sunday january february march april "
    "may june july august september october november december i".split()
)

# "for" names an employer only after work words: "a copywriter for Tamsin Media", not "asks for Java"
_PREP = r"(?:at|with|by|for)"
# "for" names an employer only after work words or a title: "a copywriter for Tamsin Media", not "asks for Java"
_FOR_AFTER = re.compile(
    rf"\b(?:work|working|worked|works|job|role|position|gig|contract|freelance|freelancing|employee|{_JOB})\s+$", _F
)
_GO_OVER = r"(?:next\s+stop\s+(?:is|:|-)|said\s+yes\s+to|jumped\s+ship\s+to|defected\s+to|poached\s+by|headhunted\s+by|recruited\s+by|snapped\s+up\s+by|taken\s+on\s+by)"
_MOVE_OVER = r"(?:moved|moving|went|going|switched|switching|headed|heading|transferred)\s+(?:over\s+|across\s+)?to"
_NEWS_NOUN = r"(?:offer|job|role|position|post|gig|contract|interview)"
_OWNING = (
    # "Accepted Verity Health's offer", "I'm Quillon's new marketing director"
    re.compile(rf"(?:^|[\s,;:!—–-])(?:the\s+)?{ORG_NAME}['’]s?\s+(?:new\s+|first\s+|job\s+)?{_NEWS_NOUN}\b", _F),
    re.compile(
        rf"\b(?:i'm|i\s+am|im|i'll\s+be|i\s+will\s+be|going\s+to\s+be)\s+(?:now\s+)?{ORG_NAME}['’]s?\s+(?:new\s+|newest\s+|latest\s+|first\s+)?{WTITLE}",
        _F,
    ),
    # "got an offer from Stellan Bank ... and said yes": an offer taken
    re.compile(
        rf"\boffer\s+from\s+{ORG_NAME}(?=.*\b(?:accepted|said\s+yes|took\s+it|signed|came\s+(?:through|good)))", _F
    ),
    # "The Oakridge job came through"
    re.compile(rf"\bthe\s+{ORG_NAME}\s+{_NEWS_NOUN}\b", _F),
    # "Greenlock hired me", "Northfield Hospital wants me as ...", "Cobalt Street Bank made me an offer"
    re.compile(
        rf"(?:^|[,;:!—–-]\s*|\b(?:and|that)\s+|\bcall\s+(?:—|–|-|:)?\s*)(?:the\s+)?{ORG_NAME}\s+(?:just\s+|finally\s+|officially\s+)?"
        r"(?:hired\s+me|wants\s+me|want\s+me|offered\s+me|made\s+me\s+an\s+offer|took\s+me\s+on|picked\s+me|is\s+hiring\s+me|are\s+hiring\s+me|"
        r"(?:has|have)\s+(?:taken|hired|signed)\s+me(?:\s+on)?|snapped\s+me\s+up|signed\s+me)\b"
        r"(?!\s+to\s+(?!(?:be|work|run|lead|head|manage)\b)\w)",  # "Sam hired me to paint his fence": a task
        _F,
    ),
    # "Hired! Hollins & Park, junior architect.", "Got the job! Content strategist at Mirewood Digital"
    re.compile(rf"^(?:hired|got\s+the\s+job|new\s+job|it'?s\s+official|signed)\W+{ORG_NAME}\s*(?:,|—|–|-|$)", _F),
)
# "at the Crown & Anchor": a name after "the" is a workplace only in two words or more
# "Thornbury Homes made me site manager": a title given by a company (not by a person: "Sam made me lead")
_MADE_ME = re.compile(
    rf"(?:^|[,;:!—–-]\s*|\b(?:and|that)\s+){ORG_NAME}\s+(?:just\s+|finally\s+)?made\s+me\s+(?:their\s+|the\s+|an?\s+)?(?:new\s+)?{WTITLE}",
    _F,
)
_BARE_ORG = re.compile(ORG_NAME)
_AFTER_PREP = re.compile(
    rf"\b(?P<cue>{_GO_OVER}|{_MOVE_OVER}|{_PREP}|joined|joining|join)\s+(?:(?P<the>the)\s+)?{ORG_NAME}", _F
)
_LOWER_AFTER = re.compile(
    rf"\b(?P<cue>{_GO_OVER}|{_MOVE_OVER}|{_PREP}|joined|joining|join)\s+(?=(?P<rest>[a-z][\w&'.-]*(?:\s+[a-z&][\w&'.-]*){{0,3}}))",
    _F,
)

# leaving a workplace in the same statement: the old value, never the new one
_LEAVING = re.compile(
    rf"\b(?:(?:leaving|left|quit|quitting)\s+my\s+(?:\w+\s+)?(?:job|role|position|gig)\s+(?:at|with)|"
    rf"(?:my|our|the|a)\s+(?:last|final)\s+(?:day|shift|week)\s+(?:at|with)|(?:my\s+)?(?:leaving|farewell|goodbye)\s+(?:do|party|drinks|lunch|dinner|cake)\s+(?:at|with)|finishing\s+(?:up\s+)?at|handed\s+my\s+notice\s+in\s+(?:at|to|with)|leaving|left|quit|quitting|resigned\s+from|handed\s+in\s+my\s+notice\s+(?:at|with)|gave\s+(?:my\s+)?notice\s+(?:at|to)|done\s+at|ditched|ditching)\s+(?:the\s+)?(?P<org>{_CAP}(?:\s+(?:&\s+)?{_CAP}){{0,2}}|[a-z][\w&'.-]*(?:\s+[a-z&][\w&'.-]*){{0,2}}?(?=\s+(?:for|to|and|was|is|on|today|yesterday|tomorrow|last|this|next|after|at|in)\b|\s*[,.!]|\s*$))",
    _F,
)

_ART = r"(?:an?\s+|the\s+|their\s+|our\s+|its\s+)?(?:new\s+|first\s+|only\s+|next\s+)?"
_TITLE_SIDE = (
    re.compile(rf"\bas\s+{_ART}{WTITLE}", _F),
    re.compile(rf"\b(?:i'll|i\s+will|i'm\s+going\s+to|i\s+am\s+going\s+to|gonna)\s+(?:now\s+)?be\s+{_ART}{WTITLE}", _F),
    re.compile(rf"\b(?:i'm|i\s+am|im)\s+(?:now\s+)?(?:the|their|our)\s+new\s+{WTITLE}", _F),
    re.compile(
        rf"\b(?:i'm|i\s+am|im|be)\s+(?:now\s+)?{_CAP}(?:\s+{_CAP}){{0,2}}['’]s?\s+(?:new\s+|newest\s+|latest\s+|first\s+)?{WTITLE}",
        _F,
    ),
    re.compile(
        rf"\b(?:offered\s+me|gave\s+me|got|took|accepted|landed)\s+the\s+{WTITLE}\s+(?:role|job|position|post)\b", _F
    ),
    re.compile(rf"\bto\s+be\s+(?:an?|the|their|our|its)\s+(?:new\s+)?{WTITLE}", _F),
    re.compile(rf"\b(?:role|position|post|job)\s+of\s+{_ART}{WTITLE}", _F),
)
# a title standing as a segment of its own: ", junior architect!", "-- physiotherapist, starting ..."
_BARE_TITLE = re.compile(
    rf"^(?:an?\s+|the\s+)?(?:new\s+)?{WTITLE}(?:\s+(?:at|with|for)\s+.+)?(?:\s+(?:now|starting|from|as\s+of|effective|next|this|on|in|role|position|job)\b.*)?$",
    _F,
)
_TITLE_AT = re.compile(rf"^(?:an?\s+|the\s+)?(?:new\s+)?{WTITLE}\s+(?:at|with)\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])", _F)
# a headline title begins now ("as of this month", "starting Monday"), and is not judged from outside
_STARTED = re.compile(r"\b(?:as\s+of|starting|from\s+(?:today|now|monday)|today|now|new\s+chapter)\b", _F)
_JUDGED = re.compile(r"\b(?:sounds|seems|looks|dream|would|could|might|hiring|apply)\b", _F)
_TITLE_ONLY = re.compile(rf"(?:an?\s+)?{WTITLE}", _F)
_SEGMENTS = re.compile(r"\s*(?:[,;:!(){}]|\s-+\s|—|–|\.\s)\s*")
_LEAD_WORDS = re.compile(r"^(?:(?:so|and|but|yep|yes|yeah|ok|okay|oh|well|officially|finally|now)\s+)+", _F)
# somebody else as the subject of a clause that is about the user: "They offered me the lead role"
_TO_ME = re.compile(
    r"^\S+(?:\s+\S+)?\s+(?:just\s+|finally\s+|officially\s+)?(?:hired|offered|made|gave|wants?|took|promoted|named|appointed|picked|chose)\s+me\b",
    _F,
)


_PEOPLE_SLOTS = frozenset({"partner", "child", "pet", "manager"})


# a workplace named by what it is, then its name: "a startup called Finch", "a small fintech called Ledgerly"
_CALLED = re.compile(
    rf"^(?:an?\s+)?(?:[\w-]+\s+){{0,2}}?{ORG_CALLED}\s+(?P<org>{_CAP}(?:\s+(?:&\s+)?{_CAP}){{0,2}})$",
    _F,
)
_AT_CALLED = re.compile(
    rf"\b(?:at|with|for|joined|joining|to|in)\s+(?:an?\s+)?(?:[\w-]+\s+){{0,2}}?{ORG_CALLED}\s+"
    rf"(?P<org>{_CAP}(?:\s+(?:&\s+)?{_CAP}){{0,2}})",
    _F,
)


def _called(fact: TypedFact) -> TypedFact:
    """A switch to "a startup called Finch" is a change of workplace, to Finch; "Works at logistics firm
    called Kestrel" is at Kestrel Freight, the name said after "called"."""
    if fact.slot == "employer" and fact.op == "set" and re.search(r"\s(?:called|named)\s", fact.value):
        named = _AT_CALLED.search(fact.evidence) or _CALLED.search(fact.value)
        return replace(fact, value=named.group("org")) if named else fact
    if fact.slot != "?" or fact.op != "set" or not fact.value:
        return fact
    named = _CALLED.match(fact.value)
    if named is not None:
        return replace(fact, slot="employer", value=named.group("org"))
    said = rf"\b{ORG_CALLED}\s+{re.escape(fact.value)}\b"
    return replace(fact, slot="employer") if re.search(said, fact.evidence, _F) else fact


def job_event(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` with the employer and the title a statement of the user's own job news names, each
    read by its own grammar when no frame read a value of its slot."""
    facts = [_called(f) for f in facts]
    # "Ditched Corvid Consulting for a gig at Birchway": a switch whose new side is only a job noun
    # leaves the old employer; the new one is the event's employer side
    facts = [replace(f, slot="employer", op="end", value="") if _to_a_job(f) else f for f in facts]
    facts = [*facts, *_left(facts, text)]
    # "my new job: barista at The Daily Grind" read by a frame as "Works at barista": a title is no workplace
    facts = [f for f in facts if not (f.slot == "employer" and f.op == "set" and _TITLE_ONLY.fullmatch(f.value))]
    facts = _no_title_words(facts, [title_side(text)])
    has_employer = any(f.slot == "employer" and f.op == "set" and f.value for f in facts)
    has_role = any(f.slot == "role" and f.op == "set" and f.value for f in facts)
    own = [c.strip(" ,;:.!") for c in split_clauses(text)]
    own = [
        c
        for c in own
        if c and (_TO_ME.match(_LEAD_WORDS.sub("", c)) or not THIRD_SUBJECT.match(_LEAD_WORDS.sub("", c)))
    ]
    body = " , ".join(own)
    if not body or not _news(body, facts):
        return facts
    leaving = [m.group("org") for m in _LEAVING.finditer(body)]
    leaving += [f.old for f in facts if f.slot in ("employer", "?") and f.op == "end" and f.old]
    title = title_side(body)
    said = [f for f in facts if f.slot == "role" and f.op == "set" and f.value]
    wider = [f for f in said if title.lower().startswith(f.value.lower() + " ")]
    if wider:  # "I'll be their head of data", read by a frame as "head": the title is the whole
        facts = [replace(f, value=title) if f in wider else f for f in facts]
    if has_role:
        title = ""
    out = list(facts)
    # the workplace is read only in the clauses that tell the news: "I'm a nurse and I had dinner at
    # Nando's" tells none, and "I'm a data analyst but today I'm at the beach" names no workplace
    moved = title or has_role
    news = " , ".join(
        c for c in own if _CUE.search(c) or _LEAVING.search(c) or (moved and re.search(_MOVE_OVER, c, _F))
    )
    if (title_at := _TITLE_AT.match(_LEAD_WORDS.sub("", body))) and _STARTED.search(
        body
    ):  # "Principal engineer at Tidewater as of ..."
        title = title or ("" if has_role else _as_title(title_at.group("title"), body))
    strong = _STRONG.search(news) or _OFFER_TAKEN.search(body)
    if news and not has_employer and (has_role or title or leaving or strong):
        org = _employer_side(news, leaving, titled=bool(has_role or title or leaving))
        people = [f.value for f in facts if f.op == "set" and f.value and f.slot.split(":")[0] in _PEOPLE_SLOTS]
        if org and any(words_match(org, p) or words_match(p, org) for p in people):
            org = ""  # "I said yes to Tom, we're engaged": a fiancé, not a workplace
        if org:
            old = trim(leaving[0]) if leaving else None
            out = [
                f for f in out if not (f.slot == "employer" and f.op == "end" and old and words_match(f.old or "", old))
            ]
            out = [f for f in out if not (f.slot in ("residence", "trip") and words_match(f.value, org))]
            out.append(TypedFact("employer", org, "set", old=old or None, evidence=text, rule="employer:event"))
    if title and not any(f.slot == "role" and f.op == "end" for f in facts):
        out.append(TypedFact("role", title, "set", evidence=text, rule="role:event"))
    return _no_title_words(out, [])


def _no_title_words(facts: list[TypedFact], more: list[str]) -> list[TypedFact]:
    """ "New job! Product manager at Brightwater" read by a frame as "Works at Product": the first
    words of a title are no workplace."""
    titles = [t.lower() for t in (*more, *(f.value for f in facts if f.slot == "role" and f.op == "set")) if t]
    return [
        f
        for f in facts
        if not (f.slot == "employer" and f.op == "set" and any(t.startswith(f.value.lower() + " ") for t in titles))
    ]


def _to_a_job(fact: TypedFact) -> bool:
    return fact.slot == "?" and bool(fact.old) and fact.value.lower() in _JOB_NOUNS


_JOB_NOUNS = frozenset("gig job role position post offer contract".split())
# leaving a workplace, said with the subject dropped or not: "Left Dovecote Media last Friday"
_LEFT = re.compile(
    rf"(?:^|\b(?:i|we)(?:'ve|\s+have)?\s+)(?:(?:just|finally|officially|also)\s+)*(?:left|quit|walked\s+out\s+of|walked\s+away\s+from|"
    rf"stepped\s+down\s+from|moved\s+on\s+from|bowed\s+out\s+of|parted\s+ways\s+with)\s+(?:the\s+)?(?P<org>{_CAP}(?:\s+(?:&\s+)?{_CAP}){{0,2}})",
    _F,
)
# a statement about work, so a name left is a workplace whatever it ends in
_WORK_WORDS = re.compile(
    r"\b(?:job|company|employer|notice|colleagues|coworkers|office|boss|manager|role|position|career|"
    r"last\s+(?:day|shift|week)|farewell|leaving\s+do|handover)\b",
    _F,
)


# what a lower-case message leaves that is never a workplace's name
_EVERYDAY = frozenset(
    """
    office work house home party meeting gym building room class school church pub bar restaurant car keys
    laptop phone bag early late now today tonight team group chat call town city country the a my our
    """.split()
)


def _left(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """The workplace a statement leaves, when no frame ended one: a name that ends in a workplace's
    word ("Penrose Bio", "Granger Foods") or said among work words; "I left Berlin" is no job."""
    if any(f.slot in ("employer", "?") and f.op == "end" for f in facts) or any(f.old for f in facts):
        return []
    for clause in split_clauses(text):
        clause = clause.strip(" ,;:.!")
        if THIRD_SUBJECT.match(_LEAD_WORDS.sub("", clause)) or _NOT_HAD.search(clause):
            continue
        found = _LEFT.search(_LEAD_WORDS.sub("", clause)) or _LEAVING.search(clause)
        if found is None:
            continue
        name = _as_org(found.group("org"))
        if name[:1].islower() and (text != text.lower() or name.split()[0].lower() in _EVERYDAY):
            continue  # "left the office early": a room, not a company (a message with capitals capitalises one)
        if name and (org_word(name) or _WORK_WORDS.search(text.replace(name, " "))):
            return [TypedFact("employer", "", "end", old=name, evidence=text, rule="employer:left")]
    return []


# a job that came good is the user's news whoever it names: "the Marlow Group job finally came through"
_CAME_GOOD = re.compile(
    r"\b(?:offer|job|role|position|contract)\s+(?:finally\s+|just\s+)?came\s+(?:through|good)\b", _F
)


def _news(body: str, facts: list[TypedFact]) -> bool:
    """Is the statement the user's own job news, had and not wished, refused or reported?"""
    if _NOT_HAD.search(body) or (_INTERVIEW.search(body) and not _WON.search(body)):
        return False
    if any(f.slot == "employer" and f.value for f in facts):
        return True  # a frame already read a change of the user's workplace from it
    if not _CUE.search(body) and not (re.search(_MOVE_OVER, body, _F) and title_side(body)):
        return False  # (going over with a title is news: "Heading to Larkspur Labs to be a research scientist")
    if any(f.slot == "role" and f.op == "set" and f.value for f in facts):
        return True  # a frame already read the user's title from it
    lead = _LEAD_WORDS.sub("", body)
    # (or a headline of a title at a workplace: "Principal engineer at Tidewater as of this month!")
    headline = _TITLE_AT.match(lead) and _STARTED.search(body) and not _JUDGED.search(body)
    return bool(_FIRST_PERSON.search(body) or _VERB_FIRST.match(lead) or headline or _CAME_GOOD.search(body))


def _employer_side(body: str, leaving: list[str], *, titled: bool) -> str:
    """The workplace of the news; without a title beside it, a name after a preposition is one only
    when the preposition hangs on the job itself ("a job at X", "hired by X", "joined X"), never on
    anything else the statement mentions ("a phone contract with Vodafone", "his job at Ford")."""
    lower = body == body.lower()
    found: list[str] = []
    if lower:
        for m in _LOWER_AFTER.finditer(body):
            name = _lower_name(m.group("rest"))
            if not _for_work(m, body) or not (titled or _attached(m, body)):
                continue
            if name and (not re.match(_MOVE_OVER, m.group("cue"), _F) or org_word(name)):
                found.append(name)
    else:
        for m in _AFTER_PREP.finditer(body):
            name = m.group("org")
            if not _for_work(m, body) or not (titled or _attached(m, body)):
                continue
            if re.match(_MOVE_OVER, m.group(0), _F) and not org_word(name) and (is_place(name) or not titled):
                continue  # "moved to Berlin as a student": a home; "moved over to Saltmarsh Capital", "moved to
                # Telstra as a network engineer" (no place, and a trade said with it): a job
            if m.group("the") and " " not in name.strip() and not name.isupper():
                continue  # "working for the Whitlocks": a household, not a company
            found.append(name)
        found += [m.group("org") for m in _AT_CALLED.finditer(body)]  # "the new CTO at a fintech called Ledgerly"
        for pattern in _OWNING:  # "Verity Health's offer": the owner, without its possessive
            found += [re.sub(r"['’]s?$", "", m.group("org")) for m in pattern.finditer(body)]
        found += [m.group("org") for m in _MADE_ME.finditer(body) if org_word(m.group("org"))]
        # "Signed the contract yesterday: Brookhaven Hospital, staff nurse": a workplace standing alone
        found += [
            b.group("org")
            for seg in _SEGMENTS.split(body)[1:]
            if (b := _BARE_ORG.fullmatch(seg.strip())) and org_word(b.group("org"))
        ]
    for raw in found:
        name = _as_org(raw)
        if name and not any(words_match(name, old) or words_match(old, name) for old in leaving):
            return name
    return ""


def org_word(name: str) -> bool:
    """Does the name end in a word that says it is a workplace ("Saltmarsh Capital", "ashgrove hospital")?"""
    words = name.replace(".", "").split()
    last = words[-1].lower() if words else ""
    # (either number: "Mulberry Lane Nurseries", "Harbour Bakeries")
    return bool(last) and (last in ORG_WORDS or (last.endswith("ies") and last[:-3] + "y" in ORG_WORDS))


# what a workplace's preposition hangs on when no title is said: the job itself, or being hired
_HANGS_ON_JOB = re.compile(
    r"(?:\b(?:a|an|the|my|new|this|first|dream|permanent|temporary|full[\s-]time|part[\s-]time)\s+(?:new\s+)?"
    r"(?:job|role|position|gig|offer)(?:\s+(?:of|as)\s+(?:an?\s+)?(?:[\w-]+\s+){0,2}[\w-]+)?|"
    r"\b(?:hired|employed|onboarded|taken\s+on|took\s+me\s+on|working|work|worked))\s+(?:on\s+)?$",
    _F,
)
_DIRECT = re.compile(rf"{_GO_OVER}|{_MOVE_OVER}|joined|joining|join", _F)


def _attached(match: re.Match[str], body: str) -> bool:
    return bool(_DIRECT.fullmatch(match.group("cue"))) or _HANGS_ON_JOB.search(body[: match.start()]) is not None


def _for_work(match: re.Match[str], body: str) -> bool:
    return match.group("cue").lower() != "for" or _FOR_AFTER.search(body[: match.start()]) is not None


def _lower_name(rest: str) -> str:
    words: list[str] = []
    for word in rest.split():
        bare = word.strip(",.;:!?").lower()
        if bare in _BOUNDARY or (bare.endswith("ing") and words):
            break
        words.append(word.strip(",.;:!?"))
        if word[-1:] in ",.;:!?":
            break
    if not words or words[0].lower() in _NOT_WORKPLACE or any(w.isdigit() for w in words):
        return ""
    return " ".join(words[:3])


def _as_org(raw: str) -> str:
    name = raw.strip(" .,")
    while " " in name and name.rsplit(" ", 1)[1].lower() in _TIME:  # "Pillar Health Monday": the day ends it
        name = name.rsplit(" ", 1)[0]
    if not name or name.split()[0].lower() in _TIME or name.lower() in ("i", "i'm", "im"):
        return ""
    if not_a_value("employer", name) or plainly_a_tool(name):  # "the Kotlin job": a language, not a company
        return ""
    return name


def title_side(body: str) -> str:
    for pattern in _TITLE_SIDE:
        for match in pattern.finditer(body):
            title = _as_title(match.group("title"), body)
            if title:
                return title
    for segment in _SEGMENTS.split(body)[1:]:  # said after the news: "Hired! ..., junior architect"
        bare = _BARE_TITLE.match(_LEAD_WORDS.sub("", segment.strip()))
        if bare is not None and not re.match(r"\w+ed\b", bare.group("title")):
            title = _as_title(bare.group("title"), body)
            if title:
                return title
    return ""


def _as_title(raw: str, body: str) -> str:
    value = trim(raw, max_words=4)
    words = value.lower().split()
    if not words or not_own_role(body, value) or any(w in NOT_A_TITLE for w in words) or words[0] in HIRING:
        return ""
    return value
