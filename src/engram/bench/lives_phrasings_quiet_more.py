"""Sentence templates of the quiet lives, second half: diet and allergies, tools, projects, restatements,
the registers, and everything that is not a fact about the user. Split from
:mod:`engram.bench.lives_phrasings_quiet` only to keep each module short; written blind to the grammar,
like the rest of that bank (see that module)."""

from __future__ import annotations

# ---- phrasings: events (continued) --------------------------------------------------------------
DIET_FIRST = {
    "vegetarian": (
        "Please remember I'm vegetarian when you suggest meals, fish included in the no list.",
        "I don't eat meat since my student days, I am vegetarian.",
        "Is there a vegetarian version of feijoada? I'm vegetarian and I miss it.",
        "My doctor asked about my diet and I told him what I tell you: strictly vegetarian.",
    ),
    "vegan": (
        "FYI I'm vegan, so no eggs, dairy or honey in anything you suggest.",
        "I am living vegan since one year, no animal products at all.",
        "What can I bring to a barbecue as a vegan? Everyone else will bring sausages.",
        "As a vegan I always struggle with calcium, which foods are good?",
    ),
}
DIET_SHIFT = {
    ("vegetarian", "pescatarian"): (
        "Small change to my diet: I eat fish again, so pescatarian rather than vegetarian.",
        "My nutritionist convinced me to add seafood, I'm pescatarian now, no longer vegetarian.",
        "so i'm not fully vegetarian anymore i eat fish now pescatarian i guess",
    ),
    ("vegan", "vegetarian"): (
        "I went back from vegan to vegetarian, cheese won in the end.",
        "Update on food: not vegan any more, just vegetarian, eggs and milk are back.",
        "My vegan time is finished, now I am vegetarian, it's easier with the children.",
    ),
    ("vegetarian", None): (
        "I have stopped being vegetarian, I eat meat again since my iron levels were low.",
        "My vegetarian years are over, I had a steak last week and I'm keeping it that way.",
        "Please forget the vegetarian thing, I eat everything again.",
    ),
    ("vegan", None): (
        "I'm no longer vegan, the diet didn't work with my training.",
        "After three years I gave up the vegan diet, so meat and dairy are fine now.",
        "Please drop the vegan filter on recipes, I eat everything again now.",
    ),
}
DIET_AGAIN = (
    "Still {k}, nothing changed there.",
    "Remember I'm {k}, please.",
    "As before, I'm {k}, so adjust the menu.",
    "Yes, I am still {k}.",
)
ALLERGY_FOOD = (
    "I have an allergy to {a}, so please check every recipe for it.",
    "Quick safety note: {a} makes me very ill, I'm allergic.",
    "Could you rewrite this recipe without {a}? I'm allergic.",
    "{A}? Not for me, I'm allergic, it was confirmed last month.",
    "My allergist confirmed it: no {a} for me, ever.",
)
ALLERGY_OTHER = (
    "I'm allergic to {a}, so keep that in mind with any product you recommend.",
    "Turns out I have a {a} allergy, the skin test was clear.",
    "Since the spring I know I react badly to {a}, it is an allergy.",
    "Could you suggest things that are safe for someone allergic to {a}? That's me.",
)
EDITOR_FIRST = (
    "My editor of choice is {x}, so keyboard shortcuts for that would help.",
    "I write all my code in {x}, how do I turn on line wrapping?",
    "For programming I use {x}, it is light and fast on my old laptop.",
    "At work we all code in {x}, the company standard.",
    "Whatever I program, I open {x} for it.",
)
LANG_FIRST = (
    "Most of my programming is in {x}, please give examples in it.",
    "I'm a {x} developer by trade.",
    "Since two years I program mainly in {x}.",
    "Our whole system is written in {x}, and that's what I work in every day.",
    "Could you write the example in {x}? That's the language I use.",
)
NOTES_FIRST = (
    "I keep all my notes in {x}, it syncs to my phone.",
    "My to-do lists and meeting notes live in {x}.",
    "Anything I must not forget ends up in {x}.",
    "How can I organise tags better in {x}? It's my notes app.",
    "I use {x} for notes, my colleague showed it to me.",
)
TOOL_SWITCH = (
    "Quick update: I've switched to {new} and deleted {old}.",
    "I replaced {old} with {new} last week and I'm not going back.",
    "So I'm using {new} now, {old} kept crashing on me.",
    "My move from {old} to {new} is complete.",
    "Please give me tips for {new}; I changed from {old} to it this month.",
    "I am using now {new} instead of {old}, the colleagues recommended it.",
    "{old} is gone from my laptop, {new} does the job better.",
)
LANG_SWITCH = (
    "Please write new examples in {new}, I no longer use {old}.",
    "Our team migrated from {old} to {new}, so that's my language now.",
    "I've moved on from {old}; these days everything I write is {new}.",
    "My new project is all {new}, I haven't touched {old} in weeks.",
    "so we dropped {old} at work and now i write {new} all day",
)
TOOL_AGAIN = (
    "Still using {k}, no plans to change.",
    "{k} is still my tool for that.",
    "I'm on {k}, same as before.",
)
NOTES_DROP = (
    "I stopped using {old}, a paper notebook works better for me.",
    "I deleted {old} from all my devices, I wasn't opening it.",
    "My {old} subscription ended and I didn't renew it, I don't keep digital notes now.",
    "Goodbye to {old}; I gave up on note apps altogether.",
    "I'm not using {old} anymore, too many features I never needed.",
)
PROJECT_FIRST = (
    "In my free time I'm building {proj}, a {desc}.",
    "My side project is called {proj}; it's a {desc}.",
    "I've started working on {proj}, which is a {desc}.",
    "Could you review my plan for {proj}? It's a {desc} I'm making.",
)
PROJECT_PICK = (
    "For {proj} I have decided on {x}.",
    "{proj} will run on {x}, that's settled.",
    "I chose {x} for {proj}, can you confirm it's a sensible choice?",
    "After comparing options, I went with {x} for {proj}.",
    "We will use {x} in {proj}, my friend knows it well.",
)
PROJECT_REPICK = (
    "Change of plan on {proj}: {old} is out, {new} is in.",
    "I migrated {proj} from {old} to {new} over the weekend.",
    "{proj} now runs on {new}; {old} was too much trouble.",
    "For {proj} we are using now {new} and not {old}, it was too slow.",
    "Small correction - {proj} is built on {new} now, we dropped {old}.",
)
PROJECT_PAUSE = (
    "I've paused {proj} for now, there's no time with everything at work.",
    "{proj} is on hold until after the summer.",
    "I'm putting {proj} on pause for a few months.",
    "My work on {proj} is paused, I will continue when life is calmer.",
    "{proj} is shelved for the moment.",
)
PROJECT_LIVE = (
    "Good news, {proj} is live and people are using it!",
    "I launched {proj} on Saturday, the first users signed up already.",
    "{proj} is released, finally, after all those evenings.",
    "We shipped {proj} last night, it's public now.",
    "The launch of {proj} happened this week, it's live.",
)
PROJECT_DEAD = (
    "I've abandoned {proj}, nobody needed it in the end.",
    "{proj} is cancelled, I deleted the repository.",
    "I stopped working on {proj} for good.",
    "Forget {proj}, I've given it up completely.",
    "The {proj} idea is dead, I closed it down.",
)
NICK = (
    "Please address me as {nick}, everyone does.",
    "My friends call me {nick}, and you may too.",
    "Call me {nick} from now on, please.",
    "I prefer {nick} to my full name, if that's okay.",
)
BOSS_AGAIN = (
    "{k} still manages me, nothing changed.",
    "Still reporting to {k}, nothing changed.",
    "My boss is {k}, same as before.",
)
EMPLOYER_AGAIN = (
    "I'm still employed by {k}, nothing new.",
    "Still with {k}, no job change.",
    "{k} is still where I work.",
)
PARTNER_AGAIN = (
    "{k} and I are still together and doing fine.",
    "{k} sends greetings, by the way.",
    "Still happy with {k}, thanks for asking.",
)
PET_AGAIN = (
    "{k} is sleeping next to my laptop right now.",
    "{k} is fine, just a bit fat after the holidays.",
    "{k} stole a sock again this morning.",
)

