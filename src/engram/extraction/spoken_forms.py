"""Forms of speech read as the plain statement they mean, once per turn beside chat spelling.

The grammar is written for one way of saying each thing; people say it in many. Some of the others are
a fixed form away from the plain one, and are spelled out here rather than taught to every frame:

- English as a second language: "my dog name is Bruno" (my dog's name), "I have two childs", "my son
  is having 6 years" (is 6 years), "I am having one cat" (have), "in free time" (in my free time), "since
  2 years" (for the last), "I am no more vegetarian" (no longer), "she is born last week" (was born), "married
  with" (to), "my girlfriend and me we are living ..." (my girlfriend and I are), "I work like nurse" (as);
- idioms that look like something else: "still getting used to it" is no past "used to";
- apposition said with a relative: "my wife, whose name is Kavya, is ..." (my wife, Kavya, is ...);
- dialect: "me and the missus", "the other half and I" (the user's own partner).

Each reading is a pattern and what the matched words are read as (None keeps them); the evidence of a
fact stays the user's own words (:mod:`engram.extraction.spelling` maps them back).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from engram.extraction.fact_lexicon import CHILD_WORDS, ORG_NOUN, ORG_WORDS, SPECIES
from engram.extraction.frame_parts import _JOB
from engram.extraction.gazetteer import is_place
from engram.extraction.second_language import SECOND_LANGUAGE_READINGS
from engram.extraction.tool_lexicon import KNOWN_TOOL

_F = re.IGNORECASE
Reading = tuple[re.Pattern[str], Callable[[re.Match[str], str], str | None]]


def _said(words: str) -> Callable[[re.Match[str], str], str | None]:
    """A reading that always says ``words`` (in the case the user wrote the first letter in)."""

    def read(match: re.Match[str], text: str) -> str | None:
        return words[:1].upper() + words[1:] if match.group(0)[:1].isupper() else words

    return read


# "still getting used to it": a habit being formed, now -- never the past "used to" of "I used to live in Leeds"
_ACCUSTOMED = re.compile(
    r"(?:(?<=\bgetting\s)|(?<=\bget\s)|(?<=\bgets\s)|(?<=\bgot\s)|(?<=\bgotten\s)|(?<=\bbecome\s)|(?<=\bbecoming\s))"
    r"used(?=\s+to\b)",
    _F,
)
# "my wife, whose name is Kavya, is pregnant": the name in apposition, as "my wife, Kavya, is pregnant"
_WHOSE_NAME = re.compile(r"(?<=,)\s*(?:whose|who's)\s+name(?:'s|\s+is)\s+(?=(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž]))", _F)
# "the missus", "the other half" (and "me and the wife"): the user's own partner, in British and Irish speech
_PARTNER_WORD = r"(?:wife|husband|hubby|missus|missis|other\s+half|better\s+half)"
_THE_PARTNER = re.compile(
    rf"(?<=\bme\sand\s)the(?=\s+{_PARTNER_WORD}\b)|\bthe(?=\s+{_PARTNER_WORD}\s+and\s+(?:i|me)\b)",
    _F,
)
# "my dog name is Bruno", "my husband name is Dmitri": the possessive a learner leaves out (never "my first
# name", "my user name", "my company name")
_NAME_OF = re.compile(
    r"(?<=\bmy\s)(?!(?:first|last|full|nick|middle|screen|pen|stage|maiden|user|display|given|family|sur|real|legal|"
    r"birth|christian|second|pet|code|domain|host|file|brand|team|company|business|project|band|channel|account)\s)"
    r"[a-z]+(?=\s+name\s+(?:is|was)\b)",
    _F,
)
_CHILDS = re.compile(r"\bchilds\b", _F)
# "my son Minh is having 6 years", "she has now 9 years": an age said with the verb of the learner's language
_HAVING_YEARS = re.compile(r"\b(?:is|am|are)\s+having(?=\s+\d{1,2}\s+years\b)", _F)
# "I am having one cat", "we are having two kids": to have, in the progressive a learner uses
_HAVING = re.compile(
    rf"\b(?:am|are|'m|'re)\s+having(?=\s+(?:a|an|one|two|three|four|\d)\s+(?:[\w-]+\s+)?(?:{SPECIES}|{CHILD_WORDS}|"
    r"kids|children|sons|daughters|cats|dogs)\b)",
    _F,
)
# "In free time I am playing chess": the learner's article-less "in free time"
_FREE_TIME = re.compile(r"\bin\s(?=(?:free|spare)\s+time\b)", _F)
# "I have one cat, name is Mimi": the pet's name said with no possessive after the animal
# "I have a cat which name is Murka": a cat named Murka
_WHICH_NAME = re.compile(rf"\b(?P<k>{SPECIES})\s*,?\s+(?:which|that|who|whose)(?:'s|\s+is)?\s+name(?:'s|\s+is)\b", _F)
_BARE_NAME = re.compile(rf"\b(?P<k>{SPECIES}),\s+name\s+is\b", _F)
# the learner's "new kitten name Tiger" (named Tiger) and "My dog, his name Sasha, is ..." (My dog, Sasha, is ...)
_KIND_NAME = re.compile(rf"\b(?P<k>{SPECIES})\s+name(?=\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w-]+)", _F)
_HIS_NAME_ASIDE = re.compile(r"(?<=,)\s*(?:his|her|its)\s+name(?:\s+is)?\s+(?=(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w-]+\s*,)", _F)


# "my project name is Tessera": a thing of the user's named, as "my project is called Tessera"
_THING_NAME = re.compile(
    r"\bmy\s+(?P<n>project|side\s+project|app|startup|game|bot|website|site|blog|podcast|newsletter)\s+name\s+is\b", _F
)
# "I make small app for learning hangul, name is HangulHop": a made thing, then its name said bare
_THING_BARE_NAME = re.compile(
    r"\b(?P<n>project|app|application|startup|game|bot|website|site|blog|podcast|newsletter|library|lib|tool|plugin|"
    r"extension|shop|channel)\b(?P<mid>[^,.;!?]{0,40}?)\s*,\s*(?:the\s+|its\s+|it's\s+)?name\s+is\b(?=\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž]))",
    _F,
)
# "I make small game for kids", "I am building small inventory app": the learner's article left out
_NO_ARTICLE = re.compile(
    r"\b(?P<v>make|makes|making|made|build|builds|building|built|develop|developing|developed|create|creating|created|"
    r"write|writing|wrote|run|running)\s+(?=(?:small|little|simple|tiny|new|free|open-source|mobile|web)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:app|application|game|website|site|tool|bot|library|plugin|blog|shop|podcast|newsletter|extension)\b)",
    _F,
)
# "Oliver's 15 since last Tuesday": a birthday just gone, said as now
_AGE_SINCE = re.compile(
    r"(?<=\d)\s+since\s+(?:last\s+\w+|yesterday|(?:mon|tues|wednes|thurs|fri|satur|sun)day|the\s+weekend)\b", _F
)
# "Lukas ist 4": is (German, after a name, before an age)
# "its all kotlin now": it's (the possessive never stands before "all")
_ITS_ALL = re.compile(r"\bits(?=\s+all\b)", _F)
# "I have shifted to Bengaluru", "shifting to Pune next month": moved (Indian English)
_SHIFTED = re.compile(r"\bshift(?P<e>ed|ing)(?=\s+(?:base\s+)?to\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž]))", _F)
# "Yesterday was the birthday of Chiara": Chiara's birthday (the possessive of Romance languages)
_BIRTHDAY_OF = re.compile(r"\bthe\s+birthday\s+of\s+(?P<n>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w-]+)\b", _F)
# "since 2 years", "since three months": a span, in the learner's "since" (for)
_SINCE_SPAN = re.compile(
    r"\bsince(?=\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|many|several)\s+(?:years?|months?|weeks?)\b)",
    _F,
)
# "I am no more vegetarian": no longer
_NO_MORE = re.compile(r"\b(?P<be>am|is|are|'m|'re)\s+no\s+more\b(?=\s+(?!than\b)\w)", _F)  # ("Pebble is no more": gone)
# "our daughter is born last week": was born
_IS_BORN = re.compile(r"\b(?:is|are)\s+born\b(?=\s+(?:last|yesterday|this|on|in|two|three|a|one)\b)", _F)
# "I am married with Paolo": married to
_MARRIED_WITH = re.compile(r"\bmarried\s+with\b", _F)
# "my girlfriend and me we are living in Turin": the pair, then its pronoun again
_PAIR_WE = re.compile(
    r"\b(?P<pair>my\s+[\w-]+\s+and)\s+(?:me|i)\s*,?\s+we\b|\bme\s+and\s+my\s+(?P<who>[\w-]+)\s*,?\s+we\b", _F
)
# "I work like nurse in the hospital": work as (never "work like a dog")
_WORK_LIKE = re.compile(rf"\b(?P<w>work|works|worked|working)\s+like(?=\s+(?:an?\s+)?(?:[\w-]+\s+)?{_JOB}\b)", _F)

# "I work in a company called Solaris", "I am working in Vrindavan Infotech": "in" for a workplace, where
# English says "at" (a name must end in a company's word, so "I work in Leeds" stays a place)
_WORK_IN = re.compile(
    rf"\b(?P<w>work|works|working|worked)\s+in(?=\s+(?:an?|the)\s+(?:[\w-]+\s+)?{ORG_NOUN}\s*,?\s+(?:is\s+)?(?:called|named)\b)|"
    r"\b(?P<w2>work|works|working|worked)\s+in(?=\s+(?P<org>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w&'.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w&'.-]*){1,3})\b)|"
    # "Now I work in BBVA, is a bank", "I'm working in Infosys Pune": one name, a workplace by its shape (_work_in)
    r"\b(?P<w4>work|works|working)\s+in(?!\s+(?-i:HR|IT|PR|QA|UX|UI|R&D|IR|BD|ops|finance|marketing|sales|admin)\b)(?=\s+(?P<one>(?-i:[A-Z]{2,6}|[A-Z][a-z]+[A-Z]\w*|[A-Z]\w+))\s*(?:,\s*(?:is|a|an)\b|\s+(?:as|since|for|now|already|in\s+the|department)\b|\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])\w+\s+(?:as|campus|office)\b))|"
    # "I work in company Zvezda Soft": the noun without its article, then the name
    rf"\b(?P<w3>work|works|working|worked)\s+in\s+(?:{ORG_NOUN})\s+(?=(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž]))",
    _F,
)
# "my son Davi have 7 years", "she has 9 years": an age said with the verb of the learner's language
# (never "I have 7 years of experience": the years end the statement)
_HAS_YEARS = re.compile(
    r"(?<!\bi\s)(?<!\bwe\s)(?<!\byou\s)\b(?:have|has)(?:\s+now)?(?=\s+\d{1,2}\s+years(?:\s+old)?(?:\s+now)?\s*(?:$|[,.;!?]|and\b|but\b))",
    _F,
)
# "the allergy is to cashews, not peanuts", "my allergy is actually to shellfish": allergic to
_ALLERGY_IS_TO = re.compile(r"\b(?:the|my)\s+allergy\s+is\s+(?P<adv>(?:actually|really|only|just)\s+)?to\b", _F)
# "a different company, is called Cobaltia": the relative a learner leaves out (", called")
_IS_CALLED = re.compile(rf"\b(?P<noun>{ORG_NOUN}),\s+is\s+(?=called\b|named\b)", _F)
# "From this month I am in other company - Morska Data": at Morska Data
_OTHER_COMPANY = re.compile(
    r"\b(?:in|at)\s+(?:an?\s+)?(?:other|another|different|new)\s+(?:company|firm|job)\s*(?:[-—–:]+|,)\s*(?=(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž]))",
    _F,
)
# "Lukas became 4 yesterday": turned (an age, in the verb of German, Dutch or Polish)
# "Tobi clocked 11 yesterday", "Aadhya completed 13 years last week" (Indian and Nigerian English) too
_BECAME_AGE = re.compile(
    r"\b(?:became|clocked|completed|cumpli[óo]|complet[óo]|fez|fece|compiuto)(?=\s+(?:1[0-9]|[1-9])(?:\s+years?(?:\s+old)?)?"
    r"(?:\s+(?:yesterday|today|last\s+\w+|on\s+\w+|this\s+\w+|in\s+\w+))?\s*(?:$|[,.;!?(]|(?:and|but|so)\b))",
    _F,
)
# The parents' forums' kin: "dd maya is 3" (dear daughter), "ds is 7", "dh works nights": the user's own
# ("dd if=/dev/zero" is the command: a name, an age or a verb must follow)
_KIN_SHORT = re.compile(
    r"(?:\b(?P<my>my|our)\s+)?(?<![\w/-])(?P<k>dd|ds|dh|dw)(?=['’]s\b|\s*\(\s*\d|\s+(?!(?:if|of|on|to|the|a|an|command|and|or|with|for|in|it|bs|skip|seek|count)\b)[A-Za-z]+)",
)
_KIN_WORD = {"dd": "daughter", "ds": "son", "dh": "husband", "dw": "wife"}


def _kin_short(match: re.Match[str], text: str) -> str | None:
    return f"{match.group('my') or 'my'} {_KIN_WORD[match.group('k')]}"


# "Now I am installed in Toulouse": settled (the French "installé")
_INSTALLED = re.compile(r"\b(?P<be>am|are|'m|'re|is|got|get|getting)\s+installed(?=\s+in\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž]))", _F)
# "Bruno is died two weeks ago": died
_IS_DIED = re.compile(r"\b(?:is|are)\s+(?=died\b)", _F)


def _settled(match: re.Match[str], text: str) -> str | None:
    return f"{match.group('be')} settled"


def _called(match: re.Match[str], text: str) -> str | None:
    return f"{match.group('noun')} "


def _allergy_is_to(match: re.Match[str], text: str) -> str | None:
    return f"I'm {match.group('adv') or ''}allergic to"


def _work_in(match: re.Match[str], text: str) -> str | None:
    org = match.group("org")
    if (
        org is not None
        and org.split()[-1].lower().rstrip("s") not in ORG_WORDS
        and org.split()[-1].lower() not in ORG_WORDS
    ):
        return None
    if match.group("w4"):
        one = match.group("one")  # "I work in RStudio for all the statistics": a tool worked in, no workplace
        return None if is_place(one) or KNOWN_TOOL.fullmatch(one) else f"{match.group('w4')} at"
    if match.group("w3"):
        return f"{match.group('w3')} at "
    return f"{match.group('w') or match.group('w2')} at"


def _thing_bare_name(match: re.Match[str], text: str) -> str | None:
    return f"{match.group('n')}{match.group('mid')} called"


def _article(match: re.Match[str], text: str) -> str | None:
    return f"{match.group('v')} a "


def _shifted(match: re.Match[str], text: str) -> str | None:
    return "moved" if match.group("e").lower() == "ed" else "moving"


def _birthday_of(match: re.Match[str], text: str) -> str | None:
    return f"{match.group('n')}'s birthday"


def _thing_name(match: re.Match[str], text: str) -> str | None:
    return match.group(0).split()[0] + f" {match.group('n')} is called"


def _no_more(match: re.Match[str], text: str) -> str | None:
    return f"{match.group('be')} no longer"


def _pair_we(match: re.Match[str], text: str) -> str | None:
    return f"{match.group('pair')} I" if match.group("pair") else f"my {match.group('who')} and I"


def _work_like(match: re.Match[str], text: str) -> str | None:
    return f"{match.group('w')} as"


def _possessive(match: re.Match[str], text: str) -> str | None:
    return match.group(0) + "'s"


def _having(match: re.Match[str], text: str) -> str | None:
    subject = match.group(0).split()[0].lower()
    return "have" if subject in ("am", "are", "'m", "'re") else "has"


def _named(match: re.Match[str], text: str) -> str | None:
    return f"{match.group('k')} named"


def _its_name(match: re.Match[str], text: str) -> str | None:
    return f"{match.group('k')}, its name is"


SPOKEN_READINGS: tuple[Reading, ...] = (
    (_ACCUSTOMED, _said("accustomed")),
    (_WHOSE_NAME, _said(" ")),
    (_THE_PARTNER, _said("my")),
    (_NAME_OF, _possessive),
    (_CHILDS, _said("children")),
    (_HAVING_YEARS, _said("is")),
    (_HAVING, _having),
    (_FREE_TIME, _said("in my ")),
    (_WHICH_NAME, _named),
    (_BARE_NAME, _its_name),
    (_KIND_NAME, _named),
    (_HIS_NAME_ASIDE, _said(" ")),
    (_THING_NAME, _thing_name),
    (_SINCE_SPAN, _said("for the last")),
    (_NO_MORE, _no_more),
    (_IS_BORN, _said("was born")),
    (_MARRIED_WITH, _said("married to")),
    (_PAIR_WE, _pair_we),
    (_WORK_LIKE, _work_like),
    (_WORK_IN, _work_in),
    (_HAS_YEARS, _said("is")),
    (_IS_DIED, _said("")),
    (_ALLERGY_IS_TO, _allergy_is_to),
    (_IS_CALLED, _called),
    (_INSTALLED, _settled),
    (_OTHER_COMPANY, _said("at ")),
    (_BECAME_AGE, _said("turned")),
    (_KIN_SHORT, _kin_short),
    (_THING_BARE_NAME, _thing_bare_name),
    (_SHIFTED, _shifted),
    (_BIRTHDAY_OF, _birthday_of),
    (_ITS_ALL, _said("it's")),
    (_NO_ARTICLE, _article),
    *SECOND_LANGUAGE_READINGS,
    (_AGE_SINCE, _said(" now")),
)
