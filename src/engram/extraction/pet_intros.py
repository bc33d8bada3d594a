# ruff: noqa: E501  (frames read better on one line)
"""Pets come home and leave in more shapes than one verb and one word order: the acquiring verb is a
class ("adopted", "rescued", "took in", "brought ... home", "picked up", "we now have"), the animal may
be named in the same breath or in a clause after ("his name is Otis", "we're calling her Ghost",
"they called it Nugget", "a ginger cat we named Marmalade"), after a dash or a comma ("got a puppy, a
corgi named Noodle"), under a headline ("new puppy alert: Bruno"), by name first with the kind after
("adopted Luna, she's a border collie"), in parentheses ("the kitten (Pixel) knocked my coffee
over"), with the user as its parent ("a dog mom to Rolo"), or with no species word at all ("meet
Juniper, our new rescue"). Several are listed after a plural kind, in lower case too ("i have two
dogs, bruno and lola"). A pet also goes in more ways than "died": the idioms of :data:`GONE_AFTER`
said after "our old cat Smokey" or "the hamster (Gizmo)", "we lost our old boy Cooper", "RIP to our
sweet girl Lola", "we found a new home for Clover", "had to give Nugget away".

Every frame is anchored on a first-person subject (or a subject-dropped clause start) or on the
user's possessive, so "my sister got a puppy named Biscuit" stays hers. The frames are included in
``kin_frames.KIN_FRAMES``, which also reads each again with a lower-case name.
"""

from __future__ import annotations

from engram.extraction.fact_lexicon import SPECIES
from engram.extraction.frame_parts import ADV, CNAME, Frame, _fr
from engram.extraction.kin_lexicon import GONE_AFTER, INTRO, PET_ADJ, POSS

