"""Scoring a memory against a life: the per-checkpoint and per-question scores (matchers in life_match).

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

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from engram.bench.life_match import (
    State,
    bullet_lines,
    fact_on,
    matches,
    near_dup,
    norm_tokens,
    stale_on,
    state_upto,
)
from engram.bench.life_model import SINGLE_VALUED, Event, Fact, Life, category_of

BUDGET_TOKENS = 800


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
