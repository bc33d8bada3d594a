"""Employer-first reading: a workplace's name tied to a word of employment anywhere in one
first-person statement, when no frame and no job event read an employer.

Why: the frames and :mod:`.job_events` read the news of a job in the shapes people announce it;
people mention where they work far more often in passing, and in endless shapes: "my colleagues
at Osprey Freight threw me a party", "payroll at Fairhaven Hotels messed up again", "night shifts
at Harcourt Infirmary are killing me", "I'm teaching year 4 at Hollins Primary School", "our
company got bought by Veltrix", "they transferred me to the Glasgow office of Arkwright
Insurance", "Helix Bio -- that's where I'll be working from June", "I'm Pendle Robotics' newest
hire". What stays put is a name of a workplace's shape and, right before the preposition that
carries it, a word of the user's employment (work, job, colleagues, boss, team, payroll, shift,
onboarding, internship, residency, first day, teaching ...).

The name is a capitalised one (a single word only after a noun or verb of the job itself, never a
place, a time, a tool or a person the statement names), or in a message written in lower case a
name that ends in a workplace's word ("at copper kettle cafe"). Nothing is read for somebody
else's job, an interview or an application, a wish, the past, a negation, a customer or a vendor
("we use Stripe at work", "a call with Deloitte"). The same reading places a workplace beside the
user's title ("I'm a UX researcher, currently at Palisade Health", "..., the firm is Holbrook &
Reyes", "an sre over at kestrel cloud") and one gone over to ("I'm off to Tamarind Labs"). A job
lost ("lost my job at X", "retiring from X", "the end of my time at X", "I got made redundant")
or none any more ("I'm unemployed now", "went freelance", "officially retired") ends the employer
and the title instead; a company of the user's own, named, is the new workplace.

:func:`not_left_for_good` is the other side: a leaving that ends no employer ("done at X for the
day", "last day at the X office before my holiday", "left X's office early", "we lost the X
account") is dropped from whatever read it.
"""

from __future__ import annotations

import re

from engram.extraction.discourse import split_clauses
from engram.extraction.fact_lexicon import HONORIFICS, THIRD_PARTY, THIRD_SUBJECT
from engram.extraction.gazetteer import is_place
from engram.extraction.job_events import org_word, title_side
from engram.extraction.others_who import before_relative
from engram.extraction.person_names import named_subject, person_shaped
from engram.extraction.slots import TypedFact
from engram.extraction.tool_lexicon import plainly_a_tool
from engram.extraction.work_frames import WORKED_FOR

_F = re.IGNORECASE

_CAP = r"(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w&'’.-]*"
# a capitalised name: up to four words, "&", "and" before a capital and a joining "of" allowed
_NAME = rf"(?P<org>{_CAP}(?:\s+(?:&\s+|of\s+(?:the\s+)?|and\s+(?=(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])))?{_CAP}){{0,3}})"
# a lower-case name runs to a workplace's word: "at copper kettle cafe", "st helens hospital"
_LOWER = r"(?P<low>[a-z][\w&'’.-]*(?:\s+[a-z&][\w&'’.-]*){0,3})"

