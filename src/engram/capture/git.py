"""Repository and branch of a folder, from ``.git/HEAD``, with nothing but ``os`` (the capture hook's part).

The capture hook, a new process after every answer, reads it, so it works on plain strings and
loads neither ``pathlib`` nor ``dataclasses``; :func:`find` and :func:`namespace_for` are the typed face.
Paths are normalised the way ``pathlib.PurePosixPath``
does it (repeated and trailing slashes and ``.`` parts dropped, ``..`` kept), so the results are
those a ``Path`` walk gives.
"""

from __future__ import annotations

import os

__all__ = ["MAX_DEPTH", "GitRef", "find", "locate", "namespace_for", "namespace_of", "segment", "stem"]

MAX_DEPTH = 256  # folders walked up from the start before giving up
_READ_LIMIT = 4096  # HEAD, .git files and commondir are a line each
_UNSAFE = r"[^A-Za-z0-9._@+-]+"  # compiled on first use: the capture hook reads HEAD without ``re``
_HEX = frozenset("0123456789abcdefABCDEF")
_MAX_NAMESPACE = 400


def segment(text: str, fallback: str = "unknown") -> str:
    """One namespace segment: runs of other characters become ``-``; it starts with a letter or digit."""
    import re

    cleaned = re.sub(_UNSAFE, "-", str(text)).lstrip("._@+-")[:100]
    return cleaned if cleaned and cleaned not in (".", "..") else fallback


def namespace_of(repo: str, branch: str) -> str:
    """``repos/<repo>/branches/<branch>`` (not yet validated); a branch too long for a namespace
    becomes ``b-<hash>``."""
    name = "/".join(segment(part) for part in branch.split("/") if part) or "unknown"
    ns = f"repos/{segment(repo)}/branches/{name}"
    if len(ns) > _MAX_NAMESPACE:
        import hashlib

        digest = hashlib.sha1(branch.encode("utf-8", "replace")).hexdigest()[:12]
        ns = f"repos/{segment(repo)}/branches/b-{digest}"
    return ns


# ---- PurePosixPath on strings ---------------------------------------------------------------
def _pure(path: str) -> str:
    """``str(PurePosixPath(path))``."""
    if not path:
        return "."
    root = "//" if path.startswith("//") and not path.startswith("///") else "/" if path.startswith("/") else ""
    body = "/".join(part for part in path.split("/") if part and part != ".")
    return root + body if root or body else "."


def _join(base: str, name: str) -> str:
    """``str(Path(base) / name)`` for a normalised ``base``."""
    if name.startswith("/"):
        return _pure(name)
    if base == "." or not name:
        return _pure(name) if base == "." else base
    return _pure(base + name if base.endswith("/") else f"{base}/{name}")


def _name(path: str) -> str:
    """``PurePosixPath(path).name`` for a normalised path."""
    if path in ("/", "//", "."):
        return ""
    return path.rsplit("/", 1)[-1]


def _parent(path: str) -> str:
    """``str(PurePosixPath(path).parent)`` for a normalised path."""
    if path in ("/", "//", "."):
        return path
    head, sep, _ = path.rpartition("/")
    if not sep:
        return "."
    if not head:
        return "/"
    return "//" if head == "/" and path.startswith("//") else head


def stem(path: str) -> str:
    """``PurePosixPath(path).stem``: the last component without its last suffix."""
    name = _name(_pure(path))
    dot = name.rfind(".")
    return name[:dot] if 0 < dot < len(name) - 1 else name


# ---- reading .git ---------------------------------------------------------------------------
def _read_line(path: str) -> str | None:
    try:
        with open(path, "rb") as handle:
            data = handle.read(_READ_LIMIT)
    except (OSError, ValueError):
        return None
    text = data.decode("utf-8", "replace").strip()
    return text.splitlines()[0].strip() if text else ""


def _git_dir(top: str) -> str | None:
    """The git folder for the checkout at ``top``, if ``top/.git`` is a folder or a ``gitdir:`` file."""
    dot = _join(top, ".git")
    try:
        if os.path.isdir(dot):
            return dot
        if not os.path.isfile(dot):
            return None
    except (OSError, ValueError):
        return None
    line = _read_line(dot)
    if not line or not line.startswith("gitdir:"):
        return None
    target = _pure(line[len("gitdir:") :].strip())
    return _pure(os.path.normpath(_join(top, target))) if not target.startswith("/") else target


def _repo_name(top: str, git_dir: str) -> str:
    common = git_dir
    pointer = _read_line(_join(git_dir, "commondir"))
    if pointer:
        target = _pure(pointer)
        common = _pure(os.path.normpath(_join(git_dir, target))) if not target.startswith("/") else target
    if _name(common) == ".git":
        return _name(_parent(common)) or "root"
    if common != git_dir:  # a worktree of a bare repository: "widgets.git" names "widgets"
        return _name(common).removesuffix(".git") or "root"
    return _name(top) or "root"


def _branch(git_dir: str) -> tuple[str, bool]:
    head = _read_line(_join(git_dir, "HEAD"))
    if head is None or not head:
        return "unknown", False
    if head.startswith("ref:"):
        ref = head[len("ref:") :].strip()
        if ref.startswith("refs/heads/"):
            return ref[len("refs/heads/") :] or "unknown", False
        return ref.removeprefix("refs/") or "unknown", False
    if len(head) in (40, 64) and _HEX.issuperset(head):  # a commit id: SHA-1 or SHA-256
        return f"detached-{head[:7].lower()}", True
    return "unknown", False


def locate(start: str | os.PathLike[str]) -> tuple[str, str, str, bool] | None:
    """``(repo, branch, top folder, detached)`` of the checkout containing ``start`` (walked up to
    the root), or None outside any. Never raises and never runs git."""
    try:
        here = _pure(os.path.abspath(os.fspath(start)))
    except (TypeError, ValueError, OSError):
        return None
    for _ in range(MAX_DEPTH):
        git_dir = _git_dir(here)
        if git_dir is not None:
            branch, detached = _branch(git_dir)
            return _repo_name(here, git_dir), branch, here, detached
        parent = _parent(here)
        if parent == here:
            return None
        here = parent
    return None


class GitRef:
    """Where a folder sits: the repository's name, the checked-out branch and the worktree's top folder."""

    __slots__ = ("branch", "detached", "repo", "top")

    def __init__(self, repo: str, branch: str, top: str, detached: bool = False) -> None:
        self.repo = repo
        self.branch = branch
        self.top = top
        self.detached = detached

    @property
    def namespace(self) -> str:
        """``repos/<repo>/branches/<branch>``, checked by :func:`engram.validation.namespace`."""
        from engram import validation as v

        return v.namespace(namespace_of(self.repo, self.branch))

    def __repr__(self) -> str:
        return f"GitRef(repo={self.repo!r}, branch={self.branch!r}, top={self.top!r}, detached={self.detached})"


def find(start: str | os.PathLike[str]) -> GitRef | None:
    """The checkout containing ``start`` (walked up to the root), or None outside any. Never raises
    and never runs git."""
    found = locate(start)
    if found is None:
        return None
    repo, branch, top, detached = found
    return GitRef(repo, branch, top, detached)


def namespace_for(start: str | os.PathLike[str] | None, default: str) -> str:
    """``repos/<repo>/branches/<branch>`` for the checkout containing ``start``, else ``default`` (also
    when the names cannot make a valid namespace: a hook falls back rather than fails)."""
    from engram.errors import InvalidInput

    ref = None if start is None else find(start)
    if ref is None:
        return default
    try:
        return ref.namespace
    except InvalidInput:
        return default
