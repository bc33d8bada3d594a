"""How much of what users say about themselves in passing the grammar reads, one message at a time.

``scripts/asides_written.jsonl`` holds 555 chat messages written for this by a helper who never read
the grammar (session 15): each states at most one fact about its writer, usually beside a question or
a request ("As a vegetarian, what should I order?", "my manager Priya wants the deck by Friday ..."),
labelled with the family and the value, and 120 that state none (somebody else's fact, a past, a wish,
a question, a trip). The file is split in two halves by position within each label: the even rows
were opened and read to find classes the grammar missed, the odd rows were measured before and after
and never read. Run with engram importable::

    python scripts/asides_coverage.py [--half even|odd|all] [--show]
    python scripts/asides_coverage.py --changes [--show]
    python scripts/asides_coverage.py --fallback ...   # grammar + the nearest-neighbour fallback

``--fallback`` reads each message as the close path does with the packaged local model: the grammar,
then the nearest-neighbour fallback for the sentences it reads nothing from.

``--changes`` reads ``scripts/changes_written.jsonl`` instead: 295 messages, written the same way by a
second helper, each telling of one change (a new employer, title, manager, home, editor, language,
notes app, project technology; a project, pastime or pet ended; a pastime or diet taken up; a child's
birthday), labelled with the old and the new value. It was opened and read whole. A change counts
when its new value is read in its family (or, for a switch whose family only a stored memory can
tell, with its old value named), an ending when its old value is ended, a birthday when the child's
new age is read.

A positive row counts when a fact of its family holding its value is extracted; a "none" row counts
when no typed fact is extracted (a trip counts against it too, though a trip is the right reading).
"""

from __future__ import annotations

import argparse
import collections
import json
from pathlib import Path

from engram.extraction.candidates import Candidate
from engram.extraction.port import RuleExtractor
from engram.extraction.rules import extract

_CHANGED = {
    "employer": "employer",
    "role": "role",
    "manager": "manager",
    "residence": "residence",
    "editor": "tool:editor",
    "language": "tool:language",
    "notes": "tool:notes",
    "hobby_new": "hobby",
    "diet": "diet",
}
_FAMILY = {
    "residence": "residence",
    "employer": "employer",
    "role": "role",
    "manager": "manager",
    "partner": "partner",
    "pet": "pet:",
    "child": "child:",
    "diet": "diet",
    "allergy": "allergy",
    "hobby": "hobby",
    "editor": "tool:editor",
    "language": "tool:language",
    "notes": "tool:notes",
    "project": "project:",
}


def _norm(text: str | None) -> str:
    return " ".join((text or "").lower().replace("-", " ").split())


def _holds(value: str | None, want: str) -> bool:
    got = _norm(value)
    return want in got or (len(got) > 2 and got in want)


def _change_read(row: dict[str, str], found: list[Candidate]) -> bool:
    label, new, old = row["label"], _norm(row["new"]), _norm(row["old"])
    if label == "child_age":
        return any((c.slot or "").startswith("child:") and dict(c.qualifiers).get("age") == row["new"] for c in found)
    if label == "project_decision":
        return bool(new) and any(new in _norm(c.content) for c in found)
    if label in _CHANGED and new:
        family = _CHANGED[label]
        switch = [c for c in found if c.slot == "?" and old and old in _norm(c.old_value)]
        return any(_holds(c.value, new) for c in found if (c.slot or "").startswith(family) or c in switch)
    return any(c.fact_op == "end" and old and (old in _norm(c.old_value) or old in _norm(c.content)) for c in found)


_READ: list[RuleExtractor] = []


def _read(text: str) -> list[Candidate]:
    """The candidates of one message: the grammar alone, or as :func:`main` set up (``--fallback``)."""
    turn = {"role": "user", "text": text, "id": "0"}
    return _READ[0].extract([turn], session_id=None) if _READ else extract([turn])


def _changes(show: bool) -> None:
    total: collections.Counter[str] = collections.Counter()
    read: collections.Counter[str] = collections.Counter()
    for line in (Path(__file__).parent / "changes_written.jsonl").read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        found = [c for c in _read(row["text"]) if c.fact_op == "end" or c.value]
        ok = _change_read(row, found)
        total[row["label"]] += 1
        read[row["label"]] += ok
        if show and not ok:
            print(f"{row['label']:17} {row['text']!r} -> {[(c.slot, c.value, c.fact_op, c.old_value) for c in found]}")
    for label in sorted(total):
        print(f"{label:17} {read[label]:4}/{total[label]:<4}")
    share = 100 * sum(read.values()) / sum(total.values())
    print(f"changes read: {sum(read.values())}/{sum(total.values())} = {share:.1f}%")


def _rows(half: str) -> list[dict[str, str]]:
    by_label: dict[str, list[dict[str, str]]] = collections.defaultdict(list)
    for line in (Path(__file__).parent / "asides_written.jsonl").read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        by_label[row["label"]].append(row)
    keep = {"even": (0,), "odd": (1,), "all": (0, 1)}[half]
    return [r for rows in by_label.values() for i, r in enumerate(rows) if i % 2 in keep]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--half", choices=("even", "odd", "all"), default="all")
    parser.add_argument("--show", action="store_true", help="print each row the grammar misses")
    parser.add_argument("--changes", action="store_true", help="read scripts/changes_written.jsonl instead")
    parser.add_argument("--fallback", action="store_true", help="add the nearest-neighbour fallback (local model)")
    args = parser.parse_args()
    if args.fallback:
        from engram.providers.local_embed import LocalEmbedder

        _READ.append(RuleExtractor.using(LocalEmbedder()))
    if args.changes:
        _changes(args.show)
        return
    total: collections.Counter[str] = collections.Counter()
    read: collections.Counter[str] = collections.Counter()
    for row in _rows(args.half):
        label = row["label"]
        found = [c for c in _read(row["text"]) if c.slot and c.fact_op != "end"]
        total[label] += 1
        if label == "none":
            ok = not found
        else:
            want = _norm(row["value"])
            ok = any(c.slot and c.slot.startswith(_FAMILY[label]) and _holds(c.value, want) for c in found)
        read[label] += ok
        if args.show and not ok:
            print(f"{label:10} {row['text']!r} -> {[(c.slot, c.value) for c in found]}")
    positives = sum(total[k] for k in total if k != "none")
    hits = sum(read[k] for k in total if k != "none")
    for label in sorted(total):
        print(f"{label:10} {read[label]:4}/{total[label]:<4}")
    share = 100 * hits / positives
    print(f"facts read: {hits}/{positives} = {share:.1f}%   none kept clean: {read['none']}/{total['none']}")


if __name__ == "__main__":
    main()
