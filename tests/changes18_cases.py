"""Cases of 2026-11-27 (changes18), each a class two probe sets written blind to the grammar showed (130
changes over several sessions, 200 facts said in passing): a hedge on a count ("knows maybe twenty words")
is no hedge on the fact; kids listed right after the kin noun or with an age still to come; a new place
"is in" a city; "since joining X" with no comma; "over at" a workplace; a name ending in a company's word
is a workplace, never a partner; a boss described before the name; "made the jump to" a title, "<title>
here"; a plan weighed in a clause of its own; an assumption of somebody else's; a first name given in full
in the same turn; a new relationship, a partner named after the word; a birthday with the age said and
a party to come; the partner word without "my" before a name in brackets; "mine" after a question about
an animal, a partner or a made thing; "one" after a question about a title or an animal; learner English
("work in a company", "have 8 years", "is called"); an animal adopted under a description; hobbies
started, done now, found wanting, put away; a diet replaced beside its ending; an allergy "is to" X; a
name corrected; a project shelved for good; a job chucked in; a switch claimed after a question.
``CHANGES18_EMPTY``: appointments, somebody else's relationship, a plan, fiction, inline code, adult or
minutes-late "ages", an app named like a pet, a workplace described and not named."""

from __future__ import annotations

from extraction_cases import NONE, Case, E, U

G = "changes18"
GE = "changes18-empty"

