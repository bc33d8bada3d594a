"""Two tools of one purpose in one statement: which one the user left and which one they are on.

A switch between tools is said in endless shapes ("made the jump from Notion to Logseq", "so long
PyCharm, I'm a VS Code guy now", "I stopped using Evernote and started using Apple Notes", "I'm off
Vim and onto Helix"). Frames catch some; the rest still name two known tools of the same purpose,
one of them on the *leaving* side of the sentence. That side is marked by a small closed class of
words (from, off, left, ditched, so long, instead of, used to be, not going back to, was too …), and
by a retraction the frames already read. When exactly one of the two is on the leaving side and the
other is not negated, the other is the new value of ``tool:<purpose>`` and the first its old one.
A switch a frame already read is left as it is (a "?" finds its slot from the stored item, or
from the lexicon, at reconcile). A tool the sentence goes on to say the user is leaving, with no new
one named yet ("..., it's great but I'm switching"), is no set at all.
"""

from __future__ import annotations

import re
from dataclasses import replace

from engram.extraction.fact_lexicon import THIRD_SUBJECT
from engram.extraction.negated_changes import denied_before
from engram.extraction.slots import TypedFact, slot_key
from engram.extraction.tool_lexicon import (
    KNOWN_TOOL,
    TASK_DETERMINER,
    ambiguous,
    in_compound,
    purposes_of,
    tool_subject,
)
from engram.extraction.tool_switches import TRADE_HISTORY
from engram.extraction.value_first import names_someone_else

_F = re.IGNORECASE
# Words just before a tool that put it on the leaving side of a switch.
_LEAVING_BEFORE = re.compile(
    r"\b(?:from|off|of|left|leaving|ditched|ditching|dropped|dropping|dumped|quit|quitting|uninstalled|deleted|"
    r"retired|abandoned|so\s+long|bye|goodbye|farewell|instead\s+of|rather\s+than|in\s+place\s+of|"
    r"used\s+to\s+(?:be\s+(?:an?\s+)?|use\s+|love\s+)?|not\s+going\s+back\s+to|never\s+going\s+back\s+to|"
    r"no\s+more|no\s+longer\s+(?:use|using|on)|stopped\s+using|gave\s+up(?:\s+on)?|done\s+with|"
    r"weaning\s+(?:myself\s+|me\s+)?off|moved\s+on\s+from|replaced|swapped(?:\s+out)?|traded(?:\s+in)?|"
    # its place taken by the other: "Helix displaced Vim", "Zed took over from Sublime"
    r"displaced|superseded|supplanted|dethroned|usurped|ousted|edged\s+out|kicked\s+out|booted(?:\s+out)?|"
    r"(?:took|taken|takes|taking)\s+over\s+from|"
    r"not|(?:is|as)\s+(?:my\s+)?the\s+new)\s*(?:my\s+|the\s+|of\s+)?$",
    _F,
)
# Words just after a tool that put it on the leaving side: "Notion was too slow", "Emacs is out".
_LEAVING_AFTER = re.compile(
    r"^\s*(?:(?:was|is|got|became)\s+(?:too|so|way\s+too|just\s+too|out|dead|history|gone)|(?:is|was)\s+out\b|"
    r"got\s+(?:too\s+)?(?:slow|bloated|expensive|annoying)|(?:account|license|subscription)\b|"
    # a bad verdict: "apple notes was a mess", "PyCharm is such a pain", "Bear got pricey"
    r"(?:was|is|got|became|had\s+become|felt|feels)\s+(?:(?:such|a\s+bit|kinda|pretty|really|just|so|getting)\s+)*"
    r"(?:a\s+|an\s+)?(?:mess|pain|nightmare|disaster|terrible|awful|trash|garbage|unusable|clunky|buggy|broken|meh|"
    r"sluggish|laggy|pricey|useless|dealbreaker|dead\s+end)\b|"
    r"(?:->|→|=>|-->|\s+to\s+)|"
    # its place taken, said in the passive: "vim got replaced by helix", "Atom was superseded by Pulsar"
    r"(?:got|was|has\s+been|had\s+been|is\s+being|'s\s+been|been|is|gets)\s+(?:\w+\s+)?(?:replaced|swapped\s+out|"
    r"superseded|supplanted|displaced|dethroned|usurped|ousted|kicked\s+out|booted|edged\s+out)\b|"
    # its place taken: "Obsidian took Notion's place"
    r"'s\s+(?:place|spot|role|job)\b)",
    _F,
)
# A switch somebody asks for, reads about, weighs or plans is not the user's: "convert this from
# Python to Rust", "the article compares Zed over Emacs", "should I go from Notion to Obsidian".
# a part of a named thing's stack: "Foxglove backend", "Kestrel's api"
_PART_OF_NAMED = re.compile(
    r"(?<![\w'.-])(?P<n>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w-]*[a-z][\w-]*)(?:'s)?\s+(?:backend|back\s+end|back-end|frontend|front\s+end|"
    r"front-end|api|server|codebase|stack|db|database|cli|core|engine)\b",
    re.IGNORECASE,
)
_NOT_THE_USERS = re.compile(
    r"^(?:please\s+)?(?:convert|translate|port|rewrite|refactor|compare|migrate|move|show|explain|help|write|"
    r"tell|can|could|would|should|will|do|does|is|are)\b|"
    rf"\b(?:{TASK_DETERMINER})\b|"
    r"\b(?:that\s+(?:code|script|file|snippet)|article|blog|post|video|review|benchmark|compares?|"
    r"comparison|versus|vs(?!\s+code)|should|would|could|might|maybe|perhaps|thinking|considering|consider|if|whether|"
    r"want|wanna|plan|planning|tempted|someday|help\s+me|how\s+(?:do|can|would|should)\s+(?:i|we)|question|q)\b",
    _F,
)
_NEGATED_BEFORE = re.compile(r"\b(?:not|never|don't|no)\s+(?:\w+\s+){0,2}$", _F)


