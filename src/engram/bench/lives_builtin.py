"""The generated lives of ``engram bench truth``: simulated users over 30-40 sessions each.

Several banks of values and sentences feed the same generator, one phrasing module each, listed in
:data:`BANKS`. The built-in bank is the default; the later ones exist because grammar work tunes on
whatever failures it can read, so a figure is honest only on a bank written blind to the grammar and
measured before anyone read its failures. Each blind bank, once opened for grammar work, is replaced by a
newer one.

Deterministic (fixed seed per bank). Each user gets a voice (plain, chatty, terse, rambling, typo-prone) and a
life of arcs placed over the sessions: moves and trips, job, title and manager changes, partner,
children and birthdays, pets, diet and allergies, tools and languages with replacements, projects
with decisions and status, a hobby that may be dropped, a style preference; then restatements and a
correction of something the assistant got wrong. Filler chat and distractors (other people's facts,
hypotheticals, quotes, pasted code, the assistant's own taste) fill the sessions around the events.
"""

from __future__ import annotations

import random
from collections import defaultdict
from dataclasses import dataclass
from types import ModuleType

from engram.bench import (
    lives_phrasings,
    lives_phrasings_blind,
    lives_phrasings_candid,
    lives_phrasings_fresh,
    lives_phrasings_heldout,
    lives_phrasings_muted,
    lives_phrasings_practice,
    lives_phrasings_quiet,
    lives_phrasings_sealed,
    lives_phrasings_tacit,
    lives_phrasings_unseen,
    lives_phrasings_veiled,
)
from engram.bench.life_match import matches
from engram.bench.life_model import Distractor, Life, LifeTurn, Question
from engram.bench.lives_arcs import plan_life
from engram.bench.lives_writer import Placed, ValuePool, Writer, articles

VOICES = ("plain", "chatty", "terse", "rambling", "typos")


@dataclass(frozen=True)
class Bank:
    """One bank of lives: a phrasing module, the seed and number of users drawn from it, the uid prefix
    that keeps its users apart from every other bank's, and what it is for (the CLI help says this)."""

    name: str
    phrasings: ModuleType
    seed: int
    users: int
    prefix: str
    about: str


BANKS: tuple[Bank, ...] = (
    Bank("builtin", lives_phrasings, 20261126, 6, "b", "the default bank, tuned on"),
    Bank("practice", lives_phrasings_practice, 20270118, 8, "p", "a bank for grammar development"),
    Bank("heldout", lives_phrasings_heldout, 20270409, 8, "h", "a bank only partly studied"),
    Bank("fresh", lives_phrasings_fresh, 20271207, 10, "f", "written blind to the grammar, now for development"),
    Bank("sealed", lives_phrasings_sealed, 20280317, 10, "s", "written blind to the grammar, now for development"),
    Bank("blind", lives_phrasings_blind, 20280623, 10, "x", "written blind to the grammar, now for development"),
    Bank("unseen", lives_phrasings_unseen, 20281011, 10, "u", "written blind to the grammar, now for development"),
    Bank("veiled", lives_phrasings_veiled, 20290214, 10, "v", "written blind to the grammar, now for development"),
    Bank("candid", lives_phrasings_candid, 20290707, 10, "c", "written blind to the grammar, now for development"),
    Bank("tacit", lives_phrasings_tacit, 20291121, 10, "t", "written blind to the grammar, now for development"),
    Bank("quiet", lives_phrasings_quiet, 20300301, 10, "q", "written blind, only ever measured in aggregate"),
    Bank("muted", lives_phrasings_muted, 20301010, 10, "m", "written blind, only ever measured in aggregate"),
)
"""Every bank, in the order they were written. A bank written blind is measured before anyone reads its
failures; once read, it is a development bank and a newer blind one takes its place."""

BANK_NAMES = tuple(b.name for b in BANKS)


def bank_named(name: str) -> Bank:
    """The bank called ``name``; KeyError for any other name."""
    for bank in BANKS:
        if bank.name == name:
            return bank
    raise KeyError(name)


def build_bank(name: str, n_users: int | None = None) -> list[Life]:
    """The lives of the bank called ``name`` (all its users, or the first ``n_users``)."""
    bank = bank_named(name)
    return build_lives(bank.seed, bank.users if n_users is None else n_users, bank.phrasings, bank.prefix)


def build_lives(
    seed: int = BANKS[0].seed, n_users: int = BANKS[0].users, bank: ModuleType = lives_phrasings, prefix: str = "b"
) -> list[Life]:
    """``n_users`` users from one seeded generator worded from one phrasing ``bank`` (the same seed and
    bank, the same lives); uids are ``prefix`` + index + name."""
    rng = random.Random(seed)
    values = ValuePool(rng)
    rotation: dict[int, set[int]] = defaultdict(set)
    lives = []
    for idx in range(n_users):
        (name,) = values.take("name", bank.FIRST_NAMES)
        n = rng.randint(30, 40)
        w = Writer(rng, n, VOICES[idx % len(VOICES)], rotation, bank)
        questions = plan_life(w, values, str(name))
        lives.append(_assemble(rng, w, values, f"{prefix}{idx:02d}-{str(name).lower()}", str(name), questions))
    return lives


