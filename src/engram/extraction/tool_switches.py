"""Switches between two known tools of one purpose, whatever change cue joins them.

"from Emacs to Zed", "not Emacs but Zed", "Zed over Emacs", "Emacs out, Zed in", "dropped Emacs in
favour of Zed", "Emacs -> Zed": the generic switch frames of :mod:`engram.extraction.fact_switches`
take any words for old and new, so they are kept to shapes that cannot be read another way ("from
London to Paris" is a trip). Here both sides must be names the tool lexicon lists under a shared
purpose, which makes the bare shapes safe: the new value sets ``tool:<purpose>`` and names the old
one it replaces, so the old value leaves the context block even when it sat in a stored item the
reconciler would not otherwise find. The caller has refused questions, hypotheticals, quotes and
clauses about somebody else.
"""

from __future__ import annotations

import re

from engram.extraction.negated_changes import denied_before
from engram.extraction.slots import TypedFact, slot_key
from engram.extraction.tool_lexicon import KNOWN_TOOL, ambiguous, purposes_of

_F = re.IGNORECASE
# "AA" is the old value, "BB" the new one; each is compiled for the pair found in the clause.
_SHAPES = (
    r"(?:^|\b(?:i|we)(?:'ve|\s+have)?\s+)(?:(?:finally|just|recently|now|officially|also)\s+)*(?:(?:switched|switching|moved|moving|migrated|migrating|went|going|gone|jumped|changed|changing|converted|ported|porting)\s+(?:\w+\s+){0,2}?)?from\s+AA\s+(?:to|over\s+to|onto|into)\s+BB\b",
    r"\bnot\s+AA\s*,?\s+but\s+BB\b",
    r"\bprefer\s+BB\s+over\s+AA\s+(?:now|these\s+days|nowadays)\b",
    r"\b(?:chose|choose|picked|pick|went\s+with|going\s+with|taking|took)\s+BB\s+over\s+AA\b",
    r"\bAA\s+(?:is\s+)?out\s*[,;]?\s*(?:and\s+)?BB\s+(?:is\s+)?in\b",
    r"\bAA\s*(?:->|→|=>|-->|>)\s*BB\b",
    r"\bBB\s*(?:<-|←)\s*AA\b",
    r"\bBB\s+(?:instead\s+of|rather\s+than|in\s+place\s+of)\s+AA\b",
    r"\b(?:dropped|ditched|dumped|left|abandoned|quit|gave\s+up(?:\s+on)?|retired|binned)\s+AA\s+(?:in\s+favou?r\s+of|for)\s+BB\b",
    r"\b(?:replaced|replacing|swapped|swapping|traded|exchanged)\s+AA\s+(?:out\s+)?(?:with|for)\s+BB\b",
    r"\bBB\s+(?:replaces|replaced|has\s+replaced|is\s+replacing|took\s+over\s+from|beat|beats)\s+AA\b",
    # its place taken, either way round: "Helix took Vim's place", "vim got replaced by helix"
    r"\bBB\s+(?:(?:has\s+)?(?:took|taken|takes|is\s+taking)\s+(?:over\s+)?AA's\s+(?:place|spot|role|job|crown)|"
    r"(?:has\s+)?(?:displaced|superseded|supplanted|dethroned|usurped|ousted|edged\s+out|kicked\s+out)\s+AA)\b",
    r"\bAA\s+(?:got|was|has\s+been|had\s+been|is\s+being|'s\s+been|been|gets)\s+(?:\w+\s+)?(?:replaced|swapped\s+out|"
    r"superseded|supplanted|displaced|dethroned|usurped|ousted|kicked\s+out|booted(?:\s+out)?|edged\s+out)\s+"
    r"(?:(?:for|with|by|in\s+favou?r\s+of)\s+)BB\b",
    r"\b(?:no\s+longer|not)\s+(?:on\s+|using\s+|with\s+|in\s+)?AA(?:\s+any\s?more)?\s*[,;]\s*(?:(?:it's|its|i'm\s+on|i\s+use|using|now)\s+)*BB\b",
    r"\bAA(?:\s+is|'s)\s+(?:dead\s+to\s+me|history|done|over|gone)\s*[,;.]?\s*(?:(?:it's|its|now|i'm\s+on|using)\s+)*BB\b",
    # an ending verb, then the new value: "stopped using Sublime, it's all Zed now", "done with Emacs, hello Helix"
    r"\b(?:done\s+with|bye|goodbye|so\s+long|stopped\s+using|stopped|quit|ditched|dropped|dumped|uninstalled|deleted|gave\s+up(?:\s+on)?|no\s+more)\s+AA\s*[,;.]?\s*(?:(?:hello|it's|its|it\s+is|all|now|i'm\s+on|i\s+use|using)\s+)+BB\b",
    r"\b(?:moved|moving|switched|switching|migrated|migrating|went|gone|jumped|ported|converted)\s+(?:\w+\s+){0,2}?(?:off|away\s+from)\s+AA\s+(?:and\s+)?(?:onto|to|into)\s+BB\b",
)


# A request about code ("convert this from Python to Rust", "can you port it Python -> Go"): the
# assistant's task, not the user's tools.
_REQUEST = re.compile(
    r"^(?:(?:can|could|would)\s+you\s+|please\s+|pls\s+)?(?:convert|translate|rewrite|port|turn|change|"
    r"transpile|migrate|compare|explain|show)\b",
    _F,
)


# A history of the trade, not the user's: "Vim took Emacs's place in the 90s for a lot of people".
TRADE_HISTORY = re.compile(
    r"\bfor\s+(?:a\s+lot\s+of|lots\s+of|many|most|plenty\s+of|so\s+many|some)\s+(?:people|devs|developers|folks|"
    r"users|programmers|teams|companies)\b|\bfor\s+(?:everyone|everybody|most\s+of\s+us)\b|"
    r"\bin\s+the\s+(?:'|19|20)?\d0s\b|\bhistorically\b|\bback\s+in\s+the\s+day\b",
    _F,
)


def _name(value: str) -> str:
    return "(?:" + re.escape(value).replace(r"\ ", r"\s+") + ")"


def tool_switches(clause: str) -> list[TypedFact]:
    """``tool:<purpose>`` sets naming the old value, for two known tools of a shared purpose joined
    by a change cue; nothing when the clause names no such pair."""
    if _REQUEST.search(clause) or TRADE_HISTORY.search(clause):
        return []
    names = [" ".join(m.group("v").split()) for m in KNOWN_TOOL.finditer(clause)]
    out: list[TypedFact] = []
    for old in names:
        for new in names:
            shared = purposes_of(old) & purposes_of(new)
            if slot_key(old) == slot_key(new) or not shared or (ambiguous(old) and ambiguous(new)):
                continue  # two everyday words ("from keep to things") are no switch
            for shape in _SHAPES:
                form = shape.replace("AA", _name(old)).replace("BB", _name(new))
                said = re.search(form, clause, _F)
                if said is not None and not denied_before(clause[: said.start()]):
                    purpose = sorted(shared)[0]
                    out.append(TypedFact(f"tool:{purpose}", new, "set", old=old, evidence=clause, rule="value:switch"))
                    break
    return out[:1]


def switched_tool(part: str) -> str | None:
    """The ``tool:<purpose>`` slot of a switch frame's reading when the part names two known tools
    of a shared purpose ("Kate instead of gedit" is an editor switch); None otherwise."""
    found = tool_switches(part)
    return found[0].slot if found else None
