"""A setup listed under a label: "my setup: Neovim, tmux, zsh, all on Arch".

People describe their tools all at once, as a list after a word for the whole kit (setup, stack,
toolkit, workflow, daily drivers). No verb says what each is for, but the lexicon does: every known
tool of one purpose in the list is the user's tool of that purpose. Two tools of one purpose in the
list ("my stack: Python, Go") say neither is *the* one, so that purpose is left alone.
"""

from __future__ import annotations

import re

from engram.extraction.slots import TypedFact, slot_key
from engram.extraction.tool_lexicon import KNOWN_TOOL, ambiguous, in_compound, purposes_of, tool_even_lower

_F = re.IGNORECASE
_KIT = (
    r"(?:setup|set-up|stack|toolkit|tool\s+kit|tools|toolchain|tool\s+chain|workflow|rig|kit|daily\s+drivers?|"
    r"dev\s+env(?:ironment)?|environment|loadout)"
)
# "my setup: ...", "my current stack is ...", "daily drivers - ..."; the user's own kit only
_LABELLED = re.compile(
    rf"^(?:(?:my|our)\s+(?:\w+\s+)?|(?:current\s+|usual\s+)?){_KIT}\s*(?::|=|-|—|\bis\b|\bare\b)\s*(?:basically\s+|now\s+|just\s+)?"
    r"(?P<list>.+)$",
    _F,
)
# what follows a list item: another item, "all on X", the end
_ITEM_START = re.compile(r"(?:^|,|\+|/|&|\band)\s*$", _F)
_SEPARATED = re.compile(r"^\s*(?:,|\+|/|&|\band\b|\bwith\b|\bon\b|\ball\s+on\b|$)", _F)


def listed_tools(clause: str) -> list[TypedFact]:
    """``tool:<purpose>`` for every purpose exactly one listed tool fills."""
    labelled = _LABELLED.match(clause.strip())
    if labelled is None:
        return []
    items = labelled.group("list")
    by_purpose: dict[str, set[str]] = {}
    for found in KNOWN_TOOL.finditer(items):
        name = " ".join(found.group("v").split())
        if in_compound(items, found) or not _SEPARATED.match(items[found.end() :]):
            continue  # "Neovim config files": a thing about the tool, not the tool
        plain = not ambiguous(name) or name[:1].isupper() or tool_even_lower(name)
        if not plain and not _ITEM_START.search(items[: found.start()]):
            continue  # an everyday word is a tool here only as an item of its own ("zsh, fish, kitty")
        purposes = purposes_of(name)
        if len(purposes) == 1:
            by_purpose.setdefault(next(iter(purposes)), set()).add(name)
    out = []
    for purpose, names in sorted(by_purpose.items()):
        if len({slot_key(n) for n in names}) == 1:
            value = sorted(names)[0]
            out.append(TypedFact(f"tool:{purpose}", value, "set", evidence=clause, rule="value:list"))
    return out
