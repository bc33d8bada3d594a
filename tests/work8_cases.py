"""Work cases of 2026-11-26 (work8), in phrasings of our own: a workplace beside a title said
with a word between ("over at", "out at"), a title announced as news ("New job! Product manager at
X" is never "Works at Product"), going over to a workplace with a title ("Heading to X to be a Y",
"next stop is X, where I'll be a Y"), headline openers ("new gig:", "career change:", "made the
jump"), a department after the employer ("..., in claims" is nobody speaking) and a company that
is never a manager. ``WORK8_EMPTY``: the same shapes about somebody else, wished or in the past."""

from __future__ import annotations

from extraction_cases import NONE, Case, E, U

G = "work8"
GE = "work8-empty"

WORK8: list[Case] = [
    U(
        "w8-i-m-now-a-senior-designer-over-at-pinecrest",
        "I'm now a senior designer over at Pinecrest Studio.",
        E("profile", "Job title: senior designer", "add", slot="role", fact_op="set"),
        E("profile", "Works at Pinecrest Studio", "add", slot="employer", fact_op="set"),
        group=G,
    ),
    U(
        "w8-these-days-i-m-a-nurse-out-at-halcyon-health",
        "These days I'm a nurse out at Halcyon Health.",
        E("profile", "Job title: nurse", "add", slot="role", fact_op="set"),
        E("profile", "Works at Halcyon Health", "add", slot="employer", fact_op="set"),
        group=G,
    ),
    U(
        "w8-new-job-product-manager-at-brightwater",
        "New job! Product manager at Brightwater.",
        E("profile", "Works at Brightwater", "add", slot="employer", fact_op="set"),
        E("profile", "Job title: Product manager", "add", slot="role", fact_op="set"),
        group=G,
    ),
    U(
        "w8-heading-to-larkspur-labs-to-be-a-research-sc",
        "Heading to Larkspur Labs to be a research scientist.",
        E("profile", "Works at Larkspur Labs", "add", slot="employer", fact_op="set"),
        E("profile", "Job title: research scientist", "add", slot="role", fact_op="set"),
        group=G,
    ),
    U(
        "w8-moving-to-tidewater-analytics-as-lead-engine",
        "Moving to Tidewater Analytics, as lead engineer this time.",
        E("profile", "Works at Tidewater Analytics", "add", slot="employer", fact_op="set"),
        E("profile", "Job title: lead engineer", "add", slot="role", fact_op="set"),
        group=G,
    ),
    U(
        "w8-headed-over-to-saltmarsh-capital-to-be-their",
        "Headed over to Saltmarsh Capital to be their new risk analyst.",
        E("profile", "Works at Saltmarsh Capital", "add", slot="employer", fact_op="set"),
        E("profile", "Job title: risk analyst", "add", slot="role", fact_op="set"),
        group=G,
    ),
    U(
        "w8-handed-in-my-notice-next-stop-is-copperleaf",
        "Handed in my notice; next stop is Copperleaf, where I'll be a UX researcher.",
        E("profile", "Job title: UX researcher", "add", slot="role", fact_op="set"),
        E("profile", "Works at Copperleaf", "add", slot="employer", fact_op="set"),
        group=G,
    ),
    U(
        "w8-so-i-m-working-for-greystone-insurance-now-i",
        "So I'm working for Greystone Insurance now, in claims.",
        E("profile", "Works at Greystone Insurance", "add", slot="employer", fact_op="set"),
        group=G,
    ),
    U(
        "w8-made-the-jump-from-nursing-to-software-junio",
        "Made the jump from nursing to software: junior developer at Kiteline.",
        E("profile", "Works at Kiteline", "add", slot="employer", fact_op="set"),
        E("profile", "Job title: junior developer", "add", slot="role", fact_op="set"),
        group=G,
    ),
    U(
        "w8-career-change-junior-architect-at-hollins-pa",
        "Career change: junior architect at Hollins & Park.",
        E("profile", "Works at Hollins & Park", "add", slot="employer", fact_op="set"),
        E("profile", "Job title: junior architect", "add", slot="role", fact_op="set"),
        group=G,
    ),
    U(
        "w8-new-gig-sound-engineer-for-redwing-records",
        "new gig: sound engineer for Redwing Records",
        E("profile", "Works at Redwing Records", "add", slot="employer", fact_op="set"),
        E("profile", "Job title: sound engineer", "add", slot="role", fact_op="set"),
        group=G,
    ),
    U(
        "w8-new-role-data-engineer-at-fernway",
        "New role: data engineer at Fernway.",
        E("profile", "Job title: data engineer", "add", slot="role", fact_op="set"),
        E("profile", "Works at Fernway", "add", slot="employer", fact_op="set"),
        group=G,
    ),
]

