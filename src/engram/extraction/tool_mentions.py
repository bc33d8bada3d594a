"""The last reading of a known tool: the user placing themselves in it, in words no cue foresaw.

Cue lists (:mod:`engram.extraction.value_first`) follow the shapes people have been seen to use,
and people keep finding new ones: "Most days I'm knee-deep in C#", "Kotlin's my main thing at work",
"been doing my coding in Helix lately and loving it". What stays put is that the user speaks of
themselves and names a tool of one purpose. So a first-person clause naming exactly one known
tool sets it -- unless the remark that holds it carries any sign that it is not a present use: a
wish, a plan, a trial, a question or task about the tool, something read or heard about it, a past
or a negation. A chatty message strings remarks together ("..., no question", "..., anyway can you
help?"), so the broad signs are read only where they govern the tool; a remark beside it still
refuses it when it says the use is over, past or unreal. Those signs are the broad classes, not
sentences; a mention that only *might* be a use is dropped, because a wrong tool in the context
block is worse than a missing one (it is stated to every future session).
"""

from __future__ import annotations

import re

from engram.extraction.fact_lexicon import CHILD_WORDS, PARTNER_WORDS
from engram.extraction.slots import TypedFact, slot_key
from engram.extraction.tool_lexicon import (
    AFFIRMING,
    KNOWN_TOOL,
    TASK_DETERMINER,
    TRADE_WORDS,
    ambiguous,
    in_compound,
    purposes_of,
)
from engram.extraction.value_first import names_someone_else, negated

_F = re.IGNORECASE
# The user speaks of themselves, or of "everything" they do ("Everything goes into Notion these days").
_FIRST_PERSON = re.compile(
    r"\b(?:i|i'm|im|i've|ive|me|my|mine|we|we're|we've|our)\b|^(?:everything|all\s+of\s+it)(?:'s|\s)|"
    # ... or drops the subject of the work it opens with: "making beats in Ableton Live, how do i ...?"
    r"^\W*(?:(?:been|currently|mostly|still)\s+)?(?:making|editing|drawing|painting|coding|recording|mixing|designing|"
    r"producing|sketching|modell?ing|animating|composing|programming|scripting|cutting)\s+(?:\w+\s+){0,3}?(?:in|on|with)\s",
    _F,
)
# Signs that the tool is not in present use by the user.
_NOT_A_USE = re.compile(
    r"\b(?:"
    # wishes, plans, trials, doubts
    r"want|wants|wanted|wanna|would|wouldn't|could|should|might|may|maybe|perhaps|probably|think|thinking|"
    r"consider|considering|wonder|wondering|curious|plan|plans|planning|going\s+to|gonna|hope|hoping|tempted|"
    r"someday|one\s+day|eventually|if|whether|unless|try|trying|tried|test|testing|evaluate|evaluating|trial|"
    r"wish|dream|miss|missed|tomorrow|next\s+(?:week|month|year)|"
    # learning about it, reading or hearing about it
    r"learn|learning|learned|learnt|study|studying|read|reading|article|blog|post|book|course|class|tutorial|"
    r"talk|video|podcast|heard|hear|news|docs|documentation|certification|exam|bootcamp|workshop|"
    # asking for things, tasks and trouble with it
    r"help|need|needs|needed|ask|asks|asked|question|how|why|(?:bug|error|issue|crash|problem|warning|exception)s?|"
    rf"{TASK_DETERMINER}|"
    r"crashes|crashed|broken|broke|fix|debug|install|installing|installed|setup|set\s+up|configure|update|"
    r"license|licence|subscription|account|expired|renew|renewal|price|pricing|"
    # the company behind the tool acting, not the user using it: "Notion sent me a refund"
    r"sent|emailed|charged|billed|refund|refunded|invoice|outage|announced|released|launched|acquired|"
    r"compare|comparing|versus|vs(?!\s+code)|or|job|interview|position|hiring|recruiter|"
    # negation, dislike, the past
    r"not|no|never|don't|dont|doesn't|didn't|hate|hated|dislike|can't|cannot|won't|avoid|stop|stopped|quit|"
    r"drop|dropped|dropping|support|meant|mean|"
    r"used|was|were|ago|anymore|any\s+more|before|previously|formerly|former|old|back\s+when|college|school"
    r")\b"
    # a request ("write me a script in Python") and a thing made with the tool ("a bot in Go")
    r"|^(?:please\s+)?(?:write|give|make|show|tell|explain|generate|create|build|convert|translate|rewrite|port|"
    r"refactor|draft|suggest|recommend|review|check)\b"
    r"|\b(?:a|an)\s+(?:\w+\s+)?(?:script|snippet|function|program|tool|bot|query|regex|example|demo|prototype)\b",
    _F,
)
# Where one remark of a chatty message ends and the next begins: "all my scripting happens in Python,
# no question", "i write my backend code in go, it just clicks for me". The signs above are read in
# the remark that holds the tool (and the remark before it that holds its subject, when its own has
# none); the other remarks are commentary, where only a past, an unreal or a retraction still counts.
_REMARKS = re.compile(
    r"\s*(?:[,;()]|\s[-–—]+\s|—|\.\.\.|\b(?:but|anyway|anyways|though|although|because|cause|cuz|so)\b)\s*", _F
)
# What a remark beside the use can still say about it: it is over, it was another time, it is not real,
# it is a thing learnt or tried, or it is something else of that name ("..., the book I mean").
_NOT_NOW = re.compile(
    r"\b(?:used\s+to|anymore|any\s+more|no\s+longer|not\s+(?:anymore|really|now|these\s+days)|ago|back\s+(?:then|when|in)|"
    r"previously|formerly|before\s+that|at\s+my\s+(?:old|last|previous)\s+\w+|in\s+(?:college|school|uni|university)|"
    r"until\s+(?:recently|last)|(?:jk|kidding|joking)|someday|one\s+day|eventually|hypothetically|in\s+theory|"
    r"(?:i|we)(?:'d|\s+would|'ll|\s+will|\s+might|\s+may)\b|wish|(?:was|were)\s+(?:i|we)\b|"
    r"(?:did|do|does|have|has|had|was|were|wo)n't|never|not\s+(?:that|it|any|using|on|in)|"
    # ... or that the tool is a thing learnt, tried or got rid of, or something else by that name
    r"learn\w*|study\w*|course|class|classes|tutorial|book|exam|homework|assignment|bootcamp|workshop|"
    r"certification|interview|recruiter|trial|demo|try|trying|tried|testing|delete|deleting|remove|"
    r"removing|quit|quitting|before|was|were|used|previously|the\s+game|i\s+mean|that\s+is|"
    # (a time of its use is no condition on it: "Drawing on my iPad in Procreate, my line art looks shaky when
    # I zoom out")
    r"if|unless|once)\b",
    _F,
)