CHANGES18: list[Case] = [
    U(
        "ch18-our-boy-teodor-just-turned-4-and-knows-maybe-twe",
        "Our boy Teodor just turned 4 and knows maybe twenty words of English.",
        E("profile", "Son Teodor is 4", "add", slot="child:teodor"),
        group=G,
    ),
    U(
        "ch18-my-daughters-ilse-and-romy-share-a-room-any-bunk",
        "My daughters Ilse and Romy share a room, any bunk bed recommendations?",
        E("profile", "Child Ilse", "add", slot="child:ilse"),
        E("profile", "Child Romy", "add", slot="child:romy"),
        group=G,
    ),
    U(
        "ch18-our-twins-oskar-and-freya-turn-6-in-may",
        "Our twins, Oskar and Freya, turn 6 in May.",
        E("profile", "Child Oskar", "add", slot="child:oskar"),
        E("profile", "Child Freya", "add", slot="child:freya"),
        group=G,
    ),
    U(
        "ch18-my-kids-ines-and-tomas-want-a-rabbit-which-breed",
        "My kids Ines and Tomas want a rabbit, which breed is calm?",
        E("profile", "Child Ines", "add", slot="child:ines"),
        E("profile", "Child Tomas", "add", slot="child:tomas"),
        group=G,
    ),
    U(
        "ch18-the-new-flat-is-in-dundee-right-by-the-river",
        "The new flat is in Dundee, right by the river.",
        E("profile", "Lives in Dundee", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch18-we-moved-last-week-new-place-is-near-galway-quie",
        "we moved last week!! new place is near Galway, quiet and green",
        E("profile", "Lives in Galway", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch18-since-joining-tallow-reed-last-month-i-ve-been-o",
        "Since joining Tallow & Reed last month I've been on the night rota.",
        E("profile", "Works at Tallow & Reed", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch18-since-starting-at-quarry-health-i-ve-had-no-free",
        "Since starting at Quarry Health I've had no free weekends.",
        E("profile", "Works at Quarry Health", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch18-i-m-over-at-brackenridge-clinic-now-days-only",
        "I'm over at Brackenridge Clinic now, days only.",
        E("profile", "Works at Brackenridge Clinic", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch18-i-m-with-northgate-mining-now-two-weeks-on-and-o",
        "I'm with Northgate Mining now, two weeks on and one off.",
        E("profile", "Works at Northgate Mining", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch18-i-report-to-a-woman-named-odile-marchetti",
        "I report to a woman named Odile Marchetti.",
        E("profile", "Reports to Odile Marchetti (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch18-i-work-for-a-guy-called-ruairi-who-answers-email",
        "I work for a guy called Ruairi who answers emails at 2am.",
        E("profile", "Reports to Ruairi (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch18-so-i-ve-made-the-jump-to-head-of-product-with-fo",
        "So I've made the jump to head of product, with four reports.",
        E("profile", "Job title: head of product", "add", slot="role"),
        group=G,
    ),
    U(
        "ch18-staff-nurse-here-can-you-help-me-plan-meals-arou",
        "Staff nurse here, can you help me plan meals around night shifts?",
        E("profile", "Job title: Staff nurse", "add", slot="role"),
        group=G,
    ),
    U(
        "ch18-i-m-a-dental-hygienist-not-a-dentist-and-i-don-t",
        "I'm a dental hygienist, not a dentist, and I don't want you assuming I can prescribe anything.",
        E("profile", "Job title: dental hygienist", "add", slot="role"),
        group=G,
    ),
    U(
        "ch18-priya-left-in-the-spring-and-tomasz-wrobel-took",
        "Priya left in the spring and Tomasz Wrobel took over, so I'm under Tomasz now.",
        E("profile", "Reports to Tomasz Wrobel (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch18-i-m-in-a-new-relationship-with-idris-and-we-re-t",
        "I'm in a new relationship with Idris and we're thinking of Lisbon for a long weekend.",
        E("profile", "Partner is Idris", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch18-i-ve-got-a-boyfriend-now-mateo-and-he-s-already",
        "I've got a boyfriend now, Mateo, and he's already met my mum.",
        E("profile", "Boyfriend is Mateo", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch18-selin-moved-out-in-march-and-we-ended-things-oka",
        "Selin moved out in March and we ended things; Okan and I have been together since June.",
        E("profile", "No longer: Selin", "add", slot="partner", fact_op="end"),
        E("profile", "Partner is Okan", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch18-dara-s-birthday-was-on-sunday-she-s-9-now-and-wa",
        "Dara's birthday was on Sunday, she's 9 now and wants a sleepover next month.",
        E("profile", "Child Dara is 9", "add", slot="child:dara"),
        group=G,
    ),
    U(
        "ch18-the-missus-aoife-reckons-we-need-a-bigger-car",
        "The missus (Aoife) reckons we need a bigger car.",
        E("profile", "Wife is Aoife", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch18-hubby-tendai-has-started-doing-all-the-cooking",
        "Hubby (Tendai) has started doing all the cooking.",
        E("profile", "Husband is Tendai", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch18-what-s-the-best-heat-lamp-for-a-bearded-dragon-m",
        "What's the best heat lamp for a bearded dragon? Mine (Spike) is always cold.",
        E("profile", "Has a bearded dragon named Spike", "add", slot="pet:spike"),
        group=G,
    ),
    U(
        "ch18-is-it-normal-for-a-wife-to-hate-camping-mine-luc",
        "is it normal for a wife to hate camping? mine, Lucia, refuses to even try it",
        E("profile", "Wife is Lucia", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch18-what-should-a-data-analyst-learn-first-i-ve-been",
        "What should a data analyst learn first? I've been one for two years and still feel lost.",
        E("profile", "Job title: data analyst", "add", slot="role"),
        group=G,
    ),
    U(
        "ch18-which-laptop-should-a-video-editor-buy-im-one-no",
        "which laptop should a video editor buy? im one now, freelance",
        E("profile", "Job title: video editor", "add", slot="role"),
        group=G,
    ),
    U(
        "ch18-i-work-at-harwick-freight-in-case-that-changes-y",
        "I work at Harwick Freight, in case that changes your answer.",
        E("profile", "Works at Harwick Freight", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch18-ashby-cole-my-employer-wants-us-in-the-office-th",
        "Ashby & Cole (my employer) wants us in the office three days a week.",
        E("profile", "Works at Ashby & Cole", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch18-i-work-in-a-company-called-velaro-systems-in-por",
        "I work in a company called Velaro Systems in Porto.",
        E("profile", "Works at Velaro Systems", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch18-i-am-working-in-sundaram-infotech-since-2020",
        "I am working in Sundaram Infotech since 2020.",
        E("profile", "Works at Sundaram Infotech", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch18-my-son-bao-have-8-years-and-loves-football",
        "My son Bao have 8 years and loves football.",
        E("profile", "Son Bao is 8", "add", slot="child:bao"),
        group=G,
    ),
    U(
        "ch18-i-ve-adopted-a-retired-racing-greyhound-called-c",
        "I've adopted a retired racing greyhound called Clementine.",
        E("profile", "Has a greyhound named Clementine", "add", slot="pet:clementine"),
        group=G,
    ),
    U(
        "ch18-i-ve-adopted-a-shy-old-stray-called-biscotti",
        "I've adopted a shy old stray called Biscotti.",
        E("profile", "Has a pet named Biscotti", "add", slot="pet:biscotti"),
        group=G,
    ),
    U(
        "ch18-we-got-marmalade-from-the-rescue-last-weekend",
        "We got Marmalade from the rescue last weekend.",
        E("profile", "Has a pet named Marmalade", "add", slot="pet:marmalade"),
        group=G,
    ),
    U(
        "ch18-pippin-went-to-live-on-my-aunt-s-farm",
        "Pippin went to live on my aunt's farm.",
        E("profile", "No longer: Pippin", "add", slot="pet:pippin", fact_op="end"),
        group=G,
    ),
    U(
        "ch18-our-old-cat-sooty-left-us-in-the-spring",
        "Our old cat Sooty left us in the spring.",
        E("profile", "No longer: Sooty", "add", slot="pet:sooty", fact_op="end"),
        group=G,
    ),
    U(
        "ch18-i-ve-started-archery-twice-a-week",
        "I've started archery twice a week.",
        E("preference", "Hobby: archery", "add", slot="hobby:archery"),
        group=G,
    ),
    U(
        "ch18-i-m-doing-pottery-now-mostly-on-thursdays",
        "I'm doing pottery now, mostly on Thursdays.",
        E("preference", "Hobby: pottery", "add", slot="hobby:pottery"),
        group=G,
    ),
    U(
        "ch18-it-s-all-bouldering-now",
        "it's all bouldering now",
        E("preference", "Hobby: bouldering", "add", slot="hobby:bouldering"),
        group=G,
    ),
    U(
        "ch18-knitting-just-wasn-t-for-me",
        "Knitting just wasn't for me.",
        E("fact", "No longer: Knitting", "add", slot="?", fact_op="end"),
        group=G,
    ),
    U(
        "ch18-i-ve-put-the-crochet-hooks-away-for-good",
        "I've put the crochet hooks away for good.",
        E("fact", "No longer: crochet", "add", slot="?", fact_op="end"),
        group=G,
    ),
    U(
        "ch18-i-m-not-vegetarian-anymore-more-pescatarian-real",
        "I'm not vegetarian anymore, more pescatarian really.",
        E("profile", "Diet: pescatarian", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch18-no-longer-vegan-flexitarian-these-days",
        "no longer vegan -- flexitarian these days",
        E("profile", "Diet: flexitarian", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch18-my-allergy-is-to-sesame-not-peanuts",
        "My allergy is to sesame, not peanuts.",
        E("profile", "Allergic to sesame", "update", slot="allergy:sesame"),
        group=G,
    ),
    U(
        "ch18-his-name-is-waffles-not-wafers",
        "his name is Waffles, not Wafers",
        E("fact", "Waffles (instead of Wafers)", "update", slot="?"),
        group=G,
    ),
    U(
        "ch18-i-ve-shelved-tidepool-for-good",
        "I've shelved Tidepool for good.",
        E("fact", "No longer: Tidepool", "add", slot="?", fact_op="end"),
        group=G,
    ),
    U(
        "ch18-chucked-in-the-job-at-ardent-bank-i-m-with-lowmo",
        "Chucked in the job at Ardent Bank. I'm with Lowmoor Energy now.",
        E("profile", "No longer: Ardent Bank", "add", slot="employer", fact_op="end"),
        E("profile", "Works at Lowmoor Energy", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch18-velmont-textiles-no-i-work-in-a-different-compan",
        "Velmont Textiles? No, I work in a different company, is called Brightwater Solar.",
        E("profile", "Works at Brightwater Solar", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch18-one-of-my-hens-marigold-has-gone-broody-again",
        "one of my hens, Marigold, has gone broody again.",
        E("profile", "Has a hen named Marigold", "add", slot="pet:marigold"),
        group=G,
    ),
    U(
        "ch18-what-treats-are-safe-for-guinea-pigs-we-have-two",
        "what treats are safe for guinea pigs? we have two, Nutmeg and Clove.",
        E("profile", "Has a pet named Nutmeg", "add", slot="pet:nutmeg"),
        E("profile", "Has a pet named Clove", "add", slot="pet:clove"),
        group=G,
    ),
    U(
        "ch18-which-harness-suits-a-beagle-puppy-we-just-got-o",
        "Which harness suits a beagle puppy? We just got one, we call her Juniper.",
        E("profile", "Has a puppy named Juniper", "add", slot="pet:juniper"),
        group=G,
    ),
    U(
        "ch18-what-s-a-good-podcast-host-mine-is-called-night",
        "What's a good podcast host? Mine is called Night Shift Notes.",
        E("project", "Project Night Shift Notes: podcast", "add", slot="project:night shift notes"),
        group=G,
    ),
    U(
        "ch18-need-help-naming-a-feature-for-lumen-a-little-ha",
        "Need help naming a feature for Lumen, a little habit tracker I've been tinkering with.",
        E("project", "Project Lumen: habit tracker", "add", slot="project:lumen"),
        group=G,
    ),
    U(
        "ch18-my-lad-s-14-and-wants-a-paper-round",
        "my lad's 14 and wants a paper round",
        E("fact", "Son is 14", "add", slot="?"),
        group=G,
    ),
    U(
        "ch18-my-young-lass-is-7-now-and-mad-about-horses",
        "My young lass is 7 now and mad about horses.",
        E("fact", "Daughter is 7", "add", slot="?"),
        group=G,
    ),
    U(
        "ch18-priyanka-and-i-got-engaged-last-night",
        "Priyanka and I got engaged last night!",
        E("profile", "Partner is Priyanka", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch18-any-decent-kakoune-plugins-for-python-i-switched",
        "Any decent Kakoune plugins for Python? I switched editors over the summer.",
        E("preference", "Editor: Kakoune", "add", slot="tool:editor"),
        group=G,
    ),
    U(
        "ch18-how-do-i-make-templates-in-obsidian-i-moved-over",
        "How do I make templates in Obsidian? I moved over from Notion in March.",
        E("preference", "Notes app: Obsidian", "update", slot="tool:notes"),
        group=G,
    ),
    U(
        "ch18-i-work-at-a-different-company-now-called-halden",
        "I work at a different company now called Halden Freight.",
        E("profile", "Works at Halden Freight", "add", slot="employer"),
        group=G,
    ),
]

CHANGES18_EMPTY: list[Case] = [
    NONE("ch18e-i-m-seeing-hamilton-tonight-about-the-lease", "I'm seeing Hamilton tonight about the lease.", group=GE),
    NONE("ch18e-i-m-seeing-dr-okafor-on-monday", "I'm seeing Dr Okafor on Monday.", group=GE),
    NONE(
        "ch18e-is-a-nurse-paid-well-in-leeds-my-sister-is-one",
        "Is a nurse paid well in Leeds? My sister is one.",
        group=GE,
    ),
    NONE("ch18e-my-sister-is-in-a-relationship-with-idris", "My sister is in a relationship with Idris.", group=GE),
    NONE("ch18e-i-m-thinking-of-moving-to-york", "I'm thinking of moving to York.", group=GE),
    NONE(
        "ch18e-the-villain-in-my-d-d-campaign-is-a-lich-called",
        "the villain in my D&D campaign is a lich called Morvane with a pet wolf named Ash.",
        group=GE,
    ),
    NONE(
        "ch18e-python-class-manager-def-init-self-name-ola-how",
        "python: class Manager: def __init__(self, name='Ola'): ... how do I add a default?",
        group=GE,
    ),
    NONE(
        "ch18e-what-s-a-good-leaving-gift-for-a-colleague-who-s",
        "What's a good leaving gift for a colleague who's off to Velaro Systems?",
        group=GE,
    ),
    NONE("ch18e-my-neighbour-adopted-a-stray-called-pickle", "My neighbour adopted a stray called Pickle.", group=GE),
    NONE(
        "ch18e-if-i-adopted-a-greyhound-i-d-call-her-clementine",
        "If I adopted a greyhound I'd call her Clementine.",
        group=GE,
    ),
    NONE("ch18e-my-son-is-25-and-lives-in-leeds", "my son is 25 and lives in Leeds", group=GE),
    NONE("ch18e-my-son-is-10-minutes-late-again", "my son is 10 minutes late again", group=GE),
    # (a made thing named bare after a comma is the user's project: read since changes19)
    U(
        "ch18e-in-my-spare-time-i-code-an-app-for-bird-songs-it",
        "In my spare time I code an app for bird songs, its name is Chirrup.",
        E("project", "Project Chirrup: app", slot="project:chirrup"),
        group=GE,
    ),
    NONE("ch18e-the-other-half-mei-says-hi", "the other half (Mei) says hi", group=GE),
    NONE("ch18e-i-m-over-at-sarah-s-now", "I'm over at Sarah's now.", group=GE),
    NONE("ch18e-i-work-at-a-different-company-now", "I work at a different company now.", group=GE),
    NONE("ch18e-i-m-seeing-patel-tomorrow-for-lunch", "I'm seeing Patel tomorrow for lunch.", group=GE),
]
