"""The language the user wants code in: a standing request to the assistant, read from the whole sentence.

People tell an assistant which language to write in with any words they like: "Stick to Go for any
code you write for me", "Whenever you answer with code, make it C#", "For code, assume PHP unless I
say otherwise", "Rust by default for code please". Sentence frames catch a few of these and miss the
rest, and a frame that half-matches reads the wrong value ("give me code examples in Kotlin" read
as the language "code"). What stays put is three things in one sentence: a known language, a word
for what the assistant writes (code, snippets, examples, scripts, answers), and a sign that the
request stands -- a time ("from now on", "by default", "whenever"), a quantity ("all the code",
"any scripts you write"), a preference ("I'd rather", "stick to", "assume"), or a change away from
another language ("not Python", "I'm done with Java", "swap Python for Rust"). A request for one
piece of code ("can you write this function in Rust?", "show me the same thing in Go") does not
stand, and somebody else's wish ("my boss insists every snippet be in Java"), a question about a
language or a doubt ("I might switch the examples to Rust someday") is no request of the user's.

A language said with a word of leaving is the old one; exactly one other language is the new one,
and the fact names the old one so the item holding it ends. Only leaving words ("no more Python
snippets, please") end the language without a new one.
"""

from __future__ import annotations

import re
from dataclasses import replace

from engram.extraction.fact_lexicon import THIRD_PARTY
from engram.extraction.slots import TypedFact, slot_key
from engram.extraction.tool_lexicon import KNOWN_TOOL, ambiguous, purposes_of, tool_even_lower
from engram.extraction.value_first import names_someone_else

