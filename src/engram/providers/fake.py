"""A deterministic, dependency-free embedder for tests and offline demos.

Feature hashing: every lowercased word and every character trigram of each word (padded with spaces,
so ``"cat"`` gives ``" ca"``, ``"cat"``, ``"at "``) is hashed with BLAKE2b into one of ``dimension``
buckets with a sign taken from the same digest, and the sum is L2-normalised. Texts that share words
or word fragments therefore score higher than unrelated texts, and the vectors are identical across
processes and machines (Python's salted ``hash()`` is never used).
"""

from __future__ import annotations

import hashlib
import math
import re
from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

__all__ = ["FakeEmbedder"]

_WORD = re.compile(r"\w+", re.UNICODE)
_WORD_WEIGHT = 1.0
_TRIGRAM_WEIGHT = 0.5


def _words(text: str) -> list[str]:
    return _WORD.findall(text.lower())


class FakeEmbedder:
    """Hashing embedder satisfying ``Embedder`` and ``TokenCounter``; not a language model."""

    def __init__(self, dimension: int = 64) -> None:
        if dimension < 1:
            raise ValueError("dimension must be positive")
        self._dimension = dimension

    @property
    def model_name(self) -> str:
        return f"fake-hash-{self._dimension}"

    @property
    def dimension(self) -> int:
        return self._dimension

    def embed_documents(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        if isinstance(texts, str):
            raise TypeError("embed_documents takes a sequence of strings, not one string")
        out = np.zeros((len(texts), self._dimension), dtype=np.float32)
        for row, text in enumerate(texts):
            out[row] = self._embed(text)
        return out

    def embed_query(self, text: str) -> npt.NDArray[np.float32]:
        return self._embed(text)

    def count_tokens(self, text: str) -> int:
        """Estimate: whitespace-separated words x 4/3, rounded up (about what BPE tokenizers give)."""
        return math.ceil(len(text.split()) * 4 / 3)

    def _embed(self, text: str) -> npt.NDArray[np.float32]:
        vec = np.zeros(self._dimension, dtype=np.float64)
        for word in _words(text):
            self._add(vec, "w:" + word, _WORD_WEIGHT)
            padded = f" {word} "
            for i in range(len(padded) - 2):
                self._add(vec, "t:" + padded[i : i + 3], _TRIGRAM_WEIGHT)
        norm = float(np.linalg.norm(vec))
        if norm == 0.0:  # empty or punctuation-only text: a fixed unit vector, never NaN
            self._add(vec, "empty", 1.0)
            norm = float(np.linalg.norm(vec))
        result: npt.NDArray[np.float32] = (vec / norm).astype(np.float32)
        return result

    def _add(self, vec: npt.NDArray[np.float64], feature: str, weight: float) -> None:
        digest = hashlib.blake2b(feature.encode("utf-8"), digest_size=8).digest()
        value = int.from_bytes(digest, "little")
        bucket = value % self._dimension
        sign = 1.0 if (value >> 63) & 1 == 0 else -1.0
        vec[bucket] += sign * weight