# ---- registers: what a voice does to a sentence ------------------------------------------------
LEAD_INS = ("Quick update: ", "Good news, ", "FYI, ", "So, ", "Right, ", "Hello again. ", "Morning! ")
TAILS = (
    " Anyway, that is the news from my side.",
    " Sorry for the long message, I had a lot to say.",
    " But I am getting off topic now.",
    " Cheers.",
    " Best regards.",
)
REQUESTS = (
    " Also, can you recommend a good audiobook for the car?",
    " And could you remind me how to reset my router?",
    " One more thing, how long should I boil an egg for a runny yolk?",
)
TYPOS = {
    "because": "becuse",
    "weekend": "weekand",
    "already": "allready",
    "address": "addres",
    "believe": "belive",
    "different": "diferent",
    "receive": "receve",
    "since": "scince",
    "their": "ther",
    "until": "unitl",
    "which": "whitch",
    "probably": "probaly",
    "definitely": "definatly",
    "colleague": "colleage",
    "recommend": "recomend",
}

# ---- phrasings: everything that is not a fact about the user --------------------------------------
FILLER = (
    "How do I descale a kettle without buying special products?",
    "Could you explain the difference between a Roth IRA and a traditional one?",
    "What is the correct way to write a formal complaint to a train company?",
    "Please translate 'I am looking forward to our meeting' into polite Japanese.",
    "Why does my sourdough starter smell like nail polish?",
    "How much water should a grown adult drink in a hot summer day?",
    "Can you summarise the plot of Middlemarch in five sentences?",
    "What is the best way to clean grout in an old shower?",
    "Is it rude to ask a colleague how much they earn?",
    "How do I make a bar chart with two axes in Google Sheets?",
    "Thank you, this was very helpful.",
    "Perfect, exactly what I needed.",
    "Hmm, could you say it in simpler words?",
    "No, I meant the other option, the second one.",
    "What does 'per se' mean and how do I use it correctly?",
    "Which is correct, 'on the weekend' or 'at the weekend'?",
    "How long can cooked rice stay in the fridge?",
    "Can you give me a packing list for a three-day hiking trip?",
    "What are the symptoms of a vitamin D deficiency?",
    "How do I ask my landlord politely to fix a leaking tap?",
    "Please check the grammar of this sentence: 'He don't know nothing about it.'",
    "What's the difference between 'affect' and 'effect'?",
    "How do I stop my glasses fogging up when I wear a mask?",
    "Could you explain compound interest with a small example?",
    "What is a good present for a colleague who is retiring?",
    "How do I undo my last commit in git but keep the changes?",
    "Why do onions make me cry and how do I avoid it?",
    "Is it safe to charge my phone overnight every night?",
    "What should I write in a condolence card for a neighbour?",
    "How do you pronounce 'quinoa' properly?",
)
HYPOTHETICAL = (
    ("If I ever moved to {c}, would I need a car there, or is the public transport good?", "c"),
    ("Should I learn {t}, or is that a waste of time in this century?", "t"),
    ("Just wondering, what does a {j} earn on average? I'm not planning to become one.", "j"),
    ("Imagine I adopted a {s}, what would it need day to day? Purely hypothetical.", "s"),
    ("My father always says I should retire to {c} one day, but that's his dream, not mine.", "c"),
    ("Is a {d} diet healthy for adults? I'm not going to try it, just curious.", "d"),
    ("Years ago I almost trained as a {j}, but I changed my mind before starting.", "j"),
    ("If someone invited me to {c} for a week, what would you pack?", "c"),
)
THIRD_PARTY = (
    ("My brother-in-law just moved to {c} for a job, is it safe there?", "c"),
    ("My colleague {n} only codes in {t}, is that still a thing?", "nt"),
    ("My niece has an allergy to {a}, can you check this birthday cake recipe?", "a"),
    ("My flatmate started a {d} diet and eats fruit all day, is that okay?", "d"),
    ("A friend of mine, {n}, quit her office job to become a {j}.", "nj"),
    ("The family next door bought a {s}, and it escaped twice already.", "s"),
    ("My old school friend {n} lives in {c} now and wants me to visit.", "nc"),
    ("My uncle was a {j} for thirty years, what was that job like?", "j"),
)
QUOTED = (
    ("My daughter keeps singing 'take me back to {c}, take me home' - is that a real song?", "c"),
    ("A recruiter wrote to me: 'We are looking for a {j} with five years of experience.' Is it a scam?", "j"),
    ("The course description says 'taught entirely in {t}'. What is that?", "t"),
    ("A poster at the bus stop says 'Adopt a {s} today!' - can people really keep those?", "s"),
)
CODE = (
    (
        "```yaml\ndeploy:\n  region: {c}\n  runtime: {t}\n  owner: {n}\n```\nWhy does the validator reject this file?",
        "ctn",
    ),
    ('```python\nstaff = {{"name": "{n}", "role": "{j}"}}\nprint(staff["Role"])\n```\nI get a KeyError, why?', "nj"),
    ("```ini\n[server]\nlocation = {c}\nlegacy_tool = {t}\n```\nHow do I read this in a script?", "ct"),
    ("```\nINSERT INTO pets (kind, city) VALUES ('{s}', '{c}');\n```\nIs the syntax of this insert right?", "sc"),
)
ASSISTANT_SELF = (
    "If I could travel anywhere, {c} would be first on my list.",
    "Personally, I find {t} surprisingly elegant.",
    "I've always thought a {s} would be a fun companion, if I were a person.",
    "Between us, {c} is the city I'd most like to see.",
)
ASSISTANT_REPLY = (
    "Happy to help, here's what I would do.",
    "Good question, let me walk you through it.",
    "Here are a few ideas you could try.",
    "Certainly, below is a clear version.",
    "Let's go through it one piece at a time.",
    "Here's a short answer, and more detail under it.",
)
ASSISTANT_ACK = (
    "Thanks for letting me know, I'll keep that in mind.",
    "Understood, I've noted that down.",
    "Good to hear, and thanks for the update.",
    "Noted, I'll use that from now on.",
    "Thank you, that's helpful context.",
)
QUESTIONS = {
    "home": ("In which city do I currently have my home?", "Where is my home these days?"),
    "employer": ("Which company employs me now?", "Who is my employer at present?"),
    "title": ("What job do I do these days, title-wise?", "Which position do I hold at the moment?"),
    "manager": ("Who is my boss currently?", "Whose team am I in at work now?"),
    "editor": ("Which code editor do I use now?", "What program do I write code in at the moment?"),
    "lang": ("Which programming language am I using these days?", "What language do I mostly program in now?"),
    "notes": ("What do I use for note-taking at present?", "Where do I keep my notes at the moment?"),
    "diet": ("What diet do I follow now?", "Do I have any dietary restrictions at the moment?"),
    "partner": ("Who is my current significant other?", "What is the name of the person I am with now?"),
}
DECISION_QUESTIONS = ("What {knd} does {proj} use right now?", "Which {knd} did I settle on for {proj} in the end?")