_F = re.IGNORECASE
# What the assistant writes for the user.
_OUTPUT = (
    r"(?:code|coding|snippets?|examples?|samples?|scripts?|answers?|solutions?|replies|responses|programs?|"
    r"functions?|everything)"
)
# (or the assistant's writing it: "stop giving me JavaScript", "write it in Rust")
_HAS_OUTPUT = re.compile(
    rf"\b{_OUTPUT}\b|\b(?:default|preferred)\s+language\b|\blanguage\s+for\s+(?:me|code|examples|snippets)\b|"
    r"\b(?:write|writing|give|giving|show|showing|send|sending|answer|answering)\b",
    _F,
)
# A request that stands beyond the next answer.
_STANDING = re.compile(
    r"\b(?:from\s+(?:now|here)\s+on(?:\s+out)?|going\s+forward|moving\s+forward|in\s+(?:the\s+)?future|henceforth|"
    r"by\s+default|defaults?\s+(?:to|for|language)|the\s+default|as\s+(?:a|the|my)\s+default|always|whenever|when\s+you|"
    r"every\s+time|each\s+time|(?:unless|until)\s+i\s+(?:say|ask|tell)|otherwise|new\s+rule|only|"
    rf"(?:any|all|every|each|future)\s+(?:(?:of\s+)?(?:the|your|my)\s+)?(?:\w+\s+)?{_OUTPUT}|your\s+(?:\w+\s+)?{_OUTPUT}|"
    r"stick\s+(?:to|with)|keep\s+(?:the\s+|my\s+|your\s+|all\s+)?\w+\s+in|keep\s+(?:it|them|things)\s+in|assume|"
    r"prefer|favou?r|i'd\s+(?:like|rather|appreciate|prefer)|i\s+would\s+(?:like|rather)|i\s+(?:want|like|need|read|only\s+read)|"
    r"i'll\s+want|preferred|language\s+for\s+me|go-to|make\s+it|"
    r"(?:code|snippets?|examples?|samples?|scripts?)\s+(?:in\s+)?(?:\w+\s+)?(?:please|pls|plz|thanks)|"
    r"(?:code|snippets|examples|samples|scripts|answers|solutions)\s+(?:\w+\s+){0,2}?(?:should|must|will|need\s+to)\s+(?:be|use)|answer\s+(?:\w+\s+)?questions|"
    # a bare plural is every one of them: "please write examples in Go", "give me snippets in Rust"
    r"(?:^|please\s+|pls\s+)(?:write|give|show|do|send|make)\s+(?:me\s+)?(?:\w+\s+)?(?:examples|snippets|samples|scripts|answers|solutions))\b",
    _F,
)
# One piece of code, asked for once: "write this function in Rust", "the same thing in Go".
_ONE_OFF = re.compile(
    rf"\b(?:this|that|these|those|the\s+following|the\s+same|one|an?)\s+(?:\w+\s+)?(?:{_OUTPUT}|function|class|loop|"
    r"thing|bit|part|file|query|method|one)\b|\b(?:it|this|that)\s+(?:in|into|to)\b|"
    r"\b(?:translate|convert|port|explain|compare|comparison|just\s+for|for\s+fun|differences?|versus|vs)\b",
    _F,
)
# Strong standing signs win over a one-off shape: "write it in Rust instead of C++ from now on".
_STRONG = re.compile(
    r"\b(?:from\s+(?:now|here)\s+on|going\s+forward|moving\s+forward|in\s+(?:the\s+)?future|henceforth|by\s+default|"
    r"always|whenever|every\s+time|(?:unless|until)\s+i\s+(?:say|ask|tell)|new\s+rule)\b",
    _F,
)
# Not a request of the user's own: a doubt, a plan, a question about a language, a wish of somebody else's.
_UNREAL = re.compile(
    r"\b(?:imagine|imagining|picture|suppose|supposing|pretend|hypothetically|in\s+theory|dream|wish|"
    r"might|maybe|perhaps|someday|one\s+day|eventually|thinking\s+(?:about|of)|considering|wonder(?:ing)?|"
    r"should\s+i|shall\s+i|would\s+\w+\s+be|is\s+\w+\s+(?:good|worth|better|faster)|do\s+you\s+(?:know|like|speak)|"
    r"what(?:'s|\s+is)|how\s+(?:do|does|can|would)|why|which|if\s+(?:i|we)|insists?|wants?\s+(?:all|every|the)|"
    r"tutorial|course|book|article)\b",
    _F,
)
# Words of leaving before a language ("no more Python", "stop giving me JavaScript", "I'm over Java"),
# with at most three words between them and it.
_LEAVING_BEFORE = re.compile(
    r"\b(?:instead\s+of|rather\s+than|than|not|no\s+more|no\s+longer|stop(?:ped)?|quit|done\s+with|over(?!\s+to\b)|"
    r"away\s+from|off(?:\s+of)?|drop(?:ping)?|ditch(?:ing)?|forget|enough\s+(?:of|with)|from|swap(?:ping)?|"
    r"replace|(?:don't|do\s+not|dont)\s+(?:want|need|use|give|send|write|show)|bye|goodbye|tired\s+of|sick\s+of)"
    # (never across a word of arriving: "moving off MoonScript onto Frege" arrives at Frege)
    r"\s+(?:(?!(?:onto|to|into|for)\b)[\w']+\s+){0,3}?$",
    _F,
)
# Words of leaving after a language ("Java is out", "Python snippets anymore").
_LEAVING_AFTER = re.compile(r"^\s*(?:\w+\s+){0,2}?(?:is\s+out|anymore|any\s+more|no\s+more)\b", _F)
# The assistant, who is asked: "you" names nobody else here, unless it is "your boss".
_ADDRESSEE = re.compile(rf"\b(?:you|your|yours)\b(?!\s+(?:\w+\s+)?{THIRD_PARTY}\b)", _F)
_CLAUSE_CUT = re.compile(r"[,;:!?()]|\s[-—–]+\s|\s--\s|\bbut\b|\band\b", _F)


