"""Reading a value out of a frame's loose capture: where a name or noun phrase the user said ends."""

from __future__ import annotations

import re

from engram.extraction.describing_words import describes
from engram.extraction.fact_lexicon import (
    CHILD_WORDS,
    HOLIDAYS,
    NAME_JOINERS,
    PARTNER_WORDS,
    SPECIES,
    THIRD_PARTY,
    TITLE_ABBREVIATIONS,
    VALUE_STOP,
)
from engram.extraction.tool_lexicon import leading_tool

# "new" and "little" that begin a place's own name stay ("New York", "New Zealand", "Little Rock")
_NAMED_NEW = (
    r"(?!\s+(?:york|zealand|delhi|orleans|jersey|mexico|hampshire|haven|brunswick|south\s+wales|caledonia|england|"
    r"plymouth|westminster|rochelle|bedford|taipei|providence|rock)\b)"
)
_LEAD = re.compile(
    r"^(?:(?:a|an|the|my|our|their|his|her|some|new" + _NAMED_NEW + r"|brand new|good old|little" + _NAMED_NEW + r"|"
    r"it's|it is|now|using|on|old|mostly|mainly|usually|primarily|generally|always|still|largely|exclusively|"
    r"former|previous|ex|please|use|out\s+of|trying\s+out|trying|writing|coding\s+in|working\s+in|i\s+use|we\s+use|i'm\s+using|we're\s+using|i'm\s+on|we're\s+on)\s+)+",
    re.IGNORECASE,
)
_TRAIL = re.compile(
    r"(?:\s+(?:thing|stuff|lessons?|classes|now|too|again|instead|anymore|for good|for real|lately|recently|only|"
    r"myself|ourselves|these days|nowadays))+$",
    re.I,
)
_PRONOUNS = frozenset(
    "i me you him her them it us we they this that there here someone somebody something nothing everything "
    "anything everyone one myself yourself home work otherwise else elsewhere really yet".split()
)
# Words that follow "my boss is ..." / "new boss, ..." and name nobody: a description (read when the
# user writes in lower case, where capitals cannot tell a name apart: "my boss is great", see
# extraction/describing_words.py), a place word, or nobody at all.
_NOT_A_PERSON = frozenset(
    "on in at nowhere nobody noone no anyone anybody everyone everybody myself "
    # days and times of the day before a name: "On Sunday Maeve turned six"
    "monday tuesday wednesday thursday friday saturday sunday yesterday today tonight tomorrow "
    # a clause opened by a conjunction, before the name: "Ever since Ben took over as my manager"
    "ever since after before once because until while whenever "
    # a time said between the noun and the name: "a new manager starting Monday, Raj"
    "starting from effective next".split()
)
_NOT_A_START = frozenset(
    "i i'm i've i'd i'll we we're you he she they it it's that this what do don't does did not never is are "
    "was be have has had can can't will would should could into onto".split()
)
# (nor is a question's word: "chess question for my son: how does castling work")
_NOT_NAME = re.compile(
    f"{CHILD_WORDS}|{PARTNER_WORDS}|{SPECIES}|{THIRD_PARTY}|{HOLIDAYS}|new|old|dear|sweet|little|how|what|why|where|when|"
    "which|who|whom",
    re.I,
)
_TOKEN = re.compile(r"[^\s]+")
# Words after a known tool that say how often, how much or since when it is used: never its name.
_AFTER_A_TOOL = re.compile(
    r"\s+(?:every|each|all|ages|fully|completely|entirely|exclusively|mostly|mainly|full[\s-]time|daily|since|"
    r"anymore|any\s+more|ago|for\s+(?:good|years|months|ages|a\s+while|now)|years|months|weeks|lately|most|nowadays|"
    r"these\s+days|at\s+(?:work|home|my\s+job)|permanently|for\s+everything|"
    # what the user holds with the company behind it: "my Todoist subscription", "my Evernote account"
    r"subscription|account|workspace|license|licence|plan|membership|vault|install)\b",
    re.IGNORECASE,
)
_COUNTS = frozenset("two three four five six seven eight nine ten several few couple".split())
# how near a count is: "lived in Tralee nearly four years" -- the place ends before the time
_ABOUT_A_COUNT = frozenset("nearly almost about around roughly over under approximately close just".split())
_TIME_UNITS = frozenset("years months weeks days decades yrs yr year month week decade".split())


