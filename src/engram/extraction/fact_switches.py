"""Switches and retractions: frames that name the value a statement replaces or ends.

"replaced X with Y", "X -> Y", "moving off X onto Y", "Y, not X" (switches) and "forget X",
"not using X anymore", "X is cancelled", "we left X behind" (retractions). Their slot is usually
found from the stored item holding X (:mod:`engram.extraction.slot_reconcile`).
"""

from __future__ import annotations

import re

from engram.extraction.fact_frames import _F, NEW, OLD, PNAME
from engram.extraction.frames_things import THINGS_RETRACTIONS, THINGS_SWITCHES
from engram.extraction.hobby_changes import PASTIME_ENDS
from engram.extraction.project_frames import PROJECT_SWITCHES
from engram.extraction.project_intros import PROJECT_INTRO_SWITCHES
from engram.extraction.project_status import PROJECT_ENDS

# Switches and retractions whose slot is found from the value they name (resolved at reconcile).
# where a new value lazily read ends: punctuation, the end, or a word that starts another phrase
# ("left Acme for Inkwell Books last month", "from a QA role to a backend developer role")
_END = (
    r"(?=\s*(?:[,;!]|\.(?!\w))|$|\s+(?:as|at|in|on|for|since|last|this|next|yesterday|today|tomorrow|and|but|because|so|after|now|"
    r"role|position|job)\b)"
)
SWITCHES: tuple[re.Pattern[str], ...] = tuple(
    re.compile(p, _F)
    for p in (
        rf"^{OLD}\s+(?:is\s+)?out\s*[,;]\s*{NEW}\s+(?:is\s+)?in(?=\s*(?:[,;!]|\.(?!\w)|$))",  # "Koyeb out, Dokku in"
        rf"\bmov(?:ing|ed)\s+away\s+from\s+{OLD}\s*[,;]\s*{NEW}(?:\s+from\s+now\s+on|\s+now)?(?=\s*(?:[,;!]|\.(?!\w)|$))",
        rf"^(?:now\s+)?(?:on|using)\s+{NEW}\s*[,;]\s*(?:i\s+)?(?:left|dropped|ditched|quit)\s+{OLD}(?=\s*(?:[,;!]|\.(?!\w)|$))",
        rf"\b(?:switched|moved|migrated|changed)\s+(?:over\s+)?to\s+{NEW}\s+from\s+{OLD}(?=\s*(?:[,;!]|\.(?!\w)|$))",
        rf"\b(?:switched|switching|moved|moving|migrated|migrating|converted|ported)\s+(?P<proj>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+)\s+(?:over\s+)?from\s+{OLD}\s+(?:to|onto)\s+{NEW}(?=\s*(?:[,;!]|\.(?!\w)|$))",
        rf"\b(?:good)?bye\s+{OLD}\s*[,;]\s*(?:i'm|i\s+am|we're|now)\s+(?:on|using|with|in)\s+{NEW}(?:\s+now)?(?=\s*(?:[,;!]|\.(?!\w)|$))",
        rf"\b(?:dropped|ditched|dumped|stopped\s+using|quit)\s+{OLD}\s*[,;]\s*(?:now\s+)?(?:using|on|with)\s+{NEW}(?:\s+instead)?(?=\s*(?:[,;!]|\.(?!\w)|$))",
        rf"\b(?:replaced|replacing|swapped|swapping|traded|exchanged|substituted)\s+(?:out\s+)?{OLD}\s+(?:out\s+|in\s+)?(?:with|for)\s+(?!(?:(?:all|most|some|each|every|one|both)\s+(?:of\s+)?)?(?:my|our|his|her|their|the\s+sake)\b){NEW}(?:\s+on\s+{PNAME})?{_END}",
        rf"\b(?:switched|switching|moved|moving|migrated|migrating|changed|went|converted|jumped)\s+(?:over\s+)?from\s+{OLD}\s+(?:to|over\s+to|onto)\s+{NEW}(?:\s+(?:on|for)\s+{PNAME})?{_END}",
        rf"\b(?:ditched|dropped|dumped|abandoned|left)\s+{OLD}\s+for\s+(?!good\b|ever\b|(?:\w+\s+)?(?:reasons?|sake)\b){NEW}{_END}",
        rf"\bmov(?:ed|ing)\s+off\s+(?:of\s+)?{OLD}\s+(?:and\s+)?(?:onto|to)\s+{NEW}{_END}",
        rf"\b{NEW}\s+(?:replaces|replaced|has\s+replaced|is\s+replacing|takes\s+over\s+from|took\s+over\s+from|has\s+taken\s+over\s+from)\s+{OLD}(?:\s+(?:on|for)\s+{PNAME})?(?=\s*(?:[,;!]|\.(?!\w))|$|\s+(?:as|at|in|on|for|since|last|this|yesterday|today)\b)",
        rf"^(?:{PNAME}\s+update\s*:\s*)?{NEW}\s+(?:replaces|replaced)\s+{OLD}(?=\s*(?:[,;!]|\.(?!\w)|$))",
        rf"\b{NEW}\s+(?:instead\s+of|in\s+place\s+of|rather\s+than)\s+{OLD}(?=\s*(?:[,;!]|\.(?!\w)|$))",
        rf"^{OLD}\s*(?:->|→|=>|-->)\s*{NEW}(?=\s*(?:[,;!]|\.(?!\w)|$))",
        rf"\bbye\s+(?:bye\s+)?{OLD}\s*,?\s+hello\s+{NEW}(?=\s*(?:[,;!]|\.(?!\w)|$))",
        rf"\bmoved\s+on\s+from\s+{OLD}\s*[;,]\s*(?:(?:i'm|i\s+am|now)\s+)?using\s+{NEW}(?=\s*(?:[,;!]|\.(?!\w)|$))",
        rf"\bno\s+longer\s+(?:use|using|on|with)\s+{OLD}\s*[;,]\s*(?:it's|now\s+it's|i\s+use|using|i'm\s+on)\s+{NEW}(?=\s*(?:[,;!]|\.(?!\w)|$))",
        rf"\bstop\s+(?:writing|using|giving\s+me)\s+{OLD}(?:\s+for\s+me)?\s*[;,]?\s*(?:i\s+want|give\s+me|use)\s+{NEW}(?:\s+from\s+now\s+on)?(?=\s*(?:[,;!]|\.(?!\w)|$))",
        rf"^(?:it's\s+|it\s+is\s+|i'm\s+(?:in|on|at)\s+|we're\s+(?:in|on|at)\s+|i\s+meant\s+)?{NEW}(?:\s+now)?,\s+not\s+(?!(?:going|looking|doing|coming|happening|planning|sure|any\s?more|really|bad|kidding|joking|worth)\b){OLD}(?=\s*(?:[,;!]|\.(?!\w)|$))",
        *THINGS_SWITCHES,
        *PROJECT_SWITCHES,
        *PROJECT_INTRO_SWITCHES,
    )
)
# the project switches a capitalised subject may say ("Hollow moved from Godot to Bevy")
TECH_MOVES: tuple[re.Pattern[str], ...] = tuple(re.compile(p, _F) for p in PROJECT_INTRO_SWITCHES)
RETRACTIONS: tuple[re.Pattern[str], ...] = tuple(
    re.compile(p, _F)
    for p in (
        rf"\b(?:stopped|quit)\s+working\s+on\s+{OLD}(?=\s*(?:[,;!]|\.(?!\w)|$))",
        # "I've left Stavros Shipping": a named employer or place the user left (its slot read at reconcile)
        r"\b(?:i|we)(?:'ve|\s+have)?\s+(?:just\s+|finally\s+|officially\s+)?left\s+(?P<old>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w&'.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w&'.-]*){0,2})$",
        rf"\b(?:don't|do\s+not|no\s+longer)\s+(?:use|eat|do|play|own|have|drive)\s+{OLD}\s+any\s?more\b",
        # "killed Quill off": the particle is no part of the name
        rf"\b(?:uninstalled|deleted|ditched|abandoned|cancell?ed|canceled|killed|shelved|scrapped|gave\s+up(?:\s+on)?|given\s+up(?:\s+on)?|stopped\s+using|stopped|done\s+with|resigned\s+from|quit|dropped)\s+(?!(?:off|by|out|in|going)\b){OLD}(?:\s+off\b[^,;.!\x00]*)?(?=\s*(?:[,;!]|\.(?!\w)|$))",
        rf"\b(?:not|never)\s+(?:using|into|doing|on|with|at)\s+{OLD}\s+(?:any\s?more|these\s+days|now)\b",
        # "I'm not working on Stovepipe anymore", "no longer building Quill": the work on a project ended
        rf"\b(?:not|never)\s+(?:really\s+)?(?:working|building|coding|hacking|tinkering)\s+(?:on\s+)?{OLD}\s+(?:any\s?more|these\s+days)\b",
        rf"\bno\s+longer\s+(?:working|building|coding|hacking|tinkering)\s+(?:on\s+)?{OLD}(?=\s*(?:[,;!]|\.(?!\w)|$))",
        rf"\bno\s+longer\s+(?:use|using|into|doing|on|at|with|in)\s+{OLD}(?=\s*(?:[,;!]|\.(?!\w)|$))",
        rf"\bno\s+more\s+{OLD}\s+for\s+me\b",
        # the end said, then what the user does about it: "no more Kestrel, I'm abandoning it", "Larkspur
        # is done -- shut it down and deleted the repo"
        rf"^(?:no\s+more|goodbye|bye|farewell|rip)\s+{OLD}\s*[,;:.!-]+\s*(?:i'm|i\s+am|i've|i\s+have|we're|i|we)\s+"
        r"(?:\w+\s+)?(?:abandon|kill|scrap|ditch|bin|drop|shelv|shut|cancel|delet|archiv|retir|walk\w*\s+away|giv\w*\s+up)",
        rf"^{OLD}(?:\s+is|'s)\s+(?:done|over|finished|no\s+more)\s*(?:--|—|–|-|,|:|;)\s*(?:i\s+|we\s+)?(?:shut\s+it\s+down|"
        r"killed\s+it|deleted\s+(?:it|the\s+repo)|archived\s+(?:it|the\s+repo)|pulled\s+the\s+plug|binned\s+it)",
        rf"(?<!don't\s)(?<!do\snot\s)(?<!never\s)\b(?:forget|disregard|ignore|scratch)\s+(?:what\s+i\s+(?:told\s+you|said|mentioned)\s+about\s+|about\s+)?{OLD}(?=\s*(?:[,;!]|\.(?!\w)|$))",
        rf"^{OLD}(?:\s+is|\s+was|\s+has\s+been|\s+got|'s)\s+(?:(?:now|officially|basically|finally|totally|completely|well\s+and\s+truly)\s+)*(?:cancell?ed|canceled|dead|over|abandoned|scrapped|shelved|shut\s+down|killed|binned|axed)\b",
        rf"\bshutting\s+{OLD}\s+down\b",
        rf"\bshutting\s+down\s+{OLD}(?=\s*(?:[,;!]|\.(?!\w)|$))",
        rf"\bshut\s+down\s+{OLD}(?=\s*(?:[,;!]|\.(?!\w)|$))",
        rf"^{OLD}\s+(?:is|are)\s+(?:off\s+the\s+table|history|behind\s+me|a\s+thing\s+of\s+the\s+past)\b",
        rf"\bhung\s+up\s+my\s+{OLD}(?=\s*(?:[,;.!]|$|\s+for\s+good))",
        rf"\bsold\s+my\s+{OLD}(?=\s*(?:[,;!]|\.(?!\w)|$))",
        rf"\b(?:we|i)\s+left\s+{OLD}\s+behind\b",
        # "say goodbye to X", never a farewell to somebody ("Bye Nate!")
        rf"\b(?:(?:say|said|saying)\s+(?:good)?bye\s+to|(?:good)?bye\s+to)\s+{OLD}(?=\s*(?:[,;!]|\.(?!\w)|$))",
        rf"\b(?:moved|moving)\s+(?:out\s+of|away\s+from)\s+{OLD}(?=\s*(?:[,;!]|\.(?!\w)|$))",
        *THINGS_RETRACTIONS,
        *PROJECT_ENDS,
        *PASTIME_ENDS,
    )
)

# A name corrected: "his name is Presto, not Pesto", "her name's actually Siobhan not Shivaun". The one
# named is the user's pet, child or partner only if an item holds the old name, so the switch has no slot
# of its own (reconcile gives it the slot of the item it corrects).
NAME_CORRECTED = re.compile(
    r"\b(?:his|her|its|their|the\s+(?:dog|cat|puppy|kitten|baby)['’]s)\s+name(?:['’]s|\s+is)\s+(?:actually\s+|really\s+)?"
    r"(?P<v>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+)\s*,?\s+not\s+(?P<old>[^\W\d_][\w'-]*)\b",
    _F,
)

# An old side that is a thing of the sentence names no value: "I'm on the turbine-maker side instead of the developer
# side" replaces nothing (a value is named: "Rails instead of Django").
THING_NOT_OLD = re.compile(
    r"\b(?:instead\s+of|rather\s+than)\s+(?:the|an?)\s+(?-i:[a-z][\w-]*)(?:\s+(?-i:[a-z][\w-]*)){0,3}\s*$",
    re.IGNORECASE,
)
