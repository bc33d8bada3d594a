"""Cases for switches between known tools of one purpose (whatever change cue joins them), for the
grounding of frame readings against the tool lexicon, and for project decisions and introductions.
Every phrasing here is invented for the mechanism it covers, not taken from a bench life; the
``THINGS3_EMPTY`` cases are the over-reach each mechanism must not commit."""

from __future__ import annotations

from extraction_cases import NONE, E, U

P = "preference"
J = "project"
G = "things3"
GE = "things3-empty"


def _editor(case_id: str, text: str, value: str, op: str = "add") -> object:
    """A case setting the editor; ``op`` is "update" where the clause names the editor it replaces."""
    return U(case_id, text, E(P, f"Editor: {value}", op, slot="tool:editor"), group=G)


THINGS3 = [
    # ---- a bare change cue between two known tools of one purpose
    _editor("t3-from-to", "from Kate to Helix, finally", "Helix", "update"),
    _editor("t3-from-to-verb", "we migrated the team from Eclipse over to IntelliJ", "IntelliJ", "update"),
    _editor("t3-not-but", "not Geany but Kate these days", "Kate", "update"),
    _editor("t3-not-but-caps", "not Atom, but Zed now", "Zed", "update"),
    _editor("t3-chose-over", "chose Kakoune over Vim in the end", "Kakoune", "update"),
    _editor("t3-out-in", "Eclipse out, NetBeans in", "NetBeans", "update"),
    _editor("t3-arrow", "TextMate → BBEdit", "BBEdit", "update"),
    _editor("t3-favour", "dropped Atom in favour of VSCodium", "VSCodium", "update"),
    U(
        "t3-dead-then",
        "Emacs is dead to me, it's Helix now",
        E("fact", "No longer: Emacs", slot="?", fact_op="end"),
        E(P, "Editor: Helix", "update", slot="tool:editor"),
        group=G,
    ),
    _editor("t3-now-its", "now it's Neovim", "Neovim"),
    _editor("t3-moved-off-onto", "moved off Eclipse and onto IntelliJ", "IntelliJ", "update"),
    _editor("t3-vs-code", "moved over to VS Code, finally", "VS Code"),
    # ---- a set in one part of a clause whose other part ends something
    U(
        "t3-hobby-gave-took",
        "gave up darts, took up pottery",
        E("fact", "No longer: darts", slot="?", fact_op="end"),
        E(P, "Hobby: pottery", slot="hobby:pottery"),
        group=G,
    ),
    # ---- an everyday word named with its purpose noun
    U("t3-fish-shell", "moved to fish shell last week", E(P, "Shell: fish", slot="tool:shell"), group=G),
    U("t3-arc-browser", "switched to Arc browser last week", E(P, "Browser: Arc", slot="tool:browser"), group=G),
    # ---- grounding: a known tool fills only its own purposes
    _editor("t3-code-in-editor", "I mostly code in Vim", "Vim"),
    U(
        "t3-code-in-language",
        "I code in Ruby these days",
        E(P, "Main programming language: Ruby", slot="tool:language"),
        group=G,
    ),
    U(
        "t3-tool-is-no-home",
        "I've moved to Go for everything at work",
        E(P, "Main programming language: Go", slot="tool:language"),
        group=G,
    ),
    U("t3-tasks-are-todo", "my tasks live in TickTick now", E(P, "To-do app: TickTick", slot="tool:todo"), group=G),
]

THINGS3_EMPTY = [
    NONE("t3-none-someone-else", "my brother switched from Emacs to Zed", group=GE),
    NONE("t3-none-named-other", "Sofia went over to Zed last month", group=GE),
    NONE("t3-none-named-other-hold", "Sofia put Lumen on hold", group=GE),
    NONE("t3-none-hypothetical", "if we moved from Jira to Linear, would it be worth it", group=GE),
    NONE("t3-none-question", "should I switch from Emacs to Zed?", group=GE),
    NONE("t3-none-request", "convert this from Python to Rust please", group=GE),
    NONE("t3-none-translate", "translate from python to go", group=GE),
    NONE("t3-none-article", "the article compares Zed over Emacs for speed", group=GE),
    NONE("t3-none-trip", "flying from London to Paris tomorrow", group=GE),
    NONE("t3-none-assistant", "I switched from Emacs to Zed, and now it's Zed.", role="assistant", group=GE),
    NONE("t3-none-quoted", 'my colleague keeps saying "not Vim but Emacs"', group=GE),
]

