"""Values and phrasings of the tacit lives (``engram bench truth --lives tacit``): a tenth bank.

Written blind to the extraction grammar, after the candid bank, by an author who never read the grammar,
its tests or its cases, and never to be used for grammar work: only ever measured, in aggregate, so that
its figure says how the grammar does on users, values and wordings it has never met. It shares no value,
sentence, typo or fact key with any other bank (the tests compare them by counts only).

Its register is people typing to an assistant on a phone or a laptop, in Scottish and wider UK,
Australian, US Southern, Nigerian, Filipino and Malaysian English: lower-case texting with
abbreviations, long messages with the update buried in the middle, updates given as the answer to a
question asked earlier, plain enthusiasm, and people correcting themselves halfway through. Each event
is said in several shapes: the new value alone, old and new together, as news, as an aside inside a
request, as a correction, and through what someone else says about the user.
"""

from __future__ import annotations

from engram.bench.lives_phrasings_tacit_more import (
    ALLERGY_FOOD as ALLERGY_FOOD,
)
from engram.bench.lives_phrasings_tacit_more import (
    ALLERGY_OTHER as ALLERGY_OTHER,
)
from engram.bench.lives_phrasings_tacit_more import (
    ASSISTANT_ACK as ASSISTANT_ACK,
)
from engram.bench.lives_phrasings_tacit_more import (
    ASSISTANT_REPLY as ASSISTANT_REPLY,
)
from engram.bench.lives_phrasings_tacit_more import (
    ASSISTANT_SELF as ASSISTANT_SELF,
)
from engram.bench.lives_phrasings_tacit_more import (
    BABY as BABY,
)
from engram.bench.lives_phrasings_tacit_more import (
    BOSS_AGAIN as BOSS_AGAIN,
)
from engram.bench.lives_phrasings_tacit_more import (
    BOSS_FIRST as BOSS_FIRST,
)
from engram.bench.lives_phrasings_tacit_more import (
    BOSS_NEW as BOSS_NEW,
)
from engram.bench.lives_phrasings_tacit_more import (
    CODE as CODE,
)
from engram.bench.lives_phrasings_tacit_more import (
    DECISION_QUESTIONS as DECISION_QUESTIONS,
)
from engram.bench.lives_phrasings_tacit_more import (
    DIET_AGAIN as DIET_AGAIN,
)
from engram.bench.lives_phrasings_tacit_more import (
    DIET_FIRST as DIET_FIRST,
)
from engram.bench.lives_phrasings_tacit_more import (
    DIET_SHIFT as DIET_SHIFT,
)
from engram.bench.lives_phrasings_tacit_more import (
    EDITOR_FIRST as EDITOR_FIRST,
)
from engram.bench.lives_phrasings_tacit_more import (
    EMPLOYER_AGAIN as EMPLOYER_AGAIN,
)
from engram.bench.lives_phrasings_tacit_more import (
    FILLER as FILLER,
)
from engram.bench.lives_phrasings_tacit_more import (
    HYPOTHETICAL as HYPOTHETICAL,
)
from engram.bench.lives_phrasings_tacit_more import (
    KID_AGE as KID_AGE,
)
from engram.bench.lives_phrasings_tacit_more import (
    KID_ONE as KID_ONE,
)
from engram.bench.lives_phrasings_tacit_more import (
    KID_TWO as KID_TWO,
)
from engram.bench.lives_phrasings_tacit_more import (
    LANG_FIRST as LANG_FIRST,
)
from engram.bench.lives_phrasings_tacit_more import (
    LANG_SWITCH as LANG_SWITCH,
)
from engram.bench.lives_phrasings_tacit_more import (
    LEAD_INS as LEAD_INS,
)
from engram.bench.lives_phrasings_tacit_more import (
    NICK as NICK,
)
from engram.bench.lives_phrasings_tacit_more import (
    NOTES_DROP as NOTES_DROP,
)
from engram.bench.lives_phrasings_tacit_more import (
    NOTES_FIRST as NOTES_FIRST,
)
from engram.bench.lives_phrasings_tacit_more import (
    PARTNER_AGAIN as PARTNER_AGAIN,
)
from engram.bench.lives_phrasings_tacit_more import (
    PARTNER_ENDS as PARTNER_ENDS,
)
from engram.bench.lives_phrasings_tacit_more import (
    PARTNER_FIRST as PARTNER_FIRST,
)
from engram.bench.lives_phrasings_tacit_more import (
    PARTNER_NEXT as PARTNER_NEXT,
)
from engram.bench.lives_phrasings_tacit_more import (
    PET_AGAIN as PET_AGAIN,
)
from engram.bench.lives_phrasings_tacit_more import (
    PET_FIRST as PET_FIRST,
)
from engram.bench.lives_phrasings_tacit_more import (
    PET_GONE as PET_GONE,
)
from engram.bench.lives_phrasings_tacit_more import (
    PROJECT_DEAD as PROJECT_DEAD,
)
from engram.bench.lives_phrasings_tacit_more import (
    PROJECT_FIRST as PROJECT_FIRST,
)
from engram.bench.lives_phrasings_tacit_more import (
    PROJECT_LIVE as PROJECT_LIVE,
)
from engram.bench.lives_phrasings_tacit_more import (
    PROJECT_PAUSE as PROJECT_PAUSE,
)
from engram.bench.lives_phrasings_tacit_more import (
    PROJECT_PICK as PROJECT_PICK,
)
from engram.bench.lives_phrasings_tacit_more import (
    PROJECT_REPICK as PROJECT_REPICK,
)
from engram.bench.lives_phrasings_tacit_more import (  # the second half of the bank, re-exported
    PROMOTED as PROMOTED,
)
from engram.bench.lives_phrasings_tacit_more import (
    QUESTIONS as QUESTIONS,
)
from engram.bench.lives_phrasings_tacit_more import (
    QUOTED as QUOTED,
)
from engram.bench.lives_phrasings_tacit_more import (
    REQUESTS as REQUESTS,
)
from engram.bench.lives_phrasings_tacit_more import (
    TAILS as TAILS,
)
from engram.bench.lives_phrasings_tacit_more import (
    THIRD_PARTY as THIRD_PARTY,
)
from engram.bench.lives_phrasings_tacit_more import (
    TOOL_AGAIN as TOOL_AGAIN,
)
from engram.bench.lives_phrasings_tacit_more import (
    TOOL_SWITCH as TOOL_SWITCH,
)
from engram.bench.lives_phrasings_tacit_more import (
    TYPOS as TYPOS,
)

