"""Value-first reading: a known tool, hobby or allergen in a first-person clause sets its slot even
when no frame matched.

Frames are written for sentence shapes, and users keep inventing new shapes ("Spacemacs user here",
"most of my work these days is in SAS", "autohotkey please"). The value is the stable part: a name
the lexicons know (:mod:`engram.extraction.tool_lexicon`, :mod:`engram.extraction.hobby_lexicon`)
next to a cue of its kind (a verb class of use, a purpose noun, a request for examples) says which
slot it fills, whatever verb surrounds it. The caller has already refused questions,
hypotheticals, quotes and clauses about somebody else; this module also refuses a clause with a
negation, which is a retraction (:func:`ended_values`) and never a set.
"""

from __future__ import annotations

import re
from functools import lru_cache

from engram.extraction.fact_lexicon import THIRD_PARTY
from engram.extraction.fact_values import gerund
from engram.extraction.gazetteer import is_place
from engram.extraction.hobby_changes import (
    HOBBY_DROPPED,
    HOBBY_REGULAR,
    HOBBY_TAKEN_UP,
    PASTIME_OVER,
    doers_dropped,
    doers_taken_up,
    got_me_into,
    verbs_dropped,
    verbs_taken_up,
)
from engram.extraction.hobby_lexicon import KNOWN_HOBBY, hobby_name, weak
from engram.extraction.slots import TypedFact, slot_key
from engram.extraction.tool_lexicon import (
    AFFIRMING,
    KNOWN_TOOL,
    LEARNING,
    TRADE_WORDS,
    WORK_NOUNS,
    ambiguous,
    purposes_of,
    tool_even_lower,
)

_F = re.IGNORECASE
X = "(?:XX)"  # stands for the value found, escaped, when a cue is compiled for it

