"""What every Claude Code hook shares: the recursion guard, the JSON payload, the hook log and the runner.

Claude Code runs a hook command with a JSON object on stdin and reads its stdout; a hook must never
fail the user's turn. :func:`run_hook` turns every failure into a line in the hook log and exit 0.
Only the standard library's small parts load here (``os``, ``sys``, ``time``, ``json``): the capture
hook runs after every answer, as a new process (docs/architecture.md, "the capture route").
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable, Mapping

from engram.guard import GUARD_ENV, guarded
from engram.location import hook_log_path

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (mypy treats the name alike)
if TYPE_CHECKING:
    from typing import Any, BinaryIO, TextIO

    Handler = Callable[[Mapping[str, Any], str | None, str | None, "HookLog"], dict[str, Any] | None]

__all__ = [
    "GUARD_ENV",
    "HookLog",
    "log_path",
    "read_payload",
    "run_hook",
    "session_of",
    "text_of",
    "where_of",
]

MAX_STDIN = 16 * 1024 * 1024
LOG_MAX_BYTES = 1024 * 1024
SOURCE = "claude-code"


# ---- entry ------------------------------------------------------------------------------------
def run_hook(
    name: str,
    handler: Handler | None,
    *,
    db: str | None = None,
    owner: str | None = None,
    stdin: BinaryIO | None = None,
    stdout: TextIO | None = None,
) -> int:
    """Run one hook: the recursion guard first, then the JSON payload from stdin, the handler, and
    its output (if any) as one JSON line. Always returns 0: a failure is a line in the hook log."""
    if guarded():
        return 0
    log = HookLog(name or "hook")
    try:
        if handler is None:
            log.error(f"unknown hook {name!r}: use one of capture, endmark, finalize, recall")
            return 0
        payload = read_payload(sys.stdin.buffer if stdin is None else stdin)
        if payload is None:
            log.error("hook input on stdin is not a JSON object; nothing done")
            return 0
        output = handler(payload, db, owner, log)
        if output is not None:
            out = sys.stdout if stdout is None else stdout
            out.write(json.dumps(output) + "\n")
            out.flush()
    except BaseException as exc:  # a hook never fails Claude Code's turn: log and exit 0
        log.exception(exc)
    return 0


def read_payload(stream: BinaryIO) -> dict[str, Any] | None:
    try:
        if stream.isatty():
            return None
    except (AttributeError, ValueError, OSError):
        pass
    raw = stream.read(MAX_STDIN)
    try:
        data = json.loads(raw.decode("utf-8", "replace")) if raw.strip() else None
    except (ValueError, RecursionError):  # not JSON, or nested past what the parser takes
        return None
    return data if isinstance(data, dict) else None


# ---- the log --------------------------------------------------------------------------------
def log_path() -> str:
    return hook_log_path()


class HookLog:
    """One line per message in the hook log, redacted; debug lines only with ``ENGRAM_HOOK_LOG=debug``.

    Writing never raises: a log that cannot be written is not worth failing a hook over.
    """

    def __init__(self, hook: str, path: str | None = None, verbose: bool | None = None) -> None:
        self.hook = hook
        self.path = path  # None: this process's hook log (log_path)
        self.verbose = os.environ.get("ENGRAM_HOOK_LOG", "").lower() == "debug" if verbose is None else verbose

    def debug(self, message: str) -> None:
        if self.verbose:
            self._write("DEBUG", message)

    def info(self, message: str) -> None:
        self._write("INFO", message)

    def error(self, message: str) -> None:
        self._write("ERROR", message)

    def exception(self, exc: BaseException) -> None:
        """The error and where it happened (file:line of the last frames, no source, no locals)."""
        try:
            import traceback

            frames = traceback.StackSummary.extract(traceback.walk_tb(exc.__traceback__), lookup_lines=False)
            where = " < ".join(f"{os.path.basename(f.filename)}:{f.lineno} {f.name}" for f in reversed(frames[-6:]))
            self._write("ERROR", f"{type(exc).__name__}: {exc} [at {where or '?'}]")
        except Exception:
            self._write("ERROR", type(exc).__name__)

    def _write(self, level: str, message: str) -> None:
        try:
            from engram.redaction import scrub

            text = " | ".join(scrub(message).splitlines())[:4000]
            path = self.path or log_path()
            from engram.private_files import make_private_dirs

            make_private_dirs(os.path.dirname(path) or ".")
            try:
                if os.stat(path).st_size > LOG_MAX_BYTES:
                    os.replace(path, path + ".1")
            except OSError:
                pass
            stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
            line = f"{stamp} pid={os.getpid()} {self.hook} {level} {text}\n"
            fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
            try:
                os.write(fd, line.encode("utf-8", "replace"))
            finally:
                os.close(fd)
        except Exception:
            pass


# ---- the payload ----------------------------------------------------------------------------
def text_of(payload: Mapping[str, Any], key: str) -> str | None:
    value = payload.get(key)
    return value if isinstance(value, str) and value.strip() else None


def session_of(payload: Mapping[str, Any]) -> str | None:
    """``session_id``, else the transcript file's stem (a transcript is named after its session), else None."""
    sid = text_of(payload, "session_id")
    if sid is not None:
        return sid.strip()
    path = text_of(payload, "transcript_path")
    if path is None:
        return None
    from engram.capture.git import stem

    return stem(path) or None


def where_of(payload: Mapping[str, Any], default: str) -> tuple[str, dict[str, str]]:
    """The namespace for the payload's folder (``repos/<repo>/branches/<branch>`` in a checkout, else
    ``default``) and what the session's metadata records about it."""
    from engram.capture import git
    from engram.errors import InvalidInput

    cwd = text_of(payload, "cwd") or os.getcwd()
    ref = git.find(cwd)
    meta = {"agent": SOURCE, "cwd": cwd}
    if ref is None:
        return default, meta
    meta |= {"repo": ref.repo, "branch": ref.branch}
    try:
        return ref.namespace, meta
    except InvalidInput:  # a name that no sanitising could save: fall back rather than fail the hook
        return default, meta
