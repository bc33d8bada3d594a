"""How a generated life is planned: the arcs of facts over the sessions, worded in the user's voice.

``plan_life`` draws one user's arcs (residence, job, manager, family, pets, diet, tools, projects,
hobby, style), keeps 15-25 fact events by dropping optional arcs, then adds restatements and a
correction, and returns the questions to ask at the end. Every value and sentence comes from the
writer's phrasing bank (``w.bank``), so the same arcs serve the built-in and the held-out lives.
"""

from __future__ import annotations

from collections import defaultdict

from engram.bench.life_model import Event, Fact, Question
from engram.bench.lives_writer import Placed, ValuePool, Writer

EARLY, MID, LATE, ANY, LATER = (0.0, 0.22), (0.25, 0.55), (0.6, 0.95), (0.06, 0.95), (0.3, 0.9)
Step = tuple[tuple[float, float], Event, str | None]


def _ev(w: Writer, ops: list[tuple[str, Fact]], pool: tuple[str, ...], voiced: bool = True, **values: object) -> Event:
    return Event(tuple(ops), w.say(pool, voiced=voiced, **values))


def plan_life(w: Writer, values: ValuePool, name: str) -> list[Question]:
    """Place every arc of one user's life on ``w``; returns the questions to ask at the end."""
    rng = w.rng
    home = _residence(w, values)
    _job(w, values)
    _family(w, values)
    _pet_diet(w, values)
    _tools(w, values)
    decision_kind = _projects(w, values)
    _hobby_style(w, values)
    _trim(w)
    _restate(w, home)
    final = w.state_at(w.n - 1)
    ever = defaultdict(set)
    for p in w.placed:
        for op, f in p.event.ops:
            if op == "set":
                ever[f.slot].add(f.fid)
    changed = [s for s in w.bank.QUESTIONS if s in final and len(ever[s]) > 1]
    stable = [s for s in w.bank.QUESTIONS if s in final and len(ever[s]) == 1]
    questions = [Question(rng.choice(w.bank.QUESTIONS[s]), s) for s in (changed + stable)[:4]]
    for slot in [s for s in final if s.startswith("decision:")][:1]:
        proj = slot.split(":", 1)[1]
        questions.append(Question(rng.choice(w.bank.DECISION_QUESTIONS).format(knd=decision_kind, proj=proj), slot))
    for slot in (changed + stable)[4:6]:
        questions.append(Question(rng.choice(w.bank.QUESTIONS[slot]), slot))
    return questions


def _residence(w: Writer, values: ValuePool) -> list[Fact]:
    cities = [str(c) for c in values.take("city", w.bank.HOME_CITIES, 3)]
    home = [w.fact("home", (cities[0],), f"lives in {cities[0]}")]
    steps: list[Step] = [(EARLY, _ev(w, [("set", home[0])], w.bank.HOME_FIRST, city=cities[0]), None)]
    for k in range(2 if w.rng.random() < 0.4 else 1):
        f = w.fact("home", (cities[k + 1],), f"lives in {cities[k + 1]}")
        move = _ev(w, [("set", f)], w.bank.HOME_MOVE, new=cities[k + 1], old=cities[k])
        steps.append((MID if k == 0 else LATE, move, None))
        home.append(f)
    w.arc(steps)
    for k in range(w.rng.choice([1, 2])):
        (t,) = values.take("trip", w.bank.TRIP_CITIES)
        f = w.fact("temp", (str(t),), f"trip to {t} (not home)")
        w.arc([(ANY, _ev(w, [("temp", f)], w.bank.TRIP, t=t), None)], "trip" if k else None)
    return home


