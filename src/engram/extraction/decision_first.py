"""Decision-first reading: what one of the user's projects runs on, read from the technologies a
message names, when no frame read a decision of that kind.

Frames follow sentence shapes ("going with X for P", "P's database is X"); people say a stack in
endless others: "Heroku is where Birchwood will live", "Firestore won the database bake-off for
Kettle", "Birchwood's stack: Rails on Heroku", "Dropped Heroku for Kettle, it's on Railway now",
"Thimble stores its data in MariaDB". What stays put is a project's name and, in the same
statement, a technology the lexicon knows the kind of (:mod:`engram.extraction.tech_lexicon`). So in
a statement about exactly one project, each such technology is taken as what the project uses now
-- a mention of a project's tech is a use -- unless it is marked as left:

* by a leaving word just before it (from, off, instead of, dropped, ditched, replaced, moved off,
  no more, goodbye, killed, retired, ...) or an arrow after it ("Netlify -> Vercel");
* by its own clause saying it is out, gone or dead, or speaking of it in the negative ("Heroku was
  too slow", "SQLite couldn't keep up", "not on Heroku anymore"); a plainer past ("React felt
  heavy") and the source of a move ("moved to Postgres after the Redis data loss") are left only
  beside a current value of the kind.

A technology the project is compared with, is like, or only talks to is no use of it ("Postgres
over MySQL", "an alternative to Firebase", "exports data to BigQuery", "the Vercel blog"); a generic
host (Docker, Kubernetes, a VPS) gives way to a named one beside it. Two current values of one kind
read nothing for that kind (which one is it?); one current and one left make a change (``old=``).
Values of different kinds each make their own fact ("Rails on Heroku": a backend and a hosting);
a store said to be for something takes that kind ("Redis for caching" is the cache, "Postgres as
the job queue" the queue), and one given up in a swap is left ("swapping Vue for Preact").
The whole statement reads nothing when it is unreal (a question, a comparison, a hedge, a wish, a
plan in doubt, advice, learning about it, somebody's words) or somebody else's (a friend's project,
his or her app). A sentence naming a technology and no project takes the project the sentence just
before was about ("Some news on Lantern. We're switching the database to Postgres."; see
:func:`stack_referent`). A fact needs a project the user has (``needs``), so a
capitalised word that is no project of theirs decides nothing -- unless the statement itself is the
user's own doing ("we moved Kettle to Railway", "Dropped Heroku for Kettle, ..."), which names the
project as theirs even when its introduction was never read. In a message all in lower case, a
name standing where only a project stands ("using angular for mistral", "moved cobblestone to
aws") is the project, always needing one the user has.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from itertools import pairwise

from engram.extraction.fact_lexicon import OPENERS, THIRD_PARTY, THIRD_SUBJECT
from engram.extraction.gazetteer import is_place
from engram.extraction.project_intros import not_a_project_name
from engram.extraction.project_slot import STACK_PART as _PART
from engram.extraction.project_slot import as_project
from engram.extraction.slots import TypedFact, slot_key
from engram.extraction.stack_cues import (
    LEAVING_AFTER,
    LEAVING_BEFORE,
    NEGATED,
    NOT_CHOSEN,
    OUT_AFTER,
    PAST_AFTER,
    SUBJECT_OPENER,
)
from engram.extraction.stack_purpose import PAID_WITH, PERSON_AFTER, purpose, repurposed
from engram.extraction.tech_lexicon import EVERYDAY_TECH, KNOWN_TECH, tech_kind, tech_name, word_not_tech
from engram.extraction.tool_lexicon import KNOWN_TOOL, ambiguous

_F = re.IGNORECASE
_TECH = re.compile(rf"(?<![\w#+.-])(?:{KNOWN_TECH}|{EVERYDAY_TECH})(?![\w#+-])(?!\.\w)", _F)
# everyday hosting names in lower case, only where a host goes: "moved it to render"
_LOWER_HOST = re.compile(r"\b(?:on|to|onto|from|off) (?P<v>render|railway|fly)\b(?!['-]|\.\w)")
# generic hosts that a named host in the same statement says more precisely ("a Hetzner VPS", "Docker on
# Hetzner", "Kubernetes on GKE")
_GENERIC = frozenset(
    {"vps", "a vps", "nas", "a nas", "homelab", "a homelab", "my homelab", "home server", "a home server"}
    | {"docker", "docker compose", "podman", "kubernetes", "k8s", "k3s", "microk8s"}
)

# ---- the project the statement is about

_NAME = re.compile(r"(?<![\w'.@/-])(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w-]*[a-z][\w-]*(?![\w@/-])")
_STARTS = re.compile(r"(?:^|[.!?:;]\s+|\s[-—–]{1,2}\s+|\()\W*$")
# what follows a project's name when it is the subject: a possessive, a heading, a verb of its stack
_SUBJECT = re.compile(
    r"^(?:'s\b|\s*(?::|->|→|=>|=)|\s+\((?:my|our|the)\s|\s+[-—–]{1,2}\s|\s+(?:is|isn't|was|will|would|gets?|got|goes|went|runs?|ran|uses?|"
    r"used|lives?|sits?|stores?|keeps?|moved|migrated|switched|moves|migrates|switches|swaps|shifts|deploys?|deployed|"
    r"writes?|persists?|talks|has|now|"
    r"caches|ended|finally|just|still|officially|lands?|landed|needs|is|are|left|dropped|ditched|outgrew|replaced|"
    r"swapped|traded|ported|abandoned|update|news|status|progress|changes|stuff|no\s+longer|doesn't|"
    r"does\s+not|isn't|said\s+(?:goodbye|bye|farewell))\b|"
    # a verb of its own ("Otterly pushes events through Kafka") or a part of its stack ("Hollowpine auth goes ...")
    r"\s+(?:(?:now|also|still)\s+)?(?:pushes|takes|bills|sends|reports|logs|charges|authenticates|serves|calls|"
    r"queues|indexes|renders|builds|ships|streams|syncs|saves|reads|handles|processes|publishes|emits|tracks|"
    r"relies|depends|leans|routes|proxies|hits|queries|speaks|connects|puts|pipes|funnels|offloads|delegates|"
    r"signs|checks|tests|compiles|bundles|styles|searches|sits|deploys|stores|keeps|runs|uses)\b|"
    rf"\s+{_PART}\b)",
    _F,
)
# a place said as where someone is, not as a project: "moved to Harrow", "I'm in Harrow"
_PLACE_BEFORE = re.compile(r"\b(?:in|from|to|at|near|around|visiting|via|outside|through)\s+$", _F)
# a name opening the statement whose next word is a verb of its stack: "Gannet swapped ..."
_FOR_HEAD = re.compile(  # a heading naming the project: "For Damask ...", "Small change on Damask: ..."
    r"(?:^|[.!?:;]\s+)\W*(?:(?:quick\s+one|ok|okay|so|and)\W+)*(?:(?:small|quick|big|minor)\s+)?"
    r"(?:(?:change|update|news|decision)\s+)?(?:for|on|re|about)\s+$",
    _F,
)
_STACK_VERB = re.compile(r"^\s+(?:swapped|ported|dropped|ditched|replaced|upgraded|changed|ran|hosts?)\b", _F)
# what follows a person doing something, a request or a list of names: "Ines settled on ...", "Tell me
# about ...", "Lantern and Kettle are ..."
_DOING = re.compile(
    r"^\s*[,&/+]|^\s+(?:\w+ed|\w+s|went|chose|took|made|put|got|set|ran|said|told|me|us|him|her|them|it|this|that|"
    r"[a-z]+n't|and|or|plus|with)\b",
    _F,
)
# a verb opening a subject-dropped statement ("Moved Kettle's hosting ...", "Going with AWS ...")
_OPENING_VERB = re.compile(
    r"^(?:\w+(?:ed|ing)|Put|Got|Set|Rewrote|Built|Went|Chose|Picked|Made|Kept|Took|Spun|Threw|Stuck|Ran|Hosting|Decided)$"
)
_NOT_NAME = frozenset(
    {w.lower() for w in OPENERS}
    | set(
        "ok okay yo hiya ugh welp update change context heads thanks please decided quick status plan note fyi here "
        "ps also currently some any more latest small huge exciting sad random mixed great weird little project "
        "work decision decisions verdict choice call answer outcome result conclusion stack database hosting "
        "frontend backend infra tech".split()
    )
)
_OTHERS_BEFORE = re.compile(rf"\b(?:{THIRD_PARTY}|his|her|their|your|[a-z]+'s)\s+(?:\w+\s+){{0,2}}$", _F)
# a lower-case project name opening the statement: "kettle's frontend is react", "bramble is now on render"
_LOWER_NAME = re.compile(
    r"^(?:(?:ok|okay|so|btw|also|and|anyway|update|fyi|ps|oh|quick\s+update|basically|right|well|yeah|yep|alright|"
    r"hey|hi|actually|honestly|tbh|lol|sorry|news|heads\s+up|small\s+update|little\s+update|just\s+fyi|oh\s+and|quick\s+one|"
    r"forgot\s+to\s+(?:say|mention)|turns\s+out|long\s+story\s+short|in\s+the\s+end|final(?:ly)?)\W+)*"
    r"(?P<name>[a-z][\w-]{2,})"
    r"(?=(?:'s\b|\s*(?::|->|→|=)|\s+(?:is|uses|runs|moved|now|lives|sits|stores|keeps|talks|pushes|takes|deploys|"
    r"gets|got|went|goes|switched|migrated|needs|has)\b|\s+(?:frontend|front\s+end|backend|back\s+end|db|database|"
    r"hosting|api|stack|ui|ci|auth|queue|search|css|cache|infra)\s*(?:[:=]|(?:is|uses|runs|moved|now|went|lives|"
    r"switched|migrated|changed)\b)))"
)
_COMMON = frozenset(
    """
    work everything app site blog website company team job code backend frontend database db hosting server api
    stack project stuff data prod production staging deploy infra ours mine everyone someone nothing something
    home life today tomorrow yesterday tonight weekend week month year ui front back end main this that it what
    which who there here mine yours the and but so now then also just still only well ok okay btw lol
    """.split()
)
# a name followed by a thing of its own: a person's project, or a project's rival
_THINGS_OF = re.compile(
    r"^'s\s+(?:(?:new|side|pet|little|latest|old|main|biggest)\s+)*(?:project|app|startup|company|thing|game|bot|"
    r"tool|blog|website|team|boss|competitor|rival|client|founder|co-?founder|owner|creator|friend|wife|husband|"
    r"partner|mom|mum|dad|clone|fork)s?\b|^'s\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-ž])",
    _F,
)
# a project's technology named as one part of it: "Kettle's Preact frontend", "Quarry's Cassandra cluster"
_OWN_PART = re.compile(
    r"^'s\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.+-]*\s+(?:front[\s-]?end|back[\s-]?end|db|database|ui|api|hosting|stack|queue|cache|"
    r"search|css|auth|ci|setup|cluster|instance|layer|deployment|builds?|servers?|box|droplet|days|era|phase|"
    r"experiment|stint)\b",
    _F,
)
_FIRST_PERSON = re.compile(r"\b(?:i|i'm|i've|i'll|i'd|im|we|we're|we've|we'll|my|our|me|us)\b", _F)
# somebody else's statement, or the user's own life named by another person
_SOMEBODY = re.compile(r"\b(?:his|her|he|she|he's|she's|him|their|they|they're|them)\b", _F)

# ---- statements that decide nothing

_UNREAL = re.compile(
    r"\?|\b(?:should|shall|would(?!\s+you)|could(?!\s+you)|might|maybe|perhaps|probably|possibly|if|unless|whether|"
    r"consider(?:ing|ed)?|thinking|wondering|evaluat(?:e|ing)|compar(?:e|ing)|(?<!no\smore\s)(?<!done\s)(?<!stop\s)debating|deciding|torn|vs\.?|versus|"
    r"wish|hope|hoping|wants?|wanted|wanna|let's|lets|someday|eventually|one\s+day|suggest\w*|recommend\w*|advice|"
    r"advised|said(?!\s+(?:goodbye|bye|farewell)\b)|says|told|tutorial|course|readme|used\s+to|ago|planning|plan(?:s)?\s+to|tempted|leaning|tbd|"
    r"undecided|not\s+sure|no\s+idea|no\s+plans|hypothetically|imagine|pretend|competitor|rival|trying\s+out|try|"
    r"trial|testing|prototype|poc|spike|example|assistant|chatgpt|claude|copilot|or\s+(?:maybe|possibly|perhaps)|"
    r"learn(?:ing|t|ed)?|studying|reading|watch(?:ed|ing)|listening)\b",
    _F,
)
# the weighing is over: "after lots of testing for Marigold, it's Postgres", "no more debating"
_WEIGHED = re.compile(
    r"\bafter\s+(?:(?:lots|weeks|days|months|a\s+lot|ages|a\s+week|a\s+month|much|some)\s+(?:of\s+)?)?"
    r"(?:testing|debat\w*|compar\w*|evaluat\w*|deliberat\w*|benchmark\w*|back\s+and\s+forth|going\s+back\s+and\s+forth)\b",
    _F,
)
# between two technologies, a choice not yet made: "Render or Railway", "Supabase/Firebase"
_ALTERNATIVE = re.compile(r"^\W*(?:or|and/or|vs\.?|versus|/|,\s*or)\W*$", _F)

_CLAUSE_CUT = re.compile(
    r"[,;!?()]\s*|\.\s+|\s[-—–]{1,2}\s|\s(?:but|because|cause|coz|since|although|though|while|whereas)\s|"
    r"\sso\s(?=it's\s|it\s+is\s|it\s+now\s|it\s+runs\s)",
    _F,
)
# a clause that names no project and speaks of something else of the user's: "I use AWS at work"
_ELSEWHERE = re.compile(
    r"\b(?:my|our|your)\s+(?!(?:db|database|backend|back\s+end|frontend|front\s+end|ui|api|hosting|stack|data|"
    r"servers?|app|old|new|main)\b)[a-z]+|\b(?:at|for)\s+(?:work|my\s+job|the\s+office|my\s+day\s+job)\b|"
    r"\b(?:i|we)\s+(?:\w+\s+)?(?:know|knew|am\s+(?:comfortable|familiar|fluent)\s+with)\b|"
    rf"\b(?:you|you're|you've)\b|\b{THIRD_PARTY}\b",
    _F,
)


def _mentions(text: str, proj: str) -> list[tuple[int, int, str, str]]:
    """Each technology of a known kind the text names: (start, end, value, kind)."""
    found = [(m.start(), m.end(), m.group(0)) for m in _TECH.finditer(text)]
    found += [(m.start("v"), m.end("v"), m.group("v")) for m in _LOWER_HOST.finditer(text)]
    out = []
    for start, end, value in sorted(found):
        kind = purpose(text, start, end, tech_kind(value))
        if kind is None or value.lower() == proj.lower():
            continue
        if (
            _STARTS.search(text[:start])
            and _everyday_opener(value)
            and not _HOST_SAID.match(text[end:])
            and not re.search(rf"\b{_PART}\s*[:=]\s*$", text[:start], _F)  # "frontend: Alpine" is the value
        ):
            continue  # "Spring is here" opening a sentence: an everyday word; "Render hosts Tamarisk" is the host
        if _everyday_opener(value) and re.search(
            r"\b(?:at|in|near|to|around|by|outside|from)\s+the\s+$", text[:start], _F
        ):
            continue  # "we met at the Square": a place
        if word_not_tech(value, text[:start]):
            continue  # "the analytics go into ClickHouse": the verb, not the language
        if ambiguous(value) and (_GO_ON.match(text[end:]) or (start == 0 and re.match(r"\s*[,!]", text[end:]))):
            continue  # "Go for it, Jon", "go ahead", "Go, Jon!": a verb, not the language
        if _in_proper_noun(text, start, end):
            continue  # "At Ember Health", "AWS SES": a name that starts or ends with a technology's
        if as_project(text, start, end) and len(_TECH.findall(text)) > 1:
            continue  # "for Wagtail, Alwaysdata won": the project, named like a framework
        out.append((start, end, value, kind))
    specific = {k for _, _, v, k in out if v.lower() not in _GENERIC}
    return [m for m in out if not (m[2].lower() in _GENERIC and m[3] in specific)]


_GO_ON = re.compile(
    r"^\s+(?:for\s+it|get|ahead|on\s+(?:then|and)|back|away|home|easy|team|figure|with\s+the\s+flow)\b", _F
)
_HOST_SAID = re.compile(r"^\s+(?:now\s+)?(?:hosts|is\s+(?:where|hosting|what)|won|it\s+is|serves|runs)\b", _F)


_NAMED_AS_PROJECT = re.compile(r"\b(?:project|app|called|named|codenamed|code-named)\s+$", _F)


def _in_proper_noun(text: str, start: int, end: int) -> bool:
    if _NAMED_AS_PROJECT.search(text[:start]):
        return True  # "Jake's project Ember": the name of a project, not its framework
    after = re.match(r"\s+(?:(?:&|and|of|de)\s+)?(?P<w>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w-]*)", text[end:])
    before = re.search(r"(?<![.!?:]\s)(?<!^)\b(?P<w>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w-]*)\s+$", text[:start])
    return any(
        found is not None and found.group("w") not in OPENERS and not _TECH.fullmatch(found.group("w"))
        for found in (after, before)
    )


def _everyday_opener(value: str) -> bool:
    return bool(re.fullmatch(EVERYDAY_TECH, value, _F)) and not re.fullmatch(KNOWN_TECH, value, _F)


def _project(text: str, spans: list[tuple[int, int]]) -> str | None:
    """The one project the statement is about, or None when it names none, several, or somebody's."""
    names: set[str] = set()
    subjects: set[str] = set()  # opening the statement as its subject, or owning a part: "Kettle uses", "Kettle's API"
    for found in _NAME.finditer(text):
        name = found.group(0)
        if any(s <= found.start() < e for s, e in spans) or name.lower() in _NOT_NAME:
            continue
        before, after = text[: found.start()], text[found.end() :]
        if KNOWN_TOOL.fullmatch(name) or not_a_project_name(name):
            continue
        if tech_kind(name) and not _NAMED_AS_PROJECT.search(before) and not as_project(text, *found.span()):
            continue  # "my side project Lumen": a project named like a framework
        place = is_place(name) and not _FOR_HEAD.search(before)  # "For Damask I'm ...": the project, not a town
        if place and (_PLACE_BEFORE.search(before) or not (_STARTS.search(before) or after[:2] == "'s")):
            continue  # "I'm in Harrow now"; "Harrow's dashboard is Vue" is a project
        if _THINGS_OF.match(after) and not _OWN_PART.match(after):
            return None  # "Jake's project Ember", "Minnow's competitor"; not "Kettle's Preact frontend"
        if _STARTS.search(before) and not _subject(name, after) and not _STACK_VERB.match(after):
            if _OPENING_VERB.match(name) or not _DOING.match(after):
                continue  # "Moved Kettle's hosting ...": the user's verb; "Final answer on ...": a word
            return None  # "Ines settled on Vercel for Wren", "Tell me about Swift": no project's stack
        if _OTHERS_BEFORE.search(before[-40:]):
            return None  # "my friend's app Orrery", "my sister built Larkspur"
        names.add(name)
        if (_STARTS.search(before) and _subject(name, after)) or after[:2] == "'s":
            subjects.add(name)
    if len(names) == 1:
        return names.pop()
    if len(subjects) == 1:
        return subjects.pop()  # "Kettle uses Stripe for payments and Postgres for data": Stripe is a service
    if names:
        return None  # "Lantern and Kettle are both on Render": which one?
    lower = _LOWER_NAME.match(text)
    if lower and _lower_name_ok(lower.group("name")):
        return lower.group("name")
    if re.search(r"[A-Z]", text):
        return None
    # a message all in lower case: a name where only a project stands ("using angular for mistral",
    # "moved cobblestone to aws"), kept only for a project the user has (``needs``)
    said = {
        n
        for m in _LOWER_PLACE.finditer(text)
        if (n := m.group("name") or m.group("n2") or m.group("n3")) and _lower_name_ok(n)
    }
    return said.pop() if len(said) == 1 else None


