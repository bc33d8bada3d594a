"""Cases of 2026-11-28 (changes22), each a class the ninth round of probes (written blind to the grammar at the
start of session 21, read in session 22) showed, or that messages of our own then showed, in words written for
this table: a manager word alone in brackets ("Desmond (line manager)") and names with a rank or title ("Sgt.
Okafor", "Capt. Reyes"); a workplace by what only its staff meet ("our payroll at X"), by the years at it, by a
post or shifts there ("on the checkouts at Aldi", "weekend shifts at the Ikea warehouse"), by its name before a
job ("as a Deliveroo rider"), by the tools the team uses there, "N months in at X"; a title by what the job does
to the user ("being a flight attendant ... is wrecking my skin"), its worst part, a day job, a life, a living,
a promotion told as news ("the promo to X went through", "After my promotion to X, ..."); a boss by what only a
boss does ("Ingrid approved my holiday"), a 1:1, "reporting into", "now it's X" after "new boss"; pastimes by
what only their doers have ("my bouldering grade"), by a rhythm, "go for", training; tools by the years with
them, the work kept or made in them (or in "it"), their misbehaving, and two new kinds (diagram tools,
budgeting apps); an allergy said "from" its allergen, or beside a denial of something else; a home by its
street, bins or road, in brackets after "where I live"; a made thing with its title in quotes, read whole;
"strictly X here"; a diet a doctor advised; a regular omnivore after a diet ended; a pictograph with its
variation selector ("☀️") ending a sentence; an age said "now that he is 9" after a birthday.
``CHANGES22_EMPTY``: text given to be summarised, a shop's manager, a dress code asked about, a sister's
tool, somebody else's or a denied allergy, a friend's guess about a job, a son's chess, a neighbour's word, a
sister's street, a book loved."""

from __future__ import annotations

from extraction_cases import NONE, Case, E, U

G = "changes22"
GE = "changes22-empty"

