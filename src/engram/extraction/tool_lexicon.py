"""What a tool is for: the names of editors, languages, notes apps, terminals, shells, browsers and
operating systems, by purpose.

A value the lexicon knows is recognised whatever verb surrounds it ("Spacemacs user here", "most of
my work is in SAS", "autohotkey please"), so :mod:`engram.extraction.value_first` can give it its
``tool:<purpose>`` slot when no frame matched. These are vocabularies of the trade, never values of
a particular conversation. A name that is also an everyday word or a person's name ("go", "ruby",
"julia", "bear", "things") is listed in :data:`AMBIGUOUS` and only counts next to a cue that says
what it is ("examples in Go", "notes in Bear").
"""

from __future__ import annotations

import re

from engram.extraction.language_names import EVERYDAY_LANGUAGES, LANGUAGE_NAMES
from engram.extraction.slots import slot_key

_TOOLS: dict[str, str] = {
    "language": LANGUAGE_NAMES,
    "editor": (
        "vim|neovim|nvim|emacs|spacemacs|doom emacs|vs code|vscode|visual studio code|visual studio|overleaf|"
        "sublime|sublime text|helix|zed|intellij|intellij idea|pycharm|webstorm|goland|rider|clion|"
        "phpstorm|rubymine|datagrip|fleet|xcode|android studio|eclipse|netbeans|atom|nano|kakoune|"
        "notepad++|textmate|bbedit|cursor|windsurf|kate|geany|micro|rstudio|positron|jupyter|"
        "jupyterlab|jupyter notebooks|spyder|thonny|lapce|lite xl|brackets|coda|nova|vscodium|"
        "code::blocks|qt creator|acme|sam|ed|joe|jed|mg|zed editor|lunarvim|astronvim|lazyvim|"
        "gvim|macvim|aquamacs|textpad|ultraedit|komodo|replit|glitch|codesandbox|stackblitz|"
        "the jetbrains suite|jetbrains|a jetbrains ide|codelite|kdevelop|code lite|leafpad|gedit|mousepad|"
        "pulsar|theia|eclipse theia|zed preview|vim9|neovide|emacs-plus|dreamweaver|"
        # the long tail: editors and IDEs by name
        "coteditor|monodevelop|xamarin studio|sharpdevelop|cloud9|aws cloud9|aptana|komodo edit|light table|"
        "textwrangler|notepad2|notepad3|emeditor|editplus|pspad|programmer's notepad|crimson editor|jedit|"
        "jgrasp|bluej|drjava|greenfoot|codewarrior|anjuta|xemacs|onivim|"
        "codeanywhere|gitpod|github codespaces|codespaces|void editor|pearai|google colab|colab|"
        "kaggle notebooks|deepnote|nteract|pluto.jl|appcode|rustrover|dataspell|linqpad|"
        "textedit|mcedit|featherpad|xed|pluma|kwrite|scite|notepadqq|sublime text 4|vs code insiders|"
        "code-oss|cot editor|mono develop|turbo pascal|c++builder|arduino ide|thonny ide|mu editor|ultraedit|"
        # and more of the long tail (things12)
        "c9|visual studio for mac|textadept|cudatext|bluefish|jetbrains aqua|clion nova|pyscripter|wing ide|"
        "wing pro|drracket|lazarus|rad studio|idle|notepad|project idx|firebase studio|zed industries|trae|"
        "kiro|emacs prelude|nvchad|doom-emacs|intellij ultimate|intellij community|pycharm community|"
        "pycharm professional"
    ),
    "notes": (
        "obsidian|notion|logseq|bear|evernote|onenote|joplin|roam|roam research|apple notes|google keep|noteplan|"
        "inkdrop|obsidian.md|supernotes|xournal|xournal++|mem.ai|zotero|devonthink|fsnotes|milanote|"
        "keep|simplenote|standard notes|craft|anytype|tana|capacities|reflect|mem|heptabase|remnote|"
        "zettlr|dendron|foam|org-mode|org mode|orgmode|trilium|siyuan|notable|upnote|notesnook|"
        "workflowy|dynalist|amplenote|coda|confluence|dropbox paper|quip|google docs|apple freeform|"
        "goodnotes|notability|tiddlywiki|"
        "vimwiki|nvalt|the archive|ia writer|ulysses|scrivener|drafts|day one|journey|"
        # the long tail: notes apps and wikis by name
        "zoho notebook|microsoft loop|slite|nuclino|bookstack|wiki.js|docmost|appflowy|silverbullet|"
        "zim wiki|cherrytree|qownnotes|mark text|marktext|typora|samsung notes|colornote|"
        "nimbus note|notejoy|boostnote|org-roam|denote|diarium|penzu|scrintal|kosmik|"
        "outline wiki|noteplan 3|bear notes|apple journal|obsidian publish|notion ai|google keep notes|"
        "scrapbox|cosense|affine|nebo|noteful|mymind|scapple|noteship|bike outliner|remarkable|supernote|"
        "kindle scribe|logseq db|trilium notes|joplin app|evernote teams|onenote 365"
    ),
    "todo": (
        "todoist|things|things 3|ticktick|omnifocus|trello|any.do|microsoft to do|remember the milk|"
        "asana|linear|jira|clickup|monday|taskwarrior|todo.txt|reminders|apple reminders|google tasks|"
        "habitica|amazing marvin|sunsama|akiflow|motion|superlist|2do|nirvana|toodledo|wunderlist"
    ),
    # the tools of other trades: sheets, design, 3D, music and video (said as the notes and editors are)
    "spreadsheet": "excel|microsoft excel|ms excel|google sheets|libreoffice calc|numbers|apple numbers|smartsheet",
    "design": (
        "figma|sketch|adobe xd|canva|penpot|framer|affinity designer|illustrator|adobe illustrator|photoshop|"
        "adobe photoshop|inkscape|gimp|procreate|affinity photo|krita"
    ),
    "3d": (
        "blender|maya|autodesk maya|cinema 4d|c4d|zbrush|3ds max|houdini|fusion 360|solidworks|autocad|sketchup|"
        "rhino|freecad|onshape|revit|archicad"
    ),
    "diagram": (
        "excalidraw|draw.io|diagrams.net|lucidchart|tldraw|whimsical|omnigraffle|visio|microsoft visio|plantuml|"
        "structurizr|mermaid.js|mermaid live"
    ),
    "finance": (
        "gnucash|ynab|you need a budget|quicken|actual budget|firefly iii|hledger|ledger-cli|beancount|moneydance|"
        "homebank|moneywiz|monarch money|copilot money|banktivity|kmymoney|tiller money|pocketsmith|goodbudget"
    ),
    # the trades' own software: the books, the flashcards, maps, reports and the glue between apps
    "accounting": (
        # (never "Sage" or "Wave" alone: a name and a word first -- "we found Sage a new home")
        "xero|quickbooks|quickbooks online|freeagent|freshbooks|wave accounting|sage accounting|sage 50|"
        "zoho books|myob|kashflow|clearbooks|free agent"
    ),
    "flashcards": "anki|ankidroid|ankimobile|quizlet|memrise|brainscape",
    "gis": "qgis|arcgis|arcgis pro|arcmap|grass gis",
    "analytics": "power bi|tableau|looker|looker studio|metabase|qlik|qlik sense|superset|apache superset",
    "automation": "zapier|ifttt|n8n|make.com|power automate|pipedream",
    "music": "ableton|ableton live|logic pro|fl studio|reaper|garageband|pro tools|cubase|bitwig|studio one|musescore",
    "video": (
        "premiere|premiere pro|adobe premiere|davinci resolve|final cut|final cut pro|imovie|capcut|kdenlive|"
        "shotcut|after effects|adobe after effects"
    ),
    "terminal": (
        "iterm|iterm2|alacritty|kitty|wezterm|warp|ghostty|windows terminal|konsole|gnome terminal|"
        "hyper|tilix|foot|terminator|st|urxvt|rxvt|xterm|tabby|terminal.app|guake|yakuake|rio|"
        "contour|termius|blink shell"
    ),
    "shell": "zsh|bash|fish|nushell|nu|powershell|pwsh|oh my zsh|xonsh|elvish|ksh|tcsh|dash|ion",
    "browser": (
        "firefox|chrome|google chrome|chromium|safari|brave|arc|vivaldi|edge|microsoft edge|opera|"
        "opera gx|librewolf|zen|zen browser|waterfox|tor browser|tor|orion|floorp|qutebrowser|"
        "duckduckgo browser|min|mullvad browser|ungoogled chromium|sidekick|thorium|pale moon|lynx|w3m"
    ),
    "os": (
        "linux|ubuntu|kubuntu|xubuntu|debian|fedora|arch|arch linux|manjaro|endeavouros|nixos|gentoo|"
        "void linux|alpine|linux mint|mint|pop!_os|pop os|popos|elementary os|opensuse|suse|centos|"
        "rocky linux|almalinux|red hat|rhel|zorin|kali|slackware|freebsd|openbsd|netbsd|macos|mac os|"
        "os x|osx|windows|windows 10|windows 11|chromeos|chrome os|qubes|tails|haiku|asahi linux|"
        "bazzite|silverblue|steamos|garuda|solus|mx linux|nobara|cachyos"
    ),
}
# Names that are also everyday words or people's names: recognised only beside a cue of their kind.
AMBIGUOUS = EVERYDAY_LANGUAGES | frozenset(
    """
    sam ed joe mg nova coda atom micro nano cursor keep craft reflect mem foam journey drafts bear things
    reminders linear motion monday nirvana kitty warp hyper foot st tabby rio contour fish dash ion nu arc edge
    zen min tor orion sidekick arch mint alpine tails haiku solus windows notable sublime fleet positron glitch
    jupyter kate idle notepad trae kiro codespaces c9
    excel numbers sketch canva framer illustrator maya houdini rhino reaper premiere krita revit
    looker
    """.split()
)
# Ambiguous names whose everyday sense never follows a verb of use, so that in a cue of use they are
# tools even written in lower case ("i've gone all in on rust", "switched to arch"): a material, an
# adjective, a tree, a speech defect. People's names ("ruby", "julia") and words that are verbs or
# everyday objects ("go", "things", "keep", "edge") stay capitalised-only.
_EVEN_LOWER = frozenset("rust swift dart elm lisp arch zig neovim".split())
TOOL_PURPOSES = frozenset(_TOOLS)