def _governing(clause: str, match: re.Match[str]) -> tuple[int, int]:
    """The span of the remark that holds the tool, widened back to the remark that holds the user
    when the tool's own has no subject of its own ("at work, everything is C#")."""
    cuts = [(c.start(), c.end()) for c in _REMARKS.finditer(clause) if c.end() > c.start()]
    start = max((end for begin, end in cuts if end <= match.start()), default=0)
    stop = min((begin for begin, end in cuts if begin >= match.end()), default=len(clause))
    while start > 0 and _FIRST_PERSON.search(clause[start:stop]) is None:
        start = max((end for begin, end in cuts if end < start), default=0)
    if _FIRST_PERSON.search(clause[start:stop]) is None:
        return 0, len(clause)  # "Rust, I'm learning it": the user comes after the tool
    return start, stop


# How the tool itself is spoken of, when it is not used: an object of liking ("I really love Python"
# is a taste), a version ("Python 3.12"), a workplace ("at Acme"), a name given to something else.
_SPOKEN_OF = (
    re.compile(r"\b(?:love|loves|loved|like|likes|liked|enjoy|enjoys|adore|adores|fan\s+of)\s+(?:\w+\s+)?$", _F),
    re.compile(r"\b(?:at|for|with|from)\s+$", _F),
    # a name given, not a tool used: "a side project called Elm", "our dog, named Rust"
    re.compile(r"\b(?:called|named|dubbed|christened)\s+$", _F),
)
_PAST_FRAME = re.compile(
    r"\b(?:back\s+(?:then|when|in)|in\s+(?:college|school|uni|university)|at\s+uni|as\s+an?\s+(?:student|kid|teen)|"
    r"years\s+ago|when\s+i\s+was)\b",
    _F,
)
_VERSION = re.compile(r"^\s*v?\d", _F)
_KIN = re.compile(rf"\b(?:{CHILD_WORDS}|{PARTNER_WORDS}|twins?|kids?|baby)\b", _F)


