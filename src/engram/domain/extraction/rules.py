"""The offline, rule-based extractor: explicit, durable statements the user made about themselves.

Only the user's own words count: assistant, system and tool turns, aish's ``meta = "summarize"``
turns, engram's own injected block (``<memory>…</memory>``, ``[background]``), fenced and indented
code, ``>`` quoted lines and text inside quotes are never read. Questions, hypotheticals and
conditionals, reported speech, hedged statements ("maybe", "I think", "not sure"), examples and
role-play produce nothing: a rule either sees a plain statement or it stays silent (precision
over recall; the LLM extractors and the manual triage cover the rest).

Content is written in one style: a subjectless third-person predicate about the user
("Prefers dark roast coffee", "Lives in Lisbon", "Name is Ana", "Is a nurse") or, for instructions
to the assistant, the user's own imperative ("Always cite sources", "No emojis"). Apart from the
small template vocabulary in :data:`TEMPLATE_WORDS` and third-person verb endings, every word of
a candidate comes from the source text (grounding: no fabrication).

Everything is deterministic and pure; the regular expressions are compiled at import.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from engram.domain.context import AISH_KIND
from engram.domain.extraction.candidates import (
    Candidate,
    ExtractInput,
    is_summarize_turn,
    turn_ref,
    turn_role,
    turn_session,
    turn_text,
)

MAX_CONTENT_CHARS = 300
MAX_TURN_CHARS = 20_000

CONF_REMEMBER = 0.95
CONF_CALL_ME = 0.95
CONF_MY_X = 0.9
CONF_FROM_NOW_ON = 0.9
CONF_CORRECTION = 0.9
CONF_PREFERENCE = 0.85
CONF_INSTRUCTION = 0.85
CONF_PROFILE = 0.85
CONF_HABIT = 0.8
CONF_DECISION = 0.8
CONF_PROJECT = 0.75

USER_ROLES = frozenset({"user", "human"})

# Words a candidate may contain that the source need not: the templated verbs and labels, and the
# third-person pronouns that replace "my", "me", "mine", "myself" in statements about the user.
TEMPLATE_WORDS = frozenset(
    {
        "prefers", "likes", "loves", "enjoys", "adores", "hates", "dislikes", "despises", "detests", "loathes",
        "lives", "in", "works", "at", "for", "as", "is", "are", "has", "name", "preferred", "age",
        "decided", "to", "go", "with", "use", "working", "on", "comes", "from", "agreed",
        "their", "them", "theirs", "themselves", "not", "does", "doesn",
    }
)  # fmt: skip

_IRREGULAR = {
    "am": "is", "be": "is", "are": "is", "have": "has", "do": "does", "go": "goes",
    "can": "can", "could": "could", "will": "will", "would": "would", "shall": "shall", "should": "should",
    "may": "may", "might": "might", "must": "must", "was": "was", "were": "was", "had": "had", "did": "did",
    "don't": "doesn't", "can't": "can't", "cannot": "cannot", "won't": "won't", "didn't": "didn't",
    "haven't": "hasn't", "wasn't": "wasn't", "shouldn't": "shouldn't", "couldn't": "couldn't",
    "wouldn't": "wouldn't", "mustn't": "mustn't", "need": "needs",
}  # fmt: skip


def third_person(verb: str) -> str:
    """The third-person singular present of an English verb ("use" -> "uses", "study" -> "studies")."""
    v = verb.lower().replace("’", "'")
    if v in _IRREGULAR:
        return _IRREGULAR[v]
    if v.endswith(("s", "sh", "ch", "x", "z", "o")):
        return v + "es"
    if len(v) > 2 and v.endswith("y") and v[-2] not in "aeiou":
        return v[:-1] + "ies"
    return v + "s"


# ---- word lists ----------------------------------------------------------------------------------

_STOP = frozenset(
    """
    a an the it its it's this that these those them they their there here you your yours u ur i me my
    mine myself we us our he him his she her hers one ones so too very really just also much more most
    many lot lots bit little some any all both either neither each every thing things stuff something
    anything everything nothing someone anyone everyone way ways idea ideas option options choice answer
    answers suggestion suggestions approach version first second third last latter former other others
    same such kind sort what which who how when where why whatever whichever is are was were be been
    being am do does did done have has had to of in on at for with by from about as and or but if then
    than not no yes ok okay fine good great nice better best well now again happen happens happened
    happening going doing got get gets lol haha please thanks thank
    """.split()
)
_DEICTIC_START = frozenset(
    """
    it that this these those them they you your yours u ur him her his everything anything something
    nothing all both either neither which what how whatever yourself so such too very one ones the-idea
    """.split()
)
_PREPOSITIONS = frozenset("in on at from to with for by of into onto about under over".split())
_DEICTIC_END = frozenset("this that these those there here it you u ya".split())
_CONTEXT_REF = re.compile(
    r"^(?:the|this|that|your)\s+(?:new|previous|old|current|last|latest|other|first|second|third|updated|original|"
    r"revised|above|following|earlier|later|former|latter|same|one|two|suggested|proposed)\b|"
    r"\byou(?:'ve)?\s+(?:just\s+)?(?:described|suggested|proposed|mentioned|said|recommended|showed|wrote|gave|"
    r"outlined|listed|did|made|used|structured|explained|posted|sent|shared)\b|"
    r"\byour\s+(?:suggestion|approach|idea|plan|proposal|version|code|answer|solution|recommendation|"
    r"explanation|example|response|reply|output|draft|fix)\b",
    re.IGNORECASE,
)
_NOT_VERB = frozenset(
    """
    a an the mind again ever happy glad fun good great nice been had heard seen knew once before more
    sure so too here there true late early on in at for with my your our his her their i you we they
    he she it this that said did went was were thought got made came told took saw is are am
    """.split()
)
_NOT_NAME = frozenset(
    """
    back later tomorrow tonight today when a an the crazy old-fashioned out anytime sometime at on in
    if whenever whatever soon please now up what maybe by it that this you him her them names
    """.split()
)
_NOT_GREETING_NAME = frozenset(
    """
    fine good great okay ok back here sorry ready done excited happy tired bored lost confused stuck new
    home well glad sure not just so very still also really thinking wondering trying looking going
    """.split()
)
_NOT_ROLE_START = frozenset(
    """
    bit little lot tad few couple step mess wreck fool total sucker fan idiot moron dummy genius disaster
    """.split()
)
_TRANSIENT_PROJECT = re.compile(
    r"^(?:it|this|that|these|those|something|anything|stuff|things?|a (?:bug|fix|problem|issue|test|ticket|pr)|"
    r"the (?:bug|fix|problem|issue|tests?|same|readme|docs?|documentation|pr|pull request|ticket|migration|"
    r"refactor|review|release|deploy|deployment|build|ci|changes?|error|feedback)|an (?:issue|error))\b",
    re.I,
)
_OCCUPATIONS = frozenset(
    """
    engineer developer programmer coder designer teacher doctor nurse manager student scientist
    researcher analyst consultant lawyer attorney writer author artist architect accountant founder
    cofounder co-founder ceo cto cfo coo vp freelancer contractor professor lecturer intern
    administrator sysadmin devops sre journalist chef cook pilot dentist pharmacist therapist physician
    surgeon salesperson marketer director officer owner entrepreneur retiree musician photographer
    mechanic electrician plumber farmer technician coach trainer tutor librarian economist
    mathematician physicist chemist biologist statistician editor translator paramedic firefighter
    veterinarian vet psychologist psychiatrist recruiter pm lead maintainer hacker tester qa
    administrator banker trader investor advisor adviser clerk cashier driver waiter waitress
    bartender barista carpenter painter dancer actor actress singer producer streamer youtuber
    blogger podcaster professional specialist expert beginner novice hobbyist
    """.split()
)
_DIETS = frozenset(
    """
    vegetarian vegan pescatarian pescetarian flexitarian gluten-free lactose-intolerant dairy-free
    celiac coeliac kosher halal keto paleo teetotal teetotaler teetotaller
    """.split()
)
_KIN = frozenset(
    """
    wife husband partner spouse girlfriend boyfriend fiance fiancee fiancé fiancée son daughter kid kids
    child children baby mom mother mum dad father parents brother sister sibling siblings grandma
    grandmother grandpa grandfather aunt uncle cousin niece nephew dog dogs cat cats pet pets puppy
    kitten boss manager roommate flatmate bestie
    """.split()
)
_PROFILE_ATTRS = frozenset(
    """
    name names nickname age birthday email phone address timezone location hometown nationality
    citizenship pronouns gender height role employer username handle website github twitter linkedin
    diet allergy allergies religion language languages initials zodiac
    """.split()
)
_PROFILE_PHRASES = frozenset(
    {
        "first name", "last name", "full name", "middle name", "given name", "family name", "maiden name",
        "preferred name", "native language", "blood type", "star sign", "home country", "home city",
    }
)  # fmt: skip
_FACT_HEADS = frozenset(
    """
    editor ide os shell terminal laptop computer desktop machine keyboard browser distro phone car
    bike bank broker stack font theme setup workflow salary income budget portfolio horizon tolerance
    mortgage rent team department office school university college major degree degrees field
    specialty hobby hobbies flight schedule schedule routine ride commute gym doctor dentist
    username password server domain plan
    """.split()
)
_PROJECT_HEADS = frozenset("project projects repo repository codebase monorepo startup product thesis app".split())
_SUBJECT_MODS = frozenset(
    "default usual main primary daily current home work personal native new old everyday go-to".split()
)
_PREF_MODS = frozenset({"favorite", "favourite", "preferred", "go-to", "least"})
_SUBJECT_SYNONYMS = (
    ("e mail address", "email"), ("email address", "email"), ("e mail", "email"), ("time zone", "timezone"),
    ("date of birth", "birthday"), ("birth date", "birthday"), ("birthdate", "birthday"), ("dob", "birthday"),
    ("bday", "birthday"), ("home town", "hometown"), ("job title", "role"), ("phone number", "phone"),
    ("mother tongue", "native language"), ("first language", "native language"), ("surname", "last name"),
    ("favourite", "favorite"), ("operating system", "os"), ("kids", "kid"), ("children", "kid"),
    ("child", "kid"), ("mum", "mom"), ("mother", "mom"), ("father", "dad"), ("go to", "favorite"),
    ("favorite favorite", "favorite"),
)  # fmt: skip
_KEY_DROP = frozenset("default usual main primary daily current personal new everyday".split())
_SUBJECT_HEAD_SYNONYMS = {
    "job": "role", "title": "role", "occupation": "role", "profession": "role", "position": "role",
    "company": "employer", "workplace": "employer", "city": "location", "allergies": "allergy",
    "languages": "language",
}  # fmt: skip

# ---- regular expressions (all compiled once, here) -----------------------------------------------

_FLAGS = re.IGNORECASE
_FENCE = re.compile(r"(```|~~~)[\s\S]*?(?:\1|\Z)")
_MEMORY_BLOCK = re.compile(r"<memory\b[^>]*>[\s\S]*?(?:</memory\s*>|\Z)|</memory\s*>", _FLAGS)
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f\ud800-\udfff]")
_FILL = "\x00"  # neither whitespace nor a word character (input control characters are removed first)
_NORMALISE = str.maketrans({"’": "'", "‘": "'", "ʼ": "'", "\u00a0": " ", "\u2009": " ", "\u202f": " "})
_QUOTED = re.compile(r"\"[^\"\n]*\"|“[^”\n]*”|«[^»\n]*»|`[^`\n]*`|(?<!\w)'[^\n]{0,300}?'(?!\w)")
_BOUNDARY = re.compile(r"\n+|[.!?…]+(?=[\s\"')\]]|$)")
_ABBREVIATIONS = frozenset(
    "e.g i.e etc vs dr mr mrs ms prof st jr sr inc ltd co corp no approx dept est fig mt ave rd".split()
)
_DOTTED = re.compile(r"^(?:[a-z]\.)+[a-z]?$")
_CLAUSE_SPLIT = re.compile(
    r"(?:\s*[,;]\s*(?:and\s+|but\s+|also\s+|plus\s+|so\s+)?|\s+(?:and|but|also|plus)\s+)"
    r"(?=(?:i|i'm|i've|i am|i'll|my|we|we've|we'll|we're|call me|let's)\b)",
    _FLAGS,
)
_TRAILING_FILLER = re.compile(
    r"(?:[\s,;]+(?:btw|by the way|lol|haha|hehe|fyi|fwiw|please|thanks|thank you|thx|tbh|imo|honestly|though|tho)"
    r"[\s.!,;]*)+$",
    _FLAGS,
)
_LEAD_ONLY = re.compile(
    r"^[\s,:;!.\-—–]*(?:(?:actually|correction|no|nope|nah|to clarify|update|scratch that|i meant|i mean|oh|ok|"
    r"okay|so|well|also|btw|by the way|fyi|hi|hello|hey|hi there|hey there|yes|yeah|yep|sure|thanks|thank you|"
    r"great|cool|please|wait|sorry|oops|just so you know|for the record|good morning|good afternoon|"
    r"good evening)\b[\s,:;!.\-—–]*)*$",
    _FLAGS,
)
_FILLER = re.compile(
    r"^(?:(?:[-*•+#>]+|\d{1,2}[.)])\s+|(?:oh|ok|okay|so|well|also|and|but|btw|by the way|fyi|just fyi|"
    r"just so you know|just to let you know|for the record|for your information|for context|heads up|"
    r"quick note|one more thing|hey there|hey|hi there|hi|hello|hiya|yo|um+|uh+|erm|hmm+|anyway|anyways|"
    r"alright|all right|great|cool|thanks|thank you|sure|yes|yeah|yep|wait|sorry|oops|please|"
    r"good morning|good afternoon|good evening)\b[\s,:;!.\-—–]*)+",
    _FLAGS,
)
_GREETING = re.compile(r"\b(?:hi|hello|hey|hiya|yo|good morning|good afternoon|good evening)\b", _FLAGS)
_POLITE = re.compile(
    r"^(?:can|could|would|will)\s+you\s+(?:please\s+)?(?=remember\b|note\b|keep in mind\b|make a note\b|"
    r"always\b|never\b|stop\b|call me\b)",
    _FLAGS,
)
_WANT_YOU = re.compile(
    r"^(?:i want you to|i'd like you to|i would like you to|i need you to|make sure (?:to|you)|"
    r"you should|you must|you need to)\s+(?=always\b|never\b|stop\b|not\b|don't\b|do not\b|call me\b)",
    _FLAGS,
)

# sentence-level rejections
_QUESTION_MARK = re.compile(r"\?(?:\s|$)")
_QUESTION_START = re.compile(
    r"^(?:(?:what|whats|what's|who|who's|whom|whose|where|where's|when|why|how|how's|which)\b|"
    r"(?:do|does|did|should|shall|would|could|can|will|is|are|am|was|were|have|has|may)\s+"
    r"(?:i|you|we|my|it|they|he|she)\b)",
    _FLAGS,
)
_HYPOTHETICAL = re.compile(
    r"\b(?:if|unless|suppose|supposing|supposed|imagine|imagining|hypothetically|hypothetical|pretend|"
    r"pretending|assuming|assume|what if|in case|whether|wish|roleplay|role-play|role play|let's say|"
    r"lets say|say that|for example|for instance|as an example|e\.g|in this story|in the story|"
    r"in this game|my character|fictional|in theory|theoretically|would've|could've)\b|"
    r"\b(?:i|we)(?:'d|\s+would|\s+could|\s+might)\s+(?:prefer|like|love|rather|want|enjoy|hate|be|have|live|"
    r"work|go|use|choose|pick)\b(?!\s+(?:you|for you)\b)",
    _FLAGS,
)
_EVEN_IF = re.compile(r"\beven if\b", _FLAGS)
_UNCERTAIN = re.compile(
    r"\b(?:maybe|perhaps|probably|possibly|might|i think|i guess|i suppose|i believe|i feel like|"
    r"not sure|unsure|not certain|uncertain|don't know|do not know|dunno|no idea|can't decide|"
    r"cannot decide|haven't decided|not decided|undecided|kinda|sort of|i'm torn|i wonder|wondering|"
    r"considering|thinking about|thinking of|not really|i doubt|doubt it|idk|for now|for the moment|"
    r"for today|right now|at the moment|temporarily|this time|just this once|today)\b",
    _FLAGS,
)
_REPORTED = re.compile(
    r"(?:^|\b(?P<subj>[\w']+)\s+(?:\w+\s+)?)(?:said|says|say|told|tells|wrote|writes|claims|claimed|mentioned|"
    r"mentions|asked|asks|replied|replies|texted|tweeted|posted|insists|insisted|thinks|thought)\b|"
    r"\baccording to\b|\bquote\b|\bquoting\b",
    _FLAGS,
)
_TO_SAY = re.compile(r"\b(?:i meant to say|meant to say|to say|i mean to say)\b", _FLAGS)
_FIRST_PERSON_SUBJECTS = frozenset({"i", "as", "like", "we"})

# wrappers
_CORRECTION = re.compile(
    r"^(?:(?:actually|correction|to clarify|let me correct (?:that|myself)|scratch that|update|no|nope|nah|"
    r"not quite|wrong)\s*[,:;!.\-—–]+\s*|(?:actually|no|nope)\s+(?=it's\b|it is\b|that's\b|i meant\b|"
    r"my\b|i\b|i'm\b|call\b|not\b|we\b|let's\b))",
    _FLAGS,
)
_ACTUALLY_BARE = re.compile(r"^actually\s+", _FLAGS)
_MEANT = re.compile(r"^(?:i meant(?: to say)?|what i meant (?:was|is)|i mean)\b[\s,:]*", _FLAGS)
_NOT_BUT = re.compile(r"^not\s+(?P<old>.+?)\s*,?\s+but\s+(?P<new>.+)$", _FLAGS)
_TRAILING_NOT = re.compile(
    r"(?:\s*,\s*(?:not|rather than|instead of)|\s+(?:rather than|instead of))\s+(?P<old>[^,;]{1,60}?)\s*[.!]*$",
    _FLAGS,
)
_REPLACEMENT = re.compile(
    r"^(?:it's|it is|its|that's|that is|he's|he is|she's|she is|they're|they are|it should be|should be|"
    r"make it|make that|change it to|"
    r"change that to|change it|change that|set it to|set that to)\s+(?P<new>.+)$",
    _FLAGS,
)
_CORRECTION_STATEMENT = re.compile(
    r"^(?P<subj>(?:the|our|this|my)\s+[^\W\d][\w' -]{0,40}?)\s+(?:is|are)\s+(?P<v>.+)$",
    _FLAGS,
)
_IT_NOT = re.compile(r"^(?:it's|it is)\s+(?P<new>[^,]{1,60}?)\s*,?\s+not\s+(?P<old>.{1,60})$", _FLAGS)
_REMEMBER = re.compile(
    r"^(?P<kw>remember|note to self|note|keep in mind|make a note|take note|don't forget|do not forget|"
    r"never forget|for future reference|save this|save that|memori[sz]e(?: this| that)?)\b"
    r"(?P<rest>.*)$",
    _FLAGS,
)
_REMEMBER_LEAD = re.compile(r"^\s*(?:the fact that\b|that\b|this\s*:|[:,\-—–])*\s*", _FLAGS)
_NOT_LIVING_PLACE = re.compile(
    r"^(?:fear|hope|denial|dread|terror|the moment|the past|the present|the now|a bubble|their head|my head)\b",
    _FLAGS,
)
_NOT_WORKPLACE = re.compile(
    r"^(?:night|nights|home|weekends?|the weekend|times|the moment|my desk|a desk|odd hours|a fast pace|"
    r"my own pace|full speed|it|this|that)\b",
    _FLAGS,
)
_TRANSIENT_DECISION = re.compile(
    r"^(?:(?:to|on)\s+)?(?:take a break|go to bed|go home|call it a day|stop here|stop for|sleep on it|grab|"
    r"get (?:lunch|coffee|food|dinner)|head out|log off|wait|try again|retry|skip it|ignore it)\b",
    _FLAGS,
)
_NOT_PLACE = re.compile(r"^(?:the future|the past|work|school|the office|home|here|there|nowhere)\b", _FLAGS)
_NOTE_NEEDS = re.compile(r"^\s*(?:that\b|[:,\-—–])", _FLAGS)
_NOT_IMPERATIVE = frozenset("the a an it its this that there he she they i my our we your you".split())
_NOT_GERUND = frozenset("thing something anything everything nothing king ring string spring morning evening".split())
_REMEMBER_NOT = re.compile(
    r"^(?:when|how|what|why|where|who|which|whether|me|you|us|him|her|them|it|the time|back|of)\b",
    _FLAGS,
)
_REMEMBER_TO = re.compile(r"^to\s+(?P<rest>.+)$", _FLAGS)
_FROM_NOW_ON = re.compile(
    r"^(?:from now on|going forward|moving forward|from here on(?: out)?|from this point on|in the future|"
    r"in future|henceforth|for (?:all )?future (?:chats|conversations|sessions|answers|responses))\b"
    r"[\s,:;\-—–]*",
    _FLAGS,
)
_FROM_NOW_ON_SUFFIX = re.compile(
    r"\s*,?\s*(?:from now on|going forward|moving forward|in the future|in future|from here on(?: out)?|"
    r"for (?:all )?future (?:chats|conversations|sessions|answers|responses))[\s.!]*$",
    _FLAGS,
)
_YOU_MODAL = re.compile(r"^(?:you should|you must|you need to|you will|you'll|you can|please)\s+", _FLAGS)

# instructions to the assistant
_ALWAYS_NEVER = re.compile(r"^(?:do\s+)?(?P<w>always|never)\s+(?P<verb>[a-z][\w'-]*)\b(?P<rest>.*)$", _FLAGS)
_DONT = re.compile(r"^(?P<w>don't|do not|dont|avoid)\s+(?P<rest>.+)$", _FLAGS)
_STOP_ING = re.compile(r"^(?:stop|quit)\s+(?P<g>[a-z]+ing)\b(?P<rest>.*)$", _FLAGS)
_NO_STYLE = re.compile(r"^no\s+(?:more\s+)?(?P<v>[^,;]{2,60}?)(?:\s*,?\s*please)?$", _FLAGS)
_DURABLE = re.compile(r"\b(?:ever|again|anymore|any more|in general|by default|at all)\b", _FLAGS)
_STYLE = re.compile(
    r"\b(?:concise|concisely|brief|briefly|short|shorter|succinct|terse|verbose|verbosity|wordy|long-winded|"
    r"lengthy|detail|details|detailed|bullet|bullets|bulleted|list|lists|emoji|emojis|emoticons?|markdown|"
    r"format|formatting|formatted|tone|formal|informal|casual|answer|answers|respond|responses?|reply|"
    r"replies|explain|explaining|explanations?|summar(?:y|ies|ize|ise|izing|ising)|tl;?dr|apologi[sz]e|"
    r"apologi[sz]ing|apolog(?:y|ies)|disclaimers?|caveats?|jargon|headings?|headers?|tables?|sentences?|"
    r"paragraphs?|words|polite|friendly|humou?r|jokes?|joking|exclamation|fluff|filler|preamble|small talk|"
    r"greetings?|sign[- ]?off|clarifying|questions|ask me|language|english|spanish|french|german|"
    r"portuguese|italian|japanese|chinese|spelling|oxford comma|comments|examples?|emphasis|bold|italics|"
    r"caps|lowercase|uppercase|yapping|ramble|rambling|repeat|repeating|restate|restating|flatter|flattery|"
    r"praise|sycophan\w*|hedg\w*|direct|to the point|cite|citations?|sources|links|metric|imperial|units|"
    r"code blocks?|snippets?|verbatim|simple|simpler|plain|technical|emoji-free|honest|blunt|chatty|voice|passive|"
    r"wording|prose|writing style|spell|spelled|punctuation|capitali[sz]e|capitali[sz]ation)\b",
    _FLAGS,
)

# statements
_IAM = r"(?:i'm|im|i am)"
_ADV = (
    r"(?:(?:really|actually|strongly|generally|usually|definitely|absolutely|personally|truly|do|also|still|"
    r"just|totally|honestly|genuinely|very much|much|quite|rather|mostly|always|currently|now|especially|"
    r"mainly)\s+){0,2}"
)
_CALL_ME = re.compile(
    r"^(?:(?:you can|you may|just|simply)\s+)*call\s+me\s+(?P<v>.+)$|"
    r"^i\s+(?:" + _ADV + r")(?:prefer|like|want|love)\s+(?:to\s+be|being)\s+called\s+(?P<v2>.+)$|"
    r"^i\s+go\s+by\s+(?P<v3>.+)$",
    _FLAGS,
)
_CALLED = re.compile(r"^" + _IAM + r"\s+called\s+(?P<v>.+)$", _FLAGS)
_MY_IS = re.compile(
    r"^my\s+(?P<x>[^\W\d_][\w'\- ]{0,48}?)\s*(?:\s(?P<verb>is|are)\s+|\s*[:=]\s*)(?P<v>.+)$",
    _FLAGS,
)
_MY_S = re.compile(r"^my\s+(?P<x>[^\W\d_][\w\-]{0,30})'s\s+(?P<v>.+)$", _FLAGS)
_IS_ARE = re.compile(r"\b(?:is|are)\b", _FLAGS)
_AGE = re.compile(
    r"^" + _IAM + r"\s+(?P<n>\d{1,3})(?:\s*(?:years?|yrs?)(?:\s+old)?|\s*y/?o)?$",
    _FLAGS,
)
_LIVE = re.compile(
    r"^(?:i\s+(?:currently\s+|now\s+|still\s+|actually\s+)?live|" + _IAM + r"\s+(?:currently\s+|now\s+)?living)"
    r"\s+in\s+(?P<v>.+)$",
    _FLAGS,
)
_BASED = re.compile(
    r"^" + _IAM + r"\s+(?:currently\s+|now\s+)?(?P<w>based|located)\s+(?P<p>in|out of)\s+(?P<v>.+)$", _FLAGS
)
_FROM = re.compile(
    r"^(?:" + _IAM + r"\s+(?:originally\s+)?from|i\s+(?:originally\s+)?(?P<come>come)\s+from)\s+(?P<v>.+)$",
    _FLAGS,
)
_WORK = re.compile(
    r"^(?:i\s+(?:currently\s+|now\s+|still\s+|actually\s+)?work|" + _IAM + r"\s+(?:currently\s+|now\s+)?working)"
    r"\s+(?P<p>at|for|as)\s+(?P<v>.+)$",
    _FLAGS,
)
_FAN = re.compile(
    r"^" + _IAM + r"\s+(?P<v>(?:not\s+)?(?:really\s+)?(?:a\s+)?(?:(?:big|huge|massive|great|real)\s+)?fan\s+of\s+.+)$",
    _FLAGS,
)
_INTO = re.compile(r"^" + _IAM + r"\s+(?:really\s+)?(?P<v>into\s+.+)$", _FLAGS)
_CONDITION = re.compile(
    r"^" + _IAM + r"\s+(?P<v>(?:a\s+)?(?:vegetarian|vegan|pescatarian|pescetarian|flexitarian|gluten[- ]free|"
    r"lactose[- ]intolerant|dairy[- ]free|celiac|coeliac|kosher|halal|keto|paleo|teetotal|sober|diabetic|"
    r"left[- ]handed|right[- ]handed|colou?r[- ]?blind|deaf|dyslexic|autistic|allergic\s+to\s+.+|"
    r"intolerant\s+to\s+.+))$",
    _FLAGS,
)
_A_ROLE = re.compile(r"^" + _IAM + r"\s+(?P<v>an?\s+(?P<first>[\w'-]+).*)$", _FLAGS)
_GREETING_NAME = re.compile(r"^(?i:i'm|im|i am)\s+(?P<v>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)$")
_PREFER = re.compile(
    r"^i\s+" + _ADV + r"(?P<verb>prefer|like|love|enjoy|adore|hate|dislike|despise|detest|loathe|can't stand|"
    r"cant stand|cannot stand|can not stand|don't like|dont like|do not like|don't care for|do not care for|"
    r"don't enjoy|do not enjoy)\s+(?P<v>.+)$",
    _FLAGS,
)
_HABIT = re.compile(r"^i\s+(?P<adv>always|never|usually|normally|typically)\s+(?P<verb>[a-z]+)\b\s*(?P<v>.*)$", _FLAGS)
_DECIDED = re.compile(
    r"^(?:we|i)(?:'ve|\s+have)?\s+(?:finally\s+|just\s+|already\s+|now\s+)?(?P<verb>decided|agreed)\s+"
    r"(?P<how>to|that|on|against|upon)\s+(?P<v>.+)$",
    _FLAGS,
)
_LETS = re.compile(
    r"^(?:let's|lets|let us)\s+(?P<verb>go with|use|stick with|stick to|settle on|pick|choose|adopt|switch to|"
    r"standardi[sz]e on)\s+(?P<v>.+)$",
    _FLAGS,
)
_WE_WILL = re.compile(
    r"^we(?:'ll|\s+will|'re going to|\s+are going to|\s+shall)\s+(?P<verb>use|go with|stick with|stick to|"
    r"switch to|adopt|standardi[sz]e on)\s+(?P<v>.+)$",
    _FLAGS,
)
_WORKING_ON = re.compile(
    r"^(?:" + _IAM + r"|we're|we are)\s+(?:currently\s+|now\s+|still\s+|mainly\s+|mostly\s+|actively\s+)?"
    r"(?P<verb>working on|building|developing|maintaining)\s+(?P<v>.+)$",
    _FLAGS,
)
_PROJECT_USES = re.compile(
    r"^(?:this|the|our|my)\s+(?P<n>project|repo|repository|codebase|code base|monorepo|app|application|"
    r"service|backend|frontend|stack)\s+(?P<verb>uses|is using|is built with|is written in|runs on|relies on|"
    r"depends on|targets)\s+(?P<v>.+)$",
    _FLAGS,
)
_FIRST_PERSON = re.compile(
    r"^(?:(?P<am>i'm|im|i am)|(?P<have>i've|i have)|(?P<will>i'll|i will)|"
    r"i\s+(?P<adv>(?:also|really|usually|always|never|often|sometimes|only|still|just|generally|normally|"
    r"typically|mostly)\s+)?(?P<verb>don't|do not|can't|cannot|won't|didn't|haven't|[a-z]+))\b\s*(?P<rest>.*)$",
    _FLAGS,
)
_MY_START = re.compile(r"^my\s+(?P<rest>.+)$", _FLAGS)
_POSSESSIVE = re.compile(r"\b(?:my|me|mine|myself)\b", _FLAGS)
_PRONOUN_SWAP = {"my": "their", "me": "them", "mine": "theirs", "myself": "themselves"}
_TRAILING_JUNK = re.compile(
    r"(?:[\s,;:.!?…—–\-]+|\s*,?\s*\b(?:please|thanks|thank you|thx|btw|by the way|lol|haha|hehe|too|as well|"
    r"though|tho|now|anymore|any more|lmao|fyi|from now on|going forward|in the future|moving forward)|"
    r"\s*(?::\)|:-\)|;\)|:D|:P|<3))$",
    _FLAGS,
)
_CLAUSE_CUT = re.compile(
    r"\s*(?:,\s*|\s+)(?:but|because|since|although|though|whereas|while|so that|which|where|and i|and my|"
    r"and we|cause|cuz|as i|as my)\b.*$|\s*;.*$|\s+[-—–]\s+.*$",
    _FLAGS,
)
_WORD = re.compile(r"[^\W_]+(?:'[^\W_]+)*")
_LINE_DROP = re.compile(r"^(?:\s*>|\t|    |\s*[:/][A-Za-z])")
_BACKGROUND = re.compile(r"^\s*\[background\]", _FLAGS)
_BULLET = re.compile(r"^\s*[-*•]\s")
_SMALL_VALUES = frozenset(
    "fine ok okay good great alright nothing correct right true wrong false cool sure yes no".split()
)


# ---- text handling -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _T:
    """Two aligned views of the same span: ``o`` as written (for output) and ``m`` normalised with
    quoted text masked out (for matching). Both always have the same length."""

    o: str
    m: str

    def cut(self, start: int, end: int | None = None) -> _T:
        return _T(self.o[start:end], self.m[start:end])

    def strip(self, chars: str = " \t\r\n,;:.!…—–-") -> _T:
        left = len(self.m) - len(self.m.lstrip(chars))
        right = len(self.m.rstrip(chars))
        if right <= left:
            return _T("", "")
        return self.cut(left, right)

    def group(self, match: re.Match[str], name: str) -> _T:
        start, end = match.span(name)
        return self.cut(start, end).strip()


def _clean(text: str) -> str:
    """Drop what is never the user's own statement: code, engram's injected block, quoted lines."""
    text = text[:MAX_TURN_CHARS].replace("\r\n", "\n").replace("\r", "\n")
    text = _CONTROL.sub(" ", text)
    text = _FENCE.sub("\n", text)
    text = _MEMORY_BLOCK.sub("\n", text)
    kept: list[str] = []
    in_background = False
    for line in text.split("\n"):
        if _BACKGROUND.match(line):
            in_background = True
            continue
        if in_background:
            if _BULLET.match(line):
                continue
            in_background = False
        if _LINE_DROP.match(line):
            kept.append("")
            continue
        kept.append(line)
    return "\n".join(kept)


def _mask(text: str) -> str:
    return _QUOTED.sub(lambda m: _FILL * len(m.group(0)), text)


def _sentences(t: _T) -> Iterable[_T]:
    start = 0
    for match in _BOUNDARY.finditer(t.m):
        if match.group(0)[0] == ".":
            before = t.m[start : match.start()].rsplit(None, 1)
            token = before[-1].lower().lstrip("([\"'") if before else ""
            if token in _ABBREVIATIONS or _DOTTED.match(token):
                continue
        yield t.cut(start, match.end())
        start = match.end()
    if start < len(t.m):
        yield t.cut(start)


def _clauses(t: _T) -> Iterable[_T]:
    """Split "I like tea and I hate coffee" in two; a lead-in alone ("Actually," "Hi,") stays attached."""
    start = 0
    for match in _CLAUSE_SPLIT.finditer(t.m):
        if _LEAD_ONLY.match(t.m[start : match.start()]):
            continue
        yield t.cut(start, match.start())
        start = match.end()
    yield t.cut(start)


def _strip_fillers(t: _T) -> tuple[_T, bool]:
    match = _FILLER.match(t.m)
    if not match:
        return t, False
    greeted = bool(_GREETING.search(match.group(0)))
    return t.cut(match.end()).strip(), greeted


def _words(text: str) -> list[str]:
    return _WORD.findall(text.lower().replace("’", "'"))


def _rejected(sentence: _T) -> bool:
    """Sentence-level refusals: questions, hypotheticals, hedges, reported speech, fragments."""
    body, _ = _strip_fillers(sentence.strip())
    low = body.m.lower()
    if len(_words(low)) < 2:
        return True
    polite = bool(_POLITE.match(low))
    if not polite and (_QUESTION_MARK.search(sentence.m) or _QUESTION_START.match(low)):
        return True
    if _HYPOTHETICAL.search(_EVEN_IF.sub(" ", low)) or _UNCERTAIN.search(low):
        return True
    for match in _REPORTED.finditer(_TO_SAY.sub(" ", low)):
        subject = match.group("subj")
        if subject is None or subject not in _FIRST_PERSON_SUBJECTS:
            return True
    return False


def _tidy(value: str, *, short: bool = False) -> str:
    value = " ".join(value.split())
    if short:
        value = _CLAUSE_CUT.sub("", value)
    previous = None
    while previous != value:
        previous = value
        value = _TRAILING_JUNK.sub("", value).strip()
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'`":
        value = value[1:-1].strip()
    if len(value) >= 2 and value[0] == "“" and value[-1] == "”":
        value = value[1:-1].strip()
    return value


def _third(value: str) -> str:
    """Statements about the user speak of them in the third person: "my" -> "their", "me" -> "them"."""

    def swap(match: re.Match[str]) -> str:
        word = _PRONOUN_SWAP[match.group(0).lower()]
        return word.capitalize() if match.group(0)[0].isupper() and match.start() == 0 else word

    return _POSSESSIVE.sub(swap, value)


def _meaningful(value: str) -> bool:
    """Does the value name something on its own, rather than point at what is on screen ("it", "the
    previous version", "the approach you described", "what you did there")?"""
    words = _words(value)
    if not words:
        return False
    first = words[0]
    if first in _DEICTIC_START and not (first == "it" and len(words) > 1 and words[1] == "when"):
        return False
    if words[-1] in _DEICTIC_END or _CONTEXT_REF.search(value.replace("’", "'")):
        return False
    return any((len(w) >= 2 or w.isdigit()) and w not in _STOP for w in words)


def _compose(head: str, value: str) -> str:
    text = " ".join(f"{head}{value}".split())
    previous = None
    while previous != text:
        previous = text
        text = text.rstrip(" ,;:.!?…—–-")
    if text and text[0].islower():
        text = text[0].upper() + text[1:]
    if len(text) > MAX_CONTENT_CHARS:
        cut = text[: MAX_CONTENT_CHARS - 1]
        space = cut.rfind(" ")
        text = (cut[:space] if space > MAX_CONTENT_CHARS // 2 else cut).rstrip(" ,;:") + "…"
    return text


def _capitalised(word: str) -> str:
    return word[:1].upper() + word[1:]


# ---- hits ----------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Hit:
    head: str
    value: str
    category: str
    confidence: float
    rule: str
    evidence: str
    subject: str | None = None
    op: str = "add"
    target_hint: str | None = None

    @property
    def content(self) -> str:
        return _compose(self.head, self.value)


def _hit(
    clause: _T,
    head: str,
    value: str,
    category: str,
    confidence: float,
    rule: str,
    subject: str | None = None,
    *,
    check: bool = True,
) -> _Hit | None:
    if not value or (check and not _meaningful(value)):
        return None
    return _Hit(head, value, category, confidence, rule, " ".join(clause.o.split()), subject)


def _subject_key(raw: str) -> str:
    text = raw.lower().replace("’", "'").replace("-", " ").replace("_", " ")
    text = re.sub(r"'s\b|s'(?=\s|$)|'", lambda m: "s" if m.group(0) == "s'" else "", text)
    text = " ".join(text.split())
    for old, new in _SUBJECT_SYNONYMS:
        text = re.sub(rf"\b{re.escape(old)}\b", new, text)
    words = [w for w in text.split() if w not in _KEY_DROP] or text.split()
    if words and words[-1] in _SUBJECT_HEAD_SYNONYMS:
        words[-1] = _SUBJECT_HEAD_SYNONYMS[words[-1]]
    return " ".join(words)


def _classify_subject(key: str) -> str | None:
    """The category of a "my X is Y" statement, or None when X is not a durable attribute."""
    words = key.split()
    if not words:
        return None
    if words[0] in _PREF_MODS or "favorite" in words:
        return "preference"
    core = [w for w in words if w not in _SUBJECT_MODS] or words
    head = core[-1]
    if any(w in _KIN for w in core) or key in _PROFILE_PHRASES or " ".join(core) in _PROFILE_PHRASES:
        return "profile"
    if head in _PROFILE_ATTRS:
        return "profile"
    if head in _PROJECT_HEADS:
        return "project"
    if head in _FACT_HEADS:
        return "fact"
    return None


def _looks_like_name(value: str) -> bool:
    words = value.split()
    return 1 <= len(words) <= 3 and all(w[:1].isupper() for w in words) and words[0].lower() not in _STOP


# ---- rules ---------------------------------------------------------------------------------------


def _rule_call_me(t: _T) -> _Hit | None:
    match = _CALL_ME.match(t.m)
    if match:
        name = next(n for n in ("v", "v2", "v3") if match.group(n) is not None)
        value = _tidy(t.group(match, name).o, short=True)
        value = re.sub(r"\s+instead$", "", value, flags=_FLAGS)
        words = value.split()
        if not words or len(words) > 4 or words[0].lower() in _NOT_NAME:
            return None
        return _hit(t, "Preferred name is ", value, "profile", CONF_CALL_ME, "call-me", "preferred name")
    match = _CALLED.match(t.m)
    if match:
        value = _tidy(t.group(match, "v").o, short=True)
        if not value or len(value.split()) > 4 or value.split()[0].lower() in _NOT_NAME:
            return None
        return _hit(t, "Name is ", value, "profile", CONF_PROFILE, "i-am-called", "name")
    return None


def _rule_my(t: _T, *, permissive: bool = False) -> _Hit | None:
    match = _MY_IS.match(t.m)
    if match:
        x_span = t.group(match, "x")
        verb = (match.group("verb") or "is").lower()
        value_t = t.group(match, "v")
    else:
        match = _MY_S.match(t.m)
        if not match or _IS_ARE.search(t.m[match.end("x") :]):
            return None
        x_span = t.group(match, "x")
        verb = "is"
        value_t = t.group(match, "v")
    x = " ".join(x_span.o.split())
    key = _subject_key(x)
    category = _classify_subject(key)
    if category is None:
        if not permissive:
            return None
        category = "fact"
    value = _tidy(value_t.o, short=category == "profile")
    low = value.lower()
    if not value or low.startswith(("not ", "no longer ", "never ")):
        return None
    words = key.split()
    if words and all(w in _KIN for w in words):
        # "my wife is Maria" names the wife; "my son is 7" gives an age; anything else is a passing state.
        if _looks_like_name(value):
            key = f"{key} name"
        elif re.fullmatch(r"\d{1,3}(?: years old)?", low):
            key = f"{key} age"
        elif low.startswith(("a ", "an ")):
            key = f"{key} role"
        elif not permissive:
            return None
    if key == "name" and len(value.split()) > 4:
        return None
    head = f"{_capitalised(x)} {verb} "
    return _hit(t, head, _third(value), category, CONF_MY_X, "my-x-is-y", key, check=key != "pronouns")


def _rule_profile(t: _T, greeted: bool) -> _Hit | None:
    m = t.m
    match = _AGE.match(m)
    if match:
        years = int(match.group("n"))
        if 1 <= years <= 120:
            return _hit(t, "Age is ", str(years), "profile", CONF_PROFILE, "i-am-age", "age")
        return None
    match = _LIVE.match(m)
    if match:
        value = _tidy(t.group(match, "v").o, short=True)
        if len(value.split()) > 8 or _NOT_LIVING_PLACE.match(value):
            return None
        return _hit(t, "Lives in ", _third(value), "profile", CONF_PROFILE, "i-live-in", "location")
    match = _BASED.match(m)
    if match:
        value = _tidy(t.group(match, "v").o, short=True)
        head = f"Is {t.group(match, 'w').o} {t.group(match, 'p').o} "
        if len(value.split()) > 8:
            return None
        return _hit(t, head, value, "profile", CONF_PROFILE, "i-am-based-in", "location")
    match = _FROM.match(m)
    if match:
        value = _tidy(t.group(match, "v").o, short=True)
        if len(value.split()) > 6 or _NOT_PLACE.match(value):
            return None
        head = "Comes from " if match.group("come") else "Is from "
        return _hit(t, head, value, "profile", CONF_PROFILE, "i-am-from", "hometown")
    match = _WORK.match(m)
    if match:
        prep = match.group("p").lower()
        value = _tidy(t.group(match, "v").o, short=True)
        if len(value.split()) > 8 or _NOT_WORKPLACE.match(value):
            return None
        work_subject = "role" if prep == "as" else "employer"
        return _hit(t, f"Works {prep} ", _third(value), "profile", CONF_PROFILE, f"i-work-{prep}", work_subject)
    match = _FAN.match(m)
    if match:
        return _hit(t, "Is ", _third(_tidy(t.group(match, "v").o)), "preference", CONF_PREFERENCE, "i-am-a-fan")
    match = _INTO.match(m)
    if match:
        value = _tidy(t.group(match, "v").o)
        if not _meaningful(value[4:]):
            return None
        return _hit(t, "Is ", _third(value), "preference", CONF_PREFERENCE, "i-am-into")
    match = _CONDITION.match(m)
    if match:
        value = _tidy(t.group(match, "v").o, short=True)
        bare = re.sub(r"^an?\s+", "", value.lower()).replace(" ", "-")
        subject = "diet" if bare in _DIETS else None
        return _hit(t, "Is ", value, "profile", CONF_PROFILE, "i-am-condition", subject)
    match = _A_ROLE.match(m)
    if match:
        if match.group("first").lower() in _NOT_ROLE_START:
            return None
        value = _tidy(t.group(match, "v").o, short=True)
        words = _words(value)
        if len(words) > 8 or len(words) < 2:
            return None
        nouns = set(words[1:])
        subject = "diet" if nouns & _DIETS else "role" if nouns & _OCCUPATIONS else None
        return _hit(t, "Is ", _third(value), "profile", CONF_PROFILE, "i-am-a", subject)
    if greeted:
        match = _GREETING_NAME.match(t.m)
        if match and match.group("v").split()[0].lower() not in _NOT_GREETING_NAME:
            return _hit(t, "Name is ", t.group(match, "v").o, "profile", CONF_PROFILE, "greeting-name", "name")
    return None


def _rule_preference(t: _T) -> _Hit | None:
    match = _PREFER.match(t.m)
    if match:
        verb = " ".join(match.group("verb").lower().split())
        if verb.startswith(("don't", "dont", "do not")):
            head = "Dislikes "
        elif verb.startswith(("can't", "cant", "cannot", "can not")):
            head = _capitalised(" ".join(t.group(match, "verb").o.split())) + " "
        else:
            head = _capitalised(third_person(verb)) + " "
        value = _tidy(t.group(match, "v").o)
        return _hit(t, head, _third(value), "preference", CONF_PREFERENCE, "i-prefer")
    match = _HABIT.match(t.m)
    if match:
        verb = match.group("verb").lower()
        if verb in _NOT_VERB or (verb.endswith("ed") and verb not in {"need", "feed", "seed", "speed"}):
            return None
        if verb in {"prefer", "like", "love", "hate", "enjoy", "forget", "mean"}:
            return None
        value = _tidy(t.group(match, "v").o)
        head = f"{_capitalised(match.group('adv').lower())} {third_person(verb)} "
        return _hit(t, head, _third(value), "preference", CONF_HABIT, "i-always")
    return None


def _instruction_category(text: str) -> str:
    return "style" if _STYLE.search(text) else "preference"


def _rule_instruction(t: _T, *, durable: bool = False) -> _Hit | None:
    """Standing instructions to the assistant, kept in the user's own imperative words."""
    m = t.m
    match = _ALWAYS_NEVER.match(m)
    if match:
        verb = match.group("verb").lower()
        if verb in _NOT_VERB or (verb.endswith("ed") and verb not in {"need", "feed", "embed", "proceed"}):
            return None
        value = _tidy(t.cut(match.start("w")).o)
        return _hit(t, "", value, _instruction_category(value), CONF_INSTRUCTION, f"{match.group('w').lower()}")
    match = _DONT.match(m)
    if match:
        value = _tidy(t.cut(match.start("w")).o)
        rest = t.group(match, "rest").m.lower()
        if rest.startswith(("forget", "worry", "know", "mind", "care", "bother", "get ", "think", "understand")):
            return None
        if not (durable or _STYLE.search(value) or _DURABLE.search(value)):
            return None
        return _hit(t, "", value, _instruction_category(value), CONF_INSTRUCTION, "dont")
    match = _STOP_ING.match(m)
    if match and match.group("g").lower() not in _NOT_GERUND and len(match.group("g")) >= 5:
        value = _tidy(t.o)
        return _hit(t, "", value, _instruction_category(value), CONF_INSTRUCTION, "stop-doing")
    match = _NO_STYLE.match(m)
    if match:
        value = _tidy(t.o)
        inner = _tidy(t.group(match, "v").o)
        if len(inner.split()) > 5 or not _STYLE.search(inner):
            return None
        return _hit(t, "", value, "style", CONF_INSTRUCTION, "no-x")
    if durable:
        # Under "from now on", a bare imperative is a standing instruction too.
        words = _words(m)
        if not words or words[0] in _NOT_IMPERATIVE:
            return None
        value = _tidy(t.o)
        if len(words) < 2:
            return None
        return _hit(t, "", value, _instruction_category(value), CONF_FROM_NOW_ON, "from-now-on")
    return None


def _rule_decision(t: _T) -> _Hit | None:
    m = t.m
    match = _DECIDED.match(m)
    if match:
        verb = match.group("verb").lower()
        how = match.group("how").lower()
        value = _tidy(t.group(match, "v").o)
        if value.lower().startswith("option") or _TRANSIENT_DECISION.match(value) or not _meaningful(value):
            return None
        head = f"{_capitalised(verb)} {how} "
        return _hit(t, head, value, "decision", CONF_DECISION, f"we-{verb}")
    for pattern, rule in ((_LETS, "lets"), (_WE_WILL, "we-will")):
        match = pattern.match(m)
        if match:
            verb = " ".join(t.group(match, "verb").o.split())
            value = _tidy(t.group(match, "v").o)
            if value.lower().startswith(("option", "that", "this", "it ", "your")) or _TRANSIENT_DECISION.match(value):
                return None
            return _hit(t, f"Decided to {verb} ", value, "decision", CONF_DECISION, rule)
    return None


def _rule_project(t: _T) -> _Hit | None:
    match = _WORKING_ON.match(t.m)
    if match:
        verb = " ".join(t.group(match, "verb").o.split())
        value = _tidy(t.group(match, "v").o)
        if _TRANSIENT_PROJECT.match(value):
            return None
        return _hit(t, f"{_capitalised(verb.lower())} ", _third(value), "project", CONF_PROJECT, "working-on")
    match = _PROJECT_USES.match(t.m)
    if match:
        noun = " ".join(t.group(match, "n").o.split())
        verb = " ".join(t.group(match, "verb").o.split())
        value = _tidy(t.group(match, "v").o)
        return _hit(t, f"{_capitalised(noun.lower())} {verb.lower()} ", value, "project", CONF_PROJECT, "project-uses")
    return None


def _plain_rules(t: _T, greeted: bool) -> _Hit | None:
    return (
        _rule_call_me(t)
        or _rule_my(t)
        or _rule_profile(t, greeted)
        or _rule_preference(t)
        or _rule_instruction(t)
        or _rule_decision(t)
        or _rule_project(t)
    )


def _first_person_statement(t: _T) -> tuple[str, str]:
    """Rewrite a remembered free statement about the user in the third person (head, value)."""
    text = _tidy(t.o)
    match = _FIRST_PERSON.match(text.translate(_NORMALISE))
    if match:
        rest = _third(text[match.start("rest") :])
        if match.group("am"):
            return "Is ", rest
        if match.group("have"):
            return "Has ", rest
        if match.group("will"):
            return "Will ", rest
        verb = " ".join(match.group("verb").lower().split())
        verb = {"do not": "does not", "dont": "doesn't"}.get(verb, verb)
        conj = verb if " " in verb else third_person(verb)
        adv = match.group("adv")
        head = (_capitalised(adv.strip().lower()) + " " + conj if adv else _capitalised(conj)) + " "
        return head, rest
    match = _MY_START.match(text)
    if match:
        return "", _third(text[match.start("rest") :])
    return "", _third(text)


# ---- the clause matcher --------------------------------------------------------------------------


def _mark_update(hit: _Hit, old: str | None, context: Sequence[_Hit]) -> _Hit:
    hint = old or hit.subject
    if hint is None:
        earlier = next((h for h in reversed(context) if h.rule == hit.rule), None)
        hint = earlier.value if earlier is not None else hit.head.strip() or hit.content
    return replace(
        hit,
        op="update",
        target_hint=hint,
        confidence=max(hit.confidence, CONF_CORRECTION),
        rule=f"correction:{hit.rule}",
    )


def _correct(t: _T, old: str | None, context: Sequence[_Hit], depth: int) -> list[_Hit]:
    """A correction: restate with a rule, or replace a value stated earlier in the conversation."""
    if old is None:
        trailing = _TRAILING_NOT.search(t.m)
        if trailing:
            old = _tidy(t.group(trailing, "old").o)
            t = t.cut(0, trailing.start()).strip()
    evidence = " ".join(t.o.split())
    hits = _match(t, context, depth + 1, in_correction=True)
    if hits:
        return [_mark_update(h, old, context) for h in hits]
    match = _IT_NOT.match(t.m)
    if match and old is None:
        old = _tidy(t.group(match, "old").o)
        new_t = t.group(match, "new")
    else:
        match = _REPLACEMENT.match(t.m)
        new_t = t.group(match, "new") if match else t
    new = _tidy(new_t.o, short=True)
    if not new or new.lower() in _SMALL_VALUES or not _meaningful(new):
        return []
    earlier: _Hit | None = None
    if old:
        earlier = next((h for h in reversed(context) if old.lower() in h.value.lower()), None)
        if earlier is not None:
            at = earlier.value.lower().index(old.lower())
            value = earlier.value[:at] + new + earlier.value[at + len(old) :]
            return [_replacement(earlier, value, old, evidence)]
    elif len(new.split()) <= 6:
        earlier = next((h for h in reversed(context) if h.subject), None)
        if earlier is not None and _same_shape(earlier.value, new, earlier.subject or ""):
            value = new
            for word in (earlier.subject or "").split():  # "change that to age 55" -> "55"
                value = re.sub(rf"^{re.escape(word)}\s+", "", value, flags=_FLAGS)
            return [_replacement(earlier, value, earlier.value, evidence)]
    statement = _CORRECTION_STATEMENT.match(t.m)
    if statement:
        subject = t.group(statement, "subj")
        key = _subject_key(re.sub(r"^(?:the|our|this|my)\s+", "", subject.o, flags=_FLAGS))
        head, value = _first_person_statement(t)
        hit = _hit(t, head, _tidy(value), "fact", CONF_CORRECTION, "correction:statement", key)
        if hit is not None:
            return [replace(hit, op="update", target_hint=old or key)]
    return []


def _same_shape(old: str, new: str, subject: str) -> bool:
    """Could ``new`` stand where ``old`` stood? "No, it's Max" may replace "Rex"; "No, it's in lexer.py"
    may not replace a dog's name, nor a word replace a number."""
    words = [w for w in _words(new) if w not in subject.split()]
    if not words or words[0] in _PREPOSITIONS or words[0] in _DEICTIC_START or "'" in words[0]:
        return False
    if any(c.isdigit() for c in old) != any(c.isdigit() for c in new):
        return False
    return old[:1].isupper() == new[:1].isupper() or not old[:1].isalpha()


def _replacement(earlier: _Hit, value: str, old: str, evidence: str) -> _Hit:
    return replace(
        earlier,
        value=value,
        op="update",
        target_hint=old,
        confidence=max(earlier.confidence, CONF_CORRECTION),
        rule=f"correction:{earlier.rule}",
        evidence=evidence,
    )


def _match(
    t: _T, context: Sequence[_Hit], depth: int = 0, *, in_correction: bool = False, greeted: bool = False
) -> list[_Hit]:
    if depth > 4:
        return []
    t, greeting = _strip_fillers(t.strip())
    greeted = greeted or greeting
    polite = _POLITE.match(t.m) or _WANT_YOU.match(t.m)
    if polite:
        t = t.cut(polite.end()).strip()
    tail = _TRAILING_FILLER.search(t.m)
    if tail and tail.start() > 0:
        t = t.cut(0, tail.start()).strip()
    if len(_words(t.m)) < 2:
        return []

    if not in_correction:
        match = _CORRECTION.match(t.m)
        if match:
            return _correct(t.cut(match.end()).strip(), None, context, depth)
        match = _MEANT.match(t.m)
        if match:
            return _correct(t.cut(match.end()).strip(), None, context, depth)
        match = _NOT_BUT.match(t.m)
        if match:
            return _correct(t.group(match, "new"), _tidy(t.group(match, "old").o), context, depth)
        match = _IT_NOT.match(t.m)
        if match:
            return _correct(t, None, context, depth)
        match = _ACTUALLY_BARE.match(t.m)
        if match:
            return _correct(t.cut(match.end()).strip(), None, context, depth)

    match = _REMEMBER.match(t.m)
    if match:
        return _remember(t, match, context, depth)

    match = _FROM_NOW_ON.match(t.m) or _FROM_NOW_ON_SUFFIX.search(t.m)
    if match:
        inner = t.cut(match.end()).strip() if match.start() == 0 else t.cut(0, match.start()).strip()
        inner, _ = _strip_fillers(inner)
        you = _YOU_MODAL.match(inner.m)
        if you:
            inner = inner.cut(you.end()).strip()
        hits = _match(inner, context, depth + 1, in_correction=in_correction)
        if hits:
            return [replace(h, confidence=max(h.confidence, CONF_FROM_NOW_ON)) for h in hits]
        hit = _rule_instruction(inner, durable=True)
        return [hit] if hit else []

    hit = _plain_rules(t, greeted)
    if hit is None and in_correction:
        hit = _rule_my(t, permissive=True)
    return [hit] if hit else []


def _remember(t: _T, match: re.Match[str], context: Sequence[_Hit], depth: int) -> list[_Hit]:
    rest = t.group(match, "rest")
    keyword = " ".join(match.group("kw").lower().split())
    if keyword in {"note", "make a note", "take note"} and not _NOTE_NEEDS.match(t.m[match.end("kw") :]):
        return []
    lead = _REMEMBER_LEAD.match(rest.m)
    if lead:
        rest = rest.cut(lead.end()).strip()
    label = rest.m.find(": ")
    if label > 0 and len(_words(rest.m[:label])) <= 4:
        rest = rest.cut(label + 1).strip()  # "remember two things: ..." / "remember this: ..."
    if not rest.m or _REMEMBER_NOT.match(rest.m):
        return []
    to = _REMEMBER_TO.match(rest.m)
    if to:
        inner = rest.group(to, "rest")
        hit = _rule_instruction(inner)
        if hit is None and _STYLE.search(inner.m):
            hit = _rule_instruction(inner, durable=True)
        return [replace(hit, confidence=CONF_REMEMBER, rule=f"remember:{hit.rule}")] if hit else []
    hits = _match(rest, context, depth + 1)
    if not hits:
        hit = _rule_my(rest, permissive=True)
        hits = [hit] if hit else []
    if hits:
        return [replace(h, confidence=max(h.confidence, CONF_REMEMBER), rule=f"remember:{h.rule}") for h in hits]
    if len(_words(rest.m)) < 3:
        return []
    head, value = _first_person_statement(rest)
    hit = _hit(rest, head, _tidy(value), "fact", CONF_REMEMBER, "remember")
    return [replace(hit, evidence=" ".join(t.o.split()))] if hit else []


def _turn_hits(text: str, context: list[_Hit]) -> list[_Hit]:
    cleaned = _clean(text)
    if not cleaned.strip():
        return []
    whole = _T(cleaned, _mask(cleaned.translate(_NORMALISE)))
    hits: list[_Hit] = []
    greeted = False
    for sentence in _sentences(whole):
        sentence = sentence.strip()
        body, greeting = _strip_fillers(sentence)
        if not body.m:
            greeted = greeting  # "Hi! I'm Ana." greets in one sentence and names in the next
            continue
        if _rejected(sentence):
            greeted = False
            continue
        for clause in _clauses(sentence):
            clause = clause.strip()
            if not clause.m:
                continue
            for hit in _match(clause, context, greeted=greeted):
                hits.append(hit)
                context.append(hit)
        greeted = False
    return hits


# ---- public API ----------------------------------------------------------------------------------


def _key(content: str) -> str:
    return " ".join(content.casefold().replace("’", "'").split()).rstrip(" .!")


class _Collector:
    def __init__(self) -> None:
        self.out: list[Candidate] = []
        self.index: dict[str, int] = {}

    def add(self, hit: _Hit, turn_id: str | None, session_id: str | None) -> None:
        content = hit.content
        if not content.strip():
            return
        key = _key(content)
        turn_ids = (turn_id,) if turn_id is not None else ()
        if key in self.index:
            at = self.index[key]
            seen = self.out[at]
            merged_ids = seen.turn_ids + tuple(i for i in turn_ids if i not in seen.turn_ids)
            self.out[at] = replace(
                seen,
                turn_ids=merged_ids,
                confidence=max(seen.confidence, hit.confidence),
                op="update" if "update" in (seen.op, hit.op) else "add",
                target_hint=seen.target_hint or hit.target_hint,
            )
            return
        self.index[key] = len(self.out)
        self.out.append(
            Candidate(
                content=content,
                category=hit.category,
                confidence=round(hit.confidence, 4),
                op=hit.op,
                target_hint=hit.target_hint,
                subject=hit.subject,
                turn_ids=turn_ids,
                session_id=session_id,
                rule=hit.rule,
                evidence=hit.evidence,
            )
        )


def extract(turns: Iterable[ExtractInput], *, session_id: str | None = None) -> list[Candidate]:
    """Candidates from the user's turns, in order, each with the turn id and session it came from.

    Assistant, system and tool turns and aish ``meta = "summarize"`` turns are skipped. A correction
    ("No, it's Max") may refine a value the user stated in the same or the previous user turn.
    ``session_id`` overrides the turns' own ``session_id``.
    """
    collector = _Collector()
    previous: list[_Hit] = []
    for turn in turns:
        if turn_role(turn) not in USER_ROLES or is_summarize_turn(turn):
            continue
        text = turn_text(turn)
        if not text.strip():
            continue
        context = list(previous)
        hits = _turn_hits(text, context)
        sid = session_id if session_id is not None else turn_session(turn)
        ref = turn_ref(turn)
        for hit in hits:
            collector.add(hit, ref, sid)
        previous = hits or previous
    return collector.out


def extract_text(text: str) -> list[Candidate]:
    """Candidates from one piece of user text (no provenance)."""
    if not isinstance(text, str):
        return []
    collector = _Collector()
    for hit in _turn_hits(text, []):
        collector.add(hit, None, None)
    return collector.out


def summarize_lines(candidates: Iterable[Candidate], *, limit: int | None = None) -> list[str]:
    """aish ``:memory summarize`` lines, ``(fact|pref|context): text`` (seed 000 §6), one per candidate.

    The kind follows engram's aish mapping everywhere else (export, the ``[background]`` block):
    preference and style are ``pref``, project is ``context``, everything else (profile, fact,
    decision) is ``fact``.
    """
    lines: list[str] = []
    for candidate in candidates:
        if limit is not None and len(lines) >= limit:
            break
        text = " ".join(candidate.content.split())
        if text:
            lines.append(f"{AISH_KIND.get(candidate.category, 'fact')}: {text}")
    return lines
