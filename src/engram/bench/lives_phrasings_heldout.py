"""Values and phrasings of the held-out lives (``engram bench truth --lives heldout``).

The built-in lives' failures are what the extraction grammar gets tuned on, so they stop being a fair
test of it. This bank feeds the same arcs and writer with different people: its own names, places,
employers, tools, projects and hobbies, and its own sentences for every event, distractor, filler line
and acknowledgement. It was written without looking at the grammar, its case table or its docs, and
it must never be used for grammar work: a failure here is a finding, not a case to add. Only the
structure is shared with :mod:`engram.bench.lives_phrasings` (the attribute names, the placeholders,
and the diet and style slots the arcs know about).
"""

from __future__ import annotations

# ---- user values ------------------------------------------------------------------------------
FIRST_NAMES = ("Priyanka", "Callum", "Yusra", "Mateusz", "Solveig", "Tendai", "Beatrix", "Hiroshi")
HOME_CITIES = (
    "Sheffield",
    "Coimbra",
    "Saskatoon",
    "Olomouc",
    "Odense",
    "Boise",
    "Linz",
    "Valencia",
    "Dunedin",
    "Moncton",
    "Groningen",
    "Tacoma",
    "Rennes",
    "Uppsala",
    "Exeter",
    "Leuven",
    "Norwich",
    "Gdansk",
    "Trondheim",
    "Kelowna",
)
TRIP_CITIES = (
    "Barcelona",
    "Taipei",
    "Edinburgh",
    "Copenhagen",
    "Toronto",
    "Budapest",
    "Warsaw",
    "Stockholm",
    "Melbourne",
    "Zurich",
)
EMPLOYERS = (
    "Larkspur Logistics",
    "Northgate Dental",
    "Pinecrest Biotech",
    "Kestrel Maps",
    "Riverbend Health",
    "Stonefly",
    "Glasshouse Media",
    "Tinderbox Games",
    "Ironbark Energy",
    "Wrenfield Council",
)
TITLES = (  # (title, key, promoted title, key)
    ("physiotherapist", "physiotherapist", "clinical lead", "clinical lead"),
    ("UX designer", "UX designer", "design manager", "design manager"),
    ("site reliability engineer", "site reliability", "head of infrastructure", "head of infrastructure"),
    ("payroll clerk", "payroll clerk", "finance manager", "finance manager"),
    ("junior accountant", "junior accountant", "senior accountant", "senior accountant"),
    ("lab technician", "lab technician", "lab manager", "lab manager"),
    ("support agent", "support agent", "support team lead", "team lead"),
)
MANAGERS = (
    "Priscilla Okonkwo",
    "Henrik Dahl",
    "Tamsin Rowe",
    "Seun Adeyemi",
    "Giulia Ferraro",
    "Bartek Nowak",
    "Imogen Carver",
    "Desmond Achterberg",
    "Yevgenia Orlova",
    "Lachlan Pryce",
)
PARTNERS = (
    ("Rosalind", "wife"),
    ("Tariq", "husband"),
    ("Sasha", "partner"),
    ("Bronwyn", "girlfriend"),
    ("Joaquin", "boyfriend"),
    ("Leif", "partner"),
    ("Aoife", "wife"),
    ("Pedro", "husband"),
    ("Marisa", "girlfriend"),
)
KIDS = (
    ("Ivy", "daughter"),
    ("Ezra", "son"),
    ("Matilda", "daughter"),
    ("Rory", "son"),
    ("Elodie", "daughter"),
    ("Caspian", "son"),
    ("Niamh", "daughter"),
    ("Lucian", "son"),
    ("Saoirse", "daughter"),
)
PETS = (
    ("Bramble", "chinchilla"),
    ("Ziggy", "ferret"),
    ("Pudding", "greyhound"),
    ("Mochi", "cockatiel"),
    ("Rasputin", "corn snake"),
    ("Hobnob", "beagle"),
    ("Clover", "parrot"),
)
ALLERGENS = (
    ("cashew", "cashews", True),
    ("celery", "celery", True),
    ("hazelnut", "hazelnuts", True),
    ("lupin", "lupin", True),
    ("ibuprofen", "ibuprofen", False),
    ("nickel", "nickel", False),
    ("dust mite", "dust mites", False),
)
EDITORS = ("Neovim", "PyCharm", "Kakoune", "BBEdit", "Eclipse", "Lapce", "CLion")
LANGUAGES = ("Clojure", "Dart", "Zig", "Erlang", "Ruby", "Gleam", "Racket")
NOTE_APPS = ("Joplin", "Trilium", "Zettlr", "Anytype", "Notability", "Roam")
PROJECTS = ("Marigold", "Pipit", "Bellwether", "Thimble", "Kittiwake", "Sandpiper", "Foxglove", "Tumbleweed")
PROJECT_DESCS = (
    "shared shopping list for the flat",
    "planting calendar for my allotment",
    "script that turns bank statements into charts",
    "Discord bot for our five-a-side team",
    "price tracker for second-hand cameras",
    "flashcard app for learning Welsh",
    "scheduler for board-game nights",
)
DECISIONS = (
    ("database", ("MySQL", "Supabase", "Firebase", "Neo4j")),
    ("frontend", ("Astro", "Qwik", "Remix", "Nuxt")),
    ("hosting", ("Linode", "Cloudflare", "Vultr", "OVHcloud")),
    ("auth provider", ("Auth0", "Keycloak", "Okta", "Authentik")),
)
HOBBIES = {  # hobby: (taking it up, dropping it)
    "birdwatching": (
        "spent the morning birdwatching at the reservoir again, it's properly become my thing",
        "the binoculars are on eBay. I'm done with birdwatching",
    ),
    "fencing": (
        "I joined a fencing club in the autumn - epee, Tuesdays and Thursdays",
        "packed in fencing after the knee injury, not going back to it",
    ),
    "crochet": (
        "I crochet most evenings now, halfway through a blanket for the sofa",
        "that crochet thing I mentioned? ignore it, that was my mum. I can't crochet to save my life",
    ),
    "rowing": (
        "up at six for rowing three mornings a week and honestly I love it",
        "quit rowing. the early starts finally beat me",
    ),
    "woodturning": (
        "got a lathe set up in the garage - woodturning is my new obsession",
        "sold the lathe last week; woodturning was fun but I'm finished with it",
    ),
    "calligraphy": (
        "I've been practising calligraphy on Sunday mornings, my italic hand is getting decent",
        "gave up on calligraphy, I just don't have the patience",
    ),
}
STYLES = (
    ("short", "short|concise|brief|bullet", "be brief with me please, two or three sentences max"),
    ("metric", "metric", "metric units only, I can't picture feet and inches"),
    ("emoji", "emoji", "please don't put emoji in your answers to me"),
    ("British", "British", "use British spelling whenever you write for me"),
    ("no jargon", "jargon", "go easy on the jargon when you explain things to me"),
)
NICKNAMES = ("Pree", "Cally", "Yuzi", "Matti", "Solly", "Tendo", "Trixie", "Hiro")

