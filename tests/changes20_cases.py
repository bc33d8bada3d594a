"""Cases of 2026-11-28 (changes20), each a class the seventh round of probes (written blind to the grammar at the
end of session 19, read in session 20) showed, in words written for this table: the user inside a workplace
counted in weeks ("two weeks in at X"), a span said roughly ("for about a month"), a participle opening
("Having just joined X's planning office"), speaking as one of the staff ("as a Lidl employee myself"), the
employer named with its article after "my employer,", a workplace by its kind in brackets ("our clinic
(X)"), a unit of it "where I work", its rules binding "we" ("At X we have to ..."); a title quoted after
"my title is", held "for three months" without its article, given "a week after Priya's promotion", asked
about "as a sous chef"; a title stated before somebody else's reported words; a boss by the trade's own word
("my head chef", "my shift lead"), supervising, taking over the team, agreeing to be the supervisor, "who I
report to"; a partner beside a given name that is also a town's ("Lola", "Pilar"), "(new gf)", "his name is
X" after "my husband", "Girlfriend's name is X"; the writer's first language (Portuguese, Spanish, French,
German, Italian, Hindi, Japanese, Indonesian: homes, starts at a company, ages, birthdays, deaths, break-ups,
allergies, diets, notes apps, days); a death said "went to sleep forever" or after "I regret to say that";
the learner's "new puppy name X", "My cat, her name X,"; pastimes by a span "for like three months", "4x a
week", a distance a week; a tool asked to stop doing something or claimed with "it" ("I keep all my notes in
there"); projects named in a question ("a domain name for my newsletter X", "for Larder, my food-sharing
startup"); diets counted in days, eaten only, "the only vegan in the group"; an allergy as the ground of a
question; a home "taken up" as residence, a flat in a district, a move inside a long message; a child whose
sentence ends in a condition of its own.
``CHANGES20_EMPTY``: workplaces compared, a request's "looking for", a character's town, an article about an
allergy, a sister's new diet, an offer weighed, a job sought, a diet supposed, a move on a condition, a
friend taking over a bakery, a quantity dropped, a company's R&D."""

from __future__ import annotations

from extraction_cases import NONE, Case, E, U

G = "changes20"
GE = "changes20-empty"

