"""Values and phrasings of the blind lives (``engram bench truth --lives blind``): a sixth bank.

Written blind to the extraction grammar once the fresh and sealed banks had become development banks,
and never to be used for grammar work: only ever measured, in aggregate, so that its figure says how the
grammar does on users, values and wordings it has never met, as a hidden evaluation would. It shares no
value and no sentence with the built-in, practice, held-out, fresh and sealed banks (the tests compare
them). Its sentences are shaped unlike the built-in ones on purpose: other verbs and nouns for each
event, the value early or late, facts mentioned in passing inside requests about something else, and
many registers (formal, phone typing, non-native, terse, long-winded) and Englishes (British, American,
Indian, Australian, Irish), with less common values (two-word and accented places, employers with "&"
or "Ltd", Racket/Gleam-style languages, crafts, sports and music).
"""

from __future__ import annotations

# ---- user values ------------------------------------------------------------------------------
FIRST_NAMES = (
    "Wendeline",
    "Anwar",
    "Bronagh",
    "Tavita",
    "Desislava",
    "Emeka",
    "Fenella",
    "Grzegorz",
    "Hemi",
    "Isolde",
    "Jyoti",
    "Koray",
)
HOME_CITIES = (
    "Stavanger",
    "Maribor",
    "Braga",
    "Warrnambool",
    "Timaru",
    "Córdoba",
    "Łódź",
    "Leeuwarden",
    "Aix-en-Provence",
    "Cape Coast",
    "Inverness",
    "Pondicherry",
    "Saint-Malo",
    "Västerås",
    "Bad Ischl",
    "Sioux Falls",
    "Mount Gambier",
    "Thiruvananthapuram",
    "Hradec Králové",
    "Lake Placid",
)
TRIP_CITIES = (
    "Shkodër",
    "Valparaíso",
    "Sibiu",
    "Kotor",
    "Chefchaouen",
    "Hampi",
    "Sapporo",
    "Oaxaca",
    "Da Lat",
    "Reykjavík",
)
EMPLOYERS = (
    "Wexford & Lowe",
    "Cinderford Water Ltd",
    "Gallowglass Freight",
    "Ostrander Foods Ltd",
    "Pike & Partridge",
    "Mulberry Lane Nurseries",
    "Quarrybank & Finch",
    "Swiftlet Health",
    "Tallowmere Print Co",
    "Bellhaven & Sons",
)
TITLES = (  # (title, key, promoted title, key)
    ("electrician", "electrician", "site foreman", "site foreman"),
    (
        "sign language interpreter",
        "sign language interpreter",
        "interpreting services manager",
        "interpreting services manager",
    ),
    ("claims handler", "claims handler", "claims team leader", "claims team leader"),
    ("archivist", "archivist", "head archivist", "head archivist"),
    ("solutions architect", "solutions architect", "chief architect", "chief architect"),
    ("payroll officer", "payroll officer", "payroll manager", "payroll manager"),
    ("brewer", "brewer", "head brewer", "head brewer"),
    ("civil engineer", "civil engineer", "project director", "project director"),
)
MANAGERS = (
    "Ingeborg Vass",
    "Kwabena Asante",
    "Małgorzata Zielińska",
    "Henrique Barros",
    "Aroha Ngata",
    "Felicity Crane",
    "Bao Nguyen",
    "Tadhg Brennan",
    "Rukmini Iyer",
    "Gideon Abernethy",
)
PARTNERS = (
    ("Fionnuala", "girlfriend"),
    ("Rustam", "husband"),
    ("Mireille", "wife"),
    ("Thiago", "boyfriend"),
    ("Dorian", "partner"),
    ("Anouk", "partner"),
    ("Parisa", "wife"),
    ("Lachlan", "husband"),
)
KIDS = (
    ("Clemency", "daughter"),
    ("Ciarán", "son"),
    ("Blodwen", "daughter"),
    ("Ezekiel", "son"),
    ("Posy", "daughter"),
    ("Benedek", "son"),
    ("Amara", "daughter"),
    ("Kai", "son"),
)
PETS = (
    ("Gnocchi", "border collie"),
    ("Paprika", "lop-eared rabbit"),
    ("Fudge", "Siamese"),
    ("Tikka", "cavalier"),
    ("Brisket", "Staffie"),
    ("Kofta", "Devon Rex"),
    ("Baklava", "Jack Russell"),
    ("Samosa", "Bengal"),
)
ALLERGENS = (
    ("sunflower seed", "sunflower seeds", True),
    ("kidney bean", "kidney beans", True),
    ("scallop", "scallops", True),
    ("squid", "squid", True),
    ("pine nut", "pine nuts", True),
    ("morphine", "morphine", False),
    ("tetracycline", "tetracycline", False),
    ("lanolin", "lanolin", False),
)
EDITORS = ("RubyMine", "WebStorm", "Cloud9", "Brackets", "Aquamacs", "MonoDevelop", "Leafpad")
LANGUAGES = ("Agda", "Inko", "Bosque", "Nemerle", "Ceylon", "Xtend", "Hack", "Nelua")
NOTE_APPS = ("Ulysses", "Drafts", "Dynalist", "Scrivener", "Google Keep", "Nimbus Note", "Roam Research")
PROJECTS = ("Bittern", "Curlew", "Cardamom", "Sorrel", "Juniper", "Quetzal", "Wagtail", "Pimento")
PROJECT_DESCS = (
    "invoice generator for my freelance work",
    "Discord bot that counts the pages our book club reads",
    "reminder for when library books are due back",
    "script that backs up the family photos to a NAS",
    "attendance tracker for choir rehearsals",
    "map of dog-friendly pubs near me",
    "meal planner that builds the weekly shopping list",
)
DECISIONS = (
    ("database", ("RavenDB", "Aerospike", "YugabyteDB", "Tarantool")),
    ("frontend", ("Inertia.js", "Marionette", "Dojo", "Stimulus")),
    ("hosting", ("Infomaniak", "Alwaysdata", "Uberspace", "Gandi")),
)
HOBBIES = {  # hobby: (taking it up, dropping it)
    "morris dancing": (
        "can you find me some easy folk tunes to hum? I've joined a morris dancing side -- bells, sticks, the lot",
        "I've left the morris dancing side, my knees have had enough of it",
    ),
    "ultimate frisbee": (
        "I play ultimate frisbee in a Tuesday night league now, it's weirdly competitive",
        "hung up my cleats -- no more ultimate frisbee, the league folded and I didn't bother finding another",
    ),
    "trail running": (
        "Trail running is my thing these days, 20k in the hills most Saturdays.",
        "done with trail running. two sprained ankles in one year is enough",
    ),
    "banjo": (
        "picked up a second-hand banjo and I practise every evening, bluegrass mostly",
        "my banjo's listed on eBay, I've given up playing",
    ),
    "leathercraft": (
        "I spend Sunday afternoons on leathercraft at the kitchen table -- wallets and belts, mostly wonky",
        "no more leathercraft, I've sold the tools and the offcuts",
    ),
    "curling": (
        "I curl now!! joined the curling club at the ice rink, league games every Thursday",
        "I've retired from curling, my shoulder won't take another season",
    ),
    "harmonica": (
        "the harmonica has got its hooks into me, I practise blues riffs on the bus (sorry, fellow passengers)",
        "I'm not playing the harmonica any more, it's gathering dust in a drawer",
    ),
}
STYLES = (
    ("metric", "metric", "I'm Australian, so kilometres, kilograms and degrees C -- metric everything, please"),
    ("emoji", "emoji", "pls no emoji in answers, they look childish in my work docs"),
    ("British", "British", "could you stick to British spellings? I proofread for a London publisher"),
    ("tables", "table|tables", "whenever you compare options, lay it out as a table -- I take it in faster that way"),
    ("tl;dr", "tl;dr|summary|summarise", "start every answer with a one-line tl;dr and then the detail"),
    ("Hindi words", "Hindi", "you can mix a little Hindi into replies, I'm more comfortable that way"),
)
NICKNAMES = ("Pepe", "Anu", "Bron", "Cass", "Desi", "Meks", "Fen", "Grzes", "Hemz", "Izzy", "Jojo", "Kora")

