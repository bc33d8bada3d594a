"""Deep Dream, the pure part: the prompt and its parser, the grounding check and the offline merge.

Nothing here touches the store; :mod:`engram.sessions.dream` reads the core and the daily logs, calls
these functions and writes the results.

* :func:`dream_messages` / :func:`parse_dream` are a pair: the prompt asks for a ``[MEMORY]`` section (the
  whole new core, ``-`` bullets, optionally under ``##`` headings) and a ``[DREAM]`` section (free notes
  for the diary); the parser accepts exactly that (markers on their own line, optionally bold or as a
  heading, optionally inside one code fence) and raises :class:`~engram.errors.InvalidInput` otherwise.
* :func:`ground` is the no-fabrication check: every content word of a core line (stopwords dropped,
  a crude suffix stem applied to both sides) must occur in the old core or the daily logs; lines that
  fail are dropped and reported. Heading lines are checked too, except for a few structural words.
* :func:`offline_merge` is the deterministic merge used without a model: the old core and the daily
  entries are split into bullet facts (oldest first: core, then daily entries by day and time);
  near-duplicates collapse (embedding cosine ≥ 0.9 with an embedder, otherwise Jaccard ≥ 0.8 of the
  normalised token sets), and a newer fact from the daily logs replaces an older one about the same
  subject. The subject is the text before a ``:`` in the first 60 characters (lower-cased, at most
  6 words), otherwise the first 3 content words when the fact has at least 3. Two lines of the old core
  never replace each other by subject (only near-duplicates collapse there). Nothing is invented.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from engram.errors import InvalidInput
from engram.fences import neutralise
from engram.providers.base import ChatMessage
from engram.text import TOKEN, terms

__all__ = [
    "DreamOutput",
    "DreamResult",
    "MergeResult",
    "dream_messages",
    "ground",
    "offline_merge",
    "parse_dream",
    "split_facts",
]

DreamStatus = Literal["updated", "skipped-unchanged", "skipped-empty", "failed"]
DUPLICATE_COSINE = 0.9
DUPLICATE_JACCARD = 0.8
# Words a heading may use without appearing in the sources: they name a group, never a fact.
STRUCTURAL_WORDS = frozenset(
    """core memory memories facts fact profile preference preferences style decisions decision projects
    project people person notes note recent context general other misc miscellaneous work personal
    technical tools goals tasks open questions history summary background settings environment""".split()
)
_BULLET = re.compile(r"^\s*(?:[-*+•]|\d{1,3}[.)])\s+")
_HEADING = re.compile(r"^\s*#{1,6}\s+")
_ESCAPED_HEADING = re.compile(r"^\s*\\#")
_MARKER = re.compile(r"^[ \t]*(?:#{1,6}[ \t]*)?(?:\*\*)?\[(MEMORY|DREAM)\](?:\*\*)?[ \t:]*$", re.I | re.M)
_FENCE = re.compile(r"^\s*```[A-Za-z]*\s*\n(.*?)\n\s*```\s*$", re.S)


@dataclass(frozen=True, slots=True)
class DreamResult:
    """What one consolidation did. ``core_version`` is the core block's version after the run (the
    unchanged one when skipped or failed, None when there is no core); ``dropped_lines`` are model
    lines rejected by the grounding check."""

    status: DreamStatus
    core_version: int | None = None
    diary_key: str | None = None
    reason: str = ""
    dropped_lines: tuple[str, ...] = ()
    days: tuple[str, ...] = ()
    source_hash: str = ""
    mode: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {
            "status": self.status,
            "core_version": self.core_version,
            "diary_key": self.diary_key,
            "reason": self.reason,
            "dropped_lines": list(self.dropped_lines),
            "days": list(self.days),
            "source_hash": self.source_hash,
            "mode": self.mode,
        }


# ---- the model path -------------------------------------------------------------------------------

_SYSTEM = """You consolidate an AI assistant's long-term memory (MEMORY.md) from its recent daily logs.

Rules:
- Use ONLY information present in the current MEMORY.md and the daily logs below. Do not fabricate,
  infer, guess or add anything that is not stated there.