# ---- distractor values (never the user's) -------------------------------------------------------
D_CITIES = ("Marrakech", "Ushuaia", "Hanoi", "Riga", "Cusco", "Adelaide", "Bergen", "Seville", "Kigali", "Tbilisi")
D_TOOLS = ("Raku", "Delphi", "Solidity", "Modula-2", "Eiffel", "Simula")
D_NAMES = ("Cornelius", "Ottoline", "Bartholomew", "Guinevere", "Leopold", "Henrietta")
D_JOBS = ("lighthouse keeper", "falconer", "taxidermist", "stonemason")
D_ALLERGENS = ("mango", "coconut")
D_DIETS = ("carnivore", "macrobiotic")
D_SPECIES = ("tarantula", "alpaca", "pygmy goat")

# ---- phrasings: events ------------------------------------------------------------------------
HOME_FIRST = (
    "{city} is where I live, if that changes the answer at all",
    "quick q from someone in {city}: is it normal for a landlord to want six months' rent upfront?",
    "my flat's in {city} (the bit up by the station)",
    "Can you suggest a day hike within an hour of {city}? That's where I'm living.",
    "born somewhere else entirely, but {city} has been home for a good while now",
    "been living in {city} about four years — still get lost in the one-way system",
)
HOME_MOVE = (
    "we finally made the jump to {new}. goodbye {old}, hello higher rent",
    "{new} has been home since March, I keep forgetting to tell you",
    "Signed for a flat in {new} last week and the keys are mine now.",
    "update: relocated. {old} -> {new}. still unpacking",
    "the move is DONE. we're officially {new} people now",
    "What's the recycling situation like in {new}? We only got here on Friday and the bins are a mystery.",
    "left {old} behind for good — our new place is in {new}, ten minutes from the river",
    "can you help me write a change-of-address email? I've moved from {old} to {new}.",
    "moving van came and went, so as of this weekend I'm living in {new}",
)
HOME_AGAIN = ("{city} still, no plans to go anywhere", "nope, haven't moved, still in {city}")
CORRECTION_BEFORE = (
    "If you're still around {old}, the botanical gardens there are worth an afternoon.",
    "For someone in {old}, the regional airport is probably your quickest option.",
)
CORRECTION = ("{old} was ages ago, I'm living in {new} now, remember", "not {old}! we moved. it's {new}")
TRIP = (
    "I'm in {t} for work till thursday, so I might be slow to reply",
    "off to {t} for a stag do this weekend, home on monday",
    "writing this from a hotel lobby in {t}, two days of meetings then I fly back",
    "visiting an old uni mate in {t} for a few days",
    "short trip: {t}, three nights, then home",
)
JOB_FIRST = (
    "I'm a {title} — {emp} pays the bills",
    "for background, {emp} employs me as a {title}",
    "been at {emp} two years now, {title} (mostly firefighting tbh)",
    "My job: {title}. My employer: {emp}. My problem: far too many meetings. Tips?",
    "can you make my bio punchier? the facts: {title}, working at {emp}, likes hills",
)
JOB_MOVE = (
    "started a new gig at {emp} this week, same {title} stuff but better pay",
    "{emp} brought me on as a {title}, so that's me done with {old}",
    "last day at {old} was friday and on monday I started at {emp}!",
    "Big change: I've left {old} and joined {emp}.",
    "can you help me write a goodbye note to the {old} team? I've taken a job at {emp} and today's my last day",
)
PROMOTED = (
    "got bumped up to {title} this week!",
    "new title in my email signature: {title}",
    "Good news from work — they've promoted me, I'm {title} now.",
    "i'm officially the {title}. pay rise too, about time",
    "my promotion to {title} has gone through, how do I bring up salary without sounding greedy?",
)
BOSS_FIRST = (
    "{full} is my line manager, very hands-off",
    "the person I answer to at work is {full}",
    "how do I nudge my manager ({full}) about a leave request without being annoying?",
    "I report up to {full}, who reports to the CEO",
)
BOSS_NEW = (
    "my new line manager is {full}",
    "{full} is who I answer to now, {first_old} got moved to another team",
    "{first_old} has gone and {full} is my manager from today",
    "they've put me under {full} after the restructure",
    "{first_old} retired last week so I've got a new boss: {full}",
)
PARTNER_FIRST = (
    "what's a nice anniversary present? my {rel} {name} and I hit five years next month",
    "{name} (my {rel}) is cooking tonight so I'm off the hook",
    "me and my {rel}, {name}, are thinking about repainting the kitchen - which greys don't look like a hospital?",
)
PARTNER_ENDS = (
    "{old} and I broke up. don't really want to talk about it",
    "it's over with {old}, we called it off on sunday",
    "single again, {old} moved out at the weekend",
)
PARTNER_NEXT = (
    "I've started seeing someone — {name}. going well so far!",
    "so there's this person, {name}, and we've been on four dates now",
    "{name} and I are officially together as of last night",
)
KID_ONE = (
    "{name}, my {age}-year-old {rel}, wants a sleepover - how many kids is too many?",
    "my {rel} ({name}, {age}) refuses to eat anything green, any ideas?",
    "I've got a {rel}, {name}, who's {age} going on forty",
)
KID_TWO = (
    "two kids: {a} is {x} and {b} is {y}",
    "my two are {a} ({x}) and {b} ({y}) — any board games that work for both?",
)
KID_AGE = (
    "{name} is {age} as of today, where did the time go",
    "it was {name}'s birthday on saturday, {age} now!",
    "{name} just had a birthday, {age} now, and wants a bike",
)
BABY = (
    "our {rel} {name} arrived on thursday! no sleep, very happy",
    "baby news: a little {rel}, {name}, born last night",
)
PET_FIRST = (
    "my {species} {pet} has started chewing the skirting boards, how do I stop that",
    "{pet} (my {species}) needs a vet check, what should I ask?",
    "I've got a {species} named {pet} who thinks 5am is breakfast time",
    "sorry for the typos, {pet} my {species} is sitting on my arm",
)
PET_GONE = (
    "{pet} passed away on tuesday. we had to say goodbye to our {species}",
    "we gave {pet} to my cousin, she has far more room for a {species}",
    "actually scratch that, {pet} isn't mine — I was only minding a friend's {species}",
)
DIET_FIRST = {
    "vegetarian": (
        "I'm a vegetarian, so skip the chicken in that recipe",
        "been vegetarian since I was a teenager, fyi",
    ),
    "vegan": (
        "I eat fully vegan, no animal products at all",
        "can you rework this lasagne recipe for me? I'm vegan",
    ),
}
DIET_SHIFT = {
    ("vegetarian", "pescatarian"): (
        "I've added fish back in, so pescatarian these days",
        "eating seafood again - pescatarian now, I suppose",
    ),
    ("vegan", "vegetarian"): ("cheese won. I'm vegetarian now rather than vegan",),
    ("vegetarian", None): ("I've started eating meat again, so not a vegetarian any more",),
    ("vegan", None): ("gave up being vegan, I eat everything now",),
}
DIET_AGAIN = ("{k}, same as before", "yep, still {k}, nothing's changed")
ALLERGY_FOOD = ("I can't have {a}, I'm allergic", "{A} = hospital for me, so please flag them in any recipe")
ALLERGY_OTHER = ("{A} and I don't mix - a proper allergy, not a preference", "just so you know I'm allergic to {a}")
EDITOR_FIRST = ("I do all my coding in {x}", "{x} user here, any plugin recommendations?")
LANG_FIRST = ("my main language at work is {x}", "assume {x} whenever you show me code")
NOTES_FIRST = ("I use {x} for notes and to-do lists", "everything I need to remember goes into {x}")
TOOL_SWITCH = (
    "moved over to {new} from {old} last week, not looking back",
    "finally ditched {old}. I'm on {new} now",
    "{new} has replaced {old} for me",
    "gave {new} a proper go and it stuck, so {old} is uninstalled",
    "swapped {old} for {new} — much snappier",
)
LANG_SWITCH = (
    "the team's moving off {old}, it's all {new} from here, so show me {new} please",
    "please switch your examples to {new}, I've stopped writing {old}",
)
TOOL_AGAIN = ("{k} is still my go-to", "haven't changed, it's {k} day to day")
NOTES_DROP = (
    "cancelled {old}, going old-school with pen and paper",
    "stopped using {old} entirely, I keep a paper diary now",
)
PROJECT_FIRST = (
    "working on a side project called {proj} — a {desc}",
    "evenings lately: {proj}, a {desc} I'm building for fun",
)
PROJECT_PICK = ("settled on {x} for {proj}, seemed the least hassle", "{proj} gets {x}, decision made")
PROJECT_REPICK = (
    "migrated {proj} off {old} onto {new} this weekend",
    "{old} wasn't working out for {proj}, so it's {new} now",
)
PROJECT_PAUSE = ("{proj} is on ice for now, work's too busy", "shelving {proj} for a few weeks")
PROJECT_LIVE = ("{proj} launched!! people are actually signing up", "{proj} is out in the world as of tonight")
PROJECT_DEAD = ("I've given up on {proj}, it's not worth it", "pulled the plug on {proj}. abandoned.")
NICK = ("friends call me {nick}, you can too",)
BOSS_AGAIN = ("{k} is still my manager, thankfully", "yeah I still answer to {k}")
EMPLOYER_AGAIN = ("still working at {k}", "same place, {k}, no changes there")
PARTNER_AGAIN = ("{k} and I are still going strong", "{k} is making dinner tonight so I've got time to chat")
PET_AGAIN = ("{k} is curled up on the sofa again", "{k} just knocked my coffee over, brilliant")

