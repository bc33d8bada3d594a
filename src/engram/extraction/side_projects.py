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
from engram.extraction.project_names import THINGS as MADE
from engram.extraction.slots import TypedFact, slot_key

_F = re.IGNORECASE
_NAME = r"(?P<p>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.-]*)?)"
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
# The thing built, then its name after a colon or a dash: "Building a thing in my spare time: Bothy.",
# "working on a little app -- Kilim", "been making a side project: larrikin" (one word, in lower-case chat).
_THING_NAMED = re.compile(
    r"^(?:(?:i['’]m|i\s+am|im|we['’]re|been|currently|so|still|also|just)\s+)*(?:building|making|working\s+on|hacking\s+on|"
    r"tinkering\s+with|coding|writing|developing)\s+(?:a|an|my|this|one)\s+(?:(?:little|small|new|side|fun|tiny|hobby|"
    r"silly|wee|personal)\s+)*(?:thing|something|project|app|tool|site|website|bot|game|library|plugin|extension)"
    rf"(?:\s+{_WHY})?\s*(?::|—|–|--|-)\s*(?P<p>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.-]*)?|[a-z][\w-]+)\s*(?:[.!,;(—–]|\s-|$)",
    _F,
)
# "... plan Damask?" then "I'm building it for fun": the name the request gave
_ASKED_NAME = re.compile(
    rf"\b(?:plan|planning|build|building|design|designing|scope|structure|name|start|finish|ship|launch|with|on|for)\s+"
    rf"{_NAME}\s*[?!.]*\s*$",
    _F,
)
_NOT_NAMES = frozenset("it this that something nothing basically mostly just".split())
_IT = re.compile(rf"^\W*(?:(?:and|so|oh|well)\W+)*{_MAKING}it\b(?P<rest>.*)$", _F)


def side_project(text: str) -> list[TypedFact]:
    """The project the user builds for fun or on the side, as ``project:<name>``."""
    found = _SIDE.search(text) or _THING_NAMED.match(text)
    if found is None or not_a_project_name(found.group("p")) or found.group("p").lower() in _NOT_NAMES:
        return []
    name = found.group("p")
    quals: tuple[tuple[str, str], ...] = (("project", name),)
    said = _DESC.match(text[found.end() :])
    if said is not None:
        quals += (("desc", " ".join(said.group("np").split()[:6])),)
    return [TypedFact(f"project:{slot_key(name)}", name, "set", qualifiers=quals, evidence=text, rule="project:set")]


# "It's a recipe scaler for my mum's recipes I'm building": what was just named, said to be the user's build
_IT_IS_BUILT = re.compile(
    r"^\W*(?:it['’]s|it\s+is)\s+(?:a|an|my|this)\s+(?P<desc>[^,.;!?]{3,80}?)\s+(?:that\s+|which\s+)?"
    r"(?:i['’]m|i\s+am|im|we['’]re|we\s+are)\s+(?:\w+\s+)?(?:building|making|writing|coding|developing|hacking\s+on|"
    r"working\s+on|tinkering\s+with)\W*$",
    _F,
)


def side_project_asked(sentence: str, before: str, earlier: Sequence[TypedFact] = ()) -> str | None:
    """ "I'm building <Name> for fun ..." when ``sentence`` says "I'm building it for fun" (or "it's a
    recipe scaler I'm building") right after a request that named the project."""
    said = _IT.match(sentence)
    asked = _ASKED_NAME.search(before.strip())
    built = _IT_IS_BUILT.match(sentence)
    if built is not None and asked is not None and not not_a_project_name(asked.group("p")):
        return f"I'm building {asked.group('p')}, a {built.group('desc')}"
    if said is None or asked is None or not re.match(rf"\s*{_WHY}", said.group("rest"), _F):
        return None
    making = sentence[: said.start("rest")].rsplit("it", 1)[0]
    return f"{making}{asked.group('p')}{said.group('rest')}"


