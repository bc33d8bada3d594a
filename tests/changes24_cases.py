"""Cases of 2026-11-28 (changes24), each a class the eleventh round of probes (written blind to the grammar at the
start of session 23, read in session 24) showed, in words written for this table: a partner named only as the other
half of "we" in a turn that says the two are a couple ("Marit and I ... now that we're engaged", "me n Tobi been
together 3 yrs", "date night with Kwabena", "as her boyfriend"); an adopted animal named after its kind with a dash
following; a pet of two capitalised words said before "he's a corn snake"; a boss by the short forms of a lab, an
engineering team and a school (PI, EM, HoD), by "he manages me" said aside, by approving the team's holiday requests
or putting the user on a PIP; a title held "tonight", said "newish", held a count of years with "for" dropped, or
said as a trade's headline ("SRE life.", "dental hygienist life:", "freelance illustrator problems:"); a workplace by
the laptop, badge photo or review cycle it hands its staff, by "our <org> site", by the user's place on its floor or
in its squad, by nights at its warehouse; an allergen of the air by what it does to the user ("grass pollen wrecks
me"); a diet counted in the time kept ("six weeks vegan now", "Week 2 of low-FODMAP"), kept by effort ("trying to stay
pescatarian"), or eaten for oneself ("halal food for myself").
``CHANGES24_EMPTY``: a relative clause about somebody else ("my cousin Anjali who just got promoted ..."), people in
general becoming allergic, a card from a dad to his daughter, a name paired with the user with no couple's word (a
hike, a colleague of ten years, a bakery run together, a proposal at work), somebody else's wedding or anniversary, a
marriage that is over, a device maker's laptop, an Airbnb, a Raspberry Pi, a diet asked about, a diet for two, a food
the user craves, a brother's team, years at a university."""

from __future__ import annotations

from extraction_cases import NONE, Case, E, U

G = "changes24"
GE = "changes24-empty"

