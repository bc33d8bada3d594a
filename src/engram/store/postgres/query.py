"""Lexical queries as PostgreSQL ``tsquery`` text.

A :class:`~engram.store.base.LexicalQuery` becomes a small tree (phrases under any / all, optionally
limited to columns), whose words are normalised by the search columns' own configuration and then
written out quoted: the input text never reaches PostgreSQL's query parser.
"""

from __future__ import annotations

from dataclasses import dataclass

from engram.store.base import LexicalQuery


@dataclass(frozen=True, slots=True)
class Phrase:
    """Words that must appear together in this order (one word: a term), optionally in some columns only."""

    text: str
    columns: tuple[str, ...] | None = None


@dataclass(frozen=True, slots=True)
class Any_:
    parts: tuple[Node, ...]


@dataclass(frozen=True, slots=True)
class All:
    parts: tuple[Node, ...]


Node = Phrase | Any_ | All


def tree_of(query: LexicalQuery) -> Node:
    """The tree of a backend-neutral lexical query: a phrase, or any of the words, in a field or not."""
    columns = (query.field,) if query.field else None
    if query.phrase:
        return Phrase(" ".join(query.words), columns)
    return Any_(tuple(Phrase(word, columns) for word in query.words))


def phrases(node: Node) -> list[Phrase]:
    """Every phrase in the tree, in order."""
    if isinstance(node, Phrase):
        return [node]
    return [p for part in node.parts for p in phrases(part)]


def quote_lexeme(lexeme: str) -> str:
    """A lexeme as a tsquery literal (taken as is when cast: no second normalisation)."""
    return "'" + lexeme.replace("\\", "\\\\").replace("'", "''") + "'"


def to_tsquery(node: Node, lexemes: dict[str, list[tuple[str, int]]], weights: dict[str, str]) -> str | None:
    """tsquery text for the tree: each phrase's (lexeme, position) list comes from ``lexemes`` (the
    index's own normalisation), a column filter becomes weight labels via ``weights``. A phrase
    with no lexemes drops out (``None`` when nothing is left)."""
    if isinstance(node, Phrase):
        found = lexemes.get(node.text, [])
        if not found:
            return None
        labels = ""
        if node.columns is not None:
            unknown = [c for c in node.columns if c not in weights]
            if unknown:
                raise ValueError(f"no such column: {', '.join(unknown)}")
            labels = ":" + "".join(sorted({weights[c] for c in node.columns}))
        pieces = [quote_lexeme(found[0][0]) + labels]
        for (lexeme, position), (_, before) in zip(found[1:], found, strict=False):
            gap = max(1, position - before)
            pieces.append(("<->" if gap == 1 else f"<{gap}>") + " " + quote_lexeme(lexeme) + labels)
        text = " ".join(pieces)
        return f"( {text} )" if len(found) > 1 else text
    parts = [p for p in (to_tsquery(part, lexemes, weights) for part in node.parts) if p is not None]
    if not parts:
        return None
    if isinstance(node, All) and len(parts) < len(node.parts):
        return None  # a required part can never match
    joined = (" | " if isinstance(node, Any_) else " & ").join(parts)
    return f"( {joined} )" if len(parts) > 1 else joined


def single_terms(node: Node, lexemes: dict[str, list[tuple[str, int]]]) -> list[str] | None:
    """The lexemes of a tree that is only an OR of single words with no column filter (what recall
    sends), each word one lexeme: rows match it iff they hold any of them. ``None`` for anything
    else (phrases, AND, columns), which needs the full tsquery."""
    if isinstance(node, Phrase):
        found = lexemes.get(node.text, [])
        if node.columns is not None or len(found) > 1:
            return None
        return [found[0][0]] if found else []
    if isinstance(node, All) and len(node.parts) > 1:
        return None
    terms: list[str] = []
    for part in node.parts:
        inner = single_terms(part, lexemes)
        if inner is None:
            return None
        terms += [t for t in inner if t not in terms]
    return terms
