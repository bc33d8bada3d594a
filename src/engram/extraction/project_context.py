"""A side project's facts read from the whole message, not only from the clause that names it.

Chat rarely puts a project's name, what it is and what it runs on in one tidy clause:

* what the project is can follow its name at a distance ("my pet project Brindle is a habit
  tracker for dog walkers", "been building Lanternfish on weekends, it's a tide-table app"), so a
  project introduced without a description takes the one its name is said to be in the message;
* a stack change is often said about a project named only in a lead-in ("Wayfarer update - we
  ripped out Mongo and went with Postgres", "change of plan for Quillon: dropping Django, we'll use
  Laravel instead"). When one project is named and a technology of a known kind is said with a verb
  of choosing, the choice is that project's, and a technology of the same kind said with a verb of
  leaving is the old one. The fact needs a project the user already has, so a friend's project or
  a tool merely named beside a capitalised word decides nothing.

``project_fact`` builds the typed fact of a project frame (what a project is, its stack, its status).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from engram.extraction.fact_lexicon import CHILD_WORDS, OCCUPATIONS, PARTNER_WORDS, THIRD_PARTY, THIRD_SUBJECT
from engram.extraction.fact_values import trim
from engram.extraction.gazetteer import is_place
from engram.extraction.project_intros import _DESC, _SIZE, not_a_project_name
from engram.extraction.project_status import back_status, canonical_status
from engram.extraction.slots import TypedFact, slot_key
from engram.extraction.tech_lexicon import KNOWN_TECH, tech_kind, tech_name, word_not_tech
from engram.extraction.tool_lexicon import ambiguous

_F = re.IGNORECASE


def _group(match: re.Match[str], *names: str) -> str | None:
    found = match.groupdict()
    return next((found[n] for n in names if found.get(n)), None)


_NOT_A_NAME = frozenset("my our your his her their its the a an this that it me us them i we".split())
_PERSON_NOUN = re.compile(
    rf"(?:(?:new|old|former|current|direct|line)\s+)*(?:{THIRD_PARTY}|{OCCUPATIONS}|{PARTNER_WORDS}|{CHILD_WORDS})",
    re.I,
)


_VERSION = re.compile(r"\s+v?\d+(?:\.[\dx]+)*$", _F)


def project_fact(
    kind: str, value: str, match: re.Match[str], clause: str, quals: list[tuple[str, str]]
) -> TypedFact | None:
    """The fact a project frame read: the project itself, one choice of its stack, or its status."""
    rule = f"{kind}:set"
    proj = re.sub(r"(?i)'s$", "", trim(_group(match, "proj", "proj2"), max_words=4))  # "Pebble's backend"
    if not proj or proj.split()[0].lower() in _NOT_A_NAME:
        return None  # "Finished my last shift": a possessive names no project
    if proj.islower() and _PERSON_NOUN.fullmatch(proj):
        return None  # "Dave is my site manager": a person's word in lower case names no project
    if not_a_project_name(proj):  # "messing around with Figma, a design tool", "I use Eclipse for Java": a tool
        return None
    quals.append(("project", proj))
    if kind == "project":
        desc = trim(_group(match, "desc", "desc2"), max_words=10)
        if desc and _PERSON_NOUN.fullmatch(desc):
            return None  # "Lukas Brandt, my manager, signed off": a person, not a project
        if desc and re.match(r"(?:kinda\s+|kind\s+of\s+|sort\s+of\s+|a\s+bit\s+)?like\b|think\b", desc, _F):
            desc = ""  # "it's like Uber for dog walkers": a likeness, not what it is
        if desc and not re.fullmatch(r"(?:\w+\s+)?project", desc, _F):  # "a side project called lumen": no description
            quals.append(("desc", desc))
        return TypedFact(f"project:{slot_key(proj)}", proj, "set", qualifiers=tuple(quals), evidence=clause, rule=rule)
    status = canonical_status(back_status(value))
    tech = tech_kind(value) if kind == "stack" else None
    if kind == "stack" and tech is None and (bare := _VERSION.sub("", value)) != value and tech_kind(bare):
        value, tech = bare, tech_kind(bare)  # "is built on Angular 15": a frontend, named as "Next.js 14" is
    if kind == "stack" and tech is None and is_place(value):
        return None  # "Tom lives in Ghent": a person's town, no project's stack
    slot = f"project:{slot_key(proj)}:{tech or kind}"  # "going with Netlify" -> project:x:hosting
    # a bare-verb decision, or a project named in lower case, needs a project the user has
    known = (match.groupdict().get("known") is not None and tech is None) or proj[:1].islower()
    said_uses = re.match(rf"^{re.escape(proj)}\s+(?:now\s+)?(?:uses|runs\s+on)\b", clause, _F)
    if known or (kind == "stack" and said_uses) or match.groupdict().get("needs") is not None:
        quals.append(("needs", "project"))  # "X uses Y" is a project's stack only if X is one
    if not value:
        return None
    said = status if kind == "status" else tech_name(value) if tech else value
    return TypedFact(slot, said, "set", qualifiers=tuple(quals), evidence=clause, rule=rule)


# ---- what the project is, said after its name somewhere in the message

_IS_A = (
    r"(?:\s+(?:[^\W\d_][\w'-]*\s+){0,4}?)?(?:\s+is|\s*,\s*(?:it's|its|it\s+is|which\s+is|basically)?|\s*[-—–:(])"
    rf"\s*(?:a|an)\s+{_SIZE}{_DESC}"
)


def with_descriptions(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """A project introduced without saying what it is takes the description its name is given in
    the message ("my pet project Brindle is a habit tracker for dog walkers")."""
    out = []
    for fact in facts:
        # none said, or only the kind of thing ("my app Ledgerly is a habit tracker": more than "app")
        if (
            fact.rule == "project:set"
            and fact.slot.count(":") == 1
            and len((fact.q("desc") or "").split()) < 2
            and fact.value
        ):
            found = re.search(rf"\b{re.escape(fact.value)}\b{_IS_A}", text, _F)
            desc = trim(found.group("desc"), max_words=10) if found else ""
            if (
                desc
                and fact.value.lower() not in desc.lower()
                and len(desc.split()) > len((fact.q("desc") or "").split())
            ):
                kept = tuple(q for q in fact.qualifiers if q[0] != "desc")
                fact = replace(fact, qualifiers=(*kept, ("desc", desc)))
        out.append(fact)
    return out


# ---- a stack choice said about the project the message is about

_NAME = re.compile(r"(?<![\w'.-])(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w-]*[a-z][\w-]*(?:'s)?(?![\w.-])")
_NOT_NAME = re.compile(
    r"^(?:I|I'm|I've|I'd|I'll|Ok|Okay|So|Hey|Hi|Hiya|Yo|Well|Also|And|But|Btw|Fyi|Quick|Update|Change|News|"
    r"Good|Great|Ugh|Welp|Lol|Today|Yesterday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|"
    r"Thanks|Please|Anyway|Heads|Context|Decided|Finally|Now|We|We're|We've|My|Our|The|This|That|It|It's)$"
)
# a day, a month or a holiday is when, never what: "Kestrel has been gathering dust since March"
_CALENDAR = re.compile(
    r"^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|"
    r"August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Christmas|Xmas|"
    r"Easter|Thanksgiving|Halloween|Hanukkah|Diwali|Ramadan|Eid)(?:'s)?$"
)
_OTHERS = re.compile(rf"\b(?:{THIRD_PARTY}|his|her|their|they|he|she|[a-z]+'s)\s+(?:\w+\s+){{0,2}}$", _F)
_TECH = re.compile(rf"(?<![\w#+.]){KNOWN_TECH}(?![\w#+])", _F)
# the words just before a technology that leave it, or choose it
_LEFT = re.compile(
    r"\b(?:off(?:\s+of)?|from|out|ripped\s+out|dropp(?:ing|ed)|drop|ditch(?:ing|ed)?|replac(?:ing|ed)|instead\s+of|"
    r"away\s+from|leaving|left|no\s+more|dumped|dumping|scrapp(?:ing|ed)|scrap|killed|binned|abandoned)\s+(?:the\s+|our\s+)?$",
    _F,
)
_CHOSE = re.compile(
    r"\b(?:to|onto|into|with|on|in|uses?|using|chose|picked|pick|adopt(?:ed)?|settled\s+on|went\s+for|"
    r"go(?:es|ing)?\s+(?:on|with)|moved\s+to|switched\s+to|now\s+on|for)\s+(?:the\s+)?$",
    _F,
)
_SUBJECT_CUE = re.compile(
    r"^(?:'s\b|\s*[:—–-]|\s+(?:update|news|status|is|was|goes|went|uses|runs|now|will|moved|needs|gets|got|has|hit|"
    r"made|just|finally|officially)\b)",
    _F,
)
# (and "so" before what follows from it: "Angular wasn't working out for Ptarmigan so it's on Vue now")
_CLAUSE_CUT = re.compile(r"[,;!?]\s*|\.\s+|\s[-—–]\s|\sso\s(?=it's\s|it\s+is\s|it\s+now\s|it\s+runs\s)", re.IGNORECASE)
# a clause without a subject that goes on about the project: "still working on Marigold, still in Django"
_GO_ON = re.compile(
    r"^\s*(?:and\s+|but\s+)?(?:still|now|currently|all|mostly)\s+(?:on|in|using|with|running\s+on|built\s+(?:on|in|with))\s",
    _F,
)
_OUT_AFTER = re.compile(r"^\s+(?:is\s+|was\s+)?(?:out|gone|dead)\b", _F)


# A capitalised word just before a name, ending where the name starts ("Go Ape"): when it is a tool
# name that is also an everyday word, the two are one proper noun, never a tool and a project.
_WORD_BEFORE = re.compile(r"(?<![\w-])(?P<w>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])\w*)\s$")


def _after_an_everyday_tool(before: str) -> bool:
    found = _WORD_BEFORE.search(before)
    return found is not None and ambiguous(found.group("w"))


def project_named(text: str) -> str | None:
    """The one project-like name the message is about: capitalised, not a known tool or technology,
    not a greeting or lead-in word, and not somebody else's ("my friend's app Orrery")."""
    names = set()
    for found in _NAME.finditer(text):
        name = re.sub(r"'s$", "", found.group(0))
        if tech_kind(name) or not_a_project_name(name) or _CALENDAR.match(name):
            continue
        before = text[: found.start()].rstrip()
        if _after_an_everyday_tool(text[: found.start()]):
            continue  # "went to Go Ape", "the Rust Belt": one proper noun that starts with a tech word
        if (not before or before[-1] in ".!?:") and not _SUBJECT_CUE.match(text[found.end() :]):
            if _NOT_NAME.match(name):
                continue
            return None  # "Ines settled on Vercel for Wren", "Never use tabs": somebody else, or no project
        if _OTHERS.search(text[: found.start()][-40:]):
            return None
        names.add(name)
    return names.pop() if len(names) == 1 else None


