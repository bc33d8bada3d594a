"""Where engram keeps things: the home folder, the settings file and the store location.

:class:`engram.settings.Settings` and the capture hook both read these through :func:`locate`, so
the precedence (explicit arguments, then ``ENGRAM_*`` variables, then ``config.toml``, then the
defaults) is written once. Only ``os`` is imported up front: the Stop hook runs after every answer
and reads its store location here without paying for ``pathlib`` or the settings model
(docs/architecture.md, "the capture route"). ``tomllib`` loads only when a settings file exists.
"""

from __future__ import annotations

import os

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (mypy treats the name alike)
if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import Any

__all__ = ["Where", "engram_home", "hook_log_path", "locate", "read_config"]


def engram_home(env: Mapping[str, str] | None = None) -> str:
    """``$ENGRAM_HOME``, else ``$XDG_DATA_HOME/engram``, else ``~/.local/share/engram``."""
    env = os.environ if env is None else env
    if env.get("ENGRAM_HOME"):
        return os.path.expanduser(env["ENGRAM_HOME"])
    base = env.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return os.path.join(os.path.expanduser(base), "engram")


def hook_log_path(env: Mapping[str, str] | None = None) -> str:
    """The hook log: ``$ENGRAM_HOOK_LOG_FILE``, else ``<home>/logs/hooks.log``."""
    env = os.environ if env is None else env
    if env.get("ENGRAM_HOOK_LOG_FILE"):
        return os.path.expanduser(env["ENGRAM_HOOK_LOG_FILE"])
    return os.path.join(engram_home(env), "logs", "hooks.log")


def read_config(path: str) -> dict[str, Any]:
    """The settings file as a dict ({} when there is none); a file that cannot be read is an error."""
    if not os.path.isfile(path):
        return {}
    import tomllib

    from engram.errors import InvalidInput

    try:
        with open(path, encoding="utf-8") as handle:
            return tomllib.loads(handle.read())
    except (tomllib.TOMLDecodeError, OSError, UnicodeDecodeError) as exc:
        raise InvalidInput(f"cannot read settings file {os.path.basename(path)}: {exc}") from exc


class Where:
    """The store location, owner, default namespace and home folder, plus the settings file read."""

    __slots__ = ("config", "db", "home", "namespace", "owner")

    def __init__(self, db: str, owner: str, namespace: str, home: str, config: dict[str, Any]) -> None:
        self.db = db
        self.owner = owner
        self.namespace = namespace
        self.home = home
        self.config = config


def locate(
    db: str | None = None,
    owner: str | None = None,
    namespace: str | None = None,
    env: Mapping[str, str] | None = None,
) -> Where:
    """Resolve the store location, owner and namespace with engram's precedence."""
    env = os.environ if env is None else env
    home = engram_home(env)
    config = read_config(env.get("ENGRAM_CONFIG") or os.path.join(home, "config.toml"))
    section: dict[str, Any] = config.get("memory", {})
    if not isinstance(section, dict):
        section = {}
    path = str(db or env.get("ENGRAM_DB") or section.get("db") or os.path.join(home, "engram.db"))
    location = os.path.expanduser(path) if "://" not in path and path != ":memory:" else path
    who = owner if owner is not None else str(env.get("ENGRAM_USER") or section.get("owner") or "default")
    where = str(namespace or env.get("ENGRAM_NAMESPACE") or section.get("namespace") or "user")
    return Where(location, who, where, home, config)