def _lower_name_ok(name: str) -> bool:
    return (
        name not in _COMMON | _NOT_NAME | _NOT_LOWER
        and not tech_kind(name)
        and not KNOWN_TOOL.fullmatch(name)
        and not not_a_project_name(name)
    )


_LOWER_PLACE = re.compile(
    r"\b(?:for|on|in|to|onto)\s+(?P<name>[a-z][\w-]{2,})(?=(?:'s\s+"
    + _PART
    + r"\b|\s*(?:$|[,!;:?)]|\.(?!\w)|\s+(?:now|today|"
    r"yesterday|last|this|too|again|as\s+well)\b)))|"
    r"\b(?:mov|host|deploy|putt?|migrat|switch|port|rewr|rebuil|built|build|swapp)\w*\s+(?P<n2>[a-z][\w-]{2,})(?:'s)?"
    r"\s+(?:to|on|onto|from|off|over|in|with|into)\b|"
    # fronted: "for rojak i've chosen crank.js"
    r"^(?:for|on)\s+(?P<n3>[a-z][\w-]{2,}),?\s+(?=(?:i|we)(?:'ve|\s+have|'m|'re|\s+am|\s+are)?\s)"
)
_NOT_LOWER = frozenset(
    """
    fun free now me us them clients client school class uni college practice learning testing prod dev development
    local everything years months ages while sure real good ever myself ourselves personal hobby side later
    tonight weekends weekend mobile web desktop ios android linux mac windows laptop phone server servers docker
    prototype demo mvp beta launch users customers friends family kids everyone people stuff things money speed
    """.split()
)


