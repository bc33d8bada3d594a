"""Values and phrasings of the quiet lives (``engram bench truth --lives quiet``): an eleventh bank.

Written blind to the extraction grammar, after the tacit bank, and never to be used for grammar work:
only ever measured, in aggregate, so that its figure says how the grammar does on users, values and
wordings it has never met. It shares no value, sentence, typo or fact key with any other bank (the tests
compare them by counts only).

Its register is the broad public writing to an assistant when it is not texting: whole, mostly
well-punctuated sentences, often opened with a small signpost, from native writers (American, British,
Irish, Canadian, South African, New Zealand) and non-native ones (German, Spanish, Brazilian, Indian,
Polish, Chinese, Japanese, Turkish) with the idioms and small slips of their first languages; a few formal
messages with a greeting and a sign-off, and a few dictated ones with hardly any punctuation. Each event
is said in several shapes: the new value alone, old and new together, as news, as an aside in a request,
as a correction, in someone else's words, in the passive, as a noun phrase, with the verb far from the
value. The sentence templates of the later events live in :mod:`engram.bench.lives_phrasings_quiet_more`
(split only to keep each module short) and are re-exported here.
"""

from __future__ import annotations

from engram.bench.lives_phrasings_quiet_more import ALLERGY_FOOD as ALLERGY_FOOD
from engram.bench.lives_phrasings_quiet_more import ALLERGY_OTHER as ALLERGY_OTHER
from engram.bench.lives_phrasings_quiet_more import ASSISTANT_ACK as ASSISTANT_ACK
from engram.bench.lives_phrasings_quiet_more import ASSISTANT_REPLY as ASSISTANT_REPLY
from engram.bench.lives_phrasings_quiet_more import ASSISTANT_SELF as ASSISTANT_SELF
from engram.bench.lives_phrasings_quiet_more import BOSS_AGAIN as BOSS_AGAIN
from engram.bench.lives_phrasings_quiet_more import CODE as CODE
from engram.bench.lives_phrasings_quiet_more import DECISION_QUESTIONS as DECISION_QUESTIONS
from engram.bench.lives_phrasings_quiet_more import DIET_AGAIN as DIET_AGAIN
from engram.bench.lives_phrasings_quiet_more import DIET_FIRST as DIET_FIRST
from engram.bench.lives_phrasings_quiet_more import DIET_SHIFT as DIET_SHIFT
from engram.bench.lives_phrasings_quiet_more import EDITOR_FIRST as EDITOR_FIRST
from engram.bench.lives_phrasings_quiet_more import EMPLOYER_AGAIN as EMPLOYER_AGAIN
from engram.bench.lives_phrasings_quiet_more import FILLER as FILLER
from engram.bench.lives_phrasings_quiet_more import HYPOTHETICAL as HYPOTHETICAL
from engram.bench.lives_phrasings_quiet_more import LANG_FIRST as LANG_FIRST
from engram.bench.lives_phrasings_quiet_more import LANG_SWITCH as LANG_SWITCH
from engram.bench.lives_phrasings_quiet_more import LEAD_INS as LEAD_INS
from engram.bench.lives_phrasings_quiet_more import NICK as NICK
from engram.bench.lives_phrasings_quiet_more import NOTES_DROP as NOTES_DROP
from engram.bench.lives_phrasings_quiet_more import NOTES_FIRST as NOTES_FIRST
from engram.bench.lives_phrasings_quiet_more import PARTNER_AGAIN as PARTNER_AGAIN
from engram.bench.lives_phrasings_quiet_more import PET_AGAIN as PET_AGAIN
from engram.bench.lives_phrasings_quiet_more import PROJECT_DEAD as PROJECT_DEAD
from engram.bench.lives_phrasings_quiet_more import PROJECT_FIRST as PROJECT_FIRST
from engram.bench.lives_phrasings_quiet_more import PROJECT_LIVE as PROJECT_LIVE
from engram.bench.lives_phrasings_quiet_more import PROJECT_PAUSE as PROJECT_PAUSE
from engram.bench.lives_phrasings_quiet_more import PROJECT_PICK as PROJECT_PICK
from engram.bench.lives_phrasings_quiet_more import PROJECT_REPICK as PROJECT_REPICK
from engram.bench.lives_phrasings_quiet_more import QUESTIONS as QUESTIONS
from engram.bench.lives_phrasings_quiet_more import QUOTED as QUOTED
from engram.bench.lives_phrasings_quiet_more import REQUESTS as REQUESTS
from engram.bench.lives_phrasings_quiet_more import TAILS as TAILS
from engram.bench.lives_phrasings_quiet_more import THIRD_PARTY as THIRD_PARTY
from engram.bench.lives_phrasings_quiet_more import TOOL_AGAIN as TOOL_AGAIN
from engram.bench.lives_phrasings_quiet_more import TOOL_SWITCH as TOOL_SWITCH
from engram.bench.lives_phrasings_quiet_more import TYPOS as TYPOS

