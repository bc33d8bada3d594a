"""Cases of 2026-11-27 (openers15): facts said in passing, beside a question or a request, in phrasings
of our own. Who the user is said as an opener ("As a pescatarian, ...", "As someone who reports to Farah,
...", "As Tomasz's wife, ..."), as a headline ("Bristol resident here", "Obsidian user for three years"),
before a question after a dash or a comma; partners said as the user's own title or by the pair ("I'm
Sunita's husband", "Priya and I have been married for six years"); diets named by the word "diet",
kept "strictly", put on by a doctor; a child tied to the user by a pronoun ("Freya -- she's my 7 year
old"). ``OPENERS15_EMPTY``: openers and headlines that name no identity ("As a kid", "as a rule",
"Tourist here"), a past ("were married", "used to live"), somebody else's diet or town before a question,
a hypothetical before a dash."""

from __future__ import annotations

from extraction_cases import NONE, Case, E, U

G = "openers15"
GE = "openers15-empty"

OPENERS15: list[Case] = [
    U(
        "op15-as-a-pescatarian-which-sushi-rolls-are-safe-for",
        "As a pescatarian, which sushi rolls are safe for me?",
        E("profile", "Diet: pescatarian", "add", slot="diet"),
        group=G,
    ),
    U(
        "op15-as-someone-who-works-at-siemens-do-i-get-a-disco",
        "As someone who works at Siemens, do I get a discount on their kettles?",
        E("profile", "Works at Siemens", "add", slot="employer"),
        group=G,
    ),
    U(
        "op15-as-someone-who-reports-to-farah-should-i-cc-her",
        "As someone who reports to Farah, should I cc her on this?",
        E("profile", "Reports to Farah (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "op15-as-tomasz-s-wife-i-get-roped-into-every-football",
        "As Tomasz's wife, I get roped into every football match.",
        E("profile", "Partner is Tomasz", "add", slot="partner"),
        group=G,
    ),
    U(
        "op15-as-an-atlassian-employee-how-do-i-word-this-to-p",
        "As an Atlassian employee, how do I word this to payroll?",
        E("profile", "Works at Atlassian", "add", slot="employer"),
        group=G,
    ),
    U(
        "op15-as-a-midwife-i-work-a-lot-of-night-shifts-any-sl",
        "As a midwife I work a lot of night shifts, any sleep tips?",
        E("profile", "Job title: midwife", "add", slot="role"),
        group=G,
    ),
    U(
        "op15-bristol-resident-here-where-s-good-for-brunch",
        "Bristol resident here — where's good for brunch?",
        E("profile", "Lives in Bristol", "add", slot="residence"),
        group=G,
    ),
    U(
        "op15-kotlin-dev-here-is-compose-multiplatform-stable",
        "Kotlin dev here, is Compose Multiplatform stable yet?",
        E("preference", "Main programming language: Kotlin", "add", slot="tool:language"),
        group=G,
    ),
    U(
        "op15-obsidian-user-for-three-years-how-do-i-sync-it-t",
        "Obsidian user for three years, how do I sync it to my phone?",
        E("preference", "Notes app: Obsidian", "add", slot="tool:notes"),
        group=G,
    ),
    U(
        "op15-paediatric-nurse-here-what-s-a-good-pen-torch",
        "Paediatric nurse here, what's a good pen torch?",
        E("profile", "Job title: Paediatric nurse", "add", slot="role"),
        group=G,
    ),
    U(
        "op15-bouldering-is-my-thing-which-chalk-bag-should-i",
        "Bouldering is my thing — which chalk bag should I get?",
        E("preference", "Hobby: Bouldering", "add", slot="hobby:bouldering"),
        group=G,
    ),
    U(
        "op15-priya-and-i-have-been-married-for-six-years-now",
        "Priya and I have been married for six years now.",
        E("profile", "Partner is Priya", "add", slot="partner"),
        group=G,
    ),
    U(
        "op15-i-have-a-husband-called-matteo-who-snores",
        "I have a husband called Matteo who snores.",
        E("profile", "Husband is Matteo", "add", slot="partner"),
        group=G,
    ),
    U(
        "op15-i-m-sunita-s-husband-so-i-handle-the-school-runs",
        "I'm Sunita's husband, so I handle the school runs.",
        E("profile", "Partner is Sunita", "add", slot="partner"),
        group=G,
    ),
    U(
        "op15-i-follow-a-low-carb-diet-on-weekdays",
        "I follow a low-carb diet on weekdays.",
        E("profile", "Diet: low-carb", "add", slot="diet"),
        group=G,
    ),
    U(
        "op15-i-ve-been-eating-vegan-since-january",
        "I've been eating vegan since January.",
        E("profile", "Diet: vegan", "add", slot="diet"),
        group=G,
    ),
    U(
        "op15-i-m-strictly-halal-so-check-the-menu-please",
        "I'm strictly halal, so check the menu please.",
        E("profile", "Diet: halal", "add", slot="diet"),
        group=G,
    ),
    U(
        "op15-my-gp-has-me-on-gluten-free-now",
        "My GP has me on gluten-free now.",
        E("profile", "Diet: gluten-free", "add", slot="diet"),
        group=G,
    ),
    U(
        "op15-could-you-suggest-chew-toys-for-my-beagle-waffle",
        "Could you suggest chew toys for my beagle, Waffles?",
        E("profile", "Has a beagle named Waffles", "add", slot="pet:waffles"),
        group=G,
    ),
    U(
        "op15-can-you-help-me-prep-for-my-1-1-with-my-manager",
        "Can you help me prep for my 1:1 with my manager, Ilse?",
        E("profile", "Reports to Ilse (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "op15-i-report-straight-to-morag-now",
        "I report straight to Morag now.",
        E("profile", "Reports to Morag (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "op15-party-ideas-for-freya-she-s-my-7-year-old-and-lo",
        "Party ideas for Freya — she's my 7 year old and loves dinosaurs.",
        E("profile", "Child Freya is 7", "add", slot="child:freya"),
        group=G,
    ),
    U(
        "op15-being-a-nurse-i-sleep-at-odd-hours",
        "Being a nurse, I sleep at odd hours.",
        E("profile", "Job title: nurse", "add", slot="role"),
        group=G,
    ),
]

OPENERS15_EMPTY: list[Case] = [
    NONE("op15e-as-a-kid-i-lived-in-lisbon", "As a kid, I lived in Lisbon.", group=GE),
    NONE("op15e-as-a-reminder-my-talk-is-on-friday", "As a reminder, my talk is on Friday.", group=GE),
    NONE("op15e-tourist-here-where-s-the-best-gelato", "Tourist here, where's the best gelato?", group=GE),
    NONE("op15e-newbie-here-how-do-i-set-up-git", "Newbie here — how do I set up git?", group=GE),
    NONE("op15e-as-my-sister-said-leeds-is-lovely", "As my sister said, Leeds is lovely.", group=GE),
    NONE("op15e-as-soon-as-i-land-in-oslo-i-ll-call-you", "As soon as I land in Oslo, I'll call you.", group=GE),
    NONE("op15e-beginner-here-which-guitar-should-i-buy", "Beginner here, which guitar should I buy?", group=GE),
    NONE("op15e-ferran-and-i-were-married-for-ten-years", "Ferran and I were married for ten years.", group=GE),
    NONE("op15e-my-sister-is-vegan-any-recipes-she-d-like", "My sister is vegan — any recipes she'd like?", group=GE),
    NONE(
        "op15e-my-brother-lives-in-porto-is-it-safe-there-at-ni",
        "My brother lives in Porto — is it safe there at night?",
        group=GE,
    ),
    NONE(
        "op15e-as-a-rule-i-don-t-answer-emails-at-weekends", "As a rule, I don't answer emails at weekends.", group=GE
    ),
    NONE("op15e-if-i-went-keto-would-i-lose-weight", "If I went keto — would I lose weight?", group=GE),
    NONE("op15e-meet-rex-my-neighbour-s-dog", "Meet Rex — my neighbour's dog.", group=GE),
    NONE(
        "op15e-as-someone-who-used-to-live-in-rome-i-miss-the-f",
        "As someone who used to live in Rome, I miss the food.",
        group=GE,
    ),
]