# ---- registers: what a voice does to a sentence ------------------------------------------------
LEAD_INS = ("right so ", "quick one: ", "hiya, ", "sooo ", "unrelated, but ")
TAILS = (" anyway, enough about me.", " (long story.)", " ugh, sorry for the essay.", " cheers")
REQUESTS = (" any chance you could draft a shopping list too?", " and what's a decent film for tonight?")
TYPOS = {
    "probably": "probly",
    "though": "tho",
    "weird": "wierd",
    "tomorrow": "tomorow",
    "separate": "seperate",
    "I've": "Ive",
    "your": "ur",
    "about": "abt",
    "pretty": "prety",
    "and": "adn",
    "which": "wich",
    "thanks": "thnaks",
    "week": "wk",
}

# ---- phrasings: everything that is not a fact about the user --------------------------------------
FILLER = (
    "what's the difference between affect and effect",
    "convert 350F to celsius",
    "can you explain compound interest like I'm twelve",
    "write a polite reply declining a wedding invite",
    "how often should I water a fiddle leaf fig",
    "give me a packing list for a weekend camping trip",
    "what does idempotent mean",
    "ok that's better",
    "cheers!",
    "nah, not quite what I meant",
    "whats a good name for a wifi network",
    "how do I get red wine out of a carpet",
    "sql query to find duplicate rows?",
    "roughly how many calories in a banana",
    "make this less clunky: we are reaching out to touch base",
    "what year was the first moon landing",
    "explain git rebase vs merge",
    "best way to learn touch typing?",
    "tips for falling asleep faster",
    "list some icebreakers for a team meeting",
    "what should I ask at the end of an interview",
    "brilliant, ta",
    "hmm, that's not right either",
    "how long does cooked rice keep in the fridge",
)
HYPOTHETICAL = (
    ("would {c} be a mad place to retire to, hypothetically?", "c"),
    ("if I picked up {t} over the summer would it help my CV at all?", "t"),
    ("daydreaming: quit everything and become a {j}. how would that even work?", "j"),
    ("thinking out loud - could a {s} live in a one-bed flat? not getting one, just curious", "s"),
    ("people keep joking I should move to {c}. I'm not going to, but what's it like?", "c"),
    ("suppose someone offered me a job as a {j}, what would I need to know?", "j"),
)
THIRD_PARTY = (
    ("my cousin has just relocated to {c} for work", "c"),
    ("{n} on my team swears {t} is the best thing ever", "nt"),
    ("my flatmate can't eat {a}, what dessert can I make her?", "a"),
    ("my dad has gone {d} and won't shut up about it", "d"),
    ("{n}, a friend from school, is retraining as a {j}", "nj"),
    ("the couple next door just got a {s}. it screams at night", "s"),
    ("my sister-in-law lives in {c} and keeps inviting us over", "c"),
)
QUOTED = (
    ("my friend's message just says \"we're relocating to {c} in the spring!!\" - what do I reply?", "c"),
    ('the careers quiz told me "you should be a {j}". lol. is that even a real job still?', "j"),
    ('someone on a forum wrote "I switched everything to {t} and never looked back" - hype or legit?', "t"),
)
CODE = (
    ("```js\nconst me = {{ city: '{c}', editor: '{t}' }};\nconsole.log(me.City);\n```\nwhy undefined", "ct"),
    ("```sql\nINSERT INTO users (name, city) VALUES ('{n}', '{c}');\n```\nis this injection-safe?", "nc"),
    ('```toml\n[owner]\nname = "{n}"\nlang = "{t}"\n```\ncan toml nest tables like this?', "nt"),
)
ASSISTANT_SELF = (
    "If it were up to me I'd write everything in {t}.",
    "{c} would be my pick for a place to live, for what it's worth.",
    "I have a soft spot for {t}, I'll admit.",
)
ASSISTANT_REPLY = ("Here's a draft.", "Sure, see below.", "Okay, let's go through it.", "Here are a few options.")
ASSISTANT_ACK = (
    "Got it, I'll keep that in mind.",
    "Thanks, that's useful context.",
    "Okay, noted for later.",
    "Right, thanks for the update.",
)
QUESTIONS = {
    "home": ("what city am I living in?", "remind me where I'm based?"),
    "employer": ("where do I work these days?", "what's the name of my employer?"),
    "title": ("what do I do for a living?", "what's my current position called?"),
    "manager": ("who's my manager at the moment?", "who do I answer to at work?"),
    "editor": ("what do I write code in?", "which editor have I been using?"),
    "lang": ("which language do I code in these days?", "what should code samples for me be written in?"),
    "notes": ("which app has my notes in it?",),
    "diet": ("am I on any particular diet?", "any food rules I follow?"),
    "partner": ("what's my partner's name?", "who am I seeing at the moment?"),
}
DECISION_QUESTIONS = ("which {knd} did I go with for {proj}?", "what's {proj} running on for its {knd}?")