def code_language(text: str) -> list[TypedFact]:
    """The ``tool:language`` fact a standing request for code in a language states, with the
    language it replaces; nothing when the sentence is not such a request."""
    if not _HAS_OUTPUT.search(text) or names_someone_else(_ADDRESSEE.sub(" ", text)):
        return []
    strong = _STRONG.search(text) is not None
    if _UNREAL.search(text) and not strong:
        return []
    if not strong and _ONE_OFF.search(text):
        return []
    new: dict[str, str] = {}
    old: dict[str, str] = {}
    for found in KNOWN_TOOL.finditer(text):
        value = " ".join(found.group("v").split())
        if "language" not in purposes_of(value) or not _plainly_named(text, found, value):
            continue
        side = old if _leaving(text, found) else new
        side.setdefault(slot_key(value), value)
    for key in new.keys() & old.keys():  # named on both sides: "from Python ... to Python" reads nothing
        new.pop(key)
        old.pop(key)
    if not strong and not old and not _STANDING.search(text):
        return []  # a change away from a language stands by itself: "examples in Haskell, not Python"
    if len(new) == 1:
        value = next(iter(new.values()))
        was = next(iter(old.values())) if len(old) == 1 else None
        return [TypedFact("tool:language", value, "set", old=was, evidence=text, rule="language:request")]
    if not new and len(old) == 1:
        left = next(iter(old.values()))
        return [TypedFact("tool:language", "", "end", old=left, evidence=text, rule="language:request")]
    return []