CHANGES22: list[Case] = [
    U(
        "ch22-desmond-line-manager-turned-down-my-request-for-a",
        "Desmond (line manager) turned down my request for a standing desk",
        E("profile", "Reports to Desmond (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch22-my-shift-supervisor-sgt-okafor-moved-me-to-nights",
        "My shift supervisor, Sgt. Okafor, moved me to nights again",
        E("profile", "Reports to Sgt. Okafor (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch22-the-head-of-the-unit-my-direct-supervisor-capt",
        "the head of the unit, my direct supervisor Capt. Reyes, signed my leave",
        E("profile", "Reports to Capt. Reyes (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch22-our-payroll-at-bramblegate-foods-messed-up-my-over",
        "our payroll at Bramblegate Foods messed up my overtime again",
        E("profile", "Works at Bramblegate Foods", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch22-i-have-been-with-the-salvation-army-four-years",
        "I have been with the Salvation Army four years now and want to ask for a raise",
        E("profile", "Works at Salvation Army", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch22-the-worst-part-of-being-a-night-porter-is",
        "the worst part of being a night porter is the 4am slump, my eyes just close",
        E("profile", "Job title: night porter", "add", slot="role"),
        group=G,
    ),
    U(
        "ch22-honestly-being-a-flight-attendant-on-long-hauls-is",
        "honestly being a flight attendant on long hauls is wrecking my skin, what moisturiser works?",
        E("profile", "Job title: flight attendant", "add", slot="role"),
        group=G,
    ),
    U(
        "ch22-my-day-job-is-radiographer-so-weekends-are-all",
        "my day job is radiographer so weekends are all I get for painting",
        E("profile", "Job title: radiographer", "add", slot="role"),
        group=G,
    ),
    U(
        "ch22-my-bouldering-grade-has-been-stuck-at-v4-all",
        "my bouldering grade has been stuck at V4 all year",
        E("preference", "Hobby: bouldering", "add", slot="hobby:bouldering"),
        group=G,
    ),
    U(
        "ch22-my-knitting-stash-has-taken-over-the-spare-room",
        "my knitting stash has taken over the spare room",
        E("preference", "Hobby: knitting", "add", slot="hobby:knitting"),
        group=G,
    ),
    U(
        "ch22-club-cycling-three-evenings-a-week-and-my-knees",
        "club cycling three evenings a week and my knees are complaining",
        E("preference", "Hobby: cycling", "add", slot="hobby:cycling"),
        group=G,
    ),
    U(
        "ch22-every-saturday-i-go-for-fishing-at-the-reservoir",
        "every Saturday I go for fishing at the reservoir, which line weight is best?",
        E("preference", "Hobby: fishing", "add", slot="hobby:fishing"),
        group=G,
    ),
    U(
        "ch22-been-training-muay-thai-since-last-spring-and-my",
        "been training muay thai since last spring and my shins are bruised",
        E("preference", "Hobby: muay thai", "add", slot="hobby:muay thai"),
        group=G,
    ),
    U(
        "ch22-scrivener-user-for-ten-years-here-how-do-i",
        "Scrivener user for ten years here, how do I export to EPUB?",
        E("preference", "Notes app: Scrivener", "add", slot="tool:notes"),
        group=G,
    ),
    U(
        "ch22-my-whole-thesis-lives-in-overleaf-can-i-work",
        "my whole thesis lives in Overleaf, can I work offline?",
        E("preference", "Editor: Overleaf", "add", slot="tool:editor"),
        group=G,
    ),
    U(
        "ch22-does-lucidchart-have-a-dark-mode-i-draw-all",
        "Does Lucidchart have a dark mode? I draw all my network diagrams in it",
        E("preference", "Diagram tool: Lucidchart", "add", slot="tool:diagram"),
        group=G,
    ),
    U(
        "ch22-obsidian-keeps-freezing-when-i-open-my-daily-notes",
        "Obsidian keeps freezing when I open my daily notes",
        E("preference", "Notes app: Obsidian", "add", slot="tool:notes"),
        group=G,
    ),
    U(
        "ch22-our-family-budget-is-tracked-in-ynab-how-do",
        "our family budget is tracked in YNAB; how do I split a transaction?",
        E("preference", "Budgeting app: YNAB", "add", slot="tool:finance"),
        group=G,
    ),
    U(
        "ch22-i-have-allergy-from-sulfa-drugs-is-this-antibiotic",
        "I have allergy from sulfa drugs, is this antibiotic safe?",
        E("profile", "Allergic to sulfa drugs", "add", slot="allergy:sulfa drugs"),
        group=G,
    ),
    U(
        "ch22-mustard-allergy-is-rare-so-restaurants-never-take",
        "mustard allergy is rare so restaurants never take me seriously",
        E("profile", "Allergic to mustard", "add", slot="allergy:mustard"),
        group=G,
    ),
    U(
        "ch22-our-bins-in-harrogate-haven-t-been-collected-for",
        "our bins in Harrogate haven't been collected for three weeks",
        E("profile", "Lives in Harrogate", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch22-half-my-road-in-keswick-still-has-no-fibre",
        "Half my road in Keswick still has no fibre, is there a way to push for it?",
        E("profile", "Lives in Keswick", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch22-what-time-does-the-market-open-where-i-live",
        "what time does the market open where I live (Ghent)?",
        E("profile", "Lives in Ghent", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch22-i-host-one-podcast-name-is-tea-and-tangents",
        "I host one podcast, name is 'Tea and Tangents', how do I find guests?",
        E("project", "Project Tea and Tangents: podcast", "add", slot="project:tea and tangents"),
        group=G,
    ),
    U(
        "ch22-i-am-running-one-blog-chai-notes-about-tea",
        "I am running one blog 'Chai Notes' about tea, how to get more readers?",
        E("project", "Project Chai Notes: blog", "add", slot="project:chai notes"),
        group=G,
    ),
    U(
        "ch22-my-novel-el-jard-n-de-las-horas-needs",
        "my novel 'El Jardín de las Horas' needs a blurb",
        E("project", "Project El Jardín de las Horas: novel", "add", slot="project:el jardín de las horas"),
        group=G,
    ),
    U(
        "ch22-i-coordinate-green-hands-a-volunteer-scheme-that-p",
        "I coordinate Green Hands, a volunteer scheme that plants trees in schools",
        E("project", "Project Green Hands: volunteer scheme", "add", slot="project:green hands"),
        group=G,
    ),
    U(
        "ch22-three-months-in-at-zephyr-labs-and-i-still",
        "Three months in at Zephyr Labs and I still don't know who does what",
        E("profile", "Works at Zephyr Labs", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch22-the-promo-to-staff-engineer-finally-went-through-n",
        "the promo to staff engineer finally went through, now I need to write a strategy doc",
        E("profile", "Job title: staff engineer", "add", slot="role"),
        group=G,
    ),
    U(
        "ch22-after-my-promotion-to-head-chef-i-now-run",
        "After my promotion to head chef, I now run the pass every night",
        E("profile", "Job title: head chef", "add", slot="role"),
        group=G,
    ),
    U(
        "ch22-new-boss-as-of-monday-ruth-retired-so-now",
        "new boss as of Monday — Ruth retired, so now it's Kwame",
        E("profile", "Reports to Kwame (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch22-ingrid-approved-my-holiday-but-only-the-first-week",
        "Ingrid approved my holiday but only the first week",
        E("profile", "Reports to Ingrid (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch22-my-weekly-1-1-with-soraya-keeps-getting-cancelled",
        "my weekly 1:1 with Soraya keeps getting cancelled",
        E("profile", "Reports to Soraya (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch22-just-started-reporting-into-maelle-after-the-merge",
        "just started reporting into Maelle after the merger",
        E("profile", "Reports to Maelle (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch22-the-life-of-a-locum-gp-i-guess-different",
        "the life of a locum GP I guess, different surgery every week",
        E("profile", "Job title: locum GP", "add", slot="role"),
        group=G,
    ),
    U(
        "ch22-i-crunch-numbers-for-a-living-management-accountan",
        "I crunch numbers for a living (management accountant) and need an Excel shortcut",
        E("profile", "Job title: management accountant", "add", slot="role"),
        group=G,
    ),
    U(
        "ch22-i-m-on-the-checkouts-at-aldi-on-weekends",
        "I'm on the checkouts at Aldi on weekends and my wrists ache",
        E("profile", "Works at Aldi", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch22-been-doing-weekend-shifts-at-the-ikea-warehouse-ho",
        "been doing weekend shifts at the Ikea warehouse, how do I stop being so tired?",
        E("profile", "Works at Ikea", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch22-as-a-deliveroo-rider-in-the-rain-which-waterproofs",
        "as a Deliveroo rider in the rain, which waterproofs actually work?",
        E("profile", "Job title: Deliveroo rider", "add", slot="role"),
        E("profile", "Works at Deliveroo", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch22-we-use-linear-at-monzo-and-the-cycles-are",
        "we use Linear at Monzo and the cycles are two weeks",
        E("profile", "Works at Monzo", "add", slot="employer"),
        E("preference", "To-do app: Linear", "add", slot="tool:todo"),
        group=G,
    ),
    U(
        "ch22-not-vegetarian-anymore-just-a-regular-omnivore-aga",
        "not vegetarian anymore, just a regular omnivore again",
        E("profile", "Diet: omnivore", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch22-my-dietitian-has-advised-me-to-switch-from-keto",
        "My dietitian has advised me to switch from keto to the Mediterranean diet",
        E("profile", "Diet: mediterranean diet", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch22-my-consultant-prescribed-a-low-fodmap-diet-for-my",
        "my consultant prescribed a low-FODMAP diet for my IBS",
        E("profile", "Diet: low-fodmap", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch22-strictly-vegan-here-so-no-honey-please",
        "strictly vegan here, so no honey please",
        E("profile", "Diet: vegan", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch22-feeling-so-much-better-my-boyfriend-tariq-and-i",
        "feeling so much better ❤️ my boyfriend Tariq and I are off to Rome in June",
        E("profile", "Boyfriend is Tariq", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch22-felix-had-his-birthday-on-sunday-now-that-he",
        "Felix had his birthday on Sunday. Now that he is 9, he wants a bike.",
        E("profile", "Child Felix is 9", "add", slot="child:felix"),
        group=G,
    ),
]

CHANGES22_EMPTY: list[Case] = [
    NONE(
        "ch22e-can-you-summarise-this-hi-team-from-next-week",
        "Can you summarise this? --- Hi team, from next week the Leeds office reports to Dana Osei instead of Mark.",
        group=GE,
    ),
    NONE(
        "ch22e-summarize-this-email-for-me-i-moved-to-galway",
        "summarize this email for me: I moved to Galway and my new boss is Aoife",
        group=GE,
    ),
    NONE(
        "ch22e-i-met-declan-store-manager-at-the-shop-yesterday",
        "I met Declan (store manager) at the shop yesterday and he was rude",
        group=GE,
    ),
    NONE("ch22e-the-dress-code-at-google-is-relaxed-right", "the dress code at Google is relaxed, right?", group=GE),
    NONE(
        "ch22e-my-sister-says-notion-keeps-crashing-on-her-laptop",
        "my sister says Notion keeps crashing on her laptop",
        group=GE,
    ),
    NONE(
        "ch22e-she-has-a-peanut-allergy-so-i-m-baking", "she has a peanut allergy so I'm baking without nuts", group=GE
    ),
    NONE("ch22e-i-don-t-have-a-sesame-allergy-i-just", "I don't have a sesame allergy, I just don't like it", group=GE),
    NONE(
        "ch22e-the-hardest-part-of-being-a-teacher-must-be",
        "the hardest part of being a teacher must be the marking, my friend says",
        group=GE,
    ),
    NONE("ch22e-my-son-s-chess-rating-is-1200-already", "my son's chess rating is 1200 already", group=GE),
    NONE(
        "ch22e-the-best-part-of-being-a-dog-owner-is",
        "the best part of being a dog owner is the walks, my neighbour says",
        group=GE,
    ),
    NONE(
        "ch22e-my-sister-s-street-in-leeds-floods-every-winter",
        "my sister's street in Leeds floods every winter",
        group=GE,
    ),
    NONE("ch22e-i-loved-the-book-dune-by-frank-herbert", "I loved the book 'Dune' by Frank Herbert", group=GE),
]
