"""Reconcile typed facts by slot, inside the close transaction (docs/typed-facts.md).

- same single-valued slot, new value -> supersede the stored item, bitemporally, with provenance;
- same slot, same rendered line -> confirm it (``last_confirmed_at``), never a second line;
- a switch or retraction that names the old value -> the item holding it is superseded or
  end-dated, whatever slot it is in (a switch with no slot of its own takes the item's slot);
- a temporary stay -> a ``trip`` item that carries its end date and never touches residence; it
  is end-dated at the first close after that date;
- trust tiers: an extracted fact never supersedes or ends an explicit (stated) item.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta

from engram import validation as v
from engram.extraction.candidates import Candidate
from engram.extraction.child_slots import first_told_child, known_child
from engram.extraction.fact_values import words_match
from engram.extraction.job_events import org_word
from engram.extraction.slots import TypedFact, category_of, is_single_valued, render, slot_key, slot_kind
from engram.extraction.tech_lexicon import tech_kind
from engram.extraction.tool_lexicon import ambiguous, purposes_of
from engram.items.write import forget_in, remember_in, supersede_in
from engram.models import Item, Provenance, WriteResult
from engram.operation import OpContext
from engram.store.base import ItemQuery, StoreTx

Skipped = tuple[str, str]
_TAGGED = ("rel", "age", "species", "until", "project")
_INHERITED = ("rel", "species", "age", "project", "desc")
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
DEFAULT_TRIP_DAYS = 3


@dataclass
class SlotOutcome:
    saved: list[WriteResult] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)
    ended: list[WriteResult] = field(default_factory=list)


def value_of(item: Item) -> str:
    return next((t[6:] for t in item.tags if t.startswith("value:")), item.content)


def qualifiers_of(item: Item) -> dict[str, str]:
    out: dict[str, str] = {}
    for tag in item.tags:
        name, _, value = tag.partition(":")
        if name in _TAGGED and value:
            out[name] = value
    if item.detail and item.detail.startswith("desc: "):
        out["desc"] = item.detail[6:]
    return out


def _slot_for(old_slot: str, value: str) -> str:
    """The slot a switch's new value takes from the old value's: the same one, except where each
    value is its own slot ("swapped chess for bouldering": ``hobby:bouldering`` replaces
    ``hobby:chess``, never ``hobby:chess`` holding bouldering)."""
    if old_slot.startswith(("hobby:", "allergy:")):
        return f"{old_slot.split(':')[0]}:{slot_key(value)}"
    return old_slot


def holds(item: Item, spoken: str) -> bool:
    """Does ``spoken`` (the old value of a switch or retraction) name this item's value or name?"""
    if item.slot == "employer" and not _names_workplace(value_of(item), spoken):
        return False
    if words_match(value_of(item), spoken):
        return True
    parts = (item.slot or "").split(":")
    return len(parts) > 1 and words_match(parts[1], spoken)


def _names_workplace(stored: str, spoken: str) -> bool:
    """Does ``spoken`` name the workplace itself, not a thing of it ("the Brightline football team",
    "Brightline's London office", "the Brightline rebrand")? Words beyond the stored name may only be
    those of a company's name ("Brightline Labs" for "Brightline")."""
    kept = {w[:5] for w in re.findall(r"[\w+#]+", stored.casefold())}
    extra = [w for w in re.findall(r"[\w+#]+", spoken.casefold()) if w[:5] not in kept and w not in ("the", "s")]
    return all(org_word(w) for w in extra)


# slots whose value is a proper name: a shorter form of the stored name restates it
_NAMED_SLOTS = frozenset({"employer", "residence", "manager", "partner"})


def shortened(fact: TypedFact, stored: str) -> bool:
    """Is the fact's value the stored name said short ("Tidewater" for "Tidewater Systems", "Dana" for
    "Dana Whitfield")? Only names: a shorter title ("engineer" for "senior engineer") is a change."""
    said, kept = slot_key(fact.value).split(), slot_key(stored).split()
    return fact.slot in _NAMED_SLOTS and 0 < len(said) < len(kept) and kept[: len(said)] == said


def _active_slotted(tx: StoreTx, ctx: OpContext, namespace: str) -> list[Item]:
    found = tx.find_items(ItemQuery(owner=ctx.owner, namespace=namespace, slotted=True))
    return sorted((i for i in found if i.namespace == namespace), key=lambda i: (i.recorded_at, i.id), reverse=True)


