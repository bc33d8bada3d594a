"""Values and phrasings of the unseen lives (``engram bench truth --lives unseen``): a seventh bank.

Written blind to the extraction grammar, and never to be used for grammar work: only ever measured, in
aggregate, so that its figure says how the grammar does on users, values and wordings nobody tuned on,
as a hidden evaluation would. It shares no value and no sentence with the earlier banks (the tests
compare them). Its register is the everyday user of an assistant app: mostly clear, medium-length
messages in North American, Irish and New Zealand English, a life update mentioned while asking for
something, with a greeting, a reason, an aside or a follow-up question; each change is said several
ways (the new value alone, old and new, as news, in passing, as a correction). Its values come from
one half of a split agreed with a bank written alongside it: names and brands starting A-M, places in
the Americas, Africa and Oceania.
"""

from __future__ import annotations

# ---- user values ------------------------------------------------------------------------------
FIRST_NAMES = (
    "Adaeze",
    "Bertil",
    "Cressida",
    "Desmond",
    "Ephraim",
    "Fiadh",
    "Gaspard",
    "Henrike",
    "Jessamy",
    "Kerensa",
    "Leontyne",
    "Mairead",
)
HOME_CITIES = (
    "Chilliwack",
    "Sherbrooke",
    "Laramie",
    "Thunder Bay",
    "Valdivia",
    "Duluth",
    "Missoula",
    "Santa Fe",
    "Mendoza",
    "Cuenca",
    "Florianópolis",
    "Eldoret",
    "Stellenbosch",
    "Kumasi",
    "Arusha",
    "Rotorua",
    "Fremantle",
    "Bozeman",
    "Guelph",
    "Mildura",
    "Invercargill",
    "Flagstaff",
)
TRIP_CITIES = (
    "Ouro Preto",
    "Mazatlán",
    "Tofino",
    "Key West",
    "Queenstown",
    "Savannah",
    "Puerto Vallarta",
    "Swakopmund",
    "Lamu",
    "Akaroa",
)
EMPLOYERS = (
    "Alderbrook Health",
    "Birchfield Logistics",
    "Calloway Brewing",
    "Dunmore Credit Union",
    "Emberline Software",
    "Fernleigh Dental",
    "Glenhollow Farms",
    "Harlow Freight",
    "Kittering Media",
    "Mapleridge Pharmacy",
)
TITLES = (  # (title, key, promoted title, key)
    ("audit associate", "audit associate", "audit manager", "audit manager"),
    ("registered nurse", "registered nurse", "charge nurse", "charge nurse"),
    ("web designer", "web designer", "design lead", "design lead"),
    ("associate producer", "associate producer", "senior producer", "senior producer"),
    ("phlebotomist", "phlebotomist", "phlebotomy supervisor", "phlebotomy supervisor"),
    ("sales associate", "sales associate", "regional sales manager", "regional sales manager"),
    ("high school math teacher", "math teacher", "math department head", "department head"),
    ("cloud engineer", "cloud engineer", "infrastructure manager", "infrastructure manager"),
)
MANAGERS = (
    "Adebayo Okafor",
    "Bernadette Quinlan",
    "Cosimo Ferraro",
    "Delroy Whitaker",
    "Elspeth Gray",
    "Gunnhild Berge",
    "Horatio Bell",
    "Imelda Santos",
    "Jarrah Wilson",
    "Ksenia Orlova",
    "Lionel Ashcombe",
    "Magnus Thorne",
)
PARTNERS = (
    ("Annelise", "wife"),
    ("Bastian", "husband"),
    ("Celeste", "girlfriend"),
    ("Dashiell", "boyfriend"),
    ("Emrik", "partner"),
    ("Farah", "partner"),
    ("Giselle", "wife"),
    ("Hollis", "husband"),
    ("Linnea", "girlfriend"),
)
KIDS = (
    ("Bettina", "daughter"),
    ("Corentin", "son"),
    ("Edda", "daughter"),
    ("Feargal", "son"),
    ("Iolanthe", "daughter"),
    ("Jasper", "son"),
    ("Melisande", "daughter"),
    ("Lucan", "son"),
    ("Anatole", "son"),
    ("Coralie", "daughter"),
)
PETS = (
    ("Gravy", "basset hound"),
    ("Hobbes", "Maine Coon"),
    ("Jellybean", "canary"),
    ("Lentil", "Holland Lop"),
    ("Acorn", "shih tzu"),
    ("Cheddar", "ginger tom"),
    ("Doodle", "labradoodle"),
    ("Kiki", "parakeet"),
)
ALLERGENS = (
    ("clam", "clams", True),
    ("oyster", "oysters", True),
    ("cantaloupe", "cantaloupe", True),
    ("chestnut", "chestnuts", True),
    ("tramadol", "tramadol", False),
    ("ragweed", "ragweed", False),
    ("neomycin", "neomycin", False),
)
EDITORS = ("Atom", "CotEditor", "MacVim", "KDevelop", "Anjuta", "JCreator", "Cursor", "Lazarus")
LANGUAGES = ("CoffeeScript", "Frege", "Genie", "Imba", "LiveScript", "MoonScript", "Cobra")
NOTE_APPS = ("Apple Notes", "Coda", "Craft", "Heynote", "FSNotes", "Mymind", "JotterPad")
PROJECTS = ("Angora", "Batik", "Calico", "Damask", "Gingham", "Jacquard", "Kilim", "Muslin")
PROJECT_DESCS = (
    "carpool scheduler for the school run",
    "tracker for how many miles I've put on my running shoes",
    "web app that splits restaurant bills between friends",
    "scraper that watches used-car listings and pings me when prices drop",
    "dashboard for the soil moisture sensors in my backyard",
    "chore chart for the kids with points and rewards",
    "Slack bot that posts the cafeteria lunch menu every morning",
    "little site where my hockey team signs up for ice times",
)
DECISIONS = (
    ("database", ("Firebird", "FaunaDB", "InfluxDB", "Memgraph")),
    ("frontend", ("Aurelia", "Backbone.js", "Hyperapp", "Knockout")),
    ("hosting", ("Deta", "Clever Cloud", "Kinsta", "Kamatera")),
)
HOBBIES = {  # hobby: (taking it up, dropping it)
    "aikido": (
        "I signed up for aikido at the community center, two classes a week. Any tips for not getting sore?",
        "I stopped going to aikido. The dojo moved across town and I just never went back.",
    ),
    "bass guitar": (
        "Been teaching myself bass guitar from YouTube videos, mostly Motown lines so far.",
        "I sold my bass guitar last weekend, I wasn't practicing enough to justify keeping it.",
    ),
    "bonsai": (
        "My new hobby is bonsai! I bought a little juniper and I've been reading everything about pruning.",
        "Honestly I've lost interest in bonsai, I gave the trees to my aunt.",
    ),
    "juggling": (
        "I picked up juggling over the winter, I can keep three balls going for about a minute now.",
        "I'm done with juggling for now, my coordination just isn't getting any better.",
    ),
    "disc golf": (
        "A buddy got me into disc golf and now I'm at the course every Sunday morning.",
        "Disc golf didn't stick, I gave my discs to my nephew.",
    ),
    "geocaching": (
        "We've started geocaching on weekends, we found eleven caches on Saturday!",
        "We don't really go geocaching anymore, the app kept sending us into swamps.",
    ),
    "lindy hop": (
        "I took a lindy hop class on a whim and now I go social dancing every Friday.",
        "I quit lindy hop, my partner moved away and it's not the same without her.",
    ),
}
STYLES = (
    ("metric", "metric", "Could you use metric measurements with me? I never really learned cups and ounces."),
    ("emoji", "emoji", "Please keep emoji out of your answers, I copy them straight into work emails."),
    (
        "numbered steps",
        "numbered|steps|step-by-step",
        "When you explain how to do something, give me numbered steps. I lose my place otherwise.",
    ),
    ("casual tone", "casual|informal", "Keep it casual with me, there's no need to be formal."),
    ("Canadian spelling", "Canadian", "Use Canadian spelling for me please, so colour and centre."),
)
NICKNAMES = ("Addy", "Bertie", "Cressy", "Dez", "Evvie", "Fifi", "Gaz", "Henny", "Jessie", "Kez", "Lonnie", "Mai")