# Purpose nouns: "my editor is X", "X is my language".
_NOUNS = {
    "language": r"(?:programming\s+)?(?:language|lang)",
    "editor": r"(?:text\s+|code\s+)?(?:editor|ide)",
    "notes": r"(?:notes?(?:\s+app)?|note-taking(?:\s+app)?|second\s+brain|pkm)",
    "todo": r"(?:to-?do(?:\s+list)?(?:\s+app)?|task\s+(?:manager|app))",
    "terminal": r"(?:terminal(?:\s+emulator)?|term)",
    "shell": r"shell",
    "browser": r"(?:web\s+)?browser",
    "os": r"(?:os|operating\s+system|distro|daily\s+driver)",
    "spreadsheet": r"(?:spreadsheets?|sheets)",
    "design": r"(?:design\s+tool|design\s+app)",
    "3d": r"(?:3d\s+(?:tool|app|software|package))",
    "music": r"(?:daw|music\s+software)",
    "video": r"(?:video\s+editor|editing\s+software)",
    "diagram": r"(?:diagram(?:ming)?\s+(?:tool|app|software))",
    "finance": r"(?:budget(?:ing)?\s+(?:app|tool|software)|(?:personal\s+)?finance\s+app)",
    "accounting": r"(?:accounting\s+(?:software|app|package)|bookkeeping\s+(?:software|app))",
    "flashcards": r"(?:flashcard|flash\s+card|srs)\s+(?:app|tool|software)",
    "gis": r"gis(?:\s+(?:software|tool|app|package))?",
    "analytics": r"(?:bi|dashboard(?:ing)?|reporting)\s+(?:tool|software|platform)",
    "automation": r"automation\s+(?:tool|app|platform)",
}
# Cues of any purpose: a verb class of use, and the ways chat says "this is mine".
_ANY = (
    # a use the user cannot leave: "can't quit Sublime honestly", "could never give up Obsidian"
    r"^(?:(?:i|we|honestly|seriously)\s+)?(?:can't|cannot|could\s+never|won't\s+ever)\s+(?:\w+\s+)?(?:quit|give\s+up|leave|ditch|drop)\s+XX",
    r"\b(?:i|we)\s+(?:\w+\s+)?(?:use|run|prefer|swear\s+by|rely\s+on|live\s+in|stick\s+with|main|daily-?drive)\s+(?:\w+\s+)?XX",
    r"\b(?:i'm|im|i\s+am|we're|we\s+are|i've\s+been|we've\s+been)\s+(?:\w+\s+)?(?:using|on|running|living\s+in|sticking\s+with|daily[\s-]?driving)\s+XX",
    r"^(?:(?:now|still|mostly|mainly|currently)\s+)?(?:using|on|running|living\s+in)\s+XX(?:\s+(?:now|these\s+days|nowadays|exclusively|for\s+everything))?$",
    # the subject dropped, with a purpose and a when: "using obsidian for notes these days", "been daily driving Fedora"
    r"^(?:(?:been|now|still|mostly|mainly|currently|happily)\s+)*(?:using|on|running|living\s+in|daily[\s-]?driving|maining)\s+XX"
    r"(?:\s+for\s+(?:my\s+|all\s+my\s+|all\s+)?\w+)?(?:\s+(?:now|these\s+days|nowadays|exclusively|lately|mostly|full[\s-]time|at\s+work|"
    r"at\s+home|for\s+(?:a\s+(?:bit|while)|months|years|ages)(?:\s+now)?))*(?=\s*$|\s*[,;.!]|\s+(?:and|but|so)\b)",
    # all the user uses, or nothing else: "fell in love with Helix, it's all I use", "Emacs or nothing for me"
    r"XX\b.*\b(?:it's|its|that's|thats|it\s+is)\s+(?:all|the\s+only\s+(?:thing|one|app|tool))\s+(?:i|we)\s+(?:\w+\s+)?(?:use|need|write|run|open|touch)\b",
    r"^XX\s+or\s+(?:nothing|bust)\b",
    # everything moved into it: "everything's in Joplin now", "all my notes live in Bear these days"
    r"\b(?:everything(?:'s|\s+is)|all\s+my\s+(?:notes|stuff|code|projects|files)\s+(?:are|live|sit))\s+(?:now\s+)?(?:in|on)\s+XX"
    r"(?:\s+(?:now|these\s+days|nowadays))?\b",
    # first and best: "I reach for Python first", "nothing beats Rust for me", "most comfortable in Ruby"
    r"\b(?:i|we)\s+(?:always\s+)?reach\s+for\s+XX|\bnothing\s+(?:beats|tops|compares\s+to)\s+XX\b.*\b(?:me|my|i)\b|"
    r"^(?:just\s+)?give\s+me\s+XX\s+any\s+day|\b(?:most\s+|more\s+)?(?:comfortable|at\s+home|productive)\s+(?:in|with)\s+XX|"
    r"\bnothing\s+but\s+XX\b|\bXX(?:\s+has\s+been|\s+is|'s)\s+(?:still\s+|always\s+)?(?:my|our)\s+(?:all-time\s+)?(?:favou?rite|fave|fav)\b",
    # the one kept after trying: "Obsidian is the one I stuck with"
    r"\bXX\s+(?:is|was|'s)\s+the\s+(?:one|app|editor|tool)\s+(?:that\s+)?(?:i|we)\s+(?:finally\s+|eventually\s+|always\s+)?"
    r"(?:stuck\s+with|settled\s+on|landed\s+on|kept|chose|picked|went\s+with|came\s+back\s+to|use)\b",
    # the value said last: "the app all my notes go into is Bear", "the editor I use every day is Zed"
    r"^the\s+(?:\w+\s+)?(?:app|tool|thing|one|program|editor|ide|language|browser|shell|terminal|os|distro)\s+(?:that\s+)?"
    r"(?:i|we|all\s+my\s+\w+|my\s+\w+)\s+(?:\w+\s+){0,4}?(?:is|=)\s+(?:still\s+|now\s+)?XX",
    # what the user does in it now: "Capacities is where I take notes now", "CLion is what I'm using for C++"
    r"^XX(?:\s+is|'s)\s+(?:now\s+|still\s+)?(?:where|what)\s+(?:i|we)(?:'m|\s+am|'ve\s+been|\s+have\s+been)?\s+(?:\w+\s+){0,2}?"
    r"(?:use|using|take|taking|keep|keeping|write|writing|code|coding|work|working|live|living|spend|spending)\b",
    # in it all day: "I'm in Android Studio all day now"
    r"\b(?:i'm|im|i\s+am|we're|we\s+are)\s+(?:now\s+|basically\s+|pretty\s+much\s+)?in\s+XX\s+(?:all\s+day|every\s+day|all\s+the\s+time|most\s+of\s+the\s+day)\b",
    # the user's own work moved over: "I moved my C# work over to Rider"; the user's switch: "my switch to Helix"
    r"\b(?:moved|moving|shifted|shifting)\s+(?:all\s+)?(?:of\s+)?(?:my|our)\s+(?:\S+\s+){0,2}?(?:work|code|coding|projects?|notes|stuff|repos?|everything|files|"
    r"codebase|setup|config|dotfiles|workflow|writing|scripts)\s+(?:over\s+)?(?:to|onto|into)\s+XX",
    r"\bmy\s+(?:\w+\s+)?(?:switch|move|migration|jump)\s+(?:over\s+)?to\s+XX\b",
    # taking the step: "finally made the jump to Linux", "took the plunge and switched to Helix"
    r"\b(?:made|make|making|took|take|taking)\s+the\s+(?:jump|switch|leap|move|plunge)\s+(?:(?:over|across)\s+)?(?:to|onto|into|with)\s+XX",
    r"\b(?:switched|switching|migrated|migrating|changed|converted|ported|porting|caved)\s+(?:\w+\s+){0,3}?(?:over\s+)?(?:to|onto|into)\s+XX",
    r"\b(?:(?:i|we)\s+)?(?:picked\s+up|took\s+up|started\s+using|adopted|settled\s+on|landed\s+on|committed\s+to)\s+XX",
    r"XX\s+(?:user|person|fan|convert|loyalist|diehard|die-hard|all\s+the\s+way|for\s+everything|for\s+life|forever|every\s+day|daily|gang|nerd|shop|"
    r"guy|girl|gal|dude|lady|kinda\s+(?:guy|girl|person))\b",
    # who the user is, the subject dropped: "mostly a Java dev these days", "basically a Kotlin programmer now"
    r"^(?:(?:mostly|mainly|primarily|basically|still|now|just|largely|pretty\s+much)\s+)+an?\s+XX\s+(?:dev|developer|programmer|coder|engineer|hacker)\b",
    r"\bteam\s+XX\b",
    # dependence and livelihood: "can't live without Obsidian", "Ruby pays the bills"
    r"\b(?:can't|cannot|couldn't|could\s+not)\s+(?:live|work|function|survive|do|manage|imagine\s+\w+)\s+without\s+XX\b",
    r"^XX\s+(?:pays\s+(?:the|my)\s+bills|puts\s+food\s+on\s+(?:the|my)\s+table|is\s+my\s+bread\s+and\s+butter|is\s+my\s+day\s+job)\b",
    r"\b(?:a|an)\s+XX\s+(?:user|person|shop|household|convert)\b",
    r"^XX\s+(?:it\s+is|now|these\s+days|nowadays|exclusively)(?:\s+for\s+me)?\s*$",
    r"^(?:it's|its|it\s+is)\s+(?:all\s+)?XX\s+(?:now|these\s+days|from\s+now\s+on|for\s+me)\b",
    r"\bXX\s+from\s+now\s+on\b",
    r"^(?:(?:and|so|but)\s+)?now\s+(?:it's|its|it\s+is)\s+(?:all\s+)?XX\b",
    r"^(?:back\s+(?:on|to|in)|onto|over\s+to)\s+XX\b",
    r"\ball\s+in\s+on\s+XX\b",
    r"\b(?:swapped|swapping|switched\s+back|gone\s+back|went\s+back)\s+(?:over\s+)?to\s+XX\b",
    r"XX\s+all\s+day\b",
    r"\bXX(?:\s+is|'s)\s+(?:now\s+)?(?:my|our)\s+(?:new\s+)?daily\s+driver\b",
    r"\bgave\s+XX\s+a\s+(?:try|go|shot|whirl)\s+and\s+never\s+looked\s+back\b",
    # the tool as where the user's work happens: "VS Code is what I live in", "Todoist runs my life"
    r"^XX(?:\s+is|'s)\s+(?:still\s+)?(?:what|where)\s+(?:i|we)\s+(?:\w+\s+)?(?:live(?:\s+in)?|use|run|work(?:\s+in)?|write|code(?:\s+in)?|keep|swear\s+by|reach\s+for|spend)\b",
    # everything the user does happens in it: "I write everything in Emacs", "I spend my days in IntelliJ"
    r"\b(?:i|we|who)(?:'ve)?\s+(?:\w+\s+)?(?:do|does|write|writes|spend|spends|keep|keeps|have|got|put|puts)\s+(?:everything|it\s+all|all\s+(?:of\s+)?my\s+\w+|most\s+of\s+my\s+\w+|my\s+(?:days|life|whole\s+day))\s+(?:in|on)\s+XX",
    r"^XX\s+(?:runs|organi[sz]es|rules|holds)\s+(?:my|our)\s+(?:whole\s+|entire\s+)?(?:life|lives|days?|weeks?|brain)\b",
    r"\b(?:my|our)\s+daily\s+driver\s+(?:is|=|:)\s+(?:now\s+|still\s+)?XX",
    # the user's kind of work takes place in it: "all my scripting happens in Python", "my analysis runs in R"
    rf"\b(?:my|our)\s+(?:\w+\s+)?{WORK_NOUNS}\s+(?:\w+\s+)?(?:happens?|runs?|lives?|gets\s+done|is\s+done|goes|takes\s+place|is)\s+(?:all\s+|mostly\s+|mainly\s+|entirely\s+)?(?:in|on)\s+XX",
    rf"\b(?:do|does|doing)\s+(?:all\s+|most\s+)?(?:of\s+)?(?:my|our)\s+(?:\w+\s+)?{WORK_NOUNS}\s+(?:\w+\s+)?(?:in|on|with)\s+XX",
    # subject and verb dropped, the tool with when or how much: "mostly Clojure these days"
    r"^(?:(?:mostly|mainly|largely|primarily|exclusively|all|just|only|pure)\s+)+XX\s+(?:these\s+days|nowadays|now|lately|at\s+work|for\s+work|for\s+everything)\b",
    # everything the user does is in it: "at the new job everything is C#"
    r"\beverything(?:'s|\s+is)\s+(?:in\s+)?XX\s*(?:$|,|\b(?:now|these\s+days|at\s+work|for\s+me|so)\b)",
    # the user joins the people around them: "the whole team is on TypeScript and so am I"
    r"\b(?:on|using|in|uses|writes?|codes?\s+in)\s+XX\b[^,;]*\band\s+so\s+(?:am|do|did|have)\s+(?:i|we)\b",
    # rewriting the whole of one's code in it: "rewrote everything in rust"
    r"\b(?:rewrote|rewritten|rewriting|ported|porting|redid|rebuilt)\s+(?:everything|it\s+all|all\s+of\s+it|the\s+whole\s+thing|"
    r"(?:our|my|the)\s+(?:whole\s+|entire\s+)?(?:stack|backend|codebase|code|app|site|service|services))\s+(?:\w+\s+)?(?:in|to|into)\s+XX",
)
# How much or how only: "writing tons of Go", "coding mostly Kotlin".
_AMOUNT = (
    r"(?:mostly|mainly|only|exclusively|primarily|more|so\s+much|(?:a\s+)?(?:lot|lots|ton|tons|load|loads|heaps|bunch|"
    r"plenty)\s+of)"
)
# Kinds of work only a language is for: "i do my scripting in ruby".
_CODING = r"(?:scripting|coding|programming|dev|development|analysis|backend|back-end|frontend|front-end|automation)"
# A move to a place is said with the same verbs as a move to a tool ("I went to Go, the board game
# club"): an ambiguous name is a tool after them only beside a word of the trade.
_MOTION = r"\b(?:moved|moving|went|gone|jumped)\s+(?:\w+\s+){0,3}?(?:over\s+)?(?:to|onto|into)\s+XX"
# Cues of one purpose: a language is what examples are written in; notes live in an app.
_PURPOSE = {
    "language": (
        r"^(?:so\s+|and\s+|just\s+|only\s+|please\s+|pls\s+)?(?:examples?|snippets?|code(?:\s+samples?)?|samples?|answers?|scripts?|solutions?|replies)\s+(?:\w+\s+)?(?:in|using|with|written\s+in)\s+XX",
        r"\b(?:so|please|pls|always|i\s+want|give\s+me|stick\s+to|default\s+to)\s+(?:\w+\s+){0,2}?(?:examples?|snippets?|code(?:\s+samples?)?|samples?|answers?|scripts?)\s+(?:\w+\s+)?(?:in|using|with|written\s+in)\s+XX",
        r"\b(?:examples?|snippets?|code(?:\s+samples?)?|answers?)\s+(?:\w+\s+)?in\s+XX\s+(?:please|from\s+now\s+on|going\s+forward|only|by\s+default)",
        r"^XX\s+(?:examples?|snippets?|code\s+samples?|code|scripts?)?\s*(?:please|only|from\s+now\s+on|going\s+forward)\b",
        r"\b(?:i'm|im|i\s+am|we're)\s+(?:an?\s+)?(?:\w+\s+)?XX\s+(?:dev|developer|programmer|engineer|coder)\b|^XX\s+(?:dev|developer|programmer|engineer|coder)\s+here\b",
        # what the user's code is written in: "my team's codebase is Crystal", "our backend is all Elixir"
        r"\b(?:my|our)\s+(?:(?:team's|company's|work|main|whole|entire)\s+)*(?:codebase|code\s*base|code|backend|stack|"
        r"services|monorepo)\s+(?:here\s+|at\s+work\s+)?(?:is|'s|are)\s+(?:(?:all|mostly|entirely|100%|pure|written|in)\s+)*XX\b",
        # ... said of the workplace: "the whole backend here is written in Crystal"
        r"\bthe\s+(?:whole|entire)\s+(?:codebase|code\s*base|backend|stack|monorepo)\s+(?:here|at\s+work|at\s+my\s+job)\s+"
        r"(?:is|'s)\s+(?:(?:all|mostly|entirely|100%|pure|written|in)\s+)*XX\b",
        # (a capitalised word between is what is written: "writing Tallow in Go" is Tallow's language)
        r"\b(?:i|we|i'm|im|we're|i've\s+been|mostly|mainly)\s+(?:\w+\s+)?(?:write|writing|code|coding|program|programming|develop|developing|work|working|script|scripting|automate|automating)\s+(?:(?!(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-ž]))\w+\s+){0,3}?(?:in|with)\s+XX",
        rf"\b(?:do|does|doing)\s+(?:all\s+|most\s+)?(?:of\s+)?(?:my|our)\s+(?:\w+\s+)?{_CODING}\s+(?:\w+\s+)?(?:in|with)\s+XX",
        r"\b(?:i|we)\s+(?:\w+\s+)?(?:write|code|speak|do)\s+(?:mostly\s+|mainly\s+|only\s+|exclusively\s+|primarily\s+)?XX\b",
        # the subject dropped: "writing go at work these days", "coding in julia mostly"
        rf"^(?:(?:been|still|mostly|mainly)\s+)*(?:writing|coding|programming|scripting)\s+(?:{_AMOUNT}\s+)?(?:in\s+)?XX(?=\s*$|\s+(?:at|for|these|now|nowadays|lately|mostly|all|every|full|most|day)\b|\s*[,;])",
        rf"\b(?:i'm|im|i\s+am|we're|i've\s+been|we've\s+been)\s+(?:\w+\s+)?(?:writing|coding)\s+(?:{_AMOUNT}\s+)?XX\b",
        r"(?:\b(?:my|our)\s+|^)(?:\w+\s+)?(?:work|job|day\s+job|code|coding|stuff)\s+(?:\w+\s+){0,3}?(?:is|are)\s+(?:all\s+|mostly\s+|mainly\s+|entirely\s+)?(?:in\s+)?XX",
        r"^(?:please\s+)?answer\s+(?:\w+\s+)?(?:with|in)\s+XX",
        r"^XX(?:\s+is|'s)\s+(?:still\s+)?what\s+(?:i|we)\s+(?:\w+\s+)?(?:write|code|program|script|develop)\b",
        r"\b(?:please\s+)?use\s+XX\s+for\s+(?:the\s+|all\s+|any\s+)?(?:examples?|snippets?|code|answers?|samples?|scripts?)\b",
        r"XX\b.*\b(?:that's|thats|that\s+is|it's)\s+(?:my|our)\s+(?:main\s+)?(?:language|lang)\b",
        # the user's own language, said as thinking, doing everything, or fluency: "I think in Python"
        r"\b(?:i|we)\s+(?:\w+\s+)?(?:think|dream)\s+in\s+XX\b|\bfluent\s+in\s+XX\b",
        r"\b(?:i|we)\s+(?:do|build|write|make)\s+(?:almost\s+|nearly\s+|pretty\s+much\s+|basically\s+)?(?:everything|all\s+(?:my\s+)?(?:stuff|work|things)|most\s+things)\s+in\s+XX\b",
    ),
    "editor": (
        r"\b(?:i|we|i'm|we're|mostly|mainly)\s+(?:\w+\s+)?(?:code|coding|edit|editing|program|programming|hack|hacking|write\s+code|writing\s+code)\s+(?:\w+\s+){0,2}?(?:in|with)\s+XX",
        r"\bXX\s+(?:keybindings|keybinds|config|plugins?|setup|rice)\s+(?:is|are)\s+(?:my|finally)\b",
    ),
    "notes": (
        # "Anything I need to remember goes in Apple Notes", "whatever I jot down ends up in Bear"
        r"\b(?:anything|everything|whatever|all|stuff)\s+(?:\w+\s+){0,4}?(?:remember|jot|write|note|capture)\w*\s+(?:down\s+)?(?:\w+\s+){0,2}?(?:go|goes|ends?\s+up|lives?|sits?)\s+(?:straight\s+)?(?:in|into|to)\s+XX",
        # said of it afterwards: "Ever since I found Obsidian, all my notes go there"
        r"XX\b.*\b(?:notes?|journal|ideas|everything|thoughts)\s+(?:\w+\s+){0,2}?(?:live|lives|go|goes|end\s+up|stay|stays)\s+(?:in\s+)?there\b",
        # a setup named for its purpose: "my notes setup is just google keep"
        r"\b(?:notes?|note-taking|notetaking|pkm|journal(?:ing)?|second\s+brain)\s+(?:setup|system|stack|workflow|app|tool|home)\s+(?:is|=|:)\s+(?:just\s+|now\s+|still\s+|basically\s+|all\s+)?XX",
        r"\b(?:notes?|journal|journals|todos?|lists?|ideas|everything|second\s+brain|thoughts)\s+(?:\w+\s+){0,2}?(?:live|lives|go|goes|are|is|sit|sits|stay|stays|end\s+up)\s+(?:all\s+|mostly\s+)?(?:in|into)\s+XX",
        r"(?:\b(?:i|we)\s+(?:\w+\s+)?|^)(?:(?:keep|write|take|jot|store|track|put|dump|journal|organi[sz]e|scribble|capture|log|brain-?dump)(?:s|ing|ting|ed|ted)?|kept|wrote|took)\s+(?:my\s+|our\s+|all\s+)?(?:\w+\s+){0,3}?(?:in|on|with|into)\s+XX",
    ),
    "todo": (
        r"\b(?:tasks?|todos?|to-dos?|lists?)\s+(?:\w+\s+){0,2}?(?:live|lives|go|goes|are|is|end\s+up)\s+(?:all\s+)?(?:in|into)\s+XX",
        r"\b(?:i|we)\s+(?:\w+\s+)?(?:track|manage|organi[sz]e|keep|plan|run)\s+(?:all\s+)?(?:my\s+|our\s+)?(?:tasks|todos|to-dos|(?:to-?do\s+)?lists?|days?|week)\s+(?:in|with|on|using)\s+XX",
    ),
    "os": (r"\b(?:laptop|machine|desktop|pc|computer|box)\s+(?:\w+\s+)?(?:runs|is\s+running|is\s+on)\s+XX",),
    "browser": (r"\b(?:browse|browsing|surf)\s+(?:\w+\s+){0,2}?(?:with|in|on)\s+XX",),
}
# A negation, a past use or a change away: never a set ("I don't use Emacs", "used to use Vim").
_NEGATED = re.compile(
    r"\b(?:not|don't|dont|do\s+not|doesn't|doesnt|isn't|isnt|aren't|wasn't|weren't|didn't|didnt|haven't|havent|hasn't|hadn't|never(?!\s+looked\s+back)|no\s+longer|no\s+more|used\s+to|stopped|quit|hate|hated|avoid|"
    r"can't\s+stand|instead\s+of|rather\s+than|ditched|dropped|dumped|uninstalled|gave\s+up|off|away\s+from|"
    r"any\s?more|dead\s+to\s+me|sick\s+of|tired\s+of|over(?!\s+(?:to|the\s+(?:winter|summer|spring|autumn|holidays?|weekend|break|last|past)|christmas|lockdown)\b)|without|except|vs\.?(?!\s+code\b)|versus|or)\b",
    _F,
)
# A duration is a past use ("used Vim for ten years") unless the present perfect carries it on to now
# ("I've been an Emacs user for ten years"; "I've been using Linux for ten years" stays a past use).
# (a span of time, never "for a fencing course")
_DURATION = re.compile(
    # ("for a living" is how, never how long)
    r"\bfor\s+(?:(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|many|several|some|a\s+few|"
    r"the\s+(?:past|last))\s+(?:\w+\s+)?(?:years?|months?|weeks?|decades?|days?|while|time|yrs?)|years|ages|decades|ever)\b",
    _F,
)
_ONGOING = re.compile(
    r"\b(?:i've|i\s+have|we've|we\s+have)\s+been\s+(?:an?|the)\s+|\b(?:has|'s)\s+been\s+(?:my|our)\s+|"
    # the duration itself carried on to now: "for 3 months now", "for 15 years and counting"
    r"\bfor\s+(?:\w+\s+){1,2}(?:now|and\s+counting|so\s+far|already|and\s+still\s+going)\b|"
    # or a present verdict right after it: "been on Arc for a month and can't go back", "for a while, it's solid"
    r"\bfor\s+(?:a\s+|an\s+)?\w+(?:\s+\w+)?\s*(?:,|and)\s*(?:(?:it's|its|it\s+is|it's\s+been)\s+(?:\w+\s+)?"
    r"(?:great|solid|lovely|amazing|awesome|perfect|brilliant|fantastic|excellent|wonderful|good|the\s+best)|i\s+love\s+it|"
    r"loving\s+it|love\s+it|(?:i\s+)?can't\s+go\s+back|(?:i'm\s+)?never\s+going\s+back|(?:i'm\s+)?not\s+going\s+back|"
    r"no\s+regrets)(?![^.;]*\b(?:but|though|except)\b)",
    _F,
)  # "Pottery has been my thing for a year"


