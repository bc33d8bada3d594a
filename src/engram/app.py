"""Wiring: the only place that reads Settings and turns names into objects (store, providers)."""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from pathlib import Path

from engram.domain.digest import Digester, ExtractiveDigester
from engram.domain.extraction.port import Extractor, RuleExtractor
from engram.domain.policy import MemoryPolicy
from engram.errors import InvalidInput
from engram.providers.base import Embedder
from engram.service.memory import Memory as _CoreMemory
from engram.settings import Settings
from engram.store.base import Store
from engram.timeutil import Clock, utcnow


def open_store(db: str) -> Store:
    """Pick the adapter for a location: a file path (or ``:memory:``) is SQLite."""
    if "://" in db:
        scheme = db.split("://", 1)[0]
        raise InvalidInput(f"unsupported store URL scheme {scheme!r}: use a SQLite file path")
    from engram.store.sqlite import SqliteStore

    return SqliteStore(db)


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


def build_extractor(settings: Settings) -> Extractor:
    """The extractor a close runs: the offline rule-based one (LLM extractors plug in here)."""
    return RuleExtractor()


def build_digester(settings: Settings) -> Digester:
    """The digester a close runs: the offline extractive one."""
    return ExtractiveDigester()


class _FromSettings:
    """Sentinel: build the embedder the settings name (``None`` means no embedder at all)."""


FROM_SETTINGS = _FromSettings()


class Memory(_CoreMemory):
    """The public facade. ``Memory.open()`` builds it from settings; ``Memory(store, owner=...)`` from parts."""

    @classmethod
    def open(
        cls,
        path: str | Path | None = None,
        owner: str | None = None,
        *,
        policy: MemoryPolicy | None = None,
        clock: Clock = utcnow,
        actor: str = "user",
        embedder: Embedder | None = None,
        extractor: Extractor | None = None,
        digester: Digester | None = None,
        on_flush: Callable[[str], None] | None = None,
    ) -> Memory:
        """Open (creating and migrating as needed) the store at ``path``.

        Without ``path``: ``$ENGRAM_DB``, else ``$ENGRAM_HOME/engram.db``, else
        ``~/.local/share/engram/engram.db``. ``owner`` defaults to ``$ENGRAM_USER`` or "default".
        ``embedder`` defaults to the configured one (``$ENGRAM_EMBEDDER``, the local model when
        installed); pass ``None`` for a lexical-only memory or any ``Embedder`` object.
        """
        settings = Settings.load(db=None if path is None else str(path), owner=owner)
        return cls(
            open_store(settings.db),
            owner=settings.owner,
            policy=policy or settings.policy,
            clock=clock,
            actor=actor,
            embedder=build_embedder(settings) if isinstance(embedder, _FromSettings) else embedder,
            extractor=extractor or build_extractor(settings),
            digester=digester or build_digester(settings),
            on_flush=on_flush,
        )

    @classmethod
    def from_settings(cls, settings: Settings, *, actor: str = "user") -> Memory:
        return cls(
            open_store(settings.db),
            owner=settings.owner,
            policy=settings.policy,
            actor=actor,
            embedder=build_embedder(settings),
            extractor=build_extractor(settings),
            digester=build_digester(settings),
        )