# ---- distractor values (never the user's) -------------------------------------------------------
D_CITIES = (
    "Niamey",
    "Iqaluit",
    "Yellowknife",
    "Belmopan",
    "Punta Arenas",
    "Port Moresby",
    "Nouméa",
    "Lusaka",
    "Kinshasa",
    "Whitehorse",
    "Gaborone",
    "Suva",
)
D_TOOLS = ("AWK", "INTERCAL", "FoxPro", "HyperTalk", "Lingo", "dBase")
D_NAMES = ("Archibald", "Bathsheba", "Cordelia", "Horace", "Jemima", "Lavinia", "Mortimer")
D_JOBS = ("locksmith", "undertaker", "gondolier", "cheesemonger", "rodeo clown")
D_ALLERGENS = ("pomegranate", "avocado", "sulfites")
D_DIETS = ("cabbage soup", "Scarsdale")
D_SPECIES = ("wallaby", "pot-bellied pig", "rosy boa")

# ---- phrasings: events ------------------------------------------------------------------------
HOME_FIRST = (
    "I live in {city}, so keep that in mind for anything weather related.",
    "Hi! I'm in {city} and trying to find a decent dentist. What should I look for?",
    "We've been in {city} for about four years now and we really like it.",
    "For context, home for me these days is {city}.",
    "Do you know any good day hikes near {city}? I live there.",
    "I'm a {city} person through and through, lived here since college.",
)
HOME_MOVE = (
    "Update from me: we moved! We live in {new} now, in a place with a real backyard.",
    "We finally made the move from {old} to {new}. The drive was brutal but we're here.",
    "Guess who lives in {new} now? Yep, me. Still can't find my coffee maker.",
    "I left {old} at the end of last month and I'm renting a place in {new}.",
    "Just so you know, I'm not in {old} anymore. I moved to {new} for work.",
    "How do I register my car after a move? I just moved to {new}.",
    "Big change on my end, we packed everything up and relocated to {new}.",
    "After eight years in {old}, we bought a house in {new} and moved in on Friday.",
    "My new address is in {new}, we closed on the apartment last week.",
)
HOME_AGAIN = (
    "Yes, I'm still living in {city}, no plans to move.",
    "I'm still in {city}, haven't gone anywhere.",
    "Same place as before, still {city}.",
)
CORRECTION_BEFORE = (
    "Since you live in {old}, the farmers market downtown might be a good Saturday outing.",
    "For someone in {old}, the easiest option is probably the regional train.",
    "Because you're based in {old}, you may want to check the city's recycling rules.",
)
CORRECTION = (
    "Actually I don't live in {old} anymore, I moved to {new}, remember?",
    "Oh, that's out of date. I'm in {new} now, not {old}.",
    "Just to correct you, I left {old}. I live in {new}.",
)
TRIP = (
    "I'm in {t} this week for a work conference, flying home Friday.",
    "Visiting my in-laws in {t} for a few days. Any restaurant suggestions?",
    "Heading down to {t} for a long weekend, back Monday night.",
    "I'm traveling right now, in {t} until Sunday for my friend's wedding.",
    "Spending a week in {t} on vacation, then back to reality.",
)
JOB_FIRST = (
    "I'm a {title} over at {emp}, for background.",
    "I work at {emp} as a {title}. Can you help me write a short bio for our website?",
    "So I'm a {title}, and I've been with {emp} for almost five years now.",
    "My job is pretty busy right now. I'm a {title} and {emp} is short-staffed.",
    "Some background: I work for {emp}, I'm one of their {title}s.",
    "At {emp} I'm the {title}, which keeps me busier than I'd like.",
)
JOB_MOVE = (
    "I accepted a job at {emp}! Still a {title}, but the pay is way better than at {old}.",
    "News: I left {old}. I'm working at {emp} now, in their downtown office.",
    "I'm the new {title} at {emp}, started this week.",
    "My last day at {old} was Friday and I start at {emp} on Monday.",
    "I got the offer from {emp} and took it, so I'm done at {old}. "
    "Can you help me with a thank-you note to my old team?",
    "I switched jobs, I'm with {emp} now. Same work as a {title}, just a better team.",
)
PROMOTED = (
    "Some good news: I got promoted! I'm a {title} now, still sinking in.",
    "HR sent the letter today, I'm the {title} now.",
    "They promoted me to {title}, can you help me figure out how to manage people I used to work next to?",
    "My new title is {title}. It came with a raise, which is nice.",
    "I've been promoted to {title}, so my job looks pretty different now.",
    "After my review they moved me up to {title}.",
)
BOSS_FIRST = (
    "My manager is {full}, who's been at the company forever.",
    "I report to {full}, who is great but very busy.",
    "Can you help me write an email to my boss, {full}, asking for Friday off?",
    "{full} is my supervisor, we have one-on-ones every Tuesday.",
    "My boss {full} asked me to lead the next project meeting. Any tips?",
)
BOSS_NEW = (
    "After the restructuring last month, I now report to {full}.",
    "{first_old} got transferred, so my new manager is {full}.",
    "My boss changed. It's {full} now, {first_old} took a job somewhere else.",
    "I have a new manager as of this week, {full}.",
    "{full} is my boss now that {first_old} retired. How should I introduce myself?",
    "{first_old} isn't my manager anymore, I report to {full} instead.",
)
PARTNER_FIRST = (
    "My {rel} {name} and I are celebrating our anniversary next month. Any gift ideas?",
    "I live with my {rel}, {name}. We split the cooking.",
    "{name}, my {rel}, wants to get into hiking. What gear should we buy?",
    "Me and {name} (my {rel}) are thinking about a road trip this summer.",
)
PARTNER_ENDS = (
    "{old} and I broke up a couple weeks ago. I'm doing okay.",
    "I'm not with {old} anymore, we ended things last month.",
    "{old} and I separated, so it's just me at home now.",
)
PARTNER_NEXT = (
    "I met someone new, {name}, and we've been on a few dates.",
    "I'm dating {name} now, it's still pretty new.",
    "There's a new person in my life, {name}. Can you suggest a good first weekend trip for us?",
)
KID_ONE = (
    "My {rel} {name} is {age} and obsessed with dinosaurs.",
    "I have a {rel}, {name}, who just turned {age}.",
    "Can you suggest some chores for a {age}-year-old? My {rel} {name} wants to earn an allowance.",
    "{name} is my {rel}. {age} years old and already smarter than me.",
)
KID_TWO = (
    "I have two kids, {a} who is {x} and {b} who is {y}.",
    "My kids are {a} ({x}) and {b} ({y}). Any ideas for a rainy afternoon?",
    "{a} is {x} and {b} is {y}, those are my two.",
)
KID_AGE = (
    "It was {name}'s birthday yesterday, {age} candles on the cake!",
    "{name} turned {age} on Sunday. We had a sleepover with six kids.",
    "Can you believe {name} is {age} already? We had the party last weekend.",
    "My kid {name} is {age} as of yesterday.",
)
BABY = (
    "The baby is here! A {rel}, {name}, seven pounds two ounces.",
    "Our {rel} {name} was born last Tuesday, everyone's healthy.",
    "Big news, I'm a parent now. Our {rel} {name} arrived early this morning.",
)
PET_FIRST = (
    "We've got a {species} at home called {pet}, he's a handful.",
    "My {species} {pet} keeps chewing the couch, how do I get him to stop?",
    "I adopted a {species} last year, his name is {pet}.",
    "{pet}, my {species}, needs a new bed. What kind is best?",
    "Does anyone else's {species} do this? {pet} howls every time the mail comes.",
)
PET_GONE = (
    "We lost {pet} last week, he was an old {species}.",
    "{pet} went to live with my parents, they have a yard for the {species}.",
    "Oh, {pet} isn't actually my {species}, he's my roommate's.",
    "We had to rehome {pet}, our new landlord doesn't allow a {species}.",
)
DIET_FIRST = {
    "vegetarian": (
        "I'm vegetarian, so please leave meat out of any recipes.",
        "Can you suggest a vegetarian chili recipe? I don't eat meat.",
        "I've been vegetarian since high school.",
    ),
    "vegan": (
        "I'm vegan, so no dairy, eggs or honey.",
        "I need a vegan birthday cake recipe for myself, I went vegan last year.",
        "Just so you know, I eat a vegan diet.",
    ),
}
DIET_SHIFT = {
    ("vegetarian", "pescatarian"): (
        "I'm eating fish again, so I guess I'm pescatarian now.",
        "I've gone pescatarian, salmon was too hard to give up.",
        "My doctor suggested more omega-3, so I'm a pescatarian these days.",
    ),
    ("vegan", "vegetarian"): (
        "I'm vegetarian now instead of vegan, I started eating cheese again.",
        "Vegan was too strict for me, so I switched to vegetarian.",
        "I'm no longer fully vegan, just vegetarian.",
    ),
    ("vegetarian", None): (
        "I'm not vegetarian anymore, I started eating chicken again.",
        "I stopped being vegetarian a while back, so meat is fine in recipes.",
    ),
    ("vegan", None): (
        "I'm not vegan anymore, I eat pretty much everything now.",
        "I quit being vegan, it wasn't working for my health.",
    ),
}
DIET_AGAIN = (
    "I'm still {k}, by the way.",
    "Like I said before, I'm {k}, so keep that in mind.",
    "Still {k} over here.",
)
ALLERGY_FOOD = (
    "I'm allergic to {a}, so please don't put any in recipes.",
    "Can you check this recipe for {a}? I'm allergic.",
    "I have a pretty bad allergy to {a}, just so you know.",
)
ALLERGY_OTHER = (
    "I'm allergic to {a}, it gives me a rash.",
    "Just found out I'm allergic to {a}, which explains a lot.",
    "I have an allergy to {a}, my doctor confirmed it last week.",
)
EDITOR_FIRST = (
    "I use {x} for all my coding.",
    "How do I set up a Python linter in {x}? That's my editor.",
    "My editor of choice for work and side projects is {x}.",
)
LANG_FIRST = (
    "I program mostly in {x}, both at work and at home.",
    "Can you give me examples in {x}? It's what I use at work.",
    "{x} is my main language these days.",
)
NOTES_FIRST = (
    "I keep all my notes in {x}.",
    "I use {x} for my notes and my grocery lists.",
    "Is there a way to tag notes in {x}? That's where all my notes are.",
)
TOOL_SWITCH = (
    "These days I'm on {new}; I stopped using {old} around the new year.",
    "Heads up, I switched to {new} after a coworker showed me how fast it is.",
    "I moved from {old} to {new} last month and I'm not looking back.",
    "I've been using {new} instead of {old} for a few weeks now.",
    "I gave up on {old} after one too many crashes, so everything's in {new} now.",
    "Can you help me set up {new}? I just switched over from {old}.",
)
LANG_SWITCH = (
    "We're moving off {old} onto {new} at work, so examples in {new} from now on please.",
    "My team switched from {old} to {new} this quarter, so that's what I write now.",
    "I'm writing {new} now instead of {old}, big learning curve.",
)
TOOL_AGAIN = (
    "I still use {k} for pretty much everything.",
    "Yep, still on {k}, never found anything better.",
    "I'm still using {k} every day.",
)
NOTES_DROP = (
    "I stopped using {old}, I just use a paper planner now.",
    "I deleted {old} from my phone, it was too much.",
    "I don't use {old} anymore, it got cluttered and I stopped opening it.",
)
PROJECT_FIRST = (
    "I'm working on a side project called {proj}, a {desc}.",
    "Can you help me plan {proj}? I'm building it for fun, it's a {desc}.",
    "My new project is {proj}, basically a {desc}.",
)
PROJECT_PICK = (
    "For {proj} I'm going to use {x}.",
    "After a lot of reading I decided on {x} for {proj}.",
    "{proj} is going to be built on {x}.",
)
PROJECT_REPICK = (
    "Small change on {proj}: I'm swapping {old} out for {new}.",
    "I ended up migrating {proj} from {old} to {new} over the weekend.",
    "{proj} is on {new} now, {old} was giving us too much trouble.",
)
PROJECT_PAUSE = (
    "I've put {proj} on hold for a while.",
    "{proj} is paused until things calm down at work.",
    "I'm taking a break from {proj}, it's on hold.",
)
PROJECT_LIVE = (
    "{proj} is finally up and running! We launched yesterday.",
    "I launched {proj} this week, there are already a few dozen users.",
    "We released {proj} and people are actually signing up.",
)
PROJECT_DEAD = (
    "I've decided to abandon {proj}, I just don't have the energy for it.",
    "I'm not working on {proj} anymore, I gave up on it.",
    "{proj} is dead, I shut down the server and archived the repo.",
)
NICK = (
    "Call me {nick}, that's what my friends call me.",
    "You can just call me {nick}, everyone at work does.",
    "Most people know me as {nick}, so feel free to use that.",
)
BOSS_AGAIN = (
    "{k} is still my manager, nothing's changed there.",
    "I still report to {k}, same as before.",
    "Yep, {k} is still the one I answer to.",
)
EMPLOYER_AGAIN = (
    "Like I mentioned, I work at {k}.",
    "I'm still at {k}, no plans to leave.",
    "Still working for {k}, yes.",
)
PARTNER_AGAIN = (
    "{k} and I are going to a concert tonight.",
    "{k} says thank you for the dinner idea, it was a hit.",
    "{k} and I finally finished painting the kitchen.",
)
PET_AGAIN = (
    "{k} is sleeping on my feet as I type this.",
    "{k} just stole a piece of toast off the counter.",
    "{k} has been extra clingy today.",
)

