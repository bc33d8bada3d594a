"""Values and phrasings of the practice lives (``engram bench truth --lives practice``).

A third bank, for grammar development: the built-in bank's failures have been mined out, and the
held-out bank must never be looked at, so this one gives grammar work fresh material to generalise
from. Written blind to the extraction grammar, with its own names, places, employers, tools and
sentences, in the registers people actually type in: terse, chatty, all-lowercase, rambling,
non-native, typo-prone, facts tucked into requests or left at the end of a question, parentheses,
dashes and lists. It shares no value and no sentence with the built-in bank, the team's dev lives or
the held-out bank (the tests check the last by set intersection, so nobody has to read it): tuning on
this bank must not leak into the held-out figures. Figures on it are not a test of generalisation --
only the held-out bank is that.
"""

from __future__ import annotations

# ---- user values ------------------------------------------------------------------------------
FIRST_NAMES = ("Eulalia", "Thorvald", "Oluwaseun", "Perpetua", "Ignacy", "Mirembe", "Ansgar", "Zdenka")
HOME_CITIES = (
    "Ballarat",
    "Wollongong",
    "Tauranga",
    "Nanaimo",
    "Daugavpils",
    "Szeged",
    "Plovdiv",
    "Brasov",
    "Rijeka",
    "Ostrava",
    "Umea",
    "Joensuu",
    "Aalborg",
    "Kristiansand",
    "Sudbury",
    "Lethbridge",
)
TRIP_CITIES = ("Yerevan", "Almaty", "Baku", "Cartagena", "Kuching", "Essaouira", "Matera", "Luang Prabang")
EMPLOYERS = (
    "Quarrystone Foods",
    "Brindlecombe Mutual",
    "Hollowmere Transit",
    "Ashgrove Clinic",
    "Wrenfield Architects",
    "Gorseway Telecom",
    "Brackwater Ales",
    "Tolliver & Finch",
)
TITLES = (  # (title, key, promoted title, key)
    ("bid writer", "bid writer", "head of bids", "head of bids"),
    ("court reporter", "court reporter", "reporting supervisor", "reporting supervisor"),
    ("prosthetist", "prosthetist", "clinic director", "clinic director"),
    ("cellar hand", "cellar hand", "assistant winemaker", "assistant winemaker"),
    ("tree surgeon", "tree surgeon", "crew leader", "crew leader"),
    ("audiologist", "audiologist", "audiology lead", "audiology lead"),
    ("signalling technician", "signalling technician", "signalling section manager", "section manager"),
)
MANAGERS = (
    "Wenceslas Moreau",
    "Adaeze Okonkwo",
    "Gudrun Falk",
    "Evaristo Lima",
    "Thandiwe Ncube",
    "Radek Svoboda",
    "Marisela Quintero",
    "Torquil MacLeod",
)
PARTNERS = (
    ("Ambrose", "husband"),
    ("Liesel", "girlfriend"),
    ("Cosmo", "boyfriend"),
    ("Wilhelmina", "wife"),
    ("Ravi", "partner"),
    ("Sunniva", "partner"),
    ("Percival", "husband"),
)
KIDS = (
    ("Tindra", "daughter"),
    ("Oisin", "son"),
    ("Elowen", "daughter"),
    ("Cassius", "son"),
    ("Romilly", "daughter"),
    ("Fergus", "son"),
    ("Anouska", "daughter"),
)
PETS = (
    ("Marmite", "saluki"),
    ("Quince", "birman"),
    ("Tiramisu", "lionhead rabbit"),
    ("Bovril", "border terrier"),
    ("Sprocket", "cockatoo"),
    ("Nutmeg", "crested gecko"),
)
ALLERGENS = (
    ("pistachio", "pistachios", True),
    ("fenugreek", "fenugreek", True),
    ("mackerel", "mackerel", True),
    ("codeine", "codeine", False),
    ("birch pollen", "birch pollen", False),
    ("chlorhexidine", "chlorhexidine", False),
)
EDITORS = ("Textadept", "CudaText", "Theia", "Spacemacs", "RStudio", "Notepadqq")
LANGUAGES = ("SAS", "Stata", "Verilog", "LabVIEW", "GDScript", "AutoHotkey", "Mojo")
NOTE_APPS = ("CherryTree", "Notesnook", "SilverBullet", "Tana", "Zim", "Dendron")
PROJECTS = ("Bumblewick", "Tatterfly", "Oxbow", "Lintwhistle", "Marrowbone", "Puddlestone", "Sprocketfern")
PROJECT_DESCS = (
    "bill splitter for me and my flatmates",
    "map of every public bench in town",
    "crossword generator for my gran",
    "ladder-and-tools lending tracker for our street",
    "playlist shuffler for my spin class",
    "price watcher for second-hand bikes",
)
DECISIONS = (
    ("database", ("ArangoDB", "FoundationDB", "Dgraph", "Couchbase")),
    ("frontend", ("Leptos", "Yew", "Hotwire", "Backbone")),
    ("hosting", ("Koyeb", "Dokku", "Exoscale", "Upsun")),
)
HOBBIES = {  # hobby: (taking it up, dropping it)
    "bell ringing": (
        "bell ringing practice on tuesday nights at the church, my arms ache but I love it",
        "gave up bell ringing, the tower's shut for repairs and honestly I'm relieved",
    ),
    "fly fishing": (
        "I've got properly into fly fishing, tying my own flies and everything",
        "sold my rods, fly fishing is done for me",
    ),
    "orienteering": (
        "orienteering most weekends -- map, compass, bramble scratches, bliss",
        "ignore the orienteering thing, that was my cousin, I've never done it",
    ),
    "lino printing": (
        "I make lino prints at the kitchen table, lino printing is my wind-down",
        "binned the cutting tools, lino printing wasn't for me after all",
    ),
    "roller derby": (
        "joined a roller derby league!! bruises everywhere",
        "hung up my skates, no more roller derby after the knee thing",
    ),
    "dinghy sailing": (
        "dinghy sailing at the reservoir club every saturday, weather permitting",
        "the dinghy sailing is finished, sold my share of the boat",
    ),
}
STYLES = (
    ("short", "brief|short|concise|bullet|quick", "pls keep replies brief, I read them on my phone"),
    ("metric", "metric", "celsius and kilometres for me please, metric only"),
    ("emoji", "emoji", "could you leave the emojis out of your answers? ta"),
    ("British", "British", "I'd like British spelling in whatever you write for me (organise, favourite...)"),
)
NICKNAMES = ("Lali", "Thor", "Seun", "Pepa", "Iggy", "Mimi", "Anse", "Denka")