- Keep every still-valid fact of the current MEMORY.md; when a newer daily log contradicts an older
  fact, keep the newer one. Merge duplicates into one line.
- Keep durable facts only (preferences, profile, decisions, projects); drop chit-chat.
- Write MEMORY.md as Markdown '- ' bullet items, optionally grouped under '## ' headings.

Answer with exactly two sections and nothing else:
[MEMORY]
<the complete new MEMORY.md>
[DREAM]
<a few lines for the dream diary: what you merged, updated or dropped, and why>"""


def dream_messages(core: str, dailies: Sequence[tuple[str, str]]) -> list[ChatMessage]:
    """The prompt :func:`parse_dream` reads the answer of: the current core and each day's document."""
    logs = "\n\n".join(neutralise(text.strip()) for _day, text in dailies if text.strip())
    user = (
        "## Current MEMORY.md\n"
        + (neutralise(core.strip()) or "(empty)")
        + "\n\n## Daily logs (oldest first)\n"
        + (logs or "(none)")
        + "\n\nReturn the [MEMORY] and [DREAM] sections."
    )
    return [ChatMessage("system", _SYSTEM), ChatMessage("user", user)]


@dataclass(frozen=True, slots=True)
class DreamOutput:
    memory: str
    dream: str


def parse_dream(text: str) -> DreamOutput:
    """The ``[MEMORY]`` and ``[DREAM]`` sections of a model answer; InvalidInput when either is
    missing, repeated, or the memory is empty (an empty core must never replace a real one)."""
    if not isinstance(text, str) or not text.strip():
        raise InvalidInput("the model returned nothing")
    body = text.strip()
    fenced = _FENCE.match(body)
    if fenced:
        body = fenced.group(1)
    markers = list(_MARKER.finditer(body))
    names = [m.group(1).upper() for m in markers]
    if names.count("MEMORY") != 1 or names.count("DREAM") != 1:
        raise InvalidInput("the model's answer lacks exactly one [MEMORY] and one [DREAM] section")
    sections: dict[str, str] = {}
    for i, marker in enumerate(markers):
        end = markers[i + 1].start() if i + 1 < len(markers) else len(body)
        sections[marker.group(1).upper()] = _unfence(body[marker.end() : end].strip())
    if not has_facts(sections["MEMORY"]):
        raise InvalidInput("the model's [MEMORY] section holds no fact")
    return DreamOutput(memory=sections["MEMORY"].strip(), dream=sections["DREAM"].strip())


def _unfence(text: str) -> str:
    match = _FENCE.match(text)
    return match.group(1).strip() if match else text


def _stem(word: str) -> str:
    for suffix in ("ing", "ies", "es", "ed", "s"):
        if len(word) > len(suffix) + 2 and word.endswith(suffix):
            return word[: -len(suffix)]
    return word


def _vocabulary(sources: Sequence[str]) -> set[str]:
    found: set[str] = set()
    for text in sources:
        for word in TOKEN.findall(text.lower()):
            found.add(word)
            found.add(_stem(word))
    return found


def ground(memory: str, sources: Sequence[str]) -> tuple[str, list[str]]:
    """(the memory without ungrounded lines, the dropped lines). A line is grounded when each of its
    content words (or its stem) occurs in the sources; headings may also use :data:`STRUCTURAL_WORDS`.
    A heading left with no line under it is removed too (not reported: it states no fact)."""
    vocabulary = _vocabulary(sources)
    kept: list[str] = []
    dropped: list[str] = []
    for line in memory.splitlines():
        words = terms(line)
        heading = bool(_HEADING.match(line))
        if all(w in vocabulary or _stem(w) in vocabulary or (heading and w in STRUCTURAL_WORDS) for w in words):
            kept.append(line.rstrip())
        else:
            dropped.append(line.strip())
    return _drop_empty_headings(kept), dropped


def _drop_empty_headings(lines: list[str]) -> str:
    out: list[str] = []
    for i, line in enumerate(lines):
        if _HEADING.match(line):
            rest = lines[i + 1 :]
            following = next((x for x in rest if x.strip()), None)
            if following is None or _HEADING.match(following):
                continue
        out.append(line)
    return "\n".join(out).strip()


