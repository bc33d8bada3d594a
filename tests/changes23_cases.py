"""Cases of 2026-11-28 (changes23), each a class the tenth round of probes (written blind to the grammar at the start
of session 22, read in session 23) showed, in words written for this table: a role of the user's said first and the
one name of the message as the next sentence's subject or the one addressed ("for my daughter? Priyanka is 11",
"Sorry Kwame"); an animal asked about, then a name doing something with the user in its sentence; an age said by a
pronoun with nobody named, for the child memory holds; a home by what living there is like beside the user's home,
or by "here" after a move ("we've been here two months"); a workplace by a work anniversary there, by what the user
does there, by a secondment it sends them on, by being listed as current employer; a title with its subject dropped
("currently a junior paralegal" beside a cover letter, "(school nurse, 5 years in, ...)", "Tutor for a few local
families"), counted among its holders ("myself included"), signing a question ("Quick question from a newly
qualified midwife:"); a tool that does all the user needs, their daily driver, the one they were converted or made
to switch to, their time on it, their own store in it; a pastime done plainly ("I do crochet"), gone out for, a
session of it beside the user's body, money spent on it, its gear of theirs; a diet as the condition the user eats
in, what it does to them, kept a whole life; a boss who signs off on all the user's claims, who took over as head of
their team, named with "sir" beside a holiday (a holiday is never a name); a project set beside the user's own
making of it ("Little Fig, the supper club I've been hosting").
``CHANGES23_EMPTY``: a name with a say after a partner, made-up animals, a neighbour's dog, a pet wanted by
somebody, a son's teacher, a hotel balcony, nurses in general, a cover letter for a role applied to, a friend's
tool, a job explained for somebody else, a capitalised word opening a sentence after a pet, a pastime asked how to
do, a sister's spending, a friend's time on a tool, a holiday, a holiday's name beside a boss, a brother's new head
of team, a tool the user only uses, a friend's app."""

from __future__ import annotations

from extraction_cases import NONE, Case, E, U

G = "changes23"
GE = "changes23-empty"

