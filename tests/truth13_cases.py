"""Cases of 2026-11-27 (truth13), in phrasings of our own, from the classes the candid bank showed once
it was opened. A home held for a span said without "for" ("lived in Wexford going on six years"); a move
said as a noun ("since the move to Bendigo"); a choice checked with the assistant ("we chose Turso for
Ledgerline, does that sound sensible?") or claimed with "it" after a question naming the technology;
work on a project that stopped ("not working on Mudlark anymore") or a project called up and ended
with "it" ("About Kittiwake: I pulled the plug on it"); "guess who ...? yours truly"; a diet said in
an opener ("Being pescatarian, I ..."); an ordinal birthday in any case; a child's age in apposition
after the relation; an allergen said in the plural, stored singular; a pastime named for a people or
region ("Highland dancing"), learned from a relative, or a long-tail craft; a parent's headline with a
child's age. ``TRUTH13_EMPTY``: roads not taken ("thought about becoming a midwife, but I never
did"), comparisons ("my commute is so much better now"), somebody else's project, promotion, diet,
birthday, pastime or move, and a relative's age in apposition. From the veiled bank's remaining classes: "X is a
thing I'm tinkering with", a reporting manager named in a request, "promoted me, X now", replacing X
with Y (and a switch denied: "not switching from Vim to Helix"), "relocated there", "put down roots",
"the boss? X.", a title without an article and a company's legal form."""

from __future__ import annotations

from extraction_cases import NONE, Case, E, U

G = "truth13"
GE = "truth13-empty"