def _clause_at(text: str, at: int) -> str:
    """The clause of ``text`` around offset ``at`` (bounded by , ; . ! ? and a spaced dash)."""
    cuts = [0, *(m.end() for m in _CLAUSE_CUT.finditer(text)), len(text)]
    start = max(c for c in cuts if c <= at)
    return text[start : min(c for c in cuts if c > at)]


def topic_stack(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """A stack choice of a known kind in a message about one project, when no frame read it."""
    if any(f.slot.startswith("project:") and f.slot.count(":") == 2 for f in facts):
        return facts
    proj = None if THIRD_SUBJECT.match(text) else project_named(text)
    if proj is None:
        return facts
    said = {v.lower() for f in facts for v in (f.value, f.old or "") if v}  # a frame read these already
    tools = {f.value.lower() for f in facts if f.slot.startswith("tool:")}
    new: dict[str, list[str]] = {}
    old: dict[str, list[str]] = {}
    # the project heads the message ("Wayfarer update - ...", "for Quillon: ...") or shares the clause
    heads = re.search(rf"\b{re.escape(proj)}(?:'s)?\s*(?:update|news|status|stuff)?\s*(?::|\s[-—–]\s)", text)
    for found in _TECH.finditer(text):
        value, before = found.group(0), text[: found.start()]
        kind = tech_kind(value)
        clause = _clause_at(text, found.start())
        if _GO_ON.match(clause) and value.lower() in tools:  # "..., still on Rust": the project's, not a tool
            said.discard(value.lower())
        verb = word_not_tech(value, before) and not before.endswith(" in ")
        if kind is None or value.lower() == proj.lower() or value.lower() in said or verb:
            continue  # "I'm going to go with Postgres": the verb; "called Depthcharge in rust" is the language
        if not heads and not re.search(rf"\b(?:{re.escape(proj)}|it|its)\b", clause, _F) and not _GO_ON.match(clause):
            continue  # "..., I just moved my blog to Hugo" is no Ferngully's; "..., it runs on Postgres" is
        if _LEFT.search(before[-30:]) or _OUT_AFTER.match(text[found.end() :]):
            old.setdefault(kind, []).append(value)
        elif _CHOSE.search(before[-30:]):
            new.setdefault(kind, []).append(value)
    out = list(facts)
    for kind, values in new.items():
        if len(set(v.lower() for v in values)) != 1:
            continue
        was = old.get(kind, [])
        quals = (("project", proj), ("needs", "project"))
        out = [f for f in out if not (f.slot.startswith("tool:") and f.value.lower() == values[0].lower())]
        out.append(
            TypedFact(
                f"project:{slot_key(proj)}:{kind}",
                values[0],
                "set",
                old=was[0] if len(was) == 1 else None,
                qualifiers=quals,
                evidence=text,
                rule="stack:topic",
            )
        )
    return out


# ---- "also switched its db from MySQL to SQLite": the project of the sentence just before

_ITS = re.compile(r"\b(?:its|it)\b(?!')", _F)


def project_referent(sentence: str, before: str, earlier: Sequence[TypedFact]) -> str | None:
    """A stack change that says "its" or "it" of the one project the sentence just before named,
    with that name spelled out ("un-paused Kite this week!! also switched its db from MySQL to
    SQLite" -> "... switched Kite's db ...")."""
    if not _ITS.search(sentence) or not _TECH.search(sentence) or project_named(sentence):
        return None
    named = {f.q("project") for f in earlier if f.q("project") and f.evidence and f.evidence in before}
    if len(named) != 1:
        return None
    proj = named.pop() or ""
    return _ITS.sub(lambda m: f"{proj}'s" if m.group(0).lower() == "its" else proj, sentence, count=1)