def negated(text: str) -> bool:
    """A negation, a past use or a change away anywhere in ``text``."""
    text = AFFIRMING.sub(" ", text)
    return _NEGATED.search(text) is not None or (_DURATION.search(text) is not None and _ONGOING.search(text) is None)


# Ends of a known value: "we don't touch gdscript anymore", "moved off Stata", "Koyeb is dead to me".
_ENDS = (
    r"\b(?:don't|dont|do\s+not|no\s+longer|never)\s+(?:\w+\s+)?(?:use|touch|write|code\s+in|open|run|do|play|go)\s+(?:the\s+|my\s+)?XX",
    r"\bXX\s+(?:is|'s|was)\s+(?:dead\s+to\s+me|history|gone|over|out|done|finished)\b",
    # (never one the user has not left or cannot leave: "haven't moved off Rebol", "can't quit Sublime honestly")
    r"(?<!n't\s)(?<!dont\s)(?<!didnt\s)(?<!havent\s)(?<!hasnt\s)(?<!wont\s)(?<!cant\s)(?<!cannot\s)(?<!never\s)(?<!not\s)"
    r"\b(?:moved|moving|migrated|migrating|switched|walked|walking)\s+(?:away\s+)?(?:off|from)\s+(?:of\s+)?XX(?!.*\b(?:to|onto|into)\b)",
    r"(?<!n't\s)(?<!dont\s)(?<!didnt\s)(?<!havent\s)(?<!hasnt\s)(?<!wont\s)(?<!cant\s)(?<!cannot\s)(?<!never\s)(?<!not\s)"
    r"\b(?:ditched|dropped|dumped|quit|gave\s+up(?:\s+on)?|given\s+up(?:\s+on)?|uninstalled|deleted|abandoned|"
    r"stopped\s+using|stopped|done\s+with|finished\s+with|sick\s+of|bailed\s+on|moved\s+on\s+from|retired|shelved)\s+(?:my\s+|the\s+)?XX",
    r"\bno\s+more\s+XX\b",
    r"\bXX\s+(?:got|gets|has\s+got(?:ten)?|is\s+getting)\s+the\s+(?:boot|axe|chop|heave-ho|push)\b",
    r"\bXX\s+(?:didn't|did\s+not|doesn't|does\s+not)\s+make\s+the\s+cut\b",
    r"\b(?:fell\s+out\s+of\s+love\s+with|lost\s+interest\s+in|grew\s+out\s+of|burned\s+out\s+on|burnt\s+out\s+on)\s+(?:my\s+|the\s+)?XX",
    r"\b(?:stopped|quit|gave\s+up)\s+going\s+(?:to\s+)?(?:the\s+|my\s+)?XX",
    r"\b(?:good)?bye\s+XX\b",
    *HOBBY_DROPPED,
    # "haven't been to a pottery class since spring", "haven't touched my guitar in over a year"
    r"\b(?:haven't|have\s+not|hadn't)\s+(?:\w+\s+)?(?:played|done|touched|used|opened|been\s+to|been|picked\s+up|gone\s+to)\s+(?:my\s+|the\s+|a\s+|an\s+|any\s+)?XX"
    r"(?:\s+(?:class|classes|session|sessions|lesson|lessons|practice|club|meetup|group|studio|night))?\s+(?:\w+\s+){0,2}?"
    r"(?:in\s+(?:over\s+|more\s+than\s+|like\s+|about\s+)?(?:ages|months|years|a\s+(?:long\s+)?(?:time|while|year)|an?\s+(?:year|month)|forever|(?:two|three|four|five|six|several|many|a\s+few|\d+)\s+(?:months|years|weeks))|since\s+\w+)\b",
)