def _subject(name: str, after: str) -> bool:
    """Whether what follows a name opening the statement makes it the subject; a part of the stack
    after the user's own verb is its object ("Moved hosting to Railway")."""
    if _OPENING_VERB.match(name) and re.match(rf"\s+{_PART}\b", after, _F):
        return False
    return bool(_SUBJECT.match(after) or _DECIDED_NOUN.match(after))


# the name owning the decision: "Marigold decision is in: Postgres", "Marigold's database verdict: Redis"
_DECIDED_NOUN = re.compile(
    r"(?:['’]s)?\s+(?:(?:final|big|database|hosting|stack|tech|db)\s+)*(?:decision|verdict|call)\b", _F
)


def _clause(text: str, at: int) -> tuple[int, int]:
    cuts = [0, *(m.end() for m in _CLAUSE_CUT.finditer(text)), len(text)]
    starts = [m.start() for m in _CLAUSE_CUT.finditer(text)]
    start = max(c for c in cuts if c <= at)
    end = min([s for s in starts if s > at] or [len(text)])
    return start, end


_MOVED_TO = re.compile(
    r"\b(?:mov|switch|migrat|port|shift|transferr?)\w*\s+(?:[\w'-]+\s+){0,3}?(?:to|onto|into|over\s+to)\s+(?:the\s+)?$",
    _F,
)
# what the project is not, is like, or only talks to: "Postgres over MySQL", "an alternative to Firebase",
# "basically Airtable for bakers", "a plugin for WordPress sites", "exports data to BigQuery"
_REJECTED = re.compile(
    r"\b(?:over|rather\s+than|not|alternative\s+to|like|unlike|similar\s+to|clone\s+of|inspired\s+by|compared\s+to|"
    r"than|replacement\s+for|competitor\s+to|rival\s+to|version\s+of|beat|beats|beating|won\s+(?:out\s+)?over|"
    r"wins\s+(?:out\s+)?over|edged\s+out|trumped|(?:picked|chose|chosen|preferred)\s+\w+\s+over|"
    r"(?:plugin|extension|add-?on|integration|connector|template|theme|wrapper|client|sdk|bot)s?\s+(?:for|to|with)|"
    r"sync(?:s|ing|ed)?\s+(?:with|to)|export(?:s|ing|ed)?(?:\s+\w+)?\s+to|import(?:s|ing|ed)?(?:\s+\w+)?\s+from|"
    r"integrat\w+\s+with|pull(?:s|ing|ed)?(?:\s+\w+)?\s+from|push(?:es|ing|ed)?(?:\s+\w+)?\s+to)"
    r"\s+(?:(?:a|an|the|anything|something|everything|stuff|apps?)\s+)*(?:(?:built|running|hosted|made)\s+(?:on|with|in)\s+)?$",
    _F,
)
# a likeness, unless the technology names what the project is made as: "basically Airtable for bakers"
# is a likeness, "basically a Django monolith" a stack
_ANALOGY = re.compile(r"\b(?:is|it's|its)\s+(?:basically|just|kinda|sort\s+of)\s+(?:(?:a|an|the)\s+)?$", _F)
_ARTEFACT = re.compile(
    r"^\s+(?:[\d.]+\s+)?(?:app|application|monolith|project|site|website|api|backend|service|server|stack|setup|"
    r"codebase|frontend|spa|instance|database|db|cluster|box|droplet|vps|function|worker)s?\b",
    _F,
)
# what is said of the technology itself, not of the project: "the Vercel blog", "the Rust meetup", "the Heroku one"
_ABOUT_THE_TECH = re.compile(
    r"^\s+(?:[\w-]+\s+)?(?:blog|newsletter|forum|subreddit|discord|community|conference|summit|meetup|talk|book|"
    r"course|tutorial|docs|documentation|podcast|video|channel|logo|one|folks|people|devs|sticker|swag|hackathon|"
    r"workshop|certification|article|post|thread|stream|livestream|keynote|release|announcement|fanboy|fans?)\b",
    _F,
)


