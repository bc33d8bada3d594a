"""The files that start ``engram worker`` with the user's session: a systemd user unit or a launchd agent.

Used by ``engram install worker`` and ``engram install claude-code --worker``. The unit passes on
the engram settings of the shell it was made in, so the worker serves the store and user the hooks use.
"""

from __future__ import annotations

import os
import plistlib
from pathlib import Path
from typing import Any

from engram.errors import StoreError

SYSTEMD_UNIT = "engram-worker.service"
LAUNCHD_LABEL = "dev.engram.worker"
PASSED_ENV = ("ENGRAM_HOME", "ENGRAM_DB", "ENGRAM_USER", "ENGRAM_CONFIG", "ENGRAM_EMBEDDER", "ENGRAM_WORKER_SOCKET")


def unit_environment() -> dict[str, str]:
    """The engram settings of this shell, so the service finds the same store and user."""
    return {name: os.environ[name] for name in PASSED_ENV if os.environ.get(name)}


def _quoted(value: str) -> str:
    """A systemd unit value in double quotes (``%`` is its specifier character)."""
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"').replace("%", "%%") + '"'


def systemd_unit(executable: str, env: dict[str, str]) -> str:
    lines = [
        "[Unit]",
        "Description=engram worker: hybrid prompt recall for the Claude Code hooks",
        "",
        "[Service]",
        f"ExecStart={_quoted(executable)} worker",
        *(f"Environment={_quoted(f'{k}={v}')}" for k, v in sorted(env.items())),
        "Restart=on-failure",
        "RestartSec=2",
        "",
        "[Install]",
        "WantedBy=default.target",
        "",
    ]
    return "\n".join(lines)


def launchd_plist(executable: str, env: dict[str, str], home: Path) -> str:
    logs = home / "logs"
    body: dict[str, Any] = {
        "Label": LAUNCHD_LABEL,
        "ProgramArguments": [executable, "worker"],
        "RunAtLoad": True,
        "KeepAlive": True,
        "ProcessType": "Background",
        "StandardOutPath": str(logs / "worker.log"),
        "StandardErrorPath": str(logs / "worker.log"),
    }
    if env:
        body["EnvironmentVariables"] = dict(sorted(env.items()))
    return plistlib.dumps(body).decode("utf-8")


def unit_path(kind: str) -> Path:
    if kind == "systemd":
        base = Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config")
        return base / "systemd" / "user" / SYSTEMD_UNIT
    return Path.home() / "Library" / "LaunchAgents" / f"{LAUNCHD_LABEL}.plist"


def write_unit(kind: str, executable: str, home: Path) -> tuple[Path, str]:
    """Write the unit for ``kind`` (systemd or launchd); returns where, and the command that starts it."""
    env = unit_environment()
    text = systemd_unit(executable, env) if kind == "systemd" else launchd_plist(executable, env, home)
    path = unit_path(kind)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if kind == "launchd":
            (home / "logs").mkdir(parents=True, exist_ok=True)  # launchd opens the log, it does not make folders
        path.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise StoreError(f"cannot write {path}: {exc.strerror or exc}") from exc
    start = (
        f"systemctl --user daemon-reload && systemctl --user enable --now {SYSTEMD_UNIT}"
        if kind == "systemd"
        else f"launchctl load -w {path}"
    )
    return path, start
