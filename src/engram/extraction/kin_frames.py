"""Frames for family and pets built from small vocabularies of *how* people introduce, age and lose
them, rather than one pattern per sentence.

Earlier rounds read "my son Theo" and "our cat Pip" well but missed most other shapes users type,
and left stale facts behind (an old age, a pet that died). Here each frame pairs one vocabulary with
the value type it carries, so a new word order inside the class still lands:

* an introduction: "meet / this is / say hi to <Name>, my|our <kin or species>";
* a kin noun that is no relation word: "our eldest", "my youngest", "my 3 year old", "our little one";
* an age in words or as an ordinal birthday ("turned two", "Leon's ninth birthday") -- as an *age*
  fact, the name is checked against the children the user already has (reconcile's ``needs``);
* a new baby ("we had a baby girl on Tuesday, Nell!", "welcomed ... a boy named Arlo");
* the break-up and divorce class with the name anywhere in the clause ("..., Anselm and I are done",
  "Bastien dumped me", "I left my husband Gideon");
* the idioms of a pet's death or new home ("put Biscuit down", "put ... to sleep", "said goodbye to",
  "RIP <Name>", "<Name> wasn't ours", "<Name> isn't with us anymore", "lost <Name> to cancer").

Every frame either anchors on the user's own possessive ("my", "our") or on a first-person subject,
so "my sister's dog Rex" and "our neighbours got a puppy" stay somebody else's.
"""

from __future__ import annotations

from engram.extraction.fact_lexicon import BOSS_WORDS, CHILD_WORDS, PARTNER_WORDS, SPECIES
from engram.extraction.family_intros import FAMILY_INTRO_FRAMES
from engram.extraction.frame_parts import ADV, CNAME, IM, ME, Frame, _fr
from engram.extraction.kin_lexicon import (
    AGE_WORD,
    BDAY,
    BREAKUP,
    GONE_AFTER,
    GONE_OBJECT,
    INTRO,
    KID_ROLE,
    NAME_START,
    NAMED_AS,
    NOT_NAMED,
    NOT_YET,
    ORDINAL,
    PAST_PARTY,
    PET_ADJ,
    POSS,
    SOMEONE,
    TURNED_AGE,
    lowered,
)
from engram.extraction.pet_intros import PET_INTRO_FRAMES

# how an introduced name is tied to its word: "meet Pepper, our new puppy", "Meet Jonas — my boyfriend"
_APPOSED = r"\s*(?:[,:—–]|-{1,2})?\s*"

# A partner said by the two of them or by the user's word for them, in a statement or beside a question:
# "Kwame and I just celebrated one year married", "Declan and I have been living together since June",
# "Rafael -- my partner of six years -- is turning 40", "liam (bf) and i ...", "Thabo, who I've been seeing
# for two years, ...", "My wife she is called Beatriz"
_COUPLE_FRAMES: tuple[Frame, ...] = (
    *(
        _fr(
            "partner",
            "set",
            rf"^{ADV}{pair}\s+(?:(?!(?:were|was|used|not|never|had|divorced|separated|split|broke)\b)[\w']+\s+){{0,4}}"
            r"(?:married|engaged|living\s+together|moved\s+in\s+together|as\s+a\s+couple)\b",
            False,
        )
        for pair in (rf"{CNAME}\s+and\s+(?:i|me)", rf"(?:me|i)\s+and\s+{CNAME}")
    ),
    _fr("partner", "set", rf"{CNAME}\s*(?:[—–]|--)\s*my\s+(?P<rel>{PARTNER_WORDS})\b(?!['’]s)", False),
    _fr("partner", "set", rf"{CNAME}\s*\(\s*(?:my\s+)?(?P<rel>{PARTNER_WORDS})\s*\)", False),
    _fr(
        "partner",
        "set",
        rf"{CNAME}\s*,\s*(?:who|whom)\s+i(?:'ve|\s+have)\s+been\s+(?:seeing|dating|going\s+out\s+with|with|together\s+with)\b",
        False,
    ),
    _fr("partner", "set", rf"{POSS}(?P<rel>{PARTNER_WORDS}),?\s+(?:she|he)\s+is\s+(?:called|named)\s+{CNAME}", False),
)