# ---- projects: introductions by a verb of making and "called", decisions by verb class, switches
PROJECTS3 = [
    U(
        "t3-proj-thing-called",
        "working on a thing called Pennywort (a seed swap map) in the evenings",
        E(J, "Project Pennywort: seed swap map", slot="project:pennywort"),
        group=G,
    ),
    U(
        "t3-proj-started-called-lower",
        "started a recipe scaler for my bakery called crumbly",
        E(J, "Project crumbly: recipe scaler", slot="project:crumbly"),
        group=G,
    ),
    U(
        "t3-proj-building-called",
        "I'm building a tiny budget tracker called Ledgerly",
        E(J, "Project Ledgerly: budget tracker", slot="project:ledgerly"),
        group=G,
    ),
    U(
        "t3-proj-me-and-went-with",
        "me and Ali went with Neon for Sprocket",
        E(J, "Project Sprocket uses Neon", slot="project:sprocket:database"),
        group=G,
    ),
    U(
        "t3-proj-picking-tag-question",
        "picking Turso for Pennywort, any gotchas?",
        E(J, "Project Pennywort uses Turso", slot="project:pennywort:database"),
        group=G,
    ),
    U(
        "t3-proj-it-is-for",
        "ok, Railway it is for Pennywort",
        E(J, "Project Pennywort uses Railway", slot="project:pennywort:hosting"),
        group=G,
    ),
    U(
        "t3-proj-will-be-running-on",
        "Pennywort will be running on Fly.io",
        E(J, "Project Pennywort uses Fly.io", slot="project:pennywort:hosting"),
        group=G,
    ),
    U(
        "t3-proj-moved-off-onto",
        "moved Pennywort off Railway and onto Koyeb",
        E(J, "Project Pennywort uses Koyeb", "update", slot="project:pennywort:hosting"),
        group=G,
    ),
    U(
        "t3-proj-out-in",
        "Pennywort: Neon out, Turso in",
        E(J, "Project Pennywort uses Turso", "update", slot="project:pennywort:database"),
        group=G,
    ),
    U(
        "t3-proj-settled-on",
        "settled on Hetzner for Pennywort",
        E(J, "Project Pennywort uses Hetzner", slot="project:pennywort:hosting"),
        group=G,
    ),
]

PROJECTS3_EMPTY = [
    NONE("t3-none-proj-pick-up", "picking Mum up for Easter", group=GE),
    NONE("t3-none-proj-sister-blog", "my sister started a blog called Wren", group=GE),
    NONE("t3-none-proj-hypothetical", "if we moved Wren off Heroku and onto Render, would it be cheaper", group=GE),
    NONE("t3-none-proj-question", "should I go with Neon for Wren?", group=GE),
    NONE("t3-none-proj-book", "I read a book called Dune", group=GE),
    NONE("t3-none-proj-other-decision", "Ines settled on Vercel for Wren", group=GE),
    NONE("t3-none-proj-furniture", "moved the sofa off the rug and onto the balcony", group=GE),
    NONE("t3-none-left-no-hobby", "right, left the office early on friday", group=GE),
]
THINGS3 += PROJECTS3
THINGS3_EMPTY += PROJECTS3_EMPTY

