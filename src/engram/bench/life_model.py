"""The lives ``engram bench truth`` runs: scripted users, their turns, the facts planted in them.

A life is one simulated user: sessions of ``(role, text)`` turns. Some user turns are *events* that
set, clear (retract / end), restate or temporarily state a fact; some turns are *distractors* whose
values must never become a memory about the user (other people's facts, hypotheticals, quotes,
pasted code, the assistant's own preferences). The ground truth at any point is the replay of the
events up to there, so the truth is derived from the script and cannot drift from it.

Lives come from three sources (see :mod:`engram.bench.life_load`): the built-in lives, a JSON file in the format
of :func:`lives_to_json`, or a Python module exposing ``build_world()`` that returns user objects
(``uid``, ``name``, ``sessions`` of ``(role, text, tag)``, ``facts``, ``distractors``, ``questions``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engram.errors import InvalidInput

LIVES_FORMAT = "engram-lives/1"

SINGLE_VALUED = frozenset({"home", "employer", "title", "manager", "partner", "diet", "editor", "lang", "notes"})
"""Slots holding one value at a time: a second line stating the same current value is a repeat."""

CATEGORY = {
    "home": "residence",
    "temp": "temporary",
    "employer": "job",
    "title": "job",
    "manager": "manager",
    "partner": "family",
    "kid": "family",
    "age": "family",
    "pet": "pet",
    "diet": "diet",
    "allergy": "diet",
    "editor": "tools",
    "lang": "tools",
    "notes": "tools",
    "project": "project",
    "decision": "project",
    "status": "project",
    "hobby": "hobby",
    "style": "style",
}
"""The reporting category of a slot (the part of the slot before ``:``)."""

OPS = ("set", "clear", "restate", "temp")
DISTRACTOR_KINDS = ("third_party", "assistant", "quoted", "code", "hypothetical")
ROLES = ("user", "assistant")


def category_of(slot: str) -> str:
    return CATEGORY.get(slot.split(":")[0], "other")


@dataclass(frozen=True)
class Fact:
    """One planted value. ``keys`` must all appear on one context line for the fact to count as
    present; a key ``"a|b"`` accepts either word. ``value`` is how the user names it."""

    fid: str
    slot: str
    category: str
    keys: tuple[str, ...]
    label: str
    value: str


@dataclass(frozen=True)
class Event:
    """A user turn that changes the truth: ``ops`` are ``(op, fact)`` with op in :data:`OPS`."""

    ops: tuple[tuple[str, Fact], ...]
    text: str


@dataclass(frozen=True)
class Distractor:
    """A turn carrying values that are not the user's: any key on an active item is a leak."""

    kind: str
    keys: tuple[str, ...]
    text: str


@dataclass(frozen=True)
class LifeTurn:
    role: str
    text: str
    event: Event | None = None
    distractor: Distractor | None = None


@dataclass(frozen=True)
class Question:
    """Asked of ``Memory.recall`` at the end; answered when the slot's current value is in a hit."""

    text: str
    slot: str


@dataclass(frozen=True)
class Life:
    uid: str
    name: str
    sessions: tuple[tuple[LifeTurn, ...], ...]
    facts: tuple[Fact, ...]
    distractors: tuple[Distractor, ...]
    questions: tuple[Question, ...]

    def timeline(self) -> list[tuple[int, Event]]:
        """Every event with its session index, in the order it is said."""
        return [(s, t.event) for s, turns in enumerate(self.sessions) for t in turns if t.event is not None]

    @property
    def n_events(self) -> int:
        return sum(1 for turns in self.sessions for t in turns if t.event is not None)


def lives_from_world(users: Sequence[Any]) -> list[Life]:
    """Convert user objects shaped like a ``build_world()`` module's (duck-typed) into lives."""
    return [_life_from_user(u) for u in users]


def _life_from_user(u: Any) -> Life:
    facts: dict[str, Fact] = {}

    def fact(f: Any) -> Fact:
        if f.fid not in facts:
            cat = getattr(f, "cat", None) or category_of(f.slot)
            facts[f.fid] = Fact(f.fid, f.slot, cat, tuple(f.keys), f.label, getattr(f, "value", "") or f.keys[0])
        return facts[f.fid]

    for f in u.facts:
        fact(f)
    dists = {id(d): Distractor(d.kind, tuple(d.keys), d.text) for d in u.distractors}
    sessions = []
    for turns in u.sessions:
        out = []
        for role, text, tag in turns:
            if tag is not None and hasattr(tag, "ops"):
                ev = Event(tuple((op, fact(f)) for op, f in tag.ops), tag.text)
                out.append(LifeTurn(role, text, event=ev))
            elif tag is not None and id(tag) in dists:
                out.append(LifeTurn(role, text, distractor=dists[id(tag)]))
            else:
                out.append(LifeTurn(role, text))
        sessions.append(tuple(out))
    questions = tuple(Question(q, slot) for q, slot in u.questions)
    return Life(str(u.uid), str(u.name), tuple(sessions), tuple(facts.values()), tuple(dists.values()), questions)