def _job(w: Writer, values: ValuePool) -> None:
    emps = [str(e) for e in values.take("employer", w.bank.EMPLOYERS, 2)]
    title, tkey, promo, pkey = w.rng.choice(w.bank.TITLES)
    bosses = [str(b) for b in values.take("boss", w.bank.MANAGERS, 2)]
    e0 = w.fact("employer", (emps[0].split()[0],), f"works at {emps[0]}", emps[0])
    t0 = w.fact("title", (tkey,), f"works as {title}")
    b0 = w.fact("manager", (bosses[0].split()[0],), f"reports to {bosses[0]}", bosses[0])
    b1 = w.fact("manager", (bosses[1].split()[0],), f"reports to {bosses[1]}", bosses[1])
    first = (EARLY, _ev(w, [("set", e0), ("set", t0)], w.bank.JOB_FIRST, title=title, emp=emps[0]), None)
    boss_first = (EARLY, _ev(w, [("set", b0)], w.bank.BOSS_FIRST, full=bosses[0]), None)
    boss_new = _ev(w, [("set", b1)], w.bank.BOSS_NEW, full=bosses[1], first_old=bosses[0].split()[0])
    if w.rng.random() < 0.5:  # a new employer, and a new boss a few sessions later
        e1 = w.fact("employer", (emps[1].split()[0],), f"works at {emps[1]}", emps[1])
        w.arc([first, (LATER, _ev(w, [("set", e1)], w.bank.JOB_MOVE, emp=emps[1], old=emps[0], title=title), None)])
        s_move = w.placed[-1].session
        w.arc([boss_first])
        w.arc([((min(1.0, (s_move + 1) / (w.n - 1)), min(1.0, (s_move + 3) / (w.n - 1))), boss_new, None)])
    else:  # a promotion, and a reorg that changes the boss
        t1 = w.fact("title", (pkey,), f"works as {promo}")
        w.arc([first, (LATER, _ev(w, [("set", t1)], w.bank.PROMOTED, title=promo), None)])
        w.arc([boss_first, (MID, boss_new, None)])


def _family(w: Writer, values: ValuePool) -> None:
    rng = w.rng
    partner = values.take("partner", w.bank.PARTNERS)[0] if rng.random() < 0.8 else None
    if isinstance(partner, tuple):
        p0 = w.fact("partner", (partner[0],), f"{partner[1]} is {partner[0]}")
        steps: list[Step] = [
            (EARLY, _ev(w, [("set", p0)], w.bank.PARTNER_FIRST, rel=partner[1], name=partner[0]), None)
        ]
        if rng.random() < 0.35:
            nxt = values.take("partner", w.bank.PARTNERS)[0]
            assert isinstance(nxt, tuple)
            p1 = w.fact("partner", (nxt[0],), f"partner is {nxt[0]}")
            steps.append((MID, _ev(w, [("clear", p0)], w.bank.PARTNER_ENDS, voiced=False, old=partner[0]), None))
            steps.append((LATE, _ev(w, [("set", p1)], w.bank.PARTNER_NEXT, name=nxt[0]), None))
        w.arc(steps, "family")
    kids = [k for k in values.take("kid", w.bank.KIDS, 2) if isinstance(k, tuple)]
    nkids = rng.choice([0, 1, 1, 2])
    if nkids:
        ages = [rng.randint(3, 12), rng.randint(1, 3)]
        ops = []
        for (kname, rel), age in list(zip(kids, ages, strict=True))[:nkids]:
            ops += [
                ("set", w.fact(f"kid:{kname}", (kname,), f"{rel} {kname}")),
                ("set", w.fact(f"age:{kname}", (kname, str(age)), f"{kname} is {age}")),
            ]
        if nkids == 2:
            first = _ev(w, ops, w.bank.KID_TWO, a=kids[0][0], x=ages[0], b=kids[1][0], y=ages[1])
        else:
            first = _ev(w, ops, w.bank.KID_ONE, rel=kids[0][1], name=kids[0][0], age=ages[0])
        kname, age = kids[0][0], ages[0] + 1
        bday = w.fact(f"age:{kname}", (kname, str(age)), f"{kname} is {age}")
        w.arc(
            [(EARLY, first, None), (LATER, _ev(w, [("set", bday)], w.bank.KID_AGE, name=kname, age=age), None)],
            "family",
        )
    elif partner and rng.random() < 0.6:
        kname, rel = kids[0]
        w.arc(
            [
                (
                    LATER,
                    _ev(
                        w,
                        [("set", w.fact(f"kid:{kname}", (kname,), f"{rel} {kname}"))],
                        w.bank.BABY,
                        name=kname,
                        rel=rel,
                    ),
                    None,
                )
            ],
            "family",
        )