# who acquires: the user, or nobody said ("got a dog!") -- never "my sister"
# (or the household: "my husband brought home a new puppy"; or a subject dropped after a break: ":( got a kitten")
_SUBJ = (
    r"(?:^|(?<=[:;,(])\s*|\b(?:i|we)(?:'ve|\s+have|\s+had)?\s+|\bus\s+|"
    r"\b(?:my|our)\s+(?:husband|wife|partner|boyfriend|girlfriend|fianc[eé]e?|kids|children|son|daughter|family)\s+(?:and\s+i\s+)?)"
)
# the class of verbs that bring an animal home ("we now have" is read with ADV)
_ACQUIRE = (
    r"(?:adopted|rescued|got(?:\s+(?:ourselves|myself))?|have(?:\s+got)?|'ve\s+got|brought(?=\s+\S+\s+\S+(?:\s+\S+)?\s+home\b)|brought\s+home|"
    r"adopt|took\s+in|took\s+home|take\s+home|took(?=\s+(?:an?\s+|new\s+|small\s+|little\s+)*(?:"
    + SPECIES
    + r")\b)|picked\s+up|bought|welcomed|ended\s+up\s+with|came\s+home\s+with|fostered|"
    r"inherited|caved\s+and\s+got|gave\s+in\s+and\s+got|finally\s+got)"
)
# a word describing the animal, never a preposition or determiner ("have a look at this dog" gets none)
_MODIFIER = r"(?!(?:a|an|the|this|that|these|those|at|of|for|to|with|from|in|on|by|about|my|our|your|his|her|their|some|look|picture|photo|video|pic)\b)[\w-]+\s+"
# the animal: "a lab puppy", "my own dog", "a second cat", "two guinea pigs" (the last word is the kind)
_ANIMAL = rf"(?:(?:an?|another|my(?:\s+own)?|our(?:\s+own)?|our\s+first|my\s+first)\s+|(?=new\s|small\s|little\s|(?:{SPECIES})\b))(?:{_MODIFIER}){{0,3}}?(?P<species>{SPECIES})(?:\s+(?:mix|cross))?\b"
# how the name is given after the animal, in its clause or the next
_NAMING = (
    r"(?:\b(?:named|called)\s+|\b(?:her|his|its|their)\s+name(?:'s|\s+is)\s+|\b(?:she's|he's|it's|she\s+is|he\s+is|it\s+is)\s+(?:called|named)\s+|"
    r"\b(?:i|we)\s+call\s+am\s+|\b(?:(?:we're|we\s+are|i'm|i\s+am|they're|they\s+are)\s+(?:calling|naming)|(?:we|i|they|the\s+kids|my\s+(?:son|daughter|kids?))\s+(?:named|called|(?:decided\s+to\s+)?(?:name|call)))\s+(?:her|him|it)\s+|\bnamed\s+(?:her|him|it)\s+)"
)
# where a name given after a bare comma or dash ends: never a person joining in ("..., Sarah and I")
_NAME_ENDS = r"(?=\s*(?:$|[,)!.;—–-]|\s+(?:who|she|he|it)\b|\s+and\s+(?!(?:i|me)\b)))"
# what the user calls an animal that is theirs: "our sweet girl", "my old boy", "our dog"
_DEAR = r"(?:old|sweet|little|beloved|dear|good|best|darling|gentle|lovely|precious|gorgeous|wonderful)"
_ENDEARED = rf"(?:{_DEAR}\s+)*(?:boy|girl|baby|furball|fur\s*baby|{SPECIES})"
# two animals listed in an all-lower-case message: "i have two dogs, bruno and lola" (capitals cannot mark the
# names, so no word of the list may be a determiner or a filler)
_LOWER_ONLY = r"^(?-i:(?=[^A-ZÀ-ÖØ-ÞĀ-Ž]*$)).*?"
_LOWER_WORD = r"(?!(?:and|or|the|a|an|both|two|three|my|our|who|which|they|are|is|so|lol)\b)[a-z][\w'-]*"
_LOWER_PAIR = rf"{_LOWER_ONLY}\b(?:i|we)(?:'ve|\s+have)?\s+(?:have|got|adopted|rescued)\s+(?:two|2)\s+(?:{SPECIES})(?:s|es)\s*[,:(—–-]+\s*"
# a pet noun that is no species: "our new rescue"
_PET_NOUN = r"(?:rescue(?:\s+(?:dog|cat|pup))?|foster(?:\s+fail)?)"

