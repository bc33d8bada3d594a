"""Where agents are told about engram: Claude Code's hooks (user and project settings) and the MCP
client configurations this machine has (Claude Desktop, Claude Code, Cursor, VS Code, Windsurf).

Only files are read; no client is started. A hook or server counts as engram's when its command is
an ``engram`` executable (as ``engram install claude-code`` writes it) or the entry is named engram.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engram.interfaces.cli.hooks import WIRING, engram_hook
from engram.interfaces.doctor.checks import Check, fail, ok, quoted, warn
from engram.store.postgres.dsn import redact


@dataclass(frozen=True, slots=True)
class Places:
    """Where to look: the user's home folder and the project folder (the current one by default)."""

    home: Path
    project: Path


def _read_json(path: Path) -> tuple[Any, str | None]:
    """The file's JSON (None when there is no file) and, when it cannot be used, why."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None, None
    except (OSError, UnicodeDecodeError) as exc:
        return None, f"{path} cannot be read ({exc})"
    if not text.strip():
        return {}, None
    try:
        return json.loads(text), None
    except ValueError as exc:
        return None, f"{path} is not valid JSON ({exc})"


def _runnable(command: str, env_path: str | None = None) -> bool:
    if os.sep in command:
        return os.path.isfile(command) and os.access(command, os.X_OK)
    return shutil.which(command, path=env_path) is not None


# ---- Claude Code hooks -----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class WiredHook:
    event: str
    name: str
    executable: str
    file: Path


def claude_settings_files(places: Places) -> list[Path]:
    project = places.project / ".claude"
    return [places.home / ".claude" / "settings.json", project / "settings.json", project / "settings.local.json"]


def _hooks_in(settings: Any, file: Path) -> list[WiredHook]:
    found: list[WiredHook] = []
    hooks = settings.get("hooks") if isinstance(settings, dict) else None
    for event, groups in hooks.items() if isinstance(hooks, dict) else ():
        for group in groups if isinstance(groups, list) else ():
            entries = group.get("hooks") if isinstance(group, dict) else None
            for entry in entries if isinstance(entries, list) else ():
                hook = engram_hook(entry.get("command")) if isinstance(entry, dict) else None
                if hook is not None:
                    found.append(WiredHook(event, hook[1], hook[0], file))
    return found


def check_claude_hooks(places: Places) -> list[Check]:
    checks: list[Check] = []
    wired: list[WiredHook] = []
    files = claude_settings_files(places)
    for file in files:
        data, problem = _read_json(file)
        if problem is not None or (data is not None and not isinstance(data, dict)):
            checks.append(
                fail(
                    "Claude Code hooks",
                    (problem or f"{file} does not hold a JSON object") + ": Claude Code cannot use it either",
                    f"fix {file} by hand (engram install claude-code leaves a broken file alone)",
                )
            )
            continue
        wired += _hooks_in(data, file)
    if not wired:
        checks.append(
            warn(
                "Claude Code hooks",
                "not installed (looked in " + ", ".join(str(f) for f in files) + "): "
                "Claude Code conversations are not captured and no context is injected",
                "engram install claude-code (every project) or engram install claude-code --project .",
            )
        )
        return checks
    where = sorted({w.file for w in wired})
    user_file = files[0]
    install = (
        "engram install claude-code"
        if user_file in where
        else f"engram install claude-code --project {quoted(places.project)}"
    )
    expected = [(event, name) for event, names in WIRING for name in names]
    have = {(w.event, w.name) for w in wired}
    missing = [f"{event} → {name}" for event, name in expected if (event, name) not in have]
    if missing:
        checks.append(
            fail(
                "Claude Code hooks",
                "incomplete in " + ", ".join(map(str, where)) + ": missing " + ", ".join(missing),
                f"{install} (adds only what is missing)",
            )
        )
    broken = sorted({w.executable for w in wired if not _runnable(w.executable)})
    if broken:
        checks.append(
            fail(
                "Claude Code hooks",
                "the hooks run " + ", ".join(broken) + ", which is not an executable (moved or uninstalled engram?)",
                f"{install} (points the hooks at this engram)",
            )
        )
    if not missing and not broken:
        runs = ", ".join(sorted({w.executable for w in wired}))
        places_text = ", ".join(map(str, where))
        checks.append(ok("Claude Code hooks", f"all {len(expected)} installed in {places_text} ({runs})"))
    return checks


# ---- MCP clients -----------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class McpConfig:
    client: str
    path: Path
    key: str  # the object that holds the servers
    project: str | None = None  # ~/.claude.json: also look under projects[<this project>]


def mcp_configs(places: Places) -> list[McpConfig]:
    home, project = places.home, places.project
    return [
        McpConfig("Claude Desktop", home / ".config" / "Claude" / "claude_desktop_config.json", "mcpServers"),
        McpConfig(
            "Claude Desktop",
            home / "Library" / "Application Support" / "Claude" / "claude_desktop_config.json",
            "mcpServers",
        ),
        McpConfig("Claude Code", project / ".mcp.json", "mcpServers"),
        McpConfig("Claude Code", home / ".claude.json", "mcpServers", project=str(project.absolute())),
        McpConfig("Cursor", home / ".cursor" / "mcp.json", "mcpServers"),
        McpConfig("Cursor", project / ".cursor" / "mcp.json", "mcpServers"),
        McpConfig("VS Code", project / ".vscode" / "mcp.json", "servers"),
        McpConfig("Windsurf", home / ".codeium" / "windsurf" / "mcp_config.json", "mcpServers"),
    ]


def _servers(data: Any, config: McpConfig) -> dict[str, Any]:
    servers: dict[str, Any] = {}
    if not isinstance(data, dict):
        return servers
    top = data.get(config.key)
    if isinstance(top, dict):
        servers.update(top)
    projects = data.get("projects")
    if config.project is not None and isinstance(projects, dict):
        mine = projects.get(config.project)
        nested = mine.get(config.key) if isinstance(mine, dict) else None
        if isinstance(nested, dict):
            servers.update(nested)
    return servers


def _is_engram(name: str, server: Any) -> bool:
    if not isinstance(server, dict):
        return False
    command, args = server.get("command"), server.get("args")
    words = [str(a) for a in args] if isinstance(args, list) else []
    return (
        "engram" in name.lower()
        or (isinstance(command, str) and Path(command).name == "engram")
        or any(w.startswith("engram") for w in words)
    )


def _server_problem(server: dict[str, Any]) -> str | None:
    command = server.get("command")
    if isinstance(command, str) and command:
        env = server.get("env")
        env_path = env.get("PATH") if isinstance(env, dict) and isinstance(env.get("PATH"), str) else None
        if not _runnable(command, env_path):
            return f"its command {command!r} is not an executable" + (
                "" if os.sep in command else " on PATH (desktop apps may not see your shell's PATH)"
            )
        return None
    if isinstance(server.get("url") or server.get("serverUrl"), str):
        return None
    return "it has neither a command nor a url"


def _sdk_missing(server: dict[str, Any], executable: str | None) -> str | None:
    """Why this engram cannot serve MCP when the entry runs this very engram without the mcp extra."""
    command = server.get("command")
    if executable is None or not isinstance(command, str):
        return None
    resolved = command if os.sep in command else shutil.which(command)
    if resolved is None or os.path.realpath(resolved) != os.path.realpath(executable):
        return None  # another engram install: its extras are its own
    if importlib.util.find_spec("mcp") is not None:
        return None
    return "this engram has no MCP SDK (pip install 'engramdb[mcp]'; pipx install --force 'engramdb[embed,server,mcp]')"


def _settings_of(server: dict[str, Any]) -> str:
    """The engram settings a server entry sets for itself (its store and user), worth seeing when
    they differ from the ones this doctor checked."""
    env = server.get("env")
    if not isinstance(env, dict):
        return ""
    shown = []
    for key in ("ENGRAM_DB", "ENGRAM_USER", "ENGRAM_NAMESPACE"):
        value = env.get(key)
        if isinstance(value, str) and value:
            shown.append(f"{key}={redact(value) if '://' in value else value}")
    return ", " + ", ".join(shown) if shown else ""


def check_mcp_clients(places: Places, executable: str | None) -> list[Check]:
    checks: list[Check] = []
    found: list[str] = []
    looked = 0
    for config in mcp_configs(places):
        data, problem = _read_json(config.path)
        if problem is not None:
            checks.append(
                fail(f"MCP: {config.client}", problem, f"fix {config.path} by hand; {config.client} cannot read it")
            )
            continue
        if data is None:
            continue
        looked += 1
        for name, server in _servers(data, config).items():
            if not _is_engram(name, server):
                continue
            trouble = _server_problem(server) or _sdk_missing(server, executable)
            if trouble is not None:
                checks.append(
                    fail(
                        f"MCP: {config.client}",
                        f"the server {name!r} in {config.path} cannot start: {trouble}",
                        f'set "command" to the full path of engram ({executable or "which engram"}) '
                        'and "args" to ["mcp"]',
                    )
                )
            else:
                found.append(f"{config.client} ({config.path}, server {name!r}{_settings_of(server)})")
    if found:
        checks.append(ok("MCP clients", "engram is set up in " + "; ".join(found)))
    elif not checks:
        where = "no MCP client configuration found" if not looked else "no MCP client configuration names engram"
        checks.append(
            warn(
                "MCP clients",
                f"{where} (looked for Claude Desktop, Claude Code, Cursor, VS Code and Windsurf)",
                "Claude Code: claude mcp add engram -- engram mcp; other clients: a server with "
                f'"command": "{executable or "engram"}" and "args": ["mcp"] in their MCP settings',
            )
        )
    return checks
