"""Deep Dream (docs/decisions.md#three-tier): consolidate the last N days of daily logs and the core into a new core.

Where things live (blocks, so every write keeps the previous version and can be undone):

* the core (``MEMORY.md``) is the block ``<namespace>/core`` (no category);
* the dream diary of a day is the block ``<namespace>/dreams/YYYY-MM-DD``; a second run on the same
  day appends to it. Each diary entry records ``source-sha256: <hash>`` of the daily content it
  consolidated: the last one written is the "last processed hash".

A run is skipped, writing nothing, when the window holds no daily content (``skipped-empty``: the core
is preserved) or when the daily content's hash equals the last processed hash (``skipped-unchanged``).
With an ``llm`` the model rewrites the core (see :mod:`engram.sessions.dream` for the prompt, the
parser and the grounding check); any provider failure, unparseable answer, an answer whose every line
is ungrounded, or a core over the block size cap leaves the core unchanged and writes nothing
(``failed``). Without one, a deterministic offline merge runs.

Deep Dream, the pure part: the prompt and its parser, the grounding check and the offline merge.

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

import hashlib
import logging
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any, Literal

import numpy as np

from engram.errors import InvalidInput
from engram.fences import neutralise
from engram.items import blocks
from engram.operation import OpContext
from engram.providers.base import LLM, ChatMessage, Completion, Embedder
from engram.sessions import daily
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


log = logging.getLogger("engram.dream")
CORE = "core"
DREAMS = "dreams"
_HASH_PREFIX = "source-sha256: "
_LIST_CAP = 50


def core_key(namespace: str) -> str:
    return f"{namespace.strip().strip('/')}/{CORE}"


def diary_key(namespace: str, day: date) -> str:
    return f"{namespace.strip().strip('/')}/{DREAMS}/{day.isoformat()}"


def _window(ctx: OpContext, namespace: str, lookback_days: int, today: date) -> list[tuple[str, str]]:
    first = today - timedelta(days=lookback_days - 1)
    days = [d for d in daily.daily_days(ctx, namespace=namespace) if first.isoformat() <= d <= today.isoformat()]
    found = [(d, daily.daily_read(ctx, d, namespace=namespace)) for d in sorted(days)]
    return [(d, text) for d, text in found if text.strip()]


def _daily_facts(ctx: OpContext, namespace: str, days: list[str]) -> list[str]:
    facts: list[str] = []
    with ctx.store.read() as tx:
        for day in days:
            for entry in tx.daily_entries(ctx.owner, namespace, day):
                facts += [f for line in entry.text.splitlines() if (f := fact_text(line)) is not None]
    return facts


def last_hash(ctx: OpContext, namespace: str) -> str | None:
    diaries = blocks.block_list(ctx, f"{namespace}/{DREAMS}")
    if not diaries:
        return None
    latest = max(diaries, key=lambda b: b.id)
    found = [line[len(_HASH_PREFIX) :].strip() for line in latest.content.splitlines() if line.startswith(_HASH_PREFIX)]
    return found[-1] if found else None


def _similar(embedder: Embedder | None) -> Similar | None:
    if embedder is None:
        return None
    cache: dict[str, np.ndarray] = {}

    def vector(text: str) -> np.ndarray:
        if text not in cache:
            cache[text] = np.asarray(embedder.embed_query(text), dtype=np.float32)
        return cache[text]

    return lambda a, b: float(np.dot(vector(a), vector(b))) >= DUPLICATE_COSINE


def _listing(title: str, lines: list[str]) -> list[str]:
    if not lines:
        return []
    shown = [f"- {line}" for line in lines[:_LIST_CAP]]
    if len(lines) > _LIST_CAP:
        shown.append(f"- ... and {len(lines) - _LIST_CAP} more")
    return ["", f"### {title}", *shown]


def consolidate(
    ctx: OpContext,
    *,
    lookback_days: int = 7,
    namespace: str = "user",
    llm: LLM | None = None,
    today: date | None = None,
    embedder: Embedder | None = None,
    cost_log: Callable[[Completion, str], None] | None = None,
) -> DreamResult:
    if isinstance(lookback_days, bool) or not isinstance(lookback_days, int) or not 1 <= lookback_days <= 3650:
        raise InvalidInput("lookback_days must be a whole number from 1 to 3650")
    ns = blocks.block_key(ctx, namespace, None)[0]
    day = today or ctx.now().date()
    old = blocks.block_get(ctx, core_key(ns))
    old_core = "" if old is None else old.content
    old_version = None if old is None else old.version
    dailies = _window(ctx, ns, lookback_days, day)
    days = tuple(d for d, _ in dailies)
    if not dailies:
        return DreamResult("skipped-empty", old_version, reason=f"no daily content in the last {lookback_days} days")
    digest = hashlib.sha256("\n\x00".join(f"{d}\n{text}" for d, text in dailies).encode("utf-8")).hexdigest()
    if last_hash(ctx, ns) == digest:
        return DreamResult(
            "skipped-unchanged", old_version, reason="the daily logs are unchanged since the last dream",
            days=days, source_hash=digest,
        )  # fmt: skip

    def failed(reason: str, dropped: tuple[str, ...] = (), mode: str = "") -> DreamResult:
        return DreamResult("failed", old_version, None, reason, dropped, days, digest, mode)

    dropped: list[str] = []
    if llm is not None:
        mode = f"llm ({llm.model_name})"
        try:
            completion = llm.complete(dream_messages(old_core, dailies), max_tokens=4000)
            answer = completion.text
            if cost_log is not None:
                cost_log(completion, "dream")
        except Exception as exc:  # any provider failure keeps the core: a provider is foreign code
            log.warning("dream: the model call failed: %s", exc)
            return failed(f"the model call failed: {exc}", mode=mode)
        try:
            output = parse_dream(answer)
        except InvalidInput as exc:
            return failed(f"unusable model output: {exc}", mode=mode)
        new_core, dropped = ground(output.memory, [old_core, *(text for _, text in dailies)])
        if not has_facts(new_core):
            return failed("every line of the model's memory was ungrounded", tuple(dropped), mode)
        notes = ["", output.dream] if output.dream else []
    else:
        mode = "offline merge"
        facts = _daily_facts(ctx, ns, list(days))
        merged = offline_merge(old_core, facts, similar=_similar(embedder))
        new_core = merged.core
        notes = [
            *_listing("Added", merged.added),
            *_listing("Replaced (newer wins)", [f"{a} → {b}" for a, b in merged.replaced]),
            *_listing("Collapsed duplicates", merged.collapsed),
        ]
        if not merged.changed:
            notes = ["", "Nothing new: the core already holds every daily fact."]
    entry = [
        f"## Dream ({ctx.now().strftime('%H:%M')})",
        f"{_HASH_PREFIX}{digest}",
        f"mode: {mode}",
        f"days: {', '.join(days)}",
        *notes,
        *_listing("Dropped (not found in the sources)", dropped),
    ]
    key = diary_key(ns, day)
    previous = blocks.block_read(ctx, key)
    diary = (previous.rstrip() + "\n\n" if previous.strip() else f"# Dream Diary: {day.isoformat()}\n\n") + "\n".join(
        entry
    )
    cap = ctx.policy.max_block_chars
    if len(new_core) > cap or len(diary) > cap:
        return failed(f"the new core or diary would exceed the block limit of {cap} characters", tuple(dropped), mode)
    version = old_version
    if new_core.strip() != old_core.strip():
        version = blocks.block_write(ctx, core_key(ns), new_core + "\n").block.version
    blocks.block_write(ctx, key, diary + "\n")
    reason = "" if version != old_version else "the core already held everything; only the diary was written"
    return DreamResult("updated", version, key, reason, tuple(dropped), days, digest, mode)