# ---- registers: what a voice does to a sentence ------------------------------------------------
LEAD_INS = ("Hey! ", "Morning! ", "Oh, by the way, ", "Hi there, ", "Quick one: ", "Just so you know, ")
TAILS = (
    " Anyway, thanks for listening.",
    " That's my news for today.",
    " Sorry, long day.",
    " Lol.",
    " 😂",
)
REQUESTS = (
    " Also, can you suggest a good book for a long flight?",
    " And what should I make for dinner tonight?",
    " Also, how do I get my houseplants to stop dying?",
)
TYPOS = {
    "actually": "actualy",
    "address": "adress",
    "again": "agian",
    "beginning": "begining",
    "believe": "beleive",
    "calendar": "calender",
    "could": "coudl",
    "different": "diffrent",
    "everything": "everythign",
    "finally": "fianlly",
    "friend": "freind",
    "going": "giong",
    "just": "juts",
    "know": "konw",
    "last": "lsat",
    "moved": "moevd",
}

# ---- phrasings: everything that is not a fact about the user --------------------------------------
FILLER = (
    "What's a good substitute for buttermilk in pancakes?",
    "Can you explain how compound interest works?",
    "How do I get a red wine stain out of carpet?",
    "Write a short thank-you note to my neighbor for watering my plants.",
    "What's the difference between a Roth IRA and a traditional one?",
    "How long should I let a steak rest after grilling?",
    "Give me five ideas for a team-building activity.",
    "What does HTTP 403 mean?",
    "Is it okay to run every day, or should I take rest days?",
    "How do I make a pivot table in Google Sheets?",
    "Thanks, that helped a lot!",
    "Great, thank you.",
    "Hmm, that's not quite what I meant.",
    "What's 15% tip on $86?",
    "How do I rename a branch in git?",
    "Can you write a short poem about autumn leaves?",
    "Summarize the main causes of World War I in a few sentences.",
    "How do I write a SQL query that counts rows per month?",
    "How many ounces are in a pound?",
    "Why do cats knead blankets?",
    "That didn't work, can you try something else?",
    "What's a polite way to decline a meeting?",
    "How do I remove duplicates from a list in Python?",
    "Can you recommend a board game for four adults?",
    "What's the best way to store fresh herbs?",
)
HYPOTHETICAL = (
    ("What would it be like to live in {c}? Just curious, I'm not going anywhere.", "c"),
    ("Would it be worth learning {t} just for fun? I probably won't.", "t"),
    ("If I quit my job to become a {j}, how would I even start? Asking for a daydream.", "j"),
    ("Would a {s} be a good pet for a small apartment? Not getting one, just wondering.", "s"),
    ("My friends keep joking that I should move to {c}. Not happening.", "c"),
    ("In another life I'd be a {j}, I think.", "j"),
    ("What's the idea behind a {d} diet? I'm not trying it, I just keep hearing about it.", "d"),
)
THIRD_PARTY = (
    ("My brother-in-law just moved to {c} for a new job.", "c"),
    ("My coworker {n} swears by {t} for everything.", "nt"),
    ("My niece can't have {a} because of an allergy. What can I bring to her party?", "a"),
    ("My roommate started a {d} diet and won't stop talking about it.", "d"),
    ("My neighbor {n} works as a {j}, which sounds fascinating.", "nj"),
    ("My best friend got a {s} for her birthday.", "s"),
    ("My dad is thinking about retiring to {c}.", "c"),
)
QUOTED = (
    ('My cousin posted "Officially living in {c} now!" on Facebook. What should I comment?', "c"),
    ('The email said "We are hiring a {j}, apply today" but it looks sketchy to me.', "j"),
    ('A friend texted me "{n} is learning {t} now" and I have no idea what that is.', "nt"),
)
CODE = (
    ("```python\nprofile = {{'name': '{n}', 'city': '{c}'}}\nprint(profile.name)\n```\nWhy does this crash?", "nc"),
    ("```bash\nexport TEAM_LEAD={n}\nexport LANG_PREF={t}\necho $TEAM_LEED\n```\nWhy is nothing printed?", "nt"),
    ('```html\n<p class="bio">{n}, {j} in {c}</p>\n```\nHow do I make this text bold?', "njc"),
)
ASSISTANT_SELF = (
    "If I had to pick, I'd say {t} is my favorite language.",
    "I've always thought {c} sounds like a wonderful place to live.",
    "Speaking for myself, I really enjoy {t}.",
    "If I could travel, {c} would be first on my list.",
)
ASSISTANT_REPLY = (
    "Sure, here's what I'd suggest.",
    "Great question, here's the short version.",
    "Absolutely, let's figure it out.",
    "Here's one way you could do it.",
    "No problem, take a look at this.",
    "Happy to, here are a few ideas.",
)
ASSISTANT_ACK = (
    "Thanks for the update, that's good to know!",
    "Good to know, I'll keep that in mind.",
    "Thanks for letting me know.",
    "Got it, thanks for telling me.",
    "Okay, I'll remember that going forward.",
)
QUESTIONS = {
    "home": ("Which city am I living in at the moment?", "Where do I live right now?"),
    "employer": ("What company do I work for?", "Who's my current employer?"),
    "title": ("What's my job?", "What position do I hold at work?"),
    "manager": ("Who's my manager right now?", "Who is my supervisor?"),
    "editor": ("What do I use to write code?", "Which editor is mine?"),
    "lang": ("What's my main programming language these days?", "Which language do I code in?"),
    "notes": ("Which app do I use for notes?", "What do I take notes in?"),
    "diet": ("Do I follow any special diet?", "What are my eating habits?"),
    "partner": ("Who am I dating?", "What's my partner called again?"),
}
DECISION_QUESTIONS = ("What {knd} did I choose for {proj}?", "Which {knd} does {proj} run on now?")
