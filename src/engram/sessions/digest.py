"""Session digests and running summaries, extractive and deterministic (no model, works offline).

A digest (docs/decisions.md#coding-hooks) says what a stretch of conversation was about: a title (the first substantive
user turn), a summary (the highest-scoring sentences), decisions ("decided", "let's go with",
"we'll use", "chose"), findings ("found", "turns out", "the problem was", "root cause") and the
files mentioned. Turns are already redacted when they are stored, so nothing here sees secrets.

:class:`Digester` is the port; an LLM digester plugs in with the same ``digest`` method.

Finding session digests again: as recall hits (kind ``digest``) and as a char-capped block to inject.

``digest_context`` follows the coding hooks' recall rule (docs/decisions.md#coding-hooks): digests ranked by
keyword (and ticket id) overlap
with the prompt, most recent first among equals (an empty prompt ranks by recency alone), packed
whole under a hard character cap. A digest longer than the cap on its own is skipped (it could
never be shown, and must not hide the others); among the rest packing is rank-monotonic — at the
first digest that does not fit what is left, it and every digest ranked below it are dropped (and
logged), so a smaller, lower-ranked digest never jumps a larger, higher-ranked one. The text is
meant for a prompt, so each digest passes :func:`engram.fences.neutralise` (docs/security.md).
"""

from __future__ import annotations

import logging
import math
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol, runtime_checkable

from engram import validation as v
from engram.errors import InvalidInput
from engram.extraction.addressed import addressed_to_model
from engram.extraction.candidates import TurnLike, turn_role, turn_text
from engram.fences import neutralise
from engram.models import Digest, DigestRecall, Hit
from engram.operation import OpContext
from engram.retrieval import fusion
from engram.retrieval.recipes import RecallRecipe
from engram.store.base import LexicalQuery, StoreTx
from engram.text import terms

log = logging.getLogger("engram.digests")
RECENCY_WEIGHT = 0.1
RECENCY_HALF_LIFE_DAYS = 30.0
POOL = 2000
SEPARATOR = "\n\n"
_TICKET = re.compile(r"\b[A-Z][A-Z0-9]+-\d+\b|#\d+\b")


def digest_hits(
    tx: StoreTx,
    ctx: OpContext,
    recipe: RecallRecipe,
    match: LexicalQuery | None,
    prefix: str | None,
    moment: datetime | None,
) -> list[Hit]:
    """Recall over digests: BM25 on title, summary and details (min-max normalised) plus recency."""
    if not match:
        return []
    lexical = dict(tx.lexical_digests(ctx.owner, match, recipe.candidates, prefix))
    rows = {d.id: d for d in tx.digests_by_ids(ctx.owner, list(lexical))}
    if moment is not None:
        rows = {i: d for i, d in rows.items() if d.created_at <= moment}
    normalised = fusion.minmax({i: s for i, s in lexical.items() if i in rows})
    now = ctx.now()
    hits = []
    for digest_id, base in normalised.items():
        digest = rows[digest_id]
        age = (now - digest.created_at).total_seconds() / 86400
        recent = RECENCY_WEIGHT * fusion.recency(age, RECENCY_HALF_LIFE_DAYS)
        hits.append(
            Hit(
                kind="digest",
                id=digest_id,
                content=digest.render(),
                score=base + recent,
                components={"lexical": lexical[digest_id], "fused": base, "recency": recent},
                session_id=digest.session_id,
                at=digest.created_at,
                namespace=digest.namespace,
            )
        )
    return hits


def _words(digest: Digest) -> set[str]:
    text = " ".join((digest.title, digest.summary, *digest.decisions, *digest.findings, *digest.files))
    return set(terms(text)) | {t.lower() for t in _TICKET.findall(text)}


def rank(digests: list[Digest], prompt: str | None) -> list[Digest]:
    """Keyword and ticket overlap with the prompt first (tickets count double), then recency."""
    text = prompt or ""
    wanted = set(terms(text))
    tickets = {t.lower() for t in _TICKET.findall(text)}

    def key(digest: Digest) -> tuple[int, float, int]:
        words = _words(digest)
        overlap = len(wanted & words) + 2 * len(tickets & words)
        return (-overlap, -digest.created_at.timestamp(), -digest.id)

    return sorted(digests, key=key)