CHANGES20: list[Case] = [
    U(
        "ch20-now-i-m-two-weeks-in-at-hexfield-robotics-how-do",
        "Now I'm two weeks in at Hexfield Robotics — how do I survive the onboarding slides?",
        E("profile", "Works at Hexfield Robotics", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch20-i-signed-the-contract-and-i-ve-now-been-at-parro",
        "I signed the contract, and I've now been at Parrow Analytics for about a month.",
        E("profile", "Works at Parrow Analytics", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch20-having-just-joined-medway-council-s-planning-off",
        "Having just joined Medway Council's planning office, I need a crash course in zoning terms.",
        E("profile", "Works at Medway Council", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch20-asking-as-a-lidl-employee-myself-is-the-staff-di",
        "asking as a Lidl employee myself, is the staff discount worth it?",
        E("profile", "Works at Lidl", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch20-i-m-drafting-a-grant-summary-on-behalf-of-my-emp",
        "I'm drafting a grant summary on behalf of my employer, the Wellcome Trust, and would appreciate a"
        " tighter version.",
        E("profile", "Works at Wellcome Trust", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch20-the-printer-on-our-floor-at-brightmoor-bank-jamm",
        "the printer on our floor at Brightmoor Bank jammed again and everyone blames me",
        E("profile", "Works at Brightmoor Bank", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch20-our-clinic-hollybush-surgery-is-moving-to-online",
        "our clinic (Hollybush Surgery) is moving to online booking and the staff are nervous",
        E("profile", "Works at Hollybush Surgery", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch20-it-s-for-the-herald-s-sports-desk-where-i-work-c",
        "it's for the Herald's sports desk where i work, can you punch up this headline?",
        E("profile", "Works at Herald", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch20-i-am-writing-a-safety-memo-for-the-oxfam-branch",
        "I am writing a safety memo for the Oxfam branch where I am employed.",
        E("profile", "Works at Oxfam", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch20-at-kestrel-foods-we-have-to-log-every-hour-in-a",
        "At Kestrel Foods we have to log every hour in a timesheet, any tips?",
        E("profile", "Works at Kestrel Foods", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch20-technically-my-title-is-lead-data-scientist-but",
        "technically my title is 'Lead Data Scientist' but I mostly answer emails",
        E("profile", "Job title: Lead Data Scientist", "add", slot="role"),
        group=G,
    ),
    U(
        "ch20-been-charge-nurse-for-three-months-and-the-hando",
        "Been charge nurse for three months and the handovers are chaos.",
        E("profile", "Job title: charge nurse", "add", slot="role"),
        group=G,
    ),
    U(
        "ch20-a-week-after-priya-s-promotion-i-got-made-head-o",
        "a week after Priya's promotion I got made head of sales, how do I run my first forecast call?",
        E("profile", "Job title: head of sales", "add", slot="role"),
        group=G,
    ),
    U(
        "ch20-any-advice-for-the-first-month-as-a-junior-archi",
        "Any advice for the first month as a junior architect at a small practice?",
        E("profile", "Job title: junior architect", "add", slot="role"),
        group=G,
    ),
    U(
        "ch20-how-do-i-ask-for-a-raise-as-a-sous-chef-when-the",
        "how do i ask for a raise as a sous chef when the restaurant is struggling",
        E("profile", "Job title: sous chef", "add", slot="role"),
        group=G,
    ),
    U(
        "ch20-context-i-m-a-structural-engineer-and-the-contra",
        "(context: I'm a structural engineer and the contractor thinks the beam is fine)",
        E("profile", "Job title: structural engineer", "add", slot="role"),
        group=G,
    ),
    U(
        "ch20-nora-mi-jefa-quiere-un-informe-can-you-help-me-s",
        "Nora, mi jefa, quiere un informe — can you help me structure it in English?",
        E("profile", "Reports to Nora (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch20-nuevo-trabajo-nuevo-jefe-anders-he-s-very-direct",
        "nuevo trabajo, nuevo jefe: Anders. He's very direct.",
        E("profile", "Reports to Anders (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch20-mrs-okafor-is-supervising-our-ward-now-and-she-s",
        "Mrs. Okafor is supervising our ward now and she's strict about breaks.",
        E("profile", "Reports to Mrs. Okafor (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch20-teodora-is-taking-over-the-team-and-wants-weekly",
        "Teodora is taking over the team and wants weekly written updates.",
        E("profile", "Reports to Teodora (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch20-dr-halvorsen-has-agreed-to-be-my-primary-supervi",
        "Dr. Halvorsen has agreed to be my primary supervisor, how do I prepare for our first meeting?",
        E("profile", "Reports to Dr. Halvorsen (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch20-ugh-lorcan-who-i-report-to-at-work-moved-the-dea",
        "Ugh, Lorcan, who I report to at work, moved the deadline again.",
        E("profile", "Reports to Lorcan (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch20-my-head-chef-matteo-shouts-a-lot-but-he-s-fair",
        "my head chef Matteo shouts a lot but he's fair",
        E("profile", "Reports to Matteo (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch20-send-a-message-to-gwen-my-shift-lead-asking-if-i",
        "send a message to Gwen (my shift lead) asking if i can swap saturday, keep it short",
        E("profile", "Reports to Gwen (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch20-been-with-lola-my-girlfriend-for-three-years-ann",
        "Been with Lola, my girlfriend, for three years — anniversary ideas?",
        E("profile", "Girlfriend is Lola", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch20-pilar-new-gf-is-coming-to-dinner-what-do-i-cook",
        "Pilar (new gf) is coming to dinner, what do I cook?",
        E("profile", "Girlfriend is Pilar", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch20-what-should-i-get-my-husband-for-our-anniversary",
        "what should i get my husband for our anniversary, his name is Rafferty and he loves jazz",
        E("profile", "Husband is Rafferty", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch20-girlfriend-s-name-is-oona-and-her-parents-are-vi",
        "Girlfriend's name is Oona and her parents are visiting next week",
        E("profile", "Girlfriend is Oona", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch20-it-s-my-little-boy-s-3rd-birthday-his-name-is-ca",
        "It's my little boy's 3rd birthday — his name is Caspian, any party games?",
        E("fact", "Son is 3", "add", slot="?"),
        E("profile", "Son Caspian", "add", slot="child:caspian"),
        group=G,
    ),
    U(
        "ch20-agora-moro-em-recife-perto-do-mar-what-sunscreen",
        "agora moro em Recife, perto do mar — what sunscreen should I use?",
        E("profile", "Lives in Recife", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch20-arranqu-en-globant-el-lunes-any-tips-for-the-fir",
        "arranqué en Globant el lunes, any tips for the first week?",
        E("profile", "Works at Globant", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch20-ma-fille-in-s-a-9-ans-and-wants-a-phone",
        "Ma fille Inès a 9 ans and wants a phone.",
        E("profile", "Daughter Inès is 9", "add", slot="child:inès"),
        group=G,
    ),
    U(
        "ch20-rafa-fez-8-anos-what-gift-is-good",
        "Rafa fez 8 anos! what gift is good?",
        E("profile", "Child Rafa is 8", "add", slot="child:rafa"),
        group=G,
    ),
    U(
        "ch20-mein-hund-bello-ist-gestorben-i-don-t-know-what",
        "Mein Hund Bello ist gestorben. I don't know what to do with his toys.",
        E("fact", "No longer: Bello", "add", slot="?", fact_op="end"),
        group=G,
    ),
    U(
        "ch20-ahora-salgo-con-marisol-cute-spanish-phrases",
        "Ahora salgo con Marisol — cute Spanish phrases?",
        E("profile", "Partner is Marisol", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch20-tengo-alergia-al-mango-which-fruits-are-safe",
        "tengo alergia al mango, which fruits are safe?",
        E("profile", "Allergic to mango", "add", slot="allergy:mango"),
        group=G,
    ),
    U(
        "ch20-je-bosse-chez-carrefour-and-i-need-a-slogan-for",
        "je bosse chez Carrefour and I need a slogan for the staff party",
        E("profile", "Works at Carrefour", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch20-sono-vegetariana-what-pasta-dish-should-i-order",
        "sono vegetariana — what pasta dish should I order in Rome?",
        E("profile", "Diet: vegetarian", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch20-jetzt-nutze-ich-bear-statt-evernote-how-do-i-exp",
        "Jetzt nutze ich Bear statt Evernote — how do I export my tags?",
        E("preference", "Notes app: Bear", "update", slot="tool:notes"),
        group=G,
    ),
    U(
        "ch20-infosys-mein-kaam-karta-hoon-leave-letter-likhna",
        "Infosys mein kaam karta hoon, leave letter likhna hai",
        E("profile", "Works at Infosys", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch20-knitting-how-do-i-read-a-chart",
        "趣味は knitting です — how do I read a chart?",
        E("preference", "Hobby: knitting", "add", slot="hobby:knitting"),
        group=G,
    ),
    U(
        "ch20-kucing-saya-mochi-doesn-t-eat-dry-food-anymore-w",
        "Kucing saya Mochi doesn't eat dry food anymore, what can I give?",
        E("profile", "Has a cat named Mochi", "add", slot="pet:mochi"),
        group=G,
    ),
    U(
        "ch20-i-regret-to-say-that-my-parakeet-passed-away-las",
        "I regret to say that my parakeet passed away last week.",
        E("profile", "No longer: parakeet", "add", slot="pet", fact_op="end"),
        group=G,
    ),
    U(
        "ch20-we-have-new-puppy-name-biscuit-when-does-he-need",
        "We have new puppy name Biscuit, when does he need shots?",
        E("profile", "Has a puppy named Biscuit", "add", slot="pet:biscuit"),
        group=G,
    ),
    U(
        "ch20-my-cat-her-name-pepper-keeps-scratching-the-sofa",
        "My cat, her name Pepper, keeps scratching the sofa.",
        E("profile", "Has a cat named Pepper", "add", slot="pet:pepper"),
        group=G,
    ),
    U(
        "ch20-marlowe-went-to-sleep-forever-last-night-thank-y",
        "Marlowe went to sleep forever last night, thank you for the advice before.",
        E("fact", "No longer: Marlowe", "add", slot="?", fact_op="end"),
        group=G,
    ),
    U(
        "ch20-i-ve-been-bouldering-for-like-three-months-how-d",
        "I've been bouldering for like three months, how do grades work?",
        E("preference", "Hobby: bouldering", "add", slot="hobby:bouldering"),
        group=G,
    ),
    U(
        "ch20-been-swimming-4x-a-week-since-january-but-my-sho",
        "Been swimming 4x a week since January but my shoulder hurts.",
        E("preference", "Hobby: swimming", "add", slot="hobby:swimming"),
        group=G,
    ),
    U(
        "ch20-how-do-i-stop-my-chain-slipping-i-cycle-about-20",
        "how do I stop my chain slipping? I cycle about 200km a week",
        E("preference", "Hobby: cycling", "add", slot="hobby:cycling"),
        group=G,
    ),
    U(
        "ch20-how-do-i-make-neovim-stop-auto-indenting-my-yaml",
        "how do i make neovim stop auto-indenting my yaml",
        E("preference", "Editor: neovim", "add", slot="tool:editor"),
        group=G,
    ),
    U(
        "ch20-in-logseq-can-i-hide-a-page-from-search-i-keep-a",
        "In Logseq, can I hide a page from search? I keep all my notes in there.",
        E("preference", "Notes app: Logseq", "add", slot="tool:notes"),
        group=G,
    ),
    U(
        "ch20-what-s-a-good-domain-name-for-my-newsletter-tide",
        "what's a good domain name for my newsletter Tidepool Notes? the .com is gone",
        E("project", "Project Tidepool Notes: newsletter", "add", slot="project:tidepool notes"),
        group=G,
    ),
    U(
        "ch20-can-you-review-the-pitch-for-larder-my-food-shar",
        "Can you review the pitch for Larder, my food-sharing startup? The ask slide is weak.",
        E("project", "Project Larder: food-sharing startup", "add", slot="project:larder"),
        group=G,
    ),
    U(
        "ch20-keto-day-12-and-i-m-starving-snack-ideas",
        "keto day 12 and I'm starving, snack ideas?",
        E("profile", "Diet: keto", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch20-i-am-eating-only-halal-food-any-restaurants-near",
        "I am eating only halal food, any restaurants near the conference centre?",
        E("profile", "Diet: halal", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch20-what-do-i-bring-to-a-barbecue-when-i-m-the-only",
        "What do I bring to a barbecue when I'm the only vegan in the group?",
        E("profile", "Diet: vegan", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch20-can-i-eat-pesto-if-i-m-allergic-to-pine-nuts",
        "Can I eat pesto if I'm allergic to pine nuts?",
        E("profile", "Allergic to pine nuts", "add", slot="allergy:pine nuts"),
        group=G,
    ),
    U(
        "ch20-ok-so-this-is-long-i-ve-been-trying-to-figure-ou",
        "ok so this is long. I've been trying to figure out whether to buy a heater, because since I moved"
        " to Tromsø the flat is freezing.",
        E("profile", "Lives in Tromsø", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch20-i-would-be-grateful-if-you-could-explain-the-tax",
        "I would be grateful if you could explain the tax forms, as I have recently taken up residence in Vilnius.",
        E("profile", "Lives in Vilnius", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch20-we-re-in-a-tiny-flat-in-mong-kok-and-the-walls-a",
        "we're in a tiny flat in Mong Kok and the walls are thin, how do I soundproof?",
        E("profile", "Lives in Mong Kok", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch20-my-son-ezra-is-six-and-full-of-energy-and-the-fl",
        "My son Ezra is six and full of energy, and the flat is small, so running games are out unless I"
        " want complaints.",
        E("profile", "Son Ezra is 6", "add", slot="child:ezra"),
        group=G,
    ),
    U(
        "ch20-finally-caved-and-installed-zed-which-theme-matc",
        "finally caved and installed Zed — which theme matches Dracula?",
        E("preference", "Editor: Zed", "add", slot="tool:editor"),
        group=G,
    ),
    U(
        "ch20-tried-kakoune-on-a-whim-and-it-stuck-how-do-i-ge",
        "tried Kakoune on a whim and it stuck, how do I get a file tree?",
        E("preference", "Editor: Kakoune", "add", slot="tool:editor"),
        group=G,
    ),
    U(
        "ch20-we-went-all-in-on-kotlin-at-work-i-don-t-write-p",
        "we went all-in on Kotlin at work, i don't write plain java anymore",
        E("preference", "Main programming language: Kotlin", "update", slot="tool:language"),
        group=G,
    ),
    U(
        "ch20-my-favourite-character-is-samwise-he-never-gives",
        "My favourite character is Samwise, he never gives up on anyone",
        E("preference", "Favourite character is Samwise, he never gives up on anyone", "add"),
        group=G,
    ),
]

CHANGES20_EMPTY: list[Case] = [
    NONE(
        "ch20e-compare-working-at-stripe-vs-adyen-for-a-new-gra",
        "Compare working at Stripe vs Adyen for a new grad — culture and pay.",
        group=GE,
    ),
    NONE(
        "ch20e-looking-for-honest-reviews-not-sponsored-posts",
        "Looking for honest reviews, not sponsored posts.",
        group=GE,
    ),
    NONE(
        "ch20e-what-should-i-name-my-d-d-character-she-s-an-elf",
        "What should I name my D&D character? She's an elf ranger from a town called Greywater and ran away from home.",
        group=GE,
    ),
    NONE(
        "ch20e-i-m-writing-an-article-about-travelling-with-a-s",
        "I'm writing an article about travelling with a severe peanut allergy, what should I cover?",
        group=GE,
    ),
    NONE(
        "ch20e-my-sister-just-went-keto-and-won-t-stop-talking",
        "My sister just went keto and won't stop talking about it, how do I change the subject?",
        group=GE,
    ),
    NONE(
        "ch20e-should-i-accept-the-offer-from-brightwell-as-a-d",
        "Should I accept the offer from Brightwell as a data engineer?",
        group=GE,
    ),
    NONE("ch20e-how-do-i-get-hired-as-a-product-designer", "how do I get hired as a product designer?", group=GE),
    NONE(
        "ch20e-how-would-i-explain-a-vegan-diet-to-my-grandmoth",
        "How would I explain a vegan diet to my grandmother if I were vegan?",
        group=GE,
    ),
    NONE("ch20e-i-m-moving-to-porto-if-i-get-the-job", "I'm moving to Porto if I get the job", group=GE),
    NONE(
        "ch20e-my-friend-tamsin-is-taking-over-her-dad-s-bakery",
        "my friend Tamsin is taking over her dad's bakery next month",
        group=GE,
    ),
    NONE("ch20e-traffic-dropped-30-after-the-redesign", "traffic dropped 30% after the redesign", group=GE),
    NONE("ch20e-we-do-r-d-in-a-small-lab", "we do R&D in a small lab", group=GE),
]
