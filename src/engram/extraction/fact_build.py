"""Building one typed fact from a frame's match: reading the value its kind needs (a person's name,
a title, a place, a gerund), refusing what is no value of that kind ("I live in fear", "joined a
running club"), and the qualifiers (age, species, until, scope) a slot keeps.

Kept apart from :mod:`engram.extraction.facts`, which decides *where* frames are read (clauses,
whole parts, sentences) and what a statement as a whole means; this module only knows one match.
"""

from __future__ import annotations

import re

from engram.extraction.fact_frames import Frame
from engram.extraction.fact_lexicon import CHILD_WORDS, THIRD_PARTY
from engram.extraction.fact_values import gerund, not_a_name, person, trim
from engram.extraction.hobby_lexicon import KNOWN_HOBBY
from engram.extraction.kid_lists import AGE_CUE
from engram.extraction.kin_lexicon import age_number
from engram.extraction.profile_rules import _NOT_LIVING_PLACE, _NOT_PLACE, _NOT_WORKPLACE
from engram.extraction.project_intros import not_a_project_name
from engram.extraction.project_status import back_status, canonical_status
from engram.extraction.slots import TypedFact, slot_key
from engram.extraction.tech_lexicon import tech_kind
from engram.extraction.tool_lexicon import plainly_a_tool
from engram.extraction.work_frames import not_own_manager, not_own_role, org_like

_F = re.IGNORECASE
_UNTIL = re.compile(
    r"\b(?:until|till|through|thru)\s+(?P<u>(?:next\s+)?[A-Za-z]+day|the\s+\d{1,2}(?:st|nd|rd|th)?|"
    r"next\s+week|the\s+weekend|[A-Z][a-z]+\s+\d{1,2})|\b(?P<w>this\s+weekend|over\s+the\s+weekend|next\s+week|"
    r"this\s+week)\b",
    _F,
)
_KIN_HEAD = re.compile(r"^(?:" + CHILD_WORDS + r")\s+(?=\S)", _F)
_NOT_A_TITLE = frozenset({"working", "employed", "job", "work", "based", "living"})
# a first word that says the title is somebody else's ("I'm hiring a Go developer", "interviewing a nurse")
_HIRING = frozenset(
    "hiring recruiting interviewing seeking replacing training mentoring onboarding supervising managing".split()
)
_NOT_HOBBY_VERBS = frozenset(
    "work live sleep eat study commute sit stay get go come do have am was read play use take attend "
    # adverbs and auxiliaries the frame's first word can catch ("I just like playing for fun")
    "just really also still usually always often sometimes even only like love enjoy need want can could "
    "will would should might must may never mostly "
    # the verbs of a change of job or home, said with the subject dropped ("left Acme on friday"),
    # and irregular pasts: "left Brackwater on friday" is no hobby of leaving
    "left leave quit join joined start started move moved relocate relocated settle settled "
    "went got took made said came began met sold bought lost found kept felt told sent spent put "
    "set won ate drove flew broke chose gave knew saw thought brought caught taught heard held paid built "
    "wrote fell doing going getting having making taking "
    # verbs of liking or watching: "I hate running every morning" is no hobby of hating
    "hate watch love adore prefer dislike miss".split()
)


def _group(match: re.Match[str], *names: str) -> str | None:
    found = match.groupdict()
    return next((found[n] for n in names if found.get(n)), None)


_SEVERITY = re.compile(
    r"^(?:(?:severe|mild|slight|bad|serious|deadly|life-threatening|minor|major|really|very)\s+)+", _F
)