# the user's own set-up of a tool, or a question labelled by it: trouble with it is still a use ("my Neovim
# config broke after the update", "quick Figma question: ...")
_OWN_SETUP = re.compile(
    r"\bmy\s+(?P<t>[\w.+#-]+(?:\s+[\w.+#-]+)?)\s+(?:config|configuration|setup|set-up|dotfiles|vault|workspace|plugins?|"
    r"keybind(?:ing)?s|keymaps?|theme|init(?:\.\w+)?|settings(?:\.json)?|profile|extensions?|snippets)\b|"
    r"^\W*(?:(?:quick|another|a|dumb|silly|random|newbie)\s+)?(?P<l>[\w.+#-]+(?:\s+[\w.+#-]+)?)\s+(?:question|q|help)s?\s*[:!?,-]",
    _F,
)
_HELP = re.compile(r"\b(?:need|needs|help)\b", _F)
_GIVEN_UP = re.compile(r"\b(?:deleted|removed|uninstalled|ditched|dropped|quit|gave\s+up|used\s+to|old|former)\b", _F)


def own_setup_tool(clause: str) -> list[TypedFact]:
    """``tool:<purpose>`` for a tool the user speaks of their own set-up of, or labels a question with."""
    owned = _OWN_SETUP.search(clause)
    if owned is None or _GIVEN_UP.search(clause) or names_someone_else(clause[: owned.start()]):
        return []
    if owned.group("t") and _HELP.search(clause):
        return []  # "I need help with my vim config": a task about the set-up, not yet a statement of use
    said = " ".join((owned.group("t") or owned.group("l") or "").split())
    if KNOWN_TOOL.fullmatch(said) is None or (ambiguous(said) and not said[:1].isupper()):
        return []
    purposes = purposes_of(said)
    if len(purposes) != 1:
        return []
    (purpose,) = purposes
    if owned.group("l") and purpose == "language":
        return []  # "a Python question": a language asked about is not yet the one the user works in
    return [TypedFact(f"tool:{purpose}", said, "set", evidence=clause, rule="value:setup")]


def mentioned_tool(clause: str) -> list[TypedFact]:
    """``tool:<purpose>`` for the one known tool of one purpose a first-person clause places the
    user in, when nothing in the clause says it is anything but a present use."""
    if (own := own_setup_tool(clause)) or _FIRST_PERSON.search(clause) is None:
        return own
    if names_someone_else(clause) or _KIN.search(clause):
        return []  # "our twins, Ada and Ivo, turn 4": people, whatever their names
    # an everyday word inside a compound ("my go-to language") names no tool
    found = [m for m in KNOWN_TOOL.finditer(clause) if not (ambiguous(m.group("v")) and in_compound(clause, m))]
    names = {" ".join(m.group("v").casefold().split()) for m in found}
    if len(names) != 1:
        return []  # two tools in one breath is a comparison or a list, not a statement of use
    match = found[0]
    start, stop = _governing(clause, match)
    aside = AFFIRMING.sub(" ", clause[:start] + " , " + clause[stop:])
    if _NOT_A_USE.search(clause[start:stop]) or _NOT_NOW.search(aside) or negated(clause[start:stop]):
        return []
    if _PAST_FRAME.search(clause):  # "Back in uni I wrote everything in Java": a use of then
        return []
    value = " ".join(match.group("v").split())
    if any(p.search(clause[: match.start()]) for p in _SPOKEN_OF) or _VERSION.match(clause[match.end() :]):
        return []
    if ambiguous(value) and not (value[:1].isupper() and TRADE_WORDS.search(clause)):
        return []
    purposes = purposes_of(value)
    if len(purposes) != 1:
        return []
    (purpose,) = purposes
    return [TypedFact(f"tool:{purpose}", value, "set", evidence=clause, rule="value:mention")]


def outranked(facts: list[TypedFact]) -> list[TypedFact]:
    """A mention is the weakest reading of a tool: beside a cue's reading of another tool of the same
    purpose ("my heart is in Python, but my job is all Java") it says nothing about present use."""
    cued = {(f.slot, f.value.casefold()) for f in facts if f.op == "set" and f.rule != "value:mention"}
    slots = {slot for slot, _ in cued}
    return [
        f
        for f in facts
        if not (f.rule == "value:mention" and f.slot in slots and (f.slot, f.value.casefold()) not in cued)
    ]