WORK8_EMPTY: list[Case] = [
    NONE(
        "w8-my-sister-is-now-a-senior-designer-over-at-p",
        "My sister is now a senior designer over at Pinecrest Studio.",
        group=GE,
    ),
    NONE(
        "w8-i-d-love-to-be-a-research-scientist-at-larks",
        "I'd love to be a research scientist at Larkspur Labs someday.",
        group=GE,
    ),
    NONE("w8-i-was-a-barista-at-grindhouse-back-in-colleg", "I was a barista at Grindhouse back in college.", group=GE),
    NONE(
        "w8-being-a-product-manager-at-a-startup-sounds",
        "Being a product manager at a startup sounds exhausting.",
        group=GE,
    ),
    NONE(
        "w8-my-brother-is-working-for-greystone-insuranc",
        "My brother is working for Greystone Insurance now, in claims.",
        group=GE,
    ),
    NONE(
        "w8-made-the-jump-into-cold-water-at-the-lido-th",
        "Made the jump into cold water at the lido this morning.",
        group=GE,
    ),
]

# an offer taken in two clauses, a new chapter, a title headline that begins now
WORK8 += [
    U(
        "w8-kestrel-labs-made-me-an-offer-and-i-took-it",
        "Kestrel Labs made me an offer and I took it!",
        E("profile", "Works at Kestrel Labs", "add", slot="employer", fact_op="set"),
        group=G,
    ),
    U(
        "w8-new-chapter-staff-nurse-at-kestrel-labs",
        "New chapter: staff nurse at Kestrel Labs.",
        E("profile", "Works at Kestrel Labs", "add", slot="employer", fact_op="set"),
        E("profile", "Job title: staff nurse", "add", slot="role", fact_op="set"),
        group=G,
    ),
    U(
        "w8-principal-engineer-at-tidewater-as-of-this-month",
        "Principal engineer at Tidewater as of this month!",
        E("profile", "Works at Tidewater", "add", slot="employer", fact_op="set"),
        E("profile", "Job title: Principal engineer", "add", slot="role", fact_op="set"),
        group=G,
    ),
]
WORK8_EMPTY += [
    NONE("w8-made-me-an-offer-but-i-turned-it-down", "Kestrel Labs made me an offer but I turned it down.", group=GE),
    NONE(
        "w8-principal-engineer-at-tidewater-is-hiring",
        "Principal engineer at Tidewater is hiring, should I apply?",
        group=GE,
    ),
    NONE(
        "w8-staff-nurse-at-kestrel-labs-sounds-like", "Staff nurse at Kestrel Labs sounds like a dream job.", group=GE
    ),
]

# a workplace whose name is abbreviated ("St.", "J.P.") or said with "the" (all capitals, or two words)
WORK8 += [
    U(
        "w8-staff-nurse-at-st-marys-hospital",
        "I've started as a staff nurse at St. Mary's Hospital.",
        E("profile", "Works at St. Mary's Hospital", "add", slot="employer", fact_op="set"),
        E("profile", "Job title: staff nurse", "add", slot="role", fact_op="set"),
        group=G,
    ),
    U(
        "w8-software-engineer-at-jp-morgan",
        "I'm a software engineer at J.P. Morgan now.",
        E("profile", "Works at J.P. Morgan", "add", slot="employer", fact_op="set"),
        E("profile", "Job title: software engineer", "add", slot="role", fact_op="set"),
        group=G,
    ),
    U(
        "w8-data-analyst-at-the-nhs",
        "I'm now a data analyst at the NHS.",
        E("profile", "Job title: data analyst", "add", slot="role", fact_op="set"),
        E("profile", "Works at NHS", "add", slot="employer", fact_op="set"),
        group=G,
    ),
    U(
        "w8-barista-at-the-daily-grind",
        "I'm a barista at the Daily Grind now.",
        E("profile", "Job title: barista", "add", slot="role", fact_op="set"),
        E("profile", "Works at Daily Grind", "add", slot="employer", fact_op="set"),
        group=G,
    ),
    U(
        "w8-nanny-for-the-whitlocks",
        "I'm a nanny for the Whitlocks.",
        E("profile", "Job title: nanny", "add", slot="role", fact_op="set"),
        group=G,
    ),
]
