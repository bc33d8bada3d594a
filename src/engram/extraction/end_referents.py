"""A project named, then ended with "it": "Remember Skerry? I pulled the plug on it.", "Update on
Bobbin: we shelved it."

The retraction frames need the name beside the verb ("pulled the plug on Skerry"); said in two
beats, the second names nothing. It is spelled out with the one thing the beat before names: a
project stated earlier in the conversation, or a name the user calls up as a topic ("remember X?",
"about X", "update on X:", a bare "X?"). The spelled-out sentence is read as usual, so reconcile
ends only a stored fact that holds the name, and nothing when none does. Nothing is spelled out
when the beat before names nothing or several things, or is about somebody else.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from engram.extraction.fact_lexicon import MENTIONS_OTHERS
from engram.extraction.slots import TypedFact

_F = re.IGNORECASE
# "I pulled the plug on it", "we shelved it", "so I've scrapped it": the user ended it
_ENDED_IT = re.compile(
    r"^\W*(?:(?:so|and|but|well|yeah|yep|honestly|sadly|welp|anyway|update)\W+)*(?:i|we)(?:'ve|\s+have)?\s+"
    r"(?:just\s+|finally\s+|officially\s+|quietly\s+|actually\s+|already\s+)*"
    r"(?:scrapped|killed|pulled\s+the\s+plug\s+on|abandoned|shelved|binned|ditched|canned|axed|shut|gave\s+up\s+on|"
    r"stopped\s+working\s+on|walked\s+away\s+from|archived|mothballed|dropped)\s+(?P<it>it)\b(?:\s+(?:down|off))?",
    _F,
)
_NAME = r"(?P<v>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+)?)"
# the topic called up: "Remember Skerry?", "About Bobbin:", "update on Quill -", "Skerry?"
_TOPIC = re.compile(
    rf"^\W*(?:(?:oh|so|and|hey|also)\W+)*(?:(?:remember|about|re|update\s+on|news\s+on|(?:so|what|how)\s+about)\s*:?\s+)?"
    rf"(?:the\s+)?{_NAME}(?:\s+(?:project|app|repo|idea))?\s*[?:.!-]*\s*$",
    _F,
)
_HEADED = re.compile(r"^(?P<h>[^:;]{1,40}?)\s*(?::|--|—|–|\s-)\s+")


def ended_it(sentence: str, before: str, earlier: Sequence[TypedFact] = ()) -> str | None:
    """ "I pulled the plug on <Name>" when ``sentence`` ends "it" and ``before`` names one project."""
    head = _HEADED.match(sentence)
    if head is not None and _TOPIC.match(head.group("h")):  # "About Kittiwake: I pulled the plug on it"
        before, sentence = head.group("h"), sentence[head.end() :]
    ended = _ENDED_IT.match(sentence)
    if ended is None or not before.strip() or MENTIONS_OTHERS.search(before):
        return None
    last = re.split(r"(?<=[.!?])\s+", before.strip())[-1]
    named = {p for f in earlier if (p := f.q("project")) and f.evidence and f.evidence in last}
    topic = _TOPIC.match(last)
    if not named and topic is not None:
        named = {topic.group("v")}
    if len(named) != 1:
        return None
    return sentence[: ended.start("it")] + named.pop() + sentence[ended.end("it") :]
