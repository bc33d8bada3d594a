"""Typed facts as rule hits: the bridge between the fact grammar and the rule extractor's collector."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from engram.extraction.couple_named import couple_named
from engram.extraction.fact_values import trim, words_match
from engram.extraction.facts import sentence_facts
from engram.extraction.hits import _Hit
from engram.extraction.lexicon import CONF_CALL_ME, CONF_CORRECTION, CONF_FROM_NOW_ON, CONF_PROFILE, CONF_REMEMBER
from engram.extraction.manager_answers import asked_of_another, work_slot
from engram.extraction.named_next import named_next
from engram.extraction.parent_named import parent_named
from engram.extraction.person_names import full_name
from engram.extraction.referents import aged, referred
from engram.extraction.slots import TypedFact, category_of, slot_key, typed_content

_DURABLE = re.compile(r"\b(?:from now on|going forward|in future|in the future|moving forward)\b", re.IGNORECASE)
_MARRIED = re.compile(r"\b(?:got|just\s+got)\s+(?:married|hitched)\b|\btied\s+the\s+knot\b", re.IGNORECASE)
_REMEMBER = re.compile(
    r"^\W*(?:please\s+)?(?:remember|note\s+that|keep\s+in\s+mind|don't\s+forget|do\s+not\s+forget|"
    r"for\s+future\s+reference|note\s+to\s+self)\b",
    re.IGNORECASE,
)


def _resolve(fact: TypedFact, context: Sequence[_Hit]) -> TypedFact:
    """A switch with no slot of its own takes the slot of the fact said earlier that holds its old value."""
    if fact.slot != "?" or not fact.old:
        return fact
    for hit in reversed(context):
        earlier = hit.fact
        if earlier is not None and earlier.op != "end" and earlier.slot != "?" and words_match(earlier.value, fact.old):
            kept = tuple(q for q in earlier.qualifiers if q[0] in ("rel", "species", "project"))
            return replace(fact, slot=earlier.slot, qualifiers=kept + fact.qualifiers)
    return fact


def _original(evidence: str, original: str) -> str:
    """The span of the text as written that the (normalised, quote-masked) evidence covers."""
    # (a label read from a self-asked question, "my job? nurse", was written with its question mark)
    parts = [re.escape(c) if c not in "\x00:" else "." if c == "\x00" else "[:?]" for c in evidence]
    # (a space may stand for the quote marks set aside around a quoted name: "my title is 'Lead Data Scientist'")
    pattern = "".join(r"[\s'\"“”‘’«»`]+" if p in (r"\ ", " ") else p for p in parts)
    found = re.search(pattern, original, re.DOTALL)
    return " ".join(found.group(0).split()) if found else evidence.replace("\x00", " ")


_QUOTED = re.compile(r"[\"“‘'](?P<q>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž0-9])[^\"“”‘’\n]{1,60}?)[\"”’'](?![\w])")
_NAMED_SLOTS = ("project:", "pet:", "child:")


def _whole_quoted(fact: TypedFact, original: str) -> TypedFact:
    """A name the user set in quotes is the whole quoted title, however many words and whatever their case: "my
    novel 'La Casa de los Vientos'", "name is 'Chai aur Code'" (the readings of a name stop at a lower-case word)."""
    if not fact.slot.startswith(_NAMED_SLOTS) or not fact.value or fact.slot.count(":") != 1:
        return fact
    for quoted in _QUOTED.finditer(original):
        title = " ".join(quoted.group("q").split())
        if len(title.split()) <= 6 and title != fact.value and title.startswith(fact.value + " "):
            kind = fact.slot.split(":", 1)[0]
            quals = tuple((k, title if v == fact.value else v) for k, v in fact.qualifiers)
            return replace(fact, slot=f"{kind}:{slot_key(title)}", value=title, qualifiers=quals)
    return fact


def typed_hits(
    sentence: str,
    context: Sequence[_Hit] = (),
    original: str | None = None,
    before: str = "",
    *,
    same_turn: bool = True,
) -> list[_Hit]:
    """One hit per typed fact the sentence states (``sentence``: normalised, quotes masked); a
    switch is resolved against the facts stated earlier in the same conversation (``context``),
    and a reference to the text just before (``before``) is spelled out (engram.extraction.referents)."""
    hits: list[_Hit] = []
    remembered = _REMEMBER.match(sentence) is not None
    for fact in _with_referents(sentence, context, before, same_turn):
        fact = _resolve(fact, context)
        if original is not None and ("\x00" in fact.evidence or fact.evidence not in original):
            fact = replace(fact, evidence=_original(fact.evidence, original))
        if original is not None:
            fact = _whole_quoted(fact, original)
        confidence = CONF_REMEMBER if remembered else CONF_CORRECTION if fact.old else CONF_PROFILE
        if fact.slot.startswith("style:") and _DURABLE.search(sentence):
            confidence = max(confidence, CONF_FROM_NOW_ON)
        if fact.slot == "nickname":  # being told what to call the user is an instruction, said outright
            confidence = max(confidence, CONF_CALL_ME)
        hits.append(fact_hit(fact, confidence))
    return hits


