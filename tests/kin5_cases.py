"""Fifth-round cases for family and pets: partners, children (with their ages) and pets introduced,
changed and lost, written fresh in the registers chat uses (lead-ins, emoji, dashes, parentheses,
lower case, two turns where the second updates what the first said). ``KIN5_EMPTY`` holds what must
produce nothing: somebody else's family or pet, hypotheticals, wishes, questions and quoted speech."""

from __future__ import annotations

from extraction_cases import CONV as C
from extraction_cases import Case, E, U

PR, F = "profile", "fact"
G = "kin5"
GE = "kin5-empty"
PART = dict(slot="partner")
END = dict(fact_op="end")


def u(text: str) -> tuple[str, str]:
    return ("user", text)


def _pet(case_id: str, text: str, species: str, name: str) -> Case:
    return U(case_id, text, E(PR, f"Has a {species} named {name}", slot=f"pet:{name.lower()}"), group=G)


def _gone(case_id: str, text: str, name: str) -> Case:
    return U(case_id, text, E(F, f"No longer: {name}", slot="?", **END), group=G)


def _partner(case_id: str, text: str, content: str) -> Case:
    return U(case_id, text, E(PR, content, **PART), group=G)


def _ex(case_id: str, text: str, name: str) -> Case:
    return U(case_id, text, E(PR, f"No longer: {name}", **PART, **END), group=G)


def _child(case_id: str, text: str, content: str, name: str) -> Case:
    return U(case_id, text, E(PR, content, slot=f"child:{name.lower()}"), group=G)


def _empty(case_id: str, text: str) -> Case:
    return U(case_id, text, group=GE)


