"""Tools and side projects changing over a life, said inside longer chatty messages.

Mini-lives of our own (values and phrasings not the life evaluation's): an editor, a language or a
notes app introduced one way and switched later; a side project introduced, a stack decision, a
redecision and a status change. After the last session the context block states each current value
on exactly one line and no old one, and recall answers a natural question. The must-produce-nothing
lives (a colleague's editor, a friend's project, a suggestion, a comparison, a hypothetical) leave
the user's facts as they were.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from engram import Memory

T0 = datetime(2025, 9, 1, 8, 30)

# name: (user turns, one per session; current values; gone values; {question: wanted word})
LIVES: dict[str, tuple[list[str], list[str], list[str], dict[str, str]]] = {
    "notes-obsidian": (
        [
            "morning! I keep all my notes in Notion, it's a bit slow but fine. can you help me plan my week?",
            "quick one before standup: I finally gave up on Notion, everything's in Obsidian now. "
            "can you show me how to do daily notes there?",
        ],
        ["Obsidian"],
        ["Notion"],
        {"where do I keep my notes?": "Obsidian"},
    ),
    "vim-liver": (
        [
            "I live in Vim, so keep shortcuts vim-style please. anyway, how do I split a window?",
            "ok confession: moved over to Zed last month and honestly not looking back. how do I set a theme?",
        ],
        ["Zed"],
        ["Vim"],
        {"what editor do I use?": "Zed"},
    ),
    "kotlin-snippets": (
        [
            "snippets in Kotlin from now on pls, thats my main language these days",
            "hey so I'm mostly writing Rust now, the Kotlin job ended. can you redo the parser example?",
        ],
        ["Rust"],
        ["Kotlin"],
        {"which programming language do I use?": "Rust"},
    ),
    "logseq-brain": (
        [
            "my second brain is Logseq 🧠 love the outliner. what's a good tagging scheme?",
            "update: switched from Logseq to Obsidian for notes, the sync kept breaking",
        ],
        ["Obsidian"],
        ["Logseq"],
        {"what notes app do I use?": "Obsidian"},
    ),
    "wayfarer": (
        [
            "so my side project is Wayfarer, a trip planner for cyclists. been at it since spring",
            "we picked MongoDB for Wayfarer because the routes are documents",
            "Wayfarer update - we ripped out Mongo and went with Postgres, migrations were painful lol",
        ],
        ["trip planner", "Postgres"],
        ["MongoDB", "Mongo"],
        {"what database does Wayfarer use?": "Postgres"},
    ),
    "lanternfish": (
        [
            "been building Lanternfish on weekends, it's a tide-table app for surfers",
            "I'm shelving Lanternfish for a bit, too much on at work",
        ],
        ["tide-table", "on hold"],
        [],
        {"is Lanternfish still going?": "hold"},
    ),
    "quillon-framework": (
        [
            "hiya, I'm building Quillon, a tiny invoicing tool for freelancers",
            "after a lot of back and forth we're going with Django for Quillon. thoughts on auth?",
            "change of plan for Quillon: dropping Django, we'll use Laravel instead since my cofounder knows PHP",
        ],
        ["invoicing", "Laravel"],
        ["Django"],
        {"what framework does Quillon use?": "Laravel"},
    ),
    "brindle-hosting": (
        [
            "my pet project Brindle is a habit tracker for dog walkers",
            "Brindle will be hosted on Heroku for now",
            "moved Brindle off Heroku to Fly.io, the free tier went away. how do I set secrets there?",
        ],
        ["habit tracker", "Fly.io"],
        ["Heroku"],
        {"where is Brindle hosted?": "Fly.io"},
    ),
    "tessera-shipped": (
        [
            "working on a side project called Tessera, a mosaic pattern generator",
            "we shipped Tessera!! 🎉 first 20 users signed up overnight",
        ],
        ["mosaic pattern generator", "shipped"],
        [],
        {"what's the status of Tessera?": "shipped"},
    ),
    "pebble-cancelled": (
        [
            "i started pebble, a little budgeting bot for telegram",
            "pebble uses sqlite for now",
            "ugh i've abandoned pebble, telegram changed their api and i can't be bothered",
        ],
        [],
        ["pebble", "sqlite"],
        {},
    ),
    "juniper-resumed": (
        [
            "My side project Juniper is a plant-care reminder app.",
            "Juniper is on hold until the new year, I'm swamped",
            "good news, I'm back on Juniper! picked it up again this weekend",
        ],
        ["plant-care reminder"],
        ["on hold"],
        {"what is Juniper?": "plant-care"},
    ),
    "editor-typos": (
        [
            "fyi i use vscode for everyting, how do i add a snippet",
            "welp, ditched vscode for neovim lol. lua config is wild",
        ],
        ["Neovim"],
        ["VS ?Code", "vscode"],
        {"what editor do I use?": "neovim"},
    ),
    "language-switch-lead-in": (
        [
            "Context for you: my main language is Python, I do data stuff mostly.",
            "Heads up, we're porting everything to Go at work, so Python is out for me. what's a good Go book?",
        ],
        ["Go"],
        ["Python"],
        {"which programming language do I use?": "Go"},
    ),
    "corvid-language-redecision": (
        [
            "new side project: Corvid, a crow-sighting map for birders",
            "Corvid will be written in TypeScript",
            "we rewrote Corvid in Elixir over the holidays, typescript just wasn't fun",
        ],
        ["crow-sighting map", "Elixir"],
        ["TypeScript"],
        {"what language is Corvid written in?": "Elixir"},
    ),
    "saltmarsh-paused-stack": (
        [
            "I'm working on Saltmarsh, a field-notes app for ecologists",
            "ok decided: Saltmarsh goes on Vercel. cheaper than I thought",
            "putting Saltmarsh on pause, my thesis deadline is close 😬",
        ],
        ["field-notes app", "Vercel", "on hold"],
        [],
        {"is Saltmarsh still going?": "hold"},
    ),
    "notes-bear-apple": (
        [
            "I jot everything down in Bear, it's so pretty. anyway, recipe ideas?",
            "I've moved all my notes to Apple Notes now, Bear got too pricey",
        ],
        ["Apple Notes"],
        ["Bear"],
        {"where do I keep my notes?": "Apple Notes"},
    ),
    "emacs-to-helix": (
        [
            "Emacs is my editor of choice, been using it for 15 years",
            "not gonna lie, I switched to Helix. Emacs was getting too slow on my laptop",
        ],
        ["Helix"],
        ["Emacs"],
        {"what editor do I use?": "Helix"},
    ),
    "sublime-lowercase": (
        [
            "ok so i do all my coding in sublime text, been that way for years. anyway how do i regex replace",
            "switched to vs code finally 😅 the extensions won me over",
        ],
        ["VS Code"],
        ["Sublime"],
        {"what editor do I use?": "vs code"},
    ),
    "evernote-joplin": (
        [
            "Evernote is where all my notes live, recipes, work stuff, everything",
            "bye bye evernote, i'm on joplin now. the export took forever tho",
        ],
        ["joplin"],
        ["Evernote"],
        {"where do I keep my notes?": "joplin"},
    ),
    "java-to-scala": (
        [
            "At work I write Java all day, so examples in Java are best for me.",
            "We moved the team from Java to Scala this quarter, so Scala examples from now on please.",
        ],
        ["Scala"],
        ["Java"],
        {"which programming language do I use?": "Scala"},
    ),
    "thimble-hosting-db": (
        [
            "I'm making Thimble, a pattern library for quilters, in my spare time",
            "for Thimble we're going with Supabase, easy auth",
            "thimble will live on Netlify",
            "Thimble update: moved the db from Supabase to Postgres on Railway. netlify stays",
        ],
        ["pattern library", "Netlify"],
        ["Supabase"],
        {"what database does Thimble use?": "Postgres"},
    ),
    "marlin-cancelled-with-stack": (
        [
            "started a side project called Marlin, a fishing log for anglers",
            "Marlin's backend is Express",
            "I pulled the plug on Marlin, nobody used it 🙃",
        ],
        [],
        ["Marlin", "Express"],
        {},
    ),
    "gable-status-chain": (
        [
            "side project alert: Gable, a house-renovation budget planner",
            "Gable is on ice for now, baby due next month",
            "Gable is back on! slowly chipping away at it",
            "finally launched Gable last night 🚀 so nervous",
        ],
        ["house-renovation budget planner", "launched"],
        ["on hold", "on ice"],
        {"what's the status of Gable?": "launched"},
    ),
    # in longer messages, with typos, lower case only, and a project referred to as "its"
    "pycharm-long": (
        [
            "hey! long day. I do most of my python in PyCharm, the debugger is great. "
            "can you explain decorators? also what's a good lunch idea",
            "random thought - i've been on neovim for about a month now instead of pycharm and my hands thank me. "
            "anyway decorators again pls",
        ],
        ["neovim"],
        ["PyCharm"],
        {"what editor do I use?": "neovim"},
    ),
    "onenote-typo": (
        [
            "i keep my notse in onenote for uni",
            "moved evrything from onenote to notion over the summer, way better for databases",
        ],
        ["notion"],
        ["onenote"],
        {"where do I keep my notes?": "notion"},
    ),
    "swift-lang": (
        [
            "I'm an iOS dev so Swift is my bread and butter",
            "these days it's mostly Kotlin for me, I jumped ship to android last spring",
        ],
        ["Kotlin"],
        ["Swift"],
        {"which programming language do I use?": "Kotlin"},
    ),
    "ostrich-flask": (
        [
            "my hobby project is Ostrich - a CLI that backs up my photos",
            "Ostrich is written in Python",
            "so I've rewritten Ostrich in Go, the python version was too slow on the pi 🐢",
        ],
        ["Go"],
        ["Python"],
        {"what language is Ostrich written in?": "Go"},
    ),
    "kite-resumed-db": (
        [
            "building Kite, a kite-surfing forecast app, mostly evenings",
            "Kite is on the back burner till spring",
            "un-paused Kite this week!! also switched its db from MySQL to SQLite",
        ],
        ["kite-surfing forecast app", "SQLite"],
        ["on hold", "back burner"],
        {"what database does Kite use?": "SQLite"},
    ),
    "moth-archived": (
        [
            "quick q about my side project Moth, a moth-trap logger: how do I export CSV in Django?",
            "we use Django for Moth btw",
            "archived Moth today, the moth season is over lol",
        ],
        ["archived"],
        [],
        {"what's the status of Moth?": "archived"},
    ),
    "lower-project": (
        [
            "so my side project is called fernleaf, it's a plant swap board",
            "fernleaf runs on firebase right now",
            "fernleaf update: dumped firebase for supabase, way cheaper",
        ],
        ["supabase"],
        ["firebase"],
        {"what does fernleaf run on?": "supabase"},
    ),
    "obsidian-via-purpose": (
        [
            "All my notes go into Roam, I'm a bit obsessed with backlinks",
            "ok roam is dead to me, obsidian has everything now",
        ],
        ["obsidian"],
        ["Roam"],
        {"where do I keep my notes?": "obsidian"},
    ),
    # a bad verdict on the old tool, three stack choices in a row, and other people's changes beside the user's
    "vscode-cursor": (
        [
            "VS Code is my daily driver for work and side stuff",
            "tbh i've jumped over to Cursor for everything, the AI completions are nuts. vs code feels slow now",
        ],
        ["Cursor"],
        ["VS Code"],
        {"what editor do I use?": "Cursor"},
    ),
    "go-rust-purpose": (
        [
            "Go is my go-to language for backend stuff",
            "lately I've fallen for Rust, it's my main language now, rewrote my cli tools in it",
        ],
        ["Rust"],
        [r"Go\b"],
        {"which programming language do I use?": "Rust"},
    ),
    "notes-paper": (
        ["I take notes in Apple Notes mostly", "I've switched my note-taking to Obsidian, apple notes was a mess"],
        ["Obsidian"],
        ["Apple Notes"],
        {"where do I keep my notes?": "Obsidian"},
    ),
    "heron-redecide-twice": (
        [
            "I've started a side project called Heron, a birding checklist app",
            "Heron will use React on the frontend",
            "swapped React for Svelte in Heron, bundle size was silly",
            "Heron's frontend is now SolidJS, last change I promise 😂",
        ],
        ["SolidJS", "birding checklist app"],
        ["React", "Svelte"],
        {"what frontend does Heron use?": "SolidJS"},
    ),
    "dune-cancel": (
        ["side project: Dune, a sand-dune photo map", "I'm scrapping Dune, not worth the hosting costs"],
        [],
        ["Dune"],
        {},
    ),
    "others": (
        [
            "I use Neovim.",
            "My side project Ferngully is a seed catalog, it runs on Postgres.",
            "Tom moved Ferngully's sister project to MongoDB",
            "my colleague switched from Vim to VS Code last week",
            "Priya's project Gannet is on hold",
            "you should move Ferngully to MySQL",
            "what if we moved Ferngully to SQLite?",
            "we might switch Ferngully to Supabase next year",
        ],
        ["Neovim", "Postgres", "seed catalog"],
        ["MongoDB", "VS Code", "Gannet", "MySQL", "SQLite", "Supabase"],
        {},
    ),
    # a colon-led statement, a part of a project that lives somewhere, a chatty hosting move
    "webstorm-long": (
        [
            "so as a frontend dev I basically live in WebStorm, jetbrains all the way. "
            "anyway can you review this hook?",
            "plot twist: my company killed our jetbrains licenses so I'm in VS Code now 😩 "
            "what extensions do I need for react?",
        ],
        ["VS Code"],
        ["WebStorm"],
        {"what editor do I use?": "VS Code"},
    ),
    "ts-to-python": (
        [
            "TypeScript is what I write day to day",
            "new job, new stack: it's all Python now for me, typescript is a distant memory",
        ],
        ["Python"],
        ["TypeScript"],
        {"which programming language do I use?": "Python"},
    ),
    "orbit-status-db": (
        [
            "Orbit is my side project, a satellite pass predictor",
            "Orbit's data lives in Postgres",
            "honestly I've put Orbit on hold, work is crazy. also thinking of moving it to DuckDB someday",
        ],
        ["satellite pass predictor", "Postgres", "on hold"],
        ["DuckDB"],
        {"is Orbit still going?": "hold"},
    ),
    "cancelled-lower": (
        ["my weekend thing is bramble, a bike-route sharing site", "bramble is dead, i killed it, no users lol"],
        [],
        ["bramble"],
        {},
    ),
    "typo-switch": (
        ["i write evrything in notpad++ lol", "ok i finaly moved to sublime text, notepad++ was too basic"],
        ["sublime"],
        ["notepad"],
        {"what editor do I use?": "sublime"},
    ),
    "hosting-chatty": (
        [
            "been hacking on Sundial, a tiny habit timer, for a couple weeks",
            "Sundial is deployed on Render",
            "so Render's free tier sleeps and it drove me nuts, Sundial lives on Fly.io now. "
            "how do I add a custom domain?",
        ],
        ["Fly.io", "habit timer"],
        ["Render"],
        {"where is Sundial hosted?": "Fly.io"},
    ),
}

# the user's facts before; then turns that must change nothing (someone else's, a suggestion, a question)
BASE = [
    "I use Neovim for everything.",
    "My side project Ferngully is a seed catalog, it runs on Postgres.",
    "I keep my notes in Obsidian.",
]
NOTHING = {
    "colleague-editor": "my colleague Dana uses Emacs and keeps telling me to switch lol",
    "friend-project": "my friend's side project Orrery runs on MongoDB and is hosted on Heroku",
    "suggestion": "you could try Logseq instead of Obsidian if you want outlines",
    "comparison": "is Helix better than Neovim? or should I look at Zed?",
    "hypothetical": "if I switched to Notion, would I lose my backlinks?",
    "question-db": "would MySQL be a better fit than Postgres for Ferngully?",
    "wish": "sometimes I wonder whether I should rewrite Ferngully in Rust",
    "assistant-like": "people often recommend Emacs for org-mode, what do you think?",
    "wife-notes": "my wife keeps all her notes in Notion and loves it",
    "plan-maybe": "thinking about maybe moving Ferngully to MySQL at some point, not sure yet",
    "tried-once": "tried Zed once at a hackathon, didn't stick",
    "blog-aside": "Ferngully is fine on Postgres, I just moved my blog to Hugo",
    "coworker-project": "Ferngully update: my coworker's app Plover moved from Heroku to Render",
}


def _live(mem: Memory, name: str, lines: list[str], start_day: int = 0, t0: datetime = T0) -> None:
    for n, text in enumerate(lines):
        sid = f"{name}-s{n}"
        at = t0 + timedelta(days=start_day + 4 * n)
        mem.capture(sid, "user", text, at=at)
        mem.capture(sid, "assistant", "Sure, here you go.", at=at + timedelta(minutes=1))
        mem.close_session(sid)


def _lines(mem: Memory, sid: str) -> list[str]:
    text = mem.context(session_id=sid, budget_tokens=800).text
    return [line[2:] for line in text.splitlines() if line.startswith("- ")]


def check_life(
    path: Path,
    name: str,
    life: tuple[list[str], list[str], list[str], dict[str, str]],
    t0: datetime = T0,
) -> None:
    """Live the sessions; each current value is then on exactly one context line, no gone value on
    any, and recall over items answers each question. Shared with tests/test_plans7_lives.py."""
    lines, current, gone, questions = life
    mem = Memory.open(path / "m.db", owner=name)
    _live(mem, name, lines, t0=t0)
    context = _lines(mem, f"{name}-check")
    for value in current:
        assert sum(value.lower() in line.lower() for line in context) == 1, (value, context)
    for value in gone:
        assert not any(re.search(rf"\b{value}\b", line, re.I) for line in context), (value, context)
    for question, want in questions.items():
        hits = mem.recall(question, k=5, kinds=("item",))
        assert any(want.lower() in h.content.lower() for h in hits), (question, [h.content for h in hits])


def check_nothing_changes(path: Path, name: str, base: list[str], said: str, t0: datetime = T0) -> None:
    """A user with ``base`` lived says ``said``; the context block is the same after as before."""
    mem = Memory.open(path / "m.db", owner=name)
    _live(mem, name, base, t0=t0)
    before = sorted(_lines(mem, f"{name}-before"))
    _live(mem, f"{name}-x", [said], start_day=30, t0=t0)
    assert sorted(_lines(mem, f"{name}-after")) == before


@pytest.mark.parametrize("name", sorted(LIVES))
def test_a_things_life_keeps_the_current_value(tmp_path: Path, name: str) -> None:
    check_life(tmp_path, name, LIVES[name])


@pytest.mark.parametrize("name", sorted(NOTHING))
def test_someone_elses_or_a_hypothetical_tool_changes_nothing(tmp_path: Path, name: str) -> None:
    check_nothing_changes(tmp_path, name, BASE, NOTHING[name])