def names_of(purpose: str) -> str:
    """The names listed under ``purpose``, as an alternation; a name that is also an everyday word only with its
    capital ("Cursor", never "cursor")."""
    names = sorted(_TOOLS[purpose].split("|"), key=len, reverse=True)
    said = [
        "(?-i:" + re.escape(n.title()).replace(r"\ ", r"\s+") + ")"
        if n in AMBIGUOUS
        else re.escape(n).replace(r"\ ", r"\s+")
        for n in names
    ]
    return "(?:" + "|".join(said) + ")"


NOTES_APPS = (
    "(?:"
    + "|".join(re.escape(n).replace(r"\ ", r"\s+") for n in sorted(_TOOLS["notes"].split("|"), key=len, reverse=True))
    + ")"
)
"""The notes apps by name, as an alternation (a frame whose noun says nothing of notes needs one of them)."""
_BY_NAME: dict[str, str] = {}
for _purpose, _names in _TOOLS.items():
    for _name in _names.split("|"):
        _BY_NAME.setdefault(_name, _purpose)
_ALL = sorted({n for names in _TOOLS.values() for n in names.split("|")}, key=len, reverse=True)
# a known name as a whole word ("c++", "notepad++" and "pop!_os" end in symbols)
KNOWN_TOOL = re.compile(
    # (never a letter of an ampersand name: the "D" of "D&D", the "R" of "R&D")
    r"(?<![\w#+./&-])(?P<v>" + "|".join(re.escape(n).replace(r"\ ", r"\s+") for n in _ALL) + r")(?![\w#+/&]|\.\w)",
    re.IGNORECASE,
)


