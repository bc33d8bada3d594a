"""The offline, rule-based extractor: explicit, durable statements the user made about themselves.

Only the user's own words count: assistant, system and tool turns, aish's ``meta = "summarize"``
turns, engram's own injected block (``<memory>…</memory>``, ``[background]``), fenced and indented
code, ``>`` quoted lines and text inside quotes are never read, and a turn that speaks to the model
(role markers, "ignore previous instructions", tool-call syntax, fence tags:
:mod:`engram.extraction.addressed`) yields nothing. Questions, hypotheticals and
conditionals, reported speech, hedged statements ("maybe", "I think", "not sure"), examples and
role-play produce nothing: a rule either sees a plain statement or it stays silent (precision
over recall; the LLM extractors and the manual triage cover the rest).

Content is written in one style: a subjectless third-person predicate about the user
("Prefers dark roast coffee", "Lives in Lisbon", "Name is Ana", "Is a nurse") or, for instructions
to the assistant, the user's own imperative ("Always cite sources", "No emojis"). Apart from the
small template vocabulary in :data:`TEMPLATE_WORDS` and third-person verb endings, every word of
a candidate comes from the source text (grounding: no fabrication).

Everything is deterministic and pure; the regular expressions are compiled at import.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from engram.context.block import AISH_KIND
from engram.extraction.addressed import addressed_to_model
from engram.extraction.candidates import (
    Candidate,
    ExtractInput,
    is_summarize_turn,
    turn_ref,
    turn_role,
    turn_session,
    turn_text,
)
from engram.extraction.hits import _Hit
from engram.extraction.lexicon import (
    CONF_CALL_ME,
    CONF_CORRECTION,
    CONF_DECISION,
    CONF_FROM_NOW_ON,
    CONF_HABIT,
    CONF_INSTRUCTION,
    CONF_MY_X,
    CONF_PREFERENCE,
    CONF_PROFILE,
    CONF_PROJECT,
    CONF_REMEMBER,
    MAX_CONTENT_CHARS,
    MAX_TURN_CHARS,
    TEMPLATE_WORDS,
    USER_ROLES,
    third_person,
)
from engram.extraction.matcher import _turn_hits
from engram.extraction.slots import Fallback
from engram.extraction.spelling import Spelled, spell_out

# Public names of this module before it was split; they are defined in the modules beside it.
__all__ = [
    "CONF_CALL_ME",
    "CONF_CORRECTION",
    "CONF_DECISION",
    "CONF_FROM_NOW_ON",
    "CONF_HABIT",
    "CONF_INSTRUCTION",
    "CONF_MY_X",
    "CONF_PREFERENCE",
    "CONF_PROFILE",
    "CONF_PROJECT",
    "CONF_REMEMBER",
    "MAX_CONTENT_CHARS",
    "MAX_TURN_CHARS",
    "TEMPLATE_WORDS",
    "USER_ROLES",
    "extract",
    "extract_text",
    "summarize_lines",
    "third_person",
]

# ---- public API ----------------------------------------------------------------------------------


def _key(content: str) -> str:
    return " ".join(content.casefold().replace("’", "'").split()).rstrip(" .!")


class _Collector:
    def __init__(self) -> None:
        self.out: list[Candidate] = []
        self.index: dict[str, int] = {}

    def add(self, hit: _Hit, turn_id: str | None, session_id: str | None) -> None:
        content = hit.content
        if not content.strip():
            return
        key = _key(content)
        turn_ids = (turn_id,) if turn_id is not None else ()
        if key in self.index:
            at = self.index[key]
            seen = self.out[at]
            merged_ids = seen.turn_ids + tuple(i for i in turn_ids if i not in seen.turn_ids)
            self.out[at] = replace(
                seen,
                turn_ids=merged_ids,
                confidence=max(seen.confidence, hit.confidence),
                op="update" if "update" in (seen.op, hit.op) else "add",
                target_hint=seen.target_hint or hit.target_hint,
            )
            return
        self.index[key] = len(self.out)
        fact = hit.fact
        self.out.append(
            Candidate(
                content=content,
                category=hit.category,
                confidence=round(hit.confidence, 4),
                op=hit.op,
                target_hint=hit.target_hint,
                subject=hit.subject,
                turn_ids=turn_ids,
                session_id=session_id,
                rule=hit.rule,
                evidence=hit.evidence,
                slot=None if fact is None else fact.slot,
                value=None if fact is None else fact.value,
                fact_op="set" if fact is None else fact.op,
                old_value=None if fact is None else fact.old,
                qualifiers=() if fact is None else fact.qualifiers,
            )
        )


def extract(
    turns: Iterable[ExtractInput], *, session_id: str | None = None, fallback: Fallback | None = None
) -> list[Candidate]:
    """Candidates from the user's turns, in order, each with the turn id and session it came from.

    Assistant, system and tool turns and aish ``meta = "summarize"`` turns are skipped. A correction
    ("No, it's Max") may refine a value the user stated in the same or the previous user turn.
    ``session_id`` overrides the turns' own ``session_id``. ``fallback`` reads typed facts from
    the sentences the grammar finds none in (:class:`engram.extraction.nearest.NearestFacts`).
    """
    collector = _Collector()
    previous: list[_Hit] = []
    said_before = ""
    for turn in turns:
        if turn_role(turn) not in USER_ROLES or is_summarize_turn(turn):
            continue
        text = turn_text(turn)
        if not text.strip() or addressed_to_model(text):  # text that speaks to the model is never a memory
            continue
        context = list(previous)
        spelled = spell_out(text)
        hits = _in_typed_words(_turn_hits(spelled.text, context, said_before, fallback), spelled)
        said_before = spelled.text
        sid = session_id if session_id is not None else turn_session(turn)
        ref = turn_ref(turn)
        for hit in hits:
            collector.add(hit, ref, sid)
        previous = hits or previous
    return collector.out


def extract_text(text: str) -> list[Candidate]:
    """Candidates from one piece of user text (no provenance)."""
    if not isinstance(text, str) or addressed_to_model(text):
        return []
    collector = _Collector()
    spelled = spell_out(text)
    for hit in _in_typed_words(_turn_hits(spelled.text, []), spelled):
        collector.add(hit, None, None)
    return collector.out


def _in_typed_words(hits: list[_Hit], spelled: Spelled) -> list[_Hit]:
    """Each hit's evidence as the user typed it ("im vegan now"), not as the grammar read it."""
    if not spelled.spans:
        return hits
    # (the evidence as the grammar reads it, whitespace collapsed: "I prefer >  Bc" is "I prefer > Bc")
    return [replace(h, evidence=" ".join(spelled.typed(h.evidence).split())) for h in hits]


def summarize_lines(candidates: Iterable[Candidate], *, limit: int | None = None) -> list[str]:
    """aish ``:memory summarize`` lines, ``(fact|pref|context): text`` (docs/decisions.md#shell), one per candidate.

    The kind follows engram's aish mapping everywhere else (export, the ``[background]`` block):
    preference and style are ``pref``, project is ``context``, everything else (profile, fact,
    decision) is ``fact``.
    """
    lines: list[str] = []
    for candidate in candidates:
        if limit is not None and len(lines) >= limit:
            break
        text = " ".join(candidate.content.split())
        if text:
            lines.append(f"{AISH_KIND.get(candidate.category, 'fact')}: {text}")
    return lines
