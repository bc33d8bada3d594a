"""Which remembered child an age update is about, when it does not name the child the way the child
was introduced: "my son turned 10" (a relation word), "our eldest is 13 now" (a role, read against the
ages remembered), "Mila turned 4" for "Mila Rose" (the first name), "theo turned 7" for "Theo" (the
remembered spelling stays). Used by :mod:`engram.extraction.slot_reconcile`.
"""

from __future__ import annotations

import re

from engram.extraction.fact_lexicon import THIRD_PARTY
from engram.extraction.slots import TypedFact, child_rel, slot_key
from engram.models import Item

_OLDEST = frozenset({"eldest", "oldest", "firstborn", "first-born"})
_YOUNGEST = frozenset({"youngest", "baby", "little one"})


def _tag(item: Item, name: str) -> str:
    return next((t.split(":", 1)[1] for t in item.tags if t.startswith(name + ":")), "")


def _age(item: Item) -> int | None:
    said = _tag(item, "age")
    return int(said) if said.isdigit() else None


def _as(item: Item, fact: TypedFact, rel: str | None) -> TypedFact:
    kept = tuple(q for q in fact.qualifiers if q[0] not in ("rel", "needs"))
    quals = ((("rel", rel),) if rel else ()) + kept
    return TypedFact(item.slot or "?", _tag(item, "value") or item.content, fact.op, fact.old, quals)


def _by_role(kids: list[Item], role: str) -> Item | None:
    """The eldest or youngest of the remembered children, when every one has an age and one is it."""
    if len(kids) == 1:
        return kids[0]
    ages = [_age(k) for k in kids]
    if any(a is None for a in ages):
        return None
    known = [a for a in ages if a is not None]
    target = max(known) if role in _OLDEST else min(known)
    found = [k for k, a in zip(kids, ages, strict=True) if a == target]
    return found[0] if len(found) == 1 else None


def known_child(fact: TypedFact, active: list[Item]) -> TypedFact | None:
    """``fact`` in the slot (and spelling) of the one remembered child it is about, or None."""
    kids = [i for i in active if (i.slot or "").startswith("child:")]
    same = [i for i in kids if i.slot == fact.slot]
    if same and fact.slot != "?":
        return _as(same[0], fact, fact.q("rel"))
    said = child_rel(fact.q("rel") or slot_key(fact.value))
    if said in _OLDEST or said in _YOUNGEST:
        found = _by_role(kids, said)
        return _as(found, fact, None) if found is not None else None
    if fact.slot == "?":  # "my son turned 10": the one son ("kid" fits any child)
        fits = [i for i in kids if said not in ("son", "daughter") or child_rel(_tag(i, "rel")) == said]
        return _as(fits[0], fact, _tag(fits[0], "rel") or None) if len(fits) == 1 else None
    key = slot_key(fact.value)  # "Mila turned 4": the one child whose first name is Mila
    firsts = [i for i in kids if (i.slot or "").split(":", 1)[1].split()[:1] == [key]]
    return _as(firsts[0], fact, fact.q("rel")) if len(firsts) == 1 else None


def first_told_child(fact: TypedFact, active: list[Item], said: str) -> TypedFact | None:
    """A child first told by name and age alone ("Oliver is 6 and reading chapter books", "Zara (12) wants a
    phone"), while memory holds no child yet and nobody else is in the sentence: the child is the user's. Never a
    name memory holds for another (a pet "Rex" turning 12 is the pet's birthday), never beside a child already
    remembered ("Bodhi (9) from his class" is a classmate), and never a relation word alone."""
    if not fact.slot.startswith("child:") or not fact.q("age") or not fact.value[:1].isupper():
        return None
    if any((i.slot or "").startswith("child:") for i in active) or _SOMEBODY_ELSE.search(said):
        return None
    key = slot_key(fact.value)
    if any(slot_key(_tag(i, "value")) == key or key in slot_key(i.content).split() for i in active):
        return None
    return TypedFact(fact.slot, fact.value, fact.op, fact.old, tuple(q for q in fact.qualifiers if q[0] != "needs"))


_SOMEBODY_ELSE = re.compile(rf"\b(?:{THIRD_PARTY}|class|classmates?|school|team|students?|pupils?)\b", re.IGNORECASE)