def _pet_diet(w: Writer, values: ValuePool) -> None:
    rng = w.rng
    if rng.random() < 0.8:
        pet, species = values.take("pet", w.bank.PETS)[0]
        f = w.fact(f"pet:{pet}", (pet,), f"has a {species} named {pet}")
        steps: list[Step] = [(EARLY, _ev(w, [("set", f)], w.bank.PET_FIRST, pet=pet, species=species), None)]
        if rng.random() < 0.5:
            steps.append((LATER, _ev(w, [("clear", f)], w.bank.PET_GONE, voiced=False, pet=pet, species=species), None))
        w.arc(steps, "pet")
    if rng.random() < 0.7:
        d0 = rng.choice(["vegetarian", "vegan"])
        f0 = w.fact("diet", (d0,), f"is {d0}")
        steps = [(EARLY, _ev(w, [("set", f0)], w.bank.DIET_FIRST[d0]), None)]
        if rng.random() < 0.6:
            old, new = rng.choice([k for k in w.bank.DIET_SHIFT if k[0] == d0])
            ops = [("set", w.fact("diet", (new,), f"is {new}"))] if new else [("clear", f0)]
            steps.append((LATER, _ev(w, ops, w.bank.DIET_SHIFT[(old, new)]), None))
        w.arc(steps, "diet")
    if rng.random() < 0.6:
        key, word, food = values.take("allergy", w.bank.ALLERGENS)[0]
        f = w.fact(f"allergy:{key}", (key,), f"allergic to {key}", word)
        pool = w.bank.ALLERGY_FOOD if food else w.bank.ALLERGY_OTHER
        w.arc([(ANY, _ev(w, [("set", f)], pool, a=word, A=word[0].upper() + word[1:]), None)], "diet")


def _tools(w: Writer, values: ValuePool) -> None:
    for slot, pool, first in (
        ("editor", w.bank.EDITORS, w.bank.EDITOR_FIRST),
        ("lang", w.bank.LANGUAGES, w.bank.LANG_FIRST),
        ("notes", w.bank.NOTE_APPS, w.bank.NOTES_FIRST),
    ):
        if slot == "notes" and w.rng.random() < 0.4:
            continue
        x0, x1 = (str(x) for x in values.take(slot, pool, 2))
        k0, k1 = x0.split()[0], x1.split()[0]
        f0 = w.fact(slot, (k0,), f"{slot}: {x0}", x0)
        steps: list[Step] = [(EARLY, _ev(w, [("set", f0)], first, x=x0), None)]
        r = w.rng.random()
        if slot == "notes" and r < 0.4:
            steps.append((LATER, _ev(w, [("clear", f0)], w.bank.NOTES_DROP, voiced=False, old=x0), None))
        elif r < (0.8 if slot == "lang" else 0.55):
            f1 = w.fact(slot, (k1,), f"{slot}: {x1}", x1)
            steps.append(
                (
                    LATER,
                    _ev(w, [("set", f1)], w.bank.LANG_SWITCH if slot == "lang" else w.bank.TOOL_SWITCH, old=x0, new=x1),
                    None,
                )
            )
        w.arc(steps, None if slot == "lang" else "tools")


def _projects(w: Writer, values: ValuePool) -> str:
    rng = w.rng
    projs = [str(p) for p in values.take("project", w.bank.PROJECTS, 2)]
    descs = rng.sample(w.bank.PROJECT_DESCS, 2)
    kind, choices = rng.choice(w.bank.DECISIONS)
    c0, c1 = rng.sample(choices, 2)
    p0 = w.fact(f"project:{projs[0]}", (projs[0],), f"project {projs[0]}")
    d0 = w.fact(f"decision:{projs[0]}", (c0,), f"{projs[0]} uses {c0}")
    d1 = w.fact(f"decision:{projs[0]}", (c1,), f"{projs[0]} uses {c1}")
    w.arc(
        [
            (EARLY, _ev(w, [("set", p0)], w.bank.PROJECT_FIRST, proj=projs[0], desc=descs[0]), None),
            (EARLY, _ev(w, [("set", d0)], w.bank.PROJECT_PICK, proj=projs[0], x=c0), None),
            (MID, _ev(w, [("set", d1)], w.bank.PROJECT_REPICK, proj=projs[0], old=c0, new=c1), None),
        ]
    )
    if rng.random() < 0.6:
        hold = w.fact(f"status:{projs[0]}", (projs[0], "hold|paused|pause|shelved"), f"{projs[0]} on hold")
        live = w.fact(f"status:{projs[0]}", (projs[0], "live|shipped|launched|released"), f"{projs[0]} is live")
        w.arc(
            [
                (LATER, _ev(w, [("set", hold)], w.bank.PROJECT_PAUSE, proj=projs[0]), None),
                (LATE, _ev(w, [("set", live)], w.bank.PROJECT_LIVE, proj=projs[0]), None),
            ],
            "project",
        )
    # every life has an abandoned side project, so there is always a retraction for _trim to keep
    p1 = w.fact(f"project:{projs[1]}", (projs[1],), f"project {projs[1]}")
    w.arc(
        [
            (EARLY, _ev(w, [("set", p1)], w.bank.PROJECT_FIRST, proj=projs[1], desc=descs[1]), None),
            (LATER, _ev(w, [("clear", p1)], w.bank.PROJECT_DEAD, voiced=False, proj=projs[1]), None),
        ],
        "project",
    )
    return str(kind)