_CAPITALISED: tuple[Frame, ...] = (
    # ---- an introduction: "meet Pepper, our new puppy", "this is Corentin, my husband"
    _fr(
        "pet",
        "set",
        rf"{INTRO}{CNAME}{_APPOSED}(?:my|our)\s+{PET_ADJ}(?:\w+\s+)??(?P<species>{SPECIES})\b(?!['’]s)",
        False,
    ),
    _fr("partner", "set", rf"{INTRO}{CNAME}{_APPOSED}my\s+(?:new\s+)?(?P<rel>{PARTNER_WORDS})\b(?!['’]s)", False),
    _fr("child", "set", rf"{INTRO}{CNAME}{_APPOSED}(?:my|our)\s+(?:new\s+)?(?P<rel>{CHILD_WORDS})\b(?!['’]s)", False),
    _fr("child", "set", rf"{INTRO}{CNAME}\s*,?\s*(?:my|our)\s+(?P<age>\d{{1,2}})[- ](?:year|yr)[- ]old\b", False),
    _fr("child", "set", rf"{INTRO}{CNAME}\s*,?\s*(?:my|our)\s+{KID_ROLE}\b(?!['’]s)", False),
    # ---- a child by role, not by relation word: "Magnus, our eldest, is 12", "my youngest, Pim"
    _fr(
        "child",
        "set",
        rf"^{CNAME}\s*(?:,|\()\s*(?:my|our)\s+{KID_ROLE}\s*(?:,|\))\s*(?:is|'s|just\s+turned|turned)\s+(?P<age>\d{{1,2}})\b",
        False,
    ),
    _fr("child", "set", rf"^{CNAME}\s*(?:,|\()\s*(?:my|our)\s+{KID_ROLE}\s*(?:,|\))", False),
    _fr(
        "child",
        "set",
        rf"{POSS}{KID_ROLE}\s*,\s*{CNAME}\s*,?\s+(?:is|'s|just\s+turned|turned)\s+(?P<age>\d{{1,2}})\b",
        False,
    ),
    _fr("child", "set", rf"{POSS}{KID_ROLE}\s*(?:,\s*|\(\s*){CNAME}", False),
    # ---- "my wife is Rosalind" names the partner, so a later partner replaces her
    _fr(
        "partner",
        "set",
        rf"^{ADV}my\s+(?:new\s+)?(?P<rel>{PARTNER_WORDS})\s+is\s+(?:now\s+)?{NOT_NAMED}{CNAME}(?=\s*(?:$|[,.;!]|\s+(?:and|but|btw|by\s+the\s+way)\b))",
        False,
    ),
    # ---- the name first, the noun in apposition: "Waffles (our lab) ate my sock", "Pim, my son, ..."
    _fr("pet", "set", rf"^{CNAME}\s*(?:,|\()\s*(?:my|our)\s+(?:\w+\s+)??(?P<species>{SPECIES})\s*(?:,|\))", False),
    _fr("child", "set", rf"^{CNAME}\s*(?:,|\()\s*(?:my|our)\s+(?P<rel>{CHILD_WORDS})\s*(?:,|\))", False),
    # ---- a name in parentheses: "my boyfriend (Emeka)", "my son Felix (he's 11)"
    _fr("partner", "set", rf"{POSS}(?P<rel>{PARTNER_WORDS})\s*\(\s*{CNAME}\s*\)", False),
    # the partner word as chat says it, without "my", opening the clause: "The missus (Kylie) reckons ...",
    # "gf (Yasmin) has a migraine", "Hubby (Femi) wants a PS5"
    _fr(
        "partner",
        "set",
        rf"(?:^|[:;]\s*)(?:(?:quick\s+one|so|ok|okay|btw|well)\W+)?(?:the\s+)?"
        rf"(?P<rel>missus|missis|wife|husband|hubby|wifey|gf|bf|girlfriend|boyfriend|partner|fianc[eé]e?)\s*\(\s*{CNAME}\s*\)",
        False,
    ),
    _fr("child", "set", rf"{POSS}(?P<rel>{CHILD_WORDS})\s*\(\s*{CNAME}\s*\)", False),
    _fr(
        "child",
        "set",
        rf"{POSS}(?P<rel>{CHILD_WORDS})\s+{CNAME}\s*\(\s*(?:(?:he's|she's|they're|he\s+is|she\s+is|aged?)\s+)?(?P<age>\d{{1,2}})\s*(?:yo|y/o|y\.o\.|yrs?(?:\s+old)?|years?(?:\s+old)?)?\s*\)",
        False,
    ),
    # ---- an age in words, or as an ordinal birthday
    _fr("child", "set", rf"{POSS}(?P<rel>{CHILD_WORDS})\s+{CNAME}\s+{TURNED_AGE}", False),
    _fr(
        "child",
        "set",
        rf"{POSS}(?P<rel>{CHILD_WORDS})\s+{CNAME}['’]s\s+(?P<age>{ORDINAL})\s+{BDAY}{NOT_YET}",
        False,
    ),
    _fr("age", "set", rf"{NAME_START}{CNAME}(?:\s+|(?=['’]s\s)){TURNED_AGE}", False),
    _fr("age", "set", rf"(?:{NAME_START}|{PAST_PARTY}){CNAME}['’]s\s+(?P<age>{ORDINAL})\s+{BDAY}{NOT_YET}", False),
    _fr(
        "age",
        "set",
        rf"\bcelebrat\w*\s+{CNAME}(?:\s+turning|['’]s\s+(?:big\s+)?)\s*(?P<age>\d{{1,2}}|{AGE_WORD})\b{NOT_YET}",
        False,
    ),
    _fr("age", "set", rf"\bcelebrat\w*\s+{CNAME}['’]s\s+(?P<age>{ORDINAL})\s+{BDAY}{NOT_YET}", False),
    _fr(
        "age",
        "set",
        rf"^(?:it\s+was\s+|it's\s+)?{CNAME}['’]s\s+(?:now\s+)?(?P<age>\d{{1,2}})\b(?!\s*(?:%|am|pm|kg|km|minutes|hours|days|weeks|months|times)\b)",
        False,
    ),
    # ---- an age in "yo" shorthand: "my 7yo Ada", "our 3 y/o, Pim"
    _fr(
        "child",
        "set",
        rf"{POSS}(?P<age>\d{{1,2}})\s*(?:yo|y/o|y\.o\.)\s*,?\s+(?:(?P<rel>{CHILD_WORDS})\s*,?\s+)?{CNAME}",
        False,
    ),
    # ---- a birthday: "Ada just had her 8th birthday", "happy 8th bday to my daughter Ada"
    _fr(
        "age",
        "set",
        rf"{NAME_START}{CNAME}\s+(?:just\s+)?(?:had|celebrated)\s+(?:her|his|their)\s+(?P<age>{ORDINAL})\s+{BDAY}",
        False,
    ),
    _fr(
        "child",
        "set",
        rf"\bhappy\s+(?P<age>{ORDINAL})\s+{BDAY}\s+(?:to\s+)?(?:my|our)\s+(?:\w+\s+)?(?P<rel>{CHILD_WORDS})\s*,?\s+{CNAME}",
        False,
    ),
    _fr("age", "set", rf"\bhappy\s+(?P<age>{ORDINAL})\s+{BDAY}\s*(?:to\s+)?,?\s*{CNAME}", False),
    # ---- an ex: "my ex-husband Viktor", "my ex, Jonas" is no partner now
    _fr(
        "partner",
        "end",
        rf"{POSS}ex(?:-(?:{PARTNER_WORDS}))?\s*,?\s+(?!(?:and|is|was|has|had|says|said)\b){CNAME}",
        False,
    ),
    # ---- a new baby, named at the end of its clause
    _fr(
        "child",
        "set",
        rf"\b(?:had|welcomed)\s+(?:our\s+(?:\w+\s+)?(?:baby|child)\s*,\s*)?(?:a|our)\s+(?:\w+\s+)?(?:baby\s+)?(?P<rel>boy|girl|son|daughter)\b[^,.!?;()\x00]{{0,30}}?(?:\s*,\s*|\s+(?:named|called)\s+){CNAME}",
    ),
    # ---- a partner: engaged, dating, ended
    _fr(
        "partner",
        "set",
        rf"^{ADV}(?:me|i)\s+and\s+{CNAME}\s+{ADV}(?:got\s+(?:married|engaged|hitched)|tied\s+the\s+knot)\b",
        False,
    ),
    _fr("partner", "set", rf"^{ADV}{CNAME}\s+and\s+(?:i|me)\s+{ADV}(?:got\s+hitched|tied\s+the\s+knot)\b", False),
    _fr(
        "partner",
        "set",
        rf"^{ADV}{CNAME}\s+(?:proposed|popped\s+the\s+question)\b(?:\s+to\s+me)?(?=\s*(?:$|[!.,]|\s+(?:and|last|on|yesterday|today|tonight|this)\b))",
        False,
    ),
    _fr(
        "partner",
        "set",
        rf"^(?:(?:i've|i\s+have|we've)\s+)?been\s+(?:dating|going\s+out\s+with|together\s+with)\s+{CNAME}",
    ),
    # how they met, then together since: "met Maricel at a friend's wedding and we've been together since"
    _fr(
        "partner",
        "set",
        rf"^(?:i\s+)?{ADV}met\s+{CNAME}\s+(?:at|in|on|through|via|during)\b[^.;?\x00]{{0,60}}?\b(?:and\s+)?(?:we've|we\s+have)\s+"
        r"been\s+(?:together|a\s+couple|inseparable|dating|an\s+item)\b",
    ),
    _fr("partner", "set", rf"{POSS}(?:new\s+)?(?P<rel>{PARTNER_WORDS}){NAMED_AS}\s+{CNAME}", False),
    # the partner said as the user's own title: "I'm Emily's fiancé", "I have a spouse named Meera"
    _fr("partner", "set", rf"\b{IM}\s+{ADV}{CNAME}['’]s\s+(?:new\s+)?(?:{PARTNER_WORDS})\b(?!['’]s)", False),
    _fr(
        "partner",
        "set",
        rf"\b(?:i\s+have|i've\s+got|i\s+got)\s+an?\s+(?:lovely\s+|wonderful\s+)?(?P<rel>{PARTNER_WORDS})\s+(?:called|named)\s+{CNAME}",
        False,
    ),
    # "I've got a girlfriend now, Sofia", "I have a new boyfriend -- Tomas": the name set off after it
    _fr(
        "partner",
        "set",
        rf"\b(?:i\s+have|i've\s+got|i\s+got|i've|i\s+now\s+have)\s+(?:an?\s+)?(?:new\s+)?(?P<rel>{PARTNER_WORDS})"
        rf"(?:\s+now)?\s*(?:,|:|—|–|--|-)\s*{CNAME}(?=\s*(?:$|[,.;!—–(-]|\s+and\b))",
        False,
    ),
    # "I'm in a new relationship with Kenji"
    _fr(
        "partner",
        "set",
        rf"\b{IM}\s+{ADV}in\s+a\s+(?:new\s+|serious\s+|happy\s+)?relationship\s+with\s+{CNAME}"
        rf"(?=\s*(?:$|[,.;!—–(-]|\s+(?:and|now|these\s+days)\b))",
        False,
    ),
    *_COUPLE_FRAMES,
    _fr("partner", "set", rf"^{ADV}(?:started\s+)?(?:dating|seeing)\s+{SOMEONE}\s+{CNAME}"),
    _fr("partner", "end", rf"{POSS}divorce\s+(?:from|with)\s+{CNAME}", False),
    _fr("partner", "end", rf"(?:^|\b(?:so|and|now)\s+){CNAME}\s+is\s+{ADV}my\s+ex\b", False),
    _fr(
        "partner",
        "set",
        rf"\bseeing\s+someone\s+(?:new\s*)?(?:[,—–-]+\s*|\s+)(?:her|his|their)\s+name(?:'s|\s+is)\s+{CNAME}",
    ),
    _fr(
        "partner",
        "end",
        rf"(?:^|[,;:]\s*|\b(?:and|but|so)\s+){ADV}{CNAME}\s+and\s+(?:i|me)\s+(?:have\s+|'ve\s+|just\s+|finally\s+|officially\s+)*{BREAKUP}",
        False,
    ),
    _fr(
        "partner",
        "end",
        rf"^{ADV}(?!i\b){CNAME}\s+(?:dumped\s+me|broke\s+up\s+with\s+me|left\s+me(?=\s*(?:$|[!.,]|\s+for\b|\s+last\b|\s+yesterday\b))|walked\s+out\s+on\s+me)\b",
        False,
    ),
    _fr(
        "partner",
        "end",
        rf"\b{ME}\s+{ADV}(?:left|divorced|dumped|separated\s+from|split\s+from|broke\s+up\s+with)\s+my\s+(?:\w+\s+)?(?:{PARTNER_WORDS})\s*,?\s+{CNAME}",
    ),
    _fr("partner", "end", rf"\b{IM}\s+{ADV}(?:divorcing|getting\s+divorced\s+from|separating\s+from)\s+{CNAME}"),
    _fr(
        "partner",
        "end",
        rf"\b{ME}\s+{ADV}(?:got\s+)?(?:divorced\s+from|divorced|split\s+from|separated\s+from|dumped)\s+{CNAME}",
    ),
    # ---- pets: named with a verb of naming, listed, or introduced under a headline
    _fr("pet", "set", rf"{POSS}(?:\w+\s+)?(?P<species>{SPECIES})['’]s\s+(?:called|named)\s+{CNAME}", False),
    _fr(
        "pet",
        "set",
        rf"\b{ME}(?:'ve\s+got|\s+have(?:\s+got)?|\s+got)\s+(?:two|three|2|3)\b[^.;!?\x00]*?\ban?\s+(?:\w+\s+)?(?P<species>{SPECIES})\s+(?:called|named)\s+{CNAME}",
    ),
    _fr(
        "pet",
        "set",
        rf"\b{ME}(?:'ve\s+got|\s+have(?:\s+got)?|\s+got)\s+(?:two|three|2|3)\b[^.;!?\x00]*?\band\s+an?\s+(?:\w+\s+)?(?P<species>{SPECIES})\s+(?:called|named)\s+{CNAME}",
    ),
    _fr(
        "pet",
        "set",
        rf"\b(?:{ME}(?:'ve)?\s+)?{ADV}(?:adopted|rescued|got|brought\s+home|took\s+in|keep|have|own)\s+(?:two|2|three|3)\s+(?:{SPECIES})(?:s|es)\s*[,:(]\s*{CNAME}\s*(?:,|and|&)\s*(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])",
    ),
    _fr(
        "pet",
        "set",
        rf"\b(?:{ME}(?:'ve)?\s+)?{ADV}(?:adopted|rescued|got|brought\s+home|took\s+in|keep|have|own)\s+(?:two|2|three|3)\s+(?:{SPECIES})(?:s|es)\s*[,:(]\s*(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+\s*(?:,|and|&)\s*{CNAME}",
    ),
    _fr(
        "pet",
        "set",
        rf"^new\s+(?:{SPECIES})(?:\s+alert)?\s*[:!—–-]+\s*(?:a|an|our)\s+(?:\w+\s+)??(?P<species>{SPECIES})\s+(?:called|named)\s+{CNAME}",
    ),
    _fr(
        "pet",
        "set",
        rf"\bnew\s+(?:addition|member)\s+(?:to|of)\s+(?:the|our)\s+family\W+(?:a|an|our)\s+(?:\w+\s+)?(?P<species>{SPECIES})\s+(?:called|named)\s+{CNAME}",
    ),
    _fr(
        "pet",
        "set",
        rf"\b(?:got\s+an?|(?:adopted|rescued)\s+an?|^new)\s+(?P<species>{SPECIES})\b[^.;!?\x00]{{0,40}}?(?:[—–-]+|,)\s*(?:we|they|the\s+kids)\s+(?:named|called)\s+(?:him|her|it)\s+{CNAME}",
    ),
    _fr("pet", "set", rf"\bgot\s+(?:a|an)\s+(?:new\s+)?(?P<species>{SPECIES})\s*\(\s*{CNAME}\s*\)"),
    _fr(
        "pet",
        "set",
        rf"\b(?:adopted|rescued)\s+{CNAME}\s*,\s*(?:a|an|our)\s+(?:[\w-]+\s+){{0,3}}?(?P<species>{SPECIES})\b",
    ),
    _fr(
        "pet",
        "set",
        rf"\b(?:adopted|rescued|got|brought\s+home|took\s+in)\s+{CNAME}\s+from\s+(?:a|the)\s+(?:[\w-]+\s+)?"
        r"(?:shelter|rescue|pound|breeder|rspca|spca|sanctuary)\b",
    ),
    # one of several: "one of my chickens, Henrietta, is broody"
    _fr("pet", "set", rf"\bone\s+of\s+(?:my|our)\s+(?P<species>{SPECIES})(?:s|es)?\s*(?:,|\()\s*{CNAME}"),
    # an animal adopted under a description and its name: "I've adopted a retired racer called Duchess"
    # (a child adopted says so: "a little girl named Mia", "a sibling pair")
    _fr(
        "pet",
        "set",
        rf"\b(?:{ME}(?:'ve|\s+have)?\s+)?{ADV}(?:adopted|rescued)\s+an?\s+"
        rf"(?!(?:[\w-]+\s+){{0,3}}?(?:baby|boy|girl|son|daughter|child|kid|sibling|toddler|teen)s?\b)"
        rf"(?:[\w-]+\s+){{0,3}}?(?:called|named)\s+{CNAME}",
    ),
    # ---- a pet known by what one does only for one's own animal: the vet, the walk, its things
    _fr(
        "pet",
        "set",
        rf"\b(?:took|taking|take|bring|bringing|brought)\s+{CNAME}\s+(?:in\s+)?to\s+the\s+(?:vet|vets|groomer|groomers|kennel|kennels)\b",
    ),
    _fr(
        "pet",
        "set",
        rf"\b(?:walk|walking|walked)\s+{CNAME}\s+(?:before|after|in\s+the|this|every|twice|round|around|at\s+the\s+park|in\s+the\s+park)\b",
    ),
    _fr(
        "pet",
        "set",
        rf"^{CNAME}['’]s\s+(?:new\s+)?(?:vet|leash|lead|litter\s*(?:box|tray)|kibble|food\s+bowl|crate|collar|hutch|cage|tank|flea\s+treatment|dog\s+food|cat\s+food)\b",
    ),
    _fr(
        "pet",
        "set",
        rf"^{CNAME}\s+the\s+(?P<species>{SPECIES})\b(?!\s+(?:next\s+door|from|down|across|at|on\s+the))(?=.*\b(?:i|i'm|i've|me|my|we|our|us)\b)",
    ),
    # ---- pets: a death or a new home, by its idioms
    _fr("pet", "end", rf"\bfound\s+{CNAME}\s+a\s+(?:new|forever|good|loving|great)\s+home\b"),
    _fr(
        "pet",
        "end",
        rf"\bput\s+(?:(?:our|my|the)\s+(?:\w+\s+)?(?:{SPECIES})\s*,?\s+)?{CNAME}\s*,?\s+(?:down|to\s+sleep)\b",
    ),
    _fr("pet", "end", rf"\b(?:{GONE_OBJECT})\s+(?:(?:our|my|the)\s+(?:\w+\s+)?(?:{SPECIES})\s*,?\s+)?{CNAME}"),
    _fr("pet", "end", rf"^(?:rip|r\.i\.p\.?|rest\s+in\s+peace)\s*,?\s+{CNAME}", False),
    # the name opening its clause, after any lead-in: "Really rough week, Pip is gone"
    _fr(
        "pet",
        "end",
        rf"(?:^|[,;:]\s*){ADV}(?:turns\s+out\s+|it\s+turns\s+out\s+)?{CNAME}(?:\s+|(?=['’]s\s)){GONE_AFTER}",
        False,
    ),
    *PET_INTRO_FRAMES,  # more verbs of bringing a pet home, and of naming and losing it
    *FAMILY_INTRO_FRAMES,  # partners courted and left, children's ages by pronoun, babies named late
)

