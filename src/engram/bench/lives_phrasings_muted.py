"""Values and phrasings of the muted lives (``engram bench truth --lives muted``): a twelfth bank.

Written blind to the extraction grammar, after the quiet bank, and never to be used for grammar work:
only ever measured, in aggregate, so that its figure says how the grammar does on users, values and
wordings it has never met. It shares no value, sentence, typo or fact key with any other bank (the tests
compare them by counts only).

Its register is everyday conversational English typed to an assistant over many sessions: short updates
opened with a signpost, facts dropped in the middle of an unrelated request, corrections, old and new
values side by side or the new one alone, events named as noun phrases, passives, verbs far from their
values, contractions and lower-case phone typing. The writers are native speakers with their home idioms
(British, Irish, Scottish, Australian, Canadian, Indian, Nigerian, Kenyan) and non-native ones (French,
Italian, Dutch, Russian, Korean, Vietnamese, Arabic) with the small slips of their first languages. Around
the events there is plenty of talk about other people, hypotheticals, quoted text and pasted code. The
sentence templates of the later events live in :mod:`engram.bench.lives_phrasings_muted_more` (split only
to keep each module short) and are re-exported here.
"""

from __future__ import annotations

from engram.bench.lives_phrasings_muted_more import ALLERGY_FOOD as ALLERGY_FOOD
from engram.bench.lives_phrasings_muted_more import ALLERGY_OTHER as ALLERGY_OTHER
from engram.bench.lives_phrasings_muted_more import ASSISTANT_ACK as ASSISTANT_ACK
from engram.bench.lives_phrasings_muted_more import ASSISTANT_REPLY as ASSISTANT_REPLY
from engram.bench.lives_phrasings_muted_more import ASSISTANT_SELF as ASSISTANT_SELF
from engram.bench.lives_phrasings_muted_more import BOSS_AGAIN as BOSS_AGAIN
from engram.bench.lives_phrasings_muted_more import CODE as CODE
from engram.bench.lives_phrasings_muted_more import DECISION_QUESTIONS as DECISION_QUESTIONS
from engram.bench.lives_phrasings_muted_more import DIET_AGAIN as DIET_AGAIN
from engram.bench.lives_phrasings_muted_more import DIET_FIRST as DIET_FIRST
from engram.bench.lives_phrasings_muted_more import DIET_SHIFT as DIET_SHIFT
from engram.bench.lives_phrasings_muted_more import EDITOR_FIRST as EDITOR_FIRST
from engram.bench.lives_phrasings_muted_more import EMPLOYER_AGAIN as EMPLOYER_AGAIN
from engram.bench.lives_phrasings_muted_more import FILLER as FILLER
from engram.bench.lives_phrasings_muted_more import HYPOTHETICAL as HYPOTHETICAL
from engram.bench.lives_phrasings_muted_more import LANG_FIRST as LANG_FIRST
from engram.bench.lives_phrasings_muted_more import LANG_SWITCH as LANG_SWITCH
from engram.bench.lives_phrasings_muted_more import LEAD_INS as LEAD_INS
from engram.bench.lives_phrasings_muted_more import NICK as NICK
from engram.bench.lives_phrasings_muted_more import NOTES_DROP as NOTES_DROP
from engram.bench.lives_phrasings_muted_more import NOTES_FIRST as NOTES_FIRST
from engram.bench.lives_phrasings_muted_more import PARTNER_AGAIN as PARTNER_AGAIN
from engram.bench.lives_phrasings_muted_more import PET_AGAIN as PET_AGAIN
from engram.bench.lives_phrasings_muted_more import PROJECT_DEAD as PROJECT_DEAD
from engram.bench.lives_phrasings_muted_more import PROJECT_FIRST as PROJECT_FIRST
from engram.bench.lives_phrasings_muted_more import PROJECT_LIVE as PROJECT_LIVE
from engram.bench.lives_phrasings_muted_more import PROJECT_PAUSE as PROJECT_PAUSE
from engram.bench.lives_phrasings_muted_more import PROJECT_PICK as PROJECT_PICK
from engram.bench.lives_phrasings_muted_more import PROJECT_REPICK as PROJECT_REPICK
from engram.bench.lives_phrasings_muted_more import QUESTIONS as QUESTIONS
from engram.bench.lives_phrasings_muted_more import QUOTED as QUOTED
from engram.bench.lives_phrasings_muted_more import REQUESTS as REQUESTS
from engram.bench.lives_phrasings_muted_more import TAILS as TAILS
from engram.bench.lives_phrasings_muted_more import THIRD_PARTY as THIRD_PARTY
from engram.bench.lives_phrasings_muted_more import TOOL_AGAIN as TOOL_AGAIN
from engram.bench.lives_phrasings_muted_more import TOOL_SWITCH as TOOL_SWITCH
from engram.bench.lives_phrasings_muted_more import TYPOS as TYPOS