# lower-case words inside a surname, one or a run of them: "Bram de Vries", "Luis de la Cruz"
_SURNAME_PARTICLES = frozenset("de van von der den da di du le la del della dos das bin ibn al el ter ten".split())


def _after_particles(words: list[str], n: int) -> str:
    """The first word after ``words[n]`` that is no surname particle ("" at the end)."""
    return next((w for w in words[n + 1 :] if w not in _SURNAME_PARTICLES), "")


_ABBREVIATED = re.compile(
    r"^(?:(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])\.)+$|^(?:St|Mt|Jr|Ft|Pt|Ing|"
    + "|".join(w.capitalize() for w in sorted(TITLE_ABBREVIATIONS))
    + r")\.$"
)


def _at_most(words: list[str], max_words: int) -> list[str]:
    """The first ``max_words`` words, a surname particle inside a name not counted ("Anouk van der Berg")."""
    kept: list[str] = []
    counted = 0
    for n, w in enumerate(words):
        inside = kept and w in _SURNAME_PARTICLES and _after_particles(words, n)[:1].isupper()
        if not inside:
            counted += 1
            if counted > max_words:
                break
        kept.append(w)
    return kept


_A_TIME = frozenset("while bit few couple little moment week month year fortnight decade day".split())


def _counts_time(tokens: list[str]) -> bool:
    """The tokens open a span of time: an optional "nearly"-word, a count or number, a unit."""
    rest = [t.strip(",.;:!?").lower() for t in tokens[:4]]
    while rest and rest[0] in _ABOUT_A_COUNT:
        rest = rest[1:]
    return len(rest) >= 2 and (rest[0].isdigit() or rest[0] in _COUNTS) and rest[1] in _TIME_UNITS


def trim(raw: str | None, *, max_words: int = 4, keep_stop: frozenset[str] = frozenset()) -> str:
    """The leading noun phrase of ``raw``: cut at the first boundary word, article-free, at most
    ``max_words`` words; "" when nothing usable is left (a pronoun, a stop word, masked text)."""
    if not raw or "\x00" in raw:
        return ""
    text = _LEAD.sub("", raw.strip(" \t\n,.;:!?-—–'\"()[]"))
    named = leading_tool(text)
    if named and " " in named and len(named.split()) <= max_words:
        return named  # "VS Code", "Sublime Text": a name of the trade is whole, everyday words and all
    if named and _AFTER_A_TOOL.match(text[len(named) :]):
        return named  # "ruby every day", "Neovim fully", "Evernote ages ago": how long or how much, not the name
    words: list[str] = []
    tokens = _TOKEN.findall(text)
    for n, token in enumerate(tokens):
        bare = token.strip(',.;:!?()[]"').lower()
        if bare != token.lower().rstrip(',.;:!?()[]"') or not bare:
            break
        if words and token in _COUNTS:  # "moved to Riga two weeks ago": a count starts another phrase
            break
        if words and (token.isdigit() or bare in _ABOUT_A_COUNT) and _counts_time(tokens[n:]):
            break  # "lived in Tralee nearly four years", "in Leeds 3 years now": a span of time, not the name
        if words and bare in ("a", "an") and (tokens[n + 1 : n + 2] or [""])[0].lower() in _A_TIME:
            break  # "moved to Haarlem a while back", "... a few weeks ago": a time starts another phrase
        if words and bare in ("ages", "yonks", "forever") and (tokens[n + 1 : n + 2] or [""])[0].lower() == "ago":
            break  # "dropped Atkins ages ago"
        if words and bare in ("i", "i'm", "i've", "i'd", "i'll", "im", "ive"):  # "since moving to Lisbon I can't"
            break
        if (
            words
            and bare in ("can", "could", "would", "will", "pls", "please", "help")
            and (bare in ("pls", "please", "help") or (tokens[n + 1 : n + 2] or [""])[0].lower() in ("you", "u"))
        ):
            break  # "promoted to senior engineer can you help me ...": a request starts after the value
        if words and bare not in ("&", "+") and not re.search(r"\w", bare):  # "lead nurse 🎉🎉": an emoji ends it
            break
        if bare in VALUE_STOP and bare not in keep_stop:
            after = _after_particles(tokens, n) if token in _SURNAME_PARTICLES else (tokens[n + 1 : n + 2] or [""])[0]
            # "Bank of America" goes on; "Emacs and I'm not going back", "Vim and honestly ...": it ended
            joined = after[:1].isupper() and after.lower() not in _NOT_A_START
            if bare in NAME_JOINERS and words and words[-1][:1].isupper() and joined:
                words.append(token)
                continue
            break
        words.append(token.rstrip(",.;:!?"))
        if token[-1:] in ",.;:!?":
            following = tokens[n + 1] if n + 1 < len(tokens) else ""
            if _ABBREVIATED.match(token) and following[:1].isupper():
                words[-1] = token  # "St. Mary's Hospital", "J.P. Morgan": the dot shortens a word, the name goes on
                continue
            break
    words = _at_most(words, max_words)
    while words and words[-1].lower() in NAME_JOINERS:  # after the cut too: never "Pell & Rowe and"
        words.pop()
    value = " ".join(words).strip(" -'")
    value = _TRAIL.sub("", value).strip()
    if not value or value.lower() in _PRONOUNS or not re.search(r"[^\W_]", value):
        return ""
    if value.split()[0].lower() in _NOT_A_START:
        return ""
    return value


