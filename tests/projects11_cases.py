"""Cases of our own for the user's projects and tools (session 11): a project's status read from a
status word anywhere in a statement about it (``extraction/status_first.py``: "put Oriel in the
freezer", "Hollowell is back from the dead", "Peregrine got 500 downloads, it's launched!",
"Lodestar: cancelled."); a version is no project ("shipped v0.1 of Mistle"); introductions by
"something called x", "X is what I've been building", "the working title for my game is X" and
"it's like X for Y"; a language a named project is written in is the project's, not the user's
("I'm writing Tallow in Go"); "go with" is no Go. ``PROJECTS11_EMPTY`` holds what must produce
nothing: other people's projects, plans, questions, negations, hearsay ("I read that Linear is
switching to Rust"), a status word that is no project's ("a parking ticket at Tesco")."""

from __future__ import annotations

from extraction_cases import Case, E, Expect, U

G = "projects11"
GE = "projects11-empty"
J = "project"


def _status(name: str, status: str) -> Expect:
    return E(J, f"Project {name} is {status}", slot=f"project:{name.lower()}:status")


def _end(name: str) -> Expect:
    return E(J, f"No longer: {name}", slot=f"project:{name.lower()}", fact_op="end")


def _intro(name: str, desc: str = "") -> Expect:
    line = f"Project {name}: {desc}" if desc else f"Project {name}"
    return E(J, line, slot=f"project:{name.lower()}")


def _uses(name: str, value: str, kind: str) -> Expect:
    return E(J, f"Project {name} uses {value}", slot=f"project:{name.lower()}:{kind}")