PET_INTRO_FRAMES: tuple[Frame, ...] = (
    # ---- the user's animal and its name, said as a naming: "our new puppy is called Pepper", "my cat's name is Miso"
    _fr(
        "pet",
        "set",
        rf"(?<![\w'])(?:my|our)\s+(?:{_MODIFIER}){{0,2}}?(?P<species>{SPECIES})(?:['’]s\s+name\s+is|\s+is\s+(?:called|named))\s+{CNAME}",
    ),
    # ---- the newcomer named after a comma: "it's for the new bunny, Hazel", "we've got a young husky now, Koda"
    _fr("pet", "set", rf"\b(?:the|our|my)\s+new\s+(?:[\w-]+\s+)?(?P<species>{SPECIES})\s*,\s*{CNAME}{_NAME_ENDS}"),
    _fr("pet", "set", rf"{_SUBJ}{ADV}{_ACQUIRE}\s+{_ANIMAL}\s+now\s*,\s*{CNAME}{_NAME_ENDS}"),
    # ---- the animal had now, named and then described: "now we have Luna, a lab puppy"
    _fr(
        "pet",
        "set",
        rf"\b(?:we|i)\s+(?:now\s+)?(?:have|got|adopted|rescued)\s+{CNAME}\s*,\s*(?:a|an|our|my)\s+(?:[\w-]+\s+){{0,2}}?(?P<species>{SPECIES})\b",
    ),
    # ---- the newcomer named: "the new kitten is officially Bartholomew", "our new rescue is Bhalu"
    _fr(
        "pet",
        "set",
        rf"\b(?:the|our|my)\s+new\s+(?:(?P<species>{SPECIES})|{_PET_NOUN}|addition|fur\s*baby)\s+is\s+(?:officially\s+|now\s+)?(?:called\s+|named\s+)?{CNAME}",
    ),
    # ---- acquired, then named in the same breath or a clause later: "we took in a stray cat, we're calling her Ghost"
    _fr("pet", "set", rf"{_SUBJ}{ADV}{_ACQUIRE}\s+{_ANIMAL}(?:\s+home)?[^.;?\x00]{{0,60}}?{_NAMING}{CNAME}"),
    # ---- the animal named by the user in a relative clause: "a ginger cat we named Marmalade"
    _fr(
        "pet",
        "set",
        rf"\ban?\s+(?:{_MODIFIER}){{0,3}}?(?P<species>{SPECIES})\s+(?:that\s+|who\s+)?(?:we|i)(?:'ve|\s+have)?\s+(?:named|called|decided\s+to\s+(?:name|call))\s+{CNAME}",
    ),
    # ---- two or more acquired, named after the kind: "we rescued two kittens last week, Bean and Sprout"
    # (each is "a pet", as with every plural kind: people_cues)
    _fr(
        "pet",
        "set",
        rf"{_SUBJ}{ADV}{_ACQUIRE}\s+(?:two|2|three|3|a\s+pair\s+of)\s+(?:{_MODIFIER})?(?:{SPECIES})(?:s|es)\b[^,.;!?\x00]{{0,30}}?\s*[,:(—–-]\s*{CNAME}\s*(?:,|and|&)\s*(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])",
    ),
    _fr(
        "pet",
        "set",
        rf"{_SUBJ}{ADV}{_ACQUIRE}\s+(?:two|2|three|3|a\s+pair\s+of)\s+(?:{_MODIFIER})?(?:{SPECIES})(?:s|es)\b[^,.;!?\x00]{{0,30}}?\s*[,:(—–-]\s*(?:(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+\s*,\s*)?(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+\s*(?:,\s*)?(?:and|&)\s*{CNAME}",
    ),
    # ---- acquired, the name after a comma or dash: "got a kitten on the weekend - Pumpkin - and ..."
    _fr(
        "pet",
        "set",
        rf"{_SUBJ}{ADV}{_ACQUIRE}\s+{_ANIMAL}(?:\s+home)?[^,.;!?\x00]{{0,30}}?\s*(?:,|[—–-]+|:)\s*{CNAME}{_NAME_ENDS}",
    ),
    # ---- a headline, then the name: "new puppy alert: Bruno, 10 weeks old", "new kitten! meet Pip" (after a
    # bare "!" a capitalised word may be anybody: "new puppy! Sarah and I are thrilled")
    _fr(
        "pet",
        "set",
        rf"^(?:(?:our|my)\s+)?new\s+(?:[\w-]+\s+)?(?P<species>{SPECIES})(?:\s+(?:alert|update|news|day|in\s+the\s+house))?\s*(?:[:—–-]+\s*(?:(?:meet|this\s+is|say\s+hi\s+to)\s+)?|!+\s*(?:meet|this\s+is|say\s+hi\s+to)\s+){CNAME}{_NAME_ENDS}",
        False,
    ),
    # ---- a new family member, its kind and name after: "we have a new family member - a beagle called Waffles"
    _fr(
        "pet",
        "set",
        rf"{_SUBJ}{ADV}{_ACQUIRE}\s+(?:a|an)\s+(?:new\s+)?(?:family\s+member|member\s+of\s+the\s+family|addition(?:\s+to\s+the\s+family)?|arrival)\W+(?:an?\s+)(?:[\w-]+\s+){{0,2}}?(?P<species>{SPECIES})(?:\s+mix)?\s+(?:called|named)\s+{CNAME}",
    ),
    # ---- the household grown by an animal: "the newest member of our household is a cockatiel named Sunny"
    _fr(
        "pet",
        "set",
        rf"\b(?:our|my)\s+(?:[\w-]+\s+)?(?:family|household|home|house|flat|pack|crew|addition|arrival)\b[^.;?\x00]{{0,40}}?\ban?\s+(?:[\w-]+\s+){{0,2}}?(?P<species>{SPECIES})(?:\s+mix)?\s+(?:called|named)\s+{CNAME}",
        False,
    ),
    # ---- named first, the kind after: "we adopted Luna last month, she's a border collie"
    _fr(
        "pet",
        "set",
        rf"{_SUBJ}{ADV}(?:adopted|rescued|took\s+home|take\s+home|brought\s+home|took\s+in|picked\s+up)\s+{CNAME}\b[^.;?,\x00]{{0,30}}?\s*(?:,|[—–-]+)\s*(?:(?:she's|he's|she\s+is|he\s+is|it's|who's)\s+)?(?:an?|our)\s+(?:[\w-]+\s+){{0,3}}?(?P<species>{SPECIES})\b",
    ),
    # ---- the user as the animal's parent: "i'm a dog mom to Rolo", "proud cat dad of two: Miso and Tofu"
    _fr(
        "pet",
        "set",
        rf"(?:\b(?:i'm|im|i\s+am)\s+(?:a\s+)?(?:proud\s+)?|^(?:a\s+)?(?:proud\s+)?)(?P<species>{SPECIES})\s+(?:mom|mum|mama|dad|papa|parent|owner|lady|guy|person)\s+(?:to|of)\s+(?:(?:two|three|2|3)\s*[:,—–-]?\s*)?{CNAME}",
    ),
    _fr(
        "pet",
        "set",
        rf"(?:\b(?:i'm|im|i\s+am)\s+(?:a\s+)?(?:proud\s+)?|^(?:a\s+)?(?:proud\s+)?)(?P<species>{SPECIES})\s+(?:mom|mum|mama|dad|papa|parent|owner|lady|guy|person)\s+(?:to|of)\s+(?:(?:two|three|2|3)\s*[:,—–-]?\s*)?(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+\s*(?:,\s*)?(?:and|&)\s+{CNAME}",
    ),
    # ---- the user naming the animal: "we named the puppy Rolo"; the one the message is about named, at its
    # start and in the present ("the kitten's name is Kiki", "the new puppy is called Rolo"; never "the dog in
    # the park was named Otis")
    _fr(
        "pet",
        "set",
        rf"\b(?:we|i)\s+(?:finally\s+|just\s+)?(?:named|called|decided\s+to\s+(?:name|call))\s+(?:the|our|my)\s+(?:new\s+)?(?P<species>{SPECIES})\s+{CNAME}",
    ),
    _fr(
        "pet",
        "set",
        rf"^{ADV}(?:so\s+)?the\s+(?:new\s+)?(?P<species>{SPECIES})(?:\s+is\s+called|\s+is\s+named|['’]s\s+name\s+is|['’]s\s+called)\s+{CNAME}",
    ),
    # ---- the user's animal, its breed and name in apposition: "our dog, a big goofy lab called Ranger, ..."
    _fr(
        "pet",
        "set",
        rf"{POSS}(?:[\w-]+\s+)?(?:{SPECIES})\s*,\s*an?\s+(?:{_MODIFIER}){{0,3}}?(?P<species>{SPECIES})(?:\s+(?:mix|cross))?\s+(?:called|named)\s+{CNAME}",
        False,
    ),
    # ---- the animal named in parentheses in a message about the user: "ugh the kitten (Pixel) knocked my coffee over"
    _fr(
        "pet",
        "set",
        rf"(?:^|\b(?:the|our|my)\s+)(?:[\w-]+\s+)?(?P<species>{SPECIES})\s*\(\s*{CNAME}\s*\)(?=.*\b(?:i|i'm|i've|me|my|we|our|us)\b)",
        False,
    ),
    # ---- a pet noun that is no species: "meet Juniper, our new rescue", "Juniper is our new rescue"
    _fr("pet", "set", rf"{INTRO}{CNAME}\s*,?\s*(?:my|our)\s+{PET_ADJ}(?P<species>{_PET_NOUN})\b(?!['’]s)", False),
    _fr("pet", "set", rf"^{ADV}{CNAME}\s+is\s+(?:my|our)\s+{PET_ADJ}(?P<species>{_PET_NOUN})\b(?!['’]s)", False),
    _fr("pet", "set", rf"{POSS}{PET_ADJ}(?P<species>{_PET_NOUN})\s*,?\s+{CNAME}", False),
    # ---- gone, said after the kind and name: "our old cat Smokey crossed the rainbow bridge"
    _fr(
        "pet",
        "end",
        rf"{POSS}(?:[\w-]+\s+){{0,2}}?(?:{SPECIES}|{_PET_NOUN})\s*,?\s+{CNAME}\s*,?\s+(?:{GONE_AFTER}|(?:just\s+|sadly\s+)?(?:ran\s+away|went\s+missing|was\s+put\s+down|was\s+put\s+to\s+sleep|was\s+rehomed))",
        False,
    ),
    # ---- lost, the animal called by an endearment: "we lost our old boy Cooper to cancer", "RIP to our sweet girl Lola"
    _fr("pet", "end", rf"(?:^|\b(?:we|i)\s+)(?:just\s+|sadly\s+)?lost\s+(?:our|my)\s+{_ENDEARED}\s*,?\s+{CNAME}"),
    # ... or by an endearment with the name right after it: "we lost our sweet Noodle on saturday"
    _fr("pet", "end", rf"(?:^|\b(?:we|i)\s+)(?:just\s+|sadly\s+)?lost\s+(?:our|my)\s+(?:{_DEAR}\s+)+{CNAME}"),
    _fr(
        "pet",
        "end",
        rf"^(?:rip|r\.i\.p\.?|rest\s+in\s+peace)\s*,?\s+(?:to\s+)?(?:our|my)\s+{_ENDEARED}\s*,?\s+{CNAME}",
        False,
    ),
    # ---- gone, the name in parentheses or in apposition before: "the hamster (Gizmo) didn't make it",
    # "lola, our dog, passed away"
    _fr("pet", "end", rf"\b(?:the|our|my)\s+(?:[\w-]+\s+)?(?:{SPECIES})\s*\(\s*{CNAME}\s*\)\s*{GONE_AFTER}", False),
    _fr("pet", "end", rf"^{CNAME}\s*,\s*(?:our|my)\s+(?:[\w-]+\s+)?(?:{SPECIES})\s*,\s*{GONE_AFTER}", False),
    # ---- two animals listed in lower case (one frame per name)
    _fr("pet", "set", rf"{_LOWER_PAIR}(?P<v>{_LOWER_WORD})\s*(?:,\s*)?(?:and|&)\s+{_LOWER_WORD}\b", False),
    _fr("pet", "set", rf"{_LOWER_PAIR}{_LOWER_WORD}\s*(?:,\s*)?(?:and|&)\s+(?P<v>{_LOWER_WORD})\b", False),
    # ---- a new home found for it: "we found a new home for Clover"
    _fr(
        "pet",
        "end",
        rf"\bfound\s+(?:a\s+)?(?:new|forever|good|loving|great|lovely)\s+(?:home|family)\s+for\s+(?:(?:our|my)\s+(?:[\w-]+\s+)?(?:{SPECIES})\s*,?\s+)?{CNAME}",
    ),
    # ---- given away: "we had to give Nugget away", "gave our cat Pixel to my aunt"
    _fr(
        "pet",
        "end",
        rf"(?<!never\s)(?<!not\s)(?<!n't\s)\b(?:give|gave|giving)\s+(?:(?:our|my)\s+(?:[\w-]+\s+)?(?:{SPECIES})\s*,?\s+)?{CNAME}\s+(?:away|up\s+for\s+adoption|back\s+to\s+the\s+(?:shelter|rescue|breeder))\b",
    ),
)
