"""Memory tools for a language model: one definition table, served as OpenAI and Anthropic
function-calling schemas, by :func:`dispatch`, and by the MCP server (:mod:`engram.interfaces.mcp`).

>>> from engram import Memory
>>> from engram.interfaces.tools import dispatch
>>> with Memory.open(":memory:", embedder=None) as memory:
...     dispatch(memory, "save", {"category": "preference", "content": "Prefers short answers"}).message
'Memory saved (#1, preference): Prefers short answers'

Owner and namespace are never tool arguments: the ``Memory`` is bound to one owner, and new
memories go to the ``namespace`` the caller configures. The block tools' ``namespace`` argument is a
path *under* that namespace (it can narrow, never escape). Reads (list, recall, context) cover all of
the owner's memories, like ``engram list``, so user-wide preferences reach every agent.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engram.errors import Ambiguous, Conflict, EngramError, InvalidInput, NotFound, without_paths
from engram.fences import neutralise
from engram.items.interchange.nesting import load_line
from engram.models import DEFAULT_CATEGORIES, RELATIONS, Event, Hit, Item, WriteResult

if TYPE_CHECKING:
    from engram.memory import Memory

SYSTEM_GUIDANCE = """\
You have a long-term memory about the user (engram). It persists across conversations; use it so
the user never has to repeat themselves, and keep it accurate.

Influence order: safety > facts > style. A remembered preference shapes how you answer, never
whether you are honest: no memory overrides a safety, risk or accuracy caveat. Check high-stakes
remembered facts with the user before acting on them.

How to use the memory tools:
- The memories saved before this conversation may be in your context already (the "engram context"
  block). It is a snapshot from the start of the conversation; call `context` if you do not have it.
- Check before you save: call `list` (optionally with a category) or `recall` with a few keywords.
  The snapshot does not show what was saved since; `list` and `recall` read the live memory.
- Update rather than duplicate: when a stored memory covers the same thing, call `update` with its
  id instead of saving a near-duplicate. When the user changes their mind, `update` the old fact.
- Save only durable facts the user would want remembered next time (preferences, profile facts,
  decisions, project facts), one short fact per memory, in words the user would recognise. Do not
  save one-off requests, or guesses the user did not state.
- When the user re-affirms a stored fact ("yes, still funds only"), call `confirm` on it.
- When the user asks you to forget something, call `forget`. It is end-dated and kept for audit,
  and the user can undo it.
- Refer to a memory by its id (from `list` or `recall`); a piece of its text works only when it
  matches exactly one memory. If a call reports several matches, call it again with the right id.
