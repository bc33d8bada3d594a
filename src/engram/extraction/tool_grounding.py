"""Grounding of frame readings against the tool lexicon: a known tool fills only its own purposes.

Frames are written for sentence shapes, not for values, so "I mostly code in Vim" reads as a
language and "I code in Ruby" as an editor, and "I've moved to Go for everything" as a home. Each
such reading leaves a wrong value in a single-valued slot that nothing later supersedes (the next
editor lands in ``tool:editor``, never in ``tool:language``), which is stale memory. A value the
lexicon knows is checked against the purposes it is listed under; an unknown value is kept, since
the lexicon cannot speak for it. Purpose words the user chooses ("tasks", "to-dos", "browsing")
are folded into the lexicon's purpose names so one purpose is one slot. The same shapes read tools
as people and pastimes: "I'm married to IntelliJ" is no partner, "I broke up with Notion" ends the
tool and never the partner, and "been writing a lot of Rust" is work in a language, not a hobby.
"""

from __future__ import annotations

import re
from dataclasses import replace

from engram.extraction.hobby_lexicon import KNOWN_HOBBY
from engram.extraction.slots import TypedFact, slot_key
from engram.extraction.tool_lexicon import KNOWN_TOOL, LEARNING, TOOL_PURPOSES, ambiguous, plainly_a_tool, purposes_of

# The user's words for a purpose -> the lexicon's purpose (one slot per purpose).
_PURPOSE_WORDS: dict[str, str] = {
    "task": "todo",
    "tasks": "todo",
    "todos": "todo",
    "to-do": "todo",
    "to-dos": "todo",
    "to_do": "todo",
    "to_dos": "todo",
    "task_management": "todo",
    "lists": "todo",
    "browsing": "browser",
    "web": "browser",
    "web_browsing": "browser",
    "operating_system": "os",
    "distro": "os",
    "terminal_emulator": "terminal",
    "note-taking": "notes",
    "note": "notes",
}
# Purposes that are no purpose: "I use Python for most things" says Python is the main language.
_ANY_PURPOSE = frozenset(
    {
        "most things",
        "everything",
        "most stuff",
        "all my work",
        "most of my work",
        "work",
        "all",
        "job",
        "day job",
        "living",
    }
)
# Purpose nouns that end a value read as a place: "moved to fish shell" is a shell, not a town.
# Activities that are done *in* a tool or language when one is named with them: work, not a hobby.
_WORK_IN_TOOLS = frozenset(
    "writing reading drawing coding programming scripting editing typing building designing hacking developing "
    "sketching blogging".split()
)
_WHY_OR_WHEN = re.compile(
    r"(?:^|\s)(?:reasons?|sake|now|years?|months?|weeks?|days?|ages|a\s+while|the\s+time\s+being|a\s+bit|"
    r"a\s+change|ever|life|convenience|simplicity|speed|privacy|security)$",
    re.I,
)
_PURPOSE_NOUNS = ("shell", "terminal", "browser", "editor", "ide", "distro", "os")


def purpose_slot(purpose: str) -> str:
    """ "tasks" -> "todo", "browsing" -> "browser"; any other purpose is kept as it is."""
    return _PURPOSE_WORDS.get(purpose, purpose)


def _known_tool(value: str) -> str | None:
    """The one purpose of a value the tool lexicon knows unambiguously ("Rust" -> "language")."""
    found = KNOWN_TOOL.fullmatch(value.strip())
    if found is None or KNOWN_HOBBY.fullmatch(value.strip()) or not _plain(found.group("v")):
        return None
    listed = purposes_of(found.group("v"))
    return next(iter(listed)) if len(listed) == 1 else None


def _names_a_tool(value: str) -> bool:
    """A place or a hobby that begins with a known tool ("Cursor all day") is a tool reading."""
    found = KNOWN_TOOL.match(value.strip())
    if found is None or not found.group("v")[:1].isupper():
        return False
    return _USAGE.fullmatch(value.strip()[found.end() :]) is not None  # "Acme" alone may be a company


# What follows a tool used, never a place: "in Cursor all day", "on Vim these days".
_USAGE = re.compile(
    r"(?:\s+(?:all\s+day|every\s+day|all\s+the\s+time|now|these\s+days|nowadays|mostly|full\s+time|exclusively|"
    r"fully|completely|entirely|for\s+good|permanently))+",
    re.I,
)


def _plain(name: str) -> bool:
    """A name that is a tool as written: unambiguous, or an everyday word capitalised ("Rust")."""
    return not ambiguous(name) or name[:1].isupper()


def grounded(facts: list[TypedFact]) -> list[TypedFact]:
    """The facts whose known values fit their slots: a known tool under a purpose it is not listed
    under is dropped, and so is a home or an employer that a tool reading of the clause names."""
    tools = {slot_key(f.value) for f in facts if f.slot.startswith("tool:") and f.op == "set"}
    out: list[TypedFact] = []
    for fact in facts:
        if fact.slot.startswith("tool:") and fact.op == "set":
            purpose = purpose_slot(fact.slot[5:])
            if _WHY_OR_WHEN.search(purpose.replace("_", " ")):
                # "using Standard Notes for privacy reasons", "for now", "for years": a reason or a
                # time, no purpose: the tool is what it is
                own = _known_tool(fact.value)
                if own is None:
                    continue
                purpose = own
            if purpose.replace("_", " ") in _ANY_PURPOSE and (own := _known_tool(fact.value)):
                purpose = own  # "I use Python for most things"
            if purpose != fact.slot[5:]:
                fact = replace(fact, slot=f"tool:{purpose}")
            listed = purposes_of(fact.value)
            if listed and purpose in TOOL_PURPOSES and purpose not in listed:
                continue  # "I code in Vim": Vim is an editor, never a language
            if LEARNING.search(purpose.replace("_", " ")):
                continue  # "I'm using Rust for the exam prep": a thing learnt for a while, not a tool of the user's
        elif fact.slot in ("partner", "manager") and fact.op == "set" and plainly_a_tool(fact.value):
            continue  # "I'm married to IntelliJ at this point": devotion to a tool, nobody's partner
        elif fact.slot == "partner" and fact.op == "end" and fact.old and plainly_a_tool(fact.old):
            fact = replace(fact, slot="?")  # "I broke up with Notion": the tool ends, never the partner
        elif fact.slot in ("residence", "employer", "trip") and fact.op == "set":
            words = fact.value.lower().split()
            if slot_key(fact.value) in tools or (words and words[-1] in _PURPOSE_NOUNS) or _names_a_tool(fact.value):
                continue  # "moved to Go for everything", "moved to fish shell", "I'm in Cursor all day"
        elif fact.slot.startswith("hobby:") and fact.op == "set" and tools and fact.value.lower() in _WORK_IN_TOOLS:
            continue  # "been writing a lot of Rust at work": writing in a language is work, not a hobby
        elif fact.slot.startswith("hobby:") and fact.op == "set" and (own := _known_tool(fact.value)):
            if f"tool:{own}" in {f.slot for f in facts}:
                continue
            fact = replace(fact, slot=f"tool:{own}", rule="value:tool")  # "Rust is my jam": a language
        out.append(fact)
    return out
