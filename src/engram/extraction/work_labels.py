"""Labelled work: a title or a workplace the user gives after a label of their own employment,
the way forms and chat fragments give them, when no frame read that slot.

Why: people answer their own questions ("my job? network engineer. company? Lumenfold."), fill in a
label ("employer's sundial media", "company: Fennwick Labs", "workplace is the copper kettle"),
and name a trade by its qualifier ("primary school teacher by trade", "nurse by profession"). No
verb says "work" in any of them; what stays put is a label of the closed class (job, role, title,
occupation; employer, company, workplace, firm) with nothing of somebody else's before it, tied to
a title of the lexicon or to a workplace's name by a colon, "is", "'s" or (once
:func:`answered_labels` has read a self-asked question as a label) a question mark. An answer that
ties a title to its workplace ("my day job? data engineer at X") is left to the fragment reading of
:mod:`.job_first`, which reads it on its own.

Nothing is read for somebody else's label ("my sister's job? nurse.", "his company is X"), an old
or wished one ("my old company", "dream job: architect"), a label answered by a question
("company? which one should I pick?"), a description ("my company is great", "employer's hiring")
or a non-answer ("company: n/a").
"""

from __future__ import annotations

import re

from engram.extraction.describing_words import describes
from engram.extraction.employer_first import _NAME
from engram.extraction.fact_values import trim
from engram.extraction.frame_parts import HAS_JOB
from engram.extraction.role_ownership import not_own_role
from engram.extraction.slots import TypedFact
from engram.extraction.title_words import WTITLE

_F = re.IGNORECASE

# a label the user asks of themselves and answers: "my job? ...", "company? ...", "what do i do? ..."
_ASKED_LABEL = re.compile(
    r"(?:^|[.!?;,:\n—–-]\s*|\b(?:ok|so|and|right|well|um|oh)[\s,]+)"
    r"(?P<label>(?:(?:my|the)\s+)?(?:current\s+|day\s+|actual\s+|main\s+)?"
    r"(?:job|role|job\s+title|title|occupation|profession|position|line\s+of\s+work|work|employer|company|workplace|firm)|"
    r"what\s+(?:do\s+i|i)\s+do(?:\s+for\s+(?:work|a\s+living))?|where\s+do\s+i\s+work)"
    r"\s*(?P<mark>[?:])(?=\s+[^\s?])",
    _F,
)


# somebody else's label, after which a bare one is theirs too: "his job: plumber. company: Pipeline Co."
_OTHERS_LABEL = re.compile(
    r"\b(?:his|her|their|your|(?!my\b)\w+['’]s)\s+(?:\w+\s+)?(?:job|role|title|occupation|profession|employer|company|"
    r"workplace|firm)\s*[?:]",
    _F,
)


# an answer that ties a title to its workplace is read on its own, as a fragment ("data engineer at X")
_TIED = re.compile(r"\s(?:at|with|for|@)\s", _F)


def answered_labels(text: str) -> str:
    """``text`` with a self-asked label read as a label ("my job? nurse" as "my job: nurse"), and a
    bare label after somebody else's asked, not answered ("his job: plumber. company: X" is his); the
    text keeps its length, so every span of it still points at what the user wrote."""
    others = _OTHERS_LABEL.search(text)

    def read(m: re.Match[str]) -> str:
        theirs = others is not None and m.start() >= others.end() and not m.group("label").lower().startswith("my")
        answer = re.match(r"[^.!?\n]*", text[m.end() :])
        tied = answer is not None and _TIED.search(answer.group(0)) is not None
        kept = theirs or (tied and m.group(0)[m.start("mark") - m.start()] == "?")
        return m.group(0)[: m.start("mark") - m.start()] + ("?" if kept else ":")

    return _ASKED_LABEL.sub(read, text)