- Never store secrets: passwords, API keys, tokens, private keys, card or account numbers.
- Every write is shown to the user with an undo; say briefly what you saved or changed.
- `block_read`/`block_write` hold longer free-text notes (e.g. a project's working notes);
  `sessions_search` finds what was said in earlier conversations.
"""

MAX_LISTED = 200
DEFAULT_LIMIT = 10
MAX_LIMIT = 50


@dataclass(frozen=True, slots=True)
class ToolResult:
    """What a tool call returns: ``message`` for the model, ``event`` (memoryEvent) for the UI."""

    message: str
    event: dict[str, Any] | None = None
    data: dict[str, Any] | list[Any] | None = None
    is_error: bool = False

    def structured(self) -> dict[str, Any]:
        """The JSON object form (MCP structured content): message, memoryEvent, data, is_error."""
        out: dict[str, Any] = {"message": self.message, "memoryEvent": self.event}
        if self.data is not None:
            out["data"] = self.data
        if self.is_error:
            out["is_error"] = True
        return out


@dataclass(frozen=True, slots=True)
class _Call:
    args: dict[str, Any]
    namespace: str  # the configured namespace: where saves land, the root of block paths


@dataclass(frozen=True, slots=True)
class ToolSpec:
    """One tool: its JSON Schema, MCP annotations and the handler that calls the facade."""

    name: str
    title: str
    description: str
    properties: Mapping[str, Mapping[str, Any]]
    handler: Callable[[Memory, _Call], ToolResult] = field(repr=False)
    required: tuple[str, ...] = ()
    read_only: bool = False
    destructive: bool = False
    idempotent: bool = False

    def parameters(self, categories: Sequence[str] = DEFAULT_CATEGORIES) -> dict[str, Any]:
        """The JSON Schema of the arguments (``category`` enumerates the configured categories)."""
        props = {
            name: {**prop, "enum": list(categories)} if name == "category" else dict(prop)
            for name, prop in self.properties.items()
        }
        return {"type": "object", "properties": props, "required": list(self.required), "additionalProperties": False}


# ---- results ---------------------------------------------------------------------------------
def memory_event(kind: str, target_id: int, event: Event) -> dict[str, Any]:
    """The memoryEvent a chat UI turns into a status line with an Undo."""
    return {"type": kind, "id": target_id, "event_id": event.id, "undo": f"engram undo {event.id}"}


def _line(item: Item, root: str) -> str:
    extra = [] if item.confidence is None else [f"confidence {item.confidence:.2f}"]
    if item.namespace != root:
        extra.append(f"namespace {item.namespace}")
    text = neutralise(" ".join(item.content.split()))
    return f"#{item.id} [{item.category}] {text}" + (f" ({', '.join(extra)})" if extra else "")


def _short(text: str, limit: int = 300) -> str:
    """One line of stored text for a tool result (which a model reads): whitespace collapsed, tags
    neutralised (docs/security.md), cut at ``limit``."""
    text = " ".join(text.split())
    text = text if len(text) <= limit else text[: limit - 1] + "…"
    return neutralise(text)


def _hit_line(hit: Hit) -> str:
    if hit.kind == "item":
        return f"#{hit.id} [{hit.category}] {_short(hit.content)}"
    where = f", session {hit.session_id}" if hit.session_id else ""
    who = f", {hit.speaker}" if hit.speaker else ""
    return f"[{hit.kind} {hit.id}{where}{who}] {_short(hit.content)}"


def error_result(tool: str, exc: EngramError) -> ToolResult:
    """Map engram's exception tree to a tool error whose text tells the model what to do next."""
    message = without_paths(exc.message)  # the model (and whoever reads its transcript) is remote
    data = {"error": {"code": exc.code, "message": message, "details": exc.details}}
    if isinstance(exc, Ambiguous):
        lines = "\n".join(f"- #{i} {_short(c, 120)}" for i, c in exc.candidates)
        text = (
            f"{len(exc.candidates)} memories match; nothing was changed. Candidates:\n{lines}\n"
            f'Call {tool} again with the id of the one you mean (for example "{exc.candidates[0][0]}").'
        )
    elif isinstance(exc, NotFound):
        text = (
            f"{message}. Nothing was changed. Use recall or list to find the memory and its id, then call {tool} again."
        )
    elif isinstance(exc, InvalidInput):
        text = f"Invalid arguments for {tool}: {message}. Nothing was changed; fix the arguments and call again."
    elif isinstance(exc, Conflict):
        text = f"{message}. Nothing was changed."
    else:
        text = f"engram could not complete {tool}: {message}. Nothing was changed; tell the user if it persists."
    return ToolResult(text, None, data, True)


# ---- handlers (each calls the facade once) ---------------------------------------------------
def _written(kind: str, text: str, r: WriteResult) -> ToolResult:
    event = None if r.event is None else memory_event(kind, r.item.id, r.event)
    return ToolResult(text, event, {"item": r.item.to_dict()})


def _save(memory: Memory, call: _Call) -> ToolResult:
    a = call.args
    r = memory.remember(
        a["content"], category=a["category"], namespace=call.namespace, detail=a.get("detail"), source="agent"
    )
    data = {"item": r.item.to_dict(), "created": r.created}
    if r.event is None:
        text = f"Already remembered (#{r.item.id}): {r.item.content}. An identical memory exists; nothing was written."
        return ToolResult(text, None, data)
    text = f"Memory saved (#{r.item.id}, {r.item.category}): {r.item.content}"
    return ToolResult(text, memory_event("saved", r.item.id, r.event), data)


def _update(memory: Memory, call: _Call) -> ToolResult:
    a = call.args
    extra = {"detail": a["detail"]} if "detail" in a else {}
    r = memory.update(a["id_or_substring"], a["new_content"], **extra)
    old = f", replaces #{r.item.supersedes}" if r.item.supersedes else ""
    return _written("updated", f"Memory updated (#{r.item.id}{old}): {r.item.content}", r)


def _forget(memory: Memory, call: _Call) -> ToolResult:
    r = memory.forget(call.args["id_or_substring"])
    text = (
        f"Memory forgotten (#{r.item.id}): {r.item.content}. It is no longer loaded or listed; "
        "the record is kept for audit and the user can undo this."
    )
    return _written("forgotten", text, r)


def _confirm(memory: Memory, call: _Call) -> ToolResult:
    r = memory.confirm(call.args["id_or_substring"])
    return _written("confirmed", f"Memory confirmed (#{r.item.id}): {r.item.content}", r)


def _link(memory: Memory, call: _Call) -> ToolResult:
    a = call.args
    r = memory.link(a["from_id"], a["to_id"], a["relation"])
    text = f"Linked #{r.link.from_id} {r.link.relation} #{r.link.to_id} (link {r.link.id})"
    return ToolResult(text, memory_event("linked", r.link.id, r.event), {"link": r.link.to_dict()})


def _list(memory: Memory, call: _Call) -> ToolResult:
    category = call.args.get("category")
    found = memory.list(category=category, limit=MAX_LISTED + 1)
    shown = found[:MAX_LISTED]
    what = f"{category} memories" if category else "memories"
    if not shown:
        return ToolResult(f"No active {what}.", None, {"items": []})
    more = f"\n(only the first {MAX_LISTED}; narrow with a category or use recall)" if len(found) > MAX_LISTED else ""
    lines = "\n".join(_line(i, call.namespace) for i in shown)
    return ToolResult(f"{len(shown)} active {what}:\n{lines}{more}", None, {"items": [i.to_dict() for i in shown]})


def _recall(memory: Memory, call: _Call) -> ToolResult:
    query = call.args["query"]
    hits = memory.recall(query, k=call.args.get("limit", DEFAULT_LIMIT))
    if not hits:
        return ToolResult(f"Nothing found for {query!r}.", None, {"hits": []})
    lines = "\n".join(_hit_line(h) for h in hits)
    note = "memories are #id; other kinds are conversation turns, notes blocks and digests"
    text = f"{len(hits)} results for {query!r} ({note}):\n{lines}"
    return ToolResult(text, None, {"hits": [h.to_dict() for h in hits]})


def _context(memory: Memory, call: _Call) -> ToolResult:
    block = memory.context()
    text = block.text.strip() or "No memories are stored yet."
    return ToolResult(text, None, block.to_dict())


def block_path(root: str, namespace: str | None) -> str:
    """A block tool's ``namespace`` argument as a full path: a path under ``root`` (given either as
    ``notes`` or ``<root>/notes``), or ``root`` itself when omitted. ``..`` and the like are refused
    by the facade's namespace validation, so the result never leaves ``root``'s subtree."""
    if namespace is None or not namespace.strip().strip("/"):
        return root
    sub = namespace.strip().strip("/")
    if sub == root or sub.startswith(root + "/"):
        return sub
    if any(part in ("", ".", "..") for part in sub.split("/")):
        raise InvalidInput(f"invalid namespace {namespace!r}: use a path such as 'notes' or 'projects/x'")
    return f"{root}/{sub}"


def _block_read(memory: Memory, call: _Call) -> ToolResult:
    ns = block_path(call.namespace, call.args.get("namespace"))
    block = memory.block_get(ns, call.args.get("category"))
    if block is None or not block.content:
        data = {"namespace": ns, "category": call.args.get("category"), "content": "", "version": None}
        return ToolResult(f"The block {ns} is empty.", None, data)
    data = {
        "namespace": block.namespace,
        "category": block.category,
        "content": block.content,
        "version": block.version,
    }
    return ToolResult(block.content, None, data)


def _block_write(memory: Memory, call: _Call) -> ToolResult:
    a = call.args
    ns = block_path(call.namespace, a.get("namespace"))
    r = memory.block_write(ns, a["content"], category=a.get("category"), mode=a["mode"])
    b = r.block
    where = b.namespace + (f" [{b.category}]" if b.category else "")
    text = f"Block {where} written ({a['mode']}; version {b.version}, {len(b.content)} characters)"
    return ToolResult(text, memory_event("block_written", b.id, r.event), {"block": b.to_dict()})


def _sessions_search(memory: Memory, call: _Call) -> ToolResult:
    query = call.args["query"]
    matches = memory.search_sessions(query, limit=call.args.get("limit", DEFAULT_LIMIT))
    if not matches:
        return ToolResult(f"No earlier conversation mentions {query!r}.", None, {"matches": []})
    lines = []
    for m in matches:
        title = f" {neutralise(m.session.title)!r}" if m.session.title else ""
        day = m.session.started_at.strftime("%Y-%m-%d")
        lines.append(f"- session {m.session.id}{title} ({day}), turn {m.seq}: {_short(m.snippet, 200)}")
    text = f"{len(matches)} conversations mention {query!r}:\n" + "\n".join(lines)
    return ToolResult(text, None, {"matches": [m.to_dict() for m in matches]})


# ---- the table -------------------------------------------------------------------------------
_REF = {
    "type": ["integer", "string"],
    "description": "The memory's id (e.g. 12, from list or recall), or a piece of its text that matches exactly one "
    "active memory.",
}
_LIMIT = {
    "type": "integer",
    "minimum": 1,
    "maximum": MAX_LIMIT,
    "description": f"At most this many (default {DEFAULT_LIMIT}).",
}
_BLOCK_NS = {
    "type": "string",
    "description": "A path under the configured namespace, e.g. 'notes' or 'projects/engram'; omit for the namespace "
    "itself. It can only narrow, never leave it.",
}
_BLOCK_CATEGORY = {"type": "string", "description": "Optional category of the block (blocks without one are separate)."}

TOOLS: tuple[ToolSpec, ...] = (
    ToolSpec(
        "save",
        "Save a memory",
        "Save one new durable fact about the user (a preference, profile fact, decision or project fact) so it "
        "is remembered in future conversations. Call list or recall first: if a memory already covers this, call "
        "update instead of saving a near-duplicate. One short fact per call; never save secrets (passwords, keys, "
        "tokens). Saving the exact same text again returns the existing memory.",
        {
            "category": {"type": "string", "description": "What kind of fact this is."},
            "content": {"type": "string", "minLength": 1, "description": "The fact, as one short line."},
            "detail": {"type": "string", "description": "Optional longer detail, kept for recall, never injected."},
        },
        _save,
        required=("category", "content"),
        idempotent=True,
    ),
    ToolSpec(
        "update",
        "Update a memory",
        "Replace a stored memory's content when the fact changed or was stated more precisely (\"actually, make "
        'that 55"). The old version is kept in history and the memory gets a new id. Prefer this over saving a '
        "near-duplicate. Identify the memory by id when you have it.",
        {
            "id_or_substring": _REF,
            "new_content": {
                "type": "string",
                "minLength": 1,
                "description": "The fact as it now stands, one short line.",
            },
            "detail": {"type": "string", "description": "Optional longer detail; omit to keep the current one."},
        },
        _update,
        required=("id_or_substring", "new_content"),
    ),
    ToolSpec(
        "forget",
        "Forget a memory",
        "Stop remembering a fact when the user asks you to forget it or it is no longer true and has no "
        "replacement. The memory is end-dated (never loaded or listed again) but kept for audit, and the user "
        "can undo it. To change a fact, use update instead.",
        {"id_or_substring": _REF},
        _forget,
        required=("id_or_substring",),
        destructive=True,
    ),
    ToolSpec(
        "confirm",
        "Confirm a memory",
        'Record that the user re-affirmed a stored fact ("yes, still funds only"). This keeps it current and '
        "stops it decaying. Does not change its content.",
        {"id_or_substring": _REF},
        _confirm,
        required=("id_or_substring",),
    ),
    ToolSpec(
        "link",
        "Link two memories",
        "Record a typed relationship between two stored memories, e.g. a decision and the constraint it came "
        "from. Both must be active memories; use their ids.",
        {
            "from_id": {**_REF, "description": "The id of the memory the link starts from."},
            "to_id": {**_REF, "description": "The id of the memory the link points to."},
            "relation": {
                "type": "string",
                "enum": list(RELATIONS),
                "description": "How the first relates to the second.",
            },
        },
        _link,
        required=("from_id", "to_id", "relation"),
        idempotent=True,
    ),
    ToolSpec(
        "list",
        "List memories",
        "List the user's active memories with their ids, optionally one category. Reads the live memory (including "
        "what was saved during this conversation). Call it before saving to avoid duplicates.",
        {"category": {"type": "string", "description": "Only this category."}},
        _list,
        read_only=True,
        idempotent=True,
    ),
    ToolSpec(
        "recall",
        "Search memory",
        "Search everything remembered about the user by meaning and keywords: memories (also low-confidence ones "
        "that are not loaded automatically), notes and earlier conversation turns. Use it to answer questions about "
        "the user's past, and before saving to find a memory to update.",
        {
            "query": {"type": "string", "minLength": 1, "description": "What to look for, in a few words."},
            "limit": _LIMIT,
        },
        _recall,
        required=("query",),
        read_only=True,
        idempotent=True,
    ),
    ToolSpec(
        "context",
        "Memory context",
        "Get the user's memory block: the stored facts that are loaded at the start of every conversation, "
        "grouped by category. Call it when the block is not already in your context.",
        {},
        _context,
        read_only=True,
        idempotent=True,
    ),
    ToolSpec(
        "block_read",
        "Read a notes block",
        "Read a notes block: a longer free-text document (e.g. a project's working notes) stored under a namespace.",
        {"namespace": _BLOCK_NS, "category": _BLOCK_CATEGORY},
        _block_read,
        read_only=True,
        idempotent=True,
    ),
    ToolSpec(
        "block_write",
        "Write a notes block",
        "Write a notes block: mode 'append' adds a line, 'replace' replaces the whole text (read it first). "
        "Every version is kept and the user can undo. Use save for individual facts instead.",
        {
            "content": {"type": "string", "description": "The text to append or the block's new full text."},
            "namespace": _BLOCK_NS,
            "category": _BLOCK_CATEGORY,
            "mode": {"type": "string", "enum": ["append", "replace"], "description": "append a line, or replace all."},
        },
        _block_write,
        required=("content", "mode"),
    ),
    ToolSpec(
        "sessions_search",
        "Search past conversations",
        "Full-text search of earlier conversations with the user: which sessions mentioned something, with a "
        "snippet of the best-matching turn. Use it for 'what did we discuss about X'.",
        {"query": {"type": "string", "minLength": 1, "description": "Words to look for."}, "limit": _LIMIT},
        _sessions_search,
        required=("query",),
        read_only=True,
        idempotent=True,
    ),
)

_BY_NAME = {spec.name: spec for spec in TOOLS}


def tool_names() -> list[str]:
    return [spec.name for spec in TOOLS]


def openai_tools(categories: Sequence[str] = DEFAULT_CATEGORIES) -> list[dict[str, Any]]:
    """The tools as OpenAI function-calling schemas (Chat Completions ``tools=``)."""
    return [
        {
            "type": "function",
            "function": {"name": t.name, "description": t.description, "parameters": t.parameters(categories)},
        }
        for t in TOOLS
    ]


def anthropic_tools(categories: Sequence[str] = DEFAULT_CATEGORIES) -> list[dict[str, Any]]:
    """The tools as Anthropic Messages API tool definitions (``tools=``)."""
    return [{"name": t.name, "description": t.description, "input_schema": t.parameters(categories)} for t in TOOLS]


# ---- arguments -------------------------------------------------------------------------------
def _coerce(name: str, schema: Mapping[str, Any], value: Any) -> Any:
    """Check one argument against its (small) schema; integers may arrive as digit strings."""
    types = schema.get("type", "string")
    allowed = [types] if isinstance(types, str) else list(types)
    if allowed == ["integer"] and isinstance(value, str) and value.strip().lstrip("#").isdigit():
        value = int(value.strip().lstrip("#"))
    if isinstance(value, bool) or not any(
        (t == "integer" and isinstance(value, int)) or (t == "string" and isinstance(value, str)) for t in allowed
    ):
        raise InvalidInput(
            f"{name} must be {' or '.join('an integer' if t == 'integer' else 'a string' for t in allowed)}"
        )
    if isinstance(value, str):
        if "enum" in schema:
            value = value.strip().lower()
            if value not in schema["enum"]:
                raise InvalidInput(f"{name} must be one of {', '.join(schema['enum'])}")
        if len(value.strip()) < schema.get("minLength", 0):
            raise InvalidInput(f"{name} is empty")
    elif not schema.get("minimum", value) <= value <= schema.get("maximum", value):
        raise InvalidInput(f"{name} must be from {schema['minimum']} to {schema['maximum']}")
    return value


def _arguments(spec: ToolSpec, raw: Mapping[str, Any] | str | None, categories: Sequence[str]) -> dict[str, Any]:
    if raw is None or (isinstance(raw, str) and not raw.strip()):
        raw = {}
    if isinstance(raw, str):
        try:
            raw = load_line(raw)
        except ValueError as exc:
            why = str(exc).removeprefix("not JSON: ")
            raise InvalidInput(f"the arguments are not valid JSON ({why})") from exc
    if not isinstance(raw, Mapping):
        raise InvalidInput("the arguments must be a JSON object")
    schema = spec.parameters(categories)
    props: dict[str, Any] = schema["properties"]
    unknown = sorted(set(raw) - set(props))
    if unknown:
        takes = ", ".join(props) or "no arguments"
        raise InvalidInput(f"unknown argument {', '.join(unknown)} ({spec.name} takes {takes})")
    args = {k: _coerce(k, props[k], v) for k, v in raw.items() if v is not None}  # null means omitted
    missing = [r for r in spec.required if r not in args]
    if missing:
        raise InvalidInput(f"missing required argument {', '.join(missing)}")
    return args


def dispatch(
    memory: Memory, name: str, arguments: Mapping[str, Any] | str | None, *, namespace: str = "user"
) -> ToolResult:
    """Run one tool call against ``memory``. Never raises for the caller's or the model's mistakes:
    an unknown tool, bad JSON, bad arguments and every engram error come back with ``is_error``.

    ``namespace`` is where saves land and the root of the block tools' paths; it comes from the
    application's configuration, never from the model.
    """
    spec = _BY_NAME.get(name)
    if spec is None:
        return ToolResult(f"Unknown tool {name!r}. The memory tools are: {', '.join(tool_names())}.", None, None, True)
    try:
        args = _arguments(spec, arguments, memory.categories)
        return spec.handler(memory, _Call(args, namespace))
    except EngramError as exc:
        return error_result(name, exc)


__all__ = [
    "SYSTEM_GUIDANCE",
    "TOOLS",
    "ToolResult",
    "ToolSpec",
    "anthropic_tools",
    "dispatch",
    "error_result",
    "memory_event",
    "openai_tools",
    "tool_names",
]
