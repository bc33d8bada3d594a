"""Cases of 2026-11-28 (changes19), each a class the third round of probes written blind to the grammar showed
(240 facts said in passing, 120 changes told over several sessions), in words written for this table: the
parents' forums' kin ("dd", "ds"); ages "clocked" and "completed"; a couple parting with the other one
named ("Marta and I split up", "since Pavel moved out"); a new partner as a headline, "in relationship
with", met and together since, "with X, we met"; an animal acquired without an article, named after a
comma in lower case, "the new puppy is X", "a dog which name is X", "X (my hamster)" in a question; homes
rented, visited and "stayed" in (Indian and West African English), "shifted to", a request after a dash
that conditions only itself; workplaces by their noun, by what they pay or serve, transferred to and
picked up by; a manager named after the last person said; a title as the label of a question ("quick
question from a paramedic") and after a leading request; diets kept, done, set by a doctor, quit for
another; an allergy diagnosed; notes apps by what they keep; an editor used for something; a team's
switch of tools; made things named in requests, "of mine", renamed; pastimes by their things, their
groups and taken up instead; a birthday "of" a child; a made thing named bare; and from the fourth round: a
claim before a comma and any question, a wish in a clause of its own, a condition inside the question only,
the writer's first language ("Ich wohne in", "Soy", "Mi gato", "mai ... hoon"), the user inside the workplace
("here at", "we at", "I work there"), the team's move to a language, where the notes live now, a name
pointed back to by "she's my wife" or "that's where I live", "who I report to", a child first told by name
and age, a move told in brackets, a diet done or kept for years; and from the fifth and sixth rounds: a boss one is
"under", has "as manager", who "took over the team", who leads the department, with an honorific; a partner
dated, engaged to, cooked for; a couple that decided to separate; a pet that ran off; work driven for; a
language written full-time; a company changed to; an age become "in April".
``CHANGES19_EMPTY``: the dd command, a roommate moving out, somebody else's new partner, boss, transfer,
diet or pet, a stay while visiting, a wish, an obligation, a bill split, a question from somebody else, a kitchen
finished together, a visit to a theme park or a cafe, an office's city, a friend's language, a diet for a week,
gear for sale, a project that could be paused."""

from __future__ import annotations

from extraction_cases import NONE, Case, E, U

G = "changes19"
GE = "changes19-empty"

