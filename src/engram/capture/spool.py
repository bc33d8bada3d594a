"""The capture spool: where the Claude Code Stop hook leaves cleaned turns for the store to take in.

The Stop hook runs after every answer, as a new process, and Claude Code waits for it. Opening the
store (its migrations check, its models) and indexing each turn for search costs far more than
the Python start-up the hook is measured against, so the hook does neither: it appends each batch
of turns, *already sanitised and redacted* (:mod:`engram.capture.clean`; nothing else ever
reaches this file), to ``<database>.spool`` (for a server store, a file under the engram home:
:func:`spool_path`) and makes it durable (``fsync``). The next time the
store is opened for any read or write, in any process, it first replays the spooled batches into
sessions and turns with the very writer ``capture_many`` uses
(:func:`engram.capture.batch.store_batch`): no reader ever sees the store without them.

File format (UTF-8, one JSON object per line, each line ending in ``\\n``)::

    {"engram_capture_spool": 1, "id": "<random hex>"}                      the header
    {"kind": "turns", "owner": …, "session": …, "namespace": …, "meta": {…},
     "mark": [path, offset, start], "turns": [[role, text, at, turn_id, meta], …],
     "position": [path, offset]}
    {"kind": "ended", "owner": …, "session": …, "at": "<UTC time>"}        the SessionEnd hook
    {"kind": "capture", "owner": …, "session": …, "transcript": …, "cwd": …,
     "namespace": …, "git": [repo, branch]}                                the Stop hook's fast route
    {"kind": "mark", "owner": …, "session": …, "position": [path, offset]}  carried over (below)

A ``capture`` line is a request (:mod:`engram.capture.request`): the hook wrote no turns, and the
store reads the session's transcript on from where it left it when it takes the line in, producing
the ``turns`` batches right there, in the same transaction.

``mark`` is the batch's own transcript range, replayed as ``capture_many`` records it;
``position`` is where the session's transcript stands once it is recorded (a new file replaces
the position, the same file only moves it forward): the hook reads only the last line of its
session to know where to go on reading.

Crash safety:

* Every writer (the hook appending, the store replaying) holds an exclusive ``flock`` on the
  file, so nobody reads a line while it is being written.
* A batch's transcript position is inside its own line: the hook's "offset advances only after
  the write succeeds" holds by construction. The hook writes each line as it goes and does not
  wait for the disk: a line lost to a machine crash loses its position with it, and the next
  capture reads the same transcript bytes again (:meth:`SpoolWriter.commit`). End markers, which
  no transcript holds, are synced (``fdatasync``), with a new spool's folder.
* A last line without its ``\\n`` is what a writer killed mid-write leaves: readers ignore it and
  the next appender cuts it off before writing. A line that is not JSON is skipped.
* The replay runs in one store transaction that also records ``<spool id>:<byte offset>`` of the
  last line taken in (store meta :data:`META_KEY`): a batch is taken in whole or not at all, and
  never twice. Only after that commit is the file rewritten (new id) to its header plus the
  latest transcript position of the sessions it held (``kind: mark``), which the hook reads so it
  need not open the database to know where the transcript was left. A crash between the commit
  and the rewrite leaves lines the recorded offset already covers.
* The writer (:func:`engram.capture.batch.store_batch`) is idempotent on turn ids as well:
  a batch replayed again would store nothing twice.

Only the standard library is imported at module level: the hook process imports this module. The
replay is store-agnostic (:func:`ingest` takes any transaction factory yielding a
:class:`~engram.store.base.StoreTx`); :class:`engram.capture.spooling.SpoolingStore`, which
:func:`engram.app.open_store` puts around every store, calls it before every ``read()`` and
``write()``. The store adapters know nothing of spools.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator, Mapping

from engram.capture.spool_file import (
    HEADER_KEY,
    SUFFIX,
    VERSION,
    complete,
    fsync_dir,
    header_line,
    lines_backwards,
    open_locked,
    spool_path,
    sync,
    write_all,
)
from engram.private_files import make_private_dirs

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (mypy treats the name alike)
if TYPE_CHECKING:
    from contextlib import AbstractContextManager

    from engram.store.base import StoreTx

__all__ = [
    "META_KEY",
    "SUFFIX",
    "Seen",
    "SpoolWriter",
    "changed",
    "ingest",
    "lines",
    "parse",
    "spool_path",
]

META_KEY = "capture_spool"
MAX_CARRIED = 32
"""Sessions whose transcript position a rewrite keeps (the most recently captured ones)."""

_HEAD_BYTES = 4096  # the header line is well under this

Seen = tuple[int, int, int]  # (inode, size, mtime_ns) of the spool file when last taken in
Entry = tuple[int, dict[str, object]]  # (offset just past the line, the record)


# ---- reading --------------------------------------------------------------------------------
class Parsed:
    """A spool's content: its id (None when the header is missing or broken), its complete
    records with the offset just past each, and how many leading bytes are complete lines."""

    __slots__ = ("complete", "entries", "ident", "skipped")

    def __init__(self, ident: str | None, entries: list[Entry], complete: int, skipped: int) -> None:
        self.ident = ident
        self.entries = entries
        self.complete = complete
        self.skipped = skipped


def parse(data: bytes) -> Parsed:
    """Split a spool's bytes into records. A last line without ``\\n`` is left out (``complete``
    stops before it); lines that are not JSON objects are skipped and counted."""
    first = data.find(b"\n")
    if first < 0:
        return Parsed(None, [], 0, 0)
    try:
        header = json.loads(data[:first])
    except ValueError:
        header = None
    ident = header.get("id") if isinstance(header, dict) and header.get(HEADER_KEY) == VERSION else None
    if not isinstance(ident, str) or not ident:
        return Parsed(None, [], data.rfind(b"\n") + 1, 0)
    entries: list[Entry] = []
    skipped = 0
    pos = first + 1
    while True:
        cut = data.find(b"\n", pos)
        if cut < 0:
            break
        line = data[pos:cut]
        pos = cut + 1
        try:
            record = json.loads(line)
        except ValueError:
            record = None
        if isinstance(record, dict) and record.get("kind") in ("turns", "ended", "mark", "capture"):
            entries.append((pos, record))
        elif line.strip():
            skipped += 1
    return Parsed(ident, entries, pos, skipped)


def _read_all(fd: int) -> bytes:
    chunks: list[bytes] = []
    offset = 0
    while True:
        block = os.pread(fd, 1 << 20, offset)
        if not block:
            return b"".join(chunks)
        chunks.append(block)
        offset += len(block)


def _pair(value: object) -> tuple[str, int] | None:
    if isinstance(value, list) and len(value) >= 2 and isinstance(value[0], str) and type(value[1]) is int:
        return value[0], value[1]
    return None


def _positions(entries: list[Entry]) -> dict[tuple[str, str], tuple[str, int]]:
    """The latest position per (owner, session), in the order the sessions were last captured."""
    found: dict[tuple[str, str], tuple[str, int]] = {}
    for _, record in entries:
        owner, session, position = record.get("owner"), record.get("session"), _pair(record.get("position"))
        if isinstance(owner, str) and isinstance(session, str) and position is not None:
            found.pop((owner, session), None)
            found[(owner, session)] = position
    return found


def _header() -> bytes:
    return header_line()


def _line(record: object) -> bytes:
    return json.dumps(record, separators=(",", ":")).encode("utf-8", "surrogatepass") + b"\n"


# ---- the hook's side ------------------------------------------------------------------------
def _header_end(fd: int) -> int:
    """The offset just past a valid header line, or 0 when the file has none (new, or broken)."""
    head = os.pread(fd, _HEAD_BYTES, 0)
    first = head.find(b"\n")
    if first < 0:
        return 0
    try:
        header = json.loads(head[:first])
    except ValueError:
        return 0
    ok = isinstance(header, dict) and header.get(HEADER_KEY) == VERSION and bool(header.get("id"))
    return first + 1 if ok else 0


class SpoolWriter:
    """The hook's handle: the file locked for the whole capture (``with``), the position already
    captured for a session (:meth:`position`), batches appended (:meth:`append`, each written at
    once, so a hook stopped half-way through a long transcript keeps what it did) and made durable
    together (:meth:`commit`). Closing releases the lock. Only the header and the end of the file
    are read: the cost does not grow with the spool."""

    def __init__(self, path: str) -> None:
        self.path = path
        directory = os.path.dirname(path)
        if directory:
            make_private_dirs(directory)
        self._fd = open_locked(path, create=True)
        self._header: bytes | None = None  # a new file's header, written with its first line
        self._written = False
        try:
            size = os.fstat(self._fd).st_size
            self._first = _header_end(self._fd) if size else 0
            if not self._first:  # new (or unreadable: its batches cannot be attributed) file
                os.ftruncate(self._fd, 0)
                self._header = _header()
                self._end = 0
            else:
                self._end = complete(self._fd, size, self._first)
                if self._end < size:  # a writer died mid-line: cut the torn tail off
                    os.ftruncate(self._fd, self._end)
        except BaseException:
            os.close(self._fd)
            raise

    def position(self, owner: str, session: str) -> tuple[str, int] | None:
        """Where this session's transcript stands after its latest spooled line (cleaned path, byte
        offset), or None when the spool has nothing on it (then the store knows). Lines are read
        from the end; only those naming the session are decoded, and the first that is its answers."""
        if not self._first:
            return None
        needle = _line(session)[:-1]
        for line in lines_backwards(self._fd, self._first, self._end):
            if needle not in line:
                continue
            try:
                record = json.loads(line)
            except ValueError:
                continue
            if isinstance(record, dict) and record.get("owner") == owner and record.get("session") == session:
                position = _pair(record.get("position"))
                if position is not None:
                    return position
        return None

    def append(self, record: Mapping[str, object]) -> None:
        line = _line(record)
        if self._header is not None and not self._written:
            line = self._header + line
        write_all(self._fd, line)
        self._written = True

    def commit(self, *, durable: bool = True) -> int:
        """End the append; returns the file's size. ``durable`` waits until the lines are on disk.

        The Stop hook appends turns with ``durable=False``: they are work over the transcript, which
        holds the same text, and each line carries its own transcript position, so a line lost to a
        machine crash takes its position with it and the next capture reads those bytes again. The
        store makes what it takes in durable in its own commit (docs/architecture.md)."""
        if self._written and durable:
            sync(self._fd)
            if self._header is not None:  # a new file: its name must be on disk too
                fsync_dir(self.path)
        return os.fstat(self._fd).st_size

    def close(self) -> None:
        if self._fd >= 0:
            os.close(self._fd)  # closing the descriptor releases the lock
            self._fd = -1

    def __enter__(self) -> SpoolWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


# ---- the store's side -----------------------------------------------------------------------
def changed(path: str, seen: Seen | None) -> bool:
    """Has the spool changed since it was last taken in (an ``os.stat``; False when there is none)?"""
    try:
        st = os.stat(path)
    except OSError:
        return False
    return (st.st_ino, st.st_size, st.st_mtime_ns) != seen


def ingest(path: str, transaction: Callable[[], AbstractContextManager[StoreTx]]) -> Seen | None:
    """Take the spooled batches at ``path`` into the store, in one ``transaction()`` that also
    records how far the spool was taken in, then rewrite the spool to its carried positions.
    Returns the spool's state afterwards (for :func:`changed`), None when there is no spool."""
    try:
        fd = open_locked(path, create=False)
    except FileNotFoundError:
        return None
    try:
        data = _read_all(fd)
        parsed = parse(data)
        batches = [(end, rec) for end, rec in parsed.entries if rec.get("kind") in ("turns", "ended", "capture")]
        carried = list(_positions(parsed.entries).items())[-MAX_CARRIED:]
        sessions = _sessions(parsed.entries)[-MAX_CARRIED:]
        if parsed.ident is not None and batches:
            with transaction() as tx:
                done = tx.get_meta(META_KEY) or ""
                ident, _, upto = done.partition(":")
                taken = int(upto) if ident == parsed.ident and upto.isdigit() else 0
                todo = [(end, rec) for end, rec in batches if end > taken]
                for _, record in todo:
                    _replay(tx, record)
                if todo:
                    tx.set_meta(META_KEY, f"{parsed.ident}:{todo[-1][0]}")
                carried = _stored_marks(tx, sessions)
        if batches or parsed.skipped or parsed.ident is None or parsed.complete < len(data):
            lines = [_header()] + [
                _line({"kind": "mark", "owner": owner, "session": session, "position": [path, offset]})
                for (owner, session), (path, offset) in carried
            ]
            os.ftruncate(fd, 0)
            write_all(fd, b"".join(lines))
            sync(fd)
        st = os.fstat(fd)
        return st.st_ino, st.st_size, st.st_mtime_ns
    finally:
        os.close(fd)


