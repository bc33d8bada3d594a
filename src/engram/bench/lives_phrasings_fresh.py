"""Values and phrasings of the fresh lives (``engram bench truth --lives fresh``): a sealed fourth bank.

Written blind to the extraction grammar and never used to tune it, so that its figures say how the
grammar does on users, values and wordings it has never met, as a hidden evaluation would. It shares
no value and no sentence with the built-in, practice and held-out banks (the tests compare them), and
its sentences are deliberately shaped differently from the built-in ones: other verbs and nouns for
each event, the value early or late, facts tucked among questions, parentheses and dashes, fragments,
long rambles, several Englishes, emoji. Grammar work must never read it or its failures.
"""

from __future__ import annotations

# ---- user values ------------------------------------------------------------------------------
FIRST_NAMES = (
    "Anneliese",
    "Bongani",
    "Carys",
    "Dariusz",
    "Esperanza",
    "Fintan",
    "Ishaan",
    "Leocadia",
    "Mirela",
    "Padraig",
    "Oonagh",
    "Thandiwe",
)
HOME_CITIES = (
    "Dundee",
    "Tampere",
    "Esbjerg",
    "Bendigo",
    "Nagpur",
    "Fresno",
    "Kamloops",
    "Valladolid",
    "Kalamazoo",
    "Bamberg",
    "Zwolle",
    "Kilkenny",
    "Perugia",
    "Gdynia",
    "Cardiff",
    "Toowoomba",
    "Pune",
    "Geelong",
    "Kochi",
    "Shrewsbury",
    "Galway",
    "Mysuru",
    "Townsville",
    "Chattanooga",
)
TRIP_CITIES = (
    "Marrakesh",
    "Osaka",
    "Krakow",
    "Buenos Aires",
    "Helsinki",
    "Cape Town",
    "Guadalajara",
    "Arequipa",
    "Chicago",
    "Lisbon",
)
EMPLOYERS = (
    "Kettlewell Logistics",
    "Brackenridge Health",
    "Ravensworth Bank",
    "Moorgate Labs",
    "Sundial Media",
    "Larchmont Energy",
    "Stonechat Software",
    "Westerly Foods",
    "Greyfriars Consulting",
    "Lumenfold",
)
TITLES = (  # (title, key, promoted title, key)
    ("user researcher", "user researcher", "head of research", "head of research"),
    ("network engineer", "network engineer", "infrastructure lead", "infrastructure lead"),
    ("pharmacist", "pharmacist", "pharmacy manager", "pharmacy manager"),
    ("primary school teacher", "teacher", "deputy head", "deputy head"),
    ("mechanical engineer", "mechanical engineer", "principal engineer", "principal engineer"),
    ("bookkeeper", "bookkeeper", "accounts supervisor", "accounts supervisor"),
    ("dental hygienist", "dental hygienist", "practice manager", "practice manager"),
)
MANAGERS = (
    "Priyanka Rao",
    "Hamish Doyle",
    "Yusuf Demir",
    "Annika Berg",
    "Callum Fraser",
    "Mbali Khumalo",
    "Teodor Petrescu",
    "Ngaire Achebe",
    "Siobhan Kerr",
    "Takeshi Mori",
)
PARTNERS = (
    ("Ottavia", "fiancée"),
    ("Bram", "boyfriend"),
    ("Leilani", "wife"),
    ("Ruairi", "husband"),
    ("Sanne", "partner"),
    ("Kwame", "fiancé"),
    ("Perdita", "girlfriend"),
    ("Tomasz", "partner"),
)
KIDS = (
    ("Ines", "daughter"),
    ("Tiernan", "son"),
    ("Marlowe", "daughter"),
    ("Cormac", "son"),
    ("Pippa", "daughter"),
    ("Rafferty", "son"),
    ("Thea", "daughter"),
    ("Idris", "son"),
)
PETS = (
    ("Pickle", "dachshund"),
    ("Noodle", "lovebird"),
    ("Bagel", "budgie"),
    ("Custard", "guinea pig"),
    ("Crumpet", "gecko"),
    ("Dumpling", "tabby"),
    ("Pretzel", "whippet"),
    ("Gherkin", "kitten"),
)
ALLERGENS = (
    ("walnut", "walnuts", True),
    ("soy", "soy", True),
    ("macadamia", "macadamias", True),
    ("crab", "crab", True),
    ("sulfa", "sulfa drugs", False),
    ("aspirin", "aspirin", False),
    ("wasp sting", "wasp stings", False),
)
EDITORS = ("Xcode", "Komodo", "Spyder", "NetBeans", "Pulsar", "TextMate", "Geany")
LANGUAGES = ("OCaml", "Pharo", "Fennel", "Odin", "Vala", "Groovy", "Unison", "PHP")
NOTE_APPS = ("Supernotes", "Simplenote", "Heptabase", "Amplenote", "Noteshelf", "UpNote", "Workflowy")
PROJECTS = ("Kestrel", "Ptarmigan", "Larkspur", "Wombat", "Fathom", "Nettle", "Puffin", "Cormorant")
PROJECT_DESCS = (
    "chore rota app for the flat",
    "Discord bot that posts the bin collection days",
    "price tracker for second-hand bikes",
    "tide-times widget for my phone",
    "flashcard app for my Hindi vocab",
    "script that renames my scanned receipts",
    "carpool planner for the school run",
)
DECISIONS = (
    ("database", ("MariaDB", "CouchDB", "Firestore", "Redis")),
    ("frontend", ("Vue", "Angular", "Preact", "Ember")),
    ("hosting", ("DigitalOcean", "Contabo", "Scaleway", "Hostinger")),
)
HOBBIES = {  # hobby: (taking it up, dropping it)
    "knitting": (
        "knitting has taken over my evenings (currently a very lopsided jumper)",
        "I've packed the knitting needles away for good, it stopped being fun",
    ),
    "archery": (
        "Saturday mornings = archery at the club range, I'm getting decent at it",
        "not doing archery any more, the range is too far away",
    ),
    "kayaking": (
        "joined a kayaking club last month and I'm hooked — we paddle every sunday",
        "sold the kayak. kayaking's over for me after that capsize",
    ),
    "woodworking": (
        "my garage is basically a workshop now, woodworking is my new obsession",
        "gave all my woodworking tools to my nephew, I've lost interest",
    ),
    "salsa": (
        "I do salsa classes on Wednesdays — two left feet but loving it",
        "quit salsa, my knee can't take it any more",
    ),
    "origami": (
        "picked up origami to relax -- my desk is covered in paper cranes",
        "origami didn't stick, the paper is in a drawer and staying there",
    ),
}
STYLES = (
    ("celsius", "celsius", "temperatures in celsius please, fahrenheit means nothing to me"),
    (
        "prose",
        "prose|bullet",
        "can you write in normal paragraphs instead of bullet points? lists are hard for me to read",
    ),
    ("24-hour clock", "24-hour|24h", "give me times on the 24-hour clock, am/pm just confuses me"),
    ("casual", "casual|informal", "be casual with me, no need for the formal tone"),
    ("metric", "metric", "kilometres and kilos please -- I think in metric"),
)
NICKNAMES = ("Anni", "Bongi", "Caz", "Darek", "Espe", "Finno", "Ish", "Cadi", "Rella", "Paddy", "Oona", "Thandi")

