"""Cases for the people and places slots (residence, trips, employer, title, manager, partner,
children, pets) and for the chat around a statement (lead-ins, trailing questions, presupposed
clauses). Every phrasing here is invented for the construction it covers, not taken from a bench
life; the ``PEOPLE_EMPTY`` cases are the over-reach each construction must not commit."""

from __future__ import annotations

from extraction_cases import NONE, E, U

PR = "profile"

PEOPLE = [
    # ---- discourse lead-ins before the clause a frame is anchored on
    U(
        "pp-lead-after-the-merger",
        "after the merger Tomasz Wrobel is my manager",
        E(PR, "Reports to Tomasz Wrobel (manager)", slot="manager"),
    ),
    U(
        "pp-lead-not-sure-if-mentioned",
        "Not sure if I told you this, but I live in Tromsø now.",
        E(PR, "Lives in Tromsø", slot="residence"),
    ),
    U(
        "pp-lead-long-story",
        "Long story short, we relocated to Valparaíso.",
        E(PR, "Lives in Valparaíso", slot="residence"),
    ),
    U(
        "pp-lead-random-but",
        "random but my wife Ingrid and I just adopted a dog",
        E(PR, "Wife is Ingrid", slot="partner"),
    ),
    U(
        "pp-lead-in-case",
        "In case I never mentioned it, I work at Halvorsen Marine.",
        E(PR, "Works at Halvorsen Marine", slot="employer"),
    ),
    # ---- a statement with a question or request tacked on
    U(
        "pp-tail-dash-question",
        "we just moved to Tallinn -- where can I find decent bread?",
        E(PR, "Lives in Tallinn", slot="residence"),
    ),
    U(
        "pp-tail-can-you",
        "My supervisor Anneke Vos needs the slides tonight, could you draft an outline?",
        E(PR, "Reports to Anneke Vos (manager)", slot="manager"),
    ),
    U(
        "pp-tail-any-tips",
        "I started at Orrin Biotech on Monday, any tips for the first week?",
        E(PR, "Works at Orrin Biotech", slot="employer"),
    ),
    # ---- a fact presupposed by a clause of a question
    U(
        "pp-presupposed-since",
        "since I moved to Leipzig in spring, how do I register with a doctor?",
        E(PR, "Lives in Leipzig", slot="residence"),
    ),
    U(
        "pp-presupposed-now-that",
        "Now that I work for Kestrel Freight, what should I wear on day one?",
        E(PR, "Works at Kestrel Freight", slot="employer"),
    ),
    U(
        "pp-presupposed-as",
        "As we live in Aarhus, which winter coat would you suggest?",
        E(PR, "Lives in Aarhus", slot="residence"),
    ),
    # ---- residence with the subject dropped: a lease, the keys
    U(
        "pp-lease-signed",
        "just signed a lease on a two-bed in Graz, the movers come Friday",
        E(PR, "Lives in Graz", slot="residence"),
    ),
    U(
        "pp-keys-new-flat",
        "Got the keys to our new flat in Dundee yesterday!",
        E(PR, "Lives in Dundee", slot="residence"),
    ),
    U("pp-tenancy-signed", "We signed a tenancy in Malmö last week.", E(PR, "Lives in Malmö", slot="residence")),
    # ---- a title with the subject dropped
    U(
        "pp-title-officially-now",
        "officially head nurse now, the interview went fine",
        E(PR, "Job title: head nurse", slot="role"),
    ),
    U(
        "pp-title-as-of",
        "Promotion confirmed: principal architect as of Monday.",
        E(PR, "Job title: principal architect", slot="role"),
    ),
    U(
        "pp-title-finally-now",
        "Finally a lead designer now after three years.",
        E(PR, "Job title: lead designer", slot="role"),
    ),
    # ---- a job said in passing
    U(
        "pp-been-a-x-with-y",
        "I've been a welder with Harland Steel for eleven years.",
        E(PR, "Works at Harland Steel", slot="employer"),
        E(PR, "Job title: welder", slot="role"),
    ),
    U(
        "pp-title-parenthesis",
        "I'm a sous chef (Brasserie Lune), it's chaos most nights.",
        E(PR, "Works at Brasserie Lune", slot="employer"),
        E(PR, "Job title: sous chef", slot="role"),
    ),
    U(
        "pp-title-parenthesis-at",
        "I'm an illustrator (at Inkwell Press) and love it.",
        E(PR, "Works at Inkwell Press", slot="employer"),
        E(PR, "Job title: illustrator", slot="role"),
    ),
    U(
        "pp-org-hired-me",
        "Ferrow Labs hired me as their data engineer.",
        E(PR, "Works at Ferrow Labs", slot="employer"),
        E(PR, "Job title: data engineer", slot="role"),
    ),
    U(
        "pp-org-took-me-on",
        "Kettering Health took me on as a night nurse",
        E(PR, "Works at Kettering Health", slot="employer"),
        E(PR, "Job title: night nurse", slot="role"),
    ),
    U(
        "pp-notice-then-hired",
        "gave in my notice at Mossgiel Bank; Tarn Logistics hired me as their planner",
        E(PR, "No longer: Mossgiel Bank", slot="employer", fact_op="end"),
        E(PR, "Works at Tarn Logistics", slot="employer"),
        E(PR, "Job title: planner", slot="role"),
    ),
    U(
        "pp-resignation-at",
        "I put in my resignation at Mossgiel Bank.",
        E(PR, "No longer: Mossgiel Bank", slot="employer", fact_op="end"),
    ),
    U(
        "pp-day-job-lower",
        "day job: nurse out at st brennan's hospital",
        E(PR, "Works at St Brennan's Hospital", slot="employer"),
        E(PR, "Job title: nurse", slot="role"),
    ),
    U(
        "pp-day-job-over-at",
        "My job: data analyst over at Quillon Group",
        E(PR, "Works at Quillon Group", slot="employer"),
        E(PR, "Job title: data analyst", slot="role"),
    ),
    U(
        "pp-new-job-headline",
        "new job!! Tidewell Foods, same sort of role (analyst)",
        E(PR, "Works at Tidewell Foods", slot="employer"),
        E(PR, "Job title: analyst", slot="role"),
    ),
    # ---- manager: headline, replacement, the person I answer to, lower case
    U(
        "pp-new-manager-as-of",
        "new manager as of Monday: Ida Berg",
        E(PR, "Reports to Ida Berg (manager)", slot="manager"),
    ),
    U(
        "pp-new-boss-exclaimed",
        "New boss! Pia Lund, she seems sharp.",
        E(PR, "Reports to Pia Lund (manager)", slot="manager"),
    ),
    U(
        "pp-replaced-as-lead",
        "Ida Berg replaced Ola as my team lead.",
        E(PR, "Reports to Ida Berg (manager)", "update", slot="manager", target_hint="Ola"),
    ),
    U(
        "pp-succeeded-as-supervisor",
        "Jonas Falk succeeded Petra as my supervisor",
        E(PR, "Reports to Jonas Falk (manager)", "update", slot="manager", target_hint="Petra"),
    ),
    U(
        "pp-person-i-answer-to",
        "the person i report to these days is rui costa",
        E(PR, "Reports to Rui Costa (manager)", slot="manager"),
    ),
    U(
        "pp-one-i-answer-to",
        "the whole team got shuffled and the one I answer to now is Hedda Lind.",
        E(PR, "Reports to Hedda Lind (manager)", slot="manager"),
    ),
    U(
        "pp-left-so-now",
        "not sure if i said, but petra quit so now i report to jonas falk",
        E(PR, "Reports to Jonas Falk (manager)", slot="manager"),
    ),
    U(
        "pp-boss-lower-apposition",
        "my boss ida berg wants the deck by noon",
        E(PR, "Reports to Ida Berg (manager)", slot="manager"),
    ),
    # ---- pets and partners named in lower case, in passing
    U(
        "pp-dog-lower",
        "my dog pretzel just ate my sock",
        E(PR, "Has a dog named Pretzel", slot="pet:pretzel"),
    ),
    U(
        "pp-rabbit-lower",
        "our rabbit clover is asleep again",
        E(PR, "Has a rabbit named Clover", slot="pet:clover"),
    ),
    U("pp-wife-lower", "my wife maren and i are off to the coast", E(PR, "Wife is Maren", slot="partner")),
    # ---- more chat shapes: moved into, started as, married, adopted and named, a child by age
    U("pp-moved-into-a-flat", "just moved into a studio in Lyon", E(PR, "Lives in Lyon", slot="residence")),
    U(
        "pp-moved-into-our-house",
        "We moved into our first house in Gdańsk over Easter.",
        E(PR, "Lives in Gdańsk", slot="residence"),
    ),
    U(
        "pp-since-moving-to",
        "since moving to Lyon, where do people go climbing?",
        E(PR, "Lives in Lyon", slot="residence"),
    ),
    U(
        "pp-started-as-at",
        "started as a junior developer at Fennwick last month",
        E(PR, "Works at Fennwick", slot="employer"),
        E(PR, "Job title: junior developer", slot="role"),
    ),
    U(
        "pp-began-as-at",
        "I began as an apprentice electrician with Volta Works in May.",
        E(PR, "Works at Volta Works", slot="employer"),
        E(PR, "Job title: apprentice electrician", slot="role"),
    ),
    U("pp-married-name", "I married Ezra in June.", E(PR, "Partner is Ezra", slot="partner")),
    U("pp-got-married-to", "got married to Ines last month!", E(PR, "Partner is Ines", slot="partner")),
    U(
        "pp-name-is-now-my-line-manager",
        "Bruna Alves is now my line manager.",
        E(PR, "Reports to Bruna Alves (manager)", slot="manager"),
    ),
    U(
        "pp-manager-left-took-over",
        "my boss retired in spring and Niall Byrne took over",
        E(PR, "Reports to Niall Byrne (manager)", slot="manager"),
    ),
    U(
        "pp-adopted-her-name-is",
        "we adopted a puppy last week, her name is Olive",
        E(PR, "Has a puppy named Olive", slot="pet:olive"),
    ),
    U(
        "pp-adopted-called",
        "adopted a kitten called Pip from the shelter",
        E(PR, "Has a kitten named Pip", slot="pet:pip"),
    ),
    U(
        "pp-rescued-named-him",
        "I rescued an old dog and named him Dash.",
        E(PR, "Has a dog named Dash", slot="pet:dash"),
    ),
    U(
        "pp-child-by-age",
        "my 4 year old, Ada, won't sleep",
        E(PR, "Child Ada is 4", slot="child:ada"),
    ),
    # ---- "We" opening a sentence is the user, not somebody named "We"
    U("pp-we-moved-capital", "We moved to Cork.", E(PR, "Lives in Cork", slot="residence")),
    U("pp-we-joined-capital", "We joined Harbour Mutual in 2021.", E(PR, "Works at Harbour Mutual", slot="employer")),
    U("pp-we-got-capital", "We got a parrot called Kiwi.", E(PR, "Has a parrot named Kiwi", slot="pet:kiwi")),
    # ---- a move reported as done
    U(
        "pp-the-move-is-done",
        "the move to Bergen is done, boxes everywhere",
        E(PR, "Lives in Bergen", slot="residence"),
    ),
    U("pp-finished-moving", "Finished moving to Nantes on Sunday.", E(PR, "Lives in Nantes", slot="residence")),
    U(
        "pp-all-moved-in",
        "we're all moved in to our place in Ghent now",
        E(PR, "Lives in Ghent", slot="residence"),
    ),
    U("pp-home-these-days", "home these days is Reykjavík", E(PR, "Lives in Reykjavík", slot="residence")),
    # ---- "with X now": employer when work words say so, partner otherwise
    U("pp-with-org-same-role", "I'm with Fennwick now, same role", E(PR, "Works at Fennwick", slot="employer")),
    U(
        "pp-with-org-new-team",
        "I'm with Calder Group now, new team and all",
        E(PR, "Works at Calder Group", slot="employer"),
    ),
    U("pp-with-partner-now", "I'm with Rafa now, it's going well", E(PR, "Partner is Rafa", slot="partner")),
    # ---- a break-up that names the partner
    U(
        "pp-husband-split",
        "my husband Tom and I split up",
        E(PR, "No longer: Tom", slot="partner", fact_op="end"),
    ),
    U(
        "pp-girlfriend-broke-up",
        "My girlfriend Lena and I broke up in March.",
        E(PR, "No longer: Lena", slot="partner", fact_op="end"),
    ),
    # ---- a child or pet in apposition; two pets listed
    U(
        "pp-we-have-a-daughter",
        "we have a daughter, Mia, she's 3",
        E(PR, "Daughter Mia is 3", slot="child:mia"),
    ),
    U("pp-i-have-a-son", "I have a son, Teo, who's 11.", E(PR, "Son Teo is 11", slot="child:teo")),
    U("pp-name-my-son", "Rafferty, my son, starts school today", E(PR, "Son Rafferty", slot="child:rafferty")),
    U("pp-name-my-cat", "Miso, my cat, is sitting on the laptop", E(PR, "Has a cat named Miso", slot="pet:miso")),
    U("pp-name-our-dog", "Bramble (our dog) chewed the remote", E(PR, "Has a dog named Bramble", slot="pet:bramble")),
    U(
        "pp-two-cats",
        "I've got two cats, Miso and Tofu",
        E(PR, "Has a pet named Miso", slot="pet:miso"),
        E(PR, "Has a pet named Tofu", slot="pet:tofu"),
    ),
    U(
        "pp-two-rabbits",
        "we have two rabbits: Pip and Hazel",
        E(PR, "Has a pet named Pip", slot="pet:pip"),
        E(PR, "Has a pet named Hazel", slot="pet:hazel"),
    ),
    # ---- letter-swap typos are read as the word meant; the evidence stays as written
    U("pp-typo-jsut-moved", "jsut moved to Tampere, still unpacking", E(PR, "Lives in Tampere", slot="residence")),
    U(
        "pp-typo-nwo",
        "the one I answer to nwo is Gideon Marsh",
        E(PR, "Reports to Gideon Marsh (manager)", slot="manager"),
    ),
    U("pp-typo-ahve", "I ahve a ferret named Bolt", E(PR, "Has a ferret named Bolt", slot="pet:bolt")),
    U(
        "pp-typo-teh",
        "teh person i report to is wren adair",
        E(PR, "Reports to Wren Adair (manager)", slot="manager"),
    ),
    # ---- terse chat drops the subject of the user's own circumstances
    U("pp-terse-live-in", "live in Ghent", E(PR, "Lives in Ghent", slot="residence")),
    U("pp-terse-report-to", "report to Gwen Ashby", E(PR, "Reports to Gwen Ashby (manager)", slot="manager")),
    U(
        "pp-terse-work-as",
        "work as a claims adjuster at Brookfield Mutual",
        E(PR, "Works at Brookfield Mutual", slot="employer"),
        E(PR, "Job title: claims adjuster", slot="role"),
    ),
    U(
        "pp-terse-been-a",
        "been a pastry chef with Vinoteca Roma for ages",
        E(PR, "Works at Vinoteca Roma", slot="employer"),
        E(PR, "Job title: pastry chef", slot="role"),
    ),
    U("pp-terse-have-a-pet", "have a tortoise named Atlas", E(PR, "Has a tortoise named Atlas", slot="pet:atlas")),
    U(
        "pp-terse-have-kids",
        "have two kids: Lotte is 7, Bram is 4",
        E(PR, "Child Lotte is 7", slot="child:lotte"),
        E(PR, "Child Bram is 4", slot="child:bram"),
    ),
    # ---- a sentence all in lower case: the frame's own words mark the name
    U(
        "pp-lower-work-as-at",
        "i work as a data analyst at oakhaven insurance",
        E(PR, "Works at Oakhaven Insurance", slot="employer"),
        E(PR, "Job title: data analyst", slot="role"),
    ),
    U(
        "pp-lower-im-the-title-at",
        "i'm the paralegal at brightwater analytics",
        E(PR, "Works at Brightwater Analytics", slot="employer"),
        E(PR, "Job title: paralegal", slot="role"),
    ),
    U("pp-lower-wife-called", "my wife is called lena", E(PR, "Wife is Lena", slot="partner")),
    U("pp-lower-son-named", "our son is named bastian", E(PR, "Son Bastian", slot="child:bastian")),
    U("pp-lower-husband-says-hi", "my husband sven says hi", E(PR, "Husband is Sven", slot="partner")),
    U(
        "pp-lower-kids-ages",
        "two kids at home: lotte is 7, bram is 4",
        E(PR, "Child Lotte is 7", slot="child:lotte"),
        E(PR, "Child Bram is 4", slot="child:bram"),
    ),
    U(
        "pp-lower-no-employer-from-article",
        "i work as a nurse at a clinic in leeds",
        E(PR, "Job title: nurse", slot="role"),
    ),
    # ---- a pet introduced, then named as the user's in the next sentence
    U(
        "pp-pet-introduced-then-named",
        "There's a dog snoring under my desk. That's Biscuit, our beagle.",
        E(PR, "Has a dog named Biscuit", slot="pet:biscuit"),
    ),
    U(
        "pp-pet-dash-whos-mine",
        "A cat just walked across my keyboard -- that's Mochi, who's mine.",
        E(PR, "Has a cat named Mochi", slot="pet:mochi"),
    ),
    U(
        "pp-pet-meet-mine",
        "a hamster escaped during the call. meet Nugget, mine, sadly",
        E(PR, "Has a hamster named Nugget", slot="pet:nugget"),
    ),
    # ---- a reason reported after the fact does not make the fact somebody else's
    U(
        "pp-rehome-landlord-said",
        "we had to rehome Nugget, our landlord said no rodents",
        E("fact", "No longer: Nugget", slot="?", fact_op="end"),
    ),
    U(
        "pp-lost-vet-said",
        "We lost our cat Figaro in May, the vet said it was his kidneys.",
        E("fact", "No longer: Figaro", slot="?", fact_op="end"),
    ),
    U(
        "pp-partner-friend-thinks",
        "my girlfriend Saoirse and I moved in together, my mum thinks it's fast",
        E(PR, "Girlfriend is Saoirse", slot="partner"),
    ),
    # ---- partner: someone new, been with, ended
    U("pp-seeing-someone-new", "seeing someone new, Amaru, it's early", E(PR, "Partner is Amaru", slot="partner")),
    U("pp-dating-someone-called", "dating someone called Lise, going well", E(PR, "Partner is Lise", slot="partner")),
    U(
        "pp-been-with-partner",
        "I've been with Tobin for six years, my husband does the cooking",
        E(PR, "Husband is Tobin", slot="partner"),
    ),
    U(
        "pp-things-ended-with",
        "things ended with Amaru, it's fine",
        E(PR, "No longer: Amaru", slot="partner", fact_op="end"),
    ),
    U("pp-broke-up-with", "I broke up with Lise last week.", E(PR, "No longer: Lise", slot="partner", fact_op="end")),
    # ---- children listed with their ages; an age said in passing
    U(
        "pp-kids-comma-ages",
        "our kids are Ines, 4, and Tomas, 9",
        E(PR, "Child Ines is 4", slot="child:ines"),
        E(PR, "Child Tomas is 9", slot="child:tomas"),
    ),
    U(
        "pp-daughters-paren-ages",
        "I have two daughters, Mila (6) and Zoe (3)",
        E(PR, "Child Mila is 6", slot="child:mila"),
        E(PR, "Child Zoe is 3", slot="child:zoe"),
    ),
    U(
        "pp-one-son-years-old",
        "We've got one son, Kasper, 12 years old",
        E(PR, "Son Kasper is 12", slot="child:kasper"),
    ),
    U(
        "pp-age-already",
        "can't believe Mila is 7 already",
        E(PR, "Child Mila is 7", slot="child:mila"),
    ),
    U("pp-age-wow-now", "wow, Kasper is 13 now", E(PR, "Child Kasper is 13", slot="child:kasper")),
]