_LEAD = re.compile(
    r"^(?:(?:so|ok|okay|right|well|also|and|anyway|btw|fyi|fwiw|context|background|about\s+me|for\s+the\s+record|"
    r"quick\s+update|update|oh|um+|hi|hey)\b[\s,:;!.-]*)+",
    _F,
)
# somebody else's, an old one, a wished one: a label that is not the user's own now
_NOT_OWN = re.compile(
    r"(?:\b(?:his|her|their|your|its)|['’]s|\b(?:old|previous|former|last|prior|ex|dream|ideal|future|next|"
    r"first|wife|husband|partner|sister|brother|mum|mom|dad|son|daughter|friend))\s+(?:\w+\s+)?$",
    _F,
)
_JOB_LABEL = re.compile(
    r"(?P<head>(?:(?:my|the)\s+)?(?:current\s+|day\s+|actual\s+|main\s+)?"
    r"(?:job|role|job\s+title|title|occupation|profession|position|post|gig|line\s+of\s+work|work|"
    r"what\s+(?:do\s+i|i)\s+do(?:\s+for\s+(?:work|a\s+living))?))"
    r"\s*(?:[:=]|-+|—|–|\bis\b|['’]s\b)\s*",
    _F,
)
_EMPLOYER_LABEL = re.compile(
    r"(?P<head>(?:(?:my|the)\s+)?(?:current\s+|new\s+)?(?:employer|company|workplace|firm|where\s+do\s+i\s+work))"
    r"(?:\s*[:=]|\s*-+|\s*[—–]|['’]s|\s+is)\s+(?:(?:still|now|currently|just)\s+)?(?P<the>the\s+)?",
    _F,
)
# "X by trade", "X by profession": a trade named by its qualifier, at the head of the statement
_BY_TRADE = re.compile(
    rf"^(?:(?:i'm|im|i\s+am)\s+)?(?:an?\s+)?{WTITLE}\s+by\s+(?:trade|profession|training)\b",
    _F,
)
_REST_OK = re.compile(r"^\s*(?:$|[,;!.)(]|-|—|–|(?:and|but|which|so|lol|haha|tbh|btw|fwiw|atm|now|these\s+days)\b)", _F)
# what a label's answer is when it names no workplace: "company: n/a", "employer is hiring"
_NO_ANSWER = frozenset(
    "none n/a na self myself nobody unemployed freelance freelancing varies various same tbd tbc secret "
    "confidential dunno unknown hiring remote small big huge tiny massive great awful fine ok okay a an "
    "so very really pretty quite super kinda fully mostly based called named in on at with".split()
)


def labelled_work(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` with the title and the workplace the user's labels give, for whichever slot no
    frame read."""
    has_role = any(f.slot == "role" for f in facts)
    has_employer = any(f.slot == "employer" for f in facts)
    out = list(facts)
    body = _LEAD.sub("", text.strip(" ,;:.!"))
    if not has_role and (title := _labelled_title(body)):
        out.append(TypedFact("role", title, "set", evidence=text, rule="role:label"))
    if not has_employer and (org := _labelled_employer(body)):
        out.append(TypedFact("employer", org, "set", evidence=text, rule="employer:label"))
    return out


_A_TITLE = re.compile(rf"(?:an?\s+)?{WTITLE}", _F)  # (compiled once: the title's vocabulary is large)


def _labelled_title(body: str) -> str:
    trade = _BY_TRADE.match(body)
    if trade:
        return _title(trade.group("title"), body)
    for label in _JOB_LABEL.finditer(body):
        if _NOT_OWN.search(body[: label.start()]) or not _opens_statement(body, label.start()):
            continue
        rest = body[label.end() :]
        said = _A_TITLE.match(rest)
        if said and _REST_OK.match(rest[said.end() :]):
            return _title(said.group("title"), body)
    return ""


def _labelled_employer(body: str) -> str:
    for label in _EMPLOYER_LABEL.finditer(body):
        if _NOT_OWN.search(body[: label.start()]) or not _opens_statement(body, label.start()):
            continue
        rest = body[label.end() :]
        named = re.match(_NAME, rest)
        org = named.group("org") if named else _lower_name(rest) if body == body.lower() else ""
        if org and org.split()[0].lower() not in _NO_ANSWER and _REST_OK.match(rest[len(org) :]):
            return org if org != org.lower() else " ".join(w[:1].upper() + w[1:] for w in org.split())
    return ""


def _opens_statement(body: str, at: int) -> bool:
    """A label stands at the head of the statement or of a part of it ("i'm a nurse, employer: X")."""
    before = body[:at].rstrip()
    return not before or before[-1] in ",;:.!-—–(" or bool(re.search(r"\b(?:and|but|so|while)$", before, _F))


def _lower_name(rest: str) -> str:
    """A lower-case workplace of one to four words, up to the end of the part it stands in."""
    found = re.match(
        r"([a-z][\w&'’.-]*(?:\s+(?:&\s+)?[a-z][\w&'’.-]*){0,3}?)(?=\s*(?:$|[,;!.)]|\s(?:and|but|which|so|lol|tbh)\b))",
        rest,
    )
    if found is None:
        return ""
    words = found.group(1).split()
    if any(describes(w) or w in _NO_ANSWER or w.endswith("ing") for w in words):
        return ""
    return found.group(1)


def _title(raw: str, body: str) -> str:
    value = trim(raw, max_words=5).strip(" '\"“”‘’")
    if not value or not HAS_JOB.search(value) or not_own_role(body, value):
        return ""
    return value