# ---- distractor values (never the user's) -------------------------------------------------------
D_CITIES = (
    "Ulaanbaatar",
    "Valparaiso",
    "Bishkek",
    "Windhoek",
    "Nouakchott",
    "Asuncion",
    "Ljubljana",
    "Montevideo",
    "Reykjavik",
    "Zanzibar",
)
D_TOOLS = ("Smalltalk", "Pascal", "Tcl", "Haxe", "APL", "Modula")
D_NAMES = ("Ebenezer", "Euphemia", "Thaddeus", "Griselda", "Hortensia", "Winifred")
D_JOBS = ("chimney sweep", "stenographer", "glassblower", "farrier")
D_ALLERGENS = ("buckwheat", "pineapple")
D_DIETS = ("Whole30", "Dukan")
D_SPECIES = ("pangolin", "iguana", "stick insect")

# ---- phrasings: events ------------------------------------------------------------------------
HOME_FIRST = (
    "{city} born and bred, never really lived anywhere else",
    "for context: home for me is {city}",
    "quick bit of background -- I'm in {city} (north side, near the uni)",
    "We've got a terraced house in {city}, been here since 2019.",
    "i'm a {city} local, if that matters for recommendations",
)
HOME_MOVE = (
    "{new} is home now! the van came saturday and we're living out of boxes",
    "Relocated to {new} for good -- {old} is officially in the rear-view mirror.",
    "keys to the new place in {new} arrived today 🎉 goodbye {old}",
    "We've moved house. New city: {new}. Can you give me a checklist for registering with a GP?",
    "update on my end: sold the place in {old}, bought one in {new}, moved in last week",
    "the move's done (finally!) and we're {new} people now",
    "so after months of back and forth with the landlord in {old} we gave notice, hired a removals firm and "
    "as of the weekend we live in {new}. knackered but happy",
    "slowly settling into {new} after the move from {old}, any tips for making friends in a new city at 35?",
    "got transferred, so I've upped sticks from {old} to {new}",
    "shifted to {new} from {old} last week only, still unpacking",
)
HOME_AGAIN = ("{city}, still -- not planning to leave", "same place as before -- {city}", "yeah I'm in {city} still")
CORRECTION_BEFORE = (
    "Given you're based in {old}, the botanical gardens there are worth a visit.",
    "Since {old} is home for you, a weekend walk along the canal could be nice.",
    "For someone in {old}, the regional airport is probably your best bet.",
)
CORRECTION = (
    "wait, {old} is old news -- I moved, I'm in {new} now",
    "small correction: not {old} any more, I live in {new}",
    "haha no, that was before the move. home is {new} these days, not {old}",
)
TRIP = (
    "off to {t} tomorrow for work, just a few days",
    "I'm in {t} this week for a wedding, flying home on thursday",
    "writing this from an airbnb in {t} -- here till the weekend for a workshop",
    "short visit to {t} to see my cousin, I'll be back home by the 20th",
    "landed in {t}! here for a trade show, back monday",
    "flying out to {t} this arvo for a conference, home in a few days",
)
JOB_FIRST = (
    "{emp} is where I work -- I'm a {title} there.",
    "For work I'm a {title}, employer's {emp}.",
    "i'm on the payroll at {emp} as a {title}",
    "my job? {title}. company? {emp}. happy enough",
    "been at {emp} about two years now, working as a {title}, which is why I'm always tired",
    "Context: {title} by trade, currently employed by {emp}.",
    "I am working as {title} in {emp} since two years",
)
JOB_MOVE = (
    "Big change: I'm now at {emp}, same {title} role but better pay. Bye bye {old}!",
    "{emp} made me an offer and I took it -- first day as their {title} was today",
    "Officially a {emp} employee as of this morning 🙌 ({title}, like before)",
    "left {old} on friday. started at {emp} on monday, still a {title}",
    "so remember I was interviewing? I got it!! {emp} hired me, I'll be their {title}. last day at {old} was rough",
    "resigned from {old}; joining {emp} as {title} next week",
)
PROMOTED = (
    "got the bump to {title} 🎉",
    "updated my email signature to say {title}",
    "They've promoted me! I'm {title} now.",
    "moved up to {title} -- more money, more headaches",
    "it's official, I'm the team's {title} from today",
    "my boss called me in this morning: I'm {title} as of next month",
)
BOSS_FIRST = (
    "at work the person above me is {full}",
    "{full} is my manager -- lovely but very detail-oriented",
    "can you help me write a message to {full}? they're my boss and I need to ask for friday off",
    "my line manager's {full}",
    "Team lead is {full}, I've worked under them for a year.",
)
BOSS_NEW = (
    "there's been a shake-up at work and my new manager is {full}",
    "{first_old} got poached by a competitor, {full} has taken over the team",
    "{full} is my boss now, {first_old} retired",
    "I now report to {full} instead of {first_old}.",
    "heads up, manager change: {full} from the other office is running our team since {first_old} went on "
    "secondment, so all my approvals go through them now",
    "whole team got merged. {full} is my manager as of this week (miss {first_old} already)",
)
PARTNER_FIRST = (
    "my {rel}'s name is {name}, we've been together since uni",
    "{name} (my {rel}) is cooking tonight, what wine goes with risotto?",
    "Me and my {rel} {name} just got back from a long weekend away",
    "planning a surprise for {name}, my {rel} -- ideas under £50?",
)
PARTNER_ENDS = (
    "{old} and I are finished. not really in the mood to talk about it",
    "it's over with {old}, we called it off at the weekend",
    "single again -- {old} moved out",
)
PARTNER_NEXT = (
    "I've started dating someone, {name} 😊",
    "met someone! {name}. we've been out a few times now and it's going well",
    "so there's a new person in my life, {name}, we're officially together",
)
KID_ONE = (
    "I'm a parent -- one {rel}, {name}, who's {age}",
    "{name}, my {rel}, is {age} and obsessed with trains",
    "Parenting q: my {rel} {name} ({age}) won't sleep, any tips?",
    "only one kid: {name}, {age} years old going on 40",
)
KID_TWO = (
    "two kids here -- {a} is {x} and {b} is {y}",
    "{a} ({x}) and {b} ({y}) are my two, so evenings are busy",
    "I've got {a}, who's {x}, and the little one, {b}, who's {y}",
)
KID_AGE = (
    "{name}'s {age} today!! party is at the soft play",
    "it was {name}'s birthday at the weekend, {age} now, where does the time go",
    "{age} candles on {name}'s cake yesterday 🎂",
    "{name} just turned {age} and is already asking for a phone",
)
BABY = (
    "our baby {rel} {name} arrived on friday, everyone's healthy",
    "I'm a parent now!! a little {rel} called {name}",
    "meet {name}, our newborn {rel} 🍼",
)
PET_FIRST = (
    "got a {species} from the shelter last month, {pet}",
    "{pet} my {species} is chewing the skirting boards, how do I stop this",
    "we share the flat with {pet}, a very spoiled {species}",
    "adopted a {species}! named {pet}",
    "my {species}, {pet}, needs a vet check -- what should I ask?",
)
PET_GONE = (
    "{pet} passed away on sunday. worst week. we'll miss that {species} so much",
    "we gave {pet} to my parents, the flat was too small for a {species}",
    "scratch the bit about {pet} -- that {species} belongs to my flatmate, not me",
)
DIET_FIRST = {
    "vegetarian": (
        "I've been vegetarian since I was a teenager",
        "meal ideas please -- vegetarian ones, I don't do meat",
        "vegetarian household here, so skip the bacon",
    ),
    "vegan": (
        "fully plant-based, vegan for three years now",
        "give me vegan options only, I don't eat anything from animals",
        "I went vegan in January and stuck with it",
    ),
}
DIET_SHIFT = {
    ("vegetarian", "pescatarian"): (
        "added fish back into my diet, so pescatarian these days",
        "I eat seafood again -- pescatarian now rather than vegetarian",
        "pescatarian as of this month, the doctor wanted more omega-3 in me",
    ),
    ("vegan", "vegetarian"): (
        "cheese won. I'm back to being vegetarian rather than vegan",
        "vegetarian now, eggs and dairy are allowed again",
    ),
    ("vegetarian", None): (
        "I've started eating meat again, so not vegetarian any more",
        "gave up on being vegetarian, chicken's back on the menu",
    ),
    ("vegan", None): (
        "stopped being vegan, I eat everything now",
        "my vegan phase is over, meat and dairy are back",
    ),
}
DIET_AGAIN = ("yep, {k} still", "{k} as ever", "I'm {k} -- that hasn't changed")
ALLERGY_FOOD = (
    "please keep {a} out of anything you suggest, I'm allergic",
    "anything with {a} sets off my allergy, fyi",
    "quick one: I react badly to {a}, allergic since childhood",
)
ALLERGY_OTHER = (
    "I can't take {a}, I'm allergic",
    "allergy alert: {a} (found out in A&E)",
    "{A} allergy here, so I carry an epipen",
)
EDITOR_FIRST = (
    "my editor of choice is {x}",
    "I do all my coding in {x}, can you give me some shortcuts for it?",
    "{x} is what I code in, day in day out",
)
LANG_FIRST = (
    "my main language is {x}",
    "at work it's {x} all day",
    "please give snippets in {x}, that's our stack",
)
NOTES_FIRST = (
    "{x} is my second brain, everything goes in there",
    "I take notes in {x}",
    "my todo lists and meeting notes are all in {x}",
)
TOOL_SWITCH = (
    "ditched {old} for {new} last week",
    "I've moved over to {new}; {old} got too sluggish",
    "{new} has taken over from {old} for me",
    "after years on {old} I finally gave {new} a proper go and I'm converted",
    "bye {old}, hello {new}",
)
LANG_SWITCH = (
    "our team changed languages -- it's {new} now, {old} is legacy",
    "I'm writing {new} these days rather than {old}, so snippets in {new} please",
    "moved off {old}; {new} is my main language now",
)
TOOL_AGAIN = ("{k}, same as ever", "yep, I'm on {k} still", "haven't changed, it's {k}")
NOTES_DROP = (
    "uninstalled {old}, I just use a pen and a notebook now",
    "gave up on {old}, my notes are back on paper",
    "cancelled my {old} subscription, going analogue for notes",
)
PROJECT_FIRST = (
    "side project alert: {proj}, a {desc}",
    "I've started a hobby project called {proj} -- it's a {desc}",
    "weekend hacking on {proj} (a {desc})",
)
PROJECT_PICK = ("{proj} is going to run on {x}", "we settled on {x} for {proj}", "{x} it is, for {proj}")
PROJECT_REPICK = (
    "{proj} update: migrated from {old} to {new}",
    "swapped {old} out for {new} in {proj}",
    "{old} wasn't working out for {proj} so it's on {new} now",
)
PROJECT_PAUSE = (
    "{proj} is shelved for now, work's too busy",
    "I've put {proj} on hold until the new year",
    "hitting pause on {proj} for a while",
)
PROJECT_LIVE = (
    "we launched {proj} today!! 🚀",
    "{proj} is finally live, come break it",
    "we released {proj} to the public this morning",
)
PROJECT_DEAD = (
    "I've given up on {proj}, it's not happening",
    "{proj} is done -- shut it down and deleted the repo",
    "no more {proj}, I'm abandoning it",
)
NICK = ("my friends call me {nick}, feel free to", "{nick} is what people call me", "please just call me {nick}")
BOSS_AGAIN = ("my manager's still {k}", "{k} is still running the team", "no change, I still answer to {k}")
EMPLOYER_AGAIN = (
    "{k} is still where I clock in every day",
    "{k} still, no plans to leave",
    "yes, I'm at {k} as before",
)
PARTNER_AGAIN = ("{k} sends their love", "me and {k} are doing great", "{k} and I just celebrated another anniversary")
PET_AGAIN = (
    "{k} is curled up on my feet",
    "{k} is demanding dinner again",
    "{k} knocked my tea over, classic",
    "{k} got into the bin this arvo, heaps of mess",
)

