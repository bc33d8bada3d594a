"""What every operation needs to know about the caller: the store, the owner, the rules, the clock."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from engram.policy import MemoryPolicy
from engram.store.base import Store
from engram.timeutil import Clock, utcnow

if TYPE_CHECKING:
    from engram.retrieval.vectors import VectorIndex


@dataclass(frozen=True, slots=True)
class OpContext:
    store: Store
    owner: str
    policy: MemoryPolicy
    clock: Clock = utcnow
    actor: str = "user"
    vectors: VectorIndex | None = None

    def now(self) -> datetime:
        return self.clock()
