"""MCP over streamable HTTP at /mcp, behind the API keys: the SDK's own client against the live server.
Each key's tool calls reach its own owner's memory, and /mcp needs a key like /v1 does."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

pytest.importorskip("mcp")

from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client

from api_server import Live, error_of, live_server

pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def live(tmp_path: Path) -> Iterator[Live]:
    with live_server(tmp_path / "mcp.db") as server:
        yield server


async def _call(live: Live, token: str | None, tool: str, arguments: dict[str, Any]) -> Any:
    headers = {} if token is None else {"Authorization": f"Bearer {token}"}
    async with (
        create_mcp_http_client(headers=headers) as http,
        Client(streamable_http_client(live.url + "/mcp", http_client=http)) as client,
    ):
        return await client.call_tool(tool, arguments)


async def test_mcp_tools_act_on_the_key_owners_memory(live: Live) -> None:
    alice, bob = live.key("alice"), live.key("bob")

    saved = await _call(live, alice, "save", {"content": "Alice takes the night train", "category": "preference"})
    assert not saved.is_error, saved.content
    await _call(live, bob, "save", {"content": "Bob flies everywhere", "category": "preference"})
    listed = await _call(live, alice, "list", {})

    shown = "\n".join(block.text for block in listed.content)
    assert "Alice takes the night train" in shown and "Bob" not in shown
    rest = httpx.get(live.url + "/v1/items", headers={"Authorization": f"Bearer {bob}"}).json()["items"]
    assert [i["content"] for i in rest] == ["Bob flies everywhere"]
    assert rest[0]["source"] == "agent"


async def test_mcp_needs_a_key_once_keys_exist(live: Live) -> None:
    live.key("alice")
    response = httpx.post(live.url + "/mcp", json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"})
    assert response.status_code == 401 and error_of(response)["code"] == "unauthorized"
    bad = httpx.post(live.url + "/mcp", json={}, headers={"Authorization": "Bearer egm_wrong"})
    assert bad.status_code == 401
    assert httpx.get(live.url + "/healthz").json()["mcp"] is True


async def test_mcp_without_keys_serves_the_local_default_owner(live: Live) -> None:
    saved = await _call(live, None, "save", {"content": "Local note", "category": "fact"})
    assert not saved.is_error
    assert [i["content"] for i in httpx.get(live.url + "/v1/items").json()["items"]] == ["Local note"]