def trip_end(spoken: str | None, at: datetime) -> datetime:
    """The end of a temporary stay: "Wednesday" -> the coming Wednesday; "this weekend" -> Sunday."""
    text = (spoken or "").lower()
    day = next((i for i, name in enumerate(_WEEKDAYS) if name in text), None)
    if day is None and ("weekend" in text or "this week" in text):
        day = 6
    if day is not None:
        ahead = (day - at.weekday()) % 7 + (7 if "next" in text else 0)
        end = at + timedelta(days=ahead)
    elif "next week" in text or "week" in text:
        end = at + timedelta(days=7)
    else:
        end = at + timedelta(days=DEFAULT_TRIP_DAYS)
    return end.replace(hour=23, minute=59, second=59, microsecond=0)


def expire_trips(tx: StoreTx, ctx: OpContext, namespace: str, at: datetime) -> list[WriteResult]:
    """End-date the temporary stays whose end date has passed by ``at`` (the session's last turn)."""
    ended: list[WriteResult] = []
    for item in _active_slotted(tx, ctx, namespace):
        if item.slot != "trip" or item.source != "extracted":
            continue
        until = qualifiers_of(item).get("until")
        if until:
            when = datetime.fromisoformat(until).replace(tzinfo=at.tzinfo)
            if when < at:
                ended.append(forget_in(tx, ctx, item, when))
    return ended


