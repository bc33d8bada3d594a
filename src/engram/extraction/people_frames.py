# ruff: noqa: E501  (one frame per line reads better than a wrapped regular expression)
"""Frames for where the user lives and works and who is in their life, in the shapes chat takes.

These complement the frames of :mod:`engram.extraction.fact_frames` (which includes them, in
order) with constructions the bare-statement frames miss:

* subject dropped, as in chat: "just signed a lease in Tromsø", "officially head nurse now";
* a job said in passing: "I've been a welder with Harland Steel for years", "I'm a baker
  (Crumb & Co)", "Ferrow Labs hired me as their tester", "handed in my notice at Ferrow Labs";
* a headline and its value: "new job!! Ferrow Labs", "new manager as of Monday: Ida Berg";
* who replaced whom: "Ida Berg replaced Ola as my team lead", "the person I answer to now is ...";
* a name in apposition written all in lower case ("my cat biscuit just ...", "my boss ida berg
  wants ..."): the name must be followed by a verb or adverb that shows where it ends, and the
  clause must be all lower case (:func:`engram.extraction.fact_values.person` checks);
* a partner said in passing: "seeing someone new, Ada", "things ended with Ada".
"""

from __future__ import annotations

from engram.extraction.change_frames import CHANGE_FRAMES
from engram.extraction.fact_lexicon import (
    BOSS_WORDS,
    CHILD_WORDS,
    NOT_HOUSEHOLD,
    PARTNER_WORDS,
    PET_TALK_ALT,
    SPECIES,
    THIRD_PARTY,
)
from engram.extraction.frame_parts import ADV, CNAME, IM, ME, NAME, NEW, OLD, ORG, TITLE, Frame, V, _fr
from engram.extraction.people_cues import CUE_FRAMES

_MANAGER = rf"(?:{BOSS_WORDS}|lead)"
# A lower-case name ends where a verb or an adverb starts: "my cat biscuit just knocked ...", "me and my
# wife priya are ...".
_AFTER_NAME = r"(?=\s+(?:just|is|are|was|were|has|have|had|keeps|kept|wants|needs|says|loves|hates|will|won't|can't|did|didn't|does|doesn't|got|gets|always|never|finally|still|and\s+i|and\s+me)\b)"
_NOT_LNAME = (
    r"(?!(?:just|really|always|never|still|also|finally|totally|literally|actually|is|was|has|had|keeps|wants|needs|will|can|did|does|got|gets|and|who|said|says|loves|hates|here|there|again|now)\b|"
    + THIRD_PARTY
    + "|"
    + CHILD_WORDS
    + "|"
    + PARTNER_WORDS
    + "|(?:"
    + SPECIES
    + "|"
    + PET_TALK_ALT  # "my cat litter is everywhere", "my dog outside is barking": no name
    + r")\b)"
)
LNAME = r"(?P<v>" + _NOT_LNAME + r"(?-i:[a-z])[\w'-]+(?:\s+" + _NOT_LNAME + r"(?-i:[a-z])[\w'-]+)?)" + _AFTER_NAME
# a capitalised word after "we got a puppy," that is somebody reacting, not the puppy ("..., Sarah was thrilled")
_NOT_A_PET_NAME = (
    r"\b(?!\s+(?:and\s+(?:i|me)\s+(?:are|were)|was|were|is|are|says|said|wants|wanted|cried|thinks|thought)\b)"
)
LORG = r"(?P<v>(?-i:[a-z])[\w&'.-]*(?:\s+(?:&\s+)?(?-i:[a-z])[\w&'.-]*){0,2})"  # "dunley & price"
_NOT_THE = r"(?!(?:the|a|an|my|our|his|her|their|this|that|work|everyone)\b)"  # a person, not "the landlord"
_PLACE = r"(?!(?:the|a|an|my|our|this|that|your|his|her|their)\b)" + V  # a named place, not "the contract"
_PLACE = r"(?!(?:the|a|an|my|our|this|that|your|his|her|their)\b)" + V  # a named place, not "the contract"
# "Thankfully, my son's ok": a sentence adverb before a comma is no name
_NOT_ADVERB = r"(?!(?:\w+ly|anyway|well|so|yes|no|ok|okay|also|btw|today|yesterday|tonight|meanwhile|plus|and|but|again|still|now|then|sometimes|honestly|oh|wow|sorry|thanks|update|news)\b)"
# The frame applies only to a clause with no capital letter at all.
_LOWER_ONLY = r"^(?-i:(?=[^A-ZÀ-ÖØ-ÞĀ-Ž]*$)).*?"
_NOT_ORG = r"(?!(?:an?|the|my|our|this|that|some|home|night|nights|work|school|it|least|all)\b)"
_AS_OF = r"(?:\s+(?:as\s+of|from|starting|effective)\s+(?:today|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|this\s+week|next\s+week|now))?"
_HEADLINE_SEP = r"\s*(?:!+|:|,|-+|—)\s*"
# After a headline, a sentence of its own rather than the value: "New job! First day at X was Monday",
# "new boss! She started Monday" -- its first word is a time, an ordinal or a pronoun, never the name.
_NOT_OPENER = (
    r"(?!(?:first|second|third|1st|2nd|last|final|this|next|day|week|month|today|tomorrow|yesterday|monday|tuesday|"
    r"wednesday|thursday|friday|saturday|sunday|starting|started|start|she|he|they|it|i|we|my|our|the|so|and|but|"
    r"just|finally|officially|anyway|still|also)\b)"
)