# Off a tool for good: only a name that is nothing else ("I'm off Monday for good" is a day off).
_OFF = (
    r"\b(?:i'm|im|i\s+am|we're|i've\s+been|finally)\s+(?:\w+\s+)?off\s+XX\s+"
    r"(?:for\s+good|now|completely|entirely|these\s+days|at\s+last)\b"
)
# a pastime said over with a contraction ("swimming's out"); a tool's ("Chrome's gone") is read as its switch
_HOBBY_ENDS = (r"\bXX's\s+(?:out|over|done|finished|history|gone)\b", *PASTIME_OVER)


@lru_cache(maxsize=8192)
def _cue(template: str, value: str) -> re.Pattern[str]:
    # a name may end in a symbol ("C#", "C++"), where \b cannot mark its edge
    template = template.replace(r"XX\b", r"XX(?!\w)").replace(r"\bXX", r"(?<!\w)XX")
    # the tool may carry its purpose noun ("on fish shell now", "I use Arc browser")
    name = "(?:" + re.escape(value).replace(r"\ ", r"\s+") + _PURPOSE_SUFFIX + ")"
    return re.compile(template.replace("XX", name), _F)


_PURPOSE_SUFFIX = r"(?:\s+(?:shell|terminal|browser|editor|ide|app|distro)(?!\w))?"


