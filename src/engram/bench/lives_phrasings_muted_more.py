"""Sentence templates of the muted lives, second half: diet and allergies, tools, projects, restatements,
the registers, and everything that is not a fact about the user. Split from
:mod:`engram.bench.lives_phrasings_muted` only to keep each module short; written blind to the grammar and
never to be used for grammar work, like the rest of that bank (see that module)."""

from __future__ import annotations

# ---- phrasings: events (continued) --------------------------------------------------------------
DIET_FIRST = {
    "vegetarian": (
        "I'm vegetarian, so skip anything with meat or fish in it.",
        "Just so you know, I've been vegetarian since uni.",
        "Can you plan a week of dinners for me? Vegetarian please, that's how I eat.",
        "I am vegetarian since ten years but I still miss a bit the taste of grilled meat, any substitute?",
    ),
    "vegan": (
        "I'm vegan - no dairy, eggs or honey in anything you suggest, please.",
        "Went vegan about a year ago and haven't looked back.",
        "I need a birthday cake recipe that's vegan, because I am.",
        "I am vegan since three years, for the animals mostly.",
    ),
}
DIET_SHIFT = {
    ("vegetarian", "pescatarian"): (
        "Small change: I've started eating fish again, so pescatarian now rather than vegetarian.",
        "I'm pescatarian these days - the vegetarian thing lasted until a holiday by the sea.",
        "fyi i'm pescatarian now, fish is back on the menu",
    ),
    ("vegan", "vegetarian"): (
        "I've relaxed the vegan thing - vegetarian now, cheese is back.",
        "No longer vegan, just vegetarian. Eggs were too hard to give up.",
        "Update on food: from vegan I moved to vegetarian, it is more practical when I travel.",
    ),
    ("vegetarian", None): (
        "I'm not vegetarian anymore, started eating meat again on my doctor's advice.",
        "Scratch the vegetarian thing, I eat everything these days.",
        "Gave up being vegetarian - turns out I really missed a good burger.",
    ),
    ("vegan", None): (
        "I've stopped being vegan, it's back to eating everything for me.",
        "Forget what I said about vegan - I'm back to eating meat and dairy.",
        "The vegan experiment is over, normal diet again for me.",
    ),
}
DIET_AGAIN = (
    "Still {k}, by the way.",
    "I'm {k}, remember, so no chicken stock please.",
    "Yep, still eating {k}.",
    "Keep it {k} please, nothing has changed there.",
)
ALLERGY_FOOD = (
    "I'm allergic to {a}, so please leave it out of any recipe.",
    "Heads up, {a} gives me a proper allergic reaction - hives and all.",
    "Can you check this menu for {a}? I have an allergy.",
    "{A} is a no for me, I've been allergic since childhood.",
    "The allergist said my reaction was to {a}, so I have to avoid it from now on.",
    "I cannot eat {a}, I am allergic, it makes my throat swell.",
)
ALLERGY_OTHER = (
    "Patch test results came back: allergic to {a}.",
    "I react badly to {a} - it's an allergy, my eyes swell right up.",
    "Can you suggest products without {a}? I have an allergy to it.",
    "Allergy wise, {a} is my problem, I get red skin every time.",
    "My GP confirmed I'm allergic to {a}, so now I check every label.",
)
EDITOR_FIRST = (
    "I write all my code in {x}, for context.",
    "My editor is {x}, so shortcuts for that would be great.",
    "How do I set up the debugger in {x}? It's what I use every day.",
    "I'm a {x} person, have been for years.",
    "At work and at home I code in {x}.",
    "i use {x} for everything, is there a good plugin for markdown previews",
)
LANG_FIRST = (
    "Most of my work is in {x} these days.",
    "I mainly program in {x}, so examples in that would help.",
    "Can you explain this error? It's {x}, which is what I write day to day.",
    "The language I reach for first is {x}.",
    "Our whole codebase is {x} and I'm the one who maintains it.",
    "I am coding in {x} mostly, since university.",
)
NOTES_FIRST = (
    "All my notes are kept in {x}.",
    "My notes live in {x}, so tips for organising them there would help.",
    "I use {x} as my second brain, for work and personal stuff.",
    "Everything I write down goes into {x}.",
    "Can you format this so I can paste it into {x}? That's where I keep my notes.",
    "For notes I am using {x}, it is simple enough for me.",
)
TOOL_SWITCH = (
    "I've moved from {old} to {new}, so please give me {new} shortcuts from now on.",
    "Ditched {old} last month - it's {new} for me now.",
    "Quick update: I'm on {new} these days, {old} got too slow.",
    "Switched to {new}. {old} was fine but I wanted something fresh.",
    "I don't use {old} anymore, I moved everything over to {new}.",
    "My team made me switch to {new}, goodbye {old}.",
    "Now I use {new} in place of {old}, the change was not so painful.",
    "Finally made the jump from {old} to {new} over the weekend.",
)
LANG_SWITCH = (
    "We're rewriting everything in {new}, so I'm mostly writing {new} now instead of {old}.",
    "I've moved over to {new} - hardly touch {old} anymore.",
    "New project means new language: {new}. {old} is on the back burner.",
    "These days it's {new} all day, {old} is history for me.",
    "I changed from {old} to {new} for my main work.",
    "so i'm writing {new} now, the {old} codebase got handed to another team",
)
TOOL_AGAIN = (
    "Still using {k}, no changes.",
    "Yes, {k} is still my go-to.",
    "Same setup as before - {k}.",
    "{k}, as always.",
)
NOTES_DROP = (
    "I've stopped using {old}, I'm back to pen and paper.",
    "Deleted {old} from my phone - my notes are just in my head now, which is a terrible system.",
    "Forget {old}, I gave up on it. No notes app at the moment.",
    "I don't use {old} anymore, it was more work than help.",
    "Cancelled my {old} subscription and I'm not replacing it for now.",
)
PROJECT_FIRST = (
    "I'm working on a side project called {proj} - it's a {desc}.",
    "Started something new: {proj}, a {desc}.",
    "Could you help me sketch out {proj}? I'm building it in the evenings - a {desc}.",
    "My hobby project at the moment is {proj}, basically a {desc}.",
    "I have a new project, {proj}, it is a {desc}.",
)
PROJECT_PICK = (
    "For {proj} I'm going with {x}.",
    "Decided on {x} for {proj}.",
    "{proj} will run on {x}, at least to begin with.",
    "I picked {x} for {proj} after comparing a few options.",
    "We'll use {x} for {proj}, my friend already knows it well.",
    "can you help me set up {x}? it's what {proj} is going to use",
)
PROJECT_REPICK = (
    "Change of plan on {proj}: dropping {old}, going with {new} instead.",
    "{proj} is moving from {old} to {new}, {old} was too fiddly.",
    "Scratch {old} for {proj} - I've switched to {new}.",
    "I have changed {proj} to {new}, {old} was not working well for us.",
    "After all that, {proj} uses {new} now, not {old}.",
    "Rebuilt the {proj} setup on {new} this weekend; {old} is gone.",
)
PROJECT_PAUSE = (
    "I'm putting {proj} on hold for a bit, too much going on at work.",
    "{proj} is paused until after the summer.",
    "Parking {proj} for now - it's on hold until I have more time.",
    "{proj} has been shelved for the moment, sadly.",
    "Taking a pause on {proj}, my head isn't in it right now.",
)
PROJECT_LIVE = (
    "{proj} went live last night, finally pushed the button!",
    "We launched {proj} on Monday and twelve people have already signed up.",
    "Big moment: {proj} has shipped.",
    "{proj} got released this morning, feels good.",
    "so {proj} is finally live, took me long enough",
)
PROJECT_DEAD = (
    "I've abandoned {proj}, it was going nowhere fast.",
    "Forget about {proj}, I've scrapped it.",
    "{proj} is dead, I'm not working on it anymore.",
    "Scratch {proj} off the list - I'm done with it.",
    "I have stopped {proj} completely, no time and no motivation.",
)
NICK = (
    "You can call me {nick}, everyone does.",
    "Please use {nick} when you address me, my full name feels too formal.",
    "Just {nick} is fine - that's what people call me.",
    "Most people know me as {nick}, so go with that.",
)
BOSS_AGAIN = (
    "Still working under {k}.",
    "{k} is still my manager, no change there.",
    "Yes, I still report to {k}.",
)
EMPLOYER_AGAIN = (
    "Still at {k}, no plans to leave.",
    "Yes, I'm still working for {k}.",
    "Same job at {k}, nothing new there.",
)
PARTNER_AGAIN = (
    "{k} and I are doing well, still together.",
    "{k} says hello, by the way.",
    "Me and {k} are still going strong.",
)
PET_AGAIN = (
    "{k} is curled up on my feet as I type this.",
    "{k} is doing great, had a check-up last week.",
    "{k} knocked a glass off the table again this morning.",
)

