"""Tool cases of 2026-11-26, in phrasings of our own: a known tool the user places themselves in
without a cue the frames foresaw (:mod:`engram.extraction.tool_mentions`), a switch between two
known tools of one purpose read whole (:mod:`engram.extraction.tool_pairs`), and a multi-word name
kept whole ("VS Code", "Sublime Text"). ``TOOLS5_EMPTY`` holds what must produce nothing: wishes,
trials, requests, reading about a tool, somebody else's tools, licences and the past."""

from __future__ import annotations

from extraction_cases import Case, E, U

F, P = "fact", "preference"

TOOLS5: list[Case] = [
    U(
        "tl5-been-doing-my-coding-in-helix-lately-and",
        "Been doing my coding in Helix lately and loving it.",
        E(P, "Editor: Helix", "add", slot="tool:editor", fact_op="set"),
    ),
    U(
        "tl5-my-go-to-language-for-data-stuff-is-r",
        "My go-to language for data stuff is R.",
        E(P, "Main programming language: R", "add", slot="tool:language", fact_op="set"),
    ),
    U(
        "tl5-quillpad-has-replaced-evernote-for-my-no",
        "Quillpad has replaced Evernote for my notes.",
        E(F, "Quillpad (instead of Evernote)", "update", slot="?", fact_op="set"),
    ),
    U(
        "tl5-i-do-everything-in-pycharm-these-days",
        "I do everything in PyCharm these days.",
        E(P, "Editor: PyCharm", "add", slot="tool:editor", fact_op="set"),
    ),
    U(
        "tl5-typescript-is-what-i-reach-for-on-the-fr",
        "Typescript is what I reach for on the frontend.",
        E(P, "Main programming language: Typescript", "add", slot="tool:language", fact_op="set"),
    ),
    U(
        "tl5-all-my-personal-notes-live-in-bear",
        "All my personal notes live in Bear.",
        E(P, "Notes app: Bear", "add", slot="tool:notes", fact_op="set"),
    ),
    U(
        "tl5-i-ve-been-a-sublime-text-person-since-20",
        "I've been a Sublime Text person since 2015.",
        E(P, "Editor: Sublime Text", "add", slot="tool:editor", fact_op="set"),
    ),
    U(
        "tl5-work-forces-me-onto-intellij-but-i-m-fin",
        "Work forces me onto IntelliJ but I'm fine with it.",
        E(P, "Editor: IntelliJ", "add", slot="tool:editor", fact_op="set"),
    ),
    U(
        "tl5-my-daily-language-is-go",
        "My daily language is Go.",
        E(P, "Main programming language: Go", "add", slot="tool:language", fact_op="set"),
    ),
    U(
        "tl5-kotlin-s-my-main-thing-at-work",
        "Kotlin's my main thing at work.",
        E(P, "Main programming language: Kotlin", "add", slot="tool:language", fact_op="set"),
    ),
    U(
        "tl5-i-jot-things-down-in-obsidian",
        "I jot things down in Obsidian.",
        E(P, "Notes app: Obsidian", "add", slot="tool:notes", fact_op="set"),
    ),
    U(
        "tl5-i-keep-everything-in-notion",
        "I keep everything in Notion.",
        E(P, "Notes app: Notion", "add", slot="tool:notes", fact_op="set"),
    ),
    U(
        "tl5-i-m-a-die-hard-vim-user",
        "I'm a die-hard Vim user.",
        E(P, "Editor: Vim", "add", slot="tool:editor", fact_op="set"),
    ),
    U(
        "tl5-my-editor-of-choice-is-neovim",
        "My editor of choice is Neovim.",
        E(P, "Editor: Neovim", "add", slot="tool:editor", fact_op="set"),
    ),
    U(
        "tl5-the-ide-i-use-is-rider",
        "The IDE I use is Rider.",
        E(P, "Editor: Rider", "add", slot="tool:editor", fact_op="set"),
    ),
    U(
        "tl5-i-write-backend-services-in-rust",
        "I write backend services in Rust.",
        E(P, "Main programming language: Rust", "add", slot="tool:language", fact_op="set"),
    ),
    U(
        "tl5-most-days-i-m-knee-deep-in-c",
        "Most days I'm knee-deep in C#.",
        E(P, "Main programming language: C#", "add", slot="tool:language", fact_op="set"),
    ),
    U(
        "tl5-for-scripting-i-always-grab-python",
        "For scripting I always grab Python.",
        E(P, "Main programming language: Python", "add", slot="tool:language", fact_op="set"),
    ),
    U(
        "tl5-switched-my-notes-over-to-joplin-last-we",
        "Switched my notes over to Joplin last weekend.",
        E(P, "Notes app: Joplin", "add", slot="tool:notes", fact_op="set"),
    ),
    U(
        "tl5-ditched-evernote-obsidian-all-the-way-no",
        "Ditched Evernote, Obsidian all the way now.",
        E(F, "No longer: Evernote", "add", slot="?", fact_op="end"),
        E(P, "Notes app: Obsidian", "update", slot="tool:notes", fact_op="set"),
    ),
    U(
        "tl5-i-ve-moved-from-atom-to-vs-code-finally",
        "I've moved from Atom to VS Code, finally.",
        E(P, "Editor: VS Code", "update", slot="tool:editor", fact_op="set"),
    ),
    U(
        "tl5-vs-code-got-too-slow-so-i-m-on-zed",
        "VS Code got too slow so I'm on Zed.",
        E(P, "Editor: Zed", "update", slot="tool:editor", fact_op="set"),
    ),
    U(
        "tl5-i-stopped-using-notion",
        "I stopped using Notion.",
        E(F, "No longer: Notion", "add", slot="?", fact_op="end"),
    ),
    U("tl5-no-more-php-for-me", "No more PHP for me.", E(F, "No longer: PHP", "add", slot="?", fact_op="end")),
    U(
        "tl5-java-s-out-i-write-kotlin-now",
        "Java's out; I write Kotlin now.",
        E(P, "Main programming language: Kotlin", "add", slot="tool:language", fact_op="set"),
    ),
    U(
        "tl5-i-gave-up-on-emacs-too-much-config",
        "I gave up on Emacs, too much config.",
        E(F, "No longer: Emacs", "add", slot="?", fact_op="end"),
    ),
    U(
        "tl5-after-years-on-evernote-i-finally-moved",
        "After years on Evernote I finally moved everything to Apple Notes.",
        E(P, "Notes app: Apple Notes", "add", slot="tool:notes", fact_op="set"),
    ),
    U("tl5-i-m-on-sublime", "I'm on Sublime.", E(P, "Editor: Sublime", "add", slot="tool:editor", fact_op="set")),
    U(
        "tl5-lately-it-s-been-all-elixir-for-me",
        "Lately it's been all Elixir for me.",
        E(P, "Main programming language: Elixir", "add", slot="tool:language", fact_op="set"),
    ),
    U(
        "tl5-i-still-use-notepad-for-quick-edits",
        "I still use Notepad++ for quick edits.",
        E(P, "Uses Notepad++ for quick edits", "add", slot="tool:quick edits", fact_op="set"),
    ),
    U(
        "tl5-i-finally-ditched-evernote-everything-s",
        "I finally ditched Evernote — everything's in Obsidian now.",
        E(F, "No longer: Evernote", "add", slot="?", fact_op="end"),
        E(P, "Notes app: Obsidian", "update", slot="tool:notes", fact_op="set"),
    ),
    U(
        "tl5-made-the-jump-from-notion-to-logseq",
        "Made the jump from Notion to Logseq.",
        E(P, "Notes app: Logseq", "update", slot="tool:notes", fact_op="set"),
    ),
    U(
        "tl5-so-long-pycharm-i-m-a-vs-code-guy-now",
        "So long PyCharm, I'm a VS Code guy now.",
        E(P, "Editor: VS Code", "add", slot="tool:editor", fact_op="set"),
    ),
    U(
        "tl5-after-ten-years-of-vim-i-ve-converted-to",
        "After ten years of Vim I've converted to Emacs.",
        E(P, "Editor: Emacs", "update", slot="tool:editor", fact_op="set"),
    ),
    U(
        "tl5-i-gave-zed-a-try-and-i-m-not-going-back",
        "I gave Zed a try and I'm not going back to Sublime.",
        E(P, "Editor: Zed", "update", slot="tool:editor", fact_op="set"),
    ),
    U(
        "tl5-swapped-out-sublime-for-zed",
        "Swapped out Sublime for Zed.",
        E(F, "Zed (instead of Sublime)", "update", slot="?", fact_op="set"),
    ),
    U(
        "tl5-these-days-it-s-neovim-not-vs-code",
        "These days it's Neovim, not VS Code.",
        E(P, "Editor: Neovim", "update", slot="tool:editor", fact_op="set"),
    ),
    U(
        "tl5-rust-has-taken-over-from-c-for-my-side-s",
        "Rust has taken over from C++ for my side stuff.",
        E(F, "Rust (instead of C++)", "update", slot="?", fact_op="set"),
    ),
    U(
        "tl5-i-ve-retired-my-evernote-account-and-mov",
        "I've retired my Evernote account and moved to Bear.",
        E(P, "Notes app: Bear", "update", slot="tool:notes", fact_op="set"),
        E(F, "No longer: Evernote", "add", slot="?", fact_op="end"),
    ),
    U(
        "tl5-notion-was-too-slow-so-now-i-use-obsidia",
        "Notion was too slow, so now I use Obsidian.",
        E(P, "Notes app: Obsidian", "update", slot="tool:notes", fact_op="set"),
    ),
    U(
        "tl5-traded-intellij-in-for-vs-code",
        "Traded IntelliJ in for VS Code.",
        E(F, "VS Code (instead of IntelliJ)", "update", slot="?", fact_op="set"),
    ),
    U(
        "tl5-moving-all-my-notes-from-onenote-into-jo",
        "Moving all my notes from OneNote into Joplin this week.",
        E(P, "Notes app: Joplin", "update", slot="tool:notes", fact_op="set"),
    ),
    U(
        "tl5-i-m-off-vim-and-onto-helix",
        "I'm off Vim and onto Helix.",
        E(P, "Editor: Helix", "update", slot="tool:editor", fact_op="set"),
    ),
    U(
        "tl5-uninstalled-atom-sublime-text-is-my-edit",
        "Uninstalled Atom; Sublime Text is my editor now.",
        E(F, "No longer: Atom", "add", slot="?", fact_op="end"),
        E(P, "Editor: Sublime Text", "update", slot="tool:editor", fact_op="set"),
    ),
    U(
        "tl5-kotlin-instead-of-java-for-everything-ne",
        "Kotlin instead of Java for everything new.",
        E(P, "Main programming language: Kotlin", "update", slot="tool:language", fact_op="set"),
    ),
    U(
        "tl5-i-ve-been-weaning-myself-off-python-and",
        "I've been weaning myself off Python and onto Go.",
        E(P, "Main programming language: Go", "update", slot="tool:language", fact_op="set"),
    ),
    U(
        "tl5-emacs-is-out-neovim-is-in",
        "Emacs is out, Neovim is in.",
        E(P, "Editor: Neovim", "update", slot="tool:editor", fact_op="set"),
    ),
    U(
        "tl5-python-rust-for-my-cli-tools",
        "Python → Rust for my CLI tools.",
        E(P, "Main programming language: Rust", "update", slot="tool:language", fact_op="set"),
    ),
    U(
        "tl5-i-stopped-using-evernote-and-started-usi",
        "I stopped using Evernote and started using Apple Notes.",
        E(F, "No longer: Evernote", "add", slot="?", fact_op="end"),
        E(P, "Notes app: Apple Notes", "update", slot="tool:notes", fact_op="set"),
    ),
    U(
        "tl5-i-ve-swapped-php-for-typescript-at-work",
        "I've swapped PHP for TypeScript at work.",
        E(P, "Main programming language: TypeScript", "update", slot="tool:language", fact_op="set"),
    ),
    U(
        "tl5-my-editor-changed-from-atom-to-vs-code",
        "My editor changed from Atom to VS Code.",
        E(F, "VS Code (instead of Atom)", "update", slot="?", fact_op="set"),
    ),
    U(
        "tl5-i-switched-editors-sublime-to-zed",
        "I switched editors: Sublime to Zed.",
        E(P, "Editor: Zed", "update", slot="tool:editor", fact_op="set"),
    ),
    U(
        "tl5-writing-go-now-rather-than-python",
        "Writing Go now rather than Python.",
        E(P, "Main programming language: Go", "update", slot="tool:language", fact_op="set"),
    ),
    U(
        "tl5-i-used-to-be-a-notion-person-but-obsidia",
        "I used to be a Notion person but Obsidian won me over.",
        E(P, "Notes app: Obsidian", "update", slot="tool:notes", fact_op="set"),
    ),
    U(
        "tl5-finally-moved-off-google-keep-simplenote",
        "Finally moved off Google Keep. Simplenote it is.",
        E(F, "No longer: Google Keep", "add", slot="?", fact_op="end"),
        E(P, "Notes app: Simplenote", "add", slot="tool:notes", fact_op="set"),
    ),
    U(
        "tl5b-obsidian-is-my-go-to-for-notes",
        "Obsidian is my go-to for notes.",
        E(P, "Notes app: Obsidian", "add", slot="tool:notes", fact_op="set"),
    ),
    U(
        "tl5b-i-ve-been-using-logseq-for-notes-lately",
        "I've been using Logseq for notes lately.",
        E(P, "Notes app: Logseq", "add", slot="tool:notes", fact_op="set"),
    ),
    U(
        "tl5b-using-neovim-for-everything-now",
        "Using Neovim for everything now.",
        E(P, "Editor: Neovim", "add", slot="tool:editor", fact_op="set"),
    ),
    U(
        "tl5b-neovim-for-everything-always",
        "Neovim for everything, always.",
        E(P, "Editor: Neovim", "add", slot="tool:editor", fact_op="set"),
    ),
    U(
        "tl5b-my-scripts-are-all-python",
        "My scripts are all Python.",
        E(P, "Main programming language: Python", "add", slot="tool:language", fact_op="set"),
    ),
    U(
        "tl5b-python-s-my-bread-and-butter",
        "Python's my bread and butter.",
        E(P, "Main programming language: Python", "add", slot="tool:language", fact_op="set"),
    ),
    U(
        "tl5b-i-mostly-write-go-these-days",
        "I mostly write Go these days.",
        E(P, "Main programming language: Go", "add", slot="tool:language", fact_op="set"),
    ),
    U(
        "tl5b-rust-is-what-i-code-in-now",
        "Rust is what I code in now.",
        E(P, "Main programming language: Rust", "add", slot="tool:language", fact_op="set"),
    ),
    U(
        "tl5b-i-ve-settled-on-zed-as-my-editor",
        "I've settled on Zed as my editor.",
        E(P, "Editor: Zed", "add", slot="tool:editor", fact_op="set"),
    ),
    U(
        "tl5b-i-ended-up-choosing-emacs",
        "I ended up choosing Emacs.",
        E(P, "Editor: Emacs", "add", slot="tool:editor", fact_op="set"),
    ),
    U(
        "tl5b-my-notes-app-of-choice-is-bear",
        "My notes app of choice is Bear.",
        E(P, "Notes app: Bear", "add", slot="tool:notes", fact_op="set"),
    ),
    U(
        "tl5b-nowadays-i-m-all-about-typescript",
        "Nowadays I'm all about TypeScript.",
        E(P, "Main programming language: TypeScript", "add", slot="tool:language", fact_op="set"),
    ),
    U(
        "tl5b-i-take-notes-in-onenote-for-work",
        "I take notes in OneNote for work.",
        E(P, "Notes app: OneNote", "add", slot="tool:notes", fact_op="set"),
    ),
    U(
        "tl5b-i-m-a-vs-code-person",
        "I'm a VS Code person.",
        E(P, "Editor: VS Code", "add", slot="tool:editor", fact_op="set"),
    ),
    U(
        "tl5b-i-spend-my-days-in-intellij",
        "I spend my days in IntelliJ.",
        E(P, "Editor: IntelliJ", "add", slot="tool:editor", fact_op="set"),
    ),
    U(
        "tl5b-vs-code-is-where-i-do-my-coding",
        "VS Code is where I do my coding.",
        E(P, "Editor: VS Code", "add", slot="tool:editor", fact_op="set"),
    ),
    U(
        "tl5b-i-default-to-kotlin-for-new-stuff",
        "I default to Kotlin for new stuff.",
        E(P, "Main programming language: Kotlin", "add", slot="tool:language", fact_op="set"),
    ),
    U(
        "tl5b-anything-i-write-is-in-elixir-nowadays",
        "Anything I write is in Elixir nowadays.",
        E(P, "Main programming language: Elixir", "add", slot="tool:language", fact_op="set"),
    ),
    U(
        "tl5b-these-days-i-jot-everything-in-apple-not",
        "These days I jot everything in Apple Notes.",
        E(P, "Notes app: Apple Notes", "add", slot="tool:notes", fact_op="set"),
    ),
    U(
        "tl5b-my-editor-is-now-sublime-text-after-year",
        "My editor is now Sublime Text, after years of Atom.",
        E(P, "Editor: Sublime Text", "update", slot="tool:editor", fact_op="set"),
    ),
    U(
        "tl5b-haskell-is-my-main-language-at-the-momen",
        "Haskell is my main language at the moment.",
        E(P, "Main programming language: Haskell", "add", slot="tool:language", fact_op="set"),
    ),
    U(
        "tl5b-i-m-deep-into-clojure-at-the-moment",
        "I'm deep into Clojure at the moment.",
        E(P, "Main programming language: Clojure", "add", slot="tool:language", fact_op="set"),
    ),
    U(
        "tl5b-most-of-my-coding-happens-in-pycharm",
        "Most of my coding happens in PyCharm.",
        E(P, "Editor: PyCharm", "add", slot="tool:editor", fact_op="set"),
    ),
    U(
        "tl5b-my-notes-live-in-joplin-now",
        "My notes live in Joplin now.",
        E(P, "Notes app: Joplin", "add", slot="tool:notes", fact_op="set"),
    ),
    U(
        "tl5b-i-organise-my-life-in-notion",
        "I organise my life in Notion.",
        E(P, "Notes app: Notion", "add", slot="tool:notes", fact_op="set"),
    ),
    U(
        "tl5b-java-s-still-my-day-to-day-language",
        "Java's still my day-to-day language.",
        E(P, "Main programming language: Java", "add", slot="tool:language", fact_op="set"),
    ),
    U(
        "tl5b-i-code-in-vim-always-have",
        "I code in Vim, always have.",
        E(P, "Editor: Vim", "add", slot="tool:editor", fact_op="set"),
    ),
    U(
        "tl5b-lua-is-my-scripting-language-of-choice",
        "Lua is my scripting language of choice.",
        E(P, "Main programming language: Lua", "add", slot="tool:language", fact_op="set"),
    ),
    U(
        "tl5b-i-ve-gone-all-in-on-obsidian-for-notes",
        "I've gone all-in on Obsidian for notes.",
        E(P, "Notes app: Obsidian", "add", slot="tool:notes", fact_op="set"),
    ),
    U(
        "tl5b-my-tool-of-choice-for-notes-is-simplenot",
        "My tool of choice for notes is Simplenote.",
        E(P, "Notes app: Simplenote", "add", slot="tool:notes", fact_op="set"),
    ),
    U(
        "tl5b-the-language-i-reach-for-first-is-ruby",
        "The language I reach for first is Ruby.",
        E(P, "Main programming language: Ruby", "add", slot="tool:language", fact_op="set"),
    ),
    U(
        "tl5b-i-prefer-writing-in-scala",
        "I prefer writing in Scala.",
        E(P, "Main programming language: Scala", "add", slot="tool:language", fact_op="set"),
    ),
    U("tl5c-cant-live-without", "I can't live without Obsidian", E(P, "Notes app: Obsidian", slot="tool:notes")),
    U("tl5c-pays-the-bills", "Python pays the bills", E(P, "Main programming language: Python", slot="tool:language")),
    U(
        "tl5c-bread-and-butter",
        "Kotlin is my bread and butter these days",
        E(P, "Main programming language: Kotlin", slot="tool:language"),
    ),
    U(
        "tl5c-couldnt-function-without",
        "Honestly I couldn't function without Notion",
        E(P, "Notes app: Notion", slot="tool:notes"),
    ),
]

