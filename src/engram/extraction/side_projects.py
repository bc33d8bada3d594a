"""A project the user builds for its own sake, told by why rather than by what: "I'm building Damask
for fun", "working on Kilim as a side project", and the same claimed right after a request that named
it ("Can you help me plan Damask? I'm building it for fun, it's a dashboard for ...").

"I'm building X" alone may be anything built (a shed, a Lego set, a career); the cue that makes X a
project of the user's is the reason or the setting said with it -- for fun, as a side/hobby/weekend
project, in my spare time, on the side, on weekends. The name must be capitalised and no tool or
pastime the lexicons know (:func:`engram.extraction.project_intros.not_a_project_name`). The
description, when given after it ("it's a dashboard for ..."), is attached by the caller's usual
reading of descriptions.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from engram.extraction.project_intros import not_a_project_name
from engram.extraction.slots import TypedFact, slot_key

_F = re.IGNORECASE
_NAME = r"(?P<p>(?-i:[A-Z])[\w.-]*(?:\s+(?-i:[A-Z])[\w.-]*)?)"
_MAKING = (
    r"(?:i['’]m|i\s+am|im|we['’]re|we\s+are)\s+(?:\w+\s+)?(?:building|making|writing|coding|developing|hacking\s+on|"
    r"working\s+on|tinkering\s+with)\s+"
)
_WHY = (
    r"(?:just\s+)?(?:for\s+fun|for\s+myself|as\s+a\s+(?:little\s+)?(?:side|hobby|weekend|pet|personal|passion)\s+project|"
    r"in\s+my\s+(?:spare|free)\s+time|on\s+the\s+side|on\s+weekends|at\s+weekends|after\s+work|in\s+the\s+evenings)\b"
)
# what it is, said after: ", it's a dashboard for the soil sensors" -> "dashboard"
_DESC = re.compile(
    r"\s*(?:,|;|—|–|\s-)\s*(?:it['’]s|it\s+is|basically)?\s*(?:a|an)\s+(?P<np>[\w\s-]+?)"
    r"(?=\s+(?:for|that|which|to|with|of|where|so)\b|[,.;!?]|$)",
    _F,
)
_SIDE = re.compile(rf"\b{_MAKING}{_NAME}\s+{_WHY}", _F)
# "... plan Damask?" then "I'm building it for fun": the name the request gave
_ASKED_NAME = re.compile(
    rf"\b(?:plan|planning|build|building|design|designing|scope|structure|name|start|finish|ship|launch|with|on|for)\s+"
    rf"{_NAME}\s*[?!.]*\s*$",
    _F,
)
_IT = re.compile(rf"^\W*(?:(?:and|so|oh|well)\W+)*{_MAKING}it\b(?P<rest>.*)$", _F)


def side_project(text: str) -> list[TypedFact]:
    """The project the user builds for fun or on the side, as ``project:<name>``."""
    found = _SIDE.search(text)
    if found is None or not_a_project_name(found.group("p")):
        return []
    name = found.group("p")
    quals: tuple[tuple[str, str], ...] = (("project", name),)
    said = _DESC.match(text[found.end() :])
    if said is not None:
        quals += (("desc", " ".join(said.group("np").split()[:6])),)
    return [TypedFact(f"project:{slot_key(name)}", name, "set", qualifiers=quals, evidence=text, rule="project:set")]


def side_project_asked(sentence: str, before: str, earlier: Sequence[TypedFact] = ()) -> str | None:
    """ "I'm building <Name> for fun ..." when ``sentence`` says "I'm building it for fun" right after
    a request that named the project."""
    said = _IT.match(sentence)
    asked = _ASKED_NAME.search(before.strip())
    if said is None or asked is None or not re.match(rf"\s*{_WHY}", said.group("rest"), _F):
        return None
    making = sentence[: said.start("rest")].rsplit("it", 1)[0]
    return f"{making}{asked.group('p')}{said.group('rest')}"
