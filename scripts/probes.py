"""Probes written blind to the grammar, in twelve rounds (sessions 18 to 24), and how much of them engram reads.

Helpers who never read the grammar wrote, in each round, messages that state one fact about their
writer said the way chat says it -- mostly in passing, inside a request or a question -- with the slot
and the value a memory must keep, plus messages that state none (``scripts/probe_facts.jsonl``); and
short lives of two to four sessions in which a fact is said and later changed, with the value that
must be on the context block afterwards and the values that must no longer be
(``scripts/probe_changes.jsonl``). Rounds 1 and 2 were read to find the classes the grammar missed;
round 3 was measured at the start and the end of session 18 and read in session 19; rounds 4 to 6 were
read in session 19 (round 6 holds changes only); round 7 was written at the end of session 19, measured,
and read in session 20; round 8 was written at the start of session 20, measured, and read in session 21;
round 9 was written at the start of session 21, measured, and read in session 22; round 10 was written at the
start of session 22, measured, and read in session 23; round 11 was written at the start of session 23, measured,
and read in session 24; round 12 was written at the start of session 24 and only measured -- it is the held-out
round until a later session reads it (docs/benchmarks.md, "Session 18" to "Session 24"). Run
with engram importable::

    python scripts/probes.py facts [--round N] [--show]
    python scripts/probes.py changes [--round N] [--show]

``facts`` reads each message alone with the rule extractor: a positive counts when a candidate's slot
starts with the expected prefix and its text holds the value; a negative counts when nothing is read.
``changes`` runs each life through the public API on a fresh store (``capture`` -> ``close_session``
-> ``context``, the packaged local model) and scores the context block with the life evaluation's own
rules (:mod:`engram.bench.life_match`): the new value on one line, and no line still stating an old one.
"""

from __future__ import annotations

import argparse
import json
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _rows(name: str, rnd: int | None) -> list[dict]:
    rows = [json.loads(line) for line in (HERE / name).read_text(encoding="utf-8").splitlines() if line.strip()]
    return [r for r in rows if rnd is None or r["round"] == rnd]


def facts(rnd: int | None, show: bool) -> None:
    from engram.extraction.rules import extract

    pos = hit = neg = clean = 0
    for row in _rows("probe_facts.jsonl", rnd):
        got = extract([{"role": "user", "text": row["text"], "id": "0"}])
        if row["slot"] is None:
            neg += 1
            clean += not got
            if got and show:
                print("LEAK", row["text"], [c.content for c in got])
            continue
        pos += 1
        ok = any((c.slot or "").startswith(row["slot"]) and row["value"].lower() in c.content.lower() for c in got)
        hit += ok
        if not ok and show:
            print("MISS", row["slot"], row["value"], "|", row["text"], [c.content for c in got])
    print(f"facts: read {hit}/{pos} ({100 * hit / max(pos, 1):.1f}%); no-fact messages left clean {clean}/{neg}")


def changes(rnd: int | None, show: bool) -> None:
    from engram.bench.commands import embedder_for
    from engram.bench.life_match import bullet_lines, fact_on, stale_on
    from engram.bench.life_model import Fact
    from engram.memory import Memory

    embedder = embedder_for("local")
    rows = _rows("probe_changes.jsonl", rnd)
    applied = 0
    with tempfile.TemporaryDirectory(prefix="engram-probes-") as tmp:
        for i, row in enumerate(rows):
            start = datetime(2026, 1, 5, 9, tzinfo=UTC)
            with Memory.open(Path(tmp) / f"c{i}.db", owner="u", embedder=embedder) as memory:
                for s, messages in enumerate(row["sessions"]):
                    for j, message in enumerate(messages):
                        role, text = ("assistant", message[4:]) if message.startswith("AI: ") else ("user", message)
                        memory.capture(f"u-s{s}", role, text, at=start + timedelta(days=3 * s, minutes=2 * j))
                    memory.close_session(f"u-s{s}")
                block = memory.context(budget_tokens=800).text
            lines = bullet_lines(block)
            new = Fact("new", "probe", "probe", tuple(row["now"]), "", "")
            olds = [Fact("old", "probe", "probe", tuple(o if isinstance(o, list) else [o]), "", "") for o in row["old"]]
            new_in = any(fact_on(new, line) for line in lines)
            old_out = not any(stale_on(old, line, new) for old in olds for line in lines)
            applied += new_in and old_out
            if show and not (new_in and old_out):
                print(f"--- round {row['round']} now={row['now']} old={row['old']} new_in={new_in} old_out={old_out}")
                for line in lines:
                    print("    ctx:", line)
    print(f"changes: applied {applied}/{len(rows)} ({100 * applied / max(len(rows), 1):.1f}%)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("kind", choices=("facts", "changes"))
    parser.add_argument("--round", type=int, choices=tuple(range(1, 13)), default=None)
    parser.add_argument("--show", action="store_true", help="print what was missed")
    args = parser.parse_args()
    (facts if args.kind == "facts" else changes)(args.round, args.show)


if __name__ == "__main__":
    main()