# Somebody else in the clause ("I drive my son to football practice", "Ines got me into Obsidian"):
# the value may be theirs, so value-first reading stays silent.
_OTHERS = re.compile(
    r"\b(?:my|our|his|her|their|your)\s+(?:\w+\s+)?" + THIRD_PARTY + r"\b|\b(?:he|she|they|him|them|you|your)\b|"
    r"(?-i:\b[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-ž]+)'s\b|\b(?:my|our)\s+(?!"
    # the user's own home is nobody: "my flat's in Hackney", "our street's so quiet"
    r"(?:flat|house|place|home|apartment|condo|studio|room|commute|lease|rent|street|neighbou?rhood|garden|"
    r"kitchen|address|mortgage)'s)\w+'s\b",
    _F,
)


# Where one part of a clause ends and another begins: "gave up bouldering, took up pottery" ends
# one value and sets another, and "not Emacs but Zed now" sets Zed.
_PARTS = re.compile(
    r"\s*(?:[,;]|:(?!\d)|\s-\s|\s—\s|\bbut\b|\band\s+(?=(?:now|then|i|i'm|we|we're)\b)|"
    r"\band\s+(?=(?:took|picked|started|got|signed|joined|began|taken)\s))\s*",  # "gave up X and took up Y"
    _F,
)


_NOBODY = frozenset("it's that's there's here's what's where's when's how's let's today's tonight's".split())


# "them" after a verb of trying things out is the things ("I've tried them all and Obsidian stuck").
_THINGS_TRIED = re.compile(r"\b(?:tried|tested|compared|checked\s+out|evaluated|installed|used)\s+them\b", _F)