# ---- user values ------------------------------------------------------------------------------
FIRST_NAMES = (
    "Eilidh",
    "Torquil",
    "Syafiqah",
    "Ifeoma",
    "Temitope",
    "Rizalina",
    "Jericho",
    "Nurul",
    "Haziq",
    "Tallulah",
    "Dewayne",
    "Mhairi",
    "Chukwudi",
    "Marivic",
)
HOME_CITIES = (
    "Kirkcaldy",
    "Paisley",
    "Dunfermline",
    "Arbroath",
    "Falkirk",
    "Dubbo",
    "Bundaberg",
    "Traralgon",
    "Shepparton",
    "Rockhampton",
    "Launceston",
    "Dothan",
    "Tuscaloosa",
    "Shreveport",
    "Knoxville",
    "Enugu",
    "Ibadan",
    "Abeokuta",
    "Port Harcourt",
    "Iloilo City",
    "Bacolod",
    "Dumaguete",
    "Taiping",
    "Sibu",
    "Seremban",
    "Miri",
)
TRIP_CITIES = (
    "Cairns",
    "Margaret River",
    "Nashville",
    "New Orleans",
    "Lagos",
    "Abuja",
    "Boracay",
    "Langkawi",
    "Siargao",
    "Oban",
    "Memphis",
    "Sandakan",
    "Fort William",
    "Broome",
)
EMPLOYERS = (
    "Lochgair Distillery",
    "Bunyip Broadband",
    "Magnolia Ridge Medical Center",
    "Ikengwa Microfinance Bank",
    "Bayanihan Telecom",
    "Sampaguita Foods",
    "Kenyalang Timber",
    "Wattlebird Insurance",
    "Thistlebank Housing",
    "Okeke & Sons Haulage",
    "Tanjung Freight Services",
    "Bluebonnet Feed & Supply",
)
TITLES = (  # (title, key, promoted title, key)
    ("cost estimator", "cost estimator", "preconstruction manager", "preconstruction manager"),
    ("accounts payable officer", "accounts payable", "finance controller", "finance controller"),
    ("pharmacy technician", "pharmacy technician", "dispensary supervisor", "dispensary supervisor"),
    ("prep cook", "prep cook", "kitchen supervisor", "kitchen supervisor"),
    ("staff nurse", "staff nurse", "nurse unit manager", "nurse unit manager"),
    ("loan officer", "loan officer", "branch manager", "branch manager"),
    ("site engineer", "site engineer", "construction manager", "construction manager"),
    ("content writer", "content writer", "head of content", "head of content"),
    ("diesel mechanic", "mechanic", "workshop foreman", "workshop foreman"),
    ("field agronomist", "agronomist", "head of agronomy", "agronomy"),
)
MANAGERS = (
    "Catriona Baird",
    "Chiamaka Okafor",
    "Rommel Dizon",
    "Kamarul Hisham",
    "Lurleen Pruitt",
    "Bevan Trethewey",
    "Olanrewaju Bakare",
    "Marites Villanueva",
    "Zulkifli Rahman",
    "Struan Dalgleish",
)
PARTNERS = (
    ("Eachann", "husband"),
    ("Chidinma", "wife"),
    ("Jomari", "boyfriend"),
    ("Aidil", "partner"),
    ("Sheree", "girlfriend"),
    ("Boone", "husband"),
    ("Kemi", "partner"),
    ("Maricel", "wife"),
    ("Shonagh", "girlfriend"),
)
KIDS = (
    ("Somto", "son"),
    ("Amihan", "daughter"),
    ("Ailsa", "daughter"),
    ("Brodie", "son"),
    ("Danica", "daughter"),
    ("Irfan", "son"),
    ("Tobenna", "son"),
    ("Mirabelle", "daughter"),
    ("Jaxon", "son"),
)
PETS = (
    ("Tattie", "Westie"),
    ("Vegemite", "kelpie"),
    ("Bubba", "coonhound"),
    ("Jollof", "tortoiseshell cat"),
    ("Bantay", "aspin"),
    ("Kopi", "ginger cat"),
    ("Neeps", "Scottish fold"),
    ("Gumbo", "Staffy"),
    ("Pandan", "Bengal cat"),
)
ALLERGENS = (
    ("egusi", "egusi", True),
    ("bitter gourd", "bitter gourd", True),
    ("lemongrass", "lemongrass", True),
    ("cuttlefish", "cuttlefish", True),
    ("okra", "okra", True),
    ("anchovy", "anchovies", True),
    ("tea tree", "tea tree oil", False),
    ("cockroach", "cockroaches", False),
    ("chlorine", "chlorine", False),
    ("fire ant", "fire ant bites", False),
)
EDITORS = (
    "Notepad3",
    "EditPlus",
    "PSPad",
    "Aptana",
    "NEdit",
    "Onivim",
    "Textastic",
    "Acode",
    "QuickEdit",
    "Spck Editor",
)
LANGUAGES = (
    "Apex",
    "ABAP",
    "VBA",
    "DAX",
    "SuiteScript",
    "Luau",
    "Pine Script",
    "MQL5",
    "GameMaker Language",
    "AutoLISP",
)
NOTE_APPS = ("SiYuan", "AFFiNE", "Notezilla", "Diarium", "ColorNote", "Notally", "Bundled Notes", "Walling", "Noto")
PROJECTS = (
    "Bothy",
    "Jeepney",
    "Billabong",
    "Rojak",
    "Sarimanok",
    "Dreich",
    "Larrikin",
    "Harmattan",
    "Crawdad",
)
PROJECT_DESCS = (
    "bot that posts the church choir rota to our group chat",
    "stock and credit tracker for my tita's sari-sari store",
    "app that logs every power cut on our street so we can see how bad it really is",
    "kitty for splitting petrol money on the school run",
    "roster app for the footy club canteen volunteers",
    "recipe scaler for my mum's kuih recipes",
    "page for our family reunion with a sign-up form",
    "tracker for which of the local chippies does the best pie supper",
    "shared calendar for booking the community hall",
)
DECISIONS = (
    ("database", ("Baserow", "NocoDB", "HarperDB", "TerminusDB", "Kuzu", "CrateDB")),
    ("frontend", ("Dioxus", "Ext JS", "Sycamore", "Crank.js", "Petite-Vue", "Van.js")),
    ("hosting", ("IONOS", "Zeabur", "Hostwinds", "InterServer", "Cloudways", "Porkbun")),
)
HOBBIES = {  # hobby: (taking it up, dropping it)
    "shinty": (
        "I've joined the local shinty club, training's Tuesday and Thursday nights.",
        "Hung up my caman, no more shinty for me after that knee.",
    ),
    "lawn bowls": (
        "Took up lawn bowls with my nan's club, I'm the youngest by forty years and loving it.",
        "I've packed in lawn bowls, the club folded over the winter.",
    ),
    "sepak takraw": (
        "I play sepak takraw with the guys from the office every Friday evening.",
        "Stopped playing sepak takraw lah, my ankle cannot take it anymore.",
    ),
    "arnis": (
        "Started arnis classes po, my rattan sticks came in the mail today.",
        "I quit arnis, the class moved somewhere too far for me.",
    ),
    "line dancing": (
        "Mama dragged me to line dancing at the VFW hall and now I go every single week.",
        "I'm done with line dancing, the new instructor sucked all the fun out of it.",
    ),
    "batik painting": (
        "I've started batik painting on weekends, my first piece is drying on the clothesline.",
        "Gave away all my batik painting gear, I never had time to sit down with it.",
    ),
    "pigeon racing": (
        "My grandad got me into pigeon racing, there's six birds in my loft now.",
        "I've sold the loft and the birds, pigeon racing's finished for me.",
    ),
    "Munro bagging": (
        "I've started Munro bagging, eleven down and two hundred and seventy-odd to go.",
        "Not doing the Munro bagging anymore, my knees had other ideas.",
    ),
    "surf lifesaving": (
        "Joined surf lifesaving at the beach club, I'm on patrol every second Sunday.",
        "I've stepped down from surf lifesaving, couldn't keep up with the patrols.",
    ),
}
STYLES = (
    ("British spelling", "British", "Please use British spelling with me -- colour, organise, that sort of thing."),
    ("metric", "metric", "Metric units only, please. I can't picture a foot or a pound to save my life."),
    ("emoji", "emoji", "no emoji in ur answers pls, they come out as little boxes on my phone"),
    ("dates day first", "day first|DD/MM|dd/mm", "Write dates day first, DD/MM, the other way round confuses me."),
    ("summary first", "TL;DR|tldr|summary first", "Start long answers with a TL;DR line, that's usually all I read."),
    (
        "numbered steps",
        "numbered steps|numbered list",
        "When you give me instructions, make them numbered steps instead of paragraphs.",
    ),
    ("casual tone", "casual|informal", "You can be casual with me, no need for the formal stuff."),
)
NICKNAMES = (
    "Eilz",
    "Torky",
    "Bronny",
    "Ifee",
    "Topsy",
    "Rizzy",
    "Jecho",
    "Nunu",
    "Hazzy",
    "Tallz",
    "Dubs",
    "Mhairz",
    "Chuks",
)