KIN_FRAMES: tuple[Frame, ...] = (
    *_CAPITALISED,
    *(lowered(f) for f in _CAPITALISED if CNAME in f.pattern.pattern),
)

# A kin, pet or manager named with the user's possessive is presupposed, so it stays true inside a
# hedged sentence or a question: "my partner Noor and I are thinking about Japan", "maybe I'll get my
# son Felix a bike", "how do I convince my boss Yuki Mori to let me work remotely?". Read only when
# the sentence is refused for a hedge or asked (never for a condition or a question about naming);
# no adjective is allowed before the noun ("our first dog, Bramble" may be one still to come), except
# "new" before a manager.
PRESUPPOSED_FRAMES: tuple[Frame, ...] = (
    _fr("partner", "set", rf"{POSS}(?P<rel>{PARTNER_WORDS})\s*,?\s+{CNAME}", False),
    _fr(
        "manager",
        "set",
        rf"{POSS}(?:new\s+)?{BOSS_WORDS}\s*,?\s+{CNAME}",
        False,
    ),
    _fr("child", "set", rf"{POSS}(?P<rel>{CHILD_WORDS})\s*,?\s+{CNAME}", False),
    _fr("pet", "set", rf"{POSS}(?P<species>{SPECIES})\s*,?\s+{CNAME}", False),
)
_MGR_WORD = rf"(?:new\s+|current\s+|direct\s+|interim\s+)?{BOSS_WORDS}\b"
PRESUPPOSED_FRAMES += (
    # the name first: "my first 1:1 with Priya Nair, my new manager?", "now that Priya Nair is my manager, ...?"
    _fr("manager", "set", rf"{CNAME}\s*,\s*{POSS}{_MGR_WORD}", False),
    _fr(
        "manager",
        "set",
        rf"{CNAME}\s*,?\s+(?:(?:who\s+)?(?:has\s+(?:now\s+|just\s+)?become|(?:just\s+|recently\s+)?became|is|'s|was\s+made)|who's|who)\s+"
        rf"(?:now\s+|officially\s+)?{POSS}{_MGR_WORD}",
        False,
    ),
    _fr(
        "manager",
        "set",
        rf"{CNAME}\s+(?:just\s+|recently\s+)?(?:took\s+over\s+as|stepped\s+in\s+as|started\s+as|was\s+made)\s+{POSS}{_MGR_WORD}",
        False,
    ),
    # tied by a pronoun: "... with Priya Nair now that she's my manager?"
    _fr(
        "manager",
        "set",
        rf"{CNAME}(?:\s*[(—–]\s*|\s+--\s+|\s+(?:[\w',]+\s+){{0,6}}?)(?:she's|he's|they're|she\s+is|he\s+is|they\s+are)\s+"
        rf"(?:now\s+|officially\s+)?{POSS}{_MGR_WORD}",
        False,
    ),
    _fr("partner", "set", rf"{CNAME}\s*,\s*{POSS}(?P<rel>{PARTNER_WORDS})\b", False),
    _fr("child", "set", rf"{CNAME}\s*,\s*{POSS}(?P<rel>{CHILD_WORDS})\b", False),
    # the manager by the reporting line, in a relative clause: "it's going to Declan who i report to", "Kenji, who I
    # report to, says mine are too long"
    _fr(
        "manager",
        "set",
        rf"{CNAME}\s*,?\s+(?:who|whom)\s+(?:i|we)\s+(?:now\s+|currently\s+|directly\s+)?(?:report|answer)\s+to\b",
        False,
    ),
    # the kin word in brackets after the name: "Pancake (my ferret) has itchy skin?", "is Leo (my son) too young?"
    _fr("pet", "set", rf"{CNAME}\s*\(\s*(?:my|our)\s+(?:\w+\s+)?(?P<species>{SPECIES})\s*\)", False),
    _fr("child", "set", rf"{CNAME}\s*\(\s*(?:my|our)\s+(?:\w+\s+)?(?P<rel>{CHILD_WORDS})\s*\)", False),
    _fr("partner", "set", rf"{CNAME}\s*\(\s*(?:my|our)\s+(?:new\s+)?(?P<rel>{PARTNER_WORDS})\s*[),;]", False),
    # guests come to the user's home, in a request as much as in a statement: "a plan for my parents visiting me
    # in Edinburgh next month?" (a place in capitals; "visiting me in hospital" names none)
    _fr(
        "residence",
        "set",
        r"\b(?:visiting|visit|visits|coming\s+to\s+(?:see|visit)|staying\s+with)\s+(?:me|us)\s+(?:here\s+)?in\s+"
        r"(?P<v>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+)?)(?!\s+(?:for|during|while|when)\b)",
        False,
    ),
)
# a child named, then tied to the user by a pronoun: "Oscar's first sleepover -- he's my 6yo", "for Ava? she's
# my 9 year old" (chat's "6yo" is spelled out as "6 years old" by then)
CHILD_BY_PRONOUN = _fr(
    "child",
    "set",
    rf"{CNAME}\b(?:(?!\b(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž]))[^.;!\x00]){{0,60}}?(?:[—–,?-]+\s*|\s+)(?:he's|she's|he\s+is|she\s+is)\s+(?:now\s+)?my\s+"
    rf"(?:(?P<age>\d{{1,2}})\s*(?:-?\s*years?\s*-?\s*old|-?\s*yr\s*-?\s*old)|(?:little\s+|eldest\s+|youngest\s+)?(?P<rel>son|daughter|boy|girl|stepson|stepdaughter))\b",
    False,
)
# in all lower case no capital marks the name, so it must stand right before the pronoun ("for ava? she's
# my 9 year old"), never a word further back ("how do i calm oscar down -- he's my son" names no "how")
_CHILD_RIGHT_BEFORE = _fr(
    "child",
    "set",
    rf"{CNAME}\s*(?:[—–,?-]+\s*)(?:he's|she's|he\s+is|she\s+is)\s+(?:now\s+)?my\s+"
    rf"(?:(?P<age>\d{{1,2}})\s*(?:-?\s*years?\s*-?\s*old|-?\s*yr\s*-?\s*old)|(?:little\s+|eldest\s+|youngest\s+)?(?P<rel>son|daughter|boy|girl|stepson|stepdaughter))\b",
    False,
)
PRESUPPOSED_FRAMES += tuple(lowered(f) for f in (*PRESUPPOSED_FRAMES, _CHILD_RIGHT_BEFORE, *_COUPLE_FRAMES))
PRESUPPOSED_FRAMES += (CHILD_BY_PRONOUN, *_COUPLE_FRAMES)
