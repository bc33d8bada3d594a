"""The OpenAI Agents SDK on engram: a ``Session`` whose items are engram turns, and instructions
that carry engram's context block.

Each conversation item the SDK adds becomes one turn of one engram session (same id): its text is
the item's readable text (a message's text, ``name(arguments)`` for a tool call, a tool's output),
so the session is searchable, closed, digested and distilled into memories like any captured
conversation. The item itself is kept in the turn's metadata, its text redacted like the turn's,
so ``get_items`` gives back what was added (identifiers and opaque reasoning blobs are kept as
they are, or the SDK could not pair tool calls with their outputs).

engram's log is append-only: ``pop_item`` takes the last item out of the agent's history (the
session's metadata records which turns are popped) while the turn stays in engram's log;
``clear_session`` trashes and purges the engram session, turns and all.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Mapping
from typing import Any, cast

from engram.errors import EngramError, NotFound
from engram.integrations import missing_extra
from engram.memory import Memory
from engram.models import Turn
from engram.redaction import redact

try:
    from agents import Agent, RunContextWrapper, TResponseInputItem
    from agents.memory import SessionSettings
except ImportError as exc:  # the [openai-agents] extra is not installed
    raise missing_extra("openai-agents", "openai-agents") from exc

META_KEY = "openai_agents"
# Fields copied verbatim: ids the SDK pairs items by, enums, and encrypted reasoning (opaque, not a secret).
_VERBATIM = frozenset({"id", "call_id", "type", "role", "status", "name", "encrypted_content", "format"})
_TOOL_OUTPUTS = ("function_call_output", "computer_call_output", "local_shell_call_output", "custom_tool_call_output")


class EngramSession:
    """An Agents SDK ``Session`` (``get_items``, ``add_items``, ``pop_item``, ``clear_session``)
    stored as the engram session ``session_id``.

    ``EngramSession(session_id)`` opens the default store (``$ENGRAM_DB``, owner from the settings)
    as ``Memory.open()`` does and closes it with :meth:`close`; ``memory=`` uses an open memory.
    ``namespace`` is the engram namespace the session is filed under when it is created.
    """

    session_settings: SessionSettings | None = None

    def __init__(
        self,
        session_id: str,
        memory: Memory | None = None,
        *,
        namespace: str = "user",
        session_settings: SessionSettings | None = None,
    ) -> None:
        self._owns = memory is None
        self._memory = Memory.open() if memory is None else memory
        self._namespace = namespace
        self.session_settings = session_settings
        try:
            self.session_id = self._memory.session(session_id, namespace=namespace).id
        except EngramError:
            self.close()
            raise

    @property
    def memory(self) -> Memory:
        return self._memory

    def close(self) -> None:
        """Close the memory if this session opened it."""
        if self._owns:
            self._memory.close()

    def __enter__(self) -> EngramSession:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ---- the Session protocol --------------------------------------------------------------
    async def get_items(self, limit: int | None = None) -> list[TResponseInputItem]:
        if limit is None and self.session_settings is not None:
            limit = self.session_settings.limit
        return await asyncio.to_thread(self.items, limit)

    async def add_items(self, items: list[TResponseInputItem]) -> None:
        await asyncio.to_thread(self.add, items)

    async def pop_item(self) -> TResponseInputItem | None:
        return await asyncio.to_thread(self.pop)

    async def clear_session(self) -> None:
        await asyncio.to_thread(self.clear)

    # ---- the same, synchronously -------------------------------------------------------------
    def items(self, limit: int | None = None) -> list[TResponseInputItem]:
        """The items in the agent's history, oldest first; with ``limit``, the latest ``limit``."""
        visible = [item for _, item in self._visible()]
        if limit is None or limit < 0:
            return visible
        return visible[max(0, len(visible) - limit) :]

    def add(self, items: list[TResponseInputItem]) -> None:
        for item in items:
            data = cast(Mapping[str, Any], item)
            self._memory.append_turn(
                self.session_id,
                role_of(data),
                text_of(data),
                meta={META_KEY: {"item": redacted(dict(data))}},
                namespace=self._namespace,
            )

    def pop(self) -> TResponseInputItem | None:
        with self._memory.store.write() as tx:
            owner = self._memory.owner
            session = tx.get_session(owner, self.session_id)
            if session is None:
                return None
            popped = _popped(session.meta)
            turns = tx.list_turns(owner, self.session_id)
            last = next((t for t in reversed(turns) if t.seq not in popped and _item(t) is not None), None)
            if last is None:
                return None
            meta = dict(session.meta)
            meta[META_KEY] = {**dict(meta.get(META_KEY) or {}), "popped": sorted({*popped, last.seq})}
            tx.update_session(owner, self.session_id, meta=meta)
            return _item(last)

    def clear(self) -> None:
        try:
            self._memory.trash_session(self.session_id)
        except NotFound:
            return
        self._memory.purge_sessions(self.session_id)

    def _visible(self) -> list[tuple[Turn, TResponseInputItem]]:
        try:
            popped = _popped(self._memory.get_session(self.session_id).meta)
            turns = self._memory.turns(self.session_id)
        except NotFound:
            return []
        return [(t, item) for t in turns if t.seq not in popped and (item := _item(t)) is not None]