KIN5: list[Case] = [
    # ---- partner: introduced, in apposition, in parentheses, after a lead-in
    _partner("k5-gf-says-hi", "oh and my girlfriend Tamsin says hi", "Girlfriend is Tamsin"),
    _partner(
        "k5-this-is-husband",
        "btw this is Corentin, my husband, he's reading over my shoulder lol",
        "Husband is Corentin",
    ),
    _partner("k5-wife-is-name", "my wife is Rosalind, we've been together 12 years", "Wife is Rosalind"),
    # a nationality is no name: the line stays a plain profile line, no partner slot
    U("k5-wife-is-dutch", "my wife is Dutch, so we go to Utrecht a lot", E(PR, "Wife is Dutch"), group=G),
    U("k5-husband-is-german", "my husband is German", E(PR, "Husband is German"), group=G),
    _partner("k5-married-last-spring", "I married Odalys last spring", "Partner is Odalys"),
    _partner("k5-got-engaged", "Henrik and I got engaged last night!!", "Partner is Henrik"),
    _partner("k5-official-couple", "update: me and Priya are officially a couple 🎉", "Partner is Priya"),
    _partner("k5-fiancee-appos", "my fiancée, Marisol, is planning the whole wedding", "Fiancée is Marisol"),
    _partner("k5-someone-new-dash", "I'm seeing someone new — her name is Yara", "Partner is Yara"),
    _partner("k5-been-dating", "been dating Florian for a few months now", "Partner is Florian"),
    _partner("k5-got-married-on", "Kwame and I got married on Saturday!", "Partner is Kwame"),
    _partner("k5-boyfriend-paren", "My boyfriend (Emeka) is cooking tonight", "Boyfriend is Emeka"),
    _partner("k5-proposed-yes", "Jasper proposed and I said yes!", "Partner is Jasper"),
    # ---- partner: an ending
    _ex("k5-divorce-final", "Divorce is final, Anselm and I are done.", "Anselm"),
    _ex("k5-split-summer", "Lucia and I split up in the summer", "Lucia"),
    _ex("k5-divorced-from", "i got divorced from Reuben last year", "Reuben"),
    _ex("k5-getting-divorced", "Reuben and I are getting divorced", "Reuben"),
    _ex("k5-dumped-me", "ugh, Bastien dumped me last night", "Bastien"),
    _ex("k5-left-my-husband", "I left my husband Gideon in March", "Gideon"),
    # ---- children: introduced, with and without an age
    _child("k5-son-turned", "my son Idris just turned 9", "Son Idris is 9", "Idris"),
    _child("k5-this-is-three-year-old", "this is Bodhi, my 3 year old", "Child Bodhi is 3", "Bodhi"),
    U(
        "k5-two-kids-paren",
        "we have two kids: Elodie (8) and Marius (5)",
        E(PR, "Child Elodie is 8", slot="child:elodie"),
        E(PR, "Child Marius is 5", slot="child:marius"),
        group=G,
    ),
    _child("k5-our-eldest-is", "Magnus, our eldest, is 12", "Child Magnus is 12", "Magnus"),
    _child("k5-youngest-nursery", "my youngest, Pim, started nursery today", "Child Pim", "Pim"),
    _child("k5-daughter-is-now", "my daughter Hana is 7 now", "Daughter Hana is 7", "Hana"),
    _child("k5-kiddo", "my kiddo Rory is obsessed with dinosaurs", "Kid Rory", "Rory"),
    _child("k5-stepdaughter-age", "my stepdaughter Imke is 15", "Stepdaughter Imke is 15", "Imke"),
    _child("k5-son-paren-age", "my son Felix (he's 11) wants a phone", "Son Felix is 11", "Felix"),
    _child("k5-little-one", "Our little one, Mabel, is 2.", "Child Mabel is 2", "Mabel"),
    _child("k5-turned-word-number", "Our son Jonah just turned two", "Son Jonah is 2", "Jonah"),
    _child(
        "k5-daughter-birthday-party", "my daughter Ayla's 7th birthday party was a blast", "Daughter Ayla is 7", "Ayla"
    ),
    _child("k5-daughter-turned-on", "my daughter Lumi turned 10 on Saturday", "Daughter Lumi is 10", "Lumi"),
    # ---- a new baby
    _child("k5-born-last-week", "Our son Cassius was born last week", "Son Cassius", "Cassius"),
    _child("k5-baby-girl-named", "we had a baby girl on Tuesday, Nell!", "Daughter Nell", "Nell"),
    _child("k5-welcomed-boy-named", "welcomed our second baby, a boy named Arlo, on Monday", "Son Arlo", "Arlo"),
    _child("k5-baby-arrived", "baby Juniper arrived at 3am 💕", "Child Juniper", "Juniper"),
    # ---- ages updated for a child named earlier
    C(
        "k5-turned-today",
        [u("our daughter Esme is 5"), u("Esme turned 6 today 🎂")],
        E(PR, "Daughter Esme is 5", slot="child:esme"),
        E(PR, "Child Esme is 6", slot="child:esme"),
        group=G,
    ),
    C(
        "k5-ordinal-birthday",
        [u("my son Leon is 8"), u("Leon's ninth birthday was Saturday")],
        E(PR, "Son Leon is 8", slot="child:leon"),
        E(PR, "Child Leon is 9", slot="child:leon"),
        group=G,
    ),
    C(
        "k5-is-now-time-flies",
        [u("my kid Tove is 3"), u("Tove is 4 now, time flies")],
        E(PR, "Kid Tove is 3", slot="child:tove"),
        E(PR, "Child Tove is 4", slot="child:tove"),
        group=G,
    ),
    C(
        "k5-birthday-still-to-come",
        [u("my son Leon is 8"), u("Leon's 9th birthday party is next week at the zoo")],
        E(PR, "Son Leon is 8", slot="child:leon"),
        group=G,
    ),
    C(
        "k5-as-of-yesterday",
        [u("my son Kit is 11"), u("Kit's 12 as of yesterday")],
        E(PR, "Son Kit is 11", slot="child:kit"),
        E(PR, "Child Kit is 12", slot="child:kit"),
        group=G,
    ),
    C(
        "k5-had-birthday-turned",
        [u("my daughter Signe is 4"), u("update: Signe had her birthday, she's 5!")],
        E(PR, "Daughter Signe is 4", slot="child:signe"),
        E(PR, "Child Signe is 5", slot="child:signe"),
        group=G,
    ),
    # ---- pets: introduced in many shapes
    _pet("k5-meet-new-puppy", "Meet Pepper, our new puppy!", "puppy", "Pepper"),
    _pet("k5-this-is-our-cat", "this is Noodle, our cat 🐱", "cat", "Noodle"),
    U(
        "k5-two-a-cat-and-a-dog",
        "we've got two: a cat called Sprout and a dog called Bingo",
        E(PR, "Has a cat named Sprout", slot="pet:sprout"),
        E(PR, "Has a dog named Bingo", slot="pet:bingo"),
        group=G,
    ),
    _pet("k5-paren-lab", "Waffles (our lab) ate my sock", "lab", "Waffles"),
    _pet("k5-adopted-rescue-appos", "we just adopted a rescue greyhound, Comet", "greyhound", "Comet"),
    _pet("k5-kitten-is-named", "our new kitten is named Tinsel", "kitten", "Tinsel"),
    _pet("k5-dogs-called", "my dog's called Barnaby", "dog", "Barnaby"),
    _pet("k5-they-named-him", "got a hamster for the kids — they named him Gus", "hamster", "Gus"),
    _pet(
        "k5-brought-home-called-her",
        "we brought home a bunny yesterday and called her Clementine",
        "bunny",
        "Clementine",
    ),
    _pet("k5-our-dog-comma-age", "Our dog, Mango, is 4", "dog", "Mango"),
    _pet("k5-her-name-is", "I have a cat. Her name is Lentil.", "cat", "Lentil"),
    _pet("k5-golden-retriever", "our golden retriever Hops loves the beach", "golden retriever", "Hops"),
    _pet("k5-say-hi-to", "say hi to Pickle, my guinea pig", "guinea pig", "Pickle"),
    _pet("k5-new-addition", "new addition to the family: a kitten called Fig 😻", "kitten", "Fig"),
    _pet("k5-name-the-species-ours", "Biscuit is our new puppy, 10 weeks old", "puppy", "Biscuit"),
    # ---- pets: died, put down, rehomed, not ours after all
    _gone("k5-put-down-sadly", "Sadly we had to put Biscuit down.", "Biscuit"),
    _gone("k5-say-goodbye", "we had to say goodbye to Mochi this morning 💔", "Mochi"),
    _gone("k5-passed-on", "Rex passed away on Friday", "Rex"),
    _gone("k5-rip", "RIP Pumpkin, best cat ever", "Pumpkin"),
    _gone("k5-rehomed-with", "we rehomed Toffee with a family on a farm", "Toffee"),
    _gone("k5-wasnt-ours", "Turns out Pixel wasn't ours — the owner came to get him", "Pixel"),
    _gone("k5-lost-to-cancer", "we lost Shadow to cancer in June", "Shadow"),
    _gone("k5-died-last-night", "Pancake died last night.", "Pancake"),
    _gone("k5-isnt-with-us", "Marbles isn't with us anymore", "Marbles"),
    _gone("k5-rehome-appos-emoji", "had to rehome our rabbit, Pudding 😢", "Pudding"),
    _gone("k5-put-to-sleep", "we put our old dog Duke to sleep yesterday", "Duke"),
    _gone("k5-crossed-rainbow-bridge", "Ginger crossed the rainbow bridge last night", "Ginger"),
]