TRUTH13: list[Case] = [
    U(
        "tr13-we-ve-lived-in-wexford-going-on",
        "we've lived in Wexford going on six years and it still surprises me",
        E("profile", "Lives in Wexford", "add", slot="residence"),
        group=G,
    ),
    U(
        "tr13-i-ve-lived-in-kristiansand-about-3",
        "I've lived in Kristiansand about 3 years now, any fjord walks you'd suggest?",
        E("profile", "Lives in Kristiansand", "add", slot="residence"),
        group=G,
    ),
    U(
        "tr13-we-have-lived-in-dunedin-nearly-a",
        "We have lived in Dunedin nearly a decade... actually scratch that, we've lived in Dunedin 8 years",
        E("profile", "Lives in Dunedin", "add", slot="residence"),
        group=G,
    ),
    U(
        "tr13-since-the-move-to-bendigo-i-can",
        "since the move to Bendigo I can't find a decent barber, any tips?",
        E("profile", "Lives in Bendigo", "add", slot="residence"),
        group=G,
    ),
    U(
        "tr13-since-our-big-move-to-hilo-i",
        "Since our big move to Hilo, I've been surfing a lot more.",
        E("profile", "Lives in Hilo", "add", slot="residence"),
        E("preference", "Hobby: surfing", "add", slot="hobby:surfing"),
        group=G,
    ),
    U(
        "tr13-since-the-relocation-to-tamworth-we-ve",
        "since the relocation to Tamworth, we've barely unpacked",
        E("profile", "Lives in Tamworth", "add", slot="residence"),
        group=G,
    ),
    U(
        "tr13-we-chose-turso-for-ledgerline-does-that",
        "We chose Turso for Ledgerline, does that sound sensible?",
        E("project", "Project Ledgerline uses Turso", "add", slot="project:ledgerline:database"),
        group=G,
    ),
    U(
        "tr13-we-went-with-fly-io-for-pintail",
        "we went with fly.io for Pintail -- was that a mistake?",
        E("project", "Project Pintail uses fly.io", "add", slot="project:pintail:hosting"),
        group=G,
    ),
    U(
        "tr13-i-picked-svelte-for-gumnut-good-call",
        "I picked Svelte for Gumnut, good call?",
        E("project", "Project Gumnut uses Svelte", "add", slot="project:gumnut:frontend"),
        group=G,
    ),
    U(
        "tr13-how-do-i-back-up-supabase-it",
        "how do I back up Supabase? it's what we went with for Quokkabox",
        E("project", "Project Quokkabox uses Supabase", "add", slot="project:quokkabox:database"),
        group=G,
    ),
    U(
        "tr13-any-gotchas-with-netlify-forms-that-s",
        "any gotchas with Netlify forms? that's what I picked for Harebell",
        E("project", "Project Harebell uses Netlify", "add", slot="project:harebell:hosting"),
        group=G,
    ),
    U(
        "tr13-i-m-not-working-on-mudlark-anymore",
        "I'm not working on Mudlark anymore, it ate too much time.",
        E("fact", "No longer: Mudlark", "add", slot="?", fact_op="end"),
        group=G,
    ),
    U(
        "tr13-honestly-i-m-not-really-building-fernwood",
        "honestly I'm not really building Fernwood these days",
        E("fact", "No longer: Fernwood", "add", slot="?", fact_op="end"),
        group=G,
    ),
    U(
        "tr13-i-m-no-longer-working-on-tidewater",
        "I'm no longer working on Tidewater.",
        E("fact", "No longer: Tidewater", "add", slot="?", fact_op="end"),
        group=G,
    ),
    U(
        "tr13-remember-sandpiper-we-shelved-it",
        "Remember Sandpiper? We shelved it.",
        E("project", "Project Sandpiper is on hold", "add", slot="project:sandpiper:status"),
        group=G,
    ),
    U(
        "tr13-about-kittiwake-i-pulled-the-plug-on",
        "About Kittiwake: I pulled the plug on it last week.",
        E("fact", "No longer: Kittiwake", "add", slot="?", fact_op="end"),
        group=G,
    ),
    U(
        "tr13-guess-who-just-got-made-head-chef",
        "Guess who just got made head chef? Yours truly!",
        E("profile", "Job title: head chef", "add", slot="role"),
        group=G,
    ),
    U(
        "tr13-guess-who-s-the-new-office-manager",
        "guess who's the new office manager? this guy",
        E("profile", "Job title: office manager", "add", slot="role"),
        group=G,
    ),
    U(
        "tr13-being-pescatarian-i-skip-most-of-the",
        "Being pescatarian, I skip most of the menu at barbecues.",
        E("profile", "Diet: pescatarian", "add", slot="diet"),
        group=G,
    ),
    U(
        "tr13-as-a-lifelong-vegetarian-i-m-sick",
        "As a lifelong vegetarian, I'm sick of mushroom risotto.",
        E("profile", "Diet: vegetarian", "add", slot="diet"),
        group=G,
    ),
    U(
        "tr13-so-it-was-ottilie-s-6th-birthday",
        "so it was ottilie's 6th birthday on sunday, the house is wrecked",
        E("profile", "Child Ottilie is 6", "add", slot="child:ottilie"),
        group=G,
    ),
    U(
        "tr13-it-was-benedikt-s-9th-birthday-party",
        "It was Benedikt's 9th birthday party yesterday.",
        E("profile", "Child Benedikt is 9", "add", slot="child:benedikt"),
        group=G,
    ),
    U(
        "tr13-marisol-is-my-daughter-7-years-old",
        "Marisol is my daughter, 7 years old and obsessed with sharks.",
        E("profile", "Daughter Marisol is 7", "add", slot="child:marisol"),
        group=G,
    ),
    U(
        "tr13-can-you-check-this-recipe-for-raspberries",
        "Can you check this recipe for raspberries? I'm allergic.",
        E("profile", "Allergic to raspberry", "add", slot="allergy:raspberry"),
        group=G,
    ),
    U(
        "tr13-i-m-allergic-to-cherries-so-no",
        "I'm allergic to cherries, so no clafoutis please",
        E("profile", "Allergic to cherry", "add", slot="allergy:cherry"),
        group=G,
    ),
    U(
        "tr13-i-started-highland-dancing-lessons-last-month",
        "I started Highland dancing lessons last month",
        E("preference", "Hobby: Highland dancing", "add", slot="hobby:highland dancing"),
        group=G,
    ),
    U(
        "tr13-i-ve-taken-up-japanese-calligraphy-and",
        "I've taken up Japanese calligraphy and my hand aches",
        E("preference", "Hobby: Japanese calligraphy", "add", slot="hobby:japanese calligraphy"),
        group=G,
    ),
    U(
        "tr13-i-learned-spoon-carving-from-my-grandad",
        "I learned spoon carving from my grandad and now I'm hooked",
        E("preference", "Hobby: spoon carving", "add", slot="hobby:spoon carving"),
        group=G,
    ),
    U(
        "tr13-picked-up-latch-hooking-with-my-aunt",
        "picked up latch hooking with my aunt over the winter",
        E("preference", "Hobby: latch hooking", "add", slot="hobby:latch hooking"),
        group=G,
    ),
    U(
        "tr13-i-took-up-crewel-work-this-spring",
        "I took up crewel work this spring",
        E("preference", "Hobby: crewel work", "add", slot="hobby:crewel work"),
        group=G,
    ),
    U(
        "tr13-asking-as-a-single-dad-ollie-is",
        "Asking as a single dad: Ollie is 6. What's a good first bike?",
        E("profile", "Child Ollie is 6", "add", slot="child:ollie"),
        group=G,
    ),
    U(
        "tr13-i-ve-lived-in-bruges-for-two",
        "i've lived in bruges for two years now",
        E("profile", "Lives in bruges", "add", slot="residence"),
        group=G,
    ),
    U(
        "tr13-quillwort-is-a-thing-i-m-tinkering",
        "Quillwort is a thing I'm tinkering with on weekends: a seed-swap site for the allotment.",
        E("project", "Project Quillwort: seed-swap site", "add", slot="project:quillwort"),
        group=G,
    ),
    U(
        "tr13-kindly-draft-an-email-to-my-reporting",
        "Kindly draft an email to my reporting manager Deepa Raghavan about my leave, do the needful.",
        E("profile", "Reports to Deepa Raghavan (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "tr13-so-they-went-and-promoted-me-senior",
        "so they went and promoted me, senior buyer now. no pressure then",
        E("profile", "Job title: senior buyer", "add", slot="role"),
        group=G,
    ),
    U(
        "tr13-honestly-ended-up-replacing-joplin-with-obsidian",
        "honestly ended up replacing Joplin with Obsidian, it syncs better",
        E("preference", "Notes app: Obsidian", "update", slot="tool:notes"),
        group=G,
    ),
    U(
        "tr13-we-re-swapping-trello-for-linear-next",
        "we're swapping Trello for Linear next sprint",
        E("preference", "To-do app: Linear", "update", slot="tool:todo"),
        group=G,
    ),
    U(
        "tr13-need-a-dentist-in-whangarei-i-relocated",
        "Need a dentist in Whangarei. I relocated there from Dunedin in spring.",
        E("profile", "Lives in Whangarei", "add", slot="residence"),
        group=G,
    ),
    U(
        "tr13-tauranga-s-where-we-ve-put-down",
        "Tauranga's where we've put down roots, nearly ten years now",
        E("profile", "Lives in Tauranga", "add", slot="residence"),
        group=G,
    ),
    U(
        "tr13-the-boss-hemi-walker-fair-but-strict",
        "the boss? Hemi Walker. fair but strict.",
        E("profile", "Reports to Hemi Walker (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "tr13-i-work-as-museum-educator-at-tidewrack",
        "I work as museum educator at Tidewrack Heritage Trust",
        E("profile", "Works at Tidewrack Heritage Trust", "add", slot="employer"),
        E("profile", "Job title: museum educator", "add", slot="role"),
        group=G,
    ),
    U(
        "tr13-i-ve-been-working-as-docent-at",
        "I've been working as docent at Kestrel Gallery Pte Ltd since March",
        E("profile", "Job title: docent", "add", slot="role"),
        E("profile", "Works at Kestrel Gallery Pte Ltd", "add", slot="employer"),
        group=G,
    ),
    U(
        "tr13-joined-a-taiko-club-last-month-my",
        "joined a taiko club last month, my arms are dead",
        E("preference", "Hobby: taiko drumming", "add", slot="hobby:taiko drumming"),
        group=G,
    ),
]

TRUTH13_EMPTY: list[Case] = [
    NONE("tr13e-i-haven-t-replaced-notion-with-obsidian", "I haven't replaced Notion with Obsidian yet", group=GE),
    NONE("tr13e-i-m-not-switching-from-vim-to", "I'm not switching from Vim to Helix, before you ask", group=GE),
    NONE(
        "tr13e-i-once-thought-about-becoming-a-midwife",
        "I once thought about becoming a midwife, but I never did.",
        group=GE,
    ),
    NONE("tr13e-i-toyed-with-moving-to-galway-for", "I toyed with moving to Galway for a bit.", group=GE),
    NONE("tr13e-for-a-while-i-considered-retraining-as", "For a while I considered retraining as a plumber.", group=GE),
    NONE("tr13e-i-dreamt-of-opening-a-bakery-in", "I dreamt of opening a bakery in Oamaru.", group=GE),
    NONE("tr13e-we-flirted-with-the-idea-of-going", "We flirted with the idea of going vegan last year.", group=GE),
    NONE(
        "tr13e-i-was-offered-a-job-at-copperleaf",
        "I was offered a job at Copperleaf but we never went through with the move.",
        group=GE,
    ),
    NONE("tr13e-my-commute-is-so-much-better-now", "my commute is so much better now", group=GE),
    NONE("tr13e-our-flat-is-way-quieter-than-the", "our flat is way quieter than the old one", group=GE),
    NONE("tr13e-my-brother-isn-t-working-on-gadwall", "My brother isn't working on Gadwall anymore.", group=GE),
    NONE("tr13e-remember-lisbon-my-sister-loved-it", "Remember Lisbon? My sister loved it.", group=GE),
    NONE(
        "tr13e-guess-who-got-promoted-to-head-chef", "Guess who got promoted to head chef? My cousin Aroha!", group=GE
    ),
    NONE("tr13e-my-sister-being-vegan-skips-the-barbecue", "My sister, being vegan, skips the barbecue.", group=GE),
    NONE("tr13e-as-a-kid-i-lived-in-perth", "As a kid, I lived in Perth.", group=GE),
    NONE("tr13e-it-was-my-mum-s-70th-birthday", "it was my mum's 70th birthday on sunday", group=GE),
    NONE("tr13e-it-was-my-friend-s-8th-birthday", "it was my friend's 8th birthday party", group=GE),
    NONE("tr13e-ezra-is-my-nephew-9-years-old", "Ezra is my nephew, 9 years old and full of beans.", group=GE),
    NONE(
        "tr13e-my-neighbour-s-daughter-coco-is-allergic",
        "My neighbour's daughter Coco is allergic to strawberries.",
        group=GE,
    ),
    NONE("tr13e-my-gran-taught-my-sister-rug-hooking", "My gran taught my sister rug hooking.", group=GE),
    NONE("tr13e-my-aunt-does-irish-dancing-on-fridays", "My aunt does Irish dancing on Fridays.", group=GE),
    NONE("tr13e-we-ve-been-to-tralee-three-times", "we've been to Tralee three times in four years", group=GE),
    NONE(
        "tr13e-since-the-move-to-leeds-my-brother", "since the move to Leeds, my brother has been miserable", group=GE
    ),
    NONE(
        "tr13e-my-friend-picked-supabase-for-pintail-does",
        "my friend picked Supabase for Pintail, does that seem reasonable?",
        group=GE,
    ),
    NONE(
        "tr13e-any-tips-for-heroku-my-colleague-says",
        "any tips for Heroku? my colleague says it's what he went with for Darter",
        group=GE,
    ),
    NONE("tr13e-who-s-the-new-boss-priya-apparently", "who's the new boss? Priya, apparently, but not mine", group=GE),
    NONE(
        "tr13e-kindly-forward-this-to-my-brother-s",
        "Kindly forward this to my brother's reporting manager Tom Ince.",
        group=GE,
    ),
    NONE("tr13e-my-sister-got-promoted-head-buyer-now", "my sister got promoted, head buyer now", group=GE),
    NONE(
        "tr13e-my-flatmate-is-replacing-joplin-with-obsidian", "my flatmate is replacing Joplin with Obsidian", group=GE
    ),
    NONE("tr13e-we-had-to-put-down-a-deposit", "we had to put down a deposit on the flat", group=GE),
    NONE("tr13e-waipu-is-where-i-grew-up", "Waipu is where I grew up", group=GE),
]
