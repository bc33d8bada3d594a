"""``engram mcp``: the SDK's own client against the real server process over stdio, plus a raw check that
stdout carries nothing but JSON-RPC, and the in-process server for what a process cannot show."""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("mcp")

from mcp import Client, StdioServerParameters
from mcp.shared.exceptions import MCPError

from engram import InvalidInput, Memory
from engram.interfaces.mcp import CONTEXT_URI, create_server
from engram.interfaces.tools import SYSTEM_GUIDANCE, openai_tools, tool_names

pytestmark = pytest.mark.anyio
READ_ONLY = {"list", "recall", "context", "block_read", "sessions_search"}
SERVER = [sys.executable, "-m", "engram.interfaces.cli.main", "mcp"]


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def params(tmp_path: Path) -> Callable[..., StdioServerParameters]:
    """``params(user="bob", "--namespace", "x")``: how to start ``engram mcp`` on this test's database."""

    def _params(*args: str, user: str = "alice") -> StdioServerParameters:
        env = {
            "ENGRAM_DB": str(tmp_path / "mcp.db"),
            "ENGRAM_USER": user,
            "ENGRAM_EMBEDDER": "none",
            "ENGRAM_HOME": str(tmp_path / "home"),
        }
        return StdioServerParameters(command=SERVER[0], args=[*SERVER[1:], *args], env=env)

    return _params


def text(result: Any) -> str:
    return "\n".join(block.text for block in result.content)


def ok(result: Any) -> Any:
    assert not result.is_error, text(result)
    return result


# ---- the real process over stdio -------------------------------------------------------------
async def test_lists_the_eleven_tools_with_annotations_and_the_shared_schemas(params: Callable[..., Any]) -> None:
    async with Client(params()) as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
        assert list(tools) == tool_names() and len(tools) == 11
        schemas = {t["function"]["name"]: t["function"]["parameters"] for t in openai_tools()}
        for name, tool in tools.items():
            assert tool.input_schema == schemas[name]
            assert tool.annotations is not None and tool.annotations.open_world_hint is False
            assert tool.annotations.read_only_hint is (name in READ_ONLY), name
            assert tool.annotations.destructive_hint is (name == "forget"), name
            assert "owner" not in tool.input_schema["properties"]
        assert tools["save"].annotations is not None and tools["save"].annotations.idempotent_hint is True
        assert client.instructions == SYSTEM_GUIDANCE


async def test_save_list_recall_update_forget_round_trip(params: Callable[..., Any]) -> None:
    async with Client(params()) as client:
        saved = ok(await client.call_tool("save", {"category": "preference", "content": "Prefers green tea"}))
        assert text(saved) == "Memory saved (#1, preference): Prefers green tea"
        event = saved.structured_content["memoryEvent"]
        assert event == {"type": "saved", "id": 1, "event_id": 1, "undo": "engram undo 1"}

        assert "#1 [preference] Prefers green tea" in text(ok(await client.call_tool("list", {})))
        recalled = ok(await client.call_tool("recall", {"query": "green tea", "limit": 5}))
        assert "#1 [preference] Prefers green tea" in text(recalled)
        assert recalled.structured_content["data"]["hits"][0]["id"] == 1

        updated = ok(
            await client.call_tool("update", {"id_or_substring": "green tea", "new_content": "Prefers oolong"})
        )
        assert updated.structured_content["memoryEvent"]["type"] == "updated"
        assert updated.structured_content["memoryEvent"]["id"] == 2

        forgotten = ok(await client.call_tool("forget", {"id_or_substring": 2}))
        event = forgotten.structured_content["memoryEvent"]
        assert event["type"] == "forgotten" and event["undo"] == f"engram undo {event['event_id']}"
        assert text(ok(await client.call_tool("list", {}))) == "No active memories."


