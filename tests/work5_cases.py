"""Cases of our own for work: joining, leaving, titles and managers in the shapes chat takes
(wave 5). Each class has several phrasings; ``WORK5_EMPTY`` holds what must produce nothing:
other people's jobs and bosses, job ads, wishes, hypotheticals, questions, quotes, past jobs and the
skip-level manager (the manager's manager is not the user's manager)."""

from __future__ import annotations

from extraction_cases import Case, E, Expect, U

PR = "profile"
EMP = {"slot": "employer"}
ROLE = {"slot": "role"}
MGR = {"slot": "manager"}


def _end(org: str) -> Expect:
    return E(PR, f"No longer: {org}", slot="employer", fact_op="end")


WORK5: list[Case] = [
    # ---- joining, being hired, onboarding
    U(
        "w5-first-week-at",
        "first week at Halcyon Robotics done, exhausted but happy",
        E(PR, "Works at Halcyon Robotics", **EMP),
    ),
    U("w5-hired-me", "Brightline Health hired me!", E(PR, "Works at Brightline Health", **EMP)),
    U(
        "w5-signed-contract",
        "signed my contract with Norvale Logistics today",
        E(PR, "Works at Norvale Logistics", **EMP),
    ),
    U("w5-new-gig-at", "my new gig at Copperleaf is going great", E(PR, "Works at Copperleaf", **EMP)),
    U("w5-employee-now", "oh and I'm a Tessellate employee now", E(PR, "Works at Tessellate", **EMP)),
    U("w5-with-now-new-job", "btw I'm with Ostrava Freight now (new job!)", E(PR, "Works at Ostrava Freight", **EMP)),
    U("w5-start-at-monday", "Update: I start at Veridian Bank on Monday", E(PR, "Works at Veridian Bank", **EMP)),
    U("w5-onboarded-at", "just onboarded at Fernhill Analytics", E(PR, "Works at Fernhill Analytics", **EMP)),
    U(
        "w5-offered-said-yes",
        "Big news: Solstice Media offered me the job and I said yes!",
        E(PR, "Works at Solstice Media", **EMP),
    ),
    U("w5-day-one-at", "day one at Quarry Lane Studios 🎉", E(PR, "Works at Quarry Lane Studios", **EMP)),
    U(
        "w5-hired-by-as",
        "I've been hired by Oakridge Medical as a charge nurse",
        E(PR, "Works at Oakridge Medical", **EMP),
        E(PR, "Job title: charge nurse", **ROLE),
    ),
    U(
        "w5-job-at-as",
        "I got a job at Lumen Partners as a junior analyst",
        E(PR, "Works at Lumen Partners", **EMP),
        E(PR, "Job title: junior analyst", **ROLE),
    ),
    U(
        "w5-started-as-at",
        "started as a junior web developer at Pixelgrove",
        E(PR, "Works at Pixelgrove", **EMP),
        E(PR, "Job title: junior web developer", **ROLE),
    ),
    U("w5-employee-dash", "I'm officially a Northwind employee - started Tuesday", E(PR, "Works at Northwind", **EMP)),
    U(
        "w5-joined-council-as",
        "I've joined Cinderford Council as a planning officer",
        E(PR, "Works at Cinderford Council", **EMP),
        E(PR, "Job title: planning officer", **ROLE),
    ),
    U("w5-now-working-for", "I'm now working for Silverpine Studios", E(PR, "Works at Silverpine Studios", **EMP)),
    U("w5-at-now-doing", "So I'm at Gildmore now, doing payroll", E(PR, "Works at Gildmore", **EMP)),
    U("w5-update-new-job-at", "update - new job at Corvid Security!", E(PR, "Works at Corvid Security", **EMP)),
    U(
        "w5-onboarding-at",
        "onboarding at Heliotrope this week, so many logins lol",
        E(PR, "Works at Heliotrope", **EMP),
    ),
    U("w5-im-a-x-er-now", "Happy news, I'm a Brackenridge hire as of today", E(PR, "Works at Brackenridge", **EMP)),
    # ---- leaving: the employer ends
    U("w5-laid-off-from", "Got laid off from Pellucid last week 😞", _end("Pellucid")),
    U("w5-let-go-from", "I was let go from Arcwell yesterday", _end("Arcwell")),
    # a bare "quit X" / "no longer at X" ends whatever stored item holds X (its slot is read at reconcile)
    U("w5-quit-today", "quit Dunmore Foods today!!", E("fact", "No longer: Dunmore Foods", slot="?", fact_op="end")),
    U("w5-last-day-at", "today was my last day at Hollis & Crane", _end("Hollis & Crane")),
    U("w5-redundant-from", "I got made redundant from Tarnfield in March", _end("Tarnfield")),
    U("w5-fired-from", "Fired from Boxwood today lol", _end("Boxwood")),
    U(
        "w5-no-longer-at",
        "no longer at Redhaven, I left in May",
        E("fact", "No longer: Redhaven", slot="?", fact_op="end"),
    ),
    U("w5-resigned-from", "I resigned from Kettleby Insurance", _end("Kettleby Insurance")),
    U(
        "w5-left-for",
        "Left Brambleton Press for Inkwell Books last month",
        E(PR, "Works at Inkwell Books", "update", target_hint="Brambleton Press", **EMP),
    ),
    U(
        "w5-quit-to-join",
        "I quit Farrow Digital to join Greenlight Energy",
        E(PR, "Works at Greenlight Energy", **EMP),
        _end("Farrow Digital"),
    ),
    # ---- titles: promotions, demotions, role changes
    U("w5-been-made-head-of", "I've been made head of operations.", E(PR, "Job title: head of operations", **ROLE)),
    U("w5-they-made-me-lead", "they made me team lead last week", E(PR, "Job title: team lead", **ROLE)),
    U("w5-im-x-now", "I'm a senior product designer now", E(PR, "Job title: senior product designer", **ROLE)),
    U(
        "w5-stepped-up-to",
        "stepped up to engineering manager this quarter",
        E(PR, "Job title: engineering manager", **ROLE),
    ),
    U(
        "w5-new-title-head-of",
        "new title: head of customer success",
        E(PR, "Job title: head of customer success", **ROLE),
    ),
    U("w5-the-new-charge-nurse", "I'm the new charge nurse on ward 5", E(PR, "Job title: charge nurse", **ROLE)),
    U("w5-moved-into-role", "moved into a product owner role", E(PR, "Job title: product owner", **ROLE)),
    U(
        "w5-switched-role",
        "switched from a QA role to a backend developer role",
        E(PR, "Job title: backend developer", "update", target_hint="QA", **ROLE),
    ),
    U(
        "w5-promoted-emoji",
        "Promoted to staff site reliability engineer 🙌",
        E(PR, "Job title: staff site reliability engineer", **ROLE),
    ),
    U("w5-demoted-to", "I got demoted to associate consultant, ugh", E(PR, "Job title: associate consultant", **ROLE)),
    U("w5-now-work-as", "I now work as a head chef", E(PR, "Job title: head chef", **ROLE)),
    U("w5-new-role-is", "my new role is director of engineering", E(PR, "Job title: director of engineering", **ROLE)),
    U("w5-as-of-this-week-bare", "As of this week I'm lead pharmacist", E(PR, "Job title: lead pharmacist", **ROLE)),
    U(
        "w5-promoted-yesterday",
        "I was promoted to regional sales director yesterday",
        E(PR, "Job title: regional sales director", **ROLE),
    ),
    U(
        "w5-got-my-promotion-dash",
        "got my promotion - I'm a senior data scientist now!",
        E(PR, "Job title: senior data scientist", **ROLE),
    ),
    U(
        "w5-landed-role-as",
        "Finally landed a role as a clinical psychologist",
        E(PR, "Job title: clinical psychologist", **ROLE),
    ),
    U(
        "w5-taken-on-role-of",
        "I've taken on the role of operations manager",
        E(PR, "Job title: operations manager", **ROLE),
    ),
    U("w5-their-new", "I'm their new office manager", E(PR, "Job title: office manager", **ROLE)),
    U("w5-now-im-an", "Now I'm an assistant principal", E(PR, "Job title: assistant principal", **ROLE)),
    U("w5-job-title-is", "new job title is senior UX writer", E(PR, "Job title: senior UX writer", **ROLE)),
    U("w5-made-me-head-of", "they made me head of people (!!)", E(PR, "Job title: head of people", **ROLE)),
    U("w5-been-promoted-to", "I've been promoted to shift supervisor", E(PR, "Job title: shift supervisor", **ROLE)),
    # ---- managers
    U("w5-report-to-now", "I report to Helga Brandt now", E(PR, "Reports to Helga Brandt (manager)", **MGR)),
    U("w5-runs-our-team-now", "Ingrid Solberg runs our team now", E(PR, "Reports to Ingrid Solberg (manager)", **MGR)),
    U("w5-my-lead-is", "my lead is Tomasz Nowak", E(PR, "Reports to Tomasz Nowak (manager)", **MGR)),
    U("w5-became-my-boss", "Kwame Mensah became my boss last month", E(PR, "Reports to Kwame Mensah (manager)", **MGR)),
    U(
        "w5-replaced-as-manager",
        "Yara Haddad replaced Leon Fisch as my manager",
        E(PR, "Reports to Yara Haddad (manager)", "update", target_hint="Leon Fisch", **MGR),
    ),
    U("w5-under-now", "I'm under Dmitri Volkov now", E(PR, "Reports to Dmitri Volkov (manager)", **MGR)),
    U("w5-s-my-new-supervisor", "Aisha Bello's my new supervisor", E(PR, "Reports to Aisha Bello (manager)", **MGR)),
    U(
        "w5-manager-left-covering",
        "my manager left; Carmen Ruiz is covering for now",
        E(PR, "Reports to Carmen Ruiz (manager)", **MGR),
    ),
    U(
        "w5-new-manager-starting",
        "new manager starting Monday: Priyanka Shah",
        E(PR, "Reports to Priyanka Shah (manager)", **MGR),
    ),
    U(
        "w5-reorg-line-manager",
        "We had a reorg, my new line manager is Oskar Lind",
        E(PR, "Reports to Oskar Lind (manager)", **MGR),
    ),
    U("w5-report-into", "After the reorg I report into Mei Tanaka", E(PR, "Reports to Mei Tanaka (manager)", **MGR)),
    U("w5-boss-is-now-paren", "my boss is now Grete Holm (finally!)", E(PR, "Reports to Grete Holm (manager)", **MGR)),
    U("w5-moved-to-team", "got moved to Lucia Romano's team", E(PR, "Reports to Lucia Romano (manager)", **MGR)),
    U("w5-new-team-lead", "Leila Amini is my new team lead", E(PR, "Reports to Leila Amini (manager)", **MGR)),
    U(
        "w5-manager-not-anymore",
        "my manager is Ruth Adler now, not Sven Aho",
        E(PR, "Reports to Ruth Adler (manager)", "update", target_hint="Sven Aho", **MGR),
    ),
    U(
        "w5-reporting-to-dash",
        "new team — reporting to Paulo Reis from Monday",
        E(PR, "Reports to Paulo Reis (manager)", **MGR),
    ),
    U(
        "w5-is-my-manager-now",
        "Greta Lund is officially my manager now",
        E(PR, "Reports to Greta Lund (manager)", **MGR),
    ),
    U("w5-i-work-under", "these days I work under Amara Okoye", E(PR, "Reports to Amara Okoye (manager)", **MGR)),
    U(
        "w5-took-over-team",
        "Rafael Costa took over my team last week",
        E(PR, "Reports to Rafael Costa (manager)", **MGR),
    ),
    U("w5-boss-changed-to", "my boss changed to Ines Duarte", E(PR, "Reports to Ines Duarte (manager)", **MGR)),
]

