"""Values and phrasings of the sealed lives (``engram bench truth --lives sealed``): a fifth bank.

Written blind to the extraction grammar once the fresh bank had become a development bank, and measured
only while it was the newest unseen bank; now a development bank too, which is why the blind bank
(:mod:`engram.bench.lives_phrasings_blind`) exists to give the honest figure on unseen users. It shares
no value and no sentence with the built-in, practice, held-out and fresh banks (the tests compare them). Its
sentences are shaped unlike the built-in ones on purpose: other verbs and nouns for each event, the
value early or late, facts tucked into unrelated requests, several registers (formal, texting,
non-native, very terse, rambling) and Englishes, and less common values (two-word and accented
places, employers with "&" or "Ltd", Racket/Gleam-style languages, crafts, sports and music).
"""

from __future__ import annotations

# ---- user values ------------------------------------------------------------------------------
FIRST_NAMES = (
    "Ondine",
    "Benedikt",
    "Chiamaka",
    "Dagny",
    "Eamon",
    "Farida",
    "Gustavo",
    "Hiroko",
    "Ilse",
    "Jovan",
    "Kalani",
    "Lucinda",
)
HOME_CITIES = (
    "Aberystwyth",
    "Tartu",
    "Besançon",
    "Linköping",
    "Wagga Wagga",
    "Poznań",
    "Moose Jaw",
    "Kortrijk",
    "Mangaluru",
    "Thessaloniki",
    "San Sebastián",
    "Le Havre",
    "Clermont-Ferrand",
    "Asheville",
    "Harrogate",
    "Freiburg",
    "Hubli",
    "Cluj-Napoca",
    "Bolzano",
    "St Andrews",
)
TRIP_CITIES = (
    "Tirana",
    "Puebla",
    "Zürich",
    "Kuala Lumpur",
    "Addis Ababa",
    "Marseille",
    "Chiang Mai",
    "Mombasa",
    "Rotterdam",
    "Santiago",
)
EMPLOYERS = (
    "Pemberton & Hale",
    "Quayside Freight Ltd",
    "Ashgrove Dental",
    "Thistledown Games",
    "Marchetti & Co",
    "Orrery Systems",
    "Fairweather Ltd",
    "Corvid Security",
    "Halden Biotech",
    "Nightjar Audio",
)
TITLES = (  # (title, key, promoted title, key)
    ("sound engineer", "sound engineer", "head of audio", "head of audio"),
    ("occupational therapist", "occupational therapist", "therapy team lead", "therapy team lead"),
    ("translator", "translator", "localisation manager", "localisation manager"),
    ("veterinary nurse", "veterinary nurse", "head nurse", "head nurse"),
    ("product designer", "product designer", "design director", "design director"),
    ("quantity surveyor", "quantity surveyor", "commercial manager", "commercial manager"),
    ("barista", "barista", "shift supervisor", "shift supervisor"),
    ("data engineer", "data engineer", "data platform lead", "data platform lead"),
)
MANAGERS = (
    "Ebba Lindholm",
    "Jomo Mwangi",
    "Svetlana Ivanova",
    "Ruaridh Campbell",
    "Oluwaseun Adeyemi",
    "Sigrún Helgadóttir",
    "Valentina Greco",
    "Wiremu Parata",
    "Luz Herrera",
    "Aurelio Santos",
)
PARTNERS = (
    ("Clodagh", "girlfriend"),
    ("Anselm", "husband"),
    ("Yara", "wife"),
    ("Florian", "boyfriend"),
    ("Manon", "partner"),
    ("Kofi", "partner"),
    ("Ximena", "wife"),
    ("Torben", "husband"),
)
KIDS = (
    ("Araminta", "daughter"),
    ("Hamza", "son"),
    ("Zinnia", "daughter"),
    ("Lorenzo", "son"),
    ("Nell", "daughter"),
    ("Emrys", "son"),
    ("Saffi", "daughter"),
    ("Bodhi", "son"),
)
PETS = (
    ("Marzipan", "lurcher"),
    ("Wasabi", "sphynx"),
    ("Chutney", "corgi"),
    ("Crouton", "schnauzer"),
    ("Rolo", "cockapoo"),
    ("Parsnip", "bearded dragon"),
    ("Haggis", "pug"),
    ("Truffle", "ragdoll"),
)
ALLERGENS = (
    ("brazil nut", "brazil nuts", True),
    ("mussel", "mussels", True),
    ("prawn", "prawns", True),
    ("chickpea", "chickpeas", True),
    ("pecan", "pecans", True),
    ("amoxicillin", "amoxicillin", False),
    ("hair dye", "hair dye", False),
)
EDITORS = ("Notepad++", "Thonny", "Bluefish", "CodeLite", "UltraEdit", "Kate", "jEdit")
LANGUAGES = ("Elm", "Crystal", "PureScript", "ReScript", "Julia", "Janet", "Koka", "Roc")
NOTE_APPS = ("Capacities", "NotePlan", "TiddlyWiki", "Inkdrop", "RemNote", "GoodNotes", "Milanote")
PROJECTS = ("Okapi", "Barnacle", "Lodestar", "Hornbeam", "Tamarack", "Mongoose", "Saffron", "Bobolink")
PROJECT_DESCS = (
    "allotment planting calendar",
    "Telegram bot that reminds my team about stand-up",
    "sheet-music page turner controlled by a foot pedal",
    "shared grocery list for my housemates",
    "app that logs how far I cycle each week",
    "library for parsing bank statement CSVs",
    "board-game night scheduler",
)
DECISIONS = (
    ("database", ("CockroachDB", "Cassandra", "SurrealDB", "ScyllaDB")),
    ("frontend", ("Alpine.js", "Mithril", "Inferno", "Marko")),
    ("hosting", ("Fly.io", "Northflank", "Netcup", "UpCloud")),
)
HOBBIES = {  # hobby: (taking it up, dropping it)
    "macramé": (
        "macramé has taken over the spare room, I knot wall hangings most evenings",
        "I've boxed up the macramé cord, my fingers are raw and the joy's gone",
    ),
    "kitesurfing": (
        "I've caught the kitesurfing bug, any windy weekend I'm down at the beach",
        "finished with kitesurfing, my dodgy knee and those gusts don't mix",
    ),
    "cello": (
        "learning the cello as an adult beginner -- humbling, but I love it",
        "sold my cello. let's be honest, I was never going to practise",
    ),
    "bookbinding": (
        "bookbinding is my new thing, I hand-stitch little notebooks for friends",
        "the bookbinding kit is in the loft now, that phase is over",
    ),
    "padel": (
        "padel every Sunday with the lads from work, totally addicted",
        "no more padel for me, tore a calf muscle and I'm not going back",
    ),
    "sea swimming": (
        "I've got into sea swimming, even in November -- the cold is weirdly addictive",
        "sea swimming's finished for me, one jellyfish too many",
    ),
    "bagpipes": (
        "yes I play the bagpipes, the neighbours are very understanding",
        "retired the bagpipes, for the sake of the whole street",
    ),
}
STYLES = (
    (
        "plain text",
        "markdown",
        "please don't put markdown in your replies, plain text only, my terminal shows the asterisks",
    ),
    ("imperial", "imperial|miles|fahrenheit", "I'm in the US, so give me imperial units -- miles, pounds, fahrenheit"),
    ("formal", "formal", "kindly keep a formal tone with me, most of this is for work correspondence"),
    ("emoji", "emoji", "feel free to use emoji with me, I like them 😄"),
    ("British", "British", "UK English in everything please (organise, flavour), I write for a British readership"),
    (
        "numbered",
        "numbered|step by step",
        "walk me through things step by step with numbered points, I lose track otherwise",
    ),
)
NICKNAMES = ("Dina", "Benny", "Maka", "Dags", "Eamo", "Riri", "Gus", "Roko", "Ilsie", "Jovo", "Lani", "Cindy")