class SlotReconciler:
    """Applies one close's typed candidates; reads the namespace's slotted items as it goes."""

    def __init__(self, tx: StoreTx, ctx: OpContext, namespace: str, at: datetime) -> None:
        self.tx, self.ctx, self.namespace, self.at = tx, ctx, namespace, at

    def apply(self, cand: Candidate, provenance: Provenance, confidence: float) -> SlotOutcome:
        out = SlotOutcome()
        fact = TypedFact(cand.slot or "?", cand.value or "", cand.fact_op, cand.old_value, cand.qualifiers)
        active = _active_slotted(self.tx, self.ctx, self.namespace)
        if fact.op == "end":
            self._end(fact, active, cand, out)
            return out
        if fact.q("needs") == "child":  # "my son turned 8", "Mila turned 4": which child is memory's to say
            child = known_child(fact, active) or first_told_child(fact, active, cand.evidence or cand.content)
            if child is None:
                out.skipped.append((cand.content, f"no remembered child is {fact.value or fact.q('rel')!r}"))
                return out
            fact, cand = child, replace(cand, category=category_of(child.slot))
        if fact.slot == "?":
            source = [i for i in active if fact.old and holds(i, fact.old)] or [
                i for i in active if not fact.old and holds(i, fact.value)
            ]
            project = fact.q("project")
            if not source and fact.old and self._rewrite_untyped(fact, cand, provenance, confidence, out):
                return out
            if not source and project and fact.old:  # "on Marigold: moving off Django onto Rails"
                kind = tech_kind(fact.value) or "stack"
                fact = TypedFact(f"project:{slot_key(project)}:{kind}", fact.value, "set", fact.old, fact.qualifiers)
            elif not source and (purpose := _switch_purpose(fact)) is not None:
                # "swapped out Sublime for Zed" with Sublime never remembered: the lexicon knows Zed's slot
                fact = TypedFact(f"tool:{purpose}", fact.value, "set", fact.old, fact.qualifiers)
            elif not source:
                out.skipped.append((cand.content, f"no stored fact names {fact.old or fact.value!r}"))
                return out
            else:
                fact = TypedFact(
                    _slot_for(source[0].slot or "?", fact.value), fact.value, "set", fact.old, fact.qualifiers
                )
        if fact.q("needs") == "project":
            family = "project:" + fact.slot.split(":")[1]
            if not any((i.slot or "") == family or (i.slot or "").startswith(family + ":") for i in active):
                out.skipped.append((cand.content, f"{fact.q('project')!r} is not a known project"))
                return out
            fact = TypedFact(
                fact.slot, fact.value, fact.op, fact.old, tuple(q for q in fact.qualifiers if q[0] != "needs")
            )
        if fact.op == "temp":
            until = trip_end(fact.q("until"), self.at).date().isoformat()
            quals = (*(q for q in fact.qualifiers if q[0] != "until"), ("until", until))
            fact = TypedFact("trip", fact.value, "temp", None, quals)
        self._set(fact, active, cand, provenance, confidence, out)
        return out

    # ---- set ---------------------------------------------------------------------------------
    def _set(
        self, fact: TypedFact, active: list[Item], cand: Candidate, prov: Provenance, conf: float, out: SlotOutcome
    ) -> None:
        if fact.old and not any(holds(i, fact.old) and i.slot == fact.slot for i in active):
            elsewhere = [i for i in active if holds(i, fact.old)]
            if elsewhere and elsewhere[0].slot:  # "moving from Python to Ruby": Python is a language
                fact = TypedFact(
                    _slot_for(elsewhere[0].slot, fact.value), fact.value, fact.op, fact.old, fact.qualifiers
                )
        same_slot = [i for i in active if i.slot == fact.slot]
        if fact.old:
            named = [i for i in active if holds(i, fact.old) and slot_kind(i.slot or "") == slot_kind(fact.slot)]
            same_slot = named + [i for i in same_slot if i not in named] if is_single_valued(fact.slot) else named
        elif not is_single_valued(fact.slot):
            same_slot = [i for i in same_slot if holds(i, fact.value)]
        target = same_slot[0] if same_slot else None
        if target is not None:
            inherited = qualifiers_of(target)
            mine = dict(fact.qualifiers)
            for name in _INHERITED:
                if name not in mine and name in inherited and not (name == "age" and fact.old):
                    mine[name] = inherited[name]
            fact = TypedFact(fact.slot, fact.value, fact.op, fact.old, tuple(mine.items()))
        text = v.content(render(fact), self.ctx.policy)
        tags, detail = self._tags(fact)
        if target is not None and not fact.old and shortened(fact, value_of(target)):
            text = target.content  # "still at Tidewater" restates "Tidewater Systems": one name, said short
        if target is not None and v.content_key(target.content) == v.content_key(text):
            self.tx.set_last_confirmed(self.ctx.owner, target.id, self.ctx.now())
            out.skipped.append((text, f"already remembered (#{target.id})"))  # and confirmed
            self._end_rest(same_slot[1:], fact, out)
            return
        if target is not None and target.source != "extracted":
            out.skipped.append(
                (text, f"conflicts with explicit memory #{target.id}; an extracted memory never overrides it")
            )
            return
        if target is not None:
            out.saved.append(
                supersede_in(
                    self.tx,
                    self.ctx,
                    target,
                    content=text,
                    category=cand.category,
                    summary=None,
                    detail=detail,
                    tags=tags,
                    source="extracted",
                    provenance=prov,
                    confidence=conf,
                    slot=fact.slot,
                )
            )
            self._end_rest(same_slot[1:], fact, out)
            return
        result = remember_in(
            self.tx,
            self.ctx,
            text,
            namespace=self.namespace,
            category=cand.category,
            summary=None,
            detail=detail,
            tags=tags,
            source="extracted",
            confidence=conf,
            provenance=prov,
            slot=fact.slot,
        )
        if result.created:
            out.saved.append(result)
        else:
            out.skipped.append((text, f"already remembered (#{result.item.id})"))

    def _end_rest(self, rest: list[Item], fact: TypedFact, out: SlotOutcome) -> None:
        """Older duplicates of a single-valued slot end with the update (one fact, one line)."""
        if not is_single_valued(fact.slot):
            return
        for item in rest:
            if item.source == "extracted" and item.is_active:
                out.ended.append(forget_in(self.tx, self.ctx, item))

    def _tags(self, fact: TypedFact) -> tuple[tuple[str, ...], str | None]:
        tags = [f"value:{fact.value}"[:64]]
        detail = None
        for name, value in fact.qualifiers:
            if name in _TAGGED:
                tags.append(f"{name}:{value}"[:64])
            elif name == "desc":
                detail = f"desc: {value}"
        return v.tags(tags, self.ctx.policy), detail

    # ---- end ---------------------------------------------------------------------------------
    def _end(self, fact: TypedFact, active: list[Item], cand: Candidate, out: SlotOutcome) -> None:
        if fact.slot == "pet":  # "we lost our cat": the one stored pet of that kind, if there is one
            pets = [i for i in active if (i.slot or "").startswith("pet:") and _of_kind(i, fact.q("species") or "")]
            targets = pets if len(pets) == 1 else []
        elif fact.slot != "?":
            targets = [i for i in active if i.slot == fact.slot and (fact.old is None or holds(i, fact.old))]
        else:
            targets = [i for i in active if fact.old and holds(i, fact.old)]
        if not targets and fact.old:
            targets = self._untyped_naming(fact.old)
        if not targets:
            out.skipped.append((cand.content, f"no stored fact names {fact.old or fact.slot!r}"))
            return
        for item in targets:
            if item.source != "extracted":
                out.skipped.append(
                    (cand.content, f"explicit memory #{item.id} stands; an extracted retraction never ends it")
                )
                continue
            out.ended.append(forget_in(self.tx, self.ctx, item))

    # ---- memories without a slot ---------------------------------------------------------------
    def _untyped_naming(self, spoken: str) -> list[Item]:
        """Extracted items with no slot whose text names ``spoken`` as whole words ("Building Bramble, a
        league table app" for "We cancelled Bramble"): what a retraction or switch falls back to."""
        pattern = re.compile(rf"(?<!\w){re.escape(spoken)}(?!\w)", re.IGNORECASE)
        found = self.tx.find_active_by_substring(self.ctx.owner, spoken, 50)
        return [
            i
            for i in found
            if i.namespace == self.namespace
            and i.slot is None
            and i.source == "extracted"
            and pattern.search(i.content)
        ]

    def _rewrite_untyped(
        self, fact: TypedFact, cand: Candidate, prov: Provenance, conf: float, out: SlotOutcome
    ) -> bool:
        """A switch naming the old value of an untyped memory: the same line with the new value."""
        assert fact.old is not None
        targets = self._untyped_naming(fact.old)
        if not targets:
            return False
        target = targets[0]
        text = re.sub(rf"(?<!\w){re.escape(fact.old)}(?!\w)", fact.value, target.content, flags=re.IGNORECASE)
        out.saved.append(
            supersede_in(
                self.tx,
                self.ctx,
                target,
                content=v.content(text, self.ctx.policy),
                category=target.category,
                summary=None,
                detail=target.detail,
                tags=target.tags,
                source="extracted",
                provenance=prov,
                confidence=conf,
            )
        )
        return True