def _sessions(entries: list[Entry]) -> list[tuple[str, str]]:
    """The (owner, session) pairs the entries name, each once, in the order last named."""
    found: dict[tuple[str, str], None] = {}
    for _, record in entries:
        owner, session = record.get("owner"), record.get("session")
        if isinstance(owner, str) and isinstance(session, str) and record.get("kind") != "ended":
            found.pop((owner, session), None)
            found[(owner, session)] = None
    return list(found)


def _stored_marks(tx: StoreTx, sessions: list[tuple[str, str]]) -> list[tuple[tuple[str, str], tuple[str, int]]]:
    """The transcript positions the store now holds for these sessions: what the rewritten spool
    carries, so the hook's next look-up gives what the store would."""
    from engram.capture.marks import TRANSCRIPT_KEY

    out: list[tuple[tuple[str, str], tuple[str, int]]] = []
    for owner, session in sessions:
        found = tx.get_session(owner, session)
        mark = found.meta.get(TRANSCRIPT_KEY) if found is not None else None
        if isinstance(mark, dict) and isinstance(mark.get("path"), str) and type(mark.get("offset")) is int:
            out.append(((owner, session), (mark["path"], mark["offset"])))
    return out


def _replay(tx: StoreTx, record: Mapping[str, object]) -> None:
    """One spooled record through the library's writers. A record that is not well formed (the hook
    never writes one) is skipped, logged, before anything of it is written."""
    kind = record.get("kind")
    if kind == "ended":
        _replay_ended(tx, record)
    elif kind == "capture":  # the hook's fast route: the transcript is read now (engram.capture.request)
        from engram.capture.request import expand

        for batch in expand(tx, record):
            _replay_turns(tx, batch)
    else:
        _replay_turns(tx, record)


