"""The writer of a generated life: places events over the sessions and words them in the user's voice.

A voice is what a register does to a sentence: chatty lead-ins and lower case, terse (no subject, no
full stop), rambling tails, common typos; any voice sometimes tucks a request onto the end.
"""

from __future__ import annotations

import random
import re
from collections import defaultdict
from dataclasses import dataclass, field
from types import ModuleType
from typing import TypeVar

from engram.bench import lives_phrasings
from engram.bench.life_model import Event, Fact, category_of

T = TypeVar("T")


def _sentence(text: str) -> str:
    """``text`` ending as a sentence, so that more can follow it."""
    return text if text.endswith(("?", "!", ".")) else text + "."


def articles(text: str) -> str:
    return re.sub(r"\b([Aa]) (?=[aeiouAEIOU]|8\b|11\b|18\b)", r"\1n ", text)


@dataclass
class Placed:
    session: int
    order: float
    event: Event
    arc: int
    before: str | None = None  # an assistant turn said just before the event


@dataclass
class Writer:
    """Places the events of one life and words them in the user's voice."""

    rng: random.Random
    n: int
    voice: str
    rotation: dict[int, set[int]]
    bank: ModuleType = lives_phrasings  # the values and sentences: one of the lives_phrasings* banks
    placed: list[Placed] = field(default_factory=list)
    optional: dict[int, str] = field(default_factory=dict)
    facts: dict[str, Fact] = field(default_factory=dict)
    arcs: int = 0

    def fact(self, slot: str, keys: tuple[str, ...], label: str, value: str | None = None) -> Fact:
        fid = f"{slot}={'/'.join(keys)}"
        return self.facts.setdefault(fid, Fact(fid, slot, category_of(slot), keys, label, value or keys[0]))

    def pick(self, pool: tuple[str, ...]) -> str:
        """A phrasing from ``pool``, rotating across users so every phrasing gets used."""
        used = self.rotation[id(pool)]
        if len(used) >= len(pool):
            used.clear()
        i = self.rng.choice([i for i in range(len(pool)) if i not in used])
        used.add(i)
        return pool[i]

    def say(self, pool: tuple[str, ...], *, voiced: bool = True, **values: object) -> str:
        text = articles(self.pick(pool).format(**values))
        return self.voiced(text) if voiced else text

    def voiced(self, text: str) -> str:
        r = self.rng.random()
        if self.voice == "chatty" and r < 0.5:
            text = self.rng.choice(self.bank.LEAD_INS) + text[0].lower() + text[1:]
        elif self.voice == "rambling" and r < 0.6:
            text = _sentence(text) + self.rng.choice(self.bank.TAILS[:3])
        elif self.voice == "terse":
            text = text.rstrip(".!")
            if r < 0.5:
                text = re.sub(r"^(I'm|I've|I) ", "", text)
        elif self.voice == "typos":
            for right, wrong in self.bank.TYPOS.items():
                if self.rng.random() < 0.7:
                    text = re.sub(rf"(?<![A-Za-z']){re.escape(right)}(?![A-Za-z])", wrong, text)
        if r > 0.85:
            text = _sentence(text) + self.rng.choice(self.bank.REQUESTS)
        if self.voice in ("chatty", "terse") and self.rng.random() < 0.3:
            text = text.lower()
        return text

    def when(self, lo: float, hi: float) -> int:
        """A session between the fractions ``lo`` and ``hi`` of the life."""
        return self.rng.randint(int(lo * (self.n - 1)), max(int(lo * (self.n - 1)), int(hi * (self.n - 1))))

    def arc(self, steps: list[tuple[tuple[float, float], Event, str | None]], group: str | None = None) -> int:
        """Place steps in increasing sessions (or later in the same one); ``group`` makes the arc droppable."""
        self.arcs += 1
        if group:
            self.optional[self.arcs] = group
        last, last_o = -1, 0.0
        for (lo, hi), ev, before in steps:
            s = min(max(self.when(lo, hi), last + 1 if last >= 0 else 0), self.n - 1)
            o = last_o + (1.0 - last_o) / 2 if s == last else self.rng.random()
            self.placed.append(Placed(s, o, ev, self.arcs, before))
            last, last_o = s, o
        return self.arcs

    def state_at(self, s: int) -> dict[str, Fact]:
        cur: dict[str, Fact] = {}
        for p in sorted(self.placed, key=lambda p: (p.session, p.order)):
            if p.session > s:
                break
            for op, f in p.event.ops:
                if op == "set":
                    cur[f.slot] = f
                elif op == "clear":
                    cur.pop(f.slot, None)
        return cur


class ValuePool:
    """Hands out values without repeating them across users until a pool runs dry."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.used: dict[str, set[object]] = defaultdict(set)

    def take(self, key: str, pool: tuple[T, ...], k: int = 1) -> list[T]:
        avail = [x for x in pool if x not in self.used[key]]
        if len(avail) < k:
            self.used[key].clear()
            avail = list(pool)
        got = self.rng.sample(avail, k)
        self.used[key].update(got)
        return got