# ---- distractor values (never the user's) -------------------------------------------------------
D_CITIES = (
    "Tashkent",
    "Vientiane",
    "Chisinau",
    "Palikir",
    "Ngerulmud",
    "Majuro",
    "Skopje",
    "Bamako",
    "Honiara",
    "Banjul",
    "Cotonou",
    "Lomé",
)
D_TOOLS = ("ALGOL 68", "Sather", "Paradox", "CORAL 66", "Turbo Prolog", "MacBASIC", "Mesa")
D_NAMES = ("Hezekiah", "Evangelina", "Jovencio", "Rosnah", "Wilbert", "Gottfried", "Eberechi")
D_JOBS = ("crocodile handler", "roughneck", "tricycle driver", "rubber tapper", "kilt maker", "livestock auctioneer")
D_ALLERGENS = ("durian", "soursop", "salak")
D_DIETS = ("GOLO", "Volumetrics", "OMAD")
D_SPECIES = ("water monitor", "sulphur-crested cockatoo", "blue-tongue lizard", "green tree frog", "rainbow lorikeet")

# ---- phrasings: events ------------------------------------------------------------------------
HOME_FIRST = (
    "hiya, bit of context before i ask anything: i'm in {city}, been here since uni",
    "I stay in {city} o, so whatever you recommend has to be something I can get here.",
    "For context po, I'm based in {city}. What time does it get dark here in December?",
    "Live in {city}, work from the kitchen table, drink too much tea. Anyway, question about my boiler.",
    "Y'all, I live in {city} and the pollen here is no joke. Which antihistamine is least drowsy?",
    "We're out in {city} -- born and raised, actually, never lived anywhere else.",
    "You asked where I'm based earlier and I forgot to answer, it's {city}.",
    "so my flat's in {city}, top floor, no lift, which explains the thighs of steel",
    "I'm in {city} lah, the heat here is something else. Any tips for cooling a room without aircon?",
    "Home's {city} these days. Well, 'these days' -- going on six years now.",
    "My gran tells everyone at church I'm 'the one up in {city}', which is fair, that's where I live.",
)
HOME_MOVE = (
    "update: moved to {new} last wk, still living out of boxes tbh",
    "We have relocated from {old} to {new}, the landlord in {old} finally sold the place.",
    "Long story, but the lease ran out, nothing decent came up nearby, a mate had a whole house going "
    "cheap, and so as of the first of the month I live in {new}. Anyway, what I actually wanted to ask "
    "was how you register with a new GP.",
    "Moved to {old}-- sorry, moved FROM {old}. I live in {new} now, typing too fast.",
    "Mum keeps telling the neighbours I've 'run off to {new}'. I haven't run anywhere, I just moved, "
    "but yes, I live in {new} now.",
    "To answer your question from before: no, not in {old} anymore, we've been in {new} since March.",
    "Now that I'm living in {new}, what's the best way to find a decent barber round here?",
    "ngl leaving {old} was rough but {new} is growing on me, moved in on sunday",
    "Finally got the keys to our place in {new}! Goodbye {old}, hello new commute.",
    "Three weeks since we moved to {new} and I've already got a favourite bakery, reckon I'm a local now.",
    "Can you update whatever you've got on me? {new}, not {old}. The move happened over the long weekend.",
    "Y'all won't believe it but I finally did it, packed up the truck and moved to {new}.",
    "We're based na in {new}, the house in {old} is being rented out.",
)
HOME_AGAIN = (
    "still in {city}, not going anywhere",
    "Yep, {city} is still home.",
    "Aye, still living in {city}, same flat and all.",
    "We haven't moved, still {city}.",
)
CORRECTION_BEFORE = (
    "As you're in {old}, the council's bulky waste collection might take that sofa for a small fee.",
    "Since you're based in {old}, you could try the weekend market near the town centre.",
    "Given you live in {old}, you'll want a light jacket for the evenings this time of year.",
    "Because you're in {old}, the libraries there may lend out tools as well as books.",
)
CORRECTION = (
    "Ah no, that's out of date -- I left {old}, I'm in {new} now.",
    "Not {old} anymore! We moved, it's {new}.",
    "hmm you've still got me in {old}, i'm in {new} now",
    "Small correction po: I'm already living in {new}, not {old}.",
    "Wrong city mate, {old} was before, I'm in {new}.",
)
TRIP = (
    "I'm in {t} till Thursday for work, the hotel smells of old carpet. Back home Friday.",
    "Off to {t} tomorrow for my cousin's wedding, just the weekend. What do I pack?",
    "heading to {t} for a few days w the girls, back home sunday night",
    "Visiting my tita in {t} this week, then home. Any must-eat food there?",
    "Quick q, I'm in {t} on a training course til Wednesday, is the tap water ok to drink here?",
    "We're doing a long weekend in {t}, flying home Monday arvo.",
    "Writing from the airport -- {t} for a conference, three nights, then back to normal life.",
    "Work is sending me to {t} for the week, I'm back next Saturday.",
)
JOB_FIRST = (
    "I'm a {title} at {emp}, been there going on three years.",
    "work wise: {title}, {emp}. mostly nights atm",
    "I work with {emp} as a {title}, so my days are long.",
    "Could you help me tidy up my LinkedIn summary? I'm a {title} at {emp} and it reads like a shopping list.",
    "My mam still tells people I 'do computers' but I'm actually a {title} at {emp}.",
    "I'm the {title} over at {emp} -- well, one of two, but the other one's always on leave.",
    "You asked what I do: {title}, at {emp}.",
    "As a {title} at {emp} I spend half my week in spreadsheets, is there a faster way to do VLOOKUPs?",
    "Just started as {title} po at {emp}, first job after graduating.",
)
JOB_MOVE = (
    "New job! First day at {emp} was Monday.",
    "so i handed in my notice at {old} and i'm at {emp} now, same kind of role",
    "I've moved from {old} to {emp}, still a {title} but the pay is better.",
    "My last shift at {old} was Friday. From now on it's {emp}.",
    "Can you help me write a goodbye message for my old team at {old}? I've already started at {emp}.",
    "The recruiter came through -- I'm with {emp} now, they poached me from {old}.",
    "My brother keeps telling people I 'jumped ship to {emp}' -- dramatic, but yes, I work there now.",
    "Left {old} at long last, I'm a {title} at {emp} now.",
)