KIN5_EMPTY: list[Case] = [
    _empty("k5n-sisters-dog", "my sister's dog Rex is adorable"),
    _empty("k5n-neighbours-cat", "my neighbour's cat Smudge keeps coming into our garden"),
    _empty("k5n-love-a-dog-someday", "I'd love a dog someday"),
    _empty("k5n-should-we-get", "should we get a puppy?"),
    _empty("k5n-if-we-had-a-cat", "if we had a cat I'd name it Waffles"),
    _empty("k5n-brother-baby", "my brother just had a baby boy, Theo"),
    _empty("k5n-friends-son-turned", "my friend's son Aiden turned 9"),
    _empty("k5n-good-kitten-name", "Do you think Luna is a good name for a kitten?"),
    _empty("k5n-coworker-married", "my coworker married Priya last weekend"),
    _empty("k5n-parents-divorcing", "my parents are getting divorced"),
    _empty("k5n-expecting-unnamed", "We're expecting a baby boy in March."),
    _empty("k5n-thinking-adopting", "we're thinking about adopting a rescue greyhound"),
    _empty("k5n-moms-dog-died", "my mom's dog Buddy died yesterday"),
    _empty("k5n-quoted-meet", 'She said "meet Pepper, our new puppy" and I melted'),
    _empty("k5n-gift-for-daughter", "what should I get my daughter for her birthday?"),
    _empty("k5n-tell-son-hamster", "how do I tell my son that his hamster died?"),
    _empty("k5n-cousin-split", "my cousin and her husband Marco split up"),
    _empty("k5n-best-friend-engaged", "my best friend got engaged to Lorenzo"),
    _empty("k5n-wish-cat", "I wish I had a cat"),
    _empty("k5n-maybe-kids", "maybe one day we'll have kids"),
    _empty("k5n-neighbours-puppy", "our neighbours got a new puppy called Bingo"),
    _empty("k5n-normal-bite", "is it normal for a 3 year old to bite?"),
    _empty("k5n-uncle-put-down", "my uncle had to put his dog Duke down"),
    _empty("k5n-kid-phone-age", "how old should a kid be before getting a phone?"),
    _empty("k5n-daughters-friend", "my daughter's friend Lily is 8 today"),
    _empty("k5n-poem-cat", "write a poem about a cat named Mittens"),
    _empty("k5n-name-a-baby", "would it be weird to name a baby Juniper?"),
    _empty("k5n-sisters-kids-ages", "my sister's kids Ola and Jens are 6 and 4"),
    _empty("k5n-if-broke-up", "if Kasia and I broke up I'd be lost"),
    _empty("k5n-others-married", "Tom and Nina got married in June"),
    _empty("k5n-boss-wife", "my boss's wife is called Helga"),
    _empty("k5n-might-adopt", "We might adopt a kitten in the spring"),
    _empty("k5n-grandparents-parrot", "my grandparents' parrot Polly is 50 years old"),
    _empty("k5n-friends-twins", "friends of ours just had twins"),
    _empty("k5n-friends-cat-passed", "our friends' cat Oreo passed away"),
    _empty("k5n-hoping-to-adopt", "hoping to adopt a dog next year, maybe a beagle called Scout"),
    _empty("k5n-his-girlfriend", "his girlfriend Maddie is moving in with him"),
]

