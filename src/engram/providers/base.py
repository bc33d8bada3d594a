"""Ports for model providers.

The core never names a concrete provider: it receives an object that satisfies one of these
protocols (built by ``engram.app``), so tests and offline demos can pass ``FakeEmbedder``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

Vector = npt.NDArray[np.float32]
Matrix = npt.NDArray[np.float32]
EmbedTexts = Callable[[Sequence[str]], Matrix]
"""Texts to L2-normalised rows (an embedder's ``embed_documents``): what a reader that only embeds
is given, so it never holds a provider."""


@runtime_checkable
class Embedder(Protocol):
    """Turns text into L2-normalised float32 vectors.

    ``model_name`` and ``dimension`` are recorded in the store next to the vectors, so a store
    opened with a different embedder is detected instead of failing on a shape mismatch.
    """

    @property
    def model_name(self) -> str: ...

    @property
    def dimension(self) -> int: ...

    def embed_documents(self, texts: Sequence[str]) -> Matrix:
        """Return an array of shape (len(texts), dimension), each row L2-normalised."""
        ...

    def embed_query(self, text: str) -> Vector:
        """Return one L2-normalised vector of shape (dimension,)."""
        ...


@runtime_checkable
class TokenCounter(Protocol):
    """Counts tokens the way the context budget should: optional capability of an embedder."""

    def count_tokens(self, text: str) -> int: ...


@dataclass(frozen=True, slots=True)
class ChatMessage:
    role: str  # "system" | "user" | "assistant"
    content: str


@dataclass(frozen=True, slots=True)
class Completion:
    """One model answer plus what it cost (docs/decisions.md#coding-hooks: every call's token usage is recorded)."""

    text: str
    model: str
    input_tokens: int | None = None
    output_tokens: int | None = None
    seconds: float = 0.0
    provider: str = ""


@runtime_checkable
class LLM(Protocol):
    """A chat model. ``json_schema`` asks for structured output where the endpoint supports it;
    callers still parse tolerantly, because many endpoints ignore it."""

    @property
    def model_name(self) -> str: ...

    def complete(
        self,
        messages: Sequence[ChatMessage],
        *,
        json_schema: Mapping[str, Any] | None = None,
        max_tokens: int | None = None,
        temperature: float = 0.0,
    ) -> Completion: ...
