"""The store's files are private from the moment engram creates them.

Memories and captured conversations are personal; SQLite would create the database with the
process's umask (typically readable by every user on the machine). So a missing database file is
created empty with mode 0600 before SQLite opens it (SQLite gives its ``-wal`` and ``-shm`` files
the database file's mode), and folders engram creates for it get 0700. Existing files and folders
are left as they are (``engram doctor`` reports a store others can read).
"""

from __future__ import annotations

import os
from pathlib import Path


def create_private(path: str) -> None:
    target = Path(path).expanduser()
    missing = [folder for folder in (target.parent, *target.parent.parents) if not folder.exists()]
    for folder in reversed(missing):
        folder.mkdir(mode=0o700, exist_ok=True)
    try:
        fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return
    os.close(fd)