async def test_an_ambiguous_forget_is_a_tool_error_listing_the_candidates(params: Callable[..., Any]) -> None:
    async with Client(params()) as client:
        for content in ("Likes green tea", "Likes tea ceremonies"):
            ok(await client.call_tool("save", {"category": "preference", "content": content}))
        result = await client.call_tool("forget", {"id_or_substring": "tea"})
        assert result.is_error
        assert "#1 Likes green tea" in text(result) and "#2 Likes tea ceremonies" in text(result)
        assert "Call forget again with the id" in text(result)
        missing = await client.call_tool("confirm", {"id_or_substring": "coffee"})
        assert missing.is_error and "use recall or list" in text(missing).lower()
        bad = await client.call_tool("save", {"category": "fact"})
        assert bad.is_error and "missing required argument content" in text(bad)
        unknown = await client.call_tool("save_preference", {"content": "x"})
        assert unknown.is_error and "Unknown tool" in text(unknown)
        # the session is still healthy after the errors
        assert len((await client.list_tools()).tools) == 11
        assert text(ok(await client.call_tool("list", {}))).startswith("2 active memories")


async def test_the_context_resource_reads(params: Callable[..., Any]) -> None:
    async with Client(params()) as client:
        resources = (await client.list_resources()).resources
        assert [str(r.uri) for r in resources] == [CONTEXT_URI]
        ok(await client.call_tool("save", {"category": "style", "content": "Answer in bullet points"}))
        contents = (await client.read_resource(CONTEXT_URI)).contents
        assert len(contents) == 1 and "Answer in bullet points" in getattr(contents[0], "text", "")
        assert "Answer in bullet points" in text(ok(await client.call_tool("context", {})))


async def test_a_server_for_bob_sees_nothing_of_alices(params: Callable[..., Any]) -> None:
    async with Client(params()) as alice:
        ok(await alice.call_tool("save", {"category": "profile", "content": "Alice plays the cello"}))
        ok(await alice.call_tool("block_write", {"content": "alice's notes", "mode": "replace"}))
        async with Client(params(user="bob")) as bob:
            assert text(ok(await bob.call_tool("list", {}))) == "No active memories."
            assert text(ok(await bob.call_tool("recall", {"query": "cello"}))) == "Nothing found for 'cello'."
            assert (await bob.call_tool("forget", {"id_or_substring": 1})).is_error
            assert (await bob.call_tool("update", {"id_or_substring": "cello", "new_content": "x"})).is_error
            assert text(ok(await bob.call_tool("block_read", {}))) == "The block user is empty."
            context = (await bob.read_resource(CONTEXT_URI)).contents[0]
            assert "cello" not in getattr(context, "text", "")
        assert "Alice plays the cello" in text(ok(await alice.call_tool("list", {})))


async def test_the_namespace_comes_from_the_command_line(params: Callable[..., Any], tmp_path: Path) -> None:
    log = tmp_path / "mcp.log"
    async with Client(params("--namespace", "projects/demo", "--log-file", str(log), "--log-level", "info")) as client:
        saved = ok(await client.call_tool("save", {"category": "project", "content": "Demo uses pytest"}))
        assert saved.structured_content["data"]["item"]["namespace"] == "projects/demo"
        written = ok(await client.call_tool("block_write", {"content": "todo", "mode": "append", "namespace": "notes"}))
        assert written.structured_content["data"]["block"]["namespace"] == "projects/demo/notes"
        assert (await client.call_tool("block_write", {"content": "x", "mode": "append", "namespace": "../x"})).is_error
    assert "serving alice's memory (namespace projects/demo)" in log.read_text(encoding="utf-8")


