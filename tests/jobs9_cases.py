"""Cases of our own for job news (wave 9): a workplace named in passing beside a word of the
user's employment ("colleagues at", "payroll at", "night shifts at", "teaching ... at", "my team
at"), a company bought by another, the newest hire of a workplace, a workplace told before its cue,
going over to a company, a title beside "currently at", no employer any more (unemployed, retired,
freelance, a company of one's own) and a job lost. ``JOBS9_EMPTY`` holds what must read nothing for
the job: other people's jobs, applications, plans given up, offers not taken, customers and
vendors, and leavings of things that are not the job (the office, a party, a team or project of
the workplace, a day off, a holiday)."""

from __future__ import annotations

from extraction_cases import Case, E, Expect, U

PR = "profile"
EMP = {"slot": "employer"}
ROLE = {"slot": "role"}


def _works(org: str) -> Expect:
    return E(PR, f"Works at {org}", **EMP)


def _title(title: str) -> Expect:
    return E(PR, f"Job title: {title}", **ROLE)


def _end(org: str) -> Expect:
    return E(PR, f"No longer: {org}", slot="employer", fact_op="end")


_NO_EMPLOYER = E(PR, "No longer: job", slot="employer", fact_op="end")
_NO_TITLE = E(PR, "No longer: title", slot="role", fact_op="end")

