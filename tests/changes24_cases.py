"""Cases of 2026-11-28 (changes24), each a class the eleventh round of probes (written blind to the grammar at the
start of session 23, read in session 24) showed, in words written for this table: a partner named only as the other
half of "we" in a turn that says the two are a couple ("Marit and I ... now that we're engaged", "me n Tobi been
together 3 yrs", "date night with Kwabena", "as her boyfriend"); an adopted animal named after its kind with a dash
following; a pet of two capitalised words said before "he's a corn snake"; a boss by the short forms of a lab, an
engineering team and a school (PI, EM, HoD), by "he manages me" said aside, by approving the team's holiday requests
or putting the user on a PIP; a title held "tonight", said "newish", held a count of years with "for" dropped, or
said as a trade's headline ("SRE life.", "dental hygienist life:", "freelance illustrator problems:"); a workplace
by the laptop, badge photo or review cycle it hands its staff, by "our <org> site", by the user's place on its floor
or in its squad, by nights at its warehouse; an allergen of the air by what it does to the user ("grass pollen
wrecks me"); a diet counted in the time kept ("six weeks vegan now", "Week 2 of low-FODMAP"), kept by effort
("trying to stay pescatarian"), or eaten for oneself ("halal food for myself"). And, from round 11's changes and
misses: a home by a transfer, a lease begun, the weekday train out of it, snowed in again there, the ride home to
it, summers counted there, visitors to it, its council beside the user's street, "having lived in X for N years"; a
workplace by an onboarding buddy, jumping ship to it, its offer accepted, its poaching of the user, weeks in there
beside a clause of "nobody"; a title for N people now, officially since, overseen as, moved over to; a pastime by
its gear of the user's, a piece being knitted, hours at the climbing wall, the next event of it; a tool by the
user's own store in it, what it tells the user, a label with the user's thing (accounting, flashcards, GIS: new
purposes); a child by the user as its parent ("as her dad", "I'm her mum", "single mum here"), DS/DD, "my lad",
"Baby X is 5 weeks old", an age owned ("Lev, my 2.5 y/o"); a pet by "she's my 12 yo shih tzu" after a dash; a
project by its own bracketed description, run on a platform, a community venture by name; a boss who is "different
now", whom the user has a first 1:1 with, "(X now, not Y)", who supervises the user now after the old one left; a
diet for good, fully since a day, one a nutritionist moved the user to, "doing the Nordic diet now"; a partner
beside the old one's ending ("Jonas (3 months together now!)", "now Beatriz and I ... the joint account").
``CHANGES24_EMPTY``: a relative clause about somebody else ("my cousin Anjali who just got promoted ..."), people in
general becoming allergic, a card from a dad to his daughter, a name paired with the user with no couple's word (a
hike, a colleague of ten years, a bakery run together, a proposal at work), somebody else's wedding or anniversary,
a marriage that is over, a device maker's laptop, an Airbnb, a Raspberry Pi, a diet asked about, a diet for two, a
food the user craves, a brother's team, years at a university; somebody else transferred, a call transferred, a
brother's new job, a manager poached, a sister's post, a post asked about, a sister's lad, a dad's say, another
child's mum, a 40-year-old neighbour, a sister's ride home, visiting parents, a mum's street, a sourdough starter,
photography clients, boots retired, a son's shoes, a marathon run, a neighbour's beagle, a pet rehomed; a dad put on
a diet, a sister's diet, a sister's supervisor, a proposal at work, an engagement called off, a side instead of a
side."""

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
    U(
        "ch24-the-company-transferred-me-to-lyon-in-march-where",
        "the company transferred me to Lyon in March, where do I get a carte vitale?",
        E("profile", "Lives in Lyon", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch24-the-lease-in-tampere-started-monday-how-do-i",
        "the lease in Tampere started monday, how do I register my address?",
        E("profile", "Lives in Tampere", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch24-my-onboarding-buddy-at-klarna-says-i-should-learn",
        "my onboarding buddy at Klarna says I should learn Swedish, good apps?",
        E("profile", "Works at Klarna", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch24-since-jumping-ship-to-vestas-i-m-on-the",
        "since jumping ship to Vestas I'm on the turbine side now, explain yaw control?",
        E("profile", "Works at Vestas", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch24-kakao-offer-accepted-and-i-started-this-week-templ",
        "Kakao offer accepted and I started this week!! template for a weekly report?",
        E("profile", "Works at Kakao", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch24-three-weeks-in-at-thoughtworks-and-nobody-mentions",
        "three weeks in at Thoughtworks and nobody mentions timesheets, bliss",
        E("profile", "Works at Thoughtworks", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch24-the-van-gogh-museum-poached-me-over-the-summer",
        "the Van Gogh Museum poached me over the summer, same job different walls",
        E("profile", "Works at Van Gogh Museum", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch24-engineering-manager-for-7-people-now-how-often-sho",
        "Engineering Manager for 7 people now, how often should 1:1s be?",
        E("profile", "Job title: Engineering Manager", "add", slot="role"),
        group=G,
    ),
    U(
        "ch24-head-chef-officially-since-last-month-costing-temp",
        "head chef officially since last month, costing template pls",
        E("profile", "Job title: head chef", "add", slot="role"),
        group=G,
    ),
    U(
        "ch24-now-overseeing-6-shops-as-area-manager-what-goes",
        "now overseeing 6 shops as area manager, what goes in a store visit checklist?",
        E("profile", "Job title: area manager", "add", slot="role"),
        group=G,
    ),
    U(
        "ch24-moved-over-to-account-manager-and-i-just-handle",
        "moved over to Account Manager and I just handle renewals now, QBR deck structure?",
        E("profile", "Job title: Account Manager", "add", slot="role"),
        group=G,
    ),
    U(
        "ch24-my-calligraphy-nib-keeps-catching-on-the-upstrokes",
        "my calligraphy nib keeps catching on the upstrokes, paper or technique?",
        E("preference", "Hobby: calligraphy", "add", slot="hobby:calligraphy"),
        group=G,
    ),
    U(
        "ch24-the-cardigan-i-m-knitting-has-a-hole-near",
        "the cardigan I'm knitting has a hole near the collar, how do I fix it?",
        E("preference", "Hobby: knitting", "add", slot="hobby:knitting"),
        group=G,
    ),
    U(
        "ch24-3-hrs-at-the-climbing-wall-and-my-fingers",
        "3 hrs at the climbing wall and my fingers are shredded, how long to rest?",
        E("preference", "Hobby: climbing", "add", slot="hobby:climbing"),
        group=G,
    ),
    U(
        "ch24-my-bonsai-maple-is-dropping-leaves-in-july-normal",
        "my bonsai maple is dropping leaves in july, normal?",
        E("preference", "Hobby: bonsai", "add", slot="hobby:bonsai"),
        group=G,
    ),
    U(
        "ch24-my-first-triathlon-is-in-3-weeks-and-i",
        "my first triathlon is in 3 weeks and I can't swim front crawl yet",
        E("preference", "Hobby: triathlon", "add", slot="hobby:triathlon"),
        group=G,
    ),
    U(
        "ch24-i-do-all-my-invoicing-in-freeagent-how-do",
        "I do all my invoicing in FreeAgent, how do I mark a partial payment?",
        E("preference", "Accounting software: FreeAgent", "add", slot="tool:accounting"),
        group=G,
    ),
    U(
        "ch24-my-ableton-set-crashes-when-i-load-more-than",
        "my Ableton set crashes when I load more than 8 tracks of Serum",
        E("preference", "Music software: Ableton", "add", slot="tool:music"),
        group=G,
    ),
    U(
        "ch24-qgis-reprojecting-my-shapefile-shifts-everything-b",
        "QGIS: reprojecting my shapefile shifts everything by 100m, why?",
        E("preference", "GIS software: QGIS", "add", slot="tool:gis"),
        group=G,
    ),
    U(
        "ch24-ynab-says-i-m-overspent-on-groceries-but-i",
        "YNAB says I'm overspent on groceries but I moved the money",
        E("preference", "Budgeting app: YNAB", "add", slot="tool:finance"),
        group=G,
    ),
    U(
        "ch24-what-do-i-put-in-tariq-s-lunchbox-my",
        "What do I put in Tariq's lunchbox? My picky 7yo won't touch sandwiches",
        E("profile", "Child Tariq", "add", slot="child:tariq"),
        group=G,
    ),
    U(
        "ch24-baby-ottilie-is-5-weeks-old-and-won-t",
        "Baby Ottilie is 5 weeks old and won't nap in the day, normal?",
        E("profile", "Baby Ottilie", "add", slot="child:ottilie"),
        group=G,
    ),
    U(
        "ch24-parents-evening-for-beatriz-tomorrow-her-teacher-s",
        "Parents evening for Beatriz tomorrow, her teacher says she's chatty. what should I ask as her dad?",
        E("profile", "Daughter Beatriz", "add", slot="child:beatriz"),
        group=G,
    ),
    U(
        "ch24-ds-rafferty-18mo-still-wakes-at-5am-any-tips",
        "DS (Rafferty, 18mo) still wakes at 5am, any tips?",
        E("profile", "Son Rafferty", "add", slot="child:rafferty"),
        group=G,
    ),
    U(
        "ch24-picking-up-my-lad-callum-from-rugby-at-6",
        "picking up my lad Callum from rugby at 6, quick dinner ideas?",
        E("profile", "Child Callum", "add", slot="child:callum"),
        group=G,
    ),
    U(
        "ch24-single-mum-here-and-ois-n-just-told-me",
        "single mum here and Oisín just told me he's being left out at school, what do I say?",
        E("profile", "Child Oisín", "add", slot="child:oisín"),
        group=G,
    ),
    U(
        "ch24-help-me-write-an-email-to-noor-s-school",
        "Help me write an email to Noor's school saying she'll be off for 3 days. I'm her mum",
        E("profile", "Daughter Noor", "add", slot="child:noor"),
        group=G,
    ),
    U(
        "ch24-is-it-normal-that-lev-my-2-5-y",
        "Is it normal that Lev, my 2.5 y/o, only says 20 words?",
        E("profile", "Child Lev", "add", slot="child:lev"),
        group=G,
    ),
    U(
        "ch24-need-a-polite-way-to-ask-the-vet-if",
        "need a polite way to ask the vet if Biscuit's dental really needs a general anaesthetic"
        " — she's my 12 yo shih tzu",
        E("profile", "Has a shih tzu named Biscuit", "add", slot="pet:biscuit"),
        group=G,
    ),
    U(
        "ch24-can-you-help-me-write-a-complaint-to-leeds",
        "Can you help me write a complaint to Leeds City Council about the potholes outside our house?",
        E("profile", "Lives in Leeds", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch24-i-get-the-7-10-out-of-reading-every",
        "i get the 7:10 out of Reading every weekday, podcast ideas for 40 mins?",
        E("profile", "Lives in Reading", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch24-snowed-in-again-in-fargo-what-can-i-bake",
        "snowed in again in Fargo, what can I bake with flour and eggs?",
        E("profile", "Lives in Fargo", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch24-bus-home-to-kibera-took-2-hrs-tonight-audiobook",
        "bus home to Kibera took 2 hrs tonight, audiobook recs?",
        E("profile", "Lives in Kibera", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch24-fifteen-summers-in-seville-and-i-still-can-t",
        "Fifteen summers in Seville and I still can't handle August",
        E("profile", "Lives in Seville", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch24-having-lived-in-lyon-for-6-years-now-is",
        "Having lived in Lyon for 6 years now, is the Navigo-style pass worth it?",
        E("profile", "Lives in Lyon", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch24-my-parents-are-flying-up-to-visit-us-in",
        "my parents are flying up to visit us in Inverness in March, day trip ideas?",
        E("profile", "Lives in Inverness", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch24-readme-for-qlite-my-little-go-sqlite-wrapper-needs",
        "README for qlite (my little Go sqlite wrapper) needs a better intro",
        E("project", "Project qlite: Go sqlite wrapper", "add", slot="project:qlite"),
        group=G,
    ),
    U(
        "ch24-i-ve-been-running-the-thrifty-fermenter-on-substac",
        "I've been running The Thrifty Fermenter on Substack for 8 months, rebrand ideas?",
        E("project", "Project Thrifty Fermenter", "add", slot="project:thrifty fermenter"),
        group=G,
    ),
    U(
        "ch24-i-coordinate-the-riverside-community-fridge-and-we",
        "I coordinate the Riverside Community Fridge and we need a grant blurb",
        E("project", "Project Riverside Community Fridge", "add", slot="project:riverside community fridge"),
        group=G,
    ),
    U(
        "ch24-since-jumping-ship-to-vestas-i-m-on-the-b",
        "since jumping ship to Vestas I'm on the turbine-maker side instead of the developer side,"
        " explain yaw control?",
        E("profile", "Works at Vestas", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch24-stepped-off-the-ic-track-after-the-reorg-engineeri",
        "stepped off the IC track after the reorg, Engineering Manager for 7 people now. how often should 1:1s be?",
        E("profile", "Job title: Engineering Manager", "add", slot="role"),
        group=G,
    ),
    U(
        "ch24-no-more-cold-emails-for-me-moved-over-to",
        "no more cold emails for me, moved over to Account Manager and I just handle renewals now",
        E("profile", "Job title: Account Manager", "add", slot="role"),
        E("fact", "No longer: cold emails", "add", slot="?", fact_op="end"),
        group=G,
    ),
    U(
        "ch24-different-boss-now-svetlana-and-she-s-way-more",
        "different boss now, Svetlana, and she's way more into Python than SQL. should I switch?",
        E("profile", "Reports to Svetlana (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch24-first-1-1-with-nkechi-went-ok-how-do",
        "first 1:1 with Nkechi went ok, how do I keep her in the loop?",
        E("profile", "Reports to Nkechi (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch24-reporting-line-changed-last-week-amara-now-not-bj",
        "reporting line changed last week (Amara now, not Björn), should I re-send my leave dates?",
        E("profile", "Reports to Amara (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch24-my-pi-olumide-left-for-toronto-so-keiko-supervises",
        "my PI Olumide left for Toronto so Keiko supervises me now, she wants monthly updates",
        E("profile", "Reports to Keiko (manager)", "update", slot="manager"),
        group=G,
    ),
    U(
        "ch24-haven-t-eaten-meat-in-2-months-vegetarian-for",
        "haven't eaten meat in 2 months, vegetarian for good I think. iron sources?",
        E("profile", "Diet: vegetarian", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch24-i-cut-out-dairy-and-eggs-too-so-fully",
        "I cut out dairy and eggs too, so fully vegan since Diwali. What replaces paneer?",
        E("profile", "Diet: vegan", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch24-dropped-atkins-ages-ago-doing-the-nordic-diet-now",
        "dropped Atkins ages ago, doing the Nordic diet now. good rye bread recipe?",
        E("profile", "Diet: nordic diet", "add", slot="diet"),
        E("fact", "No longer: Atkins", "add", slot="?", fact_op="end"),
        group=G,
    ),
    U(
        "ch24-nutritionist-moved-me-to-fully-plant-based-tofu-ma",
        "nutritionist moved me to fully plant-based, tofu marinade ideas?",
        E("profile", "Diet: plant-based", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch24-mateus-and-i-split-up-in-the-spring-anyway",
        "Mateus and I split up in the spring. Anyway — Jonas (3 months together now!) wants to try bouldering,"
        " gift ideas?",
        E("profile", "No longer: Mateus", "add", slot="partner", fact_op="end"),
        E("profile", "Partner is Jonas", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch24-closed-the-joint-account-when-olga-moved-out-last",
        "closed the joint account when Olga moved out last year. now Beatriz and I are thinking of one, which app?",
        E("profile", "Partner is Beatriz", "add", slot="partner"),
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
    NONE(
        "ch24e-they-transferred-my-brother-to-lyon-last-year", "they transferred my brother to Lyon last year", group=GE
    ),
    NONE(
        "ch24e-the-bank-transferred-me-to-another-agent-and-then",
        "the bank transferred me to another agent and then hung up",
        group=GE,
    ),
    NONE("ch24e-my-brother-jumped-ship-to-google-last-month", "my brother jumped ship to Google last month", group=GE),
    NONE(
        "ch24e-canva-poached-my-manager-who-do-i-report-to",
        "Canva poached my manager, who do I report to now?",
        group=GE,
    ),
    NONE(
        "ch24e-the-nurse-post-came-through-for-my-sister-card",
        "the nurse post came through for my sister, card ideas?",
        group=GE,
    ),
    NONE(
        "ch24e-senior-lecturer-from-august-what-s-the-pay-like",
        "Senior Lecturer from August? what's the pay like at UK universities?",
        group=GE,
    ),
    NONE(
        "ch24e-my-sister-s-lad-callum-is-coming-to-stay",
        "my sister's lad Callum is coming to stay, what do teens eat?",
        group=GE,
    ),
    NONE("ch24e-her-dad-says-beatriz-can-t-come-to-the", "her dad says Beatriz can't come to the sleepover", group=GE),
    NONE(
        "ch24e-what-do-i-put-in-a-lunchbox-for-my",
        "What do I put in a lunchbox for my picky 7yo? Tariq's mum swears by pasta",
        group=GE,
    ),
    NONE(
        "ch24e-tom-is-my-40-year-old-neighbour-and-he",
        "Tom is my 40 year old neighbour and he plays drums at 2am",
        group=GE,
    ),
    NONE("ch24e-my-sister-s-bus-home-to-kibera-took-2", "my sister's bus home to Kibera took 2 hrs", group=GE),
    NONE(
        "ch24e-my-parents-want-me-to-visit-them-in-leeds",
        "my parents want me to visit them in Leeds at Easter",
        group=GE,
    ),
    NONE(
        "ch24e-write-to-leeds-city-council-for-my-mum-about",
        "write to Leeds City Council for my mum about her street",
        group=GE,
    ),
    NONE("ch24e-the-dry-air-is-killing-my-sourdough-starter", "the dry air is killing my sourdough starter", group=GE),
    NONE(
        "ch24e-my-photography-clients-want-the-raw-files-is-that",
        "my photography clients want the raw files, is that normal?",
        group=GE,
    ),
    NONE("ch24e-retired-my-old-hiking-boots-for-good", "retired my old hiking boots for good", group=GE),
    NONE(
        "ch24e-my-son-s-climbing-shoes-are-too-small-already", "my son's climbing shoes are too small already", group=GE
    ),
    NONE(
        "ch24e-i-m-running-the-boston-marathon-this-year-pacing",
        "I'm running the Boston Marathon this year, pacing tips?",
        group=GE,
    ),
    NONE("ch24e-i-m-minding-rex-this-week-he-s-my", "I'm minding Rex this week. He's my neighbour's beagle", group=GE),
    NONE("ch24e-we-found-sage-a-new-home-with-a-farmer", "we found Sage a new home with a farmer", group=GE),
    NONE(
        "ch24e-the-doctor-put-my-dad-on-a-low-sodium", "the doctor put my dad on a low-sodium diet, recipes?", group=GE
    ),
    NONE("ch24e-my-sister-went-vegan-for-good", "my sister went vegan for good", group=GE),
    NONE("ch24e-my-sister-says-keiko-supervises-her-now", "my sister says Keiko supervises her now", group=GE),
    NONE("ch24e-tom-proposed-a-new-process-at-work", "Tom proposed a new process at work", group=GE),
    NONE(
        "ch24e-alex-and-i-called-off-the-engagement-how-do",
        "Alex and I called off the engagement, how do I tell people?",
        group=GE,
    ),
    NONE(
        "ch24e-i-m-on-the-turbine-side-instead-of-the",
        "I'm on the turbine side instead of the developer side now, which is weird",
        group=GE,
    ),
]
