"""Scoring a memory against a life: the matchers and the per-checkpoint and per-question scores.

The definitions (docs/benchmarks.md, "Truth (life evaluation)"):

- **recall**: true facts whose key words all appear on one context line / true facts.
- **staleness**: superseded, retracted or finished-trip facts still on a context line / such facts. A
  line that also states the current value, or marks the old one as past ("no longer", "used to",
  "switched from", a negation just before the value...), is not stale.
- **changes**: of the changes since the previous checkpoint to a value the memory had learned (some
  item, any status, states the old value), those applied: new value on a line and no stale line left.
- **leaked items**: active items carrying a distractor's value.
- **junk**: active items matching no planted user fact (current or past) / active items.
- **dups**: context lines near-identical to an earlier line; **repeats**: a single-valued fact on >1 line.
- **recall@5**: ``recall(question, k=5)`` has the current value in a hit, and (ordered) no stale value
  ranked above it; asked of every kind of hit and of items only.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from engram.bench.life_model import SINGLE_VALUED, Event, Fact, Life, category_of

BUDGET_TOKENS = 800


# ---- matchers ---------------------------------------------------------------------------------
@lru_cache(maxsize=4096)
def key_pattern(key: str) -> re.Pattern[str]:
    """A key matches as a whole word (plural ``s``/``es`` or ``'s`` allowed), case-insensitively;
    ``"a|b"`` matches either alternative."""
    alts = "|".join(re.escape(a) for a in key.split("|"))
    return re.compile(r"(?<![A-Za-z0-9])(?:" + alts + r")(?:s|es|'s)?(?![A-Za-z0-9])", re.I)


def matches(key: str, text: str) -> bool:
    return bool(key_pattern(key).search(text))


def fact_on(fact: Fact, text: str) -> bool:
    """Every key of the fact is on this text."""
    return all(matches(k, text) for k in fact.keys)


PAST_STRONG = re.compile(
    r"\b(no longer|anymore|any more|used to|formerly|previously|former|ex-|switched from|"
    r"moved from|moved away from|left|quit|gave up|given up|stopped|ditched|passed away|"
    r"rehomed|cancel+ed|killed|abandoned|lived|worked|forget|ignore|scratch|not mine|"
    r"isn't|aren't|wasn't|not anymore)\b",
    re.I,
)
NEG_BEFORE = re.compile(r"(\bnot|n't|\bnever|\bno)\W+(\w+\W+){0,3}$", re.I)


def marks_past(fact: Fact, text: str) -> bool:
    """The text presents the value as past or negated ("no longer at X", "not vegetarian")."""
    if PAST_STRONG.search(text):
        return True
    for k in fact.keys:
        found = key_pattern(k).search(text)
        if found and NEG_BEFORE.search(text[: found.start()]):
            return True
    return False


def stale_on(fact: Fact, text: str, current: Fact | None) -> bool:
    """The text still asserts an old value: it states it, does not also state the current one, and
    (except for a trip, which is simply over) does not mark it as past."""
    if not fact_on(fact, text):
        return False
    if current is not None and fact_on(current, text):
        return False
    return fact.slot == "temp" or not marks_past(fact, text)


STOP = frozenset("a an the i my is are was to of in on at for and or with me it that this be as by from now".split())


def norm_tokens(line: str) -> frozenset[str]:
    return frozenset(w for w in re.findall(r"[a-z0-9]+", line.lower()) if w not in STOP)


def near_dup(a: frozenset[str], b: frozenset[str]) -> bool:
    """Jaccard >= 0.7, or 90% of the smaller line (of at least 3 words) inside the other."""
    if not a or not b:
        return False
    inter = len(a & b)
    return inter / len(a | b) >= 0.7 or (min(len(a), len(b)) >= 3 and inter / min(len(a), len(b)) >= 0.9)


def bullet_lines(block: str) -> list[str]:
    """The ``- `` / ``* `` lines of a context block, without the bullet."""
    out = []
    for raw in block.splitlines():
        s = raw.strip()
        if s.startswith(("- ", "* ")):
            out.append(s[2:].strip())
    return out


# ---- ground truth -----------------------------------------------------------------------------
@dataclass(frozen=True)
class State:
    """The truth after a session: the current fact per slot, and the facts that must not be claimed."""

    current: dict[str, Fact]
    stale: tuple[Fact, ...]


def state_upto(life: Life, s: int) -> State:
    """Replay events through session ``s``. A trip said in the last two sessions may still be on."""
    cur: dict[str, Fact] = {}
    ever: dict[str, list[Fact]] = defaultdict(list)
    temps: list[Fact] = []
    for ps, ev in life.timeline():
        if ps > s:
            break
        for op, f in ev.ops:
            if op == "set":
                cur[f.slot] = f
                if f not in ever[f.slot]:
                    ever[f.slot].append(f)
            elif op == "clear":
                cur.pop(f.slot, None)
            elif op == "temp" and ps < s - 1:
                temps.append(f)
    stale = []
    for slot, fs in ever.items():
        c = cur.get(slot)
        for f in fs:
            if (c is None or f.fid != c.fid) and not (c is not None and set(f.keys) == set(c.keys)):
                stale.append(f)
    return State(cur, tuple(stale + temps))


def checkpoints(n_sessions: int) -> list[int]:
    """After every 8th session (while 4+ remain) and after the last."""
    return [s for s in (7, 15, 23, 31) if s < n_sessions - 4] + [n_sessions - 1]


# ---- results ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Failure:
    kind: str  # missing, stale, change, leak, dup, recall
    uid: str
    session: int
    category: str
    what: str
    source: str
    detail: str


@dataclass(frozen=True)
class Change:
    category: str
    op: str
    applied: bool


@dataclass
class CategoryCount:
    true: int = 0
    present: int = 0
    stale: int = 0
    stale_present: int = 0


@dataclass
class CheckpointScore:
    session: int
    true: int = 0
    present: int = 0
    stale: int = 0
    stale_present: int = 0
    categories: dict[str, CategoryCount] = field(default_factory=dict)
    changes: list[Change] = field(default_factory=list)
    leak_items: int = 0
    leak_lines: int = 0
    junk: int = 0
    items: int = 0
    dups: int = 0
    repeats: int = 0
    lines: int = 0
    tokens: float = 0.0
    junk_examples: list[tuple[str, str]] = field(default_factory=list)


@dataclass(frozen=True)
class QuestionScore:
    question: str
    slot: str
    found: bool  # all kinds: the current value in a top-5 hit
    ordered: bool  # ... and no stale value ranked above it
    found_items: bool  # items only
    ordered_items: bool


TurnSource = tuple[int, str, str, Event | None]
"""(session index, role, text, the event the turn states or None), by turn id (engram's and ours)."""


def item_text(item: Any) -> str:
    return f"{item.content} {getattr(item, 'summary', None) or ''}"


def origin(item: Any, turn_src: dict[str, TurnSource]) -> str:
    """The text of the first turn the item's provenance names."""
    tids = getattr(getattr(item, "provenance", None), "turn_ids", ()) or ()
    srcs = [turn_src[t][2] for t in tids if t in turn_src]
    return srcs[0] if srcs else "(no source turn)"


def block_text(block: Any) -> str:
    text = getattr(block, "text", None)
    return text if isinstance(text, str) else str(block)


def score_checkpoint(
    memory: Any, life: Life, s: int, turn_src: dict[str, TurnSource], failures: list[Failure], prev_s: int = -1
) -> tuple[CheckpointScore, str]:
    """Score the context block of a fresh session after session ``s``; returns the score and the block."""
    state = state_upto(life, s)
    cur = state.current
    ctx = block_text(memory.context(session_id=f"check-{life.uid}-{s}", budget_tokens=BUDGET_TOKENS))
    lines = bullet_lines(ctx)
    items = list(memory.list())
    all_items = list(memory.list(include_inactive=True))
    cp = CheckpointScore(session=s)
    _recall_and_staleness(cp, life, state, lines, turn_src, all_items, failures)
    leaks = [(it, d) for it in items for d in [_leaked(it, life)] if d is not None]
    for it, d in leaks:
        failures.append(
            Failure(
                "leak",
                life.uid,
                s,
                d.kind,
                d.text.split("\n")[0][:90],
                origin(it, turn_src),
                f"stored {it.content!r} ({getattr(it, 'category', '?')})",
            )
        )
    cp.leak_items = len(leaks)
    cp.leak_lines = sum(any(any(matches(k, ln) for k in d.keys) for d in life.distractors) for ln in lines)
    junk = [it for it in items if not any(fact_on(f, item_text(it)) for f in life.facts)]
    toks = [norm_tokens(ln) for ln in lines]
    for i in range(len(lines)):
        for j in range(i):
            if near_dup(toks[i], toks[j]):
                cp.dups += 1
                failures.append(Failure("dup", life.uid, s, "-", lines[j], lines[i], ""))
                break
    cp.repeats = sum(max(0, sum(fact_on(f, ln) for ln in lines) - 1) for f in cur.values() if f.slot in SINGLE_VALUED)
    cp.changes = _changes(life, s, prev_s, cur, lines, all_items, failures)
    cp.junk, cp.items, cp.lines, cp.tokens = len(junk), len(items), len(lines), len(ctx) / 4.0
    cp.junk_examples = [(j.content, origin(j, turn_src)) for j in junk]
    return cp, ctx


def _leaked(item: Any, life: Life) -> Any:
    text = item_text(item)
    return next((d for d in life.distractors if any(matches(k, text) for k in d.keys)), None)


def _recall_and_staleness(
    cp: CheckpointScore,
    life: Life,
    state: State,
    lines: list[str],
    turn_src: dict[str, TurnSource],
    all_items: list[Any],
    failures: list[Failure],
) -> None:
    s = cp.session
    planted: dict[str, str] = {}  # fact id -> text of the first turn stating it
    stating: dict[str, set[str]] = defaultdict(set)  # fact id -> our ids of every turn stating it
    for tid, (_, _, text, ev) in turn_src.items():
        if ev is not None and not tid.isdigit():
            for op, f in ev.ops:
                planted.setdefault(f.fid, text)
                if op != "clear":
                    stating[f.fid].add(tid)
    for f in state.current.values():
        ok = any(fact_on(f, ln) for ln in lines)
        cp.true += 1
        cp.present += ok
        c = cp.categories.setdefault(f.category, CategoryCount())
        c.true += 1
        c.present += ok
        if not ok:
            stored = [
                f"{it.content!r} [{getattr(it, 'status', '?')}]"
                for it in all_items
                if any(origin_id in stating[f.fid] for origin_id in _our_ids(it, turn_src))
            ]
            failures.append(
                Failure(
                    "missing",
                    life.uid,
                    s,
                    f.category,
                    f.label,
                    planted.get(f.fid, "?"),
                    "; ".join(dict.fromkeys(stored)) or "(nothing extracted from any turn stating it)",
                )
            )
    for f in state.stale:
        hit = [ln for ln in lines if stale_on(f, ln, state.current.get(f.slot))]
        cp.stale += 1
        cp.stale_present += bool(hit)
        c = cp.categories.setdefault(f.category, CategoryCount())
        c.stale += 1
        c.stale_present += bool(hit)
        if hit:
            failures.append(
                Failure(
                    "stale", life.uid, s, f.category, f.label, planted.get(f.fid, "?"), f"context still says {hit[0]!r}"
                )
            )


def _our_ids(item: Any, turn_src: dict[str, TurnSource]) -> set[str]:
    """Our turn ids for the turns an item's provenance names (engram's ids or ours)."""
    tids = getattr(getattr(item, "provenance", None), "turn_ids", ()) or ()
    by_text = {(src[0], src[2]) for t in tids if (src := turn_src.get(t)) is not None}
    return {tid for tid, src in turn_src.items() if not tid.isdigit() and (src[0], src[2]) in by_text}


def _changes(
    life: Life,
    s: int,
    prev_s: int,
    cur: dict[str, Fact],
    lines: list[str],
    all_items: list[Any],
    failures: list[Failure],
) -> list[Change]:
    """Changes said after the previous checkpoint that still define their slot, to a value the memory
    had learned: applied when the new value is on a line and no line still asserts the old one."""
    out: list[Change] = []
    before: dict[str, Fact] = {}  # slot values just before each event
    for ps, ev in life.timeline():
        if ps > s:
            break
        snapshot = dict(before)
        for op, f in ev.ops:
            if op == "set":
                before[f.slot] = f
            elif op == "clear":
                before.pop(f.slot, None)
        if ps <= prev_s:
            continue
        for op, f in ev.ops:
            if op not in ("set", "clear"):
                continue
            old = snapshot.get(f.slot)
            if op == "set" and (old is None or old.fid == f.fid):
                continue  # a first statement, not a change
            now = cur.get(f.slot)
            if (op == "set" and (now is None or now.fid != f.fid)) or (op == "clear" and now is not None):
                continue  # superseded again before this checkpoint
            gone = old if op == "set" and old is not None else f
            if not any(fact_on(gone, item_text(it)) for it in all_items):
                continue  # the memory never learned the old value (recall covers the new one)
            new_ok = op == "clear" or any(fact_on(f, ln) for ln in lines)
            old_ok = not any(stale_on(gone, ln, now) for ln in lines)
            out.append(Change(f.category, op, new_ok and old_ok))
            if not (new_ok and old_ok):
                what = f"{gone.label} -> {f.label if op == 'set' else '(retracted)'}"
                detail = ("new value missing; " if not new_ok else "") + (
                    "old value still injected" if not old_ok else ""
                )
                failures.append(Failure("change", life.uid, s, f.category, what, ev.text, detail))
    return out


def score_questions(memory: Any, life: Life, s: int, failures: list[Failure]) -> list[QuestionScore]:
    """Ask every question whose slot has a current value; score all hits and items-only hits."""
    state = state_upto(life, s)
    out = []
    for q in life.questions:
        f = state.current.get(q.slot)
        if f is None:
            continue
        olds = [x for x in state.stale if x.slot == q.slot]
        verdicts = []
        for kinds in (None, ("item",)):
            hits = list(memory.recall(q.text, k=5) if kinds is None else memory.recall(q.text, k=5, kinds=kinds))
            rc = next((i for i, h in enumerate(hits) if fact_on(f, h.content)), None)
            rs = next((i for i, h in enumerate(hits) if any(stale_on(o, h.content, f) for o in olds)), None)
            verdicts.append((rc is not None, rc is not None and (rs is None or rs > rc)))
            if kinds is not None and not verdicts[-1][1]:
                top = " | ".join(h.content.split("\n")[0][:60] for h in hits[:3]) or "(no hits)"
                want = f"want {f.label!r}" + (f", stale {olds[-1].label!r}" if olds else "")
                failures.append(Failure("recall", life.uid, s, category_of(q.slot), q.text, want, top))
        (found, ordered), (found_i, ordered_i) = verdicts
        out.append(QuestionScore(q.text, q.slot, found, ordered, found_i, ordered_i))
    return out
