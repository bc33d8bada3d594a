"""Sentence templates of the tacit lives, second half (events after the first ones, requests, distractors):
split from :mod:`engram.bench.lives_phrasings_tacit` only to keep modules small; the bank is one bank,
written blind to the grammar (see that module)."""

from __future__ import annotations

PROMOTED = (
    "Got promoted!! Officially {title} from Monday.",
    "They've made me {title}, starting this month. Scared and excited in equal measure.",
    "My team lead announced it at standup today, I'm officially the new {title}.",
    "So as of this week my title is {title}, which means more meetings and more money, fair trade.",
    "I'm {title} now -- wait, acting {title}? No, they confirmed it Friday, it's permanent.",
    "Mama's already told the whole church I'm {title} now. She's not wrong, I got the promotion.",
    "Can you help me write an email to my clients? I've been promoted to {title} and someone else is taking over.",
)
BOSS_FIRST = (
    "My line manager is {full}, lovely but micromanages.",
    "I answer to {full} at work.",
    "my oga at work is {full}, very strict about timekeeping",
    "{full} is my boss, came over from head office last year.",
    "Can you help me draft a message asking my manager {full} for Friday off?",
    "Boss is {full}. Good sort, terrible at email.",
    "Work question: my manager {full} wants a single page on our backlog, where do I start?",
    "To your earlier question, the person I report to is {full}.",
)
BOSS_NEW = (
    "New manager as of this week: {full}.",
    "{first_old} has left and {full} is my boss now.",
    "we've been restructured (again) and i report to {full} now",
    "So {first_old} got moved to another department, which means {full} is my line manager. First 1:1 was fine.",
    "Heads up, {full} replaced {first_old} as my supervisor.",
    "My new boss {full} wants weekly reports, can you give me a template?",
    "{first_old} is gone already lah, now I report to {full}.",
)
PARTNER_FIRST = (
    "My {rel} {name} wants to buy a campervan, talk me out of it.",
    "I share a flat with my {rel}, {name}.",
    "{name} is my {rel}, and a far better driver than me, for the record.",
    "Ideas for an anniversary gift? My {rel} {name} is impossible to buy for.",
    "Me and my {rel} {name} have been together since uni.",
    "My {rel}, {name}, says I should ask you this: is it normal for a fridge to hum this loud?",
    "Eight years with my {rel} {name} this June, where does it go.",
)
PARTNER_ENDS = (
    "{old} and I split up. It's for the best.",
    "Me and {old} are done, we broke up last month.",
    "so yeah... {old} moved out. we're not together anymore",
    "I'm single now, {old} and I went our separate ways.",
    "My sister keeps asking if {old} and I will get back together. We won't, it's over.",
)
PARTNER_NEXT = (
    "I'm seeing someone new! Their name's {name}.",
    "Met {name} at a friend's wedding and we've been together since.",
    "new partner alert: {name}. early days but it's good",
    "My mates reckon {name} is the best thing that's happened to me, and honestly, we're really happy together.",
    "So {name} and I made it official, we're a couple now.",
)
KID_ONE = (
    "My {rel} {name} is {age} and asks 'why' about four hundred times a day.",
    "I have one kid, {name}, my {rel}, who's {age}.",
    "{name} (my {rel}, {age}) needs a costume for book week, any cheap ideas?",
    "What's a good bedtime for a {age}-year-old? Asking for my {rel} {name}.",
    "My {rel} is {name}, aged {age}. Well, {age} and three quarters if you ask {name}.",
    "Just the one, a {rel} called {name}, {age} years old.",
    "Teacher says my {rel} {name} reads well above level for {age}, any book recs?",
    "You asked about kids: one {rel}, {name}, {age}.",
)
KID_TWO = (
    "Two kids: {a} is {x}, {b} is {y}.",
    "My two are {a}, who's {x}, and the baby of the family, {b}, who's {y}.",
    "{a} ({x}) and {b} ({y}) are fighting over the tablet again, send help.",
    "I've got {a}, {x}, and {b}, {y}. Any day trips that suit both ages?",
    "Kids are {a} and {b} -- {a} is {x} and {b} is {y}, sorry, I always forget to say ages.",
)
KID_AGE = (
    "{name} turned {age} on Saturday, we did a bouncy castle.",
    "can't believe {name} is {age} now",
    "{name}'s {age} as of yesterday! Cake was a disaster but nobody cared.",
    "It's official, {name} is {age}. Going to need a bigger bike.",
    "Birthday update: {name} is {age}.",
    "Planning the party -- {name} just turned {age} and wants a dinosaur theme.",
)
BABY = (
    "Baby's here! A little {rel}, {name}, born Tuesday.",
    "We had the baby -- our {rel} {name} arrived early but healthy.",
    "Meet {name}, our new {rel}! Running on no sleep.",
    "my wee {rel} {name} was born last week, any tips for the first month?",
    "Our {rel} {name} is three weeks old today and we've barely slept.",
)
PET_FIRST = (
    "We've got a {species} called {pet}.",
    "My {species} {pet} just ate a sock. Should I be worried?",
    "{pet} is my {species}, and the most spoiled animal on the street.",
    "Adopted a {species} from the shelter last month, named {pet}.",
    "Quick q, what human food is safe for a {species}? Mine's called {pet} and begs constantly.",
    "my {species} {pet} is sulking bc i moved the bed lol",
    "My nephew named our {species} {pet}, I wanted something more dignified.",
    "Oh, you asked if I have pets -- yes, a {species} named {pet}.",
)
PET_GONE = (
    "We lost {pet} on the weekend. Worst part of having a {species}.",
    "{pet} has gone to my cousin's farm, more room for a {species} there.",
    "Said goodbye to {pet} yesterday. Our old {species} just couldn't go on.",
    "rip {pet}, best {species} there ever was. the house is so quiet",
    "We rehomed {pet}, the new landlord doesn't allow a {species}.",
)
DIET_FIRST = {
    "vegetarian": (
        "I'm vegetarian, so no meat in any recipes please.",
        "been vegetarian since i was 15, so bear that in mind",
        "Can you suggest a dinner I can cook in 20 minutes? I'm vegetarian, my flatmates aren't.",
        "Being vegetarian in a family that lives on barbecue is hard, any crowd-pleasing mains?",
    ),
    "vegan": (
        "I'm vegan, no animal products at all.",
        "vegan here, what can i put in a sandwich that isn't hummus again",
        "Fully vegan for two years now. Is there a vegan substitute for fish sauce?",
        "My doctor knows I'm vegan and wants me on B12, which kind should I get?",
    ),
}
DIET_SHIFT = {
    ("vegetarian", "pescatarian"): (
        "I'm eating fish again, so pescatarian rather than vegetarian now.",
        "Small diet update: pescatarian now. Grilled sardines won me over.",
        "no longer strictly vegetarian, i eat fish now so i guess pescatarian",
        "Since you asked about my diet earlier: pescatarian now, I've been eating fish since the summer.",
    ),
    ("vegan", "vegetarian"): (
        "I've gone back to eggs and dairy, so vegetarian now, not vegan.",
        "Not vegan anymore, vegetarian. Cheese was the dealbreaker.",
        "downgraded from vegan to vegetarian lol, still no meat though",
        "My sister says I've gone soft because I'm vegetarian now instead of vegan. Fair, I eat eggs again.",
    ),
    ("vegetarian", None): (
        "I eat meat again now, so I'm no longer vegetarian.",
        "Gave up being vegetarian after ten years, my nan's Sunday roast got me.",
        "Not vegetarian anymore fyi, I eat everything now.",
        "Answering your question from before: no, not vegetarian any more, I eat meat again.",
    ),
    ("vegan", None): (
        "I've stopped being vegan, I eat everything now.",
        "Quit the vegan thing, it wasn't working for my health.",
        "not vegan anymore, just a normal omnivore again",
        "My mum is thrilled I'm not vegan anymore, she can finally feed me properly.",
    ),
}
DIET_AGAIN = (
    "Still {k}, in case that matters for the recipe.",
    "Reminder that I'm {k}, so nothing that clashes with that.",
    "yep still {k}",
    "I'm {k}, same as always.",
)
ALLERGY_FOOD = (
    "I'm allergic to {a}, please leave it out of anything you suggest.",
    "{A} gives me hives, proper allergy, so swap it out please.",
    "Can you check this curry paste for {a}? Allergic.",
    "fyi allergic to {a}, found out the hard way at a wedding",
    "Allergy question: I react badly to {a}. What can I use instead in this salad?",
    "No {a} for me, I've got an allergy -- the EpiPen kind.",
)
ALLERGY_OTHER = (
    "I'm allergic to {a}, worth knowing if you suggest anything.",
    "Found out I'm allergic to {a}. Never would have guessed.",
    "allergy test came back: {a}. so that explains a lot",
    "Doctor says I've an allergy to {a}, bit of a pain.",
    "My skin reacts to {a}, allergy confirmed by the GP.",
)
EDITOR_FIRST = (
    "Everything I code, I code in {x}.",
    "what's the shortcut for multi-cursor in {x}? that's what i code in",
    "My editor of choice is {x}, don't @ me.",
    "I do my coding in {x}, mostly because it's what I learned on.",
    "Code editor: {x}. Been on it since uni.",
)
LANG_FIRST = (
    "The bulk of my work is in {x}.",
    "I program in {x} for a living, so examples in that please.",
    "My main language is {x}, I dabble in others but badly.",
    "day job is {x}, all day every day",
    "Could you show me that in {x}? It's the language I use.",
    "To answer your question, {x}, that's what I use at work.",
)
NOTES_FIRST = (
    "My notes all end up in {x}.",
    "Everything I need to remember goes into {x}, it's a mess but it's my mess.",
    "my notes app is {x}, can u suggest a good tagging system",
    "{x} is where my shopping lists, work notes and random ideas live.",
    "I use {x} for notes -- how do I export them as a backup?",
)
TOOL_SWITCH = (
    "I've switched from {old} to {new}.",
    "Ditched {old}, I'm using {new} now.",
    "I'm on {old}-- no sorry, I WAS on {old}. It's {new} now, switched last week.",
    "Gave {new} a proper try and it's replaced {old} for me completely.",
    "tried {new} for a month, not going back to {old}",
    "Can you give me the {new} version of that tip? I moved over from {old}.",
    "My colleague finally convinced me: {new} it is, {old} is uninstalled.",
)
LANG_SWITCH = (
    "We've moved the codebase from {old} to {new}, so I write {new} now.",
    "Please do the examples in {new} from now on, I'm not using {old} anymore.",
    "The team's migrated off {old}, so I'm writing {new} full time now.",
    "i'm a {new} person now lol, {old} is history",
    "Switched my main language to {new}. {old} still haunts my old repos though.",
    "My lead said we're standardising on {new}, so that's what I code in now instead of {old}.",
)
TOOL_AGAIN = (
    "Still using {k}, nothing's changed there.",
    "Yeah, {k} is still my go-to.",
    "{k}, same as it ever was.",
    "Not switched, still on {k}.",
)
NOTES_DROP = (
    "I've stopped using {old}, back to a paper notebook.",
    "Deleted {old} off my phone, I never opened it.",
    "I've given up on {old}, sticky notes work fine for me.",
    "no more {old}, cancelled it, too many features i didn't need",
    "Uninstalled {old}. Note-taking apps aren't for me, turns out.",
)
PROJECT_FIRST = (
    "I've kicked off a side project, {proj}, which is a {desc}.",
    "Building a thing in my spare time: {proj}. Basically a {desc}.",
    "so {proj} is my little weekend project, a {desc}",
    "Can you help me write a readme for {proj}? It's a {desc} I'm building.",
    "My nephew and I are making {proj}, a {desc}.",
    "You asked what I'm building -- {proj}, a {desc}.",
)
PROJECT_PICK = (
    "I'm going with {x} for {proj}.",
    "{proj} will run on {x}, decided last night.",
    "decided on {x} for {proj}, fight me",
    "For {proj} I've chosen {x}, any gotchas I should know about?",
    "After way too much reading I've landed on {x} for {proj}.",
)
PROJECT_REPICK = (
    "Changed my mind on {proj}: dropping {old}, going with {new}.",
    "{proj} is on {new} now, {old} just wasn't cutting it.",
    "we ripped {old} out of {proj} and put in {new}",
    "Migrated {proj} from {old} to {new} over the weekend, finally.",
    "Decided against {old} for {proj} after all. {new} instead.",
    "Could you help me port the config? {proj} is moving from {old} to {new}.",
)
PROJECT_PAUSE = (
    "{proj} is on hold for now, no time.",
    "I've paused {proj}, work's too full on.",
    "Shelved {proj} until after the exams.",
    "putting {proj} on hold, will pick it up in the new year maybe",
    "{proj} is paused -- my laptop died and I'm not starting again yet.",
)
PROJECT_LIVE = (
    "{proj} went live today, first real users signed up.",
    "Launched {proj} this morning, nervous but happy.",
    "we shipped {proj}, it's out in the world",
    "{proj} got released on Friday, my mum was the first user.",
    "Finally put {proj} live on the weekend.",
)
PROJECT_DEAD = (
    "I've binned {proj}, it wasn't worth the effort.",
    "Killing off {proj}, nobody needed it, least of all me.",
    "{proj} is dead, I've archived the repo.",
    "not working on {proj} anymore, abandoned it",
    "Gave up on {proj}. Lesson learned.",
)
NICK = (
    "Call me {nick}, the whole family does.",
    "Just {nick} is fine, nobody uses my full name.",
    "My friends call me {nick}, you can too.",
    "Please use {nick} when you talk to me, my full name makes me feel like I'm in trouble.",
    "It's {nick} to my mates, and you're a mate now.",
)
BOSS_AGAIN = (
    "{k}'s still the one managing me.",
    "Still reporting to {k} at work, no change.",
    "I still answer to {k} at work.",
    "Same boss, {k}.",
)
EMPLOYER_AGAIN = (
    "Still at {k}, no plans to move.",
    "I'm still with {k}.",
    "Yep, {k} is still where I work.",
    "{k} still employs me, last I checked.",
)
PARTNER_AGAIN = (
    "{k} and I are still solid, thanks.",
    "{k} sends their regards, by the way.",
    "Still with {k}, happy as ever.",
    "Me and {k} are good, thanks for asking.",
)
PET_AGAIN = (
    "{k} is snoring next to me as I type.",
    "{k} is fine, still terrorising the postman.",
    "{k} got into the bin again, nothing new.",
    "{k} says hi (by which I mean {k} is sitting on the keyboard).",
)