# ---- distractor values (never the user's) -------------------------------------------------------
D_CITIES = (
    "Tarawa",
    "Yakutsk",
    "Thimphu",
    "Longyearbyen",
    "Tegucigalpa",
    "Antananarivo",
    "Apia",
    "Funafuti",
    "Alice Springs",
    "Kathmandu",
)
D_TOOLS = ("PL/M", "Forth", "Occam", "Clarion", "Ratfor", "Logo")
D_NAMES = ("Cuthbert", "Hepzibah", "Lysander", "Gertrude", "Prudence", "Evangeline")
D_JOBS = ("knife grinder", "saddler", "cooper", "blacksmith")
D_ALLERGENS = ("lychee", "coriander")
D_DIETS = ("lectin-free", "blood type")
D_SPECIES = ("degu", "koi carp", "millipede", "tree frog")

# ---- phrasings: events ------------------------------------------------------------------------
HOME_FIRST = (
    "what time do shops shut on a Sunday where I am? that's {city}, I live here",
    "{city} born and bred, still here",
    "I call {city} home -- small place, everyone knows your business",
    "Dear assistant, I am a resident of {city} and require guidance on council tax.",
    "our house is on the edge of {city}, about ten minutes from the water",
    "me and the family stay in {city}, suggest some weekend outing pls",
    "been living out in {city} for a good few years now, it suits me",
    "so I'm trying to sort out a bike route to work and honestly the hills in {city} are killing me -- yes, "
    "that's where I live, unfortunately for my calves -- any tips for a commuter bike?",
)
HOME_MOVE = (
    "keys handed over in {old} this morning and tonight is our first night sleeping in {new}",
    "we've upped sticks to {new}! the {old} chapter is closed",
    "who does decent broadband in {new}? we moved over from {old} on the weekend",
    "home these days is {new}; {old} feels like a lifetime ago",
    "The relocation is done -- I now live in {new}. Goodbye {old}.",
    "shifted base from {old} to {new} last week only, still unpacking",
    "hey can u help me write a change-of-address email to my bank? moved to {new} on saturday",
    "new town for me: {new}. traded {old} for a shorter commute",
    "I'd been in {old} for nearly a decade but the job market there dried up, so last month we rented a van, "
    "crammed the plants in, and made the move to {new}. I'm still getting lost going to the supermarket",
    "settled into the new place in {new} 🏠 {old} was getting too pricey",
)
HOME_AGAIN = ("yeah I'm {city}-based, as before", "still a {city} local", "living in {city}, same as always")
CORRECTION_BEFORE = (
    "Given that you're based in {old}, the coastal path nearby might be worth a look.",
    "For someone in {old}, the night bus is probably your cheapest option.",
    "Since {old} is your home, the public library there runs free coding classes.",
)
CORRECTION = (
    "I'm not in {old} these days -- I live in {new}",
    "wrong city, I'm in {new} now. moved away from {old}",
    "Small correction: {old} was last year. These days I'm in {new}.",
)
TRIP = (
    "writing this from a hostel in {t}, I'm only here for the long weekend",
    "off to {t} tomorrow for a wedding, back home tuesday. what's the weather like there this time of year?",
    "Currently on a short work trip to {t}; I return on Thursday.",
    "{t} for four days, my cousin's engagement",
    "a few days in {t} then home again -- any must-see spots?",
    "got sent to {t} for a site visit, flying home saturday",
    "in {t} till the end of the week for a trade fair, jet lag is real",
)
JOB_FIRST = (
    "I earn my living as a {title}, with {emp} for now",
    "Context for the email: I am a {title} employed by {emp}.",
    "{emp} -- that's who I work for. I'm their {title}",
    "what should I put in my out-of-office? I'm a {title} at {emp}, off for two weeks",
    "my job is {title}, company is {emp}",
    "currently {title} @ {emp}",
    "I'm the {title} over at {emp}, it's mostly fine",
    "it's been a long week at {emp}, where I work as a {title}, and I need something mindless to watch tonight -- "
    "suggestions?",
)
JOB_MOVE = (
    "I've joined {emp}! doing {title} work for them now, {old} is behind me",
    "last day at {old} was friday, {emp} starts monday -- {title} still",
    "{emp} hired me 🎉 same {title} role, better commute than {old}",
    "Please help me write a farewell note to my colleagues at {old}; I am moving to {emp} as a {title}.",
    "new employer: {emp}. I'm still a {title}, just not at {old} anymore",
    "I work for {emp} now -- left {old} after six years, same job though, {title}",
    "{old} wouldn't match the offer so I took it: {emp}, {title}, start date the 1st",
)
PROMOTED = (
    "well, I'm the {title} now! signed the contract today",
    "my manager told me this morning I've been bumped up to {title}",
    "I'm moving up: {title} from next month",
    "new role: {title}. can you help me rewrite my LinkedIn headline?",
    "the promotion to {title} is official, I'm still in shock",
    "they've given me the {title} job, so I'm managing my old teammates now, yikes",
)
BOSS_FIRST = (
    "my team lead is {full}, really lovely",
    "I'm under {full} at work -- how do I ask for a raise without being awkward?",
    "My immediate superior is {full}.",
    "{full} is my boss, for the record",
    "need to email {full} (my manager) about working from home on fridays, can you draft it?",
    "{full} heads the team I'm in and signs off everything I do",
    "the person I report to? {full}. decent, bit of a perfectionist",
)
BOSS_NEW = (
    "{first_old}'s gone, my new manager is {full}",
    "{full} took over the team this week, {first_old} retired",
    "I've got a new boss, {full} -- {first_old} moved to the Dubai office",
    "From today I report to {full} rather than {first_old}.",
    "they swapped my manager: {full} in, {first_old} out",
    "so {first_old} finally handed in their notice, and after a couple of weeks of nobody knowing who was in "
    "charge, it turns out my new manager is {full}, who I've barely spoken to",
)
PARTNER_FIRST = (
    "what's a good birthday present for my {rel}? {name} is into climbing and coffee",
    "{name} (my {rel}) has taken over the cooking tonight, bless them",
    "My {rel}, {name}, and I want to repaint the living room. Which colours go with oak floors?",
    "me and my {rel} {name} are planning a staycation, ideas?",
    "{name} is my {rel}, we've been together since school",
    "married life update: {name}, my {rel}, has decided we need a dog. I'm not sure. pros and cons?",
)
PARTNER_ENDS = (
    "{old} and I called it off, so it's just me now",
    "I'm single again, {old} moved out on sunday",
    "{old} and I are over. amicable, but still",
)
PARTNER_NEXT = (
    "there's someone new in my life -- {name} -- and it's going well",
    "I've started seeing {name}, we met at a pub quiz",
    "{name} and I are officially together now 😊",
)
KID_ONE = (
    "what books would you recommend for a {age}-year-old? it's for {name}, my {rel}",
    "{name} is my {rel}, {age} years young",
    "I've got a {rel}, {name}, who is {age}",
    "any birthday party ideas for my {age}-year-old {rel}? {name} loves trains",
    "proud parent of {name}, my {rel} -- {age} going on 40",
    "parenting question: {name}, my {rel}, is {age} and still won't sleep through. normal?",
)
KID_TWO = (
    "my two are {a}, who's {x}, and {b}, who's {y}",
    "{a} ({x}) and {b} ({y}) are my kids, they fight constantly",
    "We have two children: {a}, aged {x}, and {b}, aged {y}.",
    "kids: {a} {x}, {b} {y}. send help",
)
KID_AGE = (
    "{name} is {age} today 🎂 where did the time go",
    "the party was on saturday -- {name} is {age} now and had sugar for dinner",
    "{name} has just had birthday number {age}, the house is full of balloons",
    "big day yesterday -- {name} turned {age} and demanded pancakes",
)
BABY = (
    "our baby {rel} arrived on friday! we've named the little one {name}",
    "the baby's here! a healthy {rel}, {name}",
    "{name} was born this week, our first {rel} 👶",
)
PET_FIRST = (
    "my {species}, {pet}, wakes me at 5am every day -- how do I stop it?",
    "{pet} is my {species}, she's three",
    "We adopted a {species} called {pet} from the shelter.",
    "{pet} the {species} lives with me and rules the house",
    "is chocolate dangerous for a {species}? asking because {pet}, my {species}, just ate a brownie",
    "got myself a {species}! named him {pet}",
)
PET_GONE = (
    "{pet} passed away on monday, the house is so quiet without my {species}",
    "we found {pet} a new home, the {species} needed more space than we have",
    "oops, {pet} is actually my flatmate's {species}, not mine",
    "Sadly we had to put {pet} to sleep. He was a good {species}.",
)
DIET_FIRST = {
    "vegetarian": (
        "I'm a veggie, so meat-free recipes please",
        "can you plan five dinners for me? I'm vegetarian",
        "vegetarian since I was fifteen, no fish either",
    ),
    "vegan": (
        "I eat vegan, nothing from animals",
        "what's a good vegan cheese? I went vegan two years ago",
        "Please note I am vegan, so no honey, dairy or eggs.",
    ),
}
DIET_SHIFT = {
    ("vegetarian", "pescatarian"): (
        "I've added fish back in, so I'm pescatarian now",
        "pescatarian these days, prawns were too good to give up",
        "I switched from vegetarian to pescatarian this month",
    ),
    ("vegan", "vegetarian"): (
        "I'm vegetarian now rather than vegan, cheese won",
        "gone from vegan to plain vegetarian, dairy is back",
    ),
    ("vegetarian", None): (
        "I've stopped being vegetarian, meat is back on the plate",
        "not a vegetarian anymore, had my first burger in years",
    ),
    ("vegan", None): (
        "I gave up on veganism, I eat everything again",
        "stopped being vegan last month, I'm eating meat and cheese again",
    ),
}
DIET_AGAIN = ("I'm still {k}, yep", "just a reminder, {k} here", "{k}, like I told you before")
ALLERGY_FOOD = (
    "I'm allergic to {a} (epipen allergic), please keep them out of anything you suggest",
    "one thing: I can't have {a}, I'm allergic and it's serious",
    "Kindly avoid {a} in recipes, I am having allergy.",
    "{A}: allergic. don't even list it as optional",
)
ALLERGY_OTHER = (
    "I react badly to {a}, it's an allergy",
    "allergy alert -- {a}. I swell up",
    "I've got an allergy to {a}, my GP confirmed it",
)
EDITOR_FIRST = (
    "I edit everything in {x}",
    "what's the shortcut for find-and-replace in {x}? it's what I code in",
    "I'm a {x} person when it comes to editors",
    "{x} is what I write code in all day",
)
LANG_FIRST = (
    "I write {x} for a living",
    "give me answers in {x} please, that's my main language",
    "most of my work is in {x}",
    "our whole backend is {x}, so any snippets should be {x} too",
)
NOTES_FIRST = (
    "everything I jot down goes into {x}",
    "{x} is where my notes are",
    "my notes app is {x}, can it do reminders?",
    "I take all my notes in {x}",
)
TOOL_SWITCH = (
    "I'm on {new} now, ditched {old}",
    "{old} got too slow, so I switched to {new}",
    "moved over to {new} from {old} last week",
    "farewell {old} -- {new} is my tool now",
    "{new} took {old}'s place on my laptop",
    "I use {new} these days instead of {old}",
)
LANG_SWITCH = (
    "please give code in {new} from now on, we've dropped {old}",
    "I've switched from {old} to {new} at work",
    "no more {old} for me, everything's {new} now",
)
TOOL_AGAIN = ("I'm still using {k}", "{k}, still", "still {k} for me")
NOTES_DROP = (
    "I've given up on {old}, notes are going in a paper notebook",
    "stopped using {old}, I'm writing notes by hand now",
    "cancelled my {old} subscription, back to pen and paper",
)
PROJECT_FIRST = (
    "side project time: I'm making {proj}, it's a {desc}",
    "I've started {proj} -- basically a {desc}",
    "{proj} is my weekend project, a {desc}",
)
PROJECT_PICK = ("{proj} runs on {x}, decided last night", "I picked {x} for {proj}", "for {proj}, {x} won")
PROJECT_REPICK = (
    "I moved {proj} from {old} to {new}",
    "{proj} uses {new} now, {old} didn't scale",
    "swapped {old} for {new} in {proj}",
)
PROJECT_PAUSE = (
    "{proj} is on hold for now",
    "I've paused {proj}, too busy at work",
    "parking {proj} for a few months",
)
PROJECT_LIVE = (
    "{proj} went live today, fingers crossed",
    "{proj} is released, people are actually using it",
    "I shipped {proj} this morning 🚀",
)
PROJECT_DEAD = (
    "{proj} is abandoned, I've stopped working on it",
    "I've given up on {proj} for good",
    "{proj} is scrapped -- not touching it again",
)
NICK = ("{nick} is fine, that's what my mates call me", "please call me {nick}", "I prefer {nick}")
BOSS_AGAIN = ("{k} is still my manager", "{k} still runs my team, yeah", "I still report to {k}, nothing's changed")
EMPLOYER_AGAIN = ("still employed by {k}", "yeah still {k}, no plans to leave", "I'm still working at {k}")
PARTNER_AGAIN = (
    "{k} says thanks for the lasagne recipe",
    "{k} and I are off to the coast this weekend",
    "{k} is laughing at me for asking you this",
)
PET_AGAIN = (
    "{k} just knocked my tea over",
    "{k} is staring at me for treats again",
    "{k} won't get off my lap",
)

