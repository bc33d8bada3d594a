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

Names are made to fit the namespace segment grammar of :mod:`engram.validation`; a branch
with slashes (``feature/login``) becomes nested segments, which cannot collide because git itself
refuses a branch ``feature`` next to ``feature/login``.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from engram import validation as v
from engram.capture.githead import MAX_DEPTH, locate, namespace_of, segment
from engram.errors import InvalidInput

__all__ = ["MAX_DEPTH", "GitRef", "find", "namespace_for", "segment"]


@dataclass(frozen=True, slots=True)
class GitRef:
    """Where a folder sits: the repository's name, the checked-out branch and the worktree's top folder."""

    repo: str
    branch: str
    top: Path
    detached: bool = False

    @property
    def namespace(self) -> str:
        """``repos/<repo>/branches/<branch>``, valid for :func:`engram.validation.namespace`."""
        return v.namespace(namespace_of(self.repo, self.branch))


def find(start: str | os.PathLike[str]) -> GitRef | None:
    """The checkout containing ``start`` (a folder; walked up to the root), or None outside any.

    Never raises and never runs git (the work is :func:`engram.capture.githead.locate`'s).
    """
    found = locate(start)
    if found is None:
        return None
    repo, branch, top, detached = found
    return GitRef(repo=repo, branch=branch, top=Path(top), detached=detached)


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
