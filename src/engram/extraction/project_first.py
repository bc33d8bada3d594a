"""Project-first reading: a name tied to a made thing, in a statement of the user making it, when
no frame read a project.

Frames follow sentence shapes ("my side project is X", "working on X, a ..."); people introduce
their projects in endless others: "Just kicked off Ember, a newsletter about urban gardening",
"These days my evenings go into Quarry, a little app for tracking running shoes", "Coding up a
Discord bot named Thistle for my book club", "New side gig: Quarry, a Chrome extension", "I'm the
creator of Dewdrop, a meditation timer app". What stays put is a name, a word for a made thing
(:data:`MADE`: an app, a bot, a zine, a startup, an album ...) tied to it -- by apposition ("N, a
...", "N, the game I'm making", "N was built by me, it's a ..."), naming ("a bot called N", "I call
it N", "codename N", "something called N", "the working title for my game is N"), a label ("side
gig: N"), a possessive ("my web app N"), a copula ("my capstone is N", "N is what I've been
building"; in lower case only with a role word: "quillwort is my side project") -- and a sign that
the user makes it (a verb of making or of working on it, a
possessive, time spent on it, "creator of", "of mine"). With no made thing named, a name right
after a verb of building software is a project when what it is built with or what it is for follows
("I'm building Lantern in Rust", "coding Marigold so my book club can vote").

The name is capitalised (a title may run to four words: "Python for Potters", "Lark & Loom"; it
ends before a joined tool, technology, place or day: "Moonwell in Godot", "Two Cents on Sundays"),
or in lower case where the naming says it is one ("a little web app called tidy tabs", "hacking on
quillpad, my markdown editor"). A tool, technology, pastime or place the lexicons know is no
project unless the user calls it theirs ("Cricket, my ebook reader app"), and neither is a value
another reading already took (an employer, a pet). A frame that cut a title short ("a podcast
called Bus Stop Stories" read as "Bus") gives way to the whole name (:func:`project_from_name`).

Nothing is read for somebody else's project ("my brother is building Kettle", "my friend's app
Orrery"), for what the user uses, reads, plays or works at ("I've been using Notion, a notes app",
"I work at Lantern, a design studio", "a website for Juniper, a bakery", "set up Plex, a media
server"), for a company without a sign of founding it, for an old project, or for a plan, a dream
or a plan given up ("we should build an app called X", "was going to build a bot called Y").

:func:`project_named_next` reads a made thing introduced in one sentence and named or described in
the next ("I'm building an app for dog walkers. It's called Leashed.").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from engram.extraction.fact_lexicon import HOLIDAYS, OPENERS, THIRD_PARTY
from engram.extraction.gazetteer import is_place
from engram.extraction.project_context import _PERSON_NOUN
from engram.extraction.project_intros import _ROLE, _SIZE, not_a_project_name
from engram.extraction.project_names import _NOT_NAME, THINGS
from engram.extraction.slots import TypedFact, slot_key
from engram.extraction.tech_lexicon import KNOWN_TECH, tech_kind
from engram.extraction.tool_lexicon import KNOWN_TOOL, ambiguous, tool_kind

_F = re.IGNORECASE
# Made things beside the app-like ones: a venture, a show, a thesis. A company, studio or agency is
# the user's own only when they founded it (:data:`_FOUNDED`): "my company" is mostly an employer.
_VENTURE = r"(?:company|studio|agency|firm|consultancy|label|brand|nonprofit|non-profit|charity|co-op|collective)"
MADE = (
    rf"(?:{THINGS}|{_VENTURE}|startup|start-up|business|side\s+hustle|hustle|side\s+gig|gig|venture|sim|"
    r"series|show|magazine|comics?|thesis|dissertation|capstone|creation|server|community|forum|subreddit|"
    r"newsletter|webapp|web\s+app|saas|idle\s+game|roguelike|platformer|mud|bakery|cafe|food\s+truck|"
    r"(?:side|pet|weekend|hobby|passion|evening)\s+thing|maker|marketplace|market|subscription\s+service|subscription\s+box|brewery|scheduler|calendar|scorekeeper|keeper|logbook|diary|guide|"
    r"handbook|textbook|workbook|guidebook|ebook|e-book|audiobook|songbook|sketchbook|quiz|puzzle|portfolio|skill|mirror|device|gadget|machine|console|package|module|crate|gem|homepage|storefront|"
    r"cli|command-line\s+tool|utility|userscript|browser\s+extension)"
)
_MADE_WORD = re.compile(rf"\b{MADE}s?\b", _F)
_IS_VENTURE = re.compile(rf"(?:.*\s)?{_VENTURE}", _F)
_DET = r"(?:a|an|my|our|the|this|that)"
# Words that shape a made thing's noun phrase without saying what it is.
_ADJ = rf"(?:{_SIZE}(?:{_ROLE}\s+)?)"
# What the made thing does may follow it: "a Chrome extension that hides spoilers".
_POST = (
    r"(?:\s+(?:for|to|that|which|about|with|of|where|on|in|from|(?:that\s+)?(?:i|we)(?:'m|'ve|'re|\s+am|\s+have|\s+are)?)"
    r"\s+[^,;.()!?\x00—–]+?)?"
)
_NP = rf"(?P<np>{_ADJ}(?:[\w'&/+.-]+\s+){{0,4}}?{MADE}s?\b{_POST})(?=\s*(?:[,;.()!?—–]|\s-|$))"
# Between a name and its apposition: a time or a place of the doing ("launched Gullwing last night, a ...").
_FILLER = (
    r"(?:\s+(?:again|now|too|lately|recently|currently|finally|yesterday|today|tonight|online|live|"
    r"(?:these|those)\s+days|right\s+now|at\s+the\s+moment|"
    r"(?:this|last|next|every)\s+\w+|(?:on|at|over|during|in|for|with|after)\s+(?:the\s+|my\s+|our\s+|a\s+)?"
    r"(?:[\w'-]+\s+){0,2}?[\w'-]+))*?"
)
_NP2 = _NP.replace("?P<np>", "?P<np2>")
# the user making it, said in a relative clause after the thing: "the little roastery I'm launching", "the service
# I lead", "a set of free icons I drew", "the dashboard I've been building"
_I_MAKE = (
    r"(?:i|we)(?:'m|'ve\s+been|\s+am|\s+have\s+been|'re|\s+are|'ve|\s+have)?\s+(?:just\s+|recently\s+|currently\s+|"
    r"slowly\s+|finally\s+)?(?:launch(?:ing|ed)?|build(?:ing)?|built|mak(?:e|ing)|made|writ(?:e|ing)|wrote|written|drew|"
    r"draw(?:ing|n)?|design(?:ed|ing)?|start(?:ed|ing)?|run(?:ning)?|ran|lead(?:ing)?|led|found(?:ed|ing)|co-?found(?:ed|ing)|"
    r"host(?:ed|ing)?|organi[sz](?:e|ed|ing)|maintain(?:ed|ing)?|creat(?:e|ed|ing)|develop(?:ed|ing)?|cod(?:e|ed|ing)|"
    r"publish(?:ed|ing)?|produc(?:e|ed|ing)|knit(?:ted|ting)?|illustrat(?:e|ed|ing)|paint(?:ed|ing)?|shoot(?:ing)?|shot|"
    r"put(?:ting)?\s+together|direct(?:ed|ing)?|record(?:ed|ing)?|film(?:ed|ing)?|edit(?:ed|ing)?|curat(?:e|ed|ing)|"
    r"coordinat(?:e|ed|ing))\b"
)
_AFTER = re.compile(
    rf"^{_FILLER}\s*(?:,|\(|:|;|—|–|-{{1,2}}|\s+is|\s*=)\s*(?:(?:it's|its|it\s+is|which\s+is|basically|aka|"
    rf"just|kind\s+of|sort\s+of)\s+)?(?:a|an|(?P<mine>my|our)|(?P<the>the))\s+{_NP}"
    # or said in a clause of its own: "Sunbeam was built by me over lockdown, it's a solar panel tracker"
    rf"|^[^,;.!?()]{{0,40}}?,\s*(?:it's|its|it\s+is|which\s+is)\s+(?:a|an|(?P<mine2>my|our))\s+{_NP2}"
    # or whatever it is, with the user's own making said of it: "Fernweh Coffee, the little roastery I'm launching out
    # of my garage", "Kestrel (the internal fraud-detection service I lead)"
    rf"|^\s*(?:,|\(|—|–|-{{1,2}})\s*(?:(?:it's|its|it\s+is|which\s+is)\s+)?(?:the|a|an|(?P<mine3>my|our))\s+"
    rf"(?P<np3>(?:[\w'&/+.-]+\s+){{0,5}}?[\w'&/+.-]+)\s+(?:that\s+|which\s+)?{_I_MAKE}",
    _F,
)
# a lower-case name is followed by its apposition at once, or past an adverb ("hacking on quillpad
# again, my markdown editor"), never past a phrase that may hold the real name ("deep in development on Starling")
_AFTER_LOWER = re.compile(
    r"^(?:\s+(?:again|now|too|lately|recently|currently|finally|these\s+days|right\s+now|at\s+the\s+moment|"
    r"(?:this|last)\s+(?:week|weekend|month)|today|tonight|yesterday))?"
    rf"\s*(?:,|\(|:|;|—|–|-{{1,2}})\s*(?:(?:it's|its|it\s+is|which\s+is|basically)\s+)?(?:a|an|(?P<mine>my|our))\s+{_NP}",
    _F,
)
_MY_BRACKET = re.compile(r"^\s*\(\s*(?:my|our)\s+", _F)
# "working on something new: tidepool, a ...": the making named, the thing left for the apposition
_MAKING_SOMETHING = re.compile(r"\b(?:something|a\s+(?:new\s+)?thing)(?:\s+(?:new|fun|small))?\s*[:,—–-]+\s*$", _F)
_BY_USER = re.compile(r"\b(?:i|we)(?:'m|'ve|'re|\s+am|\s+have|\s+are)?\s+(?:been\s+|just\s+)?\w+", _F)
# Without a made thing: a name right after a verb of building software, then what it is built with or
# what it is for ("I'm building Lantern in Rust", "coding Marigold so my book club can vote").
_BUILDING = re.compile(
    r"\b(?:build|building|built|coding|coded|developing|developed|prototyping|prototyped|programming|programmed|"
    r"hacking\s+on|hacked\s+on|tinkering\s+(?:on|with)|writing|wrote)\s+$",
    _F,
)
_STACKED = re.compile(rf"^\s+(?:in|with|using|on\s+top\s+of|atop)\s+(?:plain\s+|vanilla\s+)?{KNOWN_TECH}(?![\w#+])", _F)
_PURPOSE = re.compile(
    r"^\s*(?:,\s*)?(?:(?:it's|its|it\s+is|which\s+is)\s+(?:like|basically|kinda\s+like|sort\s+of\s+like)\b|"
    r"(?:basically|think)\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])\w+\s+(?:but\s+)?for\b|which|that|it|so\s+(?:that\s+)?(?:i|we|my|our|people|you|users)|to\s+(?:help|let|track|make|"
    r"find|plan|manage|keep|turn|show|remind|automate|organi[sz]e|log|sort|split|share|swap|book|learn))\b(?!\s*'s)"
    r"(?!\s*(?:is|was|'s|has|had|were|are|will|would|could|might|must|should|can)\b)",
    _F,
)
# "N (it plans hikes)": what it does in a bracket, said of a made thing named just before
_DOES = re.compile(r"^\s*\(\s*(?:it|which)\s+(?!'s\b|is\b|was\b)\w+", _F)
# A made thing before the name: naming, label, apposition, possessive, copula.
_NAMING = (
    r"(?:called|named|dubbed|titled|nicknamed|working\s+title:?|code[\s-]?name[d:]?|aka|(?:i|we)\s+(?:call|called|named|dubbed)\s+it|"
    r"(?:i'm|we're|im)\s+(?:calling|naming)\s+it|calling\s+it|naming\s+it)"
)
_BEFORE = re.compile(
    rf"(?:\b(?P<art>a|an|my|our|the|this|that|his|her|their)\s+)?\b(?P<np>{_ADJ}(?:(?!{_DET}\s)[\w'&/+.-]+\s+){{0,3}}?{MADE}s?)\b"
    rf"(?:(?P<gap>[^.;!?\x00]{{0,45}}?)\s*(?:,\s*|[.!]\s+(?=it))?(?:(?:it's|its|it\s+is|which\s+is|that\s+is|and\s+it's)\s+)?{_NAMING}\s+"
    rf"|(?:\s+(?:going|on\s+the\s+go|of\s+(?:mine|ours)|(?:this|last)\s+\w+|(?:that\s+)?(?:i|we)(?:'ve|'m|'re)?\s+(?:just\s+|been\s+)?\w+))?\s*(?:update|alert|news|time|launch)?\s*(?P<label>,|:|—|–|-{{1,2}}|\()\s*"
    rf"|\s+(?P<poss>)"
    rf"|(?P<cop>\s+(?:[^,.;!?\x00]{{0,40}}?\s+)?(?:is|=)\s+(?:(?:now|currently|basically|called)\s+)?))$",
    _F,
)
_CAP = r"(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'’.-]*"
_JOIN = r"(?:&|and|of|for|from|the|with|on|in|a|to|at|de|la|le)"
_TITLE = re.compile(
    rf"(?<![\w'’@#./-])(?:(?-i:The)\s+)?(?!(?-i:I|I'm|I've|I'll)\b){_CAP}"
    rf"(?:\s+(?:{_JOIN}\s+)?(?!(?-i:I|I'm|I've|I'll)\b){_CAP}){{0,3}}(?![\w])"
)
# never a lower-case name: where, when or how the making went ("building lately, a ...", "built by me
# over lockdown")
_ADVERB = (
    r"(?:at|to|in|on|for|with|from|by|of|about|into|onto|over|during|since|until|after|before|around|through|up|out|"
    r"off|down|away|lately|recently|again|now|today|tonight|yesterday|tomorrow|all|every|this|last|next|these|those|"
    r"some|more|much|hard|fast|late|early|full|part|non-stop|nonstop|solo|alone|together|myself|ourselves)"
)
_LOWER = re.compile(
    rf"(?<![\w'’@#./-]){_NOT_NAME}(?!{_ADVERB}\b)(?-i:[a-z])[\w.-]*(?:\s+(?!(?:that|which|for|to|about|where|with|and|but|so|on|in|"
    r"at|from|last|next|this|these|now|is|was|it|i|we|my|our|because|since|by|as|of|or|lol|haha|again|too|also|"
    r"lately|today|tonight|yesterday|tomorrow|every|all|just|still|though|tho|anyway|already)\b)(?-i:[a-z])[\w'-]*){0,2}",
    _F,
)
# A bare verb is also a noun ("a code review bot", "a design tool", "a run tracker"): only after its subject.
_BARE = (
    r"(?:(?<=\bi\s)|(?<=\bwe\s)|(?<=\bto\s)|(?<=\band\s)|(?<=\balso\s)|(?<=\bjust\s)|(?<=^))"
    r"(?:build|make|write|code|develop|design|create|program|run|release|launch|ship|compose|produce|draw|host|maintain)"
)
_MAKE = (
    rf"(?:{_BARE}|built|building|made|making|wrote|written|writing|coded|coding|"
    r"developed|developing|designed|designing|created|creating|programmed|programming|"
    r"(?:built|made|written|coded|created|designed|developed|drawn|recorded)\s+by\s+(?:me|us|myself)|"
    r"(?:person|guy|girl|woman|man|brains|mind|one|team|people)\s+behind|"
    r"prototyp(?:e|ed|ing)|hack(?:ed|ing)?\s+(?:on|together|away\s+at)|tinker(?:ed|ing)?\s+(?:with|on)|"
    r"work(?:ed|ing)?\s+(?:\w+\s+)?on|(?:grind|plugg|chipp|slogg|toil|beaver|peck)(?:ing|ed)?\s+(?:away\s+)?(?:on|at)|"
    r"\w+(?:ing|ed)\s+together|start(?:ed|ing)?(?:\s+(?:work|working)\s+on|\s+on)?|kick(?:ed|ing)?\s+off|(?:soft[\s-]?)?launch(?:ed|ing)|"
    # the work on a thing of one's own: "debugging Tallow", "open-sourced my CLI", "put Lumen Lane online"
    r"debug(?:ged|ging)?|refactor(?:ed|ing)?|polish(?:ed|ing)|deploy(?:ed|ing)?|bootstrap(?:ped|ping)?|open-?sourc(?:e|ed|ing)|"
    r"put\b[^,.;!?]{1,30}?\bonline|(?:build|building|built)\s+out|cook(?:ed|ing)?\s+up|spin(?:ning)?\s+up|spun\s+up|"
    r"(?:knock|knocked|knocking|throw|threw|throwing|slap|slapped|slapping)\s+(?:together|up)|"
    r"ship(?:ped|ping)|releas(?:ed|ing)|found(?:ed|ing)|co-?found(?:ed|ing)?|set(?:ting)?\s+up|running|co-?run|"
    r"maintain(?:ed|ing)|put(?:ting)?\s+together|cobbl(?:e|ed|ing)\s+together|whipp(?:ed|ing)\s+up|record(?:ed|ing)|"
    r"compos(?:ed|ing)|produc(?:ed|ing)|drawing|drew|host(?:ed|ing)|co-?host(?:s|ed|ing)?|illustrat(?:ed|ing)|"
    r"open(?:ed|ing)|(?:got|have)\s+(?:a|an|my)\s+[\w\s-]{0,30}?(?:going|on\s+the\s+go)|"
    r"(?:spent|spending|spend|putting|put|pouring|sinking|sank|sunk)\b[^,.;!?]{0,30}?\b(?:on|into)|"
    r"(?:evenings?|weekends?|nights?|mornings?|free\s+time|spare\s+time|time|lunch\s+breaks?)(?:'s|\s+(?:is|are|has\s+been|have\s+been))?\s+"
    r"(?:go(?:es|ing)?|went|gone)\s+(?:into|to)|"
    r"(?:evenings?|weekends?|nights?|free\s+time|spare\s+time)\s+(?:are|is)\s+all\s+about|"
    r"knee-deep\s+in|deep\s+in|busy\s+with|heads?-down\s+on|focus(?:ed|ing)?\s+on|main\s+focus|"
    r"creator|developer|maker|author|founder|co-?founder|owner|host|dev|one\s+(?:building|making|behind))"
)
_CREATES = re.compile(rf"\b{_MAKE}\b", _F)
# the user owns the made thing: "my (new) app", "our startup", a label ("side project: N")
_OWNS = re.compile(
    rf"\bof\s+(?:mine|ours)\b|\b(?:got|have|has|started|starting)\s+(?:a|an)\s+(?:new\s+)?(?:{_ROLE}\s+)?project\b|"
    rf"\b(?:my|our)\s+(?:own\s+)?{_ADJ}(?:[\w'&/+.-]+\s+){{0,3}}?{MADE}s?\b|\b{_ROLE}\s+(?:project|thing|hustle|gig|business)|"
    # what the user has that publishes or sells: "I have a youtube channel called ...", "we run a shop"
    rf"\b(?:i|we)(?:'ve)?\s+(?:have|got|own|run)\s+(?:a|an)\s+{_ADJ}(?:[\w'-]+\s+){{0,2}}?"
    r"(?:channel|podcast|blog|vlog|newsletter|zine|webcomic|shop|store|business|startup|company|band|label|server)\b|"
    r"\b(?:i|we)(?:'ve)?\s+(?:have|got)\s+(?:this|a)\s+(?:little\s+)?(?:side|pet|weekend|hobby|passion)\s+thing\b",
    _F,
)
# "my new thing is N", "my main focus outside work is N": the user's own, said with a copula
_MY_IS = re.compile(r"\b(?:my|our)\s+(?:[\w'-]+\s+){1,4}?(?:is|=)\s+(?:(?:now|currently|basically)\s+)?$", _F)
_LABEL = re.compile(rf"^\W*(?:(?:new|latest|current|my|our)\s+)*(?:{_ROLE}\s+)?{MADE}s?\b[^:]{{0,20}}:", _F)
_FIRST = re.compile(r"\b(?:i|i'm|im|i've|ive|i'd|we|we're|we've|me|my|mine|our|ours|us|myself)\b", _F)
# a making verb with no subject, as chat drops it: "Coding up a Discord bot ...", "Just kicked off Ember"
_DROPPED = re.compile(
    r"(?:^|[,;:.!?—–]\s+|\s-+\s+)\W*(?:(?:just|finally|also|currently|recently|lately|now|still|been|so|ok|okay|and|oh|btw|quick\s+update|"
    r"update|these\s+days|this\s+week|over\s+the\s+\w+|(?:spent|spending|spend)(?:\s+(?:all|the|my|this|last|every|a|whole)){0,2}\s+\w+|"
    # when the making happens, as chat puts it first: "weekend hacking on Nettle (a price tracker)"
    r"um|right|weekend|weekends|evening|evenings|late-night|lunchtime|spare-time)\W+)*"
    rf"{_MAKE}",
    _F,
)
_FOUNDED = re.compile(
    r"\b(?:found(?:ed|ing)|co-?found(?:ed|ing)?|founder|co-?founder|start(?:ed|ing)|launch(?:ed|ing)|set\s+up|"
    r"setting\s+up|(?:my|our)\s+(?:own|little|tiny|small)|side|run(?:ning)?\s+(?:my|our|a)|opened)\b",
    _F,
)
# Somebody else's, said anywhere: "Ida Berg is my sister's manager", "Orrery is my friend's app"
_THEIRS = re.compile(rf"\b(?:{THIRD_PARTY})['’]s\b", _F)
# Not the user's making: somebody else's thing, what the user uses or works at, an ending.
_OTHERS = re.compile(
    rf"\b(?:{THIRD_PARTY})(?:['’]s\b|\s+of\s+(?:mine|ours)\b|\s+(?:\w+\s+)?(?:is|was|has|have|had|just|started|"
    r"starts|built|builds|made|makes|wrote|writes|runs|ran|owns|launched|launches|created|creates|designed|"
    r"developed|develops|recorded|released|shipped|co-?founded|founded|set|opened|keeps)\b)|"
    r"\b(?:he|she|they|someone|somebody|people|folks|everyone)\b|(?-i:\b[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-ž]+['’]s\b)",
    _F,
)
_USES = re.compile(
    r"\b(?:use|uses|using|used|tried|trying|try|downloaded|installed|subscribe[ds]?|subscribing|listen(?:ing|ed)?\s+to|"
    r"read|reading|watched|watching|bought|buying|ordered|fan\s+of|old|former|previous|ex-|"
    # what the user likes is used, unless it is the making they like: "I love working on Pipette"
    r"(?:love|loving|loved|like|liked|enjoy(?:ing|ed)?)(?!\s+(?:into|working|building|making|writing|coding|hacking|doing))|"
    r"review(?:ed|ing)?|recommend(?:ed)?|heard\s+of|signed\s+up|sign\s+up|work(?:ing|s|ed)?\s+(?:at|for|with)|"
    r"start(?:ed|ing)?\s+with|evaluat(?:e|ed|ing)|testing|trialling|trialing|piloting|considering|started\s+at|joined|joining|join|hired|interview\w*|employer|job|my\s+job|colleagues?|starting\s+at|start\s+at|visited|"
    r"playing|play|played|favou?rite|follow(?:ing|ed)?|stumbled|found\s+(?:a|an|this)|discovered|switched\s+to|"
    r"moved\s+to|back\s+to|quit|left|leaving|sold|closed|shut|killed|scrapped|abandoned|dropped|never|not|don't|"
    r"didn't|no\s+longer|anymore|used\s+to|dream|dreamt|dreamed|imagine|fictional|pretend|wish|hope)\b",
    _F,
)
# A plan given up, a dream: the whole statement makes nothing ("was going to build a bot called X").
_UNDONE = re.compile(
    r"\b(?:should|shall|could|would|might|must|gonna|wanna|going\s+to|want\s+to|wants\s+to|plan(?:ning)?\s+to|"
    r"hop(?:e|ing)\s+to|intend(?:ing)?\s+to|someday|one\s+day)\b|\b(?:was|were)\s+(?:going|gonna|planning)\s+to|\bgave\s+up|\bgive\s+up|"
    r"\bdream(?:t|ed|s)?\b|\bin\s+theory\b",
    _F,
)
# What a technology is said to be: "Svelte, a frontend framework" names the technology, no project of the user's.
_TECHY = re.compile(
    r"\b(?:framework|library|lib|database|db|engine|sdk|api|language|toolkit|compiler|interpreter|runtime|orm|"
    r"editor|ide|cli|package|plugin|extension)s?\b",
    _F,
)
# A name right after a preposition is a place, an employer or a client ("a website for Juniper, a
# bakery"), unless the user says it is theirs ("working away at Silverfin, my aquarium dashboard").
_WHERE = re.compile(r"\b(?:at|to|from|near|for|by)\s+$", _F)
# Verbs that also mean installing or opening what exists: only "my ..." or a naming makes it the user's.
_SET_UP = re.compile(
    r"\b(?:set(?:ting)?\s+up|install(?:ed|ing)?|open(?:ed|ing)?|run(?:ning)?|host(?:ed|ing)?|self-host(?:ed|ing)?)\s+$",
    _F,
)
_NOT_A_NAME = OPENERS | frozenset(
    "Started Start Working Coding Building Made Making Writing Just Been Spent Spending Launched Kicked Created "
    "Developing Hacking Tinkering Side Pet Project App New Latest Current Currently Recently Lately Also Ok".split()
)
_WINDOW = 60  # characters between a made thing and the name it is said to be


_LIKED = re.compile(r"(?:my\s+|all-time\s+)?(?:favou?rite|fave|best|all-time)\b", _F)


def no_favourites(facts: list[TypedFact]) -> list[TypedFact]:
    """A favourite is a thing liked, not made: "Harry Potter is my favorite book" is no project, though
    "Thimble, my favourite side project" is one."""
    return [f for f in facts if not (f.slot.count(":") == 1 and f.slot.startswith("project:") and _liked(f.q("desc")))]


def _liked(desc: str | None) -> bool:
    return desc is not None and _LIKED.match(desc) is not None and "project" not in desc.lower()


# A lower-case name said to be the user's own side project, either way round ("quillwort is my side project",
# "my side project is quillwort"): the role word (side, pet, passion ...) says it is a made thing of theirs.
_LOWER_MINE = re.compile(
    rf"^(?P<a>[a-z][\w.-]*)\s+is\s+(?:my|our)\s+{_SIZE}{_ROLE}\s+(?:project|thing|app|hustle|gig)\b(?P<rest>.*)$"
    rf"|^(?:my|our)\s+{_SIZE}{_ROLE}\s+(?:project|thing|app|hustle|gig)\s+is\s+(?:called\s+|named\s+)?"
    r"(?P<b>[a-z][\w.-]*)(?P<rest2>\s*(?:[,(].*)?)$"
)


def _lower_mine(text: str) -> TypedFact | None:
    found = _LOWER_MINE.match(text)
    if found is None:
        return None
    name = found.group("a") or found.group("b") or ""
    if name.endswith("ing") or not re.match(rf"{_NOT_NAME}\w", name, _F) or not_a_project_name(name):
        return None  # "coding is my side thing", "cross-stitch is my evening thing": a pastime
    if not _a_project(name, "", True):
        return None
    rest = found.group("rest") if found.group("a") else found.group("rest2")
    apposed = _AFTER_LOWER.match(rest or "")
    quals: tuple[tuple[str, str], ...] = (("project", name),)
    desc = _description(apposed.group("np")) if apposed else ""
    if desc:
        quals += (("desc", desc),)
    return TypedFact(f"project:{slot_key(name)}", name, "set", qualifiers=quals, evidence=text, rule="project:set")


# "manager" names a made thing ("a password manager") unless a word of people or work says a person
_PERSON_ROLE = re.compile(
    r"(?:\b(?:reporting|line|direct|people|engineering|hiring|general|office|branch|regional|area|delivery|program|"
    r"programme|project|product|account|team|store|shop|site|ward|practice|new|old|current)\s+manager|^manager|"
    r"\bboss|\bsupervisor|\bteam\s+lead)\s*$",
    _F,
)


def project_from_name(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` with the project a statement of making names beside a made thing, when no frame read
    one; a fact of no slot read from the same words (an unread "My startup is called X") gives way."""
    if any(f.rule.startswith("project") and f.slot.count(":") == 1 for f in facts):
        return _widened(facts, text)
    if not (_FIRST.search(text) or _DROPPED.search(text) or _LABEL.match(text)) or _UNDONE.search(text):
        return facts
    mine = _lower_mine(text)
    if mine is not None:  # an unread "My side project is quillwort" gives way
        return [*(f for f in facts if not (f.slot in ("?", "") and mine.value in f.evidence)), mine]
    taken = {slot_key(f.value) for f in facts if f.value and not f.slot.startswith("project:")}
    found: dict[str, TypedFact] = {}
    spans: list[tuple[int, int]] = []
    for name, at, desc, strong in _tied_names(text):
        bare = re.sub(r"^(?-i:The)\s+(?=\S+\s)", "", name)  # "The Salt Queen" is kept as "Salt Queen", as the frames do
        key = slot_key(bare)
        if key in found or any(lo <= at < hi for lo, hi in spans) or any(_within(key, t) for t in taken):
            continue  # a value another reading took, or part of one: "Standard Notes is my notes app"
        if not _a_project(name, desc, strong) or _PERSON_ROLE.search(desc or ""):
            continue  # "my reporting manager Orla Fitzgerald": a person who manages, no made thing
        before = text[:at]
        if _OTHERS.search(before) or _THEIRS.search(text) or _USES.search(before):
            continue
        if not strong and (_SET_UP.search(before) or _WHERE.search(before)):
            continue  # "I set up Plex, a media server": software installed; "set up my shop, N" is the user's
        if not _made_by_user(text, before, desc):
            continue
        spans.append((at, at + len(name)))
        quals: tuple[tuple[str, str], ...] = (("project", bare),)
        desc = _description(desc)
        if desc:
            quals += (("desc", desc),)
        found[key] = TypedFact(f"project:{key}", bare, "set", qualifiers=quals, evidence=text, rule="project:set")
    if not found or len(found) > 2:
        return facts
    names = list(found)
    kept = [f for f in facts if not (f.slot in ("?", "") and any(n in slot_key(f.evidence) for n in names))]
    return [*kept, *found.values()]


