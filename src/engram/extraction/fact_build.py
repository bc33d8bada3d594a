"""Building one typed fact from a frame's match: reading the value its kind needs (a person's name,
a title, a place, a gerund), refusing what is no value of that kind ("I live in fear", "joined a
running club"), and the qualifiers (age, species, until, scope) a slot keeps.

Kept apart from :mod:`engram.extraction.facts`, which decides *where* frames are read (clauses,
whole parts, sentences) and what a statement as a whole means; this module only knows one match.
"""

from __future__ import annotations

import re

from engram.extraction.demonyms import city_of_demonym
from engram.extraction.diet_shapes import diet_name
from engram.extraction.fact_frames import Frame
from engram.extraction.fact_guards import (
    DURATION,
    HIRING,
    INTENT_VERBS,
    NOT_A_TITLE,
    NOT_HOBBY_VERBS,
    STATIVE_GERUNDS,
    TRIP_OVER,
    WISHED,
    not_a_value,
)
from engram.extraction.fact_lexicon import CHILD_WORDS, PARTNER_WORDS, SPECIES, THIRD_PARTY, TITLE_ACRONYMS
from engram.extraction.fact_values import gerund, not_a_name, person, trim
from engram.extraction.frame_parts import HAS_JOB, TEMP_CUE
from engram.extraction.gazetteer import is_place, leading_place
from engram.extraction.hobby_lexicon import KNOWN_HOBBY, hobby_name, weak
from engram.extraction.home_values import not_a_place
from engram.extraction.kid_lists import AGE_CUE
from engram.extraction.kin_lexicon import KID_ROLE, age_number
from engram.extraction.project_context import project_fact
from engram.extraction.role_ownership import not_own_manager, not_own_role
from engram.extraction.slots import TypedFact, slot_key
from engram.extraction.tech_lexicon import tech_kind
from engram.extraction.tool_lexicon import purposes_of, tool_purpose
from engram.extraction.work_changes import DWELLING, home_named
from engram.extraction.work_frames import org_like

_TWO_WORD_KIND = re.compile(SPECIES, re.IGNORECASE)
# Words of time or manner a verb's place may hold: no doing of their own.
_NOT_VERBS = frozenset(
    "already always also still just never often usually sometimes even only again ever soon rarely seldom now then "
    "finally currently mostly mainly really actually basically honestly literally".split()
)
_F = re.IGNORECASE
_UNTIL = re.compile(
    r"\b(?:until|till|through|thru)\s+(?P<u>(?:next\s+)?[A-Za-z]+day|the\s+\d{1,2}(?:st|nd|rd|th)?|"
    r"next\s+week|the\s+weekend|[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-ž]+\s+\d{1,2})|\b(?P<w>this\s+weekend|over\s+the\s+weekend|next\s+week|"
    r"this\s+week)\b",
    _F,
)
_PARTNER_WORD = re.compile(PARTNER_WORDS + r"|each\s+other|one\s+another|someone|somebody|anyone|nobody|people", _F)
# an adverb left where a name should be once the kin word is cut ("my son just turned 12")
_FILLERS = frozenset("just now finally officially already recently also still really actually".split())
_KIN_HEAD = re.compile(r"^(?:" + CHILD_WORDS + "|" + KID_ROLE + r")\s+(?=\S)", _F)  # "our eldest Jo": Jo


# the words of a job offer: "said yes to X" is then an employer's offer, not a proposal
_SAME = re.compile(r"^(?:the\s+)?(?:same|very\s+same|usual)\s+", re.IGNORECASE)
_PLACED = frozenset("under with for at in on from to by off behind beside between".split())
"""A preposition opens no title: "i'm under jonas lindqvist now" names whom, not what."""
_JOB_TALK = re.compile(
    r"\b(?:job|role|position|offer|contract|hired|onboarding|start\s+date|salary)\b|"
    r"\bas\s+(?:an?|the|their|our|its)\s+(?!(?:couple|pair|family|item)\b)(?:new\s+|junior\s+|senior\s+|lead\s+)?\w+",
    _F,
)


