"""What a doctor check reports: a status, what was found in plain words, and the fix."""

from __future__ import annotations

import os
import shlex
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

Status = Literal["ok", "warn", "fail"]
STATUSES: tuple[Status, ...] = ("ok", "warn", "fail")


@dataclass(frozen=True, slots=True)
class Check:
    """One finding. ``ok``: works. ``warn``: works, but something is missing or risky (recall
    without meaning, hooks not installed). ``fail``: something engram needs does not work."""

    name: str
    status: Status
    detail: str
    fix: str | None = None

    def to_dict(self) -> dict[str, str | None]:
        return {"name": self.name, "status": self.status, "detail": self.detail, "fix": self.fix}


def ok(name: str, detail: str) -> Check:
    return Check(name, "ok", detail)


def warn(name: str, detail: str, fix: str | None) -> Check:
    return Check(name, "warn", detail, fix)


def fail(name: str, detail: str, fix: str | None) -> Check:
    return Check(name, "fail", detail, fix)


def quoted(path: Path | str) -> str:
    return shlex.quote(str(path))


def access_problem(path: Path, *, write: bool) -> tuple[str, str] | None:
    """Why this user cannot read (and, with ``write``, change) ``path``, and the command that fixes
    it; None when nothing is wrong. The mode bits are read as well as ``os.access``: root passes
    every access check, yet a file its owner cannot write is still a mistake worth reporting."""
    try:
        st = path.stat()
    except OSError as exc:
        return f"{path} cannot be inspected ({exc.strerror or exc})", f"check that {path} exists and is yours"
    folder = stat.S_ISDIR(st.st_mode)
    mode = stat.S_IMODE(st.st_mode)
    needed = (stat.S_IRUSR | stat.S_IWUSR if write else stat.S_IRUSR) | (stat.S_IXUSR if folder else 0)
    verbs = "read and write" if write else "read"
    letters = ("rw" if write else "r") + ("x" if folder else "")
    flags = (os.R_OK | os.W_OK if write else os.R_OK) | (os.X_OK if folder else 0)
    if not os.access(path, flags):
        if st.st_uid != os.getuid():
            return (
                f"{path} belongs to another user (uid {st.st_uid}) and you cannot {verbs} it",
                f"sudo chown $(id -u):$(id -g) {quoted(path)}",
            )
        return f"you cannot {verbs} {path} (mode {mode:04o})", f"chmod u+{letters} {quoted(path)}"
    if mode & needed != needed:
        return (
            f"{path} has mode {mode:04o}: its owner cannot {verbs} it",
            f"chmod u+{letters} {quoted(path)}",
        )
    return None


def readable_by_others(path: Path) -> bool:
    """True when any user on this machine can read ``path``: the file is world-readable and every
    folder above it lets others through."""
    try:
        if not path.stat().st_mode & stat.S_IROTH:
            return False
        for folder in path.absolute().parents:
            if not folder.stat().st_mode & stat.S_IXOTH:
                return False
    except OSError:
        return False
    return True
