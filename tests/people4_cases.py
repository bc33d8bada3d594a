"""Fourth-round cases for changes and endings of the people and places slots (job, employer, title,
manager, partner, a child's age, home). Written before reading the grammar, in the registers chat
actually uses: lowercase, typos, terse, a request with the fact tucked inside, the fact after a
question, and two sentences where the second refers back to a value the first one named.
``PEOPLE4_EMPTY`` holds what must produce nothing: somebody else's change, hypotheticals, questions,
quotes and advice requests about changes that are not the user's."""

from __future__ import annotations

from extraction_cases import CONV as C
from extraction_cases import NONE, Case, E, U

PR = "profile"

RES = dict(slot="residence")
MGR = dict(slot="manager")
PART = dict(slot="partner")
EMP = dict(slot="employer")
ROLE = dict(slot="role")
END = dict(fact_op="end")


def u(text: str) -> tuple[str, str]:
    return ("user", text)


def a(text: str) -> tuple[str, str]:
    return ("assistant", text)


PEOPLE4: list[Case] = [
    # ---- employer: a start at an organisation, by verb class and register
    U("pp4-started-at-monday", "started at Brightwell Labs on monday", E(PR, "Works at Brightwell Labs", **EMP)),
    U("pp4-i-start-at-next", "I start at Quillfeather next week, nervous!!", E(PR, "Works at Quillfeather", **EMP)),
    U(
        "pp4-just-joined",
        "just joined Marrowby Health as a nurse",
        E(PR, "Works at Marrowby Health", **EMP),
        E(PR, "Job title: nurse", **ROLE),
    ),
    U("pp4-new-job-at", "new job at Pellucid Systems, first week done", E(PR, "Works at Pellucid Systems", **EMP)),
    U("pp4-signed-with", "i signed with Harrowgate Analytics yesterday", E(PR, "Works at Harrowgate Analytics", **EMP)),
    U("pp4-accepted-offer", "I accepted the offer from Lindqvist Marine!", E(PR, "Works at Lindqvist Marine", **EMP)),
    U("pp4-work-for-now", "I work for Ostrander Freight now", E(PR, "Works at Ostrander Freight", **EMP)),
    U("pp4-im-at-now", "I'm at Kestrel Robotics now", E(PR, "Works at Kestrel Robotics", **EMP)),
    C(
        "pp4-off-to-after-team",
        [u("so I've been on the payments team at Halden Pay for four years"), u("but I'm off to Verdigris next month")],
        E(PR, "Works at Halden Pay", **EMP),
        E(PR, "Works at Verdigris", **EMP),
    ),
    # ---- employer: an ending, with or without a successor
    U("pp4-last-day-at", "my last day at Corvid Media was friday", E(PR, "No longer: Corvid Media", **EMP, **END)),
    U("pp4-handed-notice", "handed in my notice at Brambleton today", E(PR, "No longer: Brambleton", **EMP, **END)),
    U(
        "pp4-got-laid-off",
        "got laid off from Sunfleck Energy last week",
        E(PR, "No longer: Sunfleck Energy", **EMP, **END),
    ),
    # a bare "quit"/"moved out of" names no slot: the store resolves it against the stored value
    U("pp4-quit-org", "i quit Tallowmere yesterday, no regrets", E("fact", "No longer: Tallowmere", slot="?", **END)),
    U(
        "pp4-no-longer-at",
        "I'm no longer at Greyhaven Insurance",
        E(PR, "No longer: Greyhaven Insurance", **EMP, **END),
    ),
    U("pp4-finished-up-at", "finished up at Oakhurst last week", E(PR, "No longer: Oakhurst", **EMP, **END)),
    U(
        "pp4-dont-work-at-anymore",
        "i dont work at Pemberton Foods anymore",
        E(PR, "No longer: Pemberton Foods", **EMP, **END),
    ),
    # ---- role: a title change by verb class
    U("pp4-made-me-lead", "they made me team lead!", E(PR, "Job title: team lead", **ROLE)),
    U("pp4-promoted-to", "got promoted to senior designer", E(PR, "Job title: senior designer", **ROLE)),
    U("pp4-im-now-a", "I'm now a staff engineer", E(PR, "Job title: staff engineer", **ROLE)),
    U("pp4-moved-into-role", "moved into a product manager role in april", E(PR, "Job title: product manager", **ROLE)),
    U("pp4-stepped-up-as", "I stepped up as engineering manager", E(PR, "Job title: engineering manager", **ROLE)),
    U("pp4-title-is-now", "my title is now principal analyst", E(PR, "Job title: principal analyst", **ROLE)),
    U("pp4-working-as-now", "working as a paramedic now", E(PR, "Job title: paramedic", **ROLE)),
    U("pp4-switched-careers", "switched careers, I'm a carpenter now", E(PR, "Job title: carpenter", **ROLE)),
    # ---- manager: a change, the name sometimes in the next sentence
    U(
        "pp4-new-manager-appos",
        "new manager, Odile Fairbank, seems nice",
        E(PR, "Reports to Odile Fairbank (manager)", **MGR),
    ),
    U("pp4-new-boss-is", "my new boss is Teodor Lisk", E(PR, "Reports to Teodor Lisk (manager)", **MGR)),
    U(
        "pp4-report-to-now",
        "i report to Marguerite Oyelaran now",
        E(PR, "Reports to Marguerite Oyelaran (manager)", **MGR),
    ),
    U(
        "pp4-got-new-manager",
        "got a new manager this week, Casimir Holt",
        E(PR, "Reports to Casimir Holt (manager)", **MGR),
    ),
    U("pp4-manager-is-now", "my manager is now Ingrid Voss", E(PR, "Reports to Ingrid Voss (manager)", **MGR)),
    U(
        "pp4-took-over-team",
        "Bertrand Achebe took over my team on monday",
        E(PR, "Reports to Bertrand Achebe (manager)", **MGR),
    ),
    C(
        "pp4-mine-is-name",
        [u("everyone on my floor got a new manager in the reorg"), u("mine is Saoirse Quill")],
        E(PR, "Reports to Saoirse Quill (manager)", **MGR),
    ),
    C(
        "pp4-mine-is-name-now",
        [u("we all got reshuffled to new managers."), u("Mine's Anatole Brandt now, he seems sharp")],
        E(PR, "Reports to Anatole Brandt (manager)", **MGR),
    ),
    # ---- partner: a start or an end, sometimes referring back
    C(
        "pp4-met-official",
        [u("met Lucan through friends at a climbing gym, we're official now")],
        E(PR, "Partner is Lucan", **PART),
    ),
    C(
        "pp4-met-lower-and-official",
        [u("met rosalind at a friend's barbecue in the spring, and we're official now")],
        E(PR, "Partner is Rosalind", **PART),
    ),
    U("pp4-seeing-someone", "I've started seeing someone, her name is Ottilie", E(PR, "Partner is Ottilie", **PART)),
    U("pp4-moved-in-with", "my boyfriend Rune and I moved in together", E(PR, "Boyfriend is Rune", **PART)),
    U("pp4-got-married-to", "got married to Imogen in september!", E(PR, "Partner is Imogen", **PART)),
    U("pp4-broke-up-with", "I broke up with Florentin last night", E(PR, "No longer: Florentin", **PART, **END)),
    C(
        "pp4-split-after-name",
        [u("my girlfriend Wilhelmina and I had a long talk."), u("we split up")],
        E(PR, "Girlfriend is Wilhelmina", **PART),
        E(PR, "No longer: Wilhelmina", **PART, **END),
    ),
    U("pp4-divorced-from", "i'm divorced from Tobiah now", E(PR, "No longer: Tobiah", **PART, **END)),
    U("pp4-ex-now", "Ferdinand is my ex now", E(PR, "No longer: Ferdinand", **PART, **END)),
    # ---- a child's age: turned, now, and a request that carries the age
    U(
        "pp4-kid-turned",
        "my daughter Pernille turned 9 last week",
        E(PR, "Daughter Pernille is 9", slot="child:pernille"),
    ),
    C(
        "pp4-she-turned",
        [u("my daughter Hedda loves dinosaurs."), u("she turned 9 last week")],
        E(PR, "Daughter Hedda", slot="child:hedda"),
        E(PR, "Daughter Hedda is 9", slot="child:hedda"),
    ),
    U(
        "pp4-story-for-age-son",
        "bedtime story for a 10 year old? it's for my son Oisin",
        E(PR, "Son Oisin is 10", slot="child:oisin"),
    ),
    U(
        "pp4-party-ideas-age",
        "gift ideas for a 7-year-old? my daughter Liesel is obsessed with horses",
        E(PR, "Daughter Liesel is 7", slot="child:liesel"),
    ),
    U("pp4-just-turned-son", "my son Bastiaan just turned 14 ugh", E(PR, "Son Bastiaan is 14", slot="child:bastiaan")),
    U("pp4-kid-is-now", "Amaryllis, my kid, is 6 now", E(PR, "Kid Amaryllis is 6", slot="child:amaryllis")),
    # ---- home: a move, a settling, a leaving, a return
    U(
        "pp4-moved-out-of-to",
        "moved out of Leipzig, we're in Dresden now",
        E("fact", "No longer: Leipzig", slot="?", **END),
        E(PR, "Lives in Dresden", **RES),
    ),
    U("pp4-back-in-after", "back in Galway after two years away", E(PR, "Lives in Galway", **RES)),
    C(
        "pp4-settled-flat-there",
        [u("any good bakeries in Utrecht?"), u("we've just settled into our flat there")],
        E(PR, "Lives in Utrecht", **RES),
    ),
    C(
        "pp4-thats-where-i-live",
        [u("Trondheim? that's where I live")],
        E(PR, "Lives in Trondheim", **RES),
    ),
    U(
        "pp4-hour-of-where-i-live",
        "any day hikes within an hour of Kuopio? that's where we live",
        E(PR, "Lives in Kuopio", **RES),
    ),
    U(
        "pp4-its-place-for-us",
        "new city news: the rent in Bergen was mad, so it's Stavanger for us now",
        E(PR, "Lives in Stavanger", **RES),
    ),
    U("pp4-moved-into-new-flat", "we've just moved into our new flat in Aarhus", E(PR, "Lives in Aarhus", **RES)),
    U("pp4-let-go-by", "I was let go by Fennimore Print on tuesday", E(PR, "No longer: Fennimore Print", **EMP, **END)),
    U("pp4-relocated-to", "relocated to Cluj for work", E(PR, "Lives in Cluj", **RES)),
    U("pp4-we-bought-in", "we bought a house in Kilkenny!!", E(PR, "Lives in Kilkenny", **RES)),
    U("pp4-just-moved-typo", "just moevd to Graz, still unpacking", E(PR, "Lives in Graz", **RES)),
    U("pp4-home-is-now", "home is Valletta now", E(PR, "Lives in Valletta", **RES)),
    U("pp4-moved-back-to", "we moved back to Tampere in the summer", E(PR, "Lives in Tampere", **RES)),
    C(
        "pp4-moving-there-refer",
        [u("what's the weather like in Funchal in winter?"), u("asking because I live there now")],
        E(PR, "Lives in Funchal", **RES),
    ),
]

