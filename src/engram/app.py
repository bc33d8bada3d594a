"""The composition root: the only place that turns Settings into objects (store, providers, extractor).

It builds parts and never the facade: :meth:`engram.memory.Memory.open` and
:meth:`~engram.memory.Memory.from_settings` call it, so every interface gets its memory the same way
(docs/architecture.md).
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from pathlib import Path

from engram.errors import InvalidInput
from engram.extraction.port import Extractor, RuleExtractor
from engram.models import Item
from engram.providers.base import LLM, Embedder
from engram.providers.cost_log import COST_LOG_NAME, CostLog
from engram.sessions.digest import Digester, ExtractiveDigester
from engram.settings import Settings
from engram.store.base import Store


def open_store(db: str, home: str | Path | None = None) -> Store:
    """The store at a location, with the capture spool taken in before every read and write.

    ``postgresql://`` (or ``postgres://``) is PostgreSQL, a file path (or ``:memory:``) is SQLite.
    Turns the Stop hook spooled for this store (beside a SQLite file, under ``home`` for a server)
    reach the database on its first read or write: one route for every captured turn
    (docs/architecture.md).
    """
    from engram.capture.spool import spool_path
    from engram.capture.spooling import SpoolingStore
    from engram.store.postgres import dsn, open_postgres

    store: Store
    if dsn.is_postgres(db):
        store = open_postgres(db)
    elif "://" in db:
        scheme = db.split("://", 1)[0]
        raise InvalidInput(f"unsupported store URL scheme {scheme!r}: use postgresql://… or a SQLite file path")
    else:
        from engram.store.sqlite.store import SqliteStore

        store = SqliteStore(db)
    spool_file = spool_path(db, None if home is None else str(home))
    return store if spool_file is None else SpoolingStore(store, spool_file)


def build_embedder(settings: Settings) -> Embedder | None:
    """The configured embedder, or None (lexical recall only) when it is off or not installed.

    Nothing is loaded here: the local model loads on first use, so opening a Memory stays cheap.
    """
    spec = settings.embedder.strip().lower()
    if spec in ("none", "off", ""):
        return None
    if spec.startswith("local"):
        if importlib.util.find_spec("onnxruntime") is None or importlib.util.find_spec("tokenizers") is None:
            return None
        from engram.providers.local_embed import DEFAULT_MODEL, LocalEmbedder

        model = spec.split(":", 1)[1] if ":" in spec else DEFAULT_MODEL
        return LocalEmbedder(model=model)
    if spec == "openai":
        if not settings.embed_url or not settings.embed_model:
            raise InvalidInput("the openai embedder needs ENGRAM_EMBED_URL and ENGRAM_EMBED_MODEL")
        from engram.providers.openai_embed import OpenAIEmbedder

        return OpenAIEmbedder(settings.embed_url, settings.embed_model, api_key=settings.embed_api_key)
    raise InvalidInput(f"unknown embedder {settings.embedder!r}: use local, local:minilm-l3, openai or none")


def build_llm(settings: Settings) -> LLM | None:
    """The configured chat model: ``ENGRAM_LLM_URL`` + ``ENGRAM_LLM_MODEL`` (OpenAI-compatible), else
    ``ENGRAM_LLM_COMMAND`` (argv, space-separated), else None (offline)."""
    url, model = (settings.llm_url or "").strip(), (settings.llm_model or "").strip()
    if url and model:
        from engram.providers.openai_llm import OpenAICompatibleLLM

        return OpenAICompatibleLLM(url, model, api_key=settings.llm_api_key or None, max_retries=2)
    command = (settings.llm_command or "").split()
    if command:
        from engram.providers.command_llm import CommandLLM

        return CommandLLM(command)
    return None


def cost_log_path(settings: Settings) -> Path:
    """Where every LLM call's token usage is appended (one JSON line per call)."""
    return settings.home / "logs" / COST_LOG_NAME


def build_extractor(settings: Settings, embedder: Embedder | None = None) -> Extractor:
    """The extractor a close runs: the LLM extractor when a model is configured, else the offline
    rule-based one (with the nearest-neighbour fallback when ``embedder`` is the packaged local
    model). The LLM extractor finds related memories once bound to a Memory (``Memory.open`` and
    ``from_settings`` bind it)."""
    llm = build_llm(settings)
    if llm is None:
        return RuleExtractor.using(embedder)
    from engram.extraction.llm import LLMExtractor  # with the grammar it falls back to: on first use

    return LLMExtractor(llm, cost_log=CostLog(cost_log_path(settings)).record, categories=settings.policy.categories)


def bind_extractor(extractor: Extractor, related: Callable[[str], list[Item]]) -> None:
    """Give an unbound LLM extractor its ``recall_fn``: the memory's active items related to a text."""
    bind = getattr(extractor, "bind", None)  # the LLM extractor; never loaded when no model is configured
    if callable(bind) and not getattr(extractor, "bound", True):
        bind(related)


def build_digester(settings: Settings) -> Digester:
    """The digester a close runs: the offline extractive one."""
    return ExtractiveDigester()