PROJECTS11: list[Case] = [
    # ---- held, said in a word of storage or neglect, anywhere beside the name
    U("p11-in-the-freezer", "put Oriel in the freezer for now", _status("Oriel", "on hold"), group=G),
    U("p11-in-limbo", "honestly Tarn is in limbo rn", _status("Tarn", "on hold"), group=G),
    U(
        "p11-gathering-dust",
        "Kestrel has been gathering dust since March",
        _status("Kestrel", "on hold"),
        group=G,
    ),
    U("p11-cold-storage", "ok so Brindle went into cold storage, work is nuts", _status("Brindle", "on hold"), group=G),
    U("p11-paused-to-focus", "I paused Mistle to focus on my job", _status("Mistle", "on hold"), group=G),
    U("p11-dormant", "Larkspur is kinda dormant these days", _status("Larkspur", "on hold"), group=G),
    # ---- resumed
    U("p11-back-from-dead", "Hollowell is back from the dead 😅", _status("Hollowell", "active again"), group=G),
    U(
        "p11-back-in-active-dev",
        "Gossamer is back in active development",
        _status("Gossamer", "active again"),
        group=G,
    ),
    U(
        "p11-resurrected",
        "so I resurrected Quokka over the holidays",
        _status("Quokka", "active again"),
        group=G,
    ),
    # ---- launched, said in a clause of its own about "it"
    U(
        "p11-its-launched",
        "Peregrine got 500 downloads first week, it's launched!",
        _status("Peregrine", "launched"),
        group=G,
    ),
    U(
        "p11-on-the-app-store",
        "Nightjar made it, it's up on the app store now",
        _status("Nightjar", "launched"),
        group=G,
    ),
    U("p11-out-in-the-wild", "Plover is out in the wild, wish me luck", _status("Plover", "launched"), group=G),
    # ---- a version shipped is the project's, never a project of its own
    U("p11-shipped-version-of", "just shipped v0.1 of Mistle", _status("Mistle", "shipped"), group=G),
    U("p11-released-beta-of", "released the beta of Corvid yesterday", _status("Corvid", "released"), group=G),
    U("p11-launched-mvp-of", "we launched the mvp of Saltmarsh", _status("Saltmarsh", "launched"), group=G),
    # ---- beta, maintenance, open source, said in their own words
    U(
        "p11-heading-in-beta",
        "so update on Bramble: it's in beta now with about 30 testers, can you help me write a survey?",
        _status("Bramble", "in beta"),
        group=G,
    ),
    U(
        "p11-out-of-beta",
        "quick one - Driftwood is finally out of beta! how do I announce it?",
        _status("Driftwood", "launched"),
        group=G,
    ),
    U("p11-put-on-maintenance", "we put Tabnab on maintenance mode", _status("Tabnab", "in maintenance mode"), group=G),
    U(
        "p11-in-maintenance-not-adding",
        "Wren is in maintenance mode now, I'm not adding features",
        _status("Wren", "in maintenance mode"),
        group=G,
    ),
    U("p11-went-open-source", "Skylark went open source yesterday", _status("Skylark", "open source"), group=G),
    U("p11-neglecting", "I've been neglecting Plover for months", _status("Plover", "on hold"), group=G),
    U(
        "p11-back-to-life",
        "I brought Sundew back to life last weekend",
        _status("Sundew", "active again"),
        group=G,
    ),
    # ---- over
    U("p11-label-cancelled", "Lodestar: cancelled.", _end("Lodestar"), group=G),
    U("p11-discontinued", "Tabnab is discontinued, Chrome broke the API", _end("Tabnab"), group=G),
    U("p11-axed", "welp, Ferrule got axed", _end("Ferrule"), group=G),
    # ---- introductions
    U(
        "p11-something-called-lower",
        "i'm working on something called mossbank, it's a tiny wiki for my family",
        _intro("mossbank", "wiki"),
        group=G,
    ),
    U("p11-something-called", "I'm hacking on something called Pebblestack", _intro("Pebblestack"), group=G),
    U("p11-a-thing-named", "been coding a little thing named Skiff", _intro("Skiff"), group=G),
    U(
        "p11-is-what-ive-been-building",
        "Oriel is what I've been building — basically Trello for schools",
        _intro("Oriel"),
        group=G,
    ),
    U("p11-is-what-im-working-on", "Sundew is what I'm working on these days", _intro("Sundew"), group=G),
    U("p11-whats-mostly-making", "Gannet's what we've mostly been making this year", _intro("Gannet"), group=G),
    U(
        "p11-working-title-for-my-game",
        "Working title for my game is Emberfall, it's a cozy farming sim",
        _intro("Emberfall", "game"),
        group=G,
    ),
    U("p11-codename-for-my-app", "the codename for my app is Lodestar", _intro("Lodestar", "app"), group=G),
    U("p11-name-of-my-podcast", "the name of my podcast is Slow Burn", _intro("Slow Burn", "podcast"), group=G),
    U(
        "p11-its-like-x-for-y",
        "me and a buddy are building Foxglove, it's like Strava but for kayaking",
        _intro("Foxglove"),
        group=G,
    ),
    U(
        "p11-basically-x-for-y",
        "I'm building Moorhen, it's kinda like Uber for dog walkers",
        _intro("Moorhen"),
        group=G,
    ),
    # ---- a lower-case name said to be the user's side project, either way round
    U(
        "p11-lower-is-my-side-project",
        "quillwort is my side project, a recipe scaler",
        _intro("quillwort", "recipe scaler"),
        group=G,
    ),
    U(
        "p11-lower-is-my-side-thing",
        "cairn is my little side thing, a trip planner",
        _intro("cairn", "trip planner"),
        group=G,
    ),
    U("p11-my-pet-project-is-lower", "my pet project is tidewell", _intro("tidewell"), group=G),
    # ---- a language a named project is written in is the project's
    U(
        "p11-writing-p-in-go",
        "I'm writing Tallow in Go",
        _intro("Tallow"),
        _uses("Tallow", "Go", "language"),
        group=G,
    ),
    U(
        "p11-rewrote-p-was",
        "rewrote Tallow in Rust (was Go)",
        E(J, "Project Tallow uses Rust", "update", slot="project:tallow:language"),
        group=G,
    ),
    U(
        "p11-coding-p-in-kotlin",
        "coding Brambleway in Kotlin these days",
        _intro("Brambleway"),
        _uses("Brambleway", "Kotlin", "language"),
        group=G,
    ),
    # ---- a tool named by a two-word adjective before its purpose noun
    U(
        "p11-daily-driver-editor",
        "my daily driver editor is neovim with lazyvim",
        E("preference", "Editor: neovim", slot="tool:editor"),
        group=G,
    ),
    U(
        "p11-trusty-browser",
        "my trusty browser is Firefox with uBlock",
        E("preference", "Browser: Firefox", slot="tool:browser"),
        group=G,
    ),
    # ---- "go with" is the verb
    U(
        "p11-go-with-postgres",
        "ok for Bramblecast I'm going to go with Postgres",
        _uses("Bramblecast", "Postgres", "database"),
        group=G,
    ),
    U(
        "p11-go-with-vercel",
        "I'll go with Vercel for Nightjar",
        _uses("Nightjar", "Vercel", "hosting"),
        group=G,
    ),
    U(
        "p11-go-with-svelte",
        "decided to go with svelte for Quillet",
        _uses("Quillet", "svelte", "frontend"),
        group=G,
    ),
]