# nouns and verbs of the user's own employment that carry the workplace after them
_JOB_NOUN = (
    r"work['’]s|job|day\s+job|role|position|gig|contract|employer|colleagues?|co-?workers?|workmates?|teammates?|"
    r"boss|manager|supervisor|team|department|dept|payroll|hr|onboarding|internship|residency|placement|"
    r"apprenticeship|traineeship|fellowship|shifts?|night\s+shifts?|(?:first|second|1st)\s+(?:day|week|month|shift)|"
    r"desk|ward|office|branch|career|salary|contract\s+role|new\s+hire|staff"
)
_JOB_VERB = (
    r"work(?:s|ing|ed)?|employed|hired|onboarded|onboarding|interning|contracting|temping|freelancing|"
    r"teach(?:ing)?(?:\s+[\w-]+){0,2}|nursing|lecturing|volunteering\s+as\s+\w+|"
    r"started(?:\s+(?:today|yesterday|this\s+week|last\s+week|on\s+monday))?|starting(?:\s+(?:today|tomorrow|monday|next\s+week))?|"
    r"promoted(?:\s+to\s+[\w-]+(?:\s+[\w-]+){0,2})?|made\s+(?:partner|senior|permanent)|stay(?:ing)?\s+on"
)
# the cue and its preposition: "colleagues at", "working remotely for", "contract with", "office of"
_TIED = re.compile(
    rf"\b(?P<cue>(?:{_JOB_NOUN})\b(?:\s+(?:here\s+|over\s+|now\s+)?(?:at|with|for|of|in)|\s+(?:at|with)|(?:\s+[\w'-]+){{0,2}}\s+at)|"
    rf"(?:{_JOB_VERB})\b(?:\s+(?:remotely|nights|days|weekends|full[\s-]time|part[\s-]time|now|here|there|currently))?"
    # (a title between: "working nights as a security guard at Bexley Mall")
    rf"(?:\s+as\s+(?:an?\s+|the\s+)?[\w-]+(?:\s+[\w-]+){{0,3}}?)?\s+(?:at|for|with|by))\s+"
    rf"(?P<the>the\s+)?(?:{_NAME}|{_LOWER})",
    _F,
)
# a company bought by another: the user's workplace is the buyer
_BOUGHT = re.compile(
    rf"\b(?:(?:we|our\s+(?:company|startup|firm|employer|business|agency|studio|team)|my\s+(?:company|employer|firm))\s+"
    rf"(?:just\s+|finally\s+|officially\s+)?(?:got|was|were|has\s+been|have\s+been|is\s+being|are\s+being)\s+"
    rf"(?:bought(?:\s+out)?|acquired|taken\s+over|absorbed|swallowed)\s+by|"
    rf"(?:we|our\s+(?:company|startup|firm))\s+(?:merged|got\s+merged)\s+(?:with|into))\s+(?P<the>the\s+)?{_NAME}",
    _F,
)
_BUYER = re.compile(
    rf"(?:^|[,;:!—–-]\s*|\b(?:and|so|then)\s+){_NAME}\s+(?:just\s+|finally\s+|officially\s+)?"
    rf"(?:bought|acquired|took\s+over|bought\s+out|absorbed|swallowed)\s+(?:us|our\s+(?:company|startup|firm|employer|business|agency|studio))\b",
    _F,
)
# the newest member of a workplace: "I'm Pendle Robotics' newest hire", "officially a Kestrel employee"
_MEMBER = re.compile(
    rf"\b(?:i'm|i\s+am|im|now|officially)\s+(?:officially\s+|now\s+)?(?:an?\s+)?(?:the\s+)?{_NAME}(?:['’]s?)?\s+"
    rf"(?:new\s+|newest\s+|latest\s+)?(?:hire|recruit|employee|staffer|starter|joiner|team\s+member|member\s+of\s+staff)\b",
    _F,
)
# the workplace told before the cue: "Helix Bio -- that's where I'll be working", "Tidemark is where I work"
_WHERE = re.compile(
    rf"^(?:the\s+)?{_NAME}\s*(?:,|—|–|-+|:)?\s*(?:that's|that\s+is|is|it's)\s+"
    # ("X -- that's who I work for", "X is the company I work for")
    r"(?:where|who|the\s+(?:company|firm|place|lot|people|crowd|outfit|organi[sz]ation|business)(?:\s+that)?)\s+(?:i|i'll|i\s+will|i'm)\s+"
    r"(?:be\s+)?(?:now\s+)?(?:work|working|start|starting|based|employed)\b",
    _F,
)
# the user's company named in apposition: "my company, Tidemark Inc, is ..."
_MY_COMPANY = re.compile(
    rf"\b(?:(?:my|our)\s+(?:company|employer|workplace|firm)|the\s+{WORKED_FOR})\s*[,(:—–-]\s*(?P<the>the\s+)?{_NAME}",
    _F,
)