# ---- user values ------------------------------------------------------------------------------
FIRST_NAMES = (
    "Maelle",
    "Ottavio",
    "Joost",
    "Yaroslava",
    "Seo-yeon",
    "Nguyet",
    "Rashida",
    "Tanvi",
    "Ifeoluwa",
    "Iona",
    "Brunella",
    "Diarmuid",
    "Muthoni",
    "Fraser",
)
HOME_CITIES = (
    "Apeldoorn",
    "Deventer",
    "Tver",
    "Yaroslavl",
    "Daejeon",
    "Gwangju",
    "Cheongju",
    "Huế",
    "Hai Phong",
    "Quy Nhon",
    "Irbid",
    "Zarqa",
    "Sharjah",
    "Ajman",
    "Warri",
    "Nakuru",
    "Nyeri",
    "Limerick",
    "Sligo",
    "Stirling",
    "Coimbatore",
    "Madurai",
    "Toulon",
    "Livorno",
    "Trento",
)
TRIP_CITIES = (
    "Annecy",
    "Giethoorn",
    "Suzdal",
    "Gyeongju",
    "Sapa",
    "Aqaba",
    "Calabar",
    "Quimper",
    "Lecce",
    "Jerash",
    "Dingle",
    "Kovalam",
    "Trogir",
)
EMPLOYERS = (
    "Grisewood Analytics",
    "Hollowtree Games",
    "Cortesi Ceramiche",
    "Sokolov Systems",
    "Hanbit Robotics",
    "Mekong Pearl Travel",
    "Al-Nour Pharmacy Group",
    "Ikenna Agro",
    "Mwangaza Solar",
    "Glenmorven Distillery",
    "Kookaburra Freight",
    "Ardleigh Housing",
    "Zuidwind Energie",
)
TITLES = (  # (title, key, promoted title, key)
    ("dialysis nurse", "dialysis nurse", "renal unit manager", "renal unit"),
    ("junior test engineer", "test engineer", "test lead", "test lead"),
    ("customs broker", "customs broker", "trade compliance manager", "trade compliance"),
    ("platform engineer", "platform engineer", "head of platform", "head of platform"),
    ("wine buyer", "wine buyer", "beverage director", "beverage director"),
    ("GIS technician", "GIS technician", "mapping services manager", "mapping services"),
    ("claims assessor", "claims assessor", "head of claims", "head of claims"),
    ("data steward", "data steward", "head of data governance", "data governance"),
    ("actuarial analyst", "actuarial analyst", "pricing manager", "pricing manager"),
    ("hospital pharmacist", "hospital pharmacist", "medicines optimisation lead", "medicines optimisation"),
)
MANAGERS = (
    "Solène Marchand",
    "Gianluca Ferrante",
    "Wouter Dekker",
    "Arkady Belov",
    "Ji-hoon Baek",
    "Khanh Vo",
    "Nasser Haddad",
    "Obiageli Eze",
    "Morag Buchanan",
    "Harpreet Sandhu",
    "Hanneke Bos",
    "Rostislav Orlov",
)
PARTNERS = (
    ("Amaury", "husband"),
    ("Chiara", "wife"),
    ("Thijs", "boyfriend"),
    ("Dong-hyun", "partner"),
    ("Linh", "girlfriend"),
    ("Karim", "husband"),
    ("Otieno", "boyfriend"),
    ("Ionela", "wife"),
    ("Pasquale", "partner"),
    ("Layla", "girlfriend"),
    ("Nikhil", "husband"),
)
KIDS = (
    ("Timothée", "son"),
    ("Ludovica", "daughter"),
    ("Sietse", "son"),
    ("Vasilisa", "daughter"),
    ("Ha-eun", "daughter"),
    ("Chukwuemeka", "son"),
    ("Njeri", "daughter"),
    ("Ruairí", "son"),
    ("Kirra", "daughter"),
    ("Tuan", "son"),
    ("Yoon-ah", "daughter"),
)
PETS = (
    ("Tartiflette", "Basset Fauve de Bretagne"),
    ("Polpetta", "Spinone Italiano"),
    ("Hagelslag", "Drentsche Patrijshond"),
    ("Pelmen", "Siberian cat"),
    ("Dubu", "Jindo"),
    ("Xoài", "Phu Quoc Ridgeback"),
    ("Zaatar", "Arabian Mau"),
    ("Suya", "Basenji"),
    ("Lamington", "Australian Shepherd"),
    ("Jalebi", "Rajapalayam"),
    ("Clootie", "Scottish Deerhound"),
)
ALLERGENS = (  # (key, as said, a food?)
    ("fig", "figs", True),
    ("cod", "cod", True),
    ("rye", "rye", True),
    ("cocoa", "cocoa", True),
    ("cassava", "cassava", True),
    ("plantain", "plantain", True),
    ("guava", "guava", True),
    ("mushroom", "mushrooms", True),
    ("chamomile", "chamomile", True),
    ("cat dander", "cat dander", False),
    ("mould", "mould", False),
    ("lavender", "lavender oil", False),
    ("henna", "henna", False),
    ("neoprene", "neoprene", False),
    ("feather", "feathers", False),
)
EDITORS = (
    "Fleet",
    "IntelliJ IDEA",
    "DataSpell",
    "LunarVim",
    "TeXstudio",
    "Komodo Edit",
    "VSCodium",
    "PyScripter",
    "JupyterLab",
)
LANGUAGES = ("Ada", "Cython", "Octave", "PL/SQL", "GLSL", "Dafny", "AutoIt", "Scilab", "Jsonnet")
NOTE_APPS = ("Scrintal", "Org-mode", "Laverna", "Flatnotes", "HackMD", "Slite", "Stashpad", "AppFlowy", "Taskade")
PROJECTS = (
    "Portcullis",
    "Windlass",
    "Bramblecot",
    "Ferrule",
    "Tollgate",
    "Caravel",
    "Spindrift",
    "Clinker",
    "Dovetail",
)
PROJECT_DESCS = (
    "app that splits the electricity bill between flatmates",
    "website for my mother's tailoring shop",
    "tool that turns my voice memos into a shopping list",
    "tracker for the rainfall on our allotment",
    "little game that drills my nephew on his times tables",
    "booking page for the five-a-side pitch behind the church hall",
    "dashboard that shows when the next bus and ferry leave",
    "scorebook app for the cricket club's junior teams",
)
DECISIONS = (
    ("database", ("PlanetScale", "Xata", "Cosmos DB", "TiDB")),
    ("frontend", ("Quasar", "Flutter Web", "Streamlit", "RedwoodJS")),
    ("hosting", ("Cloudflare Pages", "Firebase Hosting", "Google Cloud Run", "Bluehost")),
)
HOBBIES = {  # hobby: (taking it up, dropping it)
    "pétanque": (
        "Joined the pétanque club that meets in the park, Sunday mornings, very serious old men, I love it.",
        "I quit pétanque, the club moved to weekday afternoons and I can't make those.",
    ),
    "taekwondo": (
        "I've started taekwondo at a dojang near my work, two evenings a week, white belt for now.",
        "Had to give up taekwondo after I tore a ligament in my knee.",
    ),
    "baduk": (
        "Most nights now I play baduk online, my grandfather taught me when I was small and I came back to it.",
        "I don't play baduk anymore, it was eating every evening I had.",
    ),
    "oud": (
        "I'm taking oud lessons with a teacher at the community centre, my fingertips are killing me.",
        "The oud is back in its case for good, I've stopped the lessons.",
    ),
    "ceilidh dancing": (
        "Got dragged to ceilidh dancing at the village hall and now I'm hooked, I go every fortnight.",
        "I've given up ceilidh dancing since the hall closed and the group stopped meeting.",
    ),
    "beekeeping": (
        "I've taken up beekeeping, two hives at the bottom of the garden and a very fetching veil.",
        "Sold both hives to a neighbour, beekeeping was too much on top of work.",
    ),
    "cyclocross": (
        "I race cyclocross on winter weekends now, mud up to my ears every Sunday.",
        "No more cyclocross for me, I sold the bike last month.",
    ),
    "astrophotography": (
        "New obsession: astrophotography, I was up until three last night photographing the Orion Nebula.",
        "I've packed the telescope away, astrophotography and these cloudy skies just don't mix.",
    ),
    "kizomba": (
        "I'm learning kizomba at a dance school in town, Thursday nights, it's slow and very close.",
        "Stopped going to kizomba, the teacher left town and the class fell apart.",
    ),
    "aerial silks": (
        "I signed up for aerial silks at a circus school, hanging upside down twice a week.",
        "I'm done with aerial silks after hurting my shoulder, sadly.",
    ),
    "sourdough baking": (
        "The one lockdown habit that stuck is sourdough baking, I bake a loaf every Saturday.",
        "I've stopped sourdough baking, my starter died while we were away and I never made another.",
    ),
}
STYLES = (
    ("metric", "metric", "Use metric units with me, please - grams and centimetres, never cups and inches."),
    ("emoji", "emoji", "Could you leave out the emoji in your answers? I read them on a work screen."),
    ("British", "British", "Please spell things the British way in what you write for me: colour, centre, and so on."),
    ("Celsius", "Celsius|centigrade", "Give me temperatures in Celsius, I never learned to think in Fahrenheit."),
    (
        "numbered steps",
        "numbered steps|numbered list|numbered",
        "When you explain how to do something, give me numbered steps, otherwise I lose my place.",
    ),
    (
        "plain language, no jargon",
        "jargon|plain English|plain language",
        "Keep it in plain English with me, no jargon - I'm not a technical person at all.",
    ),
    (
        "24-hour times",
        "24-hour|24h|24 hour",
        "Write times in 24-hour format, like 18:30, so I never mix up morning and evening.",
    ),
)
NICKNAMES = ("Mae", "Tavio", "Joopie", "Slavka", "Nini", "Shida", "Tanu", "Ife", "Ionie", "Brunie", "Thoni", "Fraz")