def _likeness(text: str, start: int, end: int) -> bool:
    before = text[_clause(text, start)[0] : start]
    if re.search(rf"\b{_PART}\s+(?:is|'s)\s+(?:\w+\s+)?$", before, _F):
        return False  # "Wicket's css is just Bootstrap": what a part of it is, no likeness
    return bool(_ANALOGY.search(before)) and not _ARTEFACT.match(text[end:])


_RUN_OFF = re.compile(
    r"\b(?:run|runs|running|ran|host|hosts|hosting|hosted|serve|serves|served)\s+(?:\w+\s+){1,2}off\s+$", _F
)
_SWAP = re.compile(
    r"\b(?:swap|swaps|swapp(?:ed|ing)|trad(?:e|es|ed|ing)|exchang(?:e|es|ed|ing))\s+(?:the\s+|our\s+)?$", _F
)


def _left(text: str, start: int, end: int, value: str) -> bool:
    """Whether the statement leaves this technology behind rather than using it."""
    c_start, c_end = _clause(text, start)
    before, after = text[c_start:start], text[end:c_end]
    if _RUN_OFF.search(before[-40:]):
        return False  # "we run Cobblestone off Azure": where it runs
    if LEAVING_BEFORE.search(before[-40:]) or OUT_AFTER.match(text[end:]):
        return True
    if _SWAP.search(before[-20:]) and re.match(r"\s+(?:out\s+)?for\b", after, _F):
        return True  # "swapping Vue for Preact": the one given up
    then = re.match(r"\s+to\s+(?:the\s+)?", text[end:], _F)
    if then and (nxt := _TECH.match(text, end + then.end())) and tech_kind(nxt.group(0)) == tech_kind(value):
        return True  # "switched databases, MariaDB to Redis": where it went from
    if SUBJECT_OPENER.match(before) and LEAVING_AFTER.match(after):
        return True  # "Heroku was too slow", "Supabase is gone"
    return bool(NEGATED.search(before))  # "not on Heroku anymore", "doesn't need Redis"