PEOPLE_EMPTY = [
    NONE("ppn-if-moved-any-tips", "if I moved to Tallinn -- any tips for finding a flat?", group="typed-empty"),
    NONE("ppn-should-i-move", "Not sure if I mentioned it, but should I move to Leipzig?", group="typed-empty"),
    NONE(
        "ppn-since-sister-moved",
        "since my sister moved to Leipzig, what should I send her as a housewarming gift?",
        group="typed-empty",
    ),
    NONE("ppn-long-story-friend", "long story, but my friend works at Orrin Biotech now", group="typed-empty"),
    NONE("ppn-relative-who-question", "I visit my aunt, who lives in Aarhus?", group="typed-empty"),
    NONE(
        "ppn-question-then-tail",
        "do I live in Tallinn or Tartu, can you remind me?",
        group="typed-empty",
    ),
    NONE("ppn-sister-lease", "my sister just signed a lease in Graz", group="typed-empty"),
    NONE("ppn-lease-conditional", "if I signed a lease in Graz, would I need a guarantor?", group="typed-empty"),
    NONE("ppn-lease-question", "should I sign a lease in Dundee?", group="typed-empty"),
    NONE("ppn-keys-quoted", '"I got the keys to our new flat in Dundee," she wrote.', group="typed-empty"),
    NONE("ppn-brother-title-now", "my brother is officially head nurse now", group="typed-empty"),
    NONE("ppn-other-been-a-welder", "Petra's been a welder with Harland Steel for years.", group="typed-empty"),
    NONE("ppn-he-title-parenthesis", "He's a sous chef (Brasserie Lune).", group="typed-empty"),
    NONE("ppn-hired-cousin", "Ferrow Labs hired my cousin as their data engineer.", group="typed-empty"),
    NONE("ppn-hired-me-question", "Ferrow Labs hired me?", group="typed-empty"),
    NONE("ppn-friend-notice", "my friend handed in her notice at Ferrow Labs", group="typed-empty"),
    NONE("ppn-wife-reports-to", "the person my wife reports to is Rui Costa", group="typed-empty"),
    NONE("ppn-boss-adverb", "my boss just wants the deck by noon", group="typed-empty"),
    NONE("ppn-dog-adverb", "my dog just ate my sock", group="typed-empty"),
    NONE("ppn-kid-brother", "my kid brother just moved out", group="typed-empty"),
    NONE("ppn-neighbours-dog", "my neighbour's dog pretzel just ate my sock", group="typed-empty"),
    NONE("ppn-pet-neighbours", "There's a dog outside. That's Rex, my neighbour's.", group="typed-empty"),
    NONE("ppn-pet-ours-is", "The cat next door is loud. That's Tigger, ours is quieter.", group="typed-empty"),
    NONE("ppn-sister-said-rehome", "my sister said we had to rehome Nugget", group="typed-empty"),
    NONE("ppn-attribution-after", "My wife is Ada, she said.", group="typed-empty"),
    NONE("ppn-sister-married", "my sister married Ezra in June.", group="typed-empty"),
    NONE("ppn-if-married", "If I married Ezra, would I change my name?", group="typed-empty"),
    NONE("ppn-friend-adopted", "my friend adopted a kitten called Pip", group="typed-empty"),
    NONE("ppn-friends-manager-left", "my friend's manager left and Niall Byrne took over", group="typed-empty"),
    NONE("ppn-since-sister-moving", "since my sister is moving to Lyon, what should I get her?", group="typed-empty"),
    NONE("ppn-should-i-adopt", "should I adopt a kitten called Pip?", group="typed-empty"),
    NONE("ppn-lease-the-contract", "signed a lease in the contract template, can you check it?", group="typed-empty"),
    NONE("ppn-sister-move-done", "my sister's move to Bergen is done", group="typed-empty"),
    NONE("ppn-name-my-sisters-cat", "Miso, my sister's cat, is staying with us", group="typed-empty"),
    NONE("ppn-friend-two-cats", "my friend has two cats, Miso and Tofu", group="typed-empty"),
    NONE("ppn-if-we-have-a-daughter", "if we have a daughter, Mia would be a nice name", group="typed-empty"),
    NONE("ppn-adverb-my-son", "Thankfully, my son's ok after the fall.", group="typed-empty"),
    NONE("ppn-adverb-my-cat", "Sadly, my cat, who is old, is sick.", group="typed-empty"),
    NONE("ppn-boss-is-away", "my boss is away so i'm relaxed", group="typed-empty"),
    NONE("ppn-boss-is-great", "my boss is great", group="typed-empty"),
    NONE("ppn-new-boss-same-problems", "new boss, same problems", group="typed-empty"),
    NONE("ppn-it-ended-with-band", "it ended with Declan's band playing", group="typed-empty"),
    NONE("ppn-broke-up-with-vendor", "we broke up with the old vendor", group="typed-empty"),
    NONE("ppn-boss-adverb-really", "my boss really wants the deck by noon", group="typed-empty"),
    NONE(
        "ppn-person-i-report-to-question", "the person I report to is away, who else can approve?", group="typed-empty"
    ),
    NONE("ppn-terse-imperative-report", "report to HR if anything happens", group="typed-empty"),
    NONE("ppn-terse-live-in-moment", "live in the moment, they say", group="typed-empty"),
    NONE("ppn-terse-moved-meeting", "moved the meeting to Friday", group="typed-empty"),
    NONE("ppn-terse-answer-nobody", "answer to nobody", group="typed-empty"),
    NONE("ppn-terse-had-a-cat", "had a cat named Felix as a kid", group="typed-empty"),
    NONE("ppn-terse-question", "live in Ghent? is that right?", group="typed-empty"),
    NONE("ppn-terse-rent-noun", "rent in Ghent is crazy", group="typed-empty"),
    NONE("ppn-terse-look-at-dog", "have a look at this dog named Rex", group="typed-empty"),
    NONE("ppn-lower-kids-no-names", "kids: age is 7 and it is 9", group="typed-empty"),
    NONE("ppn-lower-sisters-wife", "my sister's wife is called lena", group="typed-empty"),
    NONE("ppn-lower-friend-works-at", "my friend works as a nurse at st jude's", group="typed-empty"),
    NONE("ppn-replaced-as-brothers-manager", "Delphine replaced Rasmus as my brother's manager", group="typed-empty"),
    NONE("ppn-flatmate-seeing-someone", "my flatmate is seeing someone new, Marisol, early days", group="typed-empty"),
    NONE("ppn-almost-lease", "i almost signed a lease in Salta", group="typed-empty"),
    NONE(
        "ppn-neighbours-hedgehog",
        "there's a hedgehog in my garden. that's Spike, the neighbours' one",
        group="typed-empty",
    ),
    NONE("ppn-if-manager-leaves", "if my manager leaves, Rasmus Berg would take over", group="typed-empty"),
    NONE("ppn-brothers-kids-ages", "oh and my brother's kids are Ignatius, 7, and Marisol, 4", group="typed-empty"),
    NONE("ppn-seeing-someone-wish", "seeing someone new would be nice", group="typed-empty"),
    NONE("ppn-sisters-kids", "my sister's kids are Ines, 4, and Tomas, 9", group="typed-empty"),
    NONE("ppn-kids-welcome", "kids are welcome, doors at 7", group="typed-empty"),
    NONE("ppn-age-conditional", "If Mila is 7 already, what should we get her?", group="typed-empty"),
    NONE(
        "ppn-assistant-manager", "Your manager Ida Berg wants the deck by noon.", role="assistant", group="typed-empty"
    ),
    NONE("ppn-what-if-manager", "What if my manager Ida Berg left?", group="typed-empty"),
    NONE("ppn-long-story-sisters-manager", "Long story, but Ida Berg is my sister's manager", group="typed-empty"),
    NONE(
        "ppn-partner-moved-question",
        "since my partner moved to Oslo, how do we handle time zones?",
        group="typed-empty",
    ),
    NONE("ppn-quoted-new-job", 'She texted "new job!! Tidewell Foods" this morning.', group="typed-empty"),
]