_NOT_REPORTING = re.compile(
    r"\b(?:not|no\s+longer|never)\s+(?:\w+\s+)?(?:report(?:ing)?\s+(?:in)?to|work(?:ing)?\s+(?:for|under))\b", _F
)


_CAUSED = re.compile(
    r"\b(?:help|helping|make|making|let|letting|get|getting|teach|teaching|train|training|stop|keep|watch|hear|see)\s+"
    r"(?:my|our)\s+(?:[\w-]+\s+)?$",
    re.IGNORECASE,
)
_NO_ALLERGEN = re.compile(
    r"(?:one|one\s+more|another|another\s+one|a\s+new|new|more|some|two|three|a\s+few|few|weird|strange|bad|food|"
    r"seasonal|drug|medication|skin|serious|new\s+food)",
    re.IGNORECASE,
)


def _group(match: re.Match[str], *names: str) -> str | None:
    found = match.groupdict()
    return next((found[n] for n in names if found.get(n)), None)


_KIN = re.compile(THIRD_PARTY, _F)
# A purpose that is everything is no purpose: the tool's own one stands ("Notion for basically everything").
_EVERYTHING = re.compile(
    r"(?:(?:basically|literally|pretty\s+much|nearly|almost|just\s+about)\s+)?"
    r"(?:everything|anything|all(?:\s+of\s+it|\s+the\s+things|\s+my\s+stuff)?|stuff|things|my\s+life|life|most\s+things)",
    re.IGNORECASE,
)
# A residence that names only a kind of dwelling or setting, never the place.
_DWELLING_ONLY = re.compile(
    r"(?:^|\s)(?:flat|apartment|house|place|home|studio|condo|cottage|bungalow|room|dorm|basement|loft|countryside|"
    r"suburbs?|cent(?:re|er)|village|neighbou?rhood|area|building|complex|caravan|van|houseboat|city|town)$",
    re.IGNORECASE,
)
_SEVERITY = re.compile(
    r"^(?:(?:severe|mild|slight|bad|serious|deadly|life-threatening|minor|major|really|very|most|all|some|many|certain|any)\s+)+",
    _F,
)


_ARTICLE = re.compile(r"(?:a|an|the|some|this|that)\s", re.IGNORECASE)


# what an editor is the editor for: code, a language, the web ("for my HTML and CSS"), never a side task ("for
# quick edits", "for scratch notes": the main editor stays)
_CODE_WORK = re.compile(
    r"\b(?:html|css|javascript|js|typescript|ts|python|java|go|rust|ruby|php|kotlin|swift|c\+\+|c#|scala|elixir|lua|sql|"
    r"web|frontend|front-end|backend|back-end|code|coding|programming|development|dev|work|everything|projects?|scripts?)\b",
    re.IGNORECASE,
)
_WORK_IN = re.compile(
    r"\bwork(?:s|ing|ed)?\s+in\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])", re.IGNORECASE
)  # "I work in London as a nurse"
_POSTED = re.compile(r"\b(?:transferred|transfer|moved\s+over)\s+to\b", re.IGNORECASE)


def _no_workplace(value: str) -> bool:
    """A word before a job that is no workplace: a town, the letters of a unit or a field, a tool or language."""
    return (
        (is_place(value) and not org_like(value))
        or value.casefold() in TITLE_ACRONYMS
        or bool(purposes_of(value))
        or tech_kind(value) is not None
    )


_TRAILING_ADVERB = re.compile(r"\s+(?:just|finally|now|already|officially|recently|only)$", re.IGNORECASE)


