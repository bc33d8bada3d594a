"""Which repository and branch a folder belongs to, read straight from ``.git/HEAD``.

The capture hook runs after every answer of a coding agent, so this must be cheap: no ``git``
subprocess and no git library, only a walk up the folders and two or three tiny file reads
(seed 003, INV-1). Handled:

* a normal checkout: ``<top>/.git/`` is a folder;
* a linked worktree or a submodule: ``<top>/.git`` is a *file* holding ``gitdir: <path>``; a
  worktree's git folder also holds ``commondir``, which leads back to the main repository, whose
  folder names the repo (so every worktree of one repository shares its namespace);
* ``HEAD`` holding ``ref: refs/heads/<branch>`` (also an unborn branch) or a bare commit id
  (detached HEAD: the branch becomes ``detached-<first 7 hex digits>``).

Names are made to fit the namespace segment grammar of :mod:`engram.domain.validation`; a branch
with slashes (``feature/login``) becomes nested segments, which cannot collide because git itself
refuses a branch ``feature`` next to ``feature/login``.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

from engram.domain import validation as v
from engram.errors import InvalidInput

__all__ = ["GitRef", "find", "namespace_for", "segment"]

MAX_DEPTH = 256  # folders walked up from the start before giving up
_READ_LIMIT = 4096  # HEAD, .git files and commondir are a line each
_UNSAFE = re.compile(r"[^A-Za-z0-9._@+-]+")
_SHA = re.compile(r"[0-9a-fA-F]{40}(?:[0-9a-fA-F]{24})?")
_MAX_NAMESPACE = 400


@dataclass(frozen=True, slots=True)
class GitRef:
    """Where a folder sits: the repository's name, the checked-out branch and the worktree's top folder."""

    repo: str
    branch: str
    top: Path
    detached: bool = False

    @property
    def namespace(self) -> str:
        """``repos/<repo>/branches/<branch>``, valid for :func:`engram.domain.validation.namespace`."""
        branch = "/".join(segment(part) for part in self.branch.split("/") if part) or "unknown"
        ns = f"repos/{segment(self.repo)}/branches/{branch}"
        if len(ns) > _MAX_NAMESPACE:
            import hashlib

            digest = hashlib.sha1(self.branch.encode("utf-8", "replace")).hexdigest()[:12]
            ns = f"repos/{segment(self.repo)}/branches/b-{digest}"
        return v.namespace(ns)


def segment(text: str, fallback: str = "unknown") -> str:
    """One namespace segment: runs of other characters become ``-``; it starts with a letter or digit."""
    cleaned = _UNSAFE.sub("-", str(text)).lstrip("._@+-")[:100]
    return cleaned if cleaned and cleaned not in (".", "..") else fallback


def _read_line(path: Path) -> str | None:
    try:
        with open(path, "rb") as handle:
            data = handle.read(_READ_LIMIT)
    except (OSError, ValueError):
        return None
    text = data.decode("utf-8", "replace").strip()
    return text.splitlines()[0].strip() if text else ""


def _git_dir(top: Path) -> Path | None:
    """The git folder for the checkout at ``top``, if ``top/.git`` is a folder or a ``gitdir:`` file."""
    dot = top / ".git"
    try:
        if dot.is_dir():
            return dot
        if not dot.is_file():
            return None
    except (OSError, ValueError):
        return None
    line = _read_line(dot)
    if not line or not line.startswith("gitdir:"):
        return None
    target = Path(line[len("gitdir:") :].strip())
    return Path(os.path.normpath(top / target)) if not target.is_absolute() else target


def _repo_name(top: Path, git_dir: Path) -> str:
    common = git_dir
    pointer = _read_line(git_dir / "commondir")
    if pointer:
        target = Path(pointer)
        common = Path(os.path.normpath(git_dir / target)) if not target.is_absolute() else target
    if common.name == ".git":
        return common.parent.name or "root"
    if common != git_dir:  # a worktree of a bare repository: "widgets.git" names "widgets"
        return common.name.removesuffix(".git") or "root"
    return top.name or "root"


def _branch(git_dir: Path) -> tuple[str, bool]:
    head = _read_line(git_dir / "HEAD")
    if head is None or not head:
        return "unknown", False
    if head.startswith("ref:"):
        ref = head[len("ref:") :].strip()
        if ref.startswith("refs/heads/"):
            return ref[len("refs/heads/") :] or "unknown", False
        return ref.removeprefix("refs/") or "unknown", False
    if _SHA.fullmatch(head):
        return f"detached-{head[:7].lower()}", True
    return "unknown", False


def find(start: str | os.PathLike[str]) -> GitRef | None:
    """The checkout containing ``start`` (a folder; walked up to the root), or None outside any.

    Never raises and never runs git.
    """
    try:
        here = Path(os.path.abspath(os.fspath(start)))
    except (TypeError, ValueError, OSError):
        return None
    for _ in range(MAX_DEPTH):
        git_dir = _git_dir(here)
        if git_dir is not None:
            branch, detached = _branch(git_dir)
            return GitRef(repo=_repo_name(here, git_dir), branch=branch, top=here, detached=detached)
        parent = here.parent
        if parent == here:
            return None
        here = parent
    return None


def namespace_for(start: str | os.PathLike[str] | None, default: str) -> str:
    """``repos/<repo>/branches/<branch>`` for the checkout containing ``start``, else ``default``."""
    if start is None:
        return default
    ref = find(start)
    if ref is None:
        return default
    try:
        return ref.namespace
    except InvalidInput:  # a name that no sanitising could save: fall back rather than fail the hook
        return default
