"""What an extractor proposes: candidate memories with the evidence and provenance behind them.

A :class:`Candidate` is not yet a memory. The close path reconciles each one against the items
already stored (add / update / skip, trust tiers, grounding) before anything is written; the
manual triage (aish's ``:memory summarize``) shows them for keep / drop / edit.

Extractors read turns through :class:`TurnLike`: anything with ``role`` and ``text`` (an
:class:`engram.models.Turn`, a test double, a dict with those keys). ``id`` (or, failing that,
``external_id``), ``session_id`` and ``meta`` are read when present.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from engram.errors import InvalidInput

OPS: tuple[str, ...] = ("add", "update")
FACT_OPS: tuple[str, ...] = ("set", "end", "temp")


@dataclass(frozen=True, slots=True)
class Candidate:
    """One proposed memory.

    ``op`` is ``"update"`` for a correction; then ``target_hint`` is text that identifies the item
    being corrected (its old value or its subject). ``subject`` is a normalised key ("name",
    "location", "favorite color") so that a later statement about the same subject can supersede
    an earlier one. ``rule`` names the rule that fired and ``evidence`` is the exact source span.

    A typed fact (docs/typed-facts.md) also carries ``slot`` (what it is about: ``residence``,
    ``pet:noodle``; ``"?"`` when only the stored item holding ``old_value`` can tell), ``value``,
    ``fact_op`` (``set``, ``end`` or ``temp``), ``old_value`` (what a switch or retraction names)
    and ``qualifiers`` ((name, value) pairs: rel, age, species, until, desc, project ...).
    """

    content: str
    category: str
    confidence: float
    op: str = "add"
    target_hint: str | None = None
    subject: str | None = None
    turn_ids: tuple[str, ...] = ()
    session_id: str | None = None
    rule: str = ""
    evidence: str = ""
    slot: str | None = None
    value: str | None = None
    fact_op: str = "set"
    old_value: str | None = None
    qualifiers: tuple[tuple[str, str], ...] = ()

    def __post_init__(self) -> None:
        if not isinstance(self.content, str) or not self.content.strip():
            raise InvalidInput("candidate content must be non-empty text")
        if not isinstance(self.category, str) or not self.category:
            raise InvalidInput("candidate category must be non-empty text")
        if self.op not in OPS:
            raise InvalidInput(f"candidate op must be one of {', '.join(OPS)}, not {self.op!r}")
        confidence = self.confidence
        if isinstance(confidence, bool) or not isinstance(confidence, int | float) or math.isnan(confidence):
            raise InvalidInput("candidate confidence must be a number")
        if not 0.0 <= confidence <= 1.0:
            raise InvalidInput("candidate confidence must be between 0 and 1")
        if self.fact_op not in FACT_OPS:
            raise InvalidInput(f"candidate fact_op must be one of {', '.join(FACT_OPS)}, not {self.fact_op!r}")

    def to_dict(self) -> dict[str, Any]:
        return {
            "content": self.content,
            "category": self.category,
            "confidence": self.confidence,
            "op": self.op,
            "target_hint": self.target_hint,
            "subject": self.subject,
            "turn_ids": list(self.turn_ids),
            "session_id": self.session_id,
            "rule": self.rule,
            "evidence": self.evidence,
            "slot": self.slot,
            "value": self.value,
            "fact_op": self.fact_op,
            "old_value": self.old_value,
            "qualifiers": [list(q) for q in self.qualifiers],
        }


@runtime_checkable
class TurnLike(Protocol):
    """The least a turn must offer an extractor. :class:`engram.models.Turn` satisfies it."""

    @property
    def role(self) -> str: ...

    @property
    def text(self) -> str: ...


ExtractInput = TurnLike | Mapping[str, Any]


def _field(turn: object, name: str) -> Any:
    if isinstance(turn, Mapping):
        return turn.get(name)
    return getattr(turn, name, None)


def turn_role(turn: object) -> str:
    role = _field(turn, "role")
    return role.strip().lower() if isinstance(role, str) else ""


def turn_text(turn: object) -> str:
    text = _field(turn, "text")
    return text if isinstance(text, str) else ""


def turn_ref(turn: object) -> str | None:
    """The turn's id for provenance: engram's own ``id``, else the caller's ``external_id``."""
    for name in ("id", "external_id"):
        value = _field(turn, name)
        if value is not None and not isinstance(value, bool) and str(value) != "":
            return str(value)
    return None


def turn_session(turn: object) -> str | None:
    value = _field(turn, "session_id")
    return None if value is None or value == "" else str(value)


def is_summarize_turn(turn: object) -> bool:
    """aish tags the assistant turn that answered ``:memory summarize`` with ``meta = "summarize"``
    (docs/decisions.md#shell); engram's ``Turn.meta`` is a mapping, so ``{"meta": "summarize"}``,
    ``{"kind": "summarize"}`` and ``{"summarize": true}`` count too."""
    meta = _field(turn, "meta")
    if isinstance(meta, str):
        return meta.strip().lower() == "summarize"
    if isinstance(meta, Mapping):
        for key in ("meta", "kind", "type", "tag"):
            value = meta.get(key)
            if isinstance(value, str) and value.strip().lower() == "summarize":
                return True
        return meta.get("summarize") is True
    return False
