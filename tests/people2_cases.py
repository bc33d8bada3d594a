"""Second-round cases for the people and places slots: value lexicons, verb classes, the
value-first fallback and change cues. Every phrasing is invented for the mechanism it covers, not
taken from a bench life; ``PEOPLE2_EMPTY`` holds the over-reach each mechanism must not commit
(somebody else's attribute, hypotheticals, questions, quotes)."""

from __future__ import annotations

from extraction_cases import NONE, Case, E, U

PR = "profile"

RES = dict(slot="residence")
MGR = dict(slot="manager")
PART = dict(slot="partner")
EMP = dict(slot="employer")
ROLE = dict(slot="role")

PEOPLE2: list[Case] = [
    # ---- residence: "<Place> is where I <live-class verb>", a home placed in/near a place
    U("pp2-where-i-live", "Tartu is where I live these days", E(PR, "Lives in Tartu", **RES)),
    U("pp2-where-we-landed", "Porto is where we landed after the move", E(PR, "Lives in Porto", **RES)),
    U("pp2-where-we-call-home", "Bergen is where we call home now", E(PR, "Lives in Bergen", **RES)),
    U("pp2-home-outskirts", "our flat is on the outskirts of Ghent", E(PR, "Lives in Ghent", **RES)),
    U("pp2-home-edge", "my house is on the east side of Lyon, near the ring road", E(PR, "Lives in Lyon", **RES)),
    U("pp2-aside-if-matters", "Tartu is where I live, if that matters", E(PR, "Lives in Tartu", **RES)),
    U("pp2-ended-up-in", "ended up in Tromsø after all", E(PR, "Lives in Tromsø", **RES)),
    U("pp2-we-landed-in", "we landed in Aarhus in the end", E(PR, "Lives in Aarhus", **RES)),
    U("pp2-put-down-roots", "I've put down roots in Dunedin", E(PR, "Lives in Dunedin", **RES)),
    U("pp2-renting-in", "we're renting in Kaunas for now", E(PR, "Lives in Kaunas", **RES)),
    U("pp2-living-in-im", "I'm living in Kaunas", E(PR, "Lives in Kaunas", **RES)),
    U("pp2-home-in-place-is", "our new flat in Kaunas is tiny", E(PR, "Lives in Kaunas", **RES)),
    U("pp2-my-house-in-has", "my house in Kaunas has a leak", E(PR, "Lives in Kaunas", **RES)),
    U("pp2-moved-here-to", "we moved here to Kaunas last year", E(PR, "Lives in Kaunas", **RES)),
    U("pp2-moved-count-after", "moved to Kaunas three weeks ago", E(PR, "Lives in Kaunas", **RES)),
    # a first-person run-on whose second verb drops the subject
    U("pp2-from-but-live", "I'm from Tartu originally but live in Kaunas now", E(PR, "Lives in Kaunas", **RES)),
    U("pp2-grew-up-and-live", "I grew up in Tartu and now live in Kaunas", E(PR, "Lives in Kaunas", **RES)),
    U("pp2-studied-but-work", "I studied in Leeds but work at Corrin Optics", E(PR, "Works at Corrin Optics", **EMP)),
    # a subject that includes the user: "me and my wife", "my husband and me"
    U("pp2-me-and-my-wife-live", "Me and my wife live in Kaunas", E(PR, "Lives in Kaunas", **RES)),
    U("pp2-me-and-my-partner-moved", "me and my partner moved to Kaunas", E(PR, "Lives in Kaunas", **RES)),
    U("pp2-husband-and-me-moved", "my husband and me just moved to Kaunas", E(PR, "Lives in Kaunas", **RES)),
    # ---- manager: headline joined by "=", ":" or a dash; "my manager changed ... it's X now"
    U("pp2-boss-equals", "the boss = Ilse Varga", E(PR, "Reports to Ilse Varga (manager)", **MGR)),
    U("pp2-um-boss-equals", "um my supervisor = Ilse Varga", E(PR, "Reports to Ilse Varga (manager)", **MGR)),
    U("pp2-team-lead-dash", "new team lead - Oswin Tate", E(PR, "Reports to Oswin Tate (manager)", **MGR)),
    U("pp2-boss-em-dash", "new boss — Marit Olsen", E(PR, "Reports to Marit Olsen (manager)", **MGR)),
    U(
        "pp2-manager-changed-dash",
        "my manager changed again -- it's Priya Raman now",
        E(PR, "Reports to Priya Raman (manager)", **MGR),
    ),
    U(
        "pp2-boss-switched",
        "my boss switched, it's Tobias Lund now",
        E(PR, "Reports to Tobias Lund (manager)", **MGR),
    ),
    # ---- partner: "<Name> and I are <together-class>", the break-up class as an end
    U("pp2-and-i-a-thing", "Leontine and I are a thing now", E(PR, "Partner is Leontine", **PART)),
    U("pp2-me-and-together", "me and Anselm are officially together", E(PR, "Partner is Anselm", **PART)),
    U("pp2-and-i-engaged", "Rosalind and I are engaged!!", E(PR, "Partner is Rosalind", **PART)),
    U("pp2-broke-up", "me and Dario broke up last week", E(PR, "No longer: Dario", slot="partner", fact_op="end")),
    U(
        "pp2-not-together",
        "Signe and I aren't together anymore",
        E(PR, "No longer: Signe", slot="partner", fact_op="end"),
    ),
    U(
        "pp2-called-it-quits",
        "Matteo and I called it quits",
        E(PR, "No longer: Matteo", slot="partner", fact_op="end"),
    ),
    # ---- job: "one of their <occupations>", "at <Org> I do <occupation> stuff", a promotion headline
    U(
        "pp2-one-of-their",
        "I work for Hallam Cellars; I'm one of their sommeliers.",
        E(PR, "Works at Hallam Cellars", **EMP),
        E(PR, "Job title: sommelier", **ROLE),
    ),
    U(
        "pp2-at-org-i-do",
        "at Pell & Rowe i do bookkeeper stuff",
        E(PR, "Works at Pell & Rowe", **EMP),
        E(PR, "Job title: bookkeeper", **ROLE),
    ),
    U("pp2-step-up", "step up at work: head farrier, finally", E(PR, "Job title: head farrier", **ROLE)),
    U("pp2-promotion-colon", "promoted: senior doula", E(PR, "Job title: senior doula", **ROLE)),
    U("pp2-first-week-at", "first week at Corrin Optics done!", E(PR, "Works at Corrin Optics", **EMP)),
    U("pp2-first-day-at", "my first day at Corrin Optics is tomorrow", E(PR, "Works at Corrin Optics", **EMP)),
    U("pp2-second-week-with", "second week with Corrin Optics went fine", E(PR, "Works at Corrin Optics", **EMP)),
    U("pp2-became-title", "I became a florist last spring", E(PR, "Job title: florist", **ROLE)),
    U("pp2-have-become-title", "I've become a beekeeper this year", E(PR, "Job title: beekeeper", **ROLE)),
    U("pp2-just-became", "I just became head luthier", E(PR, "Job title: head luthier", **ROLE)),
    U(
        "pp2-my-job-is-title-at",
        "my job is glazier at Fenwick Glass",
        E(PR, "Works at Fenwick Glass", **EMP),
        E(PR, "Job title: glazier", **ROLE),
    ),
    U(
        "pp2-my-job-is-title-in-company",
        "my job is orthotist in Brackley Health company",
        E(PR, "Works at Brackley Health", **EMP),
        E(PR, "Job title: orthotist", **ROLE),
    ),
    U(
        "pp2-my-role-is-now",
        "my role is now chief sommelier with Vine & Barrel",
        E(PR, "Works at Vine & Barrel", **EMP),
        E(PR, "Job title: chief sommelier", **ROLE),
    ),
    U("pp2-ampersand-org", "I work at Quill & Anchor now", E(PR, "Works at Quill & Anchor", **EMP)),
    U(
        "pp2-left-joined",
        "left Oakley Print on friday, joined Dunmore Labs",
        E(PR, "Works at Dunmore Labs", "update", target_hint="Oakley Print", **EMP),
    ),
    U(
        "pp2-quit-started",
        "quit Harlow Foods and started at Brindle Works",
        E(PR, "Works at Brindle Works", "update", target_hint="Harlow Foods", **EMP),
        E(PR, "No longer: Harlow Foods", slot="employer", fact_op="end"),
    ),
    # ---- value first: "my <kin word> <Name>" whatever verb surrounds it
    U("pp2-kin-for-my-son", "it's for my son Caspian.", E(PR, "Son Caspian", slot="child:caspian")),
    U("pp2-kin-took-daughter", "took my daughter Ilse to the dentist", E(PR, "Daughter Ilse", slot="child:ilse")),
    U("pp2-kin-our-kid", "our kid Bertil hates broccoli", E(PR, "Kid Bertil", slot="child:bertil")),
    U("pp2-kin-with-husband", "went to Oslo with my husband Tarquin", E(PR, "Husband is Tarquin", slot="partner")),
    # ---- a child's age from a second frame joins the first ("my kid <name> is 6")
    U("pp2-kid-lower-age", "my kid wendeline is 6 now", E(PR, "Kid Wendeline is 6", slot="child:wendeline")),
    U("pp2-appos-age", "Solvej, my daughter, is 5 and loves frogs", E(PR, "Daughter Solvej is 5", slot="child:solvej")),
    U(
        "pp2-my-two-are",
        "so my two are bartholomew (8) and wren (2), both wild",
        E(PR, "Child Bartholomew is 8", slot="child:bartholomew"),
        E(PR, "Child Wren is 2", slot="child:wren"),
    ),
    # ---- "X out, Y in": a change cue for any slot, resolved by the stored item holding X
    U(
        "pp2-out-in-employer",
        "Harlow Foods out, Brindle Works in",
        # (both names end in a company's word, so the switch is the employer's: session 18)
        E("profile", "Works at Brindle Works", "update", target_hint="Harlow Foods", slot="employer"),
    ),
    U(
        "pp2-out-in-city",
        "Lisbon out, Porto in",
        E("fact", "Porto (instead of Lisbon)", "update", target_hint="Lisbon", slot="?"),
    ),
    U(
        "pp2-out-in-label",
        "Quillfeather: Koyeb out, Dokku in",  # a known host under a project's name: the project's decision
        E(
            "project",
            "Project Quillfeather uses Dokku",
            "update",
            target_hint="Koyeb",
            slot="project:quillfeather:hosting",
        ),
    ),
    # ---- pets listed after a plural kind
    U(
        "pp2-my-cats-and",
        "my cats Pudding and Soba are asleep on the laptop",
        E(PR, "Has a pet named Pudding", slot="pet:pudding"),
        E(PR, "Has a pet named Soba", slot="pet:soba"),
    ),
    U(
        "pp2-our-two-dogs",
        "our two dogs, Juniper and Moss, need a walk",
        E(PR, "Has a pet named Juniper", slot="pet:juniper"),
        E(PR, "Has a pet named Moss", slot="pet:moss"),
    ),
    U(
        "pp2-my-rabbits-amp",
        "my rabbits Clover & Bean chewed the cable",
        E(PR, "Has a pet named Clover", slot="pet:clover"),
        E(PR, "Has a pet named Bean", slot="pet:bean"),
    ),
    # ---- a pet or child in apposition after "I have", or named as the user's
    U(
        "pp2-have-breed-comma",
        "I have a golden retriever, Maple",
        E(PR, "Has a golden retriever named Maple", slot="pet:maple"),
    ),
    U("pp2-we-have-dog-who", "we have a dog, Bolt, who hates rain", E(PR, "Has a dog named Bolt", slot="pet:bolt")),
    U("pp2-name-is-my-dog", "Bolt is my dog", E(PR, "Has a dog named Bolt", slot="pet:bolt")),
    U("pp2-name-is-my-cat", "Pip is our cat", E(PR, "Has a cat named Pip", slot="pet:pip")),
    U("pp2-name-is-my-daughter", "Mia is my daughter", E(PR, "Daughter Mia", slot="child:mia")),
    # ---- pet adopted, named last
    U(
        "pp2-pet-named-last",
        "got a lop rabbit from the rescue, Clementine",
        E(PR, "Has a rabbit named Clementine", slot="pet:clementine"),
    ),
    U(
        "pp2-pet-adopted-named-last",
        "we adopted a greyhound from the track last spring, Pilot",
        E(PR, "Has a greyhound named Pilot", slot="pet:pilot"),
    ),
]

