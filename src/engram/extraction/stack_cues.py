"""The words around a technology that say it is left behind, turned down or not chosen.

A project decision is read from the technologies a statement names (:mod:`engram.extraction.decision_first`);
which side of a switch each one stands on is said by the words before and after it: "moved off Heroku",
"Heroku was too slow", "decided against Dioxus", "thinking Gannet could use ClickHouse". These are the word
classes of that reading, shared with the nearest-neighbour fallback (a negation before a value).
"""

from __future__ import annotations

import re

_F = re.IGNORECASE


LEAVING_BEFORE = re.compile(
    r"(?:\b(?:(?<!served )(?<!deployed )(?<!hosted )(?<!runs )(?<!built )(?<!pulled )from|"
    r"(?<!runs )(?<!run )(?<!running )(?<!served )(?<!works )(?<!working )off(?:\s+of)?|away\s+from|out\s+of|"
    r"instead\s+of|in\s+place\s+of|replac(?:e|es|ed|ing)|dropp(?:ed|ing)|drops?|ditch(?:ed|ing|es)?|"
    r"ripp(?:ed|ing)\s+out|rip\s+out|tore\s+out|moved\s+off|migrat(?:ed|ing)\s+off|no\s+more|bye(?:\s+bye)?|goodbye|"
    r"farewell|(?:goodbye|bye|farewell)\s+to|out\s+with|after\s+(?:\w+\s+){0,2}(?:on|of|with)|kill(?:ed|ing|s)?|retir(?:e|ed|ing)|dump(?:ed|ing)?|scrapp(?:ed|ing)|scrap|binn(?:ed|ing)|"
    r"abandon(?:ed|ing)?|leav(?:e|ing)|left|(?:got|getting|get)\s+rid\s+of|sunset(?:ted|ting)?|deprecat(?:ed|ing)|"
    r"outgrew|outgrown|swapp(?:ed|ing)\s+out|swap\s+out|phas(?:ed|ing)\s+out|shut\s+down|turned\s+off|not|"
    r"done\s+with|quit|quitting|previously|formerly|(?:decided|decide|voted|went)\s+against|ruled\s+out|rejected|nixed|"
    r"(?:(?<=\()|^)(?:was|used\s+to\s+be)|ex-)\s+"
    r"(?:(?:the|our|my|old|that|of|using|on|its|(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w-]*'s)\s+)*$)|\bex-$",
    _F,
)
# the technology's own clause leaves it: "Heroku was too slow", "the SQLite file got corrupted twice"
LEAVING_AFTER = re.compile(
    r"^(?:'s)?(?:\s+[\w-]+){0,3}?\s+(?:was|were|got|had|has\s+been|died|broke|sucked|crashed|failed|couldn't|"
    r"could\s+not|wasn't|didn't|did\s+not|isn't|doesn't|won't|can't|is\s+not|does\s+not|"
    r"is\s+(?:out|gone|dead|history|toast|retired|done|over)|are\s+(?:gone|over|done|history))\b",
    _F,
)
# a past said of it as the subject: "React felt heavy", "Heroku kept sleeping the dyno"
PAST_AFTER = re.compile(
    r"^(?:'s)?(?:\s+[\w-]+){0,2}?\s+(?:\w+ed|felt|kept|ran|broke|became|took|went|fell|grew|cost|made|hit|"
    r"began|started|stopped|lost|ate|burned|burnt|sucked)\b",
    _F,
)
# right after it, wherever it stands: "swapped MongoDB out for Postgres", "Netlify -> Vercel"
OUT_AFTER = re.compile(r"^\s+(?:is\s+|was\s+)?(?:out|gone|dead|history|toast)\b|^\s*(?:->|→|=>|>)", _F)
# what may stand before a technology that is the subject of its clause: "and Heroku ...", "Kettle's Preact frontend ..."
SUBJECT_OPENER = re.compile(
    r"^\W*(?:(?:and|but|so|because|cause|coz|since|as|plus|also|the|our|old|(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w-]*'s)\s+)*$", _F
)
# said before a frame's value in its clause, these leave it undecided or somebody else's: "thinking Gannet
# could use ClickHouse", "a guy on reddit said Birchwood should run on Kubernetes"
NOT_CHOSEN = re.compile(
    r"\b(?:not|never|no\s+longer|without|avoid\w*|could|might|maybe|would|thinking|considering|wondering|against|"
    r"ruled\s+out|passed\s+on|said\s+no\s+to|nixed|vetoed|rejected|"
    r"perhaps|probably|possibly|if|whether|(?<!\bi\s)(?:said|says|told|reckons?|suggest(?:s|ed)?|recommend(?:s|ed)?))\b|"
    r"n't\b|\bno(?:\s+more)?\s+$",
    _F,
)
NEGATED = re.compile(r"\b(?:not|never|no\s+longer|without|avoid\w*|anymore|any\s+more)\b|n't\b", _F)