def _popped(meta: Mapping[str, Any]) -> set[int]:
    return {int(seq) for seq in (meta.get(META_KEY) or {}).get("popped", ())}


def _item(turn: Turn) -> TResponseInputItem | None:
    kept = (turn.meta.get(META_KEY) or {}).get("item")
    return cast(TResponseInputItem, kept) if isinstance(kept, dict) else None


def redacted(value: Any, field: str | None = None) -> Any:
    """The item with every text in it redacted (identifiers and enums as they are)."""
    if isinstance(value, str):
        return value if field in _VERBATIM else redact(value).text
    if isinstance(value, dict):
        return {name: redacted(inner, name) for name, inner in value.items()}
    if isinstance(value, list | tuple):
        return [redacted(inner, field) for inner in value]
    return value


def role_of(item: Mapping[str, Any]) -> str:
    """The engram turn role: messages keep theirs (``developer`` is a system turn), tool outputs
    are ``tool`` turns, and the model's own tool calls and reasoning are ``assistant`` turns."""
    role = item.get("role")
    if role in ("user", "assistant", "system"):
        return str(role)
    if role == "developer":
        return "system"
    return "tool" if item.get("type") in _TOOL_OUTPUTS else "assistant"


def _parts_text(content: Any) -> str:
    if isinstance(content, str):
        return content
    texts: list[str] = []
    for part in content if isinstance(content, list) else ():
        if isinstance(part, Mapping):
            text = part.get("text") or part.get("refusal")
            texts.append(str(text) if text else f"[{part.get('type', 'part')}]")
    return "\n".join(texts)


def text_of(item: Mapping[str, Any]) -> str:
    """What the turn says: what engram searches, digests and learns from."""
    kind = item.get("type")
    if "content" in item and kind in (None, "message"):
        text = _parts_text(item["content"])
    elif kind == "function_call":
        text = f"{item.get('name')}({item.get('arguments', '')})"
    elif kind in _TOOL_OUTPUTS:
        text = _parts_text(item.get("output", ""))
    elif kind == "reasoning":
        text = _parts_text(item.get("summary", []))
    else:
        text = ""
    return text if text.strip() else f"[{kind or 'item'}]"


def engram_instructions(
    memory: Memory | EngramSession | None = None,
    base: str = "",
    *,
    session: EngramSession | str | None = None,
    budget_tokens: int = 1500,
) -> Callable[[RunContextWrapper[Any], Agent[Any]], Awaitable[str]]:
    """``Agent.instructions`` that put engram's context block after ``base``.

    With a ``session`` (an :class:`EngramSession` or a session id) the block is frozen for that
    session when first read, as engram does for every session, so a run's instructions do not shift
    while the conversation goes on; new sessions get a block that reflects what earlier ones taught.
    """
    if isinstance(memory, EngramSession):
        session = session or memory
        memory = memory.memory
    if memory is None:
        memory = session.memory if isinstance(session, EngramSession) else Memory.open()
    bound: Memory = memory
    sid = session.session_id if isinstance(session, EngramSession) else session

    def render() -> str:
        block = bound.context(session_id=sid, budget_tokens=budget_tokens).text.strip()
        return f"{base}\n\n{block}".strip() if block else base

    async def instructions(context: RunContextWrapper[Any], agent: Agent[Any]) -> str:
        return await asyncio.to_thread(render)

    return instructions


__all__ = ["EngramSession", "engram_instructions"]