# Somebody the user got a pastime from, or does it beside, when the user is the subject: "I picked up
# rug hooking from my grandmother", "I took up pottery with my sister" -- the pastime is still the user's.
_MY_SOURCE = re.compile(
    r"^(?:\W*(?:so|and|also|well|ok|okay)\W+)*(?:i|we)(?:'ve|\s+have)?\s+(?:just\s+|recently\s+|finally\s+)?"
    r"(?:picked\s+up|took\s+up|taken\s+up|learned|learnt|started|got\s+into)\b[^,;]*?"
    r"(?P<src>\b(?:from|with|alongside|thanks\s+to|because\s+of|taught\s+by)\s+(?:my|our)\s+(?:\w+\s+)?"
    + THIRD_PARTY
    + r"\b)",
    _F,
)


# somebody named as where the user is, not as who does it: "a place in Cluj, nearer my sister"
_BESIDE_MINE = re.compile(
    rf",?\s*\b(?:near|nearer|close\s+to|closer\s+to|next\s+to|round\s+the\s+corner\s+from|down\s+the\s+road\s+from)\s+"
    rf"(?:my|our)\s+(?:\w+\s+)?{THIRD_PARTY}\s*$",
    _F,
)


def names_someone_else(clause: str) -> bool:
    """Somebody else is in the clause, so a value in it may be theirs; "Chrome's gone" names no one."""
    clause = _BESIDE_MINE.sub(" ", _THINGS_TRIED.sub(" ", clause))
    source = _MY_SOURCE.search(clause)
    if source is not None:
        clause = clause[: source.start("src")] + " " + clause[source.end("src") :]
    return any(
        KNOWN_TOOL.fullmatch(o.group(0).removesuffix("'s")) is None and o.group(0).lower() not in _NOBODY
        for o in _OTHERS.finditer(clause)
    )


_FOR_LEARNING = re.compile(rf"^\s+for\s+(?:the|my|a|an|this|our)\s+(?:\w+\s+){{0,2}}?(?:{LEARNING.pattern})", _F)


def _part_of(clause: str, found: re.Match[str]) -> str:
    """The part of ``clause`` (between commas, "but", "and now ...") that holds ``found``."""
    start = max((c.end() for c in _PARTS.finditer(clause) if c.end() <= found.start()), default=0)
    stop = next((c.start() for c in _PARTS.finditer(clause, found.end())), len(clause))
    return clause[start:stop]


def _theirs(clause: str, found: re.Match[str]) -> bool:
    return names_someone_else(_part_of(clause, found))


def _readings(clause: str, found: re.Match[str]) -> list[str]:
    """The texts a value's cue is looked for in: the part of the clause holding it, when that part
    is clear of negation, and the whole clause too when all of it is."""
    if names_someone_else(clause):
        return []
    start = 0
    for cut in _PARTS.finditer(clause):
        if cut.start() >= found.end():
            break
        if cut.end() <= found.start():
            start = cut.end()
    stop = next((c.start() for c in _PARTS.finditer(clause, found.end())), len(clause))
    part = clause[start:stop]
    if _FOR_LEARNING.match(clause[found.end() :]):
        return []  # "I'm using Rust for the exam prep": for a while, for a course
    texts = [part] if not negated(part) else []
    # a duration in the part may be carried on to now after it: "been on Fedora for a while, it's solid"
    if (texts or _DURATION.search(part)) and part != clause and not negated(clause):
        texts.append(clause)
    return texts


def _counts(clause: str, found: re.Match[str]) -> bool:
    """An ambiguous name ("go", "ruby", "bear") counts only capitalised mid-clause; any other always."""
    word = found.group("v")
    if not ambiguous(word) or tool_even_lower(word):
        return True
    after = clause[found.end() :]
    owned = after.startswith("'s") and not re.match(r"'s\s+(?:my|our|now|still|the\s+\w+\s+i)\b", after, _F)
    return (found.start() > 0 or after.startswith("'s ")) and word[:1].isupper() and not owned


_A_COMPANY = re.compile(r"\s+(?:company|corporation|corp|inc|ltd|gmbh|plc|group)\b", _F)


_AT_HOME = re.compile(
    r"\b(?:live[sd]?|living|based|born|grew\s+up|relocated|settled|staying|stay|from|visiting|flew|flying)"
    r"\s+(?:(?:here\s+)?(?:in|to|at|near|from)\s+)?$",
    re.IGNORECASE,
)


def tool_facts(clause: str) -> list[TypedFact]:
    """The ``tool:<purpose>`` facts a first-person clause states by naming a known tool with a cue."""
    out: list[TypedFact] = []
    for found in KNOWN_TOOL.finditer(clause):
        value = " ".join(found.group("v").split())
        if _A_COMPANY.match(clause, found.end()):
            continue  # "I changed to Orion company": a workplace of that name, not the browser
        if is_place(value) and _AT_HOME.search(clause[: found.start()]):
            continue  # "I live in Cairo", "moved to Julia Creek": a city, not the language of that name
        texts = _readings(clause, found)
        # "fish shell", "Arc browser": the purpose noun says what an everyday word is
        named = any(_cue(rf"XX\s+{_NOUNS[p]}\b", value).search(clause) for p in purposes_of(value))
        specific_only = not named and not _counts(clause, found)
        for purpose in sorted(purposes_of(value)):
            cues = list(_PURPOSE.get(purpose, ()))
            noun = _NOUNS[purpose]
            cues += [
                rf"\b(?:my|our)\s+(?:main\s+|daily(?:[\s-]driver)?\s+|go-to\s+|primary\s+|current\s+|new\s+|favou?rite\s+|trusty\s+|everyday\s+)?{noun}\s+(?:of\s+choice\s+)?(?:is|=|:)\s+(?:now\s+|still\s+)?XX",
                rf"\bXX(?:\s+is|'s|\s+has\s+become|\s+became|'s\s+become)\s+(?:now\s+|still\s+)?(?:my|our)\s+(?:main\s+|daily\s+|go-to\s+|primary\s+|new\s+|favou?rite\s+|"
                rf"day-to-day\s+|day\s+to\s+day\s+|everyday\s+|usual\s+|work\s+)?{noun}\b",
                rf"\bXX\s+(?:as|for)\s+(?:my|our|a|the)\s+(?:main\s+|daily\s+|go-to\s+|primary\s+)?{noun}\b",
                # a list of tools by purpose: "Obsidian for notes, Todoist for todos"
                rf"^(?:and\s+|then\s+)?XX\s+for\s+(?:all\s+)?(?:my\s+|our\s+)?{noun}s?\s*$",
                # the subject dropped: "browser of choice is now LibreWolf"
                rf"^(?:main\s+|daily\s+|go-to\s+)?{noun}\s+of\s+choice\s+(?:is|=|:)\s+(?:now\s+|still\s+)?XX",
                # a label: "terminal of choice: Kitty", "note-taking: Evernote still"
                rf"^(?:my\s+|our\s+)?(?:main\s+|current\s+|daily\s+)?{noun}(?:\s+of\s+choice|\s+app)?\s*(?::|=|-|—)\s*(?:still\s+|now\s+)?XX",
                # said of it afterwards: "learned to love vim, it's my editor now"
                rf"XX\b.*\b(?:that's|thats|that\s+is|it's|its|it\s+is)\s+(?:now\s+|still\s+)?(?:my|our)\s+(?:main\s+|new\s+|daily\s+|go-to\s+)?{noun}\b",
            ]
            if not specific_only:
                cues += list(_ANY)
                if not ambiguous(value) or TRADE_WORDS.search(clause) or _beside_its_kind(clause, value, purpose):
                    cues.append(_MOTION)
            if any(_cue(c, value).search(text) for c in cues for text in texts):
                out.append(TypedFact(f"tool:{purpose}", value, "set", evidence=clause, rule="value:tool"))
                break
    return _one_per_slot(out)


