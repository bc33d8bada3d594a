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
    # ---- a second batch, written after the first was fixed and probed before any change for it
    U(
        "w5b-just-got-hired-at-maplestone",
        "just got hired at Maplestone Games!!",
        E("profile", "Works at Maplestone Games", slot="employer"),
    ),
    U(
        "w5b-signed-the-offer-with-ardent",
        "Signed the offer with Ardent Bio yesterday, starting in two weeks",
        E("profile", "Works at Ardent Bio", slot="employer"),
    ),
    U(
        "w5b-officially-joined-tindall-roe-this",
        "officially joined Tindall & Roe this morning",
        E("profile", "Works at Tindall & Roe", slot="employer"),
    ),
    U(
        "w5b-started-my-new-job-at",
        "Started my new job at Coldharbour Labs today",
        E("profile", "Works at Coldharbour Labs", slot="employer"),
    ),
    U(
        "w5b-kicked-off-my-first-day",
        "Kicked off my first day at Brightwater Capital",
        E("profile", "Works at Brightwater Capital", slot="employer"),
    ),
    U(
        "w5b-heron-logistics-took-me-on",
        "Heron Logistics took me on as a dispatcher",
        E("profile", "Works at Heron Logistics", slot="employer"),
        E("profile", "Job title: dispatcher", slot="role"),
    ),
    U(
        "w5b-i-ve-accepted-a-position",
        "I've accepted a position at Umbra Analytics",
        E("profile", "Works at Umbra Analytics", slot="employer"),
    ),
    U(
        "w5b-new-job-i-m-at",
        "new job!! I'm at Pennant Health now",
        E("profile", "Works at Pennant Health", slot="employer"),
    ),
    U(
        "w5b-got-the-job-at-willowby",
        "Got the job at Willowby Council 🎉",
        E("profile", "Works at Willowby Council", slot="employer"),
    ),
    U(
        "w5b-this-is-my-second-month",
        "This is my second month at Thornbury Partners",
        E("profile", "Works at Thornbury Partners", slot="employer"),
    ),
    U(
        "w5b-i-handed-in-my-notice",
        "I handed in my notice at Glenmoor today",
        E("profile", "No longer: Glenmoor", slot="employer", fact_op="end"),
    ),
    U(
        "w5b-sadly-i-was-laid-off",
        "Sadly I was laid off by Quillon last Friday",
        E("profile", "No longer: Quillon", slot="employer", fact_op="end"),
    ),
    U(
        "w5b-i-got-let-go-by",
        "I got let go by Sparrowhawk Media",
        E("profile", "No longer: Sparrowhawk Media", slot="employer", fact_op="end"),
    ),
    U(
        "w5b-finished-up-at-castellan-group",
        "Finished up at Castellan Group last week",
        E("profile", "No longer: Castellan Group", slot="employer", fact_op="end"),
    ),
    U(
        "w5b-i-don-t-work-at",
        "I don't work at Birchall anymore",
        E("profile", "No longer: Birchall", slot="employer", fact_op="end"),
    ),
    U(
        "w5b-bye-bye-larchfield-hello-sunbeam",
        "Bye bye Larchfield, hello Sunbeam Energy!",
        E("profile", "Works at Sunbeam Energy", "update", target_hint="Larchfield", slot="employer"),
    ),
    U(
        "w5b-moved-from-tarrant-media-to",
        "moved from Tarrant Media to Ostrich Films",
        E("profile", "Works at Ostrich Films", "update", target_hint="Tarrant Media", slot="employer"),
    ),
    U(
        "w5b-i-ve-been-promoted-i",
        "I've been promoted! I'm now a senior staff engineer",
        E("profile", "Job title: senior staff engineer", slot="role"),
    ),
    U(
        "w5b-now-officially-the-head-of",
        "Now officially the head of product 🎉",
        E("profile", "Job title: head of product", slot="role"),
    ),
    U(
        "w5b-i-got-bumped-to-lead",
        "I got bumped to lead designer",
        E("profile", "Job title: lead designer", slot="role"),
    ),
    U(
        "w5b-they-named-me-interim-head",
        "They named me interim head of finance",
        E("profile", "Job title: interim head of finance", slot="role"),
    ),
    U(
        "w5b-i-ve-stepped-into-the",
        "I've stepped into the engineering manager role",
        E("profile", "Job title: engineering manager", slot="role"),
    ),
    U(
        "w5b-i-m-switching-to-a",
        "I'm switching to a part-time tutor role",
        E("profile", "Job title: part-time tutor", slot="role"),
    ),
    U(
        "w5b-my-title-changed-from-analyst",
        "my title changed from analyst to senior analyst",
        E("profile", "Job title: senior analyst", "update", target_hint="analyst", slot="role"),
    ),
    U(
        "w5b-as-of-monday-i-m",
        "As of Monday I'm the deputy head of science",
        E("profile", "Job title: deputy head of science", slot="role"),
    ),
    U(
        "w5b-i-now-work-as-the",
        "I now work as the night charge nurse",
        E("profile", "Job title: night charge nurse", slot="role"),
    ),
    U(
        "w5b-i-m-no-longer-a",
        "I'm no longer a team lead, back to senior engineer",
        E("profile", "Job title: senior engineer", slot="role"),
    ),
    U(
        "w5b-i-ve-been-appointed-chief",
        "I've been appointed chief of staff",
        E("profile", "Job title: chief of staff", slot="role"),
    ),
    U(
        "w5b-just-got-promoted-to-vp",
        "Just got promoted to VP of marketing!",
        E("profile", "Job title: VP of marketing", slot="role"),
    ),
    U(
        "w5b-i-m-a-staff-site",
        "I'm a staff site reliability engineer now",
        E("profile", "Job title: staff site reliability engineer", slot="role"),
    ),
    U(
        "w5b-my-new-manager-is-sigrid",
        "My new manager is Sigrid Holm, starting next week",
        E("profile", "Reports to Sigrid Holm (manager)", slot="manager"),
    ),
    U(
        "w5b-reporting-to-anton-weiss-now",
        "Reporting to Anton Weiss now after the reshuffle",
        E("profile", "Reports to Anton Weiss (manager)", slot="manager"),
    ),
    U(
        "w5b-ola-nordmann-is-my-line",
        "Ola Nordmann is my line manager now",
        E("profile", "Reports to Ola Nordmann (manager)", slot="manager"),
    ),
    U(
        "w5b-i-ve-got-a-new",
        "I've got a new boss - Tove Lind",
        E("profile", "Reports to Tove Lind (manager)", slot="manager"),
    ),
    U(
        "w5b-after-the-reorg-my-manager",
        "after the reorg, my manager is Keiko Abe",
        E("profile", "Reports to Keiko Abe (manager)", slot="manager"),
    ),
    U(
        "w5b-my-team-lead-is-now",
        "my team lead is now Jonas Falk instead of Per Lund",
        E("profile", "Reports to Jonas Falk (manager)", "update", target_hint="Per Lund", slot="manager"),
    ),
    U(
        "w5b-marek-nowak-is-my-boss",
        "Marek Nowak is my boss these days",
        E("profile", "Reports to Marek Nowak (manager)", slot="manager"),
    ),
    U(
        "w5b-i-ve-moved-teams-i",
        "I've moved teams, I now report to Hana Sato",
        E("profile", "Reports to Hana Sato (manager)", slot="manager"),
    ),
    U(
        "w5b-wen-li-took-over-as",
        "Wen Li took over as my manager",
        E("profile", "Reports to Wen Li (manager)", slot="manager"),
    ),
    U(
        "w5b-my-old-boss-harold-retired",
        "my old boss Harold retired, so now I report to Chidi Obi",
        E("profile", "Reports to Chidi Obi (manager)", slot="manager"),
    ),
    # ---- a third batch, probed before any change for it
    U(
        "w5c-ok-so-i-m-officially",
        "ok so I'm officially employed by Rookwood Mills!",
        E("profile", "Works at Rookwood Mills", slot="employer"),
    ),
    U(
        "w5c-btw-started-at-vantablack-labs",
        "btw started at Vantablack Labs on monday",
        E("profile", "Works at Vantablack Labs", slot="employer"),
    ),
    U(
        "w5c-i-m-w-ferncastle-now",
        "I'm w/ Ferncastle now, new gig",
        E("profile", "Works at Ferncastle", slot="employer"),
    ),
    U(
        "w5c-joined-marrow-pike-as-their",
        "Joined Marrow & Pike as their new bookkeeper 🙂",
        E("profile", "Works at Marrow & Pike", slot="employer"),
        E("profile", "Job title: bookkeeper", slot="role"),
    ),
    U(
        "w5c-i-now-work-for-halberd",
        "I now work for Halberd (the consultancy, not the game)",
        E("profile", "Works at Halberd", slot="employer"),
    ),
    U(
        "w5c-week-at-saffron-health",
        "Week 1 at Saffron Health ✅",
        E("profile", "Works at Saffron Health", slot="employer"),
    ),
    U(
        "w5c-they-laid-me-off-at",
        "they laid me off at Brixton Print today",
        E("profile", "No longer: Brixton Print", slot="employer", fact_op="end"),
    ),
    U(
        "w5c-my-contract-with-ostler-ended",
        "my contract with Ostler ended last week",
        E("profile", "No longer: Ostler", slot="employer", fact_op="end"),
    ),
    U(
        "w5c-i-left-my-job-at",
        "I left my job at Penhallow yesterday",
        E("profile", "No longer: Penhallow", slot="employer", fact_op="end"),
    ),
    U(
        "w5c-quit-my-job-at-gorse",
        "Quit my job at Gorse Valley!",
        E("profile", "No longer: Gorse Valley", slot="employer", fact_op="end"),
    ),
    U(
        "w5c-i-got-promoted-to-lead",
        "I got promoted to lead nurse 🎉🎉",
        E("profile", "Job title: lead nurse", slot="role"),
    ),
    U(
        "w5c-they-ve-made-me-senior",
        "They've made me senior editor!",
        E("profile", "Job title: senior editor", slot="role"),
    ),
    U(
        "w5c-promotion-came-through-staff-engineer",
        "promotion came through - staff engineer as of today",
        E("profile", "Job title: staff engineer", slot="role"),
    ),
    U(
        "w5c-i-m-now-in-a",
        "I'm now in a team lead role",
        E("profile", "Job title: team lead", slot="role"),
    ),
    U(
        "w5c-i-changed-roles-i-m",
        "I changed roles, I'm a solutions architect now",
        E("profile", "Job title: solutions architect", slot="role"),
    ),
    U(
        "w5c-new-job-title-finally-head",
        "new job title (finally): head of data",
        E("profile", "Job title: head of data", slot="role"),
    ),
    U(
        "w5c-got-moved-down-to-junior",
        "got moved down to junior developer after the restructure",
        E("profile", "Job title: junior developer", slot="role"),
    ),
    U(
        "w5c-took-the-head-of-research",
        "Took the head of research job",
        E("profile", "Job title: head of research", slot="role"),
    ),
    U(
        "w5c-i-became-charge-nurse-last",
        "I became charge nurse last month",
        E("profile", "Job title: charge nurse", slot="role"),
    ),
    U(
        "w5c-my-job-now-is-site",
        "my job now is site manager",
        E("profile", "Job title: site manager", slot="role"),
    ),
    U(
        "w5c-my-manager-s-now-ruben",
        "My manager's now Ruben Dias",
        E("profile", "Reports to Ruben Dias (manager)", slot="manager"),
    ),
    U(
        "w5c-i-report-up-to-selma",
        "I report up to Selma Berg these days",
        E("profile", "Reports to Selma Berg (manager)", slot="manager"),
    ),
    U(
        "w5c-my-boss-is-joon-park",
        "My boss is Joon Park now, not Lena",
        E("profile", "Reports to Joon Park (manager)", "update", target_hint="Lena", slot="manager"),
    ),
    U(
        "w5c-nkechi-eze-is-my-new",
        "Nkechi Eze is my new line manager btw",
        E("profile", "Reports to Nkechi Eze (manager)", slot="manager"),
    ),
    U(
        "w5c-pia-kask-manages-me-now",
        "Pia Kask manages me now",
        E("profile", "Reports to Pia Kask (manager)", slot="manager"),
    ),
    U(
        "w5c-my-supervisor-is-now-dario",
        "my supervisor is now Dario Conti (since the reorg)",
        E("profile", "Reports to Dario Conti (manager)", slot="manager"),
    ),
    U(
        "w5c-i-ve-been-moved-under",
        "I've been moved under Yusuf Kaya",
        E("profile", "Reports to Yusuf Kaya (manager)", slot="manager"),
    ),
    U(
        "w5c-new-reporting-line-ezra-cole",
        "new reporting line: Ezra Cole",
        E("profile", "Reports to Ezra Cole (manager)", slot="manager"),
    ),
    U(
        "w5c-hugo-marin-replaced-ana-rey",
        "Hugo Marin replaced Ana Rey as my boss",
        E("profile", "Reports to Hugo Marin (manager)", "update", target_hint="Ana Rey", slot="manager"),
    ),
    U(
        "w5c-i-m-in-sana-mir",
        "I'm in Sana Mir's team now",
        E("profile", "Reports to Sana Mir (manager)", slot="manager"),
    ),
    # ---- a fourth batch, probed before any change for it
    U(
        "w5d-so-yeah-pemberton-analytics-is",
        "so yeah, Pemberton Analytics is my employer now",
        E("profile", "Works at Pemberton Analytics", slot="employer"),
    ),
    U(
        "w5d-new-company-halloran-webb",
        "new company: Halloran & Webb",
        E("profile", "Works at Halloran & Webb", slot="employer"),
    ),
    U(
        "w5d-i-m-starting-at-greystone",
        "I'm starting at Greystone Labs next month as a research scientist",
        E("profile", "Works at Greystone Labs", slot="employer"),
        E("profile", "Job title: research scientist", slot="role"),
    ),
    U(
        "w5d-accepted-an-offer-at-juniper",
        "Accepted an offer at Juniper Grove! 🙌",
        E("profile", "Works at Juniper Grove", slot="employer"),
    ),
    U(
        "w5d-i-just-signed-on-with",
        "I just signed on with Tallow Works",
        E("profile", "Works at Tallow Works", slot="employer"),
    ),
    U(
        "w5d-been-at-corrigan-foods-a",
        "Been at Corrigan Foods a week now and loving it",
        E("profile", "Works at Corrigan Foods", slot="employer"),
    ),
    U(
        "w5d-i-was-made-redundant-by",
        "I was made redundant by Ashby Mills on Friday",
        E("profile", "No longer: Ashby Mills", slot="employer", fact_op="end"),
    ),
    U(
        "w5d-i-quit-lindqvist-media-done",
        "I quit Lindqvist Media, done with that place",
        E("fact", "No longer: Lindqvist Media", slot="?", fact_op="end"),
    ),
    U(
        "w5d-i-ve-left-stavros-shipping",
        "I've left Stavros Shipping",
        E("fact", "No longer: Stavros Shipping", slot="?", fact_op="end"),
    ),
    U(
        "w5d-my-last-shift-at-mulberry",
        "my last shift at Mulberry Care was yesterday",
        E("profile", "No longer: Mulberry Care", slot="employer", fact_op="end"),
    ),
    U(
        "w5d-i-m-head-of-customer",
        "I'm head of customer success now 😅",
        E("profile", "Job title: head of customer success", slot="role"),
    ),
    U(
        "w5d-they-gave-me-the-lead",
        "They gave me the lead engineer title",
        E("profile", "Job title: lead engineer", slot="role"),
    ),
    U(
        "w5d-i-ve-gone-from-junior",
        "I've gone from junior to senior developer",
        E("profile", "Job title: senior developer", "update", target_hint="junior", slot="role"),
    ),
    U(
        "w5d-i-m-now-the-charge",
        "I'm now the charge nurse on nights",
        E("profile", "Job title: charge nurse", slot="role"),
    ),
    U(
        "w5d-i-m-acting-head-of",
        "I'm acting head of finance until June",
        E("profile", "Job title: acting head of finance", slot="role"),
    ),
    U(
        "w5d-working-as-a-locum-gp",
        "working as a locum GP now",
        E("profile", "Job title: locum GP", slot="role"),
    ),
    U(
        "w5d-zainab-ali-is-now-my",
        "Zainab Ali is now my manager",
        E("profile", "Reports to Zainab Ali (manager)", slot="manager"),
    ),
    U(
        "w5d-i-m-reporting-to-felix",
        "I'm reporting to Felix Braun from now on",
        E("profile", "Reports to Felix Braun (manager)", slot="manager"),
    ),
    U(
        "w5d-new-boss-as-of-today",
        "new boss as of today: Elin Ek",
        E("profile", "Reports to Elin Ek (manager)", slot="manager"),
    ),
    U(
        "w5d-ivo-horvat-s-the-one",
        "Ivo Horvat's the one I report to now",
        E("profile", "Reports to Ivo Horvat (manager)", slot="manager"),
    ),
    U(
        "w5d-matteo-ricci-has-taken-over",
        "Matteo Ricci has taken over as my line manager",
        E("profile", "Reports to Matteo Ricci (manager)", slot="manager"),
    ),
    U(
        "w5d-olu-adeyemi-leads-my-team",
        "Olu Adeyemi leads my team now",
        E("profile", "Reports to Olu Adeyemi (manager)", slot="manager"),
    ),
    U(
        "w5d-i-work-under-freya-lund",
        "I work under Freya Lund now",
        E("profile", "Reports to Freya Lund (manager)", slot="manager"),
    ),
    U(
        "w5d-i-m-not-a-manager",
        "I'm not a manager, just a senior engineer",
        E("profile", "Job title: senior engineer", slot="role"),
    ),
    U(
        "w5d-i-m-meeting-my-manager",
        "I'm meeting my manager Zainab Ali tomorrow",
        E("profile", "Reports to Zainab Ali (manager)", slot="manager"),
    ),
    # ---- a title lost with the job ends the title
    U(
        "w5e-lost-job-as",
        "lost my job as a line cook last week 😬",
        E(PR, "No longer: line cook", slot="role", fact_op="end"),
    ),
    U("w5e-quit-job-as", "I quit my job as a paralegal", E(PR, "No longer: paralegal", slot="role", fact_op="end")),
    # joining a club is a hobby, never an employer
    U("w5e-joined-a-club", "joined a chess club last week", E("preference", "Hobby: chess", slot="hobby:chess")),
    # ---- a fifth batch: changes that name the old value too, probed before any change for them
    U(
        "w5f-it-s-kestrel-labs-now",
        "it's Kestrel Labs now instead of Ironbark",
        E("profile", "Works at Kestrel Labs", "update", target_hint="Ironbark", slot="employer"),
    ),
    U(
        "w5f-no-longer-at-acme-corp",
        "no longer at Acme Corp - I'm at Globex now",
        E("fact", "No longer: Acme Corp", slot="?", fact_op="end"),
        E("profile", "Works at Globex", slot="employer"),
    ),
    U(
        "w5f-switched-jobs-ardent-bio-corvid",
        "switched jobs: Ardent Bio -> Corvid Security",
        E("profile", "Works at Corvid Security", "update", target_hint="Ardent Bio", slot="employer"),
    ),
    U(
        "w5f-i-was-a-nurse-now",
        "I was a nurse, now I'm a midwife",
        E("profile", "Job title: midwife", slot="role"),
    ),
    U(
        "w5f-used-to-be-a-teacher",
        "used to be a teacher but now I'm a school counsellor",
        E("profile", "Job title: school counsellor", slot="role"),
    ),
    U(
        "w5f-not-a-junior-analyst-anymore",
        "not a junior analyst anymore - senior analyst now!",
        E("profile", "Job title: senior analyst", slot="role"),
    ),
    U(
        "w5f-tom-reed-s-no-longer",
        "Tom Reed's no longer my manager, it's Yara Haddad now",
        E("profile", "Reports to Yara Haddad (manager)", slot="manager"),
    ),
    U(
        "w5f-my-manager-isn-t-tom",
        "my manager isn't Tom Reed anymore, it's Priya Nair",
        E("profile", "Reports to Priya Nair (manager)", "update", target_hint="Tom Reed", slot="manager"),
    ),
    U(
        "w5f-priya-nair-is-replacing-tom",
        "Priya Nair is replacing Tom Reed as my boss from Monday",
        E("profile", "Reports to Priya Nair (manager)", "update", target_hint="Tom Reed", slot="manager"),
    ),
    U(
        "w5f-i-don-t-report-to",
        "I don't report to Tom Reed anymore; I report to Priya Nair",
        E("profile", "Reports to Priya Nair (manager)", slot="manager"),
    ),
    U(
        "w5f-i-moved-from-marketing-manager",
        "I moved from marketing manager to head of brand",
        E("profile", "Job title: head of brand", "update", target_hint="marketing manager", slot="role"),
    ),
    U(
        "w5f-went-from-halden-bank-to",
        "Went from Halden Bank to Ostrich Films, wild change",
        E("profile", "Works at Ostrich Films", "update", target_hint="Halden Bank", slot="employer"),
    ),
    U(
        "w5f-left-the-nhs-and-joined",
        "left the NHS and joined Bupa",
        E("profile", "Works at Bupa", "update", target_hint="NHS", slot="employer"),
        E("profile", "No longer: NHS", slot="employer", fact_op="end"),
    ),
    U(
        "w5f-i-m-done-at-quillon",
        "I'm done at Quillon; starting at Brightline Health on Monday",
        E("profile", "No longer: Quillon", slot="employer", fact_op="end"),
        E("profile", "Works at Brightline Health", slot="employer"),
    ),
    U(
        "w5f-i-m-now-a-product",
        "I'm now a product lead (was a senior PM)",
        E("profile", "Job title: product lead", slot="role"),
    ),
    U(
        "w5f-my-boss-used-to-be",
        "my boss used to be Ana Rey, now it's Hugo Marin",
        E("profile", "Reports to Hugo Marin (manager)", slot="manager"),
    ),
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
    U("w5b-i-m-leaving-ravensworth-at", "I'm leaving Ravensworth at the end of the month"),
    U("w5b-my-direct-report-is-omar", "my direct report is Omar Said"),
    U("w5b-my-partner-just-got-hired", "my partner just got hired at Maplestone"),
    U("w5b-my-colleague-ravi-was-promoted", "my colleague Ravi was promoted to head of product"),
    U("w5b-my-boss-got-promoted-to", "my boss got promoted to VP of sales"),
    U("w5b-if-i-got-made-head", "if I got made head of ops I'd quit"),
    U("w5b-would-it-be-weird-to", "Would it be weird to report to my ex?"),
    U("w5b-our-ceo-left-glimmer-for", "our CEO left Glimmer for Stellar"),
    U("w5b-i-m-the-new-manager", '"I\'m the new manager" is what she told everyone'),
    U("w5b-i-m-applying-for-head", "I'm applying for head of operations at Corbin"),
    U("w5b-they-might-make-me-team", "they might make me team lead"),
    U("w5b-i-d-never-work-for", "I'd never work for Larkfield"),
    U("w5b-when-i-was-at-holloway", "When I was at Holloway I reported to Aiden Cross"),
    U("w5b-my-manager-s-manager-is", "my manager's manager is Ruth Vale"),
    U("w5b-jen-s-new-boss-is", "Jen's new boss is Carl Benz"),
    U("w5b-the-new-hire-reports-to", "the new hire reports to me"),
    U("w5b-i-m-looking-for-a", "I'm looking for a job as a nurse"),
    U("w5c-my-neighbour-got-laid-off", "my neighbour got laid off from Brixton Print"),
    U("w5c-my-skip-is-lotte-berg", "my skip is Lotte Berg"),
    U("w5c-my-mum-was-made-head", "My mum was made head of nursing"),
    U("w5c-should-i-ask-pia-kask", "should I ask Pia Kask to be my manager?"),
    U("w5c-i-d-hate-to-report", "I'd hate to report to Gil Amar"),
    U("w5c-if-rookwood-hires-me-i", "If Rookwood hires me I'll move"),
    U("w5c-my-boss-said-you-re", "my boss said 'you're the new team lead now'"),
    U("w5c-priya-manages-the-design-team", "Priya manages the design team"),
    U("w5c-kinloch-systems-is-hiring-a", "Kinloch Systems is hiring a staff engineer"),
    U("w5c-i-was-a-nurse-before", "I was a nurse before I retrained"),
    U("w5c-my-old-manager-tess-moreau", "my old manager Tess Moreau was great"),
    U("w5c-she-got-promoted-to-head", "She got promoted to head of sales"),
    U("w5c-our-team-lead-quit-so", "our team lead quit, so we're leaderless"),
    U("w5d-my-daughter-just-got-hired", "my daughter just got hired at Pemberton Analytics"),
    U("w5d-my-boss-s-new-title", "my boss's new title is VP of ops"),
    U("w5d-do-you-know-who-felix", "do you know who Felix Braun reports to?"),
    U("w5d-if-i-get-promoted-to", "if I get promoted to senior I'll celebrate"),
    U("w5d-i-want-to-be-a", "I want to be a head of product some day"),
    U("w5d-pemberton-analytics-has-great-reviews", "Pemberton Analytics has great reviews"),
    U("w5d-i-met-the-head-of", "I met the head of research at a conference"),
    U("w5d-the-job-posting-says-reports", "the job posting says 'reports to the CTO'"),
    U("w5d-my-old-boss-at-corrigan", "my old boss at Corrigan was Tom Hale"),
    U("w5d-our-intern-got-hired-at", "our intern got hired at Greystone Labs"),
    U("w5d-i-told-my-boss-i", "I told my boss I'm leaving"),
    U("w5d-elin-ek-is-a-manager", "Elin Ek is a manager at my gym"),
]
