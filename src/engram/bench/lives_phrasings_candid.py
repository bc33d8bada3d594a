"""Values and phrasings of the candid lives (``engram bench truth --lives candid``): a ninth bank.

Written blind to the extraction grammar, after the unseen and veiled banks, and never to be used for
grammar work: only ever measured, in aggregate, so that its figure says how the grammar does on users,
values and wordings it has never met. It shares no value, sentence, typo or fact key with any other bank
(the tests compare them by counts only).

Its register is the everyday user of an assistant app: mostly clear, medium-length messages in American,
Canadian, Irish and New Zealand English, where a life update is mentioned while chatting -- with a
greeting, a reason, an aside or a follow-up question -- rather than dictated as a fact. Each event is
said in several shapes: the new value alone, old and new together, as news, as an aside inside a
request, and as a correction.
"""

from __future__ import annotations

# ---- user values ------------------------------------------------------------------------------
FIRST_NAMES = (
    "Dervla",
    "Keoni",
    "Ludmila",
    "Obinna",
    "Shoshana",
    "Faisal",
    "Thurstan",
    "Ignacia",
    "Kaveh",
    "Rangi",
    "Sigrun",
    "Ezequiel",
)
HOME_CITIES = (
    "Athlone",
    "Whanganui",
    "Ann Arbor",
    "Trieste",
    "Jönköping",
    "Fredericton",
    "Palmerston North",
    "Rimouski",
    "Charlottetown",
    "Gisborne",
    "Tralee",
    "Letterkenny",
    "Bellingham",
    "Mullingar",
    "Portlaoise",
    "Kenosha",
    "Orillia",
    "Cranbrook",
    "Feilding",
    "Kalispell",
    "Owen Sound",
    "Dundalk",
)
TRIP_CITIES = (
    "Lyon",
    "Bordeaux",
    "Busan",
    "Penang",
    "Jaipur",
    "Bologna",
    "Naples",
    "Salzburg",
    "Quebec City",
    "Valletta",
    "Bruges",
    "Nagasaki",
)
EMPLOYERS = (
    "Velloway Logistics",
    "Ravelstone Credit Union",
    "Hollowbrook Dental",
    "Northgale Energy",
    "Pinegrove Cooperative",
    "Sorrelfield Pharma",
    "Tarnbeck Systems",
    "Brisquet Bakery",
    "Ostara Biotech",
    "Glenmorrow Health",
)
TITLES = (  # (title, key, promoted title, key)
    ("site surveyor", "site surveyor", "survey team lead", "survey team lead"),
    ("grant writer", "grant writer", "development director", "development director"),
    ("accounts receivable clerk", "accounts receivable", "credit control manager", "credit control"),
    ("sound technician", "sound technician", "production manager", "production manager"),
    ("UX researcher", "UX researcher", "research operations director", "research operations"),
    ("claims adjuster", "claims adjuster", "claims supervisor", "claims supervisor"),
    ("dispatcher", "dispatcher", "dispatch supervisor", "dispatch supervisor"),
    ("medical coder", "medical coder", "coding team lead", "coding team lead"),
    ("school librarian", "school librarian", "head of library services", "library services"),
)
MANAGERS = (
    "Yolanda Pereira",
    "Augustin Mercier",
    "Nomvula Dlamini",
    "Haruto Sasaki",
    "Vaidehi Kulkarni",
    "Ruadhan Keogh",
    "Itzel Carrasco",
    "Olumide Adebayo",
)
PARTNERS = (
    ("Severin", "husband"),
    ("Nneka", "partner"),
    ("Cathal", "boyfriend"),
    ("Margaux", "girlfriend"),
    ("Ihaia", "partner"),
    ("Rosheen", "wife"),
    ("Tobiah", "husband"),
    ("Brigid", "wife"),
)
KIDS = (
    ("Oriel", "daughter"),
    ("Ewan", "son"),
    ("Briony", "daughter"),
    ("Tane", "son"),
    ("Mabel", "daughter"),
    ("Kahu", "son"),
    ("Caoimhe", "daughter"),
    ("Fergal", "son"),
)
PETS = (
    ("Rumble", "golden retriever"),
    ("Bartleby", "tabby cat"),
    ("Figaro", "Siamese cat"),
    ("Tuppence", "Boston terrier"),
    ("Dudley", "Bernese mountain dog"),
    ("Meatball", "cavoodle"),
    ("Admiral", "tuxedo cat"),
    ("Taco", "Labrador"),
)
ALLERGENS = (
    ("almond", "almonds", True),
    ("shrimp", "shrimp", True),
    ("strawberry", "strawberries", True),
    ("peach", "peaches", True),
    ("garlic", "garlic", True),
    ("iodine", "iodine", False),
    ("hornet sting", "hornet stings", False),
    ("wool", "wool", False),
    ("mold", "mold", False),
)
EDITORS = ("Vim", "gedit", "GoLand", "Windsurf", "KWrite", "Dreamweaver", "Espresso")
LANGUAGES = ("Python", "Java", "JavaScript", "C#", "C++", "MATLAB", "F#", "Bash")
NOTE_APPS = ("Confluence", "Dropbox Paper", "Quip", "QOwnNotes", "Nuclino", "Boostnote", "Todoist")
PROJECTS = ("Lanternfish", "Pipistrelle", "Kerfuffle", "Quillback", "Skerry", "Bobbin", "Wayfinder", "Stovepipe")
PROJECT_DESCS = (
    "tide-table widget for my phone",
    "shared calendar for the school drop-off rota",
    "tool that turns my timesheets into invoices",
    "lending app for our community tool library",
    "flashcard app for learning Irish",
    "bot that keeps track of our book club picks",
    "tool that sorts my scanned receipts into folders",
)
DECISIONS = (
    ("database", ("PocketBase", "EdgeDB", "SQL Server", "Airtable")),
    ("frontend", ("jQuery", "Blazor", "Next.js", "Gatsby")),
    ("hosting", ("AWS", "Azure", "DreamHost", "GitHub Pages")),
)
HOBBIES = {  # hobby: (taking it up, dropping it)
    "Irish dancing": (
        "I started Irish dancing classes in September, which is hilarious at my age but I love it.",
        "I've hung up my Irish dancing shoes, my knees just couldn't keep up.",
    ),
    "hurling": (
        "I play hurling with a junior club on Saturdays, it keeps me sane.",
        "No more hurling for me after that hand injury, I'm done with it.",
    ),
    "waka ama": (
        "I've joined a waka ama club, we paddle on the harbour three mornings a week.",
        "I pulled out of waka ama this season and I don't think I'll go back.",
    ),
    "barbershop singing": (
        "Fun fact, I sing in a barbershop quartet. Our first gig is next month!",
        "Our barbershop quartet broke up, so I'm not singing anymore.",
    ),
    "ice fishing": (
        "My winter weekends are all about ice fishing, I just bought a new auger.",
        "I sold my ice fishing shack, it's not for me anymore.",
    ),
    "speedcubing": (
        "I've gotten into speedcubing, my best 3x3 solve is 24 seconds.",
        "Gave my cubes to my nephew, speedcubing was eating all my free time.",
    ),
    "sea kayaking": (
        "I go sea kayaking most weekends when the weather's decent.",
        "I sold the kayak, sea kayaking just isn't something I do anymore.",
    ),
    "rug hooking": (
        "I picked up rug hooking from my grandmother, I'm halfway through my first rug.",
        "Rug hooking didn't stick for me, I gave the frame to a friend.",
    ),
}
STYLES = (
    (
        "Celsius",
        "Celsius|centigrade",
        "Can you give me temperatures in Celsius from now on? Fahrenheit means nothing to me.",
    ),
    (
        "headings",
        "headings|headers",
        "When an answer is long, please break it up with headings so I can find my place.",
    ),
    ("code first", "code first|code before", "For coding questions, show me the code first and explain it after."),
    ("24-hour", "24-hour|24 hour", "Please write times in 24-hour format, I always mix up am and pm."),
    ("metric", "metric", "Could you stick to metric with me? Kilometres and kilograms, not miles and pounds."),
    ("emoji", "emoji", "One thing: please leave emoji out of your answers, I find them distracting."),
)
NICKNAMES = ("Roz", "Taggy", "Noni", "Ro-Ro", "Lyuda", "Obi", "Shosh", "Fizz", "Vander", "Mimsy", "Yuzzie", "Kav")