# ---- distractor values (never the user's) -------------------------------------------------------
D_CITIES = (
    "Timbuktu",
    "Vladivostok",
    "Lhasa",
    "Paramaribo",
    "Ouagadougou",
    "Samarkand",
    "Nuuk",
    "Iquitos",
    "Tórshavn",
    "Goa",
)
D_TOOLS = ("Oberon", "Clipper", "Chapel", "SNOBOL", "Ballerina", "Rexx")
D_NAMES = ("Eustace", "Hyacinth", "Barnaby", "Agatha", "Algernon", "Mildred")
D_JOBS = ("signwriter", "wheelwright", "cartographer", "auctioneer")
D_ALLERGENS = ("cinnamon", "aniseed")
D_DIETS = ("Mediterranean", "alkaline")
D_SPECIES = ("chameleon", "praying mantis", "sugar glider", "ball python")

# ---- phrasings: events ------------------------------------------------------------------------
HOME_FIRST = (
    "I'm writing from {city}, which is where I live, in case the timezone matters",
    "could you suggest some weekend walks near {city}? it's where we live",
    "my flat's in {city} (been here donkey's years)",
    "home base = {city}",
    "Kindly note I am residing in {city} only, so suggestions should be for there.",
    "we're {city}-based -- me and far too many houseplants",
    "living in {city} atm, the rent is brutal",
    "Hello. I need help for writing an email to my landlord in {city}, where I live with my family. The boiler is "
    "broken since 3 days.",
)
HOME_MOVE = (
    "new postcode, new city: I've made the jump to {new}",
    "Can you help me find a dentist? We relocated from {old} to {new} a fortnight ago and I haven't registered "
    "anywhere yet.",
    "{old} -> {new}. move complete, legs destroyed from the stairs",
    "well that's it, I'm a resident of {new} now and the {old} flat is handed back",
    "moved!!! {new} 🏡",
    "We have relocated our family to {new} since last month, so please suggest things there only.",
    "after eleven years in {old} I've packed up and settled in {new} -- strange waking up somewhere new",
    "the lease in {old} ran out and we didn't renew; we've taken a place in {new} instead, nearer my sister",
    "living in {new} as of this week (yes really, the move finally happened)",
    "quick one - how does recycling work in {new}? just moved here from {old}, no idea how anything works yet",
)
HOME_AGAIN = ("{city} is still home, no plans to budge", "not moved, still {city}", "{city} is still where I live")
CORRECTION_BEFORE = (
    "Since you live in {old}, the Saturday farmers' market could be a good shout.",
    "As a {old} resident, you could probably get there by train in under an hour.",
    "Living in {old} as you do, you might enjoy the riverside cycle path.",
)
CORRECTION = (
    "not {old}! I moved to {new}, remember?",
    "umm I'm in {new} now, {old} was my old place",
    "That's out of date -- I've been living in {new} for a while, not {old}.",
)
TRIP = (
    "I'm in {t} till thursday for a training course, so replies might be slow",
    "Business travel again: {t}, three nights. What's a good area to eat near the centre?",
    "currently sat in an airport lounge in {t} waiting for my connection home",
    "in {t} for my best mate's stag do, back on monday, pray for me",
    "{t} for the week (work offsite), then home",
    "visiting {t} for a few days for my niece's christening",
    "flew into {t} last night for a client pitch, home on friday -- what's the tipping etiquette here?",
)
JOB_FIRST = (
    "I'm employed at {emp} -- {title} is the official job title",
    "Work-wise: {emp}, where I'm a {title}.",
    "I am doing job of {title} in {emp} only, from last three years.",
    "{title} at {emp}, if you need to know what I do",
    "need help with a cover letter later, but first some context: I'm a {title} and my employer is {emp}",
    "I'm a {title}. {emp} pays the bills.",
    "been with {emp} since graduating, {title} these days",
    "ok long story short: did a degree in something useless, bounced around a bit, and ended up as a {title} at "
    "{emp}, which I actually like -- so now I'm torn about doing a part-time masters. thoughts?",
)
JOB_MOVE = (
    "first week at {emp} done! still a {title}, just a much nicer office than {old}",
    "I've signed with {emp} -- {title} again, starting on the 3rd. told {old} today",
    "my new employer is {emp}, I left {old} after the restructure",
    "Changed jobs: {old} out, {emp} in. Role's the same, {title}.",
    "got poached by {emp} 😅 same {title} gig, better pension",
    "can you help me write a LinkedIn post about joining {emp} as a {title}? I left {old} last week and want it to "
    "sound gracious",
    "{emp} offered, I accepted, {old} is history. Same line of work ({title}).",
)
PROMOTED = (
    "Guess who's the new {title}? me!!",
    "HR confirmed it today: I'm {title} from the 1st",
    "I've been made {title}, which mostly means more spreadsheets",
    "new title on my badge: {title}",
    "step up at work, I'm now the {title}",
    "I'm {title} now (pay rise too), can you help me plan my first team meeting?",
)
BOSS_FIRST = (
    "{full} is who I answer to at work",
    "my supervisor, {full}, wants weekly status updates -- any template?",
    "The boss at my place is {full}. Nice enough, micromanages a bit.",
    "I work under {full}",
    "reporting line: me -> {full}",
    "{full} manages me and honestly they're the best manager I've had",
    "Please help me draft one leave application to send to my reporting manager, {full}.",
)
BOSS_NEW = (
    "{first_old} has left, so {full} is my new boss",
    "new line manager: {full}. {first_old} moved to another region",
    "I answer to {full} now -- {first_old} went on parental leave",
    "org chart changed again, {full} manages me these days",
    "as of this Monday my boss is {full}, not {first_old}",
    "my skip-level told me today that I'll be reporting to {full} from now on. {first_old} is leading a new team "
    "over in product, so that's that",
)
PARTNER_FIRST = (
    "{name} and I (my {rel}) are doing dry January, any mocktail ideas?",
    "my {rel} is called {name}",
    "it's our anniversary soon, me and {name} -- my {rel} -- are eight years in. gift ideas?",
    "going to a wedding with my {rel}, {name}, what should I wear",
    "{name}, my {rel}, keeps nicking my hoodies lol",
    "so my {rel} {name} and I keep arguing about getting a dishwasher -- I say yes, {name} says it wastes water. "
    "who's right? give me actual numbers",
)
PARTNER_ENDS = (
    "{old} and I have broken up. please don't bring them up",
    "me and {old} aren't together any more",
    "so {old} left me. still processing",
)
PARTNER_NEXT = (
    "I'm seeing someone! their name is {name}",
    "been dating {name} for a couple of months, it's serious now",
    "{name} asked me out and now we're a couple 🥰",
)
KID_ONE = (
    "My {rel} {name} is {age}, what board games work at that age?",
    "{name} is {age} -- my only {rel} -- and already smarter than me",
    "just the one child, a {rel}: {name}, aged {age}",
    "I'm a solo parent to {name}, my {rel}, who's {age}",
    "school run with {name} ({rel}, {age}) then straight to work",
    "need a packed lunch idea for my {rel}, {name}, who's {age} and eats approximately three foods",
)
KID_TWO = (
    "two children: {a} is {x}, {b} is {y}",
    "mine are {a} ({x} years) and {b} ({y} years)",
    "I've a {x}-year-old, {a}, and a {y}-year-old, {b}",
    "{a} and {b} are my kids, {x} and {y}, total chaos",
)
KID_AGE = (
    "{name} had a birthday yesterday, {age} already 😭",
    "we celebrated {name} turning {age} with a trip to the zoo",
    "{name} is officially {age}! the bouncy castle survived",
    "Birthday party done: {name} turned {age} on Sunday.",
)
BABY = (
    "{name} is here! our {rel} was born early this morning",
    "we've just welcomed a baby {rel}, {name}, so expect sleep-deprived messages",
    "became a parent last week -- {name}, a {rel}",
)
PET_FIRST = (
    "we've got a {species}, {pet}, who is a menace",
    "{pet} (my {species}) has a vet appointment tomorrow, what should I ask about jabs?",
    "brought home a {species} from the rescue and named it {pet}",
    "my {species} is called {pet}",
    "ok so {pet}, my {species}, will only eat the expensive food. how do I switch them over?",
    "What food is best for a {species}? I have one, name is {pet}, she is 2 years old.",
)
PET_GONE = (
    "had to say goodbye to {pet} yesterday. fourteen good years for that {species}",
    "{pet} lives with my parents now, our landlord wouldn't allow a {species}",
    "correction: {pet} isn't mine, that's my neighbour's {species}, I was only pet-sitting",
    "We lost {pet} this week. Not ready to talk about the {species} much.",
)
DIET_FIRST = {
    "vegetarian": (
        "no meat for me please, I'm vegetarian",
        "Being vegetarian, I need more iron -- what foods help?",
        "I've not eaten meat in ten years (vegetarian)",
    ),
    "vegan": (
        "vegan, so plant milk in everything please",
        "I follow a vegan diet, any protein ideas that aren't tofu?",
        "strictly vegan here 🌱",
    ),
}
DIET_SHIFT = {
    ("vegetarian", "pescatarian"): (
        "I eat fish now, so pescatarian rather than veggie",
        "technically pescatarian these days, salmon crept back in",
        "went pescatarian, missing sushi was too much",
    ),
    ("vegan", "vegetarian"): (
        "relaxed the vegan thing -- vegetarian now, eggs are fine",
        "I've moved from vegan to vegetarian",
    ),
    ("vegetarian", None): (
        "I eat meat again, the vegetarian years are over",
        "back to eating everything, not vegetarian now",
    ),
    ("vegan", None): (
        "I'm not vegan anymore, I eat meat and dairy now",
        "quit being vegan over the summer, omnivore again",
    ),
}
DIET_AGAIN = (
    "still {k} -- nothing's changed on the food front",
    "reminder that I'm {k}",
    "I'm {k}, so bear that in mind for the recipes",
)
ALLERGY_FOOD = (
    "can't eat {a} -- allergic, anaphylaxis-level",
    "{A} allergy, so no {a} in anything you suggest",
    "Any dessert ideas without {a}? I'm allergic.",
    "I have allergy of {a} from childhood, please don't put in recipes",
)
ALLERGY_OTHER = (
    "allergic to {a}, it's on my medical record",
    "my doctor says I have a {a} allergy",
    "{A} brings me out in a rash (allergy), so I avoid it",
)
EDITOR_FIRST = (
    "I code in {x}",
    "my IDE is {x}, how do I set up a debugger in it?",
    "{x} user here, been on it for years",
    "how do I get multi-cursor editing working in {x}? it's the editor I use for everything",
)
LANG_FIRST = (
    "I program mostly in {x}",
    "{x} is my day-to-day language, so answers in that please",
    "my team's codebase is {x}",
    "my code is all {x}, so when you answer please don't give me Python",
)
NOTES_FIRST = (
    "I use {x} for notes",
    "anything I need to remember ends up in {x}",
    "{x} holds all my meeting notes and lists",
    "any tips for organising tags? I keep all my notes in {x} and it's turning into a mess",
)
TOOL_SWITCH = (
    "moved from {old} to {new} this month",
    "{new} now, {old} kept crashing on me",
    "I've replaced {old} with {new}",
    "gave up on {old}; I'm on {new} these days",
    "finally made the switch -- {new} instead of {old}",
    "uninstalled {old} yesterday, {new} does everything I need",
)
LANG_SWITCH = (
    "new job stack: {new}. I don't touch {old} any more, so snippets in {new}",
    "please use {new} for examples from now, we retired our {old} code",
    "I've moved on from {old} -- it's all {new} for me now",
)
TOOL_AGAIN = ("{k} remains my go-to tool", "still on {k}, yeah", "using {k}, as always")
NOTES_DROP = (
    "I stopped using {old}, notes are in a paper notebook now",
    "deleted {old} from my phone, back to pen and paper",
    "goodbye {old} -- I do notes on paper now",
)
PROJECT_FIRST = (
    "working on a little thing called {proj} in the evenings, it's a {desc}",
    "my pet project is {proj}: a {desc}",
    "{proj} -- a {desc} -- is what I'm hacking on at weekends",
)
PROJECT_PICK = ("for {proj} I've chosen {x}", "{proj} will be built on {x}", "{x} for {proj}, decision made")
PROJECT_REPICK = (
    "{proj} has moved off {old} and onto {new}",
    "we switched {proj} over to {new}; {old} was a pain",
    "in {proj}, {new} takes over from {old}",
)
PROJECT_PAUSE = (
    "pausing {proj} for a bit, work is mental",
    "{proj} goes on hold till spring",
    "shelved {proj} for the time being",
)
PROJECT_LIVE = (
    "{proj} went live last night 🎉",
    "just released {proj}, 40 signups already",
    "launched {proj}! feedback welcome",
)
PROJECT_DEAD = (
    "{proj} is cancelled, I'm not working on it any longer",
    "I've pulled the plug on {proj} for good",
    "archived the {proj} repo -- I'm dropping it",
)
NICK = ("you can call me {nick}", "everyone calls me {nick}, use that", "I go by {nick}")
BOSS_AGAIN = ("{k} still manages me", "my boss is still {k}, yep", "still on {k}'s team")
EMPLOYER_AGAIN = ("still working for {k}, nothing new", "{k} hasn't got rid of me yet", "I'm at {k}, same as before")
PARTNER_AGAIN = (
    "{k} wants to say cheers for the curry recipe",
    "{k} and I are off to the cinema tonight",
    "{k} loved the gift idea btw",
)
PET_AGAIN = (
    "{k} is sulking because it's raining",
    "{k} chewed through my headphone cable",
    "{k} is asleep in the laundry basket again",
)

