"""Values and phrasings of the veiled lives (``engram bench truth --lives veiled``): a seventh bank.

Written blind to the extraction grammar, after the blind bank, and only ever measured in aggregate: its
figure is meant to say how the grammar does on people, values and wordings it has never met, as a hidden
evaluation would. It shares no value, sentence, typo or fact key with the other banks (the tests compare
them by counts). Its users are drawn from a split agreed with a sibling bank written at the same time:
people's names, employers, tools, projects and hobbies start with N-Z, and every place is in Europe or
Asia. Its register leans on Englishes the earlier banks used little -- Indian ("we have shifted", "I
stay in"), Singaporean ("lah", "one"), South African, British -- and on non-native word order, forms and
letters, text-speak, facts after a dash or in brackets, and long rambles that bury the fact.
"""

from __future__ import annotations

# ---- user values ------------------------------------------------------------------------------
FIRST_NAMES = (
    "Nnamdi",
    "Oksana",
    "Pradeep",
    "Quang",
    "Radhika",
    "Sorin",
    "Tuncay",
    "Ugo",
    "Vusumuzi",
    "Wairimu",
    "Yevgenia",
    "Zoltan",
)
HOME_CITIES = (
    "Nijmegen",
    "Košice",
    "Ipoh",
    "Nakhon Ratchasima",
    "Veliko Tarnovo",
    "Lucerne",
    "Schwäbisch Hall",
    "Matsumoto",
    "Jeonju",
    "Hamamatsu",
    "Bergamo",
    "Haarlem",
    "Kaunas",
    "Zaragoza",
    "Sankt Pölten",
    "Pécs",
    "Kota Kinabalu",
    "Ravenna",
    "Udaipur",
    "Isfahan",
)
TRIP_CITIES = (
    "Gjirokastër",
    "Mardin",
    "Bagan",
    "Bukhara",
    "Procida",
    "Hallstatt",
    "Ålesund",
    "Kanazawa",
    "Siem Reap",
    "Yogyakarta",
)
EMPLOYERS = (
    "Nordlicht Logistik GmbH",
    "Ostrowski & Kane",
    "Pennywhistle Tea Co",
    "Rydberg Acoustics AB",
    "Sable & Thistle Ltd",
    "Trevithick Rail Ltd",
    "Umberfield Pharma",
    "Vandermeer Bouw BV",
    "Whitcombe & Aziz",
    "Yellowfin Maritime Pte Ltd",
    "Zollverein Design GmbH",
)
TITLES = (  # (title, key, promoted title, key)
    ("radiographer", "radiographer", "lead radiographer", "lead radiographer"),
    ("signalling engineer", "signalling engineer", "signalling team lead", "signalling team lead"),
    ("conveyancing solicitor", "conveyancing solicitor", "senior associate", "senior associate"),
    ("logistics coordinator", "logistics coordinator", "operations manager", "operations manager"),
    ("pastry chef", "pastry chef", "executive pastry chef", "executive pastry chef"),
    ("structural engineer", "structural engineer", "associate director", "associate director"),
    ("museum educator", "museum educator", "head of learning", "head of learning"),
    ("air traffic controller", "air traffic controller", "watch supervisor", "watch supervisor"),
    ("GIS analyst", "GIS analyst", "geospatial lead", "geospatial lead"),
)
MANAGERS = (
    "Nkechi Eze",
    "Orla Fitzgerald",
    "Pieter Dekker",
    "Rajesh Subramanian",
    "Svenja Kowalczyk",
    "Tunde Bakare",
    "Ulrike Hoffmann",
    "Vikram Sethi",
    "Wanjiru Kamau",
    "Yasmin Haddad",
    "Zeynep Arslan",
)
PARTNERS = (
    ("Nikolai", "husband"),
    ("Océane", "girlfriend"),
    ("Parvati", "wife"),
    ("Radek", "boyfriend"),
    ("Shira", "partner"),
    ("Tarek", "partner"),
    ("Vivienne", "wife"),
    ("Wojtek", "husband"),
)
KIDS = (
    ("Nesrin", "daughter"),
    ("Orson", "son"),
    ("Rosalie", "daughter"),
    ("Rupert", "son"),
    ("Signe", "daughter"),
    ("Stanislav", "son"),
    ("Ulla", "daughter"),
    ("Zebedee", "son"),
)
PETS = (
    ("Nougat", "Norwegian Forest cat"),
    ("Oolong", "Weimaraner"),
    ("Pesto", "Shiba Inu"),
    ("Rambutan", "Vizsla"),
    ("Tahini", "African grey"),
    ("Udon", "Persian"),
    ("Yuzu", "Norwegian Forest cat"),
    ("Ziti", "Tibetan spaniel"),
)
ALLERGENS = (
    ("pumpkin seed", "pumpkin seeds", True),
    ("poppy seed", "poppy seeds", True),
    ("passion fruit", "passion fruit", True),
    ("octopus", "octopus", True),
    ("naproxen", "naproxen", False),
    ("erythromycin", "erythromycin", False),
    ("ryegrass", "ryegrass pollen", False),
)
EDITORS = ("PhpStorm", "SciTE", "TextPad", "SlickEdit", "Smultron", "Positron", "Pluma", "Oxygen XML Editor")
LANGUAGES = ("Pony", "Rebol", "Vimscript", "SuperCollider", "Scheme", "Objective-C", "PowerShell", "Wolfram Language")
NOTE_APPS = ("Typora", "Standard Notes", "Saber", "Quiver", "Samsung Notes", "Penultimate", "Zoho Notebook", "Nebo")
PROJECTS = ("Ochre", "Peridot", "Quillwort", "Rookery", "Tessera", "Umbra", "Yarrow", "Vellum")
PROJECT_DESCS = (
    "tool that splits the electricity bill between flatmates",
    "Telegram bot that posts the tide times every morning",
    "tracker for what my allotment produces each season",
    "script that renames my scanned receipts by date and shop",
    "booking page for our cricket club's net sessions",
    "price alert for second-hand camera lenses",
    "flashcard quiz generator for my Mandarin classes",
)
DECISIONS = (
    ("database", ("RethinkDB", "TimescaleDB", "QuestDB", "OrientDB")),
    ("frontend", ("Riot.js", "Stencil", "Polymer", "Vaadin")),
    ("hosting", ("Railway", "Scalingo", "Platform.sh", "PythonAnywhere")),
)
HOBBIES = {  # hobby: (taking it up, dropping it)
    "whittling": (
        "I've taken up whittling -- a pocket knife, a lump of lime wood and a lot of plasters",
        "Put the knives away for good. Whittling is finished for me, I kept cutting my thumb.",
    ),
    "tabla": (
        "started tabla lessons on Sunday mornings, my guruji is very strict but it's fun",
        "I stopped my tabla classes, with the new shift timings there is no chance",
    ),
    "taiko drumming": (
        "joined a taiko group that practises in a school hall, the drums are huge and so loud (send earplugs)",
        "I've given up taiko, my shoulders can't take the practice any more",
    ),
    "netball": (
        "playing netball again in a Wednesday night league, goal defence, loving it",
        "done with netball for good after I did my ACL, the physio says no more",
    ),
    "quilting": (
        "My newest obsession is quilting. Currently hand-piecing a log cabin quilt for our bed.",
        "the quilting frame has gone to a charity shop, I'm not doing it any more",
    ),
    "pickleball": (
        "pickleball!! every Saturday at the leisure centre, it's so addictive, who knew",
        "not playing pickleball anymore, the club shut down and I lost interest",
    ),
    "watercolour": (
        "I paint in watercolour most evenings, mainly the hills behind our place, nothing fancy",
        "packed away the watercolour set for good, I just wasn't enjoying it",
    ),
    "stained glass": (
        "weekends are for stained glass now -- cutting, foiling and soldering little suncatchers in the shed",
        "quit stained glass, one cut finger too many and the soldering fumes got to me",
    ),
}
STYLES = (
    ("metric", "metric", "metric only please -- I've no idea what a pound or a Fahrenheit is"),
    ("emoji", "emoji", "Kindly don't put emoji in your answers, I copy them into official documents."),
    ("British", "British", "UK spelling please - organise, favour, centre - my readers are in Manchester"),
    (
        "no jargon",
        "jargon|plain english|plain language",
        "explain stuff in plain English, no jargon, I'm not technical",
    ),
    ("code first", "code first|code before|code at the top", "when I ask for code, give the code first and talk after"),
)
NICKNAMES = ("Nibs", "Ozzie", "Prads", "Queenie", "Raddy", "Sorro", "Tuggy", "Ugz", "Vusi", "Willa", "Yevs", "Zolly")