JOBS9: list[Case] = [
    # ---- a word of the user's own employment right before the workplace
    U(
        "j9-colleagues-at",
        "my colleagues at Osprey Freight threw me a surprise birthday thing",
        _works("Osprey Freight"),
    ),
    U("j9-boss-at", "my boss at Farrowdale Media wants the deck by friday", _works("Farrowdale Media")),
    U("j9-team-at", "My team at Fennimore Games just shipped, I'm so tired", _works("Fennimore Games")),
    U("j9-payroll-at", "payroll at Fairhaven Hotels messed up my pay again ugh", _works("Fairhaven Hotels")),
    U("j9-payroll-terse", "ugh, payroll at Ironside Freight again", _works("Ironside Freight")),
    U("j9-shifts-at", "night shifts at Harcourt Infirmary are killing me", _works("Harcourt Infirmary")),
    U(
        "j9-residency-at",
        "I'm doing my residency at St Aldric's Hospital, brutal hours",
        _works("St Aldric's Hospital"),
    ),
    U("j9-internship-at", "starting an internship at Mossbank Labs in june, so excited", _works("Mossbank Labs")),
    U("j9-interning-at", "I'm interning at Halyard Robotics this summer", _works("Halyard Robotics")),
    U("j9-teaching-at", "I'm teaching year 4 at Hollins Primary School this year", _works("Hollins Primary School")),
    U("j9-teach-at", "I teach maths at Greenhill Academy", _works("Greenhill Academy")),
    U("j9-works-been-mad-at", "work's been mad at Larchmont Health this week", _works("Larchmont Health")),
    U("j9-contracting-for", "I'm contracting for Halden Energy at the moment, 6 month gig", _works("Halden Energy")),
    U("j9-working-remotely-for", "I'm now working remotely for Tandem Labs in Berlin", _works("Tandem Labs")),
    U("j9-contract-with", "the contract with Stellan Group starts monday, 12 months", _works("Stellan Group")),
    U(
        "j9-onboarding-at",
        "Spent the day onboarding at Lanternfish, the laptop setup alone took 4 hours",
        _works("Lanternfish"),
    ),
    U("j9-started-today-at", "Started today at Oriel Health, mostly shadowing people", _works("Oriel Health")),
    U("j9-lower-ward-at", "i'm on the ward at st helens hospital most nights", _works("St Helens Hospital")),
    U(
        "j9-nights-as-at",
        "working nights as a security guard at Bexley Mall",
        _title("security guard"),
        _works("Bexley Mall"),
    ),
    # ---- the user's company as the subject: bought, merged, named in apposition
    U("j9-bought-by", "our company got bought by Veltrix so technically I work for Veltrix now", _works("Veltrix")),
    U(
        "j9-acquired-by",
        "we got acquired by Solenne Group last week, new email addresses and everything",
        _works("Solenne Group"),
    ),
    U("j9-buyer-first", "Brightwater Health bought our startup, so I work for them now", _works("Brightwater Health")),
    U("j9-my-company-apposed", "my company, Tidemark Inc, is finally doing a 4 day week", _works("Tidemark Inc")),
    # ---- the newest member, the workplace told before its cue, the office of a company
    U("j9-newest-hire", "I'm Pendle Robotics' newest hire as of monday", _works("Pendle Robotics")),
    U("j9-new-recruit", "officially Quarry & Vale's newest recruit!", _works("Quarry & Vale")),
    U("j9-where-ill-be-working", "Helix Bio -- that's where I'll be working from June", _works("Helix Bio")),
    U("j9-is-where-i-work", "Tessaly Bank is where I work now, for my sins", _works("Tessaly Bank")),
    U(
        "j9-office-of",
        "they transferred me to the Glasgow office of Arkwright Insurance, same job though",
        _works("Arkwright Insurance"),
    ),
    U("j9-branch-of", "I got transferred to the Leeds branch of Hartwell Bank", _works("Hartwell Bank")),
    # ---- going over to a company-shaped name
    U(
        "j9-off-to",
        "after 6 yrs at Gorsebrook I finally handed in my notice, I'm off to Tamarind Labs",
        _works("Tamarind Labs"),
    ),
    U(
        "j9-moving-to-capital",
        "So after 4 years at Kittering Bank I'm moving to Fairbourne Capital",
        _works("Fairbourne Capital"),
    ),
    U("j9-heading-to", "handed in my notice today, heading to Orla Systems in march", _works("Orla Systems")),
    # ---- a title beside "currently / now at"
    U(
        "j9-title-currently-at",
        "I'm a UX researcher, currently at Palisade Health",
        _title("UX researcher"),
        _works("Palisade Health"),
    ),
    U(
        "j9-lower-title-currently-at",
        "i'm a junior developer now, currently at brightwell software",
        _title("junior developer"),
        _works("Brightwell Software"),
    ),
    U("j9-at-and-now", "I'm at Holloway & Sons now, doing their books", _works("Holloway & Sons")),
    U("j9-title-not-the-cafe", "I'm a designer, currently at Starbucks working remotely", _title("designer")),
    # ---- an offer that came through
    U("j9-offer-came-through", "the Castellan Bank offer came through and I accepted it", _works("Castellan Bank")),
    U("j9-job-came-through", "the Marlow Group job finally came through!!", _works("Marlow Group")),
    # ---- no employer any more
    U("j9-unemployed", "I'm unemployed now, it's been a rough month", _NO_EMPLOYER, _NO_TITLE),
    U("j9-retired", "officially retired as of friday!!", _NO_EMPLOYER, _NO_TITLE),
    U("j9-went-freelance", "went freelance last month, it's scary but good", _NO_EMPLOYER, _NO_TITLE),
    U("j9-self-employed", "I'm self-employed these days, mostly web stuff", _NO_EMPLOYER, _NO_TITLE),
    U("j9-between-jobs", "between jobs at the moment so I have loads of free time", _NO_EMPLOYER, _NO_TITLE),
    U("j9-own-company-called", "started my own company, it's called Fieldnote", _works("Fieldnote"), _NO_TITLE),
    U("j9-retired-now", "I'm retired now, so plenty of time for the allotment", _NO_EMPLOYER, _NO_TITLE),
    U(
        "j9-own-consultancy-dash",
        "I founded my own consultancy — Larkspur Advisory",
        _works("Larkspur Advisory"),
        _NO_TITLE,
    ),
    # ---- a job lost
    U("j9-lost-my-job-at", "lost my job at Carrick Foods today", _end("Carrick Foods"), _NO_TITLE),
    U(
        "j9-retiring-from",
        "I'm retiring from Birchfield Council on friday after 30 years",
        _end("Birchfield Council"),
        _NO_TITLE,
    ),
    U(
        "j9-end-of-my-time",
        "Pretty sure that's the end of my time at Whitcombe Ltd, they announced redundancies and I'm on the list",
        _end("Whitcombe Ltd"),
        _NO_TITLE,
    ),
    # ---- a job lost without its name
    U(
        "j9-made-redundant-unnamed",
        "I got made redundant today, so that's the end of Tollgate Media for me",
        _NO_EMPLOYER,
        _NO_TITLE,
    ),
    U("j9-company-let-me-go", "the company let me go on friday, Darrow Tech is downsizing", _NO_EMPLOYER, _NO_TITLE),
    U("j9-they-fired-me", "they fired me lol, can't say I'm surprised", _NO_EMPLOYER, _NO_TITLE),
    # ---- the workplace beside the title: named as the firm, in a segment of its own, right after it
    U(
        "j9-the-firm-is",
        "starting monday as a staff accountant, the firm is Holbrook & Reyes",
        _title("staff accountant"),
        _works("Holbrook & Reyes"),
    ),
    U(
        "j9-the-company-is",
        "I'm joining as their lead engineer — the company is Tallow Robotics",
        _title("lead engineer"),
        _works("Tallow Robotics"),
    ),
    U(
        "j9-place-is-called",
        "my new job: sous chef, place is called Ember Kitchen",
        _title("sous chef"),
        _works("Ember Kitchen"),
    ),
    U("j9-title-over-at-lower", "i'm now an sre over at kestrel cloud", _title("sre"), _works("Kestrel Cloud")),
    # ---- titles of shops, care and shifts
    U("j9-title-quant", "Orrin Capital hired me as a junior quant!", _works("Orrin Capital"), _title("junior quant")),
    U("j9-title-bookseller", "I'm a bookseller at Blue Heron Books", _works("Blue Heron Books"), _title("bookseller")),
    U(
        "j9-title-support-worker",
        "I'm a support worker with Kindred Care",
        _works("Kindred Care"),
        _title("support worker"),
    ),
]