# a second round, written after the first was fixed, to check the mechanisms and not the sentences
KIN5 += [
    U(
        "k5b-quick-intro-this-is",
        "quick intro: this is Barley, my golden retriever",
        E(PR, "Has a golden retriever named Barley", slot="pet:barley"),
        group=G,
    ),
    U(
        "k5b-say-hello-to-tofu",
        "say hello to Tofu, our new kitten!!",
        E(PR, "Has a kitten named Tofu", slot="pet:tofu"),
        group=G,
    ),
    U(
        "k5b-here-s-marlowe-my",
        "here's Marlowe, my partner, he says hello",
        E(PR, "Partner is Marlowe", slot="partner"),
        group=G,
    ),
    U("k5b-meet-oskar-my-year", "meet Oskar, my 6 year old", E(PR, "Child Oskar is 6", slot="child:oskar"), group=G),
    U(
        "k5b-my-oldest-freya-starts",
        "my oldest, Freya, starts uni in the fall",
        E(PR, "Child Freya", slot="child:freya"),
        group=G,
    ),
    U(
        "k5b-our-middle-one-caspar",
        "Our middle one, Caspar, is 9",
        E(PR, "Child Caspar is 9", slot="child:caspar"),
        group=G,
    ),
    U(
        "k5b-my-daughter-wilma-turned",
        "my daughter Wilma turned seven yesterday!",
        E(PR, "Daughter Wilma is 7", slot="child:wilma"),
        group=G,
    ),
    U("k5b-my-son-ezra-is", "my son Ezra is eleven now", E(PR, "Son Ezra is 11", slot="child:ezra"), group=G),
    U(
        "k5b-our-girl-lotta-she",
        "Our girl Lotta (she's 4) loves the park",
        E(PR, "Daughter Lotta is 4", slot="child:lotta"),
        group=G,
    ),
    U(
        "k5b-we-welcomed-a-baby",
        "we welcomed a baby boy, Finnian, last night",
        E(PR, "Son Finnian", slot="child:finnian"),
        group=G,
    ),
    U(
        "k5b-had-a-baby-girl",
        "had a baby girl named Isolde on the 3rd 💕",
        E(PR, "Daughter Isolde", slot="child:isolde"),
        group=G,
    ),
    U(
        "k5b-delia-and-i-are",
        "Delia and I are getting divorced, it's for the best",
        E(PR, "No longer: Delia", **PART, **END),
        group=G,
    ),
    U("k5b-so-marcus-and-i", "so... Marcus and I broke up", E(PR, "No longer: Marcus", **PART, **END), group=G),
    U("k5b-anika-dumped-me-over", "Anika dumped me. over text.", E(PR, "No longer: Anika", **PART, **END), group=G),
    U("k5b-i-m-divorcing-harlan", "I'm divorcing Harlan", E(PR, "No longer: Harlan", **PART, **END), group=G),
    U("k5b-i-split-from-my", "I split from my wife Greta in May", E(PR, "No longer: Greta", **PART, **END), group=G),
    U(
        "k5b-theo-popped-the-question",
        "Theo popped the question last night!!! 💍",
        E(PR, "Partner is Theo", slot="partner"),
        group=G,
    ),
    U(
        "k5b-been-going-out-with",
        "been going out with Lucian since spring",
        E(PR, "Partner is Lucian", slot="partner"),
        group=G,
    ),
    U("k5b-my-partner-sol-hates", "my partner (Sol) hates cilantro", E(PR, "Partner is Sol", slot="partner"), group=G),
    U("k5b-our-lab-juno-just", "our lab Juno just turned 3", E(PR, "Has a lab named Juno", slot="pet:juno"), group=G),
    U("k5b-my-pup-s-called", "my pup's called Ringo", E(PR, "Has a pup named Ringo", slot="pet:ringo"), group=G),
    U(
        "k5b-we-ve-got-three",
        "we've got three pets: a dog named Rolo, a cat named Inky and a hamster named Dot",
        E(PR, "Has a dog named Rolo", slot="pet:rolo"),
        E(PR, "Has a hamster named Dot", slot="pet:dot"),
        group=G,
    ),
    U(
        "k5b-we-had-to-put",
        "we had to put our cat Smokey to sleep last week",
        E(F, "No longer: Smokey", slot="?", **END),
        group=G,
    ),
    U(
        "k5b-we-had-to-putx",
        "we had to put Bramble down on Friday 😭",
        E(F, "No longer: Bramble", slot="?", **END),
        group=G,
    ),
    U("k5b-rip-nugget-best-hamster", "RIP Nugget 🐹 best hamster", E(F, "No longer: Nugget", slot="?", **END), group=G),
    U(
        "k5b-chester-didn-t-make",
        "Chester didn't make it through the surgery",
        E(F, "No longer: Chester", slot="?", **END),
        group=G,
    ),
    U(
        "k5b-we-said-goodbye-to",
        "we said goodbye to our old dog, Scout, this morning",
        E(F, "No longer: Scout", slot="?", **END),
        group=G,
    ),
    U(
        "k5b-turns-out-bandit-isn",
        "turns out Bandit isn't ours, his owner turned up",
        E(F, "No longer: Bandit", slot="?", **END),
        group=G,
    ),
    U(
        "k5b-we-rehomed-pistachio-last",
        "we rehomed Pistachio last month",
        E(F, "No longer: Pistachio", slot="?", **END),
        group=G,
    ),
    U(
        "k5b-figaro-crossed-the-rainbow",
        "Figaro crossed the rainbow bridge on Sunday",
        E(F, "No longer: Figaro", slot="?", **END),
        group=G,
    ),
    U(
        "k5b-i-have-a-rabbit",
        "I have a rabbit. His name is Hopper.",
        E(PR, "Has a rabbit named Hopper", slot="pet:hopper"),
        group=G,
    ),
]

