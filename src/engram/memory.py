"""``Memory``: the one facade every interface (CLI, MCP, HTTP, hooks) calls.

A ``Memory`` is bound to exactly one owner for its whole life; there is no parameter anywhere
that reaches another owner's records (fail-closed scoping, docs/decisions.md#chat-app).
"""

from __future__ import annotations

import builtins
import functools
from collections.abc import Callable, Iterable
from datetime import date, datetime
from pathlib import Path
from typing import Any, Concatenate, ParamSpec, TypeVar

from engram import app
from engram import validation as v
from engram.context import assemble as injection
from engram.context.block import ContextBlock
from engram.context.query import with_recall
from engram.errors import NotFound
from engram.extraction.candidates import Candidate
from engram.extraction.port import Extractor, RuleExtractor
from engram.items import blocks, lifecycle, undo
from engram.items import write as items
from engram.items.decay import DecayReport
from engram.items.interchange import transfer as interchange
from engram.items.write import _KEEP, _Keep
from engram.models import (
    Block,
    BlockResult,
    History,
    Hit,
    ImportReport,
    Item,
    Link,
    LinkResult,
    Provenance,
    PurgeResult,
    Session,
    Turn,
    UndoResult,
    WriteResult,
)
from engram.operation import OpContext
from engram.policy import MemoryPolicy
from engram.providers.base import LLM, Completion, Embedder
from engram.retrieval import pipeline as recall
from engram.retrieval.background import DEFAULT_FLUSH_S, BackgroundEmbedder
from engram.retrieval.recipes import DEFAULT_RECIPE, RecallRecipe
from engram.retrieval.vectors import KINDS as VECTOR_KINDS
from engram.retrieval.vectors import VectorIndex
from engram.retry import idempotent
from engram.sessions import log as sessions
from engram.sessions.close import Pipeline
from engram.sessions.digest import Digester, ExtractiveDigester
from engram.sessions.dream import DreamResult
from engram.sessions.ops import EpisodeOps
from engram.settings import Settings
from engram.store.base import ItemQuery, Store
from engram.timeutil import Clock, parse_user_time, utcnow

_P = ParamSpec("_P")
_R = TypeVar("_R")


def _then_embed(method: Callable[Concatenate[Memory, _P], _R]) -> Callable[Concatenate[Memory, _P], _R]:
    """A write: once it returned, tell the background embedder the owner may have rows to embed."""

    @functools.wraps(method)
    def wrapper(self: Memory, /, *args: _P.args, **kwargs: _P.kwargs) -> _R:
        try:
            return method(self, *args, **kwargs)
        finally:
            self._background.notify(self._store, self._ctx.owner)

    return wrapper


class _Unset:
    """Sentinel: build the embedder the settings name (``None`` means no embedder at all)."""


_UNSET = _Unset()