# ---- stdout is the protocol and nothing else -------------------------------------------------
class RawServer:
    """``engram mcp`` driven line by line: every stdout line must be a JSON-RPC message."""

    def __init__(self, env: dict[str, str]) -> None:
        self.proc = subprocess.Popen(
            [*SERVER, "--log-level", "debug"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=env,
            text=True,
            encoding="utf-8",
        )
        self.lines: queue.Queue[str] = queue.Queue()
        self.stdout_seen: list[str] = []
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.put(line)

    def send(self, message: dict[str, Any]) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps({"jsonrpc": "2.0", **message}) + "\n")
        self.proc.stdin.flush()

    def request(self, ident: int, method: str, params: dict[str, Any]) -> dict[str, Any]:
        self.send({"id": ident, "method": method, "params": params})
        while True:
            line = self.lines.get(timeout=60)
            self.stdout_seen.append(line)
            message = json.loads(line)  # anything that is not JSON fails here
            assert message["jsonrpc"] == "2.0"
            if message.get("id") == ident:
                return dict(message)

    def close(self) -> str:
        assert self.proc.stdin is not None and self.proc.stderr is not None
        self.proc.stdin.close()
        self.proc.wait(timeout=60)
        self.reader.join(timeout=10)
        while not self.lines.empty():
            line = self.lines.get()
            self.stdout_seen.append(line)
            assert json.loads(line)["jsonrpc"] == "2.0"
        stderr = self.proc.stderr.read()
        self.proc.stderr.close()
        assert self.proc.stdout is not None
        self.proc.stdout.close()
        return stderr


@pytest.fixture
def raw_server(tmp_path: Path) -> Iterator[RawServer]:
    env = {
        "PATH": os.environ.get("PATH", ""),
        "ENGRAM_DB": str(tmp_path / "raw.db"),
        "ENGRAM_USER": "alice",
        "ENGRAM_EMBEDDER": "none",
        "ENGRAM_HOME": str(tmp_path / "home"),
    }
    server = RawServer(env)
    yield server
    if server.proc.poll() is None:
        server.proc.kill()
        server.proc.wait(timeout=30)
    for stream in (server.proc.stdin, server.proc.stdout, server.proc.stderr):
        if stream is not None and not stream.closed:
            stream.close()


def test_stdout_carries_only_json_rpc_even_with_debug_logging(raw_server: RawServer) -> None:
    init = raw_server.request(
        1,
        "initialize",
        {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "raw", "version": "0"}},
    )
    assert init["result"]["serverInfo"]["name"] == "engram"
    raw_server.send({"method": "notifications/initialized"})
    assert len(raw_server.request(2, "tools/list", {})["result"]["tools"]) == 11
    saved = raw_server.request(3, "tools/call", {"name": "save", "arguments": {"category": "fact", "content": "x1"}})
    assert saved["result"]["structuredContent"]["memoryEvent"]["type"] == "saved"
    failed = raw_server.request(4, "tools/call", {"name": "forget", "arguments": {"id_or_substring": "nope"}})
    assert failed["result"]["isError"] is True
    read = raw_server.request(5, "resources/read", {"uri": CONTEXT_URI})
    assert "x1" in read["result"]["contents"][0]["text"]
    stderr = raw_server.close()
    assert raw_server.proc.returncode == 0
    assert len(raw_server.stdout_seen) >= 5
    assert "engram.interfaces.mcp" in stderr  # the debug log went to stderr, not stdout


def test_a_bad_namespace_fails_at_startup_on_stderr(tmp_path: Path) -> None:
    env = {"PATH": os.environ.get("PATH", ""), "ENGRAM_DB": str(tmp_path / "x.db"), "ENGRAM_HOME": str(tmp_path)}
    done = subprocess.run(
        [*SERVER, "--namespace", "../up"], env=env, capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL
    )
    assert done.returncode == 1 and done.stdout == ""
    assert "invalid namespace" in done.stderr


# ---- the in-process server (what an HTTP host mounts) ----------------------------------------
async def test_create_server_serves_the_memory_the_factory_returns(mem: Memory) -> None:
    async with Client(create_server(lambda: mem, namespace="projects/x")) as client:
        ok(await client.call_tool("save", {"category": "fact", "content": "In-process works"}))
        assert [(i.content, i.namespace) for i in mem.list()] == [("In-process works", "projects/x")]
        with pytest.raises(MCPError, match="unknown resource"):
            await client.read_resource("engram://nothing")


async def test_a_failing_factory_is_a_tool_error(mem: Memory) -> None:
    def broken() -> Memory:
        raise InvalidInput("cannot read settings file config.toml")

    async with Client(create_server(broken)) as client:
        result = await client.call_tool("list", {})
        assert result.is_error and "cannot read settings file" in text(result)