PROJECTS11_EMPTY: list[Case] = [
    U("p11n-friend-building", "my friend is building an app called Vela", group=GE),
    U("p11n-brother-startup", "my brother's startup Quantum Oats just raised a seed round", group=GE),
    U("p11n-report", "finishing the Q3 report today", group=GE),
    U("p11n-if-rewrote", "if I rewrote Kestrel in Go would it be faster?", group=GE),
    U("p11n-should-redis", "should Brindle use Redis?", group=GE),
    U("p11n-torn", "torn between Vue and Svelte for Halyard", group=GE),
    U("p11n-uni-chess", "back in uni I built a chess engine", group=GE),
    U("p11n-might-build", "I might build a bot called Sprocket someday", group=GE),
    U("p11n-thinking-podcast", "thinking about starting a podcast called Night Owls", group=GE),
    U("p11n-would-move", "would it make sense to move Gannet to Fly?", group=GE),
    U("p11n-coworker-neovim", "my coworker swears by Neovim", group=GE),
    U("p11n-team-migrated", "my team migrated our monolith from Java to Kotlin", group=GE),
    U("p11n-sarah-on-hold", "Sarah's project Lumen is on hold", group=GE),
    U("p11n-he-shelved", "he shelved his app Driftwood", group=GE),
    U("p11n-wish-build", "I wish I had time to build Tessel", group=GE),
    U("p11n-not-decided", "haven't decided on a database for Ferrule yet", group=GE),
    U("p11n-maybe-supabase", "maybe Supabase for Pipit? not sure", group=GE),
    U("p11n-sister-launched", "my sister launched her bakery's website yesterday", group=GE),
    U("p11n-teen-server", "when I was a teenager I made a Minecraft server called Blocktopia", group=GE),
    U("p11n-was-going-to", "I was going to build an app called Pantry but never did", group=GE),
    U("p11n-hypothetically", "let's say hypothetically Marram moved to Vercel", group=GE),
    U("p11n-cousin-app", "i'm helping my cousin with his app called Tandem", group=GE),
    U("p11n-someone-reddit", "someone on reddit built an app called Orbit", group=GE),
    U("p11n-read-that", "I read that Linear is switching to Rust", group=GE),
    U("p11n-heard-that", "I heard that Vercel is raising prices again", group=GE),
    U("p11n-saw-that", "saw that Zed just shipped a Windows build", group=GE),
    U("p11n-thinking-of-shelving", "Thinking of shelving Brindle, what do you think?", group=GE),
    U("p11n-could-put-on-hold", "I could put Halyard on hold but I'd rather not", group=GE),
    U("p11n-isnt-dead", "Halyard isn't dead, just slow", group=GE),
    U("p11n-friends-app-launched", "my friend's app Orbit launched today", group=GE),
    U("p11n-sarah-on-ice", "Sarah put Lumen on ice", group=GE),
    U("p11n-parking-ticket", "I got a parking ticket at Tesco, ugh.", group=GE),
    U("p11n-humidity-killing", "the dry air is killing my sourdough starter", group=GE),
    U("p11n-stream-now-live", "the stream is now live, come say hi", group=GE),
    U("p11n-will-be-back", "Halyard will be back on track once exams are over", group=GE),
    U("p11n-almost-cancelled", "we almost cancelled Kestrel last spring", group=GE),
    U("p11n-go-for-it", "go for it, Jon", group=GE),
    U("p11n-never-used-emacs", "I've never used Emacs", group=GE),
    U("p11n-neovim-vs", "Neovim vs VS Code, go", group=GE),
    U("p11n-help-script", "can you write me a Python script that renames files?", group=GE),
    U("p11n-dad-ie", "my dad still uses Internet Explorer lol", group=GE),
    U("p11n-article-logseq", "I read an article about Logseq", group=GE),
    U("p11n-order-cancelled", "my Amazon order got cancelled", group=GE),
    U("p11n-show-cancelled", "they cancelled Firefly after one season", group=GE),
    U("p11n-working-title-novel", "what's a good working title for a novel about Venice?", group=GE),
    U("p11n-something-called-tv", "I watched something called Severance last night", group=GE),
    U("p11n-work-is-my-side-project", "work is my side project lol", group=GE),
    U("p11n-is-what-she-built", "Tandem is what she's been building all year", group=GE),
    # a status word beside a name that is a business, a place, a team or a product
    U("p11n-membership-at", "my gym membership at Anytime is paused while I travel", group=GE),
    U("p11n-venue-in-place", "our wedding venue in Tuscany is archived in my inbox lol", group=GE),
    U("p11n-the-team", "the Lakers are on a break till Tuesday", group=GE),
    U("p11n-the-new-game", "the new Zelda is out in the wild now", group=GE),
    U("p11n-the-telescope", "the Hubble telescope is back in action", group=GE),
    # a named project's language is not the user's own (the user's tool stays as it was)
    U("p11n-named-backend-language", "Foxglove backend is Rust now (used to be Go)", group=GE),
]