# ---- registers: what a voice does to a sentence ------------------------------------------------
LEAD_INS = ("hi, ", "okay, ", "hello again! ", "one more thing, ", "random update: ", "hiya, ")
TAILS = (
    " long day, sorry if I'm all over the place.",
    " anyway I'll stop waffling.",
    " not that it matters much.",
    " ttyl",
    " 🙏",
)
REQUESTS = (
    " can you suggest a quick dinner?",
    " also, how do I stop my laptop fan being so loud?",
    " and how do I freeze the top row in a spreadsheet?",
)
TYPOS = {
    "probably": "probbaly",
    "tomorrow": "tommorow",
    "schedule": "schedual",
    "interesting": "intresting",
    "until": "untill",
    "company": "compnay",
    "allergic": "alergic",
    "colleague": "collegue",
    "people": "ppl",
    "please": "pls",
    "anyway": "anyways",
    "working": "wokring",
    "going": "goign",
    "weekend": "wkend",
}

# ---- phrasings: everything that is not a fact about the user --------------------------------------
FILLER = (
    "what's a good substitute for buttermilk",
    "how do I politely chase an unpaid invoice",
    "explain recursion with a simple example",
    "is it 'fewer' or 'less' in: ___ people came",
    "how long should a steak rest",
    "what's the rule for the Oxford comma",
    "give me five icebreaker questions for a team call",
    "how do I get rid of fruit flies in the kitchen",
    "write a two-line toast for a retirement do",
    "what does HTTP 418 mean",
    "make this sound friendlier: Please advise.",
    "ok",
    "brill, ta",
    "no that's not it",
    "what's a 15% tip on 86 dollars",
    "how do I rename a git branch",
    "difference between a latte and a flat white?",
    "any tricks for nodding off quicker",
    "what's the plural of octopus",
    "sql to find duplicate rows in a table",
    "how many minutes in a week",
    "is a standing desk worth it",
    "explain inflation in two sentences",
    "nice one, thanks",
    "hmm, can you try a shorter version",
    "list some houseplants that survive neglect",
    "what's the word for the smell after rain",
)
HYPOTHETICAL = (
    ("if money were no object I'd move to {c}. dreaming, obviously", "c"),
    ("would {t} be a sensible first language for a kid, in theory?", "t"),
    ("do you reckon I could ever work as a {j}? purely hypothetical", "j"),
    ("what would owning a {s} actually involve? not planning to, just curious", "s"),
    ("say someone offered me a job in {c} -- what should I ask first? (nobody has)", "c"),
    ("my careers quiz said {j}. as if", "j"),
    ("could a {d} diet work long-term? asking in theory, I'm not trying it", "d"),
)
THIRD_PARTY = (
    ("my best friend has just relocated to {c} for her PhD", "c"),
    ("my aunt's husband is a {j}, isn't that random", "j"),
    ("{n} on my team swears by {t}", "nt"),
    ("my niece is allergic to {a} -- what snacks can I bring to her party?", "a"),
    ("my uncle's gone {d} and it's all he talks about", "d"),
    ("{n}, my flatmate's brother, works as a {j}", "nj"),
    ("the people upstairs have a {s}, it got into our hallway once", "s"),
)
QUOTED = (
    ('my cousin posted "new chapter: {c}!" with a photo of boxes -- what do I comment?', "c"),
    ('someone at the pub said "you look like a {j}" -- compliment or insult?', "j"),
    ('a spam email said "Dear {n}, your {t} licence is expiring" -- not even my name lol', "nt"),
)
CODE = (
    ("```ruby\nperson = {{ name: '{n}', city: '{c}' }}\nputs person[:town]\n```\nwhy does this print nothing?", "nc"),
    ('```toml\n[owner]\nname = "{n}"\nlanguage = "{t}"\n```\nis the quoting right?', "nt"),
    ("```python\nrow = ('{n}', '{j}', '{c}')\nname, job = row\n```\nValueError, why?", "njc"),
)
ASSISTANT_SELF = (
    "Speaking for myself, {t} is the most elegant language out there.",
    "I've always been drawn to {c} -- it would be my pick.",
    "My personal favourite language would be {t}.",
    "If I had a home, I'd want it in {c}.",
)
ASSISTANT_REPLY = (
    "Here you are.",
    "Certainly.",
    "Let's figure it out.",
    "Here's what I'd suggest:",
    "No problem at all.",
    "Right, here's an idea.",
)
ASSISTANT_ACK = (
    "Noted, thanks.",
    "Okay, I'll remember that.",
    "Thanks for the update.",
    "Understood, cheers.",
    "Right.",
)
QUESTIONS = {
    "home": ("where am I based?", "what's my home town right now?"),
    "employer": ("which employer am I with?", "who's my employer?"),
    "title": ("what's my role called?", "what position do I hold?"),
    "manager": ("who's my line manager?", "who manages me at work?"),
    "editor": ("what's my code editor?", "which editor do I write code in?"),
    "lang": ("which language are my snippets meant to be in?", "what do I mainly code in?"),
    "notes": ("what do I take notes with?", "which notes app do I use?"),
    "diet": ("do I follow any particular diet?", "what can't or won't I eat?"),
    "partner": ("what's the name of my partner?", "who's my significant other?"),
}
DECISION_QUESTIONS = ("what did I choose as the {knd} for {proj}?", "{proj}: which {knd} is it using now?")
