"""A tool named in a question or an aside, then claimed with "it": "what's the shortcut for
find-and-replace in Cloud9? it's what I code in", "any good plugins for Kakoune? it's my daily
driver", "quick q about Geany - it's what I live in", "a Python linter in CotEditor? That's my
editor", "how do I sync Logseq? it's my notes app"; and a project's choice claimed the same way: "any tips for
deploying DreamHost? it's what I went with for Kerfuffle".

The claim carries no value of its own, and the tool it points back to is named in a sentence the
grammar reads nothing from (a question, a request). So a claim of use said with "it" or "that"
(what the user codes, writes, works or lives in; their daily driver, main editor, go-to) is spelled
out with the one editor or language the text just before names ("Cloud9 is what I code in") and
read as usual; a claim that names the purpose ("my editor", "my notes app") takes the one tool of
that purpose among those named ("my editor is CotEditor"). Nothing is spelled out when the text
before names no such tool or several (which one is it?), when the claim is past, negated, wished
or asked ("it's what I used to code in", "is it what you'd code in?"), or when the tool before is
somebody else's ("my friend swears by Emacs").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from engram.extraction.fact_lexicon import MENTIONS_OTHERS
from engram.extraction.slots import TypedFact, slot_key
from engram.extraction.tech_lexicon import KNOWN_TECH
from engram.extraction.tool_lexicon import KNOWN_TOOL, ambiguous, in_compound, purposes_of

_F = re.IGNORECASE
# "it's what I code in", "that's what i write all my stuff in", "it's my daily driver"
_CLAIM = re.compile(
    r"(?:^|[,;:(]\s*|\s[-–—]+\s+|\b(?:and|but|cos|cause|because|since|as)\s+)"
    r"(?:it's|its|it\s+is|that's|thats|that\s+is)\s+(?:(?:basically|literally|honestly|still|pretty\s+much|kind\s+of|"
    r"kinda)\s+)?(?:"
    r"what\s+(?:i|we)\s+(?:\w+\s+)?(?:code|write|program|work|develop|live|do\s+(?:all\s+)?(?:my|our)\s+\w+|use|spend)\b|"
    r"(?:my|our)\s+(?:daily\s+driver|main\s+(?:editor|ide|language|lang|tool)|(?:go-to|usual|primary|default)"
    r"(?:\s+(?:editor|ide|language|lang))?|editor(?:\s+of\s+choice)?|ide|language(?:\s+of\s+choice)?|"
    r"notes\s+app|note-taking\s+app|bread\s+and\s+butter)\b|"
    # "It's the language I use", "that's the editor we all work in"
    r"the\s+(?:main\s+|only\s+|one\s+)?(?:language|lang|editor|ide|notes\s+app)\s+(?:that\s+)?(?:i|we)\s+(?:\w+\s+)?"
    r"(?:use|write|code|work|program|live)\b)",
    _F,
)
# the use claimed in the user's own words, the tool as "it" or "there": "is there a shortcut in Notion to ...? i use
# it for literally everything", "In Obsidian, is there a way ...? I keep all my notes in there", "Is there a way in
# Todoist to ...? It's the app I run my whole life from"
_USE_CLAIM = re.compile(
    r"(?:^|[,;:(]\s*|\s[-–—]+\s+|\b(?:and|but|cos|cause|because|since|as)\s+)(?:"
    r"(?:i|we)\s+(?:(?:basically|literally|honestly|still|mostly|pretty\s+much)\s+)?(?:use|run)\s+(?:it|that)\s+"
    r"(?:for\s+(?:literally\s+|basically\s+|pretty\s+much\s+|almost\s+)?(?:everything|all\s+my\s+\w+|work|my\s+whole\s+life)|"
    r"(?:every\s*day|daily|all\s+day|all\s+the\s+time|constantly))|"
    r"(?:i|we)\s+keep\s+(?:all\s+|most\s+of\s+)?(?:my|our)\s+(?:notes|tasks|to-?dos|stuff|life|work|projects)\s+in\s+(?:there|it|that)|"
    # the user's work made in it: "Does Blender run on an M1? I model in it every evening", "I sketch all my
    # architecture diagrams in it"
    r"(?:i|we)\s+(?:(?:basically|mostly|always|still|usually|now)\s+)?(?:sketch|draw|model|design|edit|write|code|draft|"
    r"plan|track|log|make|build|compose|record|mix|animate|paint|render|journal|budget|take\s+(?:all\s+)?(?:my|our)\s+notes)"
    r"\s+(?:(?:all|most|every|each)\s+(?:of\s+)?)?(?:(?:my|our)\s+)?(?:[\w-]+\s+){0,2}?(?:in|with|on)\s+(?:it|there)\b|"
    r"(?:it's|its|it\s+is|that's|that\s+is)\s+the\s+(?:app|tool|editor|ide)\s+(?:that\s+)?(?:i|we)\s+"
    r"(?:run|organi[sz]e|plan|manage|live)\s+(?:my|our)\s+(?:whole\s+)?(?:life|day|days|week|work)\b|"
    # the work done in it: "DaVinci Resolve? it's what I edit everything in", "it's what I make all my beats with"
    r"(?:it's|its|it\s+is|that's|that\s+is)\s+what\s+(?:i|we)\s+(?:(?:basically|mostly|always)\s+)?"
    r"(?:use|edit|write|code|draw|design|make|mix|record|produce|model|build|do|keep|plan|track|cut|shoot|sketch|"
    r"animate|compose|paint|score|render)\s+"
    r"(?:(?:literally\s+)?everything|all\s+(?:my|our)\s+\w+|most\s+of\s+(?:my|our)\s+\w+|(?:my|our)\s+\w+)?\s*"
    r"(?:in|with|on|for)?(?=\s*(?:$|[.!,;)])))",
    _F,
)
# "it's what we went with for Kerfuffle": a choice for a project, of the one technology named before
_CHOSEN_FOR = re.compile(
    r"(?:^|[,;:(]\s*|\s[-–—]+\s+|\b(?:and|but|cos|cause|because|since|as)\s+)"
    r"(?P<it>it's|its|it\s+is|that's|thats|that\s+is)\s+(?:(?:basically|honestly|just|pretty\s+much)\s+)?"
    r"(?=what\s+(?:i|we)\s+(?:\w+\s+)?(?:went\s+with|chose|picked|settled\s+on|ended\s+up\s+(?:with|using|going\s+with)|"
    r"use|am\s+using|are\s+using|deployed\s+(?:it\s+)?(?:on|to)|host(?:ed)?\s+(?:it\s+)?on|built\s+(?:it\s+)?(?:on|with)|"
    r"run\s+(?:it\s+)?on)\s+for\s+[\w'.-]+)",
    _F,
)
_TECH_NAMED = re.compile(rf"(?<![\w.-]){KNOWN_TECH}(?![\w-])", _F)
# the claim is no present habit of the user's: past, negated, wished, asked, conditional
_NOT_NOW = re.compile(
    r"\b(?:used\s+to|was|were|wasn't|isn't|not|never|no\s+longer|any\s?more|would|could|should|might|if|"
    r"want|wish|hope|gonna|going\s+to|will|you|you'd|your)\b|'ll\b|\?",
    _F,
)
_PURPOSES = ("editor", "language")
# the purpose a claim names ("that's my editor"), which picks the one tool of it among several named
_SAID_PURPOSE = (
    ("editor", "editor"),
    ("ide", "editor"),
    ("notes", "notes"),
    ("note-taking", "notes"),
    ("language", "language"),
    ("lang", "language"),
)


def tool_referent(sentence: str, before: str, earlier: Sequence[TypedFact] = ()) -> str | None:
    """ "it's what I code in" after a sentence naming one editor or language, spelled out with it;
    the antecedent may also open the same sentence ("quick q about Geany - it's my daily driver")."""
    claim = _CLAIM.search(sentence)
    if claim is None:
        return _chosen_for(sentence, before) or _switched_to(sentence, before) or _use_claimed(sentence, before)
    said = sentence[claim.start() :]
    stop = re.search(r"[,;.!?]|\s[-–—]+\s", said[len(claim.group(0)) :])
    if _NOT_NOW.search(said[: len(claim.group(0)) + (stop.start() if stop else len(said))]):
        return None
    antecedent = f"{before} {sentence[: claim.start()]}"
    if MENTIONS_OTHERS.search(antecedent):
        return None
    purpose = next((p for word, p in _SAID_PURPOSE if word in claim.group(0).lower()), None)
    if purpose is not None:  # "a Python linter in CotEditor? That's my editor": the editor among them
        of_kind = {slot_key(v): v for v in _tools(antecedent, (purpose,))}
        if len(of_kind) != 1:
            return None
        what = {"editor": "editor", "language": "language", "notes": "notes app"}[purpose]
        return f"my {what} is {next(iter(of_kind.values()))}"
    named = {slot_key(v): v for v in _tools(antecedent)}
    if len(named) != 1:
        return None
    tool = next(iter(named.values()))
    return f"{tool} is what I {'write' if 'language' in purposes_of(tool) else 'code'} in"


def _tools(text: str, purposes: tuple[str, ...] = _PURPOSES) -> list[str]:
    """The tools of ``purposes`` (editors and languages) plainly named in ``text`` ("Nova" only capitalised)."""
    out = []
    for found in KNOWN_TOOL.finditer(text):
        value = " ".join(found.group("v").split())
        if not any(p in purposes_of(value) for p in purposes) or in_compound(text, found) or len(value) == 1:
            continue
        if ambiguous(value) and not found.group("v")[:1].isupper():
            continue
        out.append(value)
    return out


# the purposes a use claimed of "it" may be of: every kind of tool a user works in
_CLAIMED_PURPOSES = (
    "editor",
    "language",
    "notes",
    "todo",
    "design",
    "video",
    "music",
    "spreadsheet",
    "3d",
    "shell",
    "diagram",
    "finance",
    "accounting",
    "flashcards",
    "gis",
    "analytics",
    "automation",
)


def _use_claimed(sentence: str, before: str) -> str | None:
    """ "I use <Tool>" when ``sentence`` claims daily use of "it" and the text before names one tool."""
    claim = _USE_CLAIM.search(sentence)
    if claim is None or _NOT_NOW.search(claim.group(0)):
        return None
    antecedent = f"{before} {sentence[: claim.start()]}"
    if MENTIONS_OTHERS.search(antecedent):
        return None
    named = {slot_key(v): v for v in _tools(antecedent, _CLAIMED_PURPOSES)}
    return f"I use {next(iter(named.values()))}" if len(named) == 1 else None


def _chosen_for(sentence: str, before: str) -> str | None:
    """ "<Tech> is what I went with for <Project>" when ``sentence`` claims "it" for a project and the
    text before it names one technology (and nobody else's)."""
    claim = _CHOSEN_FOR.search(sentence)
    if claim is None:
        return None
    said = sentence[claim.end("it") :]
    stop = re.search(r"[,;.!?]|\s[-–—]+\s", said)
    if _NOT_NOW.search(said[: stop.start() if stop else len(said)]):
        return None
    antecedent = f"{before} {sentence[: claim.start()]}"
    if MENTIONS_OTHERS.search(antecedent):
        return None
    named = {slot_key(m.group(0)): m.group(0) for m in _TECH_NAMED.finditer(antecedent)}
    if len(named) != 1:
        return None
    return f"{next(iter(named.values()))} is{said}"


# "How do I set up a debugger in Sublime? I moved over from Atom last month", "Any good Zed extensions? I
# switched editors last week": the switch claimed, the tool switched to named in the question before
_SWITCHED = re.compile(
    r"^\W*(?:(?:and|so|btw|fyi|also)\W+)*(?:i|we)(?:['’]ve|\s+have)?\s+(?:just\s+|recently\s+|finally\s+)?"
    r"(?:moved|switched|migrated|came|changed|jumped|converted)\s+(?:over\s+|across\s+)?"
    r"(?:(?P<kind>editors|ides|languages|notes\s+apps)\b|from\s+(?P<old>[\w+#.-]+(?:\s+[\w+#.-]+)?))",
    _F,
)
_KINDS = {"editors": "editor", "ides": "editor", "languages": "language", "notes apps": "notes"}


def _switched_to(sentence: str, before: str) -> str | None:
    """ "I switched from <Old> to <New>" (or "my editor is <New>") when ``sentence`` claims a switch and the
    question before names the one tool it can be to."""
    said = _SWITCHED.match(sentence)
    if said is None or not before.strip() or MENTIONS_OTHERS.search(before):
        return None
    rest = sentence[said.end() :]
    if _NOT_NOW.search(rest.split(",")[0]) or re.match(r"\s+to\b", rest, _F):
        return None  # the new one said here is read as it stands ("switched from Atom to Sublime")
    kind = said.group("kind")
    old = next((v for v in _tools(said.group("old") or "", ("editor", "language", "notes"))), None)
    if kind is None and old is None:
        return None
    purposes = (_KINDS[" ".join(kind.lower().split())],) if kind else tuple(purposes_of(old or ""))
    named = {slot_key(v): v for v in _tools(before, purposes) if old is None or slot_key(v) != slot_key(old)}
    if len(named) != 1:
        return None
    new = next(iter(named.values()))
    return f"I switched from {old} to {new}" if old else f"I switched to {new}"