def tool_kind(value: str) -> str | None:
    """ "Spacemacs" -> "editor", "SAS" -> "language"; None for a name this lexicon does not know."""
    return _BY_NAME.get(" ".join(value.casefold().split()))


def purposes_of(value: str) -> frozenset[str]:
    """Every purpose a name is listed under ("bash" is a shell and a language)."""
    key = " ".join(value.casefold().split())
    return frozenset(p for p, names in _TOOLS.items() if key in names.split("|"))


def ambiguous(value: str) -> bool:
    return " ".join(value.casefold().split()) in AMBIGUOUS


def tool_even_lower(value: str) -> bool:
    """An ambiguous name that a cue of use makes a tool however it is written ("all in on rust")."""
    return " ".join(value.casefold().split()) in _EVEN_LOWER


def plainly_a_tool(value: str) -> bool:
    """A name that can only be a tool ("Emacs", "VS Code"), never a town or a company: "Emacs has
    been my home for a decade" is about an editor."""
    return tool_kind(value) is not None and not ambiguous(value)


def tool_subject(text: str) -> bool:
    """The clause starts with a plainly named tool, which is nobody: "Helix took some getting used to",
    "Obsidian took Notion's place" are about tools, not about somebody else."""
    named = leading_tool(text)
    return named is not None and plainly_a_tool(named)


def leading_tool(raw: str) -> str | None:
    """The known tool a raw value starts with, whole ("VS Code, finally" -> "VS Code"): a generic
    noun-phrase trim would stop at "Code", which is an everyday word."""
    found = KNOWN_TOOL.match(raw.strip())
    return " ".join(found.group("v").split()) if found else None