# ---- distractor values (never the user's) -------------------------------------------------------
D_CITIES = ("Oruro", "Trujillo", "Gyumri", "Mwanza", "Kisumu", "Tamale", "Hilo", "Davao", "Jaffna", "Kazan")
D_TOOLS = ("MUMPS", "JOVIAL", "BCPL", "ALGOL", "Befunge", "Malbolge")
D_NAMES = ("Hieronymus", "Clotilde", "Evander", "Philomena", "Casimir", "Berenice")
D_JOBS = ("thatcher", "glazier", "ship chandler", "rat catcher")
D_ALLERGENS = ("rhubarb", "aubergine")
D_DIETS = ("fruitarian", "Atkins")
D_SPECIES = ("capybara", "hermit crab", "emu")

# ---- phrasings: events ------------------------------------------------------------------------
HOME_FIRST = (
    "fwiw i'm in {city}, in case time zones matter",
    "{city} is where I live, if that matters for the weather stuff",
    "what's a decent day hike within an hour of {city}? that's where I live",
    "me and two flatmates share a terraced house in {city}",
    "been living in {city} going on ten years now",
    "i am living in {city} since 2019, sorry my english is not perfect",
    "our place is on the north side of {city} -- close to the river, which floods",
    "Context for my questions: home is a small flat in {city}.",
)
HOME_MOVE = (
    "we've landed in {new}! still living out of suitcases tho",
    "{new} is where we ended up after all that house hunting",
    "finally out of {old} -- {new} now",
    "the movers dropped the last boxes in {new} this morning, so that's home now",
    "Update on the house saga: we bought a place in {new} and got the keys on Saturday.",
    "can you help me register with a GP? we came over from {old} and we're living in {new} now",
    "new city, new me: I've lived in {new} since the 1st",
    "we now are living in {new}, the apartment is small but very bright",
    "what's the best broadband provider in {new}? we've just settled into our flat there",
    "Said goodbye to {old} on Friday (tears). Our new home is in {new}.",
    "forty boxes, one broken lamp and a very long drive later -- we're {new} people now",
    "changed cities: {old} got too expensive, so it's {new} for us from here on",
)
HOME_AGAIN = (
    "{city} still, no plans to budge",
    "yes, still {city}-based, not going anywhere",
    "haven't gone anywhere -- same flat in {city}",
)
CORRECTION_BEFORE = (
    "For someone in {old}, the weekend farmers' market could be a nice outing.",
    "Since {old} is your home base, the central library runs free evening talks.",
    "Living in {old}, you're close to some lovely coastal walks.",
)
CORRECTION = (
    "wait, {old} was before -- I've been in {new} for a while now",
    "not {old} any more, we're in {new} since spring",
    "hm, that's out of date: {new}, not {old}",
    "you've got the wrong city, I left {old} -- home is {new}",
)
TRIP = (
    "in {t} till thursday for a workshop, then home",
    "Off to {t} tomorrow for a friend's wedding -- back on the 3rd.",
    "writing this from an airbnb in {t}, here for work until friday",
    "short stay in {t} visiting my grandma, home next week",
    "any good ramen places in {t}? I'm there two nights for work",
    "at a trade show in {t} all week (send help), flying home saturday",
)
JOB_FIRST = (
    "{emp} took me on as a {title} last spring",
    "my first year at {emp} as {title} has been chaos tbh",
    "i'm {title} for {emp}, mostly remote",
    "{title} at {emp} -- that's the day job",
    "I work for {emp}; I'm one of their {title}s.",
    "Can you help me write my LinkedIn headline? I'm a {title} at {emp}.",
    "my job is {title} in {emp} company",
    "at {emp} i do {title} stuff, about two years now",
)
JOB_MOVE = (
    "{emp} took me on -- same {title} gig, better pay. bye {old}",
    "my first week at {emp} is done! leaving {old} was the right call",
    "Left {old} on Friday, joined {emp} on Monday as a {title}.",
    "last day at {old} today, {emp} from monday",
    "got the offer from {emp}!! accepted it. still {title}, new team",
    "can you help me write a goodbye note to my old team at {old}? I'm off to {emp}",
    "i change company, now i work in {emp}, before it was {old}",
    "I'm at {emp} now (was at {old} until last month), still doing {title} work",
)
PROMOTED = (
    "got bumped up to {title} :)",
    "new title on my email signature: {title}",
    "they gave me the {title} job, effective today",
    "HR confirmed it this morning -- I'm {title} now",
    "i am now {title}, my manager told me this morning",
    "step up at work: {title}, at last",
    "can you help me update my CV? I've been made {title}",
)
BOSS_FIRST = (
    "my line manager is {full}, who is lovely",
    "at work I answer to {full}",
    "my direct manager ({full}) wants weekly status notes, got a template?",
    "can you draft an email to {full}? they're my manager and I need friday off",
    "{full} manages me, for context",
    "the boss = {full}",
)
BOSS_NEW = (
    "{first_old} is gone, {full} manages me now",
    "I've got a new manager: {full}. {first_old} moved to another office",
    "reporting to {full} from this week, {first_old} moved teams",
    "my manager changed again -- it's {full} now",
    "{full} took over my team from {first_old}, first 1:1 tomorrow",
    "new line manager, {full}; {first_old} got promoted out of our group",
    "how do I build rapport with a new manager? mine is {full}, started today",
)
PARTNER_FIRST = (
    "my {rel}, {name}, keeps stealing my hoodies lol",
    "it's {name}'s birthday next week (my {rel}) -- gift ideas under 50 quid?",
    "i live with my {rel} {name} and our very loud neighbours",
    "planning an anniversary dinner for my {rel} {name}, somewhere quiet please",
)
PARTNER_ENDS = (
    "{old} moved out on sunday. we're done",
    "me and {old} broke up, so it's just me now",
    "{old} and I aren't together anymore, mutual decision",
)
PARTNER_NEXT = (
    "there's someone new -- {name} -- we met at climbing, early days but nice",
    "met {name} through work friends in the spring, and we're official now",
    "{name} and I are a thing now, it's going well (don't jinx it)",
)
KID_ONE = (
    "{name}, my {rel}, is {age} and obsessed with dinosaurs",
    "my {rel} {name} ({age}) won't eat anything green, ideas?",
    "bedtime story ideas for a {age} year old? it's for my {rel} {name}",
    "i have {rel}, name is {name}, {age} years",
)
KID_TWO = (
    "my two are {a} ({x}) and {b} ({y}), both feral",
    "{a} is {x} and {b} is {y}, so the house is never quiet",
    "two kids: {a}, age {x}; {b}, age {y}",
)
KID_AGE = (
    "{name} is {age} as of today!!",
    "{name} turned {age} on saturday, the party was carnage",
    "my kid {name} is {age} now -- where did the time go",
    "{name} had a birthday this week, so {age} years old now",
)
BABY = (
    "our {rel} {name} was born last night, everyone's fine, nobody's sleeping",
    "we're parents!! a baby {rel}, {name}",
    "say hello to {name}, our new little {rel}",
)
PET_FIRST = (
    "{pet} (my {species}) has been off his food, what should I ask the vet?",
    "my {species} is called {pet} and he runs the house",
    "got a {species} from the shelter last year, {pet}",
    "sorry if i'm slow, {pet} my {species} wants his walk",
    "we have a {species}, {pet}, who is scared of the hoover",
    "{pet} is our {species}. chewed through a charger today",
)
PET_GONE = (
    "{pet} went to live with my parents, the {species} has a garden there",
    "we said goodbye to {pet} yesterday. vet said it was time",
    "scratch {pet} from your notes -- that {species} belongs to my flatmate, not me",
    "{pet} passed away over the weekend, the house is so quiet",
)
DIET_FIRST = {
    "vegetarian": (
        "i'm vegetarian, so no meat in suggestions pls",
        "been vegetarian since I was 14, long before it was trendy",
        "vegetarian here -- nothing with a face, fish included",
    ),
    "vegan": (
        "I eat vegan, fully plant-based",
        "need a birthday cake recipe that's vegan (I'm vegan myself)",
        "strict vegan, three years in",
    ),
}
DIET_SHIFT = {
    ("vegetarian", "pescatarian"): (
        "added fish back in, so I guess I'm pescatarian now",
        "pescatarian these days -- salmon won me over",
        "i am pescatarian now, the doctor wanted more omega-3",
    ),
    ("vegan", "vegetarian"): (
        "I've gone from vegan to vegetarian, cheese won",
        "eating eggs and dairy again, so vegetarian rather than vegan",
    ),
    ("vegetarian", None): ("I eat meat again now, the vegetarian phase is over", "back on meat after twelve years"),
    ("vegan", None): ("done with vegan, I'm eating everything again", "not vegan any more -- meat, dairy, the lot"),
}
DIET_AGAIN = ("yep, {k} still, no change", "{k}, same as it's been")
ALLERGY_FOOD = (
    "no {a} in anything please -- I'm allergic",
    "{A} means epipen for me, so keep them out",
    "can you adapt this recipe? I have an allergy to {a}",
)
ALLERGY_OTHER = (
    "I react really badly to {a}, allergic",
    "allergy: {a}. found that out last year in A&E",
    "the allergist says I'm allergic to {a}, joy",
)
EDITOR_FIRST = (
    "{x} user here, do you know the shortcut for multi-cursor?",
    "i code in {x} all day, every day",
    "editor-wise I'm a {x} person",
    "I do everything in {x}, config files included",
)
LANG_FIRST = (
    "most of my work these days is in {x}",
    "please answer with {x} snippets, that's my language",
    "we're a {x} shop at work, so examples in {x}",
)
NOTES_FIRST = (
    "{x} is where all my notes end up",
    "i dump every thought into {x}, it's a mess in there",
    "notes app of choice: {x}",
)
TOOL_SWITCH = (
    "{old} got uninstalled, {new} is my thing now",
    "gave {new} a week and I'm never going back to {old}",
    "migrated every file from {old} into {new}, took ages",
    "ditched {old} for {new} over the weekend",
    "{new} now, not {old} -- the switch took an afternoon",
    "i change to {new}, {old} was too slow for me",
)
LANG_SWITCH = (
    "can you write examples in {new} from now on? we moved off {old}",
    "we've migrated the whole codebase from {old} to {new} at work",
    "{new} please, we don't touch {old} anymore",
)
TOOL_AGAIN = ("{k} still, haven't switched, no reason to", "still on {k}, nothing better yet")
NOTES_DROP = (
    "closed my {old} account, back to pen and paper",
    "{old} is gone, I use a paper notebook now",
    "stopped using {old} altogether, too much faff",
)
PROJECT_FIRST = (
    "side project: {proj} -- it's a {desc}",
    "working on a thing called {proj} ({desc}) in the evenings",
    "my hobby project {proj} is a {desc}, can you review the README?",
    "started a {desc} called {proj}",
)
PROJECT_PICK = (
    "{proj} will be running on {x}, decided last night",
    "me and my mate settled on {x} for {proj}",
    "ok, {x} it is for {proj} -- decision made",
    "picking {x} for {proj}, any gotchas?",
)
PROJECT_REPICK = (
    "moved {proj} off {old} and onto {new}",
    "{proj}: {old} out, {new} in",
    "switched {proj} from {old} to {new} last night",
)
PROJECT_PAUSE = (
    "{proj} is on hold for now, life got busy",
    "pausing {proj} till spring",
    "{proj} shelved for a bit, work is crazy",
)
PROJECT_LIVE = (
    "{proj} launched today!! three signups already",
    "we shipped {proj}, it's live, I can't believe it",
    "released {proj} 1.0 this morning",
)
PROJECT_DEAD = (
    "{proj} is dead, archived the repo",
    "gave up on {proj}, it was going nowhere",
    "scrapped {proj}, not worth the hassle",
)
NICK = ("everyone at home calls me {nick}, so you can too", "{nick} is fine, nobody uses my full name")
BOSS_AGAIN = ("{k}'s still my manager, yes", "still under {k} at work")
EMPLOYER_AGAIN = ("still working at {k}, for my sins", "{k} is still paying my wages")
PARTNER_AGAIN = ("{k} and I went hiking on sunday", "{k} says thanks for the recipe")
PET_AGAIN = ("{k} is sulking because it rained", "{k} ate a whole tea towel")