# ---- distractor values (never the user's) -------------------------------------------------------
D_CITIES = (
    "Asmara",
    "Vaduz",
    "Mbabane",
    "Port Louis",
    "Malabo",
    "Freetown",
    "Praia",
    "Pristina",
    "Manama",
    "Castries",
)
D_TOOLS = ("Lotus Notes", "FrontPage", "Bower", "Grunt", "Macromedia Director", "Netscape Composer")
D_NAMES = ("Cunegonde", "Leopoldine", "Lucretia", "Octavius", "Isidore", "Sigismund", "Melchior")
D_JOBS = ("bell ringer", "sheep shearer", "court stenographer", "oyster shucker", "tea taster")
D_ALLERGENS = ("sapodilla", "mangosteen", "jabuticaba")
D_DIETS = ("low-FODMAP", "Slimming World", "GAPS")
D_SPECIES = ("guinea fowl", "koi", "hissing cockroach", "tegu")

# ---- phrasings: events ------------------------------------------------------------------------
HOME_FIRST = (
    "For context, I'm based in {city} and have been for about six years.",
    "i live in {city} btw so if you suggest shops make sure they're actually around here",
    "Can you suggest a day out for a rainy Sunday? We live just outside {city}, on the ring road side.",
    "Home's {city} for me. Bought a small place there three years back.",
    "I stay in {city}, near the university side, so buses are easy for me.",
    "We're living in {city} now, it's grand, bit damp in winter.",
    "Need help with a complaint to the council here in {city}, our bins haven't been emptied in a fortnight.",
    "I am living in {city} since 2019 with my family, it is a quiet place.",
    "Now I am living at {city}, close to the station, so I go everywhere by train.",
    "Our place in {city} is on the fourth floor with no lift, so please keep furniture ideas light.",
    "Born in a village but I've lived in {city} most of my adult life.",
)
HOME_MOVE = (
    "Quick update: we've officially moved to {new}. Boxes everywhere but we're in.",
    "So, the move to {new} went fine in the end - the van was late but nothing broke.",
    "Left {old} on Friday, first night in {new} tonight. Feels strange.",
    "FYI I don't live in {old} anymore, I relocated to {new} for the new contract.",
    "Any tips for making friends as an adult? Since we moved to {new} in March I mostly talk to delivery drivers.",
    "We sold the house in {old} and bought a smaller one in {new}, closer to my parents.",
    "We finally got the keys in {new}, and of course the landlord back in {old} kept half the deposit.",
    "We live in {new} now, {old} was getting too pricey for us.",
    "mate we finally made the move, {new} it is, goodbye {old}",
    "Since last month I am living in {new}, not {old}, please change it in your head.",
    "The relocation to {new} is done, the company paid for movers and everything.",
    "After all that back and forth with the estate agent, the flat in {new} came through and we moved in last weekend.",
    "We have shifted to {new} from {old}, the new flat is very near to my office only.",
    "I'm after moving to {new}, the whole house is still in boxes.",
    "We moved to {new} from {old} - way colder, eh, but we love it so far.",
)
HOME_AGAIN = (
    "Still in {city}, no plans to move.",
    "Yes, we're still living in {city}.",
    "{city} still, same flat as before.",
    "Nothing changed, home is {city} like I told you.",
)
CORRECTION_BEFORE = (
    "Since you're in {old}, the farmers' market on Saturday mornings could be a good option.",
    "For someone living in {old}, the regional rail card is probably the cheapest choice.",
    "The library in {old} often runs free workshops like that, so it might be worth checking.",
)
CORRECTION = (
    "Ah no, I'm not in {old} anymore - we moved to {new}, remember?",
    "Wait, that's out of date. {new} now, I left {old} a while ago.",
    "Hmm, I think you've mixed it up - {old} was my old place. I live in {new} these days.",
    "Not {old}, please - I am in {new} since the move.",
)
TRIP = (
    "I'm off to {t} for a long weekend, back on Tuesday. Any must-eats?",
    "Heads up: I'm in {t} all next week for a workshop, so I'll be slower to reply.",
    "Sitting in the airport lounge on my way to {t} for my cousin's graduation, back home on Sunday.",
    "We're going to {t} for four nights over the bank holiday, what should we not miss?",
    "my boss is sending me to {t} for three days of client meetings, what should i pack",
    "Off to {t} this arvo for a few days, back Monday.",
    "This week I am in {t} for a conference, I come back home on Saturday.",
    "I travel to {t} tomorrow inshallah, only for three days, then back to my normal life.",
    "Spending a few days in {t} with old friends, home again Thursday.",
)
JOB_FIRST = (
    "I work as a {title} at {emp}, mostly desk-based.",
    "Bit of background: I'm a {title}, been at {emp} for about four years.",
    "Could you tidy up my email signature? It should say {title}, {emp}.",
    "So I'm a {title} over at {emp} and my team asked me to run a training session - can you help me plan it?",
    "I'm working with {emp} as a {title}, since 2021 only.",
    "Job title is {title} and the company is {emp}, if that helps.",
    "In my work at {emp} I am {title}, so I deal with a lot of reports.",
    "I've been a {title} for a while now; the current gig is at {emp}.",
    "{emp} hired me as a {title} two years ago and I'm still there.",
    "Need a short bio for a conference badge - I'm {title} at {emp}, nothing fancy.",
    "I have job at {emp}, my position is {title}.",
)
JOB_MOVE = (
    "Quick update: I've left {old} and started at {emp} this week.",
    "New job! I'm at {emp} now, same kind of role, better pay.",
    "So today was my last day at {old}, and I start at {emp} on Monday.",
    "The switch to {emp} happened faster than I expected, I've been there two weeks already.",
    "Can you update my CV header? Employer should be {emp} now instead of {old}.",
    "I am now working for {emp}, I resigned from {old} last month.",
    "Got poached by {emp}, so I'm no longer at {old}.",
    "Been at {emp} about a month now, still a {title}, still learning where the coffee machine is.",
    "After a lot of thinking I accepted the offer from {emp}, and I've already handed back my {old} laptop.",
    "Joined {emp} last week - goodbye {old}, it was a good run.",
    "I'm after starting in {emp}, my first week is nearly done.",
)
PROMOTED = (
    "Guess who just became {title}? Me! Got the call this morning.",
    "I've been promoted - officially {title} as of this week.",
    "They finally made it official: {title}, new contract and everything.",
    "Can you help me update my LinkedIn headline to {title}? The promotion came through.",
    "My new title is {title}, and they're hiring someone to backfill my old role.",
    "I got promoted to {title}! Still can't quite believe it.",
    "From this week I'm {title}, so more meetings and less actual work haha.",
    "promotion to {title} confirmed today, celebrating tonight",
)
BOSS_FIRST = (
    "My manager is {full} - lovely person, terrible at replying to emails.",
    "I report to {full}, who runs the whole department.",
    "Can you help me word a message to my boss, {full}? I need Friday off.",
    "{full} is my line manager, for context when the name comes up.",
    "My boss, {full}, wants a project update every Monday morning.",
    "I work directly under {full}.",
    "My oga at work is {full} - strict but fair.",
    "My superior is {full}, very strict about deadlines.",
)
BOSS_NEW = (
    "Quick update: {first_old} moved to another team, so my new manager is {full}.",
    "There's been a reshuffle and I now report to {full}.",
    "{first_old} is no longer my boss - {full} took over the team last week.",
    "New manager as of Monday: {full}. Fingers crossed.",
    "So {first_old} left and we got {full} instead, first one-to-one is tomorrow.",
    "Can you help me prepare for my first meeting with {full}? That's my new boss after the restructure.",
    "After the reorganisation I am under {full} now, not {first_old}.",
    "{full} has replaced {first_old} as my line manager.",
    "the new boss is {full}, {first_old} got promoted out of our team",
    "My manager now is {full}, before it was {first_old}.",
)
PARTNER_FIRST = (
    "My {rel} {name} and I are planning a trip somewhere warm in spring - ideas?",
    "{name}, my {rel}, is a much better cook than me, so I'm usually on washing-up duty.",
    "I need a gift idea for my {rel}. {name} loves hiking and old films.",
    "My {rel} is called {name}, in case the name comes up.",
    "We've been together six years, me and my {rel} {name}.",
    "My {rel} {name} says I should ask you: how long should bread dough rise?",
    "Me and {name} - my {rel} - are looking for a bigger place together.",
)
PARTNER_ENDS = (
    "{old} and I broke up last week. Please don't bring them up in suggestions.",
    "Forget what I said about planning things with {old}, we're not together anymore.",
    "So {old} and I have split. It's for the best, honestly.",
    "Me and {old} are finished, {old} has moved back in with family.",
    "I am not any more with {old}, we separated in good terms.",
)
PARTNER_NEXT = (
    "I've been seeing someone new - {name}. Early days but it's going well.",
    "So there's this person, {name}, and we've been dating for a couple of months now.",
    "My new partner {name} wants to meet my friends next weekend, I'm nervous.",
    "I'm with {name} now, we met through a running club.",
    "{name} and I made it official last weekend, we're a couple now.",
)
KID_ONE = (
    "My {rel} {name} is {age} and suddenly obsessed with dinosaurs.",
    "I've got one kid, {name}, my {rel}, who's {age}.",
    "How much screen time is okay at {age}? My {rel} {name} keeps negotiating for more.",
    "{name} (my {rel}, {age}) wants a phone and I'm not sure it's a good idea.",
    "Our {rel} {name} is {age} and has just started at a new school.",
    "My {rel} {name} has {age} years, and already corrects my English.",
    "Any book ideas for {name}? My {rel} is {age} and reads everything.",
)
KID_TWO = (
    "We've got two: {a}, who's {x}, and {b}, who's {y}.",
    "My kids are {a} ({x}) and {b} ({y}), so plan for two very different energy levels.",
    "{a} is {x} and {b} just turned {y}, and they share a room.",
    "Two children at home - {a} aged {x} and the little one, {b}, aged {y}.",
    "I have two kids, {a} of {x} years and {b} of {y}.",
)
KID_AGE = (
    "{name} turned {age} on Saturday - we survived the party.",
    "Can't believe {name} is {age} already, where did the time go?",
    "It was {name}'s birthday yesterday, {age} now!",
    "{name} became {age} yesterday, we had a big party with all the family.",
    "big day here, {name} just had birthday number {age}",
)
BABY = (
    "Baby news: a little {rel}, {name}, born on Sunday night!",
    "Meet {name} - our {rel} arrived two weeks early but everyone is healthy.",
    "So I'm a parent now: {name}, our {rel}, was born last Thursday.",
    "Sorry for the silence, our {rel} {name} was born and we haven't slept since.",
)
PET_FIRST = (
    "We adopted a {species} called {pet} at the weekend.",
    "{pet}, our {species}, just chewed through the charger cable again.",
    "Quick question about my {species}, {pet}: how often should the nails get trimmed?",
    "I've got a {species} named {pet} who thinks the sofa belongs to them.",
    "We brought {pet} home from the rescue on Sunday - a {species}, very shy so far.",
    "We've a wee {species} called {pet}, daft as a brush.",
    "my {species} {pet} refuses to eat the new food, what do i do",
)
PET_GONE = (
    "We lost {pet} last week. The vet said it was the kidneys.",
    "{pet} died on Sunday morning. The flat feels empty without our {species}.",
    "We had to rehome {pet}; the new landlord won't allow a {species}.",
    "Sad news - {pet} is gone. Our old {species} went peacefully in the night.",
    "{pet} didn't make it after the operation. Please don't suggest {species} stuff anymore.",
)
