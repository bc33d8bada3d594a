"""aish's ``memory.jsonl`` as a live file: one exclusive writer at a time (docs/decisions.md#shell).

Opening takes ``flock(LOCK_EX | LOCK_NB)`` on the file and holds it until ``close()``, so two
writers can never compute the same next id; a second writer is refused at once, not queued.
"""

from __future__ import annotations

import fcntl
import os
from pathlib import Path
from types import TracebackType

from engram.errors import InvalidInput, StoreError
from engram.items.interchange import aish
from engram.private_files import make_private_dirs
from engram.timeutil import utcnow


class AishMemoryFile:
    def __init__(self, path: str | Path) -> None:
        self.path = Path(path).expanduser()
        make_private_dirs(self.path.parent)
        try:
            self._fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_APPEND, 0o600)
        except OSError as exc:
            raise StoreError(f"cannot open {self.path}: {exc.strerror}") from exc
        try:
            fcntl.flock(self._fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError as exc:
            os.close(self._fd)
            raise StoreError(
                f"{self.path} is held by another writer (memory.jsonl allows one writer at a time)"
            ) from exc

    def __enter__(self) -> AishMemoryFile:
        return self

    def __exit__(self, t: type[BaseException] | None, e: BaseException | None, tb: TracebackType | None) -> None:
        self.close()

    def close(self) -> None:
        if self._fd >= 0:
            fcntl.flock(self._fd, fcntl.LOCK_UN)
            os.close(self._fd)
            self._fd = -1

    def load(self) -> aish.AishParse:
        return aish.parse(self.path.read_text(encoding="utf-8").splitlines())

    def _append(self, line: str) -> None:
        if self._fd < 0:
            raise StoreError(f"{self.path} is closed")
        data = (line + "\n").encode("utf-8")
        written = os.write(self._fd, data)
        if written != len(data):
            raise StoreError(f"short write to {self.path}")
        os.fsync(self._fd)

    def add(self, kind: str, content: str, tags: tuple[str, ...] = ()) -> int:
        if kind not in aish.KINDS:
            raise InvalidInput(f"unknown kind {kind!r}: use fact, pref or context")
        if not content.strip():
            raise InvalidInput("content is empty")
        new_id = self.load().max_id + 1
        self._append(aish.item_line(new_id, aish.format_ts(utcnow()), kind, content.strip(), tags))
        return new_id

    def forget(self, target: int) -> bool:
        """Append a tombstone; False (and nothing written) when ``target`` is not an active item."""
        parsed = self.load()
        if target not in {i.id for i in parsed.active}:
            return False
        self._append(aish.tombstone_line(parsed.max_id + 1, aish.format_ts(utcnow()), target))
        return True

    def replace_all(self, text: str) -> None:
        """Rewrite the whole file (used by ``engram export --format aish --out``) under the lock."""
        data = text.encode("utf-8")
        os.ftruncate(self._fd, 0)
        view = memoryview(data)
        while view:
            written = os.write(self._fd, view)
            if written <= 0:
                raise StoreError(f"short write to {self.path}")
            view = view[written:]
        os.fsync(self._fd)
