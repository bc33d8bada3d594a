"""``engram doctor``: what works and what does not, in plain words, with the fix for each.

The checks run in this order, each reported as a :class:`~engram.interfaces.doctor.checks.Check`:
the installation (version, extras, the files shipped besides the code), the settings, the store
(path, permissions, schema), the capture spool, the embedder and the vectors already stored, the
LLM, the HTTP API keys, Claude Code's hooks and their log, and MCP clients. A check that cannot
run because an earlier one failed (no store, no settings) is left out rather than guessed at.
docs/cli.md (``engram doctor``) describes each check and the exit codes.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from engram import __version__
from engram.errors import EngramError
from engram.interfaces.doctor.checks import STATUSES, Check, Status, fail, ok
from engram.interfaces.doctor.hooklog import check_hook_log
from engram.interfaces.doctor.install import check_install
from engram.interfaces.doctor.providers import check_embedder, check_llm, check_vectors
from engram.interfaces.doctor.store import backlog, check_keys, check_spool, check_store
from engram.interfaces.doctor.wiring import Places, check_claude_hooks, check_mcp_clients
from engram.interfaces.doctor.worker import check_pending, check_worker
from engram.settings import Settings

__all__ = ["Check", "Places", "Report", "Status", "diagnose"]


@dataclass(frozen=True, slots=True)
class Report:
    version: str
    checks: tuple[Check, ...]

    @property
    def worst(self) -> Status:
        return max((c.status for c in self.checks), key=STATUSES.index, default="ok")

    def count(self, status: Status) -> int:
        return sum(1 for c in self.checks if c.status == status)

    def to_dict(self) -> dict[str, object]:
        return {
            "version": self.version,
            "status": self.worst,
            "counts": {s: self.count(s) for s in STATUSES},
            "checks": [c.to_dict() for c in self.checks],
        }


def _settings_file(env: dict[str, str], settings: Settings | None) -> Path | None:
    if env.get("ENGRAM_CONFIG"):
        return Path(env["ENGRAM_CONFIG"]).expanduser()
    return None if settings is None else settings.home / "config.toml"


def diagnose(load_settings: Callable[[], Settings], places: Places, executable: str | None) -> Report:
    """Run every check. ``load_settings`` is how the CLI reads its settings (options, environment,
    config.toml); ``executable`` is the engram command that is running, for the fixes."""
    checks: list[Check] = [check_install()]
    settings: Settings | None = None
    try:
        settings = load_settings()
    except EngramError as exc:
        where = _settings_file(dict(os.environ), None)
        checks.append(fail("settings", exc.message, f"fix {where or 'config.toml'} (see docs/configuration.md)"))
    if settings is not None:
        file = _settings_file(dict(os.environ), settings)
        source = f"{file}" if file is not None and file.is_file() else "defaults and environment (no config.toml)"
        checks.append(ok("settings", f"user {settings.owner!r}, namespace {settings.namespace!r}, from {source}"))
        checks += _store_side(settings)
    checks += check_claude_hooks(places)
    checks.append(check_hook_log())
    if settings is not None:
        checks.append(check_worker(settings))
    checks += check_mcp_clients(places, executable)
    return Report(__version__, tuple(checks))


def _store_side(settings: Settings) -> list[Check]:
    from engram.capture import spool

    path = spool.spool_path(settings.db, str(settings.home))
    before = backlog(path) if path is not None else None
    found = check_store(settings)
    checks = list(found.checks)
    store = found.store
    try:
        checks.append(check_spool(settings, before, store))
        embedder_check, embedder = check_embedder(settings)
        checks.append(embedder_check)
        if store is not None:
            checks.append(check_vectors(store, settings.owner, embedder, settings))
            checks.append(check_pending(store, settings.owner))
        checks.append(check_llm(settings))
        if store is not None:
            checks.append(check_keys(store, settings.owner))
    finally:
        if store is not None:
            store.close()
    return checks