JOBS9_EMPTY: list[Case] = [
    U("j9n-applied-to", "I applied to Fernhill Press for a senior editor role"),
    U("j9n-was-going-to-join", "I was going to join Lumen Health but they pulled the offer"),
    U("j9n-offered-said-no", "they offered me a job at Quantex Labs but I said no"),
    U("j9n-colleague-quit", "my colleague Priya quit Veltrix yesterday"),
    U("j9n-husband-works", "my husband works at Meridian Labs"),
    U("j9n-his-job-at", "I'm helping my dad with his job at Ford"),
    U("j9n-phone-contract", "I just signed a new phone contract with Vodafone"),
    U("j9n-side-job-for-person", "I'm doing a side job for Mrs Patel, painting her fence"),
    U("j9n-call-with", "I had a call with Deloitte about our audit"),
    U("j9n-client", "our client Brooklands Motors wants a new website"),
    U("j9n-customers", "Nimbus Freight is one of our biggest customers"),
    U("j9n-used-to", "I used to work at Redwater Energy"),
    U("j9n-back-when", "back when I was at Kilnworth Studio we shipped every week"),
    U("j9n-off-to-dentist", "I'm off to the dentist, back at 3"),
    U("j9n-off-to-gym", "I'm off to the gym"),
    U("j9n-mum-retired", "my mum is retired now"),
    U("j9n-brother-freelance", "my brother went freelance last year"),
    U("j9n-used-to-be-freelance", "I used to be self-employed"),
    U("j9n-freelance-work", "freelance work is drying up"),
    U("j9n-currently-at-office", "currently at the Leeds office for a workshop"),
    U("j9n-with-tom", "I'm with Tom at the pub"),
    U("j9n-post-at-reddit", "I saw a post at Reddit about sourdough"),
    U("j9n-wish", "I wish I worked at Google"),
    U("j9n-didnt-get", "I didn't get the job at Pinecrest Software"),
    U("j9n-retired-from-sport", "retired from five-a-side last season, knees are shot"),
    U("j9n-retired-my-boots", "retired my old hiking boots for good"),
    U("j9n-mum-lost-job", "my mum lost her job at the council"),
    U("j9n-if-laid-off", "if I got laid off I'd go travelling"),
    U("j9n-sister-laid-off", "my sister got laid off"),
    U("j9n-thinking-freelance", "I'm thinking of going freelance"),
    U("j9n-dad-own-boss", "my dad is his own boss"),
    U("j9n-client-onboarding", "our client Thistle Bank is onboarding next week"),
    U("j9n-would-you", "would you work at Orchid Labs?"),
    U("j9n-buys-startup", "Kessler Group bought a startup in Leeds"),
]
