"""The matchers and the ground truth of ``engram bench truth``: when is a fact on a line, when is a line
stale, and what is true after a session. The definitions are in docs/benchmarks.md.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass
from functools import lru_cache

from engram.bench.life_model import Fact, Life


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