def afterthought(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` without a tool that a later remark of the sentence takes back or reframes ("I'm
    glued to Notion, my boss's workspace anyway", "my editor is Emacs, jk it's VS Code", "I write
    Swift, for a tutorial series"). A remark that names another tool is about that one ("I'm on
    Neovim now, VS Code was too sluggish"). A bare mention is the weakest reading, so any remark
    that says the use is past, unreal or somebody else's takes it back."""
    out = []
    for fact in facts:
        rest = _after_remark(fact, text) if fact.slot.startswith("tool:") and fact.op == "set" else ""
        if _JOKE.match(rest):
            continue  # "my editor is Emacs, jk it's VS Code", "I use Vim, or used to"
        if rest.strip() and not _names_another_tool(rest, fact.value):
            rest = AFFIRMING.sub(" ", rest)
            weak = fact.rule == "value:mention" and (_NOT_NOW.search(rest) or names_someone_else(rest))
            if weak or _TAKEN_BACK.search(rest):
                continue
        out.append(fact)
    return out


# What a later remark says to take a tool back: it was so once, it is a joke, a course or a trial, a
# condition that never holds, code to get rid of, somebody else's ("my boss's workspace"), or another
# thing of that name ("the cat named Kitty I mean").
_TAKEN_BACK = re.compile(
    r"\b(?:used\s+to|anymore|any\s+more|no\s+longer|ago|until\s+(?:yesterday|recently|last\s+\w+|this\s+\w+)|"
    r"back\s+(?:then|when|in\s+the\s+day)|at\s+my\s+(?:old|last|previous|former)\s+\w+|previously|formerly|"
    r"or\s+(?:at\s+least\s+)?(?:i\s+|they\s+)?(?:used\s+to|did|was|were)|well\s+(?:i|we)\s+did|"
    r"(?:jk|kidding|joking)|course|tutorial|class|exam|homework|bootcamp|free\s+trial|trial\s+install|just\s+testing|"
    r"which\s+is\s+never|hypothetically|in\s+theory|to\s+(?:delete|remove|rip\s+out|replace)|i\s+mean|that\s+is)\b|"
    r"^\W*(?:(?:my|our|his|her|their)\s+\w+'s|at\s+(?:my|our)\s+\w+'s)\b",
    _F,
)
# A remark that takes the tool back whatever else it names: a joke, or a self-correction into the past
# ("I use Vim, or used to, before VS Code").
_JOKE = re.compile(
    r"^\W*(?:(?:lol|haha)\W+)?(?:jk|j/k|just\s+kidding|kidding|joking|"
    r"or\s+(?:at\s+least\s+)?(?:i\s+|we\s+)?(?:used\s+to|did|was|were))\b",
    _F,
)
# Where the remark that holds a value ends.
_REMARK_END = re.compile(r"[,;]|\s[-–—]+\s|\bbut\b|\bwell\b", _F)


def _after_remark(fact: TypedFact, text: str) -> str:
    """The text of the sentence after the remark in which ``fact``'s value is said."""
    start = max(text.find(fact.evidence), 0)
    found = re.search(r"(?<!\w)" + re.escape(fact.value).replace(r"\ ", r"\s+") + r"(?!\w)", text[start:], _F)
    if found is None:
        return ""
    end = _REMARK_END.search(text, start + found.end())
    return text[end.start() :] if end else ""


def _names_another_tool(rest: str, value: str) -> bool:
    return any(slot_key(m.group("v")) != slot_key(value) for m in KNOWN_TOOL.finditer(rest))


# A tool the user asks to tame: "how do i make vscode stop auto-importing ... every time i type", "how do I get
# IntelliJ to stop indexing node_modules every time I open my project" -- a tool only its user asks to stop.
_TAMED = re.compile(
    r"\bhow\s+(?:do|can|would)\s+(?:i|we)\s+(?:make|get|stop|force|tell|keep)\s+(?P<rest>.{2,40}?)\s+"
    r"(?:to\s+)?(?:stop|quit|not|from|no\s+longer)\b",
    re.IGNORECASE,
)


def tool_tamed(text: str) -> list[TypedFact]:
    """``tool:<purpose>`` for the one editor, IDE or notes app a how-to question asks to stop doing something."""
    found = _TAMED.search(text)
    if found is None or names_someone_else(text):
        return []
    tools = [m for m in KNOWN_TOOL.finditer(found.group("rest")) if not ambiguous(m.group("v"))]
    if len(tools) != 1 or tools[0].start() != 0:
        return []
    value = " ".join(tools[0].group("v").split())
    purposes = [p for p in purposes_of(value) if p in ("editor", "notes", "todo")]
    if len(purposes) != 1:
        return []
    return [TypedFact(f"tool:{purposes[0]}", value, "set", evidence=text, rule="value:tamed")]