# ---- registers: what a voice does to a sentence ------------------------------------------------
LEAD_INS = ("so ", "quick one: ", "hey, ", "right, ", "um ")
TAILS = (" anyway.", " sorry, wall of text.", " it's a long story.", " :)", " ok bye")
REQUESTS = (" also, what's a quick dinner with what's left in the fridge?", " and can you suggest a good audiobook?")
TYPOS = {
    "about": "aobut",
    "though": "thuogh",
    "because": "becasue",
    "which": "whihc",
    "what": "wht",
    "people": "poeple",
    "probably": "probabaly",
    "tomorrow": "tommorrow",
    "actually": "actaully",
    "really": "reallly",
    "please": "pleease",
    "there": "tehre",
    "know": "knwo",
}

# ---- phrasings: everything that is not a fact about the user --------------------------------------
FILLER = (
    "can you make this email sound more confident but not arrogant?",
    "out of buttermilk, what can I use instead in pancakes",
    "explain kubernetes to me like I'm a golden retriever",
    "roughly how many calories in one banana",
    "octopuses or octopi? settle an argument",
    "packing list for two nights of camping, no car",
    "is it affect or effect in: the delay will ___ our plans",
    "the kitchen is full of fruit flies, how do i get rid of them",
    "write a limerick about a printer that jams",
    "is the capital of australia sydney or canberra",
    "how do I squash my last three commits into one before pushing",
    "list vs tuple -- when do I use which?",
    "ok that worked, nice one",
    "nah, make it snappier",
    "cheers",
    "polite way to decline a meeting invite from someone senior?",
    "what's a good houseplant for a dark bathroom",
    "cooked rice from sunday -- still ok to eat on wednesday?",
    "is 7 hours of sleep enough for an adult or am I kidding myself",
    "proofread: their going to announce it tomorow",
    "sorry, that's not what I asked -- I meant the second paragraph",
    "now make the second verse rhyme",
    "what does idempotent mean, in plain words",
    "how do I get a stripped screw out",
    "tips for running my first 5k without dying?",
    "explain compound interest with a worked example, small numbers",
    "one more go, but friendlier and less corporate",
    "five board games that work with just two players, go",
    "fix my grammar: me and him goes to the shop every days",
    "what's the difference between baking soda and baking powder",
)
HYPOTHETICAL = (
    ("would {c} be a good place to retire?", "c"),
    ("is {t} still worth learning in 2025?", "t"),
    ("do {j}s earn a decent living?", "j"),
    ("how hard is it to keep a {s} in a flat?", "s"),
    ("thinking out loud -- if I ever lived in {c}, what would I miss?", "c"),
    ("I'd never want to be a {j}, but what does one do all day?", "j"),
)
THIRD_PARTY = (
    ("my cousin lives in {c} now", "c"),
    ("my teammate {n} swears {t} is the future", "nt"),
    ("my flatmate can't have anything with {a} in it -- dessert ideas?", "a"),
    ("my dad has gone {d}, it's all he talks about", "d"),
    ("my friend {n} retrained as a {j}", "nj"),
    ("our neighbours bought a {s}, it screams at night", "s"),
)
QUOTED = (
    ('my landlord emailed "we are relocating to {c} in spring" -- does that affect my lease?', "c"),
    ('the ad said "wanted: {j}, no experience needed" -- dodgy?', "j"),
    ('"I only write {t}" -- that\'s what the new hire told me', "t"),
)
CODE = (
    ("```yaml\nhome: {c}\nlanguage: {t}\n```\nthe linter hates line 2, what's it on about", "ct"),
    (
        "```sql\nSELECT * FROM people WHERE name = '{n}' AND city = '{c}';\n```\ncould someone inject into this one",
        "nc",
    ),
    ("```js\nconst me = {{ job: '{j}', town: '{c}' }};\nconsole.log(me.Job)\n```\nprints undefined??", "jc"),
)
ASSISTANT_SELF = (
    "If it were up to me, I'd pick {t}.",
    "{c} would be my dream city, for what it's worth.",
    "My own soft spot is for {t}.",
    "I've always found {c} charming.",
)
ASSISTANT_REPLY = (
    "Here's a version you could try.",
    "Sure thing -- it's below.",
    "Okay, here is how I'd do it.",
    "Let's go through it step by step.",
    "Good one.",
)
ASSISTANT_ACK = ("Right, I've made a note of it.", "Useful to know -- thank you.", "Makes sense.", "Ta, noted down.")
QUESTIONS = {
    "home": (
        "remind me which city I'm living in these days?",
        "what town have I got down as home?",
        "where's home for me right now, city-wise?",
    ),
    "employer": ("which company pays my salary at the moment?", "name of the company I'm at, again?"),
    "title": ("what's my job called these days?", "remind me of my role at work right now?"),
    "manager": ("who's my direct manager right now?", "whose team am I on, i.e. who manages me?"),
    "editor": ("what do I write my code in, editor-wise?", "which text editor have I been coding in lately?"),
    "lang": ("what's my main programming language at the moment?", "which language do I want snippets in these days?"),
    "notes": ("which app do my notes live in now?", "where do I jot my notes down these days?"),
    "diet": ("do I follow any diet, meat-wise?", "what am I eating these days, diet-wise?"),
    "partner": ("what's my partner called, remind me?", "who's my other half at the moment?"),
}
DECISION_QUESTIONS = ("which {knd} did {proj} end up on?", "remind me, what {knd} is {proj} using now?")
