"""Values and phrasings of the built-in lives (``engram bench truth`` with no ``--lives``).

Written for engram's own evaluation: names, places, employers, tools and sentences of their own, in
several registers (plain, chatty, terse, rambling, facts tucked into a request). User values and
distractor values are disjoint, which the generator checks for every life.
"""

from __future__ import annotations

# ---- user values ------------------------------------------------------------------------------
FIRST_NAMES = ("Marguerite", "Tobias", "Ngozi", "Rafael", "Hanne", "Kenji", "Ottilie", "Sunil")
HOME_CITIES = (
    "Leeds",
    "Porto",
    "Winnipeg",
    "Brno",
    "Aarhus",
    "Tucson",
    "Graz",
    "Bilbao",
    "Wellington",
    "Halifax",
    "Utrecht",
    "Spokane",
    "Nantes",
    "Malmo",
    "Bristol",
    "Ghent",
)
TRIP_CITIES = ("Singapore", "Berlin", "Dublin", "Seoul", "Montreal", "Vienna", "Prague", "Oslo")
EMPLOYERS = (
    "Brightwater Analytics",
    "Copperline",
    "Fernhill Robotics",
    "Quillmark",
    "Oakhaven Insurance",
    "Bluepeak Games",
    "Tidewell",
    "Saltmarsh Studio",
)
TITLES = (  # (title, key, promoted title, key)
    ("data analyst", "data analyst", "analytics manager", "analytics manager"),
    ("backend engineer", "backend engineer", "staff engineer", "staff engineer"),
    ("copywriter", "copywriter", "creative director", "creative director"),
    ("QA tester", "QA tester", "QA lead", "QA lead"),
    ("line cook", "line cook", "sous chef", "sous chef"),
    ("paralegal", "paralegal", "legal operations manager", "legal operations"),
)
MANAGERS = (
    "Gwen Ashby",
    "Rohan Mehta",
    "Sofia Lindqvist",
    "Marcus Oyelaran",
    "Beatriz Nunes",
    "Dmitri Volkov",
    "Keziah Boateng",
    "Lorcan Whelan",
)
PARTNERS = (
    ("Camille", "girlfriend"),
    ("Mateo", "boyfriend"),
    ("Harriet", "wife"),
    ("Elias", "husband"),
    ("Noor", "partner"),
    ("Declan", "partner"),
    ("Ingrid", "wife"),
)
KIDS = (
    ("Olive", "daughter"),
    ("Felix", "son"),
    ("Wren", "daughter"),
    ("Arlo", "son"),
    ("Maisie", "daughter"),
    ("Otto", "son"),
    ("Juno", "daughter"),
)
PETS = (
    ("Biscuit", "dog"),
    ("Miso", "cat"),
    ("Pancake", "rabbit"),
    ("Waffles", "dog"),
    ("Clementine", "cat"),
    ("Sprout", "hamster"),
)
ALLERGENS = (
    ("peanut", "peanuts", True),
    ("shellfish", "shellfish", True),
    ("sesame", "sesame", True),
    ("penicillin", "penicillin", False),
    ("latex", "latex", False),
    ("bee sting", "bee stings", False),
)
EDITORS = ("Sublime Text", "Emacs", "IntelliJ", "Helix", "Zed", "Nova")
LANGUAGES = ("Rust", "Kotlin", "Elixir", "Swift", "TypeScript", "Scala", "Haskell")
NOTE_APPS = ("Obsidian", "Notion", "Evernote", "Bear", "OneNote", "Logseq")
PROJECTS = ("Halyard", "Bluebell", "Quokka", "Sextant", "Driftwood", "Tamarind", "Gannet")
PROJECT_DESCS = (
    "recipe scaler",
    "plant-watering reminder bot",
    "budget tracker for the household",
    "initiative tracker for our tabletop group",
    "bus-arrival display for the hallway",
    "photo de-duplicator",
)
DECISIONS = (
    ("database", ("Postgres", "SQLite", "MongoDB", "DynamoDB")),
    ("frontend", ("React", "Svelte", "SolidJS", "HTMX")),
    ("hosting", ("Heroku", "Vercel", "Netlify", "Hetzner")),
)
HOBBIES = {  # hobby: (taking it up, dropping it)
    "bouldering": (
        "I go bouldering twice a week, it's the only thing that clears my head.",
        "sold my climbing shoes. bouldering wrecked my fingers, I'm done with it",
    ),
    "sourdough": (
        "I've gotten really into baking sourdough on weekends.",
        "RIP sourdough starter. not making another, that hobby is over",
    ),
    "chess": (
        "I play chess online most nights, rated about 1400.",
        "forget what I said about chess, that was my brother, I don't actually play",
    ),
    "pottery": (
        "Thursday evenings are pottery class for me, I love the wheel.",
        "quit pottery, the studio closed and I don't miss it",
    ),
    "ukulele": ("teaching myself ukulele, badly", "gave the ukulele away, no more of that"),
}
STYLES = (
    ("short", "short|concise|brief|bullet", "keep your answers short please, I skim"),
    ("metric", "metric", "always use metric units with me"),
    ("emoji", "emoji", "no emojis in replies, they drive me nuts"),
    ("British", "British", "spell things the British way for me, colour not color"),
)
NICKNAMES = ("Mags", "Toby", "Goz", "Rafa", "Hanni", "Ken", "Tilly", "Sunny")