KIN5_EMPTY += [
    _empty("k5b-meet-my-sister-s", "meet my sister's new puppy, Dash"),
    _empty("k5b-this-is-rufus-my", "this is Rufus, my neighbour's dog"),
    _empty("k5b-my-cousin-s-daughter", "my cousin's daughter Ines turned 7"),
    _empty("k5b-my-friend-had-to", "my friend had to put her cat Sooty down"),
    _empty("k5b-my-brother-and-his", "my brother and his wife Petra are getting divorced"),
    _empty("k5b-if-we-get-a", "if we get a puppy we'll call her Maple"),
    _empty("k5b-i-d-love-to", "I'd love to have a baby girl one day"),
    _empty("k5b-my-colleague-s-son", "my colleague's son Felix is 9 now"),
    _empty("k5b-what-s-a-good", "what's a good age to get a kid a hamster?"),
    _empty("k5b-he-said-bongo-passed", "he said 'Bongo passed away' and I cried"),
    _empty("k5b-my-aunt-s-dog", "my aunt's dog Pepper died last week"),
    _empty("k5b-would-you-name-a", "would you name a cat Biscuit?"),
    _empty("k5b-my-neighbours-kid-jonah", "my neighbours' kid Jonah turned 5"),
    _empty("k5b-our-friends-tom-and", "our friends Tom and Lea broke up"),
]

# a third round: an age or a loss said in a later turn about a child or pet named earlier (the
# staleness class), and more ways to state a pet or a marriage
KIN5 += [
    C(
        "k5c-arvid-is-seven-as",
        [u("my son Arvid is 6"), u("Arvid is seven as of today!")],
        E("profile", "Son Arvid is 6", slot="child:arvid"),
        E("profile", "Child Arvid is 7", slot="child:arvid"),
        group=G,
    ),
    C(
        "k5c-big-day-nika-turned",
        [u("my daughter Nika is 12"), u("big day, Nika turned 13 🎉")],
        E("profile", "Daughter Nika is 12", slot="child:nika"),
        E("profile", "Child Nika is 13", slot="child:nika"),
        group=G,
    ),
    C(
        "k5c-bo-s-fifth-birthday",
        [u("our son Bo is 4"), u("Bo's fifth birthday was yesterday, chaos")],
        E("profile", "Son Bo is 4", slot="child:bo"),
        E("profile", "Child Bo is 5", slot="child:bo"),
        group=G,
    ),
    C(
        "k5c-rafa-s-now-double",
        [u("my kid Rafa is 9"), u("Rafa's 10 now, double digits!")],
        E("profile", "Kid Rafa is 9", slot="child:rafa"),
        E("profile", "Child Rafa is 10", slot="child:rafa"),
        group=G,
    ),
    C(
        "k5c-we-celebrated-sunniva-turning",
        [u("my daughter Sunniva is 2"), u("we celebrated Sunniva turning 3 on Sunday")],
        E("profile", "Daughter Sunniva is 2", slot="child:sunniva"),
        E("profile", "Child Sunniva is 3", slot="child:sunniva"),
        group=G,
    ),
    C(
        "k5c-jakob-just-turned-sixteen",
        [u("my son Jakob is 15"), u("Jakob just turned sixteen, learner's permit time")],
        E("profile", "Son Jakob is 15", slot="child:jakob"),
        E("profile", "Child Jakob is 16", slot="child:jakob"),
        group=G,
    ),
    C(
        "k5c-ilse-and-i-broke",
        [u("my girlfriend Ilse and I live together"), u("Ilse and I broke up last month")],
        E("profile", "Girlfriend is Ilse", slot="partner"),
        E("profile", "No longer: Ilse", slot="partner", **END),
        group=G,
    ),
    C(
        "k5c-omar-and-i-are",
        [u("my husband Omar cooks"), u("Omar and I are separating")],
        E("profile", "Husband is Omar", slot="partner"),
        E("profile", "No longer: Omar", slot="partner", **END),
        group=G,
    ),
    C(
        "k5c-pesto-died-on-tuesday",
        [u("we have a cat called Pesto"), u("Pesto died on Tuesday, we're gutted")],
        E("profile", "Has a cat named Pesto", slot="pet:pesto"),
        E("profile", "No longer: Pesto", slot="pet:pesto", **END),
        group=G,
    ),
    C(
        "k5c-we-had-to-put",
        [u("our dog Kasimir is 12"), u("we had to put Kasimir to sleep this morning")],
        E("profile", "Has a dog named Kasimir", slot="pet:kasimir"),
        E("profile", "No longer: Kasimir", slot="pet:kasimir", **END),
        group=G,
    ),
    C(
        "k5c-fennel-went-to-a",
        [u("my rabbit Fennel lives in the garden"), u("Fennel went to a new home with more space")],
        E("profile", "Has a rabbit named Fennel", slot="pet:fennel"),
        E("profile", "No longer: Fennel", slot="pet:fennel", **END),
        group=G,
    ),
    C(
        "k5c-update-smudge-wasn-t",
        [u("we got a stray cat, Smudge"), u("update: Smudge wasn't ours after all, the owners turned up")],
        E("profile", "Has a cat named Smudge", slot="pet:smudge"),
        E("profile", "No longer: Smudge", slot="pet:smudge", **END),
        group=G,
    ),
    U(
        "k5c-new-puppy-alert-a",
        "new puppy alert: a beagle named Toast!",
        E("profile", "Has a beagle named Toast", slot="pet:toast"),
        group=G,
    ),
    U(
        "k5c-we-adopted-two-kittens",
        "we adopted two kittens, Salt and Pepper",
        E("profile", "Has a pet named Salt", slot="pet:salt"),
        E("profile", "Has a pet named Pepper", slot="pet:pepper"),
        group=G,
    ),
    U(
        "k5c-hi-all-this-is",
        "hi all. This is Bean, my hamster.",
        E("profile", "Has a hamster named Bean", slot="pet:bean"),
        group=G,
    ),
    U(
        "k5c-me-and-dana-got",
        "me and Dana got married last weekend 💍",
        E("profile", "Partner is Dana", slot="partner"),
        group=G,
    ),
    U(
        "k5c-my-fianc-callum-and",
        "my fiancé Callum and I set a date!",
        E("profile", "Fiancé is Callum", slot="partner"),
        group=G,
    ),
    U(
        "k5c-lena-is-my-girlfriend",
        "Lena is my girlfriend now",
        E("profile", "Girlfriend is Lena", slot="partner"),
        group=G,
    ),
]