# ---- registers: what a voice does to a sentence ------------------------------------------------
LEAD_INS = ("ok so ", "Hiya! ", "G'day, ", "Hey y'all, ", "Hello po, ", "Morning, ")
TAILS = (
    " Sorry, that was a lot.",
    " Anyway, rant over.",
    " Long story short, that's where I'm at.",
    " Cheers!",
    " Ta.",
)
REQUESTS = (
    " Also, can you suggest a good podcast for the commute?",
    " Oh and remind me how to screenshot on Android?",
    " Also what's a quick lunch I can make in ten minutes?",
)
TYPOS = {
    "because": "becuz",
    "still": "stil",
    "anymore": "anymor",
    "though": "thoguh",
    "something": "somethin",
    "anything": "anythin",
    "since": "sinse",
    "tomorrow": "tomoz",
    "yesterday": "yesturday",
    "month": "mnth",
    "please": "plz",
    "finally": "finnaly",
    "together": "togther",
    "weekend": "weekened",
    "about": "abowt",
}

# ---- phrasings: everything that is not a fact about the user --------------------------------------
FILLER = (
    "how do i get mould off a bathroom ceiling without repainting",
    "Is a Roth IRA better than a regular one for someone in their thirties?",
    "Can you write a short poem for my colleague's leaving card?",
    "Is it rude to bring shop-bought dessert to a dinner party?",
    "whats a good stretch for a stiff lower back after sitting all day",
    "How do I politely tell my neighbour their dog barks all day?",
    "explain compound interest simply pls",
    "Suggest a few names for a WhatsApp group for our street.",
    "How long can cooked rice sit out before it's unsafe?",
    "How do I stop my glasses fogging up in the cold?",
    "Turn this into bullet points for me.",
    "cheers, that's spot on",
    "Perfect, thank you!",
    "Hmm, not quite. Try again but friendlier?",
    "Make it a bit less formal.",
    "How do I merge two PDFs for free?",
    "What's a good response when someone says 'per my last email'?",
    "How much water should I actually drink a day?",
    "Can you explain what an index fund is?",
    "Write a two-line birthday message for a coworker I barely know.",
    "Why does my phone battery die faster in the cold?",
    "What's the rule for who and whom again?",
    "How do I unclog a drain without chemicals?",
    "Give me three easy icebreakers for a team meeting.",
    "is it 'could of' or 'could have'",
    "How much should I tip a hairdresser?",
    "Any tips for sleeping on a long-haul flight?",
    "What does 'circle back' actually mean in corporate speak?",
    "thanks, legend",
    "How do I reset my router without the admin password?",
    "What's the quickest way to learn touch typing?",
    "Can you check this sentence for grammar: 'Me and him went to the shop.'",
)
HYPOTHETICAL = (
    ("If I ever moved to {c}, would my driving licence still work there?", "c"),
    ("Thinking out loud: what if I retrained as a {j}? Probably won't, but.", "j"),
    ("Would {t} be worth learning, or is that a waste of a weekend?", "t"),
    ("Say I got a {s} -- what would it cost to keep per month? Not planning on one, purely nosy.", "s"),
    ("A mate floated the idea of us all moving to {c} someday; it'll never happen.", "c"),
    ("If I went on a {d} diet for a month, what would a typical day look like?", "d"),
    ("Was nearly offered a transfer to {c} but turned it down before it got serious.", "c"),
    ("Hypothetically, if I was allergic to {a}, what would I need to avoid?", "a"),
)
THIRD_PARTY = (
    ("My brother's just moved to {c} for work, is it safe there?", "c"),
    ("My flatmate {n} codes everything in {t}, it drives me mad.", "nt"),
    ("My cousin {n} just got a job as a {j}, what does that even involve?", "nj"),
    ("My sister-in-law is allergic to {a}, can you check this menu for it?", "a"),
    ("Our neighbour's on the {d} diet, apparently it's great, I'm sceptical.", "d"),
    ("My boss's kid has a {s}, and now my nephew wants one too.", "s"),
    ("{n} from church is relocating to {c}, we're doing a send-off.", "nc"),
    ("My mate's a {j} in {c} now, living the dream apparently.", "jc"),
)
QUOTED = (
    (
        "My cousin's band has this song, the chorus goes 'take me back to {c}, take me back home' -- "
        "is that catchy or cringe?",
        "c",
    ),
    ("Saw a job ad: 'Wanted: experienced {j}, immediate start'. Who even applies for that?", "j"),
    ("A recruiter messaged me 'we're hiring {t} devs!!' -- what's {t} even used for?", "t"),
    ("My aunt's Facebook says 'so blessed to finally live in {c}!' -- what's the weather like there?", "c"),
)
CODE = (
    ("```yaml\nuser:\n  city: {c}\n  editor: {t}\n```\nwhy does this fail to parse", "ct"),
    ('```python\nprofile = {{"name": "{n}", "allergy": "{a}"}}\nprint(profile["Allergy"])\n```\nKeyError, why?', "na"),
    ("```ini\n[defaults]\nlocation = {c}\nowner = {n}\n```\nIs this valid INI?", "cn"),
    ("```js\nconst pet = {{ kind: '{s}', owner: '{n}' }};\nconsole.log(pet.Kind);\n```\nwhy undefined", "sn"),
)
ASSISTANT_SELF = (
    "Personally I'd pick {t} for a project like that, it's what I enjoy most.",
    "If I could live anywhere, I think {c} would be it.",
    "I'm rather fond of {t}, for what it's worth.",
    "{c} is my favourite place to read about, honestly.",
    "If I had a pet, I'd want a {s}.",
)
ASSISTANT_REPLY = (
    "Sure, here's one way to do it.",
    "Good question -- here's a quick rundown.",
    "Glad to help, give this a go:",
    "Here's a cleaner version.",
    "Okay, step one is the simplest.",
    "Right, here are some options to consider.",
    "No problem, here it is.",
)
ASSISTANT_ACK = (
    "Thanks, that's noted for later.",
    "Noted, I'll keep that in mind.",
    "Got it, thanks for letting me know.",
    "Understood, I'll use that going forward.",
    "Cheers for the update!",
    "Okay, that's saved.",
)
QUESTIONS = {
    "home": (
        "Which city do I live in at the moment?",
        "where am i living these days?",
        "Remind me which town I call home?",
    ),
    "employer": ("Who's my employer right now?", "Which company am I with at the moment?"),
    "title": ("What's my role at work now?", "remind me what my job title is"),
    "manager": ("Who's my boss at the moment?", "Who's my line manager now?"),
    "editor": ("Which code editor am I using now?", "what editor am i on these days"),
    "lang": ("What's my main programming language at the minute?", "Which language am I writing code in lately?"),
    "notes": ("Where am I keeping my notes these days?", "Which notes app am I using?"),
    "diet": ("Do I follow a particular diet?", "What are my dietary restrictions these days?"),
    "partner": ("What's my other half called?", "Who am I with at the moment?"),
}
DECISION_QUESTIONS = (
    "Which {knd} is {proj} using now?",
    "What {knd} did I end up settling on for {proj}?",
    "remind me which {knd} {proj} runs on",
)