def digest_context(
    ctx: OpContext, prompt: str | None, *, max_chars: int = 4000, namespace: str | None = None
) -> DigestRecall:
    if isinstance(max_chars, bool) or not isinstance(max_chars, int) or max_chars < 1:
        raise InvalidInput("max_chars must be a positive whole number")
    if prompt is not None and not isinstance(prompt, str):
        raise InvalidInput("prompt must be text")
    prefix = v.namespace_prefix(namespace)
    with ctx.store.read() as tx:
        pool = tx.list_digests(ctx.owner, namespace=prefix, limit=POOL)
    ranked = rank(pool, v.clean_text(prompt) if prompt else None)
    taken: list[Digest] = []
    parts: list[str] = []
    used = 0
    too_long: list[Digest] = []
    for position, digest in enumerate(ranked):
        block = neutralise(digest.render())
        if len(block) > max_chars:  # could never be shown: skip it rather than hide every digest below
            too_long.append(digest)
            continue
        cost = len(block) + (len(SEPARATOR) if parts else 0)
        if used + cost > max_chars:
            dropped = tuple(too_long) + tuple(ranked[position:])
            log.info(
                "digest recall: %d digest(s) dropped at the %d-char cap (ids %s)",
                len(dropped),
                max_chars,
                ", ".join(str(d.id) for d in dropped),
            )
            return DigestRecall(SEPARATOR.join(parts), tuple(taken), dropped, max_chars)
        parts.append(block)
        taken.append(digest)
        used += cost
    if too_long:
        log.info("digest recall: %d digest(s) longer than the %d-char cap skipped", len(too_long), max_chars)
    return DigestRecall(SEPARATOR.join(parts), tuple(taken), tuple(too_long), max_chars)


def list_digests(
    ctx: OpContext, *, session_id: str | None = None, namespace: str | None = None, limit: int | None = None
) -> list[Digest]:
    """Newest first. A session's own digests are listed even while it is in the trash."""
    from engram.sessions.log import session_id as valid_session_id

    prefix = v.namespace_prefix(namespace)
    ident = None if session_id is None else valid_session_id(session_id)
    with ctx.store.read() as tx:
        return tx.list_digests(
            ctx.owner, session_id=ident, namespace=prefix, include_trashed=ident is not None, limit=limit
        )


TITLE_CHARS = 80
SUMMARY_CHARS = 600
SUMMARY_SENTENCES = 3
ITEM_CHARS = 200
MAX_LISTED = 8

DECISION = re.compile(r"\b(decided|decide to|let's go with|we'll use|we will use|chose|going with)\b", re.IGNORECASE)
FINDING = re.compile(
    r"\b(found|turns out|turned out|the problem was|the issue was|the bug was|root cause)\b", re.IGNORECASE
)
_URL = re.compile(r"\b[a-z][a-z0-9+.-]*://\S+", re.IGNORECASE)
_PATH = re.compile(r"(?<![\w/.@-])((?:~|\.{1,2})?/?(?:[\w.-]+/)*[\w-][\w.-]*\.([A-Za-z][A-Za-z0-9]{0,7}))(?![\w/])")
FILE_EXTENSIONS = frozenset(
    """py pyi ipynb js mjs cjs ts tsx jsx json jsonl toml yaml yml ini cfg conf env md rst txt csv tsv
    html htm css scss sql sh bash zsh fish ps1 rs go c h cc cpp hpp java kt kts swift rb php pl lua
    scala cs fs ex exs erl hs ml clj dart r vue svelte xml lock log db sqlite proto graphql tf nix
    dockerfile mk gradle pem key crt""".split()
)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[\"'(\[]?[A-Z0-9])")
_BULLET = re.compile(r"^\s*(?:[-*•]|\d+[.)])\s+")
_FENCE = re.compile(r"```.*?(?:```|\Z)", re.DOTALL)
_GREETING = frozenset("hi hello hey thanks thank ok okay yes no sure great cool please bye good morning".split())


@dataclass(frozen=True, slots=True)
class DigestDraft:
    """A digest before it is stored (the store adds id, session, namespace, turn range and time)."""

    title: str
    summary: str
    decisions: tuple[str, ...] = ()
    findings: tuple[str, ...] = ()
    files: tuple[str, ...] = ()


@runtime_checkable
class Digester(Protocol):
    def digest(
        self, turns: Sequence[TurnLike], *, title: str | None = None, summary: str | None = None
    ) -> DigestDraft | None: ...


def _clip(text: str, limit: int) -> str:
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[: limit - 1].rsplit(" ", 1)[0] or text[: limit - 1]
    return cut.rstrip(" ,;:") + "…"


def sentences(text: str) -> list[str]:
    """Prose sentences of a message: code fences skipped, one list item or line at least one sentence."""
    out: list[str] = []
    for line in _FENCE.sub("\n", text.replace("’", "'")).splitlines():
        line = _BULLET.sub("", line).strip()
        if line.startswith("#"):
            line = line.lstrip("#").strip()
        out += [s.strip() for s in _SENTENCE_END.split(line) if s.strip()]
    return out


