"""Cases for how people state their tools, hobbies, diet, allergies, pets and projects in everyday
chat, and how they say these changed or stopped. Every sentence here was written fresh for the
mechanism it exercises (plain statements of a main tool, endings of any single-valued slot, pets named
and lost, project lifecycle verbs) rather than copied from a bench life; ``THINGS4_EMPTY`` holds the
near misses -- someone else's things, hypotheticals, questions, quotes, code, the assistant's voice --
that must produce nothing."""

from __future__ import annotations

from extraction_cases import NONE, E, U

P, PR, F, J = "preference", "profile", "fact", "project"
G = "things4"
GE = "things4-empty"


def _tool(case_id: str, text: str, label: str, value: str, slot: str, op: str = "add") -> object:
    return U(case_id, text, E(P, f"{label}: {value}", op, slot=f"tool:{slot}"), group=G)


def _ended(case_id: str, text: str, value: str, slot: str = "?", category: str = F) -> object:
    return U(case_id, text, E(category, f"No longer: {value}", slot=slot, fact_op="end"), group=G)


def _hobby(case_id: str, text: str, value: str) -> object:
    return U(case_id, text, E(P, f"Hobby: {value}", slot=f"hobby:{value.lower()}"), group=G)


def _diet(case_id: str, text: str, value: str) -> object:
    return U(case_id, text, E(PR, f"Diet: {value}", slot="diet"), group=G)


def _pet(case_id: str, text: str, species: str, name: str) -> object:
    return U(case_id, text, E(PR, f"Has a {species} named {name}", slot=f"pet:{name.lower()}"), group=G)


