"""Reference memories that calibrate the truth bench's metrics (``engram bench truth --system``).

- ``oracle`` knows the ground truth: after every session it holds exactly the current facts, one line
  each. It must score 100% recall, 0% staleness, no leak, no junk: anything else is a bug in a metric.
- ``verbatim`` keeps every user utterance as a memory and injects the newest that fit: it goes stale,
  stores distractors and junk, which the metrics must show.

Both answer the calls the bench makes of ``Memory`` (capture, close_session, context, list, recall).
"""

from __future__ import annotations

import builtins
from dataclasses import dataclass, field
from datetime import datetime

from engram.bench.life_match import norm_tokens, state_upto
from engram.bench.life_model import Life
from engram.bench.life_score import BUDGET_TOKENS


@dataclass(frozen=True)
class RefProvenance:
    session_id: str = ""
    turn_ids: tuple[str, ...] = ()


@dataclass(frozen=True)
class RefItem:
    content: str
    provenance: RefProvenance = field(default_factory=RefProvenance)
    summary: str | None = None
    category: str = "fact"
    status: str = "active"


@dataclass(frozen=True)
class RefTurn:
    id: int


@dataclass(frozen=True)
class RefBlock:
    text: str


class ReferenceMemory:
    """Newest items first into a ``<memory>`` block of bullet lines; recall by shared stemmed words."""

    def __init__(self, life: Life) -> None:
        self.life = life
        self.items: list[RefItem] = []
        self._turns = 0

    def capture(
        self, session_id: str, role: str, text: str, *, at: datetime | None = None, turn_id: str | None = None
    ) -> RefTurn:
        self._turns += 1
        self.on_turn(session_id, role, text, turn_id)
        return RefTurn(self._turns)

    def on_turn(self, session_id: str, role: str, text: str, turn_id: str | None) -> None:
        """What a reference keeps of a turn (nothing by default)."""

    def close_session(self, session_id: str) -> None:
        """Nothing happens at close by default."""

    def list(self, *, include_inactive: bool = False) -> builtins.list[RefItem]:
        return list(self.items)

    def context(self, *, session_id: str | None = None, budget_tokens: int = BUDGET_TOKENS) -> RefBlock:
        out: list[str] = []
        used = 0.0
        for it in reversed(self.items):
            line = f"- {it.content.splitlines()[0]}"
            if used + len(line) / 4 > budget_tokens:
                break
            out.append(line)
            used += len(line) / 4
        return RefBlock("<memory>\n" + "\n".join(out) + "\n</memory>")

    def recall(self, query: str, *, k: int = 10, kinds: tuple[str, ...] | None = None) -> builtins.list[RefItem]:
        def stems(text: str) -> set[str]:
            return {w.rstrip("s") for w in norm_tokens(text)}

        words = stems(query)
        ranked = sorted(reversed(self.items), key=lambda it: -len(words & stems(it.content)))
        return [it for it in ranked if words & stems(it.content)][:k]


class OracleMemory(ReferenceMemory):
    """Knows the ground truth: every current fact, nothing else."""

    def __init__(self, life: Life) -> None:
        super().__init__(life)
        self._sessions = {f"{life.uid}-s{s:02d}": s for s in range(len(life.sessions))}

    def close_session(self, session_id: str) -> None:
        s = self._sessions[session_id]
        self.items = [RefItem(f.label) for f in state_upto(self.life, s).current.values()]


class VerbatimMemory(ReferenceMemory):
    """Keeps every user utterance as a memory."""

    def on_turn(self, session_id: str, role: str, text: str, turn_id: str | None) -> None:
        if role == "user":
            self.items.append(RefItem(text, RefProvenance(session_id, (turn_id,) if turn_id else ())))


SYSTEMS = ("engram", "oracle", "verbatim")
