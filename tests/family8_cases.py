"""Family cases of 2026-11-26 (family8), in phrasings of our own: a child or a partner named beside
a family word in shapes no frame lists (:mod:`engram.extraction.family_first`) -- "I have a son named
Felix", "Dad to a 10-year-old called Noor", "married to a wonderful guy named Tomás", "my boyfriend
(his name's Luca)", a new baby shown ("Meet little Arlo"), a couple parting ("Kim and I ended
things"), "mum of two: ..." lists, and kin named inside a question ("How do I get my husband Raj to
stop snoring?"). ``FAMILY8_EMPTY``: somebody else's family, the past, wishes, naming questions,
pets called "boy"."""

from __future__ import annotations

from extraction_cases import NONE, Case, E, U

G = "family8"
GE = "family8-empty"

FAMILY8: list[Case] = [
    U(
        "f8-should-i-take-my-son-felix-to-the-zoo",
        "should I take my son Felix to the zoo?",
        E("profile", "Son Felix", "add", slot="child:felix", fact_op="set"),
        group=G,
    ),
    U(
        "f8-what-should-i-get-my-daughter-ada-for-her-6t",
        "What should I get my daughter Ada for her 6th birthday?",
        E("profile", "Daughter Ada", "add", slot="child:ada", fact_op="set"),
        group=G,
    ),
    U(
        "f8-how-do-i-get-my-husband-raj-to-stop-snoring",
        "How do I get my husband Raj to stop snoring?",
        E("profile", "Husband is Raj", "add", slot="partner", fact_op="set"),
        group=G,
    ),
    U(
        "f8-any-tips-for-walking-our-greyhound-comet-in",
        "Any tips for walking our greyhound Comet in the rain?",
        E("profile", "Has a greyhound named Comet", "add", slot="pet:comet", fact_op="set"),
        group=G,
    ),
    U(
        "f8-mum-of-two-here-jonah-is-9-and-isla-is-5",
        "Mum of two here: Jonah is 9 and Isla is 5.",
        E("profile", "Child Jonah is 9", "add", slot="child:jonah", fact_op="set"),
        E("profile", "Child Isla is 5", "add", slot="child:isla", fact_op="set"),
        group=G,
    ),
    U(
        "f8-i-have-a-son-named-felix-he-s-8",
        "I have a son named Felix; he's 8.",
        E("profile", "Son Felix is 8", "add", slot="child:felix", fact_op="set"),
        group=G,
    ),
    U(
        "f8-dad-to-a-10-year-old-called-noor",
        "Dad to a 10-year-old called Noor.",
        E("profile", "Child Noor is 10", "add", slot="child:noor", fact_op="set"),
        group=G,
    ),
    U(
        "f8-i-have-a-son-called-felix",
        "I have a son called Felix.",
        E("profile", "Son Felix", "add", slot="child:felix", fact_op="set"),
        group=G,
    ),
    U(
        "f8-we-have-a-daughter-named-ada",
        "We have a daughter named Ada.",
        E("profile", "Daughter Ada", "add", slot="child:ada", fact_op="set"),
        group=G,
    ),
    U(
        "f8-i-m-married-to-a-wonderful-guy-named-tom-s",
        "I'm married to a wonderful guy named Tomás.",
        E("profile", "Partner is Tomás", "add", slot="partner", fact_op="set"),
        group=G,
    ),
    U(
        "f8-i-live-with-my-partner-a-nurse-called-sunita",
        "I live with my partner, a nurse called Sunita.",
        E("profile", "Partner is Sunita", "add", slot="partner", fact_op="set"),
        group=G,
    ),
    U(
        "f8-my-boyfriend-his-name-s-luca-is-a-chef",
        "My boyfriend (his name's Luca) is a chef.",
        E("profile", "Boyfriend is Luca", "add", slot="partner", fact_op="set"),
        group=G,
    ),
    U(
        "f8-i-m-in-a-relationship-with-a-guy-called-femi",
        "I'm in a relationship with a guy called Femi.",
        E("profile", "Partner is Femi", "add", slot="partner", fact_op="set"),
        group=G,
    ),
    U(
        "f8-new-boyfriend-alert-his-name-is-omar",
        "New boyfriend alert: his name is Omar.",
        E("profile", "Boyfriend is Omar", "add", slot="partner", fact_op="set"),
        group=G,
    ),
    U(
        "f8-it-s-a-boy-meet-little-arlo",
        "It's a boy! Meet little Arlo.",
        E("profile", "Child Arlo", "add", slot="child:arlo", fact_op="set"),
        group=G,
    ),
    U(
        "f8-say-hello-to-wren-our-brand-new-baby-girl",
        "Say hello to Wren, our brand new baby girl.",
        E("profile", "Daughter Wren", "add", slot="child:wren", fact_op="set"),
        group=G,
    ),
    U(
        "f8-new-addition-to-the-family-baby-milo",
        "New addition to the family: baby Milo.",
        E("profile", "Baby Milo", "add", slot="child:milo", fact_op="set"),
        group=G,
    ),
    U(
        "f8-my-girlfriend-kim-and-i-ended-things",
        "My girlfriend Kim and I ended things.",
        E("profile", "No longer: Kim", "add", slot="partner", fact_op="end"),
        group=G,
    ),
    U(
        "f8-marco-and-i-are-divorced-now",
        "Marco and I are divorced now.",
        E("profile", "No longer: Marco", "add", slot="partner", fact_op="end"),
        group=G,
    ),
    U(
        "f8-i-finally-broke-up-with-my-boyfriend-dario",
        "I finally broke up with my boyfriend Dario.",
        E("profile", "No longer: Dario", "add", slot="partner", fact_op="end"),
        group=G,
    ),
]

FAMILY8_EMPTY: list[Case] = [
    NONE("f8-my-sister-has-a-son-named-felix", "My sister has a son named Felix.", group=GE),
    NONE("f8-tom-s-wife-ana-is-lovely", "Tom's wife Ana is lovely.", group=GE),
    NONE("f8-i-used-to-date-a-guy-named-marco", "I used to date a guy named Marco.", group=GE),
    NONE("f8-my-friend-is-married-to-a-guy-named-tom-s", "My friend is married to a guy named Tomás.", group=GE),
    NONE("f8-my-brother-s-girlfriend-kim-is-visiting", "My brother's girlfriend Kim is visiting.", group=GE),
    NONE(
        "f8-i-d-love-to-have-a-daughter-called-ada-somed", "I'd love to have a daughter called Ada someday.", group=GE
    ),
    NONE("f8-my-colleague-is-dating-someone-named-sasha", "My colleague is dating someone named Sasha.", group=GE),
    NONE("f8-is-it-weird-to-name-a-son-felix", "Is it weird to name a son Felix?", group=GE),
    NONE("f8-should-i-call-my-son-felix-or-max", "Should I call my son Felix or Max?", group=GE),
    NONE(
        "f8-my-neighbour-s-7-year-old-called-jack-broke",
        "My neighbour's 7-year-old called Jack broke our window.",
        group=GE,
    ),
    NONE(
        "f8-we-watched-a-film-with-a-kid-called-matilda", "We watched a film with a kid called Matilda in it.", group=GE
    ),
    NONE("f8-my-boss-is-married-to-a-woman-called-helen", "My boss is married to a woman called Helen.", group=GE),
    NONE("f8-my-sister-and-her-husband-pete-split-up", "My sister and her husband Pete split up.", group=GE),
    NONE("f8-what-if-my-wife-harriet-says-no", "What if my wife Harriet says no?", group=GE),
]