def settled_pairs(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` with a switch between two known tools of one purpose read whole."""
    named = _tools(text)
    if len(named) != 2:
        return facts
    (_, a), (_, b) = named
    purpose = _common_purpose(a.group("v"), b.group("v"))
    if purpose is None:
        return facts
    slot = f"tool:{purpose}"
    values = {slot_key(_name(a)), slot_key(_name(b))}
    out = facts
    if (
        _NOT_THE_USERS.search(text)
        or TRADE_HISTORY.search(text)  # "Vim took Emacs's place in the 90s for a lot of people"
        or names_someone_else(text)
        or (THIRD_SUBJECT.match(text) and not tool_subject(text))  # "Obsidian took Notion's place" is nobody
    ):
        return out
    if any(not KNOWN_TOOL.fullmatch(m.group("n")) for m in _PART_OF_NAMED.finditer(text)):
        return out  # "Foxglove backend is Rust now (used to be Go)": a project's language, not the user's
    read = [f for f in out if f.op == "set" and (f.slot == slot or _names_either(f, values))]
    if read:  # a frame read the switch (a "?" finds its slot at reconcile); say what it replaces
        return [_replacing(f, a, b, out, text) if f in read and not f.old else f for f in out]
    old = _leaving(a, b, out, text)
    if old is None:
        return out
    new = b if old is a else a
    if _NEGATED_BEFORE.search(text[: new.start()]) and not _LEAVING_BEFORE.search(text[: new.start()]):
        return out
    if denied_before(text[: min(a.start(), b.start())]):
        return out  # "not moving from Vim to Helix": nothing left
    out = [f for f in out if not (f.op == "set" and _names_either(f, values))]
    out.append(TypedFact(slot, _name(new), "set", old=_name(old), evidence=text, rule="switch:pair"))
    return out


def _replacing(fact: TypedFact, a: re.Match[str], b: re.Match[str], facts: list[TypedFact], text: str) -> TypedFact:
    """A set of one tool read by a frame, with the other tool on the leaving side as its old value
    ("I finally ditched Evernote - everything's in Obsidian now")."""
    old = _leaving(a, b, facts, text)
    if old is None or slot_key(_name(old)) == slot_key(fact.value):
        return fact
    return replace(fact, old=_name(old))


def _leaving(a: re.Match[str], b: re.Match[str], facts: list[TypedFact], text: str) -> re.Match[str] | None:
    ended = {slot_key(f.old or "") for f in facts if f.op == "end"}
    leaving = [m for m in (a, b) if slot_key(_name(m)) in ended or _on_leaving_side(text, m)]
    return leaving[0] if len(leaving) == 1 else None


def _tools(text: str) -> list[tuple[str, re.Match[str]]]:
    """The distinct known tools named, in order; an ambiguous name only capitalised (its partner of
    the same purpose says what it is)."""
    seen: dict[str, re.Match[str]] = {}
    for found in KNOWN_TOOL.finditer(text):
        word = found.group("v")
        if ambiguous(word) and not word[:1].isupper():
            continue
        if in_compound(text, found):
            continue
        seen.setdefault(slot_key(word), found)
    return list(seen.items())


def _common_purpose(a: str, b: str) -> str | None:
    common = purposes_of(a) & purposes_of(b)
    return next(iter(common)) if len(common) == 1 else None


def _name(found: re.Match[str]) -> str:
    return " ".join(found.group("v").split())


def _on_leaving_side(text: str, found: re.Match[str]) -> bool:
    return bool(_LEAVING_BEFORE.search(text[: found.start()]) or _LEAVING_AFTER.match(text[found.end() :]))


def _names_either(fact: TypedFact, values: set[str]) -> bool:
    """A set of either tool, or a frame's "?" that read one of them with words around it ("Writing Go")."""
    if slot_key(fact.value) in values:
        return True
    return fact.slot == "?" and any(f" {v} " in f" {slot_key(fact.value)} " for v in values)


# Leaving a tool later in the sentence: "it's great but I'm switching", "I use Vim, but I'm switching to
# Helix"; the verb ends its clause or names where to ("but I'm moving house" leaves nothing).
_LEAVING_IT = re.compile(
    r"\b(?:but|though|except|only)\s+(?:now\s+)?(?:i'm|im|i\s+am|we're|we\s+are)\s+(?:\w+\s+)?"
    r"(?:switching|moving|migrating|changing|dropping|quitting|ditching|leaving\s+it|done\s+with\s+it)"
    r"(?:\s+(?:over\s+)?(?:to|onto|into)\b|(?:\s+(?:it|away|soon|eventually|shortly|next\s+\w+|this\s+\w+|editors|languages|apps|browsers|shells|terminals|tools|distros)\b)*"
    r"\s*(?=$|[,.;!?]))",
    _F,
)


def about_to_leave(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` without the tool set that the user says, later in the sentence, they are leaving; a
    tool of the same purpose named after the leaving replaces it."""
    leaving = _LEAVING_IT.search(text)
    if leaving is None:
        return facts
    before = text[: leaving.start()]
    left = {f.slot: f.value for f in facts if f.slot.startswith("tool:") and f.op == "set" and f.evidence in before}
    out = [f for f in facts if not (f.slot in left and f.op == "set" and f.evidence in before)]
    return [replace(f, old=left[f.slot]) if f.slot in left and f.op == "set" and not f.old else f for f in out]
