"""Settings from the environment and an optional TOML file, turned into objects only by ``engram.app``.

Precedence: explicit arguments > environment (``ENGRAM_*``) > ``config.toml`` > defaults; the store
location, owner and namespace are resolved by :func:`engram.location.locate`, which the capture hook
shares.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engram import location
from engram.errors import InvalidInput
from engram.models import DEFAULT_CATEGORIES
from engram.policy import MemoryPolicy


def engram_home(env: Mapping[str, str] | None = None) -> Path:
    return Path(location.engram_home(env))


@dataclass(frozen=True, slots=True)
class Settings:
    db: str
    owner: str = "default"
    namespace: str = "user"
    policy: MemoryPolicy = field(default_factory=MemoryPolicy)
    home: Path = field(default_factory=engram_home)
    embedder: str = "local"  # "local", "local:minilm-l3", "openai" or "none"
    embed_url: str | None = None
    embed_model: str | None = None
    embed_api_key: str | None = None
    llm_url: str | None = None  # OpenAI-compatible base URL; with llm_model: the LLM extractor
    llm_model: str | None = None
    llm_api_key: str | None = None
    llm_command: str | None = None  # argv, space-separated, e.g. "claude -p --output-format json"
    embed_flush_seconds: float = 10.0  # how long Memory.close() waits for pending embeddings

    @classmethod
    def load(
        cls,
        *,
        db: str | None = None,
        owner: str | None = None,
        namespace: str | None = None,
        env: Mapping[str, str] | None = None,
    ) -> Settings:
        env = os.environ if env is None else env
        where = location.locate(db, owner, namespace, env)
        config = where.config
        section: dict[str, Any] = config.get("memory", {})
        embedding: dict[str, Any] = config.get("embedding", {})
        llm: dict[str, Any] = config.get("llm", {})
        return cls(
            db=where.db,
            owner=where.owner,
            namespace=where.namespace,
            policy=_policy(section),
            home=Path(where.home),
            embedder=str(env.get("ENGRAM_EMBEDDER") or embedding.get("provider") or "local"),
            embed_url=env.get("ENGRAM_EMBED_URL") or embedding.get("url"),
            embed_model=env.get("ENGRAM_EMBED_MODEL") or embedding.get("model"),
            embed_api_key=env.get("ENGRAM_EMBED_API_KEY") or embedding.get("api_key"),
            llm_url=env.get("ENGRAM_LLM_URL") or llm.get("url") or None,
            llm_model=env.get("ENGRAM_LLM_MODEL") or llm.get("model") or None,
            llm_api_key=env.get("ENGRAM_LLM_API_KEY") or llm.get("api_key") or None,
            llm_command=env.get("ENGRAM_LLM_COMMAND") or llm.get("command") or None,
            embed_flush_seconds=_seconds(
                env.get("ENGRAM_EMBED_FLUSH_S") or embedding.get("flush_seconds"), 10.0, "ENGRAM_EMBED_FLUSH_S"
            ),
        )


def _seconds(raw: object, default: float, name: str) -> float:
    """A number of seconds from 0 to an hour."""
    if raw is None or raw == "":
        return default
    try:
        value = float(str(raw))
    except ValueError as exc:
        raise InvalidInput(f"{name} must be a number, not {raw!r}") from exc
    if not 0 <= value <= 3600:
        raise InvalidInput(f"{name} must be from 0 to 3600 seconds, not {raw!r}")
    return value


def _policy(section: dict[str, Any]) -> MemoryPolicy:
    defaults = MemoryPolicy()
    try:
        categories = tuple(str(c).strip().lower() for c in section.get("categories", DEFAULT_CATEGORIES))
        return MemoryPolicy(
            categories=categories or DEFAULT_CATEGORIES,
            max_content_chars=int(section.get("max_content_chars", defaults.max_content_chars)),
            max_detail_chars=int(section.get("max_detail_chars", defaults.max_detail_chars)),
            max_block_chars=int(section.get("max_block_chars", defaults.max_block_chars)),
            trash_days=int(section.get("trash_days", defaults.trash_days)),
        )
    except (TypeError, ValueError) as exc:
        raise InvalidInput(f"invalid [memory] settings: {exc}") from exc