# ---- JSON -------------------------------------------------------------------------------------
def lives_to_json(lives: Sequence[Life]) -> dict[str, Any]:
    """The JSON lives format: facts and distractors listed once per life, turns naming them by id."""
    out = []
    for life in lives:
        dist_ids = {d: f"d{i}" for i, d in enumerate(dict.fromkeys(life.distractors))}
        sessions = []
        for turns in life.sessions:
            rows: list[dict[str, Any]] = []
            for t in turns:
                row: dict[str, Any] = {"role": t.role, "text": t.text}
                if t.event is not None:
                    row["ops"] = [[op, f.fid] for op, f in t.event.ops]
                if t.distractor is not None:
                    row["distractor"] = dist_ids[t.distractor]
                rows.append(row)
            sessions.append(rows)
        out.append(
            {
                "uid": life.uid,
                "name": life.name,
                "facts": [
                    {
                        "id": f.fid,
                        "slot": f.slot,
                        "category": f.category,
                        "keys": list(f.keys),
                        "label": f.label,
                        "value": f.value,
                    }
                    for f in life.facts
                ],
                "distractors": [
                    {"id": i, "kind": d.kind, "keys": list(d.keys), "text": d.text} for d, i in dist_ids.items()
                ],
                "questions": [{"q": q.text, "slot": q.slot} for q in life.questions],
                "sessions": sessions,
            }
        )
    return {"format": LIVES_FORMAT, "lives": out}


def _need(cond: bool, where: str, what: str) -> None:
    if not cond:
        raise InvalidInput(f"lives file: {where}: {what}")


def _strings(value: Any) -> bool:
    return isinstance(value, list) and bool(value) and all(isinstance(x, str) and x for x in value)


def lives_from_json(data: Any) -> list[Life]:
    """Parse (and validate) the JSON lives format; every problem names where it is."""
    _need(isinstance(data, dict) and data.get("format") == LIVES_FORMAT, "top", f'expected "format": "{LIVES_FORMAT}"')
    return [_life(row, f"lives[{n}]") for n, row in enumerate(_list(data, "lives", "top", required=True))]


def _list(row: dict[str, Any], key: str, at: str, *, required: bool = False) -> list[Any]:
    value: Any = row.get(key, None if required else [])
    what = "a non-empty list" if required else "a list"
    _need(isinstance(value, list) and (bool(value) or not required), at, f'"{key}" must be {what}')
    return list(value)


def _text(value: Any, default: str) -> str:
    return value if isinstance(value, str) and value else default


def _life(row: Any, at: str) -> Life:
    _need(isinstance(row, dict), at, "must be an object")
    uid = row.get("uid")
    _need(isinstance(uid, str) and bool(uid), at, '"uid" must be a non-empty string')
    facts: dict[str, Fact] = {}
    for i, f in enumerate(_list(row, "facts", at)):
        w = f"{at}.facts[{i}]"
        _need(
            isinstance(f, dict) and isinstance(f.get("id"), str) and isinstance(f.get("slot"), str),
            w,
            '"id" and "slot" must be strings',
        )
        _need(_strings(f.get("keys")), w, '"keys" must be a non-empty list of words')
        keys = tuple(f["keys"])
        facts[f["id"]] = Fact(
            f["id"],
            f["slot"],
            _text(f.get("category"), category_of(f["slot"])),
            keys,
            _text(f.get("label"), f["id"]),
            _text(f.get("value"), keys[0]),
        )
    raw_sessions = _list(row, "sessions", at, required=True)
    said = {
        t["distractor"]: t.get("text")
        for sess in raw_sessions
        if isinstance(sess, list)
        for t in sess
        if isinstance(t, dict) and isinstance(t.get("distractor"), str)
    }
    dists: dict[str, Distractor] = {}
    for i, d in enumerate(_list(row, "distractors", at)):
        w = f"{at}.distractors[{i}]"
        _need(isinstance(d, dict) and isinstance(d.get("id"), str), w, '"id" must be a string')
        _need(d.get("kind") in DISTRACTOR_KINDS, w, f'"kind" must be one of {", ".join(DISTRACTOR_KINDS)}')
        _need(_strings(d.get("keys")), w, '"keys" must be a non-empty list of words')
        dists[d["id"]] = Distractor(d["kind"], tuple(d["keys"]), _text(d.get("text"), _text(said.get(d["id"]), "")))
    sessions = tuple(_session(sess, f"{at}.sessions[{s}]", facts, dists) for s, sess in enumerate(raw_sessions))
    questions = []
    for i, q in enumerate(_list(row, "questions", at)):
        _need(
            isinstance(q, dict) and isinstance(q.get("q"), str) and isinstance(q.get("slot"), str),
            f"{at}.questions[{i}]",
            '"q" and "slot" must be strings',
        )
        questions.append(Question(q["q"], q["slot"]))
    name = _text(row.get("name"), uid)
    return Life(uid, name, sessions, tuple(facts.values()), tuple(dists.values()), tuple(questions))


def _session(sess: Any, at: str, facts: dict[str, Fact], dists: dict[str, Distractor]) -> tuple[LifeTurn, ...]:
    _need(isinstance(sess, list), at, "must be a list of turns")
    turns = []
    for i, t in enumerate(sess):
        w = f"{at}[{i}]"
        _need(isinstance(t, dict) and t.get("role") in ROLES, w, '"role" must be "user" or "assistant"')
        _need(isinstance(t.get("text"), str) and bool(t["text"].strip()), w, '"text" must be non-empty')
        event = dist = None
        if "ops" in t:
            ops = t["ops"]
            _need(isinstance(ops, list) and bool(ops), w, '"ops" must be a non-empty list of [op, fact id]')
            pairs = []
            for op in ops:
                _need(
                    isinstance(op, list) and len(op) == 2 and op[0] in OPS and isinstance(op[1], str),
                    w,
                    f"each op must be [one of {', '.join(OPS)}, fact id]",
                )
                _need(op[1] in facts, w, f"unknown fact id {op[1]!r}")
                pairs.append((str(op[0]), facts[op[1]]))
            event = Event(tuple(pairs), t["text"])
        if "distractor" in t:
            ref = t["distractor"]
            _need(isinstance(ref, str) and ref in dists, w, f"unknown distractor id {ref!r}")
            dist = dists[ref]
        turns.append(LifeTurn(t["role"], t["text"], event=event, distractor=dist))
    return tuple(turns)