PEOPLE2_EMPTY = [
    # ---- "<someone>'s <relation/attribute>" is that person's fact, never the user's
    NONE("pp2-sisters-boss", "my sister's new boss is Oswin Tate", group="typed-empty"),
    NONE("pp2-partners-boss", "my partner's boss is Philippa Crane", group="typed-empty"),
    NONE("pp2-neighbours-boss-bare", "Neighbour's new boss is Oswin Tate", group="typed-empty"),
    NONE("pp2-mums-flat", "my mum's flat is in Leeds", group="typed-empty"),
    NONE("pp2-daughters-teacher", "my daughter's teacher is Mr Brown", group="typed-empty"),
    NONE("pp2-cousins-employer", "my cousin's employer is Halden Freight", group="typed-empty"),
    NONE("pp2-where-question", "is Tartu where I live?", group="typed-empty"),
    NONE("pp2-where-sister-lives", "Tartu is where my sister lives", group="typed-empty"),
    NONE("pp2-others-broke-up", "my sister and Tom broke up", group="typed-empty"),
    NONE("pp2-others-a-thing", "Tom and my sister are a thing now", group="typed-empty"),
    NONE("pp2-if-split", "if Ravi and I split up, who keeps the flat?", group="typed-empty"),
    NONE("pp2-brothers-boss-equals", "my brother's boss = Ilse Varga", group="typed-empty"),
    NONE("pp2-brother-left-joined", "my brother left Acme and joined Brix", group="typed-empty"),
    NONE("pp2-quoted-boss", 'she said "new boss - Marit Olsen"', group="typed-empty"),
    NONE("pp2-assistant-boss", "Your new team lead - Oswin Tate", role="assistant", group="typed-empty"),
    # an occupation the user deals with, owns by someone else, or plays in fiction is not their title
    NONE("pp2-hiring-a-glazier", "I'm hiring a glazier next week", group="typed-empty"),
    NONE("pp2-seeing-a-tailor", "I'm seeing a tailor about my suit", group="typed-empty"),
    NONE("pp2-calling-a-roofer", "I'm calling a roofer tomorrow", group="typed-empty"),
    NONE("pp2-story-writing", "for a story I'm writing: I'm a luthier in old Cremona", group="typed-empty"),
    NONE("pp2-in-the-game", "I'm a blacksmith in the game", group="typed-empty"),
    NONE("pp2-for-my-campaign", "for my campaign I'm a farrier at Oakhold", group="typed-empty"),
    NONE("pp2-sisters-son", "my sister's son Caspian is visiting", group="typed-empty"),
    NONE("pp2-ex-wife", "my ex-wife Maren called about the car", group="typed-empty"),
    NONE("pp2-if-my-son", "if my son Leopold gets in, should he take it?", group="typed-empty"),
    NONE("pp2-their-two-are", "their two are bartholomew (8) and wren (2)", group="typed-empty"),
    NONE("pp2-sister-ended-up", "my sister ended up in Tromsø", group="typed-empty"),
    NONE("pp2-ended-up-in-a-bar", "ended up in a bar in Porto", group="typed-empty"),
    NONE("pp2-sisters-cats", "my sister's cats Pudding and Soba are asleep", group="typed-empty"),
    NONE("pp2-son-turned-no-name", "my son turned 7 yesterday", group="typed-empty"),
    NONE("pp2-friend-first-week", "my friend's first week at Corrin Optics went fine", group="typed-empty"),
    NONE("pp2-he-became", "he became a florist last spring", group="typed-empty"),
    NONE("pp2-sisters-live-coord", "my sisters are from Tartu but live in Kaunas", group="typed-empty"),
    NONE("pp2-sisters-flat-in", "my sister's new flat in Kaunas is tiny", group="typed-empty"),
    NONE("pp2-sisters-dog-is", "Bolt is my sister's dog", group="typed-empty"),
    NONE("pp2-daughters-friend", "Mia is my daughter's friend", group="typed-empty"),
    NONE("pp2-neighbour-has-dog", "my neighbour has a dog, Bolt, who barks", group="typed-empty"),
    NONE("pp2-if-renting", "if we're renting in Kaunas, is a deposit normal?", group="typed-empty"),
    NONE("pp2-sister-and-husband-moved", "my sister and her husband moved to Kaunas", group="typed-empty"),
    NONE("pp2-me-and-sisters-family", "me and my sister's family moved to Kaunas", group="typed-empty"),
    NONE("pp2-sisters-job-is", "my sister's job is glazier at Fenwick Glass", group="typed-empty"),
    NONE("pp2-sister-out-in", "my sister: Lisbon out, Porto in", group="typed-empty"),
    NONE("pp2-sisters-manager-changed", "my sister's manager changed -- it's Ida now", group="typed-empty"),
]
