"""FTS5 match expressions read back into a tree, so PostgreSQL can answer the same queries.

The service builds its lexical queries for SQLite's FTS5 (``engram.text.match_query``
ORs quoted words; a few callers add a column filter such as ``text : (…)`` or ``tags : "a b"``).
This parser accepts that subset of FTS5's grammar: quoted strings (``""`` escapes a quote; several
words make a phrase), bare words, ``OR``, ``AND`` and juxtaposition (AND), parentheses, and a
column filter (``col :`` or ``{a b} :``) in front of any of those. Anything else is refused
(``ValueError``) rather than guessed at: the text never reaches PostgreSQL's own query parser.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_TOKEN = re.compile(r'\s*(?:(?P<string>"(?:[^"]|"")*")|(?P<punct>[():{}])|(?P<word>[^\s():{}"]+))')


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


def _tokens(expression: str) -> list[tuple[str, str]]:
    found: list[tuple[str, str]] = []
    at = 0
    while at < len(expression):
        if expression[at:].strip() == "":
            break
        m = _TOKEN.match(expression, at)
        if m is None or m.end() == at:
            raise ValueError(f"cannot read the search expression at {expression[at : at + 20]!r}")
        kind = m.lastgroup or ""
        value = m.group(kind)
        if kind == "string":
            value = value[1:-1].replace('""', '"')
        found.append((kind, value))
        at = m.end()
    return found


class _Parser:
    def __init__(self, expression: str) -> None:
        self.tokens = _tokens(expression)
        self.at = 0

    def peek(self) -> tuple[str, str] | None:
        return self.tokens[self.at] if self.at < len(self.tokens) else None

    def take(self) -> tuple[str, str]:
        token = self.peek()
        if token is None:
            raise ValueError("the search expression ends too early")
        self.at += 1
        return token

    def expect(self, value: str) -> None:
        kind, got = self.take()
        if kind != "punct" or got != value:
            raise ValueError(f"expected {value!r} in the search expression, found {got!r}")

    def parse(self) -> Node:
        node = self.any_(None)
        if self.peek() is not None:
            raise ValueError(f"unexpected {self.peek()[1]!r} in the search expression")  # type: ignore[index]
        return node

    def any_(self, columns: tuple[str, ...] | None) -> Node:
        parts = [self.all_(columns)]
        while self.peek() == ("word", "OR"):
            self.take()
            parts.append(self.all_(columns))
        return parts[0] if len(parts) == 1 else Any_(tuple(parts))

    def all_(self, columns: tuple[str, ...] | None) -> Node:
        parts = [self.unary(columns)]
        while True:
            token = self.peek()
            if token is None or token == ("punct", ")") or token == ("word", "OR"):
                break
            if token == ("word", "AND"):
                self.take()
            parts.append(self.unary(columns))
        return parts[0] if len(parts) == 1 else All(tuple(parts))

    def unary(self, columns: tuple[str, ...] | None) -> Node:
        kind, value = self.take()
        if kind == "punct" and value == "{":
            names: list[str] = []
            while (token := self.take()) != ("punct", "}"):
                if token[0] != "word":
                    raise ValueError("a column list holds column names only")
                names.append(token[1])
            self.expect(":")
            return self.unary(tuple(names))
        if kind == "word" and self.peek() == ("punct", ":"):
            self.take()
            return self.unary((value,))
        if kind == "punct" and value == "(":
            node = self.any_(columns)
            self.expect(")")
            return node
        if kind == "word" and value in ("OR", "AND", "NOT", "NEAR"):
            raise ValueError(f"{value} needs a term before and after it")
        if kind in ("string", "word"):
            return Phrase(value, columns)
        raise ValueError(f"unexpected {value!r} in the search expression")


def parse(expression: str) -> Node:
    """The tree of an FTS5 match expression (the subset described in the module docstring)."""
    return _Parser(expression).parse()


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
