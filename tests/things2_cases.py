"""Cases for value-first reading (a known tool or hobby named with a cue of its kind sets its slot
whatever verb surrounds it), retractions of known values, and lasting requests about how to answer.
Every phrasing here is invented for the mechanism it covers, not taken from a bench life; the
``THINGS2_EMPTY`` cases are the over-reach each mechanism must not commit."""

from __future__ import annotations

from extraction_cases import NONE, E, U

P = "preference"
F = "fact"
S = "style"
G = "things2"
GE = "things2-empty"

THINGS2 = [
    # ---- a known editor with any cue of use
    U("t2-editor-user-here", "Kakoune user here", E(P, "Editor: Kakoune", slot="tool:editor"), group=G),
    U("t2-editor-switched", "finally switched over to Helix", E(P, "Editor: Helix", slot="tool:editor"), group=G),
    U("t2-editor-i-live-in", "i basically live in neovim", E(P, "Editor: neovim", slot="tool:editor"), group=G),
    U("t2-editor-my-ide-is", "my ide of choice is Rider", E(P, "Editor: Rider", slot="tool:editor"), group=G),
    # ---- a known language: examples wanted, work done in it, a shop
    U(
        "t2-lang-shop",
        "we're an Elixir shop, so snippets in Elixir",
        E(P, "Main programming language: Elixir", slot="tool:language"),
        group=G,
    ),
    U(
        "t2-lang-work-is-in",
        "most of my day job is in MATLAB",
        E(P, "Main programming language: MATLAB", slot="tool:language"),
        group=G,
    ),
    U(
        "t2-lang-please",
        "powershell please, thats what we run",
        E(P, "Main programming language: powershell", slot="tool:language"),
        group=G,
    ),
    U(
        "t2-lang-answer-with",
        "answer with Julia snippets, that's my language",
        E(P, "Main programming language: Julia", slot="tool:language"),
        group=G,
    ),
    U(
        "t2-lang-standing-request",
        "could you do the examples in Kotlin from now on?",
        E(P, "Main programming language: Kotlin", slot="tool:language"),
        group=G,
    ),
    # ---- other purposes
    U("t2-shell", "nushell is my shell now", E(P, "Shell: nushell", slot="tool:shell"), group=G),
    U("t2-notes", "all my notes live in Joplin", E(P, "Notes app: Joplin", slot="tool:notes"), group=G),
    # ---- retractions of a known value, whatever the verb
    U(
        "t2-end-dont-touch",
        "we don't touch Perl anymore",
        E(F, "No longer: Perl", slot="?", fact_op="end"),
        group=G,
    ),
    U("t2-end-moved-off", "moved off Sublime last month", E(F, "No longer: Sublime", slot="?", fact_op="end"), group=G),
    U("t2-end-dead-to-me", "Evernote is dead to me", E(F, "No longer: Evernote", slot="?", fact_op="end"), group=G),
    # ---- a known hobby with a cue of doing it regularly
    U(
        "t2-hobby-practice",
        "change ringing practice every wednesday, my shoulders hate me",
        E(P, "Hobby: change ringing", slot="hobby:change ringing"),
        group=G,
    ),
    U(
        "t2-hobby-most-weekends",
        "geocaching most weekends with a flask of tea",
        E(P, "Hobby: geocaching", slot="hobby:geocaching"),
        group=G,
    ),
    U("t2-hobby-took-up", "I took up fencing in march", E(P, "Hobby: fencing", slot="hobby:fencing"), group=G),
    # ---- a lasting request about how to answer is an instruction, not a wish or a question
    U(
        "t2-style-id-like",
        "I'd like Australian spelling in everything you write",
        E(S, "Use Australian English", slot="style:spelling"),
        group=G,
    ),
]

THINGS2_EMPTY = [
    NONE("t2-none-others-editor", "my brother swears by Emacs", group=GE),
    NONE("t2-none-one-off-script", "write me a script in Python that renames photos", group=GE),
    NONE("t2-none-thanks-examples", "thanks for the examples in Rust", group=GE),
    NONE("t2-none-drive-kid", "I drive my daughter to judo class every tuesday", group=GE),
    NONE("t2-none-question", "should we move to Svelte for the dashboard?", group=GE),
    NONE("t2-none-hypothetical", "if we switched to Zig the build would be faster", group=GE),
    NONE("t2-none-one-off-question", "can you give me a Haskell example?", group=GE),
    NONE("t2-none-undecided", "Vim or Emacs, still can't decide", group=GE),
    NONE("t2-none-used-to", "I used to use Atom back in college", group=GE),
    NONE("t2-none-assistant", "I mostly write examples in Python and I use Neovim.", role="assistant", group=GE),
    NONE("t2-none-quoted", 'my manager keeps saying "we are a Java shop"', group=GE),
    NONE("t2-none-wish", "I'd like to learn pottery someday", group=GE),
]
