"""The capture spool as a file: locking, appending, syncing and reading lines back, with ``os`` alone.

Both sides of the spool use these: :mod:`engram.capture.spool` (the store taking it in, the full
hook route) and :mod:`engram.capture.request` (the hook's fast route, which must not import
``json``). The header line is written here in its one canonical form, so the fast route can check a
spool's header by comparing bytes rather than parsing it.
"""

from __future__ import annotations

import errno
import fcntl
import os

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (mypy treats the name alike)
if TYPE_CHECKING:
    from collections.abc import Iterator

__all__ = [
    "BLOCK",
    "HEADER_KEY",
    "HOOK_INGEST_BYTES",
    "SUFFIX",
    "VERSION",
    "canonical_header_end",
    "complete",
    "fsync_dir",
    "header_line",
    "lines_backwards",
    "open_locked",
    "spool_path",
    "sync",
    "write_all",
]

SUFFIX = ".spool"
HEADER_KEY = "engram_capture_spool"
VERSION = 1
BLOCK = 64 * 1024  # a spool's end is read in blocks this size
HOOK_INGEST_BYTES = 8 * 1024 * 1024
"""A spool this large after a hook's append is taken in by that hook (nothing else has read the store)."""
_PREFIX = b'{"' + HEADER_KEY.encode() + b'":' + str(VERSION).encode() + b',"id":"'
_HEX = frozenset(b"0123456789abcdef")
_HEAD_BYTES = 4096


def header_line() -> bytes:
    """A new spool's first line: ``{"engram_capture_spool":1,"id":"<16 hex digits>"}`` (what
    ``json.dumps(..., separators=(",", ":"))`` writes for it)."""
    return _PREFIX + os.urandom(8).hex().encode() + b'"}\n'


def canonical_header_end(fd: int) -> int:
    """The offset just past the header when it is in :func:`header_line`'s exact form, else 0
    (new, broken, or written some other way: then the full route, which parses it, decides)."""
    head = os.pread(fd, _HEAD_BYTES, 0)
    first = head.find(b"\n")
    if first < 0 or not head.startswith(_PREFIX) or not head[:first].endswith(b'"}'):
        return 0
    ident = head[len(_PREFIX) : first - 2]
    return first + 1 if ident and _HEX.issuperset(ident) else 0


def write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def open_locked(path: str, *, create: bool) -> int:
    flags = os.O_RDWR | os.O_APPEND | getattr(os, "O_CLOEXEC", 0)
    fd = os.open(path, flags | os.O_CREAT if create else flags, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
    except BaseException:
        os.close(fd)
        raise
    return fd


def sync(fd: int) -> None:
    """The file's data (and its size) on disk: ``fdatasync`` where there is one (what SQLite uses)."""
    getattr(os, "fdatasync", os.fsync)(fd)


def fsync_dir(path: str) -> None:
    try:
        fd = os.open(os.path.dirname(path) or ".", os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError as exc:  # some file systems cannot sync a directory; the file itself is synced
        if exc.errno not in (errno.EINVAL, errno.EBADF, errno.EISDIR):
            raise
    finally:
        os.close(fd)


def complete(fd: int, size: int, floor: int) -> int:
    """The offset just past the last ``\\n`` at or after ``floor`` (the file's complete lines)."""
    end = size
    while end > floor:
        start = max(floor, end - BLOCK)
        cut = os.pread(fd, end - start, start).rfind(b"\n")
        if cut >= 0:
            return start + cut + 1
        end = start
    return floor


def lines_backwards(fd: int, floor: int, end: int) -> Iterator[bytes]:
    """The lines between ``floor`` and ``end`` (both at line starts), last first, read in blocks."""
    carry = b""
    while end > floor:
        start = max(floor, end - BLOCK)
        block = os.pread(fd, end - start, start) + carry
        end = start
        parts = block.split(b"\n")
        carry = parts[0] if start > floor else b""  # the first piece may continue in the block before
        for line in reversed(parts[1:] if start > floor else parts):
            if line:
                yield line
    if carry:
        yield carry


def spool_path(location: str, home: str | None = None) -> str | None:
    """Where the capture spool of a store lives: ``<absolute database path>.spool`` for a SQLite
    file; for a server URL, ``<home>/spool/<host and database>-<checksum>.spool`` (the password is
    left out of both parts, so it never names a file); None for an in-memory store."""
    if not location or location == ":memory:" or location.startswith("file:"):
        return None
    if "://" not in location:
        return os.path.abspath(location) + SUFFIX
    import zlib

    from engram.location import engram_home

    scheme, _, rest = location.partition("://")
    credentials, at, place = rest.rpartition("@")
    user = credentials.split(":", 1)[0] if at else ""
    public = f"{scheme}://{user}{'@' if at else ''}{place}"
    readable = "".join(ch if ch.isalnum() or ch in "-._" else "_" for ch in place.split("?", 1)[0])[:80]
    name = f"{readable or 'server'}-{zlib.crc32(public.encode('utf-8')):08x}{SUFFIX}"
    return os.path.join(home or engram_home(), "spool", name)
