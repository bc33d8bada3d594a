"""Seventh-round cases for family, pets, home and diet, written fresh in the registers chat uses:
pets brought home by a class of verbs and named in the same breath, after a dash, first with the kind
after, under a headline or in the next sentence, and lost by more idioms; partners courted, committed
to and left (the partner word alone ends whoever it was); children's ages by pronoun, in lists and on
a birthday that is today; a city's demonym as a home; diets taken up by verbs of eating and by the
food cut out; allergies as longer noun phrases. ``KIN7_EMPTY`` holds what must produce nothing:
somebody else's family, pet, home or diet, hypotheticals, plans, wishes, questions, quotes, a diet kept
for a week, a name that is somebody reacting and a state said of a partner ("my girlfriend is
vegan")."""

from __future__ import annotations

from extraction_cases import Case, E, Expect, U

G = "kin7"
GE = "kin7-empty"


def _one(case_id: str, text: str, *expect: Expect) -> Case:
    return U(case_id, text, *expect, group=G)


KIN7: list[Case] = [
    # ---- pets brought home by a class of verbs, named in the same breath
    _one(
        "k7-pet-family-member",
        "btw we have a new family member - a beagle called Waffles 🐶",
        E("profile", "Has a beagle named Waffles", slot="pet:waffles"),
    ),
    _one(
        "k7-pet-they-called-it",
        "picked up a hamster for the kids yesterday, they called it Nugget",
        E("profile", "Has a hamster named Nugget", slot="pet:nugget"),
    ),
    _one(
        "k7-pet-caved-corgi",
        "so we caved and got a puppy, a corgi named Noodle",
        E("profile", "Has a puppy named Noodle", slot="pet:noodle"),
    ),
    _one(
        "k7-pet-calling-her",
        "we took in a stray cat, we're calling her Ghost",
        E("profile", "Has a cat named Ghost", slot="pet:ghost"),
    ),
    _one(
        "k7-pet-now-have",
        "we now have a ferret, his name is Bandit",
        E("profile", "Has a ferret named Bandit", slot="pet:bandit"),
    ),
    _one(
        "k7-pet-brought-home",
        "we brought a kitten home, his name is Jasper",
        E("profile", "Has a kitten named Jasper", slot="pet:jasper"),
    ),
    _one(
        "k7-pet-ended-up-with",
        "we ended up with a rescue kitten named Soot",
        E("profile", "Has a kitten named Soot", slot="pet:soot"),
    ),
    _one(
        "k7-pet-foster-kept",
        "took in a foster dog and kept her, her name's Tilly",
        E("profile", "Has a dog named Tilly", slot="pet:tilly"),
    ),
    _one(
        "k7-pet-bought-named-it",
        "we bought a bearded dragon for my son, named it Spike",
        E("profile", "Has a bearded dragon named Spike", slot="pet:spike"),
    ),
    _one(
        "k7-pet-own-dog-dash",
        "finally got my own dog - a husky named Koda",
        E("profile", "Has a dog named Koda", slot="pet:koda"),
    ),
    _one(
        "k7-pet-adopted-terrier",
        "hey! so we finally adopted a dog, a little terrier called Pip, any tips for the first week?",
        E("profile", "Has a dog named Pip", slot="pet:pip"),
    ),
    # ---- the name after a dash
    _one(
        "k7-pet-dash-pumpkin",
        "lol so we got a kitten on the weekend - Pumpkin - and she's already running the house",
        E("profile", "Has a kitten named Pumpkin", slot="pet:pumpkin"),
    ),
    _one(
        "k7-pet-dash-maisie",
        "just picked up our new puppy - Maisie - from the breeder",
        E("profile", "Has a puppy named Maisie", slot="pet:maisie"),
    ),
    _one(
        "k7-pet-dash-fig",
        "we adopted a second cat - Fig - so Miso has company now",
        E("profile", "Has a cat named Fig", slot="pet:fig"),
    ),
    # ---- the household grown by an animal / named by a relative clause
    _one(
        "k7-pet-household",
        "the newest member of our household is a cockatiel named Sunny",
        E("profile", "Has a cockatiel named Sunny", slot="pet:sunny"),
    ),
    _one(
        "k7-pet-four-paws",
        "our family grew by four paws: a shepherd mix called Scout",
        E("profile", "Has a shepherd mix named Scout", slot="pet:scout"),
    ),
    _one(
        "k7-pet-we-named",
        "so there's a new member of the family, a ginger cat we named Marmalade",
        E("profile", "Has a ginger cat named Marmalade", slot="pet:marmalade"),
    ),
    # ---- named first, the kind after
    _one(
        "k7-pet-name-first-collie",
        "we adopted Luna last month, she's a border collie",
        E("profile", "Has a border collie named Luna", slot="pet:luna"),
    ),
    _one(
        "k7-pet-take-home-mix",
        "the shelter let us take home Rufus, a terrier mix",
        E("profile", "Has a terrier named Rufus", slot="pet:rufus"),
    ),
    _one(
        "k7-pet-name-first-cross",
        "adopted Biscuit from a shelter, he's a beagle cross",
        E("profile", "Has a beagle named Biscuit", slot="pet:biscuit"),
    ),
    # ---- a pet noun that is no species
    _one(
        "k7-pet-meet-rescue",
        "meet Juniper, our new rescue",
        E("profile", "Has a rescue named Juniper", slot="pet:juniper"),
    ),
    _one(
        "k7-pet-is-our-rescue",
        "Juniper is our new rescue",
        E("profile", "Has a rescue named Juniper", slot="pet:juniper"),
    ),
    _one(
        "k7-pet-our-rescue-name",
        "our rescue Pickles hates the vacuum",
        E("profile", "Has a rescue named Pickles", slot="pet:pickles"),
    ),
    # ---- a headline, then the name
    _one(
        "k7-pet-alert",
        "new puppy alert: Bruno, 10 weeks old",
        E("profile", "Has a puppy named Bruno", slot="pet:bruno"),
    ),
    _one(
        "k7-pet-new-kitten-colon",
        "new kitten: Pip",
        E("profile", "Has a kitten named Pip", slot="pet:pip"),
    ),
    # ---- named in the next sentence
    _one(
        "k7-pet-next-his-name",
        "got a dog!! his name is Otis",
        E("profile", "Has a dog named Otis", slot="pet:otis"),
    ),
    _one(
        "k7-pet-next-named-him",
        "omg we got a puppy yesterday!!! named him Bear. anyway can you help me find a good vet checklist?",
        E("profile", "Has a puppy named Bear", slot="pet:bear"),
    ),
    _one(
        "k7-pet-next-surprised",
        "my husband surprised me with a puppy! we're calling him Rocco",
        E("profile", "Has a puppy named Rocco", slot="pet:rocco"),
    ),
    _one(
        "k7-pet-next-period",
        "got a cat last month. his name's Jiffy",
        E("profile", "Has a cat named Jiffy", slot="pet:jiffy"),
    ),
    # ---- several acquired, listed after the kind
    _one(
        "k7-pet-two-kittens",
        "we rescued two kittens last week, Bean and Sprout",
        E("profile", "Has a pet named Bean", slot="pet:bean"),
        E("profile", "Has a pet named Sprout", slot="pet:sprout"),
    ),
    # ---- gone
    _one(
        "k7-pet-gone-rainbow",
        "our old cat Smokey crossed the rainbow bridge last night",
        E("fact", "No longer: Smokey", slot="?", fact_op="end"),
    ),
    _one(
        "k7-pet-gone-give-away",
        "we had to give Nugget away, my son turned out to be allergic",
        E("fact", "No longer: Nugget", slot="?", fact_op="end"),
    ),
    _one(
        "k7-pet-gone-old-boy",
        "we lost our old boy Cooper to cancer last month",
        E("fact", "No longer: Cooper", slot="?", fact_op="end"),
    ),
    _one(
        "k7-pet-gone-missing",
        "our rabbit Clover went missing last week",
        E("fact", "No longer: Clover", slot="?", fact_op="end"),
    ),
    _one(
        "k7-pet-gone-rescue",
        "our rescue Pickles passed away",
        E("fact", "No longer: Pickles", slot="?", fact_op="end"),
    ),
    # ---- partners courted
    _one(
        "k7-partner-guy-named",
        "I've been dating a guy named Marco for a few months",
        E("profile", "Partner is Marco", slot="partner"),
    ),
    _one(
        "k7-partner-seeing-dash",
        "started seeing someone new - Aiko",
        E("profile", "Partner is Aiko", slot="partner"),
    ),
    _one(
        "k7-partner-this-girl",
        "been seeing this girl, Hana, for a couple of months",
        E("profile", "Partner is Hana", slot="partner"),
    ),
    _one(
        "k7-partner-woman-named",
        "started dating a woman named Freja",
        E("profile", "Partner is Freja", slot="partner"),
    ),
    _one(
        "k7-partner-met-someone",
        "so I met someone, her name is Leila",
        E("profile", "Partner is Leila", slot="partner"),
    ),
    # ---- partners committed to
    _one(
        "k7-partner-engaged-to",
        "got engaged to Ines last night!!",
        E("profile", "Partner is Ines", slot="partner"),
    ),
    _one(
        "k7-partner-marrying",
        "I'm marrying Kofi in June",
        E("profile", "Partner is Kofi", slot="partner"),
    ),
    _one(
        "k7-partner-engaged-boyfriend",
        "just got engaged to my boyfriend Nikhil 💍",
        E("profile", "Boyfriend is Nikhil", slot="partner"),
    ),
    # ---- named as the partner now
    _one(
        "k7-partner-officially-husband",
        "we got married! Tobias is officially my husband",
        E("profile", "Husband is Tobias", slot="partner"),
    ),
    _one(
        "k7-partner-officially-gf",
        "ok so Amara is officially my girlfriend",
        E("profile", "Girlfriend is Amara", slot="partner"),
    ),
    _one(
        "k7-partner-new-gf-is",
        "my new girlfriend is Amara, we met at a climbing gym",
        E("profile", "Girlfriend is Amara", slot="partner"),
    ),
    # ---- named in the next sentence
    _one(
        "k7-partner-next-boyfriend",
        "ok so I have a boyfriend now! his name is Diego",
        E("profile", "Boyfriend is Diego", slot="partner"),
    ),
    _one(
        "k7-partner-next-met",
        "so I met someone. her name is Leila",
        E("profile", "Partner is Leila", slot="partner"),
    ),
    # ---- break-ups
    _one(
        "k7-partner-nameless-divorce",
        "my husband and I are getting divorced",
        E("profile", "No longer: partner", slot="partner", fact_op="end"),
    ),
    _one(
        "k7-partner-left-me",
        "my wife left me, we're getting divorced",
        E("profile", "No longer: partner", slot="partner", fact_op="end"),
    ),
    _one(
        "k7-partner-nameless-broke-up",
        "my girlfriend and I broke up last night",
        E("profile", "No longer: partner", slot="partner", fact_op="end"),
    ),
    _one(
        "k7-partner-dumped-dropped",
        "dumped Kevin. done with him",
        E("profile", "No longer: Kevin", slot="partner", fact_op="end"),
    ),
    _one(
        "k7-partner-broke-up-with",
        "broke up with Ana last night",
        E("profile", "No longer: Ana", slot="partner", fact_op="end"),
    ),
    _one(
        "k7-partner-me-and-my-gf",
        "me and my girlfriend Clara broke up last week",
        E("profile", "No longer: Clara", slot="partner", fact_op="end"),
    ),
    _one(
        "k7-partner-me-and-my-husband",
        "me and my husband Tom split up",
        E("profile", "No longer: Tom", slot="partner", fact_op="end"),
    ),
    _one(
        "k7-partner-ended-things",
        "i'm single again, Jonas and I ended things",
        E("profile", "No longer: Jonas", slot="partner", fact_op="end"),
    ),
    _one(
        "k7-partner-separate-ways",
        "Ruth and I went our separate ways",
        E("profile", "No longer: Ruth", slot="partner", fact_op="end"),
    ),
    # ---- a child's age by pronoun, in parentheses after a comma
    _one(
        "k7-child-pronoun-age",
        "my son Luca started kindergarten, he's 5",
        E("profile", "Son Luca is 5", slot="child:luca"),
    ),
    _one(
        "k7-child-name-is-and-age",
        "my daughter's name is Zara and she's 10",
        E("profile", "Daughter Zara is 10", slot="child:zara"),
    ),
    _one(
        "k7-child-got-son-who",
        "I've got a son, Mateo, who's 6",
        E("profile", "Son Mateo is 6", slot="child:mateo"),
    ),
    _one(
        "k7-child-comma-paren",
        "my stepdaughter, Gemma (12), lives with us half the week",
        E("profile", "Stepdaughter Gemma is 12", slot="child:gemma"),
    ),
    # ---- lists
    _one(
        "k7-child-who-list",
        "I have two kids, Leo who's 9 and Mia who's 5",
        E("profile", "Child Leo is 9", slot="child:leo"),
        E("profile", "Child Mia is 5", slot="child:mia"),
    ),
    _one(
        "k7-child-twins-shared",
        "our twins, Ella and Lily, are 7",
        E("profile", "Child Ella is 7", slot="child:ella"),
        E("profile", "Child Lily is 7", slot="child:lily"),
    ),
    _one(
        "k7-child-names-only",
        "we have three kids: Ivy, Rhys and Bea",
        E("profile", "Child Ivy", slot="child:ivy"),
        E("profile", "Child Rhys", slot="child:rhys"),
        E("profile", "Child Bea", slot="child:bea"),
    ),
    # ---- babies named late
    _one(
        "k7-baby-next-sentence",
        "we had a baby boy last night! his name is Remy",
        E("profile", "Son Remy", slot="child:remy"),
    ),
    _one(
        "k7-baby-her-name",
        "we had a baby girl this morning, her name is Wren",
        E("profile", "Daughter Wren", slot="child:wren"),
    ),
    _one(
        "k7-baby-number-two",
        "baby number two arrived: Lottie, 7lbs 2oz",
        E("profile", "Child Lottie", slot="child:lottie"),
    ),
    # ---- a birthday today; a role without a comma; hit double digits
    _one(
        "k7-bday-today",
        "it's Freya's 9th birthday today",
        E("profile", "Child Freya is 9", slot="child:freya"),
    ),
    _one(
        "k7-bday-today-is",
        "today is Ada's 7th birthday!",
        E("profile", "Child Ada is 7", slot="child:ada"),
    ),
    _one(
        "k7-role-little-one",
        "my little one Ayla is 4 now",
        E("profile", "Child Ayla is 4", slot="child:ayla"),
    ),
    _one(
        "k7-role-eldest",
        "our eldest Jo turned 15",
        E("profile", "Child Jo is 15", slot="child:jo"),
    ),
    _one(
        "k7-double-digits",
        "Rowan hit double digits yesterday",
        E("profile", "Child Rowan is 10", slot="child:rowan"),
    ),
    _one(
        "k7-son-just-turned",
        "my son just turned 12",
        E("fact", "Son is 12", slot="?"),
    ),
    # ---- demonyms
    _one(
        "k7-demonym-berliner",
        "I'm a Berliner now",
        E("profile", "Lives in Berlin", slot="residence"),
    ),
    _one(
        "k7-demonym-lower",
        "i'm a londoner now",
        E("profile", "Lives in London", slot="residence"),
    ),
    _one(
        "k7-demonym-plural",
        "we're Dubliners now, 3 months in",
        E("profile", "Lives in Dublin", slot="residence"),
    ),
    # ---- diets by verbs of eating, food cut out
    _one(
        "k7-diet-started-keto",
        "started keto in january",
        E("profile", "Diet: keto", slot="diet"),
    ),
    _one(
        "k7-diet-doing-keto",
        "I'm doing keto now",
        E("profile", "Diet: keto", slot="diet"),
    ),
    _one(
        "k7-diet-keep-halal",
        "I keep halal",
        E("profile", "Diet: halal", slot="diet"),
    ),
    _one(
        "k7-diet-started-eating",
        "I started eating vegetarian in january",
        E("profile", "Diet: vegetarian", slot="diet"),
    ),
    _one(
        "k7-diet-cut-out-dairy",
        "I cut out dairy completely",
        E("profile", "Diet: dairy-free", slot="diet"),
    ),
    _one(
        "k7-diet-off-gluten",
        "I'm off gluten for good",
        E("profile", "Diet: gluten-free", slot="diet"),
    ),
    _one(
        "k7-diet-off-dairy",
        "I'm off dairy now",
        E("profile", "Diet: dairy-free", slot="diet"),
    ),
    # ---- allergies as longer noun phrases
    _one(
        "k7-allergy-tree-nut",
        "I have a severe tree nut allergy",
        E("profile", "Allergic to tree nut", slot="allergy:tree nut"),
    ),
    _one(
        "k7-allergy-diagnosed",
        "I was diagnosed with a sesame allergy",
        E("profile", "Allergic to sesame", slot="allergy:sesame"),
    ),
    _one(
        "k7-allergy-peanut-severe",
        "I have a peanut allergy, pretty severe",
        E("profile", "Allergic to peanut", slot="allergy:peanut"),
    ),
    # ---- a partner left in the passive, named then gone, moving in, a partner word then a dash
    _one(
        "k7-partner-dumped-by",
        "i got dumped by Ollie last night lol",
        E("profile", "No longer: Ollie", slot="partner", fact_op="end"),
    ),
    _one(
        "k7-partner-moved-out-over",
        "my boyfriend Sven moved out last week, we're over",
        E("profile", "No longer: Sven", slot="partner", fact_op="end"),
    ),
    _one(
        "k7-partner-divorced-now",
        "i'm divorced now, Paul and I finalised it in may",
        E("profile", "No longer: partner", slot="partner", fact_op="end"),
    ),
    _one(
        "k7-partner-moving-in",
        "Kenji and I are moving in together, he's my boyfriend of 2 years",
        E("profile", "Boyfriend is Kenji", slot="partner"),
    ),
    _one(
        "k7-partner-have-gf-dash",
        "sorry, quick update, I have a girlfriend now - Noa",
        E("profile", "Girlfriend is Noa", slot="partner"),
    ),
    _one(
        "k7-partner-done-is-no-breakup",
        "finished the kitchen reno with my husband Tom, we're done!",
        E("profile", "Husband is Tom", slot="partner"),
    ),
    # ---- a birthday celebrated, a baby or pet under a headline, the newest addition
    _one(
        "k7-child-celebrated",
        "my son Kai celebrated his 7th birthday on sunday",
        E("profile", "Son Kai is 7", slot="child:kai"),
    ),
    _one("k7-oldest-just-turned", "my oldest just turned 18!! feeling old", E("fact", "Oldest is 18", slot="?")),
    _one("k7-baby-headline", "new baby! Otto arrived on the 3rd 💙", E("profile", "Child Otto", slot="child:otto")),
    _one("k7-pet-headline-meet", "new kitten! meet Pip", E("profile", "Has a kitten named Pip", slot="pet:pip")),
    _one(
        "k7-pet-newest-addition",
        "our newest addition is a leopard gecko called Zuko",
        E("profile", "Has a leopard gecko named Zuko", slot="pet:zuko"),
    ),
    # ---- an ordinal without "birthday", an age in a relative clause, "our son's 9 now"
    _one(
        "k7-age-celebrated-ordinal",
        "we celebrated Rowan's 9th on saturday",
        E("profile", "Child Rowan is 9", slot="child:rowan"),
    ),
    _one("k7-age-happy-to-my-boy", "happy 9th to my boy Rowan 🎉", E("profile", "Son Rowan is 9", slot="child:rowan")),
    _one(
        "k7-age-relative-who",
        "Mila, who just turned 4, wants a bike",
        E("profile", "Child Mila is 4", slot="child:mila"),
    ),
    _one("k7-age-son-s-now", "our son's 9 now", E("fact", "Son is 9", slot="?")),
    # ---- the user as the animal's parent; the user naming it; the new one named
    _one("k7-pet-dog-mom", "i'm a dog mom to Rolo", E("profile", "Has a dog named Rolo", slot="pet:rolo")),
    _one(
        "k7-pet-cat-dad-two",
        "proud cat dad of two: Miso and Tofu",
        E("profile", "Has a cat named Miso", slot="pet:miso"),
        E("profile", "Has a cat named Tofu", slot="pet:tofu"),
    ),
    _one("k7-pet-we-named-the", "we named the puppy Rolo", E("profile", "Has a puppy named Rolo", slot="pet:rolo")),
    _one(
        "k7-pet-the-new-is-called",
        "the new puppy is called Rolo",
        E("profile", "Has a puppy named Rolo", slot="pet:rolo"),
    ),
    # ---- an engagement called off
    _one(
        "k7-partner-called-off",
        "Alex and I called off the engagement",
        E("profile", "No longer: Alex", slot="partner", fact_op="end"),
    ),
    # ---- a place whose name begins with "New" or "Little"; a move said in two halves; back in a place
    # after years elsewhere
    _one("k7-home-new-york", "we moved to New York", E("profile", "Lives in New York", slot="residence")),
    _one(
        "k7-home-new-zealand",
        "quick update: we emigrated to New Zealand last year",
        E("profile", "Lives in New Zealand", slot="residence"),
    ),
    _one(
        "k7-home-little-rock",
        "moved to Little Rock for the new job",
        E("profile", "Lives in Little Rock", slot="residence"),
    ),
    _one(
        "k7-home-into-a-flat",
        "I moved out of my parents' place and into a flat in Leeds",
        E("profile", "Lives in Leeds", slot="residence"),
        E("fact", "No longer: parents' place", slot="?", fact_op="end"),
    ),
    _one(
        "k7-home-into-a-cottage",
        "we moved out of the city and into a cottage near Bath",
        E("profile", "Lives in Bath", slot="residence"),
        E("fact", "No longer: city", slot="?", fact_op="end"),
    ),
    _one(
        "k7-home-back-in",
        "after 5 years in Berlin we're back in Hamburg",
        E("profile", "Lives in Hamburg", "update", slot="residence"),
    ),
    _one(
        "k7-home-commute-from", "my commute from Oakland is brutal", E("profile", "Lives in Oakland", slot="residence")
    ),
    # ---- a short question fragment after a comma; an age in words; an age by a pronoun after the name;
    # a new home found
    _one("k7-age-fragment-question", "Ada's eight now, what books?", E("profile", "Child Ada is 8", slot="child:ada")),
    _one("k7-age-in-words", "my daughter Ada is seven", E("profile", "Daughter Ada is 7", slot="child:ada")),
    _one(
        "k7-age-pronoun-after-name",
        "Max is a teenager now, he turned 13 yesterday",
        E("profile", "Child Max is 13", slot="child:max"),
    ),
    _one(
        "k7-pet-found-home-for",
        "we found a new home for Clover, she's with a family with a big garden now",
        E("fact", "No longer: Clover", slot="?", fact_op="end"),
    ),
    _one(
        "k7-home-fragment-question", "I moved to Leeds, which area?", E("profile", "Lives in Leeds", slot="residence")
    ),
    # ---- the user's animal with its breed and name in apposition; named in parentheses; named after a
    # question about it; "Leo's my husband"
    _one(
        "k7-pet-appos-breed",
        "our dog, a big goofy lab called Ranger, needs a new harness. which brands are good?",
        E("profile", "Has a lab named Ranger", slot="pet:ranger"),
    ),
    _one(
        "k7-pet-paren-the",
        "ugh the kitten (Pixel) knocked my coffee over again",
        E("profile", "Has a kitten named Pixel", slot="pet:pixel"),
    ),
    _one(
        "k7-pet-after-question",
        "can you suggest toys for my parrot? his name is Mango and he gets bored",
        E("profile", "Has a parrot named Mango", slot="pet:mango"),
    ),
    _one(
        "k7-partner-s-my-husband", "Leo's my husband, btw. he's a chef", E("profile", "Husband is Leo", slot="partner")
    ),
    # ---- two animals listed in lower case; gone with the name in parentheses or in apposition before; RIP
    # to an endearment; a diet returned to
    _one(
        "k7-pet-lower-pair",
        "i have two dogs, bruno and lola, both rescues",
        E("profile", "Has a pet named Bruno", slot="pet:bruno"),
        E("profile", "Has a pet named Lola", slot="pet:lola"),
    ),
    _one(
        "k7-pet-gone-paren",
        "the hamster (Gizmo) didn't make it",
        E("fact", "No longer: Gizmo", slot="?", fact_op="end"),
    ),
    _one(
        "k7-pet-gone-paren-our",
        "our cat (Luna) passed away last night",
        E("fact", "No longer: Luna", slot="?", fact_op="end"),
    ),
    _one(
        "k7-pet-gone-appos-lower", "lola, our dog, passed away", E("fact", "No longer: lola", slot="?", fact_op="end")
    ),
    _one("k7-pet-rip-endearment", "RIP to our sweet girl Lola", E("fact", "No longer: Lola", slot="?", fact_op="end")),
    _one("k7-diet-back-to-being", "back to being vegan", E("profile", "Diet: vegan", slot="diet")),
    _one(
        "k7-diet-went-back-to",
        "i went back to vegetarian after a year of eating meat",
        E("profile", "Diet: vegetarian", slot="diet"),
    ),
    # ---- the animal the message is about, named at its start; a diet kept for months and still kept
    _one(
        "k7-pet-the-kitten-name", "the kitten's name is Kiki", E("profile", "Has a kitten named Kiki", slot="pet:kiki")
    ),
    _one(
        "k7-pet-the-dog-called",
        "the dog is called Rolo and he's a lab",
        E("profile", "Has a dog named Rolo", slot="pet:rolo"),
    ),
    _one("k7-diet-months-now", "keto for three months now and feeling great", E("profile", "Diet: keto", slot="diet")),
    # ---- a partner word is no name; named in the next sentence in lower case; "my husband's called
    # Omar"; several children aged in one message; a newborn named next; "'s turning 12"
    _one(
        "k7-partner-word-no-name",
        "ok so big news, my girlfriend and i got engaged last night!! her name is maya btw. "
        "can you help me plan a party?",
        E("profile", "Girlfriend is Maya", slot="partner"),
    ),
    _one(
        "k7-partner-s-called",
        "my husband's called Omar, we've been married 5 yrs",
        E("profile", "Husband is Omar", slot="partner"),
    ),
    _one(
        "k7-partner-next-lower",
        "i have a boyfriend now! his name is diego",
        E("profile", "Boyfriend is Diego", slot="partner"),
    ),
    _one(
        "k7-age-two-children",
        "kids update: Ada is 10 now and Ben just turned 7",
        E("profile", "Child Ada is 10", slot="child:ada"),
        E("profile", "Child Ben is 7", slot="child:ben"),
    ),
    _one("k7-baby-newborn-next", "we have a newborn! his name is Arlo", E("profile", "Son Arlo", slot="child:arlo")),
    _one(
        "k7-age-s-turning",
        "my daughter's turning 12 today, can you suggest a cake?",
        E("fact", "Daughter is 12", slot="?"),
    ),
    _one(
        "k7-pet-next-lower",
        "got a kitten!! named her mochi 🐱 anyway any litter tips?",
        E("profile", "Has a kitten named Mochi", slot="pet:mochi"),
    ),
    # ---- a lower-case name after a partner word, before a plural verb ("me and my wife priya are ...")
    _one(
        "k7-partner-lower-are",
        "so me and my wife priya are expecting our first in june",
        E("profile", "Wife is Priya", slot="partner"),
    ),
    _one(
        "k7-partner-lower-have",
        "me and my boyfriend sam have been together 3 years",
        E("profile", "Boyfriend is Sam", slot="partner"),
    ),
]

