"""Build ``src/engram/extraction/data/nearest_examples.jsonl``: the labelled sentences of the
nearest-neighbour fallback (:mod:`engram.extraction.nearest`), from the development banks of
``engram bench truth``.

Each user turn of a generated life is split into sentences the way the rule extractor splits it.
A sentence of an event turn naming the value of exactly one of its ops is labelled with that slot's
family and op (``residence:set``, ``partner:end``; a slot the fallback never fills is ``other``);
every sentence of a distractor turn (other people's facts, hypotheticals, quotes) and of filler
chat is ``none``. Only sentences the grammar's guards let through are kept (the fallback sees no
other). The blind banks ``quiet`` and ``muted`` are never built, read or used (``tacit``, opened in
session 17, was never built into the examples either). The sentences in
``scripts/nearest_written.jsonl`` (written for the purpose, labelled by hand, by a writer who never
read the grammar) are added to the banks' (bank ``written``).

    PYTHONPATH=src python scripts/build_nearest_examples.py [--out FILE] [--banks a,b,...]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np

from engram.bench.life_match import matches
from engram.bench.lives_builtin import bank_named, build_bank
from engram.bench.lives_writer import articles
from engram.extraction.nearest import EXAMPLES_FILE, VECTORS_FILE, examples_digest, plain_statement
from engram.extraction.statements import _NORMALISE, _T, _clean, _mask, _sentences
from engram.providers.local_embed import LocalEmbedder

WRITTEN_FILE = "nearest_written.jsonl"
BLIND = frozenset({"tacit", "quiet", "muted"})  # measures only: never built here
DEV_BANKS = ("builtin", "practice", "heldout", "fresh", "sealed", "blind", "unseen", "veiled", "candid")
FAMILY = {
    "home": "residence",
    "temp": "trip",
    "employer": "employer",
    "title": "role",
    "manager": "manager",
    "partner": "partner",
    "pet": "pet",
    "diet": "diet",
    "allergy": "allergy",
    "hobby": "hobby",
    "editor": "tool:editor",
    "lang": "tool:language",
    "notes": "tool:notes",
}
OP = {"set": "set", "restate": "set", "clear": "end", "temp": "temp"}
MAX_NONE_PER_BANK = 400


def sentences(text: str) -> list[str]:
    cleaned = _clean(text)
    whole = _T(cleaned, _mask(cleaned.translate(_NORMALISE)))
    return [" ".join(s.strip().m.split()) for s in _sentences(whole) if s.strip().m]


def _written_distractors(bank: str) -> list[str]:
    """Every filler line and distractor template of the bank's phrasing module, its blanks filled
    with the bank's own distractor values (never a user's)."""
    module = bank_named(bank).phrasings
    pools = {
        k: list(getattr(module, name))
        for k, name in (
            ("c", "D_CITIES"),
            ("t", "D_TOOLS"),
            ("n", "D_NAMES"),
            ("j", "D_JOBS"),
            ("a", "D_ALLERGENS"),
            ("d", "D_DIETS"),
            ("s", "D_SPECIES"),
        )
    }
    out: list[str] = []
    for line in module.FILLER:
        out += sentences(str(line))
    for name in ("HYPOTHETICAL", "THIRD_PARTY", "QUOTED"):
        for i, (template, _) in enumerate(getattr(module, name)):
            values = {k: str(v[i % len(v)]) for k, v in pools.items() if v}
            try:
                out += sentences(articles(str(template).format(**values)))
            except (KeyError, IndexError, ValueError):
                continue
    return out


def bank_rows(bank: str) -> list[dict[str, str]]:
    if bank in BLIND:
        raise SystemExit(f"{bank} is a blind bank: never used for examples")
    rows: dict[str, dict[str, str]] = {}
    nones: dict[str, dict[str, str]] = {}
    for life in build_bank(bank):
        for turns in life.sessions:
            for turn in turns:
                if turn.role != "user":
                    continue
                for sentence in sentences(turn.text):
                    if not plain_statement(sentence):
                        continue
                    if turn.event is None:
                        nones.setdefault(sentence, {"text": sentence, "label": "none", "bank": bank})
                        continue
                    named = {
                        f"{FAMILY.get(fact.slot.split(':')[0], 'other')}:{OP[op]}"
                        for op, fact in turn.event.ops
                        if any(matches(k, sentence) for k in fact.keys if len(k) > 2)
                    }
                    if len(named) == 1:
                        rows.setdefault(sentence, {"text": sentence, "label": named.pop(), "bank": bank})
    for sentence in _written_distractors(bank):
        if plain_statement(sentence):
            nones.setdefault(sentence, {"text": sentence, "label": "none", "bank": bank})
    kept = sorted(nones)[:: max(1, len(nones) // MAX_NONE_PER_BANK)]
    return list(rows.values()) + [nones[s] for s in kept]


def written_rows(path: Path) -> list[dict[str, str]]:
    """The sentences written for the purpose (``nearest_written.jsonl``: paraphrases in many
    registers, by a writer who never read the grammar), kept where the fallback would see them."""
    if not path.exists():
        return []
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [
        {"text": str(r["text"]), "label": str(r["label"]), "bank": "written"}
        for r in rows
        if plain_statement(str(r["text"]))
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("src/engram/extraction/data") / EXAMPLES_FILE)
    parser.add_argument("--banks", default=",".join(DEV_BANKS))
    args = parser.parse_args(argv)
    out: list[dict[str, str]] = []
    for bank in args.banks.split(","):
        out += bank_rows(bank.strip())
    out += written_rows(Path(__file__).with_name(WRITTEN_FILE))
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in out).encode("utf-8")
    args.out.write_bytes(data)
    print(f"{len(out)} examples -> {args.out}", file=sys.stderr)
    # their rows under the packaged local model, so that no process has to embed them (engram.extraction.nearest)
    rows = LocalEmbedder().embed_documents([r["text"] for r in out])
    vectors = args.out.with_name(VECTORS_FILE)
    with vectors.open("wb") as fh:
        np.savez_compressed(fh, vectors=np.asarray(rows, dtype=np.float16), digest=np.array(examples_digest(data)))
    print(f"{len(out)} rows -> {vectors}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