class Memory(EpisodeOps):
    """Cross-session memory for one owner over one store (session closing, digests, daily logs and
    compression come from :class:`~engram.sessions.ops.EpisodeOps`)."""

    def __init__(
        self,
        store: Store,
        *,
        owner: str = "default",
        policy: MemoryPolicy | None = None,
        clock: Clock = utcnow,
        actor: str = "user",
        embedder: Embedder | None = None,
        recipe: RecallRecipe = DEFAULT_RECIPE,
        extractor: Extractor | None = None,
        digester: Digester | None = None,
        on_flush: Callable[[str], None] | None = None,
        flush_seconds: float = DEFAULT_FLUSH_S,
        embed_in_background: bool = True,
    ) -> None:
        self._store = store
        chosen = extractor or RuleExtractor.using(embedder)  # the grammar, and its fallback with the local model
        self._pipeline = Pipeline(chosen, digester or ExtractiveDigester(), on_flush)
        self._vectors = VectorIndex(embedder)
        self._background = BackgroundEmbedder(self._vectors, enabled=embed_in_background)
        self._flush_seconds = flush_seconds
        self._recipe = recipe
        self._ctx = OpContext(
            store=store,
            owner=v.owner(owner),
            policy=policy or MemoryPolicy(),
            clock=clock,
            actor=actor,
            vectors=self._vectors,
        )
        # Rows a previous process wrote and never embedded (killed, or closed too soon): embed them now.
        self._background.notify(store, self._ctx.owner, wrote=False)

    @classmethod
    def open(
        cls,
        path: str | Path | None = None,
        owner: str | None = None,
        *,
        policy: MemoryPolicy | None = None,
        clock: Clock = utcnow,
        actor: str = "user",
        embedder: Embedder | _Unset | None = _UNSET,
        extractor: Extractor | None = None,
        digester: Digester | None = None,
        on_flush: Callable[[str], None] | None = None,
        recipe: RecallRecipe = DEFAULT_RECIPE,
        embed_in_background: bool = True,
    ) -> Memory:
        """Open (creating and migrating as needed) the store at ``path``.

        Without ``path``: ``$ENGRAM_DB``, else ``$ENGRAM_HOME/engram.db``, else
        ``~/.local/share/engram/engram.db``. ``owner`` defaults to ``$ENGRAM_USER`` or "default".
        ``embedder`` defaults to the configured one (``$ENGRAM_EMBEDDER``: the local model when the
        ``[embed]`` extra is installed); pass ``None`` for a lexical-only memory or any ``Embedder``.
        Writes never wait for an embedding: with ``embed_in_background`` (the default) a daemon
        thread embeds new rows soon after; without it they are embedded by the next recall or
        ``index()``. Either way a recall embeds anything still pending before it searches.
        ``recipe`` is how recall ranks (:mod:`engram.retrieval.recipes`).
        """
        settings = Settings.load(db=None if path is None else str(path), owner=owner)
        return cls.from_settings(
            settings,
            actor=actor,
            policy=policy,
            clock=clock,
            embedder=embedder,
            extractor=extractor,
            digester=digester,
            on_flush=on_flush,
            recipe=recipe,
            embed_in_background=embed_in_background,
        )

    @classmethod
    def from_settings(
        cls,
        settings: Settings,
        *,
        actor: str = "user",
        policy: MemoryPolicy | None = None,
        clock: Clock = utcnow,
        embedder: Embedder | _Unset | None = _UNSET,
        extractor: Extractor | None = None,
        digester: Digester | None = None,
        on_flush: Callable[[str], None] | None = None,
        store: Store | None = None,
        owner: str | None = None,
        recipe: RecallRecipe = DEFAULT_RECIPE,
        embed_in_background: bool = True,
    ) -> Memory:
        """A memory built from ``settings`` by the composition root (:mod:`engram.app`).

        A server passes its shared ``store`` (and embedder) and the ``owner`` a request's key names:
        every memory it serves is assembled here, like any other."""
        embedder = app.build_embedder(settings) if isinstance(embedder, _Unset) else embedder
        chosen = extractor or app.build_extractor(settings, embedder)
        memory = cls(
            store if store is not None else app.open_store(settings.db, settings.home),
            owner=settings.owner if owner is None else owner,
            policy=policy or settings.policy,
            clock=clock,
            actor=actor,
            embedder=embedder,
            extractor=chosen,
            digester=digester or app.build_digester(settings),
            on_flush=on_flush,
            recipe=recipe,
            flush_seconds=settings.embed_flush_seconds,
            embed_in_background=embed_in_background,
        )
        app.bind_extractor(chosen, memory.active_related)
        return memory

    def active_related(self, query: str) -> builtins.list[Item]:
        """Active items related to ``query`` (up to 20, best first): what a model extractor is shown."""
        found: builtins.list[Item] = []
        for hit in self.recall(query, k=20, kinds=("item",)):
            try:
                item = self.get(hit.id)
            except NotFound:
                continue
            if item.is_active:
                found.append(item)
        return found

    # ---- identity ----------------------------------------------------------------------------
    @property
    def owner(self) -> str:
        return self._ctx.owner

    @property
    def store(self) -> Store:
        return self._store

    @property
    def policy(self) -> MemoryPolicy:
        return self._ctx.policy

    @property
    def embedder(self) -> Embedder | None:
        return self._vectors.embedder

    @property
    def categories(self) -> tuple[str, ...]:
        return self._ctx.policy.categories

    def close(self) -> None:
        """Embed what this memory left pending (waiting at most ``flush_seconds``, setting
        ``ENGRAM_EMBED_FLUSH_S``), then close the store. Whatever is left is embedded by the next
        open or recall: it is read from the store, so nothing is lost."""
        self._background.close(self._flush_seconds)
        self._store.close()

    def flush_embeddings(self, timeout: float | None = None) -> bool:
        """Wait (at most ``timeout`` seconds, default ``flush_seconds``) until the background embedder
        has embedded everything written so far, and keep it running; without a background embedder,
        embed it now. True when nothing is left."""
        if not self._background.enabled:
            self._vectors.fill_missing(self._store, self.owner, VECTOR_KINDS)
            return True
        return self._vectors_drained(self._flush_seconds if timeout is None else timeout)

    def _vectors_drained(self, timeout: float) -> bool:
        import time

        deadline = time.monotonic() + timeout
        self._background.notify(self._store, self._ctx.owner)
        while self._background.pending():
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.01)
        return True

    def __enter__(self) -> Memory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ---- session closes write memories too (EpisodeOps) ---------------------------------------
    close_session = _then_embed(EpisodeOps.close_session)
    finalize_dirty = _then_embed(EpisodeOps.finalize_dirty)
    sweep = _then_embed(EpisodeOps.sweep)

    # ---- items -------------------------------------------------------------------------------
    @idempotent
    @_then_embed
    def remember(
        self,
        content: str,
        *,
        category: str = "fact",
        namespace: str = "user",
        summary: str | None = None,
        detail: str | None = None,
        tags: Iterable[str] = (),
        source: str = "user",
        confidence: float | None = None,
        provenance: Provenance | dict[str, Any] | None = None,
        valid_from: datetime | str | None = None,
    ) -> WriteResult:
        """Save a durable fact; an identical active one (same namespace and category) is returned instead."""
        return items.remember(
            self._ctx,
            content,
            category=category,
            namespace=namespace,
            summary=summary,
            detail=detail,
            tags=tags,
            source=source,
            confidence=confidence,
            provenance=provenance,
            valid_from=None if valid_from is None else parse_user_time(valid_from),
        )

    @idempotent
    @_then_embed
    def remember_many(
        self,
        entries: Iterable[str | dict[str, Any]],
        *,
        category: str = "fact",
        namespace: str = "user",
        source: str = "user",
    ) -> builtins.list[WriteResult]:
        """Save many memories at once (strings, or dicts with ``remember``'s fields); all are validated
        before any is written, embeddings are batched, and each batch of 500 is one transaction."""
        return items.remember_many(self._ctx, entries, category=category, namespace=namespace, source=source)

    @_then_embed
    def update(
        self,
        ref: int | str,
        new_content: str,
        *,
        category: str | None = None,
        summary: str | _Keep | None = _KEEP,
        detail: str | _Keep | None = _KEEP,
        tags: Iterable[str] | None = None,
        source: str | None = None,
        confidence: float | _Keep | None = _KEEP,
        provenance: Provenance | dict[str, Any] | None = None,
    ) -> WriteResult:
        """Supersede an item (by id or unique substring) with new content; the old version is kept."""
        return items.update(
            self._ctx,
            ref,
            new_content,
            category=category,
            summary=summary,
            detail=detail,
            tags=tags,
            source=source,
            confidence=confidence,
            provenance=provenance,
        )

    def forget(self, ref: int | str) -> WriteResult:
        """End-date an item: never injected or listed again, kept for audit and restorable."""
        return items.forget(self._ctx, ref)

    def confirm(self, ref: int | str) -> WriteResult:
        """Record that the user re-affirmed an item (``last_confirmed_at``); this resists decay."""
        return items.confirm(self._ctx, ref)

    def link(self, from_ref: int | str, to_ref: int | str, relation: str = "relates_to") -> LinkResult:
        return items.link(self._ctx, from_ref, to_ref, relation)

    def decay(self, *, half_life_days: float = 90.0, now: datetime | None = None) -> DecayReport:
        """Fade extracted memories' confidence by half-life from their last confirmation or recording
        (``base × 0.5^(whole days / half_life)``: repeat runs never compound; nothing is deleted)."""
        from engram.items import decay

        return decay.decay(self._ctx, half_life_days=half_life_days, now=now)

    def stale(self, older_than_days: float, *, now: datetime | None = None) -> builtins.list[Item]:
        """Active memories neither recorded nor confirmed within ``older_than_days`` (what prune would forget)."""
        from engram.items import decay

        return decay.stale(self._ctx, older_than_days, now=now)

    def prune(self, older_than_days: float, *, now: datetime | None = None) -> builtins.list[Item]:
        """Forget (end-date, never delete) memories not recorded or confirmed within that many days."""
        from engram.items import decay

        return decay.prune(self._ctx, older_than_days, now=now)

    def triage(self, session_id: str, *, limit: int = 10) -> builtins.list[Candidate]:
        """Propose up to ``limit`` new memories from a session's log (summarize turns and injected
        blocks left out; already-remembered and previously dropped ones skipped)."""
        from engram.items import triage

        return triage.triage(self._ctx, self._pipeline.extractor, session_id, limit=limit)

    @_then_embed
    def accept(self, candidate: Candidate, *, content: str | None = None) -> WriteResult:
        """Save a triaged candidate the person kept (or edited, with ``content``) as source ``user``."""
        from engram.items import triage

        return triage.accept(self._ctx, candidate, content=content)

    @idempotent
    def links(self, ref: int | str) -> list[Link]:
        """Links of an item whose both ends are still active."""
        with self._store.read() as tx:
            from engram.items.refs import resolve_any

            item = resolve_any(tx, self.owner, ref)
            return items.active_links(tx, self.owner, [item.id])

    @idempotent
    def get(self, item_id: int | str) -> Item:
        number = v.item_id(item_id)
        with self._store.read() as tx:
            item = tx.get_item(self.owner, number)
        if item is None:
            raise NotFound(f"no memory #{number}")
        return item

    @idempotent
    def list(
        self,
        *,
        category: str | None = None,
        namespace: str | None = None,
        include_inactive: bool = False,
        as_of: datetime | str | None = None,
        source: str | None = None,
        limit: int | None = None,
        after_id: int | None = None,
    ) -> builtins.list[Item]:
        """Active items by default; ``as_of`` reads what was valid at that moment."""
        query = ItemQuery(
            owner=self.owner,
            category=None if category is None else v.category(category, self.policy),
            namespace=v.namespace_prefix(namespace),
            include_inactive=include_inactive,
            as_of=None if as_of is None else parse_user_time(as_of),
            source=None if source is None else v.source(source),
            limit=v.optional_whole_number(limit, "limit"),
            after_id=v.optional_whole_number(after_id, "after_id"),
        )
        with self._store.read() as tx:
            return tx.find_items(query)

    @idempotent
    def trashed(self, *, limit: int | None = None, after_id: int | None = None) -> builtins.list[Item]:
        """Trashed versions by id; ``after_id`` and ``limit`` page in the store query itself."""
        query = ItemQuery(
            owner=self.owner,
            only_trashed=True,
            include_inactive=True,
            limit=v.optional_whole_number(limit, "limit"),
            after_id=v.optional_whole_number(after_id, "after_id"),
        )
        with self._store.read() as tx:
            return tx.find_items(query)

    @idempotent
    def history(self, ref: int | str) -> History:
        return lifecycle.history(self._ctx, ref)

    @_then_embed
    def undo(self, event_id: int | None = None) -> UndoResult:
        """Undo the last write (or the given event), restoring exactly the state before it."""
        return undo.undo(self._ctx, event_id)

    def trash(self, ref: int | str) -> WriteResult:
        return lifecycle.trash(self._ctx, ref)

    @_then_embed
    def restore(self, ref: int | str) -> WriteResult:
        return lifecycle.restore(self._ctx, ref)

    def purge(self, ref: int | str | None = None) -> PurgeResult:
        return lifecycle.purge(self._ctx, ref)

    # ---- blocks ------------------------------------------------------------------------------
    @idempotent
    def block_read(self, namespace: str, category: str | None = None) -> str:
        return blocks.block_read(self._ctx, namespace, category)

    @idempotent
    def block_get(self, namespace: str, category: str | None = None) -> Block | None:
        return blocks.block_get(self._ctx, namespace, category)

    @_then_embed
    def block_write(
        self, namespace: str, content: str, *, category: str | None = None, mode: str = "replace"
    ) -> BlockResult:
        return blocks.block_write(self._ctx, namespace, content, category=category, mode=mode)

    @_then_embed
    def block_append(self, namespace: str, content: str, *, category: str | None = None) -> BlockResult:
        return blocks.block_write(self._ctx, namespace, content, category=category, mode="append")

    @idempotent
    def block_list(self, namespace_prefix: str | None = None) -> builtins.list[Block]:
        return blocks.block_list(self._ctx, namespace_prefix)

    # ---- consolidation ("dream") -------------------------------------------------------------
    @_then_embed
    def consolidate(
        self,
        *,
        lookback_days: int = 7,
        namespace: str = "user",
        llm: LLM | None = None,
        today: date | None = None,
        cost_log: Callable[[Completion, str], None] | None = None,
    ) -> DreamResult:
        """Deep Dream: distil the last ``lookback_days`` days of daily logs and the core block
        (``<namespace>/core``) into a new core version plus a diary block ``<namespace>/dreams/<day>``.
        Skips when there is nothing or nothing new; a model failure never changes the core."""
        from engram.sessions import dream

        return dream.consolidate(
            self._ctx,
            lookback_days=lookback_days,
            namespace=namespace,
            llm=llm,
            today=today,
            embedder=self.embedder,
            cost_log=cost_log,
        )

    def core_read(self, namespace: str = "user") -> str:
        """The core block (``MEMORY.md``) of ``namespace``; "" when there is none."""
        from engram.sessions import dream

        return blocks.block_read(self._ctx, dream.core_key(namespace))

    # ---- interchange -------------------------------------------------------------------------
    @idempotent
    def export(self, format: str = "jsonl", *, namespace: str | None = None) -> str:
        return interchange.export(self._ctx, format, namespace=namespace)

    @_then_embed
    def import_(
        self,
        text: str,
        format: str = "jsonl",
        *,
        strict: bool = False,
        namespace: str = "user",
        dry_run: bool = False,
        mem0_user: str | None = None,
    ) -> ImportReport:
        """Import ``text`` in ``format`` (jsonl, aish, markdown, mem0). ``dry_run`` (mem0) writes
        nothing and lists what would be written; ``mem0_user`` is the mem0 user id whose memories are
        this owner's (default: the owner's name)."""
        return interchange.import_(
            self._ctx, text, format, strict=strict, namespace=namespace, dry_run=dry_run, mem0_user=mem0_user
        )

    # ---- context -----------------------------------------------------------------------------
    @idempotent
    def context(
        self,
        *,
        session_id: str | None = None,
        budget_tokens: int = 1500,
        per_category: dict[str, int] | None = None,
        format: str = "markdown",
        namespace: str | None = None,
        max_chars: int | None = None,
        query: str | None = None,
        recall_k: int = 20,
    ) -> ContextBlock:
        """The block to inject at session start; with ``session_id`` it is frozen for that session.

        With ``query``, memories, digests and turns relevant to it are appended (whole, best first)
        under whatever budget is left; the frozen part before them is unchanged, and the hits left
        out are reported in ``dropped``.
        """
        block = injection.build(
            self._ctx,
            session_id=session_id,
            budget_tokens=budget_tokens,
            per_category=per_category,
            format=format,
            namespace=namespace,
            max_chars=max_chars,
        )
        if query is None or not str(query).strip():
            return block
        hits = self.recall(query, k=recall_k, namespace=namespace, include_low_confidence=True)
        return with_recall(block, hits)

    # ---- sessions ----------------------------------------------------------------------------
    def session(
        self,
        session_id: str | None = None,
        *,
        namespace: str = "user",
        title: str | None = None,
        meta: dict[str, Any] | None = None,
    ) -> Session:
        """Open (or create) a session; without an id a new random one is made."""
        return sessions.open_session(self._ctx, session_id, namespace=namespace, title=title, meta=meta)

    @idempotent
    def get_session(self, session_id: str) -> Session:
        return sessions.get_session(self._ctx, session_id)

    @_then_embed
    def append_turn(
        self,
        session_id: str,
        role: str,
        text: str,
        *,
        speaker: str | None = None,
        at: datetime | str | None = None,
        turn_id: str | None = None,
        meta: dict[str, Any] | None = None,
        namespace: str = "user",
    ) -> Turn:
        """Append a turn to the session's log (created if new, reactivated if idle or archived)."""
        return sessions.append_turn(
            self._ctx,
            session_id,
            role,
            text,
            speaker=speaker,
            at=None if at is None else parse_user_time(at),
            turn_id=turn_id,
            meta=meta,
            namespace=namespace,
        )

    @_then_embed
    def capture(
        self,
        session_id: str,
        role: str,
        text: str,
        *,
        at: datetime | str | None = None,
        turn_id: str | None = None,
        meta: dict[str, Any] | None = None,
        namespace: str | None = None,
    ) -> Turn | None:
        """The capture hot path: append a turn redacted and sanitised before it touches disk; no model,
        no network, never an embedding. Bad input returns None instead of raising; a ``turn_id`` already
        in the session returns the stored turn instead of a copy."""
        from engram.capture import ingest as capture

        return capture.capture(
            self._ctx, session_id, role, text, at=at, turn_id=turn_id, meta=meta, namespace=namespace
        )

    def mark_ended(self, session_id: str) -> bool:
        """Record that a session ended (its ``ended_at`` metadata) and nothing else; False when there
        is no such session. The SessionEnd hook calls it."""
        from engram.capture import ingest as capture

        return capture.mark_ended(self._ctx, session_id)

    @idempotent
    def turns(self, session_id: str, *, after_seq: int = 0, limit: int | None = None) -> builtins.list[Turn]:
        return sessions.turns(self._ctx, session_id, after_seq=after_seq, limit=limit)

    @idempotent
    def sessions(
        self, *, status: str | None = None, trashed: bool = False, limit: int | None = None
    ) -> builtins.list[Session]:
        return sessions.list_sessions(self._ctx, status=status, trashed=trashed, limit=limit)

    # ---- recall ------------------------------------------------------------------------------
    @idempotent
    def recall(
        self,
        query: str,
        *,
        k: int = 10,
        kinds: tuple[str, ...] = recall.KINDS,
        category: str | None = None,
        namespace: str | None = None,
        as_of: datetime | str | None = None,
        include_low_confidence: bool = True,
        session_id: str | None = None,
        timing: builtins.list[recall.RecallTiming] | None = None,
    ) -> builtins.list[Hit]:
        """Hybrid search (BM25 + dense) over items, blocks and turns, current facts only unless ``as_of``."""
        return recall.recall(
            self._ctx,
            self._vectors,
            query,
            k=k,
            kinds=kinds,
            category=category,
            namespace=namespace,
            as_of=as_of,
            include_low_confidence=include_low_confidence,
            session_id=session_id,
            recipe=self._recipe,
            timing=timing,
        )

    def index(self) -> int:
        """Embed every item, turn and block that has no vector yet (turns are embedded lazily)."""
        return self._vectors.fill_missing(self._store, self.owner, VECTOR_KINDS, full=True)

    def reindex(self) -> int:
        """Drop this owner's vectors and embed everything again with the current embedder."""
        return self._vectors.reindex(self._store, self.owner)