# ---- distractor values (never the user's) -------------------------------------------------------
D_CITIES = (
    "Podgorica",
    "Vilnius",
    "Novi Sad",
    "Palermo",
    "Dushanbe",
    "Ashgabat",
    "Muscat",
    "Mandalay",
    "Kandy",
    "Sarajevo",
)
D_TOOLS = ("PostScript", "PL/I", "Visual FoxPro", "Squeak", "RPG IV", "XSLT")
D_NAMES = ("Obadiah", "Ptolemy", "Quentin", "Rosamund", "Seraphina", "Ursula", "Wilfred")
D_JOBS = ("tattooist", "piano tuner", "harpist", "clockmaker")
D_ALLERGENS = ("papaya", "oregano")
D_DIETS = ("Ornish", "South Beach")
D_SPECIES = ("fennec fox", "gerbil", "leopard gecko", "quail")

# ---- phrasings: events ------------------------------------------------------------------------
HOME_FIRST = (
    "Good evening. I am living in {city} since 2019. Please suggest me a good dentist nearby.",
    "can u recommend a laundrette open late? im in {city} (live here, near the station)",
    "for context -- I'm a {city} resident, so any events you suggest should be round here",
    "Hello! I stay in {city} with my family, is it too cold to swim in the lake there in May?",
    "our flat's in {city}, top floor, no lift. don't ask",
    "{city}'s where I've put down roots, going on eight years now",
    "Bit of background: home for me is {city}, where I came for uni and never left.",
    "I'm a {city} person lah, born here and still living here. where got good kopi near me?",
)
HOME_MOVE = (
    "Finally!! Moved out of {old} on Friday and into a little terrace in {new}. Knackered but chuffed.",
    "change of address pls note: was {old}, now {new}",
    "Ok so we did it -- sold up in {old}, bought in {new}, and the removal van only lost one box.",
    "we have shifted to {new} now only, the {old} house is given on rent",
    "Could you help me find a GP in {new}? I relocated there from {old} last month and haven't registered yet.",
    "new city who dis. {new} (bye {old})",
    "After eleven years in {old} I have moved to {new} for the work. Everything is new, also the language a bit.",
    "eh we moved to {new} already, {old} rental ended last week. so tired sia",
    "{new} is officially home now -- the lease in {old} ran out and we weren't renewing",
    "the movers just left and I'm sitting on a box in my new kitchen in {new} eating cold pizza. {old} feels "
    "like a different life and honestly I'm not sad, the flat there had mould in every room",
)
HOME_AGAIN = (
    "nope, haven't budged from {city}",
    "{city} still, same flat and all",
    "Still residing in {city}, no change.",
)
CORRECTION_BEFORE = (
    "Since you live in {old}, the Saturday farmers' market there might be a good start.",
    "Seeing as {old} is home for you, the botanical garden makes a cheap day out.",
    "Being in {old}, you could take the regional train for that.",
)
CORRECTION = (
    "Actually {old} is old news, I moved to {new} a while back",
    "sorry no -- not {old} anymore. I'm living in {new}",
    "ahh I should have said, we left {old}, we're in {new} now",
)
TRIP = (
    "I'll be in {t} from Tuesday to Friday for a workshop, so replies may be slow",
    "any good night markets in {t}? only there 3 nights for a friend's wedding",
    "Sitting in an airport lounge en route to {t}; back home on Monday.",
    "sent to {t} by work for a week, hotel wifi is awful",
    "short holiday in {t} -- five days, then back to real life",
    "We are visiting {t} for the Diwali holidays, returning on the 3rd. What to pack?",
)
JOB_FIRST = (
    "{emp} pays my bills, I'm their {title}",
    "Could you review my CV summary? I have been working as {title} at {emp} since 2021.",
    "currently employed at {emp} as their {title}, been 4 yrs",
    "work-wise I'm a {title} with {emp}, mostly nine to five",
    "Im {title} in {emp}, please help to write leave application for my sister marriage",
    "{emp} is where I work. {title}, if anyone asks what I actually do",
    "Role: {title}. Company: {emp}. Problem: too many meetings. Tips?",
    "howzit! I'm a {title} at {emp}, it's lekker most days",
)
JOB_MOVE = (
    "Resigned from {old} last month, and today was day one at {emp} -- still a {title}, just better paid.",
    "new badge, new lanyard: {emp}. same {title} gig as at {old}",
    "I've moved from {old} to {emp}, doing the same {title} job",
    "joined {emp} this week as {title}. {old} felt stuck so I left",
    "Please help me write LinkedIn post: I have left {old} and joined {emp} as {title}.",
    "leaving do at {old} was last night (hungover), first day at {emp} tomorrow, same {title} role",
    "so after about fourteen interviews and one very awkward conversation with HR at {old}, I'm now a {title} at "
    "{emp}, started Monday, and nobody has shown me where the kettle is",
)
PROMOTED = (
    "I'm {title} now -- got the payrise and everything",
    "Promotion confirmed: I am now {title}. Please help me draft a note to my team.",
    "bumped up to {title} at the start of the quarter, lots more spreadsheets",
    "they've gone and promoted me, {title} now. imposter syndrome kicking in",
    "updated my email signature, it says {title} now",
    "got the {title} post I interviewed for internally, can't quite believe it",
)
BOSS_FIRST = (
    "my line manager ({full}) wants weekly status notes, what's a good template?",
    "I answer to {full} at work, who is sharp but fair",
    "{full} is my supervisor, please keep that in mind when I ask for email drafts",
    "the boss? {full}. we get on fine",
    "org chart says I sit under {full}.",
    "{full}, who manages me, has asked me to present on Friday -- help me structure 10 minutes?",
    "Kindly draft a mail to my reporting manager {full} for WFH tomorrow, do the needful.",
)
BOSS_NEW = (
    "{first_old} has moved on and {full} is now my manager",
    "we got a new head of team: {full}. {first_old} went to a competitor",
    "I now report to {full}; {first_old} is on long leave and not coming back to our team",
    "bye {first_old}, hello {full} -- my new boss starts today",
    "Our restructure is done. My manager is {full} now, not {first_old}.",
    "so yeah {first_old} quit in a huff and upper management parachuted in {full}, who is now my boss and "
    "already wants a 'quick sync' every morning",
)
PARTNER_FIRST = (
    "my {rel} {name} snores like a tractor, any tips that actually work?",
    "Anniversary next week -- {name} and I have been together six years. Gift ideas for my {rel}?",
    "{name} (my {rel}) says I should ask you: is it rude to leave a party without saying bye?",
    "Me and {name}, my {rel}, are going to cook together this weekend. Some easy recipe?",
    "living with my {rel} {name} now, we split the bills fifty-fifty",
    "my {rel} {name} wants to braai on Saturday, what sides go nicely?",
)
PARTNER_ENDS = (
    "{old} and I went our separate ways, I don't want to talk about it much",
    "not with {old} anymore, we ended it in the summer",
    "{old} moved out and we're done as a couple",
)
PARTNER_NEXT = (
    "I'm dating someone, {name}! third date tomorrow",
    "met someone lovely called {name}, we're seeing each other now",
    "{name} is my new other half, a mutual friend set us up",
)
KID_ONE = (
    "{name}, my {rel}, is {age} and obsessed with volcanoes. Any good kids' documentaries?",
    "I have a {rel} named {name}, aged {age}. Ideas for a rainy afternoon indoors?",
    "my {age} year old ({name}, my {rel}) refuses to eat anything green",
    "Our {rel} {name} is {age} years old and starts swimming lessons soon",
    "one child only -- {name}, {rel}, {age} going on forty",
)
KID_TWO = (
    "two kids at home: {a} is {x} and {b} is {y}",
    "{a} ({x} yrs) and {b} ({y} yrs) are my children, both mad about football",
    "I've got {a}, {x}, and little {b}, {y} -- bedtime is a war zone",
    "My children are {a} (age {x}) and {b} (age {y}). Can you suggest a board game for both?",
)
KID_AGE = (
    "{name} is {age} as of today, we did a bowling party",
    "birthday done -- {name} turned {age}, I'm exhausted",
    "{name} has just hit {age}. how is that possible",
    "Happy birthday to my kid {name}, {age} years old today!",
)
BABY = (
    "we've had the baby -- a little {rel}, {name}, born at 3am",
    "say hello to {name}, our newborn {rel}",
    "Our {rel} {name} arrived last week, everyone is healthy",
)
PET_FIRST = (
    "how often should I trim my {species}'s claws? {pet} hates it",
    "we adopted {pet}, a {species}, from a rescue last spring",
    "{pet} (my {species}) ate a whole sock today, should I worry?",
    "Is it okay to leave my {species} {pet} alone for a weekend with an automatic feeder?",
    "the {species} on my lap while I type this is {pet}, and yes, mine",
    "new family member: {pet} the {species}",
    "{pet} is my {species}, shame, such a softie -- scared of the vacuum",
)
PET_GONE = (
    "{pet} passed on Sunday. I'll miss that {species} so much",
    "we rehomed {pet} with my aunt -- the {species} was miserable in a flat",
    "Correction: {pet} is not my {species}, it belongs to my neighbour, I only feed it sometimes",
    "said goodbye to {pet} at the vet today, old age. best {species} ever",
)
DIET_FIRST = {
    "vegetarian": (
        "I don't eat meat or fish -- vegetarian, for ethical reasons",
        "veg only for me (vegetarian), any ideas for a quick tiffin?",
        "Give me a week of dinners please, vegetarian as I do not eat meat.",
    ),
    "vegan": (
        "plant-based, fully vegan, so skip the butter in recipes",
        "I follow a vegan diet -- no animal products at all",
        "vegan lah, so no egg no milk ok",
    ),
}
DIET_SHIFT = {
    ("vegetarian", "pescatarian"): (
        "eating fish again, so pescatarian rather than vegetarian now",
        "I'm pescatarian these days -- salmon won me back",
        "Update: I have become pescatarian, fish is allowed but still no meat.",
    ),
    ("vegan", "vegetarian"): (
        "relaxed the vegan thing -- vegetarian now, I eat eggs and cheese again",
        "no longer vegan, just vegetarian; dairy's back",
    ),
    ("vegetarian", None): (
        "I've gone back to eating meat, so I'm not a vegetarian any more",
        "Vegetarian phase is over -- I eat chicken and beef again.",
    ),
    ("vegan", None): (
        "quit being vegan, I eat everything again now",
        "stopped the vegan diet on doctor's advice, eating meat and dairy",
    ),
}
DIET_AGAIN = (
    "{k} still, nothing's changed on that front",
    "remember I'm {k} when you suggest food",
    "yes yes, {k} as always",
)
ALLERGY_FOOD = (
    "Please note: I'm allergic to {a}. Even traces make me sick.",
    "no {a} in anything pls, I'm allergic",
    "{A} and I do not get along -- allergic since childhood",
    "I have allergy to {a}, so please avoid in the recipes",
)
ALLERGY_OTHER = (
    "allergic to {a}, found out in hospital",
    "Medical note for you: I have an allergy to {a}.",
    "{A} sets off my allergy, rash every time",
)
EDITOR_FIRST = (
    "my go-to editor has been {x} for years",
    "{x} is open on my second monitor all day, it's my editor",
    "Which {x} plugins would you recommend? I use it as my main editor.",
    "every line of code I write goes through {x}",
)
LANG_FIRST = (
    "my day job is mostly {x}",
    "{x} is my main language, so snippets in that please",
    "I code primarily in {x}",
    "at work we use {x} for nearly everything",
)
NOTES_FIRST = (
    "I keep everything in {x} -- notes, lists, recipes",
    "{x} holds all my notes",
    "my notes are all in {x}, synced across devices",
    "Can {x} export to PDF? It's where I keep my notes.",
)
TOOL_SWITCH = (
    "changed from {old} to {new} last weekend, no regrets",
    "{old} uninstalled. I'm a {new} user now",
    "I use {new} now; {old} kept crashing",
    "I am now using {new}, not anymore {old}.",
    "bye bye {old}, hello {new}",
    "ended up replacing {old} with {new}, it just suits me better",
)
LANG_SWITCH = (
    "team's moving from {old} to {new}, so examples in {new} from now on",
    "please use {new} for code from here, I've left {old} behind",
    "we ported the codebase to {new}. {old} is gone",
)
TOOL_AGAIN = ("still sticking with {k}", "{k}, as ever, no change", "haven't moved off {k}")
NOTES_DROP = (
    "closed my {old} account, notes are in a paper notebook now",
    "no more {old} -- I write notes by hand again",
    "{old} is gone from my phone, notebook and pencil from now on",
)
PROJECT_FIRST = (
    "started a hobby project called {proj} -- a {desc}",
    "{proj} is a thing I'm hacking on in the evenings: a {desc}",
    "Working on a small project named {proj}, it's a {desc}.",
)
PROJECT_PICK = (
    "{proj} will run on {x}, I decided",
    "chose {x} for {proj} after a bit of research",
    "Decision for {proj}: {x}.",
)
PROJECT_REPICK = (
    "{proj} is moving off {old} onto {new}",
    "replaced {old} with {new} in {proj}, migration went ok",
    "Change of plan for {proj}: {new} instead of {old}.",
)
PROJECT_PAUSE = (
    "{proj} is on ice for a while, work is crazy",
    "pausing {proj} until the new year",
    "I've shelved {proj} for now",
)
PROJECT_LIVE = (
    "{proj} went public today!! real users!!",
    "{proj} is out in the world now, v1.0 released",
    "we released {proj} this afternoon",
)
PROJECT_DEAD = (
    "I've abandoned {proj}, it wasn't going anywhere",
    "{proj} is cancelled, deleted the repo",
    "pulling the plug on {proj} permanently",
)
NICK = (
    "call me {nick} pls, nobody uses my full name",
    "My friends call me {nick}; you may too.",
    "just {nick} is fine",
)
BOSS_AGAIN = ("{k} is still my line manager", "same manager as before, {k}", "{k}'s still the boss, yeah")
EMPLOYER_AGAIN = ("{k} still employs me", "no change at work, still at {k}", "yes, still with {k}, not looking")
PARTNER_AGAIN = (
    "{k} wants to know if you can plan our holiday too",
    "{k} is cooking tonight, finally",
    "{k} and I just got back from a long walk",
)
PET_AGAIN = (
    "{k} is chewing the cable again",
    "{k} is asleep in the laundry basket",
    "{k} is begging at the table again",
)

