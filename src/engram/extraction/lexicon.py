"""Word lists, limits and confidences shared by every extraction rule."""

from __future__ import annotations

import re

MAX_CONTENT_CHARS = 300
# The characters of a pictograph, as a regex class body: the emoji blocks, the dingbats and symbols, and the
# variation selector and zero-width joiner that ride on them ("☀️" is U+2600 then U+FE0F). One set, so that
# every reading that treats a pictograph as punctuation treats the same ones.
PICTOGRAPH_CHARS = "\U0001f000-\U0001faff\u2600-\u27bf\u2b00-\u2bff\ufe0f\u200d"
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
        # typed facts' line templates (extraction/slots.py)
        "diet", "job", "title", "reports", "manager", "hobby", "editor", "main", "programming", "language",
        "notes", "app", "project", "uses", "temporarily", "until", "move", "trip", "goes", "by", "allergic", "named",
        "pet", "child", "partner", "no", "longer", "instead", "of", "a", "an", "hold", "paused", "live",
        "active", "again", "archived", "open-sourced", "beta", "alpha", "launched",  # canonical project statuses
        "replies", "units", "english", "emojis", "to-do", "do", "browser", "terminal", "shell", "operating", "system",
        "metric", "imperial",  # the canonical unit systems ("I prefer ml" -> "Use metric units")
        "design", "tool", "music", "software", "video", "spreadsheet", "3d",  # the other tool labels
        "diagram", "budgeting", "accounting", "flashcard", "gis", "bi", "automation",
        # a relation as rendered ("a baby girl" -> "Daughter", "my hubby" -> "Husband")
        "son", "daughter", "kid", "husband", "wife", "boyfriend", "girlfriend",
        # a diet named by the food left out ("stopped eating meat" -> vegetarian; extraction/diet_shapes.py)
        "vegetarian", "vegan", "dairy-free", "gluten-free", "low-carb", "free", "low", "carb",
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
_QUALITY = (
    r"(?:idea|concept|colou?rs?|textures?|shapes?|design|details?|vibes?|feel|feeling|message|energy|look|"
    r"sound|story|plot|ending|acting|writing|quote|pic|photo|picture|pattern|style|atmosphere|mood|lighting|"
    r"composition|effort|thought|sentiment|music|scenery|view|views|food|smell|taste|name|title|lyrics|"
    r"characters|cast|animation|artwork|art|craftsmanship|work|feelings|stories|plots|endings|themes?|"
    r"messages|details|thoughts|moments?|scenes?|shots?|poses?)"
)
_CONTEXT_REF = re.compile(
    r"^(?:the|this|that|your)\s+(?:new|previous|old|current|last|latest|other|first|second|third|updated|original|"
    r"revised|above|following|earlier|later|former|latter|same|one|two|suggested|proposed)\b|"
    r"\byou(?:'ve)?\s+(?:just\s+)?(?:described|suggested|proposed|mentioned|said|recommended|showed|wrote|gave|"
    r"outlined|listed|did|made|used|structured|explained|posted|sent|shared)\b|"
    r"\byour\s+(?:suggestion|approach|idea|plan|proposal|version|code|answer|solution|recommendation|"
    r"explanation|example|response|reply|output|draft|fix)\b|"
    # a quality of something on show, said bare: "I love the color and texture", "I like the idea"
    rf"^the\s+{_QUALITY}(?:\s*(?:,|and)\s+(?:the\s+)?{_QUALITY})*$|"
    r"^the\s+way\s+(?:it|that|this|the|you|they|he|she)\b",  # "the way the frosting turned out"
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
