"""Cases of 2026-11-27 (changes17), each a class the tacit bank (opened this session) or the session's
probes showed: the user answering a question of the assistant's ("you asked about my kids: two boys,
..."), vouching for what somebody told people ("My dad tells everyone I'm a surgeon now. He's not
wrong"), a replacement said alone ("Ruled out Firebase for Quokka. Supabase instead."), a project named
after a colon or claimed by an apposition inside a request ("a name for Larkspur, the booking app I've
been building?"), a job asked about and then claimed ("... at Westfield Clinic? I started Monday."), a
workplace named by what it is ("a charity called Oakfield"), a title to its last head noun ("clinical
nurse educator"), a stay for a course, the boss in other Englishes ("my gaffer"), a finding reported
by a doctor, diets and allergies said as adjectives, headlines and asides, street breeds, a pastime
the user was taken along to and kept up, greetings before a fact, and the forms of English as a
second language ("my cat name is Pixel", "is having 11 years", "married with", "since 4 years").
``CHANGES17_EMPTY``: somebody else's move, job or pet, a headline followed by nobody's name, a "no" for
an answer, a friend met, a rejection with no replacement, a plan with a question after it."""

from __future__ import annotations

from extraction_cases import NONE, Case, E, U

G = "changes17"
GE = "changes17-empty"

