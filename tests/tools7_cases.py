"""Tool cases of 2026-11-26 (tools7), in phrasings of our own, one block per construction: remarks
beside the tool in a chatty message (commentary, a request) no longer refuse it
(:mod:`engram.extraction.tool_mentions` reads its signs in the remark that governs the tool), the
user's work happening in a tool, "that's my <purpose> now" said after it, lower-case names after a
cue of use, subject-dropped gerunds, notes and to-do verbs, labels, durations carried on to now, where
a tool value ends, writing in a language that is no hobby, "and so am I". ``TOOLS7_EMPTY`` holds what
must produce nothing: the same shapes about somebody else, in the past, planned, asked, read about or
troubled by, the company behind a tool acting, and everyday words (rust, swift, elm, arch, go) that
name no tool."""

from __future__ import annotations

from extraction_cases import NONE, Case, E, U

G = "tools7"
GE = "tools7-empty"

TOOLS7: list[Case] = [
    # ---- chatty remarks beside the tool: commentary and requests
    U(
        "tl7-ok-so-i-basically-live-in-neovim-these-days",
        "ok so i basically live in neovim these days, anyway can you help me with a regex?",
        E("preference", "Editor: neovim", "add", slot="tool:editor", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-these-days-i-m-writing-a-lot-of-typescript-a",
        "these days i'm writing a lot of typescript, anyway quick question about generics?",
        E("preference", "Main programming language: typescript", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-ugh-ok-i-ve-switched-to-linear-for-tasks-at",
        "ugh ok I've switched to Linear for tasks at work, anyway help me write a ticket?",
        E("preference", "To-do app: Linear", "add", slot="tool:todo", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-most-days-i-m-knee-deep-in-c-no-question-abo",
        "most days I'm knee-deep in C#, no question about it",
        E("preference", "Main programming language: C#", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-i-m-neck-deep-in-kotlin-these-days-need-a-br",
        "I'm neck-deep in Kotlin these days, need a break honestly",
        E("preference", "Main programming language: Kotlin", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-my-world-is-emacs-old-habits-die-hard",
        "my world is Emacs, old habits die hard",
        E("preference", "Editor: Emacs", "add", slot="tool:editor", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-i-m-deep-into-elixir-now-the-update-cycle-is",
        "I'm deep into Elixir now, the update cycle is wild",
        E("preference", "Main programming language: Elixir", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-i-m-glued-to-obsidian-need-to-take-a-break-f",
        "I'm glued to Obsidian, need to take a break from it lol",
        E("preference", "Notes app: Obsidian", "add", slot="tool:notes", fact_op="set"),
        group=G,
    ),
    # ---- the user's work happens in the tool
    U(
        "tl7-these-days-all-my-scripting-happens-in-pytho",
        "These days all my scripting happens in Python, no question.",
        E("preference", "Main programming language: Python", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-lately-most-of-my-analysis-runs-in-r-the-tid",
        "Lately most of my analysis runs in R, the tidyverse is great.",
        E("preference", "Main programming language: R", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-honestly-all-my-backend-work-happens-in-kotl",
        "honestly all my backend work happens in Kotlin now, the coroutines are lovely",
        E("preference", "Main programming language: Kotlin", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-so-most-of-my-modelling-runs-in-stata-my-sup",
        "so most of my modelling runs in Stata, my supervisor insists lol",
        E("preference", "Main programming language: Stata", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-my-data-analysis-all-happens-in-julia-these",
        "my data analysis all happens in Julia these days",
        E("preference", "Main programming language: Julia", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-i-do-my-stats-in-r-ggplot-is-unbeatable",
        "i do my stats in R, ggplot is unbeatable",
        E("preference", "Main programming language: R", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-i-do-my-scripting-in-ruby",
        "i do my scripting in ruby",
        E("preference", "Main programming language: ruby", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-i-do-most-of-my-scripting-in-bash",
        "i do most of my scripting in bash",
        E("preference", "Main programming language: bash", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-these-days-most-of-my-writing-happens-in-obs",
        "these days most of my writing happens in Obsidian",
        E("preference", "Notes app: Obsidian", "add", slot="tool:notes", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-pretty-much-all-my-coding-happens-in-vim",
        "pretty much all my coding happens in Vim",
        E("preference", "Editor: Vim", "add", slot="tool:editor", fact_op="set"),
        group=G,
    ),
    # ---- everything is the tool; "that's my <purpose> now" said after it
    U(
        "tl7-at-the-new-job-everything-is-c-so-that-s-my",
        "At the new job everything is C#, so that's my language now.",
        E("preference", "Main programming language: C#", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-after-the-reorg-everything-is-rust-so-that-s",
        "after the reorg everything is Rust, so that's my language now",
        E("preference", "Main programming language: Rust", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-i-finally-learned-to-love-vim-it-s-my-editor",
        "i finally learned to love vim, it's my editor now",
        E("preference", "Editor: vim", "add", slot="tool:editor", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-helix-took-some-getting-used-to-but-it-s-my",
        "Helix took some getting used to, but it's my editor now",
        E("preference", "Editor: Helix", "add", slot="tool:editor", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-obsidian-changed-my-life-it-s-my-second-brai",
        "Obsidian changed my life, it's my second brain now",
        E("preference", "Notes app: Obsidian", "add", slot="tool:notes", fact_op="set"),
        group=G,
    ),
    # ---- lower case, words between the verb and the language
    U(
        "tl7-i-write-my-backend-code-in-go-it-just-clicks",
        "i write my backend code in go, it just clicks for me.",
        E("preference", "Main programming language: go", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-i-write-all-my-lambdas-in-python-it-s-just-e",
        "i write all my lambdas in python, it's just easier",
        E("preference", "Main programming language: python", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-i-write-mostly-swift-these-days-for-ios",
        "I write mostly Swift these days for iOS",
        E("preference", "Main programming language: Swift", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-i-code-my-side-stuff-in-go-mostly",
        "i code my side stuff in go mostly",
        E("preference", "Main programming language: go", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    # ---- everyday words that are only tools after a cue of use, in lower case
    U(
        "tl7-i-ve-gone-all-in-on-rust-go-just-wasn-t-cutt",
        "i've gone all in on rust, go just wasn't cutting it for us.",
        E("preference", "Main programming language: rust", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-rewrote-everything-in-rust-python-was-too-sl",
        "rewrote everything in rust, python was too slow",
        E("preference", "Main programming language: rust", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-i-ve-been-on-arch-for-2-years-now-and-counti",
        "i've been on arch for 2 years now and counting",
        E("preference", "Operating system: arch", "add", slot="tool:os", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-coding-in-rust-all-day-send-help-lol",
        "coding in rust all day, send help lol",
        E("preference", "Main programming language: rust", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-switched-to-arch-on-my-laptop-loving-it",
        "switched to arch on my laptop, loving it",
        E("preference", "Operating system: arch", "add", slot="tool:os", fact_op="set"),
        group=G,
    ),
    # ---- subject and verb dropped
    U(
        "tl7-writing-go-at-work-these-days",
        "writing go at work these days",
        E("preference", "Main programming language: go", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-coding-in-julia-mostly",
        "coding in julia mostly",
        E("preference", "Main programming language: julia", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-writing-elixir-full-time-now",
        "writing elixir full time now!",
        E("preference", "Main programming language: elixir", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-scripting-in-lua-mostly-for-neovim-configs",
        "scripting in lua mostly, for neovim configs",
        E("preference", "Main programming language: lua", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-mostly-clojure-these-days",
        "mostly Clojure these days",
        E("preference", "Main programming language: Clojure", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-mostly-go-these-days-a-bit-of-python",
        "mostly Go these days, a bit of Python",
        E("preference", "Main programming language: Go", "update", slot="tool:language", fact_op="set"),
        group=G,
    ),
    # ---- notes and to-dos: more verbs and shapes
    U(
        "tl7-jot-everything-down-in-bear-it-s-fast",
        "jot everything down in Bear, it's fast",
        E("preference", "Notes app: Bear", "add", slot="tool:notes", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-jotting-everything-into-obsidian-lately-it-s",
        "jotting everything into Obsidian lately, it's been a game changer",
        E("preference", "Notes app: Obsidian", "add", slot="tool:notes", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-i-jot-ideas-down-in-bear-all-the-time",
        "I jot ideas down in Bear all the time",
        E("preference", "Notes app: Bear", "add", slot="tool:notes", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-all-my-tasks-go-into-omnifocus",
        "all my tasks go into OmniFocus",
        E("preference", "To-do app: OmniFocus", "add", slot="tool:todo", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-my-daily-notes-end-up-in-logseq",
        "my daily notes end up in Logseq",
        E("preference", "Notes app: Logseq", "add", slot="tool:notes", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-all-my-todos-end-up-in-ticktick",
        "all my todos end up in TickTick",
        E("preference", "To-do app: TickTick", "add", slot="tool:todo", fact_op="set"),
        group=G,
    ),
    # ---- labels
    U(
        "tl7-terminal-of-choice-kitty",
        "terminal of choice: Kitty",
        E("preference", "Terminal: Kitty", "add", slot="tool:terminal", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-note-taking-evernote-still-sadly",
        "note-taking: Evernote still, sadly",
        E("preference", "Notes app: Evernote", "add", slot="tool:notes", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-browser-firefox-always",
        "browser: firefox, always",
        E("preference", "Browser: firefox", "add", slot="tool:browser", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-ok-quick-update-my-shell-of-choice-is-now-zs",
        "ok quick update, my shell of choice is now zsh",
        E("preference", "Shell: zsh", "add", slot="tool:shell", fact_op="set"),
        group=G,
    ),
    # ---- a duration carried on to now
    U(
        "tl7-i-ve-been-using-helix-for-3-months-now-and-i",
        "i've been using Helix for 3 months now and it's great",
        E("preference", "Editor: Helix", "add", slot="tool:editor", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-emacs-user-for-15-years-and-counting",
        "Emacs user for 15 years and counting",
        E("preference", "Editor: Emacs", "add", slot="tool:editor", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-been-using-obsidian-for-six-months-now-lovin",
        "been using Obsidian for six months now, loving the graph view",
        E("preference", "Notes app: Obsidian", "add", slot="tool:notes", fact_op="set"),
        group=G,
    ),
    # ---- the tool with its purpose noun
    U(
        "tl7-on-fish-shell-now",
        "on fish shell now",
        E("preference", "Shell: fish", "add", slot="tool:shell", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-using-arc-browser-these-days",
        "using Arc browser these days",
        E("preference", "Browser: Arc", "add", slot="tool:browser", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-been-on-fish-shell-since-spring",
        "been on fish shell since spring",
        E("preference", "Shell: fish", "add", slot="tool:shell", fact_op="set"),
        group=G,
    ),
    # ---- where the name ends
    U(
        "tl7-i-code-in-ruby-every-day-at-my-job",
        "i code in ruby every day at my job",
        E("preference", "Main programming language: ruby", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-i-ve-moved-over-to-neovim-fully",
        "I've moved over to Neovim fully",
        E("preference", "Editor: Neovim", "add", slot="tool:editor", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-i-stopped-using-evernote-ages-ago",
        "I stopped using Evernote ages ago",
        E("fact", "No longer: Evernote", "add", slot="?", fact_op="end"),
        group=G,
    ),
    # ---- writing in a language is work, not a hobby
    U(
        "tl7-been-writing-a-lot-of-rust-at-work-loving-th",
        "Been writing a lot of Rust at work, loving the compiler errors honestly.",
        E("preference", "Main programming language: Rust", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-i-ve-been-writing-tons-of-go-at-work-lately",
        "I've been writing tons of Go at work lately",
        E("preference", "Main programming language: Go", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-been-writing-loads-of-kotlin-this-month-andr",
        "been writing loads of Kotlin this month, android stuff",
        E("preference", "Main programming language: Kotlin", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    # ---- the user joins the people around them
    U(
        "tl7-the-whole-team-is-on-typescript-and-so-am-i",
        "the whole team is on TypeScript and so am I",
        E("preference", "Main programming language: TypeScript", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-everyone-at-work-uses-obsidian-and-so-do-i",
        "everyone at work uses Obsidian and so do I",
        E("preference", "Notes app: Obsidian", "add", slot="tool:notes", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-the-office-switched-to-firefox-and-so-did-i",
        "the office switched to Firefox and so did I",
        E("preference", "Browser: Firefox", "add", slot="tool:browser", fact_op="set"),
        group=G,
    ),
    # ---- a company acting is no use; a bare mention yields to a cue's reading
    U(
        "tl7-obsidian-is-my-notes-app-even-though-the-syn",
        "Obsidian is my notes app, even though the sync plan charged me twice",
        E("preference", "Notes app: Obsidian", "add", slot="tool:notes", fact_op="set"),
        group=G,
    ),
    # ---- a mention beside a cue's reading of another tool of the purpose
    U(
        "tl7-my-heart-is-in-python-but-my-job-is-all-java",
        "my heart is in Python, but my job is all Java",
        E("preference", "Main programming language: Java", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-i-love-haskell-but-my-day-job-is-all-scala",
        "I love Haskell, but my day job is all Scala",
        E("preference", "Main programming language: Scala", "add", slot="tool:language", fact_op="set"),
        E("preference", "Loves Haskell", "add", slot=None, fact_op="set"),
        group=G,
    ),
    U(
        "tl7-ruby-was-my-first-love-but-my-work-is-all-el",
        "Ruby was my first love, but my work is all Elixir now",
        E("preference", "Main programming language: Elixir", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    # ---- a street or a park named like a tool is still a place
    U(
        "tl7-we-moved-to-arch-street-last-year",
        "we moved to Arch Street last year",
        E("profile", "Lives in Arch Street", "add", slot="residence", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-we-just-moved-to-swift-road-love-the-area",
        "we just moved to Swift Road, love the area",
        E("profile", "Lives in Swift Road", "add", slot="residence", fact_op="set"),
        group=G,
    ),
    # ---- taking the step to a tool
    U(
        "tl7-finally-made-the-jump-to-linux-windows-was-d",
        "finally made the jump to Linux, windows was driving me nuts",
        E("preference", "Operating system: Linux", "add", slot="tool:os", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-made-the-switch-to-neovim-over-the-holidays",
        "made the switch to Neovim over the holidays",
        E("preference", "Editor: Neovim", "add", slot="tool:editor", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-took-the-plunge-with-logseq-last-month-no-re",
        "took the plunge with Logseq last month, no regrets",
        E("preference", "Notes app: Logseq", "add", slot="tool:notes", fact_op="set"),
        group=G,
    ),
    # ---- off a tool for good
    U(
        "tl7-i-m-off-ticktick-for-good",
        "i'm off TickTick for good",
        E("fact", "No longer: TickTick", "add", slot="?", fact_op="end"),
        group=G,
    ),
    U(
        "tl7-i-m-finally-off-chrome-completely",
        "I'm finally off Chrome completely",
        E("fact", "No longer: Chrome", "add", slot="?", fact_op="end"),
        group=G,
    ),
    U(
        "tl7-we-re-off-jira-now-thank-god",
        "we're off Jira now, thank god",
        E("fact", "No longer: Jira", "add", slot="?", fact_op="end"),
        group=G,
    ),
    # ---- subject dropped, with a purpose and a when
    U(
        "tl7-using-obsidian-for-notes-these-days",
        "using obsidian for notes these days",
        E("preference", "Notes app: obsidian", "add", slot="tool:notes", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-been-daily-driving-fedora-for-a-while-it-s-s",
        "been daily driving Fedora for a while, it's solid",
        E("preference", "Operating system: Fedora", "add", slot="tool:os", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-been-using-helix-for-a-bit-it-s-great",
        "been using helix for a bit, it's great",
        E("preference", "Editor: helix", "add", slot="tool:editor", fact_op="set"),
        group=G,
    ),
    # ---- a duration with a present verdict after it
    U(
        "tl7-sooo-i-ve-been-on-arc-for-a-month-and-can-t",
        "sooo I've been on Arc for a month and can't go back",
        E("preference", "Browser: Arc", "add", slot="tool:browser", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-i-ve-been-on-kakoune-for-a-year-love-it",
        "I've been on Kakoune for a year, love it",
        E("preference", "Editor: Kakoune", "add", slot="tool:editor", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-been-in-rider-for-six-months-and-it-s-lovely",
        "been in Rider for six months and it's lovely",
        E("preference", "Editor: Rider", "add", slot="tool:editor", fact_op="set"),
        group=G,
    ),
    # ---- typos of the cue words
    U(
        "tl7-swithced-to-obsidian-for-notes",
        "swithced to Obsidian for notes",
        E("preference", "Notes app: Obsidian", "add", slot="tool:notes", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-my-editro-is-zed",
        "my editro is Zed",
        E("preference", "Editor: Zed", "add", slot="tool:editor", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-i-ve-been-codign-in-elixir-all-week",
        "i've been codign in Elixir all week",
        E("preference", "Main programming language: Elixir", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    # ---- leaving a tool later in the sentence, with or without the new one named
    U(
        "tl7-i-use-vim-but-i-m-switching-to-helix",
        "I use Vim, but I'm switching to Helix",
        E("preference", "Editor: Helix", "update", slot="tool:editor", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-been-on-notion-for-years-but-now-i-m-moving",
        "been on Notion for years but now I'm moving over to Obsidian",
        E("preference", "Notes app: Obsidian", "add", slot="tool:notes", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-i-use-python-at-work-but-i-m-moving-house-ne",
        "I use Python at work but I'm moving house next week",
        E("preference", "Main programming language: Python", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    # ---- a setup listed under a label: each purpose one listed tool fills
    U(
        "tl7-my-setup-neovim-tmux-zsh-all-on-arch",
        "my setup: Neovim, tmux, zsh, all on Arch",
        E("preference", "Editor: Neovim", "add", slot="tool:editor", fact_op="set"),
        E("preference", "Operating system: Arch", "add", slot="tool:os", fact_op="set"),
        E("preference", "Shell: zsh", "add", slot="tool:shell", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-current-setup-helix-fish-wezterm-on-fedora",
        "current setup - Helix + fish + WezTerm on Fedora",
        E("preference", "Editor: Helix", "add", slot="tool:editor", fact_op="set"),
        E("preference", "Operating system: Fedora", "add", slot="tool:os", fact_op="set"),
        E("preference", "Shell: fish", "add", slot="tool:shell", fact_op="set"),
        E("preference", "Terminal: WezTerm", "add", slot="tool:terminal", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-my-daily-drivers-firefox-obsidian-vs-code",
        "my daily drivers: Firefox, Obsidian, VS Code",
        E("preference", "Browser: Firefox", "add", slot="tool:browser", fact_op="set"),
        E("preference", "Editor: VS Code", "add", slot="tool:editor", fact_op="set"),
        E("preference", "Notes app: Obsidian", "add", slot="tool:notes", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-my-new-stack-zed-and-ghostty",
        "my new stack -- Zed and Ghostty",
        E("preference", "Editor: Zed", "add", slot="tool:editor", fact_op="set"),
        E("preference", "Terminal: Ghostty", "add", slot="tool:terminal", fact_op="set"),
        group=G,
    ),
    # ---- an everyday name at the start with a cue of its purpose
    U(
        "tl7-swift-is-what-i-write-for-a-living",
        "Swift is what I write for a living",
        E("preference", "Main programming language: Swift", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-julia-is-what-i-write-my-simulations-in",
        "Julia is what I write my simulations in",
        E("preference", "Main programming language: Julia", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-things-is-my-to-do-app-and-i-love-it",
        "Things is my to-do app and I love it",
        E("preference", "To-do app: Things", "add", slot="tool:todo", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-arc-is-my-browser-now",
        "Arc is my browser now",
        E("preference", "Browser: Arc", "add", slot="tool:browser", fact_op="set"),
        group=G,
    ),
    # ---- devotion and all-or-nothing
    U(
        "tl7-obsidian-won-me-over-it-s-my-notes-app-now",
        "Obsidian won me over, it's my notes app now",
        E("preference", "Notes app: Obsidian", "add", slot="tool:notes", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-fell-in-love-with-helix-this-year-it-s-all-i",
        "fell in love with Helix this year, it's all I use",
        E("preference", "Editor: Helix", "add", slot="tool:editor", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-emacs-or-nothing-for-me",
        "Emacs or nothing for me",
        E("preference", "Editor: Emacs", "add", slot="tool:editor", fact_op="set"),
        group=G,
    ),
    # ---- the value said last
    U(
        "tl7-the-app-all-my-notes-go-into-is-bear",
        "the app all my notes go into is Bear",
        E("preference", "Notes app: Bear", "add", slot="tool:notes", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-the-language-i-reach-for-first-is-python",
        "the language I reach for first is Python",
        E("preference", "Main programming language: Python", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-the-editor-i-use-every-single-day-is-sublime",
        "the editor I use every single day is Sublime Text",
        E("preference", "Editor: Sublime Text", "add", slot="tool:editor", fact_op="set"),
        group=G,
    ),
    # ---- ends: what the company holds, the boot, the cut, a break-up with a tool
    U(
        "tl7-cancelled-my-todoist-subscription-yesterday",
        "cancelled my Todoist subscription yesterday",
        E("fact", "No longer: Todoist", "add", slot="?", fact_op="end"),
        group=G,
    ),
    U(
        "tl7-deleted-my-evernote-account",
        "deleted my Evernote account",
        E("fact", "No longer: Evernote", "add", slot="?", fact_op="end"),
        group=G,
    ),
    U(
        "tl7-vs-code-got-the-boot",
        "VS Code got the boot",
        E("fact", "No longer: VS Code", "add", slot="?", fact_op="end"),
        group=G,
    ),
    U(
        "tl7-chrome-didn-t-make-the-cut",
        "Chrome didn't make the cut",
        E("fact", "No longer: Chrome", "add", slot="?", fact_op="end"),
        group=G,
    ),
    U(
        "tl7-i-broke-up-with-notion-too-slow",
        "I broke up with Notion, too slow",
        E("fact", "No longer: Notion", "add", slot="?", fact_op="end"),
        group=G,
    ),
    U(
        "tl7-evernote-and-i-parted-ways-last-year",
        "Evernote and I parted ways last year",
        E("fact", "No longer: Evernote", "add", slot="?", fact_op="end"),
        group=G,
    ),
    # ---- its place taken, the new one
    U(
        "tl7-obsidian-took-notion-s-place",
        "Obsidian took Notion's place",
        E("preference", "Notes app: Obsidian", "update", slot="tool:notes", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-zed-is-the-new-vs-code-for-me",
        "Zed is the new VS Code for me",
        E("preference", "Editor: Zed", "update", slot="tool:editor", fact_op="set"),
        group=G,
    ),
    # ---- an afterthought that is only commentary keeps the mention
    U(
        "tl7-i-m-glued-to-obsidian-honestly-it-s-where-my",
        "I'm glued to Obsidian, honestly it's where my brain lives",
        E("preference", "Notes app: Obsidian", "add", slot="tool:notes", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-i-m-knee-deep-in-c-most-days-the-build-times",
        "I'm knee-deep in C# most days, the build times are rough",
        E("preference", "Main programming language: C#", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    # ---- fresh phrasings across purposes (values not used above)
    U(
        "tl7-lately-all-my-prototyping-happens-in-clojure",
        "lately all my prototyping happens in Clojure, the repl is addictive",
        E("preference", "Main programming language: Clojure", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-i-do-all-my-number-crunching-in-matlab-my-la",
        "i do all my number crunching in matlab, my lab pays for it",
        E("preference", "Main programming language: matlab", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-these-days-my-scripts-are-all-in-nushell",
        "these days my scripts are all in nushell",
        E("preference", "Shell: nushell", "add", slot="tool:shell", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-my-journaling-happens-in-day-one-every-eveni",
        "my journaling happens in Day One every evening",
        E("preference", "Notes app: Day One", "add", slot="tool:notes", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-on-doom-emacs-now-took-a-weekend-to-set-up",
        "on doom emacs now, took a weekend to set up",
        E("preference", "Editor: doom emacs", "add", slot="tool:editor", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-writing-ocaml-at-the-new-gig-types-everywher",
        "writing ocaml at the new gig, types everywhere",
        E("preference", "Main programming language: ocaml", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-mostly-elixir-at-work-some-rust-on-weekends",
        "mostly Elixir at work, some Rust on weekends",
        E("preference", "Main programming language: Elixir", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-so-i-ve-moved-everything-into-capacities-not",
        "so I've moved everything into Capacities, Notion felt heavy",
        E("preference", "Notes app: Capacities", "add", slot="tool:notes", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-all-my-to-dos-end-up-in-amazing-marvin",
        "all my to-dos end up in Amazing Marvin",
        E("preference", "To-do app: Amazing Marvin", "add", slot="tool:todo", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-brave-all-day-the-adblocking-is-great",
        "brave all day, the adblocking is great",
        E("preference", "Browser: brave", "add", slot="tool:browser", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-i-ve-gone-all-in-on-zig-this-year-c-just-fel",
        "i've gone all in on zig this year, c just felt old",
        E("preference", "Main programming language: zig", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-my-laptop-is-on-nixos-now-took-forever-to-co",
        "my laptop is on NixOS now, took forever to configure lol",
        E("preference", "Operating system: NixOS", "add", slot="tool:os", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-quick-update-browser-of-choice-is-now-librew",
        "quick update: browser of choice is now LibreWolf",
        E("preference", "Browser: LibreWolf", "add", slot="tool:browser", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-been-on-vivaldi-for-a-year-now-and-i-love-it",
        "been on Vivaldi for a year now and I love it",
        E("preference", "Browser: Vivaldi", "add", slot="tool:browser", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-sublime-text-won-me-over-again-vs-code-was-t",
        "Sublime Text won me over again, VS Code was too heavy",
        E("preference", "Editor: Sublime Text", "update", slot="tool:editor", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-i-m-firmly-a-kakoune-person-now",
        "I'm firmly a Kakoune person now",
        E("preference", "Editor: Kakoune", "add", slot="tool:editor", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-i-m-on-pop-os-these-days-ubuntu-got-bloated",
        "i'm on pop os these days, ubuntu got bloated",
        E("preference", "Operating system: pop os", "update", slot="tool:os", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-jotting-my-ideas-down-in-tana-lately-it-s-cl",
        "jotting my ideas down in Tana lately, it's clever",
        E("preference", "Notes app: Tana", "add", slot="tool:notes", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-our-codebase-is-all-typescript-i-write-most",
        "our codebase is all TypeScript, I write most of the backend",
        E("preference", "Main programming language: TypeScript", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-switched-my-shell-to-xonsh-anyway-how-do-i-s",
        "switched my shell to xonsh, anyway how do I set the prompt?",
        E("preference", "Shell: xonsh", "add", slot="tool:shell", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-my-to-do-list-lives-in-todoist-anyway-can-yo",
        "my to-do list lives in Todoist, anyway can you help me plan?",
        E("preference", "To-do app: Todoist", "add", slot="tool:todo", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-i-m-elbow-deep-in-fortran-at-the-lab-legacy",
        "I'm elbow-deep in Fortran at the lab, legacy physics code, don't ask",
        E("preference", "Main programming language: Fortran", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-helix-is-my-editor-now-the-modal-stuff-click",
        "Helix is my editor now, the modal stuff clicked",
        E("preference", "Editor: Helix", "add", slot="tool:editor", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-ok-so-i-m-a-lua-person-these-days-game-scrip",
        "ok so i'm a Lua person these days, game scripting mostly",
        E("preference", "Main programming language: Lua", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-the-terminal-i-live-in-is-ghostty",
        "the terminal I live in is Ghostty",
        E("preference", "Terminal: Ghostty", "add", slot="tool:terminal", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-settled-on-zed-after-a-month-of-trying-edito",
        "settled on Zed after a month of trying editors",
        E("preference", "Editor: Zed", "add", slot="tool:editor", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-coding-in-kotlin-full-time-since-march",
        "coding in Kotlin full time since march",
        E("preference", "Main programming language: Kotlin", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-i-m-a-firefox-user-for-life",
        "i'm a firefox user for life",
        E("preference", "Browser: firefox", "add", slot="tool:browser", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-logseq-is-where-all-my-notes-go-now",
        "Logseq is where all my notes go now",
        E("preference", "Notes app: Logseq", "add", slot="tool:notes", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-gave-up-on-evernote-apple-notes-does-the-job",
        "gave up on Evernote, Apple Notes does the job",
        E("fact", "No longer: Evernote", "add", slot="?", fact_op="end"),
        E("preference", "Notes app: Apple Notes", "update", slot="tool:notes", fact_op="set"),
        group=G,
    ),
    # ---- the one kept after trying
    U(
        "tl7-i-ve-tried-them-all-and-obsidian-is-the-one",
        "I've tried them all and Obsidian is the one I stuck with",
        E("preference", "Notes app: Obsidian", "add", slot="tool:notes", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-helix-is-the-editor-i-eventually-settled-on",
        "Helix is the editor I eventually settled on",
        E("preference", "Editor: Helix", "add", slot="tool:editor", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-todoist-is-the-app-i-always-came-back-to",
        "Todoist is the app I always came back to",
        E("preference", "To-do app: Todoist", "add", slot="tool:todo", fact_op="set"),
        group=G,
    ),
    # ---- multi-sentence chat turns
    U(
        "tl7-hey-so-i-m-a-neovim-user-can-you-help-with-l",
        "hey. so. i'm a neovim user. can you help with lua config?",
        E("preference", "Editor: neovim", "add", slot="tool:editor", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-quick-one-my-notes-are-all-in-obsidian-how-d",
        "Quick one. My notes are all in Obsidian. How do I link headings?",
        E("preference", "Notes app: Obsidian", "add", slot="tool:notes", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-new-job-new-stack-everything-is-kotlin-now-a",
        "new job, new stack! everything is Kotlin now. any good resources?",
        E("preference", "Main programming language: Kotlin", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    # ---- a use for the user's job is the main language
    U(
        "tl7-i-use-python-for-my-job",
        "I use Python for my job",
        E("preference", "Main programming language: Python", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
    U(
        "tl7-i-use-go-for-my-day-job",
        "I use Go for my day job",
        E("preference", "Main programming language: Go", "add", slot="tool:language", fact_op="set"),
        group=G,
    ),
]

TOOLS7_EMPTY: list[Case] = [
    NONE("tl7n-i-went-to-go-the-board-game-club-on-friday", "I went to Go, the board game club, on friday", group=GE),
    NONE("tl7n-i-m-knee-deep-in-a-python-tutorial", "I'm knee-deep in a Python tutorial", group=GE),
    NONE("tl7n-i-m-reading-about-kotlin-it-s-interesting", "I'm reading about Kotlin, it's interesting", group=GE),
    NONE("tl7n-i-m-deep-into-a-course-on-elixir", "I'm deep into a course on Elixir", group=GE),
    NONE(
        "tl7n-i-m-knee-deep-in-python-or-i-was-until-last",
        "I'm knee-deep in Python, or I was until last year",
        group=GE,
    ),
    NONE("tl7n-i-m-knee-deep-in-rust-well-i-used-to-be", "I'm knee-deep in Rust, well I used to be", group=GE),
    NONE("tl7n-i-basically-breathed-python-back-in-college", "I basically breathed Python back in college", group=GE),
    NONE("tl7n-i-m-knee-deep-in-kotlin-errors-can-you-help", "I'm knee-deep in Kotlin errors, can you help?", group=GE),
    NONE("tl7n-i-m-in-a-go-interview-loop-wish-me-luck", "I'm in a Go interview loop, wish me luck", group=GE),
    NONE("tl7n-i-m-curious-about-zig-anyway", "I'm curious about Zig, anyway", group=GE),
    NONE("tl7n-i-m-deep-into-elixir-in-my-dreams-someday", "I'm deep into Elixir in my dreams, someday", group=GE),
    NONE("tl7n-i-m-married-to-intellij-i-wish", "I'm married to IntelliJ, I wish", group=GE),
    NONE(
        "tl7n-i-m-glued-to-obsidian-jk-i-don-t-even-use-it", "I'm glued to Obsidian, jk I don't even use it", group=GE
    ),
    NONE(
        "tl7n-i-used-to-do-all-my-scripting-in-perl-back-i",
        "I used to do all my scripting in Perl, back in the day",
        group=GE,
    ),
    NONE(
        "tl7n-all-my-scripting-happened-in-perl-at-my-old", "all my scripting happened in Perl at my old job", group=GE
    ),
    NONE("tl7n-my-brother-does-all-his-coding-in-vim", "my brother does all his coding in Vim", group=GE),
    NONE("tl7n-she-keeps-her-notes-in-notion", "she keeps her notes in Notion", group=GE),
    NONE(
        "tl7n-i-d-do-all-my-modelling-in-r-if-my-boss-allo",
        "i'd do all my modelling in R if my boss allowed it",
        group=GE,
    ),
    NONE("tl7n-my-coworker-writes-all-his-lambdas-in-python", "my coworker writes all his lambdas in Python", group=GE),
    NONE(
        "tl7n-i-might-switch-my-notes-to-obsidian-no-idea", "I might switch my notes to Obsidian, no idea yet", group=GE
    ),
    NONE("tl7n-rust-is-eating-my-car-anyway-what-s-the-fix", "rust is eating my car, anyway what's the fix?", group=GE),
    NONE("tl7n-i-went-to-swift-s-concert-last-night", "I went to Swift's concert last night", group=GE),
    NONE(
        "tl7n-things-are-crazy-at-work-anyway-can-you-help",
        "things are crazy at work, anyway can you help me plan?",
        group=GE,
    ),
    NONE("tl7n-my-notes-are-a-mess-i-keep-them-everywhere", "my notes are a mess, I keep them everywhere", group=GE),
    NONE("tl7n-everything-at-my-old-job-was-java", "everything at my old job was Java", group=GE),
    NONE(
        "tl7n-my-team-wants-everything-in-rust-i-m-not-con",
        "my team wants everything in Rust, I'm not convinced",
        group=GE,
    ),
    NONE(
        "tl7n-the-course-teaches-python-which-i-m-taking-n",
        "the course teaches Python, which I'm taking next month",
        group=GE,
    ),
    NONE("tl7n-i-m-learning-rust-it-s-hard", "I'm learning Rust, it's hard", group=GE),
    NONE("tl7n-i-tried-obsidian-didn-t-stick", "I tried Obsidian, didn't stick", group=GE),
    NONE("tl7n-my-dad-still-uses-internet-explorer-lol", "my dad still uses Internet Explorer lol", group=GE),
    NONE("tl7n-when-i-was-at-uni-i-wrote-everything-in-java", "when I was at uni I wrote everything in Java", group=GE),
    NONE("tl7n-my-first-language-was-pascal", "my first language was Pascal", group=GE),
    NONE("tl7n-i-write-to-my-grandma-in-spanish-every-week", "I write to my grandma in Spanish every week", group=GE),
    NONE("tl7n-i-keep-my-tools-in-the-garage", "I keep my tools in the garage", group=GE),
    NONE("tl7n-my-son-jots-everything-down-in-his-journal", "my son jots everything down in his journal", group=GE),
    NONE(
        "tl7n-they-do-all-their-analysis-in-sas-at-the-ban", "they do all their analysis in SAS at the bank", group=GE
    ),
    NONE(
        "tl7n-my-brother-uses-vim-and-won-t-shut-up-about", "my brother uses vim and won't shut up about it", group=GE
    ),
    NONE("tl7n-my-wife-swears-by-notion", "my wife swears by Notion", group=GE),
    NONE("tl7n-if-i-switched-to-emacs-would-i-regret-it", "If I switched to Emacs would I regret it?", group=GE),
    NONE("tl7n-should-i-learn-rust-or-go-next", "should I learn Rust or Go next?", group=GE),
    NONE("tl7n-i-m-thinking-about-trying-helix", "I'm thinking about trying Helix", group=GE),
    NONE("tl7n-maybe-i-ll-move-to-obsidian-someday", "maybe I'll move to Obsidian someday", group=GE),
    NONE("tl7n-can-you-write-me-a-script-in-python", "can you write me a script in Python?", group=GE),
    NONE(
        "tl7n-convert-this-from-javascript-to-typescript-p",
        "convert this from JavaScript to TypeScript please",
        group=GE,
    ),
    NONE("tl7n-i-used-to-use-evernote-back-in-college", "I used to use Evernote back in college", group=GE),
    NONE("tl7n-i-ve-never-written-any-go", "I've never written any Go", group=GE),
    NONE("tl7n-i-d-love-to-learn-haskell-one-day", "I'd love to learn Haskell one day", group=GE),
    NONE("tl7n-the-article-compared-neovim-and-emacs", "the article compared Neovim and Emacs", group=GE),
    NONE("tl7n-my-team-lead-wants-us-to-move-to-kotlin", "my team lead wants us to move to Kotlin", group=GE),
    NONE("tl7n-sarah-switched-to-firefox-last-week", "Sarah switched to Firefox last week", group=GE),
    NONE("tl7n-my-son-is-learning-python-at-school", "my son is learning Python at school", group=GE),
    NONE(
        "tl7n-i-read-a-blog-post-about-rust-s-borrow-check", "I read a blog post about Rust's borrow checker", group=GE
    ),
    NONE("tl7n-we-might-adopt-typescript-next-quarter", "we might adopt TypeScript next quarter", group=GE),
    NONE("tl7n-my-kids-love-scratch", "my kids love Scratch", group=GE),
    NONE("tl7n-julia-is-coming-over-for-dinner", "Julia is coming over for dinner", group=GE),
    NONE("tl7n-i-watched-a-talk-on-elixir-yesterday", "I watched a talk on Elixir yesterday", group=GE),
    NONE("tl7n-the-job-posting-wants-java-experience", "the job posting wants Java experience", group=GE),
    NONE("tl7n-i-m-interviewing-for-a-go-role", "I'm interviewing for a Go role", group=GE),
    NONE("tl7n-i-saw-a-bear-on-the-hike-lol", "I saw a bear on the hike lol", group=GE),
    NONE("tl7n-things-have-been-hectic-at-work", "things have been hectic at work", group=GE),
    NONE("tl7n-what-if-i-rewrote-it-in-rust", "what if I rewrote it in Rust", group=GE),
    NONE("tl7n-my-friend-s-startup-is-all-elixir", "my friend's startup is all Elixir", group=GE),
    NONE("tl7n-i-wish-my-company-used-linux", "I wish my company used Linux", group=GE),
    NONE(
        "tl7n-i-was-a-windows-user-for-a-decade-before-all",
        "I was a Windows user for a decade before all this",
        group=GE,
    ),
    NONE("tl7n-my-manager-uses-emacs", "my manager uses Emacs", group=GE),
    NONE("tl7n-he-codes-in-go", "he codes in Go", group=GE),
    NONE("tl7n-they-use-notion-for-everything", "they use Notion for everything", group=GE),
    NONE("tl7n-my-partner-s-laptop-runs-ubuntu", "my partner's laptop runs Ubuntu", group=GE),
    NONE("tl7n-trying-out-zed-this-weekend", "trying out Zed this weekend", group=GE),
    NONE("tl7n-next-month-i-m-going-to-try-arch", "next month I'm going to try Arch", group=GE),
    NONE("tl7n-my-old-team-wrote-everything-in-perl", "my old team wrote everything in Perl", group=GE),
    NONE("tl7n-i-need-help-with-my-vim-config", "I need help with my vim config", group=GE),
    NONE(
        "tl7n-the-go-to-place-for-coffee-is-around-the-cor", "The go-to place for coffee is around the corner", group=GE
    ),
    NONE("tl7n-rust-on-my-bike-chain-again-ugh", "Rust on my bike chain again, ugh", group=GE),
    NONE("tl7n-we-had-fish-for-dinner", "We had fish for dinner", group=GE),
    NONE("tl7n-i-m-reading-a-book-about-scala", "I'm reading a book about Scala", group=GE),
    NONE("tl7n-i-m-on-a-swift-boat-tour-tomorrow-lol", "i'm on a swift boat tour tomorrow lol", group=GE),
    NONE(
        "tl7n-the-rust-on-the-gate-needs-sanding-i-m-on-it", "the rust on the gate needs sanding, i'm on it", group=GE
    ),
    NONE("tl7n-the-elm-in-our-garden-is-dying-i-m-gutted", "the elm in our garden is dying, i'm gutted", group=GE),
    NONE("tl7n-notion-sent-me-a-refund", "Notion sent me a refund", group=GE),
    NONE("tl7n-notion-emailed-me-about-the-new-pricing", "Notion emailed me about the new pricing", group=GE),
    NONE("tl7n-i-went-to-go-ape-with-my-sister", "I went to Go Ape with my sister", group=GE),
    NONE("tl7n-i-m-off-monday-for-good", "I'm off Monday for good", group=GE),
    NONE(
        "tl7n-i-ve-been-using-emacs-for-a-while-it-s-fine",
        "I've been using Emacs for a while, it's fine but I'm switching",
        group=GE,
    ),
    NONE("tl7n-i-used-vim-for-years-it-s-a-great-editor", "I used Vim for years, it's a great editor", group=GE),
    NONE("tl7n-my-boss-ditched-windows-for-fedora", "my boss ditched Windows for Fedora", group=GE),
    NONE("tl7n-my-sister-said-goodbye-to-evernote-last-year", "my sister said goodbye to Evernote last year", group=GE),
    NONE("tl7n-should-i-trade-pycharm-for-vs-code", "should I trade PyCharm for VS Code?", group=GE),
    NONE("tl7n-my-friend-is-done-with-java", "my friend is done with java", group=GE),
    NONE("tl7n-is-vim-neovim-worth-it", "is Vim -> Neovim worth it?", group=GE),
    NONE("tl7n-what-if-i-moved-from-trello-to-linear", "what if I moved from Trello to Linear?", group=GE),
    NONE("tl7n-they-uninstalled-notion-at-work", "they uninstalled Notion at work", group=GE),
    NONE("tl7n-still-deciding-between-obsidian-and-logseq", "still deciding between Obsidian and Logseq", group=GE),
    NONE("tl7n-i-used-to-daily-drive-ubuntu-in-college", "I used to daily drive Ubuntu in college", group=GE),
    NONE("tl7n-would-emacs-be-a-good-editor-for-me", "would Emacs be a good editor for me?", group=GE),
    NONE("tl7n-i-never-liked-python", "I never liked Python", group=GE),
    NONE("tl7n-a-friend-of-mine-writes-elixir", "a friend of mine writes Elixir", group=GE),
    NONE("tl7n-the-recruiter-wants-a-swift-dev", "the recruiter wants a Swift dev", group=GE),
    NONE("tl7n-in-the-novel-the-hacker-uses-arch", "in the novel, the hacker uses Arch", group=GE),
    NONE("tl7n-my-old-laptop-ran-windows-xp", "my old laptop ran Windows XP", group=GE),
    NONE("tl7n-he-s-a-rust-dev-at-a-startup", "he's a Rust dev at a startup", group=GE),
    NONE("tl7n-our-intern-writes-everything-in-go", "our intern writes everything in Go", group=GE),
    NONE("tl7n-my-colleague-s-terminal-is-kitty", "my colleague's terminal is Kitty", group=GE),
    NONE("tl7n-i-might-try-warp-next-week", "I might try Warp next week", group=GE),
    NONE("tl7n-my-brother-made-the-jump-to-linux-last-year", "my brother made the jump to Linux last year", group=GE),
    NONE("tl7n-i-m-suing-my-landlord", "I'm suing my landlord", group=GE),
    NONE(
        "tl7n-i-ve-been-using-emacs-for-a-while-it-s-great",
        "I've been using Emacs for a while, it's great but I'm switching",
        group=GE,
    ),
    NONE(
        "tl7n-i-use-vim-but-i-m-switching-editors-next-mon", "I use Vim but I'm switching editors next month", group=GE
    ),
    NONE("tl7n-my-brother-s-setup-emacs-on-gentoo", "my brother's setup: Emacs on Gentoo", group=GE),
    NONE("tl7n-go-is-a-great-language-i-hear", "Go is a great language, I hear", group=GE),
    NONE("tl7n-i-d-go-with-rust-if-i-were-you", "I'd go with Rust if I were you", group=GE),
    NONE(
        "tl7n-we-re-going-to-swift-current-for-the-holiday", "we're going to Swift Current for the holidays", group=GE
    ),
    NONE("tl7n-i-bought-things-for-the-party", "I bought things for the party", group=GE),
    NONE("tl7n-a-bear-stole-our-picnic", "a bear stole our picnic", group=GE),
    NONE("tl7n-the-arc-of-the-story-is-weak", "the arc of the story is weak", group=GE),
    NONE("tl7n-i-m-on-edge-about-the-interview", "I'm on edge about the interview", group=GE),
    NONE(
        "tl7n-i-m-in-a-bit-of-a-pickle-with-r-can-you-help", "I'm in a bit of a pickle with R, can you help?", group=GE
    ),
    NONE("tl7n-i-m-learning-swift-this-summer", "i'm learning swift this summer", group=GE),
    NONE(
        "tl7n-my-setup-at-my-old-job-was-eclipse-on-window", "my setup at my old job was Eclipse on Windows", group=GE
    ),
    NONE("tl7n-maybe-i-ll-move-my-notes-to-bear", "maybe I'll move my notes to Bear", group=GE),
    NONE("tl7n-my-colleague-switched-from-windows-to-macos", "my colleague switched from Windows to macOS", group=GE),
    NONE("tl7n-the-intern-migrated-everything-to-linear", "the intern migrated everything to Linear", group=GE),
    NONE(
        "tl7n-i-d-ditch-chrome-if-firefox-had-better-devto", "I'd ditch Chrome if Firefox had better devtools", group=GE
    ),
    NONE("tl7n-i-love-the-things-you-suggested", "i love the things you suggested", group=GE),
    NONE("tl7n-julia-made-dinner-tonight", "Julia made dinner tonight", group=GE),
    NONE("tl7n-we-went-to-arches-national-park", "we went to Arches national park", group=GE),
    NONE("tl7n-dash-it-all-i-forgot-my-keys", "dash it all, I forgot my keys", group=GE),
    NONE(
        "tl7n-please-give-me-a-bash-script-that-renames-fi", "please give me a bash script that renames files", group=GE
    ),
    NONE("tl7n-my-sister-broke-up-with-tom-last-week", "my sister broke up with Tom last week", group=GE),
    NONE("tl7n-my-brother-s-notion-account-got-deleted", "my brother's Notion account got deleted", group=GE),
    NONE(
        "tl7n-the-new-vs-code-update-broke-my-extensions-c",
        "the new VS Code update broke my extensions, can you help?",
        group=GE,
    ),
    NONE("tl7n-i-m-deep-into-rust-for-the-exam-next-week", "I'm deep into Rust, for the exam next week", group=GE),
    NONE("tl7n-i-m-knee-deep-in-python-for-a-course", "I'm knee-deep in Python, for a course", group=GE),
    NONE(
        "tl7n-i-m-neck-deep-in-kotlin-which-i-m-learning-f",
        "I'm neck-deep in Kotlin, which I'm learning from scratch",
        group=GE,
    ),
    NONE("tl7n-i-m-deep-into-elixir-the-book-i-mean", "I'm deep into Elixir, the book I mean", group=GE),
    NONE(
        "tl7n-i-m-glued-to-obsidian-at-least-until-my-tria",
        "I'm glued to Obsidian, at least until my trial ends",
        group=GE,
    ),
    NONE("tl7n-i-m-all-about-zig-in-theory", "I'm all about Zig, in theory", group=GE),
    NONE(
        "tl7n-i-m-deep-in-haskell-my-son-s-homework-that-i", "I'm deep in Haskell, my son's homework that is", group=GE
    ),
    NONE(
        "tl7n-i-m-knee-deep-in-scala-the-interview-is-tomo",
        "I'm knee-deep in Scala, the interview is tomorrow",
        group=GE,
    ),
    NONE("tl7n-i-m-elbow-deep-in-swift-for-my-nephew-s-app", "I'm elbow-deep in Swift, for my nephew's app", group=GE),
    NONE(
        "tl7n-i-m-glued-to-notion-my-boss-s-workspace-anyw", "I'm glued to Notion, my boss's workspace anyway", group=GE
    ),
    NONE("tl7n-i-m-deep-in-go-the-board-game-every-night", "I'm deep in Go, the board game, every night", group=GE),
    NONE("tl7n-i-m-glued-to-chrome-for-the-tutorial", "I'm glued to Chrome, for the tutorial", group=GE),
    NONE(
        "tl7n-i-m-knee-deep-in-perl-legacy-code-i-have-to",
        "I'm knee-deep in Perl, legacy code I have to delete",
        group=GE,
    ),
    NONE("tl7n-i-m-deep-into-ruby-my-niece-she-s-3", "I'm deep into Ruby, my niece, she's 3", group=GE),
    NONE("tl7n-i-m-glued-to-arc-what-a-show", "I'm glued to Arc, what a show", group=GE),
    NONE(
        "tl7n-i-m-knee-deep-in-python-or-was-before-i-quit", "I'm knee-deep in Python, or was, before I quit", group=GE
    ),
    NONE("tl7n-i-m-deep-in-vim-jk-i-d-never", "I'm deep in Vim, jk, I'd never", group=GE),
    NONE("tl7n-i-m-knee-deep-in-kotlin-if-i-take-the-job", "I'm knee-deep in Kotlin, if I take the job", group=GE),
    NONE(
        "tl7n-i-use-python-but-only-for-a-course-i-m-takin", "I use Python, but only for a course I'm taking", group=GE
    ),
    NONE(
        "tl7n-i-keep-my-notes-in-notion-my-boss-s-workspac",
        "I keep my notes in Notion, my boss's workspace that is",
        group=GE,
    ),
    NONE("tl7n-i-m-on-helix-for-the-free-trial-anyway", "I'm on Helix, for the free trial anyway", group=GE),
    NONE(
        "tl7n-all-my-notes-live-in-bear-or-they-did-until",
        "all my notes live in Bear, or they did until last week",
        group=GE,
    ),
    NONE("tl7n-i-code-in-java-well-i-did-at-my-old-job", "I code in Java, well I did at my old job", group=GE),
    NONE(
        "tl7n-i-write-swift-for-a-tutorial-series-i-m-foll",
        "I write Swift, for a tutorial series I'm following",
        group=GE,
    ),
    NONE("tl7n-my-editor-is-emacs-jk-it-s-vs-code", "my editor is Emacs, jk it's VS Code", group=GE),
    NONE(
        "tl7n-i-m-on-arch-the-trial-install-on-a-vm-just-t",
        "I'm on Arch, the trial install on a VM, just testing",
        group=GE,
    ),
    NONE(
        "tl7n-i-write-everything-in-go-when-i-m-at-work-wh",
        "i write everything in Go, when I'm at work, which is never lol",
        group=GE,
    ),
    NONE(
        "tl7n-my-main-language-is-perl-the-legacy-system-i",
        "my main language is Perl, the legacy system I'm paid to delete",
        group=GE,
    ),
    NONE("tl7n-i-use-firefox-at-my-dad-s-place", "I use Firefox, at my dad's place", group=GE),
    NONE(
        "tl7n-all-my-prototyping-happened-in-clojure-at-my",
        "all my prototyping happened in Clojure at my last job",
        group=GE,
    ),
    NONE(
        "tl7n-i-wonder-if-i-should-move-everything-into-ca",
        "I wonder if I should move everything into Capacities",
        group=GE,
    ),
    NONE("tl7n-the-interviewer-asked-me-about-ocaml", "the interviewer asked me about OCaml", group=GE),
    NONE("tl7n-i-m-taking-a-zig-course-next-month", "I'm taking a Zig course next month", group=GE),
    NONE(
        "tl7n-my-roommate-is-on-nixos-and-won-t-stop-talki",
        "my roommate is on NixOS and won't stop talking about it",
        group=GE,
    ),
    NONE("tl7n-is-librewolf-better-than-firefox", "is LibreWolf better than Firefox?", group=GE),
    NONE("tl7n-i-ve-heard-kakoune-is-nice", "I've heard Kakoune is nice", group=GE),
    NONE("tl7n-our-client-s-codebase-is-all-typescript", "our client's codebase is all TypeScript", group=GE),
    NONE("tl7n-could-you-write-this-in-lua", "could you write this in Lua?", group=GE),
    NONE("tl7n-i-m-trying-tana-this-week-not-sure-yet", "I'm trying Tana this week, not sure yet", group=GE),
    NONE("tl7n-my-dad-s-laptop-is-on-windows-7-lol", "my dad's laptop is on Windows 7 lol", group=GE),
    NONE("tl7n-i-d-love-to-be-a-kakoune-person", "I'd love to be a Kakoune person", group=GE),
    NONE("tl7n-the-fortran-code-my-advisor-wrote-is-a-mess", "the Fortran code my advisor wrote is a mess", group=GE),
    NONE("tl7n-settled-on-zed-nah-still-evaluating", "settled on Zed? nah, still evaluating", group=GE),
    NONE("tl7n-i-don-t-use-vim-don-t-ask", "I don't use Vim, don't ask", group=GE),
    NONE("tl7n-my-brother-says-zed-is-the-one-he-stuck-with", "my brother says Zed is the one he stuck with", group=GE),
    NONE("tl7n-firefox-is-the-one-i-d-pick-if-i-had-to", "Firefox is the one I'd pick if I had to", group=GE),
    NONE("tl7n-i-tried-them-and-they-love-notion", "I tried them and they love Notion", group=GE),
    NONE(
        "tl7n-i-m-using-rust-for-the-exam-prep-not-otherwi", "I'm using Rust for the exam prep, not otherwise", group=GE
    ),
    NONE("tl7n-i-use-python-for-a-course-i-m-taking", "I use Python for a course I'm taking", group=GE),
    NONE("tl7n-i-use-vim-or-used-to-before-vs-code", "I use Vim, or used to, before VS Code", group=GE),
]
