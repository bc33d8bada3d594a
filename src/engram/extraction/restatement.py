"""Restatements of memories that have no slot: "Likes dark roast coffee" again as "Prefers dark roast coffee".

A candidate with no typed slot is compared with the active extracted memories of its category that
share words with it (the lexical neighbours), scored by the local embedder. It restates a stored
memory when both

- the embedder's cosine is at least :data:`COSINE_THRESHOLD` (lexical only: skipped), and
- the words that carry the value agree: the same names and numbers, and apart from the template
  verbs ("prefers", "likes", "is") at most one content word added on one side and none changed
  ("Works nights" / "Works night shifts" restate; "dark roast" / "light roast" do not).

Then the stored memory is confirmed instead of a second line being added. Embeddings alone cannot
tell a restatement from a change of value ("Deploys every Thursday" / "... Friday" score 0.96), so
the value words decide and the cosine only guards against unrelated sentences that share words.
The threshold was calibrated on labelled pairs (docs/typed-facts.md, "Restatements").
"""

from __future__ import annotations

import re

import numpy as np

from engram import text as rtext
from engram.models import Item
from engram.operation import OpContext
from engram.store.base import ItemQuery, LexicalQuery, StoreTx

COSINE_THRESHOLD = 0.70
_NEAREST = 10
_TEMPLATE = frozenset(
    "is are was has have prefers prefer likes like loves love enjoys enjoy uses use wants want name names "
    "a an the to of for in at on and their them they with my me i".split()
)
_WORD = re.compile(r"[\w+#'-]+")


def _stems(text: str) -> set[str]:
    return {w.casefold().rstrip("s")[:6] for w in _WORD.findall(text) if w.casefold() not in _TEMPLATE}


def _values(text: str) -> set[str]:
    """Names and numbers: capitalised words after the first, and digits."""
    words = _WORD.findall(text)
    return {w.casefold() for n, w in enumerate(words) if w[:1].isdigit() or (n > 0 and w[:1].isupper())}


def same_value(new: str, old: str) -> bool:
    """Do two lines state the same value (the lexical half of the rule above)?"""
    if _values(new) != _values(old):
        return False
    a, b = _stems(new), _stems(old)
    if not a or not b:
        return False
    added, removed = a - b, b - a
    return (len(added) + len(removed) <= 1) or (not a ^ b)


def restated(tx: StoreTx, ctx: OpContext, text: str, category: str, namespace: str) -> Item | None:
    """The active extracted memory ``text`` restates, or None: the category's lexical neighbours,
    scored by the local embedder (none configured: no fallback, the add goes ahead)."""
    vectors = ctx.vectors
    embedder = None if vectors is None else vectors.embedder
    match = LexicalQuery.any_of(rtext.terms(text))
    if embedder is None or match is None:
        return None
    scope = ItemQuery(owner=ctx.owner, namespace=namespace, category=category, source="extracted")
    ids = [i for i, _ in tx.lexical_items(ctx.owner, match, _NEAREST, scope)]
    pool = [
        i
        for i in tx.items_by_ids(ctx.owner, ids)
        if i.is_active and i.namespace == namespace and i.slot is None and same_value(text, i.content)
    ]
    if not pool:
        return None
    query = np.asarray(embedder.embed_query(text), dtype=np.float32)
    docs = np.asarray(embedder.embed_documents([i.content for i in pool]), dtype=np.float32)
    cosines = docs @ query / (np.linalg.norm(docs, axis=1) * np.linalg.norm(query) + 1e-9)
    best = int(np.argmax(cosines))
    return pool[best] if float(cosines[best]) >= COSINE_THRESHOLD else None