def _replay_ended(tx: StoreTx, record: Mapping[str, object]) -> None:
    from engram import validation as v
    from engram.capture.batch import store_ended
    from engram.capture.clean import session_ident
    from engram.errors import EngramError
    from engram.timeutil import parse_user_time, to_text

    try:
        owner = v.owner(_text(record, "owner"))
        session = _text(record, "session")
        if session_ident(session) != session:
            raise ValueError("bad session id")
        at = to_text(parse_user_time(_text(record, "at")))
    except (EngramError, ValueError, TypeError) as exc:
        import logging

        logging.getLogger("engram.capture").warning("skipped a malformed capture-spool end marker: %s", exc)
        return
    store_ended(tx, owner, session, at)


def _replay_turns(tx: StoreTx, record: Mapping[str, object]) -> None:
    from engram import validation as v
    from engram.capture.batch import Mark, Ready, store_batch
    from engram.capture.clean import ROLES, session_ident
    from engram.errors import EngramError
    from engram.timeutil import parse_user_time

    try:
        owner = v.owner(_text(record, "owner"))
        session = _text(record, "session")
        if session_ident(session) != session:
            raise ValueError("bad session id")
        namespace = v.namespace(_text(record, "namespace"))
        meta = record.get("meta")
        if not isinstance(meta, dict):
            raise ValueError("bad session meta")
        raw_mark = record.get("mark")
        mark = None
        if raw_mark is not None:
            found = _pair(raw_mark)
            start = raw_mark[2] if isinstance(raw_mark, list) and len(raw_mark) > 2 else None
            if found is None or not (start is None or type(start) is int):
                raise ValueError("bad mark")
            mark = Mark(found[0], found[1], start)
        ready: list[Ready | None] = []
        turns = record.get("turns")
        if not isinstance(turns, list):
            raise ValueError("bad turns")
        for turn in turns:
            if not isinstance(turn, list) or len(turn) != 5:
                raise ValueError("bad turn")
            role, text, at, turn_id, turn_meta = turn
            if role not in ROLES or not isinstance(text, str) or not text or not isinstance(turn_meta, dict):
                raise ValueError("bad turn")
            if not (turn_id is None or isinstance(turn_id, str)) or not isinstance(at, str):
                raise ValueError("bad turn")
            try:
                when = parse_user_time(at)
            except EngramError:
                ready.append(None)  # refused, as capture_many refuses a time it cannot read
                continue
            ready.append(Ready(role, text, when, turn_id, turn_meta))
    except (EngramError, ValueError, TypeError) as exc:
        import logging

        logging.getLogger("engram.capture").warning("skipped a malformed capture-spool batch: %s", exc)
        return
    store_batch(tx, owner, session, namespace, ready, meta, mark)


def _text(record: Mapping[str, object], key: str) -> str:
    value = record.get(key)
    if not isinstance(value, str):
        raise ValueError(f"bad {key}")
    return value


def lines(path: str) -> Iterator[dict[str, object]]:
    """The records in a spool file (for inspection and tests); nothing is locked."""
    try:
        with open(path, "rb") as handle:
            data = handle.read()
    except FileNotFoundError:
        return
    for _, record in parse(data).entries:
        yield record
