"""Deep Dream (seed 002): consolidate the last N days of daily logs and the core into a new core.

Where things live (blocks, so every write keeps the previous version and can be undone):

* the core (``MEMORY.md``) is the block ``<namespace>/core`` (no category);
* the dream diary of a day is the block ``<namespace>/dreams/YYYY-MM-DD``; a second run on the same
  day appends to it. Each diary entry records ``source-sha256: <hash>`` of the daily content it
  consolidated: the last one written is the "last processed hash".

A run is skipped, writing nothing, when the window holds no daily content (``skipped-empty``: the core
is preserved) or when the daily content's hash equals the last processed hash (``skipped-unchanged``).
With an ``llm`` the model rewrites the core (see :mod:`engram.sessions.consolidation` for the prompt, the
parser and the grounding check); any provider failure, unparseable answer, an answer whose every line
is ungrounded, or a core over the block size cap leaves the core unchanged and writes nothing
(``failed``). Without one, a deterministic offline merge runs.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Callable
from datetime import date, timedelta

import numpy as np

from engram.errors import InvalidInput
from engram.items import blocks
from engram.operation import OpContext
from engram.providers.base import LLM, Completion, Embedder
from engram.sessions import consolidation as c
from engram.sessions import daily

log = logging.getLogger("engram.dream")
CORE = "core"
DREAMS = "dreams"
_HASH_PREFIX = "source-sha256: "
_LIST_CAP = 50


def core_key(namespace: str) -> str:
    return f"{namespace.strip().strip('/')}/{CORE}"


def diary_key(namespace: str, day: date) -> str:
    return f"{namespace.strip().strip('/')}/{DREAMS}/{day.isoformat()}"


def _window(ctx: OpContext, namespace: str, lookback_days: int, today: date) -> list[tuple[str, str]]:
    first = today - timedelta(days=lookback_days - 1)
    days = [d for d in daily.daily_days(ctx, namespace=namespace) if first.isoformat() <= d <= today.isoformat()]
    found = [(d, daily.daily_read(ctx, d, namespace=namespace)) for d in sorted(days)]
    return [(d, text) for d, text in found if text.strip()]


def _daily_facts(ctx: OpContext, namespace: str, days: list[str]) -> list[str]:
    facts: list[str] = []
    with ctx.store.read() as tx:
        for day in days:
            for entry in tx.daily_entries(ctx.owner, namespace, day):
                facts += [f for line in entry.text.splitlines() if (f := c.fact_text(line)) is not None]
    return facts


def last_hash(ctx: OpContext, namespace: str) -> str | None:
    diaries = blocks.block_list(ctx, f"{namespace}/{DREAMS}")
    if not diaries:
        return None
    latest = max(diaries, key=lambda b: b.id)
    found = [line[len(_HASH_PREFIX) :].strip() for line in latest.content.splitlines() if line.startswith(_HASH_PREFIX)]
    return found[-1] if found else None


def _similar(embedder: Embedder | None) -> c.Similar | None:
    if embedder is None:
        return None
    cache: dict[str, np.ndarray] = {}

    def vector(text: str) -> np.ndarray:
        if text not in cache:
            cache[text] = np.asarray(embedder.embed_query(text), dtype=np.float32)
        return cache[text]

    return lambda a, b: float(np.dot(vector(a), vector(b))) >= c.DUPLICATE_COSINE


def _listing(title: str, lines: list[str]) -> list[str]:
    if not lines:
        return []
    shown = [f"- {line}" for line in lines[:_LIST_CAP]]
    if len(lines) > _LIST_CAP:
        shown.append(f"- ... and {len(lines) - _LIST_CAP} more")
    return ["", f"### {title}", *shown]


def consolidate(
    ctx: OpContext,
    *,
    lookback_days: int = 7,
    namespace: str = "user",
    llm: LLM | None = None,
    today: date | None = None,
    embedder: Embedder | None = None,
    cost_log: Callable[[Completion, str], None] | None = None,
) -> c.DreamResult:
    if isinstance(lookback_days, bool) or not isinstance(lookback_days, int) or not 1 <= lookback_days <= 3650:
        raise InvalidInput("lookback_days must be a whole number from 1 to 3650")
    ns = blocks.block_key(ctx, namespace, None)[0]
    day = today or ctx.now().date()
    old = blocks.block_get(ctx, core_key(ns))
    old_core = "" if old is None else old.content
    old_version = None if old is None else old.version
    dailies = _window(ctx, ns, lookback_days, day)
    days = tuple(d for d, _ in dailies)
    if not dailies:
        return c.DreamResult("skipped-empty", old_version, reason=f"no daily content in the last {lookback_days} days")
    digest = hashlib.sha256("\n\x00".join(f"{d}\n{text}" for d, text in dailies).encode("utf-8")).hexdigest()
    if last_hash(ctx, ns) == digest:
        return c.DreamResult(
            "skipped-unchanged", old_version, reason="the daily logs are unchanged since the last dream",
            days=days, source_hash=digest,
        )  # fmt: skip

    def failed(reason: str, dropped: tuple[str, ...] = (), mode: str = "") -> c.DreamResult:
        return c.DreamResult("failed", old_version, None, reason, dropped, days, digest, mode)

    dropped: list[str] = []
    if llm is not None:
        mode = f"llm ({llm.model_name})"
        try:
            completion = llm.complete(c.dream_messages(old_core, dailies), max_tokens=4000)
            answer = completion.text
            if cost_log is not None:
                cost_log(completion, "dream")
        except Exception as exc:  # any provider failure keeps the core: a provider is foreign code
            log.warning("dream: the model call failed: %s", exc)
            return failed(f"the model call failed: {exc}", mode=mode)
        try:
            output = c.parse_dream(answer)
        except InvalidInput as exc:
            return failed(f"unusable model output: {exc}", mode=mode)
        new_core, dropped = c.ground(output.memory, [old_core, *(text for _, text in dailies)])
        if not c.has_facts(new_core):
            return failed("every line of the model's memory was ungrounded", tuple(dropped), mode)
        notes = ["", output.dream] if output.dream else []
    else:
        mode = "offline merge"
        facts = _daily_facts(ctx, ns, list(days))
        merged = c.offline_merge(old_core, facts, similar=_similar(embedder))
        new_core = merged.core
        notes = [
            *_listing("Added", merged.added),
            *_listing("Replaced (newer wins)", [f"{a} → {b}" for a, b in merged.replaced]),
            *_listing("Collapsed duplicates", merged.collapsed),
        ]
        if not merged.changed:
            notes = ["", "Nothing new: the core already holds every daily fact."]
    entry = [
        f"## Dream ({ctx.now().strftime('%H:%M')})",
        f"{_HASH_PREFIX}{digest}",
        f"mode: {mode}",
        f"days: {', '.join(days)}",
        *notes,
        *_listing("Dropped (not found in the sources)", dropped),
    ]
    key = diary_key(ns, day)
    previous = blocks.block_read(ctx, key)
    diary = (previous.rstrip() + "\n\n" if previous.strip() else f"# Dream Diary: {day.isoformat()}\n\n") + "\n".join(
        entry
    )
    cap = ctx.policy.max_block_chars
    if len(new_core) > cap or len(diary) > cap:
        return failed(f"the new core or diary would exceed the block limit of {cap} characters", tuple(dropped), mode)
    version = old_version
    if new_core.strip() != old_core.strip():
        version = blocks.block_write(ctx, core_key(ns), new_core + "\n").block.version
    blocks.block_write(ctx, key, diary + "\n")
    reason = "" if version != old_version else "the core already held everything; only the diary was written"
    return c.DreamResult("updated", version, key, reason, tuple(dropped), days, digest, mode)
