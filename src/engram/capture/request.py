"""The Stop hook's fast route: a capture request in the spool; the transcript is read when the store takes it in.

Claude Code waits for the Stop hook after every answer. Reading the new transcript lines, cleaning
them and redacting secrets needs ``json`` and ``re`` (and the redaction rules), which together cost
more than a bare interpreter's start-up on this machine. None of it has to happen while Claude Code
waits: the transcript is on disk already and stays there. So the hook appends one line naming the
session, its transcript and the folder it ran in (read with :mod:`engram.capture.payload`, written
with :mod:`engram.capture.spool_file`, nothing but ``os`` besides) and exits. Whatever opens the
store next (the prompt hook, the resident worker, the CLI, a server) takes the spool in before its
first read and runs the request there (:func:`expand`): the same reading, cleaning and batch records
as the full route (:mod:`engram.capture.collect`), in the transaction that stores them.

The fast route is only taken when it is safe to write the fields as they came: every field must
look like a plain path or id (:func:`plain`), since nothing is redacted here and secrets never
reach the disk (docs/security.md). Anything else (a field that might hold a secret, a payload the
small reader leaves to ``json``, a server store, a spool in another hand's format) takes the full
route, :mod:`engram.capture.hook`, exactly as before. docs/architecture.md, "the capture route".
"""

from __future__ import annotations

import os

from engram.capture.payload import NotPlain, loads, quote
from engram.capture.spool_file import (
    HOOK_INGEST_BYTES,
    canonical_header_end,
    complete,
    header_line,
    open_locked,
    spool_path,
    write_all,
)
from engram.location import hook_log_path, locate

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (mypy treats the name alike)
if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import Any

    from engram.store.base import StoreTx

__all__ = ["KIND", "expand", "plain", "submit"]

KIND = "capture"
MAX_FIELD = 1000
_SAFE = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-~+@ ")
_SEPARATORS = "/._-~+@ "
_WORDS = ("key", "token", "secret", "pass", "pwd", "auth", "cred", "bearer", "sk-", "ghp", "xox", "akia")


def plain(text: str) -> bool:
    """Could ``text`` be written unredacted? Only ASCII letters, digits and path punctuation; no word
    a secret is announced by; no long run of letters and digits (a token or a key), and no run mixing
    both cases with digits (random text) — a UUID's parts (at most 12 characters) pass, as do
    ordinary folder names. Deliberately narrow: whatever fails
    goes the full route, which redacts."""
    if not text or len(text) > MAX_FIELD or not _SAFE.issuperset(text):
        return False
    lower = text.lower()
    if any(word in lower for word in _WORDS):
        return False
    token = ""
    for ch in text + "/":
        if ch in _SEPARATORS:
            if len(token) > 12 and not (len(token) <= 24 and token.isalpha() and (token.islower() or token.istitle())):
                return False
            if token and not (
                token.islower() or token.isupper() or token.istitle() or token.isdigit() or token.isalpha()
            ):
                return False  # letters of both cases with digits: random, like a key's part
            token = ""
        else:
            token += ch
    return True


def submit(raw: bytes) -> bool:
    """Append a capture request for the Stop hook payload ``raw``; False (nothing written) when this
    payload, store or spool needs the full route."""
    try:
        payload = loads(raw.decode("utf-8"))
    except (NotPlain, UnicodeDecodeError, RecursionError):
        return False
    if not isinstance(payload, dict):
        return False
    session, path, cwd = payload.get("session_id"), payload.get("transcript_path"), payload.get("cwd")
    if cwd is None:
        cwd = os.getcwd()
    if not (isinstance(session, str) and isinstance(path, str) and isinstance(cwd, str)):
        return False
    session = session.strip()  # as the full route reads it (engram.capture.runner.session_of)
    where = locate()
    if "://" in where.db or where.db == ":memory:" or where.db.startswith("file:") or not where.db:
        return False
    if os.path.exists(where.db) and not os.path.isfile(where.db):  # the full route reports it
        return False
    from engram.capture.git import locate as git_locate

    found = git_locate(cwd)
    log = hook_log_path()  # the store writes what it finds reading the transcript where this hook would have
    debug = os.environ.get("ENGRAM_HOOK_LOG", "").lower() == "debug"
    fields = [session, path, cwd, where.owner, where.namespace, log] + ([found[0], found[1]] if found else [])
    if not all(plain(field) for field in fields):
        return False
    line = (
        f'{{"kind":"{KIND}","owner":{quote(where.owner)},"session":{quote(session)},'
        f'"transcript":{quote(path)},"cwd":{quote(cwd)},"namespace":{quote(where.namespace)}'
        + (f',"git":[{quote(found[0])},{quote(found[1])}]' if found else "")
        + f',"log":{quote(log)}'
        + (',"debug":true' if debug else "")
        + "}\n"
    )
    spool_file = spool_path(where.db)
    return spool_file is not None and _append(spool_file, line.encode("utf-8"))


