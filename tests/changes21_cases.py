"""Cases of 2026-11-28 (changes21), each a class the eighth round of probes (written blind to the grammar at the
start of session 20, read in session 21) showed, in words written for this table: a request asked first and the
user's own statement after its comma ("could you look over this recipe, I'm allergic to X"); a home by a dwelling
in a long sentence, by renting there, as a resident, "at home in X", "X where I live" beside a trip, a first
winter there, a participle opening ("Having relocated to X, I ..."); a workplace counted in "yrs", paid from,
joined by its letters ("the ONS"), "work in" it as a learner says it, changed jobs to, a post taken at "the
University of X"; names whose capital is outside ASCII ("Øyvind", "Željko"); pastimes by their stage, a fan's
word, a beginner's label, a question's label, a rhythm behind a complaint, a return to them; tools worked in
with the subject left out, "it's what I cut everything in", taken up "and I caved" or "switched over", talked
into; the team's language ("our team moved the billing service to Go", "Elixir-only now"); a pet named as
"mine" after its kind, or by "she's a 12 kg beagle"; a child named after the question about "my daughter?", an
age as the reason ("now that he's 9"); a partner as the other parent, as the other half of a wedding, by
meeting their parents, remarried; a boss "who manages our team", "new lead — X", "who was acting head", in
Hindi; projects by their maintainer, organiser, "which is the app I've been building", an ampersand in the
name, the project said first with its stack; diets by day or week counts, "been X about 5 years", a doctor's
instruction, "changed to", a diet "maybe once a week"; a reason given as "because imam said".
``CHANGES21_EMPTY``: a friend's allergy asked for, interview questions for a post, a nephew's chess, a
sister's beekeeping, a wish to write Rust, a summer on a farm, a colleague caving, a switch supposed, a
store manager who is nobody's boss, a niece's age, a band's lead singer, a sister's diet, a brother who is no
partner, a sister meeting parents, a pastime weighed, a gift's knitting, a cousin's team, a question about
where someone lives, a doctor's suggestion, a question about scripting, a made-up dialogue, a particle."""

from __future__ import annotations

from extraction_cases import NONE, Case, E, U

G = "changes21"
GE = "changes21-empty"