# a job lost: the employer ends
_LOST = re.compile(
    rf"\b(?:lost\s+my\s+(?:\w+\s+)?(?:job|role|position|contract)\s+(?:at|with)|retir(?:ed|ing)\s+from|"
    rf"end\s+of\s+my\s+(?:time|career|job|days|stint)\s+(?:at|with)|finished\s+(?:up\s+)?my\s+(?:\w+\s+)?(?:job|contract|stint)\s+(?:at|with)|"
    rf"my\s+(?:job|role|position|contract)\s+(?:at|with)\s+(?=(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[^,;]*\b(?:ended|is\s+over|was\s+cut|got\s+cut))|"
    rf"(?:let\s+go|laid\s+off|made\s+redundant|fired|sacked)\s+(?:from|by|at))\s+(?P<the>the\s+)?{_NAME}",
    _F,
)

# no employer any more: "I'm unemployed now", "went freelance", "I'm officially retired"
_NO_EMPLOYER = re.compile(
    r"^(?:(?:i'm|im|i\s+am|i've\s+been|i\s+have\s+been|i|been|now|currently|officially)\s+)*(?:now\s+|officially\s+|currently\s+|just\s+|finally\s+)*"
    # ("retired" alone: "retired from rugby", "retired my running shoes" are no job)
    r"(?:unemployed|jobless|out\s+of\s+(?:work|a\s+job)|between\s+jobs|without\s+a\s+job|"
    r"retired(?=\s*$|\s*[,.!;]|\s+(?:now|as\s+of|last|this|today|yesterday|early|after|at\s+(?:last|\d)|since|properly|for\s+good)\b)|"
    r"(?:went|gone|going|turned)\s+(?:full[\s-]time\s+)?(?:freelance|self[\s-]employed|solo|independent)|"
    r"(?:freelance|self[\s-]employed|freelancing)(?=\s*(?:now|these\s+days|since|full[\s-]time|again|$|[,.!;])\b|$|[,.!;])|my\s+own\s+boss)",
    _F,
)
# a company of the user's own: "started my own company, it's called Fieldnote"
_OWN_COMPANY = re.compile(
    rf"\b(?:started|founded|launched|set\s+up|opened|registered)\s+my\s+own\s+(?:company|business|firm|agency|studio|practice|consultancy|shop|bakery|cafe|clinic)"
    rf"(?:\s*(?:[,:(—–-]\s*|\s+(?=(?:it's|it\s+is|which\s+is|that's|called|named)\b))(?:(?:it's|it\s+is|which\s+is|that's)\s+)?(?:(?:called|named)\s+)?{_NAME})?",
    _F,
)
# going over to a workplace: "I'm off to Tamarind Labs", "moving to Fairbourne Capital"
_GOING = re.compile(
    rf"(?<!\bstopped\s)\b(?:off|moving|heading|switching|jumping|defecting|headed)\s+(?:over\s+|across\s+)?to\s+(?P<the>the\s+)?(?:{_NAME}|{_LOWER})",
    _F,
)
# where the user is now, said beside a title or by a company's name: "..., currently at Palisade Health"
_AT_NOW = re.compile(
    rf"^(?:(?:i'm|im|i\s+am)\s+)?(?:(?:currently|now|still|based|these\s+days)\s+)?(?:at|with)\s+(?P<the>the\s+)?(?:{_NAME}|{_LOWER})",
    _F,
)
# where the user is for the moment: "currently at Starbucks working remotely", "at Kew for the day"
_FOR_THE_MOMENT = re.compile(
    r"^\s*(?:working|studying|sitting|waiting|having|drinking|grabbing|reading|hiding|for\s+(?:a|the)|today|tonight|"
    r"this\s+(?:morning|afternoon|evening)|right\s+now|until)\b",
    _F,
)
_WORK_NEWS = re.compile(
    r"\b(?:notice|resign\w*|job|role|position|offer|contract|years?\s+at|yrs\s+at|career|leaving|left)\b", _F
)
# a job lost without its name: "I got made redundant today", "the company let me go on friday"
_LOST_UNNAMED = re.compile(
    r"^(?:(?:i|i've|i\s+have|i\s+was|i\s+got|got|was|been|just|finally|officially)\s+)+(?:been\s+)?"
    r"(?:made\s+redundant|laid\s+off|let\s+go|fired|sacked|given\s+the\s+sack|canned)\b|"
    r"^(?:they|the\s+company|my\s+(?:company|employer|boss|work))\s+(?:just\s+|finally\s+)?"
    r"(?:let\s+me\s+go|laid\s+me\s+off|fired\s+me|sacked\s+me|made\s+me\s+redundant)\b",
    _F,
)
# the workplace named as what it is to the user: "the firm is Holbrook & Reyes", "place is called Ember Kitchen"
_NAMED_AS = re.compile(
    # (the user's own, never a thing of it: "the CEO of our company is ...", "my employer's parent company is ...")
    rf"(?<!\bof\s)(?<!['’]s\s)\b(?:(?:(?:the|my|our)\s+(?:new\s+)?)(?:company|firm|place|employer|workplace|"
    rf"restaurant|hospital|clinic|school|lab)\s+(?:is\s+called|is\s+named|'s\s+called|is|called))"
    rf"\s+(?P<the>the\s+)?(?:{_NAME}|{_LOWER})",
    _F,
)
# beside a title only (a venture of the user's is a project: "I run a small Etsy shop called Brass Owl Prints",
# "my startup is called Kettle")
_CALLED = re.compile(
    rf"^(?:the\s+)?(?:company|firm|place|practice|agency|studio|shop|restaurant|clinic)\s+(?:is\s+)?(?:called|named)\s+"
    rf"(?P<the>the\s+)?(?:{_NAME}|{_LOWER})",
    _F,
)
# a workplace beside a title, in a segment of its own: "it's at Northwind Bank", "over at Quillon", "@ Brightpath"
_AT_SEGMENT = re.compile(
    rf"^(?:(?:it's|its|it\s+is|that's|which\s+is|so|and|but|now|currently|based|all|i'm|im|\.+)\s*)*"
    rf"(?:over\s+|here\s+|out\s+)?(?:at|@|with)\s+(?P<the>the\s+)?(?:{_NAME}|{_LOWER})",
    _F,
)
_TITLE_AT = r"\s+(?:now\s+|over\s+|here\s+)*(?:\.+\s*)?(?:at|@)\s+(?P<the>the\s+)?(?:{name}|{low})"
# the statement is no news of the user's own job: past, application, wish, negation, other side
_NOT_MINE = re.compile(
    r"\b(?:used\s+to|back\s+when|years\s+ago|formerly|previously|former|ex-|old\s+(?:job|company|employer|boss)|"
    r"previous|interview\w*|appl(?:y|ied|ying|ication)|cover\s+letter|job\s+(?:ad|advert|posting|listing|description)|"
    # (a polite request is no supposition: "... my employer, the Max Planck Society, and would appreciate help")
    r"hiring|recruiter|would(?!\s+(?:you|appreciate|be\s+(?:grateful|great|helpful|nice)|love\s+(?:some|your|a)|"
    r"like\s+(?:some|your|a|an|to\s+(?:know|ask|get|have)))\b)|wish(?!\s+me\s+luck)|hope|hoping|dream|someday|one\s+day|"
    r"if(?!\s+you\s+(?:could|can|would|don't\s+mind)\b)|unless|should|could(?!\s+you\b)|might|maybe|"
    r"considering|thinking\s+(?:of|about)|want\s+to|wanna|plan(?:ning)?\s+to|going\s+to\s+(?:apply|join|work)|"
    r"turned\s+(?:\w+\s+)?down|declined|rejected|said\s+no|passed\s+on|"
    r"client|clients|customer|customers|vendor|supplier|suppliers|partner\s+company|competitor|competitors|"
    r"call\s+with|meeting\s+with|met\s+with|pitch(?:ed|ing)?\s+to|sold\s+to|selling\s+to|"
    # a comparison with a workplace: "same radiographer gig as at Umberfield Pharma", "better than at Acme"
    r"as\s+(?:i\s+had\s+|before\s+)?at|than\s+at|like\s+at|"
    # workplaces weighed against each other: "Compare working at Amazon vs Microsoft"
    r"compare|comparing|comparison|vs|versus)\b",
    _F,
)
_LEAD_WORDS = re.compile(
    r"^(?:(?:so|and|but|yep|yes|yeah|ok|okay|oh|well|ugh|also|then|finally|just|btw)\b[\s,:!.-]*)+", _F
)
_OFFERED = re.compile(r"\b(?:offered|offer|offers)\b", _F)
_TAKEN = re.compile(r"\b(?:accepted|took\s+it|said\s+yes|signed|came\s+through|start(?:ed|ing)?)\b", _F)
# the words before a cue that make it somebody else's, or no job at all
_OWNED = re.compile(
    r"(?:\b(?:his|her|their|your|its|dad's|mum's|mom's)|['’]s|\b(?:phone|mobile|broadband|internet|sim|data|rental|"
    r"tenancy|lease|gym|energy|insurance|car|side|odd|summer\s+holiday|blog|forum|reddit))\s+(?:\w+\s+)?$",
    _F,
)
# a clause that denies its job: "I didn't get the job at X", "not at Y any more"
_DENIED = re.compile(r"\b(?:not|never|didn't|don't|doesn't|won't|wasn't|isn't|no\s+longer|nothing)\b", _F)
# the user's own people or things at work, which name the workplace: "my colleagues at Osprey Freight"
_MY_WORK = re.compile(rf"^(?:my|our)\s+(?:new\s+|whole\s+|old\s+)?(?:{_JOB_NOUN})\s+(?:at|with|of|here\s+at)\s", _F)
# somebody else did it to the user: "they transferred me", "Brightwater bought our startup"
_TO_ME = re.compile(r"^\S+(?:\s+\S+)?\s+(?:just\s+)?\w+\s+(?:me|us|our)\b", _F)
# where a capitalised name stops short: a time, a day, the pronoun
_TIME = frozenset(
    "christmas easter monday tuesday wednesday thursday friday saturday sunday january february march april "
    "may june july august september october november december i i'm im weekends the a an my our".split()
)
# a capitalised single word that is a brand is read only after the job's own words; these never are one
_NOT_A_WORKPLACE = frozenset(
    "home work school uni college night nights the a an my our this that last next lunch dinner breakfast "
    "weekend weekends moment least all once times while".split()
)


