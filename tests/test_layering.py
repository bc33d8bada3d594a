"""Import direction and the absence of import cycles (docs/architecture.md).

Layers, top to bottom: interfaces → facade (memory.py) → app (the composition root) → features →
ports → core; adapters implement the ports and import only ports and core. Every import in
src/engram, including ones inside functions and under ``TYPE_CHECKING``, is checked.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src" / "engram"

CORE = {"engram.models", "engram.errors", "engram.timeutil", "engram.text", "engram.policy", "engram.structured"}
CORE |= {"engram.guard", "engram.location", "engram.fences", "engram.private_files"}
PORTS = {"engram.store.base", "engram.providers.base"}
FEATURES = {"items", "sessions", "context", "retrieval", "extraction", "capture", "redaction"}
FEATURE_MODULES = {"engram.operation", "engram.retry", "engram.apikeys", "engram.migrate", "engram.validation"}
INTERFACES = {"interfaces", "bench", "integrations"}
INTERFACE_MODULES = {"engram.capture.hook"}  # the capture hook's lean entry point

ALLOWED = {
    "interface": {"interface", "facade", "app", "features", "ports", "adapters", "core"},
    "facade": {"facade", "app", "features", "ports", "core"},
    "app": {"app", "features", "ports", "adapters", "core"},
    "features": {"features", "ports", "core"},
    "adapters": {"adapters", "ports", "core"},
    "ports": {"ports", "core"},
    "core": {"core"},
}


def layer_of(module: str) -> str:
    if module in CORE or module == "engram":
        return "core"
    if module in PORTS:
        return "ports"
    if module in INTERFACE_MODULES:
        return "interface"
    if module in FEATURE_MODULES:
        return "features"
    second = module.split(".")[1] if "." in module else ""
    if second in INTERFACES:
        return "interface"
    if second == "memory":
        return "facade"
    if second in {"app", "settings", "location"}:
        return "app"
    if second in FEATURES:
        return "features"
    if second in {"store", "providers"}:
        return "adapters"
    raise AssertionError(f"module {module} has no layer: add it to tests/test_layering.py and docs/architecture.md")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def all_modules() -> dict[str, Path]:
    return {module_name(path): path for path in sorted(SRC.rglob("*.py"))}


def imports_of(name: str, path: Path, known: set[str]) -> list[tuple[int, str]]:
    """The engram modules ``path`` imports (``from pkg import module`` resolves to the module)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names if a.name.split(".")[0] == "engram"]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = ".".join(package.split(".")[: len(package.split(".")) - node.level + 1])
                target = f"{base}.{node.module}" if node.module else base
            else:
                target = node.module or ""
            if target.split(".")[0] != "engram":
                continue
            for alias in node.names:
                sub = f"{target}.{alias.name}"
                found.append((node.lineno, sub if sub in known else target))
    resolved = []
    for line, target in found:
        while target not in known and "." in target:
            target = target.rsplit(".", 1)[0]
        resolved.append((line, target))
    return resolved


def test_every_module_respects_the_layering() -> None:
    modules = all_modules()
    assert len(modules) > 10
    violations = []
    for here, path in modules.items():
        if here == "engram":
            continue  # the package root re-exports the public API lazily
        mine = layer_of(here)
        for line, target in imports_of(here, path, set(modules)):
            theirs = layer_of(target)
            if theirs not in ALLOWED[mine]:
                violations.append(f"{path.relative_to(SRC)}:{line} ({mine}) imports {target} ({theirs})")
    assert not violations, "\n".join(violations)


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_there_is_no_import_cycle() -> None:
    modules = all_modules()
    graph: dict[str, set[str]] = defaultdict(set)
    for here, path in modules.items():
        graph[here]
        for _, target in imports_of(here, path, set(modules)):
            # a package importing its own submodules (re-exports) is not a design cycle
            if target != here and not target.startswith(here + "."):
                graph[here].add(target)
    assert cycles(dict(graph)) == []


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_module_is_over_700_lines() -> None:
    big = {name: n for name, path in all_modules().items() if (n := len(path.read_text().splitlines())) > 700}
    assert big == {}