CHANGES21: list[Case] = [
    U(
        "ch21-could-you-look-over-this-curry-recipe-i-m",
        "could you look over this curry recipe, I'm allergic to coconut so it has to go",
        E("profile", "Allergic to coconut", "add", slot="allergy:coconut"),
        group=G,
    ),
    U(
        "ch21-pls-suggest-a-weekend-hike-we-re-vegetarian-and",
        "pls suggest a weekend hike, we're vegetarian and pack our own lunch",
        E("profile", "Diet: vegetarian", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch21-the-radiators-in-our-flat-in-stavanger-keep-bangin",
        "the radiators in our flat in Stavanger keep banging and I already bleed them every month",
        E("profile", "Lives in Stavanger", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch21-we-ve-been-renting-in-ljubljana-since-spring-and",
        "we've been renting in Ljubljana since spring and the landlord won't fix the heating",
        E("profile", "Lives in Ljubljana", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch21-as-a-long-time-resident-of-guelph-how-do",
        "As a long-time resident of Guelph, how do I object to a planning application?",
        E("profile", "Lives in Guelph", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch21-fifth-day-of-snow-at-home-in-oulu-any",
        "fifth day of snow at home in Oulu, any indoor games for a 6 year old?",
        E("profile", "Lives in Oulu", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch21-need-a-packing-list-for-a-ski-trip-in",
        "need a packing list for a ski trip in February, the bus from Trento where I live takes forever",
        E("profile", "Lives in Trento", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch21-first-winter-in-winnipeg-and-my-car-battery-keeps",
        "first winter in Winnipeg and my car battery keeps dying",
        E("profile", "Lives in Winnipeg", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch21-having-relocated-to-dunedin-in-march-i-need-a",
        "Having relocated to Dunedin in March, I need a new dentist.",
        E("profile", "Lives in Dunedin", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch21-been-at-vestas-3-yrs-how-do-i-ask",
        "been at Vestas 3 yrs, how do I ask for a transfer?",
        E("profile", "Works at Vestas", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch21-got-my-first-paycheck-from-wipro-and-the-tax",
        "got my first paycheck from Wipro and the tax looks wrong",
        E("profile", "Works at Wipro", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch21-i-joined-the-ons-in-2021-and-want-to",
        "I joined the ONS in 2021 and want to move teams",
        E("profile", "Works at ONS", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch21-i-work-in-embraer-already-five-years-can-you",
        "I work in Embraer already five years, can you fix my English in this email?",
        E("profile", "Works at Embraer", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch21-since-changing-jobs-to-canonical-i-review-far-more",
        "Since changing jobs to Canonical, I review far more pull requests.",
        E("profile", "Works at Canonical", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch21-i-ve-taken-a-teaching-post-at-the-university",
        "I've taken a teaching post at the University of Otago.",
        E("profile", "Works at University of Otago", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch21-my-husband-yvind-snores-like-a-tractor",
        "my husband Øyvind snores like a tractor",
        E("profile", "Husband is Øyvind", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch21-our-dog-eljko-hates-the-vacuum",
        "our dog Željko hates the vacuum",
        E("profile", "Has a dog named Željko", "add", slot="pet:željko"),
        group=G,
    ),
    U(
        "ch21-third-season-of-sea-kayaking-and-my-shoulder-final",
        "Third season of sea kayaking and my shoulder finally hurts",
        E("preference", "Hobby: sea kayaking", "add", slot="hobby:sea kayaking"),
        group=G,
    ),
    U(
        "ch21-started-pottery-four-months-ago-and-my-bowls-are",
        "Started pottery four months ago and my bowls are still lopsided",
        E("preference", "Hobby: pottery", "add", slot="hobby:pottery"),
        group=G,
    ),
    U(
        "ch21-total-archery-beginner-here-what-bow-weight-should",
        "total archery beginner here, what bow weight should I get?",
        E("preference", "Hobby: archery", "add", slot="hobby:archery"),
        group=G,
    ),
    U(
        "ch21-i-m-a-birdwatching-enthusiast-any-apps-for-logging",
        "I'm a birdwatching enthusiast, any apps for logging sightings?",
        E("preference", "Hobby: birdwatching", "add", slot="hobby:birdwatching"),
        group=G,
    ),
    U(
        "ch21-my-forearms-are-wrecked-after-bouldering-three-tim",
        "my forearms are wrecked after bouldering three times a week",
        E("preference", "Hobby: bouldering", "add", slot="hobby:bouldering"),
        group=G,
    ),
    U(
        "ch21-calligraphy-question-my-letters-keep-slanting-left",
        "calligraphy question!! my letters keep slanting left",
        E("preference", "Hobby: calligraphy", "add", slot="hobby:calligraphy"),
        group=G,
    ),
    U(
        "ch21-i-ve-been-doing-judo-classes-for-a-year",
        "i've been doing judo classes for a year and i still lose every randori, how do i stop panicking",
        E("preference", "Hobby: judo", "add", slot="hobby:judo"),
        group=G,
    ),
    U(
        "ch21-back-playing-chess-again-after-a-decade-what-openi",
        "back playing chess again after a decade, what openings are fashionable now?",
        E("preference", "Hobby: chess", "add", slot="hobby:chess"),
        group=G,
    ),
    U(
        "ch21-sketching-on-my-tablet-in-procreate-my-brush-lags",
        "sketching on my tablet in Procreate, my brush lags when I zoom in",
        E("preference", "Design tool: Procreate", "add", slot="tool:design"),
        group=G,
    ),
    U(
        "ch21-my-whole-workflow-is-in-obsidian-at-this-point",
        "my whole workflow is in Obsidian at this point, how do I sync it to my phone",
        E("preference", "Notes app: Obsidian", "add", slot="tool:notes"),
        group=G,
    ),
    U(
        "ch21-final-cut-pro-it-s-what-i-cut-everything",
        "Final Cut Pro? it's what I cut everything in",
        E("preference", "Video editor: Final Cut Pro", "add", slot="tool:video"),
        group=G,
    ),
    U(
        "ch21-i-work-in-pycharm-for-all-my-data-scripts",
        "I work in PyCharm for all my data scripts",
        E("preference", "Editor: PyCharm", "add", slot="tool:editor"),
        group=G,
    ),
    U(
        "ch21-helix-s-keybindings-are-great-i-switched-over-in",
        "Helix's keybindings are great, I switched over in May. how do I add a language server?",
        E("preference", "Editor: Helix", "add", slot="tool:editor"),
        group=G,
    ),
    U(
        "ch21-the-whole-team-uses-rider-and-i-caved-how",
        "the whole team uses Rider and I caved. how do I get Vim keys in it?",
        E("preference", "Editor: Rider", "add", slot="tool:editor"),
        group=G,
    ),
    U(
        "ch21-my-flatmates-convinced-me-to-switch-to-bear-can",
        "my flatmates convinced me to switch to Bear. can it do nested tags?",
        E("preference", "Notes app: Bear", "add", slot="tool:notes"),
        group=G,
    ),
    U(
        "ch21-the-thesis-lives-in-obsidian-now-how-do-i",
        "The thesis lives in Obsidian now — how do I link PDFs?",
        E("preference", "Notes app: Obsidian", "add", slot="tool:notes"),
        group=G,
    ),
    U(
        "ch21-our-team-moved-the-billing-service-to-go-last",
        "our team moved the billing service to Go last quarter. how do I mock an interface?",
        E("preference", "Main programming language: Go", "add", slot="tool:language"),
        group=G,
    ),
    U(
        "ch21-new-services-on-our-team-are-elixir-only-now",
        "new services on our team are Elixir-only now. what's a GenServer for?",
        E("preference", "Main programming language: Elixir", "add", slot="tool:language"),
        group=G,
    ),
    U(
        "ch21-the-bank-moved-my-team-onto-scala-how-do",
        "the bank moved my team onto Scala. how do implicits work?",
        E("preference", "Main programming language: Scala", "add", slot="tool:language"),
        group=G,
    ),
    U(
        "ch21-what-treats-are-safe-for-ferrets-mine-s-called",
        "What treats are safe for ferrets? Mine's called Pip and he steals socks",
        E("profile", "Has a ferret named Pip", "add", slot="pet:pip"),
        group=G,
    ),
    U(
        "ch21-can-i-bring-nala-to-the-office-she-s",
        "Can I bring Nala to the office? She's a 12 kg beagle and very calm.",
        E("profile", "Has a beagle named Nala", "add", slot="pet:nala"),
        group=G,
    ),
    U(
        "ch21-how-do-i-set-up-a-junior-isa-for",
        "how do I set up a junior ISA for my daughter? Her name is Tove, she's three.",
        E("profile", "Daughter Tove is 3", "add", slot="child:tove"),
        group=G,
    ),
    U(
        "ch21-reading-list-for-elio-now-that-he-s-9",
        "reading list for Elio now that he's 9?",
        E("profile", "Child Elio is 9", "add", slot="child:elio"),
        group=G,
    ),
    U(
        "ch21-date-night-ideas-jonas-and-i-have-a-2",
        "date night ideas, Jonas and I have a 2 year old and no babysitter",
        E("profile", "Partner is Jonas", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch21-mateo-and-i-are-getting-married-in-june-where",
        "Mateo and I are getting married in June, where do we start?",
        E("profile", "Partner is Mateo", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch21-i-m-flying-to-porto-to-meet-in-s",
        "I'm flying to Porto to meet Inês's parents next week, what should I bring?",
        E("profile", "Partner is Inês", "add", slot="partner"),
        E("fact", "Trip to Porto until next week", "add", slot="trip", fact_op="temp"),
        group=G,
    ),
    U(
        "ch21-the-divorce-is-done-i-ve-since-remarried-dara",
        "The divorce is done. I've since remarried — Dara — and we're merging our pensions.",
        E("profile", "No longer: partner", "add", slot="partner", fact_op="end"),
        E("profile", "Partner is Dara", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch21-a-leaving-card-for-priyanka-who-manages-our-team",
        "a leaving card for Priyanka, who manages our team — warm but not soppy",
        E("profile", "Reports to Priyanka (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch21-new-squad-new-lead-tomasz-he-never-replies-to",
        "New squad, new lead — Tomasz. He never replies to email.",
        E("profile", "Reports to Tomasz (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch21-ines-who-was-acting-head-is-my-manager-for",
        "Ines, who was acting head, is my manager for good now. any tips?",
        E("profile", "Reports to Ines (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch21-mera-boss-rohan-wants-weekend-work-again-how-do",
        "mera boss Rohan wants weekend work again, how do I say no politely?",
        E("profile", "Reports to Rohan (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch21-maintainer-of-quillfeed-here-a-small-rss-reader-ho",
        "Maintainer of quillfeed here (a small RSS reader). How should I announce breaking changes?",
        E("project", "Project quillfeed: small RSS reader", "add", slot="project:quillfeed"),
        group=G,
    ),
    U(
        "ch21-i-organise-dockside-jazz-a-free-festival-on-the",
        "I organise Dockside Jazz, a free festival on the quay — can you draft a sponsor email?",
        E("project", "Project Dockside Jazz: free festival", "add", slot="project:dockside jazz"),
        group=G,
    ),
    U(
        "ch21-i-keep-postponing-the-roadmap-for-lanternby-which",
        "I keep postponing the roadmap for Lanternby, which is the recipe app I've been building with my brother.",
        E("project", "Project Lanternby: recipe app", "add", slot="project:lanternby"),
        group=G,
    ),
    U(
        "ch21-my-board-game-ash-ember-hits-kickstarter-in-may",
        "my board game Ash & Ember hits Kickstarter in May 😬 what should the page say",
        E("project", "Project Ash & Ember: board game", "add", slot="project:ash & ember"),
        group=G,
    ),
    U(
        "ch21-for-wayfarer-my-trip-planner-we-use-supabase-how",
        "For Wayfarer (my trip planner) we use Supabase. How do I do row level security?",
        E("project", "Project Wayfarer uses Supabase", "add", slot="project:wayfarer:database"),
        E("project", "Project Wayfarer: trip planner", "add", slot="project:wayfarer"),
        group=G,
    ),
    U(
        "ch21-our-quayside-pipeline-shipping-data-runs-on-prefec",
        "Our Quayside pipeline (shipping data) runs on Prefect. How do I retry failed tasks?",
        E("project", "Project Quayside uses Prefect", "add", slot="project:quayside:orchestration"),
        group=G,
    ),
    U(
        "ch21-day-9-of-keto-and-i-dream-of-bread",
        "Day 9 of keto and I dream of bread",
        E("profile", "Diet: keto", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch21-i-m-two-weeks-into-the-low-fodmap-plan",
        "I'm two weeks into the low-FODMAP plan my GP suggested and I'm starving",
        E("profile", "Diet: low-fodmap", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch21-been-pescatarian-about-5-years-quick-salmon-ideas",
        "been pescatarian about 5 years, quick salmon ideas?",
        E("profile", "Diet: pescatarian", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch21-i-ve-mellowed-a-lot-flexitarian-these-days-fish",
        "I've mellowed a lot — flexitarian these days, fish maybe once a week. marinade ideas?",
        E("profile", "Diet: flexitarian", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch21-my-gp-told-me-to-drop-paleo-and-go",
        "my GP told me to drop paleo and go Mediterranean, help me plan lunches?",
        E("profile", "Diet: mediterranean", "update", slot="diet"),
        group=G,
    ),
    U(
        "ch21-i-changed-to-a-macrobiotic-diet-last-year-after",
        "I changed to a macrobiotic diet last year after a health scare",
        E("profile", "Diet: macrobiotic", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch21-my-doctor-says-my-sugar-is-high-and-wants",
        "my doctor says my sugar is high and wants me on the DASH diet",
        E("profile", "Diet: dash diet", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch21-hum-log-vegan-hain-suggest-an-eggless-cake",
        "hum log vegan hain, suggest an eggless cake",
        E("profile", "Diet: vegan", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch21-can-i-take-mochi-on-the-tram-he-s",
        "Can I take Mochi on the tram? He's a 4 kg shiba mix.",
        E("profile", "Has a shiba named Mochi", "add", slot="pet:mochi"),
        group=G,
    ),
    U(
        "ch21-i-am-eating-only-halal-since-two-years-because",
        "I am eating only halal since two years because imam said, but restaurants here are few",
        E("profile", "Diet: halal", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch21-dave-is-my-site-manager-now-and-he-hates",
        "Dave is my site manager now, and he hates paperwork",
        E("profile", "Reports to Dave (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch21-been-on-positron-for-two-weeks-and-i-m",
        "been on Positron for two weeks and I'm never going back. how do I open a data viewer?",
        E("preference", "Editor: Positron", "add", slot="tool:editor"),
        group=G,
    ),
    U(
        "ch21-ya-estamos-en-rosario-desde-hace-un-a-o",
        "ya estamos en Rosario desde hace un año, the humidity is wild. any tips for mould?",
        E("profile", "Lives in Rosario", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch21-seit-ich-bei-siemens-angefangen-habe-i-write-way",
        "seit ich bei Siemens angefangen habe I write way more documentation. any templates?",
        E("profile", "Works at Siemens", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch21-i-rent-a-studio-in-bergen-and-the-heating",
        "I rent a studio in Bergen and the heating has been off for two weeks.",
        E("profile", "Lives in Bergen", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch21-que-onda-vivo-en-m-rida-and-the-rooftop",
        "que onda 🙂 vivo en Mérida and the rooftop party is saturday, what snacks work?",
        E("profile", "Lives in Mérida", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch21-lumen-my-budgeting-side-project-is-built-on-vue",
        "Lumen, my budgeting side project, is built on Vue 3. how do I add a router guard?",
        E("project", "Project Lumen: budgeting side project", "add", slot="project:lumen"),
        group=G,
    ),
]

CHANGES21_EMPTY: list[Case] = [
    NONE(
        "ch21e-asking-for-a-friend-he-s-allergic-to-latex",
        "asking for a friend: he's allergic to latex, what gloves would a dentist use?",
        group=GE,
    ),
    NONE(
        "ch21e-write-ten-interview-questions-for-a-staff-nurse-po",
        "write ten interview questions for a staff nurse position",
        group=GE,
    ),
    NONE(
        "ch21e-chess-question-for-my-nephew-how-does-en-passant",
        "chess question for my nephew: how does en passant work",
        group=GE,
    ),
    NONE(
        "ch21e-my-sister-is-in-her-third-year-of-beekeeping", "my sister is in her third year of beekeeping", group=GE
    ),
    NONE("ch21e-i-d-love-to-write-rust-for-a-living", "I'd love to write Rust for a living", group=GE),
    NONE("ch21e-tom-went-to-a-farm-in-wales-for-the", "Tom went to a farm in Wales for the summer", group=GE),
    NONE("ch21e-my-colleague-caved-and-bought-a-mac", "my colleague caved and bought a Mac", group=GE),
    NONE(
        "ch21e-if-i-switched-over-to-zed-would-i-lose", "if I switched over to Zed would I lose my plugins?", group=GE
    ),
    NONE("ch21e-the-store-manager-priya-was-rude-to-my-mum", "the store manager Priya was rude to my mum", group=GE),
    NONE("ch21e-my-niece-ayla-now-that-she-s-4-loves", "my niece Ayla now that she's 4 loves puzzles", group=GE),
    NONE("ch21e-the-band-has-a-new-lead-singer-tom", "the band has a new lead singer, Tom", group=GE),
    NONE("ch21e-my-sister-changed-to-a-vegan-diet", "my sister changed to a vegan diet", group=GE),
    NONE("ch21e-my-brother-callum-and-i-have-a-dog", "my brother Callum and I have a dog", group=GE),
    NONE("ch21e-my-sister-is-meeting-tom-s-parents", "my sister is meeting Tom's parents", group=GE),
    NONE(
        "ch21e-i-m-thinking-about-pottery-would-a-beginner-class",
        "I'm thinking about pottery, would a beginner class be worth it?",
        group=GE,
    ),
    NONE(
        "ch21e-knitting-question-for-a-gift-what-yarn-is-softest",
        "knitting question for a gift: what yarn is softest?",
        group=GE,
    ),
    NONE(
        "ch21e-my-cousin-ana-who-manages-her-team-at-google",
        "my cousin Ana, who manages her team at Google, is visiting",
        group=GE,
    ),
    NONE("ch21e-is-ghent-where-you-live", "is Ghent where you live?", group=GE),
    NONE("ch21e-my-doctor-says-i-should-try-keto", "my doctor says I should try keto", group=GE),
    NONE(
        "ch21e-for-scripting-questions-is-lua-or-python-easier-to",
        "For scripting questions, is Lua or Python easier to learn?",
        group=GE,
    ),
    NONE(
        "ch21e-write-a-sample-dialogue-between-a-nurse-named-ada",
        "Write a sample dialogue between a nurse named Ada and a patient for a training course.",
        group=GE,
    ),
    NONE(
        "ch21e-the-positron-is-antimatter-and-i-m-not-going",
        "the positron is antimatter and I'm not going back to physics",
        group=GE,
    ),
]