# ---- user values ------------------------------------------------------------------------------
FIRST_NAMES = (
    "Wiebke",
    "Xiomara",
    "Bartosz",
    "Anay",
    "Guilherme",
    "Aysegul",
    "Kerehoma",
    "Gunhild",
    "Leokadia",
    "Parvathi",
    "Xiaoling",
    "Tomoe",
    "Lindokuhle",
    "Inmaculada",
)
HOME_CITIES = (
    "Gütersloh",
    "Logroño",
    "Ourense",
    "Londrina",
    "Juiz de Fora",
    "Vadodara",
    "Thrissur",
    "Rzeszów",
    "Zielona Góra",
    "Luoyang",
    "Wuxi",
    "Utsunomiya",
    "Morioka",
    "Kayseri",
    "Denizli",
    "Muncie",
    "Dubuque",
    "Stockport",
    "Huddersfield",
    "Drogheda",
    "Castlebar",
    "Polokwane",
    "Bloemfontein",
    "Napier",
    "Peterborough",
)
TRIP_CITIES = (
    "Zadar",
    "Mostar",
    "Gdańsk",
    "Hoi An",
    "Évora",
    "Galle",
    "Tangier",
    "Ohrid",
    "Berat",
    "Nafplio",
    "Chania",
    "Sintra",
    "Ronda",
)
EMPLOYERS = (
    "Kestrelmoor Insurance",
    "Ferncastle Foods",
    "Quintara Medical",
    "Halvorsen Maritime",
    "Tellmark Telecom",
    "Sunderbay Utilities",
    "Marrowgate Print",
    "Zephyrine Solar",
    "Lindqvist Engineering",
    "Pampulha Seguros",
    "Ashcombe Veterinary Group",
    "Draycott Freight",
)
TITLES = (  # (title, key, promoted title, key)
    ("payroll administrator", "payroll administrator", "pay and benefits lead", "pay and benefits"),
    ("dispensing optician", "dispensing optician", "optical practice manager", "optical practice"),
    ("freight forwarder", "freight forwarder", "head of distribution", "head of distribution"),
    ("court interpreter", "court interpreter", "interpreting services lead", "interpreting services"),
    ("lab analyst", "lab analyst", "quality assurance manager", "quality assurance"),
    ("audit trainee", "audit trainee", "audit senior", "audit senior"),
    ("field engineer", "field engineer", "regional engineering manager", "regional engineering"),
    ("loss adjuster", "loss adjuster", "underwriting lead", "underwriting lead"),
    ("procurement officer", "procurement officer", "head of procurement", "head of procurement"),
    ("tender writer", "tender writer", "bid manager", "bid manager"),
)
MANAGERS = (
    "Berenike Vogt",
    "Anneke Visser",
    "Tsubasa Okamoto",
    "Prakash Venkataraman",
    "Grainne Moloney",
    "Ewa Szymańska",
    "Hakan Yıldız",
    "Teodoro Aguilar",
    "Zanele Khumalo",
    "Radomir Kowalczyk",
    "Rhiannon Pryce",
    "Ferdinand Osei",
)
PARTNERS = (
    ("Akosua", "girlfriend"),
    ("Mateus", "husband"),
    ("Soraya", "partner"),
    ("Kazimierz", "boyfriend"),
    ("Zinhle", "wife"),
    ("Eleuterio", "husband"),
    ("Oisín", "boyfriend"),
    ("Gwenllian", "wife"),
    ("Kaito", "partner"),
    ("Yasmeen", "girlfriend"),
    ("Mahalia", "wife"),
)
KIDS = (
    ("Fridolin", "son"),
    ("Anvika", "daughter"),
    ("Jędrek", "son"),
    ("Manaia", "daughter"),
    ("Itzal", "son"),
    ("Nandini", "daughter"),
    ("Haruka", "daughter"),
    ("Thabo", "son"),
    ("Deniz", "son"),
    ("Zofia", "daughter"),
)
PETS = (
    ("Fennimore", "Bedlington terrier"),
    ("Kolache", "Cornish Rex"),
    ("Mortadella", "Lagotto Romagnolo"),
    ("Bolacha", "Brazilian Terrier"),
    ("Pumpernickel", "Mini Lop rabbit"),
    ("Kaju", "Indie dog"),
    ("Osito", "Pomeranian"),
    ("Zuzu", "Turkish Angora"),
    ("Bagheera", "Havana Brown"),
    ("Schnitzel", "Kooikerhondje"),
)
ALLERGENS = (  # (key, as said, a food?)
    ("tomato", "tomatoes", True),
    ("banana", "bananas", True),
    ("oat", "oats", True),
    ("lobster", "lobster", True),
    ("carrot", "carrots", True),
    ("apricot", "apricots", True),
    ("plum", "plums", True),
    ("adhesive plaster", "adhesive plasters", False),
    ("formaldehyde", "formaldehyde", False),
    ("cobalt", "cobalt", False),
    ("horse hair", "horse hair", False),
)
EDITORS = ("EmEditor", "SharpDevelop", "BlueJ", "DrJava", "MPLAB X", "Pragtical", "Notepad2", "Qt Creator")
LANGUAGES = ("AppleScript", "VHDL", "SystemVerilog", "Vyper", "VBScript", "Modelica", "Nushell", "Zsh")
NOTE_APPS = (
    "DEVONthink",
    "Turtl",
    "Gnote",
    "KeepNote",
    "Penzu",
    "RedNotebook",
    "CintaNotes",
    "OmniOutliner",
    "Notejot",
)
PROJECTS = ("Hedgerow", "Gantry", "Foghorn", "Corbel", "Whirligig", "Paddock", "Quern", "Marlinspike", "Dormouse")
PROJECT_DESCS = (
    "app that tells me which balcony plants need water",
    "fixtures page for my son's under-elevens football club",
    "website where parents in our street swap outgrown clothes",
    "script that reminds my parents to take their tablets",
    "budget tracker that reads the CSV exports from my bank",
    "map of the wheelchair-friendly cafés in town",
    "bot that posts the weekly choir rota to our group chat",
    "converter for recipe quantities between cups and grams",
)
DECISIONS = (
    ("database", ("ClickHouse", "DuckDB", "LiteDB", "Turso")),
    ("frontend", ("SvelteKit", "Ember.js", "Livewire", "Knockout.js")),
    ("hosting", ("Neocities", "SiteGround", "Coolify", "Rackspace")),
)
HOBBIES = {  # hobby: (taking it up, dropping it)
    "capoeira": (
        "Since March I go to capoeira twice a week, it is very hard for the legs but so much fun.",
        "I had to stop capoeira because of my back, the doctor was very clear about it.",
    ),
    "ikebana": (
        "I have begun to study ikebana with a teacher from the cultural centre, one lesson every Sunday.",
        "Ikebana was beautiful but too expensive with all the flowers, so I stopped the lessons.",
    ),
    "kendo": (
        "I practise kendo at the university dojo on Tuesday and Thursday evenings.",
        "I have given my bogu to the dojo, I do not practise kendo any more.",
    ),
    "paper marbling": (
        "My new evening thing is paper marbling, the Turkish ebru kind, my kitchen table is full of colours.",
        "I packed away all the paper marbling trays, I didn't have the patience for it in the end.",
    ),
    "korfball": (
        "A few colleagues got me into korfball and now I train with a mixed team every Wednesday.",
        "Our korfball team folded after two players moved away, so I've stopped playing.",
    ),
    "mudlarking": (
        "Odd one, but I've started mudlarking on the river foreshore at low tide, I found a clay pipe last week.",
        "My mudlarking permit ran out and I haven't renewed it; that hobby is finished for me.",
    ),
    "kathak": (
        "I joined a kathak class at the community hall, my ghungroo bells are very loud for the neighbours.",
        "I've stopped going to kathak, the class moved to a time I can't manage.",
    ),
    "erhu": (
        "I'm learning the erhu from an old teacher in my neighbourhood, it sounds terrible but I enjoy it.",
        "I sold my erhu last month, I never found enough time to practise.",
    ),
    "fell running": (
        "Most Saturday mornings you'll find me fell running in the hills with a local club.",
        "After the ankle injury I've given up fell running for good.",
    ),
    "letterpress printing": (
        "I rent time at a shared studio for letterpress printing, mostly wedding cards for friends.",
        "I cancelled my studio slot, letterpress printing was getting too expensive.",
    ),
}
STYLES = (
    ("metric", "metric", "Please give any measurements in metric units; I'm not able to picture feet and ounces."),
    ("emoji", "emoji", "A request about your replies: no emoji please, they look unprofessional when I copy text."),
    (
        "British",
        "British",
        "Could you use British spelling when you write for me? Colour, organise, that sort of thing.",
    ),
    (
        "day-first dates",
        "DD/MM|day first|day-month",
        "Please write dates day first, as DD/MM, because month-first dates confuse everyone in my office.",
    ),
    (
        "sources",
        "sources|source",
        "Whenever you state a fact, please mention your sources so I can check them myself.",
    ),
    (
        "prose, no bullet lists",
        "prose|bullet",
        "I'd rather read prose than bullet points, so please answer in normal paragraphs.",
    ),
    (
        "summary first",
        "summary first|summary at the top|TL;DR",
        "Put a one-line summary first in long answers, the TL;DR at the top and details under it.",
    ),
)
NICKNAMES = ("Wibbs", "Xiomi", "Bibi", "Thandz", "Roo", "Tilz", "Anyu", "Gui", "Aysu", "Tamzo", "Kere", "Mimo")