# the user's units of work, said with the article left out: never a project's name
_UNITS = frozenset("lab team company department dept group office squad org shop studio school uni work".split())


def decisions_first(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """The project's stack read from the technologies the statement names, for each kind no frame
    read; every stack value, whichever reading found it, under the technology's own name ("mongo"
    is MongoDB), so that a short spelling and the name meet on one line."""
    return [_named(f) for f in _decisions(facts, text)]


def _named(fact: TypedFact) -> TypedFact:
    family = fact.slot.split(":")
    if family[0] != "project" or len(family) != 3 or not fact.value or not tech_kind(fact.value):
        return fact
    return replace(fact, value=tech_name(fact.value), old=tech_name(fact.old) if fact.old else fact.old)


def _decisions(facts: list[TypedFact], text: str) -> list[TypedFact]:
    facts = [repurposed(f, text) for f in facts if not _owned_name(f)]
    mentions = _mentions(text, "")
    if not mentions:
        return facts
    facts = [f for f in facts if not _refused_choice(f, text, mentions)]
    if _SOMEBODY.search(text) or _UNREAL.search(_WEIGHED.sub(" ", text)):
        return facts
    proj = _project(text, [(s, e) for s, e, _, _ in mentions])
    opens_with_tech = any(not text[:s].strip() for s, _, _, _ in mentions)
    if proj is None or (THIRD_SUBJECT.match(text) and not text.startswith(proj) and not opens_with_tech):
        return facts  # "my friend's app uses Postgres"; a project opening the statement is its subject
    if proj.lower() in _UNITS:
        return facts  # "lab switched to Julia for the simulations": the user's unit, no project
    if any(proj.lower() in m.group("v").lower().split() for m in KNOWN_TOOL.finditer(text) if " " in m.group("v")):
        return facts  # "I use Sublime Text for my C# projects": a word of a tool's name is no project
    if any(LEAVING_BEFORE.search(text[: m.start()][-40:]) for m in re.finditer(rf"\b{re.escape(proj)}\b(?!'s)", text)):
        return facts  # "I'm done with Wren, hugo does everything I need": the project is what ended
    if any(f.slot.split(":")[0] in _NOT_TECH and (f.value or "").lower() == proj.lower() for f in facts):
        return facts  # "I work at Stripe, which runs on Ruby": an employer, not a project
    mentions = [m for m in mentions if m[2].lower() != proj.lower()]
    # a word of a project's own name is no technology of it: "my board game Ash & Ember hits Kickstarter in May"
    named = {
        w.lower() for f in facts if f.slot.startswith("project:") and f.slot.count(":") == 1 for w in f.value.split()
    }
    mentions = [m for m in mentions if m[2].lower() not in named]
    for before, after in pairwise(mentions):
        if before[3] == after[3] and _ALTERNATIVE.match(text[before[1] : after[0]]):
            return facts  # "Render or Railway for Sundial": not chosen yet
    spans = [(s, e) for s, e, _, _ in mentions]
    new: dict[str, list[str]] = {}
    old: dict[str, list[str]] = {}
    moved: dict[str, list[str]] = {}  # where a move went: "moved to Postgres", "got moved onto Render"
    weak: dict[str, list[str]] = {}  # said in the past as a subject: "React felt heavy"
    for start, end, value, kind in mentions:
        c_start, c_end = _clause(text, start)
        clause = text[c_start:c_end]
        if proj.lower() not in clause.lower() and (_ELSEWHERE.search(clause) or _names_other(clause, c_start, spans)):
            continue  # "..., I use AWS at work", "Lantern is on Heroku, Kettle uses MySQL": not the project's
        if PAID_WITH.search(clause) or PERSON_AFTER.match(text[end:]):
            continue  # "paid for the domain with Stripe", "Jenkins from accounting keeps emailing me"
        if _REJECTED.search(text[c_start:start]) or _ABOUT_THE_TECH.match(text[end:]) or _likeness(text, start, end):
            continue  # "went with Postgres over MySQL", "the Vercel blog": not what the project uses
        side = old if _left(text, start, end, value) else new
        if side is new and SUBJECT_OPENER.match(text[c_start:start]) and PAST_AFTER.match(text[end:c_end]):
            side = weak  # "React felt heavy": old beside a new one of its kind, the one in use alone
        if side is new and _MOVED_TO.search(text[c_start:start]):
            moved.setdefault(kind, []).append(value.lower())
        if value.lower() not in (v.lower() for v in side.get(kind, [])):
            side.setdefault(kind, []).append(value)
    for kind, values in weak.items():
        side = old if new.get(kind) else new
        side[kind] = side.get(kind, []) + values
    for kind, targets in moved.items():
        if len(set(targets)) == 1 and len(new[kind]) > 1:  # the one a move went to is new, the rest are its source
            old[kind] = old.get(kind, []) + [v for v in new[kind] if v.lower() != targets[0]]
            new[kind] = [v for v in new[kind] if v.lower() == targets[0]]
    return _merged(facts, proj, new, old, text)


def _names_other(clause: str, at: int, spans: list[tuple[int, int]]) -> bool:
    """Whether the clause names somebody or something else by name (not a technology, not an opener)."""
    return any(
        not any(s <= at + m.start() < e for s, e in spans) and m.group(0).lower() not in _NOT_NAME
        for m in _NAME.finditer(clause)
    )


def _owned(proj: str, text: str) -> bool:
    """Whether the statement itself says the project is the user's: the user's own doing ("we moved
    Kettle to Railway", "Moved Kettle's hosting ...") with the name where only a project stands -- the
    thing moved, put or deployed, the owner of a stack part, the subject opening the statement, or
    after a project noun. "I set up Postgres for Maria", "I deployed Tom's site to Vercel", "I
    installed Redis on Marco's laptop" name people, and keep needing a project the user has."""
    first = text.split()[0] if text.split() else ""
    if not proj[:1].isupper() or not (_FIRST_PERSON.search(text) or _OPENING_VERB.match(first)):
        return False
    name = re.escape(proj)
    return bool(
        re.search(rf"\b{_PROJECT_VERB}\s+{name}\s+(?:to|on|onto|over\s+to|off|from|into)\b", text, _F)
        or re.search(rf"\b{name}'s\s+{_STACK_PART}\b", text, _F)
        or re.match(rf"^\W*{name}(?:'s)?\b", text)
        or re.search(rf"\b(?:project|app)\s+{name}\b", text, _F)
    )


_PROJECT_VERB = r"(?:(?:mov|migrat|putt|deploy|host|ship|switch|port|push)(?:e|es|ed|ing|s)?|put|shipped)"
_STACK_PART = (
    r"(?:db|database|backend|back\s+end|back-end|frontend|front\s+end|front-end|ui|api|hosting|stack|data|servers?|"
    r"infra|infrastructure|queue|cache|storage)"
)


_NOT_TECH = frozenset({"manager", "partner", "pet", "child", "employer", "residence", "trip"})


def _owned_name(fact: TypedFact) -> bool:
    """ "Project Minnow's competitor uses Supabase", "Project It uses Heroku", "Project hosting uses
    Fly.io": a frame read a thing of the project's, a pronoun or a part of a stack as a project."""
    family = fact.slot.split(":")
    return (
        family[0] == "project"
        and len(family) == 3
        and ("'s " in family[1] or family[1] in _NOT_NAME or family[1] in _COMMON)
    )


def _refused_choice(fact: TypedFact, text: str, mentions: list[tuple[int, int, str, str]]) -> bool:
    """A frame's decision for a technology the statement turns down ("let's not use MongoDB for
    Bramble", "I would never put Halyard on Firebase")."""
    if not (fact.slot.startswith("project:") and fact.slot.count(":") == 2 and fact.op == "set"):
        return False
    said = [(s, e) for s, e, v, _ in mentions if fact.value.lower() in (v.lower(), tech_name(v).lower())]
    return bool(said) and all(
        NOT_CHOSEN.search(before := text[_clause(text, s)[0] : s])
        or _REJECTED.search(before)
        or PAID_WITH.search(text[slice(*_clause(text, s))])
        or PERSON_AFTER.match(text[e:])
        or _ABOUT_THE_TECH.match(text[e:])
        or _likeness(text, s, e)
        for s, e in said
    )


def _merged(
    facts: list[TypedFact], proj: str, new: dict[str, list[str]], old: dict[str, list[str]], text: str
) -> list[TypedFact]:
    """The frames' facts, with a decision added for each kind they missed and the junk read from the
    same words dropped (a switch of the project's name, a stack value that is a verb)."""
    key = slot_key(proj)
    # what this reading accounts for: the values of each kind it decides, and the project (an old value
    # with no new one beside it is left to the switch that read it: "Hollow moved from Godot to Bevy")
    read = [v.lower() for kind, vs in new.items() for v in (*vs, *old.get(kind, []))] + [proj.lower()]
    read += [re.sub(r"^(?:a|an|my)\s+", "", v) for v in read]  # "a Raspberry Pi" said, "Raspberry Pi" read
    out: list[TypedFact] = []
    for fact in facts:
        family = fact.slot.split(":")
        if fact.slot == "?" and any(v and v.lower() in read for v in (fact.value, fact.old)):
            continue  # "Dropped Heroku for Kettle": no switch of "Kettle"
        if (
            family[0] == "project"
            and len(family) == 3
            and ("'s" in family[1] or family[2] == "stack")
            and (family[1] != key or not fact.value[:1].isupper() or any(v in fact.value.lower() for v in read))
        ):
            continue  # "Project Quarry uses going", "a DigitalOcean droplet" said as a whole
        if (family[0] in _NOT_TECH or fact.slot.startswith("tool:")) and (fact.value or "").lower() in read:
            continue  # "runs off a Raspberry Pi under my desk": no manager; "on Railway now": no pet
        out.append(fact)
    for kind, values in new.items():
        slot = f"project:{key}:{kind}"
        was = [v for v in old.get(kind, []) if v.lower() not in (n.lower() for n in values)]
        framed = [f for f in out if f.slot.startswith("project:") and f.slot.endswith(f":{kind}")]
        if framed and all(f.slot == slot and f.value.lower() in _GENERIC for f in framed):
            out = [f for f in out if f not in framed]  # "runs in Docker on a Hetzner box": the host is Hetzner
            framed = []
        if framed:
            if len(was) == 1:
                out = [replace(f, old=was[0]) if f in framed and f.slot == slot and not f.old else f for f in out]
            continue
        if len(values) != 1:
            continue  # two of a kind, neither left: which one is it?
        quals = (("project", proj),) if _owned(proj, text) else (("project", proj), ("needs", "project"))
        old_value = tech_name(was[0]) if len(was) == 1 else None
        out.append(
            TypedFact(
                slot, tech_name(values[0]), "set", old=old_value, qualifiers=quals, evidence=text, rule="stack:first"
            )
        )
    if not _owned(proj, text):
        return out
    # the user's own doing names the project as theirs, whichever reading found the technology
    return [
        replace(f, qualifiers=tuple(q for q in f.qualifiers if q != ("needs", "project")))
        if f.slot.startswith(f"project:{key}:") and tech_kind(f.value or "") and f.q("project") == proj
        else f
        for f in out
    ]


def no_person_of_the_stack(facts: list[TypedFact]) -> list[TypedFact]:
    """A project or a technology a decision names is nobody's manager, partner or pet ("Wayfarer runs
    off a Raspberry Pi under my desk": "under" is no reporting line here)."""
    named = {
        re.sub(r"^(?:a|an|my)\s+", "", (v or "").lower())
        for f in facts
        if f.slot.startswith("project:") and f.slot.count(":") == 2
        for v in (f.value, f.q("project"))
    }
    return [f for f in facts if not (f.slot.split(":")[0] in _NOT_TECH and (f.value or "").lower() in named)]


# ---- "Quick Kettle update! Moved hosting to Railway": the project of the sentence just before

# the sentence before is about the project: "Kettle update", "working on Lantern", "spent the weekend on Quarry"
_ABOUT = re.compile(
    r"\b(?:on|building|project|app)\s+(?P<a>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w-]*[a-z][\w-]*)\b(?!')|"
    r"(?<![\w'-])(?P<b>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w-]*[a-z][\w-]*)(?:'s)?\s*(?:(?:update|news|status|progress|changes)\b|:|\s[-—–]\s)|"
    # ... or opens it as its subject: "Wayfarer's coming along nicely", "Kettle is finally usable"
    r"^\W*(?:(?:ok|okay|so|btw|well|and)\W+)*(?P<c>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w-]*[a-z][\w-]*)(?:'s|\s+is|\s+has)\s+"
    r"(?:(?:really|finally|slowly|now|still)\s+)?(?:coming|going|getting|looking|moving|shaping|progressing|"
    r"doing|working|usable|live|alive|back|growing|almost|nearly|fun|great|good)\b",
)


_SOMEBODYS = re.compile(rf"\b(?:{THIRD_PARTY})\b|\b\w+'s\s+(?:\w+\s+)?(?:app|project|startup|site|game|thing)\b", _F)


# a request to the assistant names no project of the user's: "translate 'good morning' into Portuguese"
_REQUEST = re.compile(
    r"^\W*(?:(?:ok|okay|so|hey|please|pls)\W+)*(?:translate|write|help|explain|tell|show|give|make|convert|fix|"
    r"summari[sz]e|draft|list|find|check|review|can|could|would|what|how|why|where|which)\b",
    _F,
)


# a part of the stack asked as a heading, with no word of asking: "OK so the database for Marigold?"
_HEADING_ASKED = re.compile(
    r"^\W*(?:(?:ok|okay|so|and|right|re|update)\W+)*(?:the\s+|our\s+|my\s+)?(?:[\w-]+\s+){0,2}?"
    rf"(?:(?:{_PART}|stack|db)\s+(?:for|on|of)\s+(?P<h>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w-]*)|(?P<o>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w-]*)'s\s+"
    rf"(?:[\w-]+\s+)?(?:{_PART}|stack|db))\s*\?+$",
    _F,
)


def stack_referent(sentence: str, before: str, earlier: Sequence[TypedFact] = ()) -> str | None:
    """A sentence that names a technology and no project, after one about a single project, said
    with that project as its heading ("Some news on Lantern. We're switching the database to
    Postgres." -> "Lantern: We're switching the database to Postgres")."""
    mentions = _mentions(sentence, "")
    spans = [(s, e) for s, e, _, _ in mentions]
    if not mentions or any(
        not any(s <= m.start() < e for s, e in spans) and m.group(0).lower() not in _NOT_NAME and m.start() > 0
        for m in _NAME.finditer(sentence)
    ):
        return None  # the sentence names a subject of its own
    last = re.split(r"(?<=[.!?])\s+", before.strip())[-1] if before.strip() else ""
    heading = _HEADING_ASKED.match(last)
    if heading is not None:  # "the database for Marigold? it's Postgres now": a heading the user answers
        last = f"{heading.group('h') or heading.group('o')}: {last.rstrip(' ?')}"
    if not last or _SOMEBODY.search(last) or _UNREAL.search(last) or _SOMEBODYS.search(last) or _REQUEST.match(last):
        return None
    named = {f.q("project") for f in earlier if f.slot.startswith("project:") and f.evidence and f.evidence in last}
    said = [m.group("a") or m.group("b") or m.group("c") for m in _ABOUT.finditer(last)]
    named |= {n for n in said if n.lower() not in _NOT_NAME and not tech_kind(n)}
    named.discard(None)
    if len(named) != 1 or any(KNOWN_TOOL.fullmatch(n or "") or is_place(n or "") for n in named):
        return None
    return f"{named.pop()}: {sentence}"