def in_compound(text: str, found: re.Match[str]) -> bool:
    """A name inside a hyphenated compound ("my go-to language", "Python-based") names no tool."""
    return text[found.end() : found.end() + 1] == "-" or text[found.start() - 1 : found.start()] == "-"


def plainly_named(text: str, found: re.Match[str]) -> bool:
    """A match of :data:`KNOWN_TOOL` that names the tool: outside a compound, and an everyday word only when
    capitalised ("Positron" the editor, not the particle)."""
    value = found.group("v")
    return not in_compound(text, found) and not (ambiguous(value) and not value[:1].isupper())


_PURPOSES = (
    ("notes", ("note", "notes", "note-taking", "jotting", "journaling")),
    ("editor", ("code", "coding", "editing", "programming", "development")),
)


def tool_purpose(purpose: str) -> str:
    """ "note-taking" -> "notes", "coding" -> "editor"; any other purpose is its own slot ("scripting")."""
    low = purpose.lower()
    for slot, words in _PURPOSES:
        if low in words or any(w in words for w in low.split()):
            return slot
    return slot_key(low)


# Negated words that affirm: "not looking back", "no regrets", "not gonna lie" state no negation.
AFFIRMING = re.compile(
    r"\b(?:(?:not|never|no)\s+(?:look(?:ing|ed)?|going|turning|went)\s+back|(?:haven't|have\s+not|never|not)\s+"
    r"looked\s+back|not\s+(?:gonna|going\s+to)\s+lie|no\s+regrets|(?:never|haven't|have\s+not|can't|couldn't)\s+stop(?:ped)?|"
    r"can't\s+complain|couldn't\s+be\s+happier|"
    # an aside to the listener: "don't ask", "don't judge", "don't laugh"
    r"(?:don't|dont|do\s+not)\s+(?:ask|judge(?:\s+me)?|laugh|hate\s+me|@\s+me|tell\s+anyone)|"
    # won over, all or nothing: "Obsidian won me over", "Emacs or nothing"
    r"(?:won|win|wins|winning)\s+(?:me|us)\s+over|or\s+(?:nothing|bust)|"
    # becoming accustomed is no past use: "Helix took some getting used to"
    r"(?:get|gets|getting|got|gotten|become|became|am|i'm|was)\s+(?:\w+\s+)?used\s+to|"
    # dependence said through a negation: "can't live without Obsidian"
    r"(?:can't|cannot|couldn't|could\s+not)\s+(?:live|work|function|survive|do|manage|imagine\s+\w+)\s+without)\b",
    re.IGNORECASE,
)


# "this script", "these errors": a determiner of a task or a thing at hand, never a time ("this week",
# "these days"); a tool beside it is being worked on, not used (tool_mentions, tool_pairs).
TASK_DETERMINER = (
    r"this(?!\s+(?:week|month|year|morning|afternoon|evening|weekend|summer|spring|autumn|fall|winter|time|sprint|point|"
    r"stage|moment|rate|day|semester|term|quarter)\b)"
    r"|these(?!\s+days)"
)

# Kinds of the user's work that take place in a tool ("all my scripting happens in Python", "my
# analysis runs in R"): the work is the user's, so the tool is theirs.
WORK_NOUNS = (
    r"(?:scripting|scripts|coding|code|programming|dev|development|analysis|analyses|stats|statistics|modell?ing|"
    r"data\s+work|data\s+stuff|work|stuff|backend|back-end|frontend|front-end|automation|tooling|number\s+crunching|"
    r"notes|note-taking|writing|journaling|planning|tasks|to-?dos|browsing|editing)"
)

# Nouns of the trade: an ambiguous name ("Go", "R", "Bear") is a tool only capitalised and beside one
# of them ("Rust is what I code in now", "moved the backend to Go").
TRADE_WORDS = re.compile(
    r"\b(?:code|coding|coder|program|programming|programmer|language|lang|editor|ide|notes?|note-taking|app|"
    r"stack|backend|front-?end|scripts?|scripting|dev|developer|terminal|shell|browser|laptop|distro|"
    r"services?|data|keybindings|plugins?|config)\b",
    re.IGNORECASE,
)

# A course of learning or a test: a tool used *for* one is used for a while, not the user's own
# ("I'm using Rust for the exam prep", "Python for a course").
LEARNING = re.compile(
    r"\b(?:exam|exams|course|courses|class|classes|homework|assignment|assignments|interview|interviews|tutorial|"
    r"tutorials|bootcamp|school|uni|university|college|thesis|coursework|prep|test|tests|quiz)\b",
    re.IGNORECASE,
)