# ---- distractor values (never the user's) -------------------------------------------------------
D_CITIES = (
    "Tromsø",
    "Norilsk",
    "Port Vila",
    "Conakry",
    "Monrovia",
    "Libreville",
    "Maseru",
    "Kashgar",
    "Magadan",
    "Cochabamba",
)
D_TOOLS = ("JScript", "Silverlight", "Authorware", "GW-BASIC", "REALbasic", "HyperCard")
D_NAMES = ("Benedikta", "Walburga", "Crispin", "Theodora", "Rupertus", "Fortunato", "Adelheid")
D_JOBS = ("tugboat captain", "bell founder", "crossword compiler", "organ tuner", "ski patroller")
D_ALLERGENS = ("tamarillo", "loquat", "carob")
D_DIETS = ("DASH", "Sirtfood", "Pritikin")
D_SPECIES = ("llama", "mini donkey", "giant African land snail", "peacock")

# ---- phrasings: events ------------------------------------------------------------------------
HOME_FIRST = (
    "Since two years I live in {city}, so please give me answers that fit there.",
    "For context, home is a terraced house in {city}.",
    "I'm writing from {city}, where I've lived most of my adult life.",
    "Could you recommend a weekend walk near {city}? I live right in the centre.",
    "Dear assistant, I would like to mention that I reside in {city}. Kind regards.",
    "hi so i live in {city} and i need a good plumber what should i look for",
    "My family and I settled in {city} a while back and we're very happy here.",
    "Being a {city} local, I already know the tourist spots, so skip those.",
    "Everything you suggest has to work for someone living in {city}.",
    "My flat in {city} is small, so please keep the furniture ideas compact.",
)
HOME_MOVE = (
    "Quick update: the removal van came on Saturday and we now live in {new}.",
    "Small correction to what I told you before - I moved from {old} to {new} last month.",
    "So, after eleven years in {old}, I have packed everything and I'm now living in {new}.",
    "My move to {new} went fine, only one box of plates broke.",
    "We are moved to {new} since three weeks, the new flat is much bigger.",
    "My company transferred me, so since the first of the month I am based in {new}.",
    "My sister says I've become a real {new} person since I left {old}, and she might be right.",
    "Could you help me register with a GP? I've just moved to {new} and don't know anyone yet.",
    "What I wanted to tell you, after weeks of boxes and a fight with the landlord, is that home is now {new}.",
    "ok update we moved to {new} last weekend and the keys for {old} are handed back",
    "Good afternoon. Please note my change of address: I have relocated to {new}. Best wishes.",
    "FYI the {old} chapter is over, I signed the lease in {new} and moved in on Friday.",
)
HOME_AGAIN = (
    "As I said, I'm still living in {city}.",
    "Nothing new on the housing side, {city} is still home.",
    "We haven't moved, we're still in {city} and will be for a while.",
    "Yes, still {city} for me.",
)
CORRECTION_BEFORE = (
    "As someone living in {old}, you could try the Sunday car boot sale there.",
    "Because you're in {old}, the tram pass might save you money.",
    "The {old} city council usually posts those permits online, since that's your area.",
)
CORRECTION = (
    "Small correction - I don't live in {old} anymore, I moved to {new}.",
    "That was true before, but I left {old}. I live in {new} now.",
    "Sorry, your information is old: my home is {new}, not {old}.",
    "No no, {old} was before. Now I am living in {new}, I told you.",
)
TRIP = (
    "FYI I'm in {t} until Thursday for a trade fair, so replies may be slow.",
    "Next week I travel to {t} for a conference, only five days, then I come back home.",
    "Greetings from a rainy {t}! Just here for my cousin's wedding this weekend.",
    "I fly to {t} on Monday for a short business trip and I'm back on Friday.",
    "We're in {t} for a few days of holiday, where should we have dinner tonight?",
    "i am in {t} for two nights for work what is a good area to walk in the evening",
    "Visiting my in-laws in {t} for the week, I'll be home again by Sunday.",
    "Writing from my hotel in {t}; the training course ends tomorrow and then I head home.",
)
JOB_FIRST = (
    "I am working now at {emp} as {title}, mostly office hours.",
    "Quick bit of background: I'm a {title} with {emp}.",
    "My mum tells everyone I'm a {title} at {emp} now, as if it were a big deal.",
    "Can you make my LinkedIn summary sound less boring? I'm the {title} at {emp}.",
    "Good morning. I am employed by {emp}, where I work as a {title}. Thank you in advance.",
    "For eight years I work as {title}, the last three of them at {emp}.",
    "Being a {title} at {emp} means a lot of spreadsheets, so I'll ask you about Excel often.",
    "so I'm a {title} my employer is {emp} and I need a polite email to HR",
    "I was hired by {emp} as a {title} in the spring.",
    "Work-wise, I'm at {emp}; the role is {title}.",
)
JOB_MOVE = (
    "Quick update: I accepted the offer and I'm now at {emp}.",
    "After five years at {old} I handed in my notice, and on Monday I started at {emp}.",
    "Good news, my first week at {emp} went really well.",
    "My new employer is {emp}; I'm still a {title}, but the team is bigger.",
    "Please update my CV draft, I don't work at {old} any more - it's {emp} now.",
    "I was headhunted by {emp}, so I left {old} at the end of last month.",
    "Since the first of this month I am working by {emp}, the old job at {old} is finished.",
    "My switch from {old} to {emp} is done, and the commute is twenty minutes shorter.",
    "hi so new job i'm with {emp} now and today was day one",
)
PROMOTED = (
    "Good news, I was promoted to {title} this week!",
    "From this month my title is {title}; my manager told me on Friday.",
    "They have made me {title}, I still cannot believe it.",
    "Can you help me write an announcement email? I've just become {title}.",
    "My promotion to {title} finally went through after the review.",
    "The board approved it: as of today I am the new {title}.",
    "so i got the {title} job the internal one i applied for",
)
BOSS_FIRST = (
    "My boss is {full}, who is very kind but likes long meetings.",
    "I report to {full}, and I need to prepare our monthly one-to-one.",
    "Could you help me phrase feedback for my line manager, {full}?",
    "{full} manages our team, so I'll mention that name from time to time.",
    "At work I answer to {full}, our department head.",
    "At work my chef is {full} - sorry, I mean my boss, in German it is the same word.",
    "In our department everybody, including me, reports to {full}.",
    "I'm in {full}'s team, and {full} signs off on my holidays.",
)
BOSS_NEW = (
    "I was moved to {full}'s team during the reorganisation, so that's my manager now.",
    "My boss is now {full}, {first_old} went to another department.",
    "Small update: {first_old} retired and {full} has taken over as my manager.",
    "Since the restructure I report to {full} instead of {first_old}.",
    "{first_old} left the company, and the new head of our team, {full}, started on Monday.",
    "I now have a new manager, {full}, and the first meeting was a bit awkward.",
    "My new line manager {full} wants weekly reports, can you give me a template?",
    "so {first_old} is gone and {full} is my boss now",
    "HR emailed me today: 'Your new line manager is {full}.' So {first_old} is out of the picture for me.",
)
PARTNER_FIRST = (
    "My {rel} {name} and I want to repaint the bedroom, which colour goes with oak floors?",
    "I live together with my {rel}, {name}, since four years.",
    "{name} - that's my {rel} - thinks I spend too much time on my phone.",
    "For {name}'s birthday, my {rel}, I want to cook something special. Any ideas?",
    "When I mention {name}, that's my {rel}.",
    "My {rel}, {name}, works nights, so our evenings are usually quiet.",
    "Dear assistant, please help me plan an anniversary trip for my {rel} {name} and myself.",
)
PARTNER_ENDS = (
    "{old} and I have separated. It was a long time coming.",
    "I'm not in a relationship with {old} anymore, we split up in the summer.",
    "Just so you know, {old} moved out last week. We're finished.",
    "My relationship with {old} is over, so please don't suggest plans for the two of us.",
    "{old} and I decided to go our separate ways.",
)
PARTNER_NEXT = (
    "I've started seeing someone, {name}, we met at a friend's barbecue.",
    "There is a new person in my life now, {name}, and it is getting serious.",
    "I'm with {name} now - we've been together about three months.",
    "My friends finally met {name}, the person I'm dating, and they approve.",
    "My mother keeps asking when she can meet {name}, who I've been seeing since the spring.",
)
KID_ONE = (
    "My {rel} {name} is {age} and wants to learn the piano.",
    "I'm a working parent, my {rel} {name} is {age} years old.",
    "What bedtime do you recommend at {age}? My {rel} {name} argues about it every night.",
    "We have one child, our {rel} {name}, who is {age}.",
    "My {rel} {name} has {age} years and is already taller than my mother.",
    "{name} is {age} now and my only {rel}, and we're planning a party.",
    "Could you suggest books for my {rel}? {name} is {age} and reads a lot.",
)
KID_TWO = (
    "I have two children: {a} is {x} and {b} is {y}.",
    "Our kids are {a}, {x} years old, and {b}, who is {y}.",
    "With {a} ({x}) and the little one {b} ({y}) our mornings are chaos.",
    "My two, {a} and {b}, are {x} and {y}, and they fight about everything.",
    "I need a weekend plan for a family with two kids, {a} who is {x} and {b} who is {y}.",
)
KID_AGE = (
    "{name} had a birthday on Sunday and is {age} now.",
    "Can you believe {name} turned {age} this week?",
    "Yesterday {name} has become {age}, we made a big cake.",
    "We just celebrated {name} turning {age}.",
    "{name} is {age} as of today, so the old bike is too small.",
)
BABY = (
    "Big news: our {rel} {name} was born on Tuesday, mother and baby are fine.",
    "We became parents last week, a little {rel} called {name}.",
    "Please excuse slow replies, our baby {rel} {name} arrived a few days ago.",
    "So the baby is here! It's a {rel}, and we named the baby {name}.",
)
PET_FIRST = (
    "We have a {species} named {pet}, a full member of the family.",
    "Our {species}, {pet}, just came home from the shelter.",
    "Can a {species} eat cucumber? Mine, {pet}, keeps begging for it.",
    "I share my flat with {pet}, a very spoiled {species}.",
    "Since last year we have {pet}, our {species}, and the garden is destroyed.",
    "My neighbour calls {pet} the loudest {species} in the street, and she is right.",
    "i need a pet sitter for {pet} my {species} next weekend any tips",
)
PET_GONE = (
    "We had to let {pet} go this week, the vet said there was nothing more to do.",
    "{pet} is not with us anymore; our {species} died in her sleep on Sunday.",
    "We gave {pet} to my brother, who has a big garden, so we have no {species} now.",
    "Sad news, {pet} passed away, the house is very quiet without our {species}.",
    "{pet} ran off three weeks ago and never came back, so we stopped looking for our {species}.",
)