# ---- distractor values (never the user's) -------------------------------------------------------
D_CITIES = ("Nairobi", "Bogota", "Kyoto", "Tallinn", "Quito", "Hobart", "Tromso", "Antwerp", "Salta", "Da Nang")
D_TOOLS = ("Fortran", "COBOL", "Prolog", "Nim", "Lua", "Perl")
D_NAMES = ("Ignatius", "Philippa", "Rasmus", "Delphine", "Oswin", "Marisol")
D_JOBS = ("beekeeper", "sommelier", "crane operator", "puppeteer")
D_ALLERGENS = ("kiwi", "mustard")
D_DIETS = ("keto", "paleo")
D_SPECIES = ("axolotl", "hedgehog", "tortoise")

# ---- phrasings: events ------------------------------------------------------------------------
HOME_FIRST = (
    "I'm based in {city}, for context.",
    "we rent a little flat in {city}",
    "home is {city}. the rainy end of it",
    "I live in {city} and have for about six years",
    "grew up elsewhere but I've lived in {city} since uni",
)
HOME_MOVE = (
    "big news, we relocated to {new} last weekend!! boxes everywhere",
    "So we finally left {old}. Living in {new} since Monday.",
    "just signed a lease in {new}, moving day was yesterday",
    "I'm settled in {new} now, the move from {old} went ok",
    "fyi my address changed, I'm in {new} these days",
    "Since we moved to {new} last month, what's a good way to meet people here?",
    "ugh, what a month. we finally did it: packed up the whole flat in {old}, drove nine hours, and "
    "now we live in {new}. the plants survived, barely",
    "just moved to {new} -- any good coffee places near the centre?",
)
HOME_AGAIN = ("yep, still in {city}", "I'm still living in {city}, nothing changed there")
CORRECTION_BEFORE = (
    "Since you're in {old}, you could try the market by the river.",
    "As someone living in {old}, you might like the local film festival.",
)
CORRECTION = ("no no, I don't live in {old} anymore -- it's {new} now", "{old}? I left there ages ago, I'm in {new}")
TRIP = (
    "heading to {t} for a conference, back sunday",
    "this week I'm in {t} for my sister's graduation, home friday",
    "working out of a hotel in {t} until the 14th",
    "quick trip to {t} for a client visit, flying back tomorrow",
)
JOB_FIRST = (
    "I work as a {title} at {emp}.",
    "day job: {title} over at {emp}",
    "I've been a {title} with {emp} for about three years",
    "I'm a {title} ({emp}), been there a while now",
    "work stuff: I'm the {title} at {emp}. long days but decent people",
)
JOB_MOVE = (
    "Started at {emp} on Monday! Leaving {old} was bittersweet.",
    "I jumped ship to {emp}, still doing {title} work",
    "handed in my notice at {old}; {emp} hired me as their {title}",
    "new job!!! {emp}, same kind of role ({title})",
    "so the interviews paid off and I accepted an offer from {emp}. I start as {title} there next week, "
    "which means goodbye {old}",
)
PROMOTED = (
    "they made me {title}!! finally",
    "as of this month my title is {title}",
    "I got promoted to {title}, more meetings, less fun",
    "officially {title} now, the review went well",
    "Promotion came through: {title} as of Monday.",
)
BOSS_FIRST = (
    "my boss is {full}, pretty chill",
    "I report to {full}.",
    "{full} runs my team and signs off my leave",
    "my manager {full} wants the report by friday, can you help me outline it?",
)
BOSS_NEW = (
    "new boss as of today: {full}",
    "{first_old} left the company so now I report to {full}",
    "after the reshuffle {full} is my manager",
    "{full} replaced {first_old} as my line manager",
    "long story, but the whole department got reorganised, {first_old} moved to another division and the person "
    "I answer to now is {full}",
)
PARTNER_FIRST = (
    "my {rel} {name} and I are planning a trip, any tips for cheap flights?",
    "{name} -- that's my {rel} -- thinks I work too much",
    "I've been with {name} for nine years, my {rel} is the patient one",
)
PARTNER_ENDS = ("{old} and I split up last month. it's fine. mostly.", "things ended with {old}, I'm on my own now")
PARTNER_NEXT = ("seeing someone new, {name}, early days", "I have a new partner, {name}! met at a friend's party")
KID_ONE = (
    "my {rel} {name} is {age} and wants to be an astronaut",
    "{name} ({age}) is my {rel}, absolute chaos",
    "I have one kid, {name}, {age} years old",
)
KID_TWO = ("I have two: {a} ({x}) and {b} ({y}).", "kids are {a}, {x}, and {b}, {y}. it's loud here")
KID_AGE = (
    "{name} turned {age} yesterday, we did a dinosaur cake",
    "can't believe {name} is {age} already",
    "birthday weekend: {name} is {age} now",
)
BABY = ("we had a baby!! a {rel}, {name}", "welcome to the world, {name} -- our {rel} was born on tuesday")
PET_FIRST = (
    "my {species} {pet} just knocked a glass off the table",
    "I have a {species} called {pet}",
    "walking {pet} (my {species}) before work, then emails",
    "there's a {species} asleep on my keyboard. that's {pet}, mine unfortunately",
)
PET_GONE = (
    "we had to rehome {pet}, the new landlord said no pets",
    "{pet} died last week. we miss that {species}",
    "ignore the {species} thing, {pet} is my sister's, not mine",
)
DIET_FIRST = {
    "vegetarian": ("I don't eat meat, vegetarian for years", "as a vegetarian, what's a high-protein lunch?"),
    "vegan": ("I'm vegan btw", "vegan here, so no dairy or eggs in recipes please"),
}
DIET_SHIFT = {
    ("vegetarian", "pescatarian"): (
        "I'm pescatarian now, fish is back on the menu",
        "started eating fish again so technically pescatarian now",
    ),
    ("vegan", "vegetarian"): ("dropping full vegan, I'll be vegetarian from now on",),
    ("vegetarian", None): ("I'm not vegetarian anymore, eating meat again",),
    ("vegan", None): ("no longer vegan, my doctor wanted me eating everything again",),
}
DIET_AGAIN = ("still {k}, yes", "I'm {k}, as I said before")
ALLERGY_FOOD = ("heads up I'm allergic to {a}", "{A} gives me hives, so leave them out of recipes")
ALLERGY_OTHER = ("I'm allergic to {a}, found out the hard way", "note for later: {a} allergy, bad one")
EDITOR_FIRST = ("I write all my code in {x}.", "{x} is my editor, I've customised it to death")
LANG_FIRST = ("I mostly write {x} at work", "code examples in {x} please, it's what I use")
NOTES_FIRST = ("all my notes live in {x}", "I keep my notes and todo lists in {x}")
TOOL_SWITCH = (
    "switched from {old} to {new}, way faster",
    "{old} is dead to me. {new} all the way",
    "ok I caved and moved to {new}, uninstalled {old}",
    "trying {new} instead of {old} and I'm not going back",
    "{new} > {old}. fight me",
)
LANG_SWITCH = (
    "from now on, examples in {new} please, not {old}",
    "we're rewriting everything in {new}, so {old} is out",
)
TOOL_AGAIN = ("still using {k} for everything", "{k} is still the one I use")
NOTES_DROP = ("deleted my {old} account, I'm back to paper notebooks", "I quit {old}, notes go on paper now")
PROJECT_FIRST = ("I'm building {proj}, a {desc}, in my spare time", "new side thing: {proj} ({desc})")
PROJECT_PICK = ("decided {proj} will use {x}", "going with {x} for {proj}")
PROJECT_REPICK = ("ripped out {old} from {proj}, it's {new} now", "for {proj} we're dropping {old} in favour of {new}")
PROJECT_PAUSE = ("putting {proj} on hold, no time", "{proj} is paused until after the holidays")
PROJECT_LIVE = ("{proj} is live!! first 20 users", "shipped {proj} v1 today")
PROJECT_DEAD = ("killing {proj}, nobody used it", "{proj} is dead, I abandoned it")
NICK = ("call me {nick}, everyone does",)
BOSS_AGAIN = ("{k} is still my boss", "still reporting to {k}")
EMPLOYER_AGAIN = ("yep, still at {k}", "I'm still with {k}, no job hunting")
PARTNER_AGAIN = ("{k} says hi again", "{k} and I are good, thanks for asking")
PET_AGAIN = ("{k} is snoring next to me", "{k} stole a sock again")