# an age still to come is no age yet, but the children it lists are the user's (session 18)
KIN5 += [
    U(
        "k5c-our-twins-ada-and",
        "our twins, Ada and Ivo, turn 4 in June",
        E(PR, "Child Ada", slot="child:ada"),
        E(PR, "Child Ivo", slot="child:ivo"),
        group=G,
    ),
]

KIN5_EMPTY += [
    _empty("k5c-my-sister-s-cat", "my sister's cat Mitzi passed away"),
    _empty("k5c-my-mate-s-dog", "my mate's dog got put down yesterday"),
    _empty("k5c-my-ex-jonas-texted", "my ex, Jonas, texted me"),
    _empty("k5c-our-neighbour-rehomed-her", "our neighbour rehomed her dog Benji"),
]

# the fact tucked inside a longer turn: a request before or after it, a question tail after a comma
KIN5 += [
    _pet(
        "k5d-meet-long-turn",
        "Long week. Meet Pepper, our new puppy! She's already chewed everything.",
        "puppy",
        "Pepper",
    ),
    _child(
        "k5d-cake-turned",
        "Can you suggest a cake recipe? Esme turned six today and she wants chocolate.",
        "Child Esme is 6",
        "Esme",
    ),
    _gone(
        "k5d-put-down-so", "Sadly we had to put Biscuit down last night, so I'm not really up for work talk.", "Biscuit"
    ),
    _child(
        "k5d-party-turned",
        "Could you help me plan a party? My son Idris just turned 9 and loves dinosaurs.",
        "Son Idris is 9",
        "Idris",
    ),
    _child(
        "k5d-what-books-tail",
        "Quick one: my daughter Hana is 7 now, what books would suit her?",
        "Daughter Hana is 7",
        "Hana",
    ),
    _child("k5d-which-gift-tail", "our son Jonah turned two, which toys do you recommend?", "Son Jonah is 2", "Jonah"),
]