# ---- registers: what a voice does to a sentence ------------------------------------------------
LEAD_INS = ("hey hey, ", "quick one, ", "right, ", "morning -- ", "listen, ", "alright, ")
TAILS = (" thanks in advance.", " ok that's it from me.", " bye for now.", " 🙏", " cheers lah.")
REQUESTS = (
    " also, what's a quick healthy breakfast?",
    " and can you suggest a film for tonight?",
    " btw how do I stop my laptop fan being so loud?",
)
TYPOS = {
    "probably": "prolly",
    "tomorrow": "tmrw",
    "should": "shud",
    "thought": "thot",
    "sometimes": "sumtimes",
    "surprise": "suprise",
    "whatever": "watever",
    "what": "wat",
    "nothing": "nothin",
    "receive": "recieve",
    "weekend": "wknd",
    "tuesday": "tusday",
    "sorry": "sry",
    "yesterday": "yday",
}

# ---- phrasings: everything that is not a fact about the user --------------------------------------
FILLER = (
    "how do I descale a kettle without vinegar",
    "plan a 15-minute stretching routine for after a run",
    "how to say 'thank you very much' in Polish",
    "explain what a Docker volume is",
    "best way to store fresh herbs so they last",
    "is it rude to reply-all with just thanks",
    "convert 5 feet 7 inches to cm",
    "write a short condolence message for a colleague",
    "what's the boiling point of water at altitude",
    "why does my bread come out dense",
    "summarise the causes of World War One in five bullets",
    "how do I freeze the top row in Excel",
    "funny names for a wifi network?",
    "regex for a UK postcode?",
    "okay",
    "thank you so much!!",
    "nah, that didn't fix it either",
    "what's 12.5% of 640",
    "how do I undo git add",
    "why do cats purr",
    "recommend a podcast about history",
    "how many teaspoons in a tablespoon",
    "make it more formal",
    "difference between a hurricane and a typhoon",
    "how do I get candle wax off a carpet",
    "what's the etiquette for tipping in restaurants abroad",
    "can you make the second paragraph punchier",
)
HYPOTHETICAL = (
    ("would {c} be a nice place to retire? asking for someday, not planning anything", "c"),
    ("is {t} even worth a look these days? just curious, I won't use it", "t"),
    ("do you reckon I'd make a decent {j}? daydreaming at my desk", "j"),
    ("if money were no object I'd keep a {s}. silly, I know", "s"),
    ("my horoscope says I'll move to {c} this year lol, as if", "c"),
    ("would a {d} diet suit someone like me? not starting it, just reading about it", "d"),
    ("in another life I'd have been a {j}, I reckon", "j"),
)
THIRD_PARTY = (
    ("my uncle's retired to {c}, he sends photos every day", "c"),
    ("{n}, my flatmate, swears by {t} for everything", "nt"),
    ("my niece is allergic to {a} -- ideas for her birthday cake?", "a"),
    ("my boss's wife is doing a {d} diet, what do I bring to their barbecue?", "d"),
    ("{n} from my running club just qualified as a {j}", "nj"),
    ("my best mate bought a {s} and named it after me", "s"),
    ("our new neighbours are from {c}, how do I say welcome in their language?", "c"),
)
QUOTED = (
    ('my cousin posted "hello from my new home in {c}!" on insta -- so she moved?', "c"),
    ('saw a mug that says "World\'s okayest {j}" -- should I buy it for my dad?', "j"),
    ('my colleague\'s email signature says "{n}, {t} evangelist" -- cringe or fine?', "nt"),
)
CODE = (
    ("```python\nstaff = [{{'name': '{n}', 'job': '{j}'}}]\nprint(staff.name)\n```\nAttributeError, why?", "nj"),
    ('```toml\n[owner]\nname = "{n}"\ncity = "{c}"\n```\nhow do I load this file in Go?', "nc"),
    ("```bash\nexport FAV_TOOL={t}\necho $FAV_TOOL\n```\nwhy does it print nothing in cron?", "t"),
)
ASSISTANT_SELF = (
    "If you asked me, {t} is the most elegant thing ever designed.",
    "I have a soft spot for {c}; it's where I'd choose to wake up every morning.",
    "Were I a person, I'd write everything in {t}.",
    "{c} is my favourite city in the world, if I'm allowed one.",
)
ASSISTANT_REPLY = (
    "Here's my suggestion.",
    "Right, let's sort that out.",
    "Certainly -- see below.",
    "No trouble at all.",
    "One way to do it is below.",
    "Alright, step by step:",
)
ASSISTANT_ACK = (
    "Thanks, I'll remember that.",
    "Noted, thank you.",
    "Got it, thanks for the update.",
    "Okay, I've taken that on board.",
    "Understood, thanks.",
)
QUESTIONS = {
    "home": ("which town or city is home for me right now?", "where am I living at the moment?"),
    "employer": ("what's the name of the company I work for?", "who's my employer these days?"),
    "title": ("what's my role called at work?", "what post do I hold at work?"),
    "manager": ("who manages me at the moment?", "whose team am I on at work?"),
    "editor": ("what do I use to edit code?", "which text editor is mine?"),
    "lang": ("what's my main programming language right now?", "which language should you write my snippets in?"),
    "notes": ("which app do I take notes in?", "what do I use for my notes?"),
    "diet": ("what are my eating habits -- any diet?", "what kind of eater am I -- any food rules?"),
    "partner": ("what is my partner's name?", "who am I going out with these days?"),
}
DECISION_QUESTIONS = ("what {knd} did I settle on for {proj}?", "{proj} -- which {knd} is it using?")