# ---- registers: what a voice does to a sentence ------------------------------------------------
LEAD_INS = ("ok so ", "random but ", "not sure if I mentioned it, but ", "btw ", "oh and ")
TAILS = (" anyway that's my week.", " sorry, rambling.", " anyway, where was I.", " lol", " haha")
REQUESTS = (" can you help me plan my week?", " also what's a good podcast for the commute?")
TYPOS = {
    "because": "becuase",
    "really": "realy",
    "definitely": "definately",
    "the ": "teh ",
    "I'm": "Im",
    "don't": "dont",
    "you": "u",
    "since": "sinc",
    "just": "jsut",
    "have": "ahve",
    "with": "wiht",
    "now": "nwo",
    "months": "monhts",
}

# ---- phrasings: everything that is not a fact about the user --------------------------------------
FILLER = (
    "can you help me word a birthday message for a coworker?",
    "what's the time complexity of quicksort?",
    "how long should I boil an egg for a jammy yolk",
    "translate 'good morning' into Portuguese",
    "whats a good stretch for lower back pain",
    "rewrite this to sound less passive-aggressive: per my last email",
    "explain the difference between TCP and UDP",
    "recommend a sci-fi novel under 300 pages",
    "how do I center a div",
    "give me three ideas for a rainy saturday",
    "is it ok to put cast iron in the dishwasher?",
    "thx",
    "perfect, thanks!",
    "hmm that didn't work",
    "what's 18% of 240",
    "how do I undo the last git commit",
    "write a haiku about mondays",
    "summarise the plot of Hamlet in 3 lines",
    "regex to match an email address?",
    "how many tablespoons in a cup",
    "why is the sky blue, simple version",
    "that's wrong, try again",
)
HYPOTHETICAL = (
    ("what if I moved to {c}, would I like it?", "c"),
    ("should I learn {t} someday?", "t"),
    ("imagine being a {j}, would that pay ok?", "j"),
    ("a {s} as a pet, yay or nay?", "s"),
    ("I'm NOT moving to {c}, my aunt just keeps asking", "c"),
    ("I almost became a {j} once, glad I didn't", "j"),
)
THIRD_PARTY = (
    ("my brother just moved to {c}", "c"),
    ("my coworker {n} codes everything in {t}", "nt"),
    ("my mom is allergic to {a}, what can I bake for her?", "a"),
    ("my friend does {d} now", "d"),
    ("{n} from accounting got hired as a {j}", "nj"),
    ("my neighbour adopted a {s}", "s"),
)
QUOTED = (
    ('my sister texted "I\'m moving to {c} next month" -- should I help?', "c"),
    ('a recruiter wrote "as a {j} you\'d thrive here", weird right?', "j"),
)
CODE = (
    ("```python\nuser = {{'city': '{c}', 'lang': '{t}'}}\nprint(user['City'])\n```\nwhy KeyError?", "ct"),
    ('```json\n{{"name": "{n}", "home": "{c}"}}\n```\nvalid json?', "nc"),
)
ASSISTANT_SELF = (
    "Personally I'm a fan of {t}.",
    "If I could live anywhere it'd be {c}.",
    "I'd honestly recommend {t}; it's my favourite.",
)
ASSISTANT_REPLY = ("Sure, here you go.", "Happy to help.", "Done. Anything else?", "Try this:", "Good question.")
ASSISTANT_ACK = ("Noted!", "Ah, good to know.", "Understood.", "Thanks for telling me.")
QUESTIONS = {
    "home": ("where do I live now?", "which city am I in these days?"),
    "employer": ("who do I work for?", "which company am I at?"),
    "title": ("what's my job title?", "what is my role at work?"),
    "manager": ("who is my boss?", "who do I report to now?"),
    "editor": ("which code editor do I use?", "what editor am I on?"),
    "lang": ("what language should code examples be in?", "which programming language do I use?"),
    "notes": ("where do I keep my notes?",),
    "diet": ("do I have a diet I follow?", "what do I eat, any restrictions?"),
    "partner": ("who is my partner?", "who am I with?"),
}
DECISION_QUESTIONS = ("what {knd} does {proj} use?", "which {knd} did we pick for {proj}?")
