"""Per-scope locks for finalizing sessions: one finalizer per scope at a time, across threads and processes.

For a database file the lock is an ``flock`` on a small file beside it, named from the sanitised
scope (``^[A-Za-z0-9_-]{1,64}$``); flock locks belong to an open file description, so two threads
of one process exclude each other as two processes do. An in-memory database (``:memory:``) is
private to its process, so a ``threading.Lock`` per store and scope does.

A lock that is not free within ``timeout`` seconds is reported as not acquired: the caller then
leaves the session alone (docs/decisions.md#coding-hooks: a timed-out finalize never writes half a result).
"""

from __future__ import annotations

import errno
import fcntl
import hashlib
import os
import re
import threading
import time
import weakref
from collections.abc import Iterator
from contextlib import contextmanager

from engram.errors import StoreError
from engram.store.base import ScopeLockStore

_SAFE = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
_UNSAFE = re.compile(r"[^A-Za-z0-9_-]+")
_memory_locks: weakref.WeakKeyDictionary[object, dict[str, threading.Lock]] = weakref.WeakKeyDictionary()
_registry_lock = threading.Lock()


def scope_name(owner: str, namespace: str) -> str:
    """A file-name-safe name for (owner, namespace): readable when possible, hashed when it must be."""
    raw = f"{owner}--{namespace}"
    cleaned = _UNSAFE.sub("_", raw).strip("_") or "scope"
    if cleaned == raw and _SAFE.match(cleaned):
        return cleaned
    digest = hashlib.sha256(raw.encode("utf-8")).hexdigest()[:16]
    name = f"{cleaned[:47]}-{digest}"
    assert _SAFE.match(name)
    return name


def lock_path(location: str, scope: str) -> str:
    if not _SAFE.match(scope):
        raise ValueError(f"unsafe lock scope {scope!r}")
    return f"{location}.finalize-{scope}.lock"


def _memory_lock(store: object, scope: str) -> threading.Lock:
    with _registry_lock:
        locks = _memory_locks.setdefault(store, {})
        return locks.setdefault(scope, threading.Lock())


@contextmanager
def scope_lock(store: object, location: str, scope: str, timeout: float) -> Iterator[bool]:
    """Hold the scope's lock for the block; yields False (and holds nothing) after ``timeout`` seconds."""
    if isinstance(store, ScopeLockStore):  # a database server, not a file: the store holds the lock
        with store.scope_lock(scope, timeout) as held:
            yield held
        return
    deadline = time.monotonic() + max(0.0, timeout)
    if location == ":memory:":
        lock = _memory_lock(store, scope)
        acquired = lock.acquire(timeout=max(0.0, timeout))
        try:
            yield acquired
        finally:
            if acquired:
                lock.release()
        return
    path = lock_path(location, scope)
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    except OSError as exc:
        raise StoreError(f"cannot open the session lock {path}: {exc}; nothing was changed") from exc
    acquired = False
    try:
        pause = 0.005
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                acquired = True
                break
            except OSError as exc:
                if exc.errno not in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
                    raise
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                break
            time.sleep(min(pause, remaining))
            pause = min(pause * 2, 0.1)
        yield acquired
    finally:
        if acquired:
            fcntl.flock(fd, fcntl.LOCK_UN)
        os.close(fd)