# a leaving that is over by tomorrow: "done at Brightline for the day", "last day at X before my holiday"
_FOR_NOW = re.compile(
    r"\b(?:for\s+(?:the\s+)?(?:day|night|evening|week|weekend|today|tonight|now|holidays?|summer|christmas|break)|"
    r"before\s+(?:my|the|our)\s+(?:\w+\s+)?(?:holiday|holidays|break|leave|vacation|trip|time\s+off|sabbatical|"
    r"maternity|paternity|parental|honeymoon|surgery|op|operation)|until\s+(?:monday|tomorrow|next|after|the\s+new\s+year|january)|"
    r"back\s+(?:on|in|tomorrow|next|after)|early\s+today|at\s+\d|on\s+leave|off\s+sick)\b",
    _F,
)
# what the name is only a part or a thing of: "left Brightline's office", "the Brightline party"
_PART_OF = re.compile(
    r"^(?:['’]s?\s+\w+|\s+(?:office|offices|building|site|campus|hq|headquarters|canteen|party|do|drinks|meeting|"
    r"offsite|all-hands|event|conference|summit|team|project|account|slack|chat|car\s+park|carpark|gym|shop|store|"
    r"branch|football|five-a-side|quiz|choir|band|club|rebrand|launch|pitch|deal|contract|account|accounts|"
    r"client|tender|bid|order|subscription|app|website|card)\b)",
    _F,
)