CHANGES17: list[Case] = [
    U(
        "ch17-new-job-first-week-at-harbourline-logistics-went",
        "New job! First week at Harbourline Logistics went well.",
        E("profile", "Works at Harbourline Logistics", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch17-you-asked-about-my-kids-two-boys-tomasz-9-and-ja",
        "you asked about my kids: two boys, Tomasz (9) and Jan (6)",
        E("profile", "Child Tomasz is 9", "add", slot="child:tomasz"),
        E("profile", "Child Jan is 6", "add", slot="child:jan"),
        group=G,
    ),
    U(
        "ch17-you-asked-if-i-have-pets-yes-a-tabby-called-miso",
        "You asked if I have pets - yes, a tabby called Miso.",
        E("profile", "Has a tabby named Miso", "add", slot="pet:miso"),
        group=G,
    ),
    U(
        "ch17-you-asked-what-i-do-paramedic-at-northgate-ambul",
        "you asked what I do: paramedic, at Northgate Ambulance Trust.",
        E("profile", "Works at Northgate Ambulance Trust", "add", slot="employer"),
        E("profile", "Job title: paramedic", "add", slot="role"),
        group=G,
    ),
    U(
        "ch17-you-asked-where-i-live-earlier-and-i-never-answe",
        "you asked where I live earlier and I never answered, it's Tromsø.",
        E("profile", "Lives in Tromsø", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch17-to-answer-your-question-from-earlier-we-re-in-we",
        "to answer your question from earlier: we're in Wellington now.",
        E("profile", "Lives in Wellington", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch17-you-asked-who-my-manager-is-it-s-hamid-rezaei",
        "you asked who my manager is - it's Hamid Rezaei.",
        E("profile", "Reports to Hamid Rezaei (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch17-i-m-in-dundee-on-a-training-course-until-thursda",
        "I'm in Dundee on a training course until Thursday.",
        E("fact", "Trip to Dundee until Thursday", "add", slot="trip", fact_op="temp"),
        group=G,
    ),
    U(
        "ch17-working-on-a-little-thing-in-the-evenings-quokka",
        "Working on a little thing in the evenings: Quokka. It tracks library due dates.",
        E("project", "Project Quokka", "add", slot="project:quokka"),
        group=G,
    ),
    U(
        "ch17-making-an-app-on-the-side-tallyho-a-chore-chart",
        "making an app on the side -- Tallyho, a chore chart for the kids",
        E("project", "Project Tallyho", "add", slot="project:tallyho"),
        group=G,
    ),
    U(
        "ch17-can-you-help-me-name-the-screens-for-tallyho-it",
        "Can you help me name the screens for Tallyho? It's a chore chart for my kids I'm building.",
        E("project", "Project Tallyho: chore chart", "add", slot="project:tallyho"),
        group=G,
    ),
    U(
        "ch17-i-m-building-quokka-in-my-spare-time-it-s-a-due",
        "I'm building Quokka in my spare time, it's a due-date tracker.",
        E("project", "Project Quokka: due-date tracker", "add", slot="project:quokka"),
        group=G,
    ),
    U(
        "ch17-after-a-lot-of-back-and-forth-i-ve-landed-on-fly",
        "After a lot of back and forth I've landed on Fly.io for Quokka.",
        E("project", "Project Quokka uses Fly.io", "add", slot="project:quokka:hosting"),
        group=G,
    ),
    U(
        "ch17-ruled-out-firebase-for-quokka-supabase-instead",
        "Ruled out Firebase for Quokka. Supabase instead.",
        E("project", "Project Quokka uses Supabase", "update", slot="project:quokka:database"),
        group=G,
    ),
    U(
        "ch17-moved-quokka-from-alpine-js-to-petite-vue",
        "Moved Quokka from Alpine.js to Petite-Vue.",
        E("project", "Project Quokka uses Petite-Vue", "update", slot="project:quokka:frontend"),
        group=G,
    ),
    U(
        "ch17-for-tallyho-i-ve-gone-with-van-js",
        "for tallyho i've gone with van.js",
        E("project", "Project tallyho uses van.js", "add", slot="project:tallyho:frontend"),
        group=G,
    ),
    U(
        "ch17-morning-my-gaffer-is-colm-byrne",
        "Morning, my gaffer is Colm Byrne.",
        E("profile", "Reports to Colm Byrne (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch17-my-boss-at-the-depot-is-siobhan-kerr",
        "my boss at the depot is siobhan kerr",
        E("profile", "Reports to Siobhan Kerr (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch17-i-stay-in-enugu-so-anything-you-suggest-needs-to",
        "I stay in Enugu, so anything you suggest needs to ship here.",
        E("profile", "Lives in Enugu", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch17-i-m-clinical-nurse-educator-now",
        "I'm clinical nurse educator now.",
        E("profile", "Job title: clinical nurse educator", "add", slot="role"),
        group=G,
    ),
    U(
        "ch17-i-m-allergic-to-latex-keep-that-in-mind-when-you",
        "I'm allergic to latex, keep that in mind when you suggest anything.",
        E("profile", "Allergic to latex", "add", slot="allergy:latex"),
        group=G,
    ),
    U(
        "ch17-the-allergist-confirmed-i-m-allergic-to-birch-po",
        "the allergist confirmed I'm allergic to birch pollen",
        E("profile", "Allergic to birch pollen", "add", slot="allergy:birch pollen"),
        group=G,
    ),
    U(
        "ch17-strictly-vegetarian-for-about-five-years-now",
        "Strictly vegetarian for about five years now.",
        E("profile", "Diet: vegetarian", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch17-being-pescatarian-at-a-barbecue-is-tricky-any-id",
        "Being pescatarian at a barbecue is tricky, any ideas?",
        E("profile", "Diet: pescatarian", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch17-our-kampung-cat-mochi-knocked-over-a-plant-again",
        "our kampung cat Mochi knocked over a plant again",
        E("profile", "Has a kampung cat named Mochi", "add", slot="pet:mochi"),
        group=G,
    ),
    U(
        "ch17-my-cousin-dragged-me-to-kabaddi-practice-and-now",
        "My cousin dragged me to kabaddi practice and now I go every Sunday.",
        E("preference", "Hobby: kabaddi", "add", slot="hobby:kabaddi"),
        group=G,
    ),
    U(
        "ch17-can-you-write-it-in-gdscript-it-s-the-language-i",
        "Can you write it in GDScript? It's the language I use.",
        E("preference", "Main programming language: GDScript", "add", slot="tool:language"),
        group=G,
    ),
    U(
        "ch17-met-ayesha-at-a-friend-s-barbecue-and-we-ve-been",
        "Met Ayesha at a friend's barbecue and we've been together since.",
        E("profile", "Partner is Ayesha", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch17-please-use-bex-when-you-talk-to-me",
        "Please use Bex when you talk to me.",
        E("profile", "Preferred name is Bex", "add", slot="nickname"),
        group=G,
    ),
    U(
        "ch17-my-dad-tells-everyone-i-m-a-surgeon-now-he-s-not",
        "My dad tells everyone I'm a surgeon now. He's not wrong, I passed my boards.",
        E("profile", "Job title: surgeon", "add", slot="role"),
        group=G,
    ),
    U(
        "ch17-good-morning-my-manager-is-ines-duarte",
        "Good morning, my manager is Ines Duarte.",
        E("profile", "Reports to Ines Duarte (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch17-gave-up-on-notion-obsidian-instead",
        "Gave up on Notion. Obsidian instead.",
        E("fact", "No longer: Notion", "add", slot="?", fact_op="end"),
        E("preference", "Notes app: Obsidian", "update", slot="tool:notes"),
        group=G,
    ),
    U(
        "ch17-the-offer-from-canva-came-through-yesterday-and",
        "The offer from Canva came through yesterday and I said yes!",
        E("profile", "Works at Canva", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch17-atlassian-has-been-my-employer-for-two-years-now",
        "Atlassian has been my employer for two years now.",
        E("profile", "Works at Atlassian", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch17-i-joined-a-tiny-agency-called-brightloop-as-a-ju",
        "I joined a tiny agency called Brightloop as a junior designer.",
        E("profile", "Job title: junior designer", "add", slot="role"),
        E("profile", "Works at Brightloop", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch17-i-quit-accenture-for-a-charity-called-oakfield",
        "I quit Accenture for a charity called Oakfield.",
        E("fact", "No longer: Accenture", "add", slot="?", fact_op="end"),
        E("profile", "Works at Oakfield", "update", slot="employer"),
        group=G,
    ),
    U(
        "ch17-i-moved-to-optus-as-a-field-technician-last-mont",
        "I moved to Optus as a field technician last month.",
        E("profile", "Job title: field technician", "add", slot="role"),
        E("profile", "Works at Optus", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch17-my-boss-at-the-bakery-is-a-lady-named-rosa",
        "my boss at the bakery is a lady named rosa",
        E("profile", "Reports to Rosa (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch17-priya-from-the-leeds-office-is-now-my-manager",
        "Priya from the Leeds office is now my manager.",
        E("profile", "Reports to Priya (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch17-new-team-lead-started-monday-his-name-s-omar-had",
        "new team lead started Monday, his name's Omar Haddad.",
        E("profile", "Reports to Omar Haddad (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch17-our-daughter-whose-name-is-elif-starts-school-in",
        "Our daughter, whose name is Elif, starts school in September.",
        E("profile", "Daughter Elif", "add", slot="child:elif"),
        group=G,
    ),
    U(
        "ch17-me-and-the-other-half-tom-s-are-redoing-the-kitc",
        "Me and the other half, Tomás, are redoing the kitchen.",
        E("profile", "Partner is Tomás", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch17-any-tips-for-grooming-a-poodle-mine-s-called-bij",
        "Any tips for grooming a poodle? Mine's called Bijou.",
        E("profile", "Has a poodle named Bijou", "add", slot="pet:bijou"),
        group=G,
    ),
    U(
        "ch17-pepper-that-s-our-dog-ate-my-sandwich",
        "Pepper - that's our dog - ate my sandwich.",
        E("profile", "Has a dog named Pepper", "add", slot="pet:pepper"),
        group=G,
    ),
    U(
        "ch17-we-re-fostering-a-lurcher-called-moss-for-the-re",
        "We're fostering a lurcher called Moss for the rescue.",
        E("profile", "Has a lurcher named Moss", "add", slot="pet:moss"),
        group=G,
    ),
    U(
        "ch17-welcomed-a-rabbit-named-clover-to-the-family-las",
        "Welcomed a rabbit named Clover to the family last week.",
        E("profile", "Has a rabbit named Clover", "add", slot="pet:clover"),
        group=G,
    ),
    U(
        "ch17-flagged-as-latex-allergic-at-the-hospital-so-i-a",
        "Flagged as latex-allergic at the hospital, so I always mention it.",
        E("profile", "Allergic to latex", "add", slot="allergy:latex"),
        group=G,
    ),
    U(
        "ch17-shellfish-allergy-since-birth-so-nothing-with-pr",
        "Shellfish allergy since birth, so nothing with prawns please.",
        E("profile", "Allergic to Shellfish", "add", slot="allergy:shellfish"),
        group=G,
    ),
    U(
        "ch17-gone-completely-vegan-since-january",
        "Gone completely vegan since January.",
        E("profile", "Diet: vegan", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch17-no-longer-eating-dairy-it-was-wrecking-my-stomac",
        "No longer eating dairy, it was wrecking my stomach.",
        E("profile", "Diet: dairy-free", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch17-i-spend-my-sundays-woodturning-these-days",
        "I spend my Sundays woodturning these days.",
        E("preference", "Hobby: woodturning", "add", slot="hobby:woodturning"),
        group=G,
    ),
    U(
        "ch17-been-swimming-twice-a-week-since-the-spring",
        "Been swimming twice a week since the spring.",
        E("preference", "Hobby: swimming", "add", slot="hobby:swimming"),
        group=G,
    ),
    U(
        "ch17-my-title-is-now-principal-designer-which-i-m-sti",
        "My title is now Principal Designer, which I'm still getting used to.",
        E("profile", "Job title: Principal Designer", "add", slot="role"),
        group=G,
    ),
    U(
        "ch17-i-m-gluten-free-so-please-check-the-labels",
        "I'm gluten-free so please check the labels.",
        E("profile", "Diet: gluten-free", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch17-my-cat-name-is-pixel-and-she-is-very-lazy",
        "My cat name is Pixel and she is very lazy.",
        E("profile", "Has a cat named Pixel", "add", slot="pet:pixel"),
        group=G,
    ),
    U(
        "ch17-we-are-living-in-graz-since-4-years",
        "We are living in Graz since 4 years.",
        E("profile", "Lives in Graz", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch17-my-daughter-zoe-is-having-11-years",
        "My daughter Zoe is having 11 years.",
        E("profile", "Daughter Zoe is 11", "add", slot="child:zoe"),
        group=G,
    ),
    U(
        "ch17-i-am-married-with-lukas-since-2020",
        "I am married with Lukas since 2020.",
        E("profile", "Partner is Lukas", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch17-i-work-like-electrician-in-a-small-company",
        "I work like electrician in a small company.",
        E("profile", "Job title: electrician", "add", slot="role"),
        group=G,
    ),
    U(
        "ch17-our-son-is-born-yesterday-his-name-is-emil",
        "Our son is born yesterday, his name is Emil.",
        E("profile", "Son Emil", "add", slot="child:emil"),
        group=G,
    ),
    U(
        "ch17-i-am-writing-my-notes-in-logseq-now",
        "I am writing my notes in Logseq now.",
        E("preference", "Notes app: Logseq", "add", slot="tool:notes"),
        group=G,
    ),
    U(
        "ch17-now-i-am-staying-in-da-nang-with-my-family",
        "Now I am staying in Da Nang with my family.",
        E("profile", "Lives in Da Nang", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch17-any-tips-for-a-new-nurse-at-westfield-clinic-i-s",
        "Any tips for a new nurse at Westfield Clinic? I started Monday.",
        E("profile", "Works at Westfield Clinic", "add", slot="employer"),
        E("profile", "Job title: nurse", "add", slot="role"),
        group=G,
    ),
    U(
        "ch17-how-do-i-ask-for-a-day-off-at-brindle-i-ve-been",
        "How do I ask for a day off at Brindle? I've been their receptionist for a year.",
        E("profile", "Works at Brindle", "add", slot="employer"),
        E("profile", "Job title: receptionist", "add", slot="role"),
        group=G,
    ),
    U(
        "ch17-could-you-suggest-a-name-for-the-main-table-in-l",
        "Could you suggest a name for the main table in Larkspur, the booking app I've been building?",
        E("project", "Project Larkspur: booking app", "add", slot="project:larkspur"),
        group=G,
    ),
    U(
        "ch17-what-license-should-i-use-for-pellet-it-s-my-com",
        "What license should I use for Pellet? It's my command-line tool for resizing images.",
        E("project", "Project Pellet: command-line tool for resizing images", "add", slot="project:pellet"),
        group=G,
    ),
    U(
        "ch17-i-m-working-on-a-side-project-called-tern-and-i",
        "I'm working on a side project called Tern, and I'm wondering how to test it.",
        E("project", "Project Tern", "add", slot="project:tern"),
        group=G,
    ),
    U(
        "ch17-mum-dragged-me-to-a-ceilidh-and-now-i-go-every-m",
        "Mum dragged me to a ceilidh and now I go every month.",
        E("preference", "Hobby: ceilidh", "add", slot="hobby:ceilidh"),
        group=G,
    ),
    U(
        "ch17-i-m-allergic-to-pollen-but-my-daughter-s-hay-fev",
        "I'm allergic to pollen but my daughter's hay fever is worse, any tips for her?",
        E("profile", "Allergic to pollen", "add", slot="allergy:pollen"),
        group=G,
    ),
]

CHANGES17_EMPTY: list[Case] = [
    NONE(
        "ch17e-tunde-from-work-is-relocating-to-accra-we-re-thr",
        "Tunde from work is relocating to Accra, we're throwing him a party.",
        group=GE,
    ),
    NONE(
        "ch17e-kofi-is-relocating-to-kumasi-next-month-we-ll-mi",
        "Kofi is relocating to Kumasi next month, we'll miss him.",
        group=GE,
    ),
    NONE("ch17e-new-boss-she-started-monday", "New boss! She started Monday.", group=GE),
    NONE("ch17e-you-asked-if-i-have-kids-no-not-yet", "you asked if I have kids -- no, not yet", group=GE),
    NONE("ch17e-you-asked-about-my-brother-he-s-a-pilot", "you asked about my brother: he's a pilot", group=GE),
    NONE("ch17e-building-a-shed-nothing-fancy", "building a shed: nothing fancy", group=GE),
    NONE(
        "ch17e-my-wife-dragged-me-to-pottery-once-never-again",
        "my wife dragged me to pottery once, never again",
        group=GE,
    ),
    NONE(
        "ch17e-i-met-tom-at-uni-and-we-ve-been-friends-since",
        "I met Tom at uni and we've been friends since.",
        group=GE,
    ),
    NONE("ch17e-my-doctor-says-my-son-is-allergic-to-nuts", "my doctor says my son is allergic to nuts", group=GE),
    NONE("ch17e-decided-against-heroku-for-quokka", "Decided against Heroku for Quokka.", group=GE),
    NONE("ch17e-my-sister-s-offer-from-canva-came-through", "my sister's offer from Canva came through", group=GE),
    NONE("ch17e-our-neighbour-is-a-woman-named-rosa", "our neighbour is a woman named Rosa", group=GE),
    NONE("ch17e-not-eating-meat-tonight-we-re-having-fish", "not eating meat tonight, we're having fish", group=GE),
    NONE("ch17e-my-friend-adopted-a-kitten-called-pickle", "my friend adopted a kitten called Pickle", group=GE),
    NONE("ch17e-the-wife-of-my-colleague-is-a-vet", "the wife of my colleague is a vet", group=GE),
    NONE(
        "ch17e-any-tips-for-my-brother-a-new-nurse-at-westfield",
        "Any tips for my brother, a new nurse at Westfield Clinic? He started Monday.",
        group=GE,
    ),
    NONE(
        "ch17e-i-might-move-to-oslo-and-i-m-wondering-about-tyr",
        "I might move to Oslo and I'm wondering about tyres.",
        group=GE,
    ),
    NONE("ch17e-the-other-half-tom-s-says-hello", "the other half (Tomás) says hello", group=GE),
    NONE("ch17e-my-friend-s-dog-name-is-bruno", "My friend's dog name is Bruno.", group=GE),
]