def _beside_its_kind(clause: str, value: str, purpose: str) -> bool:
    """Another tool of the same purpose, plainly named, says what an everyday word is ("retired my
    Evernote account and moved to Bear")."""
    others = [m.group("v") for m in KNOWN_TOOL.finditer(clause) if slot_key(m.group("v")) != slot_key(value)]
    return any(not ambiguous(name) and purpose in purposes_of(name) for name in others)


def _one_per_slot(facts: list[TypedFact]) -> list[TypedFact]:
    """Two values of one single-valued slot in a clause ("Vim or Emacs"): neither is the user's."""
    values = {(f.slot, slot_key(f.value)): f for f in facts}
    slots = [slot for slot, _ in values]
    return [f for (slot, _), f in values.items() if slots.count(slot) == 1]


# A hobby named by its verb, given up: "I don't really paint anymore", "we no longer sail".
_VERB_ENDED = re.compile(
    r"(?:^|\b(?:i|we)\s+)(?:don't|dont|do\s+not|no\s+longer|never|can't|cant|cannot|can\s+no\s+longer)\s+(?:really\s+|even\s+|actually\s+)?(?P<verb>[a-z]+)"
    r"\s+(?:any\s?more|these\s+days|nowadays)\b",
    _F,
)


# A leaving verb negated: nothing was left ("not ditching Notion any time soon", "haven't dropped Vim").
_NEGATED_LEAVING = re.compile(
    r"\b(?:not|never|\w+n't|dont|didnt|havent|hasnt|wont|cant|isnt|wasnt|doesnt)\s+(?:\w+\s+)?"
    r"(?:ditch|drop|quit|leav|left|mov|switch|giv|gave|abandon|stop|dump|bin|"
    r"uninstall|delet|retir|shelv|bail|walk)\w*\b",
    _F,
)


def ended_values(clause: str) -> list[TypedFact]:
    """Retractions of known tools and hobbies: "we don't touch gdscript anymore", "moved off Stata"."""
    if _NEGATED_LEAVING.search(clause) and not _VERB_ENDED.search(clause):
        return []
    out: list[TypedFact] = []
    for said in _VERB_ENDED.finditer(clause):
        doing = gerund(said.group("verb"))
        if KNOWN_HOBBY.fullmatch(doing) and not weak(doing):
            out.append(TypedFact("?", "", "end", old=doing, evidence=clause, rule="value:end"))
    dropped = [*verbs_dropped(clause), *doers_dropped(clause)]
    out += [TypedFact("?", "", "end", old=doing, evidence=clause, rule="value:end") for doing in dropped]
    # a tool given up beside somebody else may be theirs: "vscode is history for my team, they all moved"
    names = [] if names_someone_else(clause) else [" ".join(m.group("v").split()) for m in KNOWN_TOOL.finditer(clause)]
    # a pastime in a part naming somebody else is theirs ("Tom's chess thing fizzled out")
    hobbies = [" ".join(m.group("v").split()) for m in KNOWN_HOBBY.finditer(clause) if not _theirs(clause, m)]
    for value in [*names, *hobbies]:
        if value in hobbies:
            cues: tuple[str, ...] = (*_ENDS, *_HOBBY_ENDS)
        else:
            cues = (*_ENDS, _OFF) if not ambiguous(value) else _ENDS
        if any(_cue(c, value).search(clause) for c in cues):
            out.append(TypedFact("?", "", "end", old=value, evidence=clause, rule="value:end"))
    return out


