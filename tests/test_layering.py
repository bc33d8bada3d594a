"""Import direction (ARCHITECTURE.md): interfaces → app → service → domain → ports; adapters
implement ports. Every import in src/engram, including ones inside functions, is checked."""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src" / "engram"

INTERFACES = {"cli", "api", "mcp", "hooks", "tools", "chat"}
PORT_MODULES = {"engram.store.base", "engram.providers.base"}
CORE = {"engram.models", "engram.errors", "engram.timeutil", "engram"}

# Which layers each layer may import. Adapters may use pure domain helpers (formats, scoring)
# but never the service, the wiring or an interface.
ALLOWED = {
    "interface": {"interface", "app", "service", "domain", "ports", "adapters", "core"},
    "app": {"app", "service", "domain", "ports", "adapters", "core"},
    "service": {"service", "domain", "ports", "core"},
    "domain": {"domain", "ports", "core"},
    "adapters": {"adapters", "domain", "ports", "core"},
    "ports": {"ports", "core"},
    "core": {"core"},
}


def layer_of(module: str) -> str:
    parts = module.split(".")
    if module in CORE:
        return "core"
    if module in PORT_MODULES:
        return "ports"
    second = parts[1] if len(parts) > 1 else ""
    if second in INTERFACES:
        return "interface"
    if second in {"app", "settings"}:
        return "app"
    if second == "service":
        return "service"
    if second in {"domain", "retrieval"}:
        return "domain"
    if second in {"store", "providers"}:
        return "adapters"
    raise AssertionError(f"module {module} has no layer: add it to tests/test_layering.py")


def module_name(path: Path) -> str:
    rel = path.relative_to(SRC.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def imports_of(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names if a.name.startswith("engram")]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0 and node.module.startswith("engram"):
            found.append((node.lineno, node.module))
    return found


def test_every_module_respects_the_layering() -> None:
    violations = []
    files = sorted(SRC.rglob("*.py"))
    assert len(files) > 10
    for path in files:
        here = module_name(path)
        if here == "engram":
            continue  # the package root re-exports the public API
        mine = layer_of(here)
        for line, target in imports_of(path):
            theirs = layer_of(target)
            if theirs not in ALLOWED[mine]:
                violations.append(f"{path.relative_to(SRC)}:{line} ({mine}) imports {target} ({theirs})")
    assert not violations, "\n".join(violations)


def test_the_checker_catches_an_upward_import(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("from engram.cli.main import main\nimport engram.app\n")
    found = [target for _, target in imports_of(bad)]
    assert found == ["engram.cli.main", "engram.app"]
    assert layer_of("engram.cli.main") not in ALLOWED[layer_of("engram.service.items")]
    assert layer_of("engram.app") not in ALLOWED[layer_of("engram.domain.validation")]