def _switch_purpose(fact: TypedFact) -> str | None:
    """The one purpose both sides of a switch share in the tool lexicon (an ambiguous new name needs
    a known old one beside it), or None."""
    new = purposes_of(fact.value)
    if fact.old:
        new &= purposes_of(fact.old)
    elif ambiguous(fact.value):
        return None
    return next(iter(new)) if len(new) == 1 else None


# A kind said in general for the one animal stored by its species or breed: "RIP little fish" for the goldfish,
# "the bird died" for the cockatiel, "our pup" for the puppy.
_KINDS: dict[str, frozenset[str]] = {
    "bird": frozenset(
        "budgie budgerigar parrot parakeet canary cockatiel finch lovebird macaw cockatoo conure parrotlet lorikeet "
        "ringneck caique eclectus pigeon dove birb birdie".split()
    ),
    "fish": frozenset("goldfish koi betta guppy tetra pleco".split()),
    "dog": frozenset("puppy pup doggo doggy doggie pooch pupper".split()),
    "cat": frozenset("kitten kitty moggy moggie catto tomcat".split()),
    "rabbit": frozenset("bunny bun lop".split()),
}


def _of_kind(item: Item, kind: str) -> bool:
    """Whether the stored pet ``item`` is of the ``kind`` a loss names: the same species, a species named
    by its last word ("fish" for "goldfish", "collie" for "border collie"), or one of a general kind's."""
    if not kind:
        return False
    species = [t.split(":", 1)[1] for t in item.tags if t.startswith("species:")]
    family = _KINDS.get(kind, frozenset())
    for stored in species:
        if stored == kind or stored.endswith(kind) or stored in family:
            return True
        if kind in _KINDS.get(stored, frozenset()) or any(stored in f and kind in f for f in _KINDS.values()):
            return True  # "the puppy" for a stored dog; "the kitty" for a stored kitten
    return False