CHANGES23: list[Case] = [
    U(
        "ch23-can-you-suggest-a-reading-list-for-my-daughter",
        "Can you suggest a reading list for my daughter? Priyanka is 11 and devours anything with dragons.",
        E("profile", "Daughter Priyanka is 11", "add", slot="child:priyanka"),
        group=G,
    ),
    U(
        "ch23-how-do-i-get-my-husband-to-stop-leaving",
        "how do I get my husband to stop leaving mugs everywhere. twenty years in, Tomasz is still a mug goblin",
        E("profile", "Husband is Tomasz", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch23-my-boyfriend-keeps-stealing-the-duvet-sorry-kwame",
        "My boyfriend keeps stealing the duvet. Sorry Kwame, it's true.",
        E("profile", "Boyfriend is Kwame", "add", slot="partner"),
        group=G,
    ),
    U(
        "ch23-what-harness-works-for-a-dog-that-pulls-biscotti",
        "what harness works for a dog that pulls? Biscotti weighs 30kg and drags me down the street every morning",
        E("profile", "Has a dog named Biscotti", "add", slot="pet:biscotti"),
        group=G,
    ),
    U(
        "ch23-do-guinea-pigs-need-a-companion-pumpernickel-squea",
        "Do guinea pigs need a companion? Pumpernickel squeaks at me all night since we brought him home.",
        E("profile", "Has a guinea pig named Pumpernickel", "add", slot="pet:pumpernickel"),
        group=G,
    ),
    U(
        "ch23-ok-update-she-s-7-and-wants-a-phone",
        "ok update, she's 7 and wants a phone already, which smartwatches are any good?",
        E("fact", "Kid is 7", "add", slot="?"),
        group=G,
    ),
    U(
        "ch23-the-damp-in-hull-is-unreal-and-my-bedroom",
        "the damp in Hull is unreal and my bedroom walls are growing something green, what do I do",
        E("profile", "Lives in Hull", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch23-my-10-year-anniversary-at-thales-is-coming-up",
        "my 10-year anniversary at Thales is coming up, do they usually do anything for that?",
        E("profile", "Works at Thales", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch23-how-do-i-explain-to-my-kids-what-i",
        "how do I explain to my kids what I do at Accenture in one sentence",
        E("profile", "Works at Accenture", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch23-maersk-is-sending-me-on-a-secondment-to-rotterdam",
        "Maersk is sending me on a secondment to Rotterdam for a year, do I need to register there?",
        E("profile", "Works at Maersk", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch23-is-it-bad-to-list-monzo-on-my-cv",
        "Is it bad to list Monzo on my CV as current employer while I'm serving notice?",
        E("profile", "Works at Monzo", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch23-need-help-with-a-cover-letter-currently-a-junior",
        "need help with a cover letter, currently a junior paralegal hoping to move into compliance.",
        E("profile", "Job title: junior paralegal", "add", slot="role"),
        group=G,
    ),
    U(
        "ch23-school-nurse-5-years-in-still-hate-flu-season",
        "(school nurse, 5 years in, still hate flu season) any tips for staying healthy in winter?",
        E("profile", "Job title: school nurse", "add", slot="role"),
        group=G,
    ),
    U(
        "ch23-every-line-cook-i-know-has-burnt-forearms-myself",
        "Every line cook I know has burnt forearms, myself included. best burn gel?",
        E("profile", "Job title: line cook", "add", slot="role"),
        group=G,
    ),
    U(
        "ch23-quick-question-from-a-newly-qualified-midwife-how",
        "Quick question from a newly qualified midwife: how do I handle a birth plan I can't follow?",
        E("profile", "Job title: midwife", "add", slot="role"),
        group=G,
    ),
    U(
        "ch23-tutor-for-a-few-local-families-mostly-gcse-maths",
        "Tutor for a few local families, mostly GCSE maths. How do I raise my rates?",
        E("profile", "Job title: tutor", "add", slot="role"),
        group=G,
    ),
    U(
        "ch23-turns-out-obsidian-does-everything-i-need-how-do",
        "turns out Obsidian does everything I need, how do I sync it to my phone for free?",
        E("preference", "Notes app: Obsidian", "add", slot="tool:notes"),
        group=G,
    ),
    U(
        "ch23-honestly-zed-has-been-my-daily-driver-since-spring",
        "honestly Zed has been my daily driver since spring, how do I add a formatter?",
        E("preference", "Editor: Zed", "add", slot="tool:editor"),
        group=G,
    ),
    U(
        "ch23-spent-a-month-setting-up-neovim-and-i-m",
        "spent a month setting up Neovim and I'm converted. best plugin for git blame?",
        E("preference", "Editor: Neovim", "add", slot="tool:editor"),
        group=G,
    ),
    U(
        "ch23-work-made-us-switch-to-intellij-last-quarter-where",
        "work made us switch to IntelliJ last quarter, where are the refactoring shortcuts?",
        E("preference", "Editor: IntelliJ", "add", slot="tool:editor"),
        group=G,
    ),
    U(
        "ch23-i-do-crochet-on-my-lunch-break-any-small",
        "I do crochet on my lunch break, any small projects for a beginner?",
        E("preference", "Hobby: crochet", "add", slot="hobby:crochet"),
        group=G,
    ),
    U(
        "ch23-when-i-m-out-birdwatching-with-my-old-binoculars",
        "when I'm out birdwatching with my old binoculars everything looks blurry, should I upgrade?",
        E("preference", "Hobby: birdwatching", "add", slot="hobby:birdwatching"),
        group=G,
    ),
    U(
        "ch23-after-a-long-bouldering-session-my-fingertips-are",
        "After a long bouldering session my fingertips are raw, how do I toughen them up?",
        E("preference", "Hobby: bouldering", "add", slot="hobby:bouldering"),
        group=G,
    ),
    U(
        "ch23-i-spent-90-on-calligraphy-pens-last-week-was",
        "I spent €90 on calligraphy pens last week, was that silly?",
        E("preference", "Hobby: calligraphy", "add", slot="hobby:calligraphy"),
        group=G,
    ),
    U(
        "ch23-being-vegan-at-a-family-barbecue-how-do-i",
        "being vegan at a family barbecue: how do I not starve?",
        E("profile", "Diet: vegan", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch23-gluten-free-is-ruining-my-brunch-plans-where-can",
        "gluten-free is ruining my brunch plans, where can I actually eat in Soho?",
        E("profile", "Diet: gluten-free", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch23-i-ve-eaten-kosher-my-whole-life-what-s",
        "I've eaten kosher my whole life, what's a good first cookbook for my own kitchen?",
        E("profile", "Diet: kosher", "add", slot="diet"),
        group=G,
    ),
    U(
        "ch23-i-ve-been-on-logseq-since-2022-how-do",
        "I've been on Logseq since 2022, how do I export my pages to markdown?",
        E("preference", "Notes app: Logseq", "add", slot="tool:notes"),
        group=G,
    ),
    U(
        "ch23-my-joplin-notebooks-keep-duplicating-after-every-s",
        "my Joplin notebooks keep duplicating after every sync, why?",
        E("preference", "Notes app: Joplin", "add", slot="tool:notes"),
        group=G,
    ),
    U(
        "ch23-olusegun-signs-off-on-all-my-overtime-and-keeps",
        "Olusegun signs off on all my overtime and keeps querying it, how do I push back politely?",
        E("profile", "Reports to Olusegun (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch23-ever-since-marisol-took-over-as-head-of-my",
        "Ever since Marisol took over as head of my team, stand-ups run an hour. how do I suggest a time limit?",
        E("profile", "Reports to Marisol (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch23-need-to-ask-ramesh-sir-for-leave-during-onam",
        "need to ask Ramesh sir for leave during Onam, he's my reporting manager, can you draft it?",
        E("profile", "Reports to Ramesh (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch23-can-you-sketch-a-menu-for-little-fig-the",
        "can you sketch a menu for Little Fig, the supper club I've been hosting in my flat?",
        E("project", "Project Little Fig: supper club", "add", slot="project:little fig"),
        group=G,
    ),
    U(
        "ch23-need-a-tagline-for-quarry-lane-press-the-tiny",
        "need a tagline for Quarry Lane Press, the tiny zine imprint we started last spring",
        E("project", "Project Quarry Lane Press: zine imprint", "add", slot="project:quarry lane press"),
        group=G,
    ),
    U(
        "ch23-sapporo-winters-are-no-joke-we-ve-been-here",
        "Sapporo winters are no joke. we've been here two months now and I still can't drive on ice, any tips?",
        E("profile", "Lives in Sapporo", "add", slot="residence"),
        group=G,
    ),
]

CHANGES23_EMPTY: list[Case] = [
    NONE(
        "ch23e-my-wife-wants-to-repaint-the-hallway-emma-thinks",
        "My wife wants to repaint the hallway. Emma thinks sage green is calming, any other shades?",
        group=GE,
    ),
    NONE(
        "ch23e-write-a-short-poem-about-a-cat-marmalade-is",
        "Write a short poem about a cat. Marmalade is brave and sleeps in sunbeams.",
        group=GE,
    ),
    NONE(
        "ch23e-my-neighbour-s-dog-howls-all-day-rex-is",
        "my neighbour's dog howls all day. Rex is driving the street mad, what can I say to them?",
        group=GE,
    ),
    NONE(
        "ch23e-are-ferrets-good-pets-for-kids-olivia-wants-one",
        "Are ferrets good pets for kids? Olivia wants one for her birthday.",
        group=GE,
    ),
    NONE(
        "ch23e-my-son-s-teacher-emails-every-day-mrs-patel",
        "my son's teacher emails every day. Mrs Patel is lovely but intense, how do I set boundaries?",
        group=GE,
    ),
    NONE(
        "ch23e-the-weather-in-lisbon-was-lovely-and-my-hotel",
        "the weather in Lisbon was lovely and my hotel room had a huge balcony.",
        group=GE,
    ),
    NONE(
        "ch23e-every-nurse-i-know-is-burned-out-what-can",
        "Every nurse I know is burned out, what can hospitals do about it?",
        group=GE,
    ),
    NONE(
        "ch23e-write-a-cover-letter-for-a-senior-paralegal-role",
        "Write a cover letter for a senior paralegal role at a law firm.",
        group=GE,
    ),
    NONE(
        "ch23e-my-friend-says-obsidian-does-everything-she-needs",
        "my friend says Obsidian does everything she needs, is it worth trying?",
        group=GE,
    ),
    NONE(
        "ch23e-how-do-i-explain-what-people-do-at-accenture",
        "How do I explain what people do at Accenture to a child?",
        group=GE,
    ),
    NONE(
        "ch23e-my-dog-hates-thunder-sounds-like-a-storm-is",
        "my dog hates thunder. Sounds like a storm is coming tonight, any tips?",
        group=GE,
    ),
    NONE("ch23e-how-do-i-do-calligraphy-without-smudging", "how do I do calligraphy without smudging?", group=GE),
    NONE(
        "ch23e-my-sister-spent-100-on-knitting-yarn-and-now",
        "my sister spent £100 on knitting yarn and now she wants a loom.",
        group=GE,
    ),
    NONE(
        "ch23e-my-friend-has-been-on-todoist-for-years-is",
        "my friend has been on Todoist for years, is it any good?",
        group=GE,
    ),
    NONE(
        "ch23e-i-ve-been-on-holiday-for-two-weeks-how",
        "I've been on holiday for two weeks, how do I get back into a routine?",
        group=GE,
    ),
    NONE(
        "ch23e-my-manager-wants-me-in-on-eid-how-do", "my manager wants me in on Eid, how do I say no nicely?", group=GE
    ),
    NONE(
        "ch23e-since-dario-took-over-as-head-of-my-brother",
        "Since Dario took over as head of my brother's team he's been stressed, how can I support him?",
        group=GE,
    ),
    NONE(
        "ch23e-what-s-a-good-keyboard-shortcut-for-notion-the",
        "what's a good keyboard shortcut for Notion, the app I use every day?",
        group=GE,
    ),
    NONE(
        "ch23e-can-you-review-lantern-the-budget-app-my-friend",
        "can you review Lantern, the budget app my friend is building?",
        group=GE,
    ),
    NONE(
        "ch23e-leeds-is-lovely-she-s-been-here-3-weeks",
        "Leeds is lovely. she's been here 3 weeks and loves it, where should I take her?",
        group=GE,
    ),
]