WORK5_EMPTY: list[Case] = [
    U("w5n-colleague-job", "my colleague got a job at Stratos Air"),
    U("w5n-sisters-boss", "my sister's boss is Karen Webb"),
    U("w5n-what-if-became", "what if I became a park ranger"),
    U("w5n-love-to-work-at", "I'd love to work at Pixar someday"),
    U("w5n-should-apply", "Should I apply to Datacore as a data engineer?"),
    U("w5n-boss-s-boss", "my boss's boss is Henrik Sand"),
    U("w5n-job-ad", "Hiring: senior backend engineer at Quantis, remote"),
    U("w5n-quoted-ad", 'The ad said "you\'ll report to Dana Moss"'),
    U("w5n-if-offer", "If they offer me the team lead role I'll take it"),
    U("w5n-husband-promoted", "my husband just got promoted to head chef"),
    U("w5n-tom-started", "Tom started at Veltro last week"),
    U("w5n-friend-charge-nurse", "my friend Ana is the new charge nurse at St Mary's"),
    U("w5n-skip-level", "My skip-level is Doreen Pike"),
    U("w5n-skip-level-manager", "my skip level manager is Doreen Pike"),
    U("w5n-reports-to-me", "Nadia Roy reports to me now"),
    U("w5n-interviewing-at", "I'm interviewing at Kestrel Robotics next week"),
    U("w5n-applied-to", "I applied to Orchard Health yesterday"),
    U("w5n-quit-question", "Do you think I should quit Gravelle?"),
    U("w5n-maybe-become", "maybe I'll become a product manager one day"),
    U("w5n-dad-firefighter", "my dad was a firefighter for 30 years"),
    U("w5n-i-manage", "I manage Priya and Tom"),
    U("w5n-quote-head-of-sales", 'He said "I\'m the new head of sales"'),
    U("w5n-lead-s-manager", "my team lead's manager is Irene Cole"),
    U("w5n-brother-works", "my brother works for Lockheed as an engineer"),
    U("w5n-hoping-hired", "I'm hoping to get hired by Nimbus Labs"),
    U("w5n-wish-worked", "I wish I worked at Valve"),
    U("w5n-imagine-ceo", "Imagine being the CEO of Fernway"),
    U("w5n-recruiter", "The recruiter from Halcyon called me about a staff engineer role"),
    U("w5n-hiring-nurse", "I'm hiring a senior nurse for my clinic"),
    U("w5n-wife-became-head", "my wife became head of radiology at Saint Jude"),
    U("w5n-is-x-my-manager", "Is Marta Quinn my manager or Greg's?"),
    U("w5n-might-be-made", "I might be made team lead next year"),
    U("w5n-used-to-report", "I used to report to Lionel Park"),
    U("w5n-friend-onboarding", "my friend is onboarding at Fernhill next week"),
    U("w5n-could-you-draft", "could you draft a resignation letter to Coldwater Inc"),
    U("w5n-mentor-says", "my mentor says I'd make a great engineering manager"),
]
