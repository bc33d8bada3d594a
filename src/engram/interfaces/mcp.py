"""The MCP server: engram's memory tools (:mod:`engram.interfaces.tools`) and the context block for MCP clients.

Built on the official SDK's low-level ``Server`` so that the tool schemas MCP clients see are the very
JSON Schemas :func:`engram.interfaces.tools.openai_tools` serves: one table, one dispatcher. ``create_server``
returns a server that runs over stdio (:func:`run_stdio`, what ``engram mcp`` does) or mounts as
streamable HTTP (``create_server(...).streamable_http_app()``).

The owner and the namespace are fixed by whoever builds the server (configuration, environment, the
HTTP layer's authentication), never by a tool argument. The engram core is synchronous: every call
runs in a worker thread. Nothing here writes to stdout; logging goes wherever the command sends it.
"""

from __future__ import annotations

import functools
import logging
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import anyio
import anyio.to_thread
import mcp_types as types
from mcp.server import Server, ServerRequestContext
from mcp.server.stdio import stdio_server
from mcp.shared.exceptions import MCPError

from engram import __version__
from engram.errors import EngramError, without_paths
from engram.interfaces.tools import SYSTEM_GUIDANCE, TOOLS, ToolResult, ToolSpec, dispatch, error_result

if TYPE_CHECKING:
    from engram.memory import Memory
    from engram.settings import Settings

log = logging.getLogger("engram.interfaces.mcp")

CONTEXT_URI = "engram://context"
MemoryFactory = Callable[[], "Memory"]


def _tool(spec: ToolSpec, categories: tuple[str, ...]) -> types.Tool:
    return types.Tool(
        name=spec.name,
        title=spec.title,
        description=spec.description,
        input_schema=spec.parameters(categories),
        annotations=types.ToolAnnotations(
            title=spec.title,
            read_only_hint=spec.read_only,
            destructive_hint=spec.destructive,
            idempotent_hint=spec.idempotent,
            open_world_hint=False,
        ),
    )


def _as_call_result(result: ToolResult) -> types.CallToolResult:
    return types.CallToolResult(
        content=[types.TextContent(type="text", text=result.message)],
        structured_content=result.structured(),
        is_error=result.is_error,
    )


def create_server(memory_factory: MemoryFactory, *, namespace: str = "user", name: str = "engram") -> Server[Any]:
    """An MCP server over the memory ``memory_factory`` returns.

    ``memory_factory`` is called (in a worker thread) for every request and decides whose memory
    that is: ``engram mcp`` returns one ``Memory`` opened on first use; an HTTP host may return the
    authenticated user's. ``namespace`` is where saves land and the root of block paths.
    """

    def call(name: str, arguments: dict[str, Any]) -> ToolResult:
        try:
            memory = memory_factory()
        except EngramError as exc:
            return error_result(name, exc)
        return dispatch(memory, name, arguments, namespace=namespace)

    def categories() -> tuple[str, ...]:
        return memory_factory().categories

    def context_text() -> str:
        return memory_factory().context().text

    async def list_tools(
        ctx: ServerRequestContext[Any, Any], params: types.PaginatedRequestParams | None
    ) -> types.ListToolsResult:
        cats = await anyio.to_thread.run_sync(categories)
        return types.ListToolsResult(tools=[_tool(spec, cats) for spec in TOOLS])

    async def call_tool(
        ctx: ServerRequestContext[Any, Any], params: types.CallToolRequestParams
    ) -> types.CallToolResult:
        result = await anyio.to_thread.run_sync(functools.partial(call, params.name, dict(params.arguments or {})))
        if result.is_error:
            log.info("tool %s failed: %s", params.name, result.message.splitlines()[0])
        return _as_call_result(result)

    async def list_resources(
        ctx: ServerRequestContext[Any, Any], params: types.PaginatedRequestParams | None
    ) -> types.ListResourcesResult:
        context = types.Resource(
            uri=CONTEXT_URI,
            name="context",
            title="engram: what I remember about you",
            description="The memory block loaded at the start of a conversation: stored facts grouped by category.",
            mime_type="text/markdown",
        )
        return types.ListResourcesResult(resources=[context])

    async def read_resource(
        ctx: ServerRequestContext[Any, Any], params: types.ReadResourceRequestParams
    ) -> types.ReadResourceResult:
        if str(params.uri) != CONTEXT_URI:
            raise MCPError(types.INVALID_PARAMS, f"unknown resource {params.uri}: engram serves {CONTEXT_URI}")
        try:
            text = await anyio.to_thread.run_sync(context_text)
        except EngramError as exc:
            raise MCPError(
                types.INTERNAL_ERROR, f"engram could not build the context: {without_paths(exc.message)}"
            ) from exc
        return types.ReadResourceResult(
            contents=[types.TextResourceContents(uri=CONTEXT_URI, text=text, mime_type="text/markdown")]
        )

    return Server(
        name,
        version=__version__,
        title="engram memory",
        instructions=SYSTEM_GUIDANCE,
        on_list_tools=list_tools,
        on_call_tool=call_tool,
        on_list_resources=list_resources,
        on_read_resource=read_resource,
    )


class LazyMemory:
    """A memory factory that opens the store on first use (so a server starts instantly) and once."""

    def __init__(self, settings: Settings, *, actor: str = "mcp") -> None:
        self._settings = settings
        self._actor = actor
        self._memory: Memory | None = None
        self._lock = threading.Lock()

    def __call__(self) -> Memory:
        with self._lock:
            if self._memory is None:
                from engram.memory import Memory

                self._memory = Memory.from_settings(self._settings, actor=self._actor)
            return self._memory

    def close(self) -> None:
        with self._lock:
            memory, self._memory = self._memory, None
        if memory is not None:
            memory.close()


def run_stdio(server: Server[Any]) -> None:
    """Serve MCP over this process's stdin and stdout until the client closes them."""

    async def serve() -> None:
        async with stdio_server() as (read_stream, write_stream):
            await server.run(read_stream, write_stream, server.create_initialization_options())

    anyio.run(serve)


__all__ = ["CONTEXT_URI", "LazyMemory", "create_server", "run_stdio"]