def _within(key: str, value: str) -> bool:
    """``key`` is ``value`` or a run of its words ("notes" in "standard notes")."""
    return re.search(rf"(?<!\S){re.escape(key)}(?!\S)", value) is not None


def _widened(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """A frame that cut a title short ("a podcast called Bus Stop Stories" read as "Bus", "my
    Shopify store, Little Fern Co" as "Fern Co") gives way to the whole name tied to its made thing."""
    tied = [name for name, _, desc, strong in _tied_names(text) if _a_project(name, desc, strong)]
    out = list(facts)
    for fact in facts:
        if not (fact.rule == "project:set" and fact.slot.count(":") == 1 and fact.value):
            continue
        said = re.compile(rf"(?<![\w'])({re.escape(fact.value)})(?![\w'])", _F)
        longer = {
            n
            for n in tied
            if len(re.sub(r"^(?-i:The)\s+", "", n)) > len(fact.value)
            and (found := said.search(n)) is not None
            and not re.match(r"\s+(?:for|from|with|on|in|at|to)\s", n[found.end() :], _F)  # "Stitch for Figma"
        }
        if len(longer) != 1:
            continue
        name, old = longer.pop(), f"project:{slot_key(fact.value)}"
        new = f"project:{slot_key(name)}"
        out = [
            replace(
                f,
                slot=new + f.slot[len(old) :],
                value=name if f is fact else f.value,
                qualifiers=tuple(("project", name) if q[0] == "project" else q for q in f.qualifiers),
            )
            if f.slot == old or f.slot.startswith(old + ":")
            else f
            for f in out
        ]
    return out


def _candidates(text: str) -> list[tuple[str, int]]:
    """Every capitalised run from each of its words on ("Tinkering with Marlin", "Marlin"), then
    every lower-case run, each with where it starts; the first that is tied and can be a project
    wins its words."""
    starts = [m.start() for m in re.finditer(r"(?<![\w'’@#./-])(?:(?-i:The)\s+)?(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])", text)]
    titles = [(_title(found.group(0)), at) for at in starts if (found := _TITLE.match(text, at)) is not None]
    words = [m.start() for m in re.finditer(r"(?<![\w'’@#./-])(?-i:[a-z])", text)]
    lower = [(found.group(0), at) for at in words if (found := _LOWER.match(text, at)) is not None]
    return sorted([*titles, *lower], key=lambda c: (c[1], -len(c[0])))


_WHEN = re.compile(
    rf"(?:{HOLIDAYS}s?|weekends?|weekdays?|january|february|"
    r"march|april|june|july|august|september|october|november|december)",
    _F,
)


def _title(run: str) -> str:
    """A title ends before a joined tool, technology or place: "Moonwell in Godot", "Stitch for
    Figma", "Night Market in Leeds", "Two Cents on Sundays" (but "Python for Potters", "Dispatches from Dundee")."""
    for join in re.finditer(r"\s+(?P<j>for|from|with|on|in|at|to)\s+(?P<rest>.+)$", run, _F):
        rest, word = join.group("rest"), join.group("j").lower()
        known = tool_kind(rest) or KNOWN_TOOL.fullmatch(rest) or tech_kind(rest) or _WHEN.fullmatch(rest)
        if known or (word in ("in", "at", "on", "for", "with") and is_place(rest)):
            return run[: join.start()]
    return run


def _tied_names(text: str) -> list[tuple[str, int, str, bool]]:
    """Each name with a made thing tied to it: (name, where it starts, the made thing's words, and
    whether the tie is a naming or the user's "my ...", which may name a pastime's word: "Cricket,
    my ebook reader app")."""
    out: list[tuple[str, int, str, bool]] = []
    for said, at in _candidates(text):
        name = re.sub(r"['’]s$", "", said)
        lower = name[:1].islower()
        before, after = text[:at], text[at + len(said) :]
        tie = _BEFORE.search(before[-_WINDOW - 40 :])
        if tie is not None:
            named = tie.group("gap") is not None
            if tie.group("cop") is not None and not tie.group("art"):
                tie = None  # "apps are fun Quarry": a copula needs the made thing's owner ("my capstone is N")
            elif tie.group("poss") is not None and (tie.group("art") or "").lower() not in ("my", "our"):
                tie = None  # "the app Notion": only "my app N" names the user's own
            elif lower and not named and not _owned_then_said(tie, after, name):
                tie = None  # a lower-case name needs its naming: "a web app called tidy tabs" -- or, after
                # the user's own made thing, an apposition: "my new side project is tidepool, a climbing log"
        if tie is not None:
            mine = (tie.group("art") or "").lower() in ("my", "our")
            out.append((_named(name, after, lower), at, tie.group("np"), named or mine))
            continue
        titled = _TITLED.search(before[-_WINDOW:])
        if titled is not None and not (lower and titled.group("np") is None and not titled.group("called")):
            out.append((_named(name, after, lower), at, titled.group("np") or "", True))
            continue  # "the working title for my game is Emberfall", "working on something called mossbank"
        if not lower and _WHAT_I_MAKE.match(said[len(name) :] + after):
            out.append((name, at, "", True))  # "Oriel is what I've been building"
            continue
        if lower and not re.search(rf"\b{_MAKE}\s+$", before, _F):
            made_something = re.search(rf"\b{_MAKE}\s+", before, _F) and _MAKING_SOMETHING.search(before)
            # (or its own description in a bracket, the user's: "README for qlite (my little Go sqlite wrapper)")
            if not made_something and not _MY_BRACKET.match(after):
                continue  # a lower-case name needs its naming or a verb of making right before it
        apposed = (_AFTER_LOWER if lower else _AFTER).match(after)
        if apposed is not None and apposed.groupdict().get("the") and not _BY_USER.search(apposed.group("np")):
            apposed = None  # "Notion, the notes app": only "the app I'm making" is the user's
        if apposed is not None:
            made = apposed.groupdict().get("np3") is not None  # the user's own making, said of the thing: theirs
            owner = apposed.group("mine") or apposed.groupdict().get("mine2") or apposed.groupdict().get("the")
            np = apposed.group("np") or apposed.groupdict().get("np2") or apposed.groupdict().get("np3") or ""
            out.append((name, at, np, owner is not None or made))
        elif _DOES.match(after) and _MADE_WORD.search(before[-_WINDOW:]):
            out.append((name, at, "", False))
        elif not lower and _BUILDING.search(before) and (_STACKED.match(after) or _PURPOSE.match(after)):
            out.append((name, at, "", False))  # "I'm building Lantern in Rust", "coding Marigold so my club can vote"
    # one description is of the name nearest it: "README for qlite (my little Go sqlite wrapper)" is qlite's
    # (a name read again in part, "Glass Orchard" inside "The Glass Orchard", is the same name)
    return [c for c in out if not (c[2] and any(d[2] == c[2] and d[1] >= c[1] + len(c[0]) for d in out))]


# a name given to the user's made thing before it is said, or to "something" made
_TITLED = re.compile(
    rf"(?:\b(?:working\s+title|code[\s-]?name|name)\s+(?:for|of)\s+(?:my|our)\s+"
    rf"(?P<np>{_ADJ}(?:[\w'&/+.-]+\s+){{0,3}}?{MADE}s?)\s*(?:is|=|:|will\s+be)\s+(?:now\s+)?"
    r"|\b(?:something|a\s+(?:little\s+|small\s+|new\s+)?thing)\s+(?P<called>called|named|dubbed)\s+)$",
    _F,
)
# the name first, then the user's making of it: "Oriel is what I've been building"
_WHAT_I_MAKE = re.compile(
    # (an aside may come between: "Mongoose -- a page turner for sheet music -- is what I'm hacking on")
    r"^(?:\s*(?:--|—|–)\s*[^—–]{1,90}?\s*(?:--|—|–))?"
    r"(?:'s|\s+is)\s+(?:basically\s+|mostly\s+)?what\s+(?:i|we)(?:'ve|'m|'re|\s+am|\s+are|\s+have)?\s+"
    rf"(?:(?:been|mostly|currently|really|secretly|quietly)\s+){{0,3}}{_MAKE}\b",
    _F,
)


def mine_tie(tie: re.Match[str]) -> bool:
    """Is the made thing before the name the user's own ("my new side project is", "my app")?"""
    return (tie.group("art") or "").lower() in ("my", "our")


def _owned_then_said(tie: re.Match[str], after: str, name: str) -> bool:
    """A lower-case name between the user's own made thing or a headline ("my side project is",
    "weekend project:") and what it is or does (", a climbing log", ", which logs every climb"); a
    word of naming is no part of it ("is called fernleaf": the naming reads "fernleaf")."""
    if re.match(r"(?:called|named|dubbed|titled|nicknamed|codenamed)\b", name, _F):
        return False
    owned = mine_tie(tie) or tie.group("label") is not None
    return owned and (_AFTER_LOWER.match(after) is not None or _PURPOSE.match(after) is not None)


def _named(name: str, after: str, lower: bool) -> str:
    """A lower-case name runs only as far as its words do ("tidy tabs that groups ...")."""
    return name if not lower else " ".join(name.split()[:3])


def _a_project(name: str, desc: str, strong: bool) -> bool:
    """A name that can be a project: not an opener, a tool, a pastime or a place, nor a technology
    said to be one ("Svelte, a frontend framework"; "Ember, a newsletter" is a project's name)."""
    first = name.split()[0]
    if first in _NOT_A_NAME and first != "The":
        return False
    if len(name) < 2 or name.lower() in ("it", "this", "that"):
        return False
    head = re.split(r"\s+(?:for|to|that|which|about|with|of|where|on|in|from|i|we|i'm|we're)\b", desc, flags=_F)[0]
    head = re.sub(rf"^.*?\b{_DET}\s+", "", head, flags=_F).strip()
    bare = re.sub(rf"^{_ADJ}", "", head, flags=_F)
    if (_PERSON_NOUN.fullmatch(bare) and bare.lower() not in ("company", "team")) or "'s " in head:
        return False  # "bastian Vogel is my new manager": a person
    if tech_kind(name) and (not desc or _TECHY.search(desc)):
        return False
    if not_a_project_name(name) and not (strong and not tool_kind(name)):
        return False  # "Cricket, my ebook reader app" is named; "building Lego, a castle kit" is a pastime
    # "Harrow (my budgeting app)"; a tool's name that is an everyday word may be given to a project: "a
    # side project called Elm, a budgeting app"
    return not ((tool_kind(name) and not (strong and ambiguous(name))) or (is_place(name) and not strong))


def _made_by_user(text: str, before: str, desc: str) -> bool:
    """Is there a sign the user makes it: a verb of making, an owning "my", a label; a company also
    needs its founding ("started my own business -- Northpaw")."""
    if _IS_VENTURE.fullmatch(desc.strip()) and not _FOUNDED.search(text):
        return False
    return bool(_CREATES.search(text) or _OWNS.search(text) or _LABEL.match(text) or _MY_IS.search(before))


def _description(np: str) -> str:
    """The made thing's words, without sizes and roles; none for a bare "project" or "thing"."""
    np = re.sub(r"\s+of\s+(?:mine|ours)\b", "", np, flags=_F)
    np = re.sub(
        r"\s+(?:that\s+)?(?:i|we)(?:'m|'ve|'re|\s+am|\s+have|\s+are)?\s+.*$", "", np, flags=_F
    )  # "... I'm writing"
    words = re.sub(rf"^{_ADJ}", "", np.strip(" ,;:-—–()"), flags=_F).split()
    desc = " ".join(re.sub(r"(?:\s+(?:for|with|about|of)\s+(?:my|our)\s+\S+)+$", "", " ".join(words[:10])).split())
    if "\x00" in desc or not desc or re.fullmatch(r"(?:[\w-]+\s+)?(?:project|thing|creation|gig|hustle)", desc, _F):
        return ""
    return desc


# ---- a made thing introduced in one sentence and named, or described, in the next

_CALLED_NEXT = re.compile(
    r"^\W*(?:it's|its|it\s+is|it'll\s+be|the\s+name(?:'s|\s+is)|(?:i|we)(?:'m|'re|\s+am|\s+are)?\s+"
    r"(?:calling|naming|call|called|named)\s+it)\s+(?:called\s+|named\s+|dubbed\s+)?(?P<rest>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž]).*)$",
    _F,
)
_MINE_NEXT = re.compile(r"^\W*(?:it's|its|it\s+is)\s+(?P<rest>(?:my|our)\s+.+)$", _F)
_LAST_SENTENCE = re.compile(r"(?:^|[.!?]\s+)(?P<s>[^.!?]+)[.!?\s]*$")


def project_named_next(sentence: str, before: str, earlier: Sequence[TypedFact]) -> str | None:
    """ "I'm building an app for dog walkers. It's called Leashed." -> "I'm building an app for dog
    walkers called Leashed"; "spent 6 hours debugging Tallow. it's my inventory app" -> "Tallow is my
    inventory app". Only after the user's own making of a made thing, or the one name said before."""
    last = _LAST_SENTENCE.search(before.strip())
    if last is None:
        return None
    said = last.group("s").strip(" ,;-")
    if _OTHERS.search(said) or _THEIRS.search(said):
        return None
    undone = _UNDONE.search(said) is not None  # "I might build an app": nothing made yet
    called = _CALLED_NEXT.match(sentence)
    if called is not None and not undone:
        made = _MADE_WORD.search(said) and (_CREATES.search(said) or _OWNS.search(said))
        return f"{said} called {called.group('rest')}" if made else None
    mine = _MINE_NEXT.match(sentence)
    names = [n for n, at in _candidates(said) if n[:1].isupper() and at > 0 and _a_project(n, "", False)]
    # (made by the user, said before or in the claim itself: "What license for Ferrule? It's my open-source CLI")
    if mine is None or len(set(names)) != 1:
        return None
    if not ((_CREATES.search(said) and not undone) or _MADE_WORD.search(mine.group("rest"))):
        return None
    return f"{names[0]} is {mine.group('rest')}"


def projects_made_aside(text: str) -> list[TypedFact]:
    """The projects a question names with the user's own making said beside them ("a logo for Fernweh Coffee, the
    little roastery I'm launching?"): only that tie, the strongest, is read inside a question."""
    return [
        f
        for f in project_from_name([], text)
        if re.search(rf"{re.escape(f.value)}\W[^.?!]{{0,60}}?\b{_I_MAKE}", text, _F) is not None
    ]