# ---- registers: what a voice does to a sentence ------------------------------------------------
LEAD_INS = ("heya, ", "quick update: ", "so basically ", "sorry, forgot to say, ", "also fyi ", "good morning! ")
TAILS = (
    " anyhow, cheers.",
    " that's all for now.",
    " rant over.",
    " xx",
    " 👍",
)
REQUESTS = (
    " also can you recommend a good audiobook?",
    " and what's a nice easy dessert for four?",
    " also, is it worth getting a dehumidifier?",
)
TYPOS = {
    "already": "alredy",
    "because": "coz",
    "before": "b4",
    "thanks": "thx",
    "something": "smth",
    "definitely": "defo",
    "see you": "cya",
    "wednesday": "wensday",
    "necessary": "neccessary",
    "separate": "seprate",
    "tonight": "tonite",
    "really": "rly",
    "message": "msg",
    "about": "bout",
}

# ---- phrasings: everything that is not a fact about the user --------------------------------------
FILLER = (
    "best way to shift a coffee stain from a white shirt?",
    "what rhymes with orange, seriously",
    "convert 350 fahrenheit to celsius",
    "explain what a mortgage offset account is",
    "write a polite no to a wedding invite",
    "what's the capital of Burkina Faso",
    "how do I split a string in JavaScript",
    "is it safe to eat rice left out overnight",
    "plan me a quick kettlebell session, 25 mins max",
    "when do you use 'whom' instead of 'who'",
    "cheers mate",
    "ta, that's perfect",
    "still getting the same error",
    "what's 7% of 1,250",
    "how do I squash my last three git commits",
    "ideas for a funny fantasy football team name",
    "why do onions make you cry",
    "do snake plants need much light",
    "how do you pronounce 'quinoa'",
    "explain big O notation like I'm twelve",
    "write a limerick about a leaky tap",
    "how long does it take to walk 5 km",
    "can you make that shorter",
    "ok that works",
    "what is a fair price for a used bike",
    "how many grams is a cup of flour",
    "is it 'affect' or 'effect' here: it didn't ___ me",
)
HYPOTHETICAL = (
    ("thinking out loud: could I ever live somewhere like {c}? probably not", "c"),
    ("is {t} worth learning in 2025 or is it dead? not that I'm going to", "t"),
    ("what's the pay like for a {j}? just wondering, not switching careers", "j"),
    ("suppose I got a {s} -- would it be happy in a flat? purely wondering, no plans", "s"),
    ("if I had to relocate to {c} for a year, what would I pack? (hypothetically)", "c"),
    ("a fortune cookie told me I'd be a {j} one day, hah", "j"),
    ("is a {d} diet healthy? my gym keeps pushing it but I'm not doing it", "d"),
)
THIRD_PARTY = (
    ("my sister-in-law has moved out to {c}, she loves it", "c"),
    ("my dad retrained as a {j} at 60, fair play to him", "j"),
    ("{n} from my old job writes everything in {t}, madness", "nt"),
    ("my son's friend is allergic to {a}, what can I serve at the sleepover?", "a"),
    ("my flatmate is on a {d} diet and the fridge smells of it", "d"),
    ("my cousin {n} is training to be a {j}", "nj"),
    ("our neighbours got a {s}, the kids are obsessed", "s"),
)
QUOTED = (
    ('my mate messaged "finally living in {c}!!" -- what should I send as a housewarming gift?', "c"),
    ('the job ad says "{j} wanted, no experience needed" -- is that a scam?', "j"),
    ('got a letter addressed "Dear {n}, your {t} course starts Monday" -- wrong house?', "nt"),
)
CODE = (
    ("```js\nconst user = {{ name: '{n}', town: '{c}' }};\nconsole.log(user.city);\n```\nwhy undefined?", "nc"),
    ("```yaml\nowner: {n}\nskills:\n  - {t}\n```\nis this valid yaml?", "nt"),
    ("```sql\nUPDATE people SET role = '{j}' WHERE name = '{n}'\n```\nwill this touch every row?", "nj"),
)
ASSISTANT_SELF = (
    "Honestly, {t} is the language I find most beautiful.",
    "If I were to pick a city to live in, {c} would be it.",
    "I'll admit a fondness for {t} myself.",
    "I'd choose {c} for myself, for what it's worth.",
)
ASSISTANT_REPLY = (
    "Of course.",
    "Here's a quick answer.",
    "Sure thing.",
    "Let me walk you through it.",
    "Good one -- here goes.",
    "Okay, try this.",
)
ASSISTANT_ACK = (
    "Got it.",
    "Thanks -- I've made a note of that.",
    "Okay, noted.",
    "Makes sense.",
    "Great, thanks for letting me know.",
)
QUESTIONS = {
    "home": ("what city do I live in?", "where's home for me at the moment?"),
    "employer": ("which firm employs me?", "where am I employed?"),
    "title": ("what do I do for work?", "what's my current job title?"),
    "manager": ("who is my manager?", "who am I reporting to?"),
    "editor": ("remind me, which editor do I code with?", "my editor -- what was it again?"),
    "lang": ("which programming language is my main one?", "what language do I code in these days?"),
    "notes": ("what app holds my notes?", "where do my notes go?"),
    "diet": ("what's my diet?", "are there foods I avoid by choice?"),
    "partner": ("what's my partner called?", "who's the person I'm with?"),
}
DECISION_QUESTIONS = ("for {proj}, what {knd} did I go with?", "which {knd} is {proj} on?")