CHANGES24: list[Case] = [
    U(
        "ch24-should-marit-and-i-open-a-joint-account-now",
        "Should Marit and I open a joint account now that we're engaged, or wait till after the wedding?",
        E("profile", "Partner is Marit", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch24-me-n-tobi-been-together-3-yrs-is-it",
        "me n Tobi been together 3 yrs, is it weird to propose at a festival",
        E("profile", "Partner is Tobi", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch24-jaroslav-and-i-argue-every-night-about-the-thermos",
        "Jaroslav and I argue every night about the thermostat. Married 11 years and still!",
        E("profile", "Partner is Jaroslav", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch24-anniversary-dinner-for-me-and-rosalind-next-week-s",
        "anniversary dinner for me and Rosalind next week, she doesn't eat meat — ideas in Edinburgh?",
        E("profile", "Partner is Rosalind", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch24-date-night-with-kwabena-tomorrow-what-can-i-cook",
        "date night with Kwabena tomorrow, what can I cook in 45 mins",
        E("profile", "Partner is Kwabena", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch24-our-honeymoon-is-in-bali-teodor-wants-to-surf",
        "Our honeymoon is in Bali — Teodor wants to surf every day and I just want the pool",
        E("profile", "Partner is Teodor", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch24-yusuf-leaves-wet-towels-on-our-bedroom-floor-every",
        "Yusuf leaves wet towels on our bedroom floor every day, how do couples split chores",
        E("profile", "Partner is Yusuf", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch24-meeting-lotte-s-parents-for-the-first-time-as",
        "Meeting Lotte's parents for the first time as her boyfriend, what do I bring?",
        E("profile", "Partner is Lotte", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch24-lena-and-i-are-celebrating-our-anniversary-in-rome",
        "Lena and I are celebrating our anniversary in Rome, restaurant ideas?",
        E("profile", "Partner is Lena", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch24-we-adopted-a-rescue-whippet-bramble-how-long-befor",
        "we adopted a rescue whippet, Bramble — how long before she settles?",
        E("profile", "Has a whippet named Bramble", "add", slot="pet:bramble"),
        group=G,
    ),
    U(
        "ch24-how-often-should-i-clean-lord-byron-s-tank",
        "How often should I clean Lord Byron's tank? He's a corn snake",
        E("profile", "Has a corn snake named Lord Byron", "add", slot="pet:lord byron"),
        group=G,
    ),
    U(
        "ch24-my-pi-oksana-wants-the-grant-draft-by-friday",
        "my PI, Oksana, wants the grant draft by Friday",
        E("profile", "Reports to Oksana (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch24-mehmet-he-manages-me-keeps-rescheduling-our-1-1s",
        "Mehmet (he manages me) keeps rescheduling our 1:1s",
        E("profile", "Reports to Mehmet (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch24-our-em-is-ruth-and-she-wants-weekly-written",
        "our EM is Ruth and she wants weekly written updates",
        E("profile", "Reports to Ruth (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch24-gustavo-approves-all-our-holiday-requests-and-he-j",
        "Gustavo approves all our holiday requests and he just said no to mine",
        E("profile", "Reports to Gustavo (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch24-beatrix-just-put-me-on-a-pip-and-i",
        "Beatrix just put me on a PIP and I have no idea where to start",
        E("profile", "Reports to Beatrix (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch24-as-charge-nurse-tonight-i-have-3-new-starters",
        "as charge nurse tonight I have 3 new starters, how do I brief them?",
        E("profile", "Job title: charge nurse", "add", slot="role"),
        group=G,
    ),
    U(
        "ch24-as-a-newish-scrum-master-how-do-i-run",
        "as a newish scrum master, how do I run retros that aren't boring?",
        E("profile", "Job title: scrum master", "add", slot="role"),
        group=G,
    ),
    U(
        "ch24-been-a-sous-chef-3-years-how-do-i",
        "been a sous chef 3 years, how do I get to head chef?",
        E("profile", "Job title: sous chef", "add", slot="role"),
        group=G,
    ),
    U(
        "ch24-dental-hygienist-life-patients-who-lie-about-floss",
        "dental hygienist life: patients who lie about flossing. polite script?",
        E("profile", "Job title: dental hygienist", "add", slot="role"),
        group=G,
    ),
    U(
        "ch24-on-call-again-this-weekend-sre-life-how-do",
        "On-call again this weekend. SRE life. how do you write a blameless postmortem",
        E("profile", "Job title: SRE", "add", slot="role"),
        group=G,
    ),
    U(
        "ch24-freelance-illustrator-problems-clients-who-want-on",
        "freelance illustrator problems: clients who want one more small change",
        E("profile", "Job title: freelance illustrator", "add", slot="role"),
        group=G,
    ),
    U(
        "ch24-my-deloitte-laptop-blocks-every-usb-stick-how-do",
        "my Deloitte laptop blocks every USB stick, how do I move files",
        E("profile", "Works at Deloitte", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch24-the-canteen-at-our-nestl-site-in-vevey-closes",
        "the canteen at our Nestlé site in Vevey closes at 1:30, lunch ideas I can bring?",
        E("profile", "Works at Nestlé", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch24-got-my-spotify-badge-photo-taken-today-lol-any",
        "got my Spotify badge photo taken today lol, any tips for week one?",
        E("profile", "Works at Spotify", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch24-writing-my-self-review-for-the-atlassian-perf-cycl",
        "Writing my self-review for the Atlassian perf cycle, can you make it less apologetic?",
        E("profile", "Works at Atlassian", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch24-six-years-on-the-shop-floor-at-ikea-and",
        "Six years on the shop floor at IKEA and I want to move into the sustainability team",
        E("profile", "Works at IKEA", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch24-i-m-on-the-payments-squad-at-grab-and",
        "I'm on the payments squad at Grab and we keep arguing about idempotency keys",
        E("profile", "Works at Grab", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch24-nights-at-the-amazon-fulfilment-centre-in-swindon",
        "nights at the Amazon fulfilment centre in Swindon are wrecking my sleep, blackout tips?",
        E("profile", "Works at Amazon", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch24-grass-pollen-wrecks-me-every-june-best-antihistami",
        "grass pollen wrecks me every June, best antihistamine?",
        E("profile", "Allergic to grass pollen", "add", slot="allergy:grass pollen"),
        group=G,
    ),
    U(
        "ch24-dust-mites-destroy-me-at-night-which-mattress-prot",
        "dust mites destroy me at night, which mattress protector actually works?",
        E("profile", "Allergic to dust mites", "add", slot="allergy:dust mites"),
        group=G,
    ),
    U(
        "ch24-six-weeks-vegan-now-and-my-skin-is-amazing",
        "six weeks vegan now and my skin is amazing. which b12 brand?",
        E("profile", "Diet: vegan", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch24-4-months-carnivore-just-got-bloods-back-ldl-190",
        "4 months carnivore, just got bloods back: LDL 190. worried?",
        E("profile", "Diet: carnivore", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch24-week-2-of-low-fodmap-and-i-miss-onions",
        "Week 2 of low-FODMAP and I miss onions so much",
        E("profile", "Diet: low-fodmap", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch24-trying-to-stay-pescatarian-on-a-work-trip-to",
        "trying to stay pescatarian on a work trip to Texas, what do I order at a BBQ place?",
        E("fact", "Trip to Texas", "add", slot="trip", fact_op="temp"),
        E("profile", "Diet: pescatarian", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch24-finding-halal-food-for-myself-in-seoul-was-a",
        "finding halal food for myself in Seoul was a nightmare last time, any streets to try?",
        E("profile", "Diet: halal", "add", slot="diet"),
        group=G,
    ),
]

CHANGES24_EMPTY: list[Case] = [
    NONE(
        "ch24e-write-a-linkedin-post-for-my-cousin-anjali-who",
        "write a LinkedIn post for my cousin Anjali who just got promoted to senior paralegal at Clifford Chance",
        group=GE,
    ),
    NONE(
        "ch24e-a-card-for-tom-s-who-s-just-been",
        "a card for Tomás, who's just been made head chef at the Ritz",
        group=GE,
    ),
    NONE(
        "ch24e-eli5-why-do-some-people-become-allergic-to-peanuts",
        "ELI5: why do some people become allergic to peanuts and others don't?",
        group=GE,
    ),
    NONE(
        "ch24e-write-a-birthday-message-from-a-dad-to-his",
        "Write a birthday message from a dad to his daughter Amara who's turning 18, for a card template",
        group=GE,
    ),
    NONE(
        "ch24e-a-gift-for-my-neighbour-who-is-allergic-to",
        "a gift for my neighbour who is allergic to shellfish",
        group=GE,
    ),
    NONE(
        "ch24e-jonas-and-i-are-going-hiking-this-weekend-what",
        "Jonas and I are going hiking this weekend, what should we pack?",
        group=GE,
    ),
    NONE(
        "ch24e-me-and-mia-are-going-to-tom-s-wedding",
        "me and Mia are going to Tom's wedding, what do I wear?",
        group=GE,
    ),
    NONE(
        "ch24e-my-friend-jess-and-i-want-to-surprise-her",
        "my friend Jess and I want to surprise her husband for their anniversary",
        group=GE,
    ),
    NONE(
        "ch24e-carla-and-i-have-been-colleagues-for-10-years",
        "Carla and I have been colleagues for 10 years and she's leaving, card ideas?",
        group=GE,
    ),
    NONE(
        "ch24e-ravi-and-i-run-a-bakery-together-5-years",
        "Ravi and I run a bakery together, 5 years in, how do we price wedding cakes?",
        group=GE,
    ),
    NONE(
        "ch24e-me-and-gabe-are-proposing-a-new-process-at",
        "Me and Gabe are proposing a new process at work, how do we pitch it?",
        group=GE,
    ),
    NONE(
        "ch24e-ferran-and-i-were-married-for-ten-years-how",
        "Ferran and I were married for ten years, how do I split the furniture fairly?",
        group=GE,
    ),
    NONE("ch24e-my-lenovo-laptop-fan-is-so-loud", "my Lenovo laptop fan is so loud", group=GE),
    NONE(
        "ch24e-our-airbnb-apartment-in-lisbon-has-no-ac-how",
        "our Airbnb apartment in Lisbon has no AC, how do we cool it down?",
        group=GE,
    ),
    NONE("ch24e-my-pi-zero-keeps-dropping-wifi-fix", "my Pi Zero keeps dropping wifi, fix?", group=GE),
    NONE("ch24e-is-keto-for-me", "is keto for me?", group=GE),
    NONE(
        "ch24e-vegan-options-for-me-and-my-sister-near-leeds",
        "vegan options for me and my sister near Leeds?",
        group=GE,
    ),
    NONE("ch24e-chocolate-destroys-me-every-time-i-buy-it", "chocolate destroys me every time I buy it", group=GE),
    NONE(
        "ch24e-my-brother-is-on-the-payments-team-at-monzo",
        "my brother is on the payments team at Monzo and loves it",
        group=GE,
    ),
    NONE("ch24e-three-years-at-oxford-and-i-still-can-t", "three years at Oxford and I still can't punt", group=GE),
]
