"""Cases of 2026-11-27 (changes15): a change of job, title, manager or home said by its own words, in
phrasings of our own: "jumped ship to", "got poached by", "finally landed at", "went in-house at", "X --
that's where I'm at now", "X is my employer now", "my new employer, X,", "joined the data team at X" (the
team is no employer), "The promotion came through: X", "New title: X", "X -- that's me now", "I was made
X", "stepped down from X back to Y", "The new boss, X,", "With X as my manager now", "my manger is X",
"my new reporting manager, X", "X -- that's home now", and the company named by a noun ("Orion company",
"working in Tata Steel ... as quality engineer"); a move said as a noun that is over ("My move to Braga
went really well"), "X is where I'm based now", "upped sticks to"; a pastime begun as learners say it
("started to learn", "have begun to do", "began with"); a child who "became 5"; "I eat only halal".
``CHANGES15_EMPTY``: the same words of somebody else's change, a hypothetical, a hedge, a plan."""

from __future__ import annotations

from extraction_cases import NONE, Case, E, U

G = "changes15"
GE = "changes15-empty"

CHANGES15: list[Case] = [
    U(
        "ch15-i-jumped-ship-to-calder-analytics-last-month",
        "I jumped ship to Calder Analytics last month.",
        E("profile", "Works at Calder Analytics", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch15-got-poached-by-mirelle-studios-starting-monday",
        "Got poached by Mirelle Studios, starting Monday.",
        E("profile", "Works at Mirelle Studios", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch15-finally-landed-at-brisk-logistics-after-months-o",
        "Finally landed at Brisk Logistics after months of applying.",
        E("profile", "Works at Brisk Logistics", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch15-i-went-in-house-at-tandem-bank",
        "I went in-house at Tandem Bank.",
        E("profile", "Works at Tandem Bank", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch15-orbital-foods-that-s-where-i-m-at-now",
        "Orbital Foods — that's where I'm at now.",
        E("profile", "Works at Orbital Foods", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch15-halvorsen-group-is-my-employer-now",
        "Halvorsen Group is my employer now.",
        E("profile", "Works at Halvorsen Group", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch15-my-new-employer-quayside-health-pays-for-parking",
        "My new employer, Quayside Health, pays for parking.",
        E("profile", "Works at Quayside Health", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch15-i-left-pernod-and-joined-the-data-team-at-kilnwo",
        "I left Pernod and joined the data team at Kilnworth.",
        E("profile", "Works at Kilnworth", "add", slot="employer"),
        E("profile", "No longer: Pernod", "add", slot="employer", fact_op="end"),
        group=G,
    ),
    U(
        "ch15-the-promotion-came-through-senior-buyer",
        "The promotion came through: senior buyer.",
        E("profile", "Job title: senior buyer", "add", slot="role"),
        group=G,
    ),
    U(
        "ch15-new-title-lead-engineer",
        "New title: lead engineer.",
        E("profile", "Job title: lead engineer", "add", slot="role"),
        group=G,
    ),
    U(
        "ch15-head-of-design-that-s-me-now",
        "Head of Design — that's me now.",
        E("profile", "Job title: Head of Design", "add", slot="role"),
        group=G,
    ),
    U(
        "ch15-i-was-made-team-lead-yesterday",
        "I was made team lead yesterday.",
        E("profile", "Job title: team lead", "add", slot="role"),
        group=G,
    ),
    U(
        "ch15-i-stepped-down-from-head-chef-back-to-sous-chef",
        "I stepped down from head chef back to sous chef.",
        E("profile", "Job title: sous chef", "add", slot="role"),
        group=G,
    ),
    U(
        "ch15-the-new-boss-marguerite-osei-starts-monday",
        "The new boss, Marguerite Osei, starts Monday.",
        E("profile", "Reports to Marguerite Osei (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch15-with-tobias-lind-as-my-manager-now-i-can-relax-a",
        "With Tobias Lind as my manager now, I can relax a bit.",
        E("profile", "Reports to Tobias Lind (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch15-my-manger-is-ilaria-conti-now",
        "my manger is Ilaria Conti now",
        E("profile", "Reports to Ilaria Conti (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch15-can-you-write-a-hello-note-to-my-new-reporting-m",
        "Can you write a hello note to my new reporting manager, Kofi Mensah?",
        E("profile", "Reports to Kofi Mensah (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch15-lisbon-that-s-home-now",
        "Lisbon — that's home now.",
        E("profile", "Lives in Lisbon", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch15-i-am-working-in-tata-steel-since-two-weeks-as-qu",
        "I am working in Tata Steel since two weeks as quality engineer.",
        E("profile", "Works at Tata Steel", "add", slot="employer"),
        E("profile", "Job title: quality engineer", "add", slot="role"),
        group=G,
    ),
    U(
        "ch15-i-changed-to-orion-company-last-month",
        "I changed to Orion company last month.",
        E("profile", "Works at Orion", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch15-kestrel-labs-is-where-i-ended-up",
        "Kestrel Labs is where I ended up.",
        E("profile", "Works at Kestrel Labs", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch15-my-new-position-at-vireo-is-senior-accountant",
        "My new position at Vireo is senior accountant.",
        E("profile", "Job title: senior accountant", "add", slot="role"),
        E("profile", "Works at Vireo", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch15-my-move-to-braga-went-really-well",
        "My move to Braga went really well.",
        E("profile", "Lives in Braga", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch15-valletta-is-where-i-m-based-now",
        "Valletta is where I'm based now.",
        E("profile", "Lives in Valletta", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch15-we-upped-sticks-to-inverness-last-spring",
        "We upped sticks to Inverness last spring.",
        E("profile", "Lives in Inverness", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch15-i-started-to-learn-calligraphy-last-month",
        "I started to learn calligraphy last month.",
        E("preference", "Hobby: calligraphy", "add", slot="hobby:calligraphy"),
        group=G,
    ),
    U(
        "ch15-i-have-begun-to-do-pilates-it-s-hard",
        "I have begun to do pilates, it's hard.",
        E("preference", "Hobby: pilates", "add", slot="hobby:pilates"),
        group=G,
    ),
    U(
        "ch15-i-began-with-fencing-in-september",
        "I began with fencing in September.",
        E("preference", "Hobby: fencing", "add", slot="hobby:fencing"),
        group=G,
    ),
    U(
        "ch15-my-son-idris-became-5-last-week",
        "My son Idris became 5 last week.",
        E("profile", "Son Idris is 5", "add", slot="child:idris"),
        group=G,
    ),
    U(
        "ch15-i-eat-only-halal-these-days",
        "I eat only halal these days.",
        E("profile", "Diet: halal", "add", slot="diet"),
        group=G,
    ),
]

CHANGES15_EMPTY: list[Case] = [
    NONE("ch15e-my-brother-jumped-ship-to-calder-analytics", "My brother jumped ship to Calder Analytics.", group=GE),
    NONE("ch15e-if-i-got-poached-by-mirelle-studios-i-d-go", "If I got poached by Mirelle Studios, I'd go.", group=GE),
    NONE("ch15e-lisbon-that-s-where-my-sister-lives-now", "Lisbon — that's where my sister lives now.", group=GE),
    NONE("ch15e-my-partner-was-made-team-lead", "My partner was made team lead.", group=GE),
    NONE("ch15e-maybe-i-ll-end-up-at-brisk-logistics", "Maybe I'll end up at Brisk Logistics.", group=GE),
    NONE("ch15e-my-brother-s-move-to-braga-went-well", "My brother's move to Braga went well.", group=GE),
    NONE("ch15e-my-move-to-braga-is-planned-for-june", "My move to Braga is planned for June.", group=GE),
    NONE("ch15e-valletta-is-where-my-parents-live-now", "Valletta is where my parents live now.", group=GE),
    NONE("ch15e-i-started-to-do-the-dishes", "I started to do the dishes.", group=GE),
]