def person(raw: str | None, *, clause_lower: bool = False) -> str:
    """A person's name: one to three words, each capitalised (any case when the user wrote all in
    lower case)."""
    said = (raw or "").split()[:1]
    if said and said[0].lower().strip(",.;:!?") in _NOT_A_PERSON:
        return ""  # "my boss is on leave": where they are, not who ("on" would be trimmed as "on Neovim" is)
    if said and said[0].lower() in ("named", "called"):  # "a new boss named luis ortega": the name follows
        raw = (raw or "").split(None, 1)[1] if len((raw or "").split()) > 1 else ""
    value = trim(raw, max_words=3)
    words = value.split()
    for n, w in enumerate(words):  # "my daughter Sara's birthday": the name ends at its possessive
        if w.endswith(("'s", "\u2019s")) and len(w) > 2:
            words = [*words[:n], w[:-2]]
            break
    if not words or words[0].lower() in _PRONOUNS or words[0].lower() in _NOT_A_PERSON or describes(words[0]):
        return ""
    if not clause_lower:
        named = []
        for n, w in enumerate(words):
            if 0 < n < len(words) - 1 and w in _SURNAME_PARTICLES and _after_particles(words, n)[:1].isupper():
                named.append(w)  # "Bram de Vries", "Ana dos Santos": the particle is part of the surname
                continue
            # "side note: bastian Vogel is ...": a lower-cased first word before a capitalised one
            # ("seeing my characters I worked on ...": a pronoun after it is no surname)
            lowered_start = (
                n == 0
                and len(words) > 1
                and words[1][:1].isupper()
                and words[1].lower() not in _PRONOUNS
                and words[1].lower() not in _NOT_A_START
                and not _NOT_NAME.fullmatch(w)
            )
            if not (w[:1].isupper() or lowered_start):
                break
            named.append(w)
        words = named
    return " ".join(words)


def not_a_name(word: str) -> bool:
    """Kin, pet and role nouns ("son", "cat", "boss") are never a person's name."""
    return _NOT_NAME.fullmatch(word) is not None


def gerund(verb: str) -> str:
    """ "knit" -> "knitting", "bake" -> "baking", "paint" -> "painting"."""
    v = verb.lower()
    if v.endswith("ing") and len(v) > 5:  # "knitting" stays; "sing" is a verb
        return v
    if v.endswith("ie"):
        return v[:-2] + "ying"
    if v.endswith("e") and not v.endswith(("ee", "ye", "oe")):
        return v[:-1] + "ing"
    if len(v) <= 4 and re.fullmatch(r"[^aeiou]*[aeiou][bdfgklmnprstvz]", v):
        return v + v[-1] + "ing"
    return v + "ing"


def words_match(value: str, spoken: str) -> bool:
    """Does ``spoken`` name ``value``? Every word of the shorter one starts a word of the other (5-letter
    stems: "kayak" names "kayaking", "salsa lessons" names "salsa")."""
    a = [w[:5] for w in re.findall(r"[\w+#]+", value.casefold())]
    b = [w[:5] for w in re.findall(r"[\w+#]+", spoken.casefold())]
    if not a or not b:
        return False
    short, long = (a, b) if len(a) <= len(b) else (b, a)
    return all(w in long for w in short)
