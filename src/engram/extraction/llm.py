"""The LLM extractor: one model call per session close (docs/decisions.md#chat-app; the single-pass pattern).

The call sees the new turns, the running summary (compressed earlier context) and the stored memories
related to the turns — found through ``recall_fn`` and shown under local indexes 1..N, never their ids.
The answer's ops are validated in code (:func:`engram.extraction.prompts.parse_ops`); an
``update`` becomes a :class:`Candidate` whose ``target_hint`` is ``#<item id>``, which
:mod:`engram.extraction.reconcile` resolves to exactly that item, so its trust-tier guard (an extracted
memory never supersedes an explicit one) and grounding check apply as to any candidate. ``skip`` ops
produce nothing.

A malformed answer gives no candidates (the close still completes and writes its digest). A provider
failure (network, timeout, non-zero exit) falls back to the rule-based extractor for that close, so
an unreachable model never blocks closing. Every call's token usage goes to the optional cost log.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from typing import Protocol

from engram.errors import EngramError
from engram.extraction.addressed import addressed_to_model
from engram.extraction.candidates import Candidate, ExtractInput, turn_ref, turn_role, turn_text
from engram.extraction.prompts import SCHEMA, Known, build_messages, parse_ops
from engram.extraction.rules import extract as rule_extract
from engram.extraction.slots import TypedFact, category_of, typed_content
from engram.models import DEFAULT_CATEGORIES
from engram.providers.base import LLM, Completion

__all__ = ["LLMExtractor", "RecallFn", "Related"]

log = logging.getLogger("engram.extract")
_QUERY_CHARS = 2000


class Related(Protocol):
    """What ``recall_fn`` returns per memory (an :class:`engram.models.Item` satisfies it)."""

    @property
    def id(self) -> int: ...

    @property
    def content(self) -> str: ...

    @property
    def category(self) -> str: ...

    @property
    def source(self) -> str: ...

    @property
    def confidence(self) -> float | None: ...


RecallFn = Callable[[str], Sequence[Related]]
CostSink = Callable[[Completion, str], None]


class LLMExtractor:
    """An :class:`engram.extraction.port.Extractor` backed by a chat model."""

    name = "llm"

    def __init__(
        self,
        llm: LLM,
        recall_fn: RecallFn | None = None,
        *,
        cost_log: CostSink | None = None,
        categories: Sequence[str] = DEFAULT_CATEGORIES,
        max_related: int = 20,
        max_tokens: int = 2000,
    ) -> None:
        self.llm = llm
        self._recall = recall_fn
        self._cost = cost_log
        self._categories = tuple(categories)
        self._max_related = max_related
        self._max_tokens = max_tokens
        self.last_completion: Completion | None = None
        self.last_dropped: list[str] = []

    def __repr__(self) -> str:
        return f"LLMExtractor({self.llm!r})"

    def bind(self, recall_fn: RecallFn) -> None:
        """Set how related memories are found (``app`` binds it once the Memory exists)."""
        self._recall = recall_fn

    @property
    def bound(self) -> bool:
        return self._recall is not None

    def _related(self, turns: Sequence[ExtractInput]) -> list[Related]:
        if self._recall is None:
            return []
        query = " ".join(turn_text(t) for t in turns if turn_role(t) == "user")[:_QUERY_CHARS].strip()
        if not query:
            return []
        try:
            found = list(self._recall(query))
        except EngramError as exc:
            log.warning("related memories not found (%s); extracting without them", exc)
            return []
        unique = {item.id: item for item in found}
        return list(unique.values())[: self._max_related]

    def extract(
        self, turns: Sequence[ExtractInput], *, session_id: str | None, summary: str | None = None
    ) -> list[Candidate]:
        self.last_completion, self.last_dropped = None, []
        usable = [t for t in turns if turn_text(t).strip()]
        if not usable:
            return []
        related = self._related(usable)
        known = [
            Known(n, item.content, item.category, item.source, item.confidence, getattr(item, "slot", None))
            for n, item in enumerate(related, 1)
        ]
        messages = build_messages(
            [(turn_role(t) or "user", turn_text(t)) for t in usable],
            summary=summary,
            known=known,
            categories=self._categories,
        )
        started = time.perf_counter()
        try:
            completion = self.llm.complete(messages, json_schema=SCHEMA, max_tokens=self._max_tokens)
        except EngramError as exc:
            log.warning("LLM extraction failed (%s); using the rule-based extractor for this close", exc)
            return rule_extract(turns, session_id=session_id)
        if not completion.seconds:
            completion = Completion(
                completion.text,
                completion.model,
                completion.input_tokens,
                completion.output_tokens,
                time.perf_counter() - started,
                completion.provider,
            )
        self.last_completion = completion
        if self._cost is not None:
            self._cost(completion, "extract")
        ops, dropped = parse_ops(completion.text, known=len(known), turns=len(usable))
        for reason in dropped:
            log.info("LLM extraction: dropped %s", reason)
        self.last_dropped = dropped
        candidates: list[Candidate] = []
        for op in ops:
            if op.op == "skip":
                continue
            if addressed_to_model(op.content):  # an instruction to the model is never a memory
                self.last_dropped.append(f"{op.content[:60]!r}: addressed to the model, not about the user")
                log.info("LLM extraction: dropped %r: addressed to the model", op.content[:60])
                continue
            refs = tuple(r for r in (turn_ref(usable[n - 1]) for n in op.turns) if r is not None)
            target = related[op.index - 1] if op.op == "update" and op.index is not None else None
            fact = (
                None if op.slot is None else TypedFact(op.slot, op.value or "", op.fact_op, op.old_value, op.qualifiers)
            )
            try:
                candidates.append(
                    Candidate(
                        content=op.content if fact is None else typed_content(fact),
                        category=op.category if fact is None else category_of(fact.slot),
                        confidence=op.confidence,
                        op="update" if target is not None else "add",
                        target_hint=None if target is None else f"#{target.id}",
                        turn_ids=refs,
                        session_id=session_id,
                        rule="llm",
                        evidence="" if fact is None else (fact.value or fact.old or ""),
                        slot=None if fact is None else fact.slot,
                        value=None if fact is None else fact.value,
                        fact_op="set" if fact is None else fact.op,
                        old_value=None if fact is None else fact.old,
                        qualifiers=() if fact is None else fact.qualifiers,
                    )
                )
            except EngramError as exc:
                self.last_dropped.append(f"{op.content[:60]!r}: {exc}")
                log.info("LLM extraction: dropped %r: %s", op.content[:60], exc)
        return candidates