def files_mentioned(texts: Sequence[str]) -> tuple[str, ...]:
    """Path-like tokens with a file extension, in order of first mention (URLs are not files)."""
    found: list[str] = []
    for text in texts:
        for match in _PATH.finditer(_URL.sub(" ", text)):
            token, ext = match.group(1).rstrip("."), match.group(2).lower()
            if ("/" in token or ext in FILE_EXTENSIONS) and not token.replace(".", "").isdigit() and token not in found:
                found.append(token)
    return tuple(found[:20])


@dataclass(frozen=True, slots=True)
class _Sentence:
    position: int
    text: str
    words: tuple[str, ...]
    from_user: bool


def _scored(pool: Sequence[_Sentence]) -> list[tuple[float, _Sentence]]:
    """Classic extractive scoring: how much of the conversation's vocabulary a sentence carries,
    normalised by length, plus a bonus for decisions, findings and the user's own words."""
    freq = Counter(w for s in pool for w in set(s.words))
    out = []
    for s in pool:
        if len(s.words) < 2:
            continue
        weight = sum(freq[w] for w in set(s.words)) / math.sqrt(len(s.words) + 1)
        if DECISION.search(s.text) or FINDING.search(s.text):
            weight *= 1.5
        if s.from_user:
            weight *= 1.2
        out.append((weight, s))
    out.sort(key=lambda pair: (-pair[0], pair[1].position))
    return out


def _pick(pool: Sequence[_Sentence], max_chars: int, max_count: int | None) -> str:
    chosen: list[_Sentence] = []
    used = 0
    for _, s in _scored(pool):
        cost = len(s.text) + (1 if chosen else 0)
        if used + cost > max_chars:
            continue
        chosen.append(s)
        used += cost
        if max_count is not None and len(chosen) >= max_count:
            break
    return " ".join(s.text for s in sorted(chosen, key=lambda s: s.position))


def _pool(turns: Sequence[TurnLike], previous: str | None = None) -> list[_Sentence]:
    pool: list[_Sentence] = []
    for text in sentences(previous or ""):
        pool.append(_Sentence(len(pool), _clip(text, 300), tuple(terms(text)), False))
    for turn in turns:
        user = turn_role(turn) == "user"
        for text in sentences(turn_text(turn)):
            pool.append(_Sentence(len(pool), _clip(text, 300), tuple(terms(text)), user))
    return pool


def _substantive(text: str) -> bool:
    words = re.findall(r"[^\W_]+", text.lower())
    return len(words) >= 3 and not set(words) <= _GREETING


def title_of(turns: Sequence[TurnLike]) -> str | None:
    """The first substantive sentence of the user's turns (else of any turn, else the first sentence
    with text); a sentence that speaks to the model ("SYSTEM: …") is no title while another one is."""
    ordered = [t for t in turns if turn_role(t) == "user"] + [t for t in turns if turn_role(t) != "user"]
    for turn in ordered:
        for sentence in sentences(turn_text(turn)):
            if _substantive(sentence) and not addressed_to_model(sentence):
                return _clip(sentence.rstrip(".!?:; "), TITLE_CHARS)
    for turn in ordered:
        for sentence in sentences(turn_text(turn)):
            if _substantive(sentence):
                return _clip(sentence.rstrip(".!?:; "), TITLE_CHARS)
    for turn in turns:
        first = sentences(turn_text(turn))
        if first:
            return _clip(first[0].rstrip(".!?:; "), TITLE_CHARS)
    return None


def _matching(pool: Sequence[_Sentence], pattern: re.Pattern[str]) -> tuple[str, ...]:
    seen: dict[str, str] = {}
    for s in pool:
        if pattern.search(s.text) and not addressed_to_model(s.text):  # "SYSTEM: we decided…" is no decision
            seen.setdefault(s.text.casefold(), _clip(s.text, ITEM_CHARS))
    return tuple(list(seen.values())[:MAX_LISTED])


class ExtractiveDigester:
    """The offline default: deterministic, extractive, grounded in the turns by construction."""

    name = "extractive"

    def digest(
        self, turns: Sequence[TurnLike], *, title: str | None = None, summary: str | None = None
    ) -> DigestDraft | None:
        pool = _pool(turns)
        heading = title_of(turns)
        if not pool or heading is None:
            return None
        text = _pick(pool, SUMMARY_CHARS, SUMMARY_SENTENCES) or _clip(pool[0].text, SUMMARY_CHARS)
        return DigestDraft(
            title=heading,
            summary=text,
            decisions=_matching(pool, DECISION),
            findings=_matching(pool, FINDING),
            files=files_mentioned([turn_text(t) for t in turns]),
        )


def fold_summary(previous: str | None, turns: Sequence[TurnLike], max_chars: int) -> str:
    """The running summary extended over more turns: the best sentences of the previous summary and
    the new turns together, in conversation order, never over ``max_chars``."""
    pool = _pool(turns, previous)
    text = _pick(pool, max_chars, None)
    if not text and pool:
        text = _clip(pool[0].text, max_chars)
    return text