THINGS4 = [
    # ---- a main tool stated plainly
    _tool("t4-live-in", "VS Code is what I live in", "Editor", "VS Code", "editor"),
    _tool(
        "t4-everything-i-write",
        "everything I write is in Kotlin these days",
        "Main programming language",
        "Kotlin",
        "language",
    ),
    _tool("t4-notes-live-in", "my notes live in Logseq", "Notes app", "Logseq", "notes"),
    _tool("t4-x-person", "I'm a neovim person", "Editor", "neovim", "editor"),
    U(
        "t4-for-notes-for-todos",
        "Obsidian for notes, Todoist for todos",
        E(P, "Notes app: Obsidian", slot="tool:notes"),
        E(P, "To-do app: Todoist", slot="tool:todo"),
        group=G,
    ),
    _tool("t4-all-my-coding-in", "I do all my coding in Sublime Text", "Editor", "Sublime Text", "editor"),
    _tool("t4-main-language-now", "Rust is my main language now", "Main programming language", "Rust", "language"),
    _tool(
        "t4-day-to-day-writing",
        "day to day I'm writing TypeScript",
        "Main programming language",
        "TypeScript",
        "language",
    ),
    _tool("t4-daily-driver", "my daily driver is Helix", "Editor", "Helix", "editor"),
    _tool("t4-user-for-years", "I've been an Emacs user for ten years", "Editor", "Emacs", "editor"),
    _tool("t4-jot-down-in", "I jot everything down in Apple Notes", "Notes app", "Apple Notes", "notes"),
    _tool("t4-runs-my-life", "Todoist runs my life", "To-do app", "Todoist", "todo"),
    _tool("t4-at-work-all", "at work it's all Python", "Main programming language", "Python", "language"),
    _tool("t4-of-choice", "my browser of choice is Firefox", "Browser", "Firefox", "browser"),
    _tool("t4-keep-notes-in", "I keep my notes in Notion", "Notes app", "Notion", "notes"),
    _tool("t4-most-of-my-code", "most of my code is Go these days", "Main programming language", "Go", "language"),
    _tool("t4-on-x-for-everything", "I'm on IntelliJ for everything", "Editor", "IntelliJ", "editor"),
    _tool("t4-use-for-notes", "I use Bear for notes", "Notes app", "Bear", "notes"),
    _tool("t4-is-my-shell", "zsh is my shell", "Shell", "zsh", "shell"),
    # ---- tool changes and endings
    _tool("t4-ditched-for", "ditched Notion for Obsidian", "Notes app", "Obsidian", "notes", "update"),
    _tool("t4-switched-over-to", "I've switched my notes over to Logseq", "Notes app", "Logseq", "notes"),
    _ended("t4-no-more-x-for-me", "no more Evernote for me", "Evernote"),
    U(
        "t4-stopped-its-all-now",
        "stopped using Sublime, it's all Zed now",
        E(F, "No longer: Sublime", slot="?", fact_op="end"),
        E(P, "Editor: Zed", "update", slot="tool:editor"),
        group=G,
    ),
    _tool(
        "t4-moving-from-to",
        "moving from Java to Kotlin at work",
        "Main programming language",
        "Kotlin",
        "language",
        "update",
    ),
    _ended("t4-dont-use-anymore", "I don't use Vim anymore", "Vim"),
    _tool("t4-replaced-with", "replaced Todoist with TickTick", "To-do app", "TickTick", "todo", "update"),
    # ---- hobbies taken up, kept and dropped
    _ended("t4-havent-touched-since", "haven't touched my guitar since spring", "guitar"),
    _ended("t4-quit-after", "quit climbing after the injury", "climbing"),
    _hobby("t4-my-thing-now", "pottery's my thing now", "pottery"),
    _hobby("t4-getting-into", "I've been getting into birdwatching", "birdwatching"),
    _hobby("t4-weekends-are-for", "weekends are for surfing", "surfing"),
    _hobby("t4-started-last-month", "started running last month", "running"),
    _hobby("t4-to-unwind", "I knit to unwind", "knitting"),
    _hobby("t4-still-most-evenings", "still playing chess most evenings", "chess"),
    _ended("t4-gave-up-on", "gave up on the piano", "piano"),
    _ended("t4-dont-really-anymore", "I don't really paint anymore", "painting"),
    _hobby("t4-big-hobby", "my big hobby is woodworking", "woodworking"),
    _hobby("t4-picked-up-again", "I picked up the violin again", "violin"),
    # ---- diets changed and ended
    _ended("t4-eat-meat-again", "I eat meat again", "diet", "diet", PR),
    _ended("t4-no-longer-veg", "no longer vegetarian", "diet", "diet", PR),
    _diet("t4-went-vegan-in", "went vegan in january", "vegan"),
    _ended("t4-back-on-dairy", "back on dairy, the vegan thing didn't stick", "diet", "diet", PR),
    _diet("t4-plant-based-since", "I've been plant-based since last year", "plant-based"),
    _diet("t4-keto-these-days", "I'm keto these days", "keto"),
    _ended("t4-gave-up-being", "gave up being vegan", "diet", "diet", PR),
    _diet("t4-eating-pescatarian", "I've gone pescatarian", "pescatarian"),
    # ---- allergies
    U("t4-x-allergy", "I have a shellfish allergy", E(PR, "Allergic to shellfish", slot="allergy:shellfish"), group=G),
    U(
        "t4-bad-allergy-to",
        "bad allergy to penicillin, just so you know",
        E(PR, "Allergic to penicillin", slot="allergy:penicillin"),
        group=G,
    ),
    U("t4-allergic-to-plain", "allergic to sesame, sadly", E(PR, "Allergic to sesame", slot="allergy:sesame"), group=G),
    # a food refused, then the reason, across a comma or a dash
    U(
        "t4-no-x-dash-allergic",
        "no mackerel in anything please -- I'm allergic",
        E(PR, "Allergic to mackerel", slot="allergy:mackerel"),
        group=G,
    ),
    U(
        "t4-keep-out-allergic",
        "keep the peanuts out, I'm allergic",
        E(PR, "Allergic to peanuts", slot="allergy:peanuts"),
        group=G,
    ),
    # ---- pets acquired, named and lost
    _ended("t4-lost-our-dog", "we lost our dog Rufus last month", "Rufus"),
    _pet("t4-got-calling-her", "got a kitten, calling her Mochi", "kitten", "Mochi"),
    _pet("t4-adopted-called", "we adopted a greyhound called Biscuit", "greyhound", "Biscuit"),
    _pet("t4-our-cat-is-called", "our cat is called Pepper", "cat", "Pepper"),
    _pet("t4-name-appositive", "Bruno, my labrador, turned five today", "labrador", "Bruno"),
    _ended("t4-put-down", "had to put our old cat Ziggy down", "Ziggy"),
    _ended("t4-pet-died", "my rabbit Clover died on Sunday", "Clover"),
    _ended("t4-rehomed-appositive", "we rehomed the parrot, Kiwi", "Kiwi"),
    # ---- projects started, decided, paused, shipped, abandoned
    U(
        "t4-side-project-called",
        "I've started a side project called Quill, a markdown blog engine",
        E(J, "Project Quill: markdown blog engine", slot="project:quill"),
        group=G,
    ),
    U(
        "t4-decided-on-for",
        "decided on Postgres for Quill",
        E(J, "Project Quill uses Postgres", slot="project:quill:database"),
        group=G,
    ),
    U(
        "t4-hosting-on",
        "hosting Quill on Vercel",
        E(J, "Project Quill uses Vercel", slot="project:quill:hosting"),
        group=G,
    ),
    U(
        "t4-on-pause",
        "Quill is on pause until after the move",
        E(J, "Project Quill is on hold", slot="project:quill:status"),
        group=G,
    ),
    U("t4-shipped", "shipped Quill yesterday!", E(J, "Project Quill is shipped", slot="project:quill:status"), group=G),
    _ended("t4-abandoning", "I'm abandoning Quill, not worth it", "Quill"),
    _ended("t4-killed-off", "killed Quill off last week", "Quill"),
]

