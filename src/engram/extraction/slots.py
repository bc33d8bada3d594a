"""Typed facts: what a memory about the user is about (its slot), its value and its qualifiers.

A slot names one attribute of the user's life: ``residence``, ``employer``, ``role``, ``manager``,
``partner``, ``diet``, ``child:<name>``, ``pet:<name>``, ``allergy:<what>``, ``tool:<purpose>``
(``tool:editor``, ``tool:language``, ``tool:notes``), ``project:<name>`` with ``project:<name>:status``,
``project:<name>:<kind>`` (a decision of a kind the tech lexicon knows: ``database``, ``frontend``,
``backend``, ``hosting``, ``language``) and ``project:<name>:stack`` (any other technology),
``hobby:<what>`` and ``trip`` (a temporary stay away from home).
Single-valued slots hold one current value: a new value supersedes the old one. A slot with a
name in it (``pet:noodle``, ``project:x:database``) is single-valued for that name;
``project:<name>:stack`` and ``trip`` are multi-valued (a switch that names the old value replaces it).

Every context line is rendered from the slot (:func:`render`), so one fact is always one line in
one wording, whatever words the user used. The rules are written down in docs/typed-facts.md.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from engram.extraction.tech_lexicon import TECH_KINDS

FACT_OPS: tuple[str, ...] = ("set", "end", "temp")

_CHILD_REL = {
    "boy": "son",
    "girl": "daughter",
    "little boy": "son",
    "little girl": "daughter",
    "lad": "son",
    "lass": "daughter",
    "kiddo": "kid",
    "teen": "kid",
    "teenager": "kid",
}
_PARTNER_REL = {
    "hubby": "husband",
    "wifey": "wife",
    "missus": "wife",
    "bf": "boyfriend",
    "gf": "girlfriend",
    "other half": "partner",
    "significant other": "partner",
}
SINGLE_VALUED = frozenset({"residence", "employer", "role", "manager", "partner", "diet", "nickname"})
MULTI_VALUED = frozenset({"trip", "stack"})

_CATEGORY = {
    "residence": "profile",
    "trip": "fact",
    "employer": "profile",
    "role": "profile",
    "manager": "profile",
    "partner": "profile",
    "child": "profile",
    "pet": "profile",
    "diet": "profile",
    "allergy": "profile",
    "nickname": "profile",
    "tool": "preference",
    "hobby": "preference",
    "project": "project",
    "style": "style",
}


@dataclass(frozen=True, slots=True)
class TypedFact:
    """One statement about the user: ``op`` is ``set`` (this is the value now), ``end`` (the value,
    or the whole slot when ``value`` is empty, no longer holds) or ``temp`` (a temporary state that
    never replaces the lasting one). ``old`` is the value a switch replaces ("from X to Y").
    ``qualifiers`` are (name, value) pairs: ``rel`` (daughter, wife), ``age``, ``species``,
    ``until`` (ISO date), ``since``, ``desc`` (what a project is), ``scope`` ("for scripting")."""

    slot: str
    value: str
    op: str = "set"
    old: str | None = None
    qualifiers: tuple[tuple[str, str], ...] = ()
    evidence: str = ""
    rule: str = ""

    def q(self, name: str) -> str | None:
        return next((v for k, v in self.qualifiers if k == name), None)


Fallback = Callable[[str], list[TypedFact]]
"""Typed facts for a sentence the grammar read none from (a second reading, such as
:class:`engram.extraction.nearest.NearestFacts`)."""


def slot_kind(slot: str) -> str:
    """``pet:noodle`` -> ``pet``; ``project:x:status`` -> ``status``; ``project:x`` -> ``project``."""
    parts = slot.split(":")
    if parts[0] == "project" and len(parts) > 2:
        return parts[2]
    return parts[0]


def category_of(slot: str) -> str:
    return _CATEGORY.get(slot.split(":")[0], "fact")


def is_single_valued(slot: str) -> bool:
    kind = slot_kind(slot)
    if kind in MULTI_VALUED:
        return False
    return kind in SINGLE_VALUED or ":" in slot


def slot_key(text: str) -> str:
    """The name part of a slot: lower case, single spaces ("Mosswood Labs" -> "mosswood labs")."""
    return " ".join(re.sub(r"[^\w+#.&' -]", " ", text.casefold()).split())[:48]


def same_value(a: str, b: str) -> bool:
    return slot_key(a) == slot_key(b) and bool(slot_key(a))


_TOOL_LABEL = {
    "editor": "Editor",
    "language": "Main programming language",
    "notes": "Notes app",
    "todo": "To-do app",
    "browser": "Browser",
    "terminal": "Terminal",
    "shell": "Shell",
    "os": "Operating system",
    "spreadsheet": "Spreadsheet app",
    "design": "Design tool",
    "3d": "3D software",
    "music": "Music software",
    "video": "Video editor",
    "diagram": "Diagram tool",
    "finance": "Budgeting app",
    "accounting": "Accounting software",
    "flashcards": "Flashcard app",
    "gis": "GIS software",
    "analytics": "BI tool",
    "automation": "Automation tool",
}


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def child_rel(rel: str) -> str:
    """The relation word a child line uses: "boy" -> "son", "kiddo" -> "kid"."""
    return _CHILD_REL.get(rel, rel)


def render(fact: TypedFact) -> str:
    """The one wording of a fact's context line."""
    kind = slot_kind(fact.slot)
    head = fact.slot.split(":")[0]
    v = fact.value
    if head == "residence":
        return f"Lives in {v}"
    if head == "trip":
        until = fact.q("until")
        return f"Trip to {v}" + (f" until {until}" if until else "")
    if head == "employer":
        return f"Works at {v}"
    if head == "role":
        return f"Job title: {v}"
    if head == "manager":
        return f"Reports to {v} (manager)"
    if head == "partner":
        rel = fact.q("rel") or "partner"
        rel = _PARTNER_REL.get(rel, rel)  # "my hubby Raj": a husband
        return f"{_cap(rel)} is {v}"
    if head == "child":
        rel = child_rel(fact.q("rel") or "child")  # "we had a baby girl, Nell": a daughter
        age = fact.q("age")
        return f"{_cap(rel)} {v}" + (f" is {age}" if age else "")
    if head == "pet":
        species = fact.q("species") or "pet"
        article = "an" if species[:1].lower() in "aeiou" else "a"  # "an italian greyhound", "an axolotl"
        return f"Has {article} {species} named {v}"
    if head == "diet":
        return f"Diet: {v}"
    if head == "allergy":
        return f"Allergic to {v}"
    if head == "style":
        aspect = fact.slot.split(":", 1)[1] if ":" in fact.slot else ""
        if aspect == "length":
            return f"Prefers {v} {fact.q('scope') or 'replies'}"
        if aspect == "units":
            return f"Use {v} units"
        if aspect == "spelling":
            return f"Use {_cap(v)} English"
        if aspect == "emoji":
            return "No emojis"
        return v
    if head == "nickname":
        return f"Preferred name is {v}"
    if head == "hobby":
        return f"Hobby: {v}"
    if head == "tool":
        purpose = fact.slot.split(":", 1)[1] if ":" in fact.slot else "tools"
        label = _TOOL_LABEL.get(purpose)
        scope = fact.q("scope")
        if label:
            return f"{label}: {v}" + (f" ({scope})" if scope else "")
        return f"Uses {v} for {purpose}"
    if head == "project":
        name = fact.q("project") or fact.slot.split(":")[1]
        if kind == "status":
            return f"Project {name} is {v}"
        if kind == "stack" or kind in TECH_KINDS:
            return f"Project {name} uses {v}"
        desc = fact.q("desc")
        return f"Project {name}" + (f": {desc}" if desc else "")
    return v


def typed_content(fact: TypedFact) -> str:
    """A candidate's text for a typed fact: its line, or what a retraction or bare switch names."""
    if fact.op == "end":
        return f"No longer: {fact.old or fact.value or fact.slot}"
    if fact.slot == "?" and fact.q("needs") == "child":  # "my son turned 8": "Son is 8"
        return render(TypedFact("child", "", qualifiers=fact.qualifiers)).replace("  ", " ")
    if fact.slot == "?":
        return f"{fact.value} (instead of {fact.old})" if fact.old else fact.value
    return render(fact)