KIN7_EMPTY: list[Case] = [
    U("k7e-my-sister-just-got-a-puppy-named-biscuit", "my sister just got a puppy named Biscuit", group=GE),
    U("k7e-my-neighbours-adopted-a-cat-called-mochi", "my neighbours adopted a cat called Mochi", group=GE),
    U("k7e-if-we-got-a-dog-i-d-call-him-otis", "if we got a dog I'd call him Otis", group=GE),
    U("k7e-i-d-love-a-cat-someday", "I'd love a cat someday", group=GE),
    U("k7e-should-i-get-a-dog", "should I get a dog?", group=GE),
    U("k7e-what-s-a-good-name-for-a-puppy", "what's a good name for a puppy?", group=GE),
    U("k7e-my-friend-s-dog-rufus-died", "my friend's dog Rufus died", group=GE),
    U("k7e-my-wife-hanne-is-great-is-what-he-said", '"my wife Hanne is great" is what he said', group=GE),
    U("k7e-we-might-adopt-a-kitten-next-year", "we might adopt a kitten next year", group=GE),
    U("k7e-thinking-about-getting-a-hamster-for-the", "thinking about getting a hamster for the kids", group=GE),
    U("k7e-my-brother-married-ines-last-year", "my brother married Ines last year", group=GE),
    U("k7e-my-boss-just-got-engaged-to-kofi", "my boss just got engaged to Kofi", group=GE),
    U("k7e-if-i-ever-get-married-it-ll-be-to-someon", "if I ever get married it'll be to someone like Marco", group=GE),
    U("k7e-my-parents-are-getting-divorced", "my parents are getting divorced", group=GE),
    U("k7e-my-cousin-had-a-baby-girl-ada", "my cousin had a baby girl, Ada", group=GE),
    U("k7e-should-we-name-the-baby-theo", "should we name the baby Theo?", group=GE),
    U("k7e-our-friends-son-elias-turned-13", "our friends' son Elias turned 13", group=GE),
    U("k7e-my-sister-s-kids-are-nora-and-finn", "my sister's kids are Nora and Finn", group=GE),
    U("k7e-my-colleague-moved-to-lisbon", "my colleague moved to Lisbon", group=GE),
    U("k7e-we-spent-the-weekend-in-utrecht", "we spent the weekend in Utrecht", group=GE),
    U("k7e-thinking-about-moving-to-denver", "thinking about moving to Denver", group=GE),
    U("k7e-if-we-moved-to-austin-would-it-be-cheape", "if we moved to Austin would it be cheaper?", group=GE),
    U("k7e-my-mom-lives-in-toronto", "my mom lives in Toronto", group=GE),
    U("k7e-i-used-to-live-in-kyoto", "I used to live in Kyoto", group=GE),
    U("k7e-i-grew-up-in-leeds", "I grew up in Leeds", group=GE),
    U("k7e-my-brother-is-vegan", "my brother is vegan", group=GE),
    U("k7e-should-i-go-keto", "should I go keto?", group=GE),
    U("k7e-my-wife-is-allergic-to-peanuts", "my wife is allergic to peanuts", group=GE),
    U("k7e-i-might-try-being-vegetarian", "I might try being vegetarian", group=GE),
    U("k7e-my-daughter-is-lactose-intolerant", "my daughter is lactose intolerant", group=GE),
    U("k7e-recipes-for-a-vegan-friend", "recipes for a vegan friend?", group=GE),
    U("k7e-i-m-cooking-for-a-gluten-free-guest", "I'm cooking for a gluten-free guest", group=GE),
    U("k7e-my-dad-is-on-a-low-carb-diet", "my dad is on a low-carb diet", group=GE),
    U("k7e-i-m-not-allergic-to-anything", "I'm not allergic to anything", group=GE),
    U("k7e-the-dog-in-the-park-was-named-otis", "the dog in the park was named Otis", group=GE),
    U("k7e-biscuit-is-a-great-name-for-a-dog", "Biscuit is a great name for a dog", group=GE),
    U("k7e-a-character-in-my-novel-adopts-a-cat-nam", "a character in my novel adopts a cat named Mochi", group=GE),
    U("k7e-in-the-game-my-character-marries-leila", "in the game my character marries Leila", group=GE),
    U(
        "k7e-i-moved-to-seattle-that-s-the-first-line",
        '"I moved to Seattle" - that\'s the first line of my story',
        group=GE,
    ),
    U("k7e-my-aunt-s-cat-pretzel-is-18", "my aunt's cat Pretzel is 18", group=GE),
    U("k7e-i-wonder-if-juniper-is-a-good-dog-name", "I wonder if Juniper is a good dog name", group=GE),
    U("k7e-tom-s-daughter-maya-turned-8", "Tom's daughter Maya turned 8", group=GE),
    U("k7e-my-ex-moved-to-vancouver", "my ex moved to Vancouver", group=GE),
    U(
        "k7e-i-m-dog-sitting-my-neighbour-s-beagle-wa",
        "I'm dog-sitting my neighbour's beagle Waffles this week",
        group=GE,
    ),
    U("k7e-i-had-a-dog-named-rex-as-a-kid", "I had a dog named Rex as a kid", group=GE),
    U("k7e-i-m-looking-at-flats-in-zurich", "I'm looking at flats in Zurich", group=GE),
    U("k7e-can-you-recommend-vegan-restaurants-in-b", "can you recommend vegan restaurants in Berlin?", group=GE),
    U("k7e-we-should-move-to-singapore-someday", "we should move to Singapore someday", group=GE),
    U("k7e-my-son-s-friend-jake-is-vegetarian", "my son's friend Jake is vegetarian", group=GE),
    U("k7e-our-landlord-has-a-husky-named-koda", "our landlord has a husky named Koda", group=GE),
    U("k7e-i-m-house-sitting-in-melbourne-for-a-mon", "I'm house-sitting in Melbourne for a month", group=GE),
    U("k7e-my-sister-is-moving-to-copenhagen", "my sister is moving to Copenhagen", group=GE),
    U("k7e-my-girlfriend-s-dog-rex-is-staying-with", "my girlfriend's dog Rex is staying with us", group=GE),
    U("k7e-my-son-wants-a-puppy-named-bear", "my son wants a puppy named Bear", group=GE),
    U("k7e-my-daughter-asked-if-we-could-name-the-c", "my daughter asked if we could name the cat Ghost", group=GE),
    U("k7e-would-a-beagle-suit-a-small-flat", "would a beagle suit a small flat?", group=GE),
    U("k7e-i-m-thinking-of-going-vegan", "I'm thinking of going vegan", group=GE),
    U("k7e-my-wife-went-vegan", "my wife went vegan", group=GE),
    U("k7e-my-kids-are-allergic-to-peanuts", "my kids are allergic to peanuts", group=GE),
    U("k7e-i-d-move-to-dublin-in-a-heartbeat", "I'd move to Dublin in a heartbeat", group=GE),
    U("k7e-my-husband-s-parents-moved-to-oslo", "my husband's parents moved to Oslo", group=GE),
    U("k7e-a-friend-of-mine-got-engaged-to-priya", "a friend of mine got engaged to Priya", group=GE),
    U("k7e-my-brother-adopted-a-kitten-named-soot", "my brother adopted a kitten named Soot", group=GE),
    U("k7e-we-re-thinking-of-adopting-a-dog-named-p", "we're thinking of adopting a dog named Pip", group=GE),
    U("k7e-should-we-get-a-puppy-my-son-wants-to-ca", "should we get a puppy? my son wants to call it Rocco", group=GE),
    U("k7e-my-mom-s-dog-max-passed-away", "my mom's dog Max passed away", group=GE),
    U("k7e-my-friend-is-dating-a-guy-named-mateo", "my friend is dating a guy named Mateo", group=GE),
    U("k7e-my-sister-got-engaged-to-tomas", "my sister got engaged to Tomas", group=GE),
    U("k7e-if-i-ever-have-a-daughter-i-ll-name-her", "if I ever have a daughter I'll name her Nova", group=GE),
    U("k7e-my-coworker-s-son-turned-12", "my coworker's son turned 12", group=GE),
    U("k7e-i-m-looking-after-my-neighbour-s-cat-lun", "I'm looking after my neighbour's cat Luna", group=GE),
    U("k7e-my-parents-moved-to-bath", "my parents moved to Bath", group=GE),
    U("k7e-my-girlfriend-is-vegan", "my girlfriend is vegan", group=GE),
    U("k7e-is-keto-worth-trying", "is keto worth trying?", group=GE),
    U("k7e-my-son-is-allergic-to-peanuts", "my son is allergic to peanuts", group=GE),
    U("k7e-the-kids-want-a-hamster-named-peanut", "the kids want a hamster named Peanut", group=GE),
    U("k7e-i-d-love-to-live-in-lisbon-one-day", "I'd love to live in Lisbon one day", group=GE),
    U("k7e-we-might-move-to-glasgow-next-year", "we might move to Glasgow next year", group=GE),
    U("k7e-my-husband-s-ex-lives-in-leeds", "my husband's ex lives in Leeds", group=GE),
    U("k7e-a-guy-named-jorge-at-work-just-got-divor", "a guy named Jorge at work just got divorced", group=GE),
    U("k7e-my-daughter-s-friend-harper-turned-7", "my daughter's friend Harper turned 7", group=GE),
    U("k7e-what-should-i-feed-a-rescue-greyhound", "what should I feed a rescue greyhound?", group=GE),
    U("k7e-i-watched-a-movie-about-a-dog-named-max", "I watched a movie about a dog named Max", group=GE),
    U("k7e-my-cat-sitting-client-has-a-cat-named-be", "my cat-sitting client has a cat named Bean", group=GE),
    U("k7e-tomas-asked-if-i-wanted-to-get-engaged-s", "Tomas asked if I wanted to get engaged someday", group=GE),
    U("k7e-i-met-a-guy-named-marco-at-the-conferenc", "I met a guy named Marco at the conference", group=GE),
    U("k7e-we-got-a-puppy-sarah-was-thrilled", "we got a puppy, Sarah was thrilled", group=GE),
    U("k7e-my-brother-is-dating-a-girl-named-hana", "my brother is dating a girl named Hana", group=GE),
    U("k7e-my-sister-has-a-new-boyfriend-his-name-i", "my sister has a new boyfriend! his name is Tom", group=GE),
    U("k7e-my-sister-got-a-dog-his-name-is-otis", "my sister got a dog! his name is Otis", group=GE),
    U("k7e-new-puppy-sarah-and-i-are-thrilled", "new puppy! Sarah and I are thrilled", group=GE),
    U("k7e-it-s-freya-s-9th-birthday-on-saturday", "it's Freya's 9th birthday on saturday", group=GE),
    U("k7e-my-friend-just-got-engaged-to-ines", "my friend just got engaged to Ines", group=GE),
    U("k7e-if-we-got-married-i-d-marry-ines", "if we got married I'd marry Ines", group=GE),
    U("k7e-would-you-marry-someone-named-kofi", "would you marry someone named Kofi?", group=GE),
    U("k7e-my-sister-is-seeing-someone-his-name-s-p", "my sister is seeing someone - his name's Pavel", group=GE),
    U("k7e-our-neighbour-s-dog-rex-died", "our neighbour's dog Rex died", group=GE),
    U("k7e-the-vet-said-biscuit-is-a-beagle-cross", "the vet said Biscuit is a beagle cross", group=GE),
    U("k7e-my-daughter-wants-to-adopt-a-kitten-name", "my daughter wants to adopt a kitten named Mittens", group=GE),
    U("k7e-we-re-getting-a-puppy-next-week-gonna-ca", "we're getting a puppy next week, gonna call him Bear", group=GE),
    U("k7e-we-re-fostering-a-dog-for-the-shelter-th", "we're fostering a dog for the shelter this month", group=GE),
    U("k7e-is-it-weird-to-name-a-cat-marmalade", "is it weird to name a cat Marmalade?", group=GE),
    U("k7e-my-cousin-just-hit-double-digits", "my cousin just hit double digits", group=GE),
    U("k7e-my-ex-wife-remarried", "my ex-wife remarried", group=GE),
    U("k7e-i-cut-out-dairy-for-lent", "i cut out dairy for lent", group=GE),
    U("k7e-i-m-trying-to-cut-out-dairy", "I'm trying to cut out dairy", group=GE),
    U("k7e-should-i-cut-out-gluten", "should I cut out gluten?", group=GE),
    U("k7e-my-dad-went-keto", "my dad went keto", group=GE),
    U("k7e-we-re-eating-vegan-this-week", "we're eating vegan this week", group=GE),
    U("k7e-i-cook-vegetarian-for-my-daughter", "I cook vegetarian for my daughter", group=GE),
    U("k7e-the-team-hit-10-sales-today", "the team hit 10 sales today", group=GE),
    U("k7e-my-kids-love-bluey-and-peppa", "my kids love Bluey and Peppa", group=GE),
    U("k7e-my-sister-s-kids-ivy-and-rhys-are-7", "my sister's kids, Ivy and Rhys, are 7", group=GE),
    U("k7e-my-sister-got-a-puppy-for-my-mum-her-nam", "my sister got a puppy for my mum! her name is Bella", group=GE),
    U("k7e-i-d-never-give-nugget-away", "I'd never give Nugget away", group=GE),
    U("k7e-have-a-look-at-this-cat-named-mochi", "have a look at this cat named Mochi", group=GE),
    U("k7e-my-friend-kenji-and-i-are-moving-in-toge", "my friend Kenji and I are moving in together", group=GE),
    U("k7e-my-sister-got-dumped-by-ollie-last-night", "my sister got dumped by Ollie last night", group=GE),
    U("k7e-if-i-got-dumped-by-ollie-i-d-be-crushed", "if I got dumped by Ollie I'd be crushed", group=GE),
    U("k7e-new-puppy-my-sister-got-one-and-i-m-jeal", "new puppy! my sister got one and I'm jealous", group=GE),
    U("k7e-new-baby-my-cousin-had-a-girl", "new baby! my cousin had a girl", group=GE),
    U("k7e-my-brother-s-son-kai-celebrated-his-7th", "my brother's son Kai celebrated his 7th birthday", group=GE),
    U("k7e-my-friend-has-a-girlfriend-now-noa", "my friend has a girlfriend now - Noa", group=GE),
    U("k7e-i-m-divorced-from-reality-lol", "I'm divorced from reality lol", group=GE),
    U("k7e-my-parents-are-divorced-now", "my parents are divorced now", group=GE),
    U("k7e-my-ex-boyfriend-is-dating-someone-new", "my ex-boyfriend is dating someone new", group=GE),
    U("k7e-my-ex-wife-is-a-lawyer", "my ex-wife is a lawyer", group=GE),
    U("k7e-my-son-s-friend-is-9", "my son's friend is 9", group=GE),
    U("k7e-my-son-s-teacher-ms-reed-turned-40", "my son's teacher Ms Reed turned 40", group=GE),
    U("k7e-the-new-puppy-next-door-is-called-rolo", "the new puppy next door is called Rolo", group=GE),
    U("k7e-alex-and-i-called-off-the-meeting", "Alex and I called off the meeting", group=GE),
    U("k7e-my-neighbours-named-their-puppy-rolo", "my neighbours named their puppy Rolo", group=GE),
    U("k7e-happy-40th-to-my-brother-sam", "happy 40th to my brother Sam", group=GE),
    U(
        "k7e-we-celebrated-sam-s-40th-on-saturday-he",
        "we celebrated Sam's 40th on saturday, he's my oldest friend",
        group=GE,
    ),
    U("k7e-i-commute-to-oakland-for-work", "I commute to Oakland for work", group=GE),
    U(
        "k7e-my-sister-moved-out-of-her-flat-and-into",
        "my sister moved out of her flat and into a house in York",
        group=GE,
    ),
    U("k7e-i-helped-my-son-move-into-a-flat-in-leed", "I helped my son move into a flat in Leeds", group=GE),
    U("k7e-back-from-two-weeks-in-kyoto-jet-lag-is", "back from two weeks in Kyoto, jet lag is brutal", group=GE),
    U("k7e-i-m-house-hunting-in-bristol", "I'm house hunting in Bristol", group=GE),
    U("k7e-we-re-spending-a-month-in-lisbon-any-tip", "we're spending a month in Lisbon, any tips?", group=GE),
    U("k7e-our-holiday-in-cornwall-was-amazing", "our holiday in Cornwall was amazing", group=GE),
    U("k7e-we-looked-at-flats-in-tbilisi", "we looked at flats in Tbilisi", group=GE),
    U("k7e-i-grew-up-in-bogot", "I grew up in Bogotá", group=GE),
    U("k7e-my-brother-s-new-flat-in-krak-w-is-gorge", "my brother's new flat in Kraków is gorgeous", group=GE),
    U("k7e-if-i-lived-in-vienna-i-d-go-to-the-opera", "if I lived in Vienna I'd go to the opera every week", group=GE),
    U("k7e-my-sister-moved-to-leeds-what-now", "my sister moved to Leeds, what now?", group=GE),
    U("k7e-tom-is-my-colleague-he-turned-40-yesterd", "Tom is my colleague, he turned 40 yesterday", group=GE),
    U("k7e-tom-is-great-he-turned-40-yesterday", "Tom is great, he turned 40 yesterday", group=GE),
    U("k7e-our-neighbours-found-a-new-home-for-thei", "our neighbours found a new home for their cat Clover", group=GE),
    U(
        "k7e-my-sister-s-dog-a-big-lab-called-ranger",
        "my sister's dog, a big lab called Ranger, is staying over",
        group=GE,
    ),
    U(
        "k7e-the-neighbour-s-kitten-pixel-is-in-our-g",
        "the neighbour's kitten (Pixel) is in our garden again",
        group=GE,
    ),
    U("k7e-the-kitten-pixel-at-the-shelter-is-cute", "the kitten (Pixel) at the shelter is cute", group=GE),
    U("k7e-how-do-i-groom-my-sister-s-dog-her-name", "how do I groom my sister's dog? her name is Bella", group=GE),
    U("k7e-leo-s-my-husband-s-best-friend", "Leo's my husband's best friend", group=GE),
    U("k7e-my-sister-has-two-dogs-bruno-and-lola", "my sister has two dogs, bruno and lola", group=GE),
    U("k7e-i-have-two-dogs-both-rescues-and-lovely", "i have two dogs, both rescues and lovely", group=GE),
    U("k7e-the-neighbours-cat-luna-passed-away", "the neighbours' cat (Luna) passed away", group=GE),
    U("k7e-my-mum-went-back-to-being-vegetarian", "my mum went back to being vegetarian", group=GE),
    U("k7e-back-to-being-vegan-for-a-week-wish-me-l", "back to being vegan for a week, wish me luck", group=GE),
    U("k7e-the-dog-next-door-is-called-rex", "the dog next door is called Rex", group=GE),
    U("k7e-my-sister-s-dog-is-called-rex", "my sister's dog is called Rex", group=GE),
    U("k7e-the-dog-in-the-story-is-called-rex-and-h", "the dog in the story is called Rex, and he can talk", group=GE),
    U("k7e-keto-for-three-months-was-enough-for-me", "keto for three months was enough for me", group=GE),
    U("k7e-my-sister-and-i-went-out-his-name-is-tom", "my sister and I went out. his name is Tom", group=GE),
    U("k7e-my-girlfriend-and-i-got-engaged", "my girlfriend and i got engaged", group=GE),
    U("k7e-my-sister-s-turning-12-today", "my sister's turning 12 today", group=GE),
    U("k7e-my-dogs-are-great", "my dogs are great", group=GE),
    U("k7e-my-son-and-daughter-are-5-and-7", "my son and daughter are 5 and 7", group=GE),
    U("k7e-my-sister-s-husband-tom-are-visiting", "my sister's husband tom are visiting", group=GE),
]