def build_fact(frame: Frame, match: re.Match[str], clause: str, lower: bool) -> TypedFact | None:
    kind, op = frame.kind, frame.op
    rule = f"{kind}:{op}"
    quals: list[tuple[str, str]] = []
    raw = _group(match, "v")
    if kind == "manager" and not_own_manager(clause):
        return None  # "my skip-level manager is ...", "my team lead's manager is ...": not the user's
    if kind in ("manager", "partner", "child", "age", "pet"):
        value = person(raw, clause_lower=lower) if raw else ""
        if kind in ("child", "age") and value:  # "my kid anouska is 6": the name is anouska
            value = _KIN_HEAD.sub("", value)
            if _KIN_HEAD.match(value + " x"):  # "my son turned 7": no name was said
                value = ""
        if not value and raw and kind == "age":  # "kira turned 10": one lower-case name, checked at reconcile
            first = person(raw, clause_lower=True).split()[:1]
            value = "" if not first or not_a_name(first[0]) else first[0]
    elif kind == "role":
        value = trim(_group(match, "title"), max_words=4)
        if not_own_role(clause, value):  # "the recruiter called me about a staff engineer role"
            return None
        words = value.lower().split()
        if any(w in _NOT_A_TITLE for w in words) or (words and words[0] in _HIRING):
            value = ""
    elif kind == "hobby" and _group(match, "verb"):
        verb = (_group(match, "verb") or "").lower()
        value = (
            "" if verb in _NOT_HOBBY_VERBS or verb.endswith("ed") else gerund(verb)
        )  # "I started ... on Monday": once
        rule = "hobby:verb"
    elif kind == "status":
        value = " ".join((raw or "").lower().split())
    elif kind == "diet":
        value = (raw or _group(match, "old", "old2", "old3") or "").lower()
    else:
        value = trim(raw, max_words=5 if kind == "allergy" else 4)
    for name in ("rel", "age", "species"):
        got = _group(match, name)
        if got:
            quals.append((name, age_number(got) if name == "age" else " ".join(got.lower().split())))
    old = trim(_group(match, "old")) or None
    if kind == "diet" and op == "end":
        return TypedFact("diet", "", "end", evidence=clause, rule=rule)
    if kind == "partner" and op == "end":
        if KNOWN_HOBBY.match(clause):  # "knitting and I are done": a hobby, not a partner
            return None
        return TypedFact("partner", "", "end", old=value or None, evidence=clause, rule=rule)
    if kind == "pet" and op == "end":  # "my grandma passed away" is a person, and nobody's pet
        gone = value and not _KIN_VALUE.fullmatch(value)
        return TypedFact("?", "", "end", old=value, evidence=clause, rule=rule) if gone else None
    if kind == "residence" and op == "end":
        return TypedFact("residence", "", "end", old=value, evidence=clause, rule=rule) if value else None
    if kind == "role" and op == "end":  # "lost my job as a banker": the title ends with the job
        return TypedFact("role", "", "end", old=value, evidence=clause, rule=rule) if value else None
    if kind == "employer" and op == "end":
        return TypedFact("employer", "", "end", old=old, evidence=clause, rule=rule) if old else None
    if kind in ("project", "stack", "status"):
        return _project(kind, value, match, clause, quals)
    if kind.startswith("style_"):
        said = (raw or _group(match, "v2") or "").lower()
        noun = (_group(match, "noun") or "").lower()
        quals = [("scope", noun)] if noun else []
        return (
            TypedFact(f"style:{kind[6:]}", said, "set", qualifiers=tuple(quals), evidence=clause, rule=rule)
            if said
            else None
        )
    if not value or _not_a_value(kind, value):
        return None
    if kind == "residence" and org_like(value):  # "I moved to Heron Logistics": a job, not a home
        kind, rule = "employer", "employer:set"
    if kind == "trip":
        if _WISHED.search(clause) or value.split()[0].lower() in _INTENT_VERBS:
            return None  # "on my bucket list", "I'm going to make it this weekend": no trip
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
        return TypedFact(f"pet:{slot_key(value)}", value, "set", qualifiers=tuple(quals), evidence=clause, rule=rule)
    if kind == "allergy":
        value = _SEVERITY.sub("", value) or value  # "a severe shellfish allergy" is shellfish
        if op == "end":  # "turns out I'm not allergic to penicillin after all"
            return TypedFact(f"allergy:{slot_key(value)}", "", "end", old=value, evidence=clause, rule=rule)
        return TypedFact(f"allergy:{slot_key(value)}", value, "set", evidence=clause, rule=rule)
    if kind == "hobby":
        return TypedFact(f"hobby:{slot_key(value)}", value, "set", evidence=clause, rule=rule)
    if kind in ("editor", "language", "notes"):
        return TypedFact(f"tool:{kind}", value, "set", old=old, evidence=clause, rule=rule)
    if kind == "tool":
        raw_purpose = _group(match, "purpose") or ""
        if _DURATION.search(raw_purpose):  # "I've been using Linux for ten years"
            return None
        purpose = tool_purpose(trim(raw_purpose, max_words=3))
        if not purpose:
            return None
        return TypedFact(f"tool:{purpose}", value, "set", old=old, evidence=clause, rule=rule)
    return TypedFact(kind, value, "set", old=old, qualifiers=tuple(quals), evidence=clause, rule=rule)