def _append(spool_file: str, line: bytes) -> bool:
    """``line`` appended under the spool's lock (with a header if the file is new; a torn last line
    cut off first). False, with nothing written, when the spool is not in the canonical form, or so
    large that nothing can have opened the store for a long while: the full route appends and then
    takes the spool in."""
    directory = os.path.dirname(spool_file)
    if directory and not os.path.isdir(directory):
        from engram.private_files import make_private_dirs

        make_private_dirs(directory)
    fd = open_locked(spool_file, create=True)
    try:
        size = os.fstat(fd).st_size
        if size > HOOK_INGEST_BYTES:
            return False
        if size == 0:
            line = header_line() + line
        else:
            first = canonical_header_end(fd)
            if not first:
                return False
            end = complete(fd, size, first)
            if end < size:  # a writer died mid-line
                os.ftruncate(fd, end)
        write_all(fd, line)
        return True
    finally:
        os.close(fd)  # closing releases the lock


# ---- the store's side -----------------------------------------------------------------------
def expand(tx: StoreTx, record: Mapping[str, object]) -> list[dict[str, Any]]:
    """The batches a capture request stands for: the session's transcript read on from where the
    store (in this transaction) left it, cleaned and redacted as the full route does. A request the
    full route would have refused logs why and gives nothing."""
    from contextlib import suppress

    from engram import validation as v
    from engram.capture.clean import clean_meta, clean_string, refuse, session_ident
    from engram.capture.collect import MAX_PATH_CHARS, Target, batches
    from engram.capture.git import namespace_of
    from engram.capture.marks import TRANSCRIPT_KEY
    from engram.capture.runner import SOURCE, HookLog
    from engram.errors import EngramError, InvalidInput

    log_file = record.get("log")
    log = HookLog("capture", log_file if isinstance(log_file, str) else None, record.get("debug") is True)
    try:
        owner = v.owner(_text(record, "owner"))
        session, path, cwd, namespace = (_text(record, key) for key in ("session", "transcript", "cwd", "namespace"))
    except (EngramError, ValueError) as exc:
        log.error(f"skipped a malformed capture request: {exc}")
        return []
    ident = session_ident(session)
    place: dict[str, object] = {"agent": SOURCE, "cwd": cwd}
    git = record.get("git")
    if isinstance(git, list) and len(git) == 2 and all(isinstance(part, str) for part in git):
        place |= {"repo": git[0], "branch": git[1]}
        with suppress(InvalidInput):  # as the full route: a name no sanitising could save falls back
            namespace = v.namespace(namespace_of(git[0], git[1]))
    try:
        namespace = v.namespace(namespace)
    except InvalidInput:
        ident = None
    if ident is None:
        refuse("session id must be 1 to 200 characters without spaces, and the namespace valid")
    target = Target(owner, ident, namespace, clean_meta(place) or {}, clean_string(path, MAX_PATH_CHARS))
    position = None
    if ident is not None:
        found = tx.get_session(owner, ident)
        mark = found.meta.get(TRANSCRIPT_KEY) if found is not None else None
        if isinstance(mark, dict) and isinstance(mark.get("path"), str) and type(mark.get("offset")) is int:
            position = (mark["path"], mark["offset"])
    return list(batches(path, target, position, log))


def _text(record: Mapping[str, object], key: str) -> str:
    value = record.get(key)
    if not isinstance(value, str):
        raise ValueError(f"bad {key}")
    return value