# ---- registers: what a voice does to a sentence ------------------------------------------------
LEAD_INS = ("Quick update: ", "FYI, ", "So, ", "Okay so ", "Heads up: ", "Hiya! ", "Oh, and ")
TAILS = (
    " Anyway, that's my news for today.",
    " Sorry, I'm rambling again.",
    " Life is busy, you know how it is.",
    " Ta.",
    " Cheers for listening.",
)
REQUESTS = (
    " Also, what's a good way to descale a kettle?",
    " And can you remind me how to turn a Word file into a PDF?",
    " Oh, and how do I clear my browser cache?",
)
TYPOS = {
    "because": "beacuse",
    "received": "recieved",
    "apartment": "appartment",
    "business": "buisness",
    "usually": "usualy",
    "around": "aroud",
    "would": "woudl",
    "really": "relly",
    "definitely": "definetly",
    "their": "there",
    "different": "differnet",
    "started": "stared",
    "daughter": "daugther",
    "remember": "remeber",
    "switched": "swtiched",
    "language": "langauge",
    "between": "betwen",
    "can't": "cant",
    "it's": "its",
    "finished": "finsihed",
}

# ---- everything that is not a fact about the user ---------------------------------------------
FILLER = (
    "How do I convert a PDF to a Word document without paying for software?",
    "Explain compound interest to me as if I were a teenager.",
    "What's the difference between a viral and a bacterial infection?",
    "Write a polite reply declining a wedding invitation.",
    "How long do cooked rice leftovers keep in the fridge?",
    "Give me three ideas for a team icebreaker that isn't cringe.",
    "Why does my phone battery drain so fast overnight?",
    "Can you proofread this for me? 'The results was better then expected.'",
    "What's a good stretch for lower back pain after sitting all day?",
    "How do I stop my laptop fan from being so loud?",
    "Summarise the plot of Hamlet in five sentences.",
    "Is it rude to stay on mute in a video call when you're not speaking?",
    "What's the best way to learn touch typing as an adult?",
    "Explain what a VPN actually does, in simple terms.",
    "What's a polite way to chase a client who hasn't paid an invoice?",
    "Give me a recipe for a quick tomato soup.",
    "What does 'per my last email' really mean?",
    "Help me write a birthday message for a colleague I barely know.",
    "Why is the sky red at sunset?",
    "How many hours of sleep does an adult actually need?",
    "Can you make this sound less passive-aggressive: 'As I already mentioned twice...'",
    "What should I ask the panel when they say 'any questions for us?'",
    "How do I unclog a bathroom sink without chemicals?",
    "Recommend a history podcast that isn't too dry.",
    "What's the rule for 'fewer' versus 'less'?",
    "How do I make a spreadsheet column add itself up automatically?",
    "Any tips for keeping houseplants alive through the winter?",
    "What is the capital of Australia? I always forget.",
    "Explain the offside rule in football, slowly.",
    "How do I write a decent out-of-office message?",
    "What's a nice way to say no to extra work without sounding lazy?",
    "Can you give me a twenty-minute workout with no equipment?",
    "Is there a trick to chopping onions without crying?",
    "How should I store fresh herbs so they last longer?",
    "What's a good present for someone who has everything?",
    "How do you say 'see you soon' in Portuguese?",
)
HYPOTHETICAL = (
    ("If I got a job offer in {c}, would it be worth moving for? Just thinking out loud.", "c"),
    ("Hypothetically, how long would it take to get decent at {t}?", "t"),
    ("Say someone wanted to become a {j} - what training would they need? Asking out of curiosity.", "j"),
    ("Would a {s} be a terrible first pet? Not getting one, my mind just wanders.", "s"),
    ("What would a month on the {d} diet do to a person? Not planning to try it.", "d"),
    ("In another life I'd have been a {j}, I think.", "j"),
    ("If money were no object I'd retire to {c}, wouldn't you?", "c"),
    ("Suppose I had to pick up {t} for some ancient system - where would I even start?", "t"),
    ("Imagine being allergic to {a}, that must make fruit salads tricky.", "a"),
)
THIRD_PARTY = (
    ("My sister just got a job in {c} and she's nervous about the move.", "c"),
    ("My colleague {n} swears by {t}, but I've never touched it.", "nt"),
    ("My friend's son is allergic to {a} - what snacks are safe for a school trip?", "a"),
    ("My dad has gone on the {d} diet and talks about nothing else.", "d"),
    ("{n} from next door retrained as a {j} at fifty, which I think is brilliant.", "nj"),
    ("My cousin keeps a {s} in her flat, is that even allowed?", "s"),
    ("An old school friend, {n}, has moved to {c} with her husband.", "nc"),
    ("My neighbour's kid wants to be a {j} when he grows up.", "j"),
    ("My brother bought a {s} on impulse and now has no idea how to look after it.", "s"),
    ("{n} at work still does everything in {t} and refuses to change.", "nt"),
)
QUOTED = (
    ("A job ad I saw says: 'Wanted: experienced {j}, weekends essential.' Who even applies for that?", "j"),
    ("My aunt's postcard just says 'Greetings from {c}, weather awful' - so typical of her.", "c"),
    ("The old README literally says 'requires {t} 2.0 or later'. Is that still a thing?", "t"),
    ("Found a leaflet that says 'Thinking of keeping a {s}? Think twice.' Fair point?", "s"),
    ("The label on the jar says 'may contain traces of {a}'. What does that mean legally?", "a"),
)
CODE = (
    ('```json\n{{"city": "{c}", "owner": "{n}"}}\n```\nWhy does my parser say this is invalid?', "cn"),
    ('```python\nlegacy = ["{t}"]\nprint(legacy[1])\n```\nWhy does this throw an IndexError?', "t"),
    ("```sql\nSELECT name FROM staff WHERE job = '{j}' AND city = '{c}';\n```\nHow do I make this ignore case?", "jc"),
    (
        "```yaml\nanimals:\n  - kind: {s}\n    vet_city: {c}\n```\nMy linter complains about indentation here, why?",
        "sc",
    ),
    ("```js\nconst diet = '{d}';\nif (diet = 'none') console.log('ok');\n```\nWhy does this always log ok?", "d"),
)
ASSISTANT_SELF = (
    "If I had a home, I think I'd want it to be somewhere like {c}.",
    "I have a soft spot for {t}, odd as that may sound.",
    "If I could have a pet, a {s} would be my pick.",
    "{c} is one of those places I find endlessly interesting to read about.",
    "Honestly, a career as a {j} sounds rather charming to me.",
)
ASSISTANT_REPLY = (
    "Sure - here's a straightforward way to do it.",
    "Good one. Let me break it down.",
    "Here's what I'd suggest, step by step.",
    "Absolutely, here's a draft you can adapt.",
    "Let me give you the short version first.",
    "Great question - there are a couple of options.",
)
ASSISTANT_ACK = (
    "Got it, appreciate you telling me.",
    "Noted - I'll remember that.",
    "Thanks, that's useful to know.",
    "Okay, I've updated what I know about you.",
    "Understood, thanks for the heads-up.",
)
QUESTIONS = {
    "home": ("What city do I call home right now?", "Where am I based these days?"),
    "employer": ("Who's my employer at this point?", "Which company am I with right now?"),
    "title": ("What title do I hold at work now?", "What is my role at work now?"),
    "manager": ("Who do I report to at the moment?", "Who is my manager right now?"),
    "editor": ("What editor am I coding in these days?", "Which code editor do I currently use?"),
    "lang": ("What's my main programming language now?", "Which language do I mostly write code in at the moment?"),
    "notes": ("Which app holds my notes now?", "What do I currently keep my notes in?"),
    "diet": ("What's my diet at the moment?", "How do I eat these days - any particular diet?"),
    "partner": ("Who's my partner right now?", "Who am I in a relationship with at the moment?"),
}
DECISION_QUESTIONS = ("Which {knd} is {proj} on at the moment?", "What did I end up choosing as the {knd} for {proj}?")