def _distractors(rng: random.Random, values: ValuePool, bank: ModuleType) -> tuple[list[Distractor], list[Distractor]]:
    dv = {
        "c": values.take("dcity", bank.D_CITIES, 6),
        "t": values.take("dtool", bank.D_TOOLS, 3),
        "n": values.take("dname", bank.D_NAMES, 3),
        "j": values.take("djob", bank.D_JOBS, 2),
        "a": values.take("dall", bank.D_ALLERGENS, 1),
        "d": values.take("ddiet", bank.D_DIETS, 1),
        "s": values.take("dsp", bank.D_SPECIES, 2),
    }

    def make(kind: str, template: str) -> Distractor:
        vals = {k: str(rng.choice(v)) for k, v in dv.items()}
        keys = tuple(v for k, v in vals.items() if "{" + k + "}" in template)
        return Distractor(kind, keys, articles(template.format(**vals)))

    said = []
    for kind, pool, k in (
        ("hypothetical", bank.HYPOTHETICAL, 3),
        ("third_party", bank.THIRD_PARTY, 4),
        ("quoted", bank.QUOTED, 2),
        ("code", bank.CODE, 2),
    ):
        said += [make(kind, t) for t, _ in rng.sample(pool, k)]
    assistant = [make("assistant", t) for t in rng.sample(bank.ASSISTANT_SELF, 3)]
    return said, assistant


def _assemble(rng: random.Random, w: Writer, values: ValuePool, uid: str, name: str, questions: list[Question]) -> Life:
    bank = w.bank
    said, assistant = _distractors(rng, values, bank)
    at_said: dict[int, list[Distractor]] = defaultdict(list)
    for d in said:
        at_said[rng.randrange(w.n)].append(d)
    at_asst: dict[int, list[Distractor]] = defaultdict(list)
    for d in assistant:
        at_asst[rng.randrange(w.n)].append(d)
    events: dict[int, list[Placed]] = defaultdict(list)
    for p in w.placed:
        events[p.session].append(p)
    sessions = []
    for s in range(w.n):
        filler = rng.sample(bank.FILLER, 8)
        slots: list[tuple[float, object]] = [(rng.random(), None) for _ in range(rng.randint(2, 5))]
        slots += [(rng.random(), d) for d in at_said[s]] + [(p.order, p) for p in events[s]]
        slots.sort(key=lambda x: x[0])
        pending = list(at_asst[s])
        turns: list[LifeTurn] = []
        for _, x in slots:
            if isinstance(x, Placed):
                if x.before:
                    turns.append(LifeTurn("assistant", x.before))
                turns.append(LifeTurn("user", x.event.text, event=x.event))
                turns.append(LifeTurn("assistant", rng.choice(bank.ASSISTANT_ACK)))
            elif isinstance(x, Distractor):
                turns += [
                    LifeTurn("user", x.text, distractor=x),
                    LifeTurn("assistant", rng.choice(bank.ASSISTANT_REPLY)),
                ]
            else:
                turns.append(LifeTurn("user", filler.pop()))
                if pending and rng.random() < 0.6:
                    d = pending.pop()
                    turns.append(LifeTurn("assistant", d.text, distractor=d))
                else:
                    turns.append(LifeTurn("assistant", rng.choice(bank.ASSISTANT_REPLY)))
        for d in pending:
            turns += [LifeTurn("user", filler.pop()), LifeTurn("assistant", d.text, distractor=d)]
        sessions.append(tuple(turns))
    facts = {f.fid: f for p in w.placed for _, f in p.event.ops}
    life = Life(uid, name, tuple(sessions), tuple(facts.values()), tuple(said + assistant), tuple(questions))
    check_life(life)
    return life


def check_life(life: Life) -> None:
    """A well-formed life: user values never in filler or distractors, distractor values never in
    events, a restatement only of a current value, 15-25 fact events over 30-40 sessions.
    Raises ValueError naming the problem."""
    fact_keys = {k for f in life.facts for k in f.keys if "|" not in k and not k.isdigit()}
    dist_keys = {k for d in life.distractors for k in d.keys}
    if fact_keys & dist_keys:
        raise ValueError(f"{life.uid}: values both planted and distracting: {sorted(fact_keys & dist_keys)}")
    for turns in life.sessions:
        for t in turns:
            if t.role == "user" and t.event is None and (hit := [k for k in fact_keys if matches(k, t.text)]):
                raise ValueError(f"{life.uid}: a non-event turn names user values {hit}: {t.text!r}")
            if t.event is not None and (hit := [k for k in dist_keys if matches(k, t.text)]):
                raise ValueError(f"{life.uid}: an event names distractor values {hit}: {t.text!r}")
    cur: dict[str, object] = {}
    for _, ev in life.timeline():
        for op, f in ev.ops:
            if op == "restate" and cur.get(f.slot) != f:
                raise ValueError(f"{life.uid}: restates {f.label!r}, which is not current: {ev.text!r}")
            if op == "set":
                cur[f.slot] = f
            elif op == "clear":
                cur.pop(f.slot, None)
    if not (15 <= life.n_events <= 25 and 30 <= len(life.sessions) <= 40):
        raise ValueError(f"{life.uid}: {life.n_events} events over {len(life.sessions)} sessions")