PEOPLE4_EMPTY: list[Case] = [
    NONE("pp4n-brother-started", "my brother started at Brightwell Labs on monday", group="typed-empty"),
    NONE("pp4n-wife-promoted", "my wife got promoted to senior designer", group="typed-empty"),
    NONE("pp4n-friend-last-day", "my friend's last day at Corvid Media was friday", group="typed-empty"),
    NONE("pp4n-if-i-quit", "if I quit Tallowmere, would I lose my bonus?", group="typed-empty"),
    NONE("pp4n-should-i-leave", "should I leave Caldera Group for a startup?", group="typed-empty"),
    NONE("pp4n-thinking-moving", "thinking about maybe moving to Dresden someday", group="typed-empty"),
    NONE("pp4n-how-to-tell-manager", "how do I tell my manager I'm quitting?", group="typed-empty"),
    NONE("pp4n-quote", 'my novel opens with "I moved to Galway the day my mother died"', group="typed-empty"),
    NONE("pp4n-met-someone-official", "met someone at a wedding, we're official now", group="typed-empty"),
    NONE("pp4n-trip-there", "any good bakeries in Utrecht? we're staying there for a week", group="typed-empty"),
    NONE("pp4n-its-for-us-no-move", "it's Stavanger for us this weekend, any tips?", group="typed-empty"),
    NONE("pp4n-sister-split", "my sister and her boyfriend split up", group="typed-empty"),
    NONE("pp4n-colleague-new-manager", "my colleague Priti got a new manager, Odile Fairbank", group="typed-empty"),
    NONE("pp4n-friend-moved", "Hannes moved out of Leipzig last year", group="typed-empty"),
    NONE("pp4n-advice-friend-divorce", "how can I support a friend going through a divorce?", group="typed-empty"),
    NONE("pp4n-question-turned", "what should a kid know by the time they turn 9?", group="typed-empty"),
    NONE("pp4n-character-made-lead", "in the show they made her team lead after one episode", group="typed-empty"),
    NONE("pp4n-would-you-move", "would you move to Cluj for a job?", group="typed-empty"),
    NONE("pp4n-dad-retired", "my dad finally left Ostrander Freight after 30 years", group="typed-empty"),
    NONE("pp4n-neighbours-moved", "our neighbours just moved back to Tampere", group="typed-empty"),
    NONE("pp4n-hypo-offer", "suppose I accepted the offer from Lindqvist Marine, what then?", group="typed-empty"),
    NONE("pp4n-niece-age", "gift for my niece who turned 9 last week?", group="typed-empty"),
    NONE("pp4n-cover-letter-start", "write a cover letter for a job at Pellucid Systems", group="typed-empty"),
    NONE("pp4n-teammate-off-to", "Jorun from my team is off to Verdigris next month", group="typed-empty"),
    NONE("pp4n-mine-no-manager", "my sister's new place is great. mine is tiny", group="typed-empty"),
    NONE("pp4n-not-moving", "we're not moving to Bilbao after all, staying put", group="typed-empty"),
    NONE("pp4n-boss-quit", "my boss quit yesterday and nobody knows why", group="typed-empty"),
    NONE(
        "pp4n-assistant-moved",
        "Many people who moved to Utrecht settle into a flat near the canals.",
        role="assistant",
        group="typed-empty",
    ),
]
