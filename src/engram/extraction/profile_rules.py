"""Rules for names, "my X is Y" and profile statements (age, home, work, diet, role)."""

from __future__ import annotations

import re

from engram.extraction.fact_lexicon import SOME_ORG
from engram.extraction.frame_parts import HAS_JOB
from engram.extraction.hits import _classify_subject, _Hit, _hit, _looks_like_name, _subject_key
from engram.extraction.lexicon import (
    _DIETS,
    _KIN,
    _NOT_GREETING_NAME,
    _NOT_NAME,
    _NOT_ROLE_START,
    _OCCUPATIONS,
    CONF_CALL_ME,
    CONF_MY_X,
    CONF_PREFERENCE,
    CONF_PROFILE,
)
from engram.extraction.nickname_reading import not_a_nickname
from engram.extraction.rewriting import _capitalised, _meaningful, _third, _tidy
from engram.extraction.statements import _FLAGS, _T, _words
from engram.extraction.tool_lexicon import KNOWN_TOOL, plainly_a_tool

_NOT_LIVING_PLACE = re.compile(
    r"^(?:fear|hope|denial|dread|terror|the moment|the past|the present|the now|a bubble|their head|my head|"
    r"somewhere|someplace|anywhere|nowhere|everywhere)\b",
    _FLAGS,
)
_NOT_WORKPLACE = re.compile(
    r"^(?:night|nights|home|weekends?|the weekend|times|the moment|my desk|a desk|odd hours|a fast pace|"
    r"my own pace|full speed|it|this|that)\b|"
    rf"^{SOME_ORG}(?:\s+(?:now|these\s+days))?$",  # "I work at a different company now": no workplace named
    _FLAGS,
)
_NOT_PLACE = re.compile(
    r"^(?:the future|the past|work|school|the office|home|here|there|nowhere|"
    # a kind of place, not a place: "took a trip to a new place"
    r"(?:a\s+)?(?:new\s+|different\s+|nice\s+|cool\s+)?(?:place|places|city|town|country|spot|location|destination)$)",
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
_VERB_IN_SUBJECT = re.compile(
    r"\b(?:just|went|got|gets|had|has|have|was|were|did|does|said|says|told|tells|wants|started|stopped|became|"
    r"decided|moved|thinks|thought|keeps|kept)\b",
    _FLAGS,
)
# "my team's notes live in Confluence": a verb after the possessed noun makes a sentence about it, no "X is Y"
_IS_ARE_OR_VERB = re.compile(r"\b(?:is|are|live|lives|go|goes|sit|sits|stay|stays|was|were|run|runs)\b", _FLAGS)
# "my sister's new boss", "my mum's flat": an attribute of someone else, so their fact, not the
# user's. Only a name, age or birthday of the user's own kin or pet is kept ("my son's name is Leo").
_SOMEONE_ELSES = re.compile(
    r"^[^\W\d_][\w\-]*['’]s\s+(?!(?:(?:first|full|middle|real)\s+)?(?:names?|nick\s*names?|nicknames?|age|ages|birthdays?)$)",
    _FLAGS,
)
# "my ex-wife is a lawyer", "my ex is dating someone": a former partner's news is theirs
_FORMER = re.compile(r"^ex(?:-|\s|$)", _FLAGS)
# "my brother and his wife are ...", "my mum and dad are ...": a couple the user is not part of
_OTHERS_TOGETHER = re.compile(r"\band\s+(?!(?:i|me|myself)$)", _FLAGS)
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
_NEEDS_OBJECT = frozenset("fan fans believer supporter admirer lover".split())
_A_ROLE = re.compile(r"^" + _IAM + r"\s+(?P<v>an?\s+(?P<first>[\w'-]+).*)$", _FLAGS)
_GREETING_NAME = re.compile(r"^(?i:i'm|im|i am)\s+(?P<v>[A-ZÀ-ÖØ-ÞĀ-Ž][\w'-]+(?:\s+[A-ZÀ-ÖØ-ÞĀ-Ž][\w'-]+)?)$")

# ---- rules ---------------------------------------------------------------------------------------


def _rule_call_me(t: _T) -> _Hit | None:
    match = _CALL_ME.match(t.m)
    if match:
        name = next(n for n in ("v", "v2", "v3") if match.group(n) is not None)
        value = _tidy(t.group(match, name).o, short=True)
        value = re.sub(r"\s+instead$", "", value, flags=_FLAGS)
        words = value.split()
        if not words or len(words) > 4 or words[0].lower() in _NOT_NAME or not_a_nickname(words[0]):
            return None  # "call me stupid but ...", "call me back": an idiom, no name
        return _hit(t, "Preferred name is ", value, "profile", CONF_CALL_ME, "call-me", "preferred name")
    match = _CALLED.match(t.m)
    if match:
        value = _tidy(t.group(match, "v").o, short=True)
        if not value or len(value.split()) > 4 or value.split()[0].lower() in _NOT_NAME:
            return None
        return _hit(t, "Name is ", value, "profile", CONF_PROFILE, "i-am-called", "name")
    return None


# a career under way, somebody else's when a relative is its subject: "training to be a cooper"
_CAREER = re.compile(
    r"(?:currently\s+|now\s+)?(?:training|studying|retraining|learning|apprenticed|apprenticing|qualifying)\s+"
    r"(?:to\s+be(?:come)?|as|in)\b",
    re.IGNORECASE,
)


# The purpose nouns of tools, whose values the typed tool grammar owns (extraction.value_first).
_TOOL_NOUNS = frozenset("editor ide terminal language lang browser shell os distro notes app setup stack".split())


def _tool_noun(key: str) -> bool:
    words = key.split()
    return bool(words) and words[-1] in _TOOL_NOUNS


# A comparison with before: "way shorter", "so much better now", "a lot cheaper than it was".
_COMPARED = re.compile(
    r"^(?:(?:way|much|so|so\s+much|a\s+lot|lots|far|even|loads|heaps|slightly|a\s+bit|a\s+little|now|getting)\s+)*"
    r"(?:shorter|longer|better|worse|easier|harder|cheaper|dearer|pricier|quieter|louder|busier|bigger|smaller|nicer|"
    r"calmer|faster|quicker|slower|closer|further|farther|happier|healthier|lighter|heavier|more\s+\w+|less\s+\w+)"
    r"(?:\s+(?:now|than\b.*|these\s+days|already|too))*$"
)


def _rule_my(t: _T, *, permissive: bool = False) -> _Hit | None:
    match = _MY_IS.match(t.m)
    if match:
        x_span = t.group(match, "x")
        verb = (match.group("verb") or "is").lower()
        value_t = t.group(match, "v")
    else:
        match = _MY_S.match(t.m)
        if not match or _IS_ARE_OR_VERB.search(t.m[match.end("x") :]):
            return None
        x_span = t.group(match, "x")
        verb = "is"
        value_t = t.group(match, "v")
    x = " ".join(x_span.o.split())
    if _VERB_IN_SUBJECT.search(x):
        return None  # "My sister just went vegan and is lecturing everyone": a sentence about her, no "X is Y"
    if _SOMEONE_ELSES.match(x) or _OTHERS_TOGETHER.search(x) or _FORMER.match(x):
        return None
    key = _subject_key(x)
    if _tool_noun(key) and any(plainly_a_tool(m.group("v")) for m in KNOWN_TOOL.finditer(value_t.o)):
        return None  # "my editor is Emacs, jk it's VS Code": the tool grammar read it, or refused it
    category = _classify_subject(key)
    if category is None:
        if not permissive:
            return None
        category = "fact"
    value = _tidy(value_t.o, short=category == "profile")
    low = value.lower()
    if not value or low.startswith(("not ", "no longer ", "never ", "like ", "kind of like ", "sort of like ")):
        return None  # a negation, or a likeness: "my team is like a second family" says what it feels like
    if _COMPARED.match(low):
        return None  # "my commute is way shorter": a change told in passing, no fact to keep
    if {"one", "ones"} & set(x.lower().split()):
        return None  # "my favorite one to jam to is ...": one of something said before
    words = key.split()
    if (
        words
        and words[0] in _KIN
        and (_CAREER.match(low) or (not all(w in _KIN for w in words) and HAS_JOB.search(low)))
    ):
        return None  # "my cousin Lysander is training to be a cooper": a relative's work, never the user's fact
    if words and all(w in _KIN for w in words):
        # "my wife is Maria" names the wife; "my son is 7" gives an age. What a relative does or is
        # ("my brother is a firefighter", "my wife is a nurse") is their fact, not the user's.
        if _looks_like_name(value):
            key = f"{key} name"
        elif re.fullmatch(r"\d{1,3}(?: years old)?", low):
            key = f"{key} age"
        elif not permissive:
            return None
    elif any(w in _KIN for w in words) and not permissive and any(w[:1].isupper() for w in x.split()[1:]):
        return None  # "my cousin Lysander is training to be a cooper": a named relative's life is theirs
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
        value = _tidy(t.group(match, "v").o)
        if re.search(r"\bfan\s+of\s+(?:it|this|that|them|these|those|him|her)\b", value, _FLAGS):
            return None  # "I'm a huge fan of it": of what was on show
        return _hit(t, "Is ", _third(value), "preference", CONF_PREFERENCE, "i-am-a-fan")
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
        if len(words) > 8 or len(words) < 2 or words[-1] in _NEEDS_OBJECT:
            return None  # "I'm a huge fan": a fan of what was on show, which the words do not say
        nouns = set(words[1:])
        subject = "diet" if nouns & _DIETS else "role" if nouns & _OCCUPATIONS else None
        return _hit(t, "Is ", _third(value), "profile", CONF_PROFILE, "i-am-a", subject)
    if greeted:
        match = _GREETING_NAME.match(t.m)
        if match and match.group("v").split()[0].lower() not in _NOT_GREETING_NAME:
            return _hit(t, "Name is ", t.group(match, "v").o, "profile", CONF_PROFILE, "greeting-name", "name")
    return None