# ---- distractor values (never the user's) -------------------------------------------------------
D_CITIES = (
    "Recife",
    "Hargeisa",
    "Palembang",
    "Bujumbura",
    "Maputo",
    "Lilongwe",
    "Asunción",
    "Djibouti",
    "Murmansk",
    "Harbin",
)
D_TOOLS = ("ActionScript", "ColdFusion", "PowerBuilder", "Turbo Pascal", "QBasic", "Xojo")
D_NAMES = ("Hildegard", "Ottokar", "Wilfreda", "Barnabas", "Leofric", "Clothilde")
D_JOBS = ("harbour pilot", "sign painter", "ice road trucker", "toll collector")
D_ALLERGENS = ("persimmon", "jackfruit")
D_DIETS = ("raw food", "Nordic")
D_SPECIES = ("kinkajou", "meerkat", "sloth", "mini pig")

# ---- phrasings: events ------------------------------------------------------------------------
HOME_FIRST = (
    "Hi! A bit about me: I live in {city} and work mostly from home.",
    "I'm in {city}, so please keep that in mind for anything local.",
    "We've lived in {city} nearly four years and honestly love it.",
    "Home for me is {city}. What's a good day trip from here?",
    "I moved to {city} after college and never left.",
    "Just so you know, I'm based out of {city}.",
    "Our house is on the edge of {city}, near the river trail.",
    "I live in {city} -- does that change which seeds I should plant this spring?",
)
HOME_MOVE = (
    "Quick life update: we moved! We're in {new} now.",
    "Hey, so I'm not in {old} anymore. I moved to {new} at the start of the month.",
    "We finally closed on a house in {new}, so that's home now.",
    "The move is done -- {old} is behind us and we're living in {new}.",
    "I've relocated to {new} for work. Still unpacking, honestly.",
    "Now that I live in {new}, can you suggest a few hiking trails close by?",
    "Good news, we got the apartment in {new} and moved in on Saturday.",
    "It took three trips with a rental van, but I now officially live in {new}.",
    "Since the move to {new} I've been looking for a dentist, how do I find a good one?",
    "Leaving {old} was hard, but {new} is home now and I think we'll be happy here.",
)
HOME_AGAIN = (
    "I still live in {city}, nothing's changed on that front.",
    "Yes, I'm still in {city}.",
    "We're staying put in {city} for now.",
)
CORRECTION_BEFORE = (
    "Since you live in {old}, the farmers' market on Saturday mornings might be worth a visit.",
    "For someone in {old}, I'd suggest checking out the public library's events page.",
    "Living in {old}, you probably get a lot of rain this time of year.",
)
CORRECTION = (
    "Actually I moved away from {old}, I live in {new} now.",
    "Just to correct that -- I'm in {new} these days, not {old}.",
    "Small thing, but {old} isn't right anymore. Home is {new}.",
)
TRIP = (
    "I'm in {t} this week for a work conference, back home on Friday.",
    "Flying out to {t} tomorrow for a friend's wedding, any tips for the flight?",
    "Greetings from {t}! Here on vacation until next Tuesday.",
    "I'll be in {t} for a few days visiting my cousin, then straight back home.",
    "Writing this from a hotel room in {t}, I'm here for a training course this week.",
    "We're spending the long weekend in {t}, what should we eat while we're here?",
    "Heading to {t} on Thursday for a quick work trip, home by Sunday.",
)
JOB_FIRST = (
    "I'm a {title} at {emp}, mostly day shifts.",
    "For work, I'm a {title} with {emp}.",
    "I work at {emp} as a {title} and I've been there about five years.",
    "My job is {title} at {emp}, which keeps me pretty busy.",
    "Some background: I'm the {title} at {emp}.",
    "I've been working as a {title} for {emp} since last spring.",
    "I need help with a cover letter -- I'm currently a {title} at {emp}.",
    "As a {title} at {emp}, I write a lot of reports. Can you help me make them shorter?",
)
JOB_MOVE = (
    "I took a new job! I'm at {emp} now.",
    "Big change: I left {old} and started at {emp} this week.",
    "I've officially joined {emp}, same type of work as before.",
    "My last day at {old} was Friday, and on Monday I start at {emp} as a {title}.",
    "So I got the offer from {emp} and said yes. Goodbye {old}!",
    "Now that I work for {emp}, my commute is way shorter.",
    "Heads up, I'm with {emp} now, I moved over from {old} a couple of weeks ago.",
)
PROMOTED = (
    "I got the promotion! Officially {title} as of this week.",
    "My new title is {title}, it became official on Monday.",
    "Some good news: they bumped me up to {title}.",
    "I was promoted to {title} last week, so I'm managing people for the first time.",
    "Starting this month I'm the {title}, wish me luck.",
    "Guess who got bumped up to {title}? Yours truly.",
)
BOSS_FIRST = (
    "My manager is {full}.",
    "I report to {full}, who's great to work with.",
    "{full} is my boss -- a great person, but wants everything in writing.",
    "My supervisor, {full}, asked me to put together a training plan. Where do I start?",
    "I work under {full} on the operations side.",
    "I need to write a thank-you note to {full}, my manager. Can you help?",
    "The person I report to is {full}.",
)
BOSS_NEW = (
    "I have a new manager now, {full}.",
    "{first_old} moved on, so I report to {full} now.",
    "After the restructure my boss is {full}.",
    "{full} took over from {first_old} as my manager this week.",
    "My new supervisor is {full}, we had our first one-on-one today.",
    "With {first_old} gone, {full} is who I report to.",
)
PARTNER_FIRST = (
    "My {rel} {name} and I are going camping next month, what should we pack?",
    "I share a place with my {rel}, {name}.",
    "{name}, my {rel}, is a much better cook than me.",
    "I'm trying to plan a surprise for my {rel} {name}'s birthday, any ideas?",
    "My {rel}'s name is {name}, we've been together six years.",
    "{name} (my {rel}) keeps telling me to take more breaks.",
)
PARTNER_ENDS = (
    "{old} and I broke up a few weeks ago.",
    "I'm single again -- {old} and I ended things.",
    "Things didn't work out with {old}, we're not together anymore.",
    "I'm not with {old} anymore, it was mutual.",
)
PARTNER_NEXT = (
    "There's someone new in my life, {name}. We met through friends from work.",
    "I'm seeing a new person now, {name}. It's going really well.",
    "So I met {name} a couple of months ago and we're officially together.",
)
KID_ONE = (
    "My {rel} {name} is {age} and obsessed with trains.",
    "I have a {rel}, {name}, who's {age}.",
    "{name} is my {rel}, {age} years old and full of questions.",
    "I'm a parent -- {name} is {age}. Any ideas for a rainy afternoon with a {age}-year-old?",
    "My {rel} {name} just turned {age}, and now wants a phone. Is {age} too young?",
    "We just have the one kid, our {rel} {name}, who's {age}.",
)
KID_TWO = (
    "We've got two kids, {a} who's {x} and {b} who's {y}.",
    "My two are {a} ({x}) and {b} ({y}).",
    "I'm a parent of two: {a}, age {x}, and {b}, age {y}.",
    "Between {a} ({x}) and {b} ({y}) the house is never quiet.",
)
KID_AGE = (
    "{name} just turned {age}!",
    "We celebrated {name}'s birthday yesterday -- {age} already.",
    "{name} is {age} now, where does the time go?",
    "It was {name}'s {age}th birthday party on Saturday, total chaos.",
)
BABY = (
    "We have a new baby! Our {rel} {name} was born last week.",
    "We're parents now! We had a little {rel} and named the baby {name}.",
    "Everyone meet {name}, our brand new baby {rel}.",
)
PET_FIRST = (
    "We have a {species} called {pet}.",
    "My {species}, {pet}, is the real boss of this house.",
    "I adopted a {species} last year, {pet}, and it's been great company.",
    "{pet} is my {species}. Is it normal for them to sleep this much?",
    "Taking {pet}, my {species}, to the vet tomorrow, what should I ask about?",
    "Our {species} {pet} turned three last week.",
)
PET_GONE = (
    "We lost {pet} last month. I still miss that {species} every day.",
    "{pet} went to live with my parents, they have a yard and we don't.",
    "Sadly we had to put {pet} down, our {species} was very old.",
    "We found a new home for {pet}, our building doesn't allow a {species}.",
)
DIET_FIRST = {
    "vegetarian": (
        "I'm vegetarian, so please skip the meat in any recipes.",
        "I haven't eaten meat in years, I'm vegetarian.",
        "Any good chili recipes without meat? I'm vegetarian.",
    ),
    "vegan": (
        "I'm vegan, can you suggest a quick weeknight dinner?",
        "I eat a fully vegan diet, so no animal products at all.",
        "Being vegan, I struggle to get enough protein. Any tips?",
    ),
}
DIET_SHIFT = {
    ("vegetarian", "pescatarian"): (
        "I've added fish back into my diet, so I'm pescatarian now.",
        "I'm eating seafood again, pescatarian these days rather than vegetarian.",
    ),
    ("vegan", "vegetarian"): (
        "I've gone from vegan to vegetarian, I eat eggs and cheese again.",
        "I'm vegetarian now instead of vegan, dairy is back in.",
    ),
    ("vegetarian", None): (
        "I started eating meat again, so I'm not vegetarian anymore.",
        "I gave up being vegetarian, chicken is back on my plate.",
    ),
    ("vegan", None): (
        "I stopped being vegan, I eat pretty much everything now.",
        "I'm not vegan anymore, my doctor said I needed more iron.",
    ),
}
DIET_AGAIN = (
    "Yes, I'm still {k}.",
    "Just a reminder, I'm {k}.",
    "Still {k}, so please keep that in mind for recipes.",
)
ALLERGY_FOOD = (
    "I'm allergic to {a}, so please don't include any in the recipes you send me.",
    "Could you scan this ingredient list for {a}? I'm allergic.",
    "{A}: total no-go for me, I'm allergic.",
    "I have a {a} allergy, what can I use instead in this cake?",
)
ALLERGY_OTHER = (
    "I'm allergic to {a}, so keep that in mind if you suggest anything.",
    "I found out this week that I have a {a} allergy.",
    "My doctor confirmed I'm allergic to {a}.",
)
EDITOR_FIRST = (
    "I write code in {x}.",
    "My editor is {x}, can you tell me how to set up a shortcut in it?",
    "I do all my programming in {x}.",
    "I use {x} for coding, it does everything I need.",
)
LANG_FIRST = (
    "I code in {x} most days.",
    "Most of my work is in {x}, so please write examples in that.",
    "The language I use day to day is {x}.",
    "I work as a developer, mostly backend stuff, and my main language is {x}.",
)
NOTES_FIRST = (
    "My notes are all in {x}, for what it's worth.",
    "{x} is where I keep my to-do lists and notes.",
    "I use {x} to organize my notes, can you suggest a good folder setup?",
    "If I need to remember something, it gets dumped into {x} right away.",
)
TOOL_SWITCH = (
    "I've switched to {new}, I don't use {old} anymore.",
    "I moved from {old} over to {new} last week.",
    "Goodbye {old}, hello {new}!",
    "I'm on {new} now, {old} was getting too slow.",
    "I finally replaced {old} with {new} and I'm much happier.",
    "After a month of trying it, {new} has fully taken over from {old} for me.",
)
LANG_SWITCH = (
    "Please use {new} instead of {old} in your examples from now on.",
    "We switched our codebase from {old} to {new}, so I write {new} now.",
    "I've moved on from {old}, these days I'm writing {new}.",
    "Our team dropped {old}; everything new is in {new}.",
)
TOOL_AGAIN = (
    "I'm still on {k}, by the way.",
    "Yep, {k} is still what I use.",
    "No changes there, still on {k}.",
)
NOTES_DROP = (
    "I stopped using {old}, I just write things down in a notebook now.",
    "I deleted {old}, I wasn't really using it.",
    "I gave up on {old}, pen and paper works better for me.",
    "Cancelled my {old} subscription, I'm done with it.",
)
PROJECT_FIRST = (
    "I've started a side project called {proj}, it's a {desc}.",
    "I'm working on {proj} in the evenings, a {desc}.",
    "My hobby project is {proj} -- basically a {desc}.",
)
PROJECT_PICK = (
    "For {proj}, I've decided to use {x}.",
    "I'm going to build {proj} on {x}.",
    "We picked {x} for {proj}, does that seem reasonable?",
    "Any tips for deploying {x}? It's what I went with for {proj}.",
)
PROJECT_REPICK = (
    "Change of plan for {proj}: we're switching from {old} to {new}.",
    "I moved {proj} off {old}, it runs on {new} now.",
    "{proj} uses {new} now, {old} wasn't working out.",
    "Scrapped {old} on {proj} yesterday; {new} is what we're using going forward.",
)
PROJECT_PAUSE = (
    "I've put {proj} on hold for a while, work is too busy.",
    "{proj} is on pause until things calm down.",
    "I'm shelving {proj} for now, I'll come back to it later.",
    "Not touching {proj} for the next couple of months, it's paused.",
)
PROJECT_LIVE = (
    "{proj} is finally live! A few friends are already using it.",
    "I launched {proj} this weekend!",
    "We shipped {proj} yesterday, it's out there now.",
    "Launch day for {proj} went great, it's officially released.",
)
PROJECT_DEAD = (
    "I've given up on {proj}, it wasn't going anywhere.",
    "I'm not working on {proj} anymore, I scrapped it.",
    "{proj} is done, I shut it down for good.",
    "Remember {proj}? I pulled the plug on it.",
)
NICK = (
    "Please call me {nick}, that's what my friends call me.",
    "You can just call me {nick}.",
    "Most people call me {nick}, so feel free to use that.",
)
BOSS_AGAIN = (
    "I still report to {k}.",
    "{k} is still the one I report to.",
    "No change there, {k} is my boss.",
)
EMPLOYER_AGAIN = (
    "Still employed at {k}, in case you wondered.",
    "Yes, still at {k}, no plans to leave.",
    "I work at {k}, same as before.",
)
PARTNER_AGAIN = (
    "{k} and I are doing well, thanks.",
    "I'm still with {k}, we're coming up on another anniversary.",
    "{k} says hello, by the way, we're both doing fine.",
)
PET_AGAIN = (
    "{k} is lying on my feet while I type this.",
    "{k} is doing great, thanks for asking.",
    "{k} just chewed through another charging cable.",
)