_HOBBY_CUES = (
    r"\bXX\s+(?:practice|class|classes|club|lessons?|league)\b",
    r"^XX\s+(?:most|every|each)\s+(?:weekend|week|weekday|morning|evening|night|(?:mon|tues|wednes|thurs|fri|satur|sun)day)s?\b",
    r"\b(?:i|we)\s+(?:\w+\s+)?(?:took\s+up|picked\s+up)\s+(?:the\s+|my\s+)?XX",
    r"^(?:(?:really|seriously|properly|totally)\s+)?(?:hooked\s+on|obsessed\s+with|took\s+up|picked\s+up)\s+(?:the\s+|my\s+)?XX",
    r"\bXX(?:\s+is|'s|\s+has\s+become|'s\s+been|\s+has\s+been)\s+(?:now\s+)?(?:my|our)\s+(?:new\s+|big\s+|main\s+)?(?:hobby|passion|obsession|thing|jam)\b",
    r"\b(?:my|our)\s+(?:new\s+|big\s+|biggest\s+|main\s+|favou?rite\s+)?(?:hobby|passion|obsession|pastime)\s+(?:is|=|:)\s+XX",
    # beginning a thing, with nothing after it but when: "started running last month"
    r"\b(?:started|begun|began)\s+(?:learning|playing|taking|doing)\s+(?:the\s+)?XX",
    r"^(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:just\s+|recently\s+)?(?:started|began|begun)\s+XX(?=\s*$|\s+(?:at|with)\s+(?:the|a|an|my|our)\s|\s+(?:last|this|again|recently|lately|every|most|in\s+(?:january|february|march|april|may|june|july|august|september|october|november|december|the\s+spring|the\s+summer|the\s+autumn|the\s+fall|the\s+winter))\b)",
    # keeping it up: "still playing chess most evenings"
    r"^(?:(?:i|we)\s+)?(?:still\s+)?(?:playing|doing|practi[cs]ing|going)\s+XX\s+(?:most|every|each)\s+\w+",
    r"\b(?:new|latest|current|newest)\s+(?:hobby|obsession|passion|pastime)\s*(?::|-|—|is)\s*XX",
    # the verb classes of doing a thing regularly, of getting into it, and of time given to it
    r"\b(?:i|we)\s+(?:\w+\s+)?(?:do|go|play|practi[cs]e)\s+(?:some\s+|a\s+lot\s+of\s+|lots\s+of\s+)?XX\s+(?:with\s+(?:my\s+|a\s+|some\s+)?\w+\s+)?(?:most|every|each|on|twice|once|three\s+times|weekly|regularly|whenever)\b",
    r"\b(?:getting|got|gotten|been|am|i'm|really)\s+(?:really\s+|properly\s+|seriously\s+|super\s+|very\s+)?(?:into|hooked\s+on)\s+XX",
    r"\b(?:my|our)\s+(?:big\s+|new\s+)?(?:thing|jam|passion|obsession)\s+(?:these\s+days\s+|now\s+|lately\s+)?(?:is|=|:)\s+XX",
    r"\b(?:doing|done)\s+(?:a\s+lot\s+of|lots\s+of|loads\s+of|tons\s+of|more)\s+XX",
    # the user's own events and standing in it: "raced my first cyclocross event", "training for the regional
    # cyclocross series", "my baduk rating went up", "my golf handicap"
    r"\b(?:raced|race|racing|competed|compete|competing|entered|rode|ran|played)\s+(?:in\s+)?(?:my|a|an|the)\s+"
    r"(?:(?:first|second|next|local|regional|national|club|big)\s+)*XX\s+(?:event|race|tournament|match|meet|competition|series)\b",
    r"\b(?:training|trained|train)\s+for\s+(?:a|an|the|my)\s+(?:(?:first|next|local|regional|national|big)\s+)*XX\s+"
    r"(?:race|event|series|competition|tournament|season|grading)\b",
    r"\bmy\s+XX\s+(?:rating|ranking|handicap|grading|belt|pb|personal\s+best|coach|instructor|sensei)\b",
    # a team the user is in: "I've joined a cyclocross team", "I play for the local hurling team" (not "a name for a
    # pub quiz team")
    r"\b(?:joined|joining|join|in|on|play\s+for|playing\s+for|captain\s+of|captaining)\s+(?:a|the|my|our)\s+(?:local\s+|new\s+)?"
    r"XX\s+(?:team|squad|society|side|crew)\b",
    # a habit counted by the week: "I've been running three times a week", "been swimming twice a week"
    r"(?:^|\b(?:i|we)(?:'ve|\s+have)\s+)been\s+XX\s+(?:(?:two|three|four|five|\d+)\s+times|\d+\s*x|twice|once)\s+(?:a|per)\s+(?:week|month)\b",
    r"\b(?:evenings|weekends|mornings|nights|sundays|saturdays|free\s+time|spare\s+time)\s+(?:go\s+on|are\s+for|are\s+spent\s+on|are\s+all|is\s+all|goes\s+on)\s+(?:about\s+)?XX",
    r"^XX\s+(?:all\s+the\s+way|instead|from\s+now\s+on)\b",
    r"\b(?:it's|its|it\s+is|life\s+is)\s+all\s+about\s+(?:the\s+)?XX\b",
    r"\ball\s+in\s+on\s+XX\b",
    *HOBBY_TAKEN_UP,
)
# An everyday word ("running", "reading") is a hobby only beside a practice noun or a taking-up verb.
_WEAK_CUES = (_HOBBY_CUES[0], *_HOBBY_CUES[2:])
_HOBBY_CUES = (*_HOBBY_CUES, *HOBBY_REGULAR)


# an earlier life: "we had a chess club in school", "did judo as a kid": no pastime of now
_LONG_AGO = re.compile(
    r"\b(?:in\s+(?:high\s+|primary\s+|middle\s+|grade\s+)?school|at\s+school|in\s+college|at\s+uni(?:versity)?|"
    r"as\s+an?\s+(?:kid|child|teen|teenager|student|youngster)|growing\s+up|when\s+i\s+was|back\s+in\s+(?:the\s+day|\d{4}|school|college|uni)|"
    r"years\s+ago|used\s+to)\b",
    _F,
)


# lessons or a club for somebody else: "swimming lessons for the kids are on saturday"
_FOR_SOMEONE = re.compile(r"\bfor\s+(?:the|my|our|his|her|their)\s+(?:\w+\s+)?" + THIRD_PARTY + r"\b", _F)
# A pastime's group as the subject of what it does: "the running club meets outside my office", "a
# pottery class opened near me" (never "the running club is my happy place").
_GROUP_SUBJECT = re.compile(r"^\W*(?:the|a|an|that|this|some)\s+(?:new\s+|local\s+)?$", _F)
_GROUP_DOES = re.compile(
    r"^\s+(?:club|class|classes|league|group|team|studio|gym|lessons?)\s+(?:(?:just|now|always|usually|also)\s+)?"
    r"(?:meets?|opened|opens|started|starts|runs|closed|closes|is\s+(?:on|at|in|near|outside|next|run|held)|are\s+(?:on|at|in)|"
    r"was|were|has|had|goes|went|uses|moved|takes)\b",
    _F,
)
_WATCHED = re.compile(r"\b(?:watch|watches|watching|watched)\s+(?:the\s+|some\s+|a\s+bit\s+of\s+)?$", _F)


def hobby_facts(clause: str) -> list[TypedFact]:
    """The ``hobby:<what>`` facts a first-person clause states by naming a known activity with a cue
    of doing it regularly ("orienteering most weekends", "bell ringing practice on tuesdays")."""
    out: list[TypedFact] = []
    if _LONG_AGO.search(clause) or _FOR_SOMEONE.search(clause):
        return out
    for found in KNOWN_HOBBY.finditer(clause):
        if _WATCHED.search(clause[: found.start()]):  # "I watch the tennis every sunday": a spectator
            continue
        if _GROUP_SUBJECT.match(clause[: found.start()]) and _GROUP_DOES.match(clause[found.end() :]):
            continue  # "the running club meets outside my office": the club, nobody's practice
        value = hobby_name(found.group("v"))
        cues = _WEAK_CUES if weak(value) else _HOBBY_CUES
        texts = _readings(clause, found)
        if any(_cue(c, found.group("v")).search(text) for c in cues for text in texts):
            out.append(TypedFact(f"hobby:{slot_key(value)}", value, "set", evidence=clause, rule="value:hobby"))
    for doing in [*verbs_taken_up(clause), *doers_taken_up(clause)]:  # "I'm learning to surf", "a keen birder"
        out.append(TypedFact(f"hobby:{slot_key(doing)}", doing, "set", evidence=clause, rule="value:hobby"))
    return out


def hobbies_got_into(clause: str, whole: str = "") -> list[TypedFact]:
    """ "my partner got me into board games": somebody else starts it, the pastime is the user's."""
    return [
        TypedFact(f"hobby:{slot_key(h)}", h, "set", evidence=clause, rule="value:hobby")
        for h in got_me_into(clause, whole)
    ]