def _project(
    kind: str, value: str, match: re.Match[str], clause: str, quals: list[tuple[str, str]]
) -> TypedFact | None:
    rule = f"{kind}:set"
    if True:
        proj = re.sub(r"(?i)'s$", "", trim(_group(match, "proj"), max_words=2))  # "Pebble's backend"
        if not proj:
            return None
        quals.append(("project", proj))
        if kind == "project":
            if not_a_project_name(proj):  # "messing around with Figma, a design tool": a tool the user uses
                return None
            desc = trim(_group(match, "desc", "desc2"), max_words=10)
            if desc:
                quals.append(("desc", desc))
            return TypedFact(
                f"project:{slot_key(proj)}", proj, "set", qualifiers=tuple(quals), evidence=clause, rule=rule
            )
        status = canonical_status(back_status(value))
        tech = tech_kind(value) if kind == "stack" else None
        slot = f"project:{slot_key(proj)}:{tech or kind}"  # "going with Netlify" -> project:x:hosting
        # a bare-verb decision, or a project named in lower case, needs a project the user has
        known = (match.groupdict().get("known") is not None and tech is None) or proj[:1].islower()
        said_uses = re.match(rf"^{re.escape(proj)}\s+(?:now\s+)?(?:uses|runs\s+on)\b", clause, _F)
        if known or (kind == "stack" and said_uses):
            quals.append(("needs", "project"))  # "X uses Y" is a project's stack only if X is one
        if not value:
            return None
        return TypedFact(
            slot, status if kind == "status" else value, "set", qualifiers=tuple(quals), evidence=clause, rule=rule
        )
    return None


# A wish is no trip ("visiting castles is on my bucket list"), and "going to <verb>" is an intention
# ("I'm going to make it for my family this weekend"), not a journey.
_WISHED = re.compile(
    r"\b(?:bucket\s+list|some\s*day|one\s+day|dream(?:ing)?\s+(?:of|about)|would\s+love\s+to|"
    r"hop(?:e|ing)\s+to|wish(?:ing)?|want\s+to\s+(?:go|visit|see))\b",
    _F,
)
_INTENT_VERBS = frozenset(
    "make do get try be have see go take start keep give find help put work call cook bake buy write read "
    "watch play learn ask tell need let check finish stay spend miss bring send pick join sign meet show".split()
)
_NOT_A_HOME = re.compile(r"^(?:together|with|here|there|again|yet|properly|finally)\b", _F)  # "moved in together"
_KIN_VALUE = re.compile(THIRD_PARTY, _F)
_A_TEAM = re.compile(r"\b(?:team|squad|department|dept|org)$", _F)  # "I'm in Sana Mir's team now": no home
_DURATION = re.compile(
    r"^\W*(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twenty|many|several|some|a few|the past|"
    r"the last|ages|years|months|weeks|days|a while|a long|long|now|ever|good)\b",
    _F,
)
_PASTIME_GROUP = re.compile(r"\b(?:club|choir|society|league|class|classes|orchestra|gym|meetup)$", _F)
_PURPOSES = (
    ("notes", ("note", "notes", "note-taking", "jotting", "journaling")),
    ("editor", ("code", "coding", "editing", "programming", "development")),
)


def tool_purpose(purpose: str) -> str:
    """ "note-taking" -> "notes", "coding" -> "editor"; any other purpose is its own slot ("scripting")."""
    low = purpose.lower()
    for slot, words in _PURPOSES:
        if low in words or any(w in words for w in low.split()):
            return slot
    return slot_key(low)


def _not_a_value(kind: str, value: str) -> bool:
    """ "I live in fear of ...", "I work at night": the frame's words, not a place or an employer."""
    if kind in ("residence", "trip") and plainly_a_tool(value):
        return True
    if kind in ("residence", "trip"):
        return bool(
            _NOT_LIVING_PLACE.match(value)
            or _NOT_PLACE.match(value)
            or _NOT_A_HOME.match(value)
            or _A_TEAM.search(value)
        )
    if kind == "employer":  # "joined a running club", "I'm with my parents now": no workplace
        return bool(
            _NOT_WORKPLACE.match(value)
            or _NOT_PLACE.match(value)
            or _PASTIME_GROUP.search(value)
            or _KIN_VALUE.fullmatch(value)
        )
    return False
