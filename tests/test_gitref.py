"""Repository and branch from ``.git/HEAD`` (engram.capture.git), on real folders and real git repos.

The repositories are built with ``git`` here; the code under test must never run it (checked by
making every way of starting a process fail while it runs).
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from engram import validation as v
from engram.capture import git as gitref

needs_git = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

GIT_ENV = {
    "GIT_AUTHOR_NAME": "Test",
    "GIT_AUTHOR_EMAIL": "test@example.com",
    "GIT_COMMITTER_NAME": "Test",
    "GIT_COMMITTER_EMAIL": "test@example.com",
    "GIT_CONFIG_GLOBAL": os.devnull,
    "GIT_CONFIG_SYSTEM": os.devnull,
}


def git(cwd: Path, *args: str) -> str:
    env = {**os.environ, **GIT_ENV}
    done = subprocess.run(["git", *args], cwd=cwd, env=env, capture_output=True, text=True, check=True)
    return done.stdout.strip()


def init_repo(path: Path, branch: str = "main") -> Path:
    path.mkdir(parents=True)
    git(path, "init", "-q", "-b", branch)
    git(path, "commit", "-q", "--allow-empty", "-m", "first")
    return path


@pytest.fixture(autouse=True)
def no_processes(monkeypatch: pytest.MonkeyPatch) -> None:
    """gitref reads files; it must not start git (or anything else)."""

    def refuse(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("gitref started a process")

    original = gitref.find

    def guarded(start: str | os.PathLike[str]) -> gitref.GitRef | None:
        with pytest.MonkeyPatch.context() as inner:
            inner.setattr(subprocess, "Popen", refuse)
            inner.setattr(os, "system", refuse)
            inner.setattr(os, "posix_spawn", refuse)
            inner.setattr(os, "fork", refuse)
            return original(start)

    monkeypatch.setattr(gitref, "find", guarded)


def fake_checkout(top: Path, head: str) -> Path:
    (top / ".git").mkdir(parents=True)
    (top / ".git" / "HEAD").write_text(head + "\n", encoding="utf-8")
    return top


def test_a_checkout_gives_repo_and_branch(tmp_path: Path) -> None:
    top = fake_checkout(tmp_path / "widgets", "ref: refs/heads/main")
    ref = gitref.find(top)
    assert ref is not None
    assert (ref.repo, ref.branch, ref.top, ref.detached) == ("widgets", "main", str(top), False)
    assert ref.namespace == "repos/widgets/branches/main"


def test_a_nested_folder_walks_up_to_the_checkout(tmp_path: Path) -> None:
    top = fake_checkout(tmp_path / "widgets", "ref: refs/heads/develop")
    deep = top / "src" / "widgets" / "api" / "v2"
    deep.mkdir(parents=True)
    assert gitref.namespace_for(deep, "user") == "repos/widgets/branches/develop"
    assert gitref.namespace_for(str(deep / "does-not-exist-yet"), "user") == "repos/widgets/branches/develop"


def test_outside_any_checkout_the_default_namespace_is_used(tmp_path: Path) -> None:
    plain = tmp_path / "notes" / "2026"
    plain.mkdir(parents=True)
    assert gitref.find(plain) is None
    assert gitref.namespace_for(plain, "user") == "user"
    assert gitref.namespace_for(None, "projects/x") == "projects/x"


def test_detached_head_becomes_detached_and_the_short_sha(tmp_path: Path) -> None:
    sha = "3f1c2a9b7e6d5c4b3a29181706f5e4d3c2b1a098"
    ref = gitref.find(fake_checkout(tmp_path / "widgets", sha))
    assert ref is not None and ref.detached
    assert ref.branch == "detached-3f1c2a9"
    assert ref.namespace == "repos/widgets/branches/detached-3f1c2a9"


def test_a_branch_with_slashes_becomes_nested_segments(tmp_path: Path) -> None:
    ref = gitref.find(fake_checkout(tmp_path / "widgets", "ref: refs/heads/feature/login-form"))
    assert ref is not None and ref.branch == "feature/login-form"
    assert ref.namespace == "repos/widgets/branches/feature/login-form"


def test_names_are_made_valid_namespace_segments(tmp_path: Path) -> None:
    ref = gitref.find(fake_checkout(tmp_path / "My Repo (copy)", "ref: refs/heads/über/#12 fix..it"))
    assert ref is not None
    ns = ref.namespace
    assert v.namespace(ns) == ns
    assert ns == "repos/My-Repo-copy-/branches/ber/12-fix..it"
    assert gitref.segment("...") == "unknown" and gitref.segment("._x") == "x"


def test_a_very_long_branch_is_hashed_into_a_valid_namespace(tmp_path: Path) -> None:
    branch = "/".join(["segment-" + "x" * 90] * 6)
    ref = gitref.find(fake_checkout(tmp_path / "widgets", f"ref: refs/heads/{branch}"))
    assert ref is not None
    assert ref.namespace.startswith("repos/widgets/branches/b-") and len(ref.namespace) <= 400


def test_an_unreadable_or_strange_head_gives_unknown(tmp_path: Path) -> None:
    strange = gitref.find(fake_checkout(tmp_path / "a", "garbage that is not a ref"))
    assert strange is not None and strange.branch == "unknown"
    no_head = tmp_path / "b"
    (no_head / ".git").mkdir(parents=True)
    ref = gitref.find(no_head)
    assert ref is not None and ref.repo == "b" and ref.branch == "unknown"
    other = gitref.find(fake_checkout(tmp_path / "c", "ref: refs/remotes/origin/main"))
    assert other is not None and other.branch == "remotes/origin/main"


def test_a_worktree_file_leads_back_to_the_main_repository(tmp_path: Path) -> None:
    main = fake_checkout(tmp_path / "widgets", "ref: refs/heads/main")
    admin = main / ".git" / "worktrees" / "hotfix"
    admin.mkdir(parents=True)
    (admin / "HEAD").write_text("ref: refs/heads/hotfix/crash\n", encoding="utf-8")
    (admin / "commondir").write_text("../..\n", encoding="utf-8")
    tree = tmp_path / "widgets-hotfix"
    tree.mkdir()
    (tree / ".git").write_text(f"gitdir: {admin}\n", encoding="utf-8")
    (tree / "src").mkdir()
    ref = gitref.find(tree / "src")
    assert ref is not None
    assert (ref.repo, ref.branch, ref.top) == ("widgets", "hotfix/crash", str(tree))


def test_a_relative_gitdir_without_commondir_is_a_submodule(tmp_path: Path) -> None:
    parent = fake_checkout(tmp_path / "app", "ref: refs/heads/main")
    modules = parent / ".git" / "modules" / "vendor-lib"
    modules.mkdir(parents=True)
    (modules / "HEAD").write_text("ref: refs/heads/stable\n", encoding="utf-8")
    sub = parent / "vendor" / "lib"
    sub.mkdir(parents=True)
    (sub / ".git").write_text("gitdir: ../../.git/modules/vendor-lib\n", encoding="utf-8")
    ref = gitref.find(sub)
    assert ref is not None and (ref.repo, ref.branch) == ("lib", "stable")


def test_a_broken_git_file_is_not_a_checkout(tmp_path: Path) -> None:
    outer = fake_checkout(tmp_path / "outer", "ref: refs/heads/main")
    inner = outer / "inner"
    inner.mkdir()
    (inner / ".git").write_text("this is not a gitdir line\n", encoding="utf-8")
    ref = gitref.find(inner)
    assert ref is not None and ref.repo == "outer"


def test_bad_input_never_raises(tmp_path: Path) -> None:
    assert gitref.find(tmp_path / "nul\0byte") is None  # tmp_path is in no checkout
    assert gitref.namespace_for(str(tmp_path / "nul\0byte"), "user") == "user"
    assert gitref.namespace_for(tmp_path / "missing" / "deeper", "user") == "user"


@needs_git
def test_a_real_repository_on_a_new_branch(tmp_path: Path) -> None:
    repo = init_repo(tmp_path / "engram-demo")
    git(repo, "checkout", "-q", "-b", "feature/hooks")
    (repo / "pkg").mkdir()
    assert gitref.namespace_for(repo / "pkg", "user") == "repos/engram-demo/branches/feature/hooks"


@needs_git
def test_a_real_detached_head(tmp_path: Path) -> None:
    repo = init_repo(tmp_path / "widgets")
    sha = git(repo, "rev-parse", "HEAD")
    git(repo, "checkout", "-q", "--detach")
    ref = gitref.find(repo)
    assert ref is not None and ref.detached and ref.branch == f"detached-{sha[:7]}"


@needs_git
def test_a_real_worktree_shares_the_main_repository_name(tmp_path: Path) -> None:
    repo = init_repo(tmp_path / "widgets")
    tree = tmp_path / "elsewhere" / "wt-login"
    git(repo, "worktree", "add", "-q", "-b", "login", str(tree))
    assert (tree / ".git").is_file()
    ref = gitref.find(tree)
    assert ref is not None
    assert (ref.repo, ref.branch, ref.top) == ("widgets", "login", str(tree))
    assert gitref.namespace_for(repo, "user") == "repos/widgets/branches/main"


@needs_git
def test_a_real_unborn_branch(tmp_path: Path) -> None:
    repo = tmp_path / "fresh"
    repo.mkdir()
    git(repo, "init", "-q", "-b", "trunk")
    assert gitref.namespace_for(repo, "user") == "repos/fresh/branches/trunk"