def has_facts(memory: str) -> bool:
    return any(line.strip() and not _HEADING.match(line) for line in memory.splitlines())


# ---- the offline merge ----------------------------------------------------------------------------


def fact_text(line: str) -> str | None:
    """A line's fact without its bullet marker; None for blank lines, headings and escaped headings."""
    if not line.strip() or _HEADING.match(line) or _ESCAPED_HEADING.match(line):
        return None
    text = _BULLET.sub("", line).strip()
    return text or None


def split_facts(text: str) -> list[tuple[str | None, str]]:
    """(the ``##`` heading it is under or None, fact) for every fact line of a document."""
    heading: str | None = None
    found: list[tuple[str | None, str]] = []
    for line in text.splitlines():
        if _HEADING.match(line):
            heading = _HEADING.sub("", line).strip() or None
            continue
        fact = fact_text(line)
        if fact is not None:
            found.append((heading, fact))
    return found


def subject(fact: str) -> str | None:
    """The text before ``:`` (first 60 characters, at most 6 words), else the first 3 content words."""
    head, colon, _rest = fact.partition(":")
    if colon and 0 < len(head.strip()) <= 60 and len(head.split()) <= 6:
        key = " ".join(TOKEN.findall(head.lower()))
        if key:
            return "label:" + key
    words = terms(fact)
    return "words:" + " ".join(words[:3]) if len(words) >= 3 else None


def jaccard(a: str, b: str) -> float:
    sa, sb = set(terms(a)), set(terms(b))
    if not sa and not sb:
        return 1.0 if a.strip().lower() == b.strip().lower() else 0.0
    return len(sa & sb) / len(sa | sb)


@dataclass
class _Fact:
    heading: str | None
    text: str
    from_core: bool


@dataclass
class MergeResult:
    core: str
    added: list[str] = field(default_factory=list)
    replaced: list[tuple[str, str]] = field(default_factory=list)  # (old, new)
    collapsed: list[str] = field(default_factory=list)  # the near-duplicate dropped

    @property
    def changed(self) -> bool:
        return bool(self.added or self.replaced or self.collapsed)


Similar = Callable[[str, str], bool]


def offline_merge(core: str, daily_facts: Sequence[str], *, similar: Similar | None = None) -> MergeResult:
    """Merge ``daily_facts`` (oldest first) into ``core`` as described in the module docstring.
    ``similar`` decides near-duplicates (default: Jaccard ≥ 0.8)."""
    same = similar or (lambda a, b: jaccard(a, b) >= DUPLICATE_JACCARD)
    facts: list[_Fact] = []
    result = MergeResult(core="")
    for heading, text in split_facts(core):
        twin = next((f for f in facts if same(f.text, text)), None)
        if twin is not None:
            result.collapsed.append(twin.text)
            twin.text = text  # the later line wins
            continue
        facts.append(_Fact(heading, text, True))
    for text in daily_facts:
        twin = next((f for f in facts if same(f.text, text)), None)
        if twin is None:
            key = subject(text)
            twin = next((f for f in reversed(facts) if key is not None and subject(f.text) == key), None)
            if twin is None:
                facts.append(_Fact(None, text, False))
                result.added.append(text)
                continue
            result.replaced.append((twin.text, text))
        elif twin.text != text:
            result.collapsed.append(twin.text)
        if twin.text != text:
            if twin.text in result.added:
                result.added[result.added.index(twin.text)] = text
            twin.text = text
    result.core = _render(facts)
    return result


def _render(facts: list[_Fact]) -> str:
    """Facts as ``-`` bullets under their old headings; when the core had headings, new facts go
    under ``## Recent`` (and unheaded old ones stay first, without a heading)."""
    headed = any(f.heading for f in facts)

    def group(f: _Fact) -> str | None:
        if f.heading or not headed:
            return f.heading
        return None if f.from_core else "Recent"

    order = list(dict.fromkeys(group(f) for f in facts))
    lines: list[str] = []
    for name in order:
        if name is not None:
            if lines:
                lines.append("")
            lines.append(f"## {name}")
        lines += [f"- {f.text}" for f in facts if group(f) == name]
    return "\n".join(lines).strip()