TOOLS5_EMPTY: list[Case] = [
    U("tl5cn-brother-cant-live-without", "My brother can't live without Emacs"),
    U("tl5cn-team-cant-live-without", "My team can't live without Jira"),
    U("tl5n-is-rust-worth-learning", "Is Rust worth learning?"),
    U("tl5n-my-brother-swears-by-emacs", "My brother swears by Emacs."),
    U("tl5n-i-m-thinking-about-trying-zig", "I'm thinking about trying Zig."),
    U("tl5n-i-might-switch-to-neovim-someday", "I might switch to Neovim someday."),
    U("tl5n-should-i-use-notion-or-obsidian", "Should I use Notion or Obsidian?"),
    U("tl5n-can-you-write-this-in-python", "Can you write this in Python?"),
    U("tl5n-please-explain-how-go-channels-work", "Please explain how Go channels work."),
    U("tl5n-my-team-lead-wants-us-to-try-kotlin", "My team lead wants us to try Kotlin."),
    U("tl5n-i-read-an-article-about-elixir-yesterday", "I read an article about Elixir yesterday."),
    U("tl5n-i-d-love-to-learn-haskell-one-day", "I'd love to learn Haskell one day."),
    U("tl5n-help-me-debug-this-python-script", "Help me debug this Python script."),
    U("tl5n-i-need-a-regex-in-perl-for-this", "I need a regex in Perl for this."),
    U("tl5n-if-i-moved-to-rust-would-builds-be-faste", "If I moved to Rust, would builds be faster?"),
    U("tl5n-i-have-a-job-interview-that-asks-for-jav", "I have a job interview that asks for Java."),
    U("tl5n-tell-me-about-swift", "Tell me about Swift."),
    U("tl5n-my-coworker-dana-uses-intellij", "My coworker Dana uses IntelliJ."),
    U("tl5n-i-m-learning-about-scala-for-a-class", "I'm learning about Scala for a class."),
    U("tl5n-what-s-better-vim-or-emacs", "What's better, Vim or Emacs?"),
    U("tl5n-i-watched-a-talk-on-clojure", "I watched a talk on Clojure."),
    U("tl5n-my-sister-moved-her-notes-from-evernote", "My sister moved her notes from Evernote to Notion."),
    U("tl5n-convert-this-from-python-to-rust-please", "convert this from Python to Rust please"),
    U("tl5n-the-benchmark-shows-zig-beating-c-by-a-m", "The benchmark shows Zig beating C++ by a mile."),
    U("tl5n-i-used-eclipse-back-in-college", "I used Eclipse back in college."),
    U("tl5n-my-pycharm-license-expired-and-i-m-annoy", "My PyCharm license expired and I'm annoyed."),
    U("tl5n-i-wrote-a-bot-in-go-over-the-weekend", "I wrote a bot in Go over the weekend."),
    U("tl5n-we-re-evaluating-linear-for-the-team", "We're evaluating Linear for the team."),
    U("tl5n-maybe-i-ll-go-from-notion-to-obsidian-ne", "Maybe I'll go from Notion to Obsidian next month."),
    U("tl5n-i-miss-sublime-sometimes", "I miss Sublime sometimes."),
    U("tl5n-i-installed-rust-yesterday-but-haven-t-t", "I installed Rust yesterday but haven't touched it."),
]