# The project claimed by an apposition inside a request: "a logo for Marlin, the little budgeting app I've been
# building?", "tests for Kestrel, my weather dashboard project, where do I start?" -- the request is read for
# nothing, the apposition says the name is the user's made thing.
_APPOSED_MINE = re.compile(
    rf"\b{_NAME},\s+(?:my|our)\s+(?P<np>(?:[\w-]+\s+){{0,4}}(?:{MADE}))\b(?!['’]s)",
    _F,
)
_APPOSED_BUILT = re.compile(
    rf"\b{_NAME}(?:,|\s+(?:—|–|--))\s+(?:the|a|an|this)\s+(?P<np>(?:[\w-]+\s+){{0,4}}(?:{MADE}))\s+(?:that\s+)?(?:i|we)"
    r"(?:['’]ve|\s+have|['’]m|\s+am|['’]re|\s+are)?\s+(?:been\s+)?(?:building|making|writing|developing|working\s+on|"
    r"coding|creating|built|made|wrote|hacking\s+on|hacked\s+together|tinkering\s+with|put\s+together)\b",
    _F,
)


_ASKS = re.compile(
    r"\?|^\W*(?:please\s+)?(?:can|could|would|will)\s+you\b|^\W*(?:help|tell|show|give|suggest)\b|"
    r"^\W*(?:i\s+)?(?:need|needing)\s+(?:some\s+)?(?:help|advice|ideas|tips)\b",
    _F,
)
_WISHED = re.compile(r"\b(?:wish|wished|would|could|if|someday|one\s+day|dream\s+of|hope|hoping|might|maybe)\b", _F)


def project_apposed(sentence: str, before: str = "", earlier: Sequence[TypedFact] = ()) -> str | None:
    """ "I'm building <Name>, a <thing>" when a request names the project with an apposition that claims it
    (a statement is read by the frames themselves; a wish is nobody's project)."""
    if not _ASKS.search(sentence) or _WISHED.search(
        re.sub(r"\b(?:can|could|would|will)\s+you\b", " ", sentence, flags=_F)
    ):
        return None
    said = _APPOSED_BUILT.search(sentence) or _APPOSED_MINE.search(sentence)
    if said is None or not_a_project_name(said.group("p")) or said.group("p").lower() in _NOT_NAMES:
        return None
    return f"I'm building {said.group('p')}, a {said.group('np')}"


# "how do ppl market an indie game with zero budget? mine's Lanternfall, a cozy roguelite": the kind of
# made thing asked about, then the user's own one named with "mine"
_MINE_NAMED = re.compile(
    r"^\W*(?:(?:and|well|oh|btw|so)\W+)*(?:mine|ours)(?:['’]s|\s+is)\s+(?:called\s+|named\s+)?"
    r"(?P<p>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.-]*)?)\b(?P<rest>.*)$",
    _F,
)
_KIND_ASKED = re.compile(rf"\b(?:an?|the|my)\s+(?:[\w-]+\s+){{0,2}}?(?P<k>{MADE})\b", _F)


def project_mine(sentence: str, before: str, earlier: Sequence[TypedFact] = ()) -> str | None:
    """ "my <thing> is called <Name>" when ``sentence`` names "mine" right after a question about that kind
    of made thing (a game, an app, a newsletter)."""
    named = _MINE_NAMED.match(sentence)
    kinds = {m.group("k").lower() for m in _KIND_ASKED.finditer(before)} if named is not None else set()
    if named is None or len(kinds) != 1 or not_a_project_name(named.group("p")):
        return None
    return f"my {kinds.pop()} is called {named.group('p')}{named.group('rest')}"


# "Can you help me name episodes for my podcast? It's called Off the Ledger": the user's own made thing asked
# about, then named with "it"
_IT_CALLED = re.compile(
    r"^\W*(?:(?:and|well|oh|btw|so)\W+)*(?:it['’]s|it\s+is|its|it['’]s\s+(?:now\s+)?)\s*(?:called|named)\s+"
    r"(?P<p>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.'-]*(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.'-]*)?)(?!\s+(?:the|of|and|on|in|a|an|for|to)\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž]))"
    r"(?P<rest>(?:\s+(?-i:[a-z]).*)?|[.,;!].*)$",
    _F,
)
_MY_KIND = re.compile(rf"\b(?:my|our)\s+(?:[\w-]+\s+){{0,2}}?(?P<k>{MADE})\b", _F)


def project_it_called(sentence: str, before: str, earlier: Sequence[TypedFact] = ()) -> str | None:
    """ "my <thing> is called <Name>" when ``sentence`` names "it" right after a request about the user's own
    made thing ("my podcast", "our app")."""
    named = _IT_CALLED.match(sentence)
    kinds = {m.group("k").lower() for m in _MY_KIND.finditer(before)} if named is not None else set()
    if named is None or len(kinds) != 1 or not_a_project_name(named.group("p")):
        return None
    return f"my {kinds.pop()} is called {named.group('p')}"