# a second round, written after the first was fixed, to check the mechanisms and not the sentences
THINGS4 += [
    _tool("t4-write-everything-in", "I write everything in Emacs", "Editor", "Emacs", "editor"),
    _tool("t4-spend-my-days-in", "I spend my days in IntelliJ", "Editor", "IntelliJ", "editor"),
    _tool("t4-most-of-my-work-in", "I do most of my work in Python", "Main programming language", "Python", "language"),
    _tool("t4-is-what-i-write", "Kotlin is what I write at work", "Main programming language", "Kotlin", "language"),
    _tool("t4-is-where-i-keep", "Obsidian is where I keep everything", "Notes app", "Obsidian", "notes"),
    _tool("t4-got-everything-in", "I've got everything in Evernote", "Notes app", "Evernote", "notes"),
    _tool("t4-list-lives-in", "my todo list lives in Todoist", "To-do app", "Todoist", "todo"),
    _tool("t4-manage-tasks-with", "I manage my tasks with TickTick", "To-do app", "TickTick", "todo"),
    _tool("t4-day-job-is-all", "day job is all Scala", "Main programming language", "Scala", "language"),
    _hobby("t4-started-learning", "I've started learning the cello", "cello"),
    _hobby("t4-with-friends-on", "I go bouldering with friends on Tuesdays", "bouldering"),
    _hobby("t4-been-my-thing", "knitting's been my thing since winter", "knitting"),
    _ended("t4-stopped-going-to", "I stopped going to the climbing gym", "climbing"),
    _ended("t4-havent-been-in", "I haven't been climbing in months", "climbing"),
    _ended("t4-fell-out-of-love", "I fell out of love with photography", "photography"),
    _ended("t4-started-eating-again", "I started eating fish again", "diet", "diet", PR),
    _ended("t4-eat-everything-now", "I eat everything now", "diet", "diet", PR),
    _ended("t4-name-species-passed", "Pickle, our hamster, passed away", "Pickle"),
    _ended("t4-had-to-rehome", "we had to rehome our cat Luna", "Luna"),
    U(
        "t4-paused-work-on",
        "I've paused work on Fernwood",
        E(J, "Project Fernwood is paused (on hold)", slot="project:fernwood:status"),
        group=G,
    ),
]

# grounding: a tool read as a hobby, a home or a purpose-less purpose is the tool's own slot
THINGS4 += [
    _tool("t4-tool-is-my-jam", "Rust is my jam", "Main programming language", "Rust", "language"),
    _tool("t4-in-tool-all-day", "these days I'm in Cursor all day", "Editor", "Cursor", "editor"),
    _tool("t4-for-most-things", "I use Python for most things", "Main programming language", "Python", "language"),
]

THINGS4_EMPTY = [
    NONE("t4-none-wife-tool", "my wife uses VS Code", group=GE),
    NONE("t4-none-brother-diet", "my brother went vegan", group=GE),
    NONE("t4-none-neighbour-pet", "our neighbour's dog Rufus died", group=GE),
    NONE("t4-none-if-cat", "if I got a cat I'd call it Mochi", group=GE),
    NONE("t4-none-learn-which", "should I learn Rust or Go?", group=GE),
    NONE("t4-none-recommend", "what editor do you recommend?", group=GE),
    NONE("t4-none-compare", "is Obsidian better than Notion?", group=GE),
    NONE("t4-none-quote", 'she always says "I live in Emacs"', group=GE),
    NONE("t4-none-code", "```\neditor = 'vim'\nlanguage = \"kotlin\"\n```\nwhy is this failing", group=GE),
    NONE("t4-none-assistant", "I'm a neovim person myself, and my notes live in Logseq.", role="assistant", group=GE),
    NONE("t4-none-maybe-one-day", "maybe I'll take up pottery one day", group=GE),
    NONE("t4-none-thinking-about", "thinking about going vegan", group=GE),
    NONE("t4-none-would-help", "would a keto diet help with energy?", group=GE),
    NONE("t4-none-kid-allergy", "my kid is allergic to peanuts", group=GE),
    NONE("t4-none-named-quit", "Sam quit climbing after the injury", group=GE),
    NONE("t4-none-article", "the article says VS Code is what everyone lives in", group=GE),
    NONE("t4-none-might-switch", "I might switch to Helix eventually", group=GE),
    NONE("t4-none-write-in", "can you write this in Kotlin?", group=GE),
    NONE("t4-none-translate", "translate this to TypeScript", group=GE),
    NONE("t4-none-name-ideas", "name ideas for a kitten? Mochi?", group=GE),
    NONE("t4-none-friend-shipped", "my friend's project Quill shipped yesterday", group=GE),
    NONE("t4-none-recipe", "the recipe calls for dairy, can I swap it?", group=GE),
    NONE("t4-none-team-lives-in", "my team's notes live in Confluence", group=GE),
    NONE("t4-none-movie-dog", "the dog in the movie was called Rufus", group=GE),
    NONE("t4-none-opinion", "Rust is a great language", group=GE),
    NONE("t4-none-son-refuses", "my son says no peanuts please, he's allergic", group=GE),
    NONE("t4-none-dash-dislike", "no onions please -- I just hate them", group=GE),
    NONE("t4-none-documentary", "we watched a documentary about vegans", group=GE),
]