# a fourth round: chat words for kin and pets ('hubby', 'gf', 'my 7yo', 'fur baby'), birthdays said as
# wishes, an ex, pets adopted by name and found a new home
KIN5 += [
    U(
        "k5e-my-hubby-dev-is",
        "my hubby Dev is making pancakes",
        E("profile", "Husband is Dev", slot="partner"),
        group=G,
    ),
    U(
        "k5e-my-gf-noor-is",
        "my gf Noor is visiting her parents",
        E("profile", "Girlfriend is Noor", slot="partner"),
        group=G,
    ),
    U("k5e-my-7yo-ada-wants", "my 7yo Ada wants a tablet", E("profile", "Child Ada is 7", slot="child:ada"), group=G),
    U(
        "k5e-our-daughter-mira-5yo",
        "our daughter Mira (5yo) loves horses",
        E("profile", "Daughter Mira is 5", slot="child:mira"),
        group=G,
    ),
    U(
        "k5e-my-little-girl-poppy",
        "my little girl Poppy starts school on Monday",
        E("profile", "Daughter Poppy", slot="child:poppy"),
        group=G,
    ),
    C(
        "k5e-arlo-just-had-his",
        [u("my son Arlo is 6"), u("Arlo just had his 7th birthday 🎈")],
        E("profile", "Son Arlo is 6", slot="child:arlo"),
        E("profile", "Child Arlo is 7", slot="child:arlo"),
        group=G,
    ),
    U(
        "k5e-happy-10th-bday-to",
        "happy 10th bday to my son Mattias!",
        E("profile", "Son Mattias is 10", slot="child:mattias"),
        group=G,
    ),
    U(
        "k5e-my-ex-husband-viktor",
        "my ex-husband Viktor picked up the kids",
        E("profile", "No longer: Viktor", slot="partner", **END),
        group=G,
    ),
    U(
        "k5e-we-got-a-new",
        "we got a new kitten (Luna) last week",
        E("profile", "Has a kitten named Luna", slot="pet:luna"),
        group=G,
    ),
    U(
        "k5e-we-adopted-barkley-a",
        "we adopted Barkley, a 2 year old beagle",
        E("profile", "Has a beagle named Barkley", slot="pet:barkley"),
        group=G,
    ),
    U(
        "k5e-i-rescued-scout-from",
        "I rescued Scout from the shelter on Saturday",
        E("profile", "Has a pet named Scout", slot="pet:scout"),
        group=G,
    ),
    C(
        "k5e-we-found-ollie-a",
        [u("we have a dog called Ollie"), u("we found Ollie a new home on a farm")],
        E("profile", "Has a dog named Ollie", slot="pet:ollie"),
        E("profile", "No longer: Ollie", slot="pet:ollie", **END),
        group=G,
    ),
    C(
        "k5e-moss-is-with-a",
        [u("we have a cat called Moss"), u("Moss is with a new family now")],
        E("profile", "Has a cat named Moss", slot="pet:moss"),
        E("profile", "No longer: Moss", slot="pet:moss", **END),
        group=G,
    ),
    U(
        "k5e-we-had-to-give",
        "we had to give up our dog Rocco when we moved",
        E("fact", "No longer: Rocco", slot="?", **END),
        group=G,
    ),
    U(
        "k5e-our-fur-baby-nala",
        "our fur baby Nala turned 3 today",
        E("profile", "Has a fur baby named Nala", slot="pet:nala"),
        group=G,
    ),
]

KIN5_EMPTY += [
    _empty("k5e-the-other-half-priyanka", "the other half (Priyanka) says hi"),
    _empty("k5e-my-sister-s-7yo", "my sister's 7yo Ben is staying with us"),
    _empty("k5e-my-friend-s-ex", "my friend's ex-husband Viktor is a pilot"),
    _empty("k5e-my-hubby-s-sister", "my hubby's sister Ana is visiting"),
    _empty("k5e-the-shelter-has-a", "the shelter has a beagle called Barkley"),
    _empty("k5e-happy-40th-birthday-to", "happy 40th birthday to my brother Sam!"),
]

# a comment after the fact, in a clause of its own, is no hedge on it (engram.extraction.asides);
# a hedge that qualifies the fact itself (", maybe 8", ", I think") still refuses the sentence
KIN5 += [
    _child(
        "k5f-aside-not-sure", "my daughter Olive is 7, not sure how I feel about that", "Daughter Olive is 7", "Olive"
    ),
    _gone("k5f-aside-if-believe", "we had to put Rufus down, if you can believe it", "Rufus"),
    _pet("k5f-aside-probably", "my dog Kasper is a menace, probably the worst dog on the street", "dog", "Kasper"),
    _partner("k5f-aside-i-guess", "my wife Harriet says hi, I guess she likes you more than me", "Wife is Harriet"),
]
KIN5_EMPTY += [
    _empty("k5f-hedge-main", "we might get a puppy called Bramble, not sure when though"),
]