CHANGES19: list[Case] = [
    U(
        "ch19-dd-priya-is-6-and-wants-a-bike-for-her-birthday",
        "dd Priya is 6 and wants a bike for her birthday",
        E("profile", "Daughter Priya is 6", "add", slot="child:priya"),
        group=G,
    ),
    U(
        "ch19-ds-is-9-and-obsessed-with-trains",
        "ds is 9 and obsessed with trains",
        E("fact", "Son is 9", "add", slot="?"),
        group=G,
    ),
    U(
        "ch19-my-son-femi-clocked-12-on-sunday-we-had-cake",
        "My son Femi clocked 12 on Sunday, we had cake.",
        E("profile", "Son Femi is 12", "add", slot="child:femi"),
        group=G,
    ),
    U(
        "ch19-my-daughter-anvi-completed-8-years-yesterday",
        "My daughter Anvi completed 8 years yesterday.",
        E("profile", "Daughter Anvi is 8", "add", slot="child:anvi"),
        group=G,
    ),
    U(
        "ch19-marta-and-i-split-up-in-march",
        "Marta and I split up in March.",
        E("profile", "No longer: Marta", "add", slot="partner", fact_op="end"),
        group=G,
    ),
    U(
        "ch19-me-and-idris-are-done-for-real-this-time",
        "me and Idris are done, for real this time",
        E("profile", "No longer: Idris", "add", slot="partner", fact_op="end"),
        group=G,
    ),
    U(
        "ch19-since-pavel-moved-out-the-flat-feels-huge",
        "Since Pavel moved out the flat feels huge.",
        E("profile", "No longer: Pavel", "add", slot="partner", fact_op="end"),
        group=G,
    ),
    U(
        "ch19-new-girlfriend-is-leonie-she-s-a-potter",
        "new girlfriend is Leonie, she's a potter",
        E("profile", "Partner is Leonie", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch19-now-i-am-in-relationship-with-dario-he-is-from-b",
        "Now I am in relationship with Dario, he is from Bari.",
        E("profile", "Partner is Dario", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch19-i-met-sunniva-at-a-climbing-gym-and-we-ve-been-t",
        "I met Sunniva at a climbing gym and we've been together since May.",
        E("profile", "Partner is Sunniva", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch19-i-m-with-kofi-now-we-met-at-church",
        "I'm with Kofi now, we met at church",
        E("profile", "Partner is Kofi", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch19-got-a-new-puppy-named-her-biscuit",
        "got a new puppy, named her biscuit",
        E("profile", "Has a puppy named Biscuit", "add", slot="pet:biscuit"),
        group=G,
    ),
    U(
        "ch19-we-adopted-new-cat-from-shelter-her-name-is-moch",
        "We adopted new cat from shelter, her name is Mochi.",
        E("profile", "Has a cat named Mochi", "add", slot="pet:mochi"),
        group=G,
    ),
    U(
        "ch19-so-i-took-rabbit-his-name-is-pom",
        "so I took rabbit, his name is Pom",
        E("profile", "Has a rabbit named Pom", "add", slot="pet:pom"),
        group=G,
    ),
    U(
        "ch19-the-new-puppy-is-rollo-and-he-chews-everything",
        "the new puppy is Rollo and he chews everything",
        E("profile", "Has a puppy named Rollo", "add", slot="pet:rollo"),
        group=G,
    ),
    U(
        "ch19-i-have-a-dog-which-name-is-sharik",
        "I have a dog which name is Sharik.",
        E("profile", "Has a dog named Sharik", "add", slot="pet:sharik"),
        group=G,
    ),
    U(
        "ch19-is-tofu-my-hamster-too-old-for-a-wheel",
        "Is Tofu (my hamster) too old for a wheel?",
        E("profile", "Has a hamster named Tofu", "add", slot="pet:tofu"),
        group=G,
    ),
    U(
        "ch19-i-rent-a-studio-in-ghent-and-the-landlord-never",
        "I rent a studio in Ghent and the landlord never answers.",
        E("profile", "Lives in Ghent", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch19-can-you-plan-a-weekend-for-my-sister-visiting-me",
        "can you plan a weekend for my sister visiting me in Tallinn?",
        E("profile", "Lives in Tallinn", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch19-we-stay-in-ibadan-traffic-is-terrible",
        "We stay in Ibadan, traffic is terrible.",
        E("profile", "Lives in Ibadan", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch19-i-have-shifted-to-hyderabad-last-week",
        "I have shifted to Hyderabad last week.",
        E("profile", "Lives in Hyderabad", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch19-i-m-in-porto-now-please-assume-porto-when-i-ask",
        "I'm in Porto now — please assume Porto when I ask about the weather.",
        E("profile", "Lives in Porto", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch19-my-employer-quartzline-pays-on-the-25th",
        "My employer, Quartzline, pays on the 25th.",
        E("profile", "Works at Quartzline", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch19-brantwood-foods-pays-me-weekly-how-should-i-budg",
        "Brantwood Foods pays me weekly, how should I budget?",
        E("profile", "Works at Brantwood Foods", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch19-my-company-felsen-tools-wants-us-back-in-the-off",
        "my company Felsen Tools wants us back in the office three days a week",
        E("profile", "Works at Felsen Tools", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch19-our-canteen-at-orla-health-is-awful-lunch-ideas",
        "our canteen at Orla Health is awful, lunch ideas?",
        E("profile", "Works at Orla Health", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch19-i-transferred-to-meridian-bank-in-june",
        "I transferred to Meridian Bank in June.",
        E("profile", "Works at Meridian Bank", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch19-got-picked-up-by-tessaly-studios-after-the-layof",
        "got picked up by Tessaly Studios after the layoffs",
        E("profile", "Works at Tessaly Studios", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch19-is-it-odd-to-message-my-boss-on-weekends-her-nam",
        "is it odd to message my boss on weekends? her name is Ines",
        E("profile", "Reports to Ines (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch19-since-oskar-became-my-manager-meetings-are-short",
        "Since Oskar became my manager, meetings are shorter.",
        E("profile", "Reports to Oskar (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch19-quick-question-from-a-paramedic-how-long-can-a-s",
        "Quick question from a paramedic: how long can a shift legally be?",
        E("profile", "Job title: paramedic", "add", slot="role"),
        group=G,
    ),
    U(
        "ch19-could-you-check-this-letter-i-m-a-midwife-not-a",
        "Could you check this letter — I'm a midwife, not a lawyer: is the wording ok?",
        E("profile", "Job title: midwife", "update", slot="role"),
        group=G,
    ),
    U(
        "ch19-keeping-everything-gluten-free-since-my-diagnosi",
        "keeping everything gluten-free since my diagnosis",
        E("profile", "Diet: gluten-free", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch19-my-gp-put-me-on-a-low-fodmap-diet-last-month",
        "my GP put me on a low-FODMAP diet last month",
        E("profile", "Diet: low-fodmap", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch19-quit-paleo-doing-keto-now-because-my-trainer-sai",
        "quit paleo, doing keto now because my trainer said so",
        E("profile", "Diet: keto", "update", slot="diet"),
        E("fact", "No longer: paleo", "add", slot="?", fact_op="end"),
        group=G,
    ),
    U(
        "ch19-got-diagnosed-with-a-sesame-allergy-in-june",
        "got diagnosed with a sesame allergy in June",
        E("profile", "Allergic to sesame", "add", slot="allergy:sesame"),
        group=G,
    ),
    U(
        "ch19-i-keep-my-reading-lists-in-logseq",
        "I keep my reading lists in Logseq.",
        E("preference", "Notes app: Logseq", "add", slot="tool:notes"),
        group=G,
    ),
    U(
        "ch19-moved-to-obsidian-for-my-research-notes",
        "moved to Obsidian for my research notes",
        E("preference", "Notes app: Obsidian", "add", slot="tool:notes"),
        group=G,
    ),
    U(
        "ch19-i-use-geany-editor-for-my-lua-scripts",
        "I use Geany editor for my Lua scripts",
        E("preference", "Editor: Geany", "add", slot="tool:editor"),
        group=G,
    ),
    U(
        "ch19-our-team-moved-from-atom-to-zed-last-month",
        "Our team moved from Atom to Zed last month.",
        E("preference", "Editor: Zed", "update", slot="tool:editor"),
        group=G,
    ),
    U(
        "ch19-can-you-write-release-notes-for-my-cli-tool-spro",
        "Can you write release notes for my CLI tool, Sprocket?",
        E("project", "Project Sprocket: CLI tool", "add", slot="project:sprocket"),
        group=G,
    ),
    U(
        "ch19-a-tiny-plugin-of-mine-quickfold-broke-on-the-new",
        "a tiny plugin of mine, quickfold, broke on the new release",
        E("project", "Project quickfold: plugin", "add", slot="project:quickfold"),
        group=G,
    ),
    U(
        "ch19-renamed-my-app-from-tally-to-ledgerly-yesterday",
        "Renamed my app from 'tally' to Ledgerly yesterday.",
        E("project", "Project Ledgerly: app", "add", slot="project:ledgerly"),
        group=G,
    ),
    U(
        "ch19-what-tent-should-i-get-for-my-hiking-weekends",
        "what tent should I get for my hiking weekends?",
        E("preference", "Hobby: hiking", "add", slot="hobby:hiking"),
        group=G,
    ),
    U(
        "ch19-i-sing-with-a-gospel-choir-on-sundays",
        "I sing with a gospel choir on Sundays",
        E("preference", "Hobby: choir", "add", slot="hobby:choir"),
        E("preference", "Hobby: singing", "add", slot="hobby:singing"),
        group=G,
    ),
    U(
        "ch19-quit-football-after-the-injury-cycling-now-inste",
        "quit football after the injury, cycling now instead",
        E("fact", "No longer: football", "add", slot="?", fact_op="end"),
        E("preference", "Hobby: cycling", "add", slot="hobby:cycling"),
        group=G,
    ),
    U(
        "ch19-yesterday-was-the-birthday-of-matteo-now-he-has",
        "Yesterday was the birthday of Matteo, now he has 7 years!",
        E("profile", "Child Matteo is 7", "add", slot="child:matteo"),
        group=G,
    ),
    U(
        "ch19-i-make-small-game-for-kids-name-is-tappy",
        "I make small game for kids, name is Tappy.",
        E("project", "Project Tappy: game", "add", slot="project:tappy"),
        group=G,
    ),
    U(
        "ch19-abeg-i-stay-for-enugu-which-inverter-size",
        "Abeg I stay for Enugu, which inverter size?",
        E("profile", "Lives in Enugu", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch19-what-s-the-best-way-to-video-call-my-girlfriend",
        "What's the best way to video call my girlfriend Ayesha from Doha?",
        E("profile", "Girlfriend is Ayesha", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch19-i-m-currently-a-sous-chef-and-want-to-open-my-ow",
        "I'm currently a sous chef and want to open my own place someday.",
        E("profile", "Job title: sous chef", "add", slot="role"),
        group=G,
    ),
    U(
        "ch19-i-am-allergic-to-shellfish-how-do-i-say-that-in",
        "I am allergic to shellfish, how do I say that in Japanese if the waiter asks?",
        E("profile", "Allergic to shellfish", "add", slot="allergy:shellfish"),
        group=G,
    ),
    U(
        "ch19-mai-software-tester-hoon-what-is-a-good-way-to-l",
        "mai software tester hoon, what is a good way to learn automation?",
        E("profile", "Job title: software tester", "add", slot="role"),
        group=G,
    ),
    U(
        "ch19-ich-wohne-in-graz-since-three-years-where-do-i-r",
        "Ich wohne in Graz since three years, where do I register my car?",
        E("profile", "Lives in Graz", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch19-mi-gato-pelusa-is-not-eating-is-it-serious",
        "Mi gato Pelusa is not eating, is it serious?",
        E("profile", "Has a cat named Pelusa", "add", slot="pet:pelusa"),
        group=G,
    ),
    U(
        "ch19-soy-vegana-what-protein-powder-do-you-recommend",
        "Soy vegana, what protein powder do you recommend?",
        E("profile", "Diet: vegan", "add", slot="diet"),  # the writer's word read as the English one
        group=G,
    ),
    U(
        "ch19-here-at-halden-freight-it-s-meetings-all-day-how",
        "here at Halden Freight it's meetings all day, how do I block focus time?",
        E("profile", "Works at Halden Freight", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch19-we-at-korvell-bank-are-allowed-two-remote-days-h",
        "we at Korvell Bank are allowed two remote days, help me write a request for a third",
        E("profile", "Works at Korvell Bank", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch19-our-intranet-at-brisk-logistics-is-down-again-ho",
        "our intranet at Brisk Logistics is down again, how do I tell IT politely?",
        E("profile", "Works at Brisk Logistics", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch19-write-a-toast-celebrating-10-years-at-ardmore-te",
        "Write a toast celebrating 10 years at Ardmore Textiles please",
        E("profile", "Works at Ardmore Textiles", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch19-the-canteen-at-velmont-is-awful-i-work-there-any",
        "The canteen at Velmont is awful. I work there, any packed lunch ideas?",
        E("profile", "Works at Velmont", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch19-the-data-team-moved-everything-to-rust-last-quar",
        "The data team moved everything to Rust last quarter and I'm writing most of it now, how do lifetimes work?",
        E("preference", "Main programming language: Rust", "add", slot="tool:language"),
        group=G,
    ),
    U(
        "ch19-i-transferred-to-the-billing-squad-and-they-re-a",
        "I transferred to the billing squad and they're an Elixir shop, where do I start?",
        E("preference", "Main programming language: Elixir", "add", slot="tool:language"),
        group=G,
    ),
    U(
        "ch19-everything-s-in-logseq-now-how-do-i-make-a-weekl",
        "Everything's in Logseq now, how do I make a weekly template?",
        E("preference", "Notes app: Logseq", "add", slot="tool:notes"),
        group=G,
    ),
    U(
        "ch19-i-went-with-zed-in-the-end-how-do-i-set-up-pytho",
        "I went with Zed in the end, how do I set up Python there?",
        E("preference", "Editor: Zed", "add", slot="tool:editor"),
        group=G,
    ),
    U(
        "ch19-gift-ideas-for-amara-she-s-my-wife-and-loves-gar",
        "Gift ideas for Amara? She's my wife and loves gardening.",
        E("profile", "Wife is Amara", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch19-please-draft-a-note-to-soren-he-s-been-my-manage",
        "Please draft a note to Soren — he's been my manager for three years and just retired.",
        E("profile", "Reports to Soren (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch19-can-you-help-me-with-my-newsletter-it-s-called-p",
        "Can you help me with my newsletter? It's called Pennywise and it's about budgeting.",
        E("project", "Project Pennywise: newsletter", "add", slot="project:pennywise"),
        group=G,
    ),
    U(
        "ch19-draft-a-reply-to-ines-who-i-report-to-she-wants",
        "draft a reply to Ines who I report to, she wants the numbers by Friday",
        E("profile", "Reports to Ines (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch19-i-finally-moved-to-lisbon-last-month-new-flat-in",
        "I finally moved to Lisbon last month, new flat in Alfama. Where do I get a tax number?",
        E("profile", "Lives in Lisbon", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch19-moved-to-leeds-in-june-the-rain-is-constant",
        "(moved to Leeds in June, the rain is constant)",
        E("profile", "Lives in Leeds", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch19-oliver-is-6-and-obsessed-with-sharks-any-documen",
        "Oliver is 6 and obsessed with sharks, any documentaries?",
        E("profile", "Child Oliver is 6", "add", slot="child:oliver"),
        group=G,
    ),
    U(
        "ch19-theo-and-i-are-done-for-good-this-time",
        "Theo and I are done, for good this time.",
        E("profile", "No longer: Theo", "add", slot="partner", fact_op="end"),
        group=G,
    ),
    U(
        "ch19-now-that-i-m-in-calgary-the-dry-air-is-wrecking",
        "now that I'm in Calgary the dry air is wrecking my skin, any tips?",
        E("profile", "Lives in Calgary", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch19-i-ve-been-transferred-to-pune-as-of-monday-what",
        "I've been transferred to Pune as of Monday, what should I pack?",
        E("profile", "Lives in Pune", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch19-quit-keto-doing-paleo-now-because-my-gp-said-so",
        "quit keto, doing paleo now because my GP said so",
        E("profile", "Diet: paleo", "update", slot="diet"),
        E("fact", "No longer: keto", "add", slot="?", fact_op="end"),
        group=G,
    ),
    U(
        "ch19-i-do-5-2-intermittent-fasting-is-black-coffee-ok",
        "I do 5:2 intermittent fasting, is black coffee ok?",
        E("profile", "Diet: intermittent fasting", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch19-mostly-pescatarian-these-days-easy-salmon-dinner",
        "mostly pescatarian these days, easy salmon dinners?",
        E("profile", "Diet: pescatarian", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch19-sattvic-diet-follower-here-any-breakfast-ideas",
        "sattvic diet follower here, any breakfast ideas?",
        E("profile", "Diet: sattvic", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch19-quick-one-as-a-tax-accountant-do-i-need-cpd-hour",
        "quick one: as a tax accountant do I need CPD hours every year?",
        E("profile", "Job title: tax accountant", "add", slot="role"),
        group=G,
    ),
    U(
        "ch19-is-a-masters-worth-it-if-i-m-already-a-data-anal",
        "Is a masters worth it if I'm already a data analyst?",
        E("profile", "Job title: data analyst", "add", slot="role"),
        group=G,
    ),
    U(
        "ch19-i-reside-in-uppsala-and-would-like-to-know-wheth",
        "I reside in Uppsala and would like to know whether I need a TV licence.",
        E("profile", "Lives in Uppsala", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch19-i-ve-been-doing-pottery-for-two-years-and-want-t",
        "I've been doing pottery for two years and want to try a wheel at home.",
        E("preference", "Hobby: pottery", "add", slot="hobby:pottery"),
        group=G,
    ),
    U(
        "ch19-my-birdwatching-notebook-is-full-what-app-should",
        "my birdwatching notebook is full, what app should I switch to?",
        E("preference", "Hobby: birdwatching", "add", slot="hobby:birdwatching"),
        group=G,
    ),
    U(
        "ch19-new-boss-is-farida-how-do-i-make-a-good-first-im",
        "new boss is Farida, how do I make a good first impression?",
        E("profile", "Reports to Farida (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch19-new-relationship-alert-mateo-and-he-loves-hiking",
        "new relationship alert — Mateo — and he loves hiking, date ideas?",
        E("profile", "Partner is Mateo", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch19-oscar-passed-at-16-last-week-we-adopted-pip-from",
        "Oscar passed at 16 last week, we adopted Pip from the shelter, how do I help her settle?",
        E("profile", "Has a pet named Pip", "add", slot="pet:pip"),
        E("profile", "No longer: Oscar", "add", slot="pet:oscar", fact_op="end"),
        group=G,
    ),
    U(
        "ch19-we-had-to-say-goodbye-to-rex-now-we-have-juno-a",
        "We had to say goodbye to Rex. Now we have Juno, a collie pup. Crate training tips?",
        E("fact", "No longer: Rex", "add", slot="?", fact_op="end"),
        E("profile", "Has a collie named Juno", "add", slot="pet:juno"),
        group=G,
    ),
    U(
        "ch19-after-the-merger-i-m-now-under-folasade-she-runs",
        "after the merger I'm now under Folasade, she runs the payments side",
        E("profile", "Reports to Folasade (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch19-now-i-have-bertil-as-manager-he-is-very-calm",
        "Now I have Bertil as manager, he is very calm.",
        E("profile", "Reports to Bertil (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch19-things-improved-since-oyelaran-took-over-the-tea",
        "things improved since Oyelaran took over the team, honestly",
        E("profile", "Reports to Oyelaran (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch19-dr-nakashima-is-my-main-supervisor-now-how-do-i",
        "Dr. Nakashima is my main supervisor now, how do I email her?",
        E("profile", "Reports to Dr. Nakashima (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch19-our-department-is-led-by-eng-karim-saleh-now-he",
        "our department is led by Eng. Karim Saleh now, he wants weekly reports",
        E("profile", "Reports to Eng. Karim Saleh (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch19-the-new-charge-nurse-wanjiru-changed-the-rota-ag",
        "the new charge nurse — Wanjiru — changed the rota again",
        E("profile", "Reports to Wanjiru (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch19-i-ve-started-seeing-someone-her-name-is-ximena-a",
        "I've started seeing someone. Her name is Ximena and she paints.",
        E("profile", "Partner is Ximena", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch19-now-i-am-dating-a-guy-from-my-gym-rafael-and-he",
        "Now I am dating a guy from my gym, Rafael, and he cooks.",
        E("profile", "Partner is Rafael", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch19-i-am-engaged-again-to-lindiwe",
        "I am engaged again, to Lindiwe.",
        E("profile", "Partner is Lindiwe", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch19-i-would-like-to-bake-a-cake-for-my-partner-joaqu",
        "I would like to bake a cake for my partner, Joaquim, who loves lemon.",
        E("profile", "Partner is Joaquim", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch19-now-i-date-svetlana-she-is-from-perm",
        "Now I date Svetlana, she is from Perm.",
        E("profile", "Partner is Svetlana", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch19-helga-and-i-have-decided-to-separate-it-s-amicab",
        "Helga and I have decided to separate, it's amicable.",
        E("profile", "No longer: Helga", "add", slot="partner", fact_op="end"),
        group=G,
    ),
    U(
        "ch19-rocky-ran-off-during-the-storm-and-never-came-ba",
        "rocky ran off during the storm and never came back",
        E("profile", "No longer: Rocky", "add", slot="pet:rocky", fact_op="end"),
        group=G,
    ),
    U(
        "ch19-we-took-in-a-scruffy-terrier-now-bramble-and-she",
        "we took in a scruffy terrier now, Bramble, and she digs everything",
        E("profile", "Has a terrier named Bramble", "add", slot="pet:bramble"),
        group=G,
    ),
    U(
        "ch19-im-driving-for-dhl-now-so-lunch-is-in-the-van",
        "im driving for DHL now so lunch is in the van",
        E("profile", "Works at DHL", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch19-i-ve-been-writing-kotlin-full-time-since-the-rew",
        "I've been writing Kotlin full-time since the rewrite.",
        E("preference", "Main programming language: Kotlin", "add", slot="tool:language"),
        group=G,
    ),
    U(
        "ch19-i-changed-my-company-to-globant-last-month",
        "I changed my company to Globant last month.",
        E("profile", "Works at Globant", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch19-hina-became-6-in-april-and-loves-reading",
        "Hina became 6 in April and loves reading.",
        E("profile", "Child Hina is 6", "add", slot="child:hina"),
        group=G,
    ),
]

CHANGES19_EMPTY: list[Case] = [
    NONE("ch19e-dd-if-dev-sda-of-backup-img-bs-4m", "dd if=/dev/sda of=backup.img bs=4M", group=GE),
    NONE("ch19e-my-parents-split-up-when-i-was-ten", "My parents split up when I was ten.", group=GE),
    NONE("ch19e-my-roommate-jonas-moved-out-last-week", "My roommate Jonas moved out last week.", group=GE),
    NONE("ch19e-my-sister-s-new-boyfriend-is-theo", "my sister's new boyfriend is Theo", group=GE),
    NONE("ch19e-we-stay-in-rome-when-we-visit-my-aunt", "We stay in Rome when we visit my aunt.", group=GE),
    NONE("ch19e-i-d-love-to-live-in-lisbon-one-day", "I'd love to live in Lisbon one day.", group=GE),
    NONE("ch19e-my-brother-transferred-to-halden-bank", "My brother transferred to Halden Bank.", group=GE),
    NONE("ch19e-is-keto-safe-for-teenagers", "Is keto safe for teenagers?", group=GE),
    NONE("ch19e-my-friend-s-doctor-told-her-to-go-vegan", "my friend's doctor told her to go vegan", group=GE),
    NONE(
        "ch19e-question-from-my-sister-how-do-i-get-a-visa", "Question from my sister: how do I get a visa?", group=GE
    ),
    NONE(
        "ch19e-ok-weird-question-is-it-normal-for-cats-to-eat-g",
        "Ok weird question: is it normal for cats to eat grass?",
        group=GE,
    ),
    NONE(
        "ch19e-what-s-a-good-name-for-a-new-puppy-maybe-rollo",
        "What's a good name for a new puppy? Maybe Rollo?",
        group=GE,
    ),
    NONE("ch19e-my-dad-s-new-boss-is-called-ama", "my dad's new boss is called Ama", group=GE),
    NONE(
        "ch19e-can-you-explain-this-my-colleague-is-vegan-and-i",
        "Can you explain this — my colleague is vegan and I'm confused: what's seitan?",
        group=GE,
    ),
    NONE("ch19e-sarah-and-i-split-the-bill-at-dinner", "Sarah and I split the bill at dinner", group=GE),
    NONE(
        "ch19e-since-tom-moved-in-next-door-it-s-been-noisy", "Since Tom moved in next door it's been noisy.", group=GE
    ),
    NONE("ch19e-i-m-supposed-to-move-to-oslo-next-month", "I'm supposed to move to Oslo next month.", group=GE),
    NONE(
        "ch19e-her-name-is-kiri-and-she-s-my-neighbour-s-dog", "her name is Kiri and she's my neighbour's dog", group=GE
    ),
    NONE("ch19e-my-mum-stays-in-accra", "my mum stays in Accra", group=GE),
    NONE("ch19e-pancake-my-sister-s-ferret-bit-me", "Pancake (my sister's ferret) bit me.", group=GE),
    NONE(
        "ch19e-hollis-and-i-finally-finished-painting-the-kitch",
        "Hollis and I finally finished painting the kitchen.",
        group=GE,
    ),
    NONE("ch19e-my-sister-s-company-lumen-pays-her-weekly", "My sister's company Lumen pays her weekly.", group=GE),
    NONE("ch19e-here-at-disneyland-it-s-packed", "here at Disneyland it's packed", group=GE),
    NONE("ch19e-i-m-at-costa-working-on-my-laptop", "I'm at Costa working on my laptop", group=GE),
    NONE("ch19e-our-office-in-dublin-is-closing-next-year", "Our office in Dublin is closing next year.", group=GE),
    NONE(
        "ch19e-my-friend-tom-moved-to-rust-at-work-and-loves-it",
        "my friend Tom moved to Rust at work and loves it",
        group=GE,
    ),
    NONE("ch19e-tom-got-a-new-job-his-new-boss-is-ada", "Tom got a new job, his new boss is Ada.", group=GE),
    NONE("ch19e-should-i-sell-my-climbing-gear", "should I sell my climbing gear?", group=GE),
    NONE("ch19e-we-re-eating-vegan-this-week", "we're eating vegan this week", group=GE),
    NONE(
        "ch19e-i-could-put-halyard-on-hold-but-i-d-rather-not",
        "I could put Halyard on hold but I'd rather not",
        group=GE,
    ),
    NONE(
        "ch19e-my-colleague-priti-got-a-new-manager-odile-fairb",
        "my colleague Priti got a new manager, Odile Fairbank",
        group=GE,
    ),
    NONE(
        "ch19e-my-coworker-says-gullwing-should-be-rewritten-in",
        "My coworker says Gullwing should be rewritten in Rust.",
        group=GE,
    ),
    NONE("ch19e-i-read-that-linear-is-switching-to-rust", "I read that Linear is switching to Rust.", group=GE),
    NONE("ch19e-i-would-like-to-live-in-paris-one-day", "I would like to live in Paris one day.", group=GE),
]