PEOPLE_FRAMES: tuple[Frame, ...] = (
    # ---- residence and partner, said with a label or an aside ("home for me these days is X",
    # "new town: X", "me and Hollis (my husband)")
    _fr(
        "residence",
        "set",
        rf"\bhome\s+for\s+(?:me|us)\s+(?:these\s+days\s+|now\s+|nowadays\s+|right\s+now\s+)?is\s+{V}",
    ),
    _fr("residence", "set", rf"\bnew\s+(?:city|town|home|address)\s*:\s*{V}"),
    _fr("partner", "set", rf"^me\s+and\s+{CNAME}(?:,\s*|\s*\(\s*)my\s+(?P<rel>{PARTNER_WORDS})\b", False),
    # ---- residence: a lease, the keys, a house bought
    _fr(
        "residence",
        "set",
        rf"(?:^|\b{ME}(?:'ve|\s+have)?\s+){ADV}(?:signed|signing)\s+(?:a|the|our|my)\s+(?:new\s+|\w+-year\s+)?(?:lease|tenancy|rental\s+agreement)\s+(?:on\s+(?:a|an|the)\s+[\w\s-]+?\s+)?in\s+{_PLACE}",
    ),
    _fr(
        "residence",
        "set",
        rf"(?:^|\b{ME}(?:'ve|\s+have)?\s+){ADV}(?:got|picked\s+up|collected)\s+the\s+keys\s+(?:to|for)\s+(?:our|my|the|a)\s+(?:new\s+)?(?:place|flat|house|apartment|home|condo)\s+in\s+{_PLACE}",
    ),
    _fr(
        "residence",
        "set",
        rf"^{ADV}(?:bought|closed\s+on|rented)\s+(?:a|an|our|my)\s+(?:\w+\s+)?(?:flat|apartment|house|place|home|condo)\s+in\s+{_PLACE}",
    ),
    _fr(
        "residence",
        "set",
        rf"\bthe\s+move\s+to\s+{NEW}\s+(?:is\s+(?:done|finished|complete|official|over)|went\s+\w+|happened)\b",
    ),
    _fr("residence", "set", rf"\b(?:finished|done)\s+moving\s+(?:back\s+)?to\s+{_PLACE}"),
    _fr(
        "residence",
        "set",
        rf"\b(?:all\s+)?moved\s+in\s+(?:to|at)\s+(?:our|my|the|a)\s+(?:new\s+)?(?:place|flat|house|apartment|home)\s+in\s+{_PLACE}",
    ),
    _fr("residence", "set", rf"^home\s+(?:these\s+days|nowadays|now)\s+is\s+{V}"),
    # renting the user's own home in a place, said in passing: "I rent a flat in Cork", "our flat is in Adyar, Chennai"
    _fr(
        "residence",
        "set",
        rf"\b{ME}\s+{ADV}(?:rent|own|share|have)\s+(?:a|an|the|our|my)\s+(?:\w+\s+)?(?:flat|apartment|house|room|studio|condo|bungalow|townhouse|place)\s+in\s+{_PLACE}",
    ),
    _fr(
        "residence",
        "set",
        rf"^(?:my|our)\s+(?:\w+\s+)?(?:flat|apartment|house|condo|home)\s+is\s+(?:in|on)\s+{_PLACE}",
        False,
    ),
    # a home said as where the user is based, or a move in passing: "a rural audience around Kisumu, where I have been
    # based since my transfer", "one of the perks of having moved down to Hobart", "now I am in Freiburg since two weeks"
    _fr(
        "residence",
        "set",
        r"(?P<v>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+)?)\s*,\s*where\s+(?:i|we)\s+(?:have\s+been|'ve\s+been|am|'m|are|'re)\s+"
        r"(?:now\s+)?(?:based|living|settled|posted)\b",
        False,
    ),
    _fr(
        "residence",
        "set",
        rf"\bhaving\s+(?:just\s+|finally\s+)?moved\s+(?:down\s+|up\s+|over\s+|back\s+|out\s+)?to\s+(?-i:(?=[A-ZÀ-ÖØ-ÞĀ-Ž])){_PLACE}",
    ),
    _fr(
        "residence",
        "set",
        rf"\b{IM}\s+(?:now\s+)?in\s+(?-i:(?=[A-ZÀ-ÖØ-ÞĀ-Ž])){_PLACE}\s+since\s+(?:two|three|four|five|six|\d+|a\s+few)\s+(?:weeks|months|days)\b",
    ),
    # the learner's present for a move made: "i move to Vancouver for study, very cold and rain" (never a move ahead)
    _fr(
        "residence",
        "set",
        r"\b(?:i|we)\s+(?:just\s+|already\s+|now\s+)?move\s+to\s+(?![^.;]*\b(?:next|will|soon|plan|planning|want|wanna|going\s+to|"
        rf"tomorrow|maybe|if|should)\b)(?-i:(?=[A-ZÀ-ÖØ-ÞĀ-Ž])){_PLACE}",
    ),
    # the simple present of "stay" is a home in Indian and West African English: "we stay in Pune", "I stay for Lagos"
    _fr(
        "residence",
        "set",
        rf"\b{ME}\s+(?:(?:currently|now|also|still)\s+)?stay\s+(?:in|for|at)\s+"
        r"(?![^.;]*\b(?:when|whenever|while|during|visit\w*|trips?|holidays?|vacations?|for\s+(?:a|the|two|three|\d+)\s+\w+)\b)"
        rf"(?-i:(?=[A-ZÀ-ÖØ-ÞĀ-Ž])){_PLACE}",
    ),
    _fr(
        "residence",
        "set",
        rf"(?:^|\b{ME}(?:'ve|\s+have)?\s+){ADV}moved\s+into\s+(?:a|an|our|my|the)\s+(?:new\s+)?(?:\w+\s+)?(?:place|home|flat|apartment|house|condo|studio|bungalow|townhouse)\s+in\s+{_PLACE}",
    ),
    _fr("residence", "set", rf"^(?:since|after|now\s+that)\s+(?:moving|relocating)\s+(?:back\s+)?to\s+{V}"),
    # ---- job title with the subject dropped: "officially head nurse now", "staff engineer as of Monday"
    _fr(
        "role",
        "set",
        r"^"
        + ADV
        + r"(?:an?\s+)?(?!(?:my|our|his|her|their|your|the|new|a)\b)"
        + TITLE
        + r"\s+(?:now\b|as\s+of\s+\w+|from\s+(?:today|monday|tuesday|wednesday|thursday|friday|next\s+week)\b|starting\s+\w+)",
    ),
    # ---- a job said in passing
    _fr("employer", "set", rf"\b{ME}(?:'ve|\s+have)\s+been\s+(?:an?|the)\s+{TITLE}\s+(?:at|for|with)\s+{ORG}"),
    _fr("role", "set", rf"\b{ME}(?:'ve|\s+have)\s+been\s+(?:an?|the)\s+{TITLE}\s+(?:at|for|with|since|in)\b"),
    _fr(
        "employer",
        "set",
        rf"(?:^|\b{ME}(?:'ve|\s+have)?\s+){ADV}(?:started|starting|began|joined)\s+as\s+(?:an?\s+|the\s+)?{TITLE}\s+(?:at|with|for)\s+{ORG}",
    ),
    _fr("employer", "set", rf"\b{IM}\s+{ADV}(?:an?\s+|the\s+)?{TITLE}\s*\(\s*(?:at\s+|with\s+|for\s+)?{ORG}\s*\)"),
    _fr(
        "employer",
        "set",
        rf"^(?!(?:they|they've|they're|we|we've|we're|he|she|he's|she's|it|you|someone|somebody)\b){ORG}\s+(?:just\s+|finally\s+|officially\s+)?(?:hired\s+me|has\s+hired\s+me|took\s+me\s+on|brought\s+me\s+on|offered\s+me\s+(?:a|the)\s+(?:job|position|role))\b"
        # "Sam hired me to paint his fence": a task, not a job
        r"(?!\s+to\s+(?!(?:be|work|run|lead|head|manage)\b)\w)",
        False,
    ),
    _fr(
        "role",
        "set",
        rf"\b(?:hired|took|brought)\s+me\s+(?:on\s+)?as\s+(?:an?|the|their|our)\s+(?:new\s+)?{TITLE}\b",
        False,
    ),
    _fr(
        "employer",
        "end",
        rf"(?:^|\b{ME}(?:'ve|\s+have)?\s+){ADV}(?:handed|put|gave)\s+in\s+(?:my\s+)?(?:notice|resignation)\s+at\s+{OLD}$",
    ),
    _fr(
        "employer",
        "set",
        rf"^(?:my\s+)?(?:day\s+job|job|work|occupation|profession)\s*:\s*(?:an?\s+)?[^,;.!:]+?\s+(?:over\s+|out\s+|down\s+|up\s+)?(?:at|for|with)\s+{LORG}",
    ),
    _fr(
        "employer",
        "set",
        rf"^(?:a\s+)?new\s+(?:job|employer|gig|company){_HEADLINE_SEP}(?:at\s+|with\s+)?{_NOT_OPENER}{ORG}",
    ),
    _fr("role", "set", rf"\b(?:role|position|title)\s*\(\s*(?:an?\s+)?{TITLE}\s*\)"),
    # ---- manager
    _fr("manager", "set", rf"\bnew\s+{_MANAGER}{_AS_OF}{_HEADLINE_SEP}{_NOT_OPENER}{NAME}"),
    # "new manager starts today, her name's Beth Collins"
    _fr("manager", "set", rf"\bnew\s+{_MANAGER}\b[^.;!?]{{0,40}}?,\s*(?:his|her|their)\s+name(?:'s|\s+is)\s+{NAME}"),
    _fr(
        "manager",
        "set",
        rf"^{NAME}\s+(?:replaced|succeeded|took\s+over\s+from|has\s+replaced|is\s+replacing)\s+(?P<old>[\w'-]+(?:\s+[\w'-]+)?)\s+as\s+(?:my|our)\s+(?:new\s+)?{_MANAGER}\b",
        False,
    ),
    _fr(
        "manager",
        "set",
        rf"\bthe\s+(?:person|one|guy|woman|man|lady)\s+(?:i|we)\s+(?:report|answer)\s+to(?:\s+(?:these\s+days|nowadays|now))?\s+is\s+(?:now\s+)?{NAME}",
        False,
    ),
    _fr("manager", "set", rf"\bmy\s+(?:new\s+)?{_MANAGER}\s+{LNAME}", False),
    _fr("manager", "set", rf"^{NAME}(?:\s+is|'s)\s+(?:now\s+|still\s+)?my\s+(?:new\s+)?{_MANAGER}\b", False),
    _fr(
        "manager",
        "set",
        rf"\bmy\s+{_MANAGER}\s+(?:left|quit|retired|moved\s+on|went\s+on\s+leave)\b[^.;]*?(?:\band|\bso|,)\s+(?:now\s+)?{CNAME}\s+(?:took\s+over|has\s+taken\s+over|stepped\s+in|is\s+taking\s+over)\b",
        False,
    ),
    # ---- partner
    _fr("partner", "set", rf"(?:^|\b{ME}(?:'ve|\s+have)?\s+){ADV}(?:got\s+)?married\s+(?:to\s+)?{CNAME}"),
    # married again, the name set off: "I've since remarried — Nikhil — and we're combining finances"
    _fr(
        "partner",
        "set",
        rf"(?:^|\b{ME}(?:'ve|\s+have)?\s+){ADV}(?:since\s+)?(?:got\s+)?remarried\s*(?:(?:—|–|--|-|,|:)\s*|\s+(?:to\s+)?){CNAME}",
    ),
    # the couple planning its life: "Renata and I want a small wedding", "Bram and I are moving in together", the
    # family met: "I'm going to Copenhagen to meet Oskar's parents"
    _fr(
        "partner",
        "set",
        rf"(?<![\w'’-])(?<!\bmy\s)(?<!\bour\s){CNAME}\s+and\s+(?:i|me)\s+(?:are\s+|'re\s+|just\s+|finally\s+|have\s+)*"
        r"(?:getting\s+married|got\s+engaged|engaged|tied\s+the\s+knot|eloped|moving\s+in\s+together|moved\s+in\s+together|"
        r"want\s+(?:a|an)\s+(?:\w+\s+)?wedding|planning\s+(?:our|a|the)\s+(?:\w+\s+)?wedding|bought\s+(?:a|our\s+first)\s+"
        r"(?:house|flat|home|place|apartment)\s+together)\b",
    ),
    _fr(
        "partner",
        "set",
        rf"\bmeet(?:ing)?\s+{CNAME}['’]s\s+(?:parents|family|mum|mom|dad|folks|mother|father)\b",
    ),
    # the new one as a headline: "new guy is tomas", "the new girlfriend's name is Ines", "new bf: Kai"
    _fr(
        "partner",
        "set",
        r"(?:^|[,;:!-]\s*|\b(?:so|and|but|anyway|now)\s+)(?:the\s+|my\s+)?new\s+(?:guy|girl|man|woman|fella|lady|bloke|boyfriend|girlfriend|partner|bf|gf|boo|flame|date)"
        rf"(?:['’]s\s+name)?(?:\s+(?:is|=)\s+|\s*:\s*|\s*,\s*|\s*-+\s*)(?:called\s+|named\s+)?{NAME}(?=\s*(?:$|[.,;!)(]|\s+(?:and|who|he|she|hes|shes|he's|she's|btw|lol|now)\b))",
    ),
    _fr(
        "partner",
        "set",
        r"\bnew\s+relationship(?:\s+(?:though|tho|now|btw|alert))?\s*(?:[:,]|\s-+|\s*[—–])\s*(?P<v>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+)(?=\s*(?:$|[.,;!)(—–-]|\s+(?:and|who|he|she)\b))",
    ),
    _fr(
        "manager",
        "set",
        r"(?<!['’]s\s)(?<!\bher\s)(?<!\bhis\s)(?<!\btheir\s)(?<!\byour\s)(?<!\bgot\sa\s)(?<!\bhas\sa\s)(?<!\bgets\sa\s)"
        r"\b(?:the\s+|my\s+|our\s+)?new\s+(?:boss|manager|supervisor|team\s+lead|line\s+manager)"
        r"(?:['’]s\s+name)?(?:\s+(?:since|as\s+of|from|starting)\s+\w+)?(?:\s+(?:is|=)\s+|\s*:\s*|\s*,\s*|\s*-+\s*|\s*[—–]\s*)(?:called\s+|named\s+)?"
        r"(?P<v>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+)?)(?=\s*(?:$|[.,;!)(—–-]|\s+(?:and|who|he|she|hes|shes|btw|now)\b))",
        False,
    ),
    # learner English without the article, and a couple said after meeting: "I am in relationship with Selin",
    # "I met Aoife at my cousin's wedding and we've been together since"
    _fr("partner", "set", rf"\b{IM}\s+(?:now\s+)?in\s+(?:a\s+)?(?:new\s+)?relationship\s+with\s+{CNAME}"),
    # the other parent of the user's child: "Callum and I have a 1 year old", "Noor and I just had a baby"
    _fr(
        "partner",
        "set",
        rf"(?<![\w'’-])(?<!\bmy\s)(?<!\bour\s){CNAME}\s+and\s+(?:i|me)\s+(?:have|'ve\s+got|have\s+got|just\s+had|had)\s+"
        r"(?:a|an|two|three|\d)\s+(?:(?:\d+|one|two|three|four|five|six)[- ](?:year|month|week)s?[- ]olds?|baby|babies|"
        r"newborn|toddler|son|daughter|kids?|children|twins|little\s+(?:one|boy|girl))\b",
    ),
    _fr(
        "partner",
        "set",
        rf"\b{ME}\s+(?:then\s+)?met\s+{CNAME}\b[^.;!?]{{0,80}}?\b(?:and\s+)?(?:we['’]ve|we\s+have|we['’]re|we\s+are)\s+(?:been\s+)?(?:together|dating|going\s+out|a\s+couple|an\s+item)\b",
        False,
    ),
    _fr(
        "partner",
        "set",
        rf"^(?:{IM}\s+)?{ADV}(?:seeing|dating)\s+someone\s+(?:new\s*)?(?:,\s*|\s+(?:named|called)\s+){NAME}",
    ),
    _fr(
        "partner",
        "set",
        rf"\b{ME}(?:'ve|\s+have)\s+been\s+(?:together\s+)?with\s+{CNAME}\s+for\b.*\bmy\s+(?P<rel>{PARTNER_WORDS})\b",
        False,
    ),
    _fr(
        "partner",
        "end",
        rf"\bthings\s+(?:ended|is\s+over|are\s+over|didn't\s+work\s+out|fell\s+apart)\s+with\s+{_NOT_THE}{NAME}",
        False,
    ),
    _fr(
        "partner",
        "end",
        rf"\b(?:i|we)\s+(?:ended\s+(?:things|it)|broke\s+up|split\s+up)\s+with\s+{_NOT_THE}{NAME}",
        False,
    ),
    _fr("partner", "set", rf"\bmy\s+(?P<rel>{PARTNER_WORDS})\s+{LNAME}", False),
    # ---- a pet introduced, then named as the user's: "there's a rabbit on my desk. that's Pancake, mine"
    _fr(
        "pet",
        "set",
        rf"\b(?:an?|the|some)\s+(?:\w+\s+)?(?P<species>{SPECIES})\b[^;!?\x00]{{0,80}}?(?:[.;—]|\s-+)\s*(?:that's|that\s+is|this\s+is|it's|meet)\s+{CNAME}\s*,?\s+(?:(?:who's|who\s+is|and\s+(?:she|he|it)'s)\s+)?(?:mine|ours|my\s+(?:\w+\s+)?{SPECIES}|our\s+(?:\w+\s+)?{SPECIES})\b(?!\s+(?:is|are|was|were|'s)\b)",
        False,
    ),
    # ---- a pet adopted and named: "adopted a kitten called Olive", "we got a puppy, her name is Olive"
    _fr(
        "pet",
        "set",
        rf"(?:^|\b{ME}(?:'ve|\s+have)?\s+){ADV}(?:adopted|rescued|got|brought\s+home|took\s+in)\s+an?\s+(?:\w+\s+)?(?P<species>{SPECIES})\b(?:[^.;\x00]*?(?:(?:her|his|its)\s+name\s+is|(?:she's|he's|it's)\s+called|named\s+(?:her|him|it)|called\s+(?:her|him|it))\s+|\s*,\s*|\s+(?:called|named)\s+){CNAME}{_NOT_A_PET_NAME}",
    ),
    # ---- a child or pet named in apposition after "we have": "we have a daughter, Mia, she's 3"
    _fr(
        "child",
        "set",
        rf"\b{ME}(?:\s+have|'ve\s+got|\s+have\s+got|\s+got)\s+(?:a|an|one)\s+(?P<rel>{CHILD_WORDS})\s*,\s*{CNAME}(?:\s*,\s*(?:(?:she's|he's|they're|who's|aged?)\s+)?(?P<age>\d{{1,2}})\b)?",
    ),
    _fr("child", "set", rf"^{_NOT_ADVERB}{CNAME}\s*(?:,|\()\s*(?:my|our)\s+(?P<rel>{CHILD_WORDS})\s*(?:,|\))", False),
    _fr(
        "pet",
        "set",
        rf"^{_NOT_ADVERB}{CNAME}\s*(?:,|\()\s*(?:my|our)\s+(?:\w+\s+)?(?P<species>{SPECIES})\s*(?:,|\))",
        False,
    ),
    # two pets listed: "I've got two cats, Miso and Tofu" (one frame per name; "cats" is no species word
    # the stored line may use, so each is "a pet")
    _fr(
        "pet",
        "set",
        rf"\b{ME}(?:\s+have|'ve\s+got|\s+have\s+got|\s+got)\s+(?:two|2|a\s+pair\s+of)\s+(?:{SPECIES})s\s*[,:(]\s*{CNAME}\s+and\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])",
    ),
    _fr(
        "pet",
        "set",
        rf"\b{ME}(?:\s+have|'ve\s+got|\s+have\s+got|\s+got)\s+(?:two|2|a\s+pair\s+of)\s+(?:{SPECIES})s\s*[,:(]\s*(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+\s+and\s+{CNAME}",
    ),
    # ---- a child named by age: "my 4 year old, Ada, won't sleep"
    _fr(
        "child",
        "set",
        rf"\b(?:my|our)\s+(?P<age>\d{{1,2}})[- ](?:year|yr)[- ]old\s*,\s*{CNAME}\s*(?:,|\s+(?:is|won't|just|has|can't|keeps|refuses|started)\b)",
        False,
    ),
    # ---- a sentence written all in lower case: capitals cannot mark the name, so only a frame's own
    # words can ("... at <employer>", "my wife is called <name>")
    _fr(
        "employer",
        "set",
        rf"{_LOWER_ONLY}\b{ME}\s+{ADV}work\s+as\s+(?:an?\s+)?[\w\s-]+?\s+(?:at|for|with)\s+{_NOT_ORG}{LORG}",
    ),
    _fr(
        "employer",
        "set",
        rf"{_LOWER_ONLY}\b{IM}\s+{ADV}(?:an?\s+|the\s+)?{TITLE}\s+(?:at|for|with)\s+{_NOT_ORG}{LORG}",
    ),
    _fr(
        "partner",
        "set",
        rf"{_LOWER_ONLY}\bmy\s+(?P<rel>{PARTNER_WORDS})(?:\s+is\s+called|\s+is\s+named|'s\s+name\s+is)\s+{NAME}",
        False,
    ),
    _fr(
        "child",
        "set",
        rf"{_LOWER_ONLY}\b(?:my|our)\s+(?P<rel>{CHILD_WORDS})(?:\s+is\s+called|\s+is\s+named|'s\s+name\s+is)\s+{NAME}",
        False,
    ),
    # ---- children and pets named in lower case
    _fr("child", "set", rf"\bmy\s+(?P<rel>{CHILD_WORDS})\s+{LNAME}", False),
    _fr("pet", "set", rf"\b(?:my|our)\s+(?:(?!{NOT_HOUSEHOLD}\b)[\w-]+\s+)?(?P<species>{SPECIES})\s+{LNAME}", False),
    # ---- verb classes paired with value types (engram.extraction.people_cues)
    *CUE_FRAMES,
    *CHANGE_FRAMES,
)