def _hobby_style(w: Writer, values: ValuePool) -> None:
    (hobby,) = (str(h) for h in values.take("hobby", tuple(w.bank.HOBBIES)))
    f = w.fact(f"hobby:{hobby}", (hobby,), f"hobby: {hobby}")
    start, stop = w.bank.HOBBIES[hobby]
    steps: list[Step] = [(EARLY, Event((("set", f),), w.voiced(start)), None)]
    if w.rng.random() < 0.5:
        steps.append((LATER, Event((("clear", f),), stop), None))
    w.arc(steps, "hobby")
    if w.rng.random() < 0.25:
        (nick,) = values.take("nick", w.bank.NICKNAMES)
        sf = w.fact("style", (str(nick),), f"goes by {nick}")
        w.arc([(EARLY, _ev(w, [("set", sf)], w.bank.NICK, voiced=False, nick=nick), None)], "style")
    else:
        label, key, text = w.rng.choice(w.bank.STYLES)
        sf = w.fact("style", (key,), f"style: {label}")
        w.arc([(EARLY, Event((("set", sf),), text), None)], "style")


def _trim(w: Writer) -> None:
    """Keep 15-21 events before restatements: drop whole optional arcs, keeping a family arc, a
    retraction and something about food or pets when there is one."""
    cap = w.rng.randint(17, 21)
    arcs: dict[int, list[Placed]] = defaultdict(list)
    for p in w.placed:
        arcs[p.arc].append(p)
    total = sum(len(v) for a, v in arcs.items() if a not in w.optional)
    optional = [a for a in arcs if a in w.optional]
    w.rng.shuffle(optional)

    def clears(a: int) -> bool:
        return any(op == "clear" for p in arcs[a] for op, _ in p.event.ops)

    wanted: list[int] = []
    for want in (lambda a: w.optional[a] == "family", clears, lambda a: w.optional[a] in ("diet", "pet"), clears):
        got = next((a for a in optional if want(a) and a not in wanted), None)
        if got is not None:
            wanted.append(got)
    keep = set()
    for a in wanted + [a for a in optional if a not in wanted]:
        if total + len(arcs[a]) <= cap:
            keep.add(a)
            total += len(arcs[a])
    w.placed = [p for p in w.placed if p.arc not in w.optional or p.arc in keep]


def _restate(w: Writer, home: list[Fact]) -> None:
    """Two or three restatements of current values, and maybe a correction of a stale assumption."""
    pools = {
        "home": w.bank.HOME_AGAIN,
        "manager": w.bank.BOSS_AGAIN,
        "employer": w.bank.EMPLOYER_AGAIN,
        "diet": w.bank.DIET_AGAIN,
        "editor": w.bank.TOOL_AGAIN,
        "lang": w.bank.TOOL_AGAIN,
        "partner": w.bank.PARTNER_AGAIN,
        "pet": w.bank.PET_AGAIN,
    }
    done: set[str] = set()
    for _ in range(min(w.rng.randint(2, 3), 24 - len(w.placed))):
        s = w.when(*LATER)
        busy = {f.slot for p in w.placed if p.session == s for _, f in p.event.ops}  # no restating mid-change
        options = [f for f in w.state_at(s).values() if f.slot.split(":")[0] in pools and f.slot not in done | busy]
        if not options:
            continue
        f = w.rng.choice(options)
        done.add(f.slot)
        text = w.say(pools[f.slot.split(":")[0]], k=f.value, city=f.value)
        w.arc([((s / (w.n - 1), s / (w.n - 1)), Event((("restate", f),), text), None)])
    moves = sorted(
        (p for p in w.placed for op, f in p.event.ops if op == "set" and f in home[1:]), key=lambda p: p.session
    )
    if moves and len(w.placed) < 25 and w.rng.random() < 0.7:
        s = min(w.n - 2, moves[0].session + w.rng.randint(2, 6))
        new = w.state_at(s).get("home")
        moving = any(f.slot == "home" for p in w.placed if p.session == s for _, f in p.event.ops)
        if new is not None and new in home[1:] and not moving:
            old = home[home.index(new) - 1].keys[0]
            before = w.pick(w.bank.CORRECTION_BEFORE).format(old=old)
            text = w.pick(w.bank.CORRECTION).format(old=old, new=new.keys[0])
            w.arc([((s / (w.n - 1), s / (w.n - 1)), Event((("restate", new),), text), before)])