_BUSINESS_THING = re.compile(
    r"^\s+(?:account|accounts|client|deal|pitch|tender|bid)\b",
    _F,
)


def not_left_for_good(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` without an ending of the employer the statement does not tell: a leaving for the
    day or before a holiday, or a leaving of the workplace's office, party, team, project or account
    (also a retraction that names the workplace only as a modifier of a business's thing: "we lost
    the Brightline account"; "deleted my Logseq account" still ends the app)."""

    def kept(fact: TypedFact) -> bool:
        if fact.op != "end" or fact.slot not in ("employer", "?"):
            return True
        if fact.slot == "?":  # a retraction: only a business's thing said with "the" ("the X account")
            said = re.search(rf"\bthe\s+{re.escape(fact.old or '')}(?!\w)", text, _F) if fact.old else None
            return not (said and _BUSINESS_THING.match(text[said.end() :]))
        if fact.slot == "employer" and _FOR_NOW.search(text):
            return False
        said = re.search(rf"(?<!\w){re.escape(fact.old or '')}", text) if fact.old else None
        return not (said and _PART_OF.match(text[said.end() :]))

    return [f for f in facts if kept(f)]


def employer_from_statement(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` with the workplace a first-person statement names beside a word of employment, or the
    workplace it says the user lost, when nothing else read the employer."""
    if any(f.slot == "employer" for f in facts) or _NOT_MINE.search(text):
        return facts
    if _OFFERED.search(text) and not _TAKEN.search(text):
        return facts  # an offer is no job until it is taken
    reading = _Reading(facts, text)
    for raw in split_clauses(text):
        clause = before_relative(_LEAD_WORDS.sub("", raw.strip(" ,;:.!")))
        if not clause or _DENIED.search(clause):
            continue
        for pattern in (_BOUGHT, _MY_COMPANY):  # the user's company as the subject
            if name := reading.name(pattern.search(clause)):
                return [*facts, *_employer(name, clause, facts)]
        if THIRD_SUBJECT.match(clause) and not _TO_ME.match(clause) and not _MY_WORK.match(clause):
            continue
        if named_subject(clause):
            continue  # "Tom is the new team lead at Kestrel Bio": Tom's workplace
        read = reading.changed(clause) or reading.tied(clause)
        if read is not None:
            return read
    return reading.titled_statement() or facts


class _Reading:
    """One statement's reading: its facts so far, and the names it may take as a workplace."""

    def __init__(self, facts: list[TypedFact], text: str) -> None:
        self.facts = facts
        self.text = text
        self.lower = text == text.lower()
        self.people = [
            f.value.lower() for f in facts if f.slot.split(":")[0] in ("partner", "child", "pet", "manager") and f.value
        ]
        self.titled = any(f.slot == "role" and f.op == "set" for f in facts)

    def name(self, found: re.Match[str] | None, *, strong: bool = True) -> str:
        return _name(found, lower=self.lower, people=self.people, strong=strong) if found else ""

    def changed(self, clause: str) -> list[TypedFact] | None:
        """A workplace of the user's own, none any more, one gone over to, or one lost."""
        facts, text = self.facts, self.text
        own = _OWN_COMPANY.search(clause)
        if own and (name := self.name(own) if own.group("org") else ""):
            # a company of the user's own is the workplace, not a side project
            kept = [f for f in facts if not (f.slot.startswith("project:") and name.lower() in f.slot)]
            return [*kept, *_employer(name, clause, kept), *_no_title(facts, text)]
        if own:
            return None  # "started my own business -- Northpaw, ...": the business is read as a project
        if _NO_EMPLOYER.match(clause) or _LOST_UNNAMED.match(clause):
            # an ending with no old value ends whatever employer is stored; "job" is the line's word
            ended = TypedFact("employer", "job", "end", evidence=text, rule="employer:none")
            return [*facts, ended, *_no_title(facts, text)]
        name = self.name(_GOING.search(clause))
        if name and (org_word(name) or (_WORK_NEWS.search(text) and not is_place(name))):
            return [*facts, *_employer(name, clause, facts)]
        for segment in re.split(r"\s*[,;]\s*", clause):  # "I'm a UX researcher, currently at Palisade Health"
            found = _AT_NOW.match(segment)
            name = self.name(found)
            if not name or (found and _FOR_THE_MOMENT.match(segment[found.end() :])):
                continue  # "currently at Starbucks working remotely": where the user sits today
            if org_word(name) or "&" in name or (self.titled and " " in name):
                return [*facts, *_employer(name, clause, facts)]
        if name := self.name(_LOST.search(clause)):
            ended = TypedFact("employer", "", "end", old=name, evidence=text, rule="employer:lost")
            return [*facts, ended, *_no_title(facts, text)]
        return None

    def titled_statement(self) -> list[TypedFact] | None:
        """The one workplace-shaped name in a statement that gives the user's title, wherever it
        stands ("I work as a data analyst; Kestrel Labs signs my paychecks", "My badge says Halyard
        Systems and my title says data analyst"): the title makes the statement about the job, so a
        name that ends like a company, or any name of two words beside a word of work, is where."""
        if not self.titled or _DENIED.search(self.text):
            return None
        names = []
        titles = [f.value.lower() for f in self.facts if f.slot == "role" and f.value]
        for found in re.finditer(_NAME, self.text):
            name = self.name(found, strong=False)
            if not name or name in names or any(name.lower() in t or t in name.lower() for t in titles):
                continue  # "My job title is Staff Engineer": the title itself
            before = self.text[: found.start()]
            if _NOT_WORKED_AT.search(before[-40:]):
                continue  # "my client Halyard Systems", "left Halyard Systems"
            if _SOMEBODY.search(re.split(r"[,;:.!?()]|\s[-—–]+\s|\b(?:and|but|while|whereas)\b", before)[-1]):
                continue  # "I'm a nurse and my husband works at Kestrel Labs": his workplace
            if org_word(name) or "&" in name or (" " in name and _WORK_WORD.search(self.text)):
                names.append(name)
        if len(names) != 1:
            return None
        return [*self.facts, TypedFact("employer", names[0], "set", evidence=self.text, rule="employer:titled")]

    def tied(self, clause: str) -> list[TypedFact] | None:
        """A workplace tied to a word of employment, to the user's title, or to being its newest hire."""
        facts = self.facts
        for pattern in (_BUYER, _MEMBER, _WHERE):
            name = self.name(pattern.search(clause))
            if name and pattern is _WHERE and person_shaped(name, clause):
                continue  # "Tom Baker, that's who I work for": a person, the user's manager (not_a_job)
            if name:
                return [*facts, *_employer(name, clause, facts)]
        for found in _beside_title(clause, facts):
            name = self.name(found)
            if name and (org_word(name) or "&" in name or found.re is not _BARE):
                kept = [f for f in facts if not (f.slot.startswith("project:") and name.lower() in f.slot)]
                return [*kept, *_employer(name, clause, kept)]
        for found in _TIED.finditer(clause):
            if _OWNED.search(clause[: found.start()]):
                continue  # "his job at Ford", "a phone contract with Vodafone", "a side job for ..."
            cue = found.group("cue").lower()
            if name := self.name(found, strong=not re.match(r"(?:start|work)", cue) or "work" in cue):
                return [*facts, *_employer(name, clause, facts)]
        return None


_BARE = re.compile(rf"^(?P<the>the\s+)?{_NAME}$")
# a name right after these is somebody the user works with or left, not where the user works
_NOT_WORKED_AT = re.compile(
    r"\b(?:clients?|customers?|vendors?|suppliers?|competitors?|rivals?|partners?|left|quit|from|former|ex-|used\s+to|"
    r"before|after|than|like|vs\.?|versus|about|by|on|using|use|uses)\s+(?:the\s+)?(?:\w+\s+)?$",
    _F,
)
_SOMEBODY = re.compile(rf"\b(?:{THIRD_PARTY}|he|she|they|his|her|their|you|your)\b", _F)
_WORK_WORD = re.compile(
    r"\b(?:work(?:s|ing)?|job|company|employer|firm|pay(?:s|check|checks|cheque|cheques|roll)?|bills|badge|hired|"
    r"colleagues?|co-?workers?|office|team|salary|employ\w*|busy|shifts?|day\s+job)\b",
    _F,
)


def _beside_title(clause: str, facts: list[TypedFact]) -> list[re.Match[str]]:
    """Where the workplace stands beside the user's title: named as the firm, in a segment of its
    own ("it's at X", "over at X", "@ X", "..., Lumina Health, ..."), or right after the title
    ("an sre over at kestrel cloud")."""
    named = _NAMED_AS.search(clause)
    titles = [f.value for f in facts if f.slot == "role" and f.op == "set" and f.value]
    if not titles:  # without a title only the user's own: "my company is X", not "the school is X"
        return [named] if named and re.match(r"(?:my|our)\b", named.group(0), _F) else []
    found = [named] if named else []
    for title in titles:
        after = re.search(re.escape(title) + _TITLE_AT.format(name=_NAME, low=_LOWER), clause, _F)
        if after:
            found.append(after)
    for segment in re.split(r"\s*(?:[,;:!()]|\s-+\s|—|–|\.\.+)\s*", clause):
        hit = _AT_SEGMENT.match(segment) or _BARE.match(segment) or _CALLED.match(segment) if segment else None
        if hit and not _FOR_THE_MOMENT.match(segment[hit.end() :]):  # "at Starbucks working remotely"
            found.append(hit)
    return found


def _no_title(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """A job lost or given up takes its title with it, unless the statement names a new one."""
    if any(f.slot == "role" for f in facts):
        return []
    return [TypedFact("role", "title", "end", evidence=text, rule="role:none")]


def _employer(name: str, clause: str, facts: list[TypedFact]) -> list[TypedFact]:
    """The workplace, with the title said beside it in the same clause ("working nights as a security
    guard at Bexley Mall") when no frame read a title."""
    out = [TypedFact("employer", name, "set", evidence=clause, rule="employer:first")]
    if not any(f.slot == "role" for f in facts) and (title := title_side(clause)):
        out.append(TypedFact("role", title, "set", evidence=clause, rule="role:first"))
    return out


def _name(found: re.Match[str], *, lower: bool, people: list[str], strong: bool) -> str:
    """The workplace a match names, or "" when the words are no workplace's: a lower-case name must
    end in a workplace's word, a single capitalised word needs a cue of the job itself."""
    groups = found.groupdict()
    if groups.get("low"):
        if not lower:
            return ""
        words: list[str] = []
        for word in groups["low"].split():
            words.append(word.strip(",.;:!?"))
            if org_word(" ".join(words)):
                # (a kind alone is no name: "drinks with colleagues at the brewery")
                return _checked(" ".join(words), people) if len(words) > 1 else ""
        return ""
    raw = (groups.get("org") or "").strip(" .,'’")
    words = raw.split()
    while words and words[-1].lower() in _TIME | {"&", "of", "and"}:
        words.pop()
    if not words or words[0].lower() in _TIME:
        return ""
    name = " ".join(words)
    if name.endswith(("'s", "’s")):
        name = name[:-2]
    if len(words) == 1 and not (strong or org_word(name)):
        return ""
    if groups.get("the") and len(words) == 1 and not name.isupper() and not org_word(name):
        return ""  # "working for the Whitlocks": a household
    return _checked(name, people)


def _checked(name: str, people: list[str]) -> str:
    low = name.lower()
    first = low.split()[0].rstrip(".")
    if first in _NOT_A_WORKPLACE or first in HONORIFICS or is_place(name) or plainly_a_tool(name):
        return ""
    if any(low == p or low in p.split() for p in people):
        return ""  # a person the statement names: "working with Tom", "my boss Priya"
    return name
