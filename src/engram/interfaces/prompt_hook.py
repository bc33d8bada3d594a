"""The prompt hook's fast route: ``UserPromptSubmit`` answered by the resident worker, without ``json``.

Claude Code waits for the prompt hook before the model sees the prompt. When ``engram worker`` (or
``engram serve``) runs, the ranking is done there with the model already loaded, and this process
only has to carry the prompt over and the context back. Loading ``json`` (and with it ``re``) and the
full hook module would cost more than a bare interpreter's start-up on this machine, so the launcher
sends a ``UserPromptSubmit`` here first: the payload is read and the request and the hook output
are written with :mod:`engram.capture.payload`, the socket exchange is
:func:`engram.interfaces.worker_client.exchange`. Anything else (another event, a payload the
small reader leaves to ``json``, no worker, a slow or refusing one) returns None and the full
route, :mod:`engram.interfaces.hooks`, answers as before, without asking the worker a second time.
"""

from __future__ import annotations

import os

from engram.capture.payload import NotPlain, loads, quote
from engram.interfaces import worker_client
from engram.location import locate

__all__ = ["DEFAULT_RECALL_CAP", "SEPARATOR", "answer", "recall_cap"]

DEFAULT_RECALL_CAP = 6000
SEPARATOR = "\n\n"
TRIED_ENV = "ENGRAM_WORKER_BUDGET_MS"  # set to 0 for the full route once this route has asked


def recall_cap() -> int:
    """``ENGRAM_RECALL_CAP`` (characters of ``additionalContext``), default 6000."""
    try:
        cap = int(os.environ.get("ENGRAM_RECALL_CAP", DEFAULT_RECALL_CAP))
    except ValueError:
        return DEFAULT_RECALL_CAP
    return cap if cap > 0 else DEFAULT_RECALL_CAP


def answer(raw: bytes) -> str | None:
    """The hook's output line for a ``UserPromptSubmit`` payload the worker answered, else None."""
    try:
        payload = loads(raw.decode("utf-8"))
    except (NotPlain, UnicodeDecodeError, RecursionError):
        return None
    if not isinstance(payload, dict):
        return None
    event = payload.get("hook_event_name")
    if event is None and "prompt" in payload:
        event = "UserPromptSubmit"
    sid, prompt, cwd = payload.get("session_id"), payload.get("prompt"), payload.get("cwd")
    if event != "UserPromptSubmit" or not (sid is None or isinstance(sid, str)):
        return None
    sid = sid.strip() if isinstance(sid, str) and sid.strip() else None
    transcript = payload.get("transcript_path")
    if sid is None and isinstance(transcript, str) and transcript.strip():
        from engram.capture.git import stem  # a transcript is named after its session

        sid = stem(transcript) or None
    prompt = prompt if isinstance(prompt, str) and prompt.strip() else ""
    cwd = cwd if isinstance(cwd, str) and cwd.strip() else os.getcwd()
    where = locate()
    path = worker_client.socket_path(where.db, where.home)
    budget = worker_client.budget_ms()
    if path is None or budget <= 0 or not os.path.exists(path):
        return None
    cap = recall_cap()
    line = (
        f'{{"v":{worker_client.PROTOCOL},"op":"prompt","owner":{quote(where.owner)},"cwd":{quote(cwd)},'
        f'"default_namespace":{quote(where.namespace)},"session_id":{"null" if sid is None else quote(sid)},'
        f'"prompt":{quote(prompt)},"cap":{cap}}}\n'
    )
    os.environ[TRIED_ENV] = "0"  # whatever happens now, the full route must not wait on the worker again
    reply = worker_client.exchange(path, line.encode("utf-8"), budget / 1000)
    found = _parts(reply)
    if found is None:
        _log_miss(path, budget, reply)
        return None
    parts, dropped = found
    if dropped:
        _log(
            "INFO",
            f"UserPromptSubmit: left out {dropped} entries to stay within {cap} characters (ENGRAM_RECALL_CAP)",
        )
    text = SEPARATOR.join(parts)
    if not text.strip() or len(text) > cap:
        return "{}\n"
    return '{"hookSpecificOutput":{"hookEventName":"UserPromptSubmit","additionalContext":' + quote(text) + "}}\n"


def _parts(reply: bytes | None) -> tuple[list[str], int] | None:
    if reply is None:
        return None
    try:
        found = loads(reply.decode("utf-8"))
    except (NotPlain, UnicodeDecodeError, RecursionError):
        return None
    if not isinstance(found, dict) or found.get("ok") is not True:
        return None
    parts, dropped = found.get("parts"), found.get("dropped")
    if not isinstance(parts, list) or type(dropped) is not int or not all(isinstance(p, str) for p in parts):
        return None
    return parts, dropped


def _log_miss(path: str, budget: float, reply: bytes | None) -> None:
    if reply is None:
        if os.environ.get("ENGRAM_HOOK_LOG", "").lower() == "debug":
            _log("DEBUG", f"no answer from the worker at {path} within {budget:.0f} ms; recalling lexically here")
        return
    _log("INFO", f"the worker at {path} refused: {reply[:300].decode('utf-8', 'replace')}; recalling lexically here")


def _log(level: str, message: str) -> None:
    from engram.capture.runner import HookLog

    log = HookLog("recall")
    if level == "DEBUG":
        log.debug(message)
    else:
        log.info(message)