def with_code_language(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """A sentence read as a request for code in a language states that and nothing else about the
    languages it names: a frame's half-reading ("language: code", a pet called Python, a
    free-standing "Write it (instead of C++)") gives way to it."""
    read = code_language(text)
    if not read:
        return facts
    named = {slot_key(v) for f in read for v in (f.value, f.old or "") if v}
    kept = [
        f
        for f in facts
        if not f.slot.startswith("tool:language")
        and f.slot not in ("?", "", None)
        and not any(slot_key(v) in named for v in (f.value, f.old or "") if v)
        and not any(w in named for v in (f.value, f.old or "") if v for w in slot_key(v).split())
    ]
    return [*kept, *(replace(f, evidence=text) for f in read)]


# What makes "a Kotlin developer" a job rather than the user's language: a workplace, a trade, a hire.
_JOB_SAID = re.compile(
    r"\b(?:at|for|with)\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])|\b(?:job|jobs|work|works|working|role|title|position|hired|promoted|"
    r"joined|company|employer|trade|career(?:-wise)?|by\s+day|for\s+a\s+living|professionally|salary|contract|team)\b",
    _F,
)
_DEV_NOUN = re.compile(
    r"^(?:[\w-]+\s+)?(?P<lang>[\w#+.-]+)\s+(?:dev|devs|developer|programmer|engineer|coder|hacker)$", _F
)


# The names a language's community calls its own: "I'm a Pythonista", "Rustacean here".
COMMUNITY_LANGUAGE = {
    "pythonista": "Python",
    "pythoneer": "Python",
    "rustacean": "Rust",
    "gopher": "Go",
    "rubyist": "Ruby",
    "haskeller": "Haskell",
    "clojurian": "Clojure",
    "lisper": "Lisp",
    "kotliner": "Kotlin",
    "phper": "PHP",
    "javascripter": "JavaScript",
    "elixirist": "Elixir",
}
_MEMBER = re.compile(
    r"(?:\b(?:i'm|im|i\s+am)\s+(?:\w+\s+){0,2}?(?:an?\s+)?(?:\w+\s+)?|^\W*(?:proud\s+|lifelong\s+|card-carrying\s+)?)"
    rf"(?P<who>{'|'.join(COMMUNITY_LANGUAGE)})s?\b(?!\s+(?:is|are|was|were|said|says|told|think|thinks)\b)",
    _F,
)


def language_titles(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """A title that is a language and a word for who writes it ("I'm primarily a Kotlin developer")
    says the user's language; it is a job title only where the statement talks of a job ("By day
    I'm a PHP developer", "a Go programmer by trade"), so a stored title is never replaced by it. A
    language is never a workplace ("Go pays my bills these days"), and a member of a language's
    community ("I'm a Pythonista through and through", "Rustacean here") states the language."""
    out = [
        f for f in facts if not (f.slot == "employer" and _only_a_language(f.value) and not _workplace(text, f.value))
    ]
    out += [TypedFact("tool:language", f.value, "set", evidence=text, rule="value:tool") for f in facts if f not in out]
    member = _MEMBER.search(text)
    if member is not None and not names_someone_else(text) and not any(f.slot.startswith("tool:language") for f in out):
        lang = COMMUNITY_LANGUAGE[member.group("who").lower()]
        out = [f for f in out if f.slot not in ("?", "", None)]
        out.append(TypedFact("tool:language", lang, "set", evidence=text, rule="value:tool"))
    for fact in list(out):
        said = _DEV_NOUN.match(fact.value) if fact.slot == "role" and fact.op == "set" else None
        lang = said.group("lang") if said else ""
        if not said or "language" not in purposes_of(lang) or (ambiguous(lang) and not lang[:1].isupper()):
            continue
        if not any(f.slot.startswith("tool:language") for f in out):
            out.append(TypedFact("tool:language", lang, "set", evidence=text, rule="value:tool"))
        if not _JOB_SAID.search(text) and not any(f.slot == "employer" for f in facts):
            out.remove(fact)
    return out


# Where only a workplace is named: "I work at Swift", "accepted the offer from Vale", "joined Rust & Co".
_AT_WORK = re.compile(
    r"\b(?:(?:work|works|working|worked|employed|started|starting|interning|intern)\s+(?:at|for|with|by)|"
    r"offer\s+from|hired\s+by|joined|joining|(?:new\s+)?job\s+at)\s+(?:the\s+)?$",
    _F,
)


def _workplace(text: str, value: str) -> bool:
    """Is ``value`` named where only a workplace is (an everyday word that is also a language)?"""
    at = text.find(value)
    return at > 0 and ambiguous(value) and _AT_WORK.search(text[:at]) is not None


def _only_a_language(value: str) -> bool:
    return purposes_of(value) == {"language"} and value[:1].isupper()


def _plainly_named(text: str, found: re.Match[str], value: str) -> bool:
    """An everyday word ("Go", "Ruby", "Swift") names a language here when capitalised anywhere but
    at the start of the sentence, or written in lower case where it can only be one ("in rust")."""
    if not ambiguous(value):
        return True
    said = found.group("v")
    if said[:1].isupper():
        return found.start() > 0 or not re.match(r"\s+(?:ahead|for|on|back|over|and)\b", text[found.end() :], _F)
    return tool_even_lower(value) or re.search(r"\b(?:in|to|for|use|using)\s+$", text[: found.start()], _F) is not None


def _leaving(text: str, found: re.Match[str]) -> bool:
    """The language is the one being left: a word of leaving just before it, in its clause ("not
    Python", "stop giving me JavaScript", "from Ruby to Crystal"), or just after ("Java is out")."""
    before = text[: found.start()]
    cuts = [m.end() for m in _CLAUSE_CUT.finditer(before)]
    clause_before = before[max(cuts, default=0) :]
    leaving = _LEAVING_BEFORE.search(clause_before)
    if leaving is not None:
        marker = leaving.group(0).split()[0].lower()
        if marker == "from":  # "from Ruby to Crystal", never "from now on" or "code from me"
            return re.match(r"\s*(?:\w+\s+){0,3}?(?:to|onto|into)\s", text[found.end() :], _F) is not None
        if marker in ("swap", "swapping", "replace"):  # "swap Python for Rust": the first is left
            return re.match(r"\s*(?:\w+\s+){0,2}?(?:for|with)\s", text[found.end() :], _F) is not None
        # "rather X than Y" leaves Y; "than anything else" leaves nothing
        return marker != "than" or re.search(r"\brather\b|\bmore\b|\bprefer", before, _F) is not None
    return _LEAVING_AFTER.match(text[found.end() :]) is not None