class _Dash:
    """The first dash of a sentence that joins two clauses (" -- ", " — ")."""

    _AT = re.compile(r"\s+(?:--|—|–)\s+|\s*—\s*")

    def search(self, text: str) -> re.Match[str] | None:
        return self._AT.search(text)

    def partition(self, text: str) -> tuple[str, str, str]:
        found = self._AT.search(text)
        return (text, "", "") if found is None else (text[: found.start()], found.group(0), text[found.end() :])


_DASH = _Dash()
_FIRST_CLAUSE = re.compile(r"\s*,?\s+(?:and|but|so)\s+|\s*,\s+", re.IGNORECASE)


def _with_referents(sentence: str, context: Sequence[_Hit], before: str, same_turn: bool = True) -> list[TypedFact]:
    """The sentence's facts; when it leans on what came before, the facts of the spelled-out reading
    take the slots they fill (the user's sentence stays the evidence). A name given a role said just before is
    read only inside one turn: a turn that opens with a name has moved on ("my kid Cassius is 12 now" / "Oxbow is
    dead, archived the repo")."""
    facts = sentence_facts(sentence)
    earlier = [h.fact for h in context if h.fact is not None]
    said = referred(sentence, before, earlier)
    if said is None and same_turn and all(f.q("needs") for f in facts):
        said = named_next(sentence, before, earlier)  # (never over what the sentence says itself: "Sultan left us")
    if said is None and not any(f.slot == "partner" and f.op == "set" for f in facts):
        said = couple_named(sentence, before if same_turn else "")  # "Sunniva and I ... now that we're engaged"
    if said is None and not any(f.slot.startswith("child:") for f in facts):
        said = parent_named(sentence, before if same_turn else "")  # "what should I ask as her dad?"
    first = _FIRST_CLAUSE.split(sentence, maxsplit=1)[0]
    if said is None and not facts and first != sentence and len(first.split()) >= 2:
        # the reference said in the first clause, the sentence going on: "She's my girlfriend and obsessed with
        # sourdough", "That's where I live, so I'm curious if it's worth it"
        said = referred(first, before, earlier)
    head, dash, tail = _DASH.partition(sentence) if _DASH.search(sentence) else (sentence, "", "")
    if said is None and not facts and dash and len(tail.split()) >= 2:
        # ... or after a dash, leaning on the words before it: "a thank-you note to Ngozi -- she's been my manager"
        said = referred(_FIRST_CLAUSE.split(tail, maxsplit=1)[0], f"{before} {head}", earlier)
    if said is not None:
        spelled = [replace(f, evidence=sentence) for f in sentence_facts(said)]
        slots = {f.slot for f in spelled}
        facts = [f for f in facts if f.slot not in slots] + spelled
    if asked_of_another(before):  # "my sister? the night manager at Corley Hotels": her job, not the user's
        facts = [f for f in facts if not work_slot(f.slot)]
    return aged([_wed(_in_full(f, f"{before} {sentence}")) for f in facts], before)


def _in_full(fact: TypedFact, text: str) -> TypedFact:
    """A manager or partner named by a first name that the same turn gives in full takes the full name."""
    if fact.slot not in ("manager", "partner") or fact.op != "set" or " " in fact.value:
        return fact
    named = full_name(fact.value, text)
    return fact if named == fact.value else replace(fact, value=named)


def _wed(fact: TypedFact) -> TypedFact:
    """A partner the user has just married is a spouse, whatever they were before ("my fiancé Tomas"
    and then "Tomas and I got married": a partner, not a fiancé any more)."""
    if fact.slot != "partner" or fact.op != "set" or fact.q("rel") or not _MARRIED.search(fact.evidence):
        return fact
    return replace(fact, qualifiers=(("rel", "partner"), *fact.qualifiers))


def fact_hit(fact: TypedFact, confidence: float) -> _Hit:
    """The hit that carries one typed fact."""
    return _Hit(
        head="",
        value=typed_content(fact),
        category=category_of(fact.slot),
        confidence=confidence,
        rule=f"fact:{fact.rule}",
        evidence=fact.evidence,
        subject=None if fact.slot == "?" else fact.slot,
        op="update" if fact.old and fact.op == "set" else "add",
        target_hint=fact.old if fact.op == "set" else None,
        fact=fact,
    )


def retyped(earlier: _Hit, new: str, old: str | None, evidence: str) -> _Hit | None:
    """A correction of a typed fact stated just before ("My dog is Rex." "No, it's Max."): the same
    slot with the new value, rendered in the slot's wording."""
    fact = earlier.fact
    value = trim(new)
    if fact is None or fact.op != "set" or fact.slot == "?" or not value:
        return None
    head, _, name = fact.slot.partition(":")
    slot = f"{head}:{slot_key(value)}" if name and head in ("pet", "child", "hobby", "allergy") else fact.slot
    kept = tuple(q for q in fact.qualifiers if q[0] in ("rel", "species", "project"))
    changed = TypedFact(slot, value, "set", old or fact.value, kept, evidence, f"correction:{fact.rule}")
    return fact_hit(changed, max(earlier.confidence, CONF_CORRECTION))
