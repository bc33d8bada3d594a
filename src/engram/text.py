"""Turning text into search terms, and queries into FTS5 MATCH expressions."""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime

TOKEN = re.compile(r"[^\W_]+", re.UNICODE)

# General English function words and question words: they carry no topic, only noise for BM25.
STOPWORDS = frozenset(
    """a an the of to and or in on at for is are was were be been do does did i you he she it we they
    my your his her its our their what when where who whom which why how that this with from by as
    has have had not no yes me him them us would could should will can may might s t about into than
    then there these those some any all so if also just very""".split()
)


def terms(text: str) -> list[str]:
    """Lower-cased word tokens minus stopwords, in order, duplicates kept."""
    return [t for t in TOKEN.findall(text.lower()) if t not in STOPWORDS]


def name_pattern(names: Sequence[str]) -> re.Pattern[str] | None:
    """Matches any of the given participant names as whole words (with an optional possessive)."""
    cleaned = sorted({n.strip() for n in names if n and n.strip()}, key=len, reverse=True)
    if not cleaned:
        return None
    return re.compile(r"\b(" + "|".join(re.escape(n) for n in cleaned) + r")(?:'s)?\b", re.IGNORECASE)


def strip_names(text: str, pattern: re.Pattern[str] | None) -> str:
    if pattern is None:
        return text
    return re.sub(r"\s+", " ", pattern.sub(" ", text)).strip()


def named(text: str, pattern: re.Pattern[str] | None) -> set[str]:
    """Which participant names (lower-cased) the text mentions."""
    if pattern is None:
        return set()
    return {m.group(1).lower() for m in pattern.finditer(text)}


def strip_speaker_prefix(text: str, speaker: str | None) -> str:
    """``"Ana: hello"`` → ``"hello"`` when Ana is the turn's speaker."""
    if speaker and text[: len(speaker) + 1].lower() == speaker.lower() + ":":
        return text[len(speaker) + 1 :].strip()
    return text


def date_text(moment: datetime) -> str:
    """The words a person uses for a day: ``8 May 2023``, so "in May 2023" can match."""
    return f"{moment.day} {moment.strftime('%B')} {moment.year}"