def build_fact(frame: Frame, match: re.Match[str], clause: str, lower: bool) -> TypedFact | None:
    kind, op = frame.kind, frame.op
    rule = f"{kind}:{op}"
    quals: list[tuple[str, str]] = []
    raw = _group(match, "v")
    if kind == "manager" and not_own_manager(clause):
        return None  # "my skip-level manager is ...", "my team lead's manager is ...": not the user's
    if kind in ("manager", "partner", "child", "age", "pet"):
        # a name never opens with an article: "seeing a tailor about my suit" names nobody
        value = person(raw, clause_lower=lower) if raw and not _ARTICLE.match(raw) else ""
        if kind in ("child", "age") and value:  # "my kid anouska is 6": the name is anouska
            value = _KIN_HEAD.sub("", value)
            if _KIN_HEAD.match(value + " x") or value.lower() in _FILLERS:  # "my son (just) turned 7": no name
                value = ""
            value = _TRAILING_ADVERB.sub("", value)  # "twins just turned 3!!": the adverb is no part of a name
        if kind == "partner" and (_PARTNER_WORD.fullmatch(value) or org_like(value)):
            value = ""  # "my girlfriend and i got engaged", "I'm with Dunmore Credit Union now": no partner named
        if kind == "age" and re.search(r"\w['’]s\s", raw or ""):  # "Tom's daughter Maya turned 8": not the user's
            return None
        if not value and raw and kind == "age":  # "kira turned 10": one lower-case name, checked at reconcile
            first = person(raw, clause_lower=True).split()[:1]
            kin = bool(first) and (_KIN_HEAD.match(first[0] + " x") is not None or first[0].lower() in _FILLERS)
            value = "" if not first or not_a_name(first[0]) or kin else first[0]  # "my oldest just turned 18"
    elif kind == "role":
        value = trim(_group(match, "title", "head"), max_words=4)
        value = _SAME.sub("", value)  # "same radiographer role": the title, kept over a change of workplace
        # "the only nurse at X", "a newish scrum master": how alone or how new the user is in it
        value = re.sub(
            r"^(?:only|sole|lone|other|newish|(?:fairly|relatively|brand|pretty|quite)\s+new)\s+", "", value, flags=re.I
        )
        if value[:1].isupper() and value[1:] == value[1:].lower() and clause.lstrip(" \"'(").startswith(value):
            value = value[0].lower() + value[1:]  # "Sound engineer is my title": capitalised by its place only
        if not_own_role(clause, value) or city_of_demonym(value) is not None:  # "... about a staff engineer role"
            return None
        words = value.lower().split()
        if (
            any(w in NOT_A_TITLE for w in words)
            or (words and (words[0] in HIRING or words[0] in _PLACED))  # "I'm under Jonas now": a manager
            or not HAS_JOB.search(value)
            or (value[:1].isupper() and purposes_of(value))  # "I've been on Todoist": a tool ("an illustrator" works)
        ):
            value = ""
    elif kind == "hobby" and _group(match, "verb"):
        verb = (_group(match, "verb") or "").lower()
        base = verb.removesuffix("ing")  # "I've been playing a lot of chess": a light verb in any form
        light = {verb, base, base[:-1], base + "e"} & NOT_HOBBY_VERBS
        value = "" if light or verb.endswith("ed") else gerund(verb)  # "I started ... on Monday": once
        if verb in _NOT_VERBS or verb.endswith("ly"):
            value = ""  # "i already open them every morning": a word of time or manner, no doing
        done = KNOWN_HOBBY.match(match.string[match.end("verb") :].lstrip())
        if done is not None and not weak(done.group("v")) and not KNOWN_HOBBY.fullmatch(value):
            # "I throw pottery every Tuesday": the pastime is pottery ("I paint watercolours": painting, as said)
            value = hobby_name(done.group("v"))
        rule = "hobby:verb"
    elif kind == "status":
        value = " ".join((raw or "").lower().split())
    elif kind == "diet":
        value = diet_name(raw or _group(match, "old", "old2", "old3") or "")  # "veggie", "dairy": the diet's name
    else:
        if kind in ("residence", "trip") and raw:
            raw = DWELLING.sub("", raw)  # "moved to a little house outside Aarhus": the place is Aarhus
        named = leading_place(raw) if kind in ("residence", "trip") and raw else None
        value = named or trim(raw, max_words=5 if kind == "allergy" else 4)  # "New York", not "York"
        if kind == "residence":  # "a New Yorker now": New York
            value = home_named(city_of_demonym(raw or "") or city_of_demonym(value) or value, clause)
            if _DWELLING_ONLY.search(value) and not is_place(value):
                return None  # "I live in a small flat", "since moving to the countryside": no place named
            if value and not is_place(value) and not_a_place(value, clause, lower):
                return None  # "Moved to Stripe last month", "living out of suitcases": no place named
    for name in ("rel", "age", "species"):
        got = _group(match, name)
        if got and name == "species":  # "our guinea pig Bean": the kind is two words, not "pig"
            wider = re.search(rf"\b([\w-]+\s+){re.escape(got)}\b", match.string[: match.end("species")], re.IGNORECASE)
            got = wider.group(0) if wider and _TWO_WORD_KIND.fullmatch(wider.group(0)) else got
        if got:
            quals.append((name, age_number(got) if name == "age" else " ".join(got.lower().split())))
    old = trim(_group(match, "old")) or None
    if kind == "diet" and op == "end":
        return TypedFact("diet", "", "end", evidence=clause, rule=rule)
    if kind == "partner" and op == "set" and _JOB_TALK.search(clause):
        return None  # "said yes to halden motors, they want me as a welder": an employer, not a fiancé
    if kind == "partner" and op == "end":
        if KNOWN_HOBBY.match(clause):  # "knitting and I are done": a hobby, not a partner
            return None
        return TypedFact("partner", "", "end", old=value or None, evidence=clause, rule=rule)
    if kind == "pet" and op == "end":  # "my grandma passed away" is a person, and nobody's pet
        # ... and a tool said to be gone is a switch's, read by the switch frames ("Chrome's gone, Firefox all the way")
        gone = value and not _KIN.fullmatch(value) and not purposes_of(value)
        return TypedFact("?", "", "end", old=value, evidence=clause, rule=rule) if gone else None
    if kind == "residence" and op == "end":
        return TypedFact("residence", "", "end", old=value, evidence=clause, rule=rule) if value else None
    if kind == "role" and op == "end":  # "lost my job as a banker": the title ends with the job
        return TypedFact("role", "", "end", old=value, evidence=clause, rule=rule) if value else None
    if kind == "manager" and op == "set" and value and _NOT_REPORTING.search(clause):
        return TypedFact("manager", "", "end", old=value, evidence=clause, rule=rule)  # "not reporting to X anymore"
    if kind == "manager" and op == "end":
        return TypedFact("manager", "", "end", old=value, evidence=clause, rule=rule) if value else None
    if kind == "employer" and op == "end":
        return TypedFact("employer", "", "end", old=old, evidence=clause, rule=rule) if old else None
    if kind in ("project", "stack", "status"):
        return project_fact(kind, value, match, clause, quals)
    if kind.startswith("style_"):
        said = (raw or _group(match, "v2") or "").lower()
        noun = (_group(match, "noun") or "").lower()
        quals = [("scope", noun)] if noun else []
        return (
            TypedFact(f"style:{kind[6:]}", said, "set", qualifiers=tuple(quals), evidence=clause, rule=rule)
            if said
            else None
        )
    if not value or not_a_value(kind, value):
        return None
    if kind == "employer" and match.groupdict().get("nottown") is not None and _no_workplace(value):
        return None  # "as a New York driver", "an ICU nurse", "a Python dev": a town, a unit or a tool, no workplace
    if kind == "residence" and org_like(value, any_case=lower):  # "I moved to Heron Logistics": a job, not a home
        kind, rule = "employer", "employer:set"
    elif kind == "employer" and op == "set" and _POSTED.search(clause) and is_place(value) and not org_like(value):
        kind, rule = "residence", "residence:set"  # "I transferred to Denver last month": a posting, a new home
    elif kind == "employer" and op == "set" and _WORK_IN.search(clause) and is_place(value) and not org_like(value):
        kind, rule = "residence", "residence:set"  # "I work in London as a nurse": where the work is, a home
    elif kind == "employer" and op == "set" and old and is_place(value) and is_place(old):
        if TEMP_CUE.search(clause):
            return None  # "left Oslo for Trondheim for a week of hiking": a trip
        kind, rule = "residence", "residence:set"  # "we left Oslo for Trondheim": two towns, a move
    if kind == "trip":
        if WISHED.search(clause) or value.split()[0].lower() in INTENT_VERBS:
            return None  # "on my bucket list", "I'm going to make it this weekend": no trip
        if TRIP_OVER.search(clause):
            return None  # "I went to a castle during my trip to the UK last Friday": told after it ended
        until = _UNTIL.search(clause)
        if until:
            quals.append(("until", " ".join((until.group("u") or until.group("w")).split())))
        return TypedFact("trip", value, "temp", qualifiers=tuple(quals), evidence=clause, rule=rule)
    if kind in ("child", "age"):
        if kind == "age" and not AGE_CUE.search(clause):
            return None
        if kind == "age":
            quals.append(("needs", "child"))  # an age updates a child the user has
        return TypedFact(f"child:{slot_key(value)}", value, "set", qualifiers=tuple(quals), evidence=clause, rule=rule)
    if kind == "pet":
        if lower and value == value.lower() and _CAUSED.search(clause[: match.start("v")]):
            return None  # "help my dog lose weight": a verb after the animal a causative governs, no name
        return TypedFact(f"pet:{slot_key(value)}", value, "set", qualifiers=tuple(quals), evidence=clause, rule=rule)
    if kind == "allergy":
        value = _SEVERITY.sub("", value) or value  # "a severe shellfish allergy" is shellfish
        if _NO_ALLERGEN.fullmatch(value):
            return None  # "Got one more allergy diagnosed - mustard": a count, no allergen
        if op == "end":  # "turns out I'm not allergic to penicillin after all"
            return TypedFact(f"allergy:{slot_key(value)}", "", "end", old=value, evidence=clause, rule=rule)
        return TypedFact(f"allergy:{slot_key(value)}", value, "set", evidence=clause, rule=rule)
    if kind == "hobby":
        if value.lower() in STATIVE_GERUNDS:
            return None  # "it's knowing my writing helps that keeps me going": a state of mind, no pastime
        return TypedFact(f"hobby:{slot_key(value)}", value, "set", evidence=clause, rule=rule)
    if kind in ("editor", "language", "notes"):
        return TypedFact(f"tool:{kind}", value, "set", old=old, evidence=clause, rule=rule)
    if kind == "tool":
        raw_purpose = _group(match, "purpose") or ""
        if DURATION.search(raw_purpose):  # "I've been using Linux for ten years"
            return None
        purpose = tool_purpose(trim(raw_purpose, max_words=3))
        named = re.sub(r"\s+(?:editor|ide|app)$", "", value, flags=re.IGNORECASE)
        if (
            purposes_of(named) in ({"editor"}, {"notes"})
            and purpose not in ("editor", "notes")
            and _CODE_WORK.search(raw_purpose)
        ):
            # "I use Atom editor for my HTML and CSS": an editor used for something is still the editor
            (kind_of,) = purposes_of(named)
            return TypedFact(f"tool:{kind_of}", named, "set", old=old, evidence=clause, rule=rule)
        if _EVERYTHING.fullmatch(purpose.replace("_", " ")):  # "I use Notion for basically everything"
            known = purposes_of(value)
            purpose = next(iter(known)) if len(known) == 1 else ""
        if not purpose:
            return None
        return TypedFact(f"tool:{purpose}", value, "set", old=old, evidence=clause, rule=rule)
    return TypedFact(kind, value, "set", old=old, qualifiers=tuple(quals), evidence=clause, rule=rule)