# ---- registers: what a voice does to a sentence ------------------------------------------------
LEAD_INS = ("so, ", "quick thing: ", "hey! ", "right, ", "fwiw ", "um ", "also ")
TAILS = (
    " anyway, that's enough about my life.",
    " but that's a story for another day.",
    " sorry for the essay.",
    " 😅",
    " tbh",
)
REQUESTS = (
    " could you draft a shopping list for me?",
    " also, any good audiobooks for a long drive?",
    " and what should I cook tonight?",
)
TYPOS = {
    "restaurant": "resturant",
    "actually": "acutally",
    "basically": "basicly",
    "literally": "literaly",
    "their": "thier",
    "which": "whcih",
    "about": "abotu",
    "something": "somthing",
    "thought": "thougth",
    "recommend": "reccomend",
    "forward": "foward",
    "finally": "finaly",
    "started": "startd",
    "there": "ther",
}

# ---- phrasings: everything that is not a fact about the user --------------------------------------
FILLER = (
    "how many grams of pasta per person?",
    "what's a polite way to decline a meeting invite",
    "give me a 20 minute bodyweight workout",
    "convert 350 fahrenheit to gas mark",
    "whats the difference between affect and effect",
    "can you explain compound interest like I'm five",
    "suggest a name for a pub quiz team",
    "is it safe to eat rice that was left out overnight?",
    "write a limerick about a sleepy otter",
    "red wine on a cream rug, help??",
    "what's a good board game for four adults",
    "explain what a hash map is",
    "cheers",
    "ta, that's spot on",
    "nope, still broken",
    "how do I squash my last three commits",
    "what year did the Berlin Wall come down",
    "list some questions to ask at the end of an interview",
    "how long does cooked chicken keep in the fridge",
    "what does 'per se' actually mean",
    "quick sanity check: is 17 prime?",
    "shorter please",
    "ok that version's better",
    "give me a regex for UK postcodes",
    "how do I tell if an avocado is ripe",
    "what's the capital of Mongolia? pub quiz argument",
)
HYPOTHETICAL = (
    ("would {c} be a nice place to retire one day, in theory?", "c"),
    ("is {t} worth picking up as a second language, hypothetically?", "t"),
    ("if I retrained as a {j}, what would the hours be like?", "j"),
    ("thinking out loud: a {s} would be a fun pet, right? not getting one though", "s"),
    ("suppose I took a job in {c} -- how bad is the cost of living there?", "c"),
    ("my horoscope says I'd make a great {j} lol", "j"),
    ("would a {d} diet even work for someone like me? just curious", "d"),
)
THIRD_PARTY = (
    ("my flatmate is relocating to {c} in the spring", "c"),
    ("{n}, a friend from uni, writes everything in {t}", "nt"),
    ("my dad can't eat {a}, what's a safe dessert?", "a"),
    ("my sister's on {d} and won't shut up about it", "d"),
    ("{n} next door just started work as a {j}", "nj"),
    ("my cousin bought a {s}, it's adorable", "s"),
    ("my colleague {n} flew out to {c} yesterday", "nc"),
)
QUOTED = (
    ('my friend messaged me "just moved to {c}!!" -- what do I send as a housewarming gift?', "c"),
    ('the job ad said "we need a {j} who loves mornings", definitely not me', "j"),
    ('my mate\'s bio literally says "{n}, {j}, dreamer" -- cringe or cute?', "nj"),
)
CODE = (
    ("```js\nconst profile = {{ town: '{c}', stack: '{t}' }};\nconsole.log(profile.Town);\n```\nwhy undefined?", "ct"),
    ("```yaml\nowner: {n}\nregion: {c}\n```\nis this yaml ok?", "nc"),
    ("```sql\nINSERT INTO staff (name, job) VALUES ('{n}', '{j}');\n```\nwhy does this fail?", "nj"),
)
ASSISTANT_SELF = (
    "If you asked me, I'd pick {t} every time.",
    "{c} sounds like a dream place to live, to me.",
    "I have a soft spot for {t}, I must admit.",
    "My own favourite city has to be {c}.",
)
ASSISTANT_REPLY = (
    "Here's one way to do it.",
    "Of course!",
    "Let me take a look.",
    "Here's a quick version:",
    "Great question, here goes.",
    "Sure thing.",
)
ASSISTANT_ACK = (
    "Got it.",
    "Thanks, I'll keep that in mind.",
    "Good to know!",
    "Makes sense.",
    "Okay, filing that away.",
)
QUESTIONS = {
    "home": ("what city do I live in at the moment?", "which town am I living in?"),
    "employer": ("what company do I work at?", "where am I employed right now?"),
    "title": ("what do I do for a living, job title wise?", "what's my current position?"),
    "manager": ("who is my manager currently?", "whose team am I on, who do I answer to?"),
    "editor": ("what do I write code in, which editor?", "which IDE or editor am I using?"),
    "lang": ("which language do I want code snippets in?", "what's my main programming language?"),
    "notes": ("what app do I use for notes?", "where do my notes live?"),
    "diet": ("am I on any kind of diet?", "what are my eating habits, anything I avoid?"),
    "partner": ("what is my other half called?", "who am I in a relationship with?"),
}
DECISION_QUESTIONS = ("which {knd} did I end up using for {proj}?", "for {proj}, what's the {knd} right now?")
