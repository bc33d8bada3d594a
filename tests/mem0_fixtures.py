"""Build mem0 export files with the real ``mem0ai`` package, offline.

    python tests/mem0_fixtures.py tests/data/mem0     # needs: pip install mem0ai (not an engram dependency)

mem0 runs with ``infer=False`` (no LLM call), its OpenAI embedder pointed at the loopback server of
tests/llm_server.py (vectors from a hash of the text), a local on-disk Qdrant and its SQLite history
table, telemetry off. The files in tests/data/mem0/ were made this way with mem0ai 2.2.1; the tests
read them, and regenerate them when mem0ai is installed (tests/test_import_mem0.py).
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from llm_server import LLMServer, Received, Reply

DIMS = 16


def _embeddings(received: Received) -> Reply:
    inputs = received.json["input"]
    texts = inputs if isinstance(inputs, list) else [inputs]
    data = [
        {
            "object": "embedding",
            "index": i,
            "embedding": [b / 255 for b in hashlib.sha256(str(t).encode()).digest()[:DIMS]],
        }
        for i, t in enumerate(texts)
    ]
    return Reply(200, {"object": "list", "data": data, "model": "m", "usage": {"prompt_tokens": 1, "total_tokens": 1}})


def build(out: Path) -> dict[str, Any]:
    """Write get_all/search/history files to ``out`` and return them."""
    work = Path(tempfile.mkdtemp(prefix="mem0-"))
    os.environ["MEM0_TELEMETRY"] = "False"
    os.environ["MEM0_DIR"] = str(work / "home")
    with LLMServer(fallback=_embeddings) as server:
        from mem0 import Memory

        api = {"openai_base_url": server.openai_base_url, "api_key": "sk-loopback", "model": "m"}
        memory = Memory.from_config(
            {
                "embedder": {"provider": "openai", "config": {**api, "embedding_dims": DIMS}},
                "llm": {"provider": "openai", "config": api},
                "vector_store": {
                    "provider": "qdrant",
                    "config": {"path": str(work / "qdrant"), "embedding_model_dims": DIMS, "collection_name": "t"},
                },
                "history_db_path": str(work / "history.db"),
            }
        )

        def add(text: str, **scope: Any) -> str:
            return str(memory.add(text, infer=False, **scope)["results"][0]["id"])

        bees = add("I keep bees in my garden", user_id="alice", agent_id="helper", metadata={"category": "fact"})
        memory.update(bees, "I keep two hives of bees")
        tea = add("Prefers tea over coffee", user_id="alice", metadata={"category": "preference", "source": "chat"})
        deploy = add("Deploys with make release", user_id="alice", run_id="run-42")
        phone = add("Old phone number is 555-0100", user_id="alice")
        memory.delete(phone)
        tennis = add("Bob plays tennis on Sundays", user_id="bob")
        french = add("The helper answers in French", agent_id="helper")

        files = {
            "alice_get_all.json": memory.get_all(filters={"user_id": "alice"}),
            "alice_search.json": memory.search("bees", filters={"user_id": "alice"}),
            "everyone.json": {
                "results": [
                    *memory.get_all(filters={"user_id": "alice"})["results"],
                    *memory.get_all(filters={"user_id": "bob"})["results"],
                    *memory.get_all(filters={"agent_id": "helper"})["results"],
                ]
            },
            "history.json": [
                row for ident in (bees, tea, deploy, phone, tennis, french) for row in memory.history(ident)
            ],
        }
        # agent-only memories come back from the agent filter, alice's helper memory too: keep each once
        seen: set[str] = set()
        unique = []
        for record in files["everyone.json"]["results"]:
            if record["id"] not in seen:
                seen.add(record["id"])
                unique.append(record)
        files["everyone.json"]["results"] = unique
        memory.vector_store.client.close()
    out.mkdir(parents=True, exist_ok=True)
    for name, content in files.items():
        (out / name).write_text(json.dumps(content, indent=2, default=str) + "\n", encoding="utf-8")
    return files


if __name__ == "__main__":
    build(Path(sys.argv[1]))