# a kin or pet named with the user's possessive is presupposed, so a hedge in the rest of the sentence
# does not unsay it; a pet named in the next sentence on its own; "'s not ours anymore"
KIN5 += [
    # the hedged age is not kept, the child named with "my" is
    _child("k5g-hedge-maybe-age", "my son Tobin is 7, maybe 8", "Son Tobin", "Tobin"),
    _child("k5g-hedge-i-think", "my daughter Elsa is 9, I think", "Daughter Elsa", "Elsa"),
    _partner("k5g-presupposed-thinking", "my partner Noor and I are thinking about a trip to Japan", "Partner is Noor"),
    _child("k5g-presupposed-maybe", "maybe I'll get my son Felix a bike for his birthday", "Son Felix", "Felix"),
    _partner("k5g-presupposed-i-think", "I think my wife Harriet is right about the car", "Wife is Harriet"),
    _pet("k5g-presupposed-probably", "probably going to walk our dog Biscuit later", "dog", "Biscuit"),
    _pet("k5g-bare-name-next", "we've got a hamster now! Sprout.", "hamster", "Sprout"),
    _gone("k5g-s-not-ours", "Sprout's not ours anymore, gave him to my nephew", "Sprout"),
]
KIN5_EMPTY += [
    _empty("k5g-first-dog-to-come", "we might get our first dog, Bramble"),
    _empty("k5g-condition-presupposed", "if my wife Harriet agrees we'll move"),
    _empty("k5g-others-think", "my sister thinks my son Felix is too thin"),
    _empty("k5g-interjection-not-a-name", "We got a dog. Yay!"),
]

# all lower case, as chat is often typed: one lower-case word is the name when the frame's own words
# mark where it ends (a comma, a bracket, "down", "passed away", the end of the sentence)
KIN5 += [
    _pet("k5h-lower-meet", "meet pepper, our new puppy!!", "puppy", "Pepper"),
    _pet("k5h-lower-paren", "waffles (our lab) stole a sandwich", "lab", "Waffles"),
    _pet("k5h-lower-say-hi", "say hi to pickle, my guinea pig", "guinea pig", "Pickle"),
    _gone("k5h-lower-put-down", "sadly we had to put biscuit down", "biscuit"),
    _gone("k5h-lower-passed", "marbles passed away last night", "marbles"),
    _gone("k5h-lower-wasnt-ours", "turns out pixel wasn't ours", "pixel"),
    _partner("k5h-lower-intro-partner", "this is corentin, my husband", "Husband is Corentin"),
    _partner("k5h-lower-engaged", "me and priya got engaged!!", "Partner is Priya"),
    _ex("k5h-lower-dumped", "ugh bastien dumped me", "Bastien"),
    _child("k5h-lower-eldest", "magnus, our eldest, is 12", "Child Magnus is 12", "magnus"),
    _child("k5h-lower-turned-two", "our son jonah just turned two", "Son Jonah is 2", "jonah"),
    C(
        "k5h-lower-age-update",
        [u("my son leon is 8"), u("leon's ninth birthday was saturday")],
        E(PR, "Son Leon is 8", slot="child:leon"),
        E(PR, "Child Leon is 9", slot="child:leon"),
        group=G,
    ),
]
KIN5_EMPTY += [
    _empty("k5h-lower-sisters-dog", "my sister's dog rex is adorable"),
    _empty("k5h-lower-neighbours-puppy", "our neighbours got a new puppy called bingo"),
    _empty("k5h-lower-friend-put-down", "my friend had to put her cat sooty down"),
    _empty("k5h-lower-meet-the-team", "meet the team, our new designers"),
    _empty("k5h-lower-this-is-it", "this is it, my final answer"),
]

# a pet known by what one does only for one's own animal (the vet, the walk, its leash or cage), and
# "<Name> the <species>" said by the user; the species stays unknown unless it is named
KIN5 += [
    U(
        "k5i-took-to-vet",
        "took Miso to the vet this morning, she's fine",
        E(PR, "Has a pet named Miso", slot="pet:miso"),
        group=G,
    ),
    U(
        "k5i-walking-before",
        "walking Biscuit before work, then emails",
        E(PR, "Has a pet named Biscuit", slot="pet:biscuit"),
        group=G,
    ),
    U(
        "k5i-leash-broke",
        "Biscuit's leash broke on our walk",
        E(PR, "Has a pet named Biscuit", slot="pet:biscuit"),
        group=G,
    ),
    _pet("k5i-name-the-species", "Miso the cat is on my keyboard again", "cat", "Miso"),
]
KIN5_EMPTY += [
    _empty("k5i-next-door", "Rex the dog next door barks all night"),
    _empty("k5i-sister-vet", "my sister took Rex to the vet"),
    _empty("k5i-walking-to-school", "walking Anna to school"),
    _empty("k5i-the-plumber", "Tom the plumber came over to fix my sink"),
]

# a hedged remark on having said it before, ahead of the fact; a swap of two letters in a kin or pet word
KIN5 += [
    _gone("k5j-told-you-already", "I might have told you this already, but we had to put Biscuit down", "Biscuit"),
    _pet("k5j-mentioned-before", "probably mentioned this before but our cat Miso is 14", "cat", "Miso"),
    _child("k5j-typo-daugther", "my daugther Olive is 7", "Daughter Olive is 7", "Olive"),
    _partner("k5j-typo-girlfreind", "my girlfreind Noor says hi", "Girlfriend is Noor"),
    _child("k5j-typo-tunred", "my son Felix tunred 9 yesterday", "Son Felix is 9", "Felix"),
]
KIN5_EMPTY += [
    _empty("k5j-hedge-before-but-fact", "maybe we'll get a dog, but not this year"),
]