# ---- hobbies by verb class, and leftovers: allergies said as a request, titles that are somebody else's
LEFTOVERS3 = [
    U(
        "t3-hobby-do-most",
        "I do orienteering most weekends",
        E(P, "Hobby: orienteering", slot="hobby:orienteering"),
        group=G,
    ),
    U(
        "t3-hobby-getting-into",
        "been getting into bouldering lately",
        E(P, "Hobby: bouldering", slot="hobby:bouldering"),
        group=G,
    ),
    U(
        "t3-hobby-my-thing",
        "my thing these days is birdwatching",
        E(P, "Hobby: birdwatching", slot="hobby:birdwatching"),
        group=G,
    ),
    U(
        "t3-hobby-doing-a-lot",
        "I've been doing a lot of knitting",
        E(P, "Hobby: knitting", slot="hobby:knitting"),
        group=G,
    ),
    U("t3-hobby-evenings-go-on", "my evenings go on crochet", E(P, "Hobby: crochet", slot="hobby:crochet"), group=G),
    U(
        "t3-allergy-no-in-anything",
        "no peanuts in anything please, I'm allergic",
        E("profile", "Allergic to peanuts", slot="allergy:peanuts"),
        group=G,
    ),
    U(
        "t3-allergy-at-all",
        "no sesame at all, I'm allergic",
        E("profile", "Allergic to sesame", slot="allergy:sesame"),
        group=G,
    ),
]
LEFTOVERS3_EMPTY = [
    NONE("t3-none-hiring", "I'm hiring a Go developer", group=GE),
    NONE("t3-none-interviewing", "I'm interviewing a nurse tomorrow", group=GE),
    NONE("t3-none-hobby-son", "my son does judo every tuesday", group=GE),
    NONE("t3-none-hobby-hypothetical", "if I got into climbing would it help my back?", group=GE),
    NONE("t3-none-hobby-not-into", "I'm not really into golf", group=GE),
    NONE("t3-none-hobby-article", "the article was all about chess", group=GE),
]
THINGS3 += LEFTOVERS3
THINGS3_EMPTY += LEFTOVERS3_EMPTY

# ---- more cues of a new tool: a daily driver, all in on it, all day, a try that stuck, a request for examples
MORE_TOOLS3 = [
    _editor("t3-all-in-on", "these days I'm all in on Zed", "Zed"),
    _editor("t3-swapped-to", "swapped to Helix last month", "Helix"),
    U(
        "t3-all-day",
        "haven't opened Emacs in months, Zed all day",
        E(P, "Editor: Zed", "update", slot="tool:editor"),
        E("fact", "No longer: Emacs", slot="?", fact_op="end"),
        group=G,
    ),
    _editor("t3-daily-driver", "Helix is my daily driver now", "Helix"),
    _editor("t3-never-looked-back", "gave Zed a try and never looked back", "Zed"),
    _editor("t3-has-replaced", "Zed has replaced Emacs for me", "Zed", "update"),
    _editor("t3-prefer-over-now", "I prefer Zed over Emacs now", "Zed", "update"),
    U(
        "t3-tool-possessive",
        "Chrome's gone, Firefox all the way",
        E(P, "Browser: Firefox", "update", slot="tool:browser"),  # a switch: Chrome's item ends
        group=G,
    ),
    U(
        "t3-use-for-examples",
        "please use TypeScript for examples from now on",
        E(P, "Main programming language: TypeScript", slot="tool:language"),
        group=G,
    ),
]
THINGS3 += MORE_TOOLS3
# hobbies: a switch ends the old hobby, whose slot is its own value
THINGS3 += [
    U(
        "t3-hobby-all-the-way",
        "done with chess, bouldering all the way now",
        E("fact", "No longer: chess", slot="?", fact_op="end"),
        E(P, "Hobby: bouldering", slot="hobby:bouldering"),
        group=G,
    ),
    U(
        "t3-hobby-in-ages",
        "haven't played darts in ages",
        E("fact", "No longer: darts", slot="?", fact_op="end"),
        group=G,
    ),
]
THINGS3_EMPTY += [
    NONE("t3-none-person-possessive", "Ines's laptop runs Arch, she swears by it", group=GE),
    NONE("t3-none-never-used", "I've never used Zed", group=GE),
]