# ---- registers: what a voice does to a sentence ------------------------------------------------
LEAD_INS = ("Hey! ", "Hi there, ", "Quick one: ", "Good morning! ", "So, ", "Okay, small update: ")
TAILS = (
    " Anyway, thanks for reading all that.",
    " Long story, I'll spare you the details.",
    " But that's enough about me.",
    " Thanks!",
    " :)",
)
REQUESTS = (
    " Could you remind me to update my email signature?",
    " Also, what's a good book for a long flight?",
    " By the way, can you recommend a podcast about history?",
)
TYPOS = {
    "actually": "actully",
    "weekend": "weeknd",
    "started": "statred",
    "which": "wihch",
    "about": "abuot",
    "going": "gonig",
    "people": "peolpe",
    "anymore": "anymroe",
    "every": "evrey",
    "really": "relaly",
    "little": "litte",
    "finally": "finallly",
    "tomorrow": "tomorrw",
    "officially": "offically",
}

# ---- phrasings: everything that is not a fact about the user --------------------------------------
FILLER = (
    "Can you help me write a polite email asking for a deadline extension?",
    "Can I swap baking soda for baking powder in pancakes?",
    "How do I get a red wine stain out of a carpet?",
    "Give me a simple explanation of how vaccines work.",
    "What are some good questions to ask at the end of an interview?",
    "How many minutes should I roast broccoli at 200 degrees?",
    "Can you turn this list into a table for me?",
    "What's a nice way to say no to a meeting invite?",
    "How do I convert a Word document to PDF on a Mac?",
    "Suggest a name for a fantasy football team.",
    "Is it better to stretch before or after a run?",
    "What does APR mean on a credit card?",
    "Explain recursion like I'm ten.",
    "Write a short thank-you message for my neighbor who watered my plants.",
    "How do I make a pivot table in Excel?",
    "What should I bring to a potluck?",
    "Okay, that works, thank you.",
    "Great, thanks a lot!",
    "Hmm, can you make that shorter?",
    "That's not quite what I meant.",
    "What's 15 percent of 86?",
    "What's the git command to delete a remote branch?",
    "Can you explain what a mortgage offset account is?",
    "Give me a five-minute breathing exercise for stress.",
    "How do I keep cilantro from wilting in the fridge?",
    "How long does it take to get over jet lag?",
    "Tell me a fun fact about octopuses.",
    "Why does bread go stale so fast?",
)
HYPOTHETICAL = (
    ("Would it be crazy to move to {c} someday, what's the cost of living like?", "c"),
    ("Is it worth learning {t} these days, or is it dead?", "t"),
    ("How much does a {j} usually earn, just out of curiosity?", "j"),
    ("If I got a {s}, how much space would it need?", "s"),
    ("My aunt keeps saying I should move to {c}, but I have no plans to.", "c"),
    ("I once thought about training as a {j}, but I never did.", "j"),
    ("What would a week in {c} cost for two people, roughly?", "c"),
)
THIRD_PARTY = (
    ("My sister just got a job in {c}, what's it like there?", "c"),
    ("A guy on my team, {n}, swears by {t}.", "nt"),
    ("My dad is allergic to {a}, can you check this recipe for it?", "a"),
    ("My roommate is trying the {d} diet, is that healthy?", "d"),
    ("My friend {n} just started work as a {j}.", "nj"),
    ("My neighbors bought a {s}, apparently they're easy to keep.", "s"),
    ("My best friend moved to {c} last year and loves it.", "c"),
)
QUOTED = (
    ('My cousin posted "Finally living in {c}!" on Facebook, should I visit?', "c"),
    ('An ad said "Become a {j} in six weeks", is that even possible?', "j"),
    ('The job listing says "must know {t}", what is that exactly?', "t"),
)
CODE = (
    (
        "```ruby\nprofile = {{ 'town' => '{c}', 'tool' => '{t}' }}\nputs profile['Town'].upcase\n```\n"
        "Why am I getting an error here?",
        "ct",
    ),
    ('```json\n{{"owner": "{n}", "city": "{c}"}}\n```\nIs this formatted right?', "nc"),
    ("```sql\nSELECT * FROM staff WHERE job = '{j}' AND name = '{n}';\n```\nWhy is this returning nothing?", "jn"),
)
ASSISTANT_SELF = (
    "If I had to pick a language to write in, I'd go with {t}.",
    "{c} would be my pick for a place to live, if I could choose.",
    "I have a soft spot for {t}, to be honest.",
    "For what it's worth, my favorite city is {c}.",
)
ASSISTANT_REPLY = (
    "Of course, here's a version you can use.",
    "Sure thing, here are a few options.",
    "Here's my suggestion, step by step.",
    "Let me break this down for you.",
    "Great question, here's the short answer.",
    "Absolutely, let's take a look.",
)
ASSISTANT_ACK = (
    "Got it, I'll remember that from here on.",
    "Thanks for filling me in!",
    "Good to know, thanks for sharing.",
    "Okay, noted for next time.",
    "Okay! I'll factor that in from now on.",
)
QUESTIONS = {
    "home": ("What town or city is home for me?", "Where's home for me right now?"),
    "employer": ("Where do I work right now?", "What company do I work for these days?"),
    "title": ("What is my current job title?", "What's my job these days?"),
    "manager": ("Who is my manager at the moment?", "Who do I currently report to?"),
    "editor": ("What do I write my code in?", "Which editor am I using these days?"),
    "lang": ("What programming language do I mostly use now?", "Which language should your code examples use?"),
    "notes": ("What app do I keep my notes in?", "Which app holds my notes?"),
    "diet": ("Am I on any special diet?", "What kind of diet am I on?"),
    "partner": ("Do I have a partner, and what's their name?", "Remind me, who is it I'm dating?"),
}
DECISION_QUESTIONS = ("Which {knd} did I choose for {proj}?", "What {knd} is {proj} built on right now?")
