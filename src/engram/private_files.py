"""Files and folders only their owner can read: every file engram creates is 0600, every folder 0700.

The store, its ``-wal``/``-shm`` files, the capture spool, the logs and the lock files hold what a
person said to an agent, so nobody else on the machine may read them, whatever the umask. SQLite
creates ``-wal`` and ``-shm`` with the database file's mode, so the database file itself is created
here (0600) before SQLite opens it. Folders and files that already exist are left as they are: a
store someone deliberately shares with a group stays shared (docs/configuration.md, "Privacy").

Only ``os`` is imported: the capture hook uses this module and must start fast.
"""

from __future__ import annotations

import os

__all__ = [
    "FILE_MODE",
    "FOLDER_MODE",
    "create_private_file",
    "make_private_dirs",
    "open_private_append",
    "write_private_text",
]

FILE_MODE = 0o600
FOLDER_MODE = 0o700


def make_private_dirs(path: str | os.PathLike[str]) -> None:
    """Create ``path`` and its missing parents, each 0700 (``os.makedirs`` would use the umask)."""
    missing: list[str] = []
    current = os.path.abspath(os.fspath(path))
    while not os.path.isdir(current):
        missing.append(current)
        parent = os.path.dirname(current)
        if parent == current:
            break
        current = parent
    for folder in reversed(missing):
        try:
            os.mkdir(folder, FOLDER_MODE)
        except FileExistsError:
            if not os.path.isdir(folder):
                raise
            continue
        os.chmod(folder, FOLDER_MODE)  # mkdir's mode is masked by the umask; this is exact


def create_private_file(path: str | os.PathLike[str]) -> None:
    """Create ``path`` (and its folders) 0600 if it does not exist yet; an existing file is untouched."""
    name = os.fspath(path)
    make_private_dirs(os.path.dirname(os.path.abspath(name)))
    try:
        fd = os.open(name, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0), FILE_MODE)
    except FileExistsError:
        return
    os.close(fd)


def open_private_append(path: str | os.PathLike[str]) -> int:
    """A descriptor appending to ``path``, created 0600 (with 0700 folders) when new."""
    name = os.fspath(path)
    make_private_dirs(os.path.dirname(os.path.abspath(name)))
    return os.open(name, os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), FILE_MODE)


def write_private_text(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` to ``path`` (UTF-8), creating it 0600; an existing file keeps its mode."""
    name = os.fspath(path)
    make_private_dirs(os.path.dirname(os.path.abspath(name)))
    fd = os.open(name, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_CLOEXEC", 0), FILE_MODE)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(text)
